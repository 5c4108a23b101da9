/*
 * analyze.c — `tengen --analyze FILE` (see analyze.h).
 */
#include "base/i18n.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analyze.h"
#include "record/autosave.h"
#include "record/lead.h"
#include "base/util.h"

#define BAR_WIDTH 30

static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

struct show {
	bool lines;   /* a line per position (no terminal, --plain) */
	bool shown;   /* the method was said */
	bool midline; /* the bar is drawn, its line not ended */
};

static bool tick(const struct analyze_progress *p, void *arg)
{
	struct show *sh = arg;
	char lead[32] = "-", bar[BAR_WIDTH + 1];
	int fill = p->total ? p->done * BAR_WIDTH / p->total : BAR_WIDTH;

	if (!sh->shown) {
		fprintf(stderr, _("%s: analysing with %s\n"), PACKAGE, analyze_method_name(p->method));
		sh->shown = true;
	}
	if (p->ev.has_lead)
		lead_format(p->ev.lead, lead, sizeof lead);
	if (sh->lines) {
		fprintf(stderr, _("move %d: %s, %d of %d%s\n"), p->move, lead, p->done, p->total,
		        p->skipped ? _(" (done before)") : "");
	} else {
		memset(bar, '#', (size_t)fill);
		memset(bar + fill, '.', (size_t)(BAR_WIDTH - fill));
		bar[BAR_WIDTH] = '\0';
		fprintf(stderr, "\r[%s] %d/%d  %s %-10s", bar, p->done, p->total, _("move"), lead);
		fprintf(stderr, "%s", p->done == p->total ? "\n" : "");
		sh->midline = p->done != p->total;
	}
	fflush(stderr);
	return !interrupted;
}

/* Write s to file (FILE~ keeps the old one); false with the message said. */
static bool save(const char *file, const struct sgf *s)
{
	struct sbuf out;
	char *cause = NULL;

	sbuf_init(&out);
	sgf_write(s, &out);
	if (file_save(file, &out, &cause) == 0)
		return true;
	fprintf(stderr, "%s: %s\n", PACKAGE, cause);
	free(cause);
	return false;
}

int analyze_file(const char *file, const struct analyze_opts *o, bool lines)
{
	struct sgf_msgs m;
	struct sgf *s;
	struct show sh = { .lines = lines || !isatty(2) };
	struct sigaction sa = { .sa_handler = on_sigint }, old;
	char *cause = NULL;
	int n = 0, rc = 0;

	sgf_msgs_init(&m);
	if (!(s = sgf_read_file(file, &m))) {
		char *t = text_sanitize(m.n ? sgf_msgs_why(&m) : file);

		fprintf(stderr, "%s: %s\n", PACKAGE, t);
		free(t);
		sgf_msgs_free(&m);
		return 1;
	}
	sgf_msgs_free(&m);
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old);
	for (struct sgf_node *g = s->games; g && rc == 0 && !interrupted; g = g->next) {
		int k = game_analyze(s, g, o, tick, &sh, &cause);

		if (k < 0) {
			char *t = text_sanitize(cause ? cause : "?");

			fprintf(stderr, "%s%s: %s\n", sh.midline ? "\n" : "", PACKAGE, t);
			free(t);
			free(cause);
			rc = 1;
		} else {
			n += k;
		}
	}
	sigaction(SIGINT, &old, NULL);
	if (n > 0 && !save(file, s))
		rc = 1;
	else if (interrupted)
		fprintf(stderr, _("\n%s: interrupted: %d positions saved; run again to go on\n"),
		        PACKAGE, n);
	sgf_free(s);
	return rc;
}

/*
 * cmd_analysis.c — live analysis by an engine (engine/analyst.h) of the
 * position on the board: the `analysis` command (on, off, pv, ownership,
 * say: the analysis in words, for --plain),
 * the engine given by --analysis, [engines] analysis or `engine analysis
 * COMMAND` (started by the user's command only, never by a record), and
 * what the front ends poll and show.
 *
 * The position is the review's where one is open, else the game's; in play
 * only when both players allowed it at the new game (analysis_allowed: a
 * teaching aid, not help in a game that counts).  Every change of position
 * restarts it at once (cmd_analysis_sync, from cmd_engines_sync).  The
 * lines come every half second; the screen is told to redraw at most once
 * every CMD_ANALYSIS_REDRAW_MS (a line in between waits: cmd_analysis_timeout
 * wakes the loop for it), which keeps an idle analysis at 80×24 under
 * 100 bytes a second over the terminal (80 to 90 with a busy engine: make
 * bench-analysis-bytes).  An engine that fails is dropped with its message; the game goes on.
 */
#include "base/i18n.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "cmd/mode.h"
#include "record/review.h"
#include "engine/analyst.h"
#include "base/clock_ms.h"
#include "base/util.h"

const struct game *cmd_analysis_game(const struct cmd_ctx *c)
{
	return c->s.review ? &c->s.review->game : c->s.game;
}

/* Is the analysis allowed where the session is? */
static bool allowed(const struct cmd_ctx *c)
{
	return c->s.review || c->s.analysis_allowed;
}

void cmd_analysis_free(struct cmd_ctx *c)
{
	analyst_free(c->s.analyst);
	c->s.analyst = NULL;
	free(c->s.analysis_command);
	c->s.analysis_command = NULL;
}

/* The engine failed: its message, the analysis off, the engine dropped,
 * and with it the line it had waiting to be drawn (else the loop would be
 * woken for it forever: cmd_analysis_timeout). */
static int failed(struct cmd_ctx *c, char *cause)
{
	cmd_message(c, true, _("No analysis: %s"), cause ? cause : "");
	free(cause);
	analyst_free(c->s.analyst);
	c->s.analyst = NULL;
	c->s.analysis_on = false;
	c->s.analysis_pending = false;
	return CMD_FAILED | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_analysis_sync(struct cmd_ctx *c)
{
	char *cause = NULL;

	if (!c->s.analyst)
		return 0;
	if (!c->s.analysis_on || !allowed(c)) {
		if (analyst_stop(c->s.analyst, &cause) < 0)
			return failed(c, cause);
		return 0;
	}
	c->s.analyst->ownership = c->s.analysis_ownership;
	if (analyst_sync(c->s.analyst, cmd_analysis_game(c), &cause) < 0)
		return failed(c, cause);
	return 0;
}

const struct analysis_line *cmd_analysis_line(const struct cmd_ctx *c)
{
	const struct engine_analyst *a = c->s.analyst;

	if (!a || !c->s.analysis_on || !a->running || a->line_key != a->key ||
	    (a->key & ~(uint64_t)2) != (analyst_key(cmd_analysis_game(c)) & ~(uint64_t)2))
		return NULL;
	return &a->line;
}

const char *cmd_analysis_name(const struct cmd_ctx *c)
{
	return c->s.analyst && c->s.analysis_on ? c->s.analyst->p->name : NULL;
}

int cmd_analysis_pollfds(const struct cmd_ctx *c, struct pollfd *fds)
{
	return c->s.analyst ? engine_pollfds(c->s.analyst->p->e, fds) : 0;
}

int cmd_analysis_timeout(const struct cmd_ctx *c)
{
	int t = c->s.analyst ? engine_timeout_ms(c->s.analyst->p->e) : -1;

	if (c->s.analyst && c->s.analysis_pending) {
		long long wait = c->s.analysis_drawn + CMD_ANALYSIS_REDRAW_MS - clock_ms();
		int w = wait < 0 ? 0 : (int)wait;

		if (t < 0 || w < t)
			t = w;
	}
	return t;
}

int cmd_analysis_service(struct cmd_ctx *c)
{
	char *cause = NULL;
	int rc;

	if (!c->s.analyst)
		return 0;
	rc = analyst_service(c->s.analyst, (struct game *)cmd_analysis_game(c), &cause);
	if (rc < 0)
		return failed(c, cause);
	if (rc > 0 && c->s.analyst->lines == 1) {
		c->s.analysis_pending = false; /* a new position: at once */
		c->s.analysis_drawn = clock_ms();
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS;
	}
	c->s.analysis_pending |= rc > 0;
	if (c->s.analysis_pending && clock_ms() >= c->s.analysis_drawn + CMD_ANALYSIS_REDRAW_MS) {
		c->s.analysis_pending = false;
		c->s.analysis_drawn = clock_ms();
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS;
	}
	return 0;
}

/* Start the engine of the analysis (command, else the session's). */
static int start(struct cmd_ctx *c, const char *command)
{
	char *cause = NULL;
	struct engine_analyst *a;

	if (command) {
		free(c->s.analysis_command);
		c->s.analysis_command = xstrdup(command);
	}
	if (!c->s.analysis_command)
		return cmd_fail(c, _("no analysis engine: start one with :engine analysis COMMAND, "
		                     "or --analysis=gtp:COMMAND"));
	if (c->s.analyst && !command)
		return 0;
	a = analyst_start(c->s.analysis_command, &cause);
	if (!a) {
		int flags = cmd_failf(c, _("No analysis: %s"), cause ? cause : "");

		free(cause);
		return flags;
	}
	analyst_free(c->s.analyst);
	c->s.analyst = a;
	return 0;
}

int cmd_analysis_begin(struct cmd_ctx *c, const char *command)
{
	int flags;

	if (!allowed(c))
		return cmd_fail(c, _("analysis during play is a teaching aid: both players allow it "
		                     "at the new game"));
	flags = start(c, command);
	if (flags & CMD_FAILED)
		return flags;
	c->s.analysis_on = true;
	cmd_message(c, false, _("%s analyses the position (%s: off, %s: its line at the cursor)."),
	            c->s.analyst->p->name, cmd_key(c, ":analysis"), cmd_key(c, ":analysis pv"));
	return flags | cmd_analysis_sync(c) | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS |
	       CMD_REDRAW_MESSAGE;
}

/* A display switch: pv or ownership. */
static int toggle(struct cmd_ctx *c, bool *flag, const char *on, const char *off)
{
	*flag = !*flag;
	cmd_message(c, false, "%s", *flag ? on : off);
	return cmd_analysis_sync(c) | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* analysis say before the first line of the position: wait for it, at most
 * SAY_WAIT_MS (a script's lines come faster than the engine's, and --plain
 * reading a pipe polls nothing between them). */
#define SAY_WAIT_MS 10000

static int wait_line(struct cmd_ctx *c)
{
	long long end = clock_ms() + SAY_WAIT_MS;
	int flags = cmd_analysis_sync(c);

	while (c->s.analyst && c->s.analysis_on && !cmd_analysis_line(c) && clock_ms() < end) {
		struct pollfd fds[ENGINE_POLLFDS];
		int n = cmd_analysis_pollfds(c, fds);

		poll(fds, (nfds_t)n, 100);
		flags |= cmd_analysis_service(c);
	}
	return flags;
}

/* analysis [on|off|pv|ownership|say] */
int cmd_analysis_exec(struct cmd_ctx *c, int argc, char **argv)
{
	const char *w = argc ? argv[0] : (c->s.analysis_on ? "off" : "on");

	if (strcmp(w, "on") == 0)
		return cmd_analysis_begin(c, NULL);
	if (strcmp(w, "off") == 0) {
		c->s.analysis_on = false;
		cmd_message(c, false, "%s", _("Analysis off."));
		return cmd_analysis_sync(c) | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	if (strcmp(w, "say") == 0) {
		struct sbuf s;
		int flags = wait_line(c);

		if (flags & CMD_FAILED)
			return flags; /* the engine failed meanwhile: its message */
		sbuf_init(&s);
		cmd_analysis_words(c, &s);
		cmd_message(c, false, "%s", s.s);
		sbuf_free(&s);
		return flags | CMD_REDRAW_MESSAGE;
	}
	if (strcmp(w, "pv") == 0)
		return toggle(c, &c->s.analysis_pv,
		              _("The variation of the candidate at the cursor is shown, numbered."),
		              _("The variation is hidden."));
	if (strcmp(w, "ownership") == 0)
		return toggle(c, &c->s.analysis_ownership,
		              _("The engine's ownership is shaded (KataGo only)."),
		              _("The ownership is hidden."));
	return cmd_fail(c, _("usage: analysis [on|off|pv|ownership|say]"));
}

/* "56.1%" of a win rate. */
/* A win rate (0 … 1) as "56.1%" into buf. */
static const char *percent(double w, char *buf, size_t len)
{
	snprintf(buf, len, "%.1f%%", w * 100);
	return buf;
}

/* The full stop after a sentence built in pieces. */
static const char *sentence_end(void)
{
	/* TRANSLATORS: the full stop after the list of the best moves. */
	return _(".");
}

/* An engine without a win rate (GNU Go): its lead and its moves' values. */
static void words_lead_only(const struct analysis_line *l, const struct game *g,
                            struct sbuf *s)
{
	char v[8];

	/* TRANSLATORS: the side to move (the engine has no win rate). */
	sbuf_printf(s, _("%s to move"), color_name(g->to_move));
	if (l->has_lead)
		sbuf_printf(s, _(", lead %+.1f"), l->lead);
	sbuf_add(s, sentence_end());
	if (l->nmoves)
		sbuf_add(s, _(" Best:"));
	for (int i = 0; i < l->nmoves && i < 5; i++) {
		sbuf_add(s, i ? text_list_sep() : " ");
		/* TRANSLATORS: a move and its value in points (GNU Go's top_moves). */
		sbuf_printf(s, _("%s (%.2f points)"),
		            board_vertex_name(&g->board, l->moves[i].point, v), l->moves[i].value);
	}
	if (l->nmoves)
		sbuf_add(s, sentence_end());
}

void cmd_analysis_words(const struct cmd_ctx *c, struct sbuf *s)
{
	const struct analysis_line *l = cmd_analysis_line(c);
	const struct game *g = cmd_analysis_game(c);
	char v[8], pct[16];

	if (l && l->lead_only) {
		words_lead_only(l, g, s);
		return;
	}
	if (!l || l->nmoves == 0) {
		sbuf_add(s, cmd_analysis_name(c) ? _("The engine has no analysis of this position yet.")
		                                 : _("No analysis is running."));
		return;
	}
	/* TRANSLATORS: the side to move, then its win rate ("56.1%"). */
	sbuf_printf(s, _("%s to move wins "), color_name(g->to_move));
	sbuf_add(s, percent(l->moves[0].winrate, pct, sizeof pct));
	if (l->moves[0].has_lead)
		sbuf_printf(s, _(", lead %+.1f"), l->moves[0].lead);
	sbuf_add(s, _(". Best:"));
	for (int i = 0; i < l->nmoves && i < 5; i++) {
		sbuf_add(s, i ? text_list_sep() : " ");
		/* TRANSLATORS: a move, its win rate ("56.1%") and its visits. */
		sbuf_printf(s, ngettext("%s (%s, %d visit)", "%s (%s, %d visits)", l->moves[i].visits),
		            board_vertex_name(&g->board, l->moves[i].point, v),
		            percent(l->moves[i].winrate, pct, sizeof pct), l->moves[i].visits);
	}
	sbuf_add(s, sentence_end());
}

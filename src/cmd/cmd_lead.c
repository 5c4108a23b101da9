/*
 * cmd_lead.c — the review's graph of the estimated lead (record/lead.h):
 * the series of the review's line, filled one estimate at a time by the
 * front end between keys (cmd_lead_work); `mistakes` lists the moves that
 * lost the most (record/mistakes.h: by the engine's lead in the record,
 * else the estimate) and goes to the largest, `next-mistake` and
 * `prev-mistake` step through them, `graph [on|off]` shows or hides the
 * graph; `analyze` evaluates the whole line by an engine in a worker
 * process (engine/bganalysis.h).  The series lives as long as the review
 * (cmd_lead_free from review_leave), so stepping through the record never
 * estimates a position twice.
 */
#include "cmd/cmd.h"

#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "engine/bganalysis.h"
#include "record/lead.h"
#include "record/mistakes.h"
#include "record/review.h"
#include "base/util.h"

/* The series synced to the open review (made at the first use). */
static struct lead_series *series(struct cmd_ctx *c)
{
	if (!c->s.lead) {
		c->s.lead = xmalloc(sizeof *c->s.lead);
		lead_series_init(c->s.lead);
	}
	lead_series_sync(c->s.lead, c->s.review);
	return c->s.lead;
}

/* The analysis ends: the record takes what it wrote (a save keeps it). */
static void analysis_end(struct cmd_ctx *c)
{
	if (!c->s.analysis_run)
		return;
	bg_analysis_free(c->s.analysis_run);
	c->s.analysis_run = NULL;
	cmd_edit_adopt(c);
}

void cmd_lead_free(struct cmd_ctx *c)
{
	analysis_end(c);
	if (!c->s.lead)
		return;
	lead_series_free(c->s.lead);
	free(c->s.lead);
	c->s.lead = NULL;
}

const struct lead_series *cmd_lead_series(struct cmd_ctx *c)
{
	/* not for a problem: its line is the answer, and nothing shows it */
	return c->s.review && !c->s.problems && !c->s.graph_hidden ? series(c) : NULL;
}

bool cmd_lead_pending(struct cmd_ctx *c)
{
	const struct lead_series *ls = cmd_lead_series(c);

	return ls && !lead_series_complete(ls);
}

bool cmd_analysis_running(struct cmd_ctx *c)
{
	if (c->s.analysis_run && cmd_mode(c) != MODE_REVIEWING)
		analysis_end(c); /* edit mode may change the nodes it holds */
	return c->s.analysis_run != NULL;
}

int cmd_game_analysis_pollfds(const struct cmd_ctx *c, struct pollfd *fds)
{
	if (!c->s.analysis_run)
		return 0;
	fds->fd = bg_analysis_fd(c->s.analysis_run);
	fds->events = POLLIN;
	return 1;
}

/* What the worker has sent: the nodes stored, the graph takes their
 * values again. */
int cmd_game_analysis_service(struct cmd_ctx *c)
{
	const struct analyze_progress *pr;
	char *cause = NULL;
	int rc, first;

	if (!cmd_analysis_running(c) || (rc = bg_analysis_service(c->s.analysis_run, &pr, &cause)) == 2)
		return 0;
	first = bg_analysis_first(c->s.analysis_run);
	if (rc < 0) {
		analysis_end(c);
		cmd_message(c, true, _("The analysis stopped: %s"), cause);
		free(cause);
		return CMD_REDRAW_MESSAGE | CMD_REDRAW_STATUS;
	}
	if (c->s.lead && first >= 0 && first < c->s.lead->done)
		c->s.lead->done = first; /* values from there on are read again */
	if (rc == 0) {
		int analysed = pr->analysed; /* pr is the run's: analysis_end frees it */
		const char *method = analyze_method_name(pr->method);

		analysis_end(c);
		cmd_message(c, false, _("Analysed %d positions with %s; :save writes them into the "
		                        "file."), analysed, method);
	} else {
		cmd_message(c, false, _("Analysing with %s: %d of %d (analyze off stops)"),
		            analyze_method_name(pr->method), pr->done, pr->total);
	}
	return CMD_REDRAW_MESSAGE | CMD_REDRAW_STATUS;
}

int cmd_lead_work(struct cmd_ctx *c)
{
	if (!cmd_lead_pending(c))
		return 0;
	return lead_series_step(c->s.lead) ? CMD_REDRAW_STATUS : 0;
}

/* `analyze [gtp:COMMAND|off]`: every position of the main line evaluated
 * into the review's tree (engine/gameanalysis.h) by a worker process
 * (engine/bganalysis.h) while the keys go on, by COMMAND
 * or the session's analysis engine, else tengen's estimate; off stops
 * (what is done stays). */
int cmd_analyze_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct analyze_opts o = { .engine = NULL, .visits = c->s.analyze_visits,
	                          .seconds = c->s.analyze_seconds };
	char *cause = NULL;

	if (argc && !strcmp(argv[0], "off")) {
		if (!c->s.analysis_run)
			return cmd_fail(c, _("no analysis is running"));
		analysis_end(c);
		cmd_message(c, false, "%s", _("The analysis stopped; what it did is kept."));
		return CMD_REDRAW_MESSAGE | CMD_REDRAW_STATUS;
	}
	if (argc && (strncmp(argv[0], "gtp:", 4) != 0 || !argv[0][4]))
		return cmd_fail(c, _("analyze takes gtp:COMMAND or off"));
	o.engine = argc ? argv[0] + 4 : c->s.analysis_command; /* --analysis, :engine analysis */
	analysis_end(c);
	c->s.analysis_run = bg_analysis_start(c->s.review->tree,
	                                      (struct sgf_node *)c->s.review->root, &o, &cause);
	if (!c->s.analysis_run) {
		int rc = cmd_failf(c, _("the analysis did not start: %s"), cause);

		free(cause);
		return rc;
	}
	c->s.graph_hidden = false;
	cmd_message(c, false, "%s", _("Analysing every position; keys still work."));
	return CMD_REDRAW_MESSAGE | CMD_REDRAW_STATUS;
}

/* The mistakes of the review's line so far (record/mistakes.h) into
 * m[MISTAKES_MAX]; their number, or -1 (refused, the message said why). */
static int mistakes_of(struct cmd_ctx *c, struct mistake *m)
{
	struct lead_series *ls = series(c);
	enum color *who;
	char how[64];
	int n, p;

	/* the record's own values (SBKS, and TEC for the estimate's) cost no
	 * estimate: read them now (--plain, which fills no graph, after
	 * `analyze`) */
	while (!lead_series_complete(ls) && sgf_node_get(ls->node[ls->done], "SBKS"))
		lead_series_step(ls);
	if (ls->done < 2)
		return cmd_failf(c, c->s.graph_hidden ?
		                        _("the lead is not estimated yet: it is estimated while the "
		                          "graph is shown (%s)") :
		                        _("the lead is not estimated yet: the graph is filling (%s)"),
		                 cmd_key_or_command(c, ":graph", how, sizeof how)), -1;
	who = xmalloc(sizeof *who * (size_t)ls->n);
	for (int i = 0; i < ls->n; i++)
		who[i] = review_node_move(c->s.review, ls->node[i], &p);
	n = mistakes_find(ls, who, m);
	free(who);
	return n;
}

/* " (the estimate)" or "", and ", so far" while the series fills. */
static const char *mistake_source(const struct cmd_ctx *c, const struct mistake *m)
{
	if (!lead_series_complete(c->s.lead))
		return m->engine ? _(" (so far)") : _(" (the estimate, so far)");
	return m->engine ? "" : _(" (the estimate)");
}

/* Go to mistake k of m[n] and say what it lost and the better move. */
static int mistake_show(struct cmd_ctx *c, const struct mistake *m, int k, int n)
{
	char better[64] = "", v[8];

	review_goto_move(c->s.review, m[k].move);
	if (m[k].better >= 0)
		/* TRANSLATORS: after "Mistake 2 of 5: move 34, Black lost 8.2
		   points"; %s is a point such as D4 */
		snprintf(better, sizeof better, _("; better: %s"),
		         board_vertex_name(&c->s.review->game.board, m[k].better, v));
	cmd_message(c, false, _("Mistake %d of %d: move %d, %s lost %.1f points%s%s."), k + 1, n,
	            m[k].move, color_name(m[k].who), m[k].loss, mistake_source(c, &m[k]), better);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* `mistakes`: the list, in the order of the moves, and the review goes to
 * the largest (what `swing` did). */
int cmd_mistakes_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct mistake m[MISTAKES_MAX];
	struct sbuf list;
	char v[8];
	int n = mistakes_of(c, m), big = 0;

	(void)argc, (void)argv;
	if (n < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	if (n == 0) {
		cmd_message(c, false, "%s", _("No move lost much, by the lead in the record or the "
		                              "estimate (so far)."));
		return CMD_REDRAW_MESSAGE;
	}
	sbuf_init(&list);
	for (int k = 0; k < n; k++) {
		big = m[k].loss > m[big].loss ? k : big;
		sbuf_printf(&list, "%s%d %s -%.1f", k ? text_list_sep() : "", m[k].move,
		            m[k].who == BLACK ? "B" : "W", m[k].loss);
		if (m[k].better >= 0)
			sbuf_printf(&list, " (%s)",
			            board_vertex_name(&c->s.review->game.board, m[k].better, v));
	}
	review_goto_move(c->s.review, m[big].move);
	/* TRANSLATORS: the keys first (the end of a long list is cut at the
	   terminal's width), then " (the estimate)" or "", then the list */
	cmd_message(c, false, _("Mistakes (%s next, %s previous)%s: %s."),
	            cmd_key(c, ":next-mistake"), cmd_key(c, ":prev-mistake"),
	            mistake_source(c, &m[0]), list.s);
	sbuf_free(&list);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

static int mistake_step(struct cmd_ctx *c, int dir)
{
	struct mistake m[MISTAKES_MAX];
	int n = mistakes_of(c, m), k;

	if (n < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	k = mistakes_seek(m, n, c->s.lead->at, dir);
	if (n == 0) { /* an answer, not a refusal */
		cmd_message(c, false, "%s", _("No move lost much, by the lead in the record or the "
		                              "estimate (so far)."));
		return CMD_REDRAW_MESSAGE;
	}
	if (k < 0)
		return cmd_fail(c, dir > 0 ? _("no mistake after this move") :
		                             _("no mistake before this move"));
	return mistake_show(c, m, k, n);
}

int cmd_next_mistake_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return mistake_step(c, 1);
}

int cmd_prev_mistake_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return mistake_step(c, -1);
}

int cmd_graph_exec(struct cmd_ctx *c, int argc, char **argv)
{
	bool hide = !c->s.graph_hidden;

	if (argc && !strcmp(argv[0], "on"))
		hide = false;
	else if (argc && !strcmp(argv[0], "off"))
		hide = true;
	else if (argc)
		return cmd_fail(c, _("graph takes on or off"));
	c->s.graph_hidden = hide;
	cmd_message(c, false, "%s", hide ? _("The lead graph is hidden.") :
	                                   _("The lead graph is shown in review."));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

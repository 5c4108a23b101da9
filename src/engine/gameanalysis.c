/*
 * gameanalysis.c — a whole game analysed into its record (see
 * gameanalysis.h).
 */
#include "base/i18n.h"

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/analyst.h"
#include "engine/engine.h"
#include "engine/gameanalysis.h"
#include "record/lead.h"
#include "record/sgfgame.h"
#include "base/clock_ms.h"
#include "base/util.h"

#define ANALYZE_DEFAULT_VISITS 100
/* live: a position the visits are never reached on (the engine's own cap
 * is lower) ends after this long with what it has; no line at all by then
 * plus as much again is a failure */
#define ANALYZE_MAX_MS 60000
#define ANALYZE_SCORE_TIMEOUT_MS 120000
/* live: this many lines in a row, none understood, and no line yet: the
 * engine's analysis is not one tengen reads (waiting on is in vain) */
#define ANALYZE_UNREAD_MAX 20

struct run {
	const struct analyze_opts *o;
	struct engine_analyst *a; /* NULL: the estimate */
	enum analyze_method method;
	bool top_moves;           /* score: reg_genmove and top_moves are there */
};

const char *analyze_method_name(enum analyze_method m)
{
	switch (m) {
	case ANALYZE_LIVE: return _("the engine's analysis");
	case ANALYZE_SCORE: return _("the engine's estimate_score");
	default: return _("tengen's estimate");
	}
}

/* Wait for the engine's next answers (at most its timeout). */
static int wait_engine(struct engine_analyst *a, struct game *g, char **cause)
{
	struct pollfd fds[ENGINE_POLLFDS];
	int n = engine_pollfds(a->p->e, fds), t = engine_timeout_ms(a->p->e);

	poll(fds, (nfds_t)n, t < 0 || t > 1000 ? 1000 : t); /* the caller's clock too */
	return analyst_service(a, g, cause);
}

/* Start the engine and learn which method it allows. */
static int run_start(struct run *r, char **cause)
{
	struct game g;
	char *text = NULL;

	r->method = ANALYZE_ESTIMATE;
	if (!r->o->engine)
		return 0;
	if (!(r->a = analyst_start(r->o->engine, cause)))
		return -1;
	game_init(&g, 19, RULES_JAPANESE);
	while (!r->a->known)
		if (wait_engine(r->a, &g, cause) < 0)
			return game_free(&g), -1;
	game_free(&g);
	r->method = r->a->able ? ANALYZE_LIVE : ANALYZE_SCORE;
	if (r->method == ANALYZE_SCORE &&
	    engine_call(r->a->p->e, "list_commands", 0, &text, cause) > 0)
		r->top_moves = strstr(text, "reg_genmove") && strstr(text, "top_moves");
	free(text);
	return 0;
}

/* live: analyse g until the best move has the visits or the time is up. */
static int eval_live(struct run *r, struct game *g, struct node_eval *ev, char **cause)
{
	int visits = r->o->visits > 0 || r->o->seconds > 0 ? r->o->visits : ANALYZE_DEFAULT_VISITS;
	long long start = clock_ms(), limit = r->o->seconds > 0 ? (long long)(r->o->seconds * 1000)
	                                                          : ANALYZE_MAX_MS;
	const struct analysis_move *best = NULL;
	bool white = g->to_move == WHITE;

	if (analyst_sync(r->a, g, cause) < 0)
		return -1;
	for (;;) {
		if (wait_engine(r->a, g, cause) < 0)
			return -1;
		best = r->a->line_key ? analysis_line_best(&r->a->line) : NULL;
		if (best && ((visits > 0 && best->visits >= visits) || clock_ms() - start >= limit))
			break;
		if (!best && r->a->unread >= ANALYZE_UNREAD_MAX) {
			cause_set(cause, _("%s: its analysis cannot be read (%d lines in a row)"),
			          r->a->p->name, r->a->unread);
			return -1;
		}
		if (!best && clock_ms() - start >= limit + ANALYZE_MAX_MS) {
			cause_set(cause, _("%s: no analysis of the position"), r->a->p->name);
			return -1;
		}
	}
	ev->has_winrate = true;
	ev->winrate = 100 * (white ? 1 - best->winrate : best->winrate);
	ev->has_lead = best->has_lead;
	ev->lead = white ? -best->lead : best->lead;
	ev->best = best->point;
	return analyst_stop(r->a, cause);
}

/* The engine's move for the side to move (reg_genmove), or NO_POINT. */
static int score_best(struct run *r, const struct game *g, char **cause)
{
	char *text = NULL, *cmd = xasprintf("reg_genmove %s", color_word(g->to_move));
	int rc = engine_call(r->a->p->e, cmd, ANALYZE_SCORE_TIMEOUT_MS, &text, cause), p = NO_POINT;

	free(cmd);
	if (rc > 0)
		p = board_parse_vertex(&g->board, text);
	free(text);
	return rc < 0 ? -3 : p >= 0 ? p : NO_POINT;
}

/* score: estimate_score (and reg_genmove) of the position told to it. */
static int eval_score(struct run *r, struct game *g, struct node_eval *ev, char **cause)
{
	char *text = NULL;
	int rc;

	if (engine_player_sync(r->a->p, g, cause) < 0)
		return -1;
	rc = engine_call(r->a->p->e, "estimate_score", ANALYZE_SCORE_TIMEOUT_MS, &text, cause);
	if (rc >= 0 && (rc == 0 || !analysis_score_lead(text, &ev->lead))) {
		char *t = text_sanitize(text ? text : "");

		cause_set(cause, _("%s: no score from estimate_score: %s"), r->a->p->name, t);
		free(t);
		rc = -1;
	}
	free(text);
	if (rc < 0)
		return -1;
	ev->has_lead = ev->has_winrate = true;
	ev->winrate = evalprop_winrate(ev->lead);
	if (r->top_moves && (ev->best = score_best(r, g, cause)) == -3)
		return -1;
	return 0;
}

static int eval_node(struct run *r, struct game *g, struct node_eval *ev, char **cause)
{
	double conf = 0;

	memset(ev, 0, sizeof *ev);
	ev->best = NO_POINT;
	if (r->method == ANALYZE_LIVE)
		return eval_live(r, g, ev, cause);
	if (r->method == ANALYZE_SCORE)
		return eval_score(r, g, ev, cause);
	ev->lead = lead_estimate(g, &conf);
	ev->has_lead = ev->has_winrate = ev->has_conf = true;
	ev->conf = conf;
	ev->winrate = evalprop_winrate(ev->lead);
	return 0;
}

struct sgf_node **game_analysis_line(struct sgf_node *root, int *n)
{
	struct sgf_node **v = NULL;
	size_t cap = 0;

	*n = 0;
	for (struct sgf_node *x = root; x; x = x->child) {
		if ((size_t)*n == cap)
			v = xrealloc(v, sizeof *v * (cap = cap ? 2 * cap : 64));
		v[(*n)++] = x;
	}
	return v;
}

struct game_analysis {
	struct run r;
	struct analyze_opts o;
	struct sgf *s;
	struct sgf_node **line;
	int n, next;
	struct analyze_progress pr;
};

struct game_analysis *game_analysis_start(struct sgf *s, struct sgf_node *root,
                                          const struct analyze_opts *o, char **cause)
{
	struct game_analysis *ga = xcalloc(1, sizeof *ga);

	ga->o = *o;
	ga->r.o = &ga->o;
	ga->s = s;
	if (run_start(&ga->r, cause) < 0) {
		game_analysis_free(ga);
		return NULL;
	}
	ga->line = game_analysis_line(root, &ga->n);
	ga->pr.total = ga->n;
	ga->pr.method = ga->r.method;
	return ga;
}

void game_analysis_free(struct game_analysis *ga)
{
	if (!ga)
		return;
	analyst_free(ga->r.a);
	free(ga->line);
	free(ga);
}

const struct analyze_progress *game_analysis_progress(const struct game_analysis *ga)
{
	return &ga->pr;
}

long game_analysis_engine_pid(const struct game_analysis *ga)
{
	return ga->r.a ? (long)engine_pid(ga->r.a->p->e) : 0;
}

int game_analysis_step(struct game_analysis *ga, const struct analyze_progress **pr,
                       char **cause)
{
	struct sgf_node *node;
	struct game g;
	int rc = 0;

	*pr = &ga->pr;
	if (ga->next >= ga->n)
		return 0;
	node = ga->line[ga->next];
	ga->pr.skipped = evalprop_done(node);
	if (sgf_replay_to_node(ga->s, node, &g, NULL, NULL, NULL) < 0) {
		game_free(&g);
		ga->next = ga->n; /* no position from here on: what was done stays */
		return 0;
	}
	ga->pr.move = g.nmoves;
	ga->pr.index = ga->next;
	if (ga->pr.skipped) {
		evalprop_get(node, &g.board, &ga->pr.ev);
	} else if ((rc = eval_node(&ga->r, &g, &ga->pr.ev, cause)) == 0) {
		evalprop_set(ga->s, node, &g.board, &ga->pr.ev);
		ga->pr.analysed++;
	}
	game_free(&g);
	if (rc < 0)
		return -1;
	ga->pr.done = ++ga->next;
	return 1;
}

int game_analyze(struct sgf *s, struct sgf_node *root, const struct analyze_opts *o,
                 analyze_tick_fn *tick, void *arg, char **cause)
{
	struct game_analysis *ga = game_analysis_start(s, root, o, cause);
	const struct analyze_progress *pr = NULL;
	int rc, analysed;

	if (!ga)
		return -1;
	while ((rc = game_analysis_step(ga, &pr, cause)) > 0)
		if (tick && !tick(pr, arg))
			break;
	analysed = pr ? pr->analysed : 0;
	game_analysis_free(ga);
	return rc < 0 ? -1 : analysed;
}

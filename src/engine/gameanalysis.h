/*
 * gameanalysis.h — a whole game analysed into its record: every node of
 * the main line gets an engine's evaluation (SBKV, SBKS, TBM:
 * record/evalprop.h), so that the review's graph and mistakes, Sabaki and
 * KaTrain read it.  `tengen --analyze FILE` drives it (main.c).
 *
 * Three methods, the best the engine allows:
 * - live: an engine with kata-analyze or lz-analyze (analyst.h) analyses
 *   each position until its best move has N visits or S seconds have gone;
 *   the best candidate's win rate and lead (KataGo's scoreLead; Leela Zero
 *   gives no lead: SBKV alone) and move are stored, turned to Black's side.
 * - score: an engine without them (GNU Go) is told the position and asked
 *   `estimate_score` (its "W+12.5 (upper bound: …)" read for the lead, the
 *   win rate made from it: evalprop_winrate), and, when list_commands has
 *   both, `reg_genmove` and `top_moves` for its move.
 * - estimate: no engine at all: the built-in estimate (lead_estimate(), the
 *   graph's own value) and its confidence (TEC, so that the mistakes treat
 *   it as the estimate), no better move.
 * A node that already has SBKV is skipped: an interrupted analysis goes
 * on where it stopped.  The caller's tick, called after each node, returns
 * false to stop (Ctrl-C); the tree then holds what was done, and the caller
 * writes it (atomically: file_save).  Blocking (engine_call), for a tool
 * and for the worker process of the review's `analyze` (bganalysis.h).
 * Tests: tests/e2e/analyze.sh (GNU Go at level 1 on a short 19×19 record,
 * the fake analysis engine, the estimate, resumed, interrupted).
 */
#ifndef TENGEN_GAMEANALYSIS_H
#define TENGEN_GAMEANALYSIS_H

#include <stdbool.h>

#include "record/evalprop.h"
#include "record/sgf.h"

enum analyze_method { ANALYZE_LIVE, ANALYZE_SCORE, ANALYZE_ESTIMATE };

struct analyze_opts {
	const char *engine;  /* a GTP command, or NULL: the estimate */
	int visits;          /* live: the best move's visits to reach (0: none) */
	double seconds;      /* live: seconds per position at most (0: none) */
};

struct analyze_progress {
	int done, total;     /* nodes of the main line, done (skipped included) */
	int analysed;        /* nodes evaluated by this run */
	int move;            /* the move number of the node just done */
	int index;           /* its index on the main line (0: the root) */
	bool skipped;        /* it already had its evaluation */
	struct node_eval ev; /* its evaluation */
	enum analyze_method method;
};

typedef bool analyze_tick_fn(const struct analyze_progress *p, void *arg);

/* Analyse the main line of game root of s.  The number of nodes evaluated,
 * or -1 with *cause (no tree changed after the first failure: what was
 * evaluated before it stays). */
int game_analyze(struct sgf *s, struct sgf_node *root, const struct analyze_opts *o,
                 analyze_tick_fn *tick, void *arg, char **cause);

/* The same one node at a time (the worker of the review's `analyze`,
 * bganalysis.h): start (the engine started and asked what it has),
 * step (1: a node done, *pr says which; 0: all done; -1 with *cause),
 * free (the engine ends; the tree keeps what was done). */
struct game_analysis;
struct game_analysis *game_analysis_start(struct sgf *s, struct sgf_node *root,
                                          const struct analyze_opts *o, char **cause);
int game_analysis_step(struct game_analysis *ga, const struct analyze_progress **pr,
                       char **cause);
void game_analysis_free(struct game_analysis *ga);
/* The progress so far: the method and the totals from the start. */
const struct analyze_progress *game_analysis_progress(const struct game_analysis *ga);
/* The engine's process (its group's leader), or 0 for the estimate. */
long game_analysis_engine_pid(const struct game_analysis *ga);

const char *analyze_method_name(enum analyze_method m);
/* The main line of root: its nodes, root first (the caller frees the
 * array); *n their number. */
struct sgf_node **game_analysis_line(struct sgf_node *root, int *n);

#endif

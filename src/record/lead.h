/*
 * lead.h — the estimated lead after every move of a reviewed line: the
 * series the review's graph draws (core: no curses, no printing).
 *
 * Model: the series follows the review's current line (review_line: the
 * root, the moves down to the review's node, then on through the chosen
 * variation and the main line).  Its value at node i is the lead the
 * estimate expects on the position replayed to that node: each point
 * counts for the share of estimate_game()'s playouts that end with it
 * Black's minus White's, by territory (Japanese rules) the stones on the
 * board taken off and the prisoners added, and the game's komi (and
 * Chinese handicap give-back) taken off; > 0: Black ahead.  At a settled
 * end that is the count; before it, the playouts' guess, rough in the
 * middle game (an open area goes to whoever the random playouts give it),
 * so the series shows the course of the game and where it turned, not a
 * count.  (The estimate's own count, estimate_count(), gives an empty
 * area to the colour that alone borders it: a lone stone "owns" the empty
 * board, which would make the opening meaningless.)
 *
 * A node that carries an engine's lead (SBKS, record/evalprop.h: written by
 * `tengen --analyze` or Sabaki) takes that value instead, marked as the
 * engine's (from_engine[i]), with the engine's move there (best[i], TBM);
 * one written by `--analyze` with no engine (TEC: the estimate's
 * confidence) is taken as the estimate's, without estimating again.
 * An estimated value also keeps its confidence (conf[i], 0 … 1: the mean
 * share of the playouts that agree on each point's owner): low in the
 * opening, where the estimate's lead is mostly noise, so that the mistakes
 * (record/mistakes.h) are looked for only where it is worth something.
 *
 * One value costs one estimate (about 40 ms on 19×19), so the series is
 * filled one node at a time (lead_series_step), which a front end does
 * between keys.  The values are kept: stepping through the review computes
 * nothing again, and lead_series_sync() following the review onto another
 * line keeps the values of the nodes the two lines share from the root.
 */
#ifndef TENGEN_LEAD_H
#define TENGEN_LEAD_H

#include <stdbool.h>
#include <stddef.h>

#include "record/review.h"
#include "record/sgf.h"

struct lead_series {
	const struct sgf *tree;        /* the tree of the nodes (not owned) */
	const struct sgf_node **node;  /* the line, the root first */
	double *lead;                  /* the values, lead[i] after node i */
	int *move;                     /* move number at node i (passes included) */
	double *conf;                  /* the estimate's confidence at node i, 0 … 1
	                                  (1 for an engine's value) */
	bool *from_engine;             /* lead[i] is the record's SBKS */
	int *best;                     /* the engine's move at node i (TBM), or NO_POINT */
	int n, cap;                    /* nodes on the line, room in the arrays */
	int done;                      /* lead[0 … done-1] are computed */
	int at;                        /* the index of the review's node */
};

void lead_series_init(struct lead_series *ls);
void lead_series_free(struct lead_series *ls);
/* Follow rv: its tree and its current line; the values of the nodes shared
 * with the line before are kept. */
void lead_series_sync(struct lead_series *ls, const struct review *rv);
/* Compute the next value; false when the series was already complete. */
bool lead_series_step(struct lead_series *ls);
static inline bool lead_series_complete(const struct lead_series *ls)
{
	return ls->done >= ls->n;
}
/* The estimate's lead (> 0: Black ahead) on g's position and its
 * confidence (0 … 1): one value of the series, for --analyze too. */
double lead_estimate(const struct game *g, double *conf);
/* A lead as "B+4.5", "W+0.3" or "0" (the notation of SGF's RE, one
 * decimal) into buf. */
const char *lead_format(double lead, char *buf, size_t size);

#endif

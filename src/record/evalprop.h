/*
 * evalprop.h — an engine's evaluation of a position, stored on its SGF node
 * (core: no curses, no printing).
 *
 * The properties are those Sabaki writes and KaTrain and Sabaki read, so
 * that a record analysed here opens there with its graph: SBKV, Black's
 * win rate in percent (0 … 100), and SBKS, Black's score lead in points
 * (> 0: Black ahead), both about the position after the node's move.
 * tengen adds TBM, the point the engine would play in that position (the
 * better move of the next node when that node's move lost): a private
 * property, which other programs keep as unknown.  Values are written with
 * two decimals in the C locale (sgf_format_real), whatever the user's.
 *
 * tengen's own estimate, written when there is no engine, adds TEC, its
 * confidence (0 … 1, record/lead.h): such a lead is read back as the
 * estimate's, smoothed and gated as mistakes.h says, never as an engine's.
 *
 * An engine without a win rate (GNU Go: estimate_score) gives a lead only;
 * evalprop_winrate() makes the win rate of a lead by a logistic curve
 * (50 % at 0, 73 % at +5 points), so that the file has both values.
 * Tests: tests/check_mistakes.c (written, read back, bad values ignored).
 */
#ifndef TENGEN_EVALPROP_H
#define TENGEN_EVALPROP_H

#include <stdbool.h>

#include "record/sgf.h"
#include "rules/board.h"

struct node_eval {
	bool has_winrate, has_lead;
	double winrate; /* Black's, percent */
	double lead;    /* Black's, points */
	int best;       /* the engine's move in this position, or NO_POINT */
	bool has_conf;  /* the lead is tengen's estimate (TEC) */
	double conf;    /* its confidence, 0 … 1 */
};

/* The evaluation stored on n (b: the board of the record, for TBM; may be
 * NULL).  True when n has a valid SBKS or SBKV. */
bool evalprop_get(const struct sgf_node *n, const struct board *b, struct node_eval *e);
/* Store e on n (only the values e has; TBM when best is a point of b). */
void evalprop_set(struct sgf *s, struct sgf_node *n, const struct board *b,
                  const struct node_eval *e);
/* True when n already holds a win rate, SBKV (an analysis resumed skips it;
 * Leela Zero's lz-analyze gives no lead, so SBKS is not required). */
bool evalprop_done(const struct sgf_node *n);
/* Black's win rate (percent) of a lead in points, for engines without one. */
double evalprop_winrate(double lead);

#endif

/*
 * mistakes.h — the moves of a reviewed line that lost the most, from the
 * lead series (record/lead.h) (core: no curses, no printing).
 *
 * A move's loss is how much the lead of the player who made it fell from
 * the node before to its own node: lead[i-1] - lead[i] for Black, the
 * opposite for White.  Where both values are an engine's (SBKS in the
 * record), that difference is taken as it is: the engine's opinion is the
 * best the review has.  Where either is the built-in estimate, the raw
 * difference is mostly noise: random playouts give the side to move a
 * tempo (the series zigzags by a few points every move), and in the
 * opening an empty area goes to whoever the playouts happen to give it
 * (a 172-move game once showed an ordinary move 26 as a 28.9-point swing).
 * So an estimated loss is (1) taken between the means of the
 * MISTAKE_WINDOW nodes before and as many from the move's own on (an even
 * number: as many positions of each side to move, which cancels the tempo,
 * and a loss must last to count; fewer near the ends, at least 2), (2) counted only where the estimate is
 * confident (conf ≥ MISTAKE_CONF on the nodes before: the opening's open
 * areas are not), and (3) kept only at MISTAKE_MIN_ESTIMATE / conf points
 * or more (MISTAKE_MIN_ENGINE for an engine).  On a 250-move professional
 * game (shared real-games dev/000, komi read as 7.5) a window of 2 still
 * flagged ten-point losses every few moves; 4 with the gate leaves the last
 * third of the game and its largest turns: still a rough guess, which the
 * messages say; an engine's analysis (--analyze) is the real answer.
 *
 * The list is the MISTAKES_MAX largest losses, in the order of the moves
 * (next and previous walk it); each names the engine's better move when
 * the node before carries one (TBM), else NO_POINT.
 * Tests: tests/check_mistakes.c (an engine's series, the estimate's zigzag
 * and its opening ignored, ties, next and previous).
 */
#ifndef TENGEN_MISTAKES_H
#define TENGEN_MISTAKES_H

#include "record/lead.h"
#include "rules/types.h"

#define MISTAKES_MAX 10
#define MISTAKE_WINDOW 4
#define MISTAKE_CONF 0.5
#define MISTAKE_MIN_ENGINE 1.5
#define MISTAKE_MIN_ESTIMATE 4.0

struct mistake {
	int index;       /* the node's index in the series */
	int move;        /* its move number */
	enum color who;  /* who played it */
	double loss;     /* points lost (> 0) */
	bool engine;     /* by an engine's lead (else the estimate) */
	int better;      /* the engine's move instead, or NO_POINT */
};

/* The mistakes among the computed values of ls into out[MISTAKES_MAX], in
 * the order of the moves; their number.  who: the colour of each node's
 * move (EMPTY: none), indexed as ls. */
int mistakes_find(const struct lead_series *ls, const enum color *who, struct mistake *out);
/* The position in m[n] of the first mistake after (dir > 0) or before
 * (dir < 0) series index `at`, or -1. */
int mistakes_seek(const struct mistake *m, int n, int at, int dir);

#endif

/*
 * analysis_line.h — one line of an engine's live analysis, parsed: the
 * candidate moves of KataGo's `kata-analyze` and of Leela Zero's
 * `lz-analyze` (KataGo speaks both), and KataGo's ownership map.
 *
 * The formats (KataGo's docs/GTP_Extensions.md):
 *   kata: info move D4 visits 487 utility -0.04 winrate 0.48 scoreMean -0.6
 *         scoreStdev 24.7 scoreLead -0.6 scoreSelfplay -0.5 prior 0.22
 *         lcb 0.47 utilityLcb -0.05 order 0 pv D4 Q16 … info move … [ownership
 *         F F … (height × width floats in [-1,1], row-major from the top-left)]
 *   lz:   info move D4 visits 1178 winrate 4802 prior 2211 lcb 4781 order 0
 *         pv D4 E3 … info move …   (winrate, prior, lcb in 1/10000)
 * Every value is from the side to move's point of view (unless the engine
 * was configured otherwise: reportAnalysisWinratesAs; tengen never asks).
 *
 * And GNU Go's stand-ins for an engine with neither (GNU Go's play_gtp.c):
 *   estimate_score:  W+12.5 (upper bound: -10.0, lower: -15.0)   ("0": even)
 *   top_moves[_black|_white]:  D4 12.30 Q16 10.10 …  (a move and its value
 *         in points, best first; top_moves is of the last genmove)
 * read into the same struct with lead_only set: no win rate, no visits.
 *
 * Design notes:
 * - Pure text in, struct out: no engine, no I/O, no curses, so the live
 *   analysis (src/cmd), a whole game analysed and the fuzz target share it.
 * - Robust to order and to new fields, as KataGo's page asks: a token is a
 *   key unless it is a value (a number, a vertex "D4", "pass"); a key tengen
 *   does not know skips the values after it.  `pv` takes the vertices after
 *   it (ANALYSIS_PV_MAX kept), `ownership` exactly size × size numbers (else
 *   no map).  A candidate without a move on this board, with visits < 0 or
 *   a win rate outside [0,1] is dropped; text before the first `info` (an
 *   "=" the engine starts its answer with) is skipped.  Numbers may have an
 *   exponent (KataGo prints 1e-05), read without the locale.
 * - The candidates are kept in the engine's order (`order`, else as they
 *   came), at most ANALYSIS_MAX_MOVES.  The struct is fixed-size (about
 *   10 KB): no allocation, no free.
 * - Tests: tests/check_analysis_line.c (both formats, ownership, garbage,
 *   every token cut); tests/fuzz/fuzz_analysis.c over its corpus.
 */
#ifndef TENGEN_ANALYSIS_LINE_H
#define TENGEN_ANALYSIS_LINE_H

#include <stdbool.h>

#include "rules/board.h"

#define ANALYSIS_MAX_MOVES 24
#define ANALYSIS_PV_MAX 30

enum analysis_flavour {
	ANALYSIS_KATA, /* kata-analyze: win rates in [0,1], score leads */
	ANALYSIS_LZ,   /* lz-analyze: win rates in 1/10000, no score */
};

struct analysis_move {
	int point;       /* a point of the board, or PASS */
	int visits;
	double winrate;  /* 0..1, for the side to move */
	bool has_lead;
	double lead;     /* points the side to move leads by after this move */
	int order;       /* the engine's rank, 0 the best */
	double value;    /* lead_only: the engine's value of the move, points */
	int pv_len;
	int pv[ANALYSIS_PV_MAX]; /* the variation, starting with point */
};

struct analysis_line {
	int nmoves;
	struct analysis_move moves[ANALYSIS_MAX_MOVES]; /* by order */
	bool lead_only;  /* GNU Go's stand-ins: winrate and visits mean nothing */
	bool has_lead;   /* lead_only: the position's lead (estimate_score) */
	double lead;     /* for the side to move */
	bool has_ownership;
	/* by board point: 1 the side to move's, -1 the other's */
	float ownership[BOARD_MAX_POINTS];
};

/* Parse one line for board b (its size and vertices).  True when it gave
 * at least one candidate or an ownership map; *out is filled either way. */
bool analysis_line_parse(const char *line, enum analysis_flavour flavour,
                         const struct board *b, struct analysis_line *out);

/* estimate_score's answer: Black's lead ("W+12.5 …" is -12.5); false
 * when unreadable. */
bool analysis_score_lead(const char *text, double *black_lead);

/* top_moves' answer for board b into out->moves (lead_only; the lead
 * kept); true when it gave at least one move. */
bool analysis_top_moves_parse(const char *text, const struct board *b,
                              struct analysis_line *out);

/* The best candidate (order 0), NULL when none. */
const struct analysis_move *analysis_line_best(const struct analysis_line *a);

#endif

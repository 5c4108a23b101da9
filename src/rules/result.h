/*
 * result.h — how a game ended, and the one text for it in the notation of
 * the SGF RE property: "B+3.5", "W+R", "B+F", "W+T", "0" or "Draw", "Void",
 * and "B+Capture" for a game of Capture Go won by the first capture (FF[4]
 * defines no letter for it; a reader that knows only R, T and F still
 * finds the winner before the '+').
 *
 * The screen, GTP and SGF files all write a result with result_format();
 * they differ only where their formats do (a draw, a result not known, a
 * result SGF has no notation for, the words people read in their
 * language), and a form names each difference.
 */
#ifndef TENGEN_RESULT_H
#define TENGEN_RESULT_H

#include <stddef.h>

#include "rules/types.h"

struct game_result {
	enum result_kind kind;
	enum color winner;   /* EMPTY for a draw, void or both lose */
	double margin;       /* points, for RESULT_SCORE; 0: not known (SGF "B+") */
};

/* Where the text goes. */
enum result_form {
	RESULT_FORM_TEXT,        /* GTP tengen-result: "Draw", "Void", "Both lose",
	                            "?" while the game is not over, margins by %g */
	RESULT_FORM_PEOPLE,      /* the screen, --plain, --games: as TEXT, but Draw, Void
	                            and Both lose are translated, and "B+" when the
	                            margin is not known */
	RESULT_FORM_FINAL_SCORE, /* GTP final_score: as TEXT, but a draw is "0" (GTP v2) */
	RESULT_FORM_SGF,         /* SGF RE (FF[4]): a draw is "0", "B+" when the margin is
	                            not known, margins by result_format_points(), "?" for
	                            both lose (SGF has no notation for it), "" while the
	                            game is not over */
};

/* The result as text into buf (32 bytes are always enough); returns buf. */
char *result_format(const struct game_result *r, enum result_form form, char *buf, size_t len);

/* A number of points (a margin, a komi) as files and protocols write it:
 * at most two decimals, a '.' whatever the locale, no trailing zeros, so
 * 6.5 is "6.5" and 3 is "3".  Returns buf. */
char *result_format_points(double v, char *buf, size_t len);

#endif

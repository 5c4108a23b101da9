/*
 * influence.h — whose the open points of an unfinished position are likely
 * to be: the frontier the count of a finished game cannot see.
 *
 * The count by the rules (score.h) gives an empty region to the colour that
 * alone borders it and every other point to nobody.  At the end of a game
 * that is right: what is left between the walls is dame.  A record that
 * stops before the end (a game lost on time or resigned, some servers write
 * it "B+0.0"), or :estimate in the middle game, leaves open areas bordered
 * by both colours, and counting them for nobody throws away most of the
 * board: the winner then comes down to a few closed corners.
 *
 * Model: Bouzy's 5/21 operators (Bruno Bouzy, 2003, after Zobrist's
 * influence function), on the board with the estimate's dead stones taken
 * off.  Every living stone starts at ±128 (Black +); five dilations each
 * add to a point, for each neighbour of its sign, one, if no neighbour has
 * the other sign (so influence never crosses a point both colours touch);
 * then twenty-one erosions each take from a point, toward zero, one for each
 * neighbour that is zero or of the other sign.  What keeps a sign is that
 * colour's; the rest nobody's.  A point both colours touch, or between two
 * walls, stays nobody's: the dame of a finished game are left alone (on
 * the 217 counted real games of the bench, the winner and the margin within
 * 2 points of none changed), while an open area goes to the side whose
 * stones face it, as a player would count it.
 *
 * influence_owner(b, dead, owner): owner[p] (BOARD_MAX_POINTS entries) is
 * BLACK, WHITE or EMPTY for each empty point or dead stone of b; a living
 * stone's is its colour.  Used by estimate_count() for the points the count
 * leaves as dame (score_params.open_owner).
 * Tests: check_estimate (influence_*), tests/gtp/open-count.tst.
 */
#ifndef TENGEN_INFLUENCE_H
#define TENGEN_INFLUENCE_H

#include <stdint.h>

#include "rules/board.h"

#define INFLUENCE_DILATIONS 5
#define INFLUENCE_EROSIONS 21
#define INFLUENCE_STONE 128

void influence_owner(const struct board *b, const uint8_t *dead, uint8_t *owner);

#endif

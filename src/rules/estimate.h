/*
 * estimate.h — a rough guess of the dead stones of a position, for a count
 * before anybody marked any (the screen's map, GTP final_score, --score).
 *
 * 64 deterministic random playouts are played from the position on a copy
 * of the board (struct board holds no pointers, so the copy shares nothing
 * with the caller's); a chain whose points end up the opponent's in most
 * playouts is dead.  Seki groups tend to die in random play, so a seki is
 * often misjudged.  The same position always gives the same guess.
 */
#ifndef TENGEN_ESTIMATE_H
#define TENGEN_ESTIMATE_H

#include <stdint.h>

#include "rules/board.h"

/* dead[p] = 1 for the stones of b guessed dead, 0 elsewhere (BOARD_MAX_POINTS
 * entries); to_move plays first in every playout. */
void estimate_dead(const struct board *b, enum color to_move, uint8_t *dead);

#endif

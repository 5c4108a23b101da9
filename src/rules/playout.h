/*
 * playout.h — uniformly random legal moves that do not fill the mover's own
 * eyes.  Used by GTP genmove (tengen is a referee, not a player), the
 * estimate of dead stones, the benchmark and the randomized tests.
 * Deterministic for a given seed.
 */
#ifndef TENGEN_PLAYOUT_H
#define TENGEN_PLAYOUT_H

#include <stdint.h>

#include "rules/game.h"

uint64_t rng_next(uint64_t *state);
/* A number in [0, n). */
unsigned rng_below(uint64_t *state, unsigned n);

/* Is p an empty point whose neighbours are all color's stones (or the edge)? */
bool board_is_own_eye(const struct board *b, enum color color, int p);
/* A random legal non-eye-filling point for color in the game (its phase,
 * ko and superko count), or PASS if none. */
int playout_pick(const struct game *g, enum color color, uint64_t *rng);
/* The same on a bare board: only occupation, simple ko and suicide count.
 * For the same board and rng it picks what playout_pick() picks in a game
 * in play under Japanese rules. */
int playout_pick_on_board(const struct board *b, enum color color, uint64_t *rng);

#endif

/*
 * playout.h — uniformly random legal moves that do not fill the mover's own
 * eyes.  Used by GTP genmove (tengen is a referee, not a player), the
 * benchmark and the randomized tests.  Deterministic for a given seed.
 *
 * The playouts of the estimate of dead stones (estimate.c) are played on a
 * struct playout: a board copy, the J89 Art. 7-2 ko bans and the list of
 * empty points, with a policy that keeps seki and eyes (playout_allows()).
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

/* A ko ban of Art. 7-2: color may not retake the ko at point (capture the
 * single stone at stone) until it has passed. */
struct playout_ban {
	int16_t point, stone;
	uint8_t color;
};

struct playout {
	struct board b;
	/* closed[p]: the colour that may play at p only to capture or to
	 * atari (the inside of the other colour's territory), else EMPTY;
	 * NULL: nothing is closed */
	const uint8_t *closed;
	int nbans;
	struct playout_ban bans[BOARD_MAX_POINTS];  /* at most one per point */
	int nempty;
	int16_t empty[BOARD_MAX_POINTS], where[BOARD_MAX_POINTS];
};

/* Start po on a copy of b, with no bans. */
void playout_start(struct playout *po, const struct board *b, const uint8_t *closed);
/* Bar color from retaking the ko at point, which would capture stone. */
void playout_ban(struct playout *po, enum color color, int point, int stone);
/* Does the ko stone at stone (a single stone with one liberty) stand as a
 * ko color could take at once?  Returns the liberty, else NO_POINT. */
int playout_ko_at(const struct board *b, enum color color, int stone);
/* The policy of the estimate's playouts: p is empty, legal (occupation,
 * simple ko, suicide), not barred by a ko ban, not an own true eye, not in
 * a closed region unless it captures or ataris, and no self-atari of a
 * chain of two or more stones unless it captures or ataris an enemy chain
 * at least two stones bigger (one-stone throw-ins are allowed). */
bool playout_allows(const struct playout *po, enum color color, int p);
/* Play from po's board with first to move until two passes in a row (a
 * pass that lifts a ko ban does not count) or 3 moves per point. */
void playout_run(struct playout *po, enum color first, uint64_t *rng);

#endif

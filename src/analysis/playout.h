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

/* A ko ban of Art. 7-2: color may not retake the ko at point (capture the
 * single stone at stone) until it has passed. */
struct playout_ban {
	int16_t point, stone;
	uint8_t color;
};

/* The small eye spaces of the start: regions of 2 to PLAYOUT_EYE_MAX empty
 * points bordered by one colour only.  Play has stopped, so the owner
 * does not reinforce them: in the confirmation the attacker moves first
 * (J89 Art. 7-1, 9-2).  A playout's random moves keep the owner out of an
 * eye space until the opponent has played in it; then the owner answers
 * there. */
#define PLAYOUT_EYE_MIN 3
#define PLAYOUT_EYE_MAX 7
struct playout_eyes {
	int n;                            /* eye spaces, numbered 1 … n */
	int16_t id[BOARD_MAX_POINTS];     /* the eye space of p, 0 for none */
	uint8_t owner[BOARD_MAX_POINTS];  /* by number */
	/* the points of eye space i: pts[first[i]] … pts[first[i + 1] - 1] */
	int16_t first[BOARD_MAX_POINTS], pts[BOARD_MAX_POINTS];
};

struct playout {
	struct board b;
	/* the eye spaces (NULL: none) and those the attacker has opened */
	const struct playout_eyes *eyes;
	uint8_t opened[BOARD_MAX_POINTS];
	/* closed[p]: the colour that may play at p only to capture or to
	 * atari (the inside of the other colour's territory), else EMPTY;
	 * NULL: nothing is closed */
	const uint8_t *closed;
	int nbans;
	struct playout_ban bans[BOARD_MAX_POINTS];  /* at most one per point */
	int nempty;
	int16_t empty[BOARD_MAX_POINTS], where[BOARD_MAX_POINTS];
	/* stuck[c]: c found no allowed point at its last turn and passed;
	 * since: what the opponent did then (a point, or PASS), whether it
	 * captured, and the simple ko point before it.  A stuck colour looks
	 * only where that move can have opened a point to it. */
	bool stuck[3], since_captured;
	int since, since_ko;
};

/* Start po on a copy of b, with no bans, nothing closed if closed is NULL
 * and no eye spaces if eyes is NULL. */
void playout_start(struct playout *po, const struct board *b, const uint8_t *closed,
                   const struct playout_eyes *eyes);
/* Find the eye spaces of b (struct playout_eyes). */
void playout_find_eyes(const struct board *b, struct playout_eyes *eyes);
/* Bar color from retaking the ko at point, which would capture stone. */
void playout_ban(struct playout *po, enum color color, int point, int stone);
/* Does the ban still stand: its stone single, of the other colour, with
 * the ko point as its one liberty? */
bool playout_ban_live(const struct board *b, const struct playout_ban *bn);
/* Is color barred from p by one of the live bans[] (nbans of them)? */
bool playout_banned(const struct board *b, const struct playout_ban *bans, int nbans,
                    enum color color, int p);
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
 * pass that lifts a ko ban does not count) or 3 moves per point.  Each move
 * answers the last one if it can (capture it in atari, save a chain it put
 * in atari, answer inside the mover's eye space it entered), else is a
 * random allowed point outside the mover's unopened eye spaces. */
void playout_run(struct playout *po, enum color first, uint64_t *rng);

/* The one liberty of the chain at p, or NO_POINT if it has more (the
 * policy's answers, the exact reader's captures). */
int playout_atari_point(const struct board *b, int p);

#endif

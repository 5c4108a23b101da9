/*
 * playout.c — random legal moves: pick a random empty point, then scan
 * onwards from it until one is legal and is not an own eye.
 */
#include "rules/playout.h"

uint64_t rng_next(uint64_t *s)
{
	/* xorshift64*; the state must not be 0 */
	uint64_t x = *s ? *s : 0x9e3779b97f4a7c15ULL;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545f4914f6cdd1dULL;
}

unsigned rng_below(uint64_t *s, unsigned n)
{
	return (unsigned)((rng_next(s) >> 32) * n >> 32);
}

bool board_is_own_eye(const struct board *b, enum color color, int p)
{
	if (board_at(b, p) != EMPTY)
		return false;
	board_foreach_neighbor(b, p, n)
		if (b->color[n] != color && b->color[n] != BOARD_OFF)
			return false;
	return true;
}

int playout_pick(const struct game *g, enum color color, uint64_t *rng)
{
	const struct board *b = &g->board;
	int16_t empties[BOARD_MAX_POINTS];
	int n = 0;

	board_foreach_point(b, p)
		if (b->color[p] == EMPTY)
			empties[n++] = (int16_t)p;
	if (n == 0)
		return PASS;
	for (int start = (int)rng_below(rng, (unsigned)n), i = 0; i < n; i++) {
		int p = empties[(start + i) % n];

		if (!board_is_own_eye(b, color, p) && game_legal(g, color, p) == MOVE_OK)
			return p;
	}
	return PASS;
}

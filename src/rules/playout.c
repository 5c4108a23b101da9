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
		if (board_at(b, n) != color && board_at(b, n) != BOARD_OFF)
			return false;
	return true;
}

/* The first point from a random start among the empty points that is no
 * own eye and that legal() accepts. */
static int pick(const struct board *b, enum color color, uint64_t *rng,
                bool (*legal)(const void *ctx, enum color color, int p), const void *ctx)
{
	int16_t empties[BOARD_MAX_POINTS];
	int n = 0;

	board_foreach_point(b, p)
		if (board_at(b, p) == EMPTY)
			empties[n++] = (int16_t)p;
	if (n == 0)
		return PASS;
	for (int start = (int)rng_below(rng, (unsigned)n), i = 0; i < n; i++) {
		int p = empties[(start + i) % n];

		if (!board_is_own_eye(b, color, p) && legal(ctx, color, p))
			return p;
	}
	return PASS;
}

static bool game_allows(const void *ctx, enum color color, int p)
{
	return game_legal(ctx, color, p) == MOVE_OK;
}

static bool board_allows(const void *ctx, enum color color, int p)
{
	return board_legal(ctx, color, p) == MOVE_OK;
}

int playout_pick(const struct game *g, enum color color, uint64_t *rng)
{
	return pick(&g->board, color, rng, game_allows, g);
}

int playout_pick_on_board(const struct board *b, enum color color, uint64_t *rng)
{
	return pick(b, color, rng, board_allows, b);
}

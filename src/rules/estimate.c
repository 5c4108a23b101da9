/*
 * estimate.c — the estimate of dead stones (estimate.h): random playouts on
 * a board copy, then one verdict per chain.
 *
 * A playout plays on the board alone: occupation, simple ko and suicide
 * (the board's rules), no superko and no phase, until two passes in a row
 * or three moves per point.
 */
#include "rules/estimate.h"

#include <stdlib.h>
#include <string.h>

#include "rules/playout.h"
#include "base/util.h"

#define ESTIMATE_PLAYOUTS 64

/* The colour that owns p at the end of a playout: its stone, or the colour
 * of all its neighbours for an eye; EMPTY otherwise. */
static enum color final_owner(const struct board *b, int p)
{
	enum color c = board_at(b, p), seen = EMPTY;

	if (c != EMPTY)
		return c;
	board_foreach_neighbor(b, p, nb) {
		enum color d = board_at(b, nb);

		if (d == BOARD_OFF)
			continue;
		if (d == EMPTY || (seen != EMPTY && d != seen))
			return EMPTY;
		seen = d;
	}
	return seen;
}

/* Play one playout from b on t (a copy of b). */
static void playout_run(const struct board *b, enum color to_move, struct board *t,
                        uint64_t *rng)
{
	enum color c = to_move == WHITE ? WHITE : BLACK;
	int limit = 3 * b->size * b->size, passes = 0;

	*t = *b;
	for (int m = 0; m < limit && passes < 2; m++, c = color_other(c)) {
		int p = playout_pick_on_board(t, c, rng);

		passes = p == PASS ? passes + 1 : 0;
		board_play(t, c, p, NULL);
	}
}

/* One verdict per chain: the opponent owns most of its points in most
 * playouts. */
static void judge_chains(const struct board *b, const int16_t *other_owns, uint8_t *dead)
{
	board_foreach_point(b, p) {
		int16_t stones[BOARD_MAX_POINTS];
		int n, sum = 0;

		if (board_at(b, p) == EMPTY || b->head[p] != p)
			continue;
		n = board_chain_stones(b, p, stones);
		for (int i = 0; i < n; i++)
			sum += other_owns[stones[i]];
		if (sum * 2 > n * ESTIMATE_PLAYOUTS)
			for (int i = 0; i < n; i++)
				dead[stones[i]] = 1;
	}
}

void estimate_dead(const struct board *b, enum color to_move, uint8_t *dead)
{
	struct board *t = xmalloc(sizeof *t);
	int16_t other_owns[BOARD_MAX_POINTS];
	uint64_t rng = 0x7e57;

	memset(other_owns, 0, sizeof other_owns);
	memset(dead, 0, BOARD_MAX_POINTS);
	for (int k = 0; k < ESTIMATE_PLAYOUTS; k++) {
		playout_run(b, to_move, t, &rng);
		board_foreach_point(b, p) {
			enum color s = board_at(b, p);

			if (s != EMPTY && final_owner(t, p) == color_other(s))
				other_owns[p]++;
		}
	}
	judge_chains(b, other_owns, dead);
	free(t);
}

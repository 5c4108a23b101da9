/*
 * capture.c — the capture of a short chain read out (capture.h): its
 * points collected, then the opponent moving first (readout.h).
 */
#include "analysis/capture.h"

#include <stdlib.h>

#include "analysis/readout.h"
#include "base/util.h"

/* Add p to the points read, once; false if there is no room. */
static bool add_point(struct readout *r, int p)
{
	return readout_add_point(r->pts, &r->npts, p);
}

/* The points of the chain at h: its liberties and the empty points next
 * to them, the stones and liberties of the chains in atari next to it. */
static bool capture_points(const struct board *b, struct readout *r, int h)
{
	r->npts = 0;
	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, p) {
			if (board_at(b, p) == EMPTY) {
				if (!add_point(r, p))
					return false;
				board_foreach_neighbor(b, p, n)
					if (board_at(b, n) == EMPTY && !add_point(r, n))
						return false;
			} else if (board_at(b, p) == color_other(board_at(b, h)) &&
			           board_liberties(b, p) == 1) {
				board_foreach_stone(b, p, s)
					if (!add_point(r, s) || !add_point(r, playout_atari_point(b, s)))
						return false;
			}
		}
	return true;
}

/* The owner moves first: 0 if one of its moves at the points leaves the
 * chain that the opponent cannot take, 1 if every one is taken, -1 if a
 * read gave up. */
static int owner_first(struct readout *r, const struct board *b, int h,
                       const struct playout_ban *bans, int nbans)
{
	enum color own = board_at(b, h);
	int v = 1;

	for (int i = 0; i < r->npts && v != 0; i++) {
		struct board t = *b;
		int w;

		if (board_at(&t, r->pts[i]) != EMPTY || board_play(&t, own, r->pts[i], NULL) != MOVE_OK ||
		    board_at(&t, h) != own)
			continue;
		w = readout_run(r, &t, color_other(own), bans, nbans);
		v = w == 0 ? 0 : w < 0 ? -1 : v;
	}
	return v;
}

int capture_read(const struct board *b, int h, const uint8_t *home,
                 const struct playout_ban *bans, int nbans, bool owner_moves)
{
	struct readout *r;
	int v = -1;

	if (board_liberties(b, h) > CAPTURE_LIBS)
		return -1;
	r = xcalloc(1, sizeof *r);
	r->home = home;
	r->ntargets = 1;
	r->targets[0] = (int16_t)h;
	if (capture_points(b, r, h))
		v = owner_moves ? owner_first(r, b, h, bans, nbans)
		                : readout_run(r, b, color_other(board_at(b, h)), bans, nbans);
	free(r);
	return v;
}

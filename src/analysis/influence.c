/*
 * influence.c — Bouzy's 5/21 dilations and erosions: whose the open points
 * of an unfinished position are likely to be (model in influence.h).
 */
#include <string.h>

#include "analysis/influence.h"

/* One dilation: a point no neighbour of the other sign touches gains one
 * for each neighbour of its own (or, at zero, of the one sign around it). */
static void dilate(const struct board *b, const int *v, int *w)
{
	board_foreach_point(b, p) {
		int pos = 0, neg = 0;

		w[p] = v[p];
		board_foreach_neighbor(b, p, n) {
			if (!board_on(b, n))
				continue;
			pos += v[n] > 0;
			neg += v[n] < 0;
		}
		if (v[p] >= 0 && neg == 0)
			w[p] += pos;
		if (v[p] <= 0 && pos == 0)
			w[p] -= neg;
	}
}

/* One erosion: a point loses, toward zero, one for each neighbour that is
 * zero or of the other sign. */
static void erode(const struct board *b, const int *v, int *w)
{
	board_foreach_point(b, p) {
		int against = 0;

		w[p] = v[p];
		if (v[p] == 0)
			continue;
		board_foreach_neighbor(b, p, n)
			if (board_on(b, n) && (v[p] > 0 ? v[n] <= 0 : v[n] >= 0))
				against++;
		if (v[p] > 0)
			w[p] = v[p] - against > 0 ? v[p] - against : 0;
		else
			w[p] = v[p] + against < 0 ? v[p] + against : 0;
	}
}

void influence_owner(const struct board *b, const uint8_t *dead, uint8_t *owner)
{
	int v[BOARD_MAX_POINTS], w[BOARD_MAX_POINTS];
	int i;

	memset(v, 0, sizeof v);
	memset(owner, EMPTY, BOARD_MAX_POINTS);
	board_foreach_point(b, p) {
		enum color c = board_at(b, p);

		if (c != EMPTY && !dead[p])
			v[p] = c == BLACK ? INFLUENCE_STONE : -INFLUENCE_STONE;
	}
	for (i = 0; i < INFLUENCE_DILATIONS; i++) {
		dilate(b, v, w);
		memcpy(v, w, sizeof v);
	}
	for (i = 0; i < INFLUENCE_EROSIONS; i++) {
		erode(b, v, w);
		memcpy(v, w, sizeof v);
	}
	board_foreach_point(b, p)
		owner[p] = v[p] > 0 ? BLACK : v[p] < 0 ? WHITE : EMPTY;
}

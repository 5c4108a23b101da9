/*
 * mustfill.c — the points of a territory its owner must fill at the end,
 * counted as dame (model in mustfill.h).
 */
#include <stdlib.h>
#include <string.h>

#include "analysis/mustfill.h"
#include "base/util.h"

/* Is p a point the count gave c as territory (an empty point, or a dead
 * stone taken off)? */
static bool own_territory(const struct score *s, int p, enum color c)
{
	return s->owner[p] == c && (s->kind[p] == SCORE_TERRITORY || s->kind[p] == SCORE_REMOVED);
}

/* Does the chain of c at h have exactly one liberty in its own territory
 * (*t) and one on dame (*d), and none else (a seki eye)? */
static bool short_chain(const struct board *r, const struct score *s, int h, int *t, int *d)
{
	int nt = 0, nd = 0, other = 0;
	enum color c = board_at(r, h);

	*t = *d = NO_POINT;
	board_foreach_stone(r, h, q)
		board_foreach_neighbor(r, q, lib) {
			if (board_at(r, lib) != EMPTY || lib == *t || lib == *d)
				continue;
			if (own_territory(s, lib, c))
				*t = lib, nt++;
			else if (s->kind[lib] == SCORE_DAME)
				*d = lib, nd++;
			else
				other++;
		}
	return nt == 1 && nd == 1 && other == 0;
}

/* The points of c's territory that c must fill (fill[] = 1): the short
 * chains of mustfill.h, on b without the dead stones. */
static void find_must_fill(const struct board *b, const uint8_t *dead, const struct score *s,
                           enum color c, uint8_t *fill)
{
	struct board *r = xmalloc(sizeof *r);
	bool changed = true;

	score_board_without_dead(b, dead, r);
	while (changed) {
		changed = false;
		board_foreach_point(r, h) {
			int t, d;

			if (board_at(r, h) != c || r->head[h] != h || !short_chain(r, s, h, &t, &d) ||
			    fill[t] || !board_place(r, d, color_other(c)))
				continue;
			if (board_liberties(r, d) < 2) {
				board_place(r, d, EMPTY); /* a throw-in: c takes it */
				continue;
			}
			fill[t] = 1;
			board_place(r, t, c);
			changed = true;
		}
	}
	free(r);
}

void mustfill_count(const struct board *b, const uint8_t *dead, struct score *s)
{
	uint8_t fill[BOARD_MAX_POINTS];

	memset(fill, 0, sizeof fill);
	find_must_fill(b, dead, s, BLACK, fill);
	find_must_fill(b, dead, s, WHITE, fill);
	board_foreach_point(b, p) {
		enum color c = s->owner[p];

		if (!fill[p] || (c != BLACK && c != WHITE))
			continue;
		if (s->kind[p] == SCORE_TERRITORY)
			s->kind[p] = SCORE_DAME; /* a dead stone's point: SCORE_REMOVED */
		s->owner[p] = EMPTY;
		s->dame++;
		s->territory[c]--;
	}
	score_totals(b, s);
}

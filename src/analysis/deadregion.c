/*
 * deadregion.c — the dead stones of a region open only through dame
 * (deadregion.h): the walled flood from each dead chain.
 */
#include "analysis/deadregion.h"

#include <string.h>

/* Is p an empty point next to living stones of both colours? */
static bool dame_point(const struct board *b, const uint8_t *dead, int p)
{
	int border = 0;

	if (board_at(b, p) != EMPTY)
		return false;
	board_foreach_neighbor(b, p, nb)
		if ((board_at(b, nb) == BLACK || board_at(b, nb) == WHITE) && !dead[nb])
			border |= board_at(b, nb);
	return border == (BLACK | WHITE);
}

/* Flood from the dead stone at p through empty points and dead stones,
 * walled at the dame: its points into in[] (marked 1), the colours of the
 * living stones it borders returned (bits). */
static int flood(const struct board *b, const uint8_t *dead, int p, uint8_t *in)
{
	int16_t stack[BOARD_MAX_POINTS];
	int top = 0, border = 0;

	in[p] = 1;
	stack[top++] = (int16_t)p;
	while (top > 0) {
		int q = stack[--top];

		board_foreach_neighbor(b, q, nb) {
			enum color c = board_at(b, nb);

			if (c == BOARD_OFF || in[nb] || dame_point(b, dead, nb))
				continue;
			if (c == EMPTY || dead[nb]) {
				in[nb] = 1;
				stack[top++] = (int16_t)nb;
			} else {
				border |= c;
			}
		}
	}
	return border;
}

void deadregion_owner(const struct board *b, const uint8_t *dead, uint8_t *owner)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 }, in[BOARD_MAX_POINTS];

	board_foreach_point(b, p) {
		enum color capturer;

		if (board_at(b, p) == EMPTY || !dead[p] || seen[p])
			continue;
		capturer = color_other(board_at(b, p));
		memset(in, 0, sizeof in);
		if (flood(b, dead, p, in) != (int)capturer)
			capturer = EMPTY;
		board_foreach_point(b, q)
			if (in[q]) {
				seen[q] |= dead[q];
				if (dead[q] || capturer != EMPTY)
					owner[q] = (uint8_t)capturer;
			}
	}
}

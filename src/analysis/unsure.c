/*
 * unsure.c — the groups of stones the estimate was unsure of, least sure
 * first, and the line that names them (model in unsure.h).
 */
#include <string.h>

#include "analysis/unsure.h"
#include "base/i18n.h"

void unsure_doubt(const struct board *b, const struct estimate *e, uint8_t *doubt)
{
	memset(doubt, 0, BOARD_MAX_POINTS);
	board_foreach_point(b, p)
		if (board_at(b, p) != EMPTY && e->unsure[p])
			doubt[p] = (uint8_t)(101 - (e->conf[p] > 100 ? 100 : e->conf[p]));
}

/* Is q a doubted stone of colour c not yet in a group? */
static bool joins(const struct board *b, const uint8_t *doubt, const uint8_t *seen, enum color c,
                  int q)
{
	return board_at(b, q) == c && doubt[q] && !seen[q];
}

/* The group of doubted stones of p's colour from p: next to each other or
 * sharing a liberty. */
static struct unsure_group flood(const struct board *b, const uint8_t *doubt, uint8_t *seen, int p)
{
	struct unsure_group g = { p, 0, 0 };
	int16_t stack[BOARD_MAX_POINTS];
	enum color c = board_at(b, p);
	int top = 0;

	seen[p] = 1;
	stack[top++] = (int16_t)p;
	while (top > 0) {
		int q = stack[--top];

		g.stones++;
		g.doubt = doubt[q] > g.doubt ? doubt[q] : g.doubt;
		board_foreach_neighbor(b, q, n) {
			if (joins(b, doubt, seen, c, n)) {
				seen[n] = 1;
				stack[top++] = (int16_t)n;
			} else if (board_at(b, n) == EMPTY) {
				board_foreach_neighbor(b, n, m)
					if (joins(b, doubt, seen, c, m)) {
						seen[m] = 1;
						stack[top++] = (int16_t)m;
					}
			}
		}
	}
	return g;
}

/* Least sure first, then the bigger, then board order. */
static bool before(const struct unsure_group *a, const struct unsure_group *z)
{
	if (a->doubt != z->doubt)
		return a->doubt > z->doubt;
	if (a->stones != z->stones)
		return a->stones > z->stones;
	return a->point < z->point;
}

int unsure_groups(const struct board *b, const uint8_t *doubt, struct unsure_group *out, int max)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int n = 0;

	board_foreach_point(b, p) {
		struct unsure_group g;
		int i;

		if (board_at(b, p) == EMPTY || !doubt[p] || seen[p])
			continue;
		g = flood(b, doubt, seen, p);
		/* insertion into the max best */
		for (i = n < max ? n : max; i > 0 && before(&g, &out[i - 1]); i--)
			if (i < max)
				out[i] = out[i - 1];
		if (i < max)
			out[i] = g;
		n++;
	}
	return n;
}

bool unsure_text(const struct board *b, const uint8_t *doubt, struct sbuf *out)
{
	struct unsure_group g[UNSURE_SHOWN];
	int n = unsure_groups(b, doubt, g, UNSURE_SHOWN);
	char v[8];

	if (n == 0)
		return false;
	sbuf_add(out, _("Unsure:"));
	for (int i = 0; i < n && i < UNSURE_SHOWN; i++) {
		sbuf_add(out, i ? text_list_sep() : " ");
		board_vertex_name(b, g[i].point, v);
		if (g[i].stones == 1)
			sbuf_add(out, v);
		else
			sbuf_printf(out, ngettext("%s group (%d stone)", "%s group (%d stones)",
			                          g[i].stones), v, g[i].stones);
	}
	if (n > UNSURE_SHOWN)
		sbuf_printf(out, ngettext(" and %d more", " and %d more", n - UNSURE_SHOWN),
		            n - UNSURE_SHOWN);
	sbuf_add(out, _(" — look there first"));
	return true;
}

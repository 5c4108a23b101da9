/*
 * aids.c — the beginner aids and the words after the stop, once for the
 * screen and --plain (the model is aids.h): chains in atari by colour, the
 * ko point, a chain's liberties, and their sentences.
 */
#include "base/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/aids.h"
#include "rules/endgame.h"

int aids_ko_point(const struct game *g)
{
	const struct board *b = &g->board;

	if (b->ko_point >= 0 && b->ko_color == g->to_move && g->phase == PHASE_PLAYING &&
	    board_legal(b, g->to_move, b->ko_point) == MOVE_KO)
		return b->ko_point;
	return NO_POINT;
}

void aids_find(const struct game *g, const struct board *b, struct aids *a)
{
	bool seen[BOARD_MAX_POINTS] = { false };
	int16_t stones[BOARD_MAX_SIZE * BOARD_MAX_SIZE];

	memset(a->atari, 0, sizeof a->atari);
	a->nchains[EMPTY] = a->nchains[BLACK] = a->nchains[WHITE] = 0;
	board_foreach_point(b, p) {
		enum color s = board_at(b, p);
		int k;
		bool one;

		if (s == EMPTY || seen[p])
			continue;
		one = board_liberties(b, p) == 1;
		k = board_chain_stones(b, p, stones);
		for (int i = 0; i < k; i++) {
			seen[stones[i]] = true;
			a->atari[stones[i]] = one;
		}
		if (one)
			a->chain[s][a->nchains[s]++] = (int16_t)p;
	}
	a->ko = aids_ko_point(g);
}

void aids_point_text(const struct board *b, int p, char *buf, size_t size)
{
	char v[8];

	board_vertex_name(b, p, v);
	if (board_at(b, p) != EMPTY)
		snprintf(buf, size, ngettext("%s: %s chain, %d liberty",
		                             "%s: %s chain, %d liberties", board_liberties(b, p)), v,
		         /* TRANSLATORS: the colour of a chain, as an adjective ("a black chain"). */
		         board_at(b, p) == BLACK ? _("black") : _("white"), board_liberties(b, p));
	else
		snprintf(buf, size, _("%s: empty"), v);
}

void aids_atari_text(const struct board *b, const struct aids *a, char *buf, size_t size)
{
	char names[256], v[8];
	size_t len = 0;
	int i[3] = { 0, 0, 0 };

	names[0] = '\0';
	/* both colours' lists merged, so the names read in board order */
	while (i[BLACK] < a->nchains[BLACK] || i[WHITE] < a->nchains[WHITE]) {
		enum color c = i[WHITE] >= a->nchains[WHITE] ? BLACK :
		               i[BLACK] >= a->nchains[BLACK] ? WHITE :
		               a->chain[BLACK][i[BLACK]] < a->chain[WHITE][i[WHITE]] ? BLACK : WHITE;
		int q = a->chain[c][i[c]++];

		if (len < sizeof names - 8)
			len += (size_t)snprintf(names + len, sizeof names - len, " %s",
			                        board_vertex_name(b, q, v));
	}
	if (!*names)
		snprintf(names, sizeof names, "%s", _(" none"));
	snprintf(buf, size, _("In atari:%s"), names);
}

void aids_ko_text(const struct game *g, const struct aids *a, char *buf, size_t size)
{
	char v[8];

	if (a->ko == NO_POINT) {
		buf[0] = '\0';
		return;
	}
	/* TRANSLATORS: the ko point: %s the player to move, %s the point.  In
	   the status panel (36 columns at 80; a CJK character takes 2) and said
	   by --plain with a full stop after it. */
	snprintf(buf, size, _("Ko: %s may not retake %s at once"), color_name(g->to_move),
	         board_vertex_name(&g->board, a->ko, v));
}

void aids_move_text(const struct game *g, int pt, struct sbuf *out)
{
	const struct board *b = &g->board;
	enum color me = board_at(b, pt);
	struct aids *a = xmalloc(sizeof *a);
	int said[4], nsaid = 0;
	char v[8], ko[128];

	aids_find(g, b, a);
	board_foreach_neighbor(b, pt, n) {
		bool dup = false;

		if (board_at(b, n) != color_other(me) || !a->atari[n])
			continue;
		for (int i = 0; i < nsaid; i++)
			dup |= said[i] == b->head[n];
		if (dup)
			continue;
		said[nsaid++] = b->head[n];
		sbuf_printf(out, _(" Atari: %s at %s."), color_name(color_other(me)),
		            board_vertex_name(b, n, v));
	}
	if (a->atari[pt])
		sbuf_printf(out, _(" Self-atari: %s at %s has one liberty."), color_name(me),
		            board_vertex_name(b, pt, v));
	aids_ko_text(g, a, ko, sizeof ko);
	if (*ko)
		sbuf_printf(out, " %s.", ko);
	free(a);
}

const char *aids_stopped_text(void)
{
	return _("Play has stopped: both passed");
}

void aids_dead_text(const struct game *g, struct sbuf *out)
{
	const struct board *b = &g->board;
	struct sbuf list;
	int n = 0;
	char v[8];

	sbuf_init(&list);
	board_foreach_point(b, h) {
		if (board_at(b, h) == EMPTY || b->head[h] != h || !endgame_is_dead(g, h))
			continue;
		sbuf_printf(&list, "%s%s", list.len ? "; " : "",
		            board_at(b, h) == BLACK ? _("black") : _("white"));
		board_foreach_stone(b, h, q) {
			sbuf_printf(&list, " %s", board_vertex_name(b, q, v));
			n++;
		}
	}
	if (n == 0)
		sbuf_add(out, _("No stones are marked dead."));
	else if (endgame_suggested(g))
		sbuf_printf(out, _("Dead by the estimate (a suggestion): %s (stones: %d)."), list.s, n);
	else
		sbuf_printf(out, _("Marked dead: %s (stones: %d)."), list.s, n);
	sbuf_free(&list);
}

/*
 * board.c — stones, chains, captures and simple ko on the padded board.
 *
 * A move is played in the order of the Japanese rules, Art. 5: the stone is
 * placed, opponent chains left without liberties are removed, and only then
 * are the mover's own liberties checked (suicide is refused before anything
 * changes, Art. 4).  Chains are merged incrementally; undo restores the
 * colours and rebuilds the chain lists, which is O(points) and exact.
 */
#include "rules/board.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "base/util.h"

static uint64_t zobrist[BOARD_MAX_POINTS][3];

/* splitmix64: a fixed seed, so hashes are the same in every run. */
static uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static void zobrist_init(void)
{
	static bool done;
	uint64_t state = 0x74656e67656eULL; /* "tengen" */

	if (done)
		return;
	for (int p = 0; p < BOARD_MAX_POINTS; p++) {
		zobrist[p][BLACK] = splitmix64(&state);
		zobrist[p][WHITE] = splitmix64(&state);
	}
	done = true;
}

/* Only the points of this size are set (board_clear): a game replayed per
 * record of a collection clears no more than it uses (issue 25). */
void board_init(struct board *b, int size)
{
	zobrist_init();
	b->size = size;
	b->stride = size + 2;
	b->nbr[0] = -1;
	b->nbr[1] = 1;
	b->nbr[2] = -b->stride;
	b->nbr[3] = b->stride;
	board_clear(b);
}

void board_clear(struct board *b)
{
	int n = b->stride * b->stride;

	memset(b->color, BOARD_OFF, sizeof b->color); /* whole: boards are compared so */
	for (int row = 0; row < b->size; row++)
		for (int col = 0; col < b->size; col++)
			b->color[board_point(b, col, row)] = EMPTY;
	for (int p = 0; p < n; p++) {
		b->head[p] = (int16_t)p;
		b->next[p] = (int16_t)p;
		b->plibs[p] = 0;
		b->nstones[p] = 0;
	}
	b->captures[BLACK] = b->captures[WHITE] = 0;
	b->ko_point = NO_POINT;
	b->ko_color = EMPTY;
	b->hash = 0;
}

/* Does the empty point p have this many adjacency pairs with chain h? */
static int edges_to_chain(const struct board *b, int p, int h)
{
	int e = 0;

	board_foreach_neighbor(b, p, n)
		if (b->color[n] != EMPTY && b->color[n] != BOARD_OFF && b->head[n] == h)
			e++;
	return e;
}

/* Would color at the empty point p end with no liberty and no capture? */
static bool is_suicide(const struct board *b, enum color color, int p)
{
	board_foreach_neighbor(b, p, n) {
		enum color c = board_at(b, n);
		int h;

		if (c == EMPTY)
			return false;
		if (c == BOARD_OFF)
			continue;
		h = b->head[n];
		if (c == color) {
			if (b->plibs[h] > edges_to_chain(b, p, h))
				return false;
		} else if (b->plibs[h] == edges_to_chain(b, p, h)) {
			return false; /* it captures */
		}
	}
	return true;
}

enum move_status board_legal(const struct board *b, enum color color, int p)
{
	if (p == PASS)
		return MOVE_OK;
	if (!board_on(b, p))
		return MOVE_OFF_BOARD;
	if (b->color[p] != EMPTY)
		return MOVE_OCCUPIED;
	if (p == b->ko_point && color == b->ko_color)
		return MOVE_KO;
	if (is_suicide(b, color, p))
		return MOVE_SUICIDE;
	return MOVE_OK;
}

/* Join chain a into chain b's list; b's head survives.  Smaller into larger. */
static int merge_chains(struct board *b, int ha, int hb)
{
	int t;

	if (ha == hb)
		return ha;
	if (b->nstones[ha] > b->nstones[hb]) {
		t = ha;
		ha = hb;
		hb = t;
	}
	board_foreach_stone(b, ha, q)
		b->head[q] = (int16_t)hb;
	t = b->next[ha];
	b->next[ha] = b->next[hb];
	b->next[hb] = (int16_t)t;
	b->nstones[hb] = (int16_t)(b->nstones[hb] + b->nstones[ha]);
	b->plibs[hb] = (int16_t)(b->plibs[hb] + b->plibs[ha]);
	return hb;
}

/* Remove the chain with head h; returns the number of stones removed. */
static int remove_chain(struct board *b, int h, struct board_undo *u)
{
	enum color c = board_at(b, h);
	int p = h, count = 0;

	do {
		int nx = b->next[p];

		b->color[p] = EMPTY;
		b->hash ^= zobrist[p][c];
		if (u)
			u->captured[u->ncaptured++] = (int16_t)p;
		board_foreach_neighbor(b, p, n)
			if (b->color[n] == BLACK || b->color[n] == WHITE)
				b->plibs[b->head[n]]++;
		b->head[p] = (int16_t)p;
		b->next[p] = (int16_t)p;
		b->nstones[p] = 0;
		b->plibs[p] = 0;
		count++;
		p = nx;
	} while (p != h);
	return count;
}

/* A stone of color on the empty point p, joined to its chain, no capture;
 * returns the chain's head. */
static int place_stone(struct board *b, int p, enum color color)
{
	int h = p;

	b->color[p] = (uint8_t)color;
	b->hash ^= zobrist[p][color];
	b->head[p] = (int16_t)p;
	b->next[p] = (int16_t)p;
	b->nstones[p] = 1;
	b->plibs[p] = 0;
	board_foreach_neighbor(b, p, n) {
		if (b->color[n] == EMPTY)
			b->plibs[p]++;
		else if (b->color[n] != BOARD_OFF)
			b->plibs[b->head[n]]--;
	}
	board_foreach_neighbor(b, p, n)
		if (b->color[n] == color)
			h = merge_chains(b, b->head[n], h);
	return h;
}

enum move_status board_play(struct board *b, enum color color, int p,
                            struct board_undo *u)
{
	enum color other = color_other(color);
	enum move_status st = board_legal(b, color, p);
	int h, captured = 0, last_captured = NO_POINT;

	if (st != MOVE_OK)
		return st;
	if (u) {
		u->point = p;
		u->color = color;
		u->ko_point = b->ko_point;
		u->ko_color = b->ko_color;
		u->ncaptured = 0;
	}
	b->ko_point = NO_POINT;
	b->ko_color = EMPTY;
	if (p == PASS)
		return MOVE_OK;

	h = place_stone(b, p, color);
	board_foreach_neighbor(b, p, n) {
		if (b->color[n] == other && b->plibs[b->head[n]] == 0) {
			last_captured = n;
			captured += remove_chain(b, b->head[n], u);
		}
	}
	b->captures[color] += captured;
	if (captured == 1 && b->nstones[h] == 1 && b->plibs[h] == 1) {
		b->ko_point = last_captured;
		b->ko_color = other;
	}
	return MOVE_OK;
}

unsigned long board_rebuilds;

/* Recompute heads, lists and counts from the colours alone. */
static void rebuild_chains(struct board *b)
{
	int16_t stack[BOARD_MAX_POINTS];
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };

	board_rebuilds++;

	board_foreach_point(b, p) {
		b->head[p] = (int16_t)p;
		b->next[p] = (int16_t)p;
		b->nstones[p] = 0;
		b->plibs[p] = 0;
	}
	board_foreach_point(b, p) {
		enum color c = board_at(b, p);
		int sp = 0, prev = p;

		if (c == EMPTY || seen[p])
			continue;
		seen[p] = 1;
		stack[sp++] = (int16_t)p;
		while (sp > 0) {
			int q = stack[--sp];

			b->head[q] = (int16_t)p;
			b->nstones[p]++;
			if (q != p) {
				b->next[prev] = (int16_t)q;
				prev = q;
			}
			board_foreach_neighbor(b, q, n) {
				if (b->color[n] == EMPTY)
					b->plibs[p]++;
				else if (b->color[n] == c && !seen[n]) {
					seen[n] = 1;
					stack[sp++] = (int16_t)n;
				}
			}
		}
		b->next[prev] = (int16_t)p;
	}
}

void board_recount(struct board *b)
{
	rebuild_chains(b);
}

void board_undo(struct board *b, const struct board_undo *u)
{
	enum color other = color_other(u->color);

	b->ko_point = u->ko_point;
	b->ko_color = u->ko_color;
	if (u->point == PASS)
		return;
	b->color[u->point] = EMPTY;
	b->hash ^= zobrist[u->point][u->color];
	for (int i = 0; i < u->ncaptured; i++) {
		b->color[u->captured[i]] = (uint8_t)other;
		b->hash ^= zobrist[u->captured[i]][other];
	}
	b->captures[u->color] -= u->ncaptured;
	rebuild_chains(b);
}

/* The stone at p taken off: a lone stone as a capture takes it, else the
 * chains recounted (its chain may fall apart). */
static void take_off(struct board *b, int p)
{
	if (b->nstones[b->head[p]] == 1) {
		remove_chain(b, p, NULL);
		return;
	}
	b->hash ^= zobrist[p][b->color[p]];
	b->color[p] = EMPTY;
	rebuild_chains(b);
}

/* Has the chain at p or one next to it no liberty? */
static bool breathless_near(const struct board *b, int p)
{
	if (b->plibs[b->head[p]] == 0)
		return true;
	board_foreach_neighbor(b, p, n)
		if ((b->color[n] == BLACK || b->color[n] == WHITE) && b->plibs[b->head[n]] == 0)
			return true;
	return false;
}

/* Only the chains at and next to p change, so a stone put (or a lone one
 * taken off) is a few steps, not a recount of the board: a record of
 * thousands of setup nodes replays in linear time. */
bool board_place(struct board *b, int p, enum color color)
{
	enum color old;

	if (!board_on(b, p) || color == BOARD_OFF)
		return false;
	old = board_at(b, p);
	if (old == color)
		return true;
	b->ko_point = NO_POINT;
	b->ko_color = EMPTY;
	if (old != EMPTY)
		take_off(b, p);
	if (color == EMPTY)
		return true;
	place_stone(b, p, color);
	if (!breathless_near(b, p))
		return true;
	/* refuse a position with a chain that has no liberty */
	take_off(b, p);
	if (old != EMPTY)
		place_stone(b, p, old);
	return false;
}

bool board_setup(struct board *b, int p, enum color color)
{
	bool ok;

	if (board_on(b, p) && board_at(b, p) == color)
		return true;
	ok = board_place(b, p, color);
	if (board_on(b, p) && color != BOARD_OFF)
		rebuild_chains(b);
	return ok;
}

uint64_t board_hash_after(const struct board *b, enum color color, int p)
{
	enum color other = color_other(color);
	uint64_t h = b->hash;
	int done[4], ndone = 0;

	if (p == PASS)
		return h;
	h ^= zobrist[p][color];
	board_foreach_neighbor(b, p, n) {
		int hd, dup = 0;

		if (b->color[n] != other)
			continue;
		hd = b->head[n];
		for (int i = 0; i < ndone; i++)
			dup |= done[i] == hd;
		if (dup || b->plibs[hd] != edges_to_chain(b, p, hd))
			continue;
		done[ndone++] = hd;
		board_foreach_stone(b, hd, q)
			h ^= zobrist[q][other];
	}
	return h;
}

int board_liberties(const struct board *b, int p)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int libs = 0;

	if (!board_on(b, p) || b->color[p] == EMPTY)
		return 0;
	board_foreach_stone(b, b->head[p], q)
		board_foreach_neighbor(b, q, n)
			if (b->color[n] == EMPTY && !seen[n]) {
				seen[n] = 1;
				libs++;
			}
	return libs;
}

int board_chain_stones(const struct board *b, int p, int16_t *out)
{
	int k = 0;

	if (!board_on(b, p) || b->color[p] == EMPTY)
		return 0;
	board_foreach_stone(b, b->head[p], q)
		out[k++] = (int16_t)q;
	return k;
}

int board_count_stones(const struct board *b, enum color color)
{
	int k = 0;

	board_foreach_point(b, p)
		k += b->color[p] == color;
	return k;
}

bool board_consistent(const struct board *b)
{
	struct board *r = xmalloc(sizeof *r);
	uint64_t hash = 0;
	bool ok = true;

	*r = *b;
	rebuild_chains(r);
	board_foreach_point(b, p) {
		enum color c = board_at(b, p);

		if (c == EMPTY)
			continue;
		hash ^= zobrist[p][c];
		if (b->nstones[b->head[p]] != r->nstones[r->head[p]] ||
		    b->plibs[b->head[p]] != r->plibs[r->head[p]] ||
		    b->color[b->head[p]] != c)
			ok = false;
		board_foreach_neighbor(b, p, n)
			if (b->color[n] == c && b->head[n] != b->head[p])
				ok = false;
	}
	free(r);
	return ok && hash == b->hash;
}

/* Distance of the corner star points from the edge (0-based), or -1. */
static int star_edge(int size)
{
	return size >= 13 ? 3 : size >= 7 ? 2 : -1;
}

int board_star_points(const struct board *b, int *out)
{
	int s = b->size, e = star_edge(s), m = s / 2, k = 0;

	if (e >= 0) {
		out[k++] = board_point(b, e, s - 1 - e);
		out[k++] = board_point(b, s - 1 - e, s - 1 - e);
		out[k++] = board_point(b, e, e);
		out[k++] = board_point(b, s - 1 - e, e);
		if (s % 2 == 1 && s >= 13) {
			out[k++] = board_point(b, m, s - 1 - e);
			out[k++] = board_point(b, e, m);
			out[k++] = board_point(b, s - 1 - e, m);
			out[k++] = board_point(b, m, e);
		}
	}
	if (s % 2 == 1)
		out[k++] = board_point(b, m, m);
	return k;
}

bool board_is_star(const struct board *b, int p)
{
	int pts[9], n = board_star_points(b, pts);

	for (int i = 0; i < n; i++)
		if (pts[i] == p)
			return true;
	return false;
}

char board_col_letter(int col)
{
	return (char)('A' + col + (col >= 8));
}

int board_parse_vertex(const struct board *b, const char *s)
{
	int col, row = 0, i = 1;
	char c;

	if (strcasecmp(s, "pass") == 0)
		return PASS;
	c = (char)toupper((unsigned char)s[0]);
	if (c < 'A' || c > 'Z' || c == 'I')
		return NO_POINT;
	col = c - 'A' - (c > 'I');
	if (!isdigit((unsigned char)s[1]))
		return NO_POINT;
	for (; isdigit((unsigned char)s[i]) && row <= BOARD_MAX_SIZE; i++)
		row = row * 10 + (s[i] - '0');
	if (s[i] != '\0' || col >= b->size || row < 1 || row > b->size)
		return NO_POINT;
	return board_point(b, col, row - 1);
}

char *board_vertex_name(const struct board *b, int p, char *buf)
{
	if (p == PASS)
		strcpy(buf, "pass");
	else if (!board_on(b, p))
		strcpy(buf, "?");
	else
		snprintf(buf, 5, "%c%d", board_col_letter(board_col(b, p)),
		         (board_row(b, p) + 1) % 100);
	return buf;
}

const char *move_status_word(enum move_status s)
{
	switch (s) {
	case MOVE_OK: return "ok";
	case MOVE_OCCUPIED: return "occupied";
	case MOVE_SUICIDE: return "suicide";
	case MOVE_KO: return "ko";
	case MOVE_SUPERKO: return "superko";
	case MOVE_OFF_BOARD: return "off board";
	case MOVE_NOT_YOUR_TURN: return "not your turn";
	case MOVE_GAME_STOPPED: return "play stopped";
	case MOVE_GAME_OVER: return "game over";
	}
	return "?";
}

const char *move_status_strerror(enum move_status s)
{
	switch (s) {
	case MOVE_OK: return _("legal move");
	case MOVE_OCCUPIED: return _("occupied: there is already a stone on that point");
	case MOVE_SUICIDE: return _("suicide: the stone would have no liberty (Art. 4)");
	case MOVE_KO: return _("ko: retake after a move elsewhere (Art. 6)");
	case MOVE_SUPERKO: return _("superko: the move repeats an earlier whole-board position");
	case MOVE_OFF_BOARD: return _("that point is not on the board");
	case MOVE_NOT_YOUR_TURN: return _("not your turn");
	case MOVE_GAME_STOPPED: return _("play has stopped: ask to resume first (Art. 9-3)");
	case MOVE_GAME_OVER: return _("the game is over");
	}
	return _("unknown reason");
}

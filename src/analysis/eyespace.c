/*
 * eyespace.c — an enclosed chain read out (eyespace.h): a depth-first
 * search over the moves inside its eye space and passes, the opponent
 * first, with the Art. 7-2 ko bans of the playouts (playout.h).
 */
#include "analysis/eyespace.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/playout.h"
#include "base/util.h"

/* A read never goes deeper: longer lines are ko fights going round. */
#define EYESPACE_DEPTH (3 * EYESPACE_MAX)
#define EYESPACE_BANS 4
/* The memo's size: the eye space's contents (3^EYESPACE_MAX), the mover,
 * a pass pending, and no ban or one (16 values) */
#define EYESPACE_MEMO (2187 * 2 * 2 * 16)

struct read {
	struct board b;
	int target;                /* a stone of the chain read */
	enum color attacker;
	int npts;
	int16_t pts[EYESPACE_MAX]; /* the eye space */
	long nodes;
	int nbans;
	struct playout_ban bans[EYESPACE_BANS];
	/* positions read out: 1 the chain stands, 2 it is taken, 0 unknown */
	uint8_t memo[EYESPACE_MEMO];
};

/* The memo's index of the read's position, or -1 (two live bans, or one
 * outside the eye space). */
static int memo_key(const struct read *r, enum color mover, int passes)
{
	int key = 0, ban = 0;

	for (int i = r->npts - 1; i >= 0; i--)
		key = 3 * key + board_at(&r->b, r->pts[i]);
	for (int i = 0; i < r->nbans; i++) {
		if (!playout_ban_live(&r->b, &r->bans[i]))
			continue;
		if (ban)
			return -1;
		for (int j = 0; j < r->npts && !ban; j++)
			if (r->pts[j] == r->bans[i].point)
				ban = 1 + 2 * j + (r->bans[i].color == WHITE);
		if (!ban)
			return -1;
	}
	return ((key * 2 + (mover == WHITE)) * 2 + (passes > 0)) * 16 + ban;
}

/* Add the point p to the walk of collect(): true unless there is no room. */
static bool walk_add(int p, uint8_t *seen, int16_t *stack, int *sp, int16_t *pts, int *n)
{
	if (seen[p])
		return true;
	seen[p] = 1;
	if (*n == EYESPACE_MAX)
		return false;
	pts[(*n)++] = (int16_t)p;
	stack[(*sp)++] = (int16_t)p;
	return true;
}

/* The eye space of the chain at h into pts[]: the empty points reached
 * from its liberties through empty points, with the other chains of its
 * colour they touch (stones that may be taken, as in a ko eye) and their
 * liberties.  Returns how many points, or 0 if they are more than
 * EYESPACE_MAX or an empty one touches the other colour. */
static int collect(const struct board *b, int h, int16_t *pts)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int16_t stack[BOARD_MAX_POINTS];
	int sp = 0, n = 0;
	enum color own = board_at(b, h);

	board_foreach_stone(b, h, q) {
		seen[q] = 1;
		board_foreach_neighbor(b, q, lib)
			if (board_at(b, lib) == EMPTY && !walk_add(lib, seen, stack, &sp, pts, &n))
				return 0;
	}
	while (sp > 0) {
		int p = stack[--sp];
		bool empty = board_at(b, p) == EMPTY;

		board_foreach_neighbor(b, p, nb) {
			enum color c = board_at(b, nb);

			if (c == color_other(own) && empty)
				return 0;
			if (c == EMPTY && !walk_add(nb, seen, stack, &sp, pts, &n))
				return 0;
			if (c == own && !seen[nb])
				board_foreach_stone(b, b->head[nb], q)
					if (!walk_add(q, seen, stack, &sp, pts, &n))
						return 0;
		}
	}
	return n;
}

/* After color's move at p: bar the recapture if it took a ko. */
static void ban_ko(struct read *r, enum color color, const struct board_undo *u, int p)
{
	int ko;

	if (u->ncaptured != 1 || r->nbans == EYESPACE_BANS ||
	    (ko = playout_ko_at(&r->b, color_other(color), p)) == NO_POINT)
		return;
	r->bans[r->nbans].point = (int16_t)ko;
	r->bans[r->nbans].stone = (int16_t)p;
	r->bans[r->nbans++].color = (uint8_t)color_other(color);
}

/* The index of color's live ban, or -1. */
static int live_ban(const struct read *r, enum color color)
{
	for (int i = 0; i < r->nbans; i++)
		if (r->bans[i].color == color && playout_ban_live(&r->b, &r->bans[i]))
			return i;
	return -1;
}

static int search(struct read *r, enum color mover, int passes, int depth);

/* The value of mover's pass: it lifts a ban of mover's without counting
 * toward the end (Art. 7-2); else two passes end the read, the chain
 * standing. */
static int pass_value(struct read *r, enum color mover, int passes, int depth)
{
	int i = live_ban(r, mover), v;
	struct playout_ban lifted;

	if (i < 0)
		return passes >= 1 ? 0 : search(r, color_other(mover), passes + 1, depth + 1);
	lifted = r->bans[i];
	r->bans[i] = r->bans[--r->nbans];
	v = search(r, color_other(mover), passes, depth + 1);
	r->bans[r->nbans++] = r->bans[i];
	r->bans[i] = lifted;
	return v;
}

/* 1 if the attacker captures the chain with mover to play, 0 if it
 * stands, -1 if the read gave up. */
static int search_moves(struct read *r, enum color mover, int passes, int depth);

static int search(struct read *r, enum color mover, int passes, int depth)
{
	int key = memo_key(r, mover, passes), v;

	if (key >= 0 && r->memo[key])
		return r->memo[key] - 1;
	if (++r->nodes > EYESPACE_NODES || depth > EYESPACE_DEPTH)
		return -1;
	v = search_moves(r, mover, passes, depth);
	if (key >= 0 && v >= 0)
		r->memo[key] = (uint8_t)(v + 1);
	return v;
}

/* search() without the memo: every move of the eye space, then the pass. */
static int search_moves(struct read *r, enum color mover, int passes, int depth)
{
	int good = mover == r->attacker, v, nbans = r->nbans;
	bool unknown = false;

	for (int i = 0; i < r->npts; i++) {
		int p = r->pts[i];
		struct board_undo u;

		if (board_at(&r->b, p) != EMPTY || playout_banned(&r->b, r->bans, r->nbans, mover, p) ||
		    board_play(&r->b, mover, p, &u) != MOVE_OK)
			continue;
		if (board_at(&r->b, r->target) == EMPTY) {
			v = 1;
		} else {
			ban_ko(r, mover, &u, p);
			v = search(r, color_other(mover), 0, depth + 1);
			r->nbans = nbans;
		}
		board_undo(&r->b, &u);
		if (v == good)
			return v;
		unknown |= v < 0;
	}
	v = pass_value(r, mover, passes, depth);
	if (v == good)
		return v;
	return unknown || v < 0 ? -1 : !good;
}

enum eyespace_status eyespace_read(const struct board *b, int h, const struct playout_ban *bans,
                                   int nbans, uint8_t *group)
{
	int16_t pts[EYESPACE_MAX];
	int npts, v;
	struct read *r;

	if (board_at(b, h) != BLACK && board_at(b, h) != WHITE)
		return EYESPACE_UNKNOWN;
	h = b->head[h];
	if ((npts = collect(b, h, pts)) == 0)
		return EYESPACE_UNKNOWN;
	for (int i = 0; i < npts; i++)
		if (board_at(b, pts[i]) != EMPTY && b->nstones[b->head[pts[i]]] > b->nstones[h])
			return EYESPACE_UNKNOWN; /* the read is about the biggest chain */
	r = xcalloc(1, sizeof *r);
	r->b = *b;
	memcpy(r->pts, pts, sizeof pts);
	r->npts = npts;
	r->target = h;
	r->attacker = color_other(board_at(b, h));
	for (int i = 0; i < nbans && r->nbans < EYESPACE_BANS; i++)
		if (playout_ban_live(b, &bans[i]))
			r->bans[r->nbans++] = bans[i];
	/* the board's simple ko belongs to the real game; the bans say it */
	board_play(&r->b, r->attacker, PASS, NULL);
	board_play(&r->b, color_other(r->attacker), PASS, NULL);
	v = search(r, r->attacker, 0, 0);
	free(r);
	if (group) {
		board_foreach_stone(b, h, q)
			group[q] = 1;
		for (int i = 0; i < npts; i++)
			group[pts[i]] = board_at(b, pts[i]) != EMPTY;
	}
	return v < 0 ? EYESPACE_UNKNOWN : v ? EYESPACE_DEAD : EYESPACE_ALIVE;
}

/*
 * eyespace.c — an enclosed group read out (eyespace.h): its eye space
 * collected with the attacker's stones in it, then a depth-first search
 * over the moves there and passes, the attacker first, with the Art. 7-2
 * ko bans of the playouts (playout.h) and a memo of the positions read.
 */
#include "analysis/eyespace.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/playout.h"
#include "base/util.h"

/* A read never goes deeper: longer lines are ko fights going round. */
#define EYESPACE_DEPTH (3 * 7)
#define EYESPACE_BANS 4
#define EYESPACE_CHAINS 32
#define EYESPACE_SAFE_SPACE 7
/* The memo: a hash table of positions read (a power of two). */
#define EYESPACE_MEMO (1 << 13)

/* The eye space of a group, as collect() finds it. */
struct space {
	enum color own;
	int npts;
	int16_t pts[EYESPACE_POINTS];   /* where moves are tried */
	int nchains, ntargets;
	int16_t chains[EYESPACE_CHAINS]; /* heads of the group's chains */
	int16_t targets[EYESPACE_CHAINS]; /* a stone of each big one */
	uint8_t region[BOARD_MAX_POINTS]; /* the eye space's points */
};

struct read {
	struct board b;
	const struct space *sp;
	enum color attacker;
	int ntargets, nguards;
	int16_t targets[EYESPACE_CHAINS]; /* taking one wins for the attacker */
	int16_t guards[EYESPACE_CHAINS];  /* losing one loses for it */
	long nodes;
	int nbans;
	struct playout_ban bans[EYESPACE_BANS];
	uint64_t memo_key[EYESPACE_MEMO];  /* key + 1; 0 free */
	uint8_t memo_val[EYESPACE_MEMO];   /* 1 the attacker fails, 2 it wins */
};

/* The memo's key of the read's position, or 0 (two live bans, or one
 * outside the eye space). */
static uint64_t memo_key(const struct read *r, enum color mover, int passes)
{
	uint64_t key = 0;
	int ban = 0;

	for (int i = 0; i < r->sp->npts; i++)
		key = 3 * key + (uint64_t)board_at(&r->b, r->sp->pts[i]);
	for (int i = 0; i < r->nbans; i++) {
		if (!playout_ban_live(&r->b, &r->bans[i]))
			continue;
		if (ban)
			return 0;
		for (int j = 0; j < r->sp->npts && !ban; j++)
			if (r->sp->pts[j] == r->bans[i].point)
				ban = 1 + 2 * j + (r->bans[i].color == WHITE);
		if (!ban)
			return 0;
	}
	return (((key * 2 + (mover == WHITE)) * 2 + (passes > 0)) * (2 * EYESPACE_POINTS + 1) + ban) + 1;
}

/* The last liberty of the attacker's chain at p if it lies outside the eye
 * space next to the group and stands in atari, else NO_POINT: the group
 * may live by taking it (a ring around an eye that shares no liberty with
 * the group, as real games end), a move the read must try. */
static int takeable(const struct board *b, const struct space *sp, int p)
{
	if (board_at(b, p) != color_other(sp->own) || sp->region[p])
		return NO_POINT;
	return playout_atari_point(b, p);
}

/* Add the chain at h to the group; false if there is no room. */
static bool add_chain(const struct board *b, int h, uint8_t *in, struct space *sp)
{
	h = b->head[h];
	if (in[h])
		return true;
	if (sp->nchains == EYESPACE_CHAINS)
		return false;
	in[h] = 1;
	sp->chains[sp->nchains++] = (int16_t)h;
	return true;
}

/* Grow the eye space from the empty point p through empty points and the
 * attacker's stones; the defender's chains met join the group.  *n counts
 * the points; false when they are too many. */
static bool flood(const struct board *b, int p, uint8_t *in, struct space *sp, int *n)
{
	int16_t stack[BOARD_MAX_POINTS];
	int top = 0;

	sp->region[p] = 1;
	stack[top++] = (int16_t)p;
	if (++*n > EYESPACE_REGION)
		return false;
	while (top > 0) {
		int q = stack[--top];

		board_foreach_neighbor(b, q, nb) {
			enum color c = board_at(b, nb);

			if (c == BOARD_OFF || sp->region[nb])
				continue;
			if (c == sp->own) {
				if (!add_chain(b, nb, in, sp))
					return false;
				continue;
			}
			sp->region[nb] = 1;
			stack[top++] = (int16_t)nb;
			if (++*n > EYESPACE_REGION)
				return false;
		}
	}
	return true;
}

/* Add to the points tried the last liberty of each chain the group could
 * take (takeable); false if there is no room. */
static bool take_points(const struct board *b, struct space *sp)
{
	for (int i = 0; i < sp->nchains; i++)
		board_foreach_stone(b, sp->chains[i], q)
			board_foreach_neighbor(b, q, nb) {
				int lib = takeable(b, sp, nb);
				bool known = lib == NO_POINT;

				for (int j = 0; j < sp->npts && !known; j++)
					known = sp->pts[j] == lib;
				if (known)
					continue;
				if (sp->npts == EYESPACE_POINTS)
					return false;
				sp->pts[sp->npts++] = (int16_t)lib;
			}
	return true;
}

/* The points where moves are tried: the eye space and the group's small
 * chains.  The target is the biggest chain: the group lives or dies with
 * it (a group may give up a few stones to live, as in a ko eye). */
static bool place_points(const struct board *b, struct space *sp)
{
	int biggest = sp->chains[0];

	for (int i = 0; i < sp->nchains; i++)
		if (b->nstones[sp->chains[i]] > b->nstones[biggest])
			biggest = sp->chains[i];
	sp->targets[sp->ntargets++] = (int16_t)biggest;
	board_foreach_point(b, p) {
		bool small = false;

		for (int i = 0; i < sp->nchains && board_at(b, p) == sp->own; i++)
			small |= b->head[p] == sp->chains[i] && sp->chains[i] != biggest;
		if (!sp->region[p] && !small)
			continue;
		if (sp->npts == EYESPACE_POINTS)
			return false;
		sp->pts[sp->npts++] = (int16_t)p;
	}
	return take_points(b, sp);
}

/* The group of the chain at h and its eye space into *sp: the chains whose
 * liberties lead, through empty points and the attacker's stones, only to
 * each other.  False if the space grows too big (the group is open). */
static bool collect(const struct board *b, int h, struct space *sp)
{
	uint8_t in[BOARD_MAX_POINTS] = { 0 };
	int n = 0;

	memset(sp, 0, sizeof *sp);
	sp->own = board_at(b, h);
	add_chain(b, h, in, sp);
	for (int i = 0; i < sp->nchains; i++)
		board_foreach_stone(b, sp->chains[i], q)
			board_foreach_neighbor(b, q, lib)
				if (board_at(b, lib) == EMPTY && !sp->region[lib] &&
				    !flood(b, lib, in, sp, &n))
					return false;
	return place_points(b, sp);
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

/* The empty points reached from the chain at h through empty points, if
 * none of them touches the other colour (a clean eye space); else 0. */
static int clean_space(const struct board *b, int h)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int16_t stack[BOARD_MAX_POINTS];
	int top = 0, n = 0;
	enum color other = color_other(board_at(b, h));

	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, p)
			if (board_at(b, p) == EMPTY && !seen[p]) {
				seen[p] = 1;
				stack[top++] = (int16_t)p;
			}
	while (top > 0) {
		int p = stack[--top];

		n++;
		board_foreach_neighbor(b, p, nb) {
			if (board_at(b, nb) == other)
				return 0;
			if (board_at(b, nb) == EMPTY && !seen[nb]) {
				seen[nb] = 1;
				stack[top++] = (int16_t)nb;
			}
		}
	}
	return n;
}

/* Has the chain of the stone s two eyes (empty points all of whose
 * neighbours are its stones, or the edge), or a clean eye space of
 * EYESPACE_SAFE_SPACE points or more (it lives whoever plays first)?
 * Then the read need not go on. */
static bool safe(const struct board *b, int s)
{
	int first = NO_POINT, h = b->head[s];

	if (clean_space(b, h) >= EYESPACE_SAFE_SPACE)
		return true;
	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, p) {
			bool eye = board_at(b, p) == EMPTY && p != first;

			board_foreach_neighbor(b, p, n)
				eye = eye && (board_at(b, n) == BOARD_OFF ||
				              (board_at(b, n) != EMPTY && b->head[n] == h));
			if (eye && first != NO_POINT)
				return true;
			if (eye)
				first = p;
		}
	return false;
}

/* 1 if a target was taken, 0 if a guard was or every target is safe, -1
 * if the read goes on. */
static int decided(const struct read *r)
{
	bool all_safe = true;

	for (int i = 0; i < r->nguards; i++)
		if (board_at(&r->b, r->guards[i]) == EMPTY)
			return 0;
	for (int i = 0; i < r->ntargets; i++)
		if (board_at(&r->b, r->targets[i]) == EMPTY)
			return 1;
	for (int i = 0; i < r->ntargets && all_safe; i++)
		all_safe = safe(&r->b, r->targets[i]);
	return all_safe ? 0 : -1;
}

static int search(struct read *r, enum color mover, int passes, int depth);

/* The value of mover's pass: it lifts a ban of mover's without counting
 * toward the end (Art. 7-2); else two passes end the read, the targets
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

/* search() without the memo: every move of the eye space and the pass
 * (the defender's first: in seki or with two eyes it is the answer). */
static int search_moves(struct read *r, enum color mover, int passes, int depth)
{
	int good = mover == r->attacker, v = -1, nbans = r->nbans;
	bool unknown = false;

	if (!good && (v = pass_value(r, mover, passes, depth)) == good)
		return v;
	unknown |= !good && v < 0;
	for (int i = 0; i < r->sp->npts; i++) {
		int p = r->sp->pts[i];
		struct board_undo u;

		if (board_at(&r->b, p) != EMPTY || playout_banned(&r->b, r->bans, r->nbans, mover, p) ||
		    board_play(&r->b, mover, p, &u) != MOVE_OK)
			continue;
		if ((v = decided(r)) < 0) {
			ban_ko(r, mover, &u, p);
			v = search(r, color_other(mover), 0, depth + 1);
			r->nbans = nbans;
		}
		board_undo(&r->b, &u);
		if (v == good)
			return v;
		unknown |= v < 0;
	}
	if (good && (v = pass_value(r, mover, passes, depth)) == good)
		return v;
	return unknown || v < 0 ? -1 : !good;
}

/* 1 if the attacker takes a target with mover to play, 0 if it fails, -1
 * if the read gave up. */
static int search(struct read *r, enum color mover, int passes, int depth)
{
	uint64_t key = memo_key(r, mover, passes);
	unsigned slot = (unsigned)((key * 0x9e3779b97f4a7c15ULL) >> 51) & (EYESPACE_MEMO - 1);
	int v;

	if (key && r->memo_key[slot] == key)
		return r->memo_val[slot] - 1;
	if (++r->nodes > EYESPACE_NODES || depth > EYESPACE_DEPTH)
		return -1;
	v = search_moves(r, mover, passes, depth);
	if (key && v >= 0) {
		r->memo_key[slot] = key;
		r->memo_val[slot] = (uint8_t)(v + 1);
	}
	return v;
}

/* One read of b: attacker first; takes targets, loses guards. */
static int read_once(struct read *r, const struct board *b, enum color attacker,
                     const struct playout_ban *bans, int nbans)
{
	r->b = *b;
	r->attacker = attacker;
	r->nodes = 0;
	r->nbans = 0;
	memset(r->memo_key, 0, sizeof r->memo_key);
	for (int i = 0; i < nbans && r->nbans < EYESPACE_BANS; i++)
		if (playout_ban_live(b, &bans[i]))
			r->bans[r->nbans++] = bans[i];
	/* the board's simple ko belongs to the real game; the bans say it */
	board_play(&r->b, attacker, PASS, NULL);
	board_play(&r->b, color_other(attacker), PASS, NULL);
	return search(r, attacker, 0, 0);
}

/* The verdict of each attacker's chain in the eye space of a living
 * group: the defender first, the group's big chains its guards. */
static void read_inside(struct read *r, const struct board *b, const struct playout_ban *bans,
                        int nbans, uint8_t *inside)
{
	const struct space *sp = r->sp;

	r->nguards = sp->ntargets;
	memcpy(r->guards, sp->targets, sizeof r->guards);
	board_foreach_point(b, p) {
		int v;

		if (!sp->region[p] || board_at(b, p) != color_other(sp->own) || b->head[p] != p)
			continue;
		r->ntargets = 1;
		r->targets[0] = (int16_t)p;
		v = read_once(r, b, sp->own, bans, nbans);
		board_foreach_stone(b, p, q)
			inside[q] = v < 0 ? EYESPACE_IN_UNKNOWN : v ? EYESPACE_IN_DEAD : EYESPACE_IN_SEKI;
	}
}

/* A living group takes the chains in atari next to it (takeable): their
 * stones are dead. */
static void mark_takeable(const struct board *b, const struct space *sp, uint8_t *inside)
{
	for (int i = 0; i < sp->nchains; i++)
		board_foreach_stone(b, sp->chains[i], q)
			board_foreach_neighbor(b, q, nb)
				if (takeable(b, sp, nb) != NO_POINT)
					board_foreach_stone(b, b->head[nb], s)
						inside[s] = EYESPACE_IN_DEAD;
}

enum eyespace_status eyespace_read(const struct board *b, int h, const struct playout_ban *bans,
                                   int nbans, uint8_t *group, uint8_t *inside)
{
	struct space *sp;
	struct read *r;
	int v;

	memset(group, 0, BOARD_MAX_POINTS);
	memset(inside, 0, BOARD_MAX_POINTS);
	if (board_at(b, h) != BLACK && board_at(b, h) != WHITE)
		return EYESPACE_UNKNOWN;
	sp = xmalloc(sizeof *sp);
	if (!collect(b, h, sp)) {
		free(sp);
		return EYESPACE_UNKNOWN;
	}
	r = xmalloc(sizeof *r);
	r->sp = sp;
	r->nguards = 0;
	r->ntargets = sp->ntargets;
	memcpy(r->targets, sp->targets, sizeof r->targets);
	v = read_once(r, b, color_other(sp->own), bans, nbans);
	for (int i = 0; i < sp->nchains; i++)
		board_foreach_stone(b, sp->chains[i], q)
			group[q] = EYESPACE_SMALL_CHAIN;
	for (int i = 0; i < sp->ntargets; i++)
		board_foreach_stone(b, b->head[sp->targets[i]], q)
			group[q] = EYESPACE_BIG_CHAIN;
	board_foreach_point(b, p)
		if (sp->region[p] && board_at(b, p) == color_other(sp->own))
			inside[p] = EYESPACE_IN_ALIVE;
	if (v == 0) {
		read_inside(r, b, bans, nbans, inside);
		mark_takeable(b, sp, inside);
	}
	free(r);
	free(sp);
	return v < 0 ? EYESPACE_UNKNOWN : v ? EYESPACE_DEAD : EYESPACE_ALIVE;
}

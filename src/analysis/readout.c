/*
 * readout.c — the local fight read out (readout.h): a depth-first search
 * over the points given and passes, with the Art. 7-2 ko bans and a memo
 * of the positions read.
 */
#include "analysis/readout.h"

#include <string.h>

/* A read never goes deeper: longer lines are ko fights going round. */
#define READOUT_DEPTH (3 * 7)

/* The memo's key of the read's position, or 0 (two live bans, or one
 * outside the points read). */
static uint64_t memo_key(const struct readout *r, enum color mover, int passes)
{
	uint64_t key = 0;
	int ban = 0;

	for (int i = 0; i < r->npts; i++)
		key = 3 * key + (uint64_t)board_at(&r->b, r->pts[i]);
	for (int i = 0; i < r->nbans; i++) {
		if (!playout_ban_live(&r->b, &r->bans[i]))
			continue;
		if (ban)
			return 0;
		for (int j = 0; j < r->npts && !ban; j++)
			if (r->pts[j] == r->bans[i].point)
				ban = 1 + 2 * j + (r->bans[i].color == WHITE);
		if (!ban)
			return 0;
	}
	return (((key * 2 + (mover == WHITE)) * 2 + (passes > 0)) * (2 * READOUT_POINTS + 1) + ban) + 1;
}

/* After color's move at p: bar the recapture if it took a ko. */
static void ban_ko(struct readout *r, enum color color, const struct board_undo *u, int p)
{
	int ko;

	if (u->ncaptured != 1 || r->nbans == READOUT_BANS ||
	    (ko = playout_ko_at(&r->b, color_other(color), p)) == NO_POINT)
		return;
	r->bans[r->nbans].point = (int16_t)ko;
	r->bans[r->nbans].stone = (int16_t)p;
	r->bans[r->nbans++].color = (uint8_t)color_other(color);
}

/* The index of color's live ban, or -1. */
static int live_ban(const struct readout *r, enum color color)
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
 * READOUT_SAFE_SPACE points or more (it lives whoever plays first)?
 * Then the read need not go on. */
static bool safe(const struct board *b, int s)
{
	int first = NO_POINT, h = b->head[s];

	if (clean_space(b, h) >= READOUT_SAFE_SPACE)
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

/* Has the chain of the target s joined a stone of r->home (a point whose
 * home[] is the colour standing there)? */
static bool home(const struct readout *r, int s)
{
	if (r->home)
		board_foreach_stone(&r->b, r->b.head[s], q)
			if (r->home[q] == board_at(&r->b, q))
				return true;
	return false;
}

/* 1 if a target was taken, 0 if a guard was or every target is safe, -1
 * if the read goes on. */
static int decided(const struct readout *r)
{
	bool all_safe = true;

	for (int i = 0; i < r->nguards; i++)
		if (board_at(&r->b, r->guards[i]) == EMPTY)
			return 0;
	for (int i = 0; i < r->ntargets; i++)
		if (board_at(&r->b, r->targets[i]) == EMPTY)
			return 1;
	for (int i = 0; i < r->ntargets && all_safe; i++)
		all_safe = home(r, r->targets[i]) || safe(&r->b, r->targets[i]);
	return all_safe ? 0 : -1;
}

static int search(struct readout *r, enum color mover, int passes, int depth);

/* The value of mover's pass: it lifts a ban of mover's without counting
 * toward the end (Art. 7-2); else two passes end the read, the targets
 * standing. */
static int pass_value(struct readout *r, enum color mover, int passes, int depth)
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

/* search() without the memo: every move at the points read and the pass
 * (the defender's first: in seki or with two eyes it is the answer). */
static int search_moves(struct readout *r, enum color mover, int passes, int depth)
{
	int good = mover == r->attacker, v = -1, nbans = r->nbans;
	bool unknown = false;

	if (!good && (v = pass_value(r, mover, passes, depth)) == good)
		return v;
	unknown |= !good && v < 0;
	for (int i = 0; i < r->npts; i++) {
		int p = r->pts[i];
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
static int search(struct readout *r, enum color mover, int passes, int depth)
{
	uint64_t key = memo_key(r, mover, passes);
	unsigned slot = (unsigned)((key * 0x9e3779b97f4a7c15ULL) >> 51) & (READOUT_MEMO - 1);
	int v;

	if (key && r->memo_key[slot] == key)
		return r->memo_val[slot] - 1;
	if (++r->nodes > READOUT_NODES || depth > READOUT_DEPTH)
		return -1;
	v = search_moves(r, mover, passes, depth);
	if (key && v >= 0) {
		r->memo_key[slot] = key;
		r->memo_val[slot] = (uint8_t)(v + 1);
	}
	return v;
}

bool readout_add_point(int16_t *pts, int *npts, int p)
{
	for (int i = 0; i < *npts; i++)
		if (pts[i] == p)
			return true;
	if (*npts == READOUT_POINTS)
		return false;
	pts[(*npts)++] = (int16_t)p;
	return true;
}

int readout_run(struct readout *r, const struct board *b, enum color attacker,
                const struct playout_ban *bans, int nbans)
{
	r->b = *b;
	r->attacker = attacker;
	r->nodes = 0;
	r->nbans = 0;
	memset(r->memo_key, 0, sizeof r->memo_key);
	for (int i = 0; i < nbans && r->nbans < READOUT_BANS; i++)
		if (playout_ban_live(b, &bans[i]))
			r->bans[r->nbans++] = bans[i];
	/* the board's simple ko belongs to the real game; the bans say it */
	board_play(&r->b, attacker, PASS, NULL);
	board_play(&r->b, color_other(attacker), PASS, NULL);
	return search(r, attacker, 0, 0);
}


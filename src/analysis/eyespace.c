/*
 * eyespace.c — an enclosed group read out (eyespace.h): its eye space
 * collected with the attacker's stones in it, then read out (readout.h)
 * over the moves there, the attacker first.
 */
#include "analysis/eyespace.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/playout.h"
#include "analysis/readout.h"
#include "base/util.h"

/* The eye space of a group, as collect() finds it. */
struct space {
	enum color own;
	int npts;
	int16_t pts[READOUT_POINTS];   /* where moves are tried */
	int nchains, ntargets;
	int16_t chains[READOUT_CHAINS]; /* heads of the group's chains */
	int16_t targets[READOUT_CHAINS]; /* a stone of each big one */
	uint8_t region[BOARD_MAX_POINTS]; /* the eye space's points */
};

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
	if (sp->nchains == READOUT_CHAINS)
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

				if (lib != NO_POINT && !readout_add_point(sp->pts, &sp->npts, lib))
					return false;
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
		if (sp->npts == READOUT_POINTS)
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

/* The verdict of each attacker's chain in the eye space of a living
 * group: the defender first, the group's big chains its guards. */
static void read_inside(struct readout *r, const struct space *sp, const struct board *b,
                        const struct playout_ban *bans, int nbans, uint8_t *inside)
{
	r->nguards = sp->ntargets;
	memcpy(r->guards, sp->targets, sizeof r->guards);
	board_foreach_point(b, p) {
		int v;

		if (!sp->region[p] || board_at(b, p) != color_other(sp->own) || b->head[p] != p)
			continue;
		r->ntargets = 1;
		r->targets[0] = (int16_t)p;
		v = readout_run(r, b, sp->own, bans, nbans);
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
	struct readout *r;
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
	r->home = NULL;
	r->npts = sp->npts;
	memcpy(r->pts, sp->pts, sizeof r->pts);
	r->nguards = 0;
	r->ntargets = sp->ntargets;
	memcpy(r->targets, sp->targets, sizeof r->targets);
	v = readout_run(r, b, color_other(sp->own), bans, nbans);
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
		read_inside(r, sp, b, bans, nbans, inside);
		mark_takeable(b, sp, inside);
	}
	free(r);
	free(sp);
	return v < 0 ? EYESPACE_UNKNOWN : v ? EYESPACE_DEAD : EYESPACE_ALIVE;
}

/*
 * estimate.c — the estimate of dead stones (estimate.h): the two rounds of
 * playouts, then one verdict per chain, per group of chains sharing a
 * liberty, and the seki check.
 */
#include "analysis/estimate.h"
#include "analysis/influence.h"
#include "analysis/deadregion.h"
#include "analysis/mustfill.h"
#include "analysis/unsure.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/endgame.h"
#include "analysis/eyespace.h"
#include "analysis/playout.h"
#include "analysis/capture.h"
#include "base/i18n.h"
#include "base/util.h"

/* Dead below this share (percent) of playouts owning the chain's points. */
#define ESTIMATE_THRESHOLD 55
/* Unsure within this many percent of the threshold. */
#define ESTIMATE_UNSURE 15
/* A shared liberty kept in this share (percent) of playouts: seki. */
#define ESTIMATE_SEKI_SHARE 80
/* A chain whose capture (its stones and the shared liberty filled) leaves
 * a space of this many points gives the capturer life, so a local seki
 * need not be walled in by other living stones (walled_in): the biggest
 * eye spaces the vital point kills have six points (rabbity six).  On the
 * 238 real games and GNU Go self-play, 4 to 7 give the same figures (one
 * seki of 6 stones against 22 found: dev/121.sgf), none without it. */
#define ESTIMATE_SEKI_SPACE 7
/* The local seki check looks at chains of at most this many liberties. */
#define ESTIMATE_SEKI_LIBS 4
/* Regions of fewer empty points stay open: eye spaces need their vital
 * point played, and a side with no move outside its own small area ends
 * up filling its eyes.  make bench-estimate, 354 games: 30 gives 347
 * identical dead sets, 20 gives 348, 15 gives 347.  With the short-of-
 * liberties invaders below, on the 238 real games (winner, within 2 of
 * the 217 margins) and GNU Go self-play (380): 20 gives 96.2%, 94.0%,
 * 374; 16 gives 96.2%, 94.5%, 374; 14 gives 96.2%, 94.5%, 373. */
#define ESTIMATE_CLOSE_MIN 16
/* Chains of at most this many stones count as invaders in a region (make
 * bench-estimate, 285 games: 1 stone 97.5% agreement with GNU Go, 2 and 3
 * stones 97.9%, 4 stones 95.8%; in 2026, 380 games and the real ones: 4
 * stones 372 of 380, real winners 96.2%), and so do chains of at most
 * ESTIMATE_WEAK_SHORT stones with at most ESTIMATE_WEAK_LIBS liberties:
 * a dead wall of four inside the enemy's area kept it open (a real game
 * lost by 31 points for it).  Real games, self-play: none 95.8%, 374;
 * 1 liberty 95.8%, 374; 2 liberties (6 or 8 stones) 96.2%, 374. */
#define ESTIMATE_WEAK 3
#define ESTIMATE_WEAK_SHORT 6
#define ESTIMATE_WEAK_LIBS 2
/* A region is closed only when its invaders are few beside the stones
 * around it: the stones of the barred colour in it at most this share
 * (percent) of those of the chains bordering it.  On an open board (the
 * opening, the middle game) the one region of empty points and one
 * colour's small chains borders nearly every stone of the other: about as
 * many (gnugo19.sgf at moves 32, 60, 100: 15 in it for 16 around, 28 for
 * 30, 48 for 50).  make bench-estimate, 421 regions closed in the final
 * positions: 419 at 40% or less, two at 100% and 117% (closed wrongly:
 * the region was the barred colour's in round 1). */
#define ESTIMATE_CLOSE_INVADERS 50

struct work {
	struct playout po;
	struct board start;          /* the position of round 2 */
	uint8_t closed[BOARD_MAX_POINTS];
	struct playout_eyes eyes;          /* those of w->start in round 2 */
	int nbans;
	struct playout_ban bans[BOARD_MAX_POINTS];
	int16_t own[3][BOARD_MAX_POINTS];  /* playouts ending with p EMPTY's/B's/W's */
	int16_t kept[BOARD_MAX_POINTS];    /* playouts keeping p a shared liberty */
	int n;                             /* playouts counted */
};

/* The colour that owns p at the end of a playout: its stone, or the colour
 * of all its neighbours for an eye; EMPTY otherwise. */
static enum color final_owner(const struct board *b, int p)
{
	enum color c = board_at(b, p), seen = EMPTY;

	if (c != EMPTY)
		return c;
	board_foreach_neighbor(b, p, nb) {
		enum color d = board_at(b, nb);

		if (d == BOARD_OFF)
			continue;
		if (d == EMPTY || (seen != EMPTY && d != seen))
			return EMPTY;
		seen = d;
	}
	return seen;
}

/* Is the empty point p of the start a liberty of both colours whose
 * stones next to it are still there at the end (t)? */
static bool shared_kept(const struct board *start, const struct board *t, int p)
{
	int both = 0;

	if (board_at(t, p) != EMPTY)
		return false;
	board_foreach_neighbor(start, p, nb) {
		enum color c = board_at(start, nb);

		if ((c == BLACK || c == WHITE) && board_at(t, nb) == c)
			both |= c;
	}
	return both == (BLACK | WHITE);
}

static void tally(struct work *w, const struct board *t)
{
	board_foreach_point(t, p) {
		w->own[final_owner(t, p)][p]++;
		if (board_at(&w->start, p) == EMPTY && shared_kept(&w->start, t, p))
			w->kept[p]++;
	}
	w->n++;
}

/* n playouts from w->start, the first mover alternating. */
static void run_round(struct work *w, const uint8_t *closed, enum color to_move, int n,
                      uint64_t *rng)
{
	memset(w->own, 0, sizeof w->own);
	memset(w->kept, 0, sizeof w->kept);
	w->n = 0;
	for (int k = 0; k < n; k++) {
		playout_start(&w->po, &w->start, closed, closed ? &w->eyes : NULL);
		for (int i = 0; i < w->nbans; i++)
			playout_ban(&w->po, w->bans[i].color, w->bans[i].point, w->bans[i].stone);
		playout_run(&w->po, k % 2 ? color_other(to_move) : to_move, rng);
		tally(w, &w->po.b);
	}
}

static void add_ban(struct work *w, enum color color, int point, int stone)
{
	for (int i = 0; i < w->nbans; i++)
		if (w->bans[i].point == point)
			return;
	w->bans[w->nbans].point = (int16_t)point;
	w->bans[w->nbans].stone = (int16_t)stone;
	w->bans[w->nbans++].color = (uint8_t)color;
}

/* The kos barred at the start (Art. 7-2): the one the last move took, or
 * with no history every ko that could be taken at once. */
static void find_bans(struct work *w, const struct board *b, int ko_stone)
{
	w->nbans = 0;
	if (ko_stone >= 0 && board_on(b, ko_stone) && board_at(b, ko_stone) != EMPTY) {
		enum color barred = color_other(board_at(b, ko_stone));
		int lib = playout_ko_at(b, barred, ko_stone);

		if (lib != NO_POINT)
			add_ban(w, barred, lib, ko_stone);
	}
	if (ko_stone != ESTIMATE_NO_HISTORY)
		return;
	board_foreach_point(b, p) {
		enum color c = board_at(b, p);
		int lib;

		if (c == EMPTY)
			continue;
		lib = playout_ko_at(b, color_other(c), p);
		if (lib != NO_POINT)
			add_ban(w, color_other(c), lib, p);
	}
}

/* The seki guard: a chain with at most two liberties sharing one with an
 * enemy chain of at most two. */
static bool seki_guard(const struct board *b, int h)
{
	if (board_liberties(b, h) > 2)
		return false;
	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, lib) {
			if (board_at(b, lib) != EMPTY)
				continue;
			board_foreach_neighbor(b, lib, nb)
				if (board_at(b, nb) == color_other(board_at(b, h)) &&
				    board_liberties(b, nb) <= 2)
					return true;
		}
	return false;
}

/* Round 1: take the floating chains off w->start, marking them in dead[]. */
static void remove_floating(struct work *w, enum color to_move, uint64_t *rng, uint8_t *dead)
{
	struct board b = w->start;

	run_round(w, NULL, to_move, ESTIMATE_FLOAT_PLAYOUTS, rng);
	board_foreach_point(&b, p) {
		enum color c = board_at(&b, p);
		int owned = 0;

		if (c == EMPTY || b.head[p] != p)
			continue;
		board_foreach_stone(&b, p, q)
			owned += w->own[c][q];
		if (owned > 0 || seki_guard(&b, p))
			continue;
		board_foreach_stone(&b, p, q) {
			dead[q] = 1;
			board_setup(&w->start, q, EMPTY);
		}
	}
}

/* Is p a point of x's side of a region: empty, or a stone of a small
 * chain of x, or of one short of liberties? */
static bool weak_or_empty(const struct board *b, enum color x, int p)
{
	int n;

	if (board_at(b, p) == EMPTY)
		return true;
	if (board_at(b, p) != x)
		return false;
	n = b->nstones[b->head[p]];
	return n <= ESTIMATE_WEAK ||
	       (n <= ESTIMATE_WEAK_SHORT && board_liberties(b, p) <= ESTIMATE_WEAK_LIBS);
}

/* Has the chain at h two eyes of its own: two liberties whose neighbours
 * are all its stones (or the edge)?  Then nothing can take it (Benson). */
static bool two_eyes(const struct board *b, int h)
{
	int eyes = 0;
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };

	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, lib) {
			bool eye = board_at(b, lib) == EMPTY && !seen[lib];

			if (!eye)
				continue;
			seen[lib] = 1;
			board_foreach_neighbor(b, lib, nb)
				eye = eye && (board_at(b, nb) == BOARD_OFF ||
				              (board_at(b, nb) != EMPTY && b->head[nb] == h));
			eyes += eye;
		}
	return eyes >= 2;
}

/* Close to x the empty points of the region of p (empty points and small
 * chains of x) when only the other colour borders it, with one chain of
 * more than ESTIMATE_WEAK stones at least (a wall: a few lone stones on an
 * open board close nothing), it has ESTIMATE_CLOSE_MIN empty points or
 * more, and the stones of x in it are few (ESTIMATE_CLOSE_INVADERS).  A
 * chain of x with two eyes of its own may border it too: it is alive and
 * needs no move there, and play has stopped (reducing the region is an
 * endgame move, J89 Art. 9-2). */
static void close_region(const struct board *b, enum color x, int p, uint8_t *seen,
                         uint8_t *closed)
{
	int16_t stack[BOARD_MAX_POINTS], region[BOARD_MAX_POINTS];
	uint8_t around[BOARD_MAX_POINTS] = { 0 };
	int sp = 0, n = 0, nempty = 0, inside = 0, outside = 0;
	bool open = false, walled = false;

	seen[p] = 1;
	stack[sp++] = (int16_t)p;
	while (sp > 0) {
		int q = stack[--sp];

		region[n++] = (int16_t)q;
		nempty += board_at(b, q) == EMPTY;
		inside += board_at(b, q) == x;
		board_foreach_neighbor(b, q, nb) {
			if (board_at(b, nb) == BOARD_OFF || seen[nb])
				continue;
			if (weak_or_empty(b, x, nb)) {
				seen[nb] = 1;
				stack[sp++] = (int16_t)nb;
			} else if (board_at(b, nb) == x) {
				/* a strong chain of x borders it, one that could
				 * still grow into it */
				open |= !two_eyes(b, b->head[nb]);
			} else if (!around[b->head[nb]]) {
				around[b->head[nb]] = 1;
				outside += b->nstones[b->head[nb]];
				walled |= b->nstones[b->head[nb]] > ESTIMATE_WEAK;
			}
		}
	}
	if (open || !walled || nempty < ESTIMATE_CLOSE_MIN ||
	    inside * 100 > ESTIMATE_CLOSE_INVADERS * outside)
		return;
	for (int i = 0; i < n; i++)
		if (board_at(b, region[i]) == EMPTY && closed[region[i]] == EMPTY)
			closed[region[i]] = (uint8_t)x;
}

/* Has x a chain of more than ESTIMATE_WEAK stones? */
static bool has_wall(const struct board *b, enum color x)
{
	board_foreach_point(b, p)
		if (board_at(b, p) == x && b->nstones[b->head[p]] > ESTIMATE_WEAK)
			return true;
	return false;
}

/* closed[p]: the colour barred from p (except to capture or atari): the
 * inside of the other colour's areas, with the small chains of the barred
 * colour in them (invaders that have not lived) if any.  A colour without
 * a wall anywhere (its stones all small chains: the opening, a handicap
 * game's start) has no area of its own to be kept out of the other's
 * from: nothing is closed to it. */
static void close_regions(const struct board *b, uint8_t *closed)
{
	memset(closed, EMPTY, BOARD_MAX_POINTS);
	for (enum color x = BLACK; x <= WHITE; x++) {
		uint8_t seen[BOARD_MAX_POINTS] = { 0 };

		if (!has_wall(b, x))
			continue;
		board_foreach_point(b, p)
			if (!seen[p] && weak_or_empty(b, x, p))
				close_region(b, x, p, seen, closed);
	}
}

/* The share (percent) of round-2 playouts that end with the chain at h's
 * points its own colour's. */
static int chain_share(const struct work *w, const struct board *b, int h)
{
	enum color c = board_at(b, h);
	long owned = 0;

	board_foreach_stone(b, h, q)
		owned += w->own[c][q];
	return (int)(owned * 100 / ((long)b->nstones[h] * w->n));
}

/* Do the chains at g and h share two liberties or more (a solid link:
 * a bamboo joint, a tiger's mouth)? */
static bool joined(const struct board *b, int g, int h)
{
	int shared = 0;
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };

	board_foreach_stone(b, g, q)
		board_foreach_neighbor(b, q, lib) {
			if (board_at(b, lib) != EMPTY || seen[lib])
				continue;
			seen[lib] = 1;
			board_foreach_neighbor(b, lib, nb)
				if (board_at(b, nb) == board_at(b, h) && b->head[nb] == h) {
					shared++;
					break;
				}
		}
	return shared >= 2;
}

/* Heads of the chains of h's colour joined to it through two shared
 * liberties or more (h included); returns how many. */
static int chain_group(const struct board *b, int h, uint8_t *seen, int16_t *out)
{
	enum color c = board_at(b, h);
	int n = 0, i = 0;

	seen[h] = 1;
	out[n++] = (int16_t)h;
	while (i < n) {
		int g = out[i++];

		board_foreach_stone(b, g, q)
			board_foreach_neighbor(b, q, lib) {
				if (board_at(b, lib) != EMPTY)
					continue;
				board_foreach_neighbor(b, lib, nb)
					if (board_at(b, nb) == c && !seen[b->head[nb]] &&
					    joined(b, g, b->head[nb])) {
						seen[b->head[nb]] = 1;
						out[n++] = b->head[nb];
					}
			}
	}
	return n;
}

static void mark_chain(const struct board *b, int h, uint8_t *set, uint8_t value)
{
	board_foreach_stone(b, h, q)
		set[q] = value;
}

/* The chain at h flagged unsure (confidence 0: a check overturned the
 * playouts), or sure (100: a seki check or the read decided). */
static void mark_doubt(const struct board *b, int h, struct estimate *e, bool unsure)
{
	mark_chain(b, h, e->unsure, unsure);
	mark_chain(b, h, e->conf, unsure ? 0 : 100);
}

/* How far a chain's share s is from the threshold, 0 (on it) … 100 (all
 * playouts or none). */
static int share_conf(int s)
{
	int c = s >= ESTIMATE_THRESHOLD ? (s - ESTIMATE_THRESHOLD) * 100 / (100 - ESTIMATE_THRESHOLD)
	                                : (ESTIMATE_THRESHOLD - s) * 100 / ESTIMATE_THRESHOLD;

	return c > 100 ? 100 : c;
}

/* The verdict of each group of chains: most of its stones' verdicts. */
static void judge_groups(const struct work *w, const struct board *b, struct estimate *e)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int16_t heads[BOARD_MAX_POINTS];

	board_foreach_point(b, p) {
		int n, dead = 0, alive = 0, conf = 100;

		if (board_at(b, p) == EMPTY || b->head[p] != p || seen[p] || e->dead[p])
			continue;
		n = chain_group(b, p, seen, heads);
		for (int i = 0; i < n; i++) {
			int s = chain_share(w, b, heads[i]);

			if (share_conf(s) < conf)
				conf = share_conf(s);
			if (s < ESTIMATE_THRESHOLD)
				dead += b->nstones[heads[i]];
			else
				alive += b->nstones[heads[i]];
			if (abs(s - ESTIMATE_THRESHOLD) < ESTIMATE_UNSURE || (dead && alive))
				mark_chain(b, heads[i], e->unsure, 1);
		}
		for (int i = 0; i < n; i++) {
			mark_chain(b, heads[i], e->dead, dead > alive);
			mark_chain(b, heads[i], e->conf, (uint8_t)(dead && alive ? 0 : conf));
		}
		if (dead && alive)
			for (int i = 0; i < n; i++)
				mark_chain(b, heads[i], e->unsure, 1);
	}
}

/* A dead chain touching enemy stones, all of them dead, cannot be taken
 * by them: it lives (stones left inside a dead group).  Chains touching no
 * enemy stone keep their verdict (an invader in open territory). */
static void revive_among_dead(const struct board *b, const uint8_t *floating, struct estimate *e)
{
	uint8_t was_dead[BOARD_MAX_POINTS];

	memcpy(was_dead, e->dead, sizeof was_dead);
	board_foreach_point(b, h) {
		enum color c = board_at(b, h);
		int enemies = 0, living = 0;

		if (c == EMPTY || b->head[h] != h || !was_dead[h] || floating[h])
			continue;
		board_foreach_stone(b, h, q)
			board_foreach_neighbor(b, q, n)
				if (board_at(b, n) == color_other(c)) {
					enemies++;
					living += !was_dead[n];
				}
		if (enemies > 0 && living == 0) {
			mark_chain(b, h, e->dead, 0);
			mark_doubt(b, h, e, true);
		}
	}
}

/* A chain judged dead next to a liberty it shares with an enemy chain,
 * both kept with the point empty in most playouts, is in seki. */
static void rescue_seki(const struct work *w, const struct board *b, const uint8_t *floating,
                        struct estimate *e)
{
	board_foreach_point(b, p) {
		if (board_at(b, p) != EMPTY || w->kept[p] * 100 < ESTIMATE_SEKI_SHARE * w->n)
			continue;
		board_foreach_neighbor(b, p, nb)
			if ((board_at(b, nb) == BLACK || board_at(b, nb) == WHITE) && !floating[nb] &&
			    e->dead[nb]) {
				mark_chain(b, b->head[nb], e->dead, 0);
				mark_doubt(b, b->head[nb], e, true);
			}
	}
}

/* Is p next to a stone of the chain whose head is g? */
static bool touches_chain(const struct board *b, int p, int g)
{
	board_foreach_neighbor(b, p, n)
		if (board_at(b, n) == board_at(b, g) && b->head[n] == g)
			return true;
	return false;
}

/* Is the empty point p next to a stone of the colour of the chain at h,
 * not of that chain, that the estimate takes off (dead) or keeps? */
static bool next_to_friend(const struct board *b, const struct estimate *e, int p, int h,
                           bool dead)
{
	board_foreach_neighbor(b, p, n)
		if (board_at(b, n) == board_at(b, h) && b->head[n] != b->head[h] &&
		    (e->dead[n] != 0) == dead)
			return true;
	return false;
}

/* Has the chain at h no liberty but those next to the chain g and eyes:
 * points where the other side's move is suicide, not held shut by stones
 * that are dead themselves?  (Such a point is no eye of h: the dead
 * stone's capture opens it.  With the dame filled, a chain in the enemy's
 * area next to one passed for a seki in dev/138.sgf, winner wrong.) */
static bool seki_libs_closed(const struct board *b, const struct estimate *e, int h, int g)
{
	enum color x = color_other(board_at(b, h));

	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, lib)
			if (board_at(b, lib) == EMPTY && !touches_chain(b, lib, g) &&
			    (board_legal(b, x, lib) != MOVE_SUICIDE ||
			     next_to_friend(b, e, lib, h, true)))
				return false;
	return true;
}

/* Does color filling p fail: suicide, or its chain left in atari with
 * nothing captured? */
static bool fill_fails(const struct board *b, enum color color, int p)
{
	struct board t = *b;
	enum move_status st = board_play(&t, color, p, NULL);

	if (st == MOVE_SUICIDE)
		return true;
	return st == MOVE_OK && t.captures[color] == b->captures[color] &&
	       board_liberties(&t, p) == 1;
}

/* Is the chain at h next to an enemy chain other than g that the estimate
 * keeps alive?  Then the stones it loses by filling a shared liberty open
 * into that wall, and the capturer lives (without it, a small captured
 * space may leave the capturer one eye: no seki).  A chain of
 * ESTIMATE_SEKI_SPACE - 1 stones or more leaves the capturer, with the
 * shared liberty filled, a space it lives in whatever its shape. */
static bool walled_in(const struct board *b, const struct estimate *e, int h, int g)
{
	if (b->nstones[h] + 1 >= ESTIMATE_SEKI_SPACE)
		return true;
	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, n)
			if (board_at(b, n) == color_other(board_at(b, h)) && b->head[n] != g &&
			    !e->dead[n])
				return true;
	return false;
}

/* Fill into t the dame of the chain at h (not shared with g): the liberties
 * next to a living enemy stone that the enemy fills without self-atari.
 * The dame are filled before the count, so a seki only their filling
 * makes is a seki then (whoever fills a shared liberty first loses). */
static void fill_outside(struct board *t, const struct estimate *e, int h, int g)
{
	enum color x = color_other(board_at(t, h));
	int16_t libs[BOARD_MAX_POINTS];
	int n = 0;

	board_foreach_stone(t, h, q)
		board_foreach_neighbor(t, q, lib) {
			bool dame = false;

			if (board_at(t, lib) != EMPTY || touches_chain(t, lib, g))
				continue;
			board_foreach_neighbor(t, lib, nb)
				dame |= board_at(t, nb) == x && !e->dead[nb];
			if (dame)
				libs[n++] = (int16_t)lib;
		}
	for (int i = 0; i < n; i++)
		if (board_at(t, libs[i]) == EMPTY && !fill_fails(t, x, libs[i]))
			board_play(t, x, libs[i], NULL);
}

/* The chains at h and g (opposite colours) in a local seki: they share a
 * liberty, neither has another but eyes once the dame are filled, each is
 * walled in by living enemy stones, and whoever fills a shared liberty puts
 * its own chain in atari. */
static bool local_seki(const struct board *b, const struct estimate *e, int h, int g)
{
	struct board t;

	if (!walled_in(b, e, h, g) || !walled_in(b, e, g, h))
		return false;
	t = *b;
	fill_outside(&t, e, h, g);
	fill_outside(&t, e, g, h);
	if (board_at(&t, h) == EMPTY || board_at(&t, g) == EMPTY || !seki_libs_closed(&t, e, h, g) ||
	    !seki_libs_closed(&t, e, g, h))
		return false;
	board_foreach_stone(&t, h, q)
		board_foreach_neighbor(&t, q, lib)
			if (board_at(&t, lib) == EMPTY && touches_chain(&t, lib, g) &&
			    (!fill_fails(&t, BLACK, lib) || !fill_fails(&t, WHITE, lib)))
				return false;
	return true;
}

/* What settle_pairs asks: may chain h (a head) be in a seki at all, and
 * are h and g (an enemy chain sharing a liberty with it) in one. */
struct seki_test {
	bool (*chain)(const struct board *b, const struct estimate *e, int h);
	bool (*pair)(const struct board *b, const struct estimate *e, int h, int g);
	bool seki;                /* mark them in e->seki too */
};

/* Every pair of enemy chains sharing a liberty that t finds in a seki:
 * both live, sure (and in e->seki with t->seki). */
static void settle_pairs(const struct board *b, struct estimate *e, const struct seki_test *t)
{
	board_foreach_point(b, h) {
		if (board_at(b, h) == EMPTY || b->head[h] != h || !t->chain(b, e, h))
			continue;
		board_foreach_stone(b, h, q)
			board_foreach_neighbor(b, q, lib) {
				if (board_at(b, lib) != EMPTY)
					continue;
				board_foreach_neighbor(b, lib, nb) {
					int g = b->head[nb];

					if (board_at(b, nb) != color_other(board_at(b, h)) ||
					    !t->pair(b, e, h, g))
						continue;
					mark_chain(b, h, e->dead, 0);
					mark_chain(b, g, e->dead, 0);
					mark_doubt(b, h, e, false);
					mark_doubt(b, g, e, false);
					if (t->seki) {
						mark_chain(b, h, e->seki, 1);
						mark_chain(b, g, e->seki, 1);
					}
				}
			}
	}
}

static bool few_libs(const struct board *b, const struct estimate *e, int h)
{
	(void)e;
	return board_liberties(b, h) <= ESTIMATE_SEKI_LIBS;
}

static bool local_seki_pair(const struct board *b, const struct estimate *e, int h, int g)
{
	return (e->dead[h] || e->dead[g]) && local_seki(b, e, h, g);
}

/* After the playouts: both chains of a local seki live, sure. */
static void settle_local_seki(const struct board *b, struct estimate *e)
{
	static const struct seki_test t = { few_libs, local_seki_pair, false };

	settle_pairs(b, e, &t);
}

/* Is a stone of the other colour next to the group, outside its eye
 * space, judged dead?  Then the group may get out. */
static bool group_next_to_dead(const struct board *b, const struct estimate *e,
                               const uint8_t *group, const uint8_t *inside)
{
	board_foreach_point(b, p) {
		if (!group[p])
			continue;
		board_foreach_neighbor(b, p, n)
			if (board_at(b, n) == color_other(board_at(b, p)) && !inside[n] && e->dead[n])
				return true;
	}
	return false;
}

/* Set dead[], unsure[] and seki[] of the stones of b where set[p] == v. */
static void mark_set(const struct board *b, struct estimate *e, const uint8_t *set, int v,
                     int dead, int seki)
{
	board_foreach_point(b, p)
		if (set[p] == v && board_at(b, p) != EMPTY) {
			e->dead[p] = (uint8_t)dead;
			e->unsure[p] = 0;
			e->conf[p] = 100; /* read out: certain */
			e->seki[p] = (uint8_t)seki;
		}
}

/* The enclosed groups of b read out exactly (eyespace.h), the attacker's
 * stones inside with them: the reads' verdicts win over the playouts'.  A
 * group the opponent kills moving first is dead and the stones inside it
 * live, unless an enclosing enemy chain is dead itself (then it may get
 * out); a living one lives, the stones inside it die or, if it cannot take
 * them, live with it in seki. */
static void read_enclosed(const struct work *w, const struct board *b, struct estimate *e)
{
	uint8_t done[BOARD_MAX_POINTS] = { 0 }, group[BOARD_MAX_POINTS], inside[BOARD_MAX_POINTS];

	board_foreach_point(b, h) {
		enum eyespace_status st;
		bool seki = false;

		if (board_at(b, h) == EMPTY || b->head[h] != h || done[h])
			continue;
		st = eyespace_read(b, h, w->bans, w->nbans, group, inside);
		board_foreach_point(b, p)
			done[p] |= group[p];
		if (st == EYESPACE_DEAD && !group_next_to_dead(b, e, group, inside)) {
			mark_set(b, e, group, EYESPACE_BIG_CHAIN, 1, 0);
			mark_set(b, e, group, EYESPACE_SMALL_CHAIN, 1, 0);
			mark_set(b, e, inside, EYESPACE_IN_ALIVE, 0, 0);
		} else if (st == EYESPACE_ALIVE) {
			/* small chains of the group keep the playouts' verdict;
			 * with them the stones inside may live by taking them */
			board_foreach_point(b, p)
				seki |= inside[p] == EYESPACE_IN_SEKI;
			board_foreach_point(b, p)
				seki &= group[p] != EYESPACE_SMALL_CHAIN;
			mark_set(b, e, group, EYESPACE_BIG_CHAIN, 0, seki);
			mark_set(b, e, inside, EYESPACE_IN_DEAD, 1, 0);
			mark_set(b, e, inside, EYESPACE_IN_SEKI, 0, seki);
		}
	}
}

/* The moves that fill an eye space of n points (a big eye: 1, 2, 3, 5, 8,
 * 12 for one to six points), or 0 for a bigger one. */
static int eye_moves(int n)
{
	static const int moves[] = { 0, 1, 2, 3, 5, 8, 12 };

	return n < (int)(sizeof moves / sizeof moves[0]) ? moves[n] : 0;
}

/* The size of the eye space of the chain at h at the empty point p: the
 * empty points reached from p, all of whose neighbours are empty or h's
 * stones; 0 if one touches anything else (or the space is big). */
static int own_eye(const struct board *b, int h, int p, uint8_t *seen)
{
	int16_t stack[BOARD_MAX_POINTS];
	int top = 0, n = 0;
	bool clean = true;

	seen[p] = 1;
	stack[top++] = (int16_t)p;
	while (top > 0) {
		int q = stack[--top];

		n++;
		board_foreach_neighbor(b, q, nb) {
			enum color c = board_at(b, nb);

			if (c == EMPTY && !seen[nb]) {
				seen[nb] = 1;
				stack[top++] = (int16_t)nb;
			} else if (c != EMPTY && c != BOARD_OFF && b->head[nb] != h) {
				clean = false;
			}
		}
	}
	return clean ? eye_moves(n) : 0;
}

/* The race of the chain at h against g: the moves filling its one eye
 * space, or 0 unless every liberty of h is in that eye or shared with g
 * (and it has one). */
static int race_eye(const struct board *b, int h, int g)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int eyes = 0, moves = 0, shared = 0;

	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, lib) {
			if (board_at(b, lib) != EMPTY || seen[lib])
				continue;
			if (touches_chain(b, lib, g)) {
				seen[lib] = 1;
				shared++;
				continue;
			}
			if ((moves = own_eye(b, h, lib, seen)) == 0)
				return 0;
			eyes++;
		}
	return eyes == 1 && shared > 0 ? moves : 0;
}

static bool not_seki_yet(const struct board *b, const struct estimate *e, int h)
{
	(void)b;
	return !e->seki[h];
}

/* Each of h and g has one eye space, as big as the other's. */
static bool race_seki_pair(const struct board *b, const struct estimate *e, int h, int g)
{
	int m = race_eye(b, h, g);

	(void)e;
	return m != 0 && race_eye(b, g, h) == m;
}

/* Seki with eyes found by the race (the read may give up on big eyes):
 * two chains of opposite colours sharing liberties, each with one eye
 * space and no other liberty, the eyes as big: whoever fills a shared
 * liberty is left as many liberties as the other with the other to move,
 * and loses the race; so neither fills.  Filling a shared point next to a
 * three-point eye is no self-atari: the counting's seki test misses it. */
static void settle_race_seki(const struct board *b, struct estimate *e)
{
	static const struct seki_test t = { not_seki_yet, race_seki_pair, true };

	settle_pairs(b, e, &t);
}

/* Is a liberty of the dead chain at h next to a living chain of its own? */
static bool next_to_home(const struct board *b, const struct estimate *e, int h)
{
	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, p)
			if (board_at(b, p) == EMPTY && next_to_friend(b, e, p, h, false))
				return true;
	return false;
}

/* Dead chains short of liberties next to living friends, read out
 * (capture.h): one the opponent cannot take before it joins them lives.
 * home[]: the colour of each living stone, a revived chain's from then on. */
static void settle_captures(const struct work *w, const struct board *b, enum color to_move,
                            bool in_play, struct estimate *e)
{
	uint8_t home[BOARD_MAX_POINTS];

	board_foreach_point(b, p)
		home[p] = e->dead[p] ? EMPTY : (uint8_t)board_at(b, p);
	board_foreach_point(b, h) {
		if (board_at(b, h) == EMPTY || b->head[h] != h || !e->dead[h] || e->seki[h] ||
		    board_liberties(b, h) > CAPTURE_LIBS || !next_to_home(b, e, h))
			continue;
		if (capture_read(b, h, home, w->bans, w->nbans, in_play && board_at(b, h) == to_move) ==
		    0) {
			mark_chain(b, h, e->dead, 0);
			mark_chain(b, h, home, (uint8_t)board_at(b, h));
			mark_doubt(b, h, e, false);
		}
	}
}

void estimate_position(const struct board *b, enum color to_move, int ko_stone, bool in_play,
                       uint64_t seed, struct estimate *e)
{
	struct work *w = xmalloc(sizeof *w);
	uint8_t floating[BOARD_MAX_POINTS];
	uint64_t rng = seed ? seed : ESTIMATE_SEED;

	memset(e, 0, sizeof *e);
	memset(e->conf, 100, sizeof e->conf); /* floating chains: sure */
	memset(floating, 0, sizeof floating);
	to_move = to_move == WHITE ? WHITE : BLACK;
	w->start = *b;
	find_bans(w, b, ko_stone);
	remove_floating(w, to_move, &rng, floating);
	close_regions(&w->start, w->closed);
	playout_find_eyes(&w->start, &w->eyes);
	run_round(w, w->closed, to_move, ESTIMATE_PLAYOUTS, &rng);
	memcpy(e->dead, floating, sizeof floating);
	judge_groups(w, b, e);
	revive_among_dead(b, floating, e);
	rescue_seki(w, b, floating, e);
	settle_local_seki(b, e);
	read_enclosed(w, b, e);
	settle_race_seki(b, e);
	settle_captures(w, b, to_move, in_play, e);
	board_foreach_point(b, p) {
		e->owner[p] = (int8_t)((w->own[BLACK][p] - w->own[WHITE][p]) * 100 / w->n);
		e->ndead += e->dead[p];
		e->nunsure += e->unsure[p];
	}
	free(w);
}

/* estimate_game and estimate_in_play. */
static void estimate_record(const struct game *g, bool in_play, uint64_t seed, struct estimate *e)
{
	int ko_stone = g->nmoves == 0 ? ESTIMATE_NO_HISTORY : NO_POINT;

	/* the last stone move, if it took one stone: maybe a ko */
	for (int i = g->nmoves - 1; i >= 0; i--)
		if (g->moves[i].point != PASS) {
			if (g->moves[i].ncap == 1)
				ko_stone = g->moves[i].point;
			break;
		}
	estimate_position(&g->board, g->to_move, ko_stone, in_play, seed, e);
}

void estimate_game(const struct game *g, uint64_t seed, struct estimate *e)
{
	estimate_record(g, false, seed, e);
}

void estimate_in_play(const struct game *g, uint64_t seed, struct estimate *e)
{
	estimate_record(g, true, seed, e);
}

void estimate_dead(const struct board *b, enum color to_move, uint8_t *dead)
{
	struct estimate *e = xmalloc(sizeof *e);

	estimate_position(b, to_move, ESTIMATE_NO_HISTORY, false, ESTIMATE_SEED, e);
	memcpy(dead, e->dead, BOARD_MAX_POINTS);
	free(e);
}

void estimate_count(const struct game *g, const struct estimate *e, struct score *s)
{
	struct score_params sp;
	uint8_t open[BOARD_MAX_POINTS];

	endgame_score_params(g, &sp);
	sp.seki_read = e->seki;
	influence_owner(&g->board, e->dead, open);
	deadregion_owner(&g->board, e->dead, open);
	sp.open_owner = open;
	score_compute(&g->board, e->dead, &sp, s);
	mustfill_count(&g->board, e->dead, s);
}

void estimate_score(const struct game *g, struct score *s)
{
	struct estimate *e;

	/* a game both agreed to end is counted with its marks, even none:
	 * that count is its result (Art. 9-2) */
	if (endgame_has_marks(g) || (g->phase == PHASE_FINISHED && g->result.kind == RESULT_SCORE &&
	                             !g->end.final)) {
		endgame_score(g, s);
		return;
	}
	e = xmalloc(sizeof *e);
	estimate_game(g, ESTIMATE_SEED, e);
	estimate_count(g, e, s);
	free(e);
}

int estimate_dame(const struct game *g, int *out)
{
	struct score *s = xmalloc(sizeof *s);
	int n = 0;

	estimate_score(g, s); /* with no marks yet, by the estimate */
	board_foreach_point(&g->board, p)
		if (s->kind[p] == SCORE_DAME)
			out[n++] = p;
	free(s);
	return n;
}

char *estimate_lead_text(const struct score *s, char *buf, size_t len)
{
	double m = s->margin < 0 ? -s->margin : s->margin;

	if (s->winner == EMPTY)
		snprintf(buf, len, "%s", _("Even"));
	else
		snprintf(buf, len, _("%s leads by about %g"), color_name(s->winner), m);
	return buf;
}

struct map_ctx {
	const struct board *b;
	const struct estimate *e;
};

static char map_cell(const void *ctx, int p)
{
	const struct board *b = ((const struct map_ctx *)ctx)->b;
	const struct estimate *e = ((const struct map_ctx *)ctx)->e;

	switch (board_at(b, p)) {
	case BLACK: return e->dead[p] ? 'x' : 'X';
	case WHITE: return e->dead[p] ? 'o' : 'O';
	default: return e->owner[p] >= 50 ? 'b' : e->owner[p] <= -50 ? 'w' : '.';
	}
}

void estimate_print_map(const struct board *b, const struct estimate *e, struct sbuf *out)
{
	struct map_ctx m = { b, e };
	uint8_t doubt[BOARD_MAX_POINTS];

	score_print_cells(b, map_cell, &m, out);
	unsure_doubt(b, e, doubt);
	if (unsure_text(b, doubt, out)) /* the groups, least sure first */
		sbuf_addc(out, '\n');
}

/*
 * playout.c — random legal moves: pick a random empty point, then scan
 * onwards from it until one is legal and is not an own eye.
 */
#include "analysis/playout.h"

#include <string.h>

uint64_t rng_next(uint64_t *s)
{
	/* xorshift64*; the state must not be 0 */
	uint64_t x = *s ? *s : 0x9e3779b97f4a7c15ULL;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545f4914f6cdd1dULL;
}

unsigned rng_below(uint64_t *s, unsigned n)
{
	return (unsigned)((rng_next(s) >> 32) * n >> 32);
}

bool board_is_own_eye(const struct board *b, enum color color, int p)
{
	if (board_at(b, p) != EMPTY)
		return false;
	board_foreach_neighbor(b, p, n)
		if (board_at(b, n) != color && board_at(b, n) != BOARD_OFF)
			return false;
	return true;
}

/* The first point from a random start among the empty points that is no
 * own eye and that legal() accepts. */
static int pick(const struct board *b, enum color color, uint64_t *rng,
                bool (*legal)(const void *ctx, enum color color, int p), const void *ctx)
{
	int16_t empties[BOARD_MAX_POINTS];
	int n = 0;

	board_foreach_point(b, p)
		if (board_at(b, p) == EMPTY)
			empties[n++] = (int16_t)p;
	if (n == 0)
		return PASS;
	for (int start = (int)rng_below(rng, (unsigned)n), i = 0; i < n; i++) {
		int p = empties[(start + i) % n];

		if (!board_is_own_eye(b, color, p) && legal(ctx, color, p))
			return p;
	}
	return PASS;
}

static bool game_allows(const void *ctx, enum color color, int p)
{
	return game_legal(ctx, color, p) == MOVE_OK;
}

int playout_pick(const struct game *g, enum color color, uint64_t *rng)
{
	return pick(&g->board, color, rng, game_allows, g);
}

/* ---- the playouts of the estimate ---- */

static void empty_add(struct playout *po, int p)
{
	po->where[p] = (int16_t)po->nempty;
	po->empty[po->nempty++] = (int16_t)p;
}

static void empty_remove(struct playout *po, int p)
{
	int i = po->where[p], last = po->empty[--po->nempty];

	po->empty[i] = (int16_t)last;
	po->where[last] = (int16_t)i;
}

void playout_start(struct playout *po, const struct board *b, const uint8_t *closed,
                   const struct playout_eyes *eyes)
{
	po->b = *b;
	po->closed = closed;
	po->eyes = eyes;
	if (eyes)
		memset(po->opened, 0, (size_t)eyes->n + 1);
	po->nbans = 0;
	po->nempty = 0;
	po->stuck[BLACK] = po->stuck[WHITE] = false;
	board_foreach_point(b, p)
		if (board_at(b, p) == EMPTY)
			empty_add(po, p);
}

/* Walk the empty region of p (marking seen[]): its first max points into
 * pts[], the colours bordering it into *border.  Returns its size. */
static int empty_region(const struct board *b, int p, uint8_t *seen, int16_t *pts, int max,
                        int *border)
{
	int16_t stack[BOARD_MAX_POINTS];
	int n = 0, sp = 0;

	seen[p] = 1;
	stack[sp++] = (int16_t)p;
	while (sp > 0) {
		int q = stack[--sp];

		if (n < max)
			pts[n] = (int16_t)q;
		n++;
		board_foreach_neighbor(b, q, nb) {
			enum color c = board_at(b, nb);

			if (c == BLACK || c == WHITE)
				*border |= c;
			else if (c == EMPTY && !seen[nb]) {
				seen[nb] = 1;
				stack[sp++] = (int16_t)nb;
			}
		}
	}
	return n;
}

void playout_find_eyes(const struct board *b, struct playout_eyes *eyes)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int npts = 0;

	eyes->n = 0;
	memset(eyes->id, 0, sizeof eyes->id);
	eyes->first[1] = 0;
	board_foreach_point(b, p) {
		int border = 0, n;

		if (board_at(b, p) != EMPTY || seen[p])
			continue;
		n = empty_region(b, p, seen, eyes->pts + npts, PLAYOUT_EYE_MAX, &border);
		if (n < PLAYOUT_EYE_MIN || n > PLAYOUT_EYE_MAX || (border != BLACK && border != WHITE))
			continue;
		eyes->n++;
		eyes->owner[eyes->n] = (uint8_t)border;
		for (int i = 0; i < n; i++)
			eyes->id[eyes->pts[npts + i]] = (int16_t)eyes->n;
		npts += n;
		eyes->first[eyes->n + 1] = (int16_t)npts;
	}
}

/* Is the ban still about a ko as it stood: its stone single, of the other
 * colour, with the ko point as its one liberty? */
bool playout_ban_live(const struct board *b, const struct playout_ban *bn)
{
	int h = b->head[bn->stone];

	return board_at(b, bn->stone) == color_other(bn->color) && b->nstones[h] == 1 &&
	       b->plibs[h] == 1 && board_at(b, bn->point) == EMPTY;
}

void playout_ban(struct playout *po, enum color color, int point, int stone)
{
	int n = 0;

	/* drop the bans whose ko is gone; a live ban per point at most */
	for (int i = 0; i < po->nbans; i++)
		if (playout_ban_live(&po->b, &po->bans[i]) && po->bans[i].point != point)
			po->bans[n++] = po->bans[i];
	po->bans[n].point = (int16_t)point;
	po->bans[n].stone = (int16_t)stone;
	po->bans[n].color = (uint8_t)color;
	po->nbans = n + 1;
}

int playout_ko_at(const struct board *b, enum color color, int stone)
{
	int h = b->head[stone], lib = NO_POINT;

	if (board_at(b, stone) != color_other(color) || b->nstones[h] != 1 || b->plibs[h] != 1)
		return NO_POINT;
	board_foreach_neighbor(b, stone, n)
		if (board_at(b, n) == EMPTY)
			lib = n;
	/* color's stone at lib would stand alone, its only liberty the
	 * captured stone's point */
	board_foreach_neighbor(b, lib, n)
		if (n != stone && board_at(b, n) != color_other(color) && board_at(b, n) != BOARD_OFF)
			return NO_POINT;
	return lib;
}

bool playout_banned(const struct board *b, const struct playout_ban *bans, int nbans,
                    enum color color, int p)
{
	for (int i = 0; i < nbans; i++)
		if (bans[i].point == p && bans[i].color == color && playout_ban_live(b, &bans[i]))
			return true;
	return false;
}

/* An own true eye: all neighbours color's (or the edge), and at most one
 * diagonal the opponent's (none on the edge). */
static bool true_eye(const struct board *b, enum color color, int p)
{
	int bad = 0, off = 0;
	const int diag[4] = { b->nbr[0] + b->nbr[2], b->nbr[0] + b->nbr[3],
		              b->nbr[1] + b->nbr[2], b->nbr[1] + b->nbr[3] };

	if (!board_is_own_eye(b, color, p))
		return false;
	for (int k = 0; k < 4; k++) {
		enum color d = board_at(b, p + diag[k]);

		if (d == BOARD_OFF)
			off = 1;
		else if (d == color_other(color))
			bad++;
	}
	return bad + off < 2;
}

/* Add the liberties of chain h other than skip to libs[] (distinct), up to
 * max in all; returns the new count. */
static int add_libs(const struct board *b, int h, int skip, int16_t *libs, int n, int max)
{
	board_foreach_stone(b, h, q)
		board_foreach_neighbor(b, q, nb) {
			bool seen = nb == skip || board_at(b, nb) != EMPTY;

			for (int i = 0; i < n && !seen; i++)
				seen = libs[i] == nb;
			if (!seen) {
				libs[n++] = (int16_t)nb;
				if (n >= max)
					return n;
			}
		}
	return n;
}

/* What color at p would do: capture, and the size and liberties (up to 2)
 * of the chain it would make. */
struct move_effect {
	bool captures;
	int size, libs;
};

/* Is h the head of a chain already in heads[] (n of them)?  Else add it. */
static bool seen_chain(int16_t *heads, int *n, int h)
{
	for (int i = 0; i < *n; i++)
		if (heads[i] == h)
			return true;
	heads[(*n)++] = (int16_t)h;
	return false;
}

static void move_effect(const struct board *b, enum color color, int p, struct move_effect *e)
{
	int16_t libs[4], heads[4];
	int nl = 0, nh = 0;

	e->captures = false;
	e->size = 1;
	board_foreach_neighbor(b, p, nb) {
		enum color d = board_at(b, nb);
		int h = b->head[nb];

		if (d == EMPTY) {
			bool seen = nl >= 2;

			for (int i = 0; i < nl && !seen; i++)
				seen = libs[i] == nb;
			if (!seen)
				libs[nl++] = (int16_t)nb;
			continue;
		}
		if (d == BOARD_OFF || seen_chain(heads, &nh, h))
			continue;
		/* a liberty is next to at most four stones: more than 8
		 * pseudo-liberties are 3 liberties or more, more than 4 are
		 * 2 or more (no walk needed) */
		if (d == color) {
			e->size += b->nstones[h];
			if (nl < 2)
				nl = b->plibs[h] > 8 ? 2 : add_libs(b, h, p, libs, nl, 2);
		} else if (b->plibs[h] <= 4 && add_libs(b, h, NO_POINT, (int16_t[2]){ 0 }, 0, 2) == 1) {
			e->captures = true;
		}
	}
	e->libs = nl;
}

/* The size of the biggest enemy chain color at p would put in atari, 0 if
 * none (asked only when the policy needs it: it costs liberty walks). */
static int atari_size(const struct board *b, enum color color, int p)
{
	int16_t heads[4];
	int nh = 0, size = 0;

	board_foreach_neighbor(b, p, nb) {
		int h = b->head[nb];

		if (board_at(b, nb) != color_other(color) || seen_chain(heads, &nh, h) ||
		    b->plibs[h] > 8)
			continue;
		if (add_libs(b, h, NO_POINT, (int16_t[3]){ 0 }, 0, 3) == 2 && b->nstones[h] > size)
			size = b->nstones[h];
	}
	return size;
}

bool playout_allows(const struct playout *po, enum color color, int p)
{
	const struct board *b = &po->b;
	struct move_effect e;
	int empties = 0, atari;
	bool closed;

	if ((p == b->ko_point && color == b->ko_color) ||
	    playout_banned(b, po->bans, po->nbans, color, p))
		return false;
	/* two empty neighbours: no eye, no suicide, no self-atari */
	board_foreach_neighbor(b, p, nb)
		empties += board_at(b, nb) == EMPTY;
	if (empties >= 2 && !(po->closed && po->closed[p] == color))
		return true;
	if (true_eye(b, color, p))
		return false;
	move_effect(b, color, p, &e);
	if (e.captures)
		return true;
	if (e.libs == 0)
		return false; /* suicide */
	closed = po->closed && po->closed[p] == color;
	if (!closed && (e.libs >= 2 || e.size == 1))
		return true;
	atari = atari_size(b, color, p);
	if (closed && atari == 0)
		return false;
	/* self-atari: a one-stone throw-in, or a sacrifice that ataris a
	 * chain two stones bigger (the bent four); never a seki's shared
	 * liberty */
	return e.libs >= 2 || e.size == 1 || atari >= e.size + 2;
}

/* Is p in an eye space of color's that the opponent has not opened? */
static bool eye_locked(const struct playout *po, enum color color, int p)
{
	int id = po->eyes ? po->eyes->id[p] : 0;

	return id && po->eyes->owner[id] == color && !po->opened[id];
}

/* Add p to cand[] (n of them) if it is an empty point not seen yet. */
static void add_candidate(const struct board *b, int p, uint8_t *seen, int16_t *cand, int *n)
{
	if (p >= 0 && board_on(b, p) && board_at(b, p) == EMPTY && !seen[p]) {
		seen[p] = 1;
		cand[(*n)++] = (int16_t)p;
	}
}

/* The points where the opponent's last move (no capture) or pass can have
 * allowed a point to color, which had none: the move's neighbours and
 * diagonals (an eye made false), the liberties of its chain (a capture or
 * an atari now; a ko ban ended), color's eye space it entered, and the ko
 * point it ended.  Returns how many. */
static int candidates(const struct playout *po, enum color color, int16_t *cand)
{
	const struct board *b = &po->b;
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int q = po->since, n = 0, id;

	add_candidate(b, po->since_ko, seen, cand, &n);
	if (q < 0)
		return n;
	for (int k = 0; k < 4; k++) {
		add_candidate(b, q + b->nbr[k], seen, cand, &n);
		/* the diagonals: west and east, each with south and north */
		add_candidate(b, q + b->nbr[k / 2] + b->nbr[2 + k % 2], seen, cand, &n);
	}
	board_foreach_stone(b, b->head[q], s)
		board_foreach_neighbor(b, s, lib)
			add_candidate(b, lib, seen, cand, &n);
	id = po->eyes ? po->eyes->id[q] : 0;
	if (id && po->eyes->owner[id] == color)
		for (int i = po->eyes->first[id]; i < po->eyes->first[id + 1]; i++)
			add_candidate(b, po->eyes->pts[i], seen, cand, &n);
	return n;
}

/* A random allowed point for color: the first from a random start in the
 * list of empty points, or PASS.  A colour stuck since its last turn looks
 * only at the candidates(), with the same answer. */
static int playout_choose(const struct playout *po, enum color color, uint64_t *rng)
{
	int n = po->nempty, start, best = PASS, bestd = n;
	int16_t cand[BOARD_MAX_POINTS];

	if (n == 0)
		return PASS;
	start = (int)rng_below(rng, (unsigned)n);
	if (!po->stuck[color] || po->since_captured) {
		for (int i = 0; i < n; i++) {
			int p = po->empty[(start + i) % n];

			if (!eye_locked(po, color, p) && playout_allows(po, color, p))
				return p;
		}
		return PASS;
	}
	for (int i = 0, nc = candidates(po, color, cand); i < nc; i++) {
		int p = cand[i], d = (po->where[p] - start + n) % n;

		if (d < bestd && !eye_locked(po, color, p) && playout_allows(po, color, p)) {
			best = p;
			bestd = d;
		}
	}
	return best;
}

int playout_atari_point(const struct board *b, int p)
{
	int16_t libs[2];

	if (b->plibs[b->head[p]] > 4)
		return NO_POINT; /* two liberties or more */
	return add_libs(b, b->head[p], NO_POINT, libs, 0, 2) == 1 ? libs[0] : NO_POINT;
}

/* An answer inside color's eye space where the opponent has just played
 * (last): a random allowed point of it, else NO_POINT. */
static int local_answer(const struct playout *po, enum color color, int last, uint64_t *rng)
{
	const struct playout_eyes *eyes = po->eyes;
	int id = eyes ? eyes->id[last] : 0, first, n;

	if (!id || eyes->owner[id] != color)
		return NO_POINT;
	first = eyes->first[id];
	n = eyes->first[id + 1] - first;
	for (int start = (int)rng_below(rng, (unsigned)n), i = 0; i < n; i++) {
		int p = eyes->pts[first + (start + i) % n];

		if (board_at(&po->b, p) == EMPTY && playout_allows(po, color, p))
			return p;
	}
	return NO_POINT;
}

/* An answer to the opponent's move at last: capture it if it stands in
 * atari, else save a chain of color it put in atari (capture a neighbour
 * in atari, or extend); NO_POINT if there is none the policy allows. */
static int playout_answer(const struct playout *po, enum color color, int last, uint64_t *rng)
{
	const struct board *b = &po->b;
	int lib;

	if (last < 0 || board_at(b, last) != color_other(color))
		return NO_POINT;
	lib = playout_atari_point(b, last);
	if (lib != NO_POINT && playout_allows(po, color, lib))
		return lib;
	board_foreach_neighbor(b, last, nb) {
		if (board_at(b, nb) != color || (lib = playout_atari_point(b, nb)) == NO_POINT)
			continue;
		board_foreach_stone(b, b->head[nb], q)
			board_foreach_neighbor(b, q, e) {
				int cap;

				if (board_at(b, e) == color_other(color) &&
				    (cap = playout_atari_point(b, e)) != NO_POINT &&
				    playout_allows(po, color, cap))
					return cap;
			}
		if (playout_allows(po, color, lib))
			return lib;
	}
	return local_answer(po, color, last, rng);
}

/* Lift color's oldest live ban: the pass Art. 7-2 asks for.  Was there one? */
static bool lift_ban(struct playout *po, enum color color)
{
	for (int i = 0; i < po->nbans; i++)
		if (po->bans[i].color == color && playout_ban_live(&po->b, &po->bans[i])) {
			po->bans[i] = po->bans[--po->nbans];
			return true;
		}
	return false;
}

/* Play color at p on the playout's board, keeping the empty list and
 * banning the recapture of a ko just taken. */
static int playout_move(struct playout *po, enum color color, int p)
{
	struct board_undo u;
	int ko;

	board_play(&po->b, color, p, &u);
	empty_remove(po, p);
	if (po->eyes && po->eyes->id[p] && po->eyes->owner[po->eyes->id[p]] != color)
		po->opened[po->eyes->id[p]] = 1;
	for (int i = 0; i < u.ncaptured; i++)
		empty_add(po, u.captured[i]);
	if (u.ncaptured == 1 &&
	    (ko = playout_ko_at(&po->b, color_other(color), p)) != NO_POINT)
		playout_ban(po, color_other(color), ko, p);
	return u.ncaptured;
}

void playout_run(struct playout *po, enum color first, uint64_t *rng)
{
	int limit = 3 * po->b.size * po->b.size, passes = 0;
	enum color c = first == WHITE ? WHITE : BLACK;

	int last = NO_POINT;

	for (int m = 0; m < limit && passes < 2; m++, c = color_other(c)) {
		int p = playout_answer(po, c, last, rng), ko = po->b.ko_point;

		if (p == NO_POINT)
			p = playout_choose(po, c, rng);
		last = p;
		po->since = p;
		po->since_ko = ko;
		po->since_captured = false;
		po->stuck[c] = p == PASS;
		if (p != PASS) {
			po->since_captured = playout_move(po, c, p) > 0;
			passes = 0;
		} else {
			board_play(&po->b, c, PASS, NULL); /* ends the simple ko */
			if (lift_ban(po, c))
				po->stuck[c] = false; /* the ko is open to it again */
			else
				passes++;
		}
	}
}

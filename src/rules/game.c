/*
 * game.c — the record of a game and the rules that depend on it: turn,
 * phase, positional superko (Chinese rules), handicap, komi, undo.
 *
 * The board decides occupation, simple ko and suicide; this file adds what
 * needs the history.  Under Chinese rules no whole-board position may repeat
 * (Chinese rules, general rule 6: positional superko); under Japanese rules
 * only the simple ko of Art. 6 applies, and repetitions are merely counted
 * (Art. 12).  The end of the game is endgame.c, built on this file: it is
 * reached only through g->hooks (game.h).
 */
#include "rules/game.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"

/* ---- position multiset ---- */

void poshash_init(struct poshash *h)
{
	memset(h, 0, sizeof *h);
}

void poshash_free(struct poshash *h)
{
	free(h->keys);
	free(h->counts);
	poshash_init(h);
}

void poshash_clear(struct poshash *h)
{
	if (h->cap) {
		memset(h->keys, 0, h->cap * sizeof *h->keys);
		memset(h->counts, 0, h->cap * sizeof *h->counts);
	}
	h->used = 0;
}

/* Slot of key, or of the first never-used slot where it would go.  A slot
 * whose count dropped to 0 keeps its key, so probing goes on past it. */
static size_t poshash_slot(const struct poshash *h, uint64_t key)
{
	size_t mask = h->cap - 1, i = (size_t)(key ^ (key >> 29)) & mask;

	while (h->keys[i] != key && (h->keys[i] != 0 || h->counts[i] != 0))
		i = (i + 1) & mask;
	return i;
}

static void poshash_rehash(struct poshash *h, size_t cap)
{
	struct poshash old = *h;

	h->cap = cap;
	h->used = 0;
	h->keys = xcalloc(cap, sizeof *h->keys);
	h->counts = xcalloc(cap, sizeof *h->counts);
	for (size_t i = 0; i < old.cap; i++)
		if (old.counts[i]) {
			size_t j = poshash_slot(h, old.keys[i]);

			h->keys[j] = old.keys[i];
			h->counts[j] = old.counts[i];
			h->used++;
		}
	free(old.keys);
	free(old.counts);
}

int poshash_add(struct poshash *h, uint64_t key)
{
	size_t i;

	if (key == 0)
		key = 1; /* 0 marks a free slot; the empty board maps here */
	if ((h->used + 1) * 2 > h->cap)
		poshash_rehash(h, h->cap ? h->cap * 2 : 256);
	i = poshash_slot(h, key);
	if (h->keys[i] != key) {
		h->keys[i] = key;
		h->used++;
	}
	return (int)++h->counts[i];
}

void poshash_remove(struct poshash *h, uint64_t key)
{
	size_t i;

	if (key == 0)
		key = 1;
	if (!h->cap)
		return;
	i = poshash_slot(h, key);
	if (h->keys[i] == key && h->counts[i] > 0)
		h->counts[i]--;
}

unsigned poshash_count(const struct poshash *h, uint64_t key)
{
	size_t i;

	if (key == 0)
		key = 1;
	if (!h->cap)
		return 0;
	i = poshash_slot(h, key);
	return h->keys[i] == key ? h->counts[i] : 0;
}

/* ---- game ---- */

double game_default_komi(enum rules rules, int handicap)
{
	if (rules == RULES_CAPTURE)
		return 0.0; /* nothing is counted when a capture ends the game */
	if (handicap >= 2)
		return rules == RULES_CHINESE ? 0.0 : 0.5;
	return rules == RULES_CHINESE ? 7.5 : 6.5;
}

double game_handicap_giveback(const struct game *g)
{
	return g->rules == RULES_CHINESE && g->handicap >= 2 ? g->handicap : 0.0;
}

/* The history is keyed by position and player to move (Art. 12 counts a
 * repetition with the same player to move); positional superko asks for
 * both players' keys. */
static uint64_t situation_key(uint64_t hash, enum color to_move)
{
	return to_move == WHITE ? hash ^ 0x6a09e667f3bcc909ULL : hash;
}

static void record_position(struct game *g)
{
	poshash_add(&g->history, situation_key(g->board.hash, g->to_move));
}

void game_reset_history(struct game *g)
{
	poshash_clear(&g->history);
	record_position(g);
}

/* All but the board, whose points board_init sets as far as the size goes
 * (a record of a collection replayed is a game_init and a game_free: they
 * clear only what is used, issue 25). */
_Static_assert(offsetof(struct game, board) == 0, "game_zero: the board comes first");

static void game_zero(struct game *g)
{
	memset(&g->board + 1, 0, sizeof *g - sizeof g->board);
}

int game_init(struct game *g, int size, enum rules rules)
{
	game_zero(g);
	if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE) {
		board_init(&g->board, BOARD_MIN_SIZE); /* defined, for game_free */
		return -1;
	}
	poshash_init(&g->history);
	board_init(&g->board, size);
	g->rules = rules;
	g->komi = game_default_komi(rules, 0);
	game_clear_record(g);
	return 0;
}

void game_free(struct game *g)
{
	free(g->moves);
	free(g->captured);
	poshash_free(&g->history);
	if (g->hooks)
		g->hooks->release(g);
	game_zero(g);
}

void game_clear(struct game *g)
{
	board_clear(&g->board);
	game_clear_record(g);
}

void game_clear_record(struct game *g)
{
	g->nmoves = 0;
	g->ncaptured = 0;
	g->handicap = 0;
	g->to_move = BLACK;
	g->phase = PHASE_PLAYING;
	g->passes = 0;
	memset(&g->result, 0, sizeof g->result);
	game_reset_history(g);
	if (g->hooks)
		g->hooks->reset(g);
	g->moves_before_setup = 0;
}

bool game_set_size(struct game *g, int size)
{
	if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE)
		return false;
	board_init(&g->board, size);
	game_clear(g);
	return true;
}

void game_set_rules(struct game *g, enum rules rules)
{
	g->rules = rules;
	g->komi = game_default_komi(rules, g->handicap);
}

void game_set_komi(struct game *g, double komi)
{
	g->komi = komi;
}

int handicap_points(int size, int n, int *out, char **cause)
{
	struct board b;
	int e, lo, hi, mid, k = 0;

	board_init(&b, size);
	e = size >= 13 ? 3 : 2;
	lo = e;
	hi = size - 1 - e;
	mid = size / 2;
	if (n < 2 || n > 9) {
		cause_set(cause, "%s", _("the handicap must be 2 to 9 stones"));
		return -1;
	}
	if (size < 7 || (n > 4 && (size % 2 == 0 || size == 7))) {
		cause_set(cause, "%s", _("that many handicap stones have no standard places on this board size"));
		return -1;
	}
	/* GTP order: the two opposite corners, then the others, centre for odd n. */
	out[k++] = board_point(&b, lo, lo);
	out[k++] = board_point(&b, hi, hi);
	if (n >= 3)
		out[k++] = board_point(&b, lo, hi);
	if (n >= 4)
		out[k++] = board_point(&b, hi, lo);
	if (n >= 6) {
		out[k++] = board_point(&b, lo, mid);
		out[k++] = board_point(&b, hi, mid);
	}
	if (n >= 8) {
		out[k++] = board_point(&b, mid, lo);
		out[k++] = board_point(&b, mid, hi);
	}
	if (n % 2 == 1 && n >= 5)
		out[k++] = board_point(&b, mid, mid);
	return k;
}

static bool board_is_empty_game(const struct game *g)
{
	return g->nmoves == 0 && board_count_stones(&g->board, BLACK) == 0 &&
	       board_count_stones(&g->board, WHITE) == 0;
}

int game_free_handicap(struct game *g, const int *pts, int n, char **cause)
{
	if (!board_is_empty_game(g)) {
		cause_set(cause, "%s", _("handicap stones go on an empty board before the first move"));
		return -1;
	}
	if (n < 2 || n > g->board.size * g->board.size - 1) {
		cause_set(cause, "%s", _("the handicap must be at least 2 stones"));
		return -1;
	}
	for (int i = 0; i < n; i++) {
		if (!board_on(&g->board, pts[i]) || board_at(&g->board, pts[i]) != EMPTY ||
		    !board_setup(&g->board, pts[i], BLACK)) {
			cause_set(cause, "%s", _("a handicap stone must go on an empty point of the board"));
			game_clear(g);
			return -1;
		}
	}
	g->handicap = n;
	g->to_move = WHITE;
	game_reset_history(g);
	return n;
}

int game_fixed_handicap(struct game *g, int n, char **cause)
{
	int pts[9], k = handicap_points(g->board.size, n, pts, cause);

	if (k < 0)
		return -1;
	return game_free_handicap(g, pts, k, cause);
}

enum move_status game_legal(const struct game *g, enum color color, int p)
{
	enum move_status st;

	if (color != BLACK && color != WHITE)
		return MOVE_OFF_BOARD;
	if (g->phase == PHASE_FINISHED)
		return MOVE_GAME_OVER;
	if (g->phase != PHASE_PLAYING)
		return MOVE_GAME_STOPPED;
	st = board_legal(&g->board, color, p);
	if (st != MOVE_OK || p == PASS)
		return st;
	if (g->rules == RULES_CHINESE &&
	    game_position_count(g, board_hash_after(&g->board, color, p)) > 0)
		return MOVE_SUPERKO;
	return MOVE_OK;
}

enum move_status game_play(struct game *g, enum color color, int p)
{
	struct board_undo u;
	enum move_status st = game_legal(g, color, p);
	struct game_move *m;

	if (st != MOVE_OK)
		return st;
	board_play(&g->board, color, p, &u);
	g->moves = xgrow(g->moves, &g->cap_moves, (size_t)g->nmoves + 1, sizeof *g->moves);
	g->captured = xgrow(g->captured, &g->cap_captured, g->ncaptured + (size_t)u.ncaptured,
	                    sizeof *g->captured);
	m = &g->moves[g->nmoves++];
	m->point = (int16_t)p;
	m->color = color;
	m->ko_point = (int16_t)u.ko_point;
	m->ko_color = u.ko_color;
	m->passes = g->passes;
	m->cap_start = (uint32_t)g->ncaptured;
	m->ncap = (uint16_t)u.ncaptured;
	if (u.ncaptured)
		memcpy(g->captured + g->ncaptured, u.captured,
		       (size_t)u.ncaptured * sizeof *u.captured);
	g->ncaptured += (size_t)u.ncaptured;
	g->to_move = color_other(color);
	if (p == PASS) {
		if (++g->passes >= 2)
			g->phase = PHASE_STOPPED; /* Art. 9-1 */
	} else {
		g->passes = 0;
		record_position(g);
	}
	if (g->rules == RULES_CAPTURE && u.ncaptured > 0) {
		/* Capture Go: the first capture wins; game_undo_move() takes
		 * the end back with the move */
		g->phase = PHASE_FINISHED;
		g->result.kind = RESULT_CAPTURE;
		g->result.winner = color;
		g->result.margin = 0;
	}
	return MOVE_OK;
}

enum move_status game_play_turn(struct game *g, enum color color, int p)
{
	enum move_status st = game_legal(g, color, p);

	if (st == MOVE_OK && color != g->to_move)
		return MOVE_NOT_YOUR_TURN;
	if (st != MOVE_OK)
		return st;
	return game_play(g, color, p);
}

bool game_undo_move(struct game *g)
{
	struct board_undo u;
	struct game_move *m;

	if (g->nmoves == 0)
		return false;
	m = &g->moves[--g->nmoves];
	if (m->point != PASS)
		poshash_remove(&g->history, situation_key(g->board.hash, color_other(m->color)));
	u.point = m->point;
	u.color = m->color;
	u.ko_point = m->ko_point;
	u.ko_color = m->ko_color;
	u.ncaptured = m->ncap;
	if (m->ncap)
		memcpy(u.captured, g->captured + m->cap_start, m->ncap * sizeof *u.captured);
	g->ncaptured = m->cap_start;
	board_undo(&g->board, &u);
	g->to_move = m->color;
	/* the count as it was: passes before a resumption do not count
	 * (Art. 9-3), and the resumption had set it to 0 */
	g->passes = m->passes;
	g->phase = PHASE_PLAYING;
	memset(&g->result, 0, sizeof g->result);
	return true;
}

bool game_undo(struct game *g)
{
	if (g->phase == PHASE_FINISHED && g->end.final)
		return false; /* a confirmed result (Art. 10-4) */
	if (g->hooks && g->hooks->undo(g))
		return true;
	return game_undo_move(g);
}

char *game_result_text(const struct game *g, char *buf, size_t len)
{
	return result_format(&g->result, RESULT_FORM_PEOPLE, buf, len);
}

int game_last_move(const struct game *g)
{
	return g->nmoves ? g->moves[g->nmoves - 1].point : NO_POINT;
}

unsigned game_position_count(const struct game *g, uint64_t hash)
{
	return poshash_count(&g->history, situation_key(hash, BLACK)) +
	       poshash_count(&g->history, situation_key(hash, WHITE));
}

unsigned game_situation_count(const struct game *g)
{
	return poshash_count(&g->history, situation_key(g->board.hash, g->to_move));
}

/* ---- SGF records: setup stones (see game.h) ---- */

int game_setup(struct game *g, const int *points, int n, enum color color)
{
	int refused = 0;

	for (int i = 0; i < n; i++)
		if (!board_place(&g->board, points[i], color))
			refused++;
	/* once per setup, not per stone: the chains in a recount's order, as
	 * after board_setup (the estimate's seeded playouts follow that order,
	 * so a record's position keeps its estimate) */
	if (n > 0)
		board_recount(&g->board);
	g->moves_before_setup += g->nmoves;
	g->nmoves = 0;
	g->ncaptured = 0;
	g->passes = 0;
	game_reset_history(g);
	if (g->hooks)
		g->hooks->reset(g); /* its events are tagged with move counts of the old record */
	return refused;
}

void game_start_board(const struct game *g, struct board *out)
{
	*out = g->board;
	for (int i = g->nmoves - 1; i >= 0; i--) {
		const struct game_move *m = &g->moves[i];
		struct board_undo u;

		u.point = m->point;
		u.color = (enum color)m->color;
		u.ko_point = m->ko_point;
		u.ko_color = (enum color)m->ko_color;
		u.ncaptured = m->ncap;
		memcpy(u.captured, g->captured + m->cap_start, m->ncap * sizeof *u.captured);
		board_undo(out, &u);
	}
}

/*
 * view.c — the play screen: the board, the status area, the message line.
 *
 * Layout (80×24 holds 21×21): the board block at the top left is
 * 2·size+5 cells wide and size+2 rows high, in the layout of GTP showboard
 * (row numbers in columns 0–1, point c at column 3+2c, letters above and
 * below).  The status area sits to the right of it, or below it when the
 * terminal is narrow but tall; the last row is the message line, which the
 * ':' command line takes over while it is open.
 *
 * The cursor is the terminal's own cursor, parked on the point: moving it
 * costs a cursor-address sequence and nothing else.  While the command line
 * has the terminal cursor, the board cursor is drawn as [ ] instead.  The
 * last move is marked ( ), the way GNU Go's ASCII board does, so a screen
 * capture still reads X O . + at the points.
 *
 * The status area is drawn in blocks, top down (the players, the rules, the
 * news of play or the end of the game, the beginner aids; in review the
 * move, the next one and the comment), then a foot at its bottom rows (whose
 * turn, the last move, the keys).  All of the screen's state is the
 * struct view in the ui.
 */
#include "base/i18n.h"

#include <curses.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "record/problem.h"
#include "record/review.h"
#include "analysis/estimate.h"
#include "rules/score.h"
#include "ui/ui_int.h"
#include "base/util.h"

#define STATUS_MIN_W 26
#define STATUS_MIN_H 10
/* A side of a separator cell with no point: the edge of the board. */
#define NO_SIDE INT_MIN

/* The game on the board: the game in play, or the reviewed position. */
static const struct game *view_game(const struct ui *u)
{
	return u->ctx.review ? &u->ctx.review->game : u->game;
}

void view_layout(struct ui *u)
{
	struct view *v = &u->view;
	int n = view_game(u)->board.size, bw = 2 * n + 5, bh = n + 2;

	v->too_small = false;
	v->bx = v->by = 0;
	v->my = LINES - 1;
	if (COLS >= bw + 1 + STATUS_MIN_W && LINES >= (bh > STATUS_MIN_H ? bh : STATUS_MIN_H) + 1) {
		v->sx = bw + 1;
		v->sy = 0;
		v->sw = COLS - v->sx;
		v->sh = LINES - 1;
	} else if (COLS >= (bw > STATUS_MIN_W ? bw : STATUS_MIN_W) && LINES >= bh + STATUS_MIN_H + 1) {
		v->sx = 0;
		v->sy = bh;
		v->sw = COLS;
		v->sh = LINES - 1 - bh;
	} else {
		v->too_small = true;
	}
}

static int point_y(const struct ui *u, int p)
{
	const struct board *b = &view_game(u)->board;

	return u->view.by + 1 + (b->size - 1 - board_row(b, p));
}

static int point_x(const struct ui *u, int p)
{
	return u->view.bx + 3 + 2 * board_col(&view_game(u)->board, p);
}

bool view_point_at(const struct ui *u, int y, int x, int *point)
{
	const struct view *v = &u->view;
	const struct board *b = &view_game(u)->board;
	int col = (x - v->bx - 3 + 1) / 2, row = b->size - 1 - (y - v->by - 1);

	if (v->too_small || x < v->bx + 2 || col < 0 || col >= b->size || row < 0 ||
	    row >= b->size)
		return false;
	*point = board_point(b, col, row);
	return true;
}

/* ---- the board ---- */

static void put_glyph(int y, int x, const wchar_t *glyph, attr_t attr, short pair)
{
	cchar_t cc;

	setcchar(&cc, glyph, attr, pair, NULL);
	mvadd_wch(y, x, &cc);
}

/* The grid glyph of an empty point in Unicode. */
static const wchar_t *grid_glyph(const struct board *b, int p)
{
	int n = b->size, c = board_col(b, p), r = board_row(b, p);

	if (board_is_star(b, p))
		return L"╋";
	if (r == n - 1)
		return c == 0 ? L"┌" : c == n - 1 ? L"┐" : L"┬";
	if (r == 0)
		return c == 0 ? L"└" : c == n - 1 ? L"┘" : L"┴";
	return c == 0 ? L"├" : c == n - 1 ? L"┤" : L"┼";
}

/* Mark every stone whose chain has exactly one liberty. */
static void find_atari(const struct board *b, bool *atari)
{
	bool seen[BOARD_MAX_POINTS] = { false };
	int16_t stones[BOARD_MAX_SIZE * BOARD_MAX_SIZE];

	memset(atari, 0, BOARD_MAX_POINTS * sizeof *atari);
	board_foreach_point(b, p) {
		int k;
		bool one;

		if (board_at(b, p) == EMPTY || seen[p])
			continue;
		one = board_liberties(b, p) == 1;
		k = board_chain_stones(b, p, stones);
		for (int i = 0; i < k; i++) {
			seen[stones[i]] = true;
			atari[stones[i]] = one;
		}
	}
}

/* The point color may not take because of ko, or NO_POINT. */
static int ko_point(const struct game *g)
{
	const struct board *b = &g->board;

	if (b->ko_point >= 0 && b->ko_color == g->to_move && g->phase == PHASE_PLAYING &&
	    board_legal(b, g->to_move, b->ko_point) == MOVE_KO)
		return b->ko_point;
	return NO_POINT;
}

static void draw_letters(const struct ui *u, const struct board *b, int y, attr_t attr,
                         short pair)
{
	char line[2 * BOARD_MAX_SIZE + 8];
	int k = 0;

	line[k++] = ' ', line[k++] = ' ', line[k++] = ' ';
	for (int c = 0; c < b->size; c++) {
		line[k++] = board_col_letter(c);
		line[k++] = ' ';
	}
	line[k++] = ' ', line[k++] = ' ';
	line[k] = '\0';
	attr_set(attr, pair, NULL);
	mvaddstr(y, u->view.bx, line);
}

/* The glyph of p on the map of the count (end of game), or NULL for the
 * ordinary one: x o dead stones, b w (▪ ▫) territory, s seki eye, - (·) dame.
 * Letters, so the map reads without colour. */
static const wchar_t *map_glyph(const struct ui *u, int p, attr_t *a)
{
	const struct score *sc = &u->view.score;
	bool ascii = u->opt.ascii;

	switch ((enum score_kind)sc->kind[p]) {
	case SCORE_STONE:
	case SCORE_SEKI_STONE: return NULL;
	case SCORE_REMOVED:
	case SCORE_DEAD_STAYS:
		*a |= A_DIM;
		return board_at(&view_game(u)->board, p) == BLACK ? L"x" : L"o";
	case SCORE_TERRITORY:
		if (sc->owner[p] == BLACK)
			return ascii ? L"b" : L"▪";
		return ascii ? L"w" : L"▫";
	case SCORE_SEKI_EYE: return L"s";
	case SCORE_DAME: return ascii ? L"-" : L"·";
	}
	return NULL;
}

/* The glyph of p under the :estimate aid, or NULL for the ordinary one:
 * x o (dim) stones guessed dead, b w (▪ ▫) empty points owned in three
 * playouts of four — the map's letters, so it reads without colour. */
static const wchar_t *aid_glyph(const struct ui *u, const struct estimate *e, int p, attr_t *a)
{
	enum color s = board_at(&u->game->board, p);

	if (s != EMPTY && e->dead[p]) {
		*a |= A_DIM;
		return s == BLACK ? L"x" : L"o";
	}
	if (s != EMPTY)
		return NULL;
	if (e->owner[p] >= 50)
		return u->opt.ascii ? L"b" : L"▪";
	if (e->owner[p] <= -50)
		return u->opt.ascii ? L"w" : L"▫";
	return NULL;
}

/* Is p a ko the player to move may not retake in the open confirmation? */
static bool confirm_banned(const struct confirmation *cf, int p)
{
	for (int i = 0; cf && i < cf->nbans; i++)
		if (cf->bans[i].point == p && cf->bans[i].color == cf->to_move &&
		    board_at(&cf->board, p) == EMPTY)
			return true;
	return false;
}

/* What one drawing of the board marks. */
struct board_marks {
	const struct board *b;            /* the game's, or a confirmation's copy */
	const struct confirmation *cf;    /* the open confirmation, or NULL */
	const struct estimate *aid;       /* the :estimate aid shown, or NULL */
	int last;                         /* the last move */
	int ko;                           /* the ko point shown (aids), or NO_POINT */
	int next;                         /* review: the chosen next move's point, or NO_POINT */
	bool atari[BOARD_MAX_POINTS];     /* stones in atari (aids) */
	const struct review_marks *rm;    /* the node's marks, or NULL */
	/* Text drawn over a point (a label, a move number): its cell, and the
	 * separator cells left and right of it ('\0': none), with attributes. */
	wchar_t center[BOARD_MAX_POINTS][2], left[BOARD_MAX_POINTS][2],
		right[BOARD_MAX_POINTS][2];
	attr_t text_attr[BOARD_MAX_POINTS];
};

/* The glyph of a mark of the record (TR SQ CR MA) on a point holding s.
 * Unicode: filled shapes on black stones, readable without colour.  ASCII:
 * ^ # @ % on an empty point, no letter (a letter is a label); on a stone the
 * stone stays and the mark stands in the cell left of it (text_prepare). */
static const wchar_t *mark_glyph(const struct ui *u, enum review_mark k, enum color s)
{
	static const wchar_t *const uni[3][4] = {
		{ L"△", L"□", L"◌", L"╳" }, { L"▲", L"■", L"◉", L"✖" }, { L"◬", L"▣", L"◎", L"⊗" },
	};
	static const wchar_t *const asc[4] = { L"^", L"#", L"@", L"%" };

	return u->opt.ascii ? asc[k - REVIEW_MARK_TRIANGLE] : uni[s][k - REVIEW_MARK_TRIANGLE];
}

/* Put text (1 to 3 cells) over p: one character on the point, two ending
 * on it (the first in the cell to its left), three around it. */
static void text_over(struct board_marks *m, int p, const wchar_t *t, int n, attr_t a)
{
	wchar_t *cells[3] = { m->left[p], m->center[p], m->right[p] };
	int first = n == 1 ? 1 : 0;

	for (int i = 0; i < n && first + i < 3; i++)
		cells[first + i][0] = t[i], cells[first + i][1] = L'\0';
	m->text_attr[p] = a;
}

/* A label's characters as wide characters, each one cell wide (? for
 * any other, and in ASCII for one outside ASCII); returns how many. */
static int label_cells(const struct ui *u, const char *utf8, wchar_t *out)
{
	mbstate_t st;
	int n = 0;
	size_t k;

	memset(&st, 0, sizeof st);
	while (*utf8 && n < 3 && (k = mbrtowc(&out[n], utf8, strlen(utf8), &st)) > 0 &&
	       k <= MB_LEN_MAX) {
		if (wcwidth(out[n]) != 1 || (u->opt.ascii && out[n] > 0x7e))
			out[n] = L'?';
		utf8 += k;
		n++;
	}
	return n;
}

/* The text over the points: labels (bold; reversed on a black stone,
 * underlined on a white one), the move numbers of the overlay (num), and
 * in ASCII the marks on stones. */
static void text_prepare(const struct ui *u, struct board_marks *m, const int *num)
{
	const struct board *b = m->b;

	memset(m->center, 0, sizeof m->center);
	memset(m->left, 0, sizeof m->left);
	memset(m->right, 0, sizeof m->right);
	board_foreach_point(b, p) {
		enum color s = board_at(b, p);
		enum review_mark k = m->rm ? (enum review_mark)m->rm->kind[p] : REVIEW_MARK_NONE;
		attr_t a = A_BOLD | (s == BLACK ? A_REVERSE : s == WHITE ? A_UNDERLINE : 0);
		wchar_t t[4];

		if (num && num[p] && s != EMPTY) {
			int v = num[p] % 100;

			t[0] = (wchar_t)(L'0' + v / 10), t[1] = (wchar_t)(L'0' + v % 10);
			text_over(m, p, num[p] < 10 ? t + 1 : t, num[p] < 10 ? 1 : 2, a);
		} else if (k == REVIEW_MARK_LABEL) {
			text_over(m, p, t, label_cells(u, m->rm->label[p], t), a);
		} else if (k != REVIEW_MARK_NONE && s != EMPTY && u->opt.ascii) {
			m->left[p][0] = mark_glyph(u, k, s)[0];
			m->text_attr[p] = A_BOLD;
		}
	}
}

/* A mark of the record at p, or NULL: a shape; a point dimmed by DD is
 * drawn dim, and so that it reads without colour: its stone as x or o, an
 * empty point as a middle dot (a comma in ASCII). */
static const wchar_t *record_mark(const struct ui *u, const struct board_marks *m, int p,
                                  enum color s, attr_t *a)
{
	enum review_mark k = m->rm ? (enum review_mark)m->rm->kind[p] : REVIEW_MARK_NONE;

	if (m->center[p][0]) {
		*a = (*a & ~(A_REVERSE | A_UNDERLINE)) | m->text_attr[p];
		return m->center[p];
	}
	if (k != REVIEW_MARK_NONE && k != REVIEW_MARK_LABEL && !(u->opt.ascii && s != EMPTY))
		return mark_glyph(u, k, s);
	if (m->rm && m->rm->dim[p]) {
		*a |= A_DIM;
		return s == BLACK ? L"x" : s == WHITE ? L"o" : u->opt.ascii ? L"," : L"·";
	}
	if (p == m->next && s == EMPTY) /* review: where the chosen variation plays next; in
	                                    the board's attributes, so a step switches none */
		return u->opt.ascii ? L"*" : L"◇";
	return NULL;
}

/* The glyph of point p and its attributes added to *a. */
static const wchar_t *point_glyph(const struct ui *u, const struct board_marks *m, int p,
                                  attr_t *a)
{
	const struct board *b = m->b;
	bool ascii = u->opt.ascii;
	enum color s = board_at(b, p);
	const wchar_t *glyph;

	if (s == EMPTY && cmd_free_pending(&u->ctx, p))
		s = BLACK;
	if (u->view.map && (glyph = map_glyph(u, p, a)) != NULL)
		return glyph; /* the count after the stop */
	if (m->aid && (glyph = aid_glyph(u, m->aid, p, a)) != NULL)
		return glyph;
	if ((glyph = record_mark(u, m, p, s, a)) != NULL)
		return glyph;
	if (s == BLACK)
		return ascii ? L"X" : L"●";
	/* White is drawn in the board's own colours, as in printed diagrams:
	 * switching colours inside the board costs more bytes than the stone. */
	if (s == WHITE)
		return ascii ? L"O" : L"○";
	if (p == u->ctx.hint && u->ctx.hint_at == u->game->nmoves && !u->ctx.review) {
		*a |= A_BOLD; /* an engine's hint (cmd_engine.c), until the game moves on */
		return ascii ? L"*" : L"◇";
	}
	if (confirm_banned(m->cf, p) || p == m->ko) {
		*a |= A_UNDERLINE;
		return ascii ? (board_is_star(b, p) ? L"+" : L".") : L"×";
	}
	return ascii ? (board_is_star(b, p) ? L"+" : L".") : grid_glyph(b, p);
}

/* The separator cell between points l and r of a row (NO_SIDE at an edge):
 * ( ) around the last move, [ ] around the cursor while the command line has
 * the terminal cursor, else fill. */
static const wchar_t *separator(const struct ui *u, const struct board_marks *m, int l, int r,
                                const wchar_t *fill, attr_t *a)
{
	const wchar_t *s = fill;
	int cursor = u->ctx.cursor, last = m->last;

	if (r != NO_SIDE && m->left[r][0])
		s = m->left[r], *a = m->text_attr[r]; /* text over r begins here */
	else if (l != NO_SIDE && m->right[l][0])
		s = m->right[l], *a = m->text_attr[l];
	else if (l == last)
		s = L")";
	else if (r == last)
		s = L"(";
	else if (r != NO_SIDE && endgame_is_unsure(view_game(u), r))
		s = L"?"; /* the estimate was unsure of this stone: look */
	if (u->line.active && l == cursor)
		s = L"]";
	else if (u->line.active && r == cursor)
		s = L"[";
	return s;
}

/* Row r of the board: its number on both sides, the points and the
 * separators between them. */
static void draw_row(const struct ui *u, const struct board_marks *m, int r, attr_t battr,
                     short bpair)
{
	const struct board *b = m->b;
	int n = b->size, y = u->view.by + 1 + (n - 1 - r), x0 = u->view.bx;
	const wchar_t *glyph0;
	attr_t a0;
	char num[16];

	attr_set(battr, bpair, NULL);
	snprintf(num, sizeof num, "%2d ", r + 1);
	mvaddstr(y, x0, num);
	for (int col = 0; col < n; col++) {
		int p = board_point(b, col, r), x = x0 + 3 + 2 * col;
		int next = col + 1 < n ? board_point(b, col + 1, r) : NO_SIDE;
		attr_t a = battr;
		const wchar_t *glyph = point_glyph(u, m, p, &a);

		if (m->atari[p])
			a |= A_REVERSE;
		put_glyph(y, x, glyph, a, bpair);
		a = battr;
		glyph = separator(u, m, p, next, col == n - 1 || u->opt.ascii ? L" " : L"─", &a);
		put_glyph(y, x + 1, glyph, a, bpair);
	}
	a0 = battr;
	glyph0 = separator(u, m, NO_SIDE, board_point(b, 0, r), L" ", &a0);
	put_glyph(y, x0 + 2, glyph0, a0, bpair);
	attr_set(battr, bpair, NULL);
	snprintf(num, sizeof num, "%-2d", r + 1);
	mvaddstr(y, x0 + 2 * n + 3, num);
}

/* The point of the move the chosen variation plays next, or NO_POINT. */
static int view_next_move(const struct review *rv)
{
	const struct sgf_node *c = rv->node->child;
	int p = NO_POINT;

	for (int i = 0; i < rv->choice && c; i++)
		c = c->next;
	if (!c || review_node_move(rv, c, &p) == EMPTY || !board_on(&rv->game.board, p))
		return NO_POINT;
	return p;
}

static void draw_board(struct ui *u)
{
	const struct game *g = view_game(u);
	struct board_marks *m = xmalloc(sizeof *m);
	struct review_marks *rm = xmalloc(sizeof *rm);
	const struct review *rv = u->ctx.review;
	int *num = NULL;
	short bpair = u->color ? PAIR_BOARD : 0;

	m->cf = endgame_confirming(g);
	/* a confirmation is played on its copy: that is the board shown */
	m->b = m->cf ? &m->cf->board : &g->board;
	m->last = game_last_move(g);
	if (m->cf)
		m->last = m->cf->nmoves ? m->cf->moves[m->cf->nmoves - 1].point : NO_POINT;
	m->ko = u->ctx.aids ? ko_point(g) : NO_POINT;
	m->aid = m->cf || u->ctx.review ? NULL : cmd_estimate_shown(&u->ctx);
	m->rm = NULL;
	m->next = NO_POINT;
	if (rv && !m->cf) {
		review_marks(rv, rm);
		m->rm = rm;
		if (!rv->edit && !u->ctx.problems) /* a problem's answer stays hidden */
			m->next = view_next_move(rv);
	} else if (!m->cf) {
		m->rm = cmd_play_marks(&u->ctx);
	}
	if (u->ctx.numbers && !m->cf) {
		num = xmalloc(BOARD_MAX_POINTS * sizeof *num);
		cmd_move_numbers(&u->ctx, num);
	}
	text_prepare(u, m, num);
	free(num);
	if (u->ctx.aids)
		find_atari(m->b, m->atari);
	else
		memset(m->atari, 0, sizeof m->atari);
	draw_letters(u, m->b, u->view.by, A_NORMAL, bpair);
	draw_letters(u, m->b, u->view.by + m->b->size + 1, A_NORMAL, bpair);
	for (int r = m->b->size - 1; r >= 0; r--)
		draw_row(u, m, r, A_NORMAL, bpair);
	attr_set(A_NORMAL, 0, NULL);
	free(rm);
	free(m);
}

/* ---- the status area ---- */

static void status_line(struct ui *u, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void status_wrap(struct ui *u, const char *text);
static int status_wrap_width(const struct ui *u);

static void status_line(struct ui *u, const char *fmt, ...)
{
	struct view *v = &u->view;
	char buf[512];
	va_list ap;

	if (v->line >= v->limit)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (ui_width(buf) > v->sw) { /* wrapped, never cut at the edge … */
		const char *t = buf, *line;
		int n = 0, len;

		while (ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len))
			n++;
		if (v->line + n <= v->limit) /* … and whole or not at all */
			status_wrap(u, buf);
		return;
	}
	ui_put(v->sy + v->line, v->sx, v->sw, buf);
	v->line++;
}

static void status_blank(struct ui *u)
{
	status_line(u, "%s", "");
}

/* The width text is wrapped to (the area may be narrow). */
static int status_wrap_width(const struct ui *u)
{
	return u->view.sw > 8 ? u->view.sw : 8;
}

/* text word-wrapped over status lines */
static void status_wrap(struct ui *u, const char *text)
{
	const char *line;
	int len;

	while (ui_wrap(&text, status_wrap_width(u), ui_width, &line, &len) &&
	       u->view.line < u->view.limit) {
		char buf[512];

		snprintf(buf, sizeof buf, "%.*s", len, line);
		ui_put(u->view.sy + u->view.line++, u->view.sx, u->view.sw, buf);
	}
}

/* The status area is drawn from its top row; its last three rows are the
 * foot's. */
static void status_begin(struct ui *u)
{
	attr_set(A_NORMAL, 0, NULL);
	u->view.line = 0;
	u->view.limit = u->view.sh - 3;
	u->view.clock_row[BLACK] = u->view.clock_row[WHITE] = -1;
}

/* Blank the rest of the area above the foot and go to the foot.  Whose turn
 * and the last move sit there, next to the message line: the board rows
 * above are then written first in an update, and the terminal ends in normal
 * colours without an extra reset. */
static void status_foot(struct ui *u)
{
	struct view *v = &u->view;

	while (v->line < v->sh - 3)
		status_blank(u);
	v->limit = v->sh;
	v->line = v->sh - 3;
}

static const char *stone_glyph(const struct ui *u, enum color who)
{
	bool ascii = u->opt.ascii;

	return who == BLACK ? (ascii ? "X" : "●") : (ascii ? "O" : "○");
}

/* A player on one line: stone, colour, name and captures. */
static void status_player_line(struct ui *u, const struct board *b, enum color who)
{
	const char *name = u->ctx.name[who];
	char rest[128], shown[256];
	int room;

	/* the captures stay whole: a name too long for the line is shortened
	 * (…), or left out when there is no room for any of it */
	snprintf(rest, sizeof rest, _("%s %s%s  captured %d"), stone_glyph(u, who), color_name(who),
	         name ? ": " : "", b->captures[who]);
	room = u->view.sw - ui_width(rest);
	ui_abbrev(name ? name : "", room, u->opt.ascii ? "..." : "…", shown, sizeof shown);
	if (name && room < 4)
		/* TRANSLATORS: the player line of the status panel beside the board, 36
		   columns wide at 80 columns beside a 19×19 board (a CJK character takes
		   2 columns): the stone, the colour, the name, then the number of
		   prisoners this player has taken.  Keep it short. */
		status_line(u, _("%s %s  captured %d"), stone_glyph(u, who), color_name(who),
		            b->captures[who]);
	else
		status_line(u, _("%s %s%s%s  captured %d"), stone_glyph(u, who), color_name(who),
		            name ? ": " : "", shown, b->captures[who]);
}

/* who's clock at the row of the status area where it was drawn: the time
 * and the latest call, padded to the width so a shorter text leaves
 * nothing behind. */
static void clock_line(struct ui *u, enum color who)
{
	struct view *v = &u->view;
	char t[96], line[128];

	snprintf(line, sizeof line, "%s %s", stone_glyph(u, who),
	         cmd_clock_text(&u->ctx, who, u->opt.ascii, t, sizeof t));
	ui_put(v->sy + v->clock_row[who], v->sx, v->sw, line);
}

/* Both clocks, one line each, when the game has a clock; their rows are kept
 * so that a tick redraws them alone (view_draw_clocks). */
static void status_clocks(struct ui *u)
{
	struct view *v = &u->view;

	if (u->ctx.clock.clock.spec.system == CLOCK_NONE)
		return;
	for (enum color who = BLACK; who <= WHITE; who++) {
		if (v->line >= v->limit)
			return;
		v->clock_row[who] = v->line++;
		clock_line(u, who);
	}
}

/* A tick of the clock: only the clock cells (ncurses sends the digits
 * that changed). */
static void view_draw_clocks(struct ui *u)
{
	for (enum color who = BLACK; who <= WHITE; who++)
		if (u->view.clock_row[who] >= 0)
			clock_line(u, who);
}

/* The players: one line each at the end of the game (which needs the
 * room), else the name and the captures on two, and a blank line. */
static void status_players(struct ui *u, const struct board *b, bool compact)
{
	const struct cmd_ctx *c = &u->ctx;

	for (enum color who = BLACK; who <= WHITE; who++) {
		if (compact) {
			status_player_line(u, b, who);
			continue;
		}
		if (c->name[who])
			status_line(u, "%s %s: %s", stone_glyph(u, who), color_name(who), c->name[who]);
		else
			status_line(u, "%s %s", stone_glyph(u, who), color_name(who));
		/* TRANSLATORS: the prisoners this player has taken, on its own line of
		   the status panel (36 columns at 80; a CJK character takes 2). */
		status_line(u, _("  captured %d"), b->captures[who]);
	}
	status_clocks(u);
	if (!compact)
		status_blank(u);
}

/* During play: the handicap, and one line of end-of-game news, the most
 * pressing first. */
static void status_news(struct ui *u, const struct game *g)
{
	if (g->handicap)
		status_line(u, _("Handicap %d"), g->handicap);
	else if (g->rules == RULES_CAPTURE)
		status_line(u, "%s", _("The first capture wins"));
	else
		status_blank(u);
	if (endgame_repetition(g))
		status_line(u, "%s", _("Position repeated: :no-result (Art. 12)"));
	else if (g->end.st.warnings[BLACK] || g->end.st.warnings[WHITE])
		status_line(u, _("Warnings: Black %d, White %d (2 lose)"),
		            g->end.st.warnings[BLACK], g->end.st.warnings[WHITE]);
	else if (g->end.st.resumed_at > 0 && g->end.st.resumed_at == g->nmoves)
		status_line(u, _("Resumed at %s's request (Art. 9-3)"),
		            color_name(color_other(g->to_move)));
	else
		status_blank(u);
}

/* The chains in atari, by name: " D4 E5", or " none". */
static void atari_names(const struct board *b, char *buf, size_t size)
{
	bool atari[BOARD_MAX_POINTS], seen[BOARD_MAX_POINTS] = { false };
	int16_t stones[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
	size_t len = 0;
	char v[8];

	find_atari(b, atari);
	buf[0] = '\0';
	board_foreach_point(b, q) {
		int k;

		if (!atari[q] || seen[q])
			continue;
		k = board_chain_stones(b, q, stones);
		for (int i = 0; i < k; i++)
			seen[stones[i]] = true;
		if (len < size - 8)
			len += (size_t)snprintf(buf + len, size - len, " %s", board_vertex_name(b, q, v));
	}
	if (!*buf)
		snprintf(buf, size, "%s", _(" none"));
}

/* Beginner aids: the point under the cursor, the chains in atari, the ko. */
static void status_aids(struct ui *u, const struct game *g)
{
	const struct board *b = &g->board;
	int p = u->ctx.cursor, ko = ko_point(g);
	char v[8], buf[256];

	board_vertex_name(b, p, v);
	if (board_at(b, p) != EMPTY)
		status_line(u, ngettext("%s: %s chain, %d liberty",
		                        "%s: %s chain, %d liberties", board_liberties(b, p)), v,
		            /* TRANSLATORS: the colour of a chain, as an adjective ("a black chain"). */
		            board_at(b, p) == BLACK ? _("black") : _("white"), board_liberties(b, p));
	else
		status_line(u, _("%s: empty"), v);
	atari_names(b, buf, sizeof buf);
	status_line(u, _("In atari:%s"), buf);
	if (ko != NO_POINT)
		status_line(u, _("Ko: %s barred for %s"), board_vertex_name(b, ko, v),
		            color_name(g->to_move));
	else
		status_blank(u);
}

/* An open confirmation: what it is, who attacks and moves, how it ends, and
 * its ko bans. */
static void status_confirmation(struct ui *u, const struct confirmation *cf)
{
	int mine = 0;
	char v[8];

	attr_set(A_REVERSE, 0, NULL);
	status_line(u, "%s", _(" CONFIRMATION - not the real game "));
	attr_set(A_NORMAL, 0, NULL);
	status_wrap(u, _("Art. 7-2: the dispute is played out on a copy; "
	                 "the real position comes back after."));
	status_line(u, _("%s attacks (moved first)"), color_name(cf->first));
	status_line(u, _("%s to play in the confirmation"), color_name(cf->to_move));
	status_line(u, "%s", _("Two passes end it; e ends it now"));
	for (int i = 0; i < cf->nbans; i++)
		mine += cf->bans[i].color == cf->to_move;
	for (int i = 0; i < cf->nbans; i++) {
		const struct ko_ban *k = &cf->bans[i];

		status_line(u, _("Ko %s: %s may retake it"), board_vertex_name(&cf->board, k->point, v),
		            color_name((enum color)k->color));
		status_line(u, _("  after passing once (%s)"),
		            k->color == cf->to_move && mine > 1 ? _("P on the ko") : _("p"));
	}
}

/* After the stop: the chains the estimate was unsure of (drawn with a ?
 * before them). */
static void status_suggestion(struct ui *u, const struct game *g)
{
	const struct board *b = &g->board;
	char list[128] = "", v[8];
	size_t n = 0;
	int more = 0;

	board_foreach_point(b, p) {
		if (!endgame_is_unsure(g, p) || b->head[p] != p)
			continue;
		if (n + 8 < sizeof list && n < 24)
			n += (size_t)snprintf(list + n, sizeof list - n, " %s",
			                      board_vertex_name(b, p, v));
		else
			more++;
	}
	if (n)
		status_line(u, _("? unsure, look:%s%s"), list, more ? " …" : "");
}

/* After the stop: the keys, who has agreed or disagrees, the verdict of a
 * confirmation, the dame. */
static void status_stopped(struct ui *u, const struct game *g)
{
	bool ab = endgame_agreed(g, BLACK), aw = endgame_agreed(g, WHITE);
	const bool *refused = g->end.st.refused;

	attr_set(A_BOLD, 0, NULL);
	status_line(u, "%s", _("Play has stopped: both passed"));
	attr_set(A_NORMAL, 0, NULL);
	status_line(u, "%s", _("Enter/d dead  D chain  y agree"));
	status_line(u, "%s", _("x disagree  r resume  c confirm"));
	status_suggestion(u, g);
	if (ab || aw)
		status_line(u, _("Agreed: %s %s, %s %s"), _("Black"), ab ? _("yes") : _("not yet"),
		            _("White"), aw ? _("yes") : _("not yet"));
	else if (endgame_suggested(g)) /* nobody changed or agreed yet */
		status_line(u, _("Suggested by the estimate: y agrees (%s first)"),
		            color_name(g->to_move));
	else
		status_line(u, _("Agree (y): %s first, then %s"), color_name(g->to_move),
		            color_name(color_other(g->to_move)));
	if (refused[BLACK] || refused[WHITE])
		status_line(u, _("Disagrees: %s"), refused[BLACK] && refused[WHITE] ? _("both") :
		            color_name(refused[BLACK] ? BLACK : WHITE));
	if (u->ctx.verdict[0])
		status_wrap(u, u->ctx.verdict);
	if (u->view.score.dame > 0)
		/* TRANSLATORS: dame are the neutral points (駄目/單官), %s is their
		   symbol on the board; r is a key and stays.  Status panel: 36 columns
		   at 80 (a CJK character takes 2). */
		status_line(u, _("%d dame %s: fill them (r resumes)"), u->view.score.dame,
		            u->opt.ascii ? "-" : "·");
}

static void status_finished(struct ui *u, const struct game *g)
{
	char buf[256];

	attr_set(A_BOLD, 0, NULL);
	status_line(u, _("Game over: %s"), game_result_text(g, buf, sizeof buf));
	attr_set(A_NORMAL, 0, NULL);
	cmd_result_reason(g, buf, sizeof buf);
	status_wrap(u, buf);
	status_line(u, "%s", _(":save FILE saves; n new game"));
}

/* The count on the map: its legend, the breakdown table, and the count
 * under the other rules. */
static void status_count(struct ui *u, const struct game *g)
{
	bool ascii = u->opt.ascii;
	struct score *other = xmalloc(sizeof *other);
	struct sbuf t;
	char buf[256];

	struct view *v = &u->view;
	int rows = 0;

	sbuf_init(&t);
	cmd_score_table(&u->view.score, &t);
	for (const char *l = t.s; l && (l = strchr(l, '\n')); l++)
		rows++;
	/* short of rows (a big board, long texts wrapped, clocks): the legend
	 * goes first, then the table but for its last line, the count */
	if (v->limit - v->line >= rows + 2) {
		status_line(u, "%s", ascii ? _("X O alive x o dead b w territory") :
		                             _("● ○ alive x o dead ▪ ▫ territory"));
		status_line(u, "%s", ascii ? _("s seki eye  - dame") : _("s seki eye  · dame"));
	}
	for (const char *l = t.s; l && *l; rows--) {
		const char *e = strchr(l, '\n');
		int k = e ? (int)(e - l) : (int)strlen(l);

		if (v->limit - v->line >= rows || rows <= 1)
			status_line(u, "%.*s", k, l);
		l += k + (e != NULL);
	}
	cmd_score_other(g, other);
	status_line(u, _("(%s rules, komi %g: %s)"), rules_label(other->rules), other->komi,
	            score_result_text(other, buf, sizeof buf));
	free(other);
	sbuf_free(&t);
}

/* The end of the game: what happened, what can happen next (with its
 * keys), who has agreed, the count of the marks. */
static void status_end(struct ui *u, const struct game *g)
{
	const struct confirmation *cf = endgame_confirming(g);

	if (cf) {
		status_confirmation(u, cf);
		return;
	}
	if (g->phase == PHASE_STOPPED)
		status_stopped(u, g);
	else if (g->phase == PHASE_FINISHED)
		status_finished(u, g);
	if (u->view.map)
		status_count(u, g);
}

/* An autosave problem (ui.c) sits right above the foot, in the error
 * colour, over the aids if need be: it matters more while it lasts. */
static void status_autosave(struct ui *u)
{
	struct view *v = &u->view;
	const char *t = u->ctx.autosave_problem, *line;
	int n = 0, len;

	if (!*t)
		return;
	while (ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len))
		n++;
	while (v->line < v->sh - 3 - n)
		status_blank(u);
	if (v->line > v->sh - 3 - n && v->sh - 3 - n >= 0)
		v->line = v->sh - 3 - n;
	attr_set(A_BOLD, u->color ? PAIR_ERROR : 0, NULL);
	status_wrap(u, u->ctx.autosave_problem);
	attr_set(A_NORMAL, 0, NULL);
}

/* The last line of the panel: the keys of help and quit as they are bound
 * now (a config file may give q to another command: then Ctrl-C, or the
 * command to type). */
static void status_help_quit(struct ui *u, bool esc)
{
	const char *help = keys_for("help"), *quit = keys_for("quit");

	if (help && quit && !strcmp(help, "?") && !strcmp(quit, "q")) {
		status_line(u, "%s", esc ? _("Esc back to the game  ? help  q quit") :
		                           _("? help  : command  q quit"));
		return;
	}
	help = help ? help : ":help";
	quit = quit ? quit : ":quit";
	if (esc)
		/* TRANSLATORS: %s are keys ("?", "Ctrl-C") or commands (":quit") */
		status_line(u, _("Esc back to the game  %s help  %s quit"), help, quit);
	else
		/* TRANSLATORS: %s are keys ("?", "Ctrl-C") or commands (":quit") */
		status_line(u, _("%s help  : command  %s quit"), help, quit);
}


/* The foot: whose turn (or how the game stands), the last move, the keys. */
static void status_turn(struct ui *u, const struct game *g)
{
	const struct cmd_ctx *c = &u->ctx;
	int last = game_last_move(g);
	char v[8], buf[256];

	if (c->free_total)
		status_line(u, _("Black places handicap %d/%d"), c->nfree + 1, c->free_total);
	else if (g->phase == PHASE_PLAYING)
		status_line(u, _("%s to play"), color_name(g->to_move));
	else if (g->phase == PHASE_FINISHED && g->result.kind == RESULT_RESIGN)
		status_line(u, _("%s wins by resignation"), color_name(g->result.winner));
	else if (g->phase == PHASE_FINISHED && g->result.kind == RESULT_CAPTURE)
		status_line(u, _("%s wins: the first capture"), color_name(g->result.winner));
	else if (g->phase == PHASE_FINISHED)
		status_line(u, _("Game over: %s"), game_result_text(g, buf, sizeof buf));
	else if (g->phase == PHASE_CONFIRMING)
		status_line(u, "%s", _("Confirmation play (Art. 7-2)"));
	else
		status_line(u, "%s", _("Play stopped: both passed"));
	if (last == NO_POINT)
		/* TRANSLATORS: the move number in the status panel (36 columns at 80;
		   a CJK character takes 2). */
		status_line(u, _("Move %d"), game_move_number(g));
	else
		status_line(u, _("Move %d: %s %s"), game_move_number(g),
		            g->moves[g->nmoves - 1].color == BLACK ? _("B") : _("W"),
		            board_vertex_name(&g->board, last, v));
	status_help_quit(u, false);
}

/* ---- the status area in review ---- */

static const char *move_letter(enum color who)
{
	return who == BLACK ? _("B") : who == WHITE ? _("W") : "";
}

/* The move that led to the reviewed node (its point padded to three
 * cells, so that what follows on the line stays in place). */
static void status_review_move(const struct review *rv, char *buf, size_t len)
{
	int p, n = review_move_number(rv);
	enum color who = review_node_move(rv, rv->node, &p);
	char v[8];

	if (who == EMPTY)
		snprintf(buf, len, _("Move %d: no move here"), n);
	else if (p == PASS)
		snprintf(buf, len, _("Move %d: %s passes"), n, color_name(who));
	else if (!rv->stop)
		snprintf(buf, len, _("Move %d: %s %-3s"), n, move_letter(who),
		         p >= 0 ? board_vertex_name(&rv->game.board, p, v) : "?");
	else /* the message line says where and why */
		snprintf(buf, len, rv->stop == rv->node ? _("Move %d: %s %s, illegal") :
		                                          _("Move %d: %s %s, not played"),
		         n, move_letter(who), p >= 0 ? board_vertex_name(&rv->game.board, p, v) : "?");
}

/* The move, then the one that follows on the chosen variation and how many
 * there are: on the move's line when it is the only one or there is none
 * (a step then rewrites one line of the status area, not two, and the
 * lead graph under it stays where it is). */
static void status_review_next(struct ui *u, const struct review *rv)
{
	const struct sgf_node *next = rv->node->child;
	int k = review_children(rv->node), p;
	enum color who;
	char v[8], move[128];

	status_review_move(rv, move, sizeof move);
	if (k == 0) { /* on the move's line too: what follows stays in place */
		status_line(u, "%s  %s", move, _("End of this line"));
		return;
	}
	for (int i = 0; i < rv->choice && next; i++)
		next = next->next;
	who = review_node_move(rv, next, &p);
	v[0] = '\0';
	if (who != EMPTY && p >= 0)
		board_vertex_name(&rv->game.board, p, v);
	else if (who != EMPTY)
		snprintf(v, sizeof v, "%s", p == PASS ? _("pass") : "?"); /* ?: off the board */
	if (k > 1) {
		status_line(u, "%s", move);
		status_line(u, _("Next: variation %d of %d: %s %s"), rv->choice + 1, k,
		            move_letter(who), v);
	} else {
		status_line(u, _("%s  Next: %s %s"), move, move_letter(who), v);
	}
}

/* How many lines of the comment to skip: rv->scroll, clamped so that the
 * end of the comment fills the rows left (room) under a "more above"
 * line; written back so that scrolling up starts from what is shown. */
static int comment_skip(struct ui *u, const char *comment, int room)
{
	const char *t = comment, *line;
	int len, total = 0, skip = u->ctx.review->scroll;

	while (ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len))
		total++;
	if (total <= room)
		skip = 0;
	else if (skip > total - (room - 1))
		skip = total - (room - 1);
	u->ctx.review->scroll = skip;
	return skip;
}

/* The node's comment, word-wrapped over the rows left, from the line it
 * is scrolled to ([ and ]); what does not fit ends in a marker. */
static void status_review_comment(struct ui *u, const struct review *rv)
{
	struct view *v = &u->view;
	char *comment = review_comment(rv);
	const char *t = comment, *line;
	int len, skip;

	if (!comment)
		return;
	skip = comment_skip(u, comment, v->limit - v->line);
	for (int i = 0; i < skip; i++)
		ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len);
	if (skip)
		status_line(u, "%s", _("… (the comment above)"));
	while (v->line < v->limit && ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len)) {
		if (v->line == v->limit - 1 && t[strspn(t, " \n")]) {
			status_line(u, "%s", _("… (the comment goes on)"));
			break;
		}
		status_line(u, "%.*s", len, line);
	}
	free(comment);
}

/* Edit mode: who moves after the setup, the keys. */
static void status_edit(struct ui *u, const struct review *rv)
{
	attr_set(A_REVERSE, 0, NULL);
	status_line(u, "%s", _(" EDIT - set up the position "));
	attr_set(A_NORMAL, 0, NULL);
	for (enum color who = BLACK; who <= WHITE; who++)
		status_player_line(u, &rv->game.board, who);
	status_line(u, _("%s to play after the setup."), color_name(rv->game.to_move));
	status_line(u, "%s", u->ctx.edit_play ? _("Done: play goes on from here.") :
	                                        _("Done: a setup node in the record."));
	status_foot(u);
	status_line(u, "%s", _("Enter cycle  b/w/x stone  t turn"));
	status_line(u, "%s", _("u undo  s done  ←↑↓→ cursor"));
	status_help_quit(u, false);
}

/* The game information of the record that the players' lines do not
 * show, on one line (wrapped): ranks, event, round, date, place, result. */
static void status_review_info(struct ui *u, const struct review *rv)
{
	static const char *const ids[] = { "GN", "BR", "WR", "EV", "RO", "DT", "PC", "RE" };
	struct sbuf b;

	sbuf_init(&b);
	for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
		char *v = review_info(rv, ids[i]);

		if (v && *v)
			sbuf_printf(&b, "%s%s %s", b.len ? ", " : "", ids[i], v);
		free(v);
	}
	if (b.len)
		status_line(u, "%s", b.s);
	sbuf_free(&b);
}

/* The graph of the estimated lead (graph.c), when it leaves two rows for
 * the comment under it. */
static void status_review_graph(struct ui *u)
{
	struct view *v = &u->view;

	if (v->limit - v->line >= GRAPH_ROWS + 2)
		v->line += graph_draw(u, v->sy + v->line, v->sx, v->sw);
}

/* The review: names and captures, the move, the variations that follow,
 * the comment; the keys at the foot. */
static void status_review(struct ui *u, const struct review *rv)
{
	char *name;

	attr_set(A_REVERSE, 0, NULL);
	status_line(u, "%s", review_on_main_line(rv) ? _(" REVIEW - main line ") :
	                                               _(" REVIEW - a variation "));
	attr_set(A_NORMAL, 0, NULL);
	for (enum color who = BLACK; who <= WHITE; who++)
		status_player_line(u, &rv->game.board, who);
	status_review_info(u, rv);
	status_review_next(u, rv);
	if ((name = review_node_name(rv)) != NULL) {
		status_line(u, _("Named: %s"), name);
		free(name);
	}
	status_blank(u);
	status_review_graph(u);
	status_review_comment(u, rv);
	status_foot(u);
	status_line(u, "%s", _("←/→ move  PgUp/PgDn 10  Home/End"));
	status_line(u, "%s", _("↑/↓ variation  [/] comment  v back to play"));
	status_help_quit(u, false);
}

/* A problem: which, its title, how many are solved, whose move or how it
 * ended; the comment of the node, else the problem's own (its task). */
static void status_problem(struct ui *u, const struct review *rv,
                           const struct cmd_problem_info *pi)
{
	char *title = problem_title(rv);
	struct review task;

	attr_set(A_REVERSE, 0, NULL);
	status_line(u, _(" PROBLEM %d of %d "), pi->number, pi->total);
	attr_set(A_NORMAL, 0, NULL);
	if (title)
		status_line(u, "%s", title);
	free(title);
	status_line(u, _("Solved so far: %d"), pi->solved);
	attr_set(A_BOLD, 0, NULL);
	if (pi->state == 1)
		status_line(u, "%s", _("Solved!"));
	else if (pi->state == 2)
		status_line(u, "%s", _("Not solved"));
	else
		status_line(u, _("%s to play"), color_name(rv->game.to_move));
	attr_set(A_NORMAL, 0, NULL);
	status_blank(u);
	task = *rv; /* a shallow copy standing on the root: only its comment is read */
	if (!sgf_node_get(rv->node, "C"))
		task.node = rv->root;
	status_review_comment(u, &task);
	status_foot(u);
	status_line(u, "%s", _("Enter plays  u again  n next  N back"));
	status_help_quit(u, true);
}

/* The :estimate aid: who leads, and the legend of its map. */
static void status_estimate(struct ui *u)
{
	attr_set(A_BOLD, 0, NULL);
	status_line(u, _("Estimate: %s"), u->ctx.estimate_lead);
	attr_set(A_NORMAL, 0, NULL);
	status_line(u, "%s", u->opt.ascii ? _("x o dead? b w owned (a guess)") :
	                                    _("x o dead? ▪ ▫ owned (a guess)"));
}

static void draw_status(struct ui *u)
{
	const struct game *g = view_game(u);
	struct cmd_problem_info pi;
	bool end = g->phase != PHASE_PLAYING;

	status_begin(u);
	if (cmd_problem_info(&u->ctx, &pi)) {
		status_problem(u, u->ctx.review, &pi);
		return;
	}
	if (u->ctx.review && u->ctx.review->edit) {
		status_edit(u, u->ctx.review);
		return;
	}
	if (u->ctx.review) {
		status_review(u, u->ctx.review);
		return;
	}
	status_players(u, &g->board, end);
	/* TRANSLATORS: %s is the rules ("Japanese", "Chinese"), then komi
	   (コミ/貼目).  Status panel: 36 columns at 80 (a CJK character takes 2). */
	status_line(u, _("%s rules, komi %g"), rules_label(g->rules), g->komi);
	if (end) {
		status_end(u, g);
	} else {
		status_news(u, g);
		if (cmd_estimate_shown(&u->ctx))
			status_estimate(u);
		if (u->ctx.aids)
			status_aids(u, g);
	}
	status_autosave(u);
	status_foot(u);
	status_turn(u, g);
}

/* ---- the message line, the whole screen ---- */

void view_draw_message(struct ui *u)
{
	const struct cmd_ctx *c = &u->ctx;
	const char *key = keys_for("messages");
	char more[64];

	if (u->line.active)
		return;
	/* TRANSLATORS: ends the message line when the message is cut there,
	   after "…": %s is the key (Ctrl-P) or the command (:messages) that
	   shows the whole text.  Keep it short. */
	snprintf(more, sizeof more, _("(more: %s)"), key ? key : ":messages");
	if (c->message_error)
		attr_set(A_BOLD, u->color ? PAIR_ERROR : 0, NULL);
	ui_put_middle(u->view.my, 0, COLS - 1, c->message, u->opt.ascii ? "..." : "…", more);
	attr_set(A_NORMAL, 0, NULL);
	clrtoeol(); /* the last cell: the : line's '>' when it closed scrolled */
}

static void draw_too_small(struct ui *u)
{
	const struct board *b = &view_game(u)->board;
	char msg[256];
	const char *s = msg, *line;
	int y = 0, len;

	erase();
	snprintf(msg, sizeof msg,
	         _("q quits. The terminal is too small for %d×%d: it needs %d×%d or more "
	           "(now %d×%d). Enlarge it."),
	         b->size, b->size, 2 * b->size + 6 + STATUS_MIN_W,
	         (b->size + 3 > STATUS_MIN_H + 1 ? b->size + 3 : STATUS_MIN_H + 1), COLS, LINES);
	/* measured in bytes, as it always was: with its three × a line can
	 * end up to three cells short of the edge */
	while (y < LINES && ui_wrap(&s, COLS, ui_bytes, &line, &len))
		mvaddnstr(y++, 0, line, len);
	if (u->ask && y < LINES)
		ui_put(LINES - 1, 0, COLS, u->ctx.message);
}

/* The board's changes go out in an update of their own, before the status
 * area is drawn: ncurses sends the screen row by row, and the board and the
 * status area share rows, so in one update every row with changes in both
 * switches from the board's colours to the normal ones and back (24 bytes
 * with the eight basic colours).  The terminal cursor stays put meanwhile;
 * the update after the status area puts it on the point. */
static void view_flush_board(void)
{
	leaveok(stdscr, TRUE);
	wnoutrefresh(stdscr);
	doupdate();
	leaveok(stdscr, FALSE);
}

void view_draw(struct ui *u)
{
	const struct game *g = view_game(u);
	struct view *v = &u->view;

	v->map = g->phase == PHASE_STOPPED ||
	         (g->phase == PHASE_FINISHED && g->result.kind == RESULT_SCORE);
	/* the map follows the count (rules, komi, a result by both lose): with
	 * a map shown or to show, a status change redraws the board too, and
	 * ncurses sends only the cells that differ */
	if ((u->dirty & CMD_REDRAW_STATUS) && (v->map || v->map_shown))
		u->dirty |= CMD_REDRAW_BOARD;
	if (u->dirty & CMD_REDRAW_BOARD)
		v->map_shown = v->map;
	if (v->map && (u->dirty & (CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_LAYOUT)))
		endgame_score(g, &v->score);
	if (u->dirty & CMD_REDRAW_LAYOUT) {
		view_layout(u);
		erase();
		u->dirty |= CMD_REDRAW_ALL;
	}
	if (v->too_small) {
		if (u->dirty & CMD_REDRAW_ALL)
			draw_too_small(u);
		return;
	}
	if (u->dirty & CMD_REDRAW_BOARD)
		draw_board(u);
	if ((u->dirty & CMD_REDRAW_BOARD) && (u->dirty & CMD_REDRAW_STATUS) &&
	    !(u->dirty & CMD_REDRAW_LAYOUT))
		view_flush_board();
	if (u->dirty & CMD_REDRAW_STATUS)
		draw_status(u);
	else if (u->dirty & CMD_REDRAW_CLOCK)
		view_draw_clocks(u);
	if (u->dirty & CMD_REDRAW_MESSAGE)
		view_draw_message(u);
	if (u->line.active && (u->dirty & (CMD_REDRAW_MESSAGE | CMD_REDRAW_LAYOUT)))
		cmdline_draw(u);
}

void view_place_cursor(struct ui *u)
{
	if (u->view.too_small) {
		move(0, 0);
		return;
	}
	move(point_y(u, u->ctx.cursor), point_x(u, u->ctx.cursor));
}

/* The answer to "quit anyway? (y/n)", "leave it for a new game? (y/n)":
 * y runs the command asked about with its '!'. */
static void answer_ask(struct ui *u, int key)
{
	u->ask = false;
	if (key == 'y' || key == 'Y') {
		ui_exec(u, u->ctx.ask);
		return;
	}
	cmd_message(&u->ctx, false, "%s", strncmp(u->ctx.ask, "quit", 4) == 0 ?
	            _("Not quitting.") : _("The game goes on."));
	u->dirty |= CMD_REDRAW_MESSAGE;
}

/* A click on a point moves the cursor there and plays (after the stop that
 * marks the group). */
static void click(struct ui *u)
{
	MEVENT ev;
	int p;

	if (getmouse(&ev) == OK && (ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) &&
	    view_point_at(u, ev.y, ev.x, &p)) {
		u->ctx.cursor = p;
		ui_exec(u, u->ctx.review && u->ctx.review->edit ? "setup cycle" : "play");
	}
}

void view_key(struct ui *u, int key)
{
	const char *command;

	if (u->ask) {
		answer_ask(u, key);
		return;
	}
	if (u->view.too_small) {
		if (key == 'q' || key == UI_CTRL('c')) {
			ui_exec(u, "quit");
			u->dirty |= CMD_REDRAW_ALL; /* show the question */
		}
		return;
	}
	if (key == ':') {
		cmdline_open(u);
		return;
	}
	if (key == UI_KEY(KEY_MOUSE)) {
		click(u);
		return;
	}
	if (key == UI_CTRL('l')) {
		clearok(curscr, TRUE);
		u->dirty |= CMD_REDRAW_ALL;
		return;
	}
	if (u->ctx.problems)
		command = keys_lookup_problem(key);
	else if (u->ctx.review && u->ctx.review->edit)
		command = keys_lookup_edit(key);
	else
		command = u->ctx.review ? keys_lookup_review(key) : keys_lookup(key);
	if (command)
		ui_exec(u, command);
}

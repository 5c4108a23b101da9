/*
 * view.c — the play screen: its layout, the board, the message line; the
 * status area beside the board is status.c's, the review's panel in it
 * review_panel.c's.
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
 * view_draw() draws what the dirty flags name: the board here, then the
 * status area (status.c), the message line.  All of the screen's state is
 * the struct view in the ui.
 */
#include "base/i18n.h"

#include <curses.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "cmd/aids.h"
#include "record/problem.h"
#include "record/review.h"
#include "analysis/estimate.h"
#include "engine/analysis_line.h"
#include "rules/score.h"
#include "ui/ui_int.h"
#include "base/util.h"

#define STATUS_MIN_W 26
#define STATUS_MIN_H 10
/* A side of a separator cell with no point: the edge of the board. */
#define NO_SIDE INT_MIN

/* The game on the board: the game in play, or the reviewed position. */
const struct game *view_game(const struct ui *u)
{
	return u->ctx.s.review ? &u->ctx.s.review->game : u->game;
}

/* The board block at scale k: 2k columns and k rows per point, the row
 * numbers on both sides, the letters above and below. */
static int block_w(int n, int k)
{
	return k == 2 ? 4 * n + 5 : 2 * n + 5;
}

static int block_h(int n, int k)
{
	return k == 2 ? 2 * n + 1 : n + 2;
}

/* The status area to the right of a board block of bw×bh, if it fits. */
static bool layout_beside(struct view *v, int bw, int bh)
{
	if (COLS < bw + 1 + STATUS_MIN_W || LINES < (bh > STATUS_MIN_H ? bh : STATUS_MIN_H) + 1)
		return false;
	v->sx = bw + 1;
	v->sy = 0;
	v->sw = COLS - v->sx;
	v->sh = LINES - 1;
	return true;
}

void view_layout(struct ui *u)
{
	struct view *v = &u->view;
	int n = view_game(u)->board.size, bw = block_w(n, 1), bh = block_h(n, 1);

	v->too_small = false;
	v->bx = v->by = 0;
	v->my = LINES - 1;
	v->scale = 2;
	if (u->opt.scale != 1 && layout_beside(v, block_w(n, 2), block_h(n, 2)))
		return; /* the large board: a class can read it from the back */
	v->scale = 1;
	if (layout_beside(v, bw, bh))
		return;
	if (COLS >= (bw > STATUS_MIN_W ? bw : STATUS_MIN_W) && LINES >= bh + STATUS_MIN_H + 1) {
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

	return u->view.by + 1 + u->view.scale * (b->size - 1 - board_row(b, p));
}

static int point_x(const struct ui *u, int p)
{
	int k = u->view.scale;

	return u->view.bx + 2 + k + 2 * k * board_col(&view_game(u)->board, p);
}

bool view_point_at(const struct ui *u, int y, int x, int *point)
{
	const struct view *v = &u->view;
	const struct board *b = &view_game(u)->board;
	int k = v->scale, x0 = v->bx + 2 + k; /* the first column's point */
	int col = (x - x0 + k) / (2 * k), row = b->size - 1 - (y - v->by - 1) / k;

	if (v->too_small || x < x0 - k || y < v->by + 1 || col < 0 || col >= b->size ||
	    row < 0 || row >= b->size)
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

static void draw_letters(const struct ui *u, const struct board *b, int y, attr_t attr,
                         short pair)
{
	char line[4 * BOARD_MAX_SIZE + 8];
	int k = 0, scale = u->view.scale;

	for (int i = 0; i < 2 + scale; i++)
		line[k++] = ' ';
	for (int c = 0; c < b->size; c++) {
		line[k++] = board_col_letter(c);
		for (int i = 0; i < 2 * scale - 1; i++)
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
	struct aids aids;                 /* the stones in atari (aids) */
	const struct review_marks *rm;    /* the node's marks, or NULL */
	const struct analysis_line *an;   /* live analysis of the position, or NULL */
	/* Text drawn over a point (a label, a move number): its cell, and the
	 * separator cells left and right of it ('\0': none), with attributes. */
	wchar_t center[BOARD_MAX_POINTS][2], left[BOARD_MAX_POINTS][2],
		right[BOARD_MAX_POINTS][2];
	attr_t text_attr[BOARD_MAX_POINTS];
	/* The arrows and lines (AR LN): a glyph on the empty points they cross
	 * and at an arrow's head, and in the separator right of a point when
	 * the line goes on to the next point of the row. */
	const wchar_t *path[BOARD_MAX_POINTS], *path_right[BOARD_MAX_POINTS];
};

/* The glyph of a line's points by its direction (dc, dr: columns right,
 * rows up), and of an arrow's head: along a row, a column, a diagonal, or
 * any other way (a dot, and the head of its nearest direction). */
static const wchar_t *line_glyph(const struct ui *u, int dc, int dr, bool head)
{
	static const wchar_t *const uni[2][5] = {
		{ L"━", L"┃", L"╱", L"╲", L"∙" }, { L"→", L"↑", L"↗", L"↘", NULL } };
	static const wchar_t *const asc[2][5] = {
		{ L"-", L"|", L"/", L"\\", L":" }, { L">", L"^", L"/", L"\\", NULL } };
	int adc = abs(dc), adr = abs(dr), k;

	if (head) /* the nearest of eight directions */
		k = adr * 2 < adc ? 0 : adc * 2 < adr ? 1 : (dc > 0) == (dr > 0) ? 2 : 3;
	else
		k = dr == 0 ? 0 : dc == 0 ? 1 : adc != adr ? 4 : (dc > 0) == (dr > 0) ? 2 : 3;
	if (head && k == 0 && dc < 0)
		return u->opt.ascii ? L"<" : L"←";
	if (head && k == 1 && dr < 0)
		return u->opt.ascii ? L"v" : L"↓";
	if (head && k == 2 && dc < 0)
		return u->opt.ascii ? L"/" : L"↙";
	if (head && k == 3 && dc < 0)
		return u->opt.ascii ? L"\\" : L"↖";
	return (u->opt.ascii ? asc : uni)[head][k];
}

/* The points of the marks' arrows and lines in m->path (m->rm's). */
static void lines_prepare(const struct ui *u, struct board_marks *m)
{
	const struct board *b = m->b;

	memset(m->path, 0, sizeof m->path);
	memset(m->path_right, 0, sizeof m->path_right);
	for (int i = 0; m->rm && i < m->rm->nlines; i++) {
		const struct review_line *l = &m->rm->lines[i];
		int c0 = board_col(b, l->from), r0 = board_row(b, l->from);
		int dc = board_col(b, l->to) - c0, dr = board_row(b, l->to) - r0;
		int steps = abs(dc) > abs(dr) ? abs(dc) : abs(dr), prev = l->from;

		for (int k = 1; k <= steps; k++) {
			/* the nearest point of the straight line, rounded half away */
			int c = c0 + (2 * dc * k + (dc < 0 ? -steps : steps)) / (2 * steps);
			int r = r0 + (2 * dr * k + (dr < 0 ? -steps : steps)) / (2 * steps);
			int p = board_point(b, c, r);

			m->path[p] = line_glyph(u, dc, dr, k == steps && l->arrow);
			if (k == steps && l->arrow && board_at(b, p) != EMPTY && !m->left[p][0]) {
				m->left[p][0] = m->path[p][0]; /* the head beside the stone */
				m->text_attr[p] = A_BOLD;
			}
			if (dr == 0)
				m->path_right[dc > 0 ? prev : p] = line_glyph(u, 1, 0, false);
			prev = p;
		}
		m->path[l->from] = line_glyph(u, dc, dr, false); /* where it starts */
	}
}

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

/* The live analysis over the points (cmd_analysis.c): the best moves as
 * A B C… (the best reversed, so it stands out without colour), or with
 * `analysis pv` the variation of the candidate at the cursor (else of the
 * best) as numbers, each on the colour that plays it (reversed: Black,
 * underlined: White, as labels on stones). */
static void analysis_prepare(const struct ui *u, struct board_marks *m)
{
	const struct analysis_line *an = m->an;
	const struct analysis_move *pv = an->nmoves ? &an->moves[0] : NULL;
	enum color who = view_game(u)->to_move;

	for (int i = 0; i < an->nmoves; i++)
		if (an->moves[i].point == u->ctx.s.cursor)
			pv = &an->moves[i];
	if (u->ctx.s.analysis_pv && pv) {
		for (int i = 0; i < pv->pv_len && i < 99; i++, who = color_other(who)) {
			int p = pv->pv[i], k = i + 1;
			wchar_t t[2] = { (wchar_t)(L'0' + k / 10), (wchar_t)(L'0' + k % 10) };

			if (p != PASS && board_at(m->b, p) == EMPTY && !m->center[p][0])
				text_over(m, p, k < 10 ? t + 1 : t, k < 10 ? 1 : 2,
				          A_BOLD | (who == BLACK ? A_REVERSE : A_UNDERLINE));
		}
		return;
	}
	for (int i = 0; i < an->nmoves && i < 26; i++) {
		int p = an->moves[i].point;
		wchar_t t = (wchar_t)(L'A' + i);

		if (p != PASS && board_at(m->b, p) == EMPTY && !m->center[p][0])
			text_over(m, p, &t, 1, A_BOLD | (i == 0 ? A_REVERSE : 0));
	}
}

/* The engine's ownership at p (shown with `analysis ownership`), or NULL:
 * the estimate's letters, x o (dim) a stone it gives the other side, b w
 * (▪ ▫) an empty point it gives one side by half or more. */
static const wchar_t *ownership_glyph(const struct ui *u, const struct board_marks *m, int p,
                                      attr_t *a)
{
	enum color s = board_at(m->b, p);
	float own = m->an->ownership[p];

	if (view_game(u)->to_move == WHITE)
		own = -own; /* from Black's side */
	if ((s == BLACK && own <= -0.5f) || (s == WHITE && own >= 0.5f)) {
		*a |= A_DIM;
		return s == BLACK ? L"x" : L"o";
	}
	if (s != EMPTY)
		return NULL;
	if (own >= 0.5f)
		return u->opt.ascii ? L"b" : L"▪";
	if (own <= -0.5f)
		return u->opt.ascii ? L"w" : L"▫";
	return NULL;
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
	if (m->an && m->an->has_ownership && u->ctx.s.analysis_ownership && !m->center[p][0] &&
	    (glyph = ownership_glyph(u, m, p, a)) != NULL)
		return glyph;
	if ((glyph = record_mark(u, m, p, s, a)) != NULL)
		return glyph;
	if (m->path[p] && s == EMPTY) {
		*a |= A_BOLD;
		return m->path[p];
	}
	if (m->rm && m->rm->selected[p] && s == EMPTY)
		return ascii ? L":" : L"▒"; /* SL: a region marked */
	if (m->rm && m->rm->selected[p])
		*a |= A_UNDERLINE;
	if (s == BLACK)
		return ascii ? L"X" : L"●";
	/* White is drawn in the board's own colours, as in printed diagrams:
	 * switching colours inside the board costs more bytes than the stone. */
	if (s == WHITE)
		return ascii ? L"O" : L"○";
	if (p == u->ctx.s.hint && u->ctx.s.hint_at == u->game->nmoves && !u->ctx.s.review) {
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
	int cursor = u->ctx.s.cursor, last = m->last;

	bool text = u->view.scale == 1; /* at 2 the text stands in the point's cells */

	if (text && r != NO_SIDE && m->left[r][0])
		s = m->left[r], *a = m->text_attr[r]; /* text over r begins here */
	else if (text && l != NO_SIDE && m->right[l][0])
		s = m->right[l], *a = m->text_attr[l];
	else if (l == last)
		s = L")";
	else if (r == last)
		s = L"(";
	else if (r != NO_SIDE && endgame_is_unsure(view_game(u), r))
		s = L"?"; /* the estimate was unsure of this stone: look */
	else if (l != NO_SIDE && m->path_right[l])
		s = m->path_right[l], *a |= A_BOLD;
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

		if (m->aids.atari[p])
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

/* The two cells beside point p at scale 2 (left: side 0, right: side 1):
 * the text over p there, else a solid stone's block, else the line of an
 * arrow going on, the grid's line, or nothing at the board's edge. */
static const wchar_t *side_glyph(const struct ui *u, const struct board_marks *m, int p,
                                 int side, bool solid, attr_t *a)
{
	const struct board *b = m->b;
	int c = board_col(b, p), n = b->size;
	enum color s = board_at(b, p);
	int left = c > 0 ? board_point(b, c - 1, board_row(b, p)) : NO_SIDE;

	if ((side ? m->right : m->left)[p][0]) {
		*a = m->text_attr[p];
		return (side ? m->right : m->left)[p];
	}
	if (solid)
		return u->opt.ascii ? (s == BLACK ? L"X" : L"O") : s == BLACK ? L"█" : u->color ? L"█" : L"▒";
	if (s == EMPTY && (side ? m->path_right[p] : left != NO_SIDE ? m->path_right[left] : NULL)) {
		*a |= A_BOLD;
		return side ? m->path_right[p] : m->path_right[left];
	}
	if (u->opt.ascii || (side ? c == n - 1 : c == 0))
		return L" ";
	return L"─";
}

/* Point p at scale 2, three cells wide around its column x: a stone is a
 * filled block (black █, white █ in its colour or ▒ without colour; X O in
 * ASCII) with its mark or number in the middle; a dead or dimmed stone
 * keeps only its letter. */
static void draw_point_large(const struct ui *u, const struct board_marks *m, int p, int y,
                             int x, attr_t battr, short bpair)
{
	enum color s = board_at(m->b, p);
	attr_t a = battr, sa;
	const wchar_t *glyph = point_glyph(u, m, p, &a);
	bool solid = s != EMPTY && !(a & A_DIM);
	short pair = solid && s == WHITE && u->color ? PAIR_WHITE : bpair;

	if (m->aids.atari[p])
		a |= A_REVERSE;
	if (solid && (!wcscmp(glyph, L"●") || !wcscmp(glyph, L"○") || !wcscmp(glyph, L"X") ||
	              !wcscmp(glyph, L"O")))
		glyph = side_glyph(u, m, p, 1, true, &sa);
	for (int side = 0; side < 2; side++) {
		sa = battr | (a & A_REVERSE);
		put_glyph(y, x + (side ? 1 : -1), side_glyph(u, m, p, side, solid, &sa), sa, pair);
	}
	put_glyph(y, x, glyph, a, pair);
}

/* Row r at scale 2: the points, the separators between them, and under it
 * (but for the first row) a row of the grid's vertical lines. */
static void draw_row_large(const struct ui *u, const struct board_marks *m, int r,
                           attr_t battr, short bpair)
{
	const struct board *b = m->b;
	int n = b->size, y = u->view.by + 1 + 2 * (n - 1 - r), x0 = u->view.bx;
	char num[16];
	attr_t a;

	attr_set(battr, bpair, NULL);
	mvprintw(y, x0, "%2d  ", r + 1);
	if (r > 0) {
		mvhline(y + 1, x0, ' ', 4 * n + 5);
		for (int col = 0; col < n && !u->opt.ascii; col++)
			put_glyph(y + 1, x0 + 4 + 4 * col, L"│", battr, bpair);
	}
	for (int col = 0; col < n; col++) {
		int p = board_point(b, col, r), x = x0 + 4 + 4 * col;
		int next = col + 1 < n ? board_point(b, col + 1, r) : NO_SIDE;

		draw_point_large(u, m, p, y, x, battr, bpair);
		a = battr;
		put_glyph(y, x + 2, separator(u, m, p, next, col == n - 1 || u->opt.ascii ? L" " : L"─",
		                              &a), a, bpair);
	}
	a = battr;
	put_glyph(y, x0 + 2, separator(u, m, NO_SIDE, board_point(b, 0, r), L" ", &a), a, bpair);
	attr_set(battr, bpair, NULL);
	snprintf(num, sizeof num, "%-2d", r + 1);
	mvaddstr(y, x0 + 4 * n + 3, num);
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
	const struct review *rv = u->ctx.s.review;
	int *num = NULL;
	short bpair = u->color ? PAIR_BOARD : 0;

	m->cf = endgame_confirming(g);
	/* a confirmation is played on its copy: that is the board shown */
	m->b = m->cf ? &m->cf->board : &g->board;
	m->last = game_last_move(g);
	if (m->cf)
		m->last = m->cf->nmoves ? m->cf->moves[m->cf->nmoves - 1].point : NO_POINT;
	m->ko = u->ctx.s.aids ? aids_ko_point(g) : NO_POINT;
	m->aid = m->cf ? NULL : cmd_estimate_shown(&u->ctx);
	m->rm = NULL;
	m->next = NO_POINT;
	if (rv && !m->cf) {
		review_marks(rv, rm);
		m->rm = rm;
		if (!rv->edit && !u->ctx.s.problems) /* a problem's answer stays hidden */
			m->next = view_next_move(rv);
	} else if (!m->cf) {
		m->rm = cmd_play_marks(&u->ctx);
	}
	if (u->ctx.s.numbers && !m->cf) {
		num = xmalloc(BOARD_MAX_POINTS * sizeof *num);
		cmd_move_numbers(&u->ctx, num);
	}
	text_prepare(u, m, num);
	lines_prepare(u, m);
	free(num);
	m->an = m->cf ? NULL : cmd_analysis_line(&u->ctx);
	if (m->an)
		analysis_prepare(u, m);
	if (u->ctx.s.aids)
		aids_find(g, m->b, &m->aids);
	else
		memset(m->aids.atari, 0, sizeof m->aids.atari);
	draw_letters(u, m->b, u->view.by, A_NORMAL, bpair);
	draw_letters(u, m->b, u->view.by + block_h(m->b->size, u->view.scale) - 1, A_NORMAL, bpair);
	for (int r = m->b->size - 1; r >= 0; r--)
		if (u->view.scale == 2)
			draw_row_large(u, m, r, A_NORMAL, bpair);
		else
			draw_row(u, m, r, A_NORMAL, bpair);
	attr_set(A_NORMAL, 0, NULL);
	free(rm);
	free(m);
}


void view_draw_message(struct ui *u)
{
	const struct cmd_ctx *c = &u->ctx;
	const char *key = keys_for("messages");
	bool asking = u->ask || u->resume; /* the question stays until answered */
	const char *text = asking ? u->question : c->message;
	char more[64];

	if (u->line.active)
		return;
	/* TRANSLATORS: ends the message line when the message is cut there,
	   after "…": %s is the key (Ctrl-P) or the command (:messages) that
	   shows the whole text.  Keep it short. */
	snprintf(more, sizeof more, _("(more: %s)"), key ? key : ":messages");
	if (asking ? u->question_error : c->message_error)
		attr_set(A_BOLD, u->color ? PAIR_ERROR : 0, NULL);
	ui_put_middle(u->view.my, 0, COLS - 1, text, u->opt.ascii ? "..." : "…", more);
	attr_set(A_NORMAL, 0, NULL);
	clrtoeol(); /* the last cell: the : line's '>' when it closed scrolled */
}

/* The rows the y/n question asked takes wrapped to the terminal, at most
 * all of them; 0 when none is asked. */
static int question_rows(const struct ui *u)
{
	const char *s = u->question, *line;
	int n = 0, len;

	if (!u->ask && !u->resume)
		return 0;
	while (n < LINES && ui_wrap(&s, COLS, ui_width, &line, &len))
		n++;
	return n;
}

/* The question from row y down: on the too-small screen the next key
 * still answers it, so it is shown before the notice's end. */
static void draw_question(const struct ui *u, int y)
{
	const char *s = u->question, *line;
	int len;

	while (y < LINES && (u->ask || u->resume) && ui_wrap(&s, COLS, ui_width, &line, &len))
		mvaddnstr(y++, 0, line, len);
}

static void draw_too_small(struct ui *u)
{
	const struct board *b = &view_game(u)->board;
	const char *quit = keys_for("quit");
	char msg[512];
	const char *s = msg, *line;
	int y = 0, len, asked = question_rows(u);

	erase();
	snprintf(msg, sizeof msg,
	         /* TRANSLATORS: the first %s is the key that quits ("q", "Ctrl-C")
	            or the command (":quit") */
	         _("%s quits. The terminal is too small for %d×%d: it needs %d×%d or more "
	           "(now %d×%d). Enlarge it."),
	         quit ? quit : ":quit", b->size, b->size, 2 * b->size + 6 + STATUS_MIN_W,
	         (b->size + 3 > STATUS_MIN_H + 1 ? b->size + 3 : STATUS_MIN_H + 1), COLS, LINES);
	/* measured in cells: a CJK line fills the width too */
	while (y < LINES - asked && ui_wrap(&s, COLS, ui_width, &line, &len))
		mvaddnstr(y++, 0, line, len);
	draw_question(u, LINES - asked);
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
		status_draw(u);
	else if (u->dirty & CMD_REDRAW_CLOCK)
		status_draw_clocks(u);
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
	move(point_y(u, u->ctx.s.cursor), point_x(u, u->ctx.s.cursor));
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
	char tree[64];
	int p;

	if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
		return;
	if (tree_click(u, ev.y, ev.x, tree, sizeof tree)) {
		ui_exec(u, tree);
		return;
	}
	if (view_point_at(u, ev.y, ev.x, &p)) {
		u->ctx.s.cursor = p;
		ui_exec(u, u->ctx.s.review && u->ctx.s.review->edit ? "setup cycle" : "play");
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
	if (u->ctx.s.problems)
		command = keys_lookup_problem(key);
	else if (u->ctx.s.review && u->ctx.s.review->edit)
		command = keys_lookup_edit(key);
	else if (u->ctx.s.review && u->ctx.s.tree_shown)
		command = keys_lookup_tree(key);
	else
		command = u->ctx.s.review ? keys_lookup_review(key) : keys_lookup(key);
	if (command)
		ui_exec(u, command);
}

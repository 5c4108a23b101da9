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
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "record/review.h"
#include "rules/score.h"
#include "ui/ui_int.h"
#include "base/util.h"

#define STATUS_MIN_W 26

/* The game on the board: the game in play, or the reviewed position. */
static const struct game *view_game(const struct ui *u)
{
	return u->ctx.review ? &u->ctx.review->game : u->game;
}

/* After the stop: the count of the marks, computed once per drawing for the
 * board's map and the status table (end of game). */
static struct score view_score;
static bool view_map;     /* the board shows view_score's map */
#define STATUS_MIN_H 10

void ui_put(int y, int x, int width, const char *s)
{
	wchar_t ws[512];
	size_t n = mbstowcs(ws, s, 511);
	int used = 0, i = 0;

	if (n == (size_t)-1) {
		/* not valid in this locale: show the ASCII part */
		for (n = 0; s[n] && n < 511; n++)
			ws[n] = (unsigned char)s[n] < 0x80 ? (wchar_t)s[n] : L'?';
	}
	ws[n] = L'\0';
	move(y, x);
	for (; ws[i]; i++) {
		int w = wcwidth(ws[i]);

		if (w < 0)
			continue;
		if (used + w > width)
			break;
		addnwstr(&ws[i], 1);
		used += w;
	}
	for (; used < width; used++)
		addch(' ');
}

int ui_width(const char *s)
{
	wchar_t ws[512];
	size_t n = mbstowcs(ws, s, 511);
	int w;

	if (n == (size_t)-1)
		return (int)strlen(s);
	ws[n] = L'\0';
	w = wcswidth(ws, n);
	return w < 0 ? (int)n : w;
}

void view_layout(struct ui *u)
{
	int n = view_game(u)->board.size, bw = 2 * n + 5, bh = n + 2;

	u->too_small = false;
	u->bx = u->by = 0;
	u->my = LINES - 1;
	if (COLS >= bw + 1 + STATUS_MIN_W && LINES >= (bh > STATUS_MIN_H ? bh : STATUS_MIN_H) + 1) {
		u->sx = bw + 1;
		u->sy = 0;
		u->sw = COLS - u->sx;
		u->sh = LINES - 1;
	} else if (COLS >= (bw > STATUS_MIN_W ? bw : STATUS_MIN_W) && LINES >= bh + STATUS_MIN_H + 1) {
		u->sx = 0;
		u->sy = bh;
		u->sw = COLS;
		u->sh = LINES - 1 - bh;
	} else {
		u->too_small = true;
	}
}

static int point_y(const struct ui *u, int p)
{
	const struct board *b = &view_game(u)->board;

	return u->by + 1 + (b->size - 1 - board_row(b, p));
}

static int point_x(const struct ui *u, int p)
{
	return u->bx + 3 + 2 * board_col(&view_game(u)->board, p);
}

bool view_point_at(const struct ui *u, int y, int x, int *point)
{
	const struct board *b = &view_game(u)->board;
	int col = (x - u->bx - 3 + 1) / 2, row = b->size - 1 - (y - u->by - 1);

	if (u->too_small || x < u->bx + 2 || col < 0 || col >= b->size || row < 0 ||
	    row >= b->size)
		return false;
	*point = board_point(b, col, row);
	return true;
}

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

static void draw_letters(struct ui *u, int y, attr_t attr, short pair)
{
	const struct board *b = &view_game(u)->board;
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
	mvaddstr(y, u->bx, line);
}

/* The glyph of p on the map of the count (end of game), or NULL for the
 * ordinary one: x o dead stones, b w (▪ ▫) territory, s seki eye, - (·) dame.
 * Letters, so the map reads without colour. */
static const wchar_t *map_glyph(const struct ui *u, int p, attr_t *a)
{
	const struct score *sc = &view_score;
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

/* Is p a ko the player to move may not retake in the open confirmation? */
static bool confirm_banned(const struct confirmation *cf, int p)
{
	for (int i = 0; cf && i < cf->nbans; i++)
		if (cf->bans[i].point == p && cf->bans[i].color == cf->to_move &&
		    board_at(&cf->board, p) == EMPTY)
			return true;
	return false;
}

static void draw_board(struct ui *u)
{
	const struct game *g = view_game(u);
	const struct confirmation *cf = endgame_confirming(g);
	/* a confirmation is played on its copy: that is the board shown */
	const struct board *b = cf ? &cf->board : &g->board;
	const struct cmd_ctx *c = &u->ctx;
	int n = b->size, last = game_last_move(g), ko = c->aids ? ko_point(g) : NO_POINT;
	short bpair = u->color ? PAIR_BOARD : 0;
	attr_t battr = A_NORMAL;
	static bool atari[BOARD_MAX_POINTS];
	bool ascii = u->opt.ascii;

	if (cf)
		last = cf->nmoves ? cf->moves[cf->nmoves - 1].point : NO_POINT;
	if (c->aids)
		find_atari(b, atari);
	else
		memset(atari, 0, sizeof atari);
	draw_letters(u, u->by, battr, bpair);
	draw_letters(u, u->by + n + 1, battr, bpair);
	for (int r = n - 1; r >= 0; r--) {
		int y = u->by + 1 + (n - 1 - r);
		char num[16];

		attr_set(battr, bpair, NULL);
		snprintf(num, sizeof num, "%2d ", r + 1);
		mvaddstr(y, u->bx, num);
		for (int col = 0; col < n; col++) {
			int p = board_point(b, col, r), x = u->bx + 3 + 2 * col;
			enum color s = board_at(b, p);
			const wchar_t *glyph, *right;
			attr_t a = battr;
			short pair = bpair;

			if (s == EMPTY && cmd_free_pending(c, p))
				s = BLACK;
			if (view_map && (glyph = map_glyph(u, p, &a)) != NULL) {
				/* the count after the stop */
			} else if (s == EMPTY && confirm_banned(cf, p)) {
				glyph = ascii ? (board_is_star(b, p) ? L"+" : L".") : L"×";
				a |= A_UNDERLINE;
			} else if (s == BLACK) {
				glyph = ascii ? L"X" : L"●";
			} else if (s == WHITE) {
				/* Drawn in the board's own colours, as in printed
				 * diagrams: switching colours inside the board costs more
				 * bytes than the stone itself. */
				glyph = ascii ? L"O" : L"○";
			} else if (p == ko) {
				glyph = ascii ? (board_is_star(b, p) ? L"+" : L".") : L"×";
				a |= A_UNDERLINE;
			} else {
				glyph = ascii ? (board_is_star(b, p) ? L"+" : L".") : grid_glyph(b, p);
			}
			if (atari[p])
				a |= A_REVERSE;
			put_glyph(y, x, glyph, a, pair);
			/* the separator to the right of the point */
			right = col == n - 1 || ascii ? L" " : L"─";
			if (p == last)
				right = L")";
			else if (col + 1 < n && board_point(b, col + 1, r) == last)
				right = L"(";
			if (u->line_active && p == c->cursor)
				right = L"]";
			else if (u->line_active && col + 1 < n && board_point(b, col + 1, r) == c->cursor)
				right = L"[";
			put_glyph(y, x + 1, right, battr, bpair);
		}
		/* the separator left of column A */
		{
			int first = board_point(b, 0, r);
			const wchar_t *left = L" ";

			if (first == last)
				left = L"(";
			if (u->line_active && first == c->cursor)
				left = L"[";
			put_glyph(y, u->bx + 2, left, battr, bpair);
		}
		attr_set(battr, bpair, NULL);
		snprintf(num, sizeof num, "%-2d", r + 1);
		mvaddstr(y, u->bx + 2 * n + 3, num);
	}
	attr_set(A_NORMAL, 0, NULL);
}

static void status_line(struct ui *u, int *line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Status lines past this row are dropped (the bottom ones have priority). */
static int status_limit;

static void status_line(struct ui *u, int *line, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	if (*line >= status_limit)
		return;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	ui_put(u->sy + *line, u->sx, u->sw, buf);
	(*line)++;
}

/* How many bytes of t go on a line of w cells: up to the last space that
 * fits, else w bytes cut back to a character boundary. */
static int wrap_cut(const char *t, int w)
{
	char buf[512];
	int k = (int)strlen(t);

	if (ui_width(t) > w) {
		/* the last space that keeps the piece within w cells */
		int cut = 0;

		for (int i = 1; i < k && i < (int)sizeof buf; i++) {
			if (t[i] != ' ')
				continue;
			snprintf(buf, sizeof buf, "%.*s", i, t);
			if (ui_width(buf) > w)
				break;
			cut = i;
		}
		if (!cut) {
			cut = w < k ? w : k;
			while (cut > 1 && ((unsigned char)t[cut] & 0xc0) == 0x80)
				cut--;
		}
		k = cut;
	}
	return k;
}

/* text word-wrapped over status lines (the area may be narrow) */
static void status_wrap(struct ui *u, int *line, const char *text)
{
	const char *t = text;

	while (*t) {
		int k = wrap_cut(t, u->sw > 8 ? u->sw : 8);

		status_line(u, line, "%.*s", k, t);
		t += k;
		while (*t == ' ')
			t++;
	}
}

/* The review in the status area: names and captures, the move, the
 * variations that follow, the comment; the keys at the bottom. */
static void draw_review_status(struct ui *u)
{
	const struct review *rv = u->ctx.review;
	const struct game *g = &rv->game;
	const struct board *b = &g->board;
	const struct cmd_ctx *c = &u->ctx;
	bool ascii = u->opt.ascii;
	int line = 0, p, k = review_children(rv->node), w = u->sw > 8 ? u->sw : 8;
	enum color who;
	char v[8], *comment;

	attr_set(A_NORMAL, 0, NULL);
	status_limit = u->sh - 3;
	attr_set(A_REVERSE, 0, NULL);
	status_line(u, &line, "%s", review_on_main_line(rv) ? _(" REVIEW - main line ") :
	                                                       _(" REVIEW - a variation "));
	attr_set(A_NORMAL, 0, NULL);
	for (int i = BLACK; i <= WHITE; i++)
		status_line(u, &line, _("%s %s%s%s  captured %d"),
		            i == BLACK ? (ascii ? "X" : "●") : (ascii ? "O" : "○"),
		            color_name((enum color)i), c->name[i] ? ": " : "",
		            c->name[i] ? c->name[i] : "", b->captures[i]);
	who = review_node_move(rv, rv->node, &p);
	if (who == EMPTY)
		status_line(u, &line, _("Move %d: no move here"), review_move_number(rv));
	else if (p == PASS)
		status_line(u, &line, _("Move %d: %s passes"), review_move_number(rv), color_name(who));
	else
		status_line(u, &line, _("Move %d: %s %s"), review_move_number(rv),
		            who == BLACK ? _("B") : _("W"),
		            p >= 0 ? board_vertex_name(b, p, v) : "?");
	if (k == 0) {
		status_line(u, &line, "%s", _("End of this line"));
	} else {
		const struct sgf_node *next = rv->node->child;

		for (int i = 0; i < rv->choice && next; i++)
			next = next->next;
		who = review_node_move(rv, next, &p);
		v[0] = '\0';
		if (who != EMPTY && p >= 0)
			board_vertex_name(b, p, v);
		else if (who != EMPTY)
			snprintf(v, sizeof v, "%s", _("pass"));
		if (k > 1)
			status_line(u, &line, _("Next: variation %d of %d: %s %s"), rv->choice + 1, k,
			            who == BLACK ? _("B") : who == WHITE ? _("W") : "", v);
		else
			status_line(u, &line, _("Next: %s %s"),
			            who == BLACK ? _("B") : who == WHITE ? _("W") : "", v);
	}
	status_line(u, &line, "%s", "");
	/* the comment, word-wrapped; what does not fit ends in a marker */
	comment = review_comment(rv);
	if (comment) {
		const char *t = comment;

		while (*t && line < status_limit) {
			int cut;

			if (*t == '\n') {
				t++;
				continue;
			}
			cut = wrap_cut(t, w);
			{
				const char *nl = memchr(t, '\n', (size_t)cut);

				if (nl)
					cut = (int)(nl - t);
			}
			if (line == status_limit - 1 && t[cut] && strspn(t + cut, " \n") < strlen(t + cut)) {
				status_line(u, &line, "%s", _("… (the comment goes on)"));
				break;
			}
			status_line(u, &line, "%.*s", cut, t);
			t += cut;
			while (*t == ' ')
				t++;
		}
		free(comment);
	}
	while (line < u->sh - 3)
		status_line(u, &line, "%s", "");
	status_limit = u->sh;
	line = u->sh - 3;
	status_line(u, &line, "%s", _("←/→ move  PgUp/PgDn 10  Home/End"));
	status_line(u, &line, "%s", _("↑/↓ variation  v back to play"));
	status_line(u, &line, "%s", _("? help  : command  q quit"));
}

/* The end of the game in the status area: what happened, what can happen
 * next (with its keys), who has agreed, the count of the marks. */
static void draw_end_status(struct ui *u, int *line)
{
	const struct game *g = view_game(u);
	const struct cmd_ctx *c = &u->ctx;
	const struct confirmation *cf = endgame_confirming(g);
	bool ascii = u->opt.ascii;
	char v[8], buf[256];

	if (cf) {
		int mine = 0;

		attr_set(A_REVERSE, 0, NULL);
		status_line(u, line, "%s", _(" CONFIRMATION - not the real game "));
		attr_set(A_NORMAL, 0, NULL);
		status_wrap(u, line, _("Art. 7-2: the dispute is played out on a copy; "
		                       "the real position comes back after."));
		status_line(u, line, _("%s attacks (moved first)"), color_name(cf->first));
		status_line(u, line, _("%s to play in the confirmation"), color_name(cf->to_move));
		status_line(u, line, "%s", _("Two passes end it; e ends it now"));
		for (int i = 0; i < cf->nbans; i++)
			mine += cf->bans[i].color == cf->to_move;
		for (int i = 0; i < cf->nbans; i++) {
			const struct ko_ban *k = &cf->bans[i];

			status_line(u, line, _("Ko %s: %s may retake it"), board_vertex_name(&cf->board,
			            k->point, v), color_name((enum color)k->color));
			status_line(u, line, _("  after passing once (%s)"),
			            k->color == cf->to_move && mine > 1 ? _("P on the ko") : _("p"));
		}
		return;
	}
	if (g->phase == PHASE_STOPPED) {
		bool ab = endgame_agreed(g, BLACK), aw = endgame_agreed(g, WHITE);

		attr_set(A_BOLD, 0, NULL);
		status_line(u, line, "%s", _("Play has stopped: both passed"));
		attr_set(A_NORMAL, 0, NULL);
		status_line(u, line, "%s", _("Enter/d dead  D chain  y agree"));
		status_line(u, line, "%s", _("x disagree  r resume  c confirm"));
		if (ab || aw)
			status_line(u, line, _("Agreed: %s %s, %s %s"), _("Black"), ab ? _("yes") : _("not yet"),
			            _("White"), aw ? _("yes") : _("not yet"));
		else
			status_line(u, line, _("Agree (y): %s first, then %s"), color_name(g->to_move),
			            color_name(color_other(g->to_move)));
		if (g->end.st.refused[BLACK] || g->end.st.refused[WHITE])
			status_line(u, line, _("Disagrees: %s"),
			            g->end.st.refused[BLACK] && g->end.st.refused[WHITE] ? _("both") :
			            color_name(g->end.st.refused[BLACK] ? BLACK : WHITE));
		if (c->verdict[0])
			status_wrap(u, line, c->verdict);
		if (view_score.dame > 0)
			status_line(u, line, _("%d dame %s: fill them (r resumes)"), view_score.dame,
			            ascii ? "-" : "·");
	} else if (g->phase == PHASE_FINISHED) {
		attr_set(A_BOLD, 0, NULL);
		status_line(u, line, _("Game over: %s"), game_result_text(g, buf, sizeof buf));
		attr_set(A_NORMAL, 0, NULL);
		cmd_result_reason(g, buf, sizeof buf);
		status_wrap(u, line, buf);
		status_line(u, line, "%s", _(":save FILE saves; n new game"));
	}
	if (view_map) {
		struct sbuf t;
		struct score *other = xmalloc(sizeof *other);
		const char *l;

		status_line(u, line, "%s", ascii ? _("X O alive x o dead b w territory") :
		                                   _("● ○ alive x o dead ▪ ▫ territory"));
		status_line(u, line, "%s", ascii ? _("s seki eye  - dame") : _("s seki eye  · dame"));
		sbuf_init(&t);
		cmd_score_table(&view_score, &t);
		for (l = t.s; l && *l;) {
			const char *e = strchr(l, '\n');
			int k = e ? (int)(e - l) : (int)strlen(l);

			status_line(u, line, "%.*s", k, l);
			l += k + (e != NULL);
		}
		cmd_score_other(g, other);
		status_line(u, line, _("(%s rules, komi %g: %s)"),
		            other->rules == RULES_CHINESE ? _("Chinese") : _("Japanese"), other->komi,
		            score_result_text(other, buf, sizeof buf));
		free(other);
		sbuf_free(&t);
	}
}

static void draw_status(struct ui *u)
{
	const struct game *g = view_game(u);
	const struct board *b = &g->board;
	const struct cmd_ctx *c = &u->ctx;
	bool ascii = u->opt.ascii;
	int line = 0, last = game_last_move(g), ko;
	char v[8], buf[256];
	bool end = g->phase != PHASE_PLAYING;

	if (u->ctx.review) {
		draw_review_status(u);
		return;
	}
	attr_set(A_NORMAL, 0, NULL);
	status_limit = u->sh - 3;
	for (int who = BLACK; who <= WHITE; who++) {
		const char *stone = who == BLACK ? (ascii ? "X" : "●") : (ascii ? "O" : "○");

		if (end) /* one line each: the end of the game needs the room */
			status_line(u, &line, _("%s %s%s%s  captured %d"), stone, color_name((enum color)who),
			            c->name[who] ? ": " : "", c->name[who] ? c->name[who] : "",
			            b->captures[who]);
		else if (c->name[who])
			status_line(u, &line, "%s %s: %s", stone, color_name((enum color)who), c->name[who]);
		else
			status_line(u, &line, "%s %s", stone, color_name((enum color)who));
		if (!end)
			status_line(u, &line, _("  captured %d"), b->captures[who]);
	}
	if (!end)
		status_line(u, &line, "%s", "");
	status_line(u, &line, _("%s rules, komi %g"),
	            g->rules == RULES_CHINESE ? _("Chinese") : _("Japanese"), g->komi);
	if (end) {
		draw_end_status(u, &line);
	} else {
	if (g->handicap)
		status_line(u, &line, _("Handicap %d"), g->handicap);
	else
		status_line(u, &line, "%s", "");
	/* one line of end-of-game news during play, the most pressing first */
	if (endgame_repetition(g))
		status_line(u, &line, "%s", _("Position repeated: :no-result (Art. 12)"));
	else if (g->end.st.warnings[BLACK] || g->end.st.warnings[WHITE])
		status_line(u, &line, _("Warnings: Black %d, White %d (2 lose)"),
		            g->end.st.warnings[BLACK], g->end.st.warnings[WHITE]);
	else if (g->end.st.resumed_at > 0 && g->end.st.resumed_at == g->nmoves)
		status_line(u, &line, _("Resumed at %s's request (Art. 9-3)"),
		            color_name(color_other(g->to_move)));
	else
		status_line(u, &line, "%s", "");
	}
	if (c->aids && !end) {
		int p = c->cursor;

		board_vertex_name(b, p, v);
		if (board_at(b, p) != EMPTY)
			status_line(u, &line, _("%s: %s chain, %d liberties"), v,
			            board_at(b, p) == BLACK ? _("black") : _("white"), board_liberties(b, p));
		else
			status_line(u, &line, _("%s: empty"), v);
		/* chains in atari, by name */
		{
			static bool atari[BOARD_MAX_POINTS];
			bool seen[BOARD_MAX_POINTS] = { false };
			int16_t stones[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
			size_t len = 0;

			find_atari(b, atari);
			buf[0] = '\0';
			board_foreach_point(b, q) {
				int k;

				if (!atari[q] || seen[q])
					continue;
				k = board_chain_stones(b, q, stones);
				for (int i = 0; i < k; i++)
					seen[stones[i]] = true;
				if (len < sizeof buf - 8)
					len += (size_t)snprintf(buf + len, sizeof buf - len, " %s",
					                        board_vertex_name(b, q, v));
			}
			status_line(u, &line, _("In atari:%s"), *buf ? buf : _(" none"));
		}
		ko = ko_point(g);
		if (ko != NO_POINT)
			status_line(u, &line, _("Ko: %s barred for %s"), board_vertex_name(b, ko, v),
			            color_name(g->to_move));
		else
			status_line(u, &line, "%s", "");
	}
	/* Whose turn and the last move sit at the bottom, next to the message
	 * line: the board rows above are then written first in an update, and
	 * the terminal ends in normal colours without an extra reset. */
	while (line < u->sh - 3)
		status_line(u, &line, "%s", "");
	status_limit = u->sh;
	line = u->sh - 3;
	if (c->free_total)
		status_line(u, &line, _("Black places handicap %d/%d"), c->nfree + 1, c->free_total);
	else if (g->phase == PHASE_PLAYING)
		status_line(u, &line, _("%s to play"), color_name(g->to_move));
	else if (g->phase == PHASE_FINISHED && g->result.kind == RESULT_RESIGN)
		status_line(u, &line, _("%s wins by resignation"), color_name(g->result.winner));
	else if (g->phase == PHASE_FINISHED)
		status_line(u, &line, _("Game over: %s"), game_result_text(g, buf, sizeof buf));
	else if (g->phase == PHASE_CONFIRMING)
		status_line(u, &line, "%s", _("Confirmation play (Art. 7-2)"));
	else
		status_line(u, &line, "%s", _("Play stopped: both passed"));
	if (last == NO_POINT)
		status_line(u, &line, _("Move %d"), game_move_count(g));
	else
		status_line(u, &line, _("Move %d: %s %s"), game_move_count(g),
		            g->moves[g->nmoves - 1].color == BLACK ? _("B") : _("W"),
		            board_vertex_name(b, last, v));
	status_line(u, &line, "%s", _("? help  : command  q quit"));
}

void view_draw_message(struct ui *u)
{
	const struct cmd_ctx *c = &u->ctx;

	if (u->line_active)
		return;
	if (c->message_error)
		attr_set(A_BOLD, u->color ? PAIR_ERROR : 0, NULL);
	ui_put(u->my, 0, COLS - 1, c->message);
	attr_set(A_NORMAL, 0, NULL);
}

static void draw_too_small(struct ui *u)
{
	const struct board *b = &view_game(u)->board;
	char msg[256], *s = msg;
	int y = 0;

	erase();
	snprintf(msg, sizeof msg,
	         _("The terminal is too small for %d×%d: it needs %d×%d or more (now %d×%d). "
	           "Enlarge it, or press q to quit."),
	         b->size, b->size, 2 * b->size + 6 + STATUS_MIN_W,
	         (b->size + 3 > STATUS_MIN_H + 1 ? b->size + 3 : STATUS_MIN_H + 1), COLS, LINES);
	/* word-wrap into the space there is */
	while (*s && y < LINES) {
		int w = COLS, k = (int)strlen(s);

		if (k > w) {
			k = w;
			while (k > 0 && s[k] != ' ')
				k--;
			if (k == 0)
				k = w;
		}
		mvaddnstr(y++, 0, s, k);
		s += k;
		while (*s == ' ')
			s++;
	}
	if (u->ask_quit && y < LINES)
		ui_put(LINES - 1, 0, COLS, u->ctx.message);
}

void view_draw(struct ui *u)
{
	const struct game *g = view_game(u);

	static bool map_shown; /* the board on the screen is the map */

	view_map = g->phase == PHASE_STOPPED ||
	           (g->phase == PHASE_FINISHED && g->result.kind == RESULT_SCORE);
	/* the map follows the count (rules, komi, a result by both lose): with
	 * a map shown or to show, a status change redraws the board too, and
	 * ncurses sends only the cells that differ */
	if ((u->dirty & CMD_REDRAW_STATUS) && (view_map || map_shown))
		u->dirty |= CMD_REDRAW_BOARD;
	if (u->dirty & CMD_REDRAW_BOARD)
		map_shown = view_map;
	if (view_map && (u->dirty & (CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_LAYOUT)))
		endgame_score(g, false, &view_score);
	if (u->dirty & CMD_REDRAW_LAYOUT) {
		view_layout(u);
		erase();
		u->dirty |= CMD_REDRAW_ALL;
	}
	if (u->too_small) {
		if (u->dirty & CMD_REDRAW_ALL)
			draw_too_small(u);
		return;
	}
	if (u->dirty & CMD_REDRAW_BOARD)
		draw_board(u);
	if (u->dirty & CMD_REDRAW_STATUS)
		draw_status(u);
	if (u->dirty & CMD_REDRAW_MESSAGE)
		view_draw_message(u);
	if (u->line_active && (u->dirty & (CMD_REDRAW_MESSAGE | CMD_REDRAW_LAYOUT)))
		cmdline_draw(u);
}

void view_place_cursor(struct ui *u)
{
	if (u->too_small) {
		move(0, 0);
		return;
	}
	move(point_y(u, u->ctx.cursor), point_x(u, u->ctx.cursor));
}

void view_key(struct ui *u, int key)
{
	const char *command;

	if (u->ask_quit) {
		u->ask_quit = false;
		if (key == 'y' || key == 'Y') {
			u->quit = true;
			return;
		}
		cmd_message(&u->ctx, false, "%s", _("Not quitting."));
		u->dirty |= CMD_REDRAW_MESSAGE;
		return;
	}
	if (u->too_small) {
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
		MEVENT ev;
		int p;

		if (getmouse(&ev) == OK && (ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) &&
		    view_point_at(u, ev.y, ev.x, &p)) {
			u->ctx.cursor = p;
			/* play at the cursor: after the stop that marks the group */
			ui_exec(u, "play");
		}
		return;
	}
	if (key == UI_CTRL('l')) {
		clearok(curscr, TRUE);
		u->dirty |= CMD_REDRAW_ALL;
		return;
	}
	command = u->ctx.review ? keys_lookup_review(key) : keys_lookup(key);
	if (command)
		ui_exec(u, command);
}

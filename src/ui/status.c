/*
 * status.c — the status area of the play screen, beside or below the board:
 * a column of lines drawn top down in blocks, then a foot at its bottom rows.
 *
 * In play the blocks are the players (stone, name, captures) and their
 * clocks, the rules and komi, one line of end-of-game news, the :estimate
 * aid and the beginner aids (their words are the core's, cmd/aids.h, so that
 * --plain says the same); after the stop the end of the game replaces the
 * news and the aids: what happened, the keys, who has agreed, the count's
 * legend and table.  The foot says whose turn it is, the last move and the
 * keys.  A line too wide is wrapped whole or not drawn (status_line), and
 * the bottom lines have priority over the top ones (view.limit).  A review,
 * a problem and the teaching board have panels of their own
 * (review_panel.c), drawn with the line functions here.
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/unsure.h"
#include "base/util.h"
#include "cmd/aids.h"
#include "record/review.h"
#include "rules/score.h"
#include "ui/ui_int.h"

void status_line(struct ui *u, const char *fmt, ...)
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

void status_blank(struct ui *u)
{
	status_line(u, "%s", "");
}

/* The width text is wrapped to (the area may be narrow). */
int status_wrap_width(const struct ui *u)
{
	return u->view.sw > 8 ? u->view.sw : 8;
}

/* text word-wrapped over status lines */
void status_wrap(struct ui *u, const char *text)
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
	u->view.big_row = -1;
	u->view.tree_rows = 0;
}

/* Blank the rest of the area above the foot and go to the foot.  Whose turn
 * and the last move sit there, next to the message line: the board rows
 * above are then written first in an update, and the terminal ends in normal
 * colours without an extra reset. */
void status_foot(struct ui *u)
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
void status_player_line(struct ui *u, const struct board *b, enum color who)
{
	const char *name = u->ctx.s.name[who];
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

/* The last ten seconds of who's clock, running, that lose the game or a
 * period when they run out (not those of a main time that byo-yomi or
 * Canadian overtime follows). */
static bool last_seconds(const struct ui *u, enum color who)
{
	const struct clock *k = &u->ctx.s.clock.clock;
	bool overtime_follows = (k->spec.system == CLOCK_BYOYOMI ||
	                         k->spec.system == CLOCK_CANADIAN) && !k->side[who].overtime;

	return k->running == who && !k->side[who].flagged && !overtime_follows &&
	       clock_shown_seconds(k, who) <= 10;
}

/* who's clock at the row of the status area where it was drawn, padded to
 * the width so a shorter text leaves nothing behind; its last ten seconds
 * counted in bold reverse (the call in words is on the message line). */
static void clock_line(struct ui *u, enum color who)
{
	struct view *v = &u->view;
	char t[96], line[128];
	bool loud = last_seconds(u, who);

	snprintf(line, sizeof line, "%s %s", stone_glyph(u, who),
	         cmd_clock_text(&u->ctx, who, u->opt.ascii, t, sizeof t));
	if (loud)
		attron(A_BOLD | A_REVERSE);
	ui_put(v->sy + v->clock_row[who], v->sx, loud ? ui_width(line) : v->sw, line);
	if (loud) {
		attroff(A_BOLD | A_REVERSE);
		ui_put(v->sy + v->clock_row[who], v->sx + ui_width(line), v->sw - ui_width(line), "");
	}
}

/* The digits of a count in five rows of three cells (a space between two
 * digits): the last ten seconds, large enough to read across a table. */
static const char *const big_digit[10] = {
	"111101101101111", "001001001001001", "111001111100111", "111001111001111",
	"101101111001001", "111100111001111", "111100111101111", "111001001001001",
	"111101111101111", "111101111001111",
};
#define BIG_ROWS 5

/* The side to move's seconds in large digits from row big_row (█, # in
 * ASCII), or blank rows when no count runs. */
static void big_seconds(struct ui *u)
{
	struct view *v = &u->view;
	enum color who = u->ctx.s.clock.clock.running;
	char digits[8] = "";

	if (who == BLACK || who == WHITE)
		if (last_seconds(u, who))
			snprintf(digits, sizeof digits, "%d",
			         clock_shown_seconds(&u->ctx.s.clock.clock, who));
	for (int r = 0; r < BIG_ROWS; r++) {
		char line[64] = "  ";

		for (const char *d = digits; *d; d++) {
			for (int c = 0; c < 3; c++)
				strcat(line, big_digit[*d - '0'][3 * r + c] == '1' ?
				             (u->opt.ascii ? "#" : "█") : " ");
			strcat(line, " ");
		}
		attron(A_BOLD);
		ui_put(v->sy + v->big_row + r, v->sx, v->sw, line);
		attroff(A_BOLD);
	}
}

/* Both clocks, one line each, when the game has a clock; their rows are kept
 * so that a tick redraws them alone (status_draw_clocks).  While the last
 * ten seconds run, five rows under them count them in large digits when
 * the area has the rows (the clock line is loud in any case). */
static void status_clocks(struct ui *u)
{
	struct view *v = &u->view;
	enum color run = u->ctx.s.clock.clock.running;

	if (u->ctx.s.clock.clock.spec.system == CLOCK_NONE)
		return;
	for (enum color who = BLACK; who <= WHITE; who++) {
		if (v->line >= v->limit)
			return;
		v->clock_row[who] = v->line++;
		clock_line(u, who);
	}
	if ((run == BLACK || run == WHITE) && last_seconds(u, run) &&
	    v->line + BIG_ROWS + 2 <= v->limit) {
		v->big_row = v->line;
		v->line += BIG_ROWS;
		big_seconds(u);
	}
}

void status_draw_clocks(struct ui *u)
{
	enum color run = u->ctx.s.clock.clock.running;
	bool count = (run == BLACK || run == WHITE) && last_seconds(u, run);

	if (count != (u->view.big_row >= 0)) { /* the count starts or ends: */
		status_draw(u);                /* the area's rows move */
		return;
	}
	for (enum color who = BLACK; who <= WHITE; who++)
		if (u->view.clock_row[who] >= 0)
			clock_line(u, who);
	if (u->view.big_row >= 0)
		big_seconds(u);
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
		if (c->s.name[who])
			status_line(u, "%s %s: %s", stone_glyph(u, who), color_name(who), c->s.name[who]);
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

/* Beginner aids: the point under the cursor, the chains in atari, the ko
 * (the words are the core's: --plain says the same). */
static void status_aids(struct ui *u, const struct game *g)
{
	struct aids *a = xmalloc(sizeof *a);
	char buf[256];

	aids_find(g, &g->board, a);
	if (cmd_free_pending(&u->ctx, u->ctx.s.cursor)) { /* drawn, not yet on the board */
		char v[8];

		/* TRANSLATORS: %s is a point (E5); the status panel is 36 columns */
		status_line(u, _("%s: a handicap stone placed"),
		            board_vertex_name(&g->board, u->ctx.s.cursor, v));
	} else {
		aids_point_text(&g->board, u->ctx.s.cursor, buf, sizeof buf);
		status_line(u, "%s", buf);
	}
	aids_atari_text(&g->board, a, buf, sizeof buf);
	status_line(u, "%s", buf);
	aids_ko_text(g, a, buf, sizeof buf);
	if (*buf)
		status_line(u, "%s", buf);
	else
		status_blank(u);
	free(a);
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

/* After the stop: the groups the estimate was unsure of (drawn with a ?
 * before them), least sure first: look there first (unsure.h). */
static void status_suggestion(struct ui *u, const struct game *g)
{
	struct sbuf t;

	if (g->phase != PHASE_STOPPED)
		return;
	sbuf_init(&t);
	if (unsure_text(&g->board, g->end.st.unsure, &t))
		status_wrap(u, t.s);
	sbuf_free(&t);
}

/* After the stop: the keys, who has agreed or disagrees, the verdict of a
 * confirmation, the dame. */
static void status_stopped(struct ui *u, const struct game *g)
{
	bool ab = endgame_agreed(g, BLACK), aw = endgame_agreed(g, WHITE);
	const bool *refused = g->end.st.refused;

	attr_set(A_BOLD, 0, NULL);
	status_line(u, "%s", aids_stopped_text());
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
	const char *t = u->ctx.s.autosave_problem, *line;
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
	status_wrap(u, u->ctx.s.autosave_problem);
	attr_set(A_NORMAL, 0, NULL);
}

/* The last line of the panel: the keys of help and quit as they are bound
 * now (a config file may give q to another command: then Ctrl-C, or the
 * command to type). */
void status_help_quit(struct ui *u, bool esc)
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

	if (c->s.free_total)
		status_line(u, _("Black places handicap %d/%d"), c->s.nfree + 1, c->s.free_total);
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
		            last == PASS ? _("pass") : board_vertex_name(&g->board, last, v));
	status_help_quit(u, false);
}



void status_marked_lines(struct ui *u, const struct review_marks *m)
{
	const struct board *b = &view_game(u)->board;
	struct sbuf t;
	char from[8], to[8];

	if (!m || !m->nlines)
		return;
	sbuf_init(&t);
	for (int i = 0; i < m->nlines; i++) {
		const struct review_line *l = &m->lines[i];

		board_vertex_name(b, l->from, from);
		board_vertex_name(b, l->to, to);
		sbuf_printf(&t, "%s%s%s%s", i ? "  " : "", from,
		            l->arrow ? (u->opt.ascii ? "->" : "→") : (u->opt.ascii ? "-" : "—"), to);
	}
	/* TRANSLATORS: the arrows and lines of the record (AR LN) listed in the
	   panel: "Arrows, lines: C3→E5  D4—D8" */
	status_line(u, _("Arrows, lines: %s"), t.s);
	sbuf_free(&t);
}

/* The rules and the komi: in stones under the Chinese rules, as they
 * speak of it (貼3又3/4子), else in points. */
static void status_komi(struct ui *u, const struct game *g)
{
	char st[32];

	if (g->rules == RULES_CHINESE && komi_stones(g->komi, st, sizeof st))
		/* TRANSLATORS: the Chinese rules' komi in stones (3 3/4 for 7.5
		   points): Chinese 中國規則，貼3又3/4子.  Status panel: 36 columns. */
		status_line(u, _("%s rules, komi %s stones"), rules_label(g->rules), st);
	else
		/* TRANSLATORS: %s is the rules ("Japanese", "Chinese"), then komi
		   (コミ/貼目).  Status panel: 36 columns at 80 (a CJK character takes 2). */
		status_line(u, _("%s rules, komi %g"), rules_label(g->rules), g->komi);
}

/* The :estimate aid: who leads, and the legend of its map (in play and in
 * review). */
void status_estimate(struct ui *u)
{
	attr_set(A_BOLD, 0, NULL);
	status_line(u, _("Estimate: %s"), u->ctx.s.estimate_lead);
	attr_set(A_NORMAL, 0, NULL);
	status_line(u, "%s", u->opt.ascii ? _("x o dead? b w owned (a guess)") :
	                                    _("x o dead? ▪ ▫ owned (a guess)"));
}

void status_draw(struct ui *u)
{
	const struct game *g = view_game(u);
	struct cmd_problem_info pi;
	bool end = g->phase != PHASE_PLAYING;

	status_begin(u);
	if (cmd_problem_info(&u->ctx, &pi)) {
		status_problem(u, u->ctx.s.review, &pi);
		return;
	}
	if (u->ctx.s.review && u->ctx.s.review->edit) {
		status_edit(u, u->ctx.s.review);
		return;
	}
	if (u->ctx.s.review) {
		status_review(u, u->ctx.s.review);
		return;
	}
	status_players(u, &g->board, end);
	status_komi(u, g);
	if (end) {
		status_end(u, g);
	} else {
		status_news(u, g);
		status_analysis(u);
		if (cmd_estimate_shown(&u->ctx))
			status_estimate(u);
		if (u->ctx.s.aids)
			status_aids(u, g);
	}
	status_autosave(u);
	status_marked_lines(u, cmd_play_marks(&u->ctx));
	status_comment(u, cmd_play_comment(&u->ctx), &u->ctx.s.play_comment_scroll);
	status_foot(u);
	status_turn(u, g);
}

/* ---- the message line, the whole screen ---- */

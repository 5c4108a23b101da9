/*
 * gtp_play.c — the GTP referee's game before its end: the setup (board size,
 * komi, handicap, rules), the moves (play, genmove, undo, legality) and what
 * the board shows (showboard, color, countlib, captures, last_move).  play
 * goes through the game's illegal-move policy, and a stone after the stop
 * resumes play (Art. 9-3).  The protocol itself is gtp.c.
 */
#include <stdbool.h>

#include "gtp/gtp_int.h"
#include "analysis/playout.h"
#include "rules/endgame.h"
#include "rules/game.h"
#include "rules/result.h"
#include "base/util.h"

/* ---- setup ---- */

int gtp_boardsize(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int n;

	if (gtp_want_args(argc, 1, out))
		return -1;
	switch (gtp_parse_int(argv[0], 0, 1000, &n)) {
	case -1:
		return gtp_fail(out, "boardsize not an integer");
	case 0:
		return gtp_fail(out, "unacceptable size");
	}
	if (!game_set_size(s->g, n))
		return gtp_fail(out, "unacceptable size");
	return 0;
}

int gtp_clear_board(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	game_clear(s->g);
	return 0;
}

int gtp_komi(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	double k;

	if (gtp_want_args(argc, 1, out))
		return -1;
	if (!number_parse(argv[0], -1000, 1000, &k))
		return gtp_fail(out, "komi not a float");
	game_set_komi(s->g, k);
	endgame_terms_changed(s->g); /* the agreements were to the old count */
	return 0;
}

int gtp_get_komi(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	sbuf_printf(out, "%g", s->g->komi);
	return 0;
}

int gtp_fixed_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int n, pts[9];

	if (gtp_want_args(argc, 1, out))
		return -1;
	switch (gtp_parse_int(argv[0], 0, 1000, &n)) {
	case -1:
		return gtp_fail(out, "handicap not an integer");
	case 0:
		return gtp_fail(out, "invalid handicap");
	}
	if (s->g->nmoves || board_count_stones(&s->g->board, BLACK) ||
	    board_count_stones(&s->g->board, WHITE))
		return gtp_fail(out, "board not empty");
	n = handicap_points(s->g->board.size, n, pts, NULL);
	if (n < 0 || game_free_handicap(s->g, pts, n, NULL) < 0)
		return gtp_fail(out, "invalid handicap");
	return gtp_list_points(s, pts, n, out);
}

int gtp_set_free_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int pts[BOARD_MAX_SIZE * BOARD_MAX_SIZE];

	if (argc < 2 || argc >= s->g->board.size * s->g->board.size)
		return gtp_fail(out, "bad number of handicap stones");
	for (int i = 0; i < argc; i++) {
		if (gtp_vertex_arg(s, argv[i], &pts[i], out))
			return -1;
		if (pts[i] == PASS)
			return gtp_fail(out, "pass is not a handicap stone");
		for (int j = 0; j < i; j++)
			if (pts[j] == pts[i])
				return gtp_fail(out, "repeated vertex");
	}
	if (game_free_handicap(s->g, pts, argc, NULL) < 0)
		return gtp_fail(out, "board not empty");
	return 0;
}

int gtp_place_free_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	/* the referee places free handicap on the standard points */
	return gtp_fixed_handicap(s, argc, argv, out);
}

int gtp_tengen_rules(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int rc = gtp_setting_arg(argc, rules_name(s->g->rules), out);
	enum rules r;

	if (rc != 1)
		return rc;
	if (!rules_parse(argv[0], &r))
		return gtp_fail(out, "unknown rules (japanese, chinese or capture)");
	game_set_rules(s->g, r);
	endgame_terms_changed(s->g);
	return 0;
}

/* ---- play ---- */

int gtp_genmove(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;
	char buf[8];
	int p;

	if (gtp_want_args(argc, 1, out) || gtp_color_arg(argv[0], &c, out))
		return -1;
	if (s->g->phase != PHASE_PLAYING)
		return gtp_refuse(game_legal(s->g, c, PASS), out);
	p = playout_pick(s->g, c, &s->rng);
	game_play(s->g, c, p);
	sbuf_add(out, board_vertex_name(&s->g->board, p, buf));
	return 0;
}

int gtp_undo(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	if (!game_undo(s->g))
		return gtp_fail(out, "cannot undo");
	return 0;
}

/* Is c at p legal, where a stone after the stop resumes play (Art. 9-3,
 * see gtp_play): then as if play had resumed with c to move. */
static enum move_status legal_resuming(const struct game *g, enum color c, int p)
{
	enum move_status st;

	if (g->phase != PHASE_STOPPED || p == PASS)
		return game_legal(g, c, p);
	st = board_legal(&g->board, c, p);
	if (st == MOVE_OK && g->rules == RULES_CHINESE &&
	    game_position_count(g, board_hash_after(&g->board, c, p)) > 0)
		st = MOVE_SUPERKO;
	return st;
}

int gtp_is_legal(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;
	int p;

	if (gtp_want_args(argc, 2, out) || gtp_color_arg(argv[0], &c, out) ||
	    gtp_vertex_arg(s, argv[1], &p, out))
		return -1;
	sbuf_add(out, legal_resuming(s->g, c, p) == MOVE_OK ? "1" : "0");
	return 0;
}

/* play under the game's illegal-move policy (endgame_play) */
int gtp_play(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum move_status st;
	enum penalty pen;
	enum color c;
	char buf[32];
	int p;

	if (gtp_want_args(argc, 2, out) || gtp_color_arg(argv[0], &c, out) ||
	    gtp_vertex_arg(s, argv[1], &p, out))
		return -1;
	/* a stone after the stop resumes play, the mover's opponent the
	 * requester (Art. 9-3), as the SGF replay does: GTP controllers and
	 * GNU Go play on after two passes.  A pass is taken like a stone (KGS
	 * records have a third pass): play resumes and it is played.  A
	 * refused move leaves the game stopped. */
	if (s->g->phase == PHASE_STOPPED) {
		st = p == PASS ? MOVE_OK : legal_resuming(s->g, c, p);
		if (st != MOVE_OK)
			return gtp_refuse(st, out);
		endgame_resume(s->g, color_other(c));
	}
	/* under j89 and chinese policies the turn counts (two moves in a row) */
	st = endgame_play(s->g, c, p, s->g->end.policy != POLICY_FRIENDLY, &pen);
	if (st == MOVE_OK)
		return 0;
	sbuf_printf(out, "illegal move: %s", move_status_word(st));
	if (pen == PENALTY_LOST)
		sbuf_printf(out, " (foul: %s)", result_format(&s->g->result, RESULT_FORM_TEXT, buf, sizeof buf));
	else if (pen == PENALTY_VOID)
		sbuf_add(out, " (void, counted as a pass)");
	else if (pen == PENALTY_WARNING)
		sbuf_printf(out, " (void, counted as a pass: warning %d)",
		            s->g->end.st.warnings[c]);
	return -1;
}

/* all_legal COLOR and list_stones COLOR: the points in reading order that
 * are empty and legal for COLOR, or hold a stone of COLOR. */
static int list_where(struct gtp *s, int argc, char **argv, struct sbuf *out, bool legal)
{
	const struct board *b = &s->g->board;
	int pts[BOARD_MAX_POINTS], all, n = 0;
	enum color c;

	if (gtp_want_args(argc, 1, out) || gtp_color_arg(argv[0], &c, out))
		return -1;
	all = gtp_reading_order(b, pts);
	for (int i = 0; i < all; i++) {
		int p = pts[i];

		if (legal ? board_at(b, p) == EMPTY && game_legal(s->g, c, p) == MOVE_OK
		          : board_at(b, p) == c)
			pts[n++] = p;
	}
	return gtp_list_points(s, pts, n, out);
}

int gtp_all_legal(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return list_where(s, argc, argv, out, true);
}

int gtp_list_stones(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return list_where(s, argc, argv, out, false);
}

int gtp_color(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p;

	if (gtp_want_args(argc, 1, out) || gtp_vertex_arg(s, argv[0], &p, out))
		return -1;
	if (p == PASS)
		return gtp_fail(out, "invalid coordinate");
	sbuf_add(out, color_word(board_at(&s->g->board, p)));
	return 0;
}

int gtp_countlib(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p;

	if (gtp_want_args(argc, 1, out) || gtp_vertex_arg(s, argv[0], &p, out))
		return -1;
	if (p == PASS || board_at(&s->g->board, p) == EMPTY)
		return gtp_fail(out, "vertex must not be empty");
	sbuf_printf(out, "%d", board_liberties(&s->g->board, p));
	return 0;
}

int gtp_captures(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;

	if (gtp_want_args(argc, 1, out) || gtp_color_arg(argv[0], &c, out))
		return -1;
	sbuf_printf(out, "%d", s->g->board.captures[c]);
	return 0;
}

int gtp_showboard(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	gtp_answer_diagram(&s->g->board, true, out);
	return 0;
}

int gtp_last_move(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p = game_last_move(s->g);
	char buf[8];

	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	if (p == NO_POINT)
		return gtp_fail(out, "no previous move known");
	sbuf_printf(out, "%s %s", color_word((enum color)s->g->moves[s->g->nmoves - 1].color),
	            board_vertex_name(&s->g->board, p, buf));
	return 0;
}


/*
 * gtp.c — tengen as a GTP v2 rules referee on a pair of streams.
 *
 * Each command line is cleaned as GTP v2 section 3.1 says (control characters
 * dropped, tabs to spaces, comments cut), split into an optional id, a command
 * name and arguments (as many as the line holds: none is dropped), and
 * dispatched through gtp_commands[].  A handler writes its answer into a
 * buffer and returns 0 (success, "=") or -1 (failure, "?").  Nothing a client
 * sends can crash the referee: every argument is checked.
 *
 * GTP is a protocol of its own: its verbs (GTP v2's and tengen-*), its
 * arguments and its answers ("= …" / "? …" in the protocol's words, not
 * sentences for people) are not those of the interactive program, so the
 * referee has its own table here and does not use the command table of
 * src/cmd (a layer it does not link).  Both change the game only through the
 * rules layer (game_*, endgame_*), so they agree on what a move does.
 */
#include "gtp/gtp.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record/autosave.h"
#include "rules/diagram.h"
#include "analysis/estimate.h"
#include "base/i18n.h"
#include "analysis/playout.h"
#include "record/record.h"
#include "rules/score.h"
#include "record/sgf.h"
#include "record/sgfgame.h"
#include "base/util.h"

struct gtp {
	struct game *g;
	bool quit;
	uint64_t rng;
	char **argv;        /* the words of the line being run, grown as needed */
	size_t argv_cap;
};

typedef int (*gtp_fn)(struct gtp *s, int argc, char **argv, struct sbuf *out);

struct gtp_command {
	const char *name;
	gtp_fn fn;
};

static int fail(struct sbuf *out, const char *msg)
{
	sbuf_add(out, msg);
	return -1;
}

static int want_args(int argc, int n, struct sbuf *out)
{
	if (argc != n)
		return fail(out, n == 0 ? "too many arguments" : "syntax error");
	return 0;
}

/* A setting shown or set (NAME [VALUE]): no argument answers value and
 * returns 0; one argument returns 1 (the caller parses and sets it); more
 * is -1 with the answer. */
static int setting_arg(int argc, const char *value, struct sbuf *out)
{
	if (argc == 0) {
		sbuf_add(out, value);
		return 0;
	}
	return want_args(argc, 1, out) < 0 ? -1 : 1;
}

/* s as a whole number from lo to hi: 1, *out set; 0 when it is a whole
 * number out of that range ("boardsize -5" is an unacceptable size, not
 * "not an integer"); -1 when it is not a whole number at all. */
static int parse_int(const char *s, long lo, long hi, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (end == s || *end)
		return -1;
	if (errno || v < lo || v > hi)
		return 0;
	*out = (int)v;
	return 1;
}

static int parse_color_arg(const char *s, enum color *c, struct sbuf *out)
{
	*c = color_parse(s);
	if (*c == EMPTY)
		return fail(out, "invalid color");
	return 0;
}

static int parse_vertex_arg(struct gtp *s, const char *text, int *p, struct sbuf *out)
{
	*p = board_parse_vertex(&s->g->board, text);
	if (*p == NO_POINT)
		return fail(out, "invalid coordinate");
	return 0;
}

/* The points of b in reading order, top row first, as GNU Go lists them;
 * returns how many. */
static int reading_order(const struct board *b, int *pts)
{
	int n = 0;

	for (int row = b->size - 1; row >= 0; row--)
		for (int col = 0; col < b->size; col++)
			pts[n++] = board_point(b, col, row);
	return n;
}

/* The end of a multi-line answer (one that starts with a newline, so that it
 * begins on a line of its own): its last newline is dropped, gtp_execute
 * adds the blank line that ends every answer. */
static void end_block(struct sbuf *out)
{
	if (out->len && out->s[out->len - 1] == '\n')
		out->s[--out->len] = '\0';
}

/* A board diagram as such an answer. */
static void answer_diagram(const struct board *b, bool coords, struct sbuf *out)
{
	sbuf_addc(out, '\n');
	diagram_print(b, out, coords);
	end_block(out);
}

/* ---- administrative ---- */

static int cmd_protocol_version(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argv;
	if (want_args(argc, 0, out))
		return -1;
	sbuf_add(out, "2");
	return 0;
}

static int cmd_name(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argc, (void)argv;
	sbuf_add(out, PACKAGE_NAME);
	return 0;
}

static int cmd_version(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argc, (void)argv;
	sbuf_add(out, PACKAGE_VERSION);
	return 0;
}

/* The two that read the table are defined after it. */
static int cmd_known_command(struct gtp *s, int argc, char **argv, struct sbuf *out);
static int cmd_list_commands(struct gtp *s, int argc, char **argv, struct sbuf *out);

static int cmd_quit(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argc, (void)argv, (void)out;
	s->quit = true;
	return 0;
}

/* ---- setup ---- */

static int cmd_boardsize(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int n;

	if (want_args(argc, 1, out))
		return -1;
	switch (parse_int(argv[0], 0, 1000, &n)) {
	case -1:
		return fail(out, "boardsize not an integer");
	case 0:
		return fail(out, "unacceptable size");
	}
	if (!game_set_size(s->g, n))
		return fail(out, "unacceptable size");
	return 0;
}

static int cmd_clear_board(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	game_clear(s->g);
	return 0;
}

static int cmd_komi(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	double k;

	if (want_args(argc, 1, out))
		return -1;
	if (!number_parse(argv[0], -1000, 1000, &k))
		return fail(out, "komi not a float");
	game_set_komi(s->g, k);
	return 0;
}

static int cmd_get_komi(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	sbuf_printf(out, "%g", s->g->komi);
	return 0;
}

static int list_points(struct gtp *s, const int *pts, int n, struct sbuf *out)
{
	char buf[8];

	for (int i = 0; i < n; i++) {
		if (i)
			sbuf_addc(out, ' ');
		sbuf_add(out, board_vertex_name(&s->g->board, pts[i], buf));
	}
	return 0;
}

static int cmd_fixed_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int n, pts[9];

	if (want_args(argc, 1, out))
		return -1;
	switch (parse_int(argv[0], 0, 1000, &n)) {
	case -1:
		return fail(out, "handicap not an integer");
	case 0:
		return fail(out, "invalid handicap");
	}
	if (s->g->nmoves || board_count_stones(&s->g->board, BLACK) ||
	    board_count_stones(&s->g->board, WHITE))
		return fail(out, "board not empty");
	n = handicap_points(s->g->board.size, n, pts, NULL);
	if (n < 0 || game_free_handicap(s->g, pts, n, NULL) < 0)
		return fail(out, "invalid handicap");
	return list_points(s, pts, n, out);
}

static int cmd_set_free_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int pts[BOARD_MAX_SIZE * BOARD_MAX_SIZE];

	if (argc < 2 || argc >= s->g->board.size * s->g->board.size)
		return fail(out, "bad number of handicap stones");
	for (int i = 0; i < argc; i++) {
		if (parse_vertex_arg(s, argv[i], &pts[i], out))
			return -1;
		if (pts[i] == PASS)
			return fail(out, "pass is not a handicap stone");
		for (int j = 0; j < i; j++)
			if (pts[j] == pts[i])
				return fail(out, "repeated vertex");
	}
	if (game_free_handicap(s->g, pts, argc, NULL) < 0)
		return fail(out, "board not empty");
	return 0;
}

static int cmd_place_free_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	/* the referee places free handicap on the standard points */
	return cmd_fixed_handicap(s, argc, argv, out);
}

static int cmd_tengen_rules(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int rc = setting_arg(argc, rules_name(s->g->rules), out);
	enum rules r;

	if (rc != 1)
		return rc;
	if (!rules_parse(argv[0], &r))
		return fail(out, "unknown rules (japanese, chinese or capture)");
	game_set_rules(s->g, r);
	return 0;
}

/* ---- play ---- */

static int refuse(enum move_status st, struct sbuf *out)
{
	sbuf_printf(out, "illegal move: %s", move_status_word(st));
	return -1;
}

/* cmd_play is cmd_play_policy in the end-of-game block below */

static int cmd_genmove(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;
	char buf[8];
	int p;

	if (want_args(argc, 1, out) || parse_color_arg(argv[0], &c, out))
		return -1;
	if (s->g->phase != PHASE_PLAYING)
		return refuse(game_legal(s->g, c, PASS), out);
	p = playout_pick(s->g, c, &s->rng);
	game_play(s->g, c, p);
	sbuf_add(out, board_vertex_name(&s->g->board, p, buf));
	return 0;
}

static int cmd_undo(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	if (!game_undo(s->g))
		return fail(out, "cannot undo");
	return 0;
}

/* Is c at p legal, where a stone after the stop resumes play (Art. 9-3,
 * see cmd_play_policy): then as if play had resumed with c to move. */
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

static int cmd_is_legal(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;
	int p;

	if (want_args(argc, 2, out) || parse_color_arg(argv[0], &c, out) ||
	    parse_vertex_arg(s, argv[1], &p, out))
		return -1;
	sbuf_add(out, legal_resuming(s->g, c, p) == MOVE_OK ? "1" : "0");
	return 0;
}

/* all_legal COLOR and list_stones COLOR: the points in reading order that
 * are empty and legal for COLOR, or hold a stone of COLOR. */
static int list_where(struct gtp *s, int argc, char **argv, struct sbuf *out, bool legal)
{
	const struct board *b = &s->g->board;
	int pts[BOARD_MAX_POINTS], all, n = 0;
	enum color c;

	if (want_args(argc, 1, out) || parse_color_arg(argv[0], &c, out))
		return -1;
	all = reading_order(b, pts);
	for (int i = 0; i < all; i++) {
		int p = pts[i];

		if (legal ? board_at(b, p) == EMPTY && game_legal(s->g, c, p) == MOVE_OK
		          : board_at(b, p) == c)
			pts[n++] = p;
	}
	return list_points(s, pts, n, out);
}

static int cmd_all_legal(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return list_where(s, argc, argv, out, true);
}

static int cmd_list_stones(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return list_where(s, argc, argv, out, false);
}

static int cmd_color(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p;

	if (want_args(argc, 1, out) || parse_vertex_arg(s, argv[0], &p, out))
		return -1;
	if (p == PASS)
		return fail(out, "invalid coordinate");
	sbuf_add(out, color_word(board_at(&s->g->board, p)));
	return 0;
}

static int cmd_countlib(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p;

	if (want_args(argc, 1, out) || parse_vertex_arg(s, argv[0], &p, out))
		return -1;
	if (p == PASS || board_at(&s->g->board, p) == EMPTY)
		return fail(out, "vertex must not be empty");
	sbuf_printf(out, "%d", board_liberties(&s->g->board, p));
	return 0;
}

static int cmd_captures(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;

	if (want_args(argc, 1, out) || parse_color_arg(argv[0], &c, out))
		return -1;
	sbuf_printf(out, "%d", s->g->board.captures[c]);
	return 0;
}

static int cmd_showboard(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	answer_diagram(&s->g->board, true, out);
	return 0;
}

static int cmd_last_move(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p = game_last_move(s->g);
	char buf[8];

	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	if (p == NO_POINT)
		return fail(out, "no previous move known");
	sbuf_printf(out, "%s %s", color_word((enum color)s->g->moves[s->g->nmoves - 1].color),
	            board_vertex_name(&s->g->board, p, buf));
	return 0;
}

static int cmd_resign(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;

	if (want_args(argc, 1, out) || parse_color_arg(argv[0], &c, out))
		return -1;
	if (!endgame_resign(s->g, c))
		return fail(out, "the game is over");
	return 0;
}

/* ---- end of game (endgame.c, score.c): stop, resume, marks, agreement,
 * confirmation, scoring.  Colours name the player acting. */

static int endgame_fail(enum endgame_status st, struct sbuf *out)
{
	return fail(out, endgame_status_word(st));
}

static int endgame_answer(enum endgame_status st, struct sbuf *out)
{
	return st == EG_OK ? 0 : endgame_fail(st, out);
}

static const char *phase_word(enum phase p)
{
	switch (p) {
	case PHASE_PLAYING: return "playing";
	case PHASE_STOPPED: return "stopped";
	case PHASE_CONFIRMING: return "confirming";
	case PHASE_FINISHED: return "finished";
	}
	return "?";
}

/* play under the game's illegal-move policy (endgame_play) */
static int cmd_play_policy(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum move_status st;
	enum penalty pen;
	enum color c;
	char buf[32];
	int p;

	if (want_args(argc, 2, out) || parse_color_arg(argv[0], &c, out) ||
	    parse_vertex_arg(s, argv[1], &p, out))
		return -1;
	/* a stone after the stop resumes play, the mover's opponent the
	 * requester (Art. 9-3), as the SGF replay does: GTP controllers and
	 * GNU Go play on after two passes.  A pass is taken like a stone (KGS
	 * records have a third pass): play resumes and it is played.  A
	 * refused move leaves the game stopped. */
	if (s->g->phase == PHASE_STOPPED) {
		st = p == PASS ? MOVE_OK : legal_resuming(s->g, c, p);
		if (st != MOVE_OK)
			return refuse(st, out);
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

/* The count of tengen-score and tengen-score-map: the marked dead stones
 * only, never an estimate.  NULL (with the answer) on arguments. */
static struct score *marked_count(struct gtp *s, int argc, struct sbuf *out)
{
	struct score *sc;

	if (want_args(argc, 0, out))
		return NULL;
	sc = xmalloc(sizeof *sc);
	endgame_score(s->g, sc);
	return sc;
}

/* tengen-score: the key=value line */
static int cmd_tengen_score(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct score *sc = marked_count(s, argc, out);

	(void)argv;
	if (!sc)
		return -1;
	score_line(sc, out); /* score.c: the same line as --score */
	free(sc);
	return 0;
}

/* tengen-score-map: the per-point map and the count in words */
static int cmd_tengen_score_map(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct score *sc = marked_count(s, argc, out);

	(void)argv;
	if (!sc)
		return -1;
	sbuf_addc(out, '\n');
	score_print_map(&s->g->board, sc, out);
	score_describe(sc, out);
	end_block(out);
	free(sc);
	return 0;
}

static int cmd_final_score(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct score *sc;
	struct game_result r;
	char res[32];

	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	if (s->g->phase == PHASE_FINISHED && s->g->result.kind == RESULT_CAPTURE) {
		/* Capture Go: nothing is counted */
		sbuf_add(out, result_format(&s->g->result, RESULT_FORM_FINAL_SCORE, res, sizeof res));
		return 0;
	}
	sc = xmalloc(sizeof *sc);
	estimate_score(s->g, sc);
	score_result(sc, &r);
	sbuf_add(out, result_format(&r, RESULT_FORM_FINAL_SCORE, res, sizeof res));
	free(sc);
	return 0;
}

/* One line per chain, chains in the order of their first stone from the top. */
static int cmd_final_status_list(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	static const char *const words[] = { "dead", "alive", "seki" };
	const struct board *b = &s->g->board;
	int order[BOARD_MAX_POINTS], pts[BOARD_MAX_POINTS], npoints, want, lines = 0;
	uint8_t done[BOARD_MAX_POINTS] = { 0 };
	struct score *sc;

	if (want_args(argc, 1, out))
		return -1;
	for (want = 0; want < 3 && strcmp(argv[0], words[want]) != 0; want++)
		;
	if (want == 3)
		return fail(out, "invalid status");
	sc = xmalloc(sizeof *sc);
	estimate_score(s->g, sc);
	npoints = reading_order(b, order);
	for (int i = 0; i < npoints; i++) {
		int p = order[i], kind = sc->kind[p], n = 0;
		int is = kind == SCORE_STONE ? 1 : kind == SCORE_SEKI_STONE ? 2 : 0;

		if (board_at(b, p) == EMPTY || done[p] || is != want)
			continue;
		/* p is the chain's first stone: the others come after it */
		for (int j = i; j < npoints; j++)
			if (board_at(b, order[j]) != EMPTY && b->head[order[j]] == b->head[p]) {
				done[order[j]] = 1;
				pts[n++] = order[j];
			}
		if (lines++)
			sbuf_addc(out, '\n');
		list_points(s, pts, n, out);
	}
	free(sc);
	return 0;
}

/* tengen-estimate: the estimate's ownership map (showboard layout), the
 * unsure stones, and who leads by the count with the estimated dead
 * stones, whatever is marked. */
static int cmd_tengen_estimate(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct estimate *e;
	struct score *sc;
	char lead[64], res[32];

	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	e = xmalloc(sizeof *e);
	sc = xmalloc(sizeof *sc);
	estimate_game(s->g, ESTIMATE_SEED, e);
	estimate_count(s->g, e, sc);
	sbuf_addc(out, '\n');
	estimate_print_map(&s->g->board, e, out);
	sbuf_printf(out, "%s (%s)", estimate_lead_text(sc, lead, sizeof lead),
	            score_result_text(sc, res, sizeof res));
	free(sc);
	free(e);
	return 0;
}

/* A vertex with a stone on it: marks name chains. */
static int stone_arg(struct gtp *s, const char *text, int *p, struct sbuf *out)
{
	if (parse_vertex_arg(s, text, p, out))
		return -1;
	if (*p == PASS || board_at(&s->g->board, *p) == EMPTY)
		return fail(out, "vertex must not be empty");
	return 0;
}

static int mark_chain(struct gtp *s, int p, bool dead, struct sbuf *out)
{
	return endgame_answer(endgame_set_dead(s->g, EMPTY, p, dead, false), out);
}

/* tengen-dead VERTEX...: mark the chains there dead, every vertex checked
 * first; alone: clear all marks */
static int cmd_tengen_dead(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p;

	if (argc == 0)
		return endgame_answer(endgame_clear_marks(s->g, EMPTY), out);
	for (int i = 0; i < argc; i++)
		if (stone_arg(s, argv[i], &p, out))
			return -1;
	for (int i = 0; i < argc; i++)
		if (mark_chain(s, board_parse_vertex(&s->g->board, argv[i]), true, out))
			return -1;
	return 0;
}

/* tengen-alive VERTEX...: mark the chains there alive, one after another */
static int cmd_tengen_alive(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p;

	for (int i = 0; i < argc; i++)
		if (stone_arg(s, argv[i], &p, out) || mark_chain(s, p, false, out))
			return -1;
	return argc ? 0 : fail(out, "syntax error");
}

/* tengen-toggle COLOR VERTEX [chain]: COLOR toggles the group (or chain) */
static int cmd_tengen_toggle(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;
	int p;

	if (argc != 2 && !(argc == 3 && !strcmp(argv[2], "chain")))
		return fail(out, "syntax error");
	if (parse_color_arg(argv[0], &c, out) || parse_vertex_arg(s, argv[1], &p, out))
		return -1;
	if (p == PASS)
		return fail(out, "vertex must not be empty");
	return endgame_answer(endgame_toggle(s->g, c, p, argc == 2), out);
}

/* The protocol steps that take only the acting player's colour. */
static int player_action(struct gtp *s, int argc, char **argv, struct sbuf *out,
                         enum endgame_status (*action)(struct game *, enum color))
{
	enum color c;

	if (want_args(argc, 1, out) || parse_color_arg(argv[0], &c, out))
		return -1;
	return endgame_answer(action(s->g, c), out);
}

static int cmd_tengen_resume(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_resume);
}

static int cmd_tengen_agree(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_agree);
}

static int cmd_tengen_disagree(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_disagree);
}

static int cmd_tengen_no_result(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_no_result);
}

/* tengen-confirm COLOR: open a confirmation, COLOR moves first */
static int cmd_tengen_confirm(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_confirm_start);
}

static int cmd_tengen_result(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	char buf[32];

	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	sbuf_add(out, result_format(&s->g->result, RESULT_FORM_TEXT, buf, sizeof buf));
	return 0;
}

/* tengen-status: phase=… to_move=… passes=… agreed=… warnings=… repetition=… */
static int cmd_tengen_status(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	const struct game *g = s->g;

	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	sbuf_printf(out, "phase=%s to_move=%s passes=%d agreed=%s%s refused=%s%s "
	            "warnings=%d,%d repetition=%d",
	            phase_word(g->phase), color_word(g->to_move), g->passes,
	            g->end.st.agreed[BLACK] ? "B" : "", g->end.st.agreed[WHITE] ? "W" : "",
	            g->end.st.refused[BLACK] ? "B" : "", g->end.st.refused[WHITE] ? "W" : "",
	            g->end.st.warnings[BLACK], g->end.st.warnings[WHITE],
	            endgame_repetition(g) ? 1 : 0);
	return 0;
}

static int cmd_tengen_dame(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int pts[BOARD_MAX_POINTS], n;

	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	n = estimate_dame(s->g, pts);
	return list_points(s, pts, n, out);
}

static int cmd_tengen_policy(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int rc = setting_arg(argc, policy_name(s->g->end.policy), out);
	enum illegal_policy p;

	if (rc != 1)
		return rc;
	if (!policy_parse(argv[0], &p))
		return fail(out, "unknown policy (friendly, j89, chinese or chinese-warn)");
	endgame_set_policy(s->g, p);
	return 0;
}

static int cmd_tengen_seki(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int rc = setting_arg(argc, seki_mode_name(s->g->end.seki), out);
	enum seki_mode m;

	if (rc != 1)
		return rc;
	if (!seki_mode_parse(argv[0], &m))
		return fail(out, "unknown seki mode (default or strict)");
	endgame_set_seki(s->g, m);
	return 0;
}

/* tengen-confirm-play COLOR VERTEX|pass [KO_VERTEX] */
static int cmd_tengen_confirm_play(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum endgame_status st;
	enum move_status why;
	int p, ko = NO_POINT;
	enum color c;

	if (argc != 2 && argc != 3)
		return fail(out, "syntax error");
	if (parse_color_arg(argv[0], &c, out) || parse_vertex_arg(s, argv[1], &p, out))
		return -1;
	if (argc == 3) {
		if (p != PASS)
			return fail(out, "only a pass names a ko");
		if (parse_vertex_arg(s, argv[2], &ko, out))
			return -1;
	}
	st = endgame_confirm_play(s->g, c, p, ko, &why);
	if (st == EG_ILLEGAL)
		return refuse(why, out);
	return endgame_answer(st, out);
}

static int cmd_tengen_confirm_end(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	return endgame_answer(endgame_confirm_end(s->g), out);
}

static int cmd_tengen_confirm_board(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	const struct confirmation *c = endgame_confirming(s->g);

	(void)argv;
	if (want_args(argc, 0, out))
		return -1;
	if (!c)
		return endgame_fail(EG_NOT_CONFIRMING, out);
	answer_diagram(&c->board, false, out);
	return 0;
}

/* ---- SGF: loadsgf, printsgf (sgf.c, sgfgame.c) ---- */

/* "cannot WHAT: MESSAGE", the message sanitised (it quotes the file);
 * returns -1. */
static int cannot(struct sbuf *out, const char *what, const char *msg)
{
	char *why = text_sanitize(msg ? msg : "");

	sbuf_printf(out, "cannot %s: %s", what, why);
	free(why);
	return -1;
}

/* The replay loadsgf asks for: to the end (at NULL), before move number at,
 * or before the first move at the vertex at (as GNU Go).  -1 with msgs, or
 * -2 when at is neither a move number nor a vertex (g is then untouched). */
static int load_replay(const struct sgf *sgf, const char *at, struct game *g,
                       struct sgf_msgs *m)
{
	struct board b;
	int n, p;

	if (!at)
		return sgf_replay(sgf, sgf->games, -1, g, NULL, NULL, m);
	if (parse_int(at, 1, 100000, &n) > 0)
		return sgf_replay(sgf, sgf->games, n - 1, g, NULL, NULL, m);
	n = sgf_size(sgf->games, NULL);
	board_init(&b, n > 0 ? n : 19); /* a size the replay refuses: it says why */
	p = board_parse_vertex(&b, at);
	if (p == NO_POINT || p == PASS)
		return -2;
	return sgf_replay_until_point(sgf, sgf->games, board_col(&b, p), board_row(&b, p), g,
	                              NULL, m);
}

/* loadsgf FILE [MOVE]: the position before MOVE (a number, or the first
 * move at a vertex), else the last; answers the colour to play. */
static int cmd_loadsgf(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct sgf_msgs m;
	struct sgf *sgf;
	struct game g;
	int rc;

	if (argc < 1 || argc > 2)
		return fail(out, "syntax error");
	sgf_msgs_init(&m);
	if (!(sgf = sgf_read_file(argv[0], &m))) {
		cannot(out, "load file", m.n ? m.v[0] : NULL);
		sgf_msgs_free(&m);
		return -1;
	}
	rc = load_replay(sgf, argc == 2 ? argv[1] : NULL, &g, &m);
	if (rc == -2) {
		fail(out, "invalid move number or vertex");
	} else if (rc < 0) {
		cannot(out, "load file", m.n ? m.v[m.n - 1] : NULL);
		game_free(&g);
	} else {
		game_free(s->g);
		*s->g = g; /* the new game takes over s->g's place */
		sbuf_add(out, color_word(s->g->to_move));
	}
	sgf_msgs_free(&m);
	sgf_free(sgf);
	return rc < 0 ? -1 : 0;
}

/* printsgf [FILE]: the record of the game, as the answer or into FILE; with
 * the end of the game (RE, TB/TW, confirmations) as record.c writes it. */
static int cmd_printsgf(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct record rec;
	struct sbuf text;
	char *cause = NULL;
	int rc = 0;

	if (argc > 1)
		return fail(out, "syntax error");
	record_init(&rec);
	sbuf_init(&text);
	record_write(&rec, s->g, &text);
	record_free(&rec);
	if (argc == 1) {
		if (file_write_atomic(argv[0], text.s, text.len, true, &cause) < 0)
			rc = cannot(out, "write file", cause);
		free(cause);
	} else {
		while (text.len && text.s[text.len - 1] == '\n')
			text.s[--text.len] = '\0';
		sbuf_add(out, text.s);
	}
	sbuf_free(&text);
	return rc;
}

static const struct gtp_command gtp_commands[] = {
	{ "protocol_version", cmd_protocol_version },
	{ "name", cmd_name },
	{ "version", cmd_version },
	{ "known_command", cmd_known_command },
	{ "list_commands", cmd_list_commands },
	{ "quit", cmd_quit },
	{ "boardsize", cmd_boardsize },
	{ "clear_board", cmd_clear_board },
	{ "komi", cmd_komi },
	{ "get_komi", cmd_get_komi },
	{ "play", cmd_play_policy },
	{ "genmove", cmd_genmove },
	{ "undo", cmd_undo },
	{ "showboard", cmd_showboard },
	{ "fixed_handicap", cmd_fixed_handicap },
	{ "place_free_handicap", cmd_place_free_handicap },
	{ "set_free_handicap", cmd_set_free_handicap },
	{ "is_legal", cmd_is_legal },
	{ "all_legal", cmd_all_legal },
	{ "list_stones", cmd_list_stones },
	{ "color", cmd_color },
	{ "countlib", cmd_countlib },
	{ "captures", cmd_captures },
	{ "last_move", cmd_last_move },
	{ "tengen-rules", cmd_tengen_rules },
	{ "tengen-resign", cmd_resign },
	/* end of game (endgame.c, score.c) */
	{ "final_score", cmd_final_score },
	{ "final_status_list", cmd_final_status_list },
	{ "tengen-estimate", cmd_tengen_estimate },
	{ "tengen-score", cmd_tengen_score },
	{ "tengen-score-map", cmd_tengen_score_map },
	{ "tengen-dead", cmd_tengen_dead },
	{ "tengen-alive", cmd_tengen_alive },
	{ "tengen-toggle", cmd_tengen_toggle },
	{ "tengen-dame", cmd_tengen_dame },
	{ "tengen-resume", cmd_tengen_resume },
	{ "tengen-agree", cmd_tengen_agree },
	{ "tengen-disagree", cmd_tengen_disagree },
	{ "tengen-no-result", cmd_tengen_no_result },
	{ "tengen-result", cmd_tengen_result },
	{ "tengen-status", cmd_tengen_status },
	{ "tengen-policy", cmd_tengen_policy },
	{ "tengen-seki", cmd_tengen_seki },
	{ "tengen-confirm", cmd_tengen_confirm },
	{ "tengen-confirm-play", cmd_tengen_confirm_play },
	{ "tengen-confirm-end", cmd_tengen_confirm_end },
	{ "tengen-confirm-board", cmd_tengen_confirm_board },
	{ "loadsgf", cmd_loadsgf },
	{ "printsgf", cmd_printsgf },
	{ NULL, NULL },
};

static const struct gtp_command *find_command(const char *name)
{
	for (const struct gtp_command *c = gtp_commands; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

static int cmd_known_command(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s;
	if (want_args(argc, 1, out))
		return -1;
	sbuf_add(out, find_command(argv[0]) ? "true" : "false");
	return 0;
}

static int cmd_list_commands(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argc, (void)argv;
	for (const struct gtp_command *c = gtp_commands; c->name; c++) {
		if (c != gtp_commands)
			sbuf_addc(out, '\n');
		sbuf_add(out, c->name);
	}
	return 0;
}

void gtp_clean_line(char *line)
{
	char *o = line;

	for (char *i = line; *i; i++) {
		unsigned char c = (unsigned char)*i;

		if (c == '#')
			break;
		if (c == '\t')
			c = ' ';
		if (c < 32 && c != '\n')
			continue;
		if (c == 127)
			continue;
		*o++ = (char)c;
	}
	*o = '\0';
}

/* The words of line into s->argv, grown as needed: every argument is read,
 * none is dropped for want of room.  Returns how many. */
static int split_words(struct gtp *s, char *line)
{
	char *save = NULL;
	int argc = 0;

	for (char *tok = strtok_r(line, " \n", &save); tok; tok = strtok_r(NULL, " \n", &save)) {
		s->argv = xgrow(s->argv, &s->argv_cap, (size_t)argc + 1, sizeof *s->argv);
		s->argv[argc++] = tok;
	}
	return argc;
}

/* A first word of digits only is the id: taken out of argv and returned;
 * otherwise NULL. */
static char *take_id(char **argv, int *argc)
{
	char *id = argv[0];

	for (const char *c = id; *c; c++)
		if (!isdigit((unsigned char)*c))
			return NULL;
	memmove(argv, argv + 1, (size_t)--*argc * sizeof *argv);
	return id;
}

int gtp_execute(struct gtp *s, char *line, struct sbuf *reply)
{
	const struct gtp_command *cmd;
	char *id, **argv;
	struct sbuf out;
	int argc, rc;

	sbuf_reset(reply);
	gtp_clean_line(line);
	if ((argc = split_words(s, line)) == 0)
		return 1; /* empty line: no response */
	argv = s->argv;
	if ((id = take_id(argv, &argc)) && argc == 0) {
		sbuf_printf(reply, "?%s missing command\n\n", id);
		return 0;
	}
	sbuf_init(&out);
	cmd = find_command(argv[0]);
	rc = cmd ? cmd->fn(s, argc - 1, argv + 1, &out) : fail(&out, "unknown command");
	sbuf_printf(reply, "%c%s %s\n\n", rc == 0 ? '=' : '?', id ? id : "", out.s ? out.s : "");
	sbuf_free(&out);
	return 0;
}

struct gtp *gtp_new(struct game *g)
{
	struct gtp *s = xcalloc(1, sizeof *s);

	s->g = g;
	s->rng = 0x5eed;
	return s;
}

void gtp_free(struct gtp *s)
{
	if (!s)
		return;
	free(s->argv);
	free(s);
}

bool gtp_quit_requested(const struct gtp *s)
{
	return s->quit;
}

int gtp_serve(struct game *g, FILE *in, FILE *out)
{
	struct gtp *s = gtp_new(g);
	struct sbuf reply;
	char *line = NULL;
	size_t cap = 0;

	sbuf_init(&reply);
	while (!s->quit && getline(&line, &cap, in) >= 0) {
		if (gtp_execute(s, line, &reply) == 0) {
			fputs(reply.s, out);
			fflush(out);
		}
	}
	free(line);
	sbuf_free(&reply);
	gtp_free(s);
	return ferror(out) ? -1 : 0;
}

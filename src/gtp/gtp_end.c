/*
 * gtp_end.c — the end of the game in GTP (endgame.c, score.c): resignation,
 * stop and resume, marks of dead and alive chains, agreement, no result,
 * the confirmation play of Art. 7-2, the policies, and the count
 * (final_score, final_status_list, tengen-score, tengen-dame; the estimate
 * of analysis/estimate.h where nothing is marked).  Colours name the player
 * acting.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp_int.h"
#include "analysis/estimate.h"
#include "rules/endgame.h"
#include "rules/result.h"
#include "rules/score.h"
#include "base/util.h"

static int endgame_fail(enum endgame_status st, struct sbuf *out)
{
	return gtp_fail(out, endgame_status_word(st));
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

int gtp_resign(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;

	if (gtp_want_args(argc, 1, out) || gtp_color_arg(argv[0], &c, out))
		return -1;
	if (!endgame_resign(s->g, c))
		return gtp_fail(out, "the game is over");
	return 0;
}

/* The count of tengen-score and tengen-score-map: the marked dead stones
 * only, never an estimate.  NULL (with the answer) on arguments. */
static struct score *marked_count(struct gtp *s, int argc, struct sbuf *out)
{
	struct score *sc;

	if (gtp_want_args(argc, 0, out))
		return NULL;
	sc = xmalloc(sizeof *sc);
	endgame_score(s->g, sc);
	return sc;
}

/* tengen-score: the key=value line */
int gtp_tengen_score(struct gtp *s, int argc, char **argv, struct sbuf *out)
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
int gtp_tengen_score_map(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct score *sc = marked_count(s, argc, out);

	(void)argv;
	if (!sc)
		return -1;
	sbuf_addc(out, '\n');
	score_print_map(&s->g->board, sc, out);
	score_describe(sc, out);
	gtp_end_block(out);
	free(sc);
	return 0;
}

int gtp_final_score(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct score *sc;
	struct game_result r;
	char res[32];

	(void)argv;
	if (gtp_want_args(argc, 0, out))
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
int gtp_final_status_list(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	static const char *const words[] = { "dead", "alive", "seki" };
	const struct board *b = &s->g->board;
	int order[BOARD_MAX_POINTS], pts[BOARD_MAX_POINTS], npoints, want, lines = 0;
	uint8_t done[BOARD_MAX_POINTS] = { 0 };
	struct score *sc;

	if (gtp_want_args(argc, 1, out))
		return -1;
	for (want = 0; want < 3 && strcmp(argv[0], words[want]) != 0; want++)
		;
	if (want == 3)
		return gtp_fail(out, "invalid status");
	sc = xmalloc(sizeof *sc);
	estimate_score(s->g, sc);
	npoints = gtp_reading_order(b, order);
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
		gtp_list_points(s, pts, n, out);
	}
	free(sc);
	return 0;
}

/* tengen-estimate: the estimate's ownership map (showboard layout), the
 * unsure stones, and who leads by the count with the estimated dead
 * stones, whatever is marked. */
int gtp_tengen_estimate(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct estimate *e;
	struct score *sc;
	char lead[64], res[32];

	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	e = xmalloc(sizeof *e);
	sc = xmalloc(sizeof *sc);
	if (s->g->phase == PHASE_PLAYING) /* the game goes on: the side to move next */
		estimate_in_play(s->g, ESTIMATE_SEED, e);
	else
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
	if (gtp_vertex_arg(s, text, p, out))
		return -1;
	if (*p == PASS || board_at(&s->g->board, *p) == EMPTY)
		return gtp_fail(out, "vertex must not be empty");
	return 0;
}

static int mark_chain(struct gtp *s, int p, bool dead, struct sbuf *out)
{
	return endgame_answer(endgame_set_dead(s->g, EMPTY, p, dead, false), out);
}

/* tengen-dead VERTEX...: mark the chains there dead, every vertex checked
 * first; alone: clear all marks */
int gtp_tengen_dead(struct gtp *s, int argc, char **argv, struct sbuf *out)
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
int gtp_tengen_alive(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int p;

	for (int i = 0; i < argc; i++)
		if (stone_arg(s, argv[i], &p, out) || mark_chain(s, p, false, out))
			return -1;
	return argc ? 0 : gtp_fail(out, "syntax error");
}

/* tengen-toggle COLOR VERTEX [chain]: COLOR toggles the group (or chain) */
int gtp_tengen_toggle(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum color c;
	int p;

	if (argc != 2 && !(argc == 3 && !strcmp(argv[2], "chain")))
		return gtp_fail(out, "syntax error");
	if (gtp_color_arg(argv[0], &c, out) || gtp_vertex_arg(s, argv[1], &p, out))
		return -1;
	if (p == PASS)
		return gtp_fail(out, "vertex must not be empty");
	return endgame_answer(endgame_toggle(s->g, c, p, argc == 2), out);
}

/* The protocol steps that take only the acting player's colour. */
static int player_action(struct gtp *s, int argc, char **argv, struct sbuf *out,
                         enum endgame_status (*action)(struct game *, enum color))
{
	enum color c;

	if (gtp_want_args(argc, 1, out) || gtp_color_arg(argv[0], &c, out))
		return -1;
	return endgame_answer(action(s->g, c), out);
}

int gtp_tengen_resume(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_resume);
}

int gtp_tengen_agree(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_agree);
}

int gtp_tengen_disagree(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_disagree);
}

int gtp_tengen_no_result(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_no_result);
}

/* tengen-confirm COLOR: open a confirmation, COLOR moves first */
int gtp_tengen_confirm(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	return player_action(s, argc, argv, out, endgame_confirm_start);
}

int gtp_tengen_result(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	char buf[32];

	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	sbuf_add(out, result_format(&s->g->result, RESULT_FORM_TEXT, buf, sizeof buf));
	return 0;
}

/* tengen-status: phase=… to_move=… passes=… agreed=… warnings=… repetition=… */
int gtp_tengen_status(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	const struct game *g = s->g;

	(void)argv;
	if (gtp_want_args(argc, 0, out))
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

int gtp_tengen_dame(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int pts[BOARD_MAX_POINTS], n;

	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	n = estimate_dame(s->g, pts);
	return gtp_list_points(s, pts, n, out);
}

int gtp_tengen_policy(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int rc = gtp_setting_arg(argc, policy_name(s->g->end.policy), out);
	enum illegal_policy p;

	if (rc != 1)
		return rc;
	if (!policy_parse(argv[0], &p))
		return gtp_fail(out, "unknown policy (friendly, j89, chinese or chinese-warn)");
	endgame_set_policy(s->g, p);
	return 0;
}

int gtp_tengen_seki(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	int rc = gtp_setting_arg(argc, seki_mode_name(s->g->end.seki), out);
	enum seki_mode m;

	if (rc != 1)
		return rc;
	if (!seki_mode_parse(argv[0], &m))
		return gtp_fail(out, "unknown seki mode (default or strict)");
	endgame_set_seki(s->g, m);
	return 0;
}

/* tengen-confirm-play COLOR VERTEX|pass [KO_VERTEX] */
int gtp_tengen_confirm_play(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	enum endgame_status st;
	enum move_status why;
	int p, ko = NO_POINT;
	enum color c;

	if (argc != 2 && argc != 3)
		return gtp_fail(out, "syntax error");
	if (gtp_color_arg(argv[0], &c, out) || gtp_vertex_arg(s, argv[1], &p, out))
		return -1;
	if (argc == 3) {
		if (p != PASS)
			return gtp_fail(out, "only a pass names a ko");
		if (gtp_vertex_arg(s, argv[2], &ko, out))
			return -1;
	}
	st = endgame_confirm_play(s->g, c, p, ko, &why);
	if (st == EG_ILLEGAL)
		return gtp_refuse(why, out);
	return endgame_answer(st, out);
}

int gtp_tengen_confirm_end(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	return endgame_answer(endgame_confirm_end(s->g), out);
}

int gtp_tengen_confirm_board(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	const struct confirmation *c = endgame_confirming(s->g);

	(void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	if (!c)
		return endgame_fail(EG_NOT_CONFIRMING, out);
	gtp_answer_diagram(&c->board, false, out);
	return 0;
}


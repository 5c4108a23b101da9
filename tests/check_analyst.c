/*
 * check_analyst.c — live analysis from an engine (src/engine/analyst.c and
 * the streams of engine.c) against tests/fake-analysis.sh in each mode:
 * the command found, the position told, the lines parsed, a move restarting
 * the analysis at once, and an engine that is slow, silent or crashes.
 */
#include <poll.h>
#include <unistd.h>

#include "testutil.h"
#include "fakelog.h"
#include "engine/analyst.h"
#include "base/util.h"

#define FAKE "bash " TESTSRCDIR "/fake-analysis.sh"

static bool logged(const char *line)
{
	return strstr(read_log(), line) != NULL;
}

/* Sync and service a until a new line (1) or a failure (-1), at most ms. */
static int wait_line(struct engine_analyst *a, struct game *g, int ms, char **cause)
{
	for (int i = 0; i < ms / 20; i++) {
		struct pollfd fds[ENGINE_POLLFDS];
		int n = engine_pollfds(a->p->e, fds), rc;

		if (analyst_sync(a, g, cause) < 0)
			return -1;
		poll(fds, (nfds_t)n, 20);
		rc = analyst_service(a, g, cause);
		if (rc != 0)
			return rc;
	}
	return 0;
}

static struct engine_analyst *start(struct game *g, const char *mode)
{
	char cmd[512], *cause = NULL;
	struct engine_analyst *a;

	snprintf(cmd, sizeof cmd, FAKE " %s", mode);
	ck_assert_int_eq(game_init(g, 9, RULES_JAPANESE), 0);
	a = analyst_start(cmd, &cause);
	ck_assert_msg(a != NULL, "%s", cause);
	return a;
}

START_TEST(kata_then_a_move)
{
	struct game g;
	struct engine_analyst *a = start(&g, "kata");
	char *cause = NULL;

	a->ownership = true;
	ck_assert_int_eq(wait_line(a, &g, 5000, &cause), 1);
	ck_assert(a->able);
	ck_assert_int_eq(a->flavour, ANALYSIS_KATA);
	ck_assert_int_eq(a->line.nmoves, 3);
	ck_assert_int_eq(a->line.moves[0].point, V(&g.board, "D4"));
	ck_assert(a->line.moves[0].has_lead);
	ck_assert(a->line.has_ownership);
	ck_assert(logged("kata-analyze black 50 ownership true"));
	/* a move: the position told at once, the analysis for White */
	ck_assert_int_eq(game_play_turn(&g, BLACK, V(&g.board, "D4")), MOVE_OK);
	ck_assert_int_eq(wait_line(a, &g, 5000, &cause), 1);
	ck_assert(logged("play black D4"));
	ck_assert(logged("kata-analyze white 50"));
	ck_assert_int_eq(a->line.moves[0].point, V(&g.board, "C3"));
	ck_assert_int_eq(a->line_key, a->key);
	ck_assert_int_eq(analyst_stop(a, &cause), 0);
	ck_assert(!a->running);
	analyst_free(a);
	game_free(&g);
}
END_TEST

START_TEST(lz)
{
	struct game g;
	struct engine_analyst *a = start(&g, "lz");
	char *cause = NULL;

	ck_assert_int_eq(wait_line(a, &g, 5000, &cause), 1);
	ck_assert_int_eq(a->flavour, ANALYSIS_LZ);
	ck_assert_double_eq_tol(a->line.moves[0].winrate, 0.56, 1e-9);
	ck_assert(!a->line.moves[0].has_lead);
	ck_assert(logged("lz-analyze black 50"));
	analyst_free(a);
	game_free(&g);
}
END_TEST

/* A candidate on a stone (an engine's bug, or a line for another position
 * the engine thinks it is in) is dropped, not shown on the stone. */
START_TEST(candidates_on_stones_dropped)
{
	struct game g;
	struct engine_analyst *a = start(&g, "occupied");
	char *cause = NULL;

	ck_assert_int_eq(game_play_turn(&g, BLACK, V(&g.board, "D4")), MOVE_OK);
	ck_assert_int_eq(wait_line(a, &g, 5000, &cause), 1);
	ck_assert_int_eq(a->line.nmoves, 2); /* D4 C3 E5 less D4 */
	ck_assert_int_eq(a->line.moves[0].point, V(&g.board, "C3"));
	ck_assert_int_eq(a->line.moves[1].point, V(&g.board, "E5"));
	analyst_free(a);
	game_free(&g);
}
END_TEST

/* Slow lines are waited for; an engine without analysis, or silent after
 * the command (dead after the timeout), fails with its message. */
static const struct {
	const char *mode;
	int ms, rc;
	const char *says;
} modes[] = {
	{ "slow", 15000, 1, NULL },
	{ "none", 5000, -1, "no live analysis" },
	{ "silent", 15000, -1, "did not answer" },
};

START_TEST(misbehaving)
{
	struct game g;
	struct engine_analyst *a = start(&g, modes[_i].mode);
	char *cause = NULL;

	ck_assert_int_eq(wait_line(a, &g, modes[_i].ms, &cause), modes[_i].rc);
	if (modes[_i].says) {
		ck_assert_ptr_nonnull(strstr(cause, modes[_i].says));
		ck_assert(!a->running);
	} else {
		ck_assert_int_eq(a->line.nmoves, 3);
	}
	free(cause);
	analyst_free(a);
	game_free(&g);
}
END_TEST

/* Dies in the middle of a line: the lines before it were read, then a
 * message with its standard error. */
START_TEST(crashing)
{
	struct game g;
	struct engine_analyst *a = start(&g, "crashing");
	char *cause = NULL;
	int rc;

	ck_assert_int_eq(wait_line(a, &g, 5000, &cause), 1);
	while ((rc = wait_line(a, &g, 5000, &cause)) == 1)
		;
	ck_assert_int_eq(rc, -1);
	ck_assert_ptr_nonnull(strstr(cause, "segmentation fault"));
	ck_assert_int_eq(a->line.nmoves, 3); /* the last whole line stays */
	free(cause);
	analyst_free(a);
	game_free(&g);
}
END_TEST

/* Service a until its line for g has the lead and the moves, at most ms. */
static void wait_whole(struct engine_analyst *a, struct game *g, int ms)
{
	char *cause = NULL;

	for (int i = 0; i < ms / 100; i++) {
		int rc = wait_line(a, g, 100, &cause);

		ck_assert_msg(rc >= 0, "%s", cause);
		if (a->line_key == a->key && a->line.has_lead && a->line.nmoves > 0)
			return;
	}
	ck_abort_msg("no whole line");
}

/* How many times line was logged. */
static int times_logged(const char *line)
{
	int n = 0;

	for (const char *p = read_log(); (p = strstr(p, line)); p += strlen(line))
		n++;
	return n;
}

/* GNU Go's kind: estimate_score and top_moves_COLOR once per position, the
 * lead from the side to move's side, no win rate. */
START_TEST(gnugo)
{
	struct game g;
	struct engine_analyst *a = start(&g, "gnugo");

	wait_whole(a, &g, 5000);
	ck_assert(!a->able);
	ck_assert(a->score);
	ck_assert(a->line.lead_only);
	ck_assert_double_eq(a->line.lead, -6.5); /* "W+6.5", Black to move */
	ck_assert_int_eq(a->line.nmoves, 3);
	ck_assert_int_eq(a->line.moves[0].point, V(&g.board, "D4"));
	ck_assert_double_eq_tol(a->line.moves[0].value, 12.3, 1e-9);
	ck_assert(logged("top_moves_black"));
	ck_assert_int_eq(game_play_turn(&g, BLACK, V(&g.board, "D4")), MOVE_OK);
	wait_whole(a, &g, 5000);
	ck_assert(logged("play black D4"));
	ck_assert(logged("top_moves_white"));
	ck_assert_double_eq(a->line.lead, 5.5); /* "W+5.5", White to move */
	ck_assert_int_eq(a->line.moves[0].point, V(&g.board, "C3"));
	ck_assert_int_eq(times_logged("estimate_score"), 2); /* once per position */
	analyst_free(a);
	game_free(&g);
}
END_TEST

/* An engine with top_moves of the last genmove only: reg_genmove first. */
START_TEST(gnugo_last)
{
	struct game g;
	struct engine_analyst *a = start(&g, "gnugo-last");

	wait_whole(a, &g, 5000);
	ck_assert_int_eq(a->top, 2);
	ck_assert(logged("reg_genmove black\ntop_moves\n"));
	ck_assert_int_eq(a->line.nmoves, 3);
	ck_assert_int_eq(a->line.moves[2].point, V(&g.board, "E5"));
	ck_assert_double_eq(a->line.lead, -6.5);
	analyst_free(a);
	game_free(&g);
}
END_TEST

/* Slow answers for a position left behind are dropped: the first line read
 * is of the new position, asked once the old answers are in. */
START_TEST(gnugo_moved_on)
{
	char *cause = NULL;
	struct game g;
	struct engine_analyst *a = start(&g, "gnugo-slow");

	while (!a->known)
		ck_assert_int_ge(wait_line(a, &g, 100, &cause), 0);
	ck_assert_int_eq(analyst_sync(a, &g, &cause), 0);
	ck_assert_int_eq(a->due, 2);
	ck_assert_int_eq(game_play_turn(&g, BLACK, V(&g.board, "D4")), MOVE_OK);
	ck_assert_int_eq(analyst_sync(a, &g, &cause), 0);
	ck_assert_int_eq(a->due, 2); /* nothing more asked meanwhile */
	ck_assert_int_eq(wait_line(a, &g, 15000, &cause), 1);
	ck_assert_int_eq(a->line_key, a->key);
	ck_assert(logged("play black D4"));
	ck_assert(a->line.has_lead);
	ck_assert_double_eq(a->line.lead, 5.5);
	ck_assert_int_eq(a->line.nmoves, 0);
	wait_whole(a, &g, 15000);
	ck_assert(logged("top_moves_white"));
	ck_assert_int_eq(times_logged("estimate_score"), 2);
	/* stopped: nothing sent, the answers due dropped */
	ck_assert_int_eq(analyst_stop(a, &cause), 0);
	ck_assert(!a->running);
	analyst_free(a);
	game_free(&g);
}
END_TEST

static Suite *analyst_suite(void)
{
	Suite *s = suite_create("analyst");
	TCase *tc = tcase_create("fake");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup_log, teardown_log);
	tcase_add_test(tc, kata_then_a_move);
	tcase_add_test(tc, lz);
	tcase_add_test(tc, candidates_on_stones_dropped);
	tcase_add_loop_test(tc, misbehaving, 0, sizeof modes / sizeof *modes);
	tcase_add_test(tc, crashing);
	tcase_add_test(tc, gnugo);
	tcase_add_test(tc, gnugo_moved_on);
	tcase_add_test(tc, gnugo_last);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(analyst_suite);

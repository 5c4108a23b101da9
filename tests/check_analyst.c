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

static Suite *analyst_suite(void)
{
	Suite *s = suite_create("analyst");
	TCase *tc = tcase_create("fake");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup_log, teardown_log);
	tcase_add_test(tc, kata_then_a_move);
	tcase_add_test(tc, lz);
	tcase_add_loop_test(tc, misbehaving, 0, sizeof modes / sizeof *modes);
	tcase_add_test(tc, crashing);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(analyst_suite);

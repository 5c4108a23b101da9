/*
 * check_session.c — a session (cmd/session.h): session_wait on a pipe as
 * the front ends' descriptor (a byte, an engine's answer, the clock's
 * second with a fake now_ms, a signal that is no end of input), and
 * session_start (a new game from a setup, a record opened, engines from
 * the options with tests/fake-engine.sh).
 */
#include <errno.h>
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

#include "cmdtest.h"
#include "cmd/session.h"
#include "record/record.h"
#include "record/sgf.h"
#include "base/util.h"

#define FAKE "sh " TESTSRCDIR "/fake-engine.sh"

static int pipe_fd[2];
static int64_t fake_now;

static int64_t now_ms(void)
{
	return fake_now;
}

static void setup_pipe(void)
{
	setup9();
	ck_assert_int_eq(pipe(pipe_fd), 0);
}

static void teardown_pipe(void)
{
	close(pipe_fd[0]);
	close(pipe_fd[1]);
	teardown();
}

START_TEST(wait_wakes_on_a_byte)
{
	int flags = -1;

	ck_assert_int_eq(write(pipe_fd[1], "x", 1), 1);
	ck_assert_int_eq(session_wait(&c, pipe_fd[0], -1, &flags), SESSION_WOKE_FD);
	ck_assert_int_eq(flags, 0);
}
END_TEST

START_TEST(wait_wakes_on_the_callers_timer)
{
	int flags = -1;

	ck_assert_int_eq(session_wait(&c, pipe_fd[0], 10, &flags), SESSION_WOKE_TIMER);
	ck_assert_int_eq(flags, 0); /* no clock runs: nothing charged */
}
END_TEST

START_TEST(wait_wakes_on_an_engine)
{
	int woke = 0, flags = 0;

	ok("engine white " FAKE);
	for (int i = 0; i < 200 && !strstr(c.message, "plays as White"); i++)
		woke |= session_wait(&c, pipe_fd[0], 100, &flags);
	ck_assert_str_eq(c.message, "Fake Engine 1.0 plays as White.");
	ck_assert(woke & SESSION_WOKE_ENGINE);
	ck_assert(!(woke & SESSION_WOKE_FD));
	ok("D4");
	cmd_engines_sync(&c); /* White is asked for its move */
	refused("E5", "Fake Engine 1.0 plays White: wait for its move");
	woke = 0;
	for (int i = 0; i < 200 && g.nmoves < 2; i++)
		woke |= session_wait(&c, pipe_fd[0], -1, &flags);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert(woke & SESSION_WOKE_ENGINE);
	ck_assert(flags & CMD_REDRAW_BOARD);
}
END_TEST

/* The clock's next second wakes the wait, which charges it: the time of
 * the fake clock, not the real one. */
START_TEST(wait_wakes_on_the_clock)
{
	int flags = 0;

	fake_now = 1000000;
	c.s.now_ms = now_ms;
	ok("time 10m");
	ok("D4"); /* White's clock runs */
	ck_assert_int_ge(cmd_clock_wait(&c), 0);
	fake_now += 3000;
	ck_assert_int_eq(session_wait(&c, pipe_fd[0], -1, &flags), SESSION_WOKE_TIMER);
	ck_assert(flags & CMD_REDRAW_CLOCK);
	ck_assert_int_eq(clock_left_ms(&c.s.clock.clock, WHITE), 597000);
	/* without a descriptor (a script's pipe), only the engines are waited for */
	ck_assert_int_eq(session_wait(&c, -1, 10, &flags), SESSION_WOKE_TIMER);
}
END_TEST

static void on_alarm(int sig)
{
	(void)sig;
}

/* A signal (a suspend, a resize) wakes the wait: never the end of input. */
START_TEST(wait_on_a_signal_is_no_end_of_input)
{
	struct sigaction sa, old;
	struct itimerval t = { .it_value = { 0, 20000 } };
	int flags = -1;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm; /* no SA_RESTART, as the screen's handlers */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, &old);
	setitimer(ITIMER_REAL, &t, NULL);
	ck_assert_int_eq(session_wait(&c, pipe_fd[0], -1, &flags), SESSION_WOKE_SIGNAL);
	ck_assert_int_eq(flags, 0);
	sigaction(SIGALRM, &old, NULL);
	/* the byte sent after it is still read */
	ck_assert_int_eq(write(pipe_fd[1], "y", 1), 1);
	ck_assert_int_eq(session_wait(&c, pipe_fd[0], -1, &flags), SESSION_WOKE_FD);
}
END_TEST

/* ---- session_start ---- */

static char tmpdir[64];
static struct record rec;
static struct sgf_msgs msgs;

static void setup_start(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/check_session.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	setenv("XDG_STATE_HOME", tmpdir, 1); /* the autosave goes there */
	setenv("XDG_DATA_HOME", tmpdir, 1);
	setup_pipe();
	record_init(&rec);
	sgf_msgs_init(&msgs);
}

static void teardown_start(void)
{
	char *cmd = xasprintf("rm -rf '%s'", tmpdir);

	teardown_pipe();
	sgf_msgs_free(&msgs);
	record_free(&rec);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
}

START_TEST(start_a_new_game_from_a_setup)
{
	struct game_setup s = { .size = 13, .rules = RULES_CHINESE, .black = "Alice",
	                        .takebacks = TAKEBACKS_ALLOW };
	struct session_options o = { .setup = &s, .record = &rec, .aids = 1 };
	int flags;

	c.s.takebacks = false;
	flags = session_start(&c, &o);

	ck_assert(!(flags & CMD_FAILED));
	ck_assert_int_eq(g.board.size, 13);
	ck_assert_int_eq(g.rules, RULES_CHINESE);
	ck_assert(g.komi == 7.5);
	ck_assert_str_eq(c.s.name[BLACK], "Alice");
	ck_assert(c.s.aids);           /* aids asked for on 13×13 */
	ck_assert(c.s.takebacks);
	ck_assert(c.s.now_ms != NULL); /* the clocks run on clock_ms */
	ck_assert_ptr_eq(c.s.record, &rec);
	ck_assert_ptr_nonnull(rec.autosave);
	ck_assert_str_eq(c.s.autosave_problem, "");
	ck_assert_str_eq(rec.info.black, "Alice");
}
END_TEST

START_TEST(start_refuses_a_setup_that_cannot_be_played)
{
	struct game_setup s = { .size = 9, .handicap = 1 };
	struct session_options o = { .setup = &s, .record = &rec };

	ck_assert(session_start(&c, &o) & CMD_FAILED);
	ck_assert(strstr(c.message, "handicap"));
	ck_assert_ptr_null(c.s.record); /* nothing else started */
	ck_assert_ptr_null(rec.autosave);
}
END_TEST

START_TEST(start_with_a_record_opened)
{
	char *path = xasprintf("%s/game.sgf", tmpdir);
	FILE *f = fopen(path, "w");
	struct session_options o = { .record = &rec, .opened = path, .msgs = &msgs };

	ck_assert_ptr_nonnull(f);
	fputs("(;GM[1]FF[4]SZ[9]PB[Carol]PW[Dave];B[ee];W[cc])", f);
	fclose(f);
	ck_assert_int_eq(record_open(&rec, &g, path, &msgs), 0);
	ck_assert(!(session_start(&c, &o) & CMD_FAILED));
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_str_eq(c.s.name[BLACK], "Carol");
	ck_assert_str_eq(c.s.name[WHITE], "Dave");
	ck_assert(strstr(c.message, "game.sgf"));
	ck_assert_ptr_nonnull(rec.autosave);
	free(path);
}
END_TEST

static int steps;

static void count_step(void *front, int flags)
{
	(void)front, (void)flags;
	steps++;
}

START_TEST(start_the_engines_of_the_options)
{
	struct game_setup s = { .size = 9 };
	struct session_options o = { .setup = &s, .engine = { NULL, NULL, FAKE },
	                             .engine_delay_ms = 5, .engine_timeout_ms = 9000 };
	int flags;

	ck_assert(!(session_start(&c, &o) & CMD_FAILED));
	ck_assert_int_eq(c.s.engine_delay_ms, 5);
	ck_assert_int_eq(c.s.engine_timeout_ms, 9000);
	session_start_engines(&c, &o, count_step, NULL);
	ck_assert_int_eq(steps, 2); /* the engine's start, then the sync */
	ck_assert(cmd_engine_plays(&c, WHITE));
	ck_assert(!cmd_engine_plays(&c, BLACK));
	for (int i = 0; i < 200 && !strstr(c.message, "plays as White"); i++)
		session_wait(&c, pipe_fd[0], 100, &flags);
	ck_assert_str_eq(c.message, "Fake Engine 1.0 plays as White.");
}
END_TEST

static Suite *session_suite(void)
{
	Suite *s = suite_create("session");
	TCase *t = tcase_create("wait");

	tcase_add_checked_fixture(t, setup_pipe, teardown_pipe);
	tcase_set_timeout(t, 20);
	tcase_add_test(t, wait_wakes_on_a_byte);
	tcase_add_test(t, wait_wakes_on_the_callers_timer);
	tcase_add_test(t, wait_wakes_on_an_engine);
	tcase_add_test(t, wait_wakes_on_the_clock);
	tcase_add_test(t, wait_on_a_signal_is_no_end_of_input);
	suite_add_tcase(s, t);
	t = tcase_create("start");
	tcase_add_checked_fixture(t, setup_start, teardown_start);
	tcase_set_timeout(t, 20);
	tcase_add_test(t, start_a_new_game_from_a_setup);
	tcase_add_test(t, start_refuses_a_setup_that_cannot_be_played);
	tcase_add_test(t, start_with_a_record_opened);
	tcase_add_test(t, start_the_engines_of_the_options);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(session_suite);

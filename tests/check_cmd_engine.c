/*
 * check_cmd_engine.c — engines in the command table (cmd_engine.c), driven
 * as the screen drives them: :engine, the poll/service/sync cycle, a move
 * for the engine's colour refused, undo of the pair, the hint, a failure
 * leaving the colour to a person, the end of the game with its dead list.
 */
#include <poll.h>
#include <time.h>

#include "cmdtest.h"
#include "base/clock_ms.h"
#include "base/util.h"

#define FAKE "sh " TESTSRCDIR "/fake-engine.sh"
#define ANALYSIS "bash " TESTSRCDIR "/fake-analysis.sh"

/* What the screen's loop does: poll, service, until the message has want
 * (at most rounds times). */
static void serve(const char *want, int rounds)
{
	for (int i = 0; i < rounds && !strstr(c.message, want); i++) {
		struct pollfd fds[CMD_ENGINE_POLLFDS];
		int n = cmd_engines_pollfds(&c, fds), t = cmd_engines_timeout(&c);

		poll(fds, (nfds_t)n, t < 0 || t > 50 ? 50 : t);
		cmd_engines_service(&c);
	}
}

static void serve_until(const char *want)
{
	serve(want, 300);
	ck_assert_msg(strstr(c.message, want) != NULL, "message '%s' lacks '%s'", c.message, want);
}

/* Engine against engine with a delay: when the delay is over before the
 * loop asks how long to wait (a slow screen), it must wake at once, or
 * nobody asks the next engine for its move and the game hangs. */
START_TEST(delay_over_still_wakes)
{
	struct timespec pause = { 0, 30 * 1000000 };

	c.s.engine_delay_ms = 10;
	ok("engine black " FAKE);
	ok("engine white " FAKE);
	serve_until("Fake Engine 1.0 plays A1.");   /* Black's first move */
	ck_assert_int_eq(g.nmoves, 1);
	nanosleep(&pause, NULL);                     /* the screen draws slowly */
	ck_assert_int_eq(cmd_engines_timeout(&c), 0);
	serve_until("Fake Engine 1.0 plays B1.");   /* White's answer comes */
	ck_assert_int_eq(g.nmoves, 2);
	/* the delay served, nothing to wait for until the engine answers */
	ok("engine off");
	ck_assert_int_eq(cmd_engines_timeout(&c), -1);
}
END_TEST

START_TEST(engine_plays_white)
{
	ok("engine white " FAKE);
	ck_assert(cmd_engine_plays(&c, WHITE));
	ck_assert(!cmd_engine_plays(&c, BLACK));
	serve_until("Fake Engine 1.0 plays as White.");
	ck_assert_str_eq(c.s.name[WHITE], "Fake Engine 1.0");
	ok("D4");
	ck_assert_int_eq(cmd_engines_sync(&c) & CMD_REDRAW_MESSAGE, CMD_REDRAW_MESSAGE);
	ck_assert_str_eq(c.message, "Fake Engine 1.0 is thinking… (:engine off to take over)");
	ck_assert_str_eq(cmd_engine_thinking(&c), "Fake Engine 1.0");
	refused("E5", "Fake Engine 1.0 plays White: wait for its move");
	serve_until("Fake Engine 1.0 plays A1.");
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_ptr_null(cmd_engine_thinking(&c));
	ok("undo");
	ck_assert_int_eq(g.nmoves, 0);
	ck_assert_str_eq(c.message, "Took back White's A1. Took back Black's D4.");
	ok("engine");
	ck_assert_str_eq(c.message, "Black: a person. White: Fake Engine 1.0.");
	ok("engine off white");
	ck_assert(!cmd_engine_plays(&c, WHITE));
	ok("D4");
	ok("E5"); /* White by hand now */
}
END_TEST

START_TEST(hint_moves_the_cursor)
{
	refused("hint", "no engine to ask");
	setenv("FAKE_DEAD", "D4", 1); /* its dead stones after the stop */
	c.s.hint_command = xstrdup(FAKE);
	ok("D4");
	ok("hint");
	serve_until("suggests");
	ck_assert_str_eq(c.message, "Fake Engine 1.0 suggests A1 for White (marked, the cursor is on it).");
	ck_assert_int_eq(c.s.cursor, V(&g.board, "A1"));
	ck_assert_int_eq(c.s.hint, V(&g.board, "A1"));
	ck_assert_int_eq(c.s.hint_at, 1);
	ck_assert_int_eq(g.nmoves, 1);
	/* after the stop: its dead stones beside tengen's estimate */
	ok("pass");
	ok("pass");
	ok("hint");
	serve_until("counts");
	ck_assert_str_eq(c.message, "Fake Engine 1.0 counts 1 stone dead; tengen's estimate 0; "
	                            "they differ on 1.");
	unsetenv("FAKE_DEAD");
}
END_TEST

START_TEST(failure_leaves_a_person)
{
	ok("engine white " FAKE " garbage");
	ok("D4");
	cmd_engines_sync(&c);
	serve_until("White plays on by hand. Fake Engine 1.0: its answer is not GTP");
	ck_assert(c.message_error);
	ck_assert(!cmd_engine_plays(&c, WHITE));
	ok("E5");
	refused("engine white /nonexistent/gnugo", "no such program");
	refused("engine purple gnugo", "usage: engine black|white|analysis COMMAND");
}
END_TEST

/* Live analysis (cmd_analysis.c): refused in play until both allow it;
 * then the line for the position, in words; a move restarts it; a crash
 * is a message and the game goes on. */
static void say_until(const char *want)
{
	for (int i = 0; i < 100; i++) {
		ok("analysis say");
		if (strstr(c.message, want))
			return;
		ck_assert_msg(i < 99, "message '%s' lacks '%s'", c.message, want);
		serve("\x01", 4); /* never there: four rounds of the loop */
	}
}

/* GNU Go's kind in words: the lead and the moves' values, no win rate. */
START_TEST(live_analysis_gnugo)
{
	struct game_setup s = { .size = 9, .rules = RULES_JAPANESE, .komi = 6.5,
	                        .analysis = ANALYSIS_ALLOW };

	ck_assert(!(cmd_new_game(&c, &s) & CMD_FAILED));
	ok("engine analysis " ANALYSIS " gnugo");
	say_until("Black to move, lead -6.5. Best: D4 (12.30 points), C3 (10.20 points), "
	          "E5 (8.10 points).");
	ck_assert_ptr_null(strstr(c.message, "wins"));
	ok("D4");
	cmd_engines_sync(&c);
	say_until("White to move, lead +5.5. Best: C3 (12.30 points)");
}
END_TEST

START_TEST(live_analysis)
{
	struct game_setup s = { .size = 9, .rules = RULES_JAPANESE, .komi = 6.5,
	                        .analysis = ANALYSIS_ALLOW };

	refused("engine analysis " ANALYSIS " kata", "both players allow it");
	ck_assert(!(cmd_new_game(&c, &s) & CMD_FAILED));
	refused("analysis", "no analysis engine");
	ok("engine analysis " ANALYSIS " kata");
	ck_assert_ptr_nonnull(cmd_analysis_name(&c));
	say_until("Black to move wins 56.0%, lead +3.5. Best: D4 (56.0%");
	ok("D4");
	ck_assert_ptr_null(cmd_analysis_line(&c)); /* the old line is not shown */
	cmd_engines_sync(&c);
	say_until("White to move wins 56.0%, lead +3.5. Best: C3 (56.0%");
	ok("analysis off");
	ck_assert_ptr_null(cmd_analysis_line(&c));
	ok("analysis on");
	say_until("Best: C3");
	ok("engine analysis " ANALYSIS " crashing");
	serve_until("No analysis: Fake Analysis 1.0: the engine exited (status 3)");
	ck_assert(c.message_error);
	ck_assert_ptr_null(c.s.analyst);
	ok("E5");
	ck_assert_int_eq(g.nmoves, 2);
}
END_TEST

/* An engine that fails while a line waits to be drawn: nothing is left to
 * wait for.  The wait for the undrawn line once outlived the engine: the
 * loop woke at once forever (--plain never read its input again). */
START_TEST(live_analysis_fails_with_a_line_undrawn)
{
	struct game_setup s = { .size = 9, .rules = RULES_JAPANESE, .komi = 6.5,
	                        .analysis = ANALYSIS_ALLOW };

	ck_assert(!(cmd_new_game(&c, &s) & CMD_FAILED));
	setenv("FAKE_INTERVAL", "1", 1); /* its lines and its end 10 ms apart */
	ok("engine analysis " ANALYSIS " crashing");
	c.s.analysis_pending = true; /* a line came within a redraw's interval */
	c.s.analysis_drawn = clock_ms();
	serve_until("No analysis: Fake Analysis 1.0: the engine exited (status 3)");
	unsetenv("FAKE_INTERVAL");
	ck_assert_ptr_null(c.s.analyst);
	ck_assert_int_eq(cmd_engines_timeout(&c), -1);
}
END_TEST

/* It passes, Black passes: its dead stones (none) are the marks; White is
 * to move, so it agrees first; then Black. */
START_TEST(end_of_game)
{
	ok("engine white " FAKE " pass");
	ok("D4");
	cmd_engines_sync(&c);
	serve_until("Fake Engine 1.0 passes.");
	ok("pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	cmd_engines_sync(&c);
	serve_until("Fake Engine 1.0 agrees with the marks.");
	ck_assert(endgame_agreed(&g, WHITE));
	ok("dead D4 chain"); /* other marks: its agreement is withdrawn */
	cmd_engines_sync(&c);
	ck_assert(!endgame_agreed(&g, WHITE));
	ck_assert_msg(strstr(c.message, "does not agree: it counts 0 stones dead"), "%s", c.message);
	ok("dead D4 chain");
	cmd_engines_sync(&c);
	ck_assert(endgame_agreed(&g, WHITE));
	ok("agree");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
}
END_TEST

/* Black passes, it passes: Black is to move, so Black agrees first (the
 * order of agreement, competition rule 4-2); it agreed at once before. */
START_TEST(the_player_to_move_agrees_first)
{
	ok("engine white " FAKE " pass");
	ok("pass");
	cmd_engines_sync(&c);
	serve_until("Fake Engine 1.0 passes.");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(g.to_move, BLACK);
	for (int i = 0; i < 3; i++)
		cmd_engines_sync(&c);
	ck_assert(!endgame_agreed(&g, WHITE));
	ok("agree");
	cmd_engines_sync(&c);
	serve_until("Fake Engine 1.0 agrees with the marks.");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
}
END_TEST

static Suite *cmd_engine_suite(void)
{
	Suite *s = suite_create("cmd_engine");
	TCase *t = tcase_create("engine");

	tcase_add_checked_fixture(t, setup9, teardown);
	tcase_set_timeout(t, 20);
	tcase_add_test(t, engine_plays_white);
	tcase_add_test(t, delay_over_still_wakes);
	tcase_add_test(t, hint_moves_the_cursor);
	tcase_add_test(t, failure_leaves_a_person);
	tcase_add_test(t, the_player_to_move_agrees_first);
	tcase_add_test(t, end_of_game);
	tcase_add_test(t, live_analysis);
	tcase_add_test(t, live_analysis_gnugo);
	tcase_add_test(t, live_analysis_fails_with_a_line_undrawn);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(cmd_engine_suite);

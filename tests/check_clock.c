/*
 * check_clock.c — the game clock (rules/clock.h) with synthetic time: every
 * time system, period boundaries, the calls of Chinese competition rule 3
 * (30 40 50 55 58, the last-minute countdown), scaled periods, Canadian
 * resets, Fischer, stopping (a pause, a suspended program), loss on time,
 * the SGF counts, malformed specs.  No test sleeps.
 */
#include "testutil.h"

#include "rules/clock.h"

static struct clock start(const char *spec)
{
	struct clock c;
	struct clock_spec s;
	char *cause = NULL;

	ck_assert_msg(clock_spec_parse(spec, &s, &cause) == 0, "%s: %s", spec, cause);
	clock_init(&c, &s);
	return c;
}

/* Run the clock of who for secs seconds one second at a time; the calls
 * said, one text per line, into out. */
static void run_seconds(struct clock *c, int secs, char *out, size_t len)
{
	size_t n = 0;

	out[0] = '\0';
	for (int i = 0; i < secs; i++) {
		struct clock_news nw = clock_advance(c, 1000);
		char t[64];

		clock_news_text(c, &nw, t, sizeof t);
		if (*t && n < len)
			n += (size_t)snprintf(out + n, len - n, "%d %s\n", i + 1, t);
	}
}

static void expect_error(const char *spec, const char *words)
{
	struct clock_spec s;
	char *cause = NULL;

	ck_assert_msg(clock_spec_parse(spec, &s, &cause) < 0, "%s accepted", spec);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, words), "%s: '%s' does not say '%s'", spec, cause, words);
	free(cause);
}

START_TEST(parse_every_system)
{
	static const struct { const char *in, *out; enum clock_system sys; } t[] = {
		{ "30m", "30m", CLOCK_ABSOLUTE },
		{ "60m+5x30s", "60m+5x30s", CLOCK_BYOYOMI },
		{ "0m+1x3s", "0m+1x3s", CLOCK_BYOYOMI },
		{ "60m+25/10m", "60m+25/10m", CLOCK_CANADIAN },
		{ "5m+10s", "5m+10s", CLOCK_FISCHER },
		{ "115m+5x60s", "115m+5x1m", CLOCK_BYOYOMI },
		{ "1h30m", "90m", CLOCK_ABSOLUTE },
		{ "90s", "90s", CLOCK_ABSOLUTE },
		{ "none", "none", CLOCK_NONE },
	};
	char buf[64];

	for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
		struct clock_spec s, again;
		char *cause = NULL;

		ck_assert_msg(clock_spec_parse(t[i].in, &s, &cause) == 0, "%s: %s", t[i].in, cause);
		ck_assert_int_eq(s.system, t[i].sys);
		ck_assert_str_eq(clock_spec_format(&s, buf, sizeof buf), t[i].out);
		ck_assert_int_eq(clock_spec_parse(buf, &again, NULL), 0);
		ck_assert_mem_eq(&s, &again, sizeof s);
	}
	{
		struct clock_spec s;

		ck_assert_int_eq(clock_spec_parse("115m+5x60s", &s, NULL), 0);
		ck_assert_int_eq(s.main_ms, 115 * 60000);
		ck_assert_int_eq(s.periods, 5);
		ck_assert_int_eq(s.period_ms, 60000);
		ck_assert_int_eq(clock_spec_parse("60m+25/10m", &s, NULL), 0);
		ck_assert_int_eq(s.stones, 25);
		ck_assert_int_eq(s.period_ms, 600000);
		ck_assert_int_eq(clock_spec_parse("5m+10s", &s, NULL), 0);
		ck_assert_int_eq(s.increment_ms, 10000);
	}
}
END_TEST

START_TEST(malformed_specs_say_what_is_wrong)
{
	expect_error("", "main time");
	expect_error("abc", "main time");
	expect_error("30", "needs a unit");
	expect_error("30q", "needs a unit");
	expect_error("30m+5x30", "needs a unit");
	expect_error("30m+5x", "byo-yomi period");
	expect_error("30m+0x30s", "number of byo-yomi periods");
	expect_error("30m+101x30s", "1 to 100");
	expect_error("30m+0/10m", "Canadian");
	expect_error("30m+5x0s", "cannot be 0");
	expect_error("30m+", "Fischer");
	expect_error("0m", "cannot be 0");
	expect_error("0m+10s", "cannot be 0");
	expect_error("30m 5x30s", "unexpected ' 5x30s'");
	expect_error("30m+5x30s!", "unexpected '!'");
	expect_error("100h", "99 hours");
	expect_error("99999999999999999999h", "99 hours");
}
END_TEST

START_TEST(absolute_time_runs_out)
{
	struct clock c = start("1m");
	struct clock_news n;
	char buf[32];

	clock_run(&c, BLACK);
	n = clock_advance(&c, 59999);
	ck_assert(!n.flag);
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "0:01");
	ck_assert_str_eq(clock_format(&c, WHITE, false, buf, sizeof buf), "1:00");
	n = clock_advance(&c, 1);
	ck_assert(n.flag);
	ck_assert_int_eq(n.who, BLACK);
	ck_assert(c.side[BLACK].flagged);
	ck_assert_str_eq(clock_news_text(&c, &n, buf, sizeof buf), "Black: lost on time");
	/* a flagged clock takes no more time, and a move does not help */
	clock_moved(&c, BLACK);
	n = clock_advance(&c, 5000);
	ck_assert_int_eq(n.who, EMPTY);
	ck_assert_int_eq(clock_wait_ms(&c), -1);
}
END_TEST

START_TEST(only_the_running_side_is_charged)
{
	struct clock c = start("10m");

	ck_assert_int_eq(clock_advance(&c, 5000).who, EMPTY); /* stopped */
	clock_run(&c, WHITE);
	clock_advance(&c, 5000);
	ck_assert_int_eq(c.side[WHITE].main_ms, 595000);
	ck_assert_int_eq(c.side[BLACK].main_ms, 600000);
	/* a pause (or a suspended program): both stopped, nobody charged */
	clock_run(&c, EMPTY);
	clock_advance(&c, 3600000);
	ck_assert_int_eq(c.side[WHITE].main_ms, 595000);
	ck_assert_int_eq(c.side[BLACK].main_ms, 600000);
	clock_run(&c, WHITE);
	clock_advance(&c, 1000);
	ck_assert_int_eq(c.side[WHITE].main_ms, 594000);
}
END_TEST

/* The Chinese system: one-minute periods, the calls of rule 3. */
START_TEST(one_minute_periods_are_called_as_rule_3)
{
	struct clock c = start("1m+3x60s");
	struct clock_news n;
	char said[1024];

	clock_run(&c, BLACK);
	n = clock_advance(&c, 60000);
	ck_assert(n.overtime);
	ck_assert_int_eq(n.periods_left, 3);
	ck_assert_str_eq(clock_news_text(&c, &n, said, sizeof said), "Black: byo-yomi");
	run_seconds(&c, 60, said, sizeof said);
	ck_assert_str_eq(said, "30 Black: 30 s\n40 Black: 40 s\n50 Black: 50 s\n"
	                       "55 Black: 55 s\n58 Black: 58 s\n60 Black: 2 periods left\n");
	/* a move within the period costs nothing: the period starts again */
	run_seconds(&c, 45, said, sizeof said);
	clock_moved(&c, BLACK);
	ck_assert_int_eq(c.side[BLACK].left_ms, 60000);
	ck_assert_int_eq(c.side[BLACK].periods, 2);
	run_seconds(&c, 60, said, sizeof said);
	ck_assert_str_eq(said + strlen(said) - 24, "60 Black: 1 period left\n");
	/* the last minute: 30 40 50, then 1 … 9 each second, 10 loses */
	run_seconds(&c, 60, said, sizeof said);
	ck_assert_str_eq(said, "30 Black: 30 s\n40 Black: 40 s\n50 Black: 50 s\n"
	                       "51 Black: 1\n52 Black: 2\n53 Black: 3\n54 Black: 4\n55 Black: 5\n"
	                       "56 Black: 6\n57 Black: 7\n58 Black: 8\n59 Black: 9\n"
	                       "60 Black: 10, lost on time\n");
	ck_assert(c.side[BLACK].flagged);
	ck_assert_int_eq(c.side[BLACK].periods, 0);
}
END_TEST

START_TEST(period_boundaries_to_the_millisecond)
{
	struct clock c = start("0m+2x60s");
	struct clock_news n;

	clock_run(&c, WHITE);
	n = clock_advance(&c, 29999);
	ck_assert_int_eq(n.call.second, 0);
	n = clock_advance(&c, 1);
	ck_assert_int_eq(n.call.second, 30);
	n = clock_advance(&c, 29999);
	ck_assert_int_eq(n.call.second, 58); /* the latest of 40 50 55 58 */
	ck_assert_int_eq(n.periods_lost, 0);
	n = clock_advance(&c, 1);
	ck_assert_int_eq(n.periods_lost, 1);
	ck_assert_int_eq(n.periods_left, 1);
	/* one advance over a whole period and more: each period lost counts */
	c = start("0m+5x60s");
	clock_run(&c, WHITE);
	n = clock_advance(&c, 3 * 60000 + 40000);
	ck_assert_int_eq(n.periods_lost, 3);
	ck_assert_int_eq(n.periods_left, 2);
	ck_assert_int_eq(n.call.second, 40);
	ck_assert_int_eq(c.side[WHITE].left_ms, 20000);
	n = clock_advance(&c, 10 * 60000);
	ck_assert(n.flag);
	ck_assert_int_eq(n.periods_lost, 1);
}
END_TEST

/* Other period lengths: the same fractions (clock.h). */
START_TEST(scaled_calls)
{
	struct clock c = start("0m+2x30s");
	char said[1024];

	clock_run(&c, BLACK);
	run_seconds(&c, 30, said, sizeof said);
	ck_assert_str_eq(said, "15 Black: 15 s\n20 Black: 20 s\n25 Black: 25 s\n"
	                       "27 Black: 27 s\n29 Black: 29 s\n30 Black: 1 period left\n");
	run_seconds(&c, 30, said, sizeof said);
	ck_assert_str_eq(said, "15 Black: 15 s\n20 Black: 20 s\n25 Black: 25 s\n"
	                       "26 Black: 6\n27 Black: 7\n28 Black: 8\n29 Black: 9\n"
	                       "30 Black: 10, lost on time\n");
	c = start("0m+1x3s");
	clock_run(&c, WHITE);
	run_seconds(&c, 3, said, sizeof said);
	ck_assert_str_eq(said, "1 White: 1 s\n2 White: 2 s\n3 White: 10, lost on time\n");
	c = start("0m+1x120s");
	clock_run(&c, WHITE);
	run_seconds(&c, 120, said, sizeof said);
	ck_assert_str_eq(said, "60 White: 60 s\n80 White: 80 s\n100 White: 100 s\n"
	                       "111 White: 1\n112 White: 2\n113 White: 3\n114 White: 4\n"
	                       "115 White: 5\n116 White: 6\n117 White: 7\n118 White: 8\n"
	                       "119 White: 9\n120 White: 10, lost on time\n");
}
END_TEST

START_TEST(byoyomi_after_main_time)
{
	struct clock c = start("60m+5x30s");
	struct clock_news n;
	char buf[32];

	clock_run(&c, BLACK);
	/* the overtime to come is shown from the start */
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "1:00:00 +5×30s");
	ck_assert_str_eq(clock_format(&c, BLACK, true, buf, sizeof buf), "1:00:00 +5x30s");
	n = clock_advance(&c, 3600000 + 10000); /* into the first period */
	ck_assert(n.overtime);
	ck_assert_int_eq(c.side[BLACK].left_ms, 20000);
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "0:20 ×5");
	ck_assert_str_eq(clock_format(&c, BLACK, true, buf, sizeof buf), "0:20 x5");
	clock_moved(&c, BLACK);
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "0:30 ×5");
	ck_assert_int_eq(clock_left_count(&c, BLACK), 5);
	ck_assert_int_eq(clock_left_count(&c, WHITE), 0);
}
END_TEST

START_TEST(canadian_periods_reset)
{
	struct clock c = start("1m+3/1m");
	struct clock_news n;
	char buf[32];

	clock_run(&c, BLACK);
	n = clock_advance(&c, 70000);
	ck_assert(n.overtime);
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "0:50 /3");
	clock_moved(&c, BLACK);
	clock_advance(&c, 20000);
	clock_moved(&c, BLACK);
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "0:30 /1");
	clock_advance(&c, 29000);
	clock_moved(&c, BLACK); /* the third move in time: a new period */
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "1:00 /3");
	ck_assert_int_eq(clock_left_count(&c, BLACK), 3);
	n = clock_advance(&c, 60000);
	ck_assert(n.flag);
	ck_assert_str_eq(clock_news_text(&c, &n, buf, sizeof buf), "Black: lost on time");
}
END_TEST

START_TEST(fischer_adds_after_each_move)
{
	struct clock c = start("5m+10s");

	clock_run(&c, WHITE);
	clock_advance(&c, 4000);
	clock_moved(&c, WHITE);
	ck_assert_int_eq(c.side[WHITE].main_ms, 306000);
	clock_advance(&c, 306000);
	ck_assert(c.side[WHITE].flagged);
	ck_assert_int_eq(clock_left_count(&c, WHITE), 0);
}
END_TEST

START_TEST(wait_until_the_shown_second_changes)
{
	struct clock c = start("1m");

	ck_assert_int_eq(clock_wait_ms(&c), -1);
	clock_run(&c, BLACK);
	ck_assert_int_eq(clock_wait_ms(&c), 1000);
	clock_advance(&c, 300);
	ck_assert_int_eq(clock_wait_ms(&c), 700);
	clock_advance(&c, 700);
	ck_assert_int_eq(clock_wait_ms(&c), 1000);
	c = start("none");
	clock_run(&c, BLACK);
	ck_assert_int_eq(c.running, EMPTY);
	ck_assert_int_eq(clock_wait_ms(&c), -1);
}
END_TEST

/* SGF BL/OB: what is left, and setting it back. */
START_TEST(left_and_set_back)
{
	struct clock c = start("1m+5x30s"), d = start("1m+5x30s");

	clock_run(&c, BLACK);
	clock_advance(&c, 60000 + 30000 + 12000);
	ck_assert_int_eq(clock_left_ms(&c, BLACK), 18000);
	ck_assert_int_eq(clock_left_count(&c, BLACK), 4);
	clock_set_left(&d, BLACK, clock_left_ms(&c, BLACK), clock_left_count(&c, BLACK));
	ck_assert_mem_eq(&d.side[BLACK], &c.side[BLACK], sizeof d.side[BLACK]);
	clock_set_left(&d, WHITE, 42000, 0);
	ck_assert_int_eq(d.side[WHITE].main_ms, 42000);
	ck_assert(!d.side[WHITE].overtime);
	c = start("10m");
	clock_set_left(&c, WHITE, 0, 0);
	ck_assert(c.side[WHITE].flagged);
}
END_TEST

/* The call in words after ms more of the running clock, or "". */
static const char *call_after(struct clock *c, int64_t ms)
{
	static char said[160];
	struct clock_news n = clock_advance(c, ms);

	return clock_call_sentence(c, &n, said, sizeof said);
}

/* Each kind of call in words, for the message line and --plain. */
START_TEST(calls_in_words)
{
	struct clock c = start("1m+2x60s");
	char buf[64];

	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "1:00 +2×1m");
	ck_assert_str_eq(clock_words(&c, BLACK, buf, sizeof buf), "1:00, then 2 periods of 60 seconds");
	clock_run(&c, BLACK);
	ck_assert_str_eq(call_after(&c, 60000), "Black is in byo-yomi: 2 periods of 60 seconds.");
	ck_assert_str_eq(clock_words(&c, BLACK, buf, sizeof buf), "1:00 of the period, 2 periods left");
	ck_assert_str_eq(call_after(&c, 30000), "Black: 30 of the period's 60 seconds used.");
	ck_assert_str_eq(call_after(&c, 30000), "Black has used up a period: 1 period left.");
	ck_assert_str_eq(call_after(&c, 50000), "Black: 50 of the last period's 60 seconds used.");
	ck_assert_int_eq(clock_shown_seconds(&c, BLACK), 10);
	ck_assert_str_eq(call_after(&c, 9000), "Black: 9. 1 second left.");
	ck_assert_int_eq(clock_shown_seconds(&c, BLACK), 1);
	ck_assert_str_eq(call_after(&c, 1000), "Black: 10. Lost on time.");
	ck_assert_str_eq(call_after(&c, 1000), "");
	/* after the flag the overtime to come is not shown */
	ck_assert_str_eq(clock_format(&c, BLACK, false, buf, sizeof buf), "0:00 ×0");
	c = start("1m");
	clock_run(&c, WHITE);
	ck_assert_str_eq(call_after(&c, 60000), "White has lost on time.");
}
END_TEST

static Suite *clock_suite(void)
{
	Suite *s = suite_create("clock");
	TCase *tc = tcase_create("clock");

	tcase_add_test(tc, parse_every_system);
	tcase_add_test(tc, malformed_specs_say_what_is_wrong);
	tcase_add_test(tc, absolute_time_runs_out);
	tcase_add_test(tc, only_the_running_side_is_charged);
	tcase_add_test(tc, one_minute_periods_are_called_as_rule_3);
	tcase_add_test(tc, period_boundaries_to_the_millisecond);
	tcase_add_test(tc, scaled_calls);
	tcase_add_test(tc, byoyomi_after_main_time);
	tcase_add_test(tc, canadian_periods_reset);
	tcase_add_test(tc, fischer_adds_after_each_move);
	tcase_add_test(tc, wait_until_the_shown_second_changes);
	tcase_add_test(tc, left_and_set_back);
	tcase_add_test(tc, calls_in_words);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(clock_suite);

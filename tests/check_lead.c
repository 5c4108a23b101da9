/*
 * check_lead.c — the review's graph of the estimated lead (record/lead.c,
 * cmd/cmd_lead.c): the series of a line filled one value at a time, kept
 * while the review steps, its values from the estimate (komi in, the big
 * capture seen), the steps at the two moves that leave eleven stones in
 * atari to their fate and none at their capture (tests/data/swing.sgf),
 * and the mistakes (by the record's SBKS, tests/data/mistakes.sgf) and
 * graph commands.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "record/lead.h"
#include "record/record.h"
#include "record/review.h"
#include "testutil.h"
#include "opentest.h"

#define SWING_SGF TESTDATADIR "/swing.sgf"

static void open_swing(struct review *rv)
{
	struct sgf_msgs m;
	struct sgf *s;
	char *cause = NULL;

	sgf_msgs_init(&m);
	s = sgf_read_file(SWING_SGF, &m);
	ck_assert_msg(s != NULL, "%s", m.n ? m.v[0] : SWING_SGF);
	ck_assert_int_eq(review_open(rv, s, s->games, &cause), 0);
	sgf_msgs_free(&m);
}

static void open_text(struct review *rv, const char *text)
{
	struct sgf *s = sgf_parse(text, strlen(text), "t", NULL);

	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(review_open(rv, s, s->games, NULL), 0);
}

START_TEST(series_fills_one_value_at_a_time)
{
	struct review rv;
	struct lead_series ls;
	int steps = 0;

	open_swing(&rv);
	lead_series_init(&ls);
	lead_series_sync(&ls, &rv);
	ck_assert_int_eq(ls.n, 9); /* the root and eight moves */
	ck_assert_int_eq(ls.at, 0);
	ck_assert_int_eq(ls.done, 0);
	ck_assert(!lead_series_complete(&ls));
	while (lead_series_step(&ls))
		ck_assert_int_eq(ls.done, ++steps);
	ck_assert_int_eq(steps, 9);
	ck_assert(lead_series_complete(&ls));
	for (int i = 0; i < ls.n; i++)
		ck_assert_int_eq(ls.move[i], i);
	/* White's group lives while White may join it, dies when White does not;
	 * after the capture Black is far ahead */
	ck_assert_msg(ls.lead[3] > 10, "lead after the capture %g", ls.lead[3]);
	ck_assert_msg(ls.lead[2] - ls.lead[1] > 8, "swing %g", ls.lead[2] - ls.lead[1]);
	/* stepping keeps every value: the same line, the review's place follows */
	review_step(&rv, 5);
	lead_series_sync(&ls, &rv);
	ck_assert_int_eq(ls.at, 5);
	ck_assert(lead_series_complete(&ls));
	lead_series_free(&ls);
	review_close(&rv);
}
END_TEST

/* The eleven white stones stand in atari at F5, which would join them to
 * White's group: Black's move 1 (G3) does not take them, White's move 2
 * (C3) does not save them, move 3 takes them.  The two misses are the
 * swings of the lead, Black's the biggest; the capture, which only does
 * what the position already held, moves it little. */
START_TEST(the_swings_are_the_misses)
{
	struct review rv;
	struct lead_series ls;
	char buf[32];
	int big = 1;

	open_swing(&rv);
	lead_series_init(&ls);
	lead_series_sync(&ls, &rv);
	while (lead_series_step(&ls))
		ck_assert(!ls.from_engine[ls.done - 1] && ls.conf[ls.done - 1] > 0.3);
	for (int i = 1; i < ls.n; i++)
		if (fabs(ls.lead[i] - ls.lead[i - 1]) > fabs(ls.lead[big] - ls.lead[big - 1]))
			big = i;
	ck_assert_int_eq(big, 1);
	ck_assert_msg(ls.lead[0] - ls.lead[1] > 8, "Black's miss %g", ls.lead[0] - ls.lead[1]);
	ck_assert_msg(ls.lead[2] - ls.lead[1] > 8, "White's miss %g", ls.lead[2] - ls.lead[1]);
	ck_assert_msg(fabs(ls.lead[3] - ls.lead[2]) < 3, "the capture %g", ls.lead[3] - ls.lead[2]);
	ck_assert_str_eq(lead_format(4.54, buf, sizeof buf), "B+4.5");
	ck_assert_str_eq(lead_format(-0.5, buf, sizeof buf), "W+0.5");
	ck_assert_str_eq(lead_format(0.01, buf, sizeof buf), "0");
	lead_series_free(&ls);
	review_close(&rv);
}
END_TEST

/* The empty board: the playouts share it (give or take their noise), komi
 * decides (6.5). */
START_TEST(empty_board_is_komi)
{
	struct review rv;
	struct lead_series ls;

	open_text(&rv, "(;GM[1]FF[4]SZ[9]KM[6.5])");
	lead_series_init(&ls);
	lead_series_sync(&ls, &rv);
	ck_assert(lead_series_step(&ls));
	ck_assert_msg(fabs(ls.lead[0] + 6.5) < 5, "empty board: %g", ls.lead[0]);
	lead_series_free(&ls);
	review_close(&rv);
}
END_TEST

/* Another line keeps the values of the nodes it shares from the root. */
START_TEST(another_line_keeps_the_shared_values)
{
	struct review rv;
	struct lead_series ls;

	open_text(&rv, "(;GM[1]FF[4]SZ[9];B[ee];W[cc](;B[gc];W[gg])(;B[dc]))");
	lead_series_init(&ls);
	lead_series_sync(&ls, &rv);
	ck_assert_int_eq(ls.n, 5);
	while (lead_series_step(&ls))
		;
	review_step(&rv, 2);
	ck_assert(review_variation(&rv, 1));
	lead_series_sync(&ls, &rv);
	ck_assert_int_eq(ls.n, 4);
	ck_assert_int_eq(ls.done, 3);
	ck_assert_int_eq(ls.at, 2);
	lead_series_free(&ls);
	review_close(&rv);
}
END_TEST

/* The commands: the mistakes by the record's leads, graph hides and shows. */
START_TEST(commands_mistakes_and_graph)
{
	struct game g;
	struct cmd_ctx c;
	struct record r;
	struct sgf_msgs m;

	open_for_commands(&g, &c, &r, &m, TESTDATADIR "/mistakes.sgf");
	ck_assert(cmd_run(&c, "mistakes") & CMD_FAILED); /* not reviewing */
	ck_assert(!cmd_lead_pending(&c));
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert(cmd_lead_pending(&c));
	ck_assert(cmd_lead_work(&c) & CMD_REDRAW_STATUS); /* one value */
	ck_assert(!(cmd_run(&c, "graph") & CMD_FAILED));
	ck_assert(c.s.graph_hidden);
	ck_assert(!cmd_lead_pending(&c));
	ck_assert_ptr_null(cmd_lead_series(&c));
	ck_assert(!(cmd_run(&c, "graph on") & CMD_FAILED));
	while (cmd_lead_pending(&c))
		ck_assert(cmd_lead_work(&c) & CMD_REDRAW_STATUS);
	ck_assert_int_eq(cmd_lead_work(&c), 0);
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "mistakes") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c.s.review), 7); /* the largest */
	ck_assert_msg(strstr(c.message, "4 W -6.0 (D7), 7 B -7.5 (C4)"), "%s", c.message);
	ck_assert(cmd_run(&c, "next-mistake") & CMD_FAILED); /* none after */
	ck_assert(!(cmd_run(&c, "prev-mistake") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c.s.review), 4);
	ck_assert_msg(strstr(c.message, "Mistake 1 of 2: move 4, White lost 6.0 points; better: D7"),
	              "%s", c.message);
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "next-mistake") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c.s.review), 4);
	ck_assert(cmd_run(&c, "graph maybe") & CMD_FAILED);
	ck_assert(!(cmd_run(&c, "review off") & CMD_FAILED));
	ck_assert_ptr_null(c.s.lead);
	cmd_ctx_free(&c);
	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);
}
END_TEST

static Suite *lead_suite(void)
{
	Suite *s = suite_create("lead");
	TCase *t = tcase_create("lead");

	tcase_set_timeout(t, 60);
	tcase_add_test(t, series_fills_one_value_at_a_time);
	tcase_add_test(t, the_swings_are_the_misses);
	tcase_add_test(t, empty_board_is_komi);
	tcase_add_test(t, another_line_keeps_the_shared_values);
	tcase_add_test(t, commands_mistakes_and_graph);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(lead_suite);

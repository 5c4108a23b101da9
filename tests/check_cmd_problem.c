/*
 * check_cmd_problem.c — problem mode through the command table
 * (cmd_problem.c): problems FILE|DIR|off, a move the file answers, one it
 * does not have, a solved and a failed problem and the count, retry, next
 * and previous (wrapping), the commands refused meanwhile, the cursor on
 * the problem's board and back, the game in play untouched.
 */
#include <stdlib.h>

#include "record/review.h"
#include "cmdtest.h"

#define PROBLEMS PROBLEMSDIR

START_TEST(a_set_solved_and_failed)
{
	struct cmd_problem_info pi;
	int cursor;

	game_set_size(&g, 19);
	c.cursor = cursor = V(&g.board, "Q16");
	ok("play Q16");
	refused("problems /nonexistent", "no problems in /nonexistent");
	ck_assert(!cmd_problem_info(&c, &pi));
	ok("problems " PROBLEMS);
	ck_assert(cmd_problem_info(&c, &pi));
	ck_assert_int_eq(pi.number, 1);
	ck_assert_int_ge(pi.total, 40);
	ck_assert_ptr_nonnull(strstr(c.message, "Problem 1 of"));
	ck_assert_int_eq(c.review->game.board.size, 9);
	ck_assert_int_eq(c.cursor, V(&c.review->game.board, "E5"));
	refused("undo", "goes back to the game first");
	refused("pass", "goes back to the game first");
	refused("A1", "A1 is not the answer");
	refused("play E5", "Not possible at E5");
	ok("cursor up");
	ok("play"); /* E6, at the cursor */
	ck_assert(cmd_problem_info(&c, &pi));
	ck_assert_int_eq(pi.state, 1);
	ck_assert_int_eq(pi.solved, 1);
	ck_assert_ptr_nonnull(strstr(c.message, "Solved!"));
	refused("F6", "This problem is over");
	ok("retry");
	ck_assert_ptr_eq(c.review->node, c.review->root);
	ok("E6");
	cmd_problem_info(&c, &pi);
	ck_assert_int_eq(pi.solved, 1); /* once per problem */
	ok("prev-problem");
	cmd_problem_info(&c, &pi);
	ck_assert_int_eq(pi.number, pi.total); /* wraps to the last */
	ok("next-problem");
	ok("next-problem");
	ck_assert_ptr_nonnull(strstr(c.message, "Problem 2 of"));
	ok("problems " PROBLEMS "/06-capture-1-which.sgf");
	cmd_problem_info(&c, &pi);
	ck_assert_int_eq(pi.total, 1);
	ok("H6"); /* a wrong line: the file answers E5 */
	cmd_problem_info(&c, &pi);
	ck_assert_int_eq(pi.state, 2);
	ck_assert(c.message_error);
	ck_assert_ptr_nonnull(strstr(c.message, "White answers E5. Not solved."));
	ok("problems off");
	ck_assert_ptr_null(c.review);
	ck_assert(!cmd_problem_info(&c, &pi));
	ck_assert_int_eq(c.cursor, cursor);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "Q16")), BLACK);
	refused("problems off", "no problems are open");
	refused("retry", "no problems are open");
}
END_TEST

/* A reply, then the learner plays on: capture in two. */
START_TEST(the_file_replies)
{
	ok("problems " PROBLEMS "/07-capture-2-edge.sgf");
	ok("E3");
	ck_assert_str_eq(c.message, "White answers E1. Black to play.");
	ck_assert_int_eq(board_at(&c.review->game.board, V(&c.review->game.board, "E1")), WHITE);
	ok("F1");
	ck_assert_ptr_nonnull(strstr(c.message, "Solved!"));
}
END_TEST

static Suite *cmd_problem_suite(void)
{
	Suite *s = suite_create("cmd_problem");
	TCase *tc = tcase_create("problems");

	tcase_add_checked_fixture(tc, setup9, teardown);
	tcase_add_test(tc, a_set_solved_and_failed);
	tcase_add_test(tc, the_file_replies);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return run_suite(cmd_problem_suite());
}

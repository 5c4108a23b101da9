/*
 * check_modes.c — every command in every mode (mode.h), table-driven.
 *
 * For each mode a fixture puts a fresh session in it (a game in play, play
 * stopped, a confirmation, a finished game, free handicap stones, a pause,
 * sealing, a review, edit mode, the problems, a list of games); then every
 * command of the table is run there with a sample argument.  A command the
 * table does not allow in the mode is refused with that mode's words and
 * leaves everything as it was (the moves, the phase, the position, the
 * mode); one it allows is never refused for the mode.  The modes are also
 * checked against what the session holds (a review, problems, a list…).
 */
#include <stdlib.h>
#include <string.h>

#include "cmd/mode.h"
#include "record/record.h"
#include "record/review.h"
#include "cmdtest.h"

static struct record rec;

/* A sample line for each command: its name and an argument where it needs
 * one (one that changes nothing outside the session: no file written). */
static void sample(const struct cmd_entry *e, char *line, size_t len)
{
	static const struct { const char *name, *args; } args[] = {
		{ "komi", "5" }, { "rules", "chinese" }, { "handicap", "2" }, { "setup", "black" },
		{ "cursor", "left" }, { "jump", "left" }, { "comment-scroll", "down" },
		{ "engine", "off" }, { "load", "/nonexistent/x.sgf" },
		{ "save", "/nonexistent/x.sgf" }, { "label", "A" }, { "info", "GN" },
		{ "play", "A1" }, { "problems", "/nonexistent" }, { "pick", "99" },
		{ "seal", "/nonexistent/x.sgf" }, { "goto", "1" }, { "tree", "on" },
		{ "problem", "save /nonexistent/x.sgf" }, { "analysis", "off" },
	};
	const char *a = "";

	for (size_t i = 0; i < sizeof args / sizeof *args; i++)
		if (!strcmp(e->name, args[i].name))
			a = args[i].args;
	snprintf(line, len, "%s%s%s", e->name, *a ? " " : "", a);
}

/* ---- putting the session in each mode ---- */

static void enter(enum cmd_mode m)
{
	c.s.record = &rec;
	switch (m) {
	case MODE_PLAYING: ok("E5"); break;
	case MODE_STOPPED: ok("E5"), ok("pass"), ok("pass"); break;
	case MODE_CONFIRMING: ok("E5"), ok("pass"), ok("pass"), ok("confirm"); break;
	case MODE_FINISHED: ok("E5"), ok("resign"); break;
	case MODE_HANDICAP: ok("handicap 2 free"); break;
	case MODE_PAUSED: ok("time 10m"), ok("pause"), ok("pause"); break;
	case MODE_SEALING: ok("E5"), ok("seal"); break;
	case MODE_REVIEWING: ok("E5"), ok("D4"), ok("review"), ok("first"); break;
	case MODE_EDITING: ok("E5"), ok("edit"); break;
	case MODE_SOLVING: ok("problems " PROBLEMSDIR); break;
	case MODE_PICKING:
		ok("problems " PROBLEMSDIR);
		ck_assert(cmd_problem_list(&c) & CMD_SHOW_PICK);
		break;
	default: ck_abort();
	}
	ck_assert_msg(cmd_mode(&c) == m, "in %s, not %s", cmd_mode_name(cmd_mode(&c)),
	              cmd_mode_name(m));
}

/* The mode agrees with what the session holds. */
static void consistent(void)
{
	enum cmd_mode m = cmd_mode(&c);

	ck_assert_int_eq(m == MODE_PICKING, c.s.pick != NULL);
	ck_assert_int_eq(m == MODE_SOLVING || m == MODE_PICKING ? 1 : 0, c.s.problems != NULL);
	if (m == MODE_REVIEWING || m == MODE_EDITING)
		ck_assert(c.s.review && (m == MODE_EDITING) == (c.s.review->edit != NULL));
	if (m == MODE_HANDICAP)
		ck_assert_int_gt(c.s.free_total, 0);
	if (m <= MODE_FINISHED)
		ck_assert_int_eq(m, cmd_mode_game(&c));
}

/* The words a refusal in mode m says for e. */
static const char *refusal(const struct cmd_entry *e, enum cmd_mode m)
{
	static const char *const words[MODE_COUNT] = {
		[MODE_PLAYING] = "not now", [MODE_STOPPED] = "not now",
		[MODE_CONFIRMING] = "in the confirmation", [MODE_FINISHED] = "The game is over",
		[MODE_HANDICAP] = "place the handicap stones first",
		[MODE_PAUSED] = "the game is paused", [MODE_SEALING] = "the next move is sealed",
		[MODE_REVIEWING] = "in review", [MODE_EDITING] = "in edit mode",
		[MODE_SOLVING] = "in the problems", [MODE_PICKING] = "a list is open",
	};

	if (e->modes == MODE_BIT(MODE_SOLVING) && m != MODE_PICKING) /* the list is the problems' */
		return "no problems are open";
	if (!(e->modes & MODES_GAME) && (MODE_BIT(m) & MODES_LIVE))
		return "not reviewing";
	return words[m];
}

struct state {
	int nmoves, phase, to_move;
	uint64_t hash;
	enum cmd_mode mode;
};

static struct state now(void)
{
	return (struct state){ g.nmoves, g.phase, g.to_move, g.board.hash, cmd_mode(&c) };
}

START_TEST(every_command_in_every_mode)
{
	enum cmd_mode m = (enum cmd_mode)_i;
	int refused_n = 0, ran = 0;

	for (size_t i = 0; i < cmd_table_size; i++) {
		const struct cmd_entry *e = &cmd_table[i];
		char line[128];
		struct state before;
		int flags;

		/* a fresh session in m for each command */
		teardown();
		record_free(&rec);
		record_init(&rec);
		setup9();
		enter(m);
		consistent();
		sample(e, line, sizeof line);
		before = now();
		flags = cmd_run(&c, line);
		if (!(e->modes & MODE_BIT(m))) {
			struct state after = now();

			ck_assert_msg(flags & CMD_FAILED, "%s ran in %s", line, cmd_mode_name(m));
			ck_assert_msg(strstr(c.message, refusal(e, m)), "%s in %s: '%s' lacks '%s'", line,
			              cmd_mode_name(m), c.message, refusal(e, m));
			ck_assert_msg(before.nmoves == after.nmoves && before.phase == after.phase &&
			              before.to_move == after.to_move && before.hash == after.hash &&
			              before.mode == after.mode, "%s in %s changed the game", line,
			              cmd_mode_name(m));
			refused_n++;
		} else {
			ck_assert_msg(!(flags & CMD_FAILED) || !strstr(c.message, refusal(e, m)) ||
			              !strcmp(refusal(e, m), "in review"),
			              "%s allowed in %s but refused for it: %s", line, cmd_mode_name(m),
			              c.message);
			ran++;
		}
		consistent();
	}
	ck_assert_int_eq(ran + refused_n, (int)cmd_table_size);
}
END_TEST

/* The transitions: entering and leaving come back where they began. */
START_TEST(modes_are_left_to_where_they_came_from)
{
	c.s.record = &rec;
	ok("E5");
	ok("review");
	ck_assert_int_eq(cmd_mode(&c), MODE_REVIEWING);
	ok("edit");
	ck_assert_int_eq(cmd_mode(&c), MODE_EDITING);
	ok("edit");
	ck_assert_int_eq(cmd_mode(&c), MODE_REVIEWING);
	ok("review");
	ck_assert_int_eq(cmd_mode(&c), MODE_PLAYING);
	ok("problems " PROBLEMSDIR);
	ck_assert(cmd_problem_list(&c) & CMD_SHOW_PICK);
	ck_assert_int_eq(cmd_mode(&c), MODE_PICKING);
	ok("pick cancel");
	ck_assert_int_eq(cmd_mode(&c), MODE_SOLVING);
	ok("problems off");
	ck_assert_int_eq(cmd_mode(&c), MODE_PLAYING);
	ok("edit");
	ck_assert_int_eq(cmd_mode(&c), MODE_EDITING);
	ok("edit"); /* begun in play: back to play */
	ck_assert_int_eq(cmd_mode(&c), MODE_PLAYING);
	ok("new! 9");
	ok("time 10m");
	ok("pause");
	ok("pause");
	ck_assert_int_eq(cmd_mode(&c), MODE_PAUSED);
	refused("D4", "the game is paused: both players :pause to play on");
	ok("new! 9"); /* a new game is no pause */
	ck_assert_int_eq(cmd_mode(&c), MODE_PLAYING);
}
END_TEST

/* A game that ends while paused or while a move is being sealed (a
 * resignation, allowed there) is over, not paused or sealing: its review
 * and undo were refused as "the game is paused" or "the next move is
 * sealed" for good. */
START_TEST(game_over_leaves_pause_and_seal)
{
	enter(MODE_PAUSED);
	ok("resign");
	ck_assert_int_eq(cmd_mode(&c), MODE_FINISHED);
	ok("review");
	ck_assert_int_eq(cmd_mode(&c), MODE_REVIEWING);
	ok("review");
	ck_assert_int_eq(cmd_mode(&c), MODE_FINISHED);
	ok("new! 9");
	enter(MODE_SEALING);
	ok("resign");
	ck_assert_int_eq(cmd_mode(&c), MODE_FINISHED);
	ok("undo!");
	ck_assert_int_eq(cmd_mode(&c), MODE_PLAYING);
}
END_TEST

/* The estimate in review (issue 24): of the position on screen, hidden by
 * a step; not in edit mode, where the position is being set up. */
START_TEST(estimate_runs_in_review)
{
	enter(MODE_REVIEWING);
	ok("next");
	ok("estimate");
	ck_assert_ptr_nonnull(cmd_estimate_shown(&c));
	ck_assert_ptr_nonnull(strstr(c.message, "Estimate"));
	ok("next"); /* another position: the estimate is not of it */
	ck_assert_ptr_null(cmd_estimate_shown(&c));
	ok("estimate");
	ok("estimate"); /* again: hidden */
	ck_assert_ptr_null(cmd_estimate_shown(&c));
	ok("edit");
	refused("estimate", "in edit mode");
}
END_TEST

static void setup_modes(void)
{
	record_init(&rec);
	setup9();
}

static void teardown_modes(void)
{
	teardown();
	record_free(&rec);
}

static Suite *modes_suite(void)
{
	Suite *s = suite_create("modes");
	TCase *tc = tcase_create("modes");

	tcase_add_checked_fixture(tc, setup_modes, teardown_modes);
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, every_command_in_every_mode, 0, MODE_COUNT);
	tcase_add_test(tc, modes_are_left_to_where_they_came_from);
	tcase_add_test(tc, estimate_runs_in_review);
	tcase_add_test(tc, game_over_leaves_pause_and_seal);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(modes_suite);

/*
 * check_keys.c — every default key binding is a command string the command
 * table accepts, no key is bound twice, and the messages of the commands
 * name the keys of this table.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cmd/cmd.h"
#include "record/record.h"
#include "testutil.h"
#include "opentest.h"
#include "base/util.h"
#include "ui/ui_int.h"
#define CMDTEST_KEYS_ONLY
#include "cmdtest.h"

/* A game in a phase where a key may act: 0 play (one move made, so undo
 * has one), 1 stopped (a dead stone to mark at E5), 2 a confirmation with a
 * ko White may not retake yet at A1 (the bent four of J89 example 6). */
static void game_in_phase(struct game *g, struct cmd_ctx *c, int phase)
{
	static const char *const play[] = { "A1", NULL };
	static const char *const stopped[] = { "A1", "E5", "pass", "pass", NULL };
	static const char *const bent[] = {
		"A4", "A3", "B4", "B3", "C4", "B2", "C3", "C2", "D3", "D2", "E3", "D1", "E2", "pass",
		"E1", "pass", "pass", "confirm black", "B1", "A1", "A2", NULL,
	};
	const char *const *m = phase == 0 ? play : phase == 1 ? stopped : bent;

	ck_assert_int_eq(game_init(g, 9, RULES_JAPANESE), 0);
	cmd_ctx_init(c, g);
	for (; *m; m++)
		ck_assert_msg(!(cmd_run(c, *m) & CMD_FAILED), "'%s': %s", *m, c->message);
	c->s.cursor = V(&g->board, phase == 2 ? "A1" : "E5");
	/* the hint key asks an engine: the fake one of tests/ */
	c->s.hint_command = xstrdup("sh " TESTSRCDIR "/fake-engine.sh");
	/* and the analysis keys the fake analysis engine, allowed in play */
	c->s.analysis_command = xstrdup("bash " TESTSRCDIR "/fake-analysis.sh kata");
	c->s.analysis_allowed = true;
}

START_TEST(bindings_are_commands)
{
	int n = 0;

	/* every binding acts in play, after the stop or in a confirmation */
	for (const struct key_binding *b = key_bindings; b->keys; b++, n++) {
		bool accepted = false;
		char why[3][CMD_MESSAGE_MAX];

		for (int phase = 0; phase < 3 && !accepted; phase++) {
			struct game g;
			struct cmd_ctx c;

			game_in_phase(&g, &c, phase);
			accepted = !(cmd_run(&c, b->command) & CMD_FAILED);
			snprintf(why[phase], sizeof why[phase], "%s", c.message);
			cmd_ctx_free(&c);
			game_free(&g);
		}
		ck_assert_msg(accepted, "key %s: '%s' refused: %s / %s / %s", b->keys, b->command,
		              why[0], why[1], why[2]);
		ck_assert_msg(b->help && *b->help, "key %s has no help", b->keys);
		ck_assert_msg(b->key[0] != 0, "key %s binds no key", b->keys);
	}
	ck_assert_int_ge(n, 24);
}
END_TEST

START_TEST(keys_are_unique)
{
	for (const struct key_binding *a = key_bindings; a->keys; a++)
		for (int i = 0; i < 4 && a->key[i]; i++) {
			ck_assert_str_eq(keys_lookup(a->key[i]), a->command);
			for (const struct key_binding *b = a + 1; b->keys; b++)
				for (int j = 0; j < 4 && b->key[j]; j++)
					ck_assert_msg(a->key[i] != b->key[j], "%s and %s share a key",
					              a->keys, b->keys);
		}
	ck_assert_ptr_null(keys_lookup('Z'));
	ck_assert_str_eq(keys_lookup('p'), "pass");
	ck_assert_str_eq(keys_lookup('u'), "undo");
	ck_assert_str_eq(keys_lookup(' '), "play");
}
END_TEST

/* Every review binding acts in a review standing on a branch of
 * tests/data/review.sgf (move 2, three variations follow, moves before);
 * next-branch one move before it, prev-branch one after. */
static const char *review_start(const char *command)
{
	if (!strcmp(command, "next-branch"))
		return "next 1";
	return strcmp(command, "prev-branch") ? "next 2" : "next 3";
}

/* Binding b runs in a review of review.sgf (at its start, then the
 * commands of before, NULL-terminated), and its keys are found by lookup. */
static void binding_in_review(const struct key_binding *b, const char *const *before,
                              const char *(*lookup)(int))
{
	struct game g;
	struct cmd_ctx c;
	struct record r;
	struct sgf_msgs m;

	open_for_commands(&g, &c, &r, &m, TESTDATADIR "/review.sgf");
	c.s.analysis_command = xstrdup("bash " TESTSRCDIR "/fake-analysis.sh kata");
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	for (; *before; before++)
		ck_assert_msg(!(cmd_run(&c, *before) & CMD_FAILED), "%s: %s", *before, c.message);
	while (strstr(b->command, "mistake") && cmd_lead_pending(&c))
		cmd_lead_work(&c); /* the mistakes need the graph estimated */
	ck_assert_msg(!(cmd_run(&c, b->command) & CMD_FAILED), "key %s: '%s' refused: %s",
	              b->keys, b->command, c.message);
	ck_assert_msg(b->help && *b->help, "key %s has no help", b->keys);
	for (int i = 0; i < 4 && b->key[i]; i++)
		ck_assert_str_eq(lookup(b->key[i]), b->command);
	cmd_ctx_free(&c);
	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);
}

START_TEST(review_bindings_are_commands)
{
	int n = 0;

	for (const struct key_binding *b = review_bindings; b->keys; b++, n++) {
		const char *const before[] = { review_start(b->command), NULL };

		binding_in_review(b, before, keys_lookup_review);
	}
	ck_assert_int_ge(n, 9);
	/* the keys a review does not name are the play screen's */
	ck_assert_str_eq(keys_lookup_review('v'), "review");
	ck_assert_str_eq(keys_lookup_review('?'), "help");
	ck_assert_str_eq(keys_lookup('v'), "review");
}
END_TEST

/* Every key of the tree view moves in the tree of review.sgf (three
 * rows: from the middle one, up and down both go somewhere). */
START_TEST(tree_bindings_are_commands)
{
	static const char *const before[] = { "tree on", "tree goto 3 2", NULL };
	int n = 0;

	for (const struct key_binding *b = tree_bindings; b->keys; b++, n++)
		binding_in_review(b, before, keys_lookup_tree);
	ck_assert_int_eq(n, 2);
	/* the others are the review's */
	ck_assert_str_eq(keys_lookup_tree('l'), "next");
	ck_assert_str_eq(keys_lookup_tree('T'), "tree");
	ck_assert_str_eq(keys_for("tree up"), "↑");
}
END_TEST

/* Every edit binding acts in edit mode started in play (one move made, one
 * stone set up). */
START_TEST(edit_bindings_are_commands)
{
	int n = 0;

	for (const struct key_binding *b = edit_bindings; b->keys; b++, n++) {
		struct game g;
		struct cmd_ctx c;

		game_in_phase(&g, &c, 0);
		ck_assert(!(cmd_run(&c, "edit") & CMD_FAILED));
		ck_assert(!(cmd_run(&c, "setup black A2") & CMD_FAILED)); /* one to take back */
		ck_assert_msg(!(cmd_run(&c, b->command) & CMD_FAILED), "key %s: '%s' refused: %s",
		              b->keys, b->command, c.message);
		for (int i = 0; i < 4 && b->key[i]; i++)
			ck_assert_str_eq(keys_lookup_edit(b->key[i]), b->command);
		cmd_ctx_free(&c);
		game_free(&g);
	}
	ck_assert_int_ge(n, 10);
	ck_assert_str_eq(keys_lookup_edit('?'), "help");
}
END_TEST

/* A binding's name (what messages call it) is the first of its keys. */
static void name_is_first_key(const struct key_binding *b)
{
	size_t n = strlen(b->name);

	ck_assert_msg(n > 0 && !strncmp(b->keys, b->name, n) && (!b->keys[n] || b->keys[n] == ' '),
	              "key %s is named '%s'", b->keys, b->name);
}

/* Messages name the keys of the table (keys_for): the default keys the
 * command-table tests assume (cmdtest.h) are the table's, and a context
 * with the screen's key_for says them. */
START_TEST(messages_name_the_table_keys)
{
	struct game g;
	struct cmd_ctx c;

	for (const struct key_binding *b = key_bindings; b->keys; b++)
		name_is_first_key(b);
	for (const struct key_binding *b = review_bindings; b->keys; b++)
		name_is_first_key(b);
	for (size_t i = 0; i < CMDTEST_NKEYS; i++) {
		const char *key = keys_for(cmdtest_keys[i][0]);

		ck_assert_msg(key, "no key for '%s'", cmdtest_keys[i][0]);
		ck_assert_str_eq(key, cmdtest_key_for(cmdtest_keys[i][0]));
	}
	ck_assert_str_eq(keys_for("play"), "Enter");
	ck_assert_str_eq(keys_for("prev 10"), "PgUp"); /* a review key */
	ck_assert_ptr_null(keys_for("komi"));
	game_in_phase(&g, &c, 1);
	c.s.key_for = keys_for;
	c.s.cursor = V(&g.board, "C3");
	ck_assert(cmd_run(&c, "play") & CMD_FAILED);
	ck_assert_str_eq(c.message, "play has stopped: Enter on a stone marks it dead or alive; "
	                            "r resumes");
	cmd_ctx_free(&c);
	game_free(&g);
}
END_TEST

/* Every key of problem mode runs a command it accepts; the keys it does
 * not name are the play screen's (the cursor, Enter). */
START_TEST(problem_bindings_are_commands)
{
	int n = 0;

	for (const struct key_binding *b = problem_bindings; b->keys; b++, n++) {
		struct game g;
		struct cmd_ctx c;

		ck_assert_int_eq(game_init(&g, 9, RULES_JAPANESE), 0);
		cmd_ctx_init(&c, &g);
		ck_assert(!(cmd_run(&c, "problems " PROBLEMSDIR "/007-capture-2-edge.sgf") & CMD_FAILED));
		ck_assert_msg(!(cmd_run(&c, b->command) & CMD_FAILED), "key %s: '%s' refused: %s",
		              b->keys, b->command, c.message);
		ck_assert_msg(b->help && *b->help, "key %s has no help", b->keys);
		for (int i = 0; i < 4 && b->key[i]; i++)
			ck_assert_str_eq(keys_lookup_problem(b->key[i]), b->command);
		cmd_ctx_free(&c);
		game_free(&g);
	}
	ck_assert_int_ge(n, 4);
	ck_assert_str_eq(keys_lookup_problem('\n'), "play");
	ck_assert_str_eq(keys_lookup_problem('u'), "retry");
	ck_assert_str_eq(keys_for("next-problem"), "n");
}
END_TEST

static Suite *keys_suite(void)
{
	Suite *s = suite_create("keys");
	TCase *tc = tcase_create("bindings");

	tcase_add_test(tc, bindings_are_commands);
	tcase_add_test(tc, keys_are_unique);
	tcase_add_test(tc, review_bindings_are_commands);
	tcase_add_test(tc, problem_bindings_are_commands);
	tcase_add_test(tc, edit_bindings_are_commands);
	tcase_add_test(tc, tree_bindings_are_commands);
	tcase_add_test(tc, messages_name_the_table_keys);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(keys_suite);

/*
 * check_keys.c — every default key binding is a command string the command
 * table accepts, and no key is bound twice.
 */
#include <stdlib.h>

#include "cmd.h"
#include "testutil.h"
#include "ui/ui_int.h"

START_TEST(bindings_are_commands)
{
	int n = 0;

	for (const struct key_binding *b = key_bindings; b->keys; b++, n++) {
		struct game g;
		struct cmd_ctx c;
		int f;

		ck_assert_int_eq(game_init(&g, 9, RULES_JAPANESE), 0);
		cmd_ctx_init(&c, &g);
		ck_assert_int_eq(cmd_run(&c, "A1") & CMD_FAILED, 0); /* so undo has a move */
		c.cursor = V(&g.board, "E5");
		f = cmd_run(&c, b->command);
		ck_assert_msg(!(f & CMD_FAILED), "key %s: '%s' refused: %s", b->keys, b->command,
		              c.message);
		ck_assert_msg(b->help && *b->help, "key %s has no help", b->keys);
		ck_assert_msg(b->key[0] != 0, "key %s binds no key", b->keys);
		cmd_ctx_free(&c);
		game_free(&g);
	}
	ck_assert_int_ge(n, 15);
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

int main(void)
{
	Suite *s = suite_create("keys");
	TCase *tc = tcase_create("bindings");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, bindings_are_commands);
	tcase_add_test(tc, keys_are_unique);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

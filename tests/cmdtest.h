/*
 * cmdtest.h — fixtures for the command-table tests: one game and one command
 * context per test (setup9/teardown) naming the screen's default keys in its
 * messages, and commands that must succeed (ok) or be refused with a reason
 * (refused).
 */
#ifndef TENGEN_CMDTEST_H
#define TENGEN_CMDTEST_H

#include <string.h>

#include "cmd/cmd.h"

/* The keys of the screen's default table (src/ui/keys.c) for the commands
 * the messages name, so that these tests read the messages the screen
 * shows; check_keys proves each pair is the table's. */
static const char *const cmdtest_keys[][2] = {
	{ "play", "Enter" }, { "pass", "p" }, { "undo", "u" }, { "resume", "r" },
	{ "agree", "y" }, { "confirm", "c" }, { "confirm-end", "e" }, { "pass-ko", "P" },
	{ "new", "n" }, { "help", "?" }, { "review", "v" }, { "estimate", "E" },
	{ "prev", "←" }, { "next", "→" }, { "prev 10", "PgUp" }, { "next 10", "PgDn" },
	{ "first", "Home" }, { "last", "End" },
	{ "variation prev", "↑" }, { "variation next", "↓" },
};
#define CMDTEST_NKEYS (sizeof cmdtest_keys / sizeof cmdtest_keys[0])

/* A context's key_for with the screen's default keys. */
static const char *cmdtest_key_for(const char *command)
{
	for (size_t i = 0; i < CMDTEST_NKEYS; i++)
		if (!strcmp(cmdtest_keys[i][0], command))
			return cmdtest_keys[i][1];
	return NULL;
}

/* check_keys wants the keys alone. */
#ifndef CMDTEST_KEYS_ONLY
#include "testutil.h"

static struct game g;
static struct cmd_ctx c;

static void setup9(void)
{
	ck_assert_int_eq(game_init(&g, 9, RULES_JAPANESE), 0);
	cmd_ctx_init(&c, &g);
	c.s.key_for = cmdtest_key_for; /* the messages as the screen shows them */
	c.s.takebacks = true; /* undo as one player's; check_cmd asks the opponent */
}

static void teardown(void)
{
	cmd_ctx_free(&c);
	game_free(&g);
}

/* Run a command that must succeed; return its flags. */
static int ok(const char *line)
{
	int f = cmd_run(&c, line);

	ck_assert_msg(!(f & CMD_FAILED), "'%s' failed: %s", line, c.message);
	return f;
}

/* Run a command that must be refused with a message containing why. */
static void refused(const char *line, const char *why)
{
	int f = cmd_run(&c, line);

	ck_assert_msg(f & CMD_FAILED, "'%s' was accepted: %s", line, c.message);
	ck_assert_msg(c.message_error, "'%s': message not marked as an error", line);
	ck_assert_msg(strstr(c.message, why), "'%s': message '%s' lacks '%s'", line, c.message, why);
}
#endif /* CMDTEST_KEYS_ONLY */

#endif

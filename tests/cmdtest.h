/*
 * cmdtest.h — fixtures for the command-table tests: one game and one command
 * context per test (setup9/teardown), and commands that must succeed (ok) or
 * be refused with a reason (refused).
 */
#ifndef TENGEN_CMDTEST_H
#define TENGEN_CMDTEST_H

#include "cmd/cmd.h"
#include "testutil.h"

static struct game g;
static struct cmd_ctx c;

static void setup9(void)
{
	ck_assert_int_eq(game_init(&g, 9, RULES_JAPANESE), 0);
	cmd_ctx_init(&c, &g);
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

#endif

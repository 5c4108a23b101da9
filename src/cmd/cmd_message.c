/*
 * cmd_message.c — what a command says: the message line (cmd_message,
 * cmd_fail), the keys named in a message (cmd_key, from the front end's
 * key table), and the small steps handlers share to refuse or take a
 * step of the end of the game with its reason.
 */
#include "cmd/cmd.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "base/util.h"

static void message_v(struct cmd_ctx *c, bool error, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

static void message_v(struct cmd_ctx *c, bool error, const char *fmt, va_list ap)
{
	if (vsnprintf(c->message, sizeof c->message, fmt, ap) >= (int)sizeof c->message)
		utf8_trim_cut(c->message); /* no half character at the cut */
	c->message_error = error;
	c->s.message_seq++;
}

void cmd_message(struct cmd_ctx *c, bool error, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	message_v(c, error, fmt, ap);
	va_end(ap);
}

int cmd_fail(struct cmd_ctx *c, const char *msg)
{
	return cmd_failf(c, "%s", msg);
}

int cmd_failf(struct cmd_ctx *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	message_v(c, true, fmt, ap);
	va_end(ap);
	return CMD_FAILED | CMD_REDRAW_MESSAGE;
}

const char *cmd_key(const struct cmd_ctx *c, const char *command)
{
	const char *key = c->s.key_for ? c->s.key_for(command + (*command == ':')) : NULL;

	return key ? key : command;
}

const char *cmd_key_or_command(const struct cmd_ctx *c, const char *command, char *buf,
                               size_t len)
{
	const char *key = cmd_key(c, command);

	if (key == command)
		return command;
	if (!strcmp(key, command + (*command == ':')))
		return key; /* --plain names commands so: "review", not "review or :review" */
	snprintf(buf, len, _("%s or %s"), key, command);
	return buf;
}

int cmd_color_arg(struct cmd_ctx *c, int argc, char **argv, enum color dflt,
                  const char *usage, enum color *who)
{
	*who = argc > 0 ? color_parse(argv[0]) : dflt;
	return *who == EMPTY ? cmd_fail(c, usage) : 0;
}

int cmd_step(struct cmd_ctx *c, enum endgame_status st)
{
	if (st != EG_OK)
		return cmd_fail(c, endgame_strerror(st));
	c->s.saved = false;
	return 0;
}

enum color cmd_to_move(const struct game *g)
{
	const struct confirmation *cf = endgame_confirming(g);

	return cf ? cf->to_move : g->to_move;
}

int cmd_player_step(struct cmd_ctx *c, int argc, char **argv, const char *usage,
                    enum endgame_status (*step)(struct game *, enum color), enum color *who)
{
	int flags = cmd_color_arg(c, argc, argv, c->s.game->to_move, usage, who);

	return flags ? flags : cmd_step(c, step(c->s.game, *who));
}

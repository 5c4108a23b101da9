/*
 * cmd_log.c — the messages so far, like vim's :messages (cmd.h).
 *
 * The message line holds one row: a message wider than the terminal is cut
 * there, and the log keeps its whole text.  A message is logged once per
 * cmd_message() (cmd_ctx.message_seq), however often it is drawn; the same
 * text again right after is one entry with a count.  The text is the
 * message as shown, sanitized where it was made.
 */
#include "cmd/cmd.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"

void cmd_log_sync(struct cmd_ctx *c)
{
	struct cmd_log *l = &c->s.log;
	struct cmd_log_entry *e;

	if (l->logged == c->s.message_seq)
		return;
	l->logged = c->s.message_seq;
	if (!c->message[0])
		return;
	e = l->n ? &l->entry[(l->first + l->n - 1) % CMD_LOG_MAX] : NULL;
	if (e && e->error == c->message_error && !strcmp(e->text, c->message)) {
		e->count++;
		return;
	}
	if (l->n == CMD_LOG_MAX) /* the oldest goes */
		l->first = (l->first + 1) % CMD_LOG_MAX;
	else
		l->n++;
	e = &l->entry[(l->first + l->n - 1) % CMD_LOG_MAX];
	snprintf(e->text, sizeof e->text, "%s", c->message);
	e->error = c->message_error;
	e->count = 1;
}

const struct cmd_log_entry *cmd_log_get(const struct cmd_ctx *c, int i)
{
	if (i < 0 || i >= c->s.log.n)
		return NULL;
	return &c->s.log.entry[(c->s.log.first + i) % CMD_LOG_MAX];
}

void cmd_log_text(const struct cmd_log_entry *e, char *buf, size_t size)
{
	if (e->count > 1)
		/* TRANSLATORS: a message of the log (:messages) shown this many
		   times in a row */
		snprintf(buf, size, ngettext("%s (%d time)", "%s (%d times)", (unsigned long)e->count),
		         e->text, e->count);
	else
		snprintf(buf, size, "%s", e->text);
}

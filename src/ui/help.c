/*
 * help.c — the help screen: every key of the play screen (keys.c) and every
 * command of the table (cmd.c), built from those tables so it cannot drift
 * from them.  It scrolls when the terminal is short.  The same pager shows
 * the message log (`messages`, cmd_log.c), word-wrapped to the terminal.
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/settings.h"
#include "ui/ui_int.h"
#include "base/util.h"

static void help_add(struct help *h, const char *left, const char *right)
{
	int pad = 16 - ui_width(left);

	sbuf_printf(&h->text, "  %s%*s %s\n", left, pad > 0 ? pad : 0, "", right);
	h->lines++;
}

static void help_heading(struct help *h, const char *s)
{
	sbuf_printf(&h->text, "%s\n", s);
	h->lines++;
}

/* The keys of a table, with their help. */
static void help_keys(struct help *h, const struct key_binding *t)
{
	for (const struct key_binding *b = t; b->keys; b++)
		help_add(h, b->keys, _(b->help));
}

/* Every command of the table with its usage; a long usage takes a line of
 * its own. */
static void help_commands(struct help *h)
{
	for (size_t i = 0; i < cmd_table_size; i++) {
		const struct cmd_entry *e = &cmd_table[i];
		char left[64];

		snprintf(left, sizeof left, "%s %s", e->name, e->usage ? _(e->usage) : "");
		if (ui_width(left) > 16) {
			help_add(h, left, "");
			help_add(h, "", _(e->help));
		} else {
			help_add(h, left, _(e->help));
		}
	}
}

/* The config file's [keys] (ui_options.keys), which come before the table. */
static void help_user_keys(struct help *h, const struct ui_options *o)
{
	if (!o->nkeys)
		return;
	help_heading(h, _("Your keys (the config file's [keys]; they come first)"));
	for (int i = 0; i < o->nkeys; i++) {
		char *cmd = xasprintf(":%s", o->keys[i].command);

		help_add(h, o->keys[i].name, cmd);
		free(cmd);
	}
	help_heading(h, "");
}

static void help_build(struct help *h, const struct ui_options *o)
{
	sbuf_reset(&h->text);
	h->lines = 0;
	help_heading(h, _("tengen — keys (q, Esc or ? closes this screen; j/k, PgUp/PgDn scroll)"));
	help_heading(h, "");
	help_user_keys(h, o);
	help_keys(h, key_bindings);
	help_add(h, ":", _("open the command line (a command from the list below)"));
	help_add(h, "Ctrl-L", _("redraw the screen"));
	help_heading(h, "");
	help_heading(h, _("In review (v): these first, then the keys above"));
	help_keys(h, review_bindings);
	help_heading(h, _("With the game tree shown (T): these first, then the review's"));
	help_keys(h, tree_bindings);
	help_heading(h, "");
	help_heading(h, _("Solving problems (:problems): these first, then the keys above"));
	help_keys(h, problem_bindings);
	help_heading(h, _("In edit mode (s): these first, then the keys above"));
	help_keys(h, edit_bindings);
	help_heading(h, "");
	help_heading(h, _("On the command line"));
	help_add(h, "Tab", _("complete a command, a word, or a file name"));
	help_add(h, "↑ ↓", _("earlier and later commands (kept across runs)"));
	help_add(h, "Enter", _("run the command"));
	help_add(h, "Esc Ctrl-C", _("cancel"));
	help_heading(h, "");
	help_heading(h, _("Commands (type : first; a bare point such as D4 plays there)"));
	help_commands(h);
	help_heading(h, "");
	help_heading(h, _("The last move is marked ( ); with beginner aids, chains in atari are"));
	help_heading(h, _("shown in reverse video and listed, and the ko point is underlined."));
	help_heading(h, "");
	help_heading(h, _("After two passes the board is a map of the count (J89 Art. 9):"));
	help_heading(h, _("  ● ○ (X O) living stones     x o  dead stones"));
	help_heading(h, _("  ▪ ▫ (b w) territory         s    seki eye     · (-) dame"));
	help_heading(h, _("Mark dead groups (d, Enter), then each agrees in turn (y), the player to"));
	help_heading(h, _("move first; a change of marks withdraws an agreement.  r resumes (the"));
	help_heading(h, _("opponent moves, Art. 9-3); c opens a confirmation on a copy (Art. 7-2):"));
	help_heading(h, _("a ko taken there may be retaken only after passing once (P names the ko"));
	help_heading(h, _("under the cursor when there are two).  x disagrees: both, both lose."));
}

void help_open(struct ui *u)
{
	help_build(&u->help, &u->opt);
	sbuf_reset(&u->help.marks);
	u->help.messages = false;
	u->screen = SCREEN_HELP;
	u->help.top = 0;
	u->dirty |= CMD_REDRAW_ALL;
}

/* One message of the log, wrapped to width: an error marked '!' when there
 * are no colours to show it (it is bold), a repeat counted. */
static void help_message(struct help *h, const struct cmd_log_entry *e, bool color, int width)
{
	char text[CMD_MESSAGE_MAX + 64];
	const char *t = text, *line, *lead = !color && e->error ? "! " : "  ";
	int len;

	cmd_log_text(e, text, sizeof text);
	while (ui_wrap(&t, width > 3 ? width - 2 : 1, ui_width, &line, &len)) {
		sbuf_printf(&h->text, "%s%.*s\n", lead, len, line);
		sbuf_addc(&h->marks, e->error ? 'e' : ' ');
		h->lines++;
		lead = "  ";
	}
}

static void help_build_messages(struct ui *u)
{
	struct help *h = &u->help;
	const struct cmd_log_entry *e;

	sbuf_reset(&h->text);
	sbuf_reset(&h->marks);
	h->lines = 0;
	h->width = COLS;
	help_heading(h, _("Messages, newest last (q or Esc closes this screen; j/k, PgUp/PgDn "
	                  "scroll)"));
	sbuf_addc(&h->marks, ' ');
	for (int i = 0; (e = cmd_log_get(&u->ctx, i)); i++)
		help_message(h, e, u->color, COLS);
	if (!cmd_log_get(&u->ctx, 0)) {
		help_add(h, _("No messages yet."), "");
		sbuf_addc(&h->marks, ' ');
	}
}

/* The top line that shows the end. */
static int help_bottom(const struct help *h)
{
	int page = LINES - 1 > 1 ? LINES - 1 : 1;

	return h->lines > page ? h->lines - page : 0;
}

void help_open_messages(struct ui *u)
{
	cmd_log_sync(&u->ctx);
	help_build_messages(u);
	u->help.messages = true;
	u->help.top = help_bottom(&u->help);
	u->screen = SCREEN_HELP;
	u->dirty |= CMD_REDRAW_ALL;
}

void help_free(struct help *h)
{
	sbuf_free(&h->text);
	sbuf_free(&h->marks);
	h->lines = 0;
}

void help_key(struct ui *u, int key)
{
	struct help *h = &u->help;
	int page = LINES - 1 > 1 ? LINES - 1 : 1, max = h->lines - page;

	switch (key) {
	case 'j': case UI_KEY(KEY_DOWN): h->top++; break;
	case 'k': case UI_KEY(KEY_UP): h->top--; break;
	case ' ': case UI_KEY(KEY_NPAGE): h->top += page; break;
	case 'b': case UI_KEY(KEY_PPAGE): h->top -= page; break;
	case 'g': case UI_KEY(KEY_HOME): h->top = 0; break;
	case 'G': case UI_KEY(KEY_END): h->top = max; break;
	case 'q': case 27: case '?': case '\n': case '\r': case UI_KEY(KEY_ENTER):
		ui_show_play(u);
		return;
	default: return;
	}
	if (h->top > max)
		h->top = max;
	if (h->top < 0)
		h->top = 0;
	u->dirty |= CMD_REDRAW_BOARD;
}

void help_draw(struct ui *u)
{
	const struct help *h = &u->help;
	const char *s = h->text.s ? h->text.s : "";
	int line = 0, y = 0;

	if (!(u->dirty & CMD_REDRAW_ALL))
		return;
	if (h->messages && h->width != COLS) { /* a resize: wrapped anew, at the end */
		help_build_messages(u);
		u->help.top = help_bottom(h);
		s = h->text.s ? h->text.s : "";
	}
	while (*s && y < LINES - 1) {
		const char *end = strchr(s, '\n');
		size_t len = end ? (size_t)(end - s) : strlen(s);
		char buf[2048]; /* a line of 511 cells (ui_put's most) of 4-byte characters */

		if (line++ >= h->top) {
			snprintf(buf, sizeof buf, "%.*s", (int)len, s);
			utf8_trim_cut(buf);
			if (line == 1) /* the title */
				attr_set(A_BOLD, 0, NULL);
			else if ((size_t)line <= h->marks.len && h->marks.s[line - 1] == 'e')
				attr_set(A_BOLD, u->color ? PAIR_ERROR : 0, NULL);
			ui_put(y++, 0, COLS, buf);
			attr_set(A_NORMAL, 0, NULL);
		}
		s += len + (end != NULL);
	}
	while (y < LINES - 1)
		ui_put(y++, 0, COLS, "");
	attr_set(A_REVERSE, 0, NULL);
	{
		char foot[128];

		snprintf(foot, sizeof foot, _(" lines %d-%d of %d "), h->top + 1,
		         h->top + LINES - 1 < h->lines ? h->top + LINES - 1 : h->lines, h->lines);
		ui_put(LINES - 1, 0, COLS, foot);
	}
	attr_set(A_NORMAL, 0, NULL);
}

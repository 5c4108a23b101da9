/*
 * help.c — the help screen: every key of the play screen (keys.c) and every
 * command of the table (cmd.c), built from those tables so it cannot drift
 * from them.  It scrolls when the terminal is short.
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "ui/ui_int.h"
#include "base/util.h"

static struct sbuf help_text;
static int help_lines;

static void help_add(const char *left, const char *right)
{
	int pad = 16 - ui_width(left);

	sbuf_printf(&help_text, "  %s%*s %s\n", left, pad > 0 ? pad : 0, "", right);
	help_lines++;
}

static void help_heading(const char *s)
{
	sbuf_printf(&help_text, "%s\n", s);
	help_lines++;
}

static void help_build(void)
{
	sbuf_reset(&help_text);
	help_lines = 0;
	help_heading(_("tengen — keys (q, Esc or ? closes this screen; j/k, PgUp/PgDn scroll)"));
	help_heading("");
	for (const struct key_binding *b = key_bindings; b->keys; b++)
		help_add(b->keys, _(b->help));
	help_add(":", _("open the command line (a command from the list below)"));
	help_add("Ctrl-L", _("redraw the screen"));
	help_heading("");
	help_heading(_("In review (v): these first, then the keys above"));
	for (const struct key_binding *b = review_bindings; b->keys; b++)
		help_add(b->keys, _(b->help));
	help_heading("");
	help_heading(_("On the command line"));
	help_add("Tab", _("complete a command, a word, or a file name"));
	help_add("↑ ↓", _("earlier and later commands (kept across runs)"));
	help_add("Enter", _("run the command"));
	help_add("Esc Ctrl-C", _("cancel"));
	help_heading("");
	help_heading(_("Commands (type : first; a bare point such as D4 plays there)"));
	for (size_t i = 0; i < cmd_table_size; i++) {
		const struct cmd_entry *e = &cmd_table[i];
		char left[64];

		snprintf(left, sizeof left, "%s %s", e->name, e->usage ? _(e->usage) : "");
		if (strlen(left) > 16) {
			help_add(left, "");
			help_add("", _(e->help));
		} else {
			help_add(left, _(e->help));
		}
	}
	help_heading("");
	help_heading(_("The last move is marked ( ); with beginner aids, chains in atari are"));
	help_heading(_("shown in reverse video and listed, and the ko point is underlined."));
	help_heading("");
	help_heading(_("After two passes the board is a map of the count (J89 Art. 9):"));
	help_heading(_("  ● ○ (X O) living stones     x o  dead stones"));
	help_heading(_("  ▪ ▫ (b w) territory         s    seki eye     · (-) dame"));
	help_heading(_("Mark dead groups (d, Enter), then each agrees in turn (y), the player to"));
	help_heading(_("move first; a change of marks withdraws an agreement.  r resumes (the"));
	help_heading(_("opponent moves, Art. 9-3); c opens a confirmation on a copy (Art. 7-2):"));
	help_heading(_("a ko taken there may be retaken only after passing once (P names the ko"));
	help_heading(_("under the cursor when there are two).  x disagrees: both, both lose."));
}

void help_open(struct ui *u)
{
	help_build();
	u->screen = SCREEN_HELP;
	u->help_top = 0;
	u->dirty |= CMD_REDRAW_ALL;
}

void help_key(struct ui *u, int key)
{
	int page = LINES - 1 > 1 ? LINES - 1 : 1, max = help_lines - page;

	switch (key) {
	case 'j': case UI_KEY(KEY_DOWN): u->help_top++; break;
	case 'k': case UI_KEY(KEY_UP): u->help_top--; break;
	case ' ': case UI_KEY(KEY_NPAGE): u->help_top += page; break;
	case 'b': case UI_KEY(KEY_PPAGE): u->help_top -= page; break;
	case 'g': case UI_KEY(KEY_HOME): u->help_top = 0; break;
	case 'G': case UI_KEY(KEY_END): u->help_top = max; break;
	case 'q': case 27: case '?': case '\n': case '\r': case UI_KEY(KEY_ENTER):
		u->screen = SCREEN_PLAY;
		u->dirty |= CMD_REDRAW_ALL;
		erase();
		return;
	default: return;
	}
	if (u->help_top > max)
		u->help_top = max;
	if (u->help_top < 0)
		u->help_top = 0;
	u->dirty |= CMD_REDRAW_BOARD;
}

void help_draw(struct ui *u)
{
	const char *s = help_text.s ? help_text.s : "";
	int line = 0, y = 0;

	if (!(u->dirty & CMD_REDRAW_ALL))
		return;
	while (*s && y < LINES - 1) {
		const char *end = strchr(s, '\n');
		size_t len = end ? (size_t)(end - s) : strlen(s);
		char buf[256];

		if (line++ >= u->help_top) {
			snprintf(buf, sizeof buf, "%.*s", (int)len, s);
			if (line == 1) /* the title */
				attr_set(A_BOLD, 0, NULL);
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

		snprintf(foot, sizeof foot, _(" lines %d-%d of %d "), u->help_top + 1,
		         u->help_top + LINES - 1 < help_lines ? u->help_top + LINES - 1 : help_lines,
		         help_lines);
		ui_put(LINES - 1, 0, COLS, foot);
	}
	attr_set(A_NORMAL, 0, NULL);
}

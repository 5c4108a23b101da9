/*
 * pick.c — the picker: the games of a collection (cmd_ctx.pick, made by
 * cmd_pick.c), one line each; ↑ ↓ (k j), PgUp PgDn, Home End choose,
 * Enter opens the game ("pick N"), Esc or q keeps the first ("pick
 * cancel"; a list offered again by "pick": the game shown).  The list scrolls when the terminal is short.
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdio.h>

#include "ui/ui_int.h"

void pick_open(struct ui *u)
{
	u->pick.sel = 0;
	u->pick.top = 0;
	u->screen = SCREEN_PICK;
	u->dirty |= CMD_REDRAW_ALL;
	erase();
}

/* Leave the picker with "pick WHAT". */
static void pick_run(struct ui *u, const char *what)
{
	char command[32];

	snprintf(command, sizeof command, "pick %s", what);
	ui_show_play(u);
	ui_exec(u, command);
}

void pick_key(struct ui *u, int key)
{
	struct pick_view *p = &u->pick;
	int n = u->ctx.s.pick ? u->ctx.s.pick->n : 0, page = LINES - 3 > 1 ? LINES - 3 : 1;
	char num[16];

	switch (key) {
	case 'j': case UI_KEY(KEY_DOWN): p->sel++; break;
	case 'k': case UI_KEY(KEY_UP): p->sel--; break;
	case UI_KEY(KEY_NPAGE): p->sel += page; break;
	case UI_KEY(KEY_PPAGE): p->sel -= page; break;
	case UI_KEY(KEY_HOME): p->sel = 0; break;
	case UI_KEY(KEY_END): p->sel = n - 1; break;
	case '\n': case '\r': case ' ': case UI_KEY(KEY_ENTER):
		snprintf(num, sizeof num, "%d", p->sel + 1);
		pick_run(u, num);
		return;
	case 'q': case 27:
		pick_run(u, "cancel");
		return;
	default: return;
	}
	if (p->sel >= n)
		p->sel = n - 1;
	if (p->sel < 0)
		p->sel = 0;
	u->dirty |= CMD_REDRAW_ALL;
}

void pick_draw(struct ui *u)
{
	const struct cmd_pick *pk = u->ctx.s.pick;
	struct pick_view *p = &u->pick;
	int rows = LINES - 3 > 1 ? LINES - 3 : 1;
	char title[256];

	if (!(u->dirty & CMD_REDRAW_ALL) || !pk)
		return;
	if (p->sel < p->top)
		p->top = p->sel;
	if (p->sel >= p->top + rows)
		p->top = p->sel - rows + 1;
	snprintf(title, sizeof title, _("This file holds %d games: which one?"), pk->n);
	attr_set(A_BOLD, 0, NULL);
	ui_put(0, 0, COLS, title);
	attr_set(A_NORMAL, 0, NULL);
	for (int i = 0; i < rows; i++) {
		int k = p->top + i;

		if (k == p->sel)
			attr_set(A_REVERSE, 0, NULL);
		ui_put(1 + i, 0, COLS, k < pk->n ? pk->rows[k] : "");
		attr_set(A_NORMAL, 0, NULL);
	}
	ui_put(LINES - 1, 0, COLS, pk->cancel == 0 ? _("↑ ↓ choose  Enter open  Esc back") :
	                                             _("↑ ↓ choose  Enter open  Esc the first"));
	move(1 + p->sel - p->top, 0);
}

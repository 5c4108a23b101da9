/*
 * ui.c — the curses program: set up the terminal, run the event loop, put
 * the terminal back.
 *
 * One loop (ncdu's main.c): draw what the dirty flags name for the screen in
 * front, one doupdate(), read one key, hand it to that screen or to the
 * command line, repeat.  KEY_RESIZE is handled here for every screen.  All
 * actions go through ui_exec(), which runs a command string of the table in
 * cmd.c and turns the returned flags into redraws and screen changes.
 */
#include "i18n.h"

#include <curses.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "ui_int.h"
#include "util.h"

static bool curses_on;

/* Out of memory: give the terminal back before the message and abort(). */
static void ui_fatal(void)
{
	if (curses_on)
		endwin();
	curses_on = false;
}

void ui_apply(struct ui *u, int flags)
{
	u->dirty |= flags & CMD_REDRAW_ALL;
	if (flags & CMD_QUIT)
		u->quit = true;
	if (flags & CMD_ASK_QUIT)
		u->ask_quit = true;
	if (flags & CMD_SHOW_HELP)
		help_open(u);
	if (flags & CMD_SHOW_NEWGAME)
		newgame_open(u);
}

void ui_exec(struct ui *u, const char *command)
{
	ui_apply(u, cmd_run(&u->ctx, command));
}

static void ui_draw(struct ui *u)
{
	switch (u->screen) {
	case SCREEN_PLAY:
		view_draw(u);
		if (u->line_active && !u->too_small)
			cmdline_draw(u);
		else
			view_place_cursor(u);
		break;
	case SCREEN_HELP:
		help_draw(u);
		move(LINES - 1, 0);
		break;
	case SCREEN_NEWGAME:
		newgame_draw(u);
		break;
	}
	u->dirty = 0;
	wnoutrefresh(stdscr);
	doupdate();
}

static void ui_key(struct ui *u, int key, wint_t wch)
{
	if (key == UI_KEY(KEY_RESIZE)) {
		u->dirty |= CMD_REDRAW_ALL;
		if (u->screen != SCREEN_PLAY)
			erase();
		return;
	}
	switch (u->screen) {
	case SCREEN_PLAY:
		if (u->line_active)
			cmdline_key(u, key, wch);
		else
			view_key(u, key);
		break;
	case SCREEN_HELP:
		help_key(u, key);
		break;
	case SCREEN_NEWGAME:
		newgame_key(u, key, wch);
		break;
	}
}

static bool want_color(const struct ui_options *o)
{
	const char *nc = getenv("NO_COLOR");

	return !o->no_color && !(nc && *nc) && has_colors();
}

static void setup_terminal(struct ui *u)
{
	struct termios t;

	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	set_escdelay(25);
	/* Ctrl-C is a key (it cancels the command line), not a signal */
	if (tcgetattr(STDIN_FILENO, &t) == 0) {
		t.c_cc[VINTR] = _POSIX_VDISABLE;
		tcsetattr(STDIN_FILENO, TCSANOW, &t);
		def_prog_mode();
	}
	u->color = want_color(&u->opt);
	if (u->color) {
		start_color();
		use_default_colors();
		/* The eight basic colours even on 256-colour terminals: their
		 * escape sequences are the shortest, and every byte counts over a
		 * slow link.  Stones differ by shape too (● ○, X O). */
		init_pair(PAIR_BOARD, COLOR_BLACK, COLOR_YELLOW);
		init_pair(PAIR_WHITE, COLOR_WHITE, COLOR_YELLOW);
		init_pair(PAIR_ERROR, COLOR_RED, -1);
		init_pair(PAIR_TITLE, COLOR_CYAN, -1);
	}
	mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
	mouseinterval(0);
	curs_set(1);
}

int ui_run(struct game *g, const struct game_setup *setup, bool ask,
           const struct ui_options *o)
{
	struct ui u;
	SCREEN *scr;
	int flags;

	memset(&u, 0, sizeof u);
	u.game = g;
	u.opt = *o;
	/* Stones and grid lines need UTF-8; any other charset gets ASCII. */
	if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0)
		u.opt.ascii = true;
	cmd_ctx_init(&u.ctx, g);
	flags = cmd_new_game(&u.ctx, setup);
	if (flags & CMD_FAILED) {
		fprintf(stderr, "%s: %s\n", PACKAGE, u.ctx.message);
		cmd_ctx_free(&u.ctx);
		return 2;
	}
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, _("%s: the playing screen needs a terminal (for scripts, use --gtp)\n"),
		        PACKAGE);
		cmd_ctx_free(&u.ctx);
		return 2;
	}
	scr = newterm(NULL, stdout, stdin);
	if (!scr) {
		const char *term = getenv("TERM");

		fprintf(stderr, _("%s: cannot use the terminal type '%s'\n"), PACKAGE,
		        term ? term : "");
		cmd_ctx_free(&u.ctx);
		return 2;
	}
	{
		/* a terminal that cannot address the cursor ("dumb") would garble */
		char *cup = tigetstr("cup");

		if (cup == NULL || cup == (char *)-1) {
			const char *term = getenv("TERM");

			endwin();
			delscreen(scr);
			fprintf(stderr, _("%s: the terminal type '%s' cannot move the cursor\n"), PACKAGE,
			        term ? term : "");
			cmd_ctx_free(&u.ctx);
			return 2;
		}
	}
	curses_on = true;
	xalloc_fatal_hook = ui_fatal;
	setup_terminal(&u);
	cmdline_init(&u);
	cmd_message(&u.ctx, false, "%s", _("Welcome to tengen. Press ? for help, : for a command."));
	u.screen = SCREEN_PLAY;
	u.dirty = CMD_REDRAW_ALL;
	if (ask)
		newgame_open(&u);
	while (!u.quit) {
		wint_t wch;
		int r;

		ui_draw(&u);
		r = wget_wch(stdscr, &wch);
		if (r == ERR)
			continue;
		ui_key(&u, r == KEY_CODE_YES ? UI_KEY((int)wch) : (int)wch, wch);
	}
	cmdline_done();
	endwin();
	curses_on = false;
	delscreen(scr);
	cmd_ctx_free(&u.ctx);
	return u.status;
}

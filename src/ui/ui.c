/*
 * ui.c — the curses program: set up the terminal, run the event loop, put
 * the terminal back.
 *
 * One loop (ncdu's main.c): draw what the dirty flags name for the screen in
 * front, one doupdate(), read one key, hand it to that screen or to the
 * command line, repeat.  KEY_RESIZE is handled here for every screen.  All
 * actions go through ui_exec(), which runs a command string of the table in
 * cmd.c and turns the returned flags into redraws and screen changes.
 *
 * The state of the screens is the struct ui of ui_run(), passed to every
 * function.  The only file-scope variables are for callers that take no
 * argument: the out-of-memory hook (curses_on) and the signal handler
 * (sig_*), which can reach nothing else.
 */
#include "base/i18n.h"

#include <curses.h>
#include <langinfo.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "record/record.h"
#include "ui/ui_int.h"
#include "base/util.h"

/* Is curses in charge of the terminal?  For ui_fatal(), which
 * xalloc_fatal_hook calls without an argument. */
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

void ui_show_play(struct ui *u)
{
	u->screen = SCREEN_PLAY;
	u->dirty |= CMD_REDRAW_ALL;
	erase();
}

static void ui_draw(struct ui *u)
{
	switch (u->screen) {
	case SCREEN_PLAY:
		view_draw(u);
		if (u->line.active && !u->view.too_small)
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

/* SGF records: autosave, signals, resuming (record.h).
 *
 * SIGHUP (a dropped SSH connection), SIGTERM and SIGINT from outside: the
 * handler writes the last complete autosave with async-signal-safe calls
 * only (autosave_signal_flush) and sets a flag; the loop sees it, puts the
 * terminal back and leaves.  Ctrl-C typed in the program stays a key (VINTR
 * is off).  A signal handler gets only the signal's number, hence these
 * file-scope variables. */
static struct autosave *volatile sig_autosave;
static volatile sig_atomic_t sig_caught;
static const int sig_list[] = { SIGHUP, SIGTERM, SIGINT };

static void on_signal(int sig)
{
	autosave_signal_flush(sig_autosave);
	sig_caught = sig;
}

static void signals_catch(struct ui *u, struct autosave *a)
{
	struct sigaction sa;

	sig_autosave = a;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (int i = 0; i < 3; i++)
		sigaddset(&sa.sa_mask, sig_list[i]);
	sa.sa_flags = 0; /* no SA_RESTART: the key read returns, the loop sees the flag */
	for (int i = 0; i < 3; i++)
		sigaction(sig_list[i], &sa, &u->sig_old[i]);
}

static void signals_release(struct ui *u)
{
	for (int i = 0; i < 3; i++)
		sigaction(sig_list[i], &u->sig_old[i], NULL);
	sig_autosave = NULL;
}

/* After every key: autosave when the game changed. */
static void ui_autosave(struct ui *u)
{
	char *cause = NULL;

	if (!u->opt.record)
		return;
	if (record_autosave(u->opt.record, u->game, u->ctx.saved, &cause) < 0 &&
	    !u->autosave_failed) {
		char *shown = text_sanitize(cause);

		u->autosave_failed = true;
		cmd_message(&u->ctx, true, "%s", shown);
		u->dirty |= CMD_REDRAW_MESSAGE;
		free(shown);
	}
	free(cause);
}

static void ask_resume(struct ui *u)
{
	if (u->resume_more)
		cmd_message(&u->ctx, true,
		            _("An unfinished game was autosaved (%d more after it). "
		              "Resume it? (y/n)"), u->resume_more);
	else
		cmd_message(&u->ctx, true, "%s",
		            _("An unfinished game of an earlier run was autosaved. Resume it? (y/n)"));
	u->dirty |= CMD_REDRAW_MESSAGE;
}

/* Yes: the autosaved game becomes the game, autosaved as ours from now on. */
static void resume_accept(struct ui *u, const char *path)
{
	struct record *r = u->opt.record;
	struct sgf_msgs m;

	sgf_msgs_init(&m);
	if (record_open(r, u->game, path, &m) < 0) {
		char *shown = text_sanitize(m.n ? m.v[m.n - 1] : path);

		cmd_message(&u->ctx, true, "%s", shown);
		free(shown);
	} else {
		free(r->path); /* `save` does not write into the autosave */
		r->path = NULL;
		ui_apply(u, cmd_opened(&u->ctx, path, &m));
		u->ctx.saved = false; /* it is only in an autosave */
		ui_autosave(u);       /* ours holds it now … */
		autosave_discard(path); /* … so the old one goes */
		if (m.n == 0)
			cmd_message(&u->ctx, false, _("Resumed the autosaved game: move %d, %s to play."),
			            game_move_number(u->game),
			            color_name(u->game->to_move));
	}
	sgf_msgs_free(&m);
}

/* No: the autosave is kept under another name, so it is not offered again. */
static void resume_decline(struct ui *u, const char *path)
{
	const char *base = strrchr(path, '/');
	struct sbuf to;

	sbuf_init(&to);
	if (base)
		sbuf_printf(&to, "%.*s/declined-%s", (int)(base - path), path, base + 1);
	else
		sbuf_printf(&to, "declined-%s", path);
	if (rename(path, to.s) == 0) {
		char *shown = text_sanitize(to.s);

		cmd_message(&u->ctx, false, _("Not resumed; it is kept as %s"), shown);
		free(shown);
	}
	sbuf_free(&to);
	if (u->resume_then_new)
		newgame_open(u);
}

/* The answer to "resume the autosaved game? (y/n)". */
static void ui_resume_answer(struct ui *u, int key)
{
	const char *path = u->resume;
	bool yes = key == 'y' || key == 'Y';

	if (!yes && key != 'n' && key != 'N' && key != 27 && key != 'q') { /* Esc, q: n */
		ask_resume(u);
		return;
	}
	u->resume = NULL;
	u->dirty |= CMD_REDRAW_ALL;
	if (yes)
		resume_accept(u, path);
	else
		resume_decline(u, path);
}

/* At start: the record, the opened file or the autosave offered, the
 * autosave of this game, the signals. */
static void ui_sgf_start(struct ui *u, const struct ui_options *o)
{
	char *cause = NULL;

	if (!o->record)
		return;
	u->ctx.record = o->record;
	if (o->opened)
		ui_apply(u, cmd_opened(&u->ctx, o->opened, o->msgs));
	else
		record_new_game(o->record, u->ctx.name[BLACK], u->ctx.name[WHITE]);
	if (o->opened && o->review) {
		bool warned = o->msgs && o->msgs->n;
		char keep[CMD_MESSAGE_MAX];
		int flags;

		/* at move 0; the message: the loader's warning, else the keys */
		snprintf(keep, sizeof keep, "%s", u->ctx.message);
		flags = cmd_run(&u->ctx, "review on");
		ui_apply(u, flags);
		if (!(flags & CMD_FAILED)) {
			if (!warned)
				snprintf(keep, sizeof keep, "%s", u->ctx.message);
			ui_exec(u, "first");
			cmd_message(&u->ctx, warned, "%s", keep);
		}
	}
	if (o->notice && !(o->msgs && o->msgs->n))
		cmd_message(&u->ctx, false, "%s", o->notice);
	if (o->resume) {
		u->resume = o->resume;
		u->resume_more = o->resume_more;
		u->resume_then_new = o->resume_then_new;
		ask_resume(u);
	}
	if (record_autosave_start(o->record, NULL, &cause) < 0) {
		char *shown = text_sanitize(cause ? cause : "");

		cmd_message(&u->ctx, true, _("No autosave: %s"), shown);
		free(shown);
	}
	free(cause);
	signals_catch(u, o->record->autosave);
	ui_autosave(u);
}

static void ui_key(struct ui *u, int key, wint_t wch)
{
	if (key == UI_KEY(KEY_RESIZE)) {
		u->dirty |= CMD_REDRAW_ALL;
		if (u->screen != SCREEN_PLAY)
			erase();
		return;
	}
	if (u->resume && u->screen == SCREEN_PLAY && !u->line.active) { /* SGF */
		ui_resume_answer(u, key);
		return;
	}
	switch (u->screen) {
	case SCREEN_PLAY:
		if (u->line.active)
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
	/* Home and End as screen, tmux, PuTTY and rxvt send them, which
	 * xterm's terminfo does not list (review: Home/End); a lone ESC
	 * followed by "[4~" would otherwise leave the review */
	{
		static const struct { const char *seq; int key; } more[] = {
			{ "\033[1~", KEY_HOME }, { "\033[4~", KEY_END },
			{ "\033[7~", KEY_HOME }, { "\033[8~", KEY_END },
		};

		for (size_t i = 0; i < sizeof more / sizeof more[0]; i++)
			if (key_defined(more[i].seq) == 0)
				define_key(more[i].seq, more[i].key);
	}
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

/* The terminal for curses, or NULL after saying on stderr why there is
 * none to use. */
static SCREEN *open_terminal(void)
{
	const char *term = getenv("TERM");
	SCREEN *scr;
	char *cup;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, _("%s: the playing screen needs a terminal (for scripts, use --gtp)\n"),
		        PACKAGE);
		return NULL;
	}
	scr = newterm(NULL, stdout, stdin);
	if (!scr) {
		fprintf(stderr, _("%s: cannot use the terminal type '%s'\n"), PACKAGE,
		        term ? term : "");
		return NULL;
	}
	/* a terminal that cannot address the cursor ("dumb") would garble */
	cup = tigetstr("cup");
	if (cup == NULL || cup == (char *)-1) {
		endwin();
		delscreen(scr);
		fprintf(stderr, _("%s: the terminal type '%s' cannot move the cursor\n"), PACKAGE,
		        term ? term : "");
		return NULL;
	}
	return scr;
}

/* GTP engines (cmd_engine.c): the engines given by the options. */
static void ui_engines_start(struct ui *u, const struct ui_options *o)
{
	u->ctx.engine_delay_ms = o->engine_delay_ms;
	u->ctx.engine_timeout_ms = o->engine_timeout_ms;
	if (o->hint)
		u->ctx.hint_command = xstrdup(o->hint);
	for (int who = BLACK; who <= WHITE; who++)
		if (o->engine[who])
			ui_apply(u, cmd_engine_start(&u->ctx, (enum color)who, o->engine[who]));
	ui_apply(u, cmd_engines_sync(&u->ctx));
}

/* The loop's hook for engines: while one is running, wait for the terminal
 * or an engine (poll) instead of blocking in the key read.  True when an
 * engine was served (or a signal came) and there is no key to read. */
static bool ui_engines_wait(struct ui *u)
{
	struct pollfd fds[1 + CMD_ENGINE_POLLFDS];
	int n = cmd_engines_pollfds(&u->ctx, fds + 1), t = cmd_engines_timeout(&u->ctx);

	if (n == 0 && t < 0)
		return false;
	fds[0] = (struct pollfd){ .fd = STDIN_FILENO, .events = POLLIN };
	if (poll(fds, (nfds_t)n + 1, t) < 0)
		return true; /* a signal: the loop looks at sig_caught */
	if (fds[0].revents && n == 0)
		return false;
	ui_apply(u, cmd_engines_service(&u->ctx));
	ui_autosave(u);
	return !fds[0].revents;
}

/* Until quit or a signal: draw, read one key, hand it on, autosave. */
static void ui_loop(struct ui *u)
{
	while (!u->quit && !sig_caught) {
		wint_t wch;
		int r;

		ui_draw(u);
		if (ui_engines_wait(u))
			continue;
		r = wget_wch(stdscr, &wch);
		if (r == ERR)
			continue;
		ui_key(u, r == KEY_CODE_YES ? UI_KEY((int)wch) : (int)wch, wch);
		ui_apply(u, cmd_engines_sync(&u->ctx));
		ui_autosave(u);
	}
}

/* After a signal: where the game is autosaved; the exit status. */
static int ui_signalled(const struct ui_options *o)
{
	const struct autosave *a = o->record ? o->record->autosave : NULL;

	if (a && a->ready >= 0)
		fprintf(stderr, _("%s: %s: the game is autosaved in %s\n"), PACKAGE,
		        strsignal(sig_caught), a->path);
	return 128 + sig_caught;
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
	u.ctx.key_for = keys_for; /* messages name the keys of keys.c */
	flags = o->opened ? 0 : cmd_new_game(&u.ctx, setup);
	if (flags & CMD_FAILED)
		fprintf(stderr, "%s: %s\n", PACKAGE, u.ctx.message);
	scr = flags & CMD_FAILED ? NULL : open_terminal();
	if (!scr) {
		cmd_ctx_free(&u.ctx);
		return 2;
	}
	curses_on = true;
	xalloc_fatal_hook = ui_fatal;
	setup_terminal(&u);
	cmdline_init(&u);
	cmd_message(&u.ctx, false, "%s", _("Welcome to tengen. Press ? for help, : for a command."));
	u.screen = SCREEN_PLAY;
	u.dirty = CMD_REDRAW_ALL;
	ui_sgf_start(&u, o);
	ui_engines_start(&u, o);
	if (ask)
		newgame_open(&u);
	ui_loop(&u);
	cmdline_done(&u);
	endwin();
	curses_on = false;
	delscreen(scr);
	help_free(&u.help);
	cmd_ctx_free(&u.ctx);
	signals_release(&u); /* a signal ends the program with the game autosaved */
	return sig_caught ? ui_signalled(o) : u.status;
}

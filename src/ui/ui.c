/*
 * ui.c — the curses program: set up the terminal, run the event loop, put
 * the terminal back.
 *
 * One loop (ncdu's main.c): draw what the dirty flags name for the screen in
 * front, one doupdate() (view.c sends the board's changes first in one of
 * their own when the status area changed too), read one key, hand it to
 * that screen or to the command line, repeat.  KEY_RESIZE is handled here
 * for every screen.  All actions go through ui_exec(), which runs a command
 * string of the table in cmd.c and turns the returned flags into redraws
 * and screen changes.
 *
 * The state of the screens is the struct ui of ui_run(), passed to every
 * function.  The only file-scope variables are for callers that take no
 * argument: the out-of-memory hook (curses_on) and the signal handler
 * (sig_*), which can reach nothing else.
 */
#include "base/i18n.h"

#include <curses.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "cmd/session.h"
#include "record/record.h"
#include "ui/ui_int.h"
#include "base/clock_ms.h"
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

/* The question just asked (ctx.message) is kept to be shown until the
 * answer (ui_int.h, struct ui). */
static void question_keep(struct ui *u)
{
	snprintf(u->question, sizeof u->question, "%s", u->ctx.message);
	u->question_error = u->ctx.message_error;
}

void ui_apply(struct ui *u, int flags)
{
	u->dirty |= flags & CMD_REDRAW_ALL;
	if (flags & CMD_QUIT)
		u->quit = true;
	if (flags & CMD_ASK) {
		u->ask = true;
		question_keep(u);
	}
	if (flags & CMD_SHOW_HELP)
		help_open(u);
	if (flags & CMD_SHOW_MESSAGES)
		help_open_messages(u);
	if (flags & CMD_SHOW_NEWGAME)
		newgame_open(u);
	if (flags & CMD_SHOW_PICK)
		pick_open(u);
}

void ui_exec(struct ui *u, const char *command)
{
	ui_apply(u, cmd_run(&u->ctx, command));
}

/* A text a command gave to edit goes on the command line, once readline
 * is done with the line that ran the command (ui_key). */
static void ui_prefill(struct ui *u)
{
	char *text = u->ctx.line_prefill;

	if (!text)
		return;
	u->ctx.line_prefill = NULL;
	if (u->screen == SCREEN_PLAY && !u->view.too_small) {
		if (!u->line.active)
			cmdline_open(u);
		cmdline_paste(u, text);
	}
	free(text);
}

void ui_show_play(struct ui *u)
{
	u->screen = SCREEN_PLAY;
	u->dirty |= CMD_REDRAW_ALL;
	erase();
}

static void ui_draw(struct ui *u)
{
	cmd_log_sync(&u->ctx); /* the messages not from a command (engines, autosave) */
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
	case SCREEN_PICK:
		pick_draw(u);
		break;
	}
	u->dirty = 0;
	wnoutrefresh(stdscr);
	doupdate();
}

/* SGF records: autosave, signals, resuming (record.h).
 *
 * SIGHUP (a dropped SSH connection), SIGTERM, SIGINT from outside and
 * SIGQUIT (Ctrl-\ too, which would otherwise leave the terminal garbled) are
 * the session's (session_signals_catch): the loop sees session_signal(),
 * puts the terminal back and leaves.  Ctrl-C typed in the program stays a
 * key (VINTR is off).  If the link drops with SIGHUP blocked or ignored, the
 * read fails instead (input.c: INPUT_END) and the loop leaves the same
 * way. */

/* After every key: the finished game kept, the autosave when the game
 * changed (cmd_autosave).  A failure stays in the status area (and the
 * new-game screen) while ctx.s.autosave_problem holds it: a game that a drop
 * would lose must not look safe. */
static void ui_autosave(struct ui *u)
{
	ui_apply(u, cmd_autosave(&u->ctx));
}

/* "Resume the unfinished game? (y/n) …" (cmd_ask_resume) about u->resume. */
static void ask_resume(struct ui *u)
{
	int more = 0;

	while (u->resume_next[more])
		more++;
	cmd_ask_resume(&u->ctx, u->resume, more);
	question_keep(u);
	u->dirty |= CMD_REDRAW_MESSAGE;
}

/* Yes: the autosaved game becomes the game, autosaved as ours from now on. */
static void resume_accept(struct ui *u, const char *path)
{
	ui_apply(u, cmd_resume_autosave(&u->ctx, path));
	ui_autosave(u);
}

/* No: the autosave is kept under another name, so it is not offered again;
 * the next one is asked about. */
static void resume_decline(struct ui *u, const char *path)
{
	cmd_decline_autosave(&u->ctx, path);
	if (u->resume_next[0]) { /* the next one */
		u->resume = u->resume_next[0];
		u->resume_next++;
		ask_resume(u);
	} else if (u->resume_then_new) {
		newgame_open(u);
	}
}

/* The answer to "resume the autosaved game? (y/n)": only y or n; any
 * other key (q, Esc too: a game is never thrown aside by a stray key) asks
 * again. */
static void ui_resume_answer(struct ui *u, int key)
{
	const char *path = u->resume;
	bool yes = key == 'y' || key == 'Y';

	if (!yes && key != 'n' && key != 'N') {
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

/* At start, after session_start (the record, its autosave): the opened
 * file's review, the autosave offered, the signals. */
static void ui_sgf_start(struct ui *u, const struct ui_options *o)
{
	const struct session_options *so = o->session;
	int flags;

	if (!so->record)
		return;
	if (so->opened && o->review && (flags = cmd_pick_offer(&u->ctx, so->opened, PICK_REVIEW))) {
		ui_apply(u, flags); /* a collection: its games first */
	} else if (so->opened && o->review) {
		bool warned = so->msgs && so->msgs->n; /* a note too ("Fox komi …") */
		bool problem = warned && so->msgs->n > so->msgs->nnotes;
		char keep[CMD_MESSAGE_MAX];

		/* at move 0; the message: the loader's warning, else the keys */
		snprintf(keep, sizeof keep, "%s", u->ctx.message);
		flags = cmd_run(&u->ctx, "review on");
		ui_apply(u, flags);
		if (!(flags & CMD_FAILED)) {
			if (!warned)
				snprintf(keep, sizeof keep, "%s", u->ctx.message);
			ui_exec(u, "first");
			cmd_message(&u->ctx, problem, "%s", keep);
		}
	}
	if (o->notice && !(so->msgs && so->msgs->n))
		cmd_message(&u->ctx, false, "%s", o->notice);
	if (o->resume && o->resume[0]) {
		u->resume = o->resume[0];
		u->resume_next = o->resume + 1;
		u->resume_then_new = o->resume_then_new;
		ask_resume(u);
	}
	session_signals_catch(so->record->autosave);
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
		ui_prefill(u);
		break;
	case SCREEN_HELP:
		help_key(u, key);
		break;
	case SCREEN_NEWGAME:
		newgame_key(u, key, wch);
		break;
	case SCREEN_PICK:
		pick_key(u, key);
		break;
	}
}

/* A bracketed paste is text, never keys: on the : line it is the line's
 * text (not run), in a name field the name; at the board (or a question)
 * it is not played, and the message says so. */
static void ui_paste(struct ui *u)
{
	const struct input *in = &u->input;
	const char *t = in->paste + strspn(in->paste, " \t\r\n");

	if (in->paste_over) {
		cmd_message(&u->ctx, true, _("A paste of over %d KiB is ignored."), 1024);
	} else if (u->screen == SCREEN_PLAY && u->line.active && !u->resume && !u->ask) {
		cmdline_paste(u, in->paste);
		return;
	} else if (u->screen == SCREEN_NEWGAME && newgame_paste(u, in->paste)) {
		return;
	} else if (t[0] == '(' && t[strspn(t + 1, " \t\r\n") + 1] == ';') {
		cmd_message(&u->ctx, true, "%s",
		            _("A pasted record is not played: save it as a file, then :load it."));
	} else {
		cmd_message(&u->ctx, true, "%s",
		            _("A paste is not a command: ignored (paste on the : line)."));
	}
	u->dirty |= CMD_REDRAW_MESSAGE;
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
	/* no inserting or deleting characters to shift a row: when a row's
	 * last mark moves right (the lead graph's marker), ncurses would try
	 * an insertion from the end of the board and send a cursor move to
	 * the board's edge before the one to the mark */
	idcok(stdscr, FALSE);
	set_escdelay(25);
	/* Home and End as screen, tmux, PuTTY and rxvt send them, which
	 * xterm's terminfo does not list (review: Home/End); a lone ESC
	 * followed by "[4~" would otherwise leave the review */
	{
		static const struct { const char *seq; int key; } more[] = {
			{ "\033[1~", KEY_HOME }, { "\033[4~", KEY_END },
			{ "\033[7~", KEY_HOME }, { "\033[8~", KEY_END },
			/* PgUp/PgDn as every VT220-like terminal sends them, which
			 * vt100's terminfo does not list (review: ten moves) */
			{ "\033[5~", KEY_PPAGE }, { "\033[6~", KEY_NPAGE },
		};

		for (size_t i = 0; i < sizeof more / sizeof more[0]; i++)
			if (key_defined(more[i].seq) == 0)
				define_key(more[i].seq, more[i].key);
	}
	/* Ctrl-C is a key (it cancels the command line), not a signal; Ctrl-S
	 * must not stop the output until a Ctrl-Q (IXON off) */
	if (tcgetattr(STDIN_FILENO, &t) == 0) {
		t.c_cc[VINTR] = _POSIX_VDISABLE;
		t.c_iflag &= ~(tcflag_t)IXON;
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
	/* bracketed paste for the whole run: a paste arrives marked as one, so
	 * its letters are never taken for keys (input.c) */
	fputs("\033[?2004h", stdout);
	fflush(stdout);
}

/* The terminal for curses, or NULL after saying on stderr why there is
 * none to use. */
static SCREEN *open_terminal(void)
{
	const char *term = getenv("TERM");
	SCREEN *scr;
	char *cup;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, _("%s: the playing screen needs a terminal (text only: --plain; a referee "
		                  "for scripts: --gtp)\n"),
		        PACKAGE);
		return NULL;
	}
	if (!term || !*term) {
		fprintf(stderr, _("%s: TERM is not set: the playing screen needs the terminal type "
		                  "(for instance TERM=xterm-256color)\n"), PACKAGE);
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
		fprintf(stderr, _("%s: the terminal type '%s' cannot move the cursor (text only: --plain)\n"), PACKAGE,
		        term ? term : "");
		return NULL;
	}
	return scr;
}

/* session_start_engines' step: what an engine's start did, shown. */
static void ui_engine_step(void *front, int flags)
{
	ui_apply(front, flags);
}

/* A suspended program (Ctrl-Z, SIGTSTP) charges nobody for the time it was
 * stopped.  Our SIGTSTP handler does what ncurses' would: endwin() (and
 * bracketed paste off: the shell gets its terminal as it was), then the
 * default SIGTSTP sent to itself, which stops the program.  When it runs
 * again (SIGCONT: fg) it adds the time in between to sig_suspended_ms and
 * sets sig_resumed; the interrupted key read returns (no SA_RESTART) and
 * the loop takes that time off the clock before it charges anything, and
 * draws the whole screen again (doupdate() after endwin() sets curses'
 * terminal modes again).  The read woken so is never the end of input
 * (input.c).
 * Where nobody could continue a stopped tengen, it is not stopped: a
 * SIGTSTP ignored when we start (the way of a shell without job control)
 * stays ignored, and in an orphaned process group (tengen run by tmux or a
 * terminal directly, no job-control shell) the kernel discards the default
 * SIGTSTP, so Ctrl-Z only draws the screen again.
 * SIGSTOP cannot be caught: its time is charged like any other, as the
 * program cannot tell it from a machine too busy to run it. */
static volatile int64_t sig_suspended_ms;
static volatile sig_atomic_t sig_resumed;
static struct sigaction sig_tstp_old, sig_tstp_ours;

static void on_tstp(int sig)
{
	static const char paste_off[] = "\033[?2004l", paste_on[] = "\033[?2004h";
	int saved = errno;
	int64_t stopped = clock_ms();
	struct sigaction dfl;
	sigset_t set;

	endwin();
	(void)!write(STDOUT_FILENO, paste_off, sizeof paste_off - 1);
	memset(&dfl, 0, sizeof dfl);
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	sigaction(SIGTSTP, &dfl, NULL);
	sigemptyset(&set);
	sigaddset(&set, SIGTSTP);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	kill(getpid(), sig); /* stopped here, until SIGCONT */
	sigprocmask(SIG_BLOCK, &set, NULL);
	sigaction(SIGTSTP, &sig_tstp_ours, NULL);
	(void)!write(STDOUT_FILENO, paste_on, sizeof paste_on - 1);
	sig_suspended_ms += clock_ms() - stopped;
	sig_resumed = 1;
	errno = saved;
}

static void suspend_catch(void)
{
	sigaction(SIGTSTP, NULL, &sig_tstp_old);
	if (sig_tstp_old.sa_handler == SIG_IGN)
		return; /* no job control: Ctrl-Z stays ignored */
	memset(&sig_tstp_ours, 0, sizeof sig_tstp_ours);
	sigemptyset(&sig_tstp_ours.sa_mask);
	sig_tstp_ours.sa_handler = on_tstp;
	sig_tstp_ours.sa_flags = 0; /* the key read returns: the screen is drawn at once */
	sigaction(SIGTSTP, &sig_tstp_ours, &sig_tstp_old);
}

static void suspend_release(void)
{
	sigaction(SIGTSTP, &sig_tstp_old, NULL);
}

/* Before the wait and after the key read: the time suspended off the
 * clock; on a timeout, the tick (only the clock cells are redrawn). */
static void ui_clock(struct ui *u, bool tick)
{
	int64_t suspended = sig_suspended_ms;

	if (suspended) {
		sig_suspended_ms -= suspended;
		cmd_clock_suspended(&u->ctx, suspended);
	}
	if (tick) {
		int flags = cmd_clock_tick(&u->ctx);

		ui_apply(u, flags);
		if (flags & CMD_REDRAW_STATUS) /* the flag fell: the game is over */
			ui_autosave(u);
	}
}

static void ui_ring(struct ui *u)
{
	if (u->ctx.s.clock.calls == u->calls_rung)
		return;
	u->calls_rung = u->ctx.s.clock.calls;
	if (u->ctx.s.clock.bell)
		beep();
	if (u->ctx.s.clock.flash)
		flash();
}

/* The locale the environment asks for when it could not be set (setlocale
 * fell back to C, so the screen is drawn in ASCII), or NULL. */
static const char *missing_locale(void)
{
	static const char *const vars[] = { "LC_ALL", "LC_CTYPE", "LANG" };
	const char *name = NULL, *now = setlocale(LC_CTYPE, NULL);

	for (int i = 0; i < 3 && !name; i++)
		if (getenv(vars[i]) && *getenv(vars[i]))
			name = getenv(vars[i]);
	if (!name || !now || (strcmp(now, "C") && strcmp(now, "POSIX")) ||
	    !strcmp(name, "C") || !strcmp(name, "POSIX"))
		return NULL;
	return name;
}

/* No key to read yet: wait for the terminal, the engines and the clock's
 * next second (or at once while the review's graph has work).  True when
 * the loop goes round again without reading a key: an engine was served,
 * the clock's second or a signal came. */
static bool ui_wait(struct ui *u, bool work)
{
	int flags, woke;

	if (input_pending())
		return false;
	ui_clock(u, false); /* a suspend while drawing is charged to nobody */
	woke = session_wait(&u->ctx, STDIN_FILENO, work ? 0 : -1, &flags);
	ui_apply(u, flags);
	if (woke & SESSION_WOKE_ENGINE)
		ui_autosave(u);
	if (woke & SESSION_WOKE_FD)
		return false;
	ui_clock(u, true);
	ui_autosave(u); /* the time used on the move (TMU), each second */
	ui_ring(u);
	if (work)
		ui_apply(u, cmd_lead_work(&u->ctx));
	return true;
}

/* Until quit or a signal: draw, wait (ui_wait), read one key, hand it on,
 * autosave. */
static void ui_loop(struct ui *u)
{
	while (!u->quit && !session_signal()) {
		enum input_kind r;
		wint_t wch;
		int key;
		bool work;

		if (sig_resumed) { /* after Ctrl-Z: the terminal was the shell's */
			sig_resumed = 0;
			clearok(curscr, TRUE);
		}
		ui_draw(u);
		/* the review's graph fills between keys: no wait while it has work */
		work = u->screen == SCREEN_PLAY && cmd_lead_pending(&u->ctx);
		if (ui_wait(u, work))
			continue;
		timeout(work ? 0 : cmd_clock_wait(&u->ctx));
		r = input_read(u, &key, &wch);
		if (r == INPUT_END) {
			u->lost = true;
			break;
		}
		ui_clock(u, r == INPUT_NONE);
		if (r == INPUT_NONE && work)
			ui_apply(u, cmd_lead_work(&u->ctx));
		if (r == INPUT_KEY)
			ui_key(u, key, wch);
		else if (r == INPUT_PASTE)
			ui_paste(u);
		ui_apply(u, cmd_engines_sync(&u->ctx));
		ui_autosave(u);
		ui_ring(u);
	}
}

/* The config file's first error (the others are counted), unless the
 * question about an autosave is waiting for its answer. */
static void say_config_errors(struct ui *u, const struct ui_options *o)
{
	if (!o->nconfig_errors || u->resume)
		return;
	if (o->nconfig_errors > 1)
		cmd_message(&u->ctx, true, _("%s (and %d more)"), o->config_errors[0],
		            o->nconfig_errors - 1);
	else
		cmd_message(&u->ctx, true, "%s", o->config_errors[0]);
	u->dirty |= CMD_REDRAW_MESSAGE;
}

/* After a signal: the exit status. */
static int ui_signalled(const struct ui_options *o)
{
	session_say_left(o->session, strsignal(session_signal()));
	return 128 + session_signal();
}

/* The first message of a new game: the welcome, and why the board is in
 * ASCII when the locale is missing. */
static void ui_welcome(struct ui *u)
{
	cmd_message(&u->ctx, false, "%s", _("Welcome to tengen. Press ? for help, : for a command."));
	if (missing_locale()) { /* said once: why the board is in ASCII */
		char *shown = text_sanitize(missing_locale());

		cmd_message(&u->ctx, true, _("The locale %s is not installed: the board is drawn in "
		                            "ASCII."), shown);
		free(shown);
	}
}

int ui_run(struct game *g, bool ask, const struct ui_options *o)
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
	u.ctx.s.key_for = keys_for; /* messages name the keys of keys.c */
	u.ctx.s.clock.bell = !o->no_bell;
	u.ctx.s.clock.flash = o->flash;
	keys_user(o->keys, o->nkeys);
	flags = session_start(&u.ctx, o->session);
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
	suspend_catch();
	cmdline_init(&u);
	ui_apply(&u, flags);
	if (!o->session->opened) /* else the file's message (cmd_opened) */
		ui_welcome(&u);
	u.screen = SCREEN_PLAY;
	u.dirty = CMD_REDRAW_ALL;
	ui_sgf_start(&u, o);
	say_config_errors(&u, o);
	session_start_engines(&u.ctx, o->session, ui_engine_step, &u);
	if (o->problems)
		ui_apply(&u, cmd_problems_open(&u.ctx, o->problems));
	if (ask)
		newgame_open(&u);
	ui_loop(&u);
	cmdline_done(&u);
	suspend_release();
	endwin();
	fputs("\033[?2004l", stdout); /* bracketed paste off (setup_terminal) */
	if (u.ctx.s.sealed) /* adjourned (封棋): where the sealed move is */
		printf("%s: %s\n", PACKAGE, u.ctx.message);
	fflush(stdout);
	input_free(&u.input);
	curses_on = false;
	delscreen(scr);
	help_free(&u.help);
	cmd_ctx_free(&u.ctx);
	session_signals_release(); /* a signal ends the program with the game autosaved */
	if (u.lost && !session_signal()) { /* the terminal is gone (a drop, SIGHUP blocked) */
		session_say_left(o->session, _("the terminal is gone (end of input)"));
		return 1;
	}
	return session_signal() ? ui_signalled(o) : u.status;
}

/*
 * plain.c — tengen --plain: the game as lines of text, for screen readers,
 * braille displays, pipes and terminals that cannot address the cursor
 * (TERM=dumb).
 *
 * The model: every line typed is a command of the one table (cmd.c), as on
 * the screen's : line, without the colon ("D4", "pass", "undo", "save
 * FILE"); a few commands of this front end show what the screen would
 * draw: board, score, status, list (the problems), help.  Each action is
 * said in lines (say.c).
 * The problems are the table's (cmd_problem.c: the file answers); while
 * they are open a few short words stand for their commands, as the
 * screen's keys do (problem_words).
 * There is no cursor addressing, no drawing and no escape sequence: every
 * line written goes through text_sanitize(), and GNU readline (used when
 * standard input is a terminal: history, completion of command names) is
 * told the terminal is "dumb" and has its colours and bracketed paste off.
 * From a pipe, lines are read a byte at a time; an engine to move is waited
 * for before the next line is read, so a script plays against it in step.
 * A line longer than CMD_LINE_MAX is refused whole with a message, its
 * bytes past the cap never kept (a pipe of /dev/zero grew to 294 MB in
 * 9.5 s), from a pipe as from readline (whose line is emptied each time it
 * passes the cap between two reads, and the tail refused when its end
 * comes; a paste that readline takes in one read, its end included, is
 * refused whole).
 *
 * The one file-scope variable is for readline's callbacks, which take no
 * argument.
 */
#include "base/i18n.h"

#include <readline/history.h>
#include <readline/readline.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cmd/session.h"
#include "plain/plain_int.h"
#include "record/record.h"

static struct plain *line_plain; /* readline's callbacks: the front end */

static const char prompt[] = "> ";

#define PLAIN_HISTORY_MAX 1000 /* lines kept in the history file */

/* ---- output ---- */

/* Readline's prompt (and a line being typed) are on the screen: words said
 * now go on lines of their own, and the prompt comes back after them. */
void say_flush(struct plain *p)
{
	char *s;
	bool over = p->tty && p->prompt && p->said.len;

	if (!p->said.len)
		return;
	if (over && rl_end == 0) /* only the prompt: rub it out (no escape sequence) */
		fprintf(p->out, "\r%*s\r", (int)strlen(prompt), "");
	else if (over)
		fputc('\n', p->out);
	for (char *line = p->said.s, *next; *line; line = next) {
		next = strchr(line, '\n');
		*next++ = '\0';
		s = text_sanitize(line);
		fprintf(p->out, "%s\n", s);
		free(s);
	}
	sbuf_reset(&p->said);
	fflush(p->out);
	if (over) {
		rl_on_new_line();
		rl_redisplay();
	}
}

/* ---- the commands of this front end ---- */

static void say_help(struct plain *p);

static int own_board(struct plain *p, const char *a) { (void)a; say_board(p); return 0; }
static int own_score(struct plain *p, const char *a) { (void)a; return say_score(p); }
static int own_status(struct plain *p, const char *a) { (void)a; say_status(p); return 0; }
static int own_help(struct plain *p, const char *a) { (void)a; say_help(p); return 0; }
static int own_what(struct plain *p, const char *a) { return say_what(p, a); }
static int own_last(struct plain *p, const char *a) { (void)a; say_last(p); return 0; }

/* The review's game tree as text (cmd_tree_text, ASCII: a screen reader
 * reads letters better than box drawing): a window of it around the
 * move, 20 rows of 39 moves; `tree up`, `tree down`, `tree goto` are the
 * table's. */
static int own_tree(struct plain *p, const char *a)
{
	struct cmd_tree_place at;
	char *text = cmd_tree_text(&p->ctx, 20, 39, true, &at), *line, *next;

	(void)a; /* with arguments, tree is the table's (up, down, goto) */
	if (!text) {
		say(p, "%s", _("tree shows the variations of a review: review opens one"));
		return CMD_FAILED;
	}
	say(p, _("Tree: column %d of %d, row %d of %d. @ this move, X Black, O White, + no move; "
	         "c a comment, m marks, * both."), at.col, at.cols - 1, at.row + 1, at.rows);
	for (line = text; *line; line = next) {
		size_t len = strcspn(line, "\n");

		next = line + len + (line[len] == '\n');
		while (len > 0 && line[len - 1] == ' ')
			len--;
		if (len > 0)
			say(p, "%.*s", (int)len, line);
	}
	free(text);
	return 0;
}

/* The problems, a line each, after the message that says how to pick. */
static int own_list(struct plain *p, const char *a)
{
	(void)a;
	int flags = cmd_problem_list(&p->ctx);

	if (flags & CMD_FAILED)
		return flags;
	say(p, "%s", p->ctx.message);
	p->ctx.message[0] = '\0';
	say_pick(p, false);
	return flags;
}

static const struct own_cmd {
	const char *name;
	const char *help;
	int (*run)(struct plain *p, const char *args);
} own_cmds[] = {
	{ "board", N_("the board as text, row by row, with coordinates; the last move in "
	              "brackets"), own_board },
	{ "what", N_("what is on POINT: empty, or a stone, its group and its liberties"),
	  own_what },
	{ "last", N_("the last move, its number and who played it (in review: the end of "
	             "the line)"), own_last },
	{ "score", N_("after the stop: the dead stones and the count, line by line"), own_score },
	{ "status", N_("the size, rules, komi, move, captures, clocks, whose turn"), own_status },
	{ "list", N_("in the problems: the problems, a line each, those solved said"), own_list },
	{ "tree", N_("in review: the variations as text around this move (tree up, tree down, "
	             "tree goto COLUMN ROW move in it)"), own_tree },
	{ "help", N_("this list"), own_help },
};
#define NOWN (sizeof own_cmds / sizeof own_cmds[0])

static const struct own_cmd *own_find(const char *name)
{
	for (size_t i = 0; i < NOWN; i++)
		if (!strcasecmp(name, own_cmds[i].name))
			return &own_cmds[i];
	return NULL;
}

/* Commands of the table for the screen only: its cursor, its scrolling,
 * its aids (here atari and ko are always said). */
static bool screen_only(const char *name)
{
	static const char *const names[] = { "cursor", "jump", "comment-scroll", "aids" };

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (!strcasecmp(name, names[i]))
			return true;
	return false;
}

/* While problems are open: the words typed for their commands (the
 * screen's keys u, n; next and prev, which in review step through moves;
 * back, as the screen's Esc).  Messages name them (key_for). */
static const struct problem_word {
	const char *word, *command;
} problem_words[] = {
	{ "u", "retry" },
	{ "n", "next-problem" },
	{ "next", "next-problem" },
	{ "prev", "prev-problem" },
	{ "back", "problems off" },
};
#define NWORDS (sizeof problem_words / sizeof problem_words[0])

static const char *problem_command(const char *word)
{
	for (size_t i = 0; i < NWORDS; i++)
		if (!strcasecmp(word, problem_words[i].word))
			return problem_words[i].command;
	return NULL;
}

/* Words of both lists that are the table's here: tree with arguments (up,
 * down, goto); last in review, the end of the line (the review's last, as
 * its messages say, not the game's last move while the review is
 * elsewhere). */
static bool table_takes(struct plain *p, const struct own_cmd *own, const char *args)
{
	if (own->run == own_tree)
		return args[strspn(args, " \t")] != '\0';
	return own->run == own_last && cmd_mode(&p->ctx) == MODE_REVIEWING;
}

static void say_help(struct plain *p)
{
	say(p, "%s", _("Type a point to play there (D4), or a command:"));
	for (size_t i = 0; i < NOWN; i++)
		say(p, "%s: %s.", own_cmds[i].name, _(own_cmds[i].help));
	say(p, "%s", _("In the problems (problems opens them): type a point to answer; retry or u: "
	               "this problem again; next or n: the next problem; prev: the previous one; "
	               "list, then pick N: go to problem N; board: the problem's board; back: "
	               "back to the game."));
	for (size_t i = 0; i < cmd_table_size; i++) {
		const struct cmd_entry *e = &cmd_table[i];

		if (screen_only(e->name) || own_find(e->name))
			continue;
		say(p, "%s%s%s: %s.", e->name, e->usage ? " " : "", e->usage ? _(e->usage) : "",
		    _(e->help_plain ? e->help_plain : e->help));
	}
}

/* ---- running a line ---- */

/* Messages name a command the way it is typed here: without the colon;
 * the problems' commands by their words (not the letters: retry, not u). */
static const char *key_for(const char *command)
{
	for (size_t i = 0; i < NWORDS; i++)
		if (!strcmp(command, problem_words[i].command) && problem_words[i].word[1])
			return problem_words[i].word;
	return command;
}

/* What cmd_autosave and cmd_autosave_start (flags) give to say: the
 * archive's failure, the autosave's problem when it is news (once, until a
 * write succeeds). */
static void say_autosave(struct plain *p, int flags)
{
	if (flags & CMD_REDRAW_MESSAGE)
		say(p, "%s", p->ctx.message);
	if (flags & CMD_SAY_AUTOSAVE)
		say(p, "%s", p->ctx.s.autosave_problem);
}

/* After every action: a finished game kept in the archive, the autosave
 * when the game changed, as on the screen. */
static void plain_autosave(struct plain *p)
{
	say_autosave(p, cmd_autosave(&p->ctx));
}

/* "new" without a size: the screen opens its form; here, the same size. */
static int new_same(struct plain *p)
{
	struct game_setup s = {
		.size = p->game->board.size, .rules = p->game->rules,
		.black = p->ctx.s.name[BLACK], .white = p->ctx.s.name[WHITE],
		.clock = p->ctx.s.clock.clock.spec,
	};

	return cmd_new_game(&p->ctx, &s);
}

/* The engines after a command: what they say comes after what the command
 * said; that one starts thinking is not said (its move will be). */
static void sync_engines(struct plain *p)
{
	bool was = cmd_engine_thinking(&p->ctx) != NULL;
	int flags;

	say_before(p);
	flags = cmd_engines_sync(&p->ctx);
	if (!was && cmd_engine_thinking(&p->ctx) && !(flags & CMD_FAILED))
		p->ctx.message[0] = '\0';
	say_after(p, flags, false);
}

/* Say what a command of the table did (flags: what it returned). */
static void ran(struct plain *p, int flags)
{
	if (flags & CMD_SHOW_MESSAGES) { /* nothing else to say, nothing changed */
		say_messages(p);
		return;
	}
	if (flags & CMD_SHOW_NEWGAME)
		flags |= new_same(p);
	if (flags & CMD_SHOW_HELP)
		say_help(p);
	say_after(p, flags, true);
	if (flags & CMD_SHOW_PICK)
		say_pick(p, true);
	p->asking = flags & CMD_ASK;
	if (flags & CMD_QUIT)
		p->quit = true;
	else
		sync_engines(p);
}

/* The line the screen would put on its command line to edit (comment
 * alone): here it is said, as the line to type. */
static void say_prefill(struct plain *p)
{
	char *line = p->ctx.line_prefill;
	const char *rest;

	if (!line)
		return;
	p->ctx.line_prefill = NULL;
	rest = line + strcspn(line, " ");
	if (*rest && rest[1])
		snprintf(p->ctx.message, sizeof p->ctx.message, _("To change it, type: %s"), line);
	else
		snprintf(p->ctx.message, sizeof p->ctx.message,
		         _("No comment here: comment TEXT writes one."));
	free(line);
}

/* Run a command of the table and say what it did. */
static void run(struct plain *p, const char *line)
{
	int flags;

	say_before(p);
	p->ctx.s.cursor = NO_POINT; /* no cursor: a command without its point is refused */
	flags = cmd_run(&p->ctx, line);
	say_prefill(p);
	ran(p, flags);
}

/* The autosave offered (p->resume[0]): the question. */
static void ask_resume(struct plain *p)
{
	int more = 0;

	while (p->resume[more + 1])
		more++;
	cmd_ask_resume(&p->ctx, p->resume[0], more);
	say(p, "%s", p->ctx.message);
}

/* The answer: yes resumes it, no keeps it aside and asks about the next
 * one; anything else asks again. */
static void resume_answer(struct plain *p, const char *line)
{
	bool yes = !strcasecmp(line, "y") || !strcasecmp(line, "yes");

	if (!yes && strcasecmp(line, "n") && strcasecmp(line, "no")) {
		ask_resume(p);
		return;
	}
	say_before(p);
	if (yes) {
		say_after(p, cmd_resume_autosave(&p->ctx, p->resume[0]), true);
		p->resume = NULL;
		return;
	}
	cmd_decline_autosave(&p->ctx, p->resume[0]);
	say_after(p, 0, false);
	if (*++p->resume)
		ask_resume(p);
	else
		p->resume = NULL;
}

static void handle_line(struct plain *p, const char *text)
{
	/* ":retry", as on the screen's command line (messages that name a key
	 * name the : command beside it), is the same as "retry" */
	const char *start = text + strspn(text, " \t");
	char *line = xstrdup(start + (*start == ':')), *word;
	const struct own_cmd *own;
	const char *command;
	size_t n = strcspn(line, "\r\n");

	line[n] = '\0';
	word = xstrdup(line);
	word[strcspn(word, " \t!")] = '\0';
	if (p->ctx.s.problems && !p->resume && !p->asking && (command = problem_command(word))) {
		char *full = xasprintf("%s%s", command, line + strlen(word));

		free(line);
		line = full;
	}
	if (p->resume) {
		resume_answer(p, line);
	} else if (p->asking) { /* a yes or no: yes runs what the question offered */
		p->asking = false;
		if (!strcasecmp(line, "y") || !strcasecmp(line, "yes"))
			run(p, p->ctx.ask);
		else
			say(p, "%s", _("Not done."));
	} else if (screen_only(word)) {
		say(p, _("%s is for the screen only: commands here take their point (help lists "
		         "them)"), word);
	} else if ((own = own_find(word)) != NULL && !table_takes(p, own, line + strlen(word))) {
		say_before(p);
		say_after(p, own->run(p, line + strlen(word)), false);
	} else if (*line) {
		run(p, line);
	}
	plain_autosave(p);
	say_flush(p);
	free(word);
	free(line);
}

/* ---- engines and clocks ---- */

/* An engine's answer, the clock's second (flags: what session_wait
 * served): say what it changed. */
static void serve(struct plain *p, int flags)
{
	say_after(p, flags, false); /* a byo-yomi call is the clock's message */
	plain_autosave(p);
	say_flush(p);
}

/* Wait for the engines and the clock, and for standard input when stdin
 * (session_wait): true when standard input has something to read. */
static bool wait_input(struct plain *p, bool stdin_too)
{
	int flags, woke;

	say_before(p); /* where the game stands before an engine or the clock */
	/* `analyze`'s worker is one of the engines' descriptors */
	woke = session_wait(&p->ctx, stdin_too ? STDIN_FILENO : -1, -1, &flags);
	if (woke & (SESSION_WOKE_ENGINE | SESSION_WOKE_TIMER))
		serve(p, flags);
	return woke & SESSION_WOKE_FD;
}

/* ---- input ---- */

/* readline's completion: command names first (the table's and ours), file
 * names after save and load, nothing else. */
static char *complete_name(const char *text, int state)
{
	static int i;

	if (state == 0)
		i = 0;
	for (; i < (int)NOWN; ) {
		const char *name = own_cmds[i++].name;

		if (!strncasecmp(text, name, strlen(text)))
			return xstrdup(name);
	}
	for (const char *name; (name = cmd_complete(text, i - (int)NOWN)) != NULL; ) {
		i++;
		if (!screen_only(name) && strcasecmp(name, "help"))
			return xstrdup(name);
	}
	return NULL;
}

static char **complete(const char *text, int start, int end)
{
	(void)end;
	if (start == 0)
		return rl_completion_matches(text, complete_name);
	if (!strncmp(rl_line_buffer, "save ", 5) || !strncmp(rl_line_buffer, "load", 4))
		return NULL; /* readline's file names */
	rl_attempted_completion_over = 1;
	return NULL;
}

/* The history is the screen's ($XDG_STATE_HOME/tengen/history: the same
 * commands, typed without the colon there too), written after every line;
 * not a private one (cmd_line_private: a sealed move). */
static void remember(struct plain *p, const char *line)
{
	if (!line[strspn(line, " :")] || cmd_line_private(&p->ctx, line))
		return;
	add_history(line);
	stifle_history(PLAIN_HISTORY_MAX);
	if (p->history)
		write_history(p->history);
}

static void line_too_long(struct plain *p)
{
	say(p, _("A line of over %d KiB is ignored."), CMD_LINE_MAX >> 10);
	say_flush(p);
}

static struct autosave *plain_autosave_of(const struct plain *p)
{
	return p->opt.session->record ? p->opt.session->record->autosave : NULL;
}

/* Readline's handlers back for the signals ours took (readline_start),
 * then its own removed: the terminal as it was. */
static void readline_stop(void)
{
	session_signals_release();
	rl_callback_handler_remove();
}

static void on_line(char *line)
{
	struct plain *p = line_plain;

	p->prompt = false;
	if (!line) {
		p->ended = true;
		fputc('\n', p->out);
		return;
	}
	if (p->line_over || strlen(line) > CMD_LINE_MAX) {
		p->line_over = false;
		free(line);
		line_too_long(p);
		return;
	}
	remember(p, line);
	handle_line(p, line);
	free(line);
	if (p->quit) /* no prompt after the last line */
		readline_stop();
	p->prompt = !p->quit;
}

static int no_macro(int count, int key)
{
	(void)count, (void)key;
	return 0;
}

/* No keyboard macros: ending or calling one never begun after an
 * incremental search ended by Ctrl-X (Ctrl-R Ctrl-X ), Ctrl-R Ctrl-X e) made
 * readline jump back into a frame of itself that was gone (a crash). */
static void unbind_macros(void)
{
	rl_bind_keyseq("\\C-x(", no_macro);
	rl_bind_keyseq("\\C-x)", no_macro);
	rl_bind_keyseq("\\C-xe", no_macro);
}

static void readline_start(struct plain *p)
{
	char *dir = autosave_dir(NULL);

	line_plain = p;
	if (dir) {
		p->history = xasprintf("%s/history", dir);
		using_history();
		read_history(p->history);
	}
	free(dir);
	rl_change_environment = 0; /* LINES and COLUMNS stay as they were */
	rl_readline_name = PACKAGE;
	rl_terminal_name = "dumb"; /* no cursor addressing, whatever TERM says */
	rl_outstream = p->out;
	rl_initialize();
	/* after the inputrc: nothing that writes escape sequences */
	rl_variable_bind("enable-bracketed-paste", "off");
	rl_variable_bind("enable-active-region", "off");
	rl_variable_bind("colored-stats", "off");
	rl_variable_bind("colored-completion-prefix", "off");
	rl_variable_bind("show-mode-in-prompt", "off");
	/* no BEL byte (Ctrl-U on an empty line, a failed completion): a braille
	 * display has no use for it */
	rl_variable_bind("bell-style", "none");
	unbind_macros();
	rl_attempted_completion_function = complete;
	rl_persistent_signal_handlers = 1; /* the terminal back before a signal kills */
	rl_callback_handler_install(prompt, on_line);
	/* SIGHUP, SIGTERM, SIGINT, SIGQUIT the session's, not readline's: its
	 * handler waited for the next key before it did anything; Ctrl-Z and
	 * the others stay readline's (the terminal put back and prepared again) */
	session_signals_catch(plain_autosave_of(p));
	p->prompt = true;
}

static void loop_tty(struct plain *p)
{
	readline_start(p);
	while (!p->quit && !p->ended && !session_signal()) {
		if (wait_input(p, true)) {
			rl_callback_read_char();
			if (rl_line_buffer && rl_end > CMD_LINE_MAX) {
				p->line_over = true;
				rl_replace_line("", 1);
			}
		}
		/* readline sets its handlers again after a Ctrl-Z */
		if (!p->quit)
			session_signals_catch(plain_autosave_of(p));
	}
	if (!p->quit)
		readline_stop();
	free(p->history);
}

/* The next line of standard input into *line (its newline kept): 1; 0 when
 * it was longer than CMD_LINE_MAX (read to its end, not kept); -1 at the
 * end of the input. */
static int read_line(char **line, size_t *cap)
{
	size_t len = 0;
	bool over = false;
	int c = EOF;

	while ((c = getc(stdin)) != EOF) {
		if (len + 2 > CMD_LINE_MAX)
			over = true;
		else {
			*line = xgrow(*line, cap, len + 2, 1);
			(*line)[len++] = (char)c;
		}
		if (c == '\n')
			break;
	}
	if (over)
		return 0;
	if (!len)
		return -1;
	(*line)[len] = '\0';
	return 1;
}

static void loop_pipe(struct plain *p)
{
	char *line = NULL;
	size_t cap = 0;
	int got;

	session_signals_catch(plain_autosave_of(p));
	while (!p->quit && !session_signal()) {
		/* an engine to move (or a delay) first: a script plays in step */
		while (!p->quit && cmd_engines_timeout(&p->ctx) >= 0)
			wait_input(p, false);
		/* and `analyze` to its end: the next line sees the record analysed */
		while (!p->quit && cmd_analysis_running(&p->ctx))
			wait_input(p, false);
		if (p->quit)
			break;
		if ((got = read_line(&line, &cap)) < 0) {
			p->ended = !session_signal();
			break;
		}
		if (got)
			handle_line(p, line);
		else
			line_too_long(p);
	}
	free(line);
	session_signals_release();
}

/* ---- start and end ---- */

/* --problems: the first problem said, true; false (the reason said) when
 * there are none: the game is said then. */
static bool start_problems(struct plain *p, const char *path)
{
	say_before(p);
	ran(p, cmd_problems_open(&p->ctx, path));
	return p->ctx.s.problems != NULL;
}

/* session_start_engines' step: what an engine's start did, said. */
static void engine_step(void *front, int flags)
{
	struct plain *p = front;

	say_after(p, flags, false);
	say_before(p);
}

/* After session_start (its flags: the autosave's problem): the game or
 * the problems said, the review asked for; the engines of the options. */
static void plain_start(struct plain *p, const struct plain_options *o, int flags)
{
	const struct session_options *so = o->session;
	struct cmd_ctx *c = &p->ctx;
	char game_line[CMD_MESSAGE_MAX];

	say_autosave(p, flags & CMD_SAY_AUTOSAVE);
	snprintf(game_line, sizeof game_line, "%s", c->message);
	if (!o->problems || !start_problems(p, o->problems)) {
		say(p, "%s", game_line);
		if (!so->opened && !c->s.free_total)
			say_more(p, _(" %s to play."), color_name(c->s.game->to_move));
	}
	if (o->notice)
		say(p, "%s", o->notice);
	if (so->record && o->resume && o->resume[0]) {
		p->resume = o->resume;
		ask_resume(p);
	}
	if (so->opened && o->review) { /* the keys of the review, then its start */
		int review = cmd_run(c, "review on");

		say(p, "%s", c->message);
		if (!(review & CMD_FAILED))
			run(p, "first");
	}
	say_before(p);
	session_start_engines(c, so, engine_step, p);
}

/* The input ended: where the game is, on standard error as the screen says
 * it; 1 when it was left unsaved. */
static int plain_ended(struct plain *p)
{
	const struct record *r = p->opt.session->record;
	const struct autosave *a = r ? r->autosave : NULL;

	if (p->ctx.s.saved || p->game->phase == PHASE_FINISHED)
		return 0;
	if (a && !a->dirty && a->ready >= 0)
		fprintf(stderr, _("%s: the input ended: the game is autosaved in %s\n"), PACKAGE,
		        a->path);
	else
		fprintf(stderr, _("%s: the input ended: the game is not saved\n"), PACKAGE);
	return 1;
}

int plain_run(struct game *g, const struct plain_options *o)
{
	struct plain p;
	int flags, rc;

	memset(&p, 0, sizeof p);
	p.game = g;
	p.opt = *o;
	p.out = stdout;
	p.tty = isatty(STDIN_FILENO);
	sbuf_init(&p.said);
	cmd_ctx_init(&p.ctx, g);
	p.ctx.s.key_for = key_for;
	p.ctx.s.no_cursor = true;
	flags = session_start(&p.ctx, o->session);
	if (flags & CMD_FAILED) {
		fprintf(stderr, "%s: %s\n", PACKAGE, p.ctx.message);
		cmd_ctx_free(&p.ctx);
		return 2;
	}
	say(&p, "%s", _("tengen, text only: type help for the commands, board for the board."));
	plain_start(&p, o, flags);
	say_flush(&p);
	if (p.tty)
		loop_tty(&p);
	else
		loop_pipe(&p);
	/* a pipe is not read while nothing comes (loop_pipe): the time on the
	 * move charged up to now, not given back by a dropped link */
	if (!p.quit && p.ctx.s.game->phase != PHASE_FINISHED)
		serve(&p, cmd_clock_tick(&p.ctx));
	rc = p.ended ? plain_ended(&p) : 0;
	if (session_signal()) {
		fputc('\n', stdout); /* off the prompt's line */
		session_say_left(o->session, strsignal(session_signal()));
		rc = 128 + session_signal();
	}
	fflush(stdout);
	cmd_ctx_free(&p.ctx);
	sbuf_free(&p.said);
	return rc;
}

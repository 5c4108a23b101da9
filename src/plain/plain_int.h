/*
 * plain_int.h — what the files of the text-only front end share: plain.c
 * (the loop, the input, the commands of its own) and say.c (what happened,
 * in sentences).
 *
 * Design notes:
 * tengen --plain is a front end beside the screen for screen readers, braille
 * displays, pipes and TERM=dumb: no curses, no cursor addressing, no escape
 * sequence.  It runs the screen's command table (cmd_run), so every : command
 * is typed without the colon (a leading colon is skipped: messages name :
 * commands beside keys); ctx.s.key_for returns the command itself (the
 * problems' commands by their words, below), so hints name commands ("help
 * lists them"), and the cursor is NO_POINT before every command, so a command
 * without its point is refused instead of acting on an invisible cursor
 * (cursor, jump, comment-scroll and aids are refused with a sentence).  Its
 * own commands: board (diagram_print), score (the count a sentence per line),
 * status, list (the problems: cmd_problem_list, rows to pick), help (its
 * commands and the table's, a line each).
 * - The problems are the table's (cmd_problem.c answers, as on the screen;
 *   --plain --problems calls cmd_problems_open).  While ctx.s.problems is set,
 *   a few words stand for their commands as the screen's keys do
 *   (problem_words: u retry, n and next next-problem, prev, back problems
 *   off), and say_after() says, instead of the review's node, the task (C[]
 *   of the root) when a problem was opened (a layout at the root) or the
 *   comment of the node the learner's move reached; board and status add the
 *   marks in words and the problem's state.  A collection's list
 *   (CMD_SHOW_PICK) is said a row per line.
 * - say.c: before an action (a typed line, an engine's answer, a clock tick)
 *   say_before() notes the move count, phase and turn and clears the message;
 *   say_after() says the refusal, the moves added from the record (so an
 *   engine's move reads like a typed one: "White E5. Stones captured: 1.
 *   Atari: … Ko: … Black to play."; the atari, ko and stop words are the
 *   core's, cmd/aids.h, which the screen shows too), the stop with the dead
 *   stones by chain,
 *   the end, whose turn, the review's node (move, name, comment a line per
 *   paragraph, marks, variations), else the command's message; a typed
 *   command with nothing to say gets "Done.".  The message of a move is not
 *   said (the move line says more).  The engines are synced after a command
 *   is said, as an action of their own (what they say comes after it; that
 *   one starts thinking is not said, its move will be); when an engine's
 *   answer changes the marks after the stop (a hash of end.st.dead), the dead
 *   stones are listed.
 * - say_flush() writes every line through text_sanitize(), so no control byte
 *   but the newline is ever written (tests/e2e: no ESC byte).  At a readline
 *   prompt an event (an engine's move) first rubs out the bare prompt with
 *   \r, spaces and \r (or starts a new line when something is typed), then
 *   the prompt is redisplayed.
 * - Input: a terminal gets GNU readline's callback interface in a poll() loop
 *   with the engines' descriptors and the clock's next second;
 *   rl_terminal_name = "dumb" whatever TERM says, and bracketed paste, the
 *   active region, coloured completion and the mode string are bound off
 *   after the inputrc, and so are Ctrl-X ( ) e (keyboard macros: one never
 *   begun, ended or called after an incremental search ended by Ctrl-X,
 *   crashed readline's callback interface; e2e plain-tty.sh) and the bell
 *   (bell-style none: rl_ding writes BEL to stderr for Ctrl-U on an empty
 *   line, Left at its start, a completion that finds nothing; e2e
 *   plain-tty.sh finds no 0x07 byte); completion of command names (table and
 *   own), readline's file names after save and load; the history is the
 *   screen's file ($XDG_STATE_HOME/tengen/history, the same commands; a
 *   sealed move's line is not kept), written after every line; readline's
 *   signal handlers stay installed (rl_persistent_signal_handlers) so a
 *   signal puts the terminal back.  A pipe is read with getline(), and only
 *   when no engine request or engine delay is pending (cmd_engines_timeout()
 *   < 0), so a script plays against an engine in step.
 * - The record and autosave as on the screen (autosave after every action, a
 *   failing one said once); at the end of the input an unsaved game is
 *   autosaved, the path on stderr, exit status 1.  An earlier run's autosave
 *   is offered as on the screen (no file, no game option: cmd_ask_resume,
 *   answered y or n on the next line).  No new-game form: the game of the
 *   options starts at once, and new without a size restarts at that size.
 */
#ifndef TENGEN_PLAIN_INT_H
#define TENGEN_PLAIN_INT_H

#include <stdio.h>

#include "cmd/cmd.h"
#include "plain/plain.h"
#include "base/util.h"

struct sgf_node;

struct plain {
	struct cmd_ctx ctx;
	struct game *game;
	struct plain_options opt;
	FILE *out;
	bool tty;            /* standard input is a terminal: GNU readline */
	bool quit;
	bool ended;          /* the end of the input */
	bool asking;         /* a yes/no question is open (ctx.ask: what yes runs) */
	char *const *resume; /* the autosave asked about (then the others), or NULL */
	bool prompt;         /* readline's prompt is on the screen */
	char *history;       /* readline's history file, or NULL */
	bool line_over;      /* readline's line passed CMD_LINE_MAX: refused */
	struct sbuf said;    /* the lines of the action being described */
	/* the game before the action (plain_before) */
	int nmoves;
	enum phase phase;
	enum color to_move;
	bool review;
	int confirm_moves;   /* of an open confirmation */
	uint64_t marks;      /* marks_hash() of the end of the game's marks */
	const struct sgf_node *problem_node; /* the problem's node before, or NULL */
};

/* say.c */
/* A line (a sentence or a few) to say; say_more() adds to the last line. */
void say(struct plain *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void say_more(struct plain *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Write what was said (sanitised: no control character but the newline
 * ever reaches the terminal) and forget it. */
void say_flush(struct plain *p);
/* Remember the game before an action; say_after() then says what the action
 * changed: the moves played, the stop, the end, whose turn, and the
 * command's message (flags: what cmd_run returned); a typed command that
 * changed nothing to say is answered "Done.". */
void say_before(struct plain *p);
void say_after(struct plain *p, int flags, bool typed);
/* The rows to pick from, a line each, after CMD_SHOW_PICK; a collection's
 * with a question before and how to answer after. */
void say_pick(struct plain *p, bool collection);
/* The message log (`messages`), a line each, oldest first; "! " before an
 * error. */
void say_messages(struct plain *p);
/* The commands of this front end (plain.c runs them): the board as text,
 * the count, where the game stands, the list of commands. */
void say_board(struct plain *p);
/* what POINT: the point and, on a stone, its chain and liberties; flags
 * (CMD_FAILED with the message for a missing or bad point). */
int say_what(struct plain *p, const char *args);
/* The last move in words ("Move 12: White C3."), or that there is none. */
void say_last(struct plain *p);
int say_score(struct plain *p);
void say_status(struct plain *p);
/* The stones marked dead, by chain, in one line. */
void say_dead(struct plain *p);

#endif

/*
 * plain_int.h — what the files of the text-only front end share: plain.c
 * (the loop, the input, the commands of its own) and say.c (what happened,
 * in sentences).
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
	char call[3][64];    /* the byo-yomi call said last, by colour */
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
int say_score(struct plain *p);
void say_status(struct plain *p);
/* The stones marked dead, by chain, in one line. */
void say_dead(struct plain *p);

#endif

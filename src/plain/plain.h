/*
 * plain.h — the text-only front end (tengen --plain), the one entry point
 * main.c calls.
 */
#ifndef TENGEN_PLAIN_H
#define TENGEN_PLAIN_H

#include "cmd/cmd.h"
#include "cmd/session.h"
#include "rules/game.h"

struct plain_options {
	const struct session_options *session; /* the game, record, engines (session.h) */
	bool review;                  /* open the file in review, at move 0 */
	const char *problems;         /* start with the problems of this file or
	                                 directory ("": those installed), or NULL */
	const char *notice;           /* a line to say at start, or NULL */
	char *const *resume;          /* autosaves of earlier runs, newest first,
	                                 NULL-terminated: offered one by one */
};

/* Run the game g line by line on standard input and output until quit or
 * the end of the input; o->session the game to start (session_start).
 * Returns the exit status: 0, 1 when the input ended with the game unsaved
 * (it is autosaved), 2 when setup cannot be played. */
int plain_run(struct game *g, const struct plain_options *o);

#endif

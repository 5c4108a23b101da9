/*
 * plain.h — the text-only front end (tengen --plain), the one entry point
 * main.c calls.
 */
#ifndef TENGEN_PLAIN_H
#define TENGEN_PLAIN_H

#include "cmd/cmd.h"
#include "rules/game.h"

struct record;
struct sgf_msgs;

struct plain_options {
	struct record *record;        /* save, load, autosave; NULL: none */
	const char *opened;           /* g was opened from this file (record_open) */
	const struct sgf_msgs *msgs;  /* the loader's warnings about it */
	bool review;                  /* open the file in review, at move 0 */
	const char *problems;         /* start with the problems of this file or
	                                 directory ("": those installed), or NULL */
	const char *notice;           /* a line to say at start, or NULL */
	char *const *resume;          /* autosaves of earlier runs, newest first,
	                                 NULL-terminated: offered one by one */
	const char *engine[3];        /* the command playing BLACK / WHITE, or NULL */
	const char *hint;             /* --hint's command, or NULL */
	int engine_delay_ms;          /* between two engines' moves */
	int engine_timeout_ms;        /* for a move; 0: the default */
};

/* Run the game g line by line on standard input and output until quit or
 * the end of the input; setup is the game to start (not with o->opened).
 * Returns the exit status: 0, 1 when the input ended with the game unsaved
 * (it is autosaved), 2 when setup cannot be played. */
int plain_run(struct game *g, const struct game_setup *setup, const struct plain_options *o);

#endif

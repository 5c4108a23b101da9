/*
 * ui.h — the interactive screen, the one entry point main.c calls.
 */
#ifndef TENGEN_UI_H
#define TENGEN_UI_H

#include <stdbool.h>

#include "cmd/cmd.h"
#include "rules/game.h"

struct record;
struct sgf_msgs;
struct settings_key_binding;

struct ui_options {
	bool ascii;     /* X O . + only, as GTP showboard */
	bool no_color;  /* also when NO_COLOR is set */
	/* SGF records (record.h) */
	struct record *record;        /* save, load, autosave; NULL: none */
	const char *opened;           /* g was opened from this file (record_open) */
	const struct sgf_msgs *msgs;  /* the loader's warnings about it */
	char *const *resume;          /* autosaves of earlier runs, newest first,
	                                 NULL-terminated: offered one by one */
	bool resume_then_new;         /* all declined: open the new-game screen */
	bool review;                  /* open the file in review, at move 0 */
	const char *problems;         /* start with the problems of this file or
	                                 directory ("": the installed ones), or NULL */
	const char *notice;           /* a message to show at start, or NULL */
	int open_elsewhere;           /* games running in another tengen, not
	                                 offered: the new-game screen says so */
	/* GTP engines (cmd_engine.c) */
	const char *engine[3];        /* the command playing BLACK / WHITE, or NULL */
	const char *hint;             /* --hint's command, or NULL */
	int engine_delay_ms;          /* between two engines' moves */
	int engine_timeout_ms;        /* for a move; 0: the default */
	/* the config file (cmd/settings.h) */
	int aids;                     /* beginner aids at a new game: 1 on, -1 off, 0: 9×9 and less */
	bool no_bell;                 /* no bell on byo-yomi calls */
	const struct settings_key_binding *keys; /* [keys], before the built-in ones */
	int nkeys;
	char *const *config_errors;   /* "FILE:LINE: …", sanitized; shown at start */
	int nconfig_errors;
};

/* Run the screen on g until the user quits; setup is the game to start
 * (from the options; not with o->opened), and with ask the new-game screen
 * opens first.  Returns the exit status (128 + the signal number after
 * SIGHUP, SIGTERM, SIGINT or SIGQUIT, 1 when the input ended, the game being
 * autosaved). */
int ui_run(struct game *g, const struct game_setup *setup, bool ask,
           const struct ui_options *o);

#endif

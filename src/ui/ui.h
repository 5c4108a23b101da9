/*
 * ui.h — the interactive screen, the one entry point main.c calls.
 */
#ifndef TENGEN_UI_H
#define TENGEN_UI_H

#include <stdbool.h>

#include "cmd/cmd.h"
#include "cmd/session.h"
#include "rules/game.h"

struct settings_key_binding;

struct ui_options {
	bool ascii;     /* X O . + only, as GTP showboard */
	bool no_color;  /* also when NO_COLOR is set */
	int scale;      /* the board's: 1, 2 (large), 0 auto (2 where it fits) */
	const struct session_options *session; /* the game, record, engines (session.h) */
	char *const *resume;          /* autosaves of earlier runs, newest first,
	                                 NULL-terminated: offered one by one */
	bool resume_then_new;         /* all declined: open the new-game screen */
	bool review;                  /* open the file in review, at move 0 */
	const char *problems;         /* start with the problems of this file or
	                                 directory ("": the installed ones), or NULL */
	const char *notice;           /* a message to show at start, or NULL */
	int open_elsewhere;           /* games running in another tengen, not
	                                 offered: the new-game screen says so */
	/* the config file (cmd/settings.h) */
	bool no_bell;                 /* no bell on byo-yomi calls */
	bool flash;                   /* flash the screen on them */
	const struct settings_key_binding *keys; /* [keys], before the built-in ones */
	int nkeys;
	char *const *config_errors;   /* "FILE:LINE: …", sanitized; shown at start */
	int nconfig_errors;
};

/* Run the screen on g until the user quits; o->session the game to start
 * (session_start), and with ask the new-game screen
 * opens first.  Returns the exit status (128 + the signal number after
 * SIGHUP, SIGTERM, SIGINT or SIGQUIT, 1 when the input ended, the game being
 * autosaved). */
int ui_run(struct game *g, bool ask, const struct ui_options *o);

#endif

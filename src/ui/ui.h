/*
 * ui.h — the interactive screen, the one entry point main.c calls.
 */
#ifndef TENGEN_UI_H
#define TENGEN_UI_H

#include <stdbool.h>

#include "cmd.h"
#include "game.h"

struct ui_options {
	bool ascii;     /* X O . + only, as GTP showboard */
	bool no_color;  /* also when NO_COLOR is set */
};

/* Run the screen on g until the user quits; setup is the game to start
 * (from the options), and with ask the new-game screen opens first.
 * Returns the exit status. */
int ui_run(struct game *g, const struct game_setup *setup, bool ask,
           const struct ui_options *o);

#endif

/*
 * ui_int.h — what the files of the curses interface share.
 *
 * There is one struct ui.  The event loop (ui.c) reads a key, hands it to the
 * screen in front (play, help, new game) or to the command line, collects the
 * CMD_REDRAW_* flags the handlers return in ui->dirty, and draws once per
 * turn of the loop, then calls doupdate() once.  Everything is drawn on
 * stdscr; ncurses sends only the cells that differ, and the draw functions
 * touch only the parts their flag names.
 */
#ifndef TENGEN_UI_INT_H
#define TENGEN_UI_INT_H

#include <stdbool.h>
#include <wchar.h>

#include "cmd/cmd.h"
#include "rules/game.h"
#include "ui/ui.h"

enum ui_screen { SCREEN_PLAY, SCREEN_HELP, SCREEN_NEWGAME };

/* Colour pairs (used only when ui->color). */
enum {
	PAIR_BOARD = 1,   /* grid, labels, black stones: black on the board colour */
	PAIR_WHITE,       /* white stones */
	PAIR_ERROR,       /* refused commands (the text says so too) */
	PAIR_TITLE,
};

/* Keys: characters as they are, curses key codes with this bit set. */
#define UI_KEYCODE 0x1000000
#define UI_KEY(k) ((k) | UI_KEYCODE)
#define UI_CTRL(c) ((c) & 0x1f)

struct ui {
	struct game *game;
	struct cmd_ctx ctx;
	struct ui_options opt;
	bool color;
	enum ui_screen screen;
	int dirty;             /* CMD_REDRAW_* still to draw */
	bool quit;
	bool ask_quit;         /* waiting for y/n */
	int status;            /* exit status */

	/* Layout of the play screen, from ui_layout(). */
	bool too_small;
	int bx, by;            /* top-left corner of the board block */
	int sx, sy, sw, sh;    /* the status area */
	int my;                /* the message / command line row */

	/* SGF: an autosave offered for resuming (y/n), see ui.c. */
	const char *resume;
	int resume_more;
	bool resume_then_new;
	bool autosave_failed;  /* told once */

	/* Command line. */
	bool line_active;
	bool line_hint;        /* completion matches shown above the line */

	/* Help screen. */
	int help_top;
	/* New-game screen. */
	struct newgame_form {
		int field;
		struct game_setup s;
		bool komi_edited;
		char name[3][64];
		char msg[CMD_MESSAGE_MAX];
	} ng;
};

/* ui.c */
void ui_exec(struct ui *u, const char *command);
void ui_apply(struct ui *u, int flags);

/* view.c: the play screen */
void view_layout(struct ui *u);
void view_draw(struct ui *u);
void view_place_cursor(struct ui *u);
bool view_point_at(const struct ui *u, int y, int x, int *point);
void view_draw_message(struct ui *u);
void view_key(struct ui *u, int key);

/* keys.c: default bindings of the play screen */
struct key_binding {
	const char *keys;      /* as shown in help */
	int key[4];            /* 0-terminated */
	const char *command;
	const char *help;      /* N_() */
};
extern const struct key_binding key_bindings[];
extern const struct key_binding review_bindings[];
const char *keys_lookup(int key);
/* In review: review_bindings first, then key_bindings. */
const char *keys_lookup_review(int key);

/* cmdline.c: the ':' line (GNU readline, callback interface) */
void cmdline_init(struct ui *u);
void cmdline_done(void);
void cmdline_open(struct ui *u);
void cmdline_key(struct ui *u, int key, wint_t wch);
void cmdline_draw(struct ui *u);

/* help.c */
void help_open(struct ui *u);
void help_key(struct ui *u, int key);
void help_draw(struct ui *u);

/* newgame.c */
void newgame_open(struct ui *u);
void newgame_key(struct ui *u, int key, wint_t wch);
void newgame_draw(struct ui *u);

/* Draw a string clipped to width cells from (y, x); pads with blanks. */
void ui_put(int y, int x, int width, const char *s);
/* Display width of s in cells. */
int ui_width(const char *s);

#endif

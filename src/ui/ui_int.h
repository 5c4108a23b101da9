/*
 * ui_int.h — what the files of the curses interface share.
 *
 * There is one struct ui.  The event loop (ui.c) reads a key, hands it to the
 * screen in front (play, help, new game) or to the command line, collects the
 * CMD_REDRAW_* flags the handlers return in ui->dirty, and draws once per
 * turn of the loop, then calls doupdate() once.  Everything is drawn on
 * stdscr; ncurses sends only the cells that differ, and the draw functions
 * touch only the parts their flag names.
 *
 * Each screen is an open/key/draw triple over a struct of its own, held in
 * struct ui (as ncdu's browser and htop's screens): the play screen's struct
 * view, the help screen's struct help, the new-game form's struct newgame;
 * the ':' line is a struct cmdline.  Their functions take the ui, which they
 * share for the game, the command context and the dirty flags.
 */
#ifndef TENGEN_UI_INT_H
#define TENGEN_UI_INT_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <wchar.h>

#include "base/util.h"
#include "cmd/cmd.h"
#include "rules/game.h"
#include "rules/score.h"
#include "ui/ui.h"

enum ui_screen { SCREEN_PLAY, SCREEN_HELP, SCREEN_NEWGAME, SCREEN_PICK };

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

/* The play screen (view.c). */
struct view {
	/* The layout, from view_layout(). */
	bool too_small;
	int bx, by;            /* top-left corner of the board block */
	int sx, sy, sw, sh;    /* the status area */
	int my;                /* the message / command line row */

	/* After the stop: the count of the marks, computed once per drawing
	 * for the board's map and the status table. */
	struct score score;
	bool map;              /* this drawing shows score's map on the board */
	bool map_shown;        /* the board on the terminal is the map */

	/* The status area while it is drawn: the next row, and the row from
	 * which lines are dropped (the bottom ones have priority). */
	int line, limit;
	int clock_row[3];      /* the rows of the clocks in the area, -1: not shown */
};

/* The help screen (help.c): the text built from the tables, scrolled. */
struct help {
	struct sbuf text;
	int lines;
	int top;               /* the first line shown */
	/* the message log (help_open_messages), wrapped to width columns;
	 * marks: a byte per line, 'e' for a line of an error */
	bool messages;
	int width;
	struct sbuf marks;
};

/* The picker of a collection's games (pick.c). */
struct pick_view {
	int sel;               /* the game chosen, from 0 */
	int top;               /* the first shown */
};

/* The new-game screen (newgame.c): the form. */
/* Bytes of a typed field of the new-game form (a name, the clock). */
#define NEWGAME_TEXT 256 /* a name, or gtp:COMMAND for an engine */

struct newgame {
	int field;
	struct game_setup s;
	bool komi_edited;
	char name[3][NEWGAME_TEXT];
	/* name[who] was filled from the game (a record, an autosave, the
	 * archive, an engine's answer), not typed: a plain name even when it
	 * reads gtp:…, until the field is emptied and typed anew (newgame.c) */
	bool filled[3];
	char time[NEWGAME_TEXT]; /* the clock as typed (clock_spec_parse); "": none */
	char msg[CMD_MESSAGE_MAX];
};

/* The ':' command line (cmdline.c). */
struct cmdline {
	bool active;
	bool hint;             /* completion matches shown above the line */
	int mailbox;           /* the byte readline reads next (rl_getc_function) */
	bool mailbox_full;
	int complete_index;    /* where the completion generator is in its list */
	size_t hscroll;        /* the byte the shown part of the line starts at */
	char *history_path;
	FILE *devnull;         /* readline's output: it never draws by itself */
	void *keymap;          /* readline's Keymap of the line's keys (cmdline.c) */
	int hist_pos;          /* the history line shown (history_length: the new one) */
	char *hist_typed;      /* the new line, kept while the history is shown */
};

/* The input decoder (input.c): a multibyte character begun; the last
 * bracketed paste (UTF-8 as it came, NUL-terminated). */
struct input {
	mbstate_t mb;
	bool partial;
	char *paste;
	size_t paste_len, paste_cap;
	bool paste_over;       /* longer than input.c keeps: refused whole */
};

enum input_kind {
	INPUT_NONE,            /* nothing to act on (a byte dropped, a signal, the timer) */
	INPUT_KEY,             /* a key: a character, or UI_KEY(a curses key code) */
	INPUT_PASTE,           /* a bracketed paste: text in ui->input.paste, not keys */
	INPUT_END,             /* the terminal is gone: no more input will come */
};

struct ui {
	struct game *game;
	struct cmd_ctx ctx;
	struct ui_options opt;
	bool color;
	enum ui_screen screen;
	int dirty;             /* CMD_REDRAW_* still to draw */
	bool quit;
	bool lost;             /* the input ended (INPUT_END): autosave and leave */
	bool ask;              /* waiting for y/n: y runs ctx.ask */
	int status;            /* exit status */

	/* SGF: an autosave offered for resuming (y/n), see ui.c. */
	const char *resume;    /* the autosave asked about, or NULL */
	char *const *resume_next; /* the ones after it (NULL-terminated) */
	bool resume_then_new;
	unsigned calls_rung;   /* the clock's calls the bell has rung for */
	struct sigaction sig_old[4]; /* the handlers before ours (ui.c) */

	struct input input;
	struct view view;
	struct cmdline line;
	struct help help;
	struct newgame ng;
	struct pick_view pick;
};

/* ui.c */
void ui_exec(struct ui *u, const char *command);
void ui_apply(struct ui *u, int flags);
/* Back to the play screen from another, drawn anew and laid out again (the
 * terminal may have changed size meanwhile). */
void ui_show_play(struct ui *u);

/* input.c: the next key, with unknown escape sequences and invalid bytes
 * dropped whole (see there); *key as ui_key takes it, *wch the character or
 * the curses key code. */
enum input_kind input_read(struct ui *u, int *key, wint_t *wch);
void input_free(struct input *in);

/* graph.c: the review's graph of the estimated lead, GRAPH_ROWS rows at
 * (y, x), w cells wide; the rows drawn (0: no graph to show). */
#define GRAPH_HALF 2
#define GRAPH_ROWS (2 * GRAPH_HALF + 2)
int graph_draw(struct ui *u, int y, int x, int w);

/* view.c: the play screen */
void view_layout(struct ui *u);
/* "Japanese", "Chinese", "Capture Go": the rules for people. */
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
	const char *name;      /* the first key, as messages name it ("Enter" of
	                          "Enter Space") */
};
extern const struct key_binding key_bindings[];
extern const struct key_binding review_bindings[];
extern const struct key_binding problem_bindings[];
/* With problems open: problem_bindings first, then key_bindings. */
const char *keys_lookup_problem(int key);
extern const struct key_binding edit_bindings[];
const char *keys_lookup(int key);
/* In review: review_bindings first, then key_bindings. */
const char *keys_lookup_review(int key);
/* In edit mode: edit_bindings first, then as in review. */
const char *keys_lookup_edit(int key);
/* The key bound to a command string, as messages name it ("e" for
 * "confirm-end"), or NULL: the command context's key_for. */
const char *keys_for(const char *command);
/* The config file's [keys] (settings.h), looked up before the tables above
 * (review_bindings first in review); the bindings must outlive the screen. */
struct settings_key_binding;
void keys_user(const struct settings_key_binding *k, int n);

/* cmdline.c: the ':' line (GNU readline, callback interface) */
void cmdline_init(struct ui *u);
void cmdline_done(struct ui *u);
void cmdline_open(struct ui *u);
void cmdline_key(struct ui *u, int key, wint_t wch);
void cmdline_draw(struct ui *u);
/* A paste into the line: its text, newlines as spaces, never run. */
void cmdline_paste(struct ui *u, const char *text);

/* help.c */
void help_open(struct ui *u);
/* The same pager on the message log (cmd_log.c), at its end. */
void help_open_messages(struct ui *u);
void help_key(struct ui *u, int key);
void help_draw(struct ui *u);
void help_free(struct help *h);

/* pick.c */
void pick_open(struct ui *u);
void pick_key(struct ui *u, int key);
void pick_draw(struct ui *u);

/* newgame.c */
void newgame_open(struct ui *u);
void newgame_key(struct ui *u, int key, wint_t wch);
void newgame_draw(struct ui *u);
/* A paste: the first line into a name field; false when no field takes it. */
bool newgame_paste(struct ui *u, const char *text);

/* text.c: strings in terminal cells */
/* Draw a string clipped to width cells from (y, x); pads with blanks. */
void ui_put(int y, int x, int width, const char *s);
/* The same, but in a string too wide the longest path (a word with a '/')
 * loses its middle first, marked by gap ("…"), so that what follows it (the
 * reason of an error) stays on the line; then, when it is still too wide and
 * more is not NULL, its end goes (at a space when one is near), and gap and
 * more ("(more: Ctrl-P)") end the line. */
void ui_put_middle(int y, int x, int width, const char *s, const char *gap, const char *more);
/* Add ws at the cursor, as much as fits in width cells (characters with no
 * width are skipped); returns the cells used. */
int ui_add_wcs(const wchar_t *ws, int width);
/* Display width of s in cells. */
int ui_width(const char *s);
/* s cut to width cells into out (size bytes): whole characters, then gap
 * ("…") when some are left out; "" when not even gap fits. */
void ui_abbrev(const char *s, int width, const char *gap, char *out, size_t size);
/* Length of s in bytes (a measure for ui_wrap). */
int ui_bytes(const char *s);
/* Word-wrap: the next line of the text at *t that measure (ui_width: cells)
 * keeps within width, into *line and *len (bytes); *t moves past it and the
 * spaces after it.  A line breaks at the last space that fits (a word longer
 * than the line is cut at a character boundary) and at a newline; newlines
 * at the start of a line are skipped (no blank lines).  False when no text
 * is left. */
bool ui_wrap(const char **t, int width, int (*measure)(const char *), const char **line,
             int *len);

#endif

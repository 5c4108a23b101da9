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
 *
 * Design notes, file by file:
 * - ui.c — terminal setup (newterm, cbreak, keypad, VINTR disabled so Ctrl-C
 *   is a key, 8-colour pairs when colours are wanted: not --no-color, not
 *   NO_COLOR, has_colors()), and the one event loop: draw what ui->dirty
 *   names for the screen in front, wnoutrefresh + one doupdate() (the board's
 *   changes go out first in one of their own when the status area changed
 *   too: below), wait for the terminal, the engines and the clock at once
 *   (session_wait, cmd/session.h), read one key (input_read, below),
 *   dispatch. KEY_RESIZE is
 *   handled there for every screen. Out of memory calls endwin() first
 *   (xalloc_fatal_hook).
 * - Screens are open/key/draw triples over a struct of their own held in
 *   struct ui (ui_int.h): view.c (play, struct view: layout, the count of the
 *   marks, the status row being drawn by status.c), help.c (struct help: the help text,
 *   or the message log wrapped with ui_wrap to the width, rebuilt at a
 *   resize, a mark per line for the errors' bold, "!" with --no-color),
 *   newgame.c (struct newgame); the : line (cmdline.c, struct cmdline)
 *   takes the keys while it is open.  No file-scope state but what
 *   argument-less callbacks need: readline's (line_ui), the out-of-memory
 *   hook (curses_on), the signal handler (sig_*).
 * - input.c — the bytes from the terminal, whatever arrives (a hostile
 *   terminal, a dropped link).  Bytes are read with wgetch (keypad on: curses
 *   decodes the sequences its terminfo lists), never wget_wch, whose wait for
 *   a character an invalid byte never completes froze the input. An escape
 *   sequence curses does not know (CSI, SS3, Alt-key) is read to its final
 *   byte and dropped whole: its letters never become keys (ESC and a key sent
 *   at once is Alt-key; the e2e tests wait for Esc's effect first); a
 *   control string (OSC, DCS, SOS, PM, APC) up to BEL or ST, or a control
 *   key or silence; the C1 forms (c2 9b, raw 9b) as their ESC forms
 *   (tests/e2e/termstrings.sh).  Characters are decoded with mbrtowc and a state kept in struct input; an
 *   invalid byte is dropped at once and the byte after an incomplete
 *   character is read afresh.  ESC [200~ … ESC [201~ (bracketed paste, which
 *   setup_terminal turns on for the whole run; a start with nothing after it
 *   for 100 ms is stray and dropped) is one INPUT_PASTE (over 1
 *   MiB: refused with a message): ui_paste puts it on the : line
 *   (cmdline_paste: newlines as spaces, not run) or in a name field
 *   (newgame_paste), and at the board says it was not played.  A read that
 *   fails is INPUT_END only when the terminal says so (poll: a hang-up or an
 *   error; a byte said to be there reads as end of file: the link dropped
 *   with SIGHUP blocked), never for a signal (Ctrl-Z and fg): the loop leaves, ui_run says where the game is
 *   autosaved and returns 1.  The delay a timer set (wtimeout) is kept across
 *   the short waits for a sequence's bytes (wgetdelay).
 * - Questions: a command that would lose an unsaved game (quit, new) returns
 *   CMD_ASK with the command a yes runs in cmd_ctx.ask ("quit!", "new! 13");
 *   view.c shows the message and runs it on y.
 * - Terminal modes: VINTR off (Ctrl-C is a key), IXON off (Ctrl-S would stop
 *   the output until Ctrl-Q), bracketed paste on; endwin() restores the first
 *   two, ui_run writes ESC [?2004l.  SIGHUP, SIGTERM, SIGINT and SIGQUIT are
 *   caught (record.h, the UI).  Nothing survives kill -9: the man page says to
 *   type reset.
 * - tree.c — the review's game tree (T, cmd_tree_text, record/gametree.h)
 *   in the panel in place of the graph and the comment: a title (column,
 *   row), the rows down to the keys, the current node in reverse video;
 *   tree_bindings (↑ ↓ k j: tree up/down) come first while it is shown
 *   (view_key).  e2e tree.sh.
 * - graph.c — the review's graph of the estimated lead (record/lead.h,
 *   cmd_lead_series), drawn by review_panel.c under the next move when
 *   the rows leave two for the comment: a legend (each side's glyph, the
 *   scale, or the positions estimated so far), GRAPH_HALF rows of bars each
 *   side of the zero line, drawn (▁…█ up, ░▒▓ down; --ascii . : # and ' " o),
 *   a ^/▲ row marking the position shown with its lead.  A step changes the
 *   marker row alone (a few bytes).  The series is filled by the loop (ui.c): while
 *   cmd_lead_pending(), the key read waits 0 ms and, when no key came,
 *   cmd_lead_work() computes one position (one estimate, 20–40 ms on 19×19) —
 *   keys are answered between two estimates, never after the whole series.
 *   Tests: check_lead (the series, the step at a capture of eleven stones,
 *   tests/data/swing.sgf), e2e graph.sh.
 * - text.c — strings in terminal cells: ui_put (clip and pad), ui_put_middle
 *   (the message line, too long: its first sentences when they fit, "(…
 *   /x.sgf)… (more: Ctrl-P)"; else a path loses its middle, marked …, so that
 *   the reason after it stays (save puts an error's reason before the path),
 *   then the end goes, at a space past the path when one is near; " (more:
 *   KEY)" ends the line, the key from keys_for("messages"), so the start of
 *   an error, its reason, always shows and the log has the rest), ui_width,
 *   ui_add_wcs, ui_abbrev (whole characters and a "…" to a width: a player's
 *   name at the end of the game, so that "captured N" stays on the line), and
 *   ui_wrap, the one word-wrap (status, comments, the too-small notice, which
 *   starts with "q quits" so that even 10×3 shows it); it looks only at what
 *   fits on the line it cuts, so a comment of a megabyte wraps in linear time
 *   (e2e big-comment.sh; measuring all the rest for every line took minutes).
 *   Nothing in the status area is cut at its right edge: status_line() wraps
 *   a line too wide (whole, or not at all when the rows left cannot hold it),
 *   and status_count(), short of rows, drops the legend, then the top of the
 *   table, never the count (tests/e2e/narrow.sh: 21×21 at 80×24, 20-character
 *   names).
 * - Messages of the command table name keys only through cmd_ctx.key_for,
 *   which ui.c sets to keys_for() (the first key of the binding,
 *   key_binding.name); without it (tests, scripts) a hint names the command
 *   (:confirm-end).
 * - view.c — layout (board block 2·size+5 × size+2 at the top left in the GTP
 *   showboard layout, status to the right or below, message line at the
 *   bottom; otherwise "too small"), board, message; status.c the status
 *   area in play and after the stop, review_panel.c its panels in review,
 *   in a problem and in edit mode. The cursor is the
 *   terminal cursor parked on the point (a cursor move costs a few bytes);
 *   while the : line owns the terminal cursor the point is drawn [ ]. The
 *   last move is ( ) in the separator cells, so --ascii captures read X O . +
 *   at the points. Stones of both colours use the board's colour pair (white
 *   is ○): a colour switch inside the board costs more bytes than the stone.
 *   The turn and move lines sit at the bottom of the status area so an update
 *   ends in normal attributes (ncurses resets attributes after every update
 *   otherwise). Atari: reverse video plus a list in the status; ko point: ×
 *   (underlined in ASCII) plus a status line; what is in atari or barred by
 *   ko, and the words, are the core's (cmd/aids.h), which --plain says too.
 *   The record's marks (the
 *   reviewed node's, in play cmd_play_marks(): the node of the game's
 *   position, cached until it or the record changes) are drawn by
 *   text_prepare()/record_mark(): text over a point (a label, a move number
 *   of :numbers) takes up to three cells, the separators on both sides
 *   included (two characters end on the point); in --ascii a shape is
 *   punctuation (^ # @ %, never a letter) and on a stone it stands in the
 *   cell left of it, the stone kept; DD draws x o and ·/,.  Keys:
 *   keys_lookup_edit() (edit mode) before the review's table before the play
 *   table.  A command may leave ctx.line_prefill: ui_key puts it on the :
 *   line once readline is done with the line that ran it.
 * - End of game in view.c and status.c: after the stop (and for a result by count)
 *   view_draw() computes endgame_score() once per drawing (view.score) and
 *   the board becomes the count's map (map_glyph(): x o dead, dimmed; ▪ ▫ / b
 *   w territory; s seki eye; · / - dame); the status area (status_end())
 *   replaces the aids with what happened, the keys for what can happen next,
 *   who has agreed, open dame, the legend, the breakdown table and the other
 *   rules' count.  A confirmation shows its own board
 *   (endgame_confirming()->board), framed in the status area, with its ko
 *   bans drawn × and listed.  During play one status line carries end-of-game
 *   news: a repeated position (offers no-result), warnings under
 *   chinese-warn, or who asked to resume.  A mark toggle redraws board and
 *   status through the usual diff: no clear (the e2e test checks the bytes).
 * - cmdline.c — GNU readline's callback interface fed one byte at a time
 *   (rl_getc_function/rl_input_available_hook read a one-byte mailbox), drawn
 *   through rl_redisplay_function, no readline signal or terminal handling;
 *   curses key codes call readline functions directly.  Readline gets a
 *   keymap of its own (line_keymap()): printable characters and the emacs
 *   editing keys (Ctrl-A B D E F H K T U W Y _, Tab, Enter), every other
 *   control key does nothing — its incremental search, keyboard macros and
 *   aborts jumped back into a frame of readline that was gone (a crash, found
 *   by a key flood), quoted insert put control characters into names.  Up and
 *   Down (Ctrl-P, Ctrl-N) walk the history here (line_history_walk(),
 *   rl_replace_line): readline's walk keeps an edited line's undo list in the
 *   history entry and freed it twice.  Tests: e2e line-keys.sh.  The line
 *   scrolls sideways (cmdline.hscroll, < and > at the row's ends); a
 *   redisplay measures only the characters between the scroll start and the
 *   point and draws one row of them, so its cost does not grow with the line
 *   (make bench-line: 10,000 characters typed, 0.66 s until shown; the issue
 *   measured ~25 s for the old quadratic redraw). Completion: command names,
 *   then per-command words, file names after save/load; matches are shown
 *   above the line. History: $XDG_STATE_HOME/tengen/history (default
 *   ~/.local/state/tengen/history), written after every command.
 * - Bytes over the wire: make bench-screen (part of make bench,
 *   bench/screen-bytes.sh) runs tengen and gnugo --mode ascii under script in
 *   tmux at 80×24 (the set-up it shares with clock-bytes.sh and
 *   engine-bytes.sh is bench/bytes-lib.sh) and reports bytes per cursor move,
 *   per played move and per review step (mean and median; GNU Go's review
 *   step is its forward command on the same record, loaded with -l; e2e
 *   review-bytes.sh holds the median of a 19×19 review step to 115 bytes in
 *   colour, 88 without).  ncurses sends a screen row by row, and the board
 *   shares its rows with the status area: view_draw therefore sends the
 *   board's changes in an update of their own (view_flush_board, leaveok so
 *   the cursor stays put) before drawing the status area, so that an update
 *   switches to the board's colours once (10 bytes) and back once (14:
 *   ncurses always ends an update in the normal attributes) instead of at
 *   every row with changes in both.  idcok is off: when the last mark on a
 *   row moves right (the lead graph's marker), ncurses would try to insert
 *   characters and first send a cursor move to the board's edge.  What a
 *   review step costs (median, colour and Unicode, 107 bytes): three cursor
 *   addresses on the board (the old last move's ( ), the new one, the next
 *   move's mark) and their glyphs, ~39; the colour switches, 24; the move
 *   line, ~25; the graph's marker, ~12; the cursor back on its point, 7.
 *   ncurses addresses the cursor absolutely for any move longer than 8 cells
 *   (NOT_LOCAL in lib_mvcur.c), so each separate change costs 6 to 8 bytes of
 *   address.  The issue's target of 64 bytes would need less on the screen
 *   (no graph marker, no "Next:" text, no colours), not fewer bytes for the
 *   same screen.
 *
 * The clocks on the screen:
 * The new-game screen (newgame.c) has a typed Clock field (newgame.time,
 * edited like the names, filled with clock_spec_format() of the clock in
 * play): start() reads it with clock_spec_parse() into game_setup.clock
 * (empty: none) and, on an error, shows "Clock: " and the parser's reason in
 * the form and puts the cursor back on the field. e2e: the end of
 * tests/e2e/clock.sh.
 *
 * The screen: the loop sets timeout(cmd_clock_wait()) (the time until the
 * shown second changes, -1 when no clock runs, so an idle game without a
 * running clock never wakes); on a timeout cmd_clock_tick() returns
 * CMD_REDRAW_CLOCK, and view_draw() then rewrites only the two clock lines,
 * at the rows status_clocks() remembered (view.clock_row).  A new call
 * (cmd_clock.calls moved) rings beep() when :bell is on. SIGTSTP: our handler
 * does endwin and sends itself the default SIGTSTP (in an orphaned process
 * group the kernel discards it: no stop where nobody could continue), then
 * adds the time stopped to sig_suspended_ms and sets sig_resumed; the loop
 * gives the time to cmd_clock_suspended() before charging anything and
 * redraws all (clearok(curscr)).  SIGSTOP cannot be seen: charged as usual
 * (man page).  make bench-clock (bench/clock-bytes.sh) measures
 * the idle bytes per second with both clocks shown (19×19, 80×24).  e2e:
 * tests/e2e/clock.sh (loss on time with 0m+1x3s, a pause, Ctrl-Z in an
 * interactive shell), tests/e2e/seal.sh, tests/e2e/suspend.sh (Ctrl-Z with
 * no clock, with and without job control).
 *
 * The engines on the screen:
 * - The screen (ui.c): one hook, ui_engines_wait(), called by the loop before
 *   the key read: when engines run it poll()s the terminal and their
 *   descriptors with their timeout; an engine ready (or the time up) calls
 *   cmd_engines_service() and the loop draws again without reading a key.
 *   Only the message line changes while an engine thinks: the e2e test
 *   records the bytes written then (none).  ui_engines_start() starts the
 *   engines of the options.
 * - A hint is drawn ◇ (* in ASCII) at ctx.s.hint while the game has the move
 *   count it was given for (ctx.s.hint_at), and the cursor is put there.
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
	int scale;             /* 1: a point is two columns and a row; 2: four
	                          columns and two rows (the large board) */
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
	int big_row;           /* the first of the five rows of the last ten seconds
	                          in large digits, -1: not shown (status_clocks) */
	int tree_y, tree_rows; /* the game tree's first screen row and how many (tree.c;
	                          0: not shown), for a click on a node */
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
	/* The y/n question (ask, resume) as asked: the message line shows it
	 * until it is answered, whatever says something meanwhile (a clock's
	 * call, an engine, a paste refused), for the next key answers it. */
	char question[CMD_MESSAGE_MAX];
	bool question_error;
	int status;            /* exit status */

	/* SGF: an autosave offered for resuming (y/n), see ui.c. */
	const char *resume;    /* the autosave asked about, or NULL */
	char *const *resume_next; /* the ones after it (NULL-terminated) */
	bool resume_then_new;
	unsigned calls_rung;   /* the clock's calls the bell has rung for */

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
/* Does curses hold a key already (one given back with ungetch, a resize,
 * bytes read ahead)?  Then the loop reads it without waiting on the
 * terminal, whose descriptor has nothing more to say. */
bool input_pending(void);
void input_free(struct input *in);

/* graph.c: the review's graph of the estimated lead, GRAPH_ROWS rows at
 * (y, x), w cells wide; the rows drawn (0: no graph to show). */
#define GRAPH_HALF 2
#define GRAPH_ROWS (2 * GRAPH_HALF + 3)
int graph_draw(struct ui *u, int y, int x, int w);

/* view.c: the play screen */
void view_layout(struct ui *u);
/* Draw what u->dirty names (the count's map after the stop, the board's
 * changes flushed before the status area's, the clocks alone on a tick),
 * or the "too small" notice; the caller's doupdate() sends it. */
void view_draw(struct ui *u);
void view_place_cursor(struct ui *u);
bool view_point_at(const struct ui *u, int y, int x, int *point);
void view_draw_message(struct ui *u);
void view_key(struct ui *u, int key);
/* The game on the board: the game in play, or the reviewed position. */
const struct game *view_game(const struct ui *u);

/* status.c: the status area of the play screen.  status_draw() draws it
 * all (a review's, a problem's or the teaching board's panel instead when
 * one is open), status_draw_clocks() only the clocks' lines (a tick).  The
 * lines, for the panels: status_line() the next line (wrapped whole when
 * too wide, nothing when the rows left cannot hold it), status_blank() an
 * empty one, status_wrap() text word-wrapped over lines to
 * status_wrap_width(), status_foot() blanks the rest and goes to the foot's
 * three rows; status_player_line() a player on one line, status_help_quit()
 * the foot's last line (Esc too: esc). */
void status_draw(struct ui *u);
void status_draw_clocks(struct ui *u);
void status_line(struct ui *u, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void status_blank(struct ui *u);
void status_wrap(struct ui *u, const char *text);
int status_wrap_width(const struct ui *u);
void status_foot(struct ui *u);
void status_player_line(struct ui *u, const struct board *b, enum color who);
void status_help_quit(struct ui *u, bool esc);

/* tree.c: the review's game tree, from the panel's line down to its keys */
void status_review_tree(struct ui *u);
/* A click at y, x on the tree shown: the command that goes to the node
 * there into buf ("tree goto 12 3"); false when there is none. */
bool tree_click(const struct ui *u, int y, int x, char *buf, size_t len);
/* review_panel.c: the status area in review, in a problem, in edit mode */
void status_review(struct ui *u, const struct review *rv);
void status_estimate(struct ui *u);
/* analysis_panel.c: the live analysis, when it is on */
void status_analysis(struct ui *u);
void status_edit(struct ui *u, const struct review *rv);
/* A comment word-wrapped over the status rows left, from the line *scroll
 * says ([ and ]; clamped and written back); what does not fit ends in a
 * marker.  NULL or "": nothing. */
void status_comment(struct ui *u, const char *comment, int *scroll);
/* The arrows and lines of the marks (AR LN) named in words, so they read
 * where the board cannot draw them (and without looking at it); m NULL or
 * none: nothing. */
struct review_marks;
void status_marked_lines(struct ui *u, const struct review_marks *m);
void status_problem(struct ui *u, const struct review *rv, const struct cmd_problem_info *pi);

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
/* While the review shows its tree: tree_bindings first, then as in review. */
extern const struct key_binding tree_bindings[];
const char *keys_lookup_tree(int key);
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
/* Word-wrap: the next line of the text at *t that measure (ui_width: cells)
 * keeps within width, into *line and *len (bytes); *t moves past it and the
 * spaces after it.  A line breaks at the last space that fits, or between
 * two CJK characters by the kinsoku rules (no line begins with closing
 * punctuation or a small kana, none ends with an opening bracket; a short
 * bracketed phrase is kept whole, as a word), and at a newline; a word
 * longer than the line is cut at a character boundary; newlines at the
 * start of a line are skipped (no blank lines).  False when no text is
 * left.  Tests: check_text. */
bool ui_wrap(const char **t, int width, int (*measure)(const char *), const char **line,
             int *len);

#endif

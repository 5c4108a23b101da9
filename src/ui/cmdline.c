/*
 * cmdline.c — the ':' command line: GNU readline driven by curses.
 *
 * Readline never touches the terminal here.  Its callback interface is fed
 * one byte at a time from the curses loop (rl_getc_function and
 * rl_input_available_hook read from a one-byte mailbox), it draws through
 * rl_redisplay_function onto the bottom row, and its own signal and terminal
 * handling is off (rl_catch_signals = 0, no prep/deprep).  Curses key codes
 * (arrows, Home, Delete) call the readline functions directly.  An accepted
 * line runs through the same command table as the keys (ui_exec).
 *
 * History lives in $XDG_STATE_HOME/tengen/history (default
 * ~/.local/state/tengen/history) and is written after every command.
 *
 * The line's state is the ui's struct cmdline.  Readline calls back without
 * an argument (rl_getc_function, rl_redisplay_function, the completion
 * hooks, the line handler), so line_ui, set by cmdline_init(), is how those
 * callbacks find the ui: the one global of the screen.
 */
#include "base/i18n.h"

#include <curses.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <wchar.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "ui/ui_int.h"
#include "base/paths.h"
#include "base/util.h"
#include "record/archive.h"

#define HISTORY_MAX 1000

/* The ui whose line readline is editing (see above). */
static struct ui *line_ui;

static int line_getc(FILE *f)
{
	(void)f;
	line_ui->line.mailbox_full = false;
	return line_ui->line.mailbox;
}

static int line_input_available(void)
{
	return line_ui->line.mailbox_full;
}

/* The line's characters one at a time: the one at buf[i] (its bytes in
 * *len, its cells returned; an invalid byte is one cell, shown as '?'). */
static int line_char(const char *buf, size_t i, size_t *len, wchar_t *w)
{
	mbstate_t st;
	size_t n;
	int cells;

	memset(&st, 0, sizeof st);
	n = mbrtowc(w, buf + i, MB_LEN_MAX, &st);
	if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
		*w = L'?';
		*len = 1;
		return 1;
	}
	*len = n;
	cells = wcwidth(*w);
	if (cells < 0) {
		*w = L'?';
		cells = 1;
	}
	return cells;
}

/* The start of the character before buf[i] (UTF-8: over continuation
 * bytes; other locales tengen runs in have one byte per character). */
static size_t line_prev(const char *buf, size_t i)
{
	if (i == 0)
		return 0;
	i--;
	while (i > 0 && MB_CUR_MAX > 1 && ((unsigned char)buf[i] & 0xc0) == 0x80)
		i--;
	return i;
}

/* The cells from buf[from] to buf[to], counted up to limit at most: the
 * cost of a redisplay stays the width of the screen, however long the line. */
static int line_cells(const char *buf, size_t from, size_t to, int limit)
{
	int cells = 0;
	size_t len;
	wchar_t w;

	while (from < to && cells < limit) {
		cells += line_char(buf, from, &len, &w);
		from += len;
	}
	return cells;
}

/* Where the shown part starts: as before while the point stays in view,
 * else the point half a screen from the left edge. */
static size_t line_scroll(struct ui *u, const char *buf, size_t point, int width)
{
	size_t start = u->line.hscroll;
	int cells = 0;

	if (start > point || (start > 0 && start == point) ||
	    line_cells(buf, start, point, width) >= width) {
		start = point;
		while (start > 0 && cells < width / 2) {
			size_t p = line_prev(buf, start), len;
			wchar_t w;

			cells += line_char(buf, p, &len, &w);
			start = p;
		}
	}
	u->line.hscroll = start;
	return start;
}

/* Draw ":text" on the bottom row, scrolled horizontally so the point is
 * visible; '<' and '>' mark text out of view on either side.  Only the
 * characters shown are looked at, so a line of any length redraws at the
 * cost of one screen row. */
static void line_redisplay(void)
{
	struct ui *u = line_ui;
	const char *buf;
	size_t end, point, start, i, len;
	int width = COLS - 2, x = 0, cx = 0;
	wchar_t w[2] = { 0, 0 };

	if (!u || !u->line.active)
		return;
	buf = rl_line_buffer ? rl_line_buffer : "";
	end = strlen(buf);
	point = rl_point < 0 ? 0 : (size_t)rl_point > end ? end : (size_t)rl_point;
	if (u->line.hscroll > end)
		u->line.hscroll = 0;
	start = line_scroll(u, buf, point, width);
	attr_set(A_NORMAL, 0, NULL);
	mvaddstr(u->view.my, 0, start > 0 ? "<" : rl_display_prompt ? rl_display_prompt : ":");
	for (i = start; i < end; i += len) {
		int cells = line_char(buf, i, &len, &w[0]);

		if (x + cells > width)
			break;
		if (i == point)
			cx = x;
		x += ui_add_wcs(w, cells);
	}
	if (i <= point && point == end)
		cx = x;
	clrtoeol();
	if (i < end)
		mvaddstr(u->view.my, COLS - 1, ">");
	move(u->view.my, 1 + cx < COLS ? 1 + cx : COLS - 1);
}

/* Show completion matches on the row above the line (the board is
 * redrawn over them when the line closes). */
static void line_show_matches(char **matches, int num, int max)
{
	struct ui *u = line_ui;
	char buf[512] = "";
	size_t len = 0;

	(void)max;
	for (int i = 1; i <= num && len < sizeof buf - 2; i++) {
		char *m = text_sanitize(matches[i]); /* file names are not to be trusted */

		len += (size_t)snprintf(buf + len, sizeof buf - len, "%s  ", m);
		free(m);
	}
	attr_set(A_REVERSE, 0, NULL);
	ui_put(u->view.my - 1, 0, COLS, buf);
	attr_set(A_NORMAL, 0, NULL);
	u->line.hint = true;
	line_redisplay();
}

static char *word_generator(const char *text, int state)
{
	static const char *const rule_words[] = { "japanese", "chinese", "capture", NULL };
	static const char *const dir_words[] = { "left", "right", "up", "down", NULL };
	static const char *const hcp_words[] = { "fixed", "free", NULL };
	static const char *const aid_words[] = { "on", "off", NULL };
	static const char *const var_words[] = { "next", "prev", NULL };
	static const char *const color_words[] = { "black", "white", NULL };
	static const char *const chain_words[] = { "chain", NULL };
	static const char *const policy_words[] = { "friendly", "j89", "chinese", "chinese-warn",
		                                     NULL };
	int *index = &line_ui->line.complete_index;
	const char *const *words;
	char first[32] = "";
	size_t n = strlen(text);

	sscanf(rl_line_buffer, "%31s", first);
	if (state == 0)
		*index = 0;
	if (!strcmp(first, "rules"))
		words = rule_words;
	else if (!strcmp(first, "cursor") || !strcmp(first, "jump"))
		words = dir_words;
	else if (!strcmp(first, "handicap"))
		words = hcp_words;
	else if (!strcmp(first, "aids") || !strcmp(first, "review"))
		words = aid_words;
	else if (!strcmp(first, "variation"))
		words = var_words;
	/* the end of the game: who acts, one chain, the policy */
	else if (!strcmp(first, "resume") || !strcmp(first, "agree") ||
	         !strcmp(first, "disagree") || !strcmp(first, "confirm") ||
	         !strcmp(first, "no-result"))
		words = color_words;
	else if (!strcmp(first, "dead"))
		words = chain_words;
	else if (!strcmp(first, "policy"))
		words = policy_words;
	else
		return NULL;
	while (words[*index])
		if (!strncmp(words[(*index)++], text, n))
			return xstrdup(words[*index - 1]);
	return NULL;
}

static char *name_generator(const char *text, int state)
{
	int *index = &line_ui->line.complete_index;
	const char *name;

	if (state == 0)
		*index = 0;
	name = cmd_complete(text, (*index)++);
	return name ? xstrdup(name) : NULL;
}

/* After load: the file names (readline's), then the names of the kept
 * games (record/archive.h) that start with text, newest first; load
 * opens a name that is no file from there. */
static char *load_generator(const char *text, int state)
{
	static struct archive_entry *kept;
	static int nkept, at;
	static bool files_done;
	char *m;

	if (state == 0) {
		archive_list_free(kept, nkept);
		kept = NULL;
		nkept = at = 0;
		files_done = false;
		if (!strchr(text, '/') && text[0] != '~' && (nkept = archive_list(NULL, &kept, NULL)) < 0)
			nkept = 0;
	}
	if (!files_done) {
		if ((m = rl_filename_completion_function(text, state)) != NULL)
			return m;
		files_done = true;
	}
	while (at < nkept)
		if (!strncmp(kept[at++].name, text, strlen(text)))
			return xstrdup(kept[at - 1].name);
	return NULL;
}

/* Command names first; file names after save/load; keywords elsewhere. */
static char **line_complete(const char *text, int start, int end)
{
	char first[32] = "";

	(void)end;
	if (start == 0 || strspn(rl_line_buffer, " ") == (size_t)start) {
		rl_attempted_completion_over = 1;
		return rl_completion_matches(text, name_generator);
	}
	sscanf(rl_line_buffer, "%31s", first);
	if (!strcmp(first, "save"))
		return NULL; /* readline's file-name completion */
	if (!strcmp(first, "load") || !strcmp(first, "load!")) {
		rl_attempted_completion_over = 1;
		rl_filename_completion_desired = 1;
		return rl_completion_matches(text, load_generator);
	}
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, word_generator);
}

static void line_close(struct ui *u)
{
	rl_callback_handler_remove();
	u->line.active = false;
	u->dirty |= CMD_REDRAW_MESSAGE | CMD_REDRAW_BOARD | (u->line.hint ? CMD_REDRAW_ALL : 0);
	u->line.hint = false;
}

/* A line into the history (and its file), unless it is private
 * (cmd_line_private: a sealed move). */
static void line_history(struct ui *u, const char *line)
{
	if (cmd_line_private(&u->ctx, line))
		return;
	add_history(line);
	stifle_history(HISTORY_MAX);
	if (u->line.history_path)
		write_history(u->line.history_path);
}

static void line_accept(char *line)
{
	struct ui *u = line_ui;

	line_close(u);
	if (!line)
		return; /* Ctrl-D on an empty line */
	if (*line) {
		line_history(u, line);
		ui_exec(u, line);
	}
	free(line);
}

static int line_nothing(int count, int key)
{
	(void)count, (void)key;
	return 0;
}

/* Up and Down (Ctrl-P, Ctrl-N): the history walked here, the line only
 * replaced.  Readline's own walk keeps the undo list of a line edited in
 * its history entry, and some walks free it twice (Ctrl-P at the oldest
 * line after an edit, then Enter on it: a crash); here an undo list
 * belongs to the line alone and goes with it. */
static void line_history_walk(struct ui *u, int dir)
{
	int to = u->line.hist_pos + dir;
	HIST_ENTRY *h;

	if (to < 0 || to > history_length)
		return;
	if (u->line.hist_pos == history_length) { /* the line being typed, kept */
		free(u->line.hist_typed);
		u->line.hist_typed = xstrdup(rl_line_buffer);
	}
	u->line.hist_pos = to;
	if (to == history_length)
		rl_replace_line(u->line.hist_typed ? u->line.hist_typed : "", 1);
	else if ((h = history_get(history_base + to)) != NULL)
		rl_replace_line(h->line, 1);
	rl_point = rl_end;
}

static int line_history_prev(int count, int key)
{
	(void)count, (void)key;
	line_history_walk(line_ui, -1);
	return 0;
}

static int line_history_next(int count, int key)
{
	(void)count, (void)key;
	line_history_walk(line_ui, 1);
	return 0;
}

/* The keys the line takes: readline's emacs editing keys, and no others.
 * What the emacs keymap also binds misbehaves in the callback interface
 * fed one byte at a time: an incremental search (Ctrl-R, Ctrl-S) ended by
 * a prefix key pushes the key back and runs readline again from inside
 * itself, and a keyboard macro or an abort (Ctrl-X ( ) e) then jumps
 * back into that frame when it is gone (a crash); quoted insert (Ctrl-V,
 * Ctrl-Q) put control characters into names and comments.  Every other
 * control character does nothing. */
static Keymap line_keymap(void)
{
	static const struct {
		int key;
		rl_command_func_t *fn;
	} keys[] = {
		{ UI_CTRL('a'), rl_beg_of_line },      { UI_CTRL('b'), rl_backward_char },
		{ UI_CTRL('d'), rl_delete },           { UI_CTRL('e'), rl_end_of_line },
		{ UI_CTRL('f'), rl_forward_char },     { UI_CTRL('h'), rl_rubout },
		{ UI_CTRL('i'), rl_complete },         { UI_CTRL('j'), rl_newline },
		{ UI_CTRL('k'), rl_kill_line },        { UI_CTRL('m'), rl_newline },
		{ UI_CTRL('n'), line_history_next },   { UI_CTRL('p'), line_history_prev },
		{ UI_CTRL('t'), rl_transpose_chars },  { UI_CTRL('u'), rl_unix_line_discard },
		{ UI_CTRL('w'), rl_unix_word_rubout }, { UI_CTRL('y'), rl_yank },
		{ UI_CTRL('_'), rl_undo_command },     { 127, rl_rubout },
	};
	Keymap km = rl_make_bare_keymap();

	for (int c = ' '; c < 256; c++)
		rl_bind_key_in_map(c, c == 127 ? rl_rubout : rl_insert, km);
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
		rl_bind_key_in_map(keys[i].key, keys[i].fn, km);
	for (int c = 0; c < ' '; c++)
		if (!km[c].function)
			rl_bind_key_in_map(c, line_nothing, km);
	return km;
}

/* mkdir -p for the directory part of path. */
void cmdline_init(struct ui *u)
{
	char *dir = xdg_dir("XDG_STATE_HOME", ".local/state", "tengen", true, NULL);

	line_ui = u;
	if (dir)
		u->line.history_path = xasprintf("%s/history", dir);
	free(dir);
	rl_readline_name = "tengen";
	rl_catch_signals = 0;
	rl_catch_sigwinch = 0;
	rl_change_environment = 0;
	rl_prep_term_function = NULL;
	rl_deprep_term_function = NULL;
	rl_getc_function = line_getc;
	rl_input_available_hook = line_input_available;
	rl_redisplay_function = line_redisplay;
	rl_attempted_completion_function = line_complete;
	rl_completion_display_matches_hook = line_show_matches;
	u->line.devnull = fopen("/dev/null", "w");
	if (u->line.devnull)
		rl_outstream = u->line.devnull;
	rl_instream = stdin;
	rl_initialize(); /* reads inputrc and sets the edit mode's keymap: before ours */
	rl_editing_mode = 1; /* emacs: vi mode would take its own keymap at every line */
	u->line.keymap = line_keymap();
	rl_set_keymap(u->line.keymap);
	using_history();
	if (u->line.history_path)
		read_history(u->line.history_path);
}

void cmdline_done(struct ui *u)
{
	if (u->line.active)
		rl_callback_handler_remove();
	free(u->line.history_path);
	u->line.history_path = NULL;
	free(u->line.hist_typed);
	u->line.hist_typed = NULL;
	if (u->line.devnull)
		fclose(u->line.devnull);
	u->line.devnull = NULL;
	if (u->line.keymap) {
		rl_set_keymap(rl_get_keymap_by_name("emacs"));
		rl_free_keymap(u->line.keymap);
	}
	u->line.keymap = NULL;
	line_ui = NULL;
}

void cmdline_open(struct ui *u)
{
	u->line.active = true;
	u->line.hscroll = 0;
	u->line.hist_pos = history_length;
	free(u->line.hist_typed);
	u->line.hist_typed = NULL;
	u->dirty |= CMD_REDRAW_BOARD; /* the board cursor becomes [ ] */
	using_history();
	rl_callback_handler_install(":", line_accept);
	line_redisplay();
}

static void feed(struct ui *u, int byte)
{
	u->line.mailbox = byte;
	u->line.mailbox_full = true;
	rl_callback_read_char();
}

void cmdline_key(struct ui *u, int key, wint_t wch)
{
	char mb[MB_LEN_MAX];
	mbstate_t st;
	size_t n;

	if (key == 27 || key == UI_CTRL('c') || key == UI_CTRL('g')) {
		rl_callback_sigcleanup();
		rl_replace_line("", 1); /* its undo list too: the next line is new */
		line_close(u);
		return;
	}
	if (u->line.hint) {
		u->line.hint = false;
		u->dirty |= CMD_REDRAW_ALL & ~CMD_REDRAW_LAYOUT;
	}
	if (key & UI_KEYCODE) {
		switch (key & ~UI_KEYCODE) {
		case KEY_LEFT: rl_backward_char(1, 0); break;
		case KEY_RIGHT: rl_forward_char(1, 0); break;
		case KEY_UP: line_history_prev(1, 0); break;
		case KEY_DOWN: line_history_next(1, 0); break;
		case KEY_HOME: rl_beg_of_line(1, 0); break;
		case KEY_END: rl_end_of_line(1, 0); break;
		case KEY_DC: rl_delete(1, 0); break;
		case KEY_BACKSPACE: feed(u, 127); return;
		case KEY_ENTER: feed(u, '\n'); return;
		default: return;
		}
		line_redisplay();
		return;
	}
	memset(&st, 0, sizeof st);
	n = wcrtomb(mb, (wchar_t)wch, &st);
	if (n == (size_t)-1)
		return;
	for (size_t i = 0; i < n && u->line.active; i++)
		feed(u, (unsigned char)mb[i]);
}

void cmdline_paste(struct ui *u, const char *text)
{
	char *flat = xstrdup(text), *shown;

	for (char *s = flat; *s; s++)
		if (*s == '\n' || *s == '\r' || *s == '\t')
			*s = ' ';
	shown = text_sanitize(flat);
	if (u->line.hint) {
		u->line.hint = false;
		u->dirty |= CMD_REDRAW_ALL & ~CMD_REDRAW_LAYOUT;
	}
	rl_insert_text(shown);
	line_redisplay();
	free(shown);
	free(flat);
}

void cmdline_draw(struct ui *u)
{
	(void)u;
	line_redisplay();
}

/*
 * input.c — the bytes from the terminal turned into keys, whatever arrives.
 *
 * curses (keypad) decodes the escape sequences its terminfo entry lists:
 * arrows, function keys, the mouse.  Everything else is read here byte by
 * byte with wgetch() (not wget_wch(), which waits for a character that an
 * invalid byte never completes), so that line noise, another terminal's keys
 * or a mis-encoded text can neither stall the input nor become commands:
 *  - an escape sequence curses does not know (Alt-n, ESC [0n, a key of
 *    another terminal type) is read whole and dropped: its letters are never
 *    keys;
 *  - the bytes are the locale's multibyte characters (mbrtowc); a byte that
 *    cannot be one (a Latin-1 text in UTF-8, a stray continuation byte) is
 *    dropped at once, and the byte after an incomplete character is read
 *    afresh, so the next key always counts;
 *  - a bracketed paste (ESC [200~ … ESC [201~, turned on for the whole run
 *    by ui.c) is one INPUT_PASTE with its bytes, never keys: its letters
 *    must not become commands;
 *  - a read that fails for good (the terminal is gone: end of input, EIO) is
 *    INPUT_END, never a retry.
 * The state between bytes (a character begun, a paste) is the ui's struct
 * input.
 */
#include <curses.h>
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/ui_int.h"
#include "base/util.h"

/* How long the bytes of an escape sequence may straggle (a slow link). */
#define SEQ_WAIT_MS 100
/* The longest paste kept; a longer one is refused whole (with a message). */
#define PASTE_MAX (1 << 20)

/* One more byte (or key code) within ms milliseconds, or ERR; the delay the
 * loop set (a timer, or none) is kept. */
static int next_byte(int ms)
{
	int delay = wgetdelay(stdscr), c;

	wtimeout(stdscr, ms);
	c = wgetch(stdscr);
	wtimeout(stdscr, delay);
	return c;
}

/* After ESC '[': the rest of a control sequence (parameters 0x30-0x3F,
 * intermediates 0x20-0x2F, a final byte 0x40-0x7E), its first parameter
 * bytes in params.  Returns the final byte, or -1 when the sequence broke
 * off: a byte that cannot belong to it is put back to be read as itself. */
static int read_csi(char *params, size_t size)
{
	size_t n = 0;
	int c;

	while ((c = next_byte(SEQ_WAIT_MS)) != ERR) {
		if (c >= 0x40 && c <= 0x7e)
			break;
		if (c < 0x20 || c > 0x3f) {
			ungetch(c);
			c = ERR;
			break;
		}
		if (n + 1 < size)
			params[n++] = (char)c;
	}
	params[n] = '\0';
	return c == ERR ? -1 : c;
}

static void paste_add(struct input *in, const char *bytes, size_t n)
{
	if (in->paste_len + n > PASTE_MAX) {
		in->paste_over = true;
		return;
	}
	in->paste = xgrow(in->paste, &in->paste_cap, in->paste_len + n + 1, 1);
	memcpy(in->paste + in->paste_len, bytes, n);
	in->paste_len += n;
	in->paste[in->paste_len] = '\0';
}

/* After ESC [200~: the pasted bytes up to ESC [201~ into in->paste (a
 * paste whose end never comes ends after a second of silence). */
static void read_paste(struct input *in)
{
	static const char end[] = "\033[201~";
	size_t matched = 0;
	int c;

	in->paste_len = 0;
	in->paste_over = false;
	paste_add(in, "", 0);
	while ((c = next_byte(1000)) != ERR) {
		char b = (char)c;

		if (c >= KEY_MIN)
			continue;  /* curses read a key's sequence in it: not text */
		if (b == end[matched]) {
			if (++matched == sizeof end - 1)
				return;
			continue;
		}
		paste_add(in, end, matched); /* it was not the end after all */
		matched = b == end[0];
		if (!matched)
			paste_add(in, &b, 1);
	}
}

enum esc { ESC_KEY, ESC_DROPPED, ESC_PASTE };

/* After an ESC from curses (no sequence it knows): Esc alone, a paste, or
 * a sequence or an Alt-key dropped whole. */
static enum esc escape(struct input *in)
{
	int c = next_byte(0); /* curses has waited ESCDELAY for the rest already */
	char params[16];

	if (c == ERR)
		return ESC_KEY;   /* Esc alone */
	if (c == '[') {
		if (read_csi(params, sizeof params) == '~' && strcmp(params, "200") == 0) {
			read_paste(in);
			return ESC_PASTE;
		}
		return ESC_DROPPED;
	}
	if (c == 'O') {       /* SS3: one final byte */
		(void)next_byte(SEQ_WAIT_MS);
		return ESC_DROPPED;
	}
	if (c >= 0x20 && c < 0x7f)
		return ESC_DROPPED; /* Alt-c */
	ungetch(c);           /* Esc, then the key after it */
	return ESC_KEY;
}

/* Byte c into the locale's multibyte decoder: 1 with *w a character, 0 when
 * the character goes on, -1 when the byte was dropped. */
static int decode(struct input *in, int c, wchar_t *w)
{
	char b = (char)c;
	size_t n = mbrtowc(w, &b, 1, &in->mb);

	if (n == (size_t)-2) {
		in->partial = true;
		return 0;
	}
	if (n == (size_t)-1) {
		bool again = in->partial;

		memset(&in->mb, 0, sizeof in->mb);
		in->partial = false;
		return again ? decode(in, c, w) : -1; /* the byte may start a character */
	}
	in->partial = false;
	return 1;
}

/* wgetch() failed: a signal or the timer (try again), or no more input. */
static bool input_gone(void)
{
	struct pollfd p = { .fd = STDIN_FILENO, .events = POLLIN };

	if (errno == EINTR)
		return false;
	if (wgetdelay(stdscr) < 0)
		return true; /* a read with no time limit failed: end of input, EIO */
	return poll(&p, 1, 0) > 0 && (p.revents & (POLLHUP | POLLERR | POLLNVAL));
}

enum input_kind input_read(struct ui *u, int *key, wint_t *wch)
{
	struct input *in = &u->input;
	wchar_t w;
	int c;

	errno = 0;
	c = wgetch(stdscr);
	if (c == ERR)
		return input_gone() ? INPUT_END : INPUT_NONE;
	if (c >= KEY_MIN || c == 27) {
		enum esc e = c == 27 ? escape(in) : ESC_KEY;

		memset(&in->mb, 0, sizeof in->mb); /* a character begun is given up */
		in->partial = false;
		if (e != ESC_KEY)
			return e == ESC_PASTE ? INPUT_PASTE : INPUT_NONE;
		*key = c == 27 ? 27 : UI_KEY(c);
		*wch = (wint_t)c;
		return INPUT_KEY;
	}
	if (decode(in, c, &w) <= 0)
		return INPUT_NONE;
	*key = (int)w;
	*wch = (wint_t)w;
	return INPUT_KEY;
}

void input_free(struct input *in)
{
	free(in->paste);
	in->paste = NULL;
	in->paste_len = in->paste_cap = 0;
}

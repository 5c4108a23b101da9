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
 *  - a control string (OSC ESC ], DCS ESC P, SOS ESC X, PM ESC ^, APC ESC _:
 *    a window title, the terminal's answer to a colour query) is dropped
 *    whole up to its terminator (BEL, ST ESC \ or 0x9c): its text is never
 *    keys.  It ends too at a byte no such string holds (a C0 control, DEL,
 *    a key curses decoded), that byte being read as itself, or after
 *    SEQ_WAIT_MS of silence: an unterminated string swallows no key typed
 *    later;
 *  - the 8-bit forms (C1 controls: CSI 0x9b, OSC 0x9d, DCS 0x90, SOS 0x98,
 *    PM 0x9e, APC 0x9f, SS2/SS3 0x8e/0x8f), whether UTF-8 encoded (c2 9b) or
 *    a raw byte that is no character of the locale, start the same
 *    sequences as their ESC forms; any other C1 control is dropped;
 *  - a bracketed paste (ESC [200~ … ESC [201~, turned on for the whole run
 *    by ui.c) is one INPUT_PASTE with its bytes, never keys: its letters
 *    must not become commands.  A terminal sends the start and the text in
 *    one go: a start with nothing after it for SEQ_WAIT_MS is stray and
 *    dropped, so the keys typed after it count;
 *  - a read that fails is the end of input (INPUT_END) only when the
 *    terminal says so: a hang-up or an error from poll(), or end of file.
 *    A read interrupted by a signal (Ctrl-Z and fg, a resize) or woken with
 *    nothing to read is INPUT_NONE, whatever errno says: curses may have
 *    changed errno since, and ending the game for a suspend loses it.
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
 * paste whose end never comes ends after a second of silence); false for a
 * stray start, nothing after it within SEQ_WAIT_MS. */
static bool read_paste(struct input *in)
{
	static const char end[] = "\033[201~";
	size_t matched = 0;
	int c, wait = SEQ_WAIT_MS;

	in->paste_len = 0;
	in->paste_over = false;
	paste_add(in, "", 0);
	while ((c = next_byte(wait)) != ERR) {
		char b = (char)c;

		wait = 1000;
		if (c >= KEY_MIN)
			continue;  /* curses read a key's sequence in it: not text */
		if (b == end[matched]) {
			if (++matched == sizeof end - 1)
				return true;
			continue;
		}
		paste_add(in, end, matched); /* it was not the end after all */
		matched = b == end[0];
		if (!matched)
			paste_add(in, &b, 1);
	}
	return wait != SEQ_WAIT_MS;
}

/* Can byte c be in a control string (as tengen reads them)?  Text only: a
 * C0 control but BEL and ESC, DEL or a key curses decoded ends it, for
 * it is more likely a key (Enter, Backspace, Ctrl-L) than a part of a
 * title or a colour. */
static bool string_byte(int c)
{
	return c >= 0x20 && c != 0x7f && c < KEY_MIN;
}

/* After the introducer of a control string (OSC, DCS, SOS, PM, APC): its
 * bytes dropped up to BEL or ST (ESC \, or 0x9c raw or UTF-8 encoded).  A
 * byte that cannot be in it, or silence, ends it too: that byte is put
 * back to be read as itself. */
static void drop_string(void)
{
	int c, prev = 0;

	while ((c = next_byte(SEQ_WAIT_MS)) != ERR) {
		if (c == '\a' || (c == 0x9c && (prev == 0xc2 || prev < 0x80)))
			return;
		if (c == 27) {
			int d = next_byte(SEQ_WAIT_MS);

			if (d == '\\')
				return;
			if (d != ERR)
				ungetch(d);
			ungetch(27); /* another sequence begins */
			return;
		}
		if (!string_byte(c)) {
			ungetch(c);
			return;
		}
		prev = c;
	}
}

enum esc { ESC_KEY, ESC_DROPPED, ESC_PASTE };

/* The sequence ESC c introduces (or the C1 control c + 0x40 alone): a
 * paste, or dropped whole (a CSI, a control string, SS2/SS3 and their one
 * byte, an Alt-key). */
static enum esc introduced(struct input *in, int c)
{
	char params[16];

	switch (c) {
	case '[':
		if (read_csi(params, sizeof params) == '~' && strcmp(params, "200") == 0)
			return read_paste(in) ? ESC_PASTE : ESC_DROPPED;
		return ESC_DROPPED;
	case ']': case 'P': case 'X': case '^': case '_':
		drop_string();
		return ESC_DROPPED;
	case 'N': case 'O':
		(void)next_byte(SEQ_WAIT_MS);
		return ESC_DROPPED;
	default:
		return ESC_DROPPED; /* Alt-c, another C1 control */
	}
}

/* After an ESC from curses (no sequence it knows): Esc alone, a paste, or
 * a sequence or an Alt-key dropped whole. */
static enum esc escape(struct input *in)
{
	int c = next_byte(0); /* curses has waited ESCDELAY for the rest already */

	if (c == ERR)
		return ESC_KEY;   /* Esc alone */
	if (c >= 0x20 && c < 0x7f)
		return introduced(in, c);
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

/* wgetch() failed: no more input, or a signal or the timer (try again).
 * Only the terminal tells: poll() sees a hang-up or an error, or a byte
 * said to be there reads as end of file (or fails); such a byte read is
 * given back to curses. */
static bool input_gone(void)
{
	struct pollfd p = { .fd = STDIN_FILENO, .events = POLLIN };
	unsigned char b;
	ssize_t n;

	if (poll(&p, 1, 0) <= 0)
		return false; /* nothing to read: a signal woke the read, or the timer */
	if (p.revents & (POLLHUP | POLLERR | POLLNVAL))
		return true;
	n = read(STDIN_FILENO, &b, 1);
	if (n == 1) {
		ungetch(b);
		return false;
	}
	return n == 0 || (errno != EINTR && errno != EAGAIN);
}

enum input_kind input_read(struct ui *u, int *key, wint_t *wch)
{
	struct input *in = &u->input;
	wchar_t w;
	int c, n;

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
	n = decode(in, c, &w);
	if (n < 0 && c >= 0x80 && c <= 0x9f)
		n = 1, w = (wchar_t)c; /* a raw C1 control: no character here */
	if (n <= 0)
		return INPUT_NONE;
	if (w >= 0x80 && w <= 0x9f) /* C1: the 8-bit form of ESC and w - 0x40 */
		return introduced(in, (int)w - 0x40) == ESC_PASTE ? INPUT_PASTE : INPUT_NONE;
	*key = (int)w;
	*wch = (wint_t)w;
	return INPUT_KEY;
}

bool input_pending(void)
{
	int c = next_byte(0);

	if (c == ERR)
		return false;
	ungetch(c);
	return true;
}

void input_free(struct input *in)
{
	free(in->paste);
	in->paste = NULL;
	in->paste_len = in->paste_cap = 0;
}

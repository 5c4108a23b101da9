/*
 * text.c — strings on the terminal, measured in cells: clipping, width and
 * word-wrap, for every screen.
 *
 * A string is UTF-8 in the locale's charset; it is turned into wide
 * characters and each takes wcwidth() cells (2 for CJK, 0 or less for
 * what is not shown).  A string that is not valid in the locale (UTF-8
 * under LANG=C) is shown by text_ascii(): each glyph in its ASCII form
 * (arrows <- -> ^ v, ... for the ellipsis), '?' for any other character,
 * never as garbage.  Strings longer
 * than 511 characters are clipped, which no line of the screen reaches.
 */
#include <curses.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "ui/ui_int.h"
#include "base/util.h"

#define TEXT_MAX 512

/* Add ws[from..to) at the cursor, as much as fits in width cells. */
static int add_range(const wchar_t *ws, size_t from, size_t to, int width)
{
	int used = 0;

	for (size_t i = from; i < to; i++) {
		int w = wcwidth(ws[i]);

		if (w < 0)
			continue;
		if (used + w > width)
			break;
		addnwstr(&ws[i], 1);
		used += w;
	}
	return used;
}

int ui_add_wcs(const wchar_t *ws, int width)
{
	return add_range(ws, 0, wcslen(ws), width);
}

/* s as wide characters into ws[TEXT_MAX]; returns how many. */
static size_t to_wcs(const char *s, wchar_t *ws)
{
	size_t n = mbstowcs(ws, s, TEXT_MAX - 1);

	if (n == (size_t)-1) {
		/* not valid in this locale (UTF-8 in LANG=C): the glyphs in their
		   ASCII forms, any other character as ? (text_ascii) */
		char *a = text_ascii(s);

		for (n = 0; a[n] && n < TEXT_MAX - 1; n++)
			ws[n] = (unsigned char)a[n] < 0x80 ? (wchar_t)a[n] : L'?';
		free(a);
	}
	ws[n] = L'\0';
	return n;
}

void ui_put(int y, int x, int width, const char *s)
{
	wchar_t ws[TEXT_MAX];
	int used;

	to_wcs(s, ws);
	move(y, x);
	for (used = ui_add_wcs(ws, width); used < width; used++)
		addch(' ');
}

/* The cells of ws[from..to). */
static int cells(const wchar_t *ws, size_t from, size_t to)
{
	int c = 0;

	for (size_t i = from; i < to; i++)
		c += wcwidth(ws[i]) > 0 ? wcwidth(ws[i]) : 0;
	return c;
}


/* Where the longest path of ws (a word with a '/') starts and ends; *a ==
 * *b when there is none. */
static void longest_path(const wchar_t *ws, size_t n, size_t *a, size_t *b)
{
	int best = 0;

	for (size_t i = 0; i < n;) {
		size_t j = i;

		while (j < n && ws[j] != L' ')
			j++;
		if (cells(ws, i, j) > best && wmemchr(ws + i, L'/', j - i)) {
			best = cells(ws, i, j);
			*a = i;
			*b = j;
		}
		i = j + 1;
	}
}

/* ws[lo..hi) keeps its first and last characters, keep cells in all, with
 * the gap wg between them; ws is rewritten in place.  Returns the new n. */
static size_t elide(wchar_t *ws, size_t n, size_t lo, size_t hi, int keep, const wchar_t *wg)
{
	wchar_t out[TEXT_MAX];
	size_t h = lo, t = hi, k = 0;

	while (h < hi && cells(ws, lo, h + 1) <= keep / 2)
		h++;
	while (t > h && cells(ws, t - 1, hi) <= keep - keep / 2)
		t--;
	for (size_t i = 0; i < h; i++)
		out[k++] = ws[i];
	for (size_t i = 0; wg[i] && k < TEXT_MAX - 1; i++)
		out[k++] = wg[i];
	for (size_t i = t; i < n && k < TEXT_MAX - 1; i++)
		out[k++] = ws[i];
	out[k] = L'\0';
	memcpy(ws, out, (k + 1) * sizeof *ws);
	return k;
}

/* The end of the last sentence of ws (n characters) within room cells and
 * past a third of them (". ", "。", or "." at the end), its full stop
 * left out; 0 when there is none. */
static size_t sentence_end(const wchar_t *ws, size_t n, int room)
{
	size_t k = 0, stop = 0;
	int used = 0;

	while (k < n && used + cells(ws, k, k + 1) <= room) {
		used += cells(ws, k, k + 1);
		if (used >= room / 3 && (ws[k] == L'。' || (ws[k] == L'.' && (k + 1 == n ||
		                                                             ws[k + 1] == L' '))))
			stop = k;
		k++;
	}
	return stop;
}

/* Where ws (n characters) is cut at its end to keep room cells: at the end
 * of a sentence, else at the last space past from (the end of a shortened
 * path) and a third of the line, else between two characters; the spaces,
 * the full stop and an ellipsis before the cut go too: the cut adds its
 * own, and one that fell just after the gap of a shortened path showed two
 * in a row ("…/p……"). */
static size_t cut_end(const wchar_t *ws, size_t n, int room, size_t from)
{
	size_t k = 0, sp = 0, stop = sentence_end(ws, n, room);
	int used = 0;

	while (k < n && used + cells(ws, k, k + 1) <= room) {
		used += cells(ws, k, k + 1);
		k++;
		if (k > from && used >= room / 3 && ws[k - 1] == L' ')
			sp = k;
	}
	if (k < n && ws[k] != L' ')
		k = stop ? stop : sp ? sp : k;
	while (k > 0 && wcschr(L" .。…", ws[k - 1]))
		k--;
	return k;
}

/* ws[at..) becomes add (as much as TEXT_MAX holds); returns the new n. */
static size_t put_at(wchar_t *ws, size_t at, const wchar_t *add)
{
	size_t m = wcslen(add);

	if (at + m >= TEXT_MAX)
		m = TEXT_MAX - 1 - at;
	wmemcpy(ws + at, add, m);
	ws[at + m] = L'\0';
	return at + m;
}

/* ws (n characters, wider than width) made to fit: the sentences that fit,
 * else the middle of the longest path goes, down to 12 cells of it, then
 * the end; gap (wg, gw cells) marks each cut, and " more" ends the line
 * when it leaves 20 cells.  Returns the new n. */
static size_t shorten(wchar_t *ws, size_t n, int width, const wchar_t *wg, int gw,
                      const char *more)
{
	wchar_t wm[TEXT_MAX] = L"";
	size_t lo = 0, hi = 0, was = n, stop;
	int path, keep, room = width;

	if (more) {
		char tail[TEXT_MAX];

		snprintf(tail, sizeof tail, " %s", more);
		to_wcs(tail, wm);
		room = width - cells(wm, 0, wcslen(wm));
		if (room < 20) {
			room = width;
			wm[0] = L'\0';
		}
	}
	stop = sentence_end(ws, n, room - gw);
	if (stop > 0)
		return put_at(ws, put_at(ws, stop, wg), wm);
	longest_path(ws, n, &lo, &hi);
	path = cells(ws, lo, hi);
	keep = path - (cells(ws, 0, n) - room) - gw;
	if (path > 12 + gw)
		n = elide(ws, n, lo, hi, keep > 12 ? keep : 12, wg);
	if (cells(ws, 0, n) > room)
		n = put_at(ws, cut_end(ws, n, room - gw, hi - (was - n)), wg);
	return put_at(ws, n, wm);
}

void ui_put_middle(int y, int x, int width, const char *s, const char *gap, const char *more)
{
	wchar_t ws[TEXT_MAX], wg[8];
	size_t n = to_wcs(s, ws);
	int gw = (int)mbstowcs(wg, gap, 7), used;

	if (gw >= 0 && cells(ws, 0, n) > width) {
		wg[gw] = L'\0';
		n = shorten(ws, n, width, wg, gw, more);
	}
	move(y, x);
	used = add_range(ws, 0, n, width);
	for (; used < width; used++)
		addch(' ');
}

int ui_width(const char *s)
{
	return text_width(s);
}

void ui_abbrev(const char *s, int width, const char *gap, char *out, size_t size)
{
	int gw = ui_width(gap), used = 0;
	size_t at = 0;
	mbstate_t st;

	if (ui_width(s) <= width || width < gw) {
		snprintf(out, size, "%s", ui_width(s) <= width ? s : "");
		return;
	}
	memset(&st, 0, sizeof st);
	while (s[at]) { /* whole characters while they leave room for gap */
		wchar_t wc;
		size_t n = mbrtowc(&wc, s + at, strlen(s + at), &st);
		int w;

		if (n == (size_t)-1 || n == (size_t)-2 || n == 0)
			break;
		w = wcwidth(wc) > 0 ? wcwidth(wc) : 0;
		if (used + w > width - gw || at + n + strlen(gap) >= size)
			break;
		used += w;
		at += n;
	}
	snprintf(out, size, "%.*s%s", (int)at, s, gap);
}

/* The line-breaking rules of Japanese and Chinese (kinsoku): a line may end
 * after any wide (CJK) character, but a line does not begin with closing
 * brackets, sentence marks, small kana or the prolonged sound mark, and does
 * not end with an opening bracket.  A table, not libunibreak: these few
 * characters are all the catalogs use, and the rules of a space (Latin text)
 * stay ours. */
static const wchar_t no_line_start[] =
	L"、。，．！？：；・…‥ー〜々ゝゞヽヾ）」』〕】〉》］｝〗〙｣”’),.:;!?]}"
	L"ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ";
static const wchar_t no_line_end[] = L"（「『【〔〈《［｛〖〘｢“‘([{";
/* The brackets that close what one of no_line_end opened. */
static const wchar_t closing[] = L"）」』〕】〉》］｝〗〙｣”’)]}";

/* The character at t, up to its line's end: its bytes (one, as L'?', when t
 * is not valid here), 0 at the end of the line. */
static int char_at(const char *t, wchar_t *wc)
{
	int n;

	if (!*t || *t == '\n')
		return 0;
	n = mbtowc(wc, t, strnlen(t, MB_LEN_MAX));
	if (n <= 0 || n >= 8) {
		mbtowc(NULL, NULL, 0);
		*wc = L'?';
		return 1;
	}
	return n;
}

/* The cells of the n bytes at t, as measure counts them. */
static int char_cells(const char *t, int n, int (*measure)(const char *))
{
	char buf[8];

	snprintf(buf, sizeof buf, "%.*s", n, t);
	return measure(buf);
}

/* Whether a line may break after wc, before t: at a space, or after a wide
 * (CJK) character that opens no bracket, when what follows may begin a line
 * and is not a number glued to it: a number stays with its counter word
 * ("第3條" whole, not "…規則第" / "3條"). */
static bool may_break(wchar_t wc, const char *t)
{
	wchar_t next;

	if (*t == ' ')
		return true;
	if (wcwidth(wc) < 2 || wcschr(no_line_end, wc) || (*t >= '0' && *t <= '9'))
		return false;
	return char_at(t, &next) == 0 || !wcschr(no_line_start, next);
}

/* Whether the bracketed phrase at t (its opening bracket) closes within
 * room cells. */
static bool phrase_fits(const char *t, int room, int (*measure)(const char *))
{
	int used = 0;
	wchar_t wc;

	for (int n; (n = char_at(t, &wc)) > 0 && used <= room; t += n) {
		used += char_cells(t, n, measure);
		if (wcschr(closing, wc))
			return used <= room;
	}
	return false;
}

/* How many bytes of t go on a line of w (as measure counts, character by
 * character): all of it up to its first newline when that fits; else up to
 * the last break that fits (may_break: a space, or the end of a CJK
 * character by the rules above), except that a short bracketed phrase
 * (half a line at most) is not broken between two CJK characters: the
 * line ends before it, as before a word ("(白が" / "先)" was the fault);
 * else as many whole characters as fit (at least one).  Only what fits on
 * the line is looked at: a comment of a megabyte wraps in time linear in
 * its length. */
static int wrap_cut(const char *t, int w, int (*measure)(const char *))
{
	int i = 0, used = 0, cut = 0, open = -1, before_open = 0, n;
	wchar_t wc;

	while ((n = char_at(t + i, &wc)) > 0) {
		used += char_cells(t + i, n, measure);
		if (used > w)
			break;
		if (wcschr(no_line_end, wc)) { /* a bracketed phrase opens */
			open = i;
			before_open = cut;
		} else if (wcschr(closing, wc)) {
			open = -1;
		}
		i += n;
		if (may_break(wc, t + i))
			cut = i;
	}
	if (n == 0) /* all of the line fits */
		return i;
	if (open >= 0 && cut > open && t[cut] != ' ' && before_open > 0 &&
	    phrase_fits(t + open, w / 2, measure))
		return before_open;
	if (cut)
		return cut;
	return i ? i : char_at(t, &wc);
}

bool ui_wrap(const char **t, int width, int (*measure)(const char *), const char **line,
             int *len)
{
	const char *s = *t, *nl;
	int k;

	while (*s == '\n')
		s++;
	if (!*s) {
		*t = s;
		return false;
	}
	k = wrap_cut(s, width, measure);
	nl = memchr(s, '\n', (size_t)k);
	if (nl)
		k = (int)(nl - s);
	*line = s;
	*len = k;
	for (s += k; *s == ' '; s++)
		;
	*t = s;
	return true;
}

/*
 * text.c — strings on the terminal, measured in cells: clipping, width and
 * word-wrap, for every screen.
 *
 * A string is UTF-8 in the locale's charset; it is turned into wide
 * characters and each takes wcwidth() cells (2 for CJK, 0 or less for
 * what is not shown).  A string that is not valid in the locale is shown by
 * its ASCII bytes ('?' for the others), never as garbage.  Strings longer
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
		/* not valid in this locale: show the ASCII part */
		for (n = 0; s[n] && n < TEXT_MAX - 1; n++)
			ws[n] = (unsigned char)s[n] < 0x80 ? (wchar_t)s[n] : L'?';
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
 * path) and a third of the line, else between two characters; the spaces
 * and the full stop before the cut go too. */
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
	while (k > 0 && (ws[k - 1] == L' ' || ws[k - 1] == L'.' || ws[k - 1] == L'。'))
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

int ui_bytes(const char *s)
{
	return (int)strlen(s);
}

/* Characters that do not begin a line (CJK closing punctuation). */
static const wchar_t no_line_start[] = L"、。，．！？）」』〕】：；…ー々";

/* How many bytes of t go on a line of w (as measure counts, character by
 * character): all of it up to its first newline when that fits; else up to
 * the last space, or the end of a wide (CJK) character not followed by
 * closing punctuation, that fits; else as many whole characters as fit (at
 * least one).  Only what fits on the line is looked at: a comment of a
 * megabyte wraps in time linear in its length. */
static int wrap_cut(const char *t, int w, int (*measure)(const char *))
{
	char buf[8];
	int i = 0, used = 0, cut = 0;
	mbstate_t st;
	wchar_t wc, next;

	memset(&st, 0, sizeof st);
	while (t[i] && t[i] != '\n') {
		size_t n = mbrtowc(&wc, t + i, strnlen(t + i, MB_LEN_MAX), &st);

		if (n == (size_t)-1 || n == (size_t)-2 || n == 0 || n >= sizeof buf) {
			n = 1; /* not valid here: a byte at a time */
			wc = L'?';
			memset(&st, 0, sizeof st);
		}
		snprintf(buf, sizeof buf, "%.*s", (int)n, t + i);
		used += measure(buf);
		if (used > w)
			break;
		i += (int)n;
		if (t[i] == ' ')
			cut = i;
		else if (wcwidth(wc) > 1 && (mbtowc(&next, t + i, strnlen(t + i, MB_LEN_MAX)) <= 0 ||
		                             !wcschr(no_line_start, next)))
			cut = i;
	}
	if (!t[i] || t[i] == '\n') /* all of the line fits */
		return i;
	if (cut)
		return cut;
	if (i)
		return i;
	return mblen(t, strnlen(t, MB_LEN_MAX)) > 0 ? mblen(t, strnlen(t, MB_LEN_MAX)) : 1;
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

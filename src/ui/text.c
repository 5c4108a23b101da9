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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "ui/ui_int.h"

#define TEXT_MAX 512

int ui_add_wcs(const wchar_t *ws, int width)
{
	int used = 0;

	for (int i = 0; ws[i]; i++) {
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

void ui_put(int y, int x, int width, const char *s)
{
	wchar_t ws[TEXT_MAX];
	size_t n = mbstowcs(ws, s, TEXT_MAX - 1);
	int used;

	if (n == (size_t)-1) {
		/* not valid in this locale: show the ASCII part */
		for (n = 0; s[n] && n < TEXT_MAX - 1; n++)
			ws[n] = (unsigned char)s[n] < 0x80 ? (wchar_t)s[n] : L'?';
	}
	ws[n] = L'\0';
	move(y, x);
	for (used = ui_add_wcs(ws, width); used < width; used++)
		addch(' ');
}

int ui_width(const char *s)
{
	wchar_t ws[TEXT_MAX];
	size_t n = mbstowcs(ws, s, TEXT_MAX - 1);
	int w;

	if (n == (size_t)-1)
		return (int)strlen(s);
	ws[n] = L'\0';
	w = wcswidth(ws, n);
	return w < 0 ? (int)n : w;
}

int ui_bytes(const char *s)
{
	return (int)strlen(s);
}

/* How many bytes of t go on a line of w (as measure counts): up to the last
 * space that fits, else w bytes cut back to a character boundary. */
static int wrap_cut(const char *t, int w, int (*measure)(const char *))
{
	char buf[TEXT_MAX];
	int k = (int)strlen(t);

	if (measure(t) > w) {
		/* the last space that keeps the piece within w cells */
		int cut = 0;

		for (int i = 1; i < k && i < (int)sizeof buf; i++) {
			if (t[i] != ' ')
				continue;
			snprintf(buf, sizeof buf, "%.*s", i, t);
			if (measure(buf) > w)
				break;
			cut = i;
		}
		if (!cut) {
			cut = w < k ? w : k;
			while (cut > 1 && ((unsigned char)t[cut] & 0xc0) == 0x80)
				cut--;
		}
		k = cut;
	}
	return k;
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

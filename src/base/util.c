/*
 * util.c — fatal-on-failure allocation and text helpers for every layer.
 */
#define _XOPEN_SOURCE 700 /* wcswidth (text_width) */
#include "base/util.h"
#include "base/i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

void (*xalloc_fatal_hook)(void);

static void oom(size_t n)
{
	if (xalloc_fatal_hook)
		xalloc_fatal_hook();
	fprintf(stderr, "tengen: out of memory (%zu bytes)\n", n);
	abort();
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		oom(n);
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		oom(n * size);
	return p;
}

void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);

	if (!q)
		oom(n);
	return q;
}

void *xgrow(void *p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap ? *cap : 16;

	if (need <= *cap && p)
		return p; /* (never NULL: callers may add an offset of 0 to it) */
	while (c < need)
		c *= 2;
	*cap = c;
	return xrealloc(p, c * size);
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

char *xvasprintf(const char *fmt, va_list ap)
{
	va_list ap2;
	int n;
	char *s;

	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		n = 0;
	s = xmalloc((size_t)n + 1);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	return s;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = xvasprintf(fmt, ap);
	va_end(ap);
	return s;
}

void cause_set(char **cause, const char *fmt, ...)
{
	va_list ap;

	if (!cause)
		return;
	va_start(ap, fmt);
	*cause = xvasprintf(fmt, ap);
	va_end(ap);
}

size_t utf8_char_len(const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t n = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : 2;
	unsigned long cp = s[0] & (0x3f >> (n - 1));

	if (s[0] < 0x80)
		return 1;
	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	for (size_t i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return n;
}

void utf8_trim_cut(char *s)
{
	size_t len = strlen(s), i = len;

	while (i > 0 && len - i < 3 && ((unsigned char)s[i - 1] & 0xc0) == 0x80)
		i--;
	if (i > 0 && (unsigned char)s[i - 1] >= 0xc0 && !utf8_char_len(s + i - 1))
		s[i - 1] = '\0';
}

/* A format character that reorders or breaks the terminal's lines: the
 * bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E,
 * U+2066-U+2069) and the line and paragraph separators (U+2028, U+2029).
 * A record's U+202E would show the rest of the line, and what follows it
 * on the screen, backwards. */
static bool reorders(const unsigned char *c, size_t n)
{
	if (n == 2)
		return c[0] == 0xd8 && c[1] == 0x9c;
	if (n != 3 || c[0] != 0xe2)
		return false;
	if (c[1] == 0x80)
		return c[2] == 0x8e || c[2] == 0x8f || (c[2] >= 0xa8 && c[2] <= 0xae);
	return c[1] == 0x81 && c[2] >= 0xa6 && c[2] <= 0xa9;
}

char *text_sanitize(const char *s)
{
	const unsigned char *in = (const unsigned char *)s;
	char *out = xmalloc(strlen(s) + 1), *o = out;

	while (*in) {
		size_t n = utf8_char_len((const char *)in);

		if (*in == '\t')
			*o++ = ' ';
		else if (n == 0)
			*o++ = '?'; /* not UTF-8: a lone 0x9b would be CSI to some terminals */
		else if (*in >= 0x20 && *in != 0x7f && !(*in == 0xc2 && in[1] < 0xa0) &&
		         !reorders(in, n)) {
			memcpy(o, in, n); /* C0, DEL, C1 (U+0080-U+009F), bidi are dropped */
			o += n;
		}
		in += n ? n : 1;
	}
	*o = '\0';
	return out;
}

/* ---- numbers ---- */

/* The digits of the integer part, then up to 9 of the fraction, make one
 * whole mantissa (below 2^53, so exact) divided once by a power of ten: the
 * nearest double, as strtod gives, without strtod's locale. */
bool number_parse(const char *s, double lo, double hi, double *out)
{
	double mant = 0, div = 1;
	bool neg = false, digits = false;

	s += strspn(s, " \t\r\n");
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	for (; *s >= '0' && *s <= '9'; s++, digits = true)
		if ((mant = mant * 10 + (*s - '0')) > 1e6)
			return false;
	if (*s == '.' || *s == ',')
		for (s++; *s >= '0' && *s <= '9'; s++, digits = true)
			if (div < 1e9) {
				mant = mant * 10 + (*s - '0');
				div *= 10;
			}
	s += strspn(s, " \t\r\n");
	if (!digits || *s)
		return false;
	mant /= div;
	if (neg && mant != 0)
		mant = -mant;
	if (!(mant >= lo && mant <= hi))
		return false;
	*out = mant;
	return true;
}

bool number_parse_int(const char *s, int lo, int hi, int *out)
{
	double v;

	if (!number_parse(s, lo, hi, &v) || v != (int)v)
		return false;
	*out = (int)v;
	return true;
}

void sbuf_init(struct sbuf *b)
{
	b->s = NULL;
	b->len = b->cap = 0;
}

void sbuf_free(struct sbuf *b)
{
	free(b->s);
	sbuf_init(b);
}

void sbuf_reset(struct sbuf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}

static void sbuf_reserve(struct sbuf *b, size_t more)
{
	b->s = xgrow(b->s, &b->cap, b->len + more + 1, 1);
}

void sbuf_add(struct sbuf *b, const char *s)
{
	size_t n = strlen(s);

	sbuf_reserve(b, n);
	memcpy(b->s + b->len, s, n + 1);
	b->len += n;
}

void sbuf_addc(struct sbuf *b, char c)
{
	sbuf_reserve(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = '\0';
}

void sbuf_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	sbuf_reserve(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/* Each glyph of the screen and of the messages, and its ASCII form: the
 * one table, so that LANG=C shows "<-/-> move", never "???/??? move". */
static const char *const glyphs[][2] = {
	{ "←", "<-" }, { "→", "->" }, { "↑", "^" }, { "↓", "v" }, { "…", "..." },
	{ "—", "--" }, { "–", "-" }, { "−", "-" }, { "×", "x" }, { "±", "+-" },
	{ "●", "X" }, { "○", "O" }, { "▪", "b" }, { "▫", "w" }, { "·", "-" },
	{ "◇", "*" }, { "▲", "^" }, { "△", "^" }, { "“", "\"" }, { "”", "\"" },
	{ "‘", "'" }, { "’", "'" }, { "，", "," }, { "：", ":" }, { "；", ";" },
	{ "（", "(" }, { "）", ")" }, { "。", "." }, { "¾", "3/4" }, { "⌫", "BS" },
};

const char *glyph_ascii(const char *s, size_t *len)
{
	for (size_t i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++) {
		size_t n = strlen(glyphs[i][0]);

		if (!strncmp(s, glyphs[i][0], n)) {
			*len = n;
			return glyphs[i][1];
		}
	}
	return NULL;
}

char *text_ascii(const char *s)
{
	struct sbuf b;

	sbuf_init(&b);
	while (*s) {
		size_t n;
		const char *a = glyph_ascii(s, &n);

		if (a) {
			sbuf_add(&b, a);
			s += n;
		} else if ((unsigned char)*s < 0x80) {
			sbuf_addc(&b, *s++);
		} else {
			sbuf_addc(&b, '?');
			n = utf8_char_len(s);
			s += n ? n : 1;
		}
	}
	return b.s ? b.s : xstrdup("");
}

int text_width(const char *s)
{
	size_t n = mbstowcs(NULL, s, 0);
	wchar_t *ws;
	int w;

	if (n == (size_t)-1) {
		char *a = text_ascii(s);

		w = (int)strlen(a);
		free(a);
		return w;
	}
	ws = xmalloc((n + 1) * sizeof *ws);
	mbstowcs(ws, s, n + 1);
	w = wcswidth(ws, n);
	free(ws);
	return w < 0 ? (int)n : w;
}

void text_fold_width(char *s)
{
	char *out = s;

	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		unsigned cp = 0;

		if (p[0] == 0xef && (p[1] == 0xbc || p[1] == 0xbd) && (p[2] & 0xc0) == 0x80)
			cp = 0xf000u | (p[1] & 0x3fu) << 6 | (p[2] & 0x3fu);
		if (cp >= 0xff01 && cp <= 0xff5e) {
			*out++ = (char)(cp - 0xfee0);
			p += 3;
		} else {
			*out++ = (char)*p++;
		}
	}
	*out = '\0';
}

void text_cut_columns(char *s, int cols)
{
	size_t i = 0, n;

	while (s[i] && (n = utf8_char_len(s + i)) > 0) {
		wchar_t wc;
		mbstate_t st;
		int w = 1;

		memset(&st, 0, sizeof st);
		if (mbrtowc(&wc, s + i, n, &st) == n)
			w = wcwidth(wc) >= 0 ? wcwidth(wc) : 0;
		if (w > cols)
			break;
		cols -= w;
		i += n;
	}
	s[i] = '\0';
}

void sbuf_add_padded(struct sbuf *b, const char *s, int width, bool right)
{
	int pad = width - text_width(s);

	if (!right)
		sbuf_add(b, s);
	for (; pad > 0; pad--)
		sbuf_addc(b, ' ');
	if (right)
		sbuf_add(b, s);
}

const char *text_list_sep(void)
{
	/* TRANSLATORS: between the items of a list built in code ("D4 group
	   (3 stones), Q16"; "87 B -6.0 (D7), 132 W -7.5"): a comma and a
	   space, or the language's own mark ("、", "，"). */
	return _(", ");
}

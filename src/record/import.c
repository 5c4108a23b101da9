/*
 * import.c — the tree of a record read from another format (model in
 * import.h): the text in UTF-8, its lines, the root's properties and the
 * move nodes, each with the offset of its line for messages.
 */
#include "record/import.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "record/charset.h"
#include "record/sgfgame.h"
#include "rules/board.h"
#include "rules/game.h"

bool import_begin(struct import *im, const char *format, const char *data, size_t len,
                  const char *name, struct sgf_msgs *msgs)
{
	struct sgf *s = sgf_new();
	const char *used = NULL;
	bool guessed = false;
	char *text;

	memset(im, 0, sizeof *im);
	im->msgs = msgs;
	free(s->name);
	s->name = xstrdup(name ? name : "-");
	s->format = format;
	text = len < UINT32_MAX - 1
	               ? charset_to_utf8(data, len, NULL, &s->len, &used, &guessed)
	               : NULL;
	if (!text || memchr(text, '\0', s->len)) {
		sgf_msg_add(msgs, s, UINT32_MAX, true, "%s",
		            !text ? _("the text cannot be read in any known encoding")
		                  : _("a NUL byte: this is not a text file"));
		free(text);
		sgf_free(s);
		return false;
	}
	free(s->text);
	s->text = text;
	free(s->charset);
	s->charset = xstrdup(used ? used : "UTF-8");
	im->s = s;
	im->root = im->last = sgf_node_add(s, NULL);
	im->root->offset = 0;
	sgf_node_set_raw(s, im->root, "GM", "1");
	sgf_node_set_raw(s, im->root, "FF", "4");
	im->size = 19;
	return true;
}

bool import_next_line(struct import *im, struct import_line *ln)
{
	const char *t = im->s->text, *end = t + im->s->len, *p = t + im->pos, *nl;
	size_t n;

	if (p >= end)
		return false;
	nl = memchr(p, '\n', (size_t)(end - p));
	n = nl ? (size_t)(nl - p) : (size_t)(end - p);
	im->pos = (size_t)(p - t) + n + (nl ? 1 : 0);
	while (n > 0 && isspace((unsigned char)p[n - 1]))
		n--;
	ln->p = p;
	ln->len = n;
	ln->off = (uint32_t)(p - t);
	return true;
}

bool import_starts(const struct import_line *ln, const char *prefix)
{
	size_t n = strlen(prefix);

	return ln->len >= n && !memcmp(ln->p, prefix, n);
}

char *import_strip(const char *p, size_t len)
{
	while (len > 0 && isspace((unsigned char)*p))
		p++, len--;
	while (len > 0 && isspace((unsigned char)p[len - 1]))
		len--;
	return memcpy(xcalloc(1, len + 1), p, len);
}

static struct import_line word(const struct import_line *ln, const char *p, const char *q)
{
	struct import_line w = { p, (size_t)(q - p), ln->off + (uint32_t)(p - ln->p) };

	return w;
}

int import_words(const struct import_line *ln, bool commas, struct import_line *w, int max)
{
	const char *p = ln->p, *end = ln->p + ln->len, *q;
	int n = 0;

	while (commas && n < max) { /* fields between commas, empty ones too */
		q = n == max - 1 ? NULL : memchr(p, ',', (size_t)(end - p));
		w[n++] = word(ln, p, q ? q : end);
		if (!q)
			return n;
		p = q + 1;
	}
	while (!commas && n < max) {
		while (p < end && isspace((unsigned char)*p))
			p++;
		if (p >= end)
			break;
		for (q = p; q < end && (n == max - 1 || !isspace((unsigned char)*q)); q++)
			;
		w[n++] = word(ln, p, q);
		p = q;
	}
	return n;
}

bool import_int(const struct import_line *w, int lo, int hi, int *out)
{
	char buf[24];

	if (w->len == 0 || w->len >= sizeof buf)
		return false;
	memcpy(buf, w->p, w->len);
	buf[w->len] = '\0';
	return number_parse_int(buf, lo, hi, out);
}

void import_set_date(struct import *im, const char *p, size_t len)
{
	int v[3], n = 0, digits[3];
	char buf[16];

	for (size_t i = 0; i < len && n < 3;) {
		if (!isdigit((unsigned char)p[i])) {
			i++;
			continue;
		}
		v[n] = 0;
		digits[n] = 0;
		for (; i < len && isdigit((unsigned char)p[i]) && digits[n] < 9; i++, digits[n]++)
			v[n] = v[n] * 10 + (p[i] - '0');
		if (n == 0 && digits[0] == 8) { /* 20110812 */
			v[2] = v[0] % 100, v[1] = v[0] / 100 % 100, v[0] /= 10000;
			n = 3;
			break;
		}
		n++;
	}
	if (n < 3 || v[0] < 1000 || v[0] > 9999 || v[1] < 1 || v[1] > 12 || v[2] < 1 ||
	    v[2] > 31)
		return;
	snprintf(buf, sizeof buf, "%04d-%02d-%02d", v[0], v[1], v[2]);
	sgf_node_set_raw(im->s, im->root, "DT", buf);
}

void import_set(struct import *im, const char *id, const char *p, size_t len)
{
	char *v = import_strip(p, len);

	if (*v)
		sgf_node_set_text(im->s, im->root, id, v);
	free(v);
}

void import_set_komi(struct import *im, double komi)
{
	char buf[32];

	sgf_node_set_raw(im->s, im->root, "KM", sgf_format_real(komi, buf, sizeof buf));
}

bool import_set_size(struct import *im, int size, uint32_t off)
{
	char buf[16];

	if (size < 2 || size > 25) {
		import_msg(im, off, true, _("the board size %d is not one of 2 to 25"), size);
		return false;
	}
	im->size = size;
	snprintf(buf, sizeof buf, "%d", size);
	sgf_node_set_raw(im->s, im->root, "SZ", buf);
	return true;
}

void import_handicap(struct import *im, int n, bool place, uint32_t off)
{
	struct board b;
	char buf[16], *cause = NULL;
	int pts[9], k;

	if (n < 2)
		return;
	snprintf(buf, sizeof buf, "%d", n);
	sgf_node_set_raw(im->s, im->root, "HA", buf);
	if (!place)
		return;
	board_init(&b, im->size);
	if ((k = handicap_points(im->size, n, pts, &cause)) < 0) {
		import_msg(im, off, true, "%s", cause);
		free(cause);
		return;
	}
	for (int i = 0; i < k; i++)
		sgf_node_add_raw(im->s, im->root, "AB", sgf_point_name(&b, pts[i], buf));
}

bool import_point(struct import *im, int x, int y, char buf[3], uint32_t off)
{
	if (x < 0 || y < 0 || x >= im->size || y >= im->size) {
		import_msg(im, off, true, _("the point %d,%d is off the %d×%d board"), x, y,
		           im->size, im->size);
		return false;
	}
	buf[0] = (char)('a' + x);
	buf[1] = (char)('a' + y);
	buf[2] = '\0';
	return true;
}

struct sgf_node *import_move(struct import *im, struct sgf_node *parent, char color, int x,
                             int y, uint32_t off)
{
	char buf[3] = "", id[2] = { color, '\0' };
	struct sgf_node *n;

	if (x >= 0 && !import_point(im, x, y, buf, off))
		return NULL;
	n = sgf_node_add(im->s, parent ? parent : im->last);
	n->offset = off;
	sgf_node_set_raw(im->s, n, id, buf);
	if (!parent)
		im->last = n;
	return n;
}

void import_msg(struct import *im, uint32_t off, bool error, const char *fmt, ...)
{
	char *text;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	text = xmalloc((size_t)(n > 0 ? n : 0) + 1);
	va_start(ap, fmt);
	vsnprintf(text, (size_t)(n > 0 ? n : 0) + 1, fmt, ap);
	va_end(ap);
	sgf_msg_add(im->msgs, im->s, off, error, "%s", text);
	free(text);
	if (error)
		im->errors++;
}

struct sgf *import_end(struct import *im)
{
	struct sgf *s = im->s;

	if (im->errors) {
		sgf_free(s);
		return NULL;
	}
	return s;
}

/*
 * ugf.c — Pandanet's .ugf / .ugi records read into an SGF tree (import.h).
 *
 * Sections in brackets, each followed by its lines:
 *   [Header]  KEY=VALUE: PlayerB / PlayerW "name,rank,…" → PB BR / PW WR;
 *             Hdcp "handicap,komi" → HA KM (komi in points); Size → SZ;
 *             Winner "B,6.5" / "W,C" (C: resignation) / "B,T" / "B,F" / "D" /
 *             "N"
 *             → RE; Date "2013/10/23,…" → DT; Place → PC; Title → GN;
 *             Rule (JPN → Japanese, CHN → Chinese, other as written) → RU;
 *             Comment → GC; Copyright → CP; CoordinateType (below).
 *   [Data]    a move a line, "QD,B1,12,5": point, colour and player
 *             number, move number (0: a handicap or setup stone → AB/AW),
 *             seconds (ignored).  The point is two letters, the column from
 *             A at the left and the row from A at the bottom (CoordinateType
 *             IGS, Pandanet's; JPN counts rows from the top); Y or Z as the
 *             column is a pass.
 *   [Figure]  .Text,N … .EndText: a comment on move N (0: the game) → C;
 *             .Fig,N,… moves … .EndFig: a variation from move N → a
 *             sibling line after move N (its moves numbered 0, the position
 *             drawn, are left out; a .Text inside comments its last move).
 * Ignored: the other sections ([Remote] [Files] images, [Comment],
 * [ReviewNode] …), labels (".#,x,y,L"), times, the other header keys.
 * Without HA stones listed in [Data], a handicap is placed at the standard
 * points.  Errors: no [Header] or [Data] section, a move line that is not
 * "XY,Cn,N,…", a point off the board.  A move number out of order is a
 * warning (the moves are taken in file order).
 * Tests: tests/check_formats.c, tests/data/formats.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "record/import.h"
#include "record/sgfgame.h"

enum ugf_section { SEC_NONE, SEC_OTHER, SEC_HEADER, SEC_DATA, SEC_FIGURE };

struct ugf {
	struct import im;
	enum ugf_section sec;
	bool header, data, top_rows; /* rows counted from the top (JPN) */
	int handicap, setup;
	struct sgf_node **line;      /* the main line: line[k] after move k */
	size_t nline, cap;
	struct sgf_node *fig;        /* the variation's last node, or NULL */
	struct sgf_node *fig_start;  /* the main line's node it starts from */
	struct sgf_node *text_node;  /* the node a .Text comments, or NULL */
	struct sbuf text;
	bool in_text;
};

static void ugf_winner(struct ugf *u, const struct import_line *v)
{
	struct import_line f[2];
	char re[40], *how;
	int n = import_words(v, true, f, 2);

	if (v->len >= 1 && (*v->p == 'D' || *v->p == 'N') && (v->len == 1 || v->p[1] == ',')) {
		sgf_node_set_raw(u->im.s, u->im.root, "RE", *v->p == 'D' ? "0" : "Void");
		return;
	}
	if (n < 2 || f[0].len != 1 || (*f[0].p != 'B' && *f[0].p != 'W')) {
		import_set(&u->im, "RE", v->p, v->len);
		return;
	}
	how = import_strip(f[1].p, f[1].len);
	snprintf(re, sizeof re, "%c+%s", *f[0].p,
	         !strcmp(how, "C") ? "R" : *how == 'T' ? "T" : *how == 'F' ? "F" : how);
	utf8_trim_cut(re); /* a long text cut at 40 bytes, not in a character */
	sgf_node_set_text(u->im.s, u->im.root, "RE", re);
	free(how);
}

static void ugf_hdcp(struct ugf *u, const struct import_line *v)
{
	struct import_line f[2];
	double komi;
	char *k;

	if (import_words(v, true, f, 2) < 2 || !import_int(&f[0], 0, 99, &u->handicap)) {
		import_msg(&u->im, v->off, false, "%s", _("Hdcp should be \"handicap,komi\""));
		return;
	}
	k = import_strip(f[1].p, f[1].len);
	if (number_parse(k, -1000, 1000, &komi))
		import_set_komi(&u->im, komi);
	free(k);
}

static void ugf_header(struct ugf *u, const struct import_line *ln)
{
	const char *eq = memchr(ln->p, '=', ln->len);
	struct import_line v, f[2];
	size_t klen;
	int size;

	if (!eq)
		return;
	klen = (size_t)(eq - ln->p);
	v.p = eq + 1;
	v.len = ln->len - klen - 1;
	v.off = ln->off + (uint32_t)klen + 1;
#define KEY(k) (klen == sizeof k - 1 && !memcmp(ln->p, k, klen))
	if (KEY("PlayerB") || KEY("PlayerW")) {
		int n = import_words(&v, true, f, 2);
		bool b = ln->p[6] == 'B';

		import_set(&u->im, b ? "PB" : "PW", f[0].p, f[0].len);
		if (n > 1) /* the rank is the second field: cut what follows */
			import_set(&u->im, b ? "BR" : "WR", f[1].p,
			           memchr(f[1].p, ',', f[1].len)
			                   ? (size_t)((const char *)memchr(f[1].p, ',', f[1].len) - f[1].p)
			                   : f[1].len);
	} else if (KEY("Hdcp")) {
		ugf_hdcp(u, &v);
	} else if (KEY("Size")) {
		if (import_int(&v, 2, 25, &size))
			import_set_size(&u->im, size, v.off);
		else
			import_msg(&u->im, v.off, true, "%s", _("the board size is no number 2 to 25"));
	} else if (KEY("Winner")) {
		ugf_winner(u, &v);
	} else if (KEY("Date")) {
		import_set_date(&u->im, v.p, v.len);
	} else if (KEY("Place")) {
		import_set(&u->im, "PC", v.p, v.len);
	} else if (KEY("Title")) {
		import_set(&u->im, "GN", v.p, v.len);
	} else if (KEY("Comment")) {
		import_set(&u->im, "GC", v.p, v.len);
	} else if (KEY("Copyright")) {
		import_set(&u->im, "CP", v.p, v.len);
	} else if (KEY("Rule")) {
		if (v.len == 3 && (!memcmp(v.p, "JPN", 3) || !memcmp(v.p, "CHN", 3)))
			sgf_node_set_raw(u->im.s, u->im.root, "RU", *v.p == 'J' ? "Japanese" : "Chinese");
		else
			import_set(&u->im, "RU", v.p, v.len);
	} else if (KEY("CoordinateType")) {
		u->top_rows = v.len == 3 && !memcmp(v.p, "JPN", 3);
	}
#undef KEY
}

/* "QD,B1,12,5" → colour, number and point; false (an error) when it is no
 * move line.  *x < 0 is a pass. */
static bool ugf_read_move(struct ugf *u, const struct import_line *ln, char *color, int *num,
                          int *x, int *y)
{
	struct import_line f[4];
	int n = import_words(ln, true, f, 4);
	const char *p = ln->p;

	if (n < 3 || f[0].len != 2 || !isupper((unsigned char)p[0]) ||
	    !isupper((unsigned char)p[1]) || !import_int(&f[2], 0, 100000, num) || !f[1].len) {
		import_msg(&u->im, ln->off, true, "%s",
		           _("a move line must be \"point,colour,number,time\" as \"QD,B1,1,0\""));
		return false;
	}
	*color = *f[1].p;
	if (*color != 'B' && *color != 'W')
		*color = u->im.last == u->im.root || sgf_node_get(u->im.last, "W") ? 'B' : 'W';
	*x = p[0] - 'A';
	*y = u->top_rows ? p[1] - 'A' : u->im.size - 1 - (p[1] - 'A');
	if ((p[0] == 'Y' || p[0] == 'Z') && u->im.size < 25)
		*x = -1;
	else if (*y < 0)
		*y = u->im.size; /* off the board: import_point says so */
	return true;
}

static void ugf_setup(struct ugf *u, char color, int x, int y, uint32_t off)
{
	char buf[3];

	if (x < 0)
		return;
	if (import_point(&u->im, x, y, buf, off)) {
		sgf_node_add_raw(u->im.s, u->im.root, color == 'B' ? "AB" : "AW", buf);
		u->setup++;
	}
}

static void ugf_data(struct ugf *u, const struct import_line *ln)
{
	char color;
	int num, x, y;
	struct sgf_node *n;

	if (!ugf_read_move(u, ln, &color, &num, &x, &y))
		return;
	if (num == 0) {
		ugf_setup(u, color, x, y, ln->off);
		return;
	}
	if ((size_t)num != u->nline)
		import_msg(&u->im, ln->off, false, _("move %d where move %zu was expected"), num,
		           u->nline);
	if (!(n = import_move(&u->im, NULL, color, x, y, ln->off)))
		return;
	u->line = xgrow(u->line, &u->cap, u->nline + 1, sizeof *u->line);
	u->line[u->nline++] = n;
}

/* The node move k of the main line leads to, or NULL (a warning). */
static struct sgf_node *ugf_node(struct ugf *u, const struct import_line *ln, size_t skip)
{
	struct import_line f[2], rest = { ln->p + skip, ln->len - skip, ln->off + (uint32_t)skip };
	int k;

	if (import_words(&rest, true, f, 2) >= 1 && import_int(&f[0], 0, 100000, &k) &&
	    (size_t)k < u->nline)
		return u->line[k];
	import_msg(&u->im, ln->off, false, "%s", _("a figure names a move the game does not have"));
	return NULL;
}

static void ugf_text_end(struct ugf *u)
{
	if (u->text_node && u->text.len) {
		const char *old = sgf_node_get(u->text_node, "C");
		char *c = old ? sgf_text(old) : NULL;
		struct sbuf all;

		sbuf_init(&all);
		sbuf_printf(&all, "%s%s%s", c ? c : "", c ? "\n" : "", u->text.s);
		sgf_node_set_text(u->im.s, u->text_node, "C", all.s);
		free(all.s);
		free(c);
	}
	u->text.len = 0;
	u->in_text = false;
}

static void ugf_figure(struct ugf *u, const struct import_line *ln)
{
	char color;
	int num, x, y;
	struct sgf_node *n;

	if (u->in_text && !import_starts(ln, ".EndText")) {
		if (!import_starts(ln, ".#,"))
			sbuf_printf(&u->text, "%s%.*s", u->text.len ? "\n" : "", (int)ln->len, ln->p);
	} else if (import_starts(ln, ".EndText")) {
		ugf_text_end(u);
	} else if (import_starts(ln, ".Text,")) {
		u->text_node = ugf_node(u, ln, 6);
		u->in_text = true;
	} else if (import_starts(ln, ".Text")) {
		u->text_node = u->fig != u->fig_start ? u->fig : NULL;
		u->in_text = true;
	} else if (import_starts(ln, ".Fig,")) {
		u->fig = u->fig_start = ugf_node(u, ln, 5);
	} else if (import_starts(ln, ".EndFig")) {
		u->fig = NULL;
	} else if (u->fig && ln->len && *ln->p != '.' && ugf_read_move(u, ln, &color, &num, &x, &y) && num > 0 &&
	           (n = import_move(&u->im, u->fig, color, x, y, ln->off))) {
		u->fig = n;
	}
}

static void ugf_line(struct ugf *u, const struct import_line *ln)
{
	if (ln->len > 2 && *ln->p == '[' && ln->p[ln->len - 1] == ']' && !u->in_text) {
#define SEC(k) (ln->len == sizeof k - 1 && !memcmp(ln->p, k, ln->len))
		u->sec = SEC("[Header]") ? SEC_HEADER : SEC("[Data]") ? SEC_DATA
		         : SEC("[Figure]") ? SEC_FIGURE : SEC_OTHER;
#undef SEC
		u->header |= u->sec == SEC_HEADER;
		u->data |= u->sec == SEC_DATA;
		return;
	}
	if (u->sec == SEC_HEADER)
		ugf_header(u, ln);
	else if (u->sec == SEC_DATA && ln->len)
		ugf_data(u, ln);
	else if (u->sec == SEC_FIGURE)
		ugf_figure(u, ln);
}

struct sgf *ugf_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs)
{
	struct ugf u = { .sec = SEC_NONE };
	struct import_line ln;

	if (!import_begin(&u.im, "UGF", data, len, name, msgs))
		return NULL;
	sgf_node_set_raw(u.im.s, u.im.root, "SZ", "19");
	sbuf_init(&u.text);
	u.line = xgrow(NULL, &u.cap, 1, sizeof *u.line);
	u.line[u.nline++] = u.im.root;
	while (import_next_line(&u.im, &ln))
		ugf_line(&u, &ln);
	if (u.in_text)
		ugf_text_end(&u);
	if (!u.header || !u.data)
		import_msg(&u.im, UINT32_MAX, true, "%s",
		           _("this is no Pandanet UGF record: it needs a [Header] and a [Data] section"));
	import_handicap(&u.im, u.handicap, u.setup == 0, 0);
	free(u.line);
	free(u.text.s);
	return import_end(&u.im);
}

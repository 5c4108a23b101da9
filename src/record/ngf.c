/*
 * ngf.c — WBaduk (Cyberoro) / Eweiqi .ngf records read into an SGF tree
 * (import.h).
 *
 * The format is not published; this follows the public readers.  Twelve
 * header lines, one value each:
 *    1 title → GN           7 (unknown, ignored)
 *    2 board size → SZ      8 komi, a whole number → KM (+0.5 without handicap:
 *    3 White "name rank"      the half point is not written)
 *    4 Black "name rank"    9 date "20110812 [09:31]" → DT
 *    5 site → PC           10 minutes (ignored)
 *    6 handicap → HA, AB   11 the result, a sentence → RE
 *                          12 the number of moves (checked: a warning)
 * then one line per move: "PM" + a 2-letter number + B or W + four letters
 * XYYX, each 'B' + a 0-based coordinate from the top left ("AAAA" a pass).
 * The result sentence is read in English ("Black Win 6.5", "White Win by
 * Resign", "White loses on time") and in Chinese, Japanese and Korean (黒/黑/
 * 흑, 白/백, 中押/불계 resignation, 時間/时间/시간 time, "2目半" 2.5); one not
 * understood is kept as written.  Handicap stones are at the standard places
 * (none are listed).  Errors: fewer than twelve header lines, a size or
 * handicap that is no number, a move line shorter than 9 characters, a colour
 * not B or W, a point off the board.  Lines that are not moves ("GI…") are
 * ignored.  Tests: tests/check_formats.c, tests/data/formats.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "record/import.h"
#include "record/sgfgame.h"

enum { NGF_HEADER = 12 };

/* "name rank": the rank is the last word. */
static void ngf_player(struct import *im, const struct import_line *ln, const char *pid,
                       const char *rid)
{
	size_t n = ln->len, sp;

	for (sp = n; sp > 0 && !isspace((unsigned char)ln->p[sp - 1]); sp--)
		;
	if (sp == 0) {
		import_set(im, pid, ln->p, n);
		return;
	}
	import_set(im, pid, ln->p, sp);
	import_set(im, rid, ln->p + sp, n - sp);
}

static const char *find_any(const char *t, const char *const *words, const char **at)
{
	const char *best = NULL;

	for (; *words; words++) {
		const char *p = strstr(t, *words);

		if (p && (!best || p < best))
			best = p;
	}
	if (at)
		*at = best;
	return best;
}

/* The margin: the first number after p ("6.5", "2目半" is 2.5). */
static bool ngf_margin(const char *p, char *out, size_t size)
{
	double v = 0, scale = 0;

	while (*p && !isdigit((unsigned char)*p))
		p++;
	if (!*p)
		return false;
	for (; isdigit((unsigned char)*p) || (*p == '.' && !scale); p++) {
		if (*p == '.')
			scale = 1;
		else if (scale)
			v += (*p - '0') * (scale /= 10);
		else
			v = v * 10 + (*p - '0');
	}
	if (!strncmp(p, "目半", strlen("目半")))
		v += 0.5;
	sgf_format_real(v, out, size);
	return true;
}

static void ngf_result(struct import *im, const struct import_line *ln)
{
	static const char *const black[] = { "Black", "black", "黒", "黑", "흑", NULL };
	static const char *const white[] = { "White", "white", "白", "백", NULL };
	static const char *const resign[] = { "esign", "中押", "불계", NULL };
	static const char *const timeout[] = { "time", "時間", "时间", "시간", "超时", NULL };
	char *t = import_strip(ln->p, ln->len), margin[32] = "", re[48];
	const char *b, *w, *at;
	char who;

	find_any(t, black, &b);
	find_any(t, white, &w);
	who = b && (!w || b < w) ? 'B' : w ? 'W' : '?';
	at = who == 'B' ? b : w;
	if (who != '?' && (strstr(t, "lose") || strstr(t, "Lose")))
		who = who == 'B' ? 'W' : 'B';
	if (who != '?' && (find_any(t, resign, NULL) || find_any(t, timeout, NULL) ||
	                   ngf_margin(at, margin, sizeof margin))) {
		snprintf(re, sizeof re, "%c+%s", who,
		         find_any(t, resign, NULL) ? "R" : find_any(t, timeout, NULL) ? "T" : margin);
		sgf_node_set_raw(im->s, im->root, "RE", re);
	} else if (*t) {
		sgf_node_set_text(im->s, im->root, "RE", t);
	}
	free(t);
}

/* Lines 1..12; false (an error given) when they cannot be read. */
static bool ngf_header(struct import *im, const struct import_line *h, int *moves)
{
	int size, ha;
	double komi;
	char buf[24];

	if (!import_int(&h[1], 2, 25, &size)) {
		import_msg(im, h[1].off, true, "%s", _("the second line must be the board size"));
		return false;
	}
	import_set_size(im, size, h[1].off);
	if (!import_int(&h[5], 0, 9, &ha)) {
		import_msg(im, h[5].off, true, "%s",
		           _("the sixth line must be the handicap, 0 to 9 stones"));
		return false;
	}
	snprintf(buf, sizeof buf, "%.*s", (int)(h[7].len < 20 ? h[7].len : 20), h[7].p);
	if (number_parse(buf, -1000, 1000, &komi))
		import_set_komi(im, komi + (ha == 0 && komi == (int)komi ? 0.5 : 0));
	else
		import_msg(im, h[7].off, false, "%s", _("the eighth line (komi) is no number"));
	import_set(im, "GN", h[0].p, h[0].len);
	ngf_player(im, &h[2], "PW", "WR");
	ngf_player(im, &h[3], "PB", "BR");
	import_set(im, "PC", h[4].p, h[4].len);
	import_set_date(im, h[8].p, h[8].len);
	ngf_result(im, &h[10]);
	import_handicap(im, ha, true, h[5].off);
	if (!import_int(&h[11], 0, 100000, moves))
		*moves = -1;
	return true;
}

/* "PMABBQEEQ": returns false for a line that is no move; an error for a
 * move line that cannot be read. */
static bool ngf_move(struct import *im, const struct import_line *ln, int *passes)
{
	const char *p = ln->p;
	int x, y;

	if (!import_starts(ln, "PM"))
		return false;
	if (ln->len < 9 || (p[4] != 'B' && p[4] != 'W') || !isupper((unsigned char)p[5]) ||
	    !isupper((unsigned char)p[6])) {
		import_msg(im, ln->off, true, "%s",
		           _("a move line must be PM, 2 letters, B or W and 4 letters"));
		return true;
	}
	if (p[5] != p[8] || p[6] != p[7])
		import_msg(im, ln->off, false, "%s",
		           _("the move's letters should repeat in reverse (ABBA)"));
	x = p[5] - 'B';
	y = p[6] - 'B';
	if (x == -1 && y == -1)
		++*passes, x = -1;
	else if (x < 0 || y < 0)
		x = y = im->size; /* off the board: import_move says so */
	import_move(im, NULL, p[4], x, y, ln->off);
	return true;
}

struct sgf *ngf_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs)
{
	struct import im;
	struct import_line h[NGF_HEADER], ln;
	int n = 0, moves = -1, played = 0, passes = 0;

	if (!import_begin(&im, "NGF", data, len, name, msgs))
		return NULL;
	while (n < NGF_HEADER && import_next_line(&im, &h[n]))
		n++;
	if (n < NGF_HEADER)
		import_msg(&im, UINT32_MAX, true,
		           _("this is no WBaduk NGF record: its header has %d of its 12 lines"), n);
	else if (ngf_header(&im, h, &moves))
		while (import_next_line(&im, &ln))
			played += ngf_move(&im, &ln, &passes);
	if (moves >= 0 && played != moves && played - passes != moves && !im.errors)
		import_msg(&im, h[11].off, false,
		           _("the header announces %d moves and the file has %d"), moves, played);
	return import_end(&im);
}

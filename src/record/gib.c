/*
 * gib.c — Tygem's .gib records read into an SGF tree (import.h).
 *
 * The format is not published; this follows what the public readers agree
 * on.  A header of lines \[KEY=VALUE\] between \HS and \HE, then the game
 * between \GS and \GE as lines of numbers:
 *   INI 0 1 H &4        the handicap H (stones at the standard places)
 *   STO 0 N C X Y       move N by C (1 Black, 2 White) at column X, row Y,
 *                       both from 0 at the top left
 *   SKI 0 N             a pass (by the player after the last move)
 * Read from the header: GAMEBLACKNAME / GAMEWHITENAME "name (rank)" (the
 * NICK keys when the names are missing) → PB BR PW WR; GAMEINFOMAIN's LINE
 * (size), GONGJE (komi in tenths of a point: 65 is 6.5), GRLT and ZIPSU (the
 * result: 0 B+ZIPSU/10, 1 W+…, 3 B+R, 4 W+R, 7 B+T, 8 W+T); without it
 * GAMEGONGJE, and GAMETAG's G, W, Z and C fields; GAMEDATE (or GAMETAG's C)
 * → DT; GAMEPLACE → PC; GAMENAME → GN.  Ignored: the other keys (clocks,
 * avatars, countries, GAMERESULT's sentence in the client's language,
 * GAMEDUM), move numbers (moves are taken in file order).  No header at all
 * is an error, as is a STO line with a missing field, an unknown colour or a
 * point off the board.  Tests: tests/check_formats.c, tests/data/formats.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "record/import.h"
#include "record/sgfgame.h"

struct gib {
	struct import im;
	int grlt, zipsu, handicap;  /* -1 when not read */
	int komi10, komi_rank;      /* komi in tenths; from 0 none .. 3 INFOMAIN */
	bool header;
	char next;                  /* the colour of a pass */
	uint32_t ini_off;
};

/* The number after prefix in a field of a comma-separated list
 * ("GRLT:1,ZIPSU:35" "S1,G65,W1"): false when no field is prefix + digits. */
static bool field_int(const char *v, size_t len, const char *prefix, int *out)
{
	size_t n = strlen(prefix);

	for (size_t i = 0; i < len;) {
		size_t j = i;
		int x = 0, digits = 0;

		if (len - i > n && !memcmp(v + i, prefix, n)) {
			for (j = i + n; j < len && v[j] >= '0' && v[j] <= '9' && digits < 9; j++, digits++)
				x = x * 10 + (v[j] - '0');
			if (digits && (j == len || v[j] == ',')) {
				*out = x;
				return true;
			}
		}
		while (j < len && v[j] != ',')
			j++;
		i = j + 1;
	}
	return false;
}

static void gib_komi(struct gib *g, const char *v, size_t len, const char *prefix, int rank)
{
	int k;

	if (rank > g->komi_rank && field_int(v, len, prefix, &k)) {
		g->komi10 = k;
		g->komi_rank = rank;
	}
}

/* "name (3D)" → name and rank. */
static void gib_player(struct gib *g, const char *v, size_t len, const char *pid,
                       const char *rid)
{
	const char *open = NULL;

	if (sgf_node_get(g->im.root, pid))
		return; /* NAME came first; a NICK does not replace it */
	if (len > 2 && v[len - 1] == ')')
		for (size_t i = len - 1; i-- > 0 && !open;)
			if (v[i] == '(')
				open = v + i;
	import_set(&g->im, pid, v, open ? (size_t)(open - v) : len);
	if (open)
		import_set(&g->im, rid, open + 1, len - (size_t)(open - v) - 2);
}

static void gib_infomain(struct gib *g, const char *v, size_t len, uint32_t off)
{
	int size;

	if (field_int(v, len, "LINE:", &size))
		import_set_size(&g->im, size, off);
	gib_komi(g, v, len, "GONGJE:", 3);
	if (field_int(v, len, "GRLT:", &g->grlt))
		field_int(v, len, "ZIPSU:", &g->zipsu);
}

static void gib_tag(struct gib *g, const char *v, size_t len)
{
	gib_komi(g, v, len, "G", 1);
	if (g->grlt < 0 && field_int(v, len, "W", &g->grlt))
		field_int(v, len, "Z", &g->zipsu);
	if (!sgf_node_get(g->im.root, "DT"))
		for (size_t i = 0; i + 1 < len; i++)
			if (v[i] == 'C' && (i == 0 || v[i - 1] == ','))
				import_set_date(&g->im, v + i + 1, len - i - 1);
}

/* One \[KEY=VALUE\] line. */
static void gib_header(struct gib *g, const struct import_line *ln)
{
	const char *key = ln->p + 2, *eq = memchr(key, '=', ln->len - 2), *v;
	size_t klen, len;

	if (!eq)
		return;
	klen = (size_t)(eq - key);
	v = eq + 1;
	len = ln->len - (size_t)(v - ln->p);
	if (len >= 2 && v[len - 2] == '\\' && v[len - 1] == ']')
		len -= 2;
	g->header = true;
#define KEY(k) (klen == sizeof k - 1 && !memcmp(key, k, klen))
	if (KEY("GAMEBLACKNAME") || KEY("GAMEBLACKNICK"))
		gib_player(g, v, len, "PB", "BR");
	else if (KEY("GAMEWHITENAME") || KEY("GAMEWHITENICK"))
		gib_player(g, v, len, "PW", "WR");
	else if (KEY("GAMEINFOMAIN"))
		gib_infomain(g, v, len, ln->off);
	else if (KEY("GAMEGONGJE"))
		gib_komi(g, v, len, "", 2);
	else if (KEY("GAMETAG"))
		gib_tag(g, v, len);
	else if (KEY("GAMEDATE"))
		import_set_date(&g->im, v, len);
	else if (KEY("GAMEPLACE"))
		import_set(&g->im, "PC", v, len);
	else if (KEY("GAMENAME"))
		import_set(&g->im, "GN", v, len);
#undef KEY
}

/* INI, STO and SKI lines; the others of the game section are ignored. */
static void gib_game_line(struct gib *g, const struct import_line *ln)
{
	struct import_line w[6];
	int n = import_words(ln, false, w, 6), c, x, y;

	if (import_starts(ln, "INI ")) {
		if (n < 4 || !import_int(&w[3], 0, 99, &g->handicap))
			import_msg(&g->im, ln->off, true, "%s",
			           _("an INI line needs its handicap as the fourth field"));
		g->ini_off = ln->off;
		if (g->handicap >= 2)
			g->next = 'W';
	} else if (import_starts(ln, "SKI ")) {
		import_move(&g->im, NULL, g->next, -1, -1, ln->off);
		g->next = g->next == 'B' ? 'W' : 'B';
	} else if (import_starts(ln, "STO ")) {
		if (n < 6 || !import_int(&w[3], 1, 2, &c) || !import_int(&w[4], -99, 99, &x) ||
		    !import_int(&w[5], -99, 99, &y)) {
			import_msg(&g->im, ln->off, true, "%s",
			           _("a STO line needs 6 fields: STO 0 number colour (1 or 2) x y"));
			return;
		}
		import_move(&g->im, NULL, c == 1 ? 'B' : 'W', x, y, ln->off);
		g->next = c == 1 ? 'W' : 'B';
	}
}

static void gib_root(struct gib *g)
{
	char buf[32], re[40];
	char who = g->grlt >= 0 && g->grlt <= 8 ? "BW?BW??BW"[g->grlt] : '?';

	if (g->komi_rank)
		import_set_komi(&g->im, g->komi10 / 10.0);
	import_handicap(&g->im, g->handicap, true, g->ini_off);
	if (who != '?') {
		snprintf(re, sizeof re, "%c+%s", who,
		         g->grlt < 2   ? sgf_format_real(g->zipsu / 10.0, buf, sizeof buf)
		         : g->grlt < 5 ? "R"
		                       : "T");
		sgf_node_set_raw(g->im.s, g->im.root, "RE", re);
	}
}

struct sgf *gib_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs)
{
	struct gib g = { .grlt = -1, .zipsu = 0, .handicap = 0, .next = 'B' };
	struct import_line ln;

	if (!import_begin(&g.im, "GIB", data, len, name, msgs))
		return NULL;
	sgf_node_set_raw(g.im.s, g.im.root, "SZ", "19");
	while (import_next_line(&g.im, &ln)) {
		while (ln.len && (*ln.p == ' ' || *ln.p == '\t'))
			ln.p++, ln.len--, ln.off++;
		if (import_starts(&ln, "\\HS"))
			g.header = true;
		else if (import_starts(&ln, "\\["))
			gib_header(&g, &ln);
		else
			gib_game_line(&g, &ln);
	}
	if (!g.header)
		import_msg(&g.im, UINT32_MAX, true, "%s",
		           _("this is no Tygem GIB record: no header (\\HS, \\[GAMEBLACKNAME=…\\])"));
	gib_root(&g);
	return import_end(&g.im);
}

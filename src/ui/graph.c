/*
 * graph.c — the review's graph of the estimated lead after every move
 * (cmd_lead_series, record/lead.h), drawn in the status area.
 *
 * A legend row (each side's glyph, the scale or how much is estimated so
 * far), GRAPH_HALF rows of bars above the zero line for Black ahead, the
 * zero line drawn (─, -), as many rows below it for White ahead, and a marker row with ▲ (^)
 * under that column and the lead there ("34: B+3.2").  A column is a move
 * when the line fits the width, else a share of them (the value of its
 * last move).  Black and White differ by their glyphs, not by colour or
 * reverse video (issue 24: --no-color showed nothing below the line):
 * Black's bars are solid and grow in eighths of a cell (▁ … █), White's
 * hang from the line in shades whose density is the part of the cell
 * (░ ▒ ▓); --ascii (and a locale without UTF-8) draws . : # up and ' " o
 * down.  The legend fits 36 columns, the status panel's width at 80×24.
 * Stepping through the review changes the marker row only (the zero line
 * marks no move, so that it stays), so ncurses sends a few bytes for the
 * graph.
 */
#include "base/i18n.h"

#include <curses.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "record/lead.h"
#include "ui/ui_int.h"

#define GRAPH_EIGHTHS (GRAPH_HALF * 8)
#define GRAPH_NONE (-1000) /* a column with no value yet */

/* The column of node i of n in w columns. */
static int graph_col(int i, int n, int w)
{
	return n <= w ? i : (int)((long long)i * w / n);
}

/* The lead at the top of the bars: the largest computed, at least 10
 * points, rounded up to 5. */
static double graph_scale(const struct lead_series *ls)
{
	double top = 10;

	for (int i = 0; i < ls->done; i++)
		if (fabs(ls->lead[i]) > top)
			top = fabs(ls->lead[i]);
	return ceil(top / 5) * 5;
}

/* The height of each of the w columns, in eighths of a row above (> 0) or
 * below (< 0) the zero line, or GRAPH_NONE. */
static void graph_heights(const struct lead_series *ls, int w, double scale, int *h)
{
	for (int c = 0; c < w; c++)
		h[c] = GRAPH_NONE;
	for (int i = 0; i < ls->done; i++)
		h[graph_col(i, ls->n, w)] = (int)lround(ls->lead[i] / scale * GRAPH_EIGHTHS);
}

/* The glyph of row r (0: the top) of a column h eighths high. */
static const wchar_t *graph_cell(bool ascii, int h, int r)
{
	static const wchar_t *const up[] = { L" ", L"▁", L"▂", L"▃", L"▄", L"▅", L"▆", L"▇", L"█" };
	static const wchar_t *const down[] = { L" ", L"░", L"░", L"░", L"▒", L"▒", L"▒", L"▓",
		                               L"▓" };
	static const wchar_t *const up_ascii[] = { L" ", L".", L".", L":", L":", L":", L"#", L"#",
		                                   L"#" };
	static const wchar_t *const down_ascii[] = { L" ", L"'", L"'", L"\"", L"\"", L"\"",
		                                     L"o", L"o", L"o" };
	bool above = r < GRAPH_HALF;
	int k = above ? h - (GRAPH_HALF - 1 - r) * 8 : -h - (r - GRAPH_HALF) * 8;

	k = h == GRAPH_NONE || k < 0 ? 0 : k > 8 ? 8 : k;
	if (ascii)
		return above ? up_ascii[k] : down_ascii[k];
	return above ? up[k] : down[k];
}

/* The legend: each side's glyph, the scale (while it fills: how many
 * positions are done). */
static void graph_legend(const struct ui *u, const struct lead_series *ls, double scale, int y,
                         int x, int w)
{
	char line[128], right[32];

	if (lead_series_complete(ls))
		snprintf(right, sizeof right, "%s%g", u->opt.ascii ? "+-" : "±", scale);
	else
		snprintf(right, sizeof right, "%d/%d", ls->done, ls->n);
	/* TRANSLATORS: the lead graph's legend: the glyphs of Black's bars
	   (above the line) and White's (below), then the scale ("±25") or how
	   many positions are done ("40/172").  At most 36 columns. */
	snprintf(line, sizeof line, _("Lead: %s Black  %s White  %s"), u->opt.ascii ? "#" : "█",
	         u->opt.ascii ? "o" : "▒", right);
	ui_put(y, x, w, line);
}

/* The zero line across the series' columns (the same at every step: the
 * marker row below says where the review is). */
static void graph_zero(const struct ui *u, const struct lead_series *ls, int y, int x, int w)
{
	int used = ls->n < w ? ls->n : w;

	move(y, x);
	for (int col = 0; col < used; col++)
		addwstr(u->opt.ascii ? L"-" : L"─");
}

/* The marker row: ▲ under the reviewed move and its lead, on its right when
 * that fits, else on its left. */
static void graph_marker(const struct ui *u, const struct lead_series *ls, int y, int x, int w)
{
	char text[64], lead[32], line[512];
	int at = graph_col(ls->at, ls->n, w), len;

	if (ls->at < ls->done)
		lead_format(ls->lead[ls->at], lead, sizeof lead);
	else
		snprintf(lead, sizeof lead, "?");
	snprintf(text, sizeof text, "%d: %s", ls->move[ls->at], lead);
	len = (int)strlen(text);
	if (at + 2 + len <= w)
		snprintf(line, sizeof line, "%*s%s %s", at, "", u->opt.ascii ? "^" : "▲", text);
	else
		snprintf(line, sizeof line, "%*s%s %s", at - len - 1 > 0 ? at - len - 1 : 0, "", text,
		         u->opt.ascii ? "^" : "▲");
	ui_put(y, x, w, line);
}

int graph_draw(struct ui *u, int y, int x, int w)
{
	struct cmd_ctx *c = &u->ctx;
	const struct lead_series *ls = cmd_lead_series(c);
	double scale;
	int *h;

	if (!ls || w < 16 || ls->n == 0)
		return 0;
	w = w > 500 ? 500 : w;
	h = xmalloc(sizeof *h * (size_t)w);
	scale = graph_scale(ls);
	graph_heights(ls, w, scale, h);
	graph_legend(u, ls, scale, y, x, w);
	for (int r = 0; r < 2 * GRAPH_HALF; r++) {
		int row = y + 1 + r + (r >= GRAPH_HALF); /* the zero line between */

		move(row, x);
		for (int col = 0; col < w; col++)
			addwstr(graph_cell(u->opt.ascii, h[col], r));
	}
	graph_zero(u, ls, y + 1 + GRAPH_HALF, x, w);
	graph_marker(u, ls, y + 2 + 2 * GRAPH_HALF, x, w);
	free(h);
	return GRAPH_ROWS;
}

/*
 * graph.c — the review's graph of the estimated lead after every move
 * (cmd_lead_series, record/lead.h), drawn in the status area.
 *
 * A legend row (which side is Black's, the scale or how much is estimated
 * so far), GRAPH_HALF rows of bars above a
 * zero line for Black ahead and as many below it for White ahead, and a
 * marker row with ^ (▲) under the column of the reviewed move.  A column is
 * a move when the line fits the width, else a share of them (the value of
 * its last move).  Unicode bars grow in eighths of a cell (▁ … █); below
 * the line a part cell is the complementary block in reverse video, so the
 * bar hangs from the line.  --ascii draws . : # up and ' : # down.  Stepping
 * through the review changes the marker only, so ncurses sends a few bytes
 * for the graph; the bars and the legend change as the series fills.
 */
#include "base/i18n.h"

#include <curses.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
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

/* The glyph of row r (0: the top) of a column h eighths high; *rev: drawn
 * in reverse video. */
static const wchar_t *graph_cell(bool ascii, int h, int r, bool *rev)
{
	static const wchar_t *const up[] = { L" ", L"▁", L"▂", L"▃", L"▄", L"▅", L"▆", L"▇", L"█" };
	static const wchar_t *const up_ascii[] = { L" ", L".", L".", L":", L":", L":", L"#", L"#",
		                                   L"#" };
	static const wchar_t *const down_ascii[] = { L" ", L"'", L"'", L":", L":", L":", L"#",
		                                     L"#", L"#" };
	bool above = r < GRAPH_HALF;
	int k = above ? h - (GRAPH_HALF - 1 - r) * 8 : -h - (r - GRAPH_HALF) * 8;

	k = h == GRAPH_NONE || k < 0 ? 0 : k > 8 ? 8 : k;
	*rev = false;
	if (ascii)
		return above ? up_ascii[k] : down_ascii[k];
	if (above || k == 0 || k == 8)
		return up[k];
	*rev = true; /* the top k eighths: the bottom 8-k in reverse */
	return up[8 - k];
}

/* The legend: which side is Black's, the scale (while it fills: how many
 * moves are estimated).  It does not name the reviewed move's lead, so
 * that a step changes the marker alone. */
static void graph_legend(const struct ui *u, const struct lead_series *ls, double scale, int y,
                         int x, int w)
{
	char line[128];

	if (lead_series_complete(ls))
		snprintf(line, sizeof line, _("Lead  up: Black  down: White  %s%g"),
		         u->opt.ascii ? "+-" : "±", scale);
	else
		snprintf(line, sizeof line, _("Lead  up: Black  down: White  %d/%d"), ls->done, ls->n);
	ui_put(y, x, w, line);
}

int graph_draw(struct ui *u, int y, int x, int w)
{
	struct cmd_ctx *c = &u->ctx;
	const struct lead_series *ls = cmd_lead_series(c);
	double scale;
	int *h;
	char mark[512];
	bool rev;

	if (!ls || w < 8)
		return 0;
	w = w > (int)sizeof mark - 8 ? (int)sizeof mark - 8 : w;
	h = xmalloc(sizeof *h * (size_t)w);
	scale = graph_scale(ls);
	graph_heights(ls, w, scale, h);
	graph_legend(u, ls, scale, y, x, w);
	for (int r = 0; r < 2 * GRAPH_HALF; r++) {
		move(y + 1 + r, x);
		for (int col = 0; col < w; col++) {
			const wchar_t *g = graph_cell(u->opt.ascii, h[col], r, &rev);

			attr_set(rev ? A_REVERSE : A_NORMAL, 0, NULL);
			addwstr(g);
		}
		attr_set(A_NORMAL, 0, NULL);
	}
	snprintf(mark, sizeof mark, "%*s%s", graph_col(ls->at, ls->n, w), "",
	         u->opt.ascii ? "^" : "▲");
	ui_put(y + 1 + 2 * GRAPH_HALF, x, w, mark);
	free(h);
	return GRAPH_ROWS;
}

/*
 * lead.c — the estimated lead after every move of a reviewed line (see
 * lead.h).  Each value replays the line from the root to its node
 * (sgf_replay_to_node, as the review does), which is nothing next to the
 * estimate that follows.
 */
#include "record/lead.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record/evalprop.h"
#include "record/sgfgame.h"
#include "analysis/estimate.h"
#include "base/util.h"

void lead_series_init(struct lead_series *ls)
{
	memset(ls, 0, sizeof *ls);
}

void lead_series_free(struct lead_series *ls)
{
	free(ls->node);
	free(ls->lead);
	free(ls->move);
	free(ls->conf);
	free(ls->from_engine);
	free(ls->best);
	memset(ls, 0, sizeof *ls);
}

static bool node_has_move(const struct sgf_node *n)
{
	return sgf_node_get(n, "B") || sgf_node_get(n, "W");
}

void lead_series_sync(struct lead_series *ls, const struct review *rv)
{
	int n, at, same = 0;
	const struct sgf_node **line = review_line(rv, &n, &at);

	if (ls->tree == rv->tree)
		while (same < n && same < ls->n && line[same] == ls->node[same])
			same++;
	if (same < ls->done)
		ls->done = same;
	if (n > ls->cap) {
		ls->cap = n;
		ls->lead = xrealloc(ls->lead, sizeof *ls->lead * (size_t)n);
		ls->move = xrealloc(ls->move, sizeof *ls->move * (size_t)n);
		ls->conf = xrealloc(ls->conf, sizeof *ls->conf * (size_t)n);
		ls->from_engine = xrealloc(ls->from_engine, sizeof *ls->from_engine * (size_t)n);
		ls->best = xrealloc(ls->best, sizeof *ls->best * (size_t)n);
	}
	for (int i = same; i < n; i++)
		ls->move[i] = (i ? ls->move[i - 1] : 0) + (i > 0 && node_has_move(line[i]));
	free(ls->node);
	ls->node = line;
	ls->tree = rv->tree;
	ls->n = n;
	ls->at = at;
}

/* The expected margin (lead.h): each point counts for the share of the
 * playouts that end with it Black's minus White's, which at a settled end
 * is the count by area; by territory (J89 Art. 10) the stones on the board
 * do not count and the prisoners do (a dead stone, the opponent's at the
 * end, then counts twice: once as territory, once as a prisoner).
 * *conf: the mean of |owner| over the board (lead.h). */
double lead_estimate(const struct game *g, double *conf)
{
	const struct board *b = &g->board;
	struct estimate e;
	struct score s;
	double area = 0, sure = 0;
	int stones = 0, points = 0;

	estimate_game(g, ESTIMATE_SEED, &e);
	estimate_count(g, &e, &s);
	board_foreach_point(b, p) {
		area += e.owner[p] / 100.0;
		sure += abs(e.owner[p]) / 100.0;
		points++;
		stones += board_at(b, p) == BLACK ? 1 : board_at(b, p) == WHITE ? -1 : 0;
	}
	if (g->rules == RULES_JAPANESE)
		area += s.captures[BLACK] - s.captures[WHITE] - stones;
	*conf = points ? sure / points : 0;
	return area - s.komi - s.giveback;
}

bool lead_series_step(struct lead_series *ls)
{
	struct game g;
	struct node_eval ev;
	int i = ls->done;
	bool ok;

	if (lead_series_complete(ls))
		return false;
	ok = sgf_replay_to_node(ls->tree, ls->node[i], &g, NULL, NULL, NULL) >= 0;
	ls->from_engine[i] = evalprop_get(ls->node[i], ok ? &g.board : NULL, &ev) && ev.has_lead;
	ls->best[i] = ev.best;
	ls->conf[i] = 1;
	if (ls->from_engine[i] && ev.has_conf) /* the estimate's, kept (TEC) */
		ls->from_engine[i] = false, ls->lead[i] = ev.lead, ls->conf[i] = ev.conf;
	else if (ls->from_engine[i])
		ls->lead[i] = ev.lead;
	else if (!ok)
		ls->lead[i] = i ? ls->lead[i - 1] : 0, ls->conf[i] = 0;
	else
		ls->lead[i] = lead_estimate(&g, &ls->conf[i]);
	game_free(&g);
	ls->done++;
	return true;
}

const char *lead_format(double lead, char *buf, size_t size)
{
	if (fabs(lead) < 0.05)
		snprintf(buf, size, "0");
	else
		snprintf(buf, size, "%c+%.1f", lead > 0 ? 'B' : 'W', fabs(lead));
	return buf;
}

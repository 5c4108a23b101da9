/*
 * analysis_panel.c — the live analysis in the status area (cmd_analysis.c):
 * the engine, the side to move's win rate and score lead with its sign, and
 * the best moves by rank, each with its coordinate, win rate and visits, as
 * many as the room left allows (the letters are those on the board).  An
 * engine without a win rate (GNU Go's estimate_score and top_moves): the
 * lead alone, and the moves with the engine's value in points.
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdio.h>

#include "engine/analysis_line.h"
#include "ui/ui_int.h"

/* Lines left for the candidates (the rest of the panel keeps its own). */
#define PANEL_MOVES 4

/* GNU Go's stand-in: the lead and the moves' values, no win rate. */
static void lead_only(struct ui *u, const struct analysis_line *l)
{
	const struct game *g = view_game(u);
	char v[8];

	attr_set(A_BOLD, 0, NULL);
	if (l->has_lead)
		/* TRANSLATORS: the side to move, its lead by the engine's
		   estimate_score ("+3.5"): no win rate.  36 columns at 80. */
		status_line(u, _("%s to move, lead %+.1f"), color_name(g->to_move), l->lead);
	else
		status_line(u, _("%s to move"), color_name(g->to_move));
	attr_set(A_NORMAL, 0, NULL);
	for (int i = 0; i < l->nmoves && i < PANEL_MOVES; i++)
		/* TRANSLATORS: the rank's letter, the move, the engine's value
		   of the move in points (GNU Go's top_moves). */
		status_line(u, _("%c %-4s %6.2f points"), 'A' + i,
		            board_vertex_name(&g->board, l->moves[i].point, v), l->moves[i].value);
}

void status_analysis(struct ui *u)
{
	const struct analysis_line *l = cmd_analysis_line(&u->ctx);
	const char *name = cmd_analysis_name(&u->ctx);
	const struct game *g = view_game(u);
	const struct analysis_move *best;
	char v[8], lead[32] = "";

	if (!name)
		return;
	if (l && l->lead_only) {
		lead_only(u, l);
		return;
	}
	if (!l || !(best = analysis_line_best(l))) {
		/* TRANSLATORS: the analysis engine's name, then "…" ("..." in
		   ASCII); it has no result yet. */
		status_line(u, _("%s: analysing%s"), name, u->opt.ascii ? "..." : "…");
		return;
	}
	if (best->has_lead)
		snprintf(lead, sizeof lead, _(", lead %+.1f"), best->lead);
	attr_set(A_BOLD, 0, NULL);
	/* TRANSLATORS: the side to move, its win rate in percent, then the score
	   lead (", lead +3.5").  Status panel: 36 columns at 80. */
	status_line(u, _("%s wins %.1f%%%s"), color_name(g->to_move), best->winrate * 100, lead);
	attr_set(A_NORMAL, 0, NULL);
	for (int i = 0; i < l->nmoves && i < PANEL_MOVES; i++) {
		const struct analysis_move *m = &l->moves[i];

		status_line(u, "%c %-4s %5.1f%% %7d", 'A' + i,
		            board_vertex_name(&g->board, m->point, v), m->winrate * 100, m->visits);
	}
}

/*
 * analysis_panel.c — the live analysis in the status area (cmd_analysis.c):
 * the engine, the side to move's win rate and score lead with its sign, and
 * the best moves by rank, each with its coordinate, win rate and visits, as
 * many as the room left allows (the letters are those on the board).
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdio.h>

#include "engine/analysis_line.h"
#include "ui/ui_int.h"

/* Lines left for the candidates (the rest of the panel keeps its own). */
#define PANEL_MOVES 4

void status_analysis(struct ui *u)
{
	const struct analysis_line *l = cmd_analysis_line(&u->ctx);
	const char *name = cmd_analysis_name(&u->ctx);
	const struct game *g = view_game(u);
	const struct analysis_move *best;
	char v[8], lead[32] = "";

	if (!name)
		return;
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

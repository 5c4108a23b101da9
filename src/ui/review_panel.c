/*
 * review_panel.c — the status area while a record is reviewed: the review's
 * panel (the move, the next one on the chosen variation and how many follow,
 * the node's name, the game information, the graph of the estimated lead,
 * the comment scrolled with [ and ]), and the two panels that stand on a
 * review too: a problem's (its task, solved or not) and the teaching
 * board's (edit mode).  The lines are drawn with status.c's functions; a
 * step through the record rewrites as few lines as it can (the next move on
 * the move's line, the graph's rows in place).
 */
#include "base/i18n.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "record/problem.h"
#include "record/review.h"
#include "ui/ui_int.h"

static const char *move_letter(enum color who)
{
	return who == BLACK ? _("B") : who == WHITE ? _("W") : "";
}

/* The move that led to the reviewed node (its point padded to three
 * cells, so that what follows on the line stays in place). */
static void status_review_move(const struct review *rv, char *buf, size_t len)
{
	int p, n = review_move_number(rv);
	enum color who = review_node_move(rv, rv->node, &p);
	char v[8];

	if (who == EMPTY)
		snprintf(buf, len, _("Move %d: no move here"), n);
	else if (p == PASS)
		snprintf(buf, len, _("Move %d: %s passes"), n, color_name(who));
	else if (!rv->stop)
		snprintf(buf, len, _("Move %d: %s %-3s"), n, move_letter(who),
		         p >= 0 ? board_vertex_name(&rv->game.board, p, v) : "?");
	else /* the message line says where and why */
		snprintf(buf, len, rv->stop == rv->node ? _("Move %d: %s %s, illegal") :
		                                          _("Move %d: %s %s, not played"),
		         n, move_letter(who), p >= 0 ? board_vertex_name(&rv->game.board, p, v) : "?");
}

/* The move, then the one that follows on the chosen variation and how many
 * there are: on the move's line when it is the only one or there is none
 * (a step then rewrites one line of the status area, not two, and the
 * lead graph under it stays where it is). */
static void status_review_next(struct ui *u, const struct review *rv)
{
	const struct sgf_node *next = rv->node->child;
	int k = review_children(rv->node), p;
	enum color who;
	char v[8], move[128];

	status_review_move(rv, move, sizeof move);
	if (k == 0) { /* on the move's line too: what follows stays in place */
		status_line(u, "%s  %s", move, _("End of this line"));
		return;
	}
	for (int i = 0; i < rv->choice && next; i++)
		next = next->next;
	who = review_node_move(rv, next, &p);
	v[0] = '\0';
	if (who != EMPTY && p >= 0)
		board_vertex_name(&rv->game.board, p, v);
	else if (who != EMPTY)
		snprintf(v, sizeof v, "%s", p == PASS ? _("pass") : "?"); /* ?: off the board */
	if (k > 1) {
		status_line(u, "%s", move);
		status_line(u, _("Next: variation %d of %d: %s %s"), rv->choice + 1, k,
		            move_letter(who), v);
	} else {
		status_line(u, _("%s  Next: %s %s"), move, move_letter(who), v);
	}
}

/* How many lines of the comment to skip: *scroll, clamped so that the
 * end of the comment fills the rows left (room) under a "more above"
 * line; written back so that scrolling up starts from what is shown. */
static int comment_skip(struct ui *u, const char *comment, int room, int *scroll)
{
	const char *t = comment, *line;
	int len, total = 0, skip = *scroll;

	while (ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len))
		total++;
	if (total <= room)
		skip = 0;
	else if (skip > total - (room - 1))
		skip = total - (room - 1);
	*scroll = skip;
	return skip;
}

void status_comment(struct ui *u, const char *comment, int *scroll)
{
	struct view *v = &u->view;
	const char *t = comment, *line;
	int len, skip;

	if (!comment || !*comment || v->line >= v->limit)
		return;
	skip = comment_skip(u, comment, v->limit - v->line, scroll);
	for (int i = 0; i < skip; i++)
		ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len);
	if (skip)
		status_line(u, "%s", _("… (the comment above)"));
	while (v->line < v->limit && ui_wrap(&t, status_wrap_width(u), ui_width, &line, &len)) {
		if (v->line == v->limit - 1 && t[strspn(t, " \n")]) {
			status_line(u, "%s", _("… (the comment goes on)"));
			break;
		}
		status_line(u, "%.*s", len, line);
	}
}

/* The node's comment, scrolled with the review ([ and ]). */
static void status_review_comment(struct ui *u, const struct review *rv)
{
	char *comment = review_comment(rv);

	status_comment(u, comment, &u->ctx.s.review->scroll);
	free(comment);
}

/* Edit mode: who moves after the setup, the keys. */
void status_edit(struct ui *u, const struct review *rv)
{
	attr_set(A_REVERSE, 0, NULL);
	status_line(u, "%s", _(" EDIT - set up the position "));
	attr_set(A_NORMAL, 0, NULL);
	for (enum color who = BLACK; who <= WHITE; who++)
		status_player_line(u, &rv->game.board, who);
	status_line(u, _("%s to play after the setup."), color_name(rv->game.to_move));
	status_line(u, "%s", u->ctx.s.edit_play ? _("Done: play goes on from here.") :
	                                        _("Done: a setup node in the record."));
	status_foot(u);
	status_line(u, "%s", _("Enter cycle  b/w/x stone  t turn"));
	status_line(u, "%s", _("u undo  s done  ←↑↓→ cursor"));
	status_help_quit(u, false);
}

/* The game information of the record that the players' lines do not
 * show, on one line (wrapped): ranks, event, round, date, place, result. */
static void status_review_info(struct ui *u, const struct review *rv)
{
	static const char *const ids[] = { "GN", "BR", "WR", "EV", "RO", "DT", "PC", "RE" };
	struct sbuf b;

	sbuf_init(&b);
	for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
		char *v = review_info(rv, ids[i]);

		if (v && *v)
			sbuf_printf(&b, "%s%s %s", b.len ? text_list_sep() : "", ids[i], v);
		free(v);
	}
	if (b.len)
		status_line(u, "%s", b.s);
	sbuf_free(&b);
}

/* The graph of the estimated lead (graph.c), when it leaves two rows for
 * the comment under it. */
static void status_review_graph(struct ui *u)
{
	struct view *v = &u->view;

	if (v->limit - v->line >= GRAPH_ROWS + 2)
		v->line += graph_draw(u, v->sy + v->line, v->sx, v->sw);
}

/* The review: names and captures, the move, the variations that follow,
 * the comment; the keys at the foot. */
void status_review(struct ui *u, const struct review *rv)
{
	struct review_marks *marks;
	char *name;

	attr_set(A_REVERSE, 0, NULL);
	status_line(u, "%s", review_on_main_line(rv) ? _(" REVIEW - main line ") :
	                                               _(" REVIEW - a variation "));
	attr_set(A_NORMAL, 0, NULL);
	for (enum color who = BLACK; who <= WHITE; who++)
		status_player_line(u, &rv->game.board, who);
	status_review_info(u, rv);
	status_review_next(u, rv);
	if (cmd_estimate_shown(&u->ctx))
		status_estimate(u);
	if ((name = review_node_name(rv)) != NULL) {
		status_line(u, _("Named: %s"), name);
		free(name);
	}
	status_analysis(u);
	if (u->ctx.s.tree_shown) {
		status_review_tree(u);
		status_foot(u);
		status_line(u, "%s", _("h/l move  k/j row  Home/End"));
		status_line(u, "%s", _("T tree off  c comment  m marks"));
		status_help_quit(u, false);
		return;
	}
	status_blank(u);
	status_review_graph(u);
	marks = xmalloc(sizeof *marks);
	review_marks(rv, marks);
	status_marked_lines(u, marks);
	free(marks);
	status_review_comment(u, rv);
	status_foot(u);
	status_line(u, "%s", _("←/→ move  PgUp/PgDn 10  Home/End"));
	status_line(u, "%s", _("↑/↓ variation  [/] comment  v back to play"));
	status_help_quit(u, false);
}

/* A problem: which, its title, how many are solved, whose move or how it
 * ended; the comment of the node, else the problem's own (its task). */
void status_problem(struct ui *u, const struct review *rv,
                           const struct cmd_problem_info *pi)
{
	char *title = problem_title(rv);
	struct review task;

	attr_set(A_REVERSE, 0, NULL);
	status_line(u, _(" PROBLEM %d of %d "), pi->number, pi->total);
	attr_set(A_NORMAL, 0, NULL);
	if (title)
		status_line(u, "%s", title);
	free(title);
	status_line(u, _("Solved so far: %d"), pi->solved);
	attr_set(A_BOLD, 0, NULL);
	if (pi->state == 1)
		status_line(u, "%s", _("Solved!"));
	else if (pi->state == 2)
		status_line(u, "%s", _("Not solved"));
	else
		status_line(u, _("%s to play"), color_name(rv->game.to_move));
	attr_set(A_NORMAL, 0, NULL);
	status_blank(u);
	task = *rv; /* a shallow copy standing on the root: only its comment is read */
	if (!sgf_node_get(rv->node, "C"))
		task.node = rv->root;
	status_review_comment(u, &task);
	status_foot(u);
	status_line(u, "%s", _("Enter plays  u again  n next  N back"));
	status_help_quit(u, true);
}

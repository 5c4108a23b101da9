/*
 * problem_author.c — a problem written from a record (problem.h,
 * "Authoring"): the position where the problem starts becomes the root of
 * a new file, the lines after it its variations.
 */
#include "record/problem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "record/sgfgame.h"

static bool has_setup(const struct sgf_node *n)
{
	return sgf_node_get(n, "AB") || sgf_node_get(n, "AW") || sgf_node_get(n, "AE");
}

const struct sgf_node *problem_start(const struct review *rv)
{
	const struct sgf_node *n = rv->node;

	while (n != rv->root && !has_setup(n))
		n = n->parent;
	return n;
}

/* The setup of the problem's root: the position at start, whose turn. */
static void root_position(struct sgf *out, struct sgf_node *root, const struct game *g)
{
	const struct board *b = &g->board;
	char v[3], size[8];

	snprintf(size, sizeof size, "%d", b->size);
	sgf_node_set_raw(out, root, "FF", "4");
	sgf_node_set_raw(out, root, "GM", "1");
	sgf_node_set_raw(out, root, "SZ", size);
	sgf_node_set_raw(out, root, "AP", "tengen");
	board_foreach_point(b, p)
		if (board_at(b, p) == BLACK || board_at(b, p) == WHITE)
			sgf_node_add_raw(out, root, board_at(b, p) == BLACK ? "AB" : "AW",
			                 sgf_point_name(b, p, v));
	sgf_node_set_raw(out, root, "PL", g->to_move == WHITE ? "W" : "B");
}

/* Every property of n but setup onto copy. */
static void copy_props(struct sgf *out, struct sgf_node *copy, const struct sgf_node *n)
{
	for (const struct sgf_prop *p = n->props; p; p = p->next) {
		if (!strcmp(p->id, "AB") || !strcmp(p->id, "AW") || !strcmp(p->id, "AE") ||
		    !strcmp(p->id, "PL"))
			continue;
		for (int i = 0; i < p->nvalues; i++)
			sgf_node_add_raw(out, copy, p->id, p->values[i]);
	}
}

/* start's children and everything below them under root, without
 * recursion (a line may be long). */
static void copy_lines(struct sgf *out, struct sgf_node *root, const struct sgf_node *start)
{
	const struct sgf_node *at = start->child;
	struct sgf_node *parent = root;

	while (at) {
		struct sgf_node *copy = sgf_node_add(out, parent);

		copy_props(out, copy, at);
		if (at->child) {
			at = at->child;
			parent = copy;
			continue;
		}
		while (at != start && !at->next) {
			at = at->parent;
			parent = parent->parent;
		}
		at = at == start ? NULL : at->next;
	}
}

static struct sgf *refuse(char **cause, const char *why)
{
	cause_set(cause, "%s", why);
	return NULL;
}

struct sgf *problem_build(const struct review *rv, int *correct, int *wrong, char **cause)
{
	const struct sgf_node *start = problem_start(rv);
	enum problem_verdict v[64];
	int points[64], n = problem_tries(rv, start, points, v, 64);
	struct sgf *out;
	struct sgf_node *root;
	struct game g;
	const char *raw;

	*correct = *wrong = 0;
	for (int i = 0; i < n && i < 64; i++)
		*(v[i] == PROBLEM_CORRECT ? correct : wrong) += 1;
	if (n == 0)
		return refuse(cause, _("no move follows the problem's position: play the answer and "
		                       "the wrong tries there first"));
	if (*correct == 0)
		return refuse(cause, _("no line is marked correct: problem correct marks the move "
		                       "shown"));
	if (sgf_replay_to_node(rv->tree, start, &g, NULL, NULL, NULL) < 0)
		return refuse(cause, _("the problem's position cannot be replayed"));
	out = sgf_new();
	root = sgf_node_add(out, NULL);
	root_position(out, root, &g);
	if ((raw = sgf_node_get(rv->root, "GN")))
		sgf_node_set_raw(out, root, "GN", raw);
	if ((raw = sgf_node_get(start, "C")))
		sgf_node_set_raw(out, root, "C", raw);
	copy_lines(out, root, start);
	game_free(&g);
	return out;
}

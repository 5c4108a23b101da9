/*
 * cmd_tree.c — the review's game tree (record/gametree.h): `tree [on|off]`
 * shows or hides it, `tree up|down` goes to the variation above or below
 * on the picture, `tree goto COLUMN [ROW]` to a node; cmd_tree_text() is
 * the window the front ends show (the screen in the review panel, --plain
 * with its `tree`).  The layout is made again at every use, from the tree
 * as it is then (edits add nodes): one pass over the nodes, no cache to
 * keep true.  The window's place (c->s.tree_top, tree_left) is kept
 * between uses, so a step scrolls by a column, not a page.
 */
#include "cmd/cmd.h"

#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "base/util.h"
#include "record/gametree.h"
#include "record/review.h"

/* Lay out the review's game; the item of its node. */
static int layout(const struct cmd_ctx *c, struct tree_layout *t)
{
	tree_layout_build(t, c->s.review->root);
	return tree_find(t, c->s.review->node);
}

/* Stand on item i of t (freed). */
static int tree_jump(struct cmd_ctx *c, struct tree_layout *t, int i)
{
	const struct sgf_node *n = t->v[i].node;

	tree_layout_free(t);
	if (!review_goto_node(c->s.review, n))
		return cmd_fail(c, _("that node is not in this game"));
	return cmd_review_moved(c);
}

static int tree_vertical_exec(struct cmd_ctx *c, int dir)
{
	struct tree_layout t;
	int i = layout(c, &t), j = i < 0 ? -1 : tree_vertical(&t, i, dir);

	if (j < 0) {
		tree_layout_free(&t);
		return cmd_fail(c, dir < 0 ? _("no variation above this one in the tree") :
		                             _("no variation below this one in the tree"));
	}
	return tree_jump(c, &t, j);
}

/* tree goto COLUMN [ROW]: columns from 0 (the root), rows from 1 (the
 * main line), as the panel's title counts them; no ROW: the current row. */
static int tree_goto_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct tree_layout t;
	int i = layout(c, &t), col, row = i >= 0 ? t.v[i].row + 1 : 1, j;

	if (argc < 2 || !number_parse_int(argv[1], 0, 1000000, &col) ||
	    (argc > 2 && !number_parse_int(argv[2], 1, 1000000, &row))) {
		tree_layout_free(&t);
		return cmd_fail(c, _("tree goto takes a column (0: the start) and a row (1: the "
		                     "main line), e.g. tree goto 12 2"));
	}
	if ((j = tree_at(&t, row - 1, col)) < 0) {
		tree_layout_free(&t);
		return cmd_failf(c, _("no move at column %d of row %d of the tree"), col, row);
	}
	return tree_jump(c, &t, j);
}

int cmd_tree_exec(struct cmd_ctx *c, int argc, char **argv)
{
	bool show = !c->s.tree_shown;

	if (argc && !strcmp(argv[0], "up"))
		return tree_vertical_exec(c, -1);
	if (argc && !strcmp(argv[0], "down"))
		return tree_vertical_exec(c, 1);
	if (argc && !strcmp(argv[0], "goto"))
		return tree_goto_exec(c, argc, argv);
	if (argc && (strcmp(argv[0], "on") && strcmp(argv[0], "off")))
		return cmd_fail(c, _("tree takes on, off, up, down or goto COLUMN [ROW]"));
	if (argc)
		show = !strcmp(argv[0], "on");
	c->s.tree_shown = show;
	if (show)
		cmd_message(c, false, _("The game tree is shown: %s/%s a move, %s/%s the variation "
		                        "above or below; c a comment, m marks."),
		            cmd_key(c, ":prev"), cmd_key(c, ":next"), cmd_key(c, ":tree up"),
		            cmd_key(c, ":tree down"));
	else
		cmd_message(c, false, "%s", _("The game tree is hidden."));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

char *cmd_tree_text(struct cmd_ctx *c, int h, int w, bool ascii, struct cmd_tree_place *at)
{
	struct tree_layout t;
	int i, top = c->s.tree_top, left = c->s.tree_left;
	char *text;

	if (!c->s.review)
		return NULL;
	i = layout(c, &t);
	tree_window(&t, i, h, w, &top, &left);
	c->s.tree_top = top;
	c->s.tree_left = left;
	text = tree_render(&t, i, top, left, h, w, ascii, true);
	at->row = i >= 0 ? t.v[i].row : 0;
	at->col = i >= 0 ? t.v[i].col : 0;
	at->rows = t.rows;
	at->cols = t.cols;
	at->y = at->row - top;
	at->x = 2 * (at->col - left);
	tree_layout_free(&t);
	return text;
}

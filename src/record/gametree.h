/*
 * gametree.h — the game tree as text: which node of a record goes in which
 * cell of a grid, the window of it a screen shows, and the grid drawn in
 * characters (core: no curses).
 *
 * Model: as Sabaki's and GoGui's game trees, one column per move (a node's
 * column is its depth: the root 0, the first move 1, …) and a row per
 * branch.  A node's first child goes on in its row; every other child
 * starts a row below, with a line down its parent's column.  Rows are
 * packed as Sabaki packs them: a branch takes the first row below its
 * parent (and below its earlier siblings) where its line of first
 * children fits, so a short variation late in the game sits beside an
 * early one.  Branches are laid out right to left along a line (the
 * deepest first), each with its whole subtree before the next: then
 * everything already laid out below a line lies right of any branch
 * point still to come on it, and the line down from that point never
 * meets a node or another line (check_gametree tries 200 random trees).
 * The lines down are taken too, so a later row's nodes do not cover them.
 *
 * Design notes:
 * - The layout is built without recursion (a stack of branches to lay
 *   out), so a line of 100 000 moves or variations nested 10 000 deep is
 *   no deeper a call than one of 10.  Item 0 is the root; a row's line is
 *   consecutive items.  Each row keeps the spans of columns taken.
 * - Each cell of the text is one terminal column; a tree column is two:
 *   the node, then the link to its right ('─' when its first child goes on
 *   in the row).  A node with a comment (C) shows 'c' in its link cell,
 *   one with marks or labels (TR SQ CR MA LB) 'm', both '*': readable
 *   without colour.  A later child's row is reached by '│' down the
 *   parent's column, then '├' (more children below) or '└' (the last),
 *   then '─'.  The current node is '◉' ('@' in ASCII); black '●' 'X',
 *   white '○' 'O', a node without a move (the root, setup) '◇' '+';
 *   ASCII lines '-' '|' '`'.
 * - tree_window() keeps the current node inside the window, a cell away
 *   from its edges when the window is big enough, and moves the window no
 *   more than that needs (a step along a row scrolls by one column at the
 *   edge, not a page), clamped to the grid.
 * - tree_vertical() is the next/previous branch on the picture: the
 *   adjacent row above or below (every row holds a node), at the node of
 *   that row nearest to the current column, the closest one to its left
 *   first.
 * - The screen draws tree_render()'s lines in the review panel (ui/
 *   review_panel.c) with the current node in reverse video; --plain's
 *   `tree` prints them.  Tests: check_gametree (rows and columns of a
 *   small file, a line of 20 000 moves, 300 variations at one node, the
 *   window at the edges, the vertical moves, the ASCII and Unicode text),
 *   e2e tree.sh.
 */
#ifndef TENGEN_GAMETREE_H
#define TENGEN_GAMETREE_H

#include <stdbool.h>

#include "record/sgf.h"
#include "rules/types.h"

enum {
	TREE_COMMENT = 1,  /* C[] not empty */
	TREE_MARKS = 2,    /* TR SQ CR MA LB */
};

struct tree_item {
	const struct sgf_node *node;
	int row, col;         /* col: the depth (the root 0) */
	int parent;           /* the parent's item, -1 for the root */
	bool first_child;     /* goes on in its parent's row (has the same row) */
	bool has_child;       /* its first child goes on in this row */
	int last_branch;      /* the row of its last branch laid out (its own row
	                         before the first) */
	enum color move;      /* B or W, else EMPTY */
	unsigned flags;       /* TREE_COMMENT | TREE_MARKS */
};

struct tree_layout {
	struct tree_item *v;
	int n;
	int rows, cols;       /* the grid's extent */
};

/* Lay out the tree under root (a game's root node). */
void tree_layout_build(struct tree_layout *t, const struct sgf_node *root);
void tree_layout_free(struct tree_layout *t);
/* The item of node, or -1. */
int tree_find(const struct tree_layout *t, const struct sgf_node *node);
/* The item at a cell of the grid, or -1. */
int tree_at(const struct tree_layout *t, int row, int col);
/* The item in the adjacent row (dir -1 above, 1 below) nearest to item
 * i's column (see above), or -1 at the first / last row. */
int tree_vertical(const struct tree_layout *t, int i, int dir);

/* The window: *top (a row) and *left (a column) of the grid so that item
 * cur shows in a window of h rows and w tree columns; the old values are
 * kept as far as they can be. */
void tree_window(const struct tree_layout *t, int cur, int h, int w, int *top, int *left);

/* The window's text: h lines of 2*w cells each ('\n' after each; trailing
 * blanks kept when pad, else cut), item cur shown as the current node
 * (-1: none).  A new string. */
char *tree_render(const struct tree_layout *t, int cur, int top, int left, int h, int w,
                  bool ascii, bool pad);

#endif

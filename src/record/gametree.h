/*
 * gametree.h — the game tree as text: which node of a record goes in which
 * cell of a grid, the window of it a screen shows, and the grid drawn in
 * characters (core: no curses).
 *
 * Model: as Sabaki's and GoGui's game trees, one column per move (a node's
 * column is its depth: the root 0, the first move 1, …) and a row per
 * branch.  A node's first child goes on in its row; every other child
 * starts a new row, the first row no node uses yet at the time it is laid
 * out, after the whole subtree of the children before it (depth first, in
 * the file's order).  So the main line is row 0, a variation's row is
 * below every row of the variations before it, and the line from a node
 * down to a later child's row never crosses a node: the rows between hold
 * only the subtrees of the earlier children, which start right of it.
 * Not compacted as Sabaki's (a short variation late in the game does not
 * go up beside an early one): rows = the number of leaves.
 *
 * Design notes:
 * - The layout is built without recursion (an explicit stack), so a line
 *   of 100 000 moves is no deeper a call than one of 10.  Items are in
 *   depth-first order; item 0 is the root.
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

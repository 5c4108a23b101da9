/*
 * gametree.c — the game tree as a grid of text: the layout (a row per
 * branch, a column per move), its window and its characters (gametree.h).
 */
#include "record/gametree.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"

/* What a node's properties say about it. */
static void item_describe(struct tree_item *it)
{
	static const char *const marks[] = { "TR", "SQ", "CR", "MA", "LB" };
	const char *c = sgf_node_get(it->node, "C");

	it->move = sgf_node_get(it->node, "B") ? BLACK : sgf_node_get(it->node, "W") ? WHITE : EMPTY;
	it->flags = c && *c ? TREE_COMMENT : 0;
	for (size_t i = 0; i < sizeof marks / sizeof *marks; i++)
		if (sgf_node_get(it->node, marks[i]))
			it->flags |= TREE_MARKS;
}

/* What each row holds so far: spans of columns, nodes and lines. */
struct span { int a, b; };
struct row_spans { struct span *v; size_t n, cap; };

struct builder {
	struct tree_layout *t;
	size_t cap;
	struct row_spans *row;
	size_t nrows_cap;
	/* branches to lay out: a child node under a parent item */
	struct task { const struct sgf_node *node; int parent; } *task;
	size_t ntask, task_cap;
};

static struct row_spans *row_of(struct builder *b, int r)
{
	if ((size_t)r >= b->nrows_cap) {
		size_t old = b->nrows_cap;

		b->row = xgrow(b->row, &b->nrows_cap, (size_t)r + 1, sizeof *b->row);
		memset(b->row + old, 0, (b->nrows_cap - old) * sizeof *b->row);
	}
	return &b->row[r];
}

static void take(struct builder *b, int r, int from, int to)
{
	struct row_spans *rs = row_of(b, r);

	rs->v = xgrow(rs->v, &rs->cap, rs->n + 1, sizeof *rs->v);
	rs->v[rs->n++] = (struct span){ from, to };
	if (r + 1 > b->t->rows)
		b->t->rows = r + 1;
}

static bool fits(struct builder *b, int r, int from, int to)
{
	const struct row_spans *rs = row_of(b, r);

	for (size_t i = 0; i < rs->n; i++)
		if (rs->v[i].a <= to && from <= rs->v[i].b)
			return false;
	return true;
}

/* A new item for node under parent p, at row, col. */
static int add_item(struct builder *b, const struct sgf_node *n, int p, int row, int col)
{
	struct tree_layout *t = b->t;
	struct tree_item *it;

	t->v = xgrow(t->v, &b->cap, (size_t)t->n + 1, sizeof *t->v);
	it = &t->v[t->n];
	memset(it, 0, sizeof *it);
	it->node = n;
	it->parent = p;
	it->row = row;
	it->col = col;
	it->last_branch = row;
	it->first_child = p >= 0 && t->v[p].node->child == n;
	if (it->first_child)
		t->v[p].has_child = true;
	if (col + 1 > t->cols)
		t->cols = col + 1;
	item_describe(it);
	return t->n++;
}

/* The chain from n (first children) in row from col on, under parent p;
 * then its branches queued, so the rightmost is laid out first and a
 * node's later children after its earlier ones. */
static void lay_chain(struct builder *b, const struct sgf_node *n, int p, int row, int col)
{
	int first = b->t->n, len = 0, last;

	for (const struct sgf_node *k = n; k; k = k->child)
		len++;
	take(b, row, p >= 0 ? col - 1 : col, col + len - 1);
	for (int prev = p; n; n = n->child, col++)
		prev = add_item(b, n, prev, row, col);
	last = b->t->n - 1;
	for (int i = first; i <= last; i++) {
		int k = 0;

		for (const struct sgf_node *c = b->t->v[i].node->child; c; c = c->next)
			k++;
		if (k < 2)
			continue;
		b->task = xgrow(b->task, &b->task_cap, b->ntask + (size_t)k - 1, sizeof *b->task);
		b->ntask += (size_t)k - 1;
		k = 0; /* the second child on top */
		for (const struct sgf_node *c = b->t->v[i].node->child->next; c; c = c->next)
			b->task[b->ntask - 1 - (size_t)k++] = (struct task){ c, i };
	}
}

/* A branch: the first row below its parent and its earlier siblings
 * where its chain fits, the line down to it taken too: the rows from the
 * sibling before it (whose line and chain took the rows above, in the
 * parent's column), so n branches take n rows, not n^2 / 2. */
static void lay_branch(struct builder *b, const struct task *tk)
{
	struct tree_item *p = &b->t->v[tk->parent];
	int len = 0, r = p->last_branch + 1, from = r, pc = p->col;

	for (const struct sgf_node *k = tk->node; k; k = k->child)
		len++;
	while (!fits(b, r, pc, pc + len))
		r++;
	p->last_branch = r;
	for (int q = from; q < r; q++)
		take(b, q, pc, pc);
	lay_chain(b, tk->node, tk->parent, r, pc + 1);
}

void tree_layout_build(struct tree_layout *t, const struct sgf_node *root)
{
	struct builder b = { .t = t };

	memset(t, 0, sizeof *t);
	lay_chain(&b, root, -1, 0, 0);
	while (b.ntask > 0) {
		struct task tk = b.task[--b.ntask];

		lay_branch(&b, &tk);
	}
	for (size_t r = 0; r < b.nrows_cap; r++)
		free(b.row[r].v);
	free(b.row);
	free(b.task);
}

void tree_layout_free(struct tree_layout *t)
{
	free(t->v);
	memset(t, 0, sizeof *t);
}

int tree_find(const struct tree_layout *t, const struct sgf_node *node)
{
	for (int i = 0; i < t->n; i++)
		if (t->v[i].node == node)
			return i;
	return -1;
}

int tree_at(const struct tree_layout *t, int row, int col)
{
	for (int i = 0; i < t->n; i++)
		if (t->v[i].row == row && t->v[i].col == col)
			return i;
	return -1;
}

/* Is column a nearer to col than b (b < 0: none yet)?  Left of it first. */
static bool nearer(int a, int b, int col)
{
	int da = a <= col ? col - a : a - col + 100000, db = b <= col ? col - b : b - col + 100000;

	return b < 0 || da < db;
}

int tree_vertical(const struct tree_layout *t, int i, int dir)
{
	int row = t->v[i].row + (dir < 0 ? -1 : 1), col = t->v[i].col, best = -1;

	if (row < 0 || row >= t->rows)
		return -1;
	for (int j = 0; j < t->n; j++)
		if (t->v[j].row == row && nearer(t->v[j].col, best < 0 ? -1 : t->v[best].col, col))
			best = j;
	return best;
}

/* One axis of the window: first so that at shows among view cells of
 * total, a cell from the edges when view allows it. */
static int scroll_axis(int first, int at, int view, int total)
{
	int margin = view >= 5 ? 1 : 0;

	if (view <= 0)
		return 0;
	if (at - margin < first)
		first = at - margin;
	if (at + margin > first + view - 1)
		first = at + margin - view + 1;
	if (first > total - view)
		first = total - view;
	return first < 0 ? 0 : first;
}

void tree_window(const struct tree_layout *t, int cur, int h, int w, int *top, int *left)
{
	if (cur < 0 || cur >= t->n)
		cur = 0;
	*top = scroll_axis(*top, t->v[cur].row, h, t->rows);
	*left = scroll_axis(*left, t->v[cur].col, w, t->cols);
}

/* The cells of the grid: a kind, or connector bits. */
enum {
	CELL_BLANK, CELL_BLACK, CELL_WHITE, CELL_EMPTY, CELL_CURRENT, CELL_LINK,
	CELL_COMMENT, CELL_MARKS, CELL_BOTH, CELL_KINDS,
	CELL_UP = 16, CELL_DOWN = 32, CELL_RIGHT = 64,
};

struct grid {
	unsigned char *cell;
	int top, left, h, w; /* w in cells: two a column */
};

static void grid_set(struct grid *g, int row, int x, unsigned char v, bool or)
{
	int y = row - g->top;

	x -= 2 * g->left;
	if (y < 0 || y >= g->h || x < 0 || x >= g->w)
		return;
	g->cell[y * g->w + x] = or ? g->cell[y * g->w + x] | v : v;
}

/* The line from item it's parent down to its row. */
static void grid_branch(struct grid *g, const struct tree_layout *t, const struct tree_item *it)
{
	const struct tree_item *p = &t->v[it->parent];
	int from = p->row + 1 > g->top ? p->row + 1 : g->top;
	int to = it->row < g->top + g->h - 1 ? it->row : g->top + g->h - 1;

	for (int q = from; q <= to; q++)
		grid_set(g, q, 2 * p->col, CELL_UP | (q < it->row ? CELL_DOWN : CELL_RIGHT), true);
	grid_set(g, it->row, 2 * p->col + 1, CELL_LINK, false);
}

static void grid_fill(struct grid *g, const struct tree_layout *t, int cur)
{
	static const unsigned char marks[] = { CELL_LINK, CELL_COMMENT, CELL_MARKS, CELL_BOTH };

	for (int i = 0; i < t->n; i++) {
		const struct tree_item *it = &t->v[i];
		unsigned char kind = i == cur ? CELL_CURRENT : it->move == BLACK ? CELL_BLACK :
		                     it->move == WHITE ? CELL_WHITE : CELL_EMPTY;

		if (it->parent >= 0 && !it->first_child)
			grid_branch(g, t, it);
		grid_set(g, it->row, 2 * it->col, kind, false);
		if (it->flags || it->has_child)
			grid_set(g, it->row, 2 * it->col + 1, marks[it->flags & 3], false);
	}
}

static const char *cell_text(unsigned char c, bool ascii)
{
	static const char *const uni[CELL_KINDS] = { " ", "●", "○", "◇", "◉", "─", "c", "m", "*" };
	static const char *const asc[CELL_KINDS] = { " ", "X", "O", "+", "@", "-", "c", "m", "*" };

	if (c < CELL_KINDS)
		return (ascii ? asc : uni)[c];
	if (c & CELL_RIGHT)
		return ascii ? (c & CELL_DOWN ? "|" : "`") : (c & CELL_DOWN ? "├" : "└");
	return ascii ? "|" : "│";
}

char *tree_render(const struct tree_layout *t, int cur, int top, int left, int h, int w,
                  bool ascii, bool pad)
{
	struct grid g = { NULL, top, left, h > 0 ? h : 0, w > 0 ? 2 * w : 0 };
	struct sbuf b;

	g.cell = xcalloc((size_t)g.h * (size_t)g.w + 1, 1);
	grid_fill(&g, t, cur);
	sbuf_init(&b);
	for (int y = 0; y < g.h; y++) {
		int end = g.w;

		while (!pad && end > 0 && g.cell[y * g.w + end - 1] == CELL_BLANK)
			end--;
		for (int x = 0; x < end; x++)
			sbuf_add(&b, cell_text(g.cell[y * g.w + x], ascii));
		sbuf_addc(&b, '\n');
	}
	free(g.cell);
	if (!b.s)
		sbuf_add(&b, "");
	return b.s;
}

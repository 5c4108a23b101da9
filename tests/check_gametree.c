/*
 * check_gametree.c — the game tree as text (record/gametree.c): the rows
 * and columns of a small file's nodes, its ASCII and Unicode text with the
 * comments, marks and the current node; a line of 20 000 moves and 300
 * variations at one node (deep and wide, no recursion); the window kept
 * around the current node at the edges and in the middle; the moves to the
 * row above and below; 200 random trees laid out without a line crossing
 * a node or another line, and short variations sharing a row.
 */
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "record/gametree.h"
#include "record/sgf.h"
#include "testutil.h"

/* root, B aa (a comment), W bb, then three variations: the main line
 * B cc W dd; B ee (a triangle); B ff W gg, which branches again. */
static const char small[] =
	"(;GM[1]SZ[9];B[aa]C[hi];W[bb](;B[cc];W[dd])(;B[ee]TR[aa])"
	"(;B[ff];W[gg](;B[hh])(;B[ii]C[x]LB[aa:A])))";

static struct sgf *parse(const char *text)
{
	struct sgf *s = sgf_parse(text, strlen(text), "t", NULL);

	ck_assert_ptr_nonnull(s);
	return s;
}

/* The item whose node has the move prop[value]. */
static int item_of(const struct tree_layout *t, const char *prop, const char *value)
{
	for (int i = 0; i < t->n; i++) {
		const char *v = sgf_node_get(t->v[i].node, prop);

		if (v && !strcmp(v, value))
			return i;
	}
	ck_abort_msg("no %s[%s]", prop, value);
	return -1;
}

static void assert_cell(const struct tree_layout *t, const char *prop, const char *v, int row,
                        int col)
{
	int i = item_of(t, prop, v);

	ck_assert_msg(t->v[i].row == row && t->v[i].col == col, "%s[%s] at %d,%d, not %d,%d", prop,
	              v, t->v[i].row, t->v[i].col, row, col);
	ck_assert_int_eq(tree_at(t, row, col), i);
}

START_TEST(small_tree_rows_and_columns)
{
	struct sgf *s = parse(small);
	struct tree_layout t;

	tree_layout_build(&t, s->games);
	ck_assert_int_eq(t.n, 10);
	ck_assert_int_eq(t.rows, 4);
	ck_assert_int_eq(t.cols, 6);
	ck_assert(t.v[0].node == s->games && t.v[0].row == 0 && t.v[0].col == 0);
	assert_cell(&t, "B", "aa", 0, 1);
	assert_cell(&t, "W", "bb", 0, 2);
	assert_cell(&t, "B", "cc", 0, 3);
	assert_cell(&t, "W", "dd", 0, 4);
	assert_cell(&t, "B", "ee", 1, 3);
	assert_cell(&t, "B", "ff", 2, 3);
	assert_cell(&t, "W", "gg", 2, 4);
	assert_cell(&t, "B", "hh", 2, 5);
	assert_cell(&t, "B", "ii", 3, 5);
	ck_assert_int_eq(tree_at(&t, 1, 4), -1);
	ck_assert_int_eq(t.v[item_of(&t, "B", "aa")].flags, TREE_COMMENT);
	ck_assert_int_eq(t.v[item_of(&t, "B", "ee")].flags, TREE_MARKS);
	ck_assert_int_eq(t.v[item_of(&t, "B", "ii")].flags, TREE_COMMENT | TREE_MARKS);
	ck_assert_int_eq(t.v[item_of(&t, "W", "gg")].move, WHITE);
	ck_assert_int_eq(t.v[0].move, EMPTY);
	ck_assert_int_eq(tree_find(&t, t.v[5].node), 5);
	tree_layout_free(&t);
	sgf_free(s);
}
END_TEST

START_TEST(small_tree_text)
{
	struct sgf *s = parse(small);
	struct tree_layout t;
	char *text;

	tree_layout_build(&t, s->games);
	text = tree_render(&t, item_of(&t, "W", "bb"), 0, 0, 4, 6, true, false);
	ck_assert_str_eq(text, "+-Xc@-X-O\n"
	                       "    |-Xm\n"
	                       "    `-X-O-X\n"
	                       "        `-X*\n");
	free(text);
	text = tree_render(&t, -1, 0, 0, 4, 6, false, false);
	ck_assert_str_eq(text, "◇─●c○─●─○\n"
	                       "    ├─●m\n"
	                       "    └─●─○─●\n"
	                       "        └─●*\n");
	free(text);
	/* a window: rows 2-3, columns 4-5, padded to its width */
	text = tree_render(&t, item_of(&t, "B", "ii"), 2, 4, 2, 2, true, true);
	ck_assert_str_eq(text, "O-X \n"
	                       "`-@*\n");
	free(text);
	text = tree_render(&t, 0, 0, 0, 0, 6, true, false);
	ck_assert_str_eq(text, "");
	free(text);
	tree_layout_free(&t);
	sgf_free(s);
}
END_TEST

START_TEST(vertical_moves_go_to_the_nearest_node)
{
	struct sgf *s = parse(small);
	struct tree_layout t;

	tree_layout_build(&t, s->games);
	ck_assert_int_eq(tree_vertical(&t, item_of(&t, "W", "dd"), 1), item_of(&t, "B", "ee"));
	ck_assert_int_eq(tree_vertical(&t, item_of(&t, "B", "ee"), 1), item_of(&t, "B", "ff"));
	ck_assert_int_eq(tree_vertical(&t, item_of(&t, "B", "hh"), -1), item_of(&t, "B", "ee"));
	ck_assert_int_eq(tree_vertical(&t, item_of(&t, "B", "hh"), 1), item_of(&t, "B", "ii"));
	ck_assert_int_eq(tree_vertical(&t, item_of(&t, "B", "ee"), -1), item_of(&t, "B", "cc"));
	ck_assert_int_eq(tree_vertical(&t, 0, -1), -1);
	ck_assert_int_eq(tree_vertical(&t, item_of(&t, "B", "ii"), 1), -1);
	tree_layout_free(&t);
	sgf_free(s);
}
END_TEST

/* A line of n moves, or n variations of one move at the root. */
static struct sgf *long_line(int n, bool wide)
{
	struct sbuf b;
	struct sgf *s;

	sbuf_init(&b);
	sbuf_add(&b, "(;SZ[19]");
	for (int i = 0; i < n; i++)
		sbuf_printf(&b, wide ? "(;B[%c%c])" : ";%c[%c%c]", wide ? 'a' + i % 19 : "BW"[i % 2],
		            wide ? 'a' + i / 19 % 19 : 'a' + i % 19, 'a' + i / 19 % 19);
	sbuf_add(&b, ")");
	s = parse(b.s);
	sbuf_free(&b);
	return s;
}

START_TEST(deep_line_and_its_window)
{
	struct sgf *s = long_line(20000, false);
	struct tree_layout t;
	int top = 0, left = 0;
	char *text;

	tree_layout_build(&t, s->games);
	ck_assert_int_eq(t.n, 20001);
	ck_assert_int_eq(t.rows, 1);
	ck_assert_int_eq(t.cols, 20001);
	ck_assert_int_eq(t.v[20000].col, 20000);
	tree_window(&t, 8, 5, 10, &top, &left);
	ck_assert_int_eq(left, 0); /* column 8 shows: no scroll */
	tree_window(&t, 9, 5, 10, &top, &left);
	ck_assert_int_eq(left, 1); /* a cell from the right edge: one column */
	tree_window(&t, 10, 5, 10, &top, &left);
	ck_assert_int_eq(left, 2);
	tree_window(&t, 5, 5, 10, &top, &left);
	ck_assert_int_eq(left, 2); /* inside: the window stays */
	tree_window(&t, 20000, 5, 10, &top, &left);
	ck_assert_int_eq(left, 20001 - 10); /* the end: the last columns, no more */
	ck_assert_int_eq(top, 0);
	text = tree_render(&t, 20000, top, left, 1, 10, true, false);
	ck_assert_str_eq(text, "X-O-X-O-X-O-X-O-X-@\n");
	free(text);
	tree_window(&t, 0, 5, 10, &top, &left);
	ck_assert_int_eq(left, 0);
	tree_layout_free(&t);
	sgf_free(s);
}
END_TEST

START_TEST(wide_tree_and_its_window)
{
	struct sgf *s = long_line(300, true);
	struct tree_layout t;
	int top = 0, left = 0, cur;
	char *text;

	tree_layout_build(&t, s->games);
	ck_assert_int_eq(t.n, 301);
	ck_assert_int_eq(t.rows, 300);
	ck_assert_int_eq(t.cols, 2);
	for (int i = 1; i <= 300; i++)
		ck_assert(t.v[i].row == i - 1 && t.v[i].col == 1);
	cur = tree_at(&t, 150, 1);
	tree_window(&t, cur, 20, 17, &top, &left);
	ck_assert_int_eq(top, 150 + 1 - 20 + 1); /* a row below it shows */
	ck_assert_int_eq(left, 0);
	text = tree_render(&t, cur, top, left, 3, 17, true, false);
	ck_assert_str_eq(text, "|-X\n|-X\n|-X\n");
	free(text);
	ck_assert_int_eq(tree_vertical(&t, cur, -1), tree_at(&t, 149, 1));
	cur = tree_at(&t, 299, 1);
	tree_window(&t, cur, 20, 17, &top, &left);
	ck_assert_int_eq(top, 280);
	text = tree_render(&t, cur, top, left, 20, 17, true, false);
	ck_assert_msg(strstr(text, "|-X\n`-@\n") != NULL, "%s", text);
	free(text);
	tree_window(&t, 0, 20, 17, &top, &left);
	ck_assert_int_eq(top, 0);
	text = tree_render(&t, 0, top, left, 2, 17, false, false);
	ck_assert_str_eq(text, "◉─●\n├─●\n");
	free(text);
	tree_layout_free(&t);
	sgf_free(s);
}
END_TEST

/* 100 000 variations at one node: each branch's line down took every row
 * above it again, O(n^2) spans (`tree` on such a file ran out of memory
 * after minutes); each row between a branch and the one before it is
 * taken once. */
START_TEST(many_variations_lay_out_in_linear_time)
{
	struct sgf *s = long_line(100000, true);
	struct tree_layout t;

	tree_layout_build(&t, s->games);
	ck_assert_int_eq(t.n, 100001);
	ck_assert_int_eq(t.rows, 100000);
	for (int i = 1; i <= 100000; i += 997)
		ck_assert(t.v[i].row == i - 1 && t.v[i].col == 1);
	tree_layout_free(&t);
	sgf_free(s);
}
END_TEST

START_TEST(small_window_has_no_margin)
{
	struct sgf *s = long_line(50, false);
	struct tree_layout t;
	int top = 0, left = 0;

	tree_layout_build(&t, s->games);
	tree_window(&t, 3, 1, 3, &top, &left);
	ck_assert_int_eq(left, 1);
	tree_window(&t, 3, 1, 0, &top, &left);
	ck_assert_int_eq(left, 0); /* no room at all: no crash, the start */
	tree_window(&t, 99999, 1, 3, &top, &left); /* no such item: the root */
	ck_assert_int_eq(left, 0);
	tree_layout_free(&t);
	sgf_free(s);
}
END_TEST

/* A random tree as SGF: a line of 1-12 moves, then none or 2-4
 * variations, each again such a tree (*budget nodes in all at most). */
static void random_tree(struct sbuf *b, unsigned *seed, int *budget, int depth)
{
	int len = 1 + (int)(rand_r(seed) % 12), vars = rand_r(seed) % 3 ? 0 : 2 + rand_r(seed) % 3;

	for (int i = 0; i < len && (i == 0 || *budget > 0); i++, (*budget)--)
		sbuf_add(b, ";B[aa]"); /* one node at least: "()" is no tree */
	if (depth > 8 || *budget <= 0)
		return;
	for (int v = 0; v < vars; v++) {
		sbuf_addc(b, '(');
		random_tree(b, seed, budget, depth + 1);
		sbuf_addc(b, ')');
	}
	if (vars == 1) /* never: a lone variation is no variation */
		ck_abort();
}

/* What a cell holds: 0 nothing, 1 a node, 2 + the column of the parent
 * whose line passes there. */
static void check_no_crossing(const struct tree_layout *t)
{
	int *cell = xcalloc((size_t)t->rows * (size_t)t->cols, sizeof *cell);

	for (int i = 0; i < t->n; i++) {
		int *c = &cell[t->v[i].row * t->cols + t->v[i].col];

		ck_assert_msg(*c != 1, "two nodes at %d,%d", t->v[i].row, t->v[i].col);
		ck_assert_msg(*c == 0, "a line through the node at %d,%d", t->v[i].row, t->v[i].col);
		*c = 1;
	}
	for (int i = 1; i < t->n; i++) {
		const struct tree_item *it = &t->v[i], *p = &t->v[it->parent];

		ck_assert_int_eq(it->col, p->col + 1);
		ck_assert(it->first_child ? it->row == p->row : it->row > p->row);
		for (int q = p->row + 1; !it->first_child && q <= it->row; q++) {
			int *c = &cell[q * t->cols + p->col];

			ck_assert_msg(*c != 1, "the line to %d,%d crosses a node at %d,%d", it->row,
			              it->col, q, p->col);
			ck_assert_msg(*c == 0 || *c == 2 + p->col, "two lines cross at %d,%d", q, p->col);
			*c = 2 + p->col;
		}
	}
	free(cell);
}

START_TEST(random_trees_never_cross)
{
	unsigned seed = (unsigned)_i * 7919u + 1;
	int budget = 400;
	struct sbuf b;
	struct sgf *s;
	struct tree_layout t;

	sbuf_init(&b);
	sbuf_add(&b, "(;SZ[9]");
	random_tree(&b, &seed, &budget, 0);
	sbuf_addc(&b, ')');
	s = parse(b.s);
	tree_layout_build(&t, s->games);
	check_no_crossing(&t);
	/* the rows are packed: every row holds a node */
	for (int r = 0; r < t.rows; r++) {
		bool any = false;

		for (int i = 0; i < t.n && !any; i++)
			any = t.v[i].row == r;
		ck_assert_msg(any, "row %d is empty", r);
	}
	tree_layout_free(&t);
	sgf_free(s);
	sbuf_free(&b);
}
END_TEST

/* Sabaki's picture: a short variation late in the game goes in the row
 * under the main line beside an early one, not below it. */
START_TEST(short_variations_share_a_row)
{
	struct sgf *s = parse("(;SZ[9];B[aa](;W[bb];B[cc];W[dd];B[ee];W[ff];B[gg])(;W[hh];B[ii]))"
	                      "");
	struct sgf *s2 = parse("(;SZ[9];B[aa](;W[bb];B[cc];W[dd](;B[ee];W[ff])(;B[gg]))"
	                       "(;W[hh]))");
	struct tree_layout t;

	tree_layout_build(&t, s->games);
	ck_assert_int_eq(t.rows, 2);
	tree_layout_free(&t);
	tree_layout_build(&t, s2->games);
	/* B gg (at column 5, from W dd) and W hh (at 2, from B aa) both fit
	 * in row 1: the later one, right, is laid out first */
	ck_assert_int_eq(t.rows, 2);
	assert_cell(&t, "B", "gg", 1, 5);
	assert_cell(&t, "W", "hh", 1, 2);
	tree_layout_free(&t);
	sgf_free(s);
	sgf_free(s2);
}
END_TEST

static Suite *gametree_suite(void)
{
	Suite *s = suite_create("gametree");
	TCase *t = tcase_create("gametree");

	tcase_add_test(t, small_tree_rows_and_columns);
	tcase_add_test(t, small_tree_text);
	tcase_add_test(t, vertical_moves_go_to_the_nearest_node);
	tcase_add_test(t, deep_line_and_its_window);
	tcase_add_test(t, wide_tree_and_its_window);
	tcase_add_test(t, many_variations_lay_out_in_linear_time);
	tcase_add_test(t, small_window_has_no_margin);
	tcase_add_loop_test(t, random_trees_never_cross, 0, 200);
	tcase_add_test(t, short_variations_share_a_row);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(gametree_suite);

/*
 * check_problems.c — every problem of data/problems/ is sound: the file
 * parses without a warning, every game is a problem (a board of at most
 * 9×9, PL, a comment, a goal TGP), every line of every problem is legal
 * and alternates from the learner, every line ends Correct or Wrong,
 * every correct line really reaches the goal and no wrong line does
 * (doc/problems.md), every wrong try is refuted (its line ends on the
 * file's reply), and there are 100 problems or more.  Also problem_play()
 * (record/problem.c): answers, refusals, a solved and a failed line; the
 * conventions of problem collections (goproblems.com's RIGHT, the SGF
 * annotations TE BM DO …); problem_tries() and problem_mark().
 *
 * The goals (TGP[KIND:POINT], the point a stone of the problem):
 *   capture  the opponent's chain at POINT is off the board;
 *   escape   the learner's chain at POINT is on the board with 3 liberties
 *            or more;
 *   live     the learner's chain at POINT is alive by Benson's test (no
 *            sequence of opponent moves can capture it);
 *   seki     the learner's chain at POINT is on the board and shares a
 *            liberty with an opponent chain, and no liberty of either can
 *            be filled by either side without self-atari (or suicide).
 */
#include <dirent.h>
#include <stdlib.h>

#include "record/problem.h"
#include "record/sgfgame.h"
#include "testutil.h"

#ifndef PROBLEMSDIR
#define PROBLEMSDIR "data/problems"
#endif

enum goal_kind { GOAL_CAPTURE, GOAL_ESCAPE, GOAL_LIVE, GOAL_SEKI };

struct goal {
	enum goal_kind kind;
	int point;
	enum color color; /* of the stone at point in the problem */
};

/* ---- Benson's test of unconditional life ---- */

/* Regions: connected points not of colour c; region[p] = index + 1. */
static int regions_of(const struct board *b, enum color c, int *region)
{
	int stack[BOARD_MAX_POINTS], n = 0, k = 0;

	memset(region, 0, sizeof(int) * BOARD_MAX_POINTS);
	board_foreach_point(b, p) {
		if (board_at(b, p) == c || region[p])
			continue;
		region[p] = ++k;
		stack[n++] = p;
		while (n) {
			int q = stack[--n];

			board_foreach_neighbor(b, q, r)
				if (board_at(b, r) != BOARD_OFF && board_at(b, r) != c && !region[r]) {
					region[r] = k;
					stack[n++] = r;
				}
		}
	}
	return k;
}

/* Is every empty point of region r a liberty of the chain with head h? */
static bool region_vital(const struct board *b, const int *region, int r, int h)
{
	board_foreach_point(b, p) {
		bool lib = false;

		if (region[p] != r || board_at(b, p) != EMPTY)
			continue;
		board_foreach_neighbor(b, p, q)
			if (board_at(b, q) != EMPTY && board_at(b, q) != BOARD_OFF && b->head[q] == h)
				lib = true;
		if (!lib)
			return false;
	}
	return true;
}

static bool region_touches(const struct board *b, const int *region, int r, int h)
{
	board_foreach_point(b, p)
		if (region[p] == r)
			board_foreach_neighbor(b, p, q)
				if (board_at(b, q) != EMPTY && board_at(b, q) != BOARD_OFF &&
				    b->head[q] == h)
					return true;
	return false;
}

static bool benson_alive(const struct board *b, int target)
{
	enum color c = board_at(b, target);
	int region[BOARD_MAX_POINTS], nr = regions_of(b, c, region);
	bool chain_out[BOARD_MAX_POINTS] = { false }, region_out[BOARD_MAX_POINTS] = { false };
	bool changed = true;

	while (changed) {
		changed = false;
		board_foreach_point(b, h) {
			int vital = 0;

			if (board_at(b, h) != c || b->head[h] != h || chain_out[h])
				continue;
			for (int r = 1; r <= nr; r++)
				if (!region_out[r] && region_touches(b, region, r, h) &&
				    region_vital(b, region, r, h))
					vital++;
			if (vital >= 2)
				continue;
			chain_out[h] = changed = true;
			for (int r = 1; r <= nr; r++)
				if (region_touches(b, region, r, h))
					region_out[r] = true;
		}
	}
	return !chain_out[b->head[target]];
}

/* ---- seki ---- */

/* Would color at p be illegal, or a self-atari that captures nothing? */
static bool cannot_approach(const struct board *b, enum color color, int p)
{
	struct board copy = *b;
	struct board_undo u;
	bool bad;

	if (board_legal(&copy, color, p) != MOVE_OK)
		return true;
	board_play(&copy, color, p, &u);
	bad = u.ncaptured == 0 && board_liberties(&copy, p) <= 1;
	return bad;
}

static bool is_liberty_of(const struct board *b, int p, int h)
{
	board_foreach_neighbor(b, p, q)
		if (board_at(b, q) != EMPTY && board_at(b, q) != BOARD_OFF && b->head[q] == h)
			return true;
	return false;
}

/* The opponent chains that share a liberty with the chain with head h
 * (the chains in the fight, not the walls around it), by head. */
static void neighbours_of(const struct board *b, int h, bool *next)
{
	board_foreach_point(b, p)
		if (board_at(b, p) == EMPTY && is_liberty_of(b, p, h))
			board_foreach_neighbor(b, p, r)
				if (board_at(b, r) == color_other(board_at(b, h)))
					next[b->head[r]] = true;
}

static bool in_seki(const struct board *b, int target)
{
	enum color c = board_at(b, target), o = color_other(c);
	int h = b->head[target];
	bool shared = false, next[BOARD_MAX_POINTS] = { false };

	neighbours_of(b, h, next);
	board_foreach_point(b, p) {
		bool theirs = false;

		if (board_at(b, p) != EMPTY)
			continue;
		board_foreach_neighbor(b, p, q)
			if (board_at(b, q) == o && next[b->head[q]])
				theirs = true; /* a liberty of an opponent chain in the fight */
		if (!is_liberty_of(b, p, h) && !theirs)
			continue;
		if (is_liberty_of(b, p, h) && theirs)
			shared = true;
		if (!cannot_approach(b, c, p) || !cannot_approach(b, o, p))
			return false;
	}
	return shared;
}

/* ---- goals ---- */

static bool goal_parse(const struct board *b, const char *v, struct goal *g)
{
	static const char *const kinds[] = { "capture:", "escape:", "live:", "seki:" };

	for (int k = 0; k < 4; k++)
		if (!strncmp(v, kinds[k], strlen(kinds[k]))) {
			g->kind = (enum goal_kind)k;
			g->point = board_parse_vertex(b, v + strlen(kinds[k]));
			if (g->point < 0 || g->point == PASS)
				return false;
			g->color = board_at(b, g->point);
			return g->color == BLACK || g->color == WHITE;
		}
	return false;
}

static bool goal_met(const struct board *b, const struct goal *g)
{
	bool there = board_at(b, g->point) == g->color;

	switch (g->kind) {
	case GOAL_CAPTURE: return !there;
	case GOAL_ESCAPE: return there && board_liberties(b, g->point) >= 3;
	case GOAL_LIVE: return there && benson_alive(b, g->point);
	case GOAL_SEKI: return there && !benson_alive(b, g->point) && in_seki(b, g->point);
	}
	return false;
}

/* ---- the files ---- */

struct walk {
	const char *file;
	const struct sgf *s;
	const struct goal *goal;
	enum color learner;
	int correct, wrong;
};

static void check_leaf(struct walk *w, const struct sgf_node *leaf, int depth)
{
	struct game g;
	struct sgf_msgs m;
	struct sgf_replay where;
	enum problem_verdict v = problem_verdict(leaf);
	bool met;

	sgf_msgs_init(&m);
	ck_assert_int_eq(sgf_replay_to_node(w->s, leaf, &g, NULL, &where, &m), 0);
	ck_assert_msg(m.n == 0, "%s: %s", w->file, m.n ? m.v[0] : "");
	ck_assert_msg(where.moves == depth, "%s: a line of %d moves replays %d", w->file, depth,
	              where.moves);
	ck_assert_msg(v != PROBLEM_OPEN, "%s: a line of %d moves ends neither Correct nor Wrong",
	              w->file, depth);
	met = goal_met(&g.board, w->goal);
	ck_assert_msg(v != PROBLEM_CORRECT || met, "%s: a correct line of %d moves misses the goal",
	              w->file, depth);
	ck_assert_msg(v != PROBLEM_WRONG || !met, "%s: a wrong line of %d moves reaches the goal",
	              w->file, depth);
	if (v == PROBLEM_CORRECT)
		ck_assert_msg(depth % 2 == 1, "%s: a correct line ends on the opponent's move", w->file);
	else /* a wrong try is refuted: the file's reply is there to be shown */
		ck_assert_msg(depth % 2 == 0, "%s: a wrong line of %d moves has no reply", w->file, depth);
	w->correct += v == PROBLEM_CORRECT;
	w->wrong += v == PROBLEM_WRONG;
	sgf_msgs_free(&m);
	game_free(&g);
}

/* Every node below n: one move, of the right colour; every leaf checked. */
static void walk(struct walk *w, const struct sgf_node *n, int depth)
{
	for (const struct sgf_node *ch = n->child; ch; ch = ch->next) {
		enum color want = depth % 2 == 0 ? w->learner : color_other(w->learner);
		bool b = sgf_node_get(ch, "B") != NULL, wh = sgf_node_get(ch, "W") != NULL;

		ck_assert_msg(b != wh, "%s: a node without one move", w->file);
		ck_assert_msg((b ? BLACK : WHITE) == want, "%s: move %d is not %s's", w->file,
		              depth + 1, color_name(want));
		ck_assert_msg(!sgf_node_get(ch, "AB") && !sgf_node_get(ch, "AW") &&
		              !sgf_node_get(ch, "AE"), "%s: setup after the root", w->file);
		if (ch->child)
			walk(w, ch, depth + 1);
		else
			check_leaf(w, ch, depth + 1);
	}
}

/* Does the problem have a wrong try (a first move whose lines all fail)? */
static bool has_wrong_try(const struct sgf_node *root)
{
	for (const struct sgf_node *ch = root->child; ch; ch = ch->next)
		if (problem_try_verdict(ch) == PROBLEM_WRONG)
			return true;
	return false;
}

static void check_problem(const char *file, const struct sgf *s, const struct sgf_node *root)
{
	struct game g;
	struct sgf_msgs m;
	struct goal goal;
	const char *tgp = sgf_node_get(root, "TGP"), *pl = sgf_node_get(root, "PL");
	struct walk w = { .file = file, .s = s, .goal = &goal };

	sgf_msgs_init(&m);
	ck_assert_int_eq(sgf_replay_to_node(s, root, &g, NULL, NULL, &m), 0);
	ck_assert_msg(m.n == 0, "%s: %s", file, m.n ? m.v[0] : "");
	ck_assert_msg(g.board.size <= 9, "%s: bigger than 9×9", file);
	ck_assert_msg(pl && (!strcmp(pl, "B") || !strcmp(pl, "W")), "%s: no PL", file);
	ck_assert_msg(sgf_node_get(root, "C") != NULL, "%s: no comment on the root", file);
	ck_assert_msg(sgf_node_get(root, "GN") != NULL, "%s: no GN", file);
	ck_assert_msg(tgp && goal_parse(&g.board, tgp, &goal), "%s: no goal TGP", file);
	w.learner = g.to_move;
	ck_assert_int_eq(w.learner, *pl == 'B' ? BLACK : WHITE);
	ck_assert_msg(goal.kind == GOAL_CAPTURE ? goal.color != w.learner : goal.color == w.learner,
	              "%s: the goal's stone is of the wrong colour", file);
	ck_assert_msg(!goal_met(&g.board, &goal), "%s: the goal is met before any move", file);
	walk(&w, root, 0);
	ck_assert_msg(w.correct > 0, "%s: no correct line", file);
	ck_assert_msg(problem_verdict(root->child) != PROBLEM_WRONG &&
	              w.correct + w.wrong > 0, "%s", file);
	sgf_msgs_free(&m);
	game_free(&g);
}

static int is_sgf(const struct dirent *d)
{
	size_t n = strlen(d->d_name);

	return n > 4 && !strcmp(d->d_name + n - 4, ".sgf");
}

START_TEST(every_problem_is_sound)
{
	struct dirent **list;
	int n = scandir(PROBLEMSDIR, &list, is_sgf, alphasort), problems = 0, refuted = 0;
	int kinds[4] = { 0 };

	ck_assert_msg(n > 0, "no problems in %s", PROBLEMSDIR);
	for (int i = 0; i < n; i++) {
		char path[1024];
		struct sgf_msgs m;
		struct sgf *s;

		snprintf(path, sizeof path, "%s/%s", PROBLEMSDIR, list[i]->d_name);
		sgf_msgs_init(&m);
		s = sgf_read_file(path, &m);
		ck_assert_msg(s && m.n == 0, "%s: %s", path, m.n ? m.v[0] : "unreadable");
		for (const struct sgf_node *root = s->games; root; root = root->next) {
			static const char *const names[] = { "capture", "escape", "live", "seki" };

			check_problem(list[i]->d_name, s, root);
			problems++;
			refuted += has_wrong_try(root);
			for (int k = 0; k < 4; k++)
				kinds[k] += !strncmp(sgf_node_get(root, "TGP"), names[k], strlen(names[k]));
		}
		sgf_msgs_free(&m);
		sgf_free(s);
		free(list[i]);
	}
	free(list);
	ck_assert_msg(problems >= 100, "only %d problems", problems);
	/* all but a few of the first (a stone that cannot get away whatever
	 * Black does first) answer a wrong try */
	ck_assert_msg(refuted >= problems - 6, "only %d of %d problems refute a wrong try", refuted,
	              problems);
	for (int k = 0; k < 4; k++)
		ck_assert_msg(kinds[k] > 0, "no problem of goal kind %d", k);
}
END_TEST

static void open_problem(struct review *rv, const char *file)
{
	char path[1024], *cause = NULL;
	struct sgf_msgs m;
	struct sgf *s;

	snprintf(path, sizeof path, "%s/%s", PROBLEMSDIR, file);
	sgf_msgs_init(&m);
	s = sgf_read_file(path, &m);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(review_open(rv, s, s->games, &cause), 0);
	sgf_msgs_free(&m);
}

/* problem_play(): refusals, a move not in the file, a wrong line with the
 * file's reply, a correct line in one and in two moves. */
START_TEST(the_file_answers)
{
	struct review rv;
	struct problem_answer a;

	open_problem(&rv, "006-capture-1-which.sgf");
	problem_play(&rv, V(&rv.game.board, "D5"), &a);
	ck_assert_int_eq(a.step, PROBLEM_ILLEGAL);
	ck_assert_int_eq(a.why, MOVE_OCCUPIED);
	problem_play(&rv, V(&rv.game.board, "A1"), &a);
	ck_assert_int_eq(a.step, PROBLEM_NOT_THE_ANSWER);
	ck_assert_ptr_eq(rv.node, rv.root);
	problem_play(&rv, V(&rv.game.board, "H6"), &a);
	ck_assert_int_eq(a.step, PROBLEM_FAILED);
	ck_assert_int_eq(a.reply, V(&rv.game.board, "E5"));
	ck_assert_int_eq(board_at(&rv.game.board, V(&rv.game.board, "E5")), WHITE);
	review_first(&rv);
	problem_play(&rv, V(&rv.game.board, "E5"), &a);
	ck_assert_int_eq(a.step, PROBLEM_SOLVED);
	ck_assert_int_eq(a.reply, NO_POINT);
	review_close(&rv);

	open_problem(&rv, "007-capture-2-edge.sgf");
	problem_play(&rv, V(&rv.game.board, "E3"), &a);
	ck_assert_int_eq(a.step, PROBLEM_GO_ON);
	ck_assert_int_eq(a.reply, V(&rv.game.board, "E1"));
	ck_assert_int_eq(rv.game.to_move, BLACK);
	problem_play(&rv, V(&rv.game.board, "F1"), &a);
	ck_assert_int_eq(a.step, PROBLEM_SOLVED);
	review_close(&rv);
}
END_TEST

/* A review of the problem in the SGF text. */
static void open_text(struct review *rv, const char *text)
{
	char *cause = NULL;
	struct sgf_msgs m;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_parse(text, strlen(text), "test", &m);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(review_open(rv, s, s->games, &cause), 0);
	sgf_msgs_free(&m);
}

/* The conventions of problem collections: goproblems.com's RIGHT (every
 * other line wrong), the SGF annotations Sabaki and GoGui write (TE GB GW
 * right; BM DO WV wrong; IT nothing), the comments' first word. */
static const char conventions[] =
	"(;FF[4]GM[1]SZ[5]PL[B]AB[bb][cb]AW[ab]"
	"(;B[ac]C[Black blocks.\nRIGHT])"
	"(;B[aa];W[ac]C[White gets out.])"
	"(;B[bc]BM[1];W[ac])"
	"(;B[ba]DO[1];W[ac])"
	"(;B[cc]TE[1])"
	"(;B[dd]IT[1];W[ac])"
	"(;B[ee]C[A BRIGHT idea];W[ac])"
	"(;B[de]GB[1])"
	"(;B[ed];W[ac]C[Incorrect: too slow]TE[1])"
	"(;B[ce]WV[];W[ac])"
	"(;B[ea]TE[1];W[eb];B[ec]))";

START_TEST(the_conventions_are_read)
{
	static const enum problem_verdict want[] = {
		PROBLEM_CORRECT, PROBLEM_WRONG, PROBLEM_WRONG, PROBLEM_WRONG, PROBLEM_CORRECT,
		PROBLEM_WRONG, PROBLEM_WRONG, PROBLEM_CORRECT, PROBLEM_WRONG, PROBLEM_WRONG,
		PROBLEM_CORRECT,
	};
	enum problem_verdict v[16];
	int points[16], n, k = 0;
	struct review rv;
	struct problem_answer a;

	open_text(&rv, conventions);
	ck_assert_int_eq(problem_verdict(rv.root->child), PROBLEM_CORRECT);
	ck_assert_int_eq(problem_verdict(rv.root->child->next), PROBLEM_OPEN);
	n = problem_tries(&rv, rv.root, points, v, 16);
	ck_assert_int_eq(n, 11);
	for (const struct sgf_node *ch = rv.root->child; ch; ch = ch->next, k++) {
		ck_assert_msg(v[k] == want[k], "try %d", k + 1);
		ck_assert_int_eq(problem_try_verdict(ch), want[k]);
	}
	ck_assert_int_eq(points[0], V(&rv.game.board, "A3"));
	problem_play(&rv, V(&rv.game.board, "A5"), &a); /* unmarked: wrong */
	ck_assert_int_eq(a.step, PROBLEM_FAILED);
	ck_assert_int_eq(a.reply, V(&rv.game.board, "A3"));
	review_first(&rv);
	problem_play(&rv, V(&rv.game.board, "B3"), &a); /* BM */
	ck_assert_int_eq(a.step, PROBLEM_FAILED);
	review_first(&rv);
	problem_play(&rv, V(&rv.game.board, "A3"), &a); /* RIGHT */
	ck_assert_int_eq(a.step, PROBLEM_SOLVED);
	review_first(&rv);
	problem_play(&rv, V(&rv.game.board, "C3"), &a); /* TE */
	ck_assert_int_eq(a.step, PROBLEM_SOLVED);
	review_first(&rv);
	problem_play(&rv, V(&rv.game.board, "E5"), &a); /* TE on a move, the line goes on */
	ck_assert_int_eq(a.step, PROBLEM_GO_ON);
	ck_assert_int_eq(a.reply, V(&rv.game.board, "E4"));
	problem_play(&rv, V(&rv.game.board, "E3"), &a);
	ck_assert_int_eq(a.step, PROBLEM_SOLVED);
	review_close(&rv);
}
END_TEST

/* problem_mark: the verdict word in front of the author's text, TE or BM
 * beside it; marked again, the old word and property go. */
START_TEST(an_author_marks_a_node)
{
	struct review rv;
	char *text;

	open_text(&rv, "(;FF[4]GM[1]SZ[5]PL[B];B[cc]C[Correct: the centre])");
	review_next(&rv);
	problem_mark(&rv, PROBLEM_WRONG);
	text = review_comment(&rv);
	ck_assert_str_eq(text, "Wrong. the centre");
	free(text);
	ck_assert_ptr_nonnull(sgf_node_get(rv.node, "BM"));
	ck_assert_ptr_null(sgf_node_get(rv.node, "TE"));
	ck_assert_int_eq(problem_verdict(rv.node), PROBLEM_WRONG);
	problem_mark(&rv, PROBLEM_CORRECT);
	text = review_comment(&rv);
	ck_assert_str_eq(text, "Correct. the centre");
	free(text);
	ck_assert_ptr_null(sgf_node_get(rv.node, "BM"));
	ck_assert_str_eq(sgf_node_get(rv.node, "TE"), "1");
	problem_mark(&rv, PROBLEM_OPEN);
	text = review_comment(&rv);
	ck_assert_str_eq(text, "the centre");
	free(text);
	ck_assert_int_eq(problem_verdict(rv.node), PROBLEM_OPEN);
	review_prev(&rv);
	problem_mark(&rv, PROBLEM_CORRECT); /* no comment before */
	text = review_comment(&rv);
	ck_assert_str_eq(text, "Correct.");
	free(text);
	review_close(&rv);
}
END_TEST

static Suite *problems_suite(void)
{
	Suite *s = suite_create("problems");
	TCase *tc = tcase_create("data");

	tcase_add_test(tc, every_problem_is_sound);
	tcase_add_test(tc, the_file_answers);
	tcase_add_test(tc, the_conventions_are_read);
	tcase_add_test(tc, an_author_marks_a_node);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(problems_suite);

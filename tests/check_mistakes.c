/*
 * check_mistakes.c — the engine's evaluations in the record (SBKV, SBKS,
 * TBM: record/evalprop.h) and the moves that lost the most
 * (record/mistakes.h): an engine's series (tests/data/mistakes.sgf), the
 * estimate's zigzag and its unconfident opening ignored, a lasting drop
 * found, next and previous.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "record/evalprop.h"
#include "record/mistakes.h"
#include "record/review.h"
#include "record/sgfgame.h"
#include "testutil.h"

#define MISTAKES_SGF TESTDATADIR "/mistakes.sgf"

/* Written, read back through the writer and the parser; bad values ignored. */
START_TEST(evalprop_round_trip)
{
	struct sgf *s = sgf_parse("(;SZ[19];B[pd])", 15, "t", NULL), *t;
	struct sgf_node *n;
	struct node_eval e = { .has_winrate = true, .has_lead = true, .winrate = 61.234,
		               .lead = -3.456, .best = NO_POINT }, r;
	struct board b;
	struct sbuf out;
	const char *text;

	ck_assert_ptr_nonnull(s);
	board_init(&b, 19);
	n = s->games->child;
	ck_assert(!evalprop_get(n, &b, &r));
	ck_assert(!evalprop_done(n));
	e.best = board_point(&b, 3, 3);
	evalprop_set(s, n, &b, &e);
	sbuf_init(&out);
	sgf_write(s, &out);
	ck_assert_msg(strstr(out.s, "SBKV[61.23]") && strstr(out.s, "SBKS[-3.46]") &&
	              strstr(out.s, "TBM[dp]"), "%s", out.s);
	t = sgf_parse(out.s, out.len, "t", NULL);
	ck_assert(evalprop_get(t->games->child, &b, &r));
	ck_assert(evalprop_done(t->games->child));
	ck_assert(fabs(r.winrate - 61.23) < 1e-9 && fabs(r.lead + 3.46) < 1e-9);
	ck_assert_int_eq(r.best, e.best);
	sgf_free(t);
	sbuf_free(&out);
	sgf_free(s);
	text = "(;SZ[19];B[pd]SBKV[150]SBKS[x]TBM[zz])";
	s = sgf_parse(text, strlen(text), "t", NULL);
	ck_assert_ptr_nonnull(s);
	ck_assert(!evalprop_get(s->games->child, &b, &r)); /* out of range, not a number */
	ck_assert_int_eq(r.best, NO_POINT);
	sgf_free(s);
	text = "(;SZ[19];B[pd]SBKV[40]SBKS[-2]TEC[0.75])"; /* the estimate's */
	s = sgf_parse(text, strlen(text), "t", NULL);
	ck_assert(evalprop_get(s->games->child, &b, &r));
	ck_assert(r.has_conf && fabs(r.conf - 0.75) < 1e-9);
	sgf_free(s);
	ck_assert(fabs(evalprop_winrate(0) - 50) < 1e-9);
	ck_assert(evalprop_winrate(5) > 70 && evalprop_winrate(-5) < 30);
}
END_TEST

/* The engine's series of the record: the two losses, their better moves. */
START_TEST(engine_series)
{
	struct sgf_msgs m;
	struct sgf *s;
	struct review rv;
	struct lead_series ls;
	struct mistake mk[MISTAKES_MAX];
	enum color who[16];
	char v[8];
	int n, p;

	sgf_msgs_init(&m);
	s = sgf_read_file(MISTAKES_SGF, &m);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(review_open(&rv, s, s->games, NULL), 0);
	lead_series_init(&ls);
	lead_series_sync(&ls, &rv);
	while (lead_series_step(&ls))
		;
	ck_assert_int_eq(ls.n, 9);
	for (int i = 0; i < ls.n; i++) {
		who[i] = review_node_move(&rv, ls.node[i], &p);
		ck_assert(ls.from_engine[i]);
	}
	n = mistakes_find(&ls, who, mk);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(mk[0].move, 4);
	ck_assert_int_eq(mk[0].who, WHITE);
	ck_assert(fabs(mk[0].loss - 6.0) < 1e-9 && mk[0].engine);
	ck_assert_str_eq(board_vertex_name(&rv.game.board, mk[0].better, v), "D7");
	ck_assert_int_eq(mk[1].move, 7);
	ck_assert(fabs(mk[1].loss - 7.5) < 1e-9);
	ck_assert_str_eq(board_vertex_name(&rv.game.board, mk[1].better, v), "C4");
	ck_assert_int_eq(mistakes_seek(mk, n, 0, 1), 0);
	ck_assert_int_eq(mistakes_seek(mk, n, 4, 1), 1);
	ck_assert_int_eq(mistakes_seek(mk, n, 7, 1), -1);
	ck_assert_int_eq(mistakes_seek(mk, n, 7, -1), 0);
	ck_assert_int_eq(mistakes_seek(mk, n, 4, -1), -1);
	lead_series_free(&ls);
	review_close(&rv);
	sgf_msgs_free(&m);
}
END_TEST

/* A made-up estimated series of 60 moves, Black on the even indices. */
struct fake {
	struct lead_series ls;
	double lead[60], conf[60];
	int move[60], best[60];
	bool from_engine[60];
	enum color who[60];
};

static void fake_init(struct fake *f, double conf)
{
	memset(f, 0, sizeof *f);
	f->ls = (struct lead_series){ .lead = f->lead, .move = f->move, .conf = f->conf,
		                      .from_engine = f->from_engine, .best = f->best, .n = 60,
		                      .done = 60 };
	for (int i = 0; i < 60; i++) {
		f->move[i] = i;
		f->best[i] = NO_POINT;
		f->conf[i] = conf;
		f->who[i] = i == 0 ? EMPTY : i % 2 ? BLACK : WHITE;
		/* the playouts' tempo: the side to move gets about 4 points */
		f->lead[i] = i % 2 ? -4 : 4;
	}
}

START_TEST(estimate_zigzag_is_no_mistake)
{
	struct fake f;
	struct mistake mk[MISTAKES_MAX];

	fake_init(&f, 0.9);
	ck_assert_int_eq(mistakes_find(&f.ls, f.who, mk), 0);
	/* Black's move 31 drops the lead by 12 for good */
	for (int i = 31; i < 60; i++)
		f.lead[i] -= 12;
	ck_assert_int_eq(mistakes_find(&f.ls, f.who, mk), 1);
	ck_assert_int_eq(mk[0].move, 31);
	ck_assert_int_eq(mk[0].who, BLACK);
	ck_assert(!mk[0].engine && mk[0].better == NO_POINT);
	ck_assert_msg(fabs(mk[0].loss - 12) < 1e-9, "%g", mk[0].loss);
	/* the same where the estimate is not sure (the opening): nothing */
	for (int i = 0; i < 60; i++)
		f.conf[i] = 0.2;
	ck_assert_int_eq(mistakes_find(&f.ls, f.who, mk), 0);
}
END_TEST

/* More than MISTAKES_MAX: the largest, in the order of the moves. */
START_TEST(the_largest_are_kept)
{
	struct fake f;
	struct mistake mk[MISTAKES_MAX];

	fake_init(&f, 1);
	for (int i = 0; i < 60; i++)
		f.from_engine[i] = true, f.lead[i] = 0;
	for (int i = 1; i < 60; i++) /* each move loses 2 + i/10 points for its player */
		f.lead[i] = f.lead[i - 1] + (f.who[i] == BLACK ? -1 : 1) * (2 + i / 10.0);
	ck_assert_int_eq(mistakes_find(&f.ls, f.who, mk), MISTAKES_MAX);
	for (int k = 0; k < MISTAKES_MAX; k++)
		ck_assert_int_eq(mk[k].move, 50 + k);
}
END_TEST

static Suite *mistakes_suite(void)
{
	Suite *s = suite_create("mistakes");
	TCase *t = tcase_create("mistakes");

	tcase_add_test(t, evalprop_round_trip);
	tcase_add_test(t, engine_series);
	tcase_add_test(t, estimate_zigzag_is_no_mistake);
	tcase_add_test(t, the_largest_are_kept);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(mistakes_suite);

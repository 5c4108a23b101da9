/*
 * check_analysis_line.c — the parser of live analysis lines (src/engine/
 * analysis_line.c): KataGo's and Leela Zero's formats as KataGo documents
 * them, ownership, fields in any order or unknown, and garbage.
 */
#include <math.h>

#include "testutil.h"
#include "engine/analysis_line.h"

static const char kata_line[] =
	"info move E4 visits 487 utility -0.0408357 winrate 0.480018 scoreMean -0.611848 "
	"scoreStdev 24.7058 scoreLead -0.611848 scoreSelfplay -0.515178 prior 0.221121 "
	"lcb 0.477221 utilityLcb -0.0486664 order 0 pv E4 E3 F3 D3 F4 P4 "
	"info move P16 visits 470 utility -0.0414945 winrate 0.479712 scoreMean -0.63075 "
	"scoreStdev 24.7179 scoreLead -0.63075 scoreSelfplay -0.5221 prior 0.220566 "
	"lcb 0.47657 utilityLcb -0.0502929 order 1 pv P16 P17 O17 "
	"info move E16 visits 143 utility -0.0534071 winrate 0.474509 scoreMean -0.729858 "
	"scoreStdev 24.7991 scoreLead -0.729858 scoreSelfplay -0.735747 prior 0.104652 "
	"lcb 0.470674 utilityLcb -0.0641425 order 2 pv E16 P4 P3";

static const char lz_line[] =
	"info move E4 visits 1178 winrate 4802 prior 2211 lcb 4781 order 0 pv E4 E3 F3 D3 "
	"info move P16 visits 1056 winrate 4796 prior 2206 lcb 4769 order 1 pv P16 P17 "
	"info move E3 visits 264 winrate 4752 prior 944 lcb 4722 order 2 pv E3 D5 P16";

static struct board b19, b9;
static struct analysis_line a;

static void setup(void)
{
	board_init(&b19, 19);
	board_init(&b9, 9);
}

START_TEST(kata)
{
	ck_assert(analysis_line_parse(kata_line, ANALYSIS_KATA, &b19, &a));
	ck_assert_int_eq(a.nmoves, 3);
	ck_assert_int_eq(a.moves[0].point, V(&b19, "E4"));
	ck_assert_int_eq(a.moves[0].visits, 487);
	ck_assert_double_eq_tol(a.moves[0].winrate, 0.480018, 1e-9);
	ck_assert(a.moves[0].has_lead);
	ck_assert_double_eq_tol(a.moves[0].lead, -0.611848, 1e-9);
	ck_assert_int_eq(a.moves[0].pv_len, 6);
	ck_assert_int_eq(a.moves[0].pv[5], V(&b19, "P4"));
	ck_assert_int_eq(a.moves[2].point, V(&b19, "E16"));
	ck_assert_int_eq(a.moves[2].order, 2);
	ck_assert(!a.has_ownership);
	ck_assert_ptr_eq(analysis_line_best(&a), &a.moves[0]);
}
END_TEST

START_TEST(lz)
{
	ck_assert(analysis_line_parse(lz_line, ANALYSIS_LZ, &b19, &a));
	ck_assert_int_eq(a.nmoves, 3);
	ck_assert_double_eq_tol(a.moves[0].winrate, 0.4802, 1e-9);
	ck_assert_double_eq_tol(a.moves[2].winrate, 0.4752, 1e-9);
	ck_assert(!a.moves[0].has_lead);
	ck_assert_int_eq(a.moves[1].visits, 1056);
	ck_assert_int_eq(a.moves[1].pv_len, 2);
	/* Leela Zero's line read as KataGo's: every win rate out of range */
	ck_assert(!analysis_line_parse(lz_line, ANALYSIS_KATA, &b19, &a));
	ck_assert_int_eq(a.nmoves, 0);
}
END_TEST

/* Out of order, new fields, the "=" of the answer, scoreMean alone, pass. */
START_TEST(order_and_unknown)
{
	const char *line = "= info order 1 newField 1 2 3 isSymmetryOf D4 move C3 visits 5 "
	                   "winrate 0.5 scoreMean 2.5 pv C3 pass D4 pvVisits 5 3 1 "
	                   "info pv pass winrate 1e-1 visits 9 move pass order 0 scoreLead -3E+0";

	ck_assert(analysis_line_parse(line, ANALYSIS_KATA, &b9, &a));
	ck_assert_int_eq(a.nmoves, 2);
	ck_assert_int_eq(a.moves[0].point, PASS);
	ck_assert_double_eq_tol(a.moves[0].winrate, 0.1, 1e-12);
	ck_assert_double_eq_tol(a.moves[0].lead, -3, 1e-12);
	ck_assert_int_eq(a.moves[1].point, V(&b9, "C3"));
	ck_assert_double_eq_tol(a.moves[1].lead, 2.5, 1e-12);
	ck_assert_int_eq(a.moves[1].pv_len, 3);
	ck_assert_int_eq(a.moves[1].pv[1], PASS);
	ck_assert_int_eq(a.moves[1].pv[2], V(&b9, "D4"));
}
END_TEST

START_TEST(ownership)
{
	struct sbuf s;

	sbuf_init(&s);
	sbuf_add(&s, "info move E5 visits 1 winrate 0.5 pv E5 ownership");
	for (int i = 0; i < 81; i++)
		sbuf_printf(&s, " %s", i == 0 ? "1" : i == 80 ? "-1.0e0" : "0.25");
	ck_assert(analysis_line_parse(s.s, ANALYSIS_KATA, &b9, &a));
	ck_assert(a.has_ownership);
	ck_assert_int_eq(a.nmoves, 1);
	ck_assert_float_eq(a.ownership[V(&b9, "A9")], 1.0f);
	ck_assert_float_eq(a.ownership[V(&b9, "J1")], -1.0f);
	ck_assert_float_eq(a.ownership[V(&b9, "E5")], 0.25f);
	/* one short, or one out of range: no map, the candidate kept */
	s.s[s.len - 7] = '\0';
	ck_assert(analysis_line_parse(s.s, ANALYSIS_KATA, &b9, &a));
	ck_assert(!a.has_ownership);
	ck_assert_int_eq(a.nmoves, 1);
	sbuf_free(&s);
}
END_TEST

/* Lines that give nothing, or only what is whole. */
START_TEST(garbage)
{
	static const char *const bad[] = {
		"", "=", "? unknown command", "info", "info info info", "ownership",
		"info move Z99 visits 1 winrate 0.5",   /* off the board */
		"info move D4 visits -1 winrate 0.5",   /* negative visits */
		"info move D4 visits 1 winrate 1.5",    /* win rate out of range */
		"info move D4 visits 1",                /* no win rate */
		"info move visits 1 winrate 0.5",       /* no vertex */
		"info move D4 visits x winrate 0.5",
		"info move D4 visits 1e999 winrate 0.5",
		"info move D4 visits 1 winrate nan",
		"info move D4 visits 1 winrate 0.5.5",
		"info move D4 visits 1 winrate --1",
		"info move I4 visits 1 winrate 0.5",    /* no I column */
	};

	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		ck_assert_msg(!analysis_line_parse(bad[i], ANALYSIS_KATA, &b19, &a), "%s", bad[i]);
	/* a whole candidate after a broken one */
	ck_assert(analysis_line_parse("info move D4 winrate info move Q4 visits 3 winrate 1",
	                              ANALYSIS_KATA, &b19, &a));
	ck_assert_int_eq(a.nmoves, 1);
	ck_assert_int_eq(a.moves[0].point, V(&b19, "Q4"));
}
END_TEST

/* Every prefix of a line (a stream cut anywhere) parses without harm and
 * keeps only whole candidates; more candidates than the struct holds. */
START_TEST(cut_and_many)
{
	char buf[sizeof kata_line];
	struct sbuf s;

	for (size_t n = 0; n < sizeof kata_line; n++) {
		memcpy(buf, kata_line, n);
		buf[n] = '\0';
		analysis_line_parse(buf, ANALYSIS_KATA, &b19, &a);
		ck_assert_int_le(a.nmoves, 3);
		for (int i = 0; i < a.nmoves; i++)
			ck_assert(a.moves[i].pv_len >= 1 && a.moves[i].pv[0] == a.moves[i].point);
	}
	sbuf_init(&s);
	for (int i = 0; i < 100; i++)
		sbuf_printf(&s, "info move pass visits %d winrate 0.5 order %d pv %s ", i, 99 - i,
		            i % 2 ? "pass D5 D6 D7 D8 D9 D10 D11 D12 D13 D14 D15 D16 D17 D18 D19 "
		                    "E4 E5 E6 E7 E8 E9 E10 E11 E12 E13 E14 E15 E16 E17 E18 E19"
		                  : "");
	ck_assert(analysis_line_parse(s.s, ANALYSIS_KATA, &b19, &a));
	ck_assert_int_eq(a.nmoves, ANALYSIS_MAX_MOVES);
	ck_assert_int_eq(a.moves[0].pv_len, ANALYSIS_PV_MAX);
	for (int i = 1; i < a.nmoves; i++)
		ck_assert_int_le(a.moves[i - 1].order, a.moves[i].order);
	sbuf_free(&s);
}
END_TEST

/* GNU Go's estimate_score and top_moves. */
START_TEST(gnugo)
{
	double lead = 99;

	ck_assert(analysis_score_lead("W+12.5 (upper bound: -10.0, lower: -15.0)", &lead));
	ck_assert_double_eq(lead, -12.5);
	ck_assert(analysis_score_lead("B+0.0 (upper bound: -0.0, lower: -0.0)", &lead));
	ck_assert_double_eq(lead, 0);
	ck_assert(analysis_score_lead("B+3", &lead));
	ck_assert_double_eq(lead, 3);
	ck_assert(analysis_score_lead("0", &lead));
	ck_assert_double_eq(lead, 0);
	ck_assert(!analysis_score_lead("", &lead));
	ck_assert(!analysis_score_lead("W+", &lead));
	ck_assert(!analysis_score_lead("W+x", &lead));
	ck_assert(!analysis_score_lead("X+3", &lead));
	ck_assert(!analysis_score_lead("W+1e9", &lead));

	a.has_lead = true;
	a.lead = 2.5;
	ck_assert(analysis_top_moves_parse("R14 75.04 O17 74.03 pass 1.5 P3 x Q3 2", &b19, &a));
	ck_assert(a.lead_only);
	ck_assert(a.has_lead); /* the lead stays */
	ck_assert_double_eq(a.lead, 2.5);
	ck_assert_int_eq(a.nmoves, 3);
	ck_assert_int_eq(a.moves[0].point, V(&b19, "R14"));
	ck_assert_double_eq_tol(a.moves[0].value, 75.04, 1e-9);
	ck_assert_int_eq(a.moves[1].order, 1);
	ck_assert_int_eq(a.moves[1].pv[0], V(&b19, "O17"));
	ck_assert_int_eq(a.moves[1].pv_len, 1);
	ck_assert_int_eq(a.moves[2].point, PASS);
	ck_assert(!analysis_top_moves_parse("", &b19, &a));
	ck_assert(!analysis_top_moves_parse("Z99 3.0", &b9, &a));
	ck_assert(!analysis_top_moves_parse("D4", &b9, &a));
	ck_assert_int_eq(a.nmoves, 0);
	/* a kata line after: no longer lead_only */
	ck_assert(analysis_line_parse(kata_line, ANALYSIS_KATA, &b19, &a));
	ck_assert(!a.lead_only);
}
END_TEST

static Suite *analysis_line_suite(void)
{
	Suite *s = suite_create("analysis_line");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, setup, NULL);
	tcase_add_test(tc, kata);
	tcase_add_test(tc, lz);
	tcase_add_test(tc, order_and_unknown);
	tcase_add_test(tc, ownership);
	tcase_add_test(tc, garbage);
	tcase_add_test(tc, cut_and_many);
	tcase_add_test(tc, gnugo);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(analysis_line_suite);

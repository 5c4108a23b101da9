/*
 * check_board.c — stones, captures, suicide, ko and undo on the board,
 * each test a position, a move and the expected outcome.
 */
#include <stdlib.h>

#include "analysis/playout.h"
#include "positions.h"
#include "testutil.h"

/* Art. 5: a single stone in the middle. */
START_TEST(capture_single_stone)
{
	struct board b;

	board_from(&b, 5, ". . . . .\n"
	                  ". . X . .\n"
	                  ". X O X .\n"
	                  ". . . . .\n"
	                  ". . . . .\n");
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "C2"), NULL), MOVE_OK);
	ck_assert_board(&b, 5, ". . . . .\n"
	                       ". . X . .\n"
	                       ". X . X .\n"
	                       ". . X . .\n"
	                       ". . . . .\n");
	ck_assert_int_eq(b.captures[BLACK], 1);
	ck_assert_int_eq(b.captures[WHITE], 0);
}
END_TEST

START_TEST(capture_chain)
{
	struct board b;

	board_from(&b, 7, ". . . . . . .\n"
	                  ". . X X X . .\n"
	                  ". X O O O X .\n"
	                  ". X O . O X .\n"
	                  ". . X X X . .\n"
	                  ". . . . . . .\n"
	                  ". . . . . . .\n");
	/* the white chain of five has one liberty left, at D4 */
	ck_assert_int_eq(board_liberties(&b, V(&b, "C5")), 1);
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "D4"), NULL), MOVE_OK);
	ck_assert_int_eq(b.captures[BLACK], 5);
	ck_assert_board(&b, 7, ". . . . . . .\n"
	                       ". . X X X . .\n"
	                       ". X . . . X .\n"
	                       ". X . X . X .\n"
	                       ". . X X X . .\n"
	                       ". . . . . . .\n"
	                       ". . . . . . .\n");
	/* D4 joined C3-E3: liberties C4 E4 D5, B3 C2 D2 E2 F3 */
	ck_assert_int_eq(board_liberties(&b, V(&b, "D4")), 8);
}
END_TEST

START_TEST(capture_on_edge_and_in_corner)
{
	struct board b;

	board_from(&b, 5, "O X . . .\n"
	                  ". . . . .\n"
	                  ". . . . .\n"
	                  "X . . . .\n"
	                  "O O X . .\n");
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "A4"), NULL), MOVE_OK); /* corner */
	ck_assert_int_eq(b.captures[BLACK], 1);
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "B2"), NULL), MOVE_OK); /* edge, 2 stones */
	ck_assert_int_eq(b.captures[BLACK], 3);
	ck_assert_board(&b, 5, ". X . . .\n"
	                       "X . . . .\n"
	                       ". . . . .\n"
	                       "X X . . .\n"
	                       ". . X . .\n");
}
END_TEST

START_TEST(capture_several_chains_at_once)
{
	struct board b;

	board_from(&b, 5, ". X . X .\n"
	                  "X O . O X\n"
	                  ". X O X .\n"
	                  ". . X . .\n"
	                  ". . . . .\n");
	/* C4 takes the last liberty of three separate white stones */
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "C4"), NULL), MOVE_OK);
	ck_assert_int_eq(b.captures[BLACK], 3);
	ck_assert_board(&b, 5, ". X . X .\n"
	                       "X . X . X\n"
	                       ". X . X .\n"
	                       ". . X . .\n"
	                       ". . . . .\n");
}
END_TEST

/* Art. 5 commentary: a stone with no liberty of its own captures, and the
 * captured point becomes its only liberty. */
START_TEST(capture_gives_only_liberty)
{
	struct board b;

	board_from(&b, 5, ". . . . .\n"
	                  ". . . . .\n"
	                  ". . . . .\n"
	                  "O X . . .\n"
	                  ". O X . .\n");
	ck_assert_int_eq(board_legal(&b, BLACK, V(&b, "A1")), MOVE_OK);
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "A1"), NULL), MOVE_OK);
	ck_assert_int_eq(b.captures[BLACK], 1);
	ck_assert_int_eq(board_at(&b, V(&b, "B1")), EMPTY);
	ck_assert_int_eq(board_liberties(&b, V(&b, "A1")), 1);
	ck_assert_int_eq(board_at(&b, V(&b, "A2")), WHITE); /* A2 kept its liberty */
}
END_TEST

/* Art. 4: a single stone may not be played where it has no liberty. */
START_TEST(suicide_single)
{
	struct board b;

	board_from(&b, 5, ". O . . .\n"
	                  "O . . . .\n"
	                  ". . . . .\n"
	                  ". . . . .\n"
	                  ". . . . .\n");
	ck_assert_int_eq(board_legal(&b, BLACK, V(&b, "A5")), MOVE_SUICIDE);
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "A5"), NULL), MOVE_SUICIDE);
	ck_assert_int_eq(board_at(&b, V(&b, "A5")), EMPTY);
	/* for white it is just filling an own eye */
	ck_assert_int_eq(board_legal(&b, WHITE, V(&b, "A5")), MOVE_OK);
}
END_TEST

START_TEST(suicide_chain)
{
	struct board b;

	board_from(&b, 5, "X X . O .\n"
	                  "O O O . .\n"
	                  ". . . . .\n"
	                  ". . . . .\n"
	                  ". . . . .\n");
	/* C5 would join the two black stones into a chain without liberties */
	ck_assert_int_eq(board_legal(&b, BLACK, V(&b, "C5")), MOVE_SUICIDE);
	ck_assert_int_eq(board_legal(&b, WHITE, V(&b, "C5")), MOVE_OK); /* captures */
}
END_TEST

START_TEST(looks_like_suicide_but_captures)
{
	struct board b;

	board_from(&b, 5, ". X O . .\n"
	                  "X O . . .\n"
	                  "O . . . .\n"
	                  ". . . . .\n"
	                  ". . . . .\n");
	ck_assert_int_eq(board_legal(&b, WHITE, V(&b, "A5")), MOVE_OK);
	ck_assert_int_eq(board_play(&b, WHITE, V(&b, "A5"), NULL), MOVE_OK);
	ck_assert_int_eq(b.captures[WHITE], 2);
	ck_assert_board(&b, 5, "O . O . .\n"
	                       ". O . . .\n"
	                       "O . . . .\n"
	                       ". . . . .\n"
	                       ". . . . .\n");
}
END_TEST

static const char *ko_shape = POS_KO_5;

/* Art. 6: the retake is refused at once, allowed after a move elsewhere. */
START_TEST(ko_retake_refused_then_allowed)
{
	struct board b;

	board_from(&b, 5, ko_shape);
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "C3"), NULL), MOVE_OK);
	ck_assert_int_eq(b.captures[BLACK], 1);
	ck_assert_int_eq(b.ko_point, V(&b, "B3"));
	ck_assert_int_eq(board_legal(&b, WHITE, V(&b, "B3")), MOVE_KO);
	ck_assert_int_eq(board_play(&b, WHITE, V(&b, "B3"), NULL), MOVE_KO);
	/* black may fill the point: the restriction is only on the retake */
	ck_assert_int_eq(board_legal(&b, BLACK, V(&b, "B3")), MOVE_OK);
	ck_assert_int_eq(board_play(&b, WHITE, V(&b, "E5"), NULL), MOVE_OK); /* threat */
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "E1"), NULL), MOVE_OK); /* answer */
	ck_assert_int_eq(board_play(&b, WHITE, V(&b, "B3"), NULL), MOVE_OK); /* retake */
	ck_assert_int_eq(b.captures[WHITE], 1);
	ck_assert_int_eq(b.ko_point, V(&b, "C3"));
	ck_assert_int_eq(board_legal(&b, BLACK, V(&b, "C3")), MOVE_KO);
	/* a pass also lifts the restriction */
	ck_assert_int_eq(board_play(&b, BLACK, PASS, NULL), MOVE_OK);
	ck_assert_int_eq(b.ko_point, NO_POINT);
}
END_TEST

START_TEST(two_stones_captured_is_not_ko)
{
	struct board b;

	board_from(&b, 7, ". . . . . . .\n"
	                  ". . . . . . .\n"
	                  ". X X O . . .\n"
	                  "X O O . O . .\n"
	                  ". X X O . . .\n"
	                  ". . . . . . .\n"
	                  ". . . . . . .\n");
	/* D4 takes two stones and is left with one liberty, C4 ... */
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "D4"), NULL), MOVE_OK);
	ck_assert_int_eq(b.captures[BLACK], 2);
	ck_assert_int_eq(board_liberties(&b, V(&b, "D4")), 1);
	ck_assert_int_eq(b.ko_point, NO_POINT);
	/* ... and white may take it back at once: the position is new */
	ck_assert_int_eq(board_play(&b, WHITE, V(&b, "C4"), NULL), MOVE_OK);
	ck_assert_int_eq(b.captures[WHITE], 1);
	ck_assert_int_eq(board_at(&b, V(&b, "D4")), EMPTY);
}
END_TEST

START_TEST(undo_restores_everything)
{
	struct board b, before;
	struct board_undo u1, u2;

	board_from(&b, 5, ko_shape);
	before = b;
	ck_assert_int_eq(board_play(&b, BLACK, V(&b, "C3"), &u1), MOVE_OK);
	ck_assert_int_eq(u1.ncaptured, 1);
	ck_assert_int_eq(board_play(&b, WHITE, V(&b, "E5"), &u2), MOVE_OK);
	board_undo(&b, &u2);
	ck_assert_int_eq(b.ko_point, V(&b, "B3")); /* the ko is back */
	ck_assert_int_eq(board_legal(&b, WHITE, V(&b, "B3")), MOVE_KO);
	board_undo(&b, &u1);
	ck_assert_mem_eq(b.color, before.color, sizeof b.color);
	ck_assert_int_eq(b.hash, before.hash);
	ck_assert_int_eq(b.captures[BLACK], 0);
	ck_assert_int_eq(b.ko_point, NO_POINT);
	ck_assert_int_eq(board_liberties(&b, V(&b, "B3")), 1);
	ck_assert_int_eq(board_liberties(&b, V(&b, "B4")), 2);
}
END_TEST

/* Random games: liberties and chains kept incrementally always agree with
 * a recount from the colours, and full undo returns the empty board. */
START_TEST(incremental_matches_recount)
{
	static struct board_undo undo[400];
	uint64_t rng = 12345 + (uint64_t)_i;
	struct board b;
	int n = 0;
	int sizes[] = { 5, 9, 13, 19, 25 };

	board_init(&b, sizes[_i % 5]);
	for (int k = 0; k < 400; k++) {
		enum color c = k % 2 ? WHITE : BLACK;
		int p = board_point(&b, (int)rng_below(&rng, (unsigned)b.size),
		                    (int)rng_below(&rng, (unsigned)b.size));

		if (board_play(&b, c, p, &undo[n]) == MOVE_OK)
			n++;
		ck_assert_msg(board_consistent(&b), "chains differ from a recount after move %d", k);
	}
	while (n > 0)
		board_undo(&b, &undo[--n]);
	ck_assert_int_eq(board_count_stones(&b, BLACK) + board_count_stones(&b, WHITE), 0);
	ck_assert_int_eq(b.hash, 0);
}
END_TEST

/* Has every chain of the colours of b a liberty?  A flood fill of the
 * colours alone, apart from the board's chains. */
static bool all_breathe(const struct board *b)
{
	int16_t stack[BOARD_MAX_POINTS];
	bool seen[BOARD_MAX_POINTS] = { false };

	board_foreach_point(b, p) {
		enum color c = board_at(b, p);
		bool lib = false;
		int sp = 0;

		if (c == EMPTY || seen[p])
			continue;
		seen[p] = true;
		stack[sp++] = (int16_t)p;
		while (sp > 0) {
			int q = stack[--sp];

			board_foreach_neighbor(b, q, n) {
				lib |= b->color[n] == EMPTY;
				if (b->color[n] == c && !seen[n]) {
					seen[n] = true;
					stack[sp++] = (int16_t)n;
				}
			}
		}
		if (!lib)
			return false;
	}
	return true;
}

/* Random setup stones placed (black, white, taken off): the chains agree
 * with a recount, a stone is refused exactly when some chain would have no
 * liberty, and putting a stone or taking a lone one off recounts nothing. */
START_TEST(setup_matches_recount)
{
	uint64_t rng = 777 + (uint64_t)_i;
	struct board b, before;
	unsigned long rebuilds;
	static const enum color colors[] = { BLACK, WHITE, EMPTY };

	board_init(&b, _i % 2 ? 9 : 5);
	for (int k = 0; k < 600; k++) {
		enum color c = colors[rng_below(&rng, 3)];
		int p = board_point(&b, (int)rng_below(&rng, (unsigned)b.size),
		                    (int)rng_below(&rng, (unsigned)b.size));
		bool lone = b.color[p] == EMPTY || b.nstones[b.head[p]] == 1, ok;

		before = b;
		before.color[p] = (uint8_t)c;
		rebuilds = board_rebuilds;
		ok = board_place(&b, p, c);
		ck_assert_msg(ok == all_breathe(&before), "setup %d refused wrongly", k);
		ck_assert_int_eq(board_at(&b, p), ok ? c : board_at(&b, p));
		if (lone && ok) /* (board_consistent recounts: after this) */
			ck_assert_int_eq(board_rebuilds, rebuilds);
		ck_assert_msg(board_consistent(&b), "chains differ from a recount after setup %d", k);
	}
	/* AB and AE of one point, 1000 times: no recount at all */
	board_init(&b, 19);
	rebuilds = board_rebuilds;
	for (int k = 0; k < 1000; k++)
		ck_assert(board_place(&b, board_point(&b, 4, 4), k % 2 ? EMPTY : BLACK));
	ck_assert_int_eq(board_rebuilds, rebuilds);
}
END_TEST

START_TEST(hash_after_predicts_hash)
{
	struct board b, c;

	board_from(&b, 5, ko_shape);
	c = b;
	board_play(&c, BLACK, V(&b, "C3"), NULL);
	ck_assert_int_eq(board_hash_after(&b, BLACK, V(&b, "C3")), c.hash);
	ck_assert_int_eq(board_hash_after(&b, WHITE, V(&b, "E5")) != b.hash, 1);
	ck_assert_int_eq(board_hash_after(&b, WHITE, PASS), b.hash);
}
END_TEST

START_TEST(vertices)
{
	struct board b;
	char buf[8];

	board_init(&b, 19);
	ck_assert_int_eq(board_parse_vertex(&b, "A1"), board_point(&b, 0, 0));
	ck_assert_int_eq(board_parse_vertex(&b, "j10"), board_point(&b, 8, 9));
	ck_assert_int_eq(board_parse_vertex(&b, "T19"), board_point(&b, 18, 18));
	ck_assert_int_eq(board_parse_vertex(&b, "PASS"), PASS);
	ck_assert_int_eq(board_parse_vertex(&b, "I5"), NO_POINT);
	ck_assert_int_eq(board_parse_vertex(&b, "U1"), NO_POINT);
	ck_assert_int_eq(board_parse_vertex(&b, "A20"), NO_POINT);
	ck_assert_int_eq(board_parse_vertex(&b, "A0"), NO_POINT);
	ck_assert_int_eq(board_parse_vertex(&b, "A"), NO_POINT);
	ck_assert_int_eq(board_parse_vertex(&b, "A1x"), NO_POINT);
	ck_assert_int_eq(board_parse_vertex(&b, "A99999999999"), NO_POINT);
	ck_assert_int_eq(board_parse_vertex(&b, ""), NO_POINT);
	ck_assert_str_eq(board_vertex_name(&b, board_point(&b, 8, 9), buf), "J10");
	board_init(&b, 25);
	ck_assert_str_eq(board_vertex_name(&b, board_point(&b, 24, 24), buf), "Z25");
}
END_TEST

START_TEST(star_points)
{
	struct board b;
	int pts[9];

	board_init(&b, 19);
	ck_assert_int_eq(board_star_points(&b, pts), 9);
	ck_assert(board_is_star(&b, V(&b, "D4")));
	ck_assert(board_is_star(&b, V(&b, "K10")));
	ck_assert(board_is_star(&b, V(&b, "Q10")));
	board_init(&b, 9);
	ck_assert_int_eq(board_star_points(&b, pts), 5);
	ck_assert(board_is_star(&b, V(&b, "C3")));
	ck_assert(board_is_star(&b, V(&b, "E5")));
	board_init(&b, 21);
	ck_assert_int_eq(board_star_points(&b, pts), 9);
	ck_assert(board_is_star(&b, V(&b, "L11")));
	ck_assert(board_is_star(&b, V(&b, "S18")));
	board_init(&b, 5);
	ck_assert_int_eq(board_star_points(&b, pts), 1);
}
END_TEST

START_TEST(diagram_round_trip)
{
	struct board b;
	struct sbuf s;
	char *cause = NULL;

	board_init(&b, 9);
	ck_assert_int_eq(diagram_parse(&b, ko_shape, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	board_from(&b, 5, ko_shape);
	sbuf_init(&s);
	diagram_print(&b, &s, false);
	ck_assert_str_eq(s.s, "   A B C D E\n"
	                      " 5 . . . . . 5\n"
	                      " 4 . X O . . 4\n"
	                      " 3 X O + O . 3\n"
	                      " 2 . X O . . 2\n"
	                      " 1 . . . . . 1\n"
	                      "   A B C D E\n");
	sbuf_free(&s);
}
END_TEST

static Suite *board_suite(void)
{
	Suite *s = suite_create("board");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, capture_single_stone);
	tcase_add_test(tc, capture_chain);
	tcase_add_test(tc, capture_on_edge_and_in_corner);
	tcase_add_test(tc, capture_several_chains_at_once);
	tcase_add_test(tc, capture_gives_only_liberty);
	tcase_add_test(tc, suicide_single);
	tcase_add_test(tc, suicide_chain);
	tcase_add_test(tc, looks_like_suicide_but_captures);
	tcase_add_test(tc, ko_retake_refused_then_allowed);
	tcase_add_test(tc, two_stones_captured_is_not_ko);
	tcase_add_test(tc, undo_restores_everything);
	tcase_add_loop_test(tc, incremental_matches_recount, 0, 10);
	tcase_add_loop_test(tc, setup_matches_recount, 0, 6);
	tcase_add_test(tc, hash_after_predicts_hash);
	tcase_add_test(tc, vertices);
	tcase_add_test(tc, star_points);
	tcase_add_test(tc, diagram_round_trip);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(board_suite);

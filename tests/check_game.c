/*
 * check_game.c — the game record: turn, passes, superko, undo, handicap, komi.
 */
#include <stdlib.h>

#include "analysis/playout.h"
#include "positions.h"
#include "testutil.h"

static const char *ko_shape = POS_KO_5;

START_TEST(turn_and_reasons)
{
	struct game g;

	ck_assert_int_eq(game_init(&g, 9, RULES_JAPANESE), 0);
	ck_assert_int_eq(g.to_move, BLACK);
	ck_assert_int_eq(game_play_turn(&g, WHITE, V(&g.board, "E5")), MOVE_NOT_YOUR_TURN);
	ck_assert_int_eq(game_play_turn(&g, BLACK, V(&g.board, "E5")), MOVE_OK);
	ck_assert_int_eq(game_play_turn(&g, WHITE, V(&g.board, "E5")), MOVE_OCCUPIED);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_str_eq(move_status_word(MOVE_SUPERKO), "superko");
	ck_assert_ptr_nonnull(strstr(move_status_strerror(MOVE_KO), "ko"));
	game_free(&g);
}
END_TEST

/* Art. 2, 9-1: two passes in a row stop play; no move after that. */
START_TEST(two_passes_stop_play)
{
	struct game g;

	game_init(&g, 9, RULES_JAPANESE);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "C3")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, PASS), MOVE_OK);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "D3")), MOVE_OK);
	ck_assert_int_eq(g.passes, 0);
	ck_assert_int_eq(game_play(&g, WHITE, PASS), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, PASS), MOVE_OK);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "E5")), MOVE_GAME_STOPPED);
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.passes, 1);
	game_free(&g);
}
END_TEST

/* Seed 003 art. 6: no whole-board position may repeat under Chinese rules.
 * White passes, which lifts the simple ko, then retakes: the position before
 * Black's capture comes back. */
START_TEST(superko_chinese_only)
{
	struct game g;
	enum rules rules[] = { RULES_CHINESE, RULES_JAPANESE };

	for (int i = 0; i < 2; i++) {
		game_from(&g, 5, rules[i], ko_shape, BLACK);
		ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "C3")), MOVE_OK);
		ck_assert_int_eq(game_legal(&g, WHITE, V(&g.board, "B3")), MOVE_KO);
		ck_assert_int_eq(game_play(&g, WHITE, PASS), MOVE_OK);
		if (rules[i] == RULES_CHINESE) {
			ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "B3")), MOVE_SUPERKO);
			ck_assert_int_eq(board_at(&g.board, V(&g.board, "C3")), BLACK);
		} else {
			ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "B3")), MOVE_OK);
			ck_assert_int_eq(game_position_count(&g, g.board.hash), 2);
		}
		game_free(&g);
	}
}
END_TEST

/* A cycle longer than a simple ko: two kos of opposite sides.  Black takes
 * the first, White the second, Black passes, White retakes the first; now
 * Black's retake of the second is no simple-ko retake, but it recreates the
 * starting position. */
START_TEST(superko_double_ko_cycle)
{
	static const char *two_kos = ". . . . . . . . .\n"
	                             ". X O . . . . . .\n"
	                             "X O . O . . . . .\n"
	                             ". X O . . . . . .\n"
	                             ". . . . . . . . .\n"
	                             ". . . . . . . . .\n"
	                             ". . . . . . O X .\n"
	                             ". . . . . O X . X\n"
	                             ". . . . . . O X .\n";
	enum rules rules[] = { RULES_CHINESE, RULES_JAPANESE };
	struct game g;

	for (int i = 0; i < 2; i++) {
		uint64_t start;

		game_from(&g, 9, rules[i], two_kos, BLACK);
		start = g.board.hash;
		ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "C7")), MOVE_OK);
		ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "H2")), MOVE_OK);
		ck_assert_int_eq(game_play(&g, BLACK, PASS), MOVE_OK);
		ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "B7")), MOVE_OK);
		ck_assert_int_eq(board_legal(&g.board, BLACK, V(&g.board, "G2")), MOVE_OK);
		ck_assert_int_eq(board_hash_after(&g.board, BLACK, V(&g.board, "G2")), start);
		if (rules[i] == RULES_CHINESE) {
			ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "G2")), MOVE_SUPERKO);
		} else {
			ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "G2")), MOVE_OK);
			ck_assert_int_eq(game_position_count(&g, start), 2);
		}
		game_free(&g);
	}
}
END_TEST

/* Art. 12: a repetition is the same position with the same player to move;
 * superko (Chinese) looks at the position alone. */
START_TEST(repetition_needs_same_player_to_move)
{
	struct game g;

	/* the position comes back with Black to move, as at the start */
	game_from(&g, 5, RULES_JAPANESE, ko_shape, BLACK);
	play_ok(&g, BLACK, "C3");
	play_ok(&g, WHITE, "pass");
	play_ok(&g, WHITE, "B3");
	ck_assert_int_eq(game_position_count(&g, g.board.hash), 2);
	ck_assert_int_eq(game_situation_count(&g), 2);
	ck_assert(endgame_repetition(&g));
	ck_assert(game_undo(&g));
	ck_assert(!endgame_repetition(&g));
	game_free(&g);

	/* the same position, but White was to move at the start */
	game_from(&g, 5, RULES_JAPANESE, ko_shape, WHITE);
	play_ok(&g, WHITE, "pass");
	play_ok(&g, BLACK, "C3");
	play_ok(&g, WHITE, "pass");
	play_ok(&g, WHITE, "B3");
	ck_assert_int_eq(g.to_move, BLACK);
	ck_assert_int_eq(game_position_count(&g, g.board.hash), 2);
	ck_assert_int_eq(game_situation_count(&g), 1);
	ck_assert(!endgame_repetition(&g));
	game_free(&g);
}
END_TEST

START_TEST(undo_is_exact)
{
	struct game g;
	struct board start;
	uint64_t rng = 99 + (uint64_t)_i;

	game_init(&g, _i % 2 ? 9 : 19, _i % 3 ? RULES_JAPANESE : RULES_CHINESE);
	start = g.board;
	for (int k = 0; k < 300; k++) {
		int p = playout_pick(&g, g.to_move, &rng);

		if (p == PASS)
			break;
		ck_assert_int_eq(game_play(&g, g.to_move, p), MOVE_OK);
	}
	ck_assert(g.nmoves > 50);
	/* take back half, replay them, compare */
	{
		struct board mid;
		int half = g.nmoves / 2, total = g.nmoves;
		struct game_move saved[400];

		memcpy(saved, g.moves, (size_t)total * sizeof *saved);
		mid = g.board;
		while (g.nmoves > half)
			ck_assert(game_undo(&g));
		for (int k = half; k < total; k++)
			ck_assert_int_eq(game_play(&g, saved[k].color, saved[k].point), MOVE_OK);
		ck_assert_mem_eq(g.board.color, mid.color, sizeof mid.color);
		ck_assert_int_eq(g.board.captures[BLACK], mid.captures[BLACK]);
		ck_assert_int_eq(g.board.captures[WHITE], mid.captures[WHITE]);
		ck_assert_int_eq(g.board.ko_point, mid.ko_point);
	}
	while (game_undo(&g))
		;
	ck_assert_mem_eq(g.board.color, start.color, sizeof start.color);
	ck_assert_int_eq(g.board.hash, start.hash);
	ck_assert_int_eq(g.board.captures[BLACK] + g.board.captures[WHITE], 0);
	ck_assert_int_eq(g.to_move, BLACK);
	ck_assert(board_consistent(&g.board));
	ck_assert(!game_undo(&g));
	game_free(&g);
}
END_TEST

START_TEST(undo_restores_ko)
{
	struct game g;

	game_from(&g, 5, RULES_JAPANESE, ko_shape, BLACK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "C3")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "E5")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "E1")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "B3")), MOVE_OK);
	ck_assert(game_undo(&g));
	ck_assert(game_undo(&g));
	ck_assert(game_undo(&g));
	/* back to just after the capture: the retake is forbidden again */
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_int_eq(game_legal(&g, WHITE, V(&g.board, "B3")), MOVE_KO);
	ck_assert_int_eq(g.board.captures[BLACK], 1);
	ck_assert_int_eq(g.board.captures[WHITE], 0);
	game_free(&g);
}
END_TEST

/* Expected handicap places: GTP v2 section 4.1.1 (the same as GNU Go's
 * fixed_handicap for 9, 13 and 19), and the 4-4 points for 21. */
static const struct {
	int size, n;
	const char *points;
} handicaps[] = {
	{ 9, 2, "C3 G7" },
	{ 9, 3, "C3 G7 C7" },
	{ 9, 4, "C3 G7 C7 G3" },
	{ 9, 5, "C3 G7 C7 G3 E5" },
	{ 9, 6, "C3 G7 C7 G3 C5 G5" },
	{ 9, 7, "C3 G7 C7 G3 C5 G5 E5" },
	{ 9, 8, "C3 G7 C7 G3 C5 G5 E3 E7" },
	{ 9, 9, "C3 G7 C7 G3 C5 G5 E3 E7 E5" },
	{ 13, 2, "D4 K10" },
	{ 13, 5, "D4 K10 D10 K4 G7" },
	{ 13, 9, "D4 K10 D10 K4 D7 K7 G4 G10 G7" },
	{ 19, 2, "D4 Q16" },
	{ 19, 3, "D4 Q16 D16" },
	{ 19, 4, "D4 Q16 D16 Q4" },
	{ 19, 5, "D4 Q16 D16 Q4 K10" },
	{ 19, 6, "D4 Q16 D16 Q4 D10 Q10" },
	{ 19, 7, "D4 Q16 D16 Q4 D10 Q10 K10" },
	{ 19, 8, "D4 Q16 D16 Q4 D10 Q10 K4 K16" },
	{ 19, 9, "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10" },
	{ 21, 2, "D4 S18" },
	{ 21, 4, "D4 S18 D18 S4" },
	{ 21, 9, "D4 S18 D18 S4 D11 S11 L4 L18 L11" },
};

START_TEST(fixed_handicap_places)
{
	struct game g;
	char *cause = NULL;
	int size = handicaps[_i].size, n = handicaps[_i].n;
	char want[128], got[128] = "", buf[8];

	game_init(&g, size, RULES_JAPANESE);
	ck_assert_int_eq(game_fixed_handicap(&g, n, &cause), n);
	ck_assert_int_eq(board_count_stones(&g.board, BLACK), n);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_int_eq(g.handicap, n);
	snprintf(want, sizeof want, "%s", handicaps[_i].points);
	for (char *tok = strtok(want, " "); tok; tok = strtok(NULL, " ")) {
		ck_assert_msg(board_at(&g.board, V(&g.board, tok)) == BLACK,
		              "%dx%d H%d: no stone on %s", size, size, n, tok);
	}
	{
		int pts[9];

		ck_assert_int_eq(handicap_points(size, n, pts, &cause), n);
		for (int i = 0; i < n; i++) {
			strcat(got, i ? " " : "");
			strcat(got, board_vertex_name(&g.board, pts[i], buf));
		}
		ck_assert_str_eq(got, handicaps[_i].points);
	}
	ck_assert_double_eq(g.komi, 6.5); /* placing stones leaves komi alone */
	game_free(&g);
}
END_TEST

START_TEST(handicap_refusals)
{
	struct game g;
	char *cause = NULL;
	int pts[2];

	game_init(&g, 7, RULES_JAPANESE);
	ck_assert_int_eq(game_fixed_handicap(&g, 5, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_ptr_nonnull(strstr(cause, "handicap"));
	free(cause);
	cause = NULL;
	ck_assert_int_eq(game_fixed_handicap(&g, 4, &cause), 4);
	ck_assert_ptr_null(cause); /* success leaves it alone */
	ck_assert_int_eq(game_fixed_handicap(&g, 2, NULL), -1); /* not empty */
	game_free(&g);
	game_init(&g, 10, RULES_JAPANESE);
	ck_assert_int_eq(game_fixed_handicap(&g, 5, NULL), -1); /* even size */
	ck_assert_int_eq(game_fixed_handicap(&g, 1, NULL), -1);
	ck_assert_int_eq(game_fixed_handicap(&g, 10, NULL), -1);
	pts[0] = V(&g.board, "A1");
	pts[1] = V(&g.board, "A1");
	ck_assert_int_eq(game_free_handicap(&g, pts, 2, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	free(cause);
	ck_assert_int_eq(board_count_stones(&g.board, BLACK), 0);
	pts[1] = V(&g.board, "K10");
	ck_assert_int_eq(game_free_handicap(&g, pts, 2, NULL), 2);
	game_free(&g);
}
END_TEST

START_TEST(komi_and_giveback)
{
	struct game g;
	char *cause;

	ck_assert_double_eq(game_default_komi(RULES_JAPANESE, 0), 6.5);
	ck_assert_double_eq(game_default_komi(RULES_CHINESE, 0), 7.5);
	ck_assert_double_eq(game_default_komi(RULES_CHINESE, 4), 0.0);
	game_init(&g, 19, RULES_CHINESE);
	ck_assert_double_eq(g.komi, 7.5);
	ck_assert_double_eq(game_handicap_giveback(&g), 0.0);
	ck_assert_int_eq(game_fixed_handicap(&g, 4, &cause), 4);
	ck_assert_double_eq(game_default_komi(g.rules, g.handicap), 0.0);
	ck_assert_double_eq(game_default_komi(RULES_JAPANESE, g.handicap), 0.5);
	/* Chinese rules: Black gives back half the handicap stones = 2 stones = 4 points */
	ck_assert_double_eq(game_handicap_giveback(&g), 4.0);
	game_set_rules(&g, RULES_JAPANESE);
	ck_assert_double_eq(game_handicap_giveback(&g), 0.0);
	game_free(&g);
}
END_TEST

START_TEST(resign)
{
	struct game g;

	game_init(&g, 9, RULES_JAPANESE);
	ck_assert(endgame_resign(&g, WHITE));
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_RESIGN);
	ck_assert_int_eq(g.result.winner, BLACK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "E5")), MOVE_GAME_OVER);
	ck_assert(!endgame_resign(&g, BLACK));
	game_free(&g);
}
END_TEST

/* Capture Go: the first capture ends the game, won by the capturer; undo
 * takes back the capture and the end together; no komi; the names. */
START_TEST(capture_go_first_capture_wins)
{
	struct game g;
	enum rules r;
	char buf[32];

	game_init(&g, 9, RULES_CAPTURE);
	ck_assert(rules_parse("capture", &r) && r == RULES_CAPTURE);
	ck_assert_str_eq(rules_name(RULES_CAPTURE), "capture");
	ck_assert(game_default_komi(RULES_CAPTURE, 0) == 0.0);
	/* White E5 surrounded by D5 F5 E4, then E6 takes it */
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "D5")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "E5")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "F5")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, PASS), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "E4")), MOVE_OK);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "A1")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "E6")), MOVE_OK);
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_CAPTURE);
	ck_assert_int_eq(g.result.winner, BLACK);
	ck_assert_str_eq(game_result_text(&g, buf, sizeof buf), "B+Capture");
	ck_assert_str_eq(result_format(&g.result, RESULT_FORM_SGF, buf, sizeof buf), "B+Capture");
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "J9")), MOVE_GAME_OVER);
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.result.kind, RESULT_NONE);
	ck_assert_int_eq(g.board.color[V(&g.board, "E5")], WHITE);
	ck_assert_int_eq(g.to_move, BLACK);
	game_free(&g);
	/* the same capture under the Japanese rules goes on */
	game_init(&g, 9, RULES_JAPANESE);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "D5")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "E5")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "F5")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, PASS), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "E4")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "A1")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "E6")), MOVE_OK);
	ck_assert_int_eq(g.board.color[V(&g.board, "E5")], EMPTY);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "J9")), MOVE_OK);
	game_free(&g);
}
END_TEST

START_TEST(position_multiset)
{
	struct poshash h;

	poshash_init(&h);
	for (uint64_t k = 1; k <= 5000; k++)
		poshash_add(&h, k * 0x9e3779b97f4a7c15ULL);
	poshash_add(&h, 3 * 0x9e3779b97f4a7c15ULL);
	ck_assert_uint_eq(poshash_count(&h, 3 * 0x9e3779b97f4a7c15ULL), 2);
	for (uint64_t k = 1; k <= 5000; k += 2)
		poshash_remove(&h, k * 0x9e3779b97f4a7c15ULL);
	ck_assert_uint_eq(poshash_count(&h, 1 * 0x9e3779b97f4a7c15ULL), 0);
	ck_assert_uint_eq(poshash_count(&h, 2 * 0x9e3779b97f4a7c15ULL), 1);
	ck_assert_uint_eq(poshash_count(&h, 3 * 0x9e3779b97f4a7c15ULL), 1);
	ck_assert_uint_eq(poshash_count(&h, 4999 * 0x9e3779b97f4a7c15ULL), 0);
	ck_assert_uint_eq(poshash_count(&h, 5000 * 0x9e3779b97f4a7c15ULL), 1);
	ck_assert_uint_eq(poshash_count(&h, 0), 0);
	poshash_add(&h, 0);
	ck_assert_uint_eq(poshash_count(&h, 0), 1);
	poshash_free(&h);
}
END_TEST

static Suite *game_suite(void)
{
	Suite *s = suite_create("game");
	TCase *tc = tcase_create("record");

	tcase_add_test(tc, turn_and_reasons);
	tcase_add_test(tc, two_passes_stop_play);
	tcase_add_test(tc, superko_chinese_only);
	tcase_add_test(tc, superko_double_ko_cycle);
	tcase_add_test(tc, repetition_needs_same_player_to_move);
	tcase_add_loop_test(tc, undo_is_exact, 0, 6);
	tcase_add_test(tc, undo_restores_ko);
	tcase_add_loop_test(tc, fixed_handicap_places, 0,
	                    (int)(sizeof handicaps / sizeof handicaps[0]));
	tcase_add_test(tc, handicap_refusals);
	tcase_add_test(tc, komi_and_giveback);
	tcase_add_test(tc, resign);
	tcase_add_test(tc, capture_go_first_capture_wins);
	tcase_add_test(tc, position_multiset);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(game_suite);

/*
 * check_aids.c — the beginner aids of the core (cmd/aids.c), which the
 * screen and --plain both show: the chains in atari by colour (named by
 * their first stone in board order), the ko point only while it bars the
 * player to move, a chain's liberties, and the sentences said after a move
 * and after the stop.
 */
#include <stdlib.h>

#include "cmd/aids.h"
#include "rules/endgame.h"
#include "testutil.h"
#include "positions.h"
#include "base/util.h"

/* A black chain of two (A5 B5) and a white stone (E1) in atari. */
static const char *const two_ataris =
	"X X . . .\n"
	"O O . . .\n"
	". . . . .\n"
	". . . . .\n"
	". . . X O\n";

START_TEST(atari_chains_by_colour)
{
	struct game g;
	struct aids *a = xmalloc(sizeof *a);
	char buf[256];

	game_from(&g, 5, RULES_JAPANESE, two_ataris, BLACK);
	aids_find(&g, &g.board, a);
	ck_assert_int_eq(a->nchains[BLACK], 1);
	ck_assert_int_eq(a->nchains[WHITE], 1);
	ck_assert_int_eq(a->chain[BLACK][0], V(&g.board, "A5"));
	ck_assert_int_eq(a->chain[WHITE][0], V(&g.board, "E1"));
	ck_assert(a->atari[V(&g.board, "A5")] && a->atari[V(&g.board, "B5")]);
	ck_assert(a->atari[V(&g.board, "E1")]);
	ck_assert(!a->atari[V(&g.board, "A4")] && !a->atari[V(&g.board, "D1")]);
	ck_assert_int_eq(a->ko, NO_POINT);
	aids_atari_text(&g.board, a, buf, sizeof buf);
	ck_assert_str_eq(buf, "In atari: E1 A5"); /* board order: the first row first */
	game_free(&g);

	game_from(&g, 5, RULES_JAPANESE, ". . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .\n",
	          BLACK);
	aids_find(&g, &g.board, a);
	ck_assert_int_eq(a->nchains[BLACK] + a->nchains[WHITE], 0);
	aids_atari_text(&g.board, a, buf, sizeof buf);
	ck_assert_str_eq(buf, "In atari: none");
	game_free(&g);
	free(a);
}
END_TEST

START_TEST(liberties_of_a_chain)
{
	struct game g;
	char buf[128];

	game_from(&g, 5, RULES_JAPANESE, two_ataris, BLACK);
	aids_point_text(&g.board, V(&g.board, "B5"), buf, sizeof buf);
	ck_assert_str_eq(buf, "B5: black chain, 1 liberty");
	aids_point_text(&g.board, V(&g.board, "A4"), buf, sizeof buf);
	ck_assert_str_eq(buf, "A4: white chain, 3 liberties");
	aids_point_text(&g.board, V(&g.board, "C3"), buf, sizeof buf);
	ck_assert_str_eq(buf, "C3: empty");
	game_free(&g);
}
END_TEST

/* Art. 6: after Black takes at C3, White may not retake B3 at once; the
 * ko point is shown for White alone, and gone after a move elsewhere. */
START_TEST(ko_point_for_the_player_to_move)
{
	struct game g;
	struct aids *a = xmalloc(sizeof *a);
	char buf[128];

	game_from(&g, 5, RULES_JAPANESE, POS_KO_5, BLACK);
	ck_assert_int_eq(aids_ko_point(&g), NO_POINT);
	play_ok(&g, BLACK, "C3");
	ck_assert_int_eq(aids_ko_point(&g), V(&g.board, "B3"));
	aids_find(&g, &g.board, a);
	ck_assert_int_eq(a->ko, V(&g.board, "B3"));
	aids_ko_text(&g, a, buf, sizeof buf);
	ck_assert_str_eq(buf, "Ko: White may not retake B3 at once");
	play_ok(&g, WHITE, "E5");
	ck_assert_int_eq(aids_ko_point(&g), NO_POINT);
	aids_find(&g, &g.board, a);
	aids_ko_text(&g, a, buf, sizeof buf);
	ck_assert_str_eq(buf, "");
	game_free(&g);
	free(a);
}
END_TEST

/* What --plain says after a move: the atari it gives, its own chain left
 * with one liberty, the ko it made. */
START_TEST(sentences_after_a_move)
{
	struct game g;
	struct sbuf t;

	sbuf_init(&t);
	game_from(&g, 5, RULES_JAPANESE, POS_KO_5, BLACK);
	play_ok(&g, BLACK, "C3");
	aids_move_text(&g, V(&g.board, "C3"), &t);
	ck_assert_str_eq(t.s, " Self-atari: Black at C3 has one liberty."
	                      " Ko: White may not retake B3 at once.");
	game_free(&g);

	sbuf_reset(&t);
	game_from(&g, 5, RULES_JAPANESE, two_ataris, WHITE);
	play_ok(&g, WHITE, "D5"); /* nothing new next to D5: the old ataris are not news */
	aids_move_text(&g, V(&g.board, "D5"), &t);
	ck_assert_str_eq(t.s ? t.s : "", "");
	game_free(&g);

	sbuf_reset(&t);
	game_from(&g, 5, RULES_JAPANESE, ". . . . .\n. . . . .\n. . . . .\n. . . . .\nX . . . .\n",
	          WHITE);
	play_ok(&g, WHITE, "B1");
	aids_move_text(&g, V(&g.board, "B1"), &t);
	ck_assert_str_eq(t.s, " Atari: Black at A1.");
	game_free(&g);
	sbuf_free(&t);
}
END_TEST

/* After the stop: what it means, and the dead stones in one sentence. */
START_TEST(sentences_after_the_stop)
{
	struct game g;
	struct sbuf t;

	sbuf_init(&t);
	ck_assert_str_eq(aids_stopped_text(), "Play has stopped: both passed");
	game_from(&g, 5, RULES_JAPANESE, two_ataris, BLACK);
	play_ok(&g, BLACK, "pass");
	play_ok(&g, WHITE, "pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	aids_dead_text(&g, &t);
	ck_assert_str_eq(t.s, "No stones are marked dead.");
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "A5"), false), EG_OK);
	sbuf_reset(&t);
	aids_dead_text(&g, &t);
	ck_assert_str_eq(t.s, "Marked dead: black A5 B5 (stones: 2).");
	game_free(&g);
	sbuf_free(&t);
}
END_TEST

static Suite *aids_suite(void)
{
	Suite *s = suite_create("aids");
	TCase *tc = tcase_create("aids");

	tcase_add_test(tc, atari_chains_by_colour);
	tcase_add_test(tc, liberties_of_a_chain);
	tcase_add_test(tc, ko_point_for_the_player_to_move);
	tcase_add_test(tc, sentences_after_a_move);
	tcase_add_test(tc, sentences_after_the_stop);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(aids_suite);

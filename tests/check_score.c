/*
 * check_score.c — counting (Art. 8, 10; the area counting of the Chinese
 * rules): territory, seki, dame, dead stones removed or left, prisoners,
 * komi, handicap give-back, and the same boards counted by Japanese and
 * Chinese rules; the estimate of dead stones.
 *
 * Every expected number was counted by hand from the diagram; the counting
 * is written out in the comment above each test.
 */
#include <stdlib.h>

#include "analysis/estimate.h"
#include "rules/score.h"
#include "positions.h"
#include "testutil.h"

struct counted {
	struct board b;
	uint8_t dead[BOARD_MAX_POINTS];
	struct score s;
};

/* Count diagram with the stones at the space-separated vertices dead. */
static struct counted *count(int size, const char *diagram, const char *dead, enum rules rules,
                             enum seki_mode seki, double komi, int handicap, int bcap, int wcap)
{
	struct counted *c = calloc(1, sizeof *c);
	struct score_params sp = { rules, seki, komi, handicap, { 0, bcap, wcap }, NULL, NULL };
	char buf[256], *tok, *save = NULL;

	ck_assert_ptr_nonnull(c);
	board_from(&c->b, size, diagram);
	snprintf(buf, sizeof buf, "%s", dead);
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		int p = V(&c->b, tok);

		ck_assert_msg(board_at(&c->b, p) != EMPTY, "no stone at %s", tok);
		c->dead[p] = 1;
	}
	score_compute(&c->b, c->dead, &sp, &c->s);
	return c;
}

static void ck_result(const struct score *s, const char *want)
{
	char buf[32];

	ck_assert_str_eq(score_result_text(s, buf, sizeof buf), want);
}

/*
 * A: a wall down the middle, one dead stone on each side.
 * Black: column D (9 stones), area A-C = 27 points; the dead white stone B2
 * is removed, so 26 empty + 1 = 27 territory and 1 prisoner.
 * White: column E (9), area F-J = 36 points incl. the dead black H3: 36
 * territory, 1 prisoner.
 * Japanese: B 27+1 = 28, W 36+1 = 37, 28-37-6.5 = -15.5: W+15.5.
 * Chinese: B 9+27 = 36, W 9+36 = 45, 36-45-7.5 = -16.5: W+16.5 (in stones
 * against the 40.5+3.75 threshold: 36 - 44.25 = -8.25).
 */
START_TEST(wall_japanese)
{
	struct counted *c = count(9, POS_WALL_9, "B2 H3", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 0, 0);

	ck_assert_int_eq(c->s.territory[BLACK], 27);
	ck_assert_int_eq(c->s.territory[WHITE], 36);
	ck_assert_int_eq(c->s.removed[BLACK], 1);
	ck_assert_int_eq(c->s.removed[WHITE], 1);
	ck_assert_int_eq(c->s.stones[BLACK], 9);
	ck_assert_int_eq(c->s.stones[WHITE], 9);
	ck_assert_int_eq(c->s.dame, 0);
	ck_assert_int_eq(c->s.kind[V(&c->b, "B2")], SCORE_REMOVED);
	ck_assert_int_eq(c->s.owner[V(&c->b, "B2")], BLACK);
	ck_assert_int_eq(c->s.kind[V(&c->b, "A1")], SCORE_TERRITORY);
	ck_assert_int_eq(c->s.owner[V(&c->b, "J9")], WHITE);
	ck_assert_int_eq(c->s.kind[V(&c->b, "D5")], SCORE_STONE);
	ck_assert(c->s.total[BLACK] == 28 && c->s.total[WHITE] == 37);
	ck_result(&c->s, "W+15.5");
	free(c);
}
END_TEST

/* Prisoners taken during play count under Japanese rules only: with Black
 * having taken 2, Japanese 30-37-6.5 = W+13.5; Chinese still W+16.5. */
START_TEST(wall_prisoners_count_only_japanese)
{
	struct counted *j = count(9, POS_WALL_9, "B2 H3", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 2, 0);
	struct counted *c = count(9, POS_WALL_9, "B2 H3", RULES_CHINESE, SEKI_DEFAULT, 7.5, 0, 2, 0);

	ck_result(&j->s, "W+13.5");
	ck_result(&c->s, "W+16.5");
	ck_assert(c->s.total[BLACK] == 36 && c->s.total[WHITE] == 45);
	ck_assert(c->s.threshold == 40.5 + 3.75);
	ck_assert(c->s.stones_margin == -8.25);
	free(j);
	free(c);
}
END_TEST

/* Not marking the dead stones changes the count: B2 and H3 are then living
 * stones in nobody's area, and both areas touch both colours: all empty
 * points are dame under Japanese rules. */
START_TEST(wall_unmarked_dead)
{
	struct counted *c = count(9, POS_WALL_9, "", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 0, 0);

	ck_assert_int_eq(c->s.territory[BLACK] + c->s.territory[WHITE], 0);
	ck_assert_int_eq(c->s.dame, 81 - 20);
	ck_result(&c->s, "W+6.5");
	free(c);
}
END_TEST

/*
 * B: a seki with one eye each (Art. 8, figure 13) between the black chain
 * B9 A8 B8 C8 (eye A9) and the white chain D9 D8 E8 F8 F9 (eye E9), sharing
 * the dame C9; five dead white stones (H5 G4 H4 J4 H3) in Black's area.
 *   Black: stones 4 (seki) + D7 E7 F7 G7 G8 G9 + F1-F6 = 16;
 *          territory G1-J6 (18) + H7 J7 H8 J8 H9 J9 (6) = 24, of which 5
 *          are the removed dead stones: 5 prisoners.
 *   White: stones 5 (seki) + A7 B7 C7 C6 D6 E6 + E1-E5 = 16;
 *          territory A1-D5 (20) + A6 B6 = 22.
 *   seki eyes A9 (black), E9 (white); dame C9.
 * Japanese: B 24+5 = 29, W 22+6.5 = 28.5: B+0.5.
 * Chinese:  B 16+24+1 = 41, W 16+22+1 = 39, 41-39-7.5 = -5.5: W+5.5.
 * The winner differs (J89 Art. 8 commentary, translator's note).
 */
static const char *seki_9 = ". X . O . O X . .\n"
                            "X X X O O O X . .\n"
                            "O O O X X X X . .\n"
                            ". . O O O X . . .\n"
                            ". . . . O X . O .\n"
                            ". . . . O X O O O\n"
                            ". . . . O X . O .\n"
                            ". . . . O X . . .\n"
                            ". . . . O X . . .\n";

START_TEST(seki_one_eye_each_japanese)
{
	struct counted *c = count(9, seki_9, "H5 G4 H4 J4 H3", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0,
	                          0, 0);

	ck_assert_int_eq(c->s.territory[BLACK], 24);
	ck_assert_int_eq(c->s.territory[WHITE], 22);
	ck_assert_int_eq(c->s.removed[BLACK], 5);
	ck_assert_int_eq(c->s.seki_eyes[BLACK], 1);
	ck_assert_int_eq(c->s.seki_eyes[WHITE], 1);
	ck_assert_int_eq(c->s.dame, 1);
	ck_assert_int_eq(c->s.kind[V(&c->b, "A9")], SCORE_SEKI_EYE);
	ck_assert_int_eq(c->s.kind[V(&c->b, "E9")], SCORE_SEKI_EYE);
	ck_assert_int_eq(c->s.owner[V(&c->b, "E9")], WHITE);
	ck_assert_int_eq(c->s.kind[V(&c->b, "C9")], SCORE_DAME);
	ck_assert_int_eq(c->s.kind[V(&c->b, "B9")], SCORE_SEKI_STONE);
	ck_assert_int_eq(c->s.kind[V(&c->b, "F9")], SCORE_SEKI_STONE);
	ck_assert_int_eq(c->s.kind[V(&c->b, "G9")], SCORE_STONE);
	ck_assert_int_eq(c->s.kind[V(&c->b, "A7")], SCORE_STONE);
	ck_result(&c->s, "B+0.5");
	free(c);
}
END_TEST

/* The map a person checks: row 9 has the seki eyes A9 and E9 and the dame
 * C9; row 4 White's territory, the wall, and three removed white stones. */
START_TEST(seki_map_for_people)
{
	struct counted *c = count(9, seki_9, "H5 G4 H4 J4 H3", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0,
	                          0, 0);
	struct sbuf out;

	sbuf_init(&out);
	score_print_map(&c->b, &c->s, &out);
	ck_assert_ptr_nonnull(strstr(out.s, " 9 s X . O s O X b b 9\n"));
	ck_assert_ptr_nonnull(strstr(out.s, " 4 w w w w O X o o o 4\n"));
	sbuf_reset(&out);
	score_describe(&c->s, &out);
	ck_assert_ptr_nonnull(strstr(out.s, "Black: territory 24 + prisoners 0 + dead stones removed 5 = 29"));
	ck_assert_ptr_nonnull(strstr(out.s, "result: B+0.5"));
	sbuf_free(&out);
	free(c);
}
END_TEST

START_TEST(seki_one_eye_each_chinese)
{
	struct counted *c = count(9, seki_9, "H5 G4 H4 J4 H3", RULES_CHINESE, SEKI_DEFAULT, 7.5, 0,
	                          0, 0);

	ck_assert_int_eq(c->s.stones[BLACK], 16);
	ck_assert_int_eq(c->s.stones[WHITE], 16);
	ck_assert(c->s.total[BLACK] == 41 && c->s.total[WHITE] == 39);
	ck_result(&c->s, "W+5.5");
	free(c);
}
END_TEST

/*
 * C: the dame D5 is left open between two walls (Art. 8 commentary 3,
 * figure 15).  Black: C1-C9 + D1-D4 = 13 stones, area A-B = 18.  White:
 * E1-E9 + D6-D9 = 13, area F-J = 36.
 * Default: either side can fill D5 safely, so no seki: Japanese 18-36-6.5 =
 * W+24.5, one dame.  Strict (the text of Art. 8): both walls touch a dame,
 * so both are seki stones and none of their eyes is territory: W+6.5 (komi).
 * Chinese: 13+18 = 31 against 13+36 = 49: W+25.5.
 */
static const char *open_dame_9 = POS_OPEN_DAME_9;

START_TEST(open_dame_default_and_strict)
{
	struct counted *d = count(9, open_dame_9, "", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 0, 0);
	struct counted *s = count(9, open_dame_9, "", RULES_JAPANESE, SEKI_STRICT, 6.5, 0, 0, 0);
	struct counted *c = count(9, open_dame_9, "", RULES_CHINESE, SEKI_DEFAULT, 7.5, 0, 0, 0);

	ck_assert_int_eq(d->s.territory[BLACK], 18);
	ck_assert_int_eq(d->s.territory[WHITE], 36);
	ck_assert_int_eq(d->s.dame, 1);
	ck_assert_int_eq(d->s.kind[V(&d->b, "D5")], SCORE_DAME);
	ck_result(&d->s, "W+24.5");
	ck_assert_int_eq(s->s.territory[BLACK] + s->s.territory[WHITE], 0);
	ck_assert_int_eq(s->s.seki_eyes[BLACK], 18);
	ck_assert_int_eq(s->s.seki_eyes[WHITE], 36);
	ck_assert_int_eq(s->s.kind[V(&s->b, "C5")], SCORE_SEKI_STONE);
	ck_result(&s->s, "W+6.5");
	ck_result(&c->s, "W+25.5");
	free(d);
	free(s);
	free(c);
}
END_TEST

/*
 * D: figure 17: a dead black stone E9 inside the eye E9-F9 of the white
 * seki chain D9 D8 E8 F8 G8 G9.  Filling the dame C9 is self-atari for both
 * (for White because the dead stone still takes the liberty E9), so it is
 * seki; the dead stone stays and is nobody's prisoner (Art. 10-1).
 *   Black: stones B9 A8 B8 C8 + D7 E7 F7 G7 H7 H8 H9 + F1-F6 = 17;
 *          territory G1-J6 (18) + J7 J8 J9 = 21; seki eye A9.
 *   White: stones 6 + A7 B7 C7 C6 D6 E6 E1-E5 = 17; territory 22; seki eye F9.
 * Japanese: 21 - 22 - 6.5 = W+7.5.
 * Chinese: the dead stone is taken out and the eye E9-F9 counts for White:
 *   B 17+21+1 = 39, W 17+22+2 = 41, 39-41-7.5 = W+9.5.
 */
static const char *seki_dead_inside_9 = ". X . O X . O X .\n"
                                        "X X X O O O O X .\n"
                                        "O O O X X X X X .\n"
                                        ". . O O O X . . .\n"
                                        ". . . . O X . . .\n"
                                        ". . . . O X . . .\n"
                                        ". . . . O X . . .\n"
                                        ". . . . O X . . .\n"
                                        ". . . . O X . . .\n";

START_TEST(seki_dead_stone_stays)
{
	struct counted *j = count(9, seki_dead_inside_9, "E9", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0,
	                          0, 0);
	struct counted *c = count(9, seki_dead_inside_9, "E9", RULES_CHINESE, SEKI_DEFAULT, 7.5, 0,
	                          0, 0);

	ck_assert_int_eq(j->s.kind[V(&j->b, "E9")], SCORE_DEAD_STAYS);
	ck_assert_int_eq(j->s.dead_stay[BLACK], 1);
	ck_assert_int_eq(j->s.removed[WHITE], 0);
	ck_assert_int_eq(j->s.kind[V(&j->b, "F9")], SCORE_SEKI_EYE);
	ck_assert_int_eq(j->s.kind[V(&j->b, "D9")], SCORE_SEKI_STONE);
	ck_assert_int_eq(j->s.territory[BLACK], 21);
	ck_assert_int_eq(j->s.territory[WHITE], 22);
	ck_assert_int_eq(j->s.dame, 1);
	ck_result(&j->s, "W+7.5");
	ck_assert(c->s.total[BLACK] == 39 && c->s.total[WHITE] == 41);
	ck_result(&c->s, "W+9.5");
	free(j);
	free(c);
}
END_TEST

/*
 * E: a seki without eyes: the black chain B1 B2 B3 C3 and the white chain
 * D1 D2 D3, each walled in by the other side's living stones, share the
 * liberties C1 and C2 and have no other.
 *   White: F6-F9, A5-F5, A4-C4, A3 A2 A1 = 16 + D1-D3 = 19 stones;
 *          territory A6-E9 = 20.
 *   Black: G4-G9, D4-F4, E3 E2 E1 = 12 + 4 (seki) = 16 stones; territory
 *          F1-G3 + H1-J9 = 24.  Dame C1, C2.
 * Japanese: 24 - 20 - 6.5 = W+2.5.  Chinese: 40 - 39 - 7.5 = W+6.5.
 */
static const char *seki_no_eyes_9 = ". . . . . O X . .\n"
                                    ". . . . . O X . .\n"
                                    ". . . . . O X . .\n"
                                    ". . . . . O X . .\n"
                                    "O O O O O O X . .\n"
                                    "O O O X X X X . .\n"
                                    "O X X O X . . . .\n"
                                    "O X . O X . . . .\n"
                                    "O X . O X . . . .\n";

START_TEST(seki_no_eyes)
{
	struct counted *j = count(9, seki_no_eyes_9, "", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 0, 0);
	struct counted *c = count(9, seki_no_eyes_9, "", RULES_CHINESE, SEKI_DEFAULT, 7.5, 0, 0, 0);

	ck_assert_int_eq(j->s.dame, 2);
	ck_assert_int_eq(j->s.kind[V(&j->b, "C1")], SCORE_DAME);
	ck_assert_int_eq(j->s.kind[V(&j->b, "C2")], SCORE_DAME);
	ck_assert_int_eq(j->s.kind[V(&j->b, "C3")], SCORE_SEKI_STONE);
	ck_assert_int_eq(j->s.kind[V(&j->b, "D3")], SCORE_SEKI_STONE);
	ck_assert_int_eq(j->s.kind[V(&j->b, "D4")], SCORE_STONE);
	ck_assert_int_eq(j->s.kind[V(&j->b, "E1")], SCORE_STONE);
	ck_assert_int_eq(j->s.kind[V(&j->b, "A1")], SCORE_STONE);
	ck_assert_int_eq(j->s.seki_eyes[BLACK] + j->s.seki_eyes[WHITE], 0);
	ck_assert_int_eq(j->s.territory[BLACK], 24);
	ck_assert_int_eq(j->s.territory[WHITE], 20);
	ck_result(&j->s, "W+2.5");
	ck_assert_int_eq(c->s.stones[BLACK], 16);
	ck_assert_int_eq(c->s.stones[WHITE], 19);
	ck_result(&c->s, "W+6.5");
	free(j);
	free(c);
}
END_TEST

/*
 * F: 19x19.  Black wall on K, White wall on L; dead white D4 D5 in Black's
 * area, dead black Q16 in White's.
 *   Black: 19 stones, area A-J (9 columns x 19) = 171, 2 prisoners.
 *   White: 19 stones, area M-T (8 x 19) = 152, 1 prisoner.
 * Japanese 6.5: 173 - 153 - 6.5 = B+13.5; with 3 and 10 prisoners taken
 * during play: 176 - 163 - 6.5 = B+6.5.
 * Chinese 7.5: 190 - 171 - 7.5 = B+11.5; in stones 190 - (180.5 + 3.75) =
 * 5.75.  Four handicap stones, no komi, give-back 4: 190 - 171 - 4 = B+15,
 * threshold 180.5 + 2 = 182.5.
 */
static char big_19[19 * 40];

static const char *make_big_19(void)
{
	char *o = big_19;

	for (int row = 19; row >= 1; row--) {
		for (int col = 0; col < 19; col++) {
			char c = col == 9 ? 'X' : col == 10 ? 'O' : '.';

			if ((col == 3 && (row == 4 || row == 5)))
				c = 'O';
			if (col == 15 && row == 16)
				c = 'X';
			*o++ = c;
			*o++ = col < 18 ? ' ' : '\n';
		}
	}
	*o = '\0';
	return big_19;
}

START_TEST(board_19_both_rules)
{
	const char *d = make_big_19();
	struct counted *j = count(19, d, "D4 D5 Q16", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 0, 0);
	struct counted *jp = count(19, d, "D4 D5 Q16", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 3, 10);
	struct counted *c = count(19, d, "D4 D5 Q16", RULES_CHINESE, SEKI_DEFAULT, 7.5, 0, 0, 0);
	struct counted *h = count(19, d, "D4 D5 Q16", RULES_CHINESE, SEKI_DEFAULT, 0, 4, 0, 0);

	ck_assert_int_eq(j->s.territory[BLACK], 171);
	ck_assert_int_eq(j->s.territory[WHITE], 152);
	ck_assert_int_eq(j->s.removed[BLACK], 2);
	ck_assert_int_eq(j->s.removed[WHITE], 1);
	ck_result(&j->s, "B+13.5");
	ck_result(&jp->s, "B+6.5");
	ck_assert(c->s.total[BLACK] == 190 && c->s.total[WHITE] == 171);
	ck_result(&c->s, "B+11.5");
	ck_assert(c->s.stones_margin == 5.75);
	ck_assert(h->s.giveback == 4);
	ck_assert(h->s.threshold == 182.5);
	ck_result(&h->s, "B+15");
	free(j);
	free(jp);
	free(c);
	free(h);
}
END_TEST

/* Jigo: Japanese komi 0 on the symmetric board of A without dead stones
 * and with the area equal: black area A-D... here simply the wall board
 * with komi chosen to balance: 28 - 37 + 9 = 0. */
START_TEST(jigo_is_a_draw)
{
	struct counted *c = count(9, POS_WALL_9, "B2 H3", RULES_JAPANESE, SEKI_DEFAULT, -9, 0, 0, 0);

	ck_assert_int_eq(c->s.winner, EMPTY);
	ck_result(&c->s, "Draw");
	free(c);
}
END_TEST

START_TEST(seki_modes_by_name)
{
	enum seki_mode m;

	ck_assert(seki_mode_parse("strict", &m) && m == SEKI_STRICT);
	ck_assert(seki_mode_parse("default", &m) && m == SEKI_DEFAULT);
	ck_assert(!seki_mode_parse("loose", &m));
	ck_assert_str_eq(seki_mode_name(SEKI_STRICT), "strict");
}
END_TEST

/* The estimate finds the obviously dead stones of board A (one stone each,
 * alone in the other side's area) and nothing else. */
START_TEST(estimate_finds_lone_stones)
{
	struct game g;
	uint8_t dead[BOARD_MAX_POINTS];
	int n = 0;

	game_from(&g, 9, RULES_JAPANESE, POS_WALL_9, BLACK);
	estimate_dead(&g.board, g.to_move, dead);
	ck_assert(dead[V(&g.board, "B2")]);
	ck_assert(dead[V(&g.board, "H3")]);
	board_foreach_point(&g.board, p)
		n += dead[p];
	ck_assert_int_eq(n, 2);
	game_free(&g);
}
END_TEST

/* A dead stone on dame under Chinese rules comes off (general rule 8) and
 * leaves a dame point.  POS_WALL_B4_9 with B2 dead and B4 alive: Black's
 * side touches the living B4, so its 25 empty points and B2 are dame.
 * Chinese: Black 9 stones, White 9 + 1 (B4) + 36 (F-J with the dead H3
 * removed) = 46; dame 26 = 25 + B2.  Black "has" 9 + 26/2 = 22, the
 * threshold is 40.5 + 3.75 = 44.25: -22.25 stones, half the point margin
 * 9 - 46 - 7.5 = -44.5.  (Before the fix B2 counted for nobody and Black
 * "had" 21.5.) */
START_TEST(chinese_dead_stone_on_dame_comes_off)
{
	struct counted *c = count(9, POS_WALL_B4_9, "B2 H3", RULES_CHINESE, SEKI_DEFAULT, 7.5, 0, 0, 0);
	struct counted *j = count(9, POS_WALL_B4_9, "B2 H3", RULES_JAPANESE, SEKI_DEFAULT, 6.5, 0, 0, 0);

	ck_assert_int_eq(c->s.kind[V(&c->b, "B2")], SCORE_REMOVED);
	ck_assert_int_eq(c->s.owner[V(&c->b, "B2")], EMPTY);
	ck_assert_int_eq(c->s.dead_stay[WHITE], 0);
	ck_assert_int_eq(c->s.dame, 26);
	ck_assert(c->s.total[BLACK] == 9 && c->s.total[WHITE] == 46);
	ck_assert(c->s.total[BLACK] + c->s.dame / 2.0 == c->s.threshold + c->s.stones_margin);
	ck_assert(c->s.stones_margin == -22.25);
	/* Japanese: the stone stays on dame (Art. 10-1) */
	ck_assert_int_eq(j->s.kind[V(&j->b, "B2")], SCORE_DEAD_STAYS);
	ck_assert_int_eq(j->s.dead_stay[WHITE], 1);
	free(c);
	free(j);
}
END_TEST

static Suite *score_suite(void)
{
	Suite *s = suite_create("score");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, wall_japanese);
	tcase_add_test(tc, wall_prisoners_count_only_japanese);
	tcase_add_test(tc, wall_unmarked_dead);
	tcase_add_test(tc, seki_one_eye_each_japanese);
	tcase_add_test(tc, seki_one_eye_each_chinese);
	tcase_add_test(tc, seki_map_for_people);
	tcase_add_test(tc, open_dame_default_and_strict);
	tcase_add_test(tc, seki_dead_stone_stays);
	tcase_add_test(tc, seki_no_eyes);
	tcase_add_test(tc, board_19_both_rules);
	tcase_add_test(tc, jigo_is_a_draw);
	tcase_add_test(tc, seki_modes_by_name);
	tcase_add_test(tc, estimate_finds_lone_stones);
	tcase_add_test(tc, chinese_dead_stone_on_dame_comes_off);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(score_suite);

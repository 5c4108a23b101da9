/*
 * check_cmd_end.c — the end-of-game commands of the command table (cmd_end.c):
 * marks, agreement in turn and its withdrawal, disagreement and both lose,
 * the confirmation (a bent four settled on a copy, the ko restriction),
 * the result with the article that decided it, and the breakdown table.
 * Games are played through cmd_run() as the keys and the ':' line do.
 */
#include <stdlib.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "analysis/estimate.h"
#include "rules/score.h"
#include "record/record.h"
#include "cmdtest.h"
#include "positions.h"
#include "base/util.h"

static void said(const char *what)
{
	ck_assert_msg(strstr(c.message, what), "message '%s' lacks '%s'", c.message, what);
}

static void play_all(const char *const *moves)
{
	for (int i = 0; moves[i]; i++)
		ok(moves[i]);
}

/* Black owns A–C, White F–J; a white stone at B5 is dead; Black to move
 * after the stop.  Marked: B 27 territory (one removed) + 1 = 28,
 * W 36 + 6.5: W+14.5. */
static const char *const wall[] = {
	"D1", "E1", "D2", "E2", "D3", "E3", "D4", "E4", "D5", "E5", "D6", "E6",
	"D7", "E7", "D8", "E8", "D9", "E9", "pass", "B5", "pass", "pass", NULL,
};

/* The bent four of check_endgame.c (J89 example 6), White to move after the stop. */
static const char *const bent[] = {
	"A4", "A3", "B4", "B3", "C4", "B2", "C3", "C2", "D3", "D2", "E3", "D1",
	"E2", "pass", "E1", "pass", "pass", NULL,
};

/* Under the Chinese rules the end cites no J89 article (第9-2條): the
 * agreement and the result say the count is by area, the Chinese rules'. */
START_TEST(chinese_result_cites_no_j89_article)
{
	ok("rules chinese");
	play_all(wall);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ok("agree");
	ok("agree");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_ptr_null(strstr(c.message, "Art."));
	said("the game is over");
	ok("result");
	said("counted by area, Chinese rules");
	ck_assert_ptr_null(strstr(c.message, "Art."));
}
END_TEST

START_TEST(marks_and_agreement_in_turn)
{
	refused("dead B5", "play has not stopped");
	refused("agree", "play has not stopped");
	play_all(wall);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(g.to_move, BLACK);
	refused("dead C5", "no stone");
	refused("dead Z99", "dead takes a point");
	/* the marks start from the estimate's suggestion: B5 dead */
	ck_assert(endgame_suggested(&g));
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(ok("dead B5") & CMD_REDRAW_BOARD); /* a player changes it */
	ck_assert(!endgame_suggested(&g));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(ok("dead B5") & CMD_REDRAW_BOARD);
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	said("White group at B5: dead (stones: 1)");
	refused("agree white", "Black agrees first");
	ok("agree");                       /* the player to move: Black */
	ck_assert(endgame_agreed(&g, BLACK));
	said("White: y to agree too");
	refused("agree black", "already agreed");
	/* a change after one agreement withdraws it, and says so */
	ok("dead B5");
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B5")));
	said("White group at B5: alive");
	said("Black's agreement is withdrawn");
	ck_assert(!endgame_agreed(&g, BLACK));
	/* play at the cursor (Enter, a click) on a stone toggles its group */
	ok("cursor B5");
	ok("play");
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ok("cursor A1");
	refused("play", "Enter on a stone marks it dead or alive");
	ok("result");
	said("W+14.5");
	ok("agree");
	ok("agree");                       /* White, the next in turn */
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_SCORE);
	ck_assert_int_eq(g.result.winner, WHITE);
	ck_assert(g.result.margin == 14.5);
	said("W+14.5");
	ok("result");
	said("Art. 9-2");
	refused("dead B5", "game is over");
	refused("agree", "game is over");
	/* undo takes back the agreement; the marks stay */
	ok("undo");
	said("Took back White's agreement.");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ok("undo");
	said("Took back Black's agreement.");
	ok("undo");
	said("Took back the last change of the marks.");
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B5")));
	for (int i = 0; i < 4; i++)         /* the marks, Black's agreement, the marks */
		ok("undo");
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(endgame_suggested(&g)); /* the suggestion, as it was */
}
END_TEST

/* Two passes: the marks start from the estimate, a suggestion until a player
 * changes one or agrees; one undo takes back the suggestion and the pass;
 * a resumption clears it; the agreement protocol is the same. */
START_TEST(suggested_marks_and_undo)
{
	int n;

	for (n = 0; wall[n + 1]; n++)
		ok(wall[n]);
	ck_assert(!endgame_has_marks(&g));
	ok("pass");
	said("White passes: play stopped. Estimated dead stones: 1 (a suggestion).");
	ck_assert(endgame_suggested(&g));
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "D5")));
	ck_assert(!endgame_is_unsure(&g, V(&g.board, "B5")));
	/* one undo: the suggestion and the pass that stopped play */
	ok("undo");
	said("Took back White's pass.");
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.nmoves, n);
	ck_assert_int_eq(g.passes, 1);
	ck_assert(!endgame_has_marks(&g));
	ck_assert(!endgame_suggested(&g));
	ok("pass");
	ck_assert(endgame_suggested(&g));
	/* a resumption clears the marks, and the next stop suggests again */
	ok("resume");
	ck_assert(!endgame_has_marks(&g));
	ck_assert(!endgame_suggested(&g));
	ok("undo");
	said("Took back the resumption");
	ck_assert(endgame_suggested(&g));
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	/* an agreement accepts the marks as they stand */
	ok("agree");
	ck_assert(!endgame_suggested(&g));
	ok("agree");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.winner, WHITE);
	ck_assert(g.result.margin == 14.5);
	ok("undo");
	ok("undo");
	ck_assert(endgame_suggested(&g)); /* exact: the suggestion again */
}
END_TEST

/* A void move counted as a pass (Chinese rule 11-1) that stops play: the
 * marks are suggested too, and one undo takes back all of it. */
START_TEST(suggested_after_a_void_pass)
{
	for (int i = 0; wall[i + 1]; i++)
		ok(wall[i]);
	ok("policy chinese");
	ck_assert_int_eq(cmd_run(&c, "D5") & CMD_FAILED, CMD_FAILED); /* occupied: void */
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	said("Estimated dead stones: 1");
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ok("undo");
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.passes, 1);
	ck_assert(!endgame_has_marks(&g));
	ck_assert_int_eq(g.to_move, WHITE);
}
END_TEST

/* The :estimate aid: the estimate of the position in play and who leads,
 * gone at the next move; again hides it; not after the stop. */
START_TEST(estimate_aid)
{
	const struct estimate *e;
	int n;

	for (n = 0; wall[n + 2]; n++) /* up to White's B5, Black to pass */
		ok(wall[n]);
	ck_assert_ptr_null(cmd_estimate_shown(&c));
	ck_assert(ok("estimate") & CMD_REDRAW_BOARD);
	said("White leads by about 14.5");
	e = cmd_estimate_shown(&c);
	ck_assert_ptr_nonnull(e);
	ck_assert(e->dead[V(&g.board, "B5")]);
	ck_assert_int_gt(e->owner[V(&g.board, "A1")], 50);
	ck_assert_int_lt(e->owner[V(&g.board, "H5")], 0);
	ok("estimate");                     /* again: hidden */
	said("hidden");
	ck_assert_ptr_null(cmd_estimate_shown(&c));
	ok("estimate");
	ok("pass");                         /* the next move: gone */
	ck_assert_ptr_null(cmd_estimate_shown(&c));
	ok("undo");                         /* the same position: not shown again */
	ck_assert_ptr_null(cmd_estimate_shown(&c));
	ok("pass");
	ok("pass");
	refused("estimate", "the marks started from the estimate");
}
END_TEST

START_TEST(single_chain_mark)
{
	/* two white chains in Black's area, joined through empty points: a
	 * group; "chain" marks one of them */
	static const char *const m[] = {
		"D1", "E1", "D2", "E2", "D3", "E3", "D4", "E4", "D5", "E5", "D6", "E6",
		"D7", "E7", "D8", "E8", "D9", "E9", "pass", "B5", "pass", "B7", "pass", "pass", NULL,
	};

	play_all(m);
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5"))); /* the estimate's */
	ck_assert(endgame_is_dead(&g, V(&g.board, "B7")));
	ok("dead B7 chain");
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B7")));
	said("White chain at B7: alive");
	ok("dead B7 chain");
	ok("dead B5");                      /* the group: both alive */
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B7")));
	ok("dead B5 chain");
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B7")));
	said("White chain at B5: dead");
	ok("dead B5 chain");
	ok("dead B7");                      /* the group: both */
	ck_assert(endgame_is_dead(&g, V(&g.board, "B5")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "B7")));
	said("stones: 2");
}
END_TEST

START_TEST(disagree_both_lose)
{
	play_all(wall);
	refused("disagree purple", "black or white");
	ok("disagree");                     /* Black, to move */
	said("if White does too, both lose");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	refused("disagree black", "already");
	ok("disagree");                     /* White */
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_BOTH_LOSE);
	said("both lose (Art. 13-1)");
	ok("result");
	said("Both lose");
	said("13-1");
}
END_TEST

START_TEST(dispute_settles_bent_four)
{
	const struct board before = g.board;

	play_all(bent);
	ck_assert_int_eq(g.to_move, WHITE);
	refused("confirm-end", "no confirmation is open");
	refused("pass-ko A1", "for a confirmation");
	ok("confirm black");                /* Black says: dead; Black attacks */
	ck_assert_int_eq(g.phase, PHASE_CONFIRMING);
	said("not the real game");
	refused("dead B2", "confirmation is open");
	refused("agree", "confirmation is open");
	ok("B1");
	ok("A1");
	ok("A2");                           /* takes the ko at A1 */
	refused("A1", "may retake it after passing once (Art. 7-2)");
	refused("pass-ko J9", "no ko of yours");
	ok("pass-ko A1");                   /* White passes for that ko */
	said("may now retake the ko");
	ok("C1");                           /* six stones */
	said("captures 6");
	ck_assert_int_eq(g.board.captures[BLACK], 0); /* the real game is untouched */
	ok("pass");
	ok("pass");                         /* two passes end it */
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	said("Back to the real position. Confirmed dead: white B3; alive: as before.");
	said("dead: white");
	ck_assert_ptr_nonnull(strstr(c.verdict, "white"));
	ck_assert(endgame_is_dead(&g, V(&g.board, "B2")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "D1")));
	ok("undo");                         /* the end with its second pass */
	said("Took back the end of the confirmation");
	ck_assert_int_eq(g.phase, PHASE_CONFIRMING);
	ok("undo");
	said("Took back a confirmation move.");
	ok("pass");
	ok("pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert(!endgame_is_dead(&g, V(&g.board, "E1")));
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "B2")), WHITE);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "B1")), EMPTY);
	(void)before;
	ok("agree");
	ok("agree");
	ck_assert_int_eq(g.result.winner, BLACK);
	ck_assert(g.result.margin == 72.5);
}
END_TEST

START_TEST(dispute_ended_early_and_survivors)
{
	play_all(bent);
	/* the estimate suggests the bent four dead (Art. 7-2) */
	ck_assert(endgame_is_dead(&g, V(&g.board, "B2")));
	ok("confirm black");                /* Black attacks (moves first) */
	ok("J9");                           /* ... but plays elsewhere */
	ok("J8");
	ok("confirm-end");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	/* the defender's chain is still there: alive, the mark is taken back */
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B2")));
	said("alive: white");
}
END_TEST

/* In a confirmation the player to move is the confirmation's, as the
 * screen says ("White to play in the confirmation"): resign is that
 * player's, not the stopped game's (Black lost when White resigned). */
START_TEST(resign_in_a_confirmation_is_its_player_to_move)
{
	play_all(bent);
	ok("confirm black");                /* Black attacks (moves first) */
	ok("J9");
	ok("J8");                           /* Black to play in the confirmation */
	ck_assert_int_eq(g.to_move, WHITE); /* in the stopped game: White */
	ok("resign");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_RESIGN);
	ck_assert_int_eq(g.result.winner, WHITE);
	said("Black resigns: White wins.");
}
END_TEST

START_TEST(results_say_their_article)
{
	char buf[160];

	ok("E5");
	ok("resign");                       /* White resigns */
	cmd_result_reason(&g, buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "Black wins: White resigned (Art. 11)"));
	ck_assert(cmd_run(&c, "new 9") & CMD_ASK); /* the game is not saved */
	ck_assert_str_eq(c.ask, "new! 9");
	ok("new! 9");
	ok("policy j89");
	said("Art. 14");
	ok("E5");
	refused("E5", "lost by foul");
	cmd_result_reason(&g, buf, sizeof buf);
	ck_assert_ptr_nonnull(strstr(buf, "White lost by a foul (Art. 14)"));
	ok("result");
	said("B+F");
	refused("policy lax", "friendly, j89");
	ok("policy friendly");
	ok("new! 9");
	refused("result", "still being played");
	refused("no-result", "repeated");
}
END_TEST

/* RE[B+] (the winner known, not the margin) opened: it said "Result B+0:
 * Black wins by 0", a count no game can end with. */
START_TEST(a_win_of_unknown_margin)
{
	char buf[160];
	struct game_result r = { RESULT_SCORE, BLACK, 0 };

	ck_assert_str_eq(result_format(&r, RESULT_FORM_PEOPLE, buf, sizeof buf), "B+");
	ck_assert_str_eq(result_format(&r, RESULT_FORM_SGF, buf, sizeof buf), "B+");
	g.phase = PHASE_FINISHED;
	g.result = r;
	cmd_result_reason(&g, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "Black wins (the margin is not known)") && !strstr(buf, "by 0"),
	              "%s", buf);
	g.rules = RULES_CHINESE;
	g.result.winner = WHITE;
	cmd_result_reason(&g, buf, sizeof buf);
	ck_assert_msg(strstr(buf, "White wins (the margin is not known)"), "%s", buf);
}
END_TEST

START_TEST(breakdown_table)
{
	struct score *s = xmalloc(sizeof *s);
	struct sbuf t;

	play_all(wall);                     /* B5 dead: the estimate's */
	endgame_score(&g, s);
	sbuf_init(&t);
	cmd_score_table(s, &t);
	ck_assert_ptr_nonnull(strstr(t.s, "Territory            27     36"));
	ck_assert_ptr_nonnull(strstr(t.s, "Dead removed          1      0"));
	ck_assert_ptr_nonnull(strstr(t.s, "Komi                       6.5"));
	ck_assert_ptr_nonnull(strstr(t.s, "Total                28   42.5"));
	ck_assert_ptr_nonnull(strstr(t.s, "Japanese count: W+14.5"));
	/* the other ruleset: Chinese area, its own komi 7.5 */
	cmd_score_other(&g, s);
	ck_assert_int_eq(s->rules, RULES_CHINESE);
	sbuf_reset(&t);
	cmd_score_table(s, &t);
	ck_assert_ptr_nonnull(strstr(t.s, "Stones                9      9"));
	ck_assert_ptr_nonnull(strstr(t.s, "Area                 36     45"));
	ck_assert_ptr_nonnull(strstr(t.s, "Black needs 44.25, has 36"));
	ck_assert_ptr_nonnull(strstr(t.s, "Chinese count: W+16.5"));
	sbuf_free(&t);
	free(s);
}
END_TEST

START_TEST(resume_names_the_requester)
{
	play_all(wall);
	ok("resume white");                 /* White asks: Black moves (Art. 9-3) */
	said("White asks to resume: Black plays first.");
	ck_assert_int_eq(g.to_move, BLACK);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ok("undo");
	said("Took back the resumption");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ok("resume white");
	ok("pass");
	ok("pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
}
END_TEST

/* Art. 7-2 commentary 3 on the triple-ko board of check_endgame.c: with two
 * kos barred, a pass names the one it is for (pass-ko, the key P). */
START_TEST(two_kos_pass_names_one)
{
	static const char *triple_ko = POS_TRIPLE_KO_9;
	const struct confirmation *cf;

	game_free(&g);
	game_from(&g, 9, RULES_JAPANESE, triple_ko, BLACK);
	ok("pass");
	ok("pass");
	ok("confirm white");
	ok("H8");
	ok("C8");                           /* White barred at B8 */
	ok("J5");
	ok("C2");                           /* and at B2 */
	ok("pass");                         /* unnamed: lifts neither */
	said("2 kos barred: a pass must name one (P).");
	ok("J4");
	refused("B8", "after passing once (Art. 7-2): P on the ko.");
	ok("cursor B8");
	ok("pass-ko");                      /* the key P: the ko at the cursor */
	said("White may now retake the ko");
	cf = endgame_confirming(&g);
	ck_assert_int_eq(cf->moves[cf->nmoves - 1].ko_for, V(&g.board, "B8"));
	ok("J3");
	refused("B2", "Ko at B2");
	ok("B8");                           /* takes C8 back */
	ck_assert_int_eq(board_at(&endgame_confirming(&g)->board, V(&g.board, "C8")), EMPTY);
	ok("confirm-end");
}
END_TEST

/* The count's terms changed after an agreement: Black agreed to W+14.5
 * (komi 6.5), then komi 100 (or the Chinese rules) and White's agreement
 * ended the game at W+108, a count Black never agreed to.  A change of
 * the komi or the rules withdraws the agreements, as a change of marks. */
START_TEST(komi_or_rules_after_an_agreement_withdraw_it)
{
	play_all(wall);
	ok("agree");                        /* Black, at W+14.5 */
	ok("komi 100");
	said("Black's agreement is withdrawn");
	ck_assert(!endgame_agreed(&g, BLACK));
	ok("agree");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ok("rules chinese");
	said("agreement is withdrawn");
	ck_assert(!endgame_agreed(&g, BLACK) && !endgame_agreed(&g, WHITE));
	/* it was taken, then the game counted by territory with no komi */
	refused("rules capture", "Capture Go has no count");
	ck_assert_int_eq(g.rules, RULES_CHINESE);
	ok("agree");
	ok("agree");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert(g.result.margin == 16.5);
}
END_TEST

/* A game saved inside a confirmation opened saying "White to play": the
 * stopped game's turn, while the confirmation (what the board shows and
 * where the next move goes) had Black to play. */
START_TEST(opened_in_a_confirmation_names_its_player)
{
	char dir[] = "/tmp/check_cmd_end.XXXXXX", line[96];
	struct record r;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	record_init(&r);
	c.s.record = &r;
	play_all(bent);
	ok("confirm black");
	ok("B1");
	ok("A1");                           /* Black to play in the confirmation */
	snprintf(line, sizeof line, "save %s/c.sgf", dir);
	ok(line);
	snprintf(line, sizeof line, "load %s/c.sgf", dir);
	ok(line);
	ck_assert_int_eq(g.phase, PHASE_CONFIRMING);
	ck_assert_int_eq(endgame_confirming(&g)->to_move, BLACK);
	said("Black to play");
	snprintf(line, sizeof line, "%s/c.sgf", dir);
	unlink(line);
	rmdir(dir);
	c.s.record = NULL;
	record_free(&r);
}
END_TEST

static Suite *cmd_end_suite(void)
{
	Suite *s = suite_create("cmd_end");
	TCase *tc = tcase_create("end");

	tcase_add_checked_fixture(tc, setup9, teardown);
	tcase_add_test(tc, marks_and_agreement_in_turn);
	tcase_add_test(tc, chinese_result_cites_no_j89_article);
	tcase_add_test(tc, suggested_marks_and_undo);
	tcase_add_test(tc, suggested_after_a_void_pass);
	tcase_add_test(tc, estimate_aid);
	tcase_add_test(tc, single_chain_mark);
	tcase_add_test(tc, disagree_both_lose);
	tcase_add_test(tc, dispute_settles_bent_four);
	tcase_add_test(tc, dispute_ended_early_and_survivors);
	tcase_add_test(tc, resign_in_a_confirmation_is_its_player_to_move);
	tcase_add_test(tc, results_say_their_article);
	tcase_add_test(tc, a_win_of_unknown_margin);
	tcase_add_test(tc, breakdown_table);
	tcase_add_test(tc, resume_names_the_requester);
	tcase_add_test(tc, two_kos_pass_names_one);
	tcase_add_test(tc, komi_or_rules_after_an_agreement_withdraw_it);
	tcase_add_test(tc, opened_in_a_confirmation_names_its_player);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(cmd_end_suite);

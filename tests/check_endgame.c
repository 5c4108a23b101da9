/*
 * check_endgame.c — the end of the game: stop and resume (Art. 9), marks and
 * agreement, both lose (Art. 13-1), no result (Art. 12), resignation
 * (Art. 11), the illegal-move policies (Art. 14; Chinese competition rules
 * 10-12), and the confirmation play of Art. 7-2 with the classic verdicts
 * derived from actual sequences.
 *
 * The liberties behind every sequence are worked out in the comments.
 */
#include <stdlib.h>

#include "analysis/estimate.h"
#include "analysis/playout.h"
#include "rules/score.h"
#include "positions.h"
#include "testutil.h"

static enum endgame_status confirm_try(struct game *g, enum color c, const char *v)
{
	enum move_status why;

	return endgame_confirm_play(g, c, V(&g->board, v), NO_POINT, &why);
}

static void stop(struct game *g)
{
	play_ok(g, g->to_move, "pass");
	play_ok(g, g->to_move, "pass");
	ck_assert_int_eq(g->phase, PHASE_STOPPED);
}

static const char *result(const struct game *g)
{
	static char buf[32];

	return game_result_text(g, buf, sizeof buf);
}

/* ---- phases ---- */

/* Art. 9-1, 9-3: two passes stop play; the requester's opponent moves first
 * after a resumption, may pass, and two passes stop play again. */
START_TEST(resume_gives_the_opponent_the_move)
{
	struct game g;

	game_init(&g, 9, RULES_JAPANESE);
	play_ok(&g, BLACK, "E5");
	stop(&g); /* White, then Black passed: White would be to move */
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "D4")), MOVE_GAME_STOPPED);
	ck_assert_int_eq(endgame_resume(&g, WHITE), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.to_move, BLACK); /* the opponent of White */
	ck_assert_int_eq(g.passes, 0);
	play_ok(&g, BLACK, "pass"); /* Black sees no need to play */
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	play_ok(&g, WHITE, "pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(endgame_resume(&g, BLACK), EG_OK);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_int_eq(endgame_resume(&g, BLACK), EG_NOT_STOPPED);
	game_free(&g);
}
END_TEST

/* Undo walks back through moves and events in order. */
START_TEST(undo_through_resumption)
{
	struct game g;

	game_init(&g, 9, RULES_JAPANESE);
	play_ok(&g, BLACK, "E5");
	stop(&g);
	ck_assert_int_eq(endgame_resume(&g, WHITE), EG_OK);
	play_ok(&g, BLACK, "D4");
	ck_assert(game_undo(&g)); /* D4 */
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.to_move, BLACK);
	ck_assert_int_eq(g.passes, 0); /* the passes before the resumption do not count */
	play_ok(&g, BLACK, "pass");
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert(game_undo(&g)); /* that pass */
	ck_assert(game_undo(&g)); /* the resumption */
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert(game_undo(&g)); /* Black's pass */
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.passes, 1);
	game_free(&g);
}
END_TEST

/* Marking one stone of a group marks the group; the chain variant marks one
 * chain.  A change of the marks withdraws the other player's agreement. */
START_TEST(marks_and_agreement)
{
	struct game g;

	game_from(&g, 9, RULES_JAPANESE, POS_WALL_B4_9, BLACK);
	stop(&g);
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "B2"), false), EG_OK);
	ck_assert(endgame_is_dead(&g, V(&g.board, "B2")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B4")));
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "B2"), false), EG_OK);
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B2")));
	/* the group: B2 and B4 share Black's area; the wall stops the walk */
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "B4"), true), EG_OK);
	ck_assert(endgame_is_dead(&g, V(&g.board, "B2")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "B4")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "E5")));
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "E5"), false), EG_OK);
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "E5"), false), EG_OK);
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "C5"), false), EG_NO_STONE);

	ck_assert_int_eq(endgame_agree(&g, BLACK), EG_OK);
	ck_assert(endgame_agreed(&g, BLACK));
	/* White marks H3: Black's agreement is withdrawn */
	ck_assert_int_eq(endgame_toggle(&g, WHITE, V(&g.board, "H3"), true), EG_OK);
	ck_assert(!endgame_agreed(&g, BLACK));
	ck_assert_int_eq(endgame_agree(&g, WHITE), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(endgame_agree(&g, BLACK), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	/* Black: 27 territory + 2 prisoners (B2, B4); White: 36 + 1:
	 * 29 - 37 - 6.5 = W+14.5 */
	ck_assert_int_eq(g.result.kind, RESULT_SCORE);
	ck_assert_str_eq(result(&g), "W+14.5");
	ck_assert_int_eq(endgame_agree(&g, BLACK), EG_GAME_OVER);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "A1")), MOVE_GAME_OVER);
	/* undo takes back the agreement, then the rest */
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(g.result.kind, RESULT_NONE);
	ck_assert(endgame_agreed(&g, WHITE) && !endgame_agreed(&g, BLACK));
	game_free(&g);
}
END_TEST

/* endgame_suggest(): only right after the stop, one event taken back with
 * the pass; unsure flags stay until a player marks that group. */
START_TEST(suggestion_and_unsure_flags)
{
	struct game g;
	uint8_t dead[BOARD_MAX_POINTS] = { 0 }, unsure[BOARD_MAX_POINTS] = { 0 };
	int b2, b4, h3, n;

	game_from(&g, 9, RULES_JAPANESE, POS_WALL_B4_9, BLACK);
	b2 = V(&g.board, "B2"), b4 = V(&g.board, "B4"), h3 = V(&g.board, "H3");
	dead[b2] = dead[b4] = 1;
	unsure[b4] = unsure[h3] = 1;
	ck_assert_int_eq(endgame_suggest(&g, dead, unsure), EG_NOT_STOPPED);
	stop(&g);
	n = g.nmoves;
	ck_assert_int_eq(endgame_suggest(&g, dead, unsure), EG_OK);
	ck_assert(endgame_suggested(&g));
	ck_assert(endgame_is_dead(&g, b2) && endgame_is_dead(&g, b4));
	ck_assert(endgame_is_unsure(&g, b4) && endgame_is_unsure(&g, h3));
	ck_assert(!endgame_is_unsure(&g, b2));
	/* twice at the same stop: refused */
	ck_assert_int_eq(endgame_suggest(&g, dead, unsure), EG_NOT_STOPPED);
	/* White marks H3: no longer a suggestion, H3's flag goes, B4's stays */
	ck_assert_int_eq(endgame_toggle(&g, WHITE, h3, false), EG_OK);
	ck_assert(!endgame_suggested(&g));
	ck_assert(!endgame_is_unsure(&g, h3) && endgame_is_unsure(&g, b4));
	ck_assert(game_undo(&g));
	ck_assert(endgame_suggested(&g) && endgame_is_unsure(&g, h3));
	/* one undo: the suggestion and the second pass */
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.nmoves, n - 1);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert(!endgame_has_marks(&g) && !endgame_is_unsure(&g, b4));
	game_free(&g);
}
END_TEST

/* Unfilled dame are listed when play stops (Art. 9-2 commentary): the open
 * point D5 of check_score's board C. */
START_TEST(dame_listed_at_the_stop)
{
	static const char *open_dame_9 = POS_OPEN_DAME_9;
	struct game g;
	int pts[BOARD_MAX_POINTS];

	game_from(&g, 9, RULES_JAPANESE, open_dame_9, BLACK);
	stop(&g);
	ck_assert_int_eq(estimate_dame(&g, pts), 1);
	ck_assert_int_eq(pts[0], V(&g.board, "D5"));
	ck_assert_int_eq(endgame_resume(&g, WHITE), EG_OK);
	play_ok(&g, BLACK, "D5");
	ck_assert_int_eq(estimate_dame(&g, pts), 0);
	game_free(&g);
}
END_TEST

/* Art. 13-1: after the stop both refuse to agree and neither resumes. */
START_TEST(both_lose)
{
	struct game g;

	game_from(&g, 9, RULES_JAPANESE, POS_WALL_B4_9, BLACK);
	stop(&g);
	ck_assert_int_eq(endgame_disagree(&g, BLACK), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	/* a resumption clears the refusal */
	ck_assert_int_eq(endgame_resume(&g, WHITE), EG_OK);
	stop(&g);
	ck_assert_int_eq(endgame_disagree(&g, WHITE), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(endgame_disagree(&g, BLACK), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_BOTH_LOSE);
	ck_assert_str_eq(result(&g), "Both lose");
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	game_free(&g);
}
END_TEST

/* Art. 11, and its undo. */
START_TEST(resignation)
{
	struct game g;

	game_init(&g, 9, RULES_JAPANESE);
	play_ok(&g, BLACK, "E5");
	ck_assert(endgame_resign(&g, WHITE));
	ck_assert_str_eq(result(&g), "B+R");
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.nmoves, 1); /* the move E5 is still there */
	ck_assert_str_eq(result(&g), "?");
	game_free(&g);
}
END_TEST

/*
 * Art. 12: a triple ko.  Ko 1 (B8 white, Black takes at C8), ko 2 (G8
 * black, White takes at H8), ko 3 (B2 white, Black takes at C2).  Six
 * captures, each allowed by the simple ko rule because the last capture was
 * in another ko, bring back the starting position with Black to move.
 */
static const char *triple_ko = POS_TRIPLE_KO_9;

static void triple_ko_cycle(struct game *g, bool first)
{
	play_ok(g, BLACK, "C8");
	play_ok(g, WHITE, "H8");
	play_ok(g, BLACK, "C2");
	play_ok(g, WHITE, "B8");
	play_ok(g, BLACK, "G8");
	/* new the first time round; the second time every position repeats */
	ck_assert(endgame_repetition(g) != first);
	play_ok(g, WHITE, "B2");
}

START_TEST(no_result_on_triple_ko)
{
	struct game g;
	uint64_t start;

	game_from(&g, 9, RULES_JAPANESE, triple_ko, BLACK);
	start = g.board.hash;
	ck_assert_int_eq(endgame_no_result(&g, BLACK), EG_NO_REPETITION);
	triple_ko_cycle(&g, true);
	ck_assert_int_eq(g.board.hash, start);
	ck_assert(endgame_repetition(&g));
	/* Black accepts, but play goes on: the acceptance lapses */
	ck_assert_int_eq(endgame_no_result(&g, BLACK), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	triple_ko_cycle(&g, false);
	ck_assert_int_eq(endgame_no_result(&g, WHITE), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(endgame_no_result(&g, BLACK), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_VOID);
	ck_assert_str_eq(result(&g), "Void");
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	game_free(&g);
}
END_TEST

/* ---- illegal-move policies ---- */

static const char *ko_shape = POS_KO_5;

START_TEST(policy_friendly_refuses)
{
	struct game g;
	enum penalty pen;

	game_from(&g, 5, RULES_JAPANESE, ko_shape, BLACK);
	play_ok(&g, BLACK, "C3");
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "B3"), true, &pen), MOVE_KO);
	ck_assert_int_eq(pen, PENALTY_NONE);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_int_eq(g.nmoves, 1);
	game_free(&g);
}
END_TEST

/* Art. 14: the ko retake loses at once; so does playing twice in a row. */
START_TEST(policy_j89_loses)
{
	struct game g;
	enum penalty pen;

	game_from(&g, 5, RULES_JAPANESE, ko_shape, BLACK);
	endgame_set_policy(&g, POLICY_J89);
	play_ok(&g, BLACK, "C3");
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "B3"), true, &pen), MOVE_KO);
	ck_assert_int_eq(pen, PENALTY_LOST);
	ck_assert_int_eq(g.result.kind, RESULT_FOUL);
	ck_assert_str_eq(result(&g), "B+F");
	ck_assert(game_undo(&g)); /* the foul, not C3 */
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(endgame_play(&g, BLACK, V(&g.board, "E5"), true, &pen), MOVE_NOT_YOUR_TURN);
	ck_assert_str_eq(result(&g), "W+F");
	ck_assert(game_undo(&g));
	/* out of turn on an occupied point: still two moves in a row */
	ck_assert_int_eq(endgame_play(&g, BLACK, V(&g.board, "C3"), true, &pen), MOVE_NOT_YOUR_TURN);
	ck_assert_str_eq(result(&g), "W+F");
	ck_assert(game_undo(&g));
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "E5"), true, &pen), MOVE_OK);
	ck_assert_int_eq(pen, PENALTY_NONE);
	game_free(&g);
}
END_TEST

/* Seed 003 competition rules 10 and 11-1: a move on a forbidden point or an
 * immediate ko retake is void and counts as a pass — no warning, so it never
 * loses by itself. */
START_TEST(policy_chinese_void)
{
	struct game g;
	enum penalty pen;

	game_from(&g, 5, RULES_CHINESE, ko_shape, BLACK);
	endgame_set_policy(&g, POLICY_CHINESE);
	play_ok(&g, BLACK, "C3");
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "B3"), true, &pen), MOVE_KO);
	ck_assert_int_eq(pen, PENALTY_VOID);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(game_last_move(&g), PASS);
	ck_assert_int_eq(g.to_move, BLACK);
	play_ok(&g, BLACK, "E5");
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "C3"), true, &pen), MOVE_OCCUPIED);
	ck_assert_int_eq(pen, PENALTY_VOID);
	ck_assert_int_eq(g.end.st.warnings[WHITE], 0);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	/* playing twice in a row loses (rule 8-1) */
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "A1"), true, &pen), MOVE_NOT_YOUR_TURN);
	ck_assert_int_eq(pen, PENALTY_LOST);
	ck_assert_str_eq(result(&g), "B+F");
	game_free(&g);
}
END_TEST

/* Chinese competition rules 10-12 as chinese-warn reads them: void, counted
 * as a pass, with a warning; the second warning loses (rule 12-2).  A void
 * move after the opponent's pass stops play. */
START_TEST(policy_chinese_warns)
{
	struct game g;
	enum penalty pen;

	game_from(&g, 5, RULES_CHINESE, ko_shape, BLACK);
	endgame_set_policy(&g, POLICY_CHINESE_WARN);
	play_ok(&g, BLACK, "C3");
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "B3"), true, &pen), MOVE_KO);
	ck_assert_int_eq(pen, PENALTY_WARNING);
	ck_assert_int_eq(g.end.st.warnings[WHITE], 1);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(game_last_move(&g), PASS);
	ck_assert_int_eq(g.to_move, BLACK);
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	/* undo takes back the void move and its warning together */
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(g.end.st.warnings[WHITE], 0);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "B3"), true, &pen), MOVE_KO);
	play_ok(&g, BLACK, "E5");
	/* a stone on an occupied point: the second warning loses the game */
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "C3"), true, &pen), MOVE_OCCUPIED);
	ck_assert_int_eq(pen, PENALTY_LOST);
	ck_assert_str_eq(result(&g), "B+F");
	ck_assert(game_undo(&g));
	ck_assert_int_eq(g.end.st.warnings[WHITE], 1);
	/* a void move right after a pass makes two passes: play stops */
	play_ok(&g, WHITE, "E1");
	play_ok(&g, BLACK, "pass");
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "E1"), true, &pen), MOVE_OCCUPIED);
	ck_assert_int_eq(pen, PENALTY_LOST); /* second warning */
	ck_assert(game_undo(&g));
	g.end.st.warnings[WHITE] = 0; /* as if it were the first */
	ck_assert_int_eq(endgame_play(&g, WHITE, V(&g.board, "E1"), true, &pen), MOVE_OCCUPIED);
	ck_assert_int_eq(pen, PENALTY_WARNING);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	game_free(&g);
}
END_TEST

/* ---- confirmation play, Art. 7-2 ---- */

/*
 * Bent four in the corner (Art. 7-2 consequences).  White's chain
 * A3 B3 B2 C2 D2 D1 has the liberties A2 B1 C1 (the bent four A1 B1 C1 A2,
 * bend on the 1-1 point) and none outside.  Black attacks first:
 *   B B1 (libs A1 C1), W A1 (atari on B1), B A2 takes A1: a ko; White's
 *   chain now has the single liberty C1.  White may not retake at A1 —
 *   not even after a move elsewhere, as the simple ko rule would allow —
 *   until White passes for that ko; but then Black captures at C1.
 */
static const char *bent_four = POS_BENT_FOUR_9;

START_TEST(bent_four_in_the_corner_is_dead)
{
	struct game g;
	struct board before;
	const struct confirmation *c;
	struct score s;

	game_from(&g, 9, RULES_JAPANESE, bent_four, BLACK);
	stop(&g);
	before = g.board;
	ck_assert_int_eq(endgame_confirm_start(&g, BLACK), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_CONFIRMING);
	ck_assert_int_eq(game_play(&g, BLACK, V(&g.board, "J9")), MOVE_GAME_STOPPED);
	ck_assert_int_eq(confirm_try(&g, WHITE, "B1"), EG_NOT_YOUR_TURN);
	confirm_ok(&g, BLACK, "B1");
	confirm_ok(&g, WHITE, "A1");
	confirm_ok(&g, BLACK, "A2");
	c = endgame_confirming(&g);
	ck_assert_int_eq(board_at(&c->board, V(&g.board, "A1")), EMPTY);
	ck_assert_int_eq(board_liberties(&c->board, V(&g.board, "B2")), 1);
	ck_assert_int_eq(confirm_try(&g, WHITE, "A1"), EG_KO_BANNED);
	confirm_ok(&g, WHITE, "J9"); /* a move elsewhere */
	confirm_ok(&g, BLACK, "J1");
	ck_assert_int_eq(confirm_try(&g, WHITE, "A1"), EG_KO_BANNED);
	confirm_ok(&g, WHITE, "pass"); /* for the ko */
	confirm_ok(&g, BLACK, "C1");   /* captures the six stones */
	c = endgame_confirming(&g);
	ck_assert_int_eq(board_at(&c->board, V(&g.board, "B2")), EMPTY);
	confirm_ok(&g, WHITE, "pass");
	confirm_ok(&g, BLACK, "pass"); /* two passes end the confirmation */
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	/* the verdict is the marks; the real board never changed */
	ck_assert(endgame_is_dead(&g, V(&g.board, "A3")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "D1")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "E1")));
	ck_assert_mem_eq(g.board.color, before.color, sizeof before.color);
	ck_assert_int_eq(endgame_confirmation_count(&g), 1);
	c = endgame_confirmation(&g, 0);
	ck_assert_int_eq(c->first, BLACK);
	/* B1 A1 A2 J9 J1 pass C1 pass pass; the refused retakes are not moves */
	ck_assert_int_eq(c->nmoves, 9);
	ck_assert_int_eq(c->moves[5].point, PASS);
	ck_assert_int_eq(c->moves[5].color, WHITE);
	/* Black: 81 - 8 stones = 73 territory + 6 prisoners: B+72.5 */
	endgame_score(&g, &s);
	ck_assert_int_eq(s.territory[BLACK], 73);
	ck_assert_int_eq(s.removed[BLACK], 6);
	ck_assert_int_eq(endgame_agree(&g, WHITE), EG_OK);
	ck_assert_int_eq(endgame_agree(&g, BLACK), EG_OK);
	ck_assert_str_eq(result(&g), "B+72.5");
	game_free(&g);
}
END_TEST

/* Undo inside a confirmation takes back its moves, then the confirmation;
 * the ko bans come back with the replay. */
START_TEST(undo_in_confirmation)
{
	struct game g;

	game_from(&g, 9, RULES_JAPANESE, bent_four, BLACK);
	stop(&g);
	ck_assert_int_eq(endgame_confirm_start(&g, BLACK), EG_OK);
	confirm_ok(&g, BLACK, "B1");
	confirm_ok(&g, WHITE, "A1");
	confirm_ok(&g, BLACK, "A2");
	confirm_ok(&g, WHITE, "J9");
	ck_assert(game_undo(&g));
	ck_assert_int_eq(endgame_confirming(&g)->nmoves, 3);
	ck_assert_int_eq(confirm_try(&g, WHITE, "A1"), EG_KO_BANNED);
	confirm_ok(&g, WHITE, "pass");
	confirm_ok(&g, BLACK, "pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED); /* ended: nothing captured */
	ck_assert(!endgame_is_dead(&g, V(&g.board, "A3")));
	ck_assert(game_undo(&g)); /* the end */
	ck_assert_int_eq(g.phase, PHASE_CONFIRMING);
	while (endgame_confirming(&g)->nmoves > 0)
		ck_assert(game_undo(&g));
	ck_assert(game_undo(&g)); /* the opening */
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(endgame_confirmation_count(&g), 0);
	ck_assert_int_eq(endgame_confirm_end(&g), EG_NOT_CONFIRMING);
	game_free(&g);
}
END_TEST

/*
 * A ko for the life of the black chain A2 B2 C2 D2 A1 C1 (eye B1).  The black
 * stone E1 has the single liberty D1: White can take it at D1, a ko.  The
 * white stone F1 has the single liberty G1 while E1 stands.
 * With A3 white, the black chain has only B1 and D1: the tight ko (緊氣劫,
 * figure 9); with A3 empty it has one more liberty: the ko needs one more
 * white move (緩一氣劫, figure 10).
 */
static const char *ko_tight = ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              "O O O O O O X . .\n"
                              "X X X X O X X . .\n"
                              "X . X . X O . . .\n";

static const char *ko_slack = ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". . . . . O X . .\n"
                              ". O O O O O X . .\n"
                              "X X X X O X X . .\n"
                              "X . X . X O . . .\n";

/*
 * 緊氣劫 (Art. 7-2 commentary 1, figures 9-1 to 9-3): without Black's
 * filling move the black stones are dead even with unlimited ko threats,
 * and the white stone F1 is dead too.
 *   White first: W D1 takes E1; the chain has only B1 left (atari).  Black's
 *   threats elsewhere, answered by White, do not lift the ban; Black can only
 *   pass for the ko, and W B1 captures the chain.
 *   Black first: B G1 captures F1.
 */
START_TEST(tight_ko_dead_even_with_threats)
{
	struct game g;

	game_from(&g, 9, RULES_JAPANESE, ko_tight, BLACK);
	stop(&g);
	ck_assert_int_eq(endgame_confirm_start(&g, WHITE), EG_OK);
	confirm_ok(&g, WHITE, "D1");
	ck_assert_int_eq(board_liberties(&endgame_confirming(&g)->board, V(&g.board, "A2")), 1);
	for (int i = 0; i < 3; i++) {
		static const char *threats[] = { "H5", "H6", "H7" }, *answers[] = { "C5", "C6", "C7" };

		ck_assert_int_eq(confirm_try(&g, BLACK, "E1"), EG_KO_BANNED);
		confirm_ok(&g, BLACK, threats[i]);
		confirm_ok(&g, WHITE, answers[i]);
	}
	ck_assert_int_eq(confirm_try(&g, BLACK, "E1"), EG_KO_BANNED);
	confirm_ok(&g, BLACK, "pass");
	confirm_ok(&g, WHITE, "B1"); /* captures the six stones */
	ck_assert_int_eq(confirm_try(&g, BLACK, "E1"), EG_ILLEGAL); /* suicide now */
	confirm_ok(&g, BLACK, "pass");
	confirm_ok(&g, WHITE, "pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert(endgame_is_dead(&g, V(&g.board, "A2")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "E1")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "F1"))); /* the attacker's: unchanged */

	ck_assert_int_eq(endgame_confirm_start(&g, BLACK), EG_OK);
	confirm_ok(&g, BLACK, "G1"); /* captures F1 */
	confirm_ok(&g, WHITE, "pass");
	confirm_ok(&g, BLACK, "pass");
	ck_assert(endgame_is_dead(&g, V(&g.board, "F1")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "A2"))); /* Black attacked: kept */
	ck_assert_int_eq(endgame_confirmation_count(&g), 2);
	game_free(&g);
}
END_TEST

/*
 * 緩一氣劫 (Art. 7-2 commentary 2, figure 10): Black need not add a move.
 *   W1 D1 takes E1 (ko); the chain still has B1 and A3.
 *   B2 passes for the ko.  W3 A3: now the chain is in atari.
 *   B4 retakes at E1 (allowed: Black passed), capturing D1; White may not
 *   retake.  W5 passes for the ko.  B6 G1 captures F1; E1 then has D1 and F1,
 *   and neither D1 nor F1 is a legal white move.
 * So the white stone is dead and the black stones alive.
 */
START_TEST(approach_ko_needs_no_move)
{
	struct game g;
	enum move_status why;

	game_from(&g, 9, RULES_JAPANESE, ko_slack, BLACK);
	stop(&g);
	ck_assert_int_eq(endgame_toggle(&g, WHITE, V(&g.board, "A2"), false), EG_OK); /* disputed */
	ck_assert_int_eq(endgame_confirm_start(&g, WHITE), EG_OK);
	confirm_ok(&g, WHITE, "D1");
	ck_assert_int_eq(confirm_try(&g, BLACK, "E1"), EG_KO_BANNED);
	ck_assert_int_eq(endgame_confirm_play(&g, BLACK, PASS, V(&g.board, "E1"), &why), EG_OK);
	confirm_ok(&g, WHITE, "A3");
	confirm_ok(&g, BLACK, "E1");
	ck_assert_int_eq(confirm_try(&g, WHITE, "D1"), EG_KO_BANNED);
	ck_assert_int_eq(endgame_confirm_play(&g, WHITE, PASS, V(&g.board, "A1"), &why),
	                 EG_NO_SUCH_KO);
	ck_assert_int_eq(endgame_confirm_play(&g, WHITE, PASS, V(&g.board, "D1"), &why), EG_OK);
	confirm_ok(&g, BLACK, "G1");
	ck_assert_int_eq(confirm_try(&g, WHITE, "D1"), EG_ILLEGAL);
	ck_assert_int_eq(confirm_try(&g, WHITE, "F1"), EG_ILLEGAL);
	confirm_ok(&g, WHITE, "pass");
	confirm_ok(&g, BLACK, "pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert(!endgame_is_dead(&g, V(&g.board, "A2"))); /* the defender survived */
	ck_assert(!endgame_is_dead(&g, V(&g.board, "E1")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "F1")));
	game_free(&g);
}
END_TEST


/*
 * Snapback (倒撲, Art. 7-1 commentary 2, figure 7): the black stone C1 was
 * thrown in; it and the white chain B1 B2 C2 D2 share the one liberty D1.
 * White first: W D1 takes C1 (the chain then has only C1), and B C1 takes
 * the five white stones: a black stone stands on C1 again — "captured, it
 * produces uncapturable stones", so it is alive; the white chain is dead.
 */
static const char *snapback = ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n"
                              "X X X X X . . . .\n"
                              "X O O O X . . . .\n"
                              "X O X . X . . . .\n";

START_TEST(snapback_stone_is_alive)
{
	struct game g;

	game_from(&g, 9, RULES_JAPANESE, snapback, BLACK);
	stop(&g);
	/* White claims the thrown-in stone is dead */
	ck_assert_int_eq(endgame_toggle(&g, WHITE, V(&g.board, "C1"), false), EG_OK);
	ck_assert_int_eq(endgame_confirm_start(&g, WHITE), EG_OK);
	confirm_ok(&g, WHITE, "D1"); /* captures C1 */
	ck_assert_int_eq(board_at(&endgame_confirming(&g)->board, V(&g.board, "C1")), EMPTY);
	confirm_ok(&g, BLACK, "C1"); /* captures B1 B2 C2 D2 D1 */
	ck_assert_int_eq(endgame_confirming(&g)->board.captures[BLACK], 5);
	confirm_ok(&g, WHITE, "pass");
	confirm_ok(&g, BLACK, "pass");
	ck_assert(!endgame_is_dead(&g, V(&g.board, "C1")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "B2")));
	game_free(&g);
}
END_TEST

/*
 * Rotating ko seki (連環劫雙活, Art. 7-2 commentary 3, figures 11 and 14).
 * The black chain A2 A3 B3 B4 C4 D4 D3 E3 E2 F2 F1 has the liberties C3 and
 * E1; the white chain B2 C2 D2 C1 inside it has B1 and C3.  Two kos: the
 * white stone A1 (liberty B1) and the black stone D1 (liberty E1).  In play
 * the kos could be taken in turn for ever; in the confirmation:
 *   W E1 takes D1 (the black chain is down to C3);
 *   B B1 takes A1 (the white chain is down to C3 and D1);
 *   White may not retake at A1, Black may not retake at D1 until each has
 *   passed for that ko — and two passes end the confirmation with both
 *   chains standing: the seki stays a seki, and the two ko stones are dead,
 *   their points dame (figure 14: a and b are dame).
 */
static const char *double_ko_seki = ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    ". . . . . . . . .\n"
                                    "O O O O O . . . .\n"
                                    "O X X X O O . . .\n"
                                    "X X . X X O O . .\n"
                                    "X O O O X X O . .\n"
                                    "O . O X . X O . .\n";

START_TEST(rotating_ko_seki_stays_seki)
{
	struct game g;
	struct score s;
	enum move_status why;

	game_from(&g, 9, RULES_JAPANESE, double_ko_seki, BLACK);
	ck_assert_int_eq(board_liberties(&g.board, V(&g.board, "A2")), 2);
	ck_assert_int_eq(board_liberties(&g.board, V(&g.board, "B2")), 2);
	stop(&g);
	ck_assert_int_eq(endgame_confirm_start(&g, WHITE), EG_OK);
	confirm_ok(&g, WHITE, "E1");
	ck_assert_int_eq(board_liberties(&endgame_confirming(&g)->board, V(&g.board, "A2")), 1);
	confirm_ok(&g, BLACK, "B1");
	ck_assert_int_eq(board_liberties(&endgame_confirming(&g)->board, V(&g.board, "B2")), 2);
	ck_assert_int_eq(confirm_try(&g, WHITE, "A1"), EG_KO_BANNED);
	ck_assert_int_eq(endgame_confirm_play(&g, WHITE, PASS, V(&g.board, "A1"), &why), EG_OK);
	ck_assert_int_eq(confirm_try(&g, BLACK, "D1"), EG_KO_BANNED);
	ck_assert_int_eq(endgame_confirm_play(&g, BLACK, PASS, V(&g.board, "D1"), &why), EG_OK);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert(!endgame_is_dead(&g, V(&g.board, "A2")));
	ck_assert(!endgame_is_dead(&g, V(&g.board, "B2")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "A1")));
	ck_assert(endgame_is_dead(&g, V(&g.board, "D1")));
	/* counted: both chains seki stones; C3, B1, E1 dame; A1 and D1 stay */
	endgame_score(&g, &s);
	ck_assert_int_eq(s.kind[V(&g.board, "A2")], SCORE_SEKI_STONE);
	ck_assert_int_eq(s.kind[V(&g.board, "C2")], SCORE_SEKI_STONE);
	ck_assert_int_eq(s.kind[V(&g.board, "C3")], SCORE_DAME);
	ck_assert_int_eq(s.kind[V(&g.board, "B1")], SCORE_DAME);
	ck_assert_int_eq(s.kind[V(&g.board, "E1")], SCORE_DAME);
	ck_assert_int_eq(s.kind[V(&g.board, "A1")], SCORE_DEAD_STAYS);
	ck_assert_int_eq(s.kind[V(&g.board, "D1")], SCORE_DEAD_STAYS);
	ck_assert_int_eq(s.dame, 3);
	ck_assert_int_eq(s.territory[BLACK], 0);
	game_free(&g);
}
END_TEST


/* Art. 7-2 commentary 3: with two kos a pass must name the ko it is for.
 * On the triple-ko board White first: W H8, B C8 (White banned at B8), W J5,
 * B C2 (White banned at B2 too).  An unnamed pass lifts neither ban; a pass
 * naming B8 lifts that one only. */
START_TEST(pass_names_the_ko)
{
	struct game g;
	enum move_status why;

	game_from(&g, 9, RULES_JAPANESE, triple_ko, BLACK);
	stop(&g);
	ck_assert_int_eq(endgame_confirm_start(&g, WHITE), EG_OK);
	confirm_ok(&g, WHITE, "H8");
	confirm_ok(&g, BLACK, "C8");
	confirm_ok(&g, WHITE, "J5");
	confirm_ok(&g, BLACK, "C2");
	confirm_ok(&g, WHITE, "pass"); /* unnamed, two bans: lifts none */
	confirm_ok(&g, BLACK, "J4");
	ck_assert_int_eq(confirm_try(&g, WHITE, "B8"), EG_KO_BANNED);
	ck_assert_int_eq(confirm_try(&g, WHITE, "B2"), EG_KO_BANNED);
	ck_assert_int_eq(endgame_confirm_play(&g, WHITE, PASS, V(&g.board, "B8"), &why), EG_OK);
	confirm_ok(&g, BLACK, "J3");
	ck_assert_int_eq(confirm_try(&g, WHITE, "B2"), EG_KO_BANNED);
	confirm_ok(&g, WHITE, "B8"); /* takes C8 back */
	ck_assert_int_eq(board_at(&endgame_confirming(&g)->board, V(&g.board, "C8")), EMPTY);
	game_free(&g);
}
END_TEST

/* Many kos at once: a 25x25 board tiled with 6 x 8 kos, each of 4 x 3
 * points:
 *     . X O .
 *     X O . O      Black at the empty point takes the lone white stone,
 *     . X O .      and White may not retake until it passes for that ko.
 * The three left columns of tiles are as drawn, the three right ones with
 * the colours swapped (White takes there).  Stacked tiles share their
 * chains, which keep liberties on the '.' columns. */
static char many_kos_at(int col, int row)
{
	static const char *const tile[3] = { ". X O .", "X O . O", ". X O ." };
	char c;

	if (col >= 24 || row >= 24)
		return '.';
	c = tile[row % 3][2 * (col % 4)];
	if (col / 4 >= 3 && c != '.')
		c = c == 'X' ? 'O' : 'X';
	return c;
}

/* The point where the side that takes in tile (tc, tr) takes; the lone
 * stone taken is at the point to its left. */
static int many_kos_take(const struct board *b, int tc, int tr)
{
	return board_point(b, 4 * tc + 2, 3 * tr + 1);
}

/* Art. 7-2: every ko taken stays banned until its side passes for it, as
 * many as there are: 48 kos taken in turn leave 48 bans, and retaking the
 * 21st of White's (the 42nd ban) is refused as the first is. */
START_TEST(many_kos_stay_banned)
{
	char diagram[25 * 50 + 1], *d = diagram;
	const struct confirmation *cf;
	struct game g;
	enum move_status why;

	for (int row = 24; row >= 0; row--) {
		for (int col = 0; col < 25; col++) {
			*d++ = many_kos_at(col, row);
			*d++ = col < 24 ? ' ' : '\n';
		}
	}
	*d = '\0';
	game_from(&g, 25, RULES_JAPANESE, diagram, BLACK);
	stop(&g);
	ck_assert_int_eq(endgame_confirm_start(&g, BLACK), EG_OK);
	for (int i = 0; i < 24; i++) {
		int tc = i % 3, tr = i / 3;

		ck_assert_int_eq(endgame_confirm_play(&g, BLACK, many_kos_take(&g.board, tc, tr),
		                                      NO_POINT, &why), EG_OK);
		ck_assert_int_eq(endgame_confirm_play(&g, WHITE, many_kos_take(&g.board, tc + 3, tr),
		                                      NO_POINT, &why), EG_OK);
	}
	cf = endgame_confirming(&g);
	ck_assert_int_eq(cf->nbans, 48);
	ck_assert_int_eq(cf->board.captures[BLACK], 24);
	ck_assert_int_eq(cf->board.captures[WHITE], 24);
	/* Black to move: White's first take (tile 3, 0) and its 21st (tile 5, 6) */
	ck_assert_int_eq(endgame_confirm_play(&g, BLACK, many_kos_take(&g.board, 3, 0) - 1,
	                                      NO_POINT, &why), EG_KO_BANNED);
	ck_assert_int_eq(endgame_confirm_play(&g, BLACK, many_kos_take(&g.board, 5, 6) - 1,
	                                      NO_POINT, &why), EG_KO_BANNED);
	/* a pass naming the second lifts it */
	ck_assert_int_eq(endgame_confirm_play(&g, BLACK, PASS, many_kos_take(&g.board, 5, 6) - 1,
	                                      &why), EG_OK);
	ck_assert_int_eq(cf->nbans, 47);
	game_free(&g);
}
END_TEST


/* ---- undo is exact through everything ---- */

struct snap {
	int phase, to_move, passes, nmoves, nconfirms, cmoves;
	struct game_result result;
	uint64_t hash, chash;
	int captures[3];
	struct endgame_state st;
};

static void snap_take(const struct game *g, struct snap *s)
{
	const struct confirmation *c = endgame_confirming(g);

	memset(s, 0, sizeof *s);
	s->phase = g->phase;
	s->to_move = g->to_move;
	s->passes = g->passes;
	s->nmoves = g->nmoves;
	s->result = g->result;
	s->hash = g->board.hash;
	s->captures[BLACK] = g->board.captures[BLACK];
	s->captures[WHITE] = g->board.captures[WHITE];
	s->st = g->end.st;
	s->nconfirms = endgame_confirmation_count(g);
	s->cmoves = c ? c->nmoves : -1;
	s->chash = c ? c->board.hash : 0;
}

static void snap_check(const struct game *g, const struct snap *want, int step)
{
	struct snap now;

	snap_take(g, &now);
	ck_assert_msg(now.phase == want->phase && now.to_move == want->to_move &&
	              now.passes == want->passes && now.nmoves == want->nmoves &&
	              now.hash == want->hash && now.nconfirms == want->nconfirms &&
	              now.cmoves == want->cmoves && now.chash == want->chash &&
	              now.captures[BLACK] == want->captures[BLACK] &&
	              now.captures[WHITE] == want->captures[WHITE] &&
	              now.result.kind == want->result.kind &&
	              now.result.winner == want->result.winner &&
	              now.result.margin == want->result.margin,
	              "state differs after undo of step %d (phase %d/%d, moves %d/%d, to_move %d/%d, "
	              "passes %d/%d, confirmations %d/%d, their moves %d/%d, hash %d)",
	              step, now.phase, want->phase, now.nmoves, want->nmoves, now.to_move,
	              want->to_move, now.passes, want->passes, now.nconfirms, want->nconfirms,
	              now.cmoves, want->cmoves, now.chash == want->chash);
	ck_assert_msg(memcmp(&now.st, &want->st, sizeof now.st) == 0,
	              "end-of-game state differs after undo of step %d", step);
}

static int random_stone(const struct board *b, uint64_t *rng)
{
	int pts[BOARD_MAX_POINTS], n = 0;

	board_foreach_point(b, p)
		if (board_at(b, p) != EMPTY)
			pts[n++] = p;
	return n ? pts[rng_below(rng, (unsigned)n)] : NO_POINT;
}

/* One random action of the phase; true if it changed the game. */
static bool random_action(struct game *g, uint64_t *rng)
{
	unsigned r = rng_below(rng, 100);
	enum color c = rng_below(rng, 2) ? BLACK : WHITE;
	enum move_status why;
	enum penalty pen;
	int p;

	switch (g->phase) {
	case PHASE_PLAYING:
		if (r < 3 && rng_below(rng, 20) == 0)
			return endgame_resign(g, c);
		if (r < 8) {
			p = random_stone(&g->board, rng); /* an occupied point */
			if (p == NO_POINT)
				return false;
			return endgame_play(g, g->to_move, p, true, &pen), pen != PENALTY_NONE;
		}
		if (r < 20 || g->nmoves > 150)
			return game_play(g, g->to_move, PASS) == MOVE_OK;
		p = playout_pick(g, g->to_move, rng);
		return game_play(g, g->to_move, p) == MOVE_OK;
	case PHASE_STOPPED:
		if (r < 15)
			return endgame_resume(g, c) == EG_OK;
		if (r < 50) {
			p = random_stone(&g->board, rng);
			return p != NO_POINT && endgame_toggle(g, c, p, r % 2) == EG_OK;
		}
		if (r < 58)
			return endgame_agree(g, c) == EG_OK;
		if (r < 61)
			return endgame_disagree(g, c) == EG_OK;
		if (r < 73)
			return endgame_clear_marks(g, c) == EG_OK;
		return endgame_confirm_start(g, c) == EG_OK;
	case PHASE_CONFIRMING: {
		const struct confirmation *cf = endgame_confirming(g);

		if (r < 5)
			return endgame_confirm_end(g) == EG_OK;
		if (r < 25)
			return endgame_confirm_play(g, cf->to_move, PASS, NO_POINT, &why) == EG_OK;
		p = (int)rng_below(rng, (unsigned)(g->board.stride * g->board.stride));
		if (!board_on(&g->board, p))
			return false;
		return endgame_confirm_play(g, cf->to_move, p, NO_POINT, &why) == EG_OK;
	}
	case PHASE_FINISHED:
		break;
	}
	return false;
}

START_TEST(undo_is_exact_through_the_end)
{
	static struct snap snaps[2000];
	uint64_t rng = 0xe7d + (uint64_t)_i * 7919;
	struct game g;
	int n = 0, finished = 0;

	game_init(&g, 9, _i % 2 ? RULES_JAPANESE : RULES_CHINESE);
	endgame_set_policy(&g, (enum illegal_policy)(_i % 4));
	for (int step = 0; step < 2000; step++) {
		struct snap before;

		snap_take(&g, &before);
		if (!random_action(&g, &rng)) {
			snap_check(&g, &before, -step); /* a refusal changes nothing */
		} else if (g.phase == PHASE_FINISHED) {
			finished++; /* take the end back at once, and go on */
			ck_assert(game_undo(&g));
			snap_check(&g, &before, step);
		} else {
			snaps[n++] = before;
		}
	}
	ck_assert_msg(n > 200, "only %d actions", n);
	while (n > 0) {
		ck_assert(game_undo(&g));
		n--;
		snap_check(&g, &snaps[n], n);
	}
	ck_assert(!game_undo(&g));
	ck_assert(board_consistent(&g.board));
	ck_assert_msg(finished > 0, "the game never ended");
	game_free(&g);
}
END_TEST

static Suite *endgame_suite(void)
{
	Suite *s = suite_create("endgame");
	TCase *tc = tcase_create("phases");
	TCase *tp = tcase_create("policies");
	TCase *tk = tcase_create("confirmation");

	tcase_add_test(tc, resume_gives_the_opponent_the_move);
	tcase_add_test(tc, undo_through_resumption);
	tcase_add_test(tc, marks_and_agreement);
	tcase_add_test(tc, suggestion_and_unsure_flags);
	tcase_add_test(tc, dame_listed_at_the_stop);
	tcase_add_test(tc, both_lose);
	tcase_add_test(tc, resignation);
	tcase_add_test(tc, no_result_on_triple_ko);
	tcase_add_loop_test(tc, undo_is_exact_through_the_end, 0, 12);
	suite_add_tcase(s, tc);
	tcase_add_test(tp, policy_friendly_refuses);
	tcase_add_test(tp, policy_j89_loses);
	tcase_add_test(tp, policy_chinese_void);
	tcase_add_test(tp, policy_chinese_warns);
	suite_add_tcase(s, tp);
	tcase_add_test(tk, bent_four_in_the_corner_is_dead);
	tcase_add_test(tk, undo_in_confirmation);
	tcase_add_test(tk, tight_ko_dead_even_with_threats);
	tcase_add_test(tk, approach_ko_needs_no_move);
	tcase_add_test(tk, snapback_stone_is_alive);
	tcase_add_test(tk, rotating_ko_seki_stays_seki);
	tcase_add_test(tk, pass_names_the_ko);
	tcase_add_test(tk, many_kos_stay_banned);
	suite_add_tcase(s, tk);
	return s;
}

TEST_SUITES(endgame_suite);

/*
 * check_cmd.c — the command table: every command string the keys and the
 * ':' line send, what it does to the game, the flags and the message.
 */
#include <stdlib.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "record/record.h"
#include "cmdtest.h"

START_TEST(play_forms)
{
	int f = ok("play E5");

	ck_assert(f & CMD_REDRAW_BOARD);
	ck_assert(f & CMD_REDRAW_STATUS);
	ok("d4");                 /* a bare vertex plays */
	ok("  PLAY   c3  ");      /* any case, any spacing */
	ck_assert_int_eq(c.s.cursor, V(&g.board, "C3"));
	cmd_run(&c, "cursor G7");
	ok("play");               /* at the cursor */
	ck_assert_board(&g.board, 9,
	                ". . . . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . O . .\n"
	                ". . . . . . . . .\n"
	                ". . . . X . . . .\n"
	                ". . . O . . . . .\n"
	                ". . X . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . . . .\n");
	ck_assert_int_eq(g.nmoves, 4);
	ck_assert(!c.s.saved);
	/* as a Japanese or Chinese input method types them: full width */
	ok("ｈ２");
	ok("ＰＬＡＹ ｊ８");
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "H2")), BLACK);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "J8")), WHITE);
	ok("ｐａｓｓ");
	ck_assert_int_eq(g.nmoves, 7);
	refused("ｐｌａｙ Ｚ９", "not a point");
}
END_TEST

START_TEST(refusals_say_why)
{
	ok("E5");
	refused("E5", "occupied");
	refused("Z9", "not a point");
	refused("play K5", "not a point"); /* 9×9 has no K */
	refused("frobnicate", "unknown command");
	refused("komi", "usage: komi");
	refused("komi lots", "komi must be a number");
	refused("rules french", "chinese or capture");
	refused("undo 3", "usage");
	ck_assert_int_eq(g.nmoves, 1);
}
END_TEST

/* A capture shows in the prisoner count, and the ko retake is refused with
 * its reason; undo puts the stone back and the count down. */
START_TEST(capture_ko_undo)
{
	const char *moves[] = { "D5", "E5", "C4", "F4", "D3", "E3", "pass", "D4", NULL };

	for (int i = 0; moves[i]; i++)
		ok(moves[i]);
	ck_assert_int_eq(g.board.captures[BLACK], 0);
	ok("E4"); /* black takes D4 */
	ck_assert_int_eq(g.board.captures[BLACK], 1);
	ck_assert_ptr_nonnull(strstr(c.message, "captures 1"));
	refused("D4", "ko");
	ck_assert_int_eq(g.to_move, WHITE);
	ok("undo");
	ck_assert_int_eq(g.board.captures[BLACK], 0);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "D4")), WHITE);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "E4")), EMPTY);
	ck_assert_int_eq(c.s.cursor, V(&g.board, "E4"));
	for (int i = 0; moves[i]; i++)
		ok("undo");
	refused("undo", "nothing to undo");
}
END_TEST

/* Between two people the opponent allows a take-back (a clocked game took
 * moves back with no consent); a game that allows them all does not ask,
 * nor does a game against an engine (its move and yours go together). */
START_TEST(takebacks_ask_the_opponent)
{
	struct game_setup s = { .size = 9, .takebacks = TAKEBACKS_ASK };

	ok("new 9");
	cmd_new_game(&c, &s);
	ck_assert(!c.s.takebacks);
	ok("E5");
	ck_assert_int_eq(ok("undo") & CMD_ASK, CMD_ASK);
	ck_assert_msg(strstr(c.message, "Black asks to take back E5: White, do you allow it? (y/n)"),
	              "%s", c.message);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_str_eq(c.ask, "undo!");
	ok(c.ask); /* the yes */
	ck_assert_int_eq(g.nmoves, 0);
	s.takebacks = TAKEBACKS_ALLOW;
	cmd_new_game(&c, &s);
	ok("E5");
	ck_assert_int_eq(ok("undo") & CMD_ASK, 0);
	ck_assert_int_eq(g.nmoves, 0);
	s.takebacks = TAKEBACKS_KEEP; /* new 9, the new-game screen's default */
	cmd_new_game(&c, &s);
	ck_assert(c.s.takebacks);
}
END_TEST

START_TEST(passes_and_resign)
{
	ok("pass");
	ok("pass");
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_ptr_nonnull(strstr(c.message, "play stopped"));
	refused("E5", "stopped");
	ok("resume");             /* Black, to move, asks: White plays first */
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.to_move, WHITE);
	refused("resume", "");
	ok("E5");
	ok("undo");
	ok("undo");               /* the resumption */
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ok("undo");               /* the second pass */
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ok("resign");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.winner, BLACK); /* White was to move */
	refused("resign", "over");
	refused("E5", "over");
	ok("undo");
	ck_assert_ptr_nonnull(strstr(c.message, "resignation"));
	ck_assert_int_eq(g.phase, PHASE_PLAYING);
	ck_assert_int_eq(g.nmoves, 1);     /* the pass stays */
}
END_TEST

/* Under a stricter illegal-move policy the refused attempt costs the game. */
START_TEST(foul_policy)
{
	endgame_set_policy(&g, POLICY_J89);
	ok("E5");
	refused("E5", "lost by foul");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.winner, BLACK);
}
END_TEST

START_TEST(settings)
{
	ck_assert(ok("komi 5.5") & CMD_REDRAW_STATUS);
	ck_assert(g.komi == 5.5);
	ok("rules chinese");
	ck_assert_int_eq(g.rules, RULES_CHINESE);
	ck_assert(g.komi == 7.5);
	ok("handicap 4");
	ck_assert_int_eq(g.handicap, 4);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert(g.komi == 0.0);
	ck_assert_int_eq(board_count_stones(&g.board, BLACK), 4);
	ok("handicap 0");
	ck_assert_int_eq(board_count_stones(&g.board, BLACK), 0);
	ck_assert(g.komi == 7.5);
	ok("E5");
	refused("handicap 2", "before the first move");
	refused("handicap 1", "2 to 9");
}
END_TEST

START_TEST(free_handicap)
{
	ok("handicap 2 free");
	ck_assert_int_eq(c.s.free_total, 2);
	ok("rules chinese");
	ck_assert(g.komi == 0.0); /* a handicap game's komi, though no stone is down yet */
	ok("rules japanese");
	ck_assert(g.komi == 0.5);
	ok("C3");
	ck_assert(cmd_free_pending(&c, V(&g.board, "C3")));
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "C3")), EMPTY);
	refused("C3", "already");
	ok("undo");
	ck_assert(!cmd_free_pending(&c, V(&g.board, "C3")));
	ok("G7");
	ok("C3");
	ck_assert_int_eq(c.s.free_total, 0);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "C3")), BLACK);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "G7")), BLACK);
	ck_assert_int_eq(g.handicap, 2);
	ck_assert_int_eq(g.to_move, WHITE);
}
END_TEST

START_TEST(new_game)
{
	struct game_setup s = { .size = 13, .rules = RULES_CHINESE, .handicap = 3, .black = "Al\x1b[2Jice" };

	ck_assert(cmd_run(&c, "new") & CMD_SHOW_NEWGAME);
	ck_assert_int_eq(g.board.size, 9);
	ck_assert(ok("new 13") & CMD_REDRAW_LAYOUT);
	ck_assert_int_eq(g.board.size, 13);
	ck_assert(!c.s.aids);       /* aids default on only up to 9×9 */
	ck_assert_int_eq(c.s.cursor, V(&g.board, "G7"));
	refused("new 4", "5 to 25");
	refused("new 26", "5 to 25");
	ck_assert_int_eq(cmd_new_game(&c, &s) & CMD_FAILED, 0);
	ck_assert_int_eq(g.handicap, 3);
	ck_assert(g.komi == 0.0);
	ck_assert_str_eq(c.s.name[BLACK], "Al[2Jice"); /* control characters removed */
	ck_assert_ptr_null(c.s.name[WHITE]);
	s.size = 8, s.handicap = 5;
	ck_assert(cmd_new_game(&c, &s) & CMD_FAILED); /* no standard places */
	ck_assert_int_eq(g.board.size, 13);
}
END_TEST

START_TEST(quit_asks_when_unsaved)
{
	ck_assert(cmd_run(&c, "quit") & CMD_QUIT);
	ok("E5");
	ck_assert(cmd_run(&c, "quit") & CMD_ASK);
	ck_assert_str_eq(c.ask, "quit!");
	ck_assert(!(cmd_run(&c, "quit") & CMD_QUIT));
	ck_assert(cmd_run(&c, "quit!") & CMD_QUIT);
	ck_assert(cmd_run(&c, "q!") & CMD_QUIT);
	ck_assert(cmd_run(&c, "help") & CMD_SHOW_HELP);
}
END_TEST

START_TEST(save_load_commands)
{
	struct record r;
	char dir[] = "/tmp/tengen-cmd-XXXXXX", path[64], line[96];
	FILE *f;

	refused("save game.sgf", "not available here"); /* no record: GTP, say */
	ck_assert_ptr_nonnull(mkdtemp(dir));
	record_init(&r);
	c.s.record = &r;
	refused("save", "file name");
	ok("E5");
	ok("C3");
	refused("save /nonexistent-dir/x.sgf", "Not saved");
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert(!c.s.saved);
	snprintf(path, sizeof path, "%s/g.sgf", dir);
	snprintf(line, sizeof line, "save %s", path);
	ok(line);
	ck_assert(c.s.saved);
	ck_assert(strstr(c.message, "Saved 2 moves"));
	ok("D4");
	refused("load x.sgf", "not saved");
	ok("save"); /* the same file again; the old one is g.sgf~ */
	snprintf(line, sizeof line, "%s~", path);
	f = fopen(line, "r");
	ck_assert_ptr_nonnull(f);
	fclose(f);
	ok("E4");
	snprintf(line, sizeof line, "load! %s", path); /* drops the unsaved E4 */
	ok(line);
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert(c.s.saved);
	ok("new 13");
	ck_assert_int_eq(g.board.size, 13);
	snprintf(line, sizeof line, "load %s", path);
	ck_assert(ok(line) & CMD_REDRAW_LAYOUT);
	ck_assert_int_eq(g.board.size, 9);
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert(strstr(c.message, "Opened"));
	ck_assert_int_eq(c.s.cursor, V(&g.board, "D4"));
	snprintf(line, sizeof line, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(line), 0);
	c.s.record = NULL;
	record_free(&r);
}
END_TEST

/* `new` asks before an unsaved game is left, and the game left keeps its
 * autosave (game-PID-1.sgf, offered by a later run); `load!` too. */
START_TEST(new_asks_and_keeps_the_autosave)
{
	struct record r;
	char dir[] = "/tmp/tengen-cmd-XXXXXX", kept[96], line[128];
	FILE *f;
	char buf[512] = "";

	ck_assert_ptr_nonnull(mkdtemp(dir));
	record_init(&r);
	c.s.record = &r;
	ck_assert_int_eq(record_autosave_start(&r, dir, NULL), 0);
	ok("E5");
	ck_assert_int_eq(record_autosave(&r, &g, c.s.saved, NULL), 1);
	ck_assert(cmd_run(&c, "new") & CMD_ASK);
	ck_assert_str_eq(c.ask, "new!");
	ck_assert(cmd_run(&c, "new 13") & CMD_ASK);
	ck_assert_str_eq(c.ask, "new! 13");
	ck_assert(strstr(c.message, "not saved"));
	ck_assert_int_eq(g.board.size, 9); /* nothing happened yet */
	ck_assert_int_eq(g.nmoves, 1);
	refused("new 4", "5 to 25");       /* a bad size is refused before asking */
	ck_assert(ok("new! 13") & CMD_REDRAW_LAYOUT);
	ck_assert_int_eq(g.board.size, 13);
	ck_assert_msg(strstr(c.message, "stays autosaved"), "%s", c.message);
	record_autosave(&r, &g, c.s.saved, NULL); /* the new game is empty */
	snprintf(kept, sizeof kept, "%s/game-%ld-1.sgf", dir, (long)getpid());
	f = fopen(kept, "r");
	ck_assert_msg(f != NULL, "the game left was not kept as %s", kept);
	ck_assert(fread(buf, 1, sizeof buf - 1, f) > 0);
	fclose(f);
	ck_assert_msg(strstr(buf, ";B[ee]"), "%s", buf);
	ck_assert(ok("new 9") & CMD_REDRAW_LAYOUT); /* saved: no question */
	snprintf(line, sizeof line, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(line), 0);
	c.s.record = NULL;
	record_free(&r);
}
END_TEST

/* An earlier run's autosave offered at start (the screen and --plain): the
 * question, yes (it becomes the game, unsaved, and goes), no (kept aside
 * as declined-…, not offered again), a file that cannot be read. */
START_TEST(resume_and_decline_an_autosave)
{
	struct record r;
	char dir[] = "/tmp/tengen-cmd-XXXXXX", a[96], b[96], kept[112], line[128];
	FILE *f;

	ck_assert(cmd_resume_autosave(&c, "/nonexistent.sgf") & CMD_FAILED); /* no record */
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(a, sizeof a, "%s/game-1.sgf", dir);
	snprintf(b, sizeof b, "%s/game-2.sgf", dir);
	for (int i = 0; i < 2; i++) {
		ck_assert_ptr_nonnull(f = fopen(i ? b : a, "w"));
		fputs("(;GM[1]FF[4]SZ[9];B[ee];W[cc])", f);
		fclose(f);
	}
	record_init(&r);
	c.s.record = &r;
	ck_assert_int_eq(record_autosave_start(&r, dir, NULL), 0);
	cmd_ask_resume(&c, a, 1);
	ck_assert_msg(strstr(c.message, "Resume? (y/n; 1 more) ") == c.message,
	              "%s", c.message);
	ck_assert_msg(strstr(c.message, "9×9, move 2"), "%s", c.message);
	ck_assert(!(cmd_resume_autosave(&c, a) & CMD_FAILED));
	ck_assert_str_eq(c.message, "Resumed the autosaved game: move 2, Black to play.");
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert(!c.s.saved);
	ck_assert_ptr_null(r.path); /* save does not write into the autosave */
	ck_assert_int_eq(access(a, F_OK), -1);            /* the old one went … */
	ck_assert_int_eq(access(r.autosave->path, F_OK), 0); /* … ours holds it */
	cmd_decline_autosave(&c, b);
	snprintf(kept, sizeof kept, "%s/declined-game-2.sgf", dir);
	ck_assert_int_eq(access(kept, F_OK), 0);
	ck_assert_int_eq(access(b, F_OK), -1);
	ck_assert_msg(strstr(c.message, "Not resumed; kept 30 days as"), "%s", c.message);
	ck_assert(cmd_resume_autosave(&c, b) & CMD_FAILED); /* gone: cannot be read */
	ck_assert_int_eq(g.nmoves, 2);
	snprintf(line, sizeof line, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(line), 0);
	c.s.record = NULL;
	record_free(&r);
}
END_TEST

START_TEST(cursor_and_jumps)
{
	const struct { const char *cmd, *at; } steps[] = {
		{ "cursor E5", "E5" }, { "cursor left", "D5" }, { "cursor up", "D6" },
		{ "jump left", "C6" },  /* the star line of 9×9 is C */
		{ "jump left", "A6" }, { "jump left", "A6" }, { "cursor left", "A6" },
		{ "jump right", "C6" }, { "jump right", "E6" }, { "jump right", "G6" },
		{ "jump right", "J6" }, { "jump down", "J5" }, { "jump down", "J3" },
		{ "jump down", "J1" }, { "cursor down", "J1" }, { "jump up", "J3" },
		{ "cursor B2", "B2" },
	};
	char v[8];

	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		int f = ok(steps[i].cmd);

		ck_assert(f & CMD_REDRAW_CURSOR);
		ck_assert_msg(c.s.cursor == V(&g.board, steps[i].at), "after '%s' at %s, expected %s",
		              steps[i].cmd, board_vertex_name(&g.board, c.s.cursor, v), steps[i].at);
	}
	refused("cursor sideways", "cursor takes");
	refused("jump E5", "jump takes");
	ck_assert(c.s.aids);
	ck_assert(ok("cursor left") & CMD_REDRAW_STATUS); /* the aids show liberties */
	ok("aids");
	ck_assert(!c.s.aids);
	ck_assert(!(ok("cursor left") & CMD_REDRAW_STATUS));
	ok("aids on");
	ck_assert(c.s.aids);
}
END_TEST

START_TEST(completion)
{
	ck_assert_str_eq(cmd_complete("ha", 0), "handicap");
	ck_assert_ptr_null(cmd_complete("ha", 1));
	ck_assert_str_eq(cmd_complete("p", 0), "play");
	ck_assert_str_eq(cmd_complete("p", 1), "pass");
	ck_assert_str_eq(cmd_complete("p", 2), "pass-ko");
	ck_assert_str_eq(cmd_complete("p", 3), "policy");
	ck_assert_str_eq(cmd_complete("p", 4), "pause");
	ck_assert_str_eq(cmd_complete("p", 5), "prev");
	ck_assert_str_eq(cmd_complete("p", 6), "prev-comment");
	ck_assert_str_eq(cmd_complete("p", 7), "prev-branch");
	ck_assert_str_eq(cmd_complete("p", 8), "prev-mistake");
	ck_assert_str_eq(cmd_complete("p", 9), "play-from-here");
	ck_assert_str_eq(cmd_complete("p", 10), "problem");
	ck_assert_str_eq(cmd_complete("p", 11), "problems");
	ck_assert_str_eq(cmd_complete("p", 12), "pick");
	ck_assert_str_eq(cmd_complete("p", 13), "prev-problem");
	ck_assert_ptr_null(cmd_complete("p", 14));
	ck_assert_str_eq(cmd_complete("confirm-", 0), "confirm-end");
	ck_assert_ptr_null(cmd_complete("x", 0));
	for (size_t i = 0; i < cmd_table_size; i++) {
		ck_assert_ptr_nonnull(cmd_table[i].help);
		ck_assert_ptr_eq(cmd_find(cmd_table[i].name), &cmd_table[i]);
	}
}
END_TEST

/* A front end with other keys: F5 ends a confirmation, K reviews, and
 * nothing is bound to new. */
static const char *other_key_for(const char *command)
{
	if (!strcmp(command, "confirm-end"))
		return "F5";
	if (!strcmp(command, "review"))
		return "K";
	return NULL;
}

/* Messages name keys only through the context's key_for: the key the
 * table binds, else the command itself (GTP and scripts have no keys). */
START_TEST(hints_follow_the_key_table)
{
	ok("pass");
	ok("pass");
	ok("confirm");
	refused("agree", "(two passes, or e ends it)");     /* the default table */
	c.s.key_for = other_key_for;
	refused("agree", "(two passes, or F5 ends it)");
	c.s.key_for = NULL;
	refused("agree", "(two passes, or :confirm-end ends it)");
	c.s.key_for = cmdtest_key_for;
	ok("confirm-end");
	ok("resign");
	refused("agree", "the game is over (n starts a new one)");
	c.s.key_for = other_key_for;
	refused("agree", "the game is over (:new starts a new one)");
	/* a key and the command, or the command alone */
	ok("review");
	refused("komi 5", "in review: K or :review goes back to play first");
	c.s.key_for = NULL;
	refused("komi 5", "in review: :review goes back to play first");
	refused("review on", "already reviewing (:review goes back to play)");
	c.s.key_for = cmdtest_key_for;
	refused("komi 5", "in review: v or :review goes back to play first");
	ok("review off");
	refused("first", "not reviewing: v or :review starts a review");
}
END_TEST

/* The message log (cmd_log.c): the messages in order, a repeat counted,
 * errors flagged, a message logged once however often it is synced, the
 * last 50 kept; `messages` asks the front end to show them. */
START_TEST(message_log)
{
	const struct cmd_log_entry *e;
	char text[CMD_MESSAGE_MAX + 64], want[32];

	ck_assert_ptr_null(cmd_log_get(&c, 0));
	ok("komi 5");
	refused("frobnicate", "unknown command");
	refused("frobnicate", "unknown command");
	ok("cursor left");        /* no message: nothing logged */
	cmd_message(&c, false, "%s", "an engine's news");
	cmd_log_sync(&c);
	cmd_log_sync(&c);         /* drawn twice, logged once */
	ck_assert_int_eq(cmd_run(&c, "messages"), CMD_SHOW_MESSAGES);
	ok("komi 5");             /* the same text, but not in a row */
	e = cmd_log_get(&c, 0);
	ck_assert_str_eq(e->text, "Komi is now 5.");
	ck_assert(!e->error);
	ck_assert_int_eq(e->count, 1);
	e = cmd_log_get(&c, 1);
	ck_assert_str_eq(e->text, "unknown command: frobnicate (? lists them)");
	ck_assert(e->error);
	ck_assert_int_eq(e->count, 2);
	cmd_log_text(e, text, sizeof text);
	ck_assert_str_eq(text, "unknown command: frobnicate (? lists them) (2 times)");
	e = cmd_log_get(&c, 2);
	ck_assert_str_eq(e->text, "an engine's news");
	ck_assert_int_eq(e->count, 1);
	ck_assert_str_eq(cmd_log_get(&c, 3)->text, "Komi is now 5.");
	ck_assert_ptr_null(cmd_log_get(&c, 4));

	for (int k = 1; k <= 60; k++) { /* 64 in all: the first 14 go */
		snprintf(want, sizeof want, "komi %d", k);
		ok(want);
	}
	ck_assert_int_eq(c.s.log.n, CMD_LOG_MAX);
	ck_assert_int_eq(CMD_LOG_MAX, 50);
	ck_assert_str_eq(cmd_log_get(&c, 0)->text, "Komi is now 11.");
	ck_assert_str_eq(cmd_log_get(&c, 49)->text, "Komi is now 60.");
	ck_assert_ptr_null(cmd_log_get(&c, 50));
	ck_assert_ptr_null(cmd_log_get(&c, -1));
}
END_TEST

/* A message longer than the message buffer (a path of 600 CJK characters
 * in a refused save) is cut between two characters: it was cut inside one,
 * and the message line and the log showed it as "?" from its start. */
START_TEST(message_cut_whole_chars)
{
	char path[2048] = "/nonexistent/", *p = path + strlen(path);

	for (int k = 0; k < 600; k++, p += 3)
		memcpy(p, "\xe5\xad\x97", 3); /* 字 */
	*p = '\0';
	for (int pad = 0; pad < 3; pad++) { /* the cut at each byte of a character */
		char *shown;

		cmd_message(&c, true, "%.*s%s", pad, "xx", path);
		shown = text_sanitize(c.message);
		ck_assert_uint_ge(strlen(c.message), CMD_MESSAGE_MAX - 4);
		ck_assert_msg(!strchr(shown, '?'), "cut inside a character (pad %d)", pad);
		free(shown);
	}
}
END_TEST

static Suite *cmd_suite(void)
{
	Suite *s = suite_create("cmd");
	TCase *tc = tcase_create("table");

	tcase_add_checked_fixture(tc, setup9, teardown);
	tcase_add_test(tc, play_forms);
	tcase_add_test(tc, refusals_say_why);
	tcase_add_test(tc, capture_ko_undo);
	tcase_add_test(tc, takebacks_ask_the_opponent);
	tcase_add_test(tc, passes_and_resign);
	tcase_add_test(tc, foul_policy);
	tcase_add_test(tc, settings);
	tcase_add_test(tc, free_handicap);
	tcase_add_test(tc, new_game);
	tcase_add_test(tc, quit_asks_when_unsaved);
	tcase_add_test(tc, save_load_commands);
	tcase_add_test(tc, new_asks_and_keeps_the_autosave);
	tcase_add_test(tc, resume_and_decline_an_autosave);
	tcase_add_test(tc, cursor_and_jumps);
	tcase_add_test(tc, completion);
	tcase_add_test(tc, hints_follow_the_key_table);
	tcase_add_test(tc, message_log);
	tcase_add_test(tc, message_cut_whole_chars);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(cmd_suite);

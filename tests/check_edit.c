/*
 * check_edit.c — the teaching board (review_edit.c, cmd_edit.c): edit mode
 * in a review (a setup node after the node shown, a variation when moves
 * follow, an empty one taken out again, stones refused without liberty,
 * undo) and in play (leaving it plays on from the position, which is saved
 * after the game's moves and read back; undo takes the setup back and
 * keeps it as a variation); marks and labels placed (toggled, replacing
 * one another, saved, shown at their position in play), the move numbers;
 * the comment (written with \\n, edited, sanitized, deleted) and the game
 * information.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "record/record.h"
#include "record/review.h"
#include "testutil.h"

static void open_text(struct review *rv, const char *text)
{
	struct sgf_msgs m;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_parse(text, strlen(text), "test", &m);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(review_open(rv, s, s->games, NULL), 0);
	sgf_msgs_free(&m);
}

static char *written(const struct sgf *s)
{
	struct sbuf b;

	sbuf_init(&b);
	sgf_write(s, &b);
	return b.s;
}

#define AT(rv, v) board_at(&(rv)->game.board, V(&(rv)->game.board, v))

START_TEST(review_setup_node_at_the_end)
{
	struct review rv;
	char *text;

	open_text(&rv, "(;GM[1]SZ[9];B[ee];W[dd])");
	review_last(&rv);
	ck_assert(review_edit_begin(&rv)); /* after a move: a new node */
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "C3"), BLACK), 1);
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "C3"), BLACK), 0);
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "E5"), EMPTY), 1);
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "D6"), WHITE), 0); /* W[dd] */
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "F6"), WHITE), 1);
	ck_assert_int_eq(AT(&rv, "C3"), BLACK);
	ck_assert_int_eq(AT(&rv, "E5"), EMPTY);
	ck_assert_int_eq(rv.game.to_move, BLACK);
	ck_assert(review_edit_turn(&rv, WHITE));
	ck_assert_int_eq(rv.game.to_move, WHITE);
	ck_assert_int_eq(review_move_number(&rv), 2);
	ck_assert(review_edit_undo(&rv)); /* PL */
	ck_assert_int_eq(rv.game.to_move, BLACK);
	ck_assert(review_edit_undo(&rv)); /* F6 */
	ck_assert_int_eq(AT(&rv, "F6"), EMPTY);
	ck_assert(review_edit_turn(&rv, WHITE));
	ck_assert(review_edit_end(&rv));
	text = written(rv.tree);
	ck_assert_msg(strstr(text, ";W[dd]\n;AE[ee]AB[cg]PL[W])") ||
	              strstr(text, ";W[dd];AE[ee]AB[cg]PL[W])"), "%s", text);
	free(text);
	review_close(&rv);
}
END_TEST

START_TEST(review_setup_is_a_variation_when_moves_follow)
{
	struct review rv;
	char *text;

	open_text(&rv, "(;GM[1]SZ[9];B[ee];W[dd])");
	review_next(&rv);
	ck_assert(review_edit_begin(&rv));
	ck_assert_int_eq(review_children(rv.node->parent), 2);
	ck_assert(rv.node->parent->child != rv.node); /* the second: the main line stays */
	/* a1 between black stones: a white stone there would have no liberty */
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "A2"), BLACK), 1);
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "B1"), BLACK), 1);
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "A1"), WHITE), -1);
	ck_assert_int_eq(AT(&rv, "A1"), EMPTY);
	ck_assert(review_edit_end(&rv));
	text = written(rv.tree);
	ck_assert_msg(strstr(text, "(;W[dd])\n(;AB[bi][ah])") != NULL, "%s", text);
	free(text);
	review_close(&rv);
}
END_TEST

START_TEST(review_empty_setup_node_goes)
{
	struct review rv;
	const struct sgf_node *at;

	open_text(&rv, "(;GM[1]SZ[9];B[ee];W[dd])");
	review_next(&rv);
	at = rv.node;
	ck_assert(review_edit_begin(&rv));
	ck_assert(rv.node != at);
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "A2"), BLACK), 1);
	ck_assert(review_edit_undo(&rv));
	ck_assert(!review_edit_undo(&rv));
	ck_assert(!review_edit_end(&rv));
	ck_assert(rv.node == at);
	ck_assert_int_eq(review_children(at), 1);
	/* an empty game's root is set up in place */
	review_close(&rv);
	open_text(&rv, "(;GM[1]SZ[9])");
	ck_assert(!review_edit_begin(&rv));
	ck_assert_int_eq(review_edit_stone(&rv, V(&rv.game.board, "E5"), WHITE), 1);
	ck_assert(review_edit_end(&rv));
	ck_assert_str_eq(sgf_node_get(rv.root, "AW"), "ee");
	review_close(&rv);
}
END_TEST

/* A 9×9 game in play with a record, as the screen has it. */
struct played {
	struct game g;
	struct cmd_ctx c;
	struct record r;
};

static void played_init(struct played *o)
{
	ck_assert_int_eq(game_init(&o->g, 9, RULES_JAPANESE), 0);
	record_init(&o->r);
	cmd_ctx_init(&o->c, &o->g);
	o->c.s.takebacks = true; /* undo as one player's (check_cmd asks) */
	o->c.s.record = &o->r;
}

static void played_free(struct played *o)
{
	cmd_ctx_free(&o->c);
	record_free(&o->r);
	game_free(&o->g);
}

static void run_ok(struct played *o, const char *line)
{
	int f = cmd_run(&o->c, line);

	ck_assert_msg(!(f & CMD_FAILED), "%s: %s", line, o->c.message);
}

static char *record_text(struct played *o)
{
	struct sbuf b;

	sbuf_init(&b);
	record_write(&o->r, &o->g, &b);
	return b.s;
}

START_TEST(edit_in_play_plays_on_and_is_saved)
{
	struct played o, back;
	struct sgf_msgs m;
	char *text, path[] = "/tmp/check_edit_XXXXXX";
	int fd;

	played_init(&o);
	run_ok(&o, "D4");
	run_ok(&o, "E5");
	ck_assert(cmd_run(&o.c, "setup black C3") & CMD_FAILED); /* not editing */
	run_ok(&o, "edit");
	ck_assert_ptr_nonnull(o.c.s.review);
	ck_assert(cmd_run(&o.c, "play F6") & CMD_FAILED); /* no move while editing */
	run_ok(&o, "setup black C3");
	run_ok(&o, "setup cycle D4"); /* black → white */
	run_ok(&o, "setup empty E5");
	run_ok(&o, "setup white E5");
	run_ok(&o, "undo"); /* E5 empty again */
	run_ok(&o, "setup turn white");
	run_ok(&o, "edit");
	ck_assert_ptr_null(o.c.s.review);
	ck_assert_int_eq(game_move_number(&o.g), 2);
	ck_assert_int_eq(o.g.to_move, WHITE);
	ck_assert_int_eq(board_at(&o.g.board, V(&o.g.board, "C3")), BLACK);
	ck_assert_int_eq(board_at(&o.g.board, V(&o.g.board, "D4")), WHITE);
	ck_assert_int_eq(board_at(&o.g.board, V(&o.g.board, "E5")), EMPTY);
	run_ok(&o, "F6"); /* White plays on */
	text = record_text(&o);
	ck_assert_msg(strstr(text, ";B[df];W[ee]") && strstr(text, "AB[cg]") &&
	              strstr(text, "PL[W]") && strstr(text, "W[fd]"), "%s", text);
	/* read back: the same position, the moves before the setup counted */
	fd = mkstemp(path);
	ck_assert(fd >= 0 && write(fd, text, strlen(text)) == (ssize_t)strlen(text));
	close(fd);
	played_init(&back);
	sgf_msgs_init(&m);
	ck_assert_int_eq(record_open(&back.r, &back.g, path, &m), 0);
	ck_assert_int_eq(m.n, 0);
	ck_assert_int_eq(game_move_number(&back.g), 3);
	ck_assert(back.g.board.hash == o.g.board.hash);
	free(text);
	/* saved again, the same record */
	text = record_text(&back);
	{
		char *again = record_text(&o);

		ck_assert_str_eq(text, again);
		free(again);
	}
	free(text);
	sgf_msgs_free(&m);
	played_free(&back);
	unlink(path);
	/* undo: the move, then the setup (kept as a variation) */
	run_ok(&o, "undo");
	run_ok(&o, "undo");
	ck_assert_int_eq(game_move_number(&o.g), 2);
	ck_assert_int_eq(board_at(&o.g.board, V(&o.g.board, "C3")), EMPTY);
	ck_assert_int_eq(board_at(&o.g.board, V(&o.g.board, "D4")), BLACK);
	ck_assert_int_eq(o.g.to_move, BLACK);
	run_ok(&o, "G7");
	text = record_text(&o);
	ck_assert_msg(strstr(text, "B[gc]") && strstr(text, "AB[cg]"), "%s", text);
	free(text);
	played_free(&o);
}
END_TEST

START_TEST(edit_in_review_adds_a_variation)
{
	struct played o;
	char *text;

	played_init(&o);
	run_ok(&o, "D4");
	run_ok(&o, "E5");
	run_ok(&o, "review");
	run_ok(&o, "prev");
	run_ok(&o, "edit");
	run_ok(&o, "setup white C3");
	run_ok(&o, "edit");
	ck_assert_ptr_nonnull(o.c.s.review); /* still reviewing, at the setup */
	ck_assert_int_eq(board_at(&o.c.s.review->game.board, V(&o.g.board, "C3")), WHITE);
	run_ok(&o, "review");
	ck_assert_int_eq(game_move_number(&o.g), 2); /* the game is left alone */
	ck_assert(!o.c.s.saved);
	text = record_text(&o);
	ck_assert_msg(strstr(text, "(;AW[cg])"), "%s", text);
	ck_assert_msg(strstr(text, "W[ee]") < strstr(text, "AW[cg]"), "%s", text);
	free(text);
	/* play on from the setup: the game becomes it, its moves before kept */
	run_ok(&o, "review");
	run_ok(&o, "prev");
	run_ok(&o, "variation next");
	run_ok(&o, "next");
	run_ok(&o, "play-from-here!");
	ck_assert_int_eq(game_move_number(&o.g), 1);
	ck_assert_int_eq(board_at(&o.g.board, V(&o.g.board, "C3")), WHITE);
	run_ok(&o, "F6");
	text = record_text(&o);
	ck_assert_msg(strstr(text, "B[df]") && strstr(text, "W[ee]") && strstr(text, "W[fd]") &&
	              strstr(text, "AW[cg]") < strstr(text, "W[fd]"), "%s", text);
	free(text);
	played_free(&o);
}
END_TEST


START_TEST(marks_toggle_and_labels)
{
	struct review rv;
	struct review_marks *m = malloc(sizeof *m);
	const struct board *b = &rv.game.board;
	char next[2];
	char *text;

	open_text(&rv, "(;GM[1]SZ[9]TR[aa:bb]LB[cc:A];B[ee])");
	ck_assert(!review_mark_toggle(&rv, V(b, "A9"), REVIEW_MARK_TRIANGLE)); /* off */
	ck_assert(review_mark_toggle(&rv, V(b, "B8"), REVIEW_MARK_SQUARE)); /* replaces TR */
	review_label_next(&rv, next);
	ck_assert_str_eq(next, "B");
	review_label_set(&rv, V(b, "C7"), "10");
	review_label_set(&rv, V(b, "D6"), "x]y");
	review_marks(&rv, m);
	ck_assert_int_eq(m->kind[V(b, "A9")], REVIEW_MARK_NONE);
	ck_assert_int_eq(m->kind[V(b, "B9")], REVIEW_MARK_TRIANGLE);
	ck_assert_int_eq(m->kind[V(b, "A8")], REVIEW_MARK_TRIANGLE);
	ck_assert_int_eq(m->kind[V(b, "B8")], REVIEW_MARK_SQUARE);
	ck_assert_str_eq(m->label[V(b, "C7")], "10");
	ck_assert_str_eq(m->label[V(b, "D6")], "x]y");
	ck_assert_int_eq(m->count, 5);
	review_label_next(&rv, next);
	ck_assert_str_eq(next, "A"); /* A went: C7 is 10 now */
	text = written(rv.tree);
	ck_assert_msg(strstr(text, "LB[cc:10][dd:x\\]y]") && strstr(text, "SQ[bb]"), "%s", text);
	free(text);
	ck_assert(!review_mark_toggle(&rv, V(b, "C7"), REVIEW_MARK_NONE)); /* clear */
	review_marks(&rv, m);
	ck_assert_int_eq(m->kind[V(b, "C7")], REVIEW_MARK_NONE);
	free(m);
	review_close(&rv);
}
END_TEST

/* AR LN SL read in the file's order (malformed values, a point off the
 * board and a line from a point to itself skipped); a line or arrow toggled
 * off either way round, written as "aa:cc". */
START_TEST(arrows_lines_and_regions)
{
	struct review rv;
	struct review_marks *m = malloc(sizeof *m);
	const struct board *b = &rv.game.board;
	char *text;

	open_text(&rv, "(;GM[1]SZ[9]AR[cg:gg][aa:aa][zz:cc][cc]LN[ca:ia]SL[hb:ib];B[ee])");
	review_marks(&rv, m);
	ck_assert_int_eq(m->nlines, 2);
	ck_assert(m->lines[0].arrow && m->lines[0].from == V(b, "C3") && m->lines[0].to == V(b, "G3"));
	ck_assert(!m->lines[1].arrow && m->lines[1].from == V(b, "C9") &&
	          m->lines[1].to == V(b, "J9"));
	ck_assert(m->selected[V(b, "H8")] && m->selected[V(b, "J8")] && !m->selected[V(b, "G8")]);
	ck_assert_int_eq(m->count, 0); /* lines and regions are not point marks */
	ck_assert(!review_line_toggle(&rv, V(b, "J9"), V(b, "C9"), true)); /* the line, reversed: off */
	ck_assert(!review_line_toggle(&rv, V(b, "C3"), V(b, "C3"), true)); /* no line */
	ck_assert(review_line_toggle(&rv, V(b, "G3"), V(b, "C3"), true)); /* the other way: new */
	ck_assert(!review_line_toggle(&rv, V(b, "C3"), V(b, "G3"), false)); /* AR C3 G3 off */
	review_marks(&rv, m);
	ck_assert_int_eq(m->nlines, 1);
	ck_assert(m->lines[0].arrow && m->lines[0].from == V(b, "G3"));
	text = written(rv.tree);
	ck_assert_msg(strstr(text, "[gg:cg]") && !strstr(text, "LN[") && !strstr(text, "[cg:gg]"),
	              "%s", text);
	free(text);
	free(m);
	review_close(&rv);
}
END_TEST

/* :mark arrow and :mark line in play: saved in the record, the comment and
 * lines of the position read back by the screen's calls. */
START_TEST(arrows_and_comment_in_play)
{
	struct played o;
	const struct review_marks *m;
	char *text;

	played_init(&o);
	run_ok(&o, "D4");
	run_ok(&o, "mark arrow C3 E5");
	ck_assert_str_eq(o.c.message, "Arrow from C3 to E5.");
	o.c.s.cursor = V(&o.g.board, "A1");
	run_ok(&o, "mark line J9"); /* from the cursor */
	ck_assert(cmd_run(&o.c, "mark arrow D4 D4") & CMD_FAILED);
	ck_assert(cmd_run(&o.c, "mark arrow") & CMD_FAILED);
	ck_assert(cmd_run(&o.c, "mark arrow C3 Z9") & CMD_FAILED);
	ck_assert(cmd_run(&o.c, "mark triangle C3 E5") & CMD_FAILED);
	run_ok(&o, "comment Which is better, A or B?");
	m = cmd_play_marks(&o.c);
	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(m->nlines, 2);
	ck_assert_str_eq(cmd_play_comment(&o.c), "Which is better, A or B?");
	text = record_text(&o);
	ck_assert_msg(strstr(text, "AR[cg:ee]") && strstr(text, "LN[ai:ia]"), "%s", text);
	free(text);
	run_ok(&o, "mark arrow C3 E5"); /* again: off */
	ck_assert_str_eq(o.c.message, "No arrow or line from C3 to E5 now.");
	run_ok(&o, "E5");
	ck_assert_ptr_null(cmd_play_comment(&o.c)); /* the next position has none */
	played_free(&o);
}
END_TEST

START_TEST(move_numbers_of_the_line)
{
	struct review rv;
	int *num = malloc(BOARD_MAX_POINTS * sizeof *num);
	const struct board *b = &rv.game.board;

	/* B A2, W A1, B B1 captures A1; then W C1 */
	open_text(&rv, "(;GM[1]SZ[9];B[ah];W[ai];B[bi];W[ci])");
	review_last(&rv);
	ck_assert_int_eq(review_move_numbers(&rv, num), 3);
	ck_assert_int_eq(num[V(b, "A2")], 1);
	ck_assert_int_eq(num[V(b, "A1")], 0); /* captured */
	ck_assert_int_eq(num[V(b, "B1")], 3);
	ck_assert_int_eq(num[V(b, "C1")], 4);
	review_close(&rv);
	free(num);
}
END_TEST

/* A label too long for the board is refused whole, never cut: cut at 15
 * bytes, "a" and five CJK characters lost half a character, and the invalid
 * UTF-8 saved made the whole file read back as ISO-8859-1 (hostile review
 * of issue 14). */
START_TEST(a_long_label_is_refused_not_cut)
{
	struct played o;
	const struct review_marks *m;
	char *text;

	played_init(&o);
	run_ok(&o, "D4");
	ck_assert(cmd_run(&o.c, "label a\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad E5") &
	          CMD_FAILED);
	ck_assert_msg(strstr(o.c.message, "label"), "%s", o.c.message);
	m = cmd_play_marks(&o.c);
	ck_assert(!m || m->kind[V(&o.g.board, "E5")] == REVIEW_MARK_NONE);
	text = record_text(&o);
	ck_assert_msg(!strstr(text, "LB["), "%s", text);
	free(text);
	run_ok(&o, "label \xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad E5"); /* 15 bytes */
	text = record_text(&o);
	ck_assert_msg(strstr(text, "LB[ee:\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad\xe4\xb8\xad]"),
	              "%s", text);
	free(text);
	played_free(&o);
}
END_TEST

START_TEST(marks_in_play_are_saved_and_follow_the_position)
{
	struct played o;
	const struct review_marks *m;
	int *num = malloc(BOARD_MAX_POINTS * sizeof *num);
	char *text;

	played_init(&o);
	run_ok(&o, "D4");
	run_ok(&o, "mark triangle D4");
	run_ok(&o, "label 10 E5");
	o.c.s.cursor = V(&o.g.board, "F6");
	run_ok(&o, "mark");       /* cycle: a triangle */
	run_ok(&o, "mark cycle"); /* a square */
	ck_assert(cmd_run(&o.c, "mark blob") & CMD_FAILED);
	m = cmd_play_marks(&o.c);
	ck_assert_ptr_nonnull(m);
	ck_assert_int_eq(m->kind[V(&o.g.board, "D4")], REVIEW_MARK_TRIANGLE);
	ck_assert_int_eq(m->kind[V(&o.g.board, "F6")], REVIEW_MARK_SQUARE);
	ck_assert_str_eq(m->label[V(&o.g.board, "E5")], "10");
	ck_assert(!o.c.s.saved);
	run_ok(&o, "E5");
	m = cmd_play_marks(&o.c);
	ck_assert_int_eq(m->count, 0); /* the new move's node has none */
	ck_assert_int_eq(cmd_move_numbers(&o.c, num), 2);
	ck_assert_int_eq(num[V(&o.g.board, "E5")], 2);
	text = record_text(&o);
	ck_assert_msg(strstr(text, ";B[df]") && strstr(text, "TR[df]") &&
	              strstr(text, "LB[ee:10]") && strstr(text, "SQ[fd]") < strstr(text, ";W[ee]"),
	              "%s", text); /* on the node of D4 */
	free(text);
	run_ok(&o, "undo");
	m = cmd_play_marks(&o.c);
	ck_assert_int_eq(m->kind[V(&o.g.board, "D4")], REVIEW_MARK_TRIANGLE);
	run_ok(&o, "numbers");
	ck_assert(o.c.s.numbers);
	run_ok(&o, "numbers off");
	ck_assert(!o.c.s.numbers);
	/* in review: the node shown */
	run_ok(&o, "review");
	run_ok(&o, "mark cross C3");
	run_ok(&o, "review");
	text = record_text(&o);
	ck_assert_msg(strstr(text, "MA[cg]"), "%s", text);
	free(text);
	free(num);
	played_free(&o);
}
END_TEST

START_TEST(comment_and_info)
{
	struct played o;
	char *text;
	int i;

	played_init(&o);
	run_ok(&o, "D4");
	run_ok(&o, "comment");
	ck_assert_str_eq(o.c.line_prefill, "comment "); /* none yet: to write */
	run_ok(&o, "comment A good   move.\\nSecond line, a ] and a \\\\.");
	run_ok(&o, "comment");
	ck_assert_str_eq(o.c.line_prefill, "comment A good   move.\\nSecond line, a ] and a \\\\.");
	text = record_text(&o);
	ck_assert_msg(strstr(text, "C[A good   move.\nSecond line, a \\] and a \\\\.]"), "%s", text);
	free(text);
	/* more words than any other command takes */
	{
		char line[400] = "comment";

		for (i = 0; i < 40; i++)
			strcat(line, " word");
		run_ok(&o, line);
	}
	run_ok(&o, "review");
	text = review_comment(o.c.s.review);
	ck_assert_int_eq(strlen(text), 40 * 5 - 1);
	free(text);
	run_ok(&o, "comment \x1b[2J shown\\nclean");
	text = review_comment(o.c.s.review);
	ck_assert_str_eq(text, "[2J shown\nclean"); /* sanitized: the ESC goes */
	free(text);
	run_ok(&o, "comment!");
	ck_assert_ptr_null(review_comment(o.c.s.review));
	/* the information */
	run_ok(&o, "info EV Club   night");
	run_ok(&o, "info pb Alice");
	run_ok(&o, "info DT 2026-11-30");
	run_ok(&o, "info");
	ck_assert_msg(strstr(o.c.message, "PB Alice") && strstr(o.c.message, "EV Club   night") &&
	              strstr(o.c.message, "DT 2026-11-30"), "%s", o.c.message);
	ck_assert(cmd_run(&o.c, "info KM 5.5") & CMD_FAILED); /* the game's, in review */
	ck_assert(cmd_run(&o.c, "info XX y") & CMD_FAILED);
	run_ok(&o, "review");
	ck_assert_str_eq(o.c.s.name[BLACK], "Alice");
	run_ok(&o, "info KM 5.5");
	ck_assert(o.g.komi == 5.5);
	run_ok(&o, "info! DT");
	run_ok(&o, "info DT");
	ck_assert_str_eq(o.c.message, "DT is not set.");
	text = record_text(&o);
	ck_assert_msg(strstr(text, "EV[Club   night]") && strstr(text, "PB[Alice]") &&
	              strstr(text, "KM[5.5]") && !strstr(text, "DT["), "%s", text);
	free(text);
	played_free(&o);
}
END_TEST

/* RE is the game's result, as KM is its komi: set in play, written for a
 * game not over it read back as over with a result never reached; on a
 * finished game the file kept the game's own result, the edit said "RE
 * set." and was lost. */
START_TEST(info_result_is_the_games)
{
	struct played o;
	char *text;

	played_init(&o);
	run_ok(&o, "D4");
	ck_assert(cmd_run(&o.c, "info RE B+R") & CMD_FAILED);
	ck_assert_msg(strstr(o.c.message, "RE"), "%s", o.c.message);
	run_ok(&o, "review");
	ck_assert(cmd_run(&o.c, "info RE B+R") & CMD_FAILED);
	ck_assert(cmd_run(&o.c, "info! RE") & CMD_FAILED);
	run_ok(&o, "review");
	text = record_text(&o);
	ck_assert_msg(!strstr(text, "RE["), "%s", text);
	free(text);
	run_ok(&o, "resign");
	ck_assert(cmd_run(&o.c, "info RE B+3.5") & CMD_FAILED);
	run_ok(&o, "info RE"); /* shown */
	ck_assert_msg(strstr(o.c.message, "RE B+R"), "%s", o.c.message);
	text = record_text(&o);
	ck_assert_msg(strstr(text, "RE[B+R]"), "%s", text);
	free(text);
	played_free(&o);
}
END_TEST

/* Deleting what is not there says so (it said "Comment deleted.", "GN
 * removed." as if something had gone). */
START_TEST(delete_nothing_says_so)
{
	struct played o;

	played_init(&o);
	run_ok(&o, "D4");
	ck_assert(cmd_run(&o.c, "comment!") & CMD_FAILED);
	ck_assert_str_eq(o.c.message, "no comment here to delete");
	ck_assert(cmd_run(&o.c, "info! GN") & CMD_FAILED);
	ck_assert_str_eq(o.c.message, "GN is not set.");
	run_ok(&o, "comment here");
	run_ok(&o, "comment!");
	ck_assert_str_eq(o.c.message, "Comment deleted.");
	run_ok(&o, "info GN A game");
	run_ok(&o, "info! GN");
	ck_assert_str_eq(o.c.message, "GN removed.");
	played_free(&o);
}
END_TEST

/* While editing from play the record has the setup already (an autosave
 * keeps it); a setup taken back leaves no empty node behind. */
START_TEST(edit_in_play_is_recorded_at_once)
{
	struct played o;
	char *text;

	played_init(&o);
	run_ok(&o, "D4");
	o.c.s.saved = true; /* as after a save */
	run_ok(&o, "edit");
	ck_assert(o.c.s.saved);
	run_ok(&o, "setup black C3");
	ck_assert(!o.c.s.saved);
	text = record_text(&o);
	ck_assert_msg(strstr(text, "AB[cg]"), "%s", text);
	free(text);
	run_ok(&o, "undo");
	run_ok(&o, "edit");
	ck_assert_str_eq(o.c.message, "Edit done: nothing was set up (move 1, White to play).");
	text = record_text(&o);
	ck_assert_msg(strstr(text, ";B[df])") && !strstr(text, ";)") && !strstr(text, "AB["),
	              "%s", text);
	free(text);
	played_free(&o);
}
END_TEST

/* A 9×9 game stopped with a confirmation (Art. 7-2) of a bent corner. */
static const char *const bent[] = {
	"A4", "A3", "B4", "B3", "C4", "B2", "C3", "C2", "D3", "D2", "E3", "D1", "E2", "pass",
	"E1", "pass", "pass", "confirm black", "B1", "A1", "A2", "confirm-end", NULL,
};

/* The record as saved (*text, to be freed): where its confirmation
 * starts, written once. */
static const char *confirmation_once(struct played *o, char **text)
{
	const char *first;

	*text = record_text(o);
	first = strstr(*text, "Confirmation (J89");
	ck_assert_msg(first && !strstr(first + 1, "Confirmation (J89"), "%s", *text);
	return first;
}

/* A game with an Art. 7-2 confirmation: the review shows it as a
 * variation, and a mark made there does not write it twice. */
START_TEST(confirmations_shown_not_doubled)
{
	struct played o;
	char *text;

	played_init(&o);
	for (int i = 0; bent[i]; i++)
		run_ok(&o, bent[i]);
	run_ok(&o, "review");
	text = written(o.c.s.review->tree);
	ck_assert_msg(strstr(text, "Confirmation (J89"), "%s", text);
	free(text);
	run_ok(&o, "mark triangle E5");
	run_ok(&o, "review");
	confirmation_once(&o, &text);
	ck_assert_msg(strstr(text, "TR[ee]"), "%s", text);
	free(text);
	played_free(&o);
}
END_TEST

/* Marks, a label and a comment made in the review on a node of a
 * confirmation of the game in play (a variation the record adds at every
 * save) are saved with it, once, and survive the next edit elsewhere. */
START_TEST(marks_in_a_confirmation_are_saved)
{
	struct played o;
	const char *first, *v;
	char *text;

	played_init(&o);
	for (int i = 0; bent[i]; i++)
		run_ok(&o, bent[i]);
	run_ok(&o, "review");
	run_ok(&o, "variation next"); /* after the stop: the confirmation, not the empty node */
	run_ok(&o, "next");            /* B B1 */
	run_ok(&o, "next");            /* W A1 */
	ck_assert_str_eq(sgf_node_get(o.c.s.review->node, "W"), "ai");
	run_ok(&o, "mark square A1");
	run_ok(&o, "label X B1");
	run_ok(&o, "comment the throw-in");
	run_ok(&o, "review");
	first = confirmation_once(&o, &text);
	v = strstr(first, "W[ai]");
	ck_assert_msg(v && strstr(v, "SQ[ai]") && strstr(v, "LB[bi:X]") &&
	              strstr(v, "C[the throw-in]"), "%s", text);
	free(text);
	/* an edit elsewhere later: the confirmation's marks stay, not doubled */
	run_ok(&o, "review");
	run_ok(&o, "first");
	run_ok(&o, "mark triangle E5");
	run_ok(&o, "review");
	first = confirmation_once(&o, &text);
	ck_assert_msg(strstr(text, "TR[ee]") && strstr(first, "SQ[ai]"), "%s", text);
	free(text);
	played_free(&o);
}
END_TEST

static Suite *edit_suite(void)
{
	Suite *s = suite_create("edit");
	TCase *t = tcase_create("edit");

	tcase_add_test(t, review_setup_node_at_the_end);
	tcase_add_test(t, review_setup_is_a_variation_when_moves_follow);
	tcase_add_test(t, review_empty_setup_node_goes);
	tcase_add_test(t, edit_in_play_plays_on_and_is_saved);
	tcase_add_test(t, edit_in_review_adds_a_variation);
	tcase_add_test(t, edit_in_play_is_recorded_at_once);
	tcase_add_test(t, marks_toggle_and_labels);
	tcase_add_test(t, a_long_label_is_refused_not_cut);
	tcase_add_test(t, move_numbers_of_the_line);
	tcase_add_test(t, arrows_lines_and_regions);
	tcase_add_test(t, arrows_and_comment_in_play);
	tcase_add_test(t, marks_in_play_are_saved_and_follow_the_position);
	tcase_add_test(t, comment_and_info);
	tcase_add_test(t, info_result_is_the_games);
	tcase_add_test(t, delete_nothing_says_so);
	tcase_add_test(t, confirmations_shown_not_doubled);
	tcase_add_test(t, marks_in_a_confirmation_are_saved);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(edit_suite);

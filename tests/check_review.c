/*
 * check_review.c — reviewing a record (review.c, cmd_review.c): stepping
 * along the main line and back, ten at a time, the ends, choosing among
 * variations (and coming back to the one we left), setup stones and
 * captures from the replay, comments decoded with their control characters
 * removed; and the commands: review on/off, the game left alone while
 * reviewing, a file's variations reached through the record; goto (a move
 * number, a point), the next/previous comment and branch point; node
 * names; marks (tests/data/marks.sgf).
 * The record is tests/data/review.sgf (hand-written, see its comments).
 */
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

#include "cmd/cmd.h"
#include "record/record.h"
#include "record/review.h"
#include "record/sgfgame.h"
#include "testutil.h"
#include "opentest.h"

#define REVIEW_SGF TESTDATADIR "/review.sgf"
#define ILLEGAL_SGF TESTDATADIR "/illegal.sgf"

static void open_review_file(struct review *rv, const char *path)
{
	struct sgf_msgs m;
	struct sgf *s;
	char *cause = NULL;

	sgf_msgs_init(&m);
	s = sgf_read_file(path, &m);
	ck_assert_msg(s != NULL, "%s", m.n ? m.v[0] : path);
	ck_assert_int_eq(m.n, 0);
	ck_assert_int_eq(review_open(rv, s, s->games, &cause), 0);
	sgf_msgs_free(&m);
}

static void open_review(struct review *rv)
{
	open_review_file(rv, REVIEW_SGF);
}

static void ck_comment(const struct review *rv, const char *want)
{
	char *c = review_comment(rv);

	if (!want) {
		ck_assert_msg(c == NULL, "comment '%s', expected none", c);
		return;
	}
	ck_assert_ptr_nonnull(c);
	ck_assert_str_eq(c, want);
	free(c);
}

static void ck_move(const struct review *rv, enum color who, const char *vertex)
{
	int p = NO_POINT;

	ck_assert_int_eq(review_node_move(rv, rv->node, &p), who);
	if (vertex)
		ck_assert_int_eq(p, V(&rv->game.board, vertex));
}

/* The file opened for play, as tengen FILE does. */
struct opened {
	struct game g;
	struct cmd_ctx c;
	struct record r;
	struct sgf_msgs m;
};

static void open_for_play(struct opened *o)
{
	ck_assert_int_eq(game_init(&o->g, 19, RULES_JAPANESE), 0);
	record_init(&o->r);
	sgf_msgs_init(&o->m);
	ck_assert_int_eq(record_open(&o->r, &o->g, REVIEW_SGF, &o->m), 0);
	cmd_ctx_init(&o->c, &o->g);
	o->c.s.record = &o->r;
	cmd_opened(&o->c, REVIEW_SGF, &o->m);
}

static void close_opened(struct opened *o)
{
	cmd_ctx_free(&o->c);
	sgf_msgs_free(&o->m);
	record_free(&o->r);
	game_free(&o->g);
}

/* Setup nodes alternating AB[ee] and AE[ee], two moves, a move that is
 * illegal (B on a stone: the replay stops before it) and more setup after:
 * every step forward applies one node, so walking the line replays each
 * node once, and the position, the warning and the stop at every place are
 * what a replay from the root makes of them. */
START_TEST(steps_forward_apply_one_node)
{
	enum { NODES = 3000 };
	struct review rv;
	struct sbuf b;
	struct sgf *s;
	unsigned long before;
	int steps = 0;

	sbuf_init(&b);
	sbuf_add(&b, "(;GM[1]FF[4]SZ[9]RU[Foo]");
	for (int i = 0; i < NODES; i++)
		sbuf_add(&b, i == 1000 ? ";B[cc]" : i == 1001 ? ";W[gg]" : i == 2000 ? ";B[gg]" :
		              i % 2 ? ";AE[ee]" : ";AB[ee]");
	sbuf_add(&b, ")");
	s = sgf_parse(b.s, b.len, "alt.sgf", NULL);
	ck_assert_ptr_nonnull(s);
	sbuf_free(&b);
	ck_assert_int_eq(review_open(&rv, s, s->games, NULL), 0);
	before = sgf_replay_nodes;
	while (review_next(&rv))
		steps++;
	ck_assert_int_eq(steps, NODES);
	ck_assert_msg(sgf_replay_nodes - before <= NODES, "%lu nodes replayed for %d steps",
	              sgf_replay_nodes - before, NODES);
	review_first(&rv);
	for (int i = 1; i <= NODES; i++) {
		struct board pos;
		const struct sgf_node *stop;
		char *warning;

		ck_assert(review_next(&rv));
		if (i % 97 && i != 1001 && i != 1002 && i != 2001 && i != NODES)
			continue;
		pos = rv.game.board;
		stop = rv.stop;
		warning = rv.warning ? xstrdup(rv.warning) : NULL;
		ck_assert_int_eq(review_replay(&rv, NULL), 0);
		ck_assert_msg(!memcmp(pos.color, rv.game.board.color, sizeof pos.color) &&
		              pos.hash == rv.game.board.hash, "position differs at node %d", i);
		ck_assert_ptr_eq(stop, rv.stop);
		ck_assert_str_eq(warning, rv.warning); /* RU[Foo]: the first */
		ck_assert_int_eq(board_at(&pos, sgf_point_parse(&pos, "gg")), i > 1001 ? WHITE : EMPTY);
		free(warning);
	}
	ck_assert_ptr_nonnull(rv.stop);
	review_close(&rv);
}
END_TEST

START_TEST(main_line_forward_and_back)
{
	struct review rv;

	open_review(&rv);
	/* the root: setup only, A1 by AB */
	ck_assert_int_eq(review_move_number(&rv), 0);
	ck_move(&rv, EMPTY, NULL);
	ck_assert_int_eq(board_at(&rv.game.board, V(&rv.game.board, "A1")), BLACK);
	ck_comment(&rv, "The start: one setup stone on A1.");
	ck_assert(!review_prev(&rv));
	ck_assert(review_next(&rv));
	ck_assert_int_eq(review_move_number(&rv), 1);
	ck_move(&rv, BLACK, "E5");
	ck_comment(&rv, "Black takes the centre.");
	ck_assert(review_next(&rv));
	ck_move(&rv, WHITE, "C7");
	ck_comment(&rv, NULL);
	ck_assert_int_eq(review_children(rv.node), 3);
	/* the main line to its end, a paragraph break kept in the comment */
	ck_assert(review_next(&rv));
	ck_move(&rv, BLACK, "G7");
	ck_comment(&rv, "Main line: the 3-7 point.\nA second paragraph, long enough to be "
	                "wrapped over several lines of the status area at eighty columns.");
	ck_assert(review_on_main_line(&rv));
	ck_assert_int_eq(review_last(&rv), 2);
	ck_assert_int_eq(review_move_number(&rv), 5);
	ck_move(&rv, BLACK, "C3");
	ck_assert(!review_next(&rv));
	ck_assert_int_eq(board_at(&rv.game.board, V(&rv.game.board, "G3")), WHITE);
	/* ten back stops at the root; ten forward at the end */
	ck_assert_int_eq(review_step(&rv, -10), 5);
	ck_assert_int_eq(review_move_number(&rv), 0);
	ck_assert_int_eq(board_at(&rv.game.board, V(&rv.game.board, "E5")), EMPTY);
	ck_assert_int_eq(review_step(&rv, 10), 5);
	ck_assert_int_eq(review_first(&rv), 5);
	ck_assert(rv.node == rv.root);
	review_close(&rv);
}
END_TEST

START_TEST(variations_are_chosen_and_remembered)
{
	struct review rv;

	open_review(&rv);
	ck_assert_int_eq(review_step(&rv, 2), 2);
	ck_assert_int_eq(rv.choice, 0);
	ck_assert(review_variation(&rv, 1));
	ck_assert_int_eq(rv.choice, 1);
	ck_assert(review_variation(&rv, -1));
	ck_assert(review_variation(&rv, -1)); /* wraps round to the last */
	ck_assert_int_eq(rv.choice, 2);
	ck_assert(review_variation(&rv, 1));
	ck_assert_int_eq(rv.choice, 0);
	/* the second: a capture on the way */
	ck_assert(review_variation(&rv, 1));
	ck_assert(review_next(&rv));
	ck_move(&rv, BLACK, "D7");
	ck_assert(!review_on_main_line(&rv));
	ck_comment(&rv, "A variation: attach.");
	ck_assert(!review_variation(&rv, 1)); /* one move follows */
	ck_assert_int_eq(review_last(&rv), 6);
	ck_assert_int_eq(review_move_number(&rv), 9);
	ck_assert_int_eq(rv.game.board.captures[BLACK], 1);
	ck_assert_int_eq(board_at(&rv.game.board, V(&rv.game.board, "C7")), EMPTY);
	ck_comment(&rv, "Captured.");
	/* back to the branch: the variation we came from is still chosen */
	ck_assert_int_eq(review_step(&rv, -7), 7);
	ck_assert_int_eq(review_move_number(&rv), 2);
	ck_assert_int_eq(rv.choice, 1);
	ck_assert_int_eq(rv.game.board.captures[BLACK], 0);
	ck_assert_int_eq(board_at(&rv.game.board, V(&rv.game.board, "C7")), WHITE);
	review_close(&rv);
}
END_TEST

START_TEST(comment_control_characters_removed)
{
	struct review rv;
	char *c;

	open_review(&rv);
	review_step(&rv, 2);
	review_variation(&rv, -1);
	ck_assert(review_next(&rv));
	ck_move(&rv, BLACK, "C6");
	c = review_comment(&rv);
	ck_assert_ptr_nonnull(c);
	ck_assert_msg(!strchr(c, '\033') && !strchr(c, '\007'), "control left in '%s'", c);
	ck_assert_str_eq(c, "Escapes: [2J here and ]0;title gone");
	free(c);
	ck_assert(!review_next(&rv));
	review_close(&rv);
}
END_TEST

/* goto, comments and branch points along the current line */
START_TEST(goto_and_seek_along_the_line)
{
	struct review rv;
	char *name;

	open_review(&rv);
	ck_assert(review_goto_move(&rv, 3));
	ck_move(&rv, BLACK, "G7");
	ck_assert_ptr_null(review_node_name(&rv));
	ck_assert(review_goto_move(&rv, 4));
	name = review_node_name(&rv);
	ck_assert_str_eq(name, "The 3-3 ] invasion"); /* escape decoded, the BEL removed */
	free(name);
	ck_assert(review_goto_move(&rv, 0));
	ck_assert_int_eq(review_move_number(&rv), 0);
	ck_assert(!review_goto_move(&rv, 6)); /* the main line has 5 */
	ck_assert(!review_goto_move(&rv, -1));
	ck_assert_int_eq(review_move_number(&rv), 0);
	/* comments: the root, E5, G7 on the main line */
	ck_assert(review_seek_comment(&rv, 1));
	ck_move(&rv, BLACK, "E5");
	ck_assert(review_seek_comment(&rv, 1));
	ck_move(&rv, BLACK, "G7");
	ck_assert(!review_seek_comment(&rv, 1));
	ck_move(&rv, BLACK, "G7");
	ck_assert(review_seek_comment(&rv, -1));
	ck_move(&rv, BLACK, "E5");
	ck_assert(review_seek_comment(&rv, -1));
	ck_assert_int_eq(review_move_number(&rv), 0);
	ck_assert(!review_seek_comment(&rv, -1));
	/* the one branch point: after W C7 */
	ck_assert(review_seek_branch(&rv, 1));
	ck_move(&rv, WHITE, "C7");
	ck_assert(!review_seek_branch(&rv, 1));
	review_last(&rv);
	ck_assert(review_seek_branch(&rv, -1));
	ck_move(&rv, WHITE, "C7");
	/* in a variation: goto follows the chosen line, and keeps it */
	ck_assert(review_variation(&rv, 1));
	ck_assert(review_goto_move(&rv, 9));
	ck_comment(&rv, "Captured.");
	ck_assert(review_goto_move(&rv, 2));
	ck_assert(review_seek_comment(&rv, 1));
	ck_comment(&rv, "A variation: attach.");
	ck_assert(!review_on_main_line(&rv));
	/* a point: the move played there, then the next one there */
	ck_assert(review_goto_point(&rv, V(&rv.game.board, "D6")));
	ck_move(&rv, WHITE, "D6");
	ck_assert(!review_goto_point(&rv, V(&rv.game.board, "J9")));
	ck_move(&rv, WHITE, "D6");
	ck_assert(review_goto_point(&rv, V(&rv.game.board, "E5"))); /* wraps to the start */
	ck_assert_int_eq(review_move_number(&rv), 1);
	review_close(&rv);
}
END_TEST

/* tests/data/marks.sgf: every kind of mark, labels sanitized, DD held
 * down the line until DD[] */
START_TEST(marks_read_from_the_file)
{
	struct review rv;
	struct review_marks *m = malloc(sizeof *m);
	const struct board *b = &rv.game.board;

	open_review_file(&rv, TESTDATADIR "/marks.sgf");
	review_marks(&rv, m);
	ck_assert_int_eq(m->kind[V(b, "E5")], REVIEW_MARK_TRIANGLE);
	ck_assert_int_eq(m->kind[V(b, "D6")], REVIEW_MARK_SQUARE);
	ck_assert_int_eq(m->kind[V(b, "A9")], REVIEW_MARK_CIRCLE);
	ck_assert_int_eq(m->kind[V(b, "B8")], REVIEW_MARK_CROSS);
	ck_assert_int_eq(m->kind[V(b, "C7")], REVIEW_MARK_LABEL);
	ck_assert_str_eq(m->label[V(b, "C7")], "A");
	ck_assert_str_eq(m->label[V(b, "C6")], "12"); /* up to three characters */
	ck_assert_str_eq(m->label[V(b, "C5")], "Z"); /* the space and the ESC dropped */
	ck_assert_str_eq(m->label[V(b, "C3")], "\xc3\xa9"); /* é, whole */
	ck_assert_int_eq(m->kind[V(b, "C4")], REVIEW_MARK_NONE); /* an empty label */
	ck_assert_int_eq(m->count, 8);
	ck_assert(m->dim[V(b, "G9")] && m->dim[V(b, "G8")] && !m->dim[V(b, "G7")]);
	ck_assert(review_next(&rv));
	review_marks(&rv, m);
	ck_assert_int_eq(m->count, 1);
	ck_assert_int_eq(m->kind[V(b, "G3")], REVIEW_MARK_TRIANGLE);
	ck_assert(m->dim[V(b, "G9")]); /* DD holds */
	ck_assert(review_next(&rv));
	review_marks(&rv, m);
	ck_assert_int_eq(m->count, 0);
	ck_assert(!m->dim[V(b, "G9")]); /* DD[] ends it */
	free(m);
	review_close(&rv);
}
END_TEST

START_TEST(commands_goto_and_seek)
{
	struct opened o;
	struct cmd_ctx *const c = &o.c;

	open_for_play(&o);
	ck_assert(cmd_run(c, "goto 3") & CMD_FAILED); /* not reviewing */
	ck_assert(cmd_run(c, "next-comment") & CMD_FAILED);
	ck_assert(!(cmd_run(c, "review") & CMD_FAILED));
	ck_assert(!(cmd_run(c, "goto 1") & CMD_FAILED));
	ck_comment(c->s.review, "Black takes the centre.");
	ck_assert(cmd_run(c, "goto 99") & CMD_FAILED);
	ck_assert_str_eq(c->message, "this line has only 5 moves");
	/* past 100000 and past a long: the same answer, not the usage */
	ck_assert(cmd_run(c, "goto 100001") & CMD_FAILED);
	ck_assert_str_eq(c->message, "this line has only 5 moves");
	ck_assert(cmd_run(c, "goto 99999999999999999999999") & CMD_FAILED);
	ck_assert_str_eq(c->message, "this line has only 5 moves");
	ck_assert(cmd_run(c, "goto sideways") & CMD_FAILED);
	ck_assert(cmd_run(c, "goto -2") & CMD_FAILED);
	ck_assert_int_eq(review_move_number(c->s.review), 1);
	ck_assert(!(cmd_run(c, "goto G7") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c->s.review), 3);
	ck_assert(cmd_run(c, "goto J1") & CMD_FAILED);
	ck_assert(!(cmd_run(c, "cursor C7") & CMD_FAILED));
	ck_assert(!(cmd_run(c, "goto") & CMD_FAILED)); /* the move at the cursor */
	ck_assert_int_eq(review_move_number(c->s.review), 2);
	ck_assert(!(cmd_run(c, "next-comment") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c->s.review), 3);
	ck_assert(cmd_run(c, "next-comment") & CMD_FAILED);
	ck_assert(!(cmd_run(c, "prev-comment") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c->s.review), 1);
	ck_assert(!(cmd_run(c, "next-branch") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c->s.review), 2);
	ck_assert(cmd_run(c, "next-branch") & CMD_FAILED);
	ck_assert(cmd_run(c, "prev-branch") & CMD_FAILED); /* the branch point is the node itself */
	close_opened(&o);
}
END_TEST

/* tree: shown and hidden, up and down the rows of review.sgf's tree (the
 * main line, then two variations of move 3), goto a node, the window's
 * text with the node in it, the refusals. */
START_TEST(commands_tree)
{
	struct opened o;
	struct cmd_ctx *const c = &o.c;
	struct cmd_tree_place at;
	char *text;

	open_for_play(&o);
	ck_assert(cmd_run(c, "tree on") & CMD_FAILED); /* not reviewing */
	ck_assert_ptr_null(cmd_tree_text(c, 5, 10, true, &at));
	ck_assert(!(cmd_run(c, "review") & CMD_FAILED));
	ck_assert(!(cmd_run(c, "first") & CMD_FAILED));
	ck_assert(!(cmd_run(c, "tree") & CMD_FAILED));
	ck_assert(c->s.tree_shown);
	ck_assert(!(cmd_run(c, "tree") & CMD_FAILED));
	ck_assert(!c->s.tree_shown);
	ck_assert(!(cmd_run(c, "tree on") & CMD_FAILED));
	ck_assert(c->s.tree_shown);
	ck_assert(cmd_run(c, "tree up") & CMD_FAILED); /* the main line is the top row */
	ck_assert_str_eq(c->message, "no variation above this one in the tree");
	ck_assert(!(cmd_run(c, "tree down") & CMD_FAILED));
	ck_assert(!review_on_main_line(c->s.review));
	ck_assert_int_eq(review_move_number(c->s.review), 3); /* a variation of move 3 */
	ck_assert(!(cmd_run(c, "tree down") & CMD_FAILED));
	ck_assert(cmd_run(c, "tree down") & CMD_FAILED);
	ck_assert(!(cmd_run(c, "tree up") & CMD_FAILED));
	text = cmd_tree_text(c, 3, 10, true, &at);
	ck_assert(at.row == 1 && at.col == 3 && at.rows == 3 && at.y == 1 && at.x == 6);
	ck_assert_msg(text[strlen(text) / 3 + 6] == '@', "%s", text);
	free(text);
	ck_assert(!(cmd_run(c, "tree goto 4 1") & CMD_FAILED));
	ck_assert(review_on_main_line(c->s.review));
	ck_assert_int_eq(review_move_number(c->s.review), 4);
	ck_assert(!(cmd_run(c, "tree goto 0") & CMD_FAILED)); /* this row */
	ck_assert_int_eq(review_move_number(c->s.review), 0);
	ck_assert(cmd_run(c, "tree goto 1 3 4") & CMD_FAILED);
	ck_assert(cmd_run(c, "tree goto 1 0") & CMD_FAILED);
	ck_assert(cmd_run(c, "tree goto x") & CMD_FAILED);
	ck_assert(cmd_run(c, "tree goto") & CMD_FAILED);
	ck_assert(cmd_run(c, "tree goto 40 1") & CMD_FAILED);
	ck_assert_str_eq(c->message, "no move at column 40 of row 1 of the tree");
	ck_assert(cmd_run(c, "tree sideways") & CMD_FAILED);
	ck_assert(!(cmd_run(c, "tree off") & CMD_FAILED));
	ck_assert(!c->s.tree_shown);
	close_opened(&o);
}
END_TEST

START_TEST(commands_review_a_played_game)
{
	struct game g;
	struct cmd_ctx c;
	int f;

	ck_assert_int_eq(game_init(&g, 9, RULES_JAPANESE), 0);
	cmd_ctx_init(&c, &g);
	ck_assert(cmd_run(&c, "next") & CMD_FAILED); /* not reviewing */
	ck_assert(!(cmd_run(&c, "E5") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "C3") & CMD_FAILED));
	f = cmd_run(&c, "review");
	ck_assert_msg(!(f & CMD_FAILED), "%s", c.message);
	ck_assert(f & CMD_REDRAW_BOARD);
	ck_assert_ptr_nonnull(c.s.review);
	ck_assert_int_eq(review_move_number(c.s.review), 2); /* where the game stands */
	ck_assert(cmd_run(&c, "next") & CMD_FAILED);
	/* the game is left alone while reviewing */
	ck_assert(cmd_run(&c, "D4") & CMD_FAILED);
	ck_assert(cmd_run(&c, "undo") & CMD_FAILED);
	ck_assert(cmd_run(&c, "variation") & CMD_FAILED); /* none here */
	ck_assert(!(cmd_run(&c, "prev") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c.s.review), 1);
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	ck_assert(cmd_run(&c, "prev") & CMD_FAILED);
	ck_assert(!(cmd_run(&c, "next 10") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c.s.review), 2);
	ck_assert(cmd_run(&c, "next 0") & CMD_FAILED);
	ck_assert(cmd_run(&c, "variation sideways") & CMD_FAILED);
	ck_assert(!(cmd_run(&c, "cursor left") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	/* leaving: the game as it was, at its end */
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert_ptr_null(c.s.review);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert(!(cmd_run(&c, "D4") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "review on") & CMD_FAILED));
	ck_assert(cmd_run(&c, "review on") & CMD_FAILED);
	ck_assert(!(cmd_run(&c, "review off") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "review off") & CMD_FAILED)); /* already back: says so */
	ck_assert(!(cmd_run(&c, "review on") & CMD_FAILED));
	cmd_ctx_free(&c); /* closes the review */
	ck_assert_ptr_null(c.s.review);
	game_free(&g);
}
END_TEST

START_TEST(commands_review_an_opened_file)
{
	struct opened o;
	struct cmd_ctx *const c = &o.c;
	struct game *const g = &o.g;

	open_for_play(&o);
	ck_assert(!(cmd_run(c, "review") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c->s.review), 5);
	ck_assert(!(cmd_run(c, "first") & CMD_FAILED));
	ck_assert(!(cmd_run(c, "next 2") & CMD_FAILED));
	ck_assert(!(cmd_run(c, "variation next") & CMD_FAILED));
	ck_assert(!(cmd_run(c, "last") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c->s.review), 9);
	ck_comment(c->s.review, "Captured.");
	ck_assert(!(cmd_run(c, "review") & CMD_FAILED));
	ck_assert_int_eq(game_move_number(g), 5); /* back to play at the main line's end */
	close_opened(&o);
}
END_TEST

/* Play on from a variation of the file: the game becomes that position;
 * the file's main line stays in the record, as a variation. */
START_TEST(play_from_here_makes_a_variation)
{
	struct game g;
	struct cmd_ctx c;
	struct record r;
	struct sgf_msgs m;
	struct sbuf out;

	open_for_commands(&g, &c, &r, &m, REVIEW_SGF);
	cmd_opened(&c, REVIEW_SGF, &m);
	ck_assert(cmd_run(&c, "play-from-here") & CMD_FAILED); /* not reviewing */
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "next 2") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "variation next") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "next 3") & CMD_FAILED)); /* B D7, W D6, B C8 */
	ck_assert_msg(!(cmd_run(&c, "play-from-here") & CMD_FAILED), "%s", c.message);
	ck_assert_ptr_null(c.s.review);
	ck_assert_int_eq(game_move_number(&g), 5);
	ck_assert_int_eq(g.to_move, WHITE);
	ck_assert_int_eq(c.s.cursor, V(&g.board, "C8"));
	ck_assert(!c.s.saved);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "A1")), BLACK); /* the setup */
	ck_assert(!(cmd_run(&c, "J9") & CMD_FAILED));
	/* the new line is the main line; the file's old one a variation */
	sbuf_init(&out);
	record_write(&r, &g, &out);
	ck_assert_msg(strstr(out.s, "W[ia]") && strstr(out.s, "B[gc]") &&
	              strstr(out.s, "C[Main line: the 3-7 point.") && strstr(out.s, "Captured."),
	              "%s", out.s);
	ck_assert_msg(strstr(out.s, "B[dc]") < strstr(out.s, "B[gc]"), "%s", out.s);
	sbuf_free(&out);
	/* unsaved moves: asks for the bang */
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	ck_assert(cmd_run(&c, "play-from-here") & CMD_FAILED);
	ck_assert_ptr_nonnull(c.s.review);
	ck_assert(!(cmd_run(&c, "play-from-here!") & CMD_FAILED));
	ck_assert_int_eq(game_move_number(&g), 0);
	ck_assert(!(cmd_run(&c, "E5") & CMD_FAILED));
	cmd_ctx_free(&c);
	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);
}
END_TEST

/* A move played in review is a variation of the record: saved, opened
 * again and reviewed, it is there, beside the line it branched from, and
 * the game in play is the main line as before (issue 22: every feature
 * saved and reopened). */
START_TEST(a_variation_played_in_review_is_saved_and_reopened)
{
	struct game g, g2;
	struct cmd_ctx c, c2;
	struct record r, r2;
	struct sgf_msgs m, m2;
	char path[] = "/tmp/tengen-var-XXXXXX", backup[sizeof path + 1], *cause = NULL;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	close(fd);
	open_for_commands(&g, &c, &r, &m, REVIEW_SGF);
	cmd_opened(&c, REVIEW_SGF, &m);
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	ck_assert(!(cmd_run(&c, "next 2") & CMD_FAILED)); /* B E5, W C7: three lines follow */
	ck_assert_int_eq(review_children(c.s.review->node), 3);
	ck_assert_msg(!(cmd_run(&c, "J1") & CMD_FAILED), "%s", c.message);
	ck_assert_ptr_nonnull(strstr(c.message, "Black J1: a new variation (move 3)."));
	ck_assert_int_eq(cmd_mode(&c), MODE_REVIEWING);
	ck_assert_int_eq(game_move_number(&g), 5); /* the game in play is left alone */
	ck_assert_msg(record_save(&r, &g, path, &cause) == 0, "%s", cause ? cause : "");
	cmd_ctx_free(&c);
	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);

	open_for_commands(&g2, &c2, &r2, &m2, path);
	cmd_opened(&c2, path, &m2);
	ck_assert_int_eq(game_move_number(&g2), 5); /* the main line, as it was */
	ck_assert(!(cmd_run(&c2, "review") & CMD_FAILED));
	ck_assert(!(cmd_run(&c2, "first") & CMD_FAILED));
	ck_assert(!(cmd_run(&c2, "next 2") & CMD_FAILED));
	ck_assert_int_eq(review_children(c2.s.review->node), 4);
	ck_assert(!(cmd_run(&c2, "J1") & CMD_FAILED)); /* follows the line that has it */
	ck_assert_ptr_null(strstr(c2.message, "new variation"));
	ck_assert_int_eq(review_move_number(c2.s.review), 3);
	cmd_ctx_free(&c2);
	sgf_msgs_free(&m2);
	record_free(&r2);
	game_free(&g2);
	unlink(path);
	snprintf(backup, sizeof backup, "%s~", path);
	unlink(backup);
}
END_TEST

/* The file's main line stops at an illegal move (hostile review of issue
 * 14): the review goes on through it (no empty node before it), says at
 * the move and after it where and why (the file's line:col), counts the
 * moves not played, and the game in play stays before it. */
START_TEST(review_through_an_illegal_move)
{
	struct game g;
	struct cmd_ctx c;
	struct record r;
	struct sgf_msgs m;

	open_for_commands(&g, &c, &r, &m, ILLEGAL_SGF);
	ck_assert_int_eq(m.n, 1);
	cmd_opened(&c, ILLEGAL_SGF, &m);
	ck_assert_msg(strstr(c.message, "illegal.sgf:2:8: warning: move 2 (W E5) is illegal"), "%s",
	              c.message);
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert_int_eq(review_move_number(c.s.review), 1);
	ck_assert_ptr_null(c.s.review->stop);
	ck_assert_int_eq(review_children(c.s.review->node), 1);
	ck_assert(!(cmd_run(&c, "next") & CMD_FAILED));
	ck_move(c.s.review, WHITE, "E5");
	ck_assert_ptr_eq(c.s.review->stop, c.s.review->node);
	ck_assert_int_eq(review_move_number(c.s.review), 2);
	ck_assert_msg(c.message_error && strstr(c.message, "illegal.sgf:2:8:") &&
	              strstr(c.message, "occupied"), "%s", c.message);
	ck_assert(!(cmd_run(&c, "next") & CMD_FAILED));
	ck_move(c.s.review, BLACK, "C7");
	ck_assert_int_eq(review_move_number(c.s.review), 3);
	ck_assert_ptr_eq(c.s.review->stop, c.s.review->node->parent);
	ck_assert_msg(strstr(c.message, "illegal.sgf:2:8:"), "%s", c.message);
	ck_assert_int_eq(board_at(&c.s.review->game.board, V(&g.board, "C7")), EMPTY);
	ck_assert(cmd_run(&c, "play-from-here") & CMD_FAILED);
	ck_assert(!(cmd_run(&c, "first") & CMD_FAILED));
	ck_assert_ptr_null(c.s.review->stop);
	ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
	ck_assert_int_eq(game_move_number(&g), 1);
	cmd_ctx_free(&c);
	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);
}
END_TEST

/* A Fox record (issue 25): opened, the note says what was read, as no
 * error; the game and its review have the komi in points; a problem after
 * the note is still the one shown. */
START_TEST(a_fox_record_says_its_komi)
{
	char path[] = "/tmp/tengen-fox.XXXXXX";
	const char *texts[] = { "(;GM[1]FF[4]AP[foxwq]SZ[19]KM[375]RU[Chinese];B[pd];W[dp])",
		                "(;GM[1]FF[4]AP[foxwq]SZ[19]KM[375]RU[Chinese];B[pd];W[pd])" };

	for (int i = 0; i < 2; i++) {
		struct game g;
		struct cmd_ctx c;
		struct record r;
		struct sgf_msgs m;
		int fd = mkstemp(path);

		ck_assert_int_ge(fd, 0);
		ck_assert_int_eq(write(fd, texts[i], strlen(texts[i])), (ssize_t)strlen(texts[i]));
		close(fd);
		open_for_commands(&g, &c, &r, &m, path);
		cmd_opened(&c, path, &m);
		ck_assert(fabs(g.komi - 7.5) < 1e-9);
		if (i == 0) {
			ck_assert_msg(!c.message_error && strstr(c.message, "note: Fox komi 375 read as 7.5"),
			              "%s", c.message);
			ck_assert(!(cmd_run(&c, "review") & CMD_FAILED));
			ck_assert(fabs(c.s.review->game.komi - 7.5) < 1e-9);
		} else {
			ck_assert_msg(c.message_error && strstr(c.message, "is illegal") &&
			              !strstr(c.message, "more"), "%s", c.message);
		}
		cmd_ctx_free(&c);
		sgf_msgs_free(&m);
		record_free(&r);
		game_free(&g);
		unlink(path);
		strcpy(path, "/tmp/tengen-fox.XXXXXX");
	}
}
END_TEST

/* A record the replay refuses says why (hostile review of issue 14: the
 * problem mode's picker said only "the record cannot be replayed"). */
START_TEST(a_record_not_replayed_says_why)
{
	static const char *const files[][2] = {
		{ "(;GM[1]FF[4]SZ[99];B[cc])", "SZ[99]" },
		{ "(;GM[5]FF[4];B[cc])", "GM[5]" },
	};

	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		struct sgf_msgs m;
		struct sgf *s;
		struct review rv;
		char *cause = NULL;

		sgf_msgs_init(&m);
		s = sgf_parse(files[i][0], strlen(files[i][0]), "bad.sgf", &m);
		ck_assert_ptr_nonnull(s);
		ck_assert_int_eq(review_open(&rv, s, s->games, &cause), -1);
		ck_assert_ptr_nonnull(cause);
		ck_assert_msg(strstr(cause, files[i][1]), "%s", cause);
		free(cause);
		sgf_msgs_free(&m);
	}
}
END_TEST

static Suite *review_suite(void)
{
	Suite *s = suite_create("review");
	TCase *t = tcase_create("review");

	tcase_add_test(t, main_line_forward_and_back);
	tcase_add_test(t, steps_forward_apply_one_node);
	tcase_add_test(t, variations_are_chosen_and_remembered);
	tcase_add_test(t, comment_control_characters_removed);
	tcase_add_test(t, goto_and_seek_along_the_line);
	tcase_add_test(t, commands_goto_and_seek);
	tcase_add_test(t, marks_read_from_the_file);
	tcase_add_test(t, commands_review_a_played_game);
	tcase_add_test(t, commands_review_an_opened_file);
	tcase_add_test(t, a_fox_record_says_its_komi);
	tcase_add_test(t, play_from_here_makes_a_variation);
	tcase_add_test(t, a_variation_played_in_review_is_saved_and_reopened);
	tcase_add_test(t, a_record_not_replayed_says_why);
	tcase_add_test(t, review_through_an_illegal_move);
	tcase_add_test(t, commands_tree);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(review_suite);

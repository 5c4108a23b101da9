/*
 * cmd_review.c — the review commands: review (on/off), next, prev, first,
 * last, goto, next-comment, prev-comment, next-branch, prev-branch,
 * comment-scroll, variation, play-from-here.  The review itself (a place in an SGF tree and the
 * position there) is review.c's; these handlers start it on the record of
 * the game in play (record_tree: the opened file's comments and variations
 * with the game's moves as its main line) and turn its steps into redraw
 * flags.  While a review is open (MODE_REVIEWING, mode.h) the game in play
 * is left alone: the table refuses every command not marked for the mode,
 * and a move played goes to the record as a variation (cmd_review_play).
 */
#include "cmd/cmd.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "record/record.h"
#include "record/review.h"
#include "record/sgfgame.h"
#include "base/util.h"

#define REVIEW_FLAGS (CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE)

void cmd_review_close(struct cmd_ctx *c)
{
	cmd_lead_free(c);
	review_close(c->s.review);
	free(c->s.review);
	c->s.review = NULL;
	cmd_mode_leave(c, MODE_EDITING);
	cmd_mode_leave(c, MODE_REVIEWING);
}

void cmd_review_free(struct cmd_ctx *c)
{
	if (c->s.review)
		cmd_review_close(c);
}

/* The message after a step: the replay's problem there, else nothing. */
int cmd_review_moved(struct cmd_ctx *c)
{
	if (c->s.review->warning)
		cmd_message(c, true, "%s", c->s.review->warning);
	else
		c->message[0] = '\0', c->message_error = false;
	return REVIEW_FLAGS;
}

/* The keys of a review, in the message that opens it. */
static void say_review_keys(struct cmd_ctx *c)
{
	cmd_message(c, false, _("Review: %s/%s a move, %s/%s ten, %s/%s, %s/%s variation; "
	                        "%s back to play."),
	            cmd_key(c, ":prev"), cmd_key(c, ":next"), cmd_key(c, ":prev 10"),
	            cmd_key(c, ":next 10"), cmd_key(c, ":first"), cmd_key(c, ":last"),
	            cmd_key(c, ":variation prev"), cmd_key(c, ":variation next"),
	            cmd_key(c, ":review"));
}

int cmd_review_start(struct cmd_ctx *c)
{
	struct sgf_node *root, *at;
	struct sgf *tree;
	char *cause = NULL;

	if (c->s.record) {
		tree = record_tree(c->s.record, c->s.game, &root, &at);
	} else {
		tree = sgf_from_game(c->s.game, NULL);
		for (root = at = tree->games; at->child;)
			at = at->child;
	}
	c->s.review = xmalloc(sizeof *c->s.review);
	if (review_open(c->s.review, tree, root, &cause) < 0) {
		free(c->s.review);
		c->s.review = NULL;
		cmd_fail(c, cause ? cause : _("there is no record to review"));
		free(cause);
		return -1;
	}
	/* the game's confirmations are shown, as in the file saved */
	record_add_confirmations(tree, root, c->s.game);
	/* the game in play is the main line: start where it stands */
	c->s.review->node = at;
	review_replay(c->s.review, NULL);
	cmd_mode_enter(c, MODE_REVIEWING);
	return 0;
}

int cmd_review_exec(struct cmd_ctx *c, int argc, char **argv)
{
	char how[64];
	bool on = !c->s.review;

	if (argc && !strcmp(argv[0], "on"))
		on = true;
	else if (argc && !strcmp(argv[0], "off"))
		on = false;
	else if (argc)
		return cmd_fail(c, _("review takes on or off"));
	if (!on) {
		if (c->s.review && c->s.review->edit) {
			bool play = c->s.edit_play;
			int flags = cmd_edit_end(c);

			if (play)
				return flags; /* leaving edit mode went back to play */
		}
		if (c->s.review)
			cmd_review_close(c);
		cmd_message(c, false, _("Back to play: move %d, %s to play."),
		            game_move_number(c->s.game),
		            color_name(c->s.game->to_move));
		return REVIEW_FLAGS | CMD_REDRAW_CURSOR;
	}
	if (c->s.review)
		return cmd_failf(c, _("already reviewing (%s goes back to play)"),
		                 cmd_key_or_command(c, ":review", how, sizeof how));
	return cmd_review_begin(c);
}

int cmd_review_begin(struct cmd_ctx *c)
{
	if (cmd_review_start(c) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	say_review_keys(c);
	return REVIEW_FLAGS;
}

/* An optional count of steps, 1 by default. */
static bool steps_arg(int argc, char **argv, int *n)
{
	char *end;
	long v;

	*n = 1;
	if (argc == 0)
		return true;
	v = strtol(argv[0], &end, 10);
	if (end == argv[0] || *end || v < 1 || v > 100000)
		return false;
	*n = (int)v;
	return true;
}

/* next and prev: the optional count of moves, forward (dir 1) or back
 * (-1); usage and none are what is said when the count is wrong or there is
 * no move that way. */
static int review_steps(struct cmd_ctx *c, int argc, char **argv, int dir, const char *usage,
                        const char *none)
{
	int n;

	if (!steps_arg(argc, argv, &n))
		return cmd_fail(c, usage);
	if (review_step(c->s.review, dir * n) == 0)
		return cmd_fail(c, none);
	return cmd_review_moved(c);
}

int cmd_next_exec(struct cmd_ctx *c, int argc, char **argv)
{
	return review_steps(c, argc, argv, 1, _("next takes a number of moves, e.g. next 10"),
	                    _("the end of this line: no move after it"));
}

int cmd_prev_exec(struct cmd_ctx *c, int argc, char **argv)
{
	return review_steps(c, argc, argv, -1, _("prev takes a number of moves, e.g. prev 10"),
	                    _("the start of the record: no move before it"));
}

/* first and last: to one end of the line (review_first, review_last). */
static int review_to_end(struct cmd_ctx *c, int (*to)(struct review *))
{
	to(c->s.review);
	return cmd_review_moved(c);
}

int cmd_first_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return review_to_end(c, review_first);
}

int cmd_last_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return review_to_end(c, review_last);
}

/* goto: a move number, a point (the move played there), or with no
 * argument the point at the cursor. */
int cmd_goto_exec(struct cmd_ctx *c, int argc, char **argv)
{
	char *end;
	long v;
	int p;

	if ((argc == 0 && c->s.cursor != NO_POINT) ||
	    (argc && (p = board_parse_vertex(&c->s.review->game.board, argv[0])) >= 0)) {
		if (!review_goto_point(c->s.review, argc ? p : c->s.cursor))
			return cmd_fail(c, _("no move was played there on this line"));
		return cmd_review_moved(c);
	}
	v = argc ? strtol(argv[0], &end, 10) : -1; /* too big for a long: LONG_MAX */
	if (!argc || end == argv[0] || *end || v < 0) /* --plain has no cursor */
		return cmd_fail(c, _("goto takes a move number or a point, e.g. goto 25 or goto D4"));
	if (v > INT_MAX || !review_goto_move(c->s.review, (int)v)) {
		int k = review_line_moves(c->s.review);

		return cmd_failf(c, ngettext("this line has only %d move", "this line has only %d moves",
		                             (unsigned long)k),
		                 k);
	}
	return cmd_review_moved(c);
}

/* To the next (dir 1) or previous (-1) comment or branch point (seek);
 * none is said when there is none. */
static int review_seek(struct cmd_ctx *c, bool (*seek)(struct review *, int), int dir,
                       const char *none)
{
	if (!seek(c->s.review, dir))
		return cmd_fail(c, none);
	return cmd_review_moved(c);
}

int cmd_next_comment_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return review_seek(c, review_seek_comment, 1, _("no comment after this move on this line"));
}

int cmd_prev_comment_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return review_seek(c, review_seek_comment, -1, _("no comment before this move"));
}

int cmd_next_branch_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return review_seek(c, review_seek_branch, 1,
	                   _("no branch point after this move on this line"));
}

int cmd_prev_branch_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return review_seek(c, review_seek_branch, -1, _("no branch point before this move"));
}

/* Scroll a long comment in the panel, three lines up or down. */
int cmd_comment_scroll_exec(struct cmd_ctx *c, int argc, char **argv)
{
	/* in play: the comment of the position in play (cmd_play_comment) */
	int *scroll = c->s.review ? &c->s.review->scroll : &c->s.play_comment_scroll;

	if (!strcmp(argv[0], "down"))
		*scroll += 3;
	else if (!strcmp(argv[0], "up"))
		*scroll = *scroll > 3 ? *scroll - 3 : 0;
	else
		return cmd_fail(c, _("comment-scroll takes up or down"));
	(void)argc;
	return CMD_REDRAW_STATUS;
}

/* Which variation is chosen and its move: "Variation 2 of 3: White G3." */
static void variation_said(struct cmd_ctx *c, const struct review *rv)
{
	const struct sgf_node *next = rv->node->child;
	int p, k = review_children(rv->node);
	enum color who;
	char v[8];

	for (int i = 0; i < rv->choice && next; i++)
		next = next->next;
	who = next ? review_node_move(rv, next, &p) : EMPTY;
	if (who == EMPTY)
		cmd_message(c, false, _("Variation %d of %d: no move."), rv->choice + 1, k);
	else if (p == PASS)
		cmd_message(c, false, _("Variation %d of %d: %s passes."), rv->choice + 1, k,
		            color_name(who));
	else if (p < 0)
		cmd_message(c, false, _("Variation %d of %d: %s, off the board."), rv->choice + 1, k,
		            color_name(who));
	else
		cmd_message(c, false, _("Variation %d of %d: %s %s."), rv->choice + 1, k,
		            color_name(who), board_vertex_name(&rv->game.board, p, v));
}

int cmd_variation_exec(struct cmd_ctx *c, int argc, char **argv)
{
	int delta = 1;

	if (argc && !strcmp(argv[0], "prev"))
		delta = -1;
	else if (argc && strcmp(argv[0], "next"))
		return cmd_fail(c, _("variation takes next or prev"));
	if (!review_variation(c->s.review, delta))
		return cmd_fail(c, _("no variation here: one move follows, or none"));
	variation_said(c, c->s.review);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* Play on from the reviewed position: the game becomes that position (its
 * replay), the review closes.  With an opened file the record keeps the
 * file's line after it as a variation (record_build follows the game's
 * moves, the new ones become the main line); moves of the game that are in
 * no file are dropped, hence the question when the game is not saved. */
int cmd_play_from_here_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct review *rv = c->s.review;
	struct game *g = c->s.game;
	enum illegal_policy policy = g->end.policy;
	int seki = g->end.seki, last;
	char note[CMD_MESSAGE_MAX];

	(void)argc, (void)argv;
	if (rv->warning)
		return cmd_fail(c, _("the record cannot be played on from here (see its problem)"));
	if (!c->s.saved && !c->bang)
		return cmd_fail(c, _("the game is not saved: save it first, or play-from-here! drops "
		                     "the moves after this position"));
	cmd_record_leave(c, note, sizeof note);
	if (c->s.record && review_setup_on_line(rv)) {
		/* the game starts from a setup of the record: the record follows
		 * the line down to here, the moves before the setup included */
		sgf_node_make_main((struct sgf_node *)rv->node);
		cmd_edit_adopt(c);
	}
	game_free(g);
	*g = rv->game; /* the game owns no pointer into itself */
	g->end.policy = policy;
	g->end.seki = seki;
	game_init(&rv->game, g->board.size, g->rules); /* review_close frees it */
	cmd_review_close(c);
	last = game_last_move(g);
	if (last >= 0)
		c->s.cursor = last;
	c->s.saved = false;
	c->verdict[0] = '\0';
	cmd_message(c, false, _("Playing on from move %d: %s to play (a new move starts a variation)."),
	            game_move_number(g), color_name(g->to_move));
	cmd_message_note(c, note);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE | CMD_REDRAW_CURSOR;
}

int cmd_review_play(struct cmd_ctx *c, int p)
{
	struct review *rv = c->s.review;
	enum color who = rv->game.to_move;
	enum move_status st;
	char v[8], how[64];
	int r;

	if (p == NO_POINT)
		return cmd_fail(c, _("that is not a point of this board (e.g. D4, or pass)"));
	board_vertex_name(&rv->game.board, p, v);
	r = review_play(rv, p, &st);
	if (r == 0)
		return cmd_failf(c, _("this is where the game stands: %s plays on from here"),
		                 cmd_key_or_command(c, ":play-from-here", how, sizeof how));
	if (r < 0)
		return cmd_failf(c, _("Illegal move at %s: %s"), v, move_status_strerror(st));
	if (p != PASS)
		c->s.cursor = p;
	if (r == 1) {
		cmd_review_moved(c);
		return REVIEW_FLAGS;
	}
	cmd_edit_adopt(c); /* the variation is the record's: saved with it */
	if (rv->node->parent && rv->node->parent->child != rv->node)
		cmd_message(c, false, _("%s %s: a new variation (move %d)."), color_name(who), v,
		            review_move_number(rv));
	else
		cmd_message(c, false, _("%s %s: added to this line (move %d)."), color_name(who), v,
		            review_move_number(rv));
	return REVIEW_FLAGS;
}

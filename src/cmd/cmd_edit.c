/*
 * cmd_edit.c — the teaching board: edit mode (setup stones, who is to
 * move), and the commands that change the record at the position shown.
 *
 * Everything here changes the review's tree (review_edit.c) and then makes
 * it the record's file (record_adopt), so it is saved and autosaved like
 * the moves.  Edit mode always stands in a review: `edit` in play opens one
 * on the game's position, sets up a new node there, and leaving it plays
 * on from the position set up (the game's earlier moves stay in the
 * record: the setup node follows them).  In a review, the setup goes into
 * a new node after the one shown — a variation when moves follow — and
 * leaving edit mode stays in the review there (play-from-here plays on).
 */
#include "cmd/cmd.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "record/record.h"
#include "record/review.h"
#include "base/util.h"

#define EDIT_FLAGS (CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE)

/* The review's tree becomes the record's (it is saved from now on). */
void cmd_edit_adopt(struct cmd_ctx *c)
{
	struct review *rv = c->s.review;

	/* the game's confirmations shown go with it, marks and all: the next
	 * save finds them there and does not add them again */
	if (c->s.record && rv)
		record_adopt(c->s.record, rv->tree, rv->root, c->s.game);
	c->s.saved = false;
}

static struct sgf_node *node_of(const struct review *rv)
{
	return (struct sgf_node *)rv->node; /* the review owns its tree */
}

/* A change of the setup: the record has it at once (an autosave keeps it;
 * from play, as a variation until edit mode ends). */
static void edit_changed(struct cmd_ctx *c)
{
	cmd_edit_adopt(c);
	c->s.edit_changes = true;
}

static bool editing(const struct cmd_ctx *c)
{
	return c->s.review && c->s.review->edit;
}

/* Why edit mode cannot start in play, or NULL. */
static const char *edit_refused(const struct cmd_ctx *c)
{
	const struct game *g = c->s.game;

	if (g->phase != PHASE_PLAYING)
		return _("edit mode is for a game in play (not after the stop)");
	if (c->s.clock.clock.spec.system != CLOCK_NONE)
		return _("edit mode is for games without a clock");
	if (cmd_engine_plays(c, BLACK) || cmd_engine_plays(c, WHITE))
		return _("edit mode is for games without an engine (engine off first)");
	if (c->s.sealed) /* while sealing, the table refuses edit */
		return _("a move is being sealed");
	return NULL;
}

static void say_edit_keys(struct cmd_ctx *c)
{
	cmd_message(c, false, _("Edit: %s cycles empty/black/white at the cursor, %s %s %s black, "
	                        "white, empty, %s who moves, %s takes back; %s leaves."),
	            cmd_key(c, ":setup cycle"), cmd_key(c, ":setup black"),
	            cmd_key(c, ":setup white"), cmd_key(c, ":setup empty"),
	            cmd_key(c, ":setup turn"), cmd_key(c, ":setup undo"), cmd_key(c, ":edit"));
}

static int edit_start(struct cmd_ctx *c)
{
	const char *why;

	if (!c->s.review) {
		if ((why = edit_refused(c)) != NULL)
			return cmd_fail(c, why);
		if (cmd_review_start(c) < 0)
			return CMD_FAILED | CMD_REDRAW_MESSAGE;
		c->s.edit_play = true;
	} else {
		c->s.edit_play = false;
	}
	review_edit_begin(c->s.review);
	cmd_mode_enter(c, MODE_EDITING);
	say_edit_keys(c);
	return EDIT_FLAGS | CMD_REDRAW_CURSOR;
}

/* The game in play becomes the position set up: the path down to it is
 * made the main line of the record, which the game then follows. */
static void play_on_from_edit(struct cmd_ctx *c)
{
	struct review *rv = c->s.review;
	struct game *g = c->s.game;
	enum illegal_policy policy = g->end.policy;
	int seki = g->end.seki;

	sgf_node_make_main(node_of(rv));
	cmd_edit_adopt(c);
	game_free(g);
	*g = rv->game; /* the game owns no pointer into itself */
	g->end.policy = policy;
	g->end.seki = seki;
	game_init(&rv->game, g->board.size, g->rules); /* review_close frees it */
}

int cmd_edit_end(struct cmd_ctx *c)
{
	struct review *rv = c->s.review;
	bool setup;

	if (!editing(c))
		return 0;
	setup = review_edit_end(rv);
	cmd_mode_leave(c, MODE_EDITING);
	if (c->s.edit_changes && !(c->s.edit_play && setup))
		cmd_edit_adopt(c); /* without an empty node left */
	c->s.edit_changes = false;
	if (!c->s.edit_play) {
		cmd_message(c, false, "%s", setup ? _("Edit done: the position is set up in the "
		                                      "record (play-from-here plays on from it).") :
		                                    _("Edit done: nothing was set up."));
		return EDIT_FLAGS;
	}
	if (setup)
		play_on_from_edit(c);
	c->s.edit_play = false;
	cmd_review_close(c);
	cmd_message(c, false, setup ? _("Position set up: move %d, %s to play.") :
	                              _("Edit done: nothing was set up (move %d, %s to play)."),
	            game_move_number(c->s.game), color_name(c->s.game->to_move));
	return EDIT_FLAGS | CMD_REDRAW_CURSOR;
}

int cmd_edit_exec(struct cmd_ctx *c, int argc, char **argv)
{
	bool on = !editing(c);

	if (argc && !strcmp(argv[0], "on"))
		on = true;
	else if (argc && !strcmp(argv[0], "off"))
		on = false;
	else if (argc)
		return cmd_fail(c, _("edit takes on or off"));
	if (on == editing(c))
		return cmd_fail(c, on ? _("already in edit mode") : _("not in edit mode"));
	return on ? edit_start(c) : cmd_edit_end(c);
}

/* The point argument (argv[0] when there is one), else the cursor; -1 when
 * it is no point of the board (the message says so). */
static int point_or_cursor(struct cmd_ctx *c, int argc, char **argv)
{
	const struct board *b = &c->s.review->game.board;
	int p = argc ? board_parse_vertex(b, argv[0]) : c->s.cursor;

	if (!argc && !board_on(b, p)) { /* --plain: no cursor */
		cmd_fail(c, _("name the point, e.g. D4: there is no cursor here"));
		return -1;
	}
	if (!board_on(b, p)) {
		cmd_fail(c, _("not a point of this board"));
		return -1;
	}
	return p;
}

/* setup turn [black|white]: who moves after the setup (none: the other). */
static int setup_turn(struct cmd_ctx *c, int argc, char **argv)
{
	struct review *rv = c->s.review;
	enum color who = color_other(rv->game.to_move);

	if (argc && (who = color_parse(argv[0])) == EMPTY)
		return cmd_fail(c, _("setup turn takes black or white"));
	review_edit_turn(rv, who);
	edit_changed(c);
	cmd_message(c, false, _("%s to play after the setup."), color_name(rv->game.to_move));
	return EDIT_FLAGS;
}

/* What setup undo took back at p (NO_POINT: who moves), as it is now. */
static void say_setup_undone(struct cmd_ctx *c, int p)
{
	const struct game *g = &c->s.review->game;
	enum color now = p == NO_POINT ? EMPTY : board_at(&g->board, p);
	char v[8];

	if (p == NO_POINT)
		cmd_message(c, false, _("Took back the change of turn: %s to play after the setup."),
		            color_name(g->to_move));
	else
		cmd_message(c, false, now == BLACK ? _("Took back the change at %s: now a black stone.")
		                      : now == WHITE ? _("Took back the change at %s: now a white stone.")
		                                     : _("Took back the change at %s: now empty."),
		            board_vertex_name(&g->board, p, v));
}

int cmd_setup_undo(struct cmd_ctx *c)
{
	int p = review_edit_undo_point(c->s.review);

	if (!review_edit_undo(c->s.review))
		return cmd_fail(c, _("nothing set up to take back"));
	edit_changed(c);
	say_setup_undone(c, p);
	return EDIT_FLAGS;
}

/* What a stone word asks for at p: black/white toggle, empty, cycle. */
static bool stone_target(const char *word, enum color now, enum color *want)
{
	if (!strcmp(word, "cycle"))
		*want = now == EMPTY ? BLACK : now == BLACK ? WHITE : EMPTY;
	else if (!strcmp(word, "black") || !strcmp(word, "white"))
		*want = color_parse(word) == now ? EMPTY : color_parse(word);
	else if (!strcmp(word, "empty"))
		*want = EMPTY;
	else
		return false;
	return true;
}

int cmd_setup_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct review *rv = c->s.review;
	enum color want;
	char v[8];
	int p;

	if (!editing(c))
		return cmd_failf(c, _("not in edit mode: %s starts it"), cmd_key(c, ":edit"));
	if (!strcmp(argv[0], "turn"))
		return setup_turn(c, argc - 1, argv + 1);
	if (!strcmp(argv[0], "undo"))
		return cmd_setup_undo(c);
	if ((p = point_or_cursor(c, argc - 1, argv + 1)) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	if (!stone_target(argv[0], board_at(&rv->game.board, p), &want))
		return cmd_fail(c, _("setup takes black, white, empty, cycle, turn or undo"));
	if (review_edit_stone(rv, p, want) < 0)
		return cmd_failf(c, _("%s: a chain there would have no liberty"),
		                 board_vertex_name(&rv->game.board, p, v));
	c->s.cursor = p;
	edit_changed(c);
	cmd_message(c, false, want == EMPTY ? _("%s emptied.") :
	                      want == BLACK ? _("Black stone at %s.") : _("White stone at %s."),
	            board_vertex_name(&rv->game.board, p, v));
	return EDIT_FLAGS;
}

/* ---- marks, labels, the move numbers ---- */

/* The review a change of the record is made in: the open one, else one
 * opened on the game's position for the change (*temp), closed by
 * tree_done.  -1 with the message when there is none. */
int cmd_tree_begin(struct cmd_ctx *c, bool *temp)
{
	*temp = !c->s.review;
	return *temp ? cmd_review_start(c) : 0;
}

/* The change is the record's; a review opened for it is closed. */
void cmd_tree_done(struct cmd_ctx *c, bool temp)
{
	cmd_edit_adopt(c);
	if (temp)
		cmd_review_close(c);
}

/* tree_begin, then the point argument or the cursor; -1 with the message
 * (and the review opened for it closed again). */
static int tree_point(struct cmd_ctx *c, int argc, char **argv, bool *temp)
{
	int p;

	if (cmd_tree_begin(c, temp) < 0)
		return -1;
	if ((p = point_or_cursor(c, argc, argv)) < 0 && *temp)
		cmd_review_close(c);
	return p;
}

static const struct {
	const char *word, *id;
	enum review_mark kind;
	const char *said; /* N_(): the message names it */
} mark_words[] = {
	{ "triangle", "TR", REVIEW_MARK_TRIANGLE, N_("Triangle") },
	{ "square", "SQ", REVIEW_MARK_SQUARE, N_("Square") },
	{ "circle", "CR", REVIEW_MARK_CIRCLE, N_("Circle") },
	{ "cross", "MA", REVIEW_MARK_CROSS, N_("Cross") },
};

/* The kind a word names (triangle or TR …); clear: NONE; false if none. */
static bool mark_kind(const char *word, enum review_mark *kind)
{
	*kind = REVIEW_MARK_NONE;
	if (!strcmp(word, "clear"))
		return true;
	for (size_t i = 0; i < sizeof mark_words / sizeof *mark_words; i++)
		if (!strcasecmp(word, mark_words[i].word) || !strcasecmp(word, mark_words[i].id)) {
			*kind = mark_words[i].kind;
			return true;
		}
	return false;
}

/* cycle: the shape after the one at p (none after the cross). */
static enum review_mark mark_next(const struct review *rv, int p)
{
	struct review_marks *m = xmalloc(sizeof *m);
	int k;

	review_marks(rv, m);
	k = m->kind[p];
	free(m);
	if (k == REVIEW_MARK_LABEL || k == REVIEW_MARK_CROSS)
		return REVIEW_MARK_NONE;
	return (enum review_mark)(k + 1);
}

/* mark arrow|line [FROM] TO: an arrow (AR) or a line (LN) from FROM (or
 * the cursor) to TO; again: off. */
static int mark_line(struct cmd_ctx *c, int argc, char **argv, bool arrow)
{
	char a[8], b[8];
	bool temp, set;
	int to, from;

	if (argc < 1)
		return cmd_fail(c, _("mark arrow and mark line take the points, e.g. mark arrow C3 E5"));
	if ((from = tree_point(c, argc > 1, argv, &temp)) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	if ((to = point_or_cursor(c, 1, argv + (argc > 1))) < 0 || to == from) {
		if (temp)
			cmd_review_close(c);
		if (to == from)
			return cmd_fail(c, _("an arrow or a line joins two different points"));
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	}
	set = review_line_toggle(c->s.review, from, to, arrow);
	board_vertex_name(&c->s.review->game.board, from, a);
	board_vertex_name(&c->s.review->game.board, to, b);
	cmd_tree_done(c, temp);
	/* TRANSLATORS: "Arrow from C3 to E5." / "Line from C3 to E5." */
	cmd_message(c, false, set ? (arrow ? _("Arrow from %s to %s.") : _("Line from %s to %s."))
	                          : _("No arrow or line from %s to %s now."), a, b);
	return EDIT_FLAGS;
}

int cmd_mark_exec(struct cmd_ctx *c, int argc, char **argv)
{
	enum review_mark kind = REVIEW_MARK_NONE;
	const char *word = argc ? argv[0] : "cycle";
	bool temp, cycle = !strcmp(word, "cycle"), set;
	char v[8];
	int p;

	if (!strcmp(word, "arrow") || !strcmp(word, "AR") || !strcmp(word, "line") ||
	    !strcmp(word, "LN"))
		return mark_line(c, argc - 1, argv + 1, word[0] == 'a' || word[0] == 'A');
	if (argc > 2)
		return cmd_fail(c, _("mark takes one point, e.g. mark triangle D4"));
	if (!cycle && !mark_kind(word, &kind))
		return cmd_fail(c, _("mark takes triangle, square, circle, cross, arrow, line, cycle "
		                     "or clear"));
	if ((p = tree_point(c, argc > 1, argv + 1, &temp)) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	if (cycle)
		kind = mark_next(c->s.review, p);
	set = review_mark_toggle(c->s.review, p, kind);
	board_vertex_name(&c->s.review->game.board, p, v);
	cmd_tree_done(c, temp);
	if (set)
		cmd_message(c, false, _("%s at %s."), _(mark_words[kind - REVIEW_MARK_TRIANGLE].said),
		            v);
	else
		cmd_message(c, false, _("%s: no mark."), v);
	return EDIT_FLAGS;
}

int cmd_label_exec(struct cmd_ctx *c, int argc, char **argv)
{
	char text[16], v[8];
	bool temp;
	int p;

	if (argc && !*argv[0])
		return cmd_fail(c, _("label takes a text, e.g. label A or label 10 D4"));
	if (argc && strlen(argv[0]) >= sizeof text) /* never cut: half a character */
		return cmd_failf(c,
		                 ngettext("a label is a few characters (at most %d byte), e.g. A or 10",
		                          "a label is a few characters (at most %d bytes), e.g. A or 10",
		                          (int)sizeof text - 1),
		                 (int)sizeof text - 1);
	if ((p = tree_point(c, argc > 1, argv + 1, &temp)) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	if (argc)
		snprintf(text, sizeof text, "%s", argv[0]);
	else
		review_label_next(c->s.review, text);
	review_label_set(c->s.review, p, text);
	board_vertex_name(&c->s.review->game.board, p, v);
	cmd_tree_done(c, temp);
	cmd_message(c, false, _("%s labelled %s."), v, text);
	return EDIT_FLAGS;
}

int cmd_numbers_exec(struct cmd_ctx *c, int argc, char **argv)
{
	if (argc == 0)
		c->s.numbers = !c->s.numbers;
	else if (!strcmp(argv[0], "on") || !strcmp(argv[0], "off"))
		c->s.numbers = !strcmp(argv[0], "on");
	else
		return cmd_fail(c, _("numbers takes on or off"));
	cmd_message(c, false, "%s", c->s.numbers ? _("Move numbers on the stones (the last two "
	                                           "digits, the tens left of the point).") :
	                                         _("Move numbers off."));
	return CMD_REDRAW_BOARD | CMD_REDRAW_MESSAGE;
}

const struct review_marks *cmd_play_marks(struct cmd_ctx *c)
{
	const struct game *g = c->s.game;
	uint64_t key[5];

	if (c->s.review || !c->s.record || !c->s.record->file || c->s.free_total)
		return NULL;
	key[0] = (uint64_t)g->nmoves, key[1] = (uint64_t)g->moves_before_setup;
	key[2] = (uint64_t)c->s.record->edits, key[3] = (uint64_t)(uintptr_t)c->s.record->file;
	key[4] = g->board.hash ^ (uint64_t)g->to_move;
	if (c->s.play_marks && !memcmp(key, c->s.play_marks_key, sizeof key))
		return c->s.play_marks;
	if (!c->s.play_marks)
		c->s.play_marks = xmalloc(sizeof *c->s.play_marks);
	memcpy(c->s.play_marks_key, key, sizeof key);
	memset(c->s.play_marks, 0, sizeof *c->s.play_marks);
	free(c->s.play_comment);
	c->s.play_comment = NULL;
	c->s.play_comment_scroll = 0;
	if (cmd_review_start(c) == 0) {
		review_marks(c->s.review, c->s.play_marks);
		c->s.play_comment = review_comment(c->s.review);
		cmd_review_close(c);
	}
	return c->s.play_marks;
}

const char *cmd_play_comment(struct cmd_ctx *c)
{
	return cmd_play_marks(c) ? c->s.play_comment : NULL;
}

int cmd_move_numbers(const struct cmd_ctx *c, int *num)
{
	const struct game *g = c->s.game;
	int shown = 0;

	if (c->s.review)
		return review_move_numbers(c->s.review, num);
	memset(num, 0, BOARD_MAX_POINTS * sizeof *num);
	for (int i = 0; i < g->nmoves; i++)
		if (board_on(&g->board, g->moves[i].point) &&
		    board_at(&g->board, g->moves[i].point) == g->moves[i].color)
			num[g->moves[i].point] = g->moves_before_setup + i + 1;
	board_foreach_point(&g->board, p)
		shown += num[p] != 0;
	return shown;
}

/* ---- the comment ---- */

/* The comment as one line: a newline as \n, a backslash as \\. */
static char *comment_escape(const char *text)
{
	struct sbuf b;

	sbuf_init(&b);
	for (const char *s = text; *s; s++)
		sbuf_add(&b, *s == '\n' ? "\\n" : *s == '\\' ? "\\\\" : (char[2]){ *s, '\0' });
	if (!b.s)
		sbuf_add(&b, "");
	return b.s;
}

/* The line typed as the comment: \n a newline, \\ a backslash. */
char *cmd_comment_unescape(const char *line)
{
	char *out = xmalloc(strlen(line) + 1), *o = out;

	for (const char *s = line; *s; s++) {
		if (*s == '\\' && (s[1] == 'n' || s[1] == '\\'))
			*o++ = *++s == 'n' ? '\n' : '\\';
		else
			*o++ = *s;
	}
	*o = '\0';
	return out;
}

/* comment alone: the command line gets "comment " and the comment to edit. */
static int comment_prefill(struct cmd_ctx *c)
{
	char *now = c->s.review ? review_comment(c->s.review) : NULL, *line;

	line = comment_escape(now ? now : "");
	free(c->line_prefill);
	c->line_prefill = xasprintf("comment %s", line);
	free(line);
	free(now);
	c->message[0] = '\0', c->message_error = false;
	return CMD_REDRAW_MESSAGE;
}

int cmd_comment_exec(struct cmd_ctx *c, int argc, char **argv)
{
	bool temp, had;
	char *text;
	int flags;

	if (cmd_tree_begin(c, &temp) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	if (argc == 0 && !c->bang) {
		flags = comment_prefill(c);
		if (temp)
			cmd_review_close(c);
		return flags;
	}
	text = review_comment(c->s.review);
	had = text != NULL;
	free(text);
	if (c->bang && !had) {
		if (temp)
			cmd_review_close(c);
		return cmd_fail(c, _("no comment here to delete"));
	}
	text = c->bang ? NULL : cmd_comment_unescape(argv[0]);
	review_comment_set(c->s.review, text);
	cmd_tree_done(c, temp);
	cmd_message(c, false, "%s", text ? _("Comment saved with this position.") :
	                                   _("Comment deleted."));
	free(text);
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* ---- the game information ---- */

static const char *const info_ids[] = { "PB", "BR", "PW", "WR", "KM", "RU", "HA", "RE",
	                                "DT", "EV", "RO", "PC", "GN" };

/* The id of word (any case), or NULL. */
static const char *info_id(const char *word, size_t len)
{
	for (size_t i = 0; i < sizeof info_ids / sizeof *info_ids; i++)
		if (len == 2 && !strncasecmp(word, info_ids[i], 2))
			return info_ids[i];
	return NULL;
}

/* info alone: every property set, in the message. */
static int info_list(struct cmd_ctx *c)
{
	struct sbuf b;

	sbuf_init(&b);
	for (size_t i = 0; i < sizeof info_ids / sizeof *info_ids; i++) {
		char *v = review_info(c->s.review, info_ids[i]);

		if (v && *v)
			sbuf_printf(&b, "%s%s %s", b.len ? "; " : "", info_ids[i], v);
		free(v);
	}
	if (b.len)
		cmd_message(c, false, "%s", b.s);
	else
		cmd_message(c, false, "%s", _("No game information (info PB NAME sets one)."));
	sbuf_free(&b);
	return CMD_REDRAW_MESSAGE;
}

/* PB and PW are also the names the screen shows. */
static void info_name(struct cmd_ctx *c, const char *id, const char *text)
{
	enum color who = id[1] == 'B' ? BLACK : WHITE;
	char **field;

	free(c->s.name[who]);
	c->s.name[who] = text && *text ? text_sanitize(text) : NULL;
	if (!c->s.record)
		return;
	field = who == BLACK ? &c->s.record->info.black : &c->s.record->info.white;
	free(*field);
	*field = text && *text ? xstrdup(text) : NULL;
}

/* KM, RU, HA, RE are the game's: set as their commands set them, in the
 * modes those commands allow; the result only by the end of the game. */
static int info_of_game(struct cmd_ctx *c, const char *id, const char *text)
{
	bool komi = !strcmp(id, "KM");
	const struct cmd_entry *e = cmd_find(komi ? "komi" : "rules");

	if (!strcmp(id, "HA"))
		return cmd_fail(c, _("the handicap is the game's: :handicap N starts a new game"));
	if (!strcmp(id, "RE")) /* record_build writes the game's own */
		return cmd_fail(c, _("RE is the game's result: the end of the game sets it"));
	if (c->s.review || !text)
		return cmd_failf(c, _("%s is the game's: %s in play changes it"), id,
		                 komi ? ":komi" : ":rules");
	if (!(e->modes & MODE_BIT(cmd_mode(c))))
		return cmd_mode_refuse(c, e);
	return komi ? cmd_set_komi(c, text) : cmd_set_rules(c, text);
}

int cmd_info_exec(struct cmd_ctx *c, int argc, char **argv)
{
	const char *id = NULL, *text = NULL;
	size_t len = argc ? strcspn(argv[0], " \t") : 0;
	bool temp, had;
	char *v;

	if (argc && !(id = info_id(argv[0], len)))
		return cmd_fail(c, _("info takes PB PW BR WR DT EV RO PC KM RU HA RE GN"));
	if (id && argv[0][len])
		text = argv[0] + len + strspn(argv[0] + len, " \t");
	if (id && (!strcmp(id, "KM") || !strcmp(id, "RU") || !strcmp(id, "HA") ||
	           !strcmp(id, "RE")) &&
	    (text || c->bang))
		return info_of_game(c, id, text);
	if (cmd_tree_begin(c, &temp) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	v = id && c->bang ? review_info(c->s.review, id) : NULL;
	had = v != NULL;
	free(v);
	if (id && c->bang && !had) {
		if (temp)
			cmd_review_close(c);
		return cmd_failf(c, _("%s is not set."), id);
	}
	if (!id || (!text && !c->bang)) {
		int flags = CMD_REDRAW_MESSAGE;

		if (!id)
			flags = info_list(c);
		else if ((v = review_info(c->s.review, id)) != NULL)
			cmd_message(c, false, "%s %s", id, v), free(v);
		else
			cmd_message(c, false, _("%s is not set."), id);
		if (temp)
			cmd_review_close(c);
		return flags;
	}
	review_info_set(c->s.review, id, c->bang ? NULL : text);
	if (id[0] == 'P' && (id[1] == 'B' || id[1] == 'W'))
		info_name(c, id, c->bang ? NULL : text);
	cmd_tree_done(c, temp);
	if (c->bang)
		cmd_message(c, false, _("%s removed."), id);
	else
		cmd_message(c, false, _("%s set."), id);
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

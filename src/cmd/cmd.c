/*
 * cmd.c — the command table, the context, and running a line (see cmd.h).
 *
 * The handlers live in the files of their subject (cmd_play.c for the game
 * in play, cmd_end.c, cmd_review.c, …); what a command says is
 * cmd_message.c's; the modes a command runs in are its entry's (mode.h).
 * Each command is one const struct cmd_entry with designated initializers,
 * as in tmux.  A handler gets the words after the command name, changes the
 * game only through game_*(), writes one message for the message line and
 * returns redraw flags.  The caller decides how to draw; nothing here prints.
 */
#include "cmd/cmd.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "base/util.h"
#include "record/record.h"
#include "record/review.h"

#define CMD_MAX_ARGS 24
bool cmd_aids_default(const struct cmd_ctx *c)
{
	return c->s.aids_start >= 0 ? c->s.aids_start : c->s.game->board.size <= 9;
}

void cmd_ctx_init(struct cmd_ctx *c, struct game *g)
{
	const struct board *b = &g->board;

	memset(c, 0, sizeof *c);
	c->s.game = g;
	c->s.cursor = board_point(b, b->size / 2, b->size / 2);
	c->s.aids_start = -1;
	c->s.aids = cmd_aids_default(c);
	c->s.saved = true;
	c->s.clock.bell = true;
	c->s.hint = NO_POINT;
}

void cmd_ctx_free(struct cmd_ctx *c)
{
	cmd_pick_free(c);
	cmd_problems_free(c);
	cmd_review_free(c);
	cmd_engines_free(c);
	free(c->s.estimate);
	c->s.estimate = NULL;
	free(c->s.play_marks);
	c->s.play_marks = NULL;
	free(c->s.play_comment);
	c->s.play_comment = NULL;
	free(c->line_prefill);
	c->line_prefill = NULL;
	free(c->s.name[BLACK]);
	free(c->s.name[WHITE]);
	c->s.name[BLACK] = c->s.name[WHITE] = NULL;
}

/* Where a move may be played: the game's phases but the end, the free
 * handicap stones, a sealed move, a variation in review. */
#define MODES_MOVE (MODE_BIT(MODE_PLAYING) | MODE_BIT(MODE_STOPPED) | \
                    MODE_BIT(MODE_CONFIRMING) | MODE_BIT(MODE_HANDICAP) | \
                    MODE_BIT(MODE_SEALING) | MODE_BIT(MODE_REVIEWING))

/* Looking at the record: a review, edit mode, from the game's phases. */
#define MODES_VIEW (MODES_LIVE | MODES_RECORD)

/* The table: the help screen and completion list it in this order. */
const struct cmd_entry cmd_table[] = {
	{ .name = "play", .usage = N_("[POINT]"), .min_args = 0, .max_args = 1,
	  .help = N_("play at POINT (e.g. D4), or at the cursor; a bare D4 works too"),
	  .help_plain = N_("play at POINT (e.g. D4); a bare D4 works too"),
	  .modes = MODES_MOVE | MODE_BIT(MODE_SOLVING),
	  .exec = cmd_play_exec },
	{ .name = "pass", .min_args = 0, .max_args = 0,
	  .help = N_("pass; two passes in a row stop play"),
	  .modes = MODES_MOVE & ~MODE_BIT(MODE_HANDICAP),
	  .exec = cmd_pass_exec },
	{ .name = "undo", .min_args = 0, .max_args = 0,
	  .help = N_("take back the last move"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_HANDICAP) | MODE_BIT(MODE_EDITING),
	  .exec = cmd_undo_exec },
	{ .name = "engine", .usage = N_("[black|white|analysis COMMAND | off [black|white]]"),
	  .min_args = 0, .max_args = 23,
	  .help = N_("a GTP engine plays a colour (e.g. engine white gnugo --mode gtp), or analyses "
	             "(engine analysis COMMAND); off: by hand"),
	  .modes = MODES_GAME | MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_engine_exec },
	{ .name = "analysis", .usage = N_("[on|off|pv|ownership|say]"), .min_args = 0, .max_args = 1,
	  .help = N_("live analysis by the engine (--analysis): win rate, lead, best moves; pv: "
	             "the variation at the cursor; ownership: the territory; say: in words"),
	  .help_plain = N_("live analysis by the engine (--analysis): win rate, lead, best moves; "
	                   "say: the analysis in words"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_analysis_exec },
	{ .name = "hint", .min_args = 0, .max_args = 0,
	  .help = N_("ask the engine (or --hint's) for a move for the side to move"),
	  .modes = MODES_LIVE,
	  .exec = cmd_hint_exec },
	{ .name = "resume", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("after two passes: ask to play on (default: the player to move asks)"),
	  .modes = MODES_LIVE,
	  .exec = cmd_resume_exec },
	{ .name = "resign", .min_args = 0, .max_args = 0,
	  .help = N_("the player to move resigns"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_PAUSED) | MODE_BIT(MODE_SEALING),
	  .exec = cmd_resign_exec },
	/* the end of the game (cmd_end.c) */
	{ .name = "dead", .usage = N_("[POINT] [chain]"), .min_args = 0, .max_args = 2,
	  .help = N_("after the stop: mark the group at POINT (or the cursor) dead, or alive "
	             "again; with chain, only that chain"),
	  .help_plain = N_("after the stop: mark the group at POINT dead, or alive again; with "
	                   "chain, only that chain"),
	  .modes = MODES_LIVE,
	  .exec = cmd_dead_exec },
	{ .name = "agree", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("agree with the marks: the player to move first, then the other"),
	  .modes = MODES_LIVE,
	  .exec = cmd_agree_exec },
	{ .name = "disagree", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("declare disagreement; both disagree and nobody resumes: both lose (Art. 13-1)"),
	  .modes = MODES_LIVE,
	  .exec = cmd_disagree_exec },
	{ .name = "confirm", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("settle a dispute by confirmation play on a copy (Art. 7-2); who moves first"),
	  .modes = MODES_LIVE,
	  .exec = cmd_confirm_exec },
	{ .name = "confirm-end", .min_args = 0, .max_args = 0,
	  .help = N_("end the confirmation now and apply what it showed to the marks"),
	  .modes = MODES_LIVE,
	  .exec = cmd_confirm_end_exec },
	{ .name = "pass-ko", .usage = N_("[POINT]"), .min_args = 0, .max_args = 1,
	  .help = N_("in a confirmation: pass for the ko at POINT (or the cursor), to retake it later"),
	  .help_plain = N_("in a confirmation: pass for the ko at POINT, to retake it later"),
	  .modes = MODES_LIVE,
	  .exec = cmd_pass_ko_exec },
	{ .name = "result", .min_args = 0, .max_args = 0,
	  .help = N_("say the result and the article that decided it (after the stop: the count)"),
	  .modes = MODES_GAME,
	  .exec = cmd_result_exec },
	{ .name = "no-result", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("accept no result at a repeated whole-board position (Art. 12); both: void"),
	  .modes = MODES_LIVE,
	  .exec = cmd_no_result_exec },
	{ .name = "estimate", .min_args = 0, .max_args = 0,
	  .help = N_("in play and review: show who owns each point and who leads, by the estimate (a "
	             "guess); again, or the next move, hides it"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_estimate_exec },
	{ .name = "policy", .usage = N_("[friendly|j89|chinese|chinese-warn]"), .min_args = 0,
	  .max_args = 1,
	  .help = N_("what an illegal move costs: refused, lost (Art. 14), or void as a pass"),
	  .modes = MODES_LIVE,
	  .exec = cmd_policy_exec },
	/* the clocks (cmd_clock.c) */
	{ .name = "time", .usage = N_("[SPEC|none]"), .min_args = 0, .max_args = 1,
	  .help = N_("before the first move: set the clock (30m, 60m+5x30s, 60m+25/10m, 5m+10s); "
	             "alone: show the clocks"),
	  .modes = MODES_GAME,
	  .exec = cmd_time_exec },
	{ .name = "pause", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("ask for a pause; when both have asked both clocks stop; again: play on"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_PAUSED),
	  .exec = cmd_pause_exec },
	{ .name = "bell", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("ring the terminal bell on byo-yomi calls (on by default)"),
	  .modes = MODES_ALL,
	  .exec = cmd_bell_exec },
	{ .name = "flash", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("flash the screen on byo-yomi calls (off by default)"),
	  .modes = MODES_ALL,
	  .exec = cmd_flash_exec },
	{ .name = "new", .usage = N_("[SIZE]"), .min_args = 0, .max_args = 1,
	  .help = N_("new game: the new-game screen, or at once on a SIZE board"),
	  .modes = MODES_GAME,
	  .exec = cmd_new_exec },
	{ .name = "komi", .usage = N_("K"), .min_args = 1, .max_args = 1,
	  .help = N_("set the komi, e.g. komi 6.5"),
	  .modes = MODE_BIT(MODE_PLAYING) | MODE_BIT(MODE_STOPPED) | MODE_BIT(MODE_HANDICAP),
	  .exec = cmd_komi_exec },
	{ .name = "rules", .usage = N_("japanese|chinese|capture"), .min_args = 1, .max_args = 1,
	  .help = N_("set the rules (and their default komi)"),
	  .modes = MODE_BIT(MODE_PLAYING) | MODE_BIT(MODE_STOPPED) | MODE_BIT(MODE_HANDICAP),
	  .exec = cmd_rules_exec },
	{ .name = "handicap", .usage = N_("N [fixed|free]"), .min_args = 1, .max_args = 2,
	  .help = N_("restart with N handicap stones (0 for none)"),
	  .modes = MODES_LIVE,
	  .exec = cmd_handicap_exec },
	{ .name = "save", .usage = N_("[FILE]"), .min_args = 0, .max_args = 1,
	  .help = N_("save the game as SGF (FILE~ keeps the old file); alone: to the same file"),
	  .modes = (MODES_GAME & ~MODE_BIT(MODE_HANDICAP)) | MODES_RECORD,
	  .exec = cmd_save_exec },
	{ .name = "load", .usage = N_("FILE"), .min_args = 1, .max_args = 1,
	  .help = N_("open an SGF game: a file, or a kept game by its name or its number in "
	             "tengen --games (load! drops an unsaved game)"),
	  .modes = MODES_GAME,
	  .exec = cmd_load_exec },
	{ .name = "seal", .usage = N_("[POINT|pass [FILE]]"), .min_args = 0, .max_args = 2,
	  .help = N_("adjourn: seal the move to play unseen, save (to FILE, the save name or the "
	             "autosave) and quit; alone: the next move is sealed"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_SEALING),
	  .exec = cmd_seal_exec },
	/* reviewing the record (cmd_review.c) */
	{ .name = "review", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("review the record: step through moves, variations and comments; "
	             "again: back to play"),
	  .modes = MODES_VIEW,
	  .exec = cmd_review_exec },
	{ .name = "next", .usage = N_("[N]"), .min_args = 0, .max_args = 1,
	  .help = N_("in review: N moves forward (default 1) along the chosen variation"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_next_exec },
	{ .name = "prev", .usage = N_("[N]"), .min_args = 0, .max_args = 1,
	  .help = N_("in review: N moves back (default 1)"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_prev_exec },
	{ .name = "first", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the start of the record"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_first_exec },
	{ .name = "last", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the end of the line (the chosen variation, then the main line)"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_last_exec },
	{ .name = "goto", .usage = N_("[N|POINT]"), .min_args = 0, .max_args = 1,
	  .help = N_("in review: after move N of this line, or the move played at POINT "
	             "(none: at the cursor; again: its next one)"),
	  .help_plain = N_("in review: after move N of this line, or the move played at POINT "
	                   "(again: its next one)"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_goto_exec },
	{ .name = "next-comment", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the next move of this line with a comment"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_next_comment_exec },
	{ .name = "prev-comment", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the previous move with a comment"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_prev_comment_exec },
	{ .name = "next-branch", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the next branch point of this line (two moves or more follow)"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_next_branch_exec },
	{ .name = "prev-branch", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the previous branch point"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_prev_branch_exec },
	{ .name = "comment-scroll", .usage = N_("up|down"), .min_args = 1, .max_args = 1,
	  .help = N_("scroll a long comment three lines"),
	  .modes = MODE_BIT(MODE_REVIEWING) | MODE_BIT(MODE_SOLVING) | MODES_LIVE,
	  .exec = cmd_comment_scroll_exec },
	{ .name = "variation", .usage = N_("[next|prev]"), .min_args = 0, .max_args = 1,
	 
	  .help = N_("in review: choose the next or previous variation of the next move"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_variation_exec },
	{ .name = "mistakes", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the moves that lost the most (by the engine's lead in the record, "
	             "else the estimate), and to the largest"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_mistakes_exec },
	{ .name = "analyze", .usage = N_("[gtp:COMMAND|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("in review: evaluate every move of the main line into the record (SBKV, SBKS) "
	             "with the engine, else the estimate; off stops"),
	  .modes = MODE_BIT(MODE_REVIEWING), .rest = true,
	  .exec = cmd_analyze_exec },
	{ .name = "next-mistake", .min_args = 0, .max_args = 0,
	  .help = N_("in review: to the next of the mistakes, with what it lost and the better move"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_next_mistake_exec },
	{ .name = "prev-mistake", .min_args = 0, .max_args = 0,
	  .help = N_("in review: to the previous of the mistakes"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_prev_mistake_exec },
	{ .name = "graph", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("show or hide the review's graph of the estimated lead after every move"),
	  .modes = MODES_VIEW,
	  .exec = cmd_graph_exec },
	{ .name = "tree", .usage = N_("[on|off|up|down|goto COLUMN [ROW]]"), .min_args = 0,
	  .max_args = 3,
	  .help = N_("in review: show or hide the game tree (a column per move, a row per "
	             "variation); up/down: the variation above/below; goto: a node of it"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_tree_exec },
	{ .name = "play-from-here", .min_args = 0, .max_args = 0,
	  .help = N_("in review: leave it and play on from this position (play-from-here! drops "
	             "unsaved moves)"),
	  .modes = MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_play_from_here_exec },
	/* the teaching board (cmd_edit.c) */
	{ .name = "edit", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("edit mode: set up stones and who is to move; again: play on from there "
	             "(in review: a setup node)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_edit_exec },
	{ .name = "setup", .usage = N_("black|white|empty|cycle [POINT] | turn [COLOR] | undo"),
	  .min_args = 1, .max_args = 2,
	  .help = N_("in edit mode: a stone at POINT or the cursor (black, white: toggle), who "
	             "moves, take back a change"),
	  .help_plain = N_("in edit mode: a stone at POINT (black, white: toggle), who moves, "
	                   "take back a change"),
	  .modes = MODES_VIEW,
	  .exec = cmd_setup_exec },
	{ .name = "mark",
	  .usage = N_("[triangle|square|circle|cross|cycle|clear] [POINT] | arrow|line [FROM] TO"),
	  .min_args = 0, .max_args = 3,
	  .help = N_("a mark at POINT or the cursor (TR SQ CR MA; again: off; cycle: the next "
	             "shape), or an arrow or line from FROM or the cursor to TO (AR LN), saved "
	             "in the record"),
	  .help_plain = N_("a mark at POINT (TR SQ CR MA; again: off; cycle: the next shape), "
	                   "or an arrow or line from FROM to TO (AR LN), saved in the record"),
	  .modes = MODES_BOARD,
	  .exec = cmd_mark_exec },
	{ .name = "label", .usage = N_("[TEXT [POINT]]"), .min_args = 0, .max_args = 2,
	 
	  .help = N_("a label (LB) at POINT or the cursor: TEXT, e.g. A or 10; alone: the next "
	             "free letter"),
	  .help_plain = N_("a label (LB) at POINT: TEXT, e.g. A or 10; alone: the next free "
	                   "letter"),
	  .modes = MODES_BOARD,
	  .exec = cmd_label_exec },
	{ .name = "comment", .usage = N_("[TEXT]"), .min_args = 0, .max_args = 1,
	  .rest = true,
	  .help = N_("the comment of the position shown (C): \\n starts a new line; alone: edit "
	             "it on this line; comment! deletes it"),
	  .modes = MODES_BOARD,
	  .exec = cmd_comment_exec },
	{ .name = "info", .usage = N_("[ID [TEXT]]"), .min_args = 0, .max_args = 1,
	  .rest = true,
	  .help = N_("the game information: alone, list it; ID (PB PW BR WR DT EV RO PC KM RU HA "
	             "RE GN): show, or set to TEXT; info! ID removes"),
	  .modes = MODES_BOARD,
	  .exec = cmd_info_exec },
	{ .name = "numbers", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("the move numbers on the stones (the last two digits)"),
	  .modes = MODES_BOARD,
	  .exec = cmd_numbers_exec },
	{ .name = "cursor", .usage = N_("left|right|up|down|POINT"), .min_args = 1,
	  .max_args = 1,
	  .help = N_("move the cursor"),
	  .modes = MODES_ALL,
	  .exec = cmd_cursor_exec },
	{ .name = "jump", .usage = N_("left|right|up|down"), .min_args = 1, .max_args = 1,
	  .help = N_("move the cursor to the next star-point line or edge"),
	  .modes = MODES_ALL,
	  .exec = cmd_jump_exec },
	{ .name = "aids", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("beginner aids: liberties under the cursor, atari, ko point"),
	  .modes = MODES_ALL,
	  .exec = cmd_aids_exec },
	{ .name = "help", .min_args = 0, .max_args = 0,
	  .help = N_("show keys and commands"),
	  .modes = MODES_ALL,
	  .exec = cmd_help_exec },
	{ .name = "messages", .min_args = 0, .max_args = 0,
	  .help = N_("the last 50 messages (the whole text of one cut short)"),
	  .modes = MODES_ALL,
	  .exec = cmd_messages_exec },
	{ .name = "quit", .alias = "q", .min_args = 0, .max_args = 0,
	  .help = N_("quit (quit! does not ask about an unsaved game)"),
	  .modes = MODES_ALL,
	  .exec = cmd_quit_exec },
	{ .name = "problem", .usage = N_("[correct|wrong|clear|task TEXT|save FILE]"),
	  .min_args = 0, .max_args = 1, .rest = true,
	  .help = N_("write a problem: mark the move shown as the end of a correct or wrong line, "
	             "the task (the comment of the position set up), save it as a problem file; "
	             "alone: its tries"),
	  .modes = MODES_BOARD,
	  .exec = cmd_problem_exec },
	/* problems for beginners (cmd_problem.c) */
	{ .name = "problems", .usage = N_("[FILE|DIR|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("solve problems: play the answer, the file replies (default: the "
	             "problems installed with tengen); off: back to the game"),
	  .modes = MODES_GAME | MODE_BIT(MODE_SOLVING),
	  .exec = cmd_problems_exec },
	{ .name = "pick", .usage = N_("[N|cancel]"), .min_args = 0, .max_args = 1,
	  .help = N_("a collection: open its game N (cancel: the first; alone: list its games "
	             "again)"),
	  .modes = MODES_BOARD | MODE_BIT(MODE_SOLVING) | MODE_BIT(MODE_PICKING),
	  .exec = cmd_pick_exec },
	{ .name = "retry", .min_args = 0, .max_args = 0,
	  .help = N_("in the problems: this problem again from its start"),
	  .modes = MODE_BIT(MODE_SOLVING),
	  .exec = cmd_retry_exec },
	{ .name = "next-problem", .min_args = 0, .max_args = 0,
	  .help = N_("in the problems: the next problem"),
	  .modes = MODE_BIT(MODE_SOLVING),
	  .exec = cmd_next_problem_exec },
	{ .name = "prev-problem", .min_args = 0, .max_args = 0,
	  .help = N_("in the problems: the previous problem"),
	  .modes = MODE_BIT(MODE_SOLVING),
	  .exec = cmd_prev_problem_exec },
};
const size_t cmd_table_size = sizeof cmd_table / sizeof cmd_table[0];

const struct cmd_entry *cmd_find(const char *name)
{
	for (size_t i = 0; i < cmd_table_size; i++)
		if (!strcasecmp(name, cmd_table[i].name) ||
		    (cmd_table[i].alias && !strcasecmp(name, cmd_table[i].alias)))
			return &cmd_table[i];
	return NULL;
}

const char *cmd_complete(const char *prefix, int index)
{
	size_t n = strlen(prefix);

	for (size_t i = 0; i < cmd_table_size; i++)
		if (!strncasecmp(prefix, cmd_table[i].name, n) && index-- == 0)
			return cmd_table[i].name;
	return NULL;
}

/* A letter and digits: meant as a point, even if it is off this board. */
static bool looks_like_vertex(const char *s)
{
	if (!strcasecmp(s, "pass"))
		return true;
	if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
		return false;
	return strspn(s + 1, "0123456789") == strlen(s + 1);
}

/* Is name (a trailing ! allowed) a command whose argument is the rest of
 * the line? */
static bool takes_rest(const char *name)
{
	char buf[32];
	size_t n = strlen(name);
	const struct cmd_entry *e;

	if (n >= sizeof buf)
		return false;
	memcpy(buf, name, n + 1);
	if (n > 1 && buf[n - 1] == '!')
		buf[n - 1] = '\0';
	e = cmd_find(buf);
	return e && e->rest;
}

static int run_line(struct cmd_ctx *c, const char *line)
{
	char *copy = xstrdup(line), *argv[CMD_MAX_ARGS], *s = copy;
	const struct cmd_entry *e;
	enum cmd_mode mode;
	int argc = 0, flags;
	size_t len;

	while (*s) {
		while (isspace((unsigned char)*s))
			*s++ = '\0';
		if (!*s)
			break;
		if (argc == CMD_MAX_ARGS) {
			if (takes_rest(argv[0]))
				break; /* its text is the rest of the line */
			free(copy);
			return cmd_fail(c, _("too many words"));
		}
		argv[argc++] = s;
		while (*s && !isspace((unsigned char)*s))
			s++;
	}
	if (argc == 0) {
		free(copy);
		return 0;
	}
	text_fold_width(argv[0]); /* "ｄ４" and "ｐａｓｓ" as an input method types them */
	len = strlen(argv[0]);
	c->bang = len > 1 && argv[0][len - 1] == '!';
	if (c->bang)
		argv[0][len - 1] = '\0';
	e = cmd_find(argv[0]);
	mode = cmd_mode(c);
	if (e && !strcmp(e->name, "play"))
		for (int i = 1; i < argc; i++)
			text_fold_width(argv[i]);
	if (!e && argc == 1 && !c->bang && looks_like_vertex(argv[0])) {
		e = cmd_find("play"); /* a bare point: play it */
		flags = e->modes & MODE_BIT(mode) ? cmd_play_at(c, mode, cmd_point_arg(c, 1, argv)) :
		                                     cmd_mode_refuse(c, e);
	} else if (e && !(e->modes & MODE_BIT(mode))) {
		flags = cmd_mode_refuse(c, e);
	} else if (!e) {
		char *name = text_sanitize(argv[0]);

		flags = cmd_failf(c, _("unknown command: %s (%s lists them)"), name,
		                  cmd_key(c, ":help"));
		free(name);
	} else if (e->rest) {
		char *rest = xstrdup(line + strspn(line, " \t")), *arg[1] = { rest };
		size_t n;

		memmove(rest, rest + strcspn(rest, " \t"), strlen(rest + strcspn(rest, " \t")) + 1);
		memmove(rest, rest + strspn(rest, " \t"), strlen(rest + strspn(rest, " \t")) + 1);
		for (n = strlen(rest); n > 0 && (rest[n - 1] == ' ' || rest[n - 1] == '\t');)
			rest[--n] = '\0';
		flags = e->exec(c, *rest ? 1 : 0, arg);
		free(rest);
	} else if (argc - 1 < e->min_args || argc - 1 > e->max_args) {
		flags = cmd_failf(c, _("usage: %s %s"), e->name, e->usage ? _(e->usage) : "");
	} else {
		flags = e->exec(c, argc - 1, argv + 1);
	}
	c->bang = false;
	free(copy);
	return flags;
}

bool cmd_line_private(const struct cmd_ctx *c, const char *line)
{
	const char *s = line + strspn(line, " :");

	if (cmd_mode(c) == MODE_SEALING)
		return true; /* whatever is typed may be the move */
	return !strncasecmp(s, "seal", 4) && s[4 + strspn(s + 4, "! ")];
}

int cmd_run(struct cmd_ctx *c, const char *line)
{
	int flags = cmd_clock_tick(c), nmoves = c->s.game->nmoves;

	flags |= run_line(c, line);
	cmd_mode_game_over(c);
	if (c->s.game->nmoves != nmoves)
		c->s.estimate_moves = -1; /* the :estimate aid goes at a move or an undo */
	cmd_clock_follow(c, nmoves);
	cmd_log_sync(c);
	return flags;
}

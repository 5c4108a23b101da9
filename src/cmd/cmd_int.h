/*
 * cmd_int.h — what the files of the command table share (cmd.c and every
 * cmd_*.c beside it: end, sgf, clock, engine, review, problem, pick, edit,
 * lead), and nothing outside src/cmd includes.
 *
 * The table itself lives in cmd.c; each family of commands (the end of the
 * game, files, clocks, engines, review, problems, collections, the teaching
 * board, the lead graph) has its handlers in a file of its own, so they can
 * grow apart without touching each other's code.
 *
 * End-of-game commands (cmd_end.c, a block of their own in the table): dead
 * [POINT] [chain] (toggle the group, or one chain; anonymous marker, so a
 * change withdraws any agreement, and the message names whose), agree
 * [black|white] (default: the next in turn; the player to move must agree
 * first), disagree [black|white], confirm [black|white] (who moves first: the
 * attacker), confirm-end, pass-ko [POINT] (a pass naming the ko at POINT or
 * the cursor), result, no-result [black|white], policy [NAME].  While a
 * confirmation is open, play/pass go to its copy (cmd_confirm_play()); after
 * the stop play without a point (Enter, a click) toggles the group at the
 * cursor.  When a confirmation ends (two passes or confirm-end) the chains
 * confirmed dead / taken back alive are written to ctx->verdict and the
 * message.  cmd_result_reason() gives the result with its article,
 * cmd_score_table() the breakdown table, cmd_score_other() the count under
 * the other rules (their default komi).  undo names the end-of-game step it
 * took back (cmd_say_undo(): an agreement, a disagreement, a mark, a
 * confirmation move or its end, a resumption).  Tests: tests/check_cmd_end.c.
 *
 * The clocks in play (cmd_clock.c, struct cmd_clock in the context; the core
 * is rules/clock.h): the clocks read no time; the front end sets cmd_ctx.now_ms (clock_ms,
 * base/clock_ms.h).
 * cmd_run() charges the time gone by before every command (so a move typed
 * after the flag fell finds the game over) and afterwards cmd_clock_follow()
 * makes the clock follow the game: a move ended (nmoves grew) calls
 * clock_moved() and records BL/OB in the record; the side to move runs only
 * in PHASE_PLAYING, not paused, not placing free handicap stones, not in
 * review.  A flag that falls calls endgame_time_loss() (RESULT_TIME, an
 * event; undo refuses to take it back).  Tests: tests/check_cmd_clock.c with
 * a fake now_ms.
 *
 * Collections, the picker (cmd_pick.c, and ui/pick.c on the screen):
 * - cmd_pick_offer(c, path, purpose): a file with two games or more fills
 *   cmd_ctx.pick (one sanitized row per game: GN, PB – PW, RE, DT, size, from
 *   sgf_root_info()) and returns CMD_SHOW_PICK; the screen opens SCREEN_PICK
 *   (pick.c: ↑ ↓ j k PgUp PgDn Home End, Enter runs pick N, Esc or q pick
 *   cancel).  Offered by ui_sgf_start for --review FILE and by
 *   cmd_problems_open for a problems file.
 * - pick N in review: record_open_game(r, g, path, N-1) makes that game the
 *   game in play (record.file_game, so record_build grafts onto it and writes
 *   the whole collection back), then review (on record_root(), the file's
 *   game in the built collection) and first. As problems: cmd_problem_goto().
 * - With no list open (pick after a game was picked, or --review of a
 *   collection's game), pick [N] offers the list again (offer_again): the
 *   problems (cmd_problem_list), or the collection of the record (record.file
 *   with two games or more, read again from record.path), refused while the
 *   game in play is not saved; cancel is then 0: the list closes, the game
 *   stays (the picker says "Esc back"). pick N of a collection is refused too
 *   when the game in play is not saved: --plain plays on while a list is
 *   open, and the game picked replaced those moves with no question and no
 *   autosave. A pick N refused (N out of range) closes a list it offered
 *   again itself: it stayed open unseen (the screen showed no picker), and a
 *   later pick cancel or pick found it.
 * - Tests: check_cmd_problem a_collection_is_picked_from
 *   (tests/data/collection.sgf), e2e picker.sh.
 *
 * The engines in the command layer:
 * - cmd_engine.c — the context holds engine[BLACK|WHITE] and the hint engine.
 *   cmd_engines_sync() after every command (and after every event) tells the
 *   engines the game and asks moves; the "thinking" message is set when one
 *   starts thinking.  cmd_engines_pollfds(), cmd_engines_timeout() (the
 *   engines' deadlines and --engine-delay) and cmd_engines_service() are what
 *   the screen's loop uses.  Every failure is one message ("White plays on by
 *   hand. NAME: what happened (it said: …)") and the engine is dropped.
 *   play/pass for an engine's colour are refused; undo takes back the
 *   engine's move and yours when the engine would be to play again.  After
 *   the stop the engine's dead list becomes the marks if there are none, and
 *   the engine agrees (at sync) when the marks are exactly its list.
 */
#ifndef TENGEN_CMD_INT_H
#define TENGEN_CMD_INT_H

#include "cmd/cmd.h"

/* Leave msg as an error; returns CMD_FAILED | CMD_REDRAW_MESSAGE. */
int cmd_fail(struct cmd_ctx *c, const char *msg);
/* The same with a printf format. */
__attribute__((format(printf, 2, 3)))
int cmd_failf(struct cmd_ctx *c, const char *fmt, ...);

/* How a hint in a message names the command string command, written with
 * its colon (":confirm-end"): the key the front end binds to it (c->s.key_for),
 * else command itself. */
const char *cmd_key(const struct cmd_ctx *c, const char *command);
/* "v or :review" into buf: the key and the command; the command alone when
 * no key is bound to it (then command is returned, not buf), the key alone
 * when it is the command without its colon (--plain's key_for). */
const char *cmd_key_or_command(const struct cmd_ctx *c, const char *command, char *buf,
                               size_t len);

/* The player a command acts for: the colour argv[0] names, else dflt.
 * Returns 0, or refuses with usage when the word is not a colour. */
int cmd_color_arg(struct cmd_ctx *c, int argc, char **argv, enum color dflt,
                  const char *usage, enum color *who);
/* After a step of the end of the game (endgame.c): 0 when it was taken (the
 * game is then unsaved), else the refusal with its reason. */
int cmd_step(struct cmd_ctx *c, enum endgame_status st);
/* Both: step taken by the player argv[0] names, else by the player to move;
 * 0 and *who when it was taken, else the refusal. */
int cmd_player_step(struct cmd_ctx *c, int argc, char **argv, const char *usage,
                    enum endgame_status (*step)(struct game *, enum color), enum color *who);

/* The player to move, as the screen names it: in a confirmation (Art.
 * 7-2) the one to play there, else the game's. */
enum color cmd_to_move(const struct game *g);
/* Say which of the agreements before[] (by colour) a change took back. */
void cmd_say_withdrawn(struct cmd_ctx *c, const bool before[3]);

/* The game's komi and rules from text (komi, rules, and info KM/RU in
 * play): flags, a refusal when text is none. */
int cmd_set_komi(struct cmd_ctx *c, const char *text);
int cmd_set_rules(struct cmd_ctx *c, const char *text);

/* cmd_play.c: the game in play */
int cmd_play_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_pass_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_undo_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_resign_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_resume_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_new_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_komi_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_rules_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_handicap_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_help_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_messages_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_quit_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_cursor_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_jump_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_aids_exec(struct cmd_ctx *c, int argc, char **argv);
/* A move where the mode puts it: the game, a problem, a variation. */
int cmd_play_at(struct cmd_ctx *c, enum cmd_mode mode, int p);
/* The point named by argv[0], or the cursor when there is no word. */
int cmd_point_arg(struct cmd_ctx *c, int argc, char **argv);

/* cmd_end.c: handlers of the table */
int cmd_dead_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_agree_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_disagree_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_confirm_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_confirm_end_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_pass_ko_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_result_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_no_result_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_policy_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_estimate_exec(struct cmd_ctx *c, int argc, char **argv);
/* Play has just stopped: the marks start from the estimate, as a
 * suggestion, and the message says so, after the message there (append)
 * or as "X passes: play stopped. …"; nothing if marks were made. */
void cmd_suggest_marks(struct cmd_ctx *c, bool append);

/* cmd_clock.c: the clocks */
int cmd_time_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_pause_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_bell_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_flash_exec(struct cmd_ctx *c, int argc, char **argv);
/* After a command: a move that ended (nmoves_before: the count before it)
 * restarts its period; the side to move runs while play runs. */
void cmd_clock_follow(struct cmd_ctx *c, int nmoves_before);
/* After a record was opened: its clock setting, each side's last time, the
 * time used on the move in progress (TMU) charged to the side to move (a
 * period run out is lost, a flag that falls ends the game), and a pause
 * (TPA) entered again. */
void cmd_clock_opened(struct cmd_ctx *c);
/* Right after cmd_clock_opened, for the message: " White had used 7 s on
 * this move: charged.", or " " and why the game is over when the flag
 * fell; "" when nothing was charged; then " The game is paused: …" when
 * it opened paused. */
void cmd_clock_charged(const struct cmd_ctx *c, char *note, size_t len);

/* cmd_engine.c: GTP engines (engine/player.h) */
int cmd_engine_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_hint_exec(struct cmd_ctx *c, int argc, char **argv);
/* cmd_analysis.c: live analysis; the cmd_engines_* functions call these */
int cmd_analysis_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_analysis_begin(struct cmd_ctx *c, const char *command);
int cmd_analysis_sync(struct cmd_ctx *c);
int cmd_analysis_pollfds(const struct cmd_ctx *c, struct pollfd *fds);
int cmd_analysis_timeout(const struct cmd_ctx *c);
int cmd_analysis_service(struct cmd_ctx *c);
void cmd_analysis_free(struct cmd_ctx *c);
/* cmd_lead.c: the review's `analyze`, its worker's descriptor and lines */
int cmd_game_analysis_pollfds(const struct cmd_ctx *c, struct pollfd *fds);
int cmd_game_analysis_service(struct cmd_ctx *c);
/* cmd_sgf.c: save and load (record.h) */
int cmd_save_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_load_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_seal_exec(struct cmd_ctx *c, int argc, char **argv);
/* Seal p (a point or PASS) for the player to move: checked as a move, kept
 * hidden in the record, saved to file (NULL: the save name, else the
 * autosave); the game is then adjourned (c->s.sealed) and CMD_QUIT returned. */
int cmd_seal_point(struct cmd_ctx *c, int p, const char *file);
/* cmd_review.c: reviewing the record (review.h) */
int cmd_review_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_comment_scroll_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_goto_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_next_comment_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_prev_comment_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_next_branch_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_prev_branch_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_next_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_prev_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_first_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_last_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_variation_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_play_from_here_exec(struct cmd_ctx *c, int argc, char **argv);
/* A move in review: along the line that has it, else a new variation of
 * the record (review_play). */
int cmd_review_play(struct cmd_ctx *c, int p);
/* cmd_problem.c: problem mode */
int cmd_problems_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_retry_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_next_problem_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_prev_problem_exec(struct cmd_ctx *c, int argc, char **argv);
/* The learner plays p (a point of the problem's board). */
int cmd_problem_play(struct cmd_ctx *c, int p);
void cmd_problems_free(struct cmd_ctx *c);
/* Go to problem k of the set (from 0); flags. */
int cmd_problem_goto(struct cmd_ctx *c, int k);
/* cmd_pick.c: pick N|cancel */
int cmd_pick_exec(struct cmd_ctx *c, int argc, char **argv);
void cmd_pick_free(struct cmd_ctx *c);
/* The board the cursor is on: the problem's while problems are open. */
const struct board *cmd_cursor_board(const struct cmd_ctx *c);
/* Open a review on the game's position (c->s.review); -1 with the message. */
int cmd_review_start(struct cmd_ctx *c);
/* cmd_edit.c: the review a change of the record is made in (the open one,
 * else one opened on the game's position for it: *temp); -1 with the
 * message.  cmd_tree_done: the change is the record's, a review opened for
 * it closed.  cmd_comment_unescape: a typed text, \n a newline. */
int cmd_tree_begin(struct cmd_ctx *c, bool *temp);
void cmd_tree_done(struct cmd_ctx *c, bool temp);
char *cmd_comment_unescape(const char *line);
/* cmd_sgf.c: "~/x" is $HOME/x (a new string). */
char *cmd_expand_path(const char *path);
/* cmd_author.c: problem [correct|wrong|clear|task TEXT|save FILE]. */
int cmd_problem_exec(struct cmd_ctx *c, int argc, char **argv);
/* Open a review on the game's position, its keys as the message (what
 * review does); flags. */
int cmd_review_begin(struct cmd_ctx *c);
/* Close the review (c->s.review NULL). */
void cmd_review_close(struct cmd_ctx *c);
/* cmd_edit.c: the teaching board */
int cmd_edit_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_setup_exec(struct cmd_ctx *c, int argc, char **argv);
/* Take back the newest change of edit mode (setup undo, or undo there). */
int cmd_setup_undo(struct cmd_ctx *c);
int cmd_mark_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_label_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_numbers_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_comment_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_info_exec(struct cmd_ctx *c, int argc, char **argv);
/* Leave edit mode (see cmd_edit.c); 0 when not editing, else the flags. */
int cmd_edit_end(struct cmd_ctx *c);
/* The review's tree becomes the record's: the change is saved. */
void cmd_edit_adopt(struct cmd_ctx *c);
/* The message after a step of the review (cmd_review.c): the replay's
 * problem there, else none; the flags of a step. */
int cmd_review_moved(struct cmd_ctx *c);
/* cmd_tree.c: the review's game tree */
int cmd_tree_exec(struct cmd_ctx *c, int argc, char **argv);
/* cmd_lead.c: the review's lead graph */
int cmd_mistakes_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_analyze_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_next_mistake_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_prev_mistake_exec(struct cmd_ctx *c, int argc, char **argv);
int cmd_graph_exec(struct cmd_ctx *c, int argc, char **argv);
void cmd_lead_free(struct cmd_ctx *c);
/* A new game forgets the record's file (its names are the new game's). */
void cmd_record_new_game(struct cmd_ctx *c);
/* An unsaved game is left for another (new, load!, play-from-here!): its
 * autosave is kept for the next start (record_leave).  note gets a sentence
 * for the message saying where, or why not; "" when there was nothing. */
void cmd_record_leave(struct cmd_ctx *c, char *note, size_t len);
/* Add note (from cmd_record_leave) to the message. */
void cmd_message_note(struct cmd_ctx *c, const char *note);

/* A move or PASS (ko_for: the ko a pass is for, or NO_POINT) of the open
 * confirmation, by the player whose turn it is there. */
int cmd_confirm_play(struct cmd_ctx *c, int p, int ko_for);
/* Say which end-of-game step undo took back: the phase and the state before. */
void cmd_say_undo(struct cmd_ctx *c, enum phase before, const struct endgame_state *st);
/* What play at the cursor means after the stop: toggle the group there. */
int cmd_stopped_select(struct cmd_ctx *c, int p);

/* The beginner aids at the start of a game: aids_start, else on for boards
 * up to 9×9. */
bool cmd_aids_default(const struct cmd_ctx *c);

#endif

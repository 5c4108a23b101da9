/*
 * problem.h — problems for beginners (tsumego) read from SGF: the learner
 * plays, the file answers (core: no curses, no printing).
 *
 * Model: a problem is a game of an SGF file.  Its root sets up the
 * position (AB AW, PL: who is to play, the learner) and says what to do
 * (C[]); its variations are the lines the author foresaw: the learner's
 * move, the opponent's reply, and so on.  A line ends in a node that says
 * how it went, in either convention problem collections write:
 *   - tengen's, EasyGo's, Sabaki's comments: a comment starting "Correct"
 *     (or "Right") is a correct line; starting "Wrong" (or "Incorrect") a
 *     wrong one;
 *   - goproblems.com's: the word RIGHT in capitals anywhere in the comment
 *     (usually at the end of a line) marks the correct end; every other
 *     line is wrong, so a line that ends unmarked is wrong;
 *   - the SGF move annotations (Sabaki, GoGui, Many Faces write them): TE
 *     (a good move), GB, GW is correct; BM (a bad move), DO (doubtful),
 *     uliGo's WV is wrong; IT (interesting) says nothing.
 * A comment decides before a property.  A line is correct when a node of
 * it says correct (its end, or a move before marked TE, as Sabaki marks a
 * good move) and none says wrong.  The learner's move is looked for
 * among the children of the node; the file answers with the first child
 * after it (the first variation is the reply: the refutation of a wrong
 * try).  A move the file does not have is not the answer.  The problem
 * stands in a struct review (review.h), whose node is where the learner is
 * and whose game the position there.
 *
 * The tries: the learner's moves at a node (its children) are each correct
 * (some line below reaches a correct end) or wrong (none does):
 * problem_tries() lists them, so the solver says which wrong tries are
 * left to see after a failure or a success (cmd_problem.c keeps the points
 * tried).  problem_mark() writes a verdict as an author marks it: the
 * comment's first word (Correct/Wrong, kept in front of the author's text)
 * and TE or BM, so both conventions read it (`problem correct|wrong`).
 *
 * Design notes:
 * - The files: the .sgf files of data/problems, one problem per game, the
 *   goal in the private property TGP (capture:, escape:, live:, seki: a point);
 *   doc/problems.md says the conventions and what tests/check_problems proves
 *   for every line (legal, alternating from PL, every line ends Correct or
 *   Wrong, correct lines meet the goal, wrong ones do not; live is Benson's
 *   test, seki a self-atari test on the shared liberties). They were written
 *   with a throw-away tactical search; the files are the source now (edit
 *   them, make check says whether they still hold).
 * - problem_play(rv, p, &a) answers GO_ON, SOLVED, FAILED, NOT_THE_ANSWER
 *   (nothing moved) or ILLEGAL.
 * - cmd_problem.c: struct problem_set (the files of a directory in name
 *   order, or one file; every game a problem; solved flags; the state) in
 *   cmd_ctx.problems; the problem itself is an ordinary cmd_ctx.review, so
 *   the screen draws it as a review (its size may differ from the game's:
 *   cmd_cursor_board() is the board the cursor is on, and the cursor goes
 *   back when the problems end).  In MODE_SOLVING (cmd/mode.h) the table lets
 *   through only the commands marked for it and sends a point (typed, or
 *   play) to cmd_problem_play().  problems with no argument opens
 *   data_dir("problems"); --problems [FILE] (main.c) starts with them
 *   (ui_options.problems), on a 9×9 game, without the autosave offers.
 * - Screen: problem_bindings[] (u retry, n/N next/previous, [ ], Esc) before
 *   key_bindings[]; status_problem() in view.c (number, title, solved count,
 *   whose move or how it ended, the node's comment, else the task on the
 *   root).
 * - Translated: the titles and comments of the bundled problems are msgids.
 *   tests/problem_strings writes them (decoded by sgf_simpletext() and
 *   sgf_text(), exactly the text looked up) as N_ strings into
 *   data/problem-strings.h, which is in po/POTFILES.in; make
 *   update-problem-strings writes it again after a problem changes, and
 *   tests/problem-strings.sh fails while it is stale.  Problem mode sets
 *   review.translate: review_comment() and problem_title() look the text up
 *   (review_translated()); a text not in the catalogs, such as a user's own
 *   problem, stays as it is.  The verdict (Correct/Wrong) is read from the
 *   file's own text, never from a translation.
 * - Tests: check_problems (the data, problem_play), check_cmd_problem (the
 *   commands), check_keys (the bindings), e2e problems.sh (solved, not the
 *   answer, failed with the reply on the board, retry, Esc, :problems FILE
 *   from a game).
 */
#ifndef TENGEN_PROBLEM_H
#define TENGEN_PROBLEM_H

#include "record/review.h"
#include "record/sgf.h"

enum problem_verdict { PROBLEM_OPEN = 0, PROBLEM_CORRECT, PROBLEM_WRONG };

/* What a node says of its line: Correct/Right, RIGHT, TE GB GW;
 * Wrong/Incorrect, BM DO WV; else open. */
enum problem_verdict problem_verdict(const struct sgf_node *n);

/* The try n (a learner's move): PROBLEM_CORRECT when a node below it (or
 * n) says correct and no node on the way says wrong, else PROBLEM_WRONG. */
enum problem_verdict problem_try_verdict(const struct sgf_node *n);

/* The moves at the node at (of rv's tree: the learner's when at is where
 * the learner plays) with the verdict of each try: up to max points and
 * verdicts; the number of tries. */
int problem_tries(const struct review *rv, const struct sgf_node *at, int *points,
                  enum problem_verdict *verdicts, int max);

/* Mark rv's node correct or wrong (PROBLEM_OPEN: neither): the comment
 * starts "Correct."/"Wrong." (an old verdict word goes; the author's text
 * stays after it) and TE[1] or BM[1] is set (the other taken off). */
void problem_mark(struct review *rv, enum problem_verdict v);

enum problem_step {
	PROBLEM_ILLEGAL,       /* the rules refuse the move (answer.why) */
	PROBLEM_NOT_THE_ANSWER, /* no line of the file has this move: try again */
	PROBLEM_GO_ON,         /* the file replied (answer.reply); the learner plays on */
	PROBLEM_SOLVED,        /* a correct line ended */
	PROBLEM_FAILED,        /* a wrong line (or one not marked correct) ended */
};

struct problem_answer {
	enum problem_step step;
	enum move_status why;  /* PROBLEM_ILLEGAL: the rules' reason */
	int reply;             /* the opponent's answer (a point, PASS), or NO_POINT */
};

/* The problem's title: its GN[], translated (review_translated), sanitized,
 * newly allocated; NULL if none (or nothing is left of it). */
char *problem_title(const struct review *rv);

/* The learner plays point at rv's node: the node of that move (the first
 * child that has it), then the first reply after it.  rv moves along only
 * when the file has the move. */
void problem_play(struct review *rv, int point, struct problem_answer *a);

/* ---- authoring (problem_author.c) ----
 * A teacher writes a problem in a record: sets up the position (edit; a
 * setup node), plays the answer and the wrong tries after it as variations
 * (the opponent's reply after each), marks their ends (problem_mark) and
 * writes the task as the comment of the setup node.  problem_start() is
 * where the problem begins: the nearest node up from the one shown that
 * has setup (AB AW AE), else the game's root.  problem_build() makes the
 * file: a root with the position there as AB/AW, PL (whose turn: the
 * learner), SZ, the game's GN and the start's comment (the task), then a
 * copy of every line after the start (moves, comments, marks, TE/BM: every
 * property but setup), so that problem mode and other programs read it.
 * The tries are counted into *correct and *wrong (a line left unmarked is
 * wrong, as goproblems.com reads it); NULL with *cause when no move
 * follows the start or no try is correct. */
const struct sgf_node *problem_start(const struct review *rv);
struct sgf *problem_build(const struct review *rv, int *correct, int *wrong, char **cause);

#endif

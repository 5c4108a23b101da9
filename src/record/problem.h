/*
 * problem.h — problems for beginners (tsumego) read from SGF: the learner
 * plays, the file answers (core: no curses, no printing).
 *
 * Model: a problem is a game of an SGF file.  Its root sets up the
 * position (AB AW, PL: who is to play, the learner) and says what to do
 * (C[]); its variations are the lines the author foresaw: the learner's
 * move, the opponent's reply, and so on.  A line ends in a node that says
 * how it went: a comment starting "Correct" (or "Right"), or TE, GB or GW,
 * is a correct line; a comment starting "Wrong" (or "Incorrect"), or BM, a
 * wrong one.  The learner's move is looked for among the children of the
 * node; the file answers with the first child after it (the first
 * variation is the reply).  A move the file does not have is not the
 * answer.  The problem stands in a struct review (review.h), whose node
 * is where the learner is and whose game the position there.
 *
 * The files of data/problems/ also carry what a correct line achieves, in
 * the private property TGP (doc/problems.md), checked in make check.
 */
#ifndef TENGEN_PROBLEM_H
#define TENGEN_PROBLEM_H

#include "record/review.h"
#include "record/sgf.h"

enum problem_verdict { PROBLEM_OPEN = 0, PROBLEM_CORRECT, PROBLEM_WRONG };

/* What a node says of its line: Correct/Right or TE GB GW, Wrong/Incorrect
 * or BM, else open. */
enum problem_verdict problem_verdict(const struct sgf_node *n);

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

#endif

/*
 * review.h — reviewing a game record: a place in an SGF tree and the
 * position there (core: no curses, no printing).
 *
 * Model: the review owns a tree (the record of the game in play, or a file)
 * and stands on one node of one game.  The children of that node are the
 * next moves: the first is the main line, the others its variations, and
 * `choice` is the one → will follow (↑/↓ change it).  The position at the
 * node is a struct game replayed from the root down to it
 * (sgf_replay_to_node), so setup stones (AB AW AE) and captures are the
 * replay's; a move the rules refuse stops that replay and is kept as a
 * warning.  Going back to a parent selects the child we came from, so
 * ← then → returns to the same place.
 *
 * Design notes:
 * - struct review owns a tree and stands on one node of its first game; the
 *   node's children are the next moves (first = main line) and choice is the
 *   one next follows (variation next|prev changes it, wrapping). prev to the
 *   parent selects the child we came from.  Every step replays the line from
 *   the root with sgf_replay_to_node() into the review's own struct game
 *   (setup stones, captures and refusals are the replay's; its first warning
 *   is kept, sanitized, and shown as the message).  A move the replay refuses
 *   (the file's main line stops at an illegal move, which record_build keeps
 *   there) is rv->stop: the board is the position before it,
 *   review_move_number() counts it and the moves after it, the panel says
 *   "Move 2: W E5, illegal" / "Move 3: B C7, not played" (--plain: "Illegal:
 *   not played."; a move off the board, B[zz] on 9×9, is "B ?" on the panel
 *   and "Black, off the board." in --plain, e2e plain.sh), the message the
 *   warning with the file's line:col (check_review
 *   review_through_an_illegal_move). goto N past the line's end, however big
 *   N, says "this line has only K moves" (review_line_moves()).
 *   review_comment() decodes C[] with sgf_text() and runs text_sanitize() on
 *   each paragraph, keeping the newlines between them. review_node_name() is
 *   N[] through sgf_simpletext() and text_sanitize(), shown as "Named: …"
 *   under the move.
 * - review_marks() reads the node's marks into struct review_marks: TR SQ CR
 *   MA (point lists, sgf_prop_points()), LB (the first character of the label
 *   after sgf_simpletext() and text_sanitize()), and DD, which is inherited:
 *   the nearest node up the line that has it (DD[] ends it). view.c
 *   record_mark() draws them in review (mark_glyph(): one table for Unicode,
 *   one for --ascii, by empty / black / white: filled shapes on black stones,
 *   so no colour is needed; labels bold, reversed on black, underlined on
 *   white; DD as A_DIM).  Tests: check_review on tests/data/marks.sgf, e2e
 *   review-marks.sh (ASCII rows read back, two Unicode rows).
 * - Navigation along "the line" (review.c line_build(): the root down to the
 *   node, then on through choice and the first children): review_goto_move(),
 *   review_goto_point() (the first move at the point after the node, wrapping
 *   to the root), review_seek_comment() and review_seek_branch() (a node with
 *   2+ children) build it as an array, pick a node and set choice to the
 *   child the line goes on to, so next keeps following it; one replay per
 *   jump.  Commands goto [N|POINT] (no argument: the cursor),
 *   next-comment/prev-comment, next-branch/prev-branch; keys g, c/C, b/B in
 *   review_bindings[].
 * - Scrolling a long comment: review.scroll (lines scrolled past; every
 *   replay resets it), changed by comment-scroll up|down (keys [ ]); view.c
 *   comment_skip() clamps it to what the panel can show and writes it back,
 *   then draws "… (the comment above)" over the rest.
 * - review [on|off] (cmd_review.c) builds the tree with record_build() (the
 *   opened file's comments and variations, the game's moves as its main line;
 *   sgf_from_game() without a record) and starts at the end of the main line,
 *   i.e. where the game stands; --review FILE then runs first. cmd_ctx.review
 *   is non-NULL while it is open, and cmd_run() refuses every command whose
 *   table entry lacks .review = true (the game is never touched by a review);
 *   leaving drops the review, the game is as it was.
 * - Screen: view.c draws view_game(u) (the review's game while one is open)
 *   and, instead of the status, status_review(): names and captures, the
 *   node's move, the next move or "variation i of n", the comment
 *   word-wrapped (ui_wrap()) and cut with a marker, the keys.  A step redraws
 *   board and status through the usual diff (no clear).  Keys: v in
 *   key_bindings[]; review_bindings[] (arrows, h l k j, PgUp/PgDn, Home/End,
 *   Esc) come first while reviewing (keys_lookup_review()). ui.c teaches
 *   curses \e[1~ \e[4~ \e[7~ \e[8~ as Home/End (tmux, screen, PuTTY, rxvt
 *   send them; xterm's terminfo lacks them, so the ESC alone would leave the
 *   review).
 * - play-from-here moves the review's game into *c->s.game (keeping the
 *   illegal-move policy and seki mode) and closes the review; record_build
 *   then follows the new moves through the file's tree (the file's old line
 *   becomes a variation).  Moves of the game in no file are dropped, so it
 *   needs ! when the game is not saved.
 * - Not done: scrolling a long comment (it is cut with "… (the comment goes
 *   on)"); marking the chosen variation's next move on the board.
 * - Tests: tests/check_review.c over tests/data/review.sgf (setup stone,
 *   three variations, a capture in one, a comment with ESC [2J and an OSC
 *   title; play-from-here and the record written after it); check_keys runs
 *   every review binding; tests/e2e/review.sh (steps, ends, variations, the
 *   comment, a step's bytes without clear, the hostile comment's raw output
 *   free of ESC, the game untouched).
 */
#ifndef TENGEN_REVIEW_H
#define TENGEN_REVIEW_H

#include <stdbool.h>

#include "rules/game.h"
#include "record/sgf.h"

struct review {
	struct sgf *tree;              /* owned */
	const struct sgf_node *root;   /* the game's root */
	const struct sgf_node *node;   /* where the review stands */
	int choice;                    /* which child → follows (0: the main line) */
	struct game game;              /* the position at node */
	char *warning;                 /* the replay's first problem there, or NULL */
	const struct sgf_node *stop;   /* the move the replay stopped at (illegal, not
	                                  played: the position is before it) on the
	                                  way down to node, or NULL */
	int scroll;                    /* lines of the comment scrolled past (the front
	                                  end clamps it); every step resets it */
	/* edit mode (review_edit.c): the node set up, or NULL */
	struct sgf_node *edit;
	bool edit_made;                /* review_edit_begin added it */
	unsigned char *edit_base;      /* the colours before its setup */
	struct review_undo *undo;      /* the edit's changes, newest last */
	int nundo;
	size_t undo_cap;
	/* the file's texts (comments, the title) looked up in the catalogs:
	 * problem mode sets it, for the problems bundled with tengen */
	bool translate;
};

/* Start on root (a game of tree, which the review now owns).  -1 if not
 * even the root can be replayed (the tree is freed; *cause says why). */
int review_open(struct review *rv, struct sgf *tree, const struct sgf_node *root,
                char **cause);
void review_close(struct review *rv);

/* How many children (next moves) a node has. */
int review_children(const struct sgf_node *n);
/* One step along the chosen child / back to the parent; false at the end /
 * at the root (nothing changes). */
bool review_next(struct review *rv);
bool review_prev(struct review *rv);
/* n steps (negative: back); returns how many were taken. */
int review_step(struct review *rv, int n);
/* The root / the end of the line through the chosen children, then the
 * main line; returns how many steps were taken. */
int review_first(struct review *rv);
int review_last(struct review *rv);
/* Choose the next (delta 1) or previous (-1) variation among the node's
 * children, wrapping around; false when there is only one or none. */
bool review_variation(struct review *rv, int delta);
/* The move number of the node (moves before it, passes included; past an
 * illegal move, rv->stop, the moves not played are counted too). */
int review_move_number(const struct review *rv);
/* Is the node on the main line (first children all the way)? */
bool review_on_main_line(const struct review *rv);
/* The node's move: BLACK/WHITE with *point (PASS for a pass), or EMPTY
 * when the node has no move (root, setup only). */
enum color review_node_move(const struct review *rv, const struct sgf_node *n, int *point);
/* Navigation along the current line: the root down to the node, then on
 * through the chosen child and the main line (what → and End follow).
 * Each lands on one node of that line and returns false (nothing changes)
 * when there is none; the line is kept, so → goes on along it. */
/* That line as a newly allocated array of *n nodes (the root first); *at
 * is the index of the review's node. */
const struct sgf_node **review_line(const struct review *rv, int *n, int *at);
/* The position after move n (0: the root; the first node whose moves from
 * the root, passes included, reach n). */
bool review_goto_move(struct review *rv, int n);
/* Stand on node, a node of the review's game (the game tree's jumps,
 * gametree.h), choosing its first child; false (nothing changes) for a
 * node of no line of it. */
bool review_goto_node(struct review *rv, const struct sgf_node *node);
/* How many moves that line has (passes included). */
int review_line_moves(const struct review *rv);
/* The move played at point: the first after the node, else (wrapping) the
 * first from the root; again at the same point goes on to the next one. */
bool review_goto_point(struct review *rv, int point);
/* The next (dir 1) or previous (-1) node of the line with a comment C[]
 * (review_seek_comment) or with two moves or more after it, a branch point
 * (review_seek_branch). */
bool review_seek_comment(struct review *rv, int dir);
bool review_seek_branch(struct review *rv, int dir);
/* The node's comment C[] decoded (and translated when rv->translate),
 * sanitized paragraph by paragraph ('\n' kept between them, every other
 * control character removed), or NULL. */
char *review_comment(const struct review *rv);
/* A text of a file in the reader's language: the bundled problems' titles
 * and comments are in the catalogs (data/problem-strings.h); any other
 * text is not found there and comes back as it is. */
const char *review_translated(const char *text);
/* The marks of the node, drawn on its board: TR SQ CR MA, labels LB, the
 * arrows AR and lines LN, the region SL, and the points dimmed by DD (which holds until a node below sets it again;
 * DD[] ends it). */
enum review_mark {
	REVIEW_MARK_NONE,
	REVIEW_MARK_TRIANGLE,
	REVIEW_MARK_SQUARE,
	REVIEW_MARK_CIRCLE,
	REVIEW_MARK_CROSS,
	REVIEW_MARK_LABEL,
};

/* An arrow (AR) or a line (LN) of the record, from one point to another. */
struct review_line {
	int from, to;
	bool arrow;
};
#define REVIEW_MAX_LINES 64

struct review_marks {
	unsigned char kind[BOARD_MAX_POINTS];   /* enum review_mark; a later mark wins */
	bool dim[BOARD_MAX_POINTS];
	bool selected[BOARD_MAX_POINTS];        /* SL: a region marked */
	struct review_line lines[REVIEW_MAX_LINES]; /* AR LN in the file's order; more
	                                               are skipped */
	int nlines;
	char label[BOARD_MAX_POINTS][16];       /* LB: the first three characters of
	                                           the sanitized label, UTF-8 */
	int count;                              /* points with a mark (dimmed not counted) */
};

/* Fill *m for the review's node; malformed values are skipped. */
void review_marks(const struct review *rv, struct review_marks *m);

/* The node's name N[] decoded and sanitized, or NULL (none, or empty). */
char *review_node_name(const struct review *rv);

/* The position again at rv->node (after a change of the tree); -1 when
 * not even the root can be replayed. */
int review_replay(struct review *rv, char **cause);

/* ---- changing the tree (review_edit.c) ----
 * Changes go to the review's own tree; the caller makes it the record's
 * (record_adopt) so that they are saved. */

/* Edit mode: set up the position at the node (if it has no move and no
 * child) or at a new node after it, the last child: a variation when moves
 * follow; the review then stands there.  True when a node was added. */
bool review_edit_begin(struct review *rv);
/* Put a stone of color at p (EMPTY: take it off) as setup of the edit
 * node: 1 done, 0 it was so already, -1 refused (not editing, or a chain
 * would be left without liberty). */
int review_edit_stone(struct review *rv, int p, enum color color);
/* Who is to move after the setup (PL). */
bool review_edit_turn(struct review *rv, enum color who);
/* Take back the newest change of the edit; false when none. */
bool review_edit_undo(struct review *rv);
/* The point of the newest change of the edit (NO_POINT: who moves), the
 * one review_edit_undo takes back; -1 when none. */
int review_edit_undo_point(const struct review *rv);
/* Leave edit mode; an added node that was left empty is taken out again
 * (the review goes back to where it was).  True when the node has setup. */
bool review_edit_end(struct review *rv);

/* A move of the player to move at the node (PASS too): the line that has
 * it is followed (1), else it is added as the last child, a new variation,
 * and the review steps onto it (2).  0: the node ends the main line (the
 * game's next move is played, not added in review); -1: the rules refuse
 * it (*st says why). */
int review_play(struct review *rv, int p, enum move_status *st);
/* Marks on the node: toggle a shape (TR SQ CR MA; another mark at p goes):
 * true when set, false when taken off; review_label_set writes LB[p:text]
 * (NULL or "": no label; another mark at p goes); review_label_next gives
 * the first letter A–Z not yet a label of the node, in buf[2]. */
bool review_mark_toggle(struct review *rv, int p, enum review_mark kind);
void review_label_set(struct review *rv, int p, const char *text);
/* An arrow (AR) or a line (LN) from one point to another on the node: set
 * it, or take it off when the node has it (either kind, either way round
 * for a line); true if set.  false too for from == to or a point off the
 * board (SGF forbids both). */
bool review_line_toggle(struct review *rv, int from, int to, bool arrow);
void review_label_next(const struct review *rv, char *buf);
/* The node's comment C[] (NULL or "": none). */
void review_comment_set(struct review *rv, const char *text);
/* A game-information property of the root (PB, DT, …): decoded and
 * sanitized (a new string), or NULL; set it (NULL or "": remove). */
char *review_info(const struct review *rv, const char *id);
void review_info_set(struct review *rv, const char *id, const char *text);
/* Is there setup (AB AW AE) on the line below the root, down to the node? */
bool review_setup_on_line(const struct review *rv);
/* num[p]: the number of the move of the line (from the root down to the
 * node) whose stone is at p, 0 for none; returns how many. */
int review_move_numbers(const struct review *rv, int *num);

#endif

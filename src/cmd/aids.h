/*
 * aids.h — the beginner aids and the words said after the stop, computed
 * and worded once for both front ends: the screen (ui/status.c draws the
 * sentences in its status area, ui/view.c marks the stones in atari and the
 * ko point on the board) and --plain (plain/say.c says them after a move or
 * at the stop), so that what one shows the other says in the same words.
 *
 * The aids are facts of the rules, read from a board and a game:
 * - the chains in atari (one liberty), by colour, each named by its first
 *   stone in board order, and every stone of them marked;
 * - the ko point: the point the player to move may not take at once
 *   (simple ko, J89 Art. 6), only while play goes on and only when the
 *   rules say that move is a ko (board_legal() == MOVE_KO);
 * - the liberties of the chain on a point (the cursor's, the last move's).
 * The sentences are translated (gettext) and have no control characters, for a
 * panel 36 columns wide beside a 19×19 board (a CJK character takes two):
 * a front end prints them as they are, --plain ends each with a full stop.
 *
 * Nothing here draws or prints: no curses, no FILE.  Tests: check_aids.
 */
#ifndef TENGEN_AIDS_H
#define TENGEN_AIDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/util.h"
#include "rules/board.h"
#include "rules/game.h"

/* What the aids find on a board. */
struct aids {
	bool atari[BOARD_MAX_POINTS];        /* every stone of a chain in atari */
	int nchains[3];                      /* chains in atari, by colour (BLACK, WHITE) */
	int16_t chain[3][BOARD_MAX_POINTS];  /* the first stone of each, in board order */
	int ko;                              /* aids_ko_point(), or NO_POINT */
};

/* The point the player to move may not take at once because of ko, or
 * NO_POINT (none, or play is not going on). */
int aids_ko_point(const struct game *g);

/* Fill *a: the chains in atari on b (the game's board, or a confirmation's
 * copy of it), the ko point of g. */
void aids_find(const struct game *g, const struct board *b, struct aids *a);

/* The point p and, on a stone, its chain's colour and liberties:
 * "D4: black chain, 2 liberties", "D4: empty". */
void aids_point_text(const struct board *b, int p, char *buf, size_t size);

/* The chains in atari by name, both colours in board order:
 * "In atari: D4 E5", "In atari: none". */
void aids_atari_text(const struct board *b, const struct aids *a, char *buf, size_t size);

/* The ko point in words: "Ko: White may not retake D4 at once", or "" when
 * there is none. */
void aids_ko_text(const struct game *g, const struct aids *a, char *buf, size_t size);

/* After the stone at pt (the last move of g): the opponent's chains next to
 * it left in atari, the mover's own chain in atari, the ko point; sentences
 * each after a space (" Atari: White at A1."), appended to out. */
void aids_move_text(const struct game *g, int pt, struct sbuf *out);

/* What the stop means: "Play has stopped: both passed". */
const char *aids_stopped_text(void);

/* The stones marked dead after the stop, as one sentence: "Marked dead:
 * black D4 E4; white F5 (stones: 3).", the estimate's suggestion said as
 * one, or "No stones are marked dead." */
void aids_dead_text(const struct game *g, struct sbuf *out);

#endif

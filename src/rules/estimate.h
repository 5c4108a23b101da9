/*
 * estimate.h — a guess of the dead stones of a position, good enough to
 * start the marking from (the screen's marks after the stop, GTP
 * final_score and final_status_list, --score on a record without TB/TW,
 * the :estimate teaching aid).
 *
 * Random playouts on board copies (playout.h), in two rounds:
 *  1. "floating" chains, never their colour's at the end of any of
 *     ESTIMATE_FLOAT_PLAYOUTS playouts, are taken off; a chain with at most
 *     two liberties sharing one with an enemy chain of at most two is kept
 *     (the seki guard);
 *  2. ESTIMATE_PLAYOUTS playouts on what is left, the first mover
 *     alternating; a region of empty points and the other colour's chains
 *     of up to three stones, bordered by one colour only (or by chains of
 *     the other with two eyes of their own), with 20 empty points or more
 *     and few of the other colour's stones (at most half as many as in the
 *     chains around it), is closed to the other colour except to capture
 *     or atari, if that colour has a chain of four stones or more
 *     somewhere (on an open board nothing is closed).  The
 *     owner of a small eye space stays out of it until the opponent has
 *     played there (playout.h).  Each playout move first answers the last
 *     one (capture it if in atari, save a chain it put in atari, answer in
 *     the eye space it entered), else is random.
 * The playouts follow the J89 Art. 7-2 ko rule (a ko capture bars the
 * recapture until the barred player has passed for it); at the stop the
 * real last move counts, and a position without history bars every ko that
 * could be taken at once.  A chain is dead when the mean share of playouts
 * that end with its points its own colour's is below ESTIMATE_THRESHOLD;
 * chains of a colour sharing a liberty take the verdict of most of their
 * stones; a dead chain next to a liberty it shares with an enemy chain that
 * both keep, empty, in ESTIMATE_SEKI_SHARE of the playouts is alive (seki);
 * a local seki check, and last an exact read of every chain enclosed in a
 * small eye space of its own (eyespace.h), whose verdict wins.
 * The same position and seed always give the same guess.
 */
#ifndef TENGEN_ESTIMATE_H
#define TENGEN_ESTIMATE_H

#include <stdint.h>

#include "rules/board.h"
#include "rules/game.h"
#include "rules/score.h"
#include "base/util.h"

#define ESTIMATE_PLAYOUTS 128
#define ESTIMATE_FLOAT_PLAYOUTS 32
#define ESTIMATE_SEED 0x7e57ULL
/* ko_stone of estimate_position(): the position has no history */
#define ESTIMATE_NO_HISTORY (-3)

struct estimate {
	uint8_t dead[BOARD_MAX_POINTS];   /* 1 on stones guessed dead */
	uint8_t unsure[BOARD_MAX_POINTS]; /* 1 on stones whose verdict was close */
	int8_t owner[BOARD_MAX_POINTS];   /* -100 (White's) … 100 (Black's) */
	int ndead, nunsure;               /* stones */
};

/* Estimate b with to_move to play.  ko_stone: the stone of the last move
 * if it took a ko (its recapture is barred), NO_POINT if it did not, or
 * ESTIMATE_NO_HISTORY. */
void estimate_position(const struct board *b, enum color to_move, int ko_stone,
                       uint64_t seed, struct estimate *e);
/* Estimate a game's position, its last move taken from the record. */
void estimate_game(const struct game *g, uint64_t seed, struct estimate *e);

/* The count of g with the estimated dead stones (g's rules and komi). */
void estimate_count(const struct game *g, const struct estimate *e, struct score *s);
/* "Black leads by about 4.5", "White leads by about 0.5", "Even" for the
 * count s, translated, into buf (at least 64 bytes). */
char *estimate_lead_text(const struct score *s, char *buf, size_t len);
/* The ownership map in the layout of diagram.h: X O living stones, x o
 * dead ones, b w points Black's or White's in three playouts of four or
 * more, . the rest; then the unsure stones (vertices) if any. */
void estimate_print_map(const struct board *b, const struct estimate *e, struct sbuf *out);

/* dead[p] = 1 for the stones of b guessed dead, 0 elsewhere (BOARD_MAX_POINTS
 * entries): estimate_position() without history and with ESTIMATE_SEED. */
void estimate_dead(const struct board *b, enum color to_move, uint8_t *dead);

#endif

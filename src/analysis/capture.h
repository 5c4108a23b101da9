/*
 * capture.h — a chain short of liberties next to its living friends, read
 * out: can the opponent, moving first, take it before it joins them?
 * A chain of two liberties, one of them a point joining it to a living
 * group, lives: the throw-in there is taken at once (a real game's chain of
 * four, the random playouts' victim seven times in ten).
 *
 * The moves read (readout.h) are the chain's liberties, the empty points
 * next to them, and the stones and liberties of the opponent's chains in
 * atari next to it (taking one gains liberties); the chain is safe once it
 * joins a stone of home[].  Play has stopped, so the opponent moves first
 * (J89 Art. 7-1); in the middle of a game whose turn is the owner's (the
 * review's graph), the owner does: eleven stones in atari whose last
 * liberty joins a living group are not dead before their owner has let
 * them be taken (tests/data/swing.sgf).
 */
#ifndef TENGEN_CAPTURE_H
#define TENGEN_CAPTURE_H

#include <stdint.h>

#include "rules/board.h"
#include "analysis/playout.h"

/* A chain with more liberties than this is not read. */
#define CAPTURE_LIBS 3

/* 1 if the opponent of the chain at h, moving first, takes it before it
 * joins a stone of home[] (BOARD_MAX_POINTS entries: the colour of each
 * stone it may join, EMPTY elsewhere), 0 if not, -1 if the
 * read gave up or the points are too many; with the ko bans of the stop.
 * owner_moves: the chain's owner moves first (a game in play, its turn):
 * 0 if one of its moves at the points saves it so. */
int capture_read(const struct board *b, int h, const uint8_t *home,
                 const struct playout_ban *bans, int nbans, bool owner_moves);

#endif

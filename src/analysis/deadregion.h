/*
 * deadregion.h — the dead stones of a region that is open only through
 * dame: whose their points are in the estimate's count.
 *
 * The count by the rules (score.h) gives a region of empty points and dead
 * stones to the colour that alone borders it.  Take a dead chain whose last
 * liberty is also next to the capturer's living stones and to the owner's
 * (tests/data/swing.sgf before its first move: White's eleven stones in
 * atari at F5, a point White's group on the right touches too): its region
 * reaches the owner's stones through that one point, so the count leaves it
 * to nobody, while the next move takes the stones and the points are the
 * capturer's.  The count of a finished game is right to leave it so (the
 * dame are filled before the count, J89 Art. 8); an estimate of an
 * unfinished position, or of a record whose players left a dame, is not.
 *
 * Model: a dame point is an empty point next to living stones of both
 * colours.  For each dead chain, its region is flooded through empty
 * points and dead stones, walled at the dame (which stay dame).  When the
 * walled region borders the capturer's living stones alone, and borders
 * something (not only the edge and the walls), each point of it is the
 * capturer's in owner[] (score_params.open_owner, which score.c applies to
 * the points the count leaves to nobody, dead stones included); the other
 * dead stones' points get EMPTY there (no guess by influence: in the middle
 * game such a region is not settled).  On the 217 counted real games,
 * within 2 points 210 → 211 (a corner of dead stones open through a dame,
 * dev/081), the winner unchanged; the lead of swing.sgf before move 1 goes
 * from W+2.5 to Black's.
 * Tests: check_estimate count_gives_dead_stones_in_an_open_region.
 */
#ifndef TENGEN_DEADREGION_H
#define TENGEN_DEADREGION_H

#include <stdint.h>

#include "rules/board.h"

/* Set owner[] (BOARD_MAX_POINTS entries, influence_owner's) on the dead
 * stones of b (dead[]) and their walled regions, as above. */
void deadregion_owner(const struct board *b, const uint8_t *dead, uint8_t *owner);

#endif

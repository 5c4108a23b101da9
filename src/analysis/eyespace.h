/*
 * eyespace.h — the life of an enclosed group read out exactly, with the
 * attacker's stones already inside it, as games end: the group is the
 * defender's chains whose every liberty lies in small regions of empty
 * points and attacker's stones bordered by the defender alone (its eye
 * space: EYESPACE_REGION points at most, the attacker's stones in it
 * included).  A bent four in the corner with the killing stone inside, a
 * rabbity six with the vital point taken, a filled bulky five, a ring
 * whose inner group shares its last liberties, two groups with big eyes
 * and a shared liberty.
 *
 * Play has stopped, so the attacker moves first (J89 Art. 7-1: stones the
 * opponent can capture are dead; reinforcing moves belong before the stop,
 * Art. 9-2) and the Art. 7-2 ko rule holds: a ko capture bars the
 * recapture until the barred player has passed for it.  Only moves inside
 * the eye space (and on the defender's small chains in it, which may be
 * taken, as in a ko eye: EYESPACE_SMALL stones at most) are tried, with
 * passes, and the last liberty of an attacker's chain in atari next to the
 * group outside it (a real game's corner lived by taking the five stones
 * whose last liberty the attacker could not fill: suicide; a living group
 * takes such chains, inside[] says they are dead); the attacker wins by
 * taking the defender's biggest chain (the group may give up others to
 * live), the defender by two passes.  A read
 * longer than READOUT_NODES (readout.h) positions gives up.
 *
 * A group that lives is read once more for each attacker's chain inside
 * it, the defender now first: one the defender cannot take lives beside a
 * group that cannot take it either: seki, found by reading (neither side
 * can fill a shared liberty without losing the race), not by self-atari
 * alone.  The estimate of dead stones (estimate.c) trusts the answers over
 * its playouts.
 */
#ifndef TENGEN_EYESPACE_H
#define TENGEN_EYESPACE_H

#include "rules/board.h"
#include "analysis/playout.h"
#include "analysis/readout.h"

#define EYESPACE_REGION 12
#define EYESPACE_SMALL 3

enum eyespace_status {
	EYESPACE_UNKNOWN,  /* not enclosed that way, or the read gave up */
	EYESPACE_DEAD,     /* the opponent moving first captures it */
	EYESPACE_ALIVE,    /* it cannot be captured (two eyes, or seki) */
};

/* What the attacker's stones inside a group are, in inside[]. */
enum eyespace_inside {
	EYESPACE_OUT = 0,     /* not an attacker's stone in the eye space */
	EYESPACE_IN_DEAD,     /* the defender, moving first, takes it */
	EYESPACE_IN_ALIVE,    /* the group is dead: it lives */
	EYESPACE_IN_SEKI,     /* neither can take the other: seki */
	EYESPACE_IN_UNKNOWN,  /* its read gave up */
};

/* group[] of eyespace_read: the defender's biggest chain (whose loss is
 * the group's) and its other chains (which the attacker may take, as in a
 * ko eye, whatever the group's fate). */
#define EYESPACE_BIG_CHAIN 1
#define EYESPACE_SMALL_CHAIN 2

/* The status of the group of the chain at h in b, as above, with the ko
 * bans of the stop (bans, nbans: see playout.h).  group[] (BOARD_MAX_POINTS
 * entries, cleared here) gets the defender's stones read, inside[]
 * the verdicts of the attacker's stones in the eye space; both are left
 * clear for EYESPACE_UNKNOWN when the group is not enclosed that way. */
enum eyespace_status eyespace_read(const struct board *b, int h, const struct playout_ban *bans,
                                   int nbans, uint8_t *group, uint8_t *inside);

#endif

/*
 * eyespace.h — the life of an enclosed chain read out exactly: a chain whose
 * liberties all lie in small regions of empty points bordered by that chain
 * alone (its eye space, EYESPACE_MAX points at most).  Play has stopped, so
 * the opponent moves first (J89 Art. 7-1: stones the opponent can capture
 * are dead; reinforcing moves belong before the stop, Art. 9-2) and the
 * Art. 7-2 ko rule holds: a ko capture bars the recapture until the barred
 * player has passed for it.  Bent four in the corner is dead that way.
 *
 * Only moves inside the eye space are tried, with passes; a read longer
 * than EYESPACE_NODES positions gives up.  The estimate of dead stones
 * (estimate.c) trusts the answer over its playouts.
 */
#ifndef TENGEN_EYESPACE_H
#define TENGEN_EYESPACE_H

#include "rules/board.h"
#include "analysis/playout.h"

#define EYESPACE_MAX 7
#define EYESPACE_NODES 20000

enum eyespace_status {
	EYESPACE_UNKNOWN,  /* not enclosed that way, or the read gave up */
	EYESPACE_DEAD,     /* the opponent moving first captures it */
	EYESPACE_ALIVE,    /* it cannot be captured (two eyes, or seki) */
};

/* The status of the chain at h in b, as above, with the ko bans of the
 * stop (bans, nbans: see playout.h).  If group is not NULL, its points of
 * the chain and of the chains of its colour inside the eye space (stones
 * the opponent may take, as in a ko eye) are set to 1. */
enum eyespace_status eyespace_read(const struct board *b, int h, const struct playout_ban *bans,
                                   int nbans, uint8_t *group);

#endif

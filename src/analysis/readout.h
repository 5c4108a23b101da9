/*
 * readout.h — a local fight read out exactly: moves at a fixed set of
 * points and passes, the attacker first, until it takes one of its targets
 * (it wins) or loses one of its guards, every target is safe (two eyes, a
 * clean eye space of READOUT_SAFE_SPACE points, or joined to a stone the
 * caller calls home), or two passes end it.
 *
 * Play has stopped, so the Art. 7-2 ko rule holds (J89): a ko capture bars
 * the recapture until the barred player has passed for it; the bans of
 * the stop come from the playouts (playout.h).  A memo keeps the positions
 * read; a read longer than READOUT_NODES positions, or deeper than
 * READOUT_DEPTH moves (ko fights going round), gives up.
 *
 * The eye-space read (eyespace.h) and the capture of a short chain
 * (capture.h) differ only in the points, targets, guards and home they
 * give it.
 */
#ifndef TENGEN_READOUT_H
#define TENGEN_READOUT_H

#include <stdint.h>

#include "rules/board.h"
#include "analysis/playout.h"

#define READOUT_POINTS 22
#define READOUT_CHAINS 32
#define READOUT_BANS 4
#define READOUT_NODES 2000
#define READOUT_SAFE_SPACE 7
/* The memo: a hash table of positions read (a power of two). */
#define READOUT_MEMO (1 << 13)

struct readout {
	/* set by the caller */
	int npts;
	int16_t pts[READOUT_POINTS];        /* where moves are tried */
	int ntargets, nguards;
	int16_t targets[READOUT_CHAINS];    /* a stone of each: taking one wins */
	int16_t guards[READOUT_CHAINS];     /* losing one loses for the attacker */
	const uint8_t *home;                /* a target joined to a stone of the colour
	                                       home[p] names is safe (EMPTY: none); or
	                                       NULL */
	/* the read's own */
	struct board b;
	enum color attacker;
	long nodes;
	int nbans;
	struct playout_ban bans[READOUT_BANS];
	uint64_t memo_key[READOUT_MEMO];    /* key + 1; 0 free */
	uint8_t memo_val[READOUT_MEMO];     /* 1 the attacker fails, 2 it wins */
};

/* Add p to the points pts[*npts] (READOUT_POINTS at most) unless it is
 * there; false when there is no room. */
bool readout_add_point(int16_t *pts, int *npts, int p);

/* Read b with attacker to move first and the live bans of bans[nbans]: 1
 * if it takes a target, 0 if it fails, -1 if the read gave up.  r (big:
 * allocate it) gives the points, targets and guards. */
int readout_run(struct readout *r, const struct board *b, enum color attacker,
                const struct playout_ban *bans, int nbans);

#endif

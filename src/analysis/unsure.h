/*
 * unsure.h — the regions the estimate was unsure of, named for the players
 * so that they look there first instead of trusting a guess: the line
 * "Unsure: D4 group (12 stones), Q16 — look there first" of the end-of-game
 * screen (status.c), of --score (sgftool.c) and of --plain's score
 * (say.c), said only when the estimate, not the players' marks or the
 * record's TB/TW, decided the dead stones.
 *
 * A doubt map: 0 on a stone the estimate was sure of, else 101 minus its
 * confidence (estimate.h conf[]: 1 … 101, the bigger the less sure);
 * endgame_suggest() keeps it as the marks' unsure[].  A group: the doubted
 * stones of one colour next to each other or sharing a liberty; named by
 * its first point (board order), listed the least sure first (ties: the
 * bigger first), at most UNSURE_SHOWN of them, then "and N more".
 * A read verdict (eyespace.h) is certain and never listed.
 * Tests: check_estimate (unsure_lists_the_doubted_group_not_the_read_one),
 * tests/cli/score-unsure.sh, tests/e2e/endgame.sh (the seki of 05b).
 */
#ifndef TENGEN_UNSURE_H
#define TENGEN_UNSURE_H

#include <stdint.h>

#include "analysis/estimate.h"
#include "base/util.h"
#include "rules/board.h"

#define UNSURE_SHOWN 4

struct unsure_group {
	int point;  /* its first stone */
	int stones;
	int doubt;  /* the most of its stones' */
};

/* doubt[p] (BOARD_MAX_POINTS entries) for the estimate e of b. */
void unsure_doubt(const struct board *b, const struct estimate *e, uint8_t *doubt);
/* The groups of doubted stones, least sure first, into out (room for max);
 * returns how many there are (maybe more than max). */
int unsure_groups(const struct board *b, const uint8_t *doubt, struct unsure_group *out, int max);
/* "Unsure: D4 group (12 stones), Q16 — look there first" (translated) into
 * out; false, and nothing written, when no stone is doubted. */
bool unsure_text(const struct board *b, const uint8_t *doubt, struct sbuf *out);

#endif

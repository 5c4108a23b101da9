/*
 * foxkomi.h — the quirks of Fox (野狐, AP[foxwq]) records, mended after
 * parsing: the komi written ×100 and the handicap given as moves.
 *
 * Komi.  Fox writes KM[750] for 7.5 points, KM[650] for 6.5, KM[50] for
 * 0.5 (handicap games), and under Chinese rules the komi in stones: KM[375]
 * is 3¾ stones, 7.5 points.  Other programs pass the values on (the AP[YuanYu]
 * records of computer-Go collections, gokifu's AP[SGFC:2.0]).  A KM that is a
 * whole multiple of 25, not 0, is read as hundredths K = KM/100 when
 *  - the record is Fox's (an AP value starting "foxwq"), or
 *  - it is implausible as points: |KM| >= 100, or >= 50 in a handicap game.
 * A handicap game here: HA[1] or more (Fox writes HA[1]), AB in the root, or
 * Fox's handicap moves (below).  K is in points, except in stones (doubled)
 * when its fraction is a quarter (3.75 → 7.5, 3.25 → 6.5, 2.75 → 5.5), or
 * with RU[Chinese], no handicap and 2.5 <= |K| <= 4 (3.5 stones → 7).
 * So KM[750] without AP[foxwq] is 7.5 too (750 points is no komi of any
 * game); KM[60] without a handicap stays 60 points (odd, but possible).
 * The root's KM is rewritten: the game, review and --convert see points,
 * and a note says what was read ("Fox komi 750 read as 7.5").
 *
 * Handicap.  Fox gives the handicap stones as Black's first moves, one node
 * each (;B[pd];B[dp];W[…]), with HA[0] or HA[1].  In a Fox record whose root
 * has no AB/AW and whose main line begins with 2 to 9 Black moves at
 * distinct points, each in a node with no variation and no property but the
 * move and its clock (BL OB), those nodes become the root's AB with HA[n]
 * (a note says so): the count then gives the handicap back (Chinese rules)
 * and White plays first, as in any handicap game.
 */
#ifndef TENGEN_FOXKOMI_H
#define TENGEN_FOXKOMI_H

#include "record/sgf.h"

/* Mend every game of s; each change a note in msgs (may be NULL). */
void fox_mend(struct sgf *s, struct sgf_msgs *msgs);

/* The komi in points of a KM value v (see above): returns v itself when
 * it is read as points.  fox: AP[foxwq]; chinese: RU[Chinese]; handicap:
 * a handicap game. */
double fox_komi_points(double v, bool fox, bool chinese, bool handicap);

#endif

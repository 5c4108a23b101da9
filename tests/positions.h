/*
 * positions.h — the classic positions that several test suites share, as
 * diagrams (top row first; X black, O white).  One definition each, so a
 * suite that tests the rules and one that tests the commands or the record
 * are sure to play on the same board.
 */
#ifndef TENGEN_POSITIONS_H
#define TENGEN_POSITIONS_H

/* 5x5: Black C3 takes the white B3 stone in a ko (Art. 6). */
#define POS_KO_5 \
	". . . . .\n" \
	". X O . .\n" \
	"X O . O .\n" \
	". X O . .\n" \
	". . . . .\n"

/* 9x9: White's bent four in the corner, dead under Art. 7-2. */
#define POS_BENT_FOUR_9 \
	". . . . . . . . .\n" \
	". . . . . . . . .\n" \
	". . . . . . . . .\n" \
	". . . . . . . . .\n" \
	". . . . . . . . .\n" \
	"X X X . . . . . .\n" \
	"O O X X X . . . .\n" \
	". O O O X . . . .\n" \
	". . . O X . . . .\n"

/* 9x9: three kos at once; the capture cycle repeats the position (Art. 12). */
#define POS_TRIPLE_KO_9 \
	". X O . . . O X .\n" \
	"X O . O . O X . X\n" \
	". X O . . . O X .\n" \
	". . . . . . . . .\n" \
	". . . . . . . . .\n" \
	". . . . . . . . .\n" \
	". X O . . . . . .\n" \
	"X O . O . . . . .\n" \
	". X O . . . . . .\n"

/* 9x9: a wall down the middle, Black's D and White's E, with a lone white
 * stone B2 in Black's area and a lone black H3 in White's: both dead
 * (check_score's board A). */
#define POS_WALL_9 \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . X .\n" \
	". O . X O . . . .\n" \
	". . . X O . . . .\n"

/* 9x9: POS_WALL_9 with a second dead white stone B4, joined to B2 through
 * empty points of Black's area (one group, two chains). */
#define POS_WALL_B4_9 \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". . . X O . . . .\n" \
	". O . X O . . . .\n" \
	". . . X O . . X .\n" \
	". O . X O . . . .\n" \
	". . . X O . . . .\n"

/* 9x9: two walls with one open dame at D5 (Art. 8, seki in strict mode). */
#define POS_OPEN_DAME_9 \
	". . X O O . . . .\n" \
	". . X O O . . . .\n" \
	". . X O O . . . .\n" \
	". . X O O . . . .\n" \
	". . X . O . . . .\n" \
	". . X X O . . . .\n" \
	". . X X O . . . .\n" \
	". . X X O . . . .\n" \
	". . X X O . . . .\n"

#endif

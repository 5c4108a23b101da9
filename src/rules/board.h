/*
 * board.h — the Go board: stones, chains, liberties, captures, simple ko.
 *
 * The board is a padded one-dimensional array: a point is
 * (row + 1) * stride + (col + 1), with stride = size + 2, so every real point
 * has four neighbours and the border is a ring of BOARD_OFF sentinels.  Row 0
 * is the bottom line (row "1" in coordinates), column 0 is "A".
 *
 * Each chain is a circular list of its stones (next[]) with a head point
 * (head[]); at the head live the stone count and the pseudo-liberty count:
 * the number of (stone, empty neighbour) pairs.  A pseudo-liberty count is
 * zero exactly when the chain has no liberty, which is all captures and
 * suicide need; board_liberties() counts real liberties on demand.
 *
 * The struct is read-only to callers: change it only through the functions
 * below, which keep chains, counts, hash and ko consistent.
 * The walks over neighbours (board_foreach_neighbor) need no bounds checks;
 * the counts at the head are nstones[] and plibs[].
 *
 * - board_play() follows Art. 5 (remove the opponent's dead chains, then the
 *   mover's liberties count) and refuses suicide (Art. 4) before changing
 *   anything. Simple ko: after a single-stone capture by a lone stone left
 *   with one liberty, ko_point/ko_color forbid the immediate retake.
 * - Undo puts colours back and rebuilds all chains from colours: O(points),
 *   exact, and simpler than unmerging. board_consistent() checks the
 *   incremental state against such a rebuild (used by the randomized tests).
 * - The Zobrist hash covers stones only (positional); board_hash_after()
 *   predicts the hash of a move without playing it.
 */
#ifndef TENGEN_BOARD_H
#define TENGEN_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/types.h"

#define BOARD_MIN_SIZE 5
#define BOARD_MAX_SIZE 25
#define BOARD_MAX_STRIDE (BOARD_MAX_SIZE + 2)
#define BOARD_MAX_POINTS (BOARD_MAX_STRIDE * BOARD_MAX_STRIDE)

/* A point index, or one of these. */
#define PASS (-1)
#define NO_POINT (-2)


/* What a move did, or why it was refused.  Board-level reasons first; the
 * game adds the ones that depend on the game's state. */
enum move_status {
	MOVE_OK = 0,
	MOVE_OCCUPIED,
	MOVE_SUICIDE,
	MOVE_KO,
	MOVE_SUPERKO,
	MOVE_OFF_BOARD,
	MOVE_NOT_YOUR_TURN,
	MOVE_GAME_STOPPED,
	MOVE_GAME_OVER,
};

struct board {
	int size;
	int stride;
	int nbr[4];          /* neighbour offsets: -1, +1, -stride, +stride */
	uint8_t color[BOARD_MAX_POINTS];   /* enum color, a byte a point (the board is
	                                      copied often): read it with board_at() */
	int16_t head[BOARD_MAX_POINTS];    /* chain head of a stone */
	int16_t next[BOARD_MAX_POINTS];    /* next stone of the chain (circular) */
	int16_t plibs[BOARD_MAX_POINTS];   /* pseudo-liberties, valid at head */
	int16_t nstones[BOARD_MAX_POINTS]; /* stones in chain, valid at head */
	int captures[3];   /* stones captured BY black [BLACK] and white [WHITE] */
	int ko_point;      /* the point ko_color may not retake, or NO_POINT */
	enum color ko_color;
	uint64_t hash;     /* Zobrist hash of the stones only (positional) */
};

/* The stones one board_play() removed, so that the move can be undone. */
struct board_undo {
	int point;
	enum color color;
	int ko_point;
	enum color ko_color;
	int ncaptured;
	int16_t captured[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
};

void board_init(struct board *b, int size);
void board_clear(struct board *b);

static inline int board_point(const struct board *b, int col, int row)
{
	return (row + 1) * b->stride + (col + 1);
}
static inline int board_col(const struct board *b, int p) { return p % b->stride - 1; }
static inline int board_row(const struct board *b, int p) { return p / b->stride - 1; }
static inline bool board_on(const struct board *b, int p)
{
	return p > 0 && p < b->stride * b->stride && b->color[p] != BOARD_OFF;
}
static inline enum color board_at(const struct board *b, int p) { return (enum color)b->color[p]; }

/* The four neighbours of p: west, east, south, north. */
#define board_foreach_neighbor(b, p, n)                                        \
	for (int n##_k_ = 0, n = 0; n##_k_ < 4 && ((n = (p) + (b)->nbr[n##_k_]), 1); \
	     n##_k_++)

/* Every stone of the chain whose head is h, the head first. */
#define board_foreach_stone(b, h, q)                                             \
	for (int q = (h), q##_end_ = 0; !q##_end_; q = (b)->next[q], q##_end_ = q == (h))

/* Every point on the board, bottom row first. */
#define board_foreach_point(b, p)                                                \
	for (int p = (b)->stride + 1; p < (b)->stride * ((b)->size + 1); p++)     \
		if ((b)->color[p] != BOARD_OFF)

/* Is color allowed to play at point (PASS is always allowed)?  Checks
 * occupation, simple ko and suicide; no side effects. */
enum move_status board_legal(const struct board *b, enum color color, int point);

/* Play (or pass) if legal; on MOVE_OK fill undo (may be NULL). */
enum move_status board_play(struct board *b, enum color color, int point,
                            struct board_undo *undo);

/* Take back the move that filled undo; must be the last move played. */
void board_undo(struct board *b, const struct board_undo *undo);

/* Put a stone or empty a point without captures (setup: handicap, SGF AB/AW/AE).
 * Returns false if that would leave a chain without liberties.  The chains
 * are then recounted: their order (which the estimate's seeded playouts
 * follow) depends on the colours alone. */
bool board_setup(struct board *b, int point, enum color color);
/* The same without the recount: only the chains at and next to point
 * change (a stone taken from a larger chain still recounts).  For many
 * stones, board_recount once after them (game_setup does). */
bool board_place(struct board *b, int point, enum color color);
void board_recount(struct board *b);
/* Chains recounted from the colours so far (an undo, a setup stone taken
 * from a chain): tests count the work with it. */
extern unsigned long board_rebuilds;

/* The hash the board would have after color plays point (PASS: unchanged);
 * the move must be board-legal. */
uint64_t board_hash_after(const struct board *b, enum color color, int point);

/* Real liberty count of the chain at p (0 for an empty point). */
int board_liberties(const struct board *b, int p);
/* Fill out[] with the stones of the chain at p; returns how many. */
int board_chain_stones(const struct board *b, int p, int16_t *out);
int board_count_stones(const struct board *b, enum color color);
/* Do the incremental chains, counts and hash agree with a recount from the
 * colours alone?  For tests and assertions. */
bool board_consistent(const struct board *b);

/* Star points (hoshi) of this size; returns how many written to out. */
int board_star_points(const struct board *b, int *out);
bool board_is_star(const struct board *b, int p);

/* Coordinates: "D4", "pass" (case-insensitive; letters skip I).
 * Returns the point, PASS, or NO_POINT if the text is no vertex of this board. */
int board_parse_vertex(const struct board *b, const char *text);
/* Writes "D4" or "pass" into buf (at least 5 bytes); returns buf. */
char *board_vertex_name(const struct board *b, int p, char *buf);
char board_col_letter(int col);

/* Status word used by GTP ("occupied", "suicide", "ko", "superko", …). */
const char *move_status_word(enum move_status s);
/* A sentence for people, translated. */
const char *move_status_strerror(enum move_status s);

#endif

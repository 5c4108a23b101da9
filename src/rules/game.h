/*
 * game.h — one game of Go: the board, the record of moves, the rules in force
 * and the phase of the game.
 *
 * The game owns its board; callers read g->board but change it only through
 * game_*().  A game starts from a setup position (empty, or handicap stones)
 * and a list of moves; undo takes back the last move exactly, restoring
 * captures, the ko point and the count of passes.  Every whole-board position
 * of the record is kept in a hash multiset, so a superko test is one lookup.
 *
 * The end of the game (endgame.h) is built on this file: it keeps its state
 * in g->end, and game.c calls nothing of it.  What game.c must do for that
 * state (take back its events in game_undo(), forget them when the record
 * restarts, free them) goes through the hooks endgame.c installs in
 * g->hooks the first time it records an event; a game that never had one
 * has nothing to undo, reset or free there.
 *
 * Design notes:
 * - A move is a struct game_move (point, colour, ko state before, captured
 *   stones as a slice of one shared array); handicap stones are set up with
 *   board_setup.
 * - Every position reached by a stone move is added to history, a multiset of
 *   64-bit keys (open addressing), keyed by the position's hash and the
 *   player to move. Chinese rules: a move whose resulting position is in the
 *   set for either player to move is MOVE_SUPERKO (two lookups, no scan).
 *   Japanese rules: only simple ko; game_situation_count() (same position,
 *   same player to move) serves Art. 12 (repetition, no result).
 * - game_play() takes either colour (GTP); game_play_turn() also enforces the
 *   turn. Two consecutive passes stop play (PHASE_STOPPED); what follows is
 *   endgame.c's, and game_undo() asks g->hooks->undo for the newest event
 *   before it calls game_undo_move().
 * - Capture Go (RULES_CAPTURE, --rules capture): game_play() ends the game
 *   when a move captures (PHASE_FINISHED, RESULT_CAPTURE, the mover wins) and
 *   game_undo_move() takes the end back with the move, so every caller
 *   (screen, GTP, SGF replay) gets it.  Komi 0; two passes before a capture
 *   are counted as under the Japanese rules (endgame_score_params).  SGF:
 *   RU[Capture], RE[B+Capture] (sgf_rules_text, sgf_result_parse).  Tests:
 *   check_game capture_go_first_capture_wins, tests/gtp/capture.tst, e2e
 *   capture.sh.
 * - Komi defaults: 6.5 Japanese, 7.5 Chinese; handicap games 0.5 Japanese, 0
 *   Chinese plus the give-back of half the handicap stones
 *   (game_handicap_giveback(), Chinese general rule 9; see doc/rules.md).
 */
#ifndef TENGEN_GAME_H
#define TENGEN_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/board.h"
#include "rules/endgame.h"
#include "rules/result.h"

struct game;

/* What a layer built on the game does when game.c changes the record. */
struct game_hooks {
	/* Take back the layer's newest event if it is newer than the last
	 * move; false if there is none. */
	bool (*undo)(struct game *g);
	/* The record restarted (cleared, or set up anew): forget the events. */
	void (*reset)(struct game *g);
	/* The game is freed. */
	void (*release)(struct game *g);
};

struct game_move {
	int16_t point;        /* a point or PASS */
	enum color color;
	int16_t ko_point;     /* ko state before the move */
	enum color ko_color;
	int passes;           /* consecutive passes before the move */
	uint32_t cap_start;   /* captured stones: g->captured[cap_start …] */
	uint16_t ncap;
};

/* A multiset of 64-bit position hashes (open addressing). */
struct poshash {
	uint64_t *keys;
	uint32_t *counts;  /* 0 = free slot (or deleted: still probed past) */
	size_t cap, used;
};

struct game {
	struct board board;
	enum rules rules;
	double komi;
	int handicap;          /* handicap stones placed (0 for none) */
	enum color to_move;
	enum phase phase;
	int passes;            /* consecutive passes ending the record */
	struct game_result result;

	struct game_move *moves;
	int nmoves;
	size_t cap_moves;
	int16_t *captured;
	size_t ncaptured, cap_captured;
	struct poshash history;

	struct endgame end;       /* the end of the game: marks, agreement, confirmation */
	const struct game_hooks *hooks; /* installed by endgame.c, or NULL */
	int moves_before_setup;   /* moves dropped by game_setup() (SGF records, below) */
};

int game_init(struct game *g, int size, enum rules rules);
void game_free(struct game *g);
/* Empty the board and the record; size, rules and komi stay. */
void game_clear(struct game *g);
/* game_clear but the board (game_init: board_init has just cleared it). */
void game_clear_record(struct game *g);
/* Change the size (5..25) and clear; false if the size is out of range. */
bool game_set_size(struct game *g, int size);
/* Set the rules and the default komi of those rules. */
void game_set_rules(struct game *g, enum rules rules);
void game_set_komi(struct game *g, double komi);

/* Default komi: 6.5 Japanese, 7.5 (3¾ stones) Chinese; handicap games
 * 0.5 Japanese, 0 Chinese (where Black gives back half the stones instead). */
double game_default_komi(enum rules rules, int handicap);
/* Points Black gives back in a Chinese handicap game: half the handicap
 * stones, counted in points (one stone = two points) — so N points. */
double game_handicap_giveback(const struct game *g);

/* Standard fixed handicap points for this size (GTP order); returns the count,
 * or -1 with *cause set when n stones cannot be placed on this size. */
int handicap_points(int size, int n, int *out, char **cause);
/* Place fixed handicap; only on an empty board before the first move.
 * Komi is left alone (GTP sets it separately); callers that want the
 * default for a handicap game use game_default_komi(). */
int game_fixed_handicap(struct game *g, int n, char **cause);
/* Place free handicap stones at the given points. */
int game_free_handicap(struct game *g, const int *points, int n, char **cause);

/* Would color playing point be accepted now?  Checks phase, occupation, ko,
 * suicide and (Chinese rules) positional superko; no side effects. */
enum move_status game_legal(const struct game *g, enum color color, int point);
/* Play a stone or PASS for color, whatever the turn (as GTP allows). */
enum move_status game_play(struct game *g, enum color color, int point);
/* Play for color only if it is color's turn (the interactive rule). */
enum move_status game_play_turn(struct game *g, enum color color, int point);
/* Take back the newest thing: an end-of-game event (stop, resume, marks,
 * agreement, resignation, foul, confirmation move: g->hooks->undo) or else
 * the last move; false if there is neither. */
bool game_undo(struct game *g);
/* Take back the last move of the record only. */
bool game_undo_move(struct game *g);

static inline int game_move_count(const struct game *g) { return g->nmoves; }
/* The last move's point (or PASS), NO_POINT if no move yet. */
int game_last_move(const struct game *g);
/* The position the record starts from (setup or handicap stones): g's
 * board with every move of the record taken back. */
void game_start_board(const struct game *g, struct board *out);
/* How many times this whole-board position occurred in the record (after
 * stone moves, whoever was to move: positional, for superko). */
unsigned game_position_count(const struct game *g, uint64_t hash);
/* How many times the current position occurred with the same player to
 * move (Art. 12 repetition). */
unsigned game_situation_count(const struct game *g);
/* Forget the record's positions but the current one (after a setup). */
void game_reset_history(struct game *g);
/* The result for people, RESULT_FORM_PEOPLE (result.h): "B+3.5", "W+R",
 * "B+F", "?" (not over), and Draw, Void and Both lose translated. */
char *game_result_text(const struct game *g, char *buf, size_t len);


/* SGF records (used by sgfgame.c) */

/* Put stones of color (EMPTY: take them off) on the points, as SGF AB, AW
 * and AE do, before or in the middle of a record.  The resulting position
 * becomes the new start of the record: the moves before it can no longer
 * be undone (they are counted in moves_before_setup) and the superko
 * history restarts from it.  Returns how many points were refused because
 * a chain would be left without liberties. */
int game_setup(struct game *g, const int *points, int n, enum color color);
/* Moves since the start of the record, those before a setup included. */
static inline int game_move_number(const struct game *g)
{
	return g->moves_before_setup + g->nmoves;
}

void poshash_init(struct poshash *h);
void poshash_free(struct poshash *h);
int poshash_add(struct poshash *h, uint64_t key);
void poshash_remove(struct poshash *h, uint64_t key);
unsigned poshash_count(const struct poshash *h, uint64_t key);
void poshash_clear(struct poshash *h);

#endif

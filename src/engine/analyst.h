/*
 * analyst.h — a GTP engine as the live analyst of a position: it is told
 * the position (as a hint engine is: engine_player with no colour) and
 * asked kata-analyze or lz-analyze, whichever list_commands names
 * (KataGo's first), and its lines are parsed (analysis_line.h) as they
 * come.  Nothing blocks: the caller polls analyst->p->e like any engine.
 *
 * analyst_sync() is called after anything that may change the position:
 * when the position differs from the one analysed it sends what the engine
 * has not seen (boardsize, clear_board, komi, the setup, the moves: the
 * player's sync; any command ends the stream running) and the analysis
 * command again, `kata-analyze COLOR CS [ownership true]`, at once.
 * analyst_stop() ends the stream (a `name` whose answer is dropped).
 *
 * Design notes:
 * - The stream is engine_stream() (engine.c): "=" in the usual timeout (a
 *   silent engine is dead after it, with its message), then lines as long as
 *   the engine likes; a crash mid-line is the engine's death as for players.
 * - Each line parsed replaces the last (`line`, for the position `line_key`
 *   names); a line for a position left behind (the stream ends a little
 *   after the next command is written) is dropped by its key.
 * - An engine with neither command: analyst_service() fails with a message
 *   that says so; GNU Go's estimate_score as a stand-in is not done.
 * - Tests: tests/check_analyst.c against tests/fake-analysis.sh (kata, lz,
 *   none, slow, silent, crashing; the position re-sent after a move).
 */
#ifndef TENGEN_ENGINE_ANALYST_H
#define TENGEN_ENGINE_ANALYST_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/analysis_line.h"
#include "engine/player.h"

/* The interval of the analysis lines asked for, in centiseconds. */
#define ANALYST_INTERVAL_CS 50

struct engine_analyst {
	struct engine_player *p;  /* the engine, told the position; p->name */
	bool known;               /* list_commands answered */
	bool able;                /* it has kata-analyze or lz-analyze */
	enum analysis_flavour flavour;
	bool ownership;           /* ask for the ownership map (kata only) */
	bool running;             /* a stream was asked for and not stopped */
	uint64_t key;             /* the position the stream is for */
	uint64_t line_key;        /* the position `line` is for (0: none) */
	struct analysis_line line;
	int lines;                /* lines parsed for this position */
	struct board board;       /* the board the lines are read against */
};

/* Start command (no analysis yet: analyst_sync asks it). */
struct engine_analyst *analyst_start(const char *command, char **cause);
void analyst_free(struct engine_analyst *a);

/* The key of g's position for the analysis: board, side to move, komi. */
uint64_t analyst_key(const struct game *g);

/* Analyse g's position (again when it changed, or the ownership asked
 * changed); -1 with *cause when the engine failed. */
int analyst_sync(struct engine_analyst *a, const struct game *g, char **cause);
/* Stop analysing (the engine stays, told the position). */
int analyst_stop(struct engine_analyst *a, char **cause);

/* Read its answers: 1 when a new line for the current position was
 * parsed, 0 when not, -1 with *cause when the engine failed. */
int analyst_service(struct engine_analyst *a, struct game *g, char **cause);

#endif

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
 *   after the next command is written) is dropped by its key.  A candidate
 *   on a stone is dropped (drawn, it would hide the stone); a line left
 *   with no candidate and no ownership counts as not understood (`unread`).
 * - An engine with neither but with estimate_score (GNU Go): once per
 *   position, after the position is told, `estimate_score` (the lead) and,
 *   when list_commands has them, `top_moves_black`/`_white` for the side to
 *   move, else `reg_genmove COLOR` and `top_moves` (the candidates and their
 *   values), all sent without waiting; each answer fills `line` (lead_only:
 *   no win rate, analysis_line.h) and counts as a line.  No new question is
 *   sent while answers are due (a genmove at a high level takes seconds: a
 *   review stepped through quickly must not queue one per move): answers for
 *   a position left behind are dropped, and the last of them asks about the
 *   position now analysed.  analyst_stop() sends nothing.
 * - An engine with none of these: analyst_sync() fails with a message that
 *   says so.
 * - Tests: tests/check_analyst.c against tests/fake-analysis.sh (kata, lz,
 *   gnugo, none, slow, silent, crashing; the position re-sent after a move;
 *   gnugo's answers for a position left behind dropped).
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
	bool score;               /* no stream: estimate_score (GNU Go) */
	int top;                  /* score: 0 no top_moves, 1 top_moves_COLOR,
	                             2 reg_genmove and top_moves */
	int due;                  /* score: answers asked for and not read */
	uint64_t asked;           /* score: the position they are for */
	bool ownership;           /* ask for the ownership map (kata only) */
	bool running;             /* a stream was asked for and not stopped */
	uint64_t key;             /* the position the stream is for */
	uint64_t line_key;        /* the position `line` is for (0: none) */
	struct analysis_line line;
	int lines;                /* lines parsed for this position */
	int unread;               /* lines in a row not understood (none parsed
	                             since): an engine speaking another tongue */
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

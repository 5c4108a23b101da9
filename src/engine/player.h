/*
 * player.h — a GTP engine as a player of a game: it is told the game,
 * asked for moves, and its moves are checked by tengen's rules like a
 * person's (tengen is the referee).
 *
 * engine_player_sync() brings the engine to the game: the handshake
 * (protocol_version, name, version), then boardsize, clear_board, komi,
 * the rules (kgs-rules, where known), the setup (set_free_handicap, or
 * play for each stone), and the moves it has not seen; a game that went
 * back (undo, a new game) is replayed from clear_board.  When it is the
 * engine's colour to play it asks genmove; after the stop it asks
 * final_status_list dead.  Nothing blocks: the answers are read by
 * engine_player_service() when the descriptors of engine_pollfds() are
 * ready (player->e), and each gives an event.
 *
 * - player.c — struct engine_player keeps the moves the engine has been told
 *   (or played) and compares them with the game's record at every
 *   engine_player_sync(): the missing moves are sent as play; a game that
 *   went back (undo, a new game, other komi, rules, size or setup stones) is
 *   told again from boardsize/clear_board/komi/kgs-rules, the setup
 *   (set_free_handicap when the setup is exactly the handicap, else play per
 *   stone; placing the stones of a legal position one by one captures
 *   nothing) and the moves.  While a genmove is in flight nothing else is
 *   sent, so every command applies to the board the engine has.  Its move is
 *   checked with game_legal() and played with endgame_play(); an answer that
 *   comes after the game changed (undo, take-over) is not played, but counted
 *   as on its board, so the next sync replays.  resign is endgame_resign().
 *   After the stop it is asked final_status_list dead once (again after a
 *   resumption).  A hint is genmove for the side to move, then undo (when
 *   undo is refused the next sync replays).  A failure marks the player
 *   failed; the caller frees it.
 */
#ifndef TENGEN_ENGINE_PLAYER_H
#define TENGEN_ENGINE_PLAYER_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "engine/engine.h"
#include "rules/game.h"

/* How long a move may take by default, in milliseconds. */
#define ENGINE_MOVE_TIMEOUT_MS 60000

enum engine_event_kind {
	ENGINE_EV_NONE = 0,
	ENGINE_EV_READY,      /* name and version known */
	ENGINE_EV_MOVED,      /* it played (point, or PASS) in the game */
	ENGINE_EV_RESIGNED,   /* it resigned: the game is over */
	ENGINE_EV_HINT,       /* its suggestion (point, or PASS) for the side to move */
	ENGINE_EV_DEAD_LIST,  /* its dead stones after the stop (player->dead) */
};

struct engine_event {
	enum engine_event_kind kind;
	int point;
};

/* The most columns of an engine's name and version (player.c, set_name). */
#define ENGINE_NAME_COLUMNS 64

struct engine_player {
	struct engine *e;
	enum color color;        /* the colour it plays; EMPTY: it only gives hints */
	char *name;              /* "GNU Go 3.8" (sanitized, at most ENGINE_NAME_COLUMNS),
	                            or the command's first word */
	int move_timeout_ms;
	/* what the engine has been told */
	bool set_up;
	int size;
	enum rules rules;
	double komi;
	uint64_t start_hash;
	int16_t *known;          /* its moves: point, colour in known_color */
	uint8_t *known_color;
	size_t nknown, cap_known, cap_known_color;
	/* the request in flight */
	bool thinking;           /* a genmove (or hint) is being answered */
	int think_moves;         /* the game's move count when it was asked */
	bool hint_wanted;        /* the next genmove is a hint (then undo) */
	bool asked_dead;         /* final_status_list dead asked since the stop */
	/* its dead stones after the stop */
	int *dead;
	int ndead;
	bool have_dead;
	bool failed;              /* it failed once: it is not asked again */
};

/* Start command as the player of color (EMPTY: hints only). */
struct engine_player *engine_player_start(const char *command, enum color color,
                                          char **cause);
void engine_player_free(struct engine_player *p);

/* Tell it what of g it has not seen; ask a move when color is to play.
 * -1 with *cause when it failed (then free it: the game goes on). */
int engine_player_sync(struct engine_player *p, const struct game *g, char **cause);
/* Ask a move for the side to move as a hint (genmove, then undo). */
int engine_player_hint(struct engine_player *p, const struct game *g, char **cause);
/* Ask its dead stones (final_status_list dead) for the position of g. */
int engine_player_ask_dead(struct engine_player *p, const struct game *g, char **cause);
/* Read its answers; the first event in *ev (ENGINE_EV_NONE: nothing yet).
 * A move is played in g through the rules; an illegal one, '?' to a
 * command it must know, garbage, a timeout or its end: -1 with *cause. */
int engine_player_service(struct engine_player *p, struct game *g, struct engine_event *ev,
                          char **cause);
/* One answer of its engine (what engine_player_service does with each):
 * for a caller that takes the answers itself (analyst.c: tags from 100 on
 * are its own and not seen here). */
int engine_player_answer(struct engine_player *p, struct game *g, const struct engine_answer *a,
                         struct engine_event *ev, char **cause);
/* Do its dead stones (after the stop) match g's marks? */
bool engine_player_agrees(const struct engine_player *p, const struct game *g);

#endif

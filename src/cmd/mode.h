/*
 * mode.h — what the session is doing: one explicit mode, and the commands
 * each mode allows.
 *
 * The session is always in exactly one mode.  Most of them are stored
 * (cmd_ctx.mode, set only by cmd_mode_enter/cmd_mode_leave in mode.c);
 * while the stored mode is MODE_PLAYING, the game's own phase (rules/
 * endgame.c, which the rules change by themselves: two passes stop play)
 * refines it into PLAYING, STOPPED, CONFIRMING or FINISHED.  cmd_mode()
 * is the one place that answers "which mode are we in".
 *
 *   mode        the board shows          entered by               left by
 *   PLAYING     the game                 new, load, resume        (the phase moves on)
 *   STOPPED     the game, marks          two passes (rules)       resume, agree → FINISHED
 *   CONFIRMING  a copy of the board      confirm                  confirm-end
 *   FINISHED    the result, marks        agreement, resign, time  new, load, undo of the last step
 *   HANDICAP    the free stones placed   new with free handicap   the last stone placed
 *   PAUSED      the game, clocks stopped both ask `pause`        both ask `pause` again, the game's end
 *   SEALING     the game                 seal (alone)             the sealed move (quit), seal again, the game's end
 *   REVIEWING   a node of the record     review, --review         review (again), play-from-here
 *   EDITING     a setup node             edit                     edit (again)
 *   SOLVING     a problem                problems                 problems off
 *   PICKING     a list of games          a collection opened      pick N, pick cancel
 *
 * PICKING comes over another mode and goes back to it (cmd_ctx.mode_under);
 * EDITING goes back to REVIEWING, or to PLAYING when it began in play.
 *
 * A command names the modes it runs in (cmd_entry.modes, beside its handler
 * in the table, as tmux's cmd_entry names its flags); cmd_run() refuses it
 * in any other mode with that mode's words (cmd_mode_refuse), before the
 * handler runs, so no handler tests the mode to refuse.
 */
#ifndef TENGEN_MODE_H
#define TENGEN_MODE_H

#include <stdbool.h>

struct cmd_ctx;

enum cmd_mode {
	MODE_PLAYING,
	MODE_STOPPED,
	MODE_CONFIRMING,
	MODE_FINISHED,
	MODE_HANDICAP,
	MODE_PAUSED,
	MODE_SEALING,
	MODE_REVIEWING,
	MODE_EDITING,
	MODE_SOLVING,
	MODE_PICKING,
	MODE_COUNT
};

#define MODE_BIT(m) (1u << (m))
/* The phases of the game in play: the rules decide what each allows. */
#define MODES_LIVE (MODE_BIT(MODE_PLAYING) | MODE_BIT(MODE_STOPPED) | \
                    MODE_BIT(MODE_CONFIRMING) | MODE_BIT(MODE_FINISHED))
/* The modes of the game in play (its phases and what stops it). */
#define MODES_GAME (MODE_BIT(MODE_PLAYING) | MODE_BIT(MODE_STOPPED) | \
                    MODE_BIT(MODE_CONFIRMING) | MODE_BIT(MODE_FINISHED) | \
                    MODE_BIT(MODE_HANDICAP) | MODE_BIT(MODE_PAUSED) | MODE_BIT(MODE_SEALING))
/* The modes that show the record, not the game. */
#define MODES_RECORD (MODE_BIT(MODE_REVIEWING) | MODE_BIT(MODE_EDITING))
/* Everything but solving and picking. */
#define MODES_BOARD (MODES_GAME | MODES_RECORD)
#define MODES_ALL ((1u << MODE_COUNT) - 1)

/* The mode now. */
enum cmd_mode cmd_mode(const struct cmd_ctx *c);
/* The mode of the game in play, under a review, the problems or a list:
 * what the clocks follow. */
enum cmd_mode cmd_mode_game(const struct cmd_ctx *c);
/* Its name for tests and messages of the protocol ("reviewing"). */
const char *cmd_mode_name(enum cmd_mode m);
/* Enter m (not a phase of the game: those are the rules'); leave it to the
 * mode it came from. */
void cmd_mode_enter(struct cmd_ctx *c, enum cmd_mode m);
void cmd_mode_leave(struct cmd_ctx *c, enum cmd_mode m);
/* A new game in play (new, a file opened): the modes of the game left go
 * (placing stones, a pause, sealing); a review, problems or a list over
 * them stay. */
void cmd_mode_new_game(struct cmd_ctx *c);
/* The game is over (a resignation, allowed while paused or sealing; a flag
 * that fell while sealing): PAUSED and SEALING are left, for a finished game
 * is neither.  Called after every command, engine event and clock charge. */
void cmd_mode_game_over(struct cmd_ctx *c);
/* Refuse the command e in the mode now, with the mode's words and what
 * leaves it; returns CMD_FAILED | CMD_REDRAW_MESSAGE. */
struct cmd_entry;
int cmd_mode_refuse(struct cmd_ctx *c, const struct cmd_entry *e);

#endif

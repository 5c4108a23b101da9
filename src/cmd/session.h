/*
 * session.h — a session: one game in play with everything that goes with it,
 * started once and waited on once, for every interactive front end.
 *
 * A session is the game and its record (the file opened, the autosave, the
 * archive a finished game goes to), the clocks, the players (people by
 * name, engines by command), the aids and take-backs, the mode (mode.h),
 * the review, problems or picker over it, and the message log: struct
 * session (cmd.h).  A command works in a struct cmd_ctx, which holds the
 * session (c->s) and what belongs to that command alone, where it leaves
 * its answer for the front end that ran it:
 *   the session's: game, mode, mode_stack, mode_depth; record,
 *     autosave_problem; name, takebacks, saved, sealed; clock, now_ms;
 *     engine, hint_engine, hint_command, hint, hint_at, engine_delay_ms,
 *     engine_timeout_ms, engine_not_before; aids, aids_start, numbers,
 *     estimate, estimate_moves, estimate_hash, estimate_lead, play_marks,
 *     play_marks_key, play_comment, play_comment_scroll; free_total, nfree, free_pts; review, lead,
 *     graph_hidden, problems, pick, edit_play, edit_changes; log,
 *     message_seq; cursor and key_for (the front end's, kept for it);
 *   one command's (set by cmd_run for its caller, read at once): bang,
 *     message, message_error, ask (after CMD_ASK), verdict (a confirmation
 *     just ended), line_prefill.
 *
 * The start: session_start() sets a session up from the options, as main.c
 * reads them for the screen and for --plain alike: time from clock_ms(),
 * the aids, the engines' delay and timeout, the game (a new one from the
 * setup, take-backs included, or the opened record's), the record and its
 * autosave; session_start_engines() starts the engines of the options last.
 * Between the two each front end does its own, in its own order, since it
 * shows or says each step: the resume question, the review of the opened
 * file, the problems, the welcome (curses and readline are its own too).
 * The GTP referee (src/gtp) has no session: it is a layer beside cmd, not
 * above it (tests/layers.sh), and a referee for scripts has no record to
 * autosave, no engines of its own, no clock that runs (time_settings is the
 * protocol's) and nothing to wait on but its next line; the game it plays
 * is set up by main.c's setup_game, the one part it could share.
 *
 * The wait (session_wait): a front end has one descriptor of its own to
 * read (the terminal, standard input) and the session has more to watch:
 * the engines' pipes, their deadlines and the delay between their moves
 * (cmd_engines_pollfds, cmd_engines_timeout), the clock's next second
 * (cmd_clock_wait).  session_wait() polls them all for the nearest of these
 * deadlines and the caller's own timer, serves the engines when one is
 * ready or its time is up (cmd_engines_service), charges the clock when its
 * second came (cmd_clock_tick), and says what woke it.  A signal (EINTR: a
 * suspend, a resize, SIGHUP) is a wake-up of its own, never the end of the
 * input: only reading fd tells that.  Tests: tests/check_session.c.
 */
#ifndef TENGEN_SESSION_H
#define TENGEN_SESSION_H

#include "cmd/cmd.h"

struct record;
struct sgf_msgs;

/* What a session starts with: the command-line options and the config
 * file, as main.c reads them for the screen and --plain alike. */
struct session_options {
	const struct game_setup *setup; /* the game to start (not with opened) */
	struct record *record;        /* save, load, autosave; NULL: none */
	const char *opened;           /* the game was opened from this file (record_open) */
	const struct sgf_msgs *msgs;  /* the loader's warnings about it */
	int aids;                     /* beginner aids at a new game: 1 on, -1 off,
	                                 0: on boards up to 9×9 */
	/* GTP engines (cmd_engine.c) */
	const char *engine[3];        /* the command playing BLACK / WHITE, or NULL */
	const char *hint;             /* --hint's command, or NULL */
	const char *analysis;         /* --analysis's command, or NULL (started by
	                                 the analysis command only) */
	int engine_delay_ms;          /* between two engines' moves */
	int engine_timeout_ms;        /* for a move; 0: the default */
	int analyze_visits;           /* `analyze`: --analyze-visits (0: the default) */
	double analyze_seconds;       /* and --analyze-seconds (0: none) */
};

/* Start the session in c (cmd_ctx_init done): time from clock_ms(), the
 * aids, the engines' settings, then the game (a new one from o->setup, or
 * the opened record's), the record and its autosave.  Returns CMD_* flags:
 * CMD_FAILED (and the message) when the setup cannot be played, then
 * nothing else is done; CMD_SAY_AUTOSAVE when there can be no autosave
 * (c->s.autosave_problem says why). */
int session_start(struct cmd_ctx *c, const struct session_options *o);

/* The engines of o, then the first sync (an engine to move is asked):
 * after each, step(front, flags) shows or says what it did.  Last of the
 * start, so that an engine's words come after the front end's own. */
void session_start_engines(struct cmd_ctx *c, const struct session_options *o,
                           void (*step)(void *front, int flags), void *front);

/* What woke session_wait (bits). */
enum session_woke {
	SESSION_WOKE_FD = 1 << 0,     /* fd has something to read, or hung up */
	SESSION_WOKE_ENGINE = 1 << 1, /* engines served: an answer, a deadline, the delay over */
	SESSION_WOKE_TIMER = 1 << 2,  /* the clock's next second (charged) or the caller's timer */
	SESSION_WOKE_SIGNAL = 1 << 3, /* interrupted by a signal: look at the signal's flags */
};

/* Wait for fd (-1: none) to be readable, the engines, the clock's next
 * second and timer_ms (-1: no timer of the caller's), whichever comes
 * first.  With fd -1 (a script's pipe, read through stdio, waiting on an
 * engine's move) the clock is not waited for: the engine's answer charges
 * it.  *flags gets the CMD_* flags of what was served (0 when nothing was).
 * Returns SESSION_WOKE_* bits. */
int session_wait(struct cmd_ctx *c, int fd, int timer_ms, int *flags);

struct autosave;

/* Signals from outside, the same for every front end: SIGHUP (a dropped
 * SSH connection), SIGTERM, SIGINT and SIGQUIT.  The handler writes the last
 * complete autosave of a (may be NULL) with async-signal-safe calls only
 * (autosave_signal_flush) and sets a flag, with no SA_RESTART: the wait or
 * the read returns (EINTR) and the front end's loop sees
 * session_signal() != 0, puts the terminal back and leaves, saying so with
 * session_say_left() and exiting 128 plus the signal's number.  The handlers
 * before are put back by session_signals_release(); catching again before
 * that puts ours back in (after readline's Ctrl-Z has set its own). */
void session_signals_catch(struct autosave *a);
void session_signals_release(void);
/* The signal caught (0: none yet). */
int session_signal(void);
/* On leaving after a signal or the end of input (why), on standard error:
 * where the game is autosaved, or that the last autosave failed; never a
 * save that did not happen. */
void session_say_left(const struct session_options *o, const char *why);

#endif

/*
 * session.h — a session: one game in play with what goes with it, started
 * once and waited on once, for every interactive front end.
 *
 * (The opening comment is completed with session_start.)
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

#endif

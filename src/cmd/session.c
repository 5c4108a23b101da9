/*
 * session.c — a session started and waited on (session.h): the one start
 * of the front ends, and their one wait on input, engines and clock.
 */
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/session.h"
#include "record/record.h"
#include "record/autosave.h"
#include "base/i18n.h"
#include "base/clock_ms.h"
#include "base/util.h"

int session_start(struct cmd_ctx *c, const struct session_options *o)
{
	int flags;

	c->s.now_ms = clock_ms;
	c->s.aids_start = o->aids ? o->aids > 0 : -1;
	c->s.engine_delay_ms = o->engine_delay_ms;
	c->s.engine_timeout_ms = o->engine_timeout_ms;
	if (o->hint)
		c->s.hint_command = xstrdup(o->hint);
	if (o->analysis)
		c->s.analysis_command = xstrdup(o->analysis);
	c->s.analyze_visits = o->analyze_visits;
	c->s.analyze_seconds = o->analyze_seconds;
	flags = o->opened ? 0 : cmd_new_game(c, o->setup);
	if ((flags & CMD_FAILED) || !o->record)
		return flags;
	c->s.record = o->record;
	if (o->opened) {
		flags |= cmd_opened(c, o->opened, o->msgs);
	} else {
		record_new_game(o->record, c->s.name[BLACK], c->s.name[WHITE]);
		/* the clock of --time, set before there was a record */
		record_clock_new(o->record, &c->s.clock.clock.spec);
	}
	return flags | cmd_autosave_start(c);
}

void session_start_engines(struct cmd_ctx *c, const struct session_options *o,
                           void (*step)(void *front, int flags), void *front)
{
	for (int who = BLACK; who <= WHITE; who++)
		if (o->engine[who])
			step(front, cmd_engine_start(c, (enum color)who, o->engine[who]));
	step(front, cmd_engines_sync(c));
}

/* The nearer of two timeouts in ms, -1 standing for none. */
static int nearest(int a, int b)
{
	return a < 0 || (b >= 0 && b < a) ? b : a;
}

int session_wait(struct cmd_ctx *c, int fd, int timer_ms, int *flags)
{
	struct pollfd fds[1 + CMD_ENGINE_POLLFDS];
	int n = cmd_engines_pollfds(c, fds + 1), engines = cmd_engines_timeout(c);
	int t = nearest(nearest(engines, fd >= 0 ? cmd_clock_wait(c) : -1), timer_ms);
	int r, woke = 0;
	bool engine_ready = false;

	*flags = 0;
	fds[0] = (struct pollfd){ .fd = fd, .events = POLLIN }; /* fd -1: left out */
	r = poll(fds, (nfds_t)n + 1, t);
	if (r < 0)
		return SESSION_WOKE_SIGNAL; /* EINTR: the caller looks at its signals */
	for (int i = 1; i <= n; i++)
		engine_ready |= fds[i].revents != 0;
	if (fd >= 0 && fds[0].revents)
		woke |= SESSION_WOKE_FD;
	if (engine_ready || (r == 0 && engines >= 0)) {
		*flags = cmd_engines_service(c); /* it charges the clock too */
		woke |= SESSION_WOKE_ENGINE;
	} else if (r == 0) {
		*flags = cmd_clock_tick(c);
		woke |= SESSION_WOKE_TIMER;
	}
	return woke;
}

/* ---- signals from outside (session.h) ----
 * A signal handler gets only the signal's number, hence these file-scope
 * variables. */
static struct autosave *volatile sig_autosave;
static volatile sig_atomic_t sig_caught;
static const int sig_list[] = { SIGHUP, SIGTERM, SIGINT, SIGQUIT };
#define NSIG_CAUGHT (int)(sizeof sig_list / sizeof sig_list[0])
static struct sigaction sig_old[NSIG_CAUGHT];
static bool sig_on; /* ours are in: sig_old holds the ones before */

static void on_signal(int sig)
{
	autosave_signal_flush(sig_autosave);
	sig_caught = sig;
}

void session_signals_catch(struct autosave *a)
{
	struct sigaction sa;

	sig_autosave = a;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (int i = 0; i < NSIG_CAUGHT; i++)
		sigaddset(&sa.sa_mask, sig_list[i]);
	sa.sa_flags = 0; /* no SA_RESTART: the read returns, the loop sees the flag */
	for (int i = 0; i < NSIG_CAUGHT; i++)
		sigaction(sig_list[i], &sa, sig_on ? NULL : &sig_old[i]);
	sig_on = true;
}

void session_signals_release(void)
{
	for (int i = 0; i < NSIG_CAUGHT; i++)
		sigaction(sig_list[i], &sig_old[i], NULL);
	sig_autosave = NULL;
	sig_on = false;
}

int session_signal(void)
{
	return sig_caught;
}

void session_say_left(const struct session_options *o, const char *why)
{
	struct record *r = o->record;
	struct autosave *a = r ? r->autosave : NULL;
	char *cause = NULL;

	if (a && a->ready >= 0 && a->dirty) {
		autosave_request(a); /* one more try, out of the signal handler */
		(void)autosave_service(a, &cause);
	}
	if (!a || a->ready < 0)
		fprintf(stderr, "%s: %s\n", PACKAGE, why);
	else if (!a->dirty)
		fprintf(stderr, _("%s: %s: the game is autosaved in %s\n"), PACKAGE, why, a->path);
	else
		fprintf(stderr, _("%s: %s: the game could not be autosaved: %s\n"), PACKAGE, why,
		        cause ? cause : a->path);
	free(cause);
}

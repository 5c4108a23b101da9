/*
 * session.c — a session started and waited on (session.h): the one start
 * of the front ends, and their one wait on input, engines and clock.
 */
#include <poll.h>

#include "cmd/session.h"
#include "record/record.h"
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

/*
 * session.c — a session started and waited on (session.h): the one start
 * of the front ends, and their one wait on input, engines and clock.
 */
#include <poll.h>

#include "cmd/session.h"

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

/*
 * clock_ms.h — the one monotonic clock of the program.
 *
 * Every time a layer reads (the game's clocks through cmd_ctx.now_ms, the
 * engines' deadlines and the delay between their moves, the time a
 * suspended program was stopped) comes from clock_ms(): CLOCK_MONOTONIC,
 * which the time of day cannot make jump.  It is async-signal-safe
 * (clock_gettime is), so a signal handler may read it too.
 */
#ifndef TENGEN_CLOCK_MS_H
#define TENGEN_CLOCK_MS_H

#include <stdint.h>

/* Milliseconds of CLOCK_MONOTONIC (from an unspecified start). */
int64_t clock_ms(void);

#endif

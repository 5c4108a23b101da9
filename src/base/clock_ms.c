/*
 * clock_ms.c — the one monotonic clock (clock_ms.h).
 */
#include "base/clock_ms.h"

#include <time.h>

int64_t clock_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

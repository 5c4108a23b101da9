/*
 * bench_engine.c — how long a GTP engine takes per move here: genmove for
 * both colours from the empty board, MOVES moves, on 9×9 and 19×19, through
 * src/engine (the time includes the pipes, which are negligible).
 *
 *   bench/bench_engine MOVES 'COMMAND' ['COMMAND'…]
 *
 * make bench-engine runs GNU Go at levels 0 and 10 (its default), and the
 * commands of BENCH_ENGINES.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/engine.h"
#include "base/util.h"

static double now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Genmove alternately; prints the mean and the slowest move; -1 on failure. */
static int bench(const char *command, int size, int moves)
{
	char *cause = NULL, *a = NULL, line[64];
	struct engine *e = engine_spawn(command, &cause);
	double total = 0, worst = 0;
	int n = 0;

	if (!e) {
		fprintf(stderr, "bench_engine: %s\n", cause);
		free(cause);
		return -1;
	}
	snprintf(line, sizeof line, "boardsize %d", size);
	if (engine_call(e, line, 0, &a, &cause) != 1 || (free(a), 0) ||
	    engine_call(e, "clear_board", 0, &a, &cause) != 1)
		goto fail;
	free(a);
	for (; n < moves; n++) {
		double t0 = now_ms(), dt;

		if (engine_call(e, n % 2 ? "genmove white" : "genmove black", 600000, &a, &cause) != 1)
			goto fail;
		dt = now_ms() - t0;
		total += dt;
		worst = dt > worst ? dt : worst;
		if (strcmp(a, "resign") == 0 || strcmp(a, "PASS") == 0 || strcmp(a, "pass") == 0) {
			free(a);
			n++;
			break;
		}
		free(a);
	}
	printf("%-40.40s %2d×%-2d %3d moves: %8.1f ms per move, slowest %8.1f ms\n", command,
	       size, size, n, n ? total / n : 0, worst);
	fflush(stdout);
	engine_free(e);
	return 0;
fail:
	fprintf(stderr, "bench_engine: %s: %s\n", command, cause ? cause : "refused");
	free(cause);
	engine_free(e);
	return -1;
}

int main(int argc, char **argv)
{
	int moves = argc > 1 ? atoi(argv[1]) : 20, rc = 0;

	if (argc < 3 || moves <= 0) {
		fprintf(stderr, "usage: bench_engine MOVES 'COMMAND'...\n");
		return 2;
	}
	for (int i = 2; i < argc; i++)
		for (int size = 9; size <= 19; size += 10)
			if (bench(argv[i], size, moves) < 0)
				rc = 1;
	return rc;
}

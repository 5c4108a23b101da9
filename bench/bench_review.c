/*
 * bench_review.c — opening a record in review and walking it (make
 * bench-review): files made here in a temporary folder, never committed —
 * 2,000, 8,000 and 200,000 setup nodes alternating AB[ee] and AE[ee], and
 * a root with 100,000 variations.  Each is opened as `tengen FILE` then
 * review does it (record_open, record_tree, review_open, the review put on
 * the game's node), then walked: every node of the line one step forward,
 * and the root's last variation chosen and entered.  Medians of 5 runs, in ms; the
 * nodes replayed (sgf_replay_nodes) show the work is linear in the file.
 * Usage: bench_review [RUNS]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/util.h"
#include "record/record.h"
#include "record/review.h"
#include "record/sgfgame.h"

/* One run: open path in review and walk it; the nodes replayed. */
static unsigned long open_and_walk(const char *path)
{
	unsigned long before = sgf_replay_nodes;
	struct sgf_node *root, *at;
	struct review rv;
	struct record r;
	struct game g;
	struct sgf *tree;

	game_init(&g, 19, RULES_JAPANESE);
	record_init(&r);
	if (record_open(&r, &g, path, NULL) < 0 || !(tree = record_tree(&r, &g, &root, &at)) ||
	    review_open(&rv, tree, root, NULL) < 0) {
		fprintf(stderr, "bench_review: %s cannot be opened in review\n", path);
		exit(1);
	}
	rv.node = at;
	review_replay(&rv, NULL);
	review_first(&rv);
	while (review_next(&rv))
		;
	review_first(&rv);
	if (review_variation(&rv, -1)) /* the last variation, then into it */
		review_next(&rv);
	review_close(&rv);
	record_free(&r);
	game_free(&g);
	return sgf_replay_nodes - before;
}

static int cmp_ms(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void measure(const char *path, const char *what, int runs)
{
	double ms[32];
	unsigned long nodes = 0;

	for (int i = 0; i < runs; i++) {
		struct timespec t0, t1;

		clock_gettime(CLOCK_MONOTONIC, &t0);
		nodes = open_and_walk(path);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		ms[i] = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
	}
	qsort(ms, (size_t)runs, sizeof *ms, cmp_ms);
	printf("%-34s median %9.1f ms  (%d runs, %lu nodes replayed a run)\n", what, ms[runs / 2],
	       runs, nodes);
}

/* The record of n nodes: setup alternating AB[ee] and AE[ee] (variations
 * 0), or a root with n variations of one move each (variations 1). */
static void write_record(const char *path, int n, int variations)
{
	FILE *f = fopen(path, "w");

	if (!f) {
		perror(path);
		exit(1);
	}
	fputs("(;GM[1]FF[4]SZ[19]", f);
	for (int i = 0; i < n; i++)
		if (variations)
			fprintf(f, "(;B[%c%c])", 'a' + i % 19, 'a' + i / 19 % 19);
		else
			fputs(i % 2 ? ";AE[ee]" : ";AB[ee]", f);
	fputs(")\n", f);
	fclose(f);
}

int main(int argc, char **argv)
{
	static const struct {
		int n, variations;
		const char *what;
	} files[] = {
		{ 2000, 0, "2,000 setup nodes (14 KB)" },
		{ 8000, 0, "8,000 setup nodes (56 KB)" },
		{ 200000, 0, "200,000 setup nodes (1.4 MB)" },
		{ 100000, 1, "a node with 100,000 variations" },
	};
	char dir[] = "/tmp/tengen-bench-review.XXXXXX", path[64];
	int runs = argc > 1 ? atoi(argv[1]) : 5;

	if (runs < 1 || runs > 32)
		runs = 5;
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	snprintf(path, sizeof path, "%s/r.sgf", dir);
	for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
		write_record(path, files[i].n, files[i].variations);
		measure(path, files[i].what, runs);
	}
	unlink(path);
	rmdir(dir);
	return 0;
}

/*
 * bench_sgf.c — make bench-sgf: parse a large SGF collection and replay
 * every game legally (sgf_parse + sgf_replay), in MB/s and moves/s, against
 * @sabaki/sgf + @sabaki/go-board doing the same work under Node in the same
 * run (bench_sabaki.js).  The collection is made here: random legal games
 * from the playout code, with player names and a comment every 50 moves.
 * Medians of 5 runs (tengen) and NODE-RUNS runs (Node, default 1: it is slow).
 * Times are CPU seconds of each process (Node's: process.cpuUsage, its
 * garbage collector's threads included), not the wall clock: on a machine
 * shared by other work the wall clock of two runs minutes apart measures the
 * load more than the programs.
 * Also `tengen --check FILE` as the command line runs it (sgftool_check: the
 * file read and decoded, every variation replayed, the messages written),
 * against the same Node run: issue 25 asks 100x.
 * Usage: bench_sgf [GAMES [FILE [NODE-COMMAND [NODE-RUNS]]]]; GAMES 0: FILE
 * is an existing collection, read as it is (make bench-sgf
 * BENCH_SGF_FILE=FILE).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/readfile.h"
#include "cli/sgftool.h"
#include "rules/game.h"
#include "analysis/playout.h"
#include "record/sgf.h"
#include "record/sgfgame.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void make_collection(int games, struct sbuf *out)
{
	uint64_t seed = 20261130;
	struct game g;
	struct game_info info;

	game_init(&g, 19, RULES_JAPANESE);
	for (int k = 0; k < games; k++) {
		struct sgf *s;
		struct sgf_node *n;
		int i = 0;
		char c[32];

		game_clear(&g);
		for (int m = 0; m < 19 * 19 * 3 && g.phase == PHASE_PLAYING; m++)
			game_play(&g, g.to_move, playout_pick(&g, g.to_move, &seed));
		game_info_init(&info);
		info.black = "Random Black";
		info.white = "Random White";
		info.date = "2026-11-30";
		s = sgf_from_game(&g, &info);
		for (n = s->games; n; n = n->child, i++)
			if (i && i % 50 == 0) {
				snprintf(c, sizeof c, "move %d: [a comment]", i);
				sgf_node_set_text(s, n, "C", c);
			}
		sgf_write(s, out);
		sgf_free(s);
	}
	game_free(&g);
}

/* The collection at file, into out (GAMES 0). */
static int read_collection(const char *file, struct sbuf *out)
{
	char *cause = NULL;
	size_t len;
	char *data = file_read(file, SGF_FILE_MAX, &len, &cause);

	if (!data) {
		fprintf(stderr, "%s: %s\n", file, cause);
		free(cause);
		return -1;
	}
	sbuf_free(out);
	out->s = data, out->len = len, out->cap = len + 1;
	return 0;
}

/* The median of 5 runs of `tengen --check file`. */
static double check_seconds(const char *file)
{
	char *files[] = { (char *)file };
	FILE *null = fopen("/dev/null", "w");
	double t[5];

	for (int r = 0; r < 5; r++) {
		double t0 = now();

		sgftool_check(files, 1, null, null);
		t[r] = now() - t0;
	}
	fclose(null);
	qsort(t, 5, sizeof *t, cmp_double);
	return t[2];
}

static long tengen_once(const char *data, size_t len, int *warnings)
{
	struct sgf_msgs m;
	struct sgf *s;
	long moves = 0;

	sgf_msgs_init(&m);
	s = sgf_parse(data, len, "bench", &m);
	for (const struct sgf_node *r = s ? s->games : NULL; r; r = r->next) {
		struct game g;
		struct sgf_replay w;

		sgf_replay(s, r, -1, &g, NULL, &w, &m);
		moves += w.moves;
		game_free(&g);
	}
	*warnings = m.n;
	sgf_msgs_free(&m);
	sgf_free(s);
	return moves;
}

int main(int argc, char **argv)
{
	int games = argc > 1 ? atoi(argv[1]) : 2000, warnings = 0;
	const char *file = argc > 2 ? argv[2] : "bench/collection.sgf";
	const char *node = argc > 3 ? argv[3] : NULL;
	int node_runs = argc > 4 ? atoi(argv[4]) : 1;
	struct sbuf b;
	double t[5], mb, secs, check_secs, js_secs = 0;
	long moves = 0, js_moves = 0;
	FILE *f;

	sbuf_init(&b);
	if (games == 0) {
		if (read_collection(file, &b) < 0)
			return 1;
	} else if (make_collection(games, &b),
	           !(f = fopen(file, "wb")) || fwrite(b.s, 1, b.len, f) != b.len || fclose(f)) {
		perror(file);
		return 1;
	}
	mb = (double)b.len / 1e6;
	for (int r = 0; r < 5; r++) {
		double t0 = now();

		moves = tengen_once(b.s, b.len, &warnings);
		t[r] = now() - t0;
	}
	qsort(t, 5, sizeof *t, cmp_double);
	secs = t[2];
	check_secs = check_seconds(file);
	printf("bench-sgf: %.2f MB, %ld moves (%s)\n", mb, moves, file);
	if (warnings && games) {
		printf("bench-sgf: %d warnings in the replay: the collection is not all legal\n",
		       warnings);
		return 1;
	}
	printf("  tengen  parse+replay: %8.4f s  %8.1f MB/s  %11.0f moves/s\n", secs, mb / secs,
	       (double)moves / secs);
	printf("  tengen  --check:      %8.4f s  %8.1f MB/s  %11.0f moves/s\n", check_secs,
	       mb / check_secs, (double)moves / check_secs);
	if (node) {
		char cmd[4096], line[512];
		FILE *p;

		snprintf(cmd, sizeof cmd, "%s '%s' %d", node, file, node_runs);
		p = popen(cmd, "r");
		if (p && fgets(line, sizeof line, p) &&
		    sscanf(line, "{\"seconds\":%lf,\"moves\":%ld", &js_secs, &js_moves) == 2) {
			printf("  sabaki  parse+replay: %8.4f s  %8.1f MB/s  %11.0f moves/s"
			       " (@sabaki/sgf + @sabaki/go-board, Node)\n",
			       js_secs, mb / js_secs, (double)js_moves / js_secs);
			if (js_moves != moves)
				printf("  (sabaki replayed %ld moves, tengen %ld)\n", js_moves, moves);
			printf("  tengen is %.1fx faster (target: 50x); tengen --check %.1fx (target: 100x)\n",
			       js_secs / secs, js_secs / check_secs);
		} else {
			printf("  sabaki reference not run (needs node and `npm install` in bench/node)\n");
		}
		if (p)
			pclose(p);
	}
	sbuf_free(&b);
	return 0;
}

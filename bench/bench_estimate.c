/*
 * bench_estimate.c — the estimate of dead stones against GNU Go's
 * `final_status_list dead` on GNU Go self-play games (bench/gnugo-games.sh
 * writes them, one line a game: SIZE KOMI b:D4 w:PASS … | DEAD …), and its
 * time per final position.
 *
 * Usage: bench_estimate [-v] FILE…   (-v: print every disagreement)
 * Prints per board size: games, identical dead sets, the time per position
 * (median and maximum, milliseconds, one core).  Then the same games in
 * the middle: the positions at every MID_STEP moves (MID_STEP moves or
 * more before the end), as the lead graph and the :estimate aid see them:
 * how many, in how many every stone of a colour was guessed dead ("all dead") (never
 * right on a board still open), and the time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis/estimate.h"
#include "rules/game.h"

#define MAX_SIZES 26
#define MID_STEP 30

struct times {
	double *ms;
	size_t n, cap;
};

struct tally {
	int games, same;
	struct times final;
	int mid, wiped;  /* mid-game positions; those with a colour all dead */
	struct times middle;
};

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Replay the moves of a line (after SIZE KOMI) into g; the dead list after
 * '|' into gnugo[].  Returns 0, or -1 for a line that does not replay. */
static int read_game(char *line, struct game *g, uint8_t *gnugo)
{
	char *save = NULL, *tok;
	int size = atoi(strtok_r(line, " ", &save));
	bool dead_part = false;

	strtok_r(NULL, " ", &save); /* komi: the estimate does not use it */
	if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE || game_init(g, size, RULES_JAPANESE))
		return -1;
	memset(gnugo, 0, BOARD_MAX_POINTS);
	while ((tok = strtok_r(NULL, " \n", &save)) != NULL) {
		int p;

		if (!strcmp(tok, "|")) {
			dead_part = true;
			continue;
		}
		p = board_parse_vertex(&g->board, dead_part ? tok : tok + 2);
		if (dead_part && p >= 0)
			gnugo[p] = 1;
		else if (!dead_part && (p == NO_POINT ||
		                        game_play(g, tok[0] == 'b' ? BLACK : WHITE, p) != MOVE_OK))
			return -1;
	}
	return 0;
}

/* Estimate g into *e, adding the time to *t. */
static void timed_estimate(const struct game *g, struct estimate *e, struct times *t)
{
	double t0 = now_ms();

	estimate_game(g, ESTIMATE_SEED, e);
	if (t->n == t->cap)
		t->ms = realloc(t->ms, (t->cap = t->cap * 2 + 16) * sizeof *t->ms);
	t->ms[t->n++] = now_ms() - t0;
}

/* Are there stones of a colour on b, all of them guessed dead? */
static bool colour_wiped(const struct board *b, const struct estimate *e)
{
	int stones[3] = { 0 }, dead[3] = { 0 };

	board_foreach_point(b, p) {
		stones[board_at(b, p)]++;
		dead[board_at(b, p)] += e->dead[p];
	}
	return (stones[BLACK] && dead[BLACK] == stones[BLACK]) ||
	       (stones[WHITE] && dead[WHITE] == stones[WHITE]);
}

/* The mid-game positions of g (its final position on entry): every
 * MID_STEP moves, MID_STEP or more before the end; g is undone to them. */
static void run_middle(struct game *g, struct estimate *e, struct tally *s)
{
	int end = g->nmoves;

	for (int m = (end - MID_STEP) / MID_STEP * MID_STEP; m >= MID_STEP; m -= MID_STEP) {
		while (g->nmoves > m)
			game_undo_move(g);
		timed_estimate(g, e, &s->middle);
		s->mid++;
		s->wiped += colour_wiped(&g->board, e);
	}
}

static void print_diff(const char *file, int lineno, const struct game *g, const uint8_t *gnugo,
                       const uint8_t *mine)
{
	char v[8];

	printf("%s:%d: size %d; GNU Go only:", file, lineno, g->board.size);
	board_foreach_point(&g->board, p)
		if (gnugo[p] && !mine[p])
			printf(" %s", board_vertex_name(&g->board, p, v));
	printf("; tengen only:");
	board_foreach_point(&g->board, p)
		if (mine[p] && !gnugo[p])
			printf(" %s", board_vertex_name(&g->board, p, v));
	printf("\n");
}

static void run_file(const char *file, bool verbose, struct tally *t)
{
	FILE *f = fopen(file, "r");
	char *line = NULL;
	size_t cap = 0;
	int lineno = 0;
	static struct estimate e;
	uint8_t gnugo[BOARD_MAX_POINTS];

	if (!f) {
		perror(file);
		exit(1);
	}
	while (getline(&line, &cap, f) > 0) {
		struct game g;
		struct tally *s;

		lineno++;
		if (read_game(line, &g, gnugo) < 0) {
			fprintf(stderr, "%s:%d: skipped (does not replay)\n", file, lineno);
			continue;
		}
		s = &t[g.board.size];
		timed_estimate(&g, &e, &s->final);
		s->games++;
		if (!memcmp(gnugo, e.dead, sizeof gnugo))
			s->same++;
		else if (verbose)
			print_diff(file, lineno, &g, gnugo, e.dead);
		run_middle(&g, &e, s);
		game_free(&g);
	}
	free(line);
	fclose(f);
}

/* The median and maximum of t (sorted), freed. */
static void print_times(struct times *t)
{
	qsort(t->ms, t->n, sizeof *t->ms, cmp_double);
	printf(" %11.2f %8.2f\n", t->n ? t->ms[t->n / 2] : 0, t->n ? t->ms[t->n - 1] : 0);
	free(t->ms);
}

int main(int argc, char **argv)
{
	static struct tally t[MAX_SIZES];
	bool verbose = argc > 1 && !strcmp(argv[1], "-v");
	int games = 0, same = 0;

	for (int i = verbose ? 2 : 1; i < argc; i++)
		run_file(argv[i], verbose, t);
	printf("%-6s %6s %9s %8s %11s %8s\n", "size", "games", "same", "%", "median ms", "max ms");
	for (int size = 0; size < MAX_SIZES; size++) {
		struct tally *s = &t[size];

		if (!s->games)
			continue;
		printf("%-6d %6d %9d %8.1f", size, s->games, s->same, 100.0 * s->same / s->games);
		print_times(&s->final);
		games += s->games;
		same += s->same;
	}
	if (games)
		printf("%-6s %6d %9d %8.1f\n", "all", games, same, 100.0 * same / games);
	printf("mid-game, every %d moves:\n%-6s %6s %9s %8s %11s %8s\n", MID_STEP, "size",
	       "posns", "all dead", "%", "median ms", "max ms");
	for (int size = 0; size < MAX_SIZES; size++) {
		struct tally *s = &t[size];

		if (!s->mid)
			continue;
		printf("%-6d %6d %9d %8.1f", size, s->mid, s->wiped, 100.0 * s->wiped / s->mid);
		print_times(&s->middle);
	}
	return 0;
}

/*
 * bench_board.c — random legal playouts on 9x9 and 19x19: moves per second
 * of the rules core (game_play with its legality checks and the superko
 * hash under Chinese rules), against a deliberately plain reference board in
 * the same run: flood-fill liberties on a 2-D array, no incremental chains.
 * Medians of 5 runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules/game.h"
#include "analysis/playout.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* ---- tengen: whole games until both pass ---- */
static long tengen_playouts(int size, enum rules rules, int games, uint64_t seed)
{
	struct game g;
	long moves = 0;

	game_init(&g, size, rules);
	for (int k = 0; k < games; k++) {
		game_clear(&g);
		for (int n = 0; n < size * size * 3 && g.phase == PHASE_PLAYING; n++) {
			int p = playout_pick(&g, g.to_move, &seed);

			game_play(&g, g.to_move, p);
			moves++;
		}
	}
	game_free(&g);
	return moves;
}

/* ---- the plain reference: flood fill on every move ---- */
struct plain {
	int n;
	char c[25][25];
	int ko_r, ko_c;
};

static int plain_libs(const struct plain *b, int r, int c, char seen[25][25], int *stones,
                      int sr[], int sc[])
{
	static const int dr[] = { -1, 1, 0, 0 }, dc[] = { 0, 0, -1, 1 };
	char color = b->c[r][c], lseen[25][25];
	int stack[625][2], sp = 0, libs = 0;

	memset(lseen, 0, sizeof lseen);
	stack[sp][0] = r;
	stack[sp++][1] = c;
	seen[r][c] = 1;
	*stones = 0;
	while (sp) {
		int y = stack[--sp][0], x = stack[sp][1];

		sr[*stones] = y;
		sc[(*stones)++] = x;
		for (int d = 0; d < 4; d++) {
			int ny = y + dr[d], nx = x + dc[d];

			if (ny < 0 || nx < 0 || ny >= b->n || nx >= b->n)
				continue;
			if (b->c[ny][nx] == 0 && !lseen[ny][nx]) {
				lseen[ny][nx] = 1;
				libs++;
			} else if (b->c[ny][nx] == color && !seen[ny][nx]) {
				seen[ny][nx] = 1;
				stack[sp][0] = ny;
				stack[sp++][1] = nx;
			}
		}
	}
	return libs;
}

/* Play if legal (occupied, ko, suicide checked); returns 1 if played. */
static int plain_play(struct plain *b, int r, int c, char color)
{
	static const int dr[] = { -1, 1, 0, 0 }, dc[] = { 0, 0, -1, 1 };
	char seen[25][25];
	int sr[625], sc[625], stones, captured = 0, cr = -1, cc = -1;

	if (b->c[r][c] || (r == b->ko_r && c == b->ko_c))
		return 0;
	b->c[r][c] = color;
	for (int d = 0; d < 4; d++) {
		int ny = r + dr[d], nx = c + dc[d];

		if (ny < 0 || nx < 0 || ny >= b->n || nx >= b->n || b->c[ny][nx] != 3 - color)
			continue;
		memset(seen, 0, sizeof seen);
		if (plain_libs(b, ny, nx, seen, &stones, sr, sc) == 0) {
			for (int i = 0; i < stones; i++)
				b->c[sr[i]][sc[i]] = 0;
			captured += stones;
			cr = ny;
			cc = nx;
		}
	}
	memset(seen, 0, sizeof seen);
	if (plain_libs(b, r, c, seen, &stones, sr, sc) == 0) {
		b->c[r][c] = 0;
		return 0;
	}
	b->ko_r = b->ko_c = -1;
	if (captured == 1 && stones == 1) {
		memset(seen, 0, sizeof seen);
		if (plain_libs(b, r, c, seen, &stones, sr, sc) == 1) {
			b->ko_r = cr;
			b->ko_c = cc;
		}
	}
	return 1;
}

static int plain_eye(const struct plain *b, int r, int c, char color)
{
	static const int dr[] = { -1, 1, 0, 0 }, dc[] = { 0, 0, -1, 1 };

	for (int d = 0; d < 4; d++) {
		int ny = r + dr[d], nx = c + dc[d];

		if (ny >= 0 && nx >= 0 && ny < b->n && nx < b->n && b->c[ny][nx] != color)
			return 0;
	}
	return 1;
}

static long plain_playouts(int size, int games, uint64_t seed)
{
	long moves = 0;

	for (int k = 0; k < games; k++) {
		struct plain b = { .n = size, .ko_r = -1, .ko_c = -1 };
		char color = 1;
		int passes = 0;

		memset(b.c, 0, sizeof b.c);
		for (int n = 0; n < size * size * 3 && passes < 2; n++) {
			int empties[625], ne = 0, played = 0;

			for (int i = 0; i < size * size; i++)
				if (!b.c[i / size][i % size])
					empties[ne++] = i;
			for (int start = ne ? (int)rng_below(&seed, (unsigned)ne) : 0, i = 0; i < ne; i++) {
				int q = empties[(start + i) % ne];

				if (!plain_eye(&b, q / size, q % size, color) &&
				    plain_play(&b, q / size, q % size, color)) {
					played = 1;
					break;
				}
			}
			passes = played ? 0 : passes + 1;
			if (!played)
				b.ko_r = b.ko_c = -1;
			color = (char)(3 - color);
			moves++;
		}
	}
	return moves;
}

static void run(const char *label, int size, enum rules rules, int games)
{
	double t_rate[5], p_rate[5];

	for (int i = 0; i < 5; i++) {
		double t0 = now();
		long m = tengen_playouts(size, rules, games, 42 + (uint64_t)i);
		double t1 = now();
		long pm = plain_playouts(size, games, 42 + (uint64_t)i);
		double t2 = now();

		t_rate[i] = (double)m / (t1 - t0);
		p_rate[i] = (double)pm / (t2 - t1);
	}
	qsort(t_rate, 5, sizeof *t_rate, cmp_double);
	qsort(p_rate, 5, sizeof *p_rate, cmp_double);
	printf("%-22s tengen %10.0f moves/s   plain flood-fill %10.0f moves/s   ratio %.1fx\n",
	       label, t_rate[2], p_rate[2], t_rate[2] / p_rate[2]);
}

int main(int argc, char **argv)
{
	int scale = argc > 1 ? atoi(argv[1]) : 1;

	if (scale < 1)
		scale = 1;
	printf("Random legal playouts, median of 5 runs (make bench)\n");
	run("9x9 japanese", 9, RULES_JAPANESE, 2000 * scale);
	run("9x9 chinese (superko)", 9, RULES_CHINESE, 2000 * scale);
	run("19x19 japanese", 19, RULES_JAPANESE, 200 * scale);
	run("19x19 chinese (superko)", 19, RULES_CHINESE, 200 * scale);
	return 0;
}

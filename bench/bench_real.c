/*
 * bench_real.c — the estimate plus count against the results of real
 * counted games (make bench-estimate, with REAL_GAMES set): each game of
 * the list (dev.txt: path relative to the list's folder, komi in points,
 * the recorded result such as W+2.5) is replayed to its end, estimated
 * (estimate_game) and counted with the komi of the list the way its server
 * counted: a komi of 6.5 by territory and prisoners (Japanese), 7.5 by
 * area (Chinese), whatever RU says.  The records show it: of the 16 games
 * of the development set with komi 6.5 (Tygem, the UEC Cup), the count by
 * territory gives 12 recorded margins exactly, by area 5; of the 222 with
 * 7.5 (Fox and others) area is right on the winner more often.  The line
 * "by area, all games" counts every game by area, as the set's README
 * says, for comparison.  The count gives dame to nobody, the server its
 * own way: a margin may differ by a point or two.
 *
 * Usage: bench_real [-v] LIST [N]   (-v: a line per game; N: also the
 * figures of the first N games, the subset GNU Go was run on)
 * Prints games, winner right (%), within 2 points (% of all games: a game
 * without a margin is a miss), then of the games with a margin: exact (%),
 * within 2 points (%), and the time per position (median,
 * slowest; CPU milliseconds of this process: the machine may be shared).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analysis/estimate.h"
#include "record/record.h"

struct tally {
	int games, winner, margins, exact, within2;
};

/* A recorded result: the winner's sign and the margin (> 0: Black wins);
 * a margin of 0 with a half-point komi (Fox's "W+0.0") is no count of
 * points, only a winner: such games count for the winner alone. */
struct result {
	int sign;
	double margin;
	bool has_margin;
};

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* "W+2.5" into *r; false if it is not a count. */
static bool parse_result(const char *s, struct result *r)
{
	char *end;
	double m;

	if ((s[0] != 'B' && s[0] != 'W') || s[1] != '+')
		return false;
	m = strtod(s + 2, &end);
	if (end == s + 2)
		return false;
	r->sign = s[0] == 'B' ? 1 : -1;
	r->margin = r->sign * m;
	r->has_margin = m > 0.01;
	return true;
}

static void add(struct tally *t, double mine, const struct result *r)
{
	double d = mine - r->margin;

	t->games++;
	t->winner += (mine > 0 ? 1 : mine < 0 ? -1 : 0) == r->sign;
	if (!r->has_margin)
		return;
	t->margins++;
	t->exact += d > -0.01 && d < 0.01;
	t->within2 += d > -2.01 && d < 2.01;
}

static void print_tally(const char *what, const struct tally *t)
{
	int n = t->games ? t->games : 1, m = t->margins ? t->margins : 1;

	printf("%-22s %4d games  winner %5.1f%%  within 2 %5.1f%% | %4d margins  exact %5.1f%%  "
	       "within 2 %5.1f%%\n", what, t->games, 100.0 * t->winner / n, 100.0 * t->within2 / n,
	       t->margins, 100.0 * t->exact / m, 100.0 * t->within2 / m);
}

/* Replay dir/path, estimate and count it: the margin into *margin, the
 * time of the estimate into *ms.  -1 if the file does not open. */
static int count_game(const char *dir, const char *path, double komi, double *margin,
                      double *area, double *ms)
{
	char full[4096];
	struct record r;
	struct game g;
	struct sgf_msgs msgs;
	static struct estimate e;
	static struct score s;
	double t0;
	int rc;

	snprintf(full, sizeof full, "%s/%s", dir, path);
	record_init(&r);
	sgf_msgs_init(&msgs);
	memset(&g, 0, sizeof g);
	game_init(&g, 19, RULES_CHINESE);
	rc = record_open(&r, &g, full, &msgs);
	if (rc == 0) {
		g.rules = RULES_CHINESE;
		g.komi = komi;
		t0 = now_ms();
		estimate_game(&g, ESTIMATE_SEED, &e);
		*ms = now_ms() - t0;
		estimate_count(&g, &e, &s);
		*area = *margin = s.margin;
		if (komi > 6.4 && komi < 6.6) {
			g.rules = RULES_JAPANESE; /* the count by territory */
			estimate_count(&g, &e, &s);
			*margin = s.margin;
		}
	}
	game_free(&g);
	sgf_msgs_free(&msgs);
	record_free(&r);
	return rc;
}

int main(int argc, char **argv)
{
	bool verbose = argc > 1 && !strcmp(argv[1], "-v");
	const char *list = argc > 1 + verbose ? argv[1 + verbose] : NULL;
	int subset = argc > 2 + verbose ? atoi(argv[2 + verbose]) : 0;
	char dir[4096], line[4096];
	struct tally all = { 0 }, first = { 0 }, area = { 0 };
	double *ms = NULL;
	FILE *f;

	if (!list || !(f = fopen(list, "r"))) {
		fprintf(stderr, "usage: bench_real [-v] LIST [N] (%s)\n", list ? list : "no list");
		return 1;
	}
	snprintf(dir, sizeof dir, "%s", list);
	*(strrchr(dir, '/') ? strrchr(dir, '/') : dir) = '\0';
	if (!*dir)
		strcpy(dir, ".");
	while (fgets(line, sizeof line, f)) {
		char path[1024], res[64];
		double komi, mine = 0, by_area = 0;
		struct result recorded;

		if (line[0] == '#' || sscanf(line, "%1023s %lf %63s", path, &komi, res) != 3 ||
		    !parse_result(res, &recorded))
			continue;
		ms = realloc(ms, (all.games + 1) * sizeof *ms);
		if (count_game(dir, path, komi, &mine, &by_area, &ms[all.games]) < 0) {
			fprintf(stderr, "%s: does not open\n", path);
			continue;
		}
		if (verbose)
			printf("%s %s tengen %+.1f%s\n", path, res, mine,
			       (mine > 0 ? 1 : -1) != recorded.sign ? " WRONG" : "");
		if (subset && all.games < subset)
			add(&first, mine, &recorded);
		add(&all, mine, &recorded);
		add(&area, by_area, &recorded);
	}
	fclose(f);
	print_tally("tengen, all games", &all);
	print_tally("tengen, by area, all", &area);
	if (subset)
		print_tally("tengen, GNU Go's games", &first);
	if (all.games) {
		qsort(ms, all.games, sizeof *ms, cmp_double);
		printf("time per position: median %.2f ms, slowest %.2f ms\n", ms[all.games / 2],
		       ms[all.games - 1]);
	}
	free(ms);
	return 0;
}

/*
 * bench_lead.c — the review graph's lead (record/lead.h: lead_estimate,
 * the estimate's count) on real games, every STEP moves of the first N
 * games of LIST (dev.txt of the real games: path, komi, result), beside
 * what it used to be, the sum of the playouts' ownership (Chinese rules,
 * the komi of the list).  One line a position:
 *   path move count ownership_sum result
 * bench/lead-gnugo.sh puts GNU Go's estimate_score beside it (make
 * bench-lead REAL_GAMES=DIR).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/estimate.h"
#include "record/lead.h"
#include "record/record.h"
#include "record/sgf.h"
#include "rules/game.h"

/* The playouts' mean ownership summed over the board, less the komi. */
static double ownership_sum(const struct game *g)
{
	static struct estimate e;
	double area = 0;

	estimate_game(g, ESTIMATE_SEED, &e);
	board_foreach_point(&g->board, p)
		area += e.owner[p] / 100.0;
	return area - g->komi;
}

/* The positions of one game, every step moves. */
static void one_game(const char *dir, const char *path, double komi, const char *res, int step)
{
	char full[8192];
	struct record r;
	struct sgf_msgs msgs;
	struct game g, h;
	double conf;

	snprintf(full, sizeof full, "%s/%s", dir, path);
	record_init(&r);
	sgf_msgs_init(&msgs);
	game_init(&g, 19, RULES_CHINESE);
	if (record_open(&r, &g, full, &msgs) == 0)
		for (int k = step; k <= g.nmoves; k += step) {
			game_init(&h, g.board.size, RULES_CHINESE);
			h.komi = komi;
			for (int i = 0; i < k; i++)
				game_play(&h, g.moves[i].color, g.moves[i].point);
			printf("%s %d %.1f %.1f %s\n", path, k, lead_estimate(&h, &conf),
			       ownership_sum(&h), res);
			game_free(&h);
		}
	game_free(&g);
	sgf_msgs_free(&msgs);
	record_free(&r);
}

int main(int argc, char **argv)
{
	char line[4096], path[2048], res[64], dir[4096];
	int n, step, done = 0;
	double komi;
	FILE *f;

	if (argc != 4 || !(f = fopen(argv[1], "r"))) {
		fprintf(stderr, "usage: bench_lead LIST GAMES STEP\n");
		return 2;
	}
	n = atoi(argv[2]);
	step = atoi(argv[3]) > 0 ? atoi(argv[3]) : 30;
	snprintf(dir, sizeof dir, "%s", argv[1]);
	*(strrchr(dir, '/') ? strrchr(dir, '/') : dir) = '\0';
	while (done < n && fgets(line, sizeof line, f))
		if (line[0] != '#' && sscanf(line, "%2047s %lf %63s", path, &komi, res) == 3) {
			one_game(*dir ? dir : ".", path, komi, res, step);
			done++;
		}
	fclose(f);
	return 0;
}

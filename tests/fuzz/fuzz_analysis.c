/*
 * fuzz_analysis.c — libFuzzer target for the parser of live analysis lines
 * (src/engine/analysis_line.c): the input is one line, read as kata-analyze
 * and as lz-analyze output on 9×9 and 19×19 boards, and as GNU Go's
 * top_moves and estimate_score answers (a lead within the board's points);
 * every candidate kept
 * must be whole (a point of the board or pass, visits ≥ 0, a win rate in
 * [0,1], a variation that starts with it, in the engine's order) and every
 * ownership value in [-1,1].
 *
 * Built by `make fuzz-analysis` (clang, the sanitizers, the rules layer
 * instrumented as for the other targets); with -DFUZZ_STANDALONE a plain
 * driver replays tests/fuzz/corpus-analysis in make check.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/analysis_line.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(const struct board *b, const struct analysis_line *a)
{
	for (int i = 0; i < a->nmoves; i++) {
		const struct analysis_move *m = &a->moves[i];

		if ((m->point != PASS && !board_on(b, m->point)) || m->visits < 0
		    || !(m->winrate >= 0 && m->winrate <= 1) || m->pv_len < 1
		    || m->pv_len > ANALYSIS_PV_MAX || m->pv[0] != m->point
		    || (i > 0 && a->moves[i - 1].order > m->order))
			abort();
	}
	if (a->nmoves > ANALYSIS_MAX_MOVES)
		abort();
	for (int p = 0; a->has_ownership && p < BOARD_MAX_POINTS; p++)
		if (board_on(b, p) && !(a->ownership[p] >= -1 && a->ownership[p] <= 1))
			abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct analysis_line a;
	struct board b;
	double lead;
	char *line = malloc(size + 1);

	if (!line)
		return 0;
	memcpy(line, data, size);
	line[size] = '\0';
	for (int s = 9; s <= 19; s += 10) {
		board_init(&b, s);
		for (int f = ANALYSIS_KATA; f <= ANALYSIS_LZ; f++) {
			memset(&a, 0, sizeof a);
			analysis_line_parse(line, (enum analysis_flavour)f, &b, &a);
			check(&b, &a);
		}
		memset(&a, 0, sizeof a);
		analysis_top_moves_parse(line, &b, &a);
		check(&b, &a);
	}
	if (analysis_score_lead(line, &lead) && !(lead >= -BOARD_MAX_POINTS && lead <= BOARD_MAX_POINTS))
		abort();
	free(line);
	return 0;
}

#ifdef FUZZ_STANDALONE
#include "replay.h"

int main(int argc, char **argv)
{
	return replay_main(argc, argv, "fuzz_analysis");
}
#endif

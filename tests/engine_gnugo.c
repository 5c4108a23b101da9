/*
 * engine_gnugo.c — a whole 9×9 game between two GNU Go players (level 0)
 * through src/engine: every move checked by tengen's rules, to the stop,
 * both dead-stone lists, and the count with them.  Exit 77 (skipped) when
 * gnugo cannot be found ($GNUGO, else gnugo on $PATH or in /usr/games).
 */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/player.h"
#include "rules/score.h"
#include "base/util.h"

static const char *find_gnugo(void)
{
	const char *env = getenv("GNUGO");

	if (env && *env)
		return access(env, X_OK) == 0 ? env : NULL;
	if (access("/usr/games/gnugo", X_OK) == 0)
		return "/usr/games/gnugo";
	if (access("/usr/bin/gnugo", X_OK) == 0)
		return "/usr/bin/gnugo";
	return NULL;
}

/* Serve both players until one has an event; -1 on failure. */
static int step(struct engine_player **p, struct game *g, struct engine_event *ev,
                int *who)
{
	char *cause = NULL;

	for (;;) {
		struct pollfd fds[2 * ENGINE_POLLFDS];
		int n0 = engine_pollfds(p[0]->e, fds);
		int n = n0 + engine_pollfds(p[1]->e, fds + n0);

		if (poll(fds, (nfds_t)n, 30000) <= 0) {
			fprintf(stderr, "engine_gnugo: no answer in 30 s\n");
			return -1;
		}
		for (*who = 0; *who < 2; (*who)++) {
			if (engine_player_service(p[*who], g, ev, &cause) < 0) {
				fprintf(stderr, "engine_gnugo: %s\n", cause);
				free(cause);
				return -1;
			}
			if (ev->kind != ENGINE_EV_NONE)
				return 0;
		}
	}
}

int main(void)
{
	const char *gnugo = find_gnugo();
	struct engine_player *p[2];
	struct game g;
	struct engine_event ev;
	char cmd[512], *cause = NULL;
	int who, moves = 0, lists = 0, rc = 1;

	if (!gnugo) {
		puts("SKIP: gnugo not found");
		return 77;
	}
	snprintf(cmd, sizeof cmd, "%s --mode gtp --level 0", gnugo);
	game_init(&g, 9, RULES_JAPANESE);
	p[0] = engine_player_start(cmd, BLACK, &cause);
	p[1] = engine_player_start(cmd, WHITE, &cause);
	if (!p[0] || !p[1]) {
		fprintf(stderr, "engine_gnugo: %s\n", cause);
		return 1;
	}
	while (lists < 2 && moves < 300) {
		if (engine_player_sync(p[0], &g, &cause) < 0 || engine_player_sync(p[1], &g, &cause) < 0) {
			fprintf(stderr, "engine_gnugo: %s\n", cause);
			goto out;
		}
		if (step(p, &g, &ev, &who) < 0)
			goto out;
		moves += ev.kind == ENGINE_EV_MOVED;
		lists += ev.kind == ENGINE_EV_DEAD_LIST;
		if (ev.kind == ENGINE_EV_RESIGNED)
			break;
	}
	if (g.phase == PHASE_STOPPED) {
		struct score s;

		for (int i = 0; i < p[0]->ndead; i++)
			endgame_set_dead(&g, BLACK, p[0]->dead[i], true, false);
		endgame_score(&g, &s);
		printf("engine_gnugo: %s, %d moves, dead %d/%d, B %.1f W %.1f; lists agree: %s\n",
		       p[0]->name, moves, p[0]->ndead, p[1]->ndead, s.total[BLACK], s.total[WHITE],
		       engine_player_agrees(p[1], &g) ? "yes" : "no");
		rc = moves >= 20 && engine_player_agrees(p[0], &g) ? 0 : 1;
	} else if (g.result.kind != RESULT_NONE) {
		printf("engine_gnugo: resigned after %d moves\n", moves);
		rc = moves >= 10 ? 0 : 1;
	}
out:
	engine_player_free(p[0]);
	engine_player_free(p[1]);
	game_free(&g);
	return rc;
}

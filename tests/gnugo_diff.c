/*
 * gnugo_diff.c — differential test of the rules core against GNU Go.
 *
 * GNU Go runs in GTP mode on a pair of pipes.  Seeded random games are
 * played on 9x9, 13x13 and 19x19 on both sides at once; after every move
 * tengen and GNU Go must agree on the legal points of both colours
 * (all_legal), on the stones (list_stones) and on the prisoners (captures);
 * every few moves some moves are taken back (undo) and compared again.
 * Handicap placement (fixed_handicap 2..9) is compared too.
 *
 * Exit 77 (automake's "skipped") when gnugo cannot be found.
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rules/game.h"
#include "analysis/playout.h"
#include "base/util.h"

struct peer {
	pid_t pid;
	FILE *to, *from;
};

static long compared_moves, compared_answers, compared_undos;

static int peer_start(struct peer *p, const char *path)
{
	int in[2], out[2];

	if (pipe(in) < 0 || pipe(out) < 0)
		return -1;
	p->pid = fork();
	if (p->pid < 0)
		return -1;
	if (p->pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[1]);
		close(out[0]);
		execl(path, path, "--mode", "gtp", "--quiet", (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	p->to = fdopen(in[1], "w");
	p->from = fdopen(out[0], "r");
	return p->to && p->from ? 0 : -1;
}

/* Send a command and return the answer text (after "= "), or NULL on "?". */
static char *peer_ask(struct peer *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static char *peer_ask(struct peer *p, const char *fmt, ...)
{
	static struct sbuf answer;
	char line[8192];
	va_list ap;
	bool ok = false, first = true;

	va_start(ap, fmt);
	vfprintf(p->to, fmt, ap);
	va_end(ap);
	fputc('\n', p->to);
	fflush(p->to);
	sbuf_reset(&answer);
	sbuf_add(&answer, "");
	while (fgets(line, sizeof line, p->from)) {
		if (line[0] == '\n')
			break;
		line[strcspn(line, "\n")] = '\0';
		if (first) {
			ok = line[0] == '=';
			sbuf_add(&answer, line + (line[1] == ' ' ? 2 : 1));
			first = false;
		} else {
			sbuf_addc(&answer, '\n');
			sbuf_add(&answer, line);
		}
	}
	if (first) {
		fprintf(stderr, "gnugo_diff: GNU Go stopped answering\n");
		exit(1);
	}
	return ok ? answer.s : NULL;
}

static void points_of(const struct game *g, enum color c, bool legal, struct sbuf *out)
{
	const struct board *b = &g->board;
	char buf[8];
	bool first = true;

	sbuf_reset(out);
	sbuf_add(out, "");
	for (int row = b->size - 1; row >= 0; row--)
		for (int col = 0; col < b->size; col++) {
			int p = board_point(b, col, row);
			bool take = legal ? board_at(b, p) == EMPTY && game_legal(g, c, p) == MOVE_OK
			                  : board_at(b, p) == c;

			if (!take)
				continue;
			if (!first)
				sbuf_addc(out, ' ');
			sbuf_add(out, board_vertex_name(b, p, buf));
			first = false;
		}
}

static int mismatches;

static void expect_same(const char *what, const char *ours, const char *theirs,
                        int size, unsigned seed, int move)
{
	compared_answers++;
	if (theirs && strcmp(ours, theirs) == 0)
		return;
	mismatches++;
	if (mismatches <= 10)
		fprintf(stderr, "MISMATCH %dx%d seed %u move %d, %s:\n  tengen: %s\n  gnugo:  %s\n",
		        size, size, seed, move, what, ours, theirs ? theirs : "(error)");
}

static void compare_state(struct peer *p, const struct game *g, unsigned seed, int move)
{
	struct sbuf ours;
	char num[32];

	sbuf_init(&ours);
	for (enum color c = BLACK; c <= WHITE; c++) {
		const char *cn = c == BLACK ? "black" : "white";
		char what[32];

		points_of(g, c, true, &ours);
		snprintf(what, sizeof what, "all_legal %s", cn);
		expect_same(what, ours.s, peer_ask(p, "all_legal %s", cn), g->board.size, seed, move);
		points_of(g, c, false, &ours);
		snprintf(what, sizeof what, "list_stones %s", cn);
		expect_same(what, ours.s, peer_ask(p, "list_stones %s", cn), g->board.size, seed, move);
		snprintf(num, sizeof num, "%d", g->board.captures[c]);
		snprintf(what, sizeof what, "captures %s", cn);
		expect_same(what, num, peer_ask(p, "captures %s", cn), g->board.size, seed, move);
	}
	sbuf_free(&ours);
}

static void play_game(struct peer *p, int size, unsigned seed, int max_moves)
{
	struct game g;
	uint64_t rng = seed * 0x9e3779b97f4a7c15ULL + 1;
	char buf[8];

	game_init(&g, size, RULES_JAPANESE);
	peer_ask(p, "boardsize %d", size);
	peer_ask(p, "clear_board");
	for (int move = 0; move < max_moves; move++) {
		enum color c = g.to_move;
		int pt = playout_pick(&g, c, &rng);
		const char *cn = c == BLACK ? "black" : "white";

		/* sometimes try an illegal move on purpose: both must refuse it */
		if (rng_below(&rng, 8) == 0) {
			board_foreach_point(&g.board, q) {
				if (board_at(&g.board, q) == EMPTY && game_legal(&g, c, q) != MOVE_OK) {
					const char *theirs = peer_ask(p, "play %s %s", cn,
					                              board_vertex_name(&g.board, q, buf));

					expect_same("refused play", "refused", theirs ? "accepted" : "refused",
					            size, seed, move);
					if (theirs)
						peer_ask(p, "undo");
					break;
				}
			}
		}
		if (pt == PASS)
			break;
		if (game_play(&g, c, pt) != MOVE_OK || !peer_ask(p, "play %s %s", cn,
		                                                 board_vertex_name(&g.board, pt, buf))) {
			expect_same("play", "ok", NULL, size, seed, move);
			break;
		}
		compared_moves++;
		compare_state(p, &g, seed, move);
		if (move % 23 == 22) {
			int k = 1 + (int)rng_below(&rng, 5);

			for (int i = 0; i < k && g.nmoves > 0; i++) {
				game_undo(&g);
				peer_ask(p, "undo");
			}
			compared_undos++;
			compare_state(p, &g, seed, move);
		}
	}
	game_free(&g);
}

static void compare_handicaps(struct peer *p)
{
	int sizes[] = { 7, 9, 13, 19 };

	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
		for (int n = 2; n <= 9; n++) {
			struct game g;
			struct sbuf ours;
			char *theirs, what[64];

			game_init(&g, sizes[i], RULES_JAPANESE);
			peer_ask(p, "boardsize %d", sizes[i]);
			peer_ask(p, "clear_board");
			theirs = peer_ask(p, "fixed_handicap %d", n);
			sbuf_init(&ours);
			if (game_fixed_handicap(&g, n, NULL) < 0)
				sbuf_add(&ours, "(refused)");
			else
				points_of(&g, BLACK, false, &ours);
			snprintf(what, sizeof what, "fixed_handicap %d", n);
			/* GNU Go lists the stones top row first, as list_stones does */
			if (theirs)
				theirs = xstrdup(peer_ask(p, "list_stones black"));
			expect_same(what, ours.s, theirs ? theirs : "(refused)", sizes[i], 0, 0);
			free(theirs);
			sbuf_free(&ours);
			game_free(&g);
		}
}

static const char *find_gnugo(void)
{
	const char *env = getenv("GNUGO");
	static const char *paths[] = { "/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo" };

	if (env && *env)
		return access(env, X_OK) == 0 ? env : NULL;
	for (size_t i = 0; i < sizeof paths / sizeof *paths; i++)
		if (access(paths[i], X_OK) == 0)
			return paths[i];
	return NULL;
}

int main(int argc, char **argv)
{
	const char *gnugo = find_gnugo();
	struct peer peer;
	int games = argc > 1 ? atoi(argv[1]) : 8;
	int sizes[] = { 9, 13, 19 };

	if (!gnugo) {
		printf("SKIP: gnugo not found (set GNUGO or apt-get install gnugo)\n");
		return 77;
	}
	signal(SIGPIPE, SIG_IGN);
	if (peer_start(&peer, gnugo) < 0 || !peer_ask(&peer, "protocol_version")) {
		fprintf(stderr, "gnugo_diff: cannot start %s\n", gnugo);
		return 1;
	}
	compare_handicaps(&peer);
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
		for (int k = 0; k < games; k++)
			play_game(&peer, sizes[i], (unsigned)(1000 * sizes[i] + k),
			          sizes[i] * sizes[i] * 2);
	peer_ask(&peer, "quit");
	fclose(peer.to);
	fclose(peer.from);
	waitpid(peer.pid, NULL, 0);
	printf("gnugo_diff: %d games (9x9, 13x13, 19x19), %ld moves, %ld undo checks, "
	       "%ld answers compared, %d mismatches\n",
	       games * 3, compared_moves, compared_undos, compared_answers, mismatches);
	return mismatches ? 1 : 0;
}

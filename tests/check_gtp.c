/*
 * check_gtp.c — the GTP referee's reader: every line, however malformed,
 * gets exactly one well-formed answer and leaves a consistent board.
 */
#include <stdlib.h>

#include "gtp/gtp.h"
#include "analysis/playout.h"
#include "testutil.h"

static void check_reply(const struct sbuf *r)
{
	ck_assert_ptr_nonnull(r->s);
	ck_assert_msg(r->s[0] == '=' || r->s[0] == '?', "reply starts with %c", r->s[0]);
	ck_assert_msg(r->len >= 3 && strcmp(r->s + r->len - 2, "\n\n") == 0,
	              "reply must end with an empty line: [%s]", r->s);
	ck_assert_msg(strstr(r->s, "\n\n") == r->s + r->len - 2, "blank line inside reply");
}

static const char *ask(struct gtp *s, const char *cmd, struct sbuf *r)
{
	char line[256];

	snprintf(line, sizeof line, "%s", cmd);
	ck_assert_int_eq(gtp_execute(s, line, r), 0);
	check_reply(r);
	return r->s;
}

START_TEST(ids_and_errors)
{
	struct game g;
	struct gtp *s;
	struct sbuf r;
	char empty[] = "   \t # only a comment\n";

	game_init(&g, 19, RULES_JAPANESE);
	s = gtp_new(&g);
	sbuf_init(&r);
	ck_assert_str_eq(ask(s, "42 protocol_version", &r), "=42 2\n\n");
	ck_assert_str_eq(ask(s, "7 nonsense", &r), "?7 unknown command\n\n");
	ck_assert_str_eq(ask(s, "play b q16 extra", &r), "? syntax error\n\n");
	ck_assert_str_eq(ask(s, "play\r b\x01 q16", &r), "= \n\n"); /* controls dropped */
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "Q16")), BLACK);
	ck_assert_str_eq(ask(s, "play w q16", &r), "? illegal move: occupied\n\n");
	ck_assert_int_eq(gtp_execute(s, empty, &r), 1);
	ck_assert(!gtp_quit_requested(s));
	ck_assert_str_eq(ask(s, "quit", &r), "= \n\n");
	ck_assert(gtp_quit_requested(s));
	sbuf_free(&r);
	gtp_free(s);
	game_free(&g);
}
END_TEST

/* A NUL byte is a control character like any other (GTP 3.1): dropped,
 * not the end of the line.  It once cut the line there: a command after a
 * NUL was lost and, with the NUL first, got no answer at all, so the
 * controller waited for ever. */
START_TEST(nul_bytes_dropped)
{
	static const char in[] = "\0name\n1 na\0me\n2 play b\0 d4\n3 list_stones black";
	char got[256] = "";
	struct game g;
	FILE *fin, *fout;

	game_init(&g, 19, RULES_JAPANESE);
	fin = fmemopen((void *)in, sizeof in - 1, "r");
	fout = fmemopen(got, sizeof got, "w");
	ck_assert_ptr_nonnull(fin);
	ck_assert_ptr_nonnull(fout);
	ck_assert_int_eq(gtp_serve(&g, fin, fout), 0);
	fclose(fin);
	fclose(fout);
	ck_assert_str_eq(got, "= tengen\n\n=1 tengen\n\n=2 \n\n=3 D4\n\n");
	game_free(&g);
}
END_TEST

/* Arguments past any fixed number are read, never dropped: a bad vertex
 * after 600 good ones is still refused, and all 600 are marked. */
START_TEST(many_arguments_all_read)
{
	struct game g;
	struct gtp *s;
	struct sbuf line, r;

	game_init(&g, 9, RULES_JAPANESE);
	s = gtp_new(&g);
	sbuf_init(&r);
	sbuf_init(&line);
	ck_assert_str_eq(ask(s, "play b C3", &r), "= \n\n");
	ck_assert_str_eq(ask(s, "play w G7", &r), "= \n\n");
	sbuf_add(&line, "tengen-dead");
	for (int i = 0; i < 600; i++)
		sbuf_add(&line, " C3");
	sbuf_add(&line, " Z99");
	ck_assert_int_eq(gtp_execute(s, line.s, &r), 0);
	ck_assert_str_eq(r.s, "? invalid coordinate\n\n");
	/* nothing marked: the count of the marks has both stones alive */
	ck_assert_str_eq(ask(s, "tengen-score", &r),
	                 "= rules=japanese komi=6.5 B_territory=0 W_territory=0 B_prisoners=0 "
	                 "W_prisoners=0 B_stones=1 W_stones=1 dame=79 seki=0 result=W+6.5\n\n");
	sbuf_reset(&line);
	sbuf_add(&line, "7 tengen-dead");
	for (int i = 0; i < 600; i++)
		sbuf_add(&line, i % 2 ? " C3" : " G7");
	ck_assert_int_eq(gtp_execute(s, line.s, &r), 0);
	ck_assert_str_eq(r.s, "=7 \n\n");
	ck_assert_str_eq(ask(s, "final_status_list dead", &r), "= G7\nC3\n\n");
	sbuf_free(&line);
	sbuf_free(&r);
	gtp_free(s);
	game_free(&g);
}
END_TEST

/* Random lines built from real command names, vertices, numbers and junk:
 * one answer each, no crash, and the board stays consistent. */
START_TEST(random_lines_never_break_the_referee)
{
	static const char *words[] = {
		"play", "genmove", "undo", "boardsize", "clear_board", "komi", "is_legal",
		"list_stones", "captures", "showboard", "fixed_handicap", "set_free_handicap",
		"place_free_handicap", "tengen-rules", "known_command", "countlib", "color",
		"all_legal", "last_move", "tengen-resign", "b", "w", "black", "white", "pass",
		"A1", "T19", "Z25", "I9", "k10", "C3", "0", "1", "2", "9", "25", "-3", "1e99",
		"nan", "chinese", "japanese", "#", "\t", "12", "99999999999999999999", "",
	};
	uint64_t rng = 777 + (uint64_t)_i;
	struct game g;
	struct gtp *s;
	struct sbuf r;
	int accepted = 0, refused = 0, most_stones = 0;

	game_init(&g, 9, RULES_JAPANESE);
	s = gtp_new(&g);
	sbuf_init(&r);
	for (int k = 0; k < 3000; k++) {
		char line[512] = "";
		int n = 1 + (int)rng_below(&rng, 5);

		if (rng_below(&rng, 4) == 0) { /* a well-formed move now and then */
			snprintf(line, sizeof line, "%s %c %c%u ", rng_below(&rng, 2) ? "play" : "genmove",
			         "bw"[rng_below(&rng, 2)], 'A' + (int)rng_below(&rng, 8),
			         1 + rng_below(&rng, 9));
			n = 0;
		}

		for (int i = 0; i < n; i++) {
			if (rng_below(&rng, 10) == 0) {
				size_t len = strlen(line);

				for (int j = 0; j < 6 && len < sizeof line - 2; j++)
					line[len++] = (char)(1 + rng_below(&rng, 255));
				line[len] = '\0';
			} else {
				strncat(line, words[rng_below(&rng, sizeof words / sizeof *words)],
				        sizeof line - strlen(line) - 2);
			}
			strcat(line, " ");
		}
		if (gtp_execute(s, line, &r) == 0) {
			check_reply(&r);
			accepted += r.s[0] == '=';
			refused += r.s[0] == '?';
		}
		ck_assert(board_consistent(&g.board));
		n = board_count_stones(&g.board, BLACK) + board_count_stones(&g.board, WHITE);
		most_stones = n > most_stones ? n : most_stones;
		if (gtp_quit_requested(s))
			break;
	}
	/* the mix must really exercise the referee, not only its errors */
	ck_assert_int_gt(accepted, 50);
	ck_assert_int_gt(refused, 50);
	ck_assert_int_gt(most_stones, 0);
	sbuf_free(&r);
	gtp_free(s);
	game_free(&g);
}
END_TEST

static Suite *gtp_suite(void)
{
	Suite *s = suite_create("gtp");
	TCase *tc = tcase_create("reader");

	tcase_add_test(tc, ids_and_errors);
	tcase_add_test(tc, nul_bytes_dropped);
	tcase_add_test(tc, many_arguments_all_read);
	tcase_add_loop_test(tc, random_lines_never_break_the_referee, 0, 8);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(gtp_suite);

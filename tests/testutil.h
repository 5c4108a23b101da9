/*
 * testutil.h — helpers shared by the check tests: positions from diagrams,
 * vertices by name; the list of a program's suites (TEST_SUITES).
 */
#ifndef TENGEN_TESTUTIL_H
#define TENGEN_TESTUTIL_H

#include <check.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "rules/board.h"
#include "rules/diagram.h"
#include "rules/game.h"

/* Set up b from a diagram (top row first); the test fails on a bad diagram. */
static inline void board_from(struct board *b, int size, const char *diagram)
{
	char *cause = NULL;

	board_init(b, size);
	ck_assert_msg(diagram_parse(b, diagram, &cause) == 0, "bad diagram: %s", cause);
}

/* A game whose setup position is the diagram, with color to move. */
static inline void game_from(struct game *g, int size, enum rules rules,
                             const char *diagram, enum color to_move)
{
	char *cause = NULL;

	ck_assert_int_eq(game_init(g, size, rules), 0);
	ck_assert_msg(diagram_parse(&g->board, diagram, &cause) == 0, "bad diagram: %s", cause);
	g->to_move = to_move;
	game_reset_history(g);
}

static inline int V(const struct board *b, const char *name)
{
	int p = board_parse_vertex(b, name);

	ck_assert_msg(p != NO_POINT, "bad vertex %s", name);
	return p;
}

/* The board as a diagram string (one of two static buffers, so two
 * boards can be printed in one message). */
static inline const char *board_text(const struct board *b)
{
	static char bufs[2][4096];
	static int which;
	char *buf = bufs[which ^= 1];
	struct sbuf s;

	sbuf_init(&s);
	diagram_print(b, &s, false);
	snprintf(buf, sizeof bufs[0], "%s", s.s);
	sbuf_free(&s);
	return buf;
}

#define ck_assert_board(b, size, expected)                                           \
	do {                                                                         \
		struct board want_;                                                  \
		board_from(&want_, (size), (expected));                              \
		ck_assert_msg(memcmp((b)->color, want_.color, sizeof want_.color) == 0, \
		              "board differs:\n%s\nexpected:\n%s", board_text(b),   \
		              board_text(&want_));                                   \
	} while (0)

/* The points p with set[p] set, as vertices ("A1 B2 "), for messages. */
static inline const char *points_text(const struct board *b, const uint8_t *set, char *buf,
                                      size_t len)
{
	char v[8];
	size_t n = 0;

	buf[0] = '\0';
	board_foreach_point(b, p)
		if (set[p] && n + 6 < len)
			n += (size_t)snprintf(buf + n, len - n, "%s ", board_vertex_name(b, p, v));
	return buf;
}

/* Play a move ("pass" too) that must be accepted. */
static inline void play_ok(struct game *g, enum color c, const char *v)
{
	int p = strcmp(v, "pass") ? V(&g->board, v) : PASS;

	ck_assert_msg(game_play(g, c, p) == MOVE_OK, "%s %s refused", color_name(c), v);
}

/* A confirmation move (Art. 7-2) that must be accepted. */
static inline void confirm_ok(struct game *g, enum color c, const char *v)
{
	enum move_status why = MOVE_OK;
	int p = strcmp(v, "pass") ? V(&g->board, v) : PASS;
	enum endgame_status st = endgame_confirm_play(g, c, p, NO_POINT, &why);

	ck_assert_msg(st == EG_OK, "confirmation: %s %s refused: %s / %s", color_name(c), v,
	              endgame_strerror(st), move_status_strerror(why));
}

/* The suites of a check program: each tests/check_*.c ends with
 * TEST_SUITES(a_suite, ...), the functions that make its suites, and the one
 * main() of tests/check_main.c runs them. */
typedef Suite *(*test_suite_fn)(void);
extern const test_suite_fn test_suites[];
#define TEST_SUITES(...) const test_suite_fn test_suites[] = { __VA_ARGS__, NULL }

#endif

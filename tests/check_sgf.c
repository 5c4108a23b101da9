/*
 * check_sgf.c — SGF records: the FF[4] grammar and its edge cases, round
 * trips, every encoding of tests/data/sgf, malformed files (each an error
 * with line:column), replay into games, results, and the atomic saves and
 * autosave of autosave.c.
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <utime.h>
#include <unistd.h>

#include "record/autosave.h"
#include "record/charset.h"
#include "analysis/playout.h"
#include "record/sgf.h"
#include "record/sgfgame.h"
#include "testutil.h"

static struct sgf *parse_ok(const char *text)
{
	struct sgf_msgs m;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_parse(text, strlen(text), "t.sgf", &m);
	ck_assert_msg(s != NULL, "parse failed: %s", m.n ? m.v[0] : "(no message)");
	sgf_msgs_free(&m);
	return s;
}

static char *written(const struct sgf *s)
{
	struct sbuf b;

	sbuf_init(&b);
	sgf_write(s, &b);
	return b.s;
}

/* ---- grammar ---- */

/* A copy keeps every game, every variation in its order and the text
 * written; a node with many children is linked sibling after sibling. */
START_TEST(copy_keeps_games_and_variations)
{
	struct sgf *s, *c;
	struct sbuf b;
	char *orig, *copied;
	const struct sgf_node *n;
	int k = 0;

	sbuf_init(&b);
	sbuf_add(&b, "(;GM[1]SZ[19]C[many]");
	for (int i = 0; i < 3000; i++)
		sbuf_printf(&b, "(;B[%c%c];W[aa])", 'a' + i % 19, 'a' + i / 19 % 19);
	sbuf_add(&b, ")(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]))");
	s = parse_ok(b.s);
	c = sgf_copy(s);
	ck_assert_int_eq(c->ngames, 2);
	for (n = c->games->child; n; n = n->next, k++) {
		ck_assert_ptr_eq(n->parent, c->games);
		ck_assert(n->starts_tree);
		ck_assert_ptr_nonnull(n->child);
	}
	ck_assert_int_eq(k, 3000);
	orig = written(s);
	copied = written(c);
	ck_assert_str_eq(copied, orig);
	free(orig);
	free(copied);
	sgf_free(c);
	sgf_free(s);
	sbuf_free(&b);
}
END_TEST

START_TEST(collection_and_variations)
{
	struct sgf *s = parse_ok("(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd])(;W[ee]))\n"
	                         "(;GM[1]SZ[13];B[mm])");
	const struct sgf_node *r = s->games, *b1, *v;

	ck_assert_int_eq(s->ngames, 2);
	ck_assert_str_eq(sgf_node_get(r, "SZ"), "9");
	ck_assert_str_eq(sgf_node_get(r->next, "SZ"), "13");
	ck_assert_ptr_null(r->next->next);
	b1 = r->child;
	ck_assert_str_eq(sgf_node_get(b1, "B"), "aa");
	v = b1->child;
	ck_assert_str_eq(sgf_node_get(v, "W"), "bb");
	ck_assert_str_eq(sgf_node_get(v->child, "B"), "cc");
	ck_assert_str_eq(sgf_node_get(v->next, "W"), "dd");
	ck_assert_str_eq(sgf_node_get(v->next->next, "W"), "ee");
	ck_assert_ptr_null(v->next->next->next);
	ck_assert_ptr_eq(v->next->parent, b1);
	sgf_free(s);
}
END_TEST

/* Not FF[4], but seen: a node after the variations of a sequence is read
 * as one more variation, and the ')' after it still closes its tree. */
START_TEST(node_after_variations)
{
	struct sgf *s = parse_ok("(;GM[1](;B[aa](;W[bb])(;W[cc]);W[dd];B[ee])(;B[ff]))");
	const struct sgf_node *r = s->games, *a = r->child;
	char *out = written(s);

	ck_assert_str_eq(sgf_node_get(a, "B"), "aa");
	ck_assert_str_eq(sgf_node_get(a->child->next->next, "W"), "dd");
	ck_assert_str_eq(sgf_node_get(a->child->next->next->child, "B"), "ee");
	ck_assert_str_eq(sgf_node_get(a->next, "B"), "ff"); /* a sibling of B[aa] */
	ck_assert_ptr_eq(a->next->parent, r);
	ck_assert_str_eq(out, "(;GM[1]CA[UTF-8]\n(;B[aa]\n(;W[bb])\n(;W[cc])\n(;W[dd];B[ee]))\n(;B[ff]))\n");
	free(out);
	sgf_free(s);
}
END_TEST

START_TEST(whitespace_and_escapes)
{
	struct sgf *s = parse_ok("junk before\n ( \n ; GM [1] \t SZ\n[9]\r\n ; B [aa] C[a \\] b \\\\ c]"
	                         "\n(;W[bb])\n ( ; W [cc] ) ) trailing");
	const struct sgf_node *b = s->games->child;
	char *t;

	ck_assert_str_eq(sgf_node_get(b, "C"), "a \\] b \\\\ c"); /* raw */
	t = sgf_text(sgf_node_get(b, "C"));
	ck_assert_str_eq(t, "a ] b \\ c");
	free(t);
	ck_assert_str_eq(sgf_node_get(b->child->next, "W"), "cc");
	sgf_free(s);
}
END_TEST

START_TEST(text_values)
{
	char *t;

	t = sgf_text("soft\\\nbreak and\\\r\n two\tlines\r\nhere \\: \\x");
	ck_assert_str_eq(t, "softbreak and two lines\nhere : x");
	free(t);
	t = sgf_simpletext("a\nb\\\nc");
	ck_assert_str_eq(t, "a bc");
	free(t);
	{
		struct sbuf b;

		sbuf_init(&b);
		sgf_escape(&b, "x]y\\z:w", true);
		ck_assert_str_eq(b.s, "x\\]y\\\\z\\:w");
		sbuf_free(&b);
	}
}
END_TEST

/* FF[3] names with lower-case letters: "AddBlack" is AB. */
START_TEST(old_lowercase_names)
{
	struct sgf *s = parse_ok("(;GaMe[1]SiZe[9]AddBlack[aa][bb]PlayerBlack[Honinbo Shusaku];B[cc])");
	struct game g;
	char *out;

	ck_assert_str_eq(sgf_node_get(s->games, "GM"), "1");
	ck_assert_int_eq(sgf_node_prop(s->games, "AB")->nvalues, 2);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, NULL, NULL), 0);
	ck_assert_int_eq(g.board.size, 9);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "A9")), BLACK);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "B8")), BLACK);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "C7")), BLACK);
	out = written(s);
	ck_assert_ptr_nonnull(strstr(out, "AB[aa][bb]PB[Honinbo Shusaku]"));
	free(out);
	game_free(&g);
	sgf_free(s);
}
END_TEST

START_TEST(passes)
{
	struct sgf *s = parse_ok("(;SZ[19];B[];W[tt];B[aa])");
	struct sgf *big = parse_ok("(;SZ[21];B[tt])");
	struct game g;

	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, NULL, NULL), 0);
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert_int_eq(g.moves[0].point, PASS);
	ck_assert_int_eq(g.moves[1].point, PASS);
	ck_assert_int_eq(g.phase, PHASE_PLAYING); /* the record resumed after two passes */
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "A19")), BLACK);
	game_free(&g);
	/* on 21x21, tt is the point T2 (t = 20th column, 20th row from the top) */
	ck_assert_int_eq(sgf_replay(big, big->games, -1, &g, NULL, NULL, NULL), 0);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "U2")), BLACK);
	game_free(&g);
	sgf_free(s);
	sgf_free(big);
}
END_TEST

START_TEST(sizes)
{
	struct sgf_msgs m;
	struct sgf *s = parse_ok("(;SZ[25];B[yy];W[aa])");
	struct sgf *rect = parse_ok("(;GM[1]\n  SZ[19:13];B[aa])");
	struct sgf *sq = parse_ok("(;SZ[13:13];B[aa])");
	struct sgf *huge = parse_ok("(;SZ[26])");
	struct game g;

	sgf_msgs_init(&m);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, NULL, &m), 0);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "Z1")), BLACK);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "A25")), WHITE);
	game_free(&g);
	ck_assert_int_eq(sgf_replay(rect, rect->games, -1, &g, NULL, NULL, &m), -1);
	ck_assert_int_eq(m.n, 1);
	ck_assert_ptr_nonnull(strstr(m.v[0], "t.sgf:2:3: error: rectangular boards (SZ[19:13])"));
	game_free(&g);
	ck_assert_int_eq(sgf_replay(sq, sq->games, -1, &g, NULL, NULL, &m), 0);
	ck_assert_int_eq(g.board.size, 13);
	game_free(&g);
	ck_assert_int_eq(sgf_replay(huge, huge->games, -1, &g, NULL, NULL, &m), -1);
	ck_assert_ptr_nonnull(strstr(m.v[m.n - 1], "SZ[26] is not supported"));
	game_free(&g);
	sgf_msgs_free(&m);
	sgf_free(s);
	sgf_free(rect);
	sgf_free(sq);
	sgf_free(huge);
}
END_TEST

/* sgf_size(): the one reader of SZ, for the replay, the record and GTP. */
START_TEST(size_property)
{
	static const struct {
		const char *text;
		int size;
		const char *cause;
	} cases[] = {
		{ "(;GM[1])", 19, NULL },
		{ "(;SZ[9])", 9, NULL },
		{ "(;SZ[ 13 ])", 13, NULL },
		{ "(;SZ[13:13])", 13, NULL },
		{ "(;SZ[0000000000000000009:9])", 9, NULL },
		{ "(;SZ[19:13])", -1, "rectangular boards (SZ[19:13])" },
		{ "(;SZ[4])", -1, "board size SZ[4] is not supported (5 to 25)" },
		{ "(;SZ[9.5])", -1, "board size SZ[9.5] is not supported" },
		{ "(;SZ[nine])", -1, "board size SZ[nine] is not supported" },
	};

	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct sgf *s = parse_ok(cases[i].text);
		char *cause = NULL;

		ck_assert_int_eq(sgf_size(s->games, NULL), cases[i].size);
		ck_assert_int_eq(sgf_size(s->games, &cause), cases[i].size);
		if (cases[i].cause)
			ck_assert_msg(cause && strstr(cause, cases[i].cause), "%s: %s", cases[i].text,
			              cause ? cause : "(no cause)");
		else
			ck_assert_ptr_null(cause);
		free(cause);
		sgf_free(s);
	}
}
END_TEST

START_TEST(compressed_point_lists)
{
	struct sgf *s = parse_ok("(;SZ[9]AB[aa:cc][ee]AW[gg:hi])");
	struct game g;

	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, NULL, NULL), 0);
	ck_assert_int_eq(board_count_stones(&g.board, BLACK), 10);
	ck_assert_int_eq(board_count_stones(&g.board, WHITE), 6);
	ck_assert_board(&g.board, 9,
	                "X X X . . . . . .\n"
	                "X X X . . . . . .\n"
	                "X X X . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . X . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . O O .\n"
	                ". . . . . . O O .\n"
	                ". . . . . . O O .\n");
	game_free(&g);
	sgf_free(s);
}
END_TEST

/* Points beyond one board's worth (4 x 190 > 361): the same rectangle again
 * and again is read in full (each point placed once), no value is refused
 * for want of room. */
START_TEST(setup_lists_longer_than_the_board)
{
	struct sgf *s = parse_ok("(;SZ[19]AB[aa:sj][aa:sj]AW[pp]AB[aa:sj][aa:sj])");
	struct sgf_msgs m;
	struct game g;

	sgf_msgs_init(&m);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, NULL, &m), 0);
	ck_assert_msg(m.n == 0, "unexpected: %s", m.n ? m.v[0] : "");
	ck_assert_int_eq(board_count_stones(&g.board, BLACK), 19 * 10);
	ck_assert_int_eq(board_count_stones(&g.board, WHITE), 1);
	game_free(&g);
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

/* Setup in the middle of a game: AB AW AE and PL, then play goes on. */
START_TEST(setup_mid_game)
{
	struct sgf *s = parse_ok("(;SZ[9];B[ee];W[cc];AE[ee]AB[aa]AW[ii]PL[W];W[ge];B[gg])");
	struct game g;

	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, NULL, NULL), 0);
	ck_assert_board(&g.board, 9,
	                "X . . . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . O . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . O . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . X . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . . . O\n");
	ck_assert_int_eq(game_move_number(&g), 4);
	ck_assert_int_eq(g.moves[0].color, WHITE); /* PL[W] */
	/* the setup is the new start: two moves can be taken back, not more */
	ck_assert(game_undo(&g));
	ck_assert(game_undo(&g));
	ck_assert(!game_undo(&g));
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "A9")), BLACK);
	game_free(&g);
	sgf_free(s);
}
END_TEST

START_TEST(unknown_properties_round_trip)
{
	const char *text = "(;GM[1]FF[4]CA[UTF-8]SZ[19]MULTIGOGM[1]XZ[private \\] value][two]"
	                   "KGSDE[]\n;B[pd]TNGN[a:b]C[note\\\nsoft];W[dd]\n(;B[pp]LB[dd:A][pq:B])\n"
	                   "(;B[dp]QQ[x\\\\]))\n";
	struct sgf *s = parse_ok(text);
	char *out = written(s);
	struct sgf *again = parse_ok(out);
	char *out2 = written(again);

	ck_assert_str_eq(out, text);
	ck_assert_str_eq(out2, out);
	free(out);
	free(out2);
	sgf_free(s);
	sgf_free(again);
}
END_TEST

START_TEST(writer_sets_utf8)
{
	struct sgf *s = parse_ok("(;FF[4]GM[1]CA[ISO-8859-1]PB[x])(;GM[1];B[aa])(;B[aa])");
	char *out = written(s);

	ck_assert_str_eq(out, "(;FF[4]GM[1]CA[UTF-8]PB[x])\n(;GM[1]CA[UTF-8]\n;B[aa])\n"
	                      "(;CA[UTF-8]B[aa])\n");
	free(out);
	sgf_free(s);
}
END_TEST

/* A long game written as nested variations neither overflows the stack
 * when read nor when written. */
START_TEST(deep_nesting)
{
	int depth = 200000;
	struct sbuf b;
	struct sgf *s;
	const struct sgf_node *n;
	int count = 0;
	char *out;

	sbuf_init(&b);
	sbuf_add(&b, "(;SZ[19]");
	for (int i = 0; i < depth; i++)
		sbuf_add(&b, i & 1 ? "(;W[]" : "(;B[]");
	for (int i = 0; i <= depth; i++)
		sbuf_addc(&b, ')');
	s = parse_ok(b.s);
	for (n = s->games; n->child; n = n->child)
		count++;
	ck_assert_int_eq(count, depth);
	out = written(s);
	ck_assert_ptr_nonnull(out);
	ck_assert_int_gt((long)strlen(out), (long)depth * 4);
	free(out);
	sgf_free(s);
	sbuf_free(&b);
}
END_TEST

/* ---- malformed files: each one an error naming line:column ---- */

static const struct {
	const char *text, *where, *what;
} malformed[] = {
	{ "", "t.sgf:1:1:", "no game" },
	{ "hello world", "t.sgf:1:12:", "expected '('" },
	{ "(;GM[1]\n;B[aa]", "t.sgf:2:7:", "expected ')'" },
	{ "(;GM[1]\n;B[aa", "t.sgf:2:3:", "expected ']'" },
	{ "(B[aa])", "t.sgf:1:2:", "expected ';'" },
	{ "(;B[aa]x[bb])", "t.sgf:1:8:", "capital letters" },
	{ "(;[aa])", "t.sgf:1:3:", "expected ';', '(' or ')'" },
	{ "(;B;W[aa])", "t.sgf:1:4:", "expected '['" },
	{ "(;GM[1]C[常昊]\n\n  ;B [aa] W)", "t.sgf:3:12:", "expected '['" },
	{ "(;C[a]\n(;B[aa]()", "t.sgf:2:9:", "expected ';'" },
	{ "()", "t.sgf:1:2:", "expected ';'" },
};

/* A message is never cut, however long what it quotes. */
START_TEST(long_messages_whole)
{
	struct sbuf text;
	struct sgf_msgs m;
	size_t len;

	sbuf_init(&text);
	sbuf_add(&text, "(;");
	for (int i = 0; i < 3000; i++)
		sbuf_addc(&text, 'P');
	sbuf_add(&text, ";)");
	sgf_msgs_init(&m);
	ck_assert_ptr_null(sgf_parse(text.s, text.len, "t.sgf", &m));
	ck_assert_int_eq(m.n, 1);
	len = strlen(m.v[0]);
	ck_assert_int_gt(len, 3000);
	ck_assert_str_eq(m.v[0] + len - 9, "found ';'");
	sgf_msgs_free(&m);
	sbuf_free(&text);
}
END_TEST

START_TEST(malformed_files)
{
	struct sgf_msgs m;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_parse(malformed[_i].text, strlen(malformed[_i].text), "t.sgf", &m);
	ck_assert_ptr_null(s);
	ck_assert_int_ge(m.nerrors, 1);
	ck_assert_msg(strstr(m.v[m.n - 1], malformed[_i].where) &&
	                      strstr(m.v[m.n - 1], malformed[_i].what),
	              "case %d: got '%s', want '%s' and '%s'", _i, m.v[m.n - 1],
	              malformed[_i].where, malformed[_i].what);
	sgf_msgs_free(&m);
}
END_TEST

START_TEST(nul_byte)
{
	static const char data[] = "(;GM[1]\n;B[\0aa])";
	struct sgf_msgs m;

	sgf_msgs_init(&m);
	ck_assert_ptr_null(sgf_parse(data, sizeof data - 1, "bin.sgf", &m));
	ck_assert_ptr_nonnull(strstr(m.v[m.n - 1], "bin.sgf:2:4: error: a NUL byte"));
	sgf_msgs_free(&m);
}
END_TEST

START_TEST(not_go)
{
	struct sgf *s = parse_ok("(;GM[2]FF[4])");
	struct sgf_msgs m;
	struct game g;

	sgf_msgs_init(&m);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, NULL, &m), -1);
	ck_assert_ptr_nonnull(strstr(m.v[0], "t.sgf:1:3: error: not a game of Go: GM[2]"));
	game_free(&g);
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

/* An illegal move: the game loads up to it, with a warning naming it. */
START_TEST(illegal_move_warns)
{
	struct sgf *s = parse_ok("(;GM[1]SZ[9]\n;B[ee];W[dd]\n;B[ee];W[cc])");
	struct sgf *off = parse_ok("(;GM[1]SZ[9];B[ee];W[zz])");
	struct sgf_msgs m;
	struct sgf_replay where;
	struct game g;

	sgf_msgs_init(&m);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, &where, &m), 0);
	ck_assert_int_eq(m.n, 1);
	ck_assert_int_eq(m.nerrors, 0);
	ck_assert_msg(strstr(m.v[0], "t.sgf:3:2: warning: move 3 (B E5) is illegal"), "%s", m.v[0]);
	ck_assert(where.stopped_on_error);
	ck_assert_int_eq(where.moves, 2);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "C7")), EMPTY);
	game_free(&g);
	ck_assert_int_eq(sgf_replay(off, off->games, -1, &g, NULL, &where, &m), 0);
	ck_assert_ptr_nonnull(strstr(m.v[1], "move 2: W[zz] is not a point"));
	ck_assert_int_eq(g.nmoves, 1);
	game_free(&g);
	sgf_msgs_free(&m);
	sgf_free(s);
	sgf_free(off);
}
END_TEST

START_TEST(replay_to_move)
{
	struct sgf *s = parse_ok("(;SZ[9];B[ee];W[dd];B[cc];W[gg])");
	struct game g;
	struct sgf_replay where;

	ck_assert_int_eq(sgf_replay(s, s->games, 2, &g, NULL, &where, NULL), 0);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(where.moves, 2);
	ck_assert_str_eq(sgf_node_get(where.last, "W"), "dd");
	ck_assert_int_eq(g.to_move, BLACK);
	game_free(&g);
	ck_assert_int_eq(sgf_replay_until_point(s, s->games, 2, 6, &g, NULL, NULL), 0);
	ck_assert_int_eq(g.nmoves, 2); /* stops before B[cc] = C7 */
	game_free(&g);
	sgf_free(s);
}
END_TEST

START_TEST(replay_variation)
{
	struct sgf *s = parse_ok("(;SZ[9];B[ee](;W[dd];B[cc])(;W[gg]AB[aa];B[hh](;W[ii])(;W[ah])))");
	const struct sgf_node *v2 = s->games->child->child->next; /* W[gg] */
	const struct sgf_node *leaf = v2->child->child->next;      /* W[ah] */
	struct sgf_replay where;
	struct game g;

	ck_assert_str_eq(sgf_node_get(leaf, "W"), "ah");
	ck_assert_int_eq(sgf_replay_to_node(s, leaf, &g, NULL, &where, NULL), 0);
	ck_assert_ptr_eq(where.last, leaf);
	ck_assert_board(&g.board, 9,
	                "X . . . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . X . . . .\n"
	                ". . . . . . . . .\n"
	                ". . . . . . O . .\n"
	                "O . . . . . . X .\n"
	                ". . . . . . . . .\n");
	ck_assert_int_eq(game_move_number(&g), 4);
	game_free(&g);
	ck_assert_int_eq(sgf_replay_to_node(s, s->games, &g, NULL, &where, NULL), 0);
	ck_assert_int_eq(game_move_number(&g), 0);
	game_free(&g);
	sgf_free(s);
}
END_TEST

/* ---- game information and results ---- */

START_TEST(results)
{
	static const struct {
		const char *text;
		enum result_kind kind;
		enum color winner;
		double margin;
		const char *back;
	} r[] = {
		{ "B+3.5", RESULT_SCORE, BLACK, 3.5, "B+3.5" },
		{ "W+R", RESULT_RESIGN, WHITE, 0, "W+R" },
		{ "W+Resign", RESULT_RESIGN, WHITE, 0, "W+R" },
		{ "W+T", RESULT_TIME, WHITE, 0, "W+T" },
		{ "B+Time", RESULT_TIME, BLACK, 0, "B+T" },
		{ "B+F", RESULT_FOUL, BLACK, 0, "B+F" },
		{ "0", RESULT_SCORE, EMPTY, 0, "0" },
		{ "Draw", RESULT_SCORE, EMPTY, 0, "0" },
		{ "Void", RESULT_VOID, EMPTY, 0, "Void" },
		{ "W+12", RESULT_SCORE, WHITE, 12, "W+12" },
		{ " W+0,5 ", RESULT_SCORE, WHITE, 0.5, "W+0.5" },
		{ "B+", RESULT_SCORE, BLACK, 0, "B+" },
		{ "W+capture", RESULT_CAPTURE, WHITE, 0, "W+Capture" },
	};
	struct game_result res;
	char buf[32];

	for (size_t i = 0; i < sizeof r / sizeof *r; i++) {
		ck_assert_msg(sgf_result_parse(r[i].text, &res), "%s", r[i].text);
		ck_assert_int_eq(res.kind, r[i].kind);
		ck_assert_int_eq(res.winner, r[i].winner);
		ck_assert(res.margin == r[i].margin);
		ck_assert_str_eq(sgf_result_format(&res, buf), r[i].back);
	}
	ck_assert(!sgf_result_parse("?", &res));
	ck_assert(!sgf_result_parse("B+lots", &res));
	ck_assert_int_eq(res.kind, RESULT_NONE);
}
END_TEST

START_TEST(reals)
{
	char buf[32];

	ck_assert_str_eq(sgf_format_real(6.5, buf, sizeof buf), "6.5");
	ck_assert_str_eq(sgf_format_real(0, buf, sizeof buf), "0");
	ck_assert_str_eq(sgf_format_real(-3.25, buf, sizeof buf), "-3.25");
	ck_assert_str_eq(sgf_format_real(375, buf, sizeof buf), "375");
}
END_TEST

/* number_parse (base/util.h): the one reader of numbers people write, on
 * the command line, in the config file, on the : line and in SGF values;
 * cli-options.sh and check_settings try a few of the same spellings there. */
static const struct {
	const char *text;
	bool ok;
	double v;
} numbers[] = {
	{ "6.5", true, 6.5 },     { "6,5", true, 6.5 },   { "7", true, 7 },
	{ " 7", true, 7 },        { "7 ", true, 7 },      { "\t7\n", true, 7 },
	{ "+7", true, 7 },        { "-2", true, -2 },     { "-0", true, 0 },
	{ ".5", true, 0.5 },      { "5.", true, 5 },      { "0.1", true, 0.1 },
	{ "2.675", true, 2.675 }, { "1.15", true, 1.15 },  { "86400", true, 86400 },
	{ "007", true, 7 },
	{ "1000000", true, 1e6 }, { "1000001", false, 0 }, { "1e3", false, 0 },
	{ "1E3", false, 0 },      { "nan", false, 0 },    { "inf", false, 0 },
	{ "-inf", false, 0 },     { "infinity", false, 0 }, { "0x10", false, 0 },
	{ "", false, 0 },         { " ", false, 0 },      { ".", false, 0 },
	{ "-", false, 0 },        { "+-1", false, 0 },    { "6.5pts", false, 0 },
	{ "6.5.1", false, 0 },    { "1 000", false, 0 },  { "6,5,0", false, 0 },
	{ "\xd9\xa1", false, 0 }, /* ١, ARABIC-INDIC DIGIT ONE */
};

START_TEST(number_table)
{
	const char *t = numbers[_i].text;
	double v = -99;
	bool ok = number_parse(t, -NUMBER_MAX, NUMBER_MAX, &v);

	ck_assert_msg(ok == numbers[_i].ok, "number_parse(\"%s\") %s", t, ok ? "accepted" : "refused");
	if (ok)
		ck_assert_msg(v == numbers[_i].v && !(v == 0 && signbit(v)), "number_parse(\"%s\") = %g", t, v);
	else
		ck_assert_msg(v == -99, "number_parse(\"%s\") changed *out", t);
}
END_TEST

START_TEST(number_range)
{
	double v = 0;
	int n = 0;

	ck_assert(number_parse("5", 5, 25, &v) && v == 5);
	ck_assert(!number_parse("4.99", 5, 25, &v) && v == 5);
	ck_assert(!number_parse("25,5", 5, 25, &v));
	ck_assert(number_parse_int("9", 5, 25, &n) && n == 9);
	ck_assert(number_parse_int("13.0", 5, 25, &n) && n == 13);
	ck_assert(!number_parse_int("9.5", 5, 25, &n) && n == 13);
	ck_assert(!number_parse_int("26", 5, 25, &n));
	ck_assert(!number_parse_int("0x13", 5, 25, &n));
}
END_TEST

START_TEST(game_info_read)
{
	struct sgf *s = parse_ok("(;GM[1]SZ[19]HA[2]KM[0.5]RU[Japanese]PB[Shin\\]ji]PW[Lee]BR[9p]"
	                         "DT[2026-11-30]RE[W+R]AB[dd][pp]GC[line\none];W[qd])");
	struct game_info info;
	struct game g;

	game_info_init(&info);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, &info, NULL, NULL), 0);
	ck_assert_str_eq(info.black, "Shin]ji");
	ck_assert_str_eq(info.white, "Lee");
	ck_assert_str_eq(info.black_rank, "9p");
	ck_assert_str_eq(info.date, "2026-11-30");
	ck_assert_str_eq(info.comment, "line\none");
	ck_assert(info.result_known);
	ck_assert_int_eq(info.result.kind, RESULT_RESIGN);
	ck_assert_int_eq(info.result.winner, WHITE);
	ck_assert_int_eq(g.handicap, 2);
	ck_assert(g.komi == 0.5);
	ck_assert_int_eq(g.moves[0].color, WHITE);
	game_info_free(&info);
	game_free(&g);
	sgf_free(s);
}
END_TEST

/* ---- round trips through struct game ---- */

static void random_game(struct game *g, int size, enum rules rules, uint64_t seed, int max)
{
	ck_assert_int_eq(game_init(g, size, rules), 0);
	for (int n = 0; n < max && g->phase == PHASE_PLAYING; n++)
		ck_assert_int_eq(game_play(g, g->to_move, playout_pick(g, g->to_move, &seed)), MOVE_OK);
}

START_TEST(game_round_trip)
{
	static const int board_sizes[] = { 5, 9, 13, 19, 25 };
	struct game g, h;
	struct game_info info, back;
	struct sbuf b;
	struct sgf *s;

	for (size_t k = 0; k < 5; k++) {
		random_game(&g, board_sizes[k], k & 1 ? RULES_CHINESE : RULES_JAPANESE, 1234 + k, 600);
		game_set_komi(&g, 5.5 + (double)k);
		endgame_resign(&g, WHITE);
		game_info_init(&info);
		info.black = xstrdup("黒 \"Black\" [1]");
		info.white = xstrdup("White\\");
		sbuf_init(&b);
		sgf_write_game(&g, &info, &b);
		ck_assert(charset_valid_utf8(b.s, b.len));
		ck_assert_ptr_nonnull(strstr(b.s, "CA[UTF-8]"));
		ck_assert_ptr_nonnull(strstr(b.s, "RE[B+R]"));
		s = parse_ok(b.s);
		game_info_init(&back);
		ck_assert_int_eq(sgf_replay(s, s->games, -1, &h, &back, NULL, NULL), 0);
		ck_assert_int_eq(h.nmoves, g.nmoves);
		ck_assert_int_eq(h.rules, g.rules);
		ck_assert(h.komi == g.komi);
		ck_assert(memcmp(h.board.color, g.board.color, sizeof g.board.color) == 0);
		ck_assert_int_eq(h.board.captures[BLACK], g.board.captures[BLACK]);
		ck_assert_int_eq(h.board.captures[WHITE], g.board.captures[WHITE]);
		ck_assert_str_eq(back.black, info.black);
		ck_assert_str_eq(back.white, info.white);
		ck_assert_int_eq(back.result.kind, RESULT_RESIGN);
		game_info_free(&info);
		game_info_free(&back);
		sbuf_free(&b);
		sgf_free(s);
		game_free(&g);
		game_free(&h);
	}
}
END_TEST

START_TEST(handicap_round_trip)
{
	struct game g, h;
	struct sbuf b;
	struct sgf *s;
	char *cause;

	game_init(&g, 19, RULES_JAPANESE);
	ck_assert_int_eq(game_fixed_handicap(&g, 4, &cause), 4);
	game_set_komi(&g, game_default_komi(g.rules, g.handicap)); /* placing leaves komi alone */
	ck_assert_int_eq(game_play(&g, WHITE, V(&g.board, "C3")), MOVE_OK);
	ck_assert_int_eq(game_play(&g, BLACK, PASS), MOVE_OK);
	sbuf_init(&b);
	sgf_write_game(&g, NULL, &b);
	ck_assert_ptr_nonnull(strstr(b.s, "HA[4]"));
	ck_assert_ptr_nonnull(strstr(b.s, "KM[0.5]"));
	ck_assert_ptr_nonnull(strstr(b.s, "AB[dp][pp][dd][pd]"));
	ck_assert_ptr_nonnull(strstr(b.s, ";W[cq];B[]"));
	s = parse_ok(b.s);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &h, NULL, NULL, NULL), 0);
	ck_assert_int_eq(h.handicap, 4);
	ck_assert_double_eq(h.komi, 0.5);
	ck_assert(memcmp(h.board.color, g.board.color, sizeof g.board.color) == 0);
	ck_assert_int_eq(h.to_move, WHITE);
	sbuf_free(&b);
	sgf_free(s);
	game_free(&g);
	game_free(&h);
}
END_TEST

START_TEST(territory_marks)
{
	struct game g;
	struct sgf *s, *back;
	char *out;
	int tb[2], tw[1];

	game_init(&g, 9, RULES_JAPANESE);
	game_play(&g, BLACK, V(&g.board, "C3"));
	game_play(&g, WHITE, V(&g.board, "G7"));
	s = sgf_from_game(&g, NULL);
	tb[0] = V(&g.board, "A1"), tb[1] = V(&g.board, "G7"); /* G7: a dead white stone */
	tw[0] = V(&g.board, "J9");
	sgf_set_territory(s, s->games, &g.board, tb, 2, tw, 1);
	out = written(s);
	ck_assert_ptr_nonnull(strstr(out, ";W[gc]TB[ai][gc]TW[ia])"));
	back = parse_ok(out);
	ck_assert_int_eq(sgf_node_prop(back->games->child->child, "TB")->nvalues, 2);
	free(out);
	sgf_free(back);
	sgf_free(s);
	game_free(&g);
}
END_TEST

/* ---- encodings: files made by iconv (tests/data/sgf/make-encodings.sh) ---- */

static const struct {
	const char *file, *charset, *black, *white, *comment_part;
	bool warns;
} encoded[] = {
	{ "gb2312.sgf", "GB18030", "常昊", "古力", "黑棋中盘胜", false },
	{ "gb2312-noca.sgf", "GB18030", "常昊", "古力", "白棋在右下角的劫争中失误", true },
	{ "gb2312-wrongca.sgf", "GB18030", "常昊", "古力", "黑棋中盘胜", true },
	{ "big5.sgf", "CP950", "張栩", "林海峰", "許多功夫", false },
	{ "big5-noca.sgf", "CP950", "張栩", "林海峰", "許多功夫", true },
	{ "shiftjis.sgf", "CP932", "井山裕太", "張栩", "ソ表能ゾ", false },
	{ "shiftjis-noca.sgf", "CP932", "井山裕太", "張栩", "ソ表能ゾ", true },
	{ "euckr.sgf", "CP949", "이창호", "조훈현", "패싸움에서", false },
	{ "euckr-noca.sgf", "CP949", "이창호", "조훈현", "패싸움에서", true },
	{ "utf8.sgf", "UTF-8", "常昊", "古力", "黑棋中盘胜", false },
	{ "utf8-bom.sgf", "UTF-8", "張栩", "林海峰", "許多功夫", false },
	{ "utf16le-bom.sgf", "UTF-16LE", "이창호", "조훈현", "패싸움에서", false },
	{ "utf16be.sgf", "UTF-16BE", "井山裕太", "張栩", "ソ表能ゾ", false },
	{ "latin1.sgf", "ISO-8859-1", "Jürgen Müller", "François Gérard", NULL, false },
	{ "utf8-as-latin1.sgf", "UTF-8", "Jürgen Müller", "François Gérard", NULL, true },
};

START_TEST(encodings)
{
	char path[4096];
	struct sgf_msgs m;
	struct sgf *s, *again;
	struct game g;
	struct game_info info;
	char *out;

	snprintf(path, sizeof path, "%s/sgf/%s", TESTDATADIR, encoded[_i].file);
	sgf_msgs_init(&m);
	s = sgf_read_file(path, &m);
	ck_assert_msg(s != NULL, "%s: %s", path, m.n ? m.v[0] : "");
	ck_assert_str_eq(s->charset, encoded[_i].charset);
	ck_assert_int_eq(m.n, encoded[_i].warns ? 1 : 0);
	game_info_init(&info);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, &info, NULL, &m), 0);
	ck_assert_str_eq(info.black, encoded[_i].black);
	ck_assert_str_eq(info.white, encoded[_i].white);
	ck_assert_int_eq(g.nmoves, encoded[_i].comment_part ? 4 : 4);
	if (encoded[_i].comment_part) {
		char *c = sgf_text(sgf_node_get(s->games, "C"));

		ck_assert_msg(strstr(c, encoded[_i].comment_part), "%s: comment '%s'", path, c);
		free(c);
	}
	/* --convert: UTF-8 with CA[UTF-8], and it reads back the same */
	out = written(s);
	ck_assert(charset_valid_utf8(out, strlen(out)));
	ck_assert_ptr_nonnull(strstr(out, "CA[UTF-8]"));
	ck_assert_ptr_null(strstr(out, "CA[G"));
	again = parse_ok(out);
	ck_assert_str_eq(sgf_node_get(again->games, "PB"), encoded[_i].black);
	free(out);
	sgf_free(again);
	game_free(&g);
	game_info_free(&info);
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

/* Only the root's own CA property declares the charset: not a "CA[" in a
 * value, nor a name that iconv would read as another one. */
START_TEST(declared_charset_is_the_roots)
{
	char buf[64];

	ck_assert(!charset_find_declared("(;GM[1]C[see CA[Big5]]PB[x])", 29, buf, sizeof buf));
	ck_assert(!charset_find_declared("(;GM[1];CA[Big5])", 17, buf, sizeof buf));
	ck_assert(charset_find_declared("(;GM[1]C[a\\]b]CA[ Big5 ])", 26, buf, sizeof buf));
	ck_assert_str_eq(buf, "Big5");
	ck_assert(charset_find_declared("(;GM[1]\n CA [GB2312])", 22, buf, sizeof buf) &&
	          !strcmp(buf, "GB2312"));
	ck_assert(!charset_find_declared("(;CA[CP\x97" "125])", 14, buf, sizeof buf));
}
END_TEST

START_TEST(message_columns_count_characters)
{
	const char *text = "(;PB[常昊]\n;B[aa]ü x[b])";
	struct sgf_msgs m;

	sgf_msgs_init(&m);
	ck_assert_ptr_null(sgf_parse(text, strlen(text), "c.sgf", &m));
	/* ü is one character: the ü at column 7, then a space, x at column 8 */
	ck_assert_msg(strstr(m.v[0], "c.sgf:2:7:"), "%s", m.v[0]);
	sgf_msgs_free(&m);
}
END_TEST

/* ---- saving and autosave ---- */

static char tmpdir[256];

static void make_tmpdir(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/tengen-check-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	struct sbuf b;
	int c;

	if (!f)
		return NULL;
	sbuf_init(&b);
	while ((c = fgetc(f)) != EOF)
		sbuf_addc(&b, (char)c);
	fclose(f);
	if (!b.s)
		sbuf_add(&b, "");
	return b.s;
}

START_TEST(atomic_save_with_backup)
{
	char path[512], bak[512], *cause = NULL, *text;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/game.sgf", tmpdir);
	snprintf(bak, sizeof bak, "%s/game.sgf~", tmpdir);
	ck_assert_int_eq(file_write_atomic(path, "(;first)", 8, true, &cause), 0);
	ck_assert_int_eq(access(bak, F_OK), -1); /* nothing to back up yet */
	ck_assert_int_eq(file_write_atomic(path, "(;second)", 9, true, &cause), 0);
	text = slurp(path);
	ck_assert_str_eq(text, "(;second)");
	free(text);
	text = slurp(bak);
	ck_assert_str_eq(text, "(;first)");
	free(text);
	unlink(path);
	unlink(bak);
	rmdir(tmpdir);
}
END_TEST

/* A FIFO no program writes to reads as empty (sgf_read_file waited for a
 * writer for ever: `:problems FIFO` hung the screen, with no Ctrl-C); one
 * with something written into it is read whole. */
/* A device that never ends (/dev/zero) is refused once it passes the size
 * of any record, with a message: it was read until memory ran out. */
START_TEST(endless_file_refused)
{
	struct sgf_msgs m;

	alarm(20);
	sgf_msgs_init(&m);
	ck_assert_ptr_null(sgf_read_file("/dev/zero", &m));
	alarm(0);
	ck_assert_int_ge(m.n, 1);
	ck_assert_msg(strstr(m.v[0], "larger than 64 MB"), "%s", m.v[0]);
	sgf_msgs_free(&m);
}
END_TEST

START_TEST(fifo_read)
{
	char path[512];
	struct sgf_msgs m;
	struct sgf *s;
	int r, w;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/fifo", tmpdir);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	alarm(3); /* the hang, as a failure of its own */
	sgf_msgs_init(&m);
	ck_assert_ptr_null(sgf_read_file(path, &m));
	ck_assert_int_ge(m.n, 1);
	sgf_msgs_free(&m);
	r = open(path, O_RDONLY | O_NONBLOCK); /* keeps what is written */
	ck_assert_int_ge(r, 0);
	w = open(path, O_WRONLY);
	ck_assert_int_ge(w, 0);
	ck_assert_int_eq(write(w, "(;SZ[9];B[ee])", 14), 14);
	close(w);
	sgf_msgs_init(&m);
	s = sgf_read_file(path, &m);
	alarm(0);
	ck_assert_ptr_nonnull(s);
	ck_assert_str_eq(sgf_node_get(s->games->child, "B"), "ee");
	sgf_free(s);
	sgf_msgs_free(&m);
	close(r);
	unlink(path);
	rmdir(tmpdir);
}
END_TEST

START_TEST(unwritable_path_keeps_file)
{
	char path[512], *cause = NULL, *text;
	struct game g;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/kept.sgf", tmpdir);
	ck_assert_int_eq(file_write_atomic(path, "(;old)", 6, false, &cause), 0);
	game_init(&g, 9, RULES_JAPANESE);
	game_play(&g, BLACK, V(&g.board, "E5"));
	ck_assert_int_eq(sgf_save_game("/nonexistent-dir/x/game.sgf", &g, NULL, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_ptr_nonnull(strstr(cause, "/nonexistent-dir/x/game.sgf"));
	free(cause);
	cause = NULL;
	if (geteuid() != 0) { /* root writes anywhere: the mode test needs a user */
		chmod(tmpdir, 0500);
		ck_assert_int_eq(sgf_save_game(path, &g, NULL, &cause), -1);
		ck_assert_ptr_nonnull(cause);
		free(cause);
		chmod(tmpdir, 0700);
	}
	/* a directory in the way of the file: the write fails, nothing lost */
	{
		char dirpath[520];

		snprintf(dirpath, sizeof dirpath, "%s/adir", tmpdir);
		mkdir(dirpath, 0700);
		ck_assert_int_eq(sgf_save_game(dirpath, &g, NULL, &cause), -1);
		/* said plainly, and no empty dirpath~ left beside it: the
		 * backup's copy was tried on the directory and kept */
		ck_assert_msg(strstr(cause, "adir: ") && !strstr(cause, "backup"), "%s", cause);
		free(cause);
		rmdir(dirpath);
		strcat(dirpath, "~");
		ck_assert_int_eq(access(dirpath, F_OK), -1);
	}
	text = slurp(path);
	ck_assert_str_eq(text, "(;old)");
	free(text);
	ck_assert_int_eq(g.nmoves, 1); /* the game stays in memory */
	game_free(&g);
	unlink(path);
	rmdir(tmpdir);
}
END_TEST

/* A save to a symbolic link writes the file it points to (and keeps its
 * backup beside that file): the link was replaced by a new file, the file
 * it named was left old, and the backup was a second link to it. */
START_TEST(save_through_symlink)
{
	char path[512], link[512], bak[520], *cause = NULL, *text;
	struct stat st;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/real.sgf", tmpdir);
	snprintf(link, sizeof link, "%s/link.sgf", tmpdir);
	ck_assert_int_eq(file_write_atomic(path, "(;old)", 6, false, &cause), 0);
	ck_assert_int_eq(symlink("real.sgf", link), 0);
	ck_assert_int_eq(file_write_atomic(link, "(;new)", 6, true, &cause), 0);
	ck_assert_int_eq(lstat(link, &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	text = slurp(path);
	ck_assert_str_eq(text, "(;new)");
	free(text);
	snprintf(bak, sizeof bak, "%s~", path);
	text = slurp(bak);
	ck_assert_str_eq(text, "(;old)");
	free(text);
	unlink(bak);
	unlink(path);
	/* a link to nothing yet: the file it names is made */
	ck_assert_int_eq(file_write_atomic(link, "(;first)", 8, true, &cause), 0);
	text = slurp(path);
	ck_assert_str_eq(text, "(;first)");
	free(text);
	snprintf(bak, sizeof bak, "%s~", link);
	ck_assert_int_eq(access(bak, F_OK), -1);
	unlink(link);
	unlink(path);
	rmdir(tmpdir);
}
END_TEST

static struct autosave *sig_autosave;

static void on_term(int sig)
{
	(void)sig;
	autosave_signal_flush(sig_autosave);
}

static void on_hup(int sig)
{
	(void)sig;
	autosave_request(sig_autosave);
}

static int load_moves(const char *path)
{
	struct sgf *s = sgf_read_file(path, NULL);
	struct game g;
	int n;

	if (!s)
		return -1;
	sgf_replay(s, s->games, -1, &g, NULL, NULL, NULL);
	n = g.nmoves;
	game_free(&g);
	sgf_free(s);
	return n;
}

START_TEST(autosave_cycle)
{
	struct autosave *a;
	struct game g;
	char *cause = NULL, **found;
	char stale[512];
	FILE *f;
	int nopen;

	make_tmpdir();
	a = autosave_open(tmpdir, &cause);
	ck_assert_ptr_nonnull(a);
	game_init(&g, 9, RULES_JAPANESE);
	game_play(&g, BLACK, V(&g.board, "E5"));
	ck_assert_int_eq(autosave_update(a, &g, NULL, &cause), 0);
	ck_assert_int_eq(load_moves(a->path), 1);
	game_play(&g, WHITE, V(&g.board, "C3"));
	ck_assert_int_eq(autosave_update(a, &g, NULL, &cause), 0);
	ck_assert_int_eq(load_moves(a->path), 2);

	/* SIGTERM: the handler writes the last record with write(2) */
	unlink(a->path);
	sig_autosave = a;
	signal(SIGTERM, on_term);
	raise(SIGTERM);
	signal(SIGTERM, SIG_DFL);
	ck_assert_int_eq(load_moves(a->path), 2);

	/* a signal in the middle of the loop's own write: the handler uses
	 * another temporary file, so neither write spoils the other */
	f = fopen(a->tmp, "w");
	fputs("(;half a rec", f);
	fclose(f);
	ck_assert_int_eq(autosave_signal_flush(a), 0);
	ck_assert_int_eq(load_moves(a->path), 2);
	ck_assert_int_eq(access(a->tmp, F_OK), 0); /* the loop's file untouched */
	unlink(a->tmp);

	/* SIGHUP: the handler sets a flag, the loop writes */
	unlink(a->path);
	signal(SIGHUP, on_hup);
	raise(SIGHUP);
	signal(SIGHUP, SIG_DFL);
	ck_assert_int_eq(access(a->path, F_OK), -1);
	ck_assert_int_eq(autosave_service(a, &cause), 1);
	ck_assert_int_eq(load_moves(a->path), 2);
	ck_assert_int_eq(autosave_service(a, &cause), 0);

	/* a previous run's autosave is found; this run's is not offered */
	snprintf(stale, sizeof stale, "%s/game-%d.sgf", tmpdir, 999999999);
	f = fopen(stale, "w");
	fputs("(;SZ[9];B[ee])", f);
	fclose(f);
	ck_assert_int_eq(autosave_find(tmpdir, &found, &nopen, &cause), 1);
	ck_assert_int_eq(nopen, 0); /* ours is not counted as another's */
	ck_assert_str_eq(found[0], stale);
	ck_assert_ptr_null(found[1]);
	autosave_free_list(found);
	ck_assert_int_eq(autosave_discard(stale), 0);

	autosave_finish(a);
	ck_assert_int_eq(access(a->path, F_OK), -1);
	autosave_close(a);
	game_free(&g);
	ck_assert_int_eq(rmdir(tmpdir), 0); /* no temporary file left behind */
}
END_TEST

static void write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
}

/* A declined autosave at path, days old. */
static void write_declined(const char *path, int days)
{
	struct utimbuf t;

	write_text(path, "(;SZ[9])");
	t.actime = t.modtime = time(NULL) - (time_t)days * 24 * 60 * 60;
	ck_assert_int_eq(utime(path, &t), 0);
}

/* The lock at path made and held, as a running tengen holds it: its fd. */
static int hold_lock(const char *path)
{
	int fd = open(path, O_RDWR | O_CREAT, 0600);

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(flock(fd, LOCK_EX), 0);
	return fd;
}

/* A game is known to be running by its lock, not by its PID: game-1.sgf
 * (PID 1 is alive) is offered; a game whose lock is held is counted as open
 * elsewhere, and offered once the lock goes.  Declined autosaves older than
 * AUTOSAVE_KEEP_DAYS go. */
START_TEST(autosave_locks_and_prune)
{
	char *cause = NULL, **found, path[512], lock[512], old[512], young[512];
	int nopen, fd;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/game-1.sgf", tmpdir);
	write_text(path, "(;SZ[9];B[ee])");
	snprintf(path, sizeof path, "%s/game-999999998.sgf", tmpdir);
	write_text(path, "(;SZ[9];B[ee];W[cc])");
	snprintf(lock, sizeof lock, "%s/game-999999998.lock", tmpdir);
	fd = hold_lock(lock);
	ck_assert_int_eq(autosave_find(tmpdir, &found, &nopen, &cause), 1);
	ck_assert_int_eq(nopen, 1);
	ck_assert_ptr_nonnull(strstr(found[0], "/game-1.sgf"));
	autosave_free_list(found);
	close(fd); /* the other tengen is gone */
	ck_assert_int_eq(autosave_find(tmpdir, &found, &nopen, &cause), 2);
	ck_assert_int_eq(nopen, 0);
	autosave_free_list(found);
	ck_assert_int_eq(autosave_discard(path), 0);
	ck_assert_int_eq(access(lock, F_OK), -1); /* the lock file went with it */
	snprintf(path, sizeof path, "%s/game-1.sgf", tmpdir);
	ck_assert_int_eq(autosave_discard(path), 0);

	snprintf(old, sizeof old, "%s/declined-game-5.sgf", tmpdir);
	snprintf(young, sizeof young, "%s/declined-game-6.sgf", tmpdir);
	write_declined(old, AUTOSAVE_KEEP_DAYS + 1);
	write_declined(young, 0);
	ck_assert_int_eq(autosave_prune(tmpdir, AUTOSAVE_KEEP_DAYS), 1);
	ck_assert_int_eq(access(old, F_OK), -1);
	ck_assert_int_eq(access(young, F_OK), 0);
	unlink(young);
	ck_assert_int_eq(rmdir(tmpdir), 0);
}
END_TEST

/* Lock files do not pile up: one no process holds (a killed tengen's) is
 * removed when autosave_find meets it, a held one stays; a declined
 * autosave leaves no lock, and pruning an old declined game removes the lock
 * its decline left (issue 21, point 9). */
START_TEST(dead_locks_are_removed)
{
	char *cause = NULL, **found, dead[512], held[512], old[512], oldlock[512], path[512];
	char *to;
	int nopen, fd;

	make_tmpdir();
	snprintf(dead, sizeof dead, "%s/game-999999997.lock", tmpdir);
	write_text(dead, "");
	snprintf(held, sizeof held, "%s/game-999999996.lock", tmpdir);
	fd = hold_lock(held);
	ck_assert_int_eq(autosave_find(tmpdir, &found, &nopen, &cause), 0);
	autosave_free_list(found);
	ck_assert_int_eq(access(dead, F_OK), -1);
	ck_assert_int_eq(access(held, F_OK), 0);

	snprintf(path, sizeof path, "%s/game-999999995.sgf", tmpdir);
	write_text(path, "(;SZ[9];B[ee])");
	snprintf(dead, sizeof dead, "%s/game-999999995.lock", tmpdir);
	write_text(dead, "");
	to = autosave_decline(path);
	ck_assert_ptr_nonnull(to);
	ck_assert_ptr_nonnull(strstr(to, "/declined-game-999999995.sgf"));
	ck_assert_int_eq(access(to, F_OK), 0);
	ck_assert_int_eq(access(dead, F_OK), -1);
	unlink(to);
	free(to);

	snprintf(old, sizeof old, "%s/declined-game-999999994.sgf", tmpdir);
	snprintf(oldlock, sizeof oldlock, "%s/game-999999994.lock", tmpdir);
	write_declined(old, AUTOSAVE_KEEP_DAYS + 1);
	write_text(oldlock, "");
	ck_assert_int_eq(autosave_prune(tmpdir, AUTOSAVE_KEEP_DAYS), 1);
	ck_assert_int_eq(access(old, F_OK), -1);
	ck_assert_int_eq(access(oldlock, F_OK), -1);
	snprintf(old, sizeof old, "%s/declined-game-999999996.sgf", tmpdir);
	write_declined(old, AUTOSAVE_KEEP_DAYS + 1);
	ck_assert_int_eq(autosave_prune(tmpdir, AUTOSAVE_KEEP_DAYS), 1);
	ck_assert_int_eq(access(held, F_OK), 0); /* its PID is a running tengen's now */
	close(fd);
	unlink(held);
	ck_assert_int_eq(rmdir(tmpdir), 0);
}
END_TEST

START_TEST(autosave_xdg_dir)
{
	char *cause = NULL, *dir, want[512];

	make_tmpdir();
	setenv("XDG_STATE_HOME", tmpdir, 1);
	dir = autosave_dir(&cause);
	snprintf(want, sizeof want, "%s/tengen", tmpdir);
	ck_assert_str_eq(dir, want);
	ck_assert_int_eq(access(dir, W_OK), 0);
	rmdir(dir);
	free(dir);
	unsetenv("XDG_STATE_HOME");
	setenv("HOME", tmpdir, 1);
	dir = autosave_dir(&cause);
	snprintf(want, sizeof want, "%s/.local/state/tengen", tmpdir);
	ck_assert_str_eq(dir, want);
	rmdir(dir);
	free(dir);
	snprintf(want, sizeof want, "%s/.local/state", tmpdir);
	rmdir(want);
	snprintf(want, sizeof want, "%s/.local", tmpdir);
	rmdir(want);
	ck_assert_int_eq(rmdir(tmpdir), 0);
}
END_TEST

START_TEST(sanitize_controls_and_bad_utf8)
{
	/* what a record's text may hold: C0 (ESC), DEL, C1 as UTF-8 (U+009B,
	 * CSI), a lone 0x9b byte (8-bit CSI), cut and overlong sequences;
	 * kept: tabs as spaces, CJK and a 4-byte character */
	static const struct { const char *in, *want; } t[] = {
		{ "a\033[31mb", "a[31mb" },
		{ "x\x7fy\tz", "xy z" },
		{ "\xc2\x9b" "2J", "2J" },
		{ "\x9b" "2J", "?2J" },
		{ "\xe6\x9c", "??" },
		{ "\xc0\xaf", "??" },
		{ "\xed\xa0\x80", "???" },
		/* bidi controls and separators: U+202E, U+2066, U+2069, U+200F,
		 * U+061C, U+2028; kept: U+2010 and U+2070 beside them, Arabic */
		{ "gtp\xe2\x80\xae" "fdp.exe", "gtpfdp.exe" },
		{ "a\xe2\x81\xa6" "b\xe2\x81\xa9" "c\xe2\x80\x8f" "d\xd8\x9c" "e\xe2\x80\xa8" "f",
		  "abcdef" },
		{ "\xe2\x80\x90\xe2\x81\xb0\xd8\xb3", "\xe2\x80\x90\xe2\x81\xb0\xd8\xb3" },
		{ "\xe5\x9c\x8d\xe6\xa3\x8b \xf0\x9f\x80\x84 \xc3\xa9", "\xe5\x9c\x8d\xe6\xa3\x8b \xf0\x9f\x80\x84 \xc3\xa9" },
	};

	for (size_t i = 0; i < sizeof t / sizeof *t; i++) {
		char *got = text_sanitize(t[i].in);

		ck_assert_msg(!strcmp(got, t[i].want), "case %zu: got '%s'", i, got);
		free(got);
	}
}
END_TEST

static Suite *sgf_suite(void)
{
	Suite *s = suite_create("sgf");
	TCase *t = tcase_create("grammar");

	tcase_add_test(t, sanitize_controls_and_bad_utf8);
	tcase_add_test(t, collection_and_variations);
	tcase_add_test(t, copy_keeps_games_and_variations);
	tcase_add_test(t, node_after_variations);
	tcase_add_test(t, whitespace_and_escapes);
	tcase_add_test(t, text_values);
	tcase_add_test(t, old_lowercase_names);
	tcase_add_test(t, passes);
	tcase_add_test(t, sizes);
	tcase_add_test(t, size_property);
	tcase_add_test(t, compressed_point_lists);
	tcase_add_test(t, setup_lists_longer_than_the_board);
	tcase_add_test(t, setup_mid_game);
	tcase_add_test(t, unknown_properties_round_trip);
	tcase_add_test(t, writer_sets_utf8);
	tcase_add_test(t, deep_nesting);
	tcase_set_timeout(t, 60);
	suite_add_tcase(s, t);

	t = tcase_create("errors");
	tcase_add_loop_test(t, malformed_files, 0, (int)(sizeof malformed / sizeof *malformed));
	tcase_add_test(t, nul_byte);
	tcase_add_test(t, long_messages_whole);
	tcase_add_test(t, not_go);
	tcase_add_test(t, illegal_move_warns);
	tcase_add_test(t, message_columns_count_characters);
	suite_add_tcase(s, t);

	t = tcase_create("games");
	tcase_add_test(t, replay_to_move);
	tcase_add_test(t, replay_variation);
	tcase_add_test(t, results);
	tcase_add_test(t, reals);
	tcase_add_loop_test(t, number_table, 0, (int)(sizeof numbers / sizeof numbers[0]));
	tcase_add_test(t, number_range);
	tcase_add_test(t, game_info_read);
	tcase_add_test(t, game_round_trip);
	tcase_add_test(t, handicap_round_trip);
	tcase_add_test(t, territory_marks);
	suite_add_tcase(s, t);

	t = tcase_create("encodings");
	tcase_add_loop_test(t, encodings, 0, (int)(sizeof encoded / sizeof *encoded));
	tcase_add_test(t, declared_charset_is_the_roots);
	suite_add_tcase(s, t);

	t = tcase_create("saving");
	tcase_set_timeout(t, 30); /* endless_file_refused reads 64 MB (slow under ASan) */
	tcase_add_test(t, atomic_save_with_backup);
	tcase_add_test(t, unwritable_path_keeps_file);
	tcase_add_test(t, save_through_symlink);
	tcase_add_test(t, fifo_read);
	tcase_add_test(t, endless_file_refused);
	tcase_add_test(t, autosave_cycle);
	tcase_add_test(t, autosave_xdg_dir);
	tcase_add_test(t, autosave_locks_and_prune);
	tcase_add_test(t, dead_locks_are_removed);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(sgf_suite);

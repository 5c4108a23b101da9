/*
 * check_formats.c — the readers of other servers' formats (formats.h):
 * each sample of tests/data/formats read into the tree the SGF reader would
 * build (compared as the SGF it writes: players, ranks, komi in points,
 * handicap and its stones, result, date, moves, UGI comments and
 * variations), replayed legally; the legacy encodings; the broken files each
 * an error with its line and no tree; the format found by content whatever
 * the name, then by extension; the save name of a converted record.
 */
#include <stdlib.h>
#include <string.h>

#include "base/readfile.h"
#include "record/formats.h"
#include "record/sgf.h"
#include "record/sgfgame.h"
#include "testutil.h"

static const struct {
	const char *file, *sgf;
	int moves;
} good[] = {
	{ "game.gib",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[LeeSedol]BR[9D]PW[Gu Li]WR[8D]DT[2016-03-26]"
	  "PC[Tygem Baduk]KM[6.5]RE[W+2.5]\n;B[pd];W[dp];B[pp];W[];B[cd])\n", 5 },
	{ "korean.gib",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[이세돌]BR[9D]PW[Gu Li]WR[8D]DT[2016-03-26]"
	  "PC[Tygem Baduk]KM[6.5]RE[W+2.5]\n;B[pd];W[dp];B[pp];W[];B[cd])\n", 5 },
	{ "handicap.gib",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[kim]BR[3K]PW[park]WR[2D]KM[0.5]HA[3]AB[dp][pd][dd]"
	  "RE[W+R]\n;W[qc];B[cq])\n", 2 },
	{ "game.ngf",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]GN[Ranking game]PW[Gu Li]WR[9P]PB[Lee Sedol]"
	  "BR[9P]PC[www.cyberoro.com]DT[2011-08-12]RE[W+2.5]\n;B[pd];W[dp];B[];W[pp])\n", 4 },
	{ "korean.ngf",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]GN[Ranking game]PW[Gu Li]WR[9P]PB[이세돌]"
	  "BR[9P]PC[www.cyberoro.com]DT[2011-08-12]RE[W+2.5]\n;B[pd];W[dp];B[];W[pp])\n", 4 },
	{ "chinese.ngf",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]GN[Ranking game]PW[古力]WR[9P]PB[Lee Sedol]"
	  "BR[9P]PC[www.cyberoro.com]DT[2011-08-12]RE[W+2.5]\n;B[pd];W[dp];B[];W[pp])\n", 4 },
	{ "game.ugf",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]GN[Honinbo,1st]PC[Tokyo]DT[2013-10-23]RU[Japanese]"
	  "KM[6.5]RE[B+R]PB[Iyama Yuta]BR[9P]PW[Cho U]WR[9P]C[A game comment.]\n"
	  ";B[qd];W[dp]C[White takes the corner.]\n(;B[pp];W[])\n"
	  "(;B[dd]C[Black could play here.]))\n", 4 },
	{ "japanese.ugi",
	  "(;GM[1]FF[4]CA[UTF-8]SZ[19]GN[Honinbo,1st]PC[Tokyo]DT[2013-10-23]RU[Japanese]"
	  "KM[6.5]RE[B+R]PB[井山裕太]BR[9P]PW[張栩]WR[9P]C[名局です。]\n"
	  ";B[qd];W[dp]C[White takes the corner.]\n(;B[pp];W[])\n"
	  "(;B[dd]C[Black could play here.]))\n", 4 },
};

static struct sgf *read_sample(const char *file, struct sgf_msgs *m)
{
	char path[512];

	snprintf(path, sizeof path, "%s/formats/%s", TESTDATADIR, file);
	sgf_msgs_init(m);
	return sgf_read_file(path, m);
}

START_TEST(reads_samples)
{
	struct sgf_msgs m;
	struct sgf *s = read_sample(good[_i].file, &m);
	struct sbuf out;
	struct game g;
	struct game_info info;

	ck_assert_msg(s, "%s: %s", good[_i].file, m.n ? m.v[0] : "no message");
	ck_assert_int_eq(m.n, 0);
	ck_assert_ptr_nonnull(s->format);
	sbuf_init(&out);
	sgf_write(s, &out);
	ck_assert_str_eq(out.s, good[_i].sgf);
	game_info_init(&info);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, &info, NULL, &m), 0);
	ck_assert_int_eq(m.nerrors, 0);
	ck_assert_int_eq(game_move_number(&g), good[_i].moves);
	game_free(&g);
	game_info_free(&info);
	sbuf_free(&out);
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

static const struct {
	const char *file, *message;
} broken[] = {
	{ "broken-coord.gib", "broken-coord.gib:16:1: error: the point 19,15 is off the 19×19" },
	{ "broken-fields.gib", "broken-fields.gib:16:1: error: a STO line needs 6 fields" },
	{ "broken-noheader.gib", "broken-noheader.gib: error: this is no Tygem GIB record" },
	{ "broken-truncated.ngf", "error: this is no WBaduk NGF record: its header has 5 of" },
	{ "broken-shortmove.ngf", "broken-shortmove.ngf:13:1: error: a move line must be PM" },
	{ "broken-nodata.ugf", "error: this is no Pandanet UGF record: it needs a [Header]" },
	{ "broken-move.ugf", "broken-move.ugf:15:1: error: a move line must be" },
};

START_TEST(refuses_broken)
{
	struct sgf_msgs m;
	struct sgf *s = read_sample(broken[_i].file, &m);

	ck_assert_ptr_null(s);
	ck_assert_int_ge(m.nerrors, 1);
	ck_assert_msg(strstr(m.v[0], broken[_i].message), "%s", m.v[0]);
	sgf_msgs_free(&m);
}
END_TEST

/* Every prefix of every sample: an error or a tree, never a crash (the
 * fuzz target goes further). */
START_TEST(truncated_anywhere)
{
	static const char *const files[] = { "game.gib", "game.ngf", "game.ugf" };

	for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
		char path[512], *data;
		size_t len;

		snprintf(path, sizeof path, "%s/formats/%s", TESTDATADIR, files[f]);
		data = file_read(path, 1 << 20, &len, NULL);
		ck_assert_ptr_nonnull(data);
		for (size_t n = 0; n <= len; n++) {
			struct sgf_msgs m;
			struct sgf *s;

			sgf_msgs_init(&m);
			s = formats_parse(data, n, files[f], &m);
			ck_assert(s || m.nerrors > 0);
			sgf_free(s);
			sgf_msgs_free(&m);
		}
		free(data);
	}
}
END_TEST

START_TEST(detects_by_content_then_name)
{
	static const char gib[] = "\\HS\n\\[GAMEBLACKNAME=a\\]\n\\HE\n";
	static const char ugf[] = "[Header]\nSize=9\n[Data]\n";
	static const char ngf[] = "t\n9\nw\nb\ns\n0\n0\n6\n2011\n0\nr\n0\n";
	static const char sgf[] = "\n(;GM[1])";

	ck_assert_int_eq(formats_detect(gib, strlen(gib), "x.sgf"), FORMAT_GIB);
	ck_assert_int_eq(formats_detect(ugf, strlen(ugf), "x.sgf"), FORMAT_UGF);
	ck_assert_int_eq(formats_detect(ngf, strlen(ngf), "x"), FORMAT_NGF);
	ck_assert_int_eq(formats_detect(sgf, strlen(sgf), "x.gib"), FORMAT_SGF);
	ck_assert_int_eq(formats_detect("junk", 4, "x.GIB"), FORMAT_GIB);
	ck_assert_int_eq(formats_detect("junk", 4, "x.ngf"), FORMAT_NGF);
	ck_assert_int_eq(formats_detect("junk", 4, "x.ugi"), FORMAT_UGF);
	ck_assert_int_eq(formats_detect("junk", 4, "x.txt"), FORMAT_SGF);
	ck_assert_int_eq(formats_detect("junk", 4, NULL), FORMAT_SGF);
}
END_TEST

START_TEST(save_name)
{
	struct sgf_msgs m;
	struct sgf *s = read_sample("game.gib", &m), *t = sgf_new();
	char *a = formats_save_name(s, "/x.y/game.gib"), *b = formats_save_name(s, "/x.y/game"),
	     *c = formats_save_name(t, "/x.y/game.sgf");

	ck_assert_str_eq(a, "/x.y/game.sgf");
	ck_assert_str_eq(b, "/x.y/game.sgf");
	ck_assert_str_eq(c, "/x.y/game.sgf");
	free(a);
	free(b);
	free(c);
	sgf_free(s);
	sgf_free(t);
}
END_TEST

/* The result as the formats write it, and as RE has it. */
static const struct {
	const char *ngf, *ugf, *re;
} results[] = {
	{ "White Win 2.5 >> White(70):Black(65)", "W,2.5", "W+2.5" },
	{ "White Win by Resign!", "W,C", "W+R" },
	{ "White loses on time ", "B,T", "B+T" },
	{ "흑 1.5집 승", "B,1.5", "B+1.5" },
	{ "白5.5目勝ち!", "W,5.5", "W+5.5" },
	{ "197手完、黒中押し勝ち", "B,C", "B+R" },
	{ "232手完、黒2目半勝ち", "B,2.5", "B+2.5" },
	{ "白時間切れ勝ち！", "W,T", "W+T" },
	{ "백 불계승", "W,F", "W+R" },
	{ "Progressing!", "N", "Progressing!" },
};

static char *root_re(const char *text)
{
	struct sgf_msgs m;
	struct sgf *s;
	const char *re;
	char *out;

	sgf_msgs_init(&m);
	s = formats_parse(text, strlen(text), "t", &m);
	ck_assert_msg(s, "%s", m.n ? m.v[0] : text);
	re = sgf_node_get(s->games, "RE");
	out = re ? sgf_text(re) : NULL;
	sgf_free(s);
	sgf_msgs_free(&m);
	return out;
}

START_TEST(results_read)
{
	char text[512], *re;

	snprintf(text, sizeof text, "t\n19\nw 1d\nb 2d\ns\n0\n0\n6\n20110812\n0\n%s\n1\n"
	         "PMABBQEEQ\n", results[_i].ngf);
	re = root_re(text);
	ck_assert_str_eq(re, results[_i].re);
	free(re);
	snprintf(text, sizeof text, "[Header]\nWinner=%s\n[Data]\nQP,B1,1,0\n", results[_i].ugf);
	re = root_re(text);
	ck_assert_str_eq(re, _i == 8 ? "W+F" : _i == 9 ? "Void" : results[_i].re);
	free(re);
}
END_TEST

START_TEST(record_names)
{
	ck_assert(formats_record_name("a.sgf"));
	ck_assert(formats_record_name("a.SGF"));
	ck_assert(formats_record_name("x.y.gib"));
	ck_assert(formats_record_name("b.ngf"));
	ck_assert(formats_record_name("c.UGF"));
	ck_assert(formats_record_name("d.ugi"));
	ck_assert(!formats_record_name(".hidden.sgf"));
	ck_assert(!formats_record_name("notes.txt"));
	ck_assert(!formats_record_name("sgf"));
}
END_TEST

static Suite *formats_suite(void)
{
	Suite *s = suite_create("formats");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc, reads_samples, 0, sizeof good / sizeof *good);
	tcase_add_loop_test(tc, refuses_broken, 0, sizeof broken / sizeof *broken);
	tcase_add_test(tc, truncated_anywhere);
	tcase_add_test(tc, detects_by_content_then_name);
	tcase_add_test(tc, save_name);
	tcase_add_test(tc, record_names);
	tcase_add_loop_test(tc, results_read, 0, sizeof results / sizeof *results);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(formats_suite);

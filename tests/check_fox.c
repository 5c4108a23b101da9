/*
 * check_fox.c — the files people have (issue 25): Fox's komi ×100 and
 * handicap moves (foxkomi.h), a declared charset kept for all but a few
 * sequences (charset.h), and the real games of ../shared/real-games/dev
 * (skipped when that folder is absent: the project does not need it).
 */
#include <math.h>
#include <unistd.h>

#include "record/charset.h"
#include "record/foxkomi.h"
#include "record/sgf.h"
#include "record/sgfgame.h"
#include "testutil.h"

/* text parsed and its first game replayed to its end; *notes counted. */
static struct sgf *replayed(const char *text, struct game *g, int *notes)
{
	struct sgf_msgs m;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_parse(text, strlen(text), "t.sgf", &m);
	ck_assert_msg(s != NULL, "parse failed: %s", m.n ? m.v[0] : "");
	ck_assert_int_eq(sgf_replay(s, s->games, -1, g, NULL, NULL, &m), 0);
	ck_assert_int_eq(m.n, m.nnotes); /* nothing but notes */
	*notes = m.nnotes;
	sgf_msgs_free(&m);
	return s;
}

static const struct {
	const char *root;  /* root properties */
	double komi;       /* in points */
	bool mended;       /* a note says so */
} komis[] = {
	{ "AP[foxwq]KM[750]RU[Japanese]", 7.5, true },
	{ "AP[foxwq]KM[650]RU[Japanese]", 6.5, true },
	{ "AP[foxwq]KM[375]RU[Chinese]", 7.5, true },          /* 3¾ stones */
	{ "AP[GNU Go:3.8]KM[375]RU[Chinese]AP[foxwq]", 7.5, true }, /* the second AP */
	{ "AP[foxwq]KM[350]RU[Chinese]", 7, true },            /* 3½ stones */
	{ "AP[foxwq]KM[50]HA[2]AB[dd][pp]RU[Japanese]", 0.5, true },
	{ "AP[foxwq]KM[50]HA[1]RU[Japanese]", 0.5, true },     /* Fox's HA[1] */
	{ "AP[foxwq]KM[0]HA[0]", 0, false },
	{ "AP[foxwq]KM[7.5]", 7.5, false },                    /* written right */
	/* not Fox: only a value implausible as points */
	{ "AP[YuanYu]KM[750]RU[Japanese]", 7.5, true },
	{ "KM[650]", 6.5, true },
	{ "KM[375]RU[Chinese]", 7.5, true },
	{ "KM[-750]", -7.5, true },
	{ "KM[50]HA[2]AB[dd][pp]", 0.5, true },
	{ "KM[50]", 50, false },                               /* odd, but points */
	{ "KM[60]HA[2]AB[dd][pp]", 60, false },                /* no multiple of 25 */
	{ "KM[6.5]", 6.5, false },
	{ "KM[0]", 0, false },
};

START_TEST(fox_komi)
{
	char text[256];
	struct game g;
	struct sgf *s;
	int notes;

	snprintf(text, sizeof text, "(;GM[1]FF[4]SZ[19]%s;B[qd];W[dc])", komis[_i].root);
	s = replayed(text, &g, &notes);
	ck_assert_msg(fabs(g.komi - komis[_i].komi) < 1e-9, "%s: komi %g, want %g",
	              komis[_i].root, g.komi, komis[_i].komi);
	ck_assert_int_eq(notes, komis[_i].mended ? 1 : 0);
	game_free(&g);
	sgf_free(s);
}
END_TEST

/* The note names what was read, and --convert writes the points. */
START_TEST(fox_komi_note_and_written)
{
	const char *text = "(;GM[1]FF[4]AP[foxwq]SZ[19]\nKM[750];B[pd])";
	struct sgf_msgs m;
	struct sgf *s;
	struct sbuf b;

	sgf_msgs_init(&m);
	s = sgf_parse(text, strlen(text), "fox.sgf", &m);
	ck_assert_int_eq(m.n, 1);
	ck_assert_str_eq(m.v[0], "fox.sgf:2:1: note: Fox komi 750 read as 7.5");
	sbuf_init(&b);
	sgf_write(s, &b);
	ck_assert_ptr_nonnull(strstr(b.s, "KM[7.5]"));
	ck_assert_ptr_null(strstr(b.s, "KM[750]"));
	sbuf_free(&b);
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

/* Fox gives the handicap as Black's first moves: they become AB/HA, the
 * komi of a handicap game (0.5), and White plays first. */
START_TEST(fox_handicap_moves)
{
	const char *text = "(;GM[1]FF[4]AP[foxwq]SZ[19]KM[50]HA[0]RU[Japanese]"
	                   ";B[pd]BL[600];B[dp];B[pp];W[dd];B[cc])";
	struct game g;
	struct sgf *s = replayed(text, &g, &(int){ 0 });

	ck_assert_int_eq(g.handicap, 3);
	ck_assert(fabs(g.komi - 0.5) < 1e-9);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(g.moves[0].color, WHITE);
	ck_assert_int_eq(board_count_stones(&g.board, BLACK), 4);
	ck_assert_str_eq(sgf_node_get(s->games, "HA"), "3");
	ck_assert_int_eq(sgf_node_prop(s->games, "AB")->nvalues, 3);
	ck_assert_ptr_eq(s->games->child->parent, s->games);
	game_free(&g);
	sgf_free(s);
}
END_TEST

/* No handicap mended: not Fox; the same point twice; a comment on a move;
 * a variation; a single Black move. */
START_TEST(fox_handicap_left_alone)
{
	static const char *texts[] = {
		"(;GM[1]SZ[19];B[pd];B[dp];W[dd])",
		"(;GM[1]AP[foxwq]SZ[19];B[pd];B[pd];W[dd])",
		"(;GM[1]AP[foxwq]SZ[19];B[pd]C[hi];B[dp];W[dd])",
		"(;GM[1]AP[foxwq]SZ[19];B[pd](;B[dp];W[dd])(;W[dd]))",
		"(;GM[1]AP[foxwq]SZ[19];B[pd];W[dp])",
	};

	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		struct sgf_msgs m;
		struct sgf *s;

		sgf_msgs_init(&m);
		s = sgf_parse(texts[i], strlen(texts[i]), "t.sgf", &m);
		ck_assert_ptr_nonnull(s);
		ck_assert_msg(m.nnotes == 0 && !sgf_node_prop(s->games, "AB"), "%s", texts[i]);
		sgf_msgs_free(&m);
		sgf_free(s);
	}
}
END_TEST

START_TEST(komi_points_function)
{
	ck_assert(fox_komi_points(750, false, false, false) == 7.5);
	ck_assert(fox_komi_points(275, true, true, false) == 5.5);
	ck_assert(fox_komi_points(325, true, false, false) == 6.5);
	ck_assert(fox_komi_points(700, true, true, false) == 7);
	ck_assert(fox_komi_points(7, true, false, false) == 7);
	ck_assert(fox_komi_points(75, false, false, false) == 75);
}
END_TEST

/* ---- decoding ---- */

static struct sgf *read_data(const char *file, struct sgf_msgs *m)
{
	char path[4096];

	snprintf(path, sizeof path, "%s/sgf/%s", TESTDATADIR, file);
	sgf_msgs_init(m);
	return sgf_read_file(path, m);
}

/* U+FFFD in the text read (whose values end in NULs). */
static int count_fffd(const struct sgf *s)
{
	int n = 0;

	for (size_t i = 0; i + 3 <= s->len; i++)
		n += !memcmp(s->text + i, "\xef\xbf\xbd", 3);
	return n;
}

/* CA[UTF-8] with one character cut: the names right, one U+FFFD. */
START_TEST(utf8_one_cut_character)
{
	struct sgf_msgs m;
	struct sgf *s = read_data("utf8-cut.sgf", &m);

	ck_assert_ptr_nonnull(s);
	ck_assert_str_eq(s->charset, "UTF-8");
	ck_assert_str_eq(sgf_node_get(s->games, "PB"), "天下无狗20");
	ck_assert_str_eq(sgf_node_get(s->games, "PW"), "金毛测\xef\xbf\xbd");
	ck_assert_int_eq(count_fffd(s), 1);
	ck_assert_int_eq(m.n, 1);
	ck_assert_msg(strstr(m.v[0], ":1:44: warning: 1 byte sequence is not UTF-8"), "%s", m.v[0]);
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

/* A legacy file without CA is still guessed; under a wrong CA[UTF-8] (every
 * character fails) too; a lone bad byte under CA[UTF-8] (no UTF-8 text to
 * prove the declaration) too. */
START_TEST(mostly_failing_is_guessed)
{
	static const char *files[] = { "gb2312-noca.sgf", "gb2312-wrongca.sgf" };
	const char *latin = "(;GM[1]CA[UTF-8]PB[J\xfcrgen])";
	struct sgf_msgs m;
	struct sgf *s;

	for (size_t i = 0; i < 2; i++) {
		s = read_data(files[i], &m);
		ck_assert_str_eq(s->charset, "GB18030");
		ck_assert_str_eq(sgf_node_get(s->games, "PB"), "常昊");
		ck_assert_int_eq(count_fffd(s), 0);
		sgf_msgs_free(&m);
		sgf_free(s);
	}
	sgf_msgs_init(&m);
	s = sgf_parse(latin, strlen(latin), "t.sgf", &m);
	ck_assert_str_ne(s->charset, "UTF-8");
	ck_assert_int_eq(count_fffd(s), 0);
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

/* More than CHARSET_FEW bad sequences: the declaration is not kept. */
START_TEST(many_bad_sequences_guessed)
{
	char text[256] = "(;GM[1]CA[UTF-8]PB[天下无狗天下无狗天下无狗天下无狗天下无狗]PW[";
	struct sgf_msgs m;
	struct sgf *s;

	for (int i = 0; i <= CHARSET_FEW; i++)
		strcat(text, "\xe8\xaf ");
	strcat(text, "])");
	sgf_msgs_init(&m);
	s = sgf_parse(text, strlen(text), "t.sgf", &m);
	ck_assert_ptr_nonnull(s);
	ck_assert_str_ne(s->charset, "UTF-8");
	sgf_msgs_free(&m);
	sgf_free(s);
}
END_TEST

/* ---- the real games: read, replayed legally, the komi in points ---- */

#ifndef REALGAMESDIR
#define REALGAMESDIR ""
#endif

/* dev.txt's komi of path, -1000 if not listed. */
static double listed_komi(FILE *list, const char *name)
{
	char line[512], path[256];
	double km;

	rewind(list);
	while (fgets(line, sizeof line, list))
		if (sscanf(line, "%255s %lf", path, &km) == 2 && !strcmp(path, name))
			return km;
	return -1000;
}

START_TEST(real_games_dev)
{
	const char *dir = getenv("TENGEN_REAL_GAMES") ? getenv("TENGEN_REAL_GAMES") : REALGAMESDIR;
	char path[4096], name[300];
	FILE *list;
	int games = 0;

	snprintf(path, sizeof path, "%s/dev.txt", dir);
	if (!(list = fopen(path, "r"))) {
		printf("check_fox: %s absent: the real games are skipped\n", path);
		return;
	}
	for (int i = 0; i < 1000; i++) {
		struct sgf_msgs m;
		struct sgf_replay w;
		struct sgf *s;
		struct game g;

		snprintf(name, sizeof name, "dev/%03d.sgf", i);
		snprintf(path, sizeof path, "%s/%s", dir, name);
		if (access(path, R_OK) != 0)
			break;
		sgf_msgs_init(&m);
		s = sgf_read_file(path, &m);
		ck_assert_msg(s != NULL, "%s: %s", path, m.n ? m.v[0] : "");
		ck_assert_int_eq(sgf_replay(s, s->games, -1, &g, NULL, &w, &m), 0);
		ck_assert_msg(!w.stopped_on_error && m.n == m.nnotes, "%s: %s", path, m.v[m.n - 1]);
		ck_assert_msg(fabs(g.komi - listed_komi(list, name)) < 1e-9, "%s: komi %g", path, g.komi);
		games++;
		game_free(&g);
		sgf_msgs_free(&m);
		sgf_free(s);
	}
	fclose(list);
	ck_assert_int_eq(games, 238);
}
END_TEST

static Suite *fox_suite(void)
{
	Suite *s = suite_create("fox");
	TCase *t = tcase_create("komi");

	tcase_add_loop_test(t, fox_komi, 0, (int)(sizeof komis / sizeof *komis));
	tcase_add_test(t, fox_komi_note_and_written);
	tcase_add_test(t, fox_handicap_moves);
	tcase_add_test(t, fox_handicap_left_alone);
	tcase_add_test(t, komi_points_function);
	suite_add_tcase(s, t);
	t = tcase_create("decoding");
	tcase_add_test(t, utf8_one_cut_character);
	tcase_add_test(t, mostly_failing_is_guessed);
	tcase_add_test(t, many_bad_sequences_guessed);
	suite_add_tcase(s, t);
	t = tcase_create("real");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, real_games_dev);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(fox_suite);

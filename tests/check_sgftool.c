/*
 * check_sgftool.c — the file tools over several files (sgftool.h): each
 * file on lines of its own with its name, an empty or unreadable file
 * reported without stopping the others, the exit status; --score's rules
 * and komi; --convert into a folder.
 */
#include <sys/stat.h>
#include <unistd.h>

#include "cli/sgftool.h"
#include "testutil.h"

static char dir[64];

static void setup(void)
{
	snprintf(dir, sizeof dir, "/tmp/tengen-sgftool.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
	char cmd[128];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* DIR/name holding text (NULL: nothing written); the path, static. */
static const char *file(const char *name, const char *text)
{
	static char paths[8][128];
	static int which;
	char *p = paths[which++ & 7];
	FILE *f;

	snprintf(p, sizeof paths[0], "%s/%s", dir, name);
	if (text) {
		ck_assert_ptr_nonnull(f = fopen(p, "w"));
		fputs(text, f);
		fclose(f);
	}
	return p;
}

/* What a tool wrote to a stream, as a new string. */
static char *text_of(FILE *f)
{
	long n;
	char *t;

	fflush(f);
	n = ftell(f);
	t = calloc(1, (size_t)n + 1);
	rewind(f);
	ck_assert_int_eq(fread(t, 1, (size_t)n, f), (size_t)n);
	return t;
}

static const char *fox = "(;GM[1]FF[4]AP[foxwq]SZ[9]KM[750]RU[Chinese];B[ee];W[cc])";
static const char *plain = "(;GM[1]FF[4]SZ[9];B[ee];W[cc])";
static const char *illegal = "(;GM[1]FF[4]SZ[9];B[ee];W[ee])";

/* An unreadable, an empty and a broken file first: the good ones after
 * them are still checked, each file has its line, the status says 1. */
START_TEST(check_many_files)
{
	char *files[] = {
		(char *)file("missing.sgf", NULL), (char *)file("empty.sgf", ""),
		(char *)file("illegal.sgf", illegal), (char *)file("fox.sgf", fox),
		(char *)file("plain.sgf", plain),
	};
	FILE *out = tmpfile(), *err = tmpfile();
	char *o, want[256];

	ck_assert_int_eq(sgftool_check(files, 5, out, err), 1);
	o = text_of(out);
	snprintf(want, sizeof want, "%s: 0 game(s), 1 problem(s)\n", files[0]);
	ck_assert_msg(strstr(o, want), "%s", o);
	snprintf(want, sizeof want, "%s: 0 game(s), 1 problem(s)\n", files[1]);
	ck_assert_msg(strstr(o, want), "%s", o);
	snprintf(want, sizeof want, "%s: 1 game(s), 1 problem(s)\n", files[2]);
	ck_assert_msg(strstr(o, want), "%s", o);
	snprintf(want, sizeof want, "%s: 1 game(s), 0 problem(s)\n", files[3]); /* a note only */
	ck_assert_msg(strstr(o, want), "%s", o);
	ck_assert_msg(strstr(o, "note: Fox komi 750 read as 7.5"), "%s", o);
	snprintf(want, sizeof want, "%s: 1 game(s), 0 problem(s)\n", files[4]);
	ck_assert_msg(strstr(o, want), "%s", o);
	free(o);
	/* the good ones alone: 0 */
	ck_assert_int_eq(sgftool_check(files + 3, 2, out, err), 0);
	fclose(out);
	fclose(err);
}
END_TEST

/* --score: one file in three parts; several, a line each with its name;
 * --rules and --komi replace the file's. */
START_TEST(score_many_with_rules_and_komi)
{
	char *files[] = { (char *)file("fox.sgf", fox), (char *)file("empty.sgf", ""),
		          (char *)file("plain.sgf", plain) };
	struct score_opts none = { 0 }, chinese = { .rules_set = true, .rules = RULES_CHINESE },
	                  both = { .rules_set = true, .rules = RULES_JAPANESE, .komi_set = true,
	                           .komi = 2.5 };
	FILE *out = tmpfile(), *err = tmpfile();
	char *o, want[256];

	ck_assert_int_eq(sgftool_score(files, 3, &none, out, err), 1); /* the empty one */
	o = text_of(out);
	snprintf(want, sizeof want, "%s: rules=chinese komi=7.5 ", files[0]);
	ck_assert_msg(strstr(o, want), "%s", o);
	snprintf(want, sizeof want, "%s: rules=japanese komi=6.5 ", files[2]);
	ck_assert_msg(strstr(o, want), "%s", o);
	ck_assert_ptr_null(strstr(o, "Dead stones"));
	free(o);
	fclose(out);
	/* --rules chinese: the file's komi kept, else the rules' default */
	out = tmpfile();
	ck_assert_int_eq(sgftool_score(files + 2, 1, &chinese, out, err), 0);
	o = text_of(out);
	ck_assert_msg(!strncmp(o, "rules=chinese komi=7.5 ", 23), "%s", o);
	ck_assert_ptr_nonnull(strstr(o, "Dead stones"));
	free(o);
	fclose(out);
	out = tmpfile();
	ck_assert_int_eq(sgftool_score(files, 1, &both, out, err), 0);
	o = text_of(out);
	ck_assert_msg(!strncmp(o, "rules=japanese komi=2.5 ", 24), "%s", o);
	free(o);
	fclose(out);
	fclose(err);
}
END_TEST

/* --score of a game saved after the stop, before the agreement: its marks
 * (TGD) are the count the screen shows when it is opened, here the black
 * seki chain marked dead (W+10.5); --score ignored them and counted the
 * estimate's dead stones instead (B+0.5). */
static const char *marked =
	"(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]PL[B]"
	"AB[ba][ga][ab][bb][cb][gb][dc][ec][fc][gc][fd][fe][ff][fg][fh][fi]"
	"AW[da][fa][db][eb][fb][ac][bc][cc][cd][dd][ed][ee][he][ef][gf][hf][if][eg][hg][eh][ei]"
	";B[];W[]TGD[hg][gf][hf][if][he][ab][bb][cb][ba])";

START_TEST(score_with_the_marks_of_a_stopped_game)
{
	char *files[] = { (char *)file("marked.sgf", marked) };
	struct score_opts none = { 0 };
	FILE *out = tmpfile(), *err = tmpfile();
	char *o;

	ck_assert_int_eq(sgftool_score(files, 1, &none, out, err), 0);
	o = text_of(out);
	ck_assert_msg(strstr(o, "W_prisoners=4 ") && strstr(o, "result=W+10.5\n"), "%s", o);
	ck_assert_msg(strstr(o, "Dead stones: 9, marked after the stop (TGD)"), "%s", o);
	free(o);
	fclose(out);
	fclose(err);
}
END_TEST

/* --convert -o DIR: each file written as DIR/NAME.sgf with Fox's komi in
 * points; the same name twice and a missing file fail, the rest is written. */
START_TEST(convert_into_a_folder)
{
	char *files[] = { (char *)file("fox.ngf", fox), (char *)file("missing.sgf", NULL),
		          (char *)file("plain.sgf", plain), (char *)file("fox.sgf", fox) };
	char out_dir[128], path[192], *o, *e;
	FILE *out = tmpfile(), *err = tmpfile(), *f;
	char buf[512] = "";

	snprintf(out_dir, sizeof out_dir, "%s/out", dir);
	ck_assert_int_eq(mkdir(out_dir, 0700), 0);
	ck_assert_int_eq(sgftool_convert(files, 4, out_dir, out, err), 1);
	o = text_of(out);
	e = text_of(err);
	snprintf(path, sizeof path, "%s: written to %s/fox.sgf\n", files[0], out_dir);
	ck_assert_msg(strstr(o, path), "%s", o);
	snprintf(path, sizeof path, "%s: written to %s/plain.sgf\n", files[2], out_dir);
	ck_assert_msg(strstr(o, path), "%s", o);
	ck_assert_msg(strstr(e, "was written already in this run"), "%s", e);
	ck_assert_msg(strstr(e, "missing.sgf: error: cannot open"), "%s", e);
	snprintf(path, sizeof path, "%s/fox.sgf", out_dir);
	ck_assert_ptr_nonnull(f = fopen(path, "r"));
	ck_assert_uint_gt(fread(buf, 1, sizeof buf - 1, f), 0);
	fclose(f);
	ck_assert_msg(strstr(buf, "KM[7.5]"), "%s", buf);
	/* into its own folder: the input itself is refused */
	ck_assert_int_eq(sgftool_convert(files + 3, 1, dir, out, err), 1);
	free(o);
	free(e);
	fclose(out);
	fclose(err);
}
END_TEST

static Suite *sgftool_suite(void)
{
	Suite *s = suite_create("sgftool");
	TCase *t = tcase_create("files");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, check_many_files);
	tcase_add_test(t, score_many_with_rules_and_komi);
	tcase_add_test(t, score_with_the_marks_of_a_stopped_game);
	tcase_add_test(t, convert_into_a_folder);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(sgftool_suite);

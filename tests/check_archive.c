/*
 * check_archive.c — every finished game kept (record/archive.h,
 * record_archive, cmd_archive): safe file names, unique paths, the list
 * newest first with its fields, --review's choice (latest, N, a name), a
 * game kept once per ending (again in the same file after an ending taken
 * back), an opened finished file not kept again, quitting after a kept
 * game asks nothing, cmd_autosave's failure said once, and both lose told
 * from a result not known; --games' filters (player, dates, result, size,
 * combined) and their refusals.
 */
#include "cmdtest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "record/archive.h"
#include "record/endstate.h"
#include "record/record.h"

static char tmpdir[64];

static void make_tmp(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/check_archive.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void remove_tmp(void)
{
	char *cmd = xasprintf("rm -rf '%s'", tmpdir);

	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
}

static void write_file(const char *dir, const char *name, const char *text)
{
	char *p = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(p, "w");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	free(p);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	struct sbuf b;
	char buf[4096];
	size_t n;

	ck_assert_ptr_nonnull(f);
	sbuf_init(&b);
	while ((n = fread(buf, 1, sizeof buf - 1, f)) > 0) {
		buf[n] = '\0';
		sbuf_add(&b, buf);
	}
	fclose(f);
	return b.s;
}

START_TEST(names_are_safe_for_files)
{
	char *s;

	s = archive_safe_name("Al/ice Smith", "Black");
	ck_assert_str_eq(s, "Al_ice_Smith");
	free(s);
	s = archive_safe_name("../..", "Black");
	ck_assert_str_eq(s, "Black"); /* nothing left: the colour */
	free(s);
	s = archive_safe_name(".hidden", "Black");
	ck_assert_str_eq(s, "hidden");
	free(s);
	s = archive_safe_name(NULL, "White");
	ck_assert_str_eq(s, "White");
	free(s);
	s = archive_safe_name("李昌鎬\x1b[2J", "White");
	ck_assert_str_eq(s, "李昌鎬_2J");
	free(s);
	s = archive_safe_name("gtp\xe2\x80\xae" "exe.cmd\xc2\x9b" "2J", "W"); /* U+202E, C1 CSI */
	ck_assert_str_eq(s, "gtpexe.cmd2J");
	free(s);
	s = archive_safe_name("gnugo --mode gtp --level 10 and a very long tail of words", "W");
	ck_assert_uint_le(strlen(s), ARCHIVE_NAME_MAX);
	ck_assert_str_eq(s, "gnugo_--mode_gtp_--level_10_and_a_very_l");
	free(s);
	s = archive_safe_name("囲碁囲碁囲碁囲碁囲碁囲碁囲碁囲碁囲碁囲碁", "W"); /* 60 bytes */
	ck_assert_str_eq(s, "囲碁囲碁囲碁囲碁囲碁囲碁囲"); /* 39 bytes: whole characters */
	free(s);
}
END_TEST

START_TEST(paths_are_unique)
{
	char *a, *b;
	time_t t = 1796051412; /* some afternoon in 2026 */
	struct tm tm;
	char stamp[32];

	make_tmp();
	localtime_r(&t, &tm);
	strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &tm);
	a = archive_new_path(tmpdir, t, "Alice", NULL);
	ck_assert(strstr(a, stamp) && strstr(a, "-Alice-White.sgf"));
	write_file(tmpdir, strrchr(a, '/') + 1, "(;)");
	b = archive_new_path(tmpdir, t, "Alice", NULL);
	ck_assert(strstr(b, "-Alice-White-2.sgf") != NULL);
	free(a);
	free(b);
	remove_tmp();
}
END_TEST

static void three_games(void)
{
	write_file(tmpdir, "2026-11-28-090000-Alice-Bob.sgf",
	           "(;GM[1]FF[4]SZ[9]PB[Alice]PW[Bob]RE[B+R];B[ee])");
	write_file(tmpdir, "2026-11-30-154012-Carol-gnugo.sgf",
	           "(;GM[1]FF[4]SZ[19]PB[Carol]PW[gnugo]RE[W+3.5];B[pd])");
	write_file(tmpdir, "2026-11-29-120000-Black-White.sgf", "(;GM[1]FF[4]SZ[13]RE[Void])");
	write_file(tmpdir, "notes.txt", "not a game");
}

START_TEST(the_list_is_newest_first)
{
	struct archive_entry *v;
	char *cause = NULL;
	int n;

	make_tmp();
	ck_assert_int_eq(archive_list(tmpdir, &v, &cause), 0); /* empty */
	archive_list_free(v, 0);
	three_games();
	n = archive_list(tmpdir, &v, &cause);
	ck_assert_int_eq(n, 3);
	ck_assert_str_eq(v[0].name, "2026-11-30-154012-Carol-gnugo.sgf");
	ck_assert_str_eq(v[0].date, "2026-11-30 15:40");
	ck_assert_str_eq(v[0].black, "Carol");
	ck_assert_str_eq(v[0].white, "gnugo");
	ck_assert_int_eq(v[0].size, 19);
	ck_assert_str_eq(v[0].result, "W+3.5");
	ck_assert_str_eq(v[1].result, "Void");
	ck_assert_ptr_null(v[1].black);
	ck_assert_int_eq(v[1].size, 13);
	ck_assert_str_eq(v[2].name, "2026-11-28-090000-Alice-Bob.sgf");
	archive_list_free(v, n);
	remove_tmp();
	/* a folder that does not exist is an empty list */
	ck_assert_int_eq(archive_list("/nonexistent/tengen/games", &v, &cause), 0);
}
END_TEST

START_TEST(review_picks_latest_number_or_name)
{
	char *cause = NULL, *p;

	make_tmp();
	p = archive_pick(tmpdir, NULL, &cause);
	ck_assert_ptr_null(p);
	ck_assert_str_eq(cause, "no finished game is kept yet");
	free(cause);
	cause = NULL;
	three_games();
	p = archive_pick(tmpdir, NULL, &cause);
	ck_assert(strstr(p, "Carol-gnugo.sgf") != NULL);
	free(p);
	p = archive_pick(tmpdir, "3", &cause);
	ck_assert(strstr(p, "Alice-Bob.sgf") != NULL);
	free(p);
	p = archive_pick(tmpdir, "2026-11-29-120000-Black-White", &cause);
	ck_assert(strstr(p, "Black-White.sgf") != NULL);
	free(p);
	p = archive_pick(tmpdir, "2026-11-29-120000-Black-White.sgf", &cause);
	ck_assert_ptr_nonnull(p);
	free(p);
	ck_assert_ptr_null(archive_pick(tmpdir, "4", &cause));
	ck_assert_str_eq(cause, "there is no game 4: tengen --games lists 3");
	free(cause);
	ck_assert_ptr_null(archive_pick(tmpdir, "Carol", &cause));
	ck_assert(strstr(cause, "no kept game is called Carol") != NULL);
	free(cause);
	remove_tmp();
}
END_TEST

/* The one file the archive holds, or NULL. */
static char *only_file(const char *dir)
{
	struct archive_entry *v;
	char *p;
	int n = archive_list(dir, &v, NULL);

	ck_assert_int_le(n, 1);
	p = n == 1 ? xstrdup(v[0].path) : NULL;
	archive_list_free(v, n);
	return p;
}

/* The kept file p opened into a new game g2 (game_free it) without a
 * warning: kept already, it is not kept again. */
static void reopen_kept(struct record *r, const char *p, struct game *g2, const char *black)
{
	struct sgf_msgs m;
	char *cause = NULL;

	sgf_msgs_init(&m);
	game_init(g2, 9, RULES_JAPANESE);
	record_new_game(r, NULL, NULL);
	ck_assert_int_eq(record_open(r, g2, p, &m), 0);
	ck_assert_int_eq(m.n, 0);
	ck_assert_int_eq(record_archive(r, g2, tmpdir, black, NULL, &cause), 0);
	sgf_msgs_free(&m);
}

START_TEST(a_game_is_kept_once_per_ending)
{
	struct record r;
	char *cause = NULL, *p, *text;

	make_tmp();
	record_init(&r);
	ok("play D4");
	ck_assert_int_eq(record_archive(&r, &g, tmpdir, "Alice", NULL, &cause), 0); /* playing */
	ck_assert_ptr_null(only_file(tmpdir));
	ok("resign");
	ck_assert_int_eq(record_archive(&r, &g, tmpdir, "Alice", NULL, &cause), 1);
	p = only_file(tmpdir);
	ck_assert(strstr(p, "-Alice-White.sgf") != NULL);
	text = slurp(p);
	ck_assert(strstr(text, "RE[B+R]") != NULL); /* White resigned */
	free(text);
	ck_assert_int_eq(record_archive(&r, &g, tmpdir, "Alice", NULL, &cause), 0); /* kept */
	/* the resignation taken back, a count instead: the same file again */
	ok("undo");
	ck_assert_int_eq(record_archive(&r, &g, tmpdir, "Alice", NULL, &cause), 0);
	ok("pass");
	ok("pass");
	ok("agree");
	ok("agree");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(record_archive(&r, &g, tmpdir, "Alice", NULL, &cause), 1);
	ck_assert_str_eq(r.archived, p);
	text = slurp(p);
	ck_assert(strstr(text, "RE[B+") != NULL && !strstr(text, "RE[B+R]"));
	free(text);
	/* opened again: kept already */
	{
		struct game g2;

		reopen_kept(&r, p, &g2, "Alice");
		game_free(&g2);
	}
	free(p);
	record_free(&r);
	remove_tmp();
}
END_TEST

START_TEST(quitting_a_kept_game_asks_nothing)
{
	struct record r;

	make_tmp();
	setenv("XDG_DATA_HOME", tmpdir, 1);
	record_init(&r);
	c.s.record = &r;
	ok("play D4");
	ck_assert(cmd_run(&c, "quit") & CMD_ASK);
	ok("resign");
	refused("play E5", ""); /* over */
	ck_assert_int_eq(cmd_archive(&c), 0);
	ck_assert(c.s.saved);
	ck_assert(strstr(r.archived, "/tengen/games/") != NULL);
	ck_assert_int_eq(access(r.archived, R_OK), 0);
	ck_assert(cmd_run(&c, "quit") & CMD_QUIT);
	/* a folder that cannot be made: said, and the game is not saved */
	ok("undo");
	ok("pass");
	ok("pass");
	record_new_game(&r, NULL, NULL);
	setenv("XDG_DATA_HOME", "/proc/tengen-cannot", 1);
	c.s.saved = false;
	ok("disagree white");
	ok("disagree black");
	ck_assert_int_eq(g.result.kind, RESULT_BOTH_LOSE);
	ck_assert_int_eq(cmd_archive(&c), CMD_REDRAW_MESSAGE);
	ck_assert(strstr(c.message, "could not be kept") != NULL);
	ck_assert(!c.s.saved);
	ck_assert(cmd_run(&c, "quit") & CMD_ASK);
	c.s.record = NULL;
	record_free(&r);
	remove_tmp();
}
END_TEST

/* Both lose (Art. 13-1) is RE[?], which another program writes for a
 * result not known: the end state kept with it (TGR[B][W]) tells them apart
 * in the list (--games says "Both lose"), and opened, the game is over
 * again with both losing. */
/* The result as --games and the picker show it: a known result in the
 * screen's words (a draw is Draw, whatever the file's spelling), B+ as
 * written (no margin to show), anything else sanitized, none NULL. */
START_TEST(results_are_shown_for_people)
{
	static const struct { const char *re, *shown; } t[] = {
		{ "RE[B+R]", "B+R" },       { "RE[W+3.50]", "W+3.5" }, { "RE[0]", "Draw" },
		{ "RE[Jigo]", "Draw" },     { "RE[Void]", "Void" },    { "RE[B+]", "B+" },
		{ "RE[B+Time]", "B+T" },    { "RE[?]", "?" },          { "RE[W+Capture]", "W+Capture" },
		{ "RE[Black wins \x1b[31mbig]", "Black wins [31mbig" },
	};
	char data[128], *shown;
	struct sgf_msgs m;
	struct sgf *s;

	for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
		snprintf(data, sizeof data, "(;GM[1]SZ[9]%s;B[ee])", t[i].re);
		sgf_msgs_init(&m);
		s = sgf_parse(data, strlen(data), "t", &m);
		ck_assert_ptr_nonnull(s);
		shown = endstate_result_shown(s->games);
		ck_assert_msg(shown && !strcmp(shown, t[i].shown), "%s: %s", t[i].re, shown);
		free(shown);
		sgf_free(s);
		sgf_msgs_free(&m);
	}
	sgf_msgs_init(&m);
	s = sgf_parse("(;GM[1]SZ[9];B[ee])", 19, "t", &m);
	ck_assert_ptr_null(endstate_result_shown(s->games));
	sgf_free(s);
	s = sgf_parse("(;GM[1]SZ[9]RE[?];B[ee]TGR[B][W])", 33, "t", &m);
	shown = endstate_result_shown(s->games);
	ck_assert_str_eq(shown, "Both lose");
	free(shown);
	sgf_free(s);
	sgf_msgs_free(&m);
}
END_TEST

/* Which of the three games (a bit each, newest first) f lets through. */
static int filtered(const struct archive_filter *f)
{
	struct archive_entry *v;
	char *cause = NULL;
	int n = archive_list(tmpdir, &v, &cause), bits = 0;

	ck_assert_int_eq(n, 3);
	for (int i = 0; i < n; i++)
		if (archive_filter_match(f, &v[i]))
			bits |= 1 << i;
	archive_list_free(v, n);
	return bits;
}

static struct archive_filter result_filter(const char *text)
{
	struct archive_filter f = { .result_set = true };
	char *cause = NULL;

	ck_assert_msg(archive_filter_result(text, &f.result, &cause), "%s: %s", text, cause);
	return f;
}

/* Carol–gnugo W+3.5 19×19 (30 Nov), Void 13×13 (29 Nov), Alice–Bob B+R
 * 9×9 (28 Nov). */
START_TEST(games_are_filtered)
{
	struct archive_filter f = { .player = "BOB" };
	char *cause = NULL;

	make_tmp();
	three_games();
	ck_assert_int_eq(filtered(&f), 4);
	f.player = "gnu";
	ck_assert_int_eq(filtered(&f), 1);
	f.player = "zed";
	ck_assert_int_eq(filtered(&f), 0);
	f = (struct archive_filter){ .size = 13 };
	ck_assert_int_eq(filtered(&f), 2);
	f = (struct archive_filter){ 0 };
	ck_assert(archive_filter_date("2026-11-29", f.since, &cause));
	ck_assert_int_eq(filtered(&f), 3);
	ck_assert(archive_filter_date("2026-11-29", f.until, &cause));
	ck_assert_int_eq(filtered(&f), 2); /* that one day */
	ck_assert(archive_filter_date("2026-11", f.until, &cause));
	ck_assert(archive_filter_date("2026", f.since, &cause));
	ck_assert_int_eq(filtered(&f), 7); /* until the end of November */
	ck_assert(archive_filter_date("2026-12", f.since, &cause));
	ck_assert_int_eq(filtered(&f), 0);
	ck_assert_int_eq(filtered(&(struct archive_filter){ .since = "2027" }), 0);
	ck_assert_int_eq(filtered(&(struct archive_filter){ .until = "2025-12-31" }), 0);
	f = result_filter("B+");
	ck_assert_int_eq(filtered(&f), 4);
	ck_assert_int_eq(filtered((f = result_filter("b+r"), &f)), 4);
	ck_assert_int_eq(filtered((f = result_filter("B+T"), &f)), 0);
	ck_assert_int_eq(filtered((f = result_filter("W+"), &f)), 1);
	ck_assert_int_eq(filtered((f = result_filter("W+3.5"), &f)), 1);
	ck_assert_int_eq(filtered((f = result_filter("W+4.5"), &f)), 0);
	ck_assert_int_eq(filtered((f = result_filter("W+R"), &f)), 0);
	ck_assert_int_eq(filtered((f = result_filter("void"), &f)), 2);
	ck_assert_int_eq(filtered((f = result_filter("draw"), &f)), 0);
	ck_assert_int_eq(filtered((f = result_filter("W"), &f)), 1);
	/* combined */
	f = result_filter("W+");
	f.player = "carol";
	f.size = 19;
	ck_assert_int_eq(filtered(&f), 1);
	f.size = 9;
	ck_assert_int_eq(filtered(&f), 0);
	remove_tmp();
}
END_TEST

START_TEST(bad_filters_are_refused)
{
	static const char *const dates[] = { "2026-1", "26-01-01", "2026-13", "2026-02-30",
		                             "2026/01", "", "2026-01-01x", "yesterday" };
	static const char *const results[] = { "", "B-R", "X+", "B+Q", "B+-3", "white wins", "W+R2" };
	struct game_result r;
	char out[11], *cause = NULL;

	for (size_t i = 0; i < sizeof dates / sizeof *dates; i++) {
		ck_assert_msg(!archive_filter_date(dates[i], out, &cause), "%s", dates[i]);
		ck_assert_msg(strstr(cause, "YYYY-MM"), "%s", cause);
		free(cause);
		cause = NULL;
	}
	ck_assert(archive_filter_date("2024-02-29", out, &cause));
	ck_assert_str_eq(out, "2024-02-29");
	for (size_t i = 0; i < sizeof results / sizeof *results; i++) {
		ck_assert_msg(!archive_filter_result(results[i], &r, &cause), "%s", results[i]);
		ck_assert_msg(strstr(cause, "invalid result"), "%s", cause);
		free(cause);
		cause = NULL;
	}
	ck_assert(archive_filter_result("Jigo", &r, &cause));
	ck_assert(r.kind == RESULT_SCORE && r.winner == EMPTY);
	ck_assert(archive_filter_result("both-lose", &r, &cause));
	ck_assert_int_eq(r.kind, RESULT_BOTH_LOSE);
}
END_TEST

START_TEST(both_lose_is_told_from_a_result_not_known)
{
	struct archive_entry *v;
	struct record r;
	char *cause = NULL, *p, *text;
	int n;

	make_tmp();
	record_init(&r);
	ok("play D4");
	ok("pass");
	ok("pass");
	ok("disagree white");
	ok("disagree black");
	ck_assert_int_eq(g.result.kind, RESULT_BOTH_LOSE);
	ck_assert_int_eq(record_archive(&r, &g, tmpdir, "Dave", NULL, &cause), 1);
	p = only_file(tmpdir);
	text = slurp(p);
	ck_assert_msg(strstr(text, "RE[?]") && strstr(text, "TGR[B][W]"), "%s", text);
	free(text);
	write_file(tmpdir, "2026-11-01-100000-Other-Program.sgf", "(;GM[1]SZ[9]RE[?];B[ee])");
	write_file(tmpdir, "2026-11-02-100000-One-Refusal.sgf", "(;GM[1]SZ[9]RE[?];B[ee]TGR[W])");
	n = archive_list(tmpdir, &v, &cause);
	ck_assert_int_eq(n, 3);
	ck_assert(strstr(v[0].name, "-Dave-White.sgf") != NULL);
	ck_assert_str_eq(v[0].result, "Both lose"); /* told apart: */
	ck_assert_str_eq(v[1].result, "?");         /* one refusal only */
	ck_assert_str_eq(v[2].result, "?");         /* another program's ? */
	archive_list_free(v, n);
	{ /* read back: over, both lose */
		struct game g2;

		reopen_kept(&r, p, &g2, "Dave");
		ck_assert_int_eq(g2.phase, PHASE_FINISHED);
		ck_assert_int_eq(g2.result.kind, RESULT_BOTH_LOSE);
		game_free(&g2);
	}
	free(p);
	record_free(&r);
	remove_tmp();
}
END_TEST

/* cmd_autosave, what the screen and --plain do after every action: a
 * failing autosave is autosave_problem all along but CMD_SAY_AUTOSAVE
 * (said, by --plain) once, until a write succeeds, which clears it; the next
 * failure is said again.  With no place for an autosave, "No autosave"
 * from the start, said then and kept. */
START_TEST(autosave_failure_is_said_once_until_a_write_succeeds)
{
	const int news = CMD_SAY_AUTOSAVE | CMD_REDRAW_STATUS;
	struct record r;
	char *path;

	make_tmp();
	setenv("XDG_STATE_HOME", tmpdir, 1);
	record_init(&r);
	c.s.record = &r;
	ck_assert_int_eq(cmd_autosave_start(&c), 0);
	ok("play E5");
	ck_assert_int_eq(cmd_autosave(&c), 0);
	ck_assert_str_eq(c.s.autosave_problem, "");
	path = xstrdup(r.autosave->path);
	ck_assert_int_eq(remove(path), 0);
	ck_assert_int_eq(mkdir(path, 0700), 0); /* the rename cannot replace it */
	ok("play C3");
	ck_assert_int_eq(cmd_autosave(&c), news);
	ck_assert_msg(strstr(c.s.autosave_problem, "Autosave failing: cannot autosave to ") ==
	              c.s.autosave_problem, "%s", c.s.autosave_problem);
	ok("play G7");
	ck_assert_int_eq(cmd_autosave(&c), 0); /* failing still: shown, not said again */
	ck_assert_int_eq(cmd_autosave(&c), 0); /* no change: tried again, not said */
	ck_assert(strstr(c.s.autosave_problem, "Autosave failing: ") != NULL);
	ck_assert_int_eq(rmdir(path), 0);
	ok("play G3");
	ck_assert_int_eq(cmd_autosave(&c), CMD_REDRAW_STATUS); /* written: the line goes */
	ck_assert_str_eq(c.s.autosave_problem, "");
	ck_assert_int_eq(access(path, R_OK), 0);
	ck_assert_int_eq(remove(path), 0);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	ok("play D4");
	ck_assert_int_eq(cmd_autosave(&c), news); /* failing anew: said anew */
	ck_assert_int_eq(rmdir(path), 0);
	record_free(&r);
	/* no place at all */
	record_init(&r);
	setenv("XDG_STATE_HOME", "/proc/tengen-cannot", 1);
	ck_assert_int_eq(cmd_autosave_start(&c), news);
	ck_assert_msg(strstr(c.s.autosave_problem, "No autosave: ") == c.s.autosave_problem, "%s",
	              c.s.autosave_problem);
	ok("play F5");
	ck_assert_int_eq(cmd_autosave(&c), 0);
	ck_assert(strstr(c.s.autosave_problem, "No autosave: ") != NULL);
	c.s.record = NULL;
	record_free(&r);
	free(path);
	remove_tmp();
}
END_TEST

static Suite *archive_suite(void)
{
	Suite *s = suite_create("archive");
	TCase *tc = tcase_create("archive");

	tcase_add_checked_fixture(tc, setup9, teardown);
	tcase_add_test(tc, names_are_safe_for_files);
	tcase_add_test(tc, paths_are_unique);
	tcase_add_test(tc, the_list_is_newest_first);
	tcase_add_test(tc, review_picks_latest_number_or_name);
	tcase_add_test(tc, a_game_is_kept_once_per_ending);
	tcase_add_test(tc, quitting_a_kept_game_asks_nothing);
	tcase_add_test(tc, autosave_failure_is_said_once_until_a_write_succeeds);
	tcase_add_test(tc, both_lose_is_told_from_a_result_not_known);
	tcase_add_test(tc, results_are_shown_for_people);
	tcase_add_test(tc, games_are_filtered);
	tcase_add_test(tc, bad_filters_are_refused);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(archive_suite);

/*
 * check_settings.c — the config file (cmd/settings.h): every setting read,
 * errors named by file and line with the other lines still taken, inih's
 * syntax errors, long lines, key names and bound commands, the example
 * file installed for users, and the command line winning over the file.
 */
#include "testutil.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/paths.h"
#include "cmd/settings.h"

static void read_ok(struct settings_file *f, const char *text)
{
	int n = settings_read_text(f, "cfg", text);

	ck_assert_msg(n == 0, "%d errors, first: %s", n, n > 0 ? f->errors[0] : "");
}

START_TEST(every_setting_is_read)
{
	struct settings_file f;

	read_ok(&f, "[game]\nsize = 13\nrules = chinese\nkomi = 5.5\ntime = 60m+5x30s\n"
	            "[screen]\ncolor = no\nunicode = off\naids = yes\nbell = false\nflash = yes\nscale = 2\n"
	            "[players]\nblack = Alice\n"
	            "[engines]\nwhite = gnugo --mode gtp ; GNU Go\nhint = gnugo --mode gtp\n"
	            "delay = 1.5\ntimeout = 30\n");
	ck_assert_int_eq(f.s.set, SET_SIZE | SET_RULES | SET_KOMI | SET_TIME | SET_COLOR |
	                 SET_UNICODE | SET_AIDS | SET_BELL | SET_FLASH | SET_BLACK | SET_WHITE | SET_HINT |
	                 SET_ENGINE_DELAY | SET_ENGINE_TIMEOUT | SET_SCALE);
	ck_assert_int_eq(f.s.scale, 2);
	ck_assert_int_eq(f.s.size, 13);
	ck_assert_int_eq(f.s.rules, RULES_CHINESE);
	ck_assert(f.s.komi == 5.5);
	ck_assert_int_eq(f.s.clock.system, CLOCK_BYOYOMI);
	ck_assert_int_eq(f.s.clock.periods, 5);
	ck_assert(!f.s.color && !f.s.unicode && f.s.aids && !f.s.bell && f.s.flash);
	ck_assert_str_eq(f.s.name[BLACK], "Alice");
	ck_assert_ptr_null(f.s.engine[BLACK]);
	ck_assert_str_eq(f.s.engine[WHITE], "gnugo --mode gtp"); /* the inline comment goes */
	ck_assert_ptr_null(f.s.name[WHITE]);
	ck_assert_str_eq(f.s.hint, "gnugo --mode gtp");
	ck_assert(f.s.engine_delay == 1.5 && f.s.engine_timeout == 30);
	settings_file_free(&f);
}
END_TEST

START_TEST(errors_name_the_line_and_the_rest_counts)
{
	struct settings_file f;
	int n = settings_read_text(&f, "/home/u/.config/tengen/config",
	                           "# a comment\n[game]\nsize = 4\nrules = chinese\nsise = 9\n"
	                           "[screen]\ncolor = maybe\nscale = 3\n[nowhere]\nx = 1\n"
	                           "[engines]\ndelay = soon\n[game]\ntime = 30\nkomi = 7\n");

	ck_assert_int_eq(n, 7);
	ck_assert_str_eq(f.errors[0], "/home/u/.config/tengen/config:3: invalid board size '4' (5 to 25)");
	ck_assert_str_eq(f.errors[1], "/home/u/.config/tengen/config:5: unknown setting 'sise' in [game]");
	ck_assert_str_eq(f.errors[2], "/home/u/.config/tengen/config:7: color = maybe: write yes or no");
	ck_assert_str_eq(f.errors[3], "/home/u/.config/tengen/config:8: scale = 3: write 1, 2 or auto");
	ck_assert_str_eq(f.errors[4], "/home/u/.config/tengen/config:10: unknown section [nowhere]");
	ck_assert_str_eq(f.errors[5], "/home/u/.config/tengen/config:12: invalid number of seconds 'soon'");
	ck_assert(strstr(f.errors[6], "config:14: time = 30: ") != NULL);
	/* the good lines are taken, the bad ones keep their defaults */
	ck_assert_int_eq(f.s.set, SET_RULES | SET_KOMI);
	ck_assert(f.s.komi == 7);
	settings_file_free(&f);
}
END_TEST

START_TEST(syntax_errors_and_long_lines)
{
	struct settings_file f;
	char *text, *p;
	int n = settings_read_text(&f, "cfg", "[game]\nsize = 9\njust words\nrules = chinese\n");

	ck_assert_int_eq(n, 1);
	ck_assert_str_eq(f.errors[0], "cfg:3: not NAME = VALUE, a [section] or a comment");
	ck_assert_int_eq(f.s.set, SET_SIZE | SET_RULES);
	settings_file_free(&f);
	ck_assert_int_eq(settings_read_text(&f, "cfg", "size = 9\n"), 1);
	ck_assert_str_eq(f.errors[0], "cfg:1: 'size' is outside a section ([game], [screen] …)");
	settings_file_free(&f);
	/* a line longer than inih's buffer is one error, not several lines */
	text = xmalloc(2000);
	p = text + sprintf(text, "[engines]\nwhite = gnugo");
	memset(p, 'x', 1000);
	strcpy(p + 1000, "\n[game]\nsize = 9\n");
	n = settings_read_text(&f, "cfg", text);
	ck_assert_int_eq(n, 1);
	ck_assert(strstr(f.errors[0], "cfg:2: the line is longer than") == f.errors[0]);
	ck_assert_int_eq(f.s.set, SET_SIZE);
	free(text);
	settings_file_free(&f);
}
END_TEST

START_TEST(keys_bind_commands)
{
	struct settings_file f;
	int n = settings_read_text(&f, "cfg", "[keys]\nz = :estimate\nF5 = save ~/g.sgf\n"
	                                      "C-n = new 9\nsemicolon = pass\nnokey = pass\n"
	                                      "w = :frobnicate\n");

	ck_assert_int_eq(n, 2);
	ck_assert_str_eq(f.errors[0], "cfg:6: unknown key 'nokey' (a character, C-x, F1…F12, Left, "
	                              "Space …)");
	ck_assert_str_eq(f.errors[1], "cfg:7: w = :frobnicate: there is no command 'frobnicate'");
	ck_assert_int_eq(f.nkeys, 4);
	ck_assert_int_eq(f.keys[0].key, 'z');
	ck_assert_str_eq(f.keys[0].command, "estimate");
	ck_assert_int_eq(f.keys[0].line, 2);
	ck_assert_int_eq(f.keys[1].key, SKEY_F1 + 4);
	ck_assert_str_eq(f.keys[1].command, "save ~/g.sgf");
	ck_assert_int_eq(f.keys[2].key, 'n' & 0x1f);
	ck_assert_int_eq(f.keys[3].key, ';');
	settings_file_free(&f);
	ck_assert_int_eq(settings_key_parse("Left"), SKEY_LEFT);
	ck_assert_int_eq(settings_key_parse("F13"), -1);
	ck_assert_int_eq(settings_key_parse("Ctrl-X"), 'x' & 0x1f);
	ck_assert_int_eq(settings_key_parse("é"), 0xe9);
	ck_assert_int_eq(settings_key_parse("ab"), -1);
}
END_TEST

START_TEST(a_missing_file)
{
	struct settings_file f;

	ck_assert_int_eq(settings_read(&f, "/nonexistent/tengen/config", true), 0);
	settings_file_free(&f);
	ck_assert_int_eq(settings_read(&f, "/nonexistent/tengen/config", false), 1);
	ck_assert(strstr(f.errors[0], "/nonexistent/tengen/config: ") == f.errors[0]);
	settings_file_free(&f);
}
END_TEST

/* A FIFO hung the start (fopen waited for a writer), /dev/zero was read
 * as one endless line (1.8 GB in 10 s), a directory was taken for an empty
 * file in silence.  Now: empty, refused at the cap, refused with a word. */
START_TEST(a_fifo_a_device_a_directory)
{
	char dir[] = "/tmp/tengen-settings-XXXXXX", fifo[64];
	struct settings_file f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	ck_assert_int_eq(settings_read(&f, dir, false), 1);
	ck_assert_msg(strstr(f.errors[0], strerror(EISDIR)), "%s", f.errors[0]);
	settings_file_free(&f);
	snprintf(fifo, sizeof fifo, "%s/fifo", dir);
	ck_assert_int_eq(mkfifo(fifo, 0600), 0);
	alarm(5); /* the hang, as a failure of its own */
	ck_assert_int_eq(settings_read(&f, fifo, false), 0);
	settings_file_free(&f);
	ck_assert_int_eq(settings_read(&f, "/dev/zero", false), 1);
	alarm(0);
	ck_assert_msg(strstr(f.errors[0], "larger than 1 MB"), "%s", f.errors[0]);
	settings_file_free(&f);
	ck_assert_int_eq(settings_read(&f, "/dev/null", false), 0);
	settings_file_free(&f);
	unlink(fifo);
	rmdir(dir);
}
END_TEST

START_TEST(the_default_path_follows_xdg)
{
	char *p;

	setenv("XDG_CONFIG_HOME", "/x/conf", 1);
	p = settings_default_path();
	ck_assert_str_eq(p, "/x/conf/tengen/config");
	free(p);
	setenv("XDG_CONFIG_HOME", "relative", 1); /* not absolute: ignored */
	setenv("HOME", "/home/u", 1);
	p = settings_default_path();
	ck_assert_str_eq(p, "/home/u/.config/tengen/config");
	free(p);
}
END_TEST

/* data_path (base/paths.h): $TENGEN_DATADIR first; a file that is not
 * there is NULL with the reason. */
START_TEST(data_is_found)
{
	char *dir = xstrdup(EXAMPLE), *p, *cause = NULL;

	*strrchr(dir, '/') = '\0'; /* the source tree's data/ */
	setenv("TENGEN_DATADIR", dir, 1);
	p = data_path("rules/03-ko.sgf", &cause);
	ck_assert_ptr_nonnull(p);
	ck_assert(strstr(p, "/data/rules/03-ko.sgf") != NULL);
	free(p);
	ck_assert_ptr_null(data_path("rules/none.sgf", &cause));
	ck_assert(strstr(cause, "none.sgf: No such file or directory") != NULL);
	free(cause);
	p = data_dir();
	ck_assert_str_eq(p, dir);
	free(p);
	unsetenv("TENGEN_DATADIR");
	free(dir);
}
END_TEST

/* The example installed for users: every setting in it, uncommented, is
 * valid. */
START_TEST(the_example_is_valid)
{
	FILE *in = fopen(EXAMPLE, "r");
	struct settings_file f;
	struct sbuf b;
	char line[512];
	int n;

	ck_assert_ptr_nonnull(in);
	sbuf_init(&b);
	while (fgets(line, sizeof line, in))
		sbuf_add(&b, line + (line[0] == ';' && line[1] != ' '));
	fclose(in);
	n = settings_read_text(&f, EXAMPLE, b.s);
	ck_assert_msg(n == 0, "%s", n ? f.errors[0] : "");
	ck_assert_int_ge(f.nkeys, 3);
	ck_assert(f.s.set & SET_SIZE && f.s.set & SET_HINT && f.s.set & SET_BELL);
	settings_file_free(&f);
	sbuf_free(&b);
}
END_TEST

START_TEST(the_command_line_wins)
{
	struct settings file = {
		.set = SET_SIZE | SET_RULES | SET_COLOR | SET_WHITE | SET_ENGINE_TIMEOUT,
		.size = 9, .rules = RULES_CHINESE, .color = false, .engine_timeout = 5,
		.engine = { NULL, NULL, "gnugo --mode gtp" },
	};
	struct settings cli = { .set = SET_SIZE | SET_WHITE, .size = 13, .name = { NULL, NULL, "Bob" } };

	settings_merge(&cli, &file);
	ck_assert_int_eq(cli.size, 13);                     /* given: kept */
	ck_assert_str_eq(cli.name[WHITE], "Bob");           /* given: no engine from the file */
	ck_assert_ptr_null(cli.engine[WHITE]);
	ck_assert_int_eq(cli.rules, RULES_CHINESE);         /* not given: the file's */
	ck_assert(!cli.color && cli.engine_timeout == 5);
	ck_assert_int_eq(cli.set, SET_SIZE | SET_RULES | SET_COLOR | SET_WHITE | SET_ENGINE_TIMEOUT);
}
END_TEST

/* The settings are read in a UTF-8 locale, as the program reads them. */
static Suite *settings_suite(void)
{
	Suite *s = suite_create("settings");
	TCase *tc = tcase_create("settings");

	setlocale(LC_ALL, "C.UTF-8");

	tcase_add_test(tc, every_setting_is_read);
	tcase_add_test(tc, errors_name_the_line_and_the_rest_counts);
	tcase_add_test(tc, syntax_errors_and_long_lines);
	tcase_add_test(tc, keys_bind_commands);
	tcase_add_test(tc, a_missing_file);
	tcase_add_test(tc, a_fifo_a_device_a_directory);
	tcase_add_test(tc, the_default_path_follows_xdg);
	tcase_add_test(tc, data_is_found);
	tcase_add_test(tc, the_example_is_valid);
	tcase_add_test(tc, the_command_line_wins);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(settings_suite);

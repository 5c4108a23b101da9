/*
 * check_text.c — the screen's text in cells (src/ui/text.c) without a
 * terminal: ui_wrap's line breaks in Latin, Japanese and Chinese text (at
 * spaces; between CJK characters by the kinsoku rules: no line begins with
 * a closing bracket, a sentence mark or a small kana, none ends with an
 * opening bracket; a short bracketed phrase kept whole), and the message
 * line's ui_put_middle, read back from a curses window that is never
 * shown, which never puts one ellipsis right after another ("…/p……").
 * It runs in C.UTF-8 (wcwidth 2 for CJK), and ui_put_middle again in
 * ja_JP.UTF-8 and zh_CN.UTF-8 when they are installed, and the glyphs'
 * ASCII forms in the C locale (text_ascii); it is skipped (77)
 * without C.UTF-8 or an "xterm" terminfo entry.
 */
#include <check.h>
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "ui/ui_int.h"
#include "testutil.h"

/* The lines ui_wrap makes of text at width cells, joined by '|'. */
static const char *wrapped(const char *text, int width)
{
	static char out[1024];
	const char *line;
	int len;
	size_t k = 0;

	out[0] = '\0';
	while (ui_wrap(&text, width, ui_width, &line, &len)) {
		char one[256];

		snprintf(one, sizeof one, "%.*s", len, line);
		ck_assert_msg(ui_width(one) <= width, "wider than %d: \"%s\"", width, one);
		snprintf(out + k, sizeof out - k, "%s%s", k ? "|" : "", one);
		k = strlen(out);
	}
	return out;
}

/* A text, the width it is wrapped to, and its lines joined by '|'. */
struct wrap_case {
	const char *text;
	int width;
	const char *want;
};

static const struct wrap_case wrap_cases[] = {
	/* Latin text breaks at spaces, brackets or not */
	{ "Suggested by the estimate: y agrees (Black first)", 30,
	  "Suggested by the estimate: y|agrees (Black first)" },
	{ "Suggested by the estimate: y agrees (Black first)", 40,
	  "Suggested by the estimate: y agrees|(Black first)" },
	{ "a (bb cc) dd", 6, "a (bb|cc) dd" },
	{ "abcdefghij", 4, "abcd|efgh|ij" },
	{ "one\ntwo three", 9, "one|two three" },
	/* the fault of issue 21: "(白が" ended a line and "先)" began the next */
	{ "推定による指定: y で合意 (白が先)", 30, "推定による指定: y で合意|(白が先)" },
	{ "形势判断建议:y 同意(白先)", 22, "形势判断建议:y 同意|(白先)" },
	{ "形勢判斷建議:y 同意（白先）", 24, "形勢判斷建議:y 同意|（白先）" },
	/* a phrase longer than half the line breaks inside, by the rules */
	{ "あ（いうえおかきくけこ）", 10, "あ（いうえ|おかきくけ|こ）" },
	/* no line begins with closing punctuation ... */
	{ "あいうえお。かきくけこ", 10, "あいうえ|お。かきく|けこ" },
	{ "あいうえお)かき", 10, "あいうえ|お)かき" },
	{ "あいうえお、かき", 10, "あいうえ|お、かき" },
	{ "あいうえお」かき", 10, "あいうえ|お」かき" },
	/* ... nor with a small kana or the prolonged sound mark ... */
	{ "あいうえおっと", 10, "あいうえ|おっと" },
	{ "あいうえおーと", 10, "あいうえ|おーと" },
	/* ... and no line ends with an opening bracket */
	{ "あいうえ「かき」", 10, "あいうえ|「かき」" },
	{ "あいう「えおかきくけこさしすせそ」", 10, "あいう「え|おかきくけ|こさしすせ|そ」" },
	{ "あいう「え」", 8, "あいう|「え」" },
	/* elsewhere a line breaks between any two CJK characters */
	{ "あいうえおかきくけこさ", 10, "あいうえお|かきくけこ|さ" },
	{ "白がE1で石を取り", 8, "白がE1で|石を取り" },
	/* a number stays with the word before it (issue 26: "…規則第" / "3") */
	{ "中國競賽規則第3條", 14, "中國競賽規則|第3條" },
	{ "黑方勝：白方超時（中國競賽規則第3條）", 30, "黑方勝：白方超時（中國競賽規則|第3條）" },
};

START_TEST(wrap)
{
	const struct wrap_case *w = &wrap_cases[_i];

	ck_assert_msg(!strcmp(wrapped(w->text, w->width), w->want),
	              "\"%s\" at %d: \"%s\", not \"%s\"", w->text, w->width,
	              wrapped(w->text, w->width), w->want);
}
END_TEST

/* A message that no terminal line holds: an unwritable autosave path of
 * plen p's between head and tail. */
static void message_with_path(char *out, size_t size, const char *const ht[2], int plen)
{
	char path[256];

	snprintf(path, sizeof path, "/tmp/tengen-e2e.AbC123/%.*s/tengen/game-4242.sgf", plen,
	         "pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp"
	         "pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp");
	snprintf(out, size, "%s%s%s", ht[0], path, ht[1]);
}

/* The message line of ui_put_middle(msg) at width cells, and more. */
static void put_middle(const char *msg, int width, const char *more, wchar_t *got, int size)
{
	erase();
	ui_put_middle(0, 0, width, msg, "…", more);
	mvinnwstr(0, 0, got, size - 1);
}

/* Every message at every width from 30 to 79 cells: no "……". */
static void no_double_gap(void)
{
	static const char *const fmts[][2] = {
		{ "cannot autosave to ", ": Permission denied" },
		{ "Autosave failing: cannot autosave to ", ": Permission denied" },
		{ "The game could not be saved: cannot autosave to ", ": Read-only file system" },
		{ "自動保存に失敗: ", " に自動保存できません: 許可がありません" },
		{ "自动保存失败:无法自动保存至 ", ":权限不够" },
	};

	for (size_t f = 0; f < sizeof fmts / sizeof *fmts; f++)
		for (int plen = 1; plen < 120; plen += 3)
			for (int w = 30; w < 80; w++) {
				char msg[512];
				wchar_t got[128];

				message_with_path(msg, sizeof msg, fmts[f], plen);
				put_middle(msg, w, w % 2 ? "(more: Ctrl-P)" : "(詳細: Ctrl-P)", got, 128);
				ck_assert_msg(!wcsstr(got, L"……"), "%d cells: \"%ls\"", w, got);
			}
}

START_TEST(one_ellipsis_at_a_time)
{
	wchar_t got[128];
	char msg[512];

	no_double_gap();
	/* where the path's middle would go and then its end: one gap */
	message_with_path(msg, sizeof msg,
	                  (const char *const[2]){ "cannot autosave to ", ": Permission denied" }, 40);
	put_middle(msg, 42, "(more: Ctrl-P)", got, 43);
	ck_assert_msg(!wcscmp(got, L"cannot autosave to /tmp/t… (more: Ctrl-P) "), "\"%ls\"",
	              got);
	/* the path shortened in its middle, when its end and the reason fit */
	put_middle(msg, 79, "(more: Ctrl-P)", got, 80);
	ck_assert_msg(wcsstr(got, L"/tmp/tengen-e…ame-4242.sgf: Permission denied"), "\"%ls\"", got);
	/* in other locales too, where they are installed */
	for (const char *const *l = (const char *const[]){ "ja_JP.UTF-8", "zh_CN.UTF-8", NULL };
	     *l; l++)
		if (setlocale(LC_CTYPE, *l)) {
			no_double_gap();
			setlocale(LC_CTYPE, "C.UTF-8");
		}
}
END_TEST

/* In the C locale (LANG=C over SSH) the glyphs of the key hints read back in
 * ASCII, never "???/??? move", and text_width() counts what is shown. */
START_TEST(ascii_glyphs)
{
	static const char *const cases[][2] = {
		{ "←/→ move  PgUp/PgDn 10  Home/End", "<-/-> move  PgUp/PgDn 10  Home/End" },
		{ "↑/↓ variation  [/] comment", "^/v variation  [/] comment" },
		{ "… (the comment goes on)", "... (the comment goes on)" },
		{ "u undo  s done  ←↑↓→ cursor", "u undo  s done  <-^v-> cursor" },
		{ "● 9:59 +5×30s", "X 9:59 +5x30s" },
		{ "日本規則，貼目 6.5", "????,?? 6.5" },
	};

	setlocale(LC_CTYPE, "C");
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char got[128];

		erase();
		ui_put(0, 0, 60, cases[i][0]);
		mvinnstr(0, 0, got, (int)strlen(cases[i][1]));
		ck_assert_msg(!strcmp(got, cases[i][1]), "\"%s\", not \"%s\"", got, cases[i][1]);
		ck_assert_int_eq(text_width(cases[i][0]), (int)strlen(cases[i][1]));
	}
	setlocale(LC_CTYPE, "C.UTF-8");
}
END_TEST

/* Wrapping needs a UTF-8 locale and the message line a terminal (a curses
 * screen on /dev/null): without them the program is skipped (77). */
static Suite *text_suite(void)
{
	Suite *s = suite_create("text");
	TCase *tc = tcase_create("text");
	FILE *out;

	if (!setlocale(LC_CTYPE, "C.UTF-8")) {
		puts("SKIP: no C.UTF-8 locale");
		exit(77);
	}
	out = fopen("/dev/null", "w");
	if (!out || !newterm("xterm", out, stdin)) {
		puts("SKIP: no terminfo entry for xterm");
		exit(77);
	}
	tcase_add_loop_test(tc, wrap, 0, sizeof wrap_cases / sizeof *wrap_cases);
	tcase_add_test(tc, one_ellipsis_at_a_time);
	tcase_add_test(tc, ascii_glyphs);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(text_suite);

/*
 * check_text.c — the screen's text in cells (src/ui/text.c) without a
 * terminal: ui_wrap's line breaks in Latin, Japanese and Chinese text (at
 * spaces; between CJK characters by the kinsoku rules: no line begins with
 * a closing bracket, a sentence mark or a small kana, none ends with an
 * opening bracket; a short bracketed phrase kept whole).  It runs in
 * C.UTF-8 (wcwidth 2 for CJK); it is skipped (77) without C.UTF-8 or an
 * "xterm" terminfo entry.
 */
#include <check.h>
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "ui/ui_int.h"

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

#define ck_wrap(text, width, want) ck_assert_str_eq(wrapped(text, width), want)

START_TEST(latin_wraps_at_spaces)
{
	ck_wrap("Suggested by the estimate: y agrees (Black first)", 30,
	        "Suggested by the estimate: y|agrees (Black first)");
	ck_wrap("Suggested by the estimate: y agrees (Black first)", 40,
	        "Suggested by the estimate: y agrees|(Black first)");
	ck_wrap("a (bb cc) dd", 6, "a (bb|cc) dd");
	ck_wrap("abcdefghij", 4, "abcd|efgh|ij");
	ck_wrap("one\ntwo three", 9, "one|two three");
}
END_TEST

/* The fault of issue 21: "(白が" ended a line and "先)" began the next. */
START_TEST(bracketed_phrase_kept_whole)
{
	ck_wrap("推定による指定: y で合意 (白が先)", 30, "推定による指定: y で合意|(白が先)");
	ck_wrap("形势判断建议:y 同意(白先)", 22, "形势判断建议:y 同意|(白先)");
	ck_wrap("形勢判斷建議:y 同意（白先）", 24, "形勢判斷建議:y 同意|（白先）");
	/* a phrase longer than half the line breaks inside, by the rules */
	ck_wrap("あ（いうえおかきくけこ）", 10, "あ（いうえ|おかきくけ|こ）");
}
END_TEST

START_TEST(kinsoku)
{
	/* no line begins with closing punctuation ... */
	ck_wrap("あいうえお。かきくけこ", 10, "あいうえ|お。かきく|けこ");
	ck_wrap("あいうえお)かき", 10, "あいうえ|お)かき");
	ck_wrap("あいうえお、かき", 10, "あいうえ|お、かき");
	ck_wrap("あいうえお」かき", 10, "あいうえ|お」かき");
	/* ... nor with a small kana or the prolonged sound mark ... */
	ck_wrap("あいうえおっと", 10, "あいうえ|おっと");
	ck_wrap("あいうえおーと", 10, "あいうえ|おーと");
	/* ... and no line ends with an opening bracket */
	ck_wrap("あいうえ「かき」", 10, "あいうえ|「かき」");
	ck_wrap("あいう「えおかきくけこさしすせそ」", 10, "あいう「え|おかきくけ|こさしすせ|そ」");
	ck_wrap("あいう「え」", 8, "あいう|「え」");
	/* elsewhere a line breaks between any two CJK characters */
	ck_wrap("あいうえおかきくけこさ", 10, "あいうえお|かきくけこ|さ");
	ck_wrap("白がE1で石を取り", 8, "白がE1で|石を取り");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("text");
	TCase *tc = tcase_create("text");
	SRunner *sr;
	FILE *out;
	int failed;

	if (!setlocale(LC_CTYPE, "C.UTF-8")) {
		puts("SKIP: no C.UTF-8 locale");
		return 77;
	}
	out = fopen("/dev/null", "w");
	if (!out || !newterm("xterm", out, stdin)) {
		puts("SKIP: no terminfo entry for xterm");
		return 77;
	}
	tcase_add_test(tc, latin_wraps_at_spaces);
	tcase_add_test(tc, bracketed_phrase_kept_whole);
	tcase_add_test(tc, kinsoku);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	endwin();
	fclose(out);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

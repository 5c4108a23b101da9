/*
 * check_rules_data.c — the hand-made SGF files of data/rules/ hold the
 * positions of the rule examples: their setup (SZ, AB, AW) matches the
 * diagrams the other tests use, and every move of their first line is
 * legal on the board (the confirmation lines included).
 *
 * The reader here is only what these files need (a root node with setup,
 * then nodes with one B or W move), so the files are checked apart from the
 * real SGF parser (src/record/sgf.c, tested by check_sgf.c).
 */
#include <stdlib.h>

#include "testutil.h"

#ifndef RULESDIR
#define RULESDIR "data/rules"
#endif

static char *slurp(const char *name)
{
	char path[512], *text;
	FILE *f;
	long n;

	snprintf(path, sizeof path, "%s/%s", RULESDIR, name);
	f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_int_eq(fread(text, 1, (size_t)n, f), n);
	text[n] = '\0';
	fclose(f);
	return text;
}

/* The SGF point "cd" on a board of this size, or PASS for "". */
static int sgf_point(const struct board *b, const char *v)
{
	if (v[0] == ']')
		return PASS;
	ck_assert(v[0] >= 'a' && v[0] < 'a' + b->size && v[1] >= 'a' && v[1] < 'a' + b->size);
	return board_point(b, v[0] - 'a', b->size - 1 - (v[1] - 'a'));
}

/* Put the stones of property id (AB or AW) of the root node on b. */
static void setup(struct board *b, const char *root, const char *id, enum color c)
{
	const char *p = strstr(root, id);

	ck_assert_msg(p != NULL, "no %s", id);
	for (p += 2; *p == '['; p += 4) {
		ck_assert(p[3] == ']');
		ck_assert(board_setup(b, sgf_point(b, p + 1), c));
	}
}

/* Skip a property value starting at '[': return the character after ']'. */
static char *skip_value(char *p)
{
	for (p++; *p && *p != ']'; p++)
		if (*p == '\\' && p[1])
			p++;
	ck_assert(*p == ']');
	return p + 1;
}

/* The next ';', '(' or ')' outside property values, from p on. */
static char *next_mark(char *p)
{
	while (*p && !strchr(";()", *p))
		p = *p == '[' ? skip_value(p) : p + 1;
	return p;
}

/* Check the file against the diagram; play its first line; return the
 * number of moves played. */
static int check_file(const char *name, const char *diagram)
{
	char *text = slurp(name), *root_end, *p;
	struct board b, want;
	int size, moves = 0;

	ck_assert_ptr_nonnull(strstr(text, "(;FF[4]GM[1]"));
	ck_assert_ptr_nonnull(strstr(text, "C[Example"));
	ck_assert_ptr_nonnull(strstr(text, "Art."));
	ck_assert_int_eq(sscanf(strstr(text, "SZ[") + 3, "%d", &size), 1);
	root_end = next_mark(text + 2);
	ck_assert(*root_end);
	*root_end = '\0';
	board_init(&b, size);
	setup(&b, text, "AB", BLACK);
	setup(&b, text, "AW", WHITE);
	board_from(&want, size, diagram);
	ck_assert_msg(memcmp(b.color, want.color, sizeof b.color) == 0, "%s differs:\n%s", name,
	              board_text(&b));
	*root_end = ';';
	/* the first line: nodes up to the first ')' */
	for (p = root_end; *p && *p != ')'; p = next_mark(p + 1)) {
		if (*p == ';' && (p[1] == 'B' || p[1] == 'W') && p[2] == '[') {
			enum color c = p[1] == 'B' ? BLACK : WHITE;
			int pt = sgf_point(&b, p + 3);

			ck_assert_msg(board_play(&b, c, pt, NULL) == MOVE_OK, "%s: move %d refused", name,
			              moves + 1);
			moves++;
		}
	}
	free(text);
	return moves;
}

static const struct {
	const char *file, *diagram;
	int moves;
} files[] = {
	{ "01-capture.sgf",
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
	  ". . . . X . . . X\n. . . X O X . X O\n. . . . . . . . O\n"
	  ". . . . . . . . X\n. . . . . . . . .\nO X . . . . . . .\n", 1 },
	{ "02-suicide.sgf",
	  ". . . . . . X O .\n. . . . . . . X O\n. . . . . . . . X\n"
	  ". . . . . . . . .\n. . . . O . . . .\n. . . O . O . . .\n"
	  ". . . . O . . . .\nO O . . . . . . .\n. X O . . . . . .\n", 1 },
	{ "03-ko.sgf",
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
	  ". . . X O . . . .\n. . X O . O . . .\n. . . X O . . . .\n"
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n", 4 },
	{ "04-snapback.sgf",
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
	  "X X X X X . . . .\nX O O O X . . . .\nX O X . X . . . .\n", 2 },
	{ "05a-seki-no-eyes.sgf",
	  ". . . . . O X . .\n. . . . . O X . .\n. . . . . O X . .\n"
	  ". . . . . O X . .\nO O O O O O X . .\nO O O X X X X . .\n"
	  "O X X O X . . . .\nO X . O X . . . .\nO X . O X . . . .\n", 2 },
	{ "05b-seki-one-eye-each.sgf",
	  ". X . O . O X . .\nX X X O O O X . .\nO O O X X X X . .\n"
	  ". . O O O X . . .\n. . . . O X . O .\n. . . . O X O O O\n"
	  ". . . . O X . O .\n. . . . O X . . .\n. . . . O X . . .\n", 0 },
	{ "05c-seki-dead-stone-stays.sgf",
	  ". X . O X . O X .\nX X X O O O O X .\nO O O X X X X X .\n"
	  ". . O O O X . . .\n. . . . O X . . .\n. . . . O X . . .\n"
	  ". . . . O X . . .\n. . . . O X . . .\n. . . . O X . . .\n", 0 },
	{ "06-bent-four.sgf",
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
	  ". . . . . . . . .\n. . . . . . . . .\nX X X . . . . . .\n"
	  "O O X X X . . . .\n. O O O X . . . .\n. . . O X . . . .\n", 7 },
	{ "07-two-step-ko.sgf",
	  ". . . . . O X . .\n. . . . . O X . .\n. . . . . O X . .\n"
	  ". . . . . O X . .\n. . . . . O X . .\n. . . . . O X . .\n"
	  ". O O O O O X . .\nX X X X O X X . .\nX . X . X O . . .\n", 6 },
	{ "08-tight-ko.sgf",
	  ". . . . . O X . .\n. . . . . O X . .\n. . . . . O X . .\n"
	  ". . . . . O X . .\n. . . . . O X . .\n. . . . . O X . .\n"
	  "O O O O O O X . .\nX X X X O X X . .\nX . X . X O . . .\n", 5 },
	{ "09-rotating-ko-seki.sgf",
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
	  ". . . . . . . . .\nO O O O O . . . .\nO X X X O O . . .\n"
	  "X X . X X O O . .\nX O O O X X O . .\nO . O X . X O . .\n", 4 },
	{ "10-triple-ko.sgf",
	  ". X O . . . O X .\nX O . O . O X . X\n. X O . . . O X .\n"
	  ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
	  ". X O . . . . . .\nX O . O . . . . .\n. X O . . . . . .\n", 6 },
};

START_TEST(rules_file_matches)
{
	ck_assert_int_eq(check_file(files[_i].file, files[_i].diagram), files[_i].moves);
}
END_TEST

static Suite *rules_data_suite(void)
{
	Suite *s = suite_create("rules_data");
	TCase *tc = tcase_create("sgf");

	tcase_add_loop_test(tc, rules_file_matches, 0, (int)(sizeof files / sizeof files[0]));
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(rules_data_suite);

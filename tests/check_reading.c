/*
 * check_reading.c — the estimate on hand-read finished positions, the
 * shapes real games end with (the .txt files of tests/data/reading): seki of each kind
 * (the ring seki, big eyes), the corner with an inner pair, bent four in
 * the corner with the killing stones inside (with and without history),
 * rabbity six and bulky five with the vital point taken, a filled bulky
 * five, nakade, a false eye, a ko eye, a race, an invader.
 *
 * A file: comment lines (#) with the reading that proves the verdict,
 * "dead: VERTEX…" (the dead stones), maybe "seki: VERTEX…" (the stones in
 * seki), maybe "play: b A2" (a move played after the diagram: the
 * position's history; without it the position has none), then the
 * diagram, top row first.  Each is checked as written and with the
 * colours swapped, with either player to move: the dead set must be
 * exactly the one given, and so must the seki set where one is given.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis/estimate.h"
#include "rules/diagram.h"
#include "testutil.h"

#define READING_DIR TESTDATADIR "/reading"
#define MAX_FILES 64

struct reading {
	char dead[512], seki[512], play[256];
	struct sbuf diagram;
	int size;
};

static char *files[MAX_FILES];
static int nfiles;

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void list_files(void)
{
	DIR *d = opendir(READING_DIR);
	struct dirent *de;

	if (!d)
		return;
	while ((de = readdir(d)) != NULL && nfiles < MAX_FILES)
		if (strstr(de->d_name, ".txt"))
			files[nfiles++] = strdup(de->d_name);
	closedir(d);
	qsort(files, nfiles, sizeof *files, cmp_str);
}

/* Read file name into *r; the colours swapped if asked. */
static void read_position(const char *name, bool swap, struct reading *r)
{
	char path[512], line[256];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", READING_DIR, name);
	ck_assert_msg((f = fopen(path, "r")) != NULL, "%s", path);
	memset(r, 0, sizeof *r);
	sbuf_init(&r->diagram);
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#')
			continue;
		if (!strncmp(line, "dead:", 5))
			snprintf(r->dead, sizeof r->dead, "%s", line + 5);
		else if (!strncmp(line, "seki:", 5))
			snprintf(r->seki, sizeof r->seki, "%s", line + 5);
		else if (!strncmp(line, "play:", 5))
			snprintf(r->play, sizeof r->play, "%s", line + 6);
		else if (strchr(line, '.') || strchr(line, 'X') || strchr(line, 'O')) {
			for (char *c = line; swap && *c; c++)
				*c = *c == 'X' ? 'O' : *c == 'O' ? 'X' : *c;
			sbuf_add(&r->diagram, line);
			r->size++;
		}
	}
	fclose(f);
	if (swap && r->play[0])
		r->play[0] = r->play[0] == 'b' ? 'w' : 'b';
}

/* The vertices of list set to 1 in set[]. */
static void vertex_set(const struct board *b, const char *list, uint8_t *set)
{
	char buf[512], *tok, *save = NULL;

	memset(set, 0, BOARD_MAX_POINTS);
	snprintf(buf, sizeof buf, "%s", list);
	for (tok = strtok_r(buf, " \n", &save); tok; tok = strtok_r(NULL, " \n", &save))
		set[V(b, tok)] = 1;
}

static void check_file(const char *name, bool swap)
{
	static struct estimate e;
	struct reading r;
	uint8_t want[BOARD_MAX_POINTS];
	char got[1024];

	read_position(name, swap, &r);
	for (int k = 0; k < 2; k++) {
		struct game g;
		enum color to_move = k ? WHITE : BLACK;
		char *play = r.play;

		ck_assert_int_eq(game_init(&g, r.size, RULES_JAPANESE), 0);
		ck_assert_msg(diagram_parse(&g.board, r.diagram.s, NULL) == 0, "%s", name);
		g.to_move = to_move;
		game_reset_history(&g);
		if (play[0]) {
			play[strcspn(play, "\n")] = '\0';
			play_ok(&g, play[0] == 'b' ? BLACK : WHITE, play + 2);
		}
		estimate_game(&g, ESTIMATE_SEED, &e);
		vertex_set(&g.board, r.dead, want);
		ck_assert_msg(!memcmp(want, e.dead, sizeof want), "%s%s, %s to move: dead %s, want %s",
		              name, swap ? " (colours swapped)" : "", color_word(to_move),
		              points_text(&g.board, e.dead, got, sizeof got), r.dead);
		vertex_set(&g.board, r.seki, want);
		ck_assert_msg(!r.seki[0] || !memcmp(want, e.seki, sizeof want),
		              "%s%s, %s to move: seki %s, want %s", name,
		              swap ? " (colours swapped)" : "", color_word(to_move),
		              points_text(&g.board, e.seki, got, sizeof got), r.seki);
		game_free(&g);
	}
	sbuf_free(&r.diagram);
}

/* File i / 2, colours swapped for odd i. */
START_TEST(hand_read)
{
	check_file(files[_i / 2], _i % 2);
}
END_TEST

START_TEST(files_found)
{
	ck_assert_msg(nfiles >= 14, "%d files in %s", nfiles, READING_DIR);
}
END_TEST

static Suite *reading_suite(void)
{
	Suite *s = suite_create("reading");
	TCase *tc = tcase_create("core");

	list_files();
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, files_found);
	tcase_add_loop_test(tc, hand_read, 0, 2 * nfiles);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(reading_suite);

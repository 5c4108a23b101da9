/*
 * check_record.c — the record of the game in play (record.c): the end of
 * the game in SGF (RE, TB/TW, the confirmation as a variation) written and
 * read back, the opened file's comments and variations kept, save and its
 * failures, the autosave cycle, and --score's count from TB/TW.
 */
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules/endgame.h"
#include "record/record.h"
#include "record/sgfgame.h"
#include "rules/score.h"
#include "positions.h"
#include "testutil.h"

static char tmpdir[256];

static void make_tmpdir(void)
{
	snprintf(tmpdir, sizeof tmpdir, "%s/tengen-record-XXXXXX", P_tmpdir);
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void remove_tmpdir(void)
{
	char cmd[512];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

static char *text_of(const struct record *r, const struct game *g)
{
	struct sbuf b;

	sbuf_init(&b);
	record_write(r, g, &b);
	return b.s;
}

/* Parse text, replay its main line into g; the last node in *last. */
static struct sgf *reload(const char *text, struct game *g, const struct sgf_node **last)
{
	struct sgf_msgs m;
	struct sgf_replay where;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_parse(text, strlen(text), "test", &m);
	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(sgf_replay(s, s->games, -1, g, NULL, &where, &m), 0);
	ck_assert_msg(m.n == 0, "replay: %s", m.n ? m.v[0] : "");
	sgf_msgs_free(&m);
	*last = where.last;
	while ((*last)->child) /* the main line's end, past nodes without moves */
		*last = (*last)->child;
	return s;
}

static int points_of(const struct game *g, const struct sgf_node *n, const char *id, int *out)
{
	const struct sgf_prop *p = sgf_node_prop(n, id);
	int k = 0;

	for (int i = 0; p && i < p->nvalues; i++)
		k += sgf_point_list(&g->board, p->values[i], out + k, BOARD_MAX_POINTS - k);
	return k;
}

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
}

/* The bent four of check_endgame: White's corner group dies in the
 * confirmation; the count is B+72.5 (73 territory incl. 6 removed + 6). */
static const char *bent_four = POS_BENT_FOUR_9;

static void bent_four_finished(struct game *g)
{
	game_from(g, 9, RULES_JAPANESE, bent_four, BLACK);
	play_ok(g, BLACK, "pass");
	play_ok(g, WHITE, "pass");
	ck_assert_int_eq(endgame_confirm_start(g, BLACK), EG_OK);
	confirm_ok(g, BLACK, "B1");
	confirm_ok(g, WHITE, "A1");
	confirm_ok(g, BLACK, "A2");
	confirm_ok(g, WHITE, "pass");
	confirm_ok(g, BLACK, "C1");
	confirm_ok(g, WHITE, "pass");
	confirm_ok(g, BLACK, "pass");
	ck_assert_int_eq(endgame_agree(g, WHITE), EG_OK);
	ck_assert_int_eq(endgame_agree(g, BLACK), EG_OK);
	ck_assert_int_eq(g->phase, PHASE_FINISHED);
}

START_TEST(finished_game_has_result_territory_and_confirmation)
{
	struct game g, back;
	struct record r;
	const struct sgf_node *last, *at, *v;
	struct sgf *s;
	struct score *sc = malloc(sizeof *sc);
	int *tb = malloc(2 * BOARD_MAX_POINTS * sizeof *tb), *tw = tb + BOARD_MAX_POINTS;
	int ntb, ntw, ndead;
	char *text, *c;

	bent_four_finished(&g);
	record_init(&r);
	text = text_of(&r, &g);
	ck_assert_msg(strstr(text, "RE[B+72.5]"), "%s", text);
	ck_assert_msg(strstr(text, "CA[UTF-8]"), "%s", text);
	s = reload(text, &back, &last);
	/* the main line: two passes; TB/TW on its last node */
	ck_assert_int_eq(back.nmoves, 2);
	ntb = points_of(&back, last, "TB", tb);
	ntw = points_of(&back, last, "TW", tw);
	ck_assert_int_eq(ntb, 73); /* 67 empty points + the 6 dead white stones */
	ck_assert_int_eq(ntw, 0);
	/* read back, --score's count gives the same result */
	ndead = record_score(&back, tb, ntb, tw, ntw, sc, NULL);
	ck_assert_int_eq(ndead, 6);
	ck_assert_double_eq(sc->margin, 72.5);
	ck_assert_int_eq(sc->removed[BLACK], 6);
	/* the confirmation: a second child of the node of move 2 */
	at = s->games->child->child; /* B[] W[] */
	ck_assert_ptr_nonnull(at);
	ck_assert_ptr_nonnull(sgf_node_get(at, "W"));
	ck_assert_ptr_nonnull(at->child);
	v = at->child->next;
	ck_assert_ptr_nonnull(v);
	c = sgf_text(sgf_node_get(v, "C"));
	ck_assert_msg(strstr(c, "Art. 7-2") && strstr(c, "not part of the game"), "%s", c);
	free(c);
	ck_assert_str_eq(sgf_node_get(v, "B"), "bi"); /* B1 */
	{
		int n = 1;

		for (const struct sgf_node *k = v; k->child; k = k->child)
			n++;
		ck_assert_int_eq(n, 7); /* B1 A1 A2 pass C1 pass pass */
	}
	sgf_free(s);
	game_free(&back);
	free(text);
	free(sc);
	free(tb);
	record_free(&r);
	game_free(&g);
}
END_TEST

START_TEST(resignation_and_names)
{
	struct game g;
	struct record r;
	char *text;

	game_init(&g, 9, RULES_CHINESE);
	play_ok(&g, BLACK, "E5");
	ck_assert(endgame_resign(&g, WHITE));
	record_init(&r);
	record_new_game(&r, "Alice", "Bob]");
	text = text_of(&r, &g);
	ck_assert_msg(strstr(text, "RE[B+R]"), "%s", text);
	ck_assert_msg(strstr(text, "PB[Alice]") && strstr(text, "PW[Bob\\]]"), "%s", text);
	ck_assert_msg(strstr(text, "RU[Chinese]"), "%s", text);
	ck_assert_msg(!strstr(text, "TB[") && !strstr(text, "TW["), "%s", text);
	free(text);
	record_free(&r);
	game_free(&g);
}
END_TEST

/* An opened file keeps its comments, private properties and variations; new
 * moves go on its main line; moves taken back stay as a variation. */
START_TEST(opened_file_keeps_its_tree)
{
	struct game g, back;
	struct record r;
	struct sgf_msgs m;
	const struct sgf_node *last;
	struct sgf *s;
	char path[512], *text;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/in.sgf", tmpdir);
	write_file(path, "(;GM[1]FF[4]SZ[9]C[root]ZZ[private]PB[Ann]\n"
	                 ";B[ee]C[first];W[cc]\n(;B[gg]C[main];W[aa])\n(;B[gc]))\n");
	game_init(&g, 19, RULES_JAPANESE);
	record_init(&r);
	sgf_msgs_init(&m);
	ck_assert_int_eq(record_open(&r, &g, path, &m), 0);
	ck_assert_int_eq(m.n, 0);
	ck_assert_int_eq(g.nmoves, 4);
	ck_assert_str_eq(r.path, path);
	ck_assert_str_eq(r.info.black, "Ann");

	play_ok(&g, BLACK, "B8");
	text = text_of(&r, &g);
	ck_assert_msg(strstr(text, "C[root]") && strstr(text, "ZZ[private]") &&
	              strstr(text, "C[first]") && strstr(text, "(;B[gc])") &&
	              strstr(text, ";W[aa];B[bb]"), "%s", text);
	free(text);

	/* take back three moves, play elsewhere: the old line is a variation */
	ck_assert(game_undo(&g));
	ck_assert(game_undo(&g));
	ck_assert(game_undo(&g));
	play_ok(&g, BLACK, "D4");
	text = text_of(&r, &g);
	ck_assert_msg(strstr(text, "C[main]") && strstr(text, "(;B[gc])") &&
	              strstr(text, "(;B[df])"), "%s", text);
	s = reload(text, &back, &last);
	ck_assert_int_eq(back.nmoves, 3);
	ck_assert_int_eq(back.moves[2].point, V(&back.board, "D4"));
	sgf_free(s);
	game_free(&back);
	free(text);

	/* taken back to before the file's end: the main line ends there */
	ck_assert(game_undo(&g));
	text = text_of(&r, &g);
	s = reload(text, &back, &last);
	ck_assert_int_eq(back.nmoves, 2);
	ck_assert_msg(strstr(text, "C[main]"), "%s", text);
	sgf_free(s);
	game_free(&back);
	free(text);

	/* a new game forgets the file */
	record_new_game(&r, NULL, NULL);
	ck_assert_ptr_null(r.path);
	text = text_of(&r, &g);
	ck_assert_msg(!strstr(text, "ZZ[private]"), "%s", text);
	free(text);

	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

/* Setup nodes alternating AB[ee] and AE[ee], then a move: the record
 * finds where its game starts with one replay of the main line, not one
 * replay per node (sgf_replay_nodes counts the nodes replayed). */
START_TEST(record_start_replays_the_line_once)
{
	enum { NODES = 2000 };
	struct sgf_node *root, *at;
	struct game g;
	struct record r;
	struct sgf_msgs m;
	struct sgf *s;
	struct sbuf b;
	char path[512];
	unsigned long before;
	int depth = 0;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/alt.sgf", tmpdir);
	sbuf_init(&b);
	sbuf_add(&b, "(;GM[1]FF[4]SZ[9]");
	for (int i = 0; i < NODES; i++)
		sbuf_add(&b, i % 2 ? ";AE[ee]" : ";AB[ee]");
	sbuf_add(&b, ";B[cc])");
	write_file(path, b.s);
	sbuf_free(&b);
	game_init(&g, 19, RULES_JAPANESE);
	record_init(&r);
	sgf_msgs_init(&m);
	ck_assert_int_eq(record_open(&r, &g, path, &m), 0);
	ck_assert_int_eq(g.nmoves, 1);

	before = sgf_replay_nodes;
	s = record_tree(&r, &g, &root, &at);
	ck_assert_ptr_nonnull(s);
	ck_assert_msg(sgf_replay_nodes - before <= 4 * NODES, "%lu nodes replayed for %d",
	              sgf_replay_nodes - before, NODES);
	for (const struct sgf_node *n = at; n != root; n = n->parent)
		depth++;
	ck_assert_int_eq(depth, NODES + 1); /* the move after the last setup node */
	ck_assert_ptr_null(root->child->next);
	sgf_free(s);

	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

/* The whole file at path (free it). */
static char *read_text(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = xmalloc(65536);
	size_t n;

	ck_assert_ptr_nonnull(f);
	n = fread(buf, 1, 65535, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

/* text without white space and without the CA[UTF-8] the writer adds */
static char *squeezed(const char *text)
{
	char *out = xstrdup(text), *w = out, *ca;

	for (const char *t = text; *t; t++)
		if (*t != ' ' && *t != '\n')
			*w++ = *t;
	*w = '\0';
	if ((ca = strstr(out, "CA[UTF-8]")))
		memmove(ca, ca + 9, strlen(ca + 9) + 1);
	return out;
}

/* text (freed here) is the file sgf as read: the same but for white space
 * and CA[UTF-8]. */
static void ck_as_read(char *text, const char *sgf)
{
	char *flat = squeezed(text);

	ck_assert_str_eq(flat, sgf);
	free(flat);
	free(text);
}

/* A file whose main line stops at an illegal move (occupied, suicide, ko,
 * off the board, the first move): the warning names the file's place and
 * the reason, the game stops before it, and the record written back
 * (saved, autosaved) is the file as read: no empty node, nothing lost. */
START_TEST(main_line_stopped_by_an_illegal_move_is_kept)
{
	static const struct {
		const char *sgf, *where, *why, *tail;
		int moves;
	} f[] = {
		{ "(;GM[1]FF[4]SZ[9];B[ee];W[ee];B[cc])", "in.sgf:1:25:", "move 2 (W E5)",
		  "(;W[ee];B[cc])", 1 },
		{ "(;GM[1]FF[4]SZ[9];B[ee];W[ab];B[ff];W[ba];B[aa];W[gg])", "in.sgf:1:43:",
		  "move 5 (B A9)", "(;B[aa];W[gg])", 4 },
		{ "(;GM[1]FF[4]SZ[9];B[ba];W[ca];B[ab];W[db];B[cb];W[cc];B[bc];W[bb];B[cb];W[ee];"
		  "B[gg])", "in.sgf:1:67:", "move 9 (B C8)", "(;B[cb];W[ee];B[gg])", 8 },
		{ "(;GM[1]FF[4]SZ[9];B[ee];W[zz];B[cc];W[dd])", "in.sgf:1:25:", "W[zz]",
		  "(;W[zz];B[cc];W[dd])", 1 },
		{ "(;GM[1]FF[4]SZ[9]C[x];B[zz];W[cc];B[dd])", "in.sgf:1:23:", "B[zz]",
		  "(;B[zz];W[cc];B[dd])", 0 },
	};
	char path[512], *text, *flat, *cause = NULL;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/in.sgf", tmpdir);
	for (size_t i = 0; i < sizeof f / sizeof *f; i++) {
		struct game g;
		struct record r;
		struct sgf_msgs m;

		write_file(path, f[i].sgf);
		game_init(&g, 9, RULES_JAPANESE);
		record_init(&r);
		sgf_msgs_init(&m);
		ck_assert_int_eq(record_open(&r, &g, path, &m), 0);
		ck_assert_int_eq(m.n, 1);
		ck_assert_msg(strstr(m.v[0], f[i].where) && strstr(m.v[0], f[i].why), "%s", m.v[0]);
		ck_assert_int_eq(g.nmoves, f[i].moves);
		ck_as_read(text_of(&r, &g), f[i].sgf);
		/* a move played: it is the main line, the file's stays a variation */
		ck_assert_int_eq(game_play(&g, g.to_move, V(&g.board, "J1")), MOVE_OK);
		text = text_of(&r, &g);
		flat = squeezed(text);
		ck_assert_msg(strstr(flat, f[i].tail) && !strstr(flat, "(;)"), "%s", flat);
		free(flat);
		free(text);
		/* taken back and saved: the file as read */
		ck_assert(game_undo(&g));
		ck_assert_int_eq(record_save(&r, &g, path, &cause), 0);
		ck_as_read(read_text(path), f[i].sgf);
		sgf_msgs_free(&m);
		record_free(&r);
		game_free(&g);
	}
	remove_tmpdir();
}
END_TEST

/* Save g through a record into dir/name and open it again into *out. */
static void save_and_open(const struct game *g, const char *name, struct game *out)
{
	struct record r;
	struct sgf_msgs m;
	char path[512], *cause = NULL;

	snprintf(path, sizeof path, "%s/%s", tmpdir, name);
	record_init(&r);
	ck_assert_int_eq(record_save(&r, g, path, &cause), 0);
	record_free(&r);
	record_init(&r);
	sgf_msgs_init(&m);
	game_init(out, 9, RULES_JAPANESE);
	ck_assert_int_eq(record_open(&r, out, path, &m), 0);
	ck_assert_msg(m.n == 0, "%s", m.n ? m.v[0] : "");
	sgf_msgs_free(&m);
	record_free(&r);
}

/* Marks, an agreement and an open confirmation of a stopped game survive a
 * save and an open (TGD, TGA, TGC, TGM: endstate.h); the count is the same. */
START_TEST(end_state_survives_save_and_open)
{
	struct game g, back;
	struct score a, b;
	const struct confirmation *c;

	make_tmpdir();
	game_from(&g, 9, RULES_JAPANESE, bent_four, BLACK);
	play_ok(&g, BLACK, "pass");
	play_ok(&g, WHITE, "pass");
	ck_assert_int_eq(endgame_set_dead(&g, BLACK, V(&g.board, "B2"), true, true), EG_OK);
	ck_assert_int_eq(endgame_agree(&g, g.to_move), EG_OK);
	save_and_open(&g, "marks.sgf", &back);
	ck_assert_int_eq(back.phase, PHASE_STOPPED);
	ck_assert(endgame_is_dead(&back, V(&back.board, "B2")));
	ck_assert(endgame_is_dead(&back, V(&back.board, "D1")));
	ck_assert(!endgame_is_dead(&back, V(&back.board, "C3")));
	ck_assert(endgame_agreed(&back, g.to_move));
	ck_assert(!endgame_agreed(&back, color_other(g.to_move)));
	endgame_score(&g, &a);
	endgame_score(&back, &b);
	ck_assert(a.margin == b.margin);
	game_free(&back);

	ck_assert_int_eq(endgame_confirm_start(&g, BLACK), EG_OK);
	confirm_ok(&g, BLACK, "B1");
	confirm_ok(&g, WHITE, "A1");
	confirm_ok(&g, BLACK, "pass");
	save_and_open(&g, "confirm.sgf", &back);
	ck_assert_int_eq(back.phase, PHASE_CONFIRMING);
	c = endgame_confirming(&back);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(c->first, BLACK);
	ck_assert_int_eq(c->nmoves, 3);
	ck_assert_int_eq(c->to_move, WHITE);
	ck_assert_int_eq(board_at(&c->board, V(&back.board, "A1")), WHITE);
	confirm_ok(&back, WHITE, "pass"); /* it goes on where it stood */
	game_free(&back);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

/* Marks the estimate suggested are saved as marks like any other (TGD). */
START_TEST(suggested_marks_are_saved_as_marks)
{
	struct game g, back;
	uint8_t dead[BOARD_MAX_POINTS] = { 0 };

	make_tmpdir();
	game_from(&g, 9, RULES_JAPANESE, bent_four, BLACK);
	play_ok(&g, BLACK, "pass");
	play_ok(&g, WHITE, "pass");
	dead[V(&g.board, "B2")] = 1;
	ck_assert_int_eq(endgame_suggest(&g, dead, NULL), EG_OK);
	save_and_open(&g, "suggested.sgf", &back);
	ck_assert_int_eq(back.phase, PHASE_STOPPED);
	ck_assert(endgame_is_dead(&back, V(&back.board, "B2")));
	ck_assert(!endgame_is_dead(&back, V(&back.board, "C3")));
	ck_assert(!endgame_suggested(&back)); /* marks, as a player's */
	game_free(&back);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

START_TEST(open_errors_leave_the_game)
{
	struct game g;
	struct record r;
	struct sgf_msgs m;
	char path[512];

	make_tmpdir();
	snprintf(path, sizeof path, "%s/bad.sgf", tmpdir);
	write_file(path, "(;GM[1]SZ[9]\n;B[ee]W[");
	game_init(&g, 9, RULES_JAPANESE);
	play_ok(&g, BLACK, "E5");
	record_init(&r);
	sgf_msgs_init(&m);
	ck_assert_int_eq(record_open(&r, &g, path, &m), -1);
	ck_assert_int_ge(m.n, 1);
	ck_assert_msg(strstr(m.v[m.n - 1], "bad.sgf:2:"), "%s", m.v[m.n - 1]);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_ptr_null(r.path);
	sgf_msgs_free(&m);
	record_free(&r);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

START_TEST(save_backup_and_unwritable)
{
	struct game g;
	struct record r;
	char path[512], bak[520], *cause = NULL;
	struct stat st;

	make_tmpdir();
	game_init(&g, 9, RULES_JAPANESE);
	play_ok(&g, BLACK, "E5");
	record_init(&r);
	ck_assert_int_eq(record_save(&r, &g, "/nonexistent-dir/x.sgf", &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, "/nonexistent-dir/x.sgf"), "%s", cause);
	free(cause);
	ck_assert_ptr_null(r.path);
	ck_assert_int_eq(g.nmoves, 1);

	snprintf(path, sizeof path, "%s/a.sgf", tmpdir);
	snprintf(bak, sizeof bak, "%s~", path);
	ck_assert_int_eq(record_save(&r, &g, path, &cause), 0);
	ck_assert_str_eq(r.path, path);
	ck_assert_int_ne(stat(bak, &st), 0);
	play_ok(&g, WHITE, "C3");
	ck_assert_int_eq(record_save(&r, &g, r.path, &cause), 0);
	ck_assert_int_eq(stat(bak, &st), 0);
	record_free(&r);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

/* A save onto what is not a regular file (a FIFO here; /dev/null, a
 * device, as root) is refused and leaves it as it was: the temporary file
 * renamed over it once replaced the device itself with a record. */
START_TEST(save_refuses_a_special_file)
{
	char path[512], bak[520], *cause = NULL;
	struct record r;
	struct stat st;
	struct game g;

	make_tmpdir();
	snprintf(path, sizeof path, "%s/fifo", tmpdir);
	snprintf(bak, sizeof bak, "%s~", path);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	game_init(&g, 9, RULES_JAPANESE);
	record_init(&r);
	ck_assert_int_eq(record_save(&r, &g, path, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, "not a regular file"), "%s", cause);
	free(cause);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert(S_ISFIFO(st.st_mode));
	ck_assert_int_ne(stat(bak, &st), 0);
	unlink(path);
	record_free(&r);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

START_TEST(autosave_follows_the_game)
{
	struct game g;
	struct record r;
	char *cause = NULL, path[512];
	struct stat st;
	FILE *f;
	char buf[4096];
	size_t n;

	make_tmpdir();
	game_init(&g, 9, RULES_JAPANESE);
	record_init(&r);
	ck_assert_int_eq(record_autosave_start(&r, tmpdir, &cause), 0);
	snprintf(path, sizeof path, "%s", r.autosave->path);
	ck_assert_int_eq(record_autosave(&r, &g, true, &cause), 0); /* empty */
	ck_assert_int_ne(stat(path, &st), 0);
	play_ok(&g, BLACK, "E5");
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 1);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 0); /* no change */
	play_ok(&g, WHITE, "C3");
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 1);
	f = fopen(path, "r");
	ck_assert_ptr_nonnull(f);
	n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	ck_assert_msg(strstr(buf, ";B[ee];W[cg]"), "%s", buf);
	/* an undo is a change too */
	ck_assert(game_undo(&g));
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 1);
	/* saved: nothing to lose, the file goes */
	ck_assert_int_eq(record_autosave(&r, &g, true, &cause), 0);
	ck_assert_int_ne(stat(path, &st), 0);
	/* a move after the save brings it back; the end of the game removes it */
	play_ok(&g, WHITE, "D3");
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 1);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert(endgame_resign(&g, BLACK));
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 0);
	ck_assert_int_ne(stat(path, &st), 0);
	record_free(&r);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

/* A failed write is tried again at every call, changed or not, until one
 * succeeds (the screen says "Autosave failing" meanwhile). */
START_TEST(autosave_failure_is_retried)
{
	struct game g;
	struct record r;
	char *cause = NULL, path[512];

	make_tmpdir();
	game_init(&g, 9, RULES_JAPANESE);
	record_init(&r);
	ck_assert_int_eq(record_autosave_start(&r, tmpdir, &cause), 0);
	snprintf(path, sizeof path, "%s", r.autosave->path);
	play_ok(&g, BLACK, "E5");
	ck_assert_int_eq(mkdir(path, 0700), 0); /* the rename cannot replace it */
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), -1);
	ck_assert_ptr_nonnull(strstr(cause, "cannot autosave"));
	free(cause);
	cause = NULL;
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), -1); /* no change: again */
	free(cause);
	cause = NULL;
	ck_assert(r.autosave->dirty);
	ck_assert_int_eq(rmdir(path), 0);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 1);
	ck_assert(!r.autosave->dirty);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 0);
	record_free(&r);
	game_free(&g);
	remove_tmpdir();
}
END_TEST

/* --score's count: the white stone at A4 inside Black's TB is dead. */
START_TEST(score_from_territory_marks)
{
	struct game g;
	struct score sc;
	int tb[10], tw[5], ntb = 0, ntw = 0;

	game_from(&g, 5, RULES_JAPANESE,
	          ". . X O .\n"
	          "O . X O .\n"
	          ". . X O .\n"
	          ". . X O .\n"
	          ". . X O .\n", BLACK);
	g.komi = 0.5;
	for (int row = 0; row < 5; row++) {
		tb[ntb++] = board_point(&g.board, 0, row);
		tb[ntb++] = board_point(&g.board, 1, row);
		tw[ntw++] = board_point(&g.board, 4, row);
	}
	ck_assert_int_eq(record_score(&g, tb, ntb, tw, ntw, &sc, NULL), 1);
	/* Black 9 empty + 1 removed + 1 prisoner = 11, White 5, komi 0.5 */
	ck_assert_double_eq(sc.total[BLACK], 11);
	ck_assert_double_eq(sc.total[WHITE], 5); /* komi comes in the margin */
	ck_assert_double_eq(sc.margin, 5.5);
	game_set_rules(&g, RULES_CHINESE);
	g.komi = 0.5;
	record_score(&g, tb, ntb, tw, ntw, &sc, NULL);
	ck_assert_double_eq(sc.total[BLACK], 15); /* 5 stones + 10 */
	ck_assert_double_eq(sc.margin, 4.5);
	/* no marks: the estimate finds the lone stone dead as well */
	ck_assert_int_eq(record_score(&g, NULL, 0, NULL, 0, &sc, NULL), 1);
	ck_assert_double_eq(sc.margin, 4.5);
	game_free(&g);
}
END_TEST

static Suite *record_suite(void)
{
	Suite *s = suite_create("record");
	TCase *t = tcase_create("record");

	tcase_add_test(t, finished_game_has_result_territory_and_confirmation);
	tcase_add_test(t, resignation_and_names);
	tcase_add_test(t, opened_file_keeps_its_tree);
	tcase_add_test(t, record_start_replays_the_line_once);
	tcase_add_test(t, open_errors_leave_the_game);
	tcase_add_test(t, main_line_stopped_by_an_illegal_move_is_kept);
	tcase_add_test(t, save_backup_and_unwritable);
	tcase_add_test(t, save_refuses_a_special_file);
	tcase_add_test(t, autosave_follows_the_game);
	tcase_add_test(t, autosave_failure_is_retried);
	tcase_add_test(t, end_state_survives_save_and_open);
	tcase_add_test(t, suggested_marks_are_saved_as_marks);
	tcase_add_test(t, score_from_territory_marks);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(record_suite);

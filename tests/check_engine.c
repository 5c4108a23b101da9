/*
 * check_engine.c — the GTP client (src/engine): words, the process, the
 * answers, and a player against tests/fake-engine.sh in each of its modes.
 */
#include <dirent.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "testutil.h"
#include "fakelog.h"
#include "engine/engine.h"
#include "engine/player.h"
#include "base/util.h"

#define FAKE "sh " TESTSRCDIR "/fake-engine.sh"

/* Poll and service p until an event or failure; returns the service's rc. */
static int wait_event(struct engine_player *p, struct game *g, struct engine_event *ev,
                      char **cause)
{
	for (int i = 0; i < 2000; i++) {
		struct pollfd fds[ENGINE_POLLFDS];
		int n = engine_pollfds(p->e, fds), t = engine_timeout_ms(p->e);

		poll(fds, (nfds_t)n, t < 0 || t > 100 ? 100 : t);
		if (engine_player_service(p, g, ev, cause) < 0)
			return -1;
		if (ev->kind != ENGINE_EV_NONE)
			return 0;
	}
	ck_abort_msg("no event from the engine");
	return -1;
}

/* A 9×9 game with the fake engine as White, in mode; Black has played D4. */
static struct engine_player *start_white(struct game *g, const char *mode, int timeout_ms)
{
	char cmd[512], *cause = NULL;
	struct engine_player *p;

	snprintf(cmd, sizeof cmd, FAKE " %s", mode);
	ck_assert_int_eq(game_init(g, 9, RULES_JAPANESE), 0);
	p = engine_player_start(cmd, WHITE, &cause);
	ck_assert_msg(p != NULL, "%s", cause);
	if (timeout_ms)
		p->move_timeout_ms = timeout_ms;
	ck_assert_int_eq(game_play_turn(g, BLACK, V(&g->board, "D4")), MOVE_OK);
	ck_assert_int_eq(engine_player_sync(p, g, &cause), 0);
	return p;
}

START_TEST(split_words)
{
	bool shell;
	char *cause = NULL;
	char **w = engine_split("  gnugo --mode 'gtp x' \"a\\\"b\" c\\ d  ", &shell, &cause);

	ck_assert_ptr_nonnull(w);
	ck_assert_str_eq(w[0], "gnugo");
	ck_assert_str_eq(w[1], "--mode");
	ck_assert_str_eq(w[2], "gtp x");
	ck_assert_str_eq(w[3], "a\"b");
	ck_assert_str_eq(w[4], "c d");
	ck_assert_ptr_null(w[5]);
	ck_assert(!shell);
	engine_words_free(w);
	w = engine_split("gnugo 2>/dev/null | tee x", &shell, &cause);
	ck_assert(shell);
	engine_words_free(w);
	w = engine_split("echo '|'", &shell, &cause);
	ck_assert(!shell); /* quoted */
	engine_words_free(w);
	ck_assert_ptr_null(engine_split("gnugo 'oops", &shell, &cause));
	ck_assert_ptr_nonnull(strstr(cause, "quote"));
	free(cause);
	cause = NULL;
	ck_assert_ptr_null(engine_split("   ", &shell, &cause));
	free(cause);
}
END_TEST

START_TEST(spawn_missing)
{
	char *cause = NULL;

	ck_assert_ptr_null(engine_spawn("/nonexistent/engine --gtp", &cause));
	ck_assert_msg(strstr(cause, "/nonexistent/engine") != NULL, "%s", cause);
	free(cause);
}
END_TEST

/* Processes of group pgid that are alive (not zombies), from /proc. */
static int group_alive(pid_t pgid)
{
	DIR *d = opendir("/proc");
	struct dirent *de;
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while ((de = readdir(d))) {
		char path[300], buf[512], *p, state;
		int pg;
		FILE *f;

		if (de->d_name[0] < '1' || de->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%s/stat", de->d_name);
		if (!(f = fopen(path, "r")))
			continue;
		p = fgets(buf, sizeof buf, f) ? strrchr(buf, ')') : NULL;
		fclose(f);
		/* after "(comm)": state, ppid, pgrp */
		if (p && sscanf(p + 1, " %c %*d %d", &state, &pg) == 2 && pg == pgid && state != 'Z')
			n++;
	}
	closedir(d);
	return n;
}

/* A command run through sh (a pipeline) started with its every process in
 * a group; wait until they are all there (3: sh, sleep, cat). */
static struct engine *spawn_pipeline(pid_t *pgid)
{
	char *cause = NULL;
	struct engine *e = engine_spawn("sleep 1000 | cat", &cause);

	ck_assert_msg(e != NULL, "%s", cause);
	*pgid = engine_pid(e);
	for (int i = 0; i < 200 && group_alive(*pgid) < 3; i++)
		nanosleep(&(struct timespec){ 0, 10 * 1000000 }, NULL);
	ck_assert_int_eq(group_alive(*pgid), 3);
	return e;
}

/* True when group pgid is gone within 2 s (the processes of an ended group
 * are reparented, then reaped: they may take a moment). */
static bool group_gone(pid_t pgid)
{
	for (int i = 0; i < 200 && group_alive(pgid); i++)
		nanosleep(&(struct timespec){ 0, 10 * 1000000 }, NULL);
	return group_alive(pgid) == 0;
}

/* The engine's whole process group ends, not the shell alone: after a
 * timeout and after quit, `sleep 1000 | cat` kept running (parent PID 1). */
START_TEST(group_ends_after_timeout)
{
	char *cause = NULL, *a = NULL;
	pid_t pgid;
	struct engine *e = spawn_pipeline(&pgid);
	bool gone;

	ck_assert_int_eq(engine_call(e, "name", 300, &a, &cause), -1);
	ck_assert_msg(strstr(cause, "did not answer"), "%s", cause);
	free(cause);
	gone = group_gone(pgid);
	kill(-pgid, SIGKILL); /* (the old code's leftovers) */
	ck_assert_msg(gone, "the engine's processes outlived its timeout");
	engine_free(e);
}
END_TEST

START_TEST(group_ends_on_quit)
{
	pid_t pgid;
	struct engine *e = spawn_pipeline(&pgid);
	bool gone;

	engine_free(e);
	gone = group_gone(pgid);
	kill(-pgid, SIGKILL);
	ck_assert_msg(gone, "the engine's processes outlived engine_free");
}
END_TEST

START_TEST(call_and_refusal)
{
	char *cause = NULL, *a = NULL;
	struct engine *e = engine_spawn(FAKE, &cause);

	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(engine_call(e, "name", 0, &a, &cause), 1);
	ck_assert_str_eq(a, "Fake Engine");
	free(a);
	ck_assert_int_eq(engine_call(e, "no_such_command", 0, &a, &cause), 0);
	ck_assert_str_eq(a, "unknown command");
	free(a);
	ck_assert_int_eq(engine_send(e, "play b\nquit", 0, 0, &cause), -1);
	free(cause);
	engine_free(e);
}
END_TEST

START_TEST(handshake_and_move)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL, *log;
	struct engine_player *p = start_white(&g, "ok", 0);

	ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	ck_assert_int_eq(ev.kind, ENGINE_EV_READY);
	ck_assert_str_eq(p->name, "Fake Engine 1.0");
	ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	ck_assert_int_eq(ev.kind, ENGINE_EV_MOVED);
	ck_assert_int_eq(ev.point, V(&g.board, "A1"));
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(board_at(&g.board, V(&g.board, "A1")), WHITE);
	log = read_log();
	ck_assert_msg(strstr(log, "protocol_version\nname\nversion\nboardsize 9\nclear_board\n"
	                          "komi 6.5\nkgs-rules japanese\nplay black D4\ngenmove white\n"),
	              "log: %s", log);
	engine_player_free(p);
	game_free(&g);
}
END_TEST

/* Undo of the pair: the engine is told the game again from clear_board. */
START_TEST(undo_replays)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL, *log;
	struct engine_player *p = start_white(&g, "ok", 0);

	do
		ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	while (ev.kind != ENGINE_EV_MOVED);
	ck_assert(game_undo(&g) && game_undo(&g));
	ck_assert_int_eq(game_play_turn(&g, BLACK, V(&g.board, "E5")), MOVE_OK);
	ck_assert_int_eq(engine_player_sync(p, &g, &cause), 0);
	ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	ck_assert_int_eq(ev.kind, ENGINE_EV_MOVED);
	log = read_log();
	ck_assert_msg(strstr(log, "genmove white\nboardsize 9\nclear_board\nkomi 6.5\n"
	                          "kgs-rules japanese\nplay black E5\ngenmove white\n"),
	              "log: %s", log);
	engine_player_free(p);
	game_free(&g);
}
END_TEST

/* Each misbehaviour fails with its message; the game is untouched. */
static void expect_failure(const char *mode, int timeout_ms, const char *want)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL;
	struct engine_player *p = start_white(&g, mode, timeout_ms);
	int rc;

	ck_assert_int_eq(engine_player_sync(p, &g, &cause), 0); /* nothing new */
	do
		rc = wait_event(p, &g, &ev, &cause);
	while (rc == 0 && ev.kind == ENGINE_EV_READY);
	ck_assert_int_eq(rc, -1);
	ck_assert_msg(strstr(cause, want) != NULL, "%s: '%s' lacks '%s'", mode, cause, want);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(g.to_move, WHITE);
	free(cause);
	cause = NULL;
	ck_assert_int_eq(engine_player_sync(p, &g, &cause), -1); /* dead or refused: stays so */
	free(cause);
	engine_player_free(p);
	game_free(&g);
}

START_TEST(garbage)
{
	expect_failure("garbage", 0, "not GTP");
}
END_TEST

START_TEST(illegal)
{
	expect_failure("illegal", 0, "it played D4, which is illegal here");
}
END_TEST

START_TEST(refuse)
{
	expect_failure("refuse", 0, "it refused a command: not now");
}
END_TEST

START_TEST(dies)
{
	expect_failure("die", 0, "exited (status 3) (it said: fake engine: started in mode die/"
	                         "fake: segmentation fault (core dumped))");
}
END_TEST

START_TEST(flood)
{
	expect_failure("flood", 0, "its answer is longer than 1048576 bytes");
}
END_TEST

START_TEST(old_protocol)
{
	expect_failure("gtp1", 0, "it does not speak GTP version 2");
}
END_TEST

START_TEST(never)
{
	expect_failure("never", 300, "did not answer \"genmove white\" in 1 s");
}
END_TEST

/* A slow answer: polls come back empty-handed, then the move arrives. */
START_TEST(slow)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL;
	struct engine_player *p = start_white(&g, "slow 1", 0);
	int empty = 0;

	do {
		struct pollfd fds[ENGINE_POLLFDS];
		int n = engine_pollfds(p->e, fds);

		if (poll(fds, (nfds_t)n, 50) == 0)
			empty++;
		ck_assert_int_eq(engine_player_service(p, &g, &ev, &cause), 0);
	} while (ev.kind != ENGINE_EV_MOVED);
	ck_assert_int_ge(empty, 5);
	ck_assert_int_eq(g.nmoves, 2);
	engine_player_free(p);
	game_free(&g);
}
END_TEST

/* An engine without a standard error (or without a name) plays on. */
START_TEST(odd_but_fine)
{
	static const char *const modes[] = { "noerr", "noname" };

	for (int i = 0; i < 2; i++) {
		struct game g;
		struct engine_event ev;
		char *cause = NULL;
		struct engine_player *p = start_white(&g, modes[i], 0);

		do
			ck_assert_msg(wait_event(p, &g, &ev, &cause) == 0, "%s: %s", modes[i], cause);
		while (ev.kind != ENGINE_EV_MOVED);
		ck_assert_str_eq(p->name, i ? "sh" : "Fake Engine 1.0");
		engine_player_free(p);
		game_free(&g);
	}
}
END_TEST

/* An engine's name and version are cut to ENGINE_NAME_COLUMNS, between
 * characters: 200,000 characters of name would fill the panel, every
 * message and every autosave. */
START_TEST(long_name_cut)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL;
	struct engine_player *p = start_white(&g, "longname", 0);
	size_t len;

	do
		ck_assert_msg(wait_event(p, &g, &ev, &cause) == 0, "%s", cause);
	while (ev.kind != ENGINE_EV_READY);
	len = strlen(p->name);
	/* 64 characters in the C locale of the tests, 32 where 名 takes 2 */
	ck_assert_msg(len > 0 && len <= 3 * ENGINE_NAME_COLUMNS, "%zu bytes", len);
	ck_assert_int_eq(len % 3, 0); /* whole characters of 名 */
	for (size_t i = 0; i < len; i += 3)
		ck_assert_msg(!strncmp(p->name + i, "名", 3), "byte %zu", i);
	engine_player_free(p);
	game_free(&g);
}
END_TEST

START_TEST(resigns)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL, buf[32];
	struct engine_player *p = start_white(&g, "resign", 0);

	do
		ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	while (ev.kind == ENGINE_EV_READY);
	ck_assert_int_eq(ev.kind, ENGINE_EV_RESIGNED);
	ck_assert_str_eq(game_result_text(&g, buf, sizeof buf), "B+R");
	engine_player_free(p);
	game_free(&g);
}
END_TEST

/* It passes, Black passes: play stops and it is asked for its dead stones. */
START_TEST(stop_dead_list)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL;
	struct engine_player *p = start_white(&g, "pass", 0);

	do
		ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	while (ev.kind == ENGINE_EV_READY);
	ck_assert_int_eq(ev.point, PASS);
	ck_assert_int_eq(game_play_turn(&g, BLACK, PASS), MOVE_OK);
	ck_assert_int_eq(g.phase, PHASE_STOPPED);
	ck_assert_int_eq(engine_player_sync(p, &g, &cause), 0);
	ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	ck_assert_int_eq(ev.kind, ENGINE_EV_DEAD_LIST);
	ck_assert_int_eq(p->ndead, 0);
	ck_assert(engine_player_agrees(p, &g)); /* no marks, none dead */
	ck_assert_int_eq(endgame_toggle(&g, BLACK, V(&g.board, "D4"), true), EG_OK);
	ck_assert(!engine_player_agrees(p, &g));
	engine_player_free(p);
	game_free(&g);
}
END_TEST

/* A hint: genmove for the side to move, then undo; the game is untouched. */
START_TEST(hint)
{
	struct game g;
	struct engine_event ev;
	char *cause = NULL, *log;
	struct engine_player *p;

	ck_assert_int_eq(game_init(&g, 9, RULES_CHINESE), 0);
	ck_assert_int_eq(game_fixed_handicap(&g, 2, &cause), 2);
	g.komi = 0;
	p = engine_player_start(FAKE, EMPTY, &cause);
	ck_assert_int_eq(engine_player_hint(p, &g, &cause), 0);
	do
		ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	while (ev.kind == ENGINE_EV_READY);
	ck_assert_int_eq(ev.kind, ENGINE_EV_HINT);
	ck_assert_int_eq(ev.point, V(&g.board, "A1"));
	ck_assert_int_eq(g.nmoves, 0);
	ck_assert_int_eq(engine_player_hint(p, &g, &cause), 0);
	ck_assert_int_eq(wait_event(p, &g, &ev, &cause), 0);
	log = read_log();
	ck_assert_msg(strstr(log, "komi 0.0\nkgs-rules chinese\nset_free_handicap C3 G7\n"
	                          "genmove white\nundo\ngenmove white\n"), "log: %s", log);
	engine_player_free(p);
	game_free(&g);
}
END_TEST

static Suite *engine_suite(void)
{
	Suite *s = suite_create("engine");
	TCase *t = tcase_create("engine");

	tcase_add_checked_fixture(t, setup_log, teardown_log);
	tcase_set_timeout(t, 20);
	tcase_add_test(t, split_words);
	tcase_add_test(t, spawn_missing);
	tcase_add_test(t, call_and_refusal);
	tcase_add_test(t, group_ends_after_timeout);
	tcase_add_test(t, group_ends_on_quit);
	tcase_add_test(t, handshake_and_move);
	tcase_add_test(t, undo_replays);
	tcase_add_test(t, garbage);
	tcase_add_test(t, illegal);
	tcase_add_test(t, refuse);
	tcase_add_test(t, dies);
	tcase_add_test(t, never);
	tcase_add_test(t, old_protocol);
	tcase_add_test(t, flood);
	tcase_add_test(t, slow);
	tcase_add_test(t, odd_but_fine);
	tcase_add_test(t, long_name_cut);
	tcase_add_test(t, resigns);
	tcase_add_test(t, stop_dead_list);
	tcase_add_test(t, hint);
	suite_add_tcase(s, t);
	return s;
}

TEST_SUITES(engine_suite);

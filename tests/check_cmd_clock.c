/*
 * check_cmd_clock.c — the clocks of the game in play (cmd_clock.c) with a
 * synthetic now: the clock follows the game (the side to move runs, nobody
 * after the stop or during a pause), time, pause and bell, loss on time and
 * a move refused after it, a suspended program charging nobody, the time
 * used on the move in progress kept by the autosave (TMU) and charged when
 * the game is resumed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cmdtest.h"
#include "record/record.h"

static int64_t fake_now;

static int64_t now_ms(void)
{
	return fake_now;
}

static void setup_clock(void)
{
	setup9();
	fake_now = 1000000;
	c.s.now_ms = now_ms;
}

static int64_t left(enum color who)
{
	return clock_left_ms(&c.s.clock.clock, who);
}

START_TEST(time_is_set_before_the_first_move)
{
	ok("time");
	ck_assert(strstr(c.message, "No clock"));
	refused("time 30", "needs a unit");
	refused("time 30m+0x30s", "number of byo-yomi periods");
	ok("time 10m");
	ck_assert_str_eq(c.message, "Clock: 10m for each player.");
	ok("time");
	ck_assert_str_eq(c.message, "Clock 10m: Black 10:00, White 10:00");
	ok("D4");
	refused("time 5m", "before the first move");
	/* a new game keeps the setting */
	ok("new! 9"); /* the game in play is dropped on purpose */
	ck_assert_int_eq(c.s.clock.clock.spec.system, CLOCK_ABSOLUTE);
	ok("time none");
	ck_assert_int_eq(c.s.clock.clock.spec.system, CLOCK_NONE);
}
END_TEST

START_TEST(only_the_side_to_move_runs)
{
	ok("time 10m");
	fake_now += 5000;
	ok("D4"); /* Black thought 5 s */
	ck_assert_int_eq(left(BLACK), 595000);
	ck_assert_int_eq(left(WHITE), 600000);
	fake_now += 7000;
	ok("cursor left"); /* any command charges the time gone by */
	ck_assert_int_eq(left(WHITE), 593000);
	ok("E5");
	fake_now += 1000;
	ok("pass");
	ok("pass"); /* play stops: nobody runs */
	ck_assert_int_eq(c.s.clock.clock.running, EMPTY);
	fake_now += 60000;
	ok("cursor left");
	ck_assert_int_eq(left(BLACK), 594000);
	ck_assert_int_eq(left(WHITE), 593000);
	ck_assert_int_eq(cmd_clock_wait(&c), -1);
	ok("resume black"); /* play runs again: White to move */
	ck_assert_int_eq(c.s.clock.clock.running, WHITE);
}
END_TEST

START_TEST(pause_needs_both)
{
	ok("time 10m");
	ok("pause");
	ck_assert(strstr(c.message, "Black asks for a pause; White must ask too"));
	ck_assert(cmd_mode(&c) != MODE_PAUSED);
	ok("pause");
	ck_assert_int_eq(cmd_mode(&c), MODE_PAUSED);
	ck_assert_int_eq(c.s.clock.clock.running, EMPTY);
	fake_now += 3600000;
	ok("cursor left");
	ck_assert_int_eq(left(BLACK), 600000);
	/* a pause stops the game, not only the clocks (rule 5) */
	refused("E5", "paused");
	refused("pass", "paused");
	refused("undo", "paused");
	ck_assert_int_eq(c.s.game->nmoves, 0);
	ok("pause"); /* both play on */
	ck_assert(strstr(c.message, "asks to play on"));
	ck_assert_int_eq(cmd_mode(&c), MODE_PAUSED);
	refused("D4", "paused");
	ok("pause");
	ck_assert(cmd_mode(&c) != MODE_PAUSED);
	fake_now += 2000;
	ok("cursor left");
	ck_assert_int_eq(left(BLACK), 598000);
	ok("time none");
	refused("pause", "no clock");
}
END_TEST

START_TEST(suspended_time_is_charged_to_nobody)
{
	ok("time 10m");
	fake_now += 3000;
	cmd_clock_suspended(&c, 2000); /* 2 of those 3 s the program was stopped */
	ck_assert_int_eq(cmd_clock_tick(&c), CMD_REDRAW_CLOCK);
	ck_assert_int_eq(left(BLACK), 599000);
}
END_TEST

START_TEST(loss_on_time_ends_the_game)
{
	char buf[64];

	ok("time 0m+1x3s");
	fake_now += 2500;
	ok("D4"); /* in time: the period starts again */
	ck_assert_int_eq(left(BLACK), 3000);
	fake_now += 1000;
	ck_assert_int_eq(cmd_clock_tick(&c), CMD_REDRAW_CLOCK | CMD_REDRAW_MESSAGE);
	/* the time left alone beside the clock; the call in words on the
	   message line (not "0:02 x1  1 s", the time used beside the time left) */
	ck_assert_str_eq(cmd_clock_text(&c, WHITE, true, buf, sizeof buf), "0:02 x1");
	ck_assert_str_eq(c.message, "White: 1 of the last period's 3 seconds used.");
	ck_assert_uint_eq(c.s.clock.calls, 2); /* Black's "2 s", White's "1 s" */
	fake_now += 2000;
	refused("E5", "The game is over: Black wins on time: White's time ran out "
	               "(Chinese competition rule 3)");
	ck_assert_int_eq(g.phase, PHASE_FINISHED);
	ck_assert_int_eq(g.result.kind, RESULT_TIME);
	ck_assert_int_eq(g.result.winner, BLACK);
	ck_assert_str_eq(cmd_clock_text(&c, WHITE, true, buf, sizeof buf), "0:00 x0");
	ck_assert(!c.s.saved);
	refused("undo", "a loss on time cannot be taken back");
}
END_TEST

/* The flag falls while the move is being sealed (its time runs): the game
 * is over, no longer sealing, so its review is not refused as "the next
 * move is sealed". */
START_TEST(time_lost_while_sealing_ends_the_sealing)
{
	struct record r;

	record_init(&r);
	c.s.record = &r;
	ok("time 0m+1x3s");
	ok("seal");
	ck_assert_int_eq(cmd_mode(&c), MODE_SEALING);
	fake_now += 4000;
	cmd_clock_tick(&c);
	ck_assert_int_eq(g.result.kind, RESULT_TIME);
	ck_assert_int_eq(cmd_mode(&c), MODE_FINISHED);
	ok("review");
	c.s.record = NULL;
	record_free(&r);
}
END_TEST

START_TEST(bell_toggles)
{
	ck_assert(c.s.clock.bell);
	ok("bell");
	ck_assert(!c.s.clock.bell);
	ok("bell on");
	ck_assert(c.s.clock.bell);
	refused("bell loud", "on or off");
}
END_TEST

/* An empty file made at path (a mkstemp template) and r, fresh, the
 * session's record. */
static void temp_record(struct record *r, char *path)
{
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	close(fd);
	record_init(r);
	c.s.record = r;
}

/* SGF: TM, OT, BL/OB, WL/OW written after every move, and read back. */
START_TEST(sgf_round_trip)
{
	struct record r;
	struct sbuf out;
	struct sgf_msgs m;
	char path[] = "/tmp/check_cmd_clock.XXXXXX", *cause = NULL;

	temp_record(&r, path);
	ok("time 1m+5x30s");
	fake_now += 4500;
	ok("D4");
	fake_now += 60000 + 31000; /* White: into byo-yomi, one period lost */
	ok("E5");
	fake_now += 2000;
	ok("F6");
	sbuf_init(&out);
	record_write(&r, &g, &out);
	ck_assert_msg(strstr(out.s, "TM[60]OT[5x30 byo-yomi]"), "%s", out.s);
	ck_assert_msg(strstr(out.s, ";B[df]BL[55.5]"), "%s", out.s);
	ck_assert_msg(strstr(out.s, ";W[ee]WL[30]OW[4]"), "%s", out.s);
	ck_assert_msg(strstr(out.s, ";B[fd]BL[53.5]"), "%s", out.s);
	sbuf_free(&out);
	ck_assert_int_eq(record_save(&r, &g, path, &cause), 0);
	/* opened again: the setting and each side's time go on */
	ok("new! 9"); /* the game in play is dropped on purpose */
	ok("time none");
	sgf_msgs_init(&m);
	ck_assert_int_eq(record_open(&r, &g, path, &m), 0);
	cmd_opened(&c, path, &m);
	sgf_msgs_free(&m);
	ck_assert_int_eq(c.s.clock.clock.spec.system, CLOCK_BYOYOMI);
	ck_assert_int_eq(c.s.clock.clock.spec.periods, 5);
	ck_assert_int_eq(left(BLACK), 53500);
	ck_assert_int_eq(left(WHITE), 30000);
	ck_assert_int_eq(clock_left_count(&c.s.clock.clock, WHITE), 4);
	ck_assert_int_eq(c.s.clock.clock.running, WHITE);
	fake_now += 1000;
	ok("G7");
	ck_assert_int_eq(left(WHITE), 30000); /* in time: the period again */
	c.s.record = NULL;
	record_free(&r);
	unlink(path);
	{
		char backup[sizeof path + 1];

		snprintf(backup, sizeof backup, "%s~", path);
		unlink(backup);
	}
}
END_TEST

/* A file's whole text (a new string). */
static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	struct sbuf b;
	char buf[4096];
	size_t n;

	ck_assert_ptr_nonnull(f);
	sbuf_init(&b);
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		sbuf_printf(&b, "%.*s", (int)n, buf);
	fclose(f);
	return b.s;
}

static void unlink_saved(const char *path)
{
	char backup[64];

	unlink(path);
	snprintf(backup, sizeof backup, "%s~", path);
	unlink(backup);
}

/* Open path into the game as the screen does (record_open, cmd_opened). */
static void open_file(struct record *r, const char *path)
{
	struct sgf_msgs m;

	sgf_msgs_init(&m);
	ck_assert_int_eq(record_open(r, &g, path, &m), 0);
	cmd_opened(&c, path, &m);
	sgf_msgs_free(&m);
}

/* 封棋: the move is checked, written hidden (TSL, no B[]), the clocks stop
 * and the program quits; opened again the move is played and the clocks go
 * on, the sealer charged the time taken to seal. */
START_TEST(sealed_move_is_revealed_when_opened)
{
	struct record r;
	char path[] = "/tmp/check_seal.XXXXXX", *text, line[64];
	int fd = mkstemp(path), flags;

	ck_assert_int_ge(fd, 0);
	close(fd);
	record_init(&r);
	refused("seal D5", "not available here");
	c.s.record = &r;
	ok("time 1m+5x30s");
	fake_now += 4500;
	ok("D4");
	fake_now += 2000;
	ok("E5");
	fake_now += 7000; /* Black thinks, then seals */
	refused("seal D4", "Cannot seal D4: ");
	refused("seal Z9", "not a point of this board");
	snprintf(line, sizeof line, "seal F6 %s", path);
	flags = ok(line);
	ck_assert(flags & CMD_QUIT);
	ck_assert(c.s.sealed);
	ck_assert_msg(strstr(c.message, "Black's move is sealed in /tmp/check_seal."), "%s",
	              c.message);
	ck_assert_int_eq(g.nmoves, 2); /* not played */
	fake_now += 60000;
	ok("cursor left");
	ck_assert_int_eq(c.s.clock.clock.running, EMPTY); /* the clocks stopped */
	ck_assert_int_eq(left(BLACK), 48500);
	text = slurp(path);
	ck_assert_msg(strstr(text, "TSL[Bfd]TST[48.5]") && !strstr(text, "B[fd]"), "%s", text);
	free(text);
	/* opened again: revealed, played, the clocks where they were */
	ok("new! 9");
	open_file(&r, path);
	ck_assert_int_eq(g.nmoves, 3);
	ck_assert_int_eq(game_last_move(&g), V(&g.board, "F6"));
	ck_assert_str_eq(c.message, "The sealed move is revealed: Black F6 (move 3). White to play.");
	ck_assert(!c.s.saved); /* the file still holds it sealed */
	ck_assert_int_eq(left(BLACK), 48500);
	ck_assert_int_eq(left(WHITE), 58000);
	ck_assert_int_eq(c.s.clock.clock.running, WHITE);
	fake_now += 1000;
	ok("cursor left");
	ck_assert_int_eq(left(WHITE), 57000);
	ok("save");
	text = slurp(path);
	ck_assert_msg(strstr(text, ";B[fd]BL[48.5]") && !strstr(text, "TSL"), "%s", text);
	free(text);
	c.s.record = NULL;
	record_free(&r);
	unlink_saved(path);
}
END_TEST

/* A game paused by both players and saved (or autosaved, or quit) opens
 * paused, its clocks stopped, until both ask to play on: it opened in
 * play with the clock of the side to move running, a pause (rule 5) ended
 * by one side alone. */
START_TEST(a_pause_survives_a_save)
{
	struct record r;
	char path[] = "/tmp/check_pause.XXXXXX", *text;

	temp_record(&r, path);
	ok("time 1m");
	ok("D4");
	ok("pause");
	ok("pause");
	ck_assert_int_eq(cmd_mode(&c), MODE_PAUSED);
	record_save(&r, &g, path, NULL);
	ok("new! 9");
	open_file(&r, path);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(cmd_mode(&c), MODE_PAUSED);
	ck_assert_msg(strstr(c.message, "paused"), "%s", c.message);
	ck_assert_int_eq(c.s.clock.clock.running, EMPTY);
	fake_now += 5000;
	ok("cursor left");
	ck_assert_int_eq(left(WHITE), 60000);
	refused("E5", "paused");
	ok("pause");
	ok("pause");
	ck_assert(cmd_mode(&c) != MODE_PAUSED);
	ck_assert_int_eq(c.s.clock.clock.running, WHITE);
	ok("save");
	text = slurp(path); /* played on: the file says so */
	ck_assert_msg(!strstr(text, "TPA"), "%s", text);
	free(text);
	open_file(&r, path);
	ck_assert(cmd_mode(&c) != MODE_PAUSED);
	c.s.record = NULL;
	record_free(&r);
	unlink_saved(path);
}
END_TEST

/* Seal mode: the next play (Enter at the cursor) is sealed, unseen; with
 * no file name the autosave holds it, and a resume reveals it. */
START_TEST(seal_mode_takes_the_next_move)
{
	struct record r;
	char dir[] = "/tmp/check_seal_dir.XXXXXX", *text, *cause = NULL, *where;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	record_init(&r);
	c.s.record = &r;
	ck_assert_int_eq(record_autosave_start(&r, dir, &cause), 0);
	ok("D4");
	ok("seal");
	ck_assert_int_eq(cmd_mode(&c), MODE_SEALING);
	ck_assert(strstr(c.message, "Sealing White's move"));
	ok("seal"); /* again: not sealing */
	ck_assert(cmd_mode(&c) != MODE_SEALING);
	ok("seal");
	ok("cursor E5");
	refused("play D4", "Cannot seal D4: ");
	ck_assert(cmd_mode(&c) == MODE_SEALING && !c.s.sealed);
	ck_assert(ok("play") & CMD_QUIT);
	ck_assert(c.s.sealed && cmd_mode(&c) != MODE_SEALING);
	ck_assert_int_eq(g.nmoves, 1);
	where = xstrdup(r.autosave->path);
	ck_assert(strstr(c.message, where));
	text = slurp(where);
	ck_assert_msg(strstr(text, "TSL[Wee]") && !strstr(text, "W[ee]"), "%s", text);
	ck_assert_msg(!strstr(text, "TST"), "no clock, no time: %s", text);
	free(text);
	refused("seal E6", "the game is adjourned"); /* nothing more */
	refused("E6", "the game is adjourned");
	open_file(&r, where); /* as a resume at the next start does */
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(game_last_move(&g), V(&g.board, "E5"));
	ck_assert(strstr(c.message, "The sealed move is revealed: White E5 (move 2)."));
	c.s.record = NULL;
	record_free(&r);
	autosave_discard(where);
	unlink_saved(where);
	free(where);
	rmdir(dir);
}
END_TEST

/* Refused: after the stop, while placing handicap; a sealed move that a
 * file says but that cannot be played is a warning, not a move. */
START_TEST(seal_refusals_and_a_bad_sealed_move)
{
	struct record r;
	char path[] = "/tmp/check_seal_bad.XXXXXX";
	int fd = mkstemp(path);
	const char *sgf = "(;GM[1]FF[4]SZ[9];B[ee];W[dd]TSL[Bee])";
	struct sgf_msgs m;

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, sgf, strlen(sgf)), (ssize_t)strlen(sgf));
	close(fd);
	record_init(&r);
	c.s.record = &r;
	ok("handicap 2 free");
	refused("seal", "place the handicap stones first");
	ok("new! 9");
	ok("pass");
	ok("pass");
	refused("seal", "only while play runs");
	refused("seal E5", "only while play runs");
	ok("new! 9");
	sgf_msgs_init(&m);
	ck_assert_int_eq(record_open(&r, &g, path, &m), 0);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(m.n, 1);
	ck_assert_msg(strstr(m.v[0], "the sealed move is not played: "), "%s", m.v[0]);
	ck_assert_int_eq(r.revealed.who, EMPTY);
	sgf_msgs_free(&m);
	c.s.record = NULL;
	record_free(&r);
	unlink(path);
}
END_TEST

/* The session's record r with its autosave in dir (a template, made). */
static void autosave_in(struct record *r, char *dir)
{
	char *cause = NULL;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	record_init(r);
	c.s.record = r;
	ck_assert_int_eq(record_autosave_start(r, dir, &cause), 0);
}

/* The program stops with text in its autosave at where (freed); a later run
 * finds a copy of it: its path in dir, returned.  The session starts a new
 * game, its own autosave kept as game-PID-1.sgf and removed. */
static char *left_behind(const char *dir, const char *text, char *where)
{
	char *copy = xasprintf("%s/left.sgf", dir), *kept;
	FILE *f;

	ck_assert_ptr_nonnull(f = fopen(copy, "w"));
	fputs(text, f);
	fclose(f);
	ok("new! 9");
	where[strlen(where) - strlen(".sgf")] = '\0';
	kept = xasprintf("%s-1.sgf", where);
	ck_assert_int_eq(unlink(kept), 0);
	free(kept);
	free(where);
	return copy;
}

/* The autosave at where holds want; the program stops, and a later run
 * resumes the copy left_behind made of it (returned): the one move back. */
static char *resume_left(const char *dir, char *where, const char *want)
{
	char *text = slurp(where), *copy;

	ck_assert_msg(strstr(text, want), "%s", text);
	copy = left_behind(dir, text, where);
	free(text);
	ck_assert_int_eq(cmd_resume_autosave(&c, copy) & CMD_FAILED, 0);
	ck_assert_int_eq(g.nmoves, 1);
	return copy;
}

/* The end of a test with autosave_in: where, copy and dir removed. */
static void autosave_gone(char *where, char *copy, const char *dir)
{
	autosave_discard(where);
	free(where);
	unlink(copy);
	free(copy);
	rmdir(dir);
}

/* The time White has used on the move in progress goes into the autosave
 * (TMU): staged each second, written every RECORD_INMOVE_WRITE_S seconds,
 * by the signal path and when the program ends.  Resumed, White's clock is
 * charged it and runs on from there: quitting gives no time back. */
START_TEST(time_used_on_the_move_survives_a_resume)
{
	struct record r;
	char dir[] = "/tmp/check_inmove.XXXXXX", *text, *cause = NULL, *where, *copy;

	autosave_in(&r, dir);
	ok("time 0m+1x10s");
	fake_now += 1000;
	ok("D4");
	cmd_autosave(&c);
	where = xstrdup(r.autosave->path);
	fake_now += 3000; /* White thinks: the clock's ticks, then the autosave */
	cmd_clock_tick(&c);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 0); /* staged */
	text = slurp(where);
	ck_assert_msg(!strstr(text, "TMU"), "written before 5 s: %s", text);
	free(text);
	fake_now += 2200;
	cmd_clock_tick(&c);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 1);
	fake_now += 500;
	cmd_clock_tick(&c);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 0); /* the same second */
	fake_now += 600;
	cmd_clock_tick(&c);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 0); /* staged */
	text = slurp(where);
	ck_assert_msg(strstr(text, ";B[df]BL[10]OB[1]TMU[W5.2])"), "%s", text);
	free(text);
	ck_assert_int_eq(autosave_signal_flush(r.autosave), 0); /* as a signal's handler */
	copy = resume_left(dir, where, ";B[df]BL[10]OB[1]TMU[W6.3])");
	ck_assert_int_eq(left(WHITE), 3700);
	ck_assert_int_eq(c.s.clock.clock.running, WHITE);
	ck_assert_msg(strstr(c.message, "White had used 6 s on this move: charged."), "%s",
	              c.message);
	where = xstrdup(r.autosave->path);
	text = slurp(where); /* ours holds the time still used */
	ck_assert_msg(strstr(text, "TMU[W6.3]"), "%s", text);
	free(text);
	fake_now += 1000;
	cmd_clock_tick(&c);
	ck_assert_int_eq(record_autosave(&r, &g, false, &cause), 0); /* staged */
	c.s.record = NULL;
	record_free(&r); /* the program ends: what was staged is written */
	text = slurp(where);
	ck_assert_msg(strstr(text, "TMU[W7.3]"), "%s", text);
	free(text);
	autosave_gone(where, copy, dir);
}
END_TEST

/* A pause both asked for is in the autosave (TPA), so a dropped link
 * during it resumes paused: it came back with Black's clock running and
 * the players to ask for the pause again. Played on, the mark goes. */
START_TEST(a_pause_survives_a_resume)
{
	struct record r;
	char dir[] = "/tmp/check_pause.XXXXXX", *text, *where, *copy;

	autosave_in(&r, dir);
	ok("time 10m");
	ok("D4");
	ok("pause");
	ok("pause");
	cmd_autosave(&c);
	copy = resume_left(dir, xstrdup(r.autosave->path), "TPA[1]");
	ck_assert_int_eq(cmd_mode(&c), MODE_PAUSED);
	ck_assert_int_eq(c.s.clock.clock.running, EMPTY);
	refused("E5", "paused");
	ok("pause");
	ok("pause");
	ck_assert_int_eq(cmd_mode(&c), MODE_PLAYING);
	ck_assert_int_eq(c.s.clock.clock.running, WHITE);
	where = xstrdup(r.autosave->path);
	cmd_autosave(&c);
	text = slurp(where);
	ck_assert_msg(!strstr(text, "TPA"), "%s", text);
	free(text);
	c.s.record = NULL;
	record_free(&r);
	autosave_gone(where, copy, dir);
}
END_TEST

/* TMU in a file: a byo-yomi period run out is lost; past the last one the
 * game is lost on time; another side's TMU is not charged.  A save writes
 * it while the game runs, never once it is over. */
START_TEST(time_used_in_a_file_is_charged)
{
	static const char *const files[] = {
		"(;GM[1]FF[4]SZ[9]TM[0]OT[2x10 byo-yomi];B[ee]BL[10]OB[2]TMU[W12.5])",
		"(;GM[1]FF[4]SZ[9]TM[0]OT[2x10 byo-yomi];B[ee]BL[10]OB[2]TMU[W21])",
		"(;GM[1]FF[4]SZ[9]TM[0]OT[2x10 byo-yomi];B[ee]BL[10]OB[2]TMU[B5])",
	};
	struct record r;
	char path[] = "/tmp/check_inmove_file.XXXXXX", *text, *cause = NULL;
	struct sgf_msgs m;

	temp_record(&r, path);
	for (int i = 0; i < 3; i++) {
		FILE *f = fopen(path, "w");

		ck_assert_ptr_nonnull(f);
		fputs(files[i], f);
		fclose(f);
		sgf_msgs_init(&m);
		ck_assert_int_eq(record_open(&r, &g, path, &m), 0);
		cmd_opened(&c, path, &m);
		sgf_msgs_free(&m);
		if (i == 0) {
			ck_assert_int_eq(left(WHITE), 7500);
			ck_assert_int_eq(clock_left_count(&c.s.clock.clock, WHITE), 1);
			ck_assert_msg(strstr(c.message, "White had used 12 s on this move: charged."),
			              "%s", c.message);
			ck_assert_int_eq(record_save(&r, &g, path, &cause), 0);
			text = slurp(path);
			ck_assert_msg(strstr(text, "OB[2]TMU[W12.5])"), "%s", text);
			free(text);
		} else if (i == 1) {
			ck_assert_int_eq(g.phase, PHASE_FINISHED);
			ck_assert_int_eq(g.result.kind, RESULT_TIME);
			ck_assert_msg(strstr(c.message, "on time"), "%s", c.message);
			ck_assert_int_eq(record_save(&r, &g, path, &cause), 0);
			text = slurp(path);
			ck_assert_msg(!strstr(text, "TMU") && strstr(text, "RE[B+T]"), "%s", text);
			free(text);
		} else {
			ck_assert_int_eq(left(WHITE), 10000);
			ck_assert_int_eq(clock_left_count(&c.s.clock.clock, WHITE), 2);
		}
	}
	c.s.record = NULL;
	record_free(&r);
	unlink_saved(path);
}
END_TEST

static Suite *cmd_clock_suite(void)
{
	Suite *s = suite_create("cmd_clock");
	TCase *tc = tcase_create("clock");

	tcase_add_checked_fixture(tc, setup_clock, teardown);
	tcase_add_test(tc, time_is_set_before_the_first_move);
	tcase_add_test(tc, only_the_side_to_move_runs);
	tcase_add_test(tc, pause_needs_both);
	tcase_add_test(tc, a_pause_survives_a_save);
	tcase_add_test(tc, suspended_time_is_charged_to_nobody);
	tcase_add_test(tc, loss_on_time_ends_the_game);
	tcase_add_test(tc, bell_toggles);
	tcase_add_test(tc, sgf_round_trip);
	tcase_add_test(tc, sealed_move_is_revealed_when_opened);
	tcase_add_test(tc, seal_mode_takes_the_next_move);
	tcase_add_test(tc, seal_refusals_and_a_bad_sealed_move);
	tcase_add_test(tc, time_used_on_the_move_survives_a_resume);
	tcase_add_test(tc, time_used_in_a_file_is_charged);
	tcase_add_test(tc, time_lost_while_sealing_ends_the_sealing);
	tcase_add_test(tc, a_pause_survives_a_resume);
	suite_add_tcase(s, tc);
	return s;
}

TEST_SUITES(cmd_clock_suite);

/*
 * cmd.c — the command table and its handlers (see cmd.h).
 *
 * Each command is one const struct cmd_entry with designated initializers,
 * as in tmux.  A handler gets the words after the command name, changes the
 * game only through game_*(), writes one message for the message line and
 * returns redraw flags.  The caller decides how to draw; nothing here prints.
 */
#include "cmd/cmd.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/aids.h"
#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "base/util.h"
#include "record/record.h"
#include "record/review.h"

#define CMD_MAX_ARGS 24

static void message_v(struct cmd_ctx *c, bool error, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

static void message_v(struct cmd_ctx *c, bool error, const char *fmt, va_list ap)
{
	if (vsnprintf(c->message, sizeof c->message, fmt, ap) >= (int)sizeof c->message)
		utf8_trim_cut(c->message); /* no half character at the cut */
	c->message_error = error;
	c->message_seq++;
}

void cmd_message(struct cmd_ctx *c, bool error, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	message_v(c, error, fmt, ap);
	va_end(ap);
}

int cmd_fail(struct cmd_ctx *c, const char *msg)
{
	return cmd_failf(c, "%s", msg);
}

int cmd_failf(struct cmd_ctx *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	message_v(c, true, fmt, ap);
	va_end(ap);
	return CMD_FAILED | CMD_REDRAW_MESSAGE;
}

const char *cmd_key(const struct cmd_ctx *c, const char *command)
{
	const char *key = c->key_for ? c->key_for(command + (*command == ':')) : NULL;

	return key ? key : command;
}

const char *cmd_key_or_command(const struct cmd_ctx *c, const char *command, char *buf,
                               size_t len)
{
	const char *key = cmd_key(c, command);

	if (key == command)
		return command;
	snprintf(buf, len, _("%s or %s"), key, command);
	return buf;
}

int cmd_color_arg(struct cmd_ctx *c, int argc, char **argv, enum color dflt,
                  const char *usage, enum color *who)
{
	*who = argc > 0 ? color_parse(argv[0]) : dflt;
	return *who == EMPTY ? cmd_fail(c, usage) : 0;
}

int cmd_step(struct cmd_ctx *c, enum endgame_status st)
{
	if (st != EG_OK)
		return cmd_fail(c, endgame_strerror(st));
	c->saved = false;
	return 0;
}

int cmd_player_step(struct cmd_ctx *c, int argc, char **argv, const char *usage,
                    enum endgame_status (*step)(struct game *, enum color), enum color *who)
{
	int flags = cmd_color_arg(c, argc, argv, c->game->to_move, usage, who);

	return flags ? flags : cmd_step(c, step(c->game, *who));
}

bool cmd_aids_default(const struct cmd_ctx *c)
{
	return c->aids_start >= 0 ? c->aids_start : c->game->board.size <= 9;
}

void cmd_ctx_init(struct cmd_ctx *c, struct game *g)
{
	const struct board *b = &g->board;

	memset(c, 0, sizeof *c);
	c->game = g;
	c->cursor = board_point(b, b->size / 2, b->size / 2);
	c->aids_start = -1;
	c->aids = cmd_aids_default(c);
	c->saved = true;
	c->clock.bell = true;
	c->hint = NO_POINT;
}

void cmd_ctx_free(struct cmd_ctx *c)
{
	cmd_pick_free(c);
	cmd_problems_free(c);
	cmd_review_free(c);
	cmd_engines_free(c);
	free(c->estimate);
	c->estimate = NULL;
	free(c->play_marks);
	c->play_marks = NULL;
	free(c->line_prefill);
	c->line_prefill = NULL;
	free(c->name[BLACK]);
	free(c->name[WHITE]);
	c->name[BLACK] = c->name[WHITE] = NULL;
}

bool cmd_free_pending(const struct cmd_ctx *c, int p)
{
	for (int i = 0; i < c->nfree; i++)
		if (c->free_pts[i] == p)
			return true;
	return false;
}

static void set_name(struct cmd_ctx *c, enum color who, const char *name)
{
	free(c->name[who]);
	c->name[who] = name && *name ? text_sanitize(name) : NULL;
}

int cmd_new_game(struct cmd_ctx *c, const struct game_setup *s)
{
	struct game *g = c->game;
	const struct board *b = &g->board;
	char *cause = NULL, note[CMD_MESSAGE_MAX];
	int pts[9];

	if (s->size < BOARD_MIN_SIZE || s->size > BOARD_MAX_SIZE)
		return cmd_fail(c, _("the board size must be 5 to 25"));
	if (s->handicap == 1 || s->handicap < 0 || s->handicap > 9)
		return cmd_fail(c, _("the handicap must be 2 to 9 stones, or 0"));
	if (s->handicap && !s->free_handicap &&
	    handicap_points(s->size, s->handicap, pts, &cause) < 0) {
		int flags = cmd_fail(c, cause);

		free(cause);
		return flags;
	}
	cmd_record_leave(c, note, sizeof note); /* an unsaved game's autosave stays */
	game_set_size(g, s->size);
	game_set_rules(g, s->rules);
	c->free_total = c->nfree = 0;
	cmd_mode_new_game(c);
	if (s->handicap) {
		if (s->free_handicap) {
			c->free_total = s->handicap;
			cmd_mode_enter(c, MODE_HANDICAP);
		} else
			game_fixed_handicap(g, s->handicap, NULL);
	}
	game_set_komi(g, s->komi_set ? s->komi : game_default_komi(s->rules, s->handicap));
	if (s->black != c->name[BLACK])
		set_name(c, BLACK, s->black);
	if (s->white != c->name[WHITE])
		set_name(c, WHITE, s->white);
	c->cursor = board_point(b, b->size / 2, b->size / 2);
	c->aids = cmd_aids_default(c);
	c->saved = true;
	c->verdict[0] = '\0';
	c->sealed = false;
	if (s->takebacks != TAKEBACKS_KEEP)
		c->takebacks = s->takebacks == TAKEBACKS_ALLOW;
	cmd_clock_start(c, &s->clock);
	cmd_record_new_game(c); /* SGF (cmd_sgf.c) */
	if (c->free_total)
		cmd_message(c, false, ngettext("New game: Black places %d handicap stone (%s on each point)",
		                               "New game: Black places %d handicap stones (%s on each point)", c->free_total),
		            c->free_total, cmd_key(c, ":play"));
	else
		cmd_message(c, false, _("New game: %d×%d, %s rules, komi %g."), b->size, b->size,
		            rules_label(g->rules), g->komi);
	cmd_message_note(c, note);
	return CMD_REDRAW_ALL;
}

const struct board *cmd_cursor_board(const struct cmd_ctx *c)
{
	return c->problems ? &c->review->game.board : &c->game->board;
}

/* The point named by word, or the cursor when there is no word. */
static int point_arg(struct cmd_ctx *c, int argc, char **argv)
{
	return argc > 0 ? board_parse_vertex(cmd_cursor_board(c), argv[0]) : c->cursor;
}

static int place_free_handicap(struct cmd_ctx *c, int p)
{
	struct game *g = c->game;
	char *cause = NULL;
	double komi;
	char v[8];

	if (p == PASS)
		return cmd_failf(c, _("place the handicap stones first (%s takes one back)"),
		                 cmd_key(c, ":undo"));
	if (cmd_free_pending(c, p))
		return cmd_fail(c, _("there is already a handicap stone on that point"));
	c->free_pts[c->nfree++] = p;
	c->cursor = p;
	if (c->nfree < c->free_total) {
		cmd_message(c, false, _("Handicap stone %d of %d at %s"), c->nfree, c->free_total,
		            board_vertex_name(&g->board, p, v));
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	komi = g->komi; /* game_free_handicap() sets the default: keep the chosen one */
	if (game_free_handicap(g, c->free_pts, c->nfree, &cause) < 0) {
		int flags = cmd_fail(c, cause) | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS;

		c->nfree = 0;
		free(cause);
		return flags;
	}
	game_set_komi(g, komi);
	c->free_total = c->nfree = 0;
	cmd_mode_leave(c, MODE_HANDICAP);
	c->saved = false;
	cmd_message(c, false, _("Handicap placed: White to play, komi %g"), g->komi);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

static int play_point(struct cmd_ctx *c, int p)
{
	struct game *g = c->game;
	enum color who = g->to_move;
	int before = g->board.captures[who];
	enum move_status st;
	enum penalty penalty;
	bool was_playing;
	size_t len;
	char v[8];

	if (p == NO_POINT)
		return cmd_fail(c, _("that is not a point of this board (e.g. D4, or pass)"));
	if (cmd_mode(c) == MODE_SEALING || c->sealed) /* 封棋: sealed, not played (cmd_sgf.c) */
		return cmd_seal_point(c, p, NULL);
	if (cmd_mode(c) == MODE_HANDICAP)
		return place_free_handicap(c, p);
	/* end of game: a confirmation's moves go to its copy of the board */
	if (g->phase == PHASE_CONFIRMING)
		return cmd_confirm_play(c, p, NO_POINT);
	if (g->phase == PHASE_FINISHED) { /* say how it ended: on time, say */
		char why[CMD_MESSAGE_MAX - 32];

		cmd_result_reason(g, why, sizeof why);
		return cmd_failf(c, _("The game is over: %s"), why);
	}
	if (cmd_engine_plays(c, who) && g->phase == PHASE_PLAYING)
		return cmd_failf(c, _("%s plays %s: wait for its move, or %s to take over"),
		                 cmd_engine_name(c, who), color_name(who),
		                 cmd_key(c, ":engine off"));
	c->hint = NO_POINT;
	was_playing = g->phase == PHASE_PLAYING;
	st = endgame_play(g, who, p, true, &penalty);
	if (st != MOVE_OK) {
		if (p == PASS)
			cmd_message(c, true, _("Cannot pass: %s"), move_status_strerror(st));
		else
			cmd_message(c, true, _("Illegal move at %s: %s"), board_vertex_name(&g->board, p, v),
			            move_status_strerror(st));
		if (penalty == PENALTY_NONE)
			return CMD_FAILED | CMD_REDRAW_MESSAGE;
		/* a stricter policy than the default one: the attempt cost something */
		c->saved = false;
		len = strlen(c->message);
		snprintf(c->message + len, sizeof c->message - len, "%s",
		         penalty == PENALTY_LOST ? _(" — lost by foul") :
		         penalty == PENALTY_WARNING ? _(" — a warning, and it counts as a pass") :
		                                      _(" — it counts as a pass"));
		if (was_playing)
			cmd_suggest_marks(c, true);
		return CMD_FAILED | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	c->saved = false;
	if (p != PASS)
		c->cursor = p;
	if (p == PASS && g->phase == PHASE_STOPPED)
		/* TRANSLATORS: "White passes." then what the stop means (aids.c) */
		cmd_message(c, false, _("%s passes. %s."), color_name(who), aids_stopped_text());
	else if (p == PASS)
		cmd_message(c, false, _("%s passes."), color_name(who));
	else if (g->board.captures[who] > before)
		cmd_message(c, false, _("%s %s captures %d."), color_name(who),
		            board_vertex_name(&g->board, p, v), g->board.captures[who] - before);
	else
		c->message[0] = '\0', c->message_error = false;
	if (was_playing)
		cmd_suggest_marks(c, false);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* A move where the mode puts it: the game, a problem's answer, a new
 * variation of the record reviewed. */
static int play_at(struct cmd_ctx *c, enum cmd_mode mode, int p)
{
	switch (mode) {
	case MODE_SOLVING: return cmd_problem_play(c, p);
	case MODE_REVIEWING: return cmd_review_play(c, p);
	default: return play_point(c, p);
	}
}

static int cmd_play_exec(struct cmd_ctx *c, int argc, char **argv)
{
	enum cmd_mode mode = cmd_mode(c);

	/* end of game: after the stop, play at the cursor (Enter, a click)
	 * marks the group there */
	if (argc == 0 && mode == MODE_STOPPED)
		return cmd_stopped_select(c, c->cursor);
	return play_at(c, mode, point_arg(c, argc, argv));
}

static int cmd_pass_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return play_at(c, cmd_mode(c), PASS);
}

static int undo_one(struct cmd_ctx *c)
{
	struct game *g = c->game;
	char v[8];
	int last, nmoves;
	bool resigned;
	enum phase phase;
	struct endgame_state saved;

	if (cmd_mode(c) == MODE_HANDICAP) {
		if (c->nfree == 0)
			return cmd_fail(c, _("no handicap stone to take back"));
		c->nfree--;
		cmd_message(c, false, _("Handicap stone taken back (%d of %d placed)"), c->nfree,
		            c->free_total);
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	if (g->phase == PHASE_FINISHED && g->result.kind == RESULT_TIME)
		return cmd_fail(c, _("a loss on time cannot be taken back"));
	if (g->phase == PHASE_FINISHED && g->end.final)
		return cmd_fail(c, _("the game's result is confirmed: it cannot change (Art. 10-4)"));
	last = game_last_move(g);
	nmoves = g->nmoves;
	resigned = g->phase == PHASE_FINISHED && g->result.kind == RESULT_RESIGN;
	phase = g->phase;
	saved = g->end.st; /* to say which end-of-game step was taken back */
	if (!game_undo(g)) { /* the newest thing: an end-of-game step or a move */
		/* else the setup of an edit, kept in the record as a variation */
		if (!c->record || record_undo_setup(c->record, c->game) < 0)
			return cmd_fail(c, _("nothing to undo"));
		c->saved = false;
		cmd_message(c, false, _("Took back the setup: move %d, %s to play (the setup stays "
		                        "in the record as a variation)."),
		            game_move_number(g), color_name(g->to_move));
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	c->saved = false;
	if (g->nmoves < nmoves) {
		if (last != PASS && last != NO_POINT)
			c->cursor = last;
		cmd_message(c, false, _("Took back %s's %s."),
		            color_name(g->to_move),
		            board_vertex_name(&g->board, last, v));
	} else if (resigned) {
		cmd_message(c, false, "%s", _("Took back the resignation."));
	} else {
		cmd_say_undo(c, phase, &saved);
	}
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* Between two people a move is taken back only if the opponent (the
 * player to move) allows it, unless all take-backs are (c->takebacks):
 * CMD_ASK, whose yes runs undo!; 0 when no question is needed. */
static int ask_takeback(struct cmd_ctx *c)
{
	const struct game *g = c->game;
	int last = game_last_move(g);
	char v[8];

	if (c->takebacks || c->bang || cmd_mode(c) != MODE_PLAYING || g->nmoves == 0 ||
	    cmd_engine_plays(c, BLACK) || cmd_engine_plays(c, WHITE))
		return 0;
	snprintf(c->ask, sizeof c->ask, "undo!");
	cmd_message(c, true, _("%s asks to take back %s: %s, do you allow it? (y/n)"),
	            color_name(color_other(g->to_move)), board_vertex_name(&g->board, last, v),
	            color_name(g->to_move));
	return CMD_ASK | CMD_REDRAW_MESSAGE;
}

static int cmd_undo_exec(struct cmd_ctx *c, int argc, char **argv)
{
	const struct game *g = c->game;
	char first[CMD_MESSAGE_MAX];
	int flags;

	(void)argc, (void)argv;
	if (cmd_mode(c) == MODE_EDITING)
		return cmd_setup_undo(c);
	if ((flags = ask_takeback(c)))
		return flags;
	flags = undo_one(c);
	/* against an engine, its move and yours: it would play again at once */
	if (!(flags & CMD_FAILED) && g->phase == PHASE_PLAYING && g->nmoves > 0 &&
	    cmd_engine_plays(c, g->to_move) && !cmd_engine_plays(c, color_other(g->to_move))) {
		snprintf(first, sizeof first, "%s", c->message);
		flags |= undo_one(c);
		if (!(flags & CMD_FAILED)) {
			char second[CMD_MESSAGE_MAX];

			snprintf(second, sizeof second, "%s", c->message);
			cmd_message(c, false, "%s %s", first, second);
		}
	}
	return flags;
}

static int cmd_resign_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->game;
	enum color who = g->to_move;

	(void)argc, (void)argv;
	if (g->phase == PHASE_FINISHED || !endgame_resign(g, who))
		return cmd_fail(c, _("the game is already over"));
	c->saved = false;
	cmd_message(c, false, who == BLACK ? _("Black resigns: White wins.") :
	                                     _("White resigns: Black wins."));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

static int cmd_resume_exec(struct cmd_ctx *c, int argc, char **argv)
{
	enum color who;
	int flags = cmd_player_step(c, argc, argv, _("resume takes black or white (who asks)"),
	                            endgame_resume, &who);

	if (flags)
		return flags;
	c->verdict[0] = '\0';
	cmd_message(c, false, who == BLACK ? _("Black asks to resume: White plays first.") :
	                                     _("White asks to resume: Black plays first."));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

static int cmd_new_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game_setup s = {
		.rules = c->game->rules, .black = c->name[BLACK], .white = c->name[WHITE],
		.clock = c->clock.clock.spec,
	};

	if (argc && !number_parse_int(argv[0], BOARD_MIN_SIZE, BOARD_MAX_SIZE, &s.size))
		return cmd_fail(c, _("the board size must be 5 to 25"));
	if (!c->saved && !c->bang) {
		/* a game is never thrown away without asking (its autosave is
		 * kept when it is left: cmd_new_game) */
		snprintf(c->ask, sizeof c->ask, "new!%s%s", argc ? " " : "", argc ? argv[0] : "");
		cmd_message(c, true, "%s",
		            _("The game is not saved. Leave it for a new game? (y/n)"));
		return CMD_ASK | CMD_REDRAW_MESSAGE;
	}
	if (argc == 0)
		return CMD_SHOW_NEWGAME;
	return cmd_new_game(c, &s);
}

static int cmd_komi_exec(struct cmd_ctx *c, int argc, char **argv)
{
	double k;

	(void)argc;
	if (!number_parse(argv[0], -1000, 1000, &k))
		return cmd_fail(c, _("komi must be a number, e.g. 6.5"));
	game_set_komi(c->game, k);
	c->saved = false;
	cmd_message(c, false, _("Komi is now %g."), k);
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

static int cmd_rules_exec(struct cmd_ctx *c, int argc, char **argv)
{
	enum rules r;

	(void)argc;
	if (!rules_parse(argv[0], &r))
		return cmd_fail(c, _("rules are japanese, chinese or capture"));
	game_set_rules(c->game, r);
	if (cmd_mode(c) == MODE_HANDICAP) /* the handicap stones are still being placed */
		game_set_komi(c->game, game_default_komi(r, c->free_total));
	c->saved = false;
	cmd_message(c, false, _("Rules: %s, komi %g."), rules_label(r), c->game->komi);
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

static int cmd_handicap_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->game;
	struct game_setup s = {
		.size = g->board.size, .rules = g->rules,
		.black = c->name[BLACK], .white = c->name[WHITE], .clock = c->clock.clock.spec,
	};
	int flags;

	if (!number_parse_int(argv[0], 0, 9, &s.handicap) || s.handicap == 1)
		return cmd_fail(c, _("the handicap must be 2 to 9 stones, or 0"));
	if (argc > 1 && strcmp(argv[1], "free") != 0 && strcmp(argv[1], "fixed") != 0)
		return cmd_fail(c, _("handicap placement is fixed or free"));
	s.free_handicap = argc > 1 && strcmp(argv[1], "free") == 0;
	if (g->nmoves > 0)
		return cmd_fail(c, _("handicap stones go on an empty board before the first move"));
	flags = cmd_new_game(c, &s);
	if (!(flags & CMD_FAILED) && !s.free_handicap)
		cmd_message(c, false, _("Handicap %d: White to play, komi %g."), s.handicap, g->komi);
	return flags;
}

static int cmd_help_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)c, (void)argc, (void)argv;
	return CMD_SHOW_HELP;
}

static int cmd_messages_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	cmd_log_sync(c);
	return CMD_SHOW_MESSAGES;
}

static int cmd_quit_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (c->saved || c->bang)
		return CMD_QUIT;
	snprintf(c->ask, sizeof c->ask, "quit!");
	cmd_message(c, true, _("The game is not saved. Quit anyway? (y/n)"));
	return CMD_ASK | CMD_REDRAW_MESSAGE;
}

static int star_stop(int size, int from, int step)
{
	int e = size >= 13 ? 3 : 2, m = size / 2;
	int stops[5] = { 0, e, size % 2 ? m : -1, size - 1 - e, size - 1 };
	int best = from;

	for (int i = 0; i < 5; i++) {
		int s = stops[i];

		if (s < 0 || (s - from) * step <= 0)
			continue;
		if (best == from || (s - best) * step < 0)
			best = s;
	}
	return best;
}

bool cmd_cursor_move(struct cmd_ctx *c, const char *dir, bool jump)
{
	const struct board *b = cmd_cursor_board(c);
	int col = board_col(b, c->cursor), row = board_row(b, c->cursor);
	int *v, step;

	if (!strcmp(dir, "left"))
		v = &col, step = -1;
	else if (!strcmp(dir, "right"))
		v = &col, step = 1;
	else if (!strcmp(dir, "down"))
		v = &row, step = -1;
	else if (!strcmp(dir, "up"))
		v = &row, step = 1;
	else
		return false;
	if (jump)
		*v = star_stop(b->size, *v, step);
	else if (*v + step >= 0 && *v + step < b->size)
		*v += step;
	c->cursor = board_point(b, col, row);
	return true;
}

static int cursor_flags(const struct cmd_ctx *c)
{
	return CMD_REDRAW_CURSOR | (c->aids ? CMD_REDRAW_STATUS : 0);
}

static int cmd_cursor_exec(struct cmd_ctx *c, int argc, char **argv)
{
	int p;

	(void)argc;
	if (cmd_cursor_move(c, argv[0], false))
		return cursor_flags(c);
	p = board_parse_vertex(cmd_cursor_board(c), argv[0]);
	if (p < 0)
		return cmd_fail(c, _("cursor takes left, right, up, down or a point"));
	c->cursor = p;
	return cursor_flags(c);
}

static int cmd_jump_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc;
	if (!cmd_cursor_move(c, argv[0], true))
		return cmd_fail(c, _("jump takes left, right, up or down"));
	return cursor_flags(c);
}

static int cmd_aids_exec(struct cmd_ctx *c, int argc, char **argv)
{
	if (argc == 0)
		c->aids = !c->aids;
	else if (!strcmp(argv[0], "on"))
		c->aids = true;
	else if (!strcmp(argv[0], "off"))
		c->aids = false;
	else
		return cmd_fail(c, _("aids takes on or off"));
	cmd_message(c, false, c->aids ? _("Beginner aids on: liberties, atari, ko point.") :
	                                _("Beginner aids off."));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* Where a move may be played: the game's phases, the free handicap stones,
 * a sealed move, a variation in review. */
#define MODES_MOVE (MODES_LIVE | MODE_BIT(MODE_HANDICAP) | MODE_BIT(MODE_SEALING) | \
                    MODE_BIT(MODE_REVIEWING))

/* Looking at the record: a review, edit mode, from the game's phases. */
#define MODES_VIEW (MODES_LIVE | MODES_RECORD)

/* The table: the help screen and completion list it in this order. */
const struct cmd_entry cmd_table[] = {
	{ .name = "play", .usage = N_("[POINT]"), .min_args = 0, .max_args = 1,
	  .help = N_("play at POINT (e.g. D4), or at the cursor; a bare D4 works too"),
	  .modes = MODES_MOVE | MODE_BIT(MODE_SOLVING),
	  .exec = cmd_play_exec },
	{ .name = "pass", .min_args = 0, .max_args = 0,
	  .help = N_("pass; two passes in a row stop play"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_SEALING) | MODE_BIT(MODE_REVIEWING),
	  .exec = cmd_pass_exec },
	{ .name = "undo", .min_args = 0, .max_args = 0,
	  .help = N_("take back the last move"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_HANDICAP) | MODE_BIT(MODE_EDITING),
	  .exec = cmd_undo_exec },
	{ .name = "engine", .usage = N_("[black|white COMMAND | off [black|white]]"),
	  .min_args = 0, .max_args = 23,
	  .help = N_("a GTP engine plays a colour (e.g. engine white gnugo --mode gtp); off: by hand"),
	  .modes = MODES_GAME,
	  .exec = cmd_engine_exec },
	{ .name = "hint", .min_args = 0, .max_args = 0,
	  .help = N_("ask the engine (or --hint's) for a move for the side to move"),
	  .modes = MODES_LIVE,
	  .exec = cmd_hint_exec },
	{ .name = "resume", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("after two passes: ask to play on (default: the player to move asks)"),
	  .modes = MODES_LIVE,
	  .exec = cmd_resume_exec },
	{ .name = "resign", .min_args = 0, .max_args = 0,
	  .help = N_("the player to move resigns"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_PAUSED) | MODE_BIT(MODE_SEALING),
	  .exec = cmd_resign_exec },
	/* the end of the game (cmd_end.c) */
	{ .name = "dead", .usage = N_("[POINT] [chain]"), .min_args = 0, .max_args = 2,
	  .help = N_("after the stop: mark the group at POINT (or the cursor) dead, or alive "
	             "again; with chain, only that chain"),
	  .modes = MODES_LIVE,
	  .exec = cmd_dead_exec },
	{ .name = "agree", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("agree with the marks: the player to move first, then the other"),
	  .modes = MODES_LIVE,
	  .exec = cmd_agree_exec },
	{ .name = "disagree", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("declare disagreement; both disagree and nobody resumes: both lose (Art. 13-1)"),
	  .modes = MODES_LIVE,
	  .exec = cmd_disagree_exec },
	{ .name = "confirm", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("settle a dispute by confirmation play on a copy (Art. 7-2); who moves first"),
	  .modes = MODES_LIVE,
	  .exec = cmd_confirm_exec },
	{ .name = "confirm-end", .min_args = 0, .max_args = 0,
	  .help = N_("end the confirmation now and apply what it showed to the marks"),
	  .modes = MODES_LIVE,
	  .exec = cmd_confirm_end_exec },
	{ .name = "pass-ko", .usage = N_("[POINT]"), .min_args = 0, .max_args = 1,
	  .help = N_("in a confirmation: pass for the ko at POINT (or the cursor), to retake it later"),
	  .modes = MODES_LIVE,
	  .exec = cmd_pass_ko_exec },
	{ .name = "result", .min_args = 0, .max_args = 0,
	  .help = N_("say the result and the article that decided it (after the stop: the count)"),
	  .modes = MODES_GAME,
	  .exec = cmd_result_exec },
	{ .name = "no-result", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("accept no result at a repeated whole-board position (Art. 12); both: void"),
	  .modes = MODES_LIVE,
	  .exec = cmd_no_result_exec },
	{ .name = "estimate", .min_args = 0, .max_args = 0,
	  .help = N_("during play: show who owns each point and who leads, by the estimate (a "
	             "guess); again, or the next move, hides it"),
	  .modes = MODES_LIVE,
	  .exec = cmd_estimate_exec },
	{ .name = "policy", .usage = N_("[friendly|j89|chinese|chinese-warn]"), .min_args = 0,
	  .max_args = 1,
	  .help = N_("what an illegal move costs: refused, lost (Art. 14), or void as a pass"),
	  .modes = MODES_LIVE,
	  .exec = cmd_policy_exec },
	/* the clocks (cmd_clock.c) */
	{ .name = "time", .usage = N_("[SPEC|none]"), .min_args = 0, .max_args = 1,
	  .help = N_("before the first move: set the clock (30m, 60m+5x30s, 60m+25/10m, 5m+10s); "
	             "alone: show the clocks"),
	  .modes = MODES_GAME,
	  .exec = cmd_time_exec },
	{ .name = "pause", .usage = N_("[black|white]"), .min_args = 0, .max_args = 1,
	  .help = N_("ask for a pause; when both have asked both clocks stop; again: play on"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_PAUSED),
	  .exec = cmd_pause_exec },
	{ .name = "bell", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("ring the terminal bell on byo-yomi calls (on by default)"),
	  .modes = MODES_ALL,
	  .exec = cmd_bell_exec },
	{ .name = "new", .usage = N_("[SIZE]"), .min_args = 0, .max_args = 1,
	  .help = N_("new game: the new-game screen, or at once on a SIZE board"),
	  .modes = MODES_GAME,
	  .exec = cmd_new_exec },
	{ .name = "komi", .usage = N_("K"), .min_args = 1, .max_args = 1,
	  .help = N_("set the komi, e.g. komi 6.5"),
	  .modes = MODE_BIT(MODE_PLAYING) | MODE_BIT(MODE_STOPPED) | MODE_BIT(MODE_HANDICAP),
	  .exec = cmd_komi_exec },
	{ .name = "rules", .usage = N_("japanese|chinese|capture"), .min_args = 1, .max_args = 1,
	  .help = N_("set the rules (and their default komi)"),
	  .modes = MODE_BIT(MODE_PLAYING) | MODE_BIT(MODE_STOPPED) | MODE_BIT(MODE_HANDICAP),
	  .exec = cmd_rules_exec },
	{ .name = "handicap", .usage = N_("N [fixed|free]"), .min_args = 1, .max_args = 2,
	  .help = N_("restart with N handicap stones (0 for none)"),
	  .modes = MODES_LIVE,
	  .exec = cmd_handicap_exec },
	{ .name = "save", .usage = N_("[FILE]"), .min_args = 0, .max_args = 1,
	  .help = N_("save the game as SGF (FILE~ keeps the old file); alone: to the same file"),
	  .modes = MODES_GAME | MODES_RECORD,
	  .exec = cmd_save_exec },
	{ .name = "load", .usage = N_("FILE"), .min_args = 1, .max_args = 1,
	  .help = N_("open an SGF game (load! drops an unsaved game)"),
	  .modes = MODES_GAME,
	  .exec = cmd_load_exec },
	{ .name = "seal", .usage = N_("[POINT|pass [FILE]]"), .min_args = 0, .max_args = 2,
	  .help = N_("adjourn: seal the move to play unseen, save (to FILE, the save name or the "
	             "autosave) and quit; alone: the next move is sealed"),
	  .modes = MODES_LIVE | MODE_BIT(MODE_SEALING),
	  .exec = cmd_seal_exec },
	/* reviewing the record (cmd_review.c) */
	{ .name = "review", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("review the record: step through moves, variations and comments; "
	             "again: back to play"),
	  .modes = MODES_VIEW,
	  .exec = cmd_review_exec },
	{ .name = "next", .usage = N_("[N]"), .min_args = 0, .max_args = 1,
	  .help = N_("in review: N moves forward (default 1) along the chosen variation"),
	  .modes = MODES_VIEW,
	  .exec = cmd_next_exec },
	{ .name = "prev", .usage = N_("[N]"), .min_args = 0, .max_args = 1,
	  .help = N_("in review: N moves back (default 1)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_prev_exec },
	{ .name = "first", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the start of the record"),
	  .modes = MODES_VIEW,
	  .exec = cmd_first_exec },
	{ .name = "last", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the end of the line (the chosen variation, then the main line)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_last_exec },
	{ .name = "goto", .usage = N_("[N|POINT]"), .min_args = 0, .max_args = 1,
	  .help = N_("in review: after move N of this line, or the move played at POINT "
	             "(none: at the cursor; again: its next one)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_goto_exec },
	{ .name = "next-comment", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the next move of this line with a comment"),
	  .modes = MODES_VIEW,
	  .exec = cmd_next_comment_exec },
	{ .name = "prev-comment", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the previous move with a comment"),
	  .modes = MODES_VIEW,
	  .exec = cmd_prev_comment_exec },
	{ .name = "next-branch", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the next branch point of this line (two moves or more follow)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_next_branch_exec },
	{ .name = "prev-branch", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the previous branch point"),
	  .modes = MODES_VIEW,
	  .exec = cmd_prev_branch_exec },
	{ .name = "comment-scroll", .usage = N_("up|down"), .min_args = 1, .max_args = 1,
	  .help = N_("in review: scroll a long comment three lines"),
	  .modes = MODES_BOARD | MODE_BIT(MODE_SOLVING),
	  .exec = cmd_comment_scroll_exec },
	{ .name = "variation", .usage = N_("[next|prev]"), .min_args = 0, .max_args = 1,
	 
	  .help = N_("in review: choose the next or previous variation of the next move"),
	  .modes = MODES_VIEW,
	  .exec = cmd_variation_exec },
	{ .name = "swing", .min_args = 0, .max_args = 0,
	  .help = N_("in review: the move where the estimated lead changed most (the graph's "
	             "biggest step)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_swing_exec },
	{ .name = "graph", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("show or hide the review's graph of the estimated lead after every move"),
	  .modes = MODES_VIEW,
	  .exec = cmd_graph_exec },
	{ .name = "play-from-here", .min_args = 0, .max_args = 0,
	  .help = N_("in review: leave it and play on from this position (play-from-here! drops "
	             "unsaved moves)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_play_from_here_exec },
	/* the teaching board (cmd_edit.c) */
	{ .name = "edit", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("edit mode: set up stones and who is to move; again: play on from there "
	             "(in review: a setup node)"),
	  .modes = MODES_VIEW,
	  .exec = cmd_edit_exec },
	{ .name = "setup", .usage = N_("black|white|empty|cycle [POINT] | turn [COLOR] | undo"),
	  .min_args = 1, .max_args = 2,
	  .help = N_("in edit mode: a stone at POINT or the cursor (black, white: toggle), who "
	             "moves, take back a change"),
	  .modes = MODES_VIEW,
	  .exec = cmd_setup_exec },
	{ .name = "mark", .usage = N_("[triangle|square|circle|cross|cycle|clear] [POINT]"),
	  .min_args = 0, .max_args = 2,
	  .help = N_("a mark at POINT or the cursor (TR SQ CR MA; again: off; cycle: the next "
	             "shape), saved in the record"),
	  .modes = MODES_BOARD,
	  .exec = cmd_mark_exec },
	{ .name = "label", .usage = N_("[TEXT [POINT]]"), .min_args = 0, .max_args = 2,
	 
	  .help = N_("a label (LB) at POINT or the cursor: TEXT, e.g. A or 10; alone: the next "
	             "free letter"),
	  .modes = MODES_BOARD,
	  .exec = cmd_label_exec },
	{ .name = "comment", .usage = N_("[TEXT]"), .min_args = 0, .max_args = 1,
	  .rest = true,
	  .help = N_("the comment of the position shown (C): \\n starts a new line; alone: edit "
	             "it on this line; comment! deletes it"),
	  .modes = MODES_BOARD,
	  .exec = cmd_comment_exec },
	{ .name = "info", .usage = N_("[ID [TEXT]]"), .min_args = 0, .max_args = 1,
	  .rest = true,
	  .help = N_("the game information: alone, list it; ID (PB PW BR WR DT EV RO PC KM RU HA "
	             "RE GN): show, or set to TEXT; info! ID removes"),
	  .modes = MODES_BOARD,
	  .exec = cmd_info_exec },
	{ .name = "numbers", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("the move numbers on the stones (the last two digits)"),
	  .modes = MODES_BOARD,
	  .exec = cmd_numbers_exec },
	{ .name = "cursor", .usage = N_("left|right|up|down|POINT"), .min_args = 1,
	  .max_args = 1,
	  .help = N_("move the cursor"),
	  .modes = MODES_ALL,
	  .exec = cmd_cursor_exec },
	{ .name = "jump", .usage = N_("left|right|up|down"), .min_args = 1, .max_args = 1,
	  .help = N_("move the cursor to the next star-point line or edge"),
	  .modes = MODES_ALL,
	  .exec = cmd_jump_exec },
	{ .name = "aids", .usage = N_("[on|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("beginner aids: liberties under the cursor, atari, ko point"),
	  .modes = MODES_ALL,
	  .exec = cmd_aids_exec },
	{ .name = "help", .min_args = 0, .max_args = 0,
	  .help = N_("show keys and commands"),
	  .modes = MODES_ALL,
	  .exec = cmd_help_exec },
	{ .name = "messages", .min_args = 0, .max_args = 0,
	  .help = N_("the last 50 messages (the whole text of one cut short)"),
	  .modes = MODES_ALL,
	  .exec = cmd_messages_exec },
	{ .name = "quit", .alias = "q", .min_args = 0, .max_args = 0,
	  .help = N_("quit (quit! does not ask about an unsaved game)"),
	  .modes = MODES_ALL,
	  .exec = cmd_quit_exec },
	/* problems for beginners (cmd_problem.c) */
	{ .name = "problems", .usage = N_("[FILE|DIR|off]"), .min_args = 0, .max_args = 1,
	  .help = N_("solve problems: play the answer, the file replies (default: the "
	             "problems installed with tengen); off: back to the game"),
	  .modes = MODES_GAME | MODE_BIT(MODE_SOLVING),
	  .exec = cmd_problems_exec },
	{ .name = "pick", .usage = N_("[N|cancel]"), .min_args = 0, .max_args = 1,
	  .help = N_("a collection: open its game N (cancel: the first; alone: list its games "
	             "again)"),
	  .modes = MODES_BOARD | MODE_BIT(MODE_SOLVING) | MODE_BIT(MODE_PICKING),
	  .exec = cmd_pick_exec },
	{ .name = "retry", .min_args = 0, .max_args = 0,
	  .help = N_("in the problems: this problem again from its start"),
	  .modes = MODE_BIT(MODE_SOLVING),
	  .exec = cmd_retry_exec },
	{ .name = "next-problem", .min_args = 0, .max_args = 0,
	  .help = N_("in the problems: the next problem"),
	  .modes = MODE_BIT(MODE_SOLVING),
	  .exec = cmd_next_problem_exec },
	{ .name = "prev-problem", .min_args = 0, .max_args = 0,
	  .help = N_("in the problems: the previous problem"),
	  .modes = MODE_BIT(MODE_SOLVING),
	  .exec = cmd_prev_problem_exec },
};
const size_t cmd_table_size = sizeof cmd_table / sizeof cmd_table[0];

const struct cmd_entry *cmd_find(const char *name)
{
	for (size_t i = 0; i < cmd_table_size; i++)
		if (!strcasecmp(name, cmd_table[i].name) ||
		    (cmd_table[i].alias && !strcasecmp(name, cmd_table[i].alias)))
			return &cmd_table[i];
	return NULL;
}

const char *cmd_complete(const char *prefix, int index)
{
	size_t n = strlen(prefix);

	for (size_t i = 0; i < cmd_table_size; i++)
		if (!strncasecmp(prefix, cmd_table[i].name, n) && index-- == 0)
			return cmd_table[i].name;
	return NULL;
}

/* A letter and digits: meant as a point, even if it is off this board. */
static bool looks_like_vertex(const char *s)
{
	if (!strcasecmp(s, "pass"))
		return true;
	if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
		return false;
	return strspn(s + 1, "0123456789") == strlen(s + 1);
}

/* Is name (a trailing ! allowed) a command whose argument is the rest of
 * the line? */
static bool takes_rest(const char *name)
{
	char buf[32];
	size_t n = strlen(name);
	const struct cmd_entry *e;

	if (n >= sizeof buf)
		return false;
	memcpy(buf, name, n + 1);
	if (n > 1 && buf[n - 1] == '!')
		buf[n - 1] = '\0';
	e = cmd_find(buf);
	return e && e->rest;
}

static int run_line(struct cmd_ctx *c, const char *line)
{
	char *copy = xstrdup(line), *argv[CMD_MAX_ARGS], *s = copy;
	const struct cmd_entry *e;
	enum cmd_mode mode;
	int argc = 0, flags;
	size_t len;

	while (*s) {
		while (isspace((unsigned char)*s))
			*s++ = '\0';
		if (!*s)
			break;
		if (argc == CMD_MAX_ARGS) {
			if (takes_rest(argv[0]))
				break; /* its text is the rest of the line */
			free(copy);
			return cmd_fail(c, _("too many words"));
		}
		argv[argc++] = s;
		while (*s && !isspace((unsigned char)*s))
			s++;
	}
	if (argc == 0) {
		free(copy);
		return 0;
	}
	len = strlen(argv[0]);
	c->bang = len > 1 && argv[0][len - 1] == '!';
	if (c->bang)
		argv[0][len - 1] = '\0';
	e = cmd_find(argv[0]);
	mode = cmd_mode(c);
	if (!e && argc == 1 && !c->bang && looks_like_vertex(argv[0])) {
		e = cmd_find("play"); /* a bare point: play it */
		flags = e->modes & MODE_BIT(mode) ? play_at(c, mode, point_arg(c, 1, argv)) :
		                                     cmd_mode_refuse(c, e);
	} else if (e && !(e->modes & MODE_BIT(mode))) {
		flags = cmd_mode_refuse(c, e);
	} else if (!e) {
		char *name = text_sanitize(argv[0]);

		flags = cmd_failf(c, _("unknown command: %s (%s lists them)"), name,
		                  cmd_key(c, ":help"));
		free(name);
	} else if (e->rest) {
		char *rest = xstrdup(line + strspn(line, " \t")), *arg[1] = { rest };
		size_t n;

		memmove(rest, rest + strcspn(rest, " \t"), strlen(rest + strcspn(rest, " \t")) + 1);
		memmove(rest, rest + strspn(rest, " \t"), strlen(rest + strspn(rest, " \t")) + 1);
		for (n = strlen(rest); n > 0 && (rest[n - 1] == ' ' || rest[n - 1] == '\t');)
			rest[--n] = '\0';
		flags = e->exec(c, *rest ? 1 : 0, arg);
		free(rest);
	} else if (argc - 1 < e->min_args || argc - 1 > e->max_args) {
		flags = cmd_failf(c, _("usage: %s %s"), e->name, e->usage ? _(e->usage) : "");
	} else {
		flags = e->exec(c, argc - 1, argv + 1);
	}
	c->bang = false;
	free(copy);
	return flags;
}

bool cmd_line_private(const struct cmd_ctx *c, const char *line)
{
	const char *s = line + strspn(line, " :");

	if (cmd_mode(c) == MODE_SEALING)
		return true; /* whatever is typed may be the move */
	return !strncasecmp(s, "seal", 4) && s[4 + strspn(s + 4, "! ")];
}

int cmd_run(struct cmd_ctx *c, const char *line)
{
	int flags = cmd_clock_tick(c), nmoves = c->game->nmoves;

	flags |= run_line(c, line);
	if (c->game->nmoves != nmoves)
		c->estimate_moves = -1; /* the :estimate aid goes at a move or an undo */
	cmd_clock_follow(c, nmoves);
	cmd_log_sync(c);
	return flags;
}

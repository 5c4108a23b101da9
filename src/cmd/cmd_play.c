/*
 * cmd_play.c — the commands of the game in play: play and pass (where the
 * mode puts a move: the game, a problem, a variation in review), the free
 * handicap stones, undo (a take-back asked of the opponent between two
 * people), resign, resume, a new game and its settings (new, komi, rules,
 * handicap), the cursor and the aids, help, messages and quit.  Each is a
 * handler of the table (cmd.c), which says the modes it runs in.
 */
#include "cmd/cmd.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/aids.h"
#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "base/util.h"
#include "record/record.h"
#include "record/review.h"

bool cmd_free_pending(const struct cmd_ctx *c, int p)
{
	for (int i = 0; i < c->s.nfree; i++)
		if (c->s.free_pts[i] == p)
			return true;
	return false;
}

static void set_name(struct cmd_ctx *c, enum color who, const char *name)
{
	free(c->s.name[who]);
	c->s.name[who] = name && *name ? text_sanitize(name) : NULL;
}

int cmd_new_game(struct cmd_ctx *c, const struct game_setup *s)
{
	struct game *g = c->s.game;
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
	c->s.free_total = c->s.nfree = 0;
	cmd_mode_new_game(c);
	if (s->handicap) {
		if (s->free_handicap) {
			c->s.free_total = s->handicap;
			cmd_mode_enter(c, MODE_HANDICAP);
		} else
			game_fixed_handicap(g, s->handicap, NULL);
	}
	game_set_komi(g, s->komi_set ? s->komi : game_default_komi(s->rules, s->handicap));
	if (s->black != c->s.name[BLACK])
		set_name(c, BLACK, s->black);
	if (s->white != c->s.name[WHITE])
		set_name(c, WHITE, s->white);
	c->s.cursor = board_point(b, b->size / 2, b->size / 2);
	c->s.aids = cmd_aids_default(c);
	c->s.saved = true;
	c->verdict[0] = '\0';
	c->s.sealed = false;
	if (s->takebacks != TAKEBACKS_KEEP)
		c->s.takebacks = s->takebacks == TAKEBACKS_ALLOW;
	if (s->analysis != ANALYSIS_KEEP)
		c->s.analysis_allowed = s->analysis == ANALYSIS_ALLOW;
	cmd_clock_start(c, &s->clock);
	cmd_record_new_game(c); /* SGF (cmd_sgf.c) */
	if (c->s.free_total)
		cmd_message(c, false,
		            ngettext("New game: Black places %d handicap stone (%s on each point)",
		                     "New game: Black places %d handicap stones (%s on each point)",
		                     c->s.free_total),
		            c->s.free_total, cmd_key(c, ":play"));
	else
		cmd_message(c, false, _("New game: %d×%d, %s rules, komi %g."), b->size, b->size,
		            rules_label(g->rules), g->komi);
	cmd_message_note(c, note);
	return CMD_REDRAW_ALL;
}

const struct board *cmd_cursor_board(const struct cmd_ctx *c)
{
	return c->s.problems ? &c->s.review->game.board : &c->s.game->board;
}

/* The point named by word, or the cursor when there is no word. */
int cmd_point_arg(struct cmd_ctx *c, int argc, char **argv)
{
	return argc > 0 ? board_parse_vertex(cmd_cursor_board(c), argv[0]) : c->s.cursor;
}

static int place_free_handicap(struct cmd_ctx *c, int p)
{
	struct game *g = c->s.game;
	char *cause = NULL;
	double komi;
	char v[8];

	if (p == PASS)
		return cmd_failf(c, _("place the handicap stones first (%s takes one back)"),
		                 cmd_key(c, ":undo"));
	if (cmd_free_pending(c, p))
		return cmd_fail(c, _("there is already a handicap stone on that point"));
	c->s.free_pts[c->s.nfree++] = p;
	c->s.cursor = p;
	if (c->s.nfree < c->s.free_total) {
		cmd_message(c, false, _("Handicap stone %d of %d at %s"), c->s.nfree, c->s.free_total,
		            board_vertex_name(&g->board, p, v));
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	komi = g->komi; /* game_free_handicap() sets the default: keep the chosen one */
	if (game_free_handicap(g, c->s.free_pts, c->s.nfree, &cause) < 0) {
		int flags = cmd_fail(c, cause) | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS;

		c->s.nfree = 0;
		free(cause);
		return flags;
	}
	game_set_komi(g, komi);
	c->s.free_total = c->s.nfree = 0;
	cmd_mode_leave(c, MODE_HANDICAP);
	c->s.saved = false;
	cmd_message(c, false, _("Handicap placed: White to play, komi %g"), g->komi);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

static int play_point(struct cmd_ctx *c, int p)
{
	struct game *g = c->s.game;
	enum color who = g->to_move;
	int before = g->board.captures[who];
	enum move_status st;
	enum penalty penalty;
	bool was_playing;
	size_t len;
	char v[8];

	if (p == NO_POINT)
		return cmd_fail(c, _("that is not a point of this board (e.g. D4, or pass)"));
	if (cmd_mode(c) == MODE_SEALING || c->s.sealed) /* 封棋: sealed, not played (cmd_sgf.c) */
		return cmd_seal_point(c, p, NULL);
	if (cmd_mode(c) == MODE_HANDICAP)
		return place_free_handicap(c, p);
	/* end of game: a confirmation's moves go to its copy of the board */
	if (g->phase == PHASE_CONFIRMING)
		return cmd_confirm_play(c, p, NO_POINT);
	if (cmd_engine_plays(c, who) && g->phase == PHASE_PLAYING)
		return cmd_failf(c, _("%s plays %s: wait for its move, or %s to take over"),
		                 cmd_engine_name(c, who), color_name(who),
		                 cmd_key(c, ":engine off"));
	c->s.hint = NO_POINT;
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
		c->s.saved = false;
		len = strlen(c->message);
		snprintf(c->message + len, sizeof c->message - len, "%s",
		         penalty == PENALTY_LOST ? _(" — lost by foul") :
		         penalty == PENALTY_WARNING ? _(" — a warning, and it counts as a pass") :
		                                      _(" — it counts as a pass"));
		if (was_playing)
			cmd_suggest_marks(c, true);
		return CMD_FAILED | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	c->s.saved = false;
	if (p != PASS)
		c->s.cursor = p;
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
int cmd_play_at(struct cmd_ctx *c, enum cmd_mode mode, int p)
{
	switch (mode) {
	case MODE_SOLVING: return cmd_problem_play(c, p);
	case MODE_REVIEWING: return cmd_review_play(c, p);
	default: return play_point(c, p);
	}
}

int cmd_play_exec(struct cmd_ctx *c, int argc, char **argv)
{
	enum cmd_mode mode = cmd_mode(c);

	/* end of game: after the stop, play at the cursor (Enter, a click)
	 * marks the group there */
	if (argc == 0 && mode == MODE_STOPPED)
		return cmd_stopped_select(c, c->s.cursor);
	return cmd_play_at(c, mode, cmd_point_arg(c, argc, argv));
}

int cmd_pass_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return cmd_play_at(c, cmd_mode(c), PASS);
}

static int undo_one(struct cmd_ctx *c)
{
	struct game *g = c->s.game;
	char v[8];
	int last, nmoves;
	bool resigned;
	enum phase phase;
	struct endgame_state saved;

	if (cmd_mode(c) == MODE_HANDICAP) {
		if (c->s.nfree == 0)
			return cmd_fail(c, _("no handicap stone to take back"));
		c->s.nfree--;
		cmd_message(c, false, _("Handicap stone taken back (%d of %d placed)"), c->s.nfree,
		            c->s.free_total);
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
		if (!c->s.record || record_undo_setup(c->s.record, c->s.game) < 0)
			return cmd_fail(c, _("nothing to undo"));
		c->s.saved = false;
		cmd_message(c, false, _("Took back the setup: move %d, %s to play (the setup stays "
		                        "in the record as a variation)."),
		            game_move_number(g), color_name(g->to_move));
		/* the game is rebuilt from the record: its moves are not news */
		return CMD_REDRAW_LAYOUT | CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	c->s.saved = false;
	if (g->nmoves < nmoves) {
		if (last != PASS && last != NO_POINT)
			c->s.cursor = last;
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
 * player to move) allows it, unless all take-backs are (c->s.takebacks):
 * CMD_ASK, whose yes runs undo!; 0 when no question is needed. */
static int ask_takeback(struct cmd_ctx *c)
{
	const struct game *g = c->s.game;
	int last = game_last_move(g);
	char v[8];

	if (c->s.takebacks || c->bang || cmd_mode(c) != MODE_PLAYING || g->nmoves == 0 ||
	    cmd_engine_plays(c, BLACK) || cmd_engine_plays(c, WHITE))
		return 0;
	snprintf(c->ask, sizeof c->ask, "undo!");
	cmd_message(c, true, _("%s asks to take back %s: %s, do you allow it? (y/n)"),
	            color_name(color_other(g->to_move)), board_vertex_name(&g->board, last, v),
	            color_name(g->to_move));
	return CMD_ASK | CMD_REDRAW_MESSAGE;
}

int cmd_undo_exec(struct cmd_ctx *c, int argc, char **argv)
{
	const struct game *g = c->s.game;
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

/* The player to move resigns: in a confirmation (Art. 7-2) the one to play
 * there, whom the screen names, not the stopped game's. */
int cmd_resign_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->s.game;
	enum color who = cmd_to_move(g);

	(void)argc, (void)argv;
	if (g->phase == PHASE_FINISHED || !endgame_resign(g, who))
		return cmd_fail(c, _("the game is already over"));
	c->s.saved = false;
	cmd_message(c, false, who == BLACK ? _("Black resigns: White wins.") :
	                                     _("White resigns: Black wins."));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_resume_exec(struct cmd_ctx *c, int argc, char **argv)
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

int cmd_new_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game_setup s = {
		.rules = c->s.game->rules, .black = c->s.name[BLACK], .white = c->s.name[WHITE],
		.clock = c->s.clock.clock.spec,
	};

	if (argc && !number_parse_int(argv[0], BOARD_MIN_SIZE, BOARD_MAX_SIZE, &s.size))
		return cmd_fail(c, _("the board size must be 5 to 25"));
	if (!c->s.saved && !c->bang) {
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

/* The komi or the rules changed: the agreements to the old count go. */
static void terms_changed(struct cmd_ctx *c)
{
	struct game *g = c->s.game;
	bool agreed[3] = { false, endgame_agreed(g, BLACK), endgame_agreed(g, WHITE) };

	endgame_terms_changed(g);
	cmd_say_withdrawn(c, agreed);
}

int cmd_set_komi(struct cmd_ctx *c, const char *text)
{
	double k;

	if (!number_parse(text, -1000, 1000, &k))
		return cmd_fail(c, _("komi must be a number, e.g. 6.5"));
	game_set_komi(c->s.game, k);
	c->s.saved = false;
	cmd_message(c, false, _("Komi is now %g."), k);
	terms_changed(c);
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_set_rules(struct cmd_ctx *c, const char *text)
{
	enum rules r;

	if (!rules_parse(text, &r))
		return cmd_fail(c, _("rules are japanese, chinese or capture"));
	if (r == RULES_CAPTURE && c->s.game->phase != PHASE_PLAYING)
		return cmd_fail(c, _("Capture Go has no count: not after play has stopped"));
	game_set_rules(c->s.game, r);
	if (cmd_mode(c) == MODE_HANDICAP) /* the handicap stones are still being placed */
		game_set_komi(c->s.game, game_default_komi(r, c->s.free_total));
	c->s.saved = false;
	cmd_message(c, false, _("Rules: %s, komi %g."), rules_label(r), c->s.game->komi);
	terms_changed(c);
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_komi_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc;
	return cmd_set_komi(c, argv[0]);
}

int cmd_rules_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc;
	return cmd_set_rules(c, argv[0]);
}

int cmd_handicap_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->s.game;
	struct game_setup s = {
		.size = g->board.size, .rules = g->rules,
		.black = c->s.name[BLACK], .white = c->s.name[WHITE], .clock = c->s.clock.clock.spec,
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

int cmd_help_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)c, (void)argc, (void)argv;
	return CMD_SHOW_HELP;
}

int cmd_messages_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	cmd_log_sync(c);
	return CMD_SHOW_MESSAGES;
}

int cmd_quit_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	if (c->s.saved || c->bang)
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
	int col = board_col(b, c->s.cursor), row = board_row(b, c->s.cursor);
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
	c->s.cursor = board_point(b, col, row);
	return true;
}

static int cursor_flags(const struct cmd_ctx *c)
{
	return CMD_REDRAW_CURSOR | (c->s.aids ? CMD_REDRAW_STATUS : 0);
}

int cmd_cursor_exec(struct cmd_ctx *c, int argc, char **argv)
{
	int p;

	(void)argc;
	if (cmd_cursor_move(c, argv[0], false))
		return cursor_flags(c);
	p = board_parse_vertex(cmd_cursor_board(c), argv[0]);
	if (p < 0)
		return cmd_fail(c, _("cursor takes left, right, up, down or a point"));
	c->s.cursor = p;
	return cursor_flags(c);
}

int cmd_jump_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc;
	if (!cmd_cursor_move(c, argv[0], true))
		return cmd_fail(c, _("jump takes left, right, up or down"));
	return cursor_flags(c);
}

int cmd_aids_exec(struct cmd_ctx *c, int argc, char **argv)
{
	if (argc == 0)
		c->s.aids = !c->s.aids;
	else if (!strcmp(argv[0], "on"))
		c->s.aids = true;
	else if (!strcmp(argv[0], "off"))
		c->s.aids = false;
	else
		return cmd_fail(c, _("aids takes on or off"));
	cmd_message(c, false, c->s.aids ? _("Beginner aids on: liberties, atari, ko point.") :
	                                _("Beginner aids off."));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/*
 * cmd_engine.c — GTP engines as players of the game in play (engine/player.h):
 * the `engine` and `hint` commands, and what a front end calls to keep them
 * going without blocking: the descriptors to poll, how long it may wait,
 * the service when one is ready, the sync after every command.
 *
 * Any failure of an engine (it died, answered '?', garbage or an illegal
 * move, did not answer in time) is a message; the engine is dropped and its
 * colour is played by a person from then on.  Nothing of the game is lost.
 */
#include "base/i18n.h"

#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "record/record.h"
#include "analysis/estimate.h"
#include "engine/player.h"
#include "base/clock_ms.h"
#include "base/util.h"

bool cmd_engine_plays(const struct cmd_ctx *c, enum color who)
{
	return (who == BLACK || who == WHITE) && c->s.engine[who] != NULL;
}

const char *cmd_engine_name(const struct cmd_ctx *c, enum color who)
{
	return cmd_engine_plays(c, who) ? c->s.engine[who]->name : NULL;
}

const char *cmd_engine_thinking(const struct cmd_ctx *c)
{
	for (int who = BLACK; who <= WHITE; who++)
		if (c->s.engine[who] && c->s.engine[who]->thinking)
			return c->s.engine[who]->name;
	if (c->s.hint_engine && c->s.hint_engine->thinking)
		return c->s.hint_engine->name;
	return NULL;
}

/* Drop the engine of who (or the hint engine: EMPTY). */
static void drop(struct cmd_ctx *c, enum color who)
{
	struct engine_player **p = who == EMPTY ? &c->s.hint_engine : &c->s.engine[who];

	engine_player_free(*p);
	*p = NULL;
}

void cmd_engines_free(struct cmd_ctx *c)
{
	drop(c, BLACK);
	drop(c, WHITE);
	drop(c, EMPTY);
	free(c->s.hint_command);
	c->s.hint_command = NULL;
	cmd_analysis_free(c);
}

/* An engine failed: say why (sanitized by the engine layer), drop it. */
static int failed(struct cmd_ctx *c, enum color who, char *cause)
{
	if (who == EMPTY)
		cmd_message(c, true, _("%s (no hints from it)"), cause ? cause : "");
	else
		cmd_message(c, true, _("%s plays on by hand. %s"), color_name(who), cause ? cause : "");
	free(cause);
	drop(c, who);
	return CMD_FAILED | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_engine_start(struct cmd_ctx *c, enum color who, const char *command)
{
	char *cause = NULL;
	struct engine_player *p = engine_player_start(command, who, &cause);

	if (!p)
		return failed(c, EMPTY, cause);
	drop(c, who);
	if (who == EMPTY)
		c->s.hint_engine = p;
	else
		c->s.engine[who] = p;
	if (c->s.engine_timeout_ms > 0)
		p->move_timeout_ms = c->s.engine_timeout_ms;
	if (who != EMPTY)
		cmd_message(c, false, _("Starting %s for %s…"), p->name, color_name(who));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* After the stop: its dead stones become the marks when there are none;
 * it agrees once the marks are its own. */
static int end_of_game(struct cmd_ctx *c, enum color who, bool fresh)
{
	struct engine_player *p = c->s.engine[who];
	struct game *g = c->s.game;

	if (fresh && !endgame_has_marks(g)) {
		for (int i = 0; i < p->ndead; i++)
			endgame_set_dead(g, who, p->dead[i], true, false);
		cmd_message(c, false, ngettext("%s marks %d stone dead; %s agrees, or mark the stones your way.",
		                               "%s marks %d stones dead; %s agrees, or mark the stones your way.", p->ndead),
		            p->name, p->ndead, cmd_key(c, ":agree"));
	}
	if (g->phase != PHASE_STOPPED || endgame_agreed(g, who))
		return CMD_REDRAW_ALL;
	if (who != g->to_move && !endgame_agreed(g, g->to_move))
		return CMD_REDRAW_ALL; /* the player to move agrees first (rule 4-2) */
	if (engine_player_agrees(p, g)) {
		if (endgame_agree(g, who) == EG_OK)
			cmd_message(c, false, _("%s agrees with the marks."), p->name);
	} else if (!fresh && endgame_has_marks(g)) {
		cmd_message(c, false, ngettext("%s does not agree: it counts %d stone dead. Change the "
		                               "marks, or %s to play on.",
		                               "%s does not agree: it counts %d stones dead. Change the "
		                               "marks, or %s to play on.", p->ndead),
		            p->name, p->ndead, cmd_key(c, ":resume"));
	}
	return CMD_REDRAW_ALL;
}

static void say_thinking(struct cmd_ctx *c, const char *name)
{
	cmd_message(c, false, _("%s is thinking… (%s to take over)"), name,
	            cmd_key(c, ":engine off"));
}

/* A second opinion after the stop: its dead stones beside tengen's estimate. */
static int compare_dead(struct cmd_ctx *c, const struct engine_player *p)
{
	const struct board *b = &c->s.game->board;
	uint8_t guess[BOARD_MAX_POINTS], its[BOARD_MAX_POINTS];
	int nguess = 0, differ = 0;

	memset(its, 0, sizeof its);
	for (int i = 0; i < p->ndead; i++)
		its[p->dead[i]] = 1;
	estimate_dead(b, c->s.game->to_move, guess);
	for (int pt = 0; pt < b->stride * b->stride; pt++) {
		nguess += guess[pt];
		differ += guess[pt] != its[pt];
	}
	cmd_message(c, false, ngettext("%s counts %d stone dead; tengen's estimate %d; they differ on %d.",
	                               "%s counts %d stones dead; tengen's estimate %d; they differ on %d.", p->ndead),
	            p->name, p->ndead, nguess, differ);
	return CMD_REDRAW_MESSAGE;
}

/* One engine's event: a move, a resignation, a hint, its dead stones. */
static int event(struct cmd_ctx *c, enum color who, const struct engine_event *ev)
{
	struct engine_player *p = who == EMPTY ? c->s.hint_engine : c->s.engine[who];
	char v[8], buf[32];

	switch (ev->kind) {
	case ENGINE_EV_MOVED:
		c->s.saved = false;
		c->s.engine_not_before = clock_ms() + c->s.engine_delay_ms;
		if (ev->point != PASS)
			cmd_message(c, false, _("%s plays %s."), p->name,
			            board_vertex_name(&c->s.game->board, ev->point, v));
		else
			cmd_message(c, false, _("%s passes."), p->name);
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	case ENGINE_EV_RESIGNED:
		c->s.saved = false;
		cmd_message(c, false, _("%s resigns: %s."), p->name,
		            game_result_text(c->s.game, buf, sizeof buf));
		return CMD_REDRAW_ALL;
	case ENGINE_EV_HINT:
		if (ev->point != PASS)
			c->s.cursor = ev->point;
		c->s.hint = ev->point;
		c->s.hint_at = c->s.game->nmoves;
		cmd_message(c, false, c->s.no_cursor ? _("%s suggests %s for %s.") :
		                      _("%s suggests %s for %s (marked, the cursor is on it)."),
		            p->name, board_vertex_name(&c->s.game->board, ev->point, v),
		            color_name(c->s.game->to_move));
		return CMD_REDRAW_CURSOR | CMD_REDRAW_BOARD | CMD_REDRAW_MESSAGE;
	case ENGINE_EV_DEAD_LIST:
		return who == EMPTY ? compare_dead(c, p) : end_of_game(c, who, true);
	case ENGINE_EV_READY: /* its name is known now */
		if (who == EMPTY)
			return 0;
		free(c->s.name[who]);
		c->s.name[who] = xstrdup(p->name);
		if (c->s.record) { /* the record names it too (PB, PW) */
			char **slot = who == BLACK ? &c->s.record->info.black : &c->s.record->info.white;

			free(*slot);
			*slot = xstrdup(p->name);
		}
		if (p->thinking)
			say_thinking(c, p->name);
		else
			/* TRANSLATORS: an engine's name, then the colour it plays. */
			cmd_message(c, false, _("%s plays as %s."), p->name, color_name(who));
		return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	default:
		return CMD_REDRAW_STATUS;
	}
}

int cmd_engines_sync(struct cmd_ctx *c)
{
	const char *was = cmd_engine_thinking(c), *now;
	int flags = cmd_analysis_sync(c);

	if (c->s.review)
		return flags;
	if (clock_ms() < c->s.engine_not_before)
		return flags; /* the delay between the moves of engines (cmd_engines_timeout) */
	c->s.engine_not_before = 0; /* the delay is over: nothing more to wait for */
	/* the player to move first: after the stop it agrees first */
	for (int i = 0; i < 2; i++) {
		enum color who = i ? color_other(c->s.game->to_move) : c->s.game->to_move;
		char *cause = NULL;

		if (!c->s.engine[who])
			continue;
		if (engine_player_sync(c->s.engine[who], c->s.game, &cause) < 0)
			flags |= failed(c, who, cause);
		else if (c->s.game->phase == PHASE_STOPPED && c->s.engine[who]->have_dead)
			flags |= end_of_game(c, who, false);
	}
	now = cmd_engine_thinking(c);
	if (now && now != was && !(flags & CMD_FAILED)) {
		say_thinking(c, now);
		flags |= CMD_REDRAW_MESSAGE;
	}
	return flags;
}

int cmd_engines_pollfds(const struct cmd_ctx *c, struct pollfd *fds)
{
	int n = 0;

	for (int who = BLACK; who <= WHITE; who++)
		if (c->s.engine[who])
			n += engine_pollfds(c->s.engine[who]->e, fds + n);
	if (c->s.hint_engine)
		n += engine_pollfds(c->s.hint_engine->e, fds + n);
	n += cmd_analysis_pollfds(c, fds + n);
	return n + cmd_game_analysis_pollfds(c, fds + n);
}

int cmd_engines_timeout(const struct cmd_ctx *c)
{
	int t = cmd_analysis_timeout(c);
	long long wait = c->s.engine_not_before - clock_ms();

	for (int who = EMPTY; who <= WHITE; who++) {
		const struct engine_player *p = who == EMPTY ? c->s.hint_engine : c->s.engine[who];
		int e = p ? engine_timeout_ms(p->e) : -1;

		if (e >= 0 && (t < 0 || e < t))
			t = e;
	}
	/* A delay set and not yet served: wake when it ends, or at once when it
	 * ended already (the screen took longer to draw than the delay), else
	 * nobody would ask the next engine for its move. */
	if (c->s.engine_not_before && !c->s.review && (c->s.engine[BLACK] || c->s.engine[WHITE])) {
		if (wait < 0)
			wait = 0;
		if (t < 0 || wait < t)
			t = (int)wait;
	}
	return t;
}

int cmd_engines_service(struct cmd_ctx *c)
{
	/* an engine's move is charged to its clock like a typed one (cmd_run) */
	int flags = cmd_clock_tick(c), nmoves = c->s.game->nmoves;

	for (int who = EMPTY; who <= WHITE; who++) {
		struct engine_player *p = who == EMPTY ? c->s.hint_engine : c->s.engine[who];
		struct engine_event ev;
		char *cause = NULL;

		do {
			if (!p)
				break;
			if (engine_player_service(p, c->s.game, &ev, &cause) < 0) {
				flags |= failed(c, (enum color)who, cause);
				break;
			}
			flags |= event(c, (enum color)who, &ev);
		} while (ev.kind != ENGINE_EV_NONE);
	}
	cmd_mode_game_over(c);
	cmd_clock_follow(c, nmoves);
	flags |= cmd_analysis_service(c) | cmd_game_analysis_service(c);
	return flags | cmd_engines_sync(c);
}

/* engine black|white COMMAND… / engine off [black|white] / engine */
int cmd_engine_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct sbuf cmd;
	enum color who;
	int flags;

	if (c->s.review && (argc < 2 || strcmp(argv[0], "analysis") != 0))
		return cmd_fail(c, _("in review only the analysis engine: engine analysis COMMAND"));
	if (argc == 0) {
		cmd_message(c, false, _("Black: %s. White: %s."),
		            c->s.engine[BLACK] ? c->s.engine[BLACK]->name : _("a person"),
		            c->s.engine[WHITE] ? c->s.engine[WHITE]->name : _("a person"));
		return CMD_REDRAW_MESSAGE;
	}
	if (strcmp(argv[0], "off") == 0) {
		who = argc > 1 ? color_parse(argv[1]) : EMPTY;
		if (argc > 2 || (argc > 1 && who == EMPTY))
			return cmd_fail(c, _("usage: engine off [black|white]"));
		for (int w = BLACK; w <= WHITE; w++)
			if (who == EMPTY || (int)who == w)
				drop(c, (enum color)w);
		cmd_message(c, false, "%s", who == EMPTY ? _("No engine plays: both colours are played by hand.")
		            : who == BLACK ? _("Black is played by hand.") : _("White is played by hand."));
		return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	who = color_parse(argv[0]);
	if ((who == EMPTY && strcmp(argv[0], "analysis") != 0) || argc < 2)
		return cmd_fail(c, _("usage: engine black|white|analysis COMMAND, or engine off"));
	sbuf_init(&cmd);
	for (int i = 1; i < argc; i++)
		sbuf_printf(&cmd, "%s%s", i > 1 ? " " : "", argv[i]);
	flags = who == EMPTY ? cmd_analysis_begin(c, cmd.s) : cmd_engine_start(c, who, cmd.s);
	sbuf_free(&cmd);
	return flags | cmd_engines_sync(c);
}

/* hint: the engine playing (or --hint's) suggests a move for the side to move. */
int cmd_hint_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct engine_player *p = c->s.hint_engine;
	char *cause = NULL;

	(void)argc, (void)argv;
	if (!p && c->s.hint_command && cmd_engine_start(c, EMPTY, c->s.hint_command) & CMD_FAILED)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	p = c->s.hint_engine;
	for (int w = BLACK; !p && w <= WHITE; w++)
		if (c->s.engine[w])
			p = c->s.engine[w];
	if (!p)
		return cmd_fail(c, _("no engine to ask: start one with :engine, or --hint=gtp:COMMAND"));
	if (c->s.game->phase == PHASE_STOPPED && p->have_dead) /* a player's list: known */
		return compare_dead(c, p);
	if (c->s.game->phase == PHASE_STOPPED ? engine_player_ask_dead(p, c->s.game, &cause) < 0
	                                    : engine_player_hint(p, c->s.game, &cause) < 0) {
		int flags = cmd_failf(c, "%s", cause);

		free(cause);
		return flags;
	}
	if (c->s.game->phase == PHASE_STOPPED)
		cmd_message(c, false, _("%s is looking for dead stones…"), p->name);
	else
		cmd_message(c, false, _("%s is thinking about a move for %s…"), p->name,
		            color_name(c->s.game->to_move));
	return CMD_REDRAW_MESSAGE;
}

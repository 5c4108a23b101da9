/*
 * cmd_clock.c — the clocks of the game in play (cmd.h, struct cmd_clock) and
 * the commands time, pause, bell and flash.
 *
 * The clock follows the game rather than the commands: cmd_run() charges
 * the time gone by before a command (so a move typed after the flag fell is
 * refused: the game is over), and after it sets the running side from the
 * game's state (cmd_clock_follow).  Time itself comes from the front end
 * (cmd_ctx.now_ms); the tests give a synthetic one.
 *
 * The move in progress: what the side to move has used since its clock
 * started (moving, move_ms) goes into the record as it grows (TMU,
 * sgfclock.c), so the autosave holds it, and a game opened again charges it
 * (cmd_clock_opened): quitting, a signal or a dropped link never gives the
 * time back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "record/record.h"
#include "rules/endgame.h"
#include "base/i18n.h"
#include "base/util.h"

static bool has_clock(const struct cmd_ctx *c)
{
	return c->s.clock.clock.spec.system != CLOCK_NONE;
}

/* Both clocks full (stopped), no pause, no calls. */
static void clock_reset(struct cmd_ctx *c, const struct clock_spec *spec)
{
	struct cmd_clock *k = &c->s.clock;

	clock_init(&k->clock, spec);
	memset(k->pause_asked, 0, sizeof k->pause_asked);
	memset(k->call, 0, sizeof k->call);
	k->moving = EMPTY;
	k->move_ms = 0;
	k->last = c->s.now_ms ? c->s.now_ms() : 0;
}

/* who's clock ran ms more on the move in progress: the record knows it. */
static void thinking(struct cmd_ctx *c, enum color who, int64_t ms)
{
	struct cmd_clock *k = &c->s.clock;

	if (k->moving != who) { /* another side's move (an undo, say) */
		k->moving = who;
		k->move_ms = 0;
	}
	k->move_ms += ms;
	if (c->s.record)
		record_clock_inmove(c->s.record, who, k->move_ms);
}

void cmd_clock_start(struct cmd_ctx *c, const struct clock_spec *spec)
{
	clock_reset(c, spec);
	if (c->s.record)
		record_clock_new(c->s.record, spec);
	cmd_clock_follow(c, c->s.game->nmoves); /* Black's clock runs from the start */
}

/* The flag fell: the game is lost on time (Chinese competition rule 3). */
static int flag_fell(struct cmd_ctx *c, enum color who)
{
	char why[CMD_MESSAGE_MAX];

	if (!endgame_time_loss(c->s.game, who))
		return 0;
	cmd_mode_game_over(c);
	c->s.saved = false;
	cmd_result_reason(c->s.game, why, sizeof why);
	cmd_message(c, true, "%s", why);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* What a charge did: the call shown, the flag. */
static int news_shown(struct cmd_ctx *c, const struct clock_news *n)
{
	struct cmd_clock *k = &c->s.clock;
	char said[sizeof k->call[0]];
	int flags = CMD_REDRAW_CLOCK;

	if (n->who == EMPTY)
		return 0;
	if (*clock_call_sentence(&k->clock, n, said, sizeof said)) {
		snprintf(k->call[n->who], sizeof k->call[n->who], "%s", said);
		k->calls++;
		/* said on the message line, in words; the clock beside shows the
		   time left alone */
		cmd_message(c, false, "%s", said);
		flags |= CMD_REDRAW_MESSAGE;
	}
	return flags | (n->flag ? flag_fell(c, n->who) : 0);
}

int cmd_clock_tick(struct cmd_ctx *c)
{
	struct cmd_clock *k = &c->s.clock;
	struct clock_news n;
	int64_t now;

	if (!has_clock(c) || !c->s.now_ms)
		return 0;
	now = c->s.now_ms();
	if (k->clock.running != EMPTY && !k->clock.side[k->clock.running].flagged)
		thinking(c, k->clock.running, now - k->last);
	n = clock_advance(&k->clock, now - k->last);
	k->last = now;
	return news_shown(c, &n);
}

void cmd_clock_opened(struct cmd_ctx *c)
{
	struct clock_spec none = { .system = CLOCK_NONE };
	int64_t used = c->s.record ? record_clock_inmove_ms(c->s.record, c->s.game) : 0;

	clock_reset(c, c->s.record ? &c->s.record->clock.spec : &none);
	for (enum color who = BLACK; c->s.record && who <= WHITE; who++) {
		int64_t ms;
		int count;

		if (record_clock_left(c->s.record, c->s.game, who, &ms, &count))
			clock_set_left(&c->s.clock.clock, who, ms, count);
	}
	if (used > 0) { /* TMU: the time the move in progress had taken */
		struct clock_news n;

		clock_run(&c->s.clock.clock, c->s.game->to_move);
		n = clock_advance(&c->s.clock.clock, used);
		thinking(c, c->s.game->to_move, used);
		(void)news_shown(c, &n);
	}
	if (c->s.record && record_clock_paused(c->s.record, c->s.game))
		cmd_mode_enter(c, MODE_PAUSED); /* TPA: paused when it was left */
	cmd_clock_follow(c, c->s.game->nmoves);
}

void cmd_clock_charged(const struct cmd_ctx *c, char *note, size_t len)
{
	const struct cmd_clock *k = &c->s.clock;
	char why[CMD_MESSAGE_MAX], how[64];
	size_t n;

	note[0] = '\0';
	if (k->moving != EMPTY && k->move_ms > 0) {
		if (c->s.game->phase == PHASE_FINISHED)
			cmd_result_reason(c->s.game, why, sizeof why);
		else
			snprintf(why, sizeof why, _("%s had used %lld s on this move: charged."),
			         color_name(k->moving), (long long)(k->move_ms / 1000));
		snprintf(note, len, " %s", why);
	}
	n = strlen(note);
	if (cmd_mode_game(c) != MODE_PAUSED || n + 1 >= len)
		return;
	snprintf(why, sizeof why, _("The game is paused: both players %s to play on."),
	         cmd_key_or_command(c, ":pause", how, sizeof how)); /* opened paused (TPA) */
	snprintf(note + n, len - n, " %s", why);
}

void cmd_clock_suspended(struct cmd_ctx *c, int64_t ms)
{
	c->s.clock.last += ms;
}

int cmd_clock_wait(const struct cmd_ctx *c)
{
	return c->s.now_ms ? clock_wait_ms(&c->s.clock.clock) : -1;
}

char *cmd_clock_text(const struct cmd_ctx *c, enum color who, bool ascii, char *buf,
                     size_t len)
{
	char t[32];

	if (!has_clock(c)) {
		buf[0] = '\0';
		return buf;
	}
	clock_format(&c->s.clock.clock, who, ascii, t, sizeof t);
	if (cmd_mode_game(c) == MODE_PAUSED)
		snprintf(buf, len, _("%s  paused"), t);
	else
		snprintf(buf, len, "%s", t);
	return buf;
}

void cmd_clock_follow(struct cmd_ctx *c, int nmoves_before)
{
	struct cmd_clock *k = &c->s.clock;
	const struct game *g = c->s.game;
	/* the clock follows the game, not what the screen shows: a review or
	 * the problems in the middle of a game are thinking time; so is the
	 * time taken to seal a move */
	enum cmd_mode m = cmd_mode_game(c);
	bool runs = (m == MODE_PLAYING || m == MODE_SEALING) && !c->s.sealed;

	if (!has_clock(c))
		return;
	if (g->nmoves > nmoves_before) { /* a move ended: byo-yomi starts again … */
		enum color who = g->moves[g->nmoves - 1].color;

		clock_moved(&k->clock, who);
		if (c->s.record) /* BL/OB, WL/OW */
			record_clock_moved(c->s.record, g->nmoves, clock_left_ms(&k->clock, who),
			                   clock_left_count(&k->clock, who));
		k->call[who][0] = '\0';
		memset(k->pause_asked, 0, sizeof k->pause_asked);
		k->moving = EMPTY; /* the next move starts from nothing */
		k->move_ms = 0;
		if (c->s.record)
			record_clock_inmove(c->s.record, EMPTY, 0);
	}
	clock_run(&k->clock, runs ? g->to_move : EMPTY);
}

/* ---- the commands ---- */

static int show_clocks(struct cmd_ctx *c)
{
	char spec[64], b[96], w[96];

	if (!has_clock(c)) {
		cmd_message(c, false, "%s", _("No clock (:time SPEC before the first move sets one)."));
		return CMD_REDRAW_MESSAGE;
	}
	cmd_message(c, false, _("Clock %s: Black %s, White %s"),
	            clock_spec_format(&c->s.clock.clock.spec, spec, sizeof spec),
	            cmd_clock_text(c, BLACK, true, b, sizeof b),
	            cmd_clock_text(c, WHITE, true, w, sizeof w));
	return CMD_REDRAW_MESSAGE;
}

int cmd_time_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct clock_spec spec;
	char *cause = NULL, buf[64];

	if (argc == 0)
		return show_clocks(c);
	if (c->s.game->nmoves > 0 || c->s.game->moves_before_setup > 0)
		return cmd_fail(c, _("the clock is set before the first move (:new starts a game)"));
	if (clock_spec_parse(argv[0], &spec, &cause) < 0) {
		int flags = cmd_failf(c, _("time: %s"), cause);

		free(cause);
		return flags;
	}
	cmd_clock_start(c, &spec);
	if (spec.system == CLOCK_NONE)
		cmd_message(c, false, "%s", _("No clock."));
	else
		cmd_message(c, false, _("Clock: %s for each player."),
		            clock_spec_format(&spec, buf, sizeof buf));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* 暫停 (Chinese competition rule 5): both players ask, then the game is
 * paused (MODE_PAUSED: no move, both clocks stopped); both ask again to play
 * on.  asked[] holds who has asked for the change to come. */
static int pause_ask(struct cmd_ctx *c, int argc, char **argv, bool *both)
{
	struct cmd_clock *k = &c->s.clock;
	enum color who = k->pause_asked[c->s.game->to_move] ? color_other(c->s.game->to_move) :
	                                                   c->s.game->to_move;
	int flags = cmd_color_arg(c, argc, argv, who, _("pause takes black or white (who asks)"),
	                          &who);

	if (flags)
		return flags;
	k->pause_asked[who] = true;
	*both = k->pause_asked[color_other(who)];
	if (*both)
		memset(k->pause_asked, 0, sizeof k->pause_asked);
	else if (cmd_mode(c) == MODE_PAUSED)
		cmd_message(c, false, _("%s asks to play on; %s must ask too (%s)."), color_name(who),
		            color_name(color_other(who)), cmd_key(c, ":pause"));
	else
		cmd_message(c, false, _("%s asks for a pause; %s must ask too (%s)."), color_name(who),
		            color_name(color_other(who)), cmd_key(c, ":pause"));
	return 0;
}

int cmd_pause_exec(struct cmd_ctx *c, int argc, char **argv)
{
	bool both = false;
	int flags;

	if (!has_clock(c))
		return cmd_fail(c, _("there is no clock to pause"));
	if (cmd_mode(c) != MODE_PAUSED && c->s.game->phase != PHASE_PLAYING)
		return cmd_fail(c, _("a pause is for a game in play"));
	if ((flags = pause_ask(c, argc, argv, &both)) || !both)
		return flags ? flags : CMD_REDRAW_MESSAGE;
	if (c->s.record) /* every write of the record has it (TPA); a new clock or
	                    a record read sets it again, a finished game never has it */
		record_clock_pause(c->s.record, cmd_mode(c) != MODE_PAUSED);
	if (cmd_mode(c) == MODE_PAUSED) {
		cmd_mode_leave(c, MODE_PAUSED);
		cmd_message(c, false, "%s", _("The pause is over: both asked, play goes on."));
	} else {
		cmd_mode_enter(c, MODE_PAUSED);
		cmd_message(c, false, _("Both asked: the game is paused, both clocks stopped, no move "
		                        "(%s by both plays on)."),
		            cmd_key(c, ":pause"));
	}
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* on, off, or alone a toggle: 0, or -1 for another word. */
static int on_off(bool *flag, int argc, char **argv)
{
	if (argc == 0)
		*flag = !*flag;
	else if (!strcmp(argv[0], "on") || !strcmp(argv[0], "off"))
		*flag = !strcmp(argv[0], "on");
	else
		return -1;
	return 0;
}

int cmd_bell_exec(struct cmd_ctx *c, int argc, char **argv)
{
	if (on_off(&c->s.clock.bell, argc, argv) < 0)
		return cmd_fail(c, _("bell takes on or off"));
	cmd_message(c, false, "%s", c->s.clock.bell ? _("The bell rings on byo-yomi calls.") :
	                                           _("No bell on byo-yomi calls."));
	return CMD_REDRAW_MESSAGE;
}

int cmd_flash_exec(struct cmd_ctx *c, int argc, char **argv)
{
	if (on_off(&c->s.clock.flash, argc, argv) < 0)
		return cmd_fail(c, _("flash takes on or off"));
	cmd_message(c, false, "%s", c->s.clock.flash ? _("The screen flashes on byo-yomi calls.") :
	                                            _("No flash on byo-yomi calls."));
	return CMD_REDRAW_MESSAGE;
}

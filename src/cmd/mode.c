/*
 * mode.c — the session's mode: entering and leaving each, and the words
 * that refuse a command the mode does not allow (see mode.h for the modes
 * and their transitions).
 *
 * The stored mode is a small stack (cmd_ctx.mode_stack): entering pushes
 * the mode left behind, leaving pops back to it, so PICKING returns to
 * whatever it came over and EDITING begun in play returns to play.
 */
#include "cmd/mode.h"

#include <stdbool.h>
#include <stdio.h>

#include "base/i18n.h"
#include "cmd/cmd.h"
#include "cmd/cmd_int.h"

enum cmd_mode cmd_mode(const struct cmd_ctx *c)
{
	return c->s.mode != MODE_PLAYING ? c->s.mode : cmd_mode_game(c);
}

static bool over_game(enum cmd_mode m)
{
	return m == MODE_REVIEWING || m == MODE_EDITING || m == MODE_SOLVING ||
	       m == MODE_PICKING;
}

enum cmd_mode cmd_mode_game(const struct cmd_ctx *c)
{
	enum cmd_mode m = c->s.mode;

	for (int i = c->s.mode_depth; over_game(m) && i > 0;)
		m = c->s.mode_stack[--i];
	if (over_game(m))
		m = MODE_PLAYING;
	if (m != MODE_PLAYING)
		return m;
	switch (c->s.game->phase) {
	case PHASE_STOPPED: return MODE_STOPPED;
	case PHASE_CONFIRMING: return MODE_CONFIRMING;
	case PHASE_FINISHED: return MODE_FINISHED;
	default: return MODE_PLAYING;
	}
}

const char *cmd_mode_name(enum cmd_mode m)
{
	static const char *const names[MODE_COUNT] = {
		"playing", "stopped", "confirming", "finished", "handicap", "paused",
		"sealing", "reviewing", "editing", "solving", "picking",
	};

	return m < MODE_COUNT ? names[m] : "?";
}

void cmd_mode_enter(struct cmd_ctx *c, enum cmd_mode m)
{
	if (c->s.mode == m)
		return;
	if (c->s.mode_depth < CMD_MODE_DEPTH)
		c->s.mode_stack[c->s.mode_depth++] = c->s.mode;
	c->s.mode = m;
}

static bool entered(const struct cmd_ctx *c, enum cmd_mode m)
{
	if (c->s.mode == m)
		return true;
	for (int i = 0; i < c->s.mode_depth; i++)
		if (c->s.mode_stack[i] == m)
			return true;
	return false;
}

void cmd_mode_leave(struct cmd_ctx *c, enum cmd_mode m)
{
	enum cmd_mode was;

	if (m == MODE_PLAYING || !entered(c, m))
		return;
	/* m may lie under the mode now (a review closed while editing):
	 * what was entered over it goes with it */
	do {
		was = c->s.mode;
		c->s.mode = c->s.mode_depth > 0 ? c->s.mode_stack[--c->s.mode_depth] : MODE_PLAYING;
	} while (was != m);
}

void cmd_mode_new_game(struct cmd_ctx *c)
{
	while (c->s.mode == MODE_HANDICAP || c->s.mode == MODE_PAUSED || c->s.mode == MODE_SEALING)
		cmd_mode_leave(c, c->s.mode);
}

void cmd_mode_game_over(struct cmd_ctx *c)
{
	if (c->s.game->phase != PHASE_FINISHED)
		return;
	cmd_mode_leave(c, MODE_PAUSED);
	cmd_mode_leave(c, MODE_SEALING);
}

/* What leaves the mode now, for the refusal. */
static int refuse_in(struct cmd_ctx *c, enum cmd_mode m)
{
	char how[64], why[CMD_MESSAGE_MAX - 64];

	switch (m) {
	case MODE_FINISHED:
		cmd_result_reason(c->s.game, why, sizeof why);
		return cmd_failf(c, _("The game is over: %s"), why);
	case MODE_PAUSED:
		return cmd_failf(c, _("the game is paused: both players %s to play on"),
		                 cmd_key_or_command(c, ":pause", how, sizeof how));
	case MODE_SEALING:
		return cmd_failf(c, _("the next move is sealed: play it, or %s again to play on"),
		                 cmd_key_or_command(c, ":seal", how, sizeof how));
	case MODE_HANDICAP:
		return cmd_failf(c, _("place the handicap stones first (%s takes one back)"),
		                 cmd_key(c, ":undo"));
	case MODE_EDITING:
		return cmd_failf(c, _("in edit mode: %s leaves it first"), cmd_key(c, ":edit"));
	case MODE_REVIEWING:
		return cmd_failf(c, _("in review: %s goes back to play first"),
		                 cmd_key_or_command(c, ":review", how, sizeof how));
	case MODE_SOLVING:
		return cmd_failf(c, _("in the problems: %s goes back to the game first"),
		                 cmd_key_or_command(c, ":problems off", how, sizeof how));
	case MODE_CONFIRMING:
		return cmd_failf(c, _("in the confirmation (Art. 7-2): %s ends it first"),
		                 cmd_key_or_command(c, ":confirm-end", how, sizeof how));
	case MODE_PICKING:
		return cmd_fail(c, _("a list is open: pick N opens its game N, pick cancel closes it"));
	default:
		return cmd_failf(c, _("not now: %s"), cmd_mode_name(m));
	}
}

int cmd_mode_refuse(struct cmd_ctx *c, const struct cmd_entry *e)
{
	char how[64];

	/* a command of one mode only, asked for outside it: what opens it */
	if (e->modes == MODE_BIT(MODE_SOLVING) && !entered(c, MODE_SOLVING)) /* not under a list */
		return cmd_failf(c, _("no problems are open: %s opens them"), cmd_key(c, ":problems"));
	if (!(e->modes & MODES_GAME) && (MODE_BIT(cmd_mode(c)) & MODES_LIVE))
		return cmd_failf(c, _("not reviewing: %s starts a review of the record"),
		                 cmd_key_or_command(c, ":review", how, sizeof how));
	return refuse_in(c, cmd_mode(c));
}

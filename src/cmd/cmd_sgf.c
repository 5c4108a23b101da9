/*
 * cmd_sgf.c — the commands that touch files: save, load (a file, or a
 * kept game by its name or number) and seal (the
 * sealed move of an adjourned game), and what the context needs when a
 * record is opened, autosaved (cmd_autosave), kept in the archive
 * (cmd_archive) or resumed from an autosave.  The record itself (game
 * information, the opened file's tree, the save name, the autosave) is
 * record.c's; these handlers only turn its results into messages.
 */
#include "cmd/cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "record/archive.h"
#include "record/record.h"
#include "base/util.h"

/* "~/x" is $HOME/x, as a shell would say (completion writes it so). */
char *cmd_expand_path(const char *path)
{
	const char *home = getenv("HOME");
	struct sbuf b;

	if (path[0] != '~' || path[1] != '/' || !home || !*home)
		return xstrdup(path);
	sbuf_init(&b);
	sbuf_printf(&b, "%s%s", home, path + 1);
	return b.s;
}

/* What load opens: the file, else (a name that is no file and has no '/')
 * the kept game of that file name or --games number, as --review takes
 * it (the : line completes those names, ui/cmdline.c). */
static char *load_path(const char *arg)
{
	char *path = cmd_expand_path(arg), *kept;

	if (access(path, F_OK) == 0 || strchr(arg, '/'))
		return path;
	if (!(kept = archive_pick(NULL, arg, NULL)))
		return path;
	free(path);
	return kept;
}

void cmd_record_new_game(struct cmd_ctx *c)
{
	if (c->s.record)
		record_new_game(c->s.record, c->s.name[BLACK], c->s.name[WHITE]);
}

void cmd_record_leave(struct cmd_ctx *c, char *note, size_t len)
{
	char *kept = NULL, *cause = NULL, *shown = NULL;
	int rc;

	note[0] = '\0';
	if (!c->s.record || c->s.saved)
		return;
	rc = record_leave(c->s.record, &kept, &cause);
	if (rc > 0) {
		snprintf(note, len, "%s", _(" The game left stays autosaved."));
	} else if (rc < 0) {
		shown = text_sanitize(cause ? cause : "");
		snprintf(note, len, _(" The game left could not be kept: %s"), shown);
	}
	free(shown);
	free(kept);
	free(cause);
}

int cmd_archive(struct cmd_ctx *c)
{
	const char *name[3] = { NULL, NULL, NULL };
	char *cause = NULL, *shown;
	int rc;

	if (!c->s.record)
		return 0;
	for (int who = BLACK; who <= WHITE; who++)
		name[who] = c->s.name[who] ? c->s.name[who] : cmd_engine_name(c, (enum color)who);
	rc = record_archive(c->s.record, c->s.game, NULL, name[BLACK], name[WHITE], &cause);
	if (rc > 0)
		c->s.saved = true; /* kept: nothing to lose by quitting */
	if (rc >= 0)
		return 0;
	shown = text_sanitize(cause ? cause : "");
	cmd_message(c, true, _("The finished game could not be kept: %s"), shown);
	free(shown);
	free(cause);
	return CMD_REDRAW_MESSAGE;
}

/* autosave_problem = "No autosave: CAUSE" (at start) or "Autosave
 * failing: CAUSE", sanitized; CMD_REDRAW_STATUS when the text changed. */
static int autosave_problem(struct cmd_ctx *c, bool start, const char *cause)
{
	char *shown = text_sanitize(cause ? cause : "");
	char was[CMD_MESSAGE_MAX];

	snprintf(was, sizeof was, "%s", c->s.autosave_problem);
	snprintf(c->s.autosave_problem, sizeof c->s.autosave_problem,
	         start ? _("No autosave: %s") : _("Autosave failing: %s"), shown);
	free(shown);
	return strcmp(was, c->s.autosave_problem) ? CMD_REDRAW_STATUS : 0;
}

int cmd_autosave_start(struct cmd_ctx *c)
{
	char *cause = NULL;
	int flags = 0;

	if (c->s.record && record_autosave_start(c->s.record, NULL, &cause) < 0)
		flags = autosave_problem(c, true, cause) | CMD_REDRAW_STATUS |
		        CMD_SAY_AUTOSAVE;
	free(cause);
	return flags;
}

int cmd_autosave(struct cmd_ctx *c)
{
	struct record *r = c->s.record;
	int flags = cmd_archive(c); /* a finished game is kept, and so saved */
	char *cause = NULL;

	if (!r || !r->autosave)
		return flags; /* no autosave at all: said once and for all at start */
	if (record_autosave(r, c->s.game, c->s.saved, &cause) < 0) {
		if (!c->s.autosave_problem[0])
			flags |= CMD_SAY_AUTOSAVE;
		flags |= autosave_problem(c, false, cause);
	} else if (!r->autosave->dirty && c->s.autosave_problem[0]) {
		c->s.autosave_problem[0] = '\0';
		flags |= CMD_REDRAW_STATUS;
	}
	free(cause);
	return flags;
}

void cmd_message_note(struct cmd_ctx *c, const char *note)
{
	char m[CMD_MESSAGE_MAX];

	if (!*note)
		return;
	snprintf(m, sizeof m, "%s", c->message);
	cmd_message(c, c->message_error, "%s%s", m, note);
}

static void set_name(struct cmd_ctx *c, enum color who, const char *name)
{
	free(c->s.name[who]);
	c->s.name[who] = name && *name ? text_sanitize(name) : NULL;
}

/* The file held a sealed move, now played (record_seal_read): say which.
 * The game differs from the file from now on (the autosave keeps it). */
static void say_revealed(struct cmd_ctx *c, bool warned)
{
	const struct record_seal *m = &c->s.record->revealed;
	char v[8], note[CMD_MESSAGE_MAX];

	snprintf(note, sizeof note, "%s", warned ? c->message : "");
	c->s.saved = false;
	cmd_message(c, false, _("The sealed move is revealed: %s %s (move %d). %s to play."),
	            color_name(m->who), board_vertex_name(&c->s.game->board, m->point, v),
	            game_move_number(c->s.game), color_name(c->s.game->to_move));
	if (warned)
		cmd_message_note(c, " ");
	cmd_message_note(c, note);
}

int cmd_opened(struct cmd_ctx *c, const char *path, const struct sgf_msgs *m)
{
	struct game *g = c->s.game;
	const struct board *b = &g->board;
	int last = game_last_move(g);
	char *shown, note[CMD_MESSAGE_MAX / 2];

	set_name(c, BLACK, c->s.record ? c->s.record->info.black : NULL);
	set_name(c, WHITE, c->s.record ? c->s.record->info.white : NULL);
	c->s.free_total = c->s.nfree = 0;
	c->s.cursor = last >= 0 ? last : board_point(b, b->size / 2, b->size / 2);
	c->s.aids = cmd_aids_default(c);
	c->s.saved = true;
	c->verdict[0] = '\0';
	c->s.sealed = false;
	cmd_mode_new_game(c);
	cmd_clock_opened(c); /* TM, OT, BL/WL: the clocks go on */
	if (m && m->n > m->nnotes) {
		int problems = m->n - m->nnotes, first = 0;

		while (first < m->n - 1 && strstr(m->v[first], _("note: ")))
			first++; /* the first problem, with its line:col; --check lists them all */
		shown = text_sanitize(m->v[first]);
		if (problems > 1)
			cmd_message(c, true, _("%s (and %d more: tengen --check lists them)"), shown,
			            problems - 1);
		else
			cmd_message(c, true, "%s", shown);
	} else if (m && m->n > 0) { /* a quirk read as meant: "Fox komi 750 read as 7.5" */
		shown = text_sanitize(m->v[0]);
		cmd_message(c, false, "%s", shown);
	} else if (g->phase == PHASE_FINISHED) { /* nobody is to play: its result */
		char re[64];

		shown = text_sanitize(path);
		cmd_message(c, false, ngettext("Opened %s: %d move, the game is over: %s.",
		                               "Opened %s: %d moves, the game is over: %s.",
		                               game_move_number(g)),
		            shown, game_move_number(g), game_result_text(g, re, sizeof re));
	} else {
		shown = text_sanitize(path);
		cmd_message(c, false, ngettext("Opened %s: %d move, %s to play.",
		                               "Opened %s: %d moves, %s to play.", game_move_number(g)),
		            shown, game_move_number(g),
		            color_name(cmd_to_move(g))); /* a confirmation's, if one is open */
	}
	free(shown);
	if (c->s.record && c->s.record->revealed.who != EMPTY)
		say_revealed(c, m && m->n > 0);
	cmd_clock_charged(c, note, sizeof note);
	cmd_message_note(c, note);
	return CMD_REDRAW_ALL;
}

/* "Not saved: REASON (PATH)": the reason first ("cannot write PATH:
 * REASON"), so that a long path never pushes it off the line. */
static int save_failed(struct cmd_ctx *c, const char *path, const char *cause, const char *then)
{
	char *shown = text_sanitize(cause ? cause : path), *why = strrchr(shown, ':');

	if (why && why[1] == ' ') {
		*why = '\0';
		cmd_message(c, true, _("Not saved: %s (%s). %s"), why + 2, shown, then);
	} else {
		cmd_message(c, true, _("Not saved: %s. %s"), shown, then);
	}
	free(shown);
	return CMD_FAILED | CMD_REDRAW_MESSAGE;
}

int cmd_save_exec(struct cmd_ctx *c, int argc, char **argv)
{
	char *path, *cause = NULL, *shown;
	int flags;

	if (!c->s.record)
		return cmd_fail(c, _("saving is not available here"));
	if (argc == 0 && !c->s.record->path)
		return cmd_fail(c, _("save needs a file name the first time: save FILE"));
	path = cmd_expand_path(argc ? argv[0] : c->s.record->path);
	if (record_save(c->s.record, c->s.game, path, &cause) < 0) {
		flags = save_failed(c, path, cause, _("The game is still here."));
		free(cause);
		free(path);
		return flags;
	}
	c->s.saved = true;
	shown = text_sanitize(path);
	cmd_message(c, false, ngettext("Saved %d move to %s.",
	                               "Saved %d moves to %s.", game_move_number(c->s.game)),
	            game_move_number(c->s.game), shown);
	free(shown);
	free(path);
	return CMD_REDRAW_MESSAGE | CMD_REDRAW_STATUS;
}

int cmd_load_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct sgf_msgs m;
	char *path, note[CMD_MESSAGE_MAX];
	int flags;

	(void)argc;
	if (!c->s.record)
		return cmd_fail(c, _("loading is not available here"));
	if (!c->s.saved && !c->bang)
		return cmd_fail(c, _("the game is not saved: save it first, or load! FILE drops it"));
	path = load_path(argv[0]);
	sgf_msgs_init(&m);
	if (record_open(c->s.record, c->s.game, path, &m) < 0) {
		char *shown = text_sanitize(m.n ? m.v[m.n - 1] : path);

		cmd_message(c, true, "%s", shown);
		free(shown);
		flags = CMD_FAILED | CMD_REDRAW_MESSAGE;
	} else {
		cmd_record_leave(c, note, sizeof note);
		flags = cmd_opened(c, path, &m);
		cmd_message_note(c, note);
	}
	sgf_msgs_free(&m);
	free(path);
	return flags;
}

/* ---- the sealed move (封棋, Chinese competition rule 5) ---- */

/* Why the player to move cannot seal now, as flags; 0 when they can. */
static int seal_refused(struct cmd_ctx *c)
{
	if (!c->s.record)
		return cmd_fail(c, _("sealing a move is not available here"));
	if (c->s.sealed)
		return cmd_fail(c, _("the game is adjourned: a move is sealed already"));
	if (c->s.game->phase != PHASE_PLAYING)
		return cmd_fail(c, _("a move is sealed only while play runs"));
	return 0;
}

/* Write the game with its sealed move: to file, else the save name, else
 * the autosave; *where the file (a new string).  0, or failure flags. */
static int seal_save(struct cmd_ctx *c, const char *file, char **where)
{
	struct record *r = c->s.record;
	char *cause = NULL;
	int flags = 0;

	*where = file || r->path ? cmd_expand_path(file ? file : r->path) : NULL;
	if (*where && record_save(r, c->s.game, *where, &cause) == 0)
		c->s.saved = true;
	else if (*where)
		flags = save_failed(c, *where, cause, _("Nothing is sealed."));
	else if (!r->autosave)
		flags = cmd_fail(c, _("seal needs a file here (no autosave): seal POINT FILE"));
	else if (record_autosave(r, c->s.game, false, &cause) < 0) /* kept: not "saved" */
		flags = save_failed(c, r->autosave->path, cause, _("Nothing is sealed."));
	else
		*where = xstrdup(r->autosave->path);
	free(cause);
	return flags;
}

int cmd_seal_point(struct cmd_ctx *c, int p, const char *file)
{
	struct game *g = c->s.game;
	enum color who = g->to_move;
	struct record_seal m = { .who = who, .point = p, .ms = -1 };
	struct clock k = c->s.clock.clock;
	enum move_status st;
	char *where = NULL, *shown, v[8];
	int flags = seal_refused(c);

	if (flags)
		return flags;
	if (p == NO_POINT)
		return cmd_fail(c, _("that is not a point of this board (e.g. D4, or pass)"));
	st = game_legal(g, who, p); /* refused now, never found illegal when revealed */
	if (st != MOVE_OK)
		return cmd_failf(c, _("Cannot seal %s: %s"), board_vertex_name(&g->board, p, v),
		                 move_status_strerror(st));
	if (k.spec.system != CLOCK_NONE) { /* the clock as the move will leave it */
		clock_moved(&k, who);
		m.ms = clock_left_ms(&k, who);
		m.count = clock_left_count(&k, who);
	}
	record_seal(c->s.record, &m);
	flags = seal_save(c, file, &where);
	if (flags) {
		record_seal(c->s.record, NULL);
		free(where);
		return flags;
	}
	cmd_mode_leave(c, MODE_SEALING);
	c->s.sealed = true; /* the clocks stop (cmd_clock_follow) */
	shown = text_sanitize(where);
	cmd_message(c, false, _("%s's move is sealed in %s. Opening it again (tengen FILE, :load, "
	                        "or resuming the autosave) reveals the move and play goes on."),
	            color_name(who), shown);
	free(shown);
	free(where);
	return CMD_QUIT | CMD_REDRAW_MESSAGE;
}

int cmd_seal_exec(struct cmd_ctx *c, int argc, char **argv)
{
	int flags;

	if (argc > 0)
		return cmd_seal_point(c, board_parse_vertex(&c->s.game->board, argv[0]),
		                      argc > 1 ? argv[1] : NULL);
	if (cmd_mode(c) == MODE_SEALING) {
		cmd_mode_leave(c, MODE_SEALING);
		cmd_message(c, false, "%s", _("Not sealing: the next move is played as usual."));
		return CMD_REDRAW_MESSAGE;
	}
	if ((flags = seal_refused(c)))
		return flags;
	cmd_mode_enter(c, MODE_SEALING);
	cmd_message(c, false, _("Sealing %s's move: %s at the point (or pass) seals it unseen; "
	                        ":seal again plays as usual."),
	            color_name(c->s.game->to_move), cmd_key(c, ":play"));
	return CMD_REDRAW_MESSAGE;
}

/* ---- autosaves of earlier runs (offered by the front ends at start) ---- */

void cmd_ask_resume(struct cmd_ctx *c, const char *path, int more)
{
	char *d = record_describe(path), *shown = text_sanitize(d ? d : path);

	/* short, so that the game's line fits 80 columns whole */
	if (more)
		cmd_message(c, true, _("Resume? (y/n; %d more) %s"), more, shown);
	else
		cmd_message(c, true, _("Resume? (y/n) %s"), shown);
	free(shown);
	free(d);
}

int cmd_resume_autosave(struct cmd_ctx *c, const char *path)
{
	struct record *r = c->s.record;
	struct sgf_msgs m;
	char *cause = NULL;
	int flags;

	if (!r)
		return cmd_fail(c, _("resuming a game is not available here"));
	sgf_msgs_init(&m);
	if (record_open(r, c->s.game, path, &m) < 0) {
		char *shown = text_sanitize(m.n ? m.v[m.n - 1] : path);

		flags = cmd_fail(c, shown);
		free(shown);
		sgf_msgs_free(&m);
		return flags;
	}
	free(r->path); /* `save` does not write into the autosave */
	r->path = NULL;
	flags = cmd_opened(c, path, &m);
	c->s.saved = false; /* it is only in an autosave */
	(void)record_autosave(r, c->s.game, false, &cause); /* ours holds it now … */
	free(cause);
	autosave_discard(path); /* … so the old one goes */
	if (m.n == 0 && r->revealed.who == EMPTY && c->s.game->phase != PHASE_FINISHED) {
		char note[CMD_MESSAGE_MAX / 2]; /* else: the sealed move revealed, the flag */

		if (endgame_confirming(c->s.game)) /* as the status area says */
			cmd_message(c, false,
			            _("Resumed the autosaved game: move %d, %s to play in the "
			              "confirmation."),
			            game_move_number(c->s.game), color_name(cmd_to_move(c->s.game)));
		else
			cmd_message(c, false, _("Resumed the autosaved game: move %d, %s to play."),
			            game_move_number(c->s.game), color_name(c->s.game->to_move));
		cmd_clock_charged(c, note, sizeof note);
		cmd_message_note(c, note);
	}
	sgf_msgs_free(&m);
	return flags;
}

void cmd_decline_autosave(struct cmd_ctx *c, const char *path)
{
	char *to = autosave_decline(path);

	if (to) {
		char *shown = text_sanitize(to);

		cmd_message(c, false, ngettext("Not resumed; kept %d day as %s",
		                             "Not resumed; kept %d days as %s", AUTOSAVE_KEEP_DAYS),
		            AUTOSAVE_KEEP_DAYS, shown);
		free(shown);
	}
	free(to);
}

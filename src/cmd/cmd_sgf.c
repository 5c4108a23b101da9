/*
 * cmd_sgf.c — the commands that touch files: save and load (SGF), and what
 * the context needs when a record is opened.  The record itself (game
 * information, the opened file's tree, the save name, the autosave) is
 * record.c's; these handlers only turn its results into messages.
 */
#include "cmd/cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "record/record.h"
#include "base/util.h"

/* "~/x" is $HOME/x, as a shell would say (completion writes it so). */
static char *expand_path(const char *path)
{
	const char *home = getenv("HOME");
	struct sbuf b;

	if (path[0] != '~' || path[1] != '/' || !home || !*home)
		return xstrdup(path);
	sbuf_init(&b);
	sbuf_printf(&b, "%s%s", home, path + 1);
	return b.s;
}

void cmd_record_new_game(struct cmd_ctx *c)
{
	if (c->record)
		record_new_game(c->record, c->name[BLACK], c->name[WHITE]);
}

void cmd_record_leave(struct cmd_ctx *c, char *note, size_t len)
{
	char *kept = NULL, *cause = NULL, *shown = NULL;
	int rc;

	note[0] = '\0';
	if (!c->record || c->saved)
		return;
	rc = record_leave(c->record, &kept, &cause);
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
	free(c->name[who]);
	c->name[who] = name && *name ? text_sanitize(name) : NULL;
}

int cmd_opened(struct cmd_ctx *c, const char *path, const struct sgf_msgs *m)
{
	struct game *g = c->game;
	const struct board *b = &g->board;
	int last = game_last_move(g);
	char *shown;

	set_name(c, BLACK, c->record ? c->record->info.black : NULL);
	set_name(c, WHITE, c->record ? c->record->info.white : NULL);
	c->free_total = c->nfree = 0;
	c->cursor = last >= 0 ? last : board_point(b, b->size / 2, b->size / 2);
	c->aids = b->size <= 9;
	c->saved = true;
	c->verdict[0] = '\0';
	cmd_clock_opened(c); /* TM, OT, BL/WL: the clocks go on */
	if (m && m->n > 0) {
		/* the first problem, with its line:col; --check lists them all */
		shown = text_sanitize(m->v[0]);
		if (m->n > 1)
			cmd_message(c, true, _("%s (and %d more: tengen --check lists them)"), shown,
			            m->n - 1);
		else
			cmd_message(c, true, "%s", shown);
	} else {
		shown = text_sanitize(path);
		cmd_message(c, false, _("Opened %s: %d moves, %s to play."), shown, game_move_number(g),
		            color_name(g->to_move));
	}
	free(shown);
	return CMD_REDRAW_ALL;
}

int cmd_save_exec(struct cmd_ctx *c, int argc, char **argv)
{
	char *path, *cause = NULL, *shown;

	if (!c->record)
		return cmd_fail(c, _("saving is not available here"));
	if (argc == 0 && !c->record->path)
		return cmd_fail(c, _("save needs a file name the first time: save FILE"));
	if (c->free_total)
		return cmd_fail(c, _("place the handicap stones first"));
	path = expand_path(argc ? argv[0] : c->record->path);
	if (record_save(c->record, c->game, path, &cause) < 0) {
		char *why;

		/* the reason first ("cannot write PATH: REASON"), so that a long
		 * path never pushes it off the line */
		shown = text_sanitize(cause ? cause : path);
		why = strrchr(shown, ':');
		if (why && why[1] == ' ') {
			*why = '\0';
			cmd_message(c, true, _("Not saved: %s (%s). The game is still here."), why + 2,
			            shown);
		} else {
			cmd_message(c, true, _("Not saved: %s. The game is still here."), shown);
		}
		free(shown);
		free(cause);
		free(path);
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	}
	c->saved = true;
	shown = text_sanitize(path);
	cmd_message(c, false, _("Saved %d moves to %s."), game_move_number(c->game), shown);
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
	if (!c->record)
		return cmd_fail(c, _("loading is not available here"));
	if (!c->saved && !c->bang)
		return cmd_fail(c, _("the game is not saved: save it first, or load! FILE drops it"));
	path = expand_path(argv[0]);
	sgf_msgs_init(&m);
	if (record_open(c->record, c->game, path, &m) < 0) {
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

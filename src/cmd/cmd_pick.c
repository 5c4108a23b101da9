/*
 * cmd_pick.c — a collection's games to pick from: pick N|cancel.
 *
 * An SGF file may hold several games (a collection).  Opened in review
 * (--review) or as problems, its games are listed first (c->s.pick, drawn
 * by the front end's picker: the players, the result, the size, the
 * name); "pick N" opens game N — in review: the game in play becomes that
 * game of the file (record_open_game), reviewed from its start; as
 * problems: that problem — and "pick cancel" keeps the first.  The
 * problems of a set are listed the same way (cmd_problem_list), where
 * "pick cancel" stays at the problem shown.  With no list open, "pick"
 * and "pick N" offer again the one the program came from: the problems,
 * or the collection the game in play was picked from (when it is saved),
 * where "pick cancel" stays with that game.
 */
#include "cmd/cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "cmd/cmd_int.h"
#include "record/endstate.h"
#include "record/record.h"
#include "record/review.h"
#include "record/sgfgame.h"

void cmd_pick_free(struct cmd_ctx *c)
{
	if (!c->s.pick)
		return;
	for (int i = 0; i < c->s.pick->n; i++)
		free(c->s.pick->rows[i]);
	free(c->s.pick->rows);
	free(c->s.pick->path);
	free(c->s.pick);
	c->s.pick = NULL;
	cmd_mode_leave(c, MODE_PICKING);
}

/* Add ", text" (sanitized) to row when text says something. */
static void row_add(struct sbuf *row, const char *text)
{
	char *clean;

	if (!text || !*text)
		return;
	clean = text_sanitize(text);
	sbuf_printf(row, "%s%s", row->len ? text_list_sep() : "", clean);
	free(clean);
}

/* "3. NAME, Black – White, B+R, DATE, 19×19" */
static char *row_of(const struct sgf_node *root, int i)
{
	struct game_info gi;
	struct sbuf row, players;
	char *out, *result;
	int size = sgf_size(root, NULL);

	game_info_init(&gi);
	sgf_root_info(root, &gi);
	sbuf_init(&row);
	sbuf_init(&players);
	row_add(&row, gi.game_name);
	if (gi.black || gi.white)
		sbuf_printf(&players, "%s – %s", gi.black ? gi.black : "?", gi.white ? gi.white : "?");
	row_add(&row, players.s);
	result = endstate_result_shown(root);
	row_add(&row, result);
	free(result);
	row_add(&row, gi.date);
	if (size > 0)
		sbuf_printf(&row, "%s%d×%d", row.len ? text_list_sep() : "", size, size);
	out = xasprintf("%d. %s", i + 1, row.s ? row.s : "");
	sbuf_free(&players);
	sbuf_free(&row);
	game_info_free(&gi);
	return out;
}

int cmd_pick_offer(struct cmd_ctx *c, const char *path, enum cmd_pick_for purpose)
{
	struct sgf_msgs m;
	struct sgf *s;
	struct cmd_pick *pk;
	int i = 0;

	sgf_msgs_init(&m);
	s = sgf_read_file(path, &m);
	sgf_msgs_free(&m);
	if (!s || s->ngames < 2) {
		sgf_free(s);
		return 0;
	}
	cmd_pick_free(c);
	pk = xcalloc(1, sizeof *pk);
	pk->path = xstrdup(path);
	pk->purpose = purpose;
	pk->cancel = 1;
	pk->rows = xcalloc((size_t)s->ngames, sizeof *pk->rows);
	for (const struct sgf_node *root = s->games; root; root = root->next)
		pk->rows[i] = row_of(root, i), i++;
	pk->n = i;
	sgf_free(s);
	c->s.pick = pk;
	cmd_mode_enter(c, MODE_PICKING);
	return CMD_SHOW_PICK;
}

/* Review game k of the collection: the game in play becomes it. */
static int pick_review(struct cmd_ctx *c, int k)
{
	char *path = xstrdup(c->s.pick->path), keys[CMD_MESSAGE_MAX];
	int flags, n = c->s.pick->n;
	struct sgf_msgs m;

	cmd_pick_free(c);
	if (c->s.review)
		cmd_review_free(c);
	sgf_msgs_init(&m);
	if (!c->s.record || record_open_game(c->s.record, c->s.game, path, k, &m) < 0) {
		char *shown = text_sanitize(m.n ? sgf_msgs_why(&m) : _("the game cannot be opened"));

		flags = cmd_failf(c, "%s", shown);
		free(shown);
	} else {
		flags = cmd_opened(c, path, &m);
		flags |= cmd_review_begin(c);
		snprintf(keys, sizeof keys, "%s", c->message); /* the review's keys */
		if (c->s.review)
			review_first(c->s.review);
		if (!m.n && c->s.review)
			cmd_message(c, false, _("Game %d of %d. %s"), k + 1, n, keys);
	}
	sgf_msgs_free(&m);
	free(path);
	return flags | CMD_REDRAW_ALL;
}

/* The refusal of a pick that would drop the game in play unsaved. */
static int refuse_unsaved(struct cmd_ctx *c)
{
	return cmd_fail(c, _("the game is not saved: save it first, then pick lists the "
	                     "games of its collection"));
}

/* No list open: the one the program came from again — the problems of
 * the set, or the collection the record in play is a game of (the file a
 * game was picked from), unless that would drop an unsaved game.  Flags
 * with CMD_SHOW_PICK, a refusal (CMD_FAILED), or 0: there is none. */
static int offer_again(struct cmd_ctx *c)
{
	const struct record *r = c->s.record;
	char *shown;
	int flags;

	if (c->s.problems)
		return cmd_problem_list(c);
	if (!r || !r->file || r->file->ngames < 2 || !r->path)
		return 0;
	if (!c->s.saved)
		return refuse_unsaved(c);
	flags = cmd_pick_offer(c, r->path, PICK_REVIEW);
	if (!flags)
		return 0;
	c->s.pick->cancel = 0; /* cancel: stay with the game in play */
	shown = text_sanitize(r->path);
	cmd_message(c, false, ngettext("%d game in %s: pick N opens one.",
	                               "%d games in %s: pick N opens one.", c->s.pick->n),
	            c->s.pick->n, shown);
	free(shown);
	return flags | CMD_REDRAW_MESSAGE;
}

int cmd_pick_exec(struct cmd_ctx *c, int argc, char **argv)
{
	char *end;
	long k;
	int flags, n;
	bool offered = !c->s.pick;

	if (!c->s.pick) {
		if (argc && !strcmp(argv[0], "cancel"))
			return cmd_fail(c, _("there is no list open to cancel"));
		flags = offer_again(c);
		if (!flags)
			return cmd_fail(c, _("there is no collection to pick from"));
		if ((flags & CMD_FAILED) || argc == 0)
			return flags;
	} else if (argc == 0) {
		return CMD_SHOW_PICK; /* the list again */
	}
	if (!strcmp(argv[0], "cancel")) {
		k = c->s.pick->cancel;
	} else {
		k = strtol(argv[0], &end, 10);
		if (end == argv[0] || *end || k < 1 || k > c->s.pick->n) {
			n = c->s.pick->n;
			if (offered) /* not left open unseen */
				cmd_pick_free(c);
			return cmd_failf(c, _("pick takes a game from 1 to %d, or cancel"), n);
		}
	}
	if (k == 0) { /* a list offered again, cancelled */
		cmd_pick_free(c);
		c->message[0] = '\0', c->message_error = false;
		return CMD_REDRAW_ALL;
	}
	if (c->s.pick->purpose == PICK_PROBLEMS) {
		cmd_pick_free(c);
		return cmd_problem_goto(c, (int)k - 1);
	}
	if (!c->s.saved) /* played on while the list was open (--plain) */
		return refuse_unsaved(c);
	return pick_review(c, (int)k - 1);
}

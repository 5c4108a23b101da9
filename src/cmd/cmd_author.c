/*
 * cmd_author.c — writing a problem in the program: the command
 * problem [correct|wrong|clear|task TEXT|save FILE].
 *
 * The teacher works in the record as with any teaching board (cmd_edit.c):
 * edit sets up the position (a setup node), the answer and the wrong tries
 * are played after it as variations (in review, each a new line), then:
 *   problem correct|wrong  marks the move shown as the end of a correct or
 *                          wrong line (problem_mark: the comment's first
 *                          word and TE or BM, both conventions), clear
 *                          takes the mark off;
 *   problem task TEXT      the task, the comment of the problem's position
 *                          (problem_start: the setup node);
 *   problem save FILE      the problem file (problem_build), written
 *                          atomically (FILE~ keeps an old one);
 *   problem                alone: where the problem starts and its tries.
 * Each change is the record's (cmd_tree_done), saved and autosaved with it;
 * in play, a review is opened on the game's position for the command and
 * closed after it, as comment and mark do.
 */
#include "cmd/cmd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "base/util.h"
#include "cmd/cmd_int.h"
#include "record/autosave.h"
#include "record/problem.h"

#define AUTHOR_FLAGS (CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE)

/* "B1 correct, A1 wrong" of the tries at the problem's start. */
static void tries_list(const struct review *rv, struct sbuf *out)
{
	enum problem_verdict v[64];
	int points[64], n = problem_tries(rv, problem_start(rv), points, v, 64);
	char name[8];

	for (int i = 0; i < n && i < 64; i++)
		sbuf_printf(out, "%s%s %s", i ? text_list_sep() : "",
		            points[i] == PASS ? _("pass") :
		            board_vertex_name(&rv->game.board, points[i], name),
		            v[i] == PROBLEM_CORRECT ? _("correct") : _("wrong"));
}

static int summary(struct cmd_ctx *c)
{
	const struct review *rv = c->s.review;
	struct sbuf tries;

	sbuf_init(&tries);
	tries_list(rv, &tries);
	if (!tries.len)
		cmd_message(c, false, _("The problem starts at the position set up last (else the "
		                        "start): no move follows it yet."));
	else
		cmd_message(c, false, _("The problem's tries: %s. %s writes it."), tries.s,
		            cmd_key(c, ":problem save"));
	sbuf_free(&tries);
	return CMD_REDRAW_MESSAGE;
}

static int mark(struct cmd_ctx *c, enum problem_verdict v)
{
	struct review *rv = c->s.review;

	if (rv->node == problem_start(rv))
		return cmd_fail(c, _("this is the problem's position: mark the move that ends a line"));
	problem_mark(rv, v);
	cmd_message(c, false, "%s", v == PROBLEM_CORRECT ? _("Marked: this line is correct.") :
	                            v == PROBLEM_WRONG ? _("Marked: this line is wrong.") :
	                                                 _("The mark of this line is off."));
	return AUTHOR_FLAGS;
}

static int task(struct cmd_ctx *c, const char *text)
{
	struct review *rv = c->s.review;
	const struct sgf_node *keep = rv->node;
	char *t = cmd_comment_unescape(text);

	rv->node = problem_start(rv); /* review_comment_set writes at the node */
	review_comment_set(rv, t);
	rv->node = keep;
	free(t);
	cmd_message(c, false, "%s", _("The task is the comment of the problem's position."));
	return AUTHOR_FLAGS;
}

static int save(struct cmd_ctx *c, const char *file)
{
	int correct, wrong;
	char *cause = NULL, *path, *shown;
	struct sgf *s = problem_build(c->s.review, &correct, &wrong, &cause);
	struct sbuf text;

	if (!s) {
		int flags = cmd_fail(c, cause);

		free(cause);
		return flags;
	}
	sbuf_init(&text);
	sgf_write(s, &text);
	sgf_free(s);
	path = cmd_expand_path(file);
	shown = text_sanitize(path);
	if (file_save(path, &text, &cause) < 0) {
		char *why = text_sanitize(cause ? cause : "");

		cmd_message(c, true, _("Not saved: %s"), why);
		free(why);
	} else {
		cmd_message(c, false, _("Problem saved to %s; its tries: %d correct, %d wrong."), shown,
		            correct, wrong);
	}
	free(cause);
	free(shown);
	free(path);
	return CMD_REDRAW_MESSAGE | (c->message_error ? CMD_FAILED : 0);
}

/* The first word of the rest of the line, and what follows it. */
static const char *word(const char *line, const char *w)
{
	size_t n = strlen(w);

	if (strncasecmp(line, w, n) || (line[n] && line[n] != ' ' && line[n] != '\t'))
		return NULL;
	return line + n + strspn(line + n, " \t");
}

static int dispatch(struct cmd_ctx *c, const char *line)
{
	const char *rest;

	if (!*line)
		return summary(c);
	if ((rest = word(line, "correct")) && !*rest)
		return mark(c, PROBLEM_CORRECT);
	if ((rest = word(line, "wrong")) && !*rest)
		return mark(c, PROBLEM_WRONG);
	if ((rest = word(line, "clear")) && !*rest)
		return mark(c, PROBLEM_OPEN);
	if ((rest = word(line, "task")) && *rest)
		return task(c, rest);
	if ((rest = word(line, "save")) && *rest)
		return save(c, rest);
	return cmd_failf(c, _("usage: %s %s"), "problem",
	                 _("[correct|wrong|clear|task TEXT|save FILE]"));
}

int cmd_problem_exec(struct cmd_ctx *c, int argc, char **argv)
{
	bool temp;
	int flags;

	if (cmd_tree_begin(c, &temp) < 0)
		return CMD_FAILED | CMD_REDRAW_MESSAGE;
	flags = dispatch(c, argc ? argv[0] : "");
	if (flags & CMD_FAILED || !(flags & CMD_REDRAW_BOARD)) {
		if (temp) /* nothing changed */
			cmd_review_close(c);
		return flags;
	}
	cmd_tree_done(c, temp);
	return flags;
}

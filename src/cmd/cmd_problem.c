/*
 * cmd_problem.c — problem mode: problems [FILE|DIR|off], retry,
 * next-problem, prev-problem, and the learner's moves.
 *
 * A set of problems is the SGF files of a directory (in name order) or
 * one file; every game of a file is a problem (record/problem.h).  The
 * problem in front of the learner is an ordinary review (c->s.review) of
 * its file, so the screen draws it as it draws a review; what differs is
 * the mode, MODE_SOLVING (mode.h): the table lets through only the
 * commands marked for it, and a move (play, a typed point) goes to
 * cmd_problem_play(): the file answers (problem_play).  The game in play
 * is left alone, as in a review; the cursor is on the problem's board
 * and goes back where it was when the problems end.
 */
#include "cmd/cmd.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/paths.h"
#include "base/i18n.h"
#include "base/util.h"
#include "cmd/cmd_int.h"
#include "record/formats.h"
#include "record/problem.h"
#include "record/review.h"

#define PROBLEM_FLAGS (CMD_REDRAW_ALL)

struct problem_set {
	char **files;
	int nfiles;
	int *first;          /* the number of each file's first problem */
	int total;           /* problems in all files */
	int at;              /* the problem shown, from 0 */
	bool *solved;        /* by problem */
	enum problem_step state; /* PROBLEM_GO_ON while the learner plays */
	int cursor;          /* c->s.cursor before the problems (the game's board) */
	bool tried[BOARD_MAX_POINTS]; /* the first moves tried in this problem */
};

static void set_free(struct problem_set *ps)
{
	for (int i = 0; i < ps->nfiles; i++)
		free(ps->files[i]);
	free(ps->files);
	free(ps->first);
	free(ps->solved);
	free(ps);
}

/* Add path to the set when it reads as SGF with a game or more; else keep
 * the first reason in *why. */
static void set_add(struct problem_set *ps, const char *path, char **why)
{
	struct sgf_msgs m;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_read_file(path, &m);
	if (s && s->ngames > 0) {
		ps->files = xrealloc(ps->files, (size_t)(ps->nfiles + 1) * sizeof *ps->files);
		ps->first = xrealloc(ps->first, (size_t)(ps->nfiles + 1) * sizeof *ps->first);
		ps->files[ps->nfiles] = xstrdup(path);
		ps->first[ps->nfiles++] = ps->total;
		ps->total += s->ngames;
	} else if (!*why) {
		*why = text_sanitize(m.n ? sgf_msgs_why(&m) : _("no game in the file"));
	}
	sgf_free(s);
	sgf_msgs_free(&m);
}

static int is_sgf_name(const struct dirent *d)
{
	return formats_record_name(d->d_name);
}

/* The problems of path (a directory: its record files, formats.h, in name order), or
 * NULL with *cause. */
static struct problem_set *set_read(const char *path, char **cause)
{
	struct problem_set *ps = xcalloc(1, sizeof *ps);
	struct dirent **list;
	struct stat st;
	char *why = NULL;
	int n;

	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode) &&
	    (n = scandir(path, &list, is_sgf_name, alphasort)) >= 0) {
		for (int i = 0; i < n; i++) {
			char *file = xasprintf("%s/%s", path, list[i]->d_name);

			/* not a FIFO (its open waits for a writer), nor a directory */
			if (stat(file, &st) == 0 && S_ISREG(st.st_mode))
				set_add(ps, file, &why);
			free(file);
			free(list[i]);
		}
		free(list);
	} else {
		set_add(ps, path, &why);
	}
	if (ps->total == 0) {
		char *shown = text_sanitize(path);

		cause_set(cause, _("no problems in %s%s%s"), shown, why ? ": " : "", why ? why : "");
		free(shown);
		free(why);
		set_free(ps);
		return NULL;
	}
	free(why);
	ps->solved = xcalloc((size_t)ps->total, sizeof *ps->solved);
	return ps;
}

/* The file of problem k, and the game's index in it. */
static int file_of(const struct problem_set *ps, int k, int *game)
{
	int f = ps->nfiles - 1;

	while (f > 0 && ps->first[f] > k)
		f--;
	*game = k - ps->first[f];
	return f;
}

/* The cursor on the board b: its centre when the board changed size. */
static void cursor_to(struct cmd_ctx *c, const struct board *b, int old_size)
{
	if (b->size != old_size)
		c->s.cursor = board_point(b, b->size / 2, b->size / 2);
}

/* "Problem 3 of 41: TITLE. Black to play." */
static void say_problem(struct cmd_ctx *c, const char *before)
{
	char *title = problem_title(c->s.review);

	cmd_message(c, false, _("%sProblem %d of %d%s%s. %s to play."), before,
	            c->s.problems->at + 1, c->s.problems->total, title ? ": " : "",
	            title ? title : "", color_name(c->s.review->game.to_move));
	free(title);
}

/* Open problem k in c->s.review; -1 with a message when its file fails. */
static int load(struct cmd_ctx *c, int k)
{
	struct problem_set *ps = c->s.problems;
	int game, f = file_of(ps, k, &game), size = c->s.review ? c->s.review->game.board.size : 0;
	struct review *rv = xmalloc(sizeof *rv);
	const struct sgf_node *root;
	struct sgf_msgs m;
	struct sgf *s;
	char *cause = NULL;

	sgf_msgs_init(&m);
	s = sgf_read_file(ps->files[f], &m);
	for (root = s ? s->games : NULL; root && game > 0; game--)
		root = root->next;
	if (!root || review_open(rv, s, root, &cause) < 0) {
		char *shown = text_sanitize(cause ? cause : m.n ? sgf_msgs_why(&m) : _("the problem is gone"));

		if (!root)
			sgf_free(s);
		cmd_message(c, true, "%s", shown);
		free(shown);
		free(cause);
		free(rv);
		sgf_msgs_free(&m);
		return -1;
	}
	sgf_msgs_free(&m);
	rv->translate = true; /* the bundled problems' texts are in the catalogs */
	cmd_review_free(c);
	c->s.review = rv;
	ps->at = k;
	ps->state = PROBLEM_GO_ON;
	memset(ps->tried, 0, sizeof ps->tried);
	cursor_to(c, &rv->game.board, size);
	return 0;
}

void cmd_problems_free(struct cmd_ctx *c)
{
	if (!c->s.problems)
		return;
	set_free(c->s.problems);
	c->s.problems = NULL;
	cmd_mode_leave(c, MODE_SOLVING);
}

static int leave(struct cmd_ctx *c)
{
	int solved = 0, total = c->s.problems->total;

	for (int i = 0; i < total; i++)
		solved += c->s.problems->solved[i];
	c->s.cursor = c->s.problems->cursor;
	cmd_review_free(c);
	cmd_problems_free(c);
	cmd_message(c, false, _("Problems: %d of %d solved. Back to the game."), solved, total);
	return PROBLEM_FLAGS;
}

int cmd_problems_open(struct cmd_ctx *c, const char *path)
{
	char *dir = NULL, *cause = NULL, how[64];
	struct problem_set *ps;

	if (c->s.review && !c->s.problems)
		return cmd_failf(c, _("in review: %s goes back to play first"),
		                 cmd_key_or_command(c, ":review", how, sizeof how));
	if (!path || !*path) {
		path = dir = data_path("problems", &cause);
		if (!dir) {
			int flags = cmd_failf(c, _("no problems installed (%s): give a file or a directory"),
			                      cause ? cause : "");

			free(cause);
			return flags;
		}
	}
	ps = set_read(path, &cause);
	free(dir);
	if (!ps) {
		int flags = cmd_fail(c, cause);

		free(cause);
		return flags;
	}
	/* the game's cursor, to go back to: from before another set too */
	ps->cursor = c->s.problems ? c->s.problems->cursor : c->s.cursor;
	cmd_problems_free(c);
	c->s.problems = ps;
	cmd_mode_enter(c, MODE_SOLVING);
	if (load(c, 0) < 0) {
		char keep[CMD_MESSAGE_MAX];

		snprintf(keep, sizeof keep, "%s", c->message);
		leave(c);
		return cmd_fail(c, keep);
	}
	say_problem(c, "");
	return PROBLEM_FLAGS | (ps->nfiles == 1 ? cmd_pick_offer(c, ps->files[0], PICK_PROBLEMS) : 0);
}

int cmd_problems_exec(struct cmd_ctx *c, int argc, char **argv)
{
	if (argc && !strcmp(argv[0], "off")) {
		if (!c->s.problems)
			return cmd_fail(c, _("no problems are open"));
		return leave(c);
	}
	return cmd_problems_open(c, argc ? argv[0] : NULL);
}

/* Outside the table (pick N, --plain's list): the table refuses its own
 * commands outside MODE_SOLVING with the same words (mode.c). */
static int need_problems(struct cmd_ctx *c)
{
	return cmd_failf(c, _("no problems are open: %s opens them"), cmd_key(c, ":problems"));
}

int cmd_retry_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	review_first(c->s.review);
	c->s.problems->state = PROBLEM_GO_ON;
	say_problem(c, _("Again. "));
	return PROBLEM_FLAGS;
}

static int go_to(struct cmd_ctx *c, int k, const char *before)
{
	if (load(c, k) < 0)
		return CMD_FAILED | PROBLEM_FLAGS;
	say_problem(c, before);
	return PROBLEM_FLAGS;
}

int cmd_problem_goto(struct cmd_ctx *c, int k)
{
	if (!c->s.problems)
		return need_problems(c);
	if (k < 0 || k >= c->s.problems->total)
		return cmd_failf(c, _("there are problems 1 to %d"), c->s.problems->total);
	return go_to(c, k, "");
}

static int step_problem(struct cmd_ctx *c, int delta)
{
	struct problem_set *ps = c->s.problems;
	int k = ((ps->at + delta) % ps->total + ps->total) % ps->total;

	return go_to(c, k, delta > 0 && k == 0 ? _("Back to the first. ") : "");
}

int cmd_next_problem_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return step_problem(c, 1);
}

int cmd_prev_problem_exec(struct cmd_ctx *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return step_problem(c, -1);
}

/* "Wrong tries not yet seen: A1, C1. " (the file's wrong first moves not
 * tried since the problem opened), or "" when none is left. */
static void tries_left(struct cmd_ctx *c, char *out, size_t size)
{
	const struct review *rv = c->s.review;
	enum problem_verdict v[64];
	int points[64], n = problem_tries(rv, rv->root, points, v, 64);
	struct sbuf list;
	char name[8];

	sbuf_init(&list);
	*out = '\0';
	for (int i = 0; i < n && i < 64; i++)
		if (v[i] == PROBLEM_WRONG && board_on(&rv->game.board, points[i]) &&
		    !c->s.problems->tried[points[i]])
			sbuf_printf(&list, "%s%s", list.len ? text_list_sep() : "",
			            board_vertex_name(&rv->game.board, points[i], name));
	if (list.len)
		snprintf(out, size, _("Wrong tries not yet seen: %s. "), list.s);
	sbuf_free(&list);
}

/* The message after the learner's move was answered. */
static void say_answer(struct cmd_ctx *c, const struct problem_answer *a)
{
	struct problem_set *ps = c->s.problems;
	const struct board *b = &c->s.review->game.board;
	char r[8], reply[64] = "", left[CMD_MESSAGE_MAX / 2];
	int solved = 0;

	if (a->reply != NO_POINT) /* the learner is to move again */
		snprintf(reply, sizeof reply, _("%s answers %s. "),
		         color_name(color_other(c->s.review->game.to_move)),
		         a->reply == PASS ? _("with a pass") : board_vertex_name(b, a->reply, r));
	for (int i = 0; i < ps->total; i++)
		solved += ps->solved[i];
	tries_left(c, left, sizeof left);
	if (a->step == PROBLEM_GO_ON)
		cmd_message(c, false, _("%s%s to play."), reply, color_name(c->s.review->game.to_move));
	else if (a->step == PROBLEM_SOLVED)
		cmd_message(c, false, _("%sSolved! %d of %d solved. %s%s: next problem, %s: again."),
		            reply, solved, ps->total, left, cmd_key(c, ":next-problem"),
		            cmd_key(c, ":retry"));
	else
		cmd_message(c, true, _("%sWrong. %s%s: try again, %s: next problem."), reply, left,
		            cmd_key(c, ":retry"), cmd_key(c, ":next-problem"));
}

int cmd_problem_play(struct cmd_ctx *c, int p)
{
	struct problem_set *ps = c->s.problems;
	struct problem_answer a;
	bool first = c->s.review->node == c->s.review->root;
	char v[8];

	if (p == NO_POINT || p == PASS)
		return cmd_fail(c, _("play a point of the board: a problem has no pass"));
	if (ps->state != PROBLEM_GO_ON)
		return cmd_failf(c, _("This problem is over: %s tries again, %s goes to the next."),
		                 cmd_key(c, ":retry"), cmd_key(c, ":next-problem"));
	problem_play(c->s.review, p, &a);
	board_vertex_name(&c->s.review->game.board, p, v);
	if (a.step == PROBLEM_ILLEGAL)
		return cmd_failf(c, _("Not possible at %s: %s"), v, move_status_strerror(a.why));
	if (a.step == PROBLEM_NOT_THE_ANSWER)
		return cmd_failf(c, _("%s is not the answer. Try again."), v);
	if (first)
		ps->tried[p] = true;
	c->s.cursor = p;
	if (a.step == PROBLEM_SOLVED)
		ps->solved[ps->at] = true;
	if (a.step != PROBLEM_GO_ON)
		ps->state = a.step;
	say_answer(c, &a);
	return PROBLEM_FLAGS & ~CMD_REDRAW_LAYOUT;
}

/* The name a problem without a title (GN) is listed by: its file's, and
 * its number in the file (i, from 1) when the file holds several. */
static char *untitled(const char *path, const struct sgf *s, int i)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	char *name = text_sanitize(base), *t;

	if (!s->games->next)
		return name;
	t = xasprintf("%s (%d)", name, i);
	free(name);
	return t;
}

/* The rows of file f's problems: "3. TITLE" (" (solved)"); untitled(). */
static void list_file(const struct problem_set *ps, int f, char **rows)
{
	struct sgf_msgs m;
	struct sgf *s;
	int k = ps->first[f];

	sgf_msgs_init(&m);
	s = sgf_read_file(ps->files[f], &m);
	sgf_msgs_free(&m);
	for (const struct sgf_node *root = s ? s->games : NULL; root && k < ps->total;
	     root = root->next, k++) {
		struct review rv = { .root = root }; /* problem_title reads only its root */
		char *title = problem_title(&rv);

		if (!title)
			title = untitled(ps->files[f], s, k - ps->first[f] + 1);
		rows[k] = xasprintf("%d. %s%s", k + 1, title, ps->solved[k] ? _(" (solved)") : "");
		free(title);
	}
	sgf_free(s);
}

int cmd_problem_list(struct cmd_ctx *c)
{
	struct problem_set *ps = c->s.problems;
	struct cmd_pick *pk;

	if (!ps)
		return need_problems(c);
	cmd_pick_free(c);
	pk = xcalloc(1, sizeof *pk);
	pk->path = xstrdup(ps->files[0]);
	pk->purpose = PICK_PROBLEMS;
	pk->cancel = ps->at + 1;
	pk->n = ps->total;
	pk->rows = xcalloc((size_t)ps->total, sizeof *pk->rows);
	for (int f = 0; f < ps->nfiles; f++)
		list_file(ps, f, pk->rows);
	for (int k = 0; k < ps->total; k++) /* a file changed since: the number alone */
		if (!pk->rows[k])
			pk->rows[k] = xasprintf("%d.", k + 1);
	c->s.pick = pk;
	cmd_mode_enter(c, MODE_PICKING);
	cmd_message(c, false, ngettext("%d problem: pick N goes to one.",
	                               "%d problems: pick N goes to one.", ps->total), ps->total);
	return CMD_SHOW_PICK;
}

bool cmd_problem_info(const struct cmd_ctx *c, struct cmd_problem_info *out)
{
	const struct problem_set *ps = c->s.problems;
	int game;

	if (!ps)
		return false;
	out->number = ps->at + 1;
	out->total = ps->total;
	out->solved = 0;
	for (int i = 0; i < ps->total; i++)
		out->solved += ps->solved[i];
	out->state = ps->state == PROBLEM_SOLVED ? 1 : ps->state == PROBLEM_FAILED ? 2 : 0;
	out->file = ps->files[file_of(ps, ps->at, &game)];
	return true;
}

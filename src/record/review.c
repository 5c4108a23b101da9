/*
 * review.c — reviewing a game record (see review.h): a node of an SGF tree,
 * the chosen variation, and the position there replayed from the root.
 *
 * A step forward applies the one node (sgf_replay_step) to the position
 * there, as the replay would: walking a line of n nodes is linear, not
 * quadratic.  Every other move (back, a jump along the line, an edit)
 * replays the line from the root (sgf_replay_to_node), linear in its
 * length; the position is then exactly what the replay makes of the record.
 */
#include "record/review.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "record/sgfgame.h"
#include "base/util.h"

int review_replay(struct review *rv, char **cause)
{
	struct sgf_replay w = { 0 };
	struct sgf_msgs m;
	int rc;

	game_free(&rv->game);
	free(rv->warning);
	rv->warning = NULL;
	rv->scroll = 0;
	rv->stop = NULL;
	sgf_msgs_init(&m);
	rc = sgf_replay_to_node(rv->tree, rv->node, &rv->game, NULL, &w, &m);
	if (rc == 0 && w.stopped_on_error) { /* the move after w.last on the way down */
		const struct sgf_node *n = rv->node;

		while (n->parent && n->parent != w.last)
			n = n->parent;
		rv->stop = n;
	}
	if (m.n > 0)
		rv->warning = text_sanitize(m.v[0]);
	if (rc < 0) /* why, when the replay said (a board size, not Go) */
		cause_set(cause, "%s", rv->warning ? rv->warning : _("the record cannot be replayed"));
	sgf_msgs_free(&m);
	return rc;
}

int review_open(struct review *rv, struct sgf *tree, const struct sgf_node *root,
                char **cause)
{
	memset(rv, 0, sizeof *rv);
	rv->tree = tree;
	rv->root = rv->node = root;
	game_init(&rv->game, 19, RULES_JAPANESE); /* a valid size: only for review_replay to free */
	if (review_replay(rv, cause) < 0) {
		review_close(rv);
		return -1;
	}
	return 0;
}

void review_close(struct review *rv)
{
	if (rv->tree)
		game_free(&rv->game);
	sgf_free(rv->tree);
	free(rv->warning);
	free(rv->edit_base);
	free(rv->undo);
	memset(rv, 0, sizeof *rv);
}

int review_children(const struct sgf_node *n)
{
	int k = 0;

	for (const struct sgf_node *c = n ? n->child : NULL; c; c = c->next)
		k++;
	return k;
}

static const struct sgf_node *nth_child(const struct sgf_node *n, int i)
{
	const struct sgf_node *c = n->child;

	while (c && i-- > 0)
		c = c->next;
	return c;
}

/* Move without replaying (review_step replays once at the end). */
static bool go_next(struct review *rv)
{
	const struct sgf_node *c = nth_child(rv->node, rv->choice);

	if (!c)
		return false;
	rv->node = c;
	rv->choice = 0;
	return true;
}

static bool go_prev(struct review *rv)
{
	const struct sgf_node *from = rv->node;

	if (from == rv->root || !from->parent)
		return false;
	rv->node = from->parent;
	rv->choice = 0;
	for (const struct sgf_node *c = rv->node->child; c && c != from; c = c->next)
		rv->choice++;
	return true;
}

/* The position at the child the review just went down to: its node
 * applied to the parent's position.  Past a stop the position stays, as a
 * replay from the root would leave it, and so does the first warning. */
static void apply_node(struct review *rv)
{
	struct sgf_replay w = { 0 };
	struct sgf_msgs m;

	rv->scroll = 0;
	if (rv->stop)
		return;
	sgf_msgs_init(&m);
	if (sgf_replay_step(rv->tree, rv->node, &rv->game, NULL, &w, &m) < 0)
		rv->stop = rv->node;
	if (!rv->warning && m.n > 0)
		rv->warning = text_sanitize(m.v[0]);
	sgf_msgs_free(&m);
}

int review_step(struct review *rv, int n)
{
	int taken = 0, back = 0;

	for (; n > 0 && go_next(rv); n--) {
		apply_node(rv); /* forward: one node each, not the line again */
		taken++;
	}
	for (; n < 0 && go_prev(rv); n++)
		back++;
	if (back)
		review_replay(rv, NULL);
	return taken + back;
}

bool review_next(struct review *rv)
{
	return review_step(rv, 1) == 1;
}

bool review_prev(struct review *rv)
{
	return review_step(rv, -1) == 1;
}

int review_first(struct review *rv)
{
	return review_step(rv, -INT_MAX); /* every step there is: no line is too long */
}

int review_last(struct review *rv)
{
	return review_step(rv, INT_MAX);
}

bool review_variation(struct review *rv, int delta)
{
	int k = review_children(rv->node);

	if (k < 2)
		return false;
	rv->choice = ((rv->choice + delta) % k + k) % k;
	return true;
}

/* The current line (review.h) as an array of nodes, *at the node's index. */
struct line {
	const struct sgf_node **v;
	int n, at;
};

static void line_build(const struct review *rv, struct line *l)
{
	const struct sgf_node *n;
	int k = 0, cap;

	for (n = rv->node; n && n != rv->root; n = n->parent)
		k++;
	cap = k + 16;
	l->v = xmalloc(sizeof *l->v * (size_t)cap);
	l->at = k;
	for (n = rv->node; k >= 0; n = n->parent)
		l->v[k--] = n;
	l->n = l->at + 1;
	for (n = nth_child(rv->node, rv->choice); n; n = n->child) {
		if (l->n == cap) {
			cap *= 2;
			l->v = xrealloc(l->v, sizeof *l->v * (size_t)cap);
		}
		l->v[l->n++] = n;
	}
}

const struct sgf_node **review_line(const struct review *rv, int *n, int *at)
{
	struct line l;

	line_build(rv, &l);
	*n = l.n;
	*at = l.at;
	return l.v;
}

/* Stand on l->v[i]: choose the child the line goes on to, replay. */
static bool line_goto(struct review *rv, struct line *l, int i)
{
	if (i < 0 || i >= l->n) {
		free(l->v);
		return false;
	}
	rv->node = l->v[i];
	rv->choice = 0;
	if (i + 1 < l->n)
		for (const struct sgf_node *c = rv->node->child; c && c != l->v[i + 1]; c = c->next)
			rv->choice++;
	free(l->v);
	review_replay(rv, NULL);
	return true;
}

bool review_goto_node(struct review *rv, const struct sgf_node *node)
{
	const struct sgf_node *n = node;

	while (n && n != rv->root)
		n = n->parent;
	if (!n || !node)
		return false; /* not in the review's game */
	rv->node = node;
	rv->choice = 0;
	review_replay(rv, NULL);
	return true;
}

static bool has_move(const struct sgf_node *n)
{
	return sgf_node_get(n, "B") || sgf_node_get(n, "W");
}

bool review_goto_move(struct review *rv, int n)
{
	struct line l;
	int i, moves = 0;

	line_build(rv, &l);
	for (i = 0; i < l.n; i++) {
		moves += has_move(l.v[i]);
		if (moves >= n)
			break;
	}
	return line_goto(rv, &l, n < 0 ? -1 : i);
}

int review_line_moves(const struct review *rv)
{
	struct line l;
	int moves = 0;

	line_build(rv, &l);
	for (int i = 0; i < l.n; i++)
		moves += has_move(l.v[i]);
	free(l.v);
	return moves;
}

bool review_goto_point(struct review *rv, int point)
{
	struct line l;
	int p;

	line_build(rv, &l);
	for (int k = 1; k <= l.n; k++) {
		int i = (l.at + k) % l.n;

		if (review_node_move(rv, l.v[i], &p) != EMPTY && p == point)
			return line_goto(rv, &l, i);
	}
	return line_goto(rv, &l, -1);
}

/* The next node of the line in direction dir that has what wants. */
static bool line_seek(struct review *rv, int dir, bool (*wants)(const struct sgf_node *))
{
	struct line l;
	int i;

	line_build(rv, &l);
	for (i = l.at + dir; i >= 0 && i < l.n && !wants(l.v[i]); i += dir)
		;
	return line_goto(rv, &l, i);
}

static bool has_comment(const struct sgf_node *n)
{
	const char *c = sgf_node_get(n, "C");

	return c && *c;
}

static bool is_branch(const struct sgf_node *n)
{
	return review_children(n) >= 2;
}

bool review_seek_comment(struct review *rv, int dir)
{
	return line_seek(rv, dir, has_comment);
}

bool review_seek_branch(struct review *rv, int dir)
{
	return line_seek(rv, dir, is_branch);
}

int review_move_number(const struct review *rv)
{
	int k = game_move_number(&rv->game), p;

	/* past the stop: the moves not played count on */
	for (const struct sgf_node *n = rv->node; rv->stop && n; n = n->parent) {
		if (review_node_move(rv, n, &p) != EMPTY)
			k++;
		if (n == rv->stop)
			break;
	}
	return k;
}

bool review_on_main_line(const struct review *rv)
{
	for (const struct sgf_node *n = rv->node; n && n != rv->root; n = n->parent)
		if (n->parent && n->parent->child != n)
			return false;
	return true;
}

enum color review_node_move(const struct review *rv, const struct sgf_node *n, int *point)
{
	static const char *const id[] = { "B", "W" };

	for (int i = 0; i < 2; i++) {
		const char *raw = sgf_node_get(n, id[i]);

		if (!raw)
			continue;
		*point = sgf_point_parse(&rv->game.board, raw);
		return i == 0 ? BLACK : WHITE;
	}
	return EMPTY;
}

const char *review_translated(const char *text)
{
	return *text ? _(text) : text; /* gettext("") is the catalog's header */
}

char *review_comment(const struct review *rv)
{
	const char *raw = sgf_node_get(rv->node, "C");
	char *text, *p, *line, *clean;
	struct sbuf out;

	if (!raw)
		return NULL;
	text = sgf_text(raw);
	if (rv->translate) {
		char *t = xstrdup(review_translated(text));

		free(text);
		text = t;
	}
	sbuf_init(&out);
	for (line = text; line; line = p) {
		p = strchr(line, '\n');
		if (p)
			*p++ = '\0';
		clean = text_sanitize(line);
		sbuf_printf(&out, "%s%s", out.len ? "\n" : "", clean);
		free(clean);
	}
	free(text);
	if (!out.s || !*out.s) {
		sbuf_free(&out);
		return NULL;
	}
	return out.s;
}

char *review_node_name(const struct review *rv)
{
	return sgf_prop_shown(rv->node, "N");
}

/* The points of every id property of n, each set to kind, or with flag
 * (DD's dim, SL's selected) each flagged instead. */
static void mark_points(const struct review *rv, const struct sgf_node *n, const char *id,
                        enum review_mark kind, bool *flag, struct review_marks *m)
{
	int *pts = NULL, count = 0;
	size_t cap = 0;

	for (const struct sgf_prop *q = n->props; q; q = q->next)
		if (!strcmp(q->id, id))
			count = sgf_prop_points(rv->tree, q, &rv->game.board, &pts, &cap, count, NULL);
	for (int i = 0; i < count; i++) {
		if (flag) {
			flag[pts[i]] = true;
			continue;
		}
		m->count += !m->kind[pts[i]];
		m->kind[pts[i]] = (unsigned char)kind;
	}
	free(pts);
}

/* The bytes of the first chars characters of UTF-8 s (a lead byte and
 * the continuation bytes after it), max bytes at most. */
static size_t label_prefix(const char *s, int chars, size_t max)
{
	size_t len = 0, end = 0;

	while (s[len] && chars > 0) {
		len++;
		while ((s[len] & 0xc0) == 0x80)
			len++;
		if (len > max)
			break;
		end = len;
		chars--;
	}
	return end;
}

/* The two points of a composed value "aa:cc" on b; false if it is not two
 * different points of b. */
static bool point_pair(const struct board *b, const char *raw, int *from, int *to)
{
	char pt[3] = "";

	if (strlen(raw) != 5 || raw[2] != ':')
		return false;
	memcpy(pt, raw, 2);
	*from = sgf_point_parse(b, pt);
	*to = sgf_point_parse(b, raw + 3);
	return board_on(b, *from) && board_on(b, *to) && *from != *to;
}

/* The node's AR and LN values, in the file's order, as many as fit. */
static void mark_lines(const struct review *rv, struct review_marks *m)
{
	for (const struct sgf_prop *q = rv->node->props; q; q = q->next) {
		bool arrow = !strcmp(q->id, "AR");

		if (!arrow && strcmp(q->id, "LN"))
			continue;
		for (int i = 0; i < q->nvalues && m->nlines < REVIEW_MAX_LINES; i++) {
			struct review_line *l = &m->lines[m->nlines];

			if (point_pair(&rv->game.board, q->values[i], &l->from, &l->to)) {
				l->arrow = arrow;
				m->nlines++;
			}
		}
	}
}

/* One LB value, "dd:text": the first three characters of the sanitized text. */
static void mark_label(const struct review *rv, const char *raw, struct review_marks *m)
{
	const char *colon = strchr(raw, ':');
	char pt[3] = "", *text, *clean;
	size_t len;
	int p;

	if (!colon || colon - raw != 2)
		return;
	memcpy(pt, raw, 2);
	p = sgf_point_parse(&rv->game.board, pt);
	if (p < 0)
		return;
	text = sgf_simpletext(colon + 1);
	clean = text_sanitize(text);
	free(text);
	len = strspn(clean, " ");
	memmove(clean, clean + len, strlen(clean + len) + 1);
	len = label_prefix(clean, 3, sizeof m->label[p] - 1);
	if (len) {
		m->count += !m->kind[p];
		m->kind[p] = REVIEW_MARK_LABEL;
		memcpy(m->label[p], clean, len);
		m->label[p][len] = '\0';
	}
	free(clean);
}

void review_marks(const struct review *rv, struct review_marks *m)
{
	static const struct {
		const char *id;
		enum review_mark kind;
	} shapes[] = { { "TR", REVIEW_MARK_TRIANGLE }, { "SQ", REVIEW_MARK_SQUARE },
		       { "CR", REVIEW_MARK_CIRCLE }, { "MA", REVIEW_MARK_CROSS } };
	const struct sgf_node *n;

	memset(m, 0, sizeof *m);
	for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++)
		mark_points(rv, rv->node, shapes[k].id, shapes[k].kind, NULL, m);
	for (const struct sgf_prop *q = rv->node->props; q; q = q->next)
		for (int i = 0; !strcmp(q->id, "LB") && i < q->nvalues; i++)
			mark_label(rv, q->values[i], m);
	mark_lines(rv, m);
	mark_points(rv, rv->node, "SL", REVIEW_MARK_NONE, m->selected, m);
	/* DD is inherited: the nearest node up the line that sets it */
	for (n = rv->node; n && !sgf_node_prop(n, "DD"); n = n->parent)
		if (n == rv->root)
			return;
	if (n)
		mark_points(rv, n, "DD", REVIEW_MARK_NONE, m->dim, m);
}

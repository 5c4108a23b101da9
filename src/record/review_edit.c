/*
 * review_edit.c — changing the reviewed tree (see review.h): setup stones
 * and the player to move (edit mode), marks and labels, the comment, the
 * game information.
 *
 * Edit mode works on one node.  The review's node itself when it has no
 * move and nothing after it (an empty game's root, a setup node at the end
 * of a line); otherwise a new node after it, the last of its children: a
 * variation when moves follow, so that nothing of the record is lost.  Each
 * change rewrites that node's AB AW AE as single points (a rectangle of a
 * file is expanded) and replays the position: the setup is what the replay
 * makes of it, and a stone the rules would leave without a liberty is
 * refused.  The undo stack of the edit remembers each point's setup value
 * before the change.
 */
#include "record/review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record/sgfgame.h"
#include "base/util.h"

/* A point's setup in a node: -1 none, else the colour AE (EMPTY) AB AW. */
#define SETUP_NONE (-1)

struct review_undo {
	int point;          /* a point, or NO_POINT for PL */
	signed char before; /* the setup value there (SETUP_NONE), or PL's colour */
};

static struct sgf_node *node_mut(const struct sgf_node *n)
{
	return (struct sgf_node *)n; /* the review owns its tree */
}

static const char *const setup_id[3] = { "AE", "AB", "AW" }; /* by colour */

/* Every point of every id property of n into *pts (count returned). */
static int prop_all_points(const struct review *rv, const struct sgf_node *n, const char *id,
                           int **pts, size_t *cap)
{
	int count = 0;

	for (const struct sgf_prop *q = n->props; q; q = q->next)
		if (!strcmp(q->id, id))
			count = sgf_prop_points(rv->tree, q, &rv->game.board, pts, cap, count, NULL);
	return count;
}

/* The setup of n, in the order the replay applies it (AE, AB, AW). */
static void setup_read(const struct review *rv, const struct sgf_node *n, signed char *map)
{
	int *pts = NULL;
	size_t cap = 0;

	memset(map, SETUP_NONE, BOARD_MAX_POINTS);
	for (int c = EMPTY; c <= WHITE; c++) {
		int count = prop_all_points(rv, n, setup_id[c], &pts, &cap);

		for (int i = 0; i < count; i++)
			map[pts[i]] = (signed char)c;
	}
	free(pts);
}

static void setup_write(struct review *rv, struct sgf_node *n, const signed char *map)
{
	const struct board *b = &rv->game.board;
	char name[3];

	for (int c = EMPTY; c <= WHITE; c++)
		sgf_node_remove(n, setup_id[c]);
	for (int c = EMPTY; c <= WHITE; c++)
		board_foreach_point(b, p)
			if (map[p] == c)
				sgf_node_add_raw(rv->tree, n, setup_id[c], sgf_point_name(b, p, name));
}

static void undo_push(struct review *rv, int point, int before)
{
	rv->undo = xgrow(rv->undo, &rv->undo_cap, (size_t)rv->nundo + 1, sizeof *rv->undo);
	rv->undo[rv->nundo].point = point;
	rv->undo[rv->nundo].before = (signed char)before;
	rv->nundo++;
}

/* The colours before the edit node's own setup: its parent's position (an
 * empty board under a root). */
static void base_read(struct review *rv)
{
	struct game g;

	rv->edit_base = xcalloc(BOARD_MAX_POINTS, 1);
	if (!rv->edit->parent)
		return;
	if (sgf_replay_to_node(rv->tree, rv->edit->parent, &g, NULL, NULL, NULL) == 0)
		board_foreach_point(&g.board, p)
			rv->edit_base[p] = (unsigned char)board_at(&g.board, p);
	game_free(&g);
}

bool review_edit_begin(struct review *rv)
{
	struct sgf_node *n = node_mut(rv->node);
	bool made = n->child || sgf_node_get(n, "B") || sgf_node_get(n, "W");

	if (rv->edit)
		return false;
	if (made) {
		n = sgf_node_add(rv->tree, n);
		rv->node = n;
		rv->choice = 0;
	}
	rv->edit = n;
	rv->edit_made = made;
	rv->nundo = 0;
	base_read(rv);
	review_replay(rv, NULL);
	return made;
}

/* Set p's setup value in the edit node to v and replay. */
static void setup_set(struct review *rv, int p, int v)
{
	signed char map[BOARD_MAX_POINTS];

	setup_read(rv, rv->edit, map);
	map[p] = (signed char)v;
	setup_write(rv, rv->edit, map);
	review_replay(rv, NULL);
}

static int setup_value(const struct review *rv, int p)
{
	signed char map[BOARD_MAX_POINTS];

	setup_read(rv, rv->edit, map);
	return map[p];
}

int review_edit_stone(struct review *rv, int p, enum color color)
{
	int before;

	if (!rv->edit || !board_on(&rv->game.board, p))
		return -1;
	if (board_at(&rv->game.board, p) == color)
		return 0;
	before = setup_value(rv, p);
	setup_set(rv, p, rv->edit_base[p] == color ? SETUP_NONE : (int)color);
	if (board_at(&rv->game.board, p) != color) { /* a chain without liberty */
		setup_set(rv, p, before);
		return -1;
	}
	undo_push(rv, p, before);
	return 1;
}

static int turn_value(const struct sgf_node *n)
{
	const char *v = sgf_node_get(n, "PL");

	if (!v)
		return EMPTY;
	return *v == 'W' || *v == 'w' || *v == '2' ? WHITE : BLACK;
}

static void turn_set(struct review *rv, int who)
{
	if (who == EMPTY)
		sgf_node_remove(rv->edit, "PL");
	else
		sgf_node_set_raw(rv->tree, rv->edit, "PL", who == BLACK ? "B" : "W");
	review_replay(rv, NULL);
}

bool review_edit_turn(struct review *rv, enum color who)
{
	if (!rv->edit || (who != BLACK && who != WHITE))
		return false;
	undo_push(rv, NO_POINT, turn_value(rv->edit));
	turn_set(rv, who);
	return true;
}

int review_edit_undo_point(const struct review *rv)
{
	return rv->edit && rv->nundo > 0 ? rv->undo[rv->nundo - 1].point : -1;
}

bool review_edit_undo(struct review *rv)
{
	const struct review_undo *u;

	if (!rv->edit || rv->nundo == 0)
		return false;
	u = &rv->undo[--rv->nundo];
	if (u->point == NO_POINT)
		turn_set(rv, u->before);
	else
		setup_set(rv, u->point, u->before);
	return true;
}

bool review_edit_end(struct review *rv)
{
	struct sgf_node *n = rv->edit;
	bool setup;

	if (!n)
		return false;
	setup = sgf_node_prop(n, "AB") || sgf_node_prop(n, "AW") || sgf_node_prop(n, "AE") ||
	        sgf_node_prop(n, "PL");
	rv->edit = NULL;
	free(rv->edit_base);
	rv->edit_base = NULL;
	rv->nundo = 0;
	if (rv->edit_made && !setup && !n->props && !n->child) {
		/* nothing was set up: the new node goes */
		rv->node = n->parent;
		sgf_node_unlink(n);
		rv->choice = 0;
		review_replay(rv, NULL);
	}
	return setup;
}

/* ---- marks and labels ---- */

static const char *const mark_id[] = { NULL, "TR", "SQ", "CR", "MA" }; /* by enum review_mark */

/* Take p out of every value of the id properties of n; true if it was there.
 * The others are written back as single points. */
static bool remove_point(struct review *rv, struct sgf_node *n, const char *id, int p)
{
	const struct board *b = &rv->game.board;
	int *pts = NULL, count;
	size_t cap = 0;
	bool had = false;
	char name[3];

	count = prop_all_points(rv, n, id, &pts, &cap);
	for (int i = 0; i < count; i++)
		had |= pts[i] == p;
	if (had) {
		sgf_node_remove(n, id);
		for (int i = 0; i < count; i++)
			if (pts[i] != p)
				sgf_node_add_raw(rv->tree, n, id, sgf_point_name(b, pts[i], name));
	}
	free(pts);
	return had;
}

/* Take off n's id the values drop says to; true if there were some. */
static bool remove_values(struct review *rv, struct sgf_node *n, const char *id,
                          bool (*drop)(const char *value, const char *arg), const char *arg)
{
	const struct sgf_prop *q = sgf_node_prop(n, id);
	const char **keep;
	int nkeep = 0, nvalues;

	if (!q)
		return false;
	nvalues = q->nvalues;
	keep = xmalloc(sizeof *keep * (size_t)(nvalues + 1));
	for (int i = 0; i < nvalues; i++)
		if (!drop(q->values[i], arg))
			keep[nkeep++] = q->values[i];
	if (nkeep < nvalues) {
		sgf_node_remove(n, id);
		for (int i = 0; i < nkeep; i++) /* the arena keeps the old values */
			sgf_node_add_raw(rv->tree, n, id, keep[i]);
	}
	free(keep);
	return nkeep < nvalues;
}

/* An LB value of the point named arg ("dd:text"). */
static bool label_at(const char *value, const char *arg)
{
	return !strncmp(value, arg, 2) && value[2] == ':';
}

/* Take p's label off n; true if it had one. */
static bool remove_label(struct review *rv, struct sgf_node *n, int p)
{
	char name[3];

	return remove_values(rv, n, "LB", label_at, sgf_point_name(&rv->game.board, p, name));
}

/* Every mark at p off n; true if there was kind (LABEL: a label). */
static bool clear_marks(struct review *rv, struct sgf_node *n, int p, enum review_mark kind)
{
	bool had = false;

	for (int k = REVIEW_MARK_TRIANGLE; k <= REVIEW_MARK_CROSS; k++)
		had |= remove_point(rv, n, mark_id[k], p) && (int)kind == k;
	had |= remove_label(rv, n, p) && kind == REVIEW_MARK_LABEL;
	return had;
}

bool review_mark_toggle(struct review *rv, int p, enum review_mark kind)
{
	struct sgf_node *n = node_mut(rv->node);
	char name[3];

	if (!board_on(&rv->game.board, p))
		return false;
	if (clear_marks(rv, n, p, kind) || kind == REVIEW_MARK_NONE ||
	    kind == REVIEW_MARK_LABEL)
		return false;
	sgf_node_add_raw(rv->tree, n, mark_id[kind], sgf_point_name(&rv->game.board, p, name));
	return true;
}

static bool same_value(const char *value, const char *arg)
{
	return !strcmp(value, arg);
}

/* A composed value "aa:cc" (buf[6]) of the points a and b. */
static char *line_value(const struct board *b, int from, int to, char *buf)
{
	char name[3];

	snprintf(buf, 6, "%s:", sgf_point_name(b, from, name));
	snprintf(buf + 3, 3, "%s", sgf_point_name(b, to, name));
	return buf;
}

bool review_line_toggle(struct review *rv, int from, int to, bool arrow)
{
	const struct board *b = &rv->game.board;
	struct sgf_node *n;
	char ab[6], ba[6];
	bool had;

	if (!board_on(b, from) || !board_on(b, to) || from == to)
		return false;
	n = node_mut(rv->node);
	line_value(b, from, to, ab);
	line_value(b, to, from, ba);
	had = remove_values(rv, n, "AR", same_value, ab);
	had |= remove_values(rv, n, "LN", same_value, ab);
	had |= remove_values(rv, n, "LN", same_value, ba);
	if (had)
		return false;
	sgf_node_add_raw(rv->tree, n, arrow ? "AR" : "LN", ab);
	return true;
}

void review_label_set(struct review *rv, int p, const char *text)
{
	struct sgf_node *n = node_mut(rv->node);
	struct sbuf v;
	char name[3];

	if (!board_on(&rv->game.board, p))
		return;
	clear_marks(rv, n, p, REVIEW_MARK_NONE);
	if (!text || !*text)
		return;
	sbuf_init(&v);
	sbuf_printf(&v, "%s:", sgf_point_name(&rv->game.board, p, name));
	sgf_escape(&v, text, true);
	sgf_node_add_raw(rv->tree, n, "LB", v.s);
	sbuf_free(&v);
}

void review_label_next(const struct review *rv, char *buf)
{
	struct review_marks *m = xmalloc(sizeof *m);
	bool used[26] = { false };
	int i;

	review_marks(rv, m);
	board_foreach_point(&rv->game.board, p)
		if (m->kind[p] == REVIEW_MARK_LABEL && m->label[p][0] >= 'A' &&
		    m->label[p][0] <= 'Z' && !m->label[p][1])
			used[m->label[p][0] - 'A'] = true;
	free(m);
	for (i = 0; i < 26 && used[i]; i++)
		;
	buf[0] = (char)('A' + (i < 26 ? i : 0));
	buf[1] = '\0';
}

/* ---- the comment, the game information ---- */

void review_comment_set(struct review *rv, const char *text)
{
	struct sgf_node *n = node_mut(rv->node);

	if (text && *text)
		sgf_node_set_text(rv->tree, n, "C", text);
	else
		sgf_node_remove(n, "C");
}

char *review_info(const struct review *rv, const char *id)
{
	return sgf_prop_shown(rv->root, id);
}

void review_info_set(struct review *rv, const char *id, const char *text)
{
	if (text && *text)
		sgf_node_set_text(rv->tree, node_mut(rv->root), id, text);
	else
		sgf_node_remove(node_mut(rv->root), id);
}

int review_move_numbers(const struct review *rv, int *num)
{
	const struct sgf_node **path;
	int k = 0, moves = 0, p, shown = 0;
	enum color who[BOARD_MAX_POINTS] = { EMPTY };

	memset(num, 0, BOARD_MAX_POINTS * sizeof *num);
	for (const struct sgf_node *n = rv->node; n; n = n->parent)
		k++;
	path = xmalloc(sizeof *path * (size_t)k);
	for (const struct sgf_node *n = rv->node; n; n = n->parent)
		path[--k] = n;
	for (; rv->node && path[k] != rv->node; k++) {
		enum color c = review_node_move(rv, path[k + 1], &p);

		if (c == EMPTY)
			continue;
		moves++;
		if (board_on(&rv->game.board, p))
			num[p] = moves, who[p] = c;
	}
	free(path);
	board_foreach_point(&rv->game.board, q) {
		if (num[q] && board_at(&rv->game.board, q) != who[q])
			num[q] = 0;
		shown += num[q] != 0;
	}
	return shown;
}

bool review_setup_on_line(const struct review *rv)
{
	for (const struct sgf_node *n = rv->node; n && n != rv->root; n = n->parent)
		if (sgf_node_prop(n, "AB") || sgf_node_prop(n, "AW") || sgf_node_prop(n, "AE"))
			return true;
	return false;
}

int review_play(struct review *rv, int p, enum move_status *st)
{
	const struct board *b = &rv->game.board;
	enum color who = rv->game.to_move;
	struct sgf_node *n;
	char name[3];
	int i = 0, q;

	*st = MOVE_OK;
	for (const struct sgf_node *k = rv->node->child; k; k = k->next, i++)
		if (review_node_move(rv, k, &q) == who && q == p) { /* the line is there */
			rv->choice = i;
			review_next(rv);
			return 1;
		}
	if (!rv->node->child && review_on_main_line(rv))
		return 0; /* the game's own next move: play, not review */
	if ((*st = game_legal(&rv->game, who, p)) != MOVE_OK)
		return -1;
	n = sgf_node_add(rv->tree, node_mut(rv->node));
	sgf_node_add_raw(rv->tree, n, who == BLACK ? "B" : "W",
	                 p == PASS ? "" : sgf_point_name(b, p, name));
	rv->choice = i;
	review_next(rv);
	return 2;
}

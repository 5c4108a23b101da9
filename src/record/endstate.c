/*
 * endstate.c — an unfinished end of game in private SGF properties (model in
 * endstate.h).
 */
#include "record/endstate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "rules/endgame.h"
#include "record/sgfgame.h"

static const char *const end_ids[] = { "TGD", "TGA", "TGR", "TGC", "TGM", NULL };

static struct sgf_node *last_main(const struct sgf_node *root)
{
	const struct sgf_node *n = root;

	while (n->child)
		n = n->child;
	return (struct sgf_node *)n;
}

static void add_colors(struct sgf *s, struct sgf_node *n, const char *id, const bool *who)
{
	if (who[BLACK])
		sgf_node_add_raw(s, n, id, "B");
	if (who[WHITE])
		sgf_node_add_raw(s, n, id, "W");
}

static void write_confirmation(struct sgf *s, struct sgf_node *n, const struct game *g,
                               const struct confirmation *c)
{
	char v[16], p[3], ko[3];

	sgf_node_add_raw(s, n, "TGC", c->first == BLACK ? "B" : "W");
	for (int i = 0; i < c->nmoves; i++) {
		const struct confirm_move *m = &c->moves[i];

		sgf_point_name(&g->board, m->point, p);
		if (m->point == PASS && m->ko_for != NO_POINT)
			snprintf(v, sizeof v, "%c/%s", m->color == BLACK ? 'B' : 'W',
			         sgf_point_name(&g->board, m->ko_for, ko));
		else
			snprintf(v, sizeof v, "%c%s", m->color == BLACK ? 'B' : 'W', p);
		sgf_node_add_raw(s, n, "TGM", v);
	}
}

void endstate_write(struct sgf *s, struct sgf_node *root, const struct game *g)
{
	const struct endgame_state *st = &g->end.st;
	const struct board *b = &g->board;
	const struct confirmation *c = endgame_confirming(g);
	struct sgf_node *n;
	char p[3];

	for (n = root; n; n = n->child)
		for (int i = 0; end_ids[i]; i++)
			sgf_node_remove(n, end_ids[i]);
	if (g->phase == PHASE_FINISHED && g->result.kind != RESULT_BOTH_LOSE)
		return; /* RE says how it ended */
	n = last_main(root);
	board_foreach_point(b, q)
		if (st->dead[q] != EMPTY && board_at(b, q) == st->dead[q])
			sgf_node_add_raw(s, n, "TGD", sgf_point_name(b, q, p));
	add_colors(s, n, "TGA", st->agreed);
	add_colors(s, n, "TGR", st->refused);
	if (c)
		write_confirmation(s, n, g, c);
}

/* "B" or "W" → the colour, else EMPTY. */
static enum color color_value(const char *v)
{
	return !strcmp(v, "B") ? BLACK : !strcmp(v, "W") ? WHITE : EMPTY;
}

static int warn(struct sgf_msgs *m, const struct sgf *s, const struct sgf_prop *p, int i,
                const char *why)
{
	sgf_msg_add(m, s, p->offset, false, _("%s[%s] is not applied: %s"), p->id, p->values[i],
	            why);
	return 1;
}

/* TGD, then TGA/TGR (the player to move first, as the rules ask). */
static int read_marks(const struct sgf *s, const struct sgf_node *n, struct game *g,
                      struct sgf_msgs *m)
{
	const struct sgf_prop *p = sgf_node_prop(n, "TGD");
	const char *const ids[2] = { "TGA", "TGR" };
	int nw = 0;

	for (int i = 0; p && i < p->nvalues; i++) {
		int q = sgf_point_parse(&g->board, p->values[i]);

		if (q >= 0 && q != PASS && endgame_is_dead(g, q))
			continue; /* its chain is marked already: one event a chain */
		if (q < 0 || q == PASS || endgame_set_dead(g, EMPTY, q, true, false) != EG_OK)
			nw += warn(m, s, p, i, _("no stone there"));
	}
	for (int k = 0; k < 2; k++) {
		enum color first = g->to_move;

		p = sgf_node_prop(n, ids[k]);
		for (int pass = 0; p && pass < 2; pass++)
			for (int i = 0; i < p->nvalues; i++) {
				enum color who = color_value(p->values[i]);
				enum endgame_status st;

				if ((who == first) != (pass == 0))
					continue;
				st = k == 0 ? endgame_agree(g, who) : endgame_disagree(g, who);
				if (who == EMPTY || st != EG_OK)
					nw += warn(m, s, p, i, who == EMPTY ? _("not B or W") :
					                                      endgame_strerror(st));
			}
	}
	return nw;
}

/* One TGM value into a move of the open confirmation. */
static bool confirm_value(struct game *g, const char *v)
{
	enum color who = v[0] == 'B' ? BLACK : v[0] == 'W' ? WHITE : EMPTY;
	const char *slash = strchr(v, '/');
	char pt[3] = "";
	int point, ko = NO_POINT;
	enum move_status why;

	if (who == EMPTY || strlen(v) > 5)
		return false;
	if (slash) {
		ko = sgf_point_parse(&g->board, slash + 1);
		if (slash != v + 1 || ko < 0 || ko == PASS)
			return false;
	} else {
		snprintf(pt, sizeof pt, "%s", v + 1);
	}
	point = sgf_point_parse(&g->board, pt);
	return point != NO_POINT &&
	       endgame_confirm_play(g, who, point, ko, &why) == EG_OK;
}

/* TB/TW of a counted game (on the last node of the main line, as FF[4]
 * writes them): the stones of the other colour there are dead. */
static void mark_territory(const struct sgf *s, const struct sgf_node *root, struct game *g)
{
	static const char *const id[3] = { NULL, "TB", "TW" };
	const struct sgf_node *last = last_main(root);
	int *pts = NULL, n;
	size_t cap = 0;

	for (int owner = BLACK; owner <= WHITE; owner++) {
		const struct sgf_prop *p = sgf_node_prop(last, id[owner]);

		n = p ? sgf_prop_points(s, p, &g->board, &pts, &cap, 0, NULL) : 0;
		for (int i = 0; i < n; i++)
			if (board_at(&g->board, pts[i]) == color_other((enum color)owner) &&
			    !endgame_is_dead(g, pts[i]))
				endgame_set_dead(g, EMPTY, pts[i], true, false);
	}
	free(pts);
}

void endstate_finish(const struct sgf *s, const struct sgf_node *root,
                     const struct game_info *info, struct game *g)
{
	if (!info->result_known || info->result.kind == RESULT_NONE || g->phase == PHASE_FINISHED)
		return;
	if (g->phase == PHASE_STOPPED && info->result.kind == RESULT_SCORE)
		mark_territory(s, root, g);
	endgame_finish_recorded(g, &info->result);
}

bool endstate_both_lose(const struct sgf_node *root)
{
	const char *re = sgf_node_get(root, "RE");
	const struct sgf_prop *p = sgf_node_prop(last_main(root), "TGR");
	bool who[3] = { false, false, false };

	if (!re || strcmp(re, "?") || !p)
		return false;
	for (int i = 0; i < p->nvalues; i++)
		who[color_value(p->values[i])] = true;
	return who[BLACK] && who[WHITE];
}

char *endstate_result_shown(const struct sgf_node *root)
{
	const char *re = sgf_node_get(root, "RE");
	struct game_result r = { .kind = RESULT_BOTH_LOSE };
	char buf[64], *text;
	bool known;

	if (!re)
		return NULL;
	if (endstate_both_lose(root))
		return xstrdup(result_format(&r, RESULT_FORM_PEOPLE, buf, sizeof buf));
	text = sgf_simpletext(re);
	known = sgf_result_parse(text, &r);
	free(text);
	if (known && !(r.kind == RESULT_SCORE && r.winner != EMPTY && r.margin == 0)) /* B+: as written */
		return xstrdup(result_format(&r, RESULT_FORM_PEOPLE, buf, sizeof buf));
	return sgf_prop_shown(root, "RE");
}

int endstate_read(const struct sgf *s, const struct sgf_node *root, struct game *g,
                  struct sgf_msgs *msgs)
{
	const struct sgf_node *n = last_main(root);
	const struct sgf_prop *c = sgf_node_prop(n, "TGC"), *mv = sgf_node_prop(n, "TGM");
	int nw = read_marks(s, n, g, msgs);
	enum endgame_status st;

	if (!c)
		return nw;
	st = endgame_confirm_start(g, color_value(c->values[0]));
	if (st != EG_OK)
		return nw + warn(msgs, s, c, 0, endgame_strerror(st));
	for (int i = 0; mv && i < mv->nvalues; i++)
		if (!confirm_value(g, mv->values[i]))
			return nw + warn(msgs, s, mv, i, _("not a move of the confirmation"));
	return nw;
}

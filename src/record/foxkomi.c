/*
 * foxkomi.c — Fox's komi ×100 and handicap moves mended (model in
 * foxkomi.h).
 */
#include "record/foxkomi.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "record/sgfgame.h"

static bool is_fox(const struct sgf_node *root)
{
	for (const struct sgf_prop *p = root->props; p; p = p->next)
		if (!strcmp(p->id, "AP"))
			for (int i = 0; i < p->nvalues; i++)
				if (!strncasecmp(p->values[i], "foxwq", 5))
					return true;
	return false;
}

double fox_komi_points(double v, bool fox, bool chinese, bool handicap)
{
	long h = (long)v, a = h < 0 ? -h : h; /* in whole numbers: no libm */

	if (v == 0 || (double)h != v || a % 25 || a > 100000)
		return v;
	if (!fox && a < 100 && !(handicap && a >= 50))
		return v; /* plausible as points */
	if (a % 100 == 25 || a % 100 == 75 || (chinese && !handicap && a >= 250 && a <= 400))
		return (double)h / 50; /* in stones: 3.75 stones are 7.5 points */
	return (double)h / 100;
}

/* A node of Fox's handicap run: a Black move, its clock, nothing else. */
static bool handicap_node(const struct sgf_node *n, const struct sgf_node *parent)
{
	const struct sgf_prop *b = sgf_node_prop(n, "B");

	if (!b || b->nvalues != 1 || strlen(b->values[0]) != 2 || parent->child != n || n->next)
		return false;
	for (const struct sgf_prop *p = n->props; p; p = p->next)
		if (strcmp(p->id, "B") && strcmp(p->id, "BL") && strcmp(p->id, "OB"))
			return false;
	return true;
}

/* Fox's handicap moves become AB and HA (foxkomi.h); their count. */
static int mend_handicap(struct sgf *s, struct sgf_node *root, struct sgf_msgs *msgs)
{
	const struct sgf_node *n = root->child, *parent = root;
	int count = 0;
	char buf[8];

	if (sgf_node_prop(root, "AB") || sgf_node_prop(root, "AW") || sgf_node_prop(root, "B") ||
	    sgf_node_prop(root, "W"))
		return 0;
	for (; n && count < 10 && handicap_node(n, parent); parent = n, n = n->child) {
		for (const struct sgf_node *m = root->child; m != n; m = m->child)
			if (!strcmp(sgf_node_get(m, "B"), sgf_node_get(n, "B")))
				return 0; /* the same point twice: no handicap */
		count++;
	}
	if (count < 2 || count > 9)
		return 0;
	sgf_node_remove(root, "AB");
	for (n = root->child; n != parent->child; n = n->child)
		sgf_node_add_raw(s, root, "AB", sgf_node_get(n, "B"));
	snprintf(buf, sizeof buf, "%d", count);
	sgf_node_set_raw(s, root, "HA", buf);
	sgf_msg_note(msgs, s, root->child->offset,
	             _("Fox handicap: Black's first %d moves read as %d handicap stones"), count, count);
	root->child = parent->child;
	if (root->child)
		root->child->parent = root;
	return count;
}

static void mend_komi(struct sgf *s, struct sgf_node *root, bool fox, bool handicap,
                      struct sgf_msgs *msgs)
{
	const struct sgf_prop *km = sgf_node_prop(root, "KM");
	const char *ru = sgf_node_get(root, "RU"), *ha = sgf_node_get(root, "HA");
	double v, pts, h = 0;
	enum rules rules = RULES_JAPANESE;
	char buf[32], raw[24];

	if (!km || km->nvalues != 1 || !number_parse(km->values[0], -NUMBER_MAX, NUMBER_MAX, &v))
		return;
	if (ha && number_parse(ha, 1, NUMBER_MAX, &h))
		handicap = true;
	handicap = handicap || sgf_node_prop(root, "AB");
	if (ru && !sgf_rules_from_text(ru, &rules))
		rules = RULES_JAPANESE;
	pts = fox_komi_points(v, fox, rules == RULES_CHINESE, handicap);
	if (pts == v)
		return;
	snprintf(raw, sizeof raw, "%s", km->values[0]);
	sgf_node_set_raw(s, root, "KM", sgf_format_real(pts, buf, sizeof buf));
	if (fox)
		sgf_msg_note(msgs, s, km->offset, _("Fox komi %s read as %s"), raw, buf);
	else
		sgf_msg_note(msgs, s, km->offset,
		             _("komi KM[%s] read as %s: hundredths, as Fox writes it"), raw, buf);
}

void fox_mend(struct sgf *s, struct sgf_msgs *msgs)
{
	for (struct sgf_node *root = s->games; root; root = root->next) {
		bool fox = is_fox(root);

		mend_komi(s, root, fox, fox && mend_handicap(s, root, msgs) > 0, msgs);
	}
}

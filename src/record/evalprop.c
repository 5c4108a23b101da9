/*
 * evalprop.c — SBKV, SBKS and TBM on an SGF node (see evalprop.h).
 */
#include "record/evalprop.h"

#include <math.h>
#include <stdio.h>

#include "record/sgfgame.h"
#include "base/util.h"

/* A real value of n's property id within [lo, hi], or false. */
static bool real_get(const struct sgf_node *n, const char *id, double lo, double hi,
                     double *out)
{
	const char *raw = sgf_node_get(n, id);

	return raw && number_parse(raw, lo, hi, out);
}

bool evalprop_get(const struct sgf_node *n, const struct board *b, struct node_eval *e)
{
	const char *raw;

	e->has_winrate = real_get(n, "SBKV", 0, 100, &e->winrate);
	e->has_lead = real_get(n, "SBKS", -1000, 1000, &e->lead);
	e->has_conf = real_get(n, "TEC", 0, 1, &e->conf);
	e->best = NO_POINT;
	raw = sgf_node_get(n, "TBM");
	if (raw && b) {
		int p = sgf_point_parse(b, raw);

		if (p >= 0 && board_on(b, p))
			e->best = p;
	}
	return e->has_winrate || e->has_lead;
}

static void real_set(struct sgf *s, struct sgf_node *n, const char *id, double v)
{
	char buf[64];

	sgf_node_set_raw(s, n, id, sgf_format_real(round(v * 100) / 100, buf, sizeof buf));
}

void evalprop_set(struct sgf *s, struct sgf_node *n, const struct board *b,
                  const struct node_eval *e)
{
	char name[8];

	if (e->has_winrate)
		real_set(s, n, "SBKV", e->winrate);
	if (e->has_lead)
		real_set(s, n, "SBKS", e->lead);
	if (e->has_conf)
		real_set(s, n, "TEC", e->conf);
	if (b && e->best >= 0 && board_on(b, e->best))
		sgf_node_set_raw(s, n, "TBM", sgf_point_name(b, e->best, name));
}

bool evalprop_done(const struct sgf_node *n)
{
	double v;

	return real_get(n, "SBKV", 0, 100, &v);
}

double evalprop_winrate(double lead)
{
	return 100.0 / (1.0 + exp(-lead / 5.0));
}

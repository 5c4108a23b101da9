/*
 * cmd_lead.c — the review's graph of the estimated lead (record/lead.h):
 * the series of the review's line, filled one estimate at a time by the
 * front end between keys (cmd_lead_work); `swing` goes to the move where
 * the lead changed most, `graph [on|off]` shows or hides the graph.  The
 * series lives as long as the review (cmd_lead_free from review_leave), so
 * stepping through the record never estimates a position twice.
 */
#include "cmd/cmd.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "record/lead.h"
#include "record/review.h"
#include "base/util.h"

/* The series synced to the open review (made at the first use). */
static struct lead_series *series(struct cmd_ctx *c)
{
	if (!c->s.lead) {
		c->s.lead = xmalloc(sizeof *c->s.lead);
		lead_series_init(c->s.lead);
	}
	lead_series_sync(c->s.lead, c->s.review);
	return c->s.lead;
}

void cmd_lead_free(struct cmd_ctx *c)
{
	if (!c->s.lead)
		return;
	lead_series_free(c->s.lead);
	free(c->s.lead);
	c->s.lead = NULL;
}

const struct lead_series *cmd_lead_series(struct cmd_ctx *c)
{
	/* not for a problem: its line is the answer, and nothing shows it */
	return c->s.review && !c->s.problems && !c->s.graph_hidden ? series(c) : NULL;
}

bool cmd_lead_pending(struct cmd_ctx *c)
{
	const struct lead_series *ls = cmd_lead_series(c);

	return ls && !lead_series_complete(ls);
}

int cmd_lead_work(struct cmd_ctx *c)
{
	return cmd_lead_pending(c) && lead_series_step(c->s.lead) ? CMD_REDRAW_STATUS : 0;
}

int cmd_swing_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct lead_series *ls;
	char how[64], from[32], to[32];
	double delta = 0;
	int i;

	(void)argc, (void)argv;
	if (!c->s.review)
		return cmd_failf(c, _("swing goes through a review: %s starts one"),
		                 cmd_key_or_command(c, ":review", how, sizeof how));
	ls = series(c);
	i = lead_series_swing(ls, &delta);
	if (i < 0)
		return cmd_failf(c, c->s.graph_hidden ?
		                        _("the lead is not estimated yet: it is estimated while the "
		                          "graph is shown (%s)") :
		                        _("the lead is not estimated yet: the graph is filling (%s)"),
		                 cmd_key_or_command(c, ":graph", how, sizeof how));
	review_goto_move(c->s.review, ls->move[i]);
	cmd_message(c, false, _("The biggest swing: move %d, %.1f points (%s to %s)%s"), ls->move[i],
	            fabs(delta), lead_format(ls->lead[i - 1], from, sizeof from),
	            lead_format(ls->lead[i], to, sizeof to),
	            lead_series_complete(ls) ? "." : _(", so far: the graph is still filling."));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_graph_exec(struct cmd_ctx *c, int argc, char **argv)
{
	bool hide = !c->s.graph_hidden;

	if (argc && !strcmp(argv[0], "on"))
		hide = false;
	else if (argc && !strcmp(argv[0], "off"))
		hide = true;
	else if (argc)
		return cmd_fail(c, _("graph takes on or off"));
	c->s.graph_hidden = hide;
	cmd_message(c, false, "%s", hide ? _("The lead graph is hidden.") :
	                                   _("The lead graph is shown in review."));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

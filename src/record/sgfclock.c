/*
 * sgfclock.c — the clocks in the record (record.h, struct record_clock): TM
 * and OT in the root, BL/OB and WL/OW after every move (FF[4]).
 *
 * TM is the main time in seconds; OT says the overtime in its usual forms:
 * "5x30 byo-yomi", "25/600 Canadian", "10 fischer".  BL/WL hold the time left
 * after the move (the main time, else the current period's), OB/OW the
 * byo-yomi periods or the Canadian moves left, only in overtime.  A file is
 * read back into the same setting and the last times of each side, so a
 * saved or autosaved game goes on with its clocks.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record/record.h"
#include "base/util.h"

void record_clock_new(struct record *r, const struct clock_spec *spec)
{
	r->clock.spec = *spec;
	r->clock.n = 0;
}

void record_clock_moved(struct record *r, int nmoves, int64_t ms, int count)
{
	struct record_clock *k = &r->clock;

	if (nmoves < 1 || k->spec.system == CLOCK_NONE)
		return;
	if (nmoves > k->cap) {
		k->cap = nmoves * 2 > 64 ? nmoves * 2 : 64;
		k->after = xrealloc(k->after, (size_t)k->cap * sizeof *k->after);
	}
	for (int i = k->n; i < nmoves - 1; i++)
		k->after[i].set = false;
	k->after[nmoves - 1] = (struct record_stamp){ .ms = ms, .count = count, .set = true };
	k->n = nmoves;
}

bool record_clock_left(const struct record *r, const struct game *g, enum color who,
                       int64_t *ms, int *count)
{
	const struct record_clock *k = &r->clock;

	for (int i = (k->n < g->nmoves ? k->n : g->nmoves) - 1; i >= 0; i--)
		if (k->after[i].set && g->moves[i].color == who) {
			*ms = k->after[i].ms;
			*count = k->after[i].count;
			return true;
		}
	return false;
}

/* ---- writing ---- */

static void set_seconds(struct sgf *s, struct sgf_node *n, const char *id, int64_t ms)
{
	char buf[32];

	sgf_node_set_raw(s, n, id, sgf_format_real((double)ms / 1000, buf, sizeof buf));
}

static void write_root(struct sgf *s, struct sgf_node *root, const struct clock_spec *sp)
{
	char ot[64], per[32];

	set_seconds(s, root, "TM", sp->main_ms);
	sgf_format_real((double)(sp->system == CLOCK_FISCHER ? sp->increment_ms : sp->period_ms) /
	                1000, per, sizeof per);
	if (sp->system == CLOCK_BYOYOMI)
		snprintf(ot, sizeof ot, "%dx%s byo-yomi", sp->periods, per);
	else if (sp->system == CLOCK_CANADIAN)
		snprintf(ot, sizeof ot, "%d/%s Canadian", sp->stones, per);
	else if (sp->system == CLOCK_FISCHER)
		snprintf(ot, sizeof ot, "%s fischer", per);
	else
		return;
	sgf_node_set_text(s, root, "OT", ot);
}

void record_clock_write(const struct record *r, const struct game *g, struct sgf *s,
                        struct sgf_node *root)
{
	const struct record_clock *k = &r->clock;
	int n = k->n < g->nmoves ? k->n : g->nmoves;

	if (k->spec.system == CLOCK_NONE)
		return;
	write_root(s, root, &k->spec);
	for (int i = 0; i < n; i++) {
		struct sgf_node *node;
		bool black = g->moves[i].color == BLACK;
		char num[16];

		if (!k->after[i].set)
			continue;
		node = record_main_node(root, i + 1);
		set_seconds(s, node, black ? "BL" : "WL", k->after[i].ms);
		if (k->after[i].count > 0) {
			snprintf(num, sizeof num, "%d", k->after[i].count);
			sgf_node_set_raw(s, node, black ? "OB" : "OW", num);
		}
	}
}

/* ---- reading ---- */

/* A time in seconds of a property as milliseconds; false if absent or not a
 * number of seconds a clock can hold. */
static bool get_ms(const struct sgf_node *n, const char *id, int64_t *ms)
{
	const char *raw = sgf_node_get(n, id);
	double v;

	if (!raw || !sgf_parse_real(raw, &v) || !(v >= 0 && v * 1000 <= CLOCK_MAX_MS))
		return false;
	*ms = (int64_t)llround(v * 1000);
	return true;
}

/* OT: "NxS byo-yomi", "N/S Canadian", "S fischer" (any case). */
static void read_overtime(const char *ot, struct clock_spec *sp)
{
	int count;
	double sec;
	char word[16];

	if (sscanf(ot, "%dx%lf %15s", &count, &sec, word) == 3 && !strcasecmp(word, "byo-yomi") &&
	    count >= 1 && count <= CLOCK_MAX_PERIODS && sec >= 1 && sec * 1000 <= CLOCK_MAX_MS) {
		sp->system = CLOCK_BYOYOMI;
		sp->periods = count;
		sp->period_ms = (int64_t)sec * 1000;
	} else if (sscanf(ot, "%d/%lf %15s", &count, &sec, word) == 3 &&
	           !strcasecmp(word, "canadian") && count >= 1 && count <= CLOCK_MAX_STONES &&
	           sec >= 1 && sec * 1000 <= CLOCK_MAX_MS) {
		sp->system = CLOCK_CANADIAN;
		sp->stones = count;
		sp->period_ms = (int64_t)sec * 1000;
	} else if (sscanf(ot, "%lf %15s", &sec, word) == 2 && !strcasecmp(word, "fischer") &&
	           sec > 0 && sec * 1000 <= CLOCK_MAX_MS) {
		sp->system = CLOCK_FISCHER;
		sp->increment_ms = llround(sec * 1000);
	}
}

/* The move's count property: OB/OW, -1 when absent. */
static int get_count(const struct sgf_node *n, const char *id)
{
	const char *raw = sgf_node_get(n, id);

	return raw && isdigit((unsigned char)*raw) ? atoi(raw) : -1;
}

void record_clock_read(struct record *r, const struct sgf_node *root, const struct game *g)
{
	struct clock_spec sp = { .system = CLOCK_ABSOLUTE };
	char *ot = sgf_node_get(root, "OT") ? sgf_simpletext(sgf_node_get(root, "OT")) : NULL;

	r->clock.n = 0;
	memset(&r->clock.spec, 0, sizeof r->clock.spec);
	if (!get_ms(root, "TM", &sp.main_ms))
		sp.main_ms = 0;
	if (ot)
		read_overtime(ot, &sp);
	free(ot);
	if (sp.main_ms == 0 && sp.system != CLOCK_BYOYOMI && sp.system != CLOCK_CANADIAN)
		return; /* no clock (an unknown OT with TM[0] too) */
	r->clock.spec = sp;
	for (int i = 0; i < g->nmoves; i++) {
		const struct sgf_node *n = record_main_node((struct sgf_node *)root, i + 1);
		bool black = g->moves[i].color == BLACK;
		int64_t ms;

		if (get_ms(n, black ? "BL" : "WL", &ms))
			record_clock_moved(r, i + 1, ms, get_count(n, black ? "OB" : "OW"));
	}
}

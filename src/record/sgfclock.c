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
 *
 * The move in progress: BL/WL say the time after a move, so the time the
 * side to move has spent thinking since its last one would be lost when the
 * program stops (quit, a signal, a dropped link) and given back when the
 * game is resumed.  TMU[W7.25] on the last main-line node keeps it: the
 * colour, then the seconds used on the move so far; opening the file
 * charges them to that side's clock (cmd_clock_opened: a byo-yomi period
 * run out is lost, a flag that falls ends the game).  It is a private
 * property, not a WL on the last node: a WL there would tell other programs
 * that the clock stood lower after the opponent's move, changing the game
 * they show; TMU changes nothing for them (an unknown property, kept or
 * dropped), and a finished game never has one.  `save` writes it as the
 * autosave does, so an unfinished game reopened from a saved file is
 * charged too.  While a clock runs the autosave's record is made again
 * whenever its whole seconds change (record_seen.inmove_s), staged in
 * memory for the signal path and written to the disk every
 * RECORD_INMOVE_WRITE_S seconds and at exit (record.c, autosave.h): about
 * 33 KB a minute for a 181-move 19x19 game instead of 160 KB when every
 * second was written.
 *
 * A pause (暫停, Chinese competition rule 5) both players asked for is TPA[1]
 * on the last main-line node, as private as TMU: the game reopened (a
 * resume after a dropped link) is still paused, both clocks stopped, until
 * both ask to play on; it was not, and Black's clock ran at once.
 *
 * The sealed move (封棋) of an adjourned game lives here too, since its
 * point is the clock: TSL[Bdd] on the last main-line node (the TGM form of
 * endstate.c: the colour, then the point, nothing for a pass), TST the
 * sealer's time left after it in seconds (BL/WL as that move will have
 * them), TSC its count (OB/OW).  No B or W property holds it, so no SGF
 * viewer shows it; it is hidden from the screen, not from a text editor.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record/record.h"
#include "rules/endgame.h"
#include "base/i18n.h"
#include "base/util.h"

void record_clock_new(struct record *r, const struct clock_spec *spec)
{
	r->clock.spec = *spec;
	r->clock.n = 0;
	r->clock.paused = false;
	record_clock_inmove(r, EMPTY, 0);
}

void record_clock_inmove(struct record *r, enum color who, int64_t ms)
{
	r->clock.inmove_who = ms > 0 ? who : EMPTY;
	r->clock.inmove_ms = ms > 0 && who != EMPTY ? ms : 0;
}

void record_clock_pause(struct record *r, bool paused)
{
	r->clock.paused = paused;
}

bool record_clock_paused(const struct record *r, const struct game *g)
{
	return r->clock.paused && r->clock.spec.system != CLOCK_NONE &&
	       g->phase == PHASE_PLAYING && r->sealed.who == EMPTY;
}

int64_t record_clock_inmove_ms(const struct record *r, const struct game *g)
{
	const struct record_clock *k = &r->clock;

	if (k->spec.system == CLOCK_NONE || g->phase != PHASE_PLAYING ||
	    k->inmove_who != g->to_move || r->sealed.who != EMPTY)
		return 0;
	return k->inmove_ms;
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
	struct sgf_node *last = root;
	int64_t inmove = record_clock_inmove_ms(r, g);

	for (; last; last = last->child) { /* an opened file's old ones go */
		sgf_node_remove(last, "TMU");
		sgf_node_remove(last, "TPA");
	}
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
	if (inmove > 0) {
		char v[40];

		for (last = root; last->child; last = last->child)
			;
		v[0] = g->to_move == BLACK ? 'B' : 'W';
		sgf_format_real((double)inmove / 1000, v + 1, sizeof v - 1);
		sgf_node_set_raw(s, last, "TMU", v);
	}
	if (record_clock_paused(r, g)) {
		for (last = root; last->child; last = last->child)
			;
		sgf_node_set_raw(s, last, "TPA", "1");
	}
}

/* ---- reading ---- */

/* A time in seconds of a property as milliseconds; false if absent or not a
 * number of seconds a clock can hold. */
static bool get_ms(const struct sgf_node *n, const char *id, int64_t *ms)
{
	const char *raw = sgf_node_get(n, id);
	double v;

	if (!raw || !number_parse(raw, 0, CLOCK_MAX_MS / 1000.0, &v))
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

/* TMU of the last main-line node: who and the seconds used, if valid; TPA. */
static void read_inmove(struct record *r, const struct sgf_node *root)
{
	const struct sgf_node *n = root;
	const char *v;
	double sec;

	while (n->child)
		n = n->child;
	v = sgf_node_get(n, "TMU");
	if (v && (v[0] == 'B' || v[0] == 'W') && number_parse(v + 1, 0, CLOCK_MAX_MS / 1000.0, &sec))
		record_clock_inmove(r, v[0] == 'B' ? BLACK : WHITE, (int64_t)llround(sec * 1000));
	v = sgf_node_get(n, "TPA");
	r->clock.paused = v && !strcmp(v, "1");
}

void record_clock_read(struct record *r, const struct sgf_node *root, const struct game *g)
{
	struct clock_spec sp = { .system = CLOCK_ABSOLUTE };
	char *ot = sgf_node_get(root, "OT") ? sgf_simpletext(sgf_node_get(root, "OT")) : NULL;

	r->clock.n = 0;
	record_clock_inmove(r, EMPTY, 0);
	r->clock.paused = false;
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
	read_inmove(r, root);
}

/* ---- the sealed move ---- */

static const char *const seal_ids[] = { "TSL", "TST", "TSC", NULL };

void record_seal(struct record *r, const struct record_seal *m)
{
	if (m)
		r->sealed = *m;
	else
		memset(&r->sealed, 0, sizeof r->sealed);
}

void record_seal_write(const struct record *r, const struct game *g, struct sgf *s,
                       struct sgf_node *root)
{
	const struct record_seal *m = &r->sealed;
	struct sgf_node *n;
	char v[8], p[3], num[16];

	for (n = root; n; n = n->child)
		for (int i = 0; seal_ids[i]; i++)
			sgf_node_remove(n, seal_ids[i]);
	if (m->who == EMPTY)
		return;
	for (n = root; n->child; n = n->child)
		;
	snprintf(v, sizeof v, "%c%s", m->who == BLACK ? 'B' : 'W',
	         sgf_point_name(&g->board, m->point, p));
	sgf_node_set_raw(s, n, "TSL", v);
	if (m->ms >= 0) {
		set_seconds(s, n, "TST", m->ms);
		snprintf(num, sizeof num, "%d", m->count);
		if (m->count > 0)
			sgf_node_set_raw(s, n, "TSC", num);
	}
}

/* TSL's value as a move: its colour and point; false if it is none. */
static bool seal_value(const struct board *b, const char *v, enum color *who, int *point)
{
	*who = v[0] == 'B' ? BLACK : v[0] == 'W' ? WHITE : EMPTY;
	*point = *who == EMPTY ? NO_POINT : sgf_point_parse(b, v + 1);
	return *point != NO_POINT;
}

int record_seal_read(struct record *r, const struct sgf *s, const struct sgf_node *root,
                     struct game *g, struct sgf_msgs *msgs)
{
	const struct sgf_node *n = root;
	const struct sgf_prop *p;
	struct record_seal m = { .ms = -1 };
	enum move_status st;
	enum penalty penalty;

	memset(&r->sealed, 0, sizeof r->sealed);
	memset(&r->revealed, 0, sizeof r->revealed);
	while (n->child)
		n = n->child;
	if (!(p = sgf_node_prop(n, "TSL")))
		return 0;
	if (!seal_value(&g->board, p->values[0], &m.who, &m.point)) {
		sgf_msg_add(msgs, s, p->offset, false, _("TSL[%s] is not a sealed move"), p->values[0]);
		return 0;
	}
	/* tested first: no policy may charge anything for a move not played */
	st = g->to_move != m.who ? MOVE_NOT_YOUR_TURN : game_legal(g, m.who, m.point);
	if (st == MOVE_OK)
		st = endgame_play(g, m.who, m.point, true, &penalty);
	if (st != MOVE_OK) {
		sgf_msg_add(msgs, s, p->offset, false, _("the sealed move is not played: %s"),
		            move_status_strerror(st));
		return 0;
	}
	if (get_ms(n, "TST", &m.ms)) {
		m.count = get_count(n, "TSC") > 0 ? get_count(n, "TSC") : 0;
		record_clock_moved(r, g->nmoves, m.ms, m.count);
	}
	r->revealed = m;
	return 1;
}

/*
 * clock.c — the game clock (clock.h): parsing the time systems, charging
 * time, the byo-yomi calls of Chinese competition rule 3.
 *
 * All times are milliseconds.  A byo-yomi call is found by listing the calls
 * of a period (period_calls) and taking the latest one between the time
 * used before and after an advance, so an advance of any length says the
 * newest call and never one twice.
 */
#include "rules/clock.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"

/* ---- parsing ---- */

/* A time: NUMBER h|m|s, pieces one after the other ("1h30m").  Moves *s past
 * it; -1 with *cause naming what is wrong. */
static int parse_time(const char **s, const char *what, int64_t *out, char **cause)
{
	const char *p = *s;
	int64_t total = 0;

	if (!isdigit((unsigned char)*p))
		return cause_set(cause, _("%s: a time is expected (e.g. 30m, 45s, 1h)"), what), -1;
	while (isdigit((unsigned char)*p)) {
		char *end;
		int64_t unit;
		long long v;

		errno = 0;
		v = strtoll(p, &end, 10);
		if (*end == 'h')
			unit = 3600000;
		else if (*end == 'm')
			unit = 60000;
		else if (*end == 's')
			unit = 1000;
		else
			return cause_set(cause, _("%s: '%.*s' needs a unit: h, m or s"), what,
			                 (int)(end - p), p), -1;
		if (errno || v > CLOCK_MAX_MS / unit || total + v * unit > CLOCK_MAX_MS)
			return cause_set(cause, _("%s: more than 99 hours"), what), -1;
		total += v * unit;
		p = end + 1;
	}
	*s = p;
	*out = total;
	return 0;
}

/* A count before 'x' or '/': 1..max. */
static int parse_count(const char **s, int max, const char *what, int *out, char **cause)
{
	char *end;
	long v = strtol(*s, &end, 10);

	if (end == *s || v < 1 || v > max)
		return cause_set(cause, _("%s must be 1 to %d"), what, max), -1;
	*s = end + 1; /* the 'x' or '/' */
	*out = (int)v;
	return 0;
}

/* What follows '+': NxTIME, N/TIME or TIME. */
static int parse_overtime(const char *p, struct clock_spec *sp, char **cause)
{
	const char *q = p;
	int64_t *t = &sp->increment_ms;
	const char *what = _("the Fischer increment");

	while (isdigit((unsigned char)*q))
		q++;
	if (*q == 'x') {
		sp->system = CLOCK_BYOYOMI;
		if (parse_count(&p, CLOCK_MAX_PERIODS, _("the number of byo-yomi periods"),
		                &sp->periods, cause) < 0)
			return -1;
		t = &sp->period_ms, what = _("the byo-yomi period");
	} else if (*q == '/') {
		sp->system = CLOCK_CANADIAN;
		if (parse_count(&p, CLOCK_MAX_STONES, _("the number of moves of a Canadian period"),
		                &sp->stones, cause) < 0)
			return -1;
		t = &sp->period_ms, what = _("the Canadian period");
	} else {
		sp->system = CLOCK_FISCHER;
	}
	if (parse_time(&p, what, t, cause) < 0)
		return -1;
	if (*p)
		return cause_set(cause, _("unexpected '%s' after %s"), p, what), -1;
	if (*t == 0)
		return cause_set(cause, _("%s cannot be 0"), what), -1;
	if (sp->system != CLOCK_FISCHER && *t % 1000)
		return cause_set(cause, _("%s must be whole seconds"), what), -1;
	return 0;
}

int clock_spec_parse(const char *text, struct clock_spec *out, char **cause)
{
	struct clock_spec sp = { .system = CLOCK_ABSOLUTE };
	const char *p = text;

	if (!strcmp(text, "none") || !strcmp(text, "off")) {
		memset(out, 0, sizeof *out);
		return 0;
	}
	if (parse_time(&p, _("the main time"), &sp.main_ms, cause) < 0)
		return -1;
	if (*p == '+') {
		if (parse_overtime(p + 1, &sp, cause) < 0)
			return -1;
	} else if (*p) {
		return cause_set(cause, _("unexpected '%s' after the main time (e.g. 30m+5x30s)"),
		                 p), -1;
	}
	if (sp.main_ms == 0 && sp.system != CLOCK_BYOYOMI && sp.system != CLOCK_CANADIAN)
		return cause_set(cause, "%s", _("the main time cannot be 0 without byo-yomi or a "
		                                "Canadian period")), -1;
	*out = sp;
	return 0;
}

/* A time as the spec writes it: whole minutes in m, else seconds. */
static void format_time(int64_t ms, char *buf, size_t len)
{
	if (ms % 60000 == 0)
		snprintf(buf, len, "%" PRId64 "m", ms / 60000);
	else if (ms % 1000 == 0)
		snprintf(buf, len, "%" PRId64 "s", ms / 1000);
	else
		snprintf(buf, len, "%" PRId64 ".%03ds", ms / 1000, (int)(ms % 1000));
}

char *clock_spec_format(const struct clock_spec *s, char *buf, size_t len)
{
	char m[32], o[32];

	if (s->system == CLOCK_NONE) {
		snprintf(buf, len, "none");
		return buf;
	}
	format_time(s->main_ms, m, sizeof m);
	format_time(s->system == CLOCK_FISCHER ? s->increment_ms : s->period_ms, o, sizeof o);
	switch (s->system) {
	case CLOCK_BYOYOMI: snprintf(buf, len, "%s+%dx%s", m, s->periods, o); break;
	case CLOCK_CANADIAN: snprintf(buf, len, "%s+%d/%s", m, s->stones, o); break;
	case CLOCK_FISCHER: snprintf(buf, len, "%s+%s", m, o); break;
	default: snprintf(buf, len, "%s", m); break;
	}
	return buf;
}

/* ---- the calls ---- */

#define MAX_CALLS 16

/* The calls of a period of P seconds, in order (see clock.h). */
static int period_calls(int P, bool last, struct clock_call *calls)
{
	static const int minute[] = { 30, 40, 50, 55, 58 };
	int n = 0, m50 = 50 * P / 60;

	for (int i = 0; i < (last ? 3 : 5); i++) {
		int sec = minute[i] * P / 60;

		if (sec > 0 && sec < P && (n == 0 || sec > calls[n - 1].second))
			calls[n++] = (struct clock_call){ .second = sec };
	}
	if (!last)
		return n;
	for (int t = P - 9; t < P; t++)
		if (t > m50 && t > 0)
			calls[n++] = (struct clock_call){ .second = t, .count = 10 - (P - t) };
	return n;
}

/* The latest call with before < second·1000 <= after (ms used), or none. */
static struct clock_call call_between(const struct clock *c, const struct clock_side *s,
                                      int64_t before, int64_t after)
{
	struct clock_call calls[MAX_CALLS], found = { 0, 0 };
	int n = period_calls((int)(c->spec.period_ms / 1000), s->periods == 1, calls);

	for (int i = 0; i < n; i++) {
		int64_t at = (int64_t)calls[i].second * 1000;

		if (before < at && at <= after)
			found = calls[i];
	}
	return found;
}

/* ---- charging time ---- */

void clock_init(struct clock *c, const struct clock_spec *s)
{
	memset(c, 0, sizeof *c);
	c->spec = *s;
	for (enum color who = BLACK; who <= WHITE; who++) {
		struct clock_side *d = &c->side[who];

		d->main_ms = s->main_ms;
		d->periods = s->periods;
		d->stones = s->stones;
		d->left_ms = s->period_ms;
		d->overtime = s->main_ms == 0;
	}
	c->running = EMPTY;
}

void clock_run(struct clock *c, enum color who)
{
	c->running = c->spec.system == CLOCK_NONE ? EMPTY : who;
}

/* Overtime in byo-yomi: ms go into the current period; a period used up is
 * lost, the last one loses the game. */
static int64_t charge_byoyomi(struct clock *c, struct clock_side *s, int64_t ms,
                              struct clock_news *n)
{
	int64_t used = c->spec.period_ms - s->left_ms, step = ms < s->left_ms ? ms : s->left_ms;
	struct clock_call call = call_between(c, s, used, used + step);

	if (call.second)
		n->call = call;
	s->left_ms -= step;
	if (s->left_ms > 0)
		return 0;
	if (s->periods <= 1) {
		s->periods = 0;
		s->flagged = n->flag = true;
		return 0;
	}
	s->periods--;
	s->left_ms = c->spec.period_ms;
	n->periods_lost++;
	n->call = (struct clock_call){ 0, 0 }; /* the loss says more than a call */
	return ms - step;
}

/* One step of the running side's time: returns the ms not charged yet. */
static int64_t charge(struct clock *c, struct clock_side *s, int64_t ms, struct clock_news *n)
{
	int64_t step;

	if (!s->overtime) {
		step = ms < s->main_ms ? ms : s->main_ms;
		s->main_ms -= step;
		if (s->main_ms > 0)
			return 0;
		if (c->spec.system != CLOCK_BYOYOMI && c->spec.system != CLOCK_CANADIAN) {
			s->flagged = n->flag = true;
			return 0;
		}
		s->overtime = n->overtime = true;
		s->left_ms = c->spec.period_ms;
		return ms - step;
	}
	if (c->spec.system == CLOCK_BYOYOMI)
		return charge_byoyomi(c, s, ms, n);
	step = ms < s->left_ms ? ms : s->left_ms; /* Canadian */
	s->left_ms -= step;
	if (s->left_ms <= 0)
		s->flagged = n->flag = true;
	return 0;
}

struct clock_news clock_advance(struct clock *c, int64_t ms)
{
	struct clock_news n = { .who = EMPTY };
	struct clock_side *s;

	if (c->running == EMPTY || ms <= 0 || c->side[c->running].flagged)
		return n;
	s = &c->side[c->running];
	n.who = c->running;
	while (ms > 0 && !s->flagged)
		ms = charge(c, s, ms, &n);
	n.periods_left = s->periods;
	return n;
}

void clock_moved(struct clock *c, enum color who)
{
	struct clock_side *s = &c->side[who];

	if (s->flagged || c->spec.system == CLOCK_NONE)
		return;
	if (c->spec.system == CLOCK_FISCHER) {
		s->main_ms += c->spec.increment_ms;
		if (s->main_ms > CLOCK_MAX_MS)
			s->main_ms = CLOCK_MAX_MS; /* a spec's bound; games of 10 000 moves */
	} else if (s->overtime && c->spec.system == CLOCK_BYOYOMI) {
		s->left_ms = c->spec.period_ms;
	} else if (s->overtime && c->spec.system == CLOCK_CANADIAN && --s->stones <= 0) {
		s->stones = c->spec.stones;
		s->left_ms = c->spec.period_ms;
	}
}

int64_t clock_left_ms(const struct clock *c, enum color who)
{
	const struct clock_side *s = &c->side[who];

	return s->overtime ? s->left_ms : s->main_ms;
}

int clock_left_count(const struct clock *c, enum color who)
{
	const struct clock_side *s = &c->side[who];

	if (!s->overtime)
		return 0;
	return c->spec.system == CLOCK_BYOYOMI ? s->periods : s->stones;
}

void clock_set_left(struct clock *c, enum color who, int64_t ms, int count)
{
	struct clock_side *s = &c->side[who];
	bool over = c->spec.system == CLOCK_BYOYOMI || c->spec.system == CLOCK_CANADIAN;

	if (ms < 0)
		ms = 0;
	if (count <= 0 || !over) {
		s->main_ms = ms;
		s->overtime = over && ms == 0;
		s->flagged = !over && ms == 0;
		return;
	}
	s->overtime = true;
	s->left_ms = ms > c->spec.period_ms ? c->spec.period_ms : ms;
	if (c->spec.system == CLOCK_BYOYOMI)
		s->periods = count > c->spec.periods ? c->spec.periods : count;
	else
		s->stones = count > c->spec.stones ? c->spec.stones : count;
	s->main_ms = 0;
}

int clock_wait_ms(const struct clock *c)
{
	int64_t left;

	if (c->running == EMPTY || c->side[c->running].flagged)
		return -1;
	left = clock_left_ms(c, c->running);
	return left <= 0 ? 1 : (int)((left - 1) % 1000) + 1;
}

/* ---- text ---- */

static void format_hms(int64_t ms, char *buf, size_t len)
{
	int64_t sec = (ms + 999) / 1000;

	if (sec >= 3600)
		snprintf(buf, len, "%" PRId64 ":%02d:%02d", sec / 3600, (int)(sec / 60 % 60),
		         (int)(sec % 60));
	else
		snprintf(buf, len, "%d:%02d", (int)(sec / 60), (int)(sec % 60));
}

char *clock_format(const struct clock *c, enum color who, bool ascii, char *buf, size_t len)
{
	const struct clock_side *s = &c->side[who];
	char t[32];

	format_hms(clock_left_ms(c, who), t, sizeof t);
	if (s->overtime && c->spec.system == CLOCK_BYOYOMI)
		snprintf(buf, len, "%s %s%d", t, ascii ? "x" : "×", s->periods);
	else if (s->overtime && c->spec.system == CLOCK_CANADIAN)
		snprintf(buf, len, "%s /%d", t, s->stones);
	else if (c->spec.system == CLOCK_BYOYOMI && !s->flagged) { /* the overtime to come */
		char p[32];

		format_time(c->spec.period_ms, p, sizeof p);
		snprintf(buf, len, "%s +%d%s%s", t, c->spec.periods, ascii ? "x" : "×", p);
	} else
		snprintf(buf, len, "%s", t);
	return buf;
}

char *clock_call_text(const struct clock *c, const struct clock_news *n, char *buf,
                      size_t len)
{
	if (n->flag && c->spec.system == CLOCK_BYOYOMI)
		snprintf(buf, len, "%s", _("10, lost on time"));
	else if (n->flag)
		snprintf(buf, len, "%s", _("lost on time"));
	else if (n->call.count)
		snprintf(buf, len, "%d", n->call.count);
	else if (n->call.second)
		/* TRANSLATORS: a number of seconds, abbreviated: the byo-yomi count
		   in the clock line of the status panel (秒読み). */
		snprintf(buf, len, _("%d s"), n->call.second);
	else if (n->periods_lost)
		snprintf(buf, len, ngettext("%d period left", "%d periods left", n->periods_left),
		         n->periods_left);
	else if (n->overtime)
		snprintf(buf, len, "%s", _("byo-yomi"));
	else
		buf[0] = '\0';
	return buf;
}

char *clock_words(const struct clock *c, enum color who, char *buf, size_t len)
{
	const struct clock_side *s = &c->side[who];
	int p = (int)(c->spec.period_ms / 1000);
	char t[32];

	if (c->spec.system != CLOCK_BYOYOMI || s->flagged)
		return clock_format(c, who, true, buf, len);
	format_hms(clock_left_ms(c, who), t, sizeof t);
	if (s->overtime)
		snprintf(buf, len, ngettext("%s of the period, %d period left",
		                            "%s of the period, %d periods left", s->periods),
		         t, s->periods);
	else
		snprintf(buf, len, ngettext("%s, then %d period of %d seconds",
		                            "%s, then %d periods of %d seconds", c->spec.periods),
		         t, c->spec.periods, p);
	return buf;
}

int clock_shown_seconds(const struct clock *c, enum color who)
{
	return (int)((clock_left_ms(c, who) + 999) / 1000);
}

/* The call of a period in words (not a flag, a count or a period lost). */
static void second_sentence(const struct clock *c, const struct clock_news *n, char *buf,
                            size_t len)
{
	int p = (int)(c->spec.period_ms / 1000);

	if (n->periods_left == 1)
		snprintf(buf, len, ngettext("%s: %d of the last period's %d second used.",
		                            "%s: %d of the last period's %d seconds used.", p),
		         color_name(n->who), n->call.second, p);
	else
		snprintf(buf, len, ngettext("%s: %d of the period's %d second used.",
		                            "%s: %d of the period's %d seconds used.", p),
		         color_name(n->who), n->call.second, p);
}

char *clock_call_sentence(const struct clock *c, const struct clock_news *n, char *buf,
                          size_t len)
{
	const char *who = n->who == EMPTY ? "" : color_name(n->who);

	buf[0] = '\0';
	if (n->who == EMPTY)
		return buf;
	if (n->flag && c->spec.system == CLOCK_BYOYOMI)
		snprintf(buf, len, _("%s: 10. Lost on time."), who);
	else if (n->flag)
		snprintf(buf, len, _("%s has lost on time."), who);
	else if (n->call.count)
		snprintf(buf, len, ngettext("%s: %d. %d second left.", "%s: %d. %d seconds left.",
		                            10 - n->call.count),
		         who, n->call.count, 10 - n->call.count);
	else if (n->call.second)
		second_sentence(c, n, buf, len);
	else if (n->periods_lost)
		snprintf(buf, len, ngettext("%s has used up a period: %d period left.",
		                            "%s has used up a period: %d periods left.",
		                            n->periods_left),
		         who, n->periods_left);
	else if (n->overtime)
		snprintf(buf, len, ngettext("%s is in byo-yomi: %d period of %d seconds.",
		                            "%s is in byo-yomi: %d periods of %d seconds.",
		                            n->periods_left),
		         who, n->periods_left, (int)(c->spec.period_ms / 1000));
	return buf;
}

char *clock_news_text(const struct clock *c, const struct clock_news *n, char *buf,
                      size_t len)
{
	char call[64];

	if (n->who == EMPTY || !*clock_call_text(c, n, call, sizeof call))
		buf[0] = '\0';
	else
		snprintf(buf, len, "%s: %s", color_name(n->who), call);
	return buf;
}

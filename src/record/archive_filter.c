/*
 * archive_filter.c — which kept games `tengen --games` lists: by player,
 * date, result and board size (archive.h, struct archive_filter).
 */
#include "record/archive.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "base/util.h"

/* Days in month m (1-12) of year y. */
static int month_days(int y, int m)
{
	static const int days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;

	return m == 2 && leap ? 29 : days[m - 1];
}

/* n digits at s, as a number; -1 when they are not. */
static int digits(const char *s, int n)
{
	int v = 0;

	for (int i = 0; i < n; i++) {
		if (!isdigit((unsigned char)s[i]))
			return -1;
		v = v * 10 + s[i] - '0';
	}
	return v;
}

bool archive_filter_date(const char *text, char *out, char **cause)
{
	size_t len = strlen(text);
	int y = digits(text, 4), m = len >= 7 ? digits(text + 5, 2) : 1,
	    d = len == 10 ? digits(text + 8, 2) : 1;

	if ((len != 4 && len != 7 && len != 10) || (len > 4 && text[4] != '-') ||
	    (len > 7 && text[7] != '-') || y < 1 || m < 1 || m > 12 || d < 1 ||
	    d > month_days(y, m)) {
		cause_set(cause, _("invalid date '%s' (YYYY, YYYY-MM or YYYY-MM-DD)"), text);
		return false;
	}
	memcpy(out, text, len + 1);
	return true;
}

/* The words for a result that has no winner. */
static bool result_word(const char *t, struct game_result *r)
{
	static const struct { const char *word; enum result_kind kind; } words[] = {
		{ "draw", RESULT_SCORE }, { "jigo", RESULT_SCORE }, { "0", RESULT_SCORE },
		{ "void", RESULT_VOID }, { "both-lose", RESULT_BOTH_LOSE },
		{ "bothlose", RESULT_BOTH_LOSE }, { "both lose", RESULT_BOTH_LOSE },
	};

	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (!strcasecmp(t, words[i].word)) {
			r->kind = words[i].kind;
			return true;
		}
	return false;
}

/* After "B+": "", "R", "Resign", "T", "Time", "F", "Forfeit", or points. */
static bool result_how(const char *how, struct game_result *r)
{
	static const struct { const char *word; enum result_kind kind; } words[] = {
		{ "R", RESULT_RESIGN }, { "Resign", RESULT_RESIGN }, { "T", RESULT_TIME },
		{ "Time", RESULT_TIME }, { "F", RESULT_FOUL }, { "Forfeit", RESULT_FOUL },
	};

	if (!*how)
		return true; /* RESULT_NONE: the winner only */
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (!strcasecmp(how, words[i].word)) {
			r->kind = words[i].kind;
			return true;
		}
	r->kind = RESULT_SCORE;
	return number_parse(how, 0.5, 10000, &r->margin);
}

bool archive_filter_result(const char *text, struct game_result *r, char **cause)
{
	char c = (char)toupper((unsigned char)text[0]);

	memset(r, 0, sizeof *r);
	r->winner = EMPTY;
	if (result_word(text, r))
		return true;
	if ((c == 'B' || c == 'W') && (!text[1] || (text[1] == '+' && result_how(text + 2, r)))) {
		r->winner = c == 'B' ? BLACK : WHITE;
		return true;
	}
	cause_set(cause, _("invalid result '%s' (B+, W+, B+R, W+T, B+F, W+3.5, draw, void or "
	                   "both-lose)"), text);
	return false;
}

/* Does hay hold needle, ASCII letters in any case? */
static bool has_part(const char *hay, const char *needle)
{
	size_t n = strlen(needle);

	for (; hay && *hay; hay++)
		if (!strncasecmp(hay, needle, n))
			return true;
	return false;
}

static bool result_matches(const struct game_result *want, const struct game_result *re)
{
	if (re->kind == RESULT_NONE)
		return false;
	if (want->kind == RESULT_NONE) /* B+, W+: that winner, however */
		return re->winner == want->winner && re->kind != RESULT_VOID &&
		       re->kind != RESULT_BOTH_LOSE;
	if (re->kind != want->kind || re->winner != want->winner)
		return false;
	return want->kind != RESULT_SCORE || want->winner == EMPTY ||
	       fabs(want->margin - re->margin) < 0.01;
}

bool archive_filter_match(const struct archive_filter *f, const struct archive_entry *e)
{
	if (f->player && !has_part(e->black, f->player) && !has_part(e->white, f->player))
		return false;
	if (f->since[0] && strncmp(e->date, f->since, strlen(f->since)) < 0)
		return false;
	if (f->until[0] && strncmp(e->date, f->until, strlen(f->until)) > 0)
		return false;
	if (f->result_set && !result_matches(&f->result, &e->re))
		return false;
	return !f->size || f->size == e->size;
}

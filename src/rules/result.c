/*
 * result.c — the text of a result (result.h).  One switch over the kinds of
 * result; the forms change only the words for a draw, a result not known
 * and both lose, and how a margin is written.
 */
#include "rules/result.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"

char *result_format_points(double v, char *buf, size_t len)
{
	char *p;

	snprintf(buf, len, "%.2f", v);
	for (p = buf; *p; p++)
		if (*p == ',')
			*p = '.'; /* a locale with a decimal comma */
	if (strchr(buf, '.')) {
		p = buf + strlen(buf) - 1;
		while (*p == '0')
			*p-- = '\0';
		if (*p == '.')
			*p = '\0';
	}
	if (!strcmp(buf, "-0"))
		snprintf(buf, len, "0");
	return buf;
}

/* A win on the count: "B+3.5"; in SGF a margin of 0 means "not known",
 * and for people too ("B+", not "B+0"). */
static void format_score(const struct game_result *r, enum result_form form, char *buf,
                         size_t len)
{
	char w = r->winner == BLACK ? 'B' : 'W', num[24];

	if (r->winner == EMPTY) /* TRANSLATORS: the result of a jigo, a draw */
		snprintf(buf, len, "%s", form == RESULT_FORM_PEOPLE ? _("Draw") :
		                         form == RESULT_FORM_TEXT ? "Draw" : "0");
	else if (form != RESULT_FORM_SGF && form != RESULT_FORM_PEOPLE)
		snprintf(buf, len, "%c+%g", w, r->margin);
	else if (r->margin == 0)
		snprintf(buf, len, "%c+", w);
	else if (form == RESULT_FORM_PEOPLE)
		snprintf(buf, len, "%c+%g", w, r->margin);
	else
		snprintf(buf, len, "%c+%s", w, result_format_points(r->margin, num, sizeof num));
}

char *result_format(const struct game_result *r, enum result_form form, char *buf, size_t len)
{
	char w = r->winner == BLACK ? 'B' : 'W';
	bool sgf = form == RESULT_FORM_SGF, people = form == RESULT_FORM_PEOPLE;

	switch (r->kind) {
	case RESULT_NONE: snprintf(buf, len, "%s", sgf ? "" : "?"); break;
	case RESULT_SCORE: format_score(r, form, buf, len); break;
	case RESULT_RESIGN: snprintf(buf, len, "%c+R", w); break;
	case RESULT_FOUL: snprintf(buf, len, "%c+F", w); break;
	case RESULT_TIME: snprintf(buf, len, "%c+T", w); break;
	/* TRANSLATORS: the result of a game with no result (Art. 12, SGF RE[Void]) */
	case RESULT_VOID: snprintf(buf, len, "%s", people ? _("Void") : "Void"); break;
	/* TRANSLATORS: the result when both players lose (Art. 13-1): the screen's
	   "Game over: %s" and tengen --games */
	case RESULT_BOTH_LOSE:
		snprintf(buf, len, "%s", sgf ? "?" : people ? _("Both lose") : "Both lose");
		break;
	case RESULT_CAPTURE: snprintf(buf, len, "%c+Capture", w); break;
	}
	return buf;
}

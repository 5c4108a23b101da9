/*
 * types.c — the names of the rules' words (types.h): for people, translated,
 * and for protocols, untranslated.
 */
#include "rules/types.h"

#include <stdio.h>
#include <strings.h>

#include "base/i18n.h"

const char *rules_name(enum rules r)
{
	return r == RULES_CHINESE ? "chinese" : r == RULES_CAPTURE ? "capture" : "japanese";
}

const char *rules_label(enum rules r)
{
	return r == RULES_CHINESE ? _("Chinese") : r == RULES_CAPTURE ? _("Capture Go") : _("Japanese");
}

bool rules_parse(const char *s, enum rules *out)
{
	if (!strcasecmp(s, "japanese") || !strcasecmp(s, "j89") || !strcasecmp(s, "jp"))
		*out = RULES_JAPANESE;
	else if (!strcasecmp(s, "chinese") || !strcasecmp(s, "cn"))
		*out = RULES_CHINESE;
	else if (!strcasecmp(s, "capture"))
		*out = RULES_CAPTURE;
	else
		return false;
	return true;
}

const char *color_name(enum color c)
{
	return c == BLACK ? _("Black") : c == WHITE ? _("White") : _("Nobody");
}

const char *color_word(enum color c)
{
	return c == BLACK ? "black" : c == WHITE ? "white" : "empty";
}

enum color color_parse(const char *s)
{
	if (!strcasecmp(s, "b") || !strcasecmp(s, "black"))
		return BLACK;
	if (!strcasecmp(s, "w") || !strcasecmp(s, "white"))
		return WHITE;
	return EMPTY;
}

const char *komi_stones(double komi, char *buf, size_t len)
{
	double q = komi < 0 ? -komi * 2 : komi * 2; /* quarter stones: a stone is 2 points */
	long n = (long)(q + 0.5), whole = n / 4, part = n % 4;
	int den = part == 2 ? 2 : 4, num = part == 2 ? 1 : (int)part;
	const char *sign = komi < 0 ? "-" : "";

	if (q - (double)n > 1e-9 || (double)n - q > 1e-9 || q > 1e6)
		return NULL;
	if (part == 0)
		snprintf(buf, len, "%s%ld", sign, whole);
	else if (whole == 0)
		snprintf(buf, len, "%s%d/%d", sign, num, den);
	else
		/* TRANSLATORS: a komi in stones, the whole ones and a fraction: 3 3/4
		   (Chinese 3又3/4). */
		snprintf(buf, len, _("%s%ld %d/%d"), sign, whole, num, den);
	return buf;
}

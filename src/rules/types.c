/*
 * types.c — the names of the rules' words (types.h): for people, translated,
 * and for protocols, untranslated.
 */
#include "rules/types.h"

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

/*
 * analysis_line.c — one line of kata-analyze or lz-analyze output parsed into
 * candidates and an ownership map (analysis_line.h says the formats and the
 * rules for garbage), and GNU Go's estimate_score and top_moves read into the
 * same struct.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "engine/analysis_line.h"

#define TOKEN_MAX 40

/* The tokens of a line, one at a time; an overlong token reads as "?". */
struct lexer {
	const char *p;
	char tok[TOKEN_MAX];
};

static bool lex_next(struct lexer *l)
{
	size_t n = 0;

	while (*l->p && isspace((unsigned char)*l->p))
		l->p++;
	if (!*l->p)
		return false;
	while (*l->p && !isspace((unsigned char)*l->p)) {
		if (n < TOKEN_MAX - 1)
			l->tok[n] = *l->p;
		n++;
		l->p++;
	}
	if (n >= TOKEN_MAX)
		strcpy(l->tok, "?");
	else
		l->tok[n] = '\0';
	return true;
}

/* A decimal number with an optional exponent, whole token, no locale. */
static bool parse_real(const char *s, double *out)
{
	double v = 0, scale = 1;
	int digits = 0, exp = 0, esign = 1, sign = 1;

	if (*s == '-' || *s == '+')
		sign = *s++ == '-' ? -1 : 1;
	for (; isdigit((unsigned char)*s); s++, digits++)
		v = v * 10 + (*s - '0');
	if (*s == '.')
		for (s++; isdigit((unsigned char)*s); s++, digits++)
			v += (*s - '0') * (scale /= 10);
	if (digits == 0 || digits > 30)
		return false;
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '-' || *s == '+')
			esign = *s++ == '-' ? -1 : 1;
		if (!isdigit((unsigned char)*s))
			return false;
		for (; isdigit((unsigned char)*s) && exp < 100; s++)
			exp = exp * 10 + (*s - '0');
	}
	if (*s || exp > 30)
		return false;
	for (; exp > 0; exp--)
		v = esign > 0 ? v * 10 : v / 10;
	*out = sign * v;
	return true;
}

/* "pass" or a letter and digits: the shape of a vertex on any board. */
static bool vertex_like(const char *s)
{
	if (strcasecmp(s, "pass") == 0)
		return true;
	if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
		return false;
	for (s++; isdigit((unsigned char)*s); s++)
		;
	return *s == '\0';
}

static bool is_value(const char *s)
{
	double v;

	return vertex_like(s) || parse_real(s, &v);
}

/* The next token if it is a value (else it stays unread). */
static bool lex_value(struct lexer *l)
{
	const char *at = l->p;

	if (lex_next(l) && is_value(l->tok))
		return true;
	l->p = at;
	return false;
}

static bool lex_real(struct lexer *l, double lo, double hi, double *out)
{
	double v;

	if (!lex_value(l) || !parse_real(l->tok, &v) || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

/* The values after a key tengen does not read. */
static void skip_values(struct lexer *l)
{
	while (lex_value(l))
		;
}

/* The vertices after pv; those beyond ANALYSIS_PV_MAX are skipped. */
static void read_pv(struct lexer *l, const struct board *b, struct analysis_move *m)
{
	m->pv_len = 0;
	while (lex_value(l)) {
		int p = board_parse_vertex(b, l->tok);

		if (p == NO_POINT)
			continue;
		if (m->pv_len < ANALYSIS_PV_MAX)
			m->pv[m->pv_len++] = p;
	}
}

/* size × size numbers, row-major from the top-left; false if short. */
static bool read_ownership(struct lexer *l, const struct board *b, struct analysis_line *out)
{
	int n = b->size * b->size;

	for (int i = 0; i < n; i++) {
		double v;

		if (!lex_real(l, -1.0, 1.0, &v))
			return false;
		out->ownership[board_point(b, i % b->size, b->size - 1 - i / b->size)] = (float)v;
	}
	return true;
}

/* A candidate being read: its values, missing ones marked. */
struct reading {
	struct analysis_move m;
	bool lead_is_lead; /* scoreLead seen (scoreMean is its old name) */
};

static void reading_start(struct reading *r)
{
	memset(r, 0, sizeof *r);
	r->m.point = NO_POINT;
	r->m.visits = -1;
	r->m.winrate = -1;
	r->m.order = -1;
}

/* One key of a candidate and its values. */
static void read_key(struct lexer *l, const char *key, enum analysis_flavour flavour,
                     const struct board *b, struct reading *r)
{
	double v, scale = flavour == ANALYSIS_LZ ? 10000 : 1;

	if (strcmp(key, "move") == 0)
		r->m.point = lex_value(l) ? board_parse_vertex(b, l->tok) : NO_POINT;
	else if (strcmp(key, "visits") == 0)
		r->m.visits = lex_real(l, 0, 2e9, &v) ? (int)v : -1;
	else if (strcmp(key, "winrate") == 0)
		r->m.winrate = lex_real(l, 0, scale, &v) ? v / scale : -1;
	else if (strcmp(key, "order") == 0)
		r->m.order = lex_real(l, 0, 1e6, &v) ? (int)v : -1;
	else if (strcmp(key, "pv") == 0)
		read_pv(l, b, &r->m);
	else if ((strcmp(key, "scoreLead") == 0 || strcmp(key, "scoreMean") == 0)
	         && lex_real(l, -1000, 1000, &v)) {
		if (!r->lead_is_lead) {
			r->m.lead = v;
			r->m.has_lead = true;
		}
		r->lead_is_lead |= key[5] == 'L';
	} else
		skip_values(l);
}

/* Keep r in out if it is whole. */
static void reading_end(const struct reading *r, struct analysis_line *out)
{
	struct analysis_move m = r->m;

	if (m.point == NO_POINT || m.visits < 0 || m.winrate < 0
	    || out->nmoves >= ANALYSIS_MAX_MOVES)
		return;
	if (m.pv_len == 0 || m.pv[0] != m.point) {
		m.pv[0] = m.point;
		m.pv_len = 1;
	}
	if (m.order < 0)
		m.order = out->nmoves;
	out->moves[out->nmoves++] = m;
}

/* The candidates in the engine's order (insertion sort: few, stable). */
static void sort_by_order(struct analysis_line *out)
{
	for (int i = 1; i < out->nmoves; i++) {
		struct analysis_move m = out->moves[i];
		int j = i;

		for (; j > 0 && out->moves[j - 1].order > m.order; j--)
			out->moves[j] = out->moves[j - 1];
		out->moves[j] = m;
	}
}

bool analysis_line_parse(const char *line, enum analysis_flavour flavour,
                         const struct board *b, struct analysis_line *out)
{
	struct lexer l = { .p = line };
	struct reading r;
	bool in_move = false;

	out->nmoves = 0;
	out->has_ownership = out->lead_only = out->has_lead = false;
	while (lex_next(&l)) {
		if (strcmp(l.tok, "info") == 0 || strcmp(l.tok, "ownership") == 0) {
			if (in_move)
				reading_end(&r, out);
			in_move = l.tok[0] == 'i';
			if (in_move)
				reading_start(&r);
			else
				out->has_ownership = read_ownership(&l, b, out);
		} else if (in_move && !is_value(l.tok)) {
			char key[TOKEN_MAX];

			strcpy(key, l.tok);
			read_key(&l, key, flavour, b, &r);
		}
	}
	if (in_move)
		reading_end(&r, out);
	sort_by_order(out);
	return out->nmoves > 0 || out->has_ownership;
}

bool analysis_score_lead(const char *text, double *black_lead)
{
	struct lexer l = { .p = text };
	double v;

	if (!lex_next(&l))
		return false;
	if (strcmp(l.tok, "0") == 0) {
		*black_lead = 0;
		return true;
	}
	if ((l.tok[0] != 'B' && l.tok[0] != 'W') || l.tok[1] != '+' || !parse_real(l.tok + 2, &v)
	    || v < 0 || v > BOARD_MAX_POINTS)
		return false;
	*black_lead = l.tok[0] == 'B' ? v : -v;
	return true;
}

bool analysis_top_moves_parse(const char *text, const struct board *b,
                              struct analysis_line *out)
{
	struct lexer l = { .p = text };

	out->nmoves = 0;
	out->has_ownership = false;
	out->lead_only = true;
	while (lex_next(&l) && out->nmoves < ANALYSIS_MAX_MOVES) {
		struct analysis_move *m = &out->moves[out->nmoves];
		int p = vertex_like(l.tok) ? board_parse_vertex(b, l.tok) : NO_POINT;

		if (p == NO_POINT || !lex_next(&l) || !parse_real(l.tok, &m->value))
			break; /* not a move and its value: the rest is not read */
		m->point = m->pv[0] = p;
		m->pv_len = 1;
		m->order = out->nmoves++;
		m->visits = 0;
		m->winrate = 0;
		m->has_lead = false;
	}
	return out->nmoves > 0;
}

const struct analysis_move *analysis_line_best(const struct analysis_line *a)
{
	return a->nmoves > 0 ? &a->moves[0] : NULL;
}

/*
 * score.c — count a position: regions of empty and dead points, their
 * owners, seki, territory, area, prisoners, komi and the result.
 *
 * The model is a copy of the board with the dead stones taken off; all
 * decisions (regions, seki) are made on that copy, and the per-point map
 * still tells which points held dead stones.  Japanese counting (Art. 8, 10):
 * territory + prisoners, seki eyes and dame count for nobody, komi 6.5.
 * Chinese counting (area, Chinese rules): living stones + points surrounded
 * by one side (seki eyes included, shared liberties not), komi 3¾ stones =
 * 7.5 points, and in handicap games Black gives back half the handicap
 * stones.
 */
#include "rules/score.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "base/util.h"

const char *seki_mode_name(enum seki_mode m)
{
	return m == SEKI_STRICT ? "strict" : "default";
}

bool seki_mode_parse(const char *s, enum seki_mode *out)
{
	if (!strcasecmp(s, "default"))
		*out = SEKI_DEFAULT;
	else if (!strcasecmp(s, "strict"))
		*out = SEKI_STRICT;
	else
		return false;
	return true;
}

void score_board_without_dead(const struct board *b, const uint8_t *dead, struct board *r)
{
	*r = *b;
	board_foreach_point(b, p)
		if (dead[p] && board_at(b, p) != EMPTY)
			board_setup(r, p, EMPTY);
}

/* Can color fill the empty point p without leaving the filling chain with
 * fewer than two liberties (self-atari) or being refused?  Tested on the
 * real board: a dead stone inside a seki eye still takes a liberty there
 * (Art. 10-1, figure 17). */
static bool fillable(const struct board *r, enum color color, int p)
{
	struct board *t;
	bool ok;

	if (board_legal(r, color, p) != MOVE_OK)
		return false;
	t = xmalloc(sizeof *t);
	*t = *r;
	board_play(t, color, p, NULL);
	ok = board_liberties(t, p) >= 2;
	free(t);
	return ok;
}

/* Region labels of the empty points of r (0 for stones); returns how many. */
static int label_regions(const struct board *r, int16_t *label)
{
	int16_t stack[BOARD_MAX_POINTS];
	int n = 0;

	memset(label, 0, BOARD_MAX_POINTS * sizeof *label);
	board_foreach_point(r, p) {
		int sp = 0;

		if (board_at(r, p) != EMPTY || label[p])
			continue;
		label[p] = (int16_t)++n;
		stack[sp++] = (int16_t)p;
		while (sp > 0) {
			int q = stack[--sp];

			board_foreach_neighbor(r, q, nb)
				if (board_at(r, nb) == EMPTY && !label[nb]) {
					label[nb] = (int16_t)n;
					stack[sp++] = (int16_t)nb;
				}
		}
	}
	return n;
}

/* Bits 1 (black) and 2 (white) for the stones next to each region. */
static void region_borders(const struct board *r, const int16_t *label, int nreg,
                           uint8_t *border)
{
	memset(border, 0, (size_t)(nreg + 1));
	board_foreach_point(r, p)
		if (label[p])
			board_foreach_neighbor(r, p, nb) {
				enum color c = board_at(r, nb);

				if (c == BLACK || c == WHITE)
					border[label[p]] |= (uint8_t)c;
			}
}

static void mark_chain(const struct board *r, int p, uint8_t *set)
{
	int16_t stones[BOARD_MAX_POINTS];
	int n = board_chain_stones(r, p, stones);

	for (int i = 0; i < n; i++)
		set[stones[i]] = 1;
}

static void find_seki_on(const struct board *b, const struct board *r,
                         const struct score_params *sp, uint8_t *seki)
{
	enum seki_mode mode = sp->seki;
	int16_t label[BOARD_MAX_POINTS];
	uint8_t border[BOARD_MAX_POINTS + 1];
	int nreg = label_regions(r, label);

	region_borders(r, label, nreg, border);
	memset(seki, 0, BOARD_MAX_POINTS);
	board_foreach_point(r, p) {
		/* a dame: an empty point of a region that is not one side's */
		if (!label[p] || border[label[p]] == BLACK || border[label[p]] == WHITE)
			continue;
		if (mode == SEKI_DEFAULT &&
		    (board_at(b, p) != EMPTY || fillable(b, BLACK, p) || fillable(b, WHITE, p)))
			continue;
		board_foreach_neighbor(r, p, nb)
			if (board_at(r, nb) == BLACK || board_at(r, nb) == WHITE)
				mark_chain(r, nb, seki);
	}
	board_foreach_point(r, p)
		if (sp->seki_read && sp->seki_read[p] && board_at(r, p) != EMPTY)
			seki[p] = 1;
}

/* The regions of r (b without the dead stones) and what they are: their
 * labels, the colours on their borders, and whether a seki chain touches
 * them (then they hold seki eyes, not territory). */
struct regions {
	int16_t label[BOARD_MAX_POINTS];
	uint8_t border[BOARD_MAX_POINTS + 1];
	uint8_t seki[BOARD_MAX_POINTS + 1];
};

static void find_regions(const struct board *r, const uint8_t *seki, struct regions *rg)
{
	int nreg = label_regions(r, rg->label);

	region_borders(r, rg->label, nreg, rg->border);
	memset(rg->seki, 0, (size_t)(nreg + 1));
	board_foreach_point(r, p)
		if (rg->label[p])
			board_foreach_neighbor(r, p, nb)
				if (seki[nb] && board_at(r, nb) != EMPTY)
					rg->seki[rg->label[p]] = 1;
}

/* The empty or dead point p (a dead stone of colour stone, else EMPTY) in
 * the region of colour own. */
static void count_point(struct score *s, const struct regions *rg, int p, enum color stone,
                        enum color own)
{
	bool is_dead = stone != EMPTY, seki_region = rg->seki[rg->label[p]];

	s->owner[p] = own;
	if (own == EMPTY && is_dead && s->rules == RULES_CHINESE) {
		/* Chinese general rule 8: dead stones come off; the point is
		 * then dame, nobody's */
		s->kind[p] = SCORE_REMOVED;
		s->removed[color_other(stone)]++;
		s->dame++;
	} else if (own == EMPTY) {
		/* dame, or a dead stone on dame: nobody's, the stone stays */
		s->kind[p] = is_dead ? SCORE_DEAD_STAYS : SCORE_DAME;
		if (is_dead)
			s->dead_stay[stone]++;
		else
			s->dame++;
	} else if (seki_region && s->rules == RULES_JAPANESE) {
		/* Art. 8: the eyes of seki stones are not territory;
		 * Art. 10-1, fig. 17: dead stones inside stay */
		s->kind[p] = is_dead ? SCORE_DEAD_STAYS : SCORE_SEKI_EYE;
		if (is_dead) {
			s->dead_stay[stone]++;
			s->owner[p] = EMPTY;
		} else {
			s->seki_eyes[own]++;
		}
	} else if (seki_region && !is_dead) {
		s->kind[p] = SCORE_SEKI_EYE; /* Chinese: counts as area */
		s->seki_eyes[own]++;
	} else {
		/* territory; under Chinese rules also a dead stone taken out
		 * of a seki eye, whose point then counts for the eye's owner */
		s->kind[p] = is_dead ? SCORE_REMOVED : SCORE_TERRITORY;
		s->territory[own]++;
		if (is_dead)
			s->removed[color_other(stone)]++;
	}
}

/* Every point of b: a living stone, or a point of its region. */
static void count_points(const struct board *b, const uint8_t *dead, const uint8_t *seki,
                         const uint8_t *open_owner, const struct regions *rg, struct score *s)
{
	board_foreach_point(b, p) {
		enum color stone = board_at(b, p);
		uint8_t bd = rg->border[rg->label[p]];

		if (bd != BLACK && bd != WHITE && (stone == EMPTY || dead[p]) && open_owner &&
		    !rg->seki[rg->label[p]])
			bd = open_owner[p]; /* an open point the estimate gives */

		if (stone != EMPTY && !dead[p]) {
			s->kind[p] = seki[p] ? SCORE_SEKI_STONE : SCORE_STONE;
			s->owner[p] = stone;
			s->stones[stone]++;
			continue;
		}
		count_point(s, rg, p, stone, bd == BLACK ? BLACK : bd == WHITE ? WHITE : EMPTY);
	}
}

void score_totals(const struct board *b, struct score *s)
{
	bool japanese = s->rules == RULES_JAPANESE;

	if (japanese) {
		for (int c = BLACK; c <= WHITE; c++)
			s->total[c] = s->territory[c] + s->captures[c] + s->removed[c];
		s->threshold = 0;
	} else {
		for (int c = BLACK; c <= WHITE; c++)
			s->total[c] = s->stones[c] + s->territory[c] + s->seki_eyes[c];
		s->threshold = b->size * b->size / 2.0 + (s->komi + s->giveback) / 2.0;
	}
	s->margin = s->total[BLACK] - s->total[WHITE] - s->komi - s->giveback;
	s->winner = s->margin > 0 ? BLACK : s->margin < 0 ? WHITE : EMPTY;
	/* Area counting: the shared points are split evenly, so Black's count
	 * against the threshold is exactly half the point margin. */
	s->stones_margin = japanese ? 0 : s->margin / 2.0;
}

void score_compute(const struct board *b, const uint8_t *dead,
                   const struct score_params *sp, struct score *s)
{
	struct board *r = xmalloc(sizeof *r);
	struct regions *rg = xmalloc(sizeof *rg);
	uint8_t seki[BOARD_MAX_POINTS];

	memset(s, 0, sizeof *s);
	s->rules = sp->rules;
	s->komi = sp->komi;
	s->giveback = sp->rules == RULES_CHINESE && sp->handicap >= 2 ? sp->handicap : 0.0;
	s->captures[BLACK] = sp->captures[BLACK];
	s->captures[WHITE] = sp->captures[WHITE];

	score_board_without_dead(b, dead, r);
	find_seki_on(b, r, sp, seki);
	find_regions(r, seki, rg);
	count_points(b, dead, seki, sp->open_owner, rg, s);
	score_totals(b, s);
	free(rg);
	free(r);
}

void score_result(const struct score *s, struct game_result *r)
{
	r->kind = RESULT_SCORE;
	r->winner = s->winner;
	r->margin = s->margin < 0 ? -s->margin : s->margin;
}

char *score_result_text(const struct score *s, char *buf, size_t len)
{
	struct game_result r;

	score_result(s, &r);
	return result_format(&r, RESULT_FORM_TEXT, buf, len);
}

/* ---- for people ---- */

static char map_char(const struct board *b, const struct score *s, int p)
{
	enum color stone = board_at(b, p), own = s->owner[p];

	switch (s->kind[p]) {
	case SCORE_STONE:
	case SCORE_SEKI_STONE: return stone == BLACK ? 'X' : 'O';
	case SCORE_REMOVED:
	case SCORE_DEAD_STAYS: return stone == BLACK ? 'x' : 'o';
	case SCORE_TERRITORY: return own == BLACK ? 'b' : 'w';
	case SCORE_SEKI_EYE: return 's';
	case SCORE_DAME: return '.';
	}
	return '?';
}

void score_print_cells(const struct board *b, char (*cell)(const void *ctx, int p),
                       const void *ctx, struct sbuf *out)
{
	sbuf_add(out, "  ");
	for (int col = 0; col < b->size; col++)
		sbuf_printf(out, " %c", board_col_letter(col));
	sbuf_addc(out, '\n');
	for (int row = b->size - 1; row >= 0; row--) {
		sbuf_printf(out, "%2d", row + 1);
		for (int col = 0; col < b->size; col++)
			sbuf_printf(out, " %c", cell(ctx, board_point(b, col, row)));
		sbuf_printf(out, " %d\n", row + 1);
	}
	sbuf_add(out, "  ");
	for (int col = 0; col < b->size; col++)
		sbuf_printf(out, " %c", board_col_letter(col));
	sbuf_addc(out, '\n');
}

struct map_ctx {
	const struct board *b;
	const struct score *s;
};

static char map_cell(const void *ctx, int p)
{
	const struct map_ctx *m = ctx;

	return map_char(m->b, m->s, p);
}

void score_print_map(const struct board *b, const struct score *s, struct sbuf *out)
{
	struct map_ctx m = { b, s };

	score_print_cells(b, map_cell, &m, out);
}

void score_line(const struct score *s, struct sbuf *out)
{
	bool cn = s->rules == RULES_CHINESE;
	char res[32];

	sbuf_printf(out,
	            "rules=%s komi=%g B_territory=%d W_territory=%d B_prisoners=%d "
	            "W_prisoners=%d B_stones=%d W_stones=%d dame=%d seki=%d result=%s",
	            rules_name(s->rules), s->komi,
	            s->territory[BLACK] + (cn ? s->seki_eyes[BLACK] : 0),
	            s->territory[WHITE] + (cn ? s->seki_eyes[WHITE] : 0),
	            s->captures[BLACK] + s->removed[BLACK], s->captures[WHITE] + s->removed[WHITE],
	            s->stones[BLACK], s->stones[WHITE], s->dame,
	            s->seki_eyes[BLACK] + s->seki_eyes[WHITE], score_result_text(s, res, sizeof res));
}

void score_describe(const struct score *s, struct sbuf *out)
{
	char res[32];

	if (s->rules == RULES_JAPANESE) {
		sbuf_printf(out, _("Japanese counting (Art. 8, 10), komi %g\n"), s->komi);
		for (int c = BLACK; c <= WHITE; c++)
			sbuf_printf(out, _("%s: territory %d + prisoners %d + dead stones removed %d = %g\n"),
			            color_name(c), s->territory[c], s->captures[c],
			            s->removed[c], s->total[c]);
		sbuf_printf(out, _("seki eyes (not territory): Black %d, White %d; dame %d; dead stones left on the board %d\n"),
		            s->seki_eyes[BLACK], s->seki_eyes[WHITE], s->dame,
		            s->dead_stay[BLACK] + s->dead_stay[WHITE]);
	} else {
		sbuf_printf(out, _("Chinese counting (area), komi %g"), s->komi);
		if (s->giveback)
			sbuf_printf(out, _(", handicap give-back %g"), s->giveback);
		sbuf_addc(out, '\n');
		for (int c = BLACK; c <= WHITE; c++)
			sbuf_printf(out, _("%s: stones %d + surrounded points %d + seki eyes %d = %g\n"),
			            color_name(c), s->stones[c], s->territory[c],
			            s->seki_eyes[c], s->total[c]);
		sbuf_printf(out, _("dame %d; Black needs more than %g (in stones: %+g)\n"), s->dame,
		            s->threshold, s->stones_margin);
	}
	sbuf_printf(out, _("result: %s\n"), score_result_text(s, res, sizeof res));
}

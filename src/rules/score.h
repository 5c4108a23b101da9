/*
 * score.h — counting a finished position: a pure function of the board, the
 * set of dead stones and the parameters (rules, seki mode, komi, handicap,
 * prisoners), returning what every point is and the totals (J89 Art. 8 and
 * 10; the area counting of the Chinese rules).  It knows no game: a game's
 * parameters come from endgame_score_params(), its guess of the dead stones
 * from analysis/estimate.h, a layer above.
 *
 * A "region" is a connected set of points that are empty or hold a dead
 * stone.  A region whose border holds living stones of one colour only is
 * that colour's: its points are eyes (目).  Eyes of seki stones are seki eyes;
 * all other eyes are territory (地).  Every other empty point is dame (單官).
 * Dead stones in territory are removed and become the remover's prisoners;
 * under Japanese rules dead stones elsewhere (in a seki eye, on dame) stay
 * on the board (Art. 10-1, figure 17); under Chinese rules every dead stone
 * comes off (general rule 8), and one on dame leaves a dame point
 * (SCORE_REMOVED with owner EMPTY).  Nothing here changes the board.
 *
 * Counting (score_compute).  Seki chains
 * (default): living chains next to a dame that neither side can fill without
 * self-atari, tested on the real board (a dead stone in a seki eye still
 * takes a liberty, figure 17); strict: any living chain next to a dame (Art.
 * 8 as written); in both, the chains a reading found in seki (seki_read:
 * big eyes, where filling is no self-atari but loses the race).  Regions
 * touching a seki chain are seki eyes.  Japanese:
 * territory + prisoners (+ dead removed), seki eyes and dame nothing, dead
 * stones in seki eyes or on dame stay.  Chinese: stones + surrounded points
 * incl. seki eyes; dead stones always come off; komi and give-back in points;
 * stones_margin = margin / 2.  With open_owner (an estimate's count of an
 * unfinished position), an empty point or a dead stone outside seki
 * regions that the count leaves to nobody is territory of the colour it
 * names.  The estimate of dead stones
 * (analysis/estimate.h) is used only when nothing is marked (on the screen,
 * the marks start from it when play stops).
 */
#ifndef TENGEN_SCORE_H
#define TENGEN_SCORE_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/board.h"
#include "rules/result.h"
#include "base/util.h"


/* What a point is after counting. */
enum score_kind {
	SCORE_DAME = 0,     /* empty, nobody's */
	SCORE_STONE,        /* a living stone of owner */
	SCORE_SEKI_STONE,   /* a living stone of owner, in seki */
	SCORE_TERRITORY,    /* an empty point, territory of owner */
	SCORE_REMOVED,      /* a dead stone removed: territory of owner, or
	                       (Chinese rules, owner EMPTY) a dame point */
	SCORE_SEKI_EYE,     /* an empty point enclosed by owner's seki stones */
	SCORE_DEAD_STAYS,   /* a dead stone not removed (seki eye or dame) */
};

struct score_params {
	enum rules rules;
	enum seki_mode seki;
	double komi;
	int handicap;        /* for the Chinese give-back */
	int captures[3];     /* prisoners taken during play, by [BLACK]/[WHITE] */
	/* stones found in seki by reading (the estimate's), seki in either
	 * mode besides those the mode finds; NULL: none */
	const uint8_t *seki_read;
	/* the colour an estimate gives each empty point or dead stone the
	 * count leaves to nobody, outside seki (the open areas of an
	 * unfinished position, analysis/influence.h; dead stones open only
	 * through dame, analysis/deadregion.h): territory of that colour;
	 * NULL, or EMPTY at a point: dame */
	const uint8_t *open_owner;
};

struct score {
	enum score_kind kind[BOARD_MAX_POINTS];
	enum color owner[BOARD_MAX_POINTS];   /* EMPTY for dame */
	enum rules rules;
	double komi, giveback;
	/* per colour, [BLACK] and [WHITE] */
	int territory[3];   /* empty eyes of non-seki stones + removed dead stones */
	int seki_eyes[3];   /* eyes of seki stones */
	int stones[3];      /* living stones on the board */
	int captures[3];    /* prisoners taken during play */
	int removed[3];     /* dead stones removed by this colour (Art. 10-1) */
	int dead_stay[3];   /* dead stones of this colour left on the board */
	int dame;           /* empty points that are nobody's */
	double total[3];    /* Japanese: territory + prisoners; Chinese: area */
	double margin;      /* > 0: Black wins by that much (komi included) */
	enum color winner;  /* EMPTY for a draw (jigo) */
	double threshold;   /* Chinese: points Black needs to pass to win */
	double stones_margin; /* Chinese: Black's area (+ half the dame) minus
	                         the threshold, in stones */
};

/* r = b without the dead stones (dead[p] != 0): the board the count sees. */
void score_board_without_dead(const struct board *b, const uint8_t *dead, struct board *r);
/* Totals, margin, winner and stones_margin of s from its per-colour counts
 * (after a change to them: the estimate's must-fill points). */
void score_totals(const struct board *b, struct score *s);

/* Count b with the dead stones dead[p] != 0 (indexed by point). */
void score_compute(const struct board *b, const uint8_t *dead,
                   const struct score_params *sp, struct score *out);

/* The count as a result: RESULT_SCORE, the winner (EMPTY for a draw) and
 * the margin (positive). */
void score_result(const struct score *s, struct game_result *r);
/* "B+2.5", "W+0.5", "Draw" into buf (at least 32 bytes): the result in
 * RESULT_FORM_TEXT (result.h). */
char *score_result_text(const struct score *s, char *buf, size_t len);

/* The per-point map as a diagram (layout of diagram.h): X O living stones,
 * x o dead stones, b w territory, s seki eye, . dame. */
void score_print_map(const struct board *b, const struct score *s, struct sbuf *out);
/* A diagram (layout of diagram.h) whose points are cell(ctx, p). */
void score_print_cells(const struct board *b, char (*cell)(const void *ctx, int p),
                       const void *ctx, struct sbuf *out);
/* One line of key=value, as GTP tengen-score and --score print it:
 * rules= komi= B_territory= W_territory= B_prisoners= W_prisoners= B_stones=
 * W_stones= dame= seki= result= (no newline). */
void score_line(const struct score *s, struct sbuf *out);
/* The count in words, line by line, for a person to check by hand. */
void score_describe(const struct score *s, struct sbuf *out);

const char *seki_mode_name(enum seki_mode m);
bool seki_mode_parse(const char *s, enum seki_mode *out);

#endif

/*
 * types.h — the words of the rules that every layer shares: colours, the
 * rulesets, the phases of a game, how seki is recognised, and how a game
 * ended.  Only enums and their names live here, so any header can include
 * it without pulling in a struct it does not need.
 */
#ifndef TENGEN_TYPES_H
#define TENGEN_TYPES_H

#include <stdbool.h>
#include <stddef.h>

/* A point's content; BOARD_OFF is the sentinel ring around the board. */
enum color { EMPTY = 0, BLACK = 1, WHITE = 2, BOARD_OFF = 3 };

static inline enum color color_other(enum color c)
{
	return (enum color)(3 - c);
}

/* "Black" / "White", translated: for people. */
const char *color_name(enum color c);
/* "black" / "white" ("empty"): the untranslated word protocols and
 * commands use. */
const char *color_word(enum color c);
/* "b", "black", "w", "white" (any case); EMPTY if neither. */
enum color color_parse(const char *s);

/* RULES_CAPTURE is Capture Go, a first game for beginners: the first
 * capture wins (game_play() ends the game, RESULT_CAPTURE).  Otherwise it
 * is played and, should both pass, counted as under the Japanese rules,
 * with no komi by default. */
enum rules { RULES_JAPANESE = 0, RULES_CHINESE = 1, RULES_CAPTURE = 2 };

/* "japanese" / "chinese" / "capture". */
const char *rules_name(enum rules r);
/* The rules' name for people, translated ("Japanese", "Chinese", "Capture Go");
 * rules_name() is the protocols' word. */
const char *rules_label(enum rules r);
/* The komi in stones, as the Chinese rules speak of it (7.5 points are
 * 3 3/4 stones, 貼3又3/4子): "3 3/4", "3", "1/2" in buf; NULL when the komi
 * is not a whole number of quarter stones (half points). */
const char *komi_stones(double komi, char *buf, size_t len);
/* "japanese"/"chinese"/"capture" (also "j89", "cn"); returns false if unknown. */
bool rules_parse(const char *s, enum rules *out);

/* Art. 9: playing → (two passes) → stopped → (both agree) → finished.
 * From stopped: a resumption goes back to playing (Art. 9-3), and a
 * dispute opens confirming (Art. 7-2: play on a copy of the board), which
 * ends back in stopped with its verdict.  The other endings go straight
 * to finished: resignation, time, a foul, no result (Art. 12), both lose
 * (Art. 13-1), Capture Go's first capture. */
enum phase { PHASE_PLAYING = 0, PHASE_STOPPED, PHASE_CONFIRMING, PHASE_FINISHED };

/* How seki stones are recognised under Japanese rules (Art. 8). */
enum seki_mode {
	SEKI_DEFAULT = 0, /* living chains sharing a dame neither side can fill
	                     without self-atari */
	SEKI_STRICT,      /* the text of Art. 8: living chains next to any dame */
};

enum result_kind {
	RESULT_NONE = 0,   /* game not finished */
	RESULT_SCORE,      /* winner by margin points, or a draw (jigo) */
	RESULT_RESIGN,     /* Art. 11 */
	RESULT_FOUL,       /* Art. 14, or two warnings under Chinese rules */
	RESULT_TIME,
	RESULT_VOID,       /* no result, Art. 12 */
	RESULT_BOTH_LOSE,  /* Art. 13-1 */
	RESULT_CAPTURE,    /* Capture Go: the winner captured first */
};

#endif

/*
 * clock.h — the game clock: time systems, the time each player has left,
 * the byo-yomi calls and the loss on time (Chinese competition rule 3; see
 * doc/rules.md, "Clocks").
 *
 * Model: pure arithmetic on milliseconds.  Nothing here reads a clock of the
 * machine: the caller says how much time went by (clock_advance) and whose
 * move ended (clock_moved), and gets back what happened (struct clock_news):
 * main time used up, byo-yomi periods lost, the latest call, the loss on
 * time.  The tests drive it with synthetic time; the screen with
 * CLOCK_MONOTONIC.
 *
 * Systems (the --time SPEC):
 *   30m          absolute: the main time, then the game is lost
 *   60m+5x30s    Japanese byo-yomi: after the main time, 5 periods of 30 s;
 *                a move within a period costs nothing, a period used up is
 *                lost; 0m+1x3s has no main time.  The Chinese system (rule
 *                3: "2 hours, 5 minutes reserved") is 115m+5x60s.
 *   60m+25/10m   Canadian: after the main time, 25 moves in each 10 minutes
 *   5m+10s       Fischer: 10 s added after each move
 *
 * Calls (讀秒, byo-yomi periods only).  In a one-minute period: 30, 40, 50,
 * 55 and 58 seconds used, and a period used up says how many remain; in the
 * last period 30, 40, 50, then 1 … 9 each second, and "10" is the loss on
 * time.  A period of P seconds is called at the same fractions of it: the
 * call of second s of a minute is made at ⌊s·P/60⌋ seconds used, dropped when
 * it falls at 0 or on the second of an earlier call; in the last period each
 * of the final nine seconds after the 50-second call is counted, its number
 * being ten minus the seconds left.
 *
 * clock_spec_parse() reads the specs (errors name the part); clock_moved()
 * ends a move (the period again, a Canadian move counted, the Fischer
 * increment).  The calls of a period are listed by period_calls() (Chinese
 * competition rule 3, scaled by P/60 for a period of P seconds) and the
 * latest one crossed by an advance is reported, so an advance of any length
 * says the newest call once.  Tests: tests/check_clock.c, all synthetic time.
 */
#ifndef TENGEN_CLOCK_H
#define TENGEN_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/types.h"

enum clock_system {
	CLOCK_NONE = 0,  /* no clock */
	CLOCK_ABSOLUTE,
	CLOCK_BYOYOMI,
	CLOCK_CANADIAN,
	CLOCK_FISCHER,
};

/* The largest time a spec may give (99 hours), and counts. */
#define CLOCK_MAX_MS (99LL * 3600 * 1000)
#define CLOCK_MAX_PERIODS 100
#define CLOCK_MAX_STONES 1000

struct clock_spec {
	enum clock_system system;
	int64_t main_ms;      /* main time */
	int periods;          /* byo-yomi: the number of periods */
	int stones;           /* Canadian: moves in each period */
	int64_t period_ms;    /* byo-yomi, Canadian: a period's length */
	int64_t increment_ms; /* Fischer: added after each move */
};

/* Parse a spec ("30m", "60m+5x30s", "60m+25/10m", "5m+10s", "none"; times
 * as NUMBER h|m|s, pieces may follow each other: "1h30m").  0, or -1 with
 * *cause naming what is wrong. */
int clock_spec_parse(const char *text, struct clock_spec *out, char **cause);
/* The spec as clock_spec_parse reads it ("60m+5x30s"; "none"); returns buf. */
char *clock_spec_format(const struct clock_spec *s, char *buf, size_t len);

/* One player's clock. */
struct clock_side {
	int64_t main_ms;      /* main time left */
	bool overtime;        /* the main time is used up (byo-yomi, Canadian) */
	int64_t left_ms;      /* overtime: left in the current period */
	int periods;          /* byo-yomi: periods left, the current one included */
	int stones;           /* Canadian: moves left in the current period */
	bool flagged;         /* lost on time */
};

struct clock {
	struct clock_spec spec;
	struct clock_side side[3]; /* by colour */
	enum color running;        /* whose clock runs, EMPTY: both stopped */
};

/* A byo-yomi call: second seconds used in the period, or the countdown
 * number count (1…9; 10 is the loss on time) when count > 0. */
struct clock_call {
	int second;           /* 0: no call */
	int count;
};

/* What one advance of the clock did to the running side. */
struct clock_news {
	enum color who;          /* the side charged, EMPTY: nothing happened */
	bool overtime;           /* its main time ran out: overtime began */
	int periods_lost;        /* byo-yomi periods used up */
	int periods_left;        /* after them */
	struct clock_call call;  /* the latest call passed, if any */
	bool flag;               /* it lost on time */
};

/* Both sides full, both clocks stopped. */
void clock_init(struct clock *c, const struct clock_spec *s);
/* Start who's clock and stop the other (EMPTY: stop both). */
void clock_run(struct clock *c, enum color who);
/* ms went by: charge the running side (nobody when stopped or flagged).
 * Returns what happened; several calls in one advance give the latest. */
struct clock_news clock_advance(struct clock *c, int64_t ms);
/* who finished a move: a byo-yomi period starts again, a Canadian period
 * counts the move (a new period after the last), Fischer adds the
 * increment.  Nothing for a flagged side. */
void clock_moved(struct clock *c, enum color who);
/* Milliseconds until the running side's shown time next changes (a whole
 * second of what is left), 1..1000; -1 when no clock runs. */
int clock_wait_ms(const struct clock *c);
/* The time shown for who ("1:59:58", "0:25 ×5" in byo-yomi with five periods
 * left, "9:58 /25" in a Canadian period with 25 moves to play; in the main
 * time of byo-yomi the overtime to come, "9:59 +5×30s", so that it is never
 * a surprise); ascii writes x for ×.  Seconds are rounded up.  Returns buf. */
char *clock_format(const struct clock *c, enum color who, bool ascii, char *buf, size_t len);
/* The call alone ("50 s", "4 periods left", "7", "10, lost on time"), or "". */
char *clock_call_text(const struct clock *c, const struct clock_news *n, char *buf,
                      size_t len);
/* The call in words, for the message line and --plain: "Black: 30 of the
 * period's 60 seconds used.", "White: 7. 3 seconds left.",
 * "Black has used up a period: 4 periods left.", "White: 10. Lost on time.";
 * "" for no news.  Returns buf. */
char *clock_call_sentence(const struct clock *c, const struct clock_news *n, char *buf,
                          size_t len);
/* who's clock in words, for --plain and a screen reader: "9:58, then 5
 * periods of 30 seconds", "0:29 of the period, 3 periods left"; other
 * systems as clock_format.  Returns buf. */
char *clock_words(const struct clock *c, enum color who, char *buf, size_t len);
/* The whole seconds shown on who's clock (the time left, rounded up): the
 * screen counts the last ten large. */
int clock_shown_seconds(const struct clock *c, enum color who);
/* The news for people ("White: 50 s", "Black: 4 periods left", "White: 7",
 * "Black: 10, lost on time"; "lost on time" outside byo-yomi), or "" when
 * there is none.  Returns buf. */
char *clock_news_text(const struct clock *c, const struct clock_news *n, char *buf,
                      size_t len);
/* The time left as SGF BL/WL gives it (the main time, else the current
 * period's) and the OB/OW count (byo-yomi periods, Canadian moves left; 0
 * during main time). */
int64_t clock_left_ms(const struct clock *c, enum color who);
int clock_left_count(const struct clock *c, enum color who);
/* Set who's clock from SGF BL/OB: ms left, and count as OB gives it (-1:
 * none, the main time). */
void clock_set_left(struct clock *c, enum color who, int64_t ms, int count);

#endif

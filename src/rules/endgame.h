/*
 * endgame.h — the end of the game under the 1989 Japanese rules (Art. 7-14)
 * and the fouls of the Chinese competition rules (10 to 12): stop and
 * resume, life-and-death marks, agreement and dispute, confirmation play,
 * resignation, no result, both lose, and what an illegal move costs.
 *
 * Built on game.h: the functions here take a game and change it through
 * game_*() and the fields game.c leaves to them; game.c never calls this
 * file.  Every action here is an *event* that saves the state it changes
 * (phase, turn, passes, result, marks, agreements, warnings) on a stack,
 * tagged with the number of moves of the record at that time.  The first
 * event installs the hooks of game.h, through which game_undo() takes back
 * the newest thing first — an event if its tag equals the move count, else
 * a move — so undo stays exact through every phase, and game_clear(),
 * game_setup() and game_free() reset or free this state.  A confirmation
 * (Art. 7-2) is a sandbox board copied from the stopped position; its moves
 * are kept with the game and never touch the real board.
 *
 * Phases (J89 Art. 9): PLAYING → two passes → STOPPED → both agree →
 * FINISHED. From STOPPED: endgame_resume(g, X) gives the move to X's opponent
 * (Art. 9-3; the passes before the resumption do not count);
 * endgame_confirm_start(g, X) opens a CONFIRMING sandbox (Art. 7-2) with X
 * moving first.  Other outcomes: resignation (Art. 11), no result
 * (endgame_no_result, both players at a repeated whole-board position, Art.
 * 12), both lose (endgame_disagree by both, Art. 13-1), foul (Art. 14, per
 * policy).
 *
 * Events and undo.  While confirming, game_undo() takes back a
 * confirmation move first.  A void move under the Chinese policies
 * is an event *with* a move, undone together; so is the pass that ends a
 * confirmation with its end.  The randomized test
 * undo_is_exact_through_the_end checks every step of long random sessions.
 *
 * Marks are per point and remember the colour marked, so a point that changed
 * hands is not dead.  endgame_toggle(g, marker, p, group): group walks stones
 * of p's colour through empty points (the area they sit in); otherwise one
 * chain.  A change by X withdraws Y's agreement (an anonymous change, both).
 *
 * Confirmation (Art. 7-2): a copy of the board; moves alternate.  A ko
 * capture bans the captured side from retaking *that* ko (a retake =
 * capturing the single stone that took) until it passes; a pass may name the
 * ko (ko_for), an unnamed pass lifts a ban only when the player has just one.
 * Two passes in a row end it.  Verdict: a chain of the stopped position none
 * of whose points holds its colour at the end is dead; a defender's chain
 * still there is alive; the attacker's chains keep their marks (so two
 * confirmations, one per side, give "both dead" in the 緊氣劫 case).  Moves are
 * kept in g->end.confirms[] for SGF.
 *
 * Illegal-move policy (per game, kept by game_clear): friendly refuses; j89
 * loses at once (also two moves in a row); chinese (Chinese competition rules
 * 10, 11-1): void, counted as a pass; chinese-warn: the same plus a warning,
 * the second warning loses (rule 12-2).  What each rule says and how tengen
 * reads it: doc/rules.md.
 */
#ifndef TENGEN_ENDGAME_H
#define TENGEN_ENDGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/board.h"
#include "rules/types.h"

struct game;
struct game_result;
struct score;
struct score_params;

/* What an illegal attempt costs (Art. 14; Chinese competition rules 10-12). */
enum illegal_policy {
	POLICY_FRIENDLY = 0, /* refused with the reason */
	POLICY_J89,          /* the offender loses at once: B+F / W+F */
	POLICY_CHINESE,      /* void, counted as a pass (Chinese competition
	                        rules 10, 11-1: "判著手無效，棄權一次") */
	POLICY_CHINESE_WARN, /* as POLICY_CHINESE, and every such move is a
	                        warning too: the second warning loses (Chinese
	                        competition rule 12-2, read that way here) */
};

/* What happened to an attempt under the policy. */
enum penalty {
	PENALTY_NONE = 0,
	PENALTY_LOST,       /* the game is lost by foul */
	PENALTY_VOID,       /* void, counted as a pass */
	PENALTY_WARNING,    /* void, counted as a pass, one warning */
};

enum endgame_status {
	EG_OK = 0,
	EG_NOT_PLAYING,     /* only during play */
	EG_NOT_STOPPED,     /* only after play stopped */
	EG_NOT_CONFIRMING,  /* no confirmation open */
	EG_GAME_OVER,
	EG_BAD_COLOR,
	EG_NO_STONE,
	EG_NOT_YOUR_TURN,
	EG_KO_BANNED,       /* Art. 7-2: pass for that ko first */
	EG_ILLEGAL,         /* occupied, suicide, off board (see move status) */
	EG_NO_REPETITION,   /* no-result needs a repeated position */
	EG_NO_SUCH_KO,
};

/* One move of a confirmation; a pass may name the ko it is for. */
struct confirm_move {
	int16_t point;      /* a point or PASS */
	enum color color;
	int16_t ko_for;     /* for a pass: the ko point named, or NO_POINT */
};

/* "color may not retake at point while the single stone at stone that took
 * there stands" — until color passes for that ko (Art. 7-2). */
struct ko_ban {
	int16_t point, stone;
	enum color color;
};

struct confirmation {
	enum color first;          /* who moved first: the attacker */
	int at_move;               /* the record's length when it was opened (SGF) */
	struct board board;        /* the sandbox */
	enum color to_move;
	int passes;
	struct ko_ban *bans;       /* every ko banned now: as many as there are */
	int nbans;
	size_t cap_bans;
	struct confirm_move *moves;
	int nmoves;
	size_t cap_moves;
};

/* The part of the game an event saves and undo restores. */
struct endgame_state {
	enum phase phase;                       /* copies of the game's */
	int passes;
	enum color to_move;
	enum result_kind result_kind;
	enum color result_winner;
	double result_margin;
	uint8_t dead[BOARD_MAX_POINTS];        /* marks: the colour (enum color) of the
	                                          stone marked dead there, or EMPTY; a
	                                          byte a point, as board.color, since
	                                          every event saves a copy */
	bool agreed[3], refused[3];
	int warnings[3];
	int void_at[3];     /* move count when the player accepted no result, or 0:
	                       that needs a repetition, so a move, so a count > 0 */
	int resumed_at;     /* move count of the last resumption (passes count after it) */
	int nconfirms;      /* confirmations opened (the last one is open while confirming) */
	bool suggested;     /* the marks are the estimate's, as set by endgame_suggest():
	                       no player changed one or agreed since */
	uint8_t unsure[BOARD_MAX_POINTS]; /* > 0 on stones the estimate was unsure of,
	                                     the doubt of unsure.h (until a player marks
	                                     them, or a resumption) */
};

struct endgame_event {
	int nmoves;         /* the record's length when it happened */
	bool with_move;     /* the event also added a move (a void move as a pass) */
	bool with_confirm_move; /* it ended a confirmation by its second pass */
	bool with_stop;     /* the suggestion made at the stop: undo takes back the
	                       step that stopped play too */
	struct endgame_state saved;
};

struct endgame {
	enum illegal_policy policy;
	enum seki_mode seki;
	struct endgame_state st;
	struct endgame_event *events;
	int nevents;
	size_t cap_events;
	struct confirmation **confirms;
	int nconfirms;                     /* allocated; st.nconfirms are live */
	size_t cap_confirms;
	/* the result was read from a record (endgame_finish_recorded): it
	 * was confirmed, and cannot change (Art. 10-4): game_undo takes
	 * nothing back */
	bool final;
};

/* A sentence for people, translated; the same in English, untranslated,
 * for protocols (GTP). */
const char *endgame_strerror(enum endgame_status s);
const char *endgame_status_word(enum endgame_status s);
const char *policy_name(enum illegal_policy p);
bool policy_parse(const char *s, enum illegal_policy *out);
void endgame_set_policy(struct game *g, enum illegal_policy p);
void endgame_set_seki(struct game *g, enum seki_mode seki);

/* Play under the game's illegal-move policy.  Returns the move status (MOVE_OK
 * if played); *penalty says what a refused move cost.  With check_turn a move
 * out of turn is a violation too (Art. 14: two moves in a row). */
enum move_status endgame_play(struct game *g, enum color color, int point, bool check_turn,
                              enum penalty *penalty);

/* Art. 11: color resigns, in any phase before the game is over; false if it
 * is over already or color is no player. */
bool endgame_resign(struct game *g, enum color color);
/* The game ended as its record says (SGF RE): over with result r, which
 * no undo takes back (Art. 10-4, g->end.final); false when it is over
 * already or r is no result. */
bool endgame_finish_recorded(struct game *g, const struct game_result *r);
/* Chinese competition rule 3: color's time ran out while play was running
 * (the clock runs only then, so under J89 too); false if play is not
 * running.  Undo takes it back. */
bool endgame_time_loss(struct game *g, enum color color);

/* Art. 9-3: color asks to resume; the opponent moves first. */
enum endgame_status endgame_resume(struct game *g, enum color requester);

/* Marks.  marker is the player changing them (EMPTY: nobody in particular);
 * a change withdraws the other player's agreement.  group: the whole group
 * (stones of one colour joined through empty points of the same enclosed
 * area), else one chain.  Allowed during play and after the stop. */
enum endgame_status endgame_toggle(struct game *g, enum color marker, int point, bool group);
enum endgame_status endgame_set_dead(struct game *g, enum color marker, int point, bool dead,
                                     bool group);
enum endgame_status endgame_clear_marks(struct game *g, enum color marker);
bool endgame_is_dead(const struct game *g, int point);
/* Right after play stopped: mark the stones dead[] names (1 on a stone) as
 * a suggestion (st.suggested, until a player changes a mark or agrees),
 * unsure[] (> 0 on a stone: its doubt, kept; or NULL) flagged for the
 * players to look at.
 * One event, taken back by one undo together with the pass that stopped
 * play.  EG_NOT_STOPPED unless play has just stopped. */
enum endgame_status endgame_suggest(struct game *g, const uint8_t *dead, const uint8_t *unsure);
bool endgame_suggested(const struct game *g);
/* Is the stone at point one the estimate was unsure of? */
bool endgame_is_unsure(const struct game *g, int point);
bool endgame_has_marks(const struct game *g);

/* Art. 9-2: agreement; both agree: FINISHED with the score.  Art. 13-1: both
 * refuse to agree (and nobody resumes): both lose. */
enum endgame_status endgame_agree(struct game *g, enum color color);
enum endgame_status endgame_disagree(struct game *g, enum color color);
bool endgame_agreed(const struct game *g, enum color color);
/* The terms of the count (komi, rules, seki mode) changed: the players
 * agreed to a count that is no more, so both agreements are withdrawn (as
 * by an anonymous change of marks).  Not an event: undo takes back the
 * agreements themselves. */
void endgame_terms_changed(struct game *g);

/* Art. 12: the current whole-board position occurred before in the record. */
bool endgame_repetition(const struct game *g);
/* color accepts "no result"; both (at the same position): Void. */
enum endgame_status endgame_no_result(struct game *g, enum color color);

/* Art. 7-2 confirmation play. */
enum endgame_status endgame_confirm_start(struct game *g, enum color first);
/* A move or PASS; a pass may name ko_for (a ko point), else NO_POINT.
 * Two passes in a row end the confirmation (as endgame_confirm_end). */
enum endgame_status endgame_confirm_play(struct game *g, enum color color, int point,
                                         int ko_for, enum move_status *why);
/* End it: captured chains become dead; the defender's surviving chains alive. */
enum endgame_status endgame_confirm_end(struct game *g);
/* The open confirmation, or NULL. */
const struct confirmation *endgame_confirming(const struct game *g);
int endgame_confirmation_count(const struct game *g);
const struct confirmation *endgame_confirmation(const struct game *g, int i);

/* The parameters of the count of g: its rules, seki mode, komi, handicap
 * and prisoners.  Every count of a game starts from these. */
void endgame_score_params(const struct game *g, struct score_params *sp);
/* Count the current position with the marks.  (With no marks, the count
 * by the estimated dead stones is estimate_score(), analysis/estimate.h:
 * the rules never guess.) */
void endgame_score(const struct game *g, struct score *s);

#endif

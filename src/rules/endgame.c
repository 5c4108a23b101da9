/*
 * endgame.c — the end of the game: stop and resume (Art. 9), marks and
 * agreement (Art. 9-2, 10), both lose (Art. 13-1), no result (Art. 12),
 * resignation (Art. 11), fouls (Art. 14; Chinese competition rules 10-12)
 * and the confirmation play of Art. 7-2.
 *
 * Built on game.c, which knows nothing of this file but the hooks below.
 * Every change goes through event_push(): the old state is pushed with the
 * length of the record, and game_undo() asks event_undo() to pop the newest
 * event before it takes back a move.  A confirmation never touches g->board:
 * it plays on its own copy, and only its verdict (which chains were
 * captured) comes back as marks.
 */
#include "rules/endgame.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/game.h"
#include "base/i18n.h"
#include "rules/score.h"
#include "base/util.h"

/* ---- state and events ---- */

static void state_capture(const struct game *g, struct endgame_state *st)
{
	*st = g->end.st;
	st->phase = g->phase;
	st->passes = g->passes;
	st->to_move = g->to_move;
	st->result_kind = g->result.kind;
	st->result_winner = g->result.winner;
	st->result_margin = g->result.margin;
}

static void free_confirms_above(struct game *g, int keep)
{
	while (g->end.nconfirms > keep) {
		struct confirmation *c = g->end.confirms[--g->end.nconfirms];

		free(c->bans);
		free(c->moves);
		free(c);
	}
}

static void state_restore(struct game *g, const struct endgame_state *st)
{
	g->end.st = *st;
	/* the copies of the game's fields live in saved states only */
	g->end.st.phase = PHASE_PLAYING;
	g->end.st.passes = 0;
	g->end.st.to_move = EMPTY;
	g->end.st.result_kind = RESULT_NONE;
	g->end.st.result_winner = EMPTY;
	g->end.st.result_margin = 0;
	g->phase = st->phase;
	g->passes = st->passes;
	g->to_move = st->to_move;
	g->result.kind = st->result_kind;
	g->result.winner = st->result_winner;
	g->result.margin = st->result_margin;
	free_confirms_above(g, st->nconfirms);
}

/* The record restarted: no events, no marks, no confirmation; the policy
 * and the seki mode stay.  The state is all zeroes, as game_init() leaves it. */
static void endgame_reset(struct game *g)
{
	free_confirms_above(g, 0);
	memset(&g->end.st, 0, sizeof g->end.st);
	g->end.nevents = 0;
	g->end.final = false;
}

static void endgame_release(struct game *g)
{
	free_confirms_above(g, 0);
	free(g->end.confirms);
	free(g->end.events);
	memset(&g->end, 0, sizeof g->end);
}

static struct confirmation *current_confirmation(const struct game *g)
{
	if (g->phase != PHASE_CONFIRMING || g->end.st.nconfirms == 0)
		return NULL;
	return g->end.confirms[g->end.st.nconfirms - 1];
}

static void confirm_replay(struct game *g, struct confirmation *c);

/* The undo hook: a confirmation move, else the newest event if no move was
 * played since; false if neither (game_undo() then takes back a move). */
static bool event_undo(struct game *g)
{
	struct confirmation *c = current_confirmation(g);
	struct endgame_event *e;

	if (c && c->nmoves > 0) {
		c->nmoves--;
		confirm_replay(g, c);
		return true;
	}
	if (g->end.nevents == 0 || g->end.events[g->end.nevents - 1].nmoves != g->nmoves)
		return false;
	e = &g->end.events[--g->end.nevents];
	if (e->with_move)
		game_undo_move(g);
	state_restore(g, &e->saved);
	c = current_confirmation(g);
	if (e->with_confirm_move && c && c->nmoves > 0) {
		c->nmoves--; /* the pass that ended it goes with it */
		confirm_replay(g, c);
	}
	if (e->with_stop)
		game_undo(g); /* the pass (or the void move, an event) that stopped play */
	return true;
}

static const struct game_hooks endgame_hooks = {
	.undo = event_undo,
	.reset = endgame_reset,
	.release = endgame_release,
};

/* Save the state on the event stack before changing it; with_move: the
 * event adds a move to the record too (a void move counted as a pass).
 * The first event of a game installs the hooks: until then the state is
 * the zeroes game_init() left, which is the state of no event. */
static void event_push(struct game *g, bool with_move)
{
	struct endgame_event *e;

	g->hooks = &endgame_hooks;
	g->end.events = xgrow(g->end.events, &g->end.cap_events, (size_t)g->end.nevents + 1,
	                      sizeof *g->end.events);
	e = &g->end.events[g->end.nevents++];
	e->nmoves = g->nmoves + (with_move ? 1 : 0);
	e->with_move = with_move;
	e->with_confirm_move = false;
	e->with_stop = false;
	state_capture(g, &e->saved);
}

/* The game is over: phase, result. */
static void finish(struct game *g, enum result_kind kind, enum color winner, double margin)
{
	g->phase = PHASE_FINISHED;
	g->result.kind = kind;
	g->result.winner = winner;
	g->result.margin = margin;
}

/* color is a player and the game is in phase want (PHASE_PLAYING or
 * PHASE_STOPPED). */
static enum endgame_status check_phase(const struct game *g, enum color color, enum phase want)
{
	if (color != BLACK && color != WHITE)
		return EG_BAD_COLOR;
	if (g->phase == PHASE_FINISHED)
		return EG_GAME_OVER;
	if (g->phase != want)
		return want == PHASE_PLAYING ? EG_NOT_PLAYING : EG_NOT_STOPPED;
	return EG_OK;
}

/* ---- names ---- */

/* GTP answers use these words as they are; people get them translated. */
static const char *const endgame_messages[] = {
	[EG_OK] = N_("done"),
	[EG_NOT_PLAYING] = N_("only during play"),
	[EG_NOT_STOPPED] = N_("only after play has stopped (two passes)"),
	[EG_NOT_CONFIRMING] = N_("no confirmation is open"),
	[EG_GAME_OVER] = N_("the game is over"),
	[EG_BAD_COLOR] = N_("that is not a player"),
	[EG_NO_STONE] = N_("there is no stone there"),
	[EG_NOT_YOUR_TURN] = N_("not your turn"),
	[EG_KO_BANNED] = N_("ko: after the stop, pass once for this ko before retaking it (Art. 7-2)"),
	[EG_ILLEGAL] = N_("illegal move"),
	[EG_NO_REPETITION] = N_("no whole-board position has repeated (Art. 12)"),
	[EG_NO_SUCH_KO] = N_("no ko of yours is banned there"),
};

const char *endgame_status_word(enum endgame_status s)
{
	if ((unsigned)s >= sizeof endgame_messages / sizeof endgame_messages[0])
		return "?";
	return endgame_messages[s];
}

const char *endgame_strerror(enum endgame_status s)
{
	return _(endgame_status_word(s));
}

const char *policy_name(enum illegal_policy p)
{
	switch (p) {
	case POLICY_FRIENDLY: return "friendly";
	case POLICY_J89: return "j89";
	case POLICY_CHINESE: return "chinese";
	case POLICY_CHINESE_WARN: return "chinese-warn";
	}
	return "?";
}

bool policy_parse(const char *s, enum illegal_policy *out)
{
	if (!strcasecmp(s, "friendly"))
		*out = POLICY_FRIENDLY;
	else if (!strcasecmp(s, "j89") || !strcasecmp(s, "strict") || !strcasecmp(s, "japanese"))
		*out = POLICY_J89;
	else if (!strcasecmp(s, "chinese") || !strcasecmp(s, "cn"))
		*out = POLICY_CHINESE;
	else if (!strcasecmp(s, "chinese-warn"))
		*out = POLICY_CHINESE_WARN;
	else
		return false;
	return true;
}

void endgame_set_policy(struct game *g, enum illegal_policy p)
{
	g->end.policy = p;
}

void endgame_set_seki(struct game *g, enum seki_mode seki)
{
	if (g->end.seki != seki)
		endgame_terms_changed(g);
	g->end.seki = seki;
}

/* ---- resignation, fouls ---- */

bool endgame_resign(struct game *g, enum color color)
{
	if (g->phase == PHASE_FINISHED || (color != BLACK && color != WHITE))
		return false;
	event_push(g, false); /* so that undo takes the resignation back */
	finish(g, RESULT_RESIGN, color_other(color), 0);
	return true;
}

bool endgame_finish_recorded(struct game *g, const struct game_result *r)
{
	if (g->phase == PHASE_FINISHED || r->kind == RESULT_NONE)
		return false;
	g->hooks = &endgame_hooks; /* a new game forgets it (endgame_reset) */
	finish(g, r->kind, r->winner, r->margin);
	g->end.final = true;
	return true;
}

bool endgame_time_loss(struct game *g, enum color color)
{
	if (g->phase != PHASE_PLAYING || (color != BLACK && color != WHITE))
		return false;
	event_push(g, false);
	finish(g, RESULT_TIME, color_other(color), 0);
	return true;
}

static bool is_violation(enum move_status st)
{
	return st == MOVE_OCCUPIED || st == MOVE_SUICIDE || st == MOVE_KO || st == MOVE_SUPERKO ||
	       st == MOVE_NOT_YOUR_TURN;
}

static void lose_by_foul(struct game *g, enum color offender)
{
	finish(g, RESULT_FOUL, color_other(offender), 0);
}

enum move_status endgame_play(struct game *g, enum color color, int p, bool check_turn,
                              enum penalty *penalty)
{
	enum move_status st = game_legal(g, color, p);

	*penalty = PENALTY_NONE;
	if (st == MOVE_GAME_STOPPED || st == MOVE_GAME_OVER || st == MOVE_OFF_BOARD)
		return st;
	if (check_turn && color != g->to_move)
		st = MOVE_NOT_YOUR_TURN; /* before anything else the move may be */
	if (st == MOVE_OK)
		return game_play(g, color, p);
	if (!is_violation(st) || g->end.policy == POLICY_FRIENDLY)
		return st;
	if (g->end.policy == POLICY_J89 || st == MOVE_NOT_YOUR_TURN) {
		/* Art. 14; under the Chinese competition rules too, playing
		 * twice in a row loses */
		event_push(g, false);
		lose_by_foul(g, color);
		*penalty = PENALTY_LOST;
		return st;
	}
	/* Chinese competition rules 10, 11-1: the move is void and counts as a
	 * pass ("判著手無效，棄權一次"); with chinese-warn also a warning, and
	 * rule 12-2: a second warning loses */
	event_push(g, true);
	game_play(g, color, PASS);
	*penalty = PENALTY_VOID;
	if (g->end.policy != POLICY_CHINESE_WARN)
		return st;
	g->end.st.warnings[color]++;
	*penalty = PENALTY_WARNING;
	if (g->end.st.warnings[color] >= 2) {
		lose_by_foul(g, color);
		*penalty = PENALTY_LOST;
	}
	return st;
}

/* ---- stop, resume ---- */

enum endgame_status endgame_resume(struct game *g, enum color requester)
{
	enum endgame_status st = check_phase(g, requester, PHASE_STOPPED);

	if (st != EG_OK)
		return st;
	event_push(g, false);
	g->phase = PHASE_PLAYING;
	g->to_move = color_other(requester); /* Art. 9-3 */
	g->passes = 0;
	g->end.st.resumed_at = g->nmoves;
	memset(g->end.st.dead, 0, sizeof g->end.st.dead);
	memset(g->end.st.unsure, 0, sizeof g->end.st.unsure);
	g->end.st.suggested = false;
	memset(g->end.st.agreed, 0, sizeof g->end.st.agreed);
	memset(g->end.st.refused, 0, sizeof g->end.st.refused);
	return EG_OK;
}

/* ---- marks ---- */

static enum endgame_status can_mark(const struct game *g, int p)
{
	if (g->phase == PHASE_FINISHED)
		return EG_GAME_OVER;
	if (g->phase == PHASE_CONFIRMING)
		return EG_NOT_STOPPED;
	if (!board_on(&g->board, p) || board_at(&g->board, p) == EMPTY)
		return EG_NO_STONE;
	return EG_OK;
}

/* The marks changed by marker: the other player's agreement is withdrawn
 * (both, for an anonymous change), and the refusals are void. */
static void marks_changed(struct game *g, enum color marker)
{
	g->end.st.suggested = false;
	if (marker == BLACK || marker == WHITE)
		g->end.st.agreed[color_other(marker)] = false;
	else
		g->end.st.agreed[BLACK] = g->end.st.agreed[WHITE] = false;
	g->end.st.refused[BLACK] = g->end.st.refused[WHITE] = false;
}

/* Stones of p's colour reachable from p through that colour's stones and
 * empty points: the group as a player points at it. */
static int group_stones(const struct board *b, int p, bool group, int16_t *out)
{
	uint8_t seen[BOARD_MAX_POINTS] = { 0 };
	int16_t stack[BOARD_MAX_POINTS];
	enum color c = board_at(b, p);
	int sp = 0, n = 0;

	if (!group)
		return board_chain_stones(b, p, out);
	seen[p] = 1;
	stack[sp++] = (int16_t)p;
	while (sp > 0) {
		int q = stack[--sp];

		if (board_at(b, q) == c)
			out[n++] = (int16_t)q;
		board_foreach_neighbor(b, q, nb) {
			enum color d = board_at(b, nb);

			if (!seen[nb] && (d == c || d == EMPTY)) {
				seen[nb] = 1;
				stack[sp++] = (int16_t)nb;
			}
		}
	}
	return n;
}

enum endgame_status endgame_set_dead(struct game *g, enum color marker, int p, bool dead,
                                     bool group)
{
	int16_t stones[BOARD_MAX_POINTS];
	enum endgame_status st = can_mark(g, p);
	int n;

	if (st != EG_OK)
		return st;
	event_push(g, false);
	n = group_stones(&g->board, p, group, stones);
	for (int i = 0; i < n; i++) {
		g->end.st.dead[stones[i]] = dead ? (uint8_t)board_at(&g->board, stones[i]) : 0;
		g->end.st.unsure[stones[i]] = 0; /* a player looked */
	}
	marks_changed(g, marker);
	return EG_OK;
}

enum endgame_status endgame_toggle(struct game *g, enum color marker, int p, bool group)
{
	enum endgame_status st = can_mark(g, p);

	if (st != EG_OK)
		return st;
	return endgame_set_dead(g, marker, p, !endgame_is_dead(g, p), group);
}

enum endgame_status endgame_clear_marks(struct game *g, enum color marker)
{
	if (g->phase == PHASE_FINISHED)
		return EG_GAME_OVER;
	if (g->phase == PHASE_CONFIRMING)
		return EG_NOT_STOPPED;
	event_push(g, false);
	memset(g->end.st.dead, 0, sizeof g->end.st.dead);
	marks_changed(g, marker);
	return EG_OK;
}

bool endgame_is_dead(const struct game *g, int p)
{
	/* a mark holds for the colour it was made on: a point that changed
	 * hands since is not dead */
	return board_on(&g->board, p) && board_at(&g->board, p) != EMPTY &&
	       g->end.st.dead[p] == board_at(&g->board, p);
}

enum endgame_status endgame_suggest(struct game *g, const uint8_t *dead, const uint8_t *unsure)
{
	const struct board *b = &g->board;
	const struct endgame_event *last = g->end.nevents ? &g->end.events[g->end.nevents - 1] : NULL;

	/* just stopped: by a pass, no end-of-game step since (but the void
	 * move counted as a pass that stopped it) */
	if (g->phase != PHASE_STOPPED || g->nmoves == 0 || g->moves[g->nmoves - 1].point != PASS ||
	    (last && last->nmoves == g->nmoves && !last->with_move))
		return EG_NOT_STOPPED;
	event_push(g, false);
	g->end.events[g->end.nevents - 1].with_stop = true;
	board_foreach_point(b, p) {
		bool stone = board_at(b, p) != EMPTY;

		g->end.st.dead[p] = stone && dead[p] ? (uint8_t)board_at(b, p) : 0;
		g->end.st.unsure[p] = stone && unsure ? unsure[p] : 0;
	}
	g->end.st.suggested = true;
	return EG_OK;
}

bool endgame_suggested(const struct game *g)
{
	return g->phase == PHASE_STOPPED && g->end.st.suggested;
}

bool endgame_is_unsure(const struct game *g, int p)
{
	return g->phase == PHASE_STOPPED && board_on(&g->board, p) &&
	       board_at(&g->board, p) != EMPTY && g->end.st.unsure[p];
}

bool endgame_has_marks(const struct game *g)
{
	board_foreach_point(&g->board, p)
		if (endgame_is_dead(g, p))
			return true;
	return false;
}

/* ---- agreement ---- */

void endgame_score_params(const struct game *g, struct score_params *sp)
{
	/* Capture Go without a capture is counted as under the Japanese rules */
	sp->rules = g->rules == RULES_CAPTURE ? RULES_JAPANESE : g->rules;
	sp->seki = g->end.seki;
	sp->komi = g->komi;
	sp->handicap = g->handicap;
	sp->captures[EMPTY] = 0;
	sp->captures[BLACK] = g->board.captures[BLACK];
	sp->captures[WHITE] = g->board.captures[WHITE];
	sp->seki_read = NULL;
	sp->open_owner = NULL;
}

void endgame_score(const struct game *g, struct score *s)
{
	struct score_params sp;
	uint8_t dead[BOARD_MAX_POINTS];

	endgame_score_params(g, &sp);
	memset(dead, 0, sizeof dead);
	board_foreach_point(&g->board, p)
		dead[p] = endgame_is_dead(g, p);
	score_compute(&g->board, dead, &sp, s);
}

/* Both agreed: the game is over with the count of the marks (Art. 9-2 終局,
 * Art. 10). */
static void finish_by_count(struct game *g)
{
	struct score *s = xmalloc(sizeof *s);
	struct game_result r;

	endgame_score(g, s);
	score_result(s, &r);
	finish(g, r.kind, r.winner, r.margin);
	free(s);
}

/* color agrees with the marks, or refuses to; both agreeing end the game by
 * the count, both refusing end it with both losing (Art. 13-1). */
static enum endgame_status vote(struct game *g, enum color color, bool agree)
{
	enum endgame_status st = check_phase(g, color, PHASE_STOPPED);

	if (st != EG_OK)
		return st;
	event_push(g, false);
	if (agree)
		g->end.st.suggested = false; /* accepted as they stand */
	g->end.st.agreed[color] = agree;
	g->end.st.refused[color] = !agree;
	if (agree && g->end.st.agreed[BLACK] && g->end.st.agreed[WHITE])
		finish_by_count(g);
	else if (!agree && g->end.st.refused[BLACK] && g->end.st.refused[WHITE])
		finish(g, RESULT_BOTH_LOSE, EMPTY, 0);
	return EG_OK;
}

enum endgame_status endgame_agree(struct game *g, enum color color)
{
	return vote(g, color, true);
}

enum endgame_status endgame_disagree(struct game *g, enum color color)
{
	return vote(g, color, false);
}

bool endgame_agreed(const struct game *g, enum color color)
{
	return (color == BLACK || color == WHITE) && g->end.st.agreed[color];
}

void endgame_terms_changed(struct game *g)
{
	if (g->phase == PHASE_STOPPED)
		g->end.st.agreed[BLACK] = g->end.st.agreed[WHITE] = false;
}

/* ---- no result ---- */

bool endgame_repetition(const struct game *g)
{
	int last = game_last_move(g);

	return g->phase == PHASE_PLAYING && last != NO_POINT && last != PASS &&
	       game_situation_count(g) >= 2; /* same position, same player to move */
}

enum endgame_status endgame_no_result(struct game *g, enum color color)
{
	enum endgame_status st = check_phase(g, color, PHASE_PLAYING);

	if (st != EG_OK)
		return st;
	if (!endgame_repetition(g))
		return EG_NO_REPETITION;
	event_push(g, false);
	g->end.st.void_at[color] = g->nmoves;
	if (g->end.st.void_at[BLACK] == g->nmoves && g->end.st.void_at[WHITE] == g->nmoves)
		finish(g, RESULT_VOID, EMPTY, 0); /* Art. 12 無勝負 */
	return EG_OK;
}

/* ---- confirmation (Art. 7-2) ---- */

const struct confirmation *endgame_confirming(const struct game *g)
{
	return current_confirmation(g);
}

int endgame_confirmation_count(const struct game *g)
{
	return g->end.st.nconfirms;
}

const struct confirmation *endgame_confirmation(const struct game *g, int i)
{
	return i >= 0 && i < g->end.st.nconfirms ? g->end.confirms[i] : NULL;
}

static void confirm_init_board(const struct game *g, struct confirmation *c)
{
	c->board = g->board;
	c->board.ko_point = NO_POINT; /* a new game of its own */
	c->board.ko_color = EMPTY;
	c->to_move = c->first;
	c->passes = 0;
	c->nbans = 0;
}

enum endgame_status endgame_confirm_start(struct game *g, enum color first)
{
	enum endgame_status st = check_phase(g, first, PHASE_STOPPED);
	struct confirmation *c;

	if (st != EG_OK)
		return st;
	event_push(g, false);
	free_confirms_above(g, g->end.st.nconfirms);
	c = xcalloc(1, sizeof *c);
	c->first = first;
	c->at_move = g->nmoves;
	confirm_init_board(g, c);
	g->end.confirms = xgrow(g->end.confirms, &g->end.cap_confirms,
	                        (size_t)g->end.nconfirms + 1, sizeof *g->end.confirms);
	g->end.confirms[g->end.nconfirms++] = c;
	g->end.st.nconfirms = g->end.nconfirms;
	g->phase = PHASE_CONFIRMING;
	return EG_OK;
}

/* Is color's move at p the retake of a ko it may not retake yet? */
static bool ko_banned(const struct confirmation *c, enum color color, int p)
{
	const struct board *b = &c->board;

	for (int i = 0; i < c->nbans; i++) {
		const struct ko_ban *k = &c->bans[i];

		if (k->color == color && k->point == p && board_at(b, k->stone) == color_other(color) &&
		    b->nstones[b->head[k->stone]] == 1 && board_liberties(b, k->stone) == 1)
			return true;
	}
	return false;
}

static void ban_remove(struct confirmation *c, int i)
{
	c->bans[i] = c->bans[--c->nbans];
}

/* The stone at p took a ko: the captured side may not retake it until it
 * passes for it.  There is no limit to the bans in force. */
static void ban_add(struct confirmation *c, int p)
{
	struct ko_ban *k;

	for (int i = 0; i < c->nbans; i++)
		if (c->bans[i].point == c->board.ko_point && c->bans[i].color == c->board.ko_color)
			ban_remove(c, i--);
	c->bans = xgrow(c->bans, &c->cap_bans, (size_t)c->nbans + 1, sizeof *c->bans);
	k = &c->bans[c->nbans++];
	k->point = (int16_t)c->board.ko_point;
	k->stone = (int16_t)p;
	k->color = c->board.ko_color;
}

/* A pass lifts the ban it names (ko_for); an unnamed pass only when there
 * is a single ban of color's to lift. */
static void ban_lift(struct confirmation *c, enum color color, int ko_for)
{
	int mine = 0, which = -1;

	for (int i = 0; i < c->nbans; i++)
		if (c->bans[i].color == color) {
			mine++;
			if (ko_for == NO_POINT || c->bans[i].point == ko_for)
				which = i;
		}
	if (which >= 0 && (ko_for != NO_POINT || mine == 1))
		ban_remove(c, which);
}

/* Apply one move to the sandbox; the move has been checked. */
static void confirm_apply(struct confirmation *c, enum color color, int p, int ko_for)
{
	if (p == PASS) {
		ban_lift(c, color, ko_for);
		board_play(&c->board, color, PASS, NULL);
		c->passes++;
	} else {
		board_play(&c->board, color, p, NULL);
		c->passes = 0;
		if (c->board.ko_point != NO_POINT)
			ban_add(c, p);
	}
	c->to_move = color_other(color);
}

static void confirm_replay(struct game *g, struct confirmation *c)
{
	confirm_init_board(g, c);
	for (int i = 0; i < c->nmoves; i++)
		confirm_apply(c, c->moves[i].color, c->moves[i].point, c->moves[i].ko_for);
}

/* The verdict: a chain of the stopped position none of whose points holds
 * its colour at the end was captured for good: dead.  A chain of the
 * defender that is still there survived the attack: alive.  Chains of the
 * attacker that are still there keep their marks. */
static void confirm_verdict(struct game *g, const struct confirmation *c)
{
	const struct board *b = &g->board;
	enum color defender = color_other(c->first);

	board_foreach_point(b, p) {
		int16_t stones[BOARD_MAX_POINTS];
		enum color col = board_at(b, p);
		bool survived = false;
		int n;

		if (col == EMPTY || b->head[p] != p)
			continue;
		n = board_chain_stones(b, p, stones);
		for (int i = 0; i < n; i++)
			survived |= board_at(&c->board, stones[i]) == col;
		for (int i = 0; i < n; i++) {
			if (!survived)
				g->end.st.dead[stones[i]] = (uint8_t)col;
			else if (col == defender)
				g->end.st.dead[stones[i]] = 0;
		}
	}
}

enum endgame_status endgame_confirm_end(struct game *g)
{
	struct confirmation *c = current_confirmation(g);

	if (!c)
		return EG_NOT_CONFIRMING;
	event_push(g, false);
	confirm_verdict(g, c);
	marks_changed(g, EMPTY);
	g->phase = PHASE_STOPPED;
	return EG_OK;
}

enum endgame_status endgame_confirm_play(struct game *g, enum color color, int p, int ko_for,
                                         enum move_status *why)
{
	struct confirmation *c = current_confirmation(g);
	struct confirm_move *m;
	enum move_status st;

	*why = MOVE_OK;
	if (!c)
		return EG_NOT_CONFIRMING;
	if (color != BLACK && color != WHITE)
		return EG_BAD_COLOR;
	if (color != c->to_move)
		return EG_NOT_YOUR_TURN;
	if (p != PASS) {
		st = board_legal(&c->board, color, p);
		if (st != MOVE_OK && st != MOVE_KO) {
			*why = st;
			return EG_ILLEGAL;
		}
		if (st == MOVE_KO || ko_banned(c, color, p)) {
			*why = MOVE_KO;
			return EG_KO_BANNED;
		}
		ko_for = NO_POINT;
	} else if (ko_for != NO_POINT) {
		bool found = false;

		for (int i = 0; i < c->nbans; i++)
			found |= c->bans[i].color == color && c->bans[i].point == ko_for;
		if (!found)
			return EG_NO_SUCH_KO;
	}
	c->moves = xgrow(c->moves, &c->cap_moves, (size_t)c->nmoves + 1, sizeof *c->moves);
	m = &c->moves[c->nmoves++];
	m->point = (int16_t)p;
	m->color = color;
	m->ko_for = (int16_t)ko_for;
	confirm_apply(c, color, p, ko_for);
	if (c->passes >= 2) {
		endgame_confirm_end(g);
		g->end.events[g->end.nevents - 1].with_confirm_move = true;
	}
	return EG_OK;
}

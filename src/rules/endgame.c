/*
 * endgame.c — the end of the game: stop and resume (Art. 9), marks and
 * agreement (Art. 9-2, 10), both lose (Art. 13-1), no result (Art. 12),
 * resignation (Art. 11), fouls (Art. 14; seed 003 rules 10-12) and the
 * confirmation play of Art. 7-2.
 *
 * Every change goes through save(): the old state is pushed with the length
 * of the record, and game_undo() pops the newest event before it takes back
 * a move.  A confirmation never touches g->board: it plays on its own copy,
 * and only its verdict (which chains were captured) comes back as marks.
 */
#include "rules/endgame.h"

#include <stdio.h>
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

void endgame_save(struct game *g, bool with_move)
{
	struct endgame_event *e;

	g->end.events = xgrow(g->end.events, &g->end.cap_events, (size_t)g->end.nevents + 1,
	                      sizeof *g->end.events);
	e = &g->end.events[g->end.nevents++];
	e->nmoves = g->nmoves + (with_move ? 1 : 0);
	e->with_move = with_move;
	e->with_confirm_move = false;
	state_capture(g, &e->saved);
}

void endgame_reset(struct game *g)
{
	struct endgame *e = &g->end;

	free_confirms_above(g, 0);
	memset(&e->st, 0, sizeof e->st);
	e->st.void_at[BLACK] = e->st.void_at[WHITE] = -1;
	e->nevents = 0;
}

void endgame_free(struct game *g)
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

bool game_undo(struct game *g)
{
	struct confirmation *c = current_confirmation(g);

	if (c && c->nmoves > 0) {
		c->nmoves--;
		confirm_replay(g, c);
		return true;
	}
	if (g->end.nevents > 0 && g->end.events[g->end.nevents - 1].nmoves == g->nmoves) {
		struct endgame_event *e = &g->end.events[--g->end.nevents];

		if (e->with_move)
			game_undo_move(g);
		state_restore(g, &e->saved);
		c = current_confirmation(g);
		if (e->with_confirm_move && c && c->nmoves > 0) {
			c->nmoves--; /* the pass that ended it goes with it */
			confirm_replay(g, c);
		}
		return true;
	}
	return game_undo_move(g);
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
	g->end.seki = seki;
}

char *game_result_text(const struct game *g, char *buf, size_t len)
{
	char w = g->result.winner == BLACK ? 'B' : 'W';

	switch (g->result.kind) {
	case RESULT_NONE: snprintf(buf, len, "?"); break;
	case RESULT_SCORE:
		if (g->result.winner == EMPTY)
			snprintf(buf, len, "Draw");
		else
			snprintf(buf, len, "%c+%g", w, g->result.margin);
		break;
	case RESULT_RESIGN: snprintf(buf, len, "%c+R", w); break;
	case RESULT_FOUL: snprintf(buf, len, "%c+F", w); break;
	case RESULT_TIME: snprintf(buf, len, "%c+T", w); break;
	case RESULT_VOID: snprintf(buf, len, "Void"); break;
	case RESULT_BOTH_LOSE: snprintf(buf, len, "Both lose"); break;
	}
	return buf;
}

/* ---- fouls ---- */

static bool is_violation(enum move_status st)
{
	return st == MOVE_OCCUPIED || st == MOVE_SUICIDE || st == MOVE_KO || st == MOVE_SUPERKO ||
	       st == MOVE_NOT_YOUR_TURN;
}

static void lose_by_foul(struct game *g, enum color offender)
{
	g->phase = PHASE_FINISHED;
	g->result.kind = RESULT_FOUL;
	g->result.winner = color_other(offender);
	g->result.margin = 0;
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
		/* Art. 14; seed 003: playing twice in a row loses */
		endgame_save(g, false);
		lose_by_foul(g, color);
		*penalty = PENALTY_LOST;
		return st;
	}
	/* seed 003 rules 10, 11-1: the move is void and counts as a pass
	 * ("判著手無效，棄權一次"); with chinese-warn also a warning, and
	 * rule 12-2: a second warning loses */
	endgame_save(g, true);
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
	if (requester != BLACK && requester != WHITE)
		return EG_BAD_COLOR;
	if (g->phase == PHASE_FINISHED)
		return EG_GAME_OVER;
	if (g->phase != PHASE_STOPPED)
		return EG_NOT_STOPPED;
	endgame_save(g, false);
	g->phase = PHASE_PLAYING;
	g->to_move = color_other(requester); /* Art. 9-3 */
	g->passes = 0;
	g->end.st.resumed_at = g->nmoves;
	memset(g->end.st.dead, 0, sizeof g->end.st.dead);
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
	endgame_save(g, false);
	n = group_stones(&g->board, p, group, stones);
	for (int i = 0; i < n; i++)
		g->end.st.dead[stones[i]] = dead ? (uint8_t)board_at(&g->board, stones[i]) : 0;
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
	endgame_save(g, false);
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

bool endgame_has_marks(const struct game *g)
{
	board_foreach_point(&g->board, p)
		if (endgame_is_dead(g, p))
			return true;
	return false;
}

/* ---- agreement ---- */

static void score_params_of(const struct game *g, struct score_params *sp)
{
	sp->rules = g->rules;
	sp->seki = g->end.seki;
	sp->komi = g->komi;
	sp->handicap = g->handicap;
	sp->captures[EMPTY] = 0;
	sp->captures[BLACK] = g->board.captures[BLACK];
	sp->captures[WHITE] = g->board.captures[WHITE];
}

void endgame_score(const struct game *g, bool estimate, struct score *s)
{
	struct score_params sp;
	uint8_t dead[BOARD_MAX_POINTS];

	score_params_of(g, &sp);
	memset(dead, 0, sizeof dead);
	if (estimate && !endgame_has_marks(g))
		score_estimate_dead(g, dead);
	else
		board_foreach_point(&g->board, p)
			dead[p] = endgame_is_dead(g, p);
	score_compute(&g->board, dead, &sp, s);
}

int endgame_dame(const struct game *g, int *out)
{
	struct score *s = xmalloc(sizeof *s);
	int n = 0;

	endgame_score(g, true, s); /* with no marks yet, by the estimate */
	board_foreach_point(&g->board, p)
		if (s->kind[p] == SCORE_DAME)
			out[n++] = p;
	free(s);
	return n;
}

static enum endgame_status check_stopped(const struct game *g, enum color c)
{
	if (c != BLACK && c != WHITE)
		return EG_BAD_COLOR;
	if (g->phase == PHASE_FINISHED)
		return EG_GAME_OVER;
	if (g->phase != PHASE_STOPPED)
		return EG_NOT_STOPPED;
	return EG_OK;
}

enum endgame_status endgame_agree(struct game *g, enum color color)
{
	enum endgame_status st = check_stopped(g, color);

	if (st != EG_OK)
		return st;
	endgame_save(g, false);
	g->end.st.agreed[color] = true;
	g->end.st.refused[color] = false;
	if (g->end.st.agreed[BLACK] && g->end.st.agreed[WHITE]) {
		struct score *s = xmalloc(sizeof *s);

		endgame_score(g, false, s);
		g->phase = PHASE_FINISHED; /* Art. 9-2 終局, Art. 10 */
		g->result.kind = RESULT_SCORE;
		g->result.winner = s->winner;
		g->result.margin = s->margin < 0 ? -s->margin : s->margin;
		free(s);
	}
	return EG_OK;
}

enum endgame_status endgame_disagree(struct game *g, enum color color)
{
	enum endgame_status st = check_stopped(g, color);

	if (st != EG_OK)
		return st;
	endgame_save(g, false);
	g->end.st.agreed[color] = false;
	g->end.st.refused[color] = true;
	if (g->end.st.refused[BLACK] && g->end.st.refused[WHITE]) {
		g->phase = PHASE_FINISHED; /* Art. 13-1 */
		g->result.kind = RESULT_BOTH_LOSE;
		g->result.winner = EMPTY;
		g->result.margin = 0;
	}
	return EG_OK;
}

bool endgame_agreed(const struct game *g, enum color color)
{
	return (color == BLACK || color == WHITE) && g->end.st.agreed[color];
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
	if (color != BLACK && color != WHITE)
		return EG_BAD_COLOR;
	if (g->phase == PHASE_FINISHED)
		return EG_GAME_OVER;
	if (g->phase != PHASE_PLAYING)
		return EG_NOT_PLAYING;
	if (!endgame_repetition(g))
		return EG_NO_REPETITION;
	endgame_save(g, false);
	g->end.st.void_at[color] = g->nmoves;
	if (g->end.st.void_at[BLACK] == g->nmoves && g->end.st.void_at[WHITE] == g->nmoves) {
		g->phase = PHASE_FINISHED; /* Art. 12 無勝負 */
		g->result.kind = RESULT_VOID;
		g->result.winner = EMPTY;
		g->result.margin = 0;
	}
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
	struct confirmation *c;

	if (first != BLACK && first != WHITE)
		return EG_BAD_COLOR;
	if (g->phase == PHASE_FINISHED)
		return EG_GAME_OVER;
	if (g->phase != PHASE_STOPPED)
		return EG_NOT_STOPPED;
	endgame_save(g, false);
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

/* Apply one move to the sandbox; the move has been checked. */
static void confirm_apply(struct confirmation *c, enum color color, int p, int ko_for)
{
	if (p == PASS) {
		int mine = 0, which = -1;

		for (int i = 0; i < c->nbans; i++)
			if (c->bans[i].color == color) {
				mine++;
				if (ko_for == NO_POINT || c->bans[i].point == ko_for)
					which = i;
			}
		/* a pass lifts the ban it names; an unnamed pass only when
		 * there is a single ban to lift */
		if (which >= 0 && (ko_for != NO_POINT || mine == 1))
			ban_remove(c, which);
		board_play(&c->board, color, PASS, NULL);
		c->passes++;
	} else {
		board_play(&c->board, color, p, NULL);
		c->passes = 0;
		if (c->board.ko_point != NO_POINT) {
			/* a ko capture: the captured side may not retake this ko
			 * until it passes for it */
			for (int i = 0; i < c->nbans; i++)
				if (c->bans[i].point == c->board.ko_point &&
				    c->bans[i].color == c->board.ko_color)
					ban_remove(c, i--);
			if (c->nbans < ENDGAME_MAX_BANS) {
				struct ko_ban *k = &c->bans[c->nbans++];

				k->point = (int16_t)c->board.ko_point;
				k->stone = (int16_t)p;
				k->color = (uint8_t)c->board.ko_color;
			}
		}
	}
	c->to_move = color_other(color);
}

static void confirm_replay(struct game *g, struct confirmation *c)
{
	confirm_init_board(g, c);
	for (int i = 0; i < c->nmoves; i++)
		confirm_apply(c, (enum color)c->moves[i].color, c->moves[i].point, c->moves[i].ko_for);
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
	endgame_save(g, false);
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
	m->color = (uint8_t)color;
	m->ko_for = (int16_t)ko_for;
	confirm_apply(c, color, p, ko_for);
	if (c->passes >= 2) {
		endgame_confirm_end(g);
		g->end.events[g->end.nevents - 1].with_confirm_move = true;
	}
	return EG_OK;
}

/*
 * cmd_end.c — the end-of-game commands of the command table: marks (dead),
 * agreement (agree, disagree), the dispute (confirm, confirm-end, pass-ko,
 * and play/pass while it is open), result and no-result; and the words and
 * the breakdown table the screen shows for them.
 *
 * The model: the game's end (endgame.c) is the state; these handlers only
 * choose defaults for people sharing one keyboard (the player to move acts
 * first), refuse what is out of order with a sentence saying what to do
 * instead, and describe what changed.  The describing functions are pure
 * text so the screen, the tests and scripts see the same words.
 */
#include "cmd/cmd.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cmd/cmd_int.h"
#include "base/i18n.h"
#include "analysis/estimate.h"
#include "analysis/unsure.h"
#include "record/review.h"
#include "rules/score.h"
#include "base/util.h"

/* "black" / "white" inside a sentence, translated. */
static const char *stone_word(enum color col)
{
	return col == BLACK ? _("black") : _("white");
}

static void message_add(struct cmd_ctx *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void message_add(struct cmd_ctx *c, const char *fmt, ...)
{
	size_t len = strlen(c->message);
	va_list ap;

	if (len >= sizeof c->message - 1)
		return;
	va_start(ap, fmt);
	vsnprintf(c->message + len, sizeof c->message - len, fmt, ap);
	va_end(ap);
}

/* Refuse an end-of-game step the phase does not allow, saying why: 0 when
 * play has stopped, else the flags of the refusal. */
static int phase_refused(struct cmd_ctx *c)
{
	switch (c->s.game->phase) {
	case PHASE_PLAYING:
		return cmd_fail(c, _("play has not stopped: that comes after both players pass"));
	case PHASE_CONFIRMING:
		return cmd_failf(c, _("a confirmation is open: finish it first (two passes, or %s ends it)"),
		                 cmd_key(c, ":confirm-end"));
	case PHASE_FINISHED:
		return cmd_failf(c, _("the game is over (%s starts a new one)"), cmd_key(c, ":new"));
	case PHASE_STOPPED: break;
	}
	return 0;
}

/* Say which agreements a change (of marks, komi, rules) took back. */
void cmd_say_withdrawn(struct cmd_ctx *c, const bool before[3])
{
	for (int col = BLACK; col <= WHITE; col++)
		if (before[col] && !endgame_agreed(c->s.game, (enum color)col))
			message_add(c, _(" %s's agreement is withdrawn."),
			            color_name((enum color)col));
}

static int toggle_at(struct cmd_ctx *c, int p, bool chain)
{
	struct game *g = c->s.game;
	const struct board *b = &g->board;
	bool agreed[3] = { false, endgame_agreed(g, BLACK), endgame_agreed(g, WHITE) };
	uint8_t before[BOARD_MAX_POINTS];
	enum color col;
	int changed = 0, flags;
	bool now_dead;
	char v[8];

	if (p == NO_POINT || p == PASS)
		return cmd_fail(c, _("dead takes a point with a stone on it, e.g. dead D4"));
	if ((flags = phase_refused(c)))
		return flags;
	col = board_at(b, p);
	if (col == EMPTY)
		return cmd_fail(c, _("there is no stone there to mark dead or alive"));
	memcpy(before, g->end.st.dead, sizeof before);
	if ((flags = cmd_step(c, endgame_toggle(g, EMPTY, p, !chain))))
		return flags;
	board_foreach_point(b, q)
		changed += before[q] != g->end.st.dead[q];
	now_dead = endgame_is_dead(g, p);
	c->s.cursor = p;
	cmd_message(c, false, now_dead ? _("%s at %s: dead (stones: %d).") :
	                                 _("%s at %s: alive (stones: %d)."),
	            chain ? (col == BLACK ? _("Black chain") : _("White chain")) :
	                    (col == BLACK ? _("Black group") : _("White group")),
	            board_vertex_name(b, p, v), changed);
	cmd_say_withdrawn(c, agreed);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_dead_exec(struct cmd_ctx *c, int argc, char **argv)
{
	int p = c->s.cursor;
	bool chain = false;

	for (int i = 0; i < argc; i++) {
		if (!strcasecmp(argv[i], "chain")) {
			chain = true;
			continue;
		}
		p = board_parse_vertex(&c->s.game->board, argv[i]);
		if (p < 0)
			return cmd_fail(c, _("dead takes a point (e.g. D4) and the word chain for one chain"));
	}
	return toggle_at(c, p, chain);
}

int cmd_stopped_select(struct cmd_ctx *c, int p)
{
	if (board_on(&c->s.game->board, p) && board_at(&c->s.game->board, p) != EMPTY)
		return toggle_at(c, p, false);
	return cmd_failf(c, _("play has stopped: %s on a stone marks it dead or alive; %s resumes"),
	                 cmd_key(c, ":play"), cmd_key(c, ":resume"));
}

/* Who acts next by default: the player to move, then the other one, among
 * those who have not done it (done[]); EMPTY when both have. */
static enum color next_in_turn(const struct game *g, const bool done[3])
{
	if (!done[g->to_move])
		return g->to_move;
	if (!done[color_other(g->to_move)])
		return color_other(g->to_move);
	return EMPTY;
}

int cmd_agree_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->s.game;
	enum color first = g->to_move, who;
	char res[64];
	int flags;

	if ((flags = phase_refused(c)) ||
	    (flags = cmd_color_arg(c, argc, argv, next_in_turn(g, g->end.st.agreed),
	                           _("agree takes black or white (who agrees)"), &who)))
		return flags;
	if (endgame_agreed(g, who))
		return cmd_failf(c, _("%s has already agreed; %s has to agree too (%s)."),
		                 color_name(who), color_name(color_other(who)), cmd_key(c, ":agree"));
	if (who != first && !endgame_agreed(g, first))
		return cmd_failf(c, _("%s agrees first (the player to move), then %s."),
		                 color_name(first), color_name(who));
	if ((flags = cmd_step(c, endgame_agree(g, who))))
		return flags;
	if (g->phase == PHASE_FINISHED && g->rules == RULES_CHINESE)
		cmd_message(c, false, _("%s agrees too: the game is over, %s."), color_name(who),
		            game_result_text(g, res, sizeof res));
	else if (g->phase == PHASE_FINISHED)
		cmd_message(c, false, _("%s agrees too: the game is over, %s (Art. 9-2)."), color_name(who),
		            game_result_text(g, res, sizeof res));
	else
		cmd_message(c, false, _("%s agrees with the marks. %s: %s to agree too, or change them."),
		            color_name(who), color_name(color_other(who)), cmd_key(c, ":agree"));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_disagree_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->s.game;
	enum color who;
	int flags;

	if ((flags = phase_refused(c)) ||
	    (flags = cmd_color_arg(c, argc, argv, next_in_turn(g, g->end.st.refused),
	                           _("disagree takes black or white (who does not agree)"), &who)))
		return flags;
	if (g->end.st.refused[who])
		return cmd_failf(c, _("%s has already declared disagreement."), color_name(who));
	if ((flags = cmd_step(c, endgame_disagree(g, who))))
		return flags;
	if (g->phase == PHASE_FINISHED)
		cmd_message(c, false, "%s",
		            _("Neither player agrees and nobody resumes: both lose (Art. 13-1)."));
	else
		cmd_message(c, false,
		            _("%s disagrees: %s settles it (Art. 7-2); if %s does too, both lose (13-1)."),
		            color_name(who), cmd_key(c, ":confirm"), color_name(color_other(who)));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_confirm_exec(struct cmd_ctx *c, int argc, char **argv)
{
	enum color who;
	int flags;

	if ((flags = phase_refused(c)) ||
	    (flags = cmd_player_step(c, argc, argv, _("confirm takes black or white (who moves first)"),
	                             endgame_confirm_start, &who)))
		return flags;
	c->verdict[0] = '\0';
	cmd_message(c, false, _("Confirmation (Art. 7-2) on a copy, not the real game: %s moves first."),
	            color_name(who));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* After a confirmation ended: which chains died, which were found alive,
 * from the marks before (before[]) and now.  Into c->verdict and the
 * message. */
static void say_verdict(struct cmd_ctx *c, const uint8_t *before)
{
	const struct game *g = c->s.game;
	const struct board *b = &g->board;
	char dead[160] = "", alive[160] = "", v[8];
	size_t nd = 0, na = 0;

	board_foreach_point(b, p) {
		enum color col = board_at(b, p);
		bool was, is;

		if (col == EMPTY || b->head[p] != p)
			continue;
		was = before[p] != 0, is = g->end.st.dead[p] != 0;
		if (is && nd < sizeof dead - 24)
			nd += (size_t)snprintf(dead + nd, sizeof dead - nd, " %s %s", stone_word(col),
			                       board_vertex_name(b, p, v));
		else if (was && !is && na < sizeof alive - 24)
			na += (size_t)snprintf(alive + na, sizeof alive - na, " %s %s", stone_word(col),
			                       board_vertex_name(b, p, v));
	}
	snprintf(c->verdict, sizeof c->verdict, _("Confirmed dead:%s; alive:%s."),
	         nd ? dead : _(" none"), na ? alive : _(" as before"));
	cmd_message(c, false, _("Back to the real position. %s"), c->verdict);
}

int cmd_confirm_end_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->s.game;
	uint8_t before[BOARD_MAX_POINTS];
	enum endgame_status st;

	(void)argc, (void)argv;
	memcpy(before, g->end.st.dead, sizeof before);
	st = endgame_confirm_end(g);
	if (st != EG_OK)
		return cmd_failf(c, _("no confirmation is open (%s opens one after the stop)"),
		                 cmd_key(c, ":confirm"));
	c->s.saved = false;
	say_verdict(c, before);
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/* The ko ban of color at p (the point to retake, or the stone that took). */
static const struct ko_ban *ban_at(const struct confirmation *cf, enum color color, int p)
{
	for (int i = 0; i < cf->nbans; i++)
		if (cf->bans[i].color == color && (cf->bans[i].point == p || cf->bans[i].stone == p))
			return &cf->bans[i];
	return NULL;
}

static int bans_of(const struct confirmation *cf, enum color color)
{
	int n = 0;

	for (int i = 0; i < cf->nbans; i++)
		n += cf->bans[i].color == color;
	return n;
}

int cmd_confirm_play(struct cmd_ctx *c, int p, int ko_for)
{
	struct game *g = c->s.game;
	const struct confirmation *cf = endgame_confirming(g);
	uint8_t before[BOARD_MAX_POINTS];
	enum color who;
	enum move_status why;
	enum endgame_status st;
	int bans_before, caps, flags;
	char v[8];

	if (!cf)
		return cmd_fail(c, _("no confirmation is open"));
	who = cf->to_move;
	bans_before = bans_of(cf, who);
	caps = cf->board.captures[who];
	memcpy(before, g->end.st.dead, sizeof before);
	st = endgame_confirm_play(g, who, p, ko_for, &why);
	if (st == EG_KO_BANNED) {
		char how[64];

		if (bans_before > 1)
			snprintf(how, sizeof how, _("%s on the ko"), cmd_key(c, ":pass-ko"));
		else
			snprintf(how, sizeof how, _("%s passes"), cmd_key(c, ":pass"));
		return cmd_failf(c, _("Ko at %s: %s may retake it after passing once (Art. 7-2): %s."),
		                 board_vertex_name(&cf->board, p, v), color_name(who), how);
	}
	if (st == EG_ILLEGAL)
		return cmd_failf(c, _("Illegal move at %s: %s"), board_vertex_name(&cf->board, p, v),
		                 move_status_strerror(why));
	if ((flags = cmd_step(c, st)))
		return flags;
	if (g->phase != PHASE_CONFIRMING) {
		say_verdict(c, before);
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	if (p == PASS) {
		cmd_message(c, false, _("%s passes (confirmation)."), color_name(who));
		if (bans_of(cf, who) < bans_before)
			message_add(c, _(" %s may now retake the ko."), color_name(who));
		else if (bans_before > 1)
			message_add(c, ngettext(" %d ko barred: a pass must name one (%s).",
			                        " %d kos barred: a pass must name one (%s).", bans_before),
			            bans_before, cmd_key(c, ":pass-ko"));
	} else {
		c->s.cursor = p;
		if (cf->board.captures[who] > caps)
			cmd_message(c, false, _("%s %s captures %d (confirmation)."), color_name(who),
			            board_vertex_name(&cf->board, p, v), cf->board.captures[who] - caps);
		else
			c->message[0] = '\0', c->message_error = false;
	}
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_pass_ko_exec(struct cmd_ctx *c, int argc, char **argv)
{
	const struct confirmation *cf = endgame_confirming(c->s.game);
	const struct ko_ban *k;
	int p = argc ? board_parse_vertex(&c->s.game->board, argv[0]) : c->s.cursor;

	if (!cf)
		return cmd_failf(c, _("pass-ko is for a confirmation (after the stop, %s opens one)"),
		                 cmd_key(c, ":confirm"));
	if (p < 0)
		return cmd_fail(c, _("pass-ko takes the point of a ko, e.g. pass-ko E5"));
	k = ban_at(cf, cf->to_move, p);
	if (!k)
		return cmd_fail(c, endgame_strerror(EG_NO_SUCH_KO));
	return cmd_confirm_play(c, PASS, k->point);
}

/* A count under the Chinese rules: by area, the J89's articles not cited. */
static void score_reason_chinese(const struct game *g, char *buf, size_t len)
{
	if (g->result.winner == EMPTY)
		snprintf(buf, len, "%s", _("A draw (both agreed; counted by area, Chinese rules)"));
	else if (g->result.margin == 0) /* RE[W+] of a file */
		snprintf(buf, len, _("%s wins (the margin is not known)"),
		         color_name(g->result.winner));
	else
		snprintf(buf, len, _("%s wins by %g (both agreed; counted by area, Chinese rules)"),
		         color_name(g->result.winner), g->result.margin);
}

void cmd_result_reason(const struct game *g, char *buf, size_t len)
{
	enum color w = g->result.winner;

	switch (g->result.kind) {
	case RESULT_NONE: snprintf(buf, len, "%s", _("the game is not over")); break;
	case RESULT_SCORE:
		if (g->rules == RULES_CHINESE) { /* no J89 article: the Chinese rules' count */
			score_reason_chinese(g, buf, len);
			break;
		}
		if (w == EMPTY)
			snprintf(buf, len, "%s", _("Jigo: a draw (both agreed, Art. 9-2; count Art. 10)"));
		else if (g->result.margin == 0) /* RE[B+] of a file */
			snprintf(buf, len, _("%s wins (the margin is not known)"), color_name(w));
		else
			snprintf(buf, len, _("%s wins by %g (both agreed, Art. 9-2; count Art. 10)"),
			         color_name(w), g->result.margin);
		break;
	case RESULT_RESIGN:
		snprintf(buf, len, _("%s wins: %s resigned (Art. 11)"), color_name(w),
		         color_name(color_other(w)));
		break;
	case RESULT_FOUL:
		if (g->end.policy == POLICY_CHINESE_WARN)
			snprintf(buf, len, _("%s wins: %s had a second warning (Chinese rules 12-2)"),
			         color_name(w), color_name(color_other(w)));
		else
			snprintf(buf, len, _("%s wins: %s lost by a foul (Art. 14)"), color_name(w),
			         color_name(color_other(w)));
		break;
	case RESULT_TIME:
		snprintf(buf, len, _("%s wins on time: %s's time ran out (Chinese competition rule 3)"),
		         color_name(w), color_name(color_other(w)));
		break;
	case RESULT_VOID:
		snprintf(buf, len, "%s",
		         _("No result: the position repeated, both accepted (Art. 12)"));
		break;
	case RESULT_BOTH_LOSE:
		snprintf(buf, len, "%s",
		         _("Both lose: neither agreed and nobody resumed (Art. 13-1)"));
		break;
	case RESULT_CAPTURE:
		snprintf(buf, len, _("%s wins: the first capture ends a game of Capture Go"),
		         color_name(w));
		break;
	}
}

void cmd_score_other(const struct game *g, struct score *s)
{
	struct score_params sp;
	uint8_t dead[BOARD_MAX_POINTS];

	endgame_score_params(g, &sp);
	sp.rules = g->rules == RULES_CHINESE ? RULES_JAPANESE : RULES_CHINESE; /* capture: counted as Japanese */
	sp.komi = game_default_komi(sp.rules, g->handicap);
	board_foreach_point(&g->board, p)
		dead[p] = endgame_is_dead(g, p);
	score_compute(&g->board, dead, &sp, s);
}

/* A row of the score table: the label in 16 columns, the two values in 7
 * each, measured in columns (a translated label may be wide). */
static void score_row(struct sbuf *out, const char *label, const char *black, const char *white)
{
	sbuf_add_padded(out, label, 16, false);
	sbuf_add_padded(out, black, 7, true);
	sbuf_add_padded(out, white, 7, true);
	sbuf_addc(out, '\n');
}

/* The same with numbers (a NaN leaves its column empty). */
static void score_num(struct sbuf *out, const char *label, double black, double white)
{
	char b[24] = "", w[24];

	if (!isnan(black))
		snprintf(b, sizeof b, "%g", black);
	snprintf(w, sizeof w, "%g", white);
	score_row(out, label, b, w);
}

void cmd_score_table(const struct score *s, struct sbuf *out)
{
	char res[32];

	/* TRANSLATORS: the column headings of the score table, at most 7
	   columns each (a CJK character takes 2). */
	score_row(out, "", _("Black"), _("White"));
	if (s->rules == RULES_JAPANESE) {
		/* TRANSLATORS: the labels of the score table's rows, at most 16
		   columns each (a CJK character takes 2). */
		score_num(out, _("Territory"), s->territory[BLACK], s->territory[WHITE]);
		score_num(out, _("Prisoners"), s->captures[BLACK], s->captures[WHITE]);
		score_num(out, _("Dead removed"), s->removed[BLACK], s->removed[WHITE]);
		score_num(out, _("Komi"), NAN, s->komi);
		score_num(out, _("Seki eyes (0)"), s->seki_eyes[BLACK], s->seki_eyes[WHITE]);
		score_num(out, _("Total"), s->total[BLACK], s->total[WHITE] + s->komi);
	} else {
		score_num(out, _("Stones"), s->stones[BLACK], s->stones[WHITE]);
		score_num(out, _("Territory"), s->territory[BLACK], s->territory[WHITE]);
		score_num(out, _("Seki eyes"), s->seki_eyes[BLACK], s->seki_eyes[WHITE]);
		score_num(out, _("Area"), s->total[BLACK], s->total[WHITE]);
		score_num(out, s->giveback ? _("Komi+give-back") : _("Komi"), NAN,
		          s->komi + s->giveback);
		/* area counting: Black's area and half the dame against the
		 * threshold (half the board plus half the komi) */
		sbuf_printf(out, _("Black needs %g, has %g\n"), s->threshold,
		            s->total[BLACK] + s->dame / 2.0);
	}
	sbuf_printf(out, _("%s count: %s"), s->rules == RULES_JAPANESE ? _("Japanese") : _("Chinese"),
	            score_result_text(s, res, sizeof res));
	if (s->rules == RULES_CHINESE && s->winner != EMPTY)
		sbuf_printf(out, _(" (%g stones)"), s->stones_margin < 0 ? -s->stones_margin :
		                                                            s->stones_margin);
	sbuf_addc(out, '\n');
}

int cmd_result_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->s.game;
	char res[64], why[160];

	(void)argc, (void)argv;
	if (g->phase == PHASE_FINISHED) {
		cmd_result_reason(g, why, sizeof why);
		cmd_message(c, false, _("Result %s: %s."), game_result_text(g, res, sizeof res), why);
		return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	if (g->phase == PHASE_STOPPED) {
		struct score *s = xmalloc(sizeof *s);

		endgame_score(g, s);
		cmd_message(c, false, _("With these marks the count is %s; it is the result when both "
		                        "agree (%s)."),
		            score_result_text(s, res, sizeof res), cmd_key(c, ":agree"));
		free(s);
		return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	return cmd_fail(c, _("no result yet: the game is still being played"));
}

int cmd_no_result_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = c->s.game;
	enum color who;
	int flags = cmd_player_step(c, argc, argv, _("no-result takes black or white (who accepts)"),
	                            endgame_no_result, &who);

	if (flags)
		return flags;
	if (g->phase == PHASE_FINISHED)
		cmd_message(c, false, "%s", _("Both accept: no result (Art. 12)."));
	else
		cmd_message(c, false, _("%s accepts no result (Art. 12); %s has to accept too."),
		            color_name(who), color_name(color_other(who)));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

int cmd_policy_exec(struct cmd_ctx *c, int argc, char **argv)
{
	enum illegal_policy pol;

	if (argc == 0) {
		cmd_message(c, false, _("Illegal-move policy: %s."), policy_name(c->s.game->end.policy));
		return CMD_REDRAW_MESSAGE;
	}
	if (!policy_parse(argv[0], &pol))
		return cmd_fail(c, _("policy is friendly, j89, chinese or chinese-warn"));
	endgame_set_policy(c->s.game, pol);
	cmd_message(c, false, "%s",
	            pol == POLICY_FRIENDLY ? _("Illegal moves are refused with the reason.") :
	            pol == POLICY_J89 ? _("An illegal move loses the game (Art. 14).") :
	            pol == POLICY_CHINESE ? _("An illegal move is void and counts as a pass.") :
	                                    _("An illegal move is void, counts as a pass and earns a "
	                                      "warning; the second warning loses."));
	return CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

void cmd_say_undo(struct cmd_ctx *c, enum phase before, const struct endgame_state *st)
{
	const struct game *g = c->s.game;
	const struct endgame_state *now = &g->end.st;

	if (before == PHASE_CONFIRMING && g->phase == PHASE_CONFIRMING) {
		cmd_message(c, false, "%s", _("Took back a confirmation move."));
		return;
	}
	if (before == PHASE_CONFIRMING) {
		cmd_message(c, false, "%s", _("Took back the confirmation: the real position, stopped."));
		return;
	}
	if (g->phase == PHASE_CONFIRMING) {
		cmd_message(c, false, "%s", _("Took back the end of the confirmation: it is open again."));
		return;
	}
	if (before == PHASE_PLAYING && g->phase == PHASE_STOPPED) {
		cmd_message(c, false, "%s", _("Took back the resumption: play is stopped again."));
		return;
	}
	for (int col = BLACK; col <= WHITE; col++) {
		if (st->agreed[col] && !now->agreed[col]) {
			cmd_message(c, false, _("Took back %s's agreement."), color_name((enum color)col));
			return;
		}
		if (st->refused[col] && !now->refused[col]) {
			cmd_message(c, false, _("Took back %s's disagreement."), color_name((enum color)col));
			return;
		}
	}
	if (memcmp(st->dead, now->dead, sizeof st->dead) != 0) {
		cmd_message(c, false, "%s", _("Took back the last change of the marks."));
		return;
	}
	cmd_message(c, false, "%s", _("Took back the last end-of-game step."));
}

/* ---- the estimate: the suggested marks, the :estimate aid ---- */

void cmd_suggest_marks(struct cmd_ctx *c, bool append)
{
	struct game *g = c->s.game;
	struct estimate *e;
	uint8_t doubt[BOARD_MAX_POINTS];
	int unsure = 0;

	if (g->phase != PHASE_STOPPED || endgame_has_marks(g))
		return;
	e = xmalloc(sizeof *e);
	estimate_game(g, ESTIMATE_SEED, e);
	unsure_doubt(&g->board, e, doubt);
	if (endgame_suggest(g, e->dead, doubt) == EG_OK) {
		board_foreach_point(&g->board, p)
			unsure += e->unsure[p] && g->board.head[p] == p;
		if (!append)
			cmd_message(c, false, _("%s passes: play stopped."),
			            color_name(g->moves[g->nmoves - 1].color));
		if (unsure)
			message_add(c, _(" Estimated dead stones: %d; unsure (?): %d."), e->ndead, unsure);
		else
			message_add(c, _(" Estimated dead stones: %d (a suggestion)."), e->ndead);
	}
	free(e);
}

/* The position on screen: the review's, else the game's. */
static struct game *estimate_target(const struct cmd_ctx *c)
{
	return c->s.review ? &c->s.review->game : c->s.game;
}

const struct estimate *cmd_estimate_shown(const struct cmd_ctx *c)
{
	const struct game *g = estimate_target(c);

	if (!c->s.estimate || (!c->s.review && g->phase != PHASE_PLAYING) ||
	    c->s.estimate_moves != g->nmoves || c->s.estimate_hash != g->board.hash)
		return NULL;
	return c->s.estimate;
}

int cmd_estimate_exec(struct cmd_ctx *c, int argc, char **argv)
{
	struct game *g = estimate_target(c);
	struct score *s;

	(void)argc, (void)argv;
	if (cmd_estimate_shown(c)) {
		c->s.estimate_moves = -1;
		cmd_message(c, false, "%s", _("The estimate is hidden."));
		return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
	}
	if (!c->s.review && g->phase != PHASE_PLAYING)
		return cmd_fail(c, g->phase == PHASE_STOPPED ?
		                   _("play has stopped: the marks started from the estimate already") :
		                   _("the estimate is for a game in play"));
	if (!c->s.estimate)
		c->s.estimate = xmalloc(sizeof *c->s.estimate);
	estimate_in_play(g, ESTIMATE_SEED, c->s.estimate);
	c->s.estimate_moves = g->nmoves;
	c->s.estimate_hash = g->board.hash;
	s = xmalloc(sizeof *s);
	estimate_count(g, c->s.estimate, s);
	estimate_lead_text(s, c->s.estimate_lead, sizeof c->s.estimate_lead);
	free(s);
	cmd_message(c, false, _("Estimate (a guess): %s; %s or the next move hides it."),
	            c->s.estimate_lead, cmd_key(c, ":estimate"));
	return CMD_REDRAW_BOARD | CMD_REDRAW_STATUS | CMD_REDRAW_MESSAGE;
}

/*
 * say.c — what happened, in sentences, one line per event, for a screen
 * reader or a braille display (tengen --plain).
 *
 * The model: the game is the truth.  Before an action (a typed command, an
 * engine's answer) the front end notes where the game stood (say_before);
 * after it, say_after() compares: the moves added are said from the record
 * (so an engine's move reads like a typed one: "White E5. Stones captured:
 * 2. Black to play."), then the stop or the end, then the command's own
 * message when no move says it better.  Nothing here draws: the board is
 * text only on request (say_board, the layout of diagram.h).
 */
#include "base/i18n.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/unsure.h"
#include "cmd/aids.h"
#include "plain/plain_int.h"
#include "record/evalprop.h"
#include "record/lead.h"
#include "record/record.h"
#include "record/review.h"
#include "rules/diagram.h"
#include "rules/endgame.h"
#include "rules/score.h"

static void say_v(struct plain *p, bool more, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

static void say_v(struct plain *p, bool more, const char *fmt, va_list ap)
{
	char *s = xvasprintf(fmt, ap);

	if (more && p->said.len > 0 && p->said.s[p->said.len - 1] == '\n')
		p->said.s[--p->said.len] = '\0';
	sbuf_add(&p->said, s);
	sbuf_addc(&p->said, '\n');
	free(s);
}

void say(struct plain *p, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say_v(p, false, fmt, ap);
	va_end(ap);
}

void say_more(struct plain *p, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	say_v(p, true, fmt, ap);
	va_end(ap);
}

/* The marks of the end of the game, as one number that changes with them. */
static uint64_t marks_hash(const struct game *g)
{
	uint64_t h = 14695981039346656037u; /* FNV-1a */

	for (size_t i = 0; i < sizeof g->end.st.dead; i++)
		h = (h ^ g->end.st.dead[i]) * 1099511628211u;
	return h;
}

void say_before(struct plain *p)
{
	const struct game *g = p->game;

	p->marks = marks_hash(g);

	p->nmoves = g->nmoves;
	p->phase = g->phase;
	p->to_move = g->to_move;
	p->review = p->ctx.s.review != NULL;
	p->confirm_moves = endgame_confirming(g) ? endgame_confirming(g)->nmoves : 0;
	p->problem_node = p->ctx.s.problems ? p->ctx.s.review->node : NULL;
	p->ctx.message[0] = '\0';
	p->ctx.message_error = false;
}

/* After a stone at pt: the ataris and the ko it made, in the core's words
 * (the screen's aids show the same). */
static void say_aftermath(struct plain *p, int pt)
{
	struct sbuf t;

	sbuf_init(&t);
	aids_move_text(p->game, pt, &t);
	if (t.len)
		say_more(p, "%s", t.s);
	sbuf_free(&t);
}

/* Moves from..to-1 of the record, one line each. */
static void say_moves(struct plain *p, int from, int to)
{
	const struct game *g = p->game;
	char v[8];

	for (int i = from; i < to; i++) {
		const struct game_move *m = &g->moves[i];

		if (m->point == PASS) {
			say(p, _("%s passes."), color_name(m->color));
			continue;
		}
		say(p, _("%s %s."), color_name(m->color), board_vertex_name(&g->board, m->point, v));
		if (m->ncap)
			say_more(p, _(" Stones captured: %d."), m->ncap);
		if (i == to - 1)
			say_aftermath(p, m->point);
	}
}

void say_dead(struct plain *p)
{
	struct sbuf t;

	sbuf_init(&t);
	aids_dead_text(p->game, &t);
	say(p, "%s", t.s);
	sbuf_reset(&t);
	/* the groups the estimate's suggestion was unsure of, until marked */
	if (p->game->phase == PHASE_STOPPED &&
	    unsure_text(&p->game->board, p->game->end.st.unsure, &t))
		say(p, "%s.", t.s);
	sbuf_free(&t);
}

/* The game has just stopped or ended through the moves of this action. */
static void say_transition(struct plain *p)
{
	const struct game *g = p->game;
	char why[CMD_MESSAGE_MAX];

	if (g->phase == p->phase)
		return;
	if (g->phase == PHASE_STOPPED) {
		say(p, "%s.", aids_stopped_text());
		say_dead(p);
		say(p, "%s", _("Next: dead POINT changes the marks, score counts, agree accepts, "
		               "resume plays on."));
	} else if (g->phase == PHASE_FINISHED) {
		cmd_result_reason(g, why, sizeof why);
		say(p, _("The game is over: %s."), why);
	}
}

/* The arrows and lines of the marks m, after those in list. */
static void say_lines(const struct board *b, const struct review_marks *m, struct sbuf *list)
{
	char from[8], to[8];

	for (int i = 0; i < m->nlines; i++) {
		const struct review_line *l = &m->lines[i];

		sbuf_add(list, list->len ? text_list_sep() : "");
		sbuf_printf(list, l->arrow ? _("arrow from %s to %s") : _("line from %s to %s"),
		            board_vertex_name(b, l->from, from), board_vertex_name(b, l->to, to));
	}
}

/* The reviewed node's marks in words: "Marks: triangle D4, label A at E5,
 * arrow from C3 to D4." */
static void say_marks(struct plain *p, const struct review *rv)
{
	const struct board *b = &rv->game.board;
	const char *kind[] = { "", N_("triangle"), N_("square"), N_("circle"), N_("cross") };
	struct review_marks *m = xmalloc(sizeof *m);
	struct sbuf list;
	char v[8];

	review_marks(rv, m);
	sbuf_init(&list);
	board_foreach_point(b, q) {
		if (m->kind[q] == REVIEW_MARK_NONE)
			continue;
		sbuf_add(&list, list.len ? text_list_sep() : "");
		if (m->kind[q] == REVIEW_MARK_LABEL)
			sbuf_printf(&list, _("label %s at %s"), m->label[q], board_vertex_name(b, q, v));
		else
			sbuf_printf(&list, "%s %s", _(kind[m->kind[q]]), board_vertex_name(b, q, v));
	}
	say_lines(b, m, &list);
	if (list.len)
		say(p, _("Marks: %s."), list.s);
	sbuf_free(&list);
	free(m);
}

/* The lead the record holds for the node (--analyze, Sabaki): the lead
 * graph in words, a node at a time. */
static void say_lead(struct plain *p, const struct review *rv)
{
	struct node_eval ev;
	char lead[32];

	if (!evalprop_get(rv->node, &rv->game.board, &ev))
		return;
	if (ev.has_lead)
		say_more(p, _(" Lead: %s%s."), lead_format(ev.lead, lead, sizeof lead),
		         ev.has_conf ? _(" by tengen's estimate") : _(" by the engine"));
	if (ev.has_winrate && !ev.has_conf)
		say_more(p, _(" Black's win rate: %.0f%%."), ev.winrate);
}

/* Where the review stands: the move, the node's name, its comment (a line
 * per paragraph), its marks, the variations that follow. */
static void say_review(struct plain *p)
{
	const struct review *rv = p->ctx.s.review;
	int pt, n = review_move_number(rv), k = review_children(rv->node);
	enum color who = review_node_move(rv, rv->node, &pt);
	char *name = review_node_name(rv), *comment = review_comment(rv), v[8];

	if (who == EMPTY)
		say(p, _("Move %d, no move here."), n);
	else if (pt == PASS)
		say(p, _("Move %d: %s passes."), n, color_name(who));
	else if (pt < 0) /* the file's stop: the message before says where */
		/* TRANSLATORS: a move of a file outside the board (B[zz] on 9×9) */
		say(p, _("Move %d: %s, off the board."), n, color_name(who));
	else
		say(p, _("Move %d: %s %s."), n, color_name(who),
		    board_vertex_name(&rv->game.board, pt, v));
	if (rv->stop)
		say_more(p, "%s", rv->stop == rv->node ? _(" Illegal: not played.") :
		                                         _(" Not played: after an illegal move."));
	say_lead(p, rv);
	if (name)
		say_more(p, _(" Name: %s."), name);
	if (k == 0)
		say_more(p, "%s", _(" The end of this line."));
	else if (k > 1)
		say_more(p, _(" Variations here: %d."), k);
	if (comment)
		say(p, _("Comment: %s"), comment);
	say_marks(p, rv);
	free(name);
	free(comment);
}

/* A problem (cmd_problem.c, whose message said the verdict): opened, or
 * again, its task and how to see the board; the learner's move answered,
 * the comment of the node reached. */
static void say_problem(struct plain *p, int flags)
{
	const struct review *rv = p->ctx.s.review;
	bool opened = (flags & CMD_REDRAW_LAYOUT) && rv->node == rv->root;
	char *comment;

	if (!opened && rv->node == p->problem_node)
		return;
	if (opened)
		say_more(p, "%s", _(" Type board for the board."));
	comment = review_comment(rv);
	if (comment)
		say(p, _("Comment: %s"), comment);
	free(comment);
}

void say_pick(struct plain *p, bool collection)
{
	const struct cmd_pick *pk = p->ctx.s.pick;

	if (!pk)
		return;
	if (collection)
		say(p, _("This file holds %d games: which one?"), pk->n);
	for (int i = 0; i < pk->n; i++)
		say(p, "%s", pk->rows[i]);
	if (collection)
		say(p, "%s", _("Type pick N to open one (pick cancel: the first)."));
}

/* After a layout: a new game without handicap, whose message does not say
 * whose turn it is (a file's and a handicap's do). */
static bool fresh_game(const struct plain *p)
{
	const struct record *r = p->ctx.s.record;

	return p->game->nmoves == 0 && !p->game->handicap && !(r && r->path);
}

/* A confirmation's moves (its message says only a capture or a pass) and
 * whose turn it is there. */
static void say_confirmation(struct plain *p, const struct confirmation *cf)
{
	char v[8];

	if (!cf || cf->nmoves == p->confirm_moves)
		return;
	if (cf->nmoves > p->confirm_moves && !p->ctx.message[0]) {
		const struct confirm_move *m = &cf->moves[cf->nmoves - 1];

		say(p, _("%s %s (confirmation)."), color_name(m->color),
		    board_vertex_name(&cf->board, m->point, v));
	}
	say_more(p, _(" %s to play (confirmation)."), color_name(cf->to_move));
}

void say_after(struct plain *p, int flags, bool typed)
{
	const struct game *g = p->game;
	/* a typed new, handicap or load lays the board out afresh: its moves
	 * (a file's) are not news */
	bool layout = typed && (flags & CMD_REDRAW_LAYOUT);
	bool moved = g->nmoves > p->nmoves && !layout, failed = flags & CMD_FAILED;
	/* an engine changed the marks: which stones are dead now, before its
	   opinion of them (the marks, then what GNU Go says, then the count) */
	bool remarked = !typed && !moved && g->phase == PHASE_STOPPED && marks_hash(g) != p->marks;
	size_t len = p->said.len;

	cmd_log_sync(&p->ctx); /* the message said below, which may be an engine's */
	if (remarked)
		say_dead(p);
	/* a refusal first, then what it cost (a void move counts as a pass) */
	if (p->ctx.message[0] && (failed || !moved))
		say(p, "%s", p->ctx.message);
	if (moved) {
		say_moves(p, p->nmoves, g->nmoves);
		say_transition(p);
	}
	if (!p->ctx.s.review && !p->review && g->phase == PHASE_PLAYING && !p->ctx.s.free_total &&
	    (g->phase != p->phase || (layout && fresh_game(p)) ||
	     (g->nmoves != p->nmoves && !layout)))
		say_more(p, _(" %s to play."), color_name(g->to_move));
	say_confirmation(p, endgame_confirming(g));
	if (typed && p->ctx.s.problems && !failed && !(flags & CMD_QUIT))
		say_problem(p, flags);
	else if (typed && p->ctx.s.review && !failed && !(flags & CMD_QUIT))
		say_review(p);
	if (typed && !failed && p->said.len == len &&
	    !(flags & (CMD_QUIT | CMD_SHOW_HELP | CMD_SHOW_PICK))) /* the list follows */
		say(p, "%s", _("Done."));
}

/* The board in play, the reviewed position, or an open confirmation's. */
static const struct board *shown_board(const struct plain *p)
{
	const struct confirmation *cf = endgame_confirming(p->game);

	if (p->ctx.s.review)
		return &p->ctx.s.review->game.board;
	return cf ? &cf->board : &p->game->board;
}

/* Where the learner is: the problem, whose move or how it ended, the
 * problems solved (the words of the screen's panel). */
static void say_problem_state(struct plain *p)
{
	struct cmd_problem_info pi;
	char solved[64];

	if (!cmd_problem_info(&p->ctx, &pi))
		return;
	say(p, ngettext("Problem %d of %d.", "Problem %d of %d.", pi.total), pi.number, pi.total);
	if (pi.state == 1)
		say_more(p, " %s", _("Solved!"));
	else if (pi.state == 2)
		say_more(p, " %s.", _("Not solved"));
	else
		say_more(p, _(" %s to play."), color_name(p->ctx.s.review->game.to_move));
	snprintf(solved, sizeof solved, _("Solved so far: %d"), pi.solved);
	say_more(p, " %s.", solved);
}

static void say_captures(struct plain *p, const struct board *b)
{
	say(p, _("Captured: by Black %d, by White %d."), b->captures[BLACK], b->captures[WHITE]);
}

/* The last move of the game in play on the board shown, or NO_POINT (a
 * review, a confirmation, a pass, no move). */
static int last_on_board(const struct plain *p)
{
	int last = game_last_move(p->game);

	if (p->ctx.s.review || endgame_confirming(p->game) || last == PASS)
		return NO_POINT;
	return last;
}

void say_board(struct plain *p)
{
	const struct board *b = shown_board(p);
	int last = last_on_board(p), i = 0;
	struct sbuf d;
	char *line, *next;

	sbuf_init(&d);
	diagram_print(b, &d, false);
	for (line = d.s; line && *line; line = next, i++) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		/* the last move in brackets, as on the screen: " 3 . .(O). ." */
		if (last != NO_POINT && last >= 0 && i == b->size - board_row(b, last)) {
			size_t c = 3 + 2 * (size_t)board_col(b, last);

			if (c + 1 < strlen(line) && line[c - 1] == ' ' && line[c + 1] == ' ')
				line[c - 1] = '(', line[c + 1] = ')';
		}
		say(p, "%s", line);
	}
	sbuf_free(&d);
	say_captures(p, b);
	if (p->ctx.s.review)
		say_marks(p, p->ctx.s.review);
	if (p->ctx.s.problems)
		say_problem_state(p);
	else if (p->ctx.s.review)
		say(p, _("Review, after move %d."), review_move_number(p->ctx.s.review));
	else if (endgame_confirming(p->game))
		say(p, "%s", _("The board of the confirmation, not the real game."));
	else if (p->game->phase != PHASE_PLAYING)
		say_dead(p);
}

int say_what(struct plain *p, const char *args)
{
	const struct board *b = shown_board(p);
	char word[16] = "", buf[128];
	int pt;

	sscanf(args, "%15s", word);
	pt = *word ? board_parse_vertex(b, word) : -1;
	if (pt < 0 || pt == PASS) {
		snprintf(p->ctx.message, sizeof p->ctx.message, "%s",
		         _("what takes a point of the board, e.g. what D4"));
		return CMD_FAILED;
	}
	aids_point_text(b, pt, buf, sizeof buf);
	say(p, "%s.", buf);
	return 0;
}

void say_last(struct plain *p)
{
	const struct game *g = p->game;
	const struct game_move *m;
	char v[8];

	if (g->nmoves == 0) {
		say(p, "%s", _("No move has been played yet."));
		return;
	}
	m = &g->moves[g->nmoves - 1];
	if (m->point == PASS)
		say(p, _("Move %d: %s passes."), game_move_number(g), color_name(m->color));
	else
		say(p, _("Move %d: %s %s."), game_move_number(g), color_name(m->color),
		    board_vertex_name(&g->board, m->point, v));
}

/* The count of the marks, a sentence per line. */
static void say_count(struct plain *p, const struct score *s)
{
	char res[32];

	say(p, _("The count (%s rules):"), rules_label(s->rules));
	say(p, _("Territory: Black %d, White %d."), s->territory[BLACK], s->territory[WHITE]);
	if (s->rules == RULES_JAPANESE) {
		say(p, _("Prisoners: Black %d, White %d."), s->captures[BLACK], s->captures[WHITE]);
		say(p, _("Dead stones removed: by Black %d, by White %d."), s->removed[BLACK],
		    s->removed[WHITE]);
		say(p, _("Seki eyes, not counted: Black %d, White %d."), s->seki_eyes[BLACK],
		    s->seki_eyes[WHITE]);
		say(p, _("Komi: %g."), s->komi);
		say(p, _("Total: Black %g, White %g."), s->total[BLACK], s->total[WHITE] + s->komi);
	} else {
		say(p, _("Stones: Black %d, White %d."), s->stones[BLACK], s->stones[WHITE]);
		say(p, _("Seki eyes: Black %d, White %d."), s->seki_eyes[BLACK], s->seki_eyes[WHITE]);
		say(p, _("Area: Black %g, White %g."), s->total[BLACK], s->total[WHITE]);
		say(p, _("Komi: %g."), s->komi + s->giveback);
		say(p, _("Black needs %g, has %g."), s->threshold, s->total[BLACK] + s->dame / 2.0);
	}
	say(p, _("Result: %s."), score_result_text(s, res, sizeof res));
}

int say_score(struct plain *p)
{
	const struct game *g = p->game;
	struct score *s;
	char why[CMD_MESSAGE_MAX];

	if (g->phase == PHASE_PLAYING || g->phase == PHASE_CONFIRMING) {
		say(p, "%s", g->phase == PHASE_PLAYING ?
		                _("The count comes after both players pass (estimate guesses now).") :
		                _("A confirmation is open: finish it first, then score."));
		return CMD_FAILED;
	}
	if (g->phase == PHASE_FINISHED && g->result.kind != RESULT_SCORE) {
		cmd_result_reason(g, why, sizeof why);
		say(p, _("No count: %s."), why);
		return 0;
	}
	say_dead(p);
	s = xmalloc(sizeof *s);
	endgame_score(g, s);
	say_count(p, s);
	free(s);
	if (g->phase == PHASE_STOPPED)
		say(p, "%s", _("It is the result when both agree (agree)."));
	return 0;
}

void say_status(struct plain *p)
{
	const struct game *g = p->game;
	const struct board *b = &g->board;
	char buf[160];

	say(p, _("%d×%d, %s rules, komi %g. Moves played: %d."), b->size, b->size,
	    rules_label(g->rules), g->komi, game_move_number(g));
	say_captures(p, b);
	for (int who = BLACK; who <= WHITE; who++) {
		const char *name = p->ctx.s.name[who];

		if (name)
			say(p, _("%s: %s."), color_name((enum color)who), name);
		if (p->ctx.s.clock.clock.spec.system != CLOCK_NONE)
			say(p, _("%s's clock: %s."), color_name((enum color)who),
			    clock_words(&p->ctx.s.clock.clock, (enum color)who, buf, sizeof buf));
	}
	if (p->ctx.s.problems)
		say_problem_state(p);
	else if (p->ctx.s.review)
		say(p, _("Review, after move %d."), review_move_number(p->ctx.s.review));
	else if (g->phase == PHASE_PLAYING)
		say(p, _("%s to play."), color_name(g->to_move));
	else if (g->phase == PHASE_STOPPED)
		say(p, "%s", _("Play has stopped: marking dead stones."));
	else if (g->phase == PHASE_CONFIRMING)
		say(p, _("Confirmation: %s to play."), color_name(endgame_confirming(g)->to_move));
	else
		say(p, _("The game is over: %s."), game_result_text(g, buf, sizeof buf));
}

void say_messages(struct plain *p)
{
	const struct cmd_log_entry *e;
	char text[CMD_MESSAGE_MAX + 64];

	if (!cmd_log_get(&p->ctx, 0))
		say(p, "%s", _("No messages yet."));
	for (int i = 0; (e = cmd_log_get(&p->ctx, i)); i++) {
		cmd_log_text(e, text, sizeof text);
		say(p, "%s%s", e->error ? "! " : "", text);
	}
}

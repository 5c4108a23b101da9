/*
 * player.c — a GTP engine as a player of a game (player.h).
 *
 * The engine's board is kept as the list of moves it has been told (or has
 * played itself): sync compares it with the game's record and sends what
 * is missing, or starts again from clear_board when the game went back.
 * While a genmove is in flight nothing else is sent, so the commands apply
 * to the board the engine has.
 */
#include "base/i18n.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/player.h"
#include "base/util.h"

enum tag {
	T_IGNORE,    /* a '?' answer does not matter (kgs-rules) */
	T_MUST,      /* a '?' answer is an error (boardsize, play, …) */
	T_PROTOCOL,  /* protocol_version: must be 2 */
	T_NAME,
	T_VERSION,
	T_GENMOVE,
	T_UNDO_HINT, /* the undo after a hint */
	T_DEAD,
};

struct engine_player *engine_player_start(const char *command, enum color color,
                                          char **cause)
{
	struct engine *e = engine_spawn(command, cause);
	struct engine_player *p;
	bool shell;
	char **words;

	if (!e)
		return NULL;
	p = xcalloc(1, sizeof *p);
	p->e = e;
	p->color = color;
	p->move_timeout_ms = ENGINE_MOVE_TIMEOUT_MS;
	words = engine_split(command, &shell, NULL);
	p->name = text_sanitize(words ? words[0] : command);
	text_cut_columns(p->name, ENGINE_NAME_COLUMNS);
	engine_words_free(words);
	engine_send(e, "protocol_version", T_PROTOCOL, 0, NULL);
	engine_send(e, "name", T_NAME, 0, NULL);
	engine_send(e, "version", T_VERSION, 0, NULL);
	return p;
}

void engine_player_free(struct engine_player *p)
{
	if (!p)
		return;
	engine_free(p->e);
	free(p->name);
	free(p->known);
	free(p->known_color);
	free(p->dead);
	free(p);
}

/* "NAME: what happened" for *cause. */
static int failed(struct engine_player *p, char **cause, char *what)
{
	p->failed = true;
	cause_set(cause, "%s: %s", p->name, what ? what : "");
	free(what);
	return -1;
}

static int send_cmd(struct engine_player *p, int tag, int timeout, char **cause,
                    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static int send_cmd(struct engine_player *p, int tag, int timeout, char **cause,
                    const char *fmt, ...)
{
	va_list ap;
	char *why = NULL, *line;
	int rc;

	va_start(ap, fmt);
	line = xvasprintf(fmt, ap);
	va_end(ap);
	rc = engine_send(p->e, line, tag, timeout, &why);
	free(line);
	return rc < 0 ? failed(p, cause, why) : 0;
}

static void know(struct engine_player *p, int point, enum color color)
{
	p->known = xgrow(p->known, &p->cap_known, p->nknown + 1, sizeof *p->known);
	p->known_color = xgrow(p->known_color, &p->cap_known_color, p->nknown + 1,
	                       sizeof *p->known_color);
	p->known[p->nknown] = (int16_t)point;
	p->known_color[p->nknown++] = (uint8_t)color;
}

/* The setup: handicap stones as set_free_handicap, other stones as moves
 * (placing the stones of a legal position one by one captures nothing). */
static int send_setup(struct engine_player *p, const struct game *g, const struct board *s,
                      char **cause)
{
	int nb = board_count_stones(s, BLACK), nw = board_count_stones(s, WHITE);
	struct sbuf line;
	char v[8];
	int rc = 0;

	sbuf_init(&line);
	sbuf_add(&line, "set_free_handicap");
	for (int p0 = 0; p0 < s->stride * s->stride; p0++) {
		enum color c = board_on(s, p0) ? board_at(s, p0) : EMPTY;

		if (c != BLACK && c != WHITE)
			continue;
		if (nw == 0 && nb >= 2 && nb == g->handicap)
			sbuf_printf(&line, " %s", board_vertex_name(s, p0, v));
		else if (rc == 0)
			rc = send_cmd(p, T_MUST, 0, cause, "play %s %s", color_word(c),
			              board_vertex_name(s, p0, v));
	}
	if (rc == 0 && nw == 0 && nb >= 2 && nb == g->handicap)
		rc = send_cmd(p, T_MUST, 0, cause, "%s", line.s);
	sbuf_free(&line);
	return rc;
}

/* boardsize, clear_board, komi, rules, setup: the engine knows no move. */
static int send_start(struct engine_player *p, const struct game *g, const struct board *s,
                      char **cause)
{
	p->nknown = 0;
	p->set_up = true;
	p->size = g->board.size;
	p->rules = g->rules;
	p->komi = g->komi;
	p->start_hash = s->hash;
	if (send_cmd(p, T_MUST, 0, cause, "boardsize %d", g->board.size) < 0 ||
	    send_cmd(p, T_MUST, 0, cause, "clear_board") < 0 ||
	    send_cmd(p, T_MUST, 0, cause, "komi %.1f", g->komi) < 0 ||
	    send_cmd(p, T_IGNORE, 0, cause, "kgs-rules %s",
	             g->rules == RULES_CHINESE ? "chinese" : "japanese") < 0)
		return -1;
	return send_setup(p, g, s, cause);
}

/* How many of the game's first moves the engine has, in order. */
static size_t common_moves(const struct engine_player *p, const struct game *g)
{
	size_t k = 0;

	while (k < p->nknown && k < (size_t)g->nmoves && p->known[k] == g->moves[k].point &&
	       p->known_color[k] == g->moves[k].color)
		k++;
	return k;
}

/* What to ask once the engine has the game: a move, or its dead stones. */
static int ask(struct engine_player *p, const struct game *g, char **cause)
{
	if (g->phase != PHASE_STOPPED)
		p->asked_dead = p->have_dead = false;
	if (g->phase == PHASE_STOPPED && !p->asked_dead) {
		p->asked_dead = true;
		return send_cmd(p, T_DEAD, 0, cause, "final_status_list dead");
	}
	if (p->color == EMPTY || g->phase != PHASE_PLAYING || g->to_move != p->color ||
	    g->result.kind != RESULT_NONE)
		return 0;
	p->thinking = true;
	p->think_moves = g->nmoves;
	return send_cmd(p, T_GENMOVE, p->move_timeout_ms, cause, "genmove %s",
	                color_word(p->color));
}

/* Tell the engine the game: the start (again, when the game went back or
 * is another one), then the moves it has not seen. */
static int tell(struct engine_player *p, const struct game *g, char **cause)
{
	struct board start;
	size_t k;
	char v[8];

	game_start_board(g, &start);
	k = common_moves(p, g);
	if (!p->set_up || p->size != g->board.size || p->rules != g->rules ||
	    p->komi != g->komi || p->start_hash != start.hash || k < p->nknown) {
		if (send_start(p, g, &start, cause) < 0)
			return -1;
		k = 0;
	}
	for (; k < (size_t)g->nmoves; k++) {
		const struct game_move *m = &g->moves[k];

		if (send_cmd(p, T_MUST, 0, cause, "play %s %s", color_word(m->color),
		             board_vertex_name(&g->board, m->point, v)) < 0)
			return -1;
		know(p, m->point, m->color);
	}
	return 0;
}

int engine_player_sync(struct engine_player *p, const struct game *g, char **cause)
{
	if (!engine_alive(p->e) || p->failed)
		return failed(p, cause, xstrdup(_("the engine is not playing any more")));
	if (p->thinking) /* its answer first: it plays on the board it has */
		return 0;
	if (tell(p, g, cause) < 0)
		return -1;
	return ask(p, g, cause);
}

int engine_player_hint(struct engine_player *p, const struct game *g, char **cause)
{
	if (p->thinking) {
		cause_set(cause, _("%s is thinking already"), p->name);
		return -1;
	}
	if (g->phase != PHASE_PLAYING) {
		cause_set(cause, "%s", _("a hint is for a game in play"));
		return -1;
	}
	if (tell(p, g, cause) < 0)
		return -1;
	p->thinking = p->hint_wanted = true;
	p->think_moves = g->nmoves;
	return send_cmd(p, T_GENMOVE, p->move_timeout_ms, cause, "genmove %s",
	                color_word(g->to_move));
}

int engine_player_ask_dead(struct engine_player *p, const struct game *g, char **cause)
{
	if (p->thinking) {
		cause_set(cause, _("%s is thinking already"), p->name);
		return -1;
	}
	if (tell(p, g, cause) < 0)
		return -1;
	return send_cmd(p, T_DEAD, 0, cause, "final_status_list dead");
}

/* The answer to genmove: a hint, or a move checked by the rules. */
static int genmove_answer(struct engine_player *p, struct game *g, const char *text,
                          struct engine_event *ev, char **cause)
{
	char word[32], v[8];
	int point;
	enum move_status st;
	enum penalty pen;
	bool hint = p->hint_wanted, stale = g->nmoves != p->think_moves;

	p->thinking = p->hint_wanted = false;
	snprintf(word, sizeof word, "%s", text);
	for (char *c = word; *c; c++)
		*c = (char)tolower((unsigned char)*c);
	if (strcmp(word, "resign") == 0 && !hint && !stale) {
		endgame_resign(g, p->color);
		ev->kind = ENGINE_EV_RESIGNED;
		return 0;
	}
	point = board_parse_vertex(&g->board, word);
	if (point == NO_POINT)
		return failed(p, cause, xasprintf(_("its move \"%.20s\" is no point of the board"),
		                                  text));
	if (hint) {
		ev->kind = ENGINE_EV_HINT, ev->point = point;
		return send_cmd(p, T_UNDO_HINT, 0, cause, "undo");
	}
	know(p, point, p->color); /* on its board; stale: sync replays the game */
	if (stale || g->to_move != p->color || g->phase != PHASE_PLAYING)
		return 0;
	st = game_legal(g, p->color, point);
	if (st != MOVE_OK)
		return failed(p, cause, xasprintf(_("it played %s, which is illegal here: %s"),
		                                  board_vertex_name(&g->board, point, v),
		                                  move_status_strerror(st)));
	endgame_play(g, p->color, point, true, &pen);
	ev->kind = ENGINE_EV_MOVED, ev->point = point;
	return 0;
}

static void dead_answer(struct engine_player *p, const struct game *g, const char *text)
{
	char word[16];
	int n;

	free(p->dead);
	p->dead = NULL;
	p->ndead = 0;
	for (const char *s = text; sscanf(s, " %15s%n", word, &n) == 1; s += n) {
		int pt = board_parse_vertex(&g->board, word);

		if (pt >= 0) {
			p->dead = xrealloc(p->dead, (size_t)(p->ndead + 1) * sizeof *p->dead);
			p->dead[p->ndead++] = pt;
		}
	}
	p->have_dead = true;
}

/* The engine's name and version, as it answers them, cut to
 * ENGINE_NAME_COLUMNS: 200,000 characters of name would fill the panel,
 * every message and every autosave (PB, PW). */
static void set_name(struct engine_player *p, const char *text, bool version)
{
	char *t = text_sanitize(text);

	text_cut_columns(t, ENGINE_NAME_COLUMNS);
	if (version && *t) {
		char *full = xasprintf("%s %s", p->name, t);

		text_cut_columns(full, ENGINE_NAME_COLUMNS);
		free(p->name);
		p->name = full;
	} else if (!version && *t) {
		free(p->name);
		p->name = xstrdup(t);
	}
	free(t);
}

int engine_player_answer(struct engine_player *p, struct game *g, const struct engine_answer *a,
                         struct engine_event *ev, char **cause)
{
	if (!a->ok && (a->tag == T_MUST || a->tag == T_GENMOVE)) {
		char *t = text_sanitize(a->text), *what = xasprintf(_("it refused a command: %s"), t);

		free(t);
		p->thinking = p->hint_wanted = false;
		return failed(p, cause, what);
	}
	switch (a->tag) {
	case T_PROTOCOL:
		if (!a->ok || strcmp(a->text, "2") != 0)
			return failed(p, cause, xstrdup(_("it does not speak GTP version 2")));
		break;
	case T_NAME: if (a->ok) set_name(p, a->text, false); break;
	case T_VERSION:
		if (a->ok)
			set_name(p, a->text, true);
		ev->kind = ENGINE_EV_READY;
		break;
	case T_GENMOVE: return genmove_answer(p, g, a->text, ev, cause);
	case T_UNDO_HINT: if (!a->ok) p->set_up = false; break; /* replay instead */
	case T_DEAD:
		if (a->ok) {
			dead_answer(p, g, a->text);
			ev->kind = ENGINE_EV_DEAD_LIST;
		}
		break;
	default: break;
	}
	return 0;
}

int engine_player_service(struct engine_player *p, struct game *g, struct engine_event *ev,
                          char **cause)
{
	struct engine_answer a;
	char *why = NULL;

	ev->kind = ENGINE_EV_NONE;
	ev->point = NO_POINT;
	if (!engine_has_answer(p->e) && engine_service(p->e, &why) < 0)
		return failed(p, cause, why);
	while (ev->kind == ENGINE_EV_NONE && engine_take(p->e, &a)) {
		int rc = engine_player_answer(p, g, &a, ev, cause);

		free(a.text);
		if (rc < 0)
			return rc;
	}
	return 0;
}

bool engine_player_agrees(const struct engine_player *p, const struct game *g)
{
	int n = 0;

	if (!p->have_dead || g->phase != PHASE_STOPPED)
		return false;
	for (int i = 0; i < p->ndead; i++)
		if (!endgame_is_dead(g, p->dead[i]))
			return false;
	for (int pt = 0; pt < g->board.stride * g->board.stride; pt++)
		if (board_on(&g->board, pt) && board_at(&g->board, pt) != EMPTY &&
		    endgame_is_dead(g, pt))
			n++;
	return n == p->ndead;
}

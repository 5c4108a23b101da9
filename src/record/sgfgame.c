/*
 * sgfgame.c — replay SGF records into games and write games as records
 * (model in sgfgame.h).
 *
 * The replay reads the root's game properties (GM SZ RU HA KM), then walks
 * the main line: setup properties (AB AW AE PL) in any node, then the move
 * (B or W).  Everything the rules refuse is a warning with the node's line
 * and column, and the replay stops there.
 */
#include "record/sgfgame.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0"
#endif

/* ---- numbers, locale-independent ---- */

const char *sgf_format_real(double v, char *buf, size_t size)
{
	return result_format_points(v, buf, size);
}

/* ---- results ---- */

bool sgf_result_parse(const char *text, struct game_result *r)
{
	char buf[64], *t = buf, *e;
	double margin;

	memset(r, 0, sizeof *r);
	snprintf(buf, sizeof buf, "%s", text);
	while (isspace((unsigned char)*t))
		t++;
	for (e = t + strlen(t); e > t && isspace((unsigned char)e[-1]);)
		*--e = '\0';
	if (!strcmp(t, "0") || !strcasecmp(t, "draw") || !strcasecmp(t, "jigo") ||
	    !strcmp(t, "B+0") || !strcmp(t, "W+0")) {
		r->kind = RESULT_SCORE;
		r->winner = EMPTY;
		return true;
	}
	if (!strcasecmp(t, "void")) {
		r->kind = RESULT_VOID;
		return true;
	}
	if ((t[0] != 'B' && t[0] != 'W' && t[0] != 'b' && t[0] != 'w') || t[1] != '+')
		return false;
	r->winner = (t[0] == 'B' || t[0] == 'b') ? BLACK : WHITE;
	t += 2;
	if (!strcasecmp(t, "R") || !strcasecmp(t, "Resign")) {
		r->kind = RESULT_RESIGN;
	} else if (!strcasecmp(t, "T") || !strcasecmp(t, "Time")) {
		r->kind = RESULT_TIME;
	} else if (!strcasecmp(t, "F") || !strcasecmp(t, "Forfeit")) {
		r->kind = RESULT_FOUL;
	} else if (!strcasecmp(t, "Capture")) {
		r->kind = RESULT_CAPTURE;
	} else if (!*t) {
		r->kind = RESULT_SCORE; /* "B+": won, margin unknown */
	} else if (number_parse(t, 0, NUMBER_MAX, &margin)) {
		r->kind = RESULT_SCORE;
		r->margin = margin;
	} else {
		memset(r, 0, sizeof *r);
		return false;
	}
	return true;
}

const char *sgf_rules_text(enum rules r)
{
	return r == RULES_CHINESE ? "Chinese" : r == RULES_CAPTURE ? "Capture" : "Japanese";
}

const char *sgf_result_format(const struct game_result *r, char *buf)
{
	return result_format(r, RESULT_FORM_SGF, buf, 32);
}

/* ---- game information ---- */

void game_info_init(struct game_info *gi)
{
	memset(gi, 0, sizeof *gi);
}

void game_info_free(struct game_info *gi)
{
	char **fields[] = { &gi->black, &gi->white, &gi->black_rank, &gi->white_rank,
		            &gi->date, &gi->event, &gi->place, &gi->round, &gi->game_name,
		            &gi->rules_text, &gi->result_text, &gi->comment };

	for (size_t i = 0; i < sizeof fields / sizeof *fields; i++)
		free(*fields[i]);
	game_info_init(gi);
}

static void info_take(struct game_info *gi, const struct sgf_node *n);

void sgf_root_info(const struct sgf_node *root, struct game_info *gi)
{
	info_take(gi, root);
}

static void info_take(struct game_info *gi, const struct sgf_node *n)
{
	static const struct {
		const char *id;
		size_t off;
		bool text;
	} map[] = {
		{ "PB", offsetof(struct game_info, black), false },
		{ "PW", offsetof(struct game_info, white), false },
		{ "BR", offsetof(struct game_info, black_rank), false },
		{ "WR", offsetof(struct game_info, white_rank), false },
		{ "DT", offsetof(struct game_info, date), false },
		{ "EV", offsetof(struct game_info, event), false },
		{ "PC", offsetof(struct game_info, place), false },
		{ "RO", offsetof(struct game_info, round), false },
		{ "GN", offsetof(struct game_info, game_name), false },
		{ "RU", offsetof(struct game_info, rules_text), false },
		{ "RE", offsetof(struct game_info, result_text), false },
		{ "GC", offsetof(struct game_info, comment), true },
	};

	for (size_t i = 0; i < sizeof map / sizeof *map; i++) {
		char **field = (char **)((char *)gi + map[i].off);
		const char *raw;

		if (*field || !(raw = sgf_node_get(n, map[i].id)))
			continue;
		*field = map[i].text ? sgf_text(raw) : sgf_simpletext(raw);
	}
	if (gi->result_text && !gi->result_known && gi->result.kind == RESULT_NONE)
		gi->result_known = sgf_result_parse(gi->result_text, &gi->result);
}

/* ---- replay ---- */

bool sgf_rules_from_text(const char *ru, enum rules *r)
{
	static const char *area[] = { "chinese", "cn", "aga", "nz", "new zealand", "goe",
		                      "ing", "tromp", "area", "bga", "french" };
	static const char *territory[] = { "japanese", "jp", "korean", "kr", "j89" };

	if (!strncasecmp(ru, "capture", 7)) {
		*r = RULES_CAPTURE;
		return true;
	}

	for (size_t i = 0; i < sizeof area / sizeof *area; i++)
		if (!strncasecmp(ru, area[i], strlen(area[i]))) {
			*r = RULES_CHINESE;
			return true;
		}
	for (size_t i = 0; i < sizeof territory / sizeof *territory; i++)
		if (!strncasecmp(ru, territory[i], strlen(territory[i]))) {
			*r = RULES_JAPANESE;
			return true;
		}
	return false;
}

static uint32_t prop_offset(const struct sgf_node *n, const char *id)
{
	const struct sgf_prop *p = sgf_node_prop(n, id);

	return p ? p->offset : n->offset;
}

int sgf_size(const struct sgf_node *root, char **cause)
{
	const char *v = sgf_node_get(root, "SZ");
	const char *colon;
	double w, h;

	if (!v)
		return 19;
	if ((colon = strchr(v, ':'))) {
		char *width = xmalloc((size_t)(colon - v) + 1);
		bool square;

		memcpy(width, v, (size_t)(colon - v));
		width[colon - v] = '\0';
		square = number_parse(width, -NUMBER_MAX, NUMBER_MAX, &w) &&
		         number_parse(colon + 1, -NUMBER_MAX, NUMBER_MAX, &h) && w == h;
		free(width);
		if (!square) {
			cause_set(cause,
			          _("rectangular boards (SZ[%.20s]) are not supported: the board must be square"),
			          v);
			return -1;
		}
	} else if (!number_parse(v, -NUMBER_MAX, NUMBER_MAX, &w)) {
		w = 0;
	}
	if (w != (int)w || w < BOARD_MIN_SIZE || w > BOARD_MAX_SIZE) {
		cause_set(cause, _("board size SZ[%.20s] is not supported (%d to %d)"), v,
		          BOARD_MIN_SIZE, BOARD_MAX_SIZE);
		return -1;
	}
	return (int)w;
}

/* The root's game properties: GM, SZ, RU, KM.  -1 on a record we cannot play. */
static int replay_root(const struct sgf *s, const struct sgf_node *root, struct game *g,
                       struct sgf_msgs *msgs)
{
	const char *v;
	char *why;
	double km;
	int size;
	enum rules rules = RULES_JAPANESE;

	if ((v = sgf_node_get(root, "GM")) && strcmp(v, "1") != 0) {
		sgf_msg_add(msgs, s, prop_offset(root, "GM"), true,
		            _("not a game of Go: GM[%.20s] (Go is GM[1])"), v);
		return -1;
	}
	if ((size = sgf_size(root, &why)) < 0) {
		sgf_msg_add(msgs, s, prop_offset(root, "SZ"), true, "%s", why);
		free(why);
		return -1;
	}
	if ((v = sgf_node_get(root, "RU")) && *v && !sgf_rules_from_text(v, &rules))
		sgf_msg_add(msgs, s, prop_offset(root, "RU"), false,
		            _("unknown rules RU[%.40s]: Japanese rules are used"), v);
	if (size != g->board.size)
		game_set_size(g, size); /* else it is as game_init left it */
	game_set_rules(g, rules);
	if ((v = sgf_node_get(root, "KM"))) {
		if (number_parse(v, -1000, 1000, &km))
			game_set_komi(g, km);
		else
			sgf_msg_add(msgs, s, prop_offset(root, "KM"), false,
			            _("komi KM[%.20s] is not a number: the default is used"), v);
	}
	return 0;
}

/* The root's AB with HA[2] or more, on an empty board, is the handicap;
 * false when it is not one (then it is setup like any other). */
static bool setup_handicap(const struct sgf_node *n, struct game *g, const int *pts, int count)
{
	const char *v;
	double ha = 0, komi = g->komi;

	if (n->parent || !(v = sgf_node_get(n, "HA")) || !number_parse(v, 2, NUMBER_MAX, &ha) ||
	    count < 2 || game_move_count(g) != 0 || board_count_stones(&g->board, BLACK) != 0 ||
	    board_count_stones(&g->board, WHITE) != 0 || sgf_node_prop(n, "AW"))
		return false;
	if (game_free_handicap(g, pts, count, NULL) < 0)
		return false;
	if (sgf_node_get(n, "KM"))
		game_set_komi(g, komi); /* KM was read already */
	return true;
}

/* AB, AW, AE of a node, then PL. */
static void replay_setup(const struct sgf *s, const struct sgf_node *n, struct game *g,
                         struct sgf_msgs *msgs)
{
	static const struct {
		const char *id;
		enum color color;
	} setup[] = { { "AE", EMPTY }, { "AB", BLACK }, { "AW", WHITE } };
	int *pts = NULL;
	size_t cap = 0;
	const char *v;

	for (size_t k = 0; k < 3; k++) {
		const struct sgf_prop *first = sgf_node_prop(n, setup[k].id);
		int count = 0, refused;

		if (!first)
			continue;
		/* every property of that name: AB[..]AW[..]AB[..] happens */
		for (const struct sgf_prop *q = first; q; q = q->next)
			if (!strcmp(q->id, setup[k].id))
				count = sgf_prop_points(s, q, &g->board, &pts, &cap, count, msgs);
		if (setup[k].color == BLACK && setup_handicap(n, g, pts, count))
			continue;
		refused = game_setup(g, pts, count, setup[k].color);
		if (refused)
			sgf_msg_add(msgs, s, first->offset, false,
			            ngettext("%d stone of %s would have no liberty: not placed",
			                     "%d stones of %s would have no liberty: not placed", refused),
			refused,
			            first->id);
	}
	if ((v = sgf_node_get(n, "PL"))) {
		if (*v == 'B' || *v == 'b' || *v == '1')
			g->to_move = BLACK;
		else if (*v == 'W' || *v == 'w' || *v == '2')
			g->to_move = WHITE;
	}
	free(pts);
}

unsigned long sgf_replay_nodes;

/* Has n any of AB AW AE PL?  One pass over its properties. */
static bool has_setup(const struct sgf_node *n)
{
	for (const struct sgf_prop *q = n->props; q; q = q->next) {
		const char *id = q->id;

		if (id[0] && id[1] && !id[2] &&
		    ((id[0] == 'A' && (id[1] == 'B' || id[1] == 'W' || id[1] == 'E')) ||
		     (id[0] == 'P' && id[1] == 'L')))
			return true;
	}
	return false;
}

/* The node's move property (B or W, the first), *color its colour. */
static const struct sgf_prop *node_move(const struct sgf_node *n, enum color *color)
{
	for (const struct sgf_prop *q = n->props; q; q = q->next)
		if ((q->id[0] == 'B' || q->id[0] == 'W') && !q->id[1]) {
			*color = q->id[0] == 'B' ? BLACK : WHITE;
			return q;
		}
	*color = EMPTY;
	return NULL;
}

int sgf_replay_step(const struct sgf *s, const struct sgf_node *n, struct game *g,
                    struct game_info *info, struct sgf_replay *w, struct sgf_msgs *msgs)
{
	enum color color;
	const struct sgf_prop *mv = node_move(n, &color);
	enum move_status st;
	int p;
	char name[8];

	sgf_replay_nodes++;
	if (info)
		info_take(info, n);
	if (has_setup(n))
		replay_setup(s, n, g, msgs);
	w->last = n;
	if (!mv)
		return 0;
	p = mv->nvalues == 1 ? sgf_point_parse(&g->board, mv->values[0]) : NO_POINT;
	if (p == NO_POINT) {
		sgf_msg_add(msgs, s, mv->offset, false,
		            _("move %d: %s[%.20s] is not a point of this %dx%d board; the game stops before it"),
		            game_move_number(g) + 1, mv->id, mv->nvalues ? mv->values[0] : "",
		            g->board.size, g->board.size);
		w->stopped_on_error = true;
		w->last = n->parent ? n->parent : n;
		return -1;
	}
	/* a move after the stop: the mover's opponent asked to resume (Art. 9-3) */
	if (g->phase == PHASE_STOPPED)
		endgame_resume(g, color_other(color));
	st = game_play(g, color, p);
	if (st != MOVE_OK) {
		sgf_msg_add(msgs, s, mv->offset, false,
		            _("move %d (%s %s) is illegal: %s; the game stops before it"),
		            game_move_number(g) + 1, color == BLACK ? "B" : "W",
		            board_vertex_name(&g->board, p, name), move_status_strerror(st));
		w->stopped_on_error = true;
		w->last = n->parent ? n->parent : n;
		return -1;
	}
	w->moves++;
	return 0;
}

/* How far a replay goes and along which line. */
struct replay_how {
	int max_moves;                        /* -1: all */
	int stop_col, stop_row;               /* stop before a move there (col -1: none) */
	const struct sgf_node *const *path;   /* the line, root first (NULL: the main line) */
	size_t npath;
	sgf_visit_fn *visit;                  /* after each node (NULL: none) */
	void *arg;
};

/* Is the move of n where the replay stops before? */
static bool stops_before(const struct sgf_node *n, const struct game *g, int moves,
                         const struct replay_how *how)
{
	enum color color;
	const struct sgf_prop *mv;

	if (how->max_moves < 0 && how->stop_col < 0)
		return false; /* the whole line: no node to look at */
	mv = node_move(n, &color);
	return mv && (moves == how->max_moves ||
	              (how->stop_col >= 0 && mv->nvalues &&
	               sgf_point_parse(&g->board, mv->values[0]) ==
	                       board_point(&g->board, how->stop_col, how->stop_row)));
}

static int replay(const struct sgf *s, const struct sgf_node *root, const struct replay_how *how,
                  struct game *g, struct game_info *info, struct sgf_replay *where,
                  struct sgf_msgs *msgs)
{
	struct sgf_replay w = { .last = root };
	size_t i = 0;

	game_init(g, 19, RULES_JAPANESE);
	if (replay_root(s, root, g, msgs) < 0)
		return -1;
	for (const struct sgf_node *n = root; n;
	     n = how->path ? (++i < how->npath ? how->path[i] : NULL) : n->child) {
		if (stops_before(n, g, w.moves, how) || sgf_replay_step(s, n, g, info, &w, msgs) < 0)
			break;
		if (how->visit && how->visit(n, g, how->arg))
			break;
	}
	if (where)
		*where = w;
	return 0;
}

int sgf_replay(const struct sgf *s, const struct sgf_node *root, int max_moves,
               struct game *g, struct game_info *info, struct sgf_replay *where,
               struct sgf_msgs *msgs)
{
	struct replay_how how = { .max_moves = max_moves, .stop_col = -1 };

	return replay(s, root, &how, g, info, where, msgs);
}

int sgf_replay_visit(const struct sgf *s, const struct sgf_node *root, struct game *g,
                     sgf_visit_fn *visit, void *arg, struct sgf_replay *where)
{
	struct replay_how how = { .max_moves = -1, .stop_col = -1, .visit = visit, .arg = arg };

	return replay(s, root, &how, g, NULL, where, NULL);
}

int sgf_replay_to_node(const struct sgf *s, const struct sgf_node *node, struct game *g,
                       struct game_info *info, struct sgf_replay *where,
                       struct sgf_msgs *msgs)
{
	struct replay_how how = { .max_moves = -1, .stop_col = -1 };
	const struct sgf_node **path, *n;
	size_t count = 0, i;
	int rc;

	for (n = node; n; n = n->parent)
		count++;
	path = xmalloc(count * sizeof *path);
	for (n = node, i = count; n; n = n->parent)
		path[--i] = n; /* the root at index 0 */
	how.path = path;
	how.npath = count;
	rc = replay(s, path[0], &how, g, info, where, msgs);
	free(path);
	return rc;
}

int sgf_replay_until_point(const struct sgf *s, const struct sgf_node *root, int col, int row,
                           struct game *g, struct game_info *info, struct sgf_msgs *msgs)
{
	struct replay_how how = { .max_moves = -1, .stop_col = col, .stop_row = row };

	return replay(s, root, &how, g, info, NULL, msgs);
}

/* ---- building a record ---- */

static void add_points(struct sgf *s, struct sgf_node *n, const char *id, const struct board *b,
                       enum color color)
{
	char name[3];

	board_foreach_point(b, p)
		if (board_at(b, p) == color)
			sgf_node_add_raw(s, n, id, sgf_point_name(b, p, name));
}

struct sgf *sgf_from_game(const struct game *g, const struct game_info *info)
{
	struct sgf *s = sgf_new();
	struct sgf_node *root = sgf_node_add(s, NULL), *n = root;
	struct board start;
	struct game_result res = g->result;
	char buf[64];

	sgf_node_set_raw(s, root, "GM", "1");
	sgf_node_set_raw(s, root, "FF", "4");
	sgf_node_set_raw(s, root, "CA", "UTF-8");
	sgf_node_set_raw(s, root, "AP", "tengen:" PACKAGE_VERSION);
	snprintf(buf, sizeof buf, "%d", g->board.size);
	sgf_node_set_raw(s, root, "SZ", buf);
	sgf_node_set_raw(s, root, "KM", sgf_format_real(g->komi, buf, sizeof buf));
	if (g->handicap >= 2) {
		snprintf(buf, sizeof buf, "%d", g->handicap);
		sgf_node_set_raw(s, root, "HA", buf);
	}
	sgf_node_set_raw(s, root, "RU", sgf_rules_text(g->rules));
	if (info) {
		const struct {
			const char *id, *v;
		} text[] = { { "PB", info->black },  { "BR", info->black_rank },
			     { "PW", info->white },  { "WR", info->white_rank },
			     { "DT", info->date },   { "EV", info->event },
			     { "RO", info->round },  { "PC", info->place },
			     { "GN", info->game_name }, { "GC", info->comment } };

		for (size_t i = 0; i < sizeof text / sizeof *text; i++)
			if (text[i].v)
				sgf_node_set_text(s, root, text[i].id, text[i].v);
		if (res.kind == RESULT_NONE && info->result_known)
			res = info->result;
	}
	if (res.kind != RESULT_NONE)
		sgf_node_set_raw(s, root, "RE", sgf_result_format(&res, buf));

	game_start_board(g, &start); /* the setup stones */
	add_points(s, root, "AB", &start, BLACK);
	add_points(s, root, "AW", &start, WHITE);
	if (g->nmoves == 0 ? g->to_move == WHITE : g->moves[0].color == WHITE)
		sgf_node_set_raw(s, root, "PL", "W");
	for (int i = 0; i < g->nmoves; i++) {
		char name[3];

		n = sgf_node_add(s, n);
		sgf_node_set_raw(s, n, g->moves[i].color == BLACK ? "B" : "W",
		                 sgf_point_name(&g->board, g->moves[i].point, name));
	}
	return s;
}

void sgf_write_game(const struct game *g, const struct game_info *info, struct sbuf *out)
{
	struct sgf *s = sgf_from_game(g, info);

	sgf_write(s, out);
	sgf_free(s);
}

void sgf_set_territory(struct sgf *s, struct sgf_node *root, const struct board *b,
                       const int *black, int nb, const int *white, int nw)
{
	struct sgf_node *n = root;
	char name[3];

	while (n->child)
		n = n->child;
	sgf_node_remove(n, "TB");
	sgf_node_remove(n, "TW");
	for (int i = 0; i < nb; i++)
		sgf_node_add_raw(s, n, "TB", sgf_point_name(b, black[i], name));
	for (int i = 0; i < nw; i++)
		sgf_node_add_raw(s, n, "TW", sgf_point_name(b, white[i], name));
}

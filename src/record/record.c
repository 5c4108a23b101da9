/*
 * record.c — the record of the game in play: open, build, save, autosave
 * (model in record.h).
 */
#include "record/record.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "base/i18n.h"
#include "base/paths.h"
#include "record/archive.h"
#include "record/endstate.h"
#include "record/formats.h"
#include "analysis/estimate.h"
#include "analysis/unsure.h"
#include "rules/score.h"

void record_init(struct record *r)
{
	memset(r, 0, sizeof *r);
	game_info_init(&r->info);
}

static void seen_now(const struct game *g, bool saved, struct record_seen *s);

void record_free(struct record *r)
{
	game_info_free(&r->info);
	sgf_free(r->file);
	free(r->path);
	free(r->archived);
	r->archived = NULL;
	autosave_close(r->autosave);
	free(r->clock.after);
	memset(&r->clock, 0, sizeof r->clock);
	r->file = NULL;
	r->path = NULL;
	r->autosave = NULL;
}

static char *dup_or_null(const char *s)
{
	return s && *s ? xstrdup(s) : NULL;
}

void record_new_game(struct record *r, const char *black, const char *white)
{
	char *b = dup_or_null(black), *w = dup_or_null(white);

	game_info_free(&r->info);
	game_info_init(&r->info);
	r->info.black = b;
	r->info.white = w;
	sgf_free(r->file);
	r->file = NULL;
	free(r->path);
	r->path = NULL;
	memset(&r->sealed, 0, sizeof r->sealed);
	memset(&r->revealed, 0, sizeof r->revealed);
	r->edits = 0;
	r->seen_valid = false;
	free(r->archived);
	r->archived = NULL;
	r->archive_seen_valid = false;
}

int record_open(struct record *r, struct game *g, const char *path, struct sgf_msgs *msgs)
{
	return record_open_game(r, g, path, 0, msgs);
}

int record_open_game(struct record *r, struct game *g, const char *path, int game,
                     struct sgf_msgs *msgs)
{
	struct sgf *s = sgf_read_file(path, msgs);
	const struct sgf_node *root;
	struct game_info info;
	struct game tmp;

	if (!s)
		return -1;
	for (root = s->games; root && game > 0; game--)
		root = root->next;
	if (!root) {
		sgf_msg_add(msgs, s, 0, true, "%s",
		            s->games ? _("there is no such game in this file")
		                     : _("there is no game in this file"));
		sgf_free(s);
		return -1;
	}
	game_info_init(&info);
	if (sgf_replay(s, root, -1, &tmp, &info, NULL, msgs) < 0) {
		game_free(&tmp);
		game_info_free(&info);
		sgf_free(s);
		return -1;
	}
	endstate_read(s, root, &tmp, msgs);
	endstate_finish(s, root, &info, &tmp); /* a confirmed result stays (Art. 10-4) */
	game_free(g);
	*g = tmp; /* the game owns no pointer into itself */
	game_info_free(&r->info);
	r->info = info;
	sgf_free(r->file);
	r->file = s;
	r->file_game = 0;
	for (const struct sgf_node *n = s->games; n != root; n = n->next)
		r->file_game++;
	r->file_rules = g->rules;
	r->file_komi = g->komi;
	record_clock_read(r, root, g);
	record_seal_read(r, s, root, g, msgs); /* a sealed move is revealed */
	{
		char *p = formats_save_name(s, path); /* never SGF over a .gib */

		free(r->path);
		r->path = p;
	}
	r->seen_valid = false;
	free(r->archived);
	r->archived = NULL;
	seen_now(g, false, &r->archive_seen); /* as opened: kept already, if over */
	r->archive_seen_valid = true;
	return 0;
}

/* ---- building the record ---- */

static bool node_has(const struct sgf_node *n, const char *const *ids)
{
	for (; *ids; ids++)
		if (sgf_node_prop(n, *ids))
			return true;
	return false;
}

static const char *const move_ids[] = { "B", "W", NULL };
static const char *const setup_ids[] = { "AB", "AW", "AE", NULL };

/* Is n the move mv of g? */
static bool node_is_move(const struct sgf_node *n, const struct game *g,
                         const struct game_move *mv)
{
	const char *v = sgf_node_get(n, mv->color == BLACK ? "B" : "W");

	return v && !node_has(n, setup_ids) && sgf_point_parse(&g->board, v) == mv->point;
}

/* A new node before the other children of parent: the new main line. */
static struct sgf_node *add_main(struct sgf *s, struct sgf_node *parent)
{
	struct sgf_node *n = sgf_node_add(s, parent);

	sgf_node_make_first(n);
	return n;
}

static void set_move(struct sgf *s, struct sgf_node *n, const struct game *g,
                     const struct game_move *mv)
{
	char name[3];

	sgf_node_set_raw(s, n, mv->color == BLACK ? "B" : "W",
	                 sgf_point_name(&g->board, mv->point, name));
}

static void set_text_if_changed(struct sgf *s, struct sgf_node *n, const char *id,
                                const char *text)
{
	const char *raw = sgf_node_get(n, id);
	char *old = raw ? sgf_simpletext(raw) : NULL;

	if (text && (!old || strcmp(old, text) != 0))
		sgf_node_set_text(s, n, id, text);
	free(old);
}

/* A fresh copy of the opened file's tree and, in *rootp, the root of the
 * game played. */
static struct sgf *file_copy(const struct record *r, struct sgf_node **rootp)
{
	struct sgf *s = sgf_copy(r->file); /* the file's own places in messages */

	*rootp = s->games;
	for (int i = 0; i < r->file_game && *rootp; i++)
		*rootp = (*rootp)->next;
	return s;
}

/* Follow g's moves from root along the tree, making each the main line (a
 * move the tree does not have is added first, before what the tree has
 * there, moves or setup); returns the node of the last move. */
static struct sgf_node *follow_moves(struct sgf *s, struct sgf_node *root, const struct game *g)
{
	struct sgf_node *n = root;

	for (int i = 0; i < g->nmoves; i++) {
		const struct game_move *mv = &g->moves[i];
		struct sgf_node *c;

		for (;;) {
			for (c = n->child; c; c = c->next)
				if (node_is_move(c, g, mv))
					break;
			/* nodes with neither a move nor setup (comments) are passed */
			if (c || !n->child || node_has(n->child, move_ids) ||
			    node_has(n->child, setup_ids))
				break;
			n = n->child;
		}
		if (!c) { /* a setup the game does not have becomes a variation too */
			c = add_main(s, n);
			set_move(s, c, g, mv);
		}
		sgf_node_make_first(c);
		n = c;
	}
	return n;
}

/* record_start's walk down the main line: moves counted, and the depth of
 * the last node found so far whose position is the start. */
struct start_walk {
	const struct sgf_node *root;
	const struct game *g;
	uint64_t start;                /* the hash of g's start board */
	int moves, depth, found;       /* found: -1 for none */
	const struct sgf_node *next;   /* the node after the last one visited */
	bool done;
};

/* n, at position hash, is the next node of the main line; true when the
 * walk is over (past g->moves_before_setup moves). */
static bool start_at(struct start_walk *sw, const struct sgf_node *n, uint64_t hash)
{
	if (node_has(n, move_ids))
		sw->moves++;
	else if (sw->moves == sw->g->moves_before_setup &&
	         (n == sw->root || node_has(n, setup_ids)) && hash == sw->start)
		sw->found = sw->depth;
	sw->depth++;
	sw->next = n->child;
	return sw->done = sw->moves > sw->g->moves_before_setup;
}

static bool start_visit(const struct sgf_node *n, const struct game *pos, void *arg)
{
	return start_at(arg, n, pos->board.hash);
}

/* Where g's record starts in the tree: the last node of the main line,
 * the root or a node with setup and no move, after g->moves_before_setup
 * moves (those before an edit in the middle of the record), whose position
 * is g's start; NULL when there is none.  One replay of the main line
 * answers for every node (a replay per node was quadratic in the file). */
static struct sgf_node *record_start(const struct sgf *s, struct sgf_node *root,
                                     const struct game *g)
{
	struct start_walk sw = { .root = root, .g = g, .found = -1, .next = root };
	struct sgf_node *n = root;
	struct board start;
	struct game tmp;

	game_start_board(g, &start);
	sw.start = start.hash;
	if (sgf_replay_visit(s, root, &tmp, start_visit, &sw, NULL) == 0)
		/* past a move the replay refused, the position stays */
		for (const struct sgf_node *t = sw.next; t && !sw.done; t = t->child)
			start_at(&sw, t, tmp.board.hash);
	game_free(&tmp);
	if (sw.found < 0)
		return NULL;
	for (int d = 0; d < sw.found; d++)
		n = n->child;
	return n;
}

/* Does the replay down to t stop before t (an illegal move, a point off
 * the board)? */
static bool unplayable(const struct sgf *s, const struct sgf_node *t)
{
	struct sgf_replay w = { 0 };
	struct game tmp;
	bool stops = sgf_replay_to_node(s, t, &tmp, NULL, &w, NULL) < 0 || w.stopped_on_error;

	game_free(&tmp);
	return stops;
}

/* The opened file's tree (a fresh copy) with g's moves on its main line,
 * or NULL when g no longer fits it; *at: the node of g's position. */
static struct sgf *graft(const struct record *r, const struct game *g, struct sgf_node **rootp,
                         struct sgf_node **at)
{
	struct sgf_node *root = NULL, *n;
	struct sgf *s;
	char buf[32];

	if (!(s = file_copy(r, &root)))
		return NULL;
	if (!root || sgf_size(root, NULL) != g->board.size || !(n = record_start(s, root, g)) ||
	    !(n = follow_moves(s, n, g))) {
		sgf_free(s);
		return NULL;
	}
	*at = n;
	/* The game ends at n.  A continuation with moves that the game does not
	 * have (taken back) becomes a variation; one that no game can play (the
	 * file's main line stops at an illegal move) stays as the file has it. */
	for (const struct sgf_node *t = n->child; t; t = t->child)
		if (node_has(t, move_ids) || node_has(t, setup_ids)) {
			if (!unplayable(s, t))
				add_main(s, n);
			break;
		}
	/* what the game changed in the root */
	if (g->komi != r->file_komi)
		sgf_node_set_raw(s, root, "KM", sgf_format_real(g->komi, buf, sizeof buf));
	if (g->rules != r->file_rules)
		sgf_node_set_raw(s, root, "RU", sgf_rules_text(g->rules));
	set_text_if_changed(s, root, "PB", r->info.black);
	set_text_if_changed(s, root, "PW", r->info.white);
	*rootp = root;
	return s;
}

/* The node of the main line holding move k (k = 0: the root). */
struct sgf_node *record_main_node(struct sgf_node *root, int k)
{
	struct sgf_node *n = root;

	for (int count = 0; count < k && n->child;) {
		n = n->child;
		if (node_has(n, move_ids))
			count++;
	}
	return n;
}

/* Does a variation at `at` start with c's moves?  (Then the tree has c
 * already: a review adopted as the record, with what was marked on it.) */
static bool has_confirmation(const struct sgf_node *at, const struct game *g,
                             const struct confirmation *c)
{
	char name[3];

	for (const struct sgf_node *v = at->child; v; v = v->next) {
		const struct sgf_node *n = v;
		int i = 0;

		for (; i < c->nmoves && n; i++, n = n->child) {
			const struct confirm_move *m = &c->moves[i];
			const char *mv = sgf_node_get(n, m->color == BLACK ? "B" : "W");

			if (!mv || strcmp(mv, sgf_point_name(&g->board, m->point, name)))
				break;
		}
		if (i == c->nmoves && c->nmoves > 0)
			return true;
	}
	return false;
}

/* Add confirmation c unless the tree has it: a variation, after an empty
 * main-line node when the game ends at its node (the variation must be
 * second). */
static void add_confirmation(struct sgf *s, struct sgf_node *root, const struct game *g,
                             const struct confirmation *c)
{
	struct sgf_node *at = record_main_node(root, c->at_move), *v;
	struct sbuf text;
	char name[3];

	if (has_confirmation(at, g, c))
		return;
	if (!at->child)
		sgf_node_add(s, at);
	v = sgf_node_add(s, at);
	sbuf_init(&text);
	sbuf_printf(&text,
	            _("Confirmation (J89 Art. 7-2), %s first: not part of the game. It was played "
	              "on a copy of the stopped position to settle which stones are dead; its "
	              "verdict went into the marks."),
	            color_name(c->first));
	sgf_node_set_text(s, v, "C", text.s);
	sbuf_free(&text);
	for (int i = 0; i < c->nmoves; i++) {
		const struct confirm_move *m = &c->moves[i];

		if (i > 0)
			v = sgf_node_add(s, v);
		sgf_node_set_raw(s, v, m->color == BLACK ? "B" : "W",
		                 sgf_point_name(&g->board, m->point, name));
		if (m->point == PASS && m->ko_for != NO_POINT) {
			char vx[8];

			sbuf_init(&text);
			sbuf_printf(&text, _("Passes for the ko at %s."),
			            board_vertex_name(&g->board, m->ko_for, vx));
			sgf_node_set_text(s, v, "C", text.s);
			sbuf_free(&text);
		}
	}
}

void record_add_confirmations(struct sgf *s, struct sgf_node *root, const struct game *g)
{
	for (int i = 0; i < g->end.st.nconfirms; i++)
		add_confirmation(s, root, g, g->end.confirms[i]);
}

bool record_territory(const struct game *g, int *tb, int *ntb, int *tw, int *ntw)
{
	struct score *sc;

	*ntb = *ntw = 0;
	if (g->phase != PHASE_FINISHED || g->result.kind != RESULT_SCORE)
		return false;
	sc = xmalloc(sizeof *sc);
	endgame_score(g, sc);
	board_foreach_point(&g->board, p) {
		if (sc->kind[p] != SCORE_TERRITORY && sc->kind[p] != SCORE_REMOVED)
			continue;
		if (sc->owner[p] == BLACK)
			tb[(*ntb)++] = p;
		else if (sc->owner[p] == WHITE)
			tw[(*ntw)++] = p;
	}
	free(sc);
	return true;
}

struct sgf *record_tree(const struct record *r, const struct game *g, struct sgf_node **rootp,
                        struct sgf_node **at)
{
	struct sgf *s = r->file ? graft(r, g, rootp, at) : NULL;

	if (!s) {
		s = sgf_from_game(g, &r->info);
		*rootp = *at = s->games;
		while ((*at)->child)
			*at = (*at)->child;
	}
	return s;
}

struct sgf *record_build(const struct record *r, const struct game *g)
{
	struct sgf_node *root, *at;
	struct sgf *s = record_tree(r, g, &root, &at);
	int *tb, *tw, ntb, ntw;
	char buf[32];

	if (g->result.kind != RESULT_NONE)
		sgf_node_set_raw(s, root, "RE", sgf_result_format(&g->result, buf));
	record_clock_write(r, g, s, root);
	record_add_confirmations(s, root, g);
	endstate_write(s, root, g); /* marks, agreements, an open confirmation */
	record_seal_write(r, g, s, root);
	tb = xmalloc(2 * BOARD_MAX_POINTS * sizeof *tb);
	tw = tb + BOARD_MAX_POINTS;
	if (record_territory(g, tb, &ntb, tw, &ntw))
		sgf_set_territory(s, root, &g->board, tb, ntb, tw, ntw);
	free(tb);
	return s;
}

void record_adopt(struct record *r, const struct sgf *tree, const struct sgf_node *root,
                  const struct game *g)
{
	struct sgf *copy = sgf_copy(tree);
	int k = 0;

	for (const struct sgf_node *n = tree->games; n && n != root; n = n->next)
		k++;
	sgf_free(r->file);
	r->file = copy;
	r->file_game = k;
	r->file_rules = g->rules;
	r->file_komi = g->komi;
	r->edits++;
	r->seen_valid = false;
}

int record_undo_setup(struct record *r, struct game *g)
{
	struct sgf_node *root, *at;
	struct sgf *s;
	struct game tmp;
	enum illegal_policy policy = g->end.policy;
	int seki = g->end.seki;

	if (g->nmoves || g->phase != PHASE_PLAYING || !r->file)
		return -1;
	s = record_tree(r, g, &root, &at);
	if (at == root || !node_has(at, setup_ids) || node_has(at, move_ids)) {
		sgf_free(s);
		return -1;
	}
	if (sgf_replay_to_node(s, at->parent, &tmp, NULL, NULL, NULL) < 0) {
		game_free(&tmp);
		sgf_free(s);
		return -1;
	}
	record_adopt(r, s, root, g);
	sgf_free(s);
	game_free(g);
	*g = tmp; /* the game owns no pointer into itself */
	g->end.policy = policy;
	g->end.seki = seki;
	return 0;
}

void record_write(const struct record *r, const struct game *g, struct sbuf *out)
{
	struct sgf *s = record_build(r, g);

	sgf_write(s, out);
	sgf_free(s);
}

int record_save(struct record *r, const struct game *g, const char *path, char **cause)
{
	struct sbuf b;

	sbuf_init(&b);
	record_write(r, g, &b);
	if (file_save(path, &b, cause) < 0)
		return -1;
	if (r->path != path) {
		char *p = xstrdup(path);

		free(r->path);
		r->path = p;
	}
	if (r->autosave)
		autosave_finish(r->autosave);
	return 0;
}

/* ---- autosave ---- */

int record_autosave_start(struct record *r, const char *dir, char **cause)
{
	if (!r->autosave)
		r->autosave = autosave_open(dir, cause);
	r->seen_valid = false;
	return r->autosave ? 0 : -1;
}

static void seen_now(const struct game *g, bool saved, struct record_seen *s)
{
	const struct confirmation *c = endgame_confirming(g);

	memset(s, 0, sizeof *s);
	s->nmoves = g->nmoves;
	s->nevents = g->end.nevents;
	s->phase = g->phase;
	s->to_move = g->to_move;
	s->result = g->result.kind;
	s->nconfirms = g->end.st.nconfirms;
	s->confirm_moves = c ? c->nmoves : 0;
	s->size = g->board.size;
	s->rules = g->rules;
	s->handicap = g->handicap;
	s->komi = g->komi;
	s->saved = saved;
}

/* Only the time on the move changed since the last write, within the same
 * RECORD_INMOVE_WRITE_S seconds: the record is staged, not written. */
static bool only_time(const struct record *r, const struct record_seen *now)
{
	struct record_seen t = *now;

	t.inmove_s = r->seen.inmove_s;
	return r->seen_valid && r->autosave && r->autosave->ready >= 0 &&
	       !memcmp(&t, &r->seen, sizeof t) && now->inmove_s > r->seen.inmove_s &&
	       now->inmove_s / RECORD_INMOVE_WRITE_S == r->seen.inmove_s / RECORD_INMOVE_WRITE_S;
}

int record_autosave(struct record *r, const struct game *g, bool saved, char **cause)
{
	struct record_seen now;
	struct sbuf b;
	int rc;

	seen_now(g, saved, &now);
	now.sealed = r->sealed.who;
	now.edits = r->edits;
	now.inmove_s = (int)(record_clock_inmove_ms(r, g) / 1000);
	now.paused = record_clock_paused(r, g);
	if (r->seen_valid && memcmp(&now, &r->seen, sizeof now) == 0)
		return 0;
	if (only_time(r, &now)) { /* staged each second (the signal path has it) */
		sbuf_init(&b);
		record_write(r, g, &b);
		autosave_stage_text(r->autosave, b.s, b.len);
		sbuf_free(&b);
		r->seen.inmove_s = now.inmove_s;
		return 0;
	}
	r->seen = now;
	r->seen_valid = true;
	if (!r->autosave)
		return 0;
	if (saved || g->phase == PHASE_FINISHED ||
	    (g->nmoves == 0 && g->end.nevents == 0 && r->sealed.who == EMPTY && !r->edits)) {
		autosave_finish(r->autosave);
		return 0;
	}
	sbuf_init(&b);
	record_write(r, g, &b);
	rc = autosave_update_text(r->autosave, b.s, b.len, cause);
	sbuf_free(&b);
	if (rc < 0)
		r->seen_valid = false; /* try again at the next call, changed or not */
	return rc < 0 ? -1 : 1;
}

int record_archive(struct record *r, const struct game *g, const char *dir,
                   const char *black, const char *white, char **cause)
{
	struct record_seen now;
	struct sbuf b;
	char *d;
	int rc;

	seen_now(g, false, &now);
	if (g->phase != PHASE_FINISHED ||
	    (r->archive_seen_valid && !memcmp(&now, &r->archive_seen, sizeof now)))
		return 0;
	r->archive_seen = now;
	r->archive_seen_valid = true;
	if (!r->archived) {
		if (!(d = dir ? xstrdup(dir) : archive_dir(true, cause)))
			return -1;
		if (dir && dirs_make(d) < 0) {
			cause_set(cause, _("cannot create %s: %s"), d, strerror(errno));
			free(d);
			return -1;
		}
		r->archived = archive_new_path(d, time(NULL), black, white);
		free(d);
	}
	sbuf_init(&b);
	record_write(r, g, &b);
	rc = file_write_atomic(r->archived, b.s, b.len, false, cause);
	sbuf_free(&b);
	return rc < 0 ? -1 : 1;
}

int record_leave(struct record *r, char **kept, char **cause)
{
	r->seen_valid = false;
	return r->autosave ? autosave_keep(r->autosave, kept, cause) : 0;
}

/* A player's name for record_describe: sanitized, at most 12 columns (the
 * line fits 80 with the question); dflt when only the other has a name. */
static char *describe_name(const char *name, const char *other, const char *dflt)
{
	char *s = text_sanitize(name ? name : other ? dflt : "");

	text_cut_columns(s, 12);
	return s;
}

char *record_describe(const char *path)
{
	struct sgf_msgs m;
	struct sgf *s;
	struct game g;
	struct game_info info;
	struct stat st;
	char when[32] = "?";
	char *d = NULL;

	sgf_msgs_init(&m);
	s = sgf_read_file(path, &m);
	game_info_init(&info);
	if (s && s->games && sgf_replay(s, s->games, -1, &g, &info, NULL, &m) == 0) {
		const struct sgf_node *n = s->games;
		char *b = describe_name(info.black, info.white, _("Black"));
		char *w = describe_name(info.white, info.black, _("White"));

		if (stat(path, &st) == 0)
			strftime(when, sizeof when, "%m-%d %H:%M", localtime(&st.st_mtime));
		while (n->child)
			n = n->child;
		d = xasprintf(_("%s, %d×%d, move %d%s%s%s%s%s"), when, g.board.size, g.board.size,
		              game_move_number(&g),
		              sgf_node_prop(n, "TSL") ? _(", a sealed move") : "",
		              *b || *w ? ", " : "", b, *b || *w ? "–" : "", w);
		free(b);
		free(w);
	}
	if (s && s->games)
		game_free(&g);
	game_info_free(&info);
	sgf_free(s);
	sgf_msgs_free(&m);
	return d;
}

/* ---- --score ---- */

int record_score(const struct game *g, const int *tb, int ntb, const int *tw, int ntw,
                 struct score *out, uint8_t *doubt)
{
	const struct board *b = &g->board;
	struct score_params sp;
	uint8_t *dead = xcalloc(BOARD_MAX_POINTS, 1);
	int n = 0;

	if (doubt)
		memset(doubt, 0, BOARD_MAX_POINTS);
	if (ntb || ntw) {
		for (int i = 0; i < ntb; i++)
			if (board_at(b, tb[i]) == WHITE)
				dead[tb[i]] = 1;
		for (int i = 0; i < ntw; i++)
			if (board_at(b, tw[i]) == BLACK)
				dead[tw[i]] = 1;
	} else if (endgame_has_marks(g)) {
		/* saved after the stop (TGD): the count the players see */
		board_foreach_point(b, p)
			dead[p] = endgame_is_dead(g, p);
		endgame_score(g, out);
	} else {
		/* the estimate with the record's last move (a ko just taken) */
		struct estimate *e = xmalloc(sizeof *e);

		estimate_game(g, ESTIMATE_SEED, e);
		memcpy(dead, e->dead, BOARD_MAX_POINTS);
		if (doubt)
			unsure_doubt(b, e, doubt);
		/* with the seki it read and the open points it gives */
		estimate_count(g, e, out);
		free(e);
	}
	board_foreach_point(b, p)
		n += dead[p] && board_at(b, p) != EMPTY;
	if (ntb || ntw) {
		endgame_score_params(g, &sp);
		score_compute(b, dead, &sp, out);
	}
	free(dead);
	return n;
}

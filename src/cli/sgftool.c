/*
 * sgftool.c — --print, --score, --convert and --check (model in sgftool.h),
 * each of the last three over a list of files.
 *
 * Every text that comes from the file is shown through text_sanitize().
 * Messages of the parser and the replay already carry FILE:LINE:COL.
 */
#include "cli/sgftool.h"

#include <errno.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/unsure.h"
#include "rules/diagram.h"
#include "record/autosave.h"
#include "record/endstate.h"
#include "record/record.h"
#include "rules/endgame.h"
#include "rules/score.h"
#include "base/i18n.h"
#include "record/sgf.h"
#include "record/sgfgame.h"
#include "base/util.h"

static void print_msgs(const struct sgf_msgs *m, FILE *f)
{
	for (int i = 0; i < m->n; i++) {
		char *t = text_sanitize(m->v[i]);

		fprintf(f, "%s\n", t);
		free(t);
	}
}

static struct sgf *load(const char *file, FILE *err)
{
	struct sgf_msgs m;
	struct sgf *s;

	sgf_msgs_init(&m);
	s = sgf_read_file(file, &m);
	print_msgs(&m, err);
	sgf_msgs_free(&m);
	return s;
}

static void print_field(FILE *out, const char *label, const char *value)
{
	char *t;

	if (!value)
		return;
	t = text_sanitize(value);
	fprintf(out, "%s: %s\n", label, t);
	free(t);
}

/* --print's MOVE: a move number (0: the start), -1 without; -2 if invalid. */
static long print_move_number(const char *move)
{
	char *end;
	long want;

	if (!move)
		return -1;
	errno = 0;
	want = strtol(move, &end, 10);
	if (errno || end == move || *end || want < 0 || want > 100000)
		return -2;
	return want;
}

/* The position as a diagram, then what the record says of it. */
static void print_position(const struct sgf *s, const struct game *g,
                           const struct game_info *info, FILE *out)
{
	int last = game_last_move(g);
	char name[8], km[24];
	struct sbuf b;

	sbuf_init(&b);
	diagram_print(&g->board, &b, true);
	fputs(b.s, out);
	sbuf_free(&b);
	if (s->ngames > 1)
		fprintf(out, _("Game 1 of %d\n"), s->ngames);
	print_field(out, _("Black"), info->black);
	print_field(out, _("White"), info->white);
	print_field(out, _("Date"), info->date);
	if (last == NO_POINT)
		fprintf(out, _("Move %d\n"), game_move_number(g));
	else
		fprintf(out, _("Move %d: %s %s\n"), game_move_number(g),
		        color_name(g->moves[g->nmoves - 1].color),
		        board_vertex_name(&g->board, last, name));
	fprintf(out, _("Captures: Black %d, White %d\n"), g->board.captures[BLACK],
	        g->board.captures[WHITE]);
	fprintf(out, _("Rules: %s, komi %s"), rules_label(g->rules),
	        sgf_format_real(g->komi, km, sizeof km));
	if (g->handicap)
		fprintf(out, _(", handicap %d"), g->handicap);
	fputc('\n', out);
	fprintf(out, _("To play: %s\n"), color_name(g->to_move));
	print_field(out, _("Result"), info->result_text);
}

int sgftool_print(const char *file, const char *move, FILE *out, FILE *err)
{
	long want = print_move_number(move);
	struct game_info info;
	struct sgf_replay where;
	struct sgf_msgs m;
	struct sgf *s;
	struct game g;
	int rc = 0;

	if (want == -2) {
		fprintf(err, _("%s: invalid move number '%s'\n"), PACKAGE, move);
		return 2;
	}
	if (!(s = load(file, err)))
		return 1;
	sgf_msgs_init(&m);
	game_info_init(&info);
	rc = sgf_replay(s, s->games, (int)want, &g, &info, &where, &m) < 0 ? 1 : 0;
	print_msgs(&m, err);
	if (rc == 0 && want >= 0 && where.moves < want && !where.stopped_on_error) {
		fprintf(err, ngettext("%s: %s: the game has only %d move\n",
		                      "%s: %s: the game has only %d moves\n", where.moves),
		        PACKAGE, file, where.moves);
		rc = 1;
	}
	if (rc == 0)
		print_position(s, &g, &info, out);
	game_free(&g);
	game_info_free(&info);
	sgf_msgs_free(&m);
	sgf_free(s);
	return rc;
}

/* ---- scoring: score.c, dead stones from TB/TW (record_score) ---- */

/* The points of n's first id property (TB or TW), into *pts. */
static int collect_points(const struct game *g, const struct sgf_node *n, const char *id,
                          int **pts, size_t *cap)
{
	const struct sgf_prop *p = sgf_node_prop(n, id);

	return p ? sgf_prop_points(NULL, p, &g->board, pts, cap, 0, NULL) : 0;
}

/* The count line, where the dead stones came from, and the count in words;
 * with a name, only "NAME: " and the count line. */
static void print_score(const struct game *g, const int *tb, int ntb, const int *tw, int ntw,
                        const char *name, FILE *out)
{
	struct score *sc = xmalloc(sizeof *sc);
	uint8_t *doubt = xmalloc(BOARD_MAX_POINTS);
	int ndead = record_score(g, tb, ntb, tw, ntw, sc, doubt);
	struct sbuf b;

	sbuf_init(&b);
	if (name) {
		char *t = text_sanitize(name);

		sbuf_printf(&b, "%s: ", t);
		free(t);
	}
	score_line(sc, &b);
	sbuf_addc(&b, '\n');
	if (!name) {
		if (ntb || ntw)
			sbuf_printf(&b, _("Dead stones: %d, from TB/TW\n"), ndead);
		else if (endgame_has_marks(g))
			sbuf_printf(&b, _("Dead stones: %d, marked after the stop (TGD)\n"), ndead);
		else
			sbuf_printf(&b, _("Dead stones: %d, estimated (the record has no TB/TW)\n"),
			            ndead);
		score_describe(sc, &b);
		if (unsure_text(&g->board, doubt, &b)) /* the estimate's only */
			sbuf_addc(&b, '\n');
	}
	fputs(b.s, out);
	sbuf_free(&b);
	free(doubt);
	free(sc);
}

/* --rules and --komi replace the file's (sgftool.h). */
static void score_rules(struct game *g, const struct sgf_node *root, const struct score_opts *o)
{
	if (o->rules_set) {
		double km = g->komi;

		game_set_rules(g, o->rules); /* its default komi, … */
		if (sgf_node_get(root, "KM"))
			g->komi = km; /* … unless the file has one */
	}
	if (o->komi_set)
		g->komi = o->komi;
}

/* One file's count: the three parts, or (brief) one line with its name. */
static int score_one(const char *file, const struct score_opts *o, bool brief, FILE *out,
                     FILE *err)
{
	int *tb = NULL, *tw = NULL, ntb = 0, ntw = 0, rc = 0;
	size_t captb = 0, captw = 0;
	struct sgf_replay where;
	struct sgf_msgs m;
	struct sgf *s;
	struct game g;

	if (!(s = load(file, err)))
		return 1;
	sgf_msgs_init(&m);
	rc = sgf_replay(s, s->games, -1, &g, NULL, &where, &m) < 0;
	if (!rc)
		endstate_read(s, s->games, &g, &m); /* the marks of a stopped game */
	print_msgs(&m, err);
	if (!rc) {
		score_rules(&g, s->games, o);
		/* TB/TW of the last node that has them on the line played */
		for (const struct sgf_node *n = where.last; n && !ntb && !ntw; n = n->parent) {
			ntb = collect_points(&g, n, "TB", &tb, &captb);
			ntw = collect_points(&g, n, "TW", &tw, &captw);
		}
		print_score(&g, tb, ntb, tw, ntw, brief ? file : NULL, out);
	}
	free(tb);
	free(tw);
	game_free(&g);
	sgf_msgs_free(&m);
	sgf_free(s);
	return rc;
}

int sgftool_score(char *const *files, int n, const struct score_opts *o, FILE *out, FILE *err)
{
	int rc = 0;

	for (int i = 0; i < n; i++)
		rc |= score_one(files[i], o, n > 1, out, err);
	return rc;
}

/* DIR/BASENAME with the extension made .sgf (a new string). */
static char *convert_target(const char *file, const char *dir)
{
	const char *base = strrchr(file, '/'), *dot;
	int len;

	base = base ? base + 1 : file;
	dot = strrchr(base, '.');
	len = dot && dot != base ? (int)(dot - base) : (int)strlen(base);
	return xasprintf("%s%s%.*s.sgf", dir, dir[0] && dir[strlen(dir) - 1] == '/' ? "" : "/",
	                 len, base);
}

/* The target is refused: written already in this run, or the input itself. */
static bool convert_refused(const char *file, const char *target, char *const *done, int ndone,
                            FILE *err)
{
	struct stat a, b;
	char *t = text_sanitize(target);
	bool same = stat(file, &a) == 0 && stat(target, &b) == 0 && a.st_dev == b.st_dev &&
	            a.st_ino == b.st_ino;
	bool twice = false;

	for (int i = 0; i < ndone && !twice; i++)
		twice = done[i] && !strcmp(done[i], target);
	if (same || twice)
		fprintf(err, same ? _("%s: error: %s is the file itself; not converted\n")
		                  : _("%s: error: %s was written already in this run; not converted\n"),
		        file, t);
	free(t);
	return same || twice;
}

/* One file to out, or into dir (its name kept in *written). */
static int convert_one(const char *file, const char *dir, char **written, char *const *done,
                       int ndone, FILE *out, FILE *err)
{
	struct sgf *s = load(file, err);
	char *target, *cause = NULL;
	struct sbuf b;
	int rc = 0;

	if (!s)
		return 1;
	sbuf_init(&b);
	sgf_write(s, &b);
	sgf_free(s);
	if (!dir) {
		fwrite(b.s, 1, b.len, out);
		sbuf_free(&b);
		return ferror(out) ? 1 : 0;
	}
	target = convert_target(file, dir);
	if (convert_refused(file, target, done, ndone, err)) {
		rc = 1;
	} else if (file_write_atomic(target, b.s, b.len, false, &cause) < 0) {
		char *c = text_sanitize(cause ? cause : "?");

		fprintf(err, "%s: error: %s\n", file, c);
		free(c);
		rc = 1;
	} else {
		char *t = text_sanitize(target), *f = text_sanitize(file);

		fprintf(out, _("%s: written to %s\n"), f, t);
		free(t);
		free(f);
		*written = target, target = NULL;
	}
	free(target);
	free(cause);
	sbuf_free(&b);
	return rc;
}

int sgftool_convert(char *const *files, int n, const char *dir, FILE *out, FILE *err)
{
	char **done;
	int rc = 0;

	if (dir && mkdir(dir, 0777) < 0 && errno != EEXIST) { /* the folder, made if need be */
		char *d = text_sanitize(dir);

		fprintf(err, _("%s: cannot make the folder %s: %s\n"), PACKAGE, d, strerror(errno));
		free(d);
		return 1;
	}
	done = xcalloc((size_t)n + 1, sizeof *done);

	for (int i = 0; i < n; i++)
		rc |= convert_one(files[i], dir, &done[i], done, i, out, err);
	for (int i = 0; i < n; i++)
		free(done[i]);
	free(done);
	return rc;
}

/* Replay to every leaf of a game's tree (the main line first); a problem
 * on a stretch that variations share is reported once. */
static void check_game(const struct sgf *s, const struct sgf_node *root, struct sgf_msgs *m)
{
	struct sgf_msgs here;
	const struct sgf_node *n = root;
	struct game g;

	sgf_msgs_init(&here);
	if (sgf_replay(s, root, -1, &g, NULL, NULL, &here) < 0)
		n = NULL; /* the root itself is unusable: no variation can be */
	game_free(&g);
	while (n) {
		if (!n->child && n != root) {
			bool main_line = true;

			for (const struct sgf_node *a = n; a->parent; a = a->parent)
				main_line = main_line && a->parent->child == a;
			if (!main_line) {
				sgf_replay_to_node(s, n, &g, NULL, NULL, &here);
				game_free(&g);
			}
		}
		/* depth first: child, else next sibling of the nearest ancestor */
		if (n->child) {
			n = n->child;
			continue;
		}
		while (n && n != root && !n->next)
			n = n->parent;
		n = n && n != root ? n->next : NULL;
	}
	for (int i = 0; i < here.n; i++) {
		bool seen = false;

		for (int j = 0; j < i && !seen; j++)
			seen = !strcmp(here.v[i], here.v[j]);
		if (!seen) {
			m->v = xgrow(m->v, &m->cap, (size_t)m->n + 1, sizeof *m->v);
			m->v[m->n++] = xstrdup(here.v[i]);
			if (strstr(here.v[i], _("error: ")) && m->nerrors++ == 0)
				m->first_error = m->n - 1;
		}
	}
	sgf_msgs_free(&here);
}

static int check_one(const char *file, FILE *out)
{
	struct sgf_msgs m;
	struct sgf *s;
	int games = 0, problems;
	char *name = text_sanitize(file);

	sgf_msgs_init(&m);
	s = sgf_read_file(file, &m);
	if (s) {
		for (const struct sgf_node *root = s->games; root; root = root->next) {
			games++;
			check_game(s, root, &m);
		}
	}
	print_msgs(&m, out);
	problems = m.n - m.nnotes; /* a note is a quirk read as meant */
	fprintf(out, _("%s: %d game(s), %d problem(s)\n"), name, games, problems);
	free(name);
	sgf_msgs_free(&m);
	sgf_free(s);
	return problems || !s ? 1 : 0;
}

int sgftool_check(char *const *files, int n, FILE *out, FILE *err)
{
	int rc = 0;

	(void)err;
	for (int i = 0; i < n; i++)
		rc |= check_one(files[i], out);
	return rc;
}

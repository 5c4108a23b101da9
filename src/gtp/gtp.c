/*
 * gtp.c — tengen as a GTP v2 rules referee on a pair of streams.
 *
 * Each command line is cleaned as GTP v2 section 3.1 says (control characters
 * dropped, tabs to spaces, comments cut), split into an optional id, a command
 * name and arguments (as many as the line holds: none is dropped), and
 * dispatched through gtp_commands[].  A handler writes its answer into a
 * buffer and returns 0 (success, "=") or -1 (failure, "?").  Nothing a client
 * sends can crash the referee: every argument is checked.  This file is the
 * protocol: the reading of a line, the table, the answers and the readers of
 * arguments every handler shares (gtp_int.h), and the administrative
 * commands.  The handlers are in files of one idea each: gtp_play.c (setup,
 * moves, the board), gtp_end.c (the end of the game and its count),
 * gtp_sgf.c (loadsgf, printsgf).
 *
 * GTP is a protocol of its own: its verbs (GTP v2's and tengen-*), its
 * arguments and its answers ("= …" / "? …" in the protocol's words, not
 * sentences for people) are not those of the interactive program, so the
 * referee has its own table here and does not use the command table of
 * src/cmd (a layer it does not link).  Both change the game only through the
 * rules layer (game_*, endgame_*), so they agree on what a move does.
 */
#include "gtp/gtp.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gtp/gtp_int.h"
#include "rules/diagram.h"
#include "base/i18n.h" /* config.h: PACKAGE_NAME, PACKAGE_VERSION */
#include "base/util.h"

typedef int (*gtp_fn)(struct gtp *s, int argc, char **argv, struct sbuf *out);

struct gtp_command {
	const char *name;
	gtp_fn fn;
};

/* ---- answers and arguments (gtp_int.h) ---- */

int gtp_fail(struct sbuf *out, const char *msg)
{
	sbuf_add(out, msg);
	return -1;
}

int gtp_want_args(int argc, int n, struct sbuf *out)
{
	if (argc != n)
		return gtp_fail(out, n == 0 ? "too many arguments" : "syntax error");
	return 0;
}

/* A setting shown or set (NAME [VALUE]): no argument answers value and
 * returns 0; one argument returns 1 (the caller parses and sets it); more
 * is -1 with the answer. */
int gtp_setting_arg(int argc, const char *value, struct sbuf *out)
{
	if (argc == 0) {
		sbuf_add(out, value);
		return 0;
	}
	return gtp_want_args(argc, 1, out) < 0 ? -1 : 1;
}

/* s as a whole number from lo to hi: 1, *out set; 0 when it is a whole
 * number out of that range ("boardsize -5" is an unacceptable size, not
 * "not an integer"); -1 when it is not a whole number at all. */
int gtp_parse_int(const char *s, long lo, long hi, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (end == s || *end)
		return -1;
	if (errno || v < lo || v > hi)
		return 0;
	*out = (int)v;
	return 1;
}

int gtp_color_arg(const char *s, enum color *c, struct sbuf *out)
{
	*c = color_parse(s);
	if (*c == EMPTY)
		return gtp_fail(out, "invalid color");
	return 0;
}

int gtp_vertex_arg(struct gtp *s, const char *text, int *p, struct sbuf *out)
{
	*p = board_parse_vertex(&s->g->board, text);
	if (*p == NO_POINT)
		return gtp_fail(out, "invalid coordinate");
	return 0;
}

/* The points of b in reading order, top row first, as GNU Go lists them;
 * returns how many. */
int gtp_reading_order(const struct board *b, int *pts)
{
	int n = 0;

	for (int row = b->size - 1; row >= 0; row--)
		for (int col = 0; col < b->size; col++)
			pts[n++] = board_point(b, col, row);
	return n;
}

/* The end of a multi-line answer (one that starts with a newline, so that it
 * begins on a line of its own): its last newline is dropped, gtp_execute
 * adds the blank line that ends every answer. */
void gtp_end_block(struct sbuf *out)
{
	if (out->len && out->s[out->len - 1] == '\n')
		out->s[--out->len] = '\0';
}

/* A board diagram as such an answer. */
void gtp_answer_diagram(const struct board *b, bool coords, struct sbuf *out)
{
	sbuf_addc(out, '\n');
	diagram_print(b, out, coords);
	gtp_end_block(out);
}

int gtp_list_points(struct gtp *s, const int *pts, int n, struct sbuf *out)
{
	char buf[8];

	for (int i = 0; i < n; i++) {
		if (i)
			sbuf_addc(out, ' ');
		sbuf_add(out, board_vertex_name(&s->g->board, pts[i], buf));
	}
	return 0;
}

int gtp_refuse(enum move_status st, struct sbuf *out)
{
	sbuf_printf(out, "illegal move: %s", move_status_word(st));
	return -1;
}

/* ---- administrative ---- */

int gtp_protocol_version(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argv;
	if (gtp_want_args(argc, 0, out))
		return -1;
	sbuf_add(out, "2");
	return 0;
}

int gtp_name(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argc, (void)argv;
	sbuf_add(out, PACKAGE_NAME);
	return 0;
}

int gtp_version(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argc, (void)argv;
	sbuf_add(out, PACKAGE_VERSION);
	return 0;
}

int gtp_quit(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)argc, (void)argv, (void)out;
	s->quit = true;
	return 0;
}

/* ---- the table, the reading of a line ---- */

static const struct gtp_command gtp_commands[] = {
	{ "protocol_version", gtp_protocol_version },
	{ "name", gtp_name },
	{ "version", gtp_version },
	{ "known_command", gtp_known_command },
	{ "list_commands", gtp_list_commands },
	{ "quit", gtp_quit },
	{ "boardsize", gtp_boardsize },
	{ "clear_board", gtp_clear_board },
	{ "komi", gtp_komi },
	{ "get_komi", gtp_get_komi },
	{ "play", gtp_play },
	{ "genmove", gtp_genmove },
	{ "undo", gtp_undo },
	{ "showboard", gtp_showboard },
	{ "fixed_handicap", gtp_fixed_handicap },
	{ "place_free_handicap", gtp_place_free_handicap },
	{ "set_free_handicap", gtp_set_free_handicap },
	{ "is_legal", gtp_is_legal },
	{ "all_legal", gtp_all_legal },
	{ "list_stones", gtp_list_stones },
	{ "color", gtp_color },
	{ "countlib", gtp_countlib },
	{ "captures", gtp_captures },
	{ "last_move", gtp_last_move },
	{ "tengen-rules", gtp_tengen_rules },
	{ "tengen-resign", gtp_resign },
	/* end of game (endgame.c, score.c) */
	{ "final_score", gtp_final_score },
	{ "final_status_list", gtp_final_status_list },
	{ "tengen-estimate", gtp_tengen_estimate },
	{ "tengen-score", gtp_tengen_score },
	{ "tengen-score-map", gtp_tengen_score_map },
	{ "tengen-dead", gtp_tengen_dead },
	{ "tengen-alive", gtp_tengen_alive },
	{ "tengen-toggle", gtp_tengen_toggle },
	{ "tengen-dame", gtp_tengen_dame },
	{ "tengen-resume", gtp_tengen_resume },
	{ "tengen-agree", gtp_tengen_agree },
	{ "tengen-disagree", gtp_tengen_disagree },
	{ "tengen-no-result", gtp_tengen_no_result },
	{ "tengen-result", gtp_tengen_result },
	{ "tengen-status", gtp_tengen_status },
	{ "tengen-policy", gtp_tengen_policy },
	{ "tengen-seki", gtp_tengen_seki },
	{ "tengen-confirm", gtp_tengen_confirm },
	{ "tengen-confirm-play", gtp_tengen_confirm_play },
	{ "tengen-confirm-end", gtp_tengen_confirm_end },
	{ "tengen-confirm-board", gtp_tengen_confirm_board },
	{ "loadsgf", gtp_loadsgf },
	{ "printsgf", gtp_printsgf },
	{ NULL, NULL },
};

static const struct gtp_command *find_command(const char *name)
{
	for (const struct gtp_command *c = gtp_commands; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

int gtp_known_command(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s;
	if (gtp_want_args(argc, 1, out))
		return -1;
	sbuf_add(out, find_command(argv[0]) ? "true" : "false");
	return 0;
}

int gtp_list_commands(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	(void)s, (void)argc, (void)argv;
	for (const struct gtp_command *c = gtp_commands; c->name; c++) {
		if (c != gtp_commands)
			sbuf_addc(out, '\n');
		sbuf_add(out, c->name);
	}
	return 0;
}

void gtp_clean_line(char *line)
{
	char *o = line;

	for (char *i = line; *i; i++) {
		unsigned char c = (unsigned char)*i;

		if (c == '#')
			break;
		if (c == '\t')
			c = ' ';
		if (c < 32 && c != '\n')
			continue;
		if (c == 127)
			continue;
		*o++ = (char)c;
	}
	*o = '\0';
}

/* The words of line into s->argv, grown as needed: every argument is read,
 * none is dropped for want of room.  Returns how many. */
static int split_words(struct gtp *s, char *line)
{
	char *save = NULL;
	int argc = 0;

	for (char *tok = strtok_r(line, " \n", &save); tok; tok = strtok_r(NULL, " \n", &save)) {
		s->argv = xgrow(s->argv, &s->argv_cap, (size_t)argc + 1, sizeof *s->argv);
		s->argv[argc++] = tok;
	}
	return argc;
}

/* A first word of digits only is the id: taken out of argv and returned;
 * otherwise NULL. */
static char *take_id(char **argv, int *argc)
{
	char *id = argv[0];

	for (const char *c = id; *c; c++)
		if (!isdigit((unsigned char)*c))
			return NULL;
	memmove(argv, argv + 1, (size_t)--*argc * sizeof *argv);
	return id;
}

int gtp_execute(struct gtp *s, char *line, struct sbuf *reply)
{
	const struct gtp_command *cmd;
	char *id, **argv;
	struct sbuf out;
	int argc, rc;

	sbuf_reset(reply);
	gtp_clean_line(line);
	if ((argc = split_words(s, line)) == 0)
		return 1; /* empty line: no response */
	argv = s->argv;
	if ((id = take_id(argv, &argc)) && argc == 0) {
		sbuf_printf(reply, "?%s missing command\n\n", id);
		return 0;
	}
	sbuf_init(&out);
	cmd = find_command(argv[0]);
	rc = cmd ? cmd->fn(s, argc - 1, argv + 1, &out) : gtp_fail(&out, "unknown command");
	sbuf_printf(reply, "%c%s %s\n\n", rc == 0 ? '=' : '?', id ? id : "", out.s ? out.s : "");
	sbuf_free(&out);
	return 0;
}

struct gtp *gtp_new(struct game *g)
{
	struct gtp *s = xcalloc(1, sizeof *s);

	s->g = g;
	s->rng = 0x5eed;
	return s;
}

void gtp_free(struct gtp *s)
{
	if (!s)
		return;
	free(s->argv);
	free(s);
}

bool gtp_quit_requested(const struct gtp *s)
{
	return s->quit;
}

/* The NUL bytes of line (len bytes) taken out: a control character, dropped
 * like the others (GTP 3.1), not the end of the line gtp_execute() sees. */
static void drop_nuls(char *line, ssize_t len)
{
	char *o = line;

	for (ssize_t i = 0; i < len; i++)
		if (line[i])
			*o++ = line[i];
	*o = '\0';
}

int gtp_serve(struct game *g, FILE *in, FILE *out)
{
	struct gtp *s = gtp_new(g);
	struct sbuf reply;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;

	sbuf_init(&reply);
	while (!s->quit && (len = getline(&line, &cap, in)) >= 0) {
		drop_nuls(line, len);
		if (gtp_execute(s, line, &reply) == 0) {
			fputs(reply.s, out);
			fflush(out);
		}
	}
	free(line);
	sbuf_free(&reply);
	gtp_free(s);
	return ferror(out) ? -1 : 0;
}


/*
 * gtp_sgf.c — SGF in GTP: loadsgf (a record's position, to a move number or
 * a vertex, as GNU Go reads it; to the end with the marks, agreements and
 * confirmation of a game saved after the stop) and printsgf (the record of the game, as the
 * answer or into a file), through sgf.c, sgfgame.c and record.c.
 */
#include <stdlib.h>

#include "gtp/gtp_int.h"
#include "record/autosave.h"
#include "record/endstate.h"
#include "record/record.h"
#include "record/sgf.h"
#include "record/sgfgame.h"
#include "base/util.h"

/* "cannot WHAT: MESSAGE", the message sanitised (it quotes the file);
 * returns -1. */
static int cannot(struct sbuf *out, const char *what, const char *msg)
{
	char *why = text_sanitize(msg ? msg : "");

	sbuf_printf(out, "cannot %s: %s", what, why);
	free(why);
	return -1;
}

/* The replay loadsgf asks for: to the end (at NULL), before move number at,
 * or before the first move at the vertex at (as GNU Go).  -1 with msgs, or
 * -2 when at is neither a move number nor a vertex (g is then untouched). */
static int load_replay(const struct sgf *sgf, const char *at, struct game *g,
                       struct sgf_msgs *m)
{
	struct board b;
	int n, p;

	if (!at) { /* to the end: with the marks of a game saved after the stop */
		int rc = sgf_replay(sgf, sgf->games, -1, g, NULL, NULL, m);

		if (rc >= 0)
			endstate_read(sgf, sgf->games, g, m);
		return rc;
	}
	if (gtp_parse_int(at, 1, 100000, &n) > 0)
		return sgf_replay(sgf, sgf->games, n - 1, g, NULL, NULL, m);
	n = sgf_size(sgf->games, NULL);
	board_init(&b, n > 0 ? n : 19); /* a size the replay refuses: it says why */
	p = board_parse_vertex(&b, at);
	if (p == NO_POINT || p == PASS)
		return -2;
	return sgf_replay_until_point(sgf, sgf->games, board_col(&b, p), board_row(&b, p), g,
	                              NULL, m);
}

/* loadsgf FILE [MOVE]: the position before MOVE (a number, or the first
 * move at a vertex), else the last; answers the colour to play. */
int gtp_loadsgf(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct sgf_msgs m;
	struct sgf *sgf;
	struct game g;
	int rc;

	if (argc < 1 || argc > 2)
		return gtp_fail(out, "syntax error");
	sgf_msgs_init(&m);
	if (!(sgf = sgf_read_file(argv[0], &m))) {
		cannot(out, "load file", sgf_msgs_why(&m));
		sgf_msgs_free(&m);
		return -1;
	}
	rc = load_replay(sgf, argc == 2 ? argv[1] : NULL, &g, &m);
	if (rc == -2) {
		gtp_fail(out, "invalid move number or vertex");
	} else if (rc < 0) {
		cannot(out, "load file", m.n ? m.v[m.n - 1] : NULL);
		game_free(&g);
	} else {
		game_free(s->g);
		*s->g = g; /* the new game takes over s->g's place */
		sbuf_add(out, color_word(s->g->to_move));
	}
	sgf_msgs_free(&m);
	sgf_free(sgf);
	return rc < 0 ? -1 : 0;
}

/* printsgf [FILE]: the record of the game, as the answer or into FILE; with
 * the end of the game (RE, TB/TW, confirmations) as record.c writes it. */
int gtp_printsgf(struct gtp *s, int argc, char **argv, struct sbuf *out)
{
	struct record rec;
	struct sbuf text;
	char *cause = NULL;
	int rc = 0;

	if (argc > 1)
		return gtp_fail(out, "syntax error");
	record_init(&rec);
	sbuf_init(&text);
	record_write(&rec, s->g, &text);
	record_free(&rec);
	if (argc == 1) {
		if (file_write_atomic(argv[0], text.s, text.len, true, &cause) < 0)
			rc = cannot(out, "write file", cause);
		free(cause);
	} else {
		while (text.len && text.s[text.len - 1] == '\n')
			text.s[--text.len] = '\0';
		sbuf_add(out, text.s);
	}
	sbuf_free(&text);
	return rc;
}


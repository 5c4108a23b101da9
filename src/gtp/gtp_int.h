/*
 * gtp_int.h — inside the GTP referee: its state, the readers of arguments
 * and writers of answers every handler shares (gtp.c), and the handlers of
 * the table, by file.  A handler reads argc words of argv, writes its answer
 * to out and returns 0 ("=") or -1 ("?").
 */
#ifndef TENGEN_GTP_INT_H
#define TENGEN_GTP_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/board.h"
#include "rules/game.h"
#include "base/util.h"

struct gtp {
	struct game *g;
	bool quit;
	uint64_t rng;
	char **argv;        /* the words of the line being run, grown as needed */
	size_t argv_cap;
};

/* Answers and arguments (gtp.c). */
/* msg as the answer; returns -1. */
int gtp_fail(struct sbuf *out, const char *msg);
/* -1 with the answer unless argc is n. */
int gtp_want_args(int argc, int n, struct sbuf *out);
/* NAME [VALUE]: 0 shown, 1 to be set from argv[0], -1 answered. */
int gtp_setting_arg(int argc, const char *value, struct sbuf *out);
/* 1 a whole number from lo to hi, 0 out of range, -1 not a number. */
int gtp_parse_int(const char *s, long lo, long hi, int *out);
int gtp_color_arg(const char *s, enum color *c, struct sbuf *out);
int gtp_vertex_arg(struct gtp *s, const char *text, int *p, struct sbuf *out);
/* The points of b, top row first; returns how many. */
int gtp_reading_order(const struct board *b, int *pts);
/* A multi-line answer's last newline dropped. */
void gtp_end_block(struct sbuf *out);
void gtp_answer_diagram(const struct board *b, bool coords, struct sbuf *out);
/* The vertices of pts, separated by spaces; returns 0. */
int gtp_list_points(struct gtp *s, const int *pts, int n, struct sbuf *out);
/* "illegal move: WORD"; returns -1. */
int gtp_refuse(enum move_status st, struct sbuf *out);

/* The protocol (gtp.c). */
int gtp_protocol_version(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_name(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_version(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_quit(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_known_command(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_list_commands(struct gtp *s, int argc, char **argv, struct sbuf *out);

/* Setup, moves, the board (gtp_play.c). */
int gtp_boardsize(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_clear_board(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_komi(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_get_komi(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_fixed_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_set_free_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_place_free_handicap(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_rules(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_genmove(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_undo(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_is_legal(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_play(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_all_legal(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_list_stones(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_color(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_countlib(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_captures(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_showboard(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_last_move(struct gtp *s, int argc, char **argv, struct sbuf *out);

/* The end of the game (gtp_end.c). */
int gtp_resign(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_score(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_score_map(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_final_score(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_final_status_list(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_estimate(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_dead(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_alive(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_toggle(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_resume(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_agree(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_disagree(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_no_result(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_confirm(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_result(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_status(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_dame(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_policy(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_seki(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_confirm_play(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_confirm_end(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_tengen_confirm_board(struct gtp *s, int argc, char **argv, struct sbuf *out);

/* SGF (gtp_sgf.c). */
int gtp_loadsgf(struct gtp *s, int argc, char **argv, struct sbuf *out);
int gtp_printsgf(struct gtp *s, int argc, char **argv, struct sbuf *out);

#endif

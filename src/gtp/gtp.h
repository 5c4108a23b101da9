/*
 * gtp.h — the GTP v2 referee (tengen --gtp): a game driven by text commands.
 *
 * A table gtp_commands[] of name → handler; a handler writes its answer to an
 * sbuf and returns 0 or -1. gtp_execute() cleans a line per GTP 3.1 and
 * formats =id answer\n\n / ?id message\n\n. Refused moves answer ? illegal
 * move: occupied|suicide|ko|superko.  GTP is a protocol of its own (its
 * verbs, its answers, either colour in any order), so it has its own table
 * rather than the interactive command table; both call the same game_*() /
 * endgame_*() functions of the rules layer.  Arguments are read however many
 * there are (the argument vector grows).
 *
 * The end of the game in GTP (colour = the player acting; undo takes back
 * events as well as moves):
 *   play COLOR VERTEX: after the stop a stone resumes play first, the mover's
 *       opponent the requester (Art. 9-3); is_legal answers alike
 *   final_score: B+2.5, W+0.5, 0; marks, else the estimate
 *   final_status_list dead|alive|seki: one chain per line, stones in reading
 *       order
 *   tengen-score: rules= komi= B_territory= W_territory= B_prisoners=
 *       W_prisoners= B_stones= W_stones= dame= seki= result= (marks only)
 *   tengen-score-map: the per-point map (X O living, x o dead, b w territory,
 *       s seki eye, . dame) and the count in words
 *   tengen-dead [VERTEX...]: mark those chains dead; alone: clear all marks
 *   tengen-alive VERTEX...: mark those chains alive
 *   tengen-toggle COLOR VERTEX [chain]: COLOR toggles the group (or the
 *       chain)
 *   tengen-dame: the dame of the position (marks, else the estimate)
 *   tengen-estimate: the estimate's map (X O living, x o dead, b w owned in 3
 *       playouts of 4, . other), unsure: stones, who leads
 *   tengen-resume COLOR: COLOR asks to resume; the opponent moves
 *   tengen-agree COLOR, tengen-disagree COLOR: agreement; both disagree: both
 *       lose
 *   tengen-no-result COLOR: accept no result at a repeated position
 *   tengen-result: B+3.5, W+R, B+F, Draw, Void, Both lose, ?
 *   tengen-status: phase= to_move= passes= agreed= refused= warnings=B,W
 *       repetition=
 *   tengen-policy [friendly|j89|chinese|chinese-warn]: set or show; under
 *       non-friendly policies play checks the turn
 *   tengen-seki [default|strict]: set or show
 *   tengen-confirm COLOR: open a confirmation, COLOR first
 *   tengen-confirm-play COLOR VERTEX|pass [KO_VERTEX]: a confirmation move; a
 *       pass may name the ko
 *   tengen-confirm-end, tengen-confirm-board: end it (apply the verdict);
 *       show the sandbox
 */
#ifndef TENGEN_GTP_H
#define TENGEN_GTP_H

#include <stdbool.h>
#include <stdio.h>

#include "rules/game.h"
#include "base/util.h"

struct gtp;

struct gtp *gtp_new(struct game *g);
void gtp_free(struct gtp *s);
/* Run one command line (modified in place); the full response, with its
 * "=" / "?" and the blank line, goes to reply.  Returns 1 when the line was
 * empty and needs no response, else 0. */
int gtp_execute(struct gtp *s, char *line, struct sbuf *reply);
bool gtp_quit_requested(const struct gtp *s);
/* GTP 3.1, in place: control characters but HT and LF dropped, HT to a
 * space, a comment (from '#') cut.  gtp_execute() does it first. */
void gtp_clean_line(char *line);
/* Answer commands from in on out until quit or end of input; a NUL byte
 * in a line is dropped like the other control characters. */
int gtp_serve(struct game *g, FILE *in, FILE *out);

#endif

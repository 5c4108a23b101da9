/*
 * gtp.h — the GTP v2 referee (tengen --gtp): a game driven by text commands.
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
/* Answer commands from in on out until quit or end of input. */
int gtp_serve(struct game *g, FILE *in, FILE *out);

#endif

/*
 * sgftool.h — the file tools of the command line (DESIGN "Program
 * interface"): --print[=MOVE], --score, --convert, --check.  Each returns
 * the exit status: 0 success, 1 bad file or failed check, 2 bad usage.
 */
#ifndef TENGEN_SGFTOOL_H
#define TENGEN_SGFTOOL_H

#include <stdio.h>

/* move: NULL for the last position, else a move number (0: the start). */
int sgftool_print(const char *file, const char *move, FILE *out, FILE *err);
int sgftool_score(const char *file, FILE *out, FILE *err);
int sgftool_convert(const char *file, FILE *out, FILE *err);
int sgftool_check(const char *file, FILE *out, FILE *err);

/* The same numbers as GTP tengen-score, from a position and optional dead
 * stones marked by TB/TW (until score.c takes this over): one line of
 * key=value into out.  Exposed for tests. */
struct game;
struct sbuf;
void sgftool_score_line(const struct game *g, const int *tb, int ntb, const int *tw, int ntw,
                        struct sbuf *out);

#endif

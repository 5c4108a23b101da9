/*
 * sgftool.h — the file tools of the command line: --print[=MOVE], --score,
 * --convert, --check, --games.  Each returns the program's exit status: 0 success,
 * 1 bad file or failed check, 2 bad usage (as for every option of tengen).
 * --score counts with score.c (record_score): the GTP tengen-score line,
 * where the dead stones came from, and the count in words.
 */
#ifndef TENGEN_SGFTOOL_H
#define TENGEN_SGFTOOL_H

#include <stdio.h>

/* move: NULL for the last position, else a move number (0: the start). */
int sgftool_print(const char *file, const char *move, FILE *out, FILE *err);
int sgftool_score(const char *file, FILE *out, FILE *err);
int sgftool_convert(const char *file, FILE *out, FILE *err);
int sgftool_check(const char *file, FILE *out, FILE *err);
/* --games (games.c): the finished games kept in dir (NULL: the archive's
 * folder), newest first, one line each: number, date, players, size,
 * result, file name. */
int sgftool_games(const char *dir, FILE *out, FILE *err);

#endif

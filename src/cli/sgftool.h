/*
 * sgftool.h — the file tools of the command line: --print[=MOVE], --score,
 * --convert, --check, --games.  Each returns the program's exit status: 0 success,
 * 1 bad file or failed check, 2 bad usage (as for every option of tengen).
 * --score counts with score.c (record_score): the GTP tengen-score line,
 * where the dead stones came from, and the count in words.
 *
 * The tools and the GTP commands on files:
 * --print[=MOVE] (the diagram of diagram_print, names, move, captures, rules,
 * komi, result), --score (record_score: dead stones from TB/TW of the last
 * node that has them, the opponent's stones inside them; else the estimate;
 * the key=value line of GTP tengen-score, a line saying where the dead stones
 * came from, then score_describe), --convert (UTF-8 SGF on stdout), --check
 * (every game of a collection, every variation of each game replayed to its
 * end; each problem FILE:LINE:COL, told once even when variations share it;
 * exit 1 on any; notes, such as Fox's komi read in points, are no problem).
 *
 * Several files (--check, --score, --convert): each is done whatever befell
 * the others, and reported on lines of its own that carry its name (the
 * messages of the reader, FILE:LINE:COL); the exit status is 1 if any
 * failed.  --check: its summary line "FILE: N game(s), N problem(s)" each.
 * --score: one file, the three parts above; several, one line each, "FILE:
 * key=value…".  --score's rules and komi (--rules, --komi) replace the
 * file's: the count is the one those rules make (the file's KM kept unless
 * --komi; a record without KM takes the default komi of the rules given);
 * Capture Go has no count, so --rules capture is refused.  --convert: one
 * file without a folder goes to stdout; with --output=DIR (needed for
 * several; made if it does not exist, its parent must) each FILE is written atomically as DIR/BASENAME with its
 * extension made .sgf, "FILE: written to DIR/NAME.sgf" said; a name written
 * once already in the run, or the input itself, is refused (the file
 * fails, the others go on).  GTP: loadsgf FILE [MOVE] (MOVE a number: the position
 * before it; a vertex: before the first move there; answers the colour to
 * play), printsgf [FILE] (record_write with an empty record: RE, TB/TW and
 * confirmations of a finished game included).
 */
#ifndef TENGEN_SGFTOOL_H
#define TENGEN_SGFTOOL_H

#include <stdio.h>

#include <stdbool.h>

#include "rules/types.h"

/* move: NULL for the last position, else a move number (0: the start). */
int sgftool_print(const char *file, const char *move, FILE *out, FILE *err);

/* --score's options: the rules and komi given on the command line. */
struct score_opts {
	bool rules_set, komi_set;
	enum rules rules;
	double komi;
};
int sgftool_score(char *const *files, int n, const struct score_opts *o, FILE *out, FILE *err);
/* dir: NULL for stdout (one file only). */
int sgftool_convert(char *const *files, int n, const char *dir, FILE *out, FILE *err);
int sgftool_check(char *const *files, int n, FILE *out, FILE *err);
/* --games (games.c): the finished games kept in dir (NULL: the archive's
 * folder) that f lets through (NULL: all), newest first, one line each:
 * the number in the whole list (what --review N takes), date, players,
 * size, result, file name. */
struct archive_filter;
int sgftool_games(const char *dir, const struct archive_filter *f, FILE *out, FILE *err);

#endif

/*
 * analyze.h — `tengen --analyze FILE`: the front end of a whole game
 * analysed (engine/gameanalysis.h): the progress on standard error (a bar
 * redrawn on a terminal; a line per position under --plain or when
 * standard error is no terminal), Ctrl-C stops after the position in hand
 * and what is done is saved, the file written atomically (FILE~ keeps the
 * old one).  Run again, it goes on where it stopped.
 */
#ifndef TENGEN_ANALYZE_H
#define TENGEN_ANALYZE_H

#include <stdbool.h>

#include "engine/gameanalysis.h"

/* Analyse every game's main line of file; the exit status. */
int analyze_file(const char *file, const struct analyze_opts *o, bool lines);

#endif

/*
 * diagram.h — boards as text, in the layout of GTP showboard:
 *
 *        A B C D E F G H J
 *      9 . . . . . . . . . 9
 *      …
 *      3 . . + . . . + . . 3
 *      2 . . . X O . . . . 2
 *      1 . . . . . . . . . 1
 *        A B C D E F G H J
 *
 * X is black, O white, . empty, + an empty star point.  Tests write positions
 * this way and read them back with diagram_parse().
 */
#ifndef TENGEN_DIAGRAM_H
#define TENGEN_DIAGRAM_H

#include "rules/board.h"
#include "base/util.h"

/* Append the board to out.  With captures, the prisoner lines follow two of
 * the middle rows as GNU Go prints them. */
void diagram_print(const struct board *b, struct sbuf *out, bool captures);

/* Set b (already initialised to its size) from rows of X, O, ., + (top row
 * first; spaces, digits and letters at the edges are ignored).  Returns 0,
 * or -1 with *cause set when the text has the wrong shape. */
int diagram_parse(struct board *b, const char *text, char **cause);

#endif

/*
 * import.h — building the SGF tree of a record written in another format
 * (Tygem .gib, WBaduk .ngf, Pandanet .ugf/.ugi): the readers' shared part.
 *
 * A reader does not convert to SGF text and parse it again: it builds the
 * same tree the SGF reader builds (sgf.h: a root with GM FF SZ PB PW BR WR
 * KM HA AB RE DT …, then one node per move down the first children), so
 * replay, review, --print, --score, --check and --convert work unchanged.
 * The struct sgf keeps the file's text converted to UTF-8 (charset.c's guess:
 * none of these formats declares its encoding), and every node the offset of
 * the line it came from, so a message about a move names FILE:LINE:COL of
 * that line as for SGF.  s->format names the format read.
 *
 * Each reader is one file (gib.c, ngf.c, ugf.c) and formats.c picks one.
 * A reader returns NULL only with an error in msgs ("line 3: a move's
 * coordinates 19,4 are off the 19×19 board"); what it does not understand in
 * a value it keeps as text or leaves out, and says so in its header.
 */
#ifndef TENGEN_IMPORT_H
#define TENGEN_IMPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "record/sgf.h"

struct import {
	struct sgf *s;
	struct sgf_node *root, *last; /* the main line's last node */
	struct sgf_msgs *msgs;
	int size;                     /* the board's size (SZ) */
	size_t pos;                   /* the next line's offset in s->text */
	int errors;                   /* reported since import_begin */
};

/* One line of the text: p[0..len) without its end of line and trailing
 * white space, off its offset in s->text. */
struct import_line {
	const char *p;
	size_t len;
	uint32_t off;
};

/* Start a tree for format ("GIB") from the file's bytes: the text converted
 * to UTF-8, a root with GM[1] FF[4].  False (and an error in msgs) when no
 * encoding reads it or it holds a NUL byte. */
bool import_begin(struct import *im, const char *format, const char *data, size_t len,
                  const char *name, struct sgf_msgs *msgs);
/* The next line from im->pos; false at the end of the text. */
bool import_next_line(struct import *im, struct import_line *ln);
/* Does ln begin with prefix? */
bool import_starts(const struct import_line *ln, const char *prefix);
/* A copy of p[0..len) without white space around it (free it). */
char *import_strip(const char *p, size_t len);
/* Split ln at white space (commas too when commas) into at most max words
 * (the last takes the rest); returns the count. */
int import_words(const struct import_line *ln, bool commas, struct import_line *w, int max);
/* A whole number lo..hi written as the word w. */
bool import_int(const struct import_line *w, int lo, int hi, int *out);
/* DT from the first three numbers of p[0..len) (year month day: "2016- 3-26",
 * "2016/03/26", "2016年3月26日", "C2016:03:26"; 8 digits "20110812" too);
 * nothing when they are no date. */
void import_set_date(struct import *im, const char *p, size_t len);
/* Set a text property of the root from p[0..len) (stripped); nothing when
 * empty. */
void import_set(struct import *im, const char *id, const char *p, size_t len);
/* Set KM from komi in points; SZ from size (checked 2..25, else an error). */
void import_set_komi(struct import *im, double komi);
bool import_set_size(struct import *im, int size, uint32_t off);
/* HA[n] and, when the file does not list them, the standard places as AB
 * (rules/game.h handicap_points).  n < 2 sets nothing. */
void import_handicap(struct import *im, int n, bool place, uint32_t off);
/* A point from the top left corner, 0-based: false with an error at off
 * when it is off the board. */
bool import_point(struct import *im, int x, int y, char buf[3], uint32_t off);
/* A move node after parent (NULL: the main line's end, which it becomes):
 * color 'B' or 'W', x < 0 a pass.  NULL (an error) off the board. */
struct sgf_node *import_move(struct import *im, struct sgf_node *parent, char color, int x,
                             int y, uint32_t off);
/* An error or a warning at off. */
__attribute__((format(printf, 4, 5)))
void import_msg(struct import *im, uint32_t off, bool error, const char *fmt, ...);
/* Finish: s, or NULL (freed) when an error was reported since begin. */
struct sgf *import_end(struct import *im);

/* The readers (formats.h picks one). */
struct sgf *gib_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs);
struct sgf *ngf_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs);
struct sgf *ugf_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs);

#endif

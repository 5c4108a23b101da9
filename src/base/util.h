/*
 * util.h — allocation that never returns NULL, and small string helpers.
 *
 * Running out of memory is fatal: the allocator calls the hook the program
 * installed (the UI restores the terminal there) and then aborts.  The
 * libraries never exit otherwise, and never print.
 *
 * The error contract of every layer: a function that can fail returns -1
 * (or NULL, or false) and, when its last argument `char **cause` is not
 * NULL, sets *cause to a message for people, always newly allocated: the
 * caller shows it and frees it.  (A refused move is not an error: it is an
 * enum move_status / enum endgame_status with its *_strerror() sentence;
 * the SGF reader collects "LINE:COL" messages in struct sgf_msgs.)
 */
#ifndef TENGEN_UTIL_H
#define TENGEN_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/* Grow *p (of *cap elements of size) to hold at least need elements. */
void *xgrow(void *p, size_t *cap, size_t need, size_t size);
char *xstrdup(const char *s);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvasprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));
/* *cause = a new message, when cause is not NULL (see the contract above). */
void cause_set(char **cause, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Called once before abort() when memory runs out. */
extern void (*xalloc_fatal_hook)(void);

/* The length in bytes of the character at s (1 to 4), or 0 when s does
 * not start with valid UTF-8: a stray continuation byte, a cut or overlong
 * sequence, a surrogate or a code point past U+10FFFF. */
size_t utf8_char_len(const char *s);
/* Drop the character cut at the end of s (a UTF-8 sequence whose last bytes
 * snprintf() left out), so that a message cut to its buffer stays valid. */
void utf8_trim_cut(char *s);
/* Copy s, dropping C0/C1 control characters, DEL and the format characters
 * that reorder the terminal (bidi controls such as U+202E, U+2028/U+2029),
 * a tab becoming a space, and showing a byte that is not part of valid
 * UTF-8 as ?. */
char *text_sanitize(const char *s);

/* The columns s takes on a terminal in the current locale (wcswidth: 2 for
 * CJK); when it is not valid there (UTF-8 text in the C locale), the
 * columns of text_ascii(s). */
int text_width(const char *s);

/* The ASCII form of the glyph that starts s (UTF-8), when it is one the
 * screen uses: arrows <- -> ^ v, the ellipsis ..., dashes, x for the times
 * sign, the stones X O, full-width punctuation; *len is its length in
 * bytes.  NULL for any other character. */
const char *glyph_ascii(const char *s, size_t *len);
/* s (UTF-8) for a terminal that shows only ASCII: each glyph in its ASCII
 * form (glyph_ascii), any other character that is not ASCII as one ?. */
char *text_ascii(const char *s);

/* The mark between the items of a list built in code, in the language of
 * the messages (", " in English; a catalog may give "、"). */
const char *text_list_sep(void);
/* Fold the full-width forms of ASCII (U+FF01-U+FF5E: "ｄ４", "ｐａｓｓ",
 * what a Japanese or Chinese input method types) in s to ASCII, in place:
 * for words that are names and points, never for a user's text. */
void text_fold_width(char *s);

/* Cut s (UTF-8) in place after its first cols columns (text_width's),
 * between characters; at the first byte that is not UTF-8 too. */
void text_cut_columns(char *s, int cols);

/* A number as people write it, in any locale: optional spaces, an optional
 * sign, decimal digits with an optional fraction after a point or a comma
 * ("6.5", "6,5", "-2", ".5", " 7 "); no exponent, no hexadecimal, no inf
 * or nan, nothing else around it.  False (out untouched) unless it is one
 * from lo to hi.  The command line, the config file, the : line and SGF
 * values all read numbers with it (man page, OPTIONS). */
bool number_parse(const char *s, double lo, double hi, double *out);
#define NUMBER_MAX 1e6 /* the largest magnitude number_parse reads */
/* The same, and a whole number ("9" or "9.0", not "9.5"). */
bool number_parse_int(const char *s, int lo, int hi, int *out);

/* A growing string. */
struct sbuf {
	char *s;
	size_t len, cap;
};
void sbuf_init(struct sbuf *b);
void sbuf_free(struct sbuf *b);
void sbuf_reset(struct sbuf *b);
void sbuf_add(struct sbuf *b, const char *s);
void sbuf_addc(struct sbuf *b, char c);
void sbuf_printf(struct sbuf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* s padded with spaces to width columns (text_width), on the right of it or,
 * with right set, on its left: the "%-16s" and "%7s" of a table whose
 * labels are translated. */
void sbuf_add_padded(struct sbuf *b, const char *s, int width, bool right);

#endif

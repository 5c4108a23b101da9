/*
 * charset.h — bring the bytes of a game record to UTF-8 with iconv.
 *
 * The whole file is converted before it is parsed: in Shift_JIS, Big5 and
 * GBK the second byte of a character may be ']' or '\', so the SGF syntax
 * can only be read after conversion.  The charset is taken from a byte-order
 * mark, from the declared CA, or guessed: valid UTF-8 is UTF-8; otherwise
 * each East Asian legacy charset is tried and the most plausible text wins.
 */
#ifndef TENGEN_CHARSET_H
#define TENGEN_CHARSET_H

#include <stdbool.h>
#include <stddef.h>

bool charset_valid_utf8(const char *s, size_t len);

/* The iconv name to use for a CA value ("GB2312" → "GB18030", …). */
const char *charset_canonical(const char *ca);

/* Convert data to UTF-8, NUL-terminated, into a new buffer (*outlen bytes
 * without the NUL).  declared is the CA value or NULL.  *used receives the
 * charset read (a static string, or declared itself); *guessed is set when declared was absent,
 * unknown or wrong and *used is a guess.  Returns NULL only when no charset
 * can read the bytes, with *used the declared one. */
char *charset_to_utf8(const char *data, size_t len, const char *declared, size_t *outlen,
                      const char **used, bool *guessed);

/* Find the value of a CA property in the first root node of raw
 * ASCII-compatible bytes; copies it (white space dropped) into buf and
 * returns true if found and a plausible charset name.  A value that does not
 * fit in buf[size] is no name (false), never a shortened one. */
bool charset_find_declared(const char *data, size_t len, char *buf, size_t size);

#endif

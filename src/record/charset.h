/*
 * charset.h — bring the bytes of a game record to UTF-8 with iconv.
 *
 * The whole file is converted before it is parsed: in Shift_JIS, Big5 and
 * GBK the second byte of a character may be ']' or '\', so the SGF syntax
 * can only be read after conversion.  The charset is taken from a byte-order
 * mark, from the declared CA, or guessed: valid UTF-8 is UTF-8; otherwise
 * each East Asian legacy charset is tried and the most plausible text wins.
 *
 * A declared charset that reads all but a few sequences is kept, those
 * shown as U+FFFD: Fox's clients cut a name in the middle of a character
 * under CA[UTF-8], and the rest of the file is right (a guess made every
 * name mojibake).  "A few": at most CHARSET_FEW sequences, and at least four
 * other non-ASCII characters read for each (a file whose only non-ASCII
 * bytes fail proves nothing of its CA: Latin-1 under CA[UTF-8] is guessed).
 * A file without CA, or that mostly fails, is guessed as before.
 *
 * libuchardet (0.0.7) was measured against the guess (issue 25) and not
 * taken.  The 16 files of tests/data/sgf: the guess reads 16, uchardet names
 * 15 (UTF-16BE without a BOM as WINDOWS-1252).  28 short records whose only
 * text is two players' names (7 each in GB18030, Big5, Shift_JIS, EUC-KR):
 * the guess reads 28, uchardet 7 (most as WINDOWS-1252 or nothing: a few
 * names are too little for its statistics, while the guess scores the
 * characters of Go players' names).  The 238 records of a computer-Go
 * collection (214 UTF-8, 24 ASCII): both 238.  Names-only records are what
 * servers write, so the guess stays, and no dependency is added.
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

/* charset_to_utf8, and *replaced: the sequences shown as U+FFFD (0 when
 * the text read whole). */
#define CHARSET_FEW 4
char *charset_decode(const char *data, size_t len, const char *declared, size_t *outlen,
                     const char **used, bool *guessed, size_t *replaced);

/* Find the value of a CA property in the first root node of raw
 * ASCII-compatible bytes; copies it (white space dropped) into buf and
 * returns true if found and a plausible charset name.  A value that does not
 * fit in buf[size] is no name (false), never a shortened one. */
bool charset_find_declared(const char *data, size_t len, char *buf, size_t size);

#endif

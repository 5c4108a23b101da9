/*
 * readfile.h — a whole file read into memory, safely: the one reader of
 * the files people name (game records, the config file).
 *
 * Three kinds of path would hang or drown a plain fopen()+read loop:
 *   - a FIFO no program writes to: open() waits for a writer for ever (the
 *     screen has no Ctrl-C to leave).  It is opened without waiting and
 *     then read as usual: empty when nobody writes, whole when a program
 *     does (`tengen <(zcat game.sgf.gz)`).
 *   - a device that never ends (/dev/zero): read until memory ran out.
 *     Every read stops at a size cap, with a message.  A character device
 *     is read without waiting (a terminal answers "temporarily
 *     unavailable" instead of waiting for the keyboard); /dev/null is an
 *     empty file.
 *   - a directory: fopen() takes it and the first read fails, which a
 *     line reader takes for an empty file.  It is refused with a message.
 */
#ifndef TENGEN_READFILE_H
#define TENGEN_READFILE_H

#include <stddef.h>

/* The bytes of path ("-" is standard input) in a new buffer, a NUL added
 * after the *len bytes.  NULL with errno and *cause ("cannot open: …",
 * "cannot read: Is a directory", "larger than N MB …") when it cannot be
 * read or holds more than max bytes (a whole number of MB, EFBIG). */
char *file_read(const char *path, size_t max, size_t *len, char **cause);

#endif

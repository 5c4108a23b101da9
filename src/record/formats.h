/*
 * formats.h — the record formats the program reads, and which one a file is.
 *
 * SGF is the program's own format (sgf.h).  Records from the servers most
 * people play on come in their own formats: Tygem's .gib, WBaduk/Eweiqi's
 * .ngf, Pandanet's .ugf/.ugi.  Each has a reader (gib.c, ngf.c, ugf.c, on
 * import.h) that builds the same tree the SGF reader builds, so every path
 * that opens a file (tengen FILE, --review, :load, --print, --score, --check,
 * --convert, the problems, the archive, GTP loadsgf) reads them: they all go
 * through sgf_read_file(), which formats.c defines.
 *
 * The format is found by content first, so a misnamed file reads: text that
 * starts with '(' is SGF; a "\HS" or "\[GAME…=" line is GIB; a "[Header]"
 * line with a "[Data]" one is UGF; twelve header lines whose second is a
 * board size followed by "PM…" lines is NGF.  Otherwise the extension
 * decides (.gib .ngf .ugf .ugi, any case), and whatever is left is read as
 * SGF (its messages say why it is not).  Writing is always SGF: a record
 * opened from another format is saved beside it as NAME.sgf
 * (formats_save_name), never over the original.
 */
#ifndef TENGEN_FORMATS_H
#define TENGEN_FORMATS_H

#include <stdbool.h>
#include <stddef.h>

#include "record/sgf.h"

enum record_format { FORMAT_SGF, FORMAT_GIB, FORMAT_NGF, FORMAT_UGF };

/* The format of data (name's extension when the content does not say). */
enum record_format formats_detect(const char *data, size_t len, const char *name);
/* Parse data in its format (formats_detect) into a collection, as
 * sgf_parse does. */
struct sgf *formats_parse(const char *data, size_t len, const char *name,
                          struct sgf_msgs *msgs);
/* Is name a record file's name: .sgf, .gib, .ngf, .ugf or .ugi, any case
 * (the problems' and the kept games' folders list those)? */
bool formats_record_name(const char *name);
/* Where a record read from path is saved: path for SGF, else path with its
 * extension replaced by .sgf (a new string). */
char *formats_save_name(const struct sgf *s, const char *path);

#endif

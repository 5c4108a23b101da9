/*
 * sgf.h — SGF FF[4] game records as a tree, its parser and its writer.
 *
 * A file is a collection: its games are root nodes chained by `next`.  Each
 * node has a parent, a first child (the main line goes on through first
 * children) and a next sibling (the other variations), as in GNU Go's
 * sgftree.  A node's properties keep their values raw, exactly as between
 * the brackets of the (UTF-8 converted) file, escapes included, so every
 * property, known or private, is written back unchanged; sgf_text() and
 * friends decode a value when its meaning is needed.
 *
 * Everything lives in one arena owned by the struct sgf: nodes, properties,
 * values and the converted text of the file.  Free it with sgf_free().
 * Nothing here prints or exits: errors come back as messages that name the
 * file, line and column (struct sgf_msgs).
 *
 * Design notes (SGF records as a whole):
 *
 * Files: src/record/sgf.[ch] (tree, parser, writer), src/record/charset.[ch]
 * (iconv), src/record/sgfgame.[ch] (replay into a struct game, record from a
 * game, game information, sgf_size()), src/record/autosave.[ch] (atomic
 * writes, file_save(), autosave), src/cli/sgftool.[ch] (the
 * --print/--score/--convert/--check tools; a front end, it prints), GTP
 * loadsgf/printsgf in src/gtp/gtp.c.
 *
 * - The file is converted to UTF-8 first (charset_to_utf8): a BOM or the zero
 *   bytes of UTF-16, else the declared CA (GB2312/GBK → GB18030, Big5 →
 *   CP950, Shift_JIS → CP932, EUC-KR → CP949), else a guess: valid UTF-8 is
 *   UTF-8, otherwise every East Asian candidate that accepts the bytes is
 *   scored on frequent characters and the best wins.  A CA that is absent or
 *   wrong is a warning.  The declared CA is found before conversion by a
 *   token scan of the first root node only (charset_find_declared: a CA[
 *   inside a value does not count) and must be a plain name (glibc's
 *   iconv_open drops odd bytes from names, which would read a garbage CA as
 *   another charset).  Conversion must come before parsing: in Shift_JIS,
 *   Big5 and GBK a character's second byte may be ] or \.
 * - The parser works in place on that UTF-8 copy: a value is the raw text
 *   between its brackets (escapes kept, the ] replaced by a NUL), so unknown
 *   and private properties are written back byte for byte.  Decode with
 *   sgf_text()/sgf_simpletext(); set with sgf_node_set_text() (escapes) or
 *   sgf_node_set_raw().  Nodes, properties and value arrays live in an arena
 *   freed by sgf_free().
 * - The grammar is quoted above the parser in sgf.c.  Node and Property are
 *   recursive-descent functions; GameTree nesting is a loop that climbs the
 *   tree being built, so no input can overflow the stack (a 200 000-deep
 *   nesting is a test).  The writer is iterative too.
 * - sgf_read_file() opens a file without waiting for a writer: a FIFO no
 *   program writes to reads as empty (open() waited for ever, and the screen
 *   has no Ctrl-C); a pipe with a writer is read whole (check_sgf fifo_read).
 * - Positions are byte offsets; sgf_position() turns one into line and column
 *   (columns count characters) only when a message needs it.  Every message
 *   is FILE:LINE:COL: error|warning: … in a struct sgf_msgs.
 * - The writer always writes CA[UTF-8] in each root (replacing any other CA).
 *
 * Tests and measurements of the SGF code:
 * - tests/check_sgf.c: grammar edge cases, malformed files (each with its
 *   line:col), every encoding in tests/data/sgf/ (made by make-encodings.sh
 *   with iconv), round trips, replay, autosave.
 * - tests/sgf/run-sgf-tools.sh: the four tools and the two GTP commands.
 * - tests/check_record.c: RE/TB/TW and the confirmation variation written and
 *   read back (and counted again by record_score), an opened file's tree kept
 *   through new moves and undo, open errors, save and unwritable paths, the
 *   autosave cycle.
 * - tests/e2e/review.sh: --review, stepping, variations, comments (review.h).
 * - tests/e2e/leave.sh, input.sh, drop.sh, autosave.sh, paste.sh,
 *   longline.sh, endsave.sh, flood.sh: issue 10's hostile terminal and
 *   dropped link, one file per point (n/:new ask and keep the autosave,
 *   unknown escape sequences; invalid UTF-8, Ctrl-S, Ctrl-\; SIGHUP blocked
 *   and the pty closed, via perl -MPOSIX; the autosave path made a directory,
 *   XDG_STATE_HOME a file; tmux paste-buffer -p; a 3,000-character line; the
 *   end of the game across a drop; a seeded key flood and resize storm, long
 *   form make stress).
 * - tests/e2e/sgf.sh: tengen FILE, :save read back, an unwritable path, kill
 *   -HUP/-TERM and the autosave, resuming at the next start, a finished
 *   game's RE, a malformed file's line:col.
 * - tests/fuzz/fuzz_sgf.c: HACKING.md, "Tests" (make fuzz-sgf).
 * - make bench-sgf (part of make bench): parse + legal replay of a generated
 *   collection, against @sabaki/sgf + @sabaki/go-board under Node (installed
 *   by npm into bench/node/node_modules, git-ignored).
 * - valgrind: valgrind --suppressions=tests/valgrind.supp tests/check_sgf
 *   (the suppression is glibc's loader while iconv loads a gconv module).
 */
#ifndef TENGEN_SGF_H
#define TENGEN_SGF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/util.h"

struct sgf_prop {
	struct sgf_prop *next;
	const char *id;        /* upper-case letters only: "B", "AB", "MULTIGOGM" */
	int nvalues;
	const char **values;   /* raw, NUL-terminated, escapes kept */
	uint32_t offset;       /* where the identifier starts in sgf->text */
};

struct sgf_node {
	struct sgf_node *parent, *child, *next;
	struct sgf_prop *props;
	uint32_t offset;       /* of the ';' in sgf->text */
	bool starts_tree;      /* first node after a '(' */
};

struct sgf_arena_chunk;

struct sgf {
	struct sgf_node *games;      /* first game; the others follow by ->next */
	int ngames;
	char *name;                  /* file name for messages ("-" for stdin) */
	char *text;                  /* the file as UTF-8 (values point into it) */
	size_t len;
	char *charset;               /* what the file was read as, e.g. "GB18030" */
	const char *format;          /* NULL for SGF, else the format read (formats.h):
	                                "GIB", "NGF", "UGF" — a static string */
	struct sgf_arena_chunk *arena;
	/* sgf_position's memo: messages mostly come in file order */
	uint32_t pos_offset;
	int pos_line, pos_col;
};

/* Messages for people: "FILE:LINE:COL: text" lines, errors, warnings, notes. */
struct sgf_msgs {
	char **v;
	int n;
	size_t cap;
	int nerrors;   /* of which errors */
	int first_error; /* the index of the first error, when nerrors */
	int nnotes;    /* of which notes: what was mended, no problem (the
	                  rest are warnings) */
};
void sgf_msgs_init(struct sgf_msgs *m);
void sgf_msgs_free(struct sgf_msgs *m);
/* Why a read failed, for a message of one line: the first error (a warning
 * before it, such as a guessed encoding, is not the reason), else the first
 * message; NULL when there is none. */
const char *sgf_msgs_why(const struct sgf_msgs *m);
__attribute__((format(printf, 5, 6)))
void sgf_msg_add(struct sgf_msgs *m, const struct sgf *s, uint32_t offset, bool error,
                 const char *fmt, ...);
/* "FILE:LINE:COL: note: …": a quirk of the file read as meant (foxkomi.h). */
__attribute__((format(printf, 4, 5)))
void sgf_msg_note(struct sgf_msgs *m, const struct sgf *s, uint32_t offset, const char *fmt, ...);

/* Parse data (any encoding; see charset.h) into a collection.  name is used
 * in messages.  Returns NULL when the text is not SGF, with an error in msgs;
 * warnings (a guessed charset …) may come with a tree too. */
struct sgf *sgf_parse(const char *data, size_t len, const char *name, struct sgf_msgs *msgs);
/* A file larger than this is refused ("larger than 64 MB"): no game record
 * is, and a device such as /dev/zero would be read until memory ran out. */
#define SGF_FILE_MAX ((size_t)64 << 20)
/* Read path ("-" is standard input) and parse it: SGF, or one of the other
 * formats formats.h reads (Tygem, WBaduk, Pandanet), found by content or
 * by extension.  Defined in formats.c: every file the program opens comes
 * through here. */
struct sgf *sgf_read_file(const char *path, struct sgf_msgs *msgs);
void sgf_free(struct sgf *s);

/* Line and column (1-based, columns count characters) of an offset. */
void sgf_position(const struct sgf *s, uint32_t offset, int *line, int *col);

/* A new empty collection, for records built in memory. */
struct sgf *sgf_new(void);
/* Add a node: a new game (parent NULL), or the last child of parent. */
struct sgf_node *sgf_node_add(struct sgf *s, struct sgf_node *parent);

/* Make c the first child (the main line) of its parent; make n and every
 * node above it first children (n on the main line); take n and what
 * follows it out of the tree (its parent's; not for a root: the arena
 * keeps the memory). */
void sgf_node_make_first(struct sgf_node *c);
void sgf_node_make_main(struct sgf_node *n);
void sgf_node_unlink(struct sgf_node *n);

/* A copy of the whole collection, its text and positions included (the
 * messages about the copy name the places of the file read). */
struct sgf *sgf_copy(const struct sgf *s);

struct sgf_prop *sgf_node_prop(const struct sgf_node *n, const char *id);
/* The first raw value of property id, or NULL. */
const char *sgf_node_get(const struct sgf_node *n, const char *id);
/* Set id to one value (replacing the property's values), given raw or as
 * text to be escaped. */
void sgf_node_set_raw(struct sgf *s, struct sgf_node *n, const char *id, const char *raw);
void sgf_node_set_text(struct sgf *s, struct sgf_node *n, const char *id, const char *text);
/* Append a raw value to id (creating the property at the end). */
void sgf_node_add_raw(struct sgf *s, struct sgf_node *n, const char *id, const char *raw);
void sgf_node_remove(struct sgf_node *n, const char *id);

/* Decode a raw value.  Text: escapes resolved, soft line breaks removed,
 * other white space but newlines as spaces.  SimpleText: newlines too.
 * Returns a new string (free it); display it only after text_sanitize(). */
char *sgf_text(const char *raw);
char *sgf_simpletext(const char *raw);
/* n's SimpleText property id (PB, N, RE …) decoded and sanitized for the
 * screen: a new string, or NULL when n lacks it or nothing is left. */
char *sgf_prop_shown(const struct sgf_node *n, const char *id);
/* Escape text for a value (']', '\\' and ':' when composed). */
void sgf_escape(struct sbuf *out, const char *text, bool composed);

/* Points: "dd" → col 3, row counted from the bottom.  Returns the board
 * point, PASS for "" (and "tt" on boards up to 19), or NO_POINT. */
struct board;
int sgf_point_parse(const struct board *b, const char *raw);
/* Writes two letters (or "" for PASS) into buf[3]. */
char *sgf_point_name(const struct board *b, int p, char *buf);
/* Expand a point list value ("aa" or "aa:cc") into out; returns the count,
 * or -1 when the value is no point or rectangle of this board. */
int sgf_point_list(const struct board *b, const char *raw, int *out, int max);

/* Append the points of every value of p (points or rectangles of b) to
 * *pts from index count, growing *pts (*cap elements) as needed, so no
 * number of values is too many.  A value that is neither is a warning in
 * msgs (may be NULL) at p's place in s.  Returns the new count. */
int sgf_prop_points(const struct sgf *s, const struct sgf_prop *p, const struct board *b,
                    int **pts, size_t *cap, int count, struct sgf_msgs *msgs);

/* Write the collection as UTF-8 with CA[UTF-8] in every root. */
void sgf_write(const struct sgf *s, struct sbuf *out);

#endif

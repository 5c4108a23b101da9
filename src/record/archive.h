/*
 * archive.h — every finished game kept: $XDG_DATA_HOME/tengen/games (else
 * ~/.local/share/tengen/games), one SGF file per game.
 *
 * A file is named from the time the game ended and its players,
 * "2026-11-30-154012-Alice-Bob.sgf": the names are made safe for a file
 * name (no '/', no control or shell-quoting characters, no leading dot, at
 * most ARCHIVE_NAME_MAX bytes of whole characters) and a name already taken
 * gets "-2", "-3" … before ".sgf".  Files are written atomically
 * (file_write_atomic).  The list is newest first, numbered from 1: `tengen
 * --games` prints it, `tengen --review N` opens its Nth game, `--review`
 * alone the first (the latest).
 *
 * Design notes:
 * - record_archive(r, g, dir, black, white) (record.c): when g is
 *   PHASE_FINISHED and its fingerprint (seen_now, as the autosave's) differs
 *   from the one kept (or the one opened: record_open sets it, so a finished
 *   file opened or reviewed is not kept again), the record (record_write: RE,
 *   TB/TW, confirmations) goes to r->archived atomically (file_write_atomic,
 *   no backup), a new path (archive_new_path:
 *   YYYY-MM-DD-HHMMSS-BLACK-WHITE.sgf, names through archive_safe_name, -2…
 *   when taken) the first time.  An ending taken back and played again
 *   rewrites that file; record_new_game forgets it. One try per state: a
 *   failure is not retried at every key.
 * - cmd_archive(c) (cmd_sgf.c) passes the players' names (or the engines')
 *   and on success sets c->saved, so quit and new ask nothing; a failure is
 *   the message.  cmd_autosave() calls it, which the screen runs after every
 *   key, engine event and clock tick (--plain after every line and engine
 *   move), so every ending (count, resignation, time, foul, no result, both
 *   lose, an engine's) passes there.
 * - archive_list() reads PB, PW, RE, SZ of every *.sgf (and .gib .ngf .ugf
 *   .ugi: formats.h; sanitized) and sorts
 *   newest first by the time in the name; archive_pick() is --review's choice
 *   (none: the first, a number: the Nth, else a file name, ".sgf" optional);
 *   main.c asks it only when FILE does not exist.  --games is sgftool_games()
 *   (src/cli/games.c).
 * - Tests: check_archive (names, unique paths, the list, the pick, once per
 *   ending, the same file after an undo, an opened file, cmd_archive and
 *   quit, an unwritable folder); e2e archive.sh (resignation, count, both
 *   lose, time, --games, --review, --review 4).
 */
#ifndef TENGEN_ARCHIVE_H
#define TENGEN_ARCHIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "rules/result.h"

#define ARCHIVE_NAME_MAX 40

/* The folder (made, mode 0700, with create); a new string, or NULL with
 * *cause. */
char *archive_dir(bool create, char **cause);

/* A player's name as a part of a file name (a new string); who ("Black")
 * when the name is NULL or nothing is left of it. */
char *archive_safe_name(const char *name, const char *who);

/* The path of a new file in dir for a game ended at when: taken by no file
 * yet (a new string). */
char *archive_new_path(const char *dir, time_t when, const char *black, const char *white);

/* One archived game, as the list shows it. */
struct archive_entry {
	char *path;
	const char *name;     /* the file's name, in path */
	char date[32];        /* "2026-11-30 15:40" */
	time_t when;          /* the time in the name, else the file's */
	char *black, *white;  /* PB, PW, sanitized; NULL if none */
	int size;             /* SZ; 0 when the file cannot be read */
	char *result;         /* RE for people (endstate_result_shown: "Both lose"
	                         for RE[?] from both losing); NULL if none */
	struct game_result re; /* RE read (sgf_result_parse; both lose as above);
	                         kind RESULT_NONE when none or not known */
};

/* The games in dir (NULL: archive_dir), newest first.  Returns how many
 * (*list: a new array), 0 when the folder does not exist, or -1 with
 * *cause. */
int archive_list(const char *dir, struct archive_entry **list, char **cause);
void archive_list_free(struct archive_entry *list, int n);

/* The game `--review` means: which NULL the latest, a number N the Nth of
 * the list, else the name of a file of dir (".sgf" may be left out).  A new
 * path, or NULL with *cause. */
char *archive_pick(const char *dir, const char *which, char **cause);

/* --games' filters (archive_filter.c), all of them combined: a part of
 * either player's name in any case (ASCII letters folded); the date of the
 * list from since and up to until, compared as far as each is written
 * ("2026", "2026-01", "2026-06-30": --until 2026-06 takes all of June);
 * the result: "B+" / "W+" (a winner, however), "B+R" "W+T" "B+F" (by
 * resignation, time, forfeit), "B+3.5" (by so many points), "draw" (also
 * "jigo", "0"), "void", "both-lose"; the board's size.  Unset: any. */
struct archive_filter {
	const char *player;        /* NULL: any */
	char since[11], until[11]; /* "": any */
	bool result_set;
	struct game_result result; /* kind RESULT_NONE: the winner only */
	int size;                  /* 0: any */
};

/* Read a date of --since / --until into out[11]; false with *cause. */
bool archive_filter_date(const char *text, char *out, char **cause);
/* Read a result of --result into *r; false with *cause. */
bool archive_filter_result(const char *text, struct game_result *r, char **cause);
bool archive_filter_match(const struct archive_filter *f, const struct archive_entry *e);

#endif

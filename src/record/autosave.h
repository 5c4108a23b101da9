/*
 * autosave.h — never lose a game: atomic file writes, the `save` of a
 * record, and the autosave that the interactive program keeps in the XDG
 * state directory ($XDG_STATE_HOME/tengen, else ~/.local/state/tengen).
 *
 * Every write goes to a temporary file in the target's directory, is
 * fsync'ed, then renamed over the target: a reader, a crash or a full disk
 * sees the old file or the new one, never half of one.  `save` keeps the
 * previous version as FILE~.  A path that is a symbolic link writes the
 * file the link names (the rename would replace the link itself and leave
 * that file old); a directory is refused before any file is made.
 *
 * The autosave of a running game is DIR/game-PID.sgf.  The program calls
 * autosave_update() after every move; the record is serialized into one of
 * two buffers and written at once.  For SIGHUP, SIGTERM and SIGINT there are
 * two safe ways (both tested):
 *   1. the handler calls autosave_request() (it only sets a flag) and the
 *      main loop calls autosave_service(), which writes if asked; or
 *   2. the handler calls autosave_signal_flush(), which only uses
 *      async-signal-safe calls (open, write, fsync, close, rename) on the
 *      buffer that autosave_update() completed last and on paths computed in
 *      advance.  autosave_update() fills the other buffer and switches with
 *      one sig_atomic_t store, so a handler never sees a half-built record.
 * A record that changes every second (a running clock's time on the move)
 * is only staged in memory (autosave_stage_text): the signal path writes it
 * as any ready buffer, autosave_close() too, so quitting loses none of it.
 * When the game ends (or is saved and left), autosave_finish() removes the
 * file; at start autosave_find() lists the ones a previous run left behind.
 *
 * Which autosaves belong to a game still running is known by a lock, not by
 * the PID in the name (a PID may be reused after a reboot, and a process of
 * that number need not be tengen): a running game holds flock() on
 * DIR/game-PID.lock for its whole life; the kernel drops the lock when the
 * process dies, however it dies.  An autosave whose lock can be taken is
 * left over; one whose lock cannot is a game open elsewhere (a frozen ssh
 * session, say), counted but not offered.  A lock file that no process
 * holds is removed when autosave_find() meets it (a killed tengen's would
 * pile up otherwise): the remover holds the flock while it unlinks, and a
 * tengen that opened the name just then sees that its file is no longer the
 * one at the path and makes it anew.  Declined autosaves are kept as
 * declined-*.sgf for AUTOSAVE_KEEP_DAYS days (autosave_prune), without
 * their lock.
 *
 * What the front ends call:
 * - save FILE: sgf_save_game(path, g, info, &cause) for a plain record; the
 *   program goes through record_save() (record.h), which writes
 *   record_write()'s text with file_write_atomic(…, backup=true): a temp
 *   file in the same directory, fsync, the old file kept as FILE~ (hard
 *   link, or a copy), rename over FILE, fsync of the directory.  On failure
 *   -1 and a message (free it); the old file and the game are untouched.
 * - At start: autosave_prune(NULL, AUTOSAVE_KEEP_DAYS) removes declined
 *   autosaves older than 30 days; autosave_find(NULL, &paths, &nopen,
 *   &cause) lists the files of games no longer running, newest first, and
 *   counts the ones still running elsewhere (it tries each file's .lock).
 *   The screen offers each file in turn with record_describe (date, size,
 *   move, players), then autosave_discard(path) (the file and its lock).
 * - a = autosave_open(NULL, &cause) when a game starts (it takes the lock
 *   and computes the paths the signal flush needs).
 * - After every move: autosave_update(a, g, info, &cause), or
 *   autosave_update_text(a, text, len, &cause) with a record already made.
 * - Signals: one of the two ways above; both are tested in check_sgf with
 *   real signals.
 * - Game over, or saved and quit: autosave_finish(a); then autosave_close(a).
 * - A game left unsaved for another (new, load!, play-from-here!):
 *   autosave_keep(a, &kept, &cause) writes its last record as
 *   game-PID-N.sgf (which autosave_find lists like game-PID.sgf) and starts
 *   empty (record_leave, cmd_record_leave).
 */
#ifndef TENGEN_AUTOSAVE_H
#define TENGEN_AUTOSAVE_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "rules/game.h"
#include "record/sgfgame.h"

/* Write data to path atomically; with backup, an existing path is kept as
 * path~.  A path that is there and not a regular file (a device such as
 * /dev/null, a FIFO) is refused: the rename would replace it.  Returns 0,
 * or -1 with *cause a new message (free it); on failure the existing file
 * is untouched. */
int file_write_atomic(const char *path, const char *data, size_t len, bool backup,
                      char **cause);

/* `save FILE`: file_write_atomic of text, keeping FILE~; text is freed (it
 * was built to be written).  0, or -1 with *cause. */
int file_save(const char *path, struct sbuf *text, char **cause);

/* `save FILE`: write g as an SGF record (UTF-8), keeping FILE~. */
int sgf_save_game(const char *path, const struct game *g, const struct game_info *info,
                  char **cause);

/* The state directory, created if needed (mode 0700); a new string, or NULL
 * with *cause. */
char *autosave_dir(char **cause);

struct autosave {
	char *path;                 /* DIR/game-PID.sgf */
	char *tmp;                  /* DIR/.game-PID.sgf.tmp, for the main loop */
	char *sigtmp;               /* DIR/.game-PID.sgf.sig, for a signal handler
	                               (its own name: it may interrupt a write) */
	char *buf[2];
	size_t len[2], cap[2];
	volatile sig_atomic_t ready;    /* buffer complete and current: 0, 1, or -1 */
	volatile sig_atomic_t requested;
	volatile sig_atomic_t dirty;    /* the ready buffer is not on disk yet */
	int nkept;                      /* games left and kept (autosave_keep) */
	char *lock;                     /* DIR/game-PID.lock, held while we run */
	int lockfd;                     /* -1: no lock (the autosave works without) */
};

/* How long a declined autosave is kept. */
#define AUTOSAVE_KEEP_DAYS 30

/* Start autosaving into dir (NULL: the XDG state directory).  NULL with
 * *cause if the directory cannot be made. */
struct autosave *autosave_open(const char *dir, char **cause);
/* Serialize g and write it; -1 with *cause if the write failed (the record
 * stays in memory and the signal path will try again). */
int autosave_update(struct autosave *a, const struct game *g, const struct game_info *info,
                    char **cause);
/* The same with the record's text already made (record.c adds the end of
 * the game and the opened file's variations). */
int autosave_update_text(struct autosave *a, const char *data, size_t len, char **cause);
/* The same held in memory only, for a change that comes every second (the
 * time used on the move in progress, record.c): the ready buffer, dirty,
 * which the signal path, autosave_keep, the next write and autosave_close
 * put on disk. */
void autosave_stage_text(struct autosave *a, const char *data, size_t len);
/* Signal handlers: set a flag only ... */
void autosave_request(struct autosave *a);
/* ... that the main loop services: writes when requested; returns 1 if it
 * wrote, 0 if nothing was asked, -1 on an error (with *cause). */
int autosave_service(struct autosave *a, char **cause);
/* Async-signal-safe: write the last complete record now.  0 or -1. */
int autosave_signal_flush(struct autosave *a);
/* The game in the autosave is left for another (`new`, `load!`): its last
 * record is kept as DIR/game-PID-N.sgf, which a later run offers like any
 * autosave left behind, and the autosave starts empty.  Returns 1 with *kept
 * (a new string) the file kept, 0 when there was no record, -1 with *cause
 * (the autosave is then unchanged). */
int autosave_keep(struct autosave *a, char **kept, char **cause);
/* The game is over or saved: remove the autosave file. */
void autosave_finish(struct autosave *a);
/* Free a (the file stays, for resuming), a record staged written first. */
void autosave_close(struct autosave *a);

/* Autosaves left by earlier runs in dir (NULL: the XDG state directory),
 * newest first; those of a tengen still running (locked) are skipped and
 * counted in *nopen (may be NULL).  Returns how many (*paths is a new
 * NULL-terminated array), or -1 with *cause. */
int autosave_find(const char *dir, char ***paths, int *nopen, char **cause);
/* Remove the declined autosaves in dir (NULL: the XDG state directory)
 * older than days days; returns how many were removed. */
int autosave_prune(const char *dir, int days);
void autosave_free_list(char **paths);
/* Remove an old autosave (and its lock file, unless held) once it has been
 * resumed. */
int autosave_discard(const char *path);
/* A declined autosave DIR/NAME is kept as DIR/declined-NAME (returned, a new
 * string; NULL with errno when it cannot be renamed) and its lock removed. */
char *autosave_decline(const char *path);

#endif

/*
 * autosave.c — atomic writes, `save`, and the autosave of the game in play
 * (model in autosave.h).
 */
#include "record/autosave.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/paths.h"
#include "base/util.h"

static int write_all(int fd, const char *data, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, data, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

/* The temporary file fd (named tmp) gets data, is fsync'ed and closed.  On
 * failure -1 with errno from the call that failed; fd is closed and tmp
 * removed.  Async-signal-safe (write_all too): the signal handler's flush
 * writes with it as well as file_write_atomic. */
static int write_synced(int fd, const char *tmp, const char *data, size_t len)
{
	int e;

	if (write_all(fd, data, len) == 0 && fsync(fd) == 0) {
		if (close(fd) == 0)
			return 0;
		e = errno;
	} else {
		e = errno;
		close(fd);
	}
	unlink(tmp);
	errno = e;
	return -1;
}

/* The publish: rename the complete temporary file over path, so a reader
 * sees the old file or the new one.  On failure -1 with errno; tmp removed.
 * Async-signal-safe. */
static int rename_over(const char *tmp, const char *path)
{
	int e;

	if (rename(tmp, path) == 0)
		return 0;
	e = errno;
	unlink(tmp);
	errno = e;
	return -1;
}

static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *d;

	if (!slash)
		return xstrdup(".");
	if (slash == path)
		return xstrdup("/");
	d = xmalloc((size_t)(slash - path) + 1);
	memcpy(d, path, (size_t)(slash - path));
	d[slash - path] = '\0';
	return d;
}

static void sync_dir(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY);

	if (fd >= 0) {
		(void)fsync(fd);
		close(fd);
	}
}

/* path~ becomes a copy of path: a hard link when the file system has them. */
static int keep_backup(const char *path, char **cause)
{
	struct sbuf bak;
	int rc = 0;

	sbuf_init(&bak);
	sbuf_printf(&bak, "%s~", path);
	if (unlink(bak.s) < 0 && errno != ENOENT) {
		cause_set(cause, _("cannot replace the backup %s: %s"), bak.s, strerror(errno));
		rc = -1;
	} else if (link(path, bak.s) < 0) {
		int in = open(path, O_RDONLY), out = -1;
		char buf[65536];
		ssize_t n = 0;

		if (in >= 0)
			out = open(bak.s, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		while (out >= 0 && (n = read(in, buf, sizeof buf)) > 0)
			if (write_all(out, buf, (size_t)n) < 0)
				n = -1;
		if (in < 0 || out < 0 || n < 0) {
			cause_set(cause, _("cannot keep the backup %s: %s"), bak.s, strerror(errno));
			if (out >= 0) /* no half a backup left */
				unlink(bak.s);
			rc = -1;
		}
		if (in >= 0)
			close(in);
		if (out >= 0)
			close(out);
	}
	sbuf_free(&bak);
	return rc;
}

/* The file a save replaces: path, or the file its symbolic links name (the
 * rename would put a new file in the link's place and leave the file it
 * named old).  A link to nothing yet names the file to make. */
static char *link_target(const char *path)
{
	char *p = xstrdup(path), buf[4096];
	struct stat st;
	int hops;

	for (hops = 0; hops < 40 && lstat(p, &st) == 0 && S_ISLNK(st.st_mode); hops++) {
		ssize_t n = readlink(p, buf, sizeof buf - 1);
		char *dir, *next;

		if (n <= 0)
			break;
		buf[n] = '\0';
		dir = dir_of(p);
		next = buf[0] == '/' ? xstrdup(buf) : xasprintf("%s/%s", dir, buf);
		free(dir);
		free(p);
		p = next;
	}
	return p;
}

int file_write_atomic(const char *shown, const char *data, size_t len, bool backup, char **cause)
{
	char *path = link_target(shown), *dir = dir_of(path);
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	struct sbuf tmp;
	struct stat st;
	mode_t mask;
	int fd, rc = -1;
	bool exists = stat(path, &st) == 0;

	sbuf_init(&tmp);
	if (exists && !S_ISREG(st.st_mode)) {
		/* said before any file is made; a device or a FIFO would be
		   replaced by the rename, not written */
		cause_set(cause, _("cannot write %s: %s"), shown,
		          S_ISDIR(st.st_mode) ? strerror(EISDIR) : _("not a regular file"));
		goto out;
	}
	sbuf_printf(&tmp, "%s/.%s.XXXXXX", dir, base);
	fd = mkstemp(tmp.s);
	if (fd < 0) {
		cause_set(cause, _("cannot write %s: %s"), shown, strerror(errno));
		goto out;
	}
	if (exists) { /* the file replaced keeps its mode */
		(void)fchmod(fd, st.st_mode & 07777);
	} else {
		mask = umask(0);
		umask(mask);
		(void)fchmod(fd, 0666 & ~mask);
	}
	if (write_synced(fd, tmp.s, data, len) < 0) {
		cause_set(cause, _("cannot write %s: %s"), shown, strerror(errno));
		goto out;
	}
	if (backup && exists && keep_backup(path, cause) < 0) {
		unlink(tmp.s);
		goto out;
	}
	if (rename_over(tmp.s, path) < 0) {
		cause_set(cause, _("cannot write %s: %s"), shown, strerror(errno));
		goto out;
	}
	sync_dir(dir);
	rc = 0;
out:
	sbuf_free(&tmp);
	free(dir);
	free(path);
	return rc;
}

int file_save(const char *path, struct sbuf *text, char **cause)
{
	int rc = file_write_atomic(path, text->s ? text->s : "", text->len, true, cause);

	sbuf_free(text);
	return rc;
}

int sgf_save_game(const char *path, const struct game *g, const struct game_info *info,
                  char **cause)
{
	struct sbuf b;

	sbuf_init(&b);
	sgf_write_game(g, info, &b);
	return file_save(path, &b, cause);
}

char *autosave_dir(char **cause)
{
	return xdg_dir("XDG_STATE_HOME", ".local/state", "tengen", true, cause);
}

/* Does fd still name the file at path (not one another tengen removed as
 * a dead lock between our open and our flock)? */
static bool same_file(int fd, const char *path)
{
	struct stat a, b;

	return fstat(fd, &a) == 0 && stat(path, &b) == 0 && a.st_dev == b.st_dev &&
	       a.st_ino == b.st_ino;
}

/* The lock at path, created and held: its fd, or -1 (the autosave works
 * without).  A lock file removed under us as dead is made again. */
static int lock_take(const char *path)
{
	for (int tries = 0; tries < 5; tries++) {
		int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

		if (fd < 0)
			return -1;
		if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
			close(fd); /* not ours to hold */
			return -1;
		}
		if (same_file(fd, path))
			return fd;
		close(fd);
	}
	return -1;
}

/* Remove the lock file at path when no process holds it (its tengen is
 * gone, however it died); removed under our own flock, so a tengen starting
 * with that name at that moment makes its lock anew (lock_take).  True when
 * it was removed. */
static bool lock_clean(const char *path)
{
	int fd = open(path, O_RDWR | O_CLOEXEC);
	bool gone = false;

	if (fd < 0)
		return false;
	if (flock(fd, LOCK_EX | LOCK_NB) == 0 && same_file(fd, path))
		gone = unlink(path) == 0;
	close(fd);
	return gone;
}

struct autosave *autosave_open(const char *dir, char **cause)
{
	char *d = dir ? xstrdup(dir) : autosave_dir(cause);
	struct autosave *a;
	struct sbuf b;

	if (!d)
		return NULL;
	if (dir && dirs_make(d) < 0) {
		cause_set(cause, _("cannot create %s: %s"), d, strerror(errno));
		free(d);
		return NULL;
	}
	a = xcalloc(1, sizeof *a);
	a->ready = -1;
	sbuf_init(&b);
	sbuf_printf(&b, "%s/game-%ld.sgf", d, (long)getpid());
	a->path = b.s;
	sbuf_init(&b);
	sbuf_printf(&b, "%s/.game-%ld.sgf.tmp", d, (long)getpid());
	a->tmp = b.s;
	sbuf_init(&b);
	sbuf_printf(&b, "%s/.game-%ld.sgf.sig", d, (long)getpid());
	a->sigtmp = b.s;
	sbuf_init(&b);
	sbuf_printf(&b, "%s/game-%ld.lock", d, (long)getpid());
	a->lock = b.s;
	a->lockfd = lock_take(a->lock);
	free(d);
	return a;
}

/* Write the ready buffer through tmp to the autosave; -1 with errno.  Only
 * async-signal-safe calls, up to autosave_signal_flush. */
static int write_ready(struct autosave *a, const char *tmp)
{
	int k = a->ready, fd;

	if (k < 0)
		return 0;
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write_synced(fd, tmp, a->buf[k], a->len[k]) < 0 ||
	    rename_over(tmp, a->path) < 0)
		return -1;
	a->dirty = 0;
	return 0;
}

int autosave_signal_flush(struct autosave *a)
{
	int saved = errno, rc = a ? write_ready(a, a->sigtmp) : -1;

	errno = saved;
	return rc;
}

/* The main loop's write of the ready buffer; -1 with *cause. */
static int write_or_say(struct autosave *a, char **cause)
{
	if (write_ready(a, a->tmp) == 0)
		return 0;
	cause_set(cause, _("cannot autosave to %s: %s"), a->path, strerror(errno));
	return -1;
}

/* The buffer a new record goes into: never the one a handler may be writing. */
static int spare(const struct autosave *a)
{
	return a->ready == 0 ? 1 : 0;
}

/* Buffer k, complete, becomes the ready one, not yet on disk.  The fence keeps
 * the buffer's bytes before the one sig_atomic_t store that switches: a
 * handler sees the old record or this one, never half of one. */
static void publish(struct autosave *a, int k)
{
	atomic_signal_fence(memory_order_seq_cst);
	a->ready = k;
	a->dirty = 1;
}

int autosave_update(struct autosave *a, const struct game *g, const struct game_info *info,
                    char **cause)
{
	int k = spare(a);
	struct sbuf b = { a->buf[k], 0, a->cap[k] };

	if (b.s)
		b.s[0] = '\0';
	sgf_write_game(g, info, &b);
	a->buf[k] = b.s;
	a->len[k] = b.len;
	a->cap[k] = b.cap;
	publish(a, k);
	return write_or_say(a, cause);
}

/* data into the spare buffer; returns it. */
static int fill(struct autosave *a, const char *data, size_t len)
{
	int k = spare(a);

	if (a->cap[k] < len + 1) {
		a->buf[k] = xrealloc(a->buf[k], len + 1);
		a->cap[k] = len + 1;
	}
	memcpy(a->buf[k], data, len);
	a->buf[k][len] = '\0';
	a->len[k] = len;
	return k;
}

int autosave_update_text(struct autosave *a, const char *data, size_t len, char **cause)
{
	publish(a, fill(a, data, len));
	return write_or_say(a, cause);
}

void autosave_stage_text(struct autosave *a, const char *data, size_t len)
{
	publish(a, fill(a, data, len));
}

void autosave_request(struct autosave *a)
{
	a->requested = 1;
}

int autosave_service(struct autosave *a, char **cause)
{
	if (!a->requested && !a->dirty)
		return 0;
	a->requested = 0;
	return write_or_say(a, cause) < 0 ? -1 : 1;
}

int autosave_keep(struct autosave *a, char **kept, char **cause)
{
	size_t stem = strlen(a->path) - strlen(".sgf");
	int k = a->ready;
	struct sbuf p;

	if (k < 0)
		return 0;
	sbuf_init(&p);
	do { /* a name no file has: an earlier run of this PID may have left one */
		sbuf_reset(&p);
		sbuf_printf(&p, "%.*s-%d.sgf", (int)stem, a->path, ++a->nkept);
	} while (access(p.s, F_OK) == 0);
	if (file_write_atomic(p.s, a->buf[k], a->len[k], false, cause) < 0) {
		sbuf_free(&p);
		return -1;
	}
	autosave_finish(a);
	*kept = p.s;
	return 1;
}

void autosave_finish(struct autosave *a)
{
	a->ready = -1;
	unlink(a->path);
	unlink(a->tmp);
	unlink(a->sigtmp);
	a->dirty = 0;
}

void autosave_close(struct autosave *a)
{
	if (!a)
		return;
	if (a->ready >= 0 && a->dirty) /* a record staged, or a write that failed */
		(void)write_ready(a, a->tmp);
	if (a->lockfd >= 0) {
		unlink(a->lock); /* the game is no longer running */
		close(a->lockfd);
	}
	free(a->lock);
	free(a->buf[0]);
	free(a->buf[1]);
	free(a->path);
	free(a->tmp);
	free(a->sigtmp);
	free(a);
}

struct found {
	char *path;
	struct timespec mtime; /* to the nanosecond: two games left in one
	                          second are still in their order */
};

static int newest_first(const void *x, const void *y)
{
	const struct found *a = x, *b = y;

	if (a->mtime.tv_sec != b->mtime.tv_sec)
		return a->mtime.tv_sec < b->mtime.tv_sec ? 1 : -1;
	if (a->mtime.tv_nsec != b->mtime.tv_nsec)
		return a->mtime.tv_nsec < b->mtime.tv_nsec ? 1 : -1;
	return strcmp(a->path, b->path);
}

/* The lock file of the autosave at path: .sgf replaced by .lock. */
static char *lock_of(const char *path)
{
	size_t n = strlen(path);

	return xasprintf("%.*s.lock", (int)(n > 4 ? n - 4 : n), path);
}

/* Is the game autosaved at path running (its lock held by a process)? */
static bool still_open(const char *path)
{
	char *lock = lock_of(path);
	int fd = open(lock, O_RDWR | O_CLOEXEC);
	bool held = false;

	free(lock);
	if (fd < 0)
		return false;
	held = flock(fd, LOCK_EX | LOCK_NB) < 0 && errno == EWOULDBLOCK;
	close(fd); /* and the lock, if we took it */
	return held;
}

/* Is name an autosave, game-PID.sgf or (a game left) game-PID-N.sgf? */
static bool autosave_name(const char *name, long *pid)
{
	int n = 0;

	if (sscanf(name, "game-%ld%n", pid, &n) != 1 || n == 0)
		return false;
	name += n;
	if (*name == '-' && name[1] >= '0' && name[1] <= '9')
		name += 1 + strspn(name + 1, "0123456789");
	return strcmp(name, ".sgf") == 0;
}

/* Is name a lock, game-PID.lock? */
static bool lock_name(const char *name)
{
	long pid;
	int n = 0;

	return sscanf(name, "game-%ld%n", &pid, &n) == 1 && n > 0 && strcmp(name + n, ".lock") == 0;
}

int autosave_find(const char *dir, char ***paths, int *nopen, char **cause)
{
	char *d = dir ? xstrdup(dir) : autosave_dir(cause);
	struct found *f = NULL;
	size_t n = 0, cap = 0;
	struct dirent *e;
	DIR *dp;

	*paths = NULL;
	if (nopen)
		*nopen = 0;
	if (!d)
		return -1;
	if (!(dp = opendir(d))) {
		if (errno == ENOENT) {
			free(d);
			*paths = xcalloc(1, sizeof **paths);
			return 0;
		}
		cause_set(cause, _("cannot read %s: %s"), d, strerror(errno));
		free(d);
		return -1;
	}
	while ((e = readdir(dp))) {
		long pid;
		struct stat st;
		struct sbuf p;

		sbuf_init(&p);
		sbuf_printf(&p, "%s/%s", d, e->d_name);
		if (lock_name(e->d_name))
			(void)lock_clean(p.s); /* a killed tengen's: they would pile up */
		if (!autosave_name(e->d_name, &pid)) {
			sbuf_free(&p);
			continue;
		}
		if (stat(p.s, &st) < 0 || !S_ISREG(st.st_mode) || st.st_size == 0) {
			sbuf_free(&p);
			continue;
		}
		if (still_open(p.s)) { /* a game running in another tengen */
			if (nopen && pid != (long)getpid())
				(*nopen)++;
			sbuf_free(&p);
			continue;
		}
		f = xgrow(f, &cap, n + 1, sizeof *f);
		f[n].path = p.s;
		f[n++].mtime = st.st_mtim;
	}
	closedir(dp);
	free(d);
	if (n)
		qsort(f, n, sizeof *f, newest_first);
	*paths = xcalloc(n + 1, sizeof **paths);
	for (size_t i = 0; i < n; i++)
		(*paths)[i] = f[i].path;
	free(f);
	return (int)n;
}

void autosave_free_list(char **paths)
{
	if (!paths)
		return;
	for (char **p = paths; *p; p++)
		free(*p);
	free(paths);
}

/* The lock of the autosave at path unless its game still runs. */
static void unlock_left(const char *path)
{
	char *lock = lock_of(path);

	(void)lock_clean(lock);
	free(lock);
}

int autosave_discard(const char *path)
{
	unlock_left(path);
	return unlink(path);
}

char *autosave_decline(const char *path)
{
	const char *base = strrchr(path, '/');
	char *to = base ? xasprintf("%.*s/declined-%s", (int)(base - path), path, base + 1)
	                : xasprintf("declined-%s", path);

	if (rename(path, to) < 0) {
		free(to);
		return NULL;
	}
	unlock_left(path);
	return to;
}

int autosave_prune(const char *dir, int days)
{
	char *d = dir ? xstrdup(dir) : autosave_dir(NULL);
	time_t before = time(NULL) - (time_t)days * 24 * 60 * 60;
	struct dirent *e;
	DIR *dp = d ? opendir(d) : NULL;
	int n = 0;

	while (dp && (e = readdir(dp))) {
		struct stat st;
		char *p;

		if (strncmp(e->d_name, "declined-game-", 14) != 0)
			continue;
		p = xasprintf("%s/%s", d, e->d_name);
		if (stat(p, &st) == 0 && S_ISREG(st.st_mode) && st.st_mtime < before &&
		    unlink(p) == 0) {
			char *was = xasprintf("%s/%s", d, e->d_name + 9); /* game-PID.sgf */

			unlock_left(was); /* and the lock a decline of old left */
			free(was);
			n++;
		}
		free(p);
	}
	if (dp)
		closedir(dp);
	free(d);
	return n;
}

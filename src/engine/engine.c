/*
 * engine.c — a GTP engine as a child process (engine.h).
 *
 * Its standard input is one end of a socket pair, so a write to an engine
 * that died fails with EPIPE (send(MSG_NOSIGNAL)) instead of killing tengen
 * with SIGPIPE; its output and error are pipes.  Our ends never block.  One
 * command is in flight at a time: the next is written when the answer to
 * the previous one is complete (GTP answers end with an empty line).
 */
#include "base/i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine/engine.h"
#include "base/clock_ms.h"
#include "base/util.h"

extern char **environ;

/* Characters that only a shell gives a meaning to, outside quotes. */
#define SHELL_CHARS "|&;<>()$`*?[]{}~#!\n"
/* How much of the engine's standard error is kept. */
#define ERR_KEEP 2048
/* The longest answer taken (a board of final_status_list is a few KiB). */
#define ANSWER_MAX (1 << 20)
/* How many of its last lines a message quotes. */
#define ERR_LINES 3

struct request {
	char *line;
	int tag;
	int timeout_ms;
	bool stream;  /* engine_stream(): its lines come one by one */
	bool opened;  /* a stream's "=" line came */
	bool written; /* in the write buffer already */
};

struct engine {
	pid_t pid;
	int in_fd, out_fd, err_fd;
	bool dead;
	struct request *q;       /* q[0] is being answered */
	size_t nq, capq;
	struct sbuf wr;          /* bytes still to write */
	size_t wr_off;
	struct sbuf rd;          /* bytes read, not yet a whole answer */
	struct engine_answer *ans;
	size_t nans, capans;
	struct sbuf err;         /* the tail of its standard error */
	int64_t deadline;        /* clock_ms() by which q[0] must be answered */
};

/* ---- words ---- */

static void word_add(char ***v, size_t *n, size_t *cap, struct sbuf *w)
{
	*v = xgrow(*v, cap, *n + 2, sizeof **v);
	(*v)[(*n)++] = xstrdup(w->s ? w->s : "");
	(*v)[*n] = NULL;
	sbuf_reset(w);
}

/* One quoted part starting at *p (the quote); false when it is not closed. */
static bool quoted(const char **p, struct sbuf *w)
{
	char q = *(*p)++;

	for (; **p && **p != q; (*p)++) {
		if (q == '"' && **p == '\\' && (*p)[1] && strchr("\"\\$`", (*p)[1]))
			(*p)++;
		sbuf_addc(w, **p);
	}
	if (!**p)
		return false;
	(*p)++;
	return true;
}

char **engine_split(const char *command, bool *shell, char **cause)
{
	char **v = NULL;
	size_t n = 0, cap = 0;
	struct sbuf w;
	const char *p = command;

	*shell = false;
	sbuf_init(&w);
	sbuf_add(&w, "");
	while (*p) {
		bool in_word = false;

		while (*p == ' ' || *p == '\t')
			p++;
		while (*p && *p != ' ' && *p != '\t') {
			in_word = true;
			if (*p == '\'' || *p == '"') {
				if (!quoted(&p, &w)) {
					cause_set(cause, _("unclosed quote in the engine command"));
					sbuf_free(&w);
					engine_words_free(v);
					return NULL;
				}
				continue;
			}
			if (*p == '\\' && p[1])
				p++;
			else if (strchr(SHELL_CHARS, *p))
				*shell = true;
			sbuf_addc(&w, *p++);
		}
		if (in_word)
			word_add(&v, &n, &cap, &w);
	}
	sbuf_free(&w);
	if (n == 0) {
		cause_set(cause, _("the engine command is empty"));
		engine_words_free(v);
		return NULL;
	}
	return v;
}

void engine_words_free(char **words)
{
	for (size_t i = 0; words && words[i]; i++)
		free(words[i]);
	free(words);
}

/* ---- the process ---- */

static void close_pair(int *fds)
{
	if (fds[0] >= 0)
		close(fds[0]);
	if (fds[1] >= 0)
		close(fds[1]);
}

/* The process group of the engine started last, and the process that
 * started it (a fork inherits both, but did not start that engine), for
 * engine_kill_last(), which a signal handler calls. */
static volatile sig_atomic_t last_group, last_parent;

void engine_kill_last(void)
{
	if (last_group > 0 && last_parent == (sig_atomic_t)getpid())
		kill(-(pid_t)last_group, SIGKILL);
}

/* posix_spawnp with fds as its 0, 1 and 2, in a process group of its own:
 * signals meant for tengen's group do not reach it (Ctrl-C on the
 * terminal goes to the foreground group, tengen's, which the engine is
 * not in: tengen decides when it ends), and the group is what end_group()
 * kills, the engine and every process it started (sh -c's pipeline).  An
 * errno value. */
static int spawn(pid_t *pid, char **argv, const int *fds)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	sigset_t none;
	int rc;

	posix_spawn_file_actions_init(&fa);
	for (int i = 0; i < 3; i++)
		posix_spawn_file_actions_adddup2(&fa, fds[i], i);
	posix_spawnattr_init(&at);
	sigemptyset(&none);
	posix_spawnattr_setsigmask(&at, &none);
	posix_spawnattr_setpgroup(&at, 0);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
	rc = posix_spawnp(pid, argv[0], &fa, &at, argv, environ);
	if (rc == 0) {
		last_group = (sig_atomic_t)*pid;
		last_parent = (sig_atomic_t)getpid();
	}
	posix_spawnattr_destroy(&at);
	posix_spawn_file_actions_destroy(&fa);
	return rc;
}

/* Is there a program called name (a path, or found in $PATH)? */
static bool program_exists(const char *name)
{
	const char *path = getenv("PATH");
	bool found = false;

	if (strchr(name, '/'))
		return access(name, X_OK) == 0;
	for (const char *d = path ? path : "/usr/bin:/bin"; !found; d++) {
		size_t len = strcspn(d, ":");
		char *full = xasprintf("%.*s/%s", (int)len, len ? d : ".", name);

		found = access(full, X_OK) == 0;
		free(full);
		d += len;
		if (!*d)
			break;
	}
	return found;
}

static char **command_argv(const char *command, char **cause)
{
	bool shell;
	char **argv = engine_split(command, &shell, cause);

	if (argv && !shell && !program_exists(argv[0])) {
		char *name = text_sanitize(argv[0]);

		cause_set(cause, _("cannot start the engine '%s': no such program"), name);
		free(name);
		engine_words_free(argv);
		return NULL;
	}
	if (argv && shell) {
		engine_words_free(argv);
		argv = xcalloc(4, sizeof *argv);
		argv[0] = xstrdup("/bin/sh");
		argv[1] = xstrdup("-c");
		argv[2] = xstrdup(command);
	}
	return argv;
}

static int cloexec_pipe(int *fds)
{
	if (pipe(fds) < 0)
		return -1;
	fcntl(fds[0], F_SETFD, FD_CLOEXEC);
	fcntl(fds[1], F_SETFD, FD_CLOEXEC);
	return 0;
}

struct engine *engine_spawn(const char *command, char **cause)
{
	int in[2] = { -1, -1 }, out[2] = { -1, -1 }, err[2] = { -1, -1 };
	char **argv = command_argv(command, cause);
	struct engine *e;
	int rc;

	if (!argv)
		return NULL;
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) < 0 ||
	    cloexec_pipe(out) < 0 || cloexec_pipe(err) < 0) {
		cause_set(cause, _("cannot start the engine: %s"), strerror(errno));
		close_pair(in), close_pair(out), close_pair(err);
		engine_words_free(argv);
		return NULL;
	}
	e = xcalloc(1, sizeof *e);
	rc = spawn(&e->pid, argv, (const int[]){ in[1], out[1], err[1] });
	close(in[1]), close(out[1]), close(err[1]);
	if (rc != 0) {
		cause_set(cause, _("cannot start the engine '%s': %s"), argv[0], strerror(rc));
		close(in[0]), close(out[0]), close(err[0]);
		engine_words_free(argv);
		free(e);
		return NULL;
	}
	engine_words_free(argv);
	e->in_fd = in[0], e->out_fd = out[0], e->err_fd = err[0];
	fcntl(e->out_fd, F_SETFL, O_NONBLOCK);
	fcntl(e->err_fd, F_SETFL, O_NONBLOCK);
	sbuf_init(&e->wr), sbuf_init(&e->rd), sbuf_init(&e->err);
	return e;
}

/* Reap the process: true when it has exited (its status in *status). */
static bool reap(struct engine *e, int wait_ms, int *status)
{
	for (int waited = 0; e->pid > 0; waited += 10) {
		pid_t r = waitpid(e->pid, status, WNOHANG);

		if (r == e->pid || (r < 0 && errno != EINTR)) {
			e->pid = 0;
			return r > 0;
		}
		if (waited >= wait_ms)
			return false;
		nanosleep(&(struct timespec){ 0, 10 * 1000000 }, NULL);
	}
	return false;
}

static void close_fds(struct engine *e)
{
	if (e->in_fd >= 0)
		close(e->in_fd);
	if (e->out_fd >= 0)
		close(e->out_fd);
	if (e->err_fd >= 0)
		close(e->err_fd);
	e->in_fd = e->out_fd = e->err_fd = -1;
}

/* Has the engine (its process group's leader) exited within wait_ms?  It
 * is not reaped (WNOWAIT): while it is a zombie its group's id cannot be
 * given to another process, so the group can still be killed safely. */
static bool leader_exited(struct engine *e, int wait_ms)
{
	for (int waited = 0;; waited += 10) {
		siginfo_t si = { .si_pid = 0 };

		if (waitid(P_PID, (id_t)e->pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0) {
			if (errno != EINTR)
				return true; /* no such child: nothing to wait for */
		} else if (si.si_pid == e->pid) {
			return true;
		}
		if (waited >= wait_ms)
			return false;
		nanosleep(&(struct timespec){ 0, 10 * 1000000 }, NULL);
	}
}

/* The end of the engine's process group: the leader has wait_ms to exit by
 * itself, then the whole group gets SIGKILL and the leader is reaped.  The
 * group, not the leader alone: `sh -c 'eng | cat'` left eng and cat
 * running, adopted by init, after a timeout and after tengen quit.  True
 * when the leader exited by itself (its status in *status). */
static bool end_group(struct engine *e, int wait_ms, int *status)
{
	bool by_itself;

	if (e->pid <= 0)
		return false;
	by_itself = leader_exited(e, wait_ms);
	kill(-e->pid, SIGKILL);
	reap(e, 1000, status);
	e->pid = 0;
	return by_itself;
}

/* Stop it: EOF on its input lets it quit; then SIGKILL to its group. */
static void stop(struct engine *e, int wait_ms)
{
	int status;

	if (e->in_fd >= 0 && !e->dead)
		send(e->in_fd, "quit\n", 5, MSG_NOSIGNAL | MSG_DONTWAIT);
	close_fds(e);
	end_group(e, wait_ms, &status);
	e->dead = true;
}

void engine_free(struct engine *e)
{
	if (!e)
		return;
	stop(e, 200);
	for (size_t i = 0; i < e->nq; i++)
		free(e->q[i].line);
	for (size_t i = 0; i < e->nans; i++)
		free(e->ans[i].text);
	free(e->q);
	free(e->ans);
	sbuf_free(&e->wr), sbuf_free(&e->rd), sbuf_free(&e->err);
	free(e);
}

/* ---- failing ---- */

const char *engine_stderr(const struct engine *e)
{
	return e->err.s ? e->err.s : "";
}

/* The last lines of its standard error on one line, sanitized. */
static char *err_tail(const struct engine *e)
{
	const char *s = engine_stderr(e);
	size_t len = strlen(s);
	int lines = 0;
	struct sbuf b;
	char *t;

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	for (size_t i = len; i > 0; i--)
		if (s[i - 1] == '\n' && ++lines == ERR_LINES) {
			s += i, len -= i;
			break;
		}
	sbuf_init(&b);
	sbuf_printf(&b, "%.*s", (int)len, s);
	for (char *c = b.s; c && *c; c++)
		if (*c == '\n')
			*c = '/';
	t = text_sanitize(b.s ? b.s : "");
	sbuf_free(&b);
	return t;
}

/* The engine failed: it is dead from now on; -1 with *cause (what happened,
 * then what it said on its standard error). */
__attribute__((format(printf, 3, 4)))
static int fail(struct engine *e, char **cause, const char *fmt, ...)
{
	char *what, *tail;
	va_list ap;

	va_start(ap, fmt);
	what = xvasprintf(fmt, ap);
	va_end(ap);
	stop(e, 100);
	tail = err_tail(e);
	if (*tail)
		cause_set(cause, _("%s (it said: %s)"), what, tail);
	else
		cause_set(cause, "%s", what);
	free(tail);
	free(what);
	return -1;
}

/* ---- requests and answers ---- */

/* Put the first queued command in the write buffer. */
static void write_request(struct engine *e, struct request *r)
{
	sbuf_add(&e->wr, r->line);
	sbuf_addc(&e->wr, '\n');
	r->written = true;
}

static void start_next(struct engine *e)
{
	if (e->nq == 0)
		return;
	if (!e->q[0].written)
		write_request(e, &e->q[0]);
	e->deadline = clock_ms() + e->q[0].timeout_ms;
}

/* Queue a request; a command after an open stream is written at once (it
 * ends the stream) and its time counts from then. */
static int queue(struct engine *e, const char *command, int tag, int timeout_ms,
                 bool stream, char **cause)
{
	if (e->dead) {
		cause_set(cause, _("the engine is not running"));
		return -1;
	}
	for (const char *c = command; *c; c++)
		if ((unsigned char)*c < 32 || *c == 127) {
			cause_set(cause, _("a GTP command is one line of text"));
			return -1;
		}
	e->q = xgrow(e->q, &e->capq, e->nq + 1, sizeof *e->q);
	e->q[e->nq].line = xstrdup(command);
	e->q[e->nq].tag = tag;
	e->q[e->nq].timeout_ms = timeout_ms > 0 ? timeout_ms : ENGINE_TIMEOUT_MS;
	e->q[e->nq].stream = stream;
	e->q[e->nq].opened = e->q[e->nq].written = false;
	if (e->nq++ == 0)
		start_next(e);
	else if (e->q[0].stream && e->q[0].opened) {
		write_request(e, &e->q[e->nq - 1]);
		if (e->nq == 2)
			e->deadline = clock_ms() + e->q[1].timeout_ms;
	}
	return 0;
}

int engine_send(struct engine *e, const char *command, int tag, int timeout_ms,
                char **cause)
{
	return queue(e, command, tag, timeout_ms, false, cause);
}

int engine_stream(struct engine *e, const char *command, int tag, int timeout_ms,
                  char **cause)
{
	return queue(e, command, tag, timeout_ms, true, cause);
}

bool engine_has_answer(const struct engine *e)
{
	return e->nans > 0;
}

bool engine_alive(const struct engine *e)
{
	return e && !e->dead;
}

pid_t engine_pid(const struct engine *e)
{
	return e->pid;
}

int engine_pollfds(const struct engine *e, struct pollfd *fds)
{
	int n = 0;

	if (e->dead)
		return 0;
	fds[n++] = (struct pollfd){ .fd = e->out_fd, .events = POLLIN };
	if (e->err_fd >= 0)
		fds[n++] = (struct pollfd){ .fd = e->err_fd, .events = POLLIN };
	if (e->wr.len > e->wr_off)
		fds[n++] = (struct pollfd){ .fd = e->in_fd, .events = POLLOUT };
	return n;
}

int engine_timeout_ms(const struct engine *e)
{
	int64_t ms;

	if (e->dead || e->nq == 0 || (e->q[0].stream && e->q[0].opened && e->nq == 1))
		return -1; /* an open stream may be quiet as long as it likes */
	ms = e->deadline - clock_ms();
	return ms < 0 ? 0 : ms > 1000000000 ? 1000000000 : (int)ms;
}

bool engine_take(struct engine *e, struct engine_answer *a)
{
	if (e->nans == 0)
		return false;
	*a = e->ans[0];
	memmove(e->ans, e->ans + 1, --e->nans * sizeof *e->ans);
	return true;
}

/* One complete answer text (without the empty line) for q[0]; -1 when it
 * is not GTP. */
static int answer(struct engine *e, const char *text, char **cause)
{
	struct engine_answer a;
	const char *p = text + 1;

	if (text[0] != '=' && text[0] != '?')
		return fail(e, cause, _("its answer is not GTP: \"%.40s\""), text);
	if (e->nq == 0)
		return fail(e, cause, _("the engine answered a command it was not given"));
	while (*p >= '0' && *p <= '9')
		p++;
	if (*p == ' ')
		p++;
	a.tag = e->q[0].tag;
	a.ok = text[0] == '=';
	a.partial = false;
	a.text = xstrdup(p);
	e->ans = xgrow(e->ans, &e->capans, e->nans + 1, sizeof *e->ans);
	e->ans[e->nans++] = a;
	free(e->q[0].line);
	memmove(e->q, e->q + 1, --e->nq * sizeof *e->q);
	start_next(e);
	return 0;
}

static void add_line(struct engine *e, const char *text)
{
	struct engine_answer a = { .tag = e->q[0].tag, .ok = true, .partial = true };

	a.text = xstrdup(text);
	e->ans = xgrow(e->ans, &e->capans, e->nans + 1, sizeof *e->ans);
	e->ans[e->nans++] = a;
}

/* The lines of an open stream out of e->rd (its "=" first): each one an
 * answer marked partial, until the empty line that ends it (left for
 * parse).  How many, or -1 when the first line is not GTP. */
static int stream_lines(struct engine *e, char **cause)
{
	struct request *r = &e->q[0];
	int found = 0;
	char *nl;

	while (!r->opened && e->rd.len && e->rd.s[0] == '\n') {
		memmove(e->rd.s, e->rd.s + 1, e->rd.len); /* blank lines before it */
		e->rd.len--;
	}
	while (e->rd.len && e->rd.s[0] != '\n' && (nl = strchr(e->rd.s, '\n'))) {
		size_t used = (size_t)(nl - e->rd.s) + 1;
		const char *text = e->rd.s;

		*nl = '\0';
		if (!r->opened) {
			if (text[0] != '=')
				return fail(e, cause, _("its answer is not GTP: \"%.40s\""), text);
			r->opened = true;
			for (text++; *text >= '0' && *text <= '9'; text++)
				;
			while (*text == ' ')
				text++;
			if (e->nq > 1) /* commands came while it started: they end it */
				e->deadline = clock_ms() + e->q[1].timeout_ms;
			for (size_t i = 1; i < e->nq; i++)
				if (!e->q[i].written)
					write_request(e, &e->q[i]);
		}
		if (*text) {
			add_line(e, text);
			found++;
		}
		memmove(e->rd.s, e->rd.s + used, e->rd.len - used + 1);
		e->rd.len -= used;
	}
	return found;
}

/* Whole answers out of e->rd: how many, or -1. */
static int parse(struct engine *e, char **cause)
{
	int found = 0;
	char *end;

	while (e->nq && e->q[0].stream && (e->q[0].opened || !e->rd.len || e->rd.s[0] != '?')) {
		int n = stream_lines(e, cause);

		if (n < 0)
			return -1;
		found += n;
		if (!(e->rd.len && e->rd.s[0] == '\n' && e->q[0].opened))
			break;
		memmove(e->rd.s, e->rd.s + 1, e->rd.len); /* the end of the stream */
		e->rd.len--;
		if (answer(e, "=", cause) < 0)
			return -1;
		found++;
	}
	while (e->rd.len && (end = strstr(e->rd.s, "\n\n"))) {
		size_t skip = 0, used = (size_t)(end - e->rd.s) + 2;

		*end = '\0';
		while (e->rd.s[skip] == '\n')
			skip++;
		if (answer(e, e->rd.s + skip, cause) < 0)
			return -1;
		memmove(e->rd.s, e->rd.s + used, e->rd.len - used + 1);
		e->rd.len -= used;
		found++;
	}
	return found;
}

/* Append what fd has (CR and NUL dropped); 0 at end of file, -1 on error,
 * 1 when something (or nothing yet) was read. */
static int drain(int fd, struct sbuf *b)
{
	char buf[4096];

	for (;;) {
		ssize_t n = read(fd, buf, sizeof buf);

		if (n == 0)
			return 0;
		if (n < 0)
			return errno == EAGAIN || errno == EINTR ? 1 : -1;
		for (ssize_t i = 0; i < n; i++)
			if (buf[i] != '\r' && buf[i] != '\0')
				sbuf_addc(b, buf[i]);
	}
}

/* Keep the last ERR_KEEP bytes of its standard error. */
static void read_err(struct engine *e)
{
	if (e->err_fd >= 0 && drain(e->err_fd, &e->err) <= 0) {
		close(e->err_fd); /* it closed its standard error: no more to poll */
		e->err_fd = -1;
	}
	if (e->err.len > ERR_KEEP) {
		size_t cut = e->err.len - ERR_KEEP;

		memmove(e->err.s, e->err.s + cut, ERR_KEEP + 1);
		e->err.len = ERR_KEEP;
	}
}

static int write_some(struct engine *e, char **cause)
{
	while (e->wr.len > e->wr_off) {
		ssize_t n = send(e->in_fd, e->wr.s + e->wr_off, e->wr.len - e->wr_off,
		                 MSG_NOSIGNAL | MSG_DONTWAIT);

		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			return 0;
		if (n < 0)
			return fail(e, cause, _("the engine stopped reading (%s)"), strerror(errno));
		e->wr_off += (size_t)n;
	}
	sbuf_reset(&e->wr);
	e->wr_off = 0;
	return 0;
}

/* It closed its output: say how it ended. */
static int exited(struct engine *e, char **cause)
{
	int status = 0;

	close_fds(e);
	if (end_group(e, 500, &status)) {
		if (WIFSIGNALED(status))
			return fail(e, cause, _("the engine was killed by signal %d"), WTERMSIG(status));
		return fail(e, cause, _("the engine exited (status %d)"), WEXITSTATUS(status));
	}
	return fail(e, cause, _("the engine closed its output"));
}

int engine_service(struct engine *e, char **cause)
{
	int r;

	if (e->dead) {
		cause_set(cause, _("the engine is not running"));
		return -1;
	}
	read_err(e);
	if (write_some(e, cause) < 0)
		return -1;
	r = drain(e->out_fd, &e->rd);
	if (parse(e, cause) < 0)
		return -1;
	if (e->rd.len > ANSWER_MAX)
		return fail(e, cause, ngettext("its answer is longer than %d byte",
		                               "its answer is longer than %d bytes", ANSWER_MAX),
		            ANSWER_MAX);
	if (r <= 0) {
		read_err(e);
		return exited(e, cause);
	}
	if (e->nq && engine_timeout_ms(e) == 0)
		return fail(e, cause, _("the engine did not answer \"%.40s\" in %d s"),
		            e->q[0].line, (e->q[0].timeout_ms + 999) / 1000);
	return e->nans > 0;
}

int engine_call(struct engine *e, const char *command, int timeout_ms, char **answer_text,
                char **cause)
{
	struct engine_answer a;
	const int tag = -12345;

	if (engine_send(e, command, tag, timeout_ms, cause) < 0)
		return -1;
	for (;;) {
		struct pollfd fds[ENGINE_POLLFDS];
		int n = engine_pollfds(e, fds);

		poll(fds, (nfds_t)n, engine_timeout_ms(e));
		if (engine_service(e, cause) < 0)
			return -1;
		while (engine_take(e, &a)) {
			if (a.tag == tag) {
				*answer_text = a.text;
				return a.ok ? 1 : 0;
			}
			free(a.text);
		}
	}
}

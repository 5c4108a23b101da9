/*
 * bganalysis.c — the whole-game analysis in a worker process (see
 * bganalysis.h): the worker's loop, and the front end's reading of its
 * lines into the tree.
 */
#include "base/i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "engine/bganalysis.h"
#include "engine/engine.h"
#include "record/sgfgame.h"
#include "base/util.h"

/* Fixed-point scales of the numbers on the pipe (no locale in them). */
#define BG_MILLI 1000.0
#define BG_MICRO 1000000.0
/* Descriptors closed in the worker: every one from 3 below this. */
#define BG_MAX_FD 1024
/* How long the worker has to end its engine when told to (SIGTERM), in
 * steps of 10 ms, before both are killed outright. */
#define BG_TERM_STEPS 50

struct bg_analysis {
	pid_t pid;             /* the worker */
	long engine;           /* its engine's process group, 0: none yet */
	int fd;                /* the pipe's reading end */
	struct sgf *s;
	struct sgf_node **line;
	int n;
	struct board *board;   /* the root's, for the points' names; or NULL */
	struct analyze_progress pr;
	char buf[512];         /* a line not yet complete */
	size_t len;
	int first;             /* the lowest index stored by the last service */
};

/* ---- the worker ---- */

/* Write one line on the pipe; false when it failed (tengen is gone). */
static bool say(int fd, const char *fmt, ...)
{
	char line[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof line - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return false;
	if (n > (int)sizeof line - 2)
		n = (int)sizeof line - 2;
	line[n++] = '\n';
	for (int off = 0; off < n;) {
		ssize_t w = write(fd, line + off, (size_t)(n - off));

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		off += (int)w;
	}
	return true;
}

/* SIGTERM in the worker: its engine's group goes with it.  The front end
 * may not know that group yet: the worker says it only once the engine
 * has answered list_commands, and an engine busy or deaf then never sees
 * the end of its input (the worker's end closes it) as a reason to go. */
static void worker_term(int sig)
{
	(void)sig;
	engine_kill_last();
	_exit(1);
}

/* The worker's world: default signals (tengen's handlers set flags it
 * never reads) but SIGTERM's, no terminal, no descriptor but the pipe; on
 * Linux it dies with tengen (else its next line fails).  parent: tengen's
 * pid. */
static void worker_setup(int fd, pid_t parent)
{
	static const int dfl[] = { SIGINT, SIGHUP, SIGQUIT, SIGTSTP, SIGCHLD };
	sigset_t none;
	int null = open("/dev/null", O_RDWR);

	for (size_t i = 0; i < sizeof dfl / sizeof dfl[0]; i++)
		signal(dfl[i], SIG_DFL);
	signal(SIGTERM, worker_term);
	signal(SIGWINCH, SIG_IGN);
	signal(SIGPIPE, SIG_IGN);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	for (int i = 0; i <= 2 && null >= 0; i++)
		dup2(null, i);
	for (int i = 3; i < BG_MAX_FD; i++)
		if (i != fd)
			close(i);
#ifdef __linux__
	prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
	if (getppid() != parent)
		_exit(1); /* tengen died before that */
}

/* A cause on one line. */
static bool say_cause(int fd, char *cause)
{
	for (char *p = cause; p && *p; p++)
		if (*p == '\n' || *p == '\r')
			*p = ' ';
	return say(fd, "E %s", cause ? cause : "");
}

/* One node done, as a line. */
static bool say_node(int fd, const struct analyze_progress *pr)
{
	const struct node_eval *ev = &pr->ev;

	return say(fd, "N %d %d %d %d %d %d %ld %d %ld %d %d %ld", pr->index, pr->done,
	           pr->analysed, pr->skipped, pr->move, ev->has_winrate,
	           lround(ev->winrate * BG_MILLI), ev->has_lead, lround(ev->lead * BG_MILLI),
	           ev->best, ev->has_conf, lround(ev->conf * BG_MICRO));
}

static void worker(int fd, pid_t parent, struct sgf *s, struct sgf_node *root,
                   const struct analyze_opts *o)
{
	const struct analyze_progress *pr;
	char *cause = NULL;
	struct game_analysis *ga;
	int rc = 1;

	worker_setup(fd, parent);
	if (!(ga = game_analysis_start(s, root, o, &cause))) {
		say_cause(fd, cause);
		_exit(1);
	}
	pr = game_analysis_progress(ga);
	if (!say(fd, "P %ld %d %d", game_analysis_engine_pid(ga), (int)pr->method, pr->total))
		rc = 0;
	while (rc > 0 && (rc = game_analysis_step(ga, &pr, &cause)) > 0)
		if (!say_node(fd, pr))
			rc = 0;
	if (rc < 0)
		say_cause(fd, cause);
	else
		say(fd, "D");
	game_analysis_free(ga);
	_exit(0);
}

/* ---- the front end ---- */

struct bg_analysis *bg_analysis_start(struct sgf *s, struct sgf_node *root,
                                      const struct analyze_opts *o, char **cause)
{
	struct bg_analysis *bg;
	struct game g;
	int p[2];
	pid_t pid, parent = getpid();
	sigset_t term, mask;

	if (pipe(p) < 0)
		return cause_set(cause, _("no pipe for the analysis: %s"), strerror(errno)), NULL;
	fflush(NULL); /* nothing buffered is written twice */
	/* SIGTERM waits until the worker has its own handler (worker_setup):
	 * before, it would run tengen's, or a test harness's, in the worker */
	sigemptyset(&term);
	sigaddset(&term, SIGTERM);
	sigprocmask(SIG_BLOCK, &term, &mask);
	if ((pid = fork()) == 0) {
		close(p[0]);
		worker(p[1], parent, s, root, o);
	}
	sigprocmask(SIG_SETMASK, &mask, NULL);
	if (pid < 0) {
		cause_set(cause, _("no process for the analysis: %s"), strerror(errno));
		close(p[0]);
		close(p[1]);
		return NULL;
	}
	close(p[1]);
	fcntl(p[0], F_SETFL, fcntl(p[0], F_GETFL) | O_NONBLOCK);
	fcntl(p[0], F_SETFD, FD_CLOEXEC);
	bg = xcalloc(1, sizeof *bg);
	bg->pid = pid;
	bg->fd = p[0];
	bg->s = s;
	bg->line = game_analysis_line(root, &bg->n);
	bg->pr.total = bg->n;
	if (sgf_replay_to_node(s, root, &g, NULL, NULL, NULL) >= 0) {
		bg->board = xmalloc(sizeof *bg->board);
		*bg->board = g.board;
	}
	game_free(&g);
	bg->first = -1;
	return bg;
}

int bg_analysis_fd(const struct bg_analysis *bg)
{
	return bg->fd;
}

const struct analyze_progress *bg_analysis_progress(const struct bg_analysis *bg)
{
	return &bg->pr;
}

int bg_analysis_first(const struct bg_analysis *bg)
{
	return bg->first;
}

/* Store the evaluation of an "N" line's node; false if the line is bad. */
static bool take_node(struct bg_analysis *bg, const char *text)
{
	struct analyze_progress *pr = &bg->pr;
	struct node_eval *ev = &pr->ev;
	int skipped, hw, hl, hc;
	long w, l, c;

	if (sscanf(text, "%d %d %d %d %d %d %ld %d %ld %d %d %ld", &pr->index, &pr->done,
	           &pr->analysed, &skipped, &pr->move, &hw, &w, &hl, &l, &ev->best, &hc, &c) != 12 ||
	    pr->index < 0 || pr->index >= bg->n)
		return false;
	pr->skipped = skipped;
	ev->has_winrate = hw;
	ev->has_lead = hl;
	ev->has_conf = hc;
	ev->winrate = (double)w / BG_MILLI;
	ev->lead = (double)l / BG_MILLI;
	ev->conf = (double)c / BG_MICRO;
	if (bg->first < 0 || pr->index < bg->first)
		bg->first = pr->index;
	if (!pr->skipped)
		evalprop_set(bg->s, bg->line[pr->index], bg->board, ev);
	return true;
}

/* One line of the worker's: -1 (E, *cause), 0 (D), 1 (a node), 2 (P). */
static int take_line(struct bg_analysis *bg, char *line, char **cause)
{
	int method;

	if (line[0] == 'E' && line[1] == ' ') {
		char *clean = text_sanitize(line + 2); /* the engine's words may be in it */

		cause_set(cause, "%s", clean);
		free(clean);
		return -1;
	}
	if (!strcmp(line, "D"))
		return 0;
	if (line[0] == 'N' && line[1] == ' ' && take_node(bg, line + 2))
		return 1;
	if (sscanf(line, "P %ld %d %d", &bg->engine, &method, &bg->pr.total) == 3) {
		bg->pr.method = (enum analyze_method)method;
		return 2;
	}
	return cause_set(cause, "%s", _("the analysis process sent a bad line")), -1;
}

int bg_analysis_service(struct bg_analysis *bg, const struct analyze_progress **pr,
                        char **cause)
{
	int rc = 2;

	*pr = &bg->pr;
	bg->first = -1;
	for (;;) {
		ssize_t r = read(bg->fd, bg->buf + bg->len, sizeof bg->buf - 1 - bg->len);
		char *nl;

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return rc; /* EAGAIN: the rest later */
		if (r == 0)
			return cause_set(cause, "%s", _("the analysis process ended")), -1;
		bg->len += (size_t)r;
		bg->buf[bg->len] = '\0';
		while ((nl = strchr(bg->buf, '\n'))) {
			int v;

			*nl = '\0';
			v = take_line(bg, bg->buf, cause);
			bg->len -= (size_t)(nl + 1 - bg->buf);
			memmove(bg->buf, nl + 1, bg->len + 1);
			if (v <= 0)
				return v;
			if (v == 1)
				rc = 1;
		}
		if (bg->len == sizeof bg->buf - 1)
			return cause_set(cause, "%s", _("the analysis process sent a bad line")), -1;
	}
}

/* End the worker: SIGTERM, which ends its engine's group too
 * (worker_term), a moment to do it, then SIGKILL; and reap it. */
static void end_worker(pid_t pid)
{
	kill(pid, SIGTERM);
	for (int i = 0; i < BG_TERM_STEPS; i++) {
		pid_t w = waitpid(pid, NULL, WNOHANG);

		if (w == pid || (w < 0 && errno != EINTR))
			return;
		nanosleep(&(struct timespec){ 0, 10 * 1000000 }, NULL);
	}
	kill(pid, SIGKILL);
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
}

void bg_analysis_free(struct bg_analysis *bg)
{
	if (!bg)
		return;
	if (bg->engine > 0)
		kill(-(pid_t)bg->engine, SIGKILL);
	end_worker(bg->pid);
	close(bg->fd);
	free(bg->board);
	free(bg->line);
	free(bg);
}

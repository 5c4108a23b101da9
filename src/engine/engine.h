/*
 * engine.h — a GTP engine as a child process: the client side of GTP.
 *
 * engine_spawn() starts the command with its standard input, output and
 * error connected to tengen (no shell unless the command needs one: the
 * words are split as a shell splits simple quoting).  Commands are queued
 * with engine_send() and written one after the other as the answers come
 * back; nothing here blocks.  The caller polls the descriptors that
 * engine_pollfds() names, alongside its own (the terminal), with the time
 * engine_timeout_ms() allows, and calls engine_service() when one is ready
 * or the time is up; complete answers are then taken with engine_take().
 *
 * Failures (the engine exits, writes garbage, does not answer in time)
 * make the engine dead: engine_service() returns -1 with a message that
 * ends with the last lines the engine wrote on its standard error, which
 * is kept here and never reaches the screen.  engine_call() is the
 * blocking form for tests, benchmarks and tools.
 *
 * Design notes:
 *
 * Driving an engine is a GTP *client* with a child process: not rules, not
 * records, not curses.  So it is a layer of its own, engine, above record (it
 * uses rules and base only) and below cmd; tests/layers.sh lets cmd and ui
 * use it.
 *
 * - engine.c — engine_spawn() splits the command as a shell splits simple
 *   quoting (engine_split) and runs it with posix_spawnp in a process group
 *   of its own; a command with shell characters outside quotes (| & ; < > $
 *   …) goes to /bin/sh -c.  Its standard input is one end of a socket pair
 *   (so send(MSG_NOSIGNAL) to a dead engine is EPIPE, never a SIGPIPE for
 *   tengen); its output and error are pipes.  Our ends never block.
 *   engine_send() queues a command with a tag and a timeout; one is in flight
 *   at a time, the next written when the answer (=/? … empty line) is
 *   complete.  The caller polls engine_pollfds() with engine_timeout_ms() and
 *   calls engine_service(); answers come out of engine_take().  Anything not
 *   GTP, the end of its output, a failed write or the timeout kills it (EOF
 *   on its input, then SIGKILL) and is -1 with a cause that ends with the
 *   last three lines of its standard error (sanitized).  Its standard error
 *   is read as it comes (an engine that writes much (Pachi, Leela Zero) would
 *   block on a full pipe) and the last 2 KiB kept; it never reaches the
 *   screen.  engine_call() is the blocking form for tests and benchmarks.
 * - Streams (kata-analyze, lz-analyze: analyst.c): engine_stream() queues a
 *   request whose "=" line opens it; each later line is an answer marked
 *   partial, the empty line ends it.  While a stream is open nothing times
 *   out, and the next command is written at once: the engine ends the stream
 *   to answer it.  Tests: tests/check_analyst.c.
 *
 * - Not done: the choice of an engine on the new-game screen; marking the
 *   engine's dead stones on the board when it is asked for a second opinion
 *   after the stop (the message gives the counts: its list, tengen's
 *   estimate, the stones where they differ); keys typed ahead that ncurses
 *   has already read into its own buffer wait for the next byte or engine
 *   event while an engine runs (poll sees only the descriptor).
 * - Tests: tests/check_engine.c (words, spawn errors, the handshake and setup
 *   commands in order, undo replays, a slow answer while polls come back
 *   empty, garbage, an illegal move, ?, death with its stderr, silence and
 *   the timeout, resign, the dead list and agreement, hints with handicap)
 *   against tests/fake-engine.sh MODE; tests/engine_gnugo (GNU Go against
 *   itself on 9×9 to the stop, both dead lists); e2e engine.sh (the live
 *   screen and its bytes while thinking, every misbehaviour, undo of the
 *   pair, Esc, :engine, the hint), gnugo.sh (a 9×9 game by keys against GNU
 *   Go level 0 to the agreed score; engine against engine), shared.sh (two
 *   tmux clients on one tengen).  make bench-engine times genmove on 9×9 and
 *   19×19.
 */
#ifndef TENGEN_ENGINE_H
#define TENGEN_ENGINE_H

#include <poll.h>
#include <stdbool.h>
#include <sys/types.h>

struct engine;

/* How long an answer may take by default, in milliseconds. */
#define ENGINE_TIMEOUT_MS 10000
/* The most descriptors engine_pollfds() fills. */
#define ENGINE_POLLFDS 3

struct engine_answer {
	int tag;     /* the tag given to engine_send() */
	bool ok;     /* '=' (else '?': text is the engine's message) */
	bool partial; /* a line of a stream (engine_stream), more to come */
	char *text;  /* the answer without '=', its id and the blank line; free() it */
};

/* Split a command into words as a shell does for quoting ('…', "…", \x);
 * NULL with *cause on an unclosed quote.  *shell is set when the command
 * has characters only a shell can run (| & ; < > $ ` ( ) * ? ~ …). */
char **engine_split(const char *command, bool *shell, char **cause);
void engine_words_free(char **words);

/* Start command; NULL with *cause when it cannot be started. */
struct engine *engine_spawn(const char *command, char **cause);
/* Ask it to quit, close the pipes, reap the process (SIGKILL after a short
 * wait).  NULL is allowed. */
void engine_free(struct engine *e);

/* Queue a command (one line, without the newline) with a tag for its
 * answer, answered in timeout_ms (0: ENGINE_TIMEOUT_MS).  -1 with *cause
 * when the engine is dead or the command has a control character. */
int engine_send(struct engine *e, const char *command, int tag, int timeout_ms,
                char **cause);
/* The same for a command whose answer streams (kata-analyze, lz-analyze):
 * after its "=" each line is an answer of its own (partial), until the
 * empty line that ends it (an answer "" not partial).  The timeout is for
 * the "=" alone; any command sent after it is written at once, and the
 * engine ends the stream to answer it. */
int engine_stream(struct engine *e, const char *command, int tag, int timeout_ms,
                  char **cause);
/* Fill fds (ENGINE_POLLFDS of them) with what to poll; returns how many. */
int engine_pollfds(const struct engine *e, struct pollfd *fds);
/* Milliseconds until the command being answered times out; -1 when the
 * engine is waiting for nothing. */
int engine_timeout_ms(const struct engine *e);
/* Read and write what can be without blocking, check the time.  1 when an
 * answer is ready (engine_take), 0 when not, -1 with *cause when the
 * engine failed now (it is dead from then on). */
int engine_service(struct engine *e, char **cause);
/* The oldest complete answer, if any (the caller frees a->text). */
bool engine_take(struct engine *e, struct engine_answer *a);
/* Is an answer waiting for engine_take()? */
bool engine_has_answer(const struct engine *e);
bool engine_alive(const struct engine *e);
/* The engine's process id, which is its process group's too. */
pid_t engine_pid(const struct engine *e);
/* SIGKILL to the process group of the engine this process started last,
 * if any; async-signal-safe, for a worker process that runs one engine
 * and is told to end before it could say which (bganalysis.c). */
void engine_kill_last(void);
/* The last lines of its standard error ("" when none). */
const char *engine_stderr(const struct engine *e);

/* Send and wait for the answer (poll inside): 1 and *answer ('='), 0 and
 * *answer (the '?' message), or -1 with *cause. */
int engine_call(struct engine *e, const char *command, int timeout_ms, char **answer,
                char **cause);

#endif

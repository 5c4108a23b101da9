/*
 * bganalysis.h — the whole-game analysis (gameanalysis.h) in a worker
 * process, so that the review's `analyze` never holds the keys: an
 * engine's position can take seconds (GNU Go's estimate_score at level 1:
 * about 2.5 s on a busy machine), and a key pressed during it used to wait
 * for the end of that position.
 *
 * The worker is a fork of tengen: it has the tree as it was (copy on
 * write), starts the engine and evaluates the main line node by node as
 * game_analysis_step() does, and writes a line on a pipe for each node
 * done.  It never touches the terminal, closes every other descriptor (an
 * engine of the game must see its EOF when tengen closes it, not when the
 * worker ends), takes the default signal dispositions, and leaves with
 * _exit() (no atexit handler of tengen's runs twice: no autosave, no
 * endwin).  The front end polls bg_analysis_fd() with its other
 * descriptors and calls bg_analysis_service(), which stores each node's
 * evaluation into its own tree (evalprop.h) as it arrives.  Stopping it
 * kills the engine's process group once the worker has told it, and sends
 * the worker SIGTERM, on which it kills the group of the engine it started
 * (told or not yet) and ends; SIGKILL if it has not within half a
 * second.  If tengen dies, the worker dies with it (Linux:
 * PR_SET_PDEATHSIG; elsewhere its next line fails, EPIPE), and its engine
 * sees the end of its input.
 *
 * The lines: "P PID METHOD TOTAL" once the engine has started (PID 0: the
 * estimate), "N INDEX DONE ANALYSED SKIPPED MOVE" and the evaluation's
 * fields, "E CAUSE" on a failure, "D" at the end.
 * Tests: tests/e2e/analyze-screen.sh (a key answered at once while a slow
 * engine thinks, the graph filled, saved, stopped with no process left).
 */
#ifndef TENGEN_BGANALYSIS_H
#define TENGEN_BGANALYSIS_H

#include "engine/gameanalysis.h"

struct bg_analysis;

/* Fork the worker for the main line of root of s (the tree the results
 * are stored into: it must live until bg_analysis_free).  NULL with *cause
 * when no process or pipe could be made. */
struct bg_analysis *bg_analysis_start(struct sgf *s, struct sgf_node *root,
                                      const struct analyze_opts *o, char **cause);
/* The descriptor to poll for reading. */
int bg_analysis_fd(const struct bg_analysis *bg);
/* Store what the worker has sent.  1: nodes done (*pr: the last); 2:
 * nothing new; 0: all done (*pr: the totals); -1 with *cause: it failed
 * (the nodes done before stay). */
int bg_analysis_service(struct bg_analysis *bg, const struct analyze_progress **pr,
                        char **cause);
/* The progress so far (method, done, total). */
const struct analyze_progress *bg_analysis_progress(const struct bg_analysis *bg);
/* The lowest index on the main line of the nodes the last
 * bg_analysis_service() stored, or -1 (a graph reads its values again
 * from there). */
int bg_analysis_first(const struct bg_analysis *bg);
/* Stop the worker and its engine (if still running), free. */
void bg_analysis_free(struct bg_analysis *bg);

#endif

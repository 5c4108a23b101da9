/*
 * cmd.h — the one command table.
 *
 * Every action of the interactive program is a command string ("play D4",
 * "undo", "komi 6.5", "cursor left") run through cmd_run().  Key bindings are
 * command strings too, and the ':' line passes what was typed straight in, so
 * there is one path from input to state (tmux's cmd.c and key-bindings.c).
 *
 * A handler changes the game through game_*(), leaves a message for people in
 * the context, and returns CMD_* flags: what must be redrawn, and requests the
 * caller acts on (quit, show help, open the new-game screen).  Nothing here
 * knows about curses, so the unit tests drive it as the screen does.  The GTP
 * referee (src/gtp) does not use this table: GTP is another protocol, with
 * its own verbs and its own answers ("= …" / "? …"), so it has its own table
 * in gtp.c; both change the game only through the rules layer.
 *
 * Each command is a const struct cmd_entry (name, usage, help, argument
 * counts, handler) in cmd_table[]; the help screen and tab completion list
 * that table.  A handler writes one message into the context (cmd_message);
 * its flags are what to redraw (CMD_REDRAW_BOARD|STATUS|MESSAGE|CURSOR|
 * LAYOUT) and requests (CMD_QUIT, CMD_ASK, CMD_SHOW_HELP, CMD_SHOW_NEWGAME,
 * CMD_FAILED, …).  An entry with .rest gets the rest of the line as typed
 * as its one argument (comment, info: text with spaces); a handler may
 * leave ctx.line_prefill, a text the screen puts on the : line to edit
 * (comment alone).
 *
 * The message log (cmd_log.c, struct cmd_log in the context): cmd_message() counts its
 * messages (message_seq), and cmd_log_sync() logs the message once per count
 * (the end of cmd_run(), the screen before it draws, --plain's say_after()),
 * so a message drawn twice is logged once and the same refusal twice is one
 * entry "(2 times)"; "" is not logged; the last CMD_LOG_MAX (50) are kept in
 * a ring of CMD_MESSAGE_MAX (1024) bytes each, the text as made (sanitized
 * there; a message longer than that is cut between two characters,
 * utf8_trim_cut(): check_cmd message_cut_whole_chars). messages returns
 * CMD_SHOW_MESSAGES: the screen opens the help pager on the log
 * (help_open_messages), --plain says it a line each (say_messages, "! "
 * before an error).  Tests: check_cmd message_log, e2e messages.sh,
 * plain-tty.sh.
 *
 * The context holds the session (cmd/session.h: which fields are the
 * session's, which one command's; session_start, session_wait).
 * It also holds UI-neutral state: the cursor point,
 * beginner aids on/off, "saved", player names (sanitised), and free-handicap
 * stones being placed. cmd_new_game() takes a struct game_setup, filled by
 * the options, the new-game screen and new SIZE alike. save/load are in
 * cmd_sgf.c (record/record.h).  Tests: tests/check_cmd.c;
 * tests/check_keys.c checks that every default key binding is a command the
 * table accepts (in play, after the stop, or in a confirmation).
 */
#ifndef TENGEN_CMD_H
#define TENGEN_CMD_H

#include <stdbool.h>
#include <stddef.h>

#include "cmd/mode.h"
#include "rules/clock.h"
#include "rules/game.h"

struct estimate;
struct record;
struct review;
struct review_marks;
struct lead_series;
struct engine_player;
struct pollfd;

enum cmd_flags {
	CMD_REDRAW_BOARD = 1 << 0,   /* stones, markers */
	CMD_REDRAW_STATUS = 1 << 1,  /* the status area */
	CMD_REDRAW_MESSAGE = 1 << 2, /* the message line */
	CMD_REDRAW_CURSOR = 1 << 3,  /* only the cursor moved */
	CMD_REDRAW_LAYOUT = 1 << 4,  /* the board size changed: lay out again */
	CMD_REDRAW_CLOCK = 1 << 5,   /* only the clocks (cmd_clock.c) */
	CMD_REDRAW_ALL = 0x3f,
	CMD_FAILED = 1 << 8,         /* refused; the message says why */
	CMD_QUIT = 1 << 9,           /* leave the program */
	CMD_ASK = 1 << 10,           /* the game is unsaved: ask y/n first; y runs
	                                the context's ask ("quit!", "new! 9") */
	CMD_SHOW_HELP = 1 << 11,
	CMD_SHOW_NEWGAME = 1 << 12,
	CMD_SHOW_PICK = 1 << 13,     /* a collection: show cmd_ctx.pick's list */
	CMD_SAY_AUTOSAVE = 1 << 14,  /* cmd_autosave*: autosave_problem is news */
	CMD_SHOW_MESSAGES = 1 << 15, /* `messages`: show the log (cmd_ctx.log) */
};

/* What a new game is made of: the command-line options, the new-game screen
 * and "new SIZE" all fill one of these. */
struct game_setup {
	int size;
	enum rules rules;
	double komi;
	bool komi_set;      /* else the default of the rules and handicap */
	int handicap;       /* 0, or 2..9 */
	bool free_handicap; /* Black places the stones, else the star points */
	const char *black, *white; /* names, or NULL */
	struct clock_spec clock;   /* CLOCK_NONE: no clock */
	/* take-backs between two people: ask the opponent, or all allowed;
	 * TAKEBACKS_KEEP (0, the default of an initializer): as they were */
	enum { TAKEBACKS_KEEP, TAKEBACKS_ASK, TAKEBACKS_ALLOW } takebacks;
	/* live analysis during play (cmd_analysis.c): both players allow it or
	 * not; ANALYSIS_KEEP (0): as it was */
	enum { ANALYSIS_KEEP, ANALYSIS_FORBID, ANALYSIS_ALLOW } analysis;
};

/* The clocks of the game in play (cmd_clock.c).  The clocks read no time
 * of their own (cmd_engine.c reads clock_ms() only to pace engines,
 * --engine-delay): the front end gives cmd_ctx.now_ms (clock_ms, base/
 * clock_ms.h; the tests a fake), every
 * command first charges the time gone by to the side whose clock runs, and
 * after it the clock follows the game: the side to move runs while play
 * runs, nobody after the stop, during marking, agreement, a confirmation,
 * a review, a pause or placing free handicap stones. */
struct cmd_clock {
	struct clock clock;      /* clock.spec.system CLOCK_NONE: no clock */
	int64_t last;            /* now_ms() when time was last charged */
	bool pause_asked[3];     /* by colour: to pause, or in a pause to play on */
	bool bell;               /* the front end rings on a call (on by default) */
	bool flash;              /* and flashes the screen (off by default: a flash
	                            every second of the countdown is harsh) */
	unsigned calls;          /* counts the calls: the front end rings when it moves */
	char call[3][160];       /* the latest call for each side in words, "" */
	/* the move in progress: moving has used move_ms on it (the record's
	 * TMU, charged again when the game is resumed) */
	enum color moving;       /* EMPTY: nobody yet */
	int64_t move_ms;
};

#define CMD_MESSAGE_MAX 1024 /* a long path and the reason after it */
/* The longest command line read (the : line's longest paste, --plain's
 * lines): a longer one is refused whole, with a message, and never kept. */
#define CMD_LINE_MAX (1 << 20)
#define CMD_LOG_MAX 50

/* The messages so far (cmd_log.c), like vim's :messages: the last
 * CMD_LOG_MAX, oldest first, as shown (sanitized), a repeat counted. */
struct cmd_log_entry {
	char text[CMD_MESSAGE_MAX];
	bool error;
	int count;              /* shown this many times in a row */
};
struct cmd_log {
	struct cmd_log_entry entry[CMD_LOG_MAX]; /* a ring: entry[first] is the oldest */
	int first, n;
	unsigned logged;        /* the cmd_ctx.message_seq last logged */
};

#define CMD_MODE_DEPTH 4

/* The session (session.h): the game and everything that lasts from one
 * command to the next — its record, clocks, players and engines, the mode,
 * the review, the problems, the log. */
struct session {
	struct game *game;
	/* What the session is doing (mode.h): set only through mode.c */
	enum cmd_mode mode;
	enum cmd_mode mode_stack[CMD_MODE_DEPTH]; /* the modes left, to go back to */
	int mode_depth;
	int cursor;             /* a point of the board */
	bool aids;              /* beginner aids: liberties, atari, ko point */
	int aids_start;         /* aids at a new game: 0, 1; -1: on boards up to 9×9 */
	bool saved;             /* nothing to lose: no move since new/save */
	bool takebacks;         /* between two people, undo needs no consent */
	char *name[3];          /* sanitised player names by colour, or NULL */
	int free_total;         /* free handicap stones to place, 0 if none */
	int nfree;              /* placed so far (not yet on the board) */
	int free_pts[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
	unsigned message_seq;   /* counts cmd_message(): a new message to log */
	struct cmd_log log;
	struct record *record;  /* SGF: save, load, autosave (record.h); NULL: none */
	/* "No autosave: …" or "Autosave failing: …" (sanitized) while it holds,
	 * else "" (cmd_autosave_start, cmd_autosave) */
	char autosave_problem[CMD_MESSAGE_MAX];
	struct review *review;  /* a review of the record is open (review.h), or NULL */
	/* The review's lead graph (cmd_lead.c): its series, made at the first
	 * use and freed with the review; hidden by `graph off`. */
	struct lead_series *lead;
	bool graph_hidden;
	/* The review's game tree (cmd_tree.c): shown in place of the comment
	 * and the graph, and the top row and left column of its window. */
	bool tree_shown;
	int tree_top, tree_left;
	/* `analyze` in review (cmd_lead.c): its worker process */
	struct bg_analysis *analysis_run;
	/* The key a front end binds to a command string ("confirm-end" → "e"),
	 * or NULL when none is bound.  Messages name keys only through it, so
	 * they follow the key table; without it (NULL: GTP, tests) a hint
	 * names the command itself (":confirm-end"). */
	const char *(*key_for)(const char *command);
	bool no_cursor;          /* the front end has no cursor (--plain): no message names it */
	/* Milliseconds of a monotonic clock, or NULL: the clocks do not run. */
	int64_t (*now_ms)(void);
	struct cmd_clock clock;
	/* GTP engines (cmd_engine.c): the one playing each colour, or NULL */
	struct engine_player *engine[3];
	struct engine_player *hint_engine; /* --hint's, started at the first hint */
	char *hint_command;     /* --hint's command, or NULL */
	int hint;               /* the point the last hint suggested, or NO_POINT */
	int hint_at;            /* the game's move count then (the mark is for that position) */
	int engine_delay_ms;    /* between the moves of two engines (--engine-delay) */
	int engine_timeout_ms;  /* for a move (--engine-timeout); 0: the default */
	long long engine_not_before; /* no genmove before this (clock_ms()) */
	/* live analysis (cmd_analysis.c): the engine, its command (--analysis,
	 * [engines] analysis, engine analysis), shown or not, what is shown */
	struct engine_analyst *analyst;
	char *analysis_command;
	int analyze_visits;      /* `analyze` (cmd_lead.c): --analyze-visits, 0: default */
	double analyze_seconds;  /* --analyze-seconds, 0: none */
	bool analysis_on;
	bool analysis_allowed;  /* in play: both players allowed it (new game) */
	bool analysis_pv;       /* the variation of the candidate at the cursor */
	bool analysis_ownership;
	bool analysis_pending;  /* a line came that the screen has not drawn */
	long long analysis_drawn; /* clock_ms() of the last redraw asked for it */
	/* a move is sealed and saved: the game is adjourned, its clocks stopped;
	 * the front end quits and says where (the message) */
	bool sealed;
	/* The :estimate teaching aid: the estimate of the position it was made
	 * for (nmoves and hash), shown until the position changes; NULL: none. */
	struct estimate *estimate;
	int estimate_moves;
	uint64_t estimate_hash;
	char estimate_lead[64]; /* "Black leads by about 4.5" */
	/* edit mode (cmd_edit.c) was started in play: leaving it plays on */
	bool edit_play;
	bool edit_changes;      /* the setup changed since edit mode began */
	bool numbers;           /* the move numbers are shown on the stones */
	struct review_marks *play_marks; /* cmd_play_marks's, for the position keyed */
	uint64_t play_marks_key[5];
	char *play_comment;    /* the comment of the position in play, or NULL;
	                          read with the marks (cmd_play_comment) */
	int play_comment_scroll; /* its first line shown ([ and ] in play) */
	/* problem mode (cmd_problem.c): the set, or NULL; the problem itself
	 * is c->s.review */
	struct problem_set *problems;
	/* a collection's games to pick from (cmd_pick.c), or NULL */
	struct cmd_pick *pick;
};

/* One command's context: the session it works on, and what belongs to
 * that command alone (written with '!', its message and whether it is an
 * error, its question, what a confirmation decided, the text it leaves on
 * the command line). */
struct cmd_ctx {
	struct session s;
	bool bang;              /* the command was written with a trailing '!' */
	char ask[64];           /* after CMD_ASK: the command a yes runs */
	bool message_error;
	char message[CMD_MESSAGE_MAX];
	char verdict[CMD_MESSAGE_MAX]; /* what the last confirmation decided, or "" */
	/* A text for the front end to put on its command line for editing
	 * (`comment` alone: "comment " and the comment), or NULL; it frees it. */
	char *line_prefill;
};

/* The games of a collection, for the picker (cmd_pick.c). */
enum cmd_pick_for { PICK_REVIEW, PICK_PROBLEMS };
struct cmd_pick {
	char *path;
	enum cmd_pick_for purpose;  /* what "pick N" opens */
	int n;
	int cancel;                 /* what "pick cancel" opens (from 1; 0: nothing) */
	char **rows;                /* one line per game for people, sanitized */
};

struct cmd_entry {
	const char *name;
	const char *alias;      /* a second name, or NULL */
	const char *usage;      /* the arguments, N_() */
	const char *help;       /* one line for the help screen, N_() */
	const char *help_plain; /* the same for --plain, which has no cursor; NULL: help */
	int min_args, max_args;
	unsigned modes;         /* the modes it runs in: MODE_BIT()s (mode.h) */
	bool rest;              /* one argument: the rest of the line as typed (text) */
	int (*exec)(struct cmd_ctx *c, int argc, char **argv);
};

extern const struct cmd_entry cmd_table[];
extern const size_t cmd_table_size;

/* The context works on g, which the caller owns. */
void cmd_ctx_init(struct cmd_ctx *c, struct game *g);
void cmd_ctx_free(struct cmd_ctx *c);

/* Parse and run one line: "NAME ARGS…", or a bare vertex ("D4", "pass")
 * meaning "play VERTEX".  Returns CMD_* flags; the message is in c. */
int cmd_run(struct cmd_ctx *c, const char *line);

/* Must line, about to be run, stay out of the command history?  Whatever
 * is typed while a move is being sealed, and "seal POINT": the history
 * would show the sealed move to whoever pages it. */
bool cmd_line_private(const struct cmd_ctx *c, const char *line);

/* Start a new game from s in c's game (names are copied).  Returns CMD_*
 * flags, with CMD_FAILED and a message when s cannot be set up. */
int cmd_new_game(struct cmd_ctx *c, const struct game_setup *s);

/* The entry called name (or its alias), or NULL. */
const struct cmd_entry *cmd_find(const char *name);

/* Completion of command names: the index-th name starting with prefix
 * (index from 0), or NULL when there are no more. */
const char *cmd_complete(const char *prefix, int index);

/* Is a free handicap stone pending at p (placed, not yet on the board)? */
bool cmd_free_pending(const struct cmd_ctx *c, int p);

/* Move the cursor one point, or jump to the next star line or edge, in a
 * direction "left", "right", "up", "down"; false if dir is none of them. */
bool cmd_cursor_move(struct cmd_ctx *c, const char *dir, bool jump);

/* The end of the game in words (cmd_end.c). */
struct sbuf;
/* The result and the article that decided it, for people. */
void cmd_result_reason(const struct game *g, char *buf, size_t len);
/* The breakdown table of s: a header, a row per item, the count; lines end
 * in '\n', columns fit 30 cells. */
void cmd_score_table(const struct score *s, struct sbuf *out);
/* The count of g's marks under the other ruleset (and its default komi). */
void cmd_score_other(const struct game *g, struct score *s);

/* The :estimate aid to show now (cmd_end.c): the estimate, if it was made
 * for the position in play and no review is open, else NULL. */
const struct estimate *cmd_estimate_shown(const struct cmd_ctx *c);

/* The clocks (cmd_clock.c). */
/* Charge the time since the last charge to the running side (cmd_run does it
 * before each command; the front end when its timer fires); a flag that
 * falls ends the game on time.  Returns CMD_* flags. */
int cmd_clock_tick(struct cmd_ctx *c);
/* Start the clocks of a new game with spec (CLOCK_NONE: none), both full. */
void cmd_clock_start(struct cmd_ctx *c, const struct clock_spec *spec);
/* ms during which the program was suspended: charged to nobody. */
void cmd_clock_suspended(struct cmd_ctx *c, int64_t ms);
/* Milliseconds until a clock shown changes, -1 when none runs. */
int cmd_clock_wait(const struct cmd_ctx *c);
/* who's clock as the status area shows it: the time, then the latest call
 * ("0:10 ×1  50 s"); "" without a clock.  Returns buf. */
char *cmd_clock_text(const struct cmd_ctx *c, enum color who, bool ascii, char *buf,
                     size_t len);

/* Problems for beginners (cmd_problem.c). */
/* Open the problems of path (a file, or a directory of .sgf files; NULL
 * or "": the installed data/problems) at the first.  Returns flags. */
int cmd_problems_open(struct cmd_ctx *c, const char *path);
/* Where the learner is, for the screen; false when no problems are open. */
struct cmd_problem_info {
	int number, total;  /* this problem (from 1) of how many */
	int solved;         /* problems solved so far */
	int state;          /* 0: the learner plays, 1: solved, 2: not solved */
	const char *file;   /* its file */
};
bool cmd_problem_info(const struct cmd_ctx *c, struct cmd_problem_info *out);
/* The problems of the set to pick from (c->s.pick: "3. TITLE", and
 * " (solved)" after those solved; "pick N" goes to problem N, "pick
 * cancel" stays): CMD_SHOW_PICK, with a message saying so. */
int cmd_problem_list(struct cmd_ctx *c);

/* A collection (cmd_pick.c): when path holds two games or more, c->s.pick
 * lists them and CMD_SHOW_PICK is returned; "pick N" then opens game N (in
 * review, or as the problem), "pick cancel" keeps the first.  0 otherwise. */
int cmd_pick_offer(struct cmd_ctx *c, const char *path, enum cmd_pick_for purpose);
/* The teaching board (cmd_edit.c). */
/* The record's marks at the game's position in play (NULL: none, or in
 * review, where the review's node has them); kept until the position or
 * the record changes. */
const struct review_marks *cmd_play_marks(struct cmd_ctx *c);
/* The comment of the game's position in play (the record's node there),
 * decoded and sanitized, or NULL: the pupil sees the teacher's :comment. */
const char *cmd_play_comment(struct cmd_ctx *c);
/* num[p]: the number of the move whose stone is at p, 0 for none, along
 * the game in play or the line reviewed; returns how many. */
int cmd_move_numbers(const struct cmd_ctx *c, int *num);

/* SGF records (cmd_sgf.c). */
struct sgf_msgs;
/* After record_open() put a record into the game: names, cursor, and the
 * loader's first warning (or "Opened FILE") as the message.  Returns flags. */
int cmd_opened(struct cmd_ctx *c, const char *path, const struct sgf_msgs *m);
/* An autosave an earlier run left (autosave_find), offered at start: the
 * question first, so that a narrow screen never cuts it, then the game
 * (date, size, move, players; more: how many others wait), as the message.
 * Yes: it becomes the game, unsaved, autosaved as this run's from now on,
 * and path goes; returns flags (CMD_FAILED when it cannot be read).  No:
 * path is kept as declined-NAME (removed after AUTOSAVE_KEEP_DAYS), not
 * offered again; the message says so. */
void cmd_ask_resume(struct cmd_ctx *c, const char *path, int more);
int cmd_resume_autosave(struct cmd_ctx *c, const char *path);
void cmd_decline_autosave(struct cmd_ctx *c, const char *path);

/* A game that has just ended is kept in the archive (record_archive, the
 * players' names or engines); the game is then saved as far as quitting
 * goes.  The front end calls it after every command and event; returns
 * CMD_* flags (a message when it could not be written). */
int cmd_archive(struct cmd_ctx *c);
/* The autosave of the record (record_autosave_start).  When there can be
 * none, autosave_problem says why ("No autosave: …") for the whole run and
 * CMD_SAY_AUTOSAVE | CMD_REDRAW_STATUS is returned; else 0. */
int cmd_autosave_start(struct cmd_ctx *c);
/* After every command and event: a finished game is kept (cmd_archive,
 * whose flags come back), then the game autosaved if it changed
 * (record_autosave).  A failure is autosave_problem ("Autosave failing:
 * …") until a write succeeds or nothing is left to write, with
 * CMD_REDRAW_STATUS when that text changes; CMD_SAY_AUTOSAVE only for the
 * first failure after a success, so that a front end that says things once
 * (plain) says it once, and one that shows a status (ui) shows it all along. */
int cmd_autosave(struct cmd_ctx *c);

/* GTP engines as players (cmd_engine.c).  A front end polls the
 * descriptors of cmd_engines_pollfds() (at most CMD_ENGINE_POLLFDS) with
 * its own for at most cmd_engines_timeout() ms (-1: no limit), calls
 * cmd_engines_service() when one is ready or the time is up, and
 * cmd_engines_sync() after every command; both return CMD_* flags. */
#define CMD_ENGINE_POLLFDS 13
/* Start command as the player of who (EMPTY: the hint engine). */
int cmd_engine_start(struct cmd_ctx *c, enum color who, const char *command);
int cmd_engines_pollfds(const struct cmd_ctx *c, struct pollfd *fds);
int cmd_engines_timeout(const struct cmd_ctx *c);
int cmd_engines_service(struct cmd_ctx *c);
int cmd_engines_sync(struct cmd_ctx *c);
/* Is who played by an engine? */
bool cmd_engine_plays(const struct cmd_ctx *c, enum color who);
/* The name of the engine playing who, or NULL. */
const char *cmd_engine_name(const struct cmd_ctx *c, enum color who);
/* The name of the engine thinking now, or NULL. */
const char *cmd_engine_thinking(const struct cmd_ctx *c);
void cmd_engines_free(struct cmd_ctx *c);

/* The review's game tree (cmd_tree.c): the text of a window of h rows and
 * w columns of it around the review's node (tree_render: 2*w cells a line,
 * padded), kept in view by c->s.tree_top/tree_left; where the node is in
 * it and the tree's extent in *at.  A new string; NULL without a review. */
struct cmd_tree_place {
	int row, col;     /* the node's, in the tree (from 0) */
	int rows, cols;   /* the tree's extent */
	int y, x;         /* the node's line and cell in the text */
};
char *cmd_tree_text(struct cmd_ctx *c, int h, int w, bool ascii, struct cmd_tree_place *at);

/* Live analysis (cmd_analysis.c): its engine is polled with the others
 * (cmd_engines_*).  The line for the position shown, or NULL; the engine's
 * name while it is on, or NULL; the position analysed; its words (plain). */
#define CMD_ANALYSIS_REDRAW_MS 1000
struct analysis_line;
const struct analysis_line *cmd_analysis_line(const struct cmd_ctx *c);
const char *cmd_analysis_name(const struct cmd_ctx *c);
const struct game *cmd_analysis_game(const struct cmd_ctx *c);
void cmd_analysis_words(const struct cmd_ctx *c, struct sbuf *s);

/* The review's graph of the estimated lead (cmd_lead.c, record/lead.h).
 * The series follows the review's line (synced here), or NULL: no review,
 * or the graph hidden. */
const struct lead_series *cmd_lead_series(struct cmd_ctx *c);
/* Is a value of the shown graph left to compute? */
bool cmd_lead_pending(struct cmd_ctx *c);
/* Compute one value (one estimate: ~40 ms on 19×19), for a front end to
 * call between keys; the redraw flags. */
int cmd_lead_work(struct cmd_ctx *c);
/* Is `analyze` running?  Its worker's descriptor is one of
 * cmd_engines_pollfds(), and cmd_engines_service() reads it
 * (cmd_game_analysis_service). */
bool cmd_analysis_running(struct cmd_ctx *c);

/* Reviewing the record (cmd_review.c). */
/* Close an open review (cmd_ctx_free does it too). */
void cmd_review_free(struct cmd_ctx *c);

__attribute__((format(printf, 3, 4)))
void cmd_message(struct cmd_ctx *c, bool error, const char *fmt, ...);

/* The message log (cmd_log.c).  cmd_run() logs the message a command left;
 * a front end calls cmd_log_sync() for the messages it shows that came
 * otherwise (engines, autosave, opening a file): the message is logged once
 * per cmd_message(), not per drawing.  Nothing is logged for "". */
void cmd_log_sync(struct cmd_ctx *c);
/* The i-th message of the log, 0 the oldest, or NULL past the newest. */
const struct cmd_log_entry *cmd_log_get(const struct cmd_ctx *c, int i);
/* Its text into buf, with the count of a repeat ("… (3 times)"). */
void cmd_log_text(const struct cmd_log_entry *e, char *buf, size_t size);

#endif

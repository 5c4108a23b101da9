/*
 * record.h — the record of the game in play: what the interactive program
 * keeps beside struct game so that the game can be saved, loaded and
 * autosaved (core: no curses, no printing).
 *
 * Model: the game is the truth about the moves; the SGF text is built from
 * it afresh every time (record_write).  When the game was opened from a file
 * and still starts as that file did (same size, no `new` since), the file's
 * own tree is written back with the game's moves followed along its main
 * line and the new ones grafted on, so comments, variations and unknown
 * properties survive; a continuation of the file that the game no longer
 * has (moves taken back) is kept as a variation.  Otherwise a fresh record
 * is written (sgf_from_game).
 *
 * The end of the game goes into the record too: RE (B+3.5, W+R, B+F, 0,
 * Void …); for a game finished by counting, TB/TW on the last node of the
 * main line (each side's territory, the removed dead stones included, the
 * FF[4] custom that --score reads back); and every Art. 7-2 confirmation as
 * a variation from the position where it was opened, its first node saying
 * that it is a confirmation, not part of the game.  Dead stones that stay on
 * the board (in a seki eye or on dame) are not in TB/TW.
 *
 * The clocks in the record:
 * SGF (record/sgfclock.c): struct record_clock keeps the spec and one stamp
 * per move (time left, periods/moves left); record_build() writes TM, OT
 * (5x30 byo-yomi, 25/600 Canadian, 10 fischer) and BL/OB, WL/OW on the main
 * line; record_open() reads them back and cmd_opened() sets each side's clock
 * from its last stamp.
 *
 * The sealed move (封棋) (cmd_seal_* in cmd_sgf.c, record_seal* in sgfclock.c).
 * seal POINT [FILE] checks the move with game_legal() (refused with the
 * reason: an illegal move is never found at the reveal), computes the stamp
 * the move will leave (clock_moved() on a copy of the clock: the sealer is
 * charged up to now, as cmd_run() charged before the command) and puts both
 * in record.sealed; record_build() then writes TSL[Bdd] (B alone: a pass),
 * TST (seconds left) and TSC (count) on the last main-line node after taking
 * any old ones off the line, never a B/W.  The game is saved to FILE, the
 * save name, else the autosave (record_autosave with the seal in its
 * fingerprint, and written even with no move yet); c->s.sealed then stops the
 * clocks (cmd_clock_follow), refuses any further move, and the command
 * returns CMD_QUIT: ui_run prints the message (where) after the terminal is
 * back.  seal alone sets c->sealing: play_point() hands the next point
 * (Enter, a click, p, a typed move) to cmd_seal_point(), so nothing is drawn.
 * record_open() calls record_seal_read() after the replay, the end state and
 * the clocks: the move is played (turn and legality tested before
 * endgame_play(), so no policy can charge for it), its stamp recorded, and
 * record.revealed set; cmd_opened() says "The sealed move is revealed: …" and
 * marks the game unsaved (the file still has it sealed).  A TSL that cannot
 * be played is a warning in the loader's messages.  The : line leaves seal …
 * lines with a move out of the history (line_history).  Tests:
 * check_cmd_clock (sealed_move_is_revealed_when_opened,
 * seal_mode_takes_the_next_move, seal_refusals_and_a_bad_sealed_move),
 * tests/e2e/seal.sh (seal mode, the autosave resumed with the clocks, :seal
 * POINT FILE and tengen FILE).
 *
 * Design notes:
 * struct record sits beside struct game: the game_info (names from
 * --black/--white, the new-game screen or the file; RE of a file), the opened
 * file's tree, the save name, the autosave.  The command context points at it
 * (cmd_ctx.record; NULL in GTP and most tests: save/load then answer "not
 * available here").
 * - record_open(r, g, path, msgs): read, replay the first game's main line to
 *   the end into a new game, then swap it into *g (the UI keeps its pointer);
 *   -1 leaves g alone.  cmd_opened() then sets names, cursor, "saved", and
 *   shows the loader's first warning (with line:col) or "Opened FILE".
 * - record_build(r, g): with an opened file and the same size and no setup
 *   since, the file's tree (copied each time with sgf_copy(), so the stored
 *   tree never changes) with g's moves followed along its main line — a move
 *   the file has as a variation is made the main line, a new move is added
 *   first — and a continuation the game no longer has turned into a variation
 *   (an empty main-line node before it), unless no game can play it: a main
 *   line that stops at an illegal move (unplayable(): the replay down to its
 *   next move stops) is written back as read, the moves after the illegal one
 *   on the main line (check_record
 *   main_line_stopped_by_an_illegal_move_is_kept, e2e sgf.sh).  The copies of
 *   the file's tree are sgf_copy() (text and offsets included), so a replay
 *   of a copy — the review's — names the file's line:col.  Otherwise
 *   sgf_from_game().  Then: RE from g->result; each live confirmation
 *   (g->end.confirms[i], opened at at_move) as a variation from the node of
 *   that move (an empty main-line node is added when that node has no child,
 *   so the confirmation is never the main line), its first node commented
 *   "Confirmation (J89 Art. 7-2) … not part of the game", unless the tree has
 *   a variation there starting with its moves: the review shows the
 *   confirmations (record_add_confirmations on its tree), and an edit there
 *   adopts the tree with them (cmd_edit_adopt), so the marks, labels and
 *   comments put on a confirmation's nodes are saved, once (check_edit
 *   marks_in_a_confirmation_are_saved); for a game finished by counting,
 *   TB/TW = points of kind SCORE_TERRITORY and SCORE_REMOVED of
 *   endgame_score() (dead stones that stay on the board are not marked), by
 *   sgf_set_territory() on the last main-line node. The program plays the
 *   first game of a collection; the others are written back unchanged.  A
 *   game stopped but not finished, or finished with both losing (RE[?] says
 *   nothing: SGF's "?" is a result not known; endstate_both_lose() is RE[?]
 *   with TGR[B][W], which --games lists as "Both lose" and record_open plays
 *   back to the same end; endstate_result_shown() is the result in the
 *   screen's words for --games and the collection picker: Draw, Void, Both
 *   lose translated, B+ and unknown texts as written), keeps its marks,
 *   agreements and refusals and an open confirmation in private properties on
 *   the last main-line node (src/record/endstate.[ch]: TGD dead stones,
 *   TGA/TGR who agreed/refused, TGC the open confirmation's first mover, TGM
 *   its moves as Bdd, W (a pass), B/cc (a pass for the ko at cc));
 *   record_open() applies them after the replay through the rules' functions,
 *   so an autosave resumed after the stop, or a :save/:load, counts the same
 *   (check_record end_state_survives_save_and_open, tests/e2e/endsave.sh).
 * - record_autosave(r, g, saved): cmd_autosave calls it after every key (the
 *   screen) or line (--plain); it compares a small fingerprint of the game
 *   (moves, events, phase, turn, confirmation moves, size, rules, komi,
 *   saved) with the last one and only writes when it changed (or when the
 *   last write failed: a failure is retried at every call):
 *   autosave_update_text when the game has something to lose, autosave_finish
 *   when it is saved, finished or empty.
 * - cmd_autosave(c) and cmd_autosave_start(c) (cmd_sgf.c) are what both
 *   interactive front ends do with it: cmd_archive, then record_autosave; a
 *   failure is c->s.autosave_problem ("Autosave failing: …", sanitized; "No
 *   autosave: …" from the start when there is no place for one) until a write
 *   succeeds and a->dirty is clear, and CMD_SAY_AUTOSAVE marks it news only
 *   at the first failure after a success.  The screen (ui_autosave) shows the
 *   text above the status foot and on the new-game screen all along; --plain
 *   (say_autosave) says it when it is news, once.  Tests: check_archive
 *   autosave_failure_is_said_once_until_a_write_succeeds, e2e autosave.sh
 *   (the screen), plain.sh part 8 (said once, then anew).
 * - record_score(g, tb, ntb, tw, ntw, &score) (--score): the stones of a
 *   colour on the other colour's TB/TW points are dead; with no TB/TW,
 *   estimate_game (the record's last move counts), its doubt per stone
 *   given back for the "Unsure:" line (unsure.h); then score_compute.
 *   score_line() (score.c) is the key=value line GTP tengen-score prints too.
 * - The UI (ui.c, block "SGF records"): ui_sgf_start (the record in the
 *   context, the opened file's message or the resume question, the autosave,
 *   the signal handlers), ui_autosave after every key, ui_resume_answer (the
 *   question, the yes and the no are the command layer's, shared with
 *   --plain: cmd_ask_resume; y: cmd_resume_autosave, record_open the
 *   autosave, write ours, discard the old one; n: cmd_decline_autosave,
 *   rename it declined-game-PID.sgf, which autosave_find does not list; then
 *   ask about the next one, then open the new-game screen).  Signals: SIGHUP,
 *   SIGTERM, SIGINT handled with sigaction without SA_RESTART, installed
 *   before the loop (SIGQUIT too): the handler calls autosave_signal_flush
 *   and sets a flag; the key read returns, the loop ends, the terminal is put
 *   back, a line on stderr names the autosave — only when the last write
 *   reached the disk (a->dirty clear, after one more try), else it says the
 *   game could not be autosaved — and the exit status is 128 + the signal.
 *   Ctrl-C typed in the program is still a key (VINTR is off).  main.c opens
 *   FILE before curses starts (errors → stderr, exit 1) and runs
 *   autosave_find (offer with no file and no game option; otherwise only a
 *   notice).
 */
#ifndef TENGEN_RECORD_H
#define TENGEN_RECORD_H

#include <stdbool.h>

#include "record/autosave.h"
#include "rules/clock.h"
#include "rules/game.h"
#include "record/sgf.h"
#include "record/sgfgame.h"
#include "base/util.h"

/* What the autosave wrote last, to write again only after a change. */
struct record_seen {
	int nmoves, nevents, phase, to_move, result, nconfirms, confirm_moves;
	int size, rules, handicap, sealed, edits;
	int inmove_s;  /* whole seconds of the move in progress written (TMU) */
	int paused;    /* a pause written (TPA) */
	double komi;
	bool saved;
};

/* The clocks (sgfclock.c): the setting (TM, OT) and the time each move left
 * its player (BL/OB, WL/OW), by move number - 1. */
struct record_stamp {
	int64_t ms;       /* left after the move */
	int count;        /* byo-yomi periods or Canadian moves left; 0: main time */
	bool set;
};
struct record_clock {
	struct clock_spec spec; /* CLOCK_NONE: no clock */
	struct record_stamp *after;
	int n, cap;
	/* the move in progress: the time who has used on it so far (TMU) */
	enum color inmove_who;  /* EMPTY: none */
	int64_t inmove_ms;
	bool paused;            /* both asked for a pause (TPA) */
};

/* A sealed move (封棋, Chinese competition rule 5; sgfclock.c): the move of
 * an adjourned game, kept out of sight in private properties of the last
 * main-line node (TSL, TST, TSC) and played when the file is opened again. */
struct record_seal {
	enum color who;   /* EMPTY: none */
	int point;        /* a point of the board, or PASS */
	int64_t ms;       /* the sealer's clock after the move (as BL/WL); -1: no clock */
	int count;        /* byo-yomi periods or Canadian moves left (as OB/OW) */
};

struct record {
	struct game_info info;        /* PB PW …, RE of an opened file */
	struct sgf *file;             /* the file opened (its tree), or NULL */
	int file_game;                /* which game of the collection */
	enum rules file_rules;        /* as the file had them (RU, KM) */
	double file_komi;
	char *path;                   /* where a bare `save` writes, or NULL */
	struct autosave *autosave;    /* NULL: no autosave (no state directory) */
	struct record_seen seen;
	bool seen_valid;
	struct record_clock clock;
	struct record_seal sealed;    /* to write with the game, or who EMPTY */
	struct record_seal revealed;  /* played by the last record_open, or who EMPTY */
	/* the finished game kept (record_archive) */
	char *archived;               /* its file, or NULL: not kept yet */
	struct record_seen archive_seen; /* the game as kept (or as opened) */
	bool archive_seen_valid;
	int edits;                    /* record_adopt calls since the new game */
};

void record_init(struct record *r);
/* Frees r; the autosave is closed, its file stays (for resuming). */
void record_free(struct record *r);

/* A new game: forget the file, its information and the save name; keep the
 * players' names given (NULL: none). */
void record_new_game(struct record *r, const char *black, const char *white);

/* The game in play is left for another (`new`, `load!`, `play-from-here!`):
 * its autosave is kept for a later run to offer (autosave_keep).  1 with
 * *kept the file, 0 when nothing was autosaved, -1 with *cause. */
int record_leave(struct record *r, char **kept, char **cause);

/* Open path (any encoding) and replay its first game's main line to the end
 * into g.  Returns -1 with errors in msgs (g untouched), else 0 with g
 * replaced, r holding the file and path as the save name; warnings (an
 * illegal move, a guessed encoding …) in msgs. */
int record_open(struct record *r, struct game *g, const char *path, struct sgf_msgs *msgs);
/* The same for game number game (from 0) of a collection; saving writes
 * the whole collection back with this game changed. */
int record_open_game(struct record *r, struct game *g, const char *path, int game,
                     struct sgf_msgs *msgs);

/* The record of g as an SGF tree (free with sgf_free), and as file text
 * (UTF-8, CA[UTF-8]). */
struct sgf *record_build(const struct record *r, const struct game *g);
void record_write(const struct record *r, const struct game *g, struct sbuf *out);
/* What record_build starts from, without the end of the game (RE, TB/TW,
 * confirmations, private properties), the clocks and the sealed move: the
 * opened file with g's moves (the game's start after an edit in the middle
 * of the record: a node with setup) or a fresh record.  *rootp: the game's
 * root, *at: the node of g's position.  The tree the review and the
 * teaching commands (marks, comments, setup) edit. */
struct sgf *record_tree(const struct record *r, const struct game *g, struct sgf_node **rootp,
                        struct sgf_node **at);
/* g's Art. 7-2 confirmations as variations of s (record_build adds them;
 * the review shows them), each unless s has it already: a variation
 * starting with its moves, as when a review's tree with them was adopted
 * (record_adopt), with what was marked on them. */
void record_add_confirmations(struct sgf *s, struct sgf_node *root, const struct game *g);
/* The edited tree (of record_tree; root its game) becomes the record's file
 * (a copy), which g still fits: what is saved from now on. */
void record_adopt(struct record *r, const struct sgf *tree, const struct sgf_node *root,
                  const struct game *g);
/* g, with no move since a setup node (an edit), goes back to the position
 * before it; the setup stays in the record, as a variation.  -1 when g's
 * position is not such a node. */
int record_undo_setup(struct record *r, struct game *g);

/* `save`: write the record to path atomically (path~ keeps the old file).
 * 0, or -1 with *cause (free it); the game and r are unchanged on failure.
 * On success path becomes the save name and the autosave is finished. */
int record_save(struct record *r, const struct game *g, const char *path, char **cause);

/* Start autosaving into dir (NULL: the XDG state directory); -1 with *cause
 * when there is no place for it (the game goes on without). */
int record_autosave_start(struct record *r, const char *dir, char **cause);
/* The time used on the move in progress (TMU) reaches the disk every
 * RECORD_INMOVE_WRITE_S seconds; each second in between it is only staged
 * (autosave_stage_text), which a signal or quitting writes. */
#define RECORD_INMOVE_WRITE_S 5
/* Call after anything may have changed g: writes the autosave when g
 * changed (the whole seconds used on the move in progress: staged, written
 * every RECORD_INMOVE_WRITE_S) and has something to lose; removes it when the game is saved
 * (saved), finished, or empty.  Returns 1 if written, 0 if nothing to do,
 * -1 with *cause on a failed write (tried again at every call until one
 * succeeds). */
int record_autosave(struct record *r, const struct game *g, bool saved, char **cause);

/* Every finished game kept (archive.h): when g is over and differs from
 * what was kept or opened, write its record into dir (NULL: archive_dir),
 * to the file it was kept in before (an ending taken back and played
 * again), else to a new one named from now and black and white.  Returns 1
 * when written (*path: the file, not to be freed: r->archived), 0 when
 * there is nothing to do, -1 with *cause (tried once per state of g). */
int record_archive(struct record *r, const struct game *g, const char *dir,
                   const char *black, const char *white, char **cause);

/* The node of the main line from root holding move k (k = 0: the root). */
struct sgf_node *record_main_node(struct sgf_node *root, int k);

/* The clocks (sgfclock.c). */
/* A new setting: no times recorded yet. */
void record_clock_new(struct record *r, const struct clock_spec *spec);
/* Move nmoves (from 1) left its player ms and count (as struct
 * record_stamp); stamps of later moves (taken back) are dropped. */
void record_clock_moved(struct record *r, int nmoves, int64_t ms, int count);
/* who (EMPTY: nobody) has used ms on the move in progress: written as
 * TMU[Wss.s] on the last main-line node while g is in play and it is who's
 * turn; record_clock_read reads it back. */
void record_clock_inmove(struct record *r, enum color who, int64_t ms);
/* The time of the move in progress that record_build writes for g, 0: none. */
int64_t record_clock_inmove_ms(const struct record *r, const struct game *g);
/* Both players asked for a pause (暫停; the session's MODE_PAUSED), or it is
 * over: written as TPA[1] on the last main-line node while g is in play and
 * nothing is sealed, so a dropped link during a pause resumes paused;
 * record_clock_read reads it back, record_clock_paused answers. */
void record_clock_pause(struct record *r, bool paused);
bool record_clock_paused(const struct record *r, const struct game *g);
/* The newest time recorded for who among g's moves; false if none. */
bool record_clock_left(const struct record *r, const struct game *g, enum color who,
                       int64_t *ms, int *count);
/* TM, OT in root, BL/OB, WL/OW on the main line's moves of s, TMU, TPA. */
void record_clock_write(const struct record *r, const struct game *g, struct sgf *s,
                        struct sgf_node *root);
/* The setting, the times of root's main line (g: its game, replayed) and
 * the move in progress (TMU of the last node, whoever's turn it is), a
 * pause (TPA). */
void record_clock_read(struct record *r, const struct sgf_node *root, const struct game *g);

/* The sealed move (sgfclock.c). */
/* Seal *m (NULL: none): record_build writes it hidden, TSL[Bdd] (B alone: a
 * pass), TST the clock after it in seconds, TSC the count; never B or W. */
void record_seal(struct record *r, const struct record_seal *m);
/* TSL, TST, TSC off s's main line, then r->sealed on its last node. */
void record_seal_write(const struct record *r, const struct game *g, struct sgf *s,
                       struct sgf_node *root);
/* After the replay (and record_clock_read): a move sealed on root's last
 * main-line node is played in g, its clock stamped, and kept in
 * r->revealed; one that cannot be played is a warning in msgs.  Returns 1
 * when a move was revealed, else 0. */
int record_seal_read(struct record *r, const struct sgf *s, const struct sgf_node *root,
                     struct game *g, struct sgf_msgs *msgs);

/* One line for people about the game in an autosave: when it was written,
 * the size, the move, a sealed move if any, and the players if named
 * ("2026-11-30 15:40, 9×9, move 12, a sealed move, Alice–Bob"); a new string (not sanitized: the names are the file's), or
 * NULL when the file cannot be read. */
char *record_describe(const char *path);

/* Points a finished game's territory: TB (black) and TW (white) of g's count
 * with its marks; returns false when g is not finished by counting. */
bool record_territory(const struct game *g, int *tb, int *ntb, int *tw, int *ntw);

/* --score: count g's position, the dead stones being the stones of one
 * colour on the other colour's TB/TW points (tb, tw: points of g's board);
 * with neither, g's marks (a game saved after the stop: TGD, applied by
 * endstate_read), else the estimate (estimate_game: the record's last move
 * counts).  Returns how many stones were taken as dead.  doubt (NULL, or
 * BOARD_MAX_POINTS entries): the estimate's doubt per stone (unsure.h),
 * all 0 with TB/TW. */
struct score;
int record_score(const struct game *g, const int *tb, int ntb, const int *tw, int ntw,
                 struct score *out, uint8_t *doubt);

#endif

/*
 * sgfgame.h — between SGF trees and games: replay a record into a struct
 * game, build a record from a game, and the game information (players,
 * date, result …) that a record carries beside the moves.
 *
 * A replay follows the main line (first children) from a game's root and
 * stops at the requested move, or at the first move the rules refuse: that
 * move is reported as a warning naming it, and the game is left just before
 * it — a record is never silently "fixed".
 *
 * Replay (sgf_replay) and writing:
 * Root: GM must be 1, SZ 5..25 (SZ[19:13] is refused with its position), RU
 * (Japanese/Korean → japanese; Chinese/AGA/NZ/GOE/Ing/… → chinese; other →
 * warning), KM, HA+AB → a handicap.  Then the main line: AE AB AW PL in any
 * node (compressed lists aa:cc; every property of the name, even if
 * repeated), then B/W ([] and [tt] on boards up to 19 are passes).  An
 * illegal move or a point off the board is a warning naming the move and its
 * line:col, and the game stops before it.  A record that goes on after two
 * passes resumes play (game_record_resume).  sgf_replay_to_node() replays the
 * line from the root down to any node, in a variation too (review);
 * sgf_replay_until_point() stops before the first move at a point (GTP).
 *
 * Setup in the middle of a game uses the additive block at the end of game.c
 * (game_setup): the position after it becomes the new start of the record
 * (moves before it are counted in moves_before_setup but can no longer be
 * undone; game_move_number() counts them).
 *
 * sgf_from_game() writes GM FF CA AP SZ KM HA RU (+ PB PW BR WR DT EV RO PC
 * GN GC from struct game_info, and RE: B+3.5, W+R, W+T, B+F, 0, Void), the
 * start position as AB/AW (found by taking back every move on a copy of the
 * board), PL[W] when White starts, and one node per move (passes as B[]).
 * Game information is kept in struct game_info, not in struct game.
 */
#ifndef TENGEN_SGFGAME_H
#define TENGEN_SGFGAME_H

#include "rules/game.h"
#include "record/sgf.h"

/* Game information, decoded to UTF-8 text.  Strings are NULL when absent;
 * they come from files, so sanitize them (text_sanitize) before display. */
struct game_info {
	char *black, *white;           /* PB PW */
	char *black_rank, *white_rank; /* BR WR */
	char *date, *event, *place, *round, *game_name; /* DT EV PC RO GN */
	char *rules_text;              /* RU as written */
	char *result_text;             /* RE as written */
	char *comment;                 /* GC */
	struct game_result result;     /* RE decoded (RESULT_NONE for "?" or none) */
	bool result_known;             /* RE present and understood */
};

void game_info_init(struct game_info *gi);
void game_info_free(struct game_info *gi);
/* The game information of a game's root (PB PW … RE, as a replay reads
 * it) into gi (game_info_init'ed). */
void sgf_root_info(const struct sgf_node *root, struct game_info *gi);

/* "B+3.5", "W+R", "B+T", "W+F", "0", "Void" …  Returns false if the text
 * is no result this program knows (the raw text is still kept). */
bool sgf_result_parse(const char *text, struct game_result *r);
/* The RE value of a result, or "" for none; into buf[32]. */
const char *sgf_result_format(const struct game_result *r, char *buf);
/* The RU value tengen writes: "Japanese", "Chinese", "Capture" (Capture
 * Go; FF[4] lets RU be any text). */
const char *sgf_rules_text(enum rules r);

/* The board size of a game's root: SZ[N] (or the square SZ[N:N]), 19 when
 * the root has no SZ.  -1 with *cause (allocated; cause may be NULL) when SZ
 * is not a square board of BOARD_MIN_SIZE to BOARD_MAX_SIZE.  The one reader
 * of SZ: the replay, the record and GTP loadsgf all ask it. */
int sgf_size(const struct sgf_node *root, char **cause);
/* The rules an RU value names (area: Chinese, AGA, NZ, Ing…; territory:
 * Japanese, Korean; Capture); false for other text. */
bool sgf_rules_from_text(const char *ru, enum rules *r);

/* Where a replay of a game's main line ended. */
struct sgf_replay {
	const struct sgf_node *last;  /* the last node applied */
	int moves;                    /* moves played (passes included) */
	bool stopped_on_error;        /* an illegal move ended the replay early */
};

/* Replay game `root` of s into g (initialised here; free it with
 * game_free even on failure) up to max_moves moves (-1: all), filling info
 * (may be NULL).  Problems go to msgs with their line and column: errors
 * (returns -1: no usable position, e.g. SZ[19:13] or GM[2]) and warnings
 * (illegal move, a setup stone without liberty; returns 0 with the game as
 * far as it could go). */
int sgf_replay(const struct sgf *s, const struct sgf_node *root, int max_moves,
               struct game *g, struct game_info *info, struct sgf_replay *where,
               struct sgf_msgs *msgs);

/* Replay the line from node's game root down to node itself, whichever
 * variation it is in (review: ↑/↓ choose a variation, then replay to it). */
int sgf_replay_to_node(const struct sgf *s, const struct sgf_node *node, struct game *g,
                       struct game_info *info, struct sgf_replay *where,
                       struct sgf_msgs *msgs);

/* One node more of a replay: n's setup (AB AW AE PL), then its move, on g
 * (the position at n's parent), w and info updated.  -1 when the rules
 * refuse the move (a warning in msgs; g is then the position before it,
 * w->stopped_on_error set): review steps on with it, one node at a time. */
int sgf_replay_step(const struct sgf *s, const struct sgf_node *n, struct game *g,
                    struct game_info *info, struct sgf_replay *w, struct sgf_msgs *msgs);

/* Like sgf_replay of the whole main line, without messages, calling
 * visit(n, g, arg) with the position after each node n; visit returns true
 * to stop there.  One replay for a question about every node of the line. */
typedef bool sgf_visit_fn(const struct sgf_node *n, const struct game *g, void *arg);
int sgf_replay_visit(const struct sgf *s, const struct sgf_node *root, struct game *g,
                     sgf_visit_fn *visit, void *arg, struct sgf_replay *where);

/* Nodes applied by every replay so far (tests count the work with it). */
extern unsigned long sgf_replay_nodes;

/* Like sgf_replay, but stop just before the first move at point (GTP
 * loadsgf with a vertex). */
int sgf_replay_until_point(const struct sgf *s, const struct sgf_node *root, int point_col,
                           int point_row, struct game *g, struct game_info *info,
                           struct sgf_msgs *msgs);

/* A new record of g: root with GM FF CA AP SZ KM HA RU PB PW DT RE (info
 * may be NULL), the setup position as AB/AW, then one node per move. */
struct sgf *sgf_from_game(const struct game *g, const struct game_info *info);

/* Mark the final position on the last node of root's main line: TB and TW
 * are each side's territory, the points of the opponent's dead stones
 * included (the FF[4] custom, read back by --score). */
void sgf_set_territory(struct sgf *s, struct sgf_node *root, const struct board *b,
                       const int *black, int nb, const int *white, int nw);

/* The whole file text of a new record of g (UTF-8, CA[UTF-8]). */
void sgf_write_game(const struct game *g, const struct game_info *info, struct sbuf *out);

/* Format a komi or score the same way in any locale: "6.5", "0", "-3.25". */
const char *sgf_format_real(double v, char *buf, size_t size);

#endif

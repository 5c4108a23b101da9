/*
 * estimate.h — a guess of the dead stones of a position, good enough to
 * start the marking from (the screen's marks after the stop, GTP
 * final_score and final_status_list, --score on a record without TB/TW,
 * the :estimate teaching aid).
 *
 * Random playouts on board copies (playout.h), in two rounds:
 *  1. "floating" chains, never their colour's at the end of any of
 *     ESTIMATE_FLOAT_PLAYOUTS playouts, are taken off; a chain with at most
 *     two liberties sharing one with an enemy chain of at most two is kept
 *     (the seki guard);
 *  2. ESTIMATE_PLAYOUTS playouts on what is left, the first mover
 *     alternating; a region of empty points and the other colour's chains
 *     of up to three stones (six with at most two liberties), bordered by
 *     one colour only (or by chains of the other with two eyes of their
 *     own), with 16 empty points or more
 *     and few of the other colour's stones (at most half as many as in the
 *     chains around it), is closed to the other colour except to capture
 *     or atari, if that colour has a chain of four stones or more
 *     somewhere (on an open board nothing is closed).  The
 *     owner of a small eye space stays out of it until the opponent has
 *     played there (playout.h).  Each playout move first answers the last
 *     one (capture it if in atari, save a chain it put in atari, answer in
 *     the eye space it entered), else is random.
 * The playouts follow the J89 Art. 7-2 ko rule (a ko capture bars the
 * recapture until the barred player has passed for it); at the stop the
 * real last move counts, and a position without history bars every ko that
 * could be taken at once.  A chain is dead when the mean share of playouts
 * that end with its points its own colour's is below ESTIMATE_THRESHOLD;
 * chains of a colour sharing a liberty take the verdict of most of their
 * stones; a dead chain next to a liberty it shares with an enemy chain that
 * both keep, empty, in ESTIMATE_SEKI_SHARE of the playouts is alive (seki);
 * a local seki check, and last an exact read of every chain enclosed in a
 * small eye space of its own (eyespace.h), whose verdict wins.
 * The same position and seed always give the same guess.
 *
 * In detail.  A guess to start the marking from, never a ruling: GTP final_score,
 * final_status_list and tengen-dame with nothing marked (estimate_score,
 * estimate_dame), tengen-estimate always, --score on a record without TB/TW
 * (record_score, through estimate_game).
 *
 * - estimate_position(b, to_move, ko_stone, seed, &e) fills struct estimate:
 *   dead[], unsure[] (a chain's share within 15 points of the threshold, or
 *   a group whose chains disagreed, or saved by the seki check), conf[] (a
 *   group's confidence: its least sure chain's distance from the threshold,
 *   scaled to 0 … 100 on its side; 0 for a group whose chains disagreed or
 *   a chain a check took back from the playouts; 100 for a floating chain
 *   and for what the read or a seki check decided: certain), owner[]
 *   (-100 White … 100 Black, from round 2). estimate_game(g, seed, &e) takes
 *   ko_stone from the record (the last stone move if it took one stone); a
 *   game without moves has no history. estimate_dead(b, to_move, dead): no
 *   history, ESTIMATE_SEED. estimate_count() counts with the result (the seki it
 *   read, and the open points of an unfinished position given by influence,
 *   influence.h: a record that stops in the middle game is counted as a
 *   player would, not with every open point dame; dead stones whose region
 *   is open only through dame for the capturer, deadregion.h; and the
 *   points a short chain's owner must fill once the dame are taken as
 *   dame, mustfill.h),
 *   estimate_lead_text() says "Black leads by about 4.5",
 *   estimate_print_map() draws the map.
 * - Round 1: 32 playouts from the position; a chain never its colour's at the
 *   end of any is floating and taken off (dead), unless it has at most two
 *   liberties and shares one with an enemy chain of at most two (seki guard).
 * - Round 2: 128 playouts on the rest, the first mover alternating.  A region
 *   of empty points and enemy chains of at most 3 stones (or 6 with at most
 *   two liberties: a dead wall inside the area), bordered only by
 *   one colour (and maybe by enemy chains with two eyes of their own: alive,
 *   they need no move there), one of its chains of 4 stones or more (a wall:
 *   a few lone stones on an open board close nothing), with 16 empty points
 *   or more, is closed to the other colour except to capture or atari (make
 *   bench-estimate: 30 gives 347 of 354, 20 gives 348, 15 gives 347, before
 *   the revival of chains among dead stones below; the real games chose 16,
 *   estimate.c) — if its invaders are few
 *   (their stones at most half of those of the chains around it,
 *   ESTIMATE_CLOSE_INVADERS) and the other colour has a chain of four stones
 *   or more somewhere (has_wall).  On an open board (the opening, the middle
 *   game: the lead graph, :estimate) the one region of empty points and one
 *   colour's small chains borders nearly every stone of the other colour,
 *   about as many as it holds; closed, it killed every stone of that colour
 *   (gnugo19.sgf at move 32: B+353.5).  In the final positions of the bench
 *   the closed regions hold 40% or less. Eye spaces (playout_find_eyes):
 *   regions of 3 to 7 empty points bordered by one colour; its random moves
 *   keep out of its own eye space until the opponent has played there, and
 *   then it answers inside it (at the stop the attacker moves first;
 *   reinforcing belongs before the stop, Art. 9-2).
 * - Playouts (playout_run on a struct playout: a board copy plus the list of
 *   empty points): first an answer to the last move (capture it if it is in
 *   atari; save a chain it put in atari by capturing a neighbour in atari or
 *   extending), else the first allowed point from a random start. Allowed
 *   (playout_allows): not the board's simple ko, not barred by an Art. 7-2
 *   ban (a ko capture bars the recapture of that ko until the barred player
 *   passes; a pass that lifts a ban does not count toward the two that end
 *   the playout), not an own true eye (all neighbours own, at most one enemy
 *   diagonal, none on the edge), not suicide, not a closed point unless
 *   capturing or atari, and no self-atari of a chain of two stones or more
 *   unless it captures or ataris an enemy chain at least two stones bigger
 *   (keeps seki, allows the bent-four sacrifice).  Start bans: the recapture
 *   of the ko the last move took; with no history, every ko that could be
 *   taken at once.
 * - Verdict: a chain is dead when fewer than 55% of round-2 playouts end with
 *   its points its colour's; chains sharing two liberties or more take the
 *   verdict of most of their stones; a dead chain next to a point that stayed
 *   an empty liberty of both colours' original chains in 80% of the playouts
 *   is alive (seki).  Then the local seki check (settle_local_seki): two
 *   chains of opposite colours with at most four liberties that share one,
 *   neither with another liberty but points where the other side's move is
 *   suicide (eyes), each next to a living enemy chain besides the other (a
 *   wall into which its stones would open if taken), and where filling any
 *   shared liberty puts the filler's chain in atari without capturing: both
 *   live, sure.  Without the wall condition two eyeless chains in a corner
 *   pass for seki when the side that gives up two stones kills the other (the
 *   no-seki position in the tests). A dead chain touching enemy stones, all
 *   of them dead, lives (it won its race inside them: game 41 of
 *   gnugo-9.txt).  Then the eye-space read (eyespace_read, read_enclosed) on
 *   the real board: every group whose liberties all lie in small regions of
 *   empty points and enemy stones bordered by the group alone (12 points at
 *   most: the shapes games end with, the attacker's stones already inside)
 *   is read out exactly, the attacker first, with the Art. 7-2 bans of the
 *   stop; the group lives or dies with its biggest chain; the read gives up
 *   after 2000 positions or 21 moves deep, and stops early on a chain with
 *   two eyes or a clean eye space of seven points.  Its verdict wins: dead
 *   (the stones inside then live) unless an enclosing enemy chain is judged
 *   dead, or alive, and then each enemy chain inside is read with the
 *   group first: one the group cannot take lives with it in seki (seki[]).
 *   Last the race seki (settle_race_seki): two chains of opposite colours
 *   sharing liberties, each with one eye space of as many moves (1 2 3 5 8
 *   12 for one to six points) and no other liberty: whoever fills loses the
 *   race, so both live in seki (big eyes: filling is no self-atari).  Then
 *   the short chains next to their living friends (settle_captures,
 *   capture.h): a dead chain of at most three liberties, one of them next
 *   to a living chain of its colour, is read with the opponent first; one
 *   it cannot take before the chain joins them lives (the throw-in at the
 *   joining point is taken at once: random playouts seldom answer).  The
 *   stones of seki[] are seki in the count (score_params.seki_read), in
 *   either seki mode, and in GTP final_status_list seki.  Deterministic for
 *   a seed.
 * - Tests: tests/check_estimate.c — 42 positions (walls, invaders of 1-3
 *   stones, on the edges and touching the walls, a one-eyed group, a ko at
 *   the stop with and without history, 13x13 and 19x19 boards, the seki of
 *   05a, 05b and 05c and a look-alike that is no seki, the bent four in the
 *   corner on an open board and enclosed, a two-eyed group inside the other
 *   side's area, enclosed eye shapes: straight three (also on the edge),
 *   straight and twisted four, two eyes, bent three, a two-point eye, square
 *   and pyramid four, bulky five, a false eye, a ko eye, a race won inside a
 *   dead chain; counts under both rulesets), each with the colours swapped,
 *   either player to move and five seeds; three open boards (open_board:
 *   gnugo19.sgf before moves 33 and 61, a nine-stone handicap opening): the
 *   stones that cannot get out dead, others only if flagged unsure, never
 *   every stone of a colour, the Japanese count within 10 points;
 *   tests/gtp/estimate.tst (the seki of figure 13 through GTP, play after the
 *   stop).
 * - Tests also: tests/check_reading.c, the hand-read end-of-game positions
 *   of tests/data/reading (seki of each kind, bent four with the killing
 *   stone inside, rabbity six and bulky five with the vital point taken, a
 *   filled bulky five, nakade, false and ko eyes, a race, an invader), and
 *   tests/gtp/seki-read.tst (the big-eye seki listed over GTP).
 * - Known limits: the read covers groups enclosed in 12 points at most and
 *   gives up on long races in big eyes (the race seki covers the symmetric
 *   ones); a bigger fight (an invasion of a larger area) is left to the
 *   playouts, and the unsure flags are there for it.
 * - make bench-estimate REAL_GAMES=DIR (bench_real.c, real-games.sh): real
 *   counted games (DIR/dev.txt) estimated and counted by area beside GNU
 *   Go's final_score (level 10, Chinese rules; BENCH_GNUGO_GAMES=N for
 *   the first N), with the CPU time per position.
 * - On the screen: when play stops (the two passes, or a void move counted as
 *   a pass, in play_point()), cmd_suggest_marks() (cmd_end.c) runs
 *   estimate_game() and endgame_suggest(g, dead, doubt): one endgame event
 *   setting the marks, st.suggested and st.unsure[] (the doubt of
 *   unsure.h: unsure stones, least sure highest), flagged with_stop so
 *   that one undo takes back the suggestion *and* the step that stopped play
 *   (event_undo calls game_undo again).  Any change of a mark or an agreement
 *   clears st.suggested (the agreement accepts the marks as they stand);
 *   marking a group clears its unsure flags; a resumption clears all.  Saved,
 *   the marks are ordinary TGD marks. view.c: "Suggested by the estimate: y
 *   agrees" replaces the "Agree (y)" line while endgame_suggested(); an
 *   unsure stone has a ? in the separator cell before it, and the status area
 *   names the unsure groups, least sure first ("Unsure: H1, G2 group (4
 *   stones) — look there first", unsure_text; --score and --plain say it
 *   too). The teaching aid E / :estimate
 *   (cmd_estimate_exec) keeps the estimate in cmd_ctx.estimate with the move
 *   count and hash it was made for; cmd_estimate_shown() returns it only for
 *   that position (cmd_run forgets it when the move count changes, so undo
 *   does not bring it back); aid_glyph() draws ▪ ▫ / b w on empty points
 *   owned in 3 playouts of 4 and x o (dim) on stones guessed dead.  Nothing
 *   of this runs or is drawn in normal play.  Tests: check_endgame (suggest,
 *   unsure, undo), check_cmd_end (the suggestion, undo with the pass and with
 *   a void move, resume, agreement; the aid), check_record (saved as marks),
 *   tests/e2e/endgame.sh (the suggestion, ? on the seki of 05b, E).
 * - make bench-estimate: bench/gnugo-games.sh SIZE COUNT LEVEL SEED OUT has
 *   GNU Go play itself (first move of each side random, for variety) and
 *   records its final_status_list dead; the .txt files of bench/games hold such games
 *   (one line each: SIZE KOMI b:D4 … | DEAD …); bench/bench_estimate replays
 *   each, compares the dead sets (-v lists every disagreement), and times the
 *   estimate (median, maximum per size); then the same games in the middle
 *   (every 30th move, 30 or more before the end): positions in which every
 *   stone of a colour was guessed dead (none expected), and the time;
 *   bench-estimate.sh then times GNU Go's own final_status_list dead on the
 *   19x19 positions.
 */
#ifndef TENGEN_ESTIMATE_H
#define TENGEN_ESTIMATE_H

#include <stdint.h>

#include "rules/board.h"
#include "rules/game.h"
#include "rules/score.h"
#include "base/util.h"

#define ESTIMATE_PLAYOUTS 128
#define ESTIMATE_FLOAT_PLAYOUTS 32
#define ESTIMATE_SEED 0x7e57ULL
/* ko_stone of estimate_position(): the position has no history */
#define ESTIMATE_NO_HISTORY (-3)

struct estimate {
	uint8_t dead[BOARD_MAX_POINTS];   /* 1 on stones guessed dead */
	uint8_t unsure[BOARD_MAX_POINTS]; /* 1 on stones whose verdict was close */
	int8_t owner[BOARD_MAX_POINTS];   /* -100 (White's) … 100 (Black's) */
	uint8_t seki[BOARD_MAX_POINTS];   /* 1 on living stones found in seki */
	uint8_t conf[BOARD_MAX_POINTS];   /* on stones: how sure the verdict is,
	                                     0 … 100 (100: read out, unsure.h) */
	int ndead, nunsure;               /* stones */
};

/* Estimate b with to_move to play.  ko_stone: the stone of the last move
 * if it took a ko (its recapture is barred), NO_POINT if it did not, or
 * ESTIMATE_NO_HISTORY.  in_play: the game goes on (to_move moves next: a
 * short chain of its own is read with it first, capture.h), else play has
 * stopped (the opponent first, J89 Art. 7-1). */
void estimate_position(const struct board *b, enum color to_move, int ko_stone, bool in_play,
                       uint64_t seed, struct estimate *e);
/* Estimate a game's position, its last move taken from the record, as at
 * the end of the game (play stopped: the count, final_score). */
void estimate_game(const struct game *g, uint64_t seed, struct estimate *e);
/* The same in the middle of the game (g->to_move moves next: the review's
 * graph, :estimate in play). */
void estimate_in_play(const struct game *g, uint64_t seed, struct estimate *e);

/* The count of g with the estimated dead stones (g's rules and komi). */
void estimate_count(const struct game *g, const struct estimate *e, struct score *s);
/* The count of g with its marks (endgame_score), or with none yet, with the
 * dead stones of estimate_game(g, ESTIMATE_SEED); a game over by the
 * players' agreement: with its marks, even none (its result). */
void estimate_score(const struct game *g, struct score *s);
/* The dame of estimate_score(g): points written to out, their number
 * returned. */
int estimate_dame(const struct game *g, int *out);
/* "Black leads by about 4.5", "White leads by about 0.5", "Even" for the
 * count s, translated, into buf (at least 64 bytes). */
char *estimate_lead_text(const struct score *s, char *buf, size_t len);
/* The ownership map in the layout of diagram.h: X O living stones, x o
 * dead ones, b w points Black's or White's in three playouts of four or
 * more, . the rest; then the groups it is unsure of, least sure first, as
 * unsure_text() names them (tests/gtp/unsure.tst). */
void estimate_print_map(const struct board *b, const struct estimate *e, struct sbuf *out);

/* dead[p] = 1 for the stones of b guessed dead, 0 elsewhere (BOARD_MAX_POINTS
 * entries): estimate_position() without history and with ESTIMATE_SEED. */
void estimate_dead(const struct board *b, enum color to_move, uint8_t *dead);

#endif

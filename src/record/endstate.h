/*
 * endstate.h — the end of a game not yet finished, in private SGF
 * properties, so that marks, agreements and an open confirmation survive an
 * autosave, a dropped link and a :save / :load round trip.
 *
 * SGF FF[4] has no words for a game stopped and being counted, so tengen
 * writes its own properties (other programs keep or ignore them, as FF[4]
 * asks) on the last node of the main line, only while the game is not
 * finished (a finished game has RE and TB/TW) or when both players lost
 * (Art. 13-1): SGF writes that RE[?], "result unknown", and the end state,
 * both refusing, is what says it (endstate_both_lose; read back, the rules
 * end the game again):
 *   TGD[pt]...   the stones marked dead (each chain once is enough, every
 *                point is written)
 *   TGA[B][W]    who has agreed to the marks (Art. 9-2)
 *   TGR[B][W]    who has refused to agree (Art. 13-1)
 *   TGC[B|W]     a confirmation (Art. 7-2) is open, that colour moved first
 *   TGM[Cpt/ko]  its moves in order: the colour letter, the point ("" for a
 *                pass) and, for a pass naming a ko, "/" and the ko's point
 * Reading applies them to the replayed game through the rules' own
 * functions (endgame_set_dead, endgame_agree, …), so a value that the
 * position does not allow is a warning, never a state the rules could not
 * reach.
 */
#ifndef TENGEN_ENDSTATE_H
#define TENGEN_ENDSTATE_H

#include <stdbool.h>

#include "rules/game.h"
#include "record/sgf.h"

/* Write g's unfinished end-of-game state on the last main-line node of the
 * game at root (removing any such properties of the main line first). */
void endstate_write(struct sgf *s, struct sgf_node *root, const struct game *g);

/* A finished game (RE a result tengen knows: info, as the replay of root
 * read it): g, replayed, is over with that result, which nothing changes
 * (Art. 10-4); after a count the stones TB/TW name are marked dead, as they
 * were agreed.  Nothing when g is over already or RE says no result. */
struct game_info;
void endstate_finish(const struct sgf *s, const struct sgf_node *root,
                     const struct game_info *info, struct game *g);

/* The game at root ended with both players losing: RE[?] and TGR[B][W]
 * (a ? of another program, a result not known, is not). */
bool endstate_both_lose(const struct sgf_node *root);
/* The result of the game at root for people, as the screen says it
 * (RESULT_FORM_PEOPLE: Draw, Void and Both lose translated); RE sanitized
 * when it is no result tengen knows; NULL when there is none.  Newly
 * allocated.  --games and the collection picker show it. */
char *endstate_result_shown(const struct sgf_node *root);

/* Apply the state written on the last main-line node to g, replayed from
 * root; a value that cannot be applied is a warning in msgs.  Returns how
 * many warnings were added. */
int endstate_read(const struct sgf *s, const struct sgf_node *root, struct game *g,
                  struct sgf_msgs *msgs);

#endif

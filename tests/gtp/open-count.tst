# an unfinished game (a record that stops in the middle, :estimate): the
# count gives the open points to the side whose stones face them (influence),
# not every open point to nobody; the points halfway stay dame.  Black's two
# stones on the left, White's two on the right: an even split, komi decides;
# a third black stone in the middle of the left side takes Black ahead.
boardsize 9
komi 6.5
play b C3
play w G3
play b C7
play w G7
final_score
tengen-rules chinese
komi 7.5
final_score
tengen-dame
play b D5
final_score

boardsize 19
fixed_handicap 9
fixed_handicap 2
list_stones black
clear_board
fixed_handicap 1
fixed_handicap 10
fixed_handicap -1
boardsize 9
fixed_handicap 5
undo
clear_board
set_free_handicap A1 A1
set_free_handicap A1 J9 pass
set_free_handicap A1 J9
list_stones black
boardsize 7
fixed_handicap 5
fixed_handicap 4

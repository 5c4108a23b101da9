# play takes either colour in any order; refusals name the reason
boardsize 5
clear_board
play black C3
play black C3
play w B3
play w B2
play b A3
play b B4
play w E5
play b A5
play white A5
play green A1
play b Z9
play b
is_legal b C2
is_legal w C2
captures black
captures white
list_stones black
list_stones white
countlib C3
color B3
color D4
undo
undo
list_stones black
showboard

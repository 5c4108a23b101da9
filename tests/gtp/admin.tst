# administrative commands, ids, comments and blank lines
protocol_version
1 name
2 version
known_command play
known_command genmove_black

# an unknown command is an error, never a crash
frobnicate 1 2 3
3 frobnicate
boardsize 26
boardsize 4
boardsize nine
boardsize -5
boardsize 99999999999
boardsize 9
komi 6.5
get_komi
komi lots
tengen-rules
tengen-rules chinese
get_komi
tengen-rules dutch
tengen-rules japanese
	play		black   e5   # tabs and a comment
showboard
quit
play b d4

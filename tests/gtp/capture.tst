# Capture Go: the first capture ends the game; undo takes it back
boardsize 9
clear_board
tengen-rules capture
get_komi
play b D5
play w E5
play b F5
play w A1
play b E4
play w A2
play b E6
tengen-result
play w J9
final_score
undo
tengen-result
play b E6
tengen-result

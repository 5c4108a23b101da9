# the whole end of a game over GTP (J89 Art. 9, 10): play, stop, resume,
# mark, agree, read the score
boardsize 9
play b D1
play w E1
play b D2
play w E2
play b D3
play w E3
play b D4
play w E4
play b D5
play w E5
play b D6
play w E6
play b D7
play w E7
play b D8
play w E8
play b D9
play w E9
play b H3
play w B2
tengen-status
play b pass
play w pass
tengen-status
is_legal b D1
tengen-dame
tengen-score
final_score
final_status_list dead
final_status_list alive
final_status_list seki
# Black asks to resume: White moves first (Art. 9-3)
tengen-resume b
tengen-status
play w pass
play b pass
tengen-status
tengen-toggle b B2
tengen-agree b
# White's change withdraws Black's agreement
tengen-toggle w H3
tengen-status
tengen-agree w
tengen-result
tengen-agree b
tengen-result
tengen-score
final_score
play b A1
undo
tengen-status
tengen-rules chinese
tengen-score
tengen-rules japanese
tengen-disagree w
tengen-disagree b
tengen-result
tengen-agree b
tengen-score-map
# an agreement is to a count: komi or rules changed after it withdraw it
clear_board
play b pass
play w pass
tengen-agree b
komi 100
tengen-status
tengen-agree w
tengen-result
tengen-rules chinese
tengen-status
# the game over by agreement with no marks: final_score and
# final_status_list answer its count, not the estimate's
clear_board
komi 6.5
tengen-rules japanese
play b E5
play w A1
play b pass
play w pass
final_score
tengen-agree b
tengen-agree w
tengen-result
final_score
final_status_list dead
tengen-score

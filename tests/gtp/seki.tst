# Art. 8: an open dame; default seki test (either side can fill it safely)
# against the strict reading (any living chain next to a dame is seki)
boardsize 9
play b C1
play w E1
play b C2
play w E2
play b C3
play w E3
play b C4
play w E4
play b C5
play w E5
play b C6
play w E6
play b C7
play w E7
play b C8
play w E8
play b C9
play w E9
play b D1
play b D2
play b D3
play b D4
play w D6
play w D7
play w D8
play w D9
play b pass
play w pass
tengen-dame
tengen-seki
tengen-score
final_status_list seki
tengen-seki strict
tengen-score
final_status_list seki
tengen-seki loose
tengen-seki default
tengen-resume w
play b D5
play w pass
play b pass
tengen-dame
tengen-seki strict
tengen-score

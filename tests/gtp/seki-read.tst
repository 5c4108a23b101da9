# seki found by reading: the big-eye seki of tests/data/reading/13 (three-point
# eyes and one shared liberty E3, where filling is no self-atari but loses
# the race): final_status_list seki lists both chains, the count has no
# territory in their eyes (Japanese: seki eyes count for nobody)
boardsize 9
komi 6.5
play b G9
play w H9
play b G8
play w H8
play b G7
play w H7
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play w H6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play b G5
play w H5
play w D4
play w E4
play w F4
play b G4
play w H4
play w A3
play w B3
play w C3
play w D3
play w F3
play b G3
play w H3
play b A2
play b B2
play b C2
play b D2
play b E2
play w F2
play b G2
play w H2
play b D1
play b E1
play w F1
play b G1
play w H1
play b pass
play w pass
final_status_list dead
final_status_list seki
final_score
quit

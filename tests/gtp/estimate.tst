# the estimate over GTP: J89 Art. 8 figure 13, a seki with one eye each
# (data/rules/05b-seki-one-eye-each.sgf) and five dead white stones
boardsize 9
play b B9
play b G9
play b A8
play b B8
play b C8
play b G8
play b D7
play b E7
play b F7
play b G7
play b F6
play b F5
play b F4
play b F3
play b F2
play b F1
play w D9
play w F9
play w D8
play w E8
play w F8
play w A7
play w B7
play w C7
play w C6
play w D6
play w E6
play w E5
play w H5
play w E4
play w G4
play w H4
play w J4
play w E3
play w H3
play w E2
play w E1
play b pass
play w pass
# nothing marked: final_status_list and final_score use the estimate
final_status_list dead
final_status_list seki
final_score
tengen-estimate
# a stone after the stop resumes play, White (the mover's opponent) the requester (Art. 9-3)
is_legal w A9
is_legal b J1
play b A9
tengen-status
play b J1
tengen-status

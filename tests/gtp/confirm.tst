# Art. 7-2 over GTP: bent four in the corner settled by a confirmation
boardsize 9
play b A4
play w A3
play b B4
play w B3
play b C4
play w B2
play b C3
play w C2
play b D3
play w D2
play b E3
play w D1
play b E2
play b E1
play w pass
play b pass
tengen-confirm w
tengen-confirm-end
tengen-confirm b
play b B1
tengen-confirm-play w B1
tengen-confirm-play b B1
tengen-confirm-play w A1
tengen-confirm-play b A2
tengen-confirm-play w A1
tengen-confirm-play w J9
tengen-confirm-play b J1
# a move elsewhere does not lift the ban; only a pass for that ko does
tengen-confirm-play w A1
tengen-confirm-play w pass C5
tengen-confirm-play w pass A1
tengen-confirm-play b C1
tengen-confirm-board
tengen-confirm-play w pass
tengen-confirm-play b pass
tengen-status
final_status_list dead
tengen-score
tengen-agree w
tengen-agree b
tengen-result

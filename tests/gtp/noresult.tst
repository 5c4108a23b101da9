# Art. 12: triple ko, no result when both accept; Art. 11 resignation; undo
boardsize 9
play b B9
play b A8
play b G8
play b J8
play b B7
play b H9
play b H7
play b B3
play b A2
play b B1
play w C9
play w B8
play w D8
play w F8
play w G9
play w G7
play w C7
play w C3
play w B2
play w D2
play w C1
tengen-no-result b
play b C8
play w H8
play b C2
play w B8
play b G8
tengen-status
play w B2
tengen-status
tengen-no-result b
tengen-result
tengen-no-result w
tengen-result
play b C8
undo
tengen-result
tengen-resign b
tengen-result
undo
tengen-status

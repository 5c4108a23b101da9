# what an illegal move costs: friendly (refused), j89 (Art. 14: lost at
# once), chinese (Chinese competition rules 10, 11-1: void, counted as a
# pass), chinese-warn (also a warning; the second warning loses, Chinese
# competition rule 12-2)
boardsize 5
play b B4
play w C4
play b A3
play w B3
play w D3
play b B2
play w C2
play b C3
tengen-policy
play w B3
tengen-policy j89
play w B3
tengen-result
undo
tengen-result
play b E5
tengen-result
undo
tengen-policy chinese
play w B3
tengen-status
undo
tengen-policy chinese-warn
play w B3
tengen-status
play b E5
play w C3
tengen-result
undo
tengen-status
tengen-policy
tengen-policy fierce

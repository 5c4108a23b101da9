# tengen-estimate names the groups it is unsure of, least sure first, as
# --score does (check_estimate's ONE_SURE_ONE_NOT_9): Black's ring G4
# H4 G5 G6 H6 J5 in White's area is in doubt; the white A2 B2 C2 in
# Black's corner are read out, certain, and not named.
boardsize 9
komi 6.5
play b D9
play b D8
play b D7
play b D6
play b G6
play b H6
play b D5
play b G5
play b J5
play b D4
play b G4
play b H4
play b A3
play b B3
play b C3
play b D3
play b D2
play b D1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w E3
play w A2
play w B2
play w C2
play w E2
play w E1
play b pass
play w pass
tengen-estimate

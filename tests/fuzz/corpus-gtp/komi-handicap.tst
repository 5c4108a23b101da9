komi 7
fixed_handicap 4
get_komi

#!/bin/sh
# narrow.sh — text at the right edge (issue 10, point 10): 21×21 at 80×24
# leaves a status area of 33 cells.  Names of 20 characters are shortened
# (…) so that "captured N" stays; a line too wide is wrapped whole, never
# cut ("W+448.5)", "White"); short of rows, the legend and the top of the
# table give way to the count.
. "${srcdir:-.}/tests/e2e/lib.sh"

B=Abcdefghijklmnopqrst W=Uvwxyzabcdefghijklmn
start 80 24 --size 21 --black $B --white $W
wait_for "Black: $B"
wait_for "White: $W"
ok "during play the names are whole (a line of their own)"
keys p
cmd "K11"
keys p p
wait_for "Play has stopped: both passed"
wait_for "● Black: Abcdefghij…  captured 0"
wait_for "○ White: Uvwxyzabcd…  captured 0"
ok "at the end the names are shortened, the captures stay"
wait_for "Suggested by the estimate: y"
screen | grep -qE " agrees \(Black first\) *$" || fail "'agrees (Black first)' is cut"
wait_for "Japanese count: W+446.5"
wait_for "(Chinese rules, komi 7.5:"
screen | grep -qE " W\+448\.5\) *$" || fail "the other rules' count is cut"
ok "lines too wide are wrapped, the result whole"
keys y y
wait_for "Game over: W+446.5"
wait_for "White wins by 446.5 (both"
wait_for "agreed, Art. 9-2; count Art. 10)"
ok "the result and its articles wrapped, whole"
keys q y
wait_exit

S=narrow-clock
start 80 24 --size 21 --time 10m --black $B --white $W
wait_for "Black to play"
cmd "K11"
cmd "L11"
keys p p
wait_for "Play has stopped: both passed"
wait_for "resumes)"
wait_for "Japanese count: W+6.5"
screen | grep -qF "Territory" || fail "the table is gone"
ok "short of rows (clocks, dame): the count stays, the legend goes"
keys q y
wait_exit

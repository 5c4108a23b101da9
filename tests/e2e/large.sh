#!/bin/sh
# large.sh — the large board (--scale=auto, the default): four columns and
# two rows a point where the terminal has room (9x9 at 80x24, 19x19 at
# 120x40 and 160x50), stones as filled blocks, marks and labels in them,
# the cursor and a click on the point; back to two columns a point when the
# terminal shrinks, and with --scale=1; the last ten seconds of a clock in
# large digits.
. "${srcdir:-.}/tests/e2e/lib.sh"

E2E_SCALE=
start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
keys Enter
wait_for "Move 1: B E5"
keys Right Right Enter
wait_for "Move 2: W G5"
cmd "mark triangle E5"
wait_for "Triangle at E5."
cmd "label 12 G5"
wait_for "G5 labelled 12."
screen | sed -n '8,12p' | cut -c1-40 | sed 's/ *$//' > "$E2E_TMP/rows.txt"
cat > "$E2E_TMP/want.txt" <<'ROWS'
 6  .   .   .   .   .   .   .   .   .  6

 5  .   .   .   .  ^XX  . (12O) .   .  5

 4  .   .   .   .   .   .   .   .   .  4
ROWS
diff -u "$E2E_TMP/want.txt" "$E2E_TMP/rows.txt" || fail "the large board in --ascii (above)"
ok "9x9 at 80x24: four columns and two rows a point, stones three cells wide, marks and labels in them"
wait_cursor 28,9
keys Up
wait_cursor 28,7
ok "the cursor sits on the point"
click 16 13
wait_for "Move 3: B D3"
ok "a click on a point plays there"
$T resize-window -t "$S" -x 60 -y 24 >/dev/null 2>&1
wait_for " 5 . . . . X . O . . 5"
ok "a narrower terminal: two columns a point again"
keys q
wait_for "(y/n)"
keys y
wait_exit

S=large-19
start 120 40 --size 19 --no-color
wait_for "Black to play"
keys Enter Right Right Enter
wait_for "Move 2: W M10"
wait_for "10  ├───┼───┼───╋───┼───┼───┼───┼───┼──███──┼─(▒▒▒)─┼───┼───┼───╋───┼───┼───┤  10"
wait_for "    │   │   │   │   │   │   │   │   │   │   │   │   │   │   │   │   │   │   │"
ok "19x19 at 120x40: large, a white stone shaded without colour"
keys q
wait_for "(y/n)"
keys y
wait_exit

S=large-160
start 160 50 --size 19
wait_for "Black to play"
wait_for "19  ┌───┬───┬"
wait_for " 1  └───┴───┴"
ok "19x19 at 160x50: large"
keys q
wait_exit

S=small
E2E_SCALE=--scale=1
start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
wait_for " 5 . . . . + . . . . 5"
ok "--scale=1 keeps two columns a point"
keys q
wait_exit

# The last ten seconds in large digits, five rows under the clocks (# in
# ASCII), gone when the move is played.
S=large-count
E2E_SCALE=--scale=1
start 80 24 --size 9 --ascii --no-color --time 12s
wait_for "X 0:08"
n=$(screen | cut -c25- | grep -c '^  [# ]*#[# ]*$')
[ "$n" -ge 4 ] || fail "no large digits under the clocks ($n rows)"
ok "the last ten seconds counted in large digits"
keys Enter
wait_for "Move 1: B E5"
n=$(screen | cut -c25- | grep -c '^  [# ]*#[# ]*$')
[ "$n" -eq 0 ] || fail "the large digits stayed after the move ($n rows)"
ok "the count goes with the move"
keys q
wait_for "(y/n)"
keys y
wait_exit

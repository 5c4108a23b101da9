#!/bin/sh
# arrows.sh — the teacher's comment and marks shown to the pupil in play
# (the panel, scrolled with [ and ]); arrows and lines (AR LN) and the
# region SL of tests/data/lines.sgf drawn on the board and named in the
# panel, in --ascii (read back row by row) and in Unicode.
. "${srcdir:-.}/tests/e2e/lib.sh"

SGF="$(cd "${srcdir:-.}" && pwd)/tests/data/lines.sgf" # start() runs tengen elsewhere

start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
cmd 'comment Black to play. Which is better, A or B?\nOne\nTwo\nThree\nFour\nFive\nSix\nSeven\nEight\nNine\nTen\nAnd the last words of it.'
wait_for "Comment saved with this position."
wait_for "Black to play. Which is better, A or B?"
ok "the comment of the position is shown in play"
wait_for "(the comment goes on)"
keys ] ]
wait_for "(the comment above)"
wait_for "And the last words of it."
keys [ [ [
wait_for "Black to play. Which is better, A or B?"
ok "] and [ scroll a long comment in play"
cmd "mark arrow C3 E5"
wait_for "Arrow from C3 to E5."
wait_for "Arrows, lines: C3->E5"
row 7 | grep -q '^ 3 \. \. / \.' || fail "the arrow's start: $(row 7)"
row 6 | grep -q '^ 4 \. \. \. / \.' || fail "the arrow's middle point: $(row 6)"
row 5 | grep -q '^ 5 \. \. \. \. / \.' || fail "the arrow's head: $(row 5)"
ok ":mark arrow draws the arrow in play and names it in the panel"
cmd "D4"
wait_for "Move 1: B D4"
wait_gone "Which is better"
wait_gone "Arrows, lines:"
ok "the next position has its own comment and marks (none)"
keys q
wait_for "(y/n)"
keys y
wait_exit

S=arrows-file
start 80 24 --ascii --no-color --review "$SGF"
wait_for "REVIEW - main line"
screen | sed -n '2,10p' | cut -c1-22 | sed 's/ *$//' > "$E2E_TMP/rows.txt"
cat > "$E2E_TMP/want.txt" <<'ROWS'
 9 | . ------------- 9
 8 | \ . . . . . : : 8
 7 | . X . \ . + . . 7
 6 | . . \ . \ . . . 6
 5 | . . . X . \ . . 5
 4 | . . . . \ . \ . 4
 3 | . ------->O . \ 3
 2 | . . . . . . \ . 2
 1 v . . . . . . . . 1
ROWS
diff -u "$E2E_TMP/want.txt" "$E2E_TMP/rows.txt" || fail "the lines in --ascii (above)"
wait_for "Arrows, lines: C3->G3  A9->A1  J3->E7  C9-J9  B8-H2"
ok "--ascii: arrows and lines along rows, columns and diagonals, heads beside a stone, SL as :"
keys q
wait_exit

S=arrows-unicode
start 80 24 --review "$SGF"
wait_for "REVIEW - main line"
wait_for " 3 ┃─┼─━━━━━━━→○─┼─╲ 3"
wait_for " 8 ┃─╲─┼─┼─┼─┼─┼─▒─▒ 8"
wait_for "Arrows, lines: C3→G3  A9→A1  J3→E7  C9—J9  B8—H2"
ok "Unicode: heavy lines, arrow heads, the region shaded"
keys q
wait_exit

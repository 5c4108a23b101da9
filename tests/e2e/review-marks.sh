#!/bin/sh
# review-marks.sh — the marks of a record (tests/data/marks.sgf: TR SQ CR
# MA on empty points and on stones, labels LB, DD) drawn on the board in
# review, in --ascii without colour (read back row by row: no mark is a
# letter) and in Unicode; ] and [ scroll a long comment.
. "${srcdir:-.}/tests/e2e/lib.sh"

SGF="$(cd "${srcdir:-.}" && pwd)/tests/data/marks.sgf" # start() runs tengen elsewhere

start 80 24 --ascii --no-color --review "$SGF"
wait_for "REVIEW - main line"
wait_for "Move 0: no move here"
screen | sed -n '2,10p' | cut -c1-22 | sed 's/ *$//' > "$E2E_TMP/rows.txt"
cat > "$E2E_TMP/want.txt" <<'ROWS'
 9 @ . . . . . , . . 9
 8 . % . . . . , . . 8
 7 . . A . . . + . . 7
 6 . .12#O . . . . . 6
 5 . . Z .^X . . . . 5
 4 . . . . . . . . . 4
 3 . . ? . . . * . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
ROWS
diff -u "$E2E_TMP/want.txt" "$E2E_TMP/rows.txt" || fail "the marks in --ascii (above)"
ok "--ascii: marks ^ # @ % (on a stone: left of it, the stone kept), labels of two characters ending on their point (sanitized, ? for non-ASCII), DD as , and * the next move"

keys Right
wait_for "Move 1: B G3"
screen | sed -n 8p | sed 's/[()]/ /g' | grep -q '^ 3 \. \. + \. \. \.\^X' || fail "the move's own triangle: $(screen | sed -n 8p)"
screen | sed -n 2p | grep -q '^ 9 \. \. \.' || fail "the root's marks stay on the root: $(screen | sed -n 2p)"
ok "each node draws its own marks"
keys q
wait_exit

S=review-marks-unicode
start 80 24 --review "$SGF"
wait_for "REVIEW - main line"
wait_for " 5 ├─┼─Z─┼─▲─┼─┼─┼─┤ 5"
wait_for " 6 ├─┼12─▣"
ok "Unicode: ▲ a triangle on a black stone, ▣ a square on a white one"

keys End
wait_for "Line 1 of a long comment."
wait_for "… (the comment goes on)"
keys ] ] ] ] ] ] ] ] ] ] ] ]
wait_for "Line 30 of a long comment."
wait_for "… (the comment above)"
wait_gone "Line 1 of a long comment."
wait_gone "… (the comment goes on)"
keys [
wait_gone "Line 30 of a long comment."
keys [ [ [ [ [ [ [ [ [ [
wait_for "Line 1 of a long comment."
wait_gone "… (the comment above)"
keys ] ]
wait_gone "Line 1 of a long comment."
keys Left Right
wait_for "Line 1 of a long comment."
ok "] and [ scroll a long comment to its end and back; a step starts it again at the top"
keys q
wait_exit

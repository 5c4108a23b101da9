#!/bin/sh
# longline.sh — a long : line (issue 10, point 4) stays whole and editable:
# it scrolls horizontally ('<' and '>' mark the text out of view), Home and
# End bring either end into view, an edit in the middle lands where the
# cursor is, and Enter runs all of it.  (How fast: make bench-line.)
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9
wait_for "Black to play"
keys :
long=$(head -c 3000 /dev/zero | tr '\0' x)
text "komi $long"
text "END"
wait_for "xEND"
row 23 | grep -q '^<x*END *$' || fail "the end of the line is not shown after '<': $(row 23)"
ok "3,000 characters: the end of the line is in view"

keys Home
wait_for ":komi xxxx"
row 23 | grep -q '^:komi x*>$' || fail "the start of the line lacks its '>': $(row 23)"
keys Right Right Right Right Right
text "日本"
wait_for ":komi 日本xxx"
wait_cursor 10,23
keys End
wait_for "xEND"
ok "Home, End and an edit in the middle of the long line"

keys Enter
wait_for "komi must be a number"
cmd "komi 2"
wait_for "Komi is now 2."
keys q y
wait_exit
ok "Enter runs the whole line"

#!/bin/sh
# teach.sh — marks, labels and the move numbers placed in play, in --ascii
# without colour: m cycles the shapes at the cursor (^ on a stone stands
# left of it, the stone kept), M the next free letter, :label 10 a label of
# two cells ending on its point, # the move numbers (the tens left of the
# point); the marks belong to the position (a move hides them, undo shows
# them again) and are saved.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
cmd "D4"
wait_for "Move 1: B D4"
cmd "cursor D4"
keys m
wait_for "Triangle at D4."
row 6 | sed 's/[()]/ /g' | grep -q '^ 4 \. \. \.\^X \. ' || fail "no triangle left of D4: $(row 6)"
cmd "cursor F6"
keys m m
wait_for "Square at F6."
row 4 | grep -q '^ 6 \. \. \. \. \. # \. ' || fail "no square at F6: $(row 4)"
cmd "cursor B8"
keys M
wait_for "B8 labelled A."
keys Right M
wait_for "C8 labelled B."
row 2 | grep -q '^ 8 \. A B \. ' || fail "labels A B not drawn: $(row 2)"
cmd "label 10 G2"
wait_for "G2 labelled 10."
row 8 | grep -q '^ 2 \. \. \. \. \. \.10 \. \. 2' || fail "label 10 not drawn over G2: $(row 8)"
ok "m, M and :label place marks and labels; --ascii tells them apart"

cmd "E5"
wait_for "Move 2: W E5"
wait_gone " 8 . A B "
row 4 | grep -q '#' && fail "a mark of move 1 stayed: $(row 4)"
keys u y
wait_for "Took back White's E5."
wait_for " 8 . A B . "
ok "the marks belong to the position: a move hides them, undo shows them again"

for m in E5 E6 F5 F4 G4 G5 H5 J5 H6; do
	cmd "$m"
done
wait_for "Move 10: W H6"
keys '#'
wait_for "Move numbers on the stones"
row 4 | sed 's/[()]/ /g' | grep -q '^ 6 \. \. \. \. 3 \. \.10 \. 6' || fail "numbers in row 6: $(row 4)"
row 5 | grep -q '^ 5 \. \. \. \. 2 4 7 8 9 5' || fail "numbers in row 5: $(row 5)"
keys '#'
wait_for "Move numbers off."
row 5 | grep -q '^ 5 \. \. \. \. O O X O X 5' || fail "stones not back: $(row 5)"
ok "# shows the move numbers on the stones, and hides them"

cmd "save t.sgf"
wait_for "Saved"
tr -d '\n' < "$E2E_TMP/t.sgf" | grep -qF ';B[df]' || fail "no move: $(cat "$E2E_TMP/t.sgf")"
for p in 'TR[df]' 'SQ[fd]' 'LB[bb:A]' 'LB[gh:10]'; do
	tr -d '\n' < "$E2E_TMP/t.sgf" | grep -qF "$p" || tr -d '\n' < "$E2E_TMP/t.sgf" | grep -qF "${p#LB}" ||
		fail "$p not saved: $(cat "$E2E_TMP/t.sgf")"
done
ok "the marks are saved on the move's node"
keys q
wait_exit

#!/bin/sh
# edit.sh — edit mode (s): stones set up with b, w and Enter at the cursor,
# u takes a change back, t who moves; leaving it in play plays on from the
# position, u then takes back the move and the setup; :save writes the
# setup after the game's moves and the file opens again at it; in review
# the setup goes into a variation and the game is left alone.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
cmd "D4"
wait_for "Move 1: B D4"
cmd "E5"
wait_for "Move 2: W E5"
keys s
wait_for "EDIT - set up the position"
wait_for "Black to play after the setup."
cmd "cursor C3"
keys b
wait_for "Black stone at C3."
row 7 | grep -q '^ 3 \. \. X \. \. ' || fail "no black stone at C3: $(row 7)"
keys w
wait_for "White stone at C3."
row 7 | grep -q '^ 3 \. \. O \. \. ' || fail "no white stone at C3: $(row 7)"
keys u
wait_for "Took back the change at C3: now a black stone."
row 7 | grep -q '^ 3 \. \. X \. \. ' || fail "undo did not put the black stone back: $(row 7)"
cmd "cursor E5"
keys Enter
wait_for "E5 emptied."
row 5 | grep -q '^ 5 \. \. \. \. + ' || fail "E5 not emptied: $(row 5)"
keys t
wait_for "White to play after the setup."
ok "b, w, Enter (cycle), u and t set up the position"

keys s
wait_for "Position set up: move 2, White to play."
wait_gone "EDIT - set up"
cmd "F6"
wait_for "Move 3: W F6"
keys u y
wait_for "Took back White's F6."
keys u
wait_for "Took back the setup: move 2, Black to play"
row 7 | grep -q '^ 3 \. \. + \. \. ' || fail "the setup stone C3 stayed: $(row 7)"
row 5 | grep -q 'O' || fail "E5's stone did not come back: $(row 5)"
ok "leaving edit mode plays on from the position; u takes back the move, then the setup"

keys s
wait_for "EDIT - set up the position"
cmd "setup black C3"
wait_for "Black stone at C3."
keys s
wait_for "Position set up: move 2, Black to play."
cmd "save ed.sgf"
wait_for "Saved"
tr -d '\n' < "$E2E_TMP/ed.sgf" | grep -qF ';B[df];W[ee]' || fail "moves lost: $(cat "$E2E_TMP/ed.sgf")"
tr -d '\n' < "$E2E_TMP/ed.sgf" | grep -qF ';AB[cg]' || fail "no setup node: $(cat "$E2E_TMP/ed.sgf")"
keys q
wait_exit

S=edit-reopen
start 80 24 --ascii --no-color ed.sgf
wait_for "Black to play"
row 7 | grep -q '^ 3 \. \. X \. \. ' || fail "the setup is not read back: $(row 7)"
row 5 | sed 's/[()]/ /g' | grep -q '^ 5 \. \. \. \. O ' || fail "the moves are not read back: $(row 5)"
ok ":save writes the setup after the moves; the file opens at it"

keys v
wait_for "REVIEW - main line"
keys Home
wait_for "Move 0: no move here"
keys s
wait_for "EDIT - set up the position"
keys Left
cmd "setup white A1"
wait_for "White stone at A1."
keys s
wait_for "the position is set up in the record"
wait_for "REVIEW - a variation"
row 9 | grep -q '^ 1 O ' || fail "A1 not set up in review: $(row 9)"
keys v
wait_for "Back to play: move 2, Black to play."
row 9 | grep -q '^ 1 \. ' || fail "the game in play changed: $(row 9)"
cmd "save"
wait_for "Saved"
tr -d '\n' < "$E2E_TMP/ed.sgf" | grep -qF '(;AW[ai])' || fail "no variation: $(cat "$E2E_TMP/ed.sgf")"
ok "in review the setup is a variation of the record; the game in play is left alone"
keys q
wait_exit

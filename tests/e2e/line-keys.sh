#!/bin/sh
# line-keys.sh — the : line takes readline's editing keys and no others.
# A key flood on the open line found these (issue 14, hostile review): an
# incremental search (Ctrl-R) ended by Ctrl-X, then ')' (end a keyboard
# macro that was never begun: readline aborts) crashed tengen, readline
# jumping back into a frame of itself that was gone; Ctrl-V put a control
# character into a player's name in the saved file.  Ctrl-R, Ctrl-S, Ctrl-X
# and Ctrl-V now do nothing; the editing keys still edit.  A line closed while
# scrolled left its '>' in the last cell of the message row.  Ctrl-P (or Up)
# at the oldest line of the history after an edit made readline free an undo
# list twice.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9
wait_for "Black to play"
# What the flood found, byte for byte (each chunk is followed by ':'): an
# edited history line, then Ctrl-P at the oldest line; readline freed the
# line's undo list there while the history entry kept it, and a later Enter
# on that entry freed it again.
cmd "edit"
wait_for "Edit"
keys :
for chunk in "10" "14 10" "1b e3" "0a" "1b f9 3f" "3f" "ce" "10 0d"; do
	# shellcheck disable=SC2086
	$T send-keys -t "$S" -H $chunk
	keys :
done
# the last ':' opened the line again, unless tengen crashed at the Enter
end=$(($(date +%s) + E2E_TIMEOUT))
until [ "$(row 23 | sed 's/ *$//')" = ":" ]; do
	[ -s "$E2E_TMP/status" ] && fail "tengen ended: $(cat "$E2E_TMP/stderr")"
	[ "$(date +%s)" -ge "$end" ] && fail "the line is not open after the keys"
	sleep 0.05
done
[ -s "$E2E_TMP/stderr" ] && fail "tengen wrote to stderr: $(cat "$E2E_TMP/stderr")"
keys Escape
# the keys may have left edit mode, or not: out of it
screen | grep -qF "EDIT - set up" && cmd "edit"
wait_gone "EDIT - set up"
ok "Ctrl-P at the oldest line of the history after an edit"

cmd "komi 3"
wait_for "Komi is now 3."
keys : C-r C-x
text ")"
keys C-u
text "komi 4"
keys Enter
wait_for "Komi is now 4."
keys : C-s C-x
text "("
keys C-x
text "e"
keys C-x C-u C-u
text "komi 5"
keys Enter
wait_for "Komi is now 5."
ok "Ctrl-R, Ctrl-S, Ctrl-X ( ) e on the line: nothing happens, the line still runs"

keys :
text "info PB x"
keys C-v C-o
text "y"
keys Enter
wait_for "Black: xy"
cmd "save g.sgf"
wait_for "Saved"
grep -q 'PB\[xy\]' "$E2E_TMP/g.sgf" || fail "the name saved is not xy: $(cat -v "$E2E_TMP/g.sgf")"
ok "Ctrl-V inserts no control character"


keys :
text "komi 7"
keys C-a C-k
text "komi 6"
keys C-e BSpace
text "8"
keys C-a C-d
text "k"
keys C-e C-w
text "2"
keys Enter
wait_for "Komi is now 2."
keys :
text "komi $(head -c 200 /dev/zero | tr '\0' x)"
keys Home
wait_for ":komi xxx"
row 23 | grep -q '>$' || fail "the long line has no '>' at its end: $(row 23)"
keys Enter
wait_for "komi must be a number"
row 23 | grep -q '>$' && fail "the closed line's '>' stays on the message row: $(row 23)"
ok "a long line closed leaves no '>' behind"

keys :
text "typed"
keys C-p C-p
wait_for ":komi 2"
keys BSpace
text "9"
keys Up Up Up Up Up Up Up Up Up Up Up Up Up Up Up
wait_for ":edit"
keys C-n C-n C-n C-n C-n C-n C-n C-n C-n C-n C-n C-n C-n C-n C-n
wait_for ":typed"
keys Up Up
wait_for ":komi 2"
keys C-u
text "quit!"
keys Enter
wait_exit
ok "the editing keys still edit; Ctrl-P, Ctrl-N, Up, Down walk the history"

#!/bin/sh
# paste.sh — a paste is text, never keys (issue 10, point 3): bracketed
# paste is on for the whole run; at the board a paste is ignored with a
# message (a record says how to open it), on the : line it is the line's text
# with its newlines as spaces and nothing runs until Enter; in a name field of
# the new-game screen its first line is the name.
. "${srcdir:-.}/tests/e2e/lib.sh"

# paste TEXT — a bracketed paste (tmux brackets it when tengen asked for it)
paste() {
	printf '%s' "$1" > "$E2E_TMP/paste"
	$T load-buffer -b p "$E2E_TMP/paste"
	$T paste-buffer -p -b p -t "$S"
}

start 80 24 --size 9
wait_for "Black to play"
paste "(;GM[1]SZ[9]
;B[ee];W[cc]C[pass p p quit y n review v]
;B[dd])
"
wait_for "A pasted record is not played"
paste "p p q y n v
:quit!
"
wait_for "A paste is not a command: ignored"
cmd "komi 3"
wait_for "Komi is now 3."
screen | grep -qF "REVIEW" && fail "a pasted letter opened the review"
wait_for "Move 0"
wait_for "Black to play"
ok "a paste at the board is ignored with a message: no move, pass or command"

keys :
paste "komi 5
quit!
"
wait_for ":komi 5 quit!"
sleep 0.2
wait_for ":komi 5 quit!"              # nothing ran
keys C-u
paste "komi 4
"
keys Enter
wait_for "Komi is now 4."
ok "on the : line a paste is the line's text; only the line typed runs"

keys n
wait_for "Leave it for a new game? (y/n)"
keys y
wait_for "[ Start the game ]"
keys Up Up Up                 # from Start up past Analysis and Take-backs
paste "Honinbo Shusaku
second line
"
wait_for "Honinbo Shusaku"
screen | grep -qF "second line" && fail "the paste's second line went somewhere"
keys Escape
wait_for "Move 0"
cmd "quit!"
wait_exit
ok "a paste in a name field is its first line"

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

# A paste while a question waits for y/n is no answer, and the question
# stays on the message line: the next key still answers it, and a question
# hidden behind "A paste is not a command" let a stray y quit unseen.  The
# same for the resume question at start.
S=paste-ask
start 80 24 --size 9
wait_for "Black to play"
cmd "E5"
wait_for "Move 1: B E5"
keys q
wait_for "Quit anyway? (y/n)"
paste "y"
sleep 0.3
wait_for "Quit anyway? (y/n)"
keys n
wait_for "Not quitting."
ok "a paste during the quit question leaves it asked and shown"
$T kill-session -t "$S"         # the link drops: the game is autosaved
S=paste-resume
start 80 24
wait_for "Resume? (y/n)"
paste "n"
sleep 0.3
wait_for "Resume? (y/n)"
keys y
wait_for "Resumed the autosaved game"
wait_for "Move 1: B E5"
cmd "quit!"
wait_exit
ok "a paste during the resume question leaves it asked and shown"

#!/bin/sh
# problems.sh — problem mode: tengen --problems (the problems of the source
# tree), a problem solved by keys, a move not in the file, a problem failed
# on a wrong line (the file's reply on the board), u to retry and solve
# it, n to go on, Esc back to the game; :problems FILE from a game.
. "${srcdir:-.}/tests/e2e/lib.sh"

E2E_ENV=NO_COLOR=1
start 90 26 --problems --ascii
wait_for "PROBLEM 1 of 103"
wait_for "Capture in one: a stone in the centre"
wait_for "The white stone on E5 has only one liberty left."
row 5 | grep -qF " 5 . . . X O X . . . 5" || fail "the problem's position: $(row 5)"
for r in 1 2 3 4 5 6 7 8 9; do # the next move of the file (* in review) is the answer: not shown
	row $r | grep -qF "*" && fail "the answer is marked on the board: $(row $r)"
done
keys Up Enter                  # the cursor starts on E5: E6
wait_for "Solved! 1 of 103 solved. Wrong tries not yet seen: C5, G5. n: next problem, u: again."
wait_for "Correct. Black takes the last liberty"
row 5 | grep -qF " 5 . . . X + X . . . 5" || fail "E5 not captured: $(row 5)"
ok "a problem solved by keys, the file's comment shown"

cmd "A1"
wait_for "This problem is over: u tries again, n goes to the next."
keys n n n n n
wait_for "PROBLEM 6 of 103"
wait_for "Capture in one: which stone?"
cmd "A1"
wait_for "A1 is not the answer. Try again."
ok "a move not in the file is not the answer"
cmd "H6"
wait_for "White answers E5. Wrong. u: try again, n: next problem."
wait_for "Wrong. H5 was not in atari."
row 5 | grep -qF " 5 . . X O(O). . O . 5" || fail "White's E5 not on the board: $(row 5)"
ok "a problem failed: the file's reply, the comment"
keys u
wait_for "Again. Problem 6 of 103"
row 5 | grep -qF " 5 . . X O + . . O . 5" || fail "not back at the start: $(row 5)"
cmd "E5"
wait_for "Solved! 2 of 103 solved."
ok "u retries, and the problem is solved"
keys Escape
wait_for "Problems: 2 of 103 solved. Back to the game."
wait_gone "PROBLEM"
keys q
wait_exit
ok "Esc goes back to the game, q quits cleanly"

# :problems FILE during a game: the game is left as it was
S=problems-cmd
start 90 26 -s 13 --ascii
wait_for "Black to play"
cmd "play D4"
wait_for "White to play"
# an absolute path: tengen runs in its own directory (start), and srcdir
# may be relative (make distcheck)
cmd "problems $(cd "${srcdir:-.}" && pwd)/data/problems/007-capture-2-edge.sgf"
wait_for "PROBLEM 1 of 1"
cmd "undo"
wait_for "in the problems: Esc or :problems off goes back to the game first"
cmd "E3"
wait_for "White answers E1. Black to play."
cmd "F1"
wait_for "Solved! 1 of 1 solved."
keys Escape
wait_for "Back to the game"
wait_for "White to play"
row 10 | grep -qF " 4 . . .(X)" || fail "the game's D4 is gone: $(row 10)"
ok ":problems FILE from a game, which stays as it was"

#!/bin/sh
# problem-tries.sh — a problem's wrong tries at 80×24: a wrong try is
# answered with the file's refutation (White's stone on the board, then
# "Wrong." and the line's comment), the message names the wrong try not
# yet seen; u, the right answer solves it.
. "${srcdir:-.}/tests/e2e/lib.sh"

E2E_ENV=NO_COLOR=1
start 80 24 --ascii --problems "$(cd "${srcdir:-.}" && pwd)/data/problems/042-live-straight-three.sgf"
wait_for "PROBLEM 1 of 1"
wait_for "Your group has 3 points"
cmd "C1"
wait_for "White answers B1. Wrong. Wrong tries not yet seen: A1."
wait_for "Wrong. White answers on B1"
row 9 | grep -qF " 1 .(O)X X O" || fail "no refutation on the board: $(row 9)"
ok "a wrong try: the file's reply on the board, Wrong and the comment, the try left named"
keys u
wait_for "Again. Problem 1 of 1"
row 9 | grep -qF " 1 . . . X O" || fail "not back at the start: $(row 9)"
cmd "B1"
wait_for "Solved! 1 of 1 solved. Wrong tries not yet seen: A1."
wait_for "Correct. Black starts on B1"
ok "the right answer after a wrong try solves it"
keys Escape
wait_for "Back to the game"
keys q
wait_exit
ok "Esc, q"

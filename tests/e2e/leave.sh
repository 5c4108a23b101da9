#!/bin/sh
# leave.sh — a game is never thrown away without asking (issue 10, point 1):
# `n` and `:new` ask about an unsaved game like `q`; n or Esc keeps it; y
# starts the new game and keeps the old one's autosave, which the next start
# offers; line noise (Alt-n, ESC [0n) never reaches the `n` key.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9
wait_for "Black to play"
keys M-n                                   # ESC n: Alt-n is no key here
$T send-keys -t "$S" -H 1b 5b 30 6e        # ESC [0n: a status report, not keys
$T send-keys -t "$S" -H 1b 4f 7a 1b 5b 39 39 3b 35 71   # SS3 z, CSI 99;5q
cmd "komi 3"
wait_for "Komi is now 3."
screen | grep -qF "Start the game" && fail "line noise opened the new-game screen"
ok "unknown escape sequences are dropped whole: their letters are not keys"

cmd "E5"
wait_for "Move 1: B E5"
keys n
wait_for "The game is not saved. Leave it for a new game? (y/n)"
keys n
wait_for "The game goes on."
cmd "new 13"
wait_for "The game is not saved. Leave it for a new game? (y/n)"
keys Escape
wait_for "The game goes on."
wait_for "Move 1: B E5"
ok "n and :new ask about an unsaved game; n and Esc keep it"

cmd "new 13"
wait_for "Leave it for a new game? (y/n)"
keys y
wait_for "New game: 13×13"
wait_for "The game left stays autosaved"
wait_for "Move 0"
ls "$XDG_STATE_HOME"/tengen/game-*-1.sgf >/dev/null 2>&1 || fail "the game left has no autosave"
tr -d '\n' < "$(ls "$XDG_STATE_HOME"/tengen/game-*-1.sgf)" | grep -qF ';B[ee]' ||
	fail "the kept autosave lacks B E5"
ok "y starts the new game; the game left stays autosaved"

cmd "D4"
wait_for "Move 1: B D4"
keys n
wait_for "Leave it for a new game? (y/n)"
keys y
wait_for "[ Start the game ]"
keys Enter
wait_for "New game: 13×13"
[ "$(ls "$XDG_STATE_HOME"/tengen/game-*-*.sgf | wc -l)" -eq 2 ] ||
	fail "the second game left was not kept: $(ls "$XDG_STATE_HOME"/tengen)"
keys q
wait_exit
ok "n, y and the form: the second game left is kept too"

S=leave-resume
start 80 24
wait_for "Resume? (y/n; 1 more)"
keys y
wait_for "Resumed the autosaved game: move 1"
keys q y
wait_exit
ok "the next start offers the games left"

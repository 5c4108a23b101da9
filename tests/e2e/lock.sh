#!/bin/sh
# lock.sh — which autosaves are games still running is known by a lock, not
# by the PID in the name (issue 10, point 8): an autosave named after a live
# PID that is not a running tengen (PID 1: a reboot, PID reuse) is offered,
# with its date, size, move and players; a game open in another tengen is
# mentioned and not offered; once that tengen is killed (even -9) its game is
# offered.
. "${srcdir:-.}/tests/e2e/lib.sh"

mkdir -p "$XDG_STATE_HOME/tengen"
printf '(;GM[1]FF[4]SZ[9]PB[Ann]PW[Ben];B[ee];W[cc])\n' > "$XDG_STATE_HOME/tengen/game-1.sgf"
start 80 24
wait_for "Resume? (y/n) "
wait_for ", 9×9, move 2, Ann–Ben"
keys y
wait_for "Resumed the autosaved game: move 2"
wait_for "Move 2: W C7"
ok "an autosave named after a live PID that is no tengen is offered, described"

cmd "E3"
wait_for "Move 3: B E3"
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
S=lock-2
start 80 24 --size 9
wait_for "Games still open in another tengen: 1 (not offered here)."
keys q
wait_exit
ok "a game running in another tengen is mentioned, not offered"

wait_killed "$(autosave_pid "$a")"
S=lock-3
start 80 24
wait_for "Resume? (y/n) "
wait_for ", 9×9, move 3, Ann–Ben"
keys y
wait_for "Move 3: B E3"
keys q y
wait_exit
ok "after kill -9 the lock is gone: the game is offered"

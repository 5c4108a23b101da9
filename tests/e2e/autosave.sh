#!/bin/sh
# autosave.sh — a failing autosave is never silent (issue 10, point 5): the
# status area says so after every failed write until one succeeds; after a
# signal tengen never claims a save that did not happen; with no autosave
# possible at all the line stays visible, on the new-game screen too.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9
wait_for "Black to play"
cmd "E5"
wait_for "Move 1: B E5"
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
pid=$(autosave_pid "$a")
rm "$a"
mkdir "$a"                    # the next write cannot rename over it
cmd "C3"
wait_for "Autosave failing: cannot autosave to"
cmd "G7"
wait_for "Move 3: B G7"
wait_for "Autosave failing: cannot autosave to"
cmd "komi 3"
wait_for "Komi is now 3."
wait_for "Autosave failing: cannot autosave to"
ok "a failing autosave is said in the status after every key"

rmdir "$a"
cmd "G3"
wait_for "Move 4: W G3"
wait_gone "Autosave failing"
tr -d '\n' < "$a" | grep -qF ';B[ee];W[cg];B[gc];W[gg]' || fail "the autosave lacks moves: $(cat "$a")"
ok "the next write that succeeds clears it, with every move"

rm "$a"
mkdir "$a"
cmd "D4"
wait_for "Autosave failing"
kill -HUP "$pid"
wait_status 129 "the game could not be autosaved"
ok "SIGHUP with the autosave failing: no claim that the game is saved"
rmdir "$a"

S=autosave-none
: > "$E2E_TMP/state-file"
state=$XDG_STATE_HOME
XDG_STATE_HOME=$E2E_TMP/state-file     # a file: no directory can be made in it
start 80 24
XDG_STATE_HOME=$state
wait_for "[ Start the game ]"
wait_for "No autosave: cannot create $E2E_TMP/state-file/tengen"
keys Escape
wait_for "Black to play"
wait_for "No autosave: cannot create"
cmd "E5"
wait_for "Move 1: B E5"
wait_for "No autosave: cannot create"
keys q y
wait_exit
ok "no autosave possible: said on the new-game screen and kept in the status"

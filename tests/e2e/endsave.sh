#!/bin/sh
# endsave.sh — the end of the game survives a dropped link and :save/:load
# (issue 10, point 7): marks, an agreement and an open confirmation are in
# the autosave (private properties TGD, TGA, TGC, TGM) and come back with
# the game, so the count is the same.
. "${srcdir:-.}/tests/e2e/lib.sh"

hup() {
	a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
	kill -HUP "$(autosave_pid "$a")"
	wait_status 129 "the game is autosaved in"
}

start 80 24 --size 9
play_to_stop
cmd "dead C3"
wait_for "Japanese count: B+74.5"
keys y
wait_for "Agreed: Black yes, White not yet"
hup
S=endsave-2
start 80 24
wait_for "Resume? (y/n)"
keys y
wait_for "Resumed the autosaved game: move 4"
wait_for "Japanese count: B+74.5"
wait_for "Agreed: Black yes, White not yet"
ok "after a drop the marks and Black's agreement come back: the same count"

cmd "save marks.sgf"
wait_for "Saved 4 moves to marks.sgf."
cmd "new 9"
wait_for "New game: 9×9"
cmd "load marks.sgf"
wait_for "Opened marks.sgf"
wait_for "Japanese count: B+74.5"
wait_for "Agreed: Black yes, White not yet"
ok ":save and :load keep them too"

keys c
wait_for "Confirmation play (Art. 7-2)"
cmd "D4"
wait_for "White to play in the confirmation"
hup
S=endsave-3
start 80 24
wait_for "Resume? (y/n)"
keys y
wait_for "Confirmation play (Art. 7-2)"
wait_for "White to play in the confirmation"
row 6 | grep -qF "(●)" || fail "the confirmation's move D4 is not on its board"
keys q y
wait_exit
ok "a confirmation in progress comes back with its moves"

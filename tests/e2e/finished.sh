#!/bin/sh
# finished.sh — a finished game stays finished (J89 Art. 10-4: a confirmed
# result cannot change): agreed, saved and opened again, it shows its
# result and marks, takes no move and no new agreement, and is kept in the
# archive once.  Before, it reopened stopped with another count (the
# estimate's marks) and agreeing again archived a second copy.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9
play_to_stop
cmd "dead C3"
wait_for "Japanese count: B+74.5"
cmd "agree black"
cmd "agree white"
wait_for "B+74.5"
cmd "save done.sgf"
wait_for "Saved"
grep -qF "RE[B+74.5]" "$E2E_TMP/done.sgf" || fail "no RE: $(cat "$E2E_TMP/done.sgf")"
keys q
wait_exit
[ "$(ls "$XDG_DATA_HOME"/tengen/games | wc -l)" = 1 ] ||
	fail "not one game archived: $(ls "$XDG_DATA_HOME"/tengen/games)"

S=finished-2
start 80 24 done.sgf
wait_for "Opened done.sgf"
wait_for "the game is over: B+74.5."  # not "White to play": nobody is
wait_for "Black wins by 74.5"
screen | grep -qF "Play stopped" && fail "the finished game reopened stopped"
screen | grep -qF "Japanese count: B+74.5" || fail "the count is not the agreed one"
cmd "agree"
wait_for "the game is over"
cmd "D4"
wait_for "The game is over: Black wins by 74.5"
cmd "undo"
wait_for "cannot change"
ok "opened again, the finished game shows its result and stays over"
keys q
wait_exit
[ "$(ls "$XDG_DATA_HOME"/tengen/games | wc -l)" = 1 ] ||
	fail "archived twice: $(ls "$XDG_DATA_HOME"/tengen/games)"
n=$($TENGEN --games | grep -c "B+74.5")
[ "$n" = 1 ] || fail "--games lists the game $n times: $($TENGEN --games)"
ok "it is kept in the archive once"

#!/bin/sh
# formats.sh — other servers' records in the program (src/record/formats.h):
# a Pandanet .ugf opens in review with its comments and its variation, a
# Tygem .gib given on the command line opens at its end with the players'
# names, and a bare :save writes game.sgf beside it, never SGF over the .gib.
. "${srcdir:-.}/tests/e2e/lib.sh"

data="${srcdir:-.}/tests/data/formats"
[ -d "$data" ] || data=$(dirname "$0")/../data/formats
cp "$data/game.ugf" "$data/game.gib" "$E2E_TMP/" || fail "cannot copy the samples"

start 80 24 --review game.ugf
wait_for "REVIEW - main line"
wait_for "A game comment."
wait_for "Black: Iyama Yuta"
keys Right Right
wait_for "Move 2: W D4"
wait_for "White takes the corner."
wait_for "Next: variation 1 of 2"
keys Down
wait_for "Next: variation 2 of 2: B D16"
keys Right
wait_for "Black could play here."
ok "--review opens a .ugf with its comments and its variation"
keys q
sleep 0.3
screen | grep -q "Quit anyway" && keys y
wait_exit

S=formats-gib
start 80 24 game.gib
wait_for "Opened game.gib: 5 moves"
wait_for "Black: LeeSedol"
wait_for "White: Gu Li"
ok "tengen FILE.gib opens the record at its end, with the players' names"
before=$(cksum < "$E2E_TMP/game.gib")
cmd "save"
wait_for "game.sgf"
[ -f "$E2E_TMP/game.sgf" ] || fail "no game.sgf beside game.gib"
grep -qF 'PB[LeeSedol]' "$E2E_TMP/game.sgf" || fail "game.sgf: $(cat "$E2E_TMP/game.sgf")"
[ "$(cksum < "$E2E_TMP/game.gib")" = "$before" ] || fail "the .gib was written over"
ok "a bare :save writes game.sgf and leaves the .gib as it was"
keys q
sleep 0.3
screen | grep -q "Quit anyway" && keys y
wait_exit
ok "quit"

#!/bin/sh
# capture.sh — Capture Go: --rules capture and the new-game screen; the
# first capture ends the game with a message, saved as RE[B+Capture].
. "${srcdir:-.}/tests/e2e/lib.sh"

E2E_ENV=NO_COLOR=1
start 80 24 --rules capture -s 9
wait_for "Capture Go rules, komi 0"
wait_for "The first capture wins"
for m in D5 E5 F5 A1 E4 A2; do cmd "play $m"; wait_for "Move"; done
wait_for "Move 6: W A2"
cmd "play E6"
wait_for "Black wins: the first capture"
wait_for "Capture Go"
ok "the first capture ends the game with a message"
cmd "play J9"
wait_for "over"
cmd "save cap.sgf"
wait_for "Saved"
grep -q 'RE\[B+Capture\]' "$E2E_TMP/cap.sgf" || fail "no RE[B+Capture]: $(cat "$E2E_TMP/cap.sgf")"
grep -q 'RU\[Capture\]' "$E2E_TMP/cap.sgf" || fail "no RU[Capture]"
ok "saved with RU[Capture] and RE[B+Capture]"
keys u
wait_for "Black to play"
ok "undo takes the capture back and play goes on"
keys q
wait_for "quit"
keys y
wait_exit

# the new-game screen offers it as the third rules
S=capture-form
start 80 24
wait_for "Resume? (y/n"  # the undone capture was not saved
keys n
wait_for "[ Start the game ]"
keys Tab Down Right Right
wait_for "< Capture Go >"
wait_for "Komi           0"
keys Left
wait_for "< Chinese >"
ok "the new-game screen cycles Japanese, Chinese, Capture Go"

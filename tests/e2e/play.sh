#!/bin/sh
# play.sh — a 9×9 game by keys and the ':' line: cursor, play, capture and
# prisoners, refused moves with their reasons, undo, completion, history,
# resize, quit with confirmation.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9
wait_for "Black to play"
wait_for "E5: empty"          # beginner aids are on for 9×9
wait_cursor 11,5              # E5: column 3+2·4, row 1+(9-5)
screen_sgr | grep -q '43m' || fail "no yellow board background in colour"
ok "starts on 9x9 with the cursor on E5, in colour"

keys h
wait_cursor 9,5
wait_for "D5: empty"
keys k k
wait_cursor 9,3
keys j j
wait_cursor 9,5
ok "hjkl move the cursor"

keys Enter                    # B D5
wait_for "Move 1: B D5"
wait_for "White to play"
row 5 | grep -qF " 5 ├─┼─┼(●)╋─┼─┼─┼─┤ 5" || fail "the black stone is not on D5, marked as the last move"
keys Right Enter              # W E5
wait_for "Move 2: W E5"
row 5 | grep -qF "(○)" || fail "the white stone is not drawn"
ok "Enter plays at the cursor, arrows move"

for m in C4 F4 D3 E3 pass D4; do cmd "$m"; done
wait_for "Move 8: W D4"
wait_for "D4: white chain, 1 liberty"
wait_for "In atari: D4"
screen | sed -n 2,5p | grep -q "captured 0" || fail "no prisoner count"
cmd "E4"                      # black captures D4
wait_for "Black E4 captures 1."
screen | sed -n 2p | grep -qF "captured 1" || fail "Black's prisoners did not go to 1"
screen | sed -n 4p | grep -qF "captured 0" || fail "White's prisoners changed"
ok "a capture shows in Black's prisoner count"

wait_for "Ko: White may not retake D4 at once"
cmd "D4"
wait_for "Illegal move at D4: ko: retake after a move elsewhere"
cmd "E4"
wait_for "Illegal move at E4: occupied"
wait_for "White to play"
ok "illegal moves are refused with their reason"

keys u
wait_for "Black asks to take back E4: White, do you allow it? (y/n)"
screen | grep -qF "Move 9: B E4" || fail "the move went before White allowed it"
keys y
wait_for "Took back Black's E4."
screen | sed -n 2p | grep -qF "captured 0" || fail "undo did not restore the prisoner count"
wait_for "Move 8: W D4"
ok "u undoes the capture"

keys :
text "komi 3"
keys Enter
wait_for "Japanese rules, komi 3"
cmd "frobnicate"
wait_for "unknown command: frobnicate"
keys :
text "han"
keys Tab
wait_for ":handicap"
keys Escape
wait_gone ":handicap"
keys :
text "rules ch"
keys Tab Enter
wait_for "Chinese rules, komi 3 3/4 stones"
ok "the : line runs commands, completes, cancels with Escape"

keys :
keys Up Up Up
wait_for ":komi 3"
keys C-c
wait_gone ":komi 3"
ok "history with Up; Ctrl-C cancels"

$T resize-window -t "$S" -x 30 -y 10
wait_for "q quits. The terminal is too"
$T resize-window -t "$S" -x 80 -y 24
wait_for "Black to play"
wait_gone "q quits."
row 0 | grep -qF "A B C D E F G H J" || fail "the board did not come back after the resize"
ok "a small window says so; the board returns when it grows"

: > "$E2E_TMP/mygame-1.sgf"
keys :
text "save myg"
keys Tab
wait_for ":save mygame-1.sgf"
keys Enter
wait_for "Saved 8 moves to mygame-1.sgf."
grep -q ';W\[df\]' "$E2E_TMP/mygame-1.sgf" || fail "the saved file lacks the last move W D4"
ok "Tab completes file names after save; save writes the file"

click 15 3                    # G7: column 3+2·6, row 1+(9-7)
wait_for "Move 9: B G7"
row 3 | grep -qF "(●)" || fail "the click did not put a stone on G7"
ok "a mouse click plays"

keys '?'
wait_for "jump left to the next star-point line"
keys G
wait_for "x disagrees: both, both lose."   # the end of the help text
keys q
wait_for "White to play"
ok "? shows the help screen, q leaves it"

keys q
wait_for "The game is not saved. Quit anyway? (y/n)"
keys n
wait_for "Not quitting."
keys q y
wait_exit
grep -qx "komi 3" "$XDG_STATE_HOME/tengen/history" || fail "the history file lacks 'komi 3'"
ok "q asks for an unsaved game, y quits; history is kept"

S=play-again
start 80 24 --size 9
wait_for "Black to play"
keys : Up
wait_for ":save mygame-1.sgf"
keys Up
wait_for ":rules chinese"
keys Escape
wait_gone ":rules chinese"     # Esc and a key at once would be Alt-q
keys q
wait_exit
ok "the history comes back in the next run"

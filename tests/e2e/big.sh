#!/bin/sh
# big.sh — 21×21 and 19×19 fit 80×24 with the status area; the jump keys
# reach the corners; one row less and 21×21 says the terminal is too small.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 21
wait_for "Black to play"
row 0 | grep -qF "   A B C D E F G H J K L M N O P Q R S T U V" || fail "column letters of 21x21"
row 22 | grep -qF "   A B C D E F G H J K L M N O P Q R S T U V" || fail "column letters below 21x21"
row 1 | grep -q "^21 ┌─┬.*┐ 21" || fail "row 21 with numbers on both sides"
row 21 | grep -q "^ 1 └─┴.*┘ 1" || fail "row 1 with numbers on both sides"
row 4 | grep -qF "╋" || fail "no star point on row 18"
screen | grep -qF "Move 0" || fail "no move number"
screen | grep -qF "captured 0" || fail "no prisoners"
screen | grep -qF "Japanese rules, komi 6.5" || fail "no rules and komi"
[ "$(screen | wc -l)" -le 24 ] || fail "more than 24 lines"
wait_cursor 23,11             # K11: column 3+2·10, row 1+(21-11)
ok "21x21 fits 80x24 with the status area"

keys H H H H K K K K          # jump to the top-left corner
wait_cursor 3,1
keys Enter
wait_for "Move 1: B A21"
row 1 | grep -q "^21(●)┬" || fail "A21 not played in the corner"
keys J J J J L L L L L L      # the opposite corner
wait_cursor 43,21
keys Space
wait_for "Move 2: W V1"
row 21 | grep -qF "┴(○)1" || fail "V1 not played in the corner"
ok "HJKL jump to the edges, Enter and Space play"

$T resize-window -t "$S" -x 80 -y 23
wait_for "too small"
$T resize-window -t "$S" -x 80 -y 24
wait_for "Move 2: W V1"
ok "80x23 is too small for 21x21; 80x24 comes back"

cmd "new 19"
wait_for "Leave it for a new game? (y/n)"
keys y
wait_for "New game: 19×19"
row 0 | grep -qF "   A B C D E F G H J K L M N O P Q R S T" || fail "column letters of 19x19"
row 1 | grep -q "^19 ┌─┬.*┐ 19" || fail "row 19"
row 20 | grep -qF "   A B C D E F G H J K L M N O P Q R S T" || fail "letters below 19x19"
if row 21 | grep -q "┘"; then fail "21x21 leftovers below the 19x19 board"; fi
wait_cursor 21,10             # K10
ok "new 19 lays the board out again"

keys q
wait_exit
ok "q quits at once when nothing is unsaved"

S=big-end
start 80 24 --size 19
wait_for "Black to play"
keys p
wait_for "Black passes."
keys p
wait_for "Play stopped: both passed"
keys Enter
wait_for "play has stopped: Enter on a stone marks it dead or alive; r resumes"
cmd "resume"
wait_for "Black asks to resume: White plays first."
wait_for "White to play"
cmd "resign"
wait_for "White resigns: Black wins."
wait_for "Black wins by resignation"
keys u
wait_for "Took back the resignation."
wait_for "White to play"
keys q y
wait_exit
ok "two passes stop play, resume, resign, undo of the resignation"

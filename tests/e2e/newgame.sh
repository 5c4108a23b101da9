#!/bin/sh
# newgame.sh — with no game option tengen opens the new-game screen: size,
# rules, handicap (fixed or free), komi following them, names; then play.
. "${srcdir:-.}/tests/e2e/lib.sh"

E2E_ENV=NO_COLOR=1
start 80 24
wait_for "New game"
wait_for "19×19"
wait_for "[ Start the game ]"
wait_for "Komi           6.5"
ok "no game option: the new-game screen comes first"

keys Tab                      # from Start to the size
wait_for "< 19×19 >"
keys Left Left
wait_for "< 9×9 >"
keys Down                     # rules
keys Right
wait_for "< Chinese >"
wait_for "Komi           7.5"
keys Down Right               # handicap 2 (1 is skipped)
wait_for "< 2 stones >"
wait_for "Komi           0"
keys Down Right               # free placement
wait_for "< free (Black places them) >"
keys Down Down                # past komi to Black's name
text "Alice"
keys Down
text "Bob"
wait_for "Bob"
keys Enter
wait_for "● Black: Alice"
wait_for "○ White: Bob"
wait_for "Black places handicap 1/2"
wait_for "Chinese rules, komi 0"
row 0 | grep -qF "   A B C D E F G H J" || fail "not a 9x9 board"
if screen_sgr | grep -q '4[0-7]m'; then fail "colours despite NO_COLOR"; fi
ok "the form sets size, rules, handicap, komi and names"

keys Enter                    # E5
wait_for "Black places handicap 2/2"
wait_for "E5: a handicap stone placed"   # not "E5: empty" under the stone shown
keys u
wait_for "Black places handicap 1/2"
keys Enter h h Enter
wait_for "Handicap placed: White to play"
wait_for "Handicap 2"
row 5 | grep -qF "●" || fail "no handicap stone on row 5"
[ "$(row 5 | grep -o "●" | wc -l)" -eq 2 ] || fail "two handicap stones expected on row 5"
keys k Enter
wait_for "Move 1: W C6"
ok "free handicap placed with the cursor, then White plays"

keys :
text "new"
keys Enter
wait_for "Leave it for a new game? (y/n)"     # the game is not saved
keys y
wait_for "New game"
keys Escape
wait_for "Move 1: W C6"
ok ":new opens the form, Escape goes back to the game"

keys n y
wait_for "New game"
keys Enter
wait_for "New game: 9×9"
wait_for "Black to play"
ok "n and Enter start a new game with the same settings"

# take-backs between two people: the opponent allows each, or all are
keys n
wait_for "Take-backs"
screen | grep -qF "the opponent allows each" || fail "take-backs are not asked by default"
keys Up Up Right
wait_for "< allowed >"
keys Enter
wait_for "New game: 9×9"
cmd "E5"
wait_for "Move 1: B E5"
keys u
wait_for "Took back Black's E5."
ok "the form's Take-backs: allowed takes a move back without asking"
keys q y
wait_exit

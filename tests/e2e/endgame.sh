#!/bin/sh
# endgame.sh — short 9×9 games played to the end on the screen, through each
# path: agree at once; resume and stop again; marks changed after an
# agreement; a dispute that settles a bent four by confirmation (Art. 7-2);
# resignation; both lose; loss by foul; the count's map in --ascii.
. "${srcdir:-.}/tests/e2e/lib.sh"

# Black walls off A–C, White F–J; White B5 is dead inside Black's area.
WALL="D1 E1 D2 E2 D3 E3 D4 E4 D5 E5 D6 E6 D7 E7 D8 E8 D9 E9 pass B5 pass pass"

play_wall() {
	wait_for "Black to play"
	for m in $WALL; do cmd "$m"; done
	wait_for "Move 22: W pass"
}

# ---- agree at once ----
S=agree
start 80 24 --size 9
play_wall
wait_for "White passes: play stopped. Estimated dead stones: 1 (a suggestion)."
wait_for "Play has stopped: both passed"
wait_for "Suggested by the estimate: y agrees (Black first)"
row 5 | grep -qF " 5 ▪─o─▪─●─○─▫─▫─▫─▫ 5" || fail "the suggested dead stone is not drawn"
ok "two passes: play stopped, the marks start from the estimate's suggestion"

# a player changes the mark: no longer a suggestion
cmd "cursor B5"
keys d
wait_for "White group at B5: alive (stones: 1)."
wait_for "Agree (y): Black first, then White"
wait_for "26 dame ·: fill them (r resumes)"
row 5 | grep -qF " 5 ·─○─·─●─○─▫─▫─▫─▫ 5" || fail "no dame or territory map after the stop"
ok "a change of a mark ends the suggestion: the dame and the map"

# a mark toggle must not clear the screen (only changed cells are sent)
$T pipe-pane -t "$S" -o "cat >> $E2E_TMP/bytes"
keys d
wait_for "White group at B5: dead (stones: 1)."
row 5 | grep -qF " 5 ▪─o─▪─●─○─▫─▫─▫─▫ 5" || fail "the dead stone or Black's territory is not drawn"
$T pipe-pane -t "$S"
[ -s "$E2E_TMP/bytes" ] || fail "nothing was recorded"
if grep -q "$(printf '\033\\[2J')" "$E2E_TMP/bytes" || grep -q "$(printf '\033\\[H\033\\[J')" "$E2E_TMP/bytes"; then
	fail "the screen was cleared for a mark"
fi
wait_gone "dame ·: fill them"
screen | grep -qE "Territory +27 +36" || fail "territory row wrong"
screen | grep -qE "Dead removed +1 +0" || fail "dead removed row wrong"
screen | grep -qE "Komi +6.5" || fail "komi row wrong"
screen | grep -qE "Total +28 +42.5" || fail "total row wrong"
wait_for "Japanese count: W+14.5"
wait_for "(Chinese rules, komi 7.5: W+16.5)"
ok "d marks the group dead: map, breakdown table and the other ruleset's count update"

keys :
text "confirm-"
keys Tab
wait_for ":confirm-end"
keys C-u
text "agree b"
keys Tab
wait_for ":agree black"
keys Escape
wait_gone ":agree black"
ok "Tab completes the end-of-game commands and their words"

keys y
wait_for "Black agrees with the marks. White: y to agree too, or change them."
wait_for "Agreed: Black yes, White not yet"
keys y
wait_for "White agrees too: the game is over, W+14.5 (Art. 9-2)."
wait_for "Game over: W+14.5"
wait_for "White wins by 14.5 (both agreed, Art. 9-2"
wait_for ":save FILE saves; n new game"
keys =
wait_for "Result W+14.5: White wins by 14.5"
ok "each player agrees in turn; the result, its article and the table are shown"

keys n                        # the finished game is kept: no question
wait_for "[ Start the game ]"
keys Enter
wait_for "Black to play"
wait_for "Move 0"
wait_gone "Game over"
row 5 | grep -qF "┼" || fail "the new game's board is not empty"
keys q y
wait_exit
ok "after the result a new game starts"

# ---- the estimate aid during play (E, :estimate) ----
S=aid
start 80 24 --size 9
wait_for "Black to play"
for m in $WALL; do [ "$m" = B5 ] && break; cmd "$m"; done
cmd "B5"
wait_for "Move 20: W B5"
row 5 | grep -qF " 5 ├(○)┼─●─○─┼─┼─┼─┤ 5" || fail "the board is not the plain one before E"
keys E
wait_for "Estimate (a guess): White leads by about 14.5; E or the next move hides it."
wait_for "Estimate: White leads by about 14.5"
row 5 | grep -qF "(o)▪─●─○─" || fail "the aid does not draw B5 dead (o) in Black's area (▪)"
keys E
wait_for "The estimate is hidden."
row 5 | grep -qF " 5 ├(○)┼─●─○─┼─┼─┼─┤ 5" || fail "E again did not hide the aid"
cmd "estimate"
wait_for "Estimate: White leads by about 14.5"
keys p
wait_for "Black passes."
wait_gone "Estimate: White leads"
row 5 | grep -qF " 5 ├─○─┼─●─○─┼─┼─┼─┤ 5" || fail "the aid did not go at the next move"
keys q y
wait_exit
ok "E and :estimate show the estimate's owners and who leads; E again or a move hides it"

# ---- resume, then stop again ----
S=resume
start 80 24 --size 9
play_wall
keys r
wait_for "Black asks to resume: White plays first."
wait_for "White to play"
wait_for "Resumed at Black's request (Art. 9-3)"
wait_gone "Play has stopped"
row 5 | grep -qF " 5 ├─○─┼─●─○─┼─┼─┼─┤ 5" || fail "the map did not go after the resumption"
keys p p
wait_for "Play has stopped: both passed"
wait_for "Move 24: B pass"
wait_for "Suggested by the estimate: y agrees"
keys y y
wait_for "Game over: W+14.5"
keys q y
wait_exit
ok "r resumes with the opponent to move; two passes stop play again"

# ---- marks changed after an agreement ----
S=change
start 80 24 --size 9
play_wall
keys y
wait_for "Agreed: Black yes, White not yet"
cmd "dead B5"
wait_for "White group at B5: alive (stones: 1). Black's agreement is withdrawn."
wait_for "Agree (y): Black first, then White"
row 5 | grep -qF "○" || fail "B5 is not drawn alive again"
cmd "agree white"
wait_for "Black agrees first (the player to move), then White."
cmd "dead B5"
keys y y
wait_for "Game over: W+14.5"
keys q y
wait_exit
ok "a change after one agreement withdraws it and says so"

# ---- a dispute settles a bent four (Art. 7-2) ----
S=dispute
start 80 24 --size 9
wait_for "Black to play"
for m in A4 A3 B4 B3 C4 B2 C3 C2 D3 D2 E3 D1 E2 pass E1 pass pass; do cmd "$m"; done
wait_for "Play has stopped: both passed"
# the estimate suggests the bent four dead (Art. 7-2)
wait_for "Estimated dead stones: 6 (a suggestion)."
keys x
wait_for "White disagrees: c settles it (Art. 7-2)"
wait_for "Disagrees: White"
cmd "confirm black"
wait_for "Confirmation (Art. 7-2) on a copy, not the real game: Black moves first."
wait_for "CONFIRMATION - not the real game"
wait_for "Black attacks (moved first)"
for m in B1 A1 A2; do cmd "$m"; done
wait_for "Ko A1: White may retake it"
wait_for "after passing once (p)"
row 9 | grep -qF " 1 ×─●─┴─○─●" || fail "the confirmation's board (ko point ×) is not shown"
cmd A1
wait_for "Ko at A1: White may retake it after passing once (Art. 7-2): p passes."
keys p
wait_for "White passes (confirmation). White may now retake the ko."
cmd C1
wait_for "Black C1 captures 6 (confirmation)."
screen | sed -n 1,5p | grep -qF "captured 0" || fail "the real game's prisoners changed"
keys p p
wait_for "Back to the real position. Confirmed dead: white B3; alive: as before."
screen | sed -n 1,23p | grep -qF "Confirmed dead: white B3; alive: as before." ||
	fail "the status area does not keep the verdict"
wait_gone "CONFIRMATION"
row 9 | grep -qF " 1 ▪─▪─▪─o─●" || fail "the real position with the dead marks is not back"
row 8 | grep -qF " 2 ▪─o─o─o─●" || fail "the real position with the dead marks is not back"
wait_for "Japanese count: B+72.5"
keys y y
wait_for "Game over: B+72.5"
keys q y
wait_exit
ok "a dispute is played on a copy with the ko restriction; its verdict is applied to the marks"

# ---- resignation ----
S=resign
start 80 24 --size 9
wait_for "Black to play"
cmd E5
cmd resign
wait_for "White resigns: Black wins."
wait_for "Black wins: White resigned (Art. 11)"
keys =
wait_for "Result B+R"
keys q y
wait_exit
ok "resignation is shown with its article"

# ---- both lose ----
S=bothlose
start 80 24 --size 9
play_wall
keys x
wait_for "Black disagrees: c settles it (Art. 7-2); if White does too, both lose (13-1)."
keys x
wait_for "Neither player agrees and nobody resumes: both lose (Art. 13-1)."
wait_for "Game over: Both lose"
wait_for "Both lose: neither agreed and nobody resumed (Art. 13-1)"
row 5 | grep -qF " 5 ├─○─┼─●─○─┼─┼─┼─┤ 5" || fail "the count's map stays after both lose"
keys q y
wait_exit
ok "both disagree: both lose, with the article"

# ---- loss by foul ----
S=foul
start 80 24 --size 9
wait_for "Black to play"
cmd "policy j89"
wait_for "An illegal move loses the game (Art. 14)."
cmd E5
cmd E5
wait_for "Illegal move at E5: occupied"
wait_for "Game over: B+F"
wait_for "Black wins: White lost by a foul (Art. 14)"
keys q y
wait_exit
ok "loss by foul is shown with its article"

S=warn
start 80 24 --size 9
wait_for "Black to play"
cmd "policy chinese-warn"
cmd E5
cmd E5
wait_for "Illegal move at E5: occupied"
wait_for "Warnings: Black 0, White 1 (2 lose)"
cmd D5
cmd E5
wait_for "Game over: B+F"
wait_for "Black wins: White had a second warning (Chinese rules"
wait_for "12-2)"
keys q y
wait_exit
ok "warnings are counted on screen; the second loses, with its rule"

# ---- no result: a triple ko repeats the whole board (Art. 12) ----
S=noresult
start 80 24 --size 9
wait_for "Black to play"
for m in B9 C9 H9 G9 A8 B8 G8 D8 J8 F8 B7 C7 H7 G7 B3 C3 A2 B2 B1 D2 pass C1; do cmd "$m"; done
wait_for "Move 22: W C1"
cmd "no-result"
wait_for "no whole-board position has repeated (Art. 12)"
for m in C8 H8 C2 B8 G8 B2; do cmd "$m"; done
wait_for "Move 28: W B2"
wait_for "Position repeated: :no-result (Art. 12)"
cmd "no-result"
wait_for "Black accepts no result (Art. 12); White has to accept too."
cmd "no-result white"
wait_for "Both accept: no result (Art. 12)."
wait_for "Game over: Void"
wait_for "No result: the position repeated, both accepted"
keys q y
wait_exit
ok "a repeated position offers no result; both accept: void, with the article"

# ---- the map in ASCII, without colour ----
S=ascii
start 80 24 --size 9 --ascii --no-color
play_wall
wait_for "Suggested by the estimate: y agrees"
row 5 | grep -qF " 5 b o b X O w w w w 5" || fail "ASCII map of the suggested marks"
cmd "dead B5"
wait_for "White group at B5: alive (stones: 1)."
row 5 | grep -qF " 5 - O - X O w w w w 5" || fail "ASCII map without the marks"
wait_for "26 dame -: fill them (r resumes)"
wait_for "X O alive x o dead b w territory"
wait_for "s seki eye  - dame"
keys q y
wait_exit
ok "--ascii: the map reads as letters (b w territory, x o dead, - dame)"

# ---- seki: the same position, two winners (J89 example 5, figure 13) ----
# data/rules/05b-seki-one-eye-each.sgf played move by move (Black passes when
# its stones are all down); the white stones H5 G4 H4 J4 H3 are dead.
S=seki
start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
for m in B9 D9 G9 F9 A8 D8 B8 E8 C8 F8 G8 A7 D7 B7 E7 C7 F7 C6 G7 D6 F6 E6 F5 E5 F4 H5 F3 E4 F2 G4 F1 H4 pass J4 pass E3 pass H3 pass E2 pass E1 pass pass; do cmd "$m"; done
wait_for "Play has stopped: both passed"
wait_for "White passes: play stopped. Estimated dead stones: 5 (a suggestion)."
row 2 | grep -qF " 8 X X X O O O X b b 8" || fail "the seki chains are not drawn alive"
ok "the estimate's suggestion: the seki's dead stones"
row 1 | grep -qF " 9 s X - O s O X b b 9" || fail "seki eyes (s) and the dame (-) are not on the map"
row 5 | grep -qF " 5 w w w w O X b o b 5" || fail "the dead white stones are not drawn o"
screen | grep -qE "Seki eyes \(0\) +1 +1" || fail "the seki eyes row is wrong"
screen | grep -qE "Total +29 +28.5" || fail "the Japanese totals are wrong"
wait_for "Japanese count: B+0.5"
wait_for "(Chinese rules, komi 7.5: W+5.5)"
wait_for "1 dame -: fill them (r resumes)"
cmd "rules chinese"
wait_for "Chinese count: W+5.5"
wait_for "(Japanese rules, komi 6.5: B+0.5)"
screen | grep -qE "Area +41 +39" || fail "the Chinese area is wrong"
keys q y
wait_exit
ok "seki eyes on the map and in the table; the other rules' count disagrees (B+0.5 / W+5.5)"

# ---- unsure groups flagged ? and named (game 47 of bench/games/gnugo-9.txt) ----
S=unsure
start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
for m in C2 H3 E5 E2 C5 C7 G6 G2 F8 E8 F7 J6 B6 B7 E6 B9 H4 J4 H8 D6 D5 C6 B5 F9 G9 E9 D2 J2 H1 A6 A5 A7 pass pass; do cmd "$m"; done
wait_for "Play has stopped: both passed"
wait_for "White passes: play stopped. Estimated dead stones: 6; unsure (?): "
wait_for "Unsure: H1, G2 group (4 stones) — look there first"
row 9 | grep -qF "?" || fail "the unsure chains are not flagged with ?"
keys q y
wait_exit
ok "the estimate's unsure groups are flagged ? and named, the least sure first"

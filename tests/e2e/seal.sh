#!/bin/sh
# seal.sh — the sealed move (封棋, issue 12): :seal and the next move taken
# unseen, the game autosaved with it hidden (TSL, no B[]) and the program
# gone; the next start resumes it, reveals the move and the clocks go on.
# :seal POINT FILE writes a file that `tengen FILE` reveals; the history
# keeps no sealed move.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9 --time 10m
wait_for "Black to play"
keys Enter                       # B E5
wait_for "Move 1: B E5"
cmd "D4"
wait_for "Move 2: W D4"
cmd "seal"
wait_for "Sealing Black's move"
cmd "D4"
wait_for "Cannot seal D4: "
ok "an illegal move is refused with the reason"
sleep 2                          # Black's time to seal is Black's
keys Left                        # the cursor from D4 to C4
keys Enter
wait_for "tengen: Black's move is sealed in"
wait_exit
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
grep -qF "TSL[Bcf]TST[" "$a" || fail "no TSL in the autosave: $(cat "$a")"
if grep -qF "B[cf]" "$a"; then fail "the sealed move is a B move: $(cat "$a")"; fi
ok "seal mode: Enter seals C4 unseen, the autosave hides it, the program quits"
last=$(tail -n 1 "$XDG_STATE_HOME/tengen/history")
[ "$last" = "seal" ] || fail "a line typed while sealing is in the history: $last"
ok "nothing typed while sealing reaches the history (:D4 there is not kept)"

S=seal-2
start 80 24
wait_for "Resume? (y/n)"
wait_for "move 2, a sealed move"
keys y
wait_for "The sealed move is revealed: Black C4 (move 3). White to play."
wait_for "Move 3: B C4"
row 6 | grep -qF "(●)" || fail "C4 is not on the board as the last move"
screen | grep -qE "● 9:5[6-8]" || fail "Black was not charged the time taken to seal"
before=$(screen | grep -F "○ ")
sleep 1.5
[ "$(screen | grep -F "○ ")" != "$before" ] || fail "White's clock does not run"
ok "resumed: the move is played, Black charged the time to seal, White's clock runs"
cmd "seal F5 adj.sgf"
wait_for "White's move is sealed in adj.sgf"
wait_exit
grep -qF "TSL[Wfe]" "$E2E_TMP/adj.sgf" || fail "no TSL in adj.sgf: $(cat "$E2E_TMP/adj.sgf")"
grep -qx "seal" "$XDG_STATE_HOME/tengen/history" || fail "no history: $(cat "$XDG_STATE_HOME/tengen/history")"
if grep -q "seal F5" "$XDG_STATE_HOME/tengen/history"; then fail "the history shows a sealed move"; fi

S=seal-3
start 80 24 adj.sgf
wait_for "The sealed move is revealed: White F5 (move 4). Black to play."
ok ":seal POINT FILE, then tengen FILE reveals it"
keys q y
wait_exit

#!/bin/sh
# clock.sh — the clocks on the screen: --time 0m+1x3s on 9×9, both clocks
# shown, a move in time restarts Black's period, White's clock runs out
# (B+T, the article named, a move after it refused with the reason, RE[B+T]
# saved); :time before the first move and a pause both players ask for;
# the clock field of the new-game screen.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9 --time 0m+1x3s
wait_for "○ 0:03 ×1"
wait_for "● 0:0"
ok "both clocks are shown"

keys Enter                    # B E5, within Black's three seconds
wait_for "Move 1: B E5"
wait_for "● 0:03 ×1"
ok "a move in time: Black's period starts again"

wait_for "○ 0:00 ×0  10, lost on time"
wait_for "Game over: B+T"
wait_for "White's time ran out (Chinese"
screen | grep -qF "● 0:03 ×1" || fail "Black's clock ran while White was to move"
ok "White's clock runs out: B+T with the rule"

cmd "D4"
wait_for "The game is over: Black wins on time"
cmd "save t.sgf"
wait_for "Saved"
grep -qF "RE[B+T]" "$E2E_TMP/t.sgf" || fail "no RE[B+T] in the file: $(cat "$E2E_TMP/t.sgf")"
grep -qF "TM[0]OT[1x3 byo-yomi]" "$E2E_TMP/t.sgf" || fail "no TM/OT in the file: $(cat "$E2E_TMP/t.sgf")"
grep -qF ";B[ee]BL[3]OB[1]" "$E2E_TMP/t.sgf" || fail "no BL/OB after the move: $(cat "$E2E_TMP/t.sgf")"
ok "a move after the loss is refused; the file says B+T, TM, OT, BL, OB"
keys q
wait_exit

S=clock-pause
start 80 24 --size 9
wait_for "Black to play"
cmd "time 10m"
wait_for "Clock: 10m for each player."
wait_for "○ 10:00"
cmd "pause"
wait_for "Black asks for a pause; White must ask too"
cmd "pause"
wait_for "both clocks stopped"
wait_for "paused"
before=$(screen | grep -F "● ")
sleep 1.5
[ "$(screen | grep -F "● ")" = "$before" ] || fail "Black's clock ran during the pause"
cmd "E5"
wait_for "the game is paused: both players"
keys Enter
screen | grep -qF "Move 1:" && fail "a move was played during the pause"
ok "a pause stops the game: no move (rule 5), not only the clocks"
cmd "pause"
wait_for "asks to play on"
cmd "pause"
wait_for "The pause is over"
wait_gone "paused"
ok ":time sets the clock; a pause both ask for stops it"
cmd "quit!"
wait_exit

# Ctrl-Z in an interactive shell (job control), 4 s stopped, fg: nobody is
# charged for the time stopped.
S=clock-suspend
start_shell
keys "$TENGEN --size 9 --time 10m 2>$E2E_TMP/stderr" Enter
wait_for "● 9:58"
keys C-z
wait_for "Stopped"
sleep 4
keys "fg" Enter
wait_for "○ 10:00"
sleep 1.2
screen | grep -qF "● 9:5" || fail "no clock after fg"
if screen | grep -qE "● 9:5[0-5]"; then fail "the time stopped was charged to Black"; fi
ok "a suspended program charges nobody"
cmd "quit!"
wait_for "$ "
if [ -s "$E2E_TMP/stderr" ]; then fail "tengen wrote to stderr: $(cat "$E2E_TMP/stderr")"; fi
keys "exit" Enter

# The clock on the new-game screen: a time spec typed like the names, read
# by the clock's parser when the game starts (its error shown in the form).
S=clock-form
start 80 24
wait_for "[ Start the game ]"
wait_for "Clock          none (e.g. 30m"
keys Up Up Up                   # from Start, past Analysis, Take-backs, to the clock
text "5m+10x"
keys Enter
wait_for "Clock: the byo-yomi period: a time is expected"
wait_for "New game"
screen | grep -qF "5m+10x" || fail "the spec typed is gone"
ok "a malformed clock is refused in the form, with the parser's reason"
keys BSpace
text "s"
keys Enter
wait_for "● 5:0"
wait_for "○ 5:00"
ok "the clock of the form is the game's"
keys n
wait_for "Clock          5m+10s"
keys Escape
wait_for "○ 5:00"
cmd "quit!"
wait_exit

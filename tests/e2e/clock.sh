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

wait_for "○ 0:00 ×0"
screen_sgr | grep -q '1;7m○ 0:0[1-3] ×1' || screen_sgr | grep -q '7;1m○ 0:0[1-3] ×1' ||
	screen | grep -qF "○ 0:00 ×0" || fail "the last seconds are not in bold reverse"
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

# Byo-yomi shown from the start (the periods to come), the calls said in
# words on the message line (never "30 s" beside the time left), the last
# ten seconds in bold reverse; :flash, off by default.
S=clock-calls
E2E_TIMEOUT=25
start 80 24 --size 9 --time 0m+1x20s
wait_for "○ 0:20 ×1"
wait_for "Black: 10 of the last period's 20 seconds used."
screen | grep -qE "● 0:[0-9]+ ×1  " && fail "a word beside the clock"
wait_for "Black: 7. 3 seconds left."
screen_sgr | grep -qE '(1;7|7;1)m● 0:0[1-3] ×1' || fail "the last seconds are not bold reverse"
E2E_TIMEOUT=10
ok "byo-yomi calls in words on the message line; the last seconds loud"
cmd "quit!"
wait_exit
S=clock-start
start 80 24 --size 9 --time 10m+5x30s
wait_for "○ 10:00 +5×30s"
wait_for "● 9:5"
screen | grep -qE "● 9:5[0-9] \+5×30s" || fail "Black's overtime to come is not shown"
cmd "flash"
wait_for "The screen flashes on byo-yomi calls."
cmd "flash off"
wait_for "No flash on byo-yomi calls."
ok "the overtime to come is shown from the start; :flash"
cmd "quit!"
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

# A clock's call while a question waits for y/n: the question stays on the
# message line (the call goes to the messages), else a y typed for what is
# no longer shown quits.
S=clock-ask
start 80 24 --size 9 --time 2s+3x10s
wait_for "Black to play"
cmd "E5"
wait_for "Move 1: B E5"
keys q
wait_for "Quit anyway? (y/n)"
sleep 3                         # White's main time runs out: a call
wait_for "Quit anyway? (y/n)"
keys n
wait_for "Not quitting."
keys C-p
wait_for "White is in byo-yomi"
ok "a clock's call during a question leaves the question shown"
keys q
cmd "quit!"
wait_exit

#!/bin/sh
# analysis.sh — live analysis at 80×24 with tests/fake-analysis.sh: refused
# in play until both players allow it on the new-game form; then the win
# rate, lead and best moves in the panel, the letters on the board, a move
# restarting it, the variation (V) and the ownership (O, ASCII too); in
# review with Leela Zero's format; GNU Go's kind (estimate_score and
# top_moves: the lead and the moves' values, no win rate); a slow engine
# waited for; a silent one and a crashing one dropped with a message while
# the game goes on.
. "${srcdir:-.}/tests/e2e/lib.sh"
FAKE=$FAKE_ANALYSIS

start 80 24 --no-config --size 9 "--analysis='gtp:$FAKE kata'"
wait_for "Black to play"
keys A
wait_for "analysis during play is a teaching aid"
keys n
wait_for "Analysis"
screen | grep -qF "not during play" || fail "the form allows analysis by default"
keys Up Right
wait_for "< allowed by both (a teaching aid) >"
keys Enter
wait_for "New game: 9×9"
keys A
wait_for "Black wins 56.0%, lead +3.5"
wait_for "A D4    56.0%"
row 6 | grep -qF "A─" || fail "no A on D4: $(row 6)"
row 7 | grep -qF "B─" || fail "no B on C3: $(row 7)"
ok "in play once both allow it: win rate, lead, best moves in the panel and on the board"
cmd D4
wait_for "White wins 56.0%, lead +3.5"
wait_for "A C3    56.0%"
row 7 | grep -qF "A─" || fail "no A on C3 after the move: $(row 7)"
ok "a move restarts the analysis on the new position"
keys V
wait_for "variation of the candidate at the cursor"
wait_for "2"
row 5 | grep -qF "2─" || fail "no 2 of the variation on E5: $(row 5)"
keys V O
wait_for "ownership is shaded"
wait_for "▫"
row 1 | grep -qF "▪" || fail "no ownership shading: $(row 1)"
ok "V numbers the variation, O shades the ownership"
keys A
wait_for "Analysis off."
wait_gone "White wins"
keys q y
wait_exit

# review with Leela Zero's format (ASCII)
review_with lz --ascii
wait_for "White wins 56.0%"
screen | grep -qF "lead" && fail "Leela Zero has no score lead"
wait_for "A C3    56.0%"
ok "review: a starts it, Leela Zero's win rates in 1/100 %"
keys h
wait_for "Black wins 56.0%"
wait_for "A D4    56.0%"
ok "a step in review restarts it"
keys q y
wait_exit

# review with GNU Go's kind: no win rate, the lead and the moves' values
review_with gnugo
wait_for "White to move, lead +5.5"
wait_for "A C3    12.30 points"
screen | grep -qF "wins" && fail "a made-up win rate: $(screen)"
row 7 | grep -qF "A─" || fail "no A on C3: $(row 7)"
ok "review, GNU Go's kind: estimate_score's lead and top_moves, no win rate"
keys h
wait_for "Black to move, lead -6.5"
wait_for "A D4    12.30 points"
ok "a step in review asks GNU Go's kind again"
keys q y
wait_exit

review_with slow --ascii
wait_for "analysing..."
E2E_TIMEOUT=20 wait_for "White wins 56.0%"
ok "a slow engine: analysing... until its first line"
keys O
E2E_TIMEOUT=20 wait_for "b b b b"
row 1 | grep -qF "w w w w" || fail "no ASCII ownership for White: $(row 1)"
ok "ASCII: the ownership as b and w"
keys q y
wait_exit

review_with silent
E2E_TIMEOUT=20 wait_for "No analysis: Fake Analysis 1.0: the engine did not answer"
keys Escape
wait_for "White to play"
cmd E5
wait_for "Move 2: W E5"
ok "a silent engine: dropped after its timeout with a message, the game goes on"
keys q y
wait_exit

review_with crashing
wait_for "No analysis: Fake Analysis 1.0: the engine exited (status 3)"
keys C-p
wait_for "Messages, newest last"
wait_for "segmentation fault"
keys q
wait_for "REVIEW"
keys Escape
wait_for "White to play"
cmd E5
wait_for "Move 2: W E5"
ok "a crashing engine: its message, the game goes on"
keys q y
wait_exit

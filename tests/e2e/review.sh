#!/bin/sh
# review.sh — reviewing a record: --review opens it at move 0; →/← step,
# PgDn/PgUp ten, Home/End the ends, ↓/↑ choose a variation, the comment is
# shown word-wrapped; a comment with escape sequences (clear screen, a
# window title) is printed without them and leaves the screen intact; v
# leaves the review for play at the end of the main line, and back; moving
# through the record redraws without clearing the screen; :play-from-here
# plays on from a variation; c/C, b and g/:goto move along the line.
. "${srcdir:-.}/tests/e2e/lib.sh"

ESC=$(printf '\033')
BEL=$(printf '\007')
cat > "$E2E_TMP/rec.sgf" <<SGF
(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]PB[Alice]PW[Bob]AB[ai]
C[The start: one setup stone on A1.]
;B[ee]C[Black takes the centre.]
;W[cc]
(;B[gc]C[Main line: the 3-7 point.
A second paragraph, long enough to be wrapped over several lines of the status area at eighty columns.]
;W[gg]N[The 3-3 \\]${BEL} invasion];B[cg])
(;B[dc]C[A variation: attach.];W[dd];B[cb];W[ed];B[bc];W[fd];B[cd]C[Captured.])
(;B[cd]C[Escapes: ${ESC}[2J here and ${ESC}\\]0;title${BEL} gone]))
SGF

start 80 24 --review rec.sgf
wait_for "REVIEW - main line"
wait_for "Move 0: no move here"
wait_for "The start: one setup stone on A1."
wait_for "Black: Alice  captured 0"
wait_for "Next: B E5"
row 9 | grep -qF ' 1 ●' || fail "the setup stone A1 is not on the board: $(row 9)"
ok "--review opens the record at move 0 with its setup stone and comment"

OUT=$E2E_TMP/out
: > "$OUT"
$T pipe-pane -t "$S" -o "cat >> $OUT"
keys Right
wait_for "Move 1: B E5"
wait_for "Black takes the centre."
wait_gone "The start: one setup stone"
sleep 0.2
$T pipe-pane -t "$S"
grep -q "${ESC}\\[2J" "$OUT" && fail "a step cleared the screen"
n=$(wc -c < "$OUT")
[ "$n" -lt 400 ] || fail "a step sent $n bytes"
ok "a step redraws only what changed ($n bytes, no clear)"
keys l
wait_for "Move 2: W C7"
wait_for "Next: variation 1 of 3: B G7"
keys Left
wait_for "Move 1: B E5"
keys Right
wait_for "Move 2: W C7"
ok "→ and ← (l) step one move, with the comment of each node"

keys Right
wait_for "Move 3: B G7"
wait_for "Main line: the 3-7 point."
wait_for "A second paragraph, long enough to be"
ok "a long comment is word-wrapped, its paragraphs kept"

keys End
wait_for "Move 5: B C3"
wait_for "End of this line"
keys Home
wait_for "Move 0: no move here"
keys NPage
wait_for "Move 5: B C3"
keys PPage
wait_for "Move 0: no move here"
ok "End, Home, PgDn and PgUp"

keys c
wait_for "Move 1: B E5"
keys c
wait_for "Move 3: B G7"
keys C
wait_for "Move 1: B E5"
keys b
wait_for "Move 2: W C7"
cmd "goto 4"
wait_for "Named: The 3-3 ] invasion"
cmd "goto 5"
wait_for "Move 5: B C3"
wait_gone "Named:"
cmd "cursor E5"
keys g
wait_for "Move 1: B E5"
cmd "goto J1"
wait_for "no move was played there on this line"
keys Home
wait_for "Move 0: no move here"
ok "c/C the next/previous comment, b a branch point, :goto N, g the move at the cursor; N[] shown"

keys Right Right
wait_for "Next: variation 1 of 3: B G7"
keys Down
wait_for "Next: variation 2 of 3: B D7"
keys Right
wait_for "REVIEW - a variation"
wait_for "A variation: attach."
keys End
wait_for "Move 9: B C6"
wait_for "Black: Alice  captured 1"
wait_for "Captured."
ok "↓ chooses the second variation; its capture is counted"

keys Home Right Right Up
wait_for "Next: variation 3 of 3: B C6"
OUT=$E2E_TMP/out2
: > "$OUT"
$T pipe-pane -t "$S" -o "cat >> $OUT"
keys Right
wait_for "Escapes: [2J here and ]0;title gone"
sleep 0.2
$T pipe-pane -t "$S"
grep -qF "[2J here" "$OUT" || fail "the comment was not sent"
grep -q "${ESC}\\[2J" "$OUT" && fail "the comment's clear-screen reached the terminal"
grep -qF "${ESC}]0;" "$OUT" && fail "the comment's title sequence reached the terminal"
wait_for "Move 3: B C6"
screen | grep -qF 'Black: Alice' || fail "the screen was cleared"
row 0 | grep -qF 'A B C D E F G H J' || fail "the board's letters are gone: $(row 0)"
screen_sgr | grep -q "$ESC\\[2J" && fail "a clear-screen sequence reached the screen"
[ -z "$($T display-message -p -t "$S" '#{pane_title}' | grep -F title)" ] ||
	fail "the comment set the window title"
ok "a comment with escape sequences is printed without them; the screen is intact"

cmd "D4"
wait_for "White D4: added to this line (move 4)."
wait_for "REVIEW - a variation"
cmd "D4"
wait_for "Illegal move at D4"
cmd "pass"
wait_for "Black pass: added to this line (move 5)."
keys Left Left
wait_for "Move 3: B C6"
cmd "E3"
wait_for "White E3: a new variation (move 4)."
keys Left
wait_for "Move 3: B C6"
cmd "D4"
wait_for "Move 4: W D4"
ok "a move in review is a new variation, or follows the line that has it"
cmd "save var.sgf"
wait_for "Saved"
grep -qF ";B[cd]C[Escapes" "$E2E_TMP/var.sgf" || fail "no C6 line: $(cat "$E2E_TMP/var.sgf")"
tr -d '\n' <"$E2E_TMP/var.sgf" | grep -qF "(;W[df];B[])(;W[eg]))" ||
	fail "the variations are not saved: $(cat "$E2E_TMP/var.sgf")"
ok "the variation is saved with the record"
keys v
wait_for "Back to play: move 5, White to play."
wait_for "Move 5: B C3"
wait_gone "REVIEW"
cmd "D4"
wait_for "Move 6: W D4"
ok "the game is left alone in review; v goes back to play at the main line's end"

cmd "review"
wait_for "REVIEW - main line"
wait_for "Move 6: W D4"
keys Left
wait_for "Move 5: B C3"
keys Escape
wait_for "Back to play: move 6, Black to play."
ok ":review starts at the game's position; Esc leaves"

keys v
wait_for "REVIEW - main line"
keys Home Right Right Down Right
wait_for "Move 3: B D7"
cmd "play-from-here"
wait_for "the game is not saved: save it first, or play-from-here! drops"
cmd "play-from-here!"
wait_for "Playing on from move 3: White to play"
wait_gone "REVIEW"
cmd "D6"
wait_for "Move 4: W D6"
ok ":play-from-here plays on from the reviewed position"

keys q
wait_for "Quit anyway? (y/n)"
keys y
wait_exit
ok "quit"

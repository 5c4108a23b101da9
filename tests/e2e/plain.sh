#!/bin/sh
# plain.sh — tengen --plain driven through a pipe (no terminal, no tmux): a
# whole 9×9 game to the count by typed commands, asserted line by line; the
# refusals (a bad point, an occupied point, a ko, an unknown command) one
# line each; an engine's moves said like typed ones; the end of the input;
# the groups the estimate was unsure of, named; and never an escape byte in
# what is written.
NAME=plain
. "${srcdir:-.}/tests/e2e/plain-lib.sh"

# 1. A whole game: Black walls column E, White column F; a white stone is
# captured in atari at A1, a dead one at B5 is marked by the estimate,
# toggled alive and dead again; the count line by line, both agree, the
# result, save, quit.
typed E1 F1 E2 F2 E3 F3 E4 F4 E5 F5 E6 F6 E7 F7 E8 F8 E9 F9 \
	B2 A1 B1 B5 A2 pass pass 'dead B5' 'dead B5' score agree agree result \
	'save game.sgf' quit
run -s 9
ok
has "New game: 9×9, Japanese rules, komi 6.5. Black to play."
has "Black E1. White to play."
after "Black B1\..*" <<'EOF'
Black B1. Atari: White at A1. White to play.
White B5. Black to play.
Black A2. Stones captured: 1. White to play.
White passes. Black to play.
Black passes.
Play has stopped: both passed.
Dead by the estimate (a suggestion): white B5 (stones: 1).
Next: dead POINT changes the marks, score counts, agree accepts, resume plays on.
White group at B5: alive (stones: 1).
White group at B5: dead (stones: 1).
Marked dead: white B5 (stones: 1).
The count (Japanese rules):
Territory: Black 33, White 27.
Prisoners: Black 1, White 0.
Dead stones removed: by Black 1, by White 0.
Seki eyes, not counted: Black 0, White 0.
Komi: 6.5.
Total: Black 35, White 33.5.
Result: B+1.5.
It is the result when both agree (agree).
White agrees with the marks. Black: agree to agree too, or change them.
Black agrees too: the game is over, B+1.5 (Art. 9-2).
Result B+1.5: Black wins by 1.5 (both agreed, Art. 9-2; count Art. 10).
Saved 25 moves to game.sgf.
EOF
grep -q 'RE\[B+1.5\]' "$tmp/game.sgf" || fail "game.sgf has no RE[B+1.5]"
checks=$((checks + 1))
# The finished game is kept in the archive, as on the screen.
kept=$(ls "$tmp/data/tengen/games" 2>/dev/null)
case $kept in *.sgf) ;; *) fail "the finished game was not kept: $kept" ;; esac
grep -q "RE\\[B+1.5\\]" "$tmp/data/tengen/games/$kept" || fail "the kept game has no RE"
checks=$((checks + 1))

# A record loaded is announced, not replayed move by move (a finished one
# with its result: nobody is to play); a new game says
# whose turn it is.
typed 'load game.sgf' 'new 9' 'quit!'
run -s 9
ok
after "Opened game\\.sgf.*" <<'EOF'
Opened game.sgf: 25 moves, the game is over: B+1.5.
New game: 9×9, Japanese rules, komi 6.5. Black to play.
EOF

# 2. Refusals, one line each: a point off the board, an occupied point, the
# ko retaken at once, a command without its point, an unknown command, a
# bad argument; the board on request; a question answered no, then yes.
typed D5 E5 C4 F4 D3 E3 A9 D4 E4 D4 Z9 E4 play frobnicate 'komi x' \
	'cursor left' score board quit n quit y
run -s 9
ok
after "Black E4\..*" <<'EOF'
Black E4. Stones captured: 1. Self-atari: Black at E4 has one liberty. Ko: White may not retake D4 at once. White to play.
Illegal move at D4: ko: retake after a move elsewhere (Art. 6)
that is not a point of this board (e.g. D4, or pass)
Illegal move at E4: occupied: there is already a stone on that point
that is not a point of this board (e.g. D4, or pass)
unknown command: frobnicate (help lists them)
komi must be a number, e.g. 6.5
cursor is for the screen only: commands here take their point (help lists them)
The count comes after both players pass (estimate guesses now).
   A B C D E F G H J
 9 X . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7
 6 . . . . . . . . . 6
 5 . . . X O . . . . 5
 4 . . X .(X)O . . . 4
 3 . . + X O . + . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
Captured: by Black 1, by White 0.
The game is not saved. Quit anyway? (y/n)
Not done.
The game is not saved. Quit anyway? (y/n)
EOF

# 3. help lists the commands, this front end's and the table's.
typed help quit
run -s 9
ok
has "board: the board as text, row by row, with coordinates; the last move in brackets."
has "what: what is on POINT: empty, or a stone, its group and its liberties."
has "play [POINT]: play at POINT (e.g. D4); a bare D4 works too."
# no cursor here: the help never speaks of one but to name the screen's commands
if grep -i "cursor" "$tmp/out" | grep -v "^cursor \|^jump \|^aids "; then
	fail "the help speaks of the cursor (above)"
fi
has "undo: take back the last move."
has "save [FILE]: save the game as SGF (FILE~ keeps the old file); alone: to the same file."

# 3b. What is on a point, its liberties, the last move, the last move
# marked on the board: for a player who cannot see it (issue 26).
typed D4 C3 D3 'what D3' 'what C3' 'what E5' 'what' last board pass last 'quit!'
run -s 9
ok
from "Black D3\..*" <<'EOF'
Black D3. White to play.
D3: black chain, 5 liberties.
C3: white chain, 3 liberties.
E5: empty.
what takes a point of the board, e.g. what D4
Move 3: Black D3.
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7
 6 . . . . . . . . . 6
 5 . . . . + . . . . 5
 4 . . . X . . . . . 4
 3 . . O(X). . + . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
Captured: by Black 0, by White 0.
White passes. Black to play.
Move 4: White passes.
EOF

# 4. An engine as White (tests/fake-engine.sh: the first empty point): its
# moves are said like typed ones, each after the move it answers.
fake="gtp:sh $(cd "$srcdir" && pwd)/tests/fake-engine.sh ok"
typed E5 D5 undo 'quit!'
run -s 9 --white="$fake"
ok
after "Black E5\..*" <<'EOF'
Black E5. White to play.
White A1. Black to play.
Black D5. White to play.
White B1. Black to play.
Took back White's B1. Took back Black's D5. Black to play.
EOF

# After the stop the engine's dead stones become the marks, said by chain,
# and then its opinion of them (the marks first: issue 26).
typed A2 B2 pass 'dead A2' 'quit!'
export FAKE_DEAD=A2
run -s 9 --white="gtp:sh $(cd "$srcdir" && pwd)/tests/fake-engine.sh pass"
unset FAKE_DEAD
ok
after "Play has stopped: both passed\\." <<'EOF'
Play has stopped: both passed.
No stones are marked dead.
Next: dead POINT changes the marks, score counts, agree accepts, resume plays on.
Marked dead: black B2 A2 (stones: 2).
Fake Engine 1.0 does not agree: it counts 1 stone dead. Change the marks, or resume to play on.
Black group at A2: alive (stones: 2).
EOF

# 5. A review: each step says the move, the comment, the marks, the
# variations.
typed next next 'variation next' 'variation prev' 'quit!'
run --review "$(cd "$srcdir" && pwd)/tests/data/review.sgf"
ok
after "Move 0, no move here\\." <<'EOF'
Move 0, no move here.
Comment: The start: one setup stone on A1.
Move 1: Black E5.
Comment: Black takes the centre.
Move 2: White C7. Variations here: 3.
Variation 2 of 3: Black D7.
Move 2: White C7. Variations here: 3.
Variation 1 of 3: Black G7.
Move 2: White C7. Variations here: 3.
EOF
# variation next says which one is chosen and its move
grep -qE '^Variation 2 of 3: (Black|White) [A-T][0-9]+\.$' "$tmp/out" || fail "variation next does not say which"
grep -qE '^Variation 1 of 3: (Black|White) [A-T][0-9]+\.$' "$tmp/out" || fail "variation prev does not say which"
typed next 'quit!'
run --review "$(cd "$srcdir" && pwd)/tests/data/marks.sgf"
ok
has "Marks: label é at C3, label Z at C5, triangle E5, label 12 at C6, square D6, label A at C7, cross B8, circle A9."
has "Marks: triangle G3."
# Arrows and lines are said with the marks, those of the file and those
# drawn here (the screen draws them; a screen reader heard nothing).
printf '(;GM[1]FF[4]SZ[9];B[ee]AR[aa:bb]TR[cc];W[dd])' >"$tmp/arrows.sgf"
typed next 'mark line C1 D2' 'quit!'
run --review "$tmp/arrows.sgf"
ok
has "Marks: triangle C7, arrow from A9 to B8."
has "Marks: triangle C7, arrow from A9 to B8, line from C1 to D2."
# A main line stopped by a move off the board (W[zz] on 9×9): said in
# words, not "White ?." (a screen reader reads the question mark).
printf '(;GM[1]FF[4]SZ[9];B[ee];W[zz];B[cc])' >"$tmp/off.sgf"
typed first next next next 'quit!'
run --review "$tmp/off.sgf"
has "Move 2: White, off the board. Illegal: not played."
has "Move 3: Black C7. Not played: after an illegal move. The end of this line."
# last in review is the review's: the end of the line, not the game's
# last move (which it said while the review stayed at move 0).
printf '(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg])' >"$tmp/last.sgf"
typed last prev next J9 'quit!'
run --review "$tmp/last.sgf"
ok
after "Move 0, no move here\\." <<'EOF2'
Move 0, no move here.
Move 3: Black G3. The end of this line.
Move 2: White C7.
Move 3: Black G3. The end of this line.
this is where the game stands: play-from-here plays on from here
EOF2

# Without a cursor, a mark, a label, a setup or goto without its point
# asks for one (they said "not a point of this board", "no move was
# played there").
typed next mark 'label Q' 'mark arrow B2' goto edit 'setup black' edit 'quit!'
run --review "$tmp/arrows.sgf"
ok
[ "$(grep -c '^name the point, e\.g\. D4: there is no cursor here$' "$tmp/out")" = 4 ] ||
	fail "a command without its point does not ask for one"
has "goto takes a move number or a point, e.g. goto 25 or goto D4"
checks=$((checks + 1))

# setup undo says what it took back (it said "Took back the last change
# of the setup" whatever it was).
typed edit 'setup black A1' 'setup white A1' 'setup turn' 'setup undo' 'setup undo' 'setup undo' 'quit!'
run -s 9
ok
has "Took back the change of turn: Black to play after the setup."
has "Took back the change at A1: now a black stone."
has "Took back the change at A1: now empty."

# comment alone fills the screen's command line with the comment to edit;
# here it says the line to type (it said "Done." or nothing).
typed E5 comment 'comment Two\nlines' comment 'quit!'
run -s 9
ok
has "No comment here: comment TEXT writes one."
has 'To change it, type: comment Two\nlines'

# 5b. The teaching board in play: undo takes back the move after the
# setup, then the setup, and says so (the game rebuilt from the record was
# said as the moves before the setup played again).
typed E5 D5 edit 'setup white E6' edit D6 undo y undo 'quit!'
run -s 9
ok
after "Took back Black's D6\\. Black to play\\." <<'EOF2'
Took back Black's D6. Black to play.
Took back the setup: move 2, Black to play (the setup stays in the record as a variation).
EOF2

# 6. The input ends with the game unsaved: it is autosaved, exit status 1
# (a state directory of its own: no autosave of the runs above in it).
export XDG_STATE_HOME=$tmp/state2
typed E5
run -s 9
[ "$status" = 1 ] || fail "exit status $status at the end of the input, expected 1"
grep -qF "the input ended: the game is autosaved in $tmp/state2/tengen/game-" "$tmp/err" ||
	fail "stderr does not say where the game is autosaved"
checks=$((checks + 1))

# 7. The next start without options offers it: an answer that is neither y
# nor n asks again; y resumes it.
typed maybe y board 'quit!'
run
ok
n=$(grep -c '^Resume? (y/n) .*, 9×9, move 1$' "$tmp/out")
[ "$n" = 2 ] || fail "the question was asked $n times, expected 2"
has "Resumed the autosaved game: move 1, White to play."
has " 5 . . . .(X). . . . 5"

# 8. A failing autosave (cmd_autosave) is said once, not after every move,
# until a write succeeds; failing anew, it is said anew.  The lines are fed
# through a FIFO one at a time, the autosave's name (game-PID.sgf) made a
# directory in between: the shell execs tengen, so $$ is its PID.
export XDG_STATE_HOME=$tmp/state3
mkdir -p "$XDG_STATE_HOME/tengen"
mkfifo "$tmp/fifo"
(cd "$tmp" && exec sh -c 'mkdir "$XDG_STATE_HOME/tengen/game-$$.sgf" && exec "$0" --plain -s 9' \
	"$TENGEN" <"$tmp/fifo" >"$tmp/out" 2>"$tmp/err") &
exec 8>"$tmp/fifo"
# line TEXT — wait (up to 30 s) until the output has the line TEXT.
line() {
	i=0
	until grep -qxF -- "$1" "$tmp/out"; do
		i=$((i + 1))
		[ "$i" -lt 300 ] || fail "no line '$1'"
		sleep 0.1
	done
	checks=$((checks + 1))
}
echo E5 >&8
line "Black E5. White to play."
a=$(echo "$XDG_STATE_HOME"/tengen/game-*.sgf)
[ -d "$a" ] || fail "no directory game-PID.sgf: $a"
echo C3 >&8
line "White C3. Black to play."
rmdir "$a"
echo G7 >&8
line "Black G7. White to play."
[ -f "$a" ] || fail "no autosave after the directory went"
rm "$a"
mkdir "$a"
echo G3 >&8
line "White G3. Black to play."
rmdir "$a"
echo 'quit!' >&8
exec 8>&-
wait
n=$(grep -c "^Autosave failing: cannot autosave to $a: " "$tmp/out")
[ "$n" = 2 ] || fail "the failing autosave was said $n times, expected 2 (E5, G3)"
[ "$(sed -n '/^Black E5/,/^White C3/p' "$tmp/out" | grep -c '^Autosave failing')" = 1 ] ||
	fail "the first failure is not said once, between E5 and C3"
checks=$((checks + 1))

# the live analysis in words (analysis say waits for the engine's first line)
typed D4 review "analysis on" "analysis say" prev "analysis say" "quit!"
run --no-config --size 9 "--analysis=gtp:bash $(cd "$srcdir" && pwd)/tests/fake-analysis.sh kata"
ok
grep -q "^White to move wins 56.0%, lead +3.5. Best: C3 (56.0%, [0-9]* visits), E5 (52.0%, " "$tmp/out" ||
	fail "no analysis in words after D4"
grep -q "^Black to move wins 56.0%, lead +3.5. Best: D4 (56.0%, [0-9]* visits), C3 " "$tmp/out" ||
	fail "no analysis in words at the start"
checks=$((checks + 2))

# An analysis engine that fails while a line waits to be drawn (deaf: two
# lines more after the stop, then gone): its message, then the input goes
# on; the wait for the undrawn line once outlived the engine and spun.
typed D4 review "analysis on" "analysis say" prev "analysis say" "quit!"
deaf="gtp:bash $(cd "$srcdir" && pwd)/tests/fake-analysis.sh deaf"
(cd "$tmp" && timeout 60 "$TENGEN" --plain --no-config --size 9 "--analysis=$deaf" \
	<"$tmp/in" >"$tmp/out" 2>"$tmp/err")
status=$?
[ "$status" = 124 ] && fail "the input was not read after the engine failed"
ok
has "No analysis: Fake Analysis 1.0: the engine exited (status 0) (it said: fake analysis engine: started in mode deaf)"
has "No analysis is running."

# 9. The groups the estimate was unsure of are named at the stop and with
# the count (game 47 of bench/games/gnugo-9.txt, as in endgame.sh); a group
# a player marks is no longer named.
typed C2 H3 E5 E2 C5 C7 G6 G2 F8 E8 F7 J6 B6 B7 E6 B9 H4 J4 H8 D6 D5 C6 B5 F9 G9 E9 D2 J2 \
	H1 A6 A5 A7 pass pass score 'dead H1' score quit y
run -s 9
ok
has "Unsure: H1, G2 group (4 stones) — look there first."
[ "$(grep -c '^Unsure: H1, G2 group (4 stones) — look there first\.$' "$tmp/out")" = 2 ] ||
	fail "the unsure groups are not named both at the stop and with the count"
has "Unsure: G2 group (4 stones) — look there first."
checks=$((checks + 1))

# 10. The link drops (the end of the input) while White thinks, with a clock:
# that time is charged and autosaved (TMU), not given back, as on a
# terminal: a pipe is not read while nothing comes, so the clock ran unseen.
export XDG_STATE_HOME=$tmp/state4
(cd "$tmp" && (echo E5; sleep 2) | "$TENGEN" --plain -s 9 -t 5m >"$tmp/out" 2>"$tmp/err")
[ "$?" = 1 ] || fail "exit status at the end of the input, expected 1"
a=$(ls "$tmp"/state4/tengen/game-*.sgf)
tr -d '\n' <"$a" | grep -qE ';B\[ee\]BL\[[0-9.]+\]TMU\[W[12]' ||
	fail "the time White thought is not autosaved: $(cat "$a")"
checks=$((checks + 1))

# 11. SIGTERM from outside while the pipe is quiet, after two lines: ends it
# at once, autosaved and said.  The handlers were taken off after the first
# line run, so it died by the default action, its lock left, nothing said.
export XDG_STATE_HOME=$tmp/state5
(cd "$tmp" && (echo E5; echo D4; sleep 5) | "$TENGEN" --plain -s 9 -t 5m >"$tmp/out" 2>"$tmp/err") &
bg=$!
end=$(($(date +%s) + 10))
until grep -q "^White D4" "$tmp/out" 2>/dev/null; do
	[ "$(date +%s)" -ge "$end" ] && fail "the two lines were not played"
	sleep 0.1
done
sleep 0.3
pkill -TERM -f "$TENGEN --plain -s 9 -t 5m" || fail "no tengen to signal"
wait "$bg"
[ "$?" = 143 ] || fail "exit status after SIGTERM, expected 143"
grep -q "the game is autosaved in" "$tmp/err" || fail "SIGTERM: nothing said: $(cat "$tmp/err")"
ls "$tmp"/state5/tengen/*.lock >/dev/null 2>&1 && fail "SIGTERM: the autosave's lock is left"
checks=$((checks + 1))

echo "plain: $checks checks passed"

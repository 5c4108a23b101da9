#!/bin/sh
# sgf.sh — game records in the program: open a file given on the command
# line, play, :save and read the file back; an unwritable path is a message
# and the game stays; kill -HUP (a dropped SSH) leaves an autosave with every
# move, and the next start offers to resume it; a finished game is saved
# with its result; a malformed file names its line and column.
. "${srcdir:-.}/tests/e2e/lib.sh"

# live_autosave — the autosave file of the tengen running now (game-PID.sgf
# of a live PID), polled for; earlier runs may have left theirs.
live_autosave() {
	end=$(($(date +%s) + E2E_TIMEOUT))
	while :; do
		for f in "$XDG_STATE_HOME"/tengen/game-*.sgf; do
			[ -e "$f" ] || continue
			p=$(basename "$f" .sgf)
			kill -0 "${p#game-}" 2>/dev/null && { echo "$f"; return 0; }
		done
		[ "$(date +%s)" -ge "$end" ] && fail "no autosave of a running tengen in $XDG_STATE_HOME/tengen"
		sleep 0.05
	done
}

cat > "$E2E_TMP/game.sgf" <<'SGF'
(;GM[1]FF[4]SZ[9]KM[6.5]PB[Alice]PW[Bob]C[a comment that stays]ZZ[private]
;B[ee];W[cc];B[gg])
SGF
start 80 24 game.sgf
wait_for "Opened game.sgf: 3 moves, White to play."
wait_for "Black: Alice"
wait_for "White: Bob"
wait_for "Move 3: B G3"
ok "tengen FILE opens the record at its end, with the players' names"

cmd "D4"
wait_for "Move 4: W D4"
cmd "save out.sgf"
wait_for "Saved 4 moves to out.sgf."
f=$E2E_TMP/out.sgf
grep -qF 'CA[UTF-8]' "$f" || fail "out.sgf lacks CA[UTF-8]: $(cat "$f")"
tr -d '\n' < "$f" | grep -qF ';B[ee];W[cc];B[gg];W[df]' || fail "out.sgf lacks the moves: $(cat "$f")"
grep -qF 'C[a comment that stays]' "$f" || fail "out.sgf lost the comment"
grep -qF 'ZZ[private]' "$f" || fail "out.sgf lost the private property"
grep -qF 'PB[Alice]' "$f" || fail "out.sgf lost the name"
ok ":save writes the moves, CA[UTF-8], the file's comment and properties"

cmd "save /nonexistent-dir/x.sgf"
wait_for "Not saved: No such file or directory (cannot write /nonex"
wait_for "Move 4: W D4"
cmd "E3"
wait_for "Move 5: B E3"
ok "an unwritable path is a message; the game goes on"

# the autosave is game-PID.sgf: the PID of the tengen in the pane
a=$(live_autosave) || fail "no autosave of the running tengen"
pid=$(basename "$a" .sgf)
pid=${pid#game-}
kill -HUP "$pid"
wait_status 129 "the game is autosaved in"
tr -d '\n' < "$a" | grep -qF ';B[ee];W[cc];B[gg];W[df];B[eg]' || fail "the autosave lacks moves: $(cat "$a")"
ok "kill -HUP: tengen leaves, the autosave has every move"

S=sgf-resume
start 80 24
wait_for "Resume? (y/n) "
wait_for ", 9×9, move 5, Alice–Bob"
keys Right                     # not an answer: still asked
wait_for "Resume? (y/n)"
keys y
wait_for "Resumed the autosaved game: move 5, White to play."
wait_for "Move 5: B E3"
wait_for "Black: Alice"
[ ! -e "$a" ] || fail "the resumed autosave $a is still there"
ok "the next start offers the autosave; y resumes it"

cmd "resign"
wait_for "White resigns: Black wins."
cmd "save fin.sgf"
wait_for "Saved 5 moves to fin.sgf."
grep -qF 'RE[B+R]' "$E2E_TMP/fin.sgf" || fail "fin.sgf lacks RE[B+R]: $(cat "$E2E_TMP/fin.sgf")"
ls "$XDG_STATE_HOME"/tengen/game-*.sgf >/dev/null 2>&1 && fail "an autosave is left after the game ended and was saved"
keys q
wait_exit
ok "a finished game is saved with its result; no autosave is left"

S=sgf-term
start 80 24 --size 9 --black Ann --white Ben
wait_for "Black to play"
cmd "C3"
wait_for "Move 1: B C3"
a=$(live_autosave) || fail "no autosave of the running tengen"
pid=$(basename "$a" .sgf)
kill -TERM "${pid#game-}"
wait_status 143 "the game is autosaved in"
grep -qF ';B[cg]' "$a" || fail "the autosave lacks B C3: $(cat "$a")"
grep -qF 'PB[Ann]' "$a" && grep -qF 'PW[Ben]' "$a" || fail "the autosave lacks the names: $(cat "$a")"
ok "kill -TERM autosaves too, with the names of --black and --white"

S=sgf-agreed
start 80 24 --size 9 --komi 0.5
wait_for "Black to play"
for m in E5 pass pass; do cmd "$m"; done
wait_for "play stopped"
cmd "agree"
cmd "agree"
wait_for "Game over: B+79.5"
cmd "save agreed.sgf"
wait_for "Saved 3 moves to agreed.sgf."
f=$E2E_TMP/agreed.sgf
grep -qF 'RE[B+79.5]' "$f" || fail "agreed.sgf lacks RE[B+79.5]: $(cat "$f")"
[ "$(grep -o 'TB\[\|\]\[' "$f" | wc -l)" -eq 80 ] || fail "agreed.sgf lacks 80 TB points: $(cat "$f")"
"$TENGEN" --score "$f" | head -n 1 | grep -qF "B_territory=80 W_territory=0" || fail "--score does not read TB back"
keys q
wait_exit
ok "a game ended by agreement is saved with RE and TB; --score reads it back"

S=sgf-int
start 80 24 --size 9
wait_for "Black to play"
cmd "G7"
wait_for "Move 1: B G7"
keys C-c                       # Ctrl-C typed is the quit key, as before
wait_for "The game is not saved. Quit anyway? (y/n)"
keys n
wait_for "Not quitting."
a=$(live_autosave) || fail "no autosave of the running tengen"
pid=$(basename "$a" .sgf)
kill -INT "${pid#game-}"
wait_status 130 "the game is autosaved in"
grep -qF ';B[gc]' "$a" || fail "the autosave lacks B G7: $(cat "$a")"
ok "Ctrl-C typed is still the quit key; SIGINT from outside autosaves"

S=sgf-option
start 80 24 --size 9
wait_for "An unfinished game is autosaved in"
wait_for "Black to play"
keys q
wait_exit
ok "with a game option, an autosave is only mentioned"

S=sgf-decline
before=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf | wc -l)   # by TERM and INT above
start 80 24
wait_for "Resume? (y/n; 1 more) "
keys n
wait_for "Resume? (y/n) "   # the next one
wait_gone "1 more"
keys n
wait_for "[ Start the game ]"
[ "$(ls "$XDG_STATE_HOME"/tengen/declined-game-*.sgf | wc -l)" -eq 2 ] || fail "the declined autosaves were not kept"
[ "$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf | wc -l)" -eq $((before - 2)) ] ||
	fail "a declined autosave is still there to be offered"
keys Escape
wait_for "Not resumed; kept 30 days as"
keys q
wait_exit
ok "n declines each autosave in turn (kept aside 30 days), then the new-game screen"

S=sgf-illegal
printf '(;GM[1]SZ[9]\n;B[ee];W[ee];B[aa])\n' > "$E2E_TMP/ill.sgf"
start 80 24 ill.sgf
wait_for "ill.sgf:2:8: warning: move 2 (W E5) is illegal"
wait_for "Move 1: B E5"
keys q
wait_exit
ok "a record with an illegal move opens before it, the warning names it with line:col"

# The moves after the illegal one are saved back as the file has them, on
# its main line (hostile review of issue 14: an empty node was added before
# them): in play (:save, and the autosave), and from a review.
moves() { tr -d '\n' < "$1" | grep -o ';[BW]\[..\]' | tr -d '\n'; }
printf '(;GM[1]FF[4]SZ[9]\n;B[ee];W[ab];B[ff];W[ba];B[aa];W[gg];B[zz];W[cc])\n' > "$E2E_TMP/orig.sgf"
want=$(moves "$E2E_TMP/orig.sgf")
S=sgf-illegal-save
cp "$E2E_TMP/orig.sgf" "$E2E_TMP/ill.sgf"
start 80 24 ill.sgf
wait_for "ill.sgf:2:26: warning: move 5 (B A9) is illegal: suicide"
wait_for "Move 4: W B9"
cmd "J1"
wait_for "Move 5: B J1"
keys u y
wait_for "Move 4: W B9"
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
end=$(($(date +%s) + E2E_TIMEOUT))
until [ "$(moves "$a")" = "$want" ]; do
	[ "$(date +%s)" -ge "$end" ] && fail "the autosave's moves: $(moves "$a"), the file's: $want"
	sleep 0.05
done
grep -qF '(;)' "$a" && fail "the autosave has an empty node: $(cat "$a")"
cmd "save"
wait_for "Saved 4 moves to ill.sgf."
[ "$(moves "$E2E_TMP/ill.sgf")" = "$want" ] ||
	fail "saved moves: $(moves "$E2E_TMP/ill.sgf"), the file's: $want"
grep -qF '(;)' "$E2E_TMP/ill.sgf" && fail "saved with an empty node: $(cat "$E2E_TMP/ill.sgf")"
keys q
wait_exit
ok "in play, :save and the autosave keep every move after the illegal one, on the main line"

S=sgf-illegal-review
cp "$E2E_TMP/orig.sgf" "$E2E_TMP/rev.sgf"
start 80 24 --review rev.sgf
wait_for "rev.sgf:2:26: warning: move 5 (B A9) is illegal: suicide"
keys End
wait_for "Move 8: W C7, not played"
wait_for "rev.sgf:2:26: warning: move 5 (B A9)"
keys Left Left Left
wait_for "Move 5: B A9, illegal"
keys Left
wait_for "Move 4: W B9"
wait_gone "warning"
keys v
wait_for "Back to play: move 4, Black to play."
cmd "save"
wait_for "Saved 4 moves to rev.sgf."
[ "$(moves "$E2E_TMP/rev.sgf")" = "$want" ] ||
	fail "saved moves: $(moves "$E2E_TMP/rev.sgf"), the file's: $want"
keys q
wait_exit
ok "the review goes through the illegal move (said where and why), the save keeps every move"

S=sgf-bad
printf '(;GM[1]SZ[9]\n;B[ee]W[cc\n' > "$E2E_TMP/bad.sgf"
start 80 24 bad.sgf
wait_status 1 "bad.sgf:2:"
ok "a malformed file gives file:line:col and exit status 1"

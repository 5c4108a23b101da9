#!/bin/sh
# sgf.sh — game records in the program: open a file given on the command
# line, play, :save and read the file back; an unwritable path is a message
# and the game stays; kill -HUP (a dropped SSH) leaves an autosave with every
# move, and the next start offers to resume it; a finished game is saved
# with its result; a malformed file names its line and column.
. "${srcdir:-.}/tests/e2e/lib.sh"

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
wait_for "Not saved: cannot write /nonexistent-dir/x.sgf"
wait_for "Move 4: W D4"
cmd "E3"
wait_for "Move 5: B E3"
ok "an unwritable path is a message; the game goes on"

# the autosave is game-PID.sgf: the PID of the tengen in the pane
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf 2>/dev/null | head -n 1)
[ -n "$a" ] || fail "no autosave in $XDG_STATE_HOME/tengen"
pid=$(basename "$a" .sgf)
pid=${pid#game-}
kill -HUP "$pid"
wait_status 129 "the game is autosaved in"
tr -d '\n' < "$a" | grep -qF ';B[ee];W[cc];B[gg];W[df];B[eg]' || fail "the autosave lacks moves: $(cat "$a")"
ok "kill -HUP: tengen leaves, the autosave has every move"

$T kill-session -t "$S"
S=sgf-resume
start 80 24
wait_for "An unfinished game of an earlier run was autosaved. Resume it? (y/n)"
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

$T kill-session -t "$S"
S=sgf-term
start 80 24 --size 9
wait_for "Black to play"
cmd "C3"
wait_for "Move 1: B C3"
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf 2>/dev/null | head -n 1)
[ -n "$a" ] || fail "no autosave after a move"
pid=$(basename "$a" .sgf)
kill -TERM "${pid#game-}"
wait_status 143 "the game is autosaved in"
grep -qF ';B[cg]' "$a" || fail "the autosave lacks B C3: $(cat "$a")"
ok "kill -TERM autosaves too"

$T kill-session -t "$S"
S=sgf-option
start 80 24 --size 9
wait_for "An unfinished game is autosaved in"
wait_for "Black to play"
keys q
wait_exit
ok "with a game option, an autosave is only mentioned"

$T kill-session -t "$S"
S=sgf-bad
printf '(;GM[1]SZ[9]\n;B[ee]W[cc\n' > "$E2E_TMP/bad.sgf"
start 80 24 bad.sgf
wait_status 1 "bad.sgf:2:"
ok "a malformed file gives file:line:col and exit status 1"

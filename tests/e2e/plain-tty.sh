#!/bin/sh
# plain-tty.sh — tengen --plain on a terminal that cannot address the cursor
# (TERM=dumb, in tmux, recorded by script(1)): readline reads the lines
# (completion of a command name, the history), an engine's move arrives
# while the prompt waits and is said on a line of its own, play stops, the
# count; not one escape byte in all that tengen wrote.
. "${srcdir:-.}/tests/e2e/lib.sh"
command -v script >/dev/null 2>&1 || { echo "SKIP: script(1) is not installed"; exit 77; }
FAKE="sh $(cd "${srcdir:-.}" && pwd)/tests/fake-engine.sh"

$T new-session -d -s "$S" -x 80 -y 24 \
	"cd $E2E_TMP && env TERM=dumb HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME script -qfec \"$TENGEN --plain -s 9 --white='gtp:$FAKE ok' 2>$E2E_TMP/stderr\" $E2E_TMP/raw; echo \$? >$E2E_TMP/status; sleep 30" ||
	fail "tmux could not start a session"
$T set-option -t "$S" status off >/dev/null
wait_for "Fake Engine 1.0 plays White."
ok "started, the engine named"

text "D4"; keys Enter
wait_for "White A1. Black to play."
ok "the engine's move said on its own line"

text "bo"; keys Tab; keys Enter
wait_for " 1 O . . . . . . . . 1"
ok "completion: bo<Tab> ran board"

text "E5"; keys Enter
wait_for "White B1. Black to play."
keys Up Up Enter
wait_for " 5 . . . . X . . . . 5"
ok "history: the board again"

text "Z9"; keys Enter
wait_for "that is not a point of this board (e.g. D4, or pass)"
text "engine off"; keys Enter
text "pass"; keys Enter
wait_for "Black passes. White to play."
text "pass"; keys Enter
wait_for "Both players passed: play has stopped."
text "score"; keys Enter
wait_for "Result: B+74.5."
ok "stopped and counted"

text "quit!"; keys Enter
wait_exit
if LC_ALL=C grep -q "$(printf '\033')" "$E2E_TMP/raw"; then
	od -c "$E2E_TMP/raw" | grep -n '033' | head
	fail "an escape byte was written (above)"
fi
grep -q "White A1. Black to play." "$E2E_TMP/raw" || fail "the typescript is empty"
ok "no escape byte in $(wc -c <"$E2E_TMP/raw") bytes"

#!/bin/sh
# engine-bytes.sh — bytes written to the terminal around an engine's move,
# 19×19 at 80×24 in tmux under script(1), the engine being
# tests/fake-engine.sh answering after 2 s: your move (with the "thinking"
# message), the 2 s it thinks, its move arriving.
#   usage: bench/engine-bytes.sh   (make bench-engine runs it)
set -u
srcdir=${srcdir:-.}
NAME=engine-bytes
. "$(dirname "$0")/bytes-lib.sh"
FAKE="sh $(cd "$srcdir" && pwd)/tests/fake-engine.sh slow 2"
shown() { $T capture-pane -p -t e | grep -qF -- "$1"; }
wait_shown() { i=0; while ! shown "$1"; do sleep 0.02; i=$((i + 1)); [ $i -lt 500 ] || { echo "engine-bytes: no '$1'"; exit 1; }; done; }

export HOME=$tmp XDG_STATE_HOME=$tmp/state
$T new -d -s e -x 80 -y 24 "env TERM=xterm-256color script -q -f -c \"$TENGEN --size 19 --white='gtp:$FAKE'\" $tmp/e.ts"
wait_shown "plays as White."
sleep 0.3
s0=$(size "$tmp/e.ts")
$T send-keys -t e Enter
wait_shown "is thinking"
sleep 0.1
s1=$(size "$tmp/e.ts")
sleep 1.5
s2=$(size "$tmp/e.ts")
wait_shown "plays A1."
sleep 0.2
s3=$(size "$tmp/e.ts")
printf 'engine-bytes: your move + "thinking…" %d bytes; while it thinks (1.5 s) %d bytes; its move %d bytes\n' \
	$((s1 - s0)) $((s2 - s1)) $((s3 - s2))

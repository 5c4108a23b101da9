#!/bin/sh
# analysis-bytes.sh — bytes per second written to the terminal by an idle
# live analysis: 19×19 at 80×24 in tmux under script(1), reviewing a
# position with tests/fake-analysis.sh busy (a line every half second, the
# visits and win rates changing, the best two swapping), measured over SECS seconds
# (default 10) once the first line is on screen; then the same with the
# ownership shown.  The budget is about 200 bytes a second (man page).
#   usage: bench/analysis-bytes.sh [SECS]   (make bench-analysis-bytes)
set -u
srcdir=${srcdir:-.}
NAME=analysis-bytes
. "$(dirname "$0")/bytes-lib.sh"
secs=${1:-10}
FAKE="bash $(cd "$srcdir" && pwd)/tests/fake-analysis.sh busy"
shown() { $T capture-pane -p -t a | grep -qF -- "$1"; }
wait_shown() { i=0; while ! shown "$1"; do sleep 0.02; i=$((i + 1)); [ $i -lt 500 ] || { echo "analysis-bytes: no '$1'"; exit 1; }; done; }
measure() {
	s0=$(size "$tmp/a.ts")
	sleep "$secs"
	s1=$(size "$tmp/a.ts")
	echo $(((s1 - s0) / secs))
}

export HOME=$tmp XDG_STATE_HOME=$tmp/state
$T new -d -s a -x 80 -y 24 "env TERM=xterm-256color script -q -f -c \"$TENGEN --no-config --size 19 --analysis='gtp:$FAKE'\" $tmp/a.ts"
wait_shown "Black to play"
$T send-keys -t a : 'D4' Enter
wait_shown "Move 1"
$T send-keys -t a v
wait_shown "REVIEW"
$T send-keys -t a a
wait_shown "White wins"
sleep 1
plain=$(measure)
$T send-keys -t a O
sleep 1.5
own=$(measure)
printf 'analysis-bytes: idle analysis at 80x24, 19x19: %d bytes/s; with the ownership: %d bytes/s (budget ~200)\n' \
	"$plain" "$own"

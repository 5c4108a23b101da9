#!/bin/sh
# line-keys.sh — how long a long : line takes: N characters (10,000 by
# default; tmux takes up to about 16,000 in one command) typed into tengen's command line in tmux at 80×24, one
# send-keys of all of them; the time until the last ones are on the screen.
# Each character is one redisplay, so a redraw that grows with the line's
# length shows here as quadratic time.
#
# usage: bench/line-keys.sh [N]        (make bench runs it)
#   TENGEN=path/to/tengen may be set.
set -u
N=${1:-10000}
TENGEN=${TENGEN:-src/tengen}
command -v tmux >/dev/null 2>&1 || { echo "line-keys: tmux is needed"; exit 77; }
TENGEN=$(cd "$(dirname "$TENGEN")" && pwd)/$(basename "$TENGEN")

sock=tengen-bench-line-$$
tmp=$(mktemp -d)
T="tmux -L $sock -f /dev/null"
trap '$T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM

now() { date +%s.%N; }
wait_for() {
	end=$(($(date +%s) + 300))
	until $T capture-pane -p -t b | grep -qF -- "$1"; do
		[ "$(date +%s)" -ge "$end" ] && { echo "line-keys: timed out waiting for '$1'"; exit 1; }
		sleep 0.01
	done
}

$T new-session -d -s b -x 80 -y 24 \
	"env TERM=xterm-256color HOME=$tmp XDG_STATE_HOME=$tmp LC_ALL=C.UTF-8 $TENGEN --size 9; sleep 5"
wait_for "Black to play"
$T send-keys -t b :
wait_for ":"
line=$(head -c "$N" /dev/zero | tr '\0' x)
t0=$(now)
$T send-keys -t b -l "${line}END"
wait_for "xEND"
t1=$(now)
echo "line-keys: $N characters typed on the : line shown in $(awk "BEGIN { printf \"%.2f\", $t1 - $t0 }") s"

#!/bin/sh
# clock-bytes.sh — bytes per second the screen writes while a clock runs and
# nobody types: tengen on 19×19 at 80×24 with both clocks shown, under
# script(1) in tmux.  Only the clock cells change (CMD_REDRAW_CLOCK), once a
# second; the target is at most 40 bytes a second.
#
# usage: bench/clock-bytes.sh [SECONDS]   (make bench runs it; default 10)
#   TENGEN=path/to/tengen may be set.
set -u
secs=${1:-10}
NAME=clock-bytes
. "$(dirname "$0")/bytes-lib.sh"

run() { # label spec
	f=$tmp/$1.ts
	$T new -d -s "$1" -x 80 -y 24 \
		"env TERM=xterm-256color HOME=$tmp XDG_STATE_HOME=$tmp/state script -q -f -c '$TENGEN --size 19 --time $2' $f"
	$T set -g status off 2>/dev/null
	sleep 2 # drawn, and the clock ticking
	s0=$(size "$f")
	sleep "$secs"
	s1=$(size "$f")
	$T capture-pane -p -t "$1" | grep -q "○ " || echo "clock-bytes: warning: no clock on the screen ($1)"
	$T kill-session -t "$1" 2>/dev/null
	echo "$1 ($2): $(( (s1 - s0) / secs )) bytes/s over $secs s idle (target <= 40)"
}

run absolute 60m
run byoyomi 0m+5x60s

#!/bin/bash
# gnugo-games.sh — GNU Go self-play games for bench-estimate: each game is
# played by one GNU Go (GTP, --level LEVEL, --seed SEED+i) against itself
# until two passes; then GNU Go's `final_status_list dead` of the stopped
# position is recorded.  One line a game:
#   SIZE KOMI b:D4 w:PASS … | DEAD-VERTEX …
# The first move of each player is a random point (bash's RANDOM seeded
# with SEED+i), since GNU Go at a low level often plays the same game for
# different seeds.
# Usage: gnugo-games.sh SIZE COUNT LEVEL SEED OUTFILE  (GNUGO names the program)
# A game GNU Go resigns, or longer than 3 moves a point, is left out.
set -eu
size=$1 count=$2 level=$3 seed=$4 out=$5
gnugo=${GNUGO:-gnugo}
tmp="$out.tmp"
: > "$tmp"

. "$(dirname "$0")/gtp-send.sh"

for ((i = 0; i < count; i++)); do
	coproc G { "$gnugo" --mode gtp --level "$level" --seed $((seed + i)); }
	send "boardsize $size"; send "clear_board"; send "komi 6.5"
	c=black passes=0 n=0 moves=""
	RANDOM=$((seed + i))
	while [ $passes -lt 2 ] && [ $n -lt $((3 * size * size)) ]; do
		reply=resign
		if [ $n -lt 2 ]; then
			# a random opening point, A..T without I
			v="$(printf '%s' ABCDEFGHJKLMNOPQRST | cut -c$((RANDOM % size + 1)))$((RANDOM % size + 1))"
			send "play $c $v"
			[ "$reply" = "" ] && reply=$v
		fi
		[ $n -ge 2 ] || [ "$reply" != "$v" ] && send "genmove $c"
		moves="$moves ${c:0:1}:$reply"
		[ "$reply" = resign ] && break
		if [ "$reply" = PASS ]; then passes=$((passes + 1)); else passes=0; fi
		n=$((n + 1))
		if [ $c = black ]; then c=white; else c=black; fi
	done
	send "final_status_list dead"
	dead=$reply
	echo quit >&"${G[1]}"
	wait "$G_PID" 2>/dev/null || true
	# a game resigned or too long is left out
	if [ $passes -eq 2 ]; then
		echo "$size 6.5$moves | $dead" >> "$tmp"
	fi
done
mv "$tmp" "$out"

#!/bin/sh
# screen-bytes.sh — bytes written to the terminal per action, tengen against
# GNU Go's ASCII mode, both in tmux at 80×24 on 19×19 under script(1).
#
# Every key is sent alone and the output is let settle before the next, so
# ncurses cannot save bytes by skipping frames while input is queued: this
# is what one keypress at a time over SSH costs.
#
# usage: bench/screen-bytes.sh        (make bench runs it)
#   TENGEN=path/to/tengen GNUGO=path/to/gnugo may be set.
set -u
GNUGO=${GNUGO:-$(command -v gnugo || echo /usr/games/gnugo)}
NAME=screen-bytes
. "$(dirname "$0")/bytes-lib.sh"

# Wait until file $1 stops growing (three equal readings 30 ms apart).
settle() {
	sleep 0.05
	s_a=$(size "$1") s_n=0
	while [ $s_n -lt 3 ]; do
		sleep 0.03
		s_b=$(size "$1")
		if [ "$s_a" = "$s_b" ]; then s_n=$((s_n + 1)); else s_n=0 s_a=$s_b; fi
	done
}

# The moves of the benchmark game: opening moves far apart, then a capture
# in the corner (T19 is taken by S19 and T18).
MOVES="D4 Q16 Q4 D16 C14 T19 S19 K10 T18 R14 Q10 C10 F17 O3 C6 R7 K16 K4 G3 N17"

col_index() { # letter → 0-based column (no I)
	printf '%s' ABCDEFGHJKLMNOPQRST | awk -v c="$1" '{ print index($0, c) - 1 }'
}

start() { # name command
	$T new -d -s "$1" -x 80 -y 24 "env TERM=xterm-256color script -q -f -c '$2' $tmp/$1.ts"
	$T set -g status off 2>/dev/null
	settle "$tmp/$1.ts"
	sleep 0.5
	settle "$tmp/$1.ts"
}

# run_tengen LABEL SIZE "MOVES" ARGS... — walk the cursor to each move with
# hjkl, one key at a time, and play it with Enter.
run_tengen() {
	label=$1 bsize=$2 moves=$3
	shift 3
	name=tengen$bsize$(echo "$*" | tr -dc a-z)
	start "$name" "$TENGEN --size $bsize $*"
	f=$tmp/$name.ts
	s0=$(size "$f")
	col=$((bsize / 2)) row=$((bsize / 2)) ncur=0 curbytes=0 nmove=0 movebytes=0 movemax=0
	for m in $moves; do
		tc=$(col_index "$(printf %s "$m" | cut -c1)")
		tr=$(( $(printf %s "$m" | cut -c2-) - 1 ))
		while [ "$col" != "$tc" ] || [ "$row" != "$tr" ]; do
			if [ "$col" -lt "$tc" ]; then k=l col=$((col + 1))
			elif [ "$col" -gt "$tc" ]; then k=h col=$((col - 1))
			elif [ "$row" -lt "$tr" ]; then k=k row=$((row + 1))
			else k=j row=$((row - 1)); fi
			b=$(key "$name" "$f" $k)
			ncur=$((ncur + 1)) curbytes=$((curbytes + b))
		done
		b=$(key "$name" "$f" Enter)
		nmove=$((nmove + 1)) movebytes=$((movebytes + b))
		[ "$b" -gt "$movemax" ] && movemax=$b
	done
	$T capture-pane -p -t "$name" > "$tmp/$name.screen"
	grep -q "Move $nmove:" "$tmp/$name.screen" || echo "screen-bytes: warning: not every move was played on $label"
	clears=$(tail -c +$((s0 + 1)) "$f" | grep -a -o -e "$(printf '\033')\[2J" | wc -l)
	echo "$label:"
	echo "  cursor moves: $ncur, $curbytes bytes, $((curbytes / ncur)) bytes per cursor move"
	echo "  played moves: $nmove, $movebytes bytes, $((movebytes / nmove)) bytes per move (max $movemax)"
	echo "  whole-screen clears after the first draw: $clears"
}

key() { # session file key → bytes written
	before=$(size "$2")
	$T send-keys -t "$1" "$3"
	settle "$2"
	after=$(size "$2")
	echo $((after - before))
}

export XDG_STATE_HOME=$tmp/state
echo "targets: <= 24 bytes per cursor move, <= 96 bytes per played move (19x19, 80x24)"
run_tengen "tengen 19x19, Unicode and colours (the default), TERM=xterm-256color" 19 "$MOVES"
grep -q 'captured 1' "$tmp/tengen19.screen" || echo "screen-bytes: warning: the capture did not show"
run_tengen "tengen 19x19 --ascii" 19 "$MOVES" --ascii
run_tengen "tengen 9x9, beginner aids on (liberties under the cursor in the status)" 9 \
	"C3 G7 G3 C7 E5 D4 F6 E3 E7 D6"

# run_review LABEL ARGS... — the benchmark game as a 19×19 record, stepped
# through in review with → one move at a time (the issue's target: 64 bytes
# per step; e2e review-bytes.sh bounds the median).
run_review() {
	label=$1
	shift
	name=review$(echo "$*" | tr -dc a-z)
	sgf=$tmp/$name.sgf
	printf '(;GM[1]FF[4]SZ[19]' > "$sgf"
	color=B
	for m in $MOVES; do
		c=$(col_index "$(printf %s "$m" | cut -c1)")
		r=$((19 - $(printf %s "$m" | cut -c2-)))
		printf ';%s[%s%s]' $color "$(printf '%s' abcdefghijklmnopqrs | cut -c$((c + 1)))" \
			"$(printf '%s' abcdefghijklmnopqrs | cut -c$((r + 1)))" >> "$sgf"
		if [ $color = B ]; then color=W; else color=B; fi
	done
	echo ')' >> "$sgf"
	start "$name" "$TENGEN --review $* $sgf"
	f=$tmp/$name.ts
	n=0 total=0 max=0 all=""
	for m in $MOVES; do
		b=$(key "$name" "$f" Right)
		n=$((n + 1)) total=$((total + b)) all="$all $b"
		[ "$b" -gt "$max" ] && max=$b
	done
	$T capture-pane -p -t "$name" > "$tmp/$name.screen"
	grep -q "Move $n:" "$tmp/$name.screen" || echo "screen-bytes: warning: the review did not reach move $n"
	median=$(printf '%s\n' $all | sort -n | sed -n "$(((n + 1) / 2))p")
	echo "$label:"
	echo "  review steps: $n, $total bytes, $((total / n)) bytes per step (median $median, max $max)"
}
echo "target: <= 64 bytes per review step (19x19)"
run_review "tengen --review 19x19, Unicode and colours"
run_review "tengen --review 19x19 --ascii" --ascii
run_review "tengen --review 19x19 --no-color" --no-color
run_review "tengen --review 19x19 --ascii --no-color" --ascii --no-color

# ---- GNU Go, two players at one board (force plays without a reply) ----
if [ -x "$GNUGO" ]; then
	start gnugo "$GNUGO --mode ascii --quiet --boardsize 19"
	f=$tmp/gnugo.ts
	n=0 total=0
	for m in $MOVES; do
		before=$(size "$f")
		$T send-keys -t gnugo -l "force $m"
		$T send-keys -t gnugo Enter
		settle "$f"
		after=$(size "$f")
		n=$((n + 1)) total=$((total + after - before))
	done
	echo "GNU Go $("$GNUGO" --version | head -1 | sed 's/GNU Go //'), --mode ascii, same moves typed as 'force MOVE':"
	echo "  played moves: $n, $total bytes, $((total / n)) bytes per move (echo of the typed line included)"
	# the same record stepped through: GNU Go's ASCII mode loads it (-l, -L 1:
	# before the first move) and 'forward' shows the next move
	start gnugoreview "$GNUGO --mode ascii --quiet -l $tmp/review.sgf -L 1"
	f=$tmp/gnugoreview.ts
	n=0 total=0
	for m in $MOVES; do
		before=$(size "$f")
		$T send-keys -t gnugoreview -l forward
		$T send-keys -t gnugoreview Enter
		settle "$f"
		after=$(size "$f")
		n=$((n + 1)) total=$((total + after - before))
	done
	echo "  review steps ('forward' on the same record): $n, $total bytes, $((total / n)) bytes per step (echo included)"
else
	echo "GNU Go not found: no comparison"
fi

#!/bin/sh
# review-bytes.sh — what a review step costs on the wire (issue 14: "stepping
# writes only what changed"): a 19×19 record (bench/screen-bytes.sh's game)
# stepped through with → at 80×24, every step's output counted with
# pipe-pane, in colour and Unicode (the default) and with --no-color.  The
# median step must stay within a bound: 125 bytes in colour, 98 without
# (measured: about 107 and 83; with the lead graph's number at the move
# (issue 24: "34: B+3.2" under the marker, rewritten each step) about 116;
# before the board's changes were sent apart
# from the status area's, 135 and 84, and the line's last step cost over
# 400 bytes as "End of this line" pushed the lead graph down).  The issue's
# target, 64 bytes, is not reached: see HACKING.md "Bytes over the wire".
. "${srcdir:-.}/tests/e2e/lib.sh"

# D4 Q16 Q4 D16 C14 T19 S19 K10 T18 R14 Q10 C10 F17 O3 C6 R7 K16 K4 G3 N17
cat > "$E2E_TMP/game.sgf" <<'EOF'
(;GM[1]FF[4]SZ[19];B[dp];W[pd];B[pp];W[dd];B[cf];W[sa];B[ra];W[jj];B[sb];W[qf]
;B[pj];W[cj];B[fc];W[nq];B[cn];W[qm];B[jd];W[jp];B[gq];W[mc])
EOF

size() { wc -c < "$1"; }

# step N — press → once, wait for "Move N:" and for the output to stop
# growing (three equal sizes 0.1 s apart); print the bytes the step sent.
step() {
	out=$E2E_TMP/step$1
	: > "$out"
	$T pipe-pane -t "$S" -o "cat >> $out"
	keys Right
	wait_for "Move $1: "
	end=$(($(date +%s) + E2E_TIMEOUT))
	a=$(size "$out") same=0
	while [ $same -lt 3 ]; do
		[ "$(date +%s)" -ge "$end" ] && fail "the output of step $1 did not settle"
		sleep 0.1
		b=$(size "$out")
		if [ "$a" = "$b" ]; then same=$((same + 1)); else same=0 a=$b; fi
	done
	$T pipe-pane -t "$S"
	size "$out"
}

# review MAX [OPTION] — steps 2 to 10 (the first also clears the opening
# message); fail unless their median is at most MAX bytes.
review() {
	max=$1
	shift
	start 80 24 "$@" --review game.sgf
	wait_for "REVIEW - main line"
	wait_for "▒ White  ±" # the lead graph is complete: it sends no more
	keys Right
	wait_for "Move 1: B D4"
	all=""
	for i in 2 3 4 5 6 7 8 9 10; do
		all="$all $(step $i)"
	done
	median=$(printf '%s\n' $all | sort -n | sed -n 5p)
	[ "$median" -le "$max" ] ||
		fail "review $*: median step $median bytes (steps:$all), more than $max"
	ok "review $* on 19×19: median step $median bytes <= $max (steps:$all)"
	keys End
	wait_for "Move 20: W N17  End of this line"
	keys q
	wait_exit
	$T kill-server >/dev/null 2>&1
}

review 125
review 98 --no-color

#!/bin/sh
# graph.sh — the review's graph of the estimated lead (--ascii): it fills in
# after --review opens tests/data/swing.sgf, its bars and the legend
# (Black up), the ^ marker under the reviewed move follows a step, a step
# sends few bytes, S (and :swing) jumps to move 3 where eleven stones are
# taken, G hides and shows it (a step costs the graph its marker's bytes
# alone), a terminal too short for it hides it; on 19×19 (238 moves) keys
# are answered while it fills.
. "${srcdir:-.}/tests/e2e/lib.sh"

cp "${srcdir:-.}/tests/data/swing.sgf" "$E2E_TMP/swing.sgf"
start 80 24 --ascii --review swing.sgf
wait_for "REVIEW - main line"
wait_for "down: White  +-"  # the scale is shown once every move is estimated
legend=$(screen | grep -n "up: Black" | cut -d: -f1)
# the legend right under the move line (line 6, as "Next:" shares the move's
# line), then four rows of bars and the marker row
[ "$legend" = 6 ] || fail "the legend is on line $legend, expected 6"
mk=$((legend + 4)) # the marker row, for row (from 0)
# mcol — the column (from 1) of the marker ^ on its row (the board's letters
# may share the row)
mcol() { row $mk | awk '{ print index(substr($0, 24), "^") + 23 }'; }
screen | sed -n "$((legend + 1)),$((legend + 4))p" | grep -q '#' || fail "no bar drawn in the graph"
# the marker row: ^ under the first column (the status area starts at 24)
[ "$(mcol)" = 25 ] || fail "marker at move 0: '$(row $mk)'"
ok "the graph appears, filled, with its legend and the marker at move 0"

OUT=$E2E_TMP/out
: > "$OUT"
$T pipe-pane -t "$S" -o "cat >> $OUT"
keys Right
wait_for "Move 1: B G3"
end=$(($(date +%s) + E2E_TIMEOUT))
while [ "$(mcol)" != 26 ]; do
	[ "$(date +%s)" -ge "$end" ] && fail "the marker did not move: '$(row $mk)'"
	sleep 0.05
done
sleep 0.2
$T pipe-pane -t "$S"
n=$(wc -c < "$OUT")
[ "$n" -lt 200 ] || fail "a step sent $n bytes"
ok "→ moves the marker one column ($n bytes for the step)"

keys S
wait_for "The biggest swing: move 3"
wait_for "Move 3: B F5"
wait_for "Black takes eleven stones."
[ "$(mcol)" = 28 ] || fail "marker at move 3: '$(row $mk)'"
ok "S jumps to the move that takes eleven stones, the marker under it"

keys Home
wait_for "Move 0: no move here"
cmd "swing"
wait_for "Move 3: B F5"
ok ":swing does the same"

keys G
wait_gone "up: Black"
wait_for "The lead graph is hidden."
wait_for "Black takes eleven stones."
keys G
wait_for "down: White  +-"
ok "G hides the graph and shows it again"

# measure WANT MARKER — the bytes sent for → to WANT, the marker then in
# column MARKER (none: the graph hidden).
measure() {
	: > "$OUT"
	$T pipe-pane -t "$S" -o "cat >> $OUT"
	keys Right
	wait_for "$1"
	if [ -n "${2:-}" ]; then
		end=$(($(date +%s) + E2E_TIMEOUT))
		while [ "$(mcol)" != $(($2 + 1)) ]; do
			[ "$(date +%s)" -ge "$end" ] && fail "the marker is not in column $2: '$(row $mk)'"
			sleep 0.05
		done
	fi
	sleep 0.2
	$T pipe-pane -t "$S"
	wc -c < "$OUT"
}
cmd "goto 4"
wait_for "Move 4: W D2"
keys G
wait_gone "down: White"
keys Left
wait_for "Move 3: B F5"
keys Right
wait_for "Move 4: W D2"
hidden=$(measure "Move 5: B G8")
keys G
wait_for "down: White  +-"
keys Left
wait_for "Move 4: W D2"
shown=$(measure "Move 5: B G8" 29)
[ $((shown - hidden)) -le 24 ] || fail "the graph costs $((shown - hidden)) bytes a step"
ok "the graph adds $((shown - hidden)) bytes to a step ($shown shown, $hidden hidden)"

$T resize-window -t "$S" -x 80 -y 15
wait_gone "up: Black"
wait_for "Move 5: B G8"
$T resize-window -t "$S" -x 80 -y 24
wait_for "down: White  +-"
ok "a terminal too short for the graph hides it"

keys q
wait_exit
ok "quit"

# A 19×19 game of 238 moves: the graph fills for seconds, keys do not wait.
cp "${srcdir:-.}/tests/data/gnugo19.sgf" "$E2E_TMP/gnugo19.sgf"
S=graph19
start 80 24 --ascii --review gnugo19.sgf
wait_for "/239"
keys End
wait_for "Move 238: "
screen | grep -q "down: White  [0-9]*/239" || fail "the graph was complete before End was answered"
ok "End is answered while the graph fills"
keys q
wait_exit
ok "quit while it fills"

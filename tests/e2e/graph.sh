#!/bin/sh
# graph.sh — the review's graph of the estimated lead (--ascii): it fills in
# after --review opens tests/data/swing.sgf, its bars and the legend
# (# Black above, o White below), the zero line drawn,
# the ^ marker under the reviewed move with its lead follows a step, a step
# sends few bytes, G hides and shows it (a step costs the graph its
# marker's bytes alone), a terminal too short for it hides it; on 19×19
# (238 moves) keys are answered while it fills.  mistakes.sh: the Unicode
# graph, --no-color, LANG=C, the mistakes' keys, E in review.
. "${srcdir:-.}/tests/e2e/lib.sh"

cp "${srcdir:-.}/tests/data/swing.sgf" "$E2E_TMP/swing.sgf"
start 80 24 --ascii --review swing.sgf
wait_for "REVIEW - main line"
wait_for "o White  +-"  # the scale is shown once every move is estimated
legend=$(screen | grep -n "Lead: # Black" | cut -d: -f1)
# the legend right under the move line (line 6, as "Next:" shares the move's
# line), then two rows of bars, the zero line, two rows, the marker row
[ "$legend" = 6 ] || fail "the legend is on line $legend, expected 6"
mk=$((legend + 5)) # the marker row, for row (from 0)
zero=$((legend + 3))
# mcol — the column (from 1) of the marker ^ on its row (the board's letters
# may share the row)
mcol() { row $mk | awk '{ print index(substr($0, 24), "^") + 23 }'; }
screen | sed -n "$((legend + 1)),$((legend + 2))p" | grep -q '#' || fail "no bar drawn in the graph"
# the marker row: ^ under the first column (the status area starts at 24)
[ "$(mcol)" = 25 ] || fail "marker at move 0: '$(row $mk)'"
row $mk | grep -q '\^ 0: B+[0-9.]*$' || fail "no lead at the marker: '$(row $mk)'"
row $((zero - 1)) | cut -c25- | grep -q '^---------' || fail "no zero line: '$(row $((zero - 1)))'"
ok "the graph appears, filled, with its legend, the zero line and the lead at move 0"

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

cmd "goto 3"
wait_for "Move 3: B F5"
wait_for "Black takes eleven stones."
[ "$(mcol)" = 28 ] || fail "marker at move 3: '$(row $mk)'"
ok "the marker follows the review to move 3"

keys G
wait_gone "Lead: # Black"
wait_for "The lead graph is hidden."
wait_for "Black takes eleven stones."
keys G
wait_for "o White  +-"
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
wait_gone "o White"
keys Left
wait_for "Move 3: B F5"
keys Right
wait_for "Move 4: W D2"
hidden=$(measure "Move 5: B G8")
keys G
wait_for "o White  +-"
keys Left
wait_for "Move 4: W D2"
shown=$(measure "Move 5: B G8" 29)
[ $((shown - hidden)) -le 60 ] || fail "the graph costs $((shown - hidden)) bytes a step"
ok "the graph adds $((shown - hidden)) bytes to a step ($shown shown, $hidden hidden)"

$T resize-window -t "$S" -x 80 -y 15
wait_gone "Lead: # Black"
wait_for "Move 5: B G8"
$T resize-window -t "$S" -x 80 -y 24
wait_for "o White  +-"
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
screen | grep -q "o White  [0-9]*/239" || fail "the graph was complete before End was answered"
ok "End is answered while the graph fills"
keys q
wait_exit
ok "quit while it fills"

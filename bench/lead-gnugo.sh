#!/bin/bash
# lead-gnugo.sh — the review graph's lead beside GNU Go's estimate_score
# (make bench-lead REAL_GAMES=DIR): bench_lead's positions (every
# BENCH_LEAD_STEP moves, default 30, of the first BENCH_LEAD_GAMES games,
# default 24, of DIR/dev.txt), GNU Go (Chinese rules, the komi of the list)
# asked estimate_score at each; then for the lead (the estimate's count)
# and the old sum of the playouts' ownership: the mean and median
# difference from GNU Go's and how often the same side leads, over all
# positions and after move 180, and after move 180 the same against the
# recorded result (games with a margin).
# Environment: BENCH_LEAD (the program), GNUGO, REAL_GAMES.
set -eu
list=${REAL_GAMES:-}/dev.txt
if [ -z "${REAL_GAMES:-}" ] || [ ! -r "$list" ]; then
	echo "bench-lead: no real games (REAL_GAMES=DIR with DIR/dev.txt); skipped"
	exit 0
fi
gnugo=${GNUGO:-gnugo}
command -v "$gnugo" >/dev/null 2>&1 || { echo "bench-lead: no GNU Go; skipped"; exit 0; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$BENCH_LEAD" "$list" "${BENCH_LEAD_GAMES:-24}" "${BENCH_LEAD_STEP:-30}" >"$tmp/ours"
while read -r path move _ _ _; do
	komi=$(awk -v p="$path" '$1 == p { print $2 }' "$list")
	printf 'loadsgf %s/%s %d\nkomi %s\nestimate_score\n' "$REAL_GAMES" "$path" $((move + 1)) "$komi"
done <"$tmp/ours" | "$gnugo" --mode gtp --chinese-rules 2>/dev/null |
	awk '/^= [BW]\+/ { v = substr($2, 3) + 0; print (substr($2, 1, 1) == "B" ? v : -v) }' >"$tmp/gnugo"
paste -d' ' "$tmp/ours" "$tmp/gnugo" | awk '
function median(a, n,   i, j, t) {
	for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
	return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
function row(name, col, ref, late,   i, n, sum, same, d) {
	n = 0; sum = 0; same = 0; delete d
	for (i = 1; i <= N; i++) {
		if (late && mv[i] <= 180) continue
		if (ref == "result" && res[i] == 0) continue
		r = ref == "result" ? res[i] : gg[i]
		d[++n] = (v[col, i] > r ? v[col, i] - r : r - v[col, i]); sum += d[n]
		same += (v[col, i] > 0) == (r > 0)
	}
	printf "  %-26s %4d positions  mean |d| %5.1f  median |d| %5.1f  same side %3.0f%%\n", name, n, sum / n, median(d, n), 100 * same / n
}
{
	N++; mv[N] = $2; v[1, N] = $3; v[2, N] = $4; gg[N] = $6
	s = substr($5, 1, 1); m = substr($5, 3) + 0
	res[N] = s == "B" ? m : s == "W" ? -m : 0
	v[3, N] = gg[N]
}
END {
	print "the lead against GNU Go estimate_score, all positions:"
	row("lead (the count)", 1, "gnugo", 0); row("playouts ownership sum", 2, "gnugo", 0)
	print "after move 180:"
	row("lead (the count)", 1, "gnugo", 1); row("playouts ownership sum", 2, "gnugo", 1)
	print "after move 180, against the recorded result:"
	row("lead (the count)", 1, "result", 1); row("playouts ownership sum", 2, "result", 1)
	row("GNU Go estimate_score", 3, "result", 1)
}'

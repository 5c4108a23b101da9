#!/bin/bash
# real-games.sh — the estimate plus count on real counted games beside GNU
# Go's final_score (make bench-estimate with REAL_GAMES=DIR, DIR holding
# dev.txt and the games it lists; see bench_real.c).  GNU Go runs at
# level 10 with Chinese rules (Japanese where the komi is 6.5: the games
# counted by territory, bench_real.c) on the first BENCH_GNUGO_GAMES games (all if
# unset; 0 skips it): loadsgf, the komi of the list, final_score; its
# figures are counted exactly as bench_real counts tengen's, and tengen's
# on the same subset are printed beside them.  A recorded margin of 0
# (Fox's W+0.0, no count with a half-point komi) counts for the winner
# only; "within 2" is given of all games (those a miss) and of the games
# with a margin.
# Environment: BENCH_REAL (the program), GNUGO, REAL_GAMES, BENCH_GNUGO_GAMES.
set -eu
list=${REAL_GAMES:-}/dev.txt
if [ -z "${REAL_GAMES:-}" ] || [ ! -r "$list" ]; then
	echo "bench-estimate: no real games (REAL_GAMES=DIR with DIR/dev.txt); skipped"
	exit 0
fi
total=$(grep -vc '^#' "$list")
n=${BENCH_GNUGO_GAMES:-$total}
"$BENCH_REAL" "$list" "$n"

gnugo=${GNUGO:-gnugo}
if [ "$n" = 0 ] || ! command -v "$gnugo" >/dev/null 2>&1; then
	echo "bench-estimate: GNU Go's final_score skipped"
	exit 0
fi
. "$(dirname "$0")/gtp-send.sh"
grep -v '^#' "$list" | head -n "$n" | while read -r path komi res; do
	rules=--chinese-rules
	[ "$komi" = 6.5 ] && rules=--japanese-rules # as bench_real counts it
	coproc G { "$gnugo" --mode gtp --level 10 $rules; }
	send "loadsgf $REAL_GAMES/$path"
	send "komi $komi"
	send "final_score"
	echo quit >&"${G[1]}"
	wait "$G_PID" 2>/dev/null || true
	[ -n "${VERBOSE:-}" ] && echo "$path $res gnugo $reply" >&2
	echo "$reply $res"
done | awk -v what="GNU Go final_score" '
	function sign(s) { return substr(s, 1, 1) == "B" ? 1 : substr(s, 1, 1) == "W" ? -1 : 0 }
	{ x = sign($1) * substr($1, 3); y = sign($2) * substr($2, 3); d = x - y
	  if (d < 0) d = -d
	  n++; w += sign($1) == sign($2)
	  if (y > 0.01 || y < -0.01) { m++; e += d < 0.01; t += d < 2.01 } }
	END { if (n) printf "%-22s %4d games  winner %5.1f%%  within 2 %5.1f%% | %4d margins  " \
	        "exact %5.1f%%  within 2 %5.1f%%\n", what, n, 100 * w / n, 100 * t / n, m,
	        100 * e / (m ? m : 1), 100 * t / (m ? m : 1) }'

#!/bin/bash
# bench-estimate.sh — the estimate of dead stones against GNU Go (make
# bench-estimate): bench_estimate over the committed self-play games
# (bench/games/*.txt, made by bench/gnugo-games.sh), then GNU Go's own time
# for `final_status_list dead` on the same 19x19 final positions, so both
# medians come from the same run on the same machine.
# Environment: BENCH_ESTIMATE (the program), GNUGO, GAMES (the files).
set -eu
srcdir=${srcdir:-.}
games=${GAMES:-$(ls "$srcdir"/bench/games/*.txt)}
"$BENCH_ESTIMATE" -v $games

gnugo=${GNUGO:-gnugo}
if ! command -v "$gnugo" >/dev/null 2>&1; then
	echo "bench-estimate: no GNU Go ($gnugo); its times are skipped"
	exit 0
fi

. "$(dirname "$0")/gtp-send.sh"

# GNU Go's time (ms) for final_status_list dead on each 19x19 position
times=()
for f in $games; do
	while read -r size komi rest; do
		[ "$size" = 19 ] || continue
		coproc G { "$gnugo" --mode gtp; }
		send "boardsize 19"; send "clear_board"; send "komi $komi"
		for m in ${rest%%|*}; do
			send "play ${m%%:*} ${m#*:}"
		done
		t0=$(date +%s%N)
		send "final_status_list dead"
		t1=$(date +%s%N)
		echo quit >&"${G[1]}"
		wait "$G_PID" 2>/dev/null || true
		times+=($(((t1 - t0) / 1000000)))
	done < "$f"
done
if [ ${#times[@]} -gt 0 ]; then
	sorted=($(printf '%s\n' "${times[@]}" | sort -n))
	n=${#sorted[@]}
	echo "GNU Go final_status_list dead, 19x19 (default level): ${n} positions," \
	     "median ${sorted[$((n / 2))]} ms, max ${sorted[$((n - 1))]} ms"
fi

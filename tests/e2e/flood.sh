#!/bin/sh
# flood.sh — a resize storm and a key flood (issue 10): after
# $E2E_RESIZES random sizes (100 here; `make stress`: 1,000) the screen at
# 80×24 is exactly what it was; after $E2E_KEYS seeded random bytes (400
# here; `make stress`: 30,000) — letters, control keys, escape sequences
# known and unknown, invalid UTF-8, pastes — tengen is alive, answers a
# SIGTERM with its autosave and wrote nothing else to stderr (a sanitizer
# report in the debug build); the same flood again while a live analysis
# streams its lines, in review.  The bytes leave out what ends the program by
# design: q and Q, Ctrl-C, Ctrl-\ and Ctrl-Z.
. "${srcdir:-.}/tests/e2e/lib.sh"
: "${E2E_KEYS:=400}" "${E2E_RESIZES:=100}" "${E2E_SEED:=10}"

start 80 24 --size 9
wait_for "Black to play"
cmd "E5"
cmd "C3"
wait_for "Move 2: W C3"
before=$(screen)
awk -v n="$E2E_RESIZES" -v seed="$E2E_SEED" 'BEGIN {
	srand(seed)
	for (i = 0; i < n; i++)
		printf "%d %d\n", 10 + int(rand() * 150), 3 + int(rand() * 60)
}' | while read -r w h; do
	$T resize-window -t "$S" -x "$w" -y "$h"
done
$T resize-window -t "$S" -x 80 -y 24
end=$(($(date +%s) + E2E_TIMEOUT))
while [ "$(screen)" != "$before" ]; do
	[ "$(date +%s)" -ge "$end" ] && { echo "$before"; fail "the screen after $E2E_RESIZES resizes differs (above: before)"; }
	sleep 0.05
done
ok "$E2E_RESIZES random resizes, then 80×24: the same screen"

# flood N SEED: N seeded random bytes, in chunks of hex bytes for
# send-keys -H, sent to the session.
flood() {
	awk -v n="$1" -v seed="$2" 'BEGIN {
		srand(seed)
		split("1b5b41 1b5b42 1b5b43 1b5b44 1b4f50 1b5b357e 1b5b367e 1b5b317e 1b5b347e " \
		      "1b6e 1b5b306e 1b5b39393b3571 1b5b3230307e 1b5b3230317e ff 80 c3 e69c " \
		      "e697a5 0d 0a 09 7f 08 0c 13 11 1b 3a 20", special, " ")
		nsp = 0
		for (k in special) nsp++
		line = ""; count = 0
		for (i = 0; i < n; i++) {
			if (rand() < 0.3) {
				h = special[1 + int(rand() * nsp)]
			} else {
				do c = 32 + int(rand() * 95); while (c == 113 || c == 81 || c == 33)
				h = sprintf("%02x", c)
			}
			for (j = 1; j < length(h); j += 2)
				line = line " " substr(h, j, 2)
			if (++count == 40) { print line; line = ""; count = 0 }
		}
		if (line != "") print line
	}' > "$E2E_TMP/flood"
	while read -r bytes; do
		# shellcheck disable=SC2086
		$T send-keys -t "$S" -H $bytes
	done < "$E2E_TMP/flood"
}

# alive_then_term WHAT: tengen is still running after WHAT, and leaves
# cleanly on SIGTERM (the child of the pane's shell: no pgrep, /proc).
alive_then_term() {
	[ -s "$E2E_TMP/status" ] && fail "tengen ended during $1: status $(cat "$E2E_TMP/status"), $(cat "$E2E_TMP/stderr")"
	shell=$($T display-message -p -t "$S" '#{pane_pid}')
	pid=
	for st in /proc/[0-9]*/stat; do
		read -r p _ _ pp _ < "$st" 2>/dev/null || continue
		[ "$pp" = "$shell" ] && pid=$p
	done
	[ -n "$pid" ] || fail "no tengen process after $1"
	[ -n "${E2E_SHOW:-}" ] && screen
	kill -TERM "$pid"
	wait_status 143 "Terminated"
}

flood "$E2E_KEYS" "$E2E_SEED"
alive_then_term "the key flood"
ok "$E2E_KEYS random bytes: tengen is alive and leaves cleanly on SIGTERM"

# The same flood while a live analysis streams (a churning engine's lines
# arriving between the keys), in review: whatever the keys open, close or
# toggle (the analysis itself, its variation and ownership, the tree, the
# command line), tengen stays up and leaves cleanly.
review_with busy
wait_for "lead"
flood "$E2E_KEYS" "$((E2E_SEED + 1))"
alive_then_term "the key flood under live analysis"
ok "$E2E_KEYS random bytes during live analysis: alive, and a clean SIGTERM"

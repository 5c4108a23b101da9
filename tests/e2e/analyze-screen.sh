#!/bin/sh
# analyze-screen.sh — the review's `:analyze` in the screen, run by a worker
# process (engine/bganalysis.h): with an engine whose position takes half a
# minute (tests/fake-analysis.sh slow: each answer after 1 s, a line every
# 3 s), a key moves the review at once; `analyze off` stops it and leaves
# neither the worker nor the engine running, and so does leaving the
# review, and so does `analyze off` before the engine has said a word
# (an engine that never answers and stays when its input ends); with a
# quick engine the whole
# main line is analysed while the screen waits for keys, and `:save` writes
# the engine's values (SBKS, SBKV) on every node, stopping each position at
# --analyze-visits.
. "${srcdir:-.}/tests/e2e/lib.sh"
FAKE=$FAKE_ANALYSIS
cp "${srcdir:-.}/tests/data/analyze19.sgf" "$E2E_TMP/a.sgf"
chmod u+w "$E2E_TMP/a.sgf"

# running PATTERN: is a process whose command line has PATTERN alive?
running() {
	for f in /proc/[0-9]*/cmdline; do
		{ tr '\0' ' ' < "$f"; } 2>/dev/null | grep -qF -- "$1" && return 0
	done
	return 1
}

# the quick engine's lines come every half second: with the default 100
# visits a position would take five, --analyze-visits=10 makes it one line
# gone PATTERN WHAT: no such process is left after WHAT (at most E2E_TIMEOUT)
gone() {
	end=$(($(date +%s) + E2E_TIMEOUT))
	while running "$1"; do
		[ "$(date +%s)" -ge "$end" ] && fail "'$1' still runs after $2"
		sleep 0.1
	done
}

E2E_ENV="FAKE_INTERVAL=50" start 80 24 --no-config --analyze-visits=10 a.sgf
wait_for "Move 6: W C6"
cmd review
wait_for "REVIEW"
cmd "analyze gtp:$FAKE slow"
wait_for "Analysing every position"
running "fake-analysis.sh slow" || fail "no engine runs the analysis"
t0=$(date +%s%N)
keys Left
wait_for "Move 5: B F3"
ms=$((($(date +%s%N) - t0) / 1000000))
[ "$ms" -lt 2000 ] || fail "the key waited ${ms} ms for the engine's position"
ok "a key during a 30-second position moves the review in ${ms} ms"

cmd "analyze off"
wait_for "The analysis stopped; what it did is kept."
gone "fake-analysis.sh slow" "analyze off"
ok "analyze off: the worker and its engine are gone"

# an engine that has not answered list_commands yet is ended too
cmd "analyze gtp:$FAKE mute"
wait_for "Analysing every position"
end=$(($(date +%s) + E2E_TIMEOUT))
until running "fake-analysis.sh mute"; do
	[ "$(date +%s)" -ge "$end" ] && fail "the mute engine never started"
	sleep 0.1
done
cmd "analyze off"
wait_for "The analysis stopped"
gone "fake-analysis.sh mute" "analyze off before the engine answered"
ok "analyze off before the engine answered: it is gone too"

# leaving the review ends it too (its tree is the review's)
cmd "analyze gtp:$FAKE slow"
wait_for "Analysing every position"
running "fake-analysis.sh slow" || fail "no engine runs the second analysis"
keys v
wait_gone "REVIEW"
gone "fake-analysis.sh slow" "leaving the review"
ok "leaving the review: the worker and its engine are gone"
cmd review
wait_for "REVIEW"

cmd "analyze gtp:$FAKE kata"
wait_for "Analysed 7 positions with the engine's analysis"
cmd save
wait_for "Saved"
n=$(grep -o 'SBKS\[' "$E2E_TMP/a.sgf" | wc -l)
[ "$n" -eq 7 ] || fail "SBKS on $n nodes of 7"
n=$(grep -o 'SBKV\[' "$E2E_TMP/a.sgf" | wc -l)
[ "$n" -eq 7 ] || fail "SBKV on $n nodes of 7"
ok "the whole line analysed between keys, saved on its 7 nodes"
keys q y
wait_exit

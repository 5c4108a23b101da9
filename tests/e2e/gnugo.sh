#!/bin/sh
# gnugo.sh — a real 9×9 game against GNU Go (level 0) through the screen, to
# the score: Black is played by keys, taking the hints (i) of a second GNU
# Go (--hint) and playing them with Enter (p for a pass); after the stop
# GNU Go's dead stones are the marks, Black agrees (y), GNU Go agrees, the
# game is over.  Then engine against engine with a delay per move.
# Skipped when gnugo is absent.
. "${srcdir:-.}/tests/e2e/lib.sh"
G=${GNUGO:-}
[ -n "$G" ] || G=$(command -v gnugo || ls /usr/games/gnugo 2>/dev/null)
if [ -z "$G" ] || [ ! -x "$G" ]; then
	echo "SKIP: gnugo is not installed"
	exit 77
fi
E2E_TIMEOUT=30
GTP="$G --mode gtp --level 0"

start 120 30 --size 9 "--white='gtp:$GTP'" "--hint='gtp:$GTP'"
wait_for "GNU Go 3"
moves=0
while ! screen | grep -qF "Play has stopped"; do
	if screen | grep -qF "Black to play" && ! screen | grep -qF "thinking"; then
		keys i
		wait_for "suggests"
		if screen | grep -qF "suggests pass"; then keys p; else keys Enter; fi
		wait_gone "suggests"
		moves=$((moves + 1))
		[ "$moves" -lt 150 ] || fail "no end after 150 moves of Black"
	fi
	sleep 0.05
done
# its dead stones are the marks; the player to move agrees first (rule 4-2)
if screen | grep -qE "Move [0-9]+: W pass"; then
	wait_for "Agree (y): Black first, then White"
	screen | grep -qF "Agreed:" && fail "GNU Go agreed before Black, the player to move"
else
	wait_for "Agreed: Black not yet"
fi
ok "a 9×9 game against GNU Go by keys, $moves moves of Black, to the stop"
keys y
wait_for "Game over: "
wait_for "(both agreed, Art. 9-2"
screen | grep -E "Game over: [BW]\+[0-9.]+" >/dev/null || fail "no score"
ok "GNU Go's dead stones are the marks; Black agrees, GNU Go agrees: $(screen | grep -o 'Game over: [^ ]*' | head -1)"
keys q
# the finished game is kept (the archive), so q asks nothing
wait_exit

S=gnugo-both
start 120 30 --size 9 "--black='gtp:$GTP'" "--white='gtp:$GTP'" --engine-delay=0.02
# a whole game of two engines: under a loaded machine (CI, make -j) it can
# take minutes, so the wait for its end is longer than the others
E2E_TIMEOUT=180
wait_for "Game over: "
E2E_TIMEOUT=30
n=$(screen | sed -n 's/.*Move \([0-9]*\):.*/\1/p' | head -1)
[ "${n:-0}" -ge 20 ] || fail "a game of ${n:-0} moves"
ok "engine against engine plays $n moves"
wait_for "(both agreed, Art. 9-2"
ok "engine against engine to the score: $(screen | grep -o 'Game over: [^ ]*' | head -1)"

S=gnugo-esc
start 120 30 --size 9 "--black='gtp:$GTP'" "--white='gtp:$GTP'" --engine-delay=1
wait_for "Move 2: "
keys Escape
wait_for "No engine plays: both colours are played by hand."
n=$(screen | grep -o 'Move [0-9]*' | head -1)
sleep 1.5
screen | grep -qF "$n" || fail "an engine played after Esc"
ok "Esc stops both engines"

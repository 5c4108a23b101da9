#!/bin/sh
# shared.sh — two people on two terminals, the tmux way (the man page,
# "Two terminals"; README, "Three uses"): tengen runs in a tmux session "go"; two tmux clients attach
# to it, each in a terminal of its own (here: two sessions of the test's
# server, each running `tmux attach -t go`).  Both see every move, and both
# can play.
. "${srcdir:-.}/tests/e2e/lib.sh"
IN="$TMUX_BIN -L tengen-shared-$$ -f /dev/null"
trap '$IN kill-server >/dev/null 2>&1; e2e_end' EXIT
$IN new-session -d -s go -x 80 -y 24 \
	"env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME $TENGEN --size 9; sleep 30" ||
	fail "tmux could not start the shared session"
$IN set-option -t go status off >/dev/null
# the two terminals: each a client of the shared session
for who in alice bob; do
	$T new-session -d -s "$who" -x 80 -y 24 "env -u TMUX TERM=xterm-256color $IN attach -t go" ||
		fail "no terminal for $who"
	$T set-option -t "$who" status off >/dev/null
done
S=bob
wait_for "Black to play"
S=alice
wait_for "Black to play"
[ "$($IN list-clients -t go | wc -l)" -eq 2 ] || fail "two clients are not attached"
ok "two clients attached to one tengen"
cmd D4                       # Alice plays Black
S=bob
wait_for "Move 1: B D4"
cmd E5                       # Bob plays White
S=alice
wait_for "Move 2: W E5"
row 5 | grep -qF "○" || fail "Alice does not see Bob's stone"
ok "a move from either terminal shows on both"

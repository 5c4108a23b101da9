#!/bin/sh
# drop.sh — a dropped link with SIGHUP blocked (issue 10, point 6): some
# shells and nohup leave the signal blocked or ignored, so only the read
# tells that the terminal is gone.  tengen must autosave and exit at once,
# not retry the read forever at 100% CPU.
. "${srcdir:-.}/tests/e2e/lib.sh"

if ! perl -MPOSIX -e 1 2>/dev/null; then
	echo "SKIP: perl with POSIX is needed to start tengen with SIGHUP blocked"
	exit 77
fi
# the shell ignores SIGHUP (so it lives to write the status); perl blocks
# it and execs tengen, which inherits the blocked mask
new_session -d -s "$S" -x 80 -y 24 \
	"trap '' HUP; cd $E2E_TMP && env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME perl -MPOSIX -e 'sigprocmask(SIG_BLOCK, POSIX::SigSet->new(SIGHUP)) or die; exec @ARGV or die' $TENGEN --size 9 2>$E2E_TMP/stderr; echo \$? >$E2E_TMP/status; sleep 30" ||
	fail "tmux could not start a session"
$T set-option -t "$S" status off >/dev/null
wait_for "Black to play"
cmd "E5"
wait_for "Move 1: B E5"
cmd "C3"
wait_for "Move 2: W C3"
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
pid=$(autosave_pid "$a")
# should it spin, it must not outlive the test
(sleep $((E2E_TIMEOUT + 2)); kill -9 "$pid" 2>/dev/null) >/dev/null 2>&1 &
$T kill-session -t "$S"       # the link drops: the pty's master is closed
wait_status 1 "the terminal is gone"
tr -d '\n' < "$a" | grep -qF ';B[ee];W[cg]' ||
	fail "the autosave lacks the moves"
ok "the terminal gone with SIGHUP blocked: autosaved, exit 1, no endless retry"

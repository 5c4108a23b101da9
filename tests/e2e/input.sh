#!/bin/sh
# input.sh — what a hostile terminal sends (issue 10, points 2 and 9): an
# invalid UTF-8 byte (Latin-1 PuTTY, a mis-encoded paste) is dropped at once
# and the next key counts, at the board and on the : line; Ctrl-S does not
# freeze the output (IXON off); Ctrl-\ (SIGQUIT) autosaves, puts the terminal
# back (no alternate screen, no mouse reporting) and exits 131.
. "${srcdir:-.}/tests/e2e/lib.sh"

hex() { $T send-keys -t "$S" -H "$@"; }

start 80 24 --size 9
wait_for "Black to play"
n=1
for bytes in ff 80 c3 "e6 9c" "c3 c3"; do
	hex $bytes
	cmd "komi $n"
	wait_for "Komi is now $n."
	n=$((n + 1))
done
ok "invalid UTF-8 bytes at the board are dropped; the next keys count"

keys :
hex c3
text "komi 9"
hex e6 9c
keys Enter
wait_for "Komi is now 9."
cmd "komi 日本"
wait_for "komi must be a number"
ok "on the : line too; valid UTF-8 still reaches the line"

keys C-s
cmd "E5"
wait_for "Move 1: B E5"
keys C-q
ok "Ctrl-S does not stop the output"

keys 'C-\'
wait_status 131 "the game is autosaved in"
[ "$($T display-message -p -t "$S" '#{alternate_on}')" = 0 ] ||
	fail "the terminal was left on the alternate screen"
[ "$($T display-message -p -t "$S" '#{mouse_any_flag}')" = 0 ] ||
	fail "mouse reporting was left on"
tr -d '\n' < "$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)" | grep -qF ';B[ee]' ||
	fail "the autosave lacks B E5"
ok "Ctrl-\\ (SIGQUIT) autosaves, restores the terminal and exits 131"

# Ctrl-Z where nobody has job control (SIGTSTP ignored, as such a shell
# leaves it): it stays ignored, never a stopped tengen that nobody can
# continue, and the next key counts.
S=input-nojobs
rm -f "$E2E_TMP/status" "$E2E_TMP/stderr"
new_session -d -s "$S" -x 80 -y 24 \
	"cd $E2E_TMP && env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME sh -c 'trap \"\" TSTP; exec $TENGEN --size 9' 2>$E2E_TMP/stderr; echo \$? >$E2E_TMP/status; sleep 30" ||
	fail "tmux could not start a session"
$T set-option -t "$S" status off >/dev/null
wait_for "Move 0"
keys C-z
cmd E5
wait_for "Move 1: B E5"
ok "Ctrl-Z without job control is ignored, and the next key counts"
cmd "quit!"
wait_exit

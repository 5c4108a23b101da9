#!/bin/sh
# locks.sh — issue 21, points 9 and 10: a game open in another tengen is
# said on the first screen (the new-game screen, before Enter starts a game
# there); the lock of a killed tengen is removed at the next start; the
# panel's foot names the key that quits when [keys] gives q to another
# command.
. "${srcdir:-.}/tests/e2e/lib.sh"

S=locks-1
start 80 24
wait_for "New game"
keys Enter
wait_for "Black to play"
cmd "E5"
wait_for "Move 1: B E5"
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
pid=$(autosave_pid "$a")
S=locks-2
start 80 24
wait_for "New game"
wait_for "Games still open in another tengen: 1 (not offered here)."
ok "the first screen says a game is open in another tengen"
keys Escape
wait_for "Black to play"
keys q
wait_exit

wait_killed "$pid"
lock="$XDG_STATE_HOME/tengen/game-$pid.lock"
touch "$XDG_STATE_HOME/tengen/game-999999999.lock" # a lock with no game
[ -e "$lock" ] || fail "the killed tengen left no lock (the test needs one)"
S=locks-3
start 80 24
wait_for "Resume? (y/n) "
[ -e "$lock" ] && fail "the killed tengen's lock is still there"
[ -e "$XDG_STATE_HOME/tengen/game-999999999.lock" ] && fail "a dead lock with no game stays"
ok "the locks of a killed tengen are removed at the next start"
keys n
wait_for "New game"
ls "$XDG_STATE_HOME"/tengen/ | grep -q "^declined-game-$pid.sgf$" || fail "no declined game"
keys Escape
wait_for "Black to play"
keys q
wait_exit

mkdir -p "$XDG_CONFIG_HOME/tengen"
printf '[keys]\nq = :messages\n' > "$XDG_CONFIG_HOME/tengen/config"
S=locks-4
start 80 24 --size 9
wait_for "Black to play"
wait_for "? help  : command  Ctrl-C quit"
screen | grep -qF "q quit" && fail "the foot still says q quit"
ok "with q = :messages the foot names Ctrl-C for quit"
$T resize-window -t "$S" -x 30 -y 10
wait_for "Ctrl-C quits. The terminal is"
screen | grep -qF "q quits" && fail "the too-small notice still says q quits"
$T resize-window -t "$S" -x 80 -y 24
wait_for "Black to play"
ok "the too-small notice names the key that quits too"
printf '[keys]\nq = :messages\nC-c = :help\n' > "$XDG_CONFIG_HOME/tengen/config"
keys C-c
wait_exit
S=locks-5
start 80 24 --size 9
wait_for "? help  : command  :quit quit"
ok "with nothing bound to quit the foot names :quit"
cmd "quit"
wait_exit

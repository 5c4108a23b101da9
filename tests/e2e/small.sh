#!/bin/sh
# small.sh — the smaller points of issue 10 (point 11): at 10×3 the
# too-small notice still says how to quit; with TERM=vt100 (no PgUp/PgDn in
# its terminfo) PgDn and PgUp page the review instead of leaving it; TERM
# unset is said as such; a locale that does not exist is said once.  And
# point 10 on the message line: a save error with a long path keeps its
# reason (the path loses its middle, marked …).
. "${srcdir:-.}/tests/e2e/lib.sh"

start 10 3 --size 9
wait_for "q quits."
keys q
wait_exit
ok "10×3: the too-small notice starts with how to quit; q quits"

printf '(;GM[1]SZ[9];B[aa];W[ba];B[ca];W[da];B[ea];W[fa];B[ga];W[ha];B[ia];W[ab];B[bb];W[cb])\n' \
	> "$E2E_TMP/twelve.sgf"
S=small-vt100
new_session -d -s "$S" -x 80 -y 24 \
	"cd $E2E_TMP && env TERM=vt100 HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME $TENGEN --review twelve.sgf 2>$E2E_TMP/stderr; echo \$? >$E2E_TMP/status; sleep 30" ||
	fail "tmux could not start a session"
$T set-option -t "$S" status off >/dev/null
wait_for "REVIEW"
keys NPage
wait_for "Move 10: W A8"
keys PPage
wait_for "REVIEW"
wait_gone "Move 10"
keys q
wait_exit
ok "TERM=vt100: PgDn and PgUp page the review"

S=small-noterm
new_session -d -s "$S" -x 80 -y 24 \
	"cd $E2E_TMP && env -u TERM HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME $TENGEN --size 9 2>$E2E_TMP/stderr; echo \$? >$E2E_TMP/status; sleep 30" ||
	fail "tmux could not start a session"
wait_status 2 "TERM is not set"
ok "TERM unset: said so"

S=small-path
start 80 24 --size 9
wait_for "Black to play"
cmd "save /nonexistent-directory-with-a-long-name/and/more/levels/of/directories/than/fit/game.sgf"
wait_for "Not saved: No such file or directory ("
wait_for "(cannot write /nonex…"
keys q
wait_exit
ok "a save error with a long path keeps its reason on the line"

S=small-locale
E2E_ENV="LC_ALL=xx_YY.UTF-8" start 80 24 --size 9
wait_for "The locale xx_YY.UTF-8 is not installed: the board is drawn in ASCII."
wait_for " 9 . . . . . . . . . 9"
keys q
wait_exit
ok "a locale that does not exist: said once, ASCII board"

# A question asked while the terminal is too small is shown under the
# notice, which gives it the rows it needs: the next key answers it, and
# the notice had filled every row, so "Resume? (y/n)" and "Quit anyway?"
# were answered unseen.
S=small-ask
start 80 24 --size 9
wait_for "Black to play"
cmd "E5"
wait_for "Move 1: B E5"
$T kill-session -t "$S"         # the link drops: the game is autosaved
S=small-ask-resume
start 20 6
wait_for "Resume? (y/n)"
keys y
wait_for "(now 20×6)"
keys q
wait_for "Quit anyway?"
wait_for "(y/n)"
keys n
wait_gone "Quit anyway?"
$T resize-window -t "$S" -x 80 -y 24
wait_for "Move 1: B E5"
cmd "quit!"
wait_exit
ok "too small: the resume and quit questions are shown, and answered"

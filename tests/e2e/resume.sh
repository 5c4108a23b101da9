#!/bin/sh
# resume.sh — the question that offers an unfinished game (issue 22): the
# whole game line fits 80 columns (it was cut, "… (more: Ctrl-P)", and
# Ctrl-P did nothing there), and only y or n answers it: q or Esc, which
# declined silently and renamed the game declined-…, ask again.
. "${srcdir:-.}/tests/e2e/lib.sh"

mkdir -p "$XDG_STATE_HOME/tengen"
printf '(;GM[1]FF[4]SZ[19]PB[Alexandria Ocasio-Longname]PW[Bartholomew Q. Longername];B[pd];W[dp])\n' \
	> "$XDG_STATE_HOME/tengen/game-1.sgf"
start 80 24
wait_for "Resume? (y/n) "
line=$(screen | grep -F "Resume? (y/n) ")
case $line in
*"19×19, move 2, Alexandria O"*"–Bartholomew"*) ;;
*) fail "the game line is not whole: $line" ;;
esac
case $line in *"(more:"*) fail "the question is cut: $line" ;; esac
ok "the question and the game line fit 80 columns"
keys q
sleep 0.3
keys Escape
sleep 0.3
wait_for "Resume? (y/n) "
[ -f "$XDG_STATE_HOME/tengen/game-1.sgf" ] || fail "q or Esc threw the game aside"
ls "$XDG_STATE_HOME"/tengen/declined-* >/dev/null 2>&1 && fail "q or Esc declined the game"
ok "q and Esc ask again; the game stays"
keys y
wait_for "Resumed the autosaved game: move 2"
keys q y
wait_exit

# Resumed in a confirmation (Art. 7-2), the message names the player to
# move there, as the status area does, not the stopped game's.
S=resume-confirm
start 80 24 --size 9
play_to_stop
cmd "dead C3"
wait_for "dead (stones: 1)"
keys c
wait_for "Confirmation (Art. 7-2)"
cmd "D3"
wait_for "White to play in the confirmation"
$T kill-session -t "$S"         # the link drops: the game is autosaved
S=resume-confirm-2
start 80 24
wait_for ", 9×9, move 4"             # the newest first (the first game is kept)
keys y
wait_for "Resumed the autosaved game: move 4, White to play in the confirmation."
wait_for "White to play in the confirmation"
cmd "quit!"
wait_exit
ok "resumed in a confirmation: its player to move is named"

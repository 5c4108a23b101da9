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

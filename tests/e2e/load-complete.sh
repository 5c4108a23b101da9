#!/bin/sh
# load-complete.sh — :load completes from the kept games ($XDG_DATA_HOME/
# tengen/games) as well as from the files of the folder: Tab Tab lists the
# kept games that start with what is typed, Tab completes one, Enter opens
# it; a file of the folder still completes; :load N opens the Nth game of
# tengen --games.
. "${srcdir:-.}/tests/e2e/lib.sh"

g=$XDG_DATA_HOME/tengen/games
mkdir -p "$g"
printf '(;GM[1]FF[4]SZ[9]PB[Alice]PW[Bob]RE[B+R];B[ee])' >"$g/2026-01-28-090000-Alice-Bob.sgf"
printf '(;GM[1]FF[4]SZ[9]PB[Carol]PW[Dan]RE[W+3.5];B[cc];W[gg])' >"$g/2026-06-30-154012-Carol-Dan.sgf"
printf '(;GM[1]FF[4]SZ[9];B[dd])' >"$E2E_TMP/mygame.sgf"

start 80 24 --size 9
wait_for "Move 0"
keys :
text "load 2026-0"
keys Tab Tab
wait_for "2026-01-28-090000-Alice-Bob.sgf  2026-06-30-154012-Carol-Dan.sgf"
ok "Tab Tab lists the kept games that start with 2026-0"
text "6"
keys Tab
wait_for ":load 2026-06-30-154012-Carol-Dan.sgf"
keys Enter
wait_for "Opened "
wait_for "Carol"
wait_for "2 moves"
ok "Tab completes the one kept game, Enter opens it from the archive"

keys :
text "load my"
keys Tab
wait_for ":load mygame.sgf"
keys Enter
wait_for "Opened mygame.sgf: 1 move"
ok "a file of the folder still completes"

cmd "load 2"
wait_for "Alice"
wait_for "1 move, the game is over: B+R."
ok ":load 2 opens the second game of tengen --games"
keys q
wait_exit

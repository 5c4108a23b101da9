#!/bin/sh
# suspend.sh — Ctrl-Z never ends the game (issue 21, point 2): the key read
# a signal interrupts is not the end of input, with no clock and no engine
# running (the read then has no time limit).  Where there is no job control
# (tmux runs tengen, no shell to continue it) Ctrl-Z and kill -TSTP leave it
# running and the next key counts; in an interactive shell Ctrl-Z stops it
# and fg brings the board back, playable.
. "${srcdir:-.}/tests/e2e/lib.sh"

# state PID — the process state letter (T: stopped).
state() { ps -o stat= -p "$1" | cut -c1; }
# modes_back — the terminal modes of the screen are set again.
modes_back() {
	[ "$($T display-message -p -t "$S" '#{alternate_on}')" = 1 ] ||
		fail "$1: not on the alternate screen"
	[ "$($T display-message -p -t "$S" '#{mouse_any_flag}')" = 1 ] ||
		fail "$1: mouse reporting is off"
}

start 80 24 --size 9
wait_for "Black to play"
keys C-z
sleep 0.3
[ -s "$E2E_TMP/status" ] && fail "Ctrl-Z ended tengen: $(cat "$E2E_TMP/stderr")"
cmd E5
wait_for "Move 1: B E5"
modes_back "after Ctrl-Z"
ok "Ctrl-Z without job control: tengen runs on and the next key counts"

pid=$(autosave_pid "$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)")
kill -TSTP "$pid"
sleep 0.3
[ "$(state "$pid")" = T ] && { kill -CONT "$pid"; fail "kill -TSTP stopped tengen with nobody to continue it"; }
kill -CONT "$pid"
sleep 0.3
[ -s "$E2E_TMP/status" ] && fail "kill -TSTP/-CONT ended tengen: $(cat "$E2E_TMP/stderr")"
cmd C3
wait_for "Move 2: W C3"
ok "kill -TSTP and kill -CONT without job control: tengen runs on"
cmd "quit!"
wait_exit

# In an interactive bash (job control): Ctrl-Z, fg, the board again and a
# move played.
S=suspend-bash
start_shell
keys "$TENGEN --scale=1 --size 9 2>$E2E_TMP/stderr" Enter
wait_for "Black to play"
keys C-z
wait_for "Stopped"
wait_gone "Black to play"
keys "fg" Enter
wait_for "Black to play"
wait_for "A B C D E F G H J"
wait_gone "Stopped"
cmd E5
wait_for "Move 1: B E5"
modes_back "after fg"
ok "Ctrl-Z and fg in an interactive shell: the board is back and a move is played"
keys C-z
wait_for "Stopped"
keys "fg" Enter
wait_for "Move 1: B E5"
cmd "quit!"
wait_gone "Move 1: B E5"
wait_for "$ "
if [ -s "$E2E_TMP/stderr" ]; then fail "tengen wrote to stderr: $(cat "$E2E_TMP/stderr")"; fi
keys "exit" Enter

#!/bin/sh
# plain-tty.sh — tengen --plain on a terminal, in tmux, recorded by
# script(1): with TERM=dumb, readline reads the lines (completion of a
# command name, the history), an engine's move arrives while the prompt
# waits and takes the prompt's line, play stops, the count; with
# TERM=xterm-256color readline still edits as on a dumb terminal (and a
# keyboard macro never begun is not ended or called); the problems
# (--problems) solved, missed and retried with TERM=dumb.  Not one escape
# byte in all that tengen wrote, and not one BEL (readline rings the bell for
# Ctrl-U on an empty line, a completion that finds nothing: bell-style none);
# messages says the log, an error marked "!".
. "${srcdir:-.}/tests/e2e/lib.sh"
command -v script >/dev/null 2>&1 || { echo "SKIP: script(1) is not installed"; exit 77; }
FAKE="sh $(cd "${srcdir:-.}" && pwd)/tests/fake-engine.sh"
ESC=$(printf '\033')
BEL=$(printf '\007')

# session TERM ARGS... — tengen --plain ARGS under script(1) in a new tmux
# session with that TERM; the typescript is $E2E_TMP/raw.
session() {
	term=$1
	shift
	$T kill-session -t "$S" >/dev/null 2>&1
	rm -f "$E2E_TMP/raw"
	new_session -d -s "$S" -x 80 -y 24 \
		"cd $E2E_TMP && env TERM=$term HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME script -qfec \"$TENGEN --plain $* 2>$E2E_TMP/stderr\" $E2E_TMP/raw; echo \$? >$E2E_TMP/status; sleep 30" ||
		fail "tmux could not start a session"
	$T set-option -t "$S" status off >/dev/null
}

# no_escape TERM LINE — tengen has exited 0, quietly, wrote no escape byte
# and wrote LINE.
no_escape() {
	if LC_ALL=C grep -q "$BEL" "$E2E_TMP/raw" "$E2E_TMP/stderr"; then
		od -c "$E2E_TMP/raw" "$E2E_TMP/stderr" | grep -n '\\a' | head
		fail "a BEL byte was written (above)"
	fi
	wait_exit
	if LC_ALL=C grep -q "$ESC" "$E2E_TMP/raw"; then
		od -c "$E2E_TMP/raw" | grep -n '033' | head
		fail "an escape byte was written (above)"
	fi
	grep -qF "$2" "$E2E_TMP/raw" || fail "the typescript lacks '$2'"
	ok "no escape byte in $(wc -c <"$E2E_TMP/raw") bytes with TERM=$1"
}

session dumb -s 9 "--white='gtp:$FAKE ok'"
wait_for "Fake Engine 1.0 plays as White."
ok "started, the engine named"

text "D4"; keys Enter
wait_for "White A1. Black to play."
screen | grep -qxF "White A1. Black to play." || fail "the engine's move shares a line"
ok "the engine's move said on a line of its own"

text "bo"; keys Tab; keys Enter
wait_for " 1(O). . . . . . . . 1"
ok "completion: bo<Tab> ran board"

text "E5"; keys Enter
wait_for "White B1. Black to play."
keys Up Up Enter
wait_for " 5 . . . . X . . . . 5"
ok "history: the board again"

text "Z9"; keys Enter
wait_for "that is not a point of this board (e.g. D4, or pass)"
keys C-u Left; text "zzz"; keys Tab C-u
text "messages"; keys Enter
wait_for "! that is not a point of this board (e.g. D4, or pass)"
ok "messages: the log, the error marked (and Ctrl-U, Left, Tab rang no bell)"
text "engine off"; keys Enter
text "pass"; keys Enter
wait_for "Black passes. White to play."
text "pass"; keys Enter
wait_for "Play has stopped: both passed."
text "score"; keys Enter
wait_for "Result: B+74.5."
ok "stopped and counted"
text "quit!"; keys Enter
no_escape dumb "Black D4. White to play."
grep -q "^board" "$XDG_STATE_HOME/tengen/history" || fail "the history file lacks board"
ok "the history is kept in \$XDG_STATE_HOME/tengen/history"

session xterm-256color -s 9
wait_for "Black to play."
text "D4"; keys Enter
wait_for "Black D4. White to play."
keys C-u
text "abc"; keys Left BSpace Home C-k
text "board"; keys Enter
wait_for " 4 . . .(X). . . . . 4"
# an incremental search ended by Ctrl-X, then the end or the call of a
# keyboard macro never begun: readline aborted into a frame of itself that
# was gone (a crash; hostile review of issue 14)
keys C-r C-x; text ")"
keys C-r C-x; text "e"
text "status"; keys Enter
wait_for "Moves played: 1."
ok "Ctrl-R, Ctrl-X ) and Ctrl-X e: nothing"
text "quit!"; keys Enter
no_escape xterm-256color "Black D4. White to play."

session dumb --problems
wait_for "Problem 1 of 103: Capture in one"
text "E6"; keys Enter
wait_for "Solved! 1 of 103 solved."
text "next"; keys Enter
wait_for "Problem 2 of 103: Capture in one"
text "D2"; keys Enter
wait_for "D2 is not the answer. Try again."
text "E2"; keys Enter
wait_for "Solved! 2 of 103 solved."
text "u"; keys Enter
wait_for "Again. Problem 2 of 103"
text "board"; keys Enter
wait_for " 1 . . . X O X . . . 1"
wait_for "Problem 2 of 103. Black to play. Solved so far: 2."
ok "problems: solved, missed, retried, the board"
text "back"; keys Enter
wait_for "Problems: 2 of 103 solved. Back to the game."
text "quit"; keys Enter
no_escape dumb "Solved! 2 of 103 solved."

# SIGHUP from outside (a hangup, a logout) with the clock running: at once
# (not at the next key: readline used to hold the signal until a key came),
# the time on the move autosaved, status 128+1 and a line on stderr
session dumb -s 9 -t 5m+3x30s
wait_for "Black to play"
text "D4"; keys Enter
wait_for "Black D4. White to play."
sleep 2
a=$(ls -t "$XDG_STATE_HOME"/tengen/game-*.sgf | head -n 1)
kill -HUP "$(autosave_pid "$a")"
wait_status 129 "the game is autosaved in"
tr -d '\n' < "$a" | grep -qE ';B\[df\]BL\[[0-9.]+\]TMU\[W[1-9]' ||
	fail "the autosave lacks White's time on the move: $(cat "$a")"
ok "SIGHUP at the prompt: autosaved with the time on the move, status 129"

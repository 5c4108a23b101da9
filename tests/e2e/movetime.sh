#!/bin/sh
# movetime.sh — stopping gives no time back (issue 21): under --time
# 0m+1x10s White thinks, then the program stops — q y, Ctrl-\ (SIGQUIT), a
# dropped link (SIGHUP) — and is started again and resumed: White's clock
# is charged the time used on the move (TMU in the autosave), each time
# from where it stood, until the flag falls.
. "${srcdir:-.}/tests/e2e/lib.sh"

# white_at MAX — White's clock shows at most 0:0MAX of its last period.
white_at() {
	w=$(screen | grep -oE "○ 0:[0-9]+ ×1" | head -n 1)
	[ -n "$w" ] || fail "no clock for White: $(screen)"
	s=${w#○ 0:}
	s=${s% ×1}
	[ "$s" -le "$1" ] || fail "White's clock is back at $w after the restart"
}

# resume MAX — start again (the same XDG dirs), resume the game left:
# White's clock shows at most 0:0MAX, and the message says it was charged.
n=0
resume() {
	n=$((n + 1))
	S=movetime-$n
	start 120 24
	wait_for "Resume? (y/n)"
	keys y
	wait_for "Resumed the autosaved game: move 1, White to play."
	white_at "$1"
	wait_for "White to play. White had used"
}

start 120 24 --size 9 --time 0m+1x10s
wait_for "Black to play"
keys Enter                    # B E5
wait_for "Move 1: B E5"
wait_for "○ 0:07 ×1"          # White has thought 3 s
keys q
wait_for "(y/n)"
keys y
wait_exit
resume 7
ok "q y: White's 3 s are charged on resume"

wait_for "○ 0:05 ×1"
a=$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)
tr -d '\n' < "$a" | grep -qE ';B\[ee\]BL\[10\]OB\[1\]TMU\[W[0-9.]+\]\)' ||
	fail "the autosave lacks the time on the move: $(cat "$a")"
keys 'C-\'
wait_status 131 "the game is autosaved"
resume 5
ok "Ctrl-\\ (SIGQUIT): the autosave kept 5 s used, charged on resume"

wait_for "○ 0:03 ×1"
pid=$(autosave_pid "$(ls "$XDG_STATE_HOME"/tengen/game-*.sgf)")
kill -HUP "$pid"
wait_status 129 "the game is autosaved"
resume 3
ok "a dropped link (SIGHUP): charged on resume too"

wait_for "Game over: B+T"
keys q
wait_exit
ok "the period runs out where it stood: B+T"

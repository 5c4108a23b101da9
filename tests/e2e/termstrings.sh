#!/bin/sh
# termstrings.sh — what a terminal sends that is no key (issue 21, point 4):
# control strings (OSC: a title, the answer to a colour query; DCS, APC, PM,
# SOS) are dropped whole up to BEL or ST, and so are the 8-bit C1 forms,
# UTF-8 encoded (c2 9b, c2 9d) or raw; a stray bracketed-paste start does
# not swallow the keys typed after it.  After each the game is as it was
# (no move, no pass, no quit, no : line) and the next command runs.
. "${srcdir:-.}/tests/e2e/lib.sh"

hex() { $T send-keys -t "$S" -H "$@"; }

# hostile NAME HEX... — the bytes sent; the state unchanged; a command runs.
n=0
hostile() {
	name=$1
	shift
	n=$((n + 1))
	hex "$@"
	cmd "komi $n"
	wait_for "Komi is now $n."
	[ -s "$E2E_TMP/status" ] && fail "$name ended tengen"
	screen | grep -qF "Move 0" || fail "$name changed the game"
	screen | grep -qF "Black to play" || fail "$name changed the game"
	screen | grep -qF "REVIEW" && fail "$name opened the review"
	ok "$name: dropped whole, the next command runs"
}

start 80 24 --size 9
wait_for "Black to play"
# ESC ]0;qy BEL — a title: q (quit) y (yes) must not be keys
hostile "OSC ended by BEL" 1b 5d 30 3b 71 79 07
# ESC ]2;p ESC \ — p (pass)
hostile "OSC ended by ST" 1b 5d 32 3b 70 1b 5c
# ESC ]11;rgb:0000/0000/0000 ESC \ — the answer to a colour query
hostile "the colour answer" 1b 5d 31 31 3b 72 67 62 3a 30 30 30 30 2f 30 30 30 30 2f \
	30 30 30 30 1b 5c
hostile "DCS" 1b 50 70 1b 5c
hostile "DCS (DECRQSS)" 1b 50 31 24 72 70 71 79 1b 5c
hostile "APC" 1b 5f 70 71 79 07
hostile "PM" 1b 5e 70 71 79 1b 5c
hostile "SOS" 1b 58 70 71 79 1b 5c
hostile "UTF-8 C1 CSI" c2 9b 31 70
hostile "UTF-8 C1 OSC" c2 9d 30 3b 71 79 07
hostile "UTF-8 C1 OSC ended by C1 ST" c2 9d 32 3b 70 c2 9c
hostile "UTF-8 C1 DCS" c2 90 70 71 79 c2 9c
hostile "raw C1 CSI" 9b 31 70
hostile "raw C1 OSC" 9d 30 3b 71 79 07
hostile "a title in UTF-8 with a dingbat" 1b 5d 32 3b e2 9c 9c 70 71 79 07

# an unterminated string ends at a C0 control (Ctrl-L: redraw), which is
# read as a key: the command typed at once after it runs
hex 1b 5d 32 3b 70
keys C-l
cmd "komi 20"
wait_for "Komi is now 20."
screen | grep -qF "Move 0" || fail "an unterminated OSC changed the game"
ok "an unterminated OSC ends at a control key; the next command runs"
# or at silence
hex 1b 5d 32 3b 70
sleep 0.3
cmd "komi 22"
wait_for "Komi is now 22."
ok "an unterminated OSC ends at a pause; the next command runs"

# a stray paste start, a key a while after it: the key counts
hex 1b 5b 32 30 30 7e
sleep 0.5
cmd "komi 21"
wait_for "Komi is now 21."
screen | grep -qF "paste" && fail "the keys after a stray paste start were a paste"
ok "a stray bracketed-paste start swallows no key typed after it"

cmd "quit!"
wait_exit

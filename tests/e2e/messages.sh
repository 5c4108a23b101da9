#!/bin/sh
# messages.sh — the message log at 80×24: a failed save whose message is
# too long for the message line (a file name too long for the system: the
# same as root) is cut there with "… (more: Ctrl-P)"; Ctrl-P and :messages
# show its whole text in the pager, the error in bold (marked "!" with
# --no-color), a repeat counted; q and Esc go back to the board unchanged.
. "${srcdir:-.}/tests/e2e/lib.sh"

board() { screen | sed -n '1,11p'; }
long=$(head -c 300 /dev/zero | tr '\0' x)

start 80 24 --size 9
wait_for "Black to play"
text "E5"; keys Enter
wait_for "White to play"
before=$(board)
cmd "save $E2E_TMP/$long.sgf"
wait_for "(more: Ctrl-P)"
row 23 | grep -q '^Not saved: File name too long (cannot write /.*… (more: Ctrl-P) *$' ||
	fail "the cut message: $(row 23)"
ok "the cut message ends with the hint: $(row 23)"

keys C-p
wait_for "Messages, newest last"
wait_for "The game is still here."
screen | grep -qF "Not saved: File name too long (cannot write" || fail "the start of the message"
[ "$(screen | tr -d ' \n' | grep -o 'x*' | awk '{ if (length($0) > m) m = length($0) } END { print m }')" -ge 300 ] ||
	fail "the file name is not whole"
screen_sgr | grep 'Not saved' | grep -q "$(printf '\033')\[1" || fail "the error is not bold"
ok "Ctrl-P: the whole message, in bold"
keys q
wait_gone "Messages, newest last"
wait_for "(more: Ctrl-P)"
[ "$(board)" = "$before" ] || fail "the board changed"
ok "q: back to the board, unchanged"

cmd "frobnicate"
wait_for "unknown command"
cmd "frobnicate"
cmd "messages"
wait_for "(2 times)"
screen | grep -qF "unknown command: frobnicate (? lists them) (2 times)" || fail "the repeat"
row 23 | grep -qF "lines 1-" || fail "the pager's foot: $(row 23)"
ok ":messages: a repeat counted once"
keys Escape
wait_gone "Messages, newest last"
wait_for "unknown command"
[ "$(board)" = "$before" ] || fail "the board changed"
ok "Esc: back to the board, unchanged"
keys q
wait_for "Quit anyway"
keys y
wait_exit

$T kill-session -t "$S" >/dev/null 2>&1
start 80 24 --size 9 --no-color
wait_for "Black to play"
cmd "frobnicate"
wait_for "unknown command"
keys C-p
wait_for "Messages, newest last"
screen | grep -qF "! unknown command: frobnicate" || fail "no '!' before the error"
screen | sed -n 2p | grep -q "^  [^ !]" || fail "the first message (no error) is marked"
ok "--no-color: the error marked '!'"
keys q
wait_gone "Messages, newest last"
keys q
wait_exit

# A terminal 300 columns wide: a line of the log holds 298 cells, here
# characters of three bytes each (half-width katakana) after the test's
# directory.  The pager copied each line into 512 bytes and lost the rest
# of it (162 characters were left).
$T kill-session -t "$S" >/dev/null 2>&1
start 300 30 --size 9
wait_for "Black to play"
kana=$(printf '%330s' '' | sed 's/ /ｱ/g')
cmd "save $E2E_TMP/$kana"
wait_for "(more: Ctrl-P)"
keys C-p
wait_for "Messages, newest last"
n=$(screen | awk -F 'ｱ' '{ if (NF - 1 > m) m = NF - 1 } END { print m + 0 }')
[ "$n" -ge 250 ] || fail "a line of the log cut to $n characters of 298 cells"
ok "300 columns: a line of the log is whole ($n characters)"
keys q
wait_gone "Messages, newest last"
keys q
wait_exit

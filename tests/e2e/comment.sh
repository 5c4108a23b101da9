#!/bin/sh
# comment.sh — :comment writes the comment of the position (\n starts a
# line), :comment alone puts it on the command line to edit with readline,
# the review shows it (sanitized) and :info's event; :save writes both.
. "${srcdir:-.}/tests/e2e/lib.sh"

start 80 24 --size 9 --ascii --no-color
wait_for "Black to play"
cmd "D4"
wait_for "Move 1: B D4"
cmd 'comment First line\nSecond line'
wait_for "Comment saved with this position."
keys v
wait_for "REVIEW - main line"
wait_for "First line"
wait_for "Second line"
ok ":comment writes the comment, backslash-n a new line; the review shows it"

keys v
wait_for "Back to play"
cmd "comment"
wait_for ':comment First line\nSecond line'
keys End
text " more"
keys Enter
wait_for "Comment saved with this position."
cmd "info EV Club night"
wait_for "EV set."
keys v
wait_for "Second line more"
wait_for "EV Club night"
ok ":comment alone edits the comment on the command line; :info EV shows in review"
keys v
cmd "save c.sgf"
wait_for "Saved"
tr -d '\n' < "$E2E_TMP/c.sgf" | grep -qF 'EV[Club night]' || fail "no EV: $(cat "$E2E_TMP/c.sgf")"
grep -qF 'C[First line' "$E2E_TMP/c.sgf" || fail "no comment: $(cat "$E2E_TMP/c.sgf")"
grep -qF 'Second line more]' "$E2E_TMP/c.sgf" || fail "comment not edited: $(cat "$E2E_TMP/c.sgf")"
ok "the comment and the information are saved"
keys q
wait_exit

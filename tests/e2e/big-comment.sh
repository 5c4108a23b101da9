#!/bin/sh
# big-comment.sh — a comment of a megabyte does not freeze the review
# (issue 14, hostile review): the word-wrap measured all the rest of the
# comment for every line it cut, so that a 1 MB comment in one piece took
# minutes to draw and 200,000 short lines as long.  Now only what fits on a
# line is looked at.
. "${srcdir:-.}/tests/e2e/lib.sh"

{
	printf '(;GM[1]FF[4]CA[UTF-8]SZ[9]C['
	head -c 1048576 /dev/zero | tr '\0' x
	printf '];B[ee]C['
	awk 'BEGIN { for (i = 0; i < 200000; i++) print "line " i }'
	printf 'END];W[cc]C[the last comment])\n'
} >"$E2E_TMP/big.sgf"

start 80 24 --review big.sgf
wait_for "REVIEW"
wait_for "xxxxxxxxxxxxxxxx"
ok "a comment of 1 MB in one piece: the review opens"
keys Right
wait_for "Move 1: B E5"
wait_for "line 0"
ok "a comment of 200,000 lines: shown"
keys Right
wait_for "the last comment"
keys q
wait_exit
ok "the next move, and quit"

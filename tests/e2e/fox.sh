#!/bin/sh
# fox.sh — records as the Fox server writes them (issue 25): --review shows
# the note that the komi ×100 was read in points; a CA[UTF-8] file with one
# character cut keeps its names in UTF-8 and says that one sequence is not.
. "${srcdir:-.}/tests/e2e/lib.sh"

printf '(;GM[1]FF[4]CA[UTF-8]AP[foxwq]SZ[19]PB[天下无狗20]PW[金毛测试]KM[375]RU[Chinese]\n;B[pd];W[dp])\n' \
	> "$E2E_TMP/fox.sgf"
printf '(;GM[1]FF[4]CA[UTF-8]AP[foxwq]SZ[19]PB[天下无狗20]PW[金毛测\350\257]KM[7.5]\n;B[pd];W[dp])\n' \
	> "$E2E_TMP/cut.sgf"

start 80 24 --review fox.sgf
wait_for "REVIEW - main line"
wait_for "fox.sgf:1:55: note: Fox komi 375 read as 7.5"
wait_for "天下无狗20"
ok "--review of a Fox record says its komi was read as 7.5"
keys q
wait_exit

S=fox-cut
start 80 24 --review cut.sgf
wait_for "REVIEW - main line"
wait_for "cut.sgf:1:53: warning: 1 byte sequence is not UTF-8"
wait_for "天下无狗20"
ok "a CA[UTF-8] record with one cut character keeps its names in UTF-8"
keys q
wait_exit
ok "quit"

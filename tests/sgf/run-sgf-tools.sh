#!/bin/sh
# The file tools of the command line (--print, --score, --convert, --check)
# and GTP loadsgf/printsgf, run on small records written here; each answer
# is compared with the expected text.  Exit status as automake expects.
: "${TENGEN:=../../src/tengen}"
: "${srcdir:=.}"
data="$srcdir/tests/data/sgf"
[ -d "$data" ] || data=$(dirname "$0")/../data/sgf
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tengen-sgf-XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0 n=0

# check NAME EXPECTED-STATUS EXPECTED-OUTPUT-FILE COMMAND...
check() {
	name=$1 want_rc=$2 want=$3
	shift 3
	n=$((n + 1))
	"$@" > "$tmp/got" 2> "$tmp/err"
	rc=$?
	if [ "$rc" -ne "$want_rc" ]; then
		echo "FAIL: $name: exit status $rc, expected $want_rc"
		cat "$tmp/err"
		fail=$((fail + 1))
	elif [ -n "$want" ] && ! diff -u "$want" "$tmp/got"; then
		echo "FAIL: $name: output differs (above)"
		fail=$((fail + 1))
	else
		echo "PASS: $name"
	fi
}

cat > "$tmp/game.sgf" <<'SGF'
(;GM[1]FF[4]SZ[9]KM[6.5]PB[Alice]PW[Bob]RE[W+R]
;B[ee];W[gc];B[cc]
;W[dd];B[dc];W[cd];B[tt];W[bc]C[captures nothing yet]
(;B[ed]XY[kept]) (;B[aa]))
SGF

cat > "$tmp/want" <<'OUT'
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . O X X . . O . . 7
 6 . . O O . . . . . 6     WHITE (O) has captured 0 stones
 5 . . . . X . . . . 5     BLACK (X) has captured 0 stones
 4 . . . . . . . . . 4
 3 . . + . . . + . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
Black: Alice
White: Bob
Move 8: White B7
Captures: Black 0, White 0
Rules: Japanese, komi 6.5
To play: Black
Result: W+R
OUT
# the main line ends with B[ed], move 9
check print-move-8 0 "$tmp/want" "$TENGEN" --print=8 "$tmp/game.sgf"
sed -e 's/^ 6 \. \. O O \. \. \./ 6 . . O O X . ./' -e 's/^Move 8: White B7/Move 9: Black E6/' \
    -e 's/^To play: Black/To play: White/' "$tmp/want" > "$tmp/want9"
check print-last 0 "$tmp/want9" "$TENGEN" --print "$tmp/game.sgf"
check print-too-far 1 "" "$TENGEN" --print=50 "$tmp/game.sgf"
check print-bad-number 2 "" "$TENGEN" --print=x "$tmp/game.sgf"
check no-file 2 "" "$TENGEN" --check
check two-tools 2 "" "$TENGEN" --check --convert "$tmp/game.sgf"

# --check: a good file, then one problem per game of a collection
echo "$tmp/game.sgf: 1 game(s), 0 problem(s)" > "$tmp/want"
check check-good 0 "$tmp/want" "$TENGEN" --check "$tmp/game.sgf"
printf '(;GM[1]SZ[9];B[ee];W[ee])\n(;GM[1]SZ[19:9])\n(;SZ[9]AW[ab][ba]\n;B[aa])\n' > "$tmp/bad.sgf"
cat > "$tmp/want" <<OUT
$tmp/bad.sgf:1:20: warning: move 2 (W E5) is illegal: occupied: there is already a stone on that point; the game stops before it
$tmp/bad.sgf:2:8: error: rectangular boards (SZ[19:9]) are not supported: the board must be square
$tmp/bad.sgf:4:2: warning: move 1 (B A9) is illegal: suicide: the stone would have no liberty (Art. 4); the game stops before it
$tmp/bad.sgf: 3 game(s), 3 problem(s)
OUT
check check-collection 1 "$tmp/want" "$TENGEN" --check "$tmp/bad.sgf"
# every variation is replayed; a problem on the shared trunk is told once
printf '(;GM[1]SZ[9];B[ee];W[ee]\n(;B[aa])\n(;B[bb]\n(;W[bb])\n(;W[cc])))\n' > "$tmp/vars.sgf"
cat > "$tmp/want" <<OUT
$tmp/vars.sgf:1:20: warning: move 2 (W E5) is illegal: occupied: there is already a stone on that point; the game stops before it
$tmp/vars.sgf: 1 game(s), 1 problem(s)
OUT
check check-trunk-once 1 "$tmp/want" "$TENGEN" --check "$tmp/vars.sgf"
printf '(;GM[1]SZ[9];B[ee];W[dd]\n(;B[aa])\n(;B[cc]\n(;W[ff])\n(;W[cc])))\n' > "$tmp/vars.sgf"
cat > "$tmp/want" <<OUT
$tmp/vars.sgf:5:3: warning: move 4 (W C7) is illegal: occupied: there is already a stone on that point; the game stops before it
$tmp/vars.sgf: 1 game(s), 1 problem(s)
OUT
check check-variation 1 "$tmp/want" "$TENGEN" --check "$tmp/vars.sgf"

printf '(;GM[1]\n;B[aa]\n;W[bb' > "$tmp/cut.sgf"
cat > "$tmp/want" <<OUT
$tmp/cut.sgf:3:3: error: this value of W never ends: expected ']' before the end of the file
$tmp/cut.sgf: 0 game(s), 1 problem(s)
OUT
check check-malformed 1 "$tmp/want" "$TENGEN" --check "$tmp/cut.sgf"
check check-missing 1 "" "$TENGEN" --check "$tmp/none.sgf"

# --convert: GB2312 in, UTF-8 out with CA[UTF-8], and the moves unchanged
cat > "$tmp/want" <<'OUT'
(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[常昊]PW[古力]EV[第十届春兰杯世界职业围棋锦标赛]C[黑棋中盘胜。白棋在右下角的劫争中失误。]
;B[pd];W[dp];B[pq];W[dd])
OUT
check convert-gb2312 0 "$tmp/want" "$TENGEN" --convert "$data/gb2312.sgf"
check convert-guess 0 "$tmp/want" "$TENGEN" --convert "$data/gb2312-noca.sgf"
check convert-kept 0 "" "$TENGEN" --convert "$tmp/game.sgf"
grep -q 'XY\[kept\]' "$tmp/got" || { echo "FAIL: convert lost XY[kept]"; fail=$((fail + 1)); }

# --score (score.c): the line of GTP tengen-score, where the dead stones
# came from, the count in words.  Counted by hand: Black has columns A-B (10
# points, one of them under the dead white stone at A4), White column E.
cat > "$tmp/score.sgf" <<'SGF'
(;GM[1]SZ[5]KM[0.5]RU[Japanese]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][ab]
;B[];W[]TB[aa:be]TW[ea:ee])
SGF
cat > "$tmp/want" <<'OUT'
rules=japanese komi=0.5 B_territory=10 W_territory=5 B_prisoners=1 W_prisoners=0 B_stones=5 W_stones=5 dame=0 seki=0 result=B+5.5
Dead stones: 1, from TB/TW
Japanese counting (Art. 8, 10), komi 0.5
Black: territory 10 + prisoners 0 + dead stones removed 1 = 11
White: territory 5 + prisoners 0 + dead stones removed 0 = 5
seki eyes (not territory): Black 0, White 0; dame 0; dead stones left on the board 0
result: B+5.5
OUT
check score-tb-tw 0 "$tmp/want" "$TENGEN" --score "$tmp/score.sgf"
# Chinese area: Black 5 stones + 10, White 5 + 5 + komi 0.5
sed 's/RU\[Japanese\]/RU[Chinese]/' "$tmp/score.sgf" > "$tmp/score-cn.sgf"
cat > "$tmp/want" <<'OUT'
rules=chinese komi=0.5 B_territory=10 W_territory=5 B_prisoners=1 W_prisoners=0 B_stones=5 W_stones=5 dame=0 seki=0 result=B+4.5
Dead stones: 1, from TB/TW
Chinese counting (area), komi 0.5
Black: stones 5 + surrounded points 10 + seki eyes 0 = 15
White: stones 5 + surrounded points 5 + seki eyes 0 = 10
dame 0; Black needs more than 12.75 (in stones: +2.25)
result: B+4.5
OUT
check score-chinese 0 "$tmp/want" "$TENGEN" --score "$tmp/score-cn.sgf"
# TB/TW without dead stones: everything alive, the territory as marked
cat > "$tmp/score2.sgf" <<'SGF'
(;GM[1]SZ[5]KM[0.5]RU[Japanese]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de]
;B[ab];W[ed];B[];W[]TB[aa][ba:bb][ac:be]TW[ea:ec][ee])
SGF
echo "rules=japanese komi=0.5 B_territory=9 W_territory=4 B_prisoners=0 W_prisoners=0 B_stones=6 W_stones=6 dame=0 seki=0 result=B+4.5" > "$tmp/want"
check score-alive 0 "" "$TENGEN" --score "$tmp/score2.sgf"
head -n 1 "$tmp/got" | diff -u "$tmp/want" - || { echo "FAIL: score-alive line"; fail=$((fail + 1)); }
# no TB/TW: the estimate takes the lone white stone at A4 as dead
printf '(;GM[1]SZ[5]KM[0.5]RU[Chinese]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de]AW[ab])\n' > "$tmp/dead.sgf"
printf '%s\n' "rules=chinese komi=0.5 B_territory=10 W_territory=5 B_prisoners=1 W_prisoners=0 B_stones=5 W_stones=5 dame=0 seki=0 result=B+4.5" \
	"Dead stones: 1, estimated (the record has no TB/TW)" > "$tmp/want"
check score-estimate 0 "" "$TENGEN" --score "$tmp/dead.sgf"
head -n 2 "$tmp/got" | diff -u "$tmp/want" - || { echo "FAIL: score-estimate lines"; fail=$((fail + 1)); }

# A game ended by agreement over GTP (the white stone at A4 marked dead):
# printsgf writes RE and TB/TW, and --score counts the file the same way.
printf '%s\n' 'boardsize 5' 'komi 0.5' 'play b c1' 'play b c2' 'play b c3' 'play b c4' \
	'play b c5' 'play w d1' 'play w d2' 'play w d3' 'play w d4' 'play w d5' 'play w a4' \
	'play b pass' 'play w pass' 'tengen-dead a4' 'tengen-agree black' 'tengen-agree white' \
	"printsgf $tmp/agreed.sgf" > "$tmp/agree.in"
check printsgf-finished 0 "" "$TENGEN" --gtp < "$tmp/agree.in"
grep -qF 'RE[B+5.5]' "$tmp/agreed.sgf" || { echo "FAIL: printsgf: no RE[B+5.5]"; cat "$tmp/agreed.sgf"; fail=$((fail + 1)); }
grep -qF 'TW[ee][ed][ec][eb][ea]' "$tmp/agreed.sgf" || { echo "FAIL: printsgf: no TW"; fail=$((fail + 1)); }
echo "rules=japanese komi=0.5 B_territory=10 W_territory=5 B_prisoners=1 W_prisoners=0 B_stones=5 W_stones=5 dame=0 seki=0 result=B+5.5" > "$tmp/want"
check score-agreed 0 "" "$TENGEN" --score "$tmp/agreed.sgf"
head -n 1 "$tmp/got" | diff -u "$tmp/want" - || { echo "FAIL: score-agreed line"; fail=$((fail + 1)); }

# GTP loadsgf and printsgf; a file that cannot be read is refused with
# its error, not with a warning read before it (the encoding guessed)
printf '(;CA[foo]SZ[9];B[ee]\000)' > "$tmp/nul.sgf"
mkfifo "$tmp/fifo" # printsgf onto it: refused, not replaced by a file
cat > "$tmp/gtp.in" <<EOF2
loadsgf $tmp/game.sgf 3
list_stones black
loadsgf $tmp/game.sgf D6
list_stones white
loadsgf $tmp/bad.sgf
loadsgf $tmp/cut.sgf
loadsgf $tmp/nul.sgf
printsgf
printsgf $tmp/out.sgf
printsgf $tmp/fifo
EOF2
cat > "$tmp/want" <<OUT
= black

= E5

= white

= G7

= white

? cannot load file: $tmp/cut.sgf:3:3: error: this value of W never ends: expected ']' before the end of the file

? cannot load file: $tmp/nul.sgf:1:21: error: a NUL byte: this is not a text file

= (;GM[1]FF[4]CA[UTF-8]AP[tengen:0.1.0]SZ[9]KM[6.5]RU[Japanese]
;B[ee])

= 

? cannot write file: cannot write $tmp/fifo: not a regular file

OUT
check gtp-loadsgf 0 "$tmp/want" sh -c "'$TENGEN' --gtp < '$tmp/gtp.in'"
[ -p "$tmp/fifo" ] || { echo "FAIL: printsgf replaced a FIFO"; fail=$((fail + 1)); }
printf '(;GM[1]FF[4]CA[UTF-8]AP[tengen:0.1.0]SZ[9]KM[6.5]RU[Japanese]\n;B[ee])\n' > "$tmp/want"
check gtp-printsgf-file 0 "$tmp/want" cat "$tmp/out.sgf"

# a game saved after the stop (E5 marked dead, White agreed): loadsgf
# brings the marks and the agreement back, final_score counts as before
printf '%s\n' 'boardsize 9' 'play b E5' 'play w A1' 'play b pass' 'play w pass' \
	'tengen-dead E5' 'tengen-agree w' "printsgf $tmp/marked.sgf" 'clear_board' \
	"loadsgf $tmp/marked.sgf" 'tengen-status' 'final_score' > "$tmp/marked.in"
check gtp-loadsgf-marks 0 "" "$TENGEN" --gtp < "$tmp/marked.in"
tail -n 4 "$tmp/got" | tr -s '\n' > "$tmp/got-tail"
printf '%s\n' '= phase=stopped to_move=black passes=2 agreed=W refused= warnings=0,0 repetition=0' \
	'= W+87.5' > "$tmp/want"
diff -u "$tmp/want" "$tmp/got-tail" || { echo "FAIL: loadsgf lost the marks"; fail=$((fail + 1)); }

# Other servers' formats (src/record/formats.h): --convert writes the SGF
# tree, --print, --score and --check read them, a broken one fails alone.
fmt="$srcdir/tests/data/formats"
[ -d "$fmt" ] || fmt=$(dirname "$0")/../data/formats
cat > "$tmp/want" <<'OUT'
(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[이세돌]BR[9D]PW[Gu Li]WR[8D]DT[2016-03-26]PC[Tygem Baduk]KM[6.5]RE[W+2.5]
;B[pd];W[dp];B[pp];W[];B[cd])
OUT
check convert-gib 0 "$tmp/want" "$TENGEN" --convert "$fmt/korean.gib"
"$TENGEN" --convert "$fmt/korean.gib" > "$tmp/conv.sgf"
check convert-gib-reads-back 0 "$tmp/want" "$TENGEN" --convert "$tmp/conv.sgf"
printf 'Black: Lee Sedol\nWhite: Gu Li\nDate: 2011-08-12\nMove 4: White Q4\n' > "$tmp/want"
check print-ngf 0 "$tmp/want" sh -c "'$TENGEN' --print '$fmt/game.ngf' | grep -E '^(Black|White|Date|Move)'"
printf 'result: W+2.5\n' > "$tmp/want" # the open board counted by influence
check score-ugf 0 "$tmp/want" sh -c "'$TENGEN' --score '$fmt/game.ugf' | grep '^result:'"
printf '%s: 1 game(s), 0 problem(s)\n' "$fmt/japanese.ugi" > "$tmp/want"
check check-ugi 0 "$tmp/want" "$TENGEN" --check "$fmt/japanese.ugi"
check check-broken-gib 1 "" "$TENGEN" --check "$fmt/broken-coord.gib"
if ! grep -q 'broken-coord.gib:16:1: error: the point 19,15 is off the 19×19 board' "$tmp/got"; then
	echo "FAIL: check-broken-gib: no line:col message"; cat "$tmp/got"; fail=$((fail + 1))
fi

echo "SGF tools: $n run, $fail failed"
[ "$fail" -eq 0 ]

#!/bin/sh
# Command-line options: --help, --version, and every kind of bad usage gets
# a message on stderr and exit status 2 (man/tengen.6, EXIT STATUS: 0 ok,
# 1 bad file, 2 usage).
: "${TENGEN:=src/tengen}"
n=0 fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tengen-cli.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
# the archive of finished games (--games, --review): a private, empty one
export HOME="$tmp" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config"

# expect STATUS PATTERN ARGS...: exit status and a line of output matching
expect() {
	want=$1 pattern=$2
	shift 2
	n=$((n + 1))
	"$TENGEN" "$@" < /dev/null > "$tmp/out" 2>&1
	got=$?
	if [ "$got" -ne "$want" ] || ! grep -q -- "$pattern" "$tmp/out"; then
		echo "FAIL: tengen $*: status $got (want $want), output:"
		cat "$tmp/out"
		fail=$((fail + 1))
	else
		echo "PASS: tengen $*"
	fi
}

expect 0 '^Usage: tengen \[OPTION\]' --help
expect 0 '^  -s, --size=N' -h
expect 0 '^tengen [0-9]' --version
expect 0 'GPLv3' -V
expect 2 "invalid board size '4'" --size 4
expect 2 "invalid board size '26'" -s 26
expect 2 "invalid board size '9.5'" --size 9.5
expect 2 "unknown rules 'dutch'" --rules dutch
expect 2 "invalid komi 'lots'" --komi lots
expect 2 "invalid handicap '1'" -H 1
expect 2 "invalid handicap '10'" --handicap 10
expect 2 "--time=30: the main time: '30' needs a unit" --time 30
expect 2 'the number of byo-yomi periods must be 1 to 100' --time 60m+0x30s
expect 2 'the Canadian period cannot be 0' -t 60m+25/0m
expect 2 "unexpected 'y' after the main time" --time 30my
expect 2 'the main time cannot be 0' --time 0m
expect 0 '60m+5x30s byo-yomi' --help
expect 2 'the engine command is missing' --black 'gtp:'
expect 2 'write gtp:COMMAND' --hint gnugo
expect 2 "invalid number of seconds 'soon'" --engine-delay soon
expect 2 'not with --gtp' --gtp --white 'gtp:gnugo --mode gtp'
expect 0 '^      --engine-timeout' --help
expect 2 "too many arguments: 'b.sgf'" a.sgf b.sgf
expect 2 "Try 'tengen --help'" --no-such-option
expect 2 'need a FILE' --check
expect 2 'choose one of' --print --score x.sgf
expect 0 '^      --review' --help
expect 0 '^      --no-config' --help
expect 1 'no finished game is kept yet' --review
expect 1 'no finished game is kept yet' --review 2
expect 2 '--review goes with no --gtp' --review --gtp x.sgf
expect 0 'No finished game is kept yet' --games
expect 2 '--games goes alone' --games x.sgf
# a kept file that is no record, named with an escape sequence: listed as
# unreadable, and its name shown without the escape byte
mkdir -p "$tmp/data/tengen/games"
printf '(;GM[1]SZ[9];B[zz' >"$tmp/data/tengen/games/$(printf 'x\033[2Jy').sgf"
expect 0 '  1  .*  unreadable  ?  x\[2Jy\.sgf$' --games
if grep -q "$(printf '\033')" "$tmp/out"; then
	echo "FAIL: tengen --games wrote an escape byte"
	fail=$((fail + 1))
fi
rm -r "$tmp/data/tengen/games"
echo 'boardsize 9' | "$TENGEN" --gtp --size 13 > "$tmp/gtp" 2>&1
n=$((n + 1))
if grep -q '^= $' "$tmp/gtp"; then echo "PASS: --gtp with options"; else
	echo "FAIL: --gtp with options"; cat "$tmp/gtp"; fail=$((fail + 1)); fi
# numbers (number_parse, man page OPTIONS): the command line and the config
# file take the same spellings; check_sgf tries the whole table
expect 2 "invalid komi '1e3'" --komi 1e3
expect 2 "invalid board size '0x13'" --size 0x13
expect 2 "invalid number of seconds 'inf'" --engine-timeout inf
printf 'get_komi\n' | "$TENGEN" --gtp --komi 6,5 > "$tmp/gtp" 2>&1
n=$((n + 1))
if grep -q '^= 6.5$' "$tmp/gtp"; then echo "PASS: --komi 6,5"; else
	echo "FAIL: --komi 6,5"; cat "$tmp/gtp"; fail=$((fail + 1)); fi
mkdir -p "$tmp/config/tengen"
printf '[game]\nkomi = 0,5\nsize = 9.0\n[engines]\ntimeout = 1e3\n' > "$tmp/config/tengen/config"
printf 'status\nquit\n' | "$TENGEN" --plain > "$tmp/plain" 2>&1
n=$((n + 1))
if grep -q '^9×9, Japanese rules, komi 0.5\.' "$tmp/plain" &&
	grep -q "config:5: invalid number of seconds '1e3'" "$tmp/plain"; then
	echo "PASS: config komi = 0,5, size = 9.0, timeout = 1e3"
else
	echo "FAIL: config komi = 0,5, size = 9.0, timeout = 1e3"; cat "$tmp/plain"; fail=$((fail + 1))
fi
rm -r "$tmp/config/tengen"
# the file tools over several files (sgftool.h; check_sgftool has the details)
expect 2 "too many arguments: 'b.sgf'" --print a.sgf b.sgf
expect 2 '--convert of several files needs --output=DIR' --convert a.sgf b.sgf
expect 2 '--output goes with --convert' --check -o "$tmp" a.sgf
expect 2 'Capture Go has no count' --score --rules capture a.sgf
expect 2 '--rules and --komi go with --score' --check --komi 7 a.sgf
printf '(;GM[1]SZ[9]AP[foxwq]KM[650];B[ee])' > "$tmp/fox.sgf"
: > "$tmp/empty.sgf"
expect 1 "^$tmp/fox.sgf: 1 game(s), 0 problem(s)" --check "$tmp/empty.sgf" "$tmp/fox.sgf"
expect 1 "^$tmp/empty.sgf: 0 game(s), 1 problem(s)" --check "$tmp/empty.sgf" "$tmp/fox.sgf"
expect 0 "^$tmp/fox.sgf: rules=chinese komi=7.5 " --score --rules chinese --komi 7.5 "$tmp/fox.sgf" "$tmp/fox.sgf"
expect 0 "note: Fox komi 650 read as 6.5" --print "$tmp/fox.sgf"
expect 0 "^$tmp/fox.sgf: written to $tmp/conv/fox.sgf" --convert -o "$tmp/conv" "$tmp/fox.sgf"
# --score names the groups the estimate was unsure of, after the count
# (check_estimate's ONE_SURE_ONE_NOT_9: Black's ring G4, the read-out A2 B2
# C2 certain); with TB/TW the players decided: no such line
POS='GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]AB[da][db][dc][dd][gd][hd][de][ge][ie][df][gf][hf][ag][bg][cg][dg][dh][di]AW[ea][eb][ec][ed][ee][ef][eg][ah][bh][ch][eh][ei]'
printf '(;%s;B[];W[])' "$POS" > "$tmp/unsure.sgf"
printf '(;%s;B[];W[]TB[ah][bh][ch])' "$POS" > "$tmp/marked.sgf"
expect 0 '^Unsure: G4 group (6 stones) — look there first$' --score "$tmp/unsure.sgf"
n=$((n + 1))
if "$TENGEN" --score "$tmp/marked.sgf" 2>&1 | grep -q Unsure; then
	echo "FAIL: tengen --score with TB/TW says Unsure"
	fail=$((fail + 1))
else
	echo "PASS: tengen --score with TB/TW says no Unsure line"
fi
echo "CLI options: $n run, $fail failed"
[ "$fail" -eq 0 ]

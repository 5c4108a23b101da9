#!/bin/sh
# tengen --games with filters (man/tengen.6, --games): by player (a part of
# either name, any case), date (--since, --until, partial dates), result
# and board size, combined; the numbers stay those of the whole list (what
# --review N opens); bad values are refused with status 2.
: "${TENGEN:=src/tengen}"
n=0 fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tengen-games.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config"
g="$tmp/data/tengen/games"
mkdir -p "$g"
printf '(;GM[1]FF[4]SZ[9]PB[Alice]PW[Bob]RE[B+R];B[ee])' >"$g/2026-01-28-090000-Alice-Bob.sgf"
printf '(;GM[1]FF[4]SZ[19]PB[Carol]PW[GNU Go]RE[W+3.5];B[pd])' >"$g/2026-06-30-154012-Carol-GNU-Go.sgf"
printf '(;GM[1]FF[4]SZ[13]PB[bob]PW[Carol]RE[Void])' >"$g/2026-07-01-120000-bob-Carol.sgf"
printf '(;GM[1]FF[4]SZ[9]PB[Dan]PW[Eve]RE[0])' >"$g/2025-12-31-235900-Dan-Eve.sgf"

# games STATUS NUMBERS ARGS...: the exit status and the numbers listed
# (the first column), e.g. "1 3"; "" for none.
games() {
	want=$1 nums=$2
	shift 2
	n=$((n + 1))
	"$TENGEN" --games "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
	got=$?
	list=$(awk '$1 ~ /^[0-9]+$/ { printf "%s%s", sep, $1; sep = " " }' "$tmp/out")
	if [ "$got" -ne "$want" ] || [ "$list" != "$nums" ]; then
		echo "FAIL: tengen --games $*: status $got (want $want), games '$list' (want '$nums')"
		cat "$tmp/out" "$tmp/err"
		fail=$((fail + 1))
	else
		echo "PASS: tengen --games $*"
	fi
}

# refused PATTERN ARGS...: status 2 and the message
refused() {
	pattern=$1
	shift
	n=$((n + 1))
	"$TENGEN" "$@" </dev/null >"$tmp/out" 2>&1
	got=$?
	if [ "$got" -ne 2 ] || ! grep -q -- "$pattern" "$tmp/out"; then
		echo "FAIL: tengen $*: status $got (want 2), output:"
		cat "$tmp/out"
		fail=$((fail + 1))
	else
		echo "PASS: tengen $* refused"
	fi
}

games 0 "1 2 3 4"
games 0 "1 3" --player BOB
games 0 "1 2" --player=carol
games 0 "2" --player 'gnu go'
games 0 "" --player zed
grep -q '^No kept game matches (4 are kept)\.$' "$tmp/out" || { echo "FAIL: no 'No kept game matches'"; fail=$((fail + 1)); }
games 0 "1 2 3" --since 2026
games 0 "1 2" --since 2026-06
games 0 "3 4" --until 2026-01
games 0 "2" --since 2026-01-29 --until 2026-06-30
games 0 "2 3" --since 2026-01-28 --until 2026-06-30
games 0 "4" --until 2025
games 0 "3" --result B+
games 0 "3" --result b+r
games 0 "2" --result W+3.5
games 0 "" --result W+R
games 0 "1" --result void
games 0 "4" --result draw
games 0 "4" --result jigo
games 0 "3 4" --size 9
games 0 "1" -s 13
games 0 "3" --size 9 --player bob --since 2026
games 0 "1" --player bob --result void --until 2026-07-01
refused "invalid date '2026-13'" --games --since 2026-13
refused "invalid date '2026-02-30'" --games --until 2026-02-30
refused "invalid date 'June'" --games --until June
refused "invalid result 'B-R'" --games --result B-R
refused "invalid result 'white'" --games --result white
refused "invalid board size '30'" --games --size 30
refused '--player needs a part of a name' --games --player ''
refused '--since is after --until' --games --since 2026-07 --until 2026-06-30
refused 'go with --games' --player bob
refused 'go with --games' --result B+R x.sgf
n=$((n + 1))
if "$TENGEN" --help | grep -q -- '^        --player=NAME'; then
	echo "PASS: --help names the filters"
else
	echo "FAIL: --help does not name --player"
	fail=$((fail + 1))
fi
echo "$((n - fail)) of $n passed"
[ "$fail" -eq 0 ]

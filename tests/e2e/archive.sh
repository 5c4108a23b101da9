#!/bin/sh
# archive.sh — every finished game is kept in $XDG_DATA_HOME/tengen/games:
# a resignation, a count both agreed, both lose (Art. 13-1) and a loss on
# time each write a file named from the date and the players, with its RE;
# q then quits without asking (the game is kept); --games lists them newest
# first, --review opens the latest and --review N the Nth.
. "${srcdir:-.}/tests/e2e/lib.sh"

games=$XDG_DATA_HOME/tengen/games
WALL="D1 E1 D2 E2 D3 E3 D4 E4 D5 E5 D6 E6 D7 E7 D8 E8 D9 E9 pass B5 pass pass"

play_wall() {
	wait_for "Black to play"
	for m in $WALL; do cmd "$m"; done
	wait_for "Move 22: W pass"
}

# kept PATTERN RE — exactly one file matches PATTERN, holding RE.
kept() {
	set -- "$games"/$1 "$2"
	[ -f "$1" ] || fail "no game kept as $1: $(ls "$games" 2>&1)"
	grep -qF "$2" "$1" || fail "$1 lacks $2: $(cat "$1")"
}

S=resign
start 80 24 --size 9 --black Alice --white 'B/ob'
wait_for "Black to play"
cmd E5
cmd resign
wait_for "Black wins: White resigned (Art. 11)"
keys q
wait_exit
kept "*-Alice-B_ob.sgf" "RE[B+R]"
ok "resignation: kept (a safe file name from the players), q quits without asking"

S=count
start 80 24 --size 9 --black Carol
play_wall
keys y
wait_for "Agreed: Black yes, White not yet"
keys y
wait_for "Game over: W+14.5"
keys q
wait_exit
kept "*-Carol-White.sgf" "RE[W+14.5]"
ok "a count both agreed: kept with its result"

S=bothlose
start 80 24 --size 9 --black Dave
play_wall
keys x
wait_for "if White does too, both lose"
keys x
wait_for "Game over: Both lose"
keys q
wait_exit
kept "*-Dave-White.sgf" "RE[?]"
kept "*-Dave-White.sgf" "TGR[B][W]"
ok "both lose: kept, RE[?] and the end state that says it"

S=time
start 80 24 --size 9 --black Erin --time 0m+1x3s
wait_for "● 0:0"
wait_for "Game over: W+T"
keys q
wait_exit
kept "*-Erin-White.sgf" "RE[W+T]"
ok "a loss on time: kept"

n=$(ls "$games" | wc -l)
[ "$n" -eq 4 ] || fail "$n files kept, not 4: $(ls "$games")"
"$TENGEN" --games > "$E2E_TMP/list" 2>&1 || fail "--games failed: $(cat "$E2E_TMP/list")"
sed -n 1p "$E2E_TMP/list" | grep -qE '^  1  [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}  Erin – White  9×9  W\+T  .*-Erin-White\.sgf$' ||
	fail "--games: the latest is not first: $(cat "$E2E_TMP/list")"
sed -n 4p "$E2E_TMP/list" | grep -qE '^  4  .*  Alice – B/ob  9×9  B\+R  ' ||
	fail "--games: the first game is not last: $(cat "$E2E_TMP/list")"
grep -qE '^  [23]  .*  Dave – White  9×9  Both lose  .*-Dave-White\.sgf$' "$E2E_TMP/list" ||
	fail "--games: both lose is not said so: $(cat "$E2E_TMP/list")"
ok "--games: date, players, size, result (Both lose for RE[?] with TGR[B][W]), newest first"

S=review-latest
start 80 24 --review
wait_for "REVIEW"
wait_for "Erin"
keys q
wait_exit
S=review-4
start 80 24 --review 4
wait_for "REVIEW"
wait_for "Alice"
keys q
wait_exit
ok "--review opens the latest game kept, --review 4 the fourth"

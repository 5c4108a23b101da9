#!/bin/sh
# picker.sh — a collection (an SGF file with several games) opens with a
# list of its games: in review (--review) the game picked is reviewed from
# its start and saved back into the collection; as problems (--problems)
# the problem picked is shown; Esc keeps the first.
. "${srcdir:-.}/tests/e2e/lib.sh"

cat >"$E2E_TMP/coll.sgf" <<'SGF'
(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]RE[B+R]DT[2026-11-01]GN[First game];B[ee];W[cc];B[gg])
(;FF[4]GM[1]SZ[13]PB[Carol]PW[Dave]RE[W+3.5];B[dd];W[jj])
(;FF[4]GM[1]SZ[9]PB[Eve]PW[Frank];B[cc];W[gg];B[cg];W[gc])
SGF
E2E_ENV=NO_COLOR=1
start 90 26 --review coll.sgf
wait_for "This file holds 3 games: which one?"
wait_for "1. First game, Alice – Bob, B+R, 2026-11-01, 9×9"
wait_for "2. Carol – Dave, W+3.5, 13×13"
wait_for "3. Eve – Frank, 9×9"
ok "the games of the collection: name, players, result, date, size"
keys Down Enter
wait_for "Game 2 of 3. Review:"
wait_for "Black: Carol"
wait_for "Move 0: no move here"
row 0 | grep -qF "A B C D E F G H J K L M N" || fail "not the 13×13 game: $(row 0)"
keys End
wait_for "Move 2: W K4"
ok "the game picked is reviewed from its start"
keys Left
wait_for "Move 1: B D10"
cmd "play G7"             # game 2 is over (W+3.5): a variation in review
wait_for "White G7: a new variation (move 2)."
cmd "save"
wait_for "Saved"
[ "$(grep -c '(;FF' "$E2E_TMP/coll.sgf")" = 3 ] || fail "not three games: $(cat "$E2E_TMP/coll.sgf")"
tr -d '\n' <"$E2E_TMP/coll.sgf" | grep -qF ';B[dd](;W[jj])(;W[gg]))' ||
	fail "G7 not in game 2: $(cat "$E2E_TMP/coll.sgf")"
grep -q 'PB\[Alice\]' "$E2E_TMP/coll.sgf" || fail "game 1 lost"
ok "a variation played and saved: the collection keeps its three games"
keys q
wait_exit

S=picker-esc
start 90 26 --review coll.sgf
wait_for "This file holds 3 games"
keys Escape
wait_for "Black: Alice"
wait_for "Game 1 of 3."
keys q
wait_exit
ok "Esc reviews the first game"

S=picker-problems
cat "$srcdir/data/problems/001-capture-1-centre.sgf" \
	"$srcdir/data/problems/007-capture-2-edge.sgf" >"$E2E_TMP/two.sgf"
start 90 26 --problems two.sgf
wait_for "This file holds 2 games: which one?"
wait_for "1. Capture in one: a stone in the centre, 9×9"
wait_for "2. Capture in two: toward your stone, 9×9"
keys j Enter
wait_for "PROBLEM 2 of 2"
wait_for "Capture in two: toward your stone"
cmd "E3"
wait_for "White answers E1. Black to play."
keys n
wait_for "PROBLEM 1 of 2"
ok "a collection of problems: the one picked, then the next"

#!/bin/sh
# norun.sh — a record never runs a command (issue 21).  A record whose
# players are named gtp:COMMAND is opened every way a record opens (tengen
# FILE, :load, --review of the archive); the new-game form then shows the
# names, and n Enter starts a game between people of those names: no
# command runs, no engine starts.  Typed from an empty field, gtp:COMMAND
# still starts an engine.  A record's bidi controls never reach the terminal.
. "${srcdir:-.}/tests/e2e/lib.sh"

evil='(;GM[1]FF[4]SZ[9]PB[gtp:touch pwned]PW[gtp:sh -c "touch pwned2"];B[ee])'
printf '%s\n' "$evil" >"$E2E_TMP/evil.sgf"
games=$XDG_DATA_HOME/tengen/games
mkdir -p "$games"
printf '%s\n' "$evil" >"$games/2026-01-01-120000-gtp_touch_pwned-gtp_sh.sgf"

# new_game_from_record — :new (as n), Enter; a game between people
# named as the record says, and nothing run.
new_game_from_record() {
	cmd new
	wait_for "New game"
	wait_for "gtp:touch pwned"
	wait_for "(a name from the game, not an engine"
	keys Enter
	wait_for "Black: gtp:touch pwned"
	wait_for 'White: gtp:sh -c "touch pwned2"'
	cmd engine
	wait_for "Black: a person. White: a person."
	if screen | grep -qF "Starting"; then fail "an engine was started"; fi
	[ ! -e "$E2E_TMP/pwned" ] && [ ! -e "$E2E_TMP/pwned2" ] ||
		fail "the record's command ran: $(ls "$E2E_TMP")"
	cmd "quit!"
	wait_exit
}

S=file
start 80 24 evil.sgf
wait_for "gtp:touch pwned"
new_game_from_record
ok "tengen FILE, then a new game: the names are names"

S=load
start 80 24 --size 9
cmd "load evil.sgf"
wait_for "gtp:touch pwned"
new_game_from_record
ok ":load, then a new game: the names are names"

S=review
start 80 24 --review
wait_for "gtp:touch pwned"
keys v                        # from the review to play
wait_gone "REVIEW"
new_game_from_record
ok "--review of the archive, then a new game: the names are names"

# typed by the user from an empty field, gtp: is an engine still
S=typed
start 80 24 evil.sgf
wait_for "gtp:touch pwned"
cmd new
wait_for "(a name from the game, not an engine"
keys Up Up Up Up Up  # Analysis, Take-backs, Clock, White, Black
for _i in $(seq 20); do keys BSpace; done
wait_gone "gtp:touch pwned"
text "gtp:sh $(cd "${srcdir:-.}" && pwd)/tests/fake-engine.sh"
keys Enter
wait_for "Fake Engine 1.0"
cmd "quit!"
wait_exit
ok "gtp:COMMAND typed in an emptied field starts the engine"

# --plain has no form: new keeps the record's names as names
(cd "$E2E_TMP" && printf 'new\nnew 9\nquit\n' | "$TENGEN" --plain evil.sgf >plain.out 2>&1)
grep -qF "New game: 9×9" "$E2E_TMP/plain.out" || fail "--plain: no new game: $(cat "$E2E_TMP/plain.out")"
[ ! -e "$E2E_TMP/pwned" ] && [ ! -e "$E2E_TMP/pwned2" ] || fail "--plain ran the record's command"
ok "--plain: new after a record runs nothing"

# bidi controls in a record (U+202E, U+2066) never reach the terminal: the
# comment and the label are shown without them
printf '(;GM[1]FF[4]SZ[9]PB[a\342\200\256b]C[x\342\200\256y]LB[ee:\342\201\246q];B[ee]C[\342\200\256z])\n' \
	>"$E2E_TMP/bidi.sgf"
(cd "$E2E_TMP" && printf 'next\nquit\n' | "$TENGEN" --plain --review bidi.sgf >bidi.out 2>&1)
grep -qxF "Comment: xy" "$E2E_TMP/bidi.out" || fail "bidi: no comment: $(cat "$E2E_TMP/bidi.out")"
grep -qxF "Comment: z" "$E2E_TMP/bidi.out" || fail "bidi: no second comment"
if grep -q "$(printf '\342\200\256\|\342\201\246')" "$E2E_TMP/bidi.out"; then
	fail "a bidi control reached the terminal: $(cat "$E2E_TMP/bidi.out")"
fi
ok "--plain --review: the record's bidi controls are dropped"

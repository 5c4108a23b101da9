#!/bin/sh
# engine.sh — a GTP engine as White (tests/fake-engine.sh): the screen stays
# live while it thinks (cursor, help, the ':' line) and writes nothing then;
# its move arrives; undo takes back the pair; a hint; Esc takes over; and
# every misbehaviour (garbage, an illegal move, '?', death, silence, resign)
# gives its message while the game goes on by hand.
. "${srcdir:-.}/tests/e2e/lib.sh"
FAKE="sh $(cd "${srcdir:-.}" && pwd)/tests/fake-engine.sh"

start 80 24 --size 9 "--white='gtp:$FAKE slow 5'"
wait_for "Fake Engine 1.0 plays as White."
cmd D4
wait_for "Fake Engine 1.0 is thinking… (Esc to take over)"
sleep 0.3
$T pipe-pane -t "$S" -o "cat >> $E2E_TMP/idle"
sleep 0.7
$T pipe-pane -t "$S"
[ ! -s "$E2E_TMP/idle" ] || fail "the screen wrote $(wc -c <"$E2E_TMP/idle") bytes while the engine thought"
keys h
wait_cursor 7,6
wait_for "C4: empty"
keys '?'
wait_for "keys (q, Esc"
keys q
wait_for "White to play"
keys :
text "resu"
keys Escape
ok "while it thinks: no bytes written, the cursor, help and the : line work"
wait_for "Fake Engine 1.0 plays A1."
wait_for "Move 2: W A1"
wait_for "Black to play"
ok "its move arrives"
cmd E5
wait_for "Move 4: W B1"
keys u
wait_for "Took back White's B1. Took back Black's E5."
wait_for "Move 2: W A1"
ok "undo takes back its move and yours"
cmd C3
wait_for "is thinking"
cmd C4
wait_for "Fake Engine 1.0 plays White: wait for its move, or Esc to take over"
keys Escape
wait_for "No engine plays"
cmd C4
wait_for "Move 4: W C4"
ok "a move for it is refused while it thinks; Esc takes over"
cmd "engine white $FAKE"
wait_for "Fake Engine 1.0 plays as White."
cmd E6
wait_for "Move 6: W"
keys i
wait_for "Fake Engine 1.0 suggests"
wait_for "Move 6: W"
screen | grep -qF "◇" || fail "the hint is not marked on the board"
cmd pass
# the engine answers at once: Black's pass shows only until its move does
wait_for "Move 8: W"
wait_gone "◇"
ok ":engine starts one during the game; i gives a hint"
keys q
wait_for "(y/n)"
keys y
wait_exit
ok "quit with an engine"

# misbehaviour: MODE OPTIONS EXPECTED
bad() {
	mode=$1 expected=$2
	shift 2
	S=engine-$mode
	start 200 24 --size 9 "--white='gtp:$FAKE $mode'" "$@"
	wait_for "plays as White."
	cmd D4
	wait_for "$expected"
	wait_for "White plays on by hand. Fake Engine 1.0: "
	cmd E5
	wait_for "Move 2: W E5"
	ok "$mode: '$expected', then White by hand"
	keys q y
	wait_exit
}
bad garbage "its answer is not GTP"
bad illegal "it played D4, which is illegal here"
bad refuse "it refused a command: not now"
bad die "exited (status 3) (it said: fake engine: started in mode die/fake: segmentation"
bad never "did not answer \"genmove white\" in 1 s" --engine-timeout=1

S=engine-resign
start 80 24 --size 9 "--white='gtp:$FAKE resign'"
wait_for "plays as White."
cmd D4
wait_for "Fake Engine 1.0 resigns: B+R."
ok "it resigns: B+R"
keys q y
wait_exit

# The new-game screen: a player field written gtp:COMMAND (as --white takes
# it) starts that engine for the colour; the field says so while chosen.
S=engine-form
XDG_STATE_HOME=$E2E_TMP/state-form # no autosaves of the games above to resume
start 80 24
wait_for "[ Start the game ]"
keys Up Up Up Up                # from Start, past Analysis, Take-backs, the clock, to White
wait_for "a name, or gtp:COMMAND for an engine"
text "gtp:$FAKE"
keys Enter
wait_for "Fake Engine 1.0 plays as White."
cmd D4
wait_for "Move 2: W"
ok "gtp:COMMAND in the new-game screen's White field starts the engine"
keys q y
wait_exit

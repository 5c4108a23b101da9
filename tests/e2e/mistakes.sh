#!/bin/sh
# mistakes.sh — the review of tests/data/mistakes.sgf (an engine's leads,
# SBKS, on every node) at 80×24: the graph in colour with its Unicode glyphs
# (█ Black above, ▒ White below, the zero line, the lead at the move), S
# lists the mistakes and goes to the largest, { and } step through them with
# the better move, E shows the estimate of the position on screen; then the
# graph with --no-color and under LANG=C (ASCII), every line inside 80
# columns.
. "${srcdir:-.}/tests/e2e/lib.sh"

cp "${srcdir:-.}/tests/data/mistakes.sgf" "$E2E_TMP/mistakes.sgf"
# fits80 — no line of the screen is wider than 80 columns
fits80() { [ "$(screen | wc -L)" -le 80 ] || fail "a line wider than 80 columns"; }

start 80 24 --review mistakes.sgf
wait_for "REVIEW - main line"
wait_for "Lead: █ Black  ▒ White  ±10"
wait_for "▲ 0: B+0.5"
screen | grep -q "  ─────────$" || fail "no zero line"
fits80
ok "the graph in colour: its glyphs, the zero line, the lead at move 0"

keys S
wait_for "Mistakes (} next, { previous): 4 W -6.0 (D7), 7 B -7.5 (C4)."
wait_for "Move 7: B F4"
wait_for "7: W+2"
ok "S lists the mistakes and goes to the largest, its lead at the marker"
keys '{'
wait_for "Mistake 1 of 2: move 4, White lost 6.0 points; better: D7."
wait_for "Move 4: W C3"
keys '}'
wait_for "Mistake 2 of 2: move 7, Black lost 7.5 points; better: C4."
keys '}'
wait_for "no mistake after this move"
ok "{ and } step through them with the better move"

keys E
wait_for "Estimate: "
wait_for "owned (a guess)"
keys Left
wait_gone "owned (a guess)"
ok "E shows the estimate in review; a step hides it"
keys q
wait_exit

S=mistakes-nc
start 80 24 --no-color --review mistakes.sgf
wait_for "Lead: █ Black  ▒ White  ±10"
keys End
wait_for "▲ 8: W+2.5"
screen | grep -q "▒" || fail "White's bars are not drawn without colour"
fits80
ok "--no-color: White's bars in their own glyph"
keys q
wait_exit

S=mistakes-c
E2E_ENV="LANG=C LC_ALL=C"
start 80 24 --review mistakes.sgf
wait_for "Lead: # Black  o White  +-10"
keys End
wait_for "^ 8: W+2.5"
screen | grep -q '  ""' || fail "White's bars are not drawn in ASCII"
screen | grep -q -- "---------" || fail "no zero line in ASCII"
fits80
ok "LANG=C: the graph in ASCII"
keys q
wait_exit
ok "quit"

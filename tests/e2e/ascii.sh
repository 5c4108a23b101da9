#!/bin/sh
# ascii.sh — with --ascii the board on the screen reads back, point for
# point, as the GTP referee's showboard of the same moves (the --ascii
# contract of man/tengen.6):
# X O . + at the points; only the last-move marks ( ) differ.
. "${srcdir:-.}/tests/e2e/lib.sh"

MOVES="D5 E5 C4 F4 D3 E3 pass D4 E4 G7 C7 J9 A1"

start 80 24 --ascii --size 9 --no-color
wait_for "Black to play"
for m in $MOVES; do cmd "$m"; done
wait_for "Move 13: B A1"
screen | sed -n '1,11p' | cut -c1-22 | sed 's/[()]/ /g; s/ *$//' > "$E2E_TMP/screen.txt"

{
	echo "boardsize 9"
	echo "clear_board"
	color=b
	for m in $MOVES; do
		echo "play $color $m"
		if [ $color = b ]; then color=w; else color=b; fi
	done
	echo "showboard"
} | "$TENGEN" --gtp | sed -n '/^   A B/,/^   A B/p' | cut -c1-22 | sed 's/ *$//' > "$E2E_TMP/gtp.txt"

[ "$(wc -l < "$E2E_TMP/gtp.txt")" -eq 11 ] || fail "showboard gave no board: $(cat "$E2E_TMP/gtp.txt")"
grep -q X "$E2E_TMP/gtp.txt" || fail "showboard shows no stones"
diff -u "$E2E_TMP/gtp.txt" "$E2E_TMP/screen.txt" || fail "the --ascii screen differs from GTP showboard (above)"
ok "the --ascii board reads back as GTP showboard"

row 10 | grep -qF "  A B C D E F G H J" || fail "no column letters below the board"
row 9 | grep -qF "(X)" || fail "the last move A1 is not marked ( )"
row 9 | cut -c1-3 | grep -qx " 1(" || fail "A1's mark is not at the edge"
if screen | grep -q '[●○┼]'; then fail "--ascii drew Unicode"; fi
if screen_sgr | grep -q '4[0-7]m'; then fail "colours despite --no-color"; fi
ok "last move marked, ASCII only"

cmd "quit!"
wait_exit
ok "quit! leaves without asking"

S=ascii-locale
E2E_ENV=LC_ALL=C
start 80 24 --size 9
wait_for "Black to play"
row 3 | grep -qF " 7 . . + . . . + . . 7" || fail "not drawn in ASCII in the C locale"
keys q
wait_exit
ok "a locale that is not UTF-8 gets the ASCII board"

# The key hints and the comment's ellipsis in LANG=C: every glyph in its
# ASCII form (text_ascii), never "???/??? move".
S=ascii-hints
E2E_ENV=LC_ALL=C
c="This is a long comment about the move."
printf '(;GM[1]FF[4]SZ[9];B[ee]C[%s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s %s]\n;W[cc](;B[dd])(;B[gg]))\n' \
	"$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" "$c" \
	"$c" "$c" "$c" "$c" "$c" >"$E2E_TMP/long.sgf"
start 80 24 --review long.sgf
wait_for "REVIEW"
keys Right
wait_for "... (the comment goes on)"
wait_for "<-/-> move  PgUp/PgDn 10  Home/End"
wait_for "^/v variation"
if screen | grep -q '??'; then fail "a glyph shown as ??"; fi
ok "LANG=C: the key hints and the ellipsis in ASCII"
keys '?'
wait_for "  <- h "
wait_for "  H  shift-<- "
if screen | grep -q '??'; then fail "a glyph of the help shown as ??"; fi
ok "LANG=C: the help's keys in ASCII"
keys q
cmd "quit!"
wait_exit

S=ascii-dumb
E2E_ENV=TERM=dumb
start 80 24 --size 9
wait_status 2 "cannot move the cursor (text only: --plain)"
ok "a terminal that cannot move the cursor is refused with a message naming --plain"

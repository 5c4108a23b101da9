#!/bin/sh
# tree.sh — the review's game tree (T) at 80×24 on tests/data/tree.sgf (60
# moves; variations at every fourth move, a second one at move 9, 18 at
# move 31): in ASCII under LANG=C with --no-color, read back row by row
# (the current node @ in reverse video, c a comment, m marks, * both);
# scrolled right to the end of the line, and down to the 18th variation
# with j (the main line's row scrolled away), k back; :tree goto; T hides
# it and the comment comes back; in Unicode ◉ ● ○ ├ └, a click on a node;
# --plain's tree.
. "${srcdir:-.}/tests/e2e/lib.sh"

SGF="$(cd "${srcdir:-.}" && pwd)/tests/data/tree.sgf"
# panel — the status area's rows FROM..TO (1-based), trailing blanks cut
panel() { screen | sed -n "$1,$2p" | cut -c45- | sed 's/ *$//'; }

E2E_ENV="LC_ALL=C LANG=C"
start 80 24 --no-color --review "$SGF"
wait_for "REVIEW - main line"
keys T
wait_for "Tree: column 0/60, row 1/20"
panel 5 8 > "$E2E_TMP/rows.txt"
cat > "$E2E_TMP/want.txt" <<'ROWS'
Tree: column 0/60, row 1/20
@cX-O-XcO-X-O-X*O-X-O-X-O-X-O-X-O-X-
        `-X-OcX |-X-O-X `-X-O-X `-X-
                `-X-O
ROWS
diff -u "$E2E_TMP/want.txt" "$E2E_TMP/rows.txt" || fail "the tree at move 0 (above)"
screen_sgr | grep -q '7m@' || fail "the current node is not in reverse video"
screen | grep -q 'The start' && fail "the comment is still shown with the tree"
ok "T: the tree in ASCII, a column per move, a row per variation; @ here (reversed), c m * marked"

keys l l l
wait_for "Tree: column 3/60, row 1/20"
panel 6 6 | grep -q '^+cX-O-@cO-X' || fail "@ did not follow l: $(panel 6 6)"
keys End
wait_for "Tree: column 60/60, row 1/20"
panel 6 7 > "$E2E_TMP/rows.txt"
printf '%s\n' 'X-O-X-O-X-O-X-O-X-O-X-O-X-O-X-O-X-@' 'X `-X-O-X `-X-O-X `-X-O-X' > "$E2E_TMP/want.txt"
diff -u "$E2E_TMP/want.txt" "$E2E_TMP/rows.txt" || fail "the tree at the end of the line (above)"
ok "the window scrolls right to keep the move in view, to the line's end and no further"

cmd "tree goto 31"
wait_for "Tree: column 31/60, row 1/20"
wait_for "Move 31: B"
keys j
wait_for "Tree: column 31/60, row 2/20"
wait_for "REVIEW - a variation"
keys j j j j j j j j j j j j j j j j
wait_for "Tree: column 31/60, row 18/20"
panel 6 22 | grep -c '^|-X$' | grep -qx 13 || fail "the 18 variations scrolled: $(panel 6 22)"
panel 19 20 > "$E2E_TMP/rows.txt"
printf '%s\n' '|-@' '`-X' > "$E2E_TMP/want.txt"
diff -u "$E2E_TMP/want.txt" "$E2E_TMP/rows.txt" || fail "the last variations (above)"
screen | grep -q 'X-O-X-O-X-O' && fail "the main line's row is still shown"
keys k
wait_for "Tree: column 31/60, row 17/20"
ok "j/k go to the row below/above, the window scrolls down and keeps the move in view"

cmd "tree goto 99 1"
wait_for "no move at column 99 of row 1 of the tree"
cmd "tree goto 5 1"
wait_for "Tree: column 5/60, row 1/20"
wait_for "REVIEW - main line"
keys T
wait_gone "Tree: column"
wait_for "The game tree is hidden."
keys T
wait_for "Tree: column 5/60, row 1/20"
ok ":tree goto COLUMN ROW jumps to a node, refuses a cell without one; T hides and shows"
keys q
wait_exit

S=tree-unicode
E2E_ENV=
start 80 24 --review "$SGF"
wait_for "REVIEW - main line"
keys T
wait_for "◉c●─○─●c○─●─○─●*○─●─○"
wait_for "└─●─○c● ├─●─○─● └─●─○─●"
click 54 6
wait_for "Tree: column 5/60, row 2/20"
wait_for "REVIEW - a variation"
click 46 5
wait_for "Tree: column 1/60, row 1/20"
wait_for "◇c◉─○─●c○"
ok "a click on a node of the tree goes there"
keys Left Right
keys Down
wait_for "Tree: column 5/60, row 2/20"
wait_for "└─◉─○c●"
ok "Unicode: ◉ here, ● ○ the moves, ◇ the root, ├ └ the branches"
keys q
wait_exit

# --plain: tree prints the window as text (ASCII, the same rows), tree down
# moves as j does
printf 'tree\ntree down\ntree\n' | LC_ALL=C.UTF-8 "$TENGEN" --plain --review "$SGF" >"$E2E_TMP/plain.txt" 2>&1
grep -q '^Tree: column 0 of 60, row 1 of 20\. @ this move' "$E2E_TMP/plain.txt" || fail "--plain tree: $(cat "$E2E_TMP/plain.txt")"
grep -q '^@cX-O-XcO-X-O-X\*O-X' "$E2E_TMP/plain.txt" || fail "--plain tree's first row: $(cat "$E2E_TMP/plain.txt")"
grep -q '^        `-@-OcX |-X-O-X' "$E2E_TMP/plain.txt" || fail "--plain tree after tree down: $(cat "$E2E_TMP/plain.txt")"
ok "--plain: tree prints the tree in ASCII, tree down moves in it"

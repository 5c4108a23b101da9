#!/bin/sh
# plain-problems.sh — the problems in tengen --plain, through a pipe: the
# installed problems (the source tree's) opened by --problems, one solved,
# one failed on a wrong line and solved after retry, a move not in the file,
# the next problem, the count of solved problems, the board and the status,
# the list of the problems and pick;
# back to the game, which was left alone; problems typed during a game on a
# collection of two (its list, pick, the marks in words, and a title and a
# comment with escape sequences in them, which never reach the output).
NAME=plain-problems
. "${srcdir:-.}/tests/e2e/plain-lib.sh"

# 1. tengen --plain --problems: problem 1 solved, on to problem 6 (next,
# then n), a move no line has, a wrong line, u to retry, solved.
typed E6 next n n n n A1 H6 E3 u E5 board status undo back D4 'quit!'
run --problems
ok
after "tengen, text only: .*" <<'EOF'
tengen, text only: type help for the commands, board for the board.
Problem 1 of 103: Capture in one: a stone in the centre. Black to play. Type board for the board.
Comment: Black to play. The white stone on E5 has only one liberty left. Capture it.
Solved! 1 of 103 solved. Wrong tries not yet seen: C5, G5. next: next problem, retry: again.
Comment: Correct. Black takes the last liberty and the white stone comes off the board.
Problem 2 of 103: Capture in one: on the edge. Black to play. Type board for the board.
Comment: Black to play. A stone on the edge has fewer liberties. How many does E1 have? Capture it.
Problem 3 of 103: Capture in one: in the corner. Black to play. Type board for the board.
Comment: Black to play. A stone in the corner has only two liberties. Capture the white stone on A1.
Problem 4 of 103: Capture in one: two stones. Black to play. Type board for the board.
Comment: Black to play. The two white stones form one chain. Count its liberties and capture it.
Problem 5 of 103: Capture in one: three stones on the edge. Black to play. Type board for the board.
Comment: Black to play. Capture the three white stones on the first line.
Problem 6 of 103: Capture in one: which stone?. Black to play. Type board for the board.
Comment: Black to play. There are two white stones. Only one of them can be captured now. Which?
A1 is not the answer. Try again.
White answers E5. Wrong. retry: try again, next: next problem.
Comment: Wrong. H5 was not in atari. White connects on E5 and the stone on D5 escapes.
This problem is over: retry tries again, next goes to the next.
Again. Problem 6 of 103: Capture in one: which stone?. Black to play. Type board for the board.
Comment: Black to play. There are two white stones. Only one of them can be captured now. Which?
Solved! 2 of 103 solved. next: next problem, retry: again.
Comment: Correct. D5 had only one liberty. The stone on H5 still has three.
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7
 6 . . . X . . . . . 6
 5 . . X . X . . O . 5
 4 . . . X . . . X . 4
 3 . . + . . . + . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . . 1
   A B C D E F G H J
Captured: by Black 1, by White 0.
Problem 6 of 103. Solved! Solved so far: 2.
9×9, Japanese rules, komi 6.5. Moves played: 0.
Captured: by Black 0, by White 0.
Problem 6 of 103. Solved! Solved so far: 2.
in the problems: back or :problems off goes back to the game first
Problems: 2 of 103 solved. Back to the game.
Black D4. White to play.
EOF

# 1b. list: the problems, a line each, those solved said; pick N goes to
# one; outside the problems, list says how to open them.
typed E6 list 'pick 6' back list 'quit!'
run --problems
ok
from "Solved! 1 of 103 solved. Wrong tries not yet seen: C5, G5. next: next problem, retry: again." <<'EOF'
Solved! 1 of 103 solved. Wrong tries not yet seen: C5, G5. next: next problem, retry: again.
Comment: Correct. Black takes the last liberty and the white stone comes off the board.
103 problems: pick N goes to one.
1. Capture in one: a stone in the centre (solved)
2. Capture in one: on the edge
EOF
has "41. Capturing race at the top"
has "Problem 6 of 103: Capture in one: which stone?. Black to play. Type board for the board."
has "no problems are open: problems opens them"

# 2. problems FILE typed in a game: a collection of two, listed; pick 2;
# its marks said with the board; a wrong line, u, solved; help names the
# problems' words; undo is refused, naming back and :problems off, and
# :problems off (typed as on the screen) goes back: the game plays on where
# it was.
printf '%s\n' \
	'(;FF[4]GM[1]CA[UTF-8]SZ[9]GN[First]PL[B]AB[cc]AW[dc]C[Task one.];B[ec]C[Correct. One.])' \
	"(;FF[4]GM[1]CA[UTF-8]SZ[9]GN[Second ${esc}[31mred]PL[B]AB[dg][fg][ef]AW[eg]TR[eg]LB[eh:A]" \
	"C[Capture the marked stone.${esc}[2J](;B[eh]C[Correct.])(;B[ei];W[eh]C[Wrong.]))" \
	>"$tmp/two.sgf"
typed D4 'problems two.sgf' 'pick 2' board E1 u E2 help undo ':problems off' E5 'quit!'
run -s 9
ok
from "Black D4. White to play." <<'EOF'
Black D4. White to play.
Problem 1 of 2: First. Black to play. Type board for the board.
Comment: Task one.
This file holds 2 games: which one?
1. First, 9×9
2. Second [31mred, 9×9
Type pick N to open one (pick cancel: the first).
Problem 2 of 2: Second [31mred. Black to play. Type board for the board.
Comment: Capture the marked stone.[2J
EOF
has "Marks: label A at E2, triangle E3."
has "Problem 2 of 2. Black to play. Solved so far: 0."
has "White answers E2. Wrong. retry: try again, next: next problem."
has "Solved! 1 of 2 solved. next: next problem, retry: again."
has "In the problems (problems opens them): type a point to answer; retry or u: this problem again; next or n: the next problem; prev: the previous one; list, then pick N: go to problem N; board: the problem's board; back: back to the game."
has "problems [FILE|DIR|off]: solve problems: play the answer, the file replies (default: the problems installed with tengen); off: back to the game."
after "in the problems: back or :problems off goes back to the game first" <<'EOF'
in the problems: back or :problems off goes back to the game first
Problems: 1 of 2 solved. Back to the game.
White E5. Black to play.
EOF

# 3. No problems there: said, and the game is there to play.
typed D4 'quit!'
run --problems nowhere.sgf
ok
has "no problems in nowhere.sgf: nowhere.sgf: error: cannot open: No such file or directory"
has "New game: 9×9, Japanese rules, komi 6.5. Black to play."
has "Black D4. White to play."

# 4. The list, then pick alone: the list again, not "Done." before it; a
# pick refused leaves no list open unseen (pick cancel then has none).
typed list pick 'pick cancel' 'pick abc' 'pick cancel' 'quit!'
run --problems
ok
from "103 problems: pick N goes to one\\." <<'EOF'
103 problems: pick N goes to one.
1. Capture in one: a stone in the centre
EOF
has "This file holds 103 games: which one?"
grep -qxF "Done." "$tmp/out" && fail "Done. said before the list"
after "pick takes a game from 1 to 103, or cancel" <<'EOF'
pick takes a game from 1 to 103, or cancel
there is no list open to cancel
EOF

echo "$NAME: $checks checks passed"

#!/bin/sh
# analyze.sh — tengen --analyze FILE (no terminal: a line per position) on a
# short 19×19 record (tests/data/analyze19.sgf): with no engine (tengen's
# estimate), with the fake analysis engine (tests/fake-analysis.sh kata:
# SBKV from the side to move's win rate, SBKS, TBM), with GNU Go at level 1
# (estimate_score, reg_genmove; skipped without gnugo); every node gets
# SBKV and SBKS, the old file is kept as FILE~, a second run skips what is
# done, an interrupted run (SIGINT) saves what it did and the next goes on;
# bad options and a missing file are one line each; in a --plain review,
# :analyze, the mistakes and the lead said at each step.
NAME=analyze
. "${srcdir:-.}/tests/e2e/plain-lib.sh"

rec="$srcdir/tests/data/analyze19.sgf"
nodes=$(grep -o ';' "$rec" | wc -l)
# count PROP FILE — how many times PROP[ appears in FILE
count() { grep -o "$1\[" "$2" | wc -l; }

cp "$rec" "$tmp/a.sgf"
"$TENGEN" --analyze "$tmp/a.sgf" >"$tmp/out" 2>"$tmp/err" || fail "the estimate's run failed"
[ "$(count SBKV "$tmp/a.sgf")" = "$nodes" ] || fail "not every node has SBKV"
[ "$(count SBKS "$tmp/a.sgf")" = "$nodes" ] || fail "not every node has SBKS"
[ "$(count TEC "$tmp/a.sgf")" = "$nodes" ] || fail "the estimate's confidence is not kept"
[ -f "$tmp/a.sgf~" ] || fail "the old file was not kept"
grep -q "analysing with tengen's estimate" "$tmp/err" || fail "the method is not said"
grep -q "move 6: [BW0]" "$tmp/err" || fail "no line per position"
checks=$((checks + 1))
echo "ok: the estimate: SBKV and SBKS on all $nodes nodes"

cp "$tmp/a.sgf" "$tmp/before"
"$TENGEN" --analyze "$tmp/a.sgf" >"$tmp/out" 2>"$tmp/err" || fail "the second run failed"
grep -q "(done before)" "$tmp/err" || fail "the second run did not skip"
cmp -s "$tmp/before" "$tmp/a.sgf" || fail "the second run changed the file"
echo "ok: a second run skips what is done"

cp "$rec" "$tmp/k.sgf"
"$TENGEN" --analyze --analysis="gtp:$srcdir/tests/fake-analysis.sh kata" --analyze-visits=10 \
	"$tmp/k.sgf" >"$tmp/out" 2>"$tmp/err" || fail "the fake engine's run failed"
grep -q "analysing with the engine's analysis" "$tmp/err" || fail "the live method is not said"
[ "$(count SBKV "$tmp/k.sgf")" = "$nodes" ] || fail "the fake engine: not every node has SBKV"
# the root: Black to move, 56 % and 3.5 for Black; after B's move White's
grep -q "SBKV\[56\]SBKS\[3.5\]TBM\[dp\]" "$tmp/k.sgf" || fail "the root's evaluation"
grep -q "SBKV\[44\]SBKS\[-3.5\]" "$tmp/k.sgf" || fail "White's side not turned to Black's"
echo "ok: the fake analysis engine: win rate, lead and move, on Black's side"

cp "$rec" "$tmp/i.sgf"
"$TENGEN" --analyze --analysis="gtp:$srcdir/tests/fake-analysis.sh kata" --analyze-visits=30 \
	"$tmp/i.sgf" >"$tmp/out" 2>"$tmp/err" &
pid=$!
i=0
until grep -q "move 1:" "$tmp/err" 2>/dev/null; do
	i=$((i + 1))
	[ $i -lt 300 ] || fail "no progress from the engine"
	sleep 0.1
done
kill -INT $pid
wait $pid || fail "an interrupted run failed"
done1=$(count SBKV "$tmp/i.sgf")
[ "$done1" -ge 2 ] && [ "$done1" -lt "$nodes" ] || fail "interrupted: $done1 nodes saved"
grep -q "interrupted" "$tmp/err" || fail "the interruption is not said"
"$TENGEN" --analyze "$tmp/i.sgf" >"$tmp/out" 2>"$tmp/err" || fail "the resumed run failed"
[ "$(grep -c "(done before)" "$tmp/err")" = "$done1" ] || fail "the resumed run redid nodes"
[ "$(count SBKV "$tmp/i.sgf")" = "$nodes" ] || fail "the resumed run did not finish"
echo "ok: Ctrl-C saves $done1 nodes, the next run goes on"

"$TENGEN" --analyze >"$tmp/out" 2>"$tmp/err" && fail "--analyze without FILE ran"
grep -q "needs a FILE" "$tmp/err" || fail "no message without FILE"
"$TENGEN" --analyze --analysis=gnugo x.sgf >"$tmp/out" 2>"$tmp/err" && fail "--analysis=gnugo ran"
grep -q "gtp:COMMAND" "$tmp/err" || fail "no message for --analysis without gtp:"
"$TENGEN" --analyze "$tmp/none.sgf" >"$tmp/out" 2>"$tmp/err" && fail "a missing file ran"
[ "$(wc -l <"$tmp/err")" = 1 ] || fail "a missing file: more than a line"
printf '(;CA[foo]SZ[9];B[ee]\000)' >"$tmp/nul.sgf" # a warning, then the error
"$TENGEN" --analyze "$tmp/nul.sgf" >"$tmp/out" 2>"$tmp/err" && fail "a file of NUL bytes ran"
grep -qx "tengen: $tmp/nul.sgf:1:21: error: a NUL byte: this is not a text file" "$tmp/err" ||
	fail "a file that cannot be read: not its error"
cp "$rec" "$tmp/u.sgf" # an engine whose lines cannot be read: said soon
start=$(date +%s)
FAKE_INTERVAL=1 "$TENGEN" --analyze --analysis="gtp:$srcdir/tests/fake-analysis.sh unreadable" \
	"$tmp/u.sgf" >"$tmp/out" 2>"$tmp/err" && fail "an engine not understood ran"
grep -q "^tengen: Fake Analysis 1.0: its analysis cannot be read (20 lines in a row)$" "$tmp/err" ||
	fail "an engine not understood: no message"
[ "$(head -c 1 "$tmp/err")" != "" ] && ! grep -q '^$' "$tmp/err" ||
	fail "an engine not understood: an empty line before its message (no bar to end)"
[ $(($(date +%s) - start)) -lt 60 ] || fail "an engine not understood: waited a minute"
cmp -s "$rec" "$tmp/u.sgf" || fail "an engine not understood: the file changed"
echo "ok: bad options, a missing file, one not SGF, an engine not understood"

# the review's analyze in --plain (a pipe: it runs to its end before the
# next line), then the mistakes read from the record, each step saying the
# lead (the graph in words)
cp "$srcdir/tests/data/mistakes.sgf" "$tmp/m.sgf"
sed 's/SBK[VS]\[[^]]*\]//g; s/TBM\[..\]//g' "$tmp/m.sgf" >"$tmp/p.sgf"
printf 'review\nanalyze gtp:%s\nmistakes\nsave\nquit!\n' "$srcdir/tests/fake-analysis.sh kata" |
	"$TENGEN" --plain --no-config "$tmp/p.sgf" >"$tmp/out" 2>"$tmp/err" || fail "plain analyze failed"
grep -q "Analysed 9 positions with the engine's analysis" "$tmp/out" || fail "plain: no analysis"
grep -q "^Mistakes (next-mistake next, prev-mistake previous): " "$tmp/out" || fail "plain: no mistakes"
[ "$(count SBKV "$tmp/p.sgf")" = 9 ] || fail "plain: the analysis was not saved"
grep -q "Lead: [BW]+[0-9.]* by the engine. Black's win rate: [0-9]*%." "$tmp/out" ||
	fail "plain: a step does not say the lead"
echo "ok: analyze in a --plain review, its mistakes and the lead in words, saved"

if [ -x /usr/games/gnugo ] || command -v gnugo >/dev/null 2>&1; then
	gnugo=$(command -v gnugo || echo /usr/games/gnugo)
	cp "$rec" "$tmp/g.sgf"
	"$TENGEN" --analyze --analysis="gtp:$gnugo --mode gtp --level 1" "$tmp/g.sgf" \
		>"$tmp/out" 2>"$tmp/err" || fail "GNU Go's run failed"
	grep -q "estimate_score" "$tmp/err" || fail "GNU Go's method is not said"
	[ "$(count SBKS "$tmp/g.sgf")" = "$nodes" ] || fail "GNU Go: not every node has SBKS"
	[ "$(count TBM "$tmp/g.sgf")" -ge 1 ] || fail "GNU Go gave no move"
	echo "ok: GNU Go: estimate_score and reg_genmove on every node"
else
	echo "skip: no gnugo"
fi

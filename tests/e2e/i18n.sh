#!/bin/sh
# i18n.sh — the screen in other languages at 80×24 on 19×19: the new-game
# screen, play, the help and the count at the end of the game, for
#   - a pseudo-translation made here from the sources: every two letters of
#     each message become one CJK character (字), so the text keeps its width
#     in columns but not its bytes or its characters; anything that lays
#     text out by bytes or characters shows here;
#   - each catalog of po/LINGUAS that the build made (po/LANG.gmo).
# On each screen: no line wider than 80 columns (measured in display columns,
# wc -L in the locale), the 19 board rows intact beside the panel, a known
# translated string shown, and the columns of the new-game form, the help
# and the score table aligned; through --plain, lists built in code joined
# by the catalog's list mark.  A language whose locale is not installed is
# skipped (tools/install-deps makes zh_TW, zh_CN and ja_JP); without NLS or
# the gettext tools, the whole test is.
. "${srcdir:-.}/tests/e2e/lib.sh"

[ "${USE_NLS:-yes}" = yes ] || { echo "SKIP: built without NLS (--disable-nls)"; exit 77; }
top=${top_srcdir:-${srcdir:-.}}
po_build=$(dirname "$TENGEN")/../po

# a UTF-8 name of locale $1 (ja_JP) that is installed, or nothing
have_locale() {
	locale -a 2>/dev/null | grep -ix "$1\.utf-\?8" | head -n 1
}

# tr_ MSGID — its translation in the catalog under $LOCDIR for $LOC
tr_() { TEXTDOMAINDIR=$LOCDIR LANGUAGE= LC_ALL=$LOC gettext -d tengen -- "$1"; }

# width FILE — the widest line of FILE in display columns
width() { LC_ALL=$LOC wc -L <"$1"; }

# col TEXT — the display column where TEXT starts on the screen's line that
# holds it (the first such line)
col() {
	screen | grep -F -- "$1" | head -n 1 >"$E2E_TMP/line"
	[ -s "$E2E_TMP/line" ] || fail "'$1' is not on the screen"
	l=$(cat "$E2E_TMP/line")
	printf '%s\n' "${l%%"$1"*}" >"$E2E_TMP/prefix"
	width "$E2E_TMP/prefix"
}

# check_screen NAME BOARD — no line wider than 80 columns, 24 lines at most,
# and with BOARD=board the 19 rows of the board whole (label, 19 points,
# label) beside whatever the panel shows.
check_screen() {
	screen >"$E2E_TMP/screen"
	w=$(width "$E2E_TMP/screen")
	[ "$w" -le 80 ] || fail "$LOC $1: a line is $w columns wide"
	[ "$(wc -l <"$E2E_TMP/screen")" -le 24 ] || fail "$LOC $1: more than 24 lines"
	if [ "$2" = board ]; then
		n=$(LC_ALL=C.UTF-8 grep -cE '^ ?([0-9]+) .{37} \1( |$)' "$E2E_TMP/screen")
		[ "$n" -eq 19 ] || fail "$LOC $1: $n of the 19 board rows are whole"
	fi
	ok "$LOC $1: every line fits in 80 columns"
}

# same_col NAME TEXT... — the TEXTs start in the same column
same_col() {
	what=$1
	shift
	c0=$(col "$1")
	for t in "$@"; do
		c=$(col "$t")
		[ "$c" -eq "$c0" ] || fail "$LOC $what: '$t' starts in column $c, not $c0"
	done
	ok "$LOC $what: aligned in column $c0"
}

# same_end NAME TEXT... — the lines holding the TEXTs end in the same column
same_end() {
	what=$1
	shift
	e0=
	for t in "$@"; do
		screen | grep -F -- "$t" | grep -E '[0-9.]+ +[0-9.]+ *$' | head -n 1 >"$E2E_TMP/line" # a row of the table: two numbers
		[ -s "$E2E_TMP/line" ] || fail "$LOC $what: '$t' is not on the screen"
		e=$(width "$E2E_TMP/line")
		[ -z "$e0" ] && e0=$e
		[ "$e" -eq "$e0" ] || fail "$LOC $what: the line of '$t' ends in column $e, not $e0"
	done
	ok "$LOC $what: the columns end in column $e0"
}

# help_col KEY — the help of key KEY starts in column 19, as in English
help_col() {
	screen | grep -E "^  $1 +" | head -n 1 | sed -E "s/^(  $1 +).*/\1/" >"$E2E_TMP/prefix"
	[ -s "$E2E_TMP/prefix" ] || fail "$LOC help: no line for the key $1"
	[ "$(width "$E2E_TMP/prefix")" -eq 19 ] ||
		fail "$LOC help: the help of $1 starts in column $(width "$E2E_TMP/prefix"), not 19"
	ok "$LOC help: the help of $1 in column 19"
}

# screens — the four screens in locale $LOC with the catalogs under $LOCDIR
screens() {
	S=$(echo "$LOC" | tr -dc 'A-Za-z_')
	E2E_ENV="NO_COLOR=1 LC_ALL=$LOC LANGUAGE= TENGEN_LOCALEDIR=$LOCDIR"
	start 80 24
	title=$(tr_ "New game")
	[ "$title" != "New game" ] || [ -n "${REAL:-}" ] || fail "$LOC: the catalog is not used by gettext"
	wait_for "$title"
	wait_for "19×19"
	check_screen "new-game screen"
	same_col "new-game form" "19×19" "6.5"

	keys Enter
	wait_for "A B C D E F G H J K L M N O P Q R S T"
	cmd D4
	wait_for "(●)"
	check_screen "play" board

	keys '?'
	wait_for "$(tr_ "take back the last move")"
	check_screen "help"
	help_col u
	help_col p
	help_col y
	keys q
	wait_for "(●)"

	cmd pass
	cmd pass
	wait_for "$(tr_ "Play has stopped: both passed")"
	keys y
	keys y
	wait_for "$(tr_ "Prisoners")"
	check_screen "count" board
	same_end "score table" "$(tr_ "Territory")" "$(tr_ "Prisoners")" "$(tr_ "Total")" \
		"$(tr_ "Dead removed")"
	$T kill-session -t "$S" >/dev/null 2>&1
}

# first5 TEXT — its first five characters (the start of a text the panel
# wraps: on one line)
first5() { printf '%s\n' "$1" | perl -CSA -ne 'chomp; print substr($_, 0, 5)'; }

# problem_screen — the bundled problems in the language of $LOC: the title,
# the task and the file's comment come from the catalog (the problems' texts
# are msgids: data/problem-strings.h)
problem_screen() {
	S=p$(echo "$LOC" | tr -dc 'A-Za-z_')
	E2E_ENV="NO_COLOR=1 LC_ALL=$LOC LANGUAGE= TENGEN_LOCALEDIR=$LOCDIR"
	start 80 24 --problems
	title=$(tr_ "Capture in one: a stone in the centre")
	[ "$title" != "Capture in one: a stone in the centre" ] ||
		fail "$LOC: the first problem's title is not in the catalog"
	wait_for "$title"
	wait_for "$(first5 "$(tr_ "Black to play. The white stone on E5 has only one liberty left. Capture it.")")"
	check_screen "problem"
	keys Up Enter
	wait_for "$(first5 "$(tr_ "Correct. Black takes the last liberty and the white stone comes off the board.")")"
	screen | grep -qF "Correct." && fail "$LOC: the problem's comment is shown in English"
	ok "$LOC problems: the title, the task and the answer's comment translated"
	$T kill-session -t "$S" >/dev/null 2>&1
}

# plain_words — the live analysis in words through --plain: the moves
# joined by the catalog's list mark, no ASCII ", " left in the line.
plain_words() {
	sep=$(tr_ ", ")
	printf 'D4\nreview\nanalysis on\nanalysis say\nquit!\n' |
		env LC_ALL="$LOC" LANGUAGE= TENGEN_LOCALEDIR="$LOCDIR" XDG_STATE_HOME="$E2E_TMP/words-state" \
			"$TENGEN" --plain --no-config \
			--size 9 "--analysis=gtp:bash $(cd "${srcdir:-.}" && pwd)/tests/fake-analysis.sh kata" \
			>"$E2E_TMP/words" 2>&1 || fail "$LOC: --plain with the analysis failed"
	line=$(grep -F -- "$(tr_ ". Best:")" "$E2E_TMP/words" | head -n 1)
	[ -n "$line" ] || fail "$LOC: no analysis in words: $(cat "$E2E_TMP/words")"
	case $line in *"$sep"*) ;; *) fail "$LOC: the moves are not joined by '$sep': $line" ;; esac
	if [ "$sep" != ", " ]; then
		case $line in *", "*) fail "$LOC: an ASCII ', ' in: $line" ;; esac
	fi
	ok "$LOC: the analysis in words lists its moves with '$sep'"
}

# The pseudo-translation, in the first CJK locale installed.
LOC=
for l in ja_JP zh_CN zh_TW; do
	LOC=$(have_locale $l)
	[ -n "$LOC" ] && break
done
[ -n "$LOC" ] || { echo "SKIP: no ja_JP, zh_CN or zh_TW UTF-8 locale (tools/install-deps)"; exit 77; }
for tool in xgettext msginit msgen msgfilter msgfmt gettext perl; do
	command -v $tool >/dev/null 2>&1 ||
		{ echo "SKIP: $tool is not installed (apt-get install gettext)"; exit 77; }
done
LOCDIR=$E2E_TMP/pseudo
mkdir -p "$LOCDIR/${LOC%%_*}/LC_MESSAGES"
(cd "$top" && grep -v '^#' po/POTFILES.in | xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ \
	--keyword=ngettext:1,2 -o "$E2E_TMP/tengen.pot" -f -) || fail "xgettext failed"
msginit --no-translator -l "$LOC" -i "$E2E_TMP/tengen.pot" -o "$E2E_TMP/x.po" >/dev/null 2>&1 &&
	msgen -o "$E2E_TMP/en.po" "$E2E_TMP/x.po" &&
	msgfilter --keep-header -i "$E2E_TMP/en.po" -o "$E2E_TMP/pseudo.po" \
		perl -CS -pe 's/(%[-+ #0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|z|j|t|L)?[a-zA-Z%])|[A-Za-z]{2}/defined $1 ? $1 : "\x{5b57}"/ge' &&
	msgfmt -c -o "$LOCDIR/${LOC%%_*}/LC_MESSAGES/tengen.mo" "$E2E_TMP/pseudo.po" ||
	fail "the pseudo-translation could not be made"
screens

# The real catalogs, where their locale is installed.
for lang in $(grep -v '^#' "$top/po/LINGUAS"); do
	case $lang in ja) want=ja_JP ;; *) want=$lang ;; esac
	LOC=$(have_locale "$want")
	if [ -z "$LOC" ]; then
		echo "skipped: $lang (no $want.UTF-8 locale)"
		continue
	fi
	[ -f "$po_build/$lang.gmo" ] || [ -f "$top/po/$lang.gmo" ] ||
		fail "po/$lang.gmo was not built"
	LOCDIR=$E2E_TMP/real
	mkdir -p "$LOCDIR/$lang/LC_MESSAGES"
	cp "$( [ -f "$po_build/$lang.gmo" ] && echo "$po_build/$lang.gmo" || echo "$top/po/$lang.gmo")" \
		"$LOCDIR/$lang/LC_MESSAGES/tengen.mo"
	REAL=1
	screens
	problem_screen
	plain_words
done

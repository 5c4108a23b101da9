#!/bin/sh
# fake-engine.sh MODE [ARG] — a GTP engine that misbehaves on purpose, for
# the tests of src/engine and of the screen.  Every command is logged to
# $FAKE_LOG when it is set; final_status_list answers $FAKE_DEAD.  genmove answers by MODE:
#   ok         the first empty point (A1 B1 … along each line), or pass
#   slow SECS  the same after SECS seconds
#   pass       pass            resign   resign
#   garbage    a line that is not GTP
#   flood      an answer of 1.1 MB with no end
#   illegal    the last point played (occupied)
#   refuse     "? not now"
#   die        a line on stderr, then exit 3
#   never      no answer at all
#   noname     ok, but "? unknown" to name and version
#   longname   ok, but a name of 200,000 characters (名) and a version of 1,000
#   noerr      ok, with its standard error closed
#   gtp1       protocol_version 1
mode=${1:-ok}
arg=${2:-}
size=19
taken=" "
cols="A B C D E F G H J K L M N O P Q R S T U V W X Y Z"
last=
log() { [ -n "${FAKE_LOG:-}" ] && printf '%s\n' "$*" >>"$FAKE_LOG"; }
answer() { printf '= %s\n\n' "$1"; }
first_empty() {
	r=1
	while [ "$r" -le "$size" ]; do
		n=0
		for c in $cols; do
			n=$((n + 1))
			[ "$n" -gt "$size" ] && break
			case "$taken" in *" $c$r "*) ;; *) echo "$c$r"; return ;; esac
		done
		r=$((r + 1))
	done
	echo pass
}
genmove() {
	case $mode in
	slow) sleep "$arg" ;;
	never) return ;;
	pass) answer pass; return ;;
	resign) answer resign; return ;;
	garbage) printf 'hello, I am not GTP\n\n'; return ;;
	flood) printf '= '; yes A1 | head -c 1100000; return ;;
	illegal) answer "${last:-A1}"; return ;;
	refuse) printf '? not now\n\n'; return ;;
	die) echo "fake: segmentation fault (core dumped)" >&2; exit 3 ;;
	esac
	v=$(first_empty)
	[ "$v" != pass ] && taken="$taken$v " && last=$v
	answer "$v"
}
echo "fake engine: started in mode $mode" >&2
[ "$mode" = noerr ] && exec 2>&-   # an engine that closes its standard error
while IFS= read -r line; do
	line=$(printf '%s' "$line" | tr -d '\r')
	log "$line"
	set -- $line
	cmd=${1:-}
	case $cmd in
	protocol_version) if [ "$mode" = gtp1 ]; then answer 1; else answer 2; fi ;;
	name) if [ "$mode" = noname ]; then printf '? unknown command\n\n'
	      elif [ "$mode" = longname ]; then answer "$(yes 名 | head -n 200000 | tr -d '\n')"
	      else answer "Fake Engine"; fi ;;
	version) if [ "$mode" = noname ]; then printf '? unknown command\n\n'
	         elif [ "$mode" = longname ]; then answer "$(yes v | head -n 1000 | tr -d '\n')"
	         else answer 1.0; fi ;;
	boardsize) size=$2; answer "" ;;
	clear_board) taken=" "; last=; answer "" ;;
	komi) answer "" ;;
	set_free_handicap) shift; for v in "$@"; do taken="$taken$v "; done; answer "" ;;
	undo) taken=$(printf '%s' "$taken" | sed "s/ $last / /"); last=; answer "" ;;
	play)
		v=$(printf '%s' "$3" | tr a-z A-Z)
		[ "$v" != PASS ] && taken="$taken$v " && last=$v
		answer "" ;;
	genmove) genmove ;;
	final_status_list) answer "${FAKE_DEAD:-}" ;;
	quit) answer ""; exit 0 ;;
	*) printf '? unknown command\n\n' ;;
	esac
done

#!/bin/bash
# fake-analysis.sh MODE — a GTP engine with live analysis, scripted, for the
# tests of the live analysis (src/engine/analysis_line.c and up).  It speaks
# kata-analyze and lz-analyze as KataGo's GTP extensions page shows them: an
# "=" line, then a line "info move … info move …" every interval
# (centiseconds, the second argument or "interval N"), with "ownership" and
# size × size numbers when asked for "ownership true", until any line comes
# in: then the empty line that ends the answer, and that line is run.
# Candidates are the first empty points of D4 Q16 Q4 D16 C3 E5 …, visits
# growing by 10 a line.  Every command is logged to $FAKE_LOG when set;
# $FAKE_INTERVAL (centiseconds), when set, is the interval of every stream.
# MODE:
#   kata       list_commands has kata-analyze and lz-analyze
#   busy       kata, but the win rates move and the first two candidates
#              swap from line to line (a real engine's churn, for the bench)
#   lz         list_commands has lz-analyze only (win rates in 1/10000)
#   slow       kata, but each answer after 1 s and a line every 3 s
#   silent     kata, but says nothing at all once asked to analyse
#   mute       never answers, not even list_commands, and stays when its
#              input ends (an engine busy loading its network)
#   crashing   kata, dies after two lines, the third cut in its middle
#   occupied   kata, but the candidates are the points of the list on the
#              board, stones or not
#   unreadable kata, but every line's win rates are 7 (out of range): not
#              one candidate tengen can read
#   deaf       kata, but a line in does not end the stream: two lines more,
#              0.1 s apart, then it exits without the empty line
#   none       no analysis command at all, no estimate_score either
#   gnugo      none, but GNU Go's estimate_score ("W+6.5 (upper bound: …)",
#              White's lead 6.5 less one a stone) and top_moves_black/_white
#              ("D4 12.30 Q16 10.10 Q4 8.90": the candidates, their values)
#   gnugo-slow gnugo, each of those answered after 1 s
#   gnugo-last gnugo, but top_moves (of the last reg_genmove) only
mode=${1:-kata}
size=19
taken=" "
cols="ABCDEFGHJKLMNOPQRSTUVWXYZ"
pending=
have_pending=false
log() { [ -n "${FAKE_LOG:-}" ] && printf '%s\n' "$*" >>"$FAKE_LOG"; }
answer() { printf '= %s\n\n' "$1"; }

# Is vertex $1 on the board and empty?
free_point() {
	local letter=${1%%[0-9]*} row=${1#?} prefix
	prefix=${cols%%"$letter"*}
	[ "${#prefix}" -lt "$size" ] && [ "$row" -le "$size" ] || return 1
	case "$taken" in *" $1 "*) return 1 ;; esac
	return 0
}

# The three candidates: first empty points of a fixed list.
candidates() {
	local v n=0 taken=$taken
	[ "$mode" = occupied ] && taken=" "
	cand=()
	for v in D4 Q16 Q4 D16 C3 E5 G7 C7 G3 E3 C5 F4 D6 A1 B1 B2; do
		free_point "$v" || continue
		cand+=("$v")
		n=$((n + 1))
		[ "$n" -ge 3 ] && return
	done
}

# One analysis line: $1 kata|lz, $2 the line's number, $3 ownership (true).
info_line() {
	local i v win lead k=$2 out=""
	candidates
	if [ "$mode" = busy ] && [ $((k % 2)) -eq 1 ] && [ "${#cand[@]}" -ge 2 ]; then
		cand=("${cand[1]}" "${cand[0]}" "${cand[@]:2}")
	fi
	for i in "${!cand[@]}"; do
		v=${cand[$i]}
		win=$((56 - 4 * i))
		[ "$mode" = busy ] && win=$((win + k % 7))
		lead=$((3 - 2 * i))
		if [ "$1" = kata ]; then
			out="${out}info move $v visits $((k * 10 / (i + 1))) utility 0.1 winrate 0.${win}00"
			out="$out scoreMean $lead.5 scoreStdev 20.1 scoreLead $lead.5 scoreSelfplay $lead.1"
			out="$out prior 0.3 lcb 0.5 utilityLcb 0.1 order $i pv ${cand[*]:$i} "
		else
			out="${out}info move $v visits $((k * 10 / (i + 1))) winrate ${win}00 prior 3000"
			out="$out lcb 5000 order $i pv ${cand[*]:$i} "
		fi
	done
	if [ "$3" = true ]; then
		out="${out}ownership"
		for ((r = 0; r < size; r++)); do
			for ((c = 0; c < size; c++)); do
				if [ "$c" -lt $((size / 2)) ]; then out="$out 0.8"
				elif [ "$c" -gt $((size / 2)) ]; then out="$out -0.8"
				else out="$out 0"; fi
			done
		done
	fi
	printf '%s\n' "${out% }"
}

# kata-analyze / lz-analyze: $1 kata|lz, then the command's arguments.
analyze() {
	local flavour=$1 secs=1 own=false k=0 rc line
	shift
	while [ $# -gt 0 ]; do
		case $1 in
		interval) secs=$2; shift ;;
		ownership) own=$2; shift ;;
		[0-9]*) secs=$1 ;;
		esac
		shift
	done
	secs=${FAKE_INTERVAL:-$secs}
	secs=$(printf '%d.%02d' $((secs / 100)) $((secs % 100)))
	[ "$mode" = slow ] && secs=3
	if [ "$mode" = silent ]; then
		while IFS= read -r line; do log "$line"; done
		exit 0
	fi
	printf '=\n'
	while :; do
		IFS= read -r -t "$secs" line
		rc=$?
		if [ "$rc" -eq 0 ] && [ "$mode" = deaf ]; then
			info_line "$flavour" $((k + 1)) "$own"
			sleep 0.1
			info_line "$flavour" $((k + 2)) "$own"
			exit 0
		fi
		if [ "$rc" -eq 0 ]; then
			printf '\n'
			pending=$line
			have_pending=true
			return
		fi
		[ "$rc" -le 128 ] && exit 0   # end of input
		k=$((k + 1))
		if [ "$mode" = crashing ] && [ "$k" -ge 3 ]; then
			printf 'info move D4 visits 3'
			echo "fake analysis: segmentation fault (core dumped)" >&2
			exit 3
		fi
		if [ "$mode" = unreadable ]; then
			info_line "$flavour" "$k" "$own" | sed 's/winrate [0-9.]*/winrate 7/g'
		else
			info_line "$flavour" "$k" "$own"
		fi
	done
}

next_line() {
	if $have_pending; then
		line=$pending
		have_pending=false
		return 0
	fi
	IFS= read -r line
}

# GNU Go's estimate_score: White leads by 6.5 less one a stone.
estimate() {
	local n v
	n=$(printf '%s' "$taken" | wc -w)
	v=$((65 - 10 * n))
	if [ "$v" -ge 0 ]; then answer "W+$((v / 10)).$((v % 10)) (upper bound: -1.0, lower: -9.0)"
	else answer "B+$((-v / 10)).$((-v % 10)) (upper bound: 9.0, lower: 1.0)"; fi
}

# GNU Go's top_moves_COLOR: the candidates and their values.
top_moves() {
	local out="" i
	candidates
	for i in "${!cand[@]}"; do
		out="$out${cand[$i]} $((12 - 2 * i)).$((30 - 10 * i)) "
	done
	answer "$out"
}

echo "fake analysis engine: started in mode $mode" >&2
if [ "$mode" = mute ]; then
	while :; do sleep 1; done
fi
while next_line; do
	line=${line//$'\r'/}
	log "$line"
	[ "$mode" = slow ] && sleep 1
	set -- $line
	cmd=${1:-}
	case $cmd in
	protocol_version) answer 2 ;;
	name) answer "Fake Analysis" ;;
	version) answer 1.0 ;;
	list_commands)
		case $mode in
		lz) printf '= protocol_version\nname\nlz-analyze\nplay\n\n' ;;
		none) printf '= protocol_version\nname\nplay\ngenmove\n\n' ;;
		gnugo-last) printf '= protocol_version\nname\nplay\nestimate_score\nreg_genmove\n'
		        printf 'top_moves\n\n' ;;
		gnugo*) printf '= protocol_version\nname\nplay\ngenmove\nestimate_score\n'
		        printf 'top_moves\ntop_moves_black\ntop_moves_white\n\n' ;;
		*) printf '= protocol_version\nname\nlz-analyze\nkata-analyze\nplay\n\n' ;;
		esac ;;
	boardsize) size=$2; taken=" "; answer "" ;;
	clear_board) taken=" "; answer "" ;;
	komi) answer "" ;;
	play)
		v=$(printf '%s' "$3" | tr a-z A-Z)
		[ "$v" != PASS ] && taken="$taken$v "
		answer "" ;;
	kata-analyze)
		if [ "$mode" = lz ] || [ "$mode" = none ] || [ "${mode#gnugo}" != "$mode" ]; then printf '? unknown command\n\n'
		else shift; analyze kata "$@"; fi ;;
	lz-analyze)
		if [ "$mode" = none ] || [ "${mode#gnugo}" != "$mode" ]; then printf '? unknown command\n\n'
		else shift; analyze lz "$@"; fi ;;
	estimate_score|top_moves_black|top_moves_white|top_moves|reg_genmove)
		case $mode:$cmd in
		gnugo-slow:*) sleep 1 ;;
		gnugo:top_moves|gnugo:reg_genmove|gnugo-last:top_moves_*) printf '? unknown command\n\n'; continue ;;
		gnugo:*|gnugo-last:*) ;;
		*) printf '? unknown command\n\n'; continue ;;
		esac
		case $cmd in
		estimate_score) estimate ;;
		reg_genmove) candidates; answer "${cand[0]:-PASS}" ;;
		*) top_moves ;;
		esac ;;
	quit) answer ""; exit 0 ;;
	"") ;;
	*) printf '? unknown command\n\n' ;;
	esac
done

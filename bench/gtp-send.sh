# gtp-send.sh — sourced by the bench scripts (bash): send "COMMAND" writes
# one GTP command to the co-process G and sets $reply to its answer (lines
# joined by spaces, the "= " and the last space dropped).
send() {
	local line
	reply=""
	echo "$1" >&"${G[1]}"
	while IFS= read -r line <&"${G[0]}"; do
		[ -z "$line" ] && break
		reply="$reply$line "
	done
	reply=${reply#= }
	reply=${reply% }
}

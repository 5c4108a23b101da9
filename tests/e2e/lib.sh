# lib.sh — helpers for the end-to-end tests: the real program in tmux.
#
# Each test gets a private tmux server (-L tengen-test-PID), a private HOME
# and XDG_STATE_HOME, and kills its server on exit.  Expectations are polled
# for (up to $E2E_TIMEOUT seconds), never slept for.
if [ "${TENGEN_E2E:-yes}" = no ]; then
	echo "SKIP: end-to-end tests turned off (configure --disable-e2e, make check E2E=no)"
	exit 77
fi
: "${TENGEN:=src/tengen}"
: "${E2E_TIMEOUT:=10}"
TMUX_BIN=${TMUX_BIN:-tmux}
if ! command -v "$TMUX_BIN" >/dev/null 2>&1; then
	echo "SKIP: tmux is not installed, so the end-to-end tests cannot run (apt-get install tmux)"
	exit 77
fi
case $TENGEN in /*) ;; *) TENGEN=$(pwd)/$TENGEN ;; esac
unset TMUX
E2E_NAME=$(basename "$0" .sh)
E2E_TMP=$(mktemp -d "${TMPDIR:-/tmp}/tengen-e2e.XXXXXX")
T="$TMUX_BIN -L tengen-test-$$ -f /dev/null"
S=$E2E_NAME
E2E_OK=0
e2e_end() {
	rc=$?
	$T kill-server >/dev/null 2>&1
	rm -rf "$E2E_TMP"
	[ $rc -eq 0 ] && echo "e2e: $E2E_NAME: $E2E_OK checks passed"
	exit $rc
}
trap e2e_end EXIT
trap 'exit 1' INT TERM
export HOME=$E2E_TMP XDG_STATE_HOME=$E2E_TMP/state XDG_CONFIG_HOME=$E2E_TMP/config \
	XDG_DATA_HOME=$E2E_TMP/data
unset NO_COLOR
# The screen is drawn in Unicode only in a UTF-8 locale (Debian has C.UTF-8).
export LC_ALL=C.UTF-8

# new_session ARGS... — tmux new-session ARGS; tried again after a moment
# when the server was still exiting (the last session just killed: "server
# exited unexpectedly").
new_session() {
	for _try in 1 2 3 4 5; do
		$T new-session "$@" 2>"$E2E_TMP/tmux.err" && return 0
		sleep 0.5
	done
	cat "$E2E_TMP/tmux.err" >&2
	return 1
}

# start WIDTH HEIGHT ARGS... — run tengen in a new detached session, in
# $E2E_TMP, with $E2E_ENV (VAR=value ...) added to its environment.  The
# board is drawn at --scale=1 (two columns a point, as the rows these tests
# read back are written) unless E2E_SCALE says otherwise (large.sh: "").
start() {
	w=$1 h=$2
	shift 2
	new_session -d -s "$S" -x "$w" -y "$h" \
		"cd $E2E_TMP && env TERM=xterm-256color ${E2E_ENV:-} HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME XDG_CONFIG_HOME=$XDG_CONFIG_HOME XDG_DATA_HOME=$XDG_DATA_HOME $TENGEN ${E2E_SCALE---scale=1} $* 2>$E2E_TMP/stderr; echo \$? >$E2E_TMP/status; sleep 30" ||
		fail "tmux could not start a session"
	$T set-option -t "$S" status off >/dev/null
}

# start_shell — an interactive bash (job control: Ctrl-Z, fg) in a new
# 80x24 session $S, in $E2E_TMP, its prompt "$ ".
start_shell() {
	new_session -d -s "$S" -x 80 -y 24 \
		"cd $E2E_TMP && env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME PS1='$ ' HISTFILE=/dev/null bash --norc --noprofile -i" ||
		fail "tmux could not start a shell"
}

screen() { $T capture-pane -p -t "$S"; }
# The screen with its attributes as escape sequences.
screen_sgr() { $T capture-pane -e -p -t "$S"; }
# click X Y — a left click at 0-based cell (X, Y), in xterm's SGR encoding.
click() {
	$T send-keys -t "$S" -l "$(printf '\033[<0;%d;%dM' $(($1 + 1)) $(($2 + 1)))"
	$T send-keys -t "$S" -l "$(printf '\033[<0;%d;%dm' $(($1 + 1)) $(($2 + 1)))"
}
keys() { $T send-keys -t "$S" "$@"; }
text() { $T send-keys -t "$S" -l "$1"; }
# cmd TEXT — type ':TEXT' and Enter.
cmd() { keys :; text "$1"; keys Enter; }
cursor() { $T display-message -p -t "$S" '#{cursor_x},#{cursor_y}'; }

fail() {
	echo "FAIL: $E2E_NAME: $*"
	echo "---- screen ----"
	screen 2>/dev/null
	echo "----------------"
	exit 1
}
ok() { E2E_OK=$((E2E_OK + 1)); echo "ok: $*"; }

# wait_for TEXT — until the screen shows TEXT (a fixed string).
wait_for() {
	end=$(($(date +%s) + E2E_TIMEOUT))
	while ! screen | grep -qF -- "$1"; do
		[ "$(date +%s)" -ge "$end" ] && fail "timed out waiting for '$1'"
		sleep 0.05
	done
}

# wait_gone TEXT — until the screen no longer shows TEXT.
wait_gone() {
	end=$(($(date +%s) + E2E_TIMEOUT))
	while screen | grep -qF -- "$1"; do
		[ "$(date +%s)" -ge "$end" ] && fail "timed out waiting for '$1' to go"
		sleep 0.05
	done
}

# wait_cursor X,Y — until the terminal cursor is there.
wait_cursor() {
	end=$(($(date +%s) + E2E_TIMEOUT))
	while [ "$(cursor)" != "$1" ]; do
		[ "$(date +%s)" -ge "$end" ] && fail "cursor at $(cursor), expected $1"
		sleep 0.05
	done
}

# wait_exit — until tengen has exited; it must exit 0 and have written
# nothing to stderr (a sanitizer report in the debug build, say).
wait_exit() {
	end=$(($(date +%s) + E2E_TIMEOUT))
	while [ ! -s "$E2E_TMP/status" ]; do
		[ "$(date +%s)" -ge "$end" ] && fail "tengen did not exit"
		sleep 0.05
	done
	[ "$(cat "$E2E_TMP/status")" = 0 ] || fail "tengen exited with status $(cat "$E2E_TMP/status")"
	if [ -s "$E2E_TMP/stderr" ]; then
		cat "$E2E_TMP/stderr"
		fail "tengen wrote to stderr (above)"
	fi
	rm -f "$E2E_TMP/status" "$E2E_TMP/stderr"
}

# wait_status N TEXT — until tengen has exited with status N, TEXT on stderr.
wait_status() {
	end=$(($(date +%s) + E2E_TIMEOUT))
	while [ ! -s "$E2E_TMP/status" ]; do
		[ "$(date +%s)" -ge "$end" ] && fail "tengen did not exit"
		sleep 0.05
	done
	[ "$(cat "$E2E_TMP/status")" = "$1" ] || fail "exit status $(cat "$E2E_TMP/status"), expected $1"
	grep -qF -- "$2" "$E2E_TMP/stderr" || fail "stderr lacks '$2': $(cat "$E2E_TMP/stderr")"
	rm -f "$E2E_TMP/status" "$E2E_TMP/stderr"
}

# play_to_stop — in a new 9×9 game: B E5, W C3, two passes, play stopped.
play_to_stop() {
	wait_for "Black to play"
	cmd "E5"
	cmd "C3"
	wait_for "Move 2: W C3"
	keys p
	wait_for "Move 3: B pass"
	keys p
	wait_for "Play stopped: both passed"
}

# wait_killed PID — kill -9 tengen PID, until its status 137 is in.
wait_killed() {
	kill -9 "$1"
	end=$(($(date +%s) + E2E_TIMEOUT))
	until [ "$(cat "$E2E_TMP/status" 2>/dev/null)" = 137 ]; do
		[ "$(date +%s)" -ge "$end" ] && fail "tengen $1 did not die"
		sleep 0.05
	done
	rm -f "$E2E_TMP/status" "$E2E_TMP/stderr"
}

# autosave_pid FILE — the PID in an autosave's name (game-PID.sgf).
autosave_pid() {
	p=$(basename "$1" .sgf)
	echo "${p#game-}"
}

# row N — line N (from 0) of the screen.
row() { screen | sed -n "$(($1 + 1))p"; }

# The scripted analysis engine (tests/fake-analysis.sh) as a command.
FAKE_ANALYSIS="bash $(cd "${srcdir:-.}" && pwd)/tests/fake-analysis.sh"

# review_with MODE [OPTION]: session MODE, the fake analysis engine in
# MODE, D4 played on 9×9, the review open on it and the analysis asked for
# (a).
review_with() {
	S=$1
	start 80 24 --no-config ${2:-} --size 9 "--analysis='gtp:$FAKE_ANALYSIS $1'"
	wait_for "Black to play"
	cmd D4
	wait_for "Move 1"
	keys v
	wait_for "REVIEW"
	keys a
}

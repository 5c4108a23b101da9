# bytes-lib.sh — the set-up shared by the bench scripts that count the bytes
# tengen writes to a terminal (tengen in a private tmux server, under
# script(1)).  Sourced with NAME set (the script's name, for messages);
# gives TENGEN (made absolute; default src/tengen), tmp (a folder removed at
# exit), T (the tmux command of a private server, killed at exit) and
# size FILE (its bytes, 0 when missing).  Exits 77 without tmux or script.
command -v tmux >/dev/null 2>&1 || { echo "$NAME: tmux is needed"; exit 77; }
command -v script >/dev/null 2>&1 || { echo "$NAME: script(1) is needed"; exit 77; }
TENGEN=${TENGEN:-src/tengen}
TENGEN=$(cd "$(dirname "$TENGEN")" && pwd)/$(basename "$TENGEN")
tmp=$(mktemp -d)
T="tmux -L tengen-$NAME-$$ -f /dev/null"
trap '$T kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
size() { stat -c %s "$1" 2>/dev/null || echo 0; }

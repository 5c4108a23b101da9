#!/bin/sh
# config.sh — the config file ($XDG_CONFIG_HOME/tengen/config): its settings
# apply (size, rules, aids and bell off, a key bound to a command), an option given
# on the command line wins (--komi), a wrong line is shown with its file and
# line while the program starts with that setting's default, --no-config
# reads nothing, and --config=FILE reads FILE.
. "${srcdir:-.}/tests/e2e/lib.sh"

mkdir -p "$XDG_CONFIG_HOME/tengen"
cfg=$XDG_CONFIG_HOME/tengen/config
cat > "$cfg" <<'CONF'
[game]
size = 9
rules = chinese
komi = 0.5
size = 4
[screen]
aids = no
bell = no
[keys]
z = :estimate
CONF

start 80 24 --komi 7
wait_for "$cfg:5: invalid board size '4' (5 to 25)"
ok "a wrong line: the file and its line on the message line"
wait_for "Chinese rules, komi 3 1/2 stones"
row 1 | grep -q '^ 9 ' || fail "not a 9×9 board"
ok "size and rules from the file, --komi from the command line wins"
keys Enter
wait_for "Move 1: B E5"
screen | grep -q "liberties" && fail "aids = no: the aids are shown"
ok "aids = no: no liberties shown"
keys z
wait_for "Estimate (a guess)"
ok "[keys] z = :estimate runs the estimate"
keys '?' # quoted: a one-letter file would match the glob
wait_for "Your keys (the config file's [keys]; they come first)"
screen | grep -qE '^  z +:estimate$' || fail "the help does not list z = :estimate"
keys q
wait_gone "Your keys"
ok "the help lists the config file's keys"
cmd bell
wait_for "The bell rings on byo-yomi calls."
ok "bell = no: the bell starts off (:bell turns it on)"
keys q
wait_for "Quit anyway? (y/n)"
keys y
wait_status 0 "tengen: $cfg:5: invalid board size '4'"
ok "the errors are on stderr after the screen closes"

S=config-none
start 80 24 --no-config --size 13
wait_for "Japanese rules, komi 6.5"
row 1 | grep -q '^13 ' || fail "--no-config: not the 13×13 board asked for"
screen | grep -q "config:" && fail "--no-config: an error of the file is shown"
keys q
wait_exit
ok "--no-config reads nothing"

printf '[screen]\nunicode = no\n[game]\nsize = 9\n' > "$E2E_TMP/other.cfg"
S=config-other
start 80 24 --config "$E2E_TMP/other.cfg" --rules chinese
wait_for "Chinese rules, komi 3 3/4 stones"
row 1 | grep -q '^ 9 \. \. \.' || fail "--config: not the ASCII 9×9 board of the file"
keys q
wait_exit
ok "--config=FILE reads FILE (unicode = no draws ASCII)"

S=config-missing
start 80 24 --config "$E2E_TMP/none.cfg" --size 9
wait_for "$E2E_TMP/none.cfg: cannot open: No such file or directory"
keys q
wait_status 0 "none.cfg: cannot open: No such file"
ok "--config with a missing file says so and starts"

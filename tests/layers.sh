#!/bin/sh
# The layers of src/ (HACKING.md, "Layers"): each folder may use only the
# folders below it.  Two checks, both of which fail on a layer that reaches up:
#  1. includes: every #include "DIR/…" in src/LAYER names an allowed DIR, and
#     only src/ui includes curses, and only src/ui and src/plain readline;
#  2. symbols: every symbol a layer's library leaves undefined that another
#     project library defines is defined by an allowed layer (nm), so a call
#     upward is caught even where a header was dodged.
# The link order of the programs and tests (Makefile.am) enforces the same at
# build time; this test says which file and which symbol.
: "${srcdir:=.}"
top=${top_srcdir:-$srcdir}
fail=0
[ -d "$top/src/base" ] || { echo "layers: no src/ under $top (set top_srcdir)"; exit 99; }
n=0

allowed() {
	case $1 in
	base) echo "base" ;;
	rules) echo "base rules" ;;
	analysis) echo "base rules analysis" ;;
	record) echo "base rules analysis record" ;;
	engine) echo "base rules analysis record engine" ;;
	cmd) echo "base rules analysis record engine cmd" ;;
	gtp) echo "base rules analysis record gtp" ;;
	cli) echo "base rules analysis record cli" ;;
	ui) echo "base rules analysis record engine cmd ui" ;;
	plain) echo "base rules analysis record engine cmd plain" ;;
	esac
}
LAYERS="base rules analysis record engine cmd gtp cli ui plain"

# A folder of src/ that is no layer here would go unchecked.
for d in "$top"/src/*/; do
	d=${d%/}; d=${d##*/}
	case " $LAYERS " in *" $d "*) ;; *)
		echo "FAIL: src/$d is not a layer of tests/layers.sh"
		fail=$((fail + 1)) ;;
	esac
done

for layer in $LAYERS; do
	ok=$(allowed "$layer")
	for f in "$top"/src/"$layer"/*.[ch]; do
		n=$((n + 1))
		for dir in $(sed -n 's|^#include "\([a-z]*\)/.*|\1|p' "$f" | sort -u); do
			case " $ok " in *" $dir "*) ;; *)
				echo "FAIL: ${f#"$top"/} includes from src/$dir/, above its layer ($layer may use: $ok)"
				fail=$((fail + 1)) ;;
			esac
		done
		if [ "$layer" != ui ] && grep -qE '^#include <(n?curses|ncursesw/)' "$f"; then
			echo "FAIL: ${f#"$top"/} includes curses outside src/ui"
			fail=$((fail + 1))
		fi
		case $layer in ui|plain) ;; *)
			if grep -qE '^#include <readline/' "$f"; then
				echo "FAIL: ${f#"$top"/} includes readline outside src/ui and src/plain"
				fail=$((fail + 1))
			fi ;;
		esac
	done
done

# Symbols: needs the built libraries (run from the build directory).
if command -v nm >/dev/null 2>&1 && [ -f src/base/libbase.a ]; then
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/layers.XXXXXX") || exit 99
	trap 'rm -rf "$tmp"' EXIT
	for layer in $LAYERS; do
		lib=$(ls src/"$layer"/lib*.a 2>/dev/null | head -n 1)
		[ -n "$lib" ] || { echo "FAIL: no library for src/$layer"; fail=$((fail + 1)); continue; }
		nm -g --defined-only "$lib" 2>/dev/null | awk 'NF==3{print $3}' | sort -u >"$tmp/def.$layer"
		nm -g --undefined-only "$lib" 2>/dev/null | awk '{print $NF}' | sort -u >"$tmp/undef.$layer"
	done
	for layer in $LAYERS; do
		ok=$(allowed "$layer")
		for other in $LAYERS; do
			case " $ok " in *" $other "*) continue ;; esac
			comm -12 "$tmp/undef.$layer" "$tmp/def.$other" >"$tmp/up"
			while read -r sym; do
				echo "FAIL: src/$layer uses $sym from src/$other, above its layer"
				fail=$((fail + 1))
			done <"$tmp/up"
		done
	done
else
	echo "layers: libraries not built here; symbol check skipped"
fi

echo "layers: $n run, $fail failed (files of src/ checked against their layer; symbols of the 10 libraries)"
exit $fail

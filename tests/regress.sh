#!/bin/sh
# Golden tests: each folder under tests/regress/ holds report.md, maybe
# runs.jsonl, maybe args (the command line after the program name), maybe
# stdin (fed to the program; /dev/null otherwise), maybe env (VAR=value
# words set for the program), and expected: the program's stdout, its
# stderr and its exit status.
#   sh tests/regress.sh PROGRAM          check every case
#   sh tests/regress.sh PROGRAM rebuild  rewrite every expected file
# Prints one line per failing case and "regress: N passed, M failed".
layer=regress
. "$(dirname "$0")/lib.sh"
prog=$(abspath "$1")
mode=${2:-check}
root=$(cd "$(dirname "$0")" && pwd)/regress
# The program's output goes to a folder of this run's own (lib.sh's
# $tmp), so that two runs at once (make check beside make valgrind) do
# not mix it.
out=$tmp
unset NO_COLOR	# a case that wants it sets it in its env file
for dir in "$root"/*/; do
	name=$(basename "$dir")
	if [ -f "$dir/args" ]; then
		args=$(cat "$dir/args")
	elif [ -f "$dir/runs.jsonl" ]; then
		args="report.md runs.jsonl"
	else
		args="report.md"
	fi
	in=/dev/null
	[ -f "$dir/stdin" ] && in=$dir/stdin
	vars=$(cat "$dir/env" 2>/dev/null)
	got=$(cd "$dir" && {
		# shellcheck disable=SC2086
		env $vars "$prog" $args >"$out/out" 2>"$out/err" <"$in"
		rc=$?
		cat "$out/out"
		echo "--- stderr"
		cat "$out/err"
		echo "--- exit $rc"
	})
	rm -f "$out/out" "$out/err"
	if [ "$mode" = rebuild ]; then
		printf '%s\n' "$got" >"$dir/expected"
		continue
	fi
	if [ "$got" = "$(cat "$dir/expected" 2>/dev/null)" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL regress/$name ($(basename "$prog"))"
		printf '%s\n' "$got" | diff -u "$dir/expected" - | head -20
	fi
done
[ "$mode" = rebuild ] && { echo "regress: expected files rewritten"; exit 0; }
tally

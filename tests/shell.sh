#!/bin/sh
# Tests of the shell habits: "-" reads the report from standard input;
# findings go to stdout and problems to stderr, in every format; --quiet
# prints nothing and keeps the exit status; colour appears on a terminal
# (a pseudo-terminal from script(1)) and never with NO_COLOR, TERM=dumb,
# --color=never or a format other than text.  The golden cases shell-*
# under tests/regress cover the same options off a terminal.
#   sh tests/shell.sh VERIFY_REPORT TOPDIR
# Prints FAIL lines and "shell: N passed, M failed".
layer=shell
. "$(dirname "$0")/lib.sh"
vr=$(abspath "$1")
top=$2
unset NO_COLOR
cd "$top" || exit 1

mixed=tests/regress/verdict-mixed-summary
printf '{"tc":"tc1","cfg":"off","rep":1,"a":1}\n{"tc":"tc1",\n' >"$tmp/bad.jsonl"

# run NAME EXPECTED_EXIT STDOUT(empty|some) STDERR(empty|some) ARGS...
run() {
	name=$1 want=$2 out=$3 err=$4
	shift 4
	"$vr" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	got_out=empty got_err=empty
	[ -s "$tmp/out" ] && got_out=some
	[ -s "$tmp/err" ] && got_err=some
	if [ $rc -eq "$want" ] && [ $got_out = "$out" ] && [ $got_err = "$err" ]
	then ok
	else no "$name: exit $rc (want $want), stdout $got_out (want $out)," \
	    "stderr $got_err (want $err)"; head -3 "$tmp/err"; fi
}

# "-" is standard input: the same findings as from the file.
"$vr" --verbose report.md data/results.jsonl >"$tmp/a" 2>&1
"$vr" --verbose - data/results.jsonl <report.md 2>&1 |
    sed 's/^<stdin>:/report.md:/' >"$tmp/b"
if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b"; then ok
else no "report from stdin differs from the file"; diff "$tmp/a" "$tmp/b" | head -5; fi

# Results as users keep them (issue 26.5): a gzip file (by its bytes,
# not its name) gives the findings of the plain file; a file of two
# gzip members reads as their texts one after the other, its lines
# numbered through, in every message; a file cut short is refused with
# exit 2 and its name.
gzip -c data/results.jsonl >"$tmp/r.jsonl.gz"
cp "$tmp/r.jsonl.gz" "$tmp/r-noext"
"$vr" --verbose report.md data/results.jsonl >"$tmp/a" 2>&1
"$vr" --verbose report.md "$tmp/r.jsonl.gz" 2>&1 | sed "s|$tmp/r.jsonl.gz|data/results.jsonl|g" >"$tmp/b"
"$vr" --verbose report.md "$tmp/r-noext" 2>&1 | sed "s|$tmp/r-noext|data/results.jsonl|g" >"$tmp/c"
if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b" && cmp -s "$tmp/a" "$tmp/c"; then ok
else no "gzip results differ from the plain file"; diff "$tmp/a" "$tmp/b" | head -5; fi
n=$(wc -l <data/results.jsonl)
{ gzip -c data/results.jsonl; printf '{"tc":"tc1","cfg":"off","rep":1,"x":1}\n{"tc":\n' | gzip -c; } >"$tmp/two.gz"
"$vr" report.md "$tmp/two.gz" >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 2 ] && grep -q "two.gz:$((n + 1)): error: duplicate run tc1/off#1 (first at line 1)" "$tmp/err" &&
    grep -q "two.gz:$((n + 2)):" "$tmp/err"; then ok
else no "two gzip members: exit $rc, lines not numbered through"; head -3 "$tmp/err"; fi
head -c 200 "$tmp/r.jsonl.gz" >"$tmp/cut.gz"
run "gzip cut short" 2 empty some report.md "$tmp/cut.gz"
if grep -q "cut.gz: error: not valid gzip data" "$tmp/err"; then ok
else no "gzip cut short: no message naming the file"; head -3 "$tmp/err"; fi

# Findings on stdout, problems on stderr, in every format.
for fmt in text json github junit sarif; do
	run "$fmt failing" 1 some empty --format=$fmt $mixed/report.md $mixed/runs.jsonl
	run "$fmt passing" 0 some empty --format=$fmt report.md data/results.jsonl
	run "$fmt bad runs" 2 empty some --format=$fmt $mixed/report.md "$tmp/bad.jsonl"
	run "$fmt no report" 2 empty some --format=$fmt "$tmp/absent.md"
	run "$fmt -q failing" 1 empty empty -q --format=$fmt $mixed/report.md $mixed/runs.jsonl
	run "$fmt -q passing" 0 empty empty --quiet --format=$fmt report.md data/results.jsonl
	run "$fmt -q bad runs" 2 empty some -q --format=$fmt $mixed/report.md "$tmp/bad.jsonl"
done
run "usage" 2 empty some
run "unknown option" 2 empty some --frobnicate report.md
run "help" 0 some empty --help
run "version" 0 some empty --version

# The bad-runs message names the file and the line, on stderr.
"$vr" $mixed/report.md "$tmp/bad.jsonl" >/dev/null 2>"$tmp/err"
if grep -q "^$tmp/bad.jsonl:2: error: " "$tmp/err"; then ok
else no "bad runs: no FILE:LINE message on stderr"; cat "$tmp/err"; fi

# Colour on a terminal.  script(1) gives the program a pseudo-terminal
# as stdout; without it (not util-linux) these checks are skipped.
if script -qec true /dev/null </dev/null >/dev/null 2>&1; then
	esc=$(printf '\033[')
	# tty NAME WANT(colour|plain) ENV... -- ARGS...
	tty() {
		name=$1 want=$2
		shift 2
		envs=
		while [ "$1" != -- ]; do envs="$envs $1"; shift; done
		shift
		# shellcheck disable=SC2086
		env $envs script -qec "'$vr' $*" /dev/null </dev/null >"$tmp/tty" 2>&1
		got=plain
		grep -qF "$esc" "$tmp/tty" && got=colour
		if [ $got = "$want" ]; then ok
		else no "on a terminal, $name: $got, want $want"; head -3 "$tmp/tty"; fi
	}
	tty "default" colour TERM=xterm -- --verbose $mixed/report.md $mixed/runs.jsonl
	tty "--color=auto" colour TERM=xterm -- --color=auto $mixed/report.md $mixed/runs.jsonl
	tty "NO_COLOR=1" plain TERM=xterm NO_COLOR=1 -- --verbose $mixed/report.md $mixed/runs.jsonl
	tty "NO_COLOR=1 --color=always" plain TERM=xterm NO_COLOR=1 -- --color=always $mixed/report.md $mixed/runs.jsonl
	tty "TERM=dumb" plain TERM=dumb -- --verbose $mixed/report.md $mixed/runs.jsonl
	tty "--color=never" plain TERM=xterm -- --color=never $mixed/report.md $mixed/runs.jsonl
	for fmt in json github junit sarif; do
		tty "--format=$fmt" plain TERM=xterm -- --format=$fmt $mixed/report.md $mixed/runs.jsonl
	done
	# Only the verdict word is coloured; the rest of the line is as ever.
	env TERM=xterm script -qec "'$vr' --verbose $mixed/report.md $mixed/runs.jsonl" \
	    /dev/null </dev/null | tr -d '\r' |
	    sed 's/\x1b\[[0-9;]*m//g' >"$tmp/stripped"
	"$vr" --verbose $mixed/report.md $mixed/runs.jsonl >"$tmp/plain"
	if cmp -s "$tmp/stripped" "$tmp/plain"; then ok
	else no "coloured output differs from plain beyond the colour codes"
		diff "$tmp/plain" "$tmp/stripped" | head -5; fi
	# A load that takes less than a second shows no progress line, even
	# with stderr on a terminal.  (The line itself needs a load of over a
	# second, hundreds of MB: tests/unit/progress_test.c checks the
	# loader's callback instead.)
	script -qec "'$vr' report.md data/results.jsonl" /dev/null \
	    </dev/null >"$tmp/tty" 2>&1
	if grep -q 'loading' "$tmp/tty"; then
		no "a short load printed a progress line"; head -3 "$tmp/tty"
	else ok; fi
else
	echo "shell: script(1) not available; terminal checks skipped"
fi

tally

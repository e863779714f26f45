#!/bin/sh
# Tests of the CI output formats beyond their golden cases: on the running
# example, an edited copy of it and a report whose path holds every
# character the formats must escape, the JUnit XML validates against
# tests/junit.xsd, the SARIF has what code scanning requires, the GitHub
# commands stay one line each, and all three say what --format=json says
# (tests/formats.py compares them claim by claim).
#   sh tests/formats.sh VERIFY_REPORT TOPDIR
# Prints FAIL lines and "formats: N passed, M failed".
layer=formats
. "$(dirname "$0")/lib.sh"
vr=$(abspath "$1")
top=$2
cd "$top" || exit 1

# The inputs: the example (every claim ok), the example with one claim
# made wrong and one flipped, and a mixed report at a hostile path: a
# newline, "," ":" "%" (GitHub properties), "<&\"" (XML), a control
# character (not allowed in XML 1.0 at all) and a byte that is not UTF-8.
cp report.md "$tmp/example.md"
sed -e 's/\[+13%\](ev:tc1/[+31%](ev:tc1/' \
    -e 's/\[−71%\](ev:tc1/[+71%](ev:tc1/' report.md >"$tmp/edited.md"
odd=$(printf 'odd\n,:%%<&"\001\377.md')
cp tests/regress/verdict-mixed-summary/report.md "$tmp/$odd"
runs_odd=tests/regress/verdict-mixed-summary/runs.jsonl

# check NAME REPORT RUNS [--strict]: every format of one input.
check() {
	name=$1 rep=$2 runs=$3
	shift 3
	"$vr" "$@" --format=json "$rep" "$runs" >"$tmp/json" 2>"$tmp/err"
	rcj=$?
	# The options as tests/formats.py reads them.
	opts=
	for a in "$@"; do
		case $a in
		--strict) opts="$opts strict" ;;
		--noise=*) opts="$opts noise=${a#--noise=}" ;;
		esac
	done
	for fmt in junit sarif github; do
		"$vr" "$@" --format=$fmt "$rep" "$runs" >"$tmp/out" 2>>"$tmp/err"
		rc=$?
		if [ $rc -ne $rcj ] || [ $rc -eq 2 ]; then
			no "$name $fmt: exit $rc, json exit $rcj"; cat "$tmp/err"
			continue
		fi
		if [ $fmt = junit ]; then
			if xmllint --noout --schema tests/junit.xsd "$tmp/out" \
			    >"$tmp/lint" 2>&1; then ok
			else no "$name junit: not valid against tests/junit.xsd"
				head -5 "$tmp/lint"; fi
		fi
		# shellcheck disable=SC2086
		if python3 tests/formats.py $fmt "$tmp/out" "$tmp/json" "$rep" \
		    $opts >"$tmp/py" 2>&1; then ok
		else no "$name $fmt: $(tail -3 "$tmp/py")"; fi
	done
	[ -s "$tmp/err" ] && { no "$name: wrote to stderr"; cat "$tmp/err"; }
}

check example "$tmp/example.md" data/results.jsonl
check edited "$tmp/edited.md" data/results.jsonl
check edited-strict "$tmp/edited.md" data/results.jsonl --strict
check odd-path "$tmp/$odd" "$runs_odd"
check odd-path-strict "$tmp/$odd" "$runs_odd" --strict
# The support of each comparison (docs/noise.md): warned about by
# default (above), failing, hidden, and with the signs by rep.
check example-noise-fail "$tmp/example.md" data/results.jsonl --noise=fail
check edited-noise-off "$tmp/edited.md" data/results.jsonl --noise=off
check odd-path-noise-fail "$tmp/$odd" "$runs_odd" --noise=fail --paired
check noise-cases tests/regress/noise-warn/report.md \
    tests/regress/noise-warn/runs.jsonl --noise=fail --strict

# The edited example really has failing claims, so the checks above saw
# failures and not only passes.
n=$("$vr" --format=sarif "$tmp/edited.md" data/results.jsonl |
    grep -c '"ruleId":"\(near\|wrong\|flipped\|error\)"')
if [ "$n" -eq 2 ]; then ok; else no "edited example: $n SARIF results, not 2"; fi

# The JUnit XML of the odd path is well-formed for xmllint's parser as
# well as Python's, with the control byte and the bad byte replaced.
"$vr" --format=junit "$tmp/$odd" "$runs_odd" >"$tmp/odd.xml"
if xmllint --noout "$tmp/odd.xml" 2>/dev/null &&
    grep -q 'odd&#10;,:%&lt;&amp;&quot;��\.md' "$tmp/odd.xml"; then ok
else no "odd path: JUnit XML not well-formed or path not escaped"
	head -5 "$tmp/odd.xml"; fi

# --min-coverage in every format, at its boundaries, and its bad values
# (tests/min_coverage.py; issue 23).
if python3 tests/min_coverage.py "$vr" . >"$tmp/cov" 2>&1; then ok
else no "min-coverage: $(grep -c FAIL "$tmp/cov") failures"
	head -10 "$tmp/cov"; fi

# A JUnit file goes to a file the usual way, and a write error is exit 2.
if [ -w /dev/full ]; then
	"$vr" --format=junit report.md data/results.jsonl >/dev/full 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 2 ] && grep -q 'error writing' "$tmp/err"; then ok
	else no "junit to /dev/full: exit $rc"; cat "$tmp/err"; fi
fi

tally

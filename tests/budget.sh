#!/bin/sh
# Claims with no place (issue 25.6): past the source map's budget a
# number whose place cannot be known exactly has none, and every output
# shows it so (docs/output.md, "No place").  Runs the budget builds
# (Makefile: build/budget/), whose budget a report of 1 KB spends, and
# a block's own budget a paragraph of 600 bytes; two claims "5" and two
# unbound "42" in one sentence at its end cannot be told apart there.  Ends with "budget: N passed, M failed".
#     sh tests/budget.sh VERIFY-REPORT REPORT-SITE
here=$(cd "$(dirname "$0")" && pwd)
abs() { case $1 in /*) echo "$1" ;; *) echo "$(pwd)/$1" ;; esac; }
vr=$(abs "$1") rs=$(abs "$2")
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
no() { fail=$((fail + 1)); echo "FAIL budget: $1"; }
has() { if grep -q -e "$2" "$t/out"; then ok; else no "$1"; head -5 "$t/out"; fi; }
hasnt() { if grep -q -e "$2" "$t/out"; then no "$1"; head -5 "$t/out"; else ok; fi; }

cd "$t" || exit 1
{
	echo "# Results"
	echo
	i=0
	while [ $i -lt 12 ]; do
		echo "steady pages under load took median latency with memory reclaim runs and faster pages $i."
		echo
		i=$((i + 1))
	done
	# One paragraph longer than a block's own budget there (300 bytes).
	i=0
	while [ $i -lt 8 ]; do
		echo "steady pages under load took median latency with memory reclaim runs"
		i=$((i + 1))
	done
	echo "The median was [5](ev:tc1/a/x) and then [5](ev:tc1/b/x) with *42* and *42* again."
} >report.md
printf '%s\n' '{"tc":"tc1","cfg":"a","rep":1,"x":5}' \
    '{"tc":"tc1","cfg":"b","rep":1,"x":7}' >data.jsonl

"$vr" report.md data.jsonl >out 2>&1
has "text: a wrong claim with no place is 'FILE: wrong:'" '^report.md: wrong: wrote 5'
"$vr" --unbound report.md data.jsonl >out 2>&1
has "text: an unbound number with no place" '^report.md: unbound: 42$'
has "text: a placed unbound number keeps its place" '^report.md:3:87: unbound: 0$'
"$vr" --format=json report.md data.jsonl >json 2>&1
python3 - json <<'PY' >out 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
nones = [c for c in d["claims"] + d["unbound"] if c["line"] is None]
ok = all(c["col"] is None and c["byte"] is None for c in nones)
print("nones %d %s" % (len(nones), "ok" if ok else "partial"))
PY
has "json: line, col and byte null for the 2 claims and 2 numbers" '^nones 4 ok$'
"$vr" --format=github report.md data.jsonl >out 2>&1
has "github: a file-level annotation" '^::error file=report.md,title=wrong%3A 5::'
hasnt "github: no line=0" 'line=0'
"$vr" --format=sarif report.md data.jsonl >out 2>&1
has "sarif: a result without a region" '"artifactLocation":{"uri":"report.md"}}}]'
hasnt "sarif: no startLine 0" '"startLine":0'
"$vr" --format=junit report.md data.jsonl >out 2>&1
has "junit: the testcase named by its text" '<testcase name="5" classname'
has "junit: the diagnostic without :LINE:COL" '>report.md: wrong: wrote 5'
"$vr" --dump=claims report.md >out 2>&1
has "dump: (no place)" 'report.md: (no place) '
# --fix never writes at no place, even where the data would fit.
printf '%s\n' '{"tc":"tc2","cfg":"a","rep":1,"y":42}' >>data.jsonl
"$vr" --fix report.md data.jsonl >out 2>&1
if cmp -s report.md report.bound.md || [ ! -f report.bound.md ]; then ok; else
	no "--fix wrote at no place"; diff report.md report.bound.md | head -5; fi
"$vr" --export=text report.md 2>&1 | tr '\n' ' ' | tr -s ' ' >out
has "--export=text keeps the sentence" 'The median was 5 and then 5 with 42 and 42 again.'
"$rs" --templates "$here/../templates" --assets "$here/../assets" -o site \
    report.md data.jsonl >out 2>&1 || no "report-site failed"
cp site/index.html out 2>/dev/null
has "site: the evidence says the place is not known" 'place not known'
has "site: the checker's claim has a null line" '"5",null,null,"tc1/b/x"'
echo "budget: $pass passed, $fail failed"
[ "$fail" -eq 0 ]

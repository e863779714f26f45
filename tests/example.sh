#!/bin/sh
# Tests on the running example (report.md, data/results.jsonl):
#   sh tests/example.sh PROGRAM TOPDIR
# Prints FAIL lines and "example: N passed, M failed".
layer=example
. "$(dirname "$0")/lib.sh"
vr=$1 top=$2

cd "$top" || exit 1

# The example verifies cleanly.
"$vr" report.md data/results.jsonl >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q ' 0 wrong, 0 flipped, 0 error;' "$tmp/out"; then ok
else no "report.md does not verify (exit $rc)"; tail -5 "$tmp/out"; fi

# The generator reproduces the committed data byte for byte.
if python3 data/gen_results.py >"$tmp/gen.jsonl" 2>"$tmp/gen.err" &&
    cmp -s "$tmp/gen.jsonl" data/results.jsonl; then ok
else no "data/gen_results.py does not reproduce data/results.jsonl"; fi

# The data holds the 48 runs the report describes.
n=$(grep -c . data/results.jsonl)
if [ "$n" -eq 48 ]; then ok; else no "data has $n runs, not 48"; fi

# Editing one number makes exactly that claim fail, with exit 1.
line=$(grep -n '\[+13%\](ev:tc1/on~off/cg_pgsteal)' report.md | head -1 | cut -d: -f1)
if [ -z "$line" ]; then no "report.md lost the claim [+13%](ev:tc1/on~off/cg_pgsteal)"
else
	sed "${line}s/\[+13%\](ev:tc1/[+31%](ev:tc1/" report.md >"$tmp/r.md"
	"$vr" "$tmp/r.md" data/results.jsonl >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 1 ] && grep -q "^$tmp/r.md:$line:[0-9]*: wrong: wrote +31%, data gives +13.2%" "$tmp/out" &&
	    grep -q ' 1 wrong, 0 flipped, 0 error;' "$tmp/out"; then ok
	else no "edited +13% -> +31%: exit $rc"; cat "$tmp/out"; fi

	sed "${line}s/\[+13%\](ev:tc1/[−13%](ev:tc1/" report.md >"$tmp/r.md"
	"$vr" "$tmp/r.md" data/results.jsonl >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 1 ] && grep -q ": flipped: wrote −13%, data gives +13.2%" "$tmp/out"; then ok
	else no "edited +13% -> −13%: exit $rc"; cat "$tmp/out"; fi
fi

# CRLF line endings and a BOM in the runs change nothing.
{ printf '\357\273\277'; sed 's/$/\r/' data/results.jsonl; } >"$tmp/crlf.jsonl"
"$vr" --format=json report.md data/results.jsonl | sed 's/"results":"[^"]*","results_files":\["[^"]*"\]/"results":""/' >"$tmp/a"
"$vr" --format=json report.md "$tmp/crlf.jsonl" | sed 's/"results":"[^"]*","results_files":\["[^"]*"\]/"results":""/' >"$tmp/b"
if cmp -s "$tmp/a" "$tmp/b"; then ok; else no "CRLF+BOM runs verify differently"; fi

# The JSON output is one valid document whose claims add up.
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
s = d["summary"]
assert len(d["claims"]) == s["claims"] > 0
assert sum(s[k] for k in ("ok", "near", "wrong", "flipped", "error")) == s["claims"]
for c in d["claims"]:
    assert c["line"] >= 1 and c["col"] >= 1 and c["verdict"] == "ok", c
' "$tmp/a"; then ok; else no "JSON output malformed or not all ok"; fi

# --fix writes REPORT.bound.md beside the report, never over it, and
# what it bound verifies.
cp tests/regress/suggest-basic/report.md tests/regress/suggest-basic/runs.jsonl "$tmp/"
sum=$(sha256sum "$tmp/report.md")
"$vr" --fix "$tmp/report.md" "$tmp/runs.jsonl" >/dev/null 2>"$tmp/err"
if [ "$(sha256sum "$tmp/report.md")" = "$sum" ] && [ -f "$tmp/report.bound.md" ] &&
    grep -q "bound 3 numbers, left 2 unbound" "$tmp/err" &&
    "$vr" "$tmp/report.bound.md" "$tmp/runs.jsonl" | grep -q '^3 claims: 3 ok,'; then ok
else no "--fix"; cat "$tmp/err"; fi

tally

#!/bin/sh
# Write failures, injected: report-site runs with an LD_PRELOAD shim
# (tests/inject/inject_errors.c) that fails its k-th open, write, fsync,
# mkdir, mkdtemp or rename, for every k the build makes, and then with
# a signal raised there instead.  Each time the previous site must be
# intact (or, when the build still succeeded, the new one complete),
# and no temporary folder or file may remain.
#   sh tests/inject.sh REPORT_SITE SHIM TOPDIR
# Prints FAIL lines and "inject: N passed, M failed".
layer=inject
. "$(dirname "$0")/lib.sh"
rs=$(abspath "$1")
shim=$(abspath "$2")
top=$3
cd "$top" || exit 1

debris() { ls -d "$tmp"/out/site.tmp.* "$tmp"/out/medians.md.tmp.* 2>/dev/null; }

# The old site (from a short report) and the new one (the example's
# report over the runs of one test case: every kind of file the site
# has, without a data script for each of hundreds of metrics).
mkdir "$tmp/out"
grep '"tc":"tc2"' data/results.jsonl >"$tmp/runs.jsonl"
printf '# Old\n\n[1](ev:=1)\n' >"$tmp/old.md"
"$rs" -o "$tmp/old" "$tmp/old.md" "$tmp/runs.jsonl" >/dev/null 2>&1 ||
    no "the old site does not build"
"$rs" -o "$tmp/new" report.md "$tmp/runs.jsonl" >/dev/null 2>&1 ||
    no "the new site does not build"
old=$(sums "$tmp/old")
new=$(sums "$tmp/new")

# How many counted calls a build makes.
rm -rf "$tmp/out/site"
cp -r "$tmp/old" "$tmp/out/site"
LD_PRELOAD=$shim INJECT_LOG="$tmp/log" "$rs" -o "$tmp/out/site" \
    --analysis "$tmp/out/medians.md" report.md "$tmp/runs.jsonl" \
    >/dev/null 2>&1
n=$(wc -l <"$tmp/log" | tr -d ' ')
runs=$tmp/runs.jsonl
if [ "$n" -gt 20 ] && [ "$(sums "$tmp/out/site")" = "$new" ]; then ok
else no "the counting build made $n calls or a wrong site"; fi

# fail K [SIGNAL]: the K-th call fails (or raises SIGNAL).
fail_at() {
	k=$1 sig=${2:-}
	rm -rf "$tmp/out/site" "$tmp/out/medians.md"
	cp -r "$tmp/old" "$tmp/out/site"
	LD_PRELOAD=$shim INJECT_AT=$k INJECT_SIGNAL=$sig "$rs" \
	    -o "$tmp/out/site" --analysis "$tmp/out/medians.md" \
	    report.md "$runs" >"$tmp/stdout" 2>"$tmp/stderr"
	rc=$?
	got=$(sums "$tmp/out/site")
	what=$(sed -n "${k}p" "$tmp/log")
	if [ -n "$(debris)" ]; then
		no "call $what${sig:+ (signal $sig)}: left $(debris)"
	# The median table beside the site is written once nothing but the
	# swap can fail: a build that keeps the old site leaves none.
	elif [ "$got" = "$old" ] && [ -e "$tmp/out/medians.md" ] &&
	    [ "$(echo "$what" | cut -d' ' -f2)" != renameat2 ]; then
		no "call $what${sig:+ (signal $sig)}: the old site stays, but" \
		    "the median table beside it was written"
	elif [ -z "$sig" ] && [ "$rc" -eq 2 ] && [ "$got" = "$old" ] &&
	    grep -q 'no site written' "$tmp/stderr"; then ok
	elif [ -n "$sig" ] && [ "$rc" -ne 0 ] && [ "$got" = "$old" ]; then ok
	elif [ "$rc" -ne 2 ] && [ "$got" = "$new" ]; then ok
	else
		no "call $what${sig:+ (signal $sig)}: exit $rc, the site is" \
		    "$([ "$got" = "$old" ] && echo old || echo broken)"
		head -3 "$tmp/stderr"
	fi
}

# Every call near the start and the end of the build (folders, the
# first files, the swap, the median table) and every 7th in between:
# the site writes a data script per test case and metric, and a build
# per call would make this test minutes long.
k=1
while [ "$k" -le "$n" ]; do
	fail_at "$k"
	if [ "$k" -ge 40 ] && [ "$k" -lt $((n - 40)) ]; then
		k=$((k + 7))
	else
		k=$((k + 1))
	fi
done
# A signal at every fourth call: the build blocks it, cleans up and
# only then dies (15 = SIGTERM, 2 = SIGINT).
k=1
while [ "$k" -le "$n" ]; do
	fail_at "$k" 15
	k=$((k + 13))
done
fail_at 3 2

# A signal the process ignores (nohup's SIGHUP, a background job's
# SIGINT) ends nothing: it stays pending while blocked, and the build
# must not take it for an interruption.
k=$(awk '$2 == "mkdir" && $3 ~ /\/assets$/ { print $1; exit }' "$tmp/log")
rm -rf "$tmp/out/site" "$tmp/out/medians.md"
cp -r "$tmp/old" "$tmp/out/site"
(trap '' HUP; LD_PRELOAD=$shim INJECT_AT=${k:-1} INJECT_SIGNAL=1 "$rs" \
    -o "$tmp/out/site" --analysis "$tmp/out/medians.md" report.md "$runs" \
    >"$tmp/stdout" 2>"$tmp/stderr")
rc=$?
if [ -n "$k" ] && [ $rc -eq 0 ] && [ "$(sums "$tmp/out/site")" = "$new" ] &&
    [ -s "$tmp/out/medians.md" ]; then ok
else no "an ignored SIGHUP at call ${k:-?} failed the build (exit $rc)"
	head -3 "$tmp/stderr"; fi

# A results file over 5 MB is copied in parts by a thread of its own,
# while the runs are loaded: a failure there, whichever call of either
# thread it hits, fails the build as cleanly.
python3 - "$tmp/runs.jsonl" "$tmp/big.jsonl" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
with open(sys.argv[2], "w") as f:
    for i in range(2600):
        for l in lines:
            r = json.loads(l)
            r["rep"] += 1000 * i
            f.write(json.dumps(r) + "\n")
PY
"$rs" -o "$tmp/newbig" report.md "$tmp/big.jsonl" >/dev/null 2>&1 ||
    no "the site of a large results file does not build"
new=$(sums "$tmp/newbig")
runs=$tmp/big.jsonl
rm -f "$tmp/log"
rm -rf "$tmp/out/site"
cp -r "$tmp/old" "$tmp/out/site"
LD_PRELOAD=$shim INJECT_LOG="$tmp/log" "$rs" -o "$tmp/out/site" \
    --analysis "$tmp/out/medians.md" report.md "$runs" >/dev/null 2>&1
n=$(wc -l <"$tmp/log" | tr -d ' ')
if grep -q 'results-003.jsonl' "$tmp/log" && [ "$(sums "$tmp/out/site")" = "$new" ]
then ok; else no "the counting build of parts made $n calls or a wrong site"; fi
k=1
while [ "$k" -le "$n" ]; do
	fail_at "$k"
	k=$((k + 5))
done
k=2
while [ "$k" -le "$n" ]; do
	fail_at "$k" 15
	k=$((k + 17))
done
runs=$tmp/runs.jsonl

# An output folder that is a symbolic link is refused.
ln -s "$tmp/old" "$tmp/out/link"
"$rs" -o "$tmp/out/link" report.md data/results.jsonl >/dev/null 2>"$tmp/stderr"
if [ $? -eq 2 ] && grep -q 'symbolic link' "$tmp/stderr" &&
    [ "$(sums "$tmp/old")" = "$old" ]; then ok
else no "an output folder that is a symbolic link was not refused"; fi

# A symbolic link planted in the old site is removed, not followed.
rm -rf "$tmp/out/site"
cp -r "$tmp/old" "$tmp/out/site"
mkdir "$tmp/victim"
echo keep >"$tmp/victim/file"
ln -s "$tmp/victim" "$tmp/out/site/charts-link"
"$rs" -o "$tmp/out/site" report.md data/results.jsonl >/dev/null 2>&1
if [ -f "$tmp/victim/file" ] && [ ! -e "$tmp/out/site/charts-link" ]; then ok
else no "removing the old site followed a symbolic link"; fi

# An output folder that is, holds or lies inside an input is refused.
mkdir -p "$tmp/in/assets" "$tmp/in/templates"
cp assets/* "$tmp/in/assets/"
cp templates/* "$tmp/in/templates/"
cp report.md data/results.jsonl "$tmp/in/"
for o in . assets assets/site templates report.md ..; do
	(cd "$tmp/in" && "$rs" -o "$o" --assets assets --templates templates \
	    report.md results.jsonl >/dev/null 2>"$tmp/stderr")
	if [ $? -eq 2 ] && grep -q 'must not be, hold or lie inside' "$tmp/stderr"
	then ok; else no "output folder '$o' overlapping an input was accepted"; fi
done
if [ -z "$(ls -d "$tmp"/in/*.tmp.* "$tmp"/*.tmp.* 2>/dev/null)" ]; then ok
else no "a refused build left a temporary folder"; fi

# Inputs may be symbolic links, as when they were read, but a FIFO among
# the assets is refused rather than waited on.
ln -s "$(pwd)/data/results.jsonl" "$tmp/latest.jsonl"
if "$rs" -o "$tmp/out/linked" report.md "$tmp/latest.jsonl" >/dev/null 2>&1 &&
    cmp -s "$tmp/out/linked/data/results.jsonl" data/results.jsonl; then ok
else no "a results file given as a symbolic link is not copied"; fi
mkdir "$tmp/fifo-assets"
cp assets/* "$tmp/fifo-assets/"
mkfifo "$tmp/fifo-assets/zz.css"
timeout 20 "$rs" -o "$tmp/out/fifo" --assets "$tmp/fifo-assets" report.md \
    data/results.jsonl >/dev/null 2>"$tmp/stderr"
if [ $? -eq 2 ] && grep -q 'not a regular file' "$tmp/stderr"; then ok
else no "a FIFO among the assets was not refused"; fi

tally

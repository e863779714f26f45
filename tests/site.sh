#!/bin/sh
# Tests of the site generator: deterministic output, atomic writes, the
# median table, safe rendering of hostile markdown.
#   sh tests/site.sh REPORT_SITE VERIFY_REPORT TOPDIR
# Prints FAIL lines and "site: N passed, M failed".
layer=site
. "$(dirname "$0")/lib.sh"
rs=$(abspath "$1")
vr=$(abspath "$2")
top=$3
cd "$top" || exit 1

# Two builds from the same inputs are byte-identical.
"$rs" -o "$tmp/a" --analysis "$tmp/a.md" report.md data/results.jsonl >/dev/null 2>"$tmp/err"
rc1=$?
"$rs" -o "$tmp/b" report.md data/results.jsonl >/dev/null 2>>"$tmp/err"
rc2=$?
if [ $rc1 -eq 0 ] && [ $rc2 -eq 0 ] && diff -r "$tmp/a" "$tmp/b" >/dev/null; then ok
else no "two builds differ or failed ($rc1, $rc2)"; cat "$tmp/err"; fi

# The site holds what the issue lists.
for f in index.html analysis.html data/results.jsonl data/analysis_full.md \
    assets/style.css assets/checker.js charts/tc1.svg; do
	if [ -s "$tmp/a/$f" ]; then ok; else no "site lacks $f"; fi
done
if cmp -s "$tmp/a/data/results.jsonl" data/results.jsonl; then ok
else no "site/data/results.jsonl is not the raw file"; fi

# docs/site.md's table of files is the site's: every file the site has
# is listed there, and every listed file but the parts of large inputs
# and a test case's own scripts (the example's are all packed) is in
# the site, and the checker's names, which only a large site has
# outside its page.
python3 - docs/site.md "$tmp/a" <<'PY' >"$tmp/out" 2>&1
import os, re, sys
doc, site = open(sys.argv[1]).read(), sys.argv[2]
table = doc[doc.index("| file | what |"):]
table = table[:table.index("\n\n")]
names = set()
for row in table.split("\n")[2:]:
    names.update(n for n in re.findall(r"`([^`]+)`", row.split("|")[1])
                 if re.match(r"(index|analysis)\.html$|\.report-site$|(charts|assets|data)/", n))
def rx(n):
    n = re.escape(n).replace("STEM", "[^/.]+").replace("/N", "/[0-9]+")
    return re.compile(re.sub(r"00[0-9]", "[0-9]{3}", n) + "$")
pats = {n: rx(n) for n in names}
files = [os.path.relpath(os.path.join(d, f), site)
         for d, _, fs in os.walk(site) for f in fs]
bad = [f for f in files if not any(p.match(f) for p in pats.values())]
unseen = [n for n, p in pats.items() if not any(p.match(f) for f in files)
          and not re.search(r"-00[0-9]|\.1\.js|^data/runs/STEM|^data/names/", n)]
print("undocumented:", bad, "documented, absent:", unseen)
sys.exit(1 if bad or unseen or len(names) < 8 else 0)
PY
if [ $? -eq 0 ]; then ok; else no "docs/site.md does not list the site's files"; cat "$tmp/out"; fi

# Gzip results (issue 26.5): the site is the plain file's but for the
# copy, data/results.jsonl.gz byte for byte, and the links to it.
gzip -c data/results.jsonl >"$tmp/r.jsonl.gz"
"$rs" -o "$tmp/gz" report.md "$tmp/r.jsonl.gz" >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && cmp -s "$tmp/gz/data/results.jsonl.gz" "$tmp/r.jsonl.gz" &&
    [ ! -e "$tmp/gz/data/results.jsonl" ] &&
    diff -r -x 'results.jsonl*' -I 'results\.jsonl' "$tmp/a" "$tmp/gz" >/dev/null &&
    grep -q 'href="data/results.jsonl.gz">results.jsonl.gz</a>' "$tmp/gz/index.html"; then ok
else no "a site from gzip results (exit $rc)"; head -3 "$tmp/err"; fi

# No file of the site is over 5 MB (a static host's limit, a page's).
big=$(find "$tmp/a" -type f -size +5000000c)
if [ -z "$big" ]; then ok; else no "files over 5 MB: $big"; fi

# Nor at 20,000 runs shaped like a benchmark's (bench/gen.c): the runs
# are too many for the page's tables, which make way for a sentence.
if cc -O2 -std=c11 -o "$tmp/gen" bench/gen.c -lm 2>"$tmp/err" &&
    "$tmp/gen" 20000 "$tmp/g.jsonl" "$tmp/g.md" "$tmp/g.txt" >/dev/null 2>&1 &&
    "$rs" -o "$tmp/g" "$tmp/g.md" "$tmp/g.jsonl" >"$tmp/out" 2>&1; then
	big=$(find "$tmp/g" -type f -size +5000000c)
	if [ -z "$big" ] && grep -q 'too many to show' "$tmp/g/index.html"; then ok
	else no "20,000 runs: files over 5 MB: $big"; fi
else no "20,000 runs: the site failed"; cat "$tmp/err" "$tmp/out"; fi
rm -rf "$tmp/g" "$tmp/g.jsonl"

# Nor with long metadata in a test case small enough to carry it: the
# checker's script for it leaves the metadata in the results instead.
python3 -c '
for i in range(2000):
    print("{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":%d,\"m\":1,\"note\":\"%s\"}"
          % (i + 1, "x" * 3000))' >"$tmp/meta.jsonl"
printf '[1](ev:t/a/m)\n' >"$tmp/meta.md"
if "$rs" -o "$tmp/m" "$tmp/meta.md" "$tmp/meta.jsonl" >"$tmp/out" 2>&1 &&
    [ -z "$(find "$tmp/m" -type f -size +5000000c)" ] &&
    grep -q '"meta":null' "$tmp/m/data/runs/t.js"; then ok
else no "long metadata: a file over 5 MB"; find "$tmp/m" -size +5000000c; fi
rm -rf "$tmp/m" "$tmp/meta.jsonl"

# A results file over 5 MB is copied as parts cut at newlines: together
# the file byte for byte, each as many whole lines as fit in 5 MB, a
# line longer than that a part of its own.
python3 - data/results.jsonl "$tmp/big.jsonl" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
with open(sys.argv[2], "w") as f:
    for i in range(240):
        for k, l in enumerate(lines):
            r = json.loads(l)
            r["rep"] += 1000 * i
            if i == 100 and k == 0:
                r["note"] = "x" * 5200000
            f.write(json.dumps(r) + "\n")
PY
if "$rs" -o "$tmp/big" report.md "$tmp/big.jsonl" >"$tmp/out" 2>&1 &&
    python3 - "$tmp/big/data" "$tmp/big.jsonl" <<'PY'
import os, sys
d, src = sys.argv[1], open(sys.argv[2], "rb").read()
names = sorted(n for n in os.listdir(d) if n.startswith("results-"))
parts = [open(os.path.join(d, n), "rb").read() for n in names]
assert names[0] == "results-001.jsonl" and len(parts) > 3, names
assert b"".join(parts) == src, "the parts are not the file"
for i, p in enumerate(parts):
    assert p.endswith(b"\n"), names[i]
    lines = p.count(b"\n")
    assert len(p) <= 5000000 or lines == 1, (names[i], len(p))
    if i + 1 < len(parts):
        first = parts[i + 1].split(b"\n")[0] + b"\n"
        assert len(p) + len(first) > 5000000, ("not full", names[i])
PY
then ok; else no "a results file over 5 MB was not cut into parts"; cat "$tmp/out"; fi
# The page's link to the runs goes to the first part, which is there.
if grep -q 'href="data/results-001.jsonl"' "$tmp/big/index.html" &&
    [ -s "$tmp/big/data/results-001.jsonl" ]; then ok
else no "the nav link to the results misses its first part"; fi

# Every chart is well-formed SVG with a title and a description.
for svg in "$tmp"/a/charts/*.svg; do
	if xmllint --noout "$svg" 2>/dev/null && grep -q '<title' "$svg" &&
	    grep -q '<desc' "$svg" && grep -q 'viewBox=' "$svg"; then ok
	else no "$(basename "$svg") is not valid SVG with title, desc, viewBox"; fi
done

# The committed median table is the generated one, and it verifies.
if cmp -s "$tmp/a.md" data/analysis_full.md; then ok
else no "data/analysis_full.md is stale: run make site"; fi
if "$vr" data/analysis_full.md data/results.jsonl >"$tmp/out" 2>&1; then ok
else no "data/analysis_full.md does not verify"; tail -3 "$tmp/out"; fi

# A failing build leaves the previous site untouched and no debris.
cp -r "$tmp/a" "$tmp/keep"
before=$(sums "$tmp/a")
mkdir "$tmp/assets"
cp assets/* "$tmp/assets/"
ln -s "$tmp/nowhere" "$tmp/assets/zz-missing.css"	# copied last: fails midway
"$rs" -o "$tmp/a" --assets "$tmp/assets" report.md data/results.jsonl >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && [ "$(sums "$tmp/a")" = "$before" ] &&
    [ -z "$(ls -d "$tmp"/a.tmp.* 2>/dev/null)" ] &&
    grep -q 'zz-missing.css' "$tmp/out"; then ok
else no "a build failing midway changed the site or left debris (exit $rc)"; cat "$tmp/out"; fi
"$rs" -o "$tmp/a" --templates "$tmp/none" report.md data/results.jsonl >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && [ "$(sums "$tmp/a")" = "$before" ]; then ok
else no "a build without templates changed the site (exit $rc)"; fi
printf '{"tc":"tc1","cfg":"on","rep":1,\n' >"$tmp/bad.jsonl"
"$rs" -o "$tmp/a" report.md "$tmp/bad.jsonl" >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && [ "$(sums "$tmp/a")" = "$before" ] &&
    grep -q "bad.jsonl:1: error" "$tmp/out"; then ok
else no "bad runs: exit $rc, or the site changed"; cat "$tmp/out"; fi

# Several results files (issue 26.5): one copy each under
# data/results/, each linked by its own name; the site is the one file's
# but for the copies and the links.
head -n 20 data/results.jsonl >"$tmp/m1.jsonl"
tail -n +21 data/results.jsonl | gzip -c >"$tmp/m2.jsonl.gz"
"$rs" -o "$tmp/two" report.md "$tmp/m1.jsonl" "$tmp/m2.jsonl.gz" >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && cmp -s "$tmp/two/data/results/m1.jsonl" "$tmp/m1.jsonl" &&
    cmp -s "$tmp/two/data/results/m2.jsonl.gz" "$tmp/m2.jsonl.gz" &&
    [ ! -e "$tmp/two/data/results.jsonl" ] &&
    grep -q 'href="data/results/m1.jsonl">m1.jsonl</a><a href="data/results/m2.jsonl.gz">m2.jsonl.gz</a>' "$tmp/two/index.html" &&
    diff -r -x 'results*' -I 'results\.jsonl\|m1\.jsonl' -x 'runs' "$tmp/a" "$tmp/two" >/dev/null &&
    grep -q '"files":\["m1.jsonl","m2.jsonl.gz"\]' "$tmp/two/index.html" &&
    grep -rq '"file":\[' "$tmp/two/data/runs"; then ok
else no "a site from two results files (exit $rc)"; head -3 "$tmp/err"; fi
# The same run in two files: refused, both places named.
head -n 1 data/results.jsonl >"$tmp/m3.jsonl"
"$rs" -o "$tmp/dup" report.md "$tmp/m1.jsonl" "$tmp/m3.jsonl" >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$tmp/dup" ] &&
    grep -q "m3.jsonl:1: error: duplicate run .* (first at $tmp/m1.jsonl:1)" "$tmp/err"; then ok
else no "a run in two results files: exit $rc"; head -3 "$tmp/err"; fi
# A gzip file over a part (5 MB) is cut into parts that are each whole
# gzip of whole lines, which inflate to the file's text in order.
python3 -c '
import random
random.seed(7)
for i in range(400000):
    print("{\"tc\":\"tc%d\",\"cfg\":\"c%d\",\"rep\":%d,\"x\":%.9f,\"y\":%.9f}" % (i % 7, i // 7 % 3, i // 21 + 1, random.random(), random.random()))
' >"$tmp/big.jsonl"
gzip -1 -c "$tmp/big.jsonl" >"$tmp/big.jsonl.gz"
printf '# Big\n\nx is [0.5](ev:tc0/c0/x).\n' >"$tmp/big.md"
"$rs" -o "$tmp/bigsite" "$tmp/big.md" "$tmp/big.jsonl.gz" >/dev/null 2>"$tmp/err"
rc=$?
nparts=$(ls "$tmp/bigsite/data/" | grep -c '^results-0.*\.jsonl\.gz$')
good=1
for f in "$tmp/bigsite/data/"results-0*.jsonl.gz; do
	gzip -t "$f" 2>/dev/null || good=0
	[ "$(wc -c <"$f")" -le 5000000 ] || good=0
	[ "$(gzip -dc "$f" | tail -c 1 | od -An -c | tr -d ' ')" = '\n' ] || good=0
done
if [ $rc -eq 0 ] && [ "$(wc -c <"$tmp/big.jsonl.gz")" -gt 5000000 ] &&
    [ "$nparts" -ge 2 ] && [ $good -eq 1 ] &&
    cat "$tmp/bigsite/data/"results-0*.jsonl.gz | gzip -dc | cmp -s - "$tmp/big.jsonl" &&
    grep -q 'href="data/results-001.jsonl.gz">results-001.jsonl.gz</a>' "$tmp/bigsite/index.html" &&
    grep -q '"files":\["big.jsonl.gz"\]' "$tmp/bigsite/index.html"; then ok
else no "a gzip file over 5 MB: exit $rc, $nparts parts, each gzip: $good"; head -3 "$tmp/err"; fi
rm -rf "$tmp/big.jsonl" "$tmp/big.jsonl.gz" "$tmp/bigsite"

# The report may come from standard input; the results may not (the
# site holds a copy of them), and saying so beats "cannot read: -".
if "$rs" -o "$tmp/in" - data/results.jsonl <report.md >/dev/null 2>&1 &&
    [ -s "$tmp/in/index.html" ]; then ok
else no "a report from standard input"; fi
"$rs" -o "$tmp/in2" report.md - <data/results.jsonl >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$tmp/in2" ] &&
    grep -q "must be files, not standard input" "$tmp/out"; then ok
else no "results from standard input: exit $rc"; cat "$tmp/out"; fi
rm -rf "$tmp/in"

# The build folder of a build killed outright (SIGKILL: no cleanup) goes
# with the next build; one whose process lives may be a build at work.
dead=$(python3 -c '
import os
p = 4194000
while True:
    try:
        os.kill(p, 0)
    except ProcessLookupError:
        break
    except PermissionError:
        pass
    p -= 1
print(p)')
mkdir -p "$tmp/a.tmp.$dead.AbC123/data" "$tmp/a.tmp.$$.XyZ789" \
    "$tmp/a.tmp.$dead.LcK789"
echo x >"$tmp/a.tmp.$dead.AbC123/data/results.jsonl"
ln -s "$tmp/keep" "$tmp/a.tmp.$dead.LnK456"
# A pid means nothing in another pid namespace: a build there holds its
# folder's lock, and that folder stays whatever its pid says.
python3 -c '
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDONLY)
fcntl.flock(fd, fcntl.LOCK_EX)
open(sys.argv[2], "w").close()
time.sleep(30)' "$tmp/a.tmp.$dead.LcK789" "$tmp/locked" &
locker=$!
for i in $(seq 1 100); do [ -e "$tmp/locked" ] && break; sleep 0.2; done
"$rs" -o "$tmp/a" report.md data/results.jsonl >"$tmp/out" 2>&1
if [ ! -e "$tmp/a.tmp.$dead.AbC123" ] && [ -d "$tmp/a.tmp.$$.XyZ789" ] &&
    [ -L "$tmp/a.tmp.$dead.LnK456" ] && [ -d "$tmp/keep" ] &&
    [ -e "$tmp/locked" ] && [ -d "$tmp/a.tmp.$dead.LcK789" ]; then ok
else no "stale build folders: a dead build's stayed, a live or locked" \
    "one's went, or a symlink was followed"; ls -d "$tmp"/a.tmp.*; fi
kill "$locker" 2>/dev/null
wait "$locker" 2>/dev/null
rm -rf "$tmp/a.tmp.$$.XyZ789" "$tmp/a.tmp.$dead.LnK456" \
    "$tmp/a.tmp.$dead.LcK789"

# A build replaces the site whole: a stray file of the old one goes.
echo stale >"$tmp/a/stale.txt"
"$rs" -o "$tmp/a" report.md data/results.jsonl >/dev/null 2>&1
if [ ! -e "$tmp/a/stale.txt" ] && diff -r "$tmp/a" "$tmp/keep" >/dev/null; then ok
else no "a rebuild did not replace the old site whole"; fi

# -o never replaces what is not a site: the current folder, a parent
# of it, a folder with files and no marker; an empty folder or a site
# (it holds .report-site) is replaced.
mkdir -p "$tmp/proj/sub" "$tmp/empty"
abs=$(pwd)
echo precious >"$tmp/proj/sub/keep.c"
for o in . .. ./ "$tmp/proj/sub" "$tmp/proj" "$tmp"; do
	(cd "$tmp/proj/sub" && "$rs" -o "$o" --templates "$abs/templates" \
	    --assets "$abs/assets" "$abs/report.md" \
	    "$abs/data/results.jsonl") >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 2 ] && [ "$(cat "$tmp/proj/sub/keep.c")" = precious ] &&
	    grep -q 'current folder\|holds no .report-site' "$tmp/out"; then ok
	else no "-o $o from a project: exit $rc"; cat "$tmp/out"; fi
done
if "$rs" -o "$tmp/empty" report.md data/results.jsonl >/dev/null 2>&1 &&
    [ -f "$tmp/empty/.report-site" ] && [ -f "$tmp/a/.report-site" ]; then ok
else no "an empty folder was not replaced, or a site lacks its marker"; fi
rm -f "$tmp/empty/.report-site"
"$rs" -o "$tmp/empty" report.md data/results.jsonl >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && [ -f "$tmp/empty/index.html" ] &&
    grep -q 'holds no .report-site' "$tmp/out"; then ok
else no "a site without its marker was replaced (exit $rc)"; fi
rm -rf "$tmp/proj" "$tmp/empty"

# A committed symbolic link cannot publish a secret: an input reached
# through a link in the project that leads out of it or into a hidden
# folder (.git/config holds actions/checkout's token), or that is not a
# regular file, is refused by name; a link within the project is read.
mkdir -p "$tmp/proj/.git" "$tmp/proj/data"
cp -r templates assets "$tmp/proj/"
cp report.md "$tmp/proj/report.md"
cp data/results.jsonl "$tmp/proj/data/"
printf '# SECRET-TOKEN-1\n[1](ev:=1)\n' >"$tmp/proj/.git/config"
printf '# SECRET-TOKEN-2\n' >"$tmp/secret.md"
ln -s results.jsonl "$tmp/proj/data/latest.jsonl"
ln -s .git "$tmp/proj/dotgit"
mkfifo "$tmp/proj/fifo.md"
mkdir "$tmp/proj/dir.md"
hostile_input() {	# NAME ARGS...: the build must fail, naming NAME
	name=$1
	shift
	rm -rf "$tmp/proj/out"
	(cd "$tmp/proj" && timeout 20 "$rs" -o out "$@") >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 2 ] && [ ! -e "$tmp/proj/out" ] &&
	    grep -q "$name.*\(symbolic link\|not a\)" "$tmp/out" &&
	    ! grep -rq SECRET-TOKEN "$tmp/proj/out" "$tmp/out" 2>/dev/null; then ok
	else no "hostile input $name: exit $rc"; cat "$tmp/out"; fi
}
ln -s .git/config "$tmp/proj/r1.md"
hostile_input r1.md r1.md data/results.jsonl
ln -s ../secret.md "$tmp/proj/r2.md"
hostile_input r2.md r2.md data/results.jsonl
ln -s "$tmp/secret.md" "$tmp/proj/r3.md"
hostile_input r3.md r3.md data/results.jsonl
hostile_input dotgit dotgit/config data/results.jsonl
ln -s /dev/zero "$tmp/proj/zero.jsonl"
hostile_input zero.jsonl report.md zero.jsonl
hostile_input fifo.md fifo.md data/results.jsonl
hostile_input dir.md dir.md data/results.jsonl
hostile_input data report.md data
ln -s ../.git/config "$tmp/proj/assets/leak.css"
hostile_input leak.css report.md data/results.jsonl
rm "$tmp/proj/assets/leak.css"
ln -s ../.git/config "$tmp/proj/templates/strings-en.html.bak"
hostile_input strings-en.html.bak report.md data/results.jsonl
rm "$tmp/proj/templates/strings-en.html.bak"
ln -s "$tmp/secret.md" "$tmp/proj/an.md"
hostile_input an.md --analysis an.md report.md data/results.jsonl
ln -s "$abs/templates" "$tmp/proj/tpl"
hostile_input tpl --templates tpl report.md data/results.jsonl
if (cd "$tmp/proj" && "$rs" -o out report.md data/latest.jsonl) \
    >"$tmp/out" 2>&1 && [ -s "$tmp/proj/out/index.html" ]; then ok
else no "a symbolic link within the project was refused"; cat "$tmp/out"; fi
rm -rf "$tmp/proj" "$tmp/secret.md"

# With no H1 the page's title is the report's file name, not the path
# as typed (which may say where the home or the CI's work folder is),
# after the verdict.
mkdir -p "$tmp/deep/er"
printf 'No heading: [1](ev:=1)\n' >"$tmp/deep/er/plain.md"
if "$rs" -o "$tmp/t" "$tmp/deep/er/plain.md" data/results.jsonl >/dev/null 2>&1 &&
    grep -q '<title>✓ plain.md</title>' "$tmp/t/index.html"; then ok
else no "no H1: the title is not the file name"; grep -o '<title>[^<]*' "$tmp/t/index.html"; fi
rm -rf "$tmp/t" "$tmp/deep"

# Well-formed SVG for any name: XML non-characters (U+FFFE, U+FFFF,
# U+FDD0..., U+1FFFE...) and controls in test case, config and metric
# names never make a chart ill-formed.
for cp in FFFE FFFF FDD0 FDEF 1FFFE 10FFFF 7F 1B; do
	python3 - "$cp" "$tmp/nc.jsonl" "$tmp/nc.md" <<'PY'
import json, sys
ch = chr(int(sys.argv[1], 16))
ids_ok = ord(ch) > 0x7f		# ids may not hold controls; metrics may
tc, cfg = ("t" + ch + "x", "c" + ch) if ids_ok else ("t", "c")
m = "m" + ch
with open(sys.argv[2], "w", encoding="utf-8") as f:
    for c in (cfg, "b"):
        for rep in (1, 2, 3):
            f.write(json.dumps({"tc": tc, "cfg": c, "rep": rep, m: rep,
                                "m2": rep}, ensure_ascii=False) + "\n")
with open(sys.argv[3], "w", encoding="utf-8") as f:
    f.write("# Chart\n\n## %s\n\n[2](<ev:%s/b/%s>) [2](ev:%s/b/m2)\n"
            % (tc, tc, m, tc))
PY
	rm -rf "$tmp/nc"
	if "$rs" -o "$tmp/nc" "$tmp/nc.md" "$tmp/nc.jsonl" >"$tmp/out" 2>&1 &&
	    n=$(ls "$tmp"/nc/charts/*.svg | wc -l) && [ "$n" -ge 1 ] &&
	    xmllint --noout "$tmp"/nc/charts/*.svg 2>"$tmp/err"; then ok
	else no "U+$cp in names: a chart is ill-formed or missing"; cat "$tmp/out" "$tmp/err" | head -5; fi
done
rm -rf "$tmp/nc" "$tmp/nc.jsonl" "$tmp/nc.md"

# A site has a budget.  Small data scripts are packed: 10,000 test
# cases with a metric each make a handful of files, not 20,000; and a
# file whose every run has a metric of its own (each metric's script
# holds every run of the test case) is refused past the budget, with a
# message and no site, in time and disk in proportion to its size.
python3 -c '
for i in range(10000):
    print("{\"tc\":\"t%d\",\"cfg\":\"a\",\"rep\":1,\"m%d\":1}" % (i, i))' >"$tmp/many.jsonl"
if "$rs" -o "$tmp/many" report.md "$tmp/many.jsonl" >"$tmp/out" 2>&1 &&
    n=$(find "$tmp/many" -type f | wc -l) && [ "$n" -lt 100 ] &&
    grep -q '"tcpack":\[1,' "$tmp/many/index.html"; then ok
else no "10,000 small test cases: ${n:-?} files, not packed"; cat "$tmp/out"; fi
python3 -c '
for i in range(20000):
    print("{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":%d,\"m%d\":1}" % (i + 1, i))' >"$tmp/sparse.jsonl"
start=$(date +%s)
"$rs" -o "$tmp/sparse" report.md "$tmp/sparse.jsonl" >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$tmp/sparse" ] && [ $(($(date +%s) - start)) -lt 30 ] &&
    grep -q "passes its budget" "$tmp/out" &&
    [ -z "$(ls -d "$tmp"/sparse.tmp.* 2>/dev/null)" ]; then ok
else no "a metric per run: exit $rc, a site or debris left"; cat "$tmp/out"; fi
rm -rf "$tmp/many" "$tmp/many.jsonl" "$tmp/sparse.jsonl"
# Many metrics of a run or two per test case (issue 25.7: 60 test cases
# x 500 metrics made 30,000 scripts, past the 20,000 files): past the
# file budget, test cases of small scripts are packed too.  Here 10 x 50
# under a budget of 300 files.
python3 -c '
for t in range(10):
    for c in "ab":
        print("{\"tc\":\"t%d\",\"cfg\":\"%s\",\"rep\":1,%s}" % (t, c,
            ",".join("\"m%02d\":%d" % (m, t * 7 + m) for m in range(50))))' >"$tmp/wide.jsonl"
if "$rs" --budget 300,none -o "$tmp/wide" report.md "$tmp/wide.jsonl" >"$tmp/out" 2>&1 &&
    n=$(find "$tmp/wide" -type f | wc -l) && [ "$n" -lt 40 ] &&
    [ -s "$tmp/wide/data/runs/~pack/0.js" ]; then ok
else no "10 x 50 metrics under 300 files: ${n:-?} files, not packed"; cat "$tmp/out"; fi
rm -rf "$tmp/wide" "$tmp/wide.jsonl"

# --budget sets the host's limits (docs/site.md, A site's budget): the
# raw runs are copied only when the site fits with them; past it the
# site publishes without them, with no link to a file it lacks and a
# sentence saying so in the report's language; --results-url links
# them instead of copying them.
fbytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }'; }
full=$(fbytes "$tmp/a")
rbytes=$(wc -c <data/results.jsonl)
"$rs" --budget "100,$((full - rbytes / 2))" -o "$tmp/bg" report.md data/results.jsonl >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && [ ! -e "$tmp/bg/data/results.jsonl" ] &&
    ! grep -q 'href="data/results' "$tmp/bg/index.html" "$tmp/bg/analysis.html" &&
    grep -q '<span class="nav-note">原始运行数据（0.05 MB）不在本站点内' "$tmp/bg/index.html" &&
    grep -q 'warning: not copied into the site' "$tmp/err" &&
    [ "$(fbytes "$tmp/bg")" -le $((full - rbytes / 2)) ]; then ok
else no "--budget below the site: exit $rc, results copied or not said"; cat "$tmp/err"; fi
# A budget the site fits with its runs: the same site as without one.
"$rs" --budget "100,$((full + 4096))" -o "$tmp/bg" report.md data/results.jsonl >/dev/null 2>"$tmp/err"
if diff -r "$tmp/b" "$tmp/bg" >/dev/null; then ok
else no "--budget that fits changed the site"; fi
"$rs" --budget 20,none -o "$tmp/bg2" report.md data/results.jsonl >/dev/null 2>"$tmp/out"
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$tmp/bg2" ] && grep -q 'budget' "$tmp/out"; then ok
else no "--budget 20 files: exit $rc"; cat "$tmp/out"; fi
"$rs" --results-url 'https://example.org/runs/results.jsonl' -o "$tmp/bg" report.md data/results.jsonl >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && [ ! -e "$tmp/bg/data/results.jsonl" ] &&
    grep -q '<a href="https://example.org/runs/results.jsonl">results.jsonl</a><a href="data/analysis_full.md">analysis_full.md</a><span class="nav-note">原始运行数据（0.05 MB）不在本站点内：链接 results.jsonl 指向其发布位置。</span>' "$tmp/bg/index.html" &&
    grep -q 'href="https://example.org/runs/results.jsonl"' "$tmp/bg/analysis.html"; then ok
else no "--results-url: exit $rc, not linked or not said"; cat "$tmp/err"; fi
for bad in "--budget 1,2,3" "--budget 0,1G" "--budget ,1G" "--budget 5x,1G" \
    "--results-url javascript:alert(1)" "--results-url https://a.b/c<d" "--results-url /x"; do
	# shellcheck disable=SC2086
	"$rs" $bad -o "$tmp/bg3" report.md data/results.jsonl >/dev/null 2>"$tmp/out"
	rc=$?
	if [ $rc -eq 2 ] && [ ! -e "$tmp/bg3" ] && grep -q 'report-site: --' "$tmp/out"; then ok
	else no "$bad accepted (exit $rc)"; fi
done
"$rs" --budget none -o "$tmp/bg" report.md data/results.jsonl >/dev/null 2>"$tmp/err"
if diff -r "$tmp/b" "$tmp/bg" >/dev/null; then ok
else no "--budget none changed the site"; fi
rm -rf "$tmp/bg" "$tmp/bg2"

# The budget is exact at its boundary (issue 26): a site of exactly its
# budget's files, or bytes, is written with its runs; one file or byte
# fewer and the runs are not copied (the site says so).  A copy cut into
# parts counts the parts it wrote: a plain file of 2.6 MB lines makes a
# part a line (4 parts of 10.5 MB, not the 3 its size makes), and a
# gzip file is compressed again into parts whose bytes are not its own.
# A site of no copy at its files' budget is written, and one file fewer
# refused, with nothing written.
python3 - data/results.jsonl "$tmp/long.jsonl" "$tmp/pad.jsonl.gz" <<'PY'
import gzip, json, random, sys
lines = open(sys.argv[1]).read().splitlines()
with open(sys.argv[2], "w") as f:
    f.write("\n".join(lines) + "\n")
    for i in range(4):
        r = json.loads(lines[i])
        r["rep"] += 1000 * (i + 1)
        r["note"] = "x" * 2600000
        f.write(json.dumps(r) + "\n")
rnd = random.Random(26)
abc = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
out = []
for i in range(50):
    for l in lines:
        r = json.loads(l)
        r["rep"] += 1000 * (i + 1)
        r["pad"] = "".join(rnd.choices(abc, k=3000))
        out.append(json.dumps(r))
with gzip.open(sys.argv[3], "wt", compresslevel=6) as f:
    f.write("\n".join(out) + "\n")
PY
nfiles() { find "$1" -type f | wc -l; }
for in in long.jsonl pad.jsonl.gz; do
	rm -rf "$tmp/bx"
	"$rs" --budget none -o "$tmp/bx" report.md "$tmp/$in" >/dev/null 2>"$tmp/err"
	nf=$(nfiles "$tmp/bx") nb=$(fbytes "$tmp/bx")
	np=$(ls "$tmp/bx/data" | grep -c '^results-')
	if [ "$in" = long.jsonl ] && [ "$np" -ne 4 ]; then
		no "budget boundary: $in made $np parts, not 4"; fi
	for b in "$nf,none" "none,$nb"; do
		rm -rf "$tmp/by"
		"$rs" --budget "$b" -o "$tmp/by" report.md "$tmp/$in" >/dev/null 2>"$tmp/err"
		rc=$?
		if [ $rc -eq 0 ] && diff -r "$tmp/bx" "$tmp/by" >/dev/null &&
		    ! grep -q 'not copied' "$tmp/err"; then ok
		else no "budget boundary: $in ($np parts) at --budget $b (the site's own $nf files, $nb bytes): exit $rc, not the same site"; cat "$tmp/err"; fi
	done
	for b in "$((nf - 1)),none" "none,$((nb - 1))"; do
		rm -rf "$tmp/by"
		"$rs" --budget "$b" -o "$tmp/by" report.md "$tmp/$in" >/dev/null 2>"$tmp/err"
		rc=$?
		if [ $rc -eq 0 ] && [ -z "$(ls "$tmp/by/data" | grep '^results')" ] &&
		    grep -q 'warning: not copied into the site' "$tmp/err" &&
		    [ "$(nfiles "$tmp/by")" -lt "$nf" ]; then ok
		else no "budget boundary: $in ($np parts) at --budget $b, one short of the site: exit $rc, $(ls "$tmp/by/data" 2>/dev/null | grep -c '^results') results files copied"; cat "$tmp/err"; fi
	done
done
# Without its runs the example's site has nu files: at a budget of nu
# it is written without them, at nu - 1 not at all.
"$rs" --results-url https://example.org/r.jsonl -o "$tmp/bz" report.md data/results.jsonl >/dev/null 2>&1
nu=$(nfiles "$tmp/bz")
rm -rf "$tmp/by" "$tmp/bz"
"$rs" --budget "$nu,none" -o "$tmp/by" report.md data/results.jsonl >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && [ "$(nfiles "$tmp/by")" -eq "$nu" ] &&
    grep -q 'warning: not copied into the site' "$tmp/err"; then ok
else no "budget boundary: the example without its runs at its own $nu files: exit $rc"; cat "$tmp/err"; fi
"$rs" --budget "$((nu - 1)),none" -o "$tmp/bz" report.md data/results.jsonl >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$tmp/bz" ] && grep -q 'past its budget' "$tmp/err"; then ok
else no "budget boundary: a site one file past its budget without runs: exit $rc"; cat "$tmp/err"; fi
rm -rf "$tmp/bx" "$tmp/by" "$tmp/bz" "$tmp/long.jsonl" "$tmp/pad.jsonl.gz"

# A page has a file's budget (5 MB), enforced before its cost is paid
# (issue 25.2: a report of "1 " numbers took 1,400 times its size in
# memory and wrote a 67 MB page): 48,000 unbound numbers need 6 MB of
# markup, refused before the claims are checked; a report of 5.4 MB of
# prose, refused before its page is built.  (The memory bound is make
# pathological's: a limit of address space here would stop the
# sanitizer build of this script.)
python3 -c 'print("# t\n\n" + "1 " * 48000)' >"$tmp/ones.md"
python3 -c 'print("# t\n\n" + ("word " * 15 + "\n\n") * 70000)' >"$tmp/prose.md"
for f in ones prose; do
	"$rs" -o "$tmp/$f" "$tmp/$f.md" data/results.jsonl >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 2 ] && [ ! -e "$tmp/$f" ] &&
	    grep -q "would pass a file's budget of 5000000 bytes" "$tmp/out" &&
	    [ -z "$(ls -d "$tmp/$f".tmp.* 2>/dev/null)" ]; then ok
	else no "$f.md: a page past 5 MB: exit $rc"; head -3 "$tmp/out"; fi
done
rm -f "$tmp/ones.md" "$tmp/prose.md"

# A page of many claims is refused while its claims' marks and evidence
# blocks are made, once a lower bound of their bytes passes the budget,
# naming the claim's line (issue 25.2: 16,000 claims built a 225 MB tree
# before the exact size refused it); never a page that fits: 8,799 such
# claims make a page within 600 bytes of 5 MB, built, and 8,800 one
# just past it, refused by its exact size.
cat >"$tmp/claims.py" <<'PY'
import sys
n = int(sys.argv[1])
print("".join("[+0%](ev:t/b~a/m) " if i % 2 else "[2](ev:t/a/m)\n\n"
              for i in range(n)))
PY
python3 -c '
for c in "ab":
    for i in range(3):
        print("{\"tc\":\"t\",\"cfg\":\"%s\",\"rep\":%d,\"m\":%d}" % (c, i + 1, i))' >"$tmp/claims.jsonl"
for n in 8799 8800 16000; do
	python3 "$tmp/claims.py" $n >"$tmp/claims.md"
	rm -rf "$tmp/cl"
	"$rs" -o "$tmp/cl" "$tmp/claims.md" "$tmp/claims.jsonl" >"$tmp/out" 2>&1
	rc=$?
	left=$(ls -d "$tmp/cl".tmp.* 2>/dev/null)
	case $n in
	8799) size=$(wc -c <"$tmp/cl/index.html" 2>/dev/null || echo 0)
		good=$([ $rc -le 1 ] && [ "$size" -le 5000000 ] &&
		    [ "$size" -gt 4999400 ] && echo y) ;;
	8800) good=$([ $rc -eq 2 ] && [ ! -e "$tmp/cl" ] && [ -z "$left" ] &&
		    grep -q "^index.html: error: the page would pass a file's budget of 5000000 bytes (docs/site.md): it takes 5[0-9]* bytes" "$tmp/out" &&
		    echo y) ;;
	16000) good=$([ $rc -eq 2 ] && [ ! -e "$tmp/cl" ] && [ -z "$left" ] &&
		    grep -q "claims.md:[0-9][0-9]*:[0-9][0-9]*: error: the page would pass a file's budget of 5000000 bytes (docs/site.md): it takes at least" "$tmp/out" &&
		    echo y) ;;
	esac
	if [ "$good" = y ]; then ok
	else no "$n claims at a page's budget: exit $rc"; head -3 "$tmp/out"; fi
done
rm -rf "$tmp/cl" "$tmp/claims.py" "$tmp/claims.md" "$tmp/claims.jsonl"

# A median table past a page's budget still publishes (issue 25.7): cut
# at its rows into analysis.html, analysis-2.html..., each under 5 MB,
# every cell a checked claim on exactly one page, each page saying so
# in the report's language and linking the others.
python3 -c '
for t in range(20):
    for c in "ab":
        print("{\"tc\":\"tc%d\",\"cfg\":\"%s\",\"rep\":1,%s}" % (t, c,
            ",".join("\"metric_%03d\":%d.5" % (m, (t * 7 + m * 13) % 1000) for m in range(400))))' >"$tmp/wide2.jsonl"
"$rs" --budget 1000,none -o "$tmp/wide2" report.md "$tmp/wide2.jsonl" >"$tmp/out" 2>&1
rc=$?
python3 - "$tmp/wide2" <<'PY' >>"$tmp/out" 2>&1
import glob, os, re, sys
site = sys.argv[1]
pages = sorted(glob.glob(os.path.join(site, "analysis*.html")))
names = [os.path.basename(p) for p in pages]
assert len(pages) >= 2 and "analysis.html" in names, names
md = open(os.path.join(site, "data/analysis_full.md")).read()
# Each row: two configs' median and min~max, and the change between them.
cells = sum(5 for l in md.split("\n") if l.startswith("| [metric"))
claims = 0
for p in pages:
    s = open(p).read()
    assert os.path.getsize(p) <= 5000000, (p, os.path.getsize(p))
    claims += len(re.findall(r'class="claim v-ok', s))
    assert not re.search(r'class="claim v-(?!ok)', s), p
    note = re.search(r'<span class="nav-note">中位数表超出单页 5 MB 的上限，分为 (\d+) 页，这是第 (\d+) 页。各页：(.*?)</span>', s)
    assert note and int(note.group(1)) == len(pages), p
    links = set(re.findall(r'<a href="(analysis[-0-9]*\.html)">', note.group(3)))
    assert links == set(names) - {os.path.basename(p)}, (p, links)
assert claims == cells == 40000, (claims, cells)
PY
py=$?
if [ $rc -eq 0 ] && [ $py -eq 0 ]; then ok
else no "a median table past 5 MB: exit $rc, not cut into pages"; tail -5 "$tmp/out"; fi
rm -rf "$tmp/wide2" "$tmp/wide2.jsonl"

# Hostile markdown: raw HTML and dangerous links never reach the page.
cat >"$tmp/evil.md" <<'MD'
# Evil <script>alert(1)</script>

<script>alert(2)</script>
<img src=x onerror=alert(3)>

[click](javascript:alert(4)) [data](data:text/html,hi) [ok](https://example.org/)
![remote](https://example.org/x.png) [fake](vr-claim:0) [+13%](ev:tc1/on~off/cg_pgsteal)
MD
"$rs" -o "$tmp/evil" "$tmp/evil.md" data/results.jsonl >/dev/null 2>&1
page="$tmp/evil/index.html"
# Only the page's own three scripts: the number format, the checker and
# its JSON data.
if [ -s "$page" ] && [ "$(grep -o '<script' "$page" | wc -l)" -eq 3 ] &&
    grep -q '<!-- raw HTML omitted -->' "$page" && ! grep -qi 'javascript:' "$page" &&
    ! grep -q 'data:text' "$page" && ! grep -q 'onerror' "$page" &&
    ! grep -q 'src="https://example.org' "$page" && ! grep -q 'vr-claim' "$page" &&
    grep -q 'href="https://example.org/"' "$page" && grep -q 'class="claim v-ok"' "$page"; then ok
else no "hostile markdown reached the page"; grep -n -i 'alert\|javascript\|onerror\|vr-claim' "$page" | head; fi

# Noise (docs/noise.md): a change whose runs overlap carries the sign ∿,
# a wavy underline (class noise) and words for screen readers, and its
# sentence shows in the tooltip (which the checker shows too); a claim of
# no change whose runs separate carries ≠ (class flat); runs that
# separate the other way (against) carry no ∿, only their sentence.  --noise=off
# shows neither; an unknown mode is refused.
nz=tests/regress/noise-warn
"$rs" -o "$tmp/noise" "$nz/report.md" "$nz/runs.jsonl" >/dev/null 2>&1
page="$tmp/noise/index.html"
sentence='The ranges of the 3 runs on each side overlap: these runs cannot tell whether this change is real (p = 1). So few runs can never give p ≤ 0.05: 4 runs a side could.'
if [ -s "$page" ] &&
    grep -q 'class="claim v-ok noise"' "$page" &&
    grep -q 'class="claim v-wrong flat"' "$page" &&
    grep -q 'class="claim v-flipped"' "$page" &&
    grep -q '<span class="nmark" aria-hidden="true">∿</span><span class="sr-only"> (within noise' "$page" &&
    grep -q '<span class="nmark" aria-hidden="true">≠</span>' "$page" &&
    grep -qF "<span class=\"tip-noise\">$sentence</span>" "$page" &&
    grep -qF 'they go the other way from the claim (p = 0.1)' "$page" &&
    [ "$(grep -o 'class="nmark"' "$page" | wc -l)" -eq 4 ]; then ok
else no "noise marks or sentences missing"; grep -o 'class="claim[^"]*"' "$page" | sort | uniq -c; fi
"$rs" --noise=off -o "$tmp/noise-off" "$nz/report.md" "$nz/runs.jsonl" >/dev/null 2>&1
page="$tmp/noise-off/index.html"
if [ -s "$page" ] && ! grep -q 'nmark\|tip-noise\|claim v-[a-z]* \(noise\|flat\)' "$page" &&
    ! grep -qF 'cannot tell whether' "$page"; then ok
else no "--noise=off still marks noise"; fi
"$rs" --noise=loud -o "$tmp/noise-bad" "$nz/report.md" "$nz/runs.jsonl" >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 2 ] && grep -q "unknown --noise 'loud'" "$tmp/err" && [ ! -e "$tmp/noise-bad" ]; then ok
else no "--noise=loud: exit $rc"; cat "$tmp/err"; fi

# Unit words (CLAIMS.md 3.2, section 7 of docs/syntax.md): a claim whose
# unit word disagrees with the data's unit carries ⚠ (class unit), words
# for screen readers, and its sentence in the tooltip, in the page's
# language; the ok one too.
uw=tests/regress/unit-words
"$rs" -o "$tmp/unit" "$uw/report.md" "$uw/runs.jsonl" >/dev/null 2>&1
page="$tmp/unit/index.html"
if [ -s "$page" ] &&
    grep -q 'class="claim v-wrong unit"' "$page" &&
    grep -q 'class="claim v-ok unit"' "$page" &&
    grep -q '<span class="umark" aria-hidden="true">⚠</span><span class="sr-only"> (unit differs' "$page" &&
    grep -qF '<span class="tip-unit">The text says MiB, but the address computes KiB: a unit slip?</span>' "$page" &&
    [ "$(grep -o 'class="umark"' "$page" | wc -l)" -eq 5 ]; then ok
else no "unit marks or sentences missing"; grep -o 'class="claim[^"]*"' "$page" | sort | uniq -c; fi
{ echo '<!-- lang: ja -->'; cat "$uw/report.md"; } >"$tmp/unit-ja.md"
"$rs" -o "$tmp/unit-ja" "$tmp/unit-ja.md" "$uw/runs.jsonl" >/dev/null 2>&1
if grep -qF '本文は MiB と書いていますが、アドレスが計算するのは KiB です' "$tmp/unit-ja/index.html"; then ok
else no "the unit sentence is not in Japanese"; fi

# Numbers in code blocks are not read, and the banner says how many
# (section 5), in the page's language.
cb=tests/regress/unbound-fenced-code
"$rs" -o "$tmp/code" "$cb/report.md" "$uw/runs.jsonl" >/dev/null 2>&1
if grep -qF '<span class="count in-code">2 numbers in code blocks, not checked</span>' \
    "$tmp/code/index.html"; then ok
else no "the banner does not count the numbers in code"; fi
"$rs" -o "$tmp/nocode" "$uw/report.md" "$uw/runs.jsonl" >/dev/null 2>&1
if ! grep -q 'in-code' "$tmp/nocode/index.html"; then ok
else no "a report without code counts numbers in code"; fi

# The site speaks the report's language: the one it declares, else the
# script of its prose; --lang wins over both.  (tests/examples hold a
# Korean, a Chinese, an English and a Japanese report, and a Korean
# mail; report.md is Chinese.)
lang_of() { sed -n 's/.*<html lang="\([a-z]*\)".*/\1/p' "$1" | head -1; }
{ echo '<!-- lang: ja-JP -->'; cat report.md; } >"$tmp/decl-ja.md"
{ echo '<!-- lang: fr -->'; cat report.md; } >"$tmp/decl-fr.md"
while IFS='|' read -r src res opt want; do
	rm -rf "$tmp/l"
	# shellcheck disable=SC2086 # opt is zero or two words
	"$rs" -o "$tmp/l" $opt "$src" "$res" >"$tmp/out" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && [ "$(lang_of "$tmp/l/index.html")" = "$want" ] &&
	    [ "$(lang_of "$tmp/l/analysis.html")" = "$want" ]; then ok
	else no "$src $opt: <html lang> is $(lang_of "$tmp/l/index.html"), want $want (exit $rc)"; cat "$tmp/out"; fi
done <<EOF
report.md|data/results.jsonl||zh
tests/examples/ko-mglru/report.md|tests/examples/ko-mglru/results.jsonl||ko
tests/examples/zh-khugepaged/report.md|tests/examples/zh-khugepaged/results.jsonl||zh
tests/examples/en-lkml-sched/report.md|tests/examples/en-lkml-sched/results.jsonl||en
tests/examples/ja-blog-db/report.md|tests/examples/ja-blog-db/results.jsonl||ja
tests/examples/ko-mail-fs/report.md|tests/examples/ko-mail-fs/results.jsonl||ko
$tmp/decl-ja.md|data/results.jsonl||ja
$tmp/decl-fr.md|data/results.jsonl||zh
report.md|data/results.jsonl|--lang en|en
$tmp/decl-ja.md|data/results.jsonl|--lang ko|ko
$tmp/evil.md|data/results.jsonl||en
EOF
# A claim's computation speaks the page's language (keys calc.*): its
# tooltip and evidence block say no English statistic word ("median",
# "6 runs", "min(", "@n", the other-base sentence), and with the
# page's words put back into English they read exactly verify-report's
# computation and value, so the numbers are the same; an English page
# reads it as it is.  The heading (the address, up to the first ": ")
# stays as written in every language: `time_s@stddev`, `median(a / b)`
# are syntax, not words (issue 21: en-lkml-sched's English page wrote
# `time_s@standard deviation`).
while IFS='|' read -r src res opt want; do
	rm -rf "$tmp/c"
	# shellcheck disable=SC2086 # opt is zero or two words
	"$rs" -o "$tmp/c" $opt "$src" "$res" >"$tmp/out" 2>&1
	"$vr" --format=json "$src" "$res" >"$tmp/c.json" 2>/dev/null
	if python3 - "$tmp/c/index.html" "$tmp/c.json" "templates/strings-$want.html" "$want" <<'PY'
import html, json, re, sys
page, claims = open(sys.argv[1]).read(), json.load(open(sys.argv[2]))["claims"]
lang = sys.argv[4]
words = dict(re.findall(r"<dt>(calc\.[a-z]+)</dt><dd>([^<]*)</dd>",
                        open(sys.argv[3]).read()))
words = {k: html.unescape(v) for k, v in words.items()}
assert all("calc." + k in words for k in ("median", "mean", "min", "max",
           "sum", "n", "range", "stddev", "cv", "geomean", "hmean", "ci",
           "tcgeomean", "p", "runs", "other", "minmax")), words
runs = re.escape(words["calc.runs"]).replace(r"\{n\}", r"(\d+)")
other = re.escape(words["calc.other"]).replace(r"\{calc\}", "(.*?)")
stats = sorted(((words["calc." + s], s) for s in
                ("median", "mean", "min", "max", "sum", "n", "range",
                 "stddev", "cv", "geomean", "hmean", "ci", "tcgeomean",
                 "p")),
               key=lambda p: -len(p[0]))
english = re.compile(r"(?:^|[\s(@])(?:median|mean|min|max|sum|range|n)"
                     r"(?=[\s(:]|$)|\d runs\b|computed against|; but ")

def back(t):
    t = re.sub(other, lambda m: "; but " + m.group(1) +
               ": computed against the other base?", t)
    t = re.sub(runs, r"\1 runs", t)
    # The heading is the address as written; the prose after it says
    # statistics in the page's words (English's "standard deviation").
    h, sep, t = t.partition(": ") if ": " in t else ("", "", t)
    for w, s in stats:
        t = t.replace(w, s)
    return h + sep + t

tips = {int(i): html.unescape(t) for i, t in re.findall(
    r'<span class="tip" role="tooltip" id="tip-(\d+)">([^<]*)', page)}
evs = {int(i): html.unescape(t) for i, t in re.findall(
    r'<div class="ev" id="c-[0-9a-f-]+"><p><a id="check-(\d+)"(?:(?!</div>).)*?</p><p>([^<]*)</p>',
    page)}
seen = said = 0
for i, c in enumerate(claims):
    if c["computation"] is None or c["verdict"] == "error":
        continue
    want = c["computation"] + " = " + c["shown"]
    for where, got in (("tip", tips.get(i)), ("evidence", evs.get(i))):
        if got is None:
            continue
        seen += 1
        # A number a word signed says what it means after "; " (its
        # text, the word, the value meant), in the page's words.
        signed = re.search(r"^wrote [^,]* '[^']*' \(", c["message"] or "")
        tail = "; " + c["text"]
        k = got.rfind(tail)
        assert (k >= 0) == bool(signed), (where, i, got, c["message"])
        if k >= 0:
            got = got[:k]
        said += got != want
        head = want.split(": ", 1)[0]
        assert got.split(": ", 1)[0] == head, (where, i, got, head)
        assert lang == "en" or not english.search(got.split(": ", 1)[-1]), \
            (where, i, got)
        assert back(got) == want, (where, i, got, want)
# The evidence's inputs name their statistic in the page's words too.
lis = re.findall(r'<li>((?:(?!</li>).)*)</li>', "".join(re.findall(
    r'<div class="ev" id="c-[0-9a-f-]+">(?:(?!</div>).)*</div>', page)))
lis = [html.unescape(re.sub("<[^>]*>", "", t)) for t in lis]
assert lis, "no evidence inputs"
assert lang == "en" or not [t for t in lis if english.search(t)], \
    [t for t in lis if english.search(t)][:3]
# Every claim was seen, and a translated page changed their words.
assert seen >= len(claims), (seen, len(claims))
assert said > 0 or lang == "en", (said, lang)
PY
	then ok; else no "$src $opt: the computation is not in the page's words ($want)"; fi
done <<EOF
report.md|data/results.jsonl||zh
tests/examples/en-lkml-sched/report.md|tests/examples/en-lkml-sched/results.jsonl||en
tests/examples/ko-mglru/report.md|tests/examples/ko-mglru/results.jsonl||ko
tests/examples/zh-khugepaged/report.md|tests/examples/zh-khugepaged/results.jsonl||zh
tests/examples/ja-blog-db/report.md|tests/examples/ja-blog-db/results.jsonl||ja
tests/examples/ko-mail-fs/report.md|tests/examples/ko-mail-fs/results.jsonl||ko
$tmp/decl-ja.md|data/results.jsonl||ja
report.md|data/results.jsonl|--lang en|en
tests/regress/claim-other-base/report.md|tests/regress/claim-other-base/runs.jsonl|--lang zh|zh
tests/regress/claim-other-base/report.md|tests/regress/claim-other-base/runs.jsonl|--lang ja|ja
tests/regress/claim-other-base/report.md|tests/regress/claim-other-base/runs.jsonl|--lang ko|ko
tests/regress/claim-other-base/report.md|tests/regress/claim-other-base/runs.jsonl||en
EOF

if "$rs" -o "$tmp/l" "$tmp/decl-fr.md" data/results.jsonl 2>&1 |
    grep -q "decl-fr.md:1:1: warning: no words for the declared language 'fr'"; then ok
else no "a declared language without words is not said"; fi
"$rs" -o "$tmp/l2" --lang xx report.md data/results.jsonl >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$tmp/l2" ] && grep -q "languages here: en, ja, ko, zh" "$tmp/out"; then ok
else no "--lang xx: exit $rc"; cat "$tmp/out"; fi

# Run outside the source folder, it says how to find its templates.
(here=$(pwd) && cd "$tmp" && "$rs" -o "$tmp/l3" "$here/report.md" "$here/data/results.jsonl") \
    >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 2 ] && grep -q -- "--templates DIR" "$tmp/out" && grep -q "make install" "$tmp/out"; then ok
else no "outside the source folder: exit $rc, no hint"; cat "$tmp/out"; fi

# The checker goes where the report's marker is; a page without the
# checker drops the marker.
printf '# T\n\nbefore [48](ev:*/*/@n)\n\n<!-- checker -->\n\nafter\n\n## checker\n\nend\n' >"$tmp/mark.md"
"$rs" -o "$tmp/mk" "$tmp/mark.md" data/results.jsonl >"$tmp/out" 2>&1
if python3 - "$tmp/mk/index.html" <<'PY'
import sys
s = open(sys.argv[1]).read()
b, c, a = s.index("before"), s.index('id="checker"'), s.index("after")
assert b < c < a, (b, c, a)
assert "vr-checker" not in s and "raw HTML omitted" not in s[b:a]
PY
then ok; else no "the checker is not where <!-- checker --> is"; fi

# A marker inside a quote, a list item or both places nothing and
# leaves nothing (it left an empty <a href="vr-checker:">); with a
# marker at the top level too, the checker goes there.
k=0
for wrap in '> M' '- M' '1. M' '> - M' '- > M' '> > M' '- item\n\n  M'; do
	for top in '' '<!-- checker -->'; do
		k=$((k + 1))
		body=$(printf '%s' "$wrap" | sed 's/M/<!-- checker -->/')
		printf '# T\n\nbefore [48](ev:*/*/@n)\n\n'"$body"'\n\n%s\n\nafter\n' \
		    "$top" >"$tmp/nest$k.md"
		"$rs" -o "$tmp/nest$k" "$tmp/nest$k.md" data/results.jsonl \
		    >"$tmp/out" 2>&1
		if python3 - "$tmp/nest$k/index.html" "$top" <<'PY'
import sys
s = open(sys.argv[1]).read()
assert "vr-checker" not in s and "raw HTML omitted" not in s
assert s.count('id="checker"') == 1
if sys.argv[2]:
    assert s.index("before") < s.index('id="checker"') < s.index("after")
PY
		then ok; else no "a marker in '$wrap' (top: '$top') left a trace"; fi
	done
done

# Every claim's link reaches its evidence, a block of its own, small.
python3 - "$tmp/a/index.html" <<'PY' >"$tmp/out" 2>&1
import re, sys
s = open(sys.argv[1]).read()
# A claim links its stable anchor (report_anchor.c), the block's id;
# the block's first link keeps the old check-N.
claims = re.findall(r'<a href="#(c-[0-9a-f]{12}(?:-\d+)?)" class="claim[^"]*" id="claim-(\d+)"', s)
blocks = re.findall(r'<div class="ev" id="(c-[0-9a-f]{12}(?:-\d+)?)"><p><a id="check-(\d+)" href="#claim-(\d+)"', s)
assert claims and sorted(claims) == sorted((a, n) for a, n, _ in blocks), (len(claims), len(blocks))
assert all(n == m for _, n, m in blocks), "check-N beside claim-N"
assert len(set(a for a, _ in claims)) == len(claims), "anchors repeat"
ev = s[s.index('id="ck-evidence"'):]
ev = ev[:ev.index("</section>")]
per = len(ev.encode()) / len(blocks)
print("evidence: %d claims, %.0f bytes a claim, page %d bytes" % (len(blocks), per, len(s.encode())))
assert per < 500, per
PY
if [ $? -eq 0 ]; then ok; else no "claims without evidence, or evidence too large"; fi
cat "$tmp/out"


# A prose pair, [X (Y)](ev:…), is two claims: each has its own element
# and mark on the page, with its own verdict (the spread's was not shown
# at all before).  Every form of pair, with a spread right and wrong.
python3 - "$vr" "$rs" "$tmp" >"$tmp/out" 2>&1 <<'PY'
import json, re, subprocess, sys
vr, rs, tmp = sys.argv[1:4]
addrs = ["tc1/off/cg_pgsteal@mean", "tc1/on/cg_pgscan@mean",
         "tc2/off/cg_pgsteal@mean"]
def build(spreads):
    lines = ["# Pairs", ""]
    k = 0
    for a in addrs:
        for form in ("%s (%s)", "%s ± %s", "%s (±%s%%)", "%s ± %s%%"):
            x, y = spreads[k]
            lines.append("Seen [" + form % (x, y) + "](ev:" + a + ") there.")
            lines.append("")
            k += 1
    open(tmp + "/pairs.md", "w").write("\n".join(lines))
    out = subprocess.run([vr, "--format=json", tmp + "/pairs.md",
                          "data/results.jsonl"], capture_output=True,
                         text=True).stdout
    return json.loads(out)["claims"]
first = build([("1", "1")] * 12)
# The values as the data gives them: the spreads right, then half wrong.
vals = []
for i in range(12):
    x, y = first[2 * i], first[2 * i + 1]
    vals.append((x["shown"].rstrip("%"), y["shown"].rstrip("%")
                 if i % 2 == 0 else "1"))
claims = build(vals)
kinds = set(c["verdict"] for c in claims[1::2])
assert "ok" in kinds and "wrong" in kinds, kinds
subprocess.run([rs, "-o", tmp + "/pairs", tmp + "/pairs.md",
                "data/results.jsonl"], check=True, capture_output=True)
page = open(tmp + "/pairs/index.html", encoding="utf-8").read()
for i, c in enumerate(claims):
    m = re.search(r'<a [^>]*class="claim v-(\w+)[^"]*" id="claim-%d"[^>]*>'
                  r'<span class="num">([^<]*)</span>' % i, page)
    assert m, "claim %d (%s) has no element" % (i, c["text"])
    assert m.group(1) == c["verdict"], (i, c["text"], m.group(1), c["verdict"])
    num = c["text"] if i % 2 else c["text"].split(" ")[0]
    assert m.group(2).strip("±") == num.strip("±()"), (i, m.group(2), num)
print("pairs: %d claims, each its own element" % len(claims))
PY
if [ $? -eq 0 ]; then ok; else no "a prose pair's halves are not marked each"; fi
cat "$tmp/out"

# A number a word signed (mmtests' gain, turned for a lower-is-better
# metric): the tooltip says what it means beside the raw change.
ex=tests/examples/en-lkml-mmtests
rm -rf "$tmp/gain"
"$rs" -o "$tmp/gain" "$ex/report.md" "$ex/results.jsonl" >/dev/null 2>&1
"$vr" --format=json "$ex/report.md" "$ex/results.jsonl" >"$tmp/gain.json"
python3 - "$tmp/gain/index.html" "$tmp/gain.json" >"$tmp/out" 2>&1 <<'PY'
import json, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
claims = json.load(open(sys.argv[2]))["claims"]
n = 0
for i, c in enumerate(claims):
    m = re.search(r"'gain' \(([^)]*)\)", c["message"] or "")
    if not m:
        continue
    n += 1
    tip = re.search(r'id="tip-%d">([^<]*)<' % i, page).group(1)
    want = "; %s \u2018gain\u2019 means %s" % (c["text"], m.group(1))
    assert tip.endswith(want), (i, tip, want)
assert n >= 6, n
print("gains: %d tooltips say what the gain means" % n)
PY
if [ $? -eq 0 ]; then ok; else no "a written gain's tooltip shows only the raw change"; fi
cat "$tmp/out"

# Every page has one h1 (axe's page-has-heading-one): the report's own
# level-1 heading; else a mail's subject (Subject:, 제목:, 件名:...);
# else the report's file name.  A report's own h1s stay as they are.
h1s() { grep -o '<h1[^>]*>[^<]*</h1>' "$1" | sed 's/<[^>]*>//g'; }
printf 'From: a@b.c\nSubject: [PATCH 0/2] mm: faster 2%%\n\n## Results\n\nText.\n' >"$tmp/mail-en.md"
printf '보낸 사람: a@b.c\n제목: Re: 다시 쟀습니다\n\n본문.\n' >"$tmp/mail-ko.md"
printf '## Only a second level\n\nText.\n' >"$tmp/no-h1.md"
printf '# The title\n\nSubject: not this\n\n# A second\n' >"$tmp/has-h1.md"
while IFS='|' read -r src want n; do
	rm -rf "$tmp/h"
	"$rs" -o "$tmp/h" "$src" data/results.jsonl >"$tmp/out" 2>&1
	got=$(h1s "$tmp/h/index.html" | head -1)
	cnt=$(h1s "$tmp/h/index.html" | wc -l)
	if [ "$got" = "$want" ] && [ "$cnt" -eq "$n" ]; then ok
	else no "$src: h1 '$got' ($cnt), want '$want' ($n)"; cat "$tmp/out"; fi
done <<EOF
$tmp/mail-en.md|[PATCH 0/2] mm: faster 2%|1
$tmp/mail-ko.md|Re: 다시 쟀습니다|1
$tmp/no-h1.md|no-h1.md|1
$tmp/has-h1.md|The title|2
EOF

tally

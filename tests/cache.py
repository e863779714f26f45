#!/usr/bin/env python3
"""The runs cache (issue 26 item 3; src/runs_cache.c, docs/performance.md):
verify-report's outputs are byte-identical with and without it, whatever
happens to the results, the report or the cache's own files.

    python3 tests/cache.py VERIFY-REPORT [TOP [EDITS [quick]]]

quick (the sanitizer build's run) leaves out the regress goldens and
all but the first example, which the plain build's run covers.

Each case runs VERIFY-REPORT with VERIFY_REPORT_CACHE=off (the reference)
and with the cache on (a fresh XDG_CACHE_HOME, VERIFY_REPORT_CACHE_MIN=0 so
that small files are cached), and compares stdout, stderr and the exit
status.  VERIFY_REPORT_CACHE=trace runs say what the cache did (hit,
stored, ignored) where a case must check it.  The families:

- every example (tests/examples/*, the running example) in three output
  formats: first run (stored), second run (hit);
- the regress goldens, run twice through the cache (stored, then hit);
- random edits of the report and of the results (a value, a line added,
  removed or broken, a duplicate run), several files in either order,
  gzip and standard input: each edit's output equals the reference, and
  a results file with errors is never cached;
- corrupt cache files: truncated at random lengths, a flipped byte at
  random places, a wrong format number, another key's file renamed over
  this key's: ignored (never trusted), replaced by a whole one;
- a cache folder that cannot be written: the same output, one warning;
- the size cap: the least recently used file goes first; a crash's stale
  temporary file is removed;
- SIGTERM at random moments of a first run: no temporary file stays, and
  a cache file that stays is whole;
- the statistics kept beside a cache file (KEY.stats): read by a hit,
  damaged ones ignored and replaced, more pairs added by another report;
- report-site through the cache: the same site byte for byte, stored
  then a hit; SIGTERM at random moments ends it promptly and leaves no
  temporary file in the cache.
"""
import gzip
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib  # noqa: E402

T = lib.Layer("cache")
ok = T.ok
VR = os.path.abspath(sys.argv[1])
TOP = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else
                      os.path.join(os.path.dirname(__file__), ".."))
rng = random.Random(int(os.environ.get("CACHE_SEED", "26")))
QUICK = len(sys.argv) > 4 and sys.argv[4] == "quick"
work = tempfile.mkdtemp(prefix="cache-test.")


def env(mode, xdg, extra=None):
    e = dict(os.environ)
    for k in ("VERIFY_REPORT_CACHE", "VERIFY_REPORT_CACHE_MIN",
              "VERIFY_REPORT_CACHE_MAX", "NO_COLOR"):
        e.pop(k, None)
    e["XDG_CACHE_HOME"] = xdg
    e["VERIFY_REPORT_CACHE_MIN"] = "0"
    if mode is not None:
        e["VERIFY_REPORT_CACHE"] = mode
    e.update(extra or {})
    return e


def run(args, mode, xdg, stdin=None, extra=None, cwd=None):
    p = subprocess.run([VR] + args, input=stdin, capture_output=True,
                       env=env(mode, xdg, extra), cwd=cwd, timeout=300)
    return p.returncode, p.stdout, p.stderr


def cachedir(xdg):
    return os.path.join(xdg, "verify-report")


def files(xdg):
    d = cachedir(xdg)
    return sorted(n for n in os.listdir(d)) if os.path.isdir(d) else []


def same(name, args, xdg, stdin=None, cwd=None, want=None):
    """The cached runs equal the reference; returns what the first did."""
    ref = run(args, "off", os.path.join(work, "never"), stdin, cwd=cwd)
    tr = run(args, "trace", xdg, stdin, cwd=cwd)
    did = [w.decode() for w in re.findall(rb"runs cache: (\w+)", tr[2])]
    # The trace adds its own lines to stderr and nothing else.
    rest = b"".join(l for l in tr[2].splitlines(True)
                    if b"runs cache: " not in l)
    ok(tr[:2] == ref[:2] and rest == ref[2],
       "%s: output differs with the cache (%s; rc %s vs %s)\n"
       "--- without\n%s%s\n--- with\n%s%s" % (
           name, did, ref[0], tr[0], ref[1].decode(errors="replace")[-600:],
           ref[2].decode(errors="replace")[-600:],
           tr[1].decode(errors="replace")[-600:],
           tr[2].decode(errors="replace")[-600:]))
    got = run(args, None, xdg, stdin, cwd=cwd)
    ok(got == ref, "%s: output differs with the cache, second run" % name)
    if want is not None:
        ok(want in did, "%s: the cache did %s, not %s" % (name, did, want))
    return did


# 1. Every example, three formats: stored, then a hit.
examples = [("running", os.path.join(TOP, "report.md"),
             os.path.join(TOP, "data", "results.jsonl"))]
exdir = os.path.join(TOP, "tests", "examples")
for n in sorted(os.listdir(exdir)):
    r = os.path.join(exdir, n, "report.md")
    res = os.path.join(exdir, n, "results.jsonl")
    if os.path.isfile(r) and os.path.isfile(res):
        examples.append((n, r, res))
ok(len(examples) >= 7, "found %d examples" % len(examples))
for n, r, res in examples[:1] if QUICK else examples:
    xdg = os.path.join(work, "ex-" + n)
    for k, fmt in enumerate(([], ["--format=json"], ["-v", "--unbound"])):
        name = "%s %s" % (n, " ".join(fmt) or "text")
        same(name, fmt + [r, res], xdg, want="stored" if k == 0 else "hit")

# 2. The regress goldens through the cache, twice: stored, then hit.
xdg = os.path.join(work, "regress")
for i in range(0 if QUICK else 2):
    p = subprocess.run(["sh", os.path.join(TOP, "tests", "regress.sh"), VR],
                       capture_output=True, env=env(None, xdg), cwd=TOP,
                       timeout=900)
    tail = p.stdout.decode(errors="replace").strip().splitlines()[-1:]
    ok(p.returncode == 0, "regress through the cache, run %d: %s" %
       (i + 1, tail))
ok(QUICK or len(files(xdg)) > 0, "the regress goldens stored nothing")

# 3. Random edits of the report and the results.
base_r = open(os.path.join(TOP, "report.md"), encoding="utf-8").read()
base_l = open(os.path.join(TOP, "data", "results.jsonl"),
              encoding="utf-8").read().splitlines(True)
NUM = re.compile(r"(?<=[\[ :,])(-?\d+(?:\.\d+)?)(?=[\],}% ])")


def edit_number(text):
    spots = list(NUM.finditer(text))
    if not spots:
        return text
    m = rng.choice(spots)
    v = m.group(1)
    nv = str(int(float(v)) + rng.choice([1, -1, 7])) if rng.random() < .5 \
        else v + "1"
    return text[:m.start(1)] + nv + text[m.end(1):]


def edit_results(lines):
    lines = list(lines)
    k = rng.randrange(6)
    i = rng.randrange(len(lines))
    if k <= 1:
        lines[i] = edit_number(lines[i])
    elif k == 2:
        del lines[i]
    elif k == 3:
        lines.insert(i, lines[rng.randrange(len(lines))])  # a duplicate
    elif k == 4:
        lines[i] = lines[i][:len(lines[i]) // 2] + "\n"    # broken JSON
    else:
        lines.append(lines[i].replace('"rep":', '"rep":9') )
    return lines


xdg = os.path.join(work, "edits")
d = os.path.join(work, "e")
os.makedirs(d)
rpath, lpath = os.path.join(d, "report.md"), os.path.join(d, "r.jsonl")
report, lines = base_r, base_l
stored_bad = 0
for i in range(int(sys.argv[3]) if len(sys.argv) > 3 else 20):
    if rng.random() < .5:
        report = edit_number(report)
    else:
        lines = edit_results(lines) if rng.random() < .7 else list(base_l)
    with open(rpath, "w", encoding="utf-8") as f:
        f.write(report)
    with open(lpath, "w", encoding="utf-8") as f:
        f.writelines(lines)
    before = set(files(xdg))
    ref = run([rpath, lpath], "off", xdg)
    did = same("edit %d" % i, [rpath, lpath], xdg)
    errors = b": error: " in ref[2]
    ok(errors or "stored" in did or "hit" in did, "edit %d: a clean "
       "load was not cached (%s)" % (i, did))
    if errors:
        # Never stored: every FILE:LINE message comes from a parse.
        stored_bad += "stored" in did or "hit" in did
        ok(set(files(xdg)) == before, "edit %d: a load with errors was "
           "cached" % i)
    # Several files in either order, gzip, standard input: the same.
    half = len(lines) // 2
    a, b = os.path.join(d, "a.jsonl"), os.path.join(d, "b.jsonl.gz")
    with open(a, "w", encoding="utf-8") as f:
        f.writelines(lines[:half])
    with gzip.open(b, "wt", encoding="utf-8") as f:
        f.writelines(lines[half:])
    same("edit %d, two files" % i, [rpath, a, b], xdg)
    same("edit %d, two files swapped" % i, [rpath, b, a], xdg)
    raw = "".join(lines).encode()
    same("edit %d, stdin" % i, [rpath, "-"], xdg, stdin=raw)
    same("edit %d, gzip stdin and a file" % i, [rpath, a, "-"], xdg,
         stdin=gzip.compress("".join(lines[half:]).encode(), mtime=0))
ok(stored_bad == 0, "%d loads with errors were cached" % stored_bad)

# The same bytes under another name hit the same cache file, and the
# messages name the file as given.
xdg = os.path.join(work, "rename")
r, res = examples[0][1], examples[0][2]
same("first name", [r, res], xdg, want="stored")
other = os.path.join(work, "other-name.jsonl")
shutil.copy(res, other)
same("another name, same bytes", [r, other], xdg, want="hit")
out = run(["--format=json", r, other], None, xdg)[1]
ok(b"other-name.jsonl" in out and b"data/results.jsonl" not in out,
   "a hit under another name keeps the name given")

# 4. Corrupt cache files: never trusted, replaced.
def one_cache(xdg):
    fs = [f for f in files(xdg) if f.endswith(".runs")]
    return os.path.join(cachedir(xdg), fs[0]) if len(fs) == 1 else None


xdg = os.path.join(work, "corrupt")
args = [examples[1][1], examples[1][2]]
same("corrupt: store", args, xdg, want="stored")
path = one_cache(xdg)
ok(path is not None, "one cache file after one store")
good = open(path, "rb").read()


def damaged(name, data):
    with open(path, "wb") as f:
        f.write(data)
    did = same(name, args, xdg)
    ok("hit" not in did and "ignored" in did and "stored" in did,
       "%s: a damaged file was not ignored and replaced (%s)" % (name, did))
    ok(open(path, "rb").read() == good, "%s: the damaged file was not "
       "replaced by a whole one" % name)


for k in range(8):
    n = rng.randrange(len(good))
    damaged("truncated at %d of %d" % (n, len(good)), good[:n])
damaged("empty", b"")
for k in range(24):
    n = rng.randrange(len(good)) if k >= 6 else rng.randrange(64)
    b = bytearray(good)
    b[n] ^= 1 << rng.randrange(8)
    damaged("bit flipped at byte %d" % n, bytes(b))
# Every byte of the header, once each: one traced run against the reference.
ref = run(args, "off", os.path.join(work, "never"))
for n in range(64):
    b = bytearray(good)
    b[n] ^= 1 << rng.randrange(8)
    with open(path, "wb") as f:
        f.write(bytes(b))
    tr = run(args, "trace", xdg)
    rest = b"".join(l for l in tr[2].splitlines(True)
                    if b"runs cache: " not in l)
    ok(tr[:2] == ref[:2] and rest == ref[2] and b"runs cache: ignored" in
       tr[2] and open(path, "rb").read() == good, "header byte %d flipped: "
       "not ignored and replaced" % n)
b = bytearray(good)
b[8] = (b[8] + 1) & 0xFF
damaged("another format number", bytes(b))
damaged("a byte more", good + b"\0")
# Another key's file renamed to this key's name.
xdg2 = os.path.join(work, "corrupt2")
same("another key: store", [examples[2][1], examples[2][2]], xdg2,
     want="stored")
damaged("another key's file renamed", open(one_cache(xdg2), "rb").read())

# 5. A folder that cannot be written: the same output, one warning.
blocker = os.path.join(work, "blocker")
open(blocker, "w").close()
for name, x in (("XDG_CACHE_HOME a file", blocker),
                ("XDG_CACHE_HOME in /proc", "/proc/1/no-such")):
    ref = run(args, "off", x)
    got = run(args, None, x)
    ok(got[:2] == ref[:2], "%s: stdout or status differs" % name)
    extra = [l for l in got[2].splitlines(True) if l not in
             ref[2].splitlines(True)]
    ok(len(extra) == 1 and b"warning: the runs cache cannot be written"
       in extra[0], "%s: want one warning, got %r" % (name, extra))
if os.geteuid() != 0:
    # A read-only folder that holds a whole file: still a hit.
    xdg = os.path.join(work, "readonly")
    same("read-only: store", args, xdg, want="stored")
    os.chmod(cachedir(xdg), 0o500)
    same("read-only: hit", args, xdg, want="hit")
    os.chmod(cachedir(xdg), 0o700)

# 6. The cap: the least recently used goes; stale temporary files go.
xdg = os.path.join(work, "cap-b")
same("cap: B alone", [examples[2][1], examples[2][2]], xdg, want="stored")
size_b = os.path.getsize(one_cache(xdg))
xdg = os.path.join(work, "cap")
same("cap: A", [examples[1][1], examples[1][2]], xdg, want="stored")
a = one_cache(xdg)
size_a = os.path.getsize(a)
os.utime(a, (1, 1))     # long unused
stale = os.path.join(cachedir(xdg), ".tmp-crashed")
open(stale, "w").close()
os.utime(stale, (1, 1))
fresh = os.path.join(cachedir(xdg), ".tmp-writing")
open(fresh, "w").close()
# B alone fits under the cap; A and B together do not.
tr = run([examples[2][1], examples[2][2]], "trace", xdg,
         extra={"VERIFY_REPORT_CACHE_MAX": str(size_a + size_b - 1)})
fs = [f for f in files(xdg) if f.endswith(".runs")]
ok(len(fs) == 1 and os.path.join(cachedir(xdg), fs[0]) != a,
   "cap: the old file A should have gone, leaving B: %s" % fs)
ok(not os.path.exists(stale), "cap: a stale temporary file was kept")
ok(os.path.exists(fresh), "cap: a recent temporary file was removed")
# --no-cache and VERIFY_REPORT_CACHE=off neither read nor write.
xdg = os.path.join(work, "off")
run(["--no-cache"] + args, None, xdg)
run(args, "off", xdg)
ok(files(xdg) == [], "--no-cache or VERIFY_REPORT_CACHE=off wrote %s" %
   files(xdg))
# 7. SIGTERM at random moments of a first run (parse, hash, write): the
# process ends by the signal or whole, and no temporary file stays.
import signal  # noqa: E402
import time  # noqa: E402
xdg = os.path.join(work, "signals")
big = os.path.join(work, "big.jsonl")
with open(big, "w", encoding="utf-8") as f:
    for k in range(300):
        f.writelines(l.replace('"tc":"', '"tc":"k%d-' % k) for l in base_l)
for k in range(6):
    shutil.rmtree(xdg, ignore_errors=True)
    p = subprocess.Popen([VR, examples[0][1], big], env=env(None, xdg),
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(rng.uniform(0.0, 1.5))
    p.send_signal(signal.SIGTERM)
    p.wait(timeout=60)
    ok(p.returncode in (-signal.SIGTERM, 0, 1), "SIGTERM: exit %s" %
       p.returncode)
    tmps = [f for f in files(xdg) if f.startswith(".tmp-")]
    ok(tmps == [], "SIGTERM: left %s in the cache" % tmps)
    if files(xdg):
        same("after SIGTERM %d" % k, [examples[0][1], big], xdg, want="hit")

# 8. The statistics kept beside a cache file (KEY.stats): a hit reads
# them instead of computing them; a damaged one is ignored and written
# anew; a report that wants more pairs adds them.
def stats_file(xdg):
    fs = [f for f in files(xdg) if f.endswith(".stats")]
    return os.path.join(cachedir(xdg), fs[0]) if len(fs) == 1 else None


xdg = os.path.join(work, "stats")
args = [examples[1][1], examples[1][2]]
did = same("stats: store", args, xdg, want="stored")
ok("kept" in did, "stats: the first check kept no statistics (%s)" % did)
sp = stats_file(xdg)
ok(sp is not None, "stats: no KEY.stats beside the cache file: %s" %
   files(xdg))
if sp is not None:
    did = same("stats: hit", args, xdg, want="hit")
    ok("used" in did and "kept" not in did, "stats: a hit of the same "
       "report should read the statistics and write none (%s)" % did)
    sgood = open(sp, "rb").read()
    for k in range(12):
        b = bytearray(sgood)
        if k < 4:
            b = b[:rng.randrange(len(b))]
        else:
            n = rng.randrange(len(b))
            b[n] ^= 1 << rng.randrange(8)
        with open(sp, "wb") as f:
            f.write(bytes(b))
        did = same("stats: damaged %d" % k, args, xdg, want="hit")
        ok("ignored" in did and "used" not in did and "kept" in did,
           "stats: a damaged KEY.stats was not ignored and replaced (%s)"
           % did)
        ok(open(sp, "rb").read() == sgood, "stats: damaged %d: not "
           "replaced by a whole one" % k)
    # Another report over the same runs: more pairs, kept too.
    other = [examples[0][1], examples[1][2]]
    did = same("stats: another report", other, xdg, want="hit")
    same("stats: another report, again", other, xdg, want="hit")
    same("stats: the first report, again", args, xdg, want="hit")

# 9. report-site through the cache: the same site byte for byte, the
# same messages; stored, then a hit with the statistics kept.
RS = os.path.join(os.path.dirname(VR), "report-site")


def tree_of(d):
    out = {}
    for dp, _, fs in os.walk(d):
        for f in fs:
            p = os.path.join(dp, f)
            out[os.path.relpath(p, d)] = open(p, "rb").read()
    return out


def site(args, mode, xdg, out):
    p = subprocess.run([RS, "-o", out] + args, capture_output=True,
                       env=env(mode, xdg), cwd=TOP, timeout=300)
    rest = b"".join(l for l in p.stderr.splitlines(True)
                    if b"runs cache: " not in l)
    did = [w.decode() for w in re.findall(rb"runs cache: (\w+)", p.stderr)]
    return (p.returncode, p.stdout, rest), tree_of(out), did


for n, r, res in examples[:1] if QUICK else examples[:3]:
    xdg = os.path.join(work, "site-" + n)
    out = os.path.join(work, "site-out-" + n)
    ref, rtree, _ = site([r, res], "off", os.path.join(work, "never"), out)
    ok(ref[0] == 0, "report-site %s without the cache: %s" % (n, ref))
    for k, want in enumerate(("stored", "hit", "hit")):
        got, gtree, did = site([r, res], "trace", xdg, out)
        ok(got == ref and gtree == rtree, "report-site %s, run %d: the "
           "site or its messages differ with the cache (%s)" %
           (n, k + 1, did))
        ok(want in did, "report-site %s, run %d: the cache did %s, not %s"
           % (n, k + 1, did, want))
    ok("used" in did, "report-site %s: a hit read no statistics (%s)" %
       (n, did))
    got, gtree, did = site(["--no-cache", r, res], "trace", xdg, out)
    ok(got == ref and gtree == rtree and did == [], "report-site "
       "--no-cache: %s" % did)

# SIGTERM at random moments of report-site's first run: its stopping
# thread ends it at once, and no temporary file stays in the cache.
xdg = os.path.join(work, "site-signals")
out = os.path.join(work, "site-signals-out")
for k in range(0 if QUICK else 6):
    shutil.rmtree(xdg, ignore_errors=True)
    p = subprocess.Popen([RS, "-o", out, examples[0][1], big],
                         env=env(None, xdg), cwd=TOP,
                         stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    time.sleep(rng.uniform(0.0, 1.5))
    t0 = time.time()
    p.send_signal(signal.SIGTERM)
    p.wait(timeout=60)
    ok(p.returncode in (-signal.SIGTERM, 0), "report-site SIGTERM: exit %s"
       % p.returncode)
    ok(time.time() - t0 < 5, "report-site SIGTERM: took %.1f s to end" %
       (time.time() - t0))
    tmps = [f for f in files(xdg) if f.startswith(".tmp-")]
    ok(tmps == [], "report-site SIGTERM: left %s in the cache" % tmps)
    if any(f.endswith(".runs") for f in files(xdg)):
        _, _, did = site([examples[0][1], big], "trace", xdg, out)
        ok("hit" in did, "report-site after SIGTERM %d: the cache file "
           "left is not whole (%s)" % (k, did))

# No temporary file is left by any case above.
left = [os.path.join(dp, f) for dp, _, fs in os.walk(work) for f in fs
        if f.startswith(".tmp-") and f != ".tmp-writing"]
ok(left == [], "temporary files left: %s" % left)

shutil.rmtree(work, ignore_errors=True)
T.end()

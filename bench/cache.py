#!/usr/bin/env python3
"""The runs cache at bench size (issue 26 item 3): the first check of a
report (the runs parsed, then written to the cache) against a re-check
after an edit of the report alone (the runs read from the cache), side
by side, and their ratio; a plain --no-cache run for reference.

    python3 bench/cache.py VERIFY-REPORT REPORT.md RESULTS.jsonl ROUNDS \
        [REPORT-SITE]

Each round starts from an empty cache (a temporary XDG_CACHE_HOME; set
TMPDIR to put it on another disk).  With REPORT-SITE, the same for a
site: a first build (stores) and a build after the edit (cached), each
into an empty folder.  The
edit changes one claim's number, so the re-check has a wrong claim to
print.  Prints wall seconds and CPU seconds (user + system, all threads),
medians over the rounds, and the ratios; the last line is the wall ratio.
"""
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

vr, report, data, rounds = sys.argv[1], sys.argv[2], sys.argv[3], \
    int(sys.argv[4])
rsite = sys.argv[5] if len(sys.argv) > 5 else None
tmp = tempfile.mkdtemp(prefix="bench-cache.")
edited = os.path.join(tmp, "edited.md")
text = open(report, encoding="utf-8").read()
m = re.search(r"\[(\d[\d,]*)\]\(ev:", text)
with open(edited, "w", encoding="utf-8") as f:
    f.write(text[:m.start(1)] + m.group(1) + "1" + text[m.end(1):])


def timed(args, cache, prog=None):
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(tmp, "xdg"))
    env.pop("VERIFY_REPORT_CACHE", None)
    if not cache:
        env["VERIFY_REPORT_CACHE"] = "off"
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    if prog is not None:
        shutil.rmtree(os.path.join(tmp, "site"), ignore_errors=True)
        args = ["-o", os.path.join(tmp, "site")] + args
    p = subprocess.run([prog or vr] + args, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, env=env)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode not in ((0,) if prog else (0, 1)):
        sys.exit("bench cache: %s failed: %s" % (args, p.stderr[-400:]))
    return wall, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


rows = {"no cache": [], "first (stores)": [], "re-check (cached)": []}
if rsite:
    rows.update({"site first": [], "site re-built": []})
cache_bytes = 0
for _ in range(rounds):
    shutil.rmtree(os.path.join(tmp, "xdg"), ignore_errors=True)
    rows["no cache"].append(timed([report, data], False))
    rows["first (stores)"].append(timed([report, data], True))
    rows["re-check (cached)"].append(timed([edited, data], True))
    cache_bytes = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in
                      os.walk(os.path.join(tmp, "xdg")) for f in fs)
    if rsite:
        shutil.rmtree(os.path.join(tmp, "xdg"), ignore_errors=True)
        rows["site first"].append(timed([report, data], True, rsite))
        rows["site re-built"].append(timed([edited, data], True, rsite))
shutil.rmtree(tmp, ignore_errors=True)
med = {k: (statistics.median(w for w, _ in v),
           statistics.median(c for _, c in v)) for k, v in rows.items()}
for k, (w, c) in med.items():
    print("  %-18s %8.2f s wall %8.2f s cpu" % (k, w, c))
print("  cache file         %8.1f MB" % (cache_bytes / 1e6))
if rsite:
    first, hit = med["site first"], med["site re-built"]
    print("  site cpu ratio re-built/first %.3f" % (hit[1] / first[1]))
    print("  site wall ratio re-built/first %.3f" % (hit[0] / first[0]))
first, hit = med["first (stores)"], med["re-check (cached)"]
print("  cpu ratio re-check/first %.3f" % (hit[1] / first[1]))
print("  wall ratio re-check/first %.3f" % (hit[0] / first[0]))

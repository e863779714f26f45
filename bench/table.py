#!/usr/bin/env python3
"""Turns bench/out/times.txt (NAME SIZE SECONDS PEAK_KB lines, written by
bench/run.sh) into the markdown table of `make bench`: per size and
tool, the median wall time, MB/s, peak RSS, and the ratios to DuckDB
and to cat; then the targets of issue 7 and the small-input timing.

    python3 bench/table.py bench/out
"""
import os
import platform
import statistics
import sys

out = sys.argv[1]
rows = {}
for line in open(os.path.join(out, "times.txt")):
    name, size, sec, kb = line.split()
    rows.setdefault((int(size), name), []).append(
        None if sec == "fail" else (float(sec), int(kb)))


def med(size, name):
    r = [x for x in rows.get((size, name), []) if x is not None]
    if not r:
        return None
    return statistics.median(x[0] for x in r), statistics.median(x[1] for x in r), len(r)


def cpu():
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor()


print(f"Machine: {cpu()}, {os.cpu_count()} CPUs, "
      f"{os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') / 2**30:.0f} GiB, "
      f"{platform.system()} {platform.release()}; load average at the end "
      f"{os.getloadavg()[0]:.1f}.\n")
print("| runs | file | tool | median wall | runs timed | MB/s | peak RSS | time ÷ DuckDB | RSS ÷ DuckDB | time ÷ cat |")
print("|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|")
sizes = sorted({s for s, _ in rows})
order = ["cat", "cjson-floor", "verify-report", "report-site",
         "report-site-over", "duckdb", "pandas"]
for size in sizes:
    try:
        mb = int(open(os.path.join(out, f"bytes-{size}")).read()) / 1e6
    except OSError:
        mb = float("nan")
    duck = med(size, "duckdb")
    cat = med(size, "cat")
    for name in order:
        m = med(size, name)
        if m is None:
            continue
        sec, kb, n = m
        rt = f"{sec / duck[0]:.2f}" if duck else "—"
        rm = f"{kb / duck[1]:.2f}" if duck and name != "cat" else "—"
        rc = f"{sec / cat[0]:.1f}" if cat and cat[0] > 0 else "—"
        rss = f"{kb / 1024:,.0f} MB" if name != "cat" else "—"
        print(f"| {size:,} | {mb:,.0f} MB | {name} | {sec:.2f} s | {n} | "
              f"{mb / sec:,.0f} | {rss} | {rt} | {rm} | {rc} |")

print()
big, small = (max(sizes), min(sizes)) if sizes else (None, None)
v, d = med(big, "verify-report"), med(big, "duckdb")
if v and d:
    print(f"- verify-report at {big:,} runs: {v[0] / d[0]:.2f}× DuckDB's time "
          f"(target ≤ 0.67), {v[1] / d[1]:.2f}× its peak memory (target ≤ 0.6)")
f = med(big, "cjson-floor")
if v and d and f:
    print(f"- cJSON alone (bench/cjson_floor.c: every line parsed on every core, "
          f"nothing else) at {big:,} runs: {f[0]:.2f} s, {f[0] / d[0]:.2f}× DuckDB; "
          f"verify-report spends {v[0] / f[0]:.2f}× that")
vs = med(small, "verify-report")
if v and vs and big != small:
    print(f"- time({big:,}) / time({small:,}) = {v[0] / vs[0]:.1f} (target ≤ 11)")
s = med(big, "report-site")
if s and v:
    print(f"- report-site at {big:,} runs: {s[0] / v[0]:.2f}× verify-report's time (target ≤ 1.5), "
          f"{s[1] / 1024:,.0f} MB peak memory against verify-report's {v[1] / 1024:,.0f} MB (target < 1 GB)")
for size in sizes:
    if any(x is None for x in rows.get((size, "report-site"), [])):
        print(f"- report-site FAILED at {size:,} runs")
so = med(big, "report-site-over")
if so and v:
    print(f"- report-site over the site it built before (which it then removes): "
          f"{so[0] / v[0]:.2f}× verify-report's time")
for size in sizes:
    try:
        size_b, path = open(os.path.join(out, f"site-largest-{size}")).read().split(None, 1)
        files = open(os.path.join(out, f"site-files-{size}")).read().strip()
        kb = int(open(os.path.join(out, f"site-kb-{size}")).read())
        print(f"- site at {size:,} runs: {files} files, {kb / 1024:,.0f} MB, the largest "
              f"{int(size_b) / 1e6:,.1f} MB ({path.strip()}; target ≤ 5 MB)")
    except OSError:
        pass
for size in sizes:
    try:
        line = open(os.path.join(out, f"site-open-{size}")).read().strip()
        if line:
            print(f"- site at {size:,} runs, {line} (headless Chromium, file://; target ≤ 1 s)")
    except OSError:
        pass
try:
    a, b = open(os.path.join(out, "small.txt")).read().split()
    print(f"- the running example (report.md, 48 runs): verify-report {a} ms, "
          f"/bin/true {b} ms (median of 20, including the fork and exec)")
except OSError:
    pass

#!/usr/bin/env python3
"""Write results.jsonl, the runs behind report.md (en-cover): a
development report for the suggester (tests/suggest.py), shaped like an
LKML cover letter of an mm patch series, hackbench, kernbench, fio and
perf stat, base against patched, five runs each.  Constants only:

    python3 tests/suggest/en-cover/gen.py > tests/suggest/en-cover/results.jsonl
"""
import json
import sys

GROUPS = {
    ("hackbench-g4", "base"): {"time_s": [0.412, 0.405, 0.431, 0.409, 0.421]},
    ("hackbench-g4", "patched"): {"time_s": [0.391, 0.388, 0.402, 0.384, 0.396]},
    ("hackbench-g16", "base"): {"time_s": [1.618, 1.655, 1.602, 1.640, 1.671]},
    ("hackbench-g16", "patched"): {"time_s": [1.544, 1.561, 1.529, 1.580, 1.537]},
    ("kernbench", "base"): {
        "elapsed_s": [212.4, 213.1, 211.8, 214.0, 212.9],
        "user_s": [2710.2, 2714.8, 2708.9, 2716.3, 2711.5],
        "sys_s": [301.4, 305.2, 299.8, 303.9, 302.6],
        "instructions": [9.412e12, 9.418e12, 9.409e12, 9.421e12, 9.415e12],
        "cycles": [7.921e12, 7.934e12, 7.915e12, 7.940e12, 7.927e12],
    },
    ("kernbench", "patched"): {
        "elapsed_s": [209.9, 210.6, 209.1, 211.2, 210.3],
        "user_s": [2709.7, 2713.1, 2707.5, 2715.0, 2710.4],
        "sys_s": [290.8, 293.9, 289.1, 292.4, 291.0],
        "instructions": [9.398e12, 9.405e12, 9.391e12, 9.410e12, 9.402e12],
        "cycles": [7.701e12, 7.712e12, 7.694e12, 7.720e12, 7.706e12],
    },
    ("fio-seqread", "base"): {
        "read_mb_s": [1488, 1502, 1479, 1495, 1491],
        "lat_p99_us": [812, 798, 830, 805, 821],
    },
    ("fio-seqread", "patched"): {
        "read_mb_s": [1521, 1534, 1515, 1529, 1526],
        "lat_p99_us": [776, 790, 769, 781, 772],
    },
}


def main():
    out = sys.stdout
    for (tc, cfg), metrics in GROUPS.items():
        n = len(next(iter(metrics.values())))
        for i in range(n):
            rec = {"tc": tc, "cfg": cfg, "rep": i + 1}
            for m, vals in metrics.items():
                rec[m] = vals[i]
            out.write(json.dumps(rec, sort_keys=True) + "\n")


main()

#!/usr/bin/env python3
"""Generate results.jsonl, the 42 raw runs behind report.md (zh-khugepaged).

A test corpus example, not a measurement: the numbers are shaped like the
khugepaged slide deck the report retells (a scan budget counted in pages
touched instead of 512 per PMD range, and no collapse of lazyfree
memory), chosen so that every claim of report.md is true.  The output
depends only on the constants below (no clock, no random module):

    python3 tests/examples/zh-khugepaged/gen.py > tests/examples/zh-khugepaged/results.jsonl

A metric is given per (tc, cfg) either as an explicit list, one value per
rep, or as a median M spread by the group's pattern: M times (1 + r) for
the offsets r of SPREAD[n], in the group's rep order ORDER, so the median
is exactly M.
"""

import json
import sys

SPREAD = {3: (-0.009, 0.0, 0.014), 5: (-0.022, -0.008, 0.0, 0.011, 0.026),
          # kernbench's times vary by tenths of a percent, not percents.
          "tc4": (-0.0041, -0.0013, 0.0, 0.0017, 0.0046)}
ORDER = {
    ("tc1", "before"): (1, 2, 0), ("tc1", "after"): (1, 0, 2),
    ("tc2", "before"): (2, 0, 4, 1, 3), ("tc2", "after"): (3, 1, 2, 4, 0),
    ("tc3", "before"): (2, 4, 1, 0, 3), ("tc3", "after"): (0, 2, 3, 1, 4),
    ("tc4", "before"): (2, 1, 3, 0, 4), ("tc4", "after"): (4, 2, 0, 3, 1),
    ("tc5", "before"): (0, 1, 2), ("tc5", "after"): (2, 1, 0),
}
DECIMALS = {"cycles_per_access": 2, "user_s": 2, "sys_s": 2,
            "elapsed_s": 2, "dtlb_miss_ratio": 4, "lazyfree_freed_frac": 3}
KERNEL = {"before": "6.12.0-rc3", "after": "6.12.0-rc3+khugepaged-v2"}
ARCH = {"tc3": "x86_64 (qemu-system-x86_64 -enable-kvm)"}

GROUPS = {
    # One full round of the mm_slot list, idle desktop, 10 minutes.
    ("tc1", "before"): {
        "progress_mb": [674, 671, 676],
        "elapsed_s": [419, 425, 414],
        "sleep_cycles": [41, 42, 41],
        "scan_succeed": [1, 1, 2],
        "scan_exceed_shared_pte": [2, 2, 3],
        "scan_pmd_mapped": [142, 140, 145],
        "scan_no_pte_table": [178, 181, 176],
    },
    ("tc1", "after"): {
        "progress_mb": [45, 44, 47],
        "elapsed_s": [20, 21, 20],
        "sleep_cycles": [1, 1, 2],
        "scan_succeed": [1, 2, 1],
        "scan_exceed_shared_pte": [2, 3, 2],
        "scan_pmd_mapped": [142, 141, 144],
        "scan_no_pte_table": [178, 178, 180],
    },
    # hot1 -> cold -> hot2, 128 MB each; hot2 at the tail of the list.
    ("tc2", "before"): {
        "cycles_per_access": 4.96,
        "dtlb_load_misses": 284800000,
        "dtlb_miss_ratio": 0.0712,
        "access_per_s": 61000,
        "hot2_thp": [3, 2, 3, 4, 3],
        "time_to_collapse_s": [387, 402, 371, 387, 395],
    },
    ("tc2", "after"): {
        "cycles_per_access": 2.21,
        "dtlb_load_misses": 69600000,
        "dtlb_miss_ratio": 0.0174,
        "access_per_s": 135000,
        "hot2_thp": [64, 64, 64, 64, 64],
        "time_to_collapse_s": [12, 11, 12, 14, 12],
    },
    # The same, in a guest (qemu-system-x86_64 -enable-kvm): two-level
    # page walks make every TLB miss dearer.
    ("tc3", "before"): {
        "dtlb_load_misses": 241600000,
        "cycles_per_access": 7.84,
    },
    ("tc3", "after"): {
        "dtlb_load_misses": 3220000,
        "cycles_per_access": 2.38,
    },
    # kernbench: parallel kernel build, make -j8, 5 runs each.
    ("tc4", "before"): {"user_s": 1842.6, "sys_s": 212.3, "elapsed_s": 247.5},
    ("tc4", "after"): {"user_s": 1823.8, "sys_s": 207.8, "elapsed_s": 245.05},
    # MADV_FREE: 128 MB marked lazyfree, then memory pressure.
    ("tc5", "before"): {
        "lazyfree_thp_collapsed": [61, 60, 62],
        "pswpout_mb": [122, 120, 124],
        "lazyfree_freed_frac": [0.047, 0.051, 0.044],
        "khugepaged_cpu_ms": 1820,
    },
    ("tc5", "after"): {
        "lazyfree_thp_collapsed": [0, 0, 0],
        "pswpout_mb": [0, 0, 0],
        "lazyfree_freed_frac": [0.992, 0.990, 0.994],
        "khugepaged_cpu_ms": 1240,
    },
}


def value(group, metric, spec, rep, n):
    """The metric's value in rep (0-based) of a group of n reps."""
    if isinstance(spec, list):
        return spec[rep]
    v = spec * (1 + SPREAD.get(group[0], SPREAD[n])[ORDER[group][rep]])
    d = DECIMALS.get(metric)
    return round(v, d) if d is not None else int(round(v))


def main():
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    for (tc, cfg), metrics in GROUPS.items():
        n = len(ORDER[(tc, cfg)])
        for rep in range(n):
            run = {"tc": tc, "cfg": cfg, "rep": rep + 1,
                   "kernel": KERNEL[cfg], "arch": ARCH.get(tc, "x86_64")}
            for m, spec in metrics.items():
                run[m] = value((tc, cfg), m, spec, rep, n)
            out.write(json.dumps(run, ensure_ascii=False,
                                 separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()

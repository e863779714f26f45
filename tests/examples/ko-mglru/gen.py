#!/usr/bin/env python3
"""Generate results.jsonl, the 25 raw runs behind report.md (ko-mglru).

A test corpus example, not a measurement: the numbers are shaped like the
Korean MGLRU blog post the report retells, chosen so that every claim of
report.md is true.  The output depends only on the constants below (no
clock, no random module), so two runs give byte-identical files:

    python3 tests/examples/ko-mglru/gen.py > tests/examples/ko-mglru/results.jsonl

A metric is given per (tc, cfg) either as an explicit list, one value per
rep, or as a median M spread by the group's pattern: M times (1 + r) for
the offsets r of SPREAD, in the group's rep order ORDER, so the median is
exactly M and every metric of a run sits at the same place in its group
(one run simply ran under a little more pressure than the others).
"""

import json
import sys

KERNEL = "6.8.0-137-generic"
SPREAD = (-0.031, -0.012, 0.0, 0.017, 0.043)
# Rep order per group: ORDER[g][i] is the index into SPREAD of rep i+1.
ORDER = {
    ("tc1", "off"): (2, 0, 4, 1, 3),
    ("tc1", "on"): (3, 4, 1, 2, 0),
    ("tc2", "off"): (1, 3, 2, 4, 0),
    ("tc2", "on"): (2, 4, 0, 3, 1),
    ("tc3", "pr"): (2, 1, 4, 0, 3),
}
# Decimal places of non-integer metrics.
DECIMALS = {"hot_reaccess_s": 2, "lat_p99_ms": 1, "kswapd_cpu_s": 2,
            "reclaim_ms": 1}

GROUPS = {
    # Stream: 192 MiB hot file, 1.5 GiB cold file streamed past it, hot
    # file re-read; limit 512 MiB.
    ("tc1", "off"): {
        "enabled": "0x0000",
        "hot_reaccess_s": [0.22, 0.26, 0.24, 0.23, 0.25],
        "refault_file": 1115800,
        "restore_file": [0, 0, 0, 0, 0],
        "pgsteal": 1576080,
        "pgscan": 1728150,
        "cold_read_mbps": 412,
        "psi_some_us": 2150000,
    },
    ("tc1", "on"): {
        "enabled": "0x0007",
        "hot_reaccess_s": [0.32, 0.37, 0.31, 0.34, 0.29],
        "refault_file": 1138700,
        "restore_file": [65543, 65536, 65538, 65540, 65537],
        "pgsteal": 1639950,
        "pgscan": 1685450,
        "cold_read_mbps": 405,
        "psi_some_us": 2480000,
    },
    # Anonymous churn over zram swap, limit 1 GiB, 1.4 GiB working set.
    ("tc2", "off"): {
        "enabled": "0x0000",
        "ops_per_s": 21400,
        "majflt": 2410000,
        "pswpin": 2380000,
        "psi_memory_full_us": 17830000,
        "lat_p99_ms": 18.4,
        "kswapd_cpu_s": 3.1,
        "slow_req": 4210,
        "pgsteal": 2520000,
        "pgscan": 6116505,
    },
    ("tc2", "on"): {
        "enabled": "0x0007",
        "ops_per_s": 34200,
        "majflt": 1530000,
        "pswpin": 1497000,
        "psi_memory_full_us": 6240000,
        "lat_p99_ms": 9.7,
        "kswapd_cpu_s": 5.8,
        "slow_req": 1980,
        "pgsteal": 2610000,
        "pgscan": 3686441,
    },
    # Proactive reclaim of generation 1 through debugfs, 400 MiB file.
    ("tc3", "pr"): {
        "enabled": "0x0007",
        "mem_before_mib": [401, 401, 402, 401, 401],
        "mem_after_mib": [1, 1, 2, 1, 1],
        "gen1_file_before": [102550, 102548, 102561, 102550, 102553],
        "gen1_file_after": [0, 0, 0, 0, 0],
        "age_ms_before": [11588, 11733, 11601, 11650, 11590],
        "reclaim_ms": [38.2, 41.5, 36.9, 39.4, 40.1],
    },
}


def value(group, metric, spec, rep):
    """The metric's value in rep (0-based) of group."""
    if isinstance(spec, list):
        return spec[rep]
    v = spec * (1 + SPREAD[ORDER[group][rep]])
    d = DECIMALS.get(metric)
    return round(v, d) if d is not None else int(round(v))


def main():
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    for (tc, cfg), metrics in GROUPS.items():
        for rep in range(5):
            run = {"tc": tc, "cfg": cfg, "rep": rep + 1, "kernel": KERNEL,
                   "distro": "Ubuntu 24.04"}
            for m, spec in metrics.items():
                if isinstance(spec, str):
                    run[m] = spec
                else:
                    run[m] = value((tc, cfg), m, spec, rep)
            out.write(json.dumps(run, ensure_ascii=False,
                                 separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generate results.jsonl, the raw runs behind report.md (en-lkml-mmtests).

A test corpus example, not a measurement: an English LKML cover letter
for a made-up scheduler series ("sched/fair: skip idle-core scan when
the LLC is busy"), whose results sit in the plain-text tables mmtests,
lkp-tests and kernbench print.  Every value is an explicit constant (no
clock, no random module), so two runs give byte-identical files:

    python3 tests/examples/en-lkml-mmtests/gen.py > tests/examples/en-lkml-mmtests/results.jsonl
"""

import json
import sys

KERNEL = {"base": "6.12.0-rc3", "patched": "6.12.0-rc3+"}

# hackbench-process-pipes, seconds, 5 iterations per group count.
HACKBENCH = {
    "base": {
        "g1_s": [0.412, 0.405, 0.418, 0.409, 0.421],
        "g4_s": [1.026, 1.041, 1.013, 1.038, 1.017],
        "g16_s": [3.874, 3.912, 3.851, 3.949, 3.890],
    },
    "patched": {
        "g1_s": [0.401, 0.398, 0.407, 0.395, 0.404],
        "g4_s": [0.934, 0.951, 0.927, 0.946, 0.938],
        "g16_s": [3.502, 3.547, 3.488, 3.571, 3.519],
    },
}

# kernbench, a full kernel build, seconds, 5 runs.
KERNBENCH = {
    "base": {
        "elapsed_s": [47.52, 48.11, 47.65, 47.93, 47.69],
        "user_s": [1412.3, 1419.8, 1408.7, 1416.2, 1411.5],
        "sys_s": [201.4, 203.9, 199.8, 202.6, 200.9],
    },
    "patched": {
        "elapsed_s": [46.88, 47.21, 46.73, 47.05, 46.95],
        "user_s": [1409.6, 1414.9, 1406.2, 1412.8, 1410.1],
        "sys_s": [196.2, 198.7, 195.4, 197.9, 196.6],
    },
}

# lkp-tests: hackbench throughput and netperf, 4 runs a commit.
LKP = {
    "base": {
        "hackbench.throughput": [147210, 152380, 139870, 155941],
        "netperf.Throughput_Mbps": [851.2, 862.7, 848.9, 858.4],
    },
    "patched": {
        "hackbench.throughput": [166830, 171250, 158940, 175123],
        "netperf.Throughput_Mbps": [849.6, 857.3, 845.1, 861.8],
    },
}


def emit(out, tc, groups):
    for cfg in ("base", "patched"):
        metrics = groups[cfg]
        n = len(next(iter(metrics.values())))
        for rep in range(n):
            run = {"tc": tc, "cfg": cfg, "rep": rep + 1,
                   "kernel": KERNEL[cfg]}
            for name, values in metrics.items():
                run[name] = values[rep]
            out.write(json.dumps(run) + "\n")


def main():
    out = sys.stdout
    emit(out, "hackbench", HACKBENCH)
    emit(out, "kernbench", KERNBENCH)
    emit(out, "lkp", LKP)


if __name__ == "__main__":
    main()

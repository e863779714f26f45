#!/usr/bin/env python3
"""Generate results.jsonl, the raw runs behind report.md (en-lkml-sched).

A test corpus example, not a measurement: the runs are shaped like the
ones a scheduler patch series quotes in its cover letter (hackbench at
1, 4, 8 and 16 groups with perf stat on the 16-group runs, kernbench,
tbench, schbench), base v6.8-rc3 against the series on top of it.  The
noise comes from a fixed linear congruential generator, so the output
depends only on the constants below (no clock, no random module) and two
runs give byte-identical files:

    python3 tests/examples/en-lkml-sched/gen.py > tests/examples/en-lkml-sched/results.jsonl

The report was written from these runs afterwards, as its author would:
every number in it is what the runs give, rounded as printed.
"""

import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ among the examples
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
from noise import Noise, jitter  # noqa: E402  (tests/examples/noise.py)

BASE = "6.8.0-rc3"
PATCHED = "6.8.0-rc3-00003-g5f1c2e7a9b40"


# hackbench -g N -l 10000 (threads, pipes): per groups, the centre of
# hackbench's "Time:" (s) and of the sys time /usr/bin/time reports (s),
# base then patched, and the relative spread.
HACKBENCH = {
    1: ((0.412, 5.18), (0.405, 5.12), 0.025),
    4: ((1.027, 24.61), (0.978, 23.79), 0.020),
    8: ((1.934, 49.30), (1.784, 46.71), 0.018),
    16: ((3.781, 98.42), (3.399, 91.63), 0.015),
}
# perf stat -a -e context-switches,cpu-migrations,instructions,cycles on
# the 16-group runs: centres, base then patched.
PERF16 = ((2410000, 81200, 1.184e12, 1.301e12),
          (2182000, 45700, 1.106e12, 1.140e12))
# kernbench (make -j32 defconfig, on xfs over RAID 1): elapsed, user,
# sys (s).
KERNBENCH = ((312.4, 4721.0, 512.6), (311.1, 4719.3, 498.2))
# tbench 128 clients, 60 s each: throughput (MB/s).
TBENCH = (4012.0, 4187.0)
# schbench -m 2 -t 8 -r 30: wakeup latency p50 and p99 (us).
SCHBENCH = ((36, 1234), (35, 1108))


def line(out, tc, cfg, rep, fields):
    run = {"tc": tc, "cfg": cfg, "rep": rep,
           "kernel": BASE if cfg == "base" else PATCHED}
    run.update(fields)
    out.write(json.dumps(run, separators=(",", ":")) + "\n")


def main():
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    noise = Noise(20240213)
    for groups, (base, patched, rel) in HACKBENCH.items():
        for cfg, (t, sys_t) in (("base", base), ("patched", patched)):
            for rep in range(1, 11):
                f = {"groups": groups,
                     "time_s": round(jitter(noise, t, rel), 3),
                     "sys_s": round(jitter(noise, sys_t, rel * 0.8), 2)}
                if groups == 16:
                    c = PERF16[cfg == "patched"]
                    f["context_switches"] = int(jitter(noise, c[0], 0.03))
                    f["cpu_migrations"] = int(jitter(noise, c[1], 0.06))
                    f["instructions"] = int(jitter(noise, c[2], 0.01))
                    f["cycles"] = int(jitter(noise, c[3], 0.01))
                line(out, "hackbench-g%d" % groups, cfg, rep, f)
    for cfg, c in (("base", KERNBENCH[0]), ("patched", KERNBENCH[1])):
        for rep in range(1, 6):
            line(out, "kernbench", cfg, rep, {
                "jobs": 32,
                "elapsed_s": round(jitter(noise, c[0], 0.008), 2),
                "user_s": round(jitter(noise, c[1], 0.002), 2),
                "sys_s": round(jitter(noise, c[2], 0.01), 2)})
    for cfg, c in (("base", TBENCH[0]), ("patched", TBENCH[1])):
        for rep in range(1, 6):
            line(out, "tbench", cfg, rep, {
                "clients": 128,
                "throughput_mb_s": round(jitter(noise, c, 0.015), 2)})
    for cfg, c in (("base", SCHBENCH[0]), ("patched", SCHBENCH[1])):
        for rep in range(1, 6):
            line(out, "schbench", cfg, rep, {"wakeup_lat_us": {
                "p50": int(round(jitter(noise, c[0], 0.06))),
                "p99": int(round(jitter(noise, c[1], 0.05)))}})


if __name__ == "__main__":
    main()

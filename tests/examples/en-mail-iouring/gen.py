#!/usr/bin/env python3
"""Generate results.jsonl, the raw runs behind report.md (en-mail-iouring).

A test corpus example, not a measurement: the runs are shaped like the
ones an io_uring patch series quotes in its cover letter (t/io_uring
peak IOPS on one and two drives with perf stat counters on the one-drive
runs, fio QD1 polled latency, a fio 70/30 mix at QD32), the base tree
against the series on top of it.  The noise comes from the examples'
fixed linear congruential generator (../noise.py), so the output depends
only on the constants below and two runs give byte-identical files:

    python3 tests/examples/en-mail-iouring/gen.py > tests/examples/en-mail-iouring/results.jsonl

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

KERNEL = {"base": "6.13.0-rc1-00412-g4a1f3c0d2e77",
          "patched": "6.13.0-rc1-00416-g9c08b5e1f3a2"}
SECONDS = 30    # each t/io_uring run

# t/io_uring -b512 -d128 -s32 -c32 -p1 -F1 -B1 -R0 -X1 -n{1,2}: the
# centre of IOPS per kernel, and on the one-drive runs the perf stat
# cycles and instructions per IO (perf stat -e cycles,instructions
# around the submitter thread), 10 runs each.
PEAK = {
    "peak-1t": {"base": (4.91e6, 591.0, 893.0),
                "patched": (5.23e6, 553.0, 851.0)},
    "peak-2t": {"base": (9.46e6, None, None),
                "patched": (10.06e6, None, None)},
}
# fio --rw=randread --bs=4k --iodepth=1 --hipri --ioengine=io_uring,
# 5 runs: clat mean and p99 (fio's JSON gives ns), IOPS.
QD1 = {"base": (7420.0, 8610, 134600.0), "patched": (7050.0, 8130, 141700.0)}
# fio --rw=randrw --rwmixread=70 --bs=4k --iodepth=32, not polled, 5
# runs: read and write IOPS, and fio's sys CPU (percent of one CPU).
RANDRW = {"base": (612000.0, 262300.0, 38.2),
          "patched": (614500.0, 263200.0, 35.9)}


def line(out, tc, cfg, rep, fields):
    run = {"tc": tc, "cfg": cfg, "rep": rep, "kernel": KERNEL[cfg]}
    run.update(fields)
    out.write(json.dumps(run, separators=(",", ":")) + "\n")


def main():
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    noise = Noise(20261126)
    for tc, cfgs in PEAK.items():
        for cfg, (iops, cyc, ins) in cfgs.items():
            for rep in range(1, 11):
                f = {"iops": int(jitter(noise, iops, 0.012))}
                if cyc is not None:
                    ios = f["iops"] * SECONDS
                    f["ios"] = ios
                    f["cycles"] = int(ios * jitter(noise, cyc, 0.01))
                    f["instructions"] = int(ios * jitter(noise, ins, 0.006))
                line(out, tc, cfg, rep, f)
    for cfg, (mean, p99, iops) in QD1.items():
        for rep in range(1, 6):
            line(out, "qd1", cfg, rep, {
                "clat_mean_ns": round(jitter(noise, mean, 0.01), 1),
                "clat_p99_ns": int(round(jitter(noise, p99, 0.02), -1)),
                "iops": int(jitter(noise, iops, 0.01))})
    for cfg, (r, w, sys_pct) in RANDRW.items():
        for rep in range(1, 6):
            line(out, "randrw", cfg, rep, {
                "read_iops": int(jitter(noise, r, 0.008)),
                "write_iops": int(jitter(noise, w, 0.008)),
                "sys_pct": round(jitter(noise, sys_pct, 0.02), 2)})


if __name__ == "__main__":
    main()

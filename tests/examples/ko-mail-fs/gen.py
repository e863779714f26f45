#!/usr/bin/env python3
"""Generate results.jsonl, the raw runs behind report.md (ko-mail-fs).

A test corpus example, not a measurement: the runs are shaped like the
ones a Korean mailing-list reply comparing ext4 and xfs on one NVMe
drive would quote (fio 4k random read, 1m sequential write, 4k writes
with fsync, untar of a kernel tree), 5 runs per file system.  The noise
comes from a fixed linear congruential generator, so the output depends
only on the constants below (no clock, no random module) and two runs
give byte-identical files:

    python3 tests/examples/ko-mail-fs/gen.py > tests/examples/ko-mail-fs/results.jsonl

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


# Per test case: per file system the centres of its metrics, and the
# relative spread.  iops and p99 completion latency (us) from fio's JSON,
# bw_mb_s from fio, elapsed_s from /usr/bin/time.
CASES = {
    "randread-4k": ({"ext4": {"iops": 612000, "p99": 412},
                     "xfs": {"iops": 624500, "p99": 398}}, 0.012),
    "seqwrite-1m": ({"ext4": {"bw_mb_s": 2841.0},
                     "xfs": {"bw_mb_s": 3102.0}}, 0.01),
    "fsync-4k": ({"ext4": {"iops": 18400, "p99": 1090},
                  "xfs": {"iops": 12800, "p99": 1790}}, 0.025),
    "untar": ({"ext4": {"elapsed_s": 21.8},
               "xfs": {"elapsed_s": 24.6}}, 0.02),
}


def main():
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    noise = Noise(20261120)
    for tc, (cfgs, rel) in CASES.items():
        for cfg, m in cfgs.items():
            for rep in range(1, 6):
                run = {"tc": tc, "cfg": cfg, "rep": rep,
                       "device": "nvme0n1", "kernel": "6.12.1"}
                if "iops" in m:
                    run["iops"] = int(jitter(noise, m["iops"], rel))
                if "p99" in m:
                    run["clat_us"] = {
                        "p99": int(jitter(noise, m["p99"], rel * 3))}
                if "bw_mb_s" in m:
                    run["bw_mb_s"] = round(jitter(noise, m["bw_mb_s"], rel), 1)
                if "elapsed_s" in m:
                    run["elapsed_s"] = round(
                        jitter(noise, m["elapsed_s"], rel), 2)
                out.write(json.dumps(run, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generate results.jsonl, the raw runs behind report.md (zh-mail-zswap).

A test corpus example, not a measurement: the runs are shaped like the
ones a Chinese cover letter for a zswap writeback patch would quote (a
kernel build and a redis GET load in a memory-limited cgroup, base
against patched, 5 runs each).  The noise comes from the examples'
fixed linear congruential generator (../noise.py), so the output
depends only on the constants below and two runs give byte-identical
files:

    python3 tests/examples/zh-mail-zswap/gen.py > tests/examples/zh-mail-zswap/results.jsonl

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


# Per test case: per kernel the centres of its metrics, and the relative
# spread.  kbuild: elapsed_s and sys_s from /usr/bin/time, zswap_wb_pages
# and pswpin from /proc/vmstat deltas; redis: ops_per_s and p99_ms from
# redis-benchmark, slow_req the requests over its latency threshold.
CASES = {
    "kbuild": ({"base": {"elapsed_s": 412.0, "sys_s": 1630.0,
                         "zswap_wb_pages": 1840000, "pswpin": 912000},
                "patched": {"elapsed_s": 371.0, "sys_s": 1385.0,
                            "zswap_wb_pages": 655000, "pswpin": 301000}},
               0.02),
    "redis": ({"base": {"ops_per_s": 148200.0, "p99_ms": 3.9,
                        "slow_req": 5210},
               "patched": {"ops_per_s": 161900.0, "p99_ms": 2.6,
                           "slow_req": 1870}}, 0.03),
}


def main():
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    noise = Noise(20261202)
    for tc, (cfgs, rel) in CASES.items():
        for cfg, m in cfgs.items():
            for rep in range(1, 6):
                run = {"tc": tc, "cfg": cfg, "rep": rep,
                       "kernel": "6.13.0-rc2" + ("+" if cfg == "patched"
                                                 else "")}
                for k, v in m.items():
                    x = jitter(noise, v, rel)
                    if isinstance(v, int):
                        run[k] = int(x)
                    elif k == "p99_ms":
                        run[k] = round(x, 2)
                    else:
                        run[k] = round(x, 1)
                out.write(json.dumps(run, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generate results.jsonl, the raw runs behind report.md (ja-blog-db).

A test corpus example, not a measurement: the runs are shaped like the
ones a Japanese blog post comparing two PostgreSQL major versions would
quote (pgbench select-only and TPC-B like, CREATE INDEX and VACUUM on a
table of 100 million rows), 5 runs per version.  The noise comes from a
fixed linear congruential generator, so the output depends only on the
constants below (no clock, no random module) and two runs give
byte-identical files:

    python3 tests/examples/ja-blog-db/gen.py > tests/examples/ja-blog-db/results.jsonl

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

VERSION = {"pg16": "16.6", "pg17": "17.2"}
SECONDS = 300


# pgbench, 300 s a run: transactions per second (excluding connection
# time), then the maximum latency (ms) pgbench -l logged.
PGBENCH = {
    # -S, 64 clients, 16 threads
    "select-only": {"clients": 64, "pg16": (412300.0, 9.8),
                    "pg17": (431100.0, 8.1), "rel": 0.012},
    # TPC-B like, 32 clients, 16 threads, scale 1000
    "tpcb": {"clients": 32, "pg16": (18420.0, 212.0),
             "pg17": (23930.0, 131.0), "rel": 0.02},
}
# CREATE INDEX and VACUUM (after deleting 10% of the rows) on 100 million
# rows, maintenance_work_mem 1GB: seconds, and WAL written (MB).
MAINT = {
    "create-index": {"pg16": (61.3, 2140.0), "pg17": (52.8, 2135.0),
                     "rel": 0.02},
    "vacuum": {"pg16": (48.2, 1310.0), "pg17": (19.3, 402.0),
               "rel": 0.03},
}


def line(out, tc, cfg, rep, fields):
    run = {"tc": tc, "cfg": cfg, "rep": rep, "version": VERSION[cfg],
           "cores": 16}
    run.update(fields)
    out.write(json.dumps(run, ensure_ascii=False,
                         separators=(",", ":")) + "\n")


def main():
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    noise = Noise(20261103)
    for tc, spec in PGBENCH.items():
        for cfg in ("pg16", "pg17"):
            tps, lat_max = spec[cfg]
            for rep in range(1, 6):
                t = round(jitter(noise, tps, spec["rel"]), 1)
                line(out, tc, cfg, rep, {
                    "clients": spec["clients"],
                    "tps": t,
                    "xacts": int(t * SECONDS),
                    "lat_avg_ms": round(spec["clients"] / t * 1000, 3),
                    "lat_max_ms": round(jitter(noise, lat_max, 0.2), 1)})
    for tc, spec in MAINT.items():
        for cfg in ("pg16", "pg17"):
            secs, wal = spec[cfg]
            for rep in range(1, 6):
                line(out, tc, cfg, rep, {
                    "elapsed_s": round(jitter(noise, secs, spec["rel"]), 2),
                    "wal_mb": int(jitter(noise, wal, 0.01))})


if __name__ == "__main__":
    main()

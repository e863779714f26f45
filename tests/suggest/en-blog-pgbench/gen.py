#!/usr/bin/env python3
"""Write results.jsonl, the runs behind report.md (en-blog-pgbench): an
English engineering blog post about retuning the postgresql.conf of one
PostgreSQL 16 primary (shared_buffers, wal_compression, checkpoints,
work_mem, random_page_cost), measured before (`default`) and after
(`tuned`) with pgbench read-write and read-only at 64 clients and with
a replayed reporting query at 8 clients: TPS, average, p95 and p99
latency, CPU, WAL written and the shared-buffers hit ratio; five runs a
config each.  Written from scratch by a helper told to write as a
stranger to the tool, never tuned to it or to the suggester.  The noise
is the examples' fixed generator (tests/examples/noise.py), so the
output depends only on the constants:

    python3 tests/suggest/en-blog-pgbench/gen.py > tests/suggest/en-blog-pgbench/results.jsonl

Three sentences, true of the runs, were reworded after a false verdict
(first wording, then the verdict it got):

  - "the tuned ones sat between [5,932 and 5,996](ev:pgbench-rw/tuned/tps@range)
    TPS": error, the link text holds 2 numbers (an en dash, 5,932-5,996,
    is refused the same way); now two claims, @min and @max.
  - "Average latency is down [11%](ev:pgbench-ro/tuned~default/lat_avg_ms)":
    flipped, wrote 11%, data gives -10.7% ("down", "went down", "down
    by" are no direction words); now "is [11%] lower".
  - "The hit ratio went up [2.3](ev:pgbench-ro/tuned~default/buffers_hit_pct)
    points": error, unclear comparison ("up" is no direction word, and
    "points" or "percentage points" no points word); now "rose [2.3] points".

The last two are back as first written (the second as "went up [2.3
percentage points]" of buffers_hit_pct/100) once "down", "up" and
"percentage points" were read (December 2026).

Not reworded: the title, "25% more TPS from Postgres without touching
the hardware", is read as a setup heading ("hardware"), so with the
claims stripped (tests/suggest.py) every integer and every size or time
with its unit in the post is a setup label, neither unbound nor offered
to --fix: "TPS went from 4,777 to 5,976", "41.5 ms to 28.9 ms", "9.8 GB".
"""
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'examples'))
from noise import Noise, jitter  # noqa: E402

# tps, lat_avg_ms, lat_p95_ms, lat_p99_ms, cpu_pct, wal_mb (per 10-minute
# run; None: not measured), buffers_hit_pct.
CENTRES = {
    'pgbench-rw': {
        'default': (4820.0, 13.28, 24.1, 41.0, 71.0, 9850.0, 96.8),
        'tuned': (5930.0, 10.79, 18.2, 29.0, 78.0, 4870.0, 99.2),
    },
    'pgbench-ro': {
        'default': (61200.0, 1.046, 1.92, 3.41, 88.0, 2.1, 97.4),
        'tuned': (68500.0, 0.934, 1.61, 2.83, 88.4, 2.0, 99.6),
    },
    'report-query': {
        'default': (38.5, 207.0, 262.0, 301.0, 64.0, None, 91.2),
        'tuned': (54.1, 147.6, 183.0, 208.0, 69.0, None, 98.1),
    },
}


def main():
    out = sys.stdout
    noise = Noise(20261207)
    for tc, cfgs in CENTRES.items():
        for cfg, (tps, avg, p95, p99, cpu, wal, hit) in cfgs.items():
            for rep in range(1, 6):
                run = {'tc': tc, 'cfg': cfg, 'rep': rep,
                       'tps': round(jitter(noise, tps, 0.02), 1),
                       'lat_avg_ms': round(jitter(noise, avg, 0.02), 3),
                       'lat_p95_ms': round(jitter(noise, p95, 0.04), 2),
                       'lat_p99_ms': round(jitter(noise, p99, 0.06), 2),
                       'cpu_pct': round(jitter(noise, cpu, 0.015), 1)}
                if wal is not None:
                    run['wal_mb'] = round(jitter(noise, wal, 0.02), 1)
                run['buffers_hit_pct'] = round(
                    min(99.99, jitter(noise, hit, 0.002)), 2)
                out.write(json.dumps(run, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()

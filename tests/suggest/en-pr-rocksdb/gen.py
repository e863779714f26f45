#!/usr/bin/env python3
"""Write results.jsonl, the runs behind report.md (en-pr-rocksdb): the
description of a GitHub pull request against RocksDB that makes leveled
compaction's file picker count the overlap with the grandparent level
when it scores files (kMinOverlappingRatio), so it writes fewer bytes
per compaction.  db_bench on one NVMe drive, base `main` against `pr`:
fillseq, overwrite, readwhilewriting and readrandom, ops/s and
p99/p99.9 latency in microseconds from --histogram, write amplification
and compaction MB written from the statistics dump, and process CPU
seconds.  Five runs a build each.  Written from scratch by a helper told
to write as a stranger to the suggester, never tuned to it.  The noise
is the examples' fixed generator (tests/examples/noise.py), so the
output depends only on the constants:

    python3 tests/suggest/en-pr-rocksdb/gen.py > tests/suggest/en-pr-rocksdb/results.jsonl
"""
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'examples'))
from noise import Noise, jitter  # noqa: E402

# Per test case and build: each metric's centre and relative spread.
# ops_per_s, p99_us, p999_us (us), write_amp, compaction_mb, cpu_s.
CASES = {
    'fillseq': {
        'main': {'ops_per_s': (1118000, 0.015), 'p99_us': (3.1, 0.04),
                 'write_amp': (1.02, 0.01), 'cpu_s': (412.0, 0.02)},
        'pr': {'ops_per_s': (1121000, 0.015), 'p99_us': (3.1, 0.04),
               'write_amp': (1.02, 0.01), 'cpu_s': (409.0, 0.02)},
    },
    'overwrite': {
        'main': {'ops_per_s': (248300, 0.02), 'p99_us': (436.0, 0.04),
                 'p999_us': (2870.0, 0.06), 'write_amp': (11.8, 0.02),
                 'compaction_mb': (184200, 0.015), 'cpu_s': (1423.0, 0.015)},
        'pr': {'ops_per_s': (279100, 0.02), 'p99_us': (301.0, 0.04),
               'p999_us': (1940.0, 0.06), 'write_amp': (9.0, 0.02),
               'compaction_mb': (150900, 0.015), 'cpu_s': (1312.0, 0.015)},
    },
    'readwhilewriting': {
        'main': {'ops_per_s': (1424000, 0.02), 'p99_us': (96.0, 0.04),
                 'p999_us': (640.0, 0.06), 'compaction_mb': (41200, 0.02)},
        'pr': {'ops_per_s': (1513000, 0.02), 'p99_us': (81.0, 0.04),
               'p999_us': (455.0, 0.06), 'compaction_mb': (33900, 0.02)},
    },
    'readrandom': {
        'main': {'ops_per_s': (1611000, 0.015), 'p99_us': (58.0, 0.03)},
        'pr': {'ops_per_s': (1604000, 0.015), 'p99_us': (58.0, 0.03)},
    },
}
# How each metric is printed: db_bench's ops/sec and the statistics'
# MB are integers, latencies and CPU seconds carry two decimals.
DIGITS = {'ops_per_s': 0, 'p99_us': 2, 'p999_us': 2, 'write_amp': 2,
          'compaction_mb': 0, 'cpu_s': 2}


def main():
    out = sys.stdout
    noise = Noise(20261207)
    for tc, cfgs in CASES.items():
        for cfg, metrics in cfgs.items():
            for rep in range(1, 6):
                run = {'tc': tc, 'cfg': cfg, 'rep': rep}
                for m, (centre, rel) in metrics.items():
                    v = jitter(noise, centre, rel)
                    run[m] = int(v) if DIGITS[m] == 0 else round(v, DIGITS[m])
                out.write(json.dumps(run, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()

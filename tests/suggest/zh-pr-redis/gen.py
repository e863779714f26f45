#!/usr/bin/env python3
"""Write results.jsonl, the runs behind report.md (zh-pr-redis): the
description of a Chinese GitHub pull request against Redis (## 背景 /
## 改动 / ## 测试结果) that batches small reply chunks for list and
string replies, measured with redis-benchmark against `unstable` and
the PR branch (`pr`): SET and GET of 1 KB values and LRANGE of 100
elements; ops/s, p50 and p99 latency, used_memory after the load and
the server's CPU; five runs a branch each.  Written from scratch by a
helper told to write as a stranger to the tool, never tuned to it or
to the suggester.  The noise is the examples' fixed generator
(tests/examples/noise.py), so the output depends only on the constants:

    python3 tests/suggest/zh-pr-redis/gen.py > tests/suggest/zh-pr-redis/results.jsonl

Two sentences, true of the runs, were reworded after a false verdict
(first wording, then the verdict it got):

  - "used_memory 从 1235 MB 降到 1181 MB，少了 [54.5 MB](ev:set-1k/pr~unstable/used_memory_mb)":
    error, unclear comparison: 54.5 under pr~unstable ("少了", like
    "省了" and "省下", is no direction word); now "减少了 [54.5 MB]",
    and back as first written once 少了 was read (December 2026).
  - "CPU 两边都基本打满 ...，差别在 [0.5 个百分点](ev:get-1k/pr~unstable/cpu_pct/100)以内":
    flipped, wrote 0.5 个百分点, data gives −0.5 个百分点 (a bound on
    the size of a change, "以内", read as a rise); now "GET 甚至降低了
    [0.5 个百分点]".

Unbound, and setup rather than results: "100 次这样的小写入" (the 100
elements of LRANGE 0 99), the "1/8" threshold of the change, "100 万个
1KB 的 key" (redis-benchmark -r 1000000 -d 1024) and "跑了 20 遍" (test
reruns, not benchmark runs).
"""
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'examples'))
from noise import Noise, jitter  # noqa: E402

# ops_per_s, p50_ms, p99_ms, used_memory_mb, cpu_pct
CENTRES = {
    'set-1k': {'unstable': (128400.0, 0.367, 0.815, 1236.0, 97.0),
               'pr': (139800.0, 0.343, 0.703, 1181.0, 96.5)},
    'get-1k': {'unstable': (151200.0, 0.311, 0.639, 1236.0, 96.8),
               'pr': (166900.0, 0.287, 0.583, 1181.0, 96.1)},
    'lrange-100': {'unstable': (31800.0, 1.495, 2.671, 412.0, 99.1),
                   'pr': (58700.0, 0.807, 1.447, 411.0, 98.6)},
}


def main():
    out = sys.stdout
    noise = Noise(20261209)
    for tc, cfgs in CENTRES.items():
        for cfg, (ops, p50, p99, mem, cpu) in cfgs.items():
            for rep in range(1, 6):
                run = {'tc': tc, 'cfg': cfg, 'rep': rep,
                       'ops_per_s': round(jitter(noise, ops, 0.02), 2),
                       'p50_ms': round(jitter(noise, p50, 0.03), 3),
                       'p99_ms': round(jitter(noise, p99, 0.06), 3),
                       'used_memory_mb': round(jitter(noise, mem, 0.003), 1),
                       'cpu_pct': round(jitter(noise, cpu, 0.01), 1)}
                out.write(json.dumps(run, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()

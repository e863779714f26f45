#!/usr/bin/env python3
"""Write results.jsonl, the runs behind report.md (ko-blog-tcp): a
Korean blog post comparing TCP CUBIC and BBR over a 10GbE link with 20
ms of netem delay and 0.1% loss, written from scratch for issue 23 item
1 as a test of the suggester's generality, never tuned to it.  iperf3
with one and with eight streams, and nginx under wrk; five runs a
congestion control each.  The noise is the examples' fixed generator
(tests/examples/noise.py), so the output depends only on the constants:

    python3 tests/suggest/ko-blog-tcp/gen.py > tests/suggest/ko-blog-tcp/results.jsonl
"""
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'examples'))
from noise import Noise, jitter  # noqa: E402

# iperf3 -t 60: throughput (Mbit/s), retransmits, mean smoothed RTT (us).
IPERF = {
    'iperf-1': {'cubic': (2140.0, 18400, 24900.0),
                'bbr': (6870.0, 41200, 21300.0)},
    'iperf-8': {'cubic': (7910.0, 96300, 27800.0),
                'bbr': (9310.0, 152800, 23900.0)},
}
# wrk -t8 -c256 -d60s against nginx, a 10 KB file: requests/s, p99 (ms).
WRK = {'cubic': (31840.0, 88.4), 'bbr': (38210.0, 61.7)}


def main():
    out = sys.stdout
    noise = Noise(20261203)
    for tc, cfgs in IPERF.items():
        for cfg, (mbps, retr, rtt) in cfgs.items():
            for rep in range(1, 6):
                run = {'tc': tc, 'cfg': cfg, 'rep': rep,
                       'throughput_mbps': round(jitter(noise, mbps, 0.03), 1),
                       'retrans': int(jitter(noise, retr, 0.08)),
                       'rtt_us': int(jitter(noise, rtt, 0.02))}
                out.write(json.dumps(run, separators=(',', ':')) + '\n')
    for cfg, (rps, p99) in WRK.items():
        for rep in range(1, 6):
            run = {'tc': 'wrk', 'cfg': cfg, 'rep': rep,
                   'req_per_s': round(jitter(noise, rps, 0.02), 1),
                   'lat_p99_ms': round(jitter(noise, p99, 0.05), 2)}
            out.write(json.dumps(run, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Write results.jsonl, the runs behind report.md (ko-mail-jvm): a
Korean mailing-list post (plain-text feel, quoted questions, a git log
line, a sign-off) comparing the JVM's G1 and ZGC (generational, JDK 21;
configs g1 and zgc) under a Kafka client benchmark on one 16-core host
with a 4 GiB heap: kafka-consume (a consumer group draining a topic of
1 KB records) and kafka-produce (a producer with acks=all).  Per run:
throughput (msgs/s), p99 and p99.9 end-to-end latency (ms), the longest
GC pause (ms, from the GC log), the median heap used after GC (MB) and
the process CPU time (s) over a 10-minute run.  Five runs a collector
each.  Written from scratch by a helper told to write as a stranger to
the suggester, never tuned to it.  The noise is the examples' fixed
generator (tests/examples/noise.py), so the output depends only on the
constants:

    python3 tests/suggest/ko-mail-jvm/gen.py > tests/suggest/ko-mail-jvm/results.jsonl

Four claims in three sentences were reworded after false verdicts on
true claims (the words were no direction words the tool lists):
"p99.9가 약 [4배] 좋아지고"
(wrong, read as zgc/g1 = 0.25배), "처리량은 [5.9%] 정도 손해를 봅니다"
and "ZGC가 [5.9%] 낮습니다" (flipped), and "p99.9가 [71.7%]~[75.0%]
줄어드는" (the first link flipped: the word follows the second only).
The first three are back as first written, once 좋아지, 손해 and 낮습
were listed (December 2026); the last stays reworded, as a word after
a second link is not the first's (CLAIMS.md 3.2: a link ends a clause).
The host CPU share, cpu_s/9600 written as [4.3%], is ok but warned of a
unit slip ("a time of 9600 s"): 9600 is 600 s times 16 cores.
"""
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'examples'))
from noise import Noise, jitter  # noqa: E402

# throughput_msgs_per_s, p99_ms, p999_ms, max_pause_ms, heap_used_mb, cpu_s
CASES = {
    'kafka-consume': {
        'g1': (412000.0, 14.2, 48.6, 38.4, 2860.0, 412.5),
        'zgc': (389000.0, 9.8, 12.1, 0.42, 3410.0, 468.2),
    },
    'kafka-produce': {
        'g1': (186000.0, 22.4, 71.3, 52.7, 3120.0, 388.0),
        'zgc': (179500.0, 15.1, 19.8, 0.61, 3680.0, 431.0),
    },
}
SPREAD = (0.03, 0.06, 0.12, 0.15, 0.03, 0.02)
DIGITS = (0, 2, 2, 3, 0, 1)
NAMES = ('throughput_msgs_per_s', 'p99_ms', 'p999_ms', 'max_pause_ms',
         'heap_used_mb', 'cpu_s')


def main():
    out = sys.stdout
    noise = Noise(20261027)
    for tc, cfgs in CASES.items():
        for cfg, centre in cfgs.items():
            for rep in range(1, 6):
                run = {'tc': tc, 'cfg': cfg, 'rep': rep}
                for name, c, s, d in zip(NAMES, centre, SPREAD, DIGITS):
                    x = round(jitter(noise, c, s), d)
                    run[name] = int(x) if d == 0 else x
                out.write(json.dumps(run, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()

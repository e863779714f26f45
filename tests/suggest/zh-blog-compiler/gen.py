#!/usr/bin/env python3
"""Write results.jsonl, the runs behind report.md (zh-blog-compiler): a
Chinese technical blog post comparing GCC 14.2 and Clang 18.1 on one
16-core desktop: a Linux 6.12 x86_64 defconfig build timed with
/usr/bin/time -v (elapsed, user and sys seconds, peak RSS, minor page
faults, voluntary context switches, and the .text size of the vmlinux
it produces, which does not move between runs), and three programs of
the Benchmarks Game (nbody, fannkuch-redux, spectral-norm) built -O2
-march=native with each compiler, runtime and perf stat instructions.
Five runs a compiler each.  Written from scratch by a helper told to
write as a stranger to the suggester, never tuned to it.  The noise is
the examples' fixed generator (tests/examples/noise.py), so the output
depends only on the constants:

    python3 tests/suggest/zh-blog-compiler/gen.py > tests/suggest/zh-blog-compiler/results.jsonl
"""
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                '..', '..', 'examples'))
from noise import Noise, jitter  # noqa: E402

# make -j32 bzImage of x86_64_defconfig, Linux 6.12, from a clean tree:
# elapsed_s, user_s, sys_s, max_rss_kb, minor_faults, vol_ctx_switches,
# and the vmlinux .text size (size -A), the same every run.
KBUILD = {
    'gcc14': (98.6, 2418.0, 231.0, 398200, 118400000, 386000, 24117248),
    'clang18': (112.4, 2790.0, 226.0, 471500, 131900000, 371000, 25526272),
}
# Benchmarks Game programs, -O2 -march=native: runtime_s, instructions.
PROGS = {
    'nbody': {'gcc14': (2.412, 12.31e9), 'clang18': (2.187, 11.02e9)},
    'fannkuch': {'gcc14': (9.846, 58.6e9), 'clang18': (10.71, 61.9e9)},
    'spectral': {'gcc14': (1.624, 7.48e9), 'clang18': (1.598, 7.41e9)},
}


def main():
    out = sys.stdout
    noise = Noise(20261118)
    for cfg, (el, us, sy, rss, mf, vcs, text) in KBUILD.items():
        for rep in range(1, 6):
            run = {'tc': 'kbuild', 'cfg': cfg, 'rep': rep,
                   'elapsed_s': round(jitter(noise, el, 0.02), 2),
                   'user_s': round(jitter(noise, us, 0.01), 2),
                   'sys_s': round(jitter(noise, sy, 0.03), 2),
                   'max_rss_kb': int(jitter(noise, rss, 0.01)),
                   'minor_faults': int(jitter(noise, mf, 0.004)),
                   'vol_ctx_switches': int(jitter(noise, vcs, 0.03)),
                   'text_bytes': text}
            out.write(json.dumps(run, separators=(',', ':')) + '\n')
    for tc, cfgs in PROGS.items():
        for cfg, (rt, ins) in cfgs.items():
            for rep in range(1, 6):
                run = {'tc': tc, 'cfg': cfg, 'rep': rep,
                       'runtime_s': round(jitter(noise, rt, 0.015), 3),
                       'instructions': int(jitter(noise, ins, 0.001))}
                out.write(json.dumps(run, separators=(',', ':')) + '\n')


if __name__ == '__main__':
    main()

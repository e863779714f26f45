#!/usr/bin/env python3
"""make bench: --suggest on a report with 500 unbound numbers over the
generated runs, against plain verification of the same report (issue
13: under 2x).  The report is bench/gen.c's, with its prose lines again
below it, links stripped, until 500 numbers are unbound.  Prints the
fastest wall time of ROUNDS runs of each and their ratio, and the same
for CPU time, which a busy machine disturbs less.

    python3 bench/suggest.py VERIFY_REPORT REPORT.md RESULTS.jsonl OUT.md [ROUNDS]
"""
import re
import resource
import subprocess
import sys
import time

LINK = re.compile(r'\[([^\]]*)\]\((?:<ev:([^>]*)>|ev:([^)\s]*))\)')


def unbound(vr, path, results):
    out = subprocess.run([vr, path, results], capture_output=True,
                         text=True).stdout.strip().split('\n')[-1]
    return int(out.split('; ')[1].split()[0])


def best(cmd, rounds):
    """The fastest wall time and the least CPU time (user + system) of
    rounds runs: on a shared machine the CPU time moves less."""
    t, c = [], []
    for _ in range(rounds):
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.monotonic()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        t.append(time.monotonic() - t0)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        c.append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
    return min(t), min(c)


def main():
    vr, report, results, out = sys.argv[1:5]
    rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 3
    orig = open(report, encoding='utf-8').read()
    lines = LINK.sub(lambda m: m.group(1), orig).split('\n')
    lo, hi = 0, len(lines)
    while lo < hi:
        mid = (lo + hi) // 2
        open(out, 'w', encoding='utf-8').write(orig + '\n\n' + '\n'.join(lines[:mid]) + '\n')
        if unbound(vr, out, results) < 500:
            lo = mid + 1
        else:
            hi = mid
    open(out, 'w', encoding='utf-8').write(orig + '\n\n' + '\n'.join(lines[:lo]) + '\n')
    n = unbound(vr, out, results)
    plain, pcpu = best([vr, out, results], rounds)
    sugg, scpu = best([vr, '--suggest', out, results], rounds)
    print('suggest: %d unbound numbers: plain %.2f s, --suggest %.2f s, '
          '%.2fx wall (target < 2x); CPU %.2f s against %.2f s, %.2fx' % (
              n, plain, sugg, sugg / plain, scpu, pcpu, scpu / pcpu))


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""What --suggest and --fix recover of a report that lost its prose
claims (issue 13), on the running example and the real-shaped examples.

For each report: every ev: link outside tables, fenced code and
ev:label is stripped to its text; then
  - recall: of the run-bound stripped claims, the share --fix binds
    to the author's address or an equivalent one;
  - precision: of what --fix binds in the stripped report, the share
    that is the author's address or an equivalent one (the same value
    from the same runs, or a count of runs all configs of the test case
    share: issue 23 item 7); a binding of a number the author left unbound
    counts against it, unless UNBOUND_CLAIMS lists it as a claim the runs
    bear out (its address checked) and --fix bound it to that address;
  - top-1, top-3: of the run-bound stripped claims, the share whose
    author address (or an equivalent) is the first suggestion, or one
    of the first three.  '=' claims compute from the report's own
    numbers, not the runs: --suggest does not search them, so they are
    counted apart (but --fix binding one of them counts against
    precision).
Prints one line per report, each figure against the issue's target
(issue 23: recall 70%, precision 98%, top-1 85%; top-3 90%), and exits
1 under the floors below (what each report reaches, never under the
floors of before); a target not met is also said aloud ("TARGET ... not
met").  Misses, and first suggestions --fix did not bind, are listed
with -v.  Reports: report.md, tests/examples/*, and tests/suggest/*
(written for the suggester's development).

    python3 tests/suggest.py [-v] VERIFY_REPORT [TOP]
"""
import json
import os
import re
import subprocess
import sys
import tempfile

LINK = re.compile(r'\[([^\]]*)\]\((?:<ev:([^>]*)>|ev:([^)\s]*))\)')
TARGET = {'recall': 70.0, 'precision': 98.0, 'top1': 85.0, 'top3': 90.0}
# The floors under which the test fails: what each report reaches now
# (never below the floors of before, nor, once a report meets them, below
# the targets: recall 70, precision 98, top-1 85, top-3 90).
FLOOR = {
    'running': {'recall': 83, 'precision': 98, 'top1': 86, 'top3': 90},
    'ko-mglru': {'recall': 73, 'precision': 98, 'top1': 91, 'top3': 95},
    'zh-khugepaged': {'recall': 73, 'precision': 98, 'top1': 91, 'top3': 95},
    'en-cover': {'recall': 100, 'precision': 98, 'top1': 100, 'top3': 100},
    # Written by strangers to the suggester (issue 23), never tuned to.
    'en-lkml-sched': {'recall': 80, 'precision': 98, 'top1': 90, 'top3': 94},
    'ja-blog-db': {'recall': 97, 'precision': 98, 'top1': 100, 'top3': 100},
    'ko-mail-fs': {'recall': 95, 'precision': 98, 'top1': 100, 'top3': 100},
    # Written for the plain-text tables (issue 22), not tuned to either:
    # its prose names @mean only through the tables' @mean rows, which
    # the suggester reads as the statistic the report uses there.
    'en-lkml-mmtests': {'recall': 87, 'precision': 98, 'top1': 100,
                        'top3': 100},
    # Written for the label rules (issue 23 item 2), never tuned to the
    # suggester.  --fix binds one number its author left unbound: the
    # run count "5 轮里" (kbuild/base/@n, a count every config shares),
    # which ja-blog-db's author binds in the same shape ("5 回のうち最悪").
    # That is a claim the runs bear out, not a label or a coincidence
    # (listed in UNBOUND_CLAIMS below, its address checked), so precision
    # is 100%; before December 2026 it counted against (92.9%).  Never
    # binding shared counts (tried in 12/2026) cost en-lkml-sched,
    # en-lkml-mmtests, ja-blog-db and ko-mail-fs 9 to 25 points of recall.
    # The setup's "各跑 5 轮" (a count every group shares, no test case
    # named) bound as the report's first count of runs: recall 85 to 92.
    'zh-mail-zswap': {'recall': 92, 'precision': 98, 'top1': 100,
                      'top3': 100},
    # Written from scratch for issue 23 item 1 by the helper that then
    # worked on the suggester, measured on main's build before any change
    # (recall 40.6%, top-1 and top-3 56.2%, precision 100%); 62.5% and
    # 78.1% before named ratios ("cycles per IO", "IPC": docs/syntax.md),
    # 84.4% before a row's count phrases named its test case ("on one
    # drive" for the row "1 thread, 1 drive").  Left: the caption's "10
    # runs" (of either test case), "the fastest base run 4.94M" (@max
    # tied with the run that gives it).
    'en-mail-iouring': {'recall': 93, 'precision': 98, 'top1': 100,
                        'top3': 100},
    # Written from scratch for issue 23 item 1 (a Korean blog post,
    # CUBIC against BBR) as a test of generality, by the helper that had
    # just changed the suggester, and never tuned to: these are its
    # first figures, the same on the build before that change.  Its
    # misses: "평균 RTT" (iperf's mean RTT, whose median the author
    # means) bound as @mean, whose value rounds alike (2 wrong binds);
    # Gbps of an _mbps metric not searched; the heading's test case
    # ("1 스트림" of a row label) not named for --fix.
    # Then 71.0% recall (and 91.7% precision): its setup's "5회씩" bound as
    # the report's first count of runs (docs/claims.md), after which the
    # "5회 동안" it leaves unbound is an echo.
    # Then precision 100%: its "평균 RTT" (a statistic word just before
    # the metric word, the median written alike) left to the author
    # (docs/syntax.md), a rule drawn from this report's miss, so from
    # here on it is no longer untuned.
    # Then recall 83.9%, top-1 93.5%, top-3 100%: its "2.15 Gbps" and
    # "6.85 Gbps" of throughput_mbps, once the suggester read bit rates
    # (docs/claims.md).
    'ko-blog-tcp': {'recall': 83, 'precision': 100, 'top1': 93,
                    'top3': 100},
    # Written from scratch in December 2026 by a helper that did not
    # read src/ (a Chinese blog post, GCC 14 against Clang 18), as a
    # stranger's report.  Its first figures: recall 71.1%, precision
    # 96.4% (a geometric mean over three programs bound to one of them),
    # top-1 86.8%, top-3 86.8%.  Then, from its misses, each a family in
    # tests/suggest_stranger.py: @tcgeomean searched where a geometric
    # mean is named (precision 100%), sizes read by 1024s or 1000s
    # ("23.0 MB" of text_bytes/1048576), 加起来 a sum: recall 84.2%,
    # top-1 and top-3 100%; from here on it is no longer untuned.
    'zh-blog-compiler': {'recall': 84, 'precision': 100, 'top1': 100,
                         'top3': 100},
    # Written with it (an English pull request, RocksDB's db_bench).
    # First figures: recall 75.6%, precision 100%, top-1 87.8%, top-3
    # 90.2%; then 80.5%, 92.7%, 95.1% with "185.0 GB" of compaction_mb
    # read by 1000s; top-1 97.6%, top-3 100% with "a cv of 0.7%" read as
    # @cv (first, not bound: no test case named in its sentence).  Left:
    # the setup's "ran 5 times per build" read as fillseq's (its
    # sentence names fillseq as the loader).
    'en-pr-rocksdb': {'recall': 80, 'precision': 100, 'top1': 97,
                      'top3': 100},
    # Written from scratch in December 2026 by a second helper that did
    # not read src/: a Japanese blog post on Go's GC and a Korean
    # mailing-list reply on G1 against ZGC (plain-text tables bound by
    # ev:table).  Their first figures: ja-blog-gogc recall 67.6%, top-1
    # and top-3 91.9%; ko-mail-jvm 48.0%, 90.0%, 90.0%, precision 100%
    # both.  Writing them met five false verdicts on true claims (the
    # helper reworded those, as listed in each gen.py): Korean 좋아지고,
    # 손해, 낮습니다 were no direction words (listed since).  Then
    # ko-mail-jvm 54.0% with p99.9 naming p999_ms, and 76.0% with its
    # plain-text section titles ("1) kafka-consume") read as headings.
    # ja-blog-gogc: 70.3% once a spread word since the previous number
    # (標準偏差は) named its number before a best word earlier in the
    # sentence did, 73.0% with 最も遅い (the slowest) a best word.  Left:
    # coarse numbers (3割 is 30 ± 5%) with the metric named only in the
    # line, which --fix leaves, and a per-GC pause (gc_pause_total_ms /
    # gc_cycles * 1000, in µs) no search tries.
    'ja-blog-gogc': {'recall': 72, 'precision': 100, 'top1': 94,
                     'top3': 94},
    'ko-mail-jvm': {'recall': 78, 'precision': 100, 'top1': 90,
                    'top3': 90},
    # Written from scratch in December 2026 by a third helper that did
    # not read src/: an English company-blog post on PostgreSQL tuning
    # and a Chinese pull request for Redis.  First figures: en-blog-
    # pgbench recall 30.0%, precision 80.0%, top-1 42.5%, top-3 50.0%
    # (its title "25% more TPS from Postgres without touching the
    # hardware" made a setup heading of the whole post, every integer a
    # label); zh-pr-redis 69.0%, 100%, 89.7%, 89.7%.  Five false
    # verdicts on true claims (reworded by the helper, listed in each
    # gen.py): "is down [11%]", "少了 [54.5 MB]" (now words), "[2.3
    # percentage points]" (now points), "[5,932 and 5,996]" as a range
    # (CLAIMS.md: a range is joined by ~), "差别在 [0.5 个百分点]以内" (a
    # bound on a change: no form of the contract says it).  Then: a
    # heading that states a result is no setup heading, a setup word
    # must lead an English heading, lat/avg/tput... named by the word in
    # full, throughput words name a rate, LRANGE_100 names lrange-100:
    # en-blog-pgbench 75.0%, 100%, 87.5%, 90.0%; zh-pr-redis 82.8%,
    # 100%, 89.7%, 89.7%; then 86.2%, 100%, 93.1%, 93.1% with a p-value
    # after "p =" searched as @p (left: "第 5 轮" of one run, a cv said by
    # 波动).
    'en-blog-pgbench': {'recall': 75, 'precision': 100, 'top1': 87,
                        'top3': 90},
    'zh-pr-redis': {'recall': 86, 'precision': 100, 'top1': 93,
                    'top3': 93},
}
# A report added later is held to the targets from the start.
FLOOR_DEFAULT = dict(TARGET)
# Numbers an author left unbound that state what the runs hold, as a
# reader checks them: (line, text as written, the address that gives
# it).  Issue 23 item 1 counts against precision a bound label or
# coincidence; --fix binding one of these to that address or an
# equivalent one (a count every config shares, item 7) is neither, and
# counts as right.  Each address is checked here to give its number
# (the test fails if not), so the list cannot hide a wrong bind.
#   zh-mail-zswap:28 "5 轮里改动后最慢的一轮": of the 5 runs, the slowest
#   after the change; its author binds the slowest (372.7 s, @max) and
#   leaves the count, which ja-blog-db's author binds in the same shape
#   ("[5] 回のうち最悪").
UNBOUND_CLAIMS = {
    'zh-mail-zswap': [(28, '5', 'kbuild/patched/@n')],
}


def reports(top):
    yield 'running', os.path.join(top, 'report.md'), \
        os.path.join(top, 'data/results.jsonl')
    ex = os.path.join(top, 'tests/examples')
    for name in sorted(os.listdir(ex)):
        r = os.path.join(ex, name, 'report.md')
        if os.path.isfile(r):
            yield name, r, os.path.join(ex, name, 'results.jsonl')
    # Reports written for the suggester's development (tests/suggest/).
    dev = os.path.join(top, 'tests/suggest')
    for name in sorted(os.listdir(dev)) if os.path.isdir(dev) else []:
        r = os.path.join(dev, name, 'report.md')
        if os.path.isfile(r):
            yield name, r, os.path.join(dev, name, 'results.jsonl')


def run(vr, *args):
    out = subprocess.run([vr, *args], capture_output=True, text=True)
    return out


def delink(line):
    """The line with every ev: link replaced by its text, and the links
    as (col of the text, text, address)."""
    out, at, links = '', 0, []
    for m in LINK.finditer(line):
        out += line[at:m.start()]
        col = len(out) + 1
        out += m.group(1)
        links.append((col, m.group(1), m.group(2) or m.group(3)))
        at = m.end()
    return out + line[at:], links


def complete(addr):
    """Whether an address is a whole one (tc/sel/expr), not the part a
    table's header or row label gives."""
    if addr.startswith('='):
        return '$' not in addr
    parts = addr.split('/', 2)
    return len(parts) == 3 and all(p.strip() for p in parts[:2]) and \
        (parts[2].strip() != '')


def strip(text):
    """The report without its claims (prose, and table cells bound one
    by one), and those claims as (line, col, text, address).  A table
    bound by its headers and row labels keeps them: a stranger's table
    is bound cell by cell by --fix, an author's by its headers."""
    stripped, claims, fence = [], [], False
    for n, line in enumerate(text.split('\n'), 1):
        if line.lstrip().startswith('```'):
            fence = not fence
        if fence:
            stripped.append(line)
            continue
        table = line.lstrip().startswith('|')
        out, at = '', 0
        for m in LINK.finditer(line):
            addr = m.group(2) or m.group(3)
            if addr == 'label' or (table and not complete(addr)):
                continue    # a table's partial addresses stay
            out += line[at:m.start()]
            claims.append((n, len(out) + 1, m.group(1), addr))
            out += m.group(1)
            at = m.end()
        stripped.append(out + line[at:])
    return '\n'.join(stripped), claims


def equivalent(vr, results, tmp, pairs):
    """For each (text, a, b): whether addresses a and b give the same
    value from the same runs."""
    todo = [p for p in pairs if p[1] != p[2]]
    same, same_value = {}, {}
    if todo:
        path = os.path.join(tmp, 'pairs.md')
        with open(path, 'w', encoding='utf-8') as f:
            for text, a, b in todo:
                f.write('[%s](<ev:%s>)\n\n[%s](<ev:%s>)\n\n' % (text, a, text, b))
        ev = json.loads(run(vr, '--format=json', path, results).stdout)['claims']
        for i in range(0, len(ev) - 1, 2):
            x, y = ev[i], ev[i + 1]
            rx = sorted(str(v.get('runs')) for v in x['inputs'])
            ry = sorted(str(v.get('runs')) for v in y['inputs'])
            vx, vy = x['computed'], y['computed']
            same_value[(x['address'], y['address'])] = (
                vx is not None and vy is not None and vx == vy)
            same[(x['address'], y['address'])] = (
                vx is not None and vy is not None and rx == ry and
                abs(vx - vy) <= 1e-9 * max(1.0, abs(vx)))
    shared = len({n for n in group_sizes(results).values()}) == 1
    return lambda a, b: a == b or same.get((a, b), False) or \
        same_count(a, b, same_value, shared)


def holds(vr, results, tmp, listed):
    """For each (line, text, address) of UNBOUND_CLAIMS: whether the
    address verifies the number as written."""
    if not listed:
        return []
    path = os.path.join(tmp, 'listed.md')
    with open(path, 'w', encoding='utf-8') as f:
        for _, text, a in listed:
            f.write('[%s](<ev:%s>)\n\n' % (text, a))
    ev = json.loads(run(vr, '--format=json', path, results).stdout)['claims']
    return [len(ev) == len(listed) and c['verdict'] == 'ok' for c in ev] \
        if len(ev) == len(listed) else [False] * len(listed)


def group_sizes(results):
    """The number of runs of each (tc, cfg)."""
    n = {}
    for line in open(results, encoding='utf-8'):
        line = line.strip()
        if line:
            r = json.loads(line)
            n[(r.get('tc'), r.get('cfg'))] = n.get((r.get('tc'), r.get('cfg')), 0) + 1
    return n


def same_count(a, b, same_value, shared):
    """Counts of runs that every config shares are one (issue 23 item
    7): TC/CFG1/@n and TC/CFG2/@n of the same value, and of two test
    cases when every group of the runs has that count."""
    pa, pb = a.split('/'), b.split('/')
    return (len(pa) == 3 and len(pb) == 3 and pa[2] == pb[2] == '@n' and
            '*' not in (pa[0], pb[0], pa[1], pb[1]) and
            same_value.get((a, b), False) and
            (pa[0] == pb[0] or shared))


def measure(vr, name, report, results, verbose):
    text = open(report, encoding='utf-8').read()
    stripped, claims = strip(text)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, 'stripped.md')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(stripped)
        doc = json.loads(run(vr, '--suggest', '--format=json', path,
                             results).stdout)
        sugg, why = {}, {}
        for u in doc['unbound']:
            sugg[(u['line'], u['col'])] = [s['address'] for s in u['suggestions']]
            why[(u['line'], u['col'])] = [s.get('why', '') for s in
                                          u['suggestions']]
        fixed = run(vr, '--fix', path, results)
        bound_path = os.path.join(tmp, 'stripped.bound.md')
        bound = open(bound_path, encoding='utf-8').read().split('\n')
        lines = stripped.split('\n')
        new = []        # (line, col, text, address) --fix added
        for n, (a, b) in enumerate(zip(lines, bound), 1):
            old = set(delink(a)[1])
            for link in delink(b)[1]:
                if link not in old:
                    new.append((n, link[0], link[1], link[2]))
        pairs = []
        where = {(l, c): (t, a) for (l, c, t, a) in claims}
        for (l, c, t, a) in claims:
            for s in sugg.get((l, c), []):
                pairs.append((t, a, s))
        claimed = {(l, t): a for (l, t, a) in UNBOUND_CLAIMS.get(name, [])}
        for (l, c, t, a) in new:
            if (l, c) in where:
                pairs.append((t, where[(l, c)][1], a))
            elif (l, t) in claimed:
                pairs.append((t, claimed[(l, t)], a))
        same = equivalent(vr, results, tmp, pairs)
        listed_ok = holds(vr, results, tmp, UNBOUND_CLAIMS.get(name, []))
    good = 0
    for (l, c, t, a) in new:
        author = where[(l, c)][1] if (l, c) in where else \
            claimed.get((l, t))
        ok = author is not None and same(author, a)
        good += ok
        if not ok and verbose:
            print('  %s:%d: --fix bound [%s] to %s, author: %s' % (
                name, l, t, a, author or 'unbound'))
    runbound = [x for x in claims if not x[3].startswith('=')]
    fixed_at = {(l, c) for (l, c, t, a) in new}
    top1 = top3 = 0
    for (l, c, t, a) in runbound:
        s = sugg.get((l, c), [])
        hit1 = bool(s) and same(a, s[0])
        hit3 = any(same(a, x) for x in s[:3])
        top1 += hit1
        top3 += hit3
        if not hit3 and verbose:
            print('  %s:%d: missed [%s](ev:%s) -> %s' % (name, l, t, a,
                                                         ', '.join(s)))
        elif not hit1 and verbose:
            print('  %s:%d: 2nd/3rd [%s](ev:%s) -> %s' % (name, l, t, a,
                                                         ', '.join(s)))
        elif verbose and (l, c) not in fixed_at:
            w = why.get((l, c), [])
            print('  %s:%d: first, not bound [%s](ev:%s) (%s)%s' % (
                name, l, t, a, w[0] if w else '',
                '; 2nd %s (%s)' % (s[1], w[1]) if len(s) > 1 else ''))
    n = len(runbound)
    # Recall: the run-bound claims --fix binds to the author's address.
    rgood = sum(1 for (l, c, t, a) in new if (l, c) in where and
                not where[(l, c)][1].startswith('=') and
                same(where[(l, c)][1], a))
    fig = {
        'recall': 100.0 * rgood / n if n else 100.0,
        'precision': 100.0 * good / len(new) if new else 100.0,
        'top1': 100.0 * top1 / n if n else 0.0,
        'top3': 100.0 * top3 / n if n else 0.0,
    }
    for (l, t, a), ok in zip(UNBOUND_CLAIMS.get(name, []), listed_ok):
        if not ok:
            print('FAIL %s:%d: [%s](ev:%s), listed as a claim the author '
                  'left unbound, is not ok' % (name, l, t, a))
    fig['listed'] = listed_ok
    print('%s: --fix bound %d, %d right: recall %d/%d = %.1f%%, precision '
          '%.1f%%; top-1 %d/%d = %.1f%%, top-3 %d/%d = %.1f%% (%d \'=\' '
          'claims apart)' % (
              name, len(new), good, rgood, n, fig['recall'],
              fig['precision'], top1, n, fig['top1'], top3, n, fig['top3'],
              len(claims) - n))
    return fig


def main():
    args = sys.argv[1:]
    verbose = '-v' in args
    args = [a for a in args if a != '-v']
    vr = os.path.abspath(args[0])
    top = args[1] if len(args) > 1 else os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))
    passed = failed = 0
    for name, report, results in reports(top):
        # As its author bound it, every claim verifies: a stranger's
        # true claims get no false verdict (the direction words of
        # ko-mail-jvm's 좋아지고, 손해, 낮습니다 once did).
        doc = json.loads(run(vr, '--format=json', report, results).stdout)
        bad = [c for c in doc['claims'] if c['verdict'] != 'ok']
        if bad:
            failed += 1
            for c in bad[:5]:
                print('FAIL %s:%d:%d: %s as bound: %s' % (
                    name, c['line'], c['col'], c['verdict'], c['text']))
        else:
            passed += 1
        fig = measure(vr, name, report, results, verbose)
        floor = FLOOR.get(name, FLOOR_DEFAULT)
        for ok in fig['listed']:
            passed += ok
            failed += not ok
        for k in TARGET:
            if fig[k] >= floor[k]:
                passed += 1
            else:
                failed += 1
                print('FAIL %s: %s %.1f%% < floor %.0f%%' % (name, k, fig[k],
                                                             floor[k]))
            if fig[k] < TARGET[k]:
                print('TARGET %s: %s %.1f%% < %.0f%%, not met' % (
                    name, k, fig[k], TARGET[k]))
    print('suggest: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""What --fix binds on a stranger's report, family by family (issue 23):
for each seed and each language (en, zh, ko, ja), random runs and a
report with no ev: link, written the way the issue's misses were; --fix
must bind the number to the address the sentence means (or one of the
same value from the same runs), and what it binds must verify ok.

  mean      a change of means under B~A ("the mean wait is -5.63%
            against base", 平均, 평균), where the medians' change differs
  caption   a table under "Mean of the runs, in ms:" (平均值, 평균, 平均):
            its cells are means
  best      "the best/worst run" (最快/最慢, 가장 빠른/최악, 最速/最悪):
            the min or the max by the metric's direction
  sum       "in total" (合计, 합계, 合計): the sum of the runs
  bench     test cases named by their benchmark and a number: heading
            "pipebench", a table's rows "4", "16", or "with 16 groups"
            -> pipebench-g4, pipebench-g16
  rate      a number followed by MB/s, for a metric read_mb_s
  ratio     a ratio of two metrics an ev:words block names (IPC =
            instructions/cycles), on a report with no claim yet
  rationame IPC said in the prose with no ev:words block: a ratio known
            by its own name (words_ratio_names), instructions/cycles
  perratio  two metrics joined by a word for "per" ("cycles per
            request", 每 IO 的 cycles, packet당 bytes read, request あたり
            の cycles), the denominator in the singular, no claim using
            either: their ratio; near-miss: a report whose sentences
            name the two metrics without "per", which is no ratio
  alike     a statistic word just before the metric word ("the mean
            wait", 平均 wait, 평균 wait) where the median is written
            alike: left unbound (near-miss: the word may name what each
            run reports); before the number ("wait는 평균 X ms"): @mean
  avgname   "average latency" of a metric whose name says avg (lat_avg_ms):
            the word names the metric, its median is meant, not @mean
  framing   a count of runs framing its clause's statistic ("out of 5
            runs, the slowest", 5 轮里最慢的一轮, 5회 중 가장 느린, 5 回の
            うち最悪): bound to @n, as most authors bind it
  rowcount  a test case named by a count phrase of its bound row's label
            ("[1 thread, 2 drives](ev:disk-2//iops)": "two drives",
            "2 drives", "the two-drive runs") after a number that its
            value alone would not bind
  tie       a count of runs every config shares ("every config ran 5
            runs": either config's @n), a test case with one config (CFG
            and * are the same runs): either is right, --fix binds one
  setup     the count of runs every group shares, stated where no test
            case is named ("each benchmark ran 5 runs on each kernel",
            各跑 5 轮, 5회씩, 5 回ずつ): any config's @n; near-miss: the
            same count again later ("with only 5 runs per config"), left
            unbound as an echo, whoever bound the first
  usedstat  a change under a table of @mean rows is a change of means
  usedtc    a change no word names, of an expression the report uses
            in the test case its heading names
  lone      no test case named: a value in the metric's own unit that
            one address alone gives; never one its sentence works out
            ("multiplied by", 곱하면, 乘以, 掛けると)
  para      a sentence that names no test case, after one in its
            paragraph that names one (or its benchmark)
  onetc     no test case named: a metric word for a metric only one
            test case has names that test case
  absdiff   an unsigned difference of two configs in the metric's unit
            (or converted: "0.12 ms" of a _us metric), its direction said
            by a word of amount or quality after or before it ("4.1 s
            less", "4.1 s faster", 缩短 4.1 秒, 4.1초 단축, 4.1 秒短縮):
            B~A in the word's direction; near-miss: the same difference
            with no direction word, which is no comparison at all
  pair      two numbers joined as one change ("from A to B", "A vs B",
            从 A 降到 B, A에서 B로, A から B に) of a metric no word names:
            each fits the same metric and statistic in another config
            of the test case, and speaks for the other; near-misses: a
            lone such number, and one whose partner fits nothing
  spelled   time units spelled as fio and perf print them (usec, msec,
            microseconds, マイクロ秒, 밀리초) against a metric in another
            unit, and "from A to B usec": a number joined to the next
            takes its unit; near-miss: not joined ("A, then B usec"),
            the first has no unit and stays unbound
  bitrate   a bit rate as iperf and network reports write it (Gbps,
            Gbit/s, Gbits/sec, Mbps) of a metric whose name says one
            (throughput_mbps), converted (/1000) or not; "MB/s" of a
            read_mbps (megabytes to its author) as before; near-misses:
            Gbps of a metric of operations, and "a 25 Gbps NIC" of the
            setup, both left unbound
  sumword   other words for a sum ("the 5 runs added up altogether to",
            5 次加起来是, 5회를 합하면, 5 回合わせて): @sum
  geomean   a geometric mean over the test cases ("geomean", 几何平均,
            기하평균, 幾何平均) of a change: */B~A/metric@tcgeomean;
            near-miss: a value that is one test case's change alone,
            left unbound (the words name a statistic it is not)
  binsize   a size in MB or GB that its author took as 1024s or 1000s
            ("23.0 MB" of text_bytes/1048576, "185.0 GB" of
            compaction_mb/1000): each reading is searched
  cv        the runs' relative spread as a percent ("a cv of 0.7%",
            变异系数, 변동계수, 変動係数): @cv
  pctdot    a percentile written with its point ("p99.9", "P99.99") of
            a metric whose name cannot hold it (p999_ms, p9999_us)
  title     a mailing list's plain-text section titles ("1) kafka-consume",
            "kafka-produce:", "== kafka-consume ==") between blank lines,
            over prose that names no test case: the titled one (a line
            before them that names both test cases titles nothing)
  spreadlast the fastest run, the slowest, then the stddev in one sentence
            ("最も速い回は X、最も遅い回は Y で、標準偏差は Z"): @max,
            @min (of a rate) and @stddev, the spread word since the
            previous number before the best word earlier
  tput      a word for throughput (throughput, 吞吐, 처리량, スループット)
            names a metric of a rate (ops_per_s), not another of the
            test case (p99_ms) whose value is alike; test cases named
            with _ for - ("LRANGE_100" for lrange-100)
  abbrev    "average latency" names lat_avg_ms (avg, lat abbreviated),
            and the word average is that metric's, no @mean
  setuptitle a title stating a result ("# 25% more TPS without new
            hardware") is no setup heading: its report's numbers are
            searched, not labels
  pvalue    "p = 0.008" after a named metric's comparison: its
            Mann-Whitney p in the test case (@p), where the two configs'
            runs separate (5 against 5 runs: p = 2/252)
  stddev    the runs' spread named next to the number ("stddev 1.5K and
            1.8K", 标准差, 표준편차, 標準偏差): @stddev; near-miss: "mean
            (stddev)" names the mean, never the spread
A family may list near-misses (numbers that must stay unbound): what
--fix binds must be what the author meant, so precision is the harder
constraint.
Prints "suggest-stranger: N passed, M failed".

    python3 tests/suggest_stranger.py VERIFY_REPORT
"""
import json
import math
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile

SEEDS = 5
LANGS = ('en', 'zh', 'ko', 'ja')
LINK = re.compile(r'\[([^\]]*)\]\(<?ev:([^)>]*)>?\)')


def runs(rng, tc, cfgs, metrics, n=5):
    """Records for tc: {cfg: {metric: [values]}}; values of 4 digits."""
    out, vals = [], {}
    for cfg in cfgs:
        vals[cfg] = {}
        for m, lo, hi, nd in metrics:
            vals[cfg][m] = [round(rng.uniform(lo, hi), nd) for _ in range(n)]
        for k in range(n):
            rec = {'tc': tc, 'cfg': cfg, 'rep': k + 1}
            for m, _, _, _ in metrics:
                rec[m] = vals[cfg][m][k]
            out.append(json.dumps(rec))
    return out, vals


def fmt(v, nd):
    return '%.*f' % (nd, v)


def pct(b, a):
    s = (b / a - 1) * 100
    return ('+' if s >= 0 else '\u2212') + '%.2f%%' % abs(s)


def bind(vr, tmp, report, data):
    """The links --fix wrote: {text: address} (the first of each text;
    under None, how many of each), and the bound report's claims that
    do not verify ok."""
    rp, dp = os.path.join(tmp, 'r.md'), os.path.join(tmp, 'd.jsonl')
    open(rp, 'w', encoding='utf-8').write(report)
    open(dp, 'w').write('\n'.join(data) + '\n')
    bp = os.path.join(tmp, 'r.bound.md')
    if os.path.exists(bp):
        os.unlink(bp)
    subprocess.run([vr, '--fix', '--force', rp, dp], capture_output=True)
    links, times = {}, {}
    if os.path.exists(bp):
        for m in LINK.finditer(open(bp, encoding='utf-8').read()):
            links.setdefault(m.group(1), m.group(2))
            times[m.group(1)] = times.get(m.group(1), 0) + 1
        out = subprocess.run([vr, '--format=json', bp, dp],
                             capture_output=True, text=True).stdout
        try:
            bad = [c['text'] for c in json.loads(out)['claims']
                   if c['verdict'] != 'ok']
        except (ValueError, KeyError):
            bad = ['(no json)']
    else:
        bad = ['(nothing written)']
    links[None] = times     # how many links of each text
    return links, bad


# ---- the families: each returns (report, data, [(text, {addresses})]) ----

def fam_mean(rng, lang):
    tc = 'tc1'
    data, v = runs(rng, tc, ('base', 'patched'), [('wait_ms', 10, 40, 2)])
    b, a = v['patched']['wait_ms'], v['base']['wait_ms']
    x = pct(statistics.mean(b), statistics.mean(a))
    if x == pct(statistics.median(b), statistics.median(a)):
        return None
    s = {
        'en': 'The mean wait of patched is {x} against base.',
        'zh': 'patched 的平均 wait 相对 base 为 {x}。',
        'ko': 'patched의 평균 wait는 base 대비 {x}이다.',
        'ja': 'patched の平均 wait は base に比べ {x}。',
    }[lang].format(x=x)
    return ('# r\n\n## tc1\n\n%s\n' % s, data,
            [(x, {'tc1/patched~base/wait_ms@mean'})])


def fam_caption(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'), [('wait_ms', 10, 40, 2)])
    mb = fmt(statistics.mean(v['base']['wait_ms']), 3)
    mp = fmt(statistics.mean(v['patched']['wait_ms']), 3)
    if mb == mp:
        return None
    cap = {'en': 'Mean of the runs, in ms:',
           'zh': '各次运行的平均值（毫秒）：',
           'ko': '실행 평균 (ms):',
           'ja': '実行の平均（ms）:'}[lang]
    rep = ('# r\n\n## tc1\n\n%s\n\n| | base | patched |\n|---|---|---|\n'
           '| wait (ms) | %s | %s |\n' % (cap, mb, mp))
    return rep, data, [(mb, {'tc1/base/wait_ms@mean'}),
                       (mp, {'tc1/patched/wait_ms@mean'})]


def fam_best(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'), [('wait_ms', 10, 40, 2)])
    best = rng.random() < 0.5
    vals = v['patched']['wait_ms']
    x = fmt(min(vals) if best else max(vals), 2)
    word = {'en': ('best', 'worst'), 'zh': ('最快', '最慢'),
            'ko': ('가장 빠른', '최악'), 'ja': ('最速', '最悪')}[lang]
    w = word[0] if best else word[1]
    s = {'en': 'The {w} run of patched waited {x} ms.',
         'zh': 'patched {w}的一次 wait 为 {x} ms。',
         'ko': 'patched의 {w} 실행에서 wait는 {x} ms였다.',
         'ja': 'patched の{w}の実行で wait は {x} ms。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(w=w, x=x), data,
            [(x, {'tc1/patched/wait_ms@' + ('min' if best else 'max')})])


def fam_sum(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'), [('wait_ms', 10, 40, 1)])
    x = fmt(sum(v['patched']['wait_ms']), 1)
    s = {'en': 'In total, patched waited {x} ms.',
         'zh': 'patched 的 wait 合计 {x} ms。',
         'ko': 'patched의 wait 합계는 {x} ms이다.',
         'ja': 'patched の wait の合計は {x} ms。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(x=x), data,
            [(x, {'tc1/patched/wait_ms@sum'})])


def fam_bench(rng, lang):
    bench = rng.choice(('pipebench', 'msgbench', 'forkbench'))
    n1, n2 = rng.sample((2, 4, 8, 16, 32, 64), 2)
    data, vals = [], {}
    for n in (n1, n2):
        d, v = runs(rng, '%s-g%d' % (bench, n), ('base', 'patched'),
                    [('time_s', 0.2 * n, 0.3 * n, 3)])
        data += d
        vals[n] = v
    med = {n: {c: fmt(statistics.median(vals[n][c]['time_s']), 3)
               for c in ('base', 'patched')} for n in (n1, n2)}
    if len({med[n][c] for n in (n1, n2) for c in ('base', 'patched')}) < 4:
        return None
    rows = ''.join('| %d | %s | %s |\n' % (n, med[n]['base'],
                                           med[n]['patched'])
                   for n in (n1, n2))
    head = {'en': 'groups', 'zh': '组数', 'ko': '그룹', 'ja': 'グループ'}[lang]
    s = {'en': 'With {n} groups, patched takes {x} s.',
         'zh': '{n} 组时 patched 耗时 {x} 秒。',
         'ko': '{n} 그룹에서 patched는 {x}초 걸렸다.',
         'ja': '{n} グループでは patched は {x} 秒かかった。'}[lang]
    # The prose names n2's value; the table holds the others.
    prose = s.format(n=n2, x=med[n2]['patched'])
    table = rows.replace('| %s |\n' % med[n2]['patched'], '| \u2014 |\n')
    cap = {'en': '{b} time in seconds:', 'zh': '{b} 的 time（秒）：',
           'ko': '{b}의 time (초):', 'ja': '{b} の time（秒）:'}[lang]
    rep = ('# r\n\n## %s\n\n%s\n\n| %s | base | patched |\n|---|---|---|\n'
           '%s\n%s\n' % (bench, cap.format(b=bench), head, table, prose))
    want = [(med[n1]['base'], {'%s-g%d/base/time_s' % (bench, n1)}),
            (med[n1]['patched'], {'%s-g%d/patched/time_s' % (bench, n1)}),
            (med[n2]['base'], {'%s-g%d/base/time_s' % (bench, n2)}),
            (med[n2]['patched'], {'%s-g%d/patched/time_s' % (bench, n2)})]
    return rep, data, want


def fam_rate(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('read_mb_s', 900, 2000, 0)])
    x = '%d' % statistics.median(v['patched']['read_mb_s'])
    s = {'en': 'patched reads {x} MB/s.',
         'zh': 'patched 读取 {x} MB/s。',
         'ko': 'patched의 read는 {x} MB/s이다.',
         'ja': 'patched の read は {x} MB/s。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(x=x), data,
            [(x, {'tc1/patched/read_mb_s'})])


def fam_ratio(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('instructions', 8e11, 9e11, 0),
                    ('cycles', 5e11, 7e11, 0)])
    x = fmt(statistics.median(v['patched']['instructions']) /
            statistics.median(v['patched']['cycles']), 3)
    s = {'en': 'The IPC of patched is {x}.',
         'zh': 'patched 的 IPC 为 {x}。',
         'ko': 'patched의 IPC는 {x}이다.',
         'ja': 'patched の IPC は {x}。'}[lang]
    rep = ('# r\n\n<!-- ev:words\ninstructions/cycles: IPC\n-->\n\n## tc1\n\n'
           '%s\n' % s.format(x=x))
    return rep, data, [(x, {'tc1/patched/instructions/cycles'})]


def fam_rationame(rng, lang):
    """IPC said in the prose, no ev:words block: a ratio known by name."""
    num, den = rng.choice((('instructions', 'cycles'),
                           ('cpu.instructions', 'cpu.cycles')))
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [(num, 8e11, 9e11, 0), (den, 5e11, 7e11, 0)])
    x = fmt(statistics.median(v['patched'][num]) /
            statistics.median(v['patched'][den]), 3)
    s = {'en': 'The IPC of patched is {x}.',
         'zh': 'patched 的 IPC 为 {x}。',
         'ko': 'patched의 IPC는 {x}이다.',
         'ja': 'patched の IPC は {x}。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(x=x), data,
            [(x, {'tc1/patched/%s/%s' % (num, den)})])


def fam_perratio(rng, lang):
    """"cycles per request" (每 request 的 cycles, request당 cycles,
    request あたりの cycles): the ratio of two metrics no claim uses,
    in the singular; near-miss: the same two named with no word for
    "per", which is no ratio."""
    num = rng.choice(('cycles', 'instructions', 'bytes_read'))
    den, said = rng.choice((('requests', 'request'), ('ios', 'IO'),
                            ('packets', 'packet')))
    word = num.replace('_', ' ')
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [(num, 5e11, 9e11, 0), (den, 1e8, 9e8, 0)])
    r = {c: statistics.median(v[c][num]) / statistics.median(v[c][den])
         for c in ('base', 'patched')}
    x = fmt(r['patched'], 2)
    if rng.random() < 0.4:
        # The near-miss: no sentence of the report says "per".
        s = {'en': 'On patched, {w} and {d}: {x}.',
             'zh': 'patched 的 {w} 和 {d}：{x}。',
             'ko': 'patched의 {w}와 {d}: {x}.',
             'ja': 'patched の {w} と {d}: {x}。'}[lang]
        want = set()
    else:
        s = {'en': 'On patched, {w} per {d} is {x}.',
             'zh': 'patched 每 {d} 的 {w} 为 {x}。',
             'ko': 'patched의 {d}당 {w}는 {x}이다.',
             'ja': 'patched の {d} あたりの {w} は {x}。'}[lang]
        want = {'tc1/patched/%s/%s' % (num, den)}
    return ('# r\n\n## tc1\n\n%s\n' % s.format(w=word, d=said, x=x),
            data, [(x, want)])


def fam_framing(rng, lang):
    """A count of runs that frames the statistic of its own clause ("out
    of 5 runs the slowest", 5 轮里最慢的一轮, 5회 중 가장 느린, 5 回の
    うち最悪): bound to @n as most authors bind it (docs/claims.md: no
    rule in the words tells the ones left unbound apart), and the
    statistic to @max."""
    n = rng.randint(3, 9)
    data, v = runs(rng, 'tc1', ('base', 'patched'), [('time_s', 100, 400, 1)],
                   n)
    x = fmt(max(v['patched']['time_s']), 1)
    s = {'en': 'Out of {n} runs, the slowest patched run took {x} s.',
         'zh': '{n} 轮里 patched 最慢的一轮是 {x} 秒。',
         'ko': '{n}회 중 patched의 가장 느린 회차는 {x}초였다.',
         'ja': '{n} 回のうち patched の最悪の回は {x} 秒でした。'}[lang]
    counts = {'tc1/base/@n', 'tc1/patched/@n'}
    return ('# r\n\n## tc1\n\n%s\n' % s.format(n=n, x=x), data,
            [(str(n), counts), (x, {'tc1/patched/time_s@max'})])


def fam_rowcount(rng, lang):
    """Test cases named by the count phrases of a bound table's rows
    ("[1 thread, 1 drive](ev:disk-1//iops)"): "on one drive", "the
    one-drive runs", "1 drive" name disk-1, where the value alone would
    not bind."""
    noun = rng.choice(('drive', 'socket', 'node', 'queue'))
    k1, k2 = rng.sample((1, 2, 4, 8), 2)
    tcs = {k: 'disk-%d' % k for k in (k1, k2)}
    data, vals = [], {}
    for k in (k1, k2):
        d, v = runs(rng, tcs[k], ('base', 'patched'),
                    [('iops', 1000 * k, 1500 * k, 0)])
        data += d
        vals[k] = v
    med = {k: {c: '%d' % statistics.median(vals[k][c]['iops'])
               for c in ('base', 'patched')} for k in (k1, k2)}
    rows = ''.join('| [1 thread, %d %s%s](ev:%s//iops) | %s | %s |\n' % (
        k, noun, 's' if k > 1 else '', tcs[k], med[k]['base'],
        med[k]['patched']) for k in (k1, k2))
    x = '%d' % max(vals[k1]['patched']['iops'])
    spelled = ('zero', 'one', 'two', 'three', 'four', 'five', 'six',
               'seven', 'eight')[k1]
    plural = 's' if k1 > 1 else ''
    said = rng.choice(('%s %s%s' % (spelled, noun, plural),
                       '%d %s%s' % (k1, noun, plural),
                       'the %s-%s runs' % (spelled, noun)))
    # The phrase after the number, no unit, no metric word: the phrase
    # alone names the test case, the value alone does not bind.
    s = {'en': 'The fastest patched run did {x}, on {w}.',
         'zh': 'patched 最快的一次为 {x}，在 {w} 上。',
         'ko': 'patched의 가장 빠른 회차는 {x}였다({w}).',
         'ja': 'patched の最速の回は {x} でした（{w}）。'}[lang]
    rep = ('# r\n\nIOPS:\n\n| | [base](ev:/base/) | [patched](ev:/patched/) |'
           '\n|---|---:|---:|\n%s\n%s\n' % (rows, s.format(w=said, x=x)))
    if x in (med[k1]['patched'], '%d' % max(vals[k2]['patched']['iops'])):
        return None
    return rep, data, [(x, {'%s/patched/iops@max' % tcs[k1]})]


def fam_tie(rng, lang):
    n = rng.randint(3, 9)
    data, _ = runs(rng, 'tc1', ('base', 'patched'), [('wait_ms', 10, 40, 2)],
                   n)
    d2, v = runs(rng, 'tc2', ('only',), [('wait_ms', 10, 40, 2)])
    x = fmt(statistics.median(v['only']['wait_ms']), 2)
    c = {'en': 'Every config ran {n} runs.',
         'zh': '每个配置运行 {n} 次。',
         'ko': '각 설정은 {n}회 실행했다.',
         'ja': '各設定で {n} 回実行した。'}[lang]
    s = {'en': 'The wait was {x} ms.',
         'zh': 'wait 为 {x} ms。',
         'ko': 'wait는 {x} ms였다.',
         'ja': 'wait は {x} ms。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n\n## tc2\n\n%s\n' % (
        c.format(n=n), s.format(x=x)), data + d2,
        [(str(n), {'tc1/base/@n', 'tc1/patched/@n'}),
         (x, {'tc2/only/wait_ms', 'tc2/*/wait_ms'})])


def fam_setup(rng, lang):
    """The count of runs every group of every test case shares, stated
    with the setup where no test case is named ("each benchmark ran 5
    runs on each kernel", 各跑 5 轮, 5회씩, 5 回ずつ): any tc/cfg/@n is
    right and --fix binds one.  Near-miss: the same count again later
    ("with only 5 runs per config, ..."), an echo authors leave
    unbound, whether the first was bound by --fix or by the author."""
    n = rng.randint(3, 9)
    data = []
    for tc in ('tc1', 'tc2'):
        data += runs(rng, tc, ('base', 'patched'), [('wait_ms', 10, 40, 2)],
                     n)[0]
    first = rng.random() < 0.5     # the author bound the first already
    c = '[%d](ev:tc1/base/@n)' % n if first else str(n)
    s = {'en': 'Each benchmark ran {c} runs on each kernel.',
         'zh': '每个用例在每个配置上各跑 {c} 轮。',
         'ko': '조합마다 {c}회씩 돌렸다.',
         'ja': '各ベンチマークを設定ごとに {c} 回ずつ実行した。'}[lang]
    e = {'en': 'With only {n} runs per config, small differences are noise.',
         'zh': '每个配置只跑了 {n} 轮，小的差异只当作噪声。',
         'ko': '구성마다 {n}회뿐이라 작은 차이는 잡음으로 본다.',
         'ja': '各設定 {n} 回だけなので、小さな差はノイズとみなす。'}[lang]
    counts = {'%s/%s/@n' % (t, g) for t in ('tc1', 'tc2')
              for g in ('base', 'patched')}
    # The text n must be linked exactly once: the first, never the echo.
    return ('# r\n\n%s\n\n%s\n' % (s.format(c=c), e.format(n=n)), data,
            [(str(n), counts, 1)])


def fam_alike(rng, lang):
    """A statistic word just before the metric word ("the mean wait",
    平均 wait, 평균 wait, 平均 wait) where the runs' median is written
    alike: the word may name what each run reports (iperf's mean RTT),
    so --fix leaves it (near-miss); the same word before the number
    ("wait는 평균 X ms") names the runs' mean, bound as @mean."""
    data = []
    xs = {}
    for cfg in ('base', 'patched'):
        c = round(rng.uniform(10, 40), 2)
        d, e = round(rng.uniform(1, 3), 2), round(rng.uniform(0.1, 0.9), 2)
        vals = [c - d, c - e, c, c + e, c + d]
        rng.shuffle(vals)
        for k, v in enumerate(vals):
            data.append(json.dumps({'tc': 'tc1', 'cfg': cfg, 'rep': k + 1,
                                    'wait_ms': round(v, 2)}))
        xs[cfg] = fmt(c, 2)
    if xs['base'] == xs['patched']:
        return None
    s = {'en': 'The wait of base was {b} ms on average. The mean wait of '
               'patched was {p} ms.',
         'zh': 'base 的 wait 平均为 {b} ms。patched 的平均 wait 为 {p} ms。',
         'ko': 'base의 wait는 평균 {b} ms였다. patched의 평균 wait는 {p} '
               'ms였다.',
         'ja': 'base の wait は平均 {b} ms。patched の平均 wait は {p} '
               'ms。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(b=xs['base'],
                                                p=xs['patched']),
            data, [(xs['base'], {'tc1/base/wait_ms@mean'}),
                   (xs['patched'], set())])


def fam_avgname(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('lat_avg_ms', 10, 40, 2)])
    b, a = v['patched']['lat_avg_ms'], v['base']['lat_avg_ms']
    x = pct(statistics.median(b), statistics.median(a))
    xv = statistics.median(b) / statistics.median(a) - 1
    # A second metric, ops, whose change of means is the same number
    # (and of medians not): "平均" must not make it the pick.
    mp = 1000 * (1 + xv)
    ops = {'base': [1000.0] * 5,
           'patched': [mp - 50, mp - 20, mp + 10, mp + 20, mp + 40]}
    data = [json.dumps(dict(json.loads(line), ops=ops[json.loads(line)['cfg']]
                            [json.loads(line)['rep'] - 1])) for line in data]
    s = {'en': 'With the ops held, the average latency lat_avg of patched is '
               '{x} against base.',
         'zh': 'ops 不变时，patched 的平均延迟 lat_avg 相对 base 为 {x}。',
         'ko': 'ops를 고정하면 patched의 평균 지연 lat_avg는 base 대비 {x}이다.',
         'ja': 'ops を固定すると patched の平均レイテンシ lat_avg は base に比べ '
               '{x}。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(x=x), data,
            [(x, {'tc1/patched~base/lat_avg_ms'})])


def fam_usedstat(rng, lang):
    """A table of means bound for tc1 (its row ev:tc1//wait_ms@mean): a
    change in the prose under it is a change of means, though no word
    says so.  Near-misses: "median" said outright is the median; in tc2,
    whose table shows medians, an unsaid change of means stays unbound."""
    data, v = runs(rng, 'tc1', ('base', 'patched'), [('wait_ms', 10, 40, 2)])
    d2, v2 = runs(rng, 'tc2', ('base', 'patched'), [('wait_ms', 10, 40, 2)])
    b, a = v['patched']['wait_ms'], v['base']['wait_ms']
    b2, a2 = v2['patched']['wait_ms'], v2['base']['wait_ms']
    x = pct(statistics.mean(b), statistics.mean(a))
    y = pct(statistics.median(b), statistics.median(a))
    z = pct(statistics.mean(b2), statistics.mean(a2))
    z2 = pct(statistics.median(b2), statistics.median(a2))
    if len({x, y, z, z2}) < 4:
        return None

    def table(tc, stat, vals):
        f = statistics.mean if stat else statistics.median
        return ('| | [base](ev:/base/) | [patched](ev:/patched/) |\n'
                '|---|---:|---:|\n| [wait](ev:%s//wait_ms%s) | %s | %s |\n'
                % (tc, stat, fmt(f(vals['base']['wait_ms']), 3),
                   fmt(f(vals['patched']['wait_ms']), 3)))
    s = {'en': 'patched waits {x} against base.',
         'zh': 'patched 的 wait 相对 base 为 {x}。',
         'ko': 'patched의 wait는 base 대비 {x}이다.',
         'ja': 'patched の wait は base に比べ {x}。'}[lang]
    m = {'en': 'The median wait of patched moves {y} against base.',
         'zh': 'patched 的 wait 中位数相对 base 为 {y}。',
         'ko': 'patched의 wait 중앙값은 base 대비 {y}이다.',
         'ja': 'patched の wait の中央値は base に比べ {y}。'}[lang]
    rep = ('# r\n\n## tc1\n\n%s\n%s\n\n%s\n\n## tc2\n\n%s\n%s\n' % (
        table('tc1', '@mean', v), s.format(x=x), m.format(y=y),
        table('tc2', '', v2), s.format(x=z)))
    return rep, data + d2, [(x, {'tc1/patched~base/wait_ms@mean'}),
                            (y, {'tc1/patched~base/wait_ms'}),
                            (z, set())]


def fam_usedtc(rng, lang):
    """A bound table of tc1 shows ops_per_s: a change under its heading
    that no word names but fits that expression, written with two digits
    or more, is bound.  Near-misses: a change of a metric the report does
    not use (errs), and one in tc2, where the report uses nothing."""
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('ops_per_s', 1000, 2000, 0), ('errs', 100, 900, 0)])
    d2, v2 = runs(rng, 'tc2', ('base', 'patched'),
                  [('ops_per_s', 1000, 2000, 0)])

    def med(vals, m):
        return statistics.median(vals['patched'][m]), \
            statistics.median(vals['base'][m])
    x = pct(*med(v, 'ops_per_s'))
    y = pct(*med(v, 'errs'))
    w = pct(*med(v2, 'ops_per_s'))
    if len({x, y, w}) < 3:
        return None
    table = ('| | [base](ev:/base/) | [patched](ev:/patched/) |\n'
             '|---|---:|---:|\n| [ops](ev:tc1//ops_per_s) | %s | %s |\n' % (
                 fmt(statistics.median(v['base']['ops_per_s']), 0),
                 fmt(statistics.median(v['patched']['ops_per_s']), 0)))
    s = {'en': 'On the whole, patched moves {x} against base.',
         'zh': '总体上 patched 相对 base 为 {x}。',
         'ko': '전체적으로 patched는 base 대비 {x}이다.',
         'ja': '全体として patched は base に比べ {x}。'}[lang]
    rep = '# r\n\n## tc1\n\n%s\n%s\n\n%s\n\n## tc2\n\n%s\n' % (
        table, s.format(x=x), s.format(x=y), s.format(x=w))
    return rep, data + d2, [(x, {'tc1/patched~base/ops_per_s'}),
                            (y, set()), (w, set())]


def fam_lone(rng, lang):
    """No test case named, no metric word: a number in the metric's own
    unit, of three significant digits or more, that one address alone
    gives ("회수 명령은 39.4ms 걸렸고") is bound.  Near-misses: the same
    kind of number worked out in its sentence ("multiplied by", 곱하면,
    乘以, 掛けると), and a figure of two significant digits."""
    tcs = {'tc1': ('wait_ms', 200, 400), 'tc2': ('ops_per_s', 5000, 9000)}
    data, v = [], {}
    for tc, (m, lo, hi) in sorted(tcs.items()):
        d, v[tc] = runs(rng, tc, ('base', 'patched'), [(m, lo, hi, 1)])
        data += d
    x = fmt(statistics.median(v['tc1']['patched']['wait_ms']), 1)
    y = fmt(statistics.median(v['tc1']['base']['wait_ms']), 1)
    # tc3: a median near a whole number, written with two digits.
    k = rng.randint(20, 90)
    d3, _ = runs(rng, 'tc3', ('only',), [('lat_ms', k - 0.3, k + 0.3, 2)])
    med3 = statistics.median(json.loads(line)['lat_ms'] for line in d3)
    z = '%d' % round(med3)
    if x == y or abs(med3 - round(med3)) >= 0.45:
        return None
    s = {'en': 'It took {x} ms. Three rounds multiplied by the period '
               'come to {y} ms. A probe took {z} ms.',
         'zh': '耗时 {x} ms。三轮乘以周期共 {y} ms。探测耗时 {z} ms。',
         'ko': '{x} ms 걸렸다. 세 번에 주기를 곱하면 {y} ms이다. 탐침은 '
               '{z} ms 걸렸다.',
         'ja': '{x} ms かかった。三回に周期を掛けると {y} ms。プローブは '
               '{z} ms かかった。'}[lang]
    return ('# r\n\n## Results\n\n%s\n' % s.format(x=x, y=y, z=z),
            data + d3, [(x, {'tc1/patched/wait_ms'}), (y, set()),
                        (z, set())])


def fam_para(rng, lang):
    """A sentence that names no test case, after one in its paragraph
    that names one ("fsync는 이번에도 재현됩니다. 5회 평균으로 봐도 ...")
    or its benchmark alone (fsync for fsync-4k): that test case is meant,
    though another gives the same value.  Near-miss: a paragraph that
    names two."""
    vals = [round(rng.uniform(20, 30), 2) for _ in range(5)]
    data = []
    for tc in ('untar', 'compile-1m'):
        for cfg in ('ext4', 'xfs'):
            for k in range(5):
                e = vals[k] if cfg == 'xfs' else round(vals[k] * 0.8, 2)
                if tc == 'compile-1m' and cfg == 'ext4':
                    e = round(e * 0.9, 2)
                data.append(json.dumps({'tc': tc, 'cfg': cfg, 'rep': k + 1,
                                        'elapsed_s': e}))
    x = fmt(statistics.median(vals), 2)
    name = rng.choice(('untar', 'compile'))
    tc = 'untar' if name == 'untar' else 'compile-1m'
    first = {'en': '{n} is slower on xfs.',
             'zh': '{n} 在 xfs 上更慢。',
             'ko': '{n}도 xfs에서 더 느립니다.',
             'ja': '{n} は xfs で遅い。'}[lang]
    then = {'en': 'The elapsed time on xfs is {x} s.',
            'zh': 'xfs 的 elapsed 为 {x} s。',
            'ko': 'xfs의 elapsed는 {x} s입니다.',
            'ja': 'xfs の elapsed は {x} s です。'}[lang]
    two = {'en': 'untar and compile differ on xfs.',
           'zh': 'untar 和 compile 在 xfs 上不同。',
           'ko': 'untar와 compile은 xfs에서 다릅니다.',
           'ja': 'untar と compile は xfs で異なる。'}[lang]
    y = fmt(statistics.median(vals), 1)
    rep = '# r\n\n## A\n\n%s %s\n\n## B\n\n%s %s\n' % (
        first.format(n=name), then.format(x=x), two, then.format(x=y))
    return rep, data, [(x, {'%s/xfs/elapsed_s' % tc}), (y, set())]


def fam_onetc(rng, lang):
    """No test case named, a metric word after the number: a metric that
    only one test case has names that test case.  Near-miss: a metric
    both test cases have (ops), named the same way, stays unbound."""
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('steal_pages', 1000, 5000, 0), ('ops', 100, 900, 0)])
    d2, v2 = runs(rng, 'tc2', ('base', 'patched'),
                  [('wait_ms', 10, 40, 2), ('ops', 100, 900, 0)])
    # Five runs: the median is one of them, a whole number.
    x = '%d' % statistics.median(v['patched']['steal_pages'])
    y = '%d' % statistics.median(v['patched']['ops'])
    if x == y or y in ('%d' % statistics.median(v2['patched']['ops']),
                       '%d' % statistics.median(v2['base']['ops'])):
        return None
    s = {'en': 'Then {x} steal_pages were counted, and {y} ops.',
         'zh': '随后计得 {x} 个 steal_pages，以及 {y} 次 ops。',
         'ko': '이후 {x}개의 steal_pages와 {y}개의 ops가 집계됐다.',
         'ja': 'その後 {x} 個の steal_pages と {y} 個の ops を数えた。'}[lang]
    return ('# r\n\n## Results\n\n%s\n' % s.format(x=x, y=y),
            data + d2, [(x, {'tc1/patched/steal_pages'}), (y, set())])


def fam_absdiff(rng, lang):
    """An unsigned difference of medians, its direction in a word."""
    conv = rng.random() < 0.5
    if conv:        # a _us metric written in ms
        m, lo, hi, nd = 'wait_us', 2000, 4000, 0
    else:
        m, lo, hi, nd = 'elapsed_s', 300, 400, 1
    data, v = runs(rng, 'tc1', ('base', 'patched'), [(m, lo, hi, nd)])
    d = statistics.median(v['patched'][m]) - statistics.median(v['base'][m])
    if abs(d) < 10 ** -nd * 5:
        return None
    x = '%.3f' % (abs(d) / 1000) if conv else '%.1f' % abs(d)
    unit = {'en': ' ms' if conv else ' s', 'zh': ' 毫秒' if conv else ' 秒',
            'ko': 'ms' if conv else '초', 'ja': ' ms' if conv else ' 秒'}[lang]
    down = d < 0
    quality = rng.random() < 0.5
    # (up, down): amount words for more/less time, quality words for
    # better/worse (less time is better).
    words = {
        ('en', 0): ('more', 'less'), ('en', 1): ('slower', 'faster'),
        ('zh', 0): ('增加', '减少'), ('zh', 1): ('恶化', '改善'),
        ('ko', 0): ('증가', '단축'), ('ko', 1): ('느려', '빨라'),
        ('ja', 0): ('増加', '短縮'), ('ja', 1): ('悪化', '改善'),
    }[(lang, int(quality))]
    w = words[1] if down else words[0]
    s = {'en': 'The {n} of patched was {x}{u} {w} than base.',
         'zh': 'patched 的 {n} 比 base {w}了 {x}{u}。',
         'ko': 'patched의 {n}은 base보다 {x}{u} {w}졌다.',
         'ja': 'patched の {n} は base より {x}{u}{w}した。'}[lang]
    sent = s.format(x=x, u=unit, w=w, n=m.split('_')[0])
    # Near-miss: the same difference, no word of direction: unsigned, it
    # is no comparison (an error under B~A), and no value fits it.
    gap = {'en': 'The gap between them: {y}{u}.',
           'zh': '两者相差 {y}{u}。',
           'ko': '둘의 차이: {y}{u}.',
           'ja': '両者の差: {y}{u}。'}[lang]
    dv2, v2 = runs(rng, 'tc2', ('base', 'patched'), [(m, lo, hi, nd)])
    d2 = statistics.median(v2['patched'][m]) - statistics.median(v2['base'][m])
    y = '%.3f' % (abs(d2) / 1000) if conv else '%.1f' % abs(d2)
    if y == x or abs(d2) < 10 ** -nd * 5:
        return None
    want = 'tc1/patched~base/%s%s' % (m, '/1000' if conv else '')
    return ('# r\n\n## tc1\n\n%s\n\n## tc2\n\n%s\n' % (
        sent, gap.format(y=y, u=unit)), data + dv2,
        [(x, {want}), (y, set())])


def fam_pair(rng, lang):
    """"from A to B" of a metric no word names: each fits one config."""
    m = 'qx_evt'
    data, v = runs(rng, 'tc1', ('base', 'patched'), [(m, 1000, 9000, 0)])
    d2, v2 = runs(rng, 'tc2', ('base', 'patched'), [(m, 1000, 9000, 0)])
    a = '%d' % statistics.median(v['base'][m])
    b = '%d' % statistics.median(v['patched'][m])
    # In tc2: a partner that fits nothing (c), and a number alone (e).
    c = '%d' % rng.randint(1000, 9000)
    e = '%d' % statistics.median(v2['base'][m])
    f = '%d' % statistics.median(v2['patched'][m])
    every = ['%d' % x for t in (v, v2) for cfg in t for x in t[cfg][m]]
    if len({a, b, c, e, f}) < 5 or c in every or len(set(every)) < 20:
        return None
    arrow = rng.random() < 0.3
    pair = {'en': 'Hiccups went from {a} to {b}.',
            'zh': '卡顿从 {a} 个降到 {b} 个。',
            'ko': '끊김은 {a}개에서 {b}개로 바뀌었다.',
            'ja': 'スタッタは {a} 件から {b} 件になった。'}[lang]
    if arrow:
        pair = {'en': 'Hiccups: {a} vs {b}.', 'zh': '卡顿：{a} → {b}。',
                'ko': '끊김: {a} → {b}.', 'ja': 'スタッタ：{a} → {b}。'}[lang]
    apart = {'en': 'Hiccups: {a}. Then, from {c} to {b}.',
             'zh': '卡顿 {a} 个。随后从 {c} 个降到 {b} 个。',
             'ko': '끊김 {a}개. 이후 {c}개에서 {b}개로 바뀌었다.',
             'ja': 'スタッタ {a} 件。その後 {c} 件から {b} 件になった。'}[lang]
    rep = '# r\n\n## tc1\n\n%s\n\n## tc2\n\n%s\n' % (
        pair.format(a=a, b=b), apart.format(a=e, c=c, b=f))
    return rep, data + d2, [(a, {'tc1/base/' + m}),
                            (b, {'tc1/patched/' + m}),
                            (c, set()), (e, set()), (f, set())]


def fam_spelled(rng, lang):
    """Spelled-out time units, and one unit for a joined pair."""
    data, v = [], {}
    for tc, m, lo, hi in (('tc1', 'lat_ns', 5000, 9000),
                          ('tc2', 'wait_us', 2000, 9000),
                          ('tc3', 'lat_ns', 5000, 9000)):
        d, v[tc] = runs(rng, tc, ('base', 'patched'), [(m, lo, hi, 0)])
        data += d
    us = {'en': rng.choice([' usec', ' microseconds']), 'zh': ' usec',
          'ko': rng.choice(['마이크로초', ' usec']),
          'ja': rng.choice([' マイクロ秒', ' usec'])}[lang]
    ms = {'en': rng.choice([' msec', ' milliseconds']), 'zh': ' msec',
          'ko': rng.choice(['밀리초', ' msec']),
          'ja': rng.choice([' ミリ秒', ' msec'])}[lang]

    def med(tc, cfg, m, nd):
        return '%.*f' % (nd, statistics.median(v[tc][cfg][m]) / 1000)
    a, b = med('tc1', 'base', 'lat_ns', 2), med('tc1', 'patched', 'lat_ns', 2)
    c = med('tc2', 'patched', 'wait_us', 3)
    a3, b3 = med('tc3', 'base', 'lat_ns', 2), med('tc3', 'patched', 'lat_ns', 2)
    if len({a, b, c, a3, b3}) < 5:
        return None
    pair = {'en': 'The lat went from {a} to {b}{u}.',
            'zh': 'lat 从 {a} 降到 {b}{u}。',
            'ko': 'lat은 {a}에서 {b}{u}로 바뀌었다.',
            'ja': 'lat は {a} から {b}{u} になった。'}[lang]
    one = {'en': 'The wait of patched was {c}{u}.',
           'zh': 'patched 的 wait 为 {c}{u}。',
           'ko': 'patched의 wait는 {c}{u}였다.',
           'ja': 'patched の wait は {c}{u}。'}[lang]
    apart = {'en': 'The lat: {a}, then {b}{u}.',
             'zh': 'lat：{a}，随后 {b}{u}。',
             'ko': 'lat: {a}, 이후 {b}{u}.',
             'ja': 'lat：{a}、その後 {b}{u}。'}[lang]
    rep = '# r\n\n## tc1\n\n%s\n\n## tc2\n\n%s\n\n## tc3\n\n%s\n' % (
        pair.format(a=a, b=b, u=us), one.format(c=c, u=ms),
        apart.format(a=a3, b=b3, u=us))
    return rep, data, [(a, {'tc1/base/lat_ns/1000'}),
                       (b, {'tc1/patched/lat_ns/1000'}),
                       (c, {'tc2/patched/wait_us/1000'}),
                       (a3, set()), (b3, {'tc3/patched/lat_ns/1000'})]


def fam_stddev(rng, lang):
    """A standard deviation named as such, and "mean (stddev)"."""
    data, v = runs(rng, 'tc1', ('base', 'patched'), [('wait_ms', 10, 40, 2)])
    sb = fmt(statistics.stdev(v['base']['wait_ms']), 2)
    sp = fmt(statistics.stdev(v['patched']['wait_ms']), 2)
    mp = fmt(statistics.mean(v['patched']['wait_ms']), 3)
    if len({sb, sp, mp}) < 3:
        return None
    w = {'en': 'stddev', 'zh': '标准差', 'ko': '표준편차', 'ja': '標準偏差'}[lang]
    s = {'en': 'The wait of base and patched varies ({w} {a} ms and {b} ms).',
         'zh': 'base 和 patched 的 wait 有波动（{w} {a} ms 和 {b} ms）。',
         'ko': 'base와 patched의 wait는 흔들린다({w} {a} ms와 {b} ms).',
         'ja': 'base と patched の wait はばらつく（{w} {a} ms と {b} ms）。'
         }[lang].format(w=w, a=sb, b=sp)
    m = {'en': 'The mean ({w}) wait of patched is {m} ms.',
         'zh': 'patched 的 wait 平均值（{w}）为 {m} ms。',
         'ko': 'patched의 wait 평균({w})은 {m} ms이다.',
         'ja': 'patched の wait の平均（{w}）は {m} ms。'}[lang].format(
             w=w, m=mp)
    return ('# r\n\n## tc1\n\n%s\n\n%s\n' % (s, m), data,
            [(sb, {'tc1/base/wait_ms@stddev'}),
             (sp, {'tc1/patched/wait_ms@stddev'}),
             (mp, {'tc1/patched/wait_ms@mean'})])


def fam_bitrate(rng, lang):
    """Bit rates against _mbps metrics; Gbps of ops; a NIC's speed."""
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('throughput_mbps', 1000, 9500, 1)])
    d2, v2 = runs(rng, 'tc2', ('base', 'patched'),
                  [('ops_per_s', 1000, 9500, 1)])
    d3, v3 = runs(rng, 'tc3', ('base', 'patched'),
                  [('read_mbps', 300, 900, 1)])
    data += d2 + d3
    g = '%.2f' % (statistics.median(v['patched']['throughput_mbps']) / 1000)
    m = '%.1f' % statistics.median(v['base']['throughput_mbps'])
    o = '%.2f' % (statistics.median(v2['patched']['ops_per_s']) / 1000)
    r = '%.1f' % statistics.median(v3['patched']['read_mbps'])
    nic = rng.choice(['10', '25', '40', '100'])
    if len({g, m, o, r, nic}) < 5:
        return None
    gu = rng.choice([' Gbps', ' Gbit/s', ' Gbits/sec', 'Gbps'])
    mu = rng.choice([' Mbps', ' Mbit/s', ' Mbits/sec'])
    setup = {'en': 'Two hosts, each with a {n} Gbps NIC.',
             'zh': '两台主机，各配一块 {n} Gbps 网卡。',
             'ko': '두 호스트에 각각 {n} Gbps NIC를 달았다.',
             'ja': '2 台のホストにそれぞれ {n} Gbps の NIC を載せた。'
             }[lang].format(n=nic)
    t1 = {'en': 'patched reached {g}{gu} of throughput, base {m}{mu}.',
          'zh': 'patched 的 throughput 达到 {g}{gu}，base 为 {m}{mu}。',
          'ko': 'patched의 throughput은 {g}{gu}, base는 {m}{mu}였다.',
          'ja': 'patched の throughput は {g}{gu}、base は {m}{mu}。'
          }[lang].format(g=g, gu=gu, m=m, mu=mu)
    t2 = {'en': 'patched ran at {o}{gu}.',
          'zh': 'patched 跑到 {o}{gu}。',
          'ko': 'patched는 {o}{gu}로 돌았다.',
          'ja': 'patched は {o}{gu} で動いた。'}[lang].format(o=o, gu=gu)
    t3 = {'en': 'patched reads {r} MB/s.',
          'zh': 'patched 读取 {r} MB/s。',
          'ko': 'patched의 read는 {r} MB/s이다.',
          'ja': 'patched の read は {r} MB/s。'}[lang].format(r=r)
    rep = '# r\n\n%s\n\n## tc1\n\n%s\n\n## tc2\n\n%s\n\n## tc3\n\n%s\n' % (
        setup, t1, t2, t3)
    return rep, data, [(g, {'tc1/patched/throughput_mbps/1000'}),
                       (m, {'tc1/base/throughput_mbps'}),
                       (o, set()), (nic, set()),
                       (r, {'tc3/patched/read_mbps'})]


def fam_sumword(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'), [('user_s', 1000, 3000, 1)])
    x = fmt(sum(v['patched']['user_s']), 1)
    s = {'en': 'The 5 runs of patched spent {x} s of user time altogether.',
         'zh': 'patched 的 user 时间 5 次加起来是 {x} s。',
         'ko': 'patched의 user 시간은 5회를 합하면 {x} s이다.',
         'ja': 'patched の user 時間は 5 回合わせて {x} s。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(x=x), data,
            [(x, {'tc1/patched/user_s@sum'})])


def fam_geomean(rng, lang):
    data, v = [], {}
    for tc in ('nbody', 'fannkuch', 'spectral'):
        d, v[tc] = runs(rng, tc, ('gcc', 'clang'), [('runtime_s', 1, 9, 3)])
        data += d
    ratios = [statistics.median(v[t]['clang']['runtime_s']) /
              statistics.median(v[t]['gcc']['runtime_s']) for t in v]
    gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    x = '%.3f' % gm
    one = '%.3f' % ratios[0]
    if x == one or any('%.3f' % r == x for r in ratios):
        return None
    w = {'en': 'geomean', 'zh': '几何平均', 'ko': '기하평균',
         'ja': '幾何平均'}[lang]
    s = {'en': 'Over the three programs, the {w} of clang runtime against gcc is {x}x.',
         'zh': '三个程序的 runtime 放在一起算{w}，clang 是 gcc 的 {x} 倍。',
         'ko': '세 프로그램의 runtime {w}으로 보면 clang은 gcc의 {x}배다.',
         'ja': '3 つのプログラムの runtime の{w}で、clang は gcc の {x} 倍。'
         }[lang]
    near = {'en': 'By {w}, clang runtime against gcc is {y}x.',
            'zh': '按{w}算，clang 的 runtime 是 gcc 的 {y} 倍。',
            'ko': '{w}으로 clang의 runtime은 gcc의 {y}배다.',
            'ja': '{w}で clang の runtime は gcc の {y} 倍。'}[lang]
    rep = '# r\n\n%s\n\n%s\n' % (s.format(w=w, x=x), near.format(w=w, y=one))
    # The link text holds the ratio's sign: "0.802x", "1.184 倍", "1.184배".
    suf = {'en': 'x', 'zh': ' 倍', 'ko': '배', 'ja': ' 倍'}[lang]
    return rep, data, [(x + suf, {'*/clang~gcc/runtime_s@tcgeomean'}),
                       (one + suf, set())]


def fam_binsize(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('text_bytes', 2e7, 3e7, 0), ('compaction_mb', 1.2e5, 2e5, 0)])
    tb = statistics.median(v['patched']['text_bytes'])
    cm = statistics.median(v['base']['compaction_mb'])
    a = '%.1f' % (tb / 1048576)      # binary MB of bytes
    b = '%.1f' % (cm / 1000)         # decimal GB of a _mb metric
    if a == '%.1f' % (tb / 1e6) or b == '%.1f' % (cm * 1048576 / 1e9) or \
            b == '%.1f' % (cm / 1024):
        return None
    s = {'en': 'The text of patched is {a} MB; the compaction of base wrote {b} GB.',
         'zh': 'patched 的 text 是 {a} MB；base 的 compaction 写了 {b} GB。',
         'ko': 'patched의 text는 {a} MB, base의 compaction은 {b} GB였다.',
         'ja': 'patched の text は {a} MB、base の compaction は {b} GB。'
         }[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(a=a, b=b), data,
            [(a, {'tc1/patched/text_bytes/1048576'}),
             (b, {'tc1/base/compaction_mb/1000'})])


def fam_cv(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('ops_per_s', 20000, 26000, 0)])
    xs = v['base']['ops_per_s']
    cv = statistics.stdev(xs) / statistics.mean(xs) * 100
    x = '%.2f%%' % cv
    w = {'en': 'cv', 'zh': '变异系数', 'ko': '변동계수', 'ja': '変動係数'}[lang]
    s = {'en': 'The ops of base vary little from run to run (a {w} of {x}).',
         'zh': 'base 的 ops 每次运行差别不大（{w} {x}）。',
         'ko': 'base의 ops는 실행마다 별 차이가 없다({w} {x}).',
         'ja': 'base の ops は回ごとの差が小さい（{w} {x}）。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(w=w, x=x), data,
            [(x, {'tc1/base/ops_per_s@cv'})])


def fam_pctdot(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('p99_ms', 5, 9, 2), ('p999_ms', 10, 40, 2),
                    ('p9999_ms', 50, 90, 2)])
    med = {m: (statistics.median(v['patched'][m]),
               statistics.median(v['base'][m]))
           for m in ('p99_ms', 'p999_ms', 'p9999_ms')}
    a = pct(*med['p999_ms'])
    b = pct(*med['p9999_ms'])
    if a == b or a == pct(*med['p99_ms']) or b == pct(*med['p99_ms']):
        return None
    w = rng.choice(['p99.9', 'P99.9'])
    s = {'en': 'Against base, the {w} of patched moved {a} and its P99.99 {b}.',
         'zh': '与 base 相比，patched 的 {w} 变化 {a}，P99.99 变化 {b}。',
         'ko': 'base 대비 patched의 {w}는 {a}, P99.99는 {b} 변했다.',
         'ja': 'base と比べて patched の {w} は {a}、P99.99 は {b} 変わった。'
         }[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(w=w, a=a, b=b), data,
            [(a, {'tc1/patched~base/p999_ms'}),
             (b, {'tc1/patched~base/p9999_ms'})])


def fam_title(rng, lang):
    data, v = [], {}
    for tc in ('kafka-consume', 'kafka-produce'):
        d, v[tc] = runs(rng, tc, ('g1', 'zgc'), [('p999_ms', 10, 80, 2)])
        data += d
    m = {tc: (statistics.median(v[tc]['zgc']['p999_ms']),
              statistics.median(v[tc]['g1']['p999_ms'])) for tc in v}
    a, b = pct(*m['kafka-consume']), pct(*m['kafka-produce'])
    if a == b:
        return None
    style = rng.choice(['{k}) {tc}', '{tc}:', '== {tc} =='])
    s = {'en': 'Against g1, zgc moved the p99.9 by {x}.',
         'zh': '与 g1 相比，zgc 的 p99.9 变化了 {x}。',
         'ko': 'g1 대비 zgc의 p99.9는 {x} 변했습니다.',
         'ja': 'g1 と比べて zgc の p99.9 は {x} 変わりました。'}[lang]
    both = {'en': 'Both kafka-consume and kafka-produce ran 5 times',
            'zh': 'kafka-consume 和 kafka-produce 各跑 5 次',
            'ko': 'kafka-consume과 kafka-produce를 각각 5회 실행',
            'ja': 'kafka-consume と kafka-produce を 5 回ずつ実行'}[lang]
    rep = ('Subject: Re: [bench] g1 vs zgc\n\n%s\n\n%s\n\n%s\n\n%s\n\n%s\n'
           % (both, style.format(k=1, tc='kafka-consume'), s.format(x=a),
              style.format(k=2, tc='kafka-produce'), s.format(x=b)))
    return rep, data, [(a, {'kafka-consume/zgc~g1/p999_ms'}),
                       (b, {'kafka-produce/zgc~g1/p999_ms'})]


def fam_spreadlast(rng, lang):
    data, v = runs(rng, 'tc1', ('base', 'patched'),
                   [('rps', 40000, 44000, 0)], n=7)
    xs = v['base']['rps']
    hi, lo, sd = ('%d' % max(xs), '%d' % min(xs),
                  '%d' % round(statistics.stdev(xs)))
    if len({hi, lo, sd}) < 3:
        return None
    s = {'en': 'Of the base runs the fastest gave {h} rps, the slowest {l} '
               'rps, with a stddev of {d} rps.',
         'zh': 'base 的各次运行中最快的是 {h} rps，最慢的是 {l} rps，'
               '标准差为 {d} rps。',
         'ko': 'base 실행 중 가장 빠른 회차는 {h} rps, 가장 느린 회차는 '
               '{l} rps이고 표준편차는 {d} rps입니다.',
         'ja': 'base のうち最も速い回は {h} rps、最も遅い回は {l} rps で、'
               '標準偏差は {d} rps です。'}[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(h=hi, l=lo, d=sd), data,
            [(hi, {'tc1/base/rps@max'}), (lo, {'tc1/base/rps@min'}),
             (sd, {'tc1/base/rps@stddev'})])


def fam_tput(rng, lang):
    data, v = runs(rng, 'lrange-100', ('unstable', 'pr'),
                   [('ops_per_s', 30000, 60000, 0), ('p99_ms', 1, 3, 3)])
    x = pct(statistics.median(v['pr']['ops_per_s']),
            statistics.median(v['unstable']['ops_per_s']))
    y = pct(statistics.median(v['pr']['p99_ms']),
            statistics.median(v['unstable']['p99_ms']))
    if x == y:
        return None
    w = {'en': 'throughput', 'zh': '吞吐', 'ko': '처리량',
         'ja': 'スループット'}[lang]
    t = rng.choice(['LRANGE_100', 'lrange-100', 'lrange_100'])
    s = {'en': 'For {t} the {w} of pr moved {x} against unstable.',
         'zh': '{t} 上 pr 的{w}相对 unstable 变化 {x}。',
         'ko': '{t}에서 pr의 {w}은 unstable 대비 {x} 변했다.',
         'ja': '{t} では pr の{w}は unstable に比べて {x} 変わった。'}[lang]
    return ('# r\n\n%s\n' % s.format(t=t, w=w, x=x), data,
            [(x, {'lrange-100/pr~unstable/ops_per_s'})])


def fam_abbrev(rng, lang):
    data, v = runs(rng, 'tc1', ('default', 'tuned'),
                   [('lat_avg_ms', 0.8, 1.2, 3), ('tps', 60000, 70000, 0)])
    med = {m: (statistics.median(v['tuned'][m]),
               statistics.median(v['default'][m])) for m in ('lat_avg_ms', 'tps')}
    x = pct(*med['lat_avg_ms'])
    if x == pct(*med['tps']) or x == pct(*reversed(med['tps'])):
        return None
    s = {'en': 'Average latency of tuned moved {x} against default.',
         'zh': 'tuned 的 average latency 相对 default 变化 {x}。',
         'ko': 'tuned의 average latency는 default 대비 {x} 변했다.',
         'ja': 'tuned の average latency は default に比べて {x} 変わった。'
         }[lang]
    return ('# r\n\n## tc1\n\n%s\n' % s.format(x=x), data,
            [(x, {'tc1/tuned~default/lat_avg_ms'})])


def fam_setuptitle(rng, lang):
    data, v = runs(rng, 'tc1', ('default', 'tuned'), [('tps', 4000, 7000, 0)])
    x = pct(statistics.median(v['tuned']['tps']),
            statistics.median(v['default']['tps']))
    if not x.startswith('+'):
        return None     # the title says more
    title = {'en': '# {x} more TPS without touching the hardware',
             'zh': '# 不换硬件配置，TPS 提升 {x}',
             'ko': '# 하드웨어 구성 그대로 TPS {x} 향상',
             'ja': '# ハードウェア構成はそのままで TPS が {x} 向上'}[lang]
    m = '%d' % statistics.median(v['tuned']['tps'])
    s = {'en': 'On tc1 tuned ran at {m} tps.',
         'zh': 'tc1 上 tuned 跑到 {m} tps。',
         'ko': 'tc1에서 tuned는 {m} tps로 돌았다.',
         'ja': 'tc1 で tuned は {m} tps で動いた。'}[lang]
    rep = '%s\n\n%s\n' % (title.format(x=x.lstrip('+')), s.format(m=m))
    return rep, data, [(m, {'tc1/tuned/tps'})]


def fam_pvalue(rng, lang):
    data = []
    for cfg, lo in (('unstable', 30000), ('pr', 40000)):
        for k in range(5):
            data.append(json.dumps({
                'tc': 'set-1k', 'cfg': cfg, 'rep': k + 1,
                'ops_per_s': round(lo + rng.uniform(0, 5000)),
                'p99_ms': round(rng.uniform(1, 2), 3)}))
    x = rng.choice(['0.008', '0.0079'])
    s = {'en': 'On set-1k the ops_per_s of pr against unstable: '
               'Mann-Whitney U, p = {x}.',
         'zh': 'set-1k 的 ops_per_s，pr 对 unstable 做 Mann-Whitney U 检验，'
               'p = {x}。',
         'ko': 'set-1k의 ops_per_s를 pr과 unstable로 Mann-Whitney U 검정하면 '
               'p = {x}이다.',
         'ja': 'set-1k の ops_per_s を pr と unstable で Mann-Whitney U 検定す'
               'ると p = {x} です。'}[lang]
    return ('# r\n\n%s\n' % s.format(x=x), data,
            [(x, {'set-1k/pr~unstable/ops_per_s@p'})])


FAMILIES = [('mean', fam_mean), ('caption', fam_caption), ('best', fam_best),
            ('sum', fam_sum), ('bench', fam_bench), ('rate', fam_rate),
            ('ratio', fam_ratio), ('rationame', fam_rationame),
            ('perratio', fam_perratio), ('framing', fam_framing),
            ('rowcount', fam_rowcount),
            ('tie', fam_tie), ('setup', fam_setup),
            ('alike', fam_alike), ('avgname', fam_avgname),
            ('usedstat', fam_usedstat), ('usedtc', fam_usedtc),
            ('lone', fam_lone), ('para', fam_para), ('onetc', fam_onetc),
            ('absdiff', fam_absdiff), ('pair', fam_pair),
            ('spelled', fam_spelled), ('stddev', fam_stddev),
            ('bitrate', fam_bitrate), ('sumword', fam_sumword),
            ('geomean', fam_geomean), ('binsize', fam_binsize),
            ('cv', fam_cv), ('pctdot', fam_pctdot), ('title', fam_title),
            ('spreadlast', fam_spreadlast), ('tput', fam_tput),
            ('abbrev', fam_abbrev), ('setuptitle', fam_setuptitle),
            ('pvalue', fam_pvalue)]


def main():
    vr = os.path.abspath(sys.argv[1])
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, fam in FAMILIES:
            for lang in LANGS:
                for seed in range(SEEDS):
                    rng = random.Random('%s-%s-%d' % (name, lang, seed))
                    case = None
                    for _ in range(20):     # values that tell apart
                        case = fam(rng, lang)
                        if case is not None:
                            break
                    report, data, want = case
                    links, bad = bind(vr, tmp, report, data)
                    for w in want:
                        text, addrs = w[0], w[1]
                        got = links.get(text)
                        # A third field: how many links of that text
                        # the bound report must hold (the rest are
                        # near-misses, left unbound).
                        many = len(w) < 3 or \
                            links[None].get(text, 0) == w[2]
                        # An empty set: a near-miss, left unbound.
                        if many and (got in addrs or
                                     (not addrs and got is None)):
                            passed += 1
                        else:
                            failed += 1
                            print('FAIL %s %s seed %d: [%s] bound to %s, '
                                  'want %s' % (name, lang, seed, text, got,
                                               ' or '.join(sorted(addrs)) or
                                               'none'))
                    if bad:
                        failed += 1
                        print('FAIL %s %s seed %d: bound claims not ok: %s'
                              % (name, lang, seed, ', '.join(bad)))
                    else:
                        passed += 1
    print('suggest-stranger: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

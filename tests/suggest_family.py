#!/usr/bin/env python3
"""Families of generated reports, one per kind of evidence --suggest
follows (issue 13): for each seed, random runs of metrics with units in
their names and a sentence that names one number by that evidence only.
Checks the first suggestion, and what --fix may and may not bind:
  unit       "took 1,234 ms" against x_us (a conversion)
  mean       "the mean x was ..." where the mean is not the median
  range      "x went from A~B" (min~max)
  rep        "in run 3, x was ..." (one run's value)
  words      a word an <!-- ev:words --> block declares for the metric
  per-run    "reads per write, run by run, ..." median(a/b) of two metrics
             the report uses, where it differs from the ratio of medians
  table      a cell of a table no link binds: its row names the metric,
             its column the config
  count      "over 5 runs": @n
  max        "at most ... (max)": @max, a statistic word
  size       "... MiB" against x_pages (4096 bytes a page)
  quoted     a sentence that says it quotes a slide: suggested, never bound
  label      "generation 1", a small whole number after a noun: never bound
Prints "suggest-family: N passed, M failed".

    python3 tests/suggest_family.py VERIFY_REPORT
"""
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile

NOUNS = ['latency', 'wait', 'stall', 'budget', 'delay', 'pause']
SEEDS = 12


def runs(rng, metric, scale):
    out, vals = [], {}
    for cfg in ('a', 'b'):
        vals[cfg] = [round(rng.uniform(1, 9) * scale, 0) for _ in range(5)]
        for rep, v in enumerate(vals[cfg], 1):
            out.append(json.dumps({'tc': 'tc1', 'cfg': cfg, 'rep': rep,
                                   metric: v, 'other_count': rng.randint(3, 9)}))
    return '\n'.join(out) + '\n', vals


TWICE = []    # unbound numbers offered one address twice


def suggest(vr, tmp, report, data):
    rp, dp = os.path.join(tmp, 'r.md'), os.path.join(tmp, 'd.jsonl')
    open(rp, 'w', encoding='utf-8').write(report)
    open(dp, 'w').write(data)
    doc = json.loads(subprocess.run([vr, '--suggest', '--format=json', rp, dp],
                                    capture_output=True, text=True).stdout)
    for u in doc['unbound']:
        addrs = [x['address'] for x in u['suggestions']]
        if len(addrs) != len(set(addrs)):
            TWICE.append('%s: %s' % (u['text'], addrs))
    subprocess.run([vr, '--fix', rp, dp], capture_output=True)
    fixed = open(os.path.join(tmp, 'r.bound.md'), encoding='utf-8').read()
    return doc['unbound'], fixed


def first(unbound, text):
    for u in unbound:
        # The unit may or may not be part of the number's text.
        if u['text'] in (text, text.split(' ')[0]) and u['suggestions']:
            return u['suggestions'][0]['address'], u['suggestions'][0]['why']
    return None, None


def main():
    vr = os.path.abspath(sys.argv[1])
    passed = failed = 0

    def check(name, seed, ok, detail):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print('FAIL %s seed %d: %s' % (name, seed, detail))

    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(SEEDS):
            rng = random.Random(seed)
            noun = rng.choice(NOUNS)
            m = noun + '_us'
            data, vals = runs(rng, m, 1000)
            cfg = rng.choice(('a', 'b'))
            v = vals[cfg]
            head = '## TC-1 %s\n\n' % noun
            # unit: the median in ms, against a _us metric.
            ms = '%.3f' % (statistics.median(v) / 1000)
            text = ms + ' ms'
            un, fixed = suggest(vr, tmp, head + 'With %s, the %s took %s.\n'
                                % (cfg, noun, text), data)
            a, why0 = first(un, text)
            check('unit', seed, a == 'tc1/%s/%s/1000' % (cfg, m),
                  '%s -> %s (%s)' % (text, a, why0))
            check('unit --fix', seed, '](ev:tc1/%s/%s/1000)' % (cfg, m) in
                  fixed, fixed)
            # wrapped: the same sentence over two lines (a soft break at
            # any space before the number) is read as one.
            prose = 'With %s, the %s took ' % (cfg, noun)
            cut = rng.choice([i for i, ch in enumerate(prose) if ch == ' '])
            wrapped = prose[:cut] + '\n' + prose[cut + 1:] + text + '.\n'
            un, fixed = suggest(vr, tmp, head + wrapped, data)
            b, why = first(un, text)
            check('unit wrapped', seed, (b, why) == (a, why0),
                  '%r -> %s (%s), unwrapped %s (%s)' % (wrapped, b, why, a,
                                                       why0))
            # mean: written to the unit, where it differs from the median.
            mean = statistics.mean(v)
            if abs(mean - statistics.median(v)) > 1:
                text = '%.0f' % mean
                un, fixed = suggest(vr, tmp, head + 'With %s, the mean %s '
                                    'was %s us.\n' % (cfg, noun, text), data)
                a, why = first(un, text + ' us')
                check('mean', seed, a == 'tc1/%s/%s@mean' % (cfg, m),
                      '%s -> %s (%s)' % (text, a, why))
            # range: min~max.
            text = '%.0f~%.0f' % (min(v), max(v))
            un, fixed = suggest(vr, tmp, head + 'With %s, the %s went %s '
                                'us.\n' % (cfg, noun, text), data)
            a, why = first(un, text + ' us')
            check('range', seed, a == 'tc1/%s/%s@range' % (cfg, m),
                  '%s -> %s (%s)' % (text, a, why))
            # rep: one run's value, named by the sentence.
            k = rng.randint(1, 5)
            if sorted(v).index(v[k - 1]) != 2 and v.count(v[k - 1]) == 1:
                text = '%.0f us' % v[k - 1]
                un, fixed = suggest(vr, tmp, head + 'In run %d of %s, the '
                                    '%s was %s.\n' % (k, cfg, noun, text), data)
                a, why = first(un, text)
                check('rep', seed, a == 'tc1/%s#%d/%s' % (cfg, k, m),
                      '%s -> %s (%s)' % (text, a, why))
            # words: a declared synonym, the metric's name unsaid.
            word = rng.choice(['吞吐', '처리량', 'zorble'])
            text = '%.0f' % statistics.median(v)
            un, fixed = suggest(vr, tmp, '<!-- ev:words\n%s: %s\n-->\n\n' %
                                (m, word) + head.replace(noun, 'x') +
                                'With %s: %s %s.\n' % (cfg, word, text), data)
            a, why = first(un, text)
            check('words', seed, a == 'tc1/%s/%s' % (cfg, m) and word in why,
                  '%s -> %s (%s)' % (text, a, why))
            check('words --fix', seed, '](ev:tc1/%s/%s)' % (cfg, m) in fixed,
                  fixed)
            # per-run: median(reads/writes), not median(reads)/median(writes).
            rd = [rng.randint(100, 999) for _ in range(5)]
            wr = [rng.randint(10, 99) for _ in range(5)]
            pr = statistics.median(x / y for x, y in zip(rd, wr))
            rm = statistics.median(rd) / statistics.median(wr)
            if abs(pr - rm) > 0.05 * pr and abs(pr - rm) < 0.3 * pr:
                d2 = '\n'.join(json.dumps({'tc': 'tc1', 'cfg': 'a', 'rep': k + 1,
                                           'reads': rd[k], 'writes': wr[k]})
                               for k in range(5)) + '\n'
                text = '%.2f' % pr
                un, fixed = suggest(vr, tmp, '## TC-1 io\n\n| [io](ev:tc1//) '
                                    '| [a](ev:/a/) |\n|---|---|\n| [r](ev://reads) '
                                    '| %s |\n| [w](ev://writes) | %s |\n\nRun by '
                                    'run, reads per writes: %s.\n' % (
                                        '%g' % statistics.median(rd),
                                        '%g' % statistics.median(wr), text), d2)
                a, why = first(un, text)
                check('per-run', seed, a == 'tc1/a/median(reads/writes)',
                      '%s -> %s (%s)' % (text, a, why))
            # table: the row names the metric, the column header the
            # config; both configs share the median, so only the column
            # can tell them apart.
            same = [x for x in vals['a']]
            rng.shuffle(same)
            d3 = '\n'.join(json.dumps({'tc': 'tc1', 'cfg': c2, 'rep': k + 1,
                                       m: (vals['a'] if c2 == 'a' else same)[k]})
                           for c2 in ('a', 'b') for k in range(5)) + '\n'
            text = '%.0f' % statistics.median(vals['a'])
            un, fixed = suggest(vr, tmp, head + '| item | b | a |\n|---|---|---|\n'
                                '| %s (us) | %s | %s |\n' % (noun, text, text), d3)
            got = [u['suggestions'][0]['address'] if u['suggestions'] else None
                   for u in un if u['text'] == text]
            check('table', seed, got == ['tc1/b/%s' % m, 'tc1/a/%s' % m],
                  '%s -> %s' % (text, got))
            check('table --fix', seed, '[%s](ev:tc1/b/%s)' % (text, m)
                  in fixed and '[%s](ev:tc1/a/%s)' % (text, m) in fixed, fixed)
            # count: the runs of a config.
            un, fixed = suggest(vr, tmp, head + 'With %s, the %s was '
                                'measured over 5 runs.\n' % (cfg, noun), data)
            a, why = first(un, '5 runs')
            check('count', seed, a == 'tc1/%s/@n' % cfg, '5 -> %s (%s)' %
                  (a, why))
            # max: a statistic word.
            text = '%.0f' % max(v)
            un, fixed = suggest(vr, tmp, head + 'With %s, the %s peaked at '
                                'max %s us.\n' % (cfg, noun, text), data)
            a, why = first(un, text + ' us')
            check('max', seed, a == 'tc1/%s/%s@max' % (cfg, m),
                  '%s -> %s (%s)' % (text, a, why))
            check('max --fix', seed, '(ev:tc1/%s/%s@max)' % (cfg, m) in fixed,
                  fixed)
            # size: pages written as MiB.
            pg = noun + '_pages'
            d4 = '\n'.join(json.dumps({'tc': 'tc1', 'cfg': c2, 'rep': k + 1,
                                       pg: vals[c2][k] * 7})
                           for c2 in ('a', 'b') for k in range(5)) + '\n'
            mib = statistics.median(vals[cfg]) * 7 * 4096 / 1048576
            text = '%.2f MiB' % mib
            un, fixed = suggest(vr, tmp, head + 'With %s, the %s held %s.\n'
                                % (cfg, noun, text), d4)
            a, why = first(un, text)
            check('size', seed, a == 'tc1/%s/%s/256' % (cfg, pg),
                  '%s -> %s (%s)' % (text, a, why))
            # quoted: suggested, but a quote is not the runs' number.
            text = '%.0f' % statistics.median(v)
            un, fixed = suggest(vr, tmp, head + 'With %s, the %s was %s us '
                                '(quoted from the slides).\n' % (cfg, noun,
                                                                 text), data)
            a, why = first(un, text + ' us')
            check('quoted', seed, a == 'tc1/%s/%s' % (cfg, m),
                  '%s -> %s (%s)' % (text, a, why))
            check('quoted --fix', seed, '](ev:' not in fixed, fixed)
            # label: "generation N" equal to a count is never bound.
            n = statistics.median(
                json.loads(line)['other_count'] for line in data.split('\n')
                if line and json.loads(line)['cfg'] == cfg)
            un, fixed = suggest(vr, tmp, head + 'With %s, generation %d '
                                'aged first.\n' % (cfg, n), data)
            check('label --fix', seed, '](ev:' not in fixed, fixed)
            # points: a change of a _pct metric in pp is a change of
            # its /100 (the fractions), not of the percent numbers.
            pm = noun + '_pct'
            pdata, pv = runs(rng, pm, 10)
            mb, ma = statistics.median(pv['b']), statistics.median(pv['a'])
            if abs(mb - ma) >= 1:
                text = '%+.1f pp' % (mb - ma)
                un, fixed = suggest(vr, tmp, head + 'The %s went from %.1f%% '
                                    'to %.1f%% (%s).\n' % (noun, ma, mb,
                                                          text), pdata)
                a, why = first(un, text)
                check('points', seed, a == 'tc1/b~a/%s/100' % pm,
                      '%s -> %s (%s)' % (text, a, why))
        # No address is offered twice for one number, in any family.
        check('each address once', 0, not TWICE, TWICE[:3])
    print('suggest-family: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

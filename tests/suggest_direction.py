#!/usr/bin/env python3
"""The suggester follows direction words (CLAIMS.md section 3.2): for an
unsigned change with a word of direction next to it ("12% lower",
"减少 12%", "12% 감소", "12% 減少", "10% faster"), every address --suggest
offers under B~A, once bound, verifies ok: never the opposite order,
which the word would make flipped.  A family over seeds, the four
languages, words of amount and of quality, both directions of the data
and both directions of the metric.  What --fix binds verifies too.
Prints "suggest-direction: N passed, M failed".

    python3 tests/suggest_direction.py VERIFY_REPORT
"""
import json
import os
import random
import subprocess
import sys
import tempfile

# (language, up word, down word, pattern): the pattern puts the word
# where that language writes it.
AMOUNT = [
    ('en', 'higher', 'lower', 'In tc1, {m} of b was {n} {w} than a.'),
    ('en', 'more', 'less', 'In tc1, b had {n} {w} {m} than a.'),
    ('zh', '增加', '减少', 'tc1 中 b 的 {m} 比 a {w} {n}。'),
    ('ko', '증가', '감소', 'tc1에서 b의 {m}은 a보다 {n} {w}했다.'),
    ('ja', '増加', '減少', 'tc1 で b の {m} は a より {n} {w}した。'),
]
QUALITY = [
    ('en', 'faster', 'slower', 'In tc1, {m} of b was {n} {w} than a.'),
    ('en', 'better', 'worse', 'In tc1, {m} of b was {n} {w} than a.'),
    ('zh', '改善', '恶化', 'tc1 中 b 的 {m} 比 a {w} {n}。'),
    ('ko', '개선', '악화', 'tc1에서 b의 {m}은 a보다 {n} {w}됐다.'),
    ('ja', '改善', '悪化', 'tc1 で b の {m} は a より {n} {w}した。'),
]
METRICS = [('lat_ms', -1), ('ops_per_s', 1)]   # lower / higher is better
SEEDS = 6


def run(vr, *args):
    return subprocess.run([vr] + list(args), capture_output=True, text=True)


def main():
    vr = os.path.abspath(sys.argv[1])
    passed = failed = 0
    tmp = tempfile.mkdtemp()
    rp, dp = os.path.join(tmp, 'r.md'), os.path.join(tmp, 'd.jsonl')
    for seed in range(SEEDS):
        rng = random.Random(seed)
        for words, quality in ((AMOUNT, 0), (QUALITY, 1)):
            for lang, up, down, pat in words:
                for metric, better in METRICS:
                    a = [round(rng.uniform(100, 200), 1) for _ in range(5)]
                    f = rng.choice([0.6, 0.75, 1.3, 1.6])
                    b = [round(x * f, 1) for x in a]
                    lines = []
                    for cfg, vals in (('a', a), ('b', b)):
                        for rep, v in enumerate(vals, 1):
                            lines.append(json.dumps({'tc': 'tc1', 'cfg': cfg,
                                                     'rep': rep, metric: v}))
                    open(dp, 'w').write('\n'.join(lines) + '\n')
                    ma = sorted(a)[2]
                    mb = sorted(b)[2]
                    change = mb / ma - 1
                    rises = change > 0
                    if quality:
                        word = up if rises == (better > 0) else down
                    else:
                        word = up if rises else down
                    num = '%.1f%%' % abs(change * 100)
                    text = '# tc1\n\n' + pat.format(m=metric, n=num, w=word) + '\n'
                    open(rp, 'w', encoding='utf-8').write(text)
                    out = run(vr, '--suggest', '--format=json', rp, dp)
                    doc = json.loads(out.stdout)
                    sugg = [s['address'] for u in doc['unbound']
                            if u['text'].startswith(num)
                            for s in u['suggestions'] if '~' in s['address']]
                    name = '%s %s %s %s seed %d' % (lang, word, metric,
                                                   'up' if rises else 'down', seed)
                    # The author's own order must be offered.
                    want = 'tc1/b~a/' + metric
                    if want not in sugg:
                        failed += 1
                        print('FAIL %s: %s not offered (%s)' % (name, want, sugg))
                    else:
                        passed += 1
                    for addr in sugg:
                        bound = text.replace(num, '[%s](ev:%s)' % (num, addr), 1)
                        open(rp, 'w', encoding='utf-8').write(bound)
                        v = json.loads(run(vr, '--format=json', rp, dp).stdout)
                        verdicts = [c['verdict'] for c in v['claims']]
                        if verdicts == ['ok']:
                            passed += 1
                        else:
                            failed += 1
                            print('FAIL %s: offered %s gives %s' % (name, addr, verdicts))
    print('suggest-direction: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

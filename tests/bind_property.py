#!/usr/bin/env python3
"""The property of verify-report --bind (docs/bind.md): whatever the
author decides, in whatever order, with undos, bad addresses, skips and
a quit anywhere, the bound copy holds exactly the decisions made.

For each seed: random runs, a random report of numbers (medians of
the runs, changes between configs, numbers of nothing), and a random
sequence of commands (take 1-3, a good or a bad address, label, skip,
undo, quit).  A model of the pass predicts, from --suggest's JSON, the
bound copy byte for byte (each decision written in, and what --fix
binds where none was made) and the decisions file; then verify-report
on the copy must give ok for every suggestion taken and every number
--fix bound, and the claims must be exactly the links that are not
labels.  A second pass over the same decisions must change nothing.
Prints "bind-property: N passed, M failed".

    python3 tests/bind_property.py VERIFY_REPORT [--count N]
"""
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile

TCS = ('tc1', 'tc2')
CFGS = ('off', 'on')
METRICS = ('steal', 'scan', 'lat_ms')
BAD = ('tc1/on/nosuch', 'tc9/on/steal', 'tc1/on/steal)', 'tc1/x~y/scan')
WORDS = ('steal', 'scan', 'latency', 'it', 'the value', 'pages')


def make_runs(rng):
    rows, med = [], {}
    for tc in TCS:
        for cfg in CFGS:
            vals = {m: [] for m in METRICS}
            for rep in (1, 2, 3):
                row = {'tc': tc, 'cfg': cfg, 'rep': rep}
                for m in METRICS:
                    v = rng.randint(10, 400) * (1 if m != 'lat_ms' else 0.5)
                    row[m] = v
                    vals[m].append(v)
                rows.append(row)
            for m in METRICS:
                med[(tc, cfg, m)] = statistics.median(vals[m])
    return rows, med


def number(rng, med):
    kind = rng.random()
    tc, m = rng.choice(TCS), rng.choice(METRICS)
    if kind < 0.5:
        v = med[(tc, rng.choice(CFGS), m)]
        return ('%g' % v), m
    if kind < 0.75:
        a, b = med[(tc, 'off', m)], med[(tc, 'on', m)]
        if a == 0:
            return '7', m
        return ('%+.1f%%' % ((b / a - 1) * 100)).replace('-', '\u2212'), m
    return str(rng.randint(2, 999)), m


def make_report(rng, med):
    lines = ['# Results', '']
    for s in range(rng.randint(3, 7)):
        if rng.random() < 0.3:
            lines.append('## %s' % rng.choice(('TC-1 reclaim', 'TC-2 scan',
                                              'Notes')))
            lines.append('')
        n1, m1 = number(rng, med)
        n2, _ = number(rng, med)
        w = rng.choice(WORDS + (m1,))
        lines.append('With it %s, %s was %s and then %s in the end.'
                     % (rng.choice(CFGS), w, n1, n2))
        lines.append('')
    return '\n'.join(lines)


def run(argv, stdin=None, cwd=None):
    return subprocess.run(argv, input=stdin, capture_output=True,
                          cwd=cwd, encoding='utf-8')


def link(text, addr):
    if any(c in addr for c in ' ()<>'):
        return '[%s](<ev:%s>)' % (text, addr)
    return '[%s](ev:%s)' % (text, addr)


def commands(rng, unbound):
    """A random sequence: enough to decide everything, or a quit."""
    cmds = []
    for _ in range(rng.randint(0, len(unbound) * 2 + 3)):
        r = rng.random()
        if r < 0.3:
            cmds.append(str(rng.randint(1, 3)))
        elif r < 0.45:
            cmds.append('a GOOD')
        elif r < 0.55:
            cmds.append('a BAD')
        elif r < 0.7:
            cmds.append('l')
        elif r < 0.82:
            cmds.append('s')
        elif r < 0.97:
            cmds.append('u')
        else:
            cmds.append('q')
    return cmds


def simulate(rng, unbound, cmds):
    """The pass as docs/bind.md describes it: the lines fed, the
    decisions in order and the number of each."""
    walk = [i for i, u in enumerate(unbound) if not u['unique']]
    dec, log, fed = {}, [], []

    def first_open():
        for i in walk:
            if i not in dec:
                return i
        return None

    cur = first_open()
    for c in cmds:
        if cur is None:
            break
        u = unbound[cur]
        if c == 'q':
            fed.append('q')
            break
        if c in ('1', '2', '3'):
            fed.append(c)
            k = int(c)
            if k <= len(u['suggestions']):
                dec[cur] = ('take', u['suggestions'][k - 1]['address'])
                log.append(cur)
                cur = first_open()
        elif c == 'a GOOD':
            if u['suggestions']:
                a = rng.choice(u['suggestions'])['address']
            else:
                a = '%s/%s/%s' % (rng.choice(TCS), rng.choice(CFGS),
                                  rng.choice(METRICS))
            fed.append('a ' + a)
            dec[cur] = ('typed', a)
            log.append(cur)
            cur = first_open()
        elif c == 'a BAD':
            fed.append('a ' + rng.choice(BAD))
            fed.append('')		# back to the keys
        elif c in ('l', 's'):
            fed.append(c)
            dec[cur] = ('label' if c == 'l' else 'skip', None)
            log.append(cur)
            cur = first_open()
        elif c == 'u':
            fed.append('u')
            if log:
                k = log.pop()
                del dec[k]
                cur = k
    return fed, dec, log


def expected(src, unbound, dec):
    out, at = [], 0
    b = src.encode('utf-8')
    for i, u in enumerate(unbound):
        off = u['byte']
        text = u['text']
        d = dec.get(i)
        if d is not None and d[0] in ('take', 'typed'):
            new = link(text, d[1])
        elif d is not None and d[0] == 'label':
            new = link(text, 'label')
        elif d is None and u['unique']:
            new = link(text, u['suggestions'][0]['address'])
        else:
            continue
        out.append(b[at:off].decode('utf-8'))
        out.append(new)
        at = off + len(text.encode('utf-8'))
    out.append(b[at:].decode('utf-8'))
    return ''.join(out)


def main():
    vr = os.path.abspath(sys.argv[1])
    count = 40
    if '--count' in sys.argv:
        count = int(sys.argv[sys.argv.index('--count') + 1])
    passed = failed = 0
    kinds = set()

    def no(seed, what):
        nonlocal failed
        failed += 1
        print('FAIL bind-property: seed %d: %s' % (seed, what))

    for seed in range(count):
        rng = random.Random(seed)
        rows, med = make_runs(rng)
        src = make_report(rng, med)
        tmp = tempfile.mkdtemp(prefix='bindprop.')
        rp, dp = os.path.join(tmp, 'r.md'), os.path.join(tmp, 'runs.jsonl')
        with open(rp, 'w', encoding='utf-8') as f:
            f.write(src)
        with open(dp, 'w') as f:
            f.write(''.join(json.dumps(r) + '\n' for r in rows))
        doc = json.loads(run([vr, '--suggest', '--format=json', rp, dp]).stdout)
        unbound = doc['unbound']
        cmds = commands(rng, unbound)
        fed, dec, log = simulate(rng, unbound, cmds)
        kinds.update(c.split(' ')[0] for c in fed)
        p = run([vr, '--bind', 'r.md', 'runs.jsonl'],
                stdin=''.join(c + '\n' for c in fed), cwd=tmp)
        what = 'commands %r' % (fed,)
        bound = os.path.join(tmp, 'r.bound.md')
        if p.returncode != 0 or not os.path.exists(bound):
            no(seed, 'exit %d: %s; %s' % (p.returncode, p.stderr, what))
            continue
        got = open(bound, encoding='utf-8').read()
        want = expected(src, unbound, dec)
        if got == want:
            passed += 1
        else:
            no(seed, 'the bound copy differs; %s\n--- want\n%s\n--- got\n%s'
               % (what, want, got))
            continue
        # The decisions file: the decisions, in the order made.
        lines = [l for l in open(os.path.join(tmp, '.r.bound.md.decisions'),
                                 encoding='utf-8').read().splitlines()
                 if not l.startswith('#')]
        wantl = ['%d:%d\t%s\t%s' % (unbound[i]['line'], unbound[i]['col'],
                                   unbound[i]['text'], dec[i][0] +
                                   (' ' + dec[i][1] if dec[i][1] else ''))
                 for i in log]
        if lines == wantl:
            passed += 1
        else:
            no(seed, 'decisions file %r, want %r' % (lines, wantl))
        # verify-report on the copy: a claim for each link but labels,
        # in order; ok for every suggestion taken and every --fix one.
        check = json.loads(run([vr, '--format=json', bound, dp]).stdout)
        claims = check['claims']
        want_claims = []
        for i, u in enumerate(unbound):
            d = dec.get(i)
            if d is not None and d[0] in ('take', 'typed'):
                want_claims.append((d[1], d[0] == 'take'))
            elif d is None and u['unique']:
                want_claims.append((u['suggestions'][0]['address'], True))
        gotc = [(c.get('address'), c.get('verdict')) for c in claims]
        if [a for a, _ in gotc] != [a for a, _ in want_claims]:
            no(seed, 'claims %r, want %r' % (gotc, want_claims))
        elif any(must and v != 'ok' for (_, v), (_, must)
                 in zip(gotc, want_claims)):
            no(seed, 'a suggestion taken is not ok: %r' % (gotc,))
        else:
            passed += 1
        # Again, with nothing to add: the same copy (decisions replayed).
        p = run([vr, '--bind', 'r.md', 'runs.jsonl'], stdin='q\n', cwd=tmp)
        if p.returncode == 0 and open(bound, encoding='utf-8').read() == got:
            passed += 1
        else:
            no(seed, 'a second pass changed the copy (exit %d): %s'
               % (p.returncode, p.stderr))
        subprocess.run(['rm', '-rf', tmp])
    # The family must have exercised every command.
    need = {'1', '2', '3', 'a', 'l', 's', 'u', 'q'}
    if need <= kinds:
        passed += 1
    else:
        failed += 1
        print('FAIL bind-property: commands never fed: %s'
              % sorted(need - kinds))
    print('bind-property: %d passed, %d failed' % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()

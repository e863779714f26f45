#!/usr/bin/env python3
"""How many labels --unbound lists (issue 23 item 2), on every fully
bound report (report.md, tests/examples/*/report.md) and the two
fragments of tests/labels/ (an English cover letter, a Japanese blog).

On a bound report every claim is bound, so what --unbound lists is
either a label the tool did not recognise or a number its author left
unbound on purpose (a measurement quoted from elsewhere, a run count).
tests/labels/kept.tsv names the second kind, one a line:

    REPORT <TAB> TEXT[NUMBER]

TEXT is what stands right before the number on its line and NUMBER the
number as listed, so an entry survives edits elsewhere in the report.
Everything else listed counts as a label.  Then, on the report with its
prose claims stripped to their text (as tests/suggest.py strips them),
the share of labels in the list is

    labels listed on the bound report / numbers listed on the stripped one

and must be at most 5%.  Precision: a label rule must never hide a
number, so every stripped claim and every kept number must still be
listed; one that is not fails the run.

    python3 tests/labels.py [-v] VERIFY_REPORT [TOP]
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from suggest import strip  # noqa: E402  (the same stripping)

TARGET = 5.0        # at most this share of the stripped list are labels
# Where a report does not reach the target yet, the share it reached
# when the rules landed (issue 23 item 2, left open): the test fails
# when a report does worse than this, and says aloud that the target
# is not met.  Lower these as the rules improve; never raise them.
FLOOR = {
    # Empty: every report meets the target.  ko-cover.md (7.4%) and
    # en-mail-iouring (13.5%) are at 0.0% with the rules for hardware
    # models and multiples of a part, read/write mixes, "30 s a run",
    # one occasion as a unit and points of measurement (docs/claims.md).
}


def reports(top):
    yield 'report.md', os.path.join(top, 'data/results.jsonl')
    ex = os.path.join(top, 'tests/examples')
    for name in sorted(os.listdir(ex)):
        r = os.path.join('tests/examples', name, 'report.md')
        if os.path.isfile(os.path.join(top, r)):
            yield r, os.path.join(ex, name, 'results.jsonl')
    for name in sorted(os.listdir(os.path.join(top, 'tests/labels'))):
        if name.endswith('.md'):
            yield (os.path.join('tests/labels', name),
                   os.path.join(top, 'tests/labels/empty.jsonl'))


def kept(top):
    out = {}
    with open(os.path.join(top, 'tests/labels/kept.tsv'),
              encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            rep, spec = line.split('\t')
            left, rest = spec.split('[', 1)
            num = rest[:rest.rindex(']')]
            out.setdefault(rep, []).append((left, num, n))
    return out


def unbound(vr, path, results):
    out = subprocess.run([vr, '--unbound', '--format=json', path, results],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        raise SystemExit('%s: exit %d: %s' % (path, out.returncode,
                                              out.stderr))
    return json.loads(out.stdout)['unbound']


def measure(vr, top, rep, results, keep, verbose):
    path = os.path.join(top, rep)
    text = open(path, encoding='utf-8').read()
    lines = text.split('\n')
    listed = unbound(vr, path, results)
    failed = 0
    labels, used = [], set()
    for u in listed:
        line, c, t = lines[u['line'] - 1], u['col'] - 1, u['text']
        # The number whole: a kept "5" is not the "512" of the line.
        hit = [k for k in keep if line[c:c + len(k[1])] == k[1] and
               not line[c + len(k[1]):c + len(k[1]) + 1].isdigit() and
               line[max(0, c - len(k[0])):c] == k[0] and c >= len(k[0])]
        if hit:
            used.update(k[2] for k in hit)
        else:
            labels.append(u)
    for left, num, n in keep:
        if n not in used:
            failed += 1
            print('FAIL %s: kept.tsv:%d %s[%s] is not listed: a label rule '
                  'hides a number' % (rep, n, left, num))
    stripped, claims = strip(text)
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        sp = os.path.join(tmp, 'stripped.md')
        with open(sp, 'w', encoding='utf-8') as f:
            f.write(stripped)
        slisted = unbound(vr, sp, results)
    # A claim inside a listed token counts as listed: "−70%~−88%"
    # stripped is one range, listed once.
    def covered(line, col):
        return any(u['line'] == line and
                   u['col'] <= col < u['col'] + len(u['text'])
                   for u in slisted)
    for line, col, ctext, addr in claims:
        if not covered(line, col):
            failed += 1
            print('FAIL %s:%d:%d: the claim [%s](ev:%s), stripped, is not '
                  'listed: a label rule hides it' % (rep, line, col, ctext,
                                                      addr))
    share = 100.0 * len(labels) / len(slisted) if slisted else 0.0
    raw = 100.0 * len(listed) / len(slisted) if slisted else 0.0
    print('%-40s listed %3d on the bound report (%d kept numbers, %d '
          'labels); stripped list %3d: labels %.1f%% (all listed %.1f%%)'
          % (rep, len(listed), len(listed) - len(labels), len(labels),
             len(slisted), share, raw))
    if verbose:
        for u in labels:
            line = lines[u['line'] - 1]
            c = u['col'] - 1
            print('  label %d:%d %s[%s]%s' % (
                u['line'], u['col'], line[max(0, c - 12):c], u['text'],
                line[c + len(u['text']):c + len(u['text']) + 8]))
    return failed, share


def main():
    args = sys.argv[1:]
    verbose = '-v' in args
    args = [a for a in args if a != '-v']
    vr = os.path.abspath(args[0])
    top = args[1] if len(args) > 1 else os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))
    keep = kept(top)
    passed = failed = 0
    for rep, results in reports(top):
        f, share = measure(vr, top, rep, results, keep.get(rep, []),
                           verbose)
        if f:
            failed += f
        else:
            passed += 1
        floor = FLOOR.get(rep, TARGET)
        if share > TARGET:
            print('TARGET %s: labels are %.1f%% of the list, over %.0f%%, '
                  'not met' % (rep, share, TARGET))
        if share > floor + 0.05:
            failed += 1
            print('FAIL %s: labels are %.1f%% of the list, over its floor '
                  '%.1f%%' % (rep, share, floor))
        else:
            passed += 1
    print('labels: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Plain-text tables bound by <!-- ev:table --> (issue 22; docs/syntax.md).

    python3 tests/plain_tables.py [--count N] ./verify-report

A family: random reports, each holding plain-text tables of the three
shapes mailing-list reports print, with random values, precisions,
column counts, paren styles and containers (fenced, indented, in a
quote, in a list item):

  - mean (stddev), as hackbench scripts and kernbench print it:
    `0.4130 (0.0210)`, `0.4130 ± 0.0210`, `0.4130 (±2.3%)`, and the
    range spread of a (range) column, `0.4130 ± 4.3%` (benchstat v1);
  - mmtests' compare-kernels rows, `Amean  4  0.4130 (   0.00%)
    0.4010 *   2.91%*`, the gain signed by the metric's direction against
    a random base column;
  - lkp-tests' compare rows, `9013 ±  3%  +12.3%  10123 ±  5%  NAME`,
    values over 1000 and cvs truncated, the metric's name last.

Every number of a bound row must come back as a claim at the LINE:COL
where this script wrote it, with the verdict this script computes on
its own from the runs (exact fractions; CLAIMS.md section 3.4).  Clean
tables are all `ok`; then a planted fault of each kind: a gain with the
wrong sign (flipped), a truncated number read as rounded and a rounded
one read as truncated (near), gains computed against another column
than the comment's base (each cell's verdict as computed).  Malformed
comments must be errors at their line (exit 2, as a malformed
<!-- ev:metrics --> block).  Prints FAIL lines and "plain
tables: N passed, M failed".
"""
import json
import math
import os
import random
import subprocess
import sys
import tempfile
from decimal import Decimal, ROUND_HALF_EVEN, ROUND_DOWN
from fractions import Fraction

PASS = 0
FAIL = 0


def check(ok, what):
    global PASS, FAIL
    if ok:
        PASS += 1
    else:
        FAIL += 1
        print("FAIL", what)


def fixed(x, d, mode=ROUND_HALF_EVEN):
    """x (a Fraction) with d decimals, rounded (or truncated)."""
    q = Decimal(1).scaleb(-d)
    v = Decimal(x.numerator) / Decimal(x.denominator)
    return format(v.quantize(q, rounding=mode), "f")


def near_tie(x, d):
    """Whether x is within a hair of a rounding tie at d decimals."""
    s = x * 10 ** d
    f = s - math.floor(s)
    return abs(f - Fraction(1, 2)) < Fraction(1, 10 ** 6)


def mean(v):
    return sum(Fraction(x) for x in v) / len(v)


def hmean(v):
    return len(v) / sum(1 / Fraction(x) for x in v)


def stddev(v):
    m = mean(v)
    var = sum((Fraction(x) - m) ** 2 for x in v) / (len(v) - 1)
    return Fraction(math.sqrt(var))


def verdict(c, h, v):
    """CLAIMS.md 3.4 on a written c of half-unit h and a computed v."""
    slack = max(min(1e-9 * abs(c), h / 100), 4 * 2.2e-16 * abs(c))
    if abs(v - c) <= h + slack:
        return "ok"
    if abs(v - c) <= 2 * h + slack:
        return "near"
    if c != 0 and v != 0 and (c > 0) != (v > 0):
        return "flipped"
    return "wrong"


def half(text):
    """Half a unit of the last digit of a written number."""
    t = text.strip("+-%")
    d = len(t.split(".")[1]) if "." in t else 0
    return 0.5 * 10 ** -d


def num(text):
    return float(text.replace("%", "").replace("+", ""))


class Report:
    """A report being written: its lines, runs and expected claims."""

    def __init__(self):
        self.lines = []
        self.runs = []
        self.byrun = {}
        self.expect = []      # (line, col, text, verdict)
        self.metrics = {}     # name -> lower/higher
        self.ntc = 0

    def add_runs(self, tc, cfg, metric, values):
        for i, x in enumerate(values):
            key = (tc, cfg, i + 1)
            if key not in self.byrun:
                self.byrun[key] = {"tc": tc, "cfg": cfg, "rep": i + 1}
                self.runs.append(self.byrun[key])
            self.byrun[key][metric] = x

    def text(self):
        head = []
        if self.metrics:
            head = ["<!-- ev:metrics"] + [
                "%s: %s" % kv for kv in sorted(self.metrics.items())] + [
                "-->", ""]
        return head, "\n".join(head + self.lines) + "\n"


def samples(rng, n, scale, spread):
    return [round(scale * (1 + rng.uniform(-spread, spread)), 6)
            for _ in range(n)]


def put_block(rep, rng, comment, rows):
    """Writes comment + a code block of rows (each a list of (text,
    expect) segments: expect None for filler, else (verdict-fn)), in a
    random container, recording each claim's place."""
    kind = rng.choice(["fenced", "indented", "quote", "item"])
    rep.lines += comment + []
    prefix = {"fenced": "", "indented": "    ", "quote": "> ",
              "item": "  "}[kind]
    if kind == "quote":
        # The comment inside the quote too, so the block follows it.
        n = len(comment)
        rep.lines[-n:] = ["> " + s if s else ">" for s in comment]
    elif kind == "item":
        n = len(comment)
        rep.lines[-n:] = ["- " + comment[0]] + ["  " + s for s in
                                                comment[1:]]
        rep.lines.append("")
    if kind in ("fenced", "quote", "item"):
        rep.lines.append(prefix + "```text")
    pending = []
    for segs in rows:
        line = ""
        for text, exp in segs:
            if exp is not None:
                pending.append((len(rep.lines), len(prefix) + len(line) + 1,
                                text, exp))
            line += text
        rep.lines.append(prefix + line)
    if kind in ("fenced", "quote", "item"):
        rep.lines.append(prefix + "```")
    rep.lines.append("")
    return pending


def pad(s, w):
    return " " * max(1, w - len(s)) + s


def shape_mean(rep, rng, fault=None):
    """hackbench-style: label, then per config mean (stddev)."""
    rep.ntc += 1
    tc = "hb%d" % rep.ntc
    ncfg = rng.randint(2, 3)
    cfgs = ["c%d" % (i + 1) for i in range(ncfg)]
    style = rng.choice(["paren", "pm", "cv", "range"])
    groups = rng.sample([1, 2, 4, 8, 16, 32, 64], rng.randint(1, 4))
    d = rng.randint(1, 4)
    sd = rng.randint(1, 4)
    comment = ["<!-- ev:table %s//" % tc]
    for i, c in enumerate(cfgs):
        comment.append("col %d: /%s/%s" % (i + 1, c, " (range)" if
                                             style == "range" else ""))
    rows, exp = [], []
    row_lines = []
    for g in groups:
        metric = "g%d_s" % g
        comment.append("row %d: //%s@mean" % (g, metric))
        segs = [(str(g), None)]
        for c in cfgs:
            while True:
                v = samples(rng, rng.randint(3, 8), 10 ** rng.randint(-1, 3),
                            0.1)
                m, s = mean(v), stddev(v)
                cv = s / m * 100
                # benchstat v1's ±: max(1 − min/X, max/X − 1), X the mean.
                rg = max(1 - Fraction(min(v)) / m, Fraction(max(v)) / m - 1) \
                    * 100
                if not (near_tie(m, d) or near_tie(s, sd)
                        or near_tie(cv, 1) or near_tie(rg, 1)):
                    break
            rep.add_runs(tc, c, metric, v)
            mt = fixed(m, d)
            segs.append((pad("", rng.randint(2, 6)), None))
            segs.append((mt, (float(m), mt)))
            if style == "paren":
                st = fixed(s, sd)
                segs += [(" (", None), (st, (float(s), st)), (")", None)]
            elif style == "pm":
                st = fixed(s, sd)
                segs += [(" ± ", None), (st, (float(s), st))]
            elif style == "range":
                st = fixed(rg, 1) + "%"
                segs += rng.choice([[(" (±", None), (st, (float(rg), st)),
                                     (")", None)],
                                    [(" ± ", None), (st, (float(rg), st))]])
            else:
                st = fixed(cv, 1) + "%"
                segs += [(" (±", None), (st, (float(cv), st)), (")", None)]
        rows.append(segs)
    comment.append("-->")
    pend = put_block(rep, rng, comment, [[("groups", None)] +
                                         [(pad(c, 12), None) for c in cfgs]]
                     + rows)
    for line, col, text, (v, t) in pend:
        rep.expect.append((line, col, text, verdict(num(t), half(t), v)))


def shape_mmtests(rep, rng, fault=None):
    """mmtests compare-kernels: Amean/Hmean KEY, value (gain)."""
    rep.ntc += 1
    tc = "mm%d" % rep.ntc
    ncfg = rng.randint(2, 4)
    cfgs = ["k%d" % (i + 1) for i in range(ncfg)]
    lower = rng.random() < 0.5
    metric = "work_s" if lower else "rate"
    rep.metrics[metric + "*"] = "lower" if lower else "higher"
    base = rng.randint(1, ncfg) if fault != "base" else 1
    said_base = base if fault != "base" else 2
    d = rng.randint(2, 4)
    comment = ["<!-- ev:table %s//" % tc, "label: 1-2"]
    if said_base != 1 or rng.random() < 0.3:
        comment.append("base: %d" % said_base)
    for i, c in enumerate(cfgs):
        comment.append("col %d: /%s/ (gain)" % (i + 1, c))
    keys = rng.sample([1, 2, 4, 8, 16, 32], rng.randint(1, 3))
    data = {}
    for c in cfgs:
        data[c] = {}
        for k in keys:
            data[c][k] = samples(rng, rng.randint(3, 6),
                                 10 ** rng.randint(0, 3) * (1 + k / 10),
                                 0.15)
            rep.add_runs(tc, c, "%s%d" % (metric, k), data[c][k])
    rows = []
    flipped_one = False
    for stat in ("Amean", "Hmean"):
        fn = mean if stat == "Amean" else hmean
        for k in keys:
            comment.append("row %s %d: //%s%d@%s" % (
                stat, k, metric, k, "mean" if fn is mean else "hmean"))
            segs = [("%-9s %d" % (stat, k), None)]
            bval = fn(data[cfgs[base - 1]][k])
            sval = fn(data[cfgs[said_base - 1]][k])
            for i, c in enumerate(cfgs):
                v = fn(data[c][k])
                g = (v / bval - 1) * 100
                if lower:
                    g = -g
                gd = (v / sval - 1) * 100 * (-1 if lower else 1)
                vt = fixed(v, d)
                gt = fixed(g, 2)
                if gt.startswith("-0.00") or gt == "-0.00":
                    gt = "0.00"
                if fault == "sign" and not flipped_one and \
                        abs(g) >= 0.5 and i != base - 1:
                    gt = fixed(-g, 2)
                    flipped_one = True
                sig = rng.random() < 0.3 and i != base - 1
                segs.append((pad("", rng.randint(2, 8)), None))
                segs.append((vt, (float(v), vt)))
                segs.append((" *" if sig else " (", None))
                segs.append((" " * (7 - len(gt)), None))
                segs.append((gt + "%", (float(gd), gt + "%")))
                segs.append(("*" if sig else ")", None))
            rows.append(segs)
    comment.append("-->")
    pend = put_block(rep, rng, comment, [[(" " * 20, None)] +
                                         [(pad(c, 20), None) for c in cfgs]]
                     + rows)
    for line, col, text, (v, t) in pend:
        rep.expect.append((line, col, text, verdict(num(t), half(t), v)))
    return flipped_one or fault != "sign"


def lkp_value(x):
    """lkp-tests' value: %.2f under 1000, else %d (truncated)."""
    if abs(x) < 1000:
        return fixed(x, 2), False
    return fixed(x, 0, ROUND_DOWN), True


def shape_lkp(rep, rng, fault=None):
    """lkp-tests compare: base ± cv, then %change value ± cv, NAME."""
    rep.ntc += 1
    tc = "lkp%d" % rep.ntc
    ncfg = rng.randint(2, 3)
    cfgs = ["r%d" % (i + 1) for i in range(ncfg)]
    comment = ["<!-- ev:table %s//" % tc, "label: last",
               "col 1: /%s/ (cv) trunc" % cfgs[0]]
    if fault == "notrunc":
        # Truncated numbers the comment does not say are truncated.
        comment[-1] = "col 1: /%s/ (cv) trunc" % cfgs[0]
    k = 2
    for c in cfgs[1:]:
        comment.append("col %d: /%s~%s/" % (k, c, cfgs[0]))
        comment.append("col %d: /%s/ (cv)%s" % (
            k + 1, c, "" if fault == "notrunc" else " trunc"))
        k += 2
    # An expression reads '-' as minus: lkp's will-it-scale.* must be
    # renamed in the runs (docs/syntax.md), so the names here have none.
    names = rng.sample(["hackbench.throughput", "aim9.exec_test.ops_per_sec",
                        "netperf.Throughput_Mbps", "stream.triad_bandwidth_MBps",
                        "fsmark.files_per_sec"], rng.randint(1, 3))
    rows = []
    faulted = False
    for name in names:
        comment.append("row %s: //%s@mean" % (name, name))
        avgs = {}
        segs = []
        for i, c in enumerate(cfgs):
            while True:
                v = samples(rng, rng.randint(3, 6),
                            10 ** rng.uniform(1, 6), rng.choice([0.01, 0.2]))
                m = mean(v)
                cv = stddev(v) / m * 100
                vt, trunc = lkp_value(m)
                ch = (m / avgs[cfgs[0]] - 1) * 100 if i > 0 else 0
                if not near_tie(m, 2) and not near_tie(m, 0) and \
                        abs(cv - round(cv)) > 1e-6 and \
                        not near_tie(ch, 1) and \
                        abs(m - round(m)) > Fraction(1, 10 ** 6):
                    break
            rep.add_runs(tc, c, name, v)
            avgs[c] = m
            if i > 0:
                ch = (m / avgs[cfgs[0]] - 1) * 100
                ct = ("+" if ch >= 0 else "") + fixed(ch, 1) + "%"
                if ct == "+-0.0%":
                    ct = "-0.0%"
                segs.append((pad("", 5), None))
                segs.append((ct, (float(ch), ct, False)))
            if fault == "trunc" and not faulted and trunc and \
                    m - math.floor(m) >= Fraction(1, 2):
                vt = fixed(m, 0)       # rounded where lkp truncates
                faulted = True
            segs.append((pad("", rng.randint(4, 8)), None))
            segs.append((vt, (float(m), vt, i == 0 or
                               fault != "notrunc")))
            if cv > 2:
                cvt = fixed(cv, 0, ROUND_DOWN)
                if fault == "round" and not faulted and \
                        cv - math.floor(cv) >= Fraction(1, 2):
                    cvt = fixed(cv, 0)   # rounded where lkp truncates
                    faulted = True
                segs += [(" ±", None), (" " * (3 - len(cvt)), None),
                         (cvt + "%", (float(cv), cvt + "%",
                                      fault != "notrunc" or i == 0))]
            else:
                segs.append((" " * 6, None))
        segs.append(("  " + name, None))
        rows.append(segs)
    comment.append("-->")
    pend = put_block(rep, rng, comment,
                     [[("         %stddev     %change         %stddev",
                        None)]] + rows)
    for line, col, text, (v, t, tr) in pend:
        c, h = num(t), half(t)
        if tr and "." not in t:
            c += h if c >= 0 else -h      # declared trunc: [n, n+1)
        rep.expect.append((line, col, text, verdict(c, h, v)))
    return faulted or fault in (None, "notrunc")


def run(vr, rep, tmp, label):
    head, text = rep.text()
    md = os.path.join(tmp, "report.md")
    js = os.path.join(tmp, "results.jsonl")
    with open(md, "w") as f:
        f.write(text)
    with open(js, "w") as f:
        for r in rep.runs:
            f.write(json.dumps(r) + "\n")
    p = subprocess.run([vr, "--strict", "--format=json", md, js],
                       capture_output=True, text=True)
    try:
        out = json.loads(p.stdout)
    except ValueError:
        check(False, "%s: no JSON (exit %d): %s" % (label, p.returncode,
                                                   p.stderr[:300]))
        return None
    got = [(c["line"], c["col"], c["text"], c["verdict"])
           for c in out["claims"]]
    off = len(head)
    want = [(l + 1 + off, c, t, v) for l, c, t, v in rep.expect]
    same = got == want
    if not same:
        for i in range(max(len(got), len(want))):
            g = got[i] if i < len(got) else None
            w = want[i] if i < len(want) else None
            if g != w:
                print("  first difference at claim %d: got %s, want %s"
                      % (i, g, w))
                print("  " + (out["claims"][i].get("message", "")
                              if g else ""))
                break
    check(same, "%s: %d claims, every LINE:COL and verdict" % (label,
                                                                len(want)))
    return out, p


def malformed(vr, tmp):
    """Each malformed comment: an error at its line, nothing bound."""
    cases = [
        ("col 1 /a/", 4, "expected 'col N: PARTIAL'"),
        ("columns 1: /a/", 4, "is not a line of this comment"),
        ("col 0: /a/", 4, "expected 'col N: PARTIAL'"),
        ("col 1: /a/ (spread)", 4, "unknown kind '(spread)'"),
        ("label: 2-1", 4, "'label:' takes the fields"),
        ("row nope: //x", 4, "row 'nope' matches no line"),
        ("col 1: /a/\ncol 1: /b/", 5, "column 1 is declared twice"),
        ("col 2: /b/ (gain)\nbase: 3", 5, "against base column 3"),
        ("row 1 //x", 4, "expected 'row LABEL: PARTIAL'"),
        ("col 1: tc/a", 4, "bad table address"),
        ("row 1: //y", 6, "row '1' is declared twice"),
        ("row *: //y\nrow *: //z", 5, "row '*' is declared twice"),
    ]
    for extra, line, msg in cases:
        text = ("# T\n\n<!-- ev:table t//\n%s\ncol 9: -\nrow 1: //x\n-->\n"
                "```\n1  2.5 (0.1)\n```\n" % extra)
        if "row 1 //x" in extra:
            text = text.replace("row 1: //x\n", "")
        md = os.path.join(tmp, "bad.md")
        with open(md, "w") as f:
            f.write(text)
        js = os.path.join(tmp, "bad.jsonl")
        with open(js, "w") as f:
            f.write('{"tc":"t","cfg":"a","rep":1,"x":2.5}\n')
        p = subprocess.run([vr, md, js], capture_output=True, text=True)
        want = "%s:%d:" % (md, line)
        hit = [l for l in (p.stdout + p.stderr).splitlines()
               if l.startswith(want) and msg in l]
        check(p.returncode == 2 and hit, "malformed %r: exit %d, an error "
              "at line %d saying %r; got: %s" % (extra, p.returncode, line,
                                                msg, (p.stdout +
                                                      p.stderr)[:400]))
    # A comment before no code block.
    md = os.path.join(tmp, "bad.md")
    with open(md, "w") as f:
        f.write("# T\n\n<!-- ev:table t//\ncol 1: /a/\nrow *: //x\n-->\n\n"
                "Some prose 2.5.\n")
    p = subprocess.run([vr, md, js], capture_output=True, text=True)
    check(p.returncode == 2 and ("%s:3:1: error:" % md) in p.stdout +
          p.stderr, "ev:table before no code block: error at 3:1")


def main():
    args = sys.argv[1:]
    count = 40
    if args[:1] == ["--count"]:
        count = int(args[1])
        args = args[2:]
    vr = args[0]
    rng = random.Random(22)
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(count):
            rep = Report()
            rep.lines += ["# Results %d" % i, ""]
            for _ in range(rng.randint(1, 3)):
                rng.choice([shape_mean, shape_mmtests, shape_lkp])(rep, rng)
            r = run(vr, rep, tmp, "family %d" % i)
            if r is not None:
                check(all(c["verdict"] == "ok" for c in r[0]["claims"]),
                      "family %d: a clean table is all ok" % i)
        # Planted faults, each a kind, several random instances.
        for kind, shape, want in (("sign", shape_mmtests, "flipped"),
                                  ("base", shape_mmtests, None),
                                  ("trunc", shape_lkp, "near"),
                                  ("round", shape_lkp, "near"),
                                  ("notrunc", shape_lkp, "near")):
            done = 0
            while done < 5:
                rep = Report()
                rep.lines += ["# Fault %s" % kind, ""]
                if not shape(rep, rng, fault=kind):
                    continue
                bad = [e for e in rep.expect if e[3] != "ok"]
                if not bad:
                    continue
                done += 1
                r = run(vr, rep, tmp, "fault %s %d" % (kind, done))
                if want is not None:
                    check(all(b[3] == want for b in bad) and
                          (len(bad) == 1 or kind == "notrunc"),
                          "fault %s %d: %s only (%s)" % (
                              kind, done, want, bad))
                if r is not None:
                    check(r[1].returncode == 1, "fault %s %d: exit 1" % (
                        kind, done))
        malformed(vr, tmp)
    print("plain tables: %d passed, %d failed" % (PASS, FAIL))
    sys.exit(1 if FAIL else 0)


if __name__ == "__main__":
    main()

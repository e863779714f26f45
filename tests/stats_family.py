#!/usr/bin/env python3
"""Section 2's statistics against an independent computation.

    python3 tests/stats_family.py ./verify-report

Random samples (sizes 1..50; spread values, few values with ties,
negatives and zeros, large values) are written as runs; a report claims
every statistic of every sample with the value this script computes on
its own (Python's statistics module, exact fractions, a brute-force
Mann-Whitney count), to 13 significant digits, or expects an error where
CLAIMS.md section 2 says so.  Every claim must come back as expected.
Prints FAIL lines and "stats family: N passed, M failed".
"""
import itertools
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
from decimal import Decimal
from fractions import Fraction

SIG = 13
# n whose 95% interval two equal binomial probabilities decide, which
# benchstat's float arithmetic may break either way (docs/claims.md).
CI_TIES = {22, 24, 27, 29}


def written(x):
    """x to SIG significant digits, as plain decimal digits."""
    if x == 0:
        return "0"
    if abs(x) >= 10 ** (SIG - 1):
        # Digits past the 13th would claim a finer half unit: scale.
        return written(Fraction(x) / 10 ** 9) + "G"
    d = Decimal(repr(float(x)))
    q = Decimal(1).scaleb(d.adjusted() - SIG + 1)
    s = format(d.quantize(q), "f")
    return s


def pct_linear(v, q):
    """numpy.percentile(v, q), method linear, in exact fractions."""
    s = sorted(Fraction(x) for x in v)
    if q == 50:
        return statistics.median(s)
    h = (len(s) - 1) * Fraction(q) / 100
    lo = math.floor(h)
    if lo >= len(s) - 1:
        return s[-1]
    return s[lo] + (h - lo) * (s[lo + 1] - s[lo])


def ci_orders(n):
    """The binomial order statistics of the median's 95% interval,
    exact fractions, left on a tie; the normal approximation past 30."""
    if n <= 30:
        pmf = [Fraction(math.comb(n, k), 2 ** n) for k in range(n + 1)]
        p = lambda k: pmf[k] if 0 <= k <= n else Fraction(0)
        x = math.ceil((n + 1) / 2) - 1
        acc, l, r = p(x), x, x + 1
        while acc < Fraction(95, 100) and (p(l - 1) > 0 or p(r) > 0):
            if p(l - 1) >= p(r):
                acc += p(l - 1)
                l -= 1
            else:
                acc += p(r)
                r += 1
    else:
        nd = statistics.NormalDist(n / 2, math.sqrt(n / 4))
        l1 = nd.inv_cdf(0.025)
        r1 = n - l1
        l = math.floor(math.floor(l1 - 0.5) + 0.5) + 1
        r = math.floor(math.ceil(r1 - 0.5) + 0.5) + 1
        band = lambda a, b: nd.cdf(b - 0.5) - nd.cdf(a - 0.5)
        if 0.95 <= band(l, r - 1) < band(l, r):
            r -= 1
    return max(l, 0), min(r, n + 1)


def ci(v):
    n = len(v)
    lo, hi = ci_orders(n)
    if lo < 1 or hi > n:
        return None
    s = sorted(v)
    m = statistics.median(s)
    a, b = s[lo - 1], s[hi - 1]
    if m == 0:
        return 0 if a == 0 and b == 0 else None
    if (m > 0) != (a > 0) or (m > 0) != (b > 0) or a == 0 or b == 0:
        return None
    return max(Fraction(b) / Fraction(m) - 1, 1 - Fraction(a) / Fraction(m))


def mwu_p(a, b):
    """Two-sided Mann-Whitney p by counting every split (midranks)."""
    pool = sorted(a + b)
    rank = {}
    for x in set(pool):
        first = pool.index(x) + 1
        last = len(pool) - pool[::-1].index(x)
        rank[x] = Fraction(first + last, 2)
    ranks = [rank[x] for x in pool]
    m, n = len(a), len(a) + len(b)
    mean = Fraction(m * (n + 1), 2)
    w = sum(rank[x] for x in a)
    far = total = 0
    for idx in itertools.combinations(range(n), m):
        total += 1
        if abs(sum(ranks[i] for i in idx) - mean) >= abs(w - mean):
            far += 1
    return Fraction(far, total)


def sample(rng, kind, n):
    if kind == "spread":
        return [rng.randint(100, 10 ** 6) / 100 for _ in range(n)]
    if kind == "ties":
        return [float(rng.randint(1, 4)) for _ in range(n)]
    if kind == "signs":
        return [rng.randint(-1000, 1000) / 10 for _ in range(n)]
    return [rng.randint(1, 10 ** 6) * 1e9 + 1 for _ in range(n)]


def expect(stat, v):
    """The value section 2 gives, or None for an error."""
    F = [Fraction(x) for x in v]
    if stat == "stddev":
        return statistics.stdev(F) if len(v) >= 2 else None
    if stat == "cv":
        if len(v) < 2 or sum(F) == 0:
            return None
        return statistics.stdev(F) / statistics.mean(F)
    if stat == "geomean":
        if min(v) <= 0:
            return None
        return math.exp(math.fsum(math.log(x) for x in v) / len(v))
    if stat == "hmean":
        if min(v) <= 0:
            return None
        return len(F) / sum(1 / x for x in F)
    if stat == "ci":
        return ci(v)
    if stat.startswith("p"):
        return pct_linear(v, Fraction(stat[1:]))
    raise ValueError(stat)


STATS = ["stddev", "cv", "geomean", "hmean", "ci", "p50", "p90", "p99",
         "p99.9", "p25", "p0", "p100"]


# The range spread's X: the pair value's statistic (CLAIMS.md section 4).
AROUND = ["median", "mean", "min", "max", "p90", "geomean", "hmean"]


def around(stat, v):
    """X for the range spread, or None where the statistic errs."""
    F = [Fraction(x) for x in v]
    if stat == "median":
        return statistics.median(F)
    if stat == "mean":
        return statistics.mean(F)
    if stat in ("min", "max"):
        return min(F) if stat == "min" else max(F)
    return expect(stat, v)


def range_spread(x, v):
    """max(1 − min/X, max/X − 1), relative to |X| when X < 0 (docs);
    0 when every run is 0; None for another division by zero."""
    lo, hi = Fraction(min(v)), Fraction(max(v))
    if x == 0:
        return 0 if lo == 0 and hi == 0 else None
    x = Fraction(x)
    return max((x - lo) / abs(x), (hi - x) / abs(x))


def verdict(c, h, v):
    """CLAIMS.md 3.4 on a written c of half-unit h and a computed v."""
    d = abs(Fraction(v) - Fraction(c))
    slack = max(min(Fraction(1e-9) * abs(Fraction(c)), Fraction(h) / 100),
                4 * Fraction(2.2e-16) * abs(Fraction(c)))
    if d <= Fraction(h) + slack:
        return "ok"
    if d <= 2 * Fraction(h) + slack:
        return "near"
    if c != 0 and v != 0 and (c > 0) != (v > 0):
        return "flipped"
    return "wrong"


def spread_text(rng, y, pct):
    """The spread y written at 0..3 decimals (a percent or a fraction),
    right or planted wrong by 1 or several units of the last digit,
    away from rounding ties; returns (text, value, half)."""
    while True:
        d = rng.randint(0, 3) if pct else rng.randint(2, 5)
        scaled = y * 100 if pct else y
        unit = Fraction(1, 10 ** d)
        k = round(Fraction(scaled) / unit)
        frac = Fraction(scaled) / unit - math.floor(Fraction(scaled) / unit)
        if abs(frac - Fraction(1, 2)) < Fraction(1, 10 ** 6):
            continue
        k += rng.choice([0, 0, 0, 1, -1, 4, -7, 30])
        if k < 0:
            k = -k
        w = k * unit
        text = format(Decimal(w.numerator) / Decimal(w.denominator), "f")
        if d and "." not in text:
            text += "." + "0" * d
        text = format(Decimal(text).quantize(Decimal(1).scaleb(-d)), "f")
        # The written value in the claim's units: a percent is y × 100.
        return text + ("%" if pct else ""), w / 100 if pct else w, \
            unit / 2 / (100 if pct else 1)


def range_family(vr, rng, tmp):
    """The range pair kind in every place the contract allows it: ±Y
    under @range alone, prose pairs under the report's <!-- ev:pairs
    range -->, GFM table pairs under the table's, a plain-text table's
    (range) columns; X the pair value's statistic, Y right or planted
    wrong.  Returns (passed, failed)."""
    passed = failed = 0
    for kind in ["spread", "ties", "signs", "large"]:
        runs, prose, tables, want = [], [], [], []
        for n in range(1, 41):
            tc = "t%d" % n
            vs = {}
            for cfg in ("a", "b"):
                v = sample(rng, kind, n)
                vs[cfg] = v
                for i, x in enumerate(v):
                    runs.append({"tc": tc, "cfg": cfg, "rep": i + 1, "x": x})

            def pair(cfg, stat, sep):
                """X and its spread Y as written, and what each gives."""
                v = vs[cfg]
                x = around(stat, v)
                y = range_spread(x, v) if x is not None else None
                xt = written(x) if x is not None else "1"
                addr = "%s/%s/x%s" % (tc, cfg, "" if stat == "median"
                                      else "@" + stat)
                out = [(xt, addr, "ok" if x is not None else "error")]
                yaddr = "%s/%s/x@range" % (tc, cfg)
                pct = sep != " (" or rng.random() < 0.7
                if y is None:
                    yt = "5%"
                    out.append((yt, yaddr, "error"))
                else:
                    yt, w, h = spread_text(rng, y, pct)
                    out.append((yt, yaddr, verdict(w, h, y)))
                if x is None:
                    out[1] = (yt, yaddr, "error")
                text = xt + sep + ("\u00b1" if sep == " (" and
                                   rng.random() < 0.5 else "") + yt + \
                    (")" if sep == " (" else "")
                return text, out
            # ±Y alone: around the median.
            y = range_spread(around("median", vs["a"]), vs["a"])
            yt, w, h = spread_text(rng, y, True)
            a = "%s/a/x@range" % tc
            prose.append("[\u00b1%s](ev:%s)" % (yt, a))
            want.append((yt, a, verdict(w, h, y)))
            # A prose pair, X's statistic random.
            st = rng.choice(AROUND)
            text, out = pair("a", st, rng.choice([" \u00b1 ", " ("]))
            prose.append("[%s](ev:%s/a/x%s)" % (
                text, tc, "" if st == "median" else "@" + st))
            want.extend(out)
            # A GFM table and a plain-text table, both configs.
            sa, sb = rng.choice(AROUND), rng.choice(AROUND)
            sfx = lambda s: "" if s == "median" else "@" + s
            ta, oa = pair("a", sa, rng.choice([" \u00b1 ", " ("]))
            tb, ob = pair("b", sb, rng.choice([" \u00b1 ", " ("]))
            tables.append("<!-- ev:pairs range -->\n"
                          "| [x](ev:%s//) | [a](ev:/a/%s) | [b](ev:/b/%s) |\n"
                          "|---|---|---|\n| [x](ev://x) | %s | %s |\n"
                          % (tc, sfx(sa), sfx(sb), ta, tb))
            want.append(("table", oa + ob))
            pa, qa = pair("a", sa, " (")
            pb, qb = pair("b", sb, " (")
            tables.append("<!-- ev:table %s//\ncol 1: /a/%s (range)\n"
                          "col 2: /b/%s (range)\nrow x: //x\n-->\n"
                          "```\nx   %s   %s\n```\n"
                          % (tc, sfx(sa), sfx(sb), pa, pb))
            want.append(("table", qa + qb))
        flat = [w for w in want if w[0] != "table"]
        for w in want:
            if w[0] == "table":
                flat.extend(w[1])
        rpath = os.path.join(tmp, "range-" + kind + ".jsonl")
        mpath = os.path.join(tmp, "range-" + kind + ".md")
        with open(rpath, "w") as f:
            for r in runs:
                f.write(json.dumps(r) + "\n")
        with open(mpath, "w") as f:
            f.write("# range %s\n\n<!-- ev:pairs range -->\n\n" % kind)
            for l in prose:
                f.write(l + "\n\n")
            for t in tables:
                f.write(t + "\n")
        out = subprocess.run([vr, "--format=json", mpath, rpath],
                             capture_output=True, text=True)
        got = json.loads(out.stdout)["claims"]
        if len(got) != len(flat):
            print("FAIL range %s: %d claims, want %d" % (kind, len(got),
                                                         len(flat)))
            failed += 1
            continue
        for c, (text, addr, verdict_) in zip(got, flat):
            if c["verdict"] == verdict_ and c["address"] == addr:
                passed += 1
            else:
                failed += 1
                if failed <= 20:
                    print("FAIL range %s: %s (ev:%s): %s, want %s: %s" % (
                        kind, text, addr, c["verdict"], verdict_,
                        c["message"]))
    return passed, failed


def main():
    vr = sys.argv[1]
    rng = random.Random(20261202)
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for kind in ["spread", "ties", "signs", "large"]:
            runs, lines, want = [], [], []
            medians = {}
            for n in range(1, 51):
                tc = "t%d" % n
                for cfg in ("a", "b"):
                    v = sample(rng, kind, n)
                    for i, x in enumerate(v):
                        runs.append({"tc": tc, "cfg": cfg, "rep": i + 1,
                                     "x": x})
                    if cfg == "a":
                        va = v
                    else:
                        vb = v
                    medians[(tc, cfg)] = statistics.median(v)
                for st in STATS:
                    if st == "ci" and n in CI_TIES:
                        continue
                    e = expect(st, va)
                    text = written(e * 100 if st in ("cv", "ci") and e is not None
                                   else e) if e is not None else "1"
                    if st in ("cv", "ci"):
                        text += "%"
                    # As a suffix and, where the contract allows, a function.
                    addrs = ["%s/a/x@%s" % (tc, st)]
                    if st != "ci":
                        addrs.append("%s/a/%s(x)" % (tc, st))
                    for a in addrs:
                        lines.append("[%s](ev:%s)" % (text, a))
                        want.append(("ok" if e is not None else "error", a,
                                     text))
                # p of the two sides, counted by brute force while small.
                if n <= 7:
                    p = mwu_p(va, vb)
                    a = "%s/b~a/x@p" % tc
                    lines.append("p = [%s](ev:%s)" % (written(p), a))
                    want.append(("ok", a, written(p)))
            # tcgeomean over every test case, and of the ratios.
            meds_a = [medians[("t%d" % n, "a")] for n in range(1, 51)]
            ratios = []
            for n in range(1, 51):
                xa, xb = medians[("t%d" % n, "a")], medians[("t%d" % n, "b")]
                ratios.append(1 if xa == xb else None if xa == 0 else
                              Fraction(xb) / Fraction(xa))
            ok = min(meds_a) > 0
            g = math.exp(math.fsum(math.log(x) for x in meds_a) / 50) \
                if ok else None
            lines.append("[%s](ev:*/a/x@tcgeomean)" %
                         (written(g) if ok else "1"))
            want.append(("ok" if ok else "error", "*/a/x@tcgeomean",
                         written(g) if ok else "1"))
            ok = all(r is not None and r > 0 for r in ratios)
            if ok:
                gr = math.exp(math.fsum(math.log(r) for r in ratios) / 50)
                lines.append("[%s×](ev:*/b~a/x@tcgeomean)" % written(gr))
                want.append(("ok", "*/b~a/x@tcgeomean", written(gr) + "×"))
            rpath = os.path.join(tmp, kind + ".jsonl")
            mpath = os.path.join(tmp, kind + ".md")
            with open(rpath, "w") as f:
                for r in runs:
                    f.write(json.dumps(r) + "\n")
            with open(mpath, "w") as f:
                f.write("# %s\n\n" % kind)
                for l in lines:
                    f.write(l + "\n\n")
            out = subprocess.run([vr, "--format=json", mpath, rpath],
                                 capture_output=True, text=True)
            got = json.loads(out.stdout)["claims"]
            if len(got) != len(want):
                print("FAIL %s: %d claims, want %d" % (kind, len(got),
                                                       len(want)))
                failed += 1
                continue
            for c, (verdict, addr, text) in zip(got, want):
                if c["verdict"] == verdict and c["address"] == addr:
                    passed += 1
                else:
                    failed += 1
                    if failed <= 20:
                        print("FAIL %s: [%s](ev:%s): %s, want %s: %s" % (
                            kind, text, addr, c["verdict"], verdict,
                            c["message"]))
        p, f = range_family(vr, rng, tmp)
        passed += p
        failed += f
    print("stats family: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

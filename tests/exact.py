#!/usr/bin/env python3
"""Numbers at the edges of double arithmetic are never misjudged.

    python3 tests/exact.py VERIFY_REPORT

Issue 25, items 8 and 12, as families:

- Integers past 2^53: a written integer and the data's differ by a
  small amount (0 to 300), on both sides of 2^53 and up to 2^63.  Below
  2^53 the verdict is exact (ok when equal, not ok when not); from 2^53
  a written integer whose last digits cannot be told apart is an error
  that says so, never ok; a rounded one with a scale (G) is checked to
  its last digit.
- Overflow: sums, means, per-run expressions, products and comparisons
  whose values or steps pass 1.8e308 are errors that name the overflow,
  never a verdict on inf or nan.

Prints FAIL lines and "exact: N passed, M failed".
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

vr = os.path.abspath(sys.argv[1])
passed = failed = 0
rng = random.Random(2 ** 53)
LINE = re.compile(r"^x\.md:(\d+):\d+: (\w+): (.*)$")


def ok(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL exact: " + what)


def verdicts(tmp, runs, claims):
    """Runs verify-report -v on one claim per line: {line: (verdict, msg)}."""
    with open(os.path.join(tmp, "x.jsonl"), "w") as f:
        for r in runs:
            f.write(r + "\n")
    with open(os.path.join(tmp, "x.md"), "w") as f:
        for c in claims:
            f.write(c + "\n\n")
    p = subprocess.run([vr, "-v", "x.md", "x.jsonl"], cwd=tmp,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=120)
    out = {}
    for line in p.stdout.decode("utf-8", "replace").split("\n"):
        m = LINE.match(line)
        if m:
            out[(int(m.group(1)) + 1) // 2] = (m.group(2), m.group(3))
    return out


def grouped(n):
    return "{:,}".format(n)


with tempfile.TemporaryDirectory() as tmp:
    # Big integers: one run per case, the claim on its own line.
    runs, claims, cases = [], [], []
    for k in range(300):
        exp = rng.choice([50, 52, 53, 53, 54, 56, 60, 62, 63])
        data = rng.randrange(2 ** exp, 2 ** (exp + 1)) if exp < 63 else \
            rng.randrange(2 ** 62, 2 ** 63)
        delta = rng.choice([0, 0, 1, -1, 2, 7, -24, 100, 300])
        written = data + delta
        text = grouped(written) if k % 2 else str(written)
        runs.append('{"tc":"t%d","cfg":"a","rep":1,"x":%d}' % (k, data))
        claims.append("v [%s](ev:t%d/a/x)" % (text, k))
        cases.append((data, written))
    got = verdicts(tmp, runs, claims)
    for i, (data, written) in enumerate(cases):
        v, msg = got.get(i + 1, ("none", ""))
        what = "wrote %d, data %d: %s: %s" % (written, data, v, msg[:120])
        if abs(written) >= 2 ** 53:
            ok(v == "error" and "exact arithmetic" in msg, what)
        elif data < 2 ** 53:
            ok((v == "ok") == (written == data), what)
        else:
            ok(v != "ok" or written == data, what)
    # A rounded number with a scale is checked, to its last digit.
    runs, claims, cases = [], [], []
    for k in range(60):
        data = rng.randrange(2 ** 54, 2 ** 62)
        g = round(data / 1e9) + rng.choice([0, 0, 1, -2])
        runs.append('{"tc":"t%d","cfg":"a","rep":1,"x":%d}' % (k, data))
        claims.append("v [%sG](ev:t%d/a/x)" % (grouped(g), k))
        cases.append((data, g))
    got = verdicts(tmp, runs, claims)
    for i, (data, g) in enumerate(cases):
        v, msg = got.get(i + 1, ("none", ""))
        want = "ok" if abs(g * 1e9 - data) <= 5e8 else None
        ok((v == "ok") == (want == "ok") and v != "error",
           "wrote %dG, data %d: %s: %s" % (g, data, v, msg[:120]))

    # Overflow: every claim below is an error that says "overflow".
    runs = []
    for cfg, xs in (("a", [1.7e308, 1.6e308, 1.5e308]),
                    ("n", [-1.7e308, 1.7e308, 1.0]),
                    ("b", [1.0, 2.0, 3.0])):
        for rep, x in enumerate(xs, 1):
            runs.append(json.dumps({"tc": "t", "cfg": cfg, "rep": rep,
                                    "x": x, "y": 1e300, "z": 2.0}))
    claims = [
        "[1](ev:t/a/x@sum)", "[1](ev:t/a/x@mean)", "[1](ev:t/a/x*10)", "[1](ev:t/a/x*y)",
        "[1](ev:t/a/x+x)", "[1](ev:t/a/1/(x*10))", "[1](ev:t/a/(x*z)-(x*z))",
        "[+1%](ev:t/a~b/x*y)", "[+1%](ev:t/b~a/x*y)", "[1](ev:t/a/x*y@sum)",
        "[1](ev:t/a/x*y@mean)", "[1](ev:t/a/-x-x)", "[1](ev:*/a/x*y)",
        "[1](ev:t/a#1/x*y)", "[1](ev:t/a/x*z/z)", "[+1](ev:t/a~b/x*z)",
    ]
    got = verdicts(tmp, runs, ["c " + c for c in claims])
    for i, c in enumerate(claims):
        v, msg = got.get(i + 1, ("none", ""))
        ok(v == "error" and "overflow" in msg and "nan" not in msg,
           "%s: %s: %s" % (c, v, msg))
    # Near the edge without passing it: numbers, checked as such (the
    # sum of -1.7e308, 1.7e308 and 1 is 1).
    near = [("[6](ev:t/b/x@sum)", "ok"), ("[1](ev:t/n/x@sum)", "ok"),
            ("[0.333](ev:t/n/x@mean)", "ok")]
    got = verdicts(tmp, runs, ["c " + c for c, _ in near])
    for i, (c, want) in enumerate(near):
        v = got.get(i + 1, ("none", ""))
        ok(v[0] == want, "%s: %s" % (c, v))

print("exact: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)

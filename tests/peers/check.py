#!/usr/bin/env python3
"""The peer check (issue 22): a peer's own golden tests, converted into
runs and bound reports (tests/peers/PEER/convert.py), verify as the peer
printed them.

    python3 tests/peers/check.py ./verify-report tests/peers

For every OUT/PEER/NAME/ with report.md, results.jsonl and expect.tsv:
every claim is `ok`, no number of the report is unbound, the claims are
as many as the converter bound, and every claim expect.tsv lists at
LINE:COL has the support class it names (`clear` for each change the
peer calls significant).  Prints FAIL lines and "peers: N passed, M
failed".

A claim expect.tsv marks `popcv` is a percent the peer computes with a
population stddev (divided by n, as lkp-tests' %stddev), where our cv
divides by n - 1: it need not be `ok`, but its written number (as the
claim reads it, truncated or rounded) must hold 100 x our cv x
sqrt((n - 1) / n) of the claim's own runs, so the difference is that
definition and nothing else.  The count of such claims, and how many of
them are `ok` all the same, is printed.
"""
import math
import glob
import json
import os
import subprocess
import sys


def main():
    vr, top = sys.argv[1], sys.argv[2]
    passed = failed = 0
    npop = [0, 0]

    def check(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL " + what)

    dirs = sorted(glob.glob(os.path.join(top, "*", "*", "expect.tsv")))
    check(len(dirs) > 0, "no converted peer tests under %s" % top)
    for exp in dirs:
        d = os.path.dirname(exp)
        name = os.path.relpath(d, top)
        out = subprocess.run([vr, "--format=json", "--unbound",
                              os.path.join(d, "report.md"),
                              os.path.join(d, "results.jsonl")],
                             capture_output=True, text=True)
        try:
            res = json.loads(out.stdout)
        except ValueError:
            check(False, "%s: no JSON (exit %d): %s" % (
                name, out.returncode, out.stderr[:200]))
            continue
        claims = res["claims"]
        want = {}
        popcv = set()
        nclaims = None
        with open(exp) as f:
            for line in f:
                a = line.rstrip("\n").split("\t")
                if a[0] == "claims":
                    nclaims = int(a[1])
                elif a[2] == "popcv":
                    popcv.add((int(a[0]), int(a[1])))
                else:
                    want[(int(a[0]), int(a[1]))] = a[2]
        check(len(claims) == nclaims, "%s: %d claims, the converter bound "
              "%d" % (name, len(claims), nclaims))
        bad = [c for c in claims if c["verdict"] != "ok" and
               (c["line"], c["col"]) not in popcv]
        for c in bad[:5]:
            check(False, "%s:%d:%d: %s: %s" % (name, c["line"], c["col"],
                                               c["verdict"], c["message"]))
        check(not bad, "%s: %d of %d claims not ok" % (name, len(bad),
                                                        len(claims)))
        check(res["summary"]["unbound"] == 0, "%s: %d numbers unbound" % (
            name, res["summary"]["unbound"]))
        at = {(c["line"], c["col"]): c for c in claims}
        for pos in sorted(popcv):
            c = at.get(pos)
            if c is None:
                check(False, "%s:%d:%d: no claim there" % ((name,) + pos))
                continue
            n = c["inputs"][0]["n"]
            pop = c["computed"] * math.sqrt((n - 1) / n)
            lo = c["claimed"]["value"] - c["claimed"]["half"]
            hi = c["claimed"]["value"] + c["claimed"]["half"]
            check(lo <= pop <= hi, "%s:%d:%d: %s is not the population cv "
                  "%.4g%% either (ours %.4g%%)" % (name, pos[0], pos[1],
                                                   c["text"], pop,
                                                   c["computed"]))
            npop[0] += 1
            npop[1] += c["verdict"] == "ok"
        for pos, cls in sorted(want.items()):
            c = at.get(pos)
            if c is None:
                check(False, "%s:%d:%d: no claim there" % ((name,) + pos))
                continue
            got = c["support"]["class"] if c.get("support") else None
            check(got == cls, "%s:%d:%d: %s is %s, want %s (%s)" % (
                name, pos[0], pos[1], c["text"], got, cls,
                (c["support"] or {}).get("message")))
    if npop[0]:
        print("peers: %d population-stddev percents (lkp-tests' %%stddev) "
              "as the peer defines them, %d of them ok by our cv too"
              % tuple(npop))
    print("peers: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Turns lkp-tests' own compare fixtures into runs and bound reports.

    python3 tests/peers/lkp-tests/convert.py FIXTURE_DIR OUT_DIR

FIXTURE_DIR holds lkp-tests' spec/fixtures/stats_changed_stats/*.yaml
(kept in tests/peers/lkp-tests/fixtures, GPL-2, (c) Intel): each gives
two matrices of raw runs, matrix_a and matrix_b (a list of values per
stat), and `expected`, the numbers lkp-tests' own StatCompare
(lib/stats.rb) computes for them, as its spec checks them.  For each
fixture NAME this writes OUT_DIR/NAME/ with

    results.jsonl  one run per matrix column: tc NAME, cfg `a` or `b`,
                   rep the column, one metric per stat (the stat's name
                   with every byte that cannot be in a metric name
                   written `_`: `works/sec` is works_sec);
    report.md      (1) the table lkp-tests' `compare` prints for the two
                   matrices (lib/compare.rb, show_perf_header and
                   show_perf_change: b, the base, first), bound by an
                   <!-- ev:table --> comment; (2) lkp-tests' expected
                   values as a GFM table, every number a claim;
    expect.tsv     the number of claims (every one must be `ok`), and
                   LINE, COL, `popcv` for each `± N%` of the compare
                   table: lkp-tests' %stddev, whose stddev divides by
                   n, where ours divides by n - 1 (tests/peers/check.py
                   checks it against lkp's definition; see README.md).

The compare table is regenerated here in lkp-tests' printed format (the
repository ships no printed compare output): each column is the mean of
the runs, printed `%.2f` under 1000, `%d` (truncated) from 1000 and
`%.4g` over 10^8; `± N%` is 100 x stddev / mean printed `%d` when over
2 (lkp's stddev divides by n: see README.md); the change is
100 x (mean - base mean) / base mean printed `%+.1f%%`.  Failure stats
(dmesg.*, kmsg.*, as lkp-tests' etc/failure names them) print as
fail:runs and %reproduction, not means: they follow in a block of their
own, not bound (README.md says why).

lkp-tests' expected values bind as: min_a, max_a, min_b, max_b, max as
@min and @max; nr_run as @n; mean_a and mean_b, which StatSummary takes
as sorted[n / 2] (not a mean: the upper median for an even n), as the
percentile at rank n/2 of n - 1 (p60 of 6 runs, the median of 3);
ratio (high mean / low mean) as a ratio `×` and delta (high - low) as a
signed difference under `HIGH~LOW`; x and z (max - min of a and b) as
`max(M) - min(M)`; y (the gap, high min - low max) as `=` arithmetic on
the row's own cells.  lkp-tests prints ratio and delta unsigned, with
no `×`: the report adds the `×` and the `+` that say what they are.
"""
import json
import math
import os
import re
import sys

import yaml

ABS_WIDTH, REL_WIDTH, ERR_WIDTH = 10, 10, 6
FAILURE = re.compile(r"^(dmesg|kmsg|last_state|stderr)\.")
COMMIT = "bbbc29c495d9617f28dbc8b799cf0dac9a1ca54e"


def metric(key):
    """A metric name for an lkp stat: bytes outside [A-Za-z0-9_.] as _."""
    return re.sub(r"[^A-Za-z0-9_.]", "_", key)


def nest(obj, name, v):
    parts = name.split(".")
    for p in parts[:-1]:
        obj = obj.setdefault(p, {})
    obj[parts[-1]] = v


def write_runs(path, name, ma, mb):
    with open(path, "w") as out:
        for cfg, m in (("a", ma), ("b", mb)):
            cols = max(len(v) for v in m.values())
            for i in range(cols):
                o = {"tc": name, "cfg": cfg, "rep": i + 1}
                for k, v in m.items():
                    if i < len(v):
                        nest(o, metric(k), v[i])
                out.write(json.dumps(o) + "\n")


def ruby_d(x):
    """Ruby's %d of a Float: truncated toward zero."""
    return str(int(x))


def fmt_avg(avg):
    if abs(avg) < 1000:
        s = "%.2f" % avg
    elif abs(avg) > 100000000:
        s = "%.4g" % avg
    else:
        s = ruby_d(avg)
    return "%*s" % (ABS_WIDTH, s)


def pop_stddev(v):
    avg = sum(v) / len(v)
    return math.sqrt(sum((x - avg) ** 2 for x in v) / len(v))


def perf_row(key, vb, va):
    """lkp-tests' show_perf_change + show_stat for base vb, then va."""
    line, cv_at = "", []
    avgs = [sum(v) / len(v) for v in (vb, va)]
    for i, v in enumerate((vb, va)):
        avg = avgs[i]
        if i:
            avg0 = avgs[0] if avgs[0] != 0 else 1e-100
            p = 100.0 * (avg - avg0) / avg0
            f = ".1f" if abs(p) < 100000 else ".2g"
            line += "%+*s%% " % (REL_WIDTH, format(p, "+" + f))
        line += fmt_avg(avg)
        sd = pop_stddev(v) if len(v) > 1 else -1
        if avg != 0:
            sd = 100 * sd / avg
        if sd > 2:
            line += " ±%*s%%" % (ERR_WIDTH - 3, ruby_d(sd))
            cv_at.append(len(line) - len(ruby_d(sd)))
        else:
            line += " " * ERR_WIDTH
    return line + "  " + key, avgs[0] == 0, cv_at


def mean_stat(n):
    """The statistic that gives lkp's StatSummary mean, sorted[n / 2]."""
    if n == 1 or n % 2 == 1:
        return "median"
    q = 100 * (n // 2)
    if q % (n - 1):
        raise SystemExit("no pNN gives sorted[%d] of %d runs" % (n // 2, n))
    return "p%d" % (q // (n - 1))


def num(v):
    """A value as lkp's YAML writes it (Ruby's Float#to_s: shortest)."""
    if isinstance(v, int):
        return str(v)
    return repr(float(v))


def link(text, addr):
    if " " in addr:
        return "[%s](<ev:%s>)" % (text, addr)
    return "[%s](ev:%s)" % (text, addr)


def convert(path, out_top):
    name = os.path.basename(path)[:-len(".yaml")]
    with open(path) as f:
        fx = yaml.safe_load(f)
    ma, mb = fx["matrix_a"], fx["matrix_b"]
    d = os.path.join(out_top, name)
    os.makedirs(d, exist_ok=True)
    write_runs(os.path.join(d, "results.jsonl"), name, ma, mb)
    lines = ["# lkp-tests fixture `%s`" % name, "",
             "Converted by tests/peers/lkp-tests/convert.py from "
             "lkp-tests `%s`, `spec/fixtures/stats_changed_stats/%s.yaml` "
             "(GPL-2). Options: `%s`." % (COMMIT[:12], name,
                                          json.dumps(fx.get("options"))),
             ""]
    nclaims, expect = 0, []

    # (1) the compare table, b (the base) first.
    perf = [k for k in ma if not FAILURE.match(k) and k in mb]
    if perf:
        lines += ["What `compare` prints for the two matrices (b is the "
                  "base):", ""]
        rows, cvs, comment = [], [], ["<!-- ev:table %s//" % name, "label: last",
                             "col 1: /b/ (cv) trunc", "col 2: /a~b/",
                             "col 3: /a/ (cv) trunc"]
        for k in perf:
            row, from_zero, cv_at = perf_row(k, mb[k], ma[k])
            rows.append(row)
            if not from_zero:
                cvs.append((len(rows), cv_at))
            if from_zero:
                # lkp's change from 0 divides by 1e-100: "+1e+102%".
                comment.append("row %s: -" % k)
            else:
                comment.append("row %s: //%s@mean" % (k, metric(k)))
                nclaims += len(re.findall(r"[0-9][0-9.]*", row[:-len(k)]))
        # Each row's line: the comment, -->, ```, 4 header lines.
        first = len(lines) + len(comment) + 6
        for j, cv_at in cvs:
            expect += ["%d\t%d\tpopcv" % (first + j, c) for c in cv_at]
        lines += comment + ["-->", "```",
                            "%*s %*s " % (ABS_WIDTH + ERR_WIDTH, "b",
                                          ABS_WIDTH + ERR_WIDTH + REL_WIDTH
                                          + 1, "a"),
                            "-" * (ABS_WIDTH + ERR_WIDTH) + " " +
                            "-" * (ABS_WIDTH + ERR_WIDTH + REL_WIDTH + 1)
                            + " ",
                            "         %stddev     %change         %stddev",
                            "             \\          |                \\  "]
        lines += rows + ["```", ""]

    # (1b) the failure stats as compare prints them (show_failure_change):
    # fail:runs per column, the sum of the runs' values over the run
    # count, and %reproduction, 100 x (fails / runs − base fails / base
    # runs), lkp dividing a later column by the base's run count too.
    # Not bound, so their numbers count as numbers in code not read:
    # CLAIMS.md reads no `F:R` (a time-like pair is a label, section 5),
    # and %reproduction is a difference of fractions written with `%`,
    # which section 3.2 reads as a relative change B/A − 1 (README.md).
    fail = [k for k in ma if FAILURE.match(k) and k in mb]
    if fail:
        lines += ["What `compare` prints for the failure stats (not bound: "
                  "see tests/peers/lkp-tests/README.md):", "", "```",
                  "       fail:runs  %reproduction    fail:runs",
                  "           |             |             |    "]
        for k in fail:
            cols = [mb[k], ma[k]]
            fs = [sum(v or 0 for v in c) for c in cols]
            runs = [len(c) for c in cols]
            out = ""
            for i, f in enumerate(fs):
                if i:
                    ch = 100 * (fs[i] / runs[i - 1] - fs[0] / runs[0])
                    out += "%*.0f%% " % (REL_WIDTH, ch)
                out += "%*s" % (ABS_WIDTH + 1, f if f else " ")
                out += ":%-*d" % (ERR_WIDTH - 2, runs[i])
            lines.append(out + "  " + k)
        lines += ["```", ""]

    # (2) lkp-tests' own expected values.
    exp = fx.get("expected") or {}
    if not exp:
        lines += ["lkp-tests expects no changed stat here.", ""]
    for k, e in exp.items():
        m = metric(k)
        na, nb = len(e["a"]), len(e["b"])
        sa, sb = mean_stat(na), mean_stat(nb)
        high, low = ("a", "b") if e["mean_a"] > e["mean_b"] else ("b", "a")
        sh = sa if high == "a" else sb
        lines += ["lkp-tests' expected values for `%s` (interval `%s`):"
                  % (k, e["interval"]), ""]
        head = [link(name, name + "//"), link("min_a", "/a/@min"),
                link("mean_a", "/a/@" + sa), link("max_a", "/a/@max"),
                link("min_b", "/b/@min"), link("mean_b", "/b/@" + sb),
                link("max_b", "/b/@max"), link("max", "/*/@max"),
                "x", "y", "z", "ratio", "delta", link("nr_run", "/a/@n")]
        col = {"min_a": 2, "max_a": 4, "min_b": 5, "max_b": 7}
        cells = [link(k.replace("#", "\\#"), "//" + m)]
        for q in ("min_a", "mean_a", "max_a", "min_b", "mean_b", "max_b",
                  "max"):
            cells.append(num(e[q]))
        # lkp takes x as z when a has 2 runs or fewer and x < z.
        xcfg = "a"
        if na <= 2 and max(e["a"]) - min(e["a"]) < e["z"]:
            xcfg = "b"
        cells.append(link(num(e["x"]), "%s/%s/max(%s) - min(%s)"
                          % (name, xcfg, m, m)))
        y = e["min_" + high] - e["max_" + low]
        if y >= 0:
            cells.append(link(num(e["y"]), "=$%d-$%d" % (
                col["min_" + high], col["max_" + low])))
        else:
            cells.append("`%s`" % num(e["y"]))	# clipped to 0 by lkp
        cells.append(link(num(e["z"]), "%s/b/max(%s) - min(%s)"
                          % (name, m, m)))
        low_mean = e["mean_" + low]
        if low_mean > 0:
            cells.append(link(num(e["ratio"]) + "×", "%s/%s~%s/%s@%s"
                              % (name, high, low, m, sh)))
        else:
            cells.append("`%s`" % num(e["ratio"]))	# MAX_RATIO, not B/A
        cells.append(link("+" + num(e["delta"]), "%s/%s~%s/%s@%s"
                          % (name, high, low, m, sh)))
        cells.append(num(e["nr_run"]))
        nclaims += sum(1 for c in cells[1:] if not c.startswith("`"))
        lines += ["| " + " | ".join(head) + " |",
                  "|" + "---|" * len(head),
                  "| " + " | ".join(cells) + " |", ""]
    with open(os.path.join(d, "report.md"), "w") as f:
        f.write("\n".join(lines))
    with open(os.path.join(d, "expect.tsv"), "w") as f:
        f.write("claims\t%d\n" % nclaims)
        f.write("".join(e + "\n" for e in expect))


def main():
    src, out = sys.argv[1], sys.argv[2]
    for f in sorted(os.listdir(src)):
        if f.endswith(".yaml"):
            convert(os.path.join(src, f), out)


if __name__ == "__main__":
    main()

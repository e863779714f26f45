#!/usr/bin/env python3
"""Turns benchstat v2's golden tests into runs and bound reports.

    python3 tests/peers/benchstat/convert.py PERF_GIT_DIR OUT_DIR

PERF_GIT_DIR is a clone (or bare mirror) of golang.org/x/perf; the
golden tests are read from its HEAD: cmd/benchstat/testdata, the raw
`go test -bench` output (*.txt) and the tables benchstat prints for them
(*.stdout), as cmd/benchstat/main_test.go pairs them.  For each golden
NAME this writes OUT_DIR/NAME/ with

    results.jsonl  one run per benchmark line: tc is the row benchstat
                   prints (its '/' written ':'), cfg the column, rep the
                   line's place among that (tc, cfg)'s lines, and one
                   metric per unit ("ns/op" is ns.op, "MB/s" MB.s);
    report.md      benchstat's tables as GFM tables, every number it
                   prints a claim: the centers, the "± 9%" intervals
                   (@ci), the changes (B~A), the p= values (@p), the n=
                   counts (@n) and the geomean rows (@tcgeomean);
    expect.tsv     LINE, COL and the support class a claim must have:
                   `clear` for every change benchstat calls significant
                   (a number rather than "~"), except under an exact
                   unit (`Unit X assume=exact`), where benchstat tests
                   nothing (it takes p as 0), and the geomean rows.

Each printed value is in benchstat's unit and scale: the claim's
expression converts the raw metric the way benchstat does (ns/op to
sec/op is 1e-9, MB/s to B/s 1e6) and divides by the printed prefix (n, µ,
m, k, M, G; Ki, Mi, Gi for bytes), so "307.3Mi" is
`MB.s * 1000000 / 1048576`.  The CSV golden prints full doubles
("1.7180000000000001e-06"): the report writes them as plain digits.
Under an exact unit benchstat's center is the mode and its "± 1%" the
range about it, max(1 − min/x, max/x − 1): the report binds the larger
of the two halves, as the data shows it, as
`1 - min(u)/median(u)` or `max(u)/median(u) - 1` (the mode and the
median agree in these data).
"""
import json
import os
import re
import subprocess
import sys
from decimal import Decimal
from fractions import Fraction

TESTDATA = "cmd/benchstat/testdata/"

# name: (inputs, how to find (tc, cfg) of a line, csv?)
GOLDENS = {
    "crcOldNew": (["crc-old.txt", "crc-new.txt"], "file", False),
    "crcIgnore": (["crc-old.txt", "crc-new.txt"], "file", False),
    "crcSizeVsPoly": (["crc-new.txt"], "sizepoly", False),
    "units": (["units.txt"], "note", False),
    "zero": (["zero.txt"], "note", False),
    "smallSample": (["smallSample.txt"], "note", False),
    "issue19565": (["issue19565.txt"], "note", False),
    "issue19634": (["issue19634.txt"], "note", False),
    "csvOldNew": (["old.txt", "new.txt"], "file", True),
}

PREFIX = {"n": Fraction(1, 10 ** 9), "µ": Fraction(1, 10 ** 6),
          "m": Fraction(1, 1000), "": Fraction(1), "k": Fraction(1000),
          "M": Fraction(10 ** 6), "G": Fraction(10 ** 9),
          "T": Fraction(10 ** 12), "Ki": Fraction(2 ** 10),
          "Mi": Fraction(2 ** 20), "Gi": Fraction(2 ** 30),
          "Ti": Fraction(2 ** 40)}
# benchstat's unit for a raw go test unit, and the factor between them.
CONVERT = {"ns/op": ("sec/op", Fraction(1, 10 ** 9)),
           "MB/s": ("B/s", Fraction(10 ** 6))}
SUPER = "¹²³⁴⁵⁶⁷⁸⁹⁰"


def git_show(gitdir, path):
    return subprocess.run(["git", "--git-dir", gitdir, "show",
                           "HEAD:" + path], capture_output=True, text=True,
                          check=True).stdout


def metric_of(unit):
    """The metric a raw unit is stored as: ns/op is ns.op."""
    return unit.replace("/", ".").replace("-", ".")


def tc_id(label):
    return label.replace("/", ":")


def read_runs(gitdir, inputs, how):
    """[(tc, cfg, {raw unit: value})] and the exact units."""
    runs, exact = [], set()
    for f in inputs:
        config = {}
        for line in git_show(gitdir, TESTDATA + f).splitlines():
            m = re.match(r"^Unit (\S+) assume=exact", line)
            if m:
                exact.add(m.group(1))
                continue
            m = re.match(r"^([a-z]\w*): (.*)$", line)
            if m:
                config[m.group(1)] = m.group(2).strip()
                continue
            m = re.match(r"^Benchmark(\S+)\s+\d+\s+(.*)$", line)
            if not m:
                continue
            name, rest = m.group(1), m.group(2).split()
            vals = {rest[i + 1]: float(rest[i])
                    for i in range(0, len(rest) - 1, 2)}
            if how == "file":
                tc, cfg = name, f
            elif how == "note":
                tc, cfg = name, config.get("note", "")
            else:  # crc-new.txt, -filter /align:0 -row /size -col /poly
                keys = dict(kv.split("=", 1) for kv in
                            re.sub(r"-\d+$", "", name).split("/")[1:])
                if keys.get("align") != "0":
                    continue
                tc, cfg = keys["size"], keys["poly"]
            runs.append((tc, cfg, vals))
    return runs, exact


def write_runs(path, runs):
    rep = {}
    with open(path, "w") as out:
        for tc, cfg, vals in runs:
            k = (tc, cfg)
            rep[k] = rep.get(k, 0) + 1
            o = {"tc": tc_id(tc), "cfg": cfg, "rep": rep[k]}
            for unit, v in vals.items():
                o[metric_of(unit)] = v
            out.write(json.dumps(o) + "\n")


def expr_for(raw_unit, prefix):
    """The expression that gives a raw metric in benchstat's unit and
    the printed prefix."""
    conv = CONVERT.get(raw_unit, (raw_unit, Fraction(1)))[1]
    f = conv / PREFIX[prefix]
    m = metric_of(raw_unit)
    if f == 1:
        return m
    if f.numerator == 1:
        return "%s / %d" % (m, f.denominator)
    if f.denominator == 1:
        return "%s * %d" % (m, f.numerator)
    return "%s * %d / %d" % (m, f.numerator, f.denominator)


def raw_unit_of(unit):
    for raw, (shown, _) in CONVERT.items():
        if shown == unit:
            return raw
    return unit


def split_value(tok):
    """'46.55n' -> ('46.55', 'n'); full doubles as plain digits."""
    m = re.match(r"^([0-9.]+(?:e[-+]?\d+)?)(Ki|Mi|Gi|Ti|[nµmkMGT]?)$", tok)
    if not m:
        return None
    num = m.group(1)
    if "e" in num:
        num = format(Decimal(num), "f")
    return num, m.group(2)


class Report:
    def __init__(self):
        self.lines = []
        self.expect = []
        self.nclaims = 0

    def add(self, text):
        self.lines.append(text)

    def row(self, cells, clear_cols=()):
        """A table row; cells are (text, expected class or None)."""
        line = "|"
        for text, cls in cells:
            line += " "
            if cls is not None:
                # The claim's number starts after '['.
                self.expect.append((len(self.lines) + 1, len(line) + 2, cls))
            line += text + " |"
        self.nclaims += sum(t.count("](ev:") + t.count("](<ev:")
                            for t, _ in cells)
        self.lines.append(line)


def link(text, addr):
    if " " in addr:
        return "[%s](<ev:%s>)" % (text, addr)
    return "[%s](ev:%s)" % (text, addr)


def parse_cell(seg):
    """A column's segment of a data row: value, ci, delta, p, n."""
    seg = re.sub("[" + SUPER + "]+", " ", seg).strip()
    if re.match(r"^([-+]?[0-9.]+%|[~?])(\s|$)", seg):
        seg = "_ " + seg	# a change with no center (a geomean row)
    m = re.match(r"^(?:(?P<v>\S+?)(?: ± (?P<ci>\S+))?)?"
                 r"(?:\s+(?P<d>[~?]|[-+]?[0-9.]+%))?"
                 r"(?:\s+\((?:p=(?P<p>[0-9.]+) )?n=(?P<n>[0-9+]+)\))?$", seg)
    if m is None:
        raise ValueError("cannot read cell %r" % seg)
    return m.groupdict()


def emit_table(rep, cols, units, rows, exact, first_is_base=True):
    """cols: the column labels (configs); units: benchstat's unit per
    column; rows: (label, [cell dict or None per column])."""
    head = ["", ]
    for i, c in enumerate(cols):
        head += ["%s (%s)" % (c, units[i]), "±"]
        if i > 0:
            head += ["vs base", "p, n"]
    rep.add("| " + " | ".join(h if h else " " for h in head) + " |")
    rep.add("|" + "---|" * len(head))
    base = cols[0]
    for label, cells in rows:
        geo = label == "geomean"
        out = [("`%s`" % label, None)]
        for i, c in enumerate(cols):
            cell = cells[i] or {}
            unit = units[i]
            raw = raw_unit_of(unit)
            ex = unit in exact
            tc = "*" if geo else tc_id(label)
            v = cell.get("v")
            if v == "_":
                v = None
            if v is not None:
                if split_value(v) is None:
                    raise ValueError("cannot read %r in %r" % (v, cell))
                num, pre = split_value(v)
                e = expr_for(raw, pre)
                addr = "%s/%s/%s%s" % (tc, c, e, "@tcgeomean" if geo else "")
                out.append((link(num + pre, addr), None))
            else:
                out.append(("", None))
            ci = cell.get("ci")
            if ci is not None and ci.endswith("%") and not geo:
                m = metric_of(raw)
                if ex:
                    # The larger half of the range about the center.
                    out.append((link("± " + ci, exact_half(label, c, m)),
                                None))
                else:
                    out.append((link("± " + ci, "%s/%s/%s@ci" % (
                        tc, c, m)), None))
            else:
                out.append((ci or "", None))
            if i == 0:
                continue
            d = cell.get("d")
            m = metric_of(raw)
            if d is not None and d not in "~?":
                sig = None if geo or ex else "clear"
                addr = "%s/%s~%s/%s%s" % (tc, c, base, m,
                                          "@tcgeomean" if geo else "")
                out.append((link(d, addr), sig))
            else:
                out.append((d or "", None))
            pn = []
            if cell.get("p") is not None:
                pn.append("p=" + link(cell["p"], "%s/%s~%s/%s@p" % (
                    tc, c, base, m)))
            if cell.get("n") is not None:
                ns = cell["n"].split("+")
                if len(ns) == 1:
                    pn.append("n=" + link(ns[0], "%s/%s/%s@n" % (tc, c, m)))
                else:
                    pn.append("n=" + link(ns[0], "%s/%s/%s@n" % (
                        tc, base, m)) + "+" + link(ns[1], "%s/%s/%s@n" % (
                            tc, c, m)))
            out.append((" ".join(pn), None))
        rep.row(out)
    rep.add("")


EXACT_DATA = {}


def exact_half(label, cfg, m):
    vals = sorted(EXACT_DATA.get((label, cfg, m), []))
    med = vals[len(vals) // 2] if len(vals) % 2 else \
        (vals[len(vals) // 2 - 1] + vals[len(vals) // 2]) / 2
    tc = tc_id(label)
    if med == 0:
        # benchstat prints 0% when the center and both ends are 0.
        return "%s/%s/max(%s) - min(%s)" % (tc, cfg, m, m)
    lo, hi = 1 - vals[0] / med, vals[-1] / med - 1
    if lo >= hi:
        return "%s/%s/1 - min(%s) / median(%s)" % (tc, cfg, m, m)
    return "%s/%s/max(%s) / median(%s) - 1" % (tc, cfg, m, m)


def convert_text(stdout, rep, exact):
    lines = stdout.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if "│" in line and i + 1 < len(lines) and "│" in lines[i + 1]:
            bars = [k for k, ch in enumerate(lines[i + 1]) if ch == "│"]
            top = [k for k, ch in enumerate(line) if ch == "│"]
            cols = [line[top[k] + 1:top[k + 1]].strip()
                    for k in range(len(top) - 1)]
            units = [lines[i + 1][bars[k] + 1:bars[k + 1]].split()[0]
                     for k in range(len(bars) - 1)]
            i += 2
            rows = []
            while i < len(lines) and lines[i].strip() and \
                    lines[i][0] not in SUPER:
                r = lines[i]
                label = r[:bars[0]].strip()
                cells = []
                for k in range(len(bars) - 1):
                    end = bars[k + 1] if k + 2 < len(bars) else len(r)
                    seg = r[bars[k]:end] if bars[k] < len(r) else ""
                    seg = seg.strip()
                    cells.append(parse_cell(seg) if seg.strip(SUPER + " ")
                                 else None)
                rows.append((label, cells))
                i += 1
            emit_table(rep, cols, units, rows, exact)
            continue
        if line.strip():
            rep.add("`%s`" % line)
            rep.add("")
        i += 1


def convert_csv(stdout, rep, exact):
    lines = stdout.splitlines()
    i = 0
    while i < len(lines):
        if lines[i].startswith(","):
            head = lines[i].split(",")
            units = lines[i + 1].split(",")
            cols = [h for h in head[1:] if h]
            rows = []
            i += 2
            while i < len(lines) and "," in lines[i] and \
                    not lines[i].startswith(","):
                f = lines[i].split(",")
                label = f[0]
                c0 = {"v": f[1] or None, "ci": f[2] or None}
                c1 = {"v": f[3] or None, "ci": f[4] or None,
                      "d": f[5] or None}
                m = re.match(r"(?:p=(\S+) )?n=(\S+)", f[6]) if f[6] else None
                if m:
                    c1["p"], c1["n"] = m.group(1), m.group(2)
                rows.append((label, [c0, c1]))
                i += 1
            emit_table(rep, cols, [units[1], units[3]], rows, exact)
            continue
        if lines[i].strip():
            rep.add("`%s`" % lines[i])
            rep.add("")
        i += 1


def main():
    gitdir, outdir = sys.argv[1], sys.argv[2]
    commit = subprocess.run(["git", "--git-dir", gitdir, "rev-parse",
                             "HEAD"], capture_output=True, text=True,
                            check=True).stdout.strip()
    for name, (inputs, how, csv) in GOLDENS.items():
        runs, exact = read_runs(gitdir, inputs, how)
        EXACT_DATA.clear()
        for tc, cfg, vals in runs:
            for unit, v in vals.items():
                EXACT_DATA.setdefault((tc, cfg, metric_of(unit)),
                                      []).append(v)
        d = os.path.join(outdir, name)
        os.makedirs(d, exist_ok=True)
        write_runs(os.path.join(d, "results.jsonl"), runs)
        rep = Report()
        rep.add("# benchstat golden `%s`" % name)
        rep.add("")
        rep.add("Converted by tests/peers/benchstat/convert.py from "
                "golang.org/x/perf `%s`, `%s%s.stdout`." %
                (commit[:12], TESTDATA, name))
        rep.add("")
        stdout = git_show(gitdir, TESTDATA + name + ".stdout")
        (convert_csv if csv else convert_text)(stdout, rep, exact)
        with open(os.path.join(d, "report.md"), "w") as f:
            f.write("\n".join(rep.lines).rstrip("\n") + "\n")
        with open(os.path.join(d, "expect.tsv"), "w") as f:
            f.write("claims\t%d\n" % rep.nclaims)
            for line, col, cls in rep.expect:
                f.write("%d\t%d\t%s\n" % (line, col, cls))
        print("%s: %d runs, %d claims, %d significant changes" % (
            name, len(runs), rep.nclaims, len(rep.expect)))


if __name__ == "__main__":
    main()

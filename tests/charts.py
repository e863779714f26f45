#!/usr/bin/env python3
"""Charts say what the report says (issue 14 item 6).

Builds the site of the running example, of tests/examples/* and of
generated reports (seeded: units in us/ms/s/bytes, a small drop of a
fraction written in pp, statistics other than the median, a constant
parameter), parses every charts/*.svg with xml.etree and checks, against
verify-report --format=json and the report's markdown:

- a panel per expression the test case's claims use, in the report's
  order, named by the report's own row label, none for an expression
  whose every run has the same value (a constant parameter) or a count;
- the panel's statistic and unit (us/1000 is ms, us/1e6 is s, a
  fraction written in % is %), and each config's mark at the value
  verify-report computes for a claim of that config;
- the configs in the order the report names them;
- every mark (run, whisker, value, change) has a <title> with a number;
- a claimed change of 5% or more is an arrow at least 5 px tall, and a
  small drop is visible because the axis does not start at 0;
- the alt text of the chart's <img> states each claimed change.

    python3 tests/charts.py REPORT_SITE VERIFY_REPORT TOPDIR
"""
import html
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# render_chart.c's plot height: PANEL_H - PAD_T - PAD_B (200 - 60 - 34).
PLOT_H = 106

SVG = "{http://www.w3.org/2000/svg}"
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer  # noqa: E402  (tests/lib.py)

T = Layer("charts")
check = T.ok


def stat_words(index):
    """The page's words for each statistic: calc.NAME of its language."""
    lang = re.search(r'<html lang="([a-z]+)"', index)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                        "templates", "strings-%s.html" % (lang.group(1) if lang else "en"))
    if not os.path.exists(path):
        path = os.path.join(os.path.dirname(path), "strings-en.html")
    text = open(path, encoding="utf-8").read()
    return {k: html.unescape(v) for k, v in
            re.findall(r"<dt>calc\.([a-z]+)</dt><dd>([^<]*)</dd>", text)}


def contrast(a, b):
    """WCAG's contrast ratio of two colours #rrggbb (or #rgb)."""
    def lum(h):
        h = h.lstrip("#")
        h = "".join(c * 2 for c in h) if len(h) == 3 else h
        c = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    x, y = sorted((lum(a), lum(b)), reverse=True)
    return (x + 0.05) / (y + 0.05)



def metric(run, name):
    # A key that holds a dot itself (lkp-tests' "hackbench.throughput")
    # names its metric, as the tool reads it; else the dots nest.
    if name in run:
        v = run[name]
        return v if isinstance(v, (int, float)) and not isinstance(v, bool) else None
    v = run
    for part in name.split("."):
        if not isinstance(v, dict) or part not in v:
            return None
        v = v[part]
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else None


NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*")
FUNCS = {"median", "mean", "min", "max", "sum", "n"}


def per_run(expr, run):
    """The expression on one run (functions read per run), or None."""
    missing = []

    def sub(m):
        w = m.group(0)
        if w in FUNCS:
            return ""
        v = metric(run, w)
        if v is None:
            missing.append(w)
            return "0"
        return repr(float(v))
    py = NAME.sub(sub, expr)
    if missing:
        return None
    try:
        return eval(py, {"__builtins__": {}})
    except ZeroDivisionError:
        return None


def split_addr(addr):
    """tc, sel, expression, stat of an ev: address (no '=')."""
    tc, sel, rest = addr.split("/", 2)
    expr, _, stat = rest.partition("@")
    return tc, sel, expr, stat


def canon(expr):
    return re.sub(r"\s+", "", expr)


def cell_text(cell):
    cell = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", cell)
    cell = re.sub(r"\[([^\]]*)\]\(<[^>]*>\)", r"\1", cell)
    return cell.replace("`", "").strip()


def row_label(lines, line, col=None):
    """The first cell of a table row, as the reader sees it; in a
    plain-text table (a code block's row, no pipes), the row's words
    the row itself, whose label the comment places (first fields, or
    the metric name last): the panel's title must be words of it."""
    text = lines[line - 1].strip()
    if not text.startswith("|") and col is not None:
        return ("plain", text)
    if text.startswith("|"):
        text = text[1:]
    return cell_text(re.split(r"(?<!\\)\|", text)[0])


def number(s):
    m = re.search(r"([−-]?)([\d,]+(?:\.\d+)?)", s)
    if not m:
        return None
    v = float(m.group(2).replace(",", ""))
    return -v if m.group(1) else v


def tick_value(s):
    m = re.match(r"([−-]?[\d.]+)([KMG]?)", s.replace(",", ""))
    if not m:
        return None
    return float(m.group(1).replace("−", "-")) * {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}[m.group(2)]


def check_site(name, rs, vr, report, results, expect=None):
    tmp = tempfile.mkdtemp()
    site = os.path.join(tmp, "site")
    r = subprocess.run([rs, "-o", site, report, results], capture_output=True)
    check(r.returncode in (0, 1), f"{name}: the site builds ({r.stderr.decode()[-300:]})")
    out = subprocess.run([vr, "--format=json", report, results], capture_output=True).stdout
    claims = json.loads(out)["claims"]
    lines = open(report, encoding="utf-8").read().split("\n")
    # The report's names of configs: a table's link to a config alone,
    # "[ON](ev:/on/)", the first of each (words, not a number).
    names = {}
    for l in lines:
        if l.lstrip().startswith("|") or l.count("|") >= 2:
            for text, cfg in re.findall(r"\[([^\]]+)\]\(<?ev:[^/)]*/([^/~#)>]+)/>?\)", l):
                if not re.match(r"[0-9+\-.\u2212]", text):
                    names.setdefault(cfg, re.sub(r"[*_`]", "", text))
    cfgname = lambda cfg: names.get(cfg, cfg)
    runs = [json.loads(l) for l in open(results, encoding="utf-8") if l.strip()]
    index = open(os.path.join(site, "index.html"), encoding="utf-8").read()
    tcs = sorted({c["address"].split("/")[0] for c in claims
                  if c["address"] and not c["address"].startswith("=") and "/" in c["address"]})
    seen = {}
    for tc in tcs:
        if tc == "*":
            continue
        path = os.path.join(site, "charts", tc + ".svg")
        mine = [c for c in claims if c["address"].startswith(tc + "/") and c["verdict"] != "error"]
        # The expected panels: expressions in the report's order.
        want, byexpr = [], {}
        for c in mine:
            _, sel, expr, stat = split_addr(c["address"])
            if not expr.strip():
                continue
            # A panel per expression and statistic: one @max claim does
            # not turn a panel of median claims to its statistic.
            k = (canon(expr), stat if stat not in ("", "range", "n") else "median")
            if k not in byexpr:
                if stat == "n":
                    continue
                byexpr[k] = {"first": c, "stat": k[1],
                             "expr": expr, "pct": False, "changes": []}
                want.append(k)
            p = byexpr[k]
            kind = c["claimed"]["kind"] if isinstance(c["claimed"], dict) else c["claimed"][0]["kind"]
            if kind == "pp" or (kind == "percent" and "~" not in sel):
                p["pct"] = True
            if "~" in sel and sel not in [s for s, _ in p["changes"]]:
                p["changes"].append((sel, c))
        # One panel per distinct thing: a min, max, stddev or cv of an
        # expression another panel charts is its whisker and dots,
        # unless a change of it is claimed.
        spread = ("min", "max", "stddev", "cv")
        want = [k for k in want if not (k[1] in spread and not byexpr[k]["changes"] and
                                         any(o[0] == k[0] and o[1] not in spread for o in want))]
        tcruns = [r for r in runs if r["tc"] == tc]
        constant = set()
        for k in want:
            vals = [per_run(byexpr[k]["expr"], r) for r in tcruns]
            vals = [v for v in vals if v is not None]
            if len(set(vals)) <= 1:
                constant.add(k)
        want = [k for k in want if k not in constant]
        if not want:
            check(not os.path.exists(path), f"{name} {tc}: no chart without a panel")
            continue
        check(os.path.exists(path), f"{name} {tc}: a chart")
        if not os.path.exists(path):
            continue
        svg = ET.parse(path).getroot()
        panels = svg.findall(f"{SVG}g[@class='panel']")
        # Every config's colour is 3:1 or more against the chart's ground
        # in both schemes (WCAG 1.4.11, graphics), the dark one as its
        # style sets it (#9a3a8a was 2.74:1 on #1b1b1b).
        css = svg.find(f"{SVG}style").text
        dark = re.search(r"rect\.bg\{fill:(#[0-9a-f]{6})\}", css)
        light = svg.find(f"{SVG}rect[@class='bg']").get("fill")
        strokes = {e.get("stroke") for e in svg.iter() if e.get("stroke")}
        for ground in [light] + ([dark.group(1)] if dark else []):
            low = [c for c in strokes if contrast(c, ground) < 3]
            check(not low, f"{name} {tc}: config colours under 3:1 on {ground}: {low}")
        check(dark is not None and strokes, f"{name} {tc}: a dark ground and config colours ({strokes})")
        # A long label is cut, the whole of it in the text's <title>.
        titles = []
        for p in panels:
            t = p.find(f"{SVG}text[@class='title']")
            full = t.find(f"{SVG}title")
            if full is not None:
                check(t.text.endswith("…") and full.text.startswith(t.text[:-1]),
                      f"{name} {tc}: a cut title '{t.text}' begins its label '{full.text}'")
                seen["cut"] = True
            titles.append(full.text if full is not None else t.text)
        labels = []
        for k in want:
            c = byexpr[k]["first"]
            labels.append(row_label(lines, c["line"], c["col"]) if c["table"] else
                          re.sub(r"\s+", " ", byexpr[k]["expr"]).strip())
        # Row labels alike on panels of other expressions (a row that
        # names the test case): the expression names the panel.
        keys = list(want)
        labels = [k[0] if any(l == m and k[0] != o[0] for m, o in zip(labels, keys))
                  and not isinstance(l, tuple) else l for l, k in zip(labels, keys)]
        norm = lambda s: re.sub(r"\s+", "", s)
        same = len(titles) == len(labels) and all(
            norm(t) in norm(l[1]) if isinstance(l, tuple) else norm(t) == norm(l)
            for t, l in zip(titles, labels))
        check(same,
              f"{name} {tc}: panels in the report's order with its labels: {titles} vs {labels}")
        # A plain row's label is the panel's words found in it.
        labels = [t if isinstance(l, tuple) else l
                  for t, l in zip(titles, labels)] if same else \
            [l[1] if isinstance(l, tuple) else l for l in labels]
        for k in constant:
            check(norm(byexpr[k]["expr"]) not in [norm(t) for t in titles],
                  f"{name} {tc}: the constant parameter {byexpr[k]['expr']} is not charted")
            seen["constant"] = True
        # The configs in the report's order.
        order = []
        for c in mine:
            _, sel, _, _ = split_addr(c["address"])
            for cfg in (sel.split("~")[::-1] if "~" in sel else [sel.split("#")[0]]):
                if cfg != "*" and cfg not in order and any(r["cfg"] == cfg for r in tcruns):
                    order.append(cfg)
        for r in tcruns:
            if r["cfg"] not in order:
                order.append(r["cfg"])
        alt = re.search(r'<img src="charts/' + re.escape(tc) + r'\.svg"[^>]*alt="([^"]*)"', index)
        alt = html.unescape(alt.group(1)) if alt else None
        scales, bars = [], []
        for p, k in zip(panels, want):
            info = byexpr[k]
            what = f"{name} {tc} panel {info['expr']}"
            cfgs = [t.text for t in p.findall(f"{SVG}text[@class='cfg']")]
            check(cfgs == [cfgname(c) for c in order[:16]],
                  f"{what}: configs in the report's order, by its column headers {cfgs} vs {order}")
            unit = p.find(f"{SVG}text[@class='unit']").text
            # The words are the page's language, the statistic's name too
            # (calc.* of the page's string table: 中央値, 중앙값, median).
            sw = stat_words(index).get(info["stat"], info["stat"])
            check(sw in unit, f"{what}: the claims' statistic {info['stat']} as {sw} ({unit})")
            e = k[0]
            want_unit = "%" if info["pct"] else \
                "ms" if re.fullmatch(r".*_us/1000", e) else \
                "s" if re.fullmatch(r".*_us/1000000", e) else \
                "MiB" if re.fullmatch(r".*_bytes/1048576", e) else None
            if want_unit:
                check(re.search(r"[,，、] ?" + re.escape(want_unit) + "$", unit), f"{what}: in {want_unit} ({unit})")
                seen[want_unit] = True
            # A size written after the number ("[401MiB](ev:...)") is the
            # panel's unit, as verify-report's unit check reads it.
            plain = [c for c in mine if canon(split_addr(c["address"])[2]) == k[0] and
                     isinstance(c["claimed"], dict) and c["claimed"]["kind"] == "plain"]
            if plain and not info["pct"]:
                c = plain[0]
                src = lines[c["line"] - 1]
                m = re.search(re.escape(c["text"]) + r" ?(GiB|MiB|KiB|GB|MB|kB)\]\(", src) or \
                    re.search(re.escape(c["text"]) + r"\]\(<?ev:" + re.escape(c["address"]) + r">?\) ?(GiB|MiB|KiB|GB|MB|kB)\b", src)
                if m:
                    check(re.search(r"[,，、] ?" + re.escape(m.group(1)) + "$", unit),
                          f"{what}: the size written after its number, {m.group(1)} ({unit})")
                    seen["written size"] = True
            lab = re.search(r"[(（]([^()（）\s\d+=,]{1,12})[)）]$", labels[want.index(k)])
            if lab and not info["pct"]:
                check(re.search(r"[,，、] ?" + re.escape(lab.group(1)) + "$", unit), f"{what}: the label's unit {lab.group(1)} ({unit})")
            # A panel whose axis leaves out 0 says so, and by how much it
            # magnifies against an axis from 0: a small change drawn tall
            # cannot pass for a large one.
            ticks = [tick_value(x.text) for x in p.findall(f"{SVG}text[@class='tick']")]
            ticks = [x for x in ticks if x is not None]
            zoom = p.find(f"{SVG}text[@class='unit zoom']")
            if ticks and (min(ticks) > 0 or max(ticks) < 0):
                # Ticks written alike (401, 401...) say no span: then only
                # that a zoom is said.
                mag = max(abs(min(ticks)), abs(max(ticks))) / (max(ticks) - min(ticks)) \
                    if max(ticks) - min(ticks) > 1e-9 * max(abs(min(ticks)), abs(max(ticks))) else None
                got = re.search(r"×([\d.]+)", zoom.text) if zoom is not None else None
                check(got and (mag is None or abs(float(got.group(1)) / mag - 1) < 0.06),
                      f"{what}: an axis from {min(ticks)} says its zoom ×{mag} ({zoom.text if zoom is not None else None})")
                seen["zoom"] = True
            else:
                check(zoom is None, f"{what}: an axis from 0 says no zoom")
            # The scale bar: the same percentage of the panel's first
            # config's value in every panel, as long as the axis makes
            # it, so that a reader compares panels at a glance.
            bar = p.find(f"{SVG}path[@class='scalebar']")
            if bar is not None:
                y = [float(v) for v in re.findall(r"[\d.]+", bar.get("d"))]
                bars.append(abs(y[1] - y[2]))
            stats = p.findall(f"{SVG}path[@class='stat']")
            ref = number(re.split(r"[:：]", stats[0].find(f"{SVG}title").text, maxsplit=1)[1]) if stats else None
            ys = {}
            lines_y = [float(x.get("y1")) for x in p.findall(f"{SVG}line")
                       if x.get("class") in ("grid", "zero")]
            # (Ticks written alike, 401K 401K, say no span: skipped.)
            if ref and len(ticks) >= 2 and len(lines_y) == len(ticks) and \
                    len(set(ticks)) == len(ticks):
                label = p.find(f"{SVG}text[@class='unit scale']")
                got = re.search(r"([\d.]+)%", label.text) if label is not None else None
                check(bar is not None and got, f"{what}: a scale bar with its percentage ({label.text if label is not None else None})")
                if bar is not None and got:
                    pct = float(got.group(1))
                    scales.append((pct, what))
                    length = bars[-1]
                    per = (max(lines_y) - min(lines_y)) / (max(ticks) - min(ticks))
                    want_len = pct / 100 * abs(ref) * per
                    check(abs(length - want_len) <= 1 + 0.03 * want_len,
                          f"{what}: the scale bar of {pct}% of {ref} is {length:.1f} px, the axis makes it {want_len:.1f}")
                    seen["scale"] = True
            # Every mark has a title with a number.
            marks = p.findall(f"{SVG}circle") + p.findall(f"{SVG}path")
            check(marks and all(m.find(f"{SVG}title") is not None and
                                re.search(r"\d", m.find(f"{SVG}title").text or "") for m in marks),
                  f"{what}: every mark has a <title> with its values")
            # Each config's mark at verify-report's value.
            for m in p.findall(f"{SVG}path[@class='stat']"):
                t = m.find(f"{SVG}title").text
                cfg, _, rest = re.split(r"([:：])", t, maxsplit=1)
                got = number(rest)
                for c in mine:
                    ctc, sel, expr, stat = split_addr(c["address"])
                    kind = c["claimed"]["kind"] if isinstance(c["claimed"], dict) else None
                    if cfgname(sel) == cfg and canon(expr) == k[0] and (stat or "median") == info["stat"] and \
                            kind is not None and (kind in ("percent", "pp")) == info["pct"]:
                        check(abs(got - c["computed"]) <= 1e-5 * max(1, abs(c["computed"])),
                              f"{what}: {cfg}'s mark {t} at verify-report's {c['computed']}")
                        seen["value"] = True
                        break
            # Claimed changes: arrows that show, and words in the alt text.
            arrows = p.findall(f"{SVG}path[@class='change']")
            check(len(arrows) == len(info["changes"]),
                  f"{what}: an arrow per claimed change ({len(arrows)} vs {len(info['changes'])})")
            for sel, c in info["changes"]:
                b, a = sel.split("~")
                nb, na = cfgname(b), cfgname(a)
                # The arrow's title names both configs and the claim, in
                # the page's words; the alt text says the same.
                mine_arrows = [x for x in arrows if c["text"] in x.find(f"{SVG}title").text and
                               re.search(re.escape(nb) + r"\W.*\W" + re.escape(na) + r"\W", x.find(f"{SVG}title").text)]
                check(len(mine_arrows) == 1, f"{what}: an arrow titled with {nb}, {na} and {c['text']}")
                if mine_arrows and alt is not None:
                    words = mine_arrows[0].find(f"{SVG}title").text
                    check(words in alt, f"{name} {tc}: the alt text states {words} ({alt[:200]})")
                    seen["alt"] = True
                va = [v for v in (per_run(info["expr"], r) for r in tcruns if r["cfg"] == a) if v is not None]
                vb = [v for v in (per_run(info["expr"], r) for r in tcruns if r["cfg"] == b) if v is not None]
                for arr in mine_arrows:
                    y = [float(v) for v in re.findall(r"[\d.]+", arr.get("d"))[1::2]]
                    if va and vb:
                        ma, mb = sorted(va)[len(va) // 2], sorted(vb)[len(vb) // 2]
                        if abs(mb - ma) >= 0.05 * max(abs(ma), abs(mb)):
                            check(abs(y[1] - y[0]) >= 5, f"{what}: the change {sel} {c['text']} shows ({y})")
                            seen["change"] = True
        # One percentage for every bar of a chart, visible (over 1/3 of
        # the plot's 80%) where the axis magnifies most.
        check(len({x for x, _ in scales}) <= 1, f"{name} {tc}: one scale across its panels ({scales})")
        if bars:
            check(max(bars) >= 0.8 * PLOT_H / 2.5 - 1, f"{name} {tc}: the longest scale bar shows ({max(bars):.1f} px)")
        if expect and tc in expect:
            for label, test in expect[tc].items():
                for p, t in zip(panels, titles):
                    if t == label:
                        ticks = [tick_value(x.text) for x in p.findall(f"{SVG}text[@class='tick']")]
                        ticks = [x for x in ticks if x is not None]
                        check(test(ticks), f"{name} {tc} {label}: axis {ticks}")
                        seen["axis"] = True
    subprocess.run(["rm", "-rf", tmp])
    return seen


def generate(seed, d):
    rnd = random.Random(seed)
    lines = []
    # Seeds from 4 have six configs, so every colour of the palette is
    # drawn (the contrast check above sees each).
    cfgs = ["off", "on"] + (["t1", "t2", "t3", "t4"] if seed >= 4 else [])
    for cfg_i, cfg in enumerate(cfgs):
        cfg_i = min(cfg_i, 1)
        for rep in range(1, 4 + rnd.randrange(3)):
            run = {"tc": "g1", "cfg": cfg, "rep": rep, "window_s": 30,
                   "stall_us": round(4e6 * (1 - 0.3 * cfg_i) * (1 + 0.05 * rnd.random())),
                   "lat_us": round(900 + 300 * cfg_i + 50 * rnd.random(), 1),
                   "rss_bytes": int(2e9 * (1 + 0.2 * cfg_i) + 1e7 * rnd.random()),
                   "hit": round(0.90 - 0.035 * cfg_i + 0.004 * rnd.random(), 4),
                   "ops": round(1e5 * (1 + 0.3 * cfg_i) + 1e3 * rnd.random())}
            lines.append(json.dumps(run))
    report = f"""# Generated {seed}

## g1

| [metric](ev:g1//) | [OFF](ev:/off/) | [ON](ev:/on/) |
|---|---|---|
| [stall (s)](ev://stall_us/1000000) | 1 | 1 |
| [latency](ev://lat_us/1000) | 1 | 1 |
| [memory](ev://rss_bytes/1048576) | 1 | 1 |
| [window](ev://window_s) | 30 | 30 |

Hit rate [−3.5 pp](ev:g1/on~off/hit), mean ops [1](ev:g1/on/ops@mean),
max ops [1](ev:g1/off/ops@max), throughput [+30%](ev:g1/on~off/ops),
runs [3](ev:g1/on/@n).
"""
    open(os.path.join(d, "report.md"), "w").write(report)
    open(os.path.join(d, "runs.jsonl"), "w").write("\n".join(lines) + "\n")


def main():
    rs, vr, top = (os.path.abspath(a) for a in sys.argv[1:4])
    os.environ.update(LC_ALL="C.UTF-8", TZ="UTC")
    seen = {}
    seen.update(check_site("running example", rs, vr, os.path.join(top, "report.md"),
                           os.path.join(top, "data/results.jsonl")))
    ex = os.path.join(top, "tests/examples")
    for d in sorted(os.listdir(ex)):
        if os.path.exists(os.path.join(ex, d, "report.md")):
            seen.update(check_site(d, rs, vr, os.path.join(ex, d, "report.md"),
                                   os.path.join(ex, d, "results.jsonl")))
    d = tempfile.mkdtemp()
    for seed in range(1, 6):
        generate(seed, d)
        # The drop of 3.5 points shows: the axis does not start at 0.
        seen.update(check_site(f"generated {seed}", rs, vr, os.path.join(d, "report.md"),
                               os.path.join(d, "runs.jsonl"),
                               {"g1": {"hit": lambda t: t and min(t) > 0}}))
    subprocess.run(["rm", "-rf", d])
    for k in ("constant", "%", "ms", "s", "MiB", "value", "change", "axis", "alt", "zoom", "scale", "written size"):
        check(k in seen, f"the cases reach '{k}' ({sorted(seen)})")
    T.end()


main()

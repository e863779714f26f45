#!/usr/bin/env python3
"""A table header cell with no words gets a label for screen readers
(docs/site.md, "Empty header cells").

    python3 tests/table_heads.py REPORT_SITE TOPDIR [--sites DIR]

A family of reports, in each language the site speaks (en, zh, ko, ja,
declared and written in it), and once with --lang giving the page
another language than the report's: GFM tables whose header row leaves
cells empty at the first, a middle and the last column and at random
sets of columns, empty in the ways authors write it (nothing, spaces,
&nbsp;, an ideographic space U+3000), beside cells that name their
column; and plain-text tables bound by <!-- ev:table --> whose header
line leaves the same columns out.  Each report is built with
report-site and every page of its site read:

- no <th> of any page (the report, analysis.html) is without text a
  screen reader speaks (axe-core's empty-table-header: its text, with
  JavaScript's \\s trimmed);
- a header cell the author left empty still shows nothing (its text
  outside .sr-only is blank: the report looks as it did), and its
  screen-reader text is the page language's word from
  templates/strings-LANG.html: table.head.row for the first column
  (its cells label the rows), table.head.col with {n} for another;
  in the report's own language it carries the page's lang;
- a header cell with words is left as written, with no label added;
- a plain-text table stays a <pre>, every header line's text in it;
- the checker's runs table (no JavaScript) heads the row of a metric
  whose results key is "" with runs.noname, for screen readers.

With --sites DIR the sites are built into DIR and listed in
DIR/sites.json for tests/browser/theads.test.mjs, which runs axe-core
over them.  Prints FAIL lines and "table heads: N passed, M failed".
"""
import html
import html.parser
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer  # noqa: E402  (tests/lib.py)

T = Layer("table heads")
check = T.ok

# JavaScript's \s, which axe-core's sanitize() trims.
JS_SPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005" \
    "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
# How an author leaves a header cell empty (the markdown written).
BLANKS = ["", " ", "   ", "&nbsp;", "\u3000"]

CFGS = ["base", "patched", "tuned"]
TCS = ["t1", "t2"]

PROSE = {
    "en": ("Results", "Each number below counts the runs."),
    "zh": ("结果", "下表中的每个数字是运行的次数。"),
    "ko": ("결과", "아래 표의 각 숫자는 실행 횟수입니다."),
    "ja": ("結果", "下の表の数値はすべて実行の回数です。"),
}


def blank(s):
    return s.strip(JS_SPACE) == ""


def words(lang):
    """The strings file's <dt>key</dt><dd>text</dd> pairs."""
    path = os.path.join(top, "templates", "strings-%s.html" % lang)
    text = open(path, encoding="utf-8").read()
    return {k: html.unescape(v) for k, v in
            re.findall(r"<dt>([^<]+)</dt><dd>(.*?)</dd>", text, re.S)}


class Cells(html.parser.HTMLParser):
    """Every <th> of a page: its text, its text outside .sr-only, the
    texts of its .sr-only spans with their lang, its column (from 1)
    and whether it sits in a table of the report (inside <main>)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.ths, self.cur, self.col = [], [], None, 0
        self.pres = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag in ("br", "img", "meta", "link", "input", "hr", "wbr"):
            if tag == "img" and self.cur is not None:
                self.cur["alt"] += a.get("alt") or ""
            return
        self.stack.append((tag, "sr-only" in cls, a.get("lang")))
        if tag == "tr":
            self.col = 0
        if tag in ("th", "td"):
            self.col += 1
        if tag == "th":
            self.cur = {"text": "", "seen": "", "sr": [], "col": self.col,
                        "alt": ""}
        elif tag == "pre":
            self.pres.append("")
        if self.cur is not None and "sr-only" in cls:
            self.cur["sr"].append(["", a.get("lang")])

    def handle_endtag(self, tag):
        while self.stack:
            t, _, _ = self.stack.pop()
            if t == "th" and self.cur is not None:
                self.ths.append(self.cur)
                self.cur = None
            if t == tag:
                break

    def handle_data(self, data):
        if any(t == "pre" for t, _, _ in self.stack) and self.pres:
            self.pres[-1] += data
        if self.cur is None:
            return
        self.cur["text"] += data
        inside = [s for t, s, _ in self.stack if s]
        if inside:
            self.cur["sr"][-1][0] += data
        else:
            self.cur["seen"] += data


def page_ths(path):
    p = Cells()
    p.feed(open(path, encoding="utf-8").read())
    return p


def results(path, rng):
    with open(path, "w") as f:
        for tc in TCS:
            for cfg in CFGS:
                for rep in range(1, 4):
                    # A results key may be "": the checker's runs
                    # table heads that metric's row with no name.
                    f.write(json.dumps({"tc": tc, "cfg": cfg, "rep": rep,
                                        "ops": rng.randint(900, 1100),
                                        "": rng.randint(1, 9)})
                            + "\n")


def gfm_table(empty, rng):
    """A GFM table of a label column and one per config; the columns in
    empty (1 = the first) have a blank header, and a config column with
    no header holds words, not numbers, as a notes column would."""
    n = 1 + len(CFGS)
    head, want = [], []
    for c in range(1, n + 1):
        if c in empty:
            head.append(rng.choice(BLANKS))
        elif c == 1:
            head.append("[test](ev://)")
        else:
            head.append("[%s](ev:/%s/)" % (CFGS[c - 2], CFGS[c - 2]))
        want.append(c in empty)
    lines = ["| " + " | ".join(head) + " |",
             "|" + "---|" * n]
    for tc in TCS:
        row = ["[%s](ev:%s//ops@n)" % (tc, tc)]
        for c in range(2, n + 1):
            row.append("see note" if c in empty else "3")
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines), want


def plain_table(empty):
    """A plain-text table bound by <!-- ev:table -->, its header line
    leaving out the names of the columns in empty."""
    names = ["test"] + CFGS
    head = "".join(("" if c + 1 in empty else names[c]).ljust(12)
                   for c in range(len(names))).rstrip()
    lines = ["<!-- ev:table //ops@n",
             "label: 1"]
    lines += ["col %d: /%s/" % (i + 1, cfg) for i, cfg in enumerate(CFGS)]
    lines += ["row %s: %s//" % (tc, tc) for tc in TCS] + ["-->", "```",
                                                         head]
    for tc in TCS:
        lines.append(tc.ljust(12) + "".join("3".ljust(12) for _ in CFGS))
    lines.append("```")
    return "\n".join(lines), head


def report(lang, tables, plains):
    title, sentence = PROSE[lang]
    out = ["<!-- lang: %s -->" % lang, "", "# " + title, "", sentence, ""]
    for t in tables:
        out += [t, "", sentence, ""]
    for p in plains:
        out += [p, "", sentence, ""]
    return "\n".join(out) + "\n"


def family(rng):
    """The emptiness patterns: each position alone, then random sets."""
    n = 1 + len(CFGS)
    pats = [{1}, {2}, {n}, {1, n}, set(range(1, n + 1))]
    for _ in range(4):
        pats.append({c for c in range(1, n + 1) if rng.random() < 0.4}
                    or {rng.randint(1, n)})
    return pats


def check_site(name, site, lang, page_lang, tables, heads):
    S = words(page_lang)
    row_w, col_w = S.get("table.head.row"), S.get("table.head.col")
    check(row_w is not None and col_w is not None and not blank(row_w)
          and "{n}" in col_w,
          "%s: strings-%s.html has table.head.row and table.head.col "
          "({n})" % (name, page_lang))
    idx = page_ths(os.path.join(site, "index.html"))
    ths = idx.ths
    for th in ths:
        check(not blank(th["text"]) or not blank(th["alt"]),
              "%s: a <th> (column %d) with no text a screen reader speaks"
              % (name, th["col"]))
    # The report's own tables come first on the page, in order; each
    # header row is as long as its table.
    mine, k = [], 0
    for want in tables:
        mine.append(ths[k:k + len(want)])
        k += len(want)
    for t, (want, got) in enumerate(zip(tables, mine)):
        for c, (empty, th) in enumerate(zip(want, got), 1):
            where = "%s: table %d column %d" % (name, t + 1, c)
            check(th["col"] == c, where + ": is the header row's cell")
            if not empty:
                check(not th["sr"] and not blank(th["seen"]),
                      where + ": a named header cell is left as written")
                continue
            check(blank(th["seen"]),
                  where + ": an empty header cell still shows nothing, "
                  "its label for screen readers only (seen %r)"
                  % th["seen"])
            say = row_w if c == 1 else (col_w or "").replace("{n}", str(c))
            check(len(th["sr"]) == 1 and th["sr"][0][0] == say,
                  where + ": its screen-reader label is %r (%s), got %r"
                  % (say, page_lang, th["sr"]))
            if th["sr"]:
                check(th["sr"][0][1] == (None if page_lang == lang
                                         else page_lang),
                      where + ": the label's lang is the page's "
                      "(%s in a %s report), got %r"
                      % (page_lang, lang, th["sr"][0][1]))
    noname = S.get("runs.noname")
    check(noname and any(th["sr"] and th["sr"][0][0] == noname
                         for th in ths),
          "%s: the runs table names the metric called \"\" for screen "
          "readers (runs.noname, %r)" % (name, noname))
    for h in heads:
        check(any(h in p for p in idx.pres),
              "%s: the plain-text table's header line %r stays in its "
              "<pre>" % (name, h))
    for page in sorted(os.listdir(site)):
        if page.endswith(".html") and page != "index.html":
            for th in page_ths(os.path.join(site, page)).ths:
                check(not blank(th["text"]),
                      "%s: %s has a <th> with no text (column %d)"
                      % (name, page, th["col"]))


def main():
    global top
    args = sys.argv[1:]
    sites_dir = None
    if "--sites" in args:
        i = args.index("--sites")
        sites_dir = os.path.abspath(args[i + 1])
        del args[i:i + 2]
    rs, top = os.path.abspath(args[0]), os.path.abspath(args[1])
    rng = random.Random(int(os.environ.get("SEED", "20261203")))
    tmp = tempfile.mkdtemp(prefix="vr-theads-")
    out = sites_dir or tmp
    os.makedirs(out, exist_ok=True)
    manifest = []
    try:
        res = os.path.join(tmp, "results.jsonl")
        results(res, rng)
        pats = family(rng)
        cases = [(lang, lang) for lang in PROSE] + [("en", "ja"),
                                                    ("zh", "en")]
        for lang, page_lang in cases:
            tables, wants, plains, heads = [], [], [], []
            for empty in pats:
                t, want = gfm_table(empty, rng)
                tables.append(t)
                wants.append(want)
            for empty in pats[:3]:
                p, h = plain_table(empty)
                plains.append(p)
                heads.append(h)
            name = lang if lang == page_lang else "%s-as-%s" % (lang,
                                                                page_lang)
            md = os.path.join(tmp, name + ".md")
            with open(md, "w", encoding="utf-8") as f:
                f.write(report(lang, tables, plains))
            site = os.path.join(out, name)
            cmd = [rs, "-o", site]
            if lang != page_lang:
                cmd += ["--lang", page_lang]
            r = subprocess.run(cmd + [md, res], cwd=top,
                               capture_output=True, text=True)
            check(r.returncode in (0, 1) and os.path.exists(
                os.path.join(site, "index.html")),
                "%s: report-site built the site (exit %d): %s"
                % (name, r.returncode, r.stderr[-400:]))
            if r.returncode not in (0, 1):
                continue
            check_site(name, site, lang, page_lang, wants, heads)
            manifest.append({"name": name, "dir": site, "lang": page_lang,
                             "empty": sum(sum(w) for w in wants)})
        if sites_dir:
            with open(os.path.join(out, "sites.json"), "w") as f:
                json.dump(manifest, f)
    finally:
        shutil.rmtree(tmp)
    T.end()


top = "."
if __name__ == "__main__":
    main()

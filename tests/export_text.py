#!/usr/bin/env python3
"""verify-report --export=text: properties, goldens and errors (issue 23).

    python3 tests/export_text.py VERIFY_REPORT [TOPDIR] [--rebuild]

For the running example (report.md) and every report of tests/examples/,
with and without --site-url:

  - the text is its golden file, tests/export/NAME.txt or NAME.site.txt
    (--rebuild rewrites them; review the diff);
  - every line is at most 72 columns wide (a wide CJK character counts
    2, a combining mark 0: Python's unicodedata, independent of the
    tool's own table) except code-block lines, table lines, lines
    holding a URL and a line that is one word too long to break;
  - every number of the report, as verify-report --format=json
    --unbound lists them (claims and unbound numbers, in byte order),
    appears in the text in the same order and unbroken;
  - no "ev:" is left outside code;
  - with --site-url, footnote k is "[k] URL#c-..." for the k-th claim in
    document order, unique, and on the running example exactly the
    anchor report-site's page links that claim's mark to.

The same properties hold on 80 random reports (prose mixing English,
CJK and numbers with unit words, nested lists, quotes, tables, code).
Then -o FILE (the same bytes, atomically; refused over the report by any
name, with nothing written) and the errors: a bad report names its
file:line, a bad --export, --site-url or a misplaced option is a usage
error, all exit 2.  Ends with "export: N passed, M failed".
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

VR = os.path.abspath(sys.argv[1])
TOP = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 and
                      not sys.argv[2].startswith("--") else ".")
REBUILD = "--rebuild" in sys.argv
GOLD = os.path.join(TOP, "tests", "export")
URL = "https://example.org/reports/page.html"
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer  # noqa: E402  (tests/lib.py)

T = Layer("export")
check = T.ok



def run(*args, stdin=None):
    p = subprocess.run([VR] + list(args), capture_output=True,
                       input=stdin, env=dict(os.environ, LC_ALL="C.UTF-8"))
    return (p.returncode, p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"))


def width(s):
    w = 0
    for ch in s:
        if unicodedata.combining(ch) or ch in "\u200b\u200d\ufeff":
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w


def exempt_lines(lines):
    """Indices of table lines: a rule of dashes two spaces apart, the
    line above it and the lines below up to a blank one."""
    out = set()
    rule = re.compile(r"^(?:> ?)*[ ]*-+(?:  -+)+\s*$|^(?:> ?)*[ ]*-+$")
    for i, l in enumerate(lines):
        if i > 0 and rule.match(l) and lines[i - 1].strip() and \
                not rule.match(lines[i - 1]) and "  " in lines[i - 1].strip():
            out.add(i - 1)
            out.add(i)
            j = i + 1
            while j < len(lines) and lines[j].strip() not in ("", ">"):
                out.add(j)
                j += 1
    return out


def code_lines(md):
    """The lines of the markdown's code blocks (fenced or indented)."""
    got, fence = set(), None
    for l in md.split("\n"):
        s = l.lstrip(" >")
        if fence is None and re.match(r"(```|~~~)", s):
            fence = s[:3]
            continue
        if fence is not None:
            if s.startswith(fence):
                fence = None
            else:
                got.add(l.strip(" >").rstrip())
            continue
    return got


def header_lines(md):
    """A mail's header block: the first paragraph, when it has two lines
    or more, each "Name: value" (From:, Date:, Subject:...).  Each must
    be a line of its own in the text, not joined or wrapped."""
    first = md.lstrip("\n").split("\n\n", 1)[0].split("\n")
    if len(first) < 2 or not all(re.match(r"^[A-Za-z][A-Za-z0-9-]*: ", l)
                                 for l in first):
        return []
    # The text drops an autolink's <>, as it does everywhere.
    return [re.sub(r"<([^<>@ ]+@[^<> ]+)>", r"\1", l.rstrip())
            for l in first]


def properties(name, md, text, numbers, site):
    lines = text.split("\n")
    check(text.endswith("\n") and not text.endswith("\n\n"),
          "%s: does not end with one newline" % name)
    tables = exempt_lines(lines)
    code = code_lines(md)
    heads = header_lines(md)
    # A code line keeps its columns: its claims' marks follow it.
    unmarked = [re.sub(r"( \[\d+\])+$", "", l) for l in lines]
    for h in heads:
        check(h in lines, "%s: header line %r is not a line" % (name, h))
    for i, l in enumerate(lines):
        check(l == l.rstrip(), "%s:%d: trailing space" % (name, i + 1))
        if width(l) <= 72 or i in tables or "://" in l or l in heads:
            continue
        if unmarked[i].strip() in code or unmarked[i].strip(" >") in code:
            if site is not None and unmarked[i] != l:
                k = [c for c in code if c.rstrip() and
                     unmarked[i].endswith(c.rstrip())]
                check(k != [], "%s:%d: marks moved a code line's columns: "
                      "%r" % (name, i + 1, l))
            continue
        body = l.lstrip(" >-0123456789.")
        if l.strip() in code or l.strip(" >") in code:
            continue
        check(" " not in body.strip(), "%s:%d: %d columns: %r"
              % (name, i + 1, width(l), l))
    # Every number, in order, unbroken.
    at = 0
    for t in numbers:
        k = text.find(t, at)
        check(k >= 0, "%s: number %r missing after offset %d (%r)"
              % (name, t, at, text[at:at + 60]))
        if k >= 0:
            at = k + len(t)
    # No ev: outside code spans and blocks.
    for i, l in enumerate(lines):
        bare = re.sub(r"`[^`]*`", "", l)
        if "ev:" in bare and l.strip() not in code:
            check(False, "%s:%d: ev: left: %r" % (name, i + 1, l))
    if site is not None:
        claims, _ = site
        feet = [l for l in lines if re.match(r"^\[\d+\] ", l)]
        fmt = re.compile(r"^\[(\d+)\] " + re.escape(URL) +
                         r"#(c-[0-9a-f]{12}(?:-\d+)?)$")
        got = [fmt.match(l) for l in feet]
        check(len(feet) == len(claims) and all(got) and
              [int(m.group(1)) for m in got] ==
              list(range(1, len(claims) + 1)),
              "%s: %d footnotes for %d claims; first %r"
              % (name, len(feet), len(claims), feet[:2]))
        anchors = [m.group(2) for m in got if m]
        check(len(set(anchors)) == len(anchors), "%s: anchors repeat"
              % name)
        marks = [int(m) for m in re.findall(r" \[(\d+)\]",
                 "\n".join(l for l in lines if not re.match(r"^\[\d+\] ",
                                                            l)))]
        check(marks == list(range(1, len(claims) + 1)),
              "%s: marks %r... not 1..%d in order" % (name, marks[:5],
                                                       len(claims)))
        return anchors
    return None


def site_anchors(path, runs):
    """The anchor each claim's mark links on the page report-site builds
    (claim-N's href), in claim order; None without report-site."""
    rs = os.path.join(os.path.dirname(VR), "report-site")
    if not os.path.exists(rs):
        return None
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "site")
        p = subprocess.run([rs, "-o", out, path, runs], capture_output=True)
        if p.returncode != 0:
            return None
        html = open(os.path.join(out, "index.html"), encoding="utf-8").read()
    got = {}
    for tag in re.findall(r"<a [^>]*id=\"claim-\d+\"[^>]*>", html):
        n = int(re.search(r'id="claim-(\d+)"', tag).group(1))
        h = re.search(r'href="#([^"]+)"', tag)
        got[n] = h.group(1) if h else None
    return [got.get(n) for n in range(len(got))]


def random_report(rng):
    """A report of random blocks: prose mixing English words, CJK runs,
    numbers (with 万, 倍, %, ranges, unit words) and claims, lists (tight
    and loose, nested), quotes, tables and code blocks."""
    words = ["the", "kernel", "reclaim", "latency", "throughput",
             "pages", "scan", "idle", "balance", "migration",
             "extraordinarily", "cgroup-v2", "p99"]
    cjk = ["内存回收", "吞吐量提高", "延迟", "レイテンシ", "合計", "메모리",
           "처리량", "改动前", "改动后", "。", "，", "（", "）", "、"]

    def num():
        k = rng.randrange(9)
        v = "%d.%d" % (rng.randrange(1, 999), rng.randrange(10))
        return [v, v + "%", "+" + v + "%", "−" + v + "%", v + "万",
                "%s～%d.%d" % (v, rng.randrange(1000, 2000),
                              rng.randrange(10)),
                "1,%03d" % rng.randrange(1000), v + " 倍", v + " ms"][k]

    def claim():
        v = rng.randrange(1, 999)
        return "[%d](ev:=%d)" % (v, v)

    def prose(n):
        out = []
        for _ in range(n):
            r = rng.random()
            out.append(rng.choice(words) if r < 0.45 else
                       rng.choice(cjk) if r < 0.7 else
                       num() if r < 0.85 else claim())
        sep = [" ", "", "\n"]
        text = out[0]
        for t in out[1:]:
            text += rng.choice(sep) + t
        return text

    blocks = []
    for _ in range(rng.randrange(3, 9)):
        k = rng.randrange(7)
        if k == 0:
            blocks.append("#" * rng.randrange(1, 4) + " " + prose(4).
                          replace("\n", " "))
        elif k == 1:
            lst = []
            for i in range(rng.randrange(1, 4)):
                item = "- " + prose(rng.randrange(5, 30)).replace(
                    "\n", "\n  ")
                if rng.random() < 0.3:
                    item += "\n  1. " + prose(12).replace("\n", " ")
                lst.append(item)
            blocks.append(("\n\n" if rng.random() < 0.5 else "\n").join(lst))
        elif k == 2:
            blocks.append("> " + prose(rng.randrange(10, 40)).replace(
                "\n", "\n> "))
        elif k == 3:
            rows = ["| name | %s | value |" % rng.choice(cjk),
                    "|---|:---:|---:|"]
            for _ in range(rng.randrange(1, 5)):
                rows.append("| %s | %s | %s |" % (rng.choice(words),
                                                  rng.choice(cjk), num()))
            blocks.append("\n".join(rows))
        elif k == 4:
            blocks.append("```\n" + " ".join(rng.choice(words)
                                             for _ in range(30)) + "\n```")
        else:
            blocks.append(prose(rng.randrange(10, 80)))
    return "\n\n".join(blocks) + "\n"


def family(n):
    """The properties on n random reports (seeded, so a failure
    reproduces)."""
    import random
    with tempfile.TemporaryDirectory() as d:
        for seed in range(n):
            rng = random.Random(seed)
            md = random_report(rng)
            path = os.path.join(d, "r%d.md" % seed)
            with open(path, "w", encoding="utf-8") as f:
                f.write(md)
            rc, out, err = run("--format=json", "--unbound", path)
            if rc == 2:
                check(False, "seed %d: not a report: %s" % (seed, err))
                continue
            doc = json.loads(out)
            items = sorted([(c["byte"], c["text"]) for c in doc["claims"]] +
                           [(u["byte"], u["text"]) for u in doc["unbound"]])
            rc, text, err = run("--export=text", "--site-url=" + URL, path)
            check(rc == 0, "seed %d: exit %d %s" % (seed, rc, err))
            properties("seed %d" % seed, md, text, [t for _, t in items],
                       (doc["claims"], URL))


def reports():
    yield "running-example", os.path.join(TOP, "report.md")
    ex = os.path.join(TOP, "tests", "examples")
    for d in sorted(os.listdir(ex)):
        p = os.path.join(ex, d, "report.md")
        if os.path.isfile(p):
            yield d, p


def golden(name, text):
    path = os.path.join(GOLD, name + ".txt")
    if REBUILD:
        os.makedirs(GOLD, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return
    try:
        want = open(path, encoding="utf-8").read()
    except OSError:
        want = None
    check(want == text, "%s: differs from tests/export/%s.txt" %
          (name, name))


def main():
    for name, path in reports():
        md = open(path, encoding="utf-8").read()
        rc, out, err = run("--format=json", "--unbound", path)
        doc = json.loads(out)
        items = sorted([(c["byte"], c["text"]) for c in doc["claims"]] +
                       [(u["byte"], u["text"]) for u in doc["unbound"]])
        numbers = [t for _, t in items]
        claims = sorted(doc["claims"], key=lambda c: c["byte"])
        rc, text, err = run("--export=text", path)
        check(rc == 0 and err == "", "%s: exit %d %s" % (name, rc, err))
        golden(name, text)
        properties(name, md, text, numbers, None)
        rc, text, err = run("--export=text", "--site-url=" + URL, path)
        check(rc == 0 and err == "", "%s site: exit %d %s" % (name, rc, err))
        golden(name + ".site", text)
        anchors = properties(name + " site", md, text, numbers,
                             (claims, URL))
        # The footnotes name the anchors the site's marks link.
        if name == "running-example":
            want = site_anchors(path, os.path.join(TOP, "data",
                                                   "results.jsonl"))
            check(want is not None and anchors == want,
                  "%s: footnote anchors are not the site's: %r vs %r"
                  % (name, (anchors or [])[:2], (want or [])[:2]))
        # Deterministic.
        check(run("--export=text", path)[1] == run("--export=text",
                                                     path)[1],
              "%s: two runs differ" % name)

    family(80)
    with tempfile.TemporaryDirectory() as d:
        rep = os.path.join(d, "r.md")
        with open(rep, "w", encoding="utf-8") as f:
            f.write("# T\n\nWe saw [12.5%](ev:=25/200) and 7 more.\n")
        out = os.path.join(d, "mail.txt")
        rc, o, err = run("--export=text", "-o", out, rep)
        want = run("--export=text", rep)[1]
        check(rc == 0 and o == "" and open(out, encoding="utf-8").read()
              == want, "-o: exit %d %s" % (rc, err))
        check(not [f for f in os.listdir(d) if f not in ("r.md",
                                                          "mail.txt")],
              "-o left files behind: %r" % os.listdir(d))
        # Over the report, by another name or a link: refused, unchanged.
        os.symlink(rep, os.path.join(d, "link.md"))
        before = open(rep, "rb").read()
        for target in (rep, os.path.join(d, "link.md"),
                       os.path.join(d, ".", "r.md")):
            rc, o, err = run("--export=text", "-o", target, rep)
            check(rc == 2 and "-o" in err and
                  open(rep, "rb").read() == before,
                  "-o %s: exit %d %r" % (target, rc, err))
        rc, o, err = run("--export=text", "-o",
                         os.path.join(d, "no", "such", "dir", "x.txt"), rep)
        check(rc == 2 and err.strip() != "", "-o in a missing folder: "
              "exit %d %r" % (rc, err))
        # A bad report: file:line, nothing on stdout.
        bad = os.path.join(d, "bad.md")
        with open(bad, "wb") as f:
            f.write(b"# ok\n\nline two\nbad \xff byte\n")
        rc, o, err = run("--export=text", bad)
        check(rc == 2 and o == "" and re.search(re.escape(bad) +
                                                r":4:\d+: error", err),
              "bad UTF-8: exit %d %r" % (rc, err))
        rc, o, err = run("--export=text", os.path.join(d, "missing.md"))
        check(rc == 2 and o == "" and "missing.md" in err,
              "missing report: exit %d %r" % (rc, err))
        # Usage errors.
        for args, word in ((["--export=html", rep], "--export"),
                           (["--site-url=" + URL, rep], "--site-url"),
                           (["-o", out, rep], "-o"),
                           (["--export=text", rep, rep], "results"),
                           (["--export=text", "--fix", rep], "--fix"),
                           (["--export=text", "--site-url=", rep],
                            "--site-url"),
                           (["--export=text", "--site-url=http://a b/",
                             rep], "--site-url"),
                           (["--export=text", "--site-url=" + URL + "#x",
                             rep], "--site-url")):
            rc, o, err = run(*args)
            check(rc == 2 and o == "" and word in err,
                  "%r: exit %d %r" % (args, rc, err))
        # Standard input.
        rc, o, err = run("--export=text", "-",
                         stdin=open(rep, "rb").read())
        check(rc == 0 and o == want, "stdin: exit %d %r" % (rc, err))
    T.end()


main()

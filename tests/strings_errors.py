#!/usr/bin/env python3
"""A claim's error speaks the page's language (issue 21 item 1).

    python3 tests/strings_errors.py TOPDIR

Builds one report per language (en, zh, ko, ja) whose claims hit each
error the evaluator gives in words of its own: too few runs, values not
above 0, a cv of a zero mean, an overflow in a run, in a statistic, in
a step and in the comparison, @tcgeomean's division by zero, missing
values, written form and unknown config, @p's written form and missing
values, a number too large, past exact digits, unread numerals, a
± spread, the direction words' errors and each error of an address's
own syntax (claim_addr.c).  verify-report must give each claim its error (so the report
hits them all); report-site must put no English sentence of them on a
zh, ko or ja page: neither the English message nor its telling words
appear in any file of the site but the raw runs and the report's own
markdown.  On the en site each error's English words are shown.

Prints FAIL lines and "strings errors: N passed, M failed".
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

top = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
vr = os.path.join(top, "verify-report")
site = os.path.join(top, "report-site")
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer  # noqa: E402  (tests/lib.py)

T = Layer("strings errors")
check = T.ok



# (address text, the error's telling English words)
CLAIMS = [
    ("[1.0](ev:tc3/on/x@stddev)", "needs at least"),
    ("[1.0](ev:tc1/on/z@geomean)", "needs values above"),
    ("[1.0](ev:tc1/on/c@cv)", "divides by a mean"),
    ("[1.0](ev:tc1/on/mean(big*big))", "overflow in run"),
    ("[1.0](ev:tc1/on/sum(big)+1)", "overflow: a statistic for"),
    ("[1.0](ev:tc1/on/big*10)", "is past"),
    ("[1.0](ev:tc1/on/big@sum)", "a step of the computation"),
    ("[+5%](ev:*/on~off/x@tcgeomean)", "division by zero"),
    ("[1.0](ev:*/on/w@tcgeomean)", "no test case has"),
    ("[+5](ev:*/on~off/y@tcgeomean)", "geometric mean of ratios"),
    ("[1.0](ev:*/nope/y@tcgeomean)", "unknown config"),
    ("[5%](ev:tc1/on~off/x@p)", "plain number"),
    ("[0.1](ev:tc1/on~off/w@p)", "value of the expression"),
    ("[" + "9" * 400 + "](ev:tc1/on/x)", "too large"),
    ("[9,007,199,254,740,993](ev:tc1/on/x)", "more digits than"),
    ("[2\ucc9c\ub9cc](ev:tc1/on/x)", "cannot read"),
    ("[\u00b15%](ev:tc1/on~off/x)", "is a spread"),
    # Direction words: two that disagree, a quality word on a metric of
    # no known better side, a sign against its word either way.
    ("fewer [12%](ev:tc1/on~off/x) more", "say different directions"),
    ("[12%](ev:tc1/on~off/x) faster", "says better or worse"),
    ("[\u221212%](ev:tc1/on~off/x) more", "which says an increase"),
    ("[+12%](ev:tc1/on~off/x) less", "which says a decrease"),
    # Errors in an address's own syntax (claim_addr.c), each its own.
    ("[1.0](ev:tc1/on/x+)", "ends where a value was expected"),
    ("[1.0](ev:tc1/on/" + "1" * 80 + ")", "number too long"),
    ("[1.0](ev:tc1/on/1.2.3)", "bad number"),
    ("[1.0](ev:=$x)", "must be followed by a column number"),
    ("[1.0](<ev:tc1/on/(x+1>)", "missing ')' for the '('"),
    ("[1.0](ev:tc1/on/x!)", "unexpected '!'"),
    ("[1.0](ev:tc1/on/range(x))", "is no function"),
    ("[1.0](ev:tc1/on/foo(x))", "unknown function"),
    ("[1.0](ev:tc1/on/median())", "needs an argument"),
    ("[1.0](<ev:tc1/on/median(x>)", "after the argument of"),
    ("[1.0](ev:tc1/on/" + "-" * 201 + "x)", "nested deeper than"),
    ("[1.0](ev:tc1//x)", "the selection (between"),
    ("[1.0](ev:tc1/on~/x)", "bad comparison"),
    ("[1.0](ev:tc1/on#0/x)", "bad run"),
    ("[1.0](ev:tc1/o*n/x)", "bad config"),
    ("[1.0](ev:tc1/on/" + "x" * 4100 + ")", "address longer than"),
    ("[1.0](ev:=x+1)", "computes from numbers alone"),
    ("[1.0](ev:tc1)", "expected TC/SEL/EXPR"),
    ("[1.0](ev:/on/x)", "the test case (before"),
    ("[1.0](ev:t*c/on/x)", "bad test case"),
    ("[1.0](ev:tc1/on/x@foo)", "unknown statistic"),
    ("[1.0](ev:tc1/on/)", "the expression is empty"),
    ("[1.0](ev:tc1/on/$1)", "reads a table row"),
    ("[1.0](ev:tc1/on~off/x@range)", "needs one config"),
    ("[0.1](ev:tc1/on/x@p)", "is the p-value of a comparison"),
    ("[1.0](ev:tc1/on/x@tcgeomean)", "is over test cases"),
    ("[1.0](ev:*/on#1/x@tcgeomean)", "takes each test case's median"),
]

# A sentence in each language, so the page is the language's.
PROSE = {
    "en": "Each number below is an error.",
    "zh": "下面的每个数字都无法核对。",
    "ko": "아래의 숫자는 모두 검증할 수 없다.",
    "ja": "以下の数はどれも検証できない。",
}


def runs(path):
    rows = []
    for i, (x, z, c) in enumerate([(10, 1, -1), (11, 0, 1), (12, 2, 0)], 1):
        rows.append(dict(tc="tc1", cfg="on", rep=i, x=x, y=x, z=z, c=c,
                         big=1e308))
        rows.append(dict(tc="tc1", cfg="off", rep=i, x=x + 1, y=x, z=1, c=1,
                         big=1e308))
        rows.append(dict(tc="tc2", cfg="on", rep=i, x=5, y=6))
        rows.append(dict(tc="tc2", cfg="off", rep=i, x=0, y=5))
    rows.append(dict(tc="tc3", cfg="on", rep=1, x=1))
    with open(path, "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")


def report(path, lang):
    lines = ["<!-- lang: %s -->" % lang, "", "# %s" % PROSE[lang], ""]
    for k, (claim, _) in enumerate(CLAIMS, 1):
        lines += ["%d. %s %s" % (k, PROSE[lang], claim), ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def site_text(d):
    """Every text file of the site but the raw runs and the markdown."""
    out = []
    for root, _, files in os.walk(d):
        for n in files:
            if n.startswith("results.jsonl") or n.endswith(".md"):
                continue
            p = os.path.join(root, n)
            try:
                out.append(open(p, encoding="utf-8").read())
            except UnicodeDecodeError:
                pass
    text = "\n".join(out)
    # JSON and HTML spell a few characters their own way.
    return (text.replace("&#39;", "'").replace("&lt;", "<")
            .replace("&gt;", ">").replace("&amp;", "&")
            .replace("\\u00b1", "\u00b1").replace('\\"', '"'))


tmp = tempfile.mkdtemp(prefix="strings-errors.")
try:
    runs(os.path.join(tmp, "results.jsonl"))
    for lang in ("en", "zh", "ko", "ja"):
        md = os.path.join(tmp, "report-%s.md" % lang)
        report(md, lang)
        out = subprocess.run([vr, "--format=json", md,
                              os.path.join(tmp, "results.jsonl")],
                             capture_output=True, text=True)
        try:
            claims = json.loads(out.stdout)["claims"]
        except (ValueError, KeyError) as e:
            check(False, "%s: verify-report --format=json: %s %s"
                  % (lang, e, out.stderr[:200]))
            continue
        check(len(claims) == len(CLAIMS), "%s: %d claims, want %d"
              % (lang, len(claims), len(CLAIMS)))
        errors = []
        for c, (addr, words) in zip(claims, CLAIMS):
            err = c.get("message") or ""
            err = err[:err.rfind(" (ev:")] if " (ev:" in err else err
            check(c.get("verdict") == "error" and words in err,
                  "%s: %s gives %s '%s', not the error '%s...'"
                  % (lang, addr[:40], c.get("verdict"), err, words))
            errors.append((addr, err, words))
        d = os.path.join(tmp, "site-" + lang)
        r = subprocess.run([site, "-o", d, md,
                            os.path.join(tmp, "results.jsonl")],
                           capture_output=True, text=True, cwd=top)
        check(r.returncode in (0, 1) and os.path.isdir(d),
              "%s: report-site exit %d: %s" % (lang, r.returncode,
                                               r.stderr[:300]))
        if not os.path.isdir(d):
            continue
        text = site_text(d)
        for addr, err, words in errors:
            if lang == "en":
                check(words in text, "en: the site does not say '%s' for %s"
                      % (words, addr[:40]))
                continue
            check(err not in text and words not in text,
                  "%s: the site says %s's error in English: '%s'"
                  % (lang, addr[:40], err if err in text else words))
finally:
    shutil.rmtree(tmp)

T.end()

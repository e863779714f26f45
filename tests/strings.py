#!/usr/bin/env python3
"""The site's words live in templates/strings-LANG.html, never in C or in
the checker's script.  This test reads every key the code and the
templates use and checks, for every language file:

- every key used exists in English (strings-en.html), the fallback;
- every English key is used (no dead words);
- a translation has only English keys, and each of its strings has the
  same {placeholders} as the English one (a missing {n} would show a
  wrong number, an extra one a literal brace);
- the languages a report may be written in have a file each (zh, ko,
  ja besides en: src/lang.c detects them), and each has every key
  (a key falling back to English would put an English word on the
  page), its own <html lang>, and no key twice.

    python3 tests/strings.py TOPDIR
Prints FAIL lines and "strings: N passed, M failed".
"""
import glob
import html.parser
import os
import re
import sys

top = sys.argv[1] if len(sys.argv) > 1 else "."
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer  # noqa: E402  (tests/lib.py)

T = Layer("strings")
check = T.ok



class Pairs(html.parser.HTMLParser):
    """The <dt>key</dt><dd>text</dd> pairs of a strings file."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pairs, self.cur, self.text, self.key = {}, None, "", None

    def handle_starttag(self, tag, attrs):
        if tag in ("dt", "dd"):
            self.cur, self.text = tag, ""

    def handle_endtag(self, tag):
        if tag == "dt" and self.cur == "dt":
            self.key = self.text
        elif tag == "dd" and self.cur == "dd" and self.key is not None:
            self.pairs[self.key] = self.text
            self.key = None
        self.cur = None

    def handle_data(self, data):
        if self.cur:
            self.text += data


def load(path):
    p = Pairs()
    with open(path, encoding="utf-8") as f:
        p.feed(f.read())
    return p.pairs


used = set()
verdicts = ["ok", "near", "wrong", "flipped", "error"]
for path in glob.glob(os.path.join(top, "src", "*.c")):
    src = "\n".join(line for line in
                    open(path, encoding="utf-8").read().split("\n")
                    if not line.startswith("#include"))
    # Keys in C are dotted: html_str(S, "nav.report"), "unit.bytes"...
    for m in re.finditer(r'"((?:unit|table|chart|nav|banner|claim|'
                         r'unbound|runs|spoken|verdict|noise|landing|title|ev|calc|why)\.[a-z0-9_.]+)"',
                         src):
        used.add(m.group(1))
    # A verdict's words by kind (render_claim_word, render_evidence's vword).
    if re.search(r'(vword|render_claim_word)\(p, "verdict"', src):
        used.update("verdict." + v for v in verdicts)
    if re.search(r'(vword|render_claim_word)\(p, "spoken"', src):
        used.update("spoken." + v for v in verdicts)
for path in glob.glob(os.path.join(top, "templates", "*.html")):
    if os.path.basename(path).startswith("strings-"):
        continue
    t = open(path, encoding="utf-8").read()
    used.update(re.findall(r'data-str(?:-[a-z-]+)?="([^"]+)"', t))
js = open(os.path.join(top, "assets", "checker.js"), encoding="utf-8").read()
used.update("js." + k for k in re.findall(r"\bS\('([a-z.]+)'", js))

en = load(os.path.join(top, "templates", "strings-en.html"))
check(len(used) > 50, "found %d keys in use (the scan found too few)"
      % len(used))
for k in sorted(used):
    check(k in en, "key %s is used but strings-en.html lacks it" % k)
for k in sorted(en):
    check(k in used or k.endswith(".one") and k[:-4] in used,
          "key %s of strings-en.html is never used" % k)


langs = {os.path.basename(p)[8:-5] for p in
         glob.glob(os.path.join(top, "templates", "strings-*.html"))}
for want in ("en", "zh", "ko", "ja"):
    check(want in langs, "templates/strings-%s.html is missing" % want)


def holes(s):
    return sorted(set(re.findall(r"\{([a-z]+)\}", s)))


for path in sorted(glob.glob(os.path.join(top, "templates",
                                          "strings-*.html"))):
    lang = os.path.basename(path)[8:-5]
    if lang == "en":
        continue
    tr = load(path)
    text = open(path, encoding="utf-8").read()
    check('<html lang="%s">' % lang in text,
          "%s: the file does not say <html lang=\"%s\">" % (lang, lang))
    keys = re.findall(r"<dt>([^<]+)</dt>", text)
    check(len(keys) == len(set(keys)), "%s: a key given twice" % lang)
    for k, v in sorted(tr.items()):
        base = k[:-4] if k.endswith(".one") else k
        check(base in en, "%s: key %s is not an English key" % (lang, k))
        if base in en:
            check(holes(v) == holes(en[base]) or
                  (k.endswith(".one") and
                   set(holes(v)) <= set(holes(en[base]))),
                  "%s: %s has placeholders %s, English %s"
                  % (lang, k, holes(v), holes(en[base])))
    missing = [k for k in en if k not in tr]
    check(not missing, "%s: %d keys fall back to English: %s"
          % (lang, len(missing), " ".join(missing[:8])))

T.end()

#!/usr/bin/env python3
"""Checks one CI-format output of verify-report against its JSON output.

    python3 tests/formats.py junit|sarif|github OUTPUT JSON REPORT_PATH [OPT...]

OPT is strict (--strict), noise=fail or noise=off (--noise).

OUTPUT is the --format=junit, sarif or github output and JSON the
--format=json output for the same report, runs and options; REPORT_PATH is
the report's path as given on the command line.  The JSON output is the
reference: every format must say the same thing about the same claims.
Run by tests/formats.sh; exits non-zero with a message on the first
mismatch.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET


def fail(msg):
    print(msg)
    sys.exit(1)


def expect(cond, msg):
    if not cond:
        fail(msg)


def reference(path):
    d = json.load(open(path, encoding="utf-8"))
    return d, [c for c in d["claims"]]


def xml_clean(s):
    # What verify-report does to text XML 1.0 cannot hold.
    return re.sub("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]", "\ufffd", s)


NOISE = "warn"


def flag(c):
    """The support line a claim carries: "noise", "note" or None."""
    s = c.get("support")
    if NOISE == "off" or s is None or c["verdict"] == "error":
        expect(s is None or NOISE != "off", "support shown with --noise=off")
        return None
    if s["zero"]:
        return "note" if s["class"] == "clear" else None
    return "noise" if s["class"] in ("noise", "against") else None


def verdict_fails(c, strict):
    return c["verdict"] != "ok" and (c["verdict"] != "near" or strict)


def claim_fails(c, strict):
    return verdict_fails(c, strict) or (NOISE == "fail" and
                                        flag(c) == "noise")


def events(claims):
    """What SARIF and GitHub report, in order: (claim, kind) pairs."""
    ev = []
    for c in claims:
        if c["verdict"] != "ok":
            ev.append((c, "verdict"))
        if flag(c):
            expect(c["support"]["message"], "%d:%d: no support message"
                   % (c["line"], c["col"]))
            ev.append((c, flag(c)))
        elif c.get("support") is not None:
            expect(c["support"]["message"] is None,
                   "%d:%d: a support message with nothing to say"
                   % (c["line"], c["col"]))
    return ev


def check_junit(out, ref, strict):
    root = ET.parse(out).getroot()
    d, claims = ref
    s = d["summary"]
    expect(root.tag == "testsuites", "root is not <testsuites>")
    suites = root.findall("testsuite")
    expect(len(suites) == 1, "not exactly one <testsuite>")
    suite = suites[0]
    cases = suite.findall("testcase")
    nfail = sum(1 for c in cases if c.find("failure") is not None)
    nerr = sum(1 for c in cases if c.find("error") is not None)
    for el in (root, suite):
        expect(int(el.get("tests")) == len(cases) == s["claims"],
               "%s tests=%s, %d testcases, %d claims"
               % (el.tag, el.get("tests"), len(cases), s["claims"]))
        expect(int(el.get("failures")) == nfail == s["failed"] - s["error"],
               "%s failures=%s, %d <failure>" % (el.tag, el.get("failures"),
                                                 nfail))
        expect(int(el.get("errors")) == nerr == s["error"],
               "%s errors=%s, %d <error>" % (el.tag, el.get("errors"), nerr))
    for tc, c in zip(cases, claims):
        name = "%d:%d %s" % (c["line"], c["col"], c["text"])
        expect(tc.get("name") == name, "testcase %r, claim %r"
               % (tc.get("name"), name))
        expect(tc.get("classname") == xml_clean(d["report"]), "classname %r"
               % tc.get("classname"))
        v = c["verdict"]
        f = flag(c)
        want = ("error" if v == "error" else
                "failure" if claim_fails(c, strict) else
                "system-out" if v == "near" or f else None)
        kids = [k.tag for k in tc]
        expect(kids == ([want] if want else []),
               "%s: %s holds %s" % (name, v, kids))
        # A claim that is ok but within noise speaks of its support.
        tv, tm = ((f, c["support"]["message"]) if v == "ok" and f else
                  (v, c["message"]))
        if want in ("failure", "error"):
            k = tc.find(want)
            expect(k.get("type") == tv and k.get("message") == tm,
                   "%s: type %r message %r" % (name, k.get("type"),
                                               k.get("message")))
        if want:
            k = tc.find(want)
            # (The path itself may hold a newline: no split on lines.)
            if f and v != "ok":
                expect((": %s: %s\n" % (tv, tm)) in k.text and
                       k.text.endswith(": %s: %s" % (
                           f, c["support"]["message"])),
                       "%s: text %r" % (name, k.text))
            else:
                expect(k.text.endswith(": %s: %s" % (tv, tm)),
                       "%s: text %r" % (name, k.text))


def check_sarif(out, ref, strict):
    doc = json.load(open(out, encoding="utf-8"))
    d, claims = ref
    expect(doc.get("version") == "2.1.0", "version is not 2.1.0")
    expect("sarif-2.1.0" in doc.get("$schema", ""), "no 2.1.0 $schema")
    expect(len(doc["runs"]) == 1, "not exactly one run")
    run = doc["runs"][0]
    drv = run["tool"]["driver"]
    expect(drv["name"] == "verify-report", "driver name")
    expect(run.get("columnKind") == "unicodeCodePoints",
           "columnKind is not unicodeCodePoints")
    ids = [r["id"] for r in drv["rules"]]
    for r in drv["rules"]:
        expect(r["shortDescription"]["text"], "rule %s has no text" % r["id"])
    bad = events(claims)
    res = run["results"]
    expect(len(res) == len(bad), "%d results, %d events"
           % (len(res), len(bad)))
    for r, (c, kind) in zip(res, bad):
        where = "%d:%d" % (c["line"], c["col"])
        rule = c["verdict"] if kind == "verdict" else \
            "flat" if kind == "note" else "noise"
        expect(r["ruleId"] == rule, where + ": ruleId")
        expect(ids[r["ruleIndex"]] == r["ruleId"], where + ": ruleIndex")
        level = ("error" if verdict_fails(c, strict) else "warning") \
            if kind == "verdict" else "note" if kind == "note" else \
            "error" if NOISE == "fail" else "warning"
        expect(r["level"] == level, where + ": level " + r["level"])
        msg = c["message"] if kind == "verdict" else \
            c["support"]["message"]
        expect(r["message"]["text"] == msg, where + ": message")
        loc = r["locations"][0]["physicalLocation"]
        uri = loc["artifactLocation"]["uri"]
        expect(re.fullmatch(r"[A-Za-z0-9\-._~/%:]+", uri) is not None,
               where + ": uri %r is not percent-encoded" % uri)
        reg = loc["region"]
        expect(reg["startLine"] == c["line"] and
               reg["startColumn"] == c["col"], where + ": region %r" % reg)


def unescape(s):
    # The inverse of the Actions toolkit's escapes; %25 last.
    for e, ch in (("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","),
                  ("%25", "%")):
        s = s.replace(e, ch)
    return s


def visible(s):
    # Controls other than CR and LF (which the toolkit escapes) in a
    # title or message are written as \xHH: none acts on the log.
    return re.sub("[\x00-\x09\x0b\x0c\x0e-\x1f\x7f]",
                  lambda m: "\\x%02x" % ord(m.group(0)), s)


def check_github(out, ref, strict, path):
    lines = open(out, encoding="utf-8", errors="surrogateescape").read()
    lines = lines.split("\n")
    expect(lines[-1] == "", "output does not end with a newline")
    lines = lines[:-1]
    d, claims = ref
    bad = events(claims)
    expect(len(lines) == len(bad) + 1, "%d lines for %d events"
           % (len(lines), len(bad)))
    expect(lines[-1].startswith("%d claims: " % len(claims)),
           "last line is not the summary")
    for l, (c, kind) in zip(lines, bad):
        m = re.fullmatch(r"::(error|warning|notice) ([^:]*)::(.*)", l)
        expect(m is not None, "not a workflow command: %r" % l)
        cmd = ("error" if verdict_fails(c, strict) else "warning") \
            if kind == "verdict" else "notice" if kind == "note" else \
            "error" if NOISE == "fail" else "warning"
        expect(m.group(1) == cmd, "%r: command" % l)
        props = dict(p.split("=", 1) for p in m.group(2).split(","))
        expect(sorted(props) == ["col", "file", "line", "title"],
               "%r: properties %s" % (l, sorted(props)))
        expect(unescape(props["file"]) == path, "%r: file is not %r"
               % (l, path))
        expect(props["line"] == str(c["line"]) and
               props["col"] == str(c["col"]), "%r: place" % l)
        word = c["verdict"] if kind == "verdict" else kind
        expect(unescape(props["title"]) == visible("%s: %s" % (word,
                                                               c["text"])),
               "%r: title" % l)
        msg = c["message"] if kind == "verdict" else \
            c["support"]["message"]
        expect(unescape(m.group(3)) == visible(msg), "%r: message" % l)


def main():
    global NOISE
    fmt, out, ref, path = sys.argv[1:5]
    strict = "strict" in sys.argv[5:]
    for a in sys.argv[5:]:
        if a.startswith("noise="):
            NOISE = a[len("noise="):]
    ref = reference(ref)
    if fmt == "junit":
        check_junit(out, ref, strict)
    elif fmt == "sarif":
        check_sarif(out, ref, strict)
    else:
        check_github(out, ref, strict, path)


main()

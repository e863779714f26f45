#!/usr/bin/env python3
"""Checks one CI-format output of verify-report against its JSON output.

    python3 tests/formats.py junit|sarif|github OUTPUT JSON REPORT_PATH

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
        want = ("error" if v == "error" else
                "failure" if v in ("wrong", "flipped") or
                (v == "near" and strict) else
                "system-out" if v == "near" else None)
        kids = [k.tag for k in tc]
        expect(kids == ([want] if want else []),
               "%s: %s holds %s" % (name, v, kids))
        if want in ("failure", "error"):
            k = tc.find(want)
            expect(k.get("type") == v and k.get("message") == c["message"],
                   "%s: type %r message %r" % (name, k.get("type"),
                                               k.get("message")))
            expect(k.text.endswith(": %s: %s" % (v, c["message"])),
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
    bad = [c for c in claims if c["verdict"] != "ok"]
    res = run["results"]
    expect(len(res) == len(bad), "%d results, %d claims not ok"
           % (len(res), len(bad)))
    for r, c in zip(res, bad):
        where = "%d:%d" % (c["line"], c["col"])
        expect(r["ruleId"] == c["verdict"], where + ": ruleId")
        expect(ids[r["ruleIndex"]] == r["ruleId"], where + ": ruleIndex")
        fails = c["verdict"] != "near" or strict
        expect(r["level"] == ("error" if fails else "warning"),
               where + ": level " + r["level"])
        expect(r["message"]["text"] == c["message"], where + ": message")
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
    bad = [c for c in claims if c["verdict"] != "ok"]
    expect(len(lines) == len(bad) + 1, "%d lines for %d claims not ok"
           % (len(lines), len(bad)))
    expect(lines[-1].startswith("%d claims: " % len(claims)),
           "last line is not the summary")
    for l, c in zip(lines, bad):
        m = re.fullmatch(r"::(error|warning) ([^:]*)::(.*)", l)
        expect(m is not None, "not a workflow command: %r" % l)
        fails = c["verdict"] != "near" or strict
        expect(m.group(1) == ("error" if fails else "warning"),
               "%r: command" % l)
        props = dict(p.split("=", 1) for p in m.group(2).split(","))
        expect(sorted(props) == ["col", "file", "line", "title"],
               "%r: properties %s" % (l, sorted(props)))
        expect(unescape(props["file"]) == path, "%r: file is not %r"
               % (l, path))
        expect(props["line"] == str(c["line"]) and
               props["col"] == str(c["col"]), "%r: place" % l)
        expect(unescape(props["title"]) == visible("%s: %s" % (c["verdict"],
                                                               c["text"])),
               "%r: title" % l)
        expect(unescape(m.group(3)) == visible(c["message"]),
               "%r: message" % l)


def main():
    fmt, out, ref, path = sys.argv[1:5]
    strict = len(sys.argv) > 5 and sys.argv[5] == "strict"
    ref = reference(ref)
    if fmt == "junit":
        check_junit(out, ref, strict)
    elif fmt == "sarif":
        check_sarif(out, ref, strict)
    else:
        check_github(out, ref, strict, path)


main()

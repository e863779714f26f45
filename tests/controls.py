#!/usr/bin/env python3
"""No name in an input can act on a terminal or a CI log.

    python3 tests/controls.py VERIFY_REPORT REPORT_SITE

A family: for every control character (C0, DEL, C1, line separators,
bidi overrides) and a byte that is not UTF-8, planted in a test case id,
a config, a metric name, a claim's address and a report's text, each
output of verify-report (--format text, github; standard output and
error) and report-site's messages must hold no raw control byte other
than the line ends, and no line of its own that starts a workflow
command (::warning, ::stop-commands...) other than the tool's own
annotations.  Prints FAIL lines and "controls: N passed, M failed".
"""
import os
import re
import subprocess
import sys
import tempfile

vr, rs = sys.argv[1], sys.argv[2]
passed = failed = 0

CHARS = [chr(c) for c in range(0x01, 0x20)] + ["\x7f", "\x85", "\x9b",
                                               "\u2028", "\u2029",
                                               "\u202e", "\u2066"]
BAD = re.compile("[\x00-\x09\x0b-\x1f\x7f\x80-\x9f\u2028\u2029"
                 "\u202a-\u202e\u2066-\u2069]")
OWN = re.compile(r"::(error|warning) file=[^:]*,line=\d+,col=\d+,title=")


def check(name, data):
    global passed, failed
    text = data.decode("utf-8", "surrogateescape")
    why = None
    if BAD.search(text.replace("\r\n", "\n")) or "\r" in text:
        why = "a raw control: %r" % BAD.search(text)
    for line in text.split("\n"):
        if line.startswith("::") and not OWN.match(line):
            why = "a workflow command of its own: %r" % line
        if "\x1b" in line:
            why = "an escape sequence: %r" % line
    if why is None:
        passed += 1
    else:
        failed += 1
        print("FAIL controls: %s: %s" % (name, why))


def run(name, argv, cwd):
    p = subprocess.run(argv, cwd=cwd, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=60)
    check(name + " (stdout)", p.stdout)
    check(name + " (stderr)", p.stderr)
    return p


def jbytes(b):
    """b as the inside of a JSON string: controls escaped, the rest raw."""
    out = b""
    for c in b:
        if c < 0x20 or c in b'"\\':
            out += b"\\u%04x" % c
        else:
            out += bytes([c])
    return out


vr, rs = os.path.abspath(vr), os.path.abspath(rs)
with tempfile.TemporaryDirectory() as tmp:
    for i, ch in enumerate(CHARS + [b"\xff"]):
        raw = ch if isinstance(ch, bytes) else ch.encode()
        name = "U+%04X" % ord(ch) if isinstance(ch, str) else "byte 0xff"
        evil = (b"x" + raw + b"::warning::pwned" + raw +
                b"::stop-commands::t" + raw + b"\r::error::y")
        jsonl = os.path.join(tmp, "r%d.jsonl" % i)
        md = os.path.join(tmp, "r%d.md" % i)
        with open(jsonl, "wb") as f:
            # Good runs, then ids and a metric name holding the
            # character: each diagnostic quotes it.
            f.write(b'{"tc":"t","cfg":"a","rep":1,"m":1}\n')
            f.write(b'{"tc":"' + jbytes(evil) + b'","cfg":"a","rep":1}\n')
            f.write(b'{"tc":"t","cfg":"' + jbytes(evil) + b'","rep":1}\n')
            f.write(b'{"tc":"t","cfg":"b","rep":1,"' + jbytes(evil) +
                    b'":1}\n')
        good = os.path.join(tmp, "g%d.jsonl" % i)
        with open(good, "wb") as f:
            f.write(b'{"tc":"t","cfg":"a","rep":1,"m":1}\n')
        with open(md, "wb") as f:
            f.write(b"# T" + raw + b"\n\n[1](ev:t/a/m" + evil + b") "
                    b"[2](ev:t/a/" + evil + b") and 3" + raw + b" more\n")
        for fmt in ("text", "github"):
            for runs in (jsonl, good):
                run("verify-report --format %s %s, %s" % (
                    fmt, os.path.basename(runs), name),
                    [vr, "--format", fmt, "--unbound", md, runs], tmp)
        for runs in (jsonl, good):
            run("report-site %s, %s" % (os.path.basename(runs), name),
                [rs, "-o", os.path.join(tmp, "site%d" % i), md, runs],
                os.getcwd())

print("controls: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)

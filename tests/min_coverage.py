#!/usr/bin/env python3
"""--min-coverage=P in every output format, at its boundaries (issue 23).

    python3 tests/min_coverage.py VERIFY_REPORT [TOPDIR]

A family of reports with C bound numbers ([N](ev:=...) claims, which need
no runs) and U unbound ones, chosen so that the coverage C / (C + U) is
exact (50%), rounds up (2/3 = 66.67, shown 66.7), rounds down (1/3),
lies on a tie of the rounding (1/8 = 12.5 exactly; 1/400 = 0.25, which
printf rounds to 0.2), is 0, 100 or has no number at all.  For each, P is
set to the coverage the summary line shows (it passes), 0.1 and 0.05
above it (it fails), 0.05 and 0.1 below it (it passes), and 0 and 100.
At the boundary and 0.1 past it every format is run and must show the
verdict its own way (elsewhere the exit status and the JSON):

  text    a "REPORT: coverage: ..." line above the summary
  json    summary.min_coverage {min, coverage, failed, message}
  github  an "::error file=REPORT,title=coverage::..." command
  junit   a testcase "coverage >= P%", holding a <failure type=coverage>
          when below, counted in tests= and failures= (valid against
          tests/junit.xsd)
  sarif   a result of rule "coverage", level error, at the report

and the exit status is 1 exactly when the coverage is below P (or a claim
fails).  Bad values of P are usage errors (exit 2, a message naming the
value, nothing on stdout).  Ends with "min-coverage: N passed, M failed".
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

VR = os.path.abspath(sys.argv[1])
TOP = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else ".")
XSD = os.path.join(TOP, "tests", "junit.xsd")
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer  # noqa: E402  (tests/lib.py)

T = Layer("min-coverage")
check = T.ok



def run(*args):
    p = subprocess.run([VR] + list(args), capture_output=True, text=True,
                       env=dict(os.environ, LC_ALL="C.UTF-8"))
    return p.returncode, p.stdout, p.stderr


def report(path, bound, unbound, wrong=False):
    """A report of `bound` claims (the first wrong if asked) and
    `unbound` plain numbers, one a line."""
    lines = ["# Coverage", ""]
    for i in range(bound):
        lines.append("Sum [%d](ev:=%d+1)." % (i + 2 if not (wrong and i == 0)
                                             else 99, i + 1))
    for i in range(unbound):
        lines.append("Seen %d times." % (1000 + i))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def shown_coverage(text_out):
    """The coverage on the summary line: "81.8" or "n/a"."""
    last = text_out.rstrip("\n").split("\n")[-1]
    return last.split("; coverage ")[1].split(";")[0].rstrip("%")


def p_text(p):
    """P as the tool writes it back (%.10g)."""
    return ("%.10g" % p)


def formats(path, p, below, claim_fails, shown):
    """Every format of one run with --min-coverage=P."""
    arg = "--min-coverage=%s" % p_text(p)
    want_rc = 1 if below or claim_fails else 0
    where = "%s %s" % (os.path.basename(path), arg)

    rc, out, err = run(arg, path)
    check(rc == want_rc and err == "", "%s text: exit %d, want %d; %s"
          % (where, rc, want_rc, err.strip()))
    lines = out.rstrip("\n").split("\n")
    cov = [l for l in lines if l.startswith(path + ": coverage: ")]
    check(len(cov) == (1 if below else 0), "%s text: %d coverage lines"
          % (where, len(cov)))
    if below:
        check(cov[0] == lines[-2], "%s text: the coverage line is not just "
              "above the summary" % where)
        check(("%s%% is below --min-coverage=%s%%" % (shown, p_text(p)))
              in cov[0], "%s text: message %r" % (where, cov[0]))

    rc, out, err = run(arg, "--format=json", path)
    check(rc == want_rc, "%s json: exit %d" % (where, rc))
    s = json.loads(out)["summary"]
    m = s.get("min_coverage")
    check(m is not None and m["min"] == p and m["failed"] == below and
          (m["coverage"] is None if shown == "n/a" else
           m["coverage"] == float(shown)) and
          (m["message"] is not None) == below,
          "%s json: min_coverage %r" % (where, m))
    check(s["failed"] == (1 if claim_fails else 0),
          "%s json: failed counts claims only: %r" % (where, s["failed"]))

    rc, out, err = run(arg, "--format=github", path)
    check(rc == want_rc, "%s github: exit %d" % (where, rc))
    cmds = [l for l in out.split("\n") if ",title=coverage::" in l]
    check(len(cmds) == (1 if below else 0) and
          all(c.startswith("::error file=") for c in cmds),
          "%s github: %r" % (where, cmds))

    rc, out, err = run(arg, "--format=junit", path)
    check(rc == want_rc, "%s junit: exit %d" % (where, rc))
    root = ET.fromstring(out.encode("utf-8"))
    suite = root.find("testsuite")
    cases = suite.findall("testcase")
    gate = [c for c in cases if c.get("name") == "coverage >= %s%%"
            % p_text(p)]
    nfail = sum(1 for c in cases if c.find("failure") is not None)
    check(len(gate) == 1 and cases[-1] is gate[0], "%s junit: no coverage "
          "testcase last" % where)
    if gate:
        f = gate[0].find("failure")
        check((f is not None) == below and
              (f is None or f.get("type") == "coverage"),
              "%s junit: coverage failure %r" % (where, f))
    for el in (root, suite):
        check(int(el.get("tests")) == len(cases) and
              int(el.get("failures")) == nfail,
              "%s junit: %s tests=%s failures=%s, %d cases %d failures"
              % (where, el.tag, el.get("tests"), el.get("failures"),
                 len(cases), nfail))
    with tempfile.NamedTemporaryFile("w", suffix=".xml",
                                     encoding="utf-8") as x:
        x.write(out)
        x.flush()
        v = subprocess.run(["xmllint", "--noout", "--schema", XSD, x.name],
                           capture_output=True, text=True)
        check(v.returncode == 0, "%s junit: not valid: %s"
              % (where, v.stderr[:300]))

    rc, out, err = run(arg, "--format=sarif", path)
    check(rc == want_rc, "%s sarif: exit %d" % (where, rc))
    doc = json.loads(out)
    r = doc["runs"][0]
    ids = [x["id"] for x in r["tool"]["driver"]["rules"]]
    res = [x for x in r["results"] if x["ruleId"] == "coverage"]
    check(len(res) == (1 if below else 0), "%s sarif: %d coverage results"
          % (where, len(res)))
    for x in res:
        check(ids[x["ruleIndex"]] == "coverage" and x["level"] == "error" and
              "region" not in x["locations"][0]["physicalLocation"],
              "%s sarif: result %r" % (where, x))


def main():
    cases = [(1, 1), (2, 1), (1, 2), (1, 7), (1, 399), (0, 3), (4, 0),
             (0, 0), (7, 3)]
    with tempfile.TemporaryDirectory() as d:
        for bound, unbound in cases:
            for wrong in ((False, True) if bound else (False,)):
                path = os.path.join(d, "r%d-%d%s.md" % (bound, unbound,
                                                        "w" if wrong else ""))
                report(path, bound, unbound, wrong)
                rc, out, err = run(path)
                shown = shown_coverage(out)
                check(rc == (1 if wrong else 0), "%s: exit %d without the "
                      "option" % (path, rc))
                if shown != "n/a":
                    exact = 100.0 * bound / (bound + unbound)
                    check(abs(float(shown) - exact) <= 0.05 + 1e-9,
                          "%s: shown %s, exact %r" % (path, shown, exact))
                    base = float(shown)
                    ps = [(base, False), (round(base + 0.1, 10), True),
                          (round(base + 0.05, 10), True),
                          (round(base - 0.05, 10), False),
                          (round(base - 0.1, 10), False),
                          (0.0, False), (100.0, base < 100.0)]
                else:
                    # No number at all: nothing is unbound, never below.
                    ps = [(0.0, False), (50.0, False), (100.0, False)]
                # Every format at the boundary itself and just past it;
                # the exit status and the JSON around it.
                for n, (p, below) in enumerate(ps):
                    if not 0 <= p <= 100:
                        continue
                    if n < 2 or shown == "n/a":
                        formats(path, p, below, wrong, shown)
                        continue
                    rc, out, err = run("--format=json",
                                       "--min-coverage=%s" % p_text(p), path)
                    m = json.loads(out)["summary"]["min_coverage"]
                    check(rc == (1 if below or wrong else 0) and
                          m["failed"] == below, "%s --min-coverage=%s: exit "
                          "%d, %r" % (path, p_text(p), rc, m))
                # Without the option nothing of it shows.
                rc, out, err = run("--format=json", path)
                check("min_coverage" not in json.loads(out)["summary"],
                      "%s: min_coverage without the option" % path)
                rc, out, err = run("--format=junit", path)
                check("coverage &gt;=" not in out, "%s: junit gate without "
                      "the option" % path)
        # -q keeps the exit status.
        path = os.path.join(d, "r1-2.md")
        rc, out, err = run("-q", "--min-coverage=50", path)
        check(rc == 1 and out == "", "-q: exit %d, stdout %r" % (rc, out))
        # Forms of P that are good: "%", a trailing point, leading zeros.
        for good, p in (("33.3%", 33.3), ("33.", 33.0), (".5", 0.5),
                        ("000033.3", 33.3), ("100", 100.0), ("0", 0.0)):
            rc, out, err = run("--format=json", "--min-coverage=" + good,
                               path)
            m = json.loads(out)["summary"]["min_coverage"] if rc != 2 \
                else None
            check(m is not None and m["min"] == p, "--min-coverage=%s: "
                  "exit %d, %r %s" % (good, rc, m, err.strip()))
        # Bad ones are usage errors, whatever the format.
        for bad in ("", "abc", "-1", "-0", "+5", "100.1", "101", "1e2",
                    "inf", "nan", "0x10", " 5", "5 ", "5%%", "%", ".",
                    "50,5", "1000000"):
            for fmt in ("text", "json", "junit"):
                rc, out, err = run("--format=" + fmt,
                                   "--min-coverage=" + bad, path)
                check(rc == 2 and out == "" and
                      ("--min-coverage '%s'" % bad) in err and
                      "0 to 100" in err,
                      "--min-coverage=%r %s: exit %d, stderr %r"
                      % (bad, fmt, rc, err))
        rc, out, err = run("--min-coverage", path)
        check(rc == 2, "--min-coverage without a value: exit %d" % rc)
    T.end()


main()

#!/usr/bin/env python3
"""The real-shaped examples under tests/examples/, checked end to end.

    python3 tests/examples/check.py VERIFY_REPORT [EXAMPLES_DIR]

For each folder EXAMPLES_DIR/NAME that holds report.md, results.jsonl,
gen.py and faults.tsv (see README.md in this folder):

 1. gen.py reproduces results.jsonl byte for byte;
 2. `VERIFY_REPORT --strict report.md results.jsonl` verifies the report:
    every claim ok, as many claims as NAME/claims says, exit 0;
 3. each line of faults.tsv, applied to a copy of the example, makes
    exactly the claims it names fail (LINE:COL:VERDICT, in the edited
    report) with the exit status it names, and nothing else.  EXPECT
    is the contract's answer, XFAIL claims included; their places are
    left out of the comparison while they are listed in xfail.tsv.

Known misreadings of the current binary are listed, one by one, in
xfail.tsv beside this script (KNOWN.md says what each one is).  Such a
claim or fault is an XFAIL: printed loudly, counted neither as passed
nor as failed.  An XFAIL that now behaves as CLAIMS.md says is an
XPASS and counts as failed, so that the list cannot go stale: delete
its line from xfail.tsv.  Nothing else is excused.

Prints one line per failure and ends with "examples: N passed, M failed".
Python 3 standard library only; runs under LC_ALL=C.UTF-8.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

FAILING = ("near", "wrong", "flipped", "error")
DIAG = re.compile(r"^report\.md:(\d+):(\d+): (ok|near|wrong|flipped|error): ")


class Tally:
    def __init__(self):
        self.passed = self.failed = self.xfail = 0

    def ok(self):
        self.passed += 1

    def fail(self, what, detail=""):
        self.failed += 1
        print("FAIL " + what)
        for line in detail.splitlines()[:20]:
            print("    " + line)

    def xfailed(self, what):
        self.xfail += 1
        print("XFAIL " + what)


def read_tsv(path):
    """The rows of a tab-separated file, without comments and blank lines,
    each with its line number."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            rows.append((n, line.split("\t")))
    return rows


def read_xfail(path):
    """xfail.tsv: EXAMPLE, WHERE (LINE:COL of a claim of the committed
    report, or fault:ID), the input, what happens now, what CLAIMS.md
    says.  Returns {example: {where: row}}."""
    out = {}
    if not os.path.exists(path):
        return out
    for n, cols in read_tsv(path):
        if len(cols) < 3:
            sys.exit("%s:%d: want EXAMPLE<TAB>WHERE<TAB>INPUT<TAB>..." % (path, n))
        out.setdefault(cols[0], {})[cols[1]] = cols
    return out


def parse_edit(edit):
    """'LINE s/OLD/NEW/' (any delimiter; OLD and NEW literal, but for
    '\\n' in NEW, a line break) or 'LINE d'.  Returns (line, old, new)
    with old None for a deletion."""
    m = re.match(r"^(\d+) d$", edit)
    if m:
        return int(m.group(1)), None, None
    m = re.match(r"^(\d+) s(.)", edit)
    if not m:
        raise ValueError("edit is not 'LINE s/OLD/NEW/' or 'LINE d': " + edit)
    d = m.group(2)
    parts = edit[m.end():].split(d)
    if len(parts) != 3 or parts[2] != "":
        raise ValueError("edit needs exactly three '%s': %s" % (d, edit))
    return int(m.group(1)), parts[0], parts[1].replace("\\n", "\n")


def apply_edit(path, edit):
    """Applies one edit to the file at path; returns (line, col, old,
    new): where the replaced text started (col in code points) and the
    texts, for moving the places of claims after it.  A deletion returns
    (line, 0, None, None)."""
    line, old, new = parse_edit(edit)
    with open(path, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if not 1 <= line <= len(lines):
        raise ValueError("no line %d" % line)
    if old is None:
        del lines[line - 1]
        col = 0
    else:
        text = lines[line - 1]
        if text.count(old) != 1:
            raise ValueError("line %d holds %r %d times, not once"
                             % (line, old, text.count(old)))
        col = text.index(old) + 1
        lines[line - 1] = text.replace(old, new)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(lines))
    return line, col, old, new


def moved(place, edit_at):
    """Where a claim of the unedited report is after a report edit, or
    None if the edit deleted its line."""
    (l, c), (el, ec, old, new) = place, edit_at
    if old is None:  # a deleted line
        return None if l == el else ((l - 1, c) if l > el else (l, c))
    segs = new.split("\n")
    if l > el:
        return (l + len(segs) - 1, c)
    if l < el or c < ec:
        return (l, c)
    # After the replaced text: on the line that holds NEW's last part.
    if len(segs) == 1:
        return (l, c + len(new) - len(old))
    return (l + len(segs) - 1, c - (ec + len(old)) + len(segs[-1]) + 1)


def run(vr, cwd, fmt):
    p = subprocess.run([vr, "--strict", "--color=never", fmt, "report.md",
                        "results.jsonl"], cwd=cwd, capture_output=True)
    return p.returncode, p.stdout.decode("utf-8", "replace"), \
        p.stderr.decode("utf-8", "replace")


def check_gen(t, name, d):
    p = subprocess.run([sys.executable, "gen.py"], cwd=d, capture_output=True)
    with open(os.path.join(d, "results.jsonl"), "rb") as f:
        same = p.returncode == 0 and p.stdout == f.read()
    if same:
        t.ok()
    else:
        t.fail("%s: gen.py does not reproduce results.jsonl" % name,
               p.stderr.decode("utf-8", "replace"))


def check_clean(t, vr, name, d, xf):
    """The committed report verifies: every claim ok but the listed
    XFAILs.  Returns the places of the XFAIL claims."""
    rc, out, err = run(vr, d, "--format=json")
    try:
        doc = json.loads(out)
    except ValueError:
        t.fail("%s: no JSON document (exit %d)" % (name, rc), err)
        return set()
    claims = doc["claims"]
    places = {"%d:%d" % (c["line"], c["col"]): c for c in claims}
    xfails = set()
    bad = 0
    for where, row in sorted(xf.items()):
        if where.startswith("fault:"):
            continue
        c = places.get(where)
        if c is None:
            t.fail("%s: xfail.tsv names %s, which is no claim of report.md "
                   "(the report changed? fix xfail.tsv)" % (name, where))
            bad += 1
        elif c["verdict"] in FAILING:
            t.xfailed("%s report.md:%s %s: %s now (%s); CLAIMS.md: %s"
                      % (name, where, row[2], c["verdict"],
                         row[3] if len(row) > 3 else "",
                         row[4] if len(row) > 4 else "ok"))
            xfails.add((c["line"], c["col"]))
        else:
            t.fail("%s: XPASS report.md:%s %s is ok now: delete its line "
                   "from xfail.tsv" % (name, where, row[2]))
            bad += 1
    for c in claims:
        if (c["line"], c["col"]) in xfails or c["verdict"] == "ok":
            continue
        bad += 1
        t.fail("%s: report.md:%d:%d: %s: %s" % (name, c["line"], c["col"],
                                                c["verdict"], c["message"]))
    with open(os.path.join(d, "claims")) as f:
        want = int(f.read().split()[0])
    if len(claims) != want:
        bad += 1
        t.fail("%s: %d claims, not the %d that %s/claims says"
               % (name, len(claims), want, name))
    want_rc = 1 if xfails else 0
    if rc != want_rc:
        bad += 1
        t.fail("%s: exit %d, not %d" % (name, rc, want_rc), err)
    if bad == 0:
        t.ok()
    s = doc["summary"]
    print("%s: %d claims: %d ok, %d XFAIL, %d unbound" % (
        name, s["claims"], s["ok"], len(xfails), len(doc["unbound"])))
    return xfails


def check_fault(t, vr, name, d, n, cols, xfails, xf):
    if len(cols) != 5:
        t.fail("%s/faults.tsv:%d: want ID, DESCRIPTION, FILE, EDIT, EXPECT"
               % (name, n))
        return
    fid, desc, file, edit, expect = cols
    what = "%s fault %s (%s)" % (name, fid, desc)
    tmp = tempfile.mkdtemp(prefix="examples-")
    try:
        for f in ("report.md", "results.jsonl"):
            shutil.copy(os.path.join(d, f), tmp)
        if file not in ("report.md", "results.jsonl"):
            raise ValueError("FILE is report.md or results.jsonl, not " + file)
        at = apply_edit(os.path.join(tmp, file), edit)
        rc, out, err = run(vr, tmp, "--format=text")
    except ValueError as e:
        t.fail("%s/faults.tsv:%d: %s" % (name, n, e))
        shutil.rmtree(tmp)
        return
    shutil.rmtree(tmp)
    # The XFAIL claims of the clean report, where they are now.
    known = set()
    for p in xfails:
        q = moved(p, at) if file == "report.md" else p
        if q is not None:
            known.add(q)
    got = set()
    for line in out.splitlines():
        m = DIAG.match(line)
        if m and m.group(3) in FAILING:
            place = (int(m.group(1)), int(m.group(2)))
            if place not in known:
                got.add("%d:%d:%s" % (place + (m.group(3),)))
    want, want_rc, want_err = set(), None, []
    for tok in expect.split():
        if tok.startswith("exit="):
            want_rc = int(tok[5:])
        elif tok.startswith("stderr="):
            want_err.append(tok[7:])
        else:
            want.add(tok)
    # EXPECT says what CLAIMS.md gives, XFAIL claims included; those
    # places are left out of the comparison until their XFAIL goes.
    places = {"%d:%d" % k for k in known}
    names = want
    want = {w for w in want if w.rsplit(":", 1)[0] not in places}
    if names and not want and "fault:" + fid not in xf:
        t.fail("%s: every claim it names is an XFAIL claim; plant the "
               "fault elsewhere" % what)
        return
    good = (got == want and rc == want_rc
            and all(e in err for e in want_err))
    row = xf.get("fault:" + fid)
    if row is not None:
        if good:
            t.fail("%s: XPASS: behaves as expected now: delete fault:%s "
                   "from xfail.tsv" % (what, fid))
        else:
            t.xfailed("%s: exit %d, %s; CLAIMS.md: %s"
                      % (what, rc, " ".join(sorted(got)) or "no failure",
                         expect))
        return
    if good:
        t.ok()
        return
    detail = "want %s, exit %s%s (XFAIL claims left out)\ngot  %s, exit %d\n%s%s" % (
        " ".join(sorted(want)) or "nothing", want_rc,
        "".join(", stderr has " + e for e in want_err),
        " ".join(sorted(got)) or "nothing", rc, out, err)
    t.fail(what, detail)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: check.py VERIFY_REPORT [EXAMPLES_DIR]")
    vr = os.path.abspath(sys.argv[1])
    top = sys.argv[2] if len(sys.argv) == 3 else os.path.dirname(
        os.path.abspath(__file__))
    xfail = read_xfail(os.path.join(top, "xfail.tsv"))
    t = Tally()
    names = sorted(e for e in os.listdir(top)
                   if os.path.isfile(os.path.join(top, e, "report.md")))
    for name in set(xfail) - set(names):
        t.fail("xfail.tsv names %s, which is no example" % name)
    for name in names:
        d = os.path.join(top, name)
        xf = xfail.get(name, {})
        check_gen(t, name, d)
        xfails = check_clean(t, vr, name, d, xf)
        ids = set()
        for n, cols in read_tsv(os.path.join(d, "faults.tsv")):
            if cols[0] in ids:
                t.fail("%s/faults.tsv:%d: fault id %s twice" % (name, n, cols[0]))
            ids.add(cols[0])
            check_fault(t, vr, name, d, n, cols, xfails, xf)
        for where in xf:
            if where.startswith("fault:") and where[6:] not in ids:
                t.fail("xfail.tsv names %s %s, which is no fault" % (name, where))
    if t.xfail:
        print("!!! %d XFAIL: known misreadings of this build, listed in "
              "tests/examples/xfail.tsv (see KNOWN.md)" % t.xfail)
    print("examples: %d passed, %d failed" % (t.passed, t.failed))
    return 1 if t.failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""No option that writes can replace, hold or write inside an input.

    python3 tests/writers.py VERIFY_REPORT REPORT_SITE TOPDIR

A family (issue 25, item 1): every writer option (report-site -o and
--analysis, verify-report --fix and --fix-output) against every input
(the report, the results, the --analysis file, the templates and
assets and the files in them), each output spelled as the input is
not: plain, ./x, absolute, through a folder and "..", a symbolic link
and a hard link to it.  Each must exit 2, name the option, the output
and the input in its message, and leave every file of the project as
it was, with no temporary file behind.  A few outputs that overlap
nothing must still be written, so that a build refusing everything
would fail here too.  Prints FAIL lines and
"writers: N passed, M failed".
"""
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

vr, rs, top = (os.path.abspath(a) for a in sys.argv[1:4])
passed = failed = 0


def ok(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL writers: " + what)


def tree(root):
    """Every entry under root: its kind and its bytes' hash."""
    out = {}
    for d, dirs, files in os.walk(root):
        for n in dirs + files:
            p = os.path.join(d, n)
            rel = os.path.relpath(p, root)
            if os.path.islink(p):
                out[rel] = "link " + os.readlink(p)
            elif os.path.isdir(p):
                out[rel] = "dir"
            else:
                with open(p, "rb") as f:
                    out[rel] = hashlib.sha256(f.read()).hexdigest()
    return out


def project(root):
    os.makedirs(root)
    shutil.copy(os.path.join(top, "report.md"), os.path.join(root, "r.md"))
    os.makedirs(os.path.join(root, "data"))
    shutil.copy(os.path.join(top, "data/results.jsonl"),
                os.path.join(root, "data/results.jsonl"))
    shutil.copytree(os.path.join(top, "templates"),
                    os.path.join(root, "templates"))
    shutil.copytree(os.path.join(top, "assets"), os.path.join(root, "assets"))
    with open(os.path.join(root, "old-analysis.md"), "w") as f:
        f.write("kept\n")
    os.makedirs(os.path.join(root, "sub"))


def spellings(root, rel, n):
    """rel spelled six ways; the links are made in root."""
    out = [rel, "./" + rel, os.path.join(root, rel), "sub/../" + rel]
    sym = "sym%d" % n
    os.symlink(rel, os.path.join(root, sym))
    out.append(sym)
    if os.path.isfile(os.path.join(root, rel)):
        hard = "hard%d" % n
        os.link(os.path.join(root, rel), os.path.join(root, hard))
        out.append(hard)
    return out


SITE = ["--templates", "templates", "--assets", "assets"]
# (option, input named in the message, output relative to the project,
#  a command given the output spelled some way)
CASES = []
for inp, rel in [("the report", "r.md"), ("the results",
                                          "data/results.jsonl"),
                 ("the templates folder", "templates/strings-en.html"),
                 ("the assets folder", "assets/style.css"),
                 ("the templates folder", "templates"),
                 ("the assets folder", "assets")]:
    CASES.append(("--analysis", inp, rel, lambda o: [
        rs, "-o", "site", "--analysis", o] + SITE +
        ["r.md", "data/results.jsonl"]))
for inp, rel in [("the report", "r.md"), ("the results",
                                          "data/results.jsonl"),
                 ("the templates folder", "templates"),
                 ("the assets folder", "assets"),
                 ("the --analysis file", "old-analysis.md"),
                 ("the templates folder", "templates/site"),
                 ("the assets folder", "assets/site"),
                 ("holds", "data")]:
    CASES.append(("-o", inp, rel, lambda o: [
        rs, "-o", o, "--analysis", "old-analysis.md"] + SITE +
        ["r.md", "data/results.jsonl"]))

with tempfile.TemporaryDirectory() as tmp:
    for k, (opt, inp, rel, cmd) in enumerate(CASES):
        root = os.path.join(tmp, "p%d" % k)
        project(root)
        names = spellings(root, rel, 0) if os.path.exists(
            os.path.join(root, rel)) else [rel, "./" + rel,
                                           os.path.join(root, rel)]
        for i, o in enumerate(names):
            if opt == "-o" and os.path.islink(os.path.join(root, o)):
                continue    # refused as a link: tests/inject.sh
            before = tree(root)
            p = subprocess.run(cmd(o), cwd=root, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=120)
            err = p.stderr.decode("utf-8", "replace")
            what = "%s %s (%s as %s)" % (opt, o, inp, rel)
            ok(p.returncode == 2, what + ": exit %d, not 2: %s" %
               (p.returncode, err[:300]))
            named = opt in err and o in err and (
                inp == "holds" and " holds " in err or inp in err)
            ok(named, what + ": the message does not name both: " +
               err[:300])
            ok(tree(root) == before, what + ": the project changed")
        shutil.rmtree(root)

    # --fix writes REPORT.bound.md; when that is the results (under
    # any name), or the report came on standard input from it, refused.
    root = os.path.join(tmp, "fix")
    project(root)
    os.rename(os.path.join(root, "data/results.jsonl"),
              os.path.join(root, "r.bound.md"))
    for i, res in enumerate(spellings(root, "r.bound.md", 1)):
        before = tree(root)
        p = subprocess.run([vr, "--fix", "r.md", res], cwd=root,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=120)
        err = p.stderr.decode("utf-8", "replace")
        ok(p.returncode == 2 and "--fix" in err and res in err and
           "r.bound.md" in err, "--fix over the results %s: exit %d: %s"
           % (res, p.returncode, err[:300]))
        ok(tree(root) == before, "--fix over the results %s: the "
           "project changed" % res)

    # Controls: outputs that overlap nothing are written.
    root = os.path.join(tmp, "good")
    project(root)
    p = subprocess.run([rs, "-o", "site", "--analysis", "a.md"] + SITE +
                       ["r.md", "data/results.jsonl"], cwd=root,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=300)
    ok(p.returncode == 0 and os.path.isfile(os.path.join(root, "a.md"))
       and os.path.isfile(os.path.join(root, "site/index.html")),
       "a site and an analysis beside the inputs: exit %d: %s" %
       (p.returncode, p.stderr.decode()[:300]))
    p = subprocess.run([vr, "--fix", "r.md", "data/results.jsonl"],
                       cwd=root, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    ok(p.returncode in (0, 1) and
       os.path.isfile(os.path.join(root, "r.bound.md")),
       "--fix beside the report: exit %d: %s" %
       (p.returncode, p.stderr.decode()[:300]))
    left = [n for d, ds, fs in os.walk(root) for n in ds + fs
            if ".tmp." in n]
    ok(not left, "temporary files left: %s" % left)

print("writers: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)

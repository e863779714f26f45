#!/usr/bin/env python3
"""No option that writes can replace, hold or write inside an input.

    python3 tests/writers.py VERIFY_REPORT REPORT_SITE TOPDIR INJECT_SHIM

A family (issue 25, item 1): every writer option (report-site -o and
--analysis, verify-report --fix, --fix-output and --export's -o)
against every input
(the report, the results, the --analysis file, the templates and
assets and the files in them), each output spelled as the input is
not: plain, ./x, absolute, through a folder and "..", a symbolic link
and a hard link to it.  Each must exit 2, name the option, the output
and the input in its message, and leave every file of the project as
it was, with no temporary file behind.  A few outputs that overlap
nothing must still be written, so that a build refusing everything
would fail here too.  Then --fix (item 10): a report on standard input
is written only to --fix-output, the report's mode is kept, what was
written is recorded beside it and an edited copy is never replaced
without --force, the message escapes controls, and a write failing at
any step (the LD_PRELOAD shim) leaves the old file.  Prints FAIL lines
and
"writers: N passed, M failed".
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in tests/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer, debris, tree  # noqa: E402  (tests/lib.py)

vr, rs, top, shim = (os.path.abspath(a) for a in sys.argv[1:5])
T = Layer("writers")
ok = T.ok


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
for inp, rel in [("the report", "r.md"), ("the results",
                                          "data/results.jsonl")]:
    CASES.append(("--fix-output", inp, rel, lambda o: [
        vr, "--fix", "--fix-output", o, "r.md", "data/results.jsonl"]))
    # --bind writes under the same guard (its keys: none, stdin is empty).
    CASES.append(("--fix-output", inp, rel, lambda o: [
        vr, "--bind", "--fix-output", o, "r.md", "data/results.jsonl"]))
# verify-report --export=text -o writes under the same guard (issue 23).
CASES.append(("-o", "the report", "r.md", lambda o: [
    vr, "--export=text", "-o", o, "r.md"]))


def run(argv, cwd, stdin=None, env=None):
    p = subprocess.run(argv, cwd=cwd, stdin=stdin, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120, env=env)
    return p.returncode, p.stderr.decode("utf-8", "replace")


def fix_cases(tmp):
    """--fix and its output: standard input, mode, record, edits."""
    root = os.path.join(tmp, "fixes")
    project(root)
    res = "data/results.jsonl"
    r_md = os.path.join(root, "r.md")
    bound = os.path.join(root, "r.bound.md")
    rec = os.path.join(root, ".r.bound.md.verify-report")

    # A report on standard input is written only to a name given: the
    # file it came from (stdin.bound.md) is never replaced.
    shutil.copy(r_md, os.path.join(root, "stdin.bound.md"))
    before = tree(root)
    with open(os.path.join(root, "stdin.bound.md")) as f:
        rc, err = run([vr, "--fix", "-", res], root, stdin=f)
    ok(rc == 2 and "--fix-output" in err and tree(root) == before,
       "--fix - wrote a file of its own choosing: exit %d: %s" % (rc, err))
    for o in ["stdin.bound.md", "./stdin.bound.md",
              os.path.join(root, "stdin.bound.md")]:
        with open(os.path.join(root, "stdin.bound.md")) as f:
            rc, err = run([vr, "--fix-output", o, "-", res], root, stdin=f)
        ok(rc == 2 and "standard input" in err and tree(root) == before,
           "--fix-output %s over the report on standard input: exit %d: "
           "%s" % (o, rc, err))
    with open(r_md) as f:
        rc, err = run([vr, "--fix-output", "given.md", "-", res], root,
                      stdin=f)
    ok(rc in (0, 1) and os.path.isfile(os.path.join(root, "given.md")),
       "--fix-output given.md from standard input: exit %d: %s" % (rc, err))

    # The report's mode is kept: 0600 stays 0600.
    for mode in (0o600, 0o640, 0o644):
        for p in (bound, rec):
            if os.path.exists(p):
                os.unlink(p)
        os.chmod(r_md, mode)
        rc, err = run([vr, "--fix", "r.md", res], root)
        got = os.stat(bound).st_mode & 0o777 if os.path.exists(bound) else 0
        ok(rc in (0, 1) and got == mode, "--fix of a report of mode %o "
           "wrote mode %o: %s" % (mode, got, err))
    os.chmod(r_md, 0o644)

    # What --fix wrote is recorded beside it, not in the markdown, and
    # a second run replaces its own file.
    with open(bound, "rb") as f:
        text = f.read()
    ok(os.path.isfile(rec) and b"fnv1a" not in text,
       "--fix left no record beside its file, or one inside it")
    rc, err = run([vr, "--fix", "r.md", res], root)
    ok(rc in (0, 1) and "wrote r.bound.md" in err,
       "--fix did not replace its own file: %s" % err)

    # An edit since, or a file --fix did not write, is never replaced
    # without --force; the message says how to go on.
    for how in ("edited", "no record", "stale record"):
        rc, err = run([vr, "--fix", "r.md", res], root)
        if how == "edited":
            with open(bound, "a") as f:
                f.write("my edit\n")
        elif how == "no record" and os.path.exists(rec):
            os.unlink(rec)
        else:
            with open(rec, "w") as f:
                f.write("verify-report --fix wrote 1 bytes, fnv1a-64 0\n")
        before = tree(root)
        rc, err = run([vr, "--fix", "r.md", res], root)
        ok(rc == 2 and "--force" in err and "r.bound.md" in err and
           tree(root) == before, "--fix replaced a file (%s): exit %d: %s"
           % (how, rc, err))
        rc, err = run([vr, "--fix", "--force", "r.md", res], root)
        ok(rc in (0, 1) and b"my edit" not in open(bound, "rb").read() and
           os.path.isfile(rec), "--fix --force (%s): exit %d: %s" %
           (how, rc, err))

    # The message names the file with its controls escaped.
    odd = "r\x1b[31m\x07.md"
    shutil.copy(r_md, os.path.join(root, odd))
    rc, err = run([vr, "--fix", odd, res], root)
    ok(rc in (0, 1) and "wrote" in err and "\x1b" not in err and
       "\x07" not in err, "the wrote message holds raw controls: %r" % err)

    # A write that fails at any step leaves the old bound file whole
    # and no temporary file (tests/inject/inject_errors.c).
    with open(bound, "rb") as f:
        old = f.read()
    log = os.path.join(tmp, "fixlog")
    env = dict(os.environ, LD_PRELOAD=shim, INJECT_LOG=log)
    rc, err = run([vr, "--fix", "--force", "r.md", res], root, env=env)
    n = sum(1 for _ in open(log)) if os.path.exists(log) else 0
    ok(rc in (0, 1) and n >= 4, "the counting --fix made %d calls: %s" %
       (n, err))
    with open(bound, "rb") as f:
        new = f.read()
    for k in range(1, n + 1):
        with open(bound, "wb") as f:
            f.write(old)
        with open(rec, "w") as f:
            f.write("stale\n")
        env = dict(os.environ, LD_PRELOAD=shim, INJECT_AT=str(k))
        rc, err = run([vr, "--fix", "--force", "r.md", res], root, env=env)
        with open(bound, "rb") as f:
            now = f.read()
        left = debris(root)
        ok((rc == 2 and now == old or rc in (0, 1) and now == new)
           and not left, "--fix failing at call %d: exit %d, %s, left %s"
           % (k, rc, "old" if now == old else "new" if now == new else
              "a broken file", left))


ENTITY = re.compile(r"&[#A-Za-z0-9]*$")


def entity_family(tmp):
    """--fix never writes a link inside a character reference."""
    root = os.path.join(tmp, "ent")
    os.makedirs(root)
    rng = random.Random(9)
    forms = ["&#{0};", "&#0{0};", "&#000{0};", "&#0000000{0};", "&#{0}",
             "&#0{0}", "&#x{0};", "&x{0};", "&a{0};", "&{0};", "&#{0}x;",
             "&amp;#{0};", "&#{0};{0}", "{0}&#{0};", "&#1;&#0{0};"]
    value = "2618377"     # tc1/on/cg_pgsteal's median in data/
    lines = ["# tc1", ""]
    for k in range(120):
        junk = rng.choice(["", "&foo; ", "&amp; ", "A&B ", "&#; ", "& ",
                           "&#x41; ", "&copy;"])
        form = rng.choice(forms).format(value)
        lines.append("On, cg_pgsteal was %s%s in tc1 on.\n" % (junk, form))
    with open(os.path.join(root, "e.md"), "w") as f:
        f.write("\n".join(lines))
    rc, err = run([vr, "--fix", "e.md", os.path.join(top,
                                                     "data/results.jsonl")],
                  root)
    with open(os.path.join(root, "e.bound.md")) as f:
        out = f.read()
    bad = [out[max(0, m.start() - 20):m.end() + 10]
           for m in re.finditer(r"\[[^\]\[]*\]\(ev:", out)
           if ENTITY.search(out[:m.start()][-70:])]
    ok(rc in (0, 1) and not bad, "--fix wrote inside an entity: exit %d, "
       "%d times: %s" % (rc, len(bad), bad[:3]))
    # Some numbers outside entities are still bound.
    ok("](ev:" in out, "--fix bound nothing at all")


with tempfile.TemporaryDirectory() as tmp:
    entity_family(tmp)
    fix_cases(tmp)
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
                               stderr=subprocess.PIPE, timeout=120,
                               stdin=subprocess.DEVNULL)
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
    left = debris(root, deep=True)
    ok(not left, "temporary files left: %s" % left)

T.end()

#!/usr/bin/env python3
"""Every build can be stopped, and running out of memory ends it.

    python3 tests/signals.py REPORT_SITE VERIFY_REPORT TOPDIR

Issue 25, item 3.  A large site build (bench/gen.c's runs) is sent
SIGTERM or SIGINT at random moments, over an old site built from the
running example.  Each time the build must end within a generous
bound (20 s) with the signal's own status (killed by it: 143 for
SIGTERM from a shell), leave no temporary file (OUT.tmp.PID.*) beside
the site, and leave the old site byte for byte (or, when the signal
came after the swap, the new one whole).  verify-report is stopped the
same way, and so are the two writers of a single file, report-site
--analysis and verify-report --fix (the old file or the whole new one,
with its record, and no temporary file beside it; the report never
touched).  Then the build runs under address-space limits (ulimit -v):
each must end within 60 s, either with a complete new site or with a
message and a non-zero status, the old site intact; never a spin, a
crash without a word, or a broken site.  Plain build only: the
sanitizers' runtime reserves far more address space than any limit.
Prints FAIL lines and "signals: N passed, M failed".
"""
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in tests/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer, debris, tree  # noqa: E402  (tests/lib.py)

rs, vr, top = (os.path.abspath(a) for a in sys.argv[1:4])
T = Layer("signals")
ok = T.ok
rng = random.Random(25)


with tempfile.TemporaryDirectory() as tmp:
    gen = os.path.join(tmp, "gen")
    subprocess.run(["cc", "-O2", "-std=c11", "-o", gen,
                    os.path.join(top, "bench/gen.c"), "-lm"], check=True)
    big_md, big_runs = os.path.join(tmp, "g.md"), os.path.join(tmp, "g.jsonl")
    subprocess.run([gen, "6000", big_runs, big_md,
                    os.path.join(tmp, "g.txt")], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = os.path.join(tmp, "out")
    os.makedirs(out)
    site = os.path.join(out, "site")

    def build(dest, md, runs, limit=None, timeout=600):
        def pre():
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            if limit is not None:
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        return subprocess.Popen([rs, "-o", dest, md, runs], cwd=top,
                                stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, preexec_fn=pre)

    p = build(site, "report.md", "data/results.jsonl")
    p.communicate(timeout=300)
    old = tree(site)
    keep = os.path.join(tmp, "old")
    shutil.copytree(site, keep)
    t0 = time.monotonic()
    p = build(os.path.join(tmp, "new"), big_md, big_runs)
    p.communicate(timeout=600)
    full = time.monotonic() - t0
    new = tree(os.path.join(tmp, "new"))
    ok(p.returncode == 0 and len(new) > 20, "the large build failed")

    def fresh():
        shutil.rmtree(site, ignore_errors=True)
        shutil.copytree(keep, site)

    for k in range(4):
        sig = signal.SIGTERM if k % 2 == 0 else signal.SIGINT
        fresh()
        p = build(site, big_md, big_runs)
        at = rng.uniform(0.0, full * 1.1)
        time.sleep(at)
        sent = time.monotonic()
        p.send_signal(sig)
        try:
            _, err = p.communicate(timeout=20)
            took = time.monotonic() - sent
        except subprocess.TimeoutExpired:
            p.kill()
            _, err = p.communicate()
            took = None
        what = "%s at %.1f s of %.1f" % (sig.name, at, full)
        ok(took is not None, what + ": still running 20 s later")
        rc = p.returncode
        got = tree(site)
        ok(rc in (-sig, 0), what + ": exit %s, not killed by the signal: %s"
           % (rc, err.decode()[-300:]))
        ok(got == old or got == new, what + ": the site is neither the "
           "old nor the new one")
        ok(rc != 0 or got == new, what + ": exit 0 with the old site")
        ok(not debris(out), what + ": left %s" % debris(out))

    # verify-report on the same runs: stopped as promptly.
    for k in range(2):
        p = subprocess.Popen([vr, big_md, big_runs], cwd=top,
                             stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, 0.5))
        p.send_signal(signal.SIGTERM)
        try:
            p.wait(timeout=20)
            ok(p.returncode in (-signal.SIGTERM, 0, 1),
               "verify-report: SIGTERM: exit %d" % p.returncode)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            ok(False, "verify-report: still running 20 s after SIGTERM")

    # --analysis (the site tool's other output) and verify-report --fix
    # each replace one file: a signal at any moment leaves the old file
    # or the whole new one, and nothing beside it (REPORT.bound.md keeps
    # its record of what --fix wrote, .REPORT.bound.md.verify-report, with it).
    ana = os.path.join(out, "analysis.md")
    whole = os.path.join(tmp, "analysis-whole.md")
    p = subprocess.Popen([rs, "-o", os.path.join(tmp, "new2"), "--analysis",
                          whole, big_md, big_runs], cwd=top,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    p.communicate(timeout=600)
    with open(whole, "rb") as f:
        new_ana = f.read()
    for k in range(3):
        sig = signal.SIGTERM if k % 2 == 0 else signal.SIGINT
        fresh()
        with open(ana, "wb") as f:
            f.write(b"old analysis\n")
        p = subprocess.Popen([rs, "-o", site, "--analysis", ana, big_md,
                              big_runs], cwd=top, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
        at = rng.uniform(0.0, full * 1.1)
        time.sleep(at)
        sent = time.monotonic()
        p.send_signal(sig)
        what = "--analysis, %s at %.1f s of %.1f" % (sig.name, at, full)
        try:
            _, err = p.communicate(timeout=20)
            ok(time.monotonic() - sent < 20, what + ": slow")
        except subprocess.TimeoutExpired:
            p.kill()
            _, err = p.communicate()
            ok(False, what + ": still running 20 s later")
        with open(ana, "rb") as f:
            got_ana = f.read()
        ok(p.returncode in (-sig, 0), what + ": exit %s" % p.returncode)
        ok(got_ana in (b"old analysis\n", new_ana), what + ": the analysis "
           "is neither the old nor the new one (%d bytes)" % len(got_ana))
        ok(p.returncode != 0 or got_ana == new_ana,
           what + ": exit 0 with the old analysis")
        ok(not debris(out), what + ": left %s" % debris(out))

    fixdir = os.path.join(tmp, "fix")
    os.makedirs(fixdir)
    fix_md = os.path.join(fixdir, "r.md")
    for k in range(3):
        for n in os.listdir(fixdir):
            os.remove(os.path.join(fixdir, n))
        shutil.copyfile(big_md, fix_md)
        p = subprocess.Popen([vr, "--fix", fix_md, big_runs], cwd=top,
                             stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
        at = rng.uniform(0.0, 2.0)
        time.sleep(at)
        p.send_signal(signal.SIGTERM)
        what = "--fix, SIGTERM at %.1f s" % at
        try:
            p.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
            ok(False, what + ": still running 20 s later")
        left = sorted(os.listdir(fixdir))
        ok(p.returncode in (-signal.SIGTERM, 0, 1),
           what + ": exit %s" % p.returncode)
        ok(not [n for n in left if ".tmp." in n], what + ": left %s" % left)
        ok(left in (["r.md"], [".r.bound.md.verify-report", "r.bound.md",
                               "r.md"]) or
           (p.returncode != 0 and left == ["r.bound.md", "r.md"]),
           what + ": the folder holds %s" % left)
        with open(fix_md, "rb") as f, open(big_md, "rb") as g:
            ok(f.read() == g.read(), what + ": the report was changed")

    # Under a memory limit: an end, with a word, never a broken site.
    ends = []
    for mb in (64, 160, 256, 512):
        fresh()
        t0 = time.monotonic()
        p = build(site, big_md, big_runs, limit=mb << 20)
        try:
            _, err = p.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            p.kill()
            _, err = p.communicate()
            ok(False, "ulimit -v %d MB: still running after 60 s" % mb)
            continue
        rc, err = p.returncode, err.decode("utf-8", "replace")
        got = tree(site)
        ends.append(rc)
        what = "ulimit -v %d MB: exit %d" % (mb, rc)
        if rc == 0:
            ok(got == new, what + ", and the site is not the new one")
        else:
            ok(err.strip() != "", what + " without a message")
            ok("out of memory" not in err or
               "report-site: out of memory" in err,
               what + ": the message names another program: " + err[-200:])
            ok(got == old, what + ", and the old site is not intact: " +
               err[-300:])
    ok(any(rc != 0 for rc in ends), "no memory limit failed the build: "
       "the test tests nothing (%s)" % ends)

    # Every limit from where the program cannot start to where the small
    # example fits, in steps of 2 MB: each allocation that can fail
    # fails at some step (a copy's thread once aborted with no word and
    # left its site.tmp folder behind at 45-52 MB).
    fresh()
    ends, base = [], set(os.listdir(out))
    for mb in range(40, 130, 2):
        p = build(site, "report.md", "data/results.jsonl", limit=mb << 20)
        try:
            _, err = p.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            p.kill()
            _, err = p.communicate()
            ok(False, "small, ulimit -v %d MB: still running after 60 s" % mb)
            continue
        rc, err = p.returncode, err.decode("utf-8", "replace")
        ends.append(rc)
        what = "small, ulimit -v %d MB: exit %d" % (mb, rc)
        left = sorted(set(os.listdir(out)) - base)
        ok(left == [], what + ": left %s" % left)
        for n in left:
            shutil.rmtree(os.path.join(out, n), ignore_errors=True)
        if rc == 0:
            ok(tree(site) == old, what + ", and the site differs")
        else:
            ok(err.strip() != "", what + " without a message")
            ok(tree(site) == old, what + ", and the old site is not intact")
    ok(0 in ends and any(rc != 0 for rc in ends),
       "the small sweep did not go from failing to fitting: %s" % ends)

T.end()

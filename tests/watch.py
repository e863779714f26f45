#!/usr/bin/env python3
"""verify-report --watch (issue 26 item 3; src/watch.c, docs/performance.md
"Watching a report"): a first full check, then after each save only the
claims that changed, were added or were removed, and the summary.

    python3 tests/watch.py VERIFY-REPORT

It waits for states (a line on the pipe), never for a time, within one
generous overall timeout.  The steps, on a copy of an example report:
the first check equals a plain run's output; a number edited and saved
by rename prints that claim alone; a line inserted above prints nothing
but the summary (claims are keyed by address and text, not line); a
claim removed by an in-place write prints one "removed" line; a results
edit reloads the runs (the cache's trace says so; report edits never
reload them) and prints the claims it changed; a deleted report, and
broken results, give one line and the watch goes on; SIGTERM ends it as
that signal with no file left behind.  And --watch is refused with -,
--fix, --bind, --export and --query.
"""
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

VR = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
EX = os.path.join(HERE, "examples", "en-lkml-sched")
DEADLINE = time.monotonic() + 300
SUMMARY = re.compile(r"^\d+ claims?: ")
fails = 0
passes = 0


def check(ok, what):
    global fails, passes
    print(("ok   " if ok else "FAIL ") + what)
    if ok:
        passes += 1
    else:
        fails += 1


def pump(stream, q):
    for line in stream:
        q.put(line)
    q.put(None)


def until(q, pred, what):
    """The lines up to and with the first that pred accepts."""
    got = []
    while True:
        left = DEADLINE - time.monotonic()
        if left <= 0:
            raise SystemExit("FAIL timed out waiting for %s; got %r"
                             % (what, got))
        try:
            line = q.get(timeout=left)
        except queue.Empty:
            continue
        if line is None:
            raise SystemExit("FAIL the watch ended waiting for %s; got %r"
                             % (what, got))
        got.append(line.rstrip("\n"))
        if pred(got[-1]):
            return got


def save_renamed(path, text):
    tmp = path + ".swp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.rename(tmp, path)


def save_in_place(path, text):
    with open(path, "r+", encoding="utf-8") as f:
        f.truncate(0)
        f.write(text)


def refusals(d):
    for extra in (["--fix"], ["--bind"], ["--export=text"],
                  ["--query=duckdb"], ["-"]):
        args = [VR, "--watch", "report.md", "results.jsonl"] + extra
        if extra == ["-"]:
            args = [VR, "--watch", "-", "results.jsonl"]
        p = subprocess.run(args, cwd=d, capture_output=True, text=True,
                           stdin=subprocess.DEVNULL, timeout=60)
        check(p.returncode == 2 and "--watch" in p.stderr
              and p.stdout == "",
              "--watch refused with %s (%d: %s)"
              % (extra[0], p.returncode, p.stderr.strip()))


def main():
    d = tempfile.mkdtemp(prefix="vr-watch-")
    try:
        run(d)
    finally:
        shutil.rmtree(d)
    print("watch: %d passed, %d failed" % (passes, fails))
    sys.exit(1 if fails else 0)


def run(d):
    rep = os.path.join(d, "report.md")
    res = os.path.join(d, "results.jsonl")
    shutil.copy(os.path.join(EX, "report.md"), rep)
    shutil.copy(os.path.join(EX, "results.jsonl"), res)
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(d, "cache"),
               VERIFY_REPORT_CACHE="trace", VERIFY_REPORT_CACHE_MIN="0",
               NO_COLOR="1")
    refusals(d)
    plain = subprocess.run([VR, "report.md", "results.jsonl"], cwd=d,
                           capture_output=True, text=True, env=env,
                           timeout=60).stdout.splitlines()
    before = set(os.listdir(d))
    p = subprocess.Popen([VR, "--watch", "report.md", "results.jsonl"],
                         cwd=d, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=env)
    out, err = queue.Queue(), queue.Queue()
    threading.Thread(target=pump, args=(p.stdout, out), daemon=True).start()
    threading.Thread(target=pump, args=(p.stderr, err), daemon=True).start()
    try:
        steps(p, out, err, rep, res, plain)
        p.send_signal(signal.SIGTERM)
        p.wait(timeout=max(1, DEADLINE - time.monotonic()))
        check(p.returncode == -signal.SIGTERM,
              "SIGTERM ends the watch as SIGTERM (%r)" % p.returncode)
        after = set(os.listdir(d))
        check(after == before, "no file left beside the report: %r"
              % sorted(after ^ before))
        left = [f for _, _, fs in os.walk(os.path.join(d, "cache"))
                for f in fs if not f.endswith(".runs")]
        check(left == [], "no temporary file in the cache: %r" % left)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def loads(err):
    """The runs loads the cache's trace told of since the last call."""
    n = 0
    while True:
        try:
            line = err.get_nowait()
        except queue.Empty:
            return n
        if line is not None and "runs cache: hashed" in line:
            n += 1


def steps(p, out, err, rep, res, plain):
    first = until(out, SUMMARY.match, "the first summary")
    check(first == plain, "the first check is a plain run's output")
    loads(err)

    text = open(rep, encoding="utf-8").read()
    old = "[+4.3%](ev:tbench/patched~base/throughput_mb_s)"
    assert old in text
    text = text.replace(old, old.replace("4.3", "9.3"))
    save_renamed(rep, text)
    got = until(out, SUMMARY.match, "the summary after a rename")
    check(len(got) == 2 and re.match(r"report\.md:25:\d+: wrong: wrote "
                                      r"\+9\.3%", got[0]) is not None,
          "an edited number saved by rename prints that claim: %r" % got)
    check("1 wrong" in got[-1], "and the summary counts it: %r" % got[-1])

    text = "An inserted line.\n\n" + text
    save_renamed(rep, text)
    got = until(out, SUMMARY.match, "the summary after an insertion")
    check(len(got) == 1, "a line inserted above prints only the summary: "
          "%r" % got)

    gone = "[+9.3%](ev:tbench/patched~base/throughput_mb_s)"
    text = text.replace(gone, "+9.3%")
    save_in_place(rep, text)
    got = until(out, SUMMARY.match, "the summary after an in-place write")
    check(len(got) == 2 and got[0] == "report.md: removed: " + gone,
          "a claim removed by an in-place write: one removed line: %r"
          % got)
    check(loads(err) == 0, "report edits never reload the runs")

    runs = open(res, encoding="utf-8").read().splitlines(True)
    runs = [re.sub(r'"cpu_migrations":(\d+)',
                   lambda m: '"cpu_migrations":%d' % (2 * int(m.group(1))),
                   r) if '"hackbench-g16","cfg":"base"' in r else r
            for r in runs]
    save_in_place(res, "".join(runs))
    got = until(out, SUMMARY.match, "the summary after a results edit")
    check(any(re.match(r"report\.md:\d+:\d+: wrong: wrote 81\.8K", g)
              for g in got[:-1]), "a results edit prints the claims it "
          "changed: %r" % got)
    check(all(re.match(r"report\.md:\d+:\d+: \w+: ", g) for g in got[:-1]),
          "and nothing else: %r" % got)
    check(loads(err) == 1, "a results edit loads the runs once")

    os.remove(rep)
    got = until(out, lambda s: "cannot be read" in s, "a missing report")
    check(len(got) == 1 and got[0].startswith("verify-report: --watch: the "
                                              "report cannot be read"),
          "a deleted report: one line: %r" % got)
    save_renamed(rep, text)
    got = until(out, SUMMARY.match, "the summary after the report is back")
    check(len(got) == 1, "the report back as it was: the summary alone: "
          "%r" % got)

    saved = open(res, encoding="utf-8").read()
    save_in_place(res, saved + "{not json\n")
    got = until(out, lambda s: "cannot be read" in s, "broken results")
    check(len(got) == 1 and got[0].startswith("verify-report: --watch: the "
                                              "results cannot be read"),
          "broken results: one line: %r" % got)
    save_renamed(res, saved)
    got = until(out, SUMMARY.match, "the summary after the results mended")
    check(len(got) == 1, "the results mended: the summary alone: %r" % got)


main()

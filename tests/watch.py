#!/usr/bin/env python3
"""verify-report --watch (issue 26 item 3; src/watch.c, docs/performance.md
"Watching a report"): a first full check, then after each save only the
claims that changed, were added or were removed, and the summary.

    python3 tests/watch.py [--no-growth] VERIFY-REPORT

It waits for states (a line on the pipe), never for a time, within one
generous overall timeout (and a generous bound on each state the old
build never reached).  The steps, on a copy of an example report: the
first check equals a plain run's output; a number edited and saved by
rename prints that claim alone; a line inserted above prints nothing but
the summary (claims are keyed by address and text, not line); a save
that renames the old file to a backup first prints the summary alone; a
claim removed by an in-place write prints one "removed" line; a results
edit reloads the runs (the cache's trace says so; report edits never
reload them) and prints the claims it changed; a deleted report, and
broken results, give one line and the watch goes on; SIGTERM ends it as
that signal with no file left behind.  And --watch is refused with -,
--fix, --bind, --export and --query.

Then, each in a folder of its own: --suggest --min-coverage on a small
report (the unbound numbers and the coverage line that changed, and
nothing again when nothing did); a report that is a symbolic link, saved
through it, then its folder removed (the watch ends, 2); SIGINT while
RELOAD_RUNS runs load again (it ends as SIGINT before the reload is
done, no file left); and reports of SCALE_N and 4 * SCALE_N claims,
where a one-claim edit prints that claim alone and the re-check's CPU
time (the process's, from /proc, median of SCALE_ROUNDS runs of as many
re-checks as take SCALE_FLOOR seconds at SCALE_N) grows at most 5-fold.
"""
import os
import queue
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

# --no-growth: the scale session checks what each re-check prints but
# not how its time grows.  The suite passes it with the sanitizer build:
# ASan's own cost per allocation grows with the heap (4.4-5.3 from N to
# 4N where the plain build takes 4.0-4.5), so there the ratio measures
# the sanitizer; the plain build's run checks the growth.
GROWTH = "--no-growth" not in sys.argv[1:]
VR = os.path.abspath([a for a in sys.argv[1:] if a != "--no-growth"][0])
HERE = os.path.dirname(os.path.abspath(__file__))
EX = os.path.join(HERE, "examples", "en-lkml-sched")
DEADLINE = time.monotonic() + 900
SUMMARY = re.compile(r"^\d+ claims?: ")
LOADING = ("verify-report: --watch: results.jsonl changed: loading the runs "
           "again")
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


class Late(Exception):
    pass


def until(q, pred, what, within=None):
    """The lines up to and with the first that pred accepts.  Past the
    test's deadline it ends the test; past within seconds (a generous
    bound on a state the old build never reaches) it raises Late."""
    got = []
    end = time.monotonic() + within if within else DEADLINE
    while True:
        left = min(DEADLINE, end) - time.monotonic()
        if left <= 0 and within and time.monotonic() < DEADLINE:
            raise Late("timed out (%d s) waiting for %s; got %r"
                       % (within, what, got))
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
        for session in (unbound_coverage, linked, reload_signal, scale):
            sd = os.path.join(d, session.__name__)
            os.mkdir(sd)
            session(sd)
    finally:
        shutil.rmtree(d)
    print("watch: %d passed, %d failed" % (passes, fails))
    sys.exit(1 if fails else 0)


class Watch:
    """verify-report --watch ARGS in folder d, its lines on two queues."""

    def __init__(self, d, args, env):
        self.p = subprocess.Popen([VR, "--watch"] + args, cwd=d,
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True,
                                  env=env, preexec_fn=default_signals)
        self.out, self.err = queue.Queue(), queue.Queue()
        for s, q in ((self.p.stdout, self.out), (self.p.stderr, self.err)):
            threading.Thread(target=pump, args=(s, q), daemon=True).start()

    def until(self, pred, what, within=None):
        return until(self.out, pred, what, within)

    def summary(self, what, within=None):
        return until(self.out, SUMMARY.match, what, within)

    def cpu(self):
        """The process's CPU seconds so far (all its threads)."""
        with open("/proc/%d/stat" % self.p.pid) as f:
            t = f.read().rsplit(")", 1)[1].split()
        return (int(t[11]) + int(t[12])) / os.sysconf("SC_CLK_TCK")

    def end(self, sig=signal.SIGTERM):
        if self.p.poll() is None:
            self.p.send_signal(sig)
        try:
            self.p.wait(timeout=max(1, DEADLINE - time.monotonic()))
        except subprocess.TimeoutExpired:
            pass
        return self.p.returncode

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


def default_signals():
    """The watch as a terminal starts it: SIGINT and SIGTERM at their
    defaults.  A suite started in the background (`make check &`, a CI
    job under nohup) has SIGINT ignored, which its children inherit; an
    ignored SIGINT that comes while the watch loads is dropped by the
    kernel, so the reload test would wait for an end that never comes."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def env_in(d, **more):
    return dict(os.environ, XDG_CACHE_HOME=os.path.join(d, "cache"),
                VERIFY_REPORT_CACHE="trace", VERIFY_REPORT_CACHE_MIN="0",
                NO_COLOR="1", **more)


def plain_run(d, args, env):
    return subprocess.run([VR] + args, cwd=d, capture_output=True, text=True,
                          env=env, timeout=120).stdout.splitlines()


def no_temporary(d, what):
    left = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs
            if f.startswith(".tmp-")]
    check(left == [], "%s: no temporary file left: %r" % (what, left))


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
                         stderr=subprocess.PIPE, text=True, env=env,
                         preexec_fn=default_signals)
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
                for f in fs if not f.endswith((".runs", ".stats"))]
        check(left == [], "no temporary file in the cache: %r" % left)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def loads(err, least=0):
    """The runs loads the cache's trace told of since the last call,
    waiting (within 120 s) until at least `least` have come: the trace
    is on stderr, which its own thread reads, so it may reach its queue
    after the summary on stdout has reached its own."""
    n = 0
    while True:
        try:
            line = (err.get(timeout=120) if n < least else
                    err.get_nowait())
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

    # vim's and Emacs's save: the old file renamed to a backup, the new
    # one written beside it, the backup removed.
    text += "\nThanks.\n"
    os.rename(rep, rep + "~")
    with open(rep, "w", encoding="utf-8") as f:
        f.write(text)
    os.remove(rep + "~")
    got = until(out, SUMMARY.match, "the summary after a backup save")
    check(len(got) == 1, "a save that renames the old file away first "
          "prints only the summary: %r" % got)

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
    check(got[0] == LOADING, "a results edit: first the reload's line: %r"
          % got[:1])
    got = got[1:]
    check(any(re.match(r"report\.md:\d+:\d+: wrong: wrote 81\.8K", g)
              for g in got[:-1]), "a results edit prints the claims it "
          "changed: %r" % got)
    check(all(re.match(r"report\.md:\d+:\d+: \w+: ", g) for g in got[:-1]),
          "and nothing else: %r" % got)
    check(loads(err, 1) == 1, "a results edit loads the runs once")

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
    check(got[0] == LOADING, "broken results: first the reload's line: %r"
          % got[:1])
    got = got[1:]
    check(len(got) == 1 and got[0].startswith("verify-report: --watch: the "
                                              "results cannot be read"),
          "broken results: one line: %r" % got)
    save_renamed(res, saved)
    got = until(out, SUMMARY.match, "the summary after the results mended")
    check(got[0] == LOADING, "the results mended: first the reload's line: "
          "%r" % got[:1])
    got = got[1:]
    check(len(got) == 1, "the results mended: the summary alone: %r" % got)


# Sizes: a reload long enough that SIGINT comes in its middle (about 2.5
# CPU s); reports of SCALE_N and 4 * SCALE_N claims, re-checked as many
# times as take SCALE_FLOOR CPU seconds at SCALE_N (about 14 us a claim
# a re-check; 10 times with 5,000 claims, 2 under ASan).
RELOAD_RUNS = 300000
SCALE_N = 5000
SCALE_ROUNDS = 3
SCALE_FLOOR = 0.5

SMALL_RUNS = ('{"tc":"a","cfg":"base","rep":1,"m":100,"lat":9.0}\n'
              '{"tc":"a","cfg":"new","rep":1,"m":120,"lat":7.5}\n')
SMALL = """# Throughput

The new build serves [120](ev:a/new/m) requests a second against
[100](ev:a/base/m) before.

Latency fell to 7.5 ms.

The old build needed 42 retries.
"""


def unbound_coverage(d):
    """--unbound, --suggest and --min-coverage after each save: the
    unbound numbers that are new (with their suggestions) or gone, and
    the coverage line whenever its words change."""
    rep = os.path.join(d, "report.md")
    with open(os.path.join(d, "results.jsonl"), "w") as f:
        f.write(SMALL_RUNS)
    text = SMALL
    save_renamed(rep, text)
    env = env_in(d)
    args = ["--suggest", "--min-coverage=60", "report.md", "results.jsonl"]
    plain = plain_run(d, args, env)
    w = Watch(d, args, env)
    try:
        first = w.summary("the first summary")
        check(first == plain and any(": suggest: " in g for g in plain),
              "--suggest --min-coverage: the first check is a plain run's "
              "output, suggestions too: %r against %r" % (first, plain))

        text = text.replace("\nThe old build needed 42 retries.\n", "")
        save_renamed(rep, text)
        got = w.summary("the summary after an unbound number goes")
        check(got[:-1] == ["report.md: no longer unbound: 42",
                           "report.md: coverage: 66.7% is no longer below "
                           "--min-coverage=60%"],
              "an unbound number gone: one line, and the coverage line "
              "says it is no longer below: %r" % got)

        text += "\nIt took 9.25 s.\n"
        save_in_place(rep, text)
        got = w.summary("the summary after an unbound number is added")
        check(len(got) == 3 and re.match(r"report\.md:\d+:\d+: unbound: "
                                         r"9\.25$", got[0]) is not None and
              got[1] == "report.md: coverage: 50.0% is below "
              "--min-coverage=60%: 2 of 4 numbers are not bound (--unbound "
              "lists them)", "an unbound number added: its line and the "
              "coverage line: %r" % got)

        text = "Words above.\n\n" + text
        save_renamed(rep, text)
        got = w.summary("the summary after an insertion")
        check(len(got) == 1, "a line inserted above: the summary alone, "
              "no unbound or coverage line again: %r" % got)

        text = text.replace("[120](ev:a/new/m)", "[125](ev:a/new/m)")
        save_renamed(rep, text)
        got = w.summary("the summary after a claim's edit")
        check(len(got) == 2 and re.match(r"report\.md:\d+:\d+: wrong: "
                                         r"wrote 125", got[0]) is not None,
              "a claim edited: that claim alone, the unbound and the "
              "coverage as they were: %r" % got)

        text = text.replace("fell to 7.5 ms", "fell to [7.5](ev:a/new/lat) ms")
        save_renamed(rep, text)
        got = w.summary("the summary after a number is bound")
        check(len(got) == 4 and re.match(r"report\.md:\d+:\d+: ok: ",
                                         got[0]) is not None and
              got[1:3] == ["report.md: no longer unbound: 7.5",
                           "report.md: coverage: 75.0% is no longer below "
                           "--min-coverage=60%"],
              "a number bound: the new claim, the number no longer "
              "unbound, the coverage: %r" % got)
    except Late as e:
        check(False, "--unbound and --min-coverage: %s" % e)
    finally:
        w.kill()


def linked(d):
    """A report that is a symbolic link into another folder: a save
    through the link is seen; the folder removed ends the watch."""
    real = os.path.join(d, "real")
    os.mkdir(real)
    with open(os.path.join(real, "results.jsonl"), "w") as f:
        f.write(SMALL_RUNS)
    with open(os.path.join(real, "draft.md"), "w") as f:
        f.write(SMALL)
    os.symlink("real/draft.md", os.path.join(d, "report.md"))
    w = Watch(d, ["report.md", "real/results.jsonl"], env_in(d))
    try:
        w.summary("the first summary")
        save_in_place(os.path.join(d, "report.md"),
                      SMALL.replace("[100]", "[90]"))
        got = w.summary("the summary after a save through a link", 60)
        check(len(got) == 2 and re.match(r"report\.md:\d+:\d+: wrong: "
                                         r"wrote 90", got[0]) is not None,
              "a save through a symbolic link is seen: %r" % got)
    except Late as e:
        check(False, "a save through a symbolic link is seen: %s" % e)
    shutil.rmtree(real)
    try:
        w.p.wait(timeout=60)
    except subprocess.TimeoutExpired:
        pass
    err = []
    while not w.err.empty():
        err.append(w.err.get())
    check(w.p.returncode == 2 and any("is gone" in e for e in err if e),
          "the watched folder removed ends the watch (2, saying so): "
          "%r %r" % (w.p.returncode, err[-2:]))
    w.kill()


def write_runs(path, n, salt):
    """n runs of 20 metrics (about 300 bytes each): 1,000 test cases
    in 2 configs, reps from salt on."""
    with open(path, "w") as f:
        for i in range(n):
            f.write('{"tc":"t%d","cfg":"%s","rep":%d,%s}\n' % (
                i % 1000, "base" if i // 1000 % 2 else "new",
                i // 2000 + salt,
                ",".join('"m%d":%d.%d' % (k, 1000 + i % 977, k)
                         for k in range(20))))


def reload_signal(d):
    """SIGINT while a big results file loads again ends the watch at
    once, as SIGINT, with no file left (the runs cache's included)."""
    res = os.path.join(d, "big.jsonl")
    write_runs(res, RELOAD_RUNS, 1)
    with open(os.path.join(d, "report.md"), "w") as f:
        f.write("t0 ran at [1](ev:t0/base/m0).\n")
    w = Watch(d, ["report.md", "big.jsonl"], env_in(d))
    try:
        w.summary("the first summary")
        before = set(os.listdir(d))
        write_runs(res + ".new", RELOAD_RUNS, 2)
        os.rename(res + ".new", res)
        w.until(lambda s: "loading the runs again" in s,
                "the reload's line", 60)
        w.p.send_signal(signal.SIGINT)
        try:
            w.p.wait(timeout=120)
        except subprocess.TimeoutExpired:
            pass
        late = []
        while not w.out.empty():
            late.append(w.out.get())
        check(w.p.returncode == -signal.SIGINT and
              not any(l and SUMMARY.match(l) for l in late),
              "SIGINT during a reload ends it before the reload is done, "
              "as SIGINT (%r; after the reload's line: %r)"
              % (w.p.returncode, late))
        check(set(os.listdir(d)) == before, "no file left beside the "
              "report: %r" % sorted(set(os.listdir(d)) ^ before))
    except Late as e:
        check(False, "SIGINT during a reload: %s" % e)
    finally:
        w.kill()
    no_temporary(d, "SIGINT during a reload")


def claims_report(n, wrong=()):
    """A report of n claims, one a paragraph, claim k written wrong
    for k in wrong."""
    return "".join("Value [%d](ev:t%d/base/m).\n\n"
                   % (value(k) * (3 if k in wrong else 1), k)
                   for k in range(n))


def value(k):
    return 100 + k % 200


def scale(d):
    """A report of N and 4N claims: after a one-claim edit only that
    claim prints, and the CPU time of a run of re-checks (as many as
    take SCALE_FLOOR s at N, so that it can be measured; the same
    number at 4N) grows at most linearly: t(4N) / t(N) <= 5, of the
    median of SCALE_ROUNDS rounds a size.  Both watches run at once and
    their rounds alternate, so a load that comes and goes weighs on
    both sizes alike (the rounds of N all before those of 4N made 5.14
    of a load that rose in between); a ratio over 5 is measured again,
    SCALE_ROUNDS more rounds a size, before it fails."""
    ws, reps, times = {}, {}, {}
    sizes = (SCALE_N, 4 * SCALE_N)
    saves = [0]
    try:
        for n in sizes:
            sd = os.path.join(d, str(n))
            os.mkdir(sd)
            reps[n] = os.path.join(sd, "report.md")
            with open(os.path.join(sd, "results.jsonl"), "w") as f:
                for k in range(n):
                    f.write('{"tc":"t%d","cfg":"base","rep":1,"m":%d}\n'
                            % (k, value(k)))
            save_renamed(reps[n], claims_report(n))
            ws[n] = Watch(sd, ["report.md", "results.jsonl"], env_in(sd))
            times[n] = []
            got = ws[n].summary("the first summary of %d claims" % n, 300)
            check(got == ["%d claims: %d ok, 0 near, 0 wrong, 0 flipped, "
                          "0 error; 0 unbound; coverage 100.0%%" % (n, n)],
                  "%d claims: the first check: %r" % (n, got[-3:]))
        r = 0
        for extra in (0, 1):
            if extra and (ratio(times) <= 5 or not GROWTH):
                break
            for _ in range(SCALE_ROUNDS if GROWTH else 1):
                for n in sizes:
                    times[n].append(scale_round(ws[n], reps[n], n, r,
                                                saves))
                r += 1
    except Late as e:
        check(False, "scale: %s" % e)
    finally:
        for w in ws.values():
            w.kill()
    for n in sizes:
        print("     %d claims: %d re-checks took %s CPU s (median of %d)"
              % (n, saves[0], " ".join("%.2f" % t for t in times[n]),
                 len(times[n])))
    if not GROWTH:
        print("     (--no-growth: the ratio is checked on the plain build)")
        return
    small = median(times.get(SCALE_N))
    big = median(times.get(4 * SCALE_N))
    check(small >= SCALE_FLOOR and big <= 5 * small,
          "the re-checks' CPU time grows at most linearly: %.2f s at %d "
          "claims, %.2f s at %d (ratio %.2f, at most 5; the small one at "
          "least %.2f s)" % (small, SCALE_N, big, 4 * SCALE_N,
                             big / small if small else 0, SCALE_FLOOR))


def median(ts):
    """The median of a size's rounds (0 with none): a round at N that a
    lull made fast weighs no more than one a burst made slow (the best
    of six, 0.50 s against 0.65-0.79 s, made 5.30 of a plain build's
    4.1 in medians)."""
    return statistics.median(ts) if ts else 0


def ratio(times):
    """The median time at 4N over that at N (inf when one is missing)."""
    a, b = median(times.get(SCALE_N)), median(times.get(4 * SCALE_N))
    return b / a if a > 0 and b > 0 else float("inf")


def scale_round(w, rep, n, r, saves):
    """One round of re-checks of the watch w over rep of n claims: an
    edit, then its undoing, each a one-claim change; the first round at
    N makes as many as take SCALE_FLOOR (with a margin), saves[0], and
    every other round that many.  Returns its CPU seconds."""
    c0 = w.cpu()
    e = 0
    while (e < saves[0] if saves[0] else
           e % 2 or w.cpu() - c0 < 1.3 * SCALE_FLOOR):
        k = (n * (e // 2 * 2 + 1) // 64 + r) % n
        save_renamed(rep, claims_report(n, (k,) if e % 2 == 0 else ()))
        got = w.summary("re-check %d of %d claims" % (e, n), 300)
        want = (r"report\.md:\d+:\d+: %s: wrote %d\b"
                % ("wrong", 3 * value(k)) if e % 2 == 0 else
                r"report\.md:\d+:\d+: ok: wrote %d\b" % value(k))
        ok = len(got) == 2 and re.match(want, got[0])
        if not ok or (r == 0 and e < 2):
            check(ok, "%d claims, claim %d %s: that claim alone: %r"
                  % (n, k, "edited" if e % 2 == 0 else "put back",
                     got[:3]))
        e += 1
    saves[0] = e
    return w.cpu() - c0


main()

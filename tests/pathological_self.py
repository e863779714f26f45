#!/usr/bin/env python3
"""Tests the harness of tests/pathological.py on stand-in programs: a
run is charged its own CPU time, not the time it waits (a loaded
machine must not fail a case, issue 25.8); a run that spins past its
CPU limit is stopped and its case reported for it; a run that neither
ends nor spins is stopped by the wall limit as a hang.

    python3 tests/pathological_self.py

Prints a line per check and "pathological harness: N passed, M failed".
"""
import os
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pathological as P  # noqa: E402

passed = failed = 0


def check(name, good, detail=""):
    global passed, failed
    if good:
        passed += 1
        print("ok   " + name)
    else:
        failed += 1
        print("FAIL %s\n    %s" % (name, detail))


def program(tmp, name, body):
    """A stand-in for verify-report: a shell script."""
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write("#!/bin/sh\n" + body + "\n")
    os.chmod(path, 0o755)
    return path


def limits(cpu, wall):
    """Sets the harness's limits: a budget of cpu seconds (the older
    harness had one limit, of wall time, TIMEOUT) and a wall limit."""
    P.CPU_LIMIT, P.WALL_LIMIT, P.TIMEOUT = cpu, wall, cpu


def case(name):
    return (name, lambda n: P.md("x\n"), 1, "vr", "ok", True)


def main():
    P.TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory() as tmp:
        spin = program(tmp, "spin", "while :; do :; done")
        sleep1 = program(tmp, "sleep1", "exec sleep 1")
        sleep3 = program(tmp, "sleep3", "exec sleep 3")
        sleep60 = program(tmp, "sleep60", "exec sleep 60")
        work = os.path.join(tmp, "work")
        os.mkdir(work)

        # Spinning past a CPU limit of 1 s: stopped and said so, its
        # CPU time measured, well before the wall limit.
        limits(1, 20)
        w0 = time.monotonic()
        out = P.run(spin, case("spin"), 1, work)
        wall = time.monotonic() - w0
        rc, err, t = out[0], out[1], out[2]
        check("a spinning run is stopped at its CPU limit",
              rc is None and "CPU limit" in err and wall < 30,
              "rc %r after %.1f s: %s" % (rc, wall, err))
        check("a spinning run is charged its CPU time",
              0.9 <= t <= 5, "charged %.2f s" % t)

        # Sleeping 3 s under a CPU limit of 1 s: not charged, not
        # stopped (the wall limit is the last resort, far above).
        limits(1, 60)
        out = P.run(sleep3, case("sleep"), 1, work)
        rc, err, t = out[0], out[1], out[2]
        check("a sleeping run is not stopped by the CPU limit",
              rc == 0, "rc %r: %s" % (rc, err))
        check("a sleeping run is not charged its sleep",
              t < 0.5, "charged %.2f s" % t)

        # Neither ending nor spinning: a hang, stopped by the wall limit.
        limits(5, 2)
        w0 = time.monotonic()
        out = P.run(sleep60, case("hang"), 1, work)
        wall = time.monotonic() - w0
        rc, err = out[0], out[1]
        check("a run that never ends is stopped by the wall limit",
              rc is None and "hang" in err and wall < 30,
              "rc %r after %.1f s: %s" % (rc, wall, err))

        # A case whose program passes its CPU limit fails, saying so.
        limits(1, 20)
        try:
            line, problems = P.growth_case({"vr": spin}, case("a case"),
                                           work)
            text = "\n".join(problems)
        except AttributeError as e:
            line, problems, text = "", ["no growth_case"], str(e)
        check("a case over its CPU limit is reported as such",
              any("CPU limit" in p for p in problems), line + " " + text)

        # A case whose program sleeps passes, at no cost (one try a
        # size: a sleep is no measure).
        P.TRIES = 1
        try:
            line, problems = P.growth_case({"vr": sleep1}, case("sleepy"),
                                           work)
            text = "\n".join(problems)
        except AttributeError as e:
            line, problems, text = "", ["no growth_case"], str(e)
        check("a case that sleeps passes", not problems, line + " " + text)
    print("pathological harness: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

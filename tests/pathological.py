#!/usr/bin/env python3
"""Pathological inputs with a time bound, in the manner of cmark's
pathological_tests.py: each case is built at size N and 4N, and fails
when its CPU time grows more than RATIO (5) times (linear growth is 4
times), when the program crashes, or when it does not stop as the case
expects (a checked run exits 0 or 1, a refused input exits 2 with a
FILE:LINE: error).  Every run gets at most MEMORY bytes of address
space, so that an input that costs quadratic memory fails here instead
of being killed by the machine, and at most CPU_LIMIT seconds of CPU.

    python3 tests/pathological.py [--quick|--all] [-k NAME] [PROGRAM_DIR]

--quick (what `make check` runs) takes the cases marked quick, --all
(`make pathological`) every case.  PROGRAM_DIR holds verify-report and
report-site (default: the top folder).  Prints one line per case and
"pathological: N passed, M failed".  tests/pathological_self.py tests
this harness: its limits and what it charges a run.
"""
import os
import re
import resource
import shutil
import subprocess
import sys
import signal
import tempfile
import threading

# Growth from N to 4N: at most RATIO times (linear is 4).  Every time
# is the CPU time of the run alone (wait4), never wall time, which a
# loaded machine stretches many times over (issue 25.8: at load 13,
# cases hit a 120 s wall timeout with 2 to 5 s of CPU).  A run below
# FLOOR seconds of CPU measures the machine and the program's fixed
# costs as much as the input ("long line in the report" went 0.05 s ->
# 0.42 s): the ratio is taken against FLOOR, so that a case fails only
# when its 4N run passes both RATIO x FLOOR and RATIO times its N run.
# Each size is the best of TRIES runs (fewer when a run takes LONG
# seconds or more, which the input decides, not the noise), and a case
# over the ratio is measured again, TRIES more runs a size, before it
# fails.
RATIO = 5.0
FLOOR = 0.5
TRIES = 3
LONG = 3.0
# Every run's CPU time is limited (RLIMIT_CPU: SIGXCPU at the limit,
# SIGKILL 2 s later if that is held).  The wall limit is a last resort
# against a hang: a run that waits is not charged for it, so this
# bound is ten times the CPU one.
CPU_LIMIT = 120
WALL_LIMIT = 10 * CPU_LIMIT
# The largest input here is a 50 MB line; no case needs near this.
MEMORY = 2 << 30


# Cases whose memory is bounded by the report: (times the report's
# bytes, plus bytes for the program, its threads and the runs), as
# address space.  report-site stops reading a report at the line where
# its page can no longer fit (issue 25.2: a 1 MB report of "1 " numbers
# took 1.46 GB, then 129 MB, 125 times its size, in the records of its
# unbound numbers; now 31 MB, and 45 MB at 4 MB).
MEM_BOUND = {
    "bare numbers past a page's budget, site": (30, 192 << 20),
    "prose past a page's budget, site": (30, 192 << 20),
    "bare numbers, 1 MB, site": (30, 192 << 20),
    # One paragraph: the numbers found in it (260 bytes each, doubled
    # as the list grows) until the page's 75,000 stop the walk, 60 MB
    # of heap beside the threads' reserved arenas (1 MB: 490 MB before).
    "bare numbers in one paragraph, site": (30, 256 << 20),
    # verify-report keeps a record of every unbound number: 262 bytes
    # each made a 2 MB report of "1 " take 252 MB (120 times); now a
    # 48-byte record (its text interned, its place shared) and a found
    # list made unbound 1,024 at a time: 65 MB.  64 MB of base: a bare
    # run needs 42 MB of address space.
    "bare numbers, verify": (30, 64 << 20),
    "bare numbers in one paragraph, verify": (30, 64 << 20),
    # A third figure: times the runs file.  A new metric name in every
    # run (issue 25.13) cost a malloc'd name in two string tables and
    # two allocations a sparse column: 313 MB of address space at 44
    # MB of runs, 5.3 times a runs byte; then the tables packed their
    # strings and a chunk's sparse columns shared one block: 261 MB.
    # Now a merged block is freed when no block is left to parse into
    # it, a parsed block drops its values (they are in its chunks) and
    # its rows' spare room, and the runs array grows a block at a time,
    # not by doubling: 103 and 219 MB at 11 and 44 MB of runs (80 MB
    # and 2.1 and 3.2 times the runs; the previous build 120 and 261
    # MB, 3.8 and 4.2 times).  The address space counts the mapped file
    # (1 time) and glibc's 64 MB reserve a thread arena, so these runs
    # get one arena (MALLOC_ARENA_MAX=1) and the bound no longer
    # depends on the cores: 80 MB and 3.7 times the runs, which the
    # previous build fails at both sizes and this one passes by 20 and
    # 11 %.
    "a new metric name per run, memory, verify": (0, 80 << 20, 3.7),
    # Issue 25.2: 16,000 claims (264 KB) fit the reading limit but not
    # the page, whose tree the old build made whole (14 KB a claim)
    # before its exact size refused it: 226 MB at its peak, out of
    # memory under this bound (208 MB at N, one arena: the third
    # figure, 0 times the runs, only asks for MALLOC_ARENA_MAX=1).
    # Now the claims' marks and evidence blocks count a lower bound of
    # the page as they are made, and the page is refused at the claim
    # that passes it: 138 MB.  At 4N the reading limit refuses.
    "16,000 claims past a page's budget, memory, site":
        (30, 200 << 20, 0),
}

# Cases whose refusal must say why: a pattern its stderr must hold.
MESSAGE = {
    "16,000 claims past a page's budget, memory, site":
        r"report\.md:\d+:\d+: error: the page would pass a file's budget",
}

# ---------------------------------------------------------------------------
# Input builders.  Each returns (report text or None, runs text or None).


def runs_lines(n, tc="t", cfg="a", metric="m"):
    return "".join('{"tc":"%s","cfg":"%s","rep":%d,"%s":%d}\n' %
                   (tc, cfg, i + 1, metric, i % 997) for i in range(n))


SMALL_RUNS = runs_lines(3) + runs_lines(3, cfg="b")


def md(text):
    return (text, None)


def md_runs(text, runs=SMALL_RUNS):
    return (text, runs)


# The table of the running example's shape: a bound header, one row per
# metric, cells checked against medians.
def table_rows(n):
    rows = ["| [metric](ev:t//) | [a](ev:/a/) | [b](ev:/b/) |",
            "|---|---:|---:|"]
    rows += ["| [m](ev://m) | 2 | 2 |" for _ in range(n)]
    return md_runs("\n".join(rows) + "\n")


def table_cols(n):
    head = "|" + "|".join(" [c%d](ev:/a/) " % i for i in range(n)) + "|"
    sep = "|" + "|".join("---" for _ in range(n)) + "|"
    body = "|" + "|".join(" 2 " for _ in range(n)) + "|"
    return md_runs("\n".join([head, sep, body]) + "\n")


# A header of n columns over many one-cell rows: GFM fills every row up
# to the header's width at parse time (LIBRARY-HAZARDS.md).
def table_autofill(n):
    head = "|" + "|".join("h" for _ in range(100)) + "|"
    sep = "|" + "|".join("-" for _ in range(100)) + "|"
    return md("\n".join([head, sep] + ["x"] * n) + "\n")


def one_group(n):
    return (("[%d](ev:t/a/@n) runs, median [%s](ev:t/a/m).\n" %
             (n, median(n))), runs_lines(n))


def median(n):
    v = sorted(i % 997 for i in range(n))
    m = v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
    return "%g" % m


def deep_expr(n):
    return md("[1](<ev:=%s1%s>)\n" % ("(" * n, ")" * n))


def long_expr(n):
    return md("[%d](<ev:=%s>)\n" % (n, "+".join("1" for _ in range(n))))


def claims(n):
    return md_runs("".join("[+0%](ev:t/b~a/m) " if i % 2 else
                           "[2](ev:t/a/m)\n\n" for i in range(n)) + "\n")


def claims_big_group(n):
    # Every claim reads the whole group: claims x runs values.
    return ("".join("[%s](ev:t/a/m)\n\n" % median(n) for _ in range(n)),
            runs_lines(n))


def claims_many_groups(n):
    # Every claim looks up its group among n.
    runs = "".join('{"tc":"t","cfg":"c%d","rep":1,"m":1}\n' % i
                   for i in range(n))
    return ("".join("[1](ev:t/c%d/m)\n\n" % i for i in range(n)), runs)


def headings(n):
    return md("".join("## Same\n\ntext [1](ev:=1)\n\n" for _ in range(n)))


def tcs_claims(n):
    runs = "".join('{"tc":"t%d","cfg":"a","rep":1,"m":1}\n' % i
                   for i in range(n))
    rep = "".join("## t%d\n\n[1](ev:t%d/a/m)\n\n" % (i, i) for i in range(n))
    return (rep, runs)


def metrics_runs(n):
    # Every run with its own metric: the checker's table is sparse.
    runs = "".join('{"tc":"t","cfg":"a","rep":%d,"m%d":1}\n' % (i + 1, i)
                   for i in range(n))
    return ("[1](ev:t/a/m0)\n", runs)


def metric_names(n):
    # 100 runs a test case, each run with a metric name of its own: 56
    # bytes a run (issue 25.13: the names' tables and columns).
    runs = "".join('{"tc":"t%d","cfg":"a","rep":%d,"metric_%07d":%d.5}\n'
                   % (i // 100, i % 100 + 1, i, i % 997) for i in range(n))
    return ("[1](ev:t0/a/metric_0000000)\n", runs)


def tcs_metrics_runs(n):
    # Every run with a test case and a metric of its own.
    runs = "".join('{"tc":"t%d","cfg":"a","rep":1,"m%d":1}\n' % (i, i)
                   for i in range(n))
    return ("[1](ev:t0/a/m0)\n", runs)


# Data-only attacks on the site (issue 15): the results file alone, the
# default report.
DEFAULT_REPORT = "# Report\n\n[1](ev:=1)\n"


def meta_keys_runs(n):
    # Every run with a metadata key of its own, 100 runs a test case
    # (few enough that the checker's scripts carry the metadata).
    return (DEFAULT_REPORT,
            "".join('{"tc":"t%d","cfg":"a","rep":%d,"m":1,"k%d":"x"}\n'
                    % (i // 100, i + 1, i) for i in range(n)))


def tcs_metrics_default(n):
    # Every run with a test case and a metric of its own.
    return (DEFAULT_REPORT,
            "".join('{"tc":"t%d","cfg":"a","rep":1,"m%d":1}\n' % (i, i)
                    for i in range(n)))


def tcs_metrics_long(n):
    # Every run with a test case and a metric of its own, each name of
    # 120 bytes: the checker's names pass a page's budget at 4N.
    return (DEFAULT_REPORT,
            "".join('{"tc":"%s%d","cfg":"a","rep":1,"%s%d":1}\n' %
                    ("t" * 120, i, "m" * 120, i) for i in range(n)))


def tcs_same_metrics(n):
    # n test cases of a run, each of the same 1,000 metrics: the list
    # of each test case's metrics is test cases x metrics.
    row = ",".join('"m%d":%d' % (m, m % 7) for m in range(1000))
    return (DEFAULT_REPORT,
            "".join('{"tc":"t%d","cfg":"a","rep":1,%s}\n' % (i, row)
                    for i in range(n)))


def sparse_metrics(n):
    # One test case, every run with a metric of its own: each metric's
    # script holds every run, so the checker's data is runs x metrics
    # until the budget stops it.
    return (DEFAULT_REPORT,
            "".join('{"tc":"t","cfg":"a","rep":%d,"m%d":1}\n' % (i + 1, i)
                    for i in range(n)))


def perrun_exprs(n):
    # 80 claims of median(m+m+...) of 4 KB over n runs: a per-run
    # expression costs runs x terms, within the report's budget.
    expr = "+".join(["m"] * 2000)
    return ("# P\n\n" + "".join("[1](<ev:t/a/median(%s)>)\n\n" % expr
                                 for _ in range(80)), runs_lines(n))


def headings_charted(n):
    # About n bytes of headings under a report that charts 256 test
    # cases: each chart looks for the first heading naming its case.
    runs = "".join('{"tc":"t%d","cfg":"%s","rep":1,"m":1}\n' % (t, c)
                   for t in range(256) for c in "ab")
    head = "# H\n\n" + "".join("[1](ev:t%d/a/m) " % t
                                for t in range(256)) + "\n\n"
    out, size, k = [head], len(head), 0
    while size < n:
        out.append("## h%d\n\n" % k)
        size += len(out[-1])
        k += 1
    return ("".join(out), runs)


def runs_line(n):
    return ("[1](ev:=1)\n",
            '{"tc":"t","cfg":"a","rep":1,"s":"%s"}\n' % ("x" * n))


def prose(n):
    para = ("Some words of prose, and a number 12.5%, " * 2 + "\n") * 5
    return md((para + "\n") * max(1, n // (len(para) + 1)))


def escaped_numbers(n):
    # Text whose source differs from its literal before every number.
    return paragraphs("\\*" * 2000 + " 1" * 2000, n)


def entity_numbers(n):
    return paragraphs("&#49; ", n)


# The report's limit on inline markup without a blank line (report.h).
RUN_MAX = 32 * 1024


def claims_one_paragraph(n):
    # n claims in one paragraph: plain links, no markup to speak of.
    return md_runs("".join("[+0%](ev:t/b~a/m) " if i % 2 else
                           "[2](ev:t/a/m), " for i in range(n)) + "\n")


def flat_list(n):
    # A generated report's tight list: one block, no blank line.
    item = "- tc%d: [2](ev:t/a/m) of the runs, within 0.5%% of the last\n"
    out, size, i = [], 0, 0
    while size < n:
        out.append(item % i)
        size += len(out[-1])
        i += 1
    return md_runs("".join(out))


def links_after_open_bracket(n):
    # One unclosed '[' before many links: each link walks it, once.
    return md("[ " + "[a](b) " * max(1, n // 7) + "\n")


def paragraphs(unit, n, size=RUN_MAX - 2048):
    """About n bytes of paragraphs, each as close to the limit as the
    unit repeated allows: the most a guarded parse can be made to do."""
    k = max(1, size // len(unit.encode()))
    para = unit * k
    count = max(1, n // len(para.encode()))
    return md((para + "\n\n") * count)


def one_paragraph(unit, n):
    return md(unit * max(1, n // len(unit.encode())) + "\n")


# cmark's pathological_tests.py and LIBRARY-HAZARDS.md: each pattern in
# one paragraph over the limit (refused before cmark sees it) and as
# paragraphs at the limit (parsed, in linear time).
INLINE = [
    ("![[]() repeated", "![[]()", 2048),
    ("runs of [", "["),
    ("runs of <", "<"),
    ("runs of [a](", "[a]("),
    ("unclosed <b links", "[a](<b"),
    ("nested brackets", None),
    ("nested strong emphasis", None),
    ("emphasis closers, no openers", "a_ "),
    ("mismatched emphasis", "*a_ "),
    ("openers and closers multiple of 3", "c* "),
    ("link openers and emphasis closers", "[ a_"),
    ("quotes then emphasis", None),
    ("backticks", None),
]


def nested_brackets(n):
    k = n // 2
    return "[" * k + "a" + "]" * k


def nested_strong(n):
    k = n // 14
    return "*a **a " * k + "b" + " a** a*" * k


def backticks(n):
    out, i = [], 1
    while sum(len(x) for x in out) < n:
        out.append("e" + "`" * i)
        i += 1
    return "".join(out)


SPECIAL = {
    "nested brackets": nested_brackets,
    "nested strong emphasis": nested_strong,
    "quotes then emphasis": lambda n: ">" * 20 + " " + "a*" * (n // 2),
    "backticks": backticks,
}


# A report of "1 " numbers (issue 25.2), in paragraphs of 1,000: every
# one unbound, 125 bytes of markup each, so the page passes its 5 MB
# from 40,000 of them.
def bare_numbers(n):
    return md("# t\n\n" + ("1 " * 1000 + "\n\n") * (n // 1000))


# 20 test cases of two runs with n metrics each: at 4N the median table
# passes a page's 5 MB and is cut into pages (issue 25.7).
def wide_table(n):
    rows = []
    for t in range(20):
        for c in "ab":
            rows.append('{"tc":"tc%d","cfg":"%s","rep":1,%s}\n' % (
                t, c, ",".join('"metric_%03d":%d.5' % (m, (t * 7 + m * 13) % 1000)
                               for m in range(n))))
    return md_runs("# Wide\n\nSome text.\n", "".join(rows))


def inline_cases():
    out = []
    for case in INLINE:
        name, unit = case[0], case[1]
        size = case[2] if len(case) > 2 else RUN_MAX - 2048
        if unit is None:
            f = SPECIAL[name]
            out.append((name + ", one paragraph",
                        (lambda f: lambda n: md(f(n) + "\n"))(f),
                        1000000, "vr", "refused", True))
            out.append((name + ", paragraphs",
                        (lambda f: lambda n: md((f(RUN_MAX - 4096) +
                                                "\n\n") *
                                               max(1, n // RUN_MAX)))(f),
                        500000, "vr", "ok", True))
            continue
        out.append((name + ", one paragraph",
                    (lambda u: lambda n: one_paragraph(u, n))(unit),
                    1000000, "vr", "refused", True))
        out.append((name + ", paragraphs",
                    (lambda u, k: lambda n: paragraphs(u, n, k))(unit, size),
                    500000, "vr", "ok", True))
    return out


# --suggest: unbound numbers in one long line, in an unbound table, and
# across sections whose bound tables name their test case.
def suggest_line(n):
    return md_runs("## T\n\n" + " ".join("m %d ms, rep2," % (i % 97)
                                          for i in range(n)) + "\n")


def suggest_table(n):
    return md_runs("## T\n\n| m | a | b |\n|---|---|---|\n" + "".join(
        "| m %d | %d | %d |\n" % (i, i % 7, i % 5) for i in range(n)))


def suggest_sections(n):
    sec = ("## S\n\n| [x](ev:t//) | [a](ev:/a/) |\n|---|---|\n"
           "| [m](ev://m) | 1 |\n\nThe m went 2 and 1, mean 1.\n\n")
    return md_runs(sec * max(1, n // 4))


CASES = [
    # name, builder, N, program, expectation, quick
    ("nested block quotes", lambda n: md(">" * n + " a\n"), 20000,
     "vr", "refused", True),
    ("nested lists", lambda n: md("- " * n + "x" + "\n" * n), 20000,
     "vr", "refused", True),
    ("nested ordered lists", lambda n: md("1. " * n + "x\n"), 20000,
     "vr", "refused", True),
    ("nested lists by indent", lambda n: md("".join(
        "  " * i + "- x\n\n" for i in range(n))), 200, "vr", "ok", True),
] + inline_cases() + [
    ("table of many rows", table_rows, 2500, "vr", "ok", True),
    ("table of 40,000 rows", table_rows, 10000, "vr", "refused4", True),
    ("table of 1,000 columns", table_cols, 1000, "vr", "refused", True),
    ("table of 100 columns", table_cols, 25, "vr", "ok", True),
    ("table filled up to its header", table_autofill, 500, "vr",
     "refused4", True),
    ("1,000,000 runs in one group", one_group, 250000, "vr", "ok", False),
    ("100,000 runs in one group", one_group, 25000, "vr", "ok", True),
    ("10,000-deep parentheses", deep_expr, 2500, "vr", "ok", True),
    ("long flat expression", long_expr, 1000, "vr", "ok", True),
    ("100,000 claims", claims, 25000, "vr", "ok", False),
    ("20,000 claims", claims, 5000, "vr", "ok", True),
    # 25,000 claims make a 13.9 MB page, 100,000 a 56 MB one: past the
    # 5 MB a page may take (docs/site.md), which this case predates.  A
    # page is not split, so the site is refused, saying how to go on:
    # at N while its claims' marks are made (their bytes' lower bound
    # passes 5 MB), at 4N while the report is read.
    ("100,000 claims, site", claims, 25000, "rs", "refused", False),
    # 8,000 claims: 10,000 make a page past the 5 MB page budget.
    ("16,000 claims past a page's budget, memory, site", claims, 16000,
     "rs", "refused", True),
    ("8,000 claims, site", claims, 2000, "rs", "ok", True),
    ("claims each over a big group", claims_big_group, 2000, "vr", "ok",
     True),
    ("claims each in their own group", claims_many_groups, 2500, "vr",
     "ok", True),
    ("a metric per run", metrics_runs, 5000, "vr", "ok", True),
    ("--suggest, numbers on one line", suggest_line, 2000, "vrs", "ok",
     True),
    ("--suggest, an unbound table", suggest_table, 1000, "vrs", "ok", True),
    ("--suggest, many sections", suggest_sections, 2000, "vrs", "ok",
     True),
    # Whether a number is under a setup heading walked back over every
    # section before it: quadratic in sections.
    ("sections of one unbound number under one title", lambda n: md(
        "# T\n\n" + "## S\n\nIt took 5 ms.\n\n" * n), 10000, "vr", "ok",
     True),
    ("--suggest, a bound table of many rows", table_rows, 2500, "vrs",
     "ok", True),
    # Issue 25.4: one 3.2 MB line of |[ took --suggest 18 s; refused
    # now by the inline-markup and table-width limits before any search.
    ("--suggest, one 3.2 MB line of |[", lambda n: md_runs(
        "# R\n\n" + "|[" * (n // 2) + "\n"), 800000, "vrs", "refused",
     False),
    ("a test case and a metric per run, site", tcs_metrics_runs, 2000,
     "rs", "ok", False),
    ("same heading many times, site", headings, 2500, "rs", "ok", True),
    ("a metadata key per run, site", meta_keys_runs, 5000, "rs", "ok",
     True),
    ("a metadata key per run, 8 MB, site", meta_keys_runs, 37500, "rs",
     "ok", False),
    ("a test case and a metric per run, data only, site",
     tcs_metrics_default, 5000, "rs", "ok", True),
    ("a test case and a metric per run, 2.7 MB, site", tcs_metrics_default,
     15000, "rs", "ok", False),
    # Issue 25.2: past a page's budget at 4N (the blocks of runs, then
    # the checker's names), now published with the blocks cut and the
    # names in scripts of their own (docs/site.md).
    ("a test case and a metric per run, 5.4 MB, site", tcs_metrics_default,
     30000, "rs", "ok", False),
    # 160,000 at 4N make a median table past the 16 MB a report may be:
    # read a page's rows at a time, not back as one report, which
    # refused the site (the sections' setup walk was quadratic too).
    ("a test case and a metric per run, 160,000 at 4N, site",
     tcs_metrics_default, 40000, "rs", "ok", False),
    ("a test case and a metric per run, long names, site",
     tcs_metrics_long, 5000, "rs", "ok", False),
    ("test cases x the same 1,000 metrics, site", tcs_same_metrics, 100,
     "rs", "ok", False),
    ("a metric per run in one test case, site", sparse_metrics, 2500, "rs",
     "refused4", True),
    ("per-run expressions of 4 KB, 80 claims", perrun_exprs, 2500, "vr",
     "ok", True),
    ("headings, 256 charted test cases, site", headings_charted, 250000,
     "rs", "ok", True),
    # A page holds each heading twice (its own and the table of
    # contents' entry, with their ids: 2.65 bytes of page a byte of
    # "## hN"), so 2 MB of headings make a 5.3 MB page and 8 MB 11.4 MB,
    # past the 5 MB a page may take (docs/site.md), which this case
    # predates: refused, at 4N before the page is built.  The case
    # above keeps the time of the charts' search of the headings.
    ("8 MB of headings, 256 charted test cases, site", headings_charted,
     2000000, "rs", "refused", False),
    ("many test cases cited, site", tcs_claims, 1000, "rs", "ok", True),
    ("a metric per run, site", metrics_runs, 500, "rs", "ok", True),
    ("50 MB line in the results", runs_line, 12500000, "vr", "refused4",
     False),
    ("long line in the results", runs_line, 1000000, "vr", "ok", True),
    ("50 MB line in the report", lambda n: md("a" * n + "\n"), 12500000,
     "vr", "refused", False),
    ("long line in the report", lambda n: md("a" * n + "\n"), 4000000,
     "vr", "ok", True),
    ("prose up to the size limit", prose, 2000000, "vr", "ok", True),
    ("report over the size limit", prose, 18000000, "vr", "refused",
     False),
    ("10 MB tight list", flat_list, 2500000, "vr", "ok", False),
    ("tight list", flat_list, 500000, "vr", "ok", True),
    ("10 MB paragraph of prose", lambda n: one_paragraph(
        "Some words of prose, and a number 12.5%, ", n), 2500000, "vr",
     "ok", False),
    ("100,000 claims in one paragraph", claims_one_paragraph, 25000,
     "vr", "ok", False),
    ("claims in one paragraph", claims_one_paragraph, 5000, "vr", "ok",
     True),
    ("links after an unclosed [", links_after_open_bracket, 500000,
     "vr", "ok", True),
    ("numbers at the paragraph limit", lambda n: paragraphs("1 ", n),
     500000, "vr", "ok", True),
    ("escapes before numbers", escaped_numbers, 1000000, "vr", "ok",
     True),
    ("entities for digits", entity_numbers, 1000000, "vr", "ok", True),
    ("bare numbers past a page's budget, site", bare_numbers, 131072,
     "rs", "refused", False),
    ("bare numbers, 1 MB, site", bare_numbers, 1048576, "rs", "refused",
     False),
    ("bare numbers, verify", bare_numbers, 262144, "vr", "ok", False),
    ("bare numbers in one paragraph, verify", lambda n: md(
        "# t\n\n" + "1 " * (n // 2) + "\n"), 262144, "vr", "ok", False),
    ("a new metric name per run, memory, verify", metric_names, 200000,
     "vr", "ok", False),
    ("bare numbers in one paragraph, site", lambda n: md(
        "# t\n\n" + "1 " * (n // 2) + "\n"), 262144, "rs", "refused",
     False),
    ("prose past a page's budget, site", lambda n: md(
        "# t\n\n" + ("word " * 15 + "\n\n") * n), 17500, "rs",
     "refused4", False),
    ("median table of many metrics, site", wide_table, 100, "rs", "ok",
     False),
]


# ---------------------------------------------------------------------------
# Linear families (issue 25.4): each grows one dimension of the input
# from N to 4N and must take at most RATIO times as long, and at 4N at
# most `within` times a plain run of an input of the same size that
# lacks the shape (the same bytes in short paragraphs, a short
# heading): a product of two sizes fails both.  Each run is timed as
# the best of TRIES, on inputs where one run takes at least about half
# a second, so that a loaded machine does not decide.


def long_paragraphs(n):
    # Four paragraphs of "word 1 ": a number every 7 bytes of a text
    # node of n / 4 bytes (issue 25.6: strlen of the node per number,
    # and the mail and diffstat rules reading the whole line).
    para = "word 1 " * max(1, n // 28)
    return md((para + "\n\n") * 4)


def short_paragraphs(n):
    return paragraphs("word 1 ", n, 4096)


def tcs_runs(ntc):
    return "".join('{"tc":"t%d","cfg":"%s","rep":%d,"m":%d}\n' % (
        t, c, r, (t * 7 + r) % 97) for t in range(ntc) for c in "ab"
        for r in (1, 2))


def suggest_numbers(k):
    return "".join("The m went %d ms and %d ms.\n\n" % (i % 97, i * 3 % 97)
                   for i in range(k // 2))


def suggest_heading(n, long_heading=True):
    # A heading of n bytes over 2n/5 numbers and 300 test cases (issue
    # 25.4: each number read the heading once a test case, 40 KB x 300
    # x 2,000 took 33 s); plain: a short heading, the bytes as prose.
    words = "word " * (n // 5)
    head = "## " + (words if long_heading else "Short") + "\n\n"
    tail = "" if long_heading else words + "\n\n"
    return (head + suggest_numbers(2 * n // 5) + tail, tcs_runs(300))


def suggest_evwords(n, many=True):
    # An ev:words line of n/8 words for one metric over 2n/5 numbers
    # (issue 25.4: each number read every word, 16,000 words x 2,000
    # numbers took 19 s); plain: one word, the bytes as prose.
    k = max(1, n // 8)
    words = ", ".join("w%d" % i for i in range(k))
    block = "<!-- ev:words\nm: %s\n-->\n\n" % (words if many else "w0")
    tail = "" if many else "word " * (len(words) // 5) + "\n\n"
    return ("# R\n\n" + block + suggest_numbers(2 * n // 5) + tail,
            tcs_runs(300))


def same_comparisons(n, compare=True):
    # n identical B~A claims over 500 runs a side (issue 25.5: each
    # ranked the same samples again; 20,000 took 1.7 s, three times n
    # claims of one config); plain: the same claims of config a alone.
    sel = "b~a" if compare else "a"
    runs = "".join('{"tc":"t","cfg":"%s","rep":%d,"m":%d}\n' % (
        c, i + 1, (i * 37 + ord(c)) % 97) for c in "ab" for i in range(500))
    return ("".join("[+0%%](ev:t/%s/m) claim %d\n\n" % (sel, i)
                    for i in range(n)), runs)


LINEAR = [
    # name, builder, plain builder, N, program, within
    ("numbers in four long paragraphs", long_paragraphs, short_paragraphs,
     500000, "vr", 3.0),
    ("--suggest, a long heading over 300 test cases", suggest_heading,
     lambda n: suggest_heading(n, False), 10000, "vrs", 3.0),
    ("--suggest, an ev:words line of many words", suggest_evwords,
     lambda n: suggest_evwords(n, False), 10000, "vrs", 3.0),
    ("identical comparisons over 500 runs a side", same_comparisons,
     lambda n: same_comparisons(n, False), 20000, "vr", 2.0),
]


def measure(progs, case, size, tmp, kind, big, tries=None, long=LONG):
    """The best CPU time of `tries` runs of the case at size (a run of
    `long` seconds or more ends the tries), each run checked against
    the case's expectation.  Returns (seconds, problem or None)."""
    name, prog = case[0], case[3]
    best = None
    for _ in range(TRIES if tries is None else tries):
        rc, err, t = run(progs[prog], case, size, tmp, prog == "vrs")
        best = t if best is None else min(best, t)
        why = expect(kind, rc, err, big)
        if why is None and not big and name in MESSAGE and \
                not re.search(MESSAGE[name], err):
            why = "expected /%s/ in: %s" % (MESSAGE[name], err[-300:])
        if why is not None:
            return best, "at %d: %s" % (size, why)
        if long is not None and t >= long:
            break
    return best, None


def growth_case(progs, case, tmp):
    """A case of CASES at N and 4N: its expectation at both, and its
    CPU time's growth.  Returns (line, problems)."""
    name, _, n, prog, kind, quick = case
    problems, times = [], []
    for size in (n, 4 * n):
        t, why = measure(progs, case, size, tmp, kind, size > n)
        times.append(t)
        if why is not None:
            problems.append(why)
    if not problems and times[1] > RATIO * max(times[0], FLOOR):
        # Over the ratio: TRIES more runs a size before it counts.
        for i, size in enumerate((n, 4 * n)):
            t, why = measure(progs, case, size, tmp, kind, size > n,
                             long=None)
            times[i] = min(times[i], t)
            if why is not None:
                problems.append(why)
        ratio = times[1] / max(times[0], FLOOR)
        if not problems and ratio > RATIO:
            problems.append("time grew %.1f times from N to 4N (at most "
                            "%.0f; the best of %d runs a size)" % (
                                ratio, RATIO, 2 * TRIES))
    line = "%-38s N=%-9d %7.2fs %7.2fs  x%.1f" % (
        name, n, times[0], times[1], times[1] / max(times[0], 1e-3))
    return line, problems


def linear_case(progs, case, tmp):
    name, build, plain, n, prog, within = case
    problems, times = [], []
    for size in (n, 4 * n):
        t, why = measure(progs, (name, build, n, prog), size, tmp, "ok",
                         False, long=None)
        if why is not None:
            problems.append(why)
            break
        times.append(t)
    tp = None
    if not problems:
        tp, why = measure(progs, (name, plain, n, prog), 4 * n, tmp, "ok",
                          False, long=None)
        if why is not None:
            problems.append("plain " + why)
    if not problems:
        ratio = times[1] / max(times[0], FLOOR)
        if ratio > RATIO:
            problems.append("time grew %.1f times from N to 4N (at most "
                            "%.0f)" % (ratio, RATIO))
        if times[1] > within * max(tp, FLOOR):
            problems.append("at 4N %.2fs, %.1f times a plain run of the "
                            "same size (%.2fs; at most %.0f times)" % (
                                times[1], times[1] / max(tp, FLOOR), tp,
                                within))
    line = "%-38s N=%-9d %s" % (name, n, "  ".join(
        "%6.2fs" % t for t in times) + ("  plain %.2fs" % tp
                                         if tp is not None else ""))
    return line, problems


def run_limited(argv, env=None, memory=MEMORY, user_only=False):
    """Runs argv, its output discarded, under MEMORY bytes of address
    space and CPU_LIMIT seconds of CPU, killed (its whole session) past
    WALL_LIMIT seconds.  Returns (rc, stderr, cpu): cpu is the run's own
    CPU time from wait4, user time alone with user_only, so that neither
    a sleep nor the machine's other work is charged to it; rc is None
    when the run passed a limit, and stderr then says which."""
    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        resource.setrlimit(resource.RLIMIT_CPU, (CPU_LIMIT, CPU_LIMIT + 2))

    lock, state = threading.Lock(), {"ended": False, "hung": False}

    def hang():
        # Only before the run is reaped: its session id is still its own.
        with lock:
            if not state["ended"]:
                state["hung"] = True
                os.killpg(p.pid, signal.SIGKILL)

    with tempfile.TemporaryFile() as errf:
        p = subprocess.Popen(argv, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=errf, env=env,
                             preexec_fn=limits, start_new_session=True)
        timer = threading.Timer(WALL_LIMIT, hang)
        timer.start()
        os.waitid(os.P_PID, p.pid, os.WEXITED | os.WNOWAIT)
        with lock:
            state["ended"] = True
        timer.cancel()
        _, status, ru = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        errf.seek(0)
        err = errf.read().decode("utf-8", "replace")
    t = ru.ru_utime + (0 if user_only else ru.ru_stime)
    rc, used = p.returncode, ru.ru_utime + ru.ru_stime
    if state["hung"]:
        return None, "no end after %d s of wall time (%.2f s of CPU): a " \
            "hang%s" % (WALL_LIMIT, used, err[-300:] and ": " + err[-300:]), t
    if rc == -signal.SIGXCPU or (rc == -signal.SIGKILL and
                                 used >= CPU_LIMIT):
        return None, "passed its CPU limit of %d s (%.2f s of CPU)" % (
            CPU_LIMIT, used), t
    return rc, err, t


def run(prog, case, n, tmp, suggest=False):
    """Runs prog on the case's input of size n.  Returns (rc, stderr,
    CPU seconds), as run_limited."""
    name, build = case[0], case[1]
    report, runs = build(n)
    rp = os.path.join(tmp, "report.md")
    with open(rp, "w", encoding="utf-8") as f:
        f.write(report)
    args = (["--suggest"] if suggest else []) + [rp]
    if runs is not None or prog.endswith("report-site"):
        jp = os.path.join(tmp, "runs.jsonl")
        with open(jp, "w", encoding="utf-8") as f:
            f.write(runs if runs is not None else SMALL_RUNS)
        args.append(jp)
    if prog.endswith("report-site"):
        shutil.rmtree(os.path.join(tmp, "site"), ignore_errors=True)
        args = ["-o", os.path.join(tmp, "site"),
                "--templates", os.path.join(TOP, "templates"),
                "--assets", os.path.join(TOP, "assets")] + args
    # A site build writes and syncs a file per test case, whose kernel
    # time follows the disk more than the program: user time only.
    site = prog.endswith("report-site")
    # No runs cache: every try of a size measures the same work (a
    # cache hit would make the first try the odd one out).
    limit, env = MEMORY, dict(os.environ, VERIFY_REPORT_CACHE="off")
    if name in MEM_BOUND:
        k, base = MEM_BOUND[name][:2]
        limit = base + k * len(report.encode("utf-8"))
        if len(MEM_BOUND[name]) > 2:
            limit += int(MEM_BOUND[name][2] * len(runs))
            env["MALLOC_ARENA_MAX"] = "1"
    rc, err, t = run_limited([prog] + args, env, limit, site)
    if site and rc is not None:
        err += site_left(tmp, rc)
    return rc, err, t


def site_left(tmp, rc):
    """A refused site leaves nothing (no folder, no temporary one); a
    built one has its page.  Returns a problem to add, or ""."""
    left = [f for f in os.listdir(tmp) if f.startswith("site")]
    if rc == 0 or rc == 1:
        if not os.path.exists(os.path.join(tmp, "site", "index.html")):
            return "\nexit %d but no site/index.html" % rc
        left = [f for f in left if f != "site"]
    if left:
        return "\nSITE-DEBRIS left behind: %s" % ", ".join(sorted(left))
    return ""


def expect(kind, rc, err, big):
    """Returns None when the outcome is what the case expects: "ok" is
    checked (exit 0 or 1), "refused" stops with exit 2 and a FILE:LINE:
    error, "refused4" is checked at N and refused at 4N."""
    if rc is None:
        return err
    if rc < 0 or rc > 2:
        return "crashed (status %d): %s" % (rc, err[-300:])
    if "SITE-DEBRIS" in err or "but no site/index.html" in err:
        return err[err.rindex("\n") + 1:]
    if kind == "refused" or (kind == "refused4" and big):
        if rc != 2 or ": error:" not in err:
            return "expected a refusal (exit 2, FILE:LINE: error), got " \
                "exit %d: %s" % (rc, err[-300:])
    elif rc == 2:
        return "refused: %s" % err[-300:]
    return None


def main():
    global TOP
    args = sys.argv[1:]
    mode, only = "quick", None
    while args and args[0].startswith("-"):
        a = args.pop(0)
        if a == "--all":
            mode = "all"
        elif a == "--quick":
            mode = "quick"
        elif a == "-k":
            only = args.pop(0)
        else:
            sys.exit(__doc__)
    TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    bindir = os.path.abspath(args[0]) if args else TOP
    progs = {"vr": os.path.join(bindir, "verify-report"),
             "vrs": os.path.join(bindir, "verify-report"),
             "rs": os.path.join(bindir, "report-site")}
    passed = failed = 0

    def wanted(name, quick):
        """Whether --only or the quick set leaves the case in."""
        return only in name if only is not None else quick or mode != "quick"

    def tell(line, problems):
        """Prints the case's line (FAIL with its problems, or ok)."""
        print(("FAIL " if problems else "ok   ") + line)
        for p in problems:
            print("    " + p.strip().replace("\n", "\n    "))
        sys.stdout.flush()
        return 0 if problems else 1

    with tempfile.TemporaryDirectory() as tmp:
        for case in CASES:
            if not wanted(case[0], case[5]):
                continue
            good = tell(*growth_case(progs, case, tmp))
            passed, failed = passed + good, failed + 1 - good
        for case in LINEAR:
            if not wanted(case[0], False):
                continue
            good = tell(*linear_case(progs, case, tmp))
            passed, failed = passed + good, failed + 1 - good
    print("pathological: %d passed, %d failed" % (passed, failed))
    sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

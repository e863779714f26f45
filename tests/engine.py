#!/usr/bin/env python3
"""Results as users keep them, and an engine feeding them (issue 26).

  python3 tests/engine.py VERIFY-REPORT [--count N] [--seed S]

A family of generated runs and reports, each checked two ways:

- several files: the runs cut into 2 to 5 files at random lines, in a
  shuffled order, some gzip-compressed and one read from standard input,
  give every claim the verdict and the value the whole file gives; a
  line made bad in one file is reported as that file's line, and a run
  copied into another file as a duplicate naming both places;
- --query=duckdb: the runs, written as a Parquet file by DuckDB (npm:
  make tests/engine/node_modules), queried with the report's query,
  give verify-report (reading the rows on standard input) the verdicts
  and values the whole JSONL file gives, and no more runs than the
  claims select.

Test cases and configs hold quotes, backslashes, SQL comment marks and
CJK; metric names are nested, unicode and SQL keywords; a column the
report never names holds quotes and backslashes.  Prints a FAIL line per
failing check and "engine: N passed, M failed".
"""
import gzip
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DUCK = os.path.join(HERE, "engine", "duckdb.mjs")

TCS = ["tc1", "it's", 'q"uote', "back\\slash", "名前-2", "semi;--x", "o''k"]
CFGS = ["off", "on", "o'n", "c\\d", "설정"]
# (key path in the JSON object, metric name in addresses)
METRICS = [(("x",), "x"), (("lat", "p99"), "lat.p99"),
           (("ü", "v"), "ü.v"), (("select",), "select"),
           (("émoji😀",), "émoji😀"), (("a", "b", "c"), "a.b.c")]

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import Layer  # noqa: E402  (tests/lib.py)

T = Layer("engine")
check = T.ok



def gen_runs(rnd):
    """Runs of a few test cases and configs; some lack some metrics."""
    tcs = rnd.sample(TCS, rnd.randint(2, 5))
    cfgs = rnd.sample(CFGS, rnd.randint(2, 4))
    runs = []
    for tc in tcs:
        for cfg in cfgs:
            if rnd.random() < 0.15:
                continue
            for rep in range(1, rnd.randint(2, 7)):
                o = {"tc": tc, "cfg": cfg, "rep": rep,
                     "host": "box-%d" % rnd.randint(1, 3),
                     'we"ird\'key\\': rnd.randint(0, 9)}
                for path, _ in METRICS:
                    if rnd.random() < 0.1:
                        continue
                    v = round(rnd.uniform(1, 1000), rnd.choice([0, 1, 3]))
                    d = o
                    for k in path[:-1]:
                        d = d.setdefault(k, {})
                    d[path[-1]] = v
                runs.append(o)
    rnd.shuffle(runs)
    return runs, tcs, cfgs


def gen_claims(rnd, runs, tcs, cfgs):
    """(written placeholder, address) pairs of every kind of selection."""
    ms = [m for _, m in METRICS]
    out = []
    # A claim over every run selects them all, and the query's WHERE
    # (its quoting) goes: in one report of four.
    every = rnd.random() < 0.25
    for _ in range(rnd.randint(4, 12)):
        tc, cfg, m = rnd.choice(tcs), rnd.choice(cfgs), rnd.choice(ms)
        m2 = rnd.choice(ms)
        kind = rnd.randrange(11)
        if kind == 0:
            out.append(("1.000", "%s/%s/%s" % (tc, cfg, m)))
        elif kind == 1:
            out.append(("1.000", "%s/%s/%s@%s" % (tc, cfg, m, rnd.choice(
                ["mean", "max", "min", "p90", "stddev", "sum"]))))
        elif kind == 2:
            b, a = rnd.sample(cfgs, 2)
            out.append(("+1.0%", "%s/%s~%s/%s" % (tc, b, a, m)))
        elif kind == 3:
            out.append(("1", "%s/*/@n" % tc))
        elif kind == 4 and every:
            out.append(("1", "*/*/@n"))
        elif kind == 4:
            out.append(("1", "*/%s/@n" % cfg))
        elif kind == 5:
            out.append(("1.000", "*/%s/%s" % (cfg, m)))
        elif kind == 6:
            out.append(("1.000", "%s/*/%s@max" % (tc, m)))
        elif kind == 7:
            reps = [r["rep"] for r in runs if r["tc"] == tc and
                    r["cfg"] == cfg] or [1]
            out.append(("1.000", "%s/%s#%d/%s" % (tc, cfg, rnd.choice(reps),
                                                  m)))
        elif kind == 8:
            out.append(("1.000", "%s/%s/%s / %s" % (tc, cfg, m, m2)))
        elif kind == 9:
            out.append(("1.000", "%s/%s/median(%s + %s)" % (tc, cfg, m, m2)))
        else:
            out.append(("1", "%s/%s/%s@n" % (tc, cfg, m)))
    return out


def report(claims, texts=None):
    lines = ["# Generated", ""]
    for i, (w, a) in enumerate(claims):
        t = texts[i] if texts else w
        lines.append("Claim %d is [%s](<ev:%s>)." % (i + 1, t, a))
    return "\n".join(lines) + "\n"


def run(vr, args, stdin=None):
    p = subprocess.run([vr] + args, input=stdin, capture_output=True)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def verdicts(out):
    d = json.loads(out)
    return [(c["line"], c["col"], c["verdict"], c.get("computed"))
            for c in d["claims"]]


def jsonl(runs):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in runs)


def several(vr, rnd, tmp, i, runs, rep_md, want):
    """The runs cut into files: the same verdicts; FILE:LINE messages."""
    text = jsonl(runs).encode()
    lines = text.splitlines(keepends=True)
    k = rnd.randint(2, min(5, len(lines)))
    cuts = sorted(rnd.sample(range(1, len(lines)), k - 1))
    pieces = [lines[a:b] for a, b in zip([0] + cuts, cuts + [len(lines)])]
    order = list(range(k))
    rnd.shuffle(order)
    stdin_at = rnd.choice(order + [None])
    paths, stdin = [], None
    for j in order:
        data = b"".join(pieces[j])
        if j == stdin_at:
            paths.append("-")
            stdin = gzip.compress(data) if rnd.random() < 0.5 else data
            continue
        name = os.path.join(tmp, "m%d-%d.jsonl" % (i, j))
        if rnd.random() < 0.4:
            name += ".gz"
            data = gzip.compress(data)
        with open(name, "wb") as f:
            f.write(data)
        paths.append(name)
    rc, out, err = run(vr, ["--format=json", rep_md] + paths, stdin)
    check(rc in (0, 1) and verdicts(out) == want,
          "case %d: %d files give other verdicts (exit %d): %s"
          % (i, k, rc, err[:300]))
    # A bad line in one file (not the one on stdin): its own line.
    files = [(p, j) for p, j in zip(paths, order) if p != "-"]
    if not files:
        return
    p, j = rnd.choice(files)
    bad = list(pieces[j])
    at = rnd.randrange(len(bad) + 1)
    bad.insert(at, b'{"tc":"t","cfg":"c"}\n')
    with open(p, "wb") as f:
        data = b"".join(bad)
        f.write(gzip.compress(data) if p.endswith(".gz") else data)
    rc, out, err = run(vr, [rep_md] + paths, stdin)
    check(rc == 2 and ('%s:%d: error: missing "rep"' % (p, at + 1)) in err,
          "case %d: a bad line %d of %s: exit %d: %s"
          % (i, at + 1, p, rc, err[:300]))
    # A run of an earlier file copied into a later one: both places.
    pos = {p2: n for n, p2 in enumerate(paths)}
    later = [(p2, j2) for p2, j2 in files if pos[p2] > 0]
    if not later:
        return
    p2, j2 = rnd.choice(later)
    first = paths[rnd.randrange(pos[p2])]
    jf = order[paths.index(first)]
    ln = rnd.randrange(len(pieces[jf]))
    o = json.loads(pieces[jf][ln])
    dup = list(pieces[j2]) + [pieces[jf][ln]]
    with open(p2, "wb") as f:
        data = b"".join(dup)
        f.write(gzip.compress(data) if p2.endswith(".gz") else data)
    if p2 == p:		# undo the bad line of before in that file
        pass
    else:
        with open(p, "wb") as f:
            data = b"".join(pieces[j])
            f.write(gzip.compress(data) if p.endswith(".gz") else data)
    rc, out, err = run(vr, [rep_md] + paths, stdin)
    fname = "<stdin>" if first == "-" else first
    msg = "%s:%d: error: duplicate run %s/%s#%d (first at %s:%d)" % (
        p2, len(dup), o["tc"], o["cfg"], o["rep"], fname, ln + 1)
    check(rc == 2 and msg in err, "case %d: expected %r, got exit %d: %s"
          % (i, msg, rc, err[:400]))


def duck(sql_path):
    return subprocess.run(["node", DUCK, sql_path], capture_output=True)


def query(vr, tmp, i, runs, rep_md, want, claims):
    """The report's query over Parquet: the same verdicts, fewer runs."""
    src = os.path.join(tmp, "q%d.jsonl" % i)
    pq = os.path.join(tmp, "q%d.parquet" % i)
    with open(src, "w", encoding="utf-8") as f:
        f.write(jsonl(runs))
    conv = os.path.join(tmp, "conv.sql")
    with open(conv, "w") as f:
        f.write("COPY (SELECT * FROM read_json_auto('%s', format = "
                "'newline_delimited')) TO '%s' (FORMAT parquet);\n"
                % (src, pq))
    p = duck(conv)
    if p.returncode != 0:
        check(False, "case %d: DuckDB cannot write Parquet: %s"
              % (i, p.stderr.decode()[:300]))
        return
    rc, sql, err = run(vr, ["--query=duckdb", "--query-from=read_parquet"
                            "('%s')" % pq, rep_md])
    if rc != 0:
        check(False, "case %d: --query: exit %d: %s" % (i, rc, err))
        return
    qf = os.path.join(tmp, "q.sql")
    with open(qf, "wb") as f:
        f.write(sql)
    p = duck(qf)
    if p.returncode != 0:
        check(False, "case %d: DuckDB refuses the query: %s\n%s"
              % (i, p.stderr.decode()[:300], sql.decode()[:600]))
        return
    rows = p.stdout
    rc, out, err = run(vr, ["--format=json", rep_md, "-"], rows)
    got = verdicts(out) if rc in (0, 1) else None
    check(got == want, "case %d: the query's rows give other verdicts "
          "(exit %d): %s\n%s" % (i, rc, err[:300],
                                 [(a, b) for a, b in zip(got or [], want)
                                  if a != b][:3]))
    # Exactly the runs the claims select: none more.
    n = len(rows.splitlines())
    need = set()
    for _, a in claims:
        tc, sel = a.split("/")[:2]
        for r in runs:
            if tc != "*" and r["tc"] != tc:
                continue
            if "~" in sel:
                ok = r["cfg"] in sel.split("~")
            elif "#" in sel:
                c, k = sel.split("#")
                ok = r["cfg"] == c and r["rep"] == int(k)
            else:
                ok = sel == "*" or r["cfg"] == sel
            if ok:
                need.add((r["tc"], r["cfg"], r["rep"]))
    check(n == len(need), "case %d: the query gave %d runs, the claims "
          "select %d" % (i, n, len(need)))


def blocks(text):
    """The fenced blocks of a page by their tag: ```sql engine-query."""
    out, tag, body = {}, None, []
    for line in text.splitlines(keepends=True):
        if line.startswith("```"):
            if tag is None and len(line.split()) == 2:
                tag, body = line.split()[1], []
            elif tag is not None:
                out[tag] = "".join(body)
                tag = None
            continue
        if tag is not None:
            body.append(line)
    return out


def doc_example(vr, tmp):
    """docs/engine.md's DuckDB example, as written there."""
    page = os.path.join(os.path.dirname(HERE), "docs", "engine.md")
    with open(page, encoding="utf-8") as f:
        b = blocks(f.read())
    if not all(k in b for k in ("engine-runs", "engine-parquet",
                                "engine-report", "engine-query")):
        check(False, "docs/engine.md lacks its example's blocks: %s"
              % sorted(b))
        return
    d = os.path.join(tmp, "doc")
    os.makedirs(d)
    for name, tag in (("runs.jsonl", "engine-runs"),
                      ("report.md", "engine-report"),
                      ("parquet.sql", "engine-parquet")):
        with open(os.path.join(d, name), "w", encoding="utf-8") as f:
            f.write(b[tag])
    p = subprocess.run([vr, "--query=duckdb",
                        "--query-from=read_parquet('runs.parquet')",
                        "report.md"], cwd=d, capture_output=True)
    check(p.returncode == 0 and p.stdout.decode() == b["engine-query"],
          "docs/engine.md: --query prints another query:\n%s%s"
          % (p.stdout.decode(), p.stderr.decode()))
    q = subprocess.run(["node", DUCK, "parquet.sql"], cwd=d,
                       capture_output=True)
    with open(os.path.join(d, "q.sql"), "w") as f:
        f.write(b["engine-query"])
    r = subprocess.run(["node", DUCK, "q.sql"], cwd=d, capture_output=True)
    rows = r.stdout.splitlines()
    v = subprocess.run([vr, "report.md", "-"], cwd=d, input=r.stdout,
                       capture_output=True)
    check(q.returncode == 0 and r.returncode == 0 and len(rows) == 6 and
          v.returncode == 0 and b"2 claims: 2 ok" in v.stdout,
          "docs/engine.md: the example's query in DuckDB: %s%s%s%s"
          % (q.stderr.decode(), r.stderr.decode(), v.stdout.decode(),
             v.stderr.decode()))


def main(argv):
    vr = os.path.abspath(argv[1])
    count, seed = 12, 26
    if "--count" in argv:
        count = int(argv[argv.index("--count") + 1])
    if "--seed" in argv:
        seed = int(argv[argv.index("--seed") + 1])
    have_duck = os.path.isdir(os.path.join(HERE, "engine", "node_modules",
                                           "@duckdb"))
    check(have_duck, "DuckDB is not installed: make tests/engine/node_modules")
    tmp = tempfile.mkdtemp(prefix="engine.")
    try:
        if have_duck:
            doc_example(vr, tmp)
        for i in range(count):
            rnd = random.Random(seed * 1000 + i)
            runs, tcs, cfgs = gen_runs(rnd)
            claims = gen_claims(rnd, runs, tcs, cfgs)
            whole = os.path.join(tmp, "whole%d.jsonl" % i)
            with open(whole, "w", encoding="utf-8") as f:
                f.write(jsonl(runs))
            md = os.path.join(tmp, "r%d.md" % i)
            with open(md, "w", encoding="utf-8") as f:
                f.write(report(claims))
            # The values as the data gives them: most claims then hold.
            rc, out, err = run(vr, ["--format=json", md, whole])
            shown = [c.get("shown") or w for c, (w, _) in
                     zip(json.loads(out)["claims"], claims)]
            with open(md, "w", encoding="utf-8") as f:
                f.write(report(claims, shown))
            rc, out, err = run(vr, ["--format=json", md, whole])
            want = verdicts(out)
            check(len(want) == len(claims) and
                  sum(v[2] == "ok" for v in want) >= 1,
                  "case %d: the generated report does not hold: %s"
                  % (i, err[:300]))
            several(vr, rnd, tmp, i, runs, md, want)
            if have_duck:
                query(vr, tmp, i, runs, md, want, claims)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    T.end()


if __name__ == "__main__":
    sys.exit(main(sys.argv))

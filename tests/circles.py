#!/usr/bin/env python3
"""Which file of src/ calls which, from the objects' symbols (issue 21).

    python3 tests/circles.py [--graph] [TOPDIR]

Reads `nm` of build/NAME.o for every src/NAME.c (make all builds them):
a file calls another when it leaves undefined (U) a symbol the other
defines.  That is exact for calls between files, which the compiler
never inlines without LTO; a static function is no edge.  Then reports

  - every circle: a set of files that call each other around a loop
    (a strongly connected component of more than one file), with the
    calls that close it, and
  - every call running back up the pipeline: a file of a stage calling
    one of a later stage (LAYERS below).

Each is a test that fails, so a new circle or a new call back up fails
`make check` and `make test-circles`.  --graph prints every edge.  Ends
with "circles: N passed, M failed".
"""
import os
import subprocess
import sys

# The pipeline, in order: a file may call files of its own stage or of
# an earlier one.  The shared helpers (one noun each, STYLE.md R1) come
# first: every stage uses them.  site_files.c is the list of a site's
# files in memory, which the renderers fill and site_write.c writes.  A
# file no rule names is an error, so a new file must take its place
# here.
LAYERS = [
    ("helpers", ["libc_override", "util", "diag", "parallel", "lang",
                 "html", "words", "site_files"]),
    ("runs", ["runs_*"]),
    ("stats", ["stats", "stats_*"]),
    ("claim", ["claim_*"]),
    ("report", ["report_*", "suggest_*"]),
    ("render", ["render_*"]),
    ("site/output", ["site_disk", "site_stop", "site_parts", "site_write",
                     "site_check", "site_guard", "output", "output_*",
                     "dump", "bind", "watch"]),
    ("main", ["main", "site_main"]),
]


def layer_of(stem):
    """The index in LAYERS of a file's stage, or None."""
    for i, (_, pats) in enumerate(LAYERS):
        for p in pats:
            if p == stem or (p.endswith("*") and stem.startswith(p[:-1])):
                return i
    return None


def symbols(obj):
    """(defined, undefined) global symbol names of an object."""
    out = subprocess.run(["nm", obj], capture_output=True, text=True,
                         check=True).stdout
    defined, undefined = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "U":
            undefined.add(parts[1])
        elif len(parts) == 3 and parts[1] in "TDRBCWV":
            defined.add(parts[2])
    return defined, undefined


def graph(top):
    """{file: {file it calls: [symbols]}} over src/*.c, and a problem."""
    src = os.path.join(top, "src")
    stems = sorted(f[:-2] for f in os.listdir(src) if f.endswith(".c"))
    defs, undefs = {}, {}
    for s in stems:
        obj = os.path.join(top, "build", s + ".o")
        c = os.path.join(src, s + ".c")
        if not os.path.exists(obj) or \
                os.path.getmtime(obj) < os.path.getmtime(c):
            return None, "build/%s.o is missing or older than src/%s.c: " \
                "run make all first" % (s, s)
        defs[s], undefs[s] = symbols(obj)
    owner = {}
    for s in stems:
        for sym in defs[s]:
            owner[sym] = s
    edges = {s: {} for s in stems}
    for s in stems:
        for sym in sorted(undefs[s]):
            t = owner.get(sym)
            if t is not None and t != s:
                edges[s].setdefault(t, []).append(sym)
    return edges, None


def components(edges):
    """Strongly connected components (Tarjan), each a sorted list."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        # Iterative, so that no recursion limit is near.
        work = [(v, iter(sorted(edges[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            node, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    advanced = True
                    break
                if w in on:
                    low[node] = min(low[node], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    show = "--graph" in argv
    top = args[0] if args else os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))
    passed = failed = 0
    edges, err = graph(top)
    if edges is None:
        print("FAIL circles: " + err)
        print("circles: 0 passed, 1 failed")
        return 1
    if show:
        for s in sorted(edges):
            for t in sorted(edges[s]):
                print("%s -> %s: %s" % (s, t, " ".join(edges[s][t])))

    # Every file has a stage.
    for s in sorted(edges):
        if layer_of(s) is None:
            print("FAIL circles: src/%s.c has no stage in tests/circles.py "
                  "LAYERS" % s)
            failed += 1
        else:
            passed += 1

    circles = [c for c in components(edges) if len(c) > 1]
    for c in circles:
        inside = ["%s -> %s (%s)" % (a, b, ", ".join(edges[a][b]))
                  for a in c for b in sorted(edges[a]) if b in c]
        print("FAIL circles: %s call each other: %s" %
              (" / ".join(c), "; ".join(inside)))
    failed += len(circles)
    passed += 1 if not circles else 0

    ups = []
    for s in sorted(edges):
        for t in sorted(edges[s]):
            ls, lt = layer_of(s), layer_of(t)
            if ls is not None and lt is not None and lt > ls:
                ups.append((s, t))
                print("FAIL circles: %s (%s) calls back up into %s (%s): %s"
                      % (s, LAYERS[ls][0], t, LAYERS[lt][0],
                         ", ".join(edges[s][t])))
    failed += len(ups)
    passed += 1 if not ups else 0

    nedges = sum(len(v) for v in edges.values())
    print("%d files, %d calls between files, %d circles (%d files in them), "
          "%d calls back up" % (len(edges), nedges, len(circles),
                                sum(len(c) for c in circles), len(ups)))
    print("circles: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

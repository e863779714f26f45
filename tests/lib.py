"""The prologue the Python layers share (tests/signals.py, writers.py,
strings.py, strings_errors.py, engine.py, charts.py, export_text.py,
min_coverage.py), as tests/lib.sh is the shell layers':

    sys.dont_write_bytecode = True
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import lib
    T = lib.Layer("writers")
    ok = T.ok
    ...
    T.end()     # prints "writers: N passed, M failed", exits 0 or 1

and, for the layers that write files, the two views of a folder they
compare before and after a write:
tree() (every entry, its kind and its bytes' hash) and debris() (the
temporary files, NAME.tmp.*, a writer left in a folder).
"""
import hashlib
import os
import sys


class Layer:
    """The counts of one layer, and its FAIL lines."""

    def __init__(self, name):
        self.name, self.passed, self.failed = name, 0, 0

    def ok(self, cond, what):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL %s: %s" % (self.name, what))

    def end(self):
        print("%s: %d passed, %d failed" % (self.name, self.passed,
                                            self.failed))
        sys.exit(1 if self.failed else 0)


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


def debris(folder, deep=False):
    """The temporary files (NAME.tmp.*) in folder, or under it when deep."""
    if deep:
        return [n for _, ds, fs in os.walk(folder) for n in ds + fs
                if ".tmp." in n]
    return [n for n in os.listdir(folder) if ".tmp." in n]

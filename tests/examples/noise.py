"""The deterministic noise of the examples' gen.py (en-lkml-sched,
ja-blog-db, ko-mail-fs): a fixed linear congruential generator, so a
generator's output depends only on its constants (no clock, no random
module) and two runs give byte-identical results.jsonl files.
"""


class Noise:
    """Numerical Recipes' LCG; uniform() is in [-1, 1)."""

    def __init__(self, seed):
        self.x = seed

    def uniform(self):
        self.x = (1664525 * self.x + 1013904223) % 2**32
        return self.x / 2**31 - 1.0


def jitter(noise, centre, rel):
    """centre spread by up to +-rel (relative), a triangle distribution."""
    return centre * (1 + rel * (noise.uniform() + noise.uniform()) / 2)

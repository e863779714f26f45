#!/usr/bin/python3
"""The pandas side of `make bench`: "group by (tc, cfg): median, min and
max of every numeric metric" over a results.jsonl, as a pandas user
would write it (read_json, then json_normalize for nested objects).

    /usr/bin/python3 pandas_groupby.py RESULTS.jsonl METRICS.txt

Prints the number of groups and a checksum of the medians.
"""
import sys

import pandas as pd

path, metrics_file = sys.argv[1], sys.argv[2]
metrics = [m.strip() for m in open(metrics_file) if m.strip()]
df = pd.read_json(path, lines=True)
nested = [c for c in df.columns
          if df[c].dtype == object and df[c].map(lambda v: isinstance(v, dict)).any()]
for col in nested:
    flat = pd.json_normalize([v if isinstance(v, dict) else {} for v in df[col]])
    flat.columns = [col + '.' + c for c in flat.columns]
    flat.index = df.index
    df = pd.concat([df.drop(columns=[col]), flat], axis=1)
have = [m for m in metrics if m in df.columns]
g = df.groupby(['tc', 'cfg'])[have].agg(['median', 'min', 'max'])
total = sum(float(g[(m, 'median')].sum()) for m in have)
print(f"pandas: {len(g)} groups, {len(have)} metrics, sum of medians {total:.12g}")

#!/usr/bin/env python3
"""Generate data/results.jsonl, the 48 raw runs behind report.md.

The running example of verify-report: the MGLRU OFF/ON benchmark report
(report.md) cites these runs, and every cited figure is the median (or a
ratio of medians) of the groups below.  The output is deterministic: it
depends only on the constants in this file (no clock, no random module,
no dict-order surprises), so two runs give byte-identical files.

Usage: python3 data/gen_results.py [OUTPUT]   (default: standard output)

How a group is built: each (tc, cfg) group lists, per metric, either
- a median M: the three reps get M*(1-a), M, M*(1+b), with a and b in
  1%..5% taken from a CRC of the metric's name, so the median is exactly M;
- an explicit per-rep list [rep1, rep2, rep3]: used as written (for the
  figures the report checks against min/max or against a single rep);
- ("of", OTHER, F): F times metric OTHER of the same run, for pairs that
  must stay ordered within every run (pgsteal <= pgscan).
Which rep gets the low, middle and high value is fixed per group (again
from a CRC), the same for every metric of the group: one rep of a group
simply ran under a little more pressure than the others.
"""

import json
import sys
import zlib

KERNEL = "7.0.0-34-generic"
ARCH = "aarch64"

# Run window (s) per test case: the workload's <sec> argument, or the
# build's wall time for tc4.
WINDOW = {"tc1": 60, "tc2": 30, "tc3": 120, "tc5": 90, "tc6": 60,
          "tc7": 120}

# Decimal places per metric (metrics not listed are integer counters).
DECIMALS = {
    "lat.p50": 3, "lat.p99": 3, "lat.p999": 2,
    "cb.hit_pct": 1,
    "build.wall_s": 1, "build.user_s": 1, "build.sys_s": 1,
    "churn.cpu_s": 2, "hog.cpu_s": 2, "cb.cpu_s": 2,
    "churn.ops_per_cpu_s": 0, "hog.ops_per_cpu_s": 0,
}

# Test cases: workload, cgroup or not, configurations.
CASES = [
    ("tc1", "churn", True, ["off", "on"]),
    ("tc2", "cachebench", True, ["off", "on"]),
    ("tc3", "latbang+hog", True, ["off", "on", "ttl"]),
    ("tc4", "redis-make-j4", True, ["off", "on"]),
    ("tc5", "churn", False, ["off", "on"]),
    ("tc6", "cachebench", True, ["off", "on"]),
    ("tc7", "latbang+hog", False, ["off", "on", "ttl"]),
]

# Medians (or explicit per-rep lists) per (tc, cfg).  Names follow the
# collector: cg_* = memory.stat/memory.events deltas of the workload's
# cgroup; g_* = /proc/vmstat deltas; psi_* = /proc/pressure total= deltas
# in microseconds; zram_peak_* = peak of the 1 s zram mm_stat samples;
# kswapd_jiffies = kswapd utime+stime delta; nested objects = the
# workload's own JSON report.
GROUPS = {
    # TC-1: anonymous churn in a memcg, zram swap, dense fill.
    ("tc1", "off"): {
        "cg_pgscan": 5468212, "cg_pgsteal": 2313054,
        "cg_workingset_refault_anon": 2041557,
        "cg_workingset_refault_file": 18230,
        "cg_workingset_activate_anon": 601220,
        "cg_workingset_restore_anon": 412380,
        "cg_workingset_restore_file": 19650,
        "cg_memory_events_max": 48912,
        "g_pgscan_kswapd": 12410, "g_pgscan_direct": 5480114,
        "g_pgsteal_kswapd": 9120, "g_pgsteal_direct": 2318840,
        "g_pgscan_anon": 5301188, "g_pgscan_file": 191336,
        "g_pswpin": 2052330, "g_pswpout": 2289440,
        "g_allocstall": 38120,
        "g_workingset_refault_anon": 2043101,
        "g_workingset_refault_file": 21480,
        "g_workingset_restore_anon": 412902,
        "psi_memory_some_us": 24120330, "psi_memory_full_us": 18204331,
        "psi_io_some_us": 1812004, "psi_io_full_us": 1203118,
        "psi_cpu_some_us": 2210410,
        "zram_peak_orig_bytes": 1712324608,
        "kswapd_jiffies": 4,
        "churn.ops_per_s": 105660, "churn.majflt": 2081336,
        "churn.minflt": 412006, "churn.cpu_s": 58.41,
    },
    ("tc1", "on"): {
        "cg_pgscan": 3695418, "cg_pgsteal": 2618377,
        "cg_workingset_refault_anon": 2364208,
        "cg_workingset_refault_file": 12014,
        "cg_workingset_activate_anon": 244310,
        "cg_workingset_restore_anon": 120209,
        "cg_workingset_restore_file": 8640,
        "cg_memory_events_max": 39114,
        "g_pgscan_kswapd": 9830, "g_pgscan_direct": 3705102,
        "g_pgsteal_kswapd": 7410, "g_pgsteal_direct": 2622980,
        "g_pgscan_anon": 3602110, "g_pgscan_file": 102992,
        "g_pswpin": 2374118, "g_pswpout": 2590102,
        "g_allocstall": 27406,
        "g_workingset_refault_anon": 2366011,
        "g_workingset_refault_file": 14220,
        "g_workingset_restore_anon": 120880,
        "psi_memory_some_us": 17402118, "psi_memory_full_us": 11912006,
        "psi_io_some_us": 1688120, "psi_io_full_us": 1140332,
        "psi_cpu_some_us": 2412880,
        "zram_peak_orig_bytes": 1735442432,
        "kswapd_jiffies": 3,
        # rep2 is the run whose lru_gen histogram the report quotes.
        "churn.ops_per_s": [138920, 134610, 135240],
        "churn.majflt": 2407911,
        "churn.minflt": 380114, "churn.cpu_s": 59.02,
    },
    # TC-2: hot file + concurrent sequential disk sweep (file pages).
    ("tc2", "off"): {
        # File pages at the bottom of the LRU: OFF reclaims 94.8% of
        # what it scans, ON everything it scans.
        "cg_pgscan": 412640, "cg_pgsteal": ("of", "cg_pgscan", 0.948),
        "cg_workingset_refault_file": 21044,
        "cg_workingset_activate_file": 118230,
        "cg_workingset_restore_file": 6120,
        "cg_memory_events_max": 1204,
        "g_pgscan_kswapd": 2210, "g_pgscan_direct": 414118,
        "g_pgsteal_kswapd": 2002,
        "g_pgsteal_direct": ("of", "g_pgscan_direct", 0.9476),
        "g_pgscan_anon": 1120, "g_pgscan_file": 415208,
        "g_pswpin": 310, "g_pswpout": 1202,
        "g_allocstall": 1822,
        "g_workingset_refault_anon": 290,
        "g_workingset_refault_file": 21980,
        "psi_memory_some_us": [101212, 146118, 139204],
        "psi_memory_full_us": [98514, 101796, 109233],
        "psi_io_some_us": 21402330, "psi_io_full_us": 9802114,
        "psi_cpu_some_us": 810220,
        "zram_peak_orig_bytes": 41295872,
        "kswapd_jiffies": 2,
        "cb.minflt": [131877, 135160, 139420],
        "cb.majflt": 2114,
        "cb.ops_per_s": [3011592, 2958114, 3040002],
        "cb.hit_pct": [99.2, 99.3, 99.5], "cb.cpu_s": 29.61,
    },
    ("tc2", "on"): {
        "cg_pgscan": 302118, "cg_pgsteal": ("of", "cg_pgscan", 1.0),
        "cg_workingset_refault_file": 3012,
        "cg_workingset_activate_file": 2208,
        "cg_workingset_restore_file": 402,
        "cg_memory_events_max": 988,
        "g_pgscan_kswapd": 1904, "g_pgscan_direct": 303402,
        "g_pgsteal_kswapd": 1880,
        "g_pgsteal_direct": ("of", "g_pgscan_direct", 0.9991),
        "g_pgscan_anon": 802, "g_pgscan_file": 304504,
        "g_pswpin": 288, "g_pswpout": 1104,
        "g_allocstall": 1410,
        "g_workingset_refault_anon": 270,
        "g_workingset_refault_file": 3660,
        "psi_memory_some_us": [82018, 71204, 74110],
        "psi_memory_full_us": [61688, 50204, 53012],
        "psi_io_some_us": 20980114, "psi_io_full_us": 9611020,
        "psi_cpu_some_us": 802210,
        "zram_peak_orig_bytes": 40398848,
        "kswapd_jiffies": 2,
        "cb.minflt": [4083, 4410, 3950],
        "cb.majflt": 1902,
        "cb.ops_per_s": [3027857, 3062210, 2990412],
        "cb.hit_pct": [99.7, 99.6, 99.5], "cb.cpu_s": 29.70,
    },
    # TC-3: latency probe + hog inside a memcg; kswapd never runs.
    ("tc3", "off"): {
        "cg_pgscan": 1912400, "cg_pgsteal": 1021222,
        "cg_workingset_refault_anon": 912330,
        "cg_workingset_restore_anon": 101224,
        "cg_workingset_restore_file": 2210,
        "cg_memory_events_max": 20118,
        "g_pgscan_kswapd": 0, "g_pgscan_direct": 1918006,
        "g_pgsteal_kswapd": 0, "g_pgsteal_direct": 1024110,
        "g_pswpin": 901220, "g_pswpout": 1004212,
        "g_allocstall": 14202,
        "g_workingset_refault_anon": 913004,
        "psi_memory_some_us": 9120330, "psi_memory_full_us": 6204118,
        "psi_io_some_us": 802114, "psi_io_full_us": 512330,
        "psi_cpu_some_us": 4102330,
        "zram_peak_orig_bytes": 1102118912,
        "kswapd_jiffies": 0,
        "lat.p50": 0.412, "lat.p99": 1.183, "lat.p999": 2.46,
        "lat.overrun": [3, 2, 5],
        "hog.ops_per_s": 96480, "hog.cpu_s": 118.20,
    },
    ("tc3", "on"): {
        "cg_pgscan": 1402118, "cg_pgsteal": 1067204,
        "cg_workingset_refault_anon": 921006,
        "cg_workingset_restore_anon": 41220,
        "cg_workingset_restore_file": 1102,
        "cg_memory_events_max": 19204,
        "g_pgscan_kswapd": 0, "g_pgscan_direct": 1406220,
        "g_pgsteal_kswapd": 0, "g_pgsteal_direct": 1069880,
        "g_pswpin": 908114, "g_pswpout": 1052008,
        "g_allocstall": 13880,
        "g_workingset_refault_anon": 921880,
        "psi_memory_some_us": 8904112, "psi_memory_full_us": 6088204,
        "psi_io_some_us": 788120, "psi_io_full_us": 505002,
        "psi_cpu_some_us": 4088210,
        "zram_peak_orig_bytes": 1098219520,
        "kswapd_jiffies": 0,
        "lat.p50": 0.409, "lat.p99": 1.191, "lat.p999": 2.49,
        "lat.overrun": [4, 3, 6],
        "hog.ops_per_s": 96012, "hog.cpu_s": 118.04,
    },
    ("tc3", "ttl"): {
        "cg_pgscan": 1398804, "cg_pgsteal": 1066110,
        "cg_workingset_refault_anon": 919450,
        "cg_workingset_restore_anon": 41502,
        "cg_workingset_restore_file": 1130,
        "cg_memory_events_max": 19330,
        "g_pgscan_kswapd": 0, "g_pgscan_direct": 1402992,
        "g_pgsteal_kswapd": 0, "g_pgsteal_direct": 1068204,
        "g_pswpin": 906880, "g_pswpout": 1050114,
        "g_allocstall": 13912,
        "g_workingset_refault_anon": 920330,
        "psi_memory_some_us": 8930210, "psi_memory_full_us": 6101330,
        "psi_io_some_us": 790880, "psi_io_full_us": 506110,
        "psi_cpu_some_us": 4090002,
        "zram_peak_orig_bytes": 1099104256,
        "kswapd_jiffies": 0,
        "lat.p50": 0.411, "lat.p99": 1.187, "lat.p999": 2.47,
        "lat.overrun": [3, 4, 6],
        "hog.ops_per_s": 96110, "hog.cpu_s": 118.11,
    },
    # TC-4: real build (redis make -j4) in a 448M memcg.
    ("tc4", "off"): {
        "cg_pgscan": 1204556, "cg_pgsteal": 652870,
        "cg_workingset_refault_anon": 24410,
        "cg_workingset_refault_file": 31203,
        "cg_workingset_activate_anon": 9812,
        "cg_workingset_activate_file": 14406,
        "cg_workingset_restore_anon": 7921,
        "cg_workingset_restore_file": 3183,
        "cg_memory_events_max": 8204,
        "g_pgscan_kswapd": 8802, "g_pgscan_direct": 1210330,
        "g_pgsteal_kswapd": 6110, "g_pgsteal_direct": 655002,
        "g_pswpin": 23988, "g_pswpout": 98204,
        "g_allocstall": 6120,
        "g_workingset_refault_anon": 24502,
        "g_workingset_refault_file": 31880,
        "psi_memory_some_us": 6802114, "psi_memory_full_us": 3812400,
        "psi_io_some_us": 2904118, "psi_io_full_us": 1402330,
        "psi_cpu_some_us": 61204118,
        "zram_peak_orig_bytes": 402653184,
        "kswapd_jiffies": 5,
        "build.wall_s": 412.3, "build.majflt": 38214,
        "build.minflt": 9812330, "build.user_s": 1402.4,
        "build.sys_s": 118.2,
    },
    ("tc4", "on"): {
        "cg_pgscan": 731902, "cg_pgsteal": 590114,
        "cg_workingset_refault_anon": 6812,
        "cg_workingset_refault_file": 4118,
        "cg_workingset_activate_anon": 1120,
        "cg_workingset_activate_file": 1804,
        "cg_workingset_restore_anon": 902,
        "cg_workingset_restore_file": 456,
        "cg_memory_events_max": 7110,
        "g_pgscan_kswapd": 7904, "g_pgscan_direct": 736118,
        "g_pgsteal_kswapd": 5880, "g_pgsteal_direct": 592240,
        "g_pswpin": 6690, "g_pswpout": 91880,
        "g_allocstall": 4402,
        "g_workingset_refault_anon": 6880,
        "g_workingset_refault_file": 4502,
        "psi_memory_some_us": 2904330, "psi_memory_full_us": 1402110,
        "psi_io_some_us": 1102006, "psi_io_full_us": 508112,
        "psi_cpu_some_us": 60980220,
        "zram_peak_orig_bytes": 389021696,
        "kswapd_jiffies": 4,
        "build.wall_s": 413.9, "build.majflt": 4102,
        "build.minflt": 9790118, "build.user_s": 1404.1,
        "build.sys_s": 104.6,
    },
    # TC-5: node-wide pressure, no cgroup: kswapd's battlefield.
    ("tc5", "off"): {
        "g_pgscan_kswapd": 3902118, "g_pgscan_direct": 1873420,
        "g_pgsteal_kswapd": 1204310, "g_pgsteal_direct": 1102334,
        "g_pgscan_anon": 5402330, "g_pgscan_file": 373208,
        "g_pswpin": 1081220, "g_pswpout": 812440,
        "g_allocstall": 41262,
        "g_workingset_refault_anon": 1412006,
        "g_workingset_refault_file": 108000,
        "g_workingset_restore_anon": 402110,
        "g_workingset_restore_file": 20412,
        "psi_memory_some_us": 14204118, "psi_memory_full_us": 8412300,
        "psi_io_some_us": 1602118, "psi_io_full_us": 1010224,
        "psi_cpu_some_us": 3120446,
        "zram_peak_orig_bytes": 2101346304,
        "kswapd_jiffies": 2433,
        "churn.ops_per_s": 61204, "churn.majflt": 1080112,
        "churn.minflt": 2412330, "churn.cpu_s": 86.12,
    },
    ("tc5", "on"): {
        "g_pgscan_kswapd": 3412006, "g_pgscan_direct": 74937,
        "g_pgsteal_kswapd": 2661525, "g_pgsteal_direct": 61208,
        "g_pgscan_anon": 3380112, "g_pgscan_file": 106831,
        "g_pswpin": 402330, "g_pswpout": 2096095,
        "g_allocstall": 4126,
        "g_workingset_refault_anon": 471202,
        "g_workingset_refault_file": 45600,
        "g_workingset_restore_anon": 98220,
        "g_workingset_restore_file": 8804,
        "psi_memory_some_us": 5912006, "psi_memory_full_us": 2607813,
        "psi_io_some_us": 1488220, "psi_io_full_us": 902118,
        "psi_cpu_some_us": 3011204,
        "zram_peak_orig_bytes": 2214592512,
        "kswapd_jiffies": 1783,
        "churn.ops_per_s": 61688, "churn.majflt": 401998,
        "churn.minflt": 612004, "churn.cpu_s": 86.40,
    },
    # TC-6: pure random file reads, no hot/cold structure to exploit.
    ("tc6", "off"): {
        "cg_pgscan": 5012334, "cg_pgsteal": ("of", "cg_pgscan", 0.978),
        "cg_workingset_refault_file": 2904330,
        "cg_workingset_activate_file": 1402118,
        "cg_workingset_restore_file": 402006,
        "cg_memory_events_max": 30118,
        "g_pgscan_kswapd": 20118, "g_pgscan_direct": 5030220,
        "g_pgsteal_kswapd": 19880,
        "g_pgsteal_direct": ("of", "g_pgscan_direct", 0.9762),
        "g_pgscan_anon": 2204, "g_pgscan_file": 5048134,
        "g_pswpin": 402, "g_pswpout": 1880,
        "g_allocstall": 30412,
        "g_workingset_refault_file": 2910118,
        "psi_memory_some_us": 2402118, "psi_memory_full_us": 1204330,
        "psi_io_some_us": 9802330, "psi_io_full_us": 4812000,
        "psi_cpu_some_us": 1204118,
        "zram_peak_orig_bytes": 38797312,
        "kswapd_jiffies": 6,
        "cb.minflt": 14402330, "cb.majflt": 3912210,
        "cb.ops_per_s": 412330, "cb.hit_pct": [78.1, 78.6, 79.2], "cb.cpu_s": 41.20,
    },
    ("tc6", "on"): {
        "cg_pgscan": 5602118, "cg_pgsteal": ("of", "cg_pgscan", 0.9812),
        "cg_workingset_refault_file": 3402118,
        "cg_workingset_activate_file": 1102330,
        "cg_workingset_restore_file": 388204,
        "cg_memory_events_max": 33204,
        "g_pgscan_kswapd": 21002, "g_pgscan_direct": 5620446,
        "g_pgsteal_kswapd": 20440,
        "g_pgsteal_direct": ("of", "g_pgscan_direct", 0.9802),
        "g_pgscan_anon": 2012, "g_pgscan_file": 5639436,
        "g_pswpin": 390, "g_pswpout": 1802,
        "g_allocstall": 33880,
        "g_workingset_refault_file": 3408004,
        "psi_memory_some_us": 2604330, "psi_memory_full_us": 1318006,
        "psi_io_some_us": 11904118, "psi_io_full_us": 5966880,
        "psi_cpu_some_us": 1188204,
        "zram_peak_orig_bytes": 38010880,
        "kswapd_jiffies": 6,
        "cb.minflt": 13302118, "cb.majflt": 4412906,
        "cb.ops_per_s": 401118, "cb.hit_pct": [75.1, 74.6, 75.8], "cb.cpu_s": 41.02,
    },
    # TC-7: node-wide pressure + latency probe + hog, no cgroup.
    ("tc7", "off"): {
        "g_pgscan_kswapd": 4102330, "g_pgscan_direct": 912400,
        "g_pgsteal_kswapd": 1502114, "g_pgsteal_direct": 602330,
        "g_pswpin": 1204118, "g_pswpout": 1402330,
        "g_allocstall": 20118,
        "g_workingset_refault_anon": 1302118,
        "g_workingset_refault_file": 60220,
        "g_workingset_restore_anon": 301220,
        "psi_memory_some_us": 6804118, "psi_memory_full_us": 3904000,
        "psi_io_some_us": 1102330, "psi_io_full_us": 704118,
        "psi_cpu_some_us": 5204330,
        "zram_peak_orig_bytes": 1902116864,
        "kswapd_jiffies": 3012,
        "lat.p50": 0.431, "lat.p99": 1.412, "lat.p999": 4.62,
        "lat.overrun": [6, 5, 8],
        "hog.ops_per_s": 58112, "hog.cpu_s": 117.30,
    },
    ("tc7", "on"): {
        "g_pgscan_kswapd": 3804118, "g_pgscan_direct": 100364,
        "g_pgsteal_kswapd": 2904330, "g_pgsteal_direct": 80114,
        "g_pswpin": 702330, "g_pswpout": 2802118,
        "g_allocstall": 2503,
        "g_workingset_refault_anon": 612330,
        "g_workingset_refault_file": 30118,
        "g_workingset_restore_anon": 82118,
        "psi_memory_some_us": 2904118, "psi_memory_full_us": 1288320,
        "psi_io_some_us": 1012118, "psi_io_full_us": 650220,
        "psi_cpu_some_us": 5402118,
        "zram_peak_orig_bytes": 2010116096,
        "kswapd_jiffies": 2140,
        "lat.p50": 0.433, "lat.p99": 1.524, "lat.p999": 6.03,
        "lat.overrun": [9, 11, 8],
        "hog.ops_per_s": 58640, "hog.cpu_s": 117.62,
    },
    ("tc7", "ttl"): {
        "g_pgscan_kswapd": 3811206, "g_pgscan_direct": 98702,
        "g_pgsteal_kswapd": 2899118, "g_pgsteal_direct": 79330,
        "g_pswpin": 704118, "g_pswpout": 2798440,
        "g_allocstall": 2488,
        "g_workingset_refault_anon": 610880,
        "g_workingset_refault_file": 30402,
        "g_workingset_restore_anon": 81902,
        "psi_memory_some_us": 2911330, "psi_memory_full_us": 1301442,
        "psi_io_some_us": 1018204, "psi_io_full_us": 652330,
        "psi_cpu_some_us": 5398002,
        "zram_peak_orig_bytes": 2012213248,
        "kswapd_jiffies": 2152,
        "lat.p50": 0.432, "lat.p99": 1.519, "lat.p999": 6.07,
        "lat.overrun": [8, 10, 9],
        "hog.ops_per_s": 58506, "hog.cpu_s": 117.55,
    },
}

# zram compression ratio (orig/compr) per run, rep1..rep3.  TC-1 is the
# dense-fill retest (512 B of pseudo-random data per page): about 5.3:1.
ZRAM_RATIO = {
    ("tc1", "off"): [5.24, 5.31, 5.36],
    ("tc1", "on"): [5.41, 5.29, 5.27],
    ("tc2", "off"): [3.12, 3.08, 3.15],
    ("tc2", "on"): [3.10, 3.14, 3.06],
    ("tc3", "off"): [4.02, 4.11, 3.97],
    ("tc3", "on"): [4.08, 3.99, 4.05],
    ("tc3", "ttl"): [4.03, 4.10, 4.01],
    ("tc4", "off"): [2.91, 2.86, 2.95],
    ("tc4", "on"): [2.88, 2.93, 2.84],
    ("tc5", "off"): [5.18, 5.22, 5.26],
    ("tc5", "on"): [5.24, 5.19, 5.28],
    ("tc6", "off"): [3.04, 3.11, 3.02],
    ("tc6", "on"): [3.09, 3.01, 3.07],
    ("tc7", "off"): [4.41, 4.35, 4.47],
    ("tc7", "on"): [4.38, 4.44, 4.33],
    ("tc7", "ttl"): [4.46, 4.39, 4.42],
}

# Low/middle/high assignment to rep1..rep3, chosen per group.
PERMS = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]


def crc(s):
    """Deterministic 32-bit hash of a string (zlib.crc32 of its UTF-8)."""
    return zlib.crc32(s.encode("utf-8"))


def spread(tc, cfg, name):
    """Return (a, b): relative distance of the low and high rep from the
    median, each in 1%..5%, fixed by the names."""
    h = crc(tc + "/" + cfg + "/" + name)
    return 0.01 + (h % 401) / 10000.0, 0.01 + ((h >> 12) % 401) / 10000.0


def fmt(name, v):
    """Round v the way the collector writes metric name (zram sizes are
    whole pages)."""
    if name == "zram_peak_orig_bytes":
        return int(round(v / 4096.0)) * 4096
    d = DECIMALS.get(name)
    if d is None or d == 0:
        return int(round(v))
    return round(v, d)


def triple(tc, cfg, name, spec):
    """Return the metric's values for rep1..rep3."""
    if isinstance(spec, list):
        return [fmt(name, v) for v in spec]
    if spec == 0:
        return [0, 0, 0]
    a, b = spread(tc, cfg, name)
    vals = [fmt(name, spec * (1 - a)), fmt(name, spec), fmt(name, spec * (1 + b))]
    if isinstance(vals[1], int):
        # Keep three distinct integers even for small counters.
        step = 4096 if name == "zram_peak_orig_bytes" else 1
        vals[0] = min(vals[0], vals[1] - step)
        vals[2] = max(vals[2], vals[1] + step)
    perm = PERMS[crc(tc + "/" + cfg) % len(PERMS)]
    return [vals[perm[r]] for r in range(3)]


def nest(flat):
    """Turn {"a.b": v} into {"a": {"b": v}}, keeping insertion order."""
    out = {}
    for k, v in flat.items():
        parts = k.split(".")
        d = out
        for p in parts[:-1]:
            d = d.setdefault(p, {})
        d[parts[-1]] = v
    return out


def build_group(tc, cgroup, cfg):
    """Return the three runs (dicts of flat metric names) of one group."""
    spec = GROUPS[(tc, cfg)]
    runs = [dict() for _ in range(3)]
    for name, s in spec.items():
        if isinstance(s, tuple):
            continue
        for r, v in enumerate(triple(tc, cfg, name, s)):
            runs[r][name] = v
    for name, s in spec.items():
        if isinstance(s, tuple):
            # ("of", source, fraction): a fixed fraction of another metric
            # of the same run, e.g. pages stolen out of pages scanned.
            for run in runs:
                run[name] = int(round(run[s[1]] * s[2]))
    for r, run in enumerate(runs):
        # Derived per run, so that the run stays self-consistent.
        ratio = ZRAM_RATIO[(tc, cfg)][r]
        run["zram_peak_compr_bytes"] = int(round(run["zram_peak_orig_bytes"] / ratio))
        run["zram_peak_mem_used_bytes"] = int(round(run["zram_peak_compr_bytes"] * 1.031)) // 4096 * 4096
        if tc == "tc4":
            run["window_s"] = run["build.wall_s"]
        else:
            run["window_s"] = WINDOW[tc]
        for wl in ("churn", "hog", "cb"):
            if wl + ".ops_per_s" in run:
                ops = run[wl + ".ops_per_s"] * WINDOW[tc]
                run[wl + ".ops"] = ops
                run[wl + ".ops_per_cpu_s"] = int(round(ops / run[wl + ".cpu_s"]))
    return runs


def order(names):
    """Sort a run's metric names: cg_*, g_*, psi_*, zram_*, kswapd, window,
    then the workload's own object."""
    rank = {"cg": 0, "g": 1, "psi": 2, "zram": 3, "kswapd": 4, "window": 5}
    def key(n):
        if "." in n:
            return (6, n.split(".")[0], n)
        return (rank.get(n.split("_")[0], 7), "", n)
    return sorted(names, key=key)


def runs_in_order():
    """Yield every run in the order it was executed: odd reps run the
    configurations forwards (off, on, ttl), even reps backwards."""
    for tc, workload, cgroup, cfgs in CASES:
        groups = {cfg: build_group(tc, cgroup, cfg) for cfg in cfgs}
        for rep in (1, 2, 3):
            seq = cfgs if rep % 2 == 1 else list(reversed(cfgs))
            for cfg in seq:
                flat = groups[cfg][rep - 1]
                head = {
                    "tc": tc, "cfg": cfg, "rep": rep,
                    "workload": workload,
                    "kernel": KERNEL, "arch": ARCH,
                    "enabled": "0x0000" if cfg == "off" else "0x0001",
                    "min_ttl_ms": "1000" if cfg == "ttl" else "0",
                    "cgroup": "mglru-lab/" + tc if cgroup else "",
                    "fill": "dense" if workload == "churn" else "",
                    "warmup": True,
                }
                if not head["fill"]:
                    del head["fill"]
                if not head["cgroup"]:
                    del head["cgroup"]
                body = {n: flat[n] for n in order(flat)}
                head.update(nest(body))
                yield head


def main(argv):
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":"))
             for r in runs_in_order()]
    text = "\n".join(lines) + "\n"
    if len(argv) > 1:
        with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/bin/sh
# make bench: verify-report and report-site against DuckDB, pandas and
# cat on synthetic results of 100,000 and 1,000,000 runs (bench/gen.c),
# each tool run in turn, round after round, so that they share the
# machine's moods.  Prints a table of medians (and writes it to
# bench/out/table.md); docs/performance.md keeps the figures.
#
# Environment: BENCH_SIZES (default "100000 1000000"), BENCH_ROUNDS
# (default 3), BENCH_PANDAS_MAX (largest size pandas runs on, default
# 100000: at 10^6 runs pandas needs about 15 GB and minutes),
# BENCH_SITE_MAX (largest size report-site runs on, default 1000000;
# it is timed building into an empty place and again over its own
# site, which it then removes),
# BENCH_KEEP=1 keeps the generated files (about 1.7 GB at 10^6 runs).
# The runs cache is off for every timing but its own (bench/cache.py:
# the first check against a re-check after an edit of the report).
set -eu
VERIFY_REPORT_CACHE=off
export VERIFY_REPORT_CACHE
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
out=bench/out
sizes=${BENCH_SIZES:-"100000 1000000"}
rounds=${BENCH_ROUNDS:-3}
pandas_max=${BENCH_PANDAS_MAX:-100000}
site_max=${BENCH_SITE_MAX:-1000000}
mkdir -p "$out"
: >"$out/times.txt"

# The tools: ours from the tree (make bench builds build/bench/: gen,
# measure, and cJSON alone on every core with the loader's strtod,
# strncmp and localeconv, the floor under verify-report), the others
# installed for the bench only.
tools=build/bench
if [ ! -d bench/duckdb/node_modules/@duckdb/node-api ]; then
	(cd bench/duckdb && npm ci --no-audit --no-fund --loglevel=error)
fi
if ! /usr/bin/python3 -c 'import pandas' 2>/dev/null; then
	if [ "$(id -u)" = 0 ]; then
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
		    apt-get install -y -qq python3-pandas >/dev/null
	else
		echo "bench: pandas missing: sudo apt-get install python3-pandas"
		exit 1
	fi
fi

# Disk: the 10^6-run file is about 1.6 GB, its site about as much.
avail=$(df -Pk "$out" | awk 'NR == 2 { print $4 }')
if [ "$avail" -lt 5000000 ]; then
	echo "bench: less than 5 GB free under $out; not running"
	exit 1
fi

# t NAME SIZE COMMAND...: runs COMMAND, records wall seconds and peak
# RSS (bench/measure.c).
t() {
	name=$1 size=$2
	shift 2
	if "$tools/measure" "$out/t.tmp" "$@" >"$out/stdout.tmp" \
	    2>"$out/stderr.tmp"; then
		set -- $(tail -n 1 "$out/t.tmp")
		echo "$name $size $1 $2" >>"$out/times.txt"
		printf '  %-14s %8s s %8s MB\n' "$name" "$1" $(($2 / 1024))
	else
		echo "  $name FAILED:"
		tail -n 5 "$out/stderr.tmp"
		echo "$name $size fail fail" >>"$out/times.txt"
		failed="$failed $name@$size"
	fi
}
failed=""

# step NAME COMMAND...: runs a step whose lines are a figure, into
# $out/NAME and the terminal; a step that fails fails the bench (a tee
# in a pipe would hide its status).
step() {
	name=$1
	shift
	if ! "$@" >"$out/$name" 2>&1; then
		failed="$failed $name"
	fi
	cat "$out/$name"
}

for n in $sizes; do
	data=$out/r$n.jsonl
	echo "bench: $n runs"
	"$tools/gen" "$n" "$data" "$out/r$n.md" "$out/metrics.txt"
	ls -l "$data" | awk '{ print $5 }' >"$out/bytes-$n"
	# The report must verify (every claim ok) before it is timed.
	./verify-report "$out/r$n.md" "$data" | tail -n 1
	r=1
	while [ "$r" -le "$rounds" ]; do
		echo " round $r"
		t cat "$n" sh -c "cat '$data' >/dev/null"
		t verify-report "$n" ./verify-report "$out/r$n.md" "$data"
		t cjson-floor "$n" "$tools/cjson_floor" "$data"
		t duckdb "$n" node bench/duckdb/groupby.mjs "$data" \
		    "$out/metrics.txt"
		if [ "$n" -le "$site_max" ]; then
			# A build into an empty place, then one over the site
			# just built, which also removes the old one.
			rm -rf "$out/site-$n"
			t report-site "$n" ./report-site -o "$out/site-$n" \
			    "$out/r$n.md" "$data"
			t report-site-over "$n" ./report-site -o \
			    "$out/site-$n" "$out/r$n.md" "$data"
		fi
		if [ "$n" -le "$pandas_max" ]; then
			t pandas "$n" /usr/bin/python3 bench/pandas_groupby.py \
			    "$data" "$out/metrics.txt"
		fi
		r=$((r + 1))
	done
	# The runs cache: a re-check after an edit of the report against
	# the first check (issue 26 item 3: at most 0.1x at 10^6 runs).
	step cache-$n python3 bench/cache.py ./verify-report "$out/r$n.md" \
	    "$data" "$rounds" ./report-site
	# --suggest on 500 unbound numbers against plain verify (issue 13).
	if [ "$n" -le 100000 ]; then
		step suggest-$n python3 bench/suggest.py ./verify-report \
		    "$out/r$n.md" "$data" "$out/s500-$n.md" "$rounds"
	fi
	if [ -d "$out/site-$n" ]; then
		find "$out/site-$n" -type f -printf '%s %P\n' | sort -n |
		    tail -n 1 >"$out/site-largest-$n"
		du -sk "$out/site-$n" | awk '{ print $1 }' >"$out/site-kb-$n"
		find "$out/site-$n" -type f | wc -l >"$out/site-files-$n"
		# Opening the largest test case's first metric in the checker.
		step site-open-$n sh -c "cd tests/browser &&
		    node open_metric.mjs '$top/$out/site-$n'"
	fi
	if [ "${BENCH_KEEP:-0}" != 1 ]; then
		rm -rf "$data" "$out/site-$n"
	fi
done

# Small inputs: the running example, 20 times, next to /bin/true.
python3 - "$out/small.txt" <<'EOF'
import statistics, subprocess, sys, time
def med(cmd):
    t = []
    for _ in range(20):
        a = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=False)
        t.append(time.perf_counter() - a)
    return statistics.median(t) * 1000
v = med(['./verify-report', 'report.md', 'data/results.jsonl'])
b = med(['/bin/true'])
open(sys.argv[1], 'w').write(f"{v:.2f} {b:.2f}\n")
EOF
python3 bench/table.py "$out" | tee "$out/table.md"
# A tool that failed fails the bench (report-site refusing a site is a
# result, not a footnote).
if [ -n "$failed" ]; then
	echo "bench: FAILED:$failed"
	exit 1
fi

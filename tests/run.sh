#!/bin/sh
# The whole suite, as `make check` runs it: unit tests and golden tests
# on the plain build and on the sanitizer build, then the running
# example and the real-shaped examples of tests/examples/.  Ends with
# the line "N passed, M failed".
# Run from the top folder after `make all` and the build/ targets.
#
#   sh tests/run.sh            every layer, as make check
#   sh tests/run.sh LAYER...   those layers on the plain build alone, as
#                              make test-LAYER (the names: LAYERS below)
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
cd "$top" || exit 1
vr=./verify-report unit=build/unit san_vr=build/san/verify-report
san_unit=build/san/unit rs=./report-site san_rs=build/san/report-site
pass=0 fail=0
log=$(mktemp)
# The runs cache of every verify-report the suite runs goes here, not
# into the user's own ~/.cache (tests/cache.py makes its own).
XDG_CACHE_HOME=$(mktemp -d)
export XDG_CACHE_HOME
trap 'rm -f "$log"; rm -rf "$XDG_CACHE_HOME"' EXIT

# Adds the counts of a "...: N passed, M failed" line.
tally() {
	line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
	if [ -z "$line" ]; then
		echo "FAIL $1: printed no tally"
		fail=$((fail + 1))
		return
	fi
	p=$(echo "$line" | sed -E 's/.* ([0-9]+) passed, ([0-9]+) failed.*/\1/')
	f=$(echo "$line" | sed -E 's/.* ([0-9]+) passed, ([0-9]+) failed.*/\2/')
	pass=$((pass + p))
	fail=$((fail + f))
	echo "$1: $p passed, $f failed"
}

# check NAME COMMAND...: one test that passes when COMMAND exits 0.
check() {
	name=$1
	shift
	if "$@" >"$log" 2>&1; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL $name"
		head -20 "$log"
	fi
}

# run NAME GREP MOST COMMAND...: runs COMMAND into the log, shows what
# grep GREP finds in it (at most MOST lines) and tallies NAME.
run() {
	name=$1 find=$2 most=$3
	shift 3
	"$@" >"$log" 2>&1
	# shellcheck disable=SC2086	# GREP is options and a pattern
	grep $find "$log" | head -"$most"
	tally "$name"
}

# browser NAME SECONDS GREP MOST TEST ARGS...: a test of tests/browser
# in node, its last lines shown when it printed no tally.
browser() {
	name=$1 secs=$2 find=$3 most=$4
	shift 4
	(cd "$here/browser" && timeout "$secs" node "$@") >"$log" 2>&1
	# shellcheck disable=SC2086
	grep $find "$log" | head -"$most"
	grep -q 'passed, ' "$log" || tail -20 "$log"
	tally "$name"
}

# Each layer, on the build(s) it is given: make check gives the plain
# build and the sanitizer build, make test-LAYER the plain one.

layer_unit() {
	run "unit ($1)" "FAIL" 40 "$1"
}

layer_regress() {
	run "regress ($1)" "-A20 FAIL" 60 sh "$here/regress.sh" "$1"
}

layer_example() {
	run "example ($1)" "-A10 FAIL" 40 sh "$here/example.sh" "$1" "$top"
}

# The real-shaped examples (tests/examples/): a Korean and a Chinese
# report, each clean and with planted faults.  Known misreadings of this
# build are XFAIL, listed in tests/examples/xfail.tsv, and said aloud.
layer_examples() {
	python3 "$here/examples/check.py" "$1" >"$log" 2>&1
	grep -A8 '^FAIL' "$log" | head -60
	grep '^!!!' "$log"
	tally "examples ($1)"
}

# Past the source map's budget (build/budget/, issue 25.6): every place
# exact or none over 400 random reports (3,000 pass: docs/output.md),
# and none shown in every format.  $1: the builds' folder (build/budget,
# or build/budget-san under the sanitizers), $2: how many reports.
layer_budget() {
	run "positions past the budget ($1)" "-E -A3 ^FAIL|spent:" 20 \
	    python3 "$here/positions.py" --budget --count "$2" \
	    "$top/$1/verify-report"
	run "budget formats ($1)" "^FAIL" 20 sh "$here/budget.sh" \
	    "$top/$1/verify-report" "$top/$1/report-site"
}

# Every place printed points at the written number: thousands of random
# reports of every block shape (tests/positions.py), fewer under the
# sanitizers, which are slower.  $2: how many.
layer_positions() {
	run "positions ($1)" "-A3 ^FAIL" 20 \
	    python3 "$here/positions.py" --count "$2" "$1"
}

# Plain-text tables bound by <!-- ev:table --> (issue 22): random
# mmtests, lkp-tests and mean (stddev) tables, every cell's LINE:COL and
# verdict, planted faults, malformed comments; fewer under the
# sanitizers.  $2: how many reports.
layer_plain_tables() {
	run "plain tables ($1)" "-A3 ^FAIL" 20 \
	    python3 "$here/plain_tables.py" --count "$2" "$1"
}

# --suggest and --fix on the three example reports stripped of their
# prose claims: precision of --fix, top-1 and top-3 (issue 13), printed.
layer_suggest() {
	python3 "$here/suggest.py" "$1" "$top" >"$log" 2>&1
	grep -v '^  ' "$log" | grep -v 'passed, '
	tally "suggest"
}

# Labels --unbound still lists on the bound reports (issue 23 item 2):
# at most 5% of the stripped list, and no label hides a claim.
layer_labels() {
	python3 "$here/labels.py" "$1" "$top" >"$log" 2>&1
	cat "$log" | grep -v 'passed, '
	tally "labels"
}

layer_suggest_families() {
	run "suggest families" "FAIL" 20 python3 "$here/suggest_family.py" "$1"
}

# The suggester follows direction words: an unsigned change next to
# "lower", "减少", "감소", "faster"... is offered only in the word's order.
layer_suggest_direction() {
	run "suggest direction" "FAIL" 20 \
	    python3 "$here/suggest_direction.py" "$1"
}

# A stranger's report, family by family (issue 23): changes of means,
# a table's caption, best/worst, totals, benchmark + row label, MB/s,
# an ev:words ratio, ties of one value: --fix binds the meant address.
layer_suggest_stranger() {
	run "suggest stranger" "FAIL" 20 \
	    python3 "$here/suggest_stranger.py" "$1"
}

# Peers' own golden tests, converted (tests/peers/*/convert.py): every
# number benchstat v2 prints verifies ok, each significant change clear.
layer_peers() {
	run "peers" "FAIL" 20 python3 "$here/peers/check.py" "$1" "$here/peers"
}

# Section 2's statistics against an independent computation (Python's
# statistics module, exact fractions, a brute-force rank test).
layer_stats_family() {
	run "stats family" "FAIL" 20 python3 "$here/stats_family.py" "$1"
}

layer_site() {
	run "site ($1)" "-A10 FAIL" 40 sh "$here/site.sh" "$1" "$vr" "$top"
}

# A table header cell left empty gets a label for screen readers in the
# page's words, and the page looks as written (tests/table_heads.py).
layer_table_heads() {
	run "table heads ($1)" "-A3 ^FAIL" 20 \
	    python3 "$here/table_heads.py" "$1" "$top"
}

# Charts say what the report says: panels, labels, units, order, titles.
layer_charts() {
	python3 "$here/charts.py" "$1" "$vr" "$top" >"$log" 2>&1
	grep FAIL "$log" | head -20
	grep -q 'passed, ' "$log" || tail -20 "$log"
	tally "charts ($1)"
}

# CI output formats and shell habits.
layer_formats() {
	run "formats ($1)" "-A5 FAIL" 40 sh "$here/formats.sh" "$1" "$top"
}

# --export=text: goldens of every example, the width, number and
# footnote properties, -o and the errors (tests/export_text.py).
layer_export() {
	run "export ($1)" "FAIL" 20 python3 "$here/export_text.py" "$1" "$top"
}

layer_shell() {
	run "shell ($1)" "-A5 FAIL" 40 sh "$here/shell.sh" "$1" "$top"
}

# make install into a temporary DESTDIR (it installs the plain build).
layer_install() {
	run "install" "-A5 FAIL" 40 sh "$here/install.sh" "$top"
}

# No control character of an input reaches a terminal or a CI log raw.
layer_controls() {
	run "controls ($1)" "FAIL" 20 python3 "$here/controls.py" "$1" "$2"
}

# The documentation a clone reads: links stay inside the repository and
# every example of docs/syntax.md verifies.
layer_docs() {
	run "docs" "-A10 FAIL" 40 sh "$here/docs.sh" "$vr" "$top"
}

# Integers past 2^53 and overflow near 1.8e308: never a verdict on
# digits a double cannot hold, or on inf and nan (issue 25).
layer_exact() {
	run "exact ($1)" "FAIL" 20 python3 "$here/exact.py" "$1"
}

# No option that writes can replace or write inside an input, however
# the paths are spelled (issue 25).
layer_writers() {
	run "writers" "FAIL" 20 python3 "$here/writers.py" "$1" "$rs" "$top" \
	    build/inject_errors.so
}

# SIGTERM and SIGINT at random moments of a large build, and memory
# limits: prompt ends, no debris, the old site intact (plain build: the
# sanitizers reserve more address space than the limits).
layer_signals() {
	run "signals" "FAIL" 20 python3 "$here/signals.py" "$rs" "$vr" "$top"
}

# Write failures injected into the site build, on the plain build only:
# the sanitizers' runtime must be loaded first and refuses LD_PRELOAD.
layer_inject() {
	run "inject ($rs)" "-A3 FAIL" 40 \
	    sh "$here/inject.sh" "$rs" build/inject_errors.so "$top"
}

# The site's words: every key in use is in the English strings file,
# every translation has the same keys and placeholders.
layer_strings() {
	run "strings" "FAIL" 20 python3 "$here/strings.py" "$top"
	# Each error a claim gets speaks the page's language.
	run "strings errors" "FAIL" 20 python3 "$here/strings_errors.py" "$top"
}

# No file of src/ calls a file that calls it back, around any loop, nor
# a file of a later stage of the pipeline (nm of build/*.o, issue 21).
layer_circles() {
	run "circles" "FAIL" 20 python3 "$here/circles.py" "$top"
}

# Pathological inputs at N and 4N, the quick set (make pathological
# runs them all), timed in CPU time; first the harness itself: its CPU
# and wall limits and what it charges a run.
layer_pathological() {
	run "pathological harness" "-A1 FAIL" 20 \
	    python3 "$here/pathological_self.py"
	run "pathological (quick)" "-A3 FAIL" 40 \
	    python3 "$here/pathological.py" --quick "$top"
}

# The browser test on the site of the running example.
layer_browser() {
	site=$(mktemp -d)
	if "$1" -o "$site/site" report.md data/results.jsonl >"$log" 2>&1; then
		(cd "$here/browser" && timeout 300 node site.test.mjs "$site/site" \
		    "$top/data/results.jsonl" "$top/tests/out") >"$log" 2>&1
		grep FAIL "$log" | head -20
		grep -q 'passed, ' "$log" || tail -20 "$log"
		tally "browser (chromium)"
	else
		cat "$log"
		fail=$((fail + 1))
	fi
	rm -rf "$site"
}

# Planted scripts in a report and its runs never run in Chromium.
layer_hostile() {
	browser "hostile (chromium)" 300 "FAIL" 20 \
	    hostile.test.mjs "$top/$1" "$top"
}

# The site in its readers' languages, shared links, no JavaScript,
# print, phone, keyboard, and axe-core over the pages (issue 14).
layer_l10n() {
	browser "l10n and a11y (chromium)" 600 "FAIL" 20 \
	    l10n.test.mjs "$top/$1" "$top"
}

# The checker shows every value as the data holds it, however packed.
layer_values() {
	browser "values (chromium)" 300 "FAIL" 20 \
	    values.test.mjs "$top/$1" "$top"
	# Opening a metric lays out and loads only what it shows, on
	# sites of 600 to 6,000 runs (issue 26).
	browser "opening a metric (chromium)" 600 "FAIL" 20 \
	    open.test.mjs "$top/$1" "$top"
}

# The checker redoes every claim step by step and gets verify-report's
# verdict, value, statistics and rounding.
layer_steps() {
	browser "steps (chromium)" 600 "-A8 FAIL" 30 \
	    steps.test.mjs "$top/$1" "$top/$vr" "$top"
}

# Every example (tests/examples/*, the running example) through
# report-site and a reader's walk: placement, Back, tooltips, charts,
# noise, paper, and axe-core with no violation of any impact (issue 24).
layer_reader() {
	browser "reader's path, every example (chromium)" 1200 "FAIL" 20 \
	    reader.test.mjs "$top/$1" "$top"
}

# A claim's link survives an edit of the report: stable anchors
# (issue 24, "What must be true" 4).
layer_anchors() {
	browser "anchors (chromium)" 300 "FAIL" 20 \
	    anchors.test.mjs "$top/$1" "$top"
}

# A big site's pages link every part of its raw runs (issue 24,
# finding 11).
layer_parts() {
	browser "results parts in the nav (chromium)" 600 "FAIL" 20 \
	    parts.test.mjs "$top/$1" "$top"
}

# A site of many test cases or metrics keeps every page within a
# file's budget, and its checker still opens a test case (issue 25,
# item 2).
layer_names() {
	browser "many test cases and metrics (chromium)" 600 "FAIL" 20 \
	    names.test.mjs "$top/$1" "$top"
}

# Reading a chart in the browser: each mark's title under the pointer
# in the chart's own file (linked from its caption), each panel's scale
# bar, one panel per distinct thing, on every example (issue 24).
layer_chartread() {
	(cd "$here/browser" && timeout 600 node charts.test.mjs "$top/$1" "$top") \
	    >"$log" 2>&1
	grep FAIL "$log" | head -20
	grep -q 'passed, ' "$log" || tail -20 "$log"
	tally "reading the charts, every example (chromium)"
}

# The family of tests/table_heads.py in Chromium: axe-core over every
# page, light and dark, each header named, the labels taking no room.
layer_theads() {
	browser "empty table headers, axe (chromium)" 600 "FAIL" 20 \
	    theads.test.mjs "$top/$1" "$top"
}

# A plain-text table's claims stay in their columns on the site: the
# marks inside <pre> take no width (issue 22).
layer_pre() {
	browser "plain-text tables' columns on the site (chromium)" 300 "FAIL" 20 \
	    pre.test.mjs "$top/$1" "$top/$vr" "$top"
}

# verify-report --bind driven from a pipe: every key, resume, signals,
# the guards and a write failure at every write (tests/bind.sh); the
# property that the bound copy holds exactly the decisions made
# (tests/bind_property.py); and one pass on a real terminal in tmux
# (tests/bind_tmux.sh).
layer_bind() {
	run "bind ($1)" "-A6 FAIL" 40 \
	    sh "$here/bind.sh" "$1" "$top/build/inject_errors.so" "$top"
}

layer_bind_property() {
	run "bind property ($1)" "-A6 FAIL" 40 \
	    python3 "$here/bind_property.py" "$1"
}

layer_bind_tmux() {
	run "bind in tmux" "-A20 FAIL" 40 sh "$here/bind_tmux.sh" "$1" "$top"
}

# Several results files as one, and verify-report --query in DuckDB
# over Parquet against the whole file (issue 26; tests/engine.py).
layer_engine() {
	python3 "$here/engine.py" "$1" --count "${2:-12}" >"$log" 2>&1
	grep -A3 FAIL "$log" | head -30
	tally "engine ($1)"
}

# The runs cache: outputs byte-identical with and without it, through
# edits of the report and the results and damage to its own files
# (issue 26 item 3; tests/cache.py).
layer_cache() {
	run "cache ($1)" "-A8 FAIL" 40 \
	    python3 "$here/cache.py" "$1" "$top" "${2:-20}" ${3:-}
}

# --watch: a first check, then only what each save changed (issue 26
# item 3; tests/watch.py).
# $2: --no-growth for the sanitizer build (tests/watch.py says why).
layer_watch() {
	run "watch ($1)" "-A3 FAIL" 40 python3 "$here/watch.py" ${2:-} "$1"
}

LAYERS="unit regress example examples positions budget plain-tables suggest labels suggest-families
suggest-direction suggest-stranger peers stats-family site table-heads charts formats export shell install
controls docs writers inject strings circles pathological exact signals browser
hostile l10n values steps reader anchors parts names pre theads chartread bind bind-property bind-tmux engine cache watch"

# One layer on the plain build.
plain() {
	case $1 in
	unit)		layer_unit "$unit" ;;
	positions)	layer_positions "$vr" 3000 ;;
	budget)		layer_budget build/budget 400 ;;
	plain-tables)	layer_plain_tables "$vr" 40 ;;
	suggest-families) layer_suggest_families "$vr" ;;
	suggest-direction) layer_suggest_direction "$vr" ;;
	suggest-stranger) layer_suggest_stranger "$vr" ;;
	stats-family)	layer_stats_family "$vr" ;;
	bind-property)	layer_bind_property "$vr" ;;
	bind-tmux)	layer_bind_tmux "$vr" ;;
	site|charts|inject|browser|hostile|l10n|values|steps|reader|anchors|parts|names|pre|theads|chartread)
			"layer_$1" "$rs" ;;
	table-heads)	layer_table_heads "$rs" ;;
	controls)	layer_controls "$vr" "$rs" ;;
	*)		"layer_$1" "$vr" ;;
	esac
}

if [ $# -gt 0 ]; then
	for l in "$@"; do
		case " $(echo $LAYERS) " in
		*" $l "*)	plain "$l" ;;
		*)	echo "run.sh: no layer '$l'; the layers: $(echo $LAYERS)" >&2
			exit 2 ;;
		esac
	done
	echo "$pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit
fi

for u in "$unit" "$san_unit"; do layer_unit "$u"; done
for v in "$vr" "$san_vr"; do layer_exact "$v"; done
layer_signals
for v in "$vr" "$san_vr"; do layer_regress "$v"; done
for v in "$vr" "$san_vr"; do layer_example "$v"; done
for v in "$vr" "$san_vr"; do layer_examples "$v"; done
layer_positions "$vr" 3000
layer_positions "$san_vr" 300
layer_budget build/budget 400
layer_budget build/budget-san 60
layer_plain_tables "$vr" 40
layer_plain_tables "$san_vr" 5
layer_suggest "$vr"
layer_labels "$vr"
layer_suggest_families "$vr"
layer_suggest_direction "$vr"
layer_suggest_stranger "$vr"
layer_peers "$vr"
layer_stats_family "$vr"
layer_engine "$vr" 12
layer_engine "$san_vr" 3
layer_cache "$vr" 20
layer_cache "$san_vr" 2 quick
layer_watch "$vr"
layer_watch "$san_vr" --no-growth
layer_bind "$vr"
layer_bind_property "$san_vr"
layer_bind_tmux "$vr"
for r in "$rs" "$san_rs"; do layer_site "$r"; done
for r in "$rs" "$san_rs"; do layer_table_heads "$r"; done
for r in "$rs" "$san_rs"; do layer_charts "$r"; done
for v in "$vr" "$san_vr"; do
	layer_formats "$v"
	layer_export "$v"
	layer_shell "$v"
done
layer_install
layer_controls "$san_vr" "$san_rs"
layer_docs
layer_writers "$vr"
layer_inject
layer_strings
layer_circles
layer_pathological
layer_browser "$rs"
layer_hostile "$rs"
layer_l10n "$rs"
layer_values "$rs"
layer_steps "$rs"
layer_reader "$rs"
layer_anchors "$rs"
layer_parts "$rs"
layer_names "$rs"
layer_pre "$rs"
layer_theads "$rs"
layer_chartread "$rs"

# The checker shows each claim's record in the page's words, every step
# of it: middles of an even median, the values of $N arithmetic, a
# range's runs once; --lang keeps the prose's own lang (issue 24).
(cd "$here/browser" && timeout 900 node record.test.mjs "$top/$rs" "$top") \
    >"$log" 2>&1
grep FAIL "$log" | head -20
grep -q 'passed, ' "$log" || tail -20 "$log"
tally "record (chromium)"

# The checker's number format and util.c's run one table of cases
# (tests/format_cases.tsv; build/unit runs the C side).
(cd "$here/browser" && node --test format.test.mjs) >"$log.node" 2>&1
grep -A6 '^not ok' "$log.node" | head -20
echo "format: $(sed -n 's/^# pass //p' "$log.node" | tail -n 1) passed, $(sed -n 's/^# fail //p' "$log.node" | tail -n 1) failed" >"$log"
rm -f "$log.node"
tally "format (node)"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

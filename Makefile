# verify-report: check every number of a benchmark report against its runs.
# Plain make; libraries through pkg-config.  See README.md.

CC	?= cc
PKGS	 = libcjson libcmark-gfm libxml-2.0 zlib libxxhash
DEBS	 = build-essential pkg-config python3 libcjson-dev libcmark-gfm-dev \
	   libcmark-gfm-extensions-dev libxml2-dev zlib1g-dev libxxhash-dev libxml2-utils chromium \
	   fonts-noto-cjk clang libclang-rt-14-dev valgrind tmux
PKG_CFLAGS != pkg-config --cflags $(PKGS) 2>/dev/null || echo "-I/usr/include/cjson -I/usr/include/libxml2"
# Debian's libcmark-gfm.pc lists -lcmark-gfm-extensions (the tables) too.
PKG_LIBS   != pkg-config --libs $(PKGS) 2>/dev/null || echo "-lcjson -lcmark-gfm -lcmark-gfm-extensions -lxml2 -lz -lxxhash"
WARN	 = -Wall -Wextra -Werror -pedantic -Wno-overlength-strings
CFLAGS	?= -O2 -g
ALL_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L $(WARN) $(CFLAGS) $(PKG_CFLAGS) -MMD -MP
LIBS	 = $(PKG_LIBS) -lm
SAN	 = -fsanitize=address,undefined -fno-sanitize-recover=all

# make install PREFIX=/usr DESTDIR=debian/tmp, as Debian packaging does.
PREFIX	?= /usr/local
BINDIR	 = $(PREFIX)/bin
DATADIR	 = $(PREFIX)/share/verify-report
MANDIR	 = $(PREFIX)/share/man
TEMPLATES = $(wildcard templates/*)
ASSETS	 = $(wildcard assets/*)
MAN1	 = man/verify-report.1 man/report-site.1
MAN5	 = man/verify-report-claims.5

REPORT	?= report.md
DATA	?= data/results.jsonl
SITE	?= site
ANALYSIS ?= $(dir $(DATA))analysis_full.md

SRCS	 = \
	   src/libc_override.c \
	   src/util.c \
	   src/watch.c \
	   src/lang.c \
	   src/diag.c \
	   src/parallel.c \
	   src/runs_load.c \
	   src/runs_line.c \
	   src/runs_chunk.c \
	   src/runs_index.c \
	   src/runs_cache.c \
	   src/stats.c \
	   src/stats_cache.c \
	   src/claim_number.c \
	   src/claim_label.c \
	   src/claim_label_text.c \
	   src/claim_label_setup.c \
	   src/claim_label_bound.c \
	   src/claim_label_given.c \
	   src/claim_label_design.c \
	   src/claim_addr.c \
	   src/claim_calc.c \
	   src/claim_eval.c \
	   src/claim_side.c \
	   src/claim_noise.c \
	   src/claim_metric.c \
	   src/claim_direction.c \
	   src/claim_unit.c \
	   src/claim_verdict.c \
	   src/words.c \
	   src/suggest_pool.c \
	   src/suggest_lex.c \
	   src/suggest_words.c \
	   src/suggest_context.c \
	   src/suggest_rank.c \
	   src/suggest_search.c \
	   src/report_suggest.c \
	   src/report_guard.c \
	   src/report_table.c \
	   src/report_source.c \
	   src/report_scan.c \
	   src/report_claim.c \
	   src/report_cells.c \
	   src/report_plain.c \
	   src/report_parse.c \
	   src/report_place.c \
	   src/report_load.c \
	   src/report_metrics.c \
	   src/report_html.c \
	   src/report_export.c \
	   src/report_anchor.c \
	   src/bind.c \
	   src/output.c \
	   src/output_text.c \
	   src/output_json.c \
	   src/output_github.c \
	   src/output_junit.c \
	   src/output_sarif.c \
	   src/output_query.c \
	   src/output_write.c \
	   src/dump.c \
	   src/html.c \
	   src/render_calc.c \
	   src/render_report.c \
	   src/render_claim.c \
	   src/render_heading.c \
	   src/render_banner.c \
	   src/render_place.c \
	   src/render_checker.c \
	   src/render_checker_data.c \
	   src/render_record.c \
	   src/render_evidence.c \
	   src/render_chart.c \
	   src/render_chart_data.c \
	   src/render_chart_unit.c \
	   src/render_chart_name.c \
	   src/render_table.c \
	   src/site_files.c \
	   src/site_disk.c \
	   src/site_stop.c \
	   src/site_parts.c \
	   src/site_write.c \
	   src/site_guard.c \
	   src/site_check.c
OBJS	 = $(SRCS:src/%.c=build/%.o)
SAN_OBJS = $(SRCS:src/%.c=build/san/%.o)
UNITS	 = $(wildcard tests/unit/*_test.c)

.PHONY: all deps check test unit regress regress-rebuild site clean asan lint format fuzz fuzz-build \
	pathological valgrind

all: verify-report report-site

deps:
	@missing=""; for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	command -v node >/dev/null 2>&1 || missing="$$missing nodejs"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	if [ -z "$$missing" ]; then echo "deps: all installed"; \
	elif [ "$$(id -u)" = 0 ]; then \
	  echo "deps: installing$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else echo "deps: run: sudo apt-get update && sudo apt-get install -y$$missing"; exit 1; fi

build/%.o: src/%.c
	@mkdir -p build
	$(CC) $(ALL_CFLAGS) -c $< -o $@

build/san/%.o: src/%.c
	@mkdir -p build/san
	$(CC) $(ALL_CFLAGS) $(SAN) -O1 -c $< -o $@

verify-report: $(OBJS) build/main.o
	$(CC) $(CFLAGS) -o $@ $(OBJS) build/main.o $(LIBS)

# verify-report with a source map budget that reports of the positions
# test spend part way (tests/positions.py --budget; issue 25.6).
build/budget/report_source.o: src/report_source.c
	@mkdir -p build/budget
	$(CC) $(ALL_CFLAGS) -DREPORT_SOURCE_PER_BYTE=0 -DREPORT_SOURCE_FLOOR=400 \
	    -DREPORT_SOURCE_BLOCK_FLOOR=300 -c $< -o $@

build/budget/verify-report: $(filter-out build/report_source.o,$(OBJS)) build/budget/report_source.o build/main.o
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

build/budget/report-site: $(filter-out build/report_source.o,$(OBJS)) build/budget/report_source.o build/site_main.o
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

# The same under AddressSanitizer and UBSan: the paths past the budget
# (claims with no place) are taken by these builds alone.
build/budget-san/report_source.o: src/report_source.c
	@mkdir -p build/budget-san
	$(CC) $(ALL_CFLAGS) $(SAN) -O1 -DREPORT_SOURCE_PER_BYTE=0 \
	    -DREPORT_SOURCE_FLOOR=400 -DREPORT_SOURCE_BLOCK_FLOOR=300 -c $< -o $@

build/budget-san/verify-report: $(filter-out build/san/report_source.o,$(SAN_OBJS)) build/budget-san/report_source.o build/san/main.o
	$(CC) $(CFLAGS) $(SAN) -o $@ $^ $(LIBS)

build/budget-san/report-site: $(filter-out build/san/report_source.o,$(SAN_OBJS)) build/budget-san/report_source.o build/san/site_main.o
	$(CC) $(CFLAGS) $(SAN) -o $@ $^ $(LIBS)

report-site: $(OBJS) build/site_main.o
	$(CC) $(CFLAGS) -o $@ $(OBJS) build/site_main.o $(LIBS)

build/san/verify-report: $(SAN_OBJS) build/san/main.o
	$(CC) $(CFLAGS) $(SAN) -o $@ $(SAN_OBJS) build/san/main.o $(LIBS)

build/san/report-site: $(SAN_OBJS) build/san/site_main.o
	$(CC) $(CFLAGS) $(SAN) -o $@ $(SAN_OBJS) build/san/site_main.o $(LIBS)

build/san/unit: $(SAN_OBJS) $(UNITS) tests/unit/main.c tests/harness.h
	$(CC) $(ALL_CFLAGS) $(SAN) -Isrc -o $@ tests/unit/main.c $(UNITS) $(SAN_OBJS) $(LIBS)

build/unit: $(OBJS) $(UNITS) tests/unit/main.c tests/harness.h
	$(CC) $(ALL_CFLAGS) -Isrc -o $@ tests/unit/main.c $(UNITS) $(OBJS) $(LIBS)

# The bench's own tools.  make check builds them too, so that a library
# the program takes (libxxhash did) cannot leave the bench unlinkable:
# cjson_floor links the loader's objects, with the loader's strtod.
BENCH_TOOLS = build/bench/gen build/bench/measure build/bench/cjson_floor
build/bench/gen: bench/gen.c
	@mkdir -p build/bench
	$(CC) -O2 -std=c11 -Wall -Wextra -Werror -pedantic -o $@ $< -lm
build/bench/measure: bench/measure.c
	@mkdir -p build/bench
	$(CC) -O2 -Wall -Wextra -Werror -o $@ $<
build/bench/cjson_floor: bench/cjson_floor.c $(OBJS)
	@mkdir -p build/bench
	$(CC) -O2 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror $(PKG_CFLAGS) \
	    -o $@ $< $(OBJS) $(LIBS) -lpthread

# playwright-core drives Debian's chromium; it never downloads a browser.
tests/browser/node_modules: tests/browser/package.json tests/browser/package-lock.json
	cd tests/browser && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# DuckDB for the engine layer (verify-report --query; tests/engine.py).
tests/engine/node_modules: tests/engine/package.json tests/engine/package-lock.json
	cd tests/engine && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# The whole suite: unit, golden, example and site tests on the plain
# build and again under AddressSanitizer and UBSan, then the browser
# test.  Ends with "N passed, M failed".  The fuzz targets are built
# (not run: make fuzz) so that an interface change cannot leave them
# behind.
check: all build/unit build/san/verify-report build/san/report-site build/san/unit tests/browser/node_modules \
    tests/engine/node_modules build/budget/verify-report build/budget/report-site \
    build/budget-san/verify-report build/budget-san/report-site build/inject_errors.so \
    fuzz-build $(BENCH_TOOLS)
	@LC_ALL=C.UTF-8 TZ=UTC sh tests/run.sh

test: check

# The layers alone, on the plain build: the unit tests, and the golden
# tests under tests/regress/.
unit: build/unit
	@LC_ALL=C.UTF-8 TZ=UTC build/unit

regress: verify-report
	@sh tests/regress.sh ./verify-report

regress-rebuild: verify-report
	@sh tests/regress.sh ./verify-report rebuild

# Each layer of the suite alone, on the plain build: make test-LAYER runs
# what make check runs for LAYER (tests/run.sh names them), without the
# sanitizer build.  make unit and make regress are test-unit and
# test-regress, printing the layer's own lines.
TEST_LAYERS = unit regress example examples positions budget plain-tables suggest labels suggest-families \
	suggest-direction suggest-stranger peers stats-family site table-heads charts formats export shell install \
	controls docs writers inject strings circles pathological exact signals browser \
	hostile l10n values steps reader bind bind-property bind-tmux anchors parts names pre theads chartread engine cache watch
.PHONY: $(TEST_LAYERS:%=test-%)
$(TEST_LAYERS:%=test-%): all
test-unit: build/unit
test-inject test-writers test-bind: build/inject_errors.so
test-engine: tests/engine/node_modules
test-budget: build/budget/verify-report build/budget/report-site
test-browser test-hostile test-l10n test-values test-steps test-reader test-anchors test-parts test-names test-pre test-theads test-chartread: tests/browser/node_modules
$(TEST_LAYERS:%=test-%):
	@LC_ALL=C.UTF-8 TZ=UTC sh tests/run.sh $(@:test-%=%)

site: deps verify-report report-site
	./report-site -o $(SITE) --analysis $(ANALYSIS) $(REPORT) $(DATA)

asan: build/san/verify-report build/san/unit

# Against DuckDB, pandas and cat on 10^5 and 10^6 synthetic runs (issue 7;
# docs/performance.md).  Installs DuckDB under bench/duckdb with npm and
# Debian's python3-pandas if missing; needs about 5 GB free in bench/out.
.PHONY: bench
bench: all tests/browser/node_modules $(BENCH_TOOLS)
	sh bench/run.sh

lint:
	@bad=$$(grep -l '#include <cJSON' src/*.c | grep -v runs_line.c); \
	  bad="$$bad $$(grep -l '#include <cmark' src/*.c | grep -v -E 'report_(parse|scan|claim|cells|plain|load|html|source|place|export)\.c'; true)"; \
	  bad="$$bad $$(grep -l '#include <zlib' src/*.c src/*.h | grep -v -E "runs_load.c|site_parts.c"; true)"; \
	  bad="$$bad $$(grep -l '#include <libxml' src/*.c src/*.h | grep -v -E 'html\.[ch]|render_|site_|output_junit\.c'; true)"; \
	  if [ -n "$$(echo $$bad | tr -d ' ')" ]; then echo "lint: library outside its stage: $$bad"; exit 1; fi
	clang-tidy -checks='clang-analyzer-*,-clang-analyzer-security.insecureAPI.DeprecatedOrUnsafeBufferHandling,-clang-analyzer-valist.Uninitialized' -warnings-as-errors='*' $(SRCS) src/main.c -- -std=c11 -D_POSIX_C_SOURCE=200809L $(PKG_CFLAGS)

format:
	clang-format -i src/*.c src/*.h

# report-site finds DATADIR from its own path (PREFIX/bin/../share), so
# the installed tools work from any folder.  uninstall removes exactly
# the files install copies, then the folders it made if they are empty.
.PHONY: install uninstall
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/templates \
	    $(DESTDIR)$(DATADIR)/assets $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(MANDIR)/man5
	install -m 755 verify-report report-site $(DESTDIR)$(BINDIR)
	install -m 644 $(TEMPLATES) $(DESTDIR)$(DATADIR)/templates
	install -m 644 $(ASSETS) $(DESTDIR)$(DATADIR)/assets
	install -m 644 $(MAN1) $(DESTDIR)$(MANDIR)/man1
	install -m 644 $(MAN5) $(DESTDIR)$(MANDIR)/man5

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/verify-report $(DESTDIR)$(BINDIR)/report-site \
	    $(TEMPLATES:%=$(DESTDIR)$(DATADIR)/%) \
	    $(ASSETS:%=$(DESTDIR)$(DATADIR)/%) \
	    $(MAN1:man/%=$(DESTDIR)$(MANDIR)/man1/%) \
	    $(MAN5:man/%=$(DESTDIR)$(MANDIR)/man5/%)
	rmdir $(DESTDIR)$(DATADIR)/templates $(DESTDIR)$(DATADIR)/assets \
	    $(DESTDIR)$(DATADIR) 2>/dev/null || true

clean:
	rm -rf build verify-report report-site site site.tmp.* tests/out

# libFuzzer targets (tests/fuzz/): each runs FUZZ_SECONDS on its corpus,
# build/fuzz/corpus/NAME seeded from tests/fuzz/corpus/NAME.  A crash
# leaves build/fuzz/crash-NAME-* and fails the target.  The report's
# limits are made small, so that inputs of fuzzing size reach them and
# fuzz_verify can check the guard's model of cmark-gfm's paragraphs;
# so are runs_chunk.c's, render_checker_data.c's and claim.h's, so that both
# ways of building columns run, the checker's data comes in parts and
# claims share statistics through the memo.
FUZZ_CC	?= clang
FUZZ_SECONDS ?= 60
FUZZ_FLAGS = -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=undefined \
	   -DREPORT_RUN_MAX=2048 -DREPORT_CELLS_MAX=400 -DREPORT_CLAIMS_MAX=300 \
	   -DMATRIX_MAX=64 -DCHECKER_PART_RUNS=3 -DCLAIM_VALUES_MAX=4
FUZZERS	 = runs number addr verify site
FUZZ_OBJS = $(SRCS:src/%.c=build/fuzz/%.o)
.SECONDARY: $(FUZZ_OBJS)

build/fuzz/%.o: src/%.c
	@mkdir -p build/fuzz
	$(FUZZ_CC) $(ALL_CFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_split.h $(FUZZ_OBJS)
	$(FUZZ_CC) $(ALL_CFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer -Isrc -o $@ $< $(FUZZ_OBJS) $(LIBS)

fuzz-build: $(FUZZERS:%=build/fuzz/fuzz_%)

fuzz: $(FUZZERS:%=build/fuzz/fuzz_%)
	@for t in $(FUZZERS); do \
	  mkdir -p build/fuzz/corpus/$$t; \
	  echo "fuzz_$$t: $(FUZZ_SECONDS) s"; \
	  build/fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	    -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
	    -dict=tests/fuzz/$$t.dict -artifact_prefix=build/fuzz/crash-$$t- \
	    build/fuzz/corpus/$$t tests/fuzz/corpus/$$t 2>build/fuzz/$$t.log || \
	    { tail -40 build/fuzz/$$t.log; exit 1; }; \
	  grep -E '^stat::number_of_executed_units|^#[0-9]+.*DONE' build/fuzz/$$t.log | tail -2; \
	done

-include $(FUZZ_OBJS:.o=.d)

# The LD_PRELOAD shim that fails the k-th write of a site build
# (tests/inject.sh; no -pedantic: dlsym returns functions as objects).
build/inject_errors.so: tests/inject/inject_errors.c
	@mkdir -p build
	$(CC) -std=c11 -Wall -Wextra -Werror -O2 -fPIC -shared -o $@ $< -ldl

# Every pathological input at N and 4N; make check runs the quick set.
pathological: all
	@LC_ALL=C.UTF-8 TZ=UTC python3 tests/pathological_self.py
	@LC_ALL=C.UTF-8 TZ=UTC python3 tests/pathological.py --all

# The golden tests and a site build under valgrind: no error, no leak.
valgrind: all
	@LC_ALL=C.UTF-8 TZ=UTC sh tests/valgrind.sh "$$(pwd)"
-include build/budget/report_source.d build/budget-san/report_source.d $(OBJS:.o=.d) $(SAN_OBJS:.o=.d) build/main.d build/san/main.d build/site_main.d build/san/site_main.d

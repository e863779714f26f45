/*
 * A metric's unit and direction (CLAIMS.md section 6): by name, by an
 * <!-- ev:metrics --> block, through an expression's arithmetic, and
 * which written units disagree with which computed ones.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "claim_metric.h"
#include "report.h"

static void
test_by_name(void)
{
	static const struct {
		const char *name;
		enum unit_dim dim;
		double factor;
		enum metric_dir dir;
	} names[] = {
		{ "lat_us.p99", UNIT_TIME, 1e-6, DIR_LOWER },
		{ "lat_us", UNIT_TIME, 1e-6, DIR_LOWER },
		{ "a.b_ns", UNIT_TIME, 1e-9, DIR_LOWER },
		{ "elapsed_ms", UNIT_TIME, 1e-3, DIR_LOWER },
		{ "wall_s", UNIT_TIME, 1, DIR_LOWER },
		{ "psi_memory_full_us", UNIT_TIME, 1e-6, DIR_LOWER },
		/* the longest ending wins: a rate, not a time */
		{ "ops_per_s", UNIT_RATE, 1, DIR_HIGHER },
		{ "req_per_s", UNIT_RATE, 1, DIR_HIGHER },
		{ "write_mb_s", UNIT_BYTERATE, 1e6, DIR_HIGHER },
		{ "mb_s", UNIT_BYTERATE, 1e6, DIR_HIGHER },
		{ "pool_bytes", UNIT_SIZE, 1, DIR_UNKNOWN },
		{ "rss_mb", UNIT_SIZE, 1048576, DIR_UNKNOWN },
		{ "rss_kb", UNIT_SIZE, 1024, DIR_UNKNOWN },
		{ "heap_gb", UNIT_SIZE, 1073741824, DIR_UNKNOWN },
		{ "free_pages", UNIT_PAGES, 1, DIR_UNKNOWN },
		{ "hit_pct", UNIT_FRACTION, 0.01, DIR_HIGHER },
		{ "pgbench.tps", UNIT_RATE, 1, DIR_HIGHER },
		{ "pg_tps", UNIT_RATE, 1, DIR_HIGHER },
		{ "disk.iops", UNIT_RATE, 1, DIR_HIGHER },
		{ "redis_qps", UNIT_RATE, 1, DIR_HIGHER },
		{ "rps", UNIT_RATE, 1, DIR_HIGHER },
		{ "set_ops", UNIT_RATE, 1, DIR_HIGHER },
		/* words, no unit */
		{ "lat.p99", UNIT_UNKNOWN, 0, DIR_LOWER },
		{ "cb.minflt", UNIT_UNKNOWN, 0, DIR_LOWER },
		{ "llc_misses", UNIT_UNKNOWN, 0, DIR_LOWER },
		{ "cycles", UNIT_UNKNOWN, 0, DIR_LOWER },
		{ "throughput", UNIT_UNKNOWN, 0, DIR_HIGHER },
		{ "cache.hits", UNIT_UNKNOWN, 0, DIR_HIGHER },
		{ "hit_latency", UNIT_UNKNOWN, 0, DIR_UNKNOWN },
		{ "cg_pgsteal", UNIT_UNKNOWN, 0, DIR_UNKNOWN },
		{ "steps", UNIT_UNKNOWN, 0, DIR_UNKNOWN },
		{ "churn.ops", UNIT_UNKNOWN, 0, DIR_HIGHER },
		{ "status", UNIT_UNKNOWN, 0, DIR_UNKNOWN },
	};
	struct metric_info mi;
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		claim_metric_by_name(names[i].name, &mi);
		OK(mi.unit.dim == names[i].dim, "%s: unit kind %d, want %d",
		    names[i].name, mi.unit.dim, names[i].dim);
		if (names[i].dim != UNIT_UNKNOWN)
			OK(mi.unit.factor == names[i].factor,
			    "%s: unit size %g, want %g", names[i].name,
			    mi.unit.factor, names[i].factor);
		OK(mi.dir == names[i].dir, "%s: direction %d, want %d",
		    names[i].name, mi.dir, names[i].dir);
	}
}

static void
test_block(void)
{
	const char *src =
	    "# R\n"
	    "\n"
	    "```\n"
	    "<!-- ev:metrics\n"
	    "in_code: us\n"
	    "-->\n"
	    "```\n"
	    "<!-- ev:metrics\n"
	    "lat.*:        us, lower\n"
	    "churn.ops:    higher\n"
	    "zs.pool_bytes: bytes\n"
	    "lat.p50: ms\n"
	    "bad line\n"
	    "x: furlongs\n"
	    "y: lower, higher\n"
	    "z: ms, us\n"
	    "-->\n"
	    "<!-- ev:metrics hits: higher -->\n";
	struct metric_decls d = {0};
	struct metric_info mi;

	claim_metric_scan(&d, src, strlen(src));
	EQ_INT(d.n, 5, "five good lines");
	EQ_INT(d.nmsgs, 4, "four bad lines");
	if (d.nmsgs == 4) {
		EQ_INT(d.msgs[0].line, 13, "'bad line' is line 13");
		EQ_INT(d.msgs[0].col, 1, "at column 1");
		EQ_INT(d.msgs[1].line, 14, "'furlongs' is line 14");
		EQ_INT(d.msgs[1].col, 4, "at column 4");
		OK(strstr(d.msgs[1].text, "furlongs") != NULL, "names it: %s",
		    d.msgs[1].text);
		EQ_INT(d.msgs[2].line, 15, "two directions: line 15");
		EQ_INT(d.msgs[3].line, 16, "two units: line 16");
	}
	claim_metric_info(&d, "lat.p99", &mi);
	OK(mi.unit.dim == UNIT_TIME && mi.unit.factor == 1e-6 &&
	    mi.dir == DIR_LOWER && mi.dir_declared, "lat.* declares lat.p99");
	claim_metric_info(&d, "lat.p50", &mi);
	OK(mi.unit.factor == 1e-3 && mi.dir == DIR_LOWER,
	    "the exact name wins its unit; the pattern still gives lower");
	claim_metric_info(&d, "churn.ops", &mi);
	OK(mi.dir == DIR_HIGHER && mi.unit.dim == UNIT_UNKNOWN,
	    "churn.ops: higher");
	claim_metric_info(&d, "hits", &mi);
	OK(mi.dir == DIR_HIGHER, "a one-line block");
	claim_metric_info(&d, "in_code", &mi);
	OK(mi.unit.dim == UNIT_UNKNOWN, "a block in code is not read");
	claim_metric_info(NULL, "lat_us", &mi);
	OK(mi.unit.dim == UNIT_TIME, "no block: by name");
	claim_metric_free(&d);
}

/* The unit an address computes, through its arithmetic. */
static void
test_expr_unit(void)
{
	static const struct {
		const char *addr;
		enum unit_dim dim;
		double factor;
	} xs[] = {
		{ "t/a/lat_us.p99", UNIT_TIME, 1e-6 },
		{ "t/a/lat_us.p99/1000", UNIT_TIME, 1e-3 },
		{ "t/a/psi_us/1000000", UNIT_TIME, 1 },
		{ "t/a/elapsed_s*1000", UNIT_TIME, 1e-3 },
		{ "t/a/1000*elapsed_s", UNIT_TIME, 1e-3 },
		{ "t/a/rss_kb/1024", UNIT_SIZE, 1048576 },
		{ "t/a/pool_bytes/1048576", UNIT_SIZE, 1048576 },
		{ "t/a/a_us - b_us", UNIT_TIME, 1e-6 },
		{ "t/a/a_us + 5", UNIT_TIME, 1e-6 },
		{ "t/a/a_us + b_ms", UNIT_UNKNOWN, 0 },
		{ "t/a/a_us / b_us", UNIT_FRACTION, 1 },
		{ "t/a/hit_pct", UNIT_FRACTION, 0.01 },
		{ "t/a/hit_pct/100", UNIT_FRACTION, 1 },
		{ "t/a/median(a_us/1000)", UNIT_TIME, 1e-3 },
		{ "t/a/lat_us@mean", UNIT_TIME, 1e-6 },
		{ "t/a/lat_us@max", UNIT_TIME, 1e-6 },
		{ "t/a/lat_us@n", UNIT_SCALAR, 1 },
		{ "t/a/lat_us@stddev", UNIT_TIME, 1e-6 },
		{ "t/a/lat_us@p99", UNIT_TIME, 1e-6 },
		{ "t/a/lat_us@geomean", UNIT_TIME, 1e-6 },
		{ "t/a/lat_us@cv", UNIT_FRACTION, 1 },
		{ "t/a/stddev(lat_us)/1000", UNIT_TIME, 1e-3 },
		{ "t/a/@n", UNIT_SCALAR, 1 },
		{ "t/a/cg_pgsteal", UNIT_UNKNOWN, 0 },
		{ "t/a/cg_pgsteal/cg_pgscan", UNIT_UNKNOWN, 0 },
		{ "=3/4", UNIT_SCALAR, 1 },
	};
	size_t i;

	for (i = 0; i < sizeof(xs) / sizeof(xs[0]); i++) {
		char *err = NULL;
		struct addr *a = claim_addr_parse(xs[i].addr,
		    strlen(xs[i].addr), &err, NULL);
		struct metric_unit u;

		OK(a != NULL, "%s parses: %s", xs[i].addr, err ? err : "");
		free(err);
		if (a == NULL)
			continue;
		u = claim_metric_expr_unit(NULL, a->expr, (int)a->stat);
		OK(u.dim == xs[i].dim && (xs[i].dim == UNIT_UNKNOWN ||
		    fabs(u.factor / xs[i].factor - 1) < 1e-12),
		    "%s: unit %d × %g, want %d × %g", xs[i].addr, u.dim,
		    u.factor, xs[i].dim, xs[i].factor);
		claim_addr_free(a);
	}
}

/*
 * Every pair of unit words: they disagree exactly when their kinds
 * differ or their sizes are more than 10% apart, and a word read back
 * names its own unit.
 */
static void
test_unit_pairs(void)
{
	static const char *const words[] = {
		"ns", "us", "\xC2\xB5s", "ms", "msec", "s", "sec", "min",
		"\xE6\xAF\xAB\xE7\xA7\x92", "\xEB\xB0\x80\xEB\xA6\xAC\xEC\xB4\x88",
		"\xE3\x83\x9F\xE3\x83\xAA\xE7\xA7\x92", "\xE7\xA7\x92",
		"B", "bytes", "KB", "KiB", "MB", "MiB", "GB", "GiB",
		"\xE5\xAD\x97\xE8\x8A\x82", "pages", "\xE9\xA1\xB5",
		"ops/s", "req/s", "tps", "qps", "iops", "MB/s", "GB/s",
	};
	size_t i, k, n = sizeof(words) / sizeof(words[0]);
	struct metric_unit u[40];
	int pairs = 0;

	for (i = 0; i < n; i++) {
		OK(claim_metric_unit_word(words[i], strlen(words[i]), &u[i]) ==
		    strlen(words[i]), "'%s' is a unit word", words[i]);
	}
	for (i = 0; i < n; i++)
		for (k = 0; k < n; k++) {
			int want = u[i].dim != u[k].dim ||
			    fmax(u[i].factor, u[k].factor) /
			    fmin(u[i].factor, u[k].factor) > 1.1;

			OK(claim_metric_disagree(u[i], u[k]) == want,
			    "'%s' against '%s': disagree %d, want %d",
			    words[i], words[k], !want, want);
			pairs++;
		}
	OK(pairs == (int)(n * n), "every pair");
	/* Whole words only. */
	{
		struct metric_unit x;

		EQ_INT(claim_metric_unit_word("samples", 7, &x), 0,
		    "'samples' is no 's'");
		EQ_INT(claim_metric_unit_word("ms2", 3, &x), 0,
		    "'ms2' is no 'ms'");
		EQ_INT(claim_metric_unit_word("MB/s,", 5, &x), 4,
		    "'MB/s' before a comma");
		EQ_INT(claim_metric_unit_word("ms p99", 6, &x), 2,
		    "'ms' before a word");
	}
}

/*
 * The unit finding end to end, every pair: each unit word written after
 * a claim's number (in the link text and after the link) against each
 * unit a metric's name gives, with the conversion in the address or
 * not.  The oracle is this table's own kinds and sizes.
 */
static void
test_unit_findings(void)
{
	static const struct {
		const char *word;
		int kind;	/* 1 time, 2 size, 3 pages, 4 rate */
		double size;
	} written[] = {
		{ "ns", 1, 1e-9 }, { "us", 1, 1e-6 }, { "\xC2\xB5s", 1, 1e-6 },
		{ "ms", 1, 1e-3 }, { "s", 1, 1 }, { "sec", 1, 1 },
		{ "\xE6\xAF\xAB\xE7\xA7\x92", 1, 1e-3 },	/* 毫秒 */
		{ "\xEB\xB0\x80\xEB\xA6\xAC\xEC\xB4\x88", 1, 1e-3 }, /* 밀리초 */
		{ "\xE7\xA7\x92", 1, 1 },			/* 秒 */
		{ "bytes", 2, 1 }, { "KiB", 2, 1024 }, { "MB", 2, 1e6 },
		{ "MiB", 2, 1048576 }, { "GiB", 2, 1073741824.0 },
		{ "pages", 3, 1 }, { "\xE9\xA1\xB5", 3, 1 },
		{ "ops/s", 4, 1 }, { "tps", 4, 1 },
	};
	static const struct {
		const char *metric;
		int kind;
		double size;
	} metrics[] = {
		{ "lat_ns", 1, 1e-9 }, { "lat_us", 1, 1e-6 },
		{ "lat_ms", 1, 1e-3 }, { "wall_s", 1, 1 },
		{ "heap_bytes", 2, 1 }, { "rss_kb", 2, 1024 },
		{ "rss_mb", 2, 1048576 }, { "free_pages", 3, 1 },
		{ "req_per_s", 4, 1 }, { "cg_pgsteal", 0, 0 },
	};
	static const char *const scale[] = { "", "/1000", "/1024", "*1000" };
	char md[256];
	size_t i, k, sc, place;
	int cases = 0;

	for (i = 0; i < sizeof(written) / sizeof(written[0]); i++)
		for (k = 0; k < sizeof(metrics) / sizeof(metrics[0]); k++)
			for (sc = 0; sc < 4; sc++)
				for (place = 0; place < 2; place++) {
					struct report r;
					struct diag d = {0};
					double size = metrics[k].size *
					    (sc == 1 ? 1000 : sc == 2 ? 1024 :
					    sc == 3 ? 0.001 : 1);
					int want = metrics[k].kind != 0 &&
					    (metrics[k].kind != written[i].kind ||
					    size / written[i].size > 1.1 ||
					    written[i].size / size > 1.1);

					if (place == 0)
						snprintf(md, sizeof(md), "x [5 %s]"
						    "(ev:t/a/%s%s) y\n",
						    written[i].word,
						    metrics[k].metric, scale[sc]);
					else
						snprintf(md, sizeof(md), "x [5]"
						    "(ev:t/a/%s%s) %s y\n",
						    metrics[k].metric, scale[sc],
						    written[i].word);
					memset(&r, 0, sizeof(r));
					OK(report_parse(&r, "u.md", md, strlen(md),
					    &d) && r.nclaims == 1, "%s parses", md);
					if (r.nclaims == 1)
						OK(r.claims[0].unit_slip == want,
						    "%s: finding %d, want %d (%s)",
						    md, r.claims[0].unit_slip, want,
						    r.claims[0].unit_msg ?
						    r.claims[0].unit_msg : "");
					report_free(&r);
					diag_free(&d);
					cases++;
				}
	OK(cases == 18 * 10 * 8, "every pair");
}

/*
 * A percent of a metric already in percent, and the forms that have no
 * unit to check: a change under B~A, a ratio, no unit word.
 */
static void
test_unit_kinds(void)
{
	static const struct {
		const char *md;
		int slip;
	} xs[] = {
		{ "[40%](ev:t/a/hit_pct)\n", 1 },
		{ "[40%](ev:t/a/hit_pct/100)\n", 0 },
		{ "[5%](ev:t/a/lat_ms)\n", 1 },
		{ "[+5%](ev:t/b~a/lat_ms)\n", 0 },
		{ "[+5 pp](ev:t/b~a/hit_pct)\n", 1 },
		{ "[2\xC3\x97](ev:t/b~a/lat_ms)\n", 0 },
		{ "[5](ev:t/a/lat_ms)\n", 0 },
		{ "[-2 ms](ev:t/b~a/lat_us)\n", 1 },
		{ "[-2 ms](ev:t/b~a/lat_us/1000)\n", 0 },
		{ "[609 ms](ev:tc2/hp/lat_us.p99)\n", 1 },
		{ "<!-- ev:metrics\nlat.*: us\n-->\n\n[609 ms](ev:t/a/lat.p99)\n", 1 },
		{ "<!-- ev:metrics\nlat.*: ms\n-->\n\n[609 ms](ev:t/a/lat.p99)\n", 0 },
		{ "[3](ev:t/a/lat_ms@n) ms\n", 0 },
	};
	size_t i;

	for (i = 0; i < sizeof(xs) / sizeof(xs[0]); i++) {
		struct report r;
		struct diag d = {0};

		memset(&r, 0, sizeof(r));
		OK(report_parse(&r, "u.md", xs[i].md, strlen(xs[i].md), &d) &&
		    r.nclaims == 1 && r.claims[0].unit_slip == xs[i].slip,
		    "%s: finding %d, want %d", xs[i].md, r.nclaims == 1 ?
		    r.claims[0].unit_slip : -1, xs[i].slip);
		report_free(&r);
		diag_free(&d);
	}
}

void
test_metric(void)
{
	test_by_name();
	test_block();
	test_expr_unit();
	test_unit_pairs();
	test_unit_findings();
	test_unit_kinds();
}

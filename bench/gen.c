/*
 * Synthetic results for `make bench`: a results.jsonl of N runs shaped
 * like real benchmark results (8 test cases, 2 or 3 configs each, about
 * 60 metrics with nested objects, metadata strings, metrics absent from
 * whole test cases, a metric that is null in some runs, odd and even
 * group sizes), a report of about 1,000 claims over it that all verify
 * ok, and the list of numeric metrics for the DuckDB and pandas scripts.
 *
 *	gen RUNS OUT.jsonl REPORT.md METRICS.txt
 *
 * Deterministic: the output depends on RUNS only.  The claims are known
 * without reading the runs back: within a group each metric's values
 * are base + s(r) * step over ranks r = 0..n-1 of a permutation of the
 * runs, with s odd-symmetric and monotone, so the median and the mean
 * are the base, the minimum base - K * step and the maximum base + K *
 * step exactly.  Values are written as integers or with 1 to 3
 * decimals, as collectors write them.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NTC	8
#define K	1000	/* steps either side of the median */

struct metric {
	const char *name;	/* dotted: the nesting is derived from it */
	int	 dec;		/* decimals written */
	double	 mag;		/* typical median */
	unsigned where;		/* bit i: present in tc i+1; 0 = everywhere */
};

/* Workload families, as bits over tc1..tc8. */
#define CHURN	(1u << 0 | 1u << 4 | 1u << 7)	/* tc1 tc5 tc8 */
#define CB	(1u << 1 | 1u << 5)		/* tc2 tc6 */
#define LAT	(1u << 2 | 1u << 6)		/* tc3 tc7 */
#define BUILD	(1u << 3)			/* tc4 */
#define CGROUP	(0xffu & ~(1u << 4 | 1u << 6))	/* all but tc5, tc7 */

/*
 * The top-level order is the order of the JSON objects: members of one
 * nested object are consecutive.
 */
static const struct metric metrics[] = {
	{ "cg_memory_events_max", 0, 48e3, CGROUP },
	{ "cg_memory_events_oom", 0, 12, CGROUP },
	{ "cg_pgscan", 0, 5.4e6, CGROUP },
	{ "cg_pgsteal", 0, 2.3e6, CGROUP },
	{ "cg_workingset_activate_anon", 0, 6e5, CGROUP },
	{ "cg_workingset_refault_anon", 0, 2e6, CGROUP },
	{ "cg_workingset_refault_file", 0, 1.8e4, CGROUP },
	{ "cg_workingset_restore_anon", 0, 4e5, CGROUP },
	{ "cg_workingset_restore_file", 0, 2e4, CGROUP },
	{ "g_allocstall", 0, 3.8e4, 0 },
	{ "g_pgscan_anon", 0, 5.3e6, 0 },
	{ "g_pgscan_direct", 0, 5.4e6, 0 },
	{ "g_pgscan_file", 0, 1.9e5, 0 },
	{ "g_pgscan_kswapd", 0, 1.2e4, 0 },
	{ "g_pgsteal_direct", 0, 2.3e6, 0 },
	{ "g_pgsteal_kswapd", 0, 9e3, 0 },
	{ "g_pswpin", 0, 2e6, 0 },
	{ "g_pswpout", 0, 2.3e6, 0 },
	{ "g_workingset_activate_anon", 0, 6e5, 0 },
	{ "g_workingset_refault_anon", 0, 2e6, 0 },
	{ "g_workingset_refault_file", 0, 2.1e4, 0 },
	{ "g_workingset_restore_anon", 0, 4.1e5, 0 },
	{ "psi_cpu_some_us", 0, 2.1e6, 0 },
	{ "psi_io_full_us", 0, 1.1e6, 0 },
	{ "psi_io_some_us", 0, 1.8e6, 0 },
	{ "psi_memory_full_us", 0, 1.8e7, 0 },
	{ "psi_memory_some_us", 0, 2.4e7, 0 },
	{ "zram_peak_compr_bytes", 0, 3.2e8, 0 },
	{ "zram_peak_mem_used_bytes", 0, 3.3e8, 0 },
	{ "zram_peak_orig_bytes", 0, 1.7e9, 0 },
	{ "kswapd_jiffies", 0, 3e3, 0 },
	{ "thp_fault_alloc", 0, 5e4, 0 },	/* null in some runs */
	{ "window_s", 0, 60, 0 },
	{ "vm.nr_free_pages", 0, 4.1e4, 0 },
	{ "vm.nr_anon_pages", 0, 9.8e5, 0 },
	{ "vm.nr_file_pages", 0, 2.2e5, 0 },
	{ "vm.nr_dirty", 0, 1.2e3, 0 },
	{ "vm.nr_slab_reclaimable", 0, 2.6e4, 0 },
	{ "vm.nr_slab_unreclaimable", 0, 3.1e4, 0 },
	{ "vm.nr_shmem", 0, 4.4e3, 0 },
	{ "sys.cpu.user_s", 2, 180, 0 },
	{ "sys.cpu.sys_s", 2, 75, 0 },
	{ "sys.cpu.iowait_s", 2, 12, 0 },
	{ "sys.cpu.idle_s", 2, 40, 0 },
	{ "sys.mem.avail_mb", 1, 620, 0 },
	{ "sys.mem.used_mb", 1, 4300, 0 },
	{ "sched.nr_switches", 0, 8.8e6, 0 },
	{ "sched.nr_migrations", 0, 3.1e5, 0 },
	{ "sched.runq_ms", 3, 950, 0 },
	{ "io.read_bytes", 0, 2.2e9, 0 },
	{ "io.write_bytes", 0, 7.5e8, 0 },
	{ "io.read_ops", 0, 5.4e5, 0 },
	{ "io.write_ops", 0, 1.8e5, 0 },
	{ "churn.cpu_s", 2, 57.8, CHURN },
	{ "churn.majflt", 0, 2e6, CHURN },
	{ "churn.minflt", 0, 4e5, CHURN },
	{ "churn.ops", 0, 6.2e6, CHURN },
	{ "churn.ops_per_cpu_s", 0, 1.07e5, CHURN },
	{ "churn.ops_per_s", 0, 1.03e5, CHURN },
	{ "cb.cpu_s", 2, 28.4, CB },
	{ "cb.hit_pct", 1, 88.5, CB },
	{ "cb.majflt", 0, 6.1e4, CB },
	{ "cb.minflt", 0, 1.2e5, CB },
	{ "cb.ops", 0, 9.1e6, CB },
	{ "cb.ops_per_s", 0, 3.0e5, CB },
	{ "lat.p50", 3, 0.212, LAT },
	{ "lat.p99", 3, 2.48, LAT },
	{ "lat.p999", 2, 14.6, LAT },
	{ "lat.max", 2, 88.0, LAT },
	{ "hog.cpu_s", 2, 110, LAT },
	{ "hog.ops", 0, 4.4e6, LAT },
	{ "build.wall_s", 1, 420, BUILD },
	{ "build.user_s", 1, 1390, BUILD },
	{ "build.sys_s", 1, 260, BUILD },
	{ "build.jobs_failed", 0, 2, BUILD },
};
#define NMETRIC	(sizeof(metrics) / sizeof(metrics[0]))
#define SCAN	2	/* cg_pgscan */
#define STEAL	3	/* cg_pgsteal */
#define NULLABLE 31	/* thp_fault_alloc: null in one run of 16 */

static const char *const workloads[NTC] = {
	"churn", "cachebench", "latbang+hog", "redis-make-j4", "churn",
	"cachebench", "latbang+hog", "churn"
};
static const int ncfgs[NTC] = { 2, 2, 3, 2, 2, 2, 3, 2 };
static const char *const cfgnames[3] = { "off", "on", "ttl" };

static uint64_t
mix(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ULL;
	x = (x ^ x >> 30) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ x >> 27) * 0x94d049bb133111ebULL;
	return x ^ x >> 31;
}

static uint64_t
h3(uint64_t a, uint64_t b, uint64_t c)
{
	return mix(mix(mix(a) ^ b) ^ c);
}

static uint64_t
gcd(uint64_t a, uint64_t b)
{
	while (b != 0) {
		uint64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

static int
present(int tc, size_t m)
{
	return metrics[m].where == 0 || (metrics[m].where >> tc & 1);
}

/* One group's law for one metric: value of rank r. */
struct law {
	int64_t  base;		/* in units of 10^-dec */
	int64_t  step;
	int64_t  k;		/* steps either side, at most K */
	uint64_t a, b;		/* rank = (a * i + b) mod n */
	double	 p;		/* shape of s(r) */
};

static int64_t pow10i[4] = { 1, 10, 100, 1000 };

static void
law_make(struct law *l, int tc, int cfg, size_t m, uint64_t n)
{
	uint64_t h = h3((uint64_t)tc, (uint64_t)cfg, m);
	double effect = cfg == 0 ? 1.0 : 0.35 + (double)(h % 1000) / 800;
	double base = metrics[m].mag * (0.8 + (double)(h3(tc, 0, m) % 400) /
	    1000) * effect * pow10i[metrics[m].dec];

	l->base = (int64_t)base;
	/* Small counters get fewer distinct values, and many ties. */
	l->k = l->base / 4 < K ? (l->base / 4 > 0 ? l->base / 4 : 1) : K;
	l->step = (int64_t)(base * (0.05 + (double)(h >> 20 & 255) / 1200) /
	    (double)l->k);
	if (l->step < 1)
		l->step = 1;
	l->p = 1.5 + (double)(h >> 30 & 7) / 4;
	l->a = n > 1 ? (h >> 8) % n : 0;
	while (n > 1 && gcd(l->a, n) != 1)
		l->a = (l->a + 1) % n;
	l->b = n > 0 ? (h >> 40) % n : 0;
}

/* s(r): odd-symmetric about the middle, monotone, |s| <= K. */
static int64_t
law_value(const struct law *l, uint64_t i, uint64_t n)
{
	uint64_t r = n > 1 ? (l->a * (i % n) + l->b) % n : 0;
	int64_t d = 2 * (int64_t)r - (int64_t)(n - 1), s;
	double u;

	if (n < 2)
		return l->base;
	u = (double)(d < 0 ? -d : d) / (double)(n - 1);
	s = (int64_t)floor(pow(u, l->p) * (double)l->k);
	return l->base + (d < 0 ? -s : s) * l->step;
}

/* A fast output buffer. */
static char obuf[1 << 20];
static size_t olen;
static FILE *out;

static void
flush(void)
{
	if (fwrite(obuf, 1, olen, out) != olen) {
		perror("gen: write");
		exit(1);
	}
	olen = 0;
}

static void
puts_(const char *s)
{
	size_t n = strlen(s);

	if (olen + n > sizeof(obuf))
		flush();
	memcpy(obuf + olen, s, n);
	olen += n;
}

static void
putc_(char c)
{
	if (olen + 1 > sizeof(obuf))
		flush();
	obuf[olen++] = c;
}

/* Writes mantissa v with dec decimals: 5789 with 2 is "57.89". */
static void
putnum(int64_t v, int dec)
{
	char t[32];
	int i = 0, neg = v < 0;
	uint64_t u = neg ? (uint64_t)-v : (uint64_t)v;

	do {
		t[i++] = (char)('0' + u % 10);
		u /= 10;
		if (i == dec)
			t[i++] = '.';
	} while (u != 0 || (dec > 0 && i <= dec + 1));
	if (neg)
		t[i++] = '-';
	if (olen + (size_t)i > sizeof(obuf))
		flush();
	while (i > 0)
		obuf[olen++] = t[--i];
}

/* The same with thousands separators, for the report. */
static void
fmtnum(char *dst, size_t cap, int64_t v, int dec)
{
	char t[64], *p = t + sizeof(t) - 1;
	int64_t ip = v / pow10i[dec], fp = v % pow10i[dec];
	int g = 0;

	*p = '\0';
	if (dec > 0) {
		int k;

		for (k = 0; k < dec; k++) {
			*--p = (char)('0' + fp % 10);
			fp /= 10;
		}
		*--p = '.';
	}
	do {
		if (g++ == 3) {
			*--p = ',';
			g = 1;
		}
		*--p = (char)('0' + ip % 10);
		ip /= 10;
	} while (ip > 0);
	snprintf(dst, cap, "%s", p);
}

/* Group sizes: RUNS spread over the test cases, then their configs. */
static uint64_t gsize[NTC][3];

static void
sizes(uint64_t runs)
{
	int t, c;

	for (t = 0; t < NTC; t++) {
		uint64_t n = runs / NTC + ((uint64_t)t < runs % NTC);

		for (c = 0; c < ncfgs[t]; c++)
			gsize[t][c] = n / (uint64_t)ncfgs[t] +
			    ((uint64_t)c < n % (uint64_t)ncfgs[t]);
	}
}

/* Writes the members of one run, opening and closing nested objects. */
static void
write_run(int tc, int cfg, uint64_t i, uint64_t line, struct law (*laws)[3]
    [NMETRIC])
{
	char open[64] = "";	/* the dotted prefix of the open objects */
	char tmp[96];
	size_t m;
	int first = 0;	/* the next member opens its object: no comma */

	puts_("{\"tc\":\"tc");
	putnum(tc + 1, 0);
	puts_("\",\"cfg\":\"");
	puts_(cfgnames[cfg]);
	puts_("\",\"rep\":");
	putnum((int64_t)i + 1, 0);
	puts_(",\"workload\":\"");
	puts_(workloads[tc]);
	puts_("\",\"kernel\":\"7.0.0-34-generic\",\"arch\":\"aarch64\","
	    "\"host\":\"lab-");
	putnum((int64_t)(h3(line, 7, 7) % 24), 0);
	puts_(cfg == 0 ? "\",\"enabled\":\"0x0000\"" :
	    "\",\"enabled\":\"0x0001\"");
	puts_(cfg == 2 ? ",\"min_ttl_ms\":\"1000\"" : ",\"min_ttl_ms\":\"0\"");
	snprintf(tmp, sizeof(tmp), ",\"started\":\"2026-%02d-%02dT%02d:%02d:"
	    "%02dZ\"", (int)(line / 2678400 % 12 + 1),
	    (int)(line / 86400 % 28 + 1), (int)(line / 3600 % 24),
	    (int)(line / 60 % 60), (int)(line % 60));
	puts_(tmp);
	puts_(",\"warmup\":");
	puts_(i % 5 == 0 ? "true" : "false");
	for (m = 0; m < NMETRIC; m++) {
		const char *name = metrics[m].name, *dot;
		size_t plen = strlen(open), keep;

		if (!present(tc, m))
			continue;
		/* Close objects the name is not inside, open new ones. */
		while (plen > 0 && strncmp(name, open, plen) != 0) {
			putc_('}');
			first = 0;
			open[plen - 1] = '\0';
			dot = strrchr(open, '.');
			plen = dot != NULL ? (size_t)(dot - open) + 1 : 0;
			open[plen] = '\0';
		}
		keep = plen;
		while ((dot = strchr(name + keep, '.')) != NULL) {
			size_t len = (size_t)(dot - name) - keep;

			puts_(first ? "\"" : ",\"");
			if (olen + len > sizeof(obuf))
				flush();
			memcpy(obuf + olen, name + keep, len);
			olen += len;
			puts_("\":{");
			memcpy(open, name, (size_t)(dot - name) + 1);
			open[dot - name + 1] = '\0';
			keep = (size_t)(dot - name) + 1;
			first = 1;
		}
		puts_(first ? "\"" : ",\"");
		first = 0;
		puts_(name + keep);
		puts_("\":");
		if (m == NULLABLE && h3(line, 3, 3) % 16 == 0)
			puts_("null");
		else
			putnum(law_value(&laws[tc][cfg][m], i,
			    gsize[tc][cfg]), metrics[m].dec);
	}
	while (open[0] != '\0') {
		size_t plen = strlen(open);
		const char *dot;

		putc_('}');
		open[plen - 1] = '\0';
		dot = strrchr(open, '.');
		open[dot != NULL ? (size_t)(dot - open) + 1 : 0] = '\0';
	}
	puts_("}\n");
}

static double
med(const struct law *l, size_t m)
{
	return (double)l->base / (double)pow10i[metrics[m].dec];
}

/* A percentage change with U+2212 for the minus, as reports write it. */
static void
pct(char *dst, size_t cap, double b, double a, int dec)
{
	double v = (b / a - 1) * 100;
	char t[32];

	snprintf(t, sizeof(t), "%.*f", dec, fabs(v));
	if (strtod(t, NULL) == 0)
		snprintf(dst, cap, "%s%%", t);
	else
		snprintf(dst, cap, "%s%s%%", v < 0 ? "\xE2\x88\x92" : "+", t);
}

/* Metrics shown in each test case's table: the first NROW present. */
#define NROW	30

static size_t claims;

static void
write_report(FILE *f, uint64_t runs, struct law (*laws)[3][NMETRIC])
{
	char a[64], b[64], c[64];
	int t, cfg;
	size_t m, rows;

	fprintf(f, "# Synthetic benchmark: %" PRIu64 " runs\n\n"
	    "Generated by bench/gen.c for `make bench`: every number below "
	    "is a claim over [%s](ev:*/*/@n) runs.\n\n", runs,
	    (fmtnum(a, sizeof(a), (int64_t)runs, 0), a));
	claims++;
	for (t = 0; t < NTC; t++) {
		uint64_t n = 0;

		for (cfg = 0; cfg < ncfgs[t]; cfg++)
			n += gsize[t][cfg];
		fmtnum(a, sizeof(a), (int64_t)n, 0);
		fprintf(f, "## tc%d: %s\n\n", t + 1, workloads[t]);
		fprintf(f, "Runs: [%s](ev:tc%d/*/@n) in all", a, t + 1);
		claims++;
		for (cfg = 0; cfg < ncfgs[t]; cfg++) {
			fmtnum(a, sizeof(a), (int64_t)gsize[t][cfg], 0);
			fprintf(f, ", [%s](ev:tc%d/%s/@n) %s", a, t + 1,
			    cfgnames[cfg], cfgnames[cfg]);
			claims++;
		}
		fprintf(f, ".\n\n");

		/* Prose: ranges, extremes, means, ratios, one run. */
		rows = 0;
		for (m = 0; m < NMETRIC && rows < 4; m++) {
			const struct law *l = &laws[t][1][m];
			int d = metrics[m].dec;

			if (!present(t, m) || m == NULLABLE)
				continue;
			rows++;
			fmtnum(a, sizeof(a), l->base - l->k * l->step, d);
			fmtnum(b, sizeof(b), l->base + l->k * l->step, d);
			fprintf(f, "- `%s` on ranges over [%s~%s](ev:tc%d/on/"
			    "%s@range); ", metrics[m].name, a, b, t + 1,
			    metrics[m].name);
			fprintf(f, "its lowest is [%s](ev:tc%d/on/%s@min), its "
			    "highest [%s](ev:tc%d/on/%s@max), its mean "
			    "[%s](ev:tc%d/on/%s@mean)", a, t + 1,
			    metrics[m].name, b, t + 1, metrics[m].name,
			    (fmtnum(c, sizeof(c), l->base, d), c), t + 1,
			    metrics[m].name);
			fmtnum(a, sizeof(a), law_value(l, 16, gsize[t][1]), d);
			fprintf(f, ", and run 17 gave [%s](ev:tc%d/on#17/%s).\n",
			    a, t + 1, metrics[m].name);
			claims += 5;
		}
		rows = 0;
		for (m = NMETRIC; m-- > 0 && rows < 4;) {
			const struct law *lb = &laws[t][1][m],
			    *la = &laws[t][0][m];

			if (!present(t, m) || m == NULLABLE)
				continue;
			rows++;
			snprintf(a, sizeof(a), "%.2f", med(lb, m) / med(la, m));
			snprintf(b, sizeof(b), "%+.*f", metrics[m].dec,
			    med(lb, m) - med(la, m));
			if (b[0] == '-')
				snprintf(b, sizeof(b), "\xE2\x88\x92%.*f",
				    metrics[m].dec, med(la, m) - med(lb, m));
			fprintf(f, "- `%s`: on is [%s×](ev:tc%d/on~off/%s) off, "
			    "a difference of [%s](ev:tc%d/on~off/%s).\n",
			    metrics[m].name, a, t + 1, metrics[m].name, b,
			    t + 1, metrics[m].name);
			claims += 2;
		}
		if (present(t, SCAN)) {
			snprintf(a, sizeof(a), "%.1f%%", 100 *
			    med(&laws[t][1][STEAL], STEAL) /
			    med(&laws[t][1][SCAN], SCAN));
			fprintf(f, "- Reclaim efficiency on: [%s](<ev:tc%d/on/"
			    "cg_pgsteal / cg_pgscan>).\n", a, t + 1);
			claims++;
		}
		fprintf(f, "\n");

		/* The table: medians per config and changes against off. */
		fprintf(f, "| [metric](ev:tc%d//) |", t + 1);
		for (cfg = 0; cfg < ncfgs[t]; cfg++)
			fprintf(f, " [%s](ev:/%s/) |", cfgnames[cfg],
			    cfgnames[cfg]);
		for (cfg = 1; cfg < ncfgs[t]; cfg++)
			fprintf(f, " [%s vs off](ev:/%s~off/) |",
			    cfgnames[cfg], cfgnames[cfg]);
		fprintf(f, "\n|---|");
		for (cfg = 1; cfg < 2 * ncfgs[t]; cfg++)
			fprintf(f, "---|");
		fprintf(f, "\n");
		rows = 0;
		for (m = 0; m < NMETRIC && rows < NROW; m++) {
			if (!present(t, m) || m == NULLABLE)
				continue;
			rows++;
			fprintf(f, "| [%s](ev://%s) |", metrics[m].name,
			    metrics[m].name);
			for (cfg = 0; cfg < ncfgs[t]; cfg++) {
				fmtnum(a, sizeof(a), laws[t][cfg][m].base,
				    metrics[m].dec);
				fprintf(f, " %s |", a);
				claims++;
			}
			for (cfg = 1; cfg < ncfgs[t]; cfg++) {
				pct(a, sizeof(a), med(&laws[t][cfg][m], m),
				    med(&laws[t][0][m], m), 1);
				fprintf(f, " %s |", a);
				claims++;
			}
			fprintf(f, "\n");
		}
		fprintf(f, "\n");
	}
}

int
main(int argc, char *argv[])
{
	static struct law laws[NTC][3][NMETRIC];
	uint64_t runs, i, maxn = 0, line = 0;
	FILE *rep, *mf;
	int t, c, k;
	size_t m;

	if (argc != 5) {
		fprintf(stderr, "usage: gen RUNS OUT.jsonl REPORT.md "
		    "METRICS.txt\n");
		return 2;
	}
	runs = strtoull(argv[1], NULL, 10);
	if (runs < NTC * 3 * 2) {
		fprintf(stderr, "gen: at least %d runs\n", NTC * 3 * 2);
		return 2;
	}
	if (strcmp(metrics[SCAN].name, "cg_pgscan") != 0 ||
	    strcmp(metrics[STEAL].name, "cg_pgsteal") != 0 ||
	    strcmp(metrics[NULLABLE].name, "thp_fault_alloc") != 0) {
		fprintf(stderr, "gen: SCAN, STEAL or NULLABLE is stale\n");
		return 2;
	}
	sizes(runs);
	for (t = 0; t < NTC; t++)
		for (c = 0; c < ncfgs[t]; c++) {
			for (m = 0; m < NMETRIC; m++)
				law_make(&laws[t][c][m], t, c, m, gsize[t][c]);
			if (gsize[t][c] > maxn)
				maxn = gsize[t][c];
		}
	if ((out = fopen(argv[2], "w")) == NULL ||
	    (rep = fopen(argv[3], "w")) == NULL ||
	    (mf = fopen(argv[4], "w")) == NULL) {
		perror("gen");
		return 1;
	}
	/* Rounds of reps; the order of configs alternates per round. */
	for (i = 0; i < maxn; i++)
		for (t = 0; t < NTC; t++)
			for (k = 0; k < ncfgs[t]; k++) {
				c = (int)((k + i) % (uint64_t)ncfgs[t]);
				if (i < gsize[t][c])
					write_run(t, c, i, ++line, laws);
			}
	flush();
	write_report(rep, runs, laws);
	for (m = 0; m < NMETRIC; m++)
		fprintf(mf, "%s\n", metrics[m].name);
	if (fclose(out) != 0 || fclose(rep) != 0 || fclose(mf) != 0) {
		perror("gen");
		return 1;
	}
	fprintf(stderr, "gen: %" PRIu64 " runs, %zu metrics, %zu claims\n",
	    line, NMETRIC, claims);
	return 0;
}

/*
 * Statistics (CLAIMS.md section 2): the median as numpy computes it,
 * mean, min, max, sum and n, and the names of the statistics.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "stats.h"
#include "util.h"

static int
dblcmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* The median by sorting a copy: numpy's definition, written plainly. */
static double
sorted_median(const double *v, size_t n)
{
	double *c = malloc(n * sizeof(double)), m;

	memcpy(c, v, n * sizeof(double));
	qsort(c, n, sizeof(double), dblcmp);
	m = n % 2 ? c[n / 2] : (c[n / 2 - 1] + c[n / 2]) / 2;
	free(c);
	return m;
}

/* A small deterministic generator (xorshift64). */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static double
median_of(const double *src, size_t n)
{
	double v[16];

	memcpy(v, src, n * sizeof(double));
	return stats_median(v, n);
}

static void
test_median_small(void)
{
	static const double one[] = { 42 };
	static const double two[] = { 3, 1 };
	static const double odd[] = { 5, 1, 4, 2, 3 };
	static const double even[] = { 7, 1, 3, 5 };
	static const double dup[] = { 2, 2, 2, 9, 2 };
	static const double dup2[] = { 1, 5, 5, 1 };
	static const double neg[] = { -3, -1, -2 };
	static const double negeven[] = { -10, 4, -2, 0 };
	static const double same[] = { 7, 7, 7, 7, 7, 7 };
	static const double frac[] = { 0.1, 0.2 };
	static const double three[] = { 3, 1, 2 };
	double big[2] = { 1e308, 1.5e308 };

	EQ_NUM(median_of(one, 1), 42, "median of one value");
	EQ_NUM(median_of(two, 2), 2, "median of two: their mean");
	EQ_NUM(median_of(odd, 5), 3, "odd median of unsorted values");
	EQ_NUM(median_of(even, 4), 4, "even median: mean of 3 and 5");
	EQ_NUM(median_of(dup, 5), 2, "median with duplicates");
	EQ_NUM(median_of(dup2, 4), 3, "even median across duplicates");
	EQ_NUM(median_of(neg, 3), -2, "median of negatives");
	EQ_NUM(median_of(negeven, 4), -1, "even median around zero");
	EQ_NUM(median_of(same, 6), 7, "median of equal values");
	EQ_NUM(median_of(frac, 2), (0.1 + 0.2) / 2, "(0.1+0.2)/2");
	EQ_NUM(median_of(three, 3), 2, "median of 3 1 2");
	/* The mean of two huge middles must not overflow to inf. */
	EQ_NUM(stats_median(big, 2), 1.25e308, "median of huge values");
	OK(isnan(stats_median(NULL, 0)), "median of nothing is NaN");
	EQ_NUM(stats_compute(STAT_MEDIAN, (double[]){ 9, 8, 1, 2 }, 4), 5,
	    "stats_compute median, even count");
}

static void
test_median_random(void)
{
	static const size_t sizes[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
	    16, 17, 31, 32, 33, 100, 101, 1000, 1001, 10000, 10001 };
	uint64_t s = 0x9E3779B97F4A7C15ULL;
	size_t i, j, k, bad_value, bad_multiset;
	double *v, *orig, m, want;

	/*
	 * For each size: values from a narrow range (many duplicates), a
	 * wide range, and sorted and reverse-sorted input.
	 */
	for (k = 0; k < 4; k++) {
		bad_value = bad_multiset = 0;
		for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
			size_t n = sizes[i];

			v = malloc(n * sizeof(double));
			orig = malloc(n * sizeof(double));
			for (j = 0; j < n; j++) {
				if (k == 0)
					v[j] = (double)(rnd(&s) % 7) - 3;
				else if (k == 1)
					v[j] = (double)(int64_t)(rnd(&s) %
					    2000001) / 1000.0 - 1000.0;
				else if (k == 2)
					v[j] = (double)j * 0.5;
				else
					v[j] = (double)(n - j) * 0.25;
			}
			memcpy(orig, v, n * sizeof(double));
			want = sorted_median(orig, n);
			m = stats_median(v, n);
			if (m != want) {
				bad_value++;
				fprintf(stderr, "median kind %zu n %zu: got "
				    "%.17g, want %.17g\n", k, n, m, want);
			}
			/* It reorders but keeps every value. */
			qsort(v, n, sizeof(double), dblcmp);
			qsort(orig, n, sizeof(double), dblcmp);
			if (memcmp(v, orig, n * sizeof(double)) != 0)
				bad_multiset++;
			free(v);
			free(orig);
		}
		OK(bad_value == 0, "random medians (kind %zu): %zu wrong", k,
		    bad_value);
		OK(bad_multiset == 0, "median kept the values (kind %zu)", k);
	}
}

static void
test_others(void)
{
	double v[] = { 4, -1, 10, 2.5, 0 };
	double keep[5];
	double tenth[10];
	size_t i;

	memcpy(keep, v, sizeof(v));
	EQ_NUM(stats_compute(STAT_MEAN, v, 5), 3.1, "mean");
	EQ_NUM(stats_compute(STAT_MIN, v, 5), -1, "min");
	EQ_NUM(stats_compute(STAT_MAX, v, 5), 10, "max");
	EQ_NUM(stats_compute(STAT_SUM, v, 5), 15.5, "sum");
	EQ_NUM(stats_compute(STAT_N, v, 5), 5, "n");
	OK(memcmp(v, keep, sizeof(v)) == 0,
	    "mean/min/max/sum/n leave the values in place");
	EQ_NUM(stats_compute(STAT_N, NULL, 0), 0, "n of nothing is 0");
	EQ_NUM(stats_compute(STAT_MEAN, (double[]){ 7 }, 1), 7, "mean of one");
	EQ_NUM(stats_compute(STAT_MIN, (double[]){ -5, -9, -7 }, 3), -9,
	    "min of negatives");
	EQ_NUM(stats_compute(STAT_MAX, (double[]){ -5, -9, -7 }, 3), -5,
	    "max of negatives");
	EQ_NUM(stats_compute(STAT_SUM, (double[]){ 1, -1, 1, -1 }, 4), 0,
	    "sum to zero");
	for (i = 0; i < 10; i++)
		tenth[i] = 0.1;
	EQ_NUM(stats_compute(STAT_SUM, tenth, 10), 1.0,
	    "ten times 0.1 sums to 1");
	EQ_NUM(stats_compute(STAT_MEAN, tenth, 10), 0.1, "mean of 0.1s");
	EQ_NUM(stats_compute(STAT_MEAN, (double[]){ 1, 2, 3, 4 }, 4), 2.5,
	    "mean of 1..4");
	OK(isnan(stats_compute(STAT_MEAN, NULL, 0)), "mean of nothing");
}

static void
test_names(void)
{
	static const char *const names[] = {
		"median", "mean", "min", "max", "sum", "n", "range",
		"stddev", "cv", "geomean", "hmean", "ci", "tcgeomean", "p"
	};
	static const struct { const char *s; int h; } pct[] = {
		{ "p0", 0 }, { "p1", 100 }, { "p5", 500 }, { "p50", 5000 },
		{ "p90", 9000 }, { "p99", 9900 }, { "p99.9", 9990 },
		{ "p99.99", 9999 }, { "p12.5", 1250 }, { "p0.01", 1 },
		{ "p100", 10000 }
	};
	static const char *const nopct[] = {
		"p101", "p100.5", "p99.999", "p99.", "p.5", "p05", "p9.90",
		"p-1", "p1e2", "P99", "p 99", "p99x"
	};
	int i;

	for (i = 0; i < (int)(sizeof(pct) / sizeof(pct[0])); i++) {
		EQ_INT(stats_parse(pct[i].s, strlen(pct[i].s)),
		    STAT_PCT + pct[i].h, pct[i].s);
		EQ_STR(STATS_NAME((enum statfn)(STAT_PCT + pct[i].h)),
		    pct[i].s, pct[i].s);
		OK(STATS_IS_PCT(STAT_PCT + pct[i].h), "%s is a percentile",
		    pct[i].s);
		OK(stats_is_function((enum statfn)(STAT_PCT + pct[i].h)),
		    "%s() is a function", pct[i].s);
	}
	EQ_NUM(stats_pct((enum statfn)(STAT_PCT + 9990)), 99.9, "p99.9 is 99.9");
	for (i = 0; i < (int)(sizeof(nopct) / sizeof(nopct[0])); i++)
		EQ_INT(stats_parse(nopct[i], strlen(nopct[i])), -1, nopct[i]);
	OK(!stats_is_function(STAT_CI) && !stats_is_function(STAT_P) &&
	    !stats_is_function(STAT_TCGEOMEAN) &&
	    !stats_is_function(STAT_RANGE), "ci, p, tcgeomean and range "
	    "are suffixes only");
	OK(stats_is_function(STAT_STDDEV) && stats_is_function(STAT_CV) &&
	    stats_is_function(STAT_GEOMEAN) && stats_is_function(STAT_HMEAN),
	    "stddev, cv, geomean and hmean are functions too");
	for (i = STAT_MEDIAN; i < STAT__NAMED; i++) {
		EQ_STR(STATS_NAME((enum statfn)i), names[i], names[i]);
		EQ_INT(stats_parse(names[i], strlen(names[i])), i, names[i]);
	}
	EQ_INT(stats_parse("avg", 3), -1, "avg is no statistic");
	EQ_INT(stats_parse("", 0), -1, "empty is no statistic");
	EQ_INT(stats_parse("med", 3), -1, "a prefix is no statistic");
	EQ_INT(stats_parse("medians", 7), -1, "a longer word is none");
	/* The length counts: "median" within "median(x)". */
	EQ_INT(stats_parse("median(x)", 6), STAT_MEDIAN, "length-bounded");
	EQ_INT(stats_parse("max", 2), -1, "'ma' is no statistic");
}

/* A naive double-double-free reference: long double, sorted copies. */
static long double
lmean(const double *v, size_t n)
{
	long double s = 0;
	size_t i;

	for (i = 0; i < n; i++)
		s += v[i];
	return s / n;
}

static double
ref(enum statfn st, const double *src, size_t n)
{
	double *v = malloc((n + 1) * sizeof(double)), r = NAN;
	long double m, s = 0, h, t;
	size_t i, lo;

	memcpy(v, src, n * sizeof(double));
	qsort(v, n, sizeof(double), dblcmp);
	m = lmean(v, n);
	switch (st) {
	case STAT_STDDEV:
	case STAT_CV:
		if (n < 2)
			break;
		for (i = 0; i < n; i++)
			s += (v[i] - m) * (v[i] - m);
		r = (double)sqrtl(s / (n - 1));
		if (st == STAT_CV)
			r = m != 0 ? (double)(sqrtl(s / (n - 1)) / m) : NAN;
		break;
	case STAT_GEOMEAN:
		for (i = 0; i < n && v[i] > 0; i++)
			s += logl(v[i]);
		r = i == n ? (double)expl(s / n) : NAN;
		break;
	case STAT_HMEAN:
		for (i = 0; i < n && v[i] > 0; i++)
			s += 1.0L / v[i];
		r = i == n ? (double)(n / s) : NAN;
		break;
	case STAT_MIN:
		r = v[0];
		break;
	case STAT_MAX:
		r = v[n - 1];
		break;
	default:
		/* numpy linear: (n - 1) q between the sorted values. */
		h = (long double)(n - 1) * stats_pct(st) / 100;
		lo = (size_t)floorl(h);
		t = h - lo;
		r = lo + 1 >= n ? v[n - 1] :
		    (double)(v[lo] + t * ((long double)v[lo + 1] - v[lo]));
		break;
	}
	free(v);
	return r;
}

/* Within a few units in the last place, or both not a number. */
static int
close_to(double got, double want, double ulps)
{
	if (isnan(got) || isnan(want))
		return isnan(got) && isnan(want);
	return fabs(got - want) <= ulps * 2.3e-16 * fmax(fabs(want), 1e-300) ||
	    fabs(got - want) <= 1e-300;
}

static void
test_family(void)
{
	static const enum statfn fam[] = {
		STAT_STDDEV, STAT_CV, STAT_GEOMEAN, STAT_HMEAN,
		(enum statfn)(STAT_PCT + 5000), (enum statfn)(STAT_PCT + 9000),
		(enum statfn)(STAT_PCT + 9900), (enum statfn)(STAT_PCT + 9990),
		(enum statfn)(STAT_PCT + 2500), (enum statfn)(STAT_PCT),
		(enum statfn)(STAT_PCT + 10000), (enum statfn)(STAT_PCT + 1)
	};
	uint64_t seed = 0x9e3779b97f4a7c15ull;
	double v[50], w[50], got, want;
	size_t n, i, f, bad = 0, trials = 0;
	struct stats_reason why;
	int kind;

	for (kind = 0; kind < 4; kind++)
		for (n = 1; n <= 50; n++)
			for (i = 0; i < 20; i++) {
				size_t k;

				for (k = 0; k < n; k++) {
					uint64_t r = rnd(&seed);

					/* 0: spread; 1: few values, ties;
					 * 2: negatives and zeros; 3: large */
					v[k] = kind == 0 ? (double)(r % 100000) /
					    100 + 1 : kind == 1 ? (double)(r % 4) +
					    1 : kind == 2 ? (double)(r % 2001) /
					    10 - 100 : (double)(r % 1000000) * 1e9 +
					    1;
				}
				for (f = 0; f < sizeof(fam) / sizeof(fam[0]); f++) {
					memcpy(w, v, n * sizeof(double));
					memset(&why, 0, sizeof(why));
					if (!stats_check(fam[f], v, n, &why))
						got = NAN;
					else
						got = stats_compute(fam[f], w, n);
					want = ref(fam[f], v, n);
					trials++;
					/* CV near a zero mean amplifies; a
					 * percentile's lerp cancels near 0. */
					if (STATS_IS_PCT(fam[f]) && fabs(got -
					    want) <= 1e-14 * fmax(fabs(ref(
					    STAT_MAX, v, n)), fabs(ref(STAT_MIN,
					    v, n))))
						continue;
					if (!close_to(got, want, fam[f] == STAT_CV ?
					    1e6 : 64)) {
						if (bad++ < 5)
							OK(0, "%s of %zu values "
							    "(kind %d): got %.17g, "
							    "want %.17g",
							    STATS_NAME(fam[f]), n,
							    kind, got, want);
					}
				}
			}
	OK(bad == 0, "%zu of %zu statistics off the naive reference", bad,
	    trials);
}

static void
test_new_known(void)
{
	double v[] = { 2, 4, 4, 4, 5, 5, 7, 9 };
	double ten[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
	double w[10];
	struct stats_reason why;
	struct buf say = {0};
	size_t lo, hi, n;
	/* The binomial orders, worked out with exact fractions. */
	static const size_t want_lo[31] = { 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2,
	    2, 3, 3, 3, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8, 8, 9, 9, 10 };
	static const size_t want_hi[31] = { 0, 0, 3, 4, 5, 5, 6, 7, 7, 8, 9,
	    9, 10, 11, 11, 12, 12, 13, 14, 14, 15, 16, 16, 17, 17, 18, 19,
	    19, 20, 20, 21 };
	int dir;

	EQ_NUM(stats_compute(STAT_STDDEV, v, 8), 2.1380899352993952,
	    "sample stddev of 2 4 4 4 5 5 7 9");
	EQ_NUM(stats_compute(STAT_CV, v, 8), 2.1380899352993952 / 5, "cv");
	memcpy(w, ten, sizeof(ten));
	EQ_NUM(stats_compute((enum statfn)(STAT_PCT + 9000), w, 10), 9.1,
	    "numpy percentile(1..10, 90)");
	memcpy(w, ten, sizeof(ten));
	EQ_NUM(stats_compute((enum statfn)(STAT_PCT + 2500), w, 10), 3.25,
	    "numpy percentile(1..10, 25)");
	EQ_NUM(stats_compute(STAT_GEOMEAN, (double[]){ 1, 4, 16 }, 3), 4,
	    "geomean 1 4 16");
	EQ_NUM(stats_compute(STAT_HMEAN, (double[]){ 1, 2, 4 }, 3), 12.0 / 7,
	    "hmean 1 2 4");
	OK(!stats_check(STAT_STDDEV, (double[]){ 3 }, 1, &why),
	    "stddev of one run is an error");
	stats_reason_say(&say, &why);
	OK(why.why == STATS_FEW_RUNS && why.need == 2 && why.has == 1 &&
	    strcmp(say.data, "needs at least 2 runs, has 1") == 0,
	    "and says why: %s", say.data);
	OK(!stats_check(STAT_CV, (double[]){ -1, 1 }, 2, &why) &&
	    why.why == STATS_ZERO_MEAN, "cv of a zero mean is an error");
	OK(!stats_check(STAT_GEOMEAN, (double[]){ 1, 0 }, 2, &why) &&
	    why.why == STATS_NOT_POSITIVE && why.value == 0,
	    "geomean of a 0 is an error");
	OK(!stats_check(STAT_HMEAN, (double[]){ 1, -2 }, 2, &why),
	    "hmean of a negative is an error");
	OK(!stats_check(STAT_CI, ten, 5, &why) && why.why ==
	    STATS_FEW_RUNS && why.need == 6, "ci of 5 runs is an error");
	say.len = 0;
	stats_reason_say(&say, &why);
	OK(strcmp(say.data, "needs at least 6 runs for a 95% interval of the "
	    "median, has 5") == 0, "and says why: %s", say.data);
	OK(stats_check(STAT_CI, ten, 6, &why), "ci of 6 runs is not");
	OK(!stats_check(STAT_SUM, NULL, 0, &why) && why.why ==
	    STATS_NO_VALUES, "a sum of no values is an error");
	buf_free(&say);
	for (n = 2; n <= 30; n++) {
		stats_ci_orders(n, &lo, &hi);
		/*
		 * At 24 two equal probabilities decide, and benchstat's
		 * arithmetic (C(n, k) by lgamma, in its order of terms)
		 * finds them unequal by rounding: either pick is its.
		 */
		if (n == 24 && lo == 8 && hi == 18)
			continue;
		EQ_INT(lo, want_lo[n], "ci low order");
		EQ_INT(hi, want_hi[n], "ci high order");
	}
	stats_ci_orders(10, &lo, &hi);
	OK(lo == 2 && hi == 9, "ci of 10 runs: the 2nd and 9th");
	/* 1..10: median 5.5, the 2nd 2 and 9th 9: max(9/5.5−1, 1−2/5.5). */
	memcpy(w, ten, sizeof(ten));
	EQ_NUM(stats_compute(STAT_CI, w, 10), 1 - 2 / 5.5, "ci of 1..10");
	/* Beyond 30, the normal approximation: still about the middle. */
	for (n = 31; n <= 400; n += 13) {
		stats_ci_orders(n, &lo, &hi);
		OK(lo >= 1 && hi <= n && lo < (n + 1) / 2 && hi > n / 2 &&
		    (n + 1 - hi) - lo <= 1, "ci orders of %zu: %zu, %zu", n,
		    lo, hi);
	}
	EQ_NUM(stats_mwu_min_p(3, 3), 0.1, "3 a side: p never under 0.1");
	EQ_NUM(stats_mwu_min_p(4, 4), 2.0 / 70, "4 a side: 2/70");
	EQ_NUM(stats_mwu_min_p(6, 6), 2.0 / 924, "6 a side");
	EQ_INT(stats_mwu_runs_needed(0.05), 4, "4 runs a side reach 0.05");
	EQ_INT(stats_mwu_runs_needed(0.01), 5, "5 runs a side reach 0.01");
	stats_mwu((double[]){ 1, 2, 3 }, 3, (double[]){ 4, 5, 6, 7 }, 4, &dir);
	EQ_INT(dir, 1, "b above a");
	stats_mwu((double[]){ 4, 5, 6, 7 }, 4, (double[]){ 1, 2, 3 }, 3, &dir);
	EQ_INT(dir, -1, "b below a");
	stats_mwu((double[]){ 1, 2 }, 2, (double[]){ 2, 1 }, 2, &dir);
	EQ_INT(dir, 0, "level");
}

void
test_stats(void)
{
	test_family();
	test_new_known();
	test_median_small();
	test_median_random();
	test_others();
	test_names();
}

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
		"median", "mean", "min", "max", "sum", "n", "range"
	};
	int i;

	for (i = STAT_MEDIAN; i <= STAT_RANGE; i++) {
		EQ_STR(stats_name((enum statfn)i), names[i], names[i]);
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

void
test_stats(void)
{
	test_median_small();
	test_median_random();
	test_others();
	test_names();
}

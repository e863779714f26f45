/*
 * Statistics: median by selection (Hoare's quickselect with a
 * median-of-three pivot), so that a group of a million runs costs a few
 * linear passes rather than a sort; and the noise between two samples,
 * the Mann-Whitney U test counted exactly where that is cheap.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "util.h"

static const char *const names[] = {
	"median", "mean", "min", "max", "sum", "n", "range"
};

const char *
stats_name(enum statfn s)
{
	return names[s];
}

int
stats_parse(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0)
			return (int)i;
	return -1;
}

static void
swap(double *a, double *b)
{
	double t = *a;

	*a = *b;
	*b = t;
}

/* Leaves the k-th smallest value at v[k], smaller ones before it. */
static void
select_kth(double *v, size_t n, size_t k)
{
	size_t lo = 0, hi = n - 1;

	while (hi > lo) {
		size_t mid = lo + (hi - lo) / 2, i, j;
		double pivot;

		if (v[mid] < v[lo])
			swap(&v[mid], &v[lo]);
		if (v[hi] < v[lo])
			swap(&v[hi], &v[lo]);
		if (v[hi] < v[mid])
			swap(&v[hi], &v[mid]);
		pivot = v[mid];
		i = lo;
		j = hi;
		while (i <= j) {
			while (v[i] < pivot)
				i++;
			while (v[j] > pivot)
				j--;
			if (i <= j) {
				swap(&v[i], &v[j]);
				i++;
				if (j == 0)
					break;
				j--;
			}
		}
		if (k <= j)
			hi = j;
		else if (k >= i)
			lo = i;
		else
			return;
	}
}

double
stats_median(double *v, size_t n)
{
	double a, b;
	size_t i;

	if (n == 0)
		return NAN;
	select_kth(v, n, n / 2);
	b = v[n / 2];
	if (n % 2 == 1)
		return b;
	/* The lower middle is the largest value left of n/2. */
	a = v[0];
	for (i = 1; i < n / 2; i++)
		if (v[i] > a)
			a = v[i];
	/* (a + b) / 2 as numpy computes it, unless that overflows. */
	return isfinite(a + b) ? (a + b) / 2 : a / 2 + b / 2;
}

double
stats_compute(enum statfn s, double *v, size_t n)
{
	double r;
	size_t i;

	if (s == STAT_N)
		return (double)n;
	if (n == 0)
		return NAN;
	switch (s) {
	case STAT_MEDIAN:
		return stats_median(v, n);
	case STAT_MEAN:
		/* Kahan summation keeps a long mean exact to the last digit. */
	case STAT_SUM: {
		double sum = 0, c = 0;

		for (i = 0; i < n; i++) {
			double y = v[i] - c, t = sum + y;

			c = (t - sum) - y;
			sum = t;
		}
		return s == STAT_SUM ? sum : sum / (double)n;
	}
	case STAT_MIN:
	case STAT_RANGE:
		for (r = v[0], i = 1; i < n; i++)
			if (v[i] < r)
				r = v[i];
		return r;
	case STAT_MAX:
		for (r = v[0], i = 1; i < n; i++)
			if (v[i] > r)
				r = v[i];
		return r;
	default:
		return NAN;
	}
}

/*
 * The exact test fills a table of m + 1 rows of 2m(n - m) + 1 sums once
 * per pooled value, m being the smaller sample and n both: up to about
 * m * m * n * n / 2 additions, 2 million for 45 vs 45 (where rows can
 * be skipped) and 7 million for 10 vs 399.  It counts while
 * m * n <= MWU_EXACT_MN (45 vs 45, 20 vs 184, 10 vs 399, 5 vs 814,
 * 2 vs 2,046, 1 vs 4,095): a call then takes under 4 ms and the table
 * under 1.7 MB, and groups of 3 to 10 runs cost microseconds.  Beyond
 * it, the normal approximation is close and costs a sort.
 */
#ifndef MWU_EXACT_MN
#define MWU_EXACT_MN	4096
#endif

/* A pooled value and whether it came from the sample whose ranks count. */
struct pooled {
	double	v;
	int	mine;
};

static int
pooledcmp(const void *p, const void *q)
{
	double x = ((const struct pooled *)p)->v;
	double y = ((const struct pooled *)q)->v;

	return x < y ? -1 : x > y;
}

/* Adds from[0..len-1] to to[0..len-1]: two rows, so restrict holds. */
static void
add_row(double *restrict to, const double *restrict from, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		to[i] += from[i];
}

/*
 * Counts the splits of the pooled values, whose doubled midranks in
 * ascending order are r2[0..n-1], that give m of them a doubled rank
 * sum S with |S - m(n + 1)| >= d2, and returns their share of all
 * C(n, m) splits; 0 < m <= n - m.
 *
 * Row k of the table counts the ways to choose k of the values seen
 * so far by their sum, stored at S - k(k + 1): no k midranks sum to
 * less than the k smallest ranks, k(k + 1) / 2, nor to more than the k
 * largest, so every row fits in 2m(n - m) + 1 cells (k(n - k) grows
 * with k up to n / 2).  Each row remembers the span it has filled, so
 * that a row holding one sum is not scanned in full.  A value is taken
 * into rows from the top down, as each reads the row below it from
 * before the value.  Rows too low to reach m with the values left are
 * not updated, as nothing read from them would reach row m.  Counts
 * are doubles: exact below 2^53 (C(n, m) is, up to 28 vs 28), and
 * beyond it rounded by a few parts in 10^16.
 */
static double
mwu_exact(const size_t *r2, size_t n, size_t m, int64_t d2)
{
	size_t	 width = 2 * m * (n - m) + 1, i, k, s;
	size_t	*lo, *hi;
	double	*c, all = 0, far = 0;
	int64_t	 mean2 = (int64_t)(m * (n + 1));

	c = xcalloc((m + 1) * width, sizeof(double));
	lo = xmalloc((m + 1) * sizeof(size_t));
	hi = xmalloc((m + 1) * sizeof(size_t));
	for (k = 0; k <= m; k++) {
		lo[k] = width;	/* empty */
		hi[k] = 0;
	}
	c[0] = 1;
	lo[0] = 0;
	for (i = 0; i < n; i++) {
		size_t kmax = i + 1 < m ? i + 1 : m;
		size_t kmin = m + i + 1 > n ? m + i + 1 - n : 1;

		for (k = kmax; k >= kmin; k--) {
			size_t from = lo[k - 1], len, to;

			if (from > hi[k - 1])
				continue;	/* no k - 1 values yet */
			len = hi[k - 1] - from + 1;
			/* Adding r2[i] to k - 1 values moves the sum from
			 * its offset (k - 1)k to k(k + 1). */
			to = from + r2[i] - 2 * k;
			add_row(c + k * width + to, c + (k - 1) * width + from,
			    len);
			if (to < lo[k])
				lo[k] = to;
			if (to + len - 1 > hi[k])
				hi[k] = to + len - 1;
		}
	}
	/* One pass over the last row, so the share cannot pass 1. */
	for (s = lo[m]; s <= hi[m]; s++) {
		int64_t dist = (int64_t)(s + m * (m + 1)) - mean2;

		all += c[m * width + s];
		if ((dist < 0 ? -dist : dist) >= d2)
			far += c[m * width + s];
	}
	free(c);
	free(lo);
	free(hi);
	return far / all;
}

/*
 * The normal approximation of the same p-value, as scipy's
 * mannwhitneyu(method="asymptotic") computes it: the rank sum has mean
 * m(n + 1) / 2 and variance m(n - m)/12 * (n + 1 - T / (n(n - 1))), T
 * the sum of t^3 - t over groups of t tied values; the distance from
 * the mean, d2 / 2, is reduced by 1/2 for continuity, and p =
 * erfc(z / sqrt 2), at most 1.  Far in the tail (samples of thousands
 * that do not mix) it underflows to 0.
 */
static double
mwu_normal(size_t n, size_t m, int64_t d2, double ties)
{
	double nn = (double)n, mm = (double)m, var, z;

	var = mm * (nn - mm) / 12 * (nn + 1 - ties / (nn * (nn - 1)));
	if (!(var > 0))
		return 1;	/* every value the same */
	z = ((double)d2 / 2 - 0.5) / sqrt(var);
	if (z <= 0)
		return 1;
	return fmin(1, erfc(z * sqrt(0.5)));
}

/*
 * Ranks the pooled values (sorted copies: the callers' arrays are the
 * runs' own), then counts or approximates.  The rank sum is taken over
 * the smaller sample, a when the sizes are equal; the test is
 * symmetric, as the two rank sums add up to n(n + 1) / 2.  Ranks are
 * doubled so that midranks, and every sum and distance, are integers
 * compared exactly: the observed split itself always counts as "at
 * least as far", so p > 0.
 */
double
stats_mwu_p(const double *a, size_t na, const double *b, size_t nb)
{
	struct pooled	*p;
	size_t		*r2, n = na + nb, m, i, j, k;
	int64_t		 w2 = 0, d2;
	double		 ties = 0, pv;
	int		 mine_a;

	if (na == 0 || nb == 0)
		return NAN;
	mine_a = na <= nb;
	m = mine_a ? na : nb;
	p = xmalloc(n * sizeof(*p));
	for (i = 0; i < na; i++) {
		p[i].v = a[i];
		p[i].mine = mine_a;
	}
	for (i = 0; i < nb; i++) {
		p[na + i].v = b[i];
		p[na + i].mine = !mine_a;
	}
	qsort(p, n, sizeof(*p), pooledcmp);
	r2 = xmalloc(n * sizeof(*r2));
	for (i = 0; i < n; i = j) {
		double t;

		for (j = i + 1; j < n && p[j].v == p[i].v; j++)
			continue;
		/* Places i + 1 .. j share the midrank (i + 1 + j) / 2. */
		for (k = i; k < j; k++) {
			r2[k] = i + 1 + j;
			if (p[k].mine)
				w2 += (int64_t)r2[k];
		}
		t = (double)(j - i);
		ties += t * t * t - t;
	}
	d2 = w2 - (int64_t)(m * (n + 1));
	if (d2 < 0)
		d2 = -d2;
	if ((double)m * (double)n <= MWU_EXACT_MN)
		pv = mwu_exact(r2, n, m, d2);
	else
		pv = mwu_normal(n, m, d2, ties);
	free(p);
	free(r2);
	return pv;
}

int
stats_ranges_overlap(const double *a, size_t na, const double *b, size_t nb)
{
	double	 amin, amax, bmin, bmax;
	size_t	 i;

	if (na == 0 || nb == 0)
		return 0;
	amin = amax = a[0];
	for (i = 1; i < na; i++) {
		amin = fmin(amin, a[i]);
		amax = fmax(amax, a[i]);
	}
	bmin = bmax = b[0];
	for (i = 1; i < nb; i++) {
		bmin = fmin(bmin, b[i]);
		bmax = fmax(bmax, b[i]);
	}
	return amin <= bmax && bmin <= amax;
}

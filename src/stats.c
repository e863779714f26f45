/*
 * Statistics: median by selection (Hoare's quickselect with a
 * median-of-three pivot), so that a group of a million runs costs a few
 * linear passes rather than a sort.
 */
#include <math.h>
#include <string.h>

#include "stats.h"

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

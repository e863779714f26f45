/*
 * Statistics over a set of values (CLAIMS.md section 2).
 * For use by the evaluator, the renderers and the tests; pure functions.
 */
#ifndef STATS_H
#define STATS_H

#include <stddef.h>

enum statfn {
	STAT_MEDIAN,
	STAT_MEAN,
	STAT_MIN,
	STAT_MAX,
	STAT_SUM,
	STAT_N,
	STAT_RANGE	/* min and max; only as an address's @ suffix */
};

/* Returns the statistic's name ("median"...), or parses one: -1 if none. */
const char *stats_name(enum statfn);
int	 stats_parse(const char *, size_t);

/*
 * Computes a statistic over v[0..n-1], n > 0 (STAT_N accepts 0).  The
 * median reorders v (it selects instead of sorting); the others leave
 * it alone.  STAT_RANGE is not a single value: callers ask for MIN and
 * MAX.  The median of an even count is the mean of the two middle
 * values, as numpy and pandas compute it.
 */
double	 stats_compute(enum statfn, double *v, size_t n);
double	 stats_median(double *v, size_t n);

/*
 * Noise between two samples of runs, a[0..na-1] and b[0..nb-1], finite
 * values; neither is reordered.
 *
 * stats_mwu_p returns the two-sided p-value of the Mann-Whitney U
 * (Wilcoxon rank-sum) test, ties given their midranks: the chance,
 * were every split of the pooled values into groups of na and nb
 * equally likely, of a rank sum at least as far from its mean as the
 * observed one.  It is exact (a count of splits) while the smaller
 * sample times both is at most MWU_EXACT_MN, 4096 (45 vs 45, 10 vs
 * 399), and the normal approximation with tie and continuity
 * corrections beyond.  0 < p <= 1, except that the approximation
 * underflows to 0 for samples of thousands that do not mix at all.
 * NaN if either sample is empty.
 *
 * stats_ranges_overlap returns 1 if [min a, max a] and [min b, max b]
 * meet (touching counts), 0 if not or if either sample is empty.
 */
double	 stats_mwu_p(const double *a, size_t na, const double *b, size_t nb);
int	 stats_ranges_overlap(const double *a, size_t na, const double *b,
	    size_t nb);

#endif

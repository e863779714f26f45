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

#endif

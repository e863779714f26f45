/*
 * Statistics over a set of values (CLAIMS.md section 2).
 * For use by the evaluator, the renderers and the tests; pure functions.
 */
#ifndef STATS_H
#define STATS_H

#include <stddef.h>

struct buf;

enum statfn {
	STAT_MEDIAN,
	STAT_MEAN,
	STAT_MIN,
	STAT_MAX,
	STAT_SUM,
	STAT_N,
	STAT_RANGE,	/* min and max; only as an address's @ suffix */
	STAT_STDDEV,	/* sample standard deviation, n - 1 */
	STAT_CV,	/* stddev / mean, a fraction */
	STAT_GEOMEAN,
	STAT_HMEAN,
	STAT_CI,	/* benchstat's relative half-width of the 95% */
			/* confidence interval of the median */
	STAT_TCGEOMEAN,	/* over test cases: the evaluator computes it */
	STAT_P,		/* a B~A claim's Mann-Whitney p: the evaluator */
	STAT__NAMED,
	/*
	 * A percentile pNN is STAT_PCT plus NN in hundredths: p99.9 is
	 * STAT_PCT + 9990, p50 STAT_PCT + 5000 (0 <= NN <= 100, at most
	 * two decimals).
	 */
	STAT_PCT = 1000,
	STAT_PCT_END = STAT_PCT + 10000
};

#define STATS_IS_PCT(s)	((int)(s) >= STAT_PCT && (int)(s) <= STAT_PCT_END)
/* The percentile NN of a pNN statistic (99.9 for p99.9). */
double	 stats_pct(enum statfn);

/*
 * The statistic's name ("median", "p99.9") in buf, which is returned;
 * or parses one (a whole name of n bytes): -1 if none.
 */
#define STATS_NAME_MAX	16
const char *stats_name(enum statfn, char buf[STATS_NAME_MAX]);
/* The same in a buffer that lives to the end of the enclosing block. */
#define STATS_NAME(s)	stats_name((s), (char[STATS_NAME_MAX]){ 0 })
int	 stats_parse(const char *, size_t);
/*
 * Whether the statistic is one an aggregate function may compute,
 * stddev(e) as well as median(e) (CLAIMS.md section 3.1): not range,
 * ci, tcgeomean or p.
 */
int	 stats_is_function(enum statfn);

/*
 * Computes a statistic over v[0..n-1], n > 0 (STAT_N accepts 0).  The
 * median reorders v (it selects instead of sorting); the others leave
 * it alone.  STAT_RANGE is not a single value: callers ask for MIN and
 * MAX.  The median of an even count is the mean of the two middle
 * values, as numpy and pandas compute it.
 */
double	 stats_compute(enum statfn, double *v, size_t n);
double	 stats_median(double *v, size_t n);
/* Why stats_compute has no value (the contract's errors, section 2). */
enum stats_why {
	STATS_FINE,
	STATS_NO_VALUES,	/* n is 0 */
	STATS_FEW_RUNS,		/* fewer than need */
	STATS_ZERO_MEAN,	/* a cv's mean is 0 */
	STATS_NOT_POSITIVE,	/* a geomean's or hmean's value <= 0 */
	STATS_CI_CROSSES	/* the interval reaches across 0 */
};
struct stats_reason {
	enum stats_why	 why;
	enum statfn	 st;
	size_t		 need, has;	/* STATS_FEW_RUNS */
	double		 value;		/* STATS_NOT_POSITIVE: the first */
};
/*
 * Whether stats_compute has a value for these n values: non-zero if
 * so, else zero with the reason in *r, a code that callers turn into
 * words (stats_reason_say's English, the site's why.* keys).
 * STAT_CI, STAT_PCT... and the others reorder nothing here.
 */
int	 stats_check(enum statfn, const double *v, size_t n,
	    struct stats_reason *r);
/* The reason in English, to follow the statistic's name: "needs at least 2 runs, has 1". */
void	 stats_reason_say(struct buf *, const struct stats_reason *);
/*
 * The 95% distribution-free confidence interval of the median as
 * benchstat (golang.org/x/perf/benchmath, AssumeNothing) computes it:
 * the order statistics lo and hi (1-based, of the n sorted values) the
 * binomial distribution picks, going out from its mode and to the left
 * on a tie, exactly up to 30 values and by the normal approximation
 * beyond.  lo is 0 or hi n + 1 when the interval is unbounded there
 * (under 6 values).
 */
void	 stats_ci_orders(size_t n, size_t *lo, size_t *hi);

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
/*
 * The same p, and in *dir the way b lies from a by their ranks: +1 when
 * b's rank sum is above its mean (b tends higher), -1 below, 0 level.
 */
double	 stats_mwu(const double *a, size_t na, const double *b, size_t nb,
	    int *dir);
/*
 * The smallest two-sided p any data can give with na and nb values,
 * 2 / C(na + nb, na) (at most 1), and the fewest runs a side with
 * which it is at most alpha (4 for 0.05, as benchstat says).
 */
double	 stats_mwu_min_p(size_t na, size_t nb);
size_t	 stats_mwu_runs_needed(double alpha);
int	 stats_ranges_overlap(const double *a, size_t na, const double *b,
	    size_t nb);

#endif

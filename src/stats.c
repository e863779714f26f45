/*
 * Statistics: median by selection (Hoare's quickselect with a
 * median-of-three pivot), so that a group of a million runs costs a few
 * linear passes rather than a sort; and the noise between two samples,
 * the Mann-Whitney U test counted exactly where that is cheap.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "util.h"

static const char *const names[STAT__NAMED] = {
	"median", "mean", "min", "max", "sum", "n", "range",
	"stddev", "cv", "geomean", "hmean", "ci", "tcgeomean", "p"
};

double
stats_pct(enum statfn s)
{
	return ((int)s - STAT_PCT) / 100.0;
}

const char *
stats_name(enum statfn s, char buf[STATS_NAME_MAX])
{
	int h = (int)s - STAT_PCT;

	if ((int)s >= 0 && s < STAT__NAMED)
		snprintf(buf, STATS_NAME_MAX, "%s", names[s]);
	else if (STATS_IS_PCT(s)) {
		/* p50, p99.9, p99.99: no trailing zeros. */
		if (h % 100 == 0)
			snprintf(buf, STATS_NAME_MAX, "p%d", h / 100);
		else if (h % 10 == 0)
			snprintf(buf, STATS_NAME_MAX, "p%d.%d", h / 100,
			    h / 10 % 10);
		else
			snprintf(buf, STATS_NAME_MAX, "p%d.%02d", h / 100,
			    h % 100);
	} else
		snprintf(buf, STATS_NAME_MAX, "?");
	return buf;
}

/* pNN: "p", 1 to 3 digits, and maybe "." and 1 or 2 more; NN <= 100. */
static int
parse_pct(const char *s, size_t n)
{
	size_t i = 1, d = 0, f = 0;
	int whole = 0, frac = 0;

	if (n < 2 || s[0] != 'p')
		return -1;
	for (; i < n && s[i] >= '0' && s[i] <= '9'; i++, d++)
		whole = whole * 10 + (s[i] - '0');
	if (d == 0 || d > 3 || (d > 1 && s[1] == '0'))
		return -1;
	if (i < n && s[i] == '.') {
		for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++, f++)
			frac = frac * 10 + (s[i] - '0');
		if (f == 0 || f > 2 || s[i - 1] == '0')
			return -1;
		if (f == 1)
			frac *= 10;
	}
	if (i != n || whole * 100 + frac > 10000)
		return -1;
	return STAT_PCT + whole * 100 + frac;
}

int
stats_parse(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < STAT__NAMED; i++)
		if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0)
			return (int)i;
	return parse_pct(s, n);
}

int
stats_is_function(enum statfn s)
{
	return (s < STAT__NAMED && s != STAT_RANGE && s != STAT_CI &&
	    s != STAT_TCGEOMEAN && s != STAT_P) || STATS_IS_PCT(s);
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

/* A compensated (Kahan) sum, so a long mean is exact to the last digit. */
static double
ksum(const double *v, size_t n)
{
	double sum = 0, c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		double y = v[i] - c, t = sum + y;

		c = (t - sum) - y;
		sum = t;
	}
	return sum;
}

/*
 * The sample standard deviation (n - 1), by the corrected two-pass
 * sum: the squares of the deviations from the mean, less the square of
 * their sum (zero but for rounding) over n.  Or that over the mean.
 */
static double
deviation(enum statfn s, const double *v, size_t n)
{
	double mean, ss = 0, sd = 0, var;
	size_t i;

	if (n < 2)
		return NAN;
	mean = ksum(v, n) / (double)n;
	for (i = 0; i < n; i++) {
		double d = v[i] - mean;

		ss += d * d;
		sd += d;
	}
	var = (ss - sd * sd / (double)n) / (double)(n - 1);
	var = sqrt(var > 0 ? var : 0);
	if (s == STAT_CV)
		return mean != 0 ? var / mean : NAN;
	return var;
}

/*
 * The compensated (Kahan) sum of f(v[i]), NAN where a value is not
 * positive: the geometric and harmonic means are defined on positive
 * values only, and a sum of logs or reciprocals of many runs loses the
 * last digits a report's claim may turn on.
 */
static double
positive_sum(const double *v, size_t n, double (*f)(double))
{
	double sum = 0, c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		double y, t;

		if (!(v[i] > 0))
			return NAN;
		y = f(v[i]) - c;
		t = sum + y;
		c = (t - sum) - y;
		sum = t;
	}
	return sum;
}

static double
reciprocal(double x)
{
	return 1 / x;
}

static double
geomean(const double *v, size_t n)
{
	return exp(positive_sum(v, n, log) / (double)n);
}

static double
hmean(const double *v, size_t n)
{
	return (double)n / positive_sum(v, n, reciprocal);
}

static int
dblcmp(const void *p, const void *q)
{
	double x = *(const double *)p, y = *(const double *)q;

	return x < y ? -1 : x > y;
}

/*
 * numpy's percentile, method "linear": the virtual index (n - 1)q
 * between the sorted values, and its lerp, which for a fraction of at
 * least 1/2 counts back from the upper value as numpy's _lerp does, so
 * that the two agree to the last bit.  p50 is the median itself.
 */
static double
percentile(double pct, double *v, size_t n)
{
	double q = pct / 100, h, t, a, b, d;
	size_t lo;

	if (pct == 50)
		return stats_median(v, n);
	qsort(v, n, sizeof(double), dblcmp);
	h = (double)(n - 1) * q;
	lo = (size_t)floor(h);
	if (lo >= n - 1)
		return v[n - 1];
	t = h - (double)lo;
	a = v[lo];
	b = v[lo + 1];
	d = b - a;
	return t >= 0.5 ? b - d * (1 - t) : a + d * t;
}

/*
 * C(n, k) as go-moremath's mathx.Choose computes it (exactly up to
 * n = 20, by lgamma beyond, in its order of terms), so that two equal
 * probabilities compare equal, or not, as they do in benchstat.
 */
static double
choose(size_t n, size_t k)
{
	int64_t num = 1, den = 1;
	size_t i;

	if (k == 0 || k == n)
		return 1;
	if (k > n)
		return 0;
	if (n <= 20) {
		for (i = n - (k - 1); i <= n; i++)
			num *= (int64_t)i;
		for (i = 2; i <= k; i++)
			den *= (int64_t)i;
		return (double)(num / den);
	}
	return exp(lgamma((double)n + 1) - lgamma((double)k + 1) -
	    lgamma((double)(n - k) + 1));
}

/* The binomial(n, 1/2) probability of exactly k; 0 outside 0..n. */
static double
pmf(size_t n, long k)
{
	if (k < 0 || (size_t)k > n)
		return 0;
	return choose(n, (size_t)k) * pow(0.5, (double)k) *
	    pow(0.5, (double)(n - (size_t)k));
}

/*
 * Acklam's rational approximation of the standard normal quantile,
 * refined by one step of Halley's method, as go-moremath's
 * NormalDist.InvCDF computes it.
 */
static double
norm_quantile(double p)
{
	static const double a[] = { -3.969683028665376e+01,
	    2.209460984245205e+02, -2.759285104469687e+02,
	    1.383577518672690e+02, -3.066479806614716e+01,
	    2.506628277459239e+00 };
	static const double b[] = { -5.447609879822406e+01,
	    1.615858368580409e+02, -1.556989798598866e+02,
	    6.680131188771972e+01, -1.328068155288572e+01 };
	static const double c[] = { -7.784894002430293e-03,
	    -3.223964580411365e-01, -2.400758277161838e+00,
	    -2.549732539343734e+00, 4.374664141464968e+00,
	    2.938163982698783e+00 };
	static const double d[] = { 7.784695709041462e-03,
	    3.224671290700398e-01, 2.445134137142996e+00,
	    3.754408661907416e+00 };
	const double plow = 0.02425, phigh = 1 - plow;
	double x, q, r, e, u;

	if (p < plow || phigh < p) {
		q = sqrt(-2 * log(p < plow ? p : 1 - p));
		x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q +
		    c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) *
		    q + d[3]) * q + 1);
		if (p > phigh)
			x = -x;
	} else {
		q = p - 0.5;
		r = q * q;
		x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r +
		    a[4]) * r + a[5]) * q / (((((b[0] * r + b[1]) * r +
		    b[2]) * r + b[3]) * r + b[4]) * r + 1);
	}
	e = 0.5 * erfc(-x / sqrt(2)) - p;
	u = e * sqrt(2 * 3.14159265358979323846) * exp(x * x / 2);
	return x - u / (1 + x * u / 2);
}

#define CI_CONFIDENCE	0.95

/* P(l <= X < r) for binomial(n, 1/2) by its normal approximation. */
static double
norm_band(double mu, double sigma, long l, long r)
{
	return erfc(-((double)r - 0.5 - mu) / (sigma * sqrt(2))) / 2 -
	    erfc(-((double)l - 0.5 - mu) / (sigma * sqrt(2))) / 2;
}

void
stats_ci_orders(size_t n, size_t *lo, size_t *hi)
{
	long l, r;

	if (n <= 30) {
		/* From the mode outwards, the larger side first, the left
		 * on a tie, until the band holds 95%. */
		long x = (long)ceil((double)(n + 1) * 0.5) - 1;
		double acc = pmf(n, x), lp, rp;

		l = x;
		r = x + 1;
		lp = pmf(n, l - 1);
		rp = pmf(n, r);
		while (acc < CI_CONFIDENCE && (lp > 0 || rp > 0)) {
			if (lp >= rp) {
				acc += lp;
				l--;
				lp = pmf(n, l - 1);
			} else {
				acc += rp;
				r++;
				rp = pmf(n, r);
			}
		}
	} else {
		double mu = (double)n * 0.5, sigma = sqrt((double)n * 0.25);
		double l1 = norm_quantile((1 - CI_CONFIDENCE) / 2) * sigma + mu;
		double r1 = 2 * mu - l1, conf, biased;

		l = (long)floor(floor(l1 - 0.5) + 0.5) + 1;
		r = (long)floor(ceil(r1 - 0.5) + 0.5) + 1;
		conf = norm_band(mu, sigma, l, r);
		biased = norm_band(mu, sigma, l, r - 1);
		if (biased >= CI_CONFIDENCE && biased < conf)
			r--;
	}
	*lo = l < 0 ? 0 : (size_t)l;
	*hi = r > (long)n + 1 ? n + 1 : (size_t)r;
}

/*
 * benchstat's "± 9%": max(hi / median − 1, 1 − lo / median) over the
 * confidence interval's ends; NaN when it has no finite end, or an end
 * lies across zero from the median (benchstat prints "?").
 */
static double
ci(double *v, size_t n)
{
	size_t lo, hi;
	double m, a, b;

	stats_ci_orders(n, &lo, &hi);
	if (lo < 1 || hi > n)
		return NAN;
	qsort(v, n, sizeof(double), dblcmp);
	a = v[lo - 1];
	b = v[hi - 1];
	m = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
	if (m == 0)
		return a == 0 && b == 0 ? 0 : NAN;
	if ((m > 0) != (a > 0) || (m > 0) != (b > 0) || a == 0 || b == 0)
		return NAN;
	return fmax(b / m - 1, 1 - a / m);
}

int
stats_check(enum statfn s, const double *v, size_t n, struct stats_reason *r)
{
	size_t i, lo, hi;
	double *c, x;

	memset(r, 0, sizeof(*r));
	r->st = s;
	r->has = n;
	if (n == 0 && s != STAT_N) {
		r->why = STATS_NO_VALUES;
		return 0;
	}
	switch (s) {
	case STAT_STDDEV:
	case STAT_CV:
		if (n < 2) {
			r->why = STATS_FEW_RUNS;
			r->need = 2;
			return 0;
		}
		if (s == STAT_CV && ksum(v, n) == 0) {
			r->why = STATS_ZERO_MEAN;
			return 0;
		}
		return 1;
	case STAT_GEOMEAN:
	case STAT_HMEAN:
		for (i = 0; i < n; i++)
			if (!(v[i] > 0)) {
				r->why = STATS_NOT_POSITIVE;
				r->value = v[i];
				return 0;
			}
		return 1;
	case STAT_CI:
		stats_ci_orders(n, &lo, &hi);
		if (lo < 1 || hi > n) {
			r->why = STATS_FEW_RUNS;
			r->need = 6;	/* the fewest whose band holds 95% */
			return 0;
		}
		c = xcalloc(n, sizeof(double));
		memcpy(c, v, n * sizeof(double));
		x = ci(c, n);
		free(c);
		if (isnan(x)) {
			r->why = STATS_CI_CROSSES;
			return 0;
		}
		return 1;
	default:
		return 1;
	}
}

void
stats_reason_say(struct buf *b, const struct stats_reason *r)
{
	switch (r->why) {
	case STATS_NO_VALUES:
		buf_adds(b, "has no values");
		break;
	case STATS_FEW_RUNS:
		if (r->st == STAT_CI)
			buf_printf(b, "needs at least %zu runs for a 95%% "
			    "interval of the median, has %zu", r->need, r->has);
		else
			buf_printf(b, "needs at least %zu runs, has %zu",
			    r->need, r->has);
		break;
	case STATS_ZERO_MEAN:
		buf_adds(b, "divides by a mean of 0");
		break;
	case STATS_NOT_POSITIVE:
		buf_adds(b, "needs values above 0, has ");
		fmt_num(b, r->value, 6, 1);
		break;
	case STATS_CI_CROSSES:
		buf_adds(b, "has an interval that reaches across 0 from the "
		    "median");
		break;
	case STATS_FINE:
		break;
	}
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
		return ksum(v, n) / (double)n;
	case STAT_SUM:
		return ksum(v, n);
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
	case STAT_STDDEV:
	case STAT_CV:
		return deviation(s, v, n);
	case STAT_GEOMEAN:
		return geomean(v, n);
	case STAT_HMEAN:
		return hmean(v, n);
	case STAT_CI:
		return ci(v, n);
	default:
		if (STATS_IS_PCT(s))
			return percentile(stats_pct(s), v, n);
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
	int dir;

	return stats_mwu(a, na, b, nb, &dir);
}

double
stats_mwu(const double *a, size_t na, const double *b, size_t nb, int *dir)
{
	struct pooled	*p;
	size_t		*r2, n = na + nb, m, i, j, k;
	int64_t		 w2 = 0, d2;
	double		 ties = 0, pv;
	int		 mine_a;

	*dir = 0;
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
	/* Ranks above their mean on a's side put b below. */
	*dir = d2 == 0 ? 0 : (d2 > 0) == mine_a ? -1 : 1;
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

double
stats_mwu_min_p(size_t na, size_t nb)
{
	double c = 1;
	size_t k, m = na < nb ? na : nb, n = na + nb;

	if (na == 0 || nb == 0)
		return 1;
	/* C(n, m) by a product that stays exact while it is small. */
	for (k = 1; k <= m; k++)
		c = c * (double)(n - m + k) / (double)k;
	return fmin(1, 2 / c);
}

size_t
stats_mwu_runs_needed(double alpha)
{
	size_t k;

	for (k = 1; k < 64; k++)
		if (stats_mwu_min_p(k, k) <= alpha)
			return k;
	return k;
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

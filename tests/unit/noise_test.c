/*
 * Noise between two samples: the Mann-Whitney U p-value against
 * counts done by hand, against a brute-force count over every split,
 * and against the normal approximation beyond the exact bound; and the
 * overlap of two ranges.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "diag.h"
#include "runs.h"
#include "stats.h"

#define LEN(x)	(sizeof(x) / sizeof((x)[0]))

/* A small deterministic generator (xorshift64), as in stats_test.c. */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* C(n, k) as a double, by the product of k ratios. */
static double
choose(unsigned n, unsigned k)
{
	double c = 1;
	unsigned i;

	for (i = 1; i <= k; i++)
		c = c * (n - k + i) / i;
	return c;
}

/*
 * Each p-value below is counted by hand.  W is the rank sum of a, n =
 * na + nb, E[W] = na(n + 1) / 2, and p is the share of the C(n, na)
 * equally likely splits whose W is at least as far from E[W].
 */
static void
test_mwu_hand(void)
{
	/*
	 * 3 vs 3, a all below b: W = 1+2+3 = 6, E = 10.5, distance 4.5.
	 * Only {1,2,3} (W = 6) and {4,5,6} (W = 15) are that far: 2/20.
	 */
	EQ_NUM(stats_mwu_p((double[]){ 1, 2, 3 }, 3, (double[]){ 4, 5, 6 },
	    3), 0.1, "3v3 apart: 2/20");
	/*
	 * 3 vs 3, one swap: a = {1,2,4}, W = 7, distance 3.5.  W <= 7:
	 * {1,2,3} 6, {1,2,4} 7; W >= 14: {4,5,6} 15, {3,5,6} 14: 4/20.
	 */
	EQ_NUM(stats_mwu_p((double[]){ 1, 2, 4 }, 3, (double[]){ 3, 5, 6 },
	    3), 0.2, "3v3 one swap: 4/20");
	/* 4 vs 4 apart: only the two extreme splits of C(8,4) = 70. */
	EQ_NUM(stats_mwu_p((double[]){ 10, 11, 12, 13 }, 4,
	    (double[]){ 20, 21, 22, 23 }, 4), 2.0 / 70, "4v4 apart: 2/70");
	/* 5 vs 5 apart: 2 of C(10,5) = 252, 0.0079365... */
	EQ_NUM(stats_mwu_p((double[]){ 1.5, 1.1, 1.4, 1.2, 1.3 }, 5,
	    (double[]){ 2.1, 2.5, 2.2, 2.4, 2.3 }, 5), 2.0 / 252,
	    "5v5 apart, unsorted: 2/252");
	/*
	 * Ties across groups: a = {1,2,2}, b = {2,3,4}.  Pooled ranks:
	 * 1 -> 1, the three 2s -> (2+3+4)/3 = 3, 3 -> 5, 4 -> 6.  W = 1+3+3
	 * = 7, E = 10.5, distance 3.5.  The 20 splits, by W:
	 *   with the 1:    two 3s 7 (3 ways), a 3 and 5: 9 (3),
	 *                  a 3 and 6: 10 (3), 5 and 6: 12 (1);
	 *   without the 1: three 3s 9 (1), two 3s and 5: 11 (3),
	 *                  two 3s and 6: 12 (3), a 3, 5 and 6: 14 (3).
	 * W <= 7 or W >= 14: 3 + 3 = 6 of 20.
	 */
	EQ_NUM(stats_mwu_p((double[]){ 1, 2, 2 }, 3, (double[]){ 2, 3, 4 },
	    3), 0.3, "ties across groups: 6/20");
	/* Every value equal: every split has W = E, all as far: p = 1. */
	EQ_NUM(stats_mwu_p((double[]){ 5, 5, 5 }, 3, (double[]){ 5, 5, 5, 5 },
	    4), 1.0, "all equal");
	/* The same values on both sides: W = E exactly, so p = 1. */
	EQ_NUM(stats_mwu_p((double[]){ 3, 1, 2 }, 3, (double[]){ 1, 2, 3 },
	    3), 1.0, "identical samples");
	/*
	 * 2 vs 5 apart: a = {1,2}, W = 3, E = 8, distance 5.  Of the
	 * C(7,2) = 21 pairs only {1,2} (3) and {6,7} (13) are that far.
	 */
	EQ_NUM(stats_mwu_p((double[]){ 1, 2 }, 2, (double[]){ 3, 4, 5, 6, 7 },
	    5), 2.0 / 21, "2v5 apart: 2/21");
	/*
	 * 2 vs 5 mixed: a = {1,4}, W = 5, distance 3.  W <= 5: {1,2} 3,
	 * {1,3} 4, {1,4} 5, {2,3} 5; W >= 11: {6,7} 13, {5,7} 12, {4,7}
	 * 11, {5,6} 11: 8/21.
	 */
	EQ_NUM(stats_mwu_p((double[]){ 1, 4 }, 2, (double[]){ 2, 3, 5, 6, 7 },
	    5), 8.0 / 21, "2v5 mixed: 8/21");
	/*
	 * 1 vs 4: a = {0}, W = 1, E = 3, distance 2.  W is 1..5, each
	 * once: W = 1 and W = 5 are that far, 2/5.
	 */
	EQ_NUM(stats_mwu_p((double[]){ 0 }, 1, (double[]){ 1, 2, 3, 4 }, 4),
	    0.4, "1v4 below: 2/5");
	/* 1 vs 4 in the middle: W = 3 = E, every split as far: 1. */
	EQ_NUM(stats_mwu_p((double[]){ 2.5 }, 1, (double[]){ 1, 2, 3, 4 }, 4),
	    1.0, "1v4 middle: 5/5");
	/* 1 vs 1: W is 1 or 2, E = 1.5, both 0.5 away: 2/2. */
	EQ_NUM(stats_mwu_p((double[]){ 1 }, 1, (double[]){ 2 }, 1), 1.0,
	    "1v1: 2/2");
	OK(isnan(stats_mwu_p(NULL, 0, (double[]){ 1 }, 1)), "empty a: NaN");
	OK(isnan(stats_mwu_p((double[]){ 1 }, 1, NULL, 0)), "empty b: NaN");
	OK(isnan(stats_mwu_p(NULL, 0, NULL, 0)), "both empty: NaN");
}

/*
 * The brute force: every split of v[0..n-1] into na and nb, U counted
 * pair by pair (a win 2, a tie 1: doubled, so that it is an integer)
 * with no ranks at all.  E[2U] = na * nb; the observed split is the
 * first na values.
 */
static long
u2_of(const double *v, unsigned n, unsigned long mask)
{
	long u2 = 0;
	unsigned i, j;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if ((mask >> i & 1) && !(mask >> j & 1))
				u2 += v[i] > v[j] ? 2 : v[i] == v[j];
	return u2;
}

static double
brute_p(const double *v, unsigned na, unsigned n)
{
	unsigned long mask, far = 0, all = 0;
	long mean = (long)na * (long)(n - na);
	long dobs = labs(u2_of(v, n, (1UL << na) - 1) - mean);

	for (mask = 0; mask < 1UL << n; mask++) {
		unsigned bits = 0, i;

		for (i = 0; i < n; i++)
			bits += mask >> i & 1;
		if (bits != na)
			continue;
		all++;
		if (labs(u2_of(v, n, mask) - mean) >= dobs)
			far++;
	}
	return (double)far / (double)all;
}

static void
test_mwu_brute(void)
{
	static const unsigned ranges[] = { 1, 2, 3, 5, 1000000 };
	uint64_t s = 0x2545F4914F6CDD1DULL;
	double v[12], keep[12], w[12], x[12];
	unsigned t, i, bad = 0, asym = 0, moved = 0, out = 0, trials = 0;

	/*
	 * Sizes 1..6 a side, values drawn from 1, 2, 3, 5 or a million
	 * quarter steps, so that all ties, some and none are covered.
	 * The counts are exact integers, so the p-values must be equal.
	 */
	for (t = 0; t < 3000; t++) {
		unsigned na = 1 + rnd(&s) % 6, nb = 1 + rnd(&s) % 6;
		unsigned n = na + nb, r = ranges[rnd(&s) % LEN(ranges)];
		double p, want;

		for (i = 0; i < n; i++)
			v[i] = (double)(rnd(&s) % r) * 0.25 - 3;
		memcpy(keep, v, n * sizeof(double));
		p = stats_mwu_p(v, na, v + na, nb);
		want = brute_p(v, na, n);
		trials++;
		if (p != want) {
			bad++;
			fprintf(stderr, "mwu %uv%u range %u: got %.17g, "
			    "want %.17g\n", na, nb, r, p, want);
		}
		if (memcmp(v, keep, n * sizeof(double)) != 0)
			moved++;
		if (!(p > 0 && p <= 1))
			out++;
		/* b first: the same split seen from the other side. */
		memcpy(w, v + na, nb * sizeof(double));
		memcpy(w + nb, v, na * sizeof(double));
		if (stats_mwu_p(w, nb, w + nb, na) != p)
			asym++;
		/*
		 * Monotone maps keep every rank: 3x + 7, e^x (of x / 2^16,
		 * so that it neither overflows nor rounds two values into
		 * one) and -x, which swaps the tails.
		 */
		for (i = 0; i < n; i++)
			x[i] = 3 * v[i] + 7;
		if (stats_mwu_p(x, na, x + na, nb) != p)
			asym++;
		for (i = 0; i < n; i++)
			x[i] = exp(v[i] / 65536);
		if (stats_mwu_p(x, na, x + na, nb) != p)
			asym++;
		for (i = 0; i < n; i++)
			x[i] = -v[i];
		if (stats_mwu_p(x, na, x + na, nb) != p)
			asym++;
	}
	OK(bad == 0, "mwu against brute force: %u of %u wrong", bad, trials);
	OK(moved == 0, "mwu reordered its input %u times", moved);
	OK(out == 0, "mwu p outside (0, 1] %u times", out);
	OK(asym == 0, "mwu not symmetric or not rank-only %u times", asym);
}

/*
 * The normal approximation written apart from stats.c: U by pairs,
 * ties counted by value (the values are small integers), and
 * 2(1 - Phi(z)) as erfc(z / sqrt 2).
 */
static double
normal_p(const double *a, size_t na, const double *b, size_t nb)
{
	double u = 0, n = (double)(na + nb), t = 0, var, z;
	size_t i, j, cnt[256] = { 0 };

	for (i = 0; i < na; i++)
		for (j = 0; j < nb; j++)
			u += a[i] > b[j] ? 1 : a[i] == b[j] ? 0.5 : 0;
	for (i = 0; i < na; i++)
		cnt[(size_t)a[i]]++;
	for (j = 0; j < nb; j++)
		cnt[(size_t)b[j]]++;
	for (i = 0; i < 256; i++)
		t += (double)cnt[i] * cnt[i] * cnt[i] - (double)cnt[i];
	var = (double)na * nb / 12 * (n + 1 - t / (n * (n - 1)));
	z = (fabs(u - (double)na * nb / 2) - 0.5) / sqrt(var);
	return z <= 0 ? 1 : erfc(z / sqrt(2));
}

static void
test_mwu_large(void)
{
	uint64_t s = 0x9E3779B97F4A7C15ULL;
	double a[200], b[200], lo[45], hi[45], *big, p, want, exact;
	size_t i;

	/*
	 * 200 vs 200, values 0..49 and b shifted up by 5: ties in every
	 * value, p near 0.02, far beyond the exact bound.
	 */
	for (i = 0; i < 200; i++) {
		a[i] = (double)(rnd(&s) % 50);
		b[i] = (double)(rnd(&s) % 50 + 5);
	}
	p = stats_mwu_p(a, 200, b, 200);
	want = normal_p(a, 200, b, 200);
	OK(fabs(p - want) <= 1e-9 * want, "200v200 normal: got %.17g, "
	    "want %.17g", p, want);
	OK(p > 0.005 && p < 0.05, "200v200 p %g near 0.02", p);
	EQ_NUM(stats_mwu_p(b, 200, a, 200), p, "200v200 symmetric");
	EQ_NUM(stats_mwu_p(a, 200, a, 200), 1.0, "200v200 same values");

	/*
	 * The bound, m * n <= 4096.  1 vs 4095 distinct, a below every b:
	 * still counted, W = 1 of 1..4096 each once, and only W = 1 and
	 * W = 4096 are 2047.5 from E = 2048.5: p = 2/4096.  With b's
	 * values 1..200 twenty times over, the top 20 tie at midrank
	 * 4086.5, so only W = 1 is that far: 1/4096.  1 vs 4096 is
	 * approximated (and nowhere near the count 1/4097).
	 */
	big = malloc(4096 * sizeof(double));
	for (i = 0; i < 4096; i++)
		big[i] = (double)(i + 1);
	EQ_NUM(stats_mwu_p((double[]){ 0 }, 1, big, 4095), 2.0 / 4096,
	    "1v4095 exact: 2/4096");
	for (i = 0; i < 4096; i++)
		big[i] = (double)(i % 200 + 1);
	EQ_NUM(stats_mwu_p((double[]){ 0 }, 1, big, 4095), 1.0 / 4096,
	    "1v4095 exact, b tied at the top: 1/4096");
	p = stats_mwu_p((double[]){ 0 }, 1, big, 4096);
	EQ_NUM(p, normal_p((double[]){ 0 }, 1, big, 4096), "1v4096 normal");
	OK(p > 0.05, "1v4096 normal p %g, not the count", p);
	free(big);

	/*
	 * 45 vs 45 (m * n = 4050) apart: counted, 2 / C(90, 45), about
	 * 1.7e-26; the counts pass 2^53 and are rounded, by far less than
	 * the 1e-12 EQ_NUM allows.
	 */
	for (i = 0; i < 45; i++) {
		lo[i] = (double)i;
		hi[i] = (double)(i + 100);
	}
	EQ_NUM(stats_mwu_p(lo, 45, hi, 45), 2 / choose(90, 45),
	    "45v45 apart: 2/C(90,45)");

	/*
	 * Near the bound the count and the approximation agree for a
	 * moderate p, so the switch is no cliff: 40 vs 40 with ties.
	 */
	for (i = 0; i < 40; i++) {
		a[i] = (double)(rnd(&s) % 30);
		b[i] = (double)(rnd(&s) % 30 + 4);
	}
	exact = stats_mwu_p(a, 40, b, 40);
	want = normal_p(a, 40, b, 40);
	OK(fabs(exact - want) < 0.01, "40v40 exact %g, normal %g", exact,
	    want);
}

static void
test_overlap(void)
{
	EQ_INT(stats_ranges_overlap((double[]){ 1, 3, 2 }, 3,
	    (double[]){ 5, 4 }, 2), 0, "apart");
	EQ_INT(stats_ranges_overlap((double[]){ 5, 4 }, 2,
	    (double[]){ 1, 3, 2 }, 3), 0, "apart, b first");
	EQ_INT(stats_ranges_overlap((double[]){ 1, 3 }, 2,
	    (double[]){ 3, 4 }, 2), 1, "touching counts");
	EQ_INT(stats_ranges_overlap((double[]){ 3, 4 }, 2,
	    (double[]){ 1, 3 }, 2), 1, "touching, other side");
	EQ_INT(stats_ranges_overlap((double[]){ 1, 10 }, 2,
	    (double[]){ 4, 5, 6 }, 3), 1, "nested");
	EQ_INT(stats_ranges_overlap((double[]){ 1, 5 }, 2,
	    (double[]){ 4, 9 }, 2), 1, "crossing");
	EQ_INT(stats_ranges_overlap((double[]){ 2 }, 1, (double[]){ 2 }, 1),
	    1, "one point each, equal");
	EQ_INT(stats_ranges_overlap((double[]){ 2 }, 1,
	    (double[]){ 2.0000001 }, 1), 0, "one point each, apart");
	EQ_INT(stats_ranges_overlap((double[]){ -3, -1 }, 2,
	    (double[]){ -2 }, 1), 1, "negatives");
	EQ_INT(stats_ranges_overlap(NULL, 0, (double[]){ 1 }, 1), 0,
	    "empty a has no range");
	EQ_INT(stats_ranges_overlap((double[]){ 1 }, 1, NULL, 0), 0,
	    "empty b has no range");
}

/*
 * Builds the claim [text](ev:addr) as report_parse.c does (its number
 * rebased on its text) and evaluates it over rs.
 */
static void
eval_text(struct claim *c, const struct runset *rs, const char *text,
    const char *addr)
{
	size_t pos = 0, s;
	char *err = NULL;

	memset(c, 0, sizeof(*c));
	c->line = c->col = 1;
	c->text = xstrdup(text);
	OK(claim_number_next(c->text, strlen(c->text), &pos, &c->num),
	    "setup: '%s' holds no number", text);
	s = c->num.start;
	c->num.a.start -= s, c->num.a.digits_end -= s;
	c->num.a.num_end -= s, c->num.a.end -= s;
	c->num.end -= s;
	c->num.start = 0;
	c->addr_text = xstrdup(addr);
	c->addr = claim_addr_parse(addr, strlen(addr), &err, NULL);
	OK(c->addr != NULL, "setup: %s: %s", addr, err ? err : "");
	free(err);
	claim_eval(c, rs);
}

static void
load(struct runset *rs, const char *jsonl)
{
	struct diag d = {0};

	memset(rs, 0, sizeof(*rs));
	OK(runs_load_buf(rs, "noise.jsonl", jsonl, strlen(jsonl), &d) &&
	    d.nerrors == 0, "setup: runs load");
	diag_free(&d);
}

/*
 * Support by hand: tc t, a = 10 11 12, b = 15 16 17 (apart, b above),
 * c = 10.5 11.1 11.5 (inside a), d = 13 (one run), per-run y = 1 2 3
 * on a and 3 3 3 on b.
 */
static const char hand_jsonl[] =
    "{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":1,\"x\":10,\"y\":1}\n"
    "{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":2,\"x\":11,\"y\":2}\n"
    "{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":3,\"x\":12,\"y\":3}\n"
    "{\"tc\":\"t\",\"cfg\":\"b\",\"rep\":1,\"x\":15,\"y\":3}\n"
    "{\"tc\":\"t\",\"cfg\":\"b\",\"rep\":2,\"x\":16,\"y\":3}\n"
    "{\"tc\":\"t\",\"cfg\":\"b\",\"rep\":3,\"x\":17,\"y\":3}\n"
    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":1,\"x\":10.5}\n"
    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":2,\"x\":11.1}\n"
    "{\"tc\":\"t\",\"cfg\":\"c\",\"rep\":4,\"x\":11.5}\n"
    "{\"tc\":\"t\",\"cfg\":\"d\",\"rep\":1,\"x\":13}\n";

static void
want_support(const struct runset *rs, const char *text, const char *addr,
    enum support_class cls, int known, int overlap, double p, int zero)
{
	struct claim c;
	char what[200];

	eval_text(&c, rs, text, addr);
	snprintf(what, sizeof(what), "[%s](ev:%s) p", text, addr);
	OK(c.support.cls == cls && c.support.known == known &&
	    (!known || c.support.overlap == overlap) &&
	    c.support.zero == zero, "[%s](ev:%s): class %s known %d overlap "
	    "%d zero %d; want %s %d %d %d (%s)", text, addr,
	    claim_support_name(c.support.cls), c.support.known,
	    c.support.overlap, c.support.zero, claim_support_name(cls),
	    known, overlap, zero, c.error ? c.error : "no error");
	if (known)
		EQ_NUM(c.support.p, p, what);
	claim_free(&c);
}

static void
test_support_hand(void)
{
	struct runset rs;
	struct claim c;

	load(&rs, hand_jsonl);
	/* b above a, every run: 2/20 whatever the form of the claim. */
	want_support(&rs, "+45%", "t/b~a/x", SUPPORT_CLEAR, 1, 0, 0.1, 0);
	want_support(&rs, "+5 pp", "t/b~a/x/100", SUPPORT_CLEAR, 1, 0, 0.1, 0);
	want_support(&rs, "1.5\xC3\x97", "t/b~a/x", SUPPORT_CLEAR, 1, 0, 0.1,
	    0);
	want_support(&rs, "+5", "t/b~a/x", SUPPORT_CLEAR, 1, 0, 0.1, 0);
	want_support(&rs, "\xE2\x88\x92" "31%", "t/a~b/x", SUPPORT_CLEAR, 1, 0,
	    0.1, 0);
	want_support(&rs, "0.7\xC3\x97", "t/a~b/x", SUPPORT_CLEAR, 1, 0, 0.1,
	    0);
	/* The claim says the other way: the runs separate against it. */
	want_support(&rs, "\xE2\x88\x92" "45%", "t/b~a/x", SUPPORT_AGAINST, 1,
	    0, 0.1, 0);
	want_support(&rs, "0.7\xC3\x97", "t/b~a/x", SUPPORT_AGAINST, 1, 0,
	    0.1, 0);
	/* No change claimed: separate runs contradict it, so clear. */
	want_support(&rs, "0%", "t/b~a/x", SUPPORT_CLEAR, 1, 0, 0.1, 1);
	want_support(&rs, "\xC2\xB1" "0", "t/b~a/x", SUPPORT_CLEAR, 1, 0,
	    0.1, 1);
	want_support(&rs, "+0.0 pp", "t/b~a/x/100", SUPPORT_CLEAR, 1, 0, 0.1,
	    1);
	want_support(&rs, "1.00\xC3\x97", "t/b~a/x", SUPPORT_CLEAR, 1, 0, 0.1,
	    1);
	/*
	 * c inside a: ranks a 1 3 6, c 2 4 5; W(c) = 11, E = 10.5, every
	 * split as far: p = 1.  Reps 1 and 2 pair: 10.5 > 10, 11.1 > 11.
	 */
	want_support(&rs, "+1%", "t/c~a/x", SUPPORT_NOISE, 1, 1, 1.0, 0);
	want_support(&rs, "\xC2\xB1" "0", "t/c~a/x", SUPPORT_NOISE, 1, 1, 1.0,
	    1);
	eval_text(&c, &rs, "+1%", "t/c~a/x");
	EQ_INT(c.support.npairs, 2, "pairs of reps 1 and 2");
	EQ_INT(c.support.up, 2, "both pairs up");
	EQ_INT(c.support.down, 0, "no pair down");
	EQ_NUM(c.support.bmin, 10.5, "c's min");
	EQ_NUM(c.support.amax, 12, "a's max");
	claim_free(&c);
	/* One run against three: the p-value is 2/4... but n/a. */
	want_support(&rs, "+18%", "t/d~a/x", SUPPORT_NA, 1, 0, 0.5, 0);
	/*
	 * Per-run values of a compound expression: x/y is 10 5.5 4 on a
	 * and 5 5.33 5.67 on b, which overlap: ranked 4 5 5.33 5.5 5.67
	 * 10, W(b) = 2 + 3 + 5 = 10 against E = 10.5, and every split is
	 * at least 0.5 away: p = 1.  (The claim itself reads medians
	 * first: 16/3 against 11/2.)  Over x + y (11 13 15 against 18 19
	 * 20) the runs separate: 2/20.
	 */
	want_support(&rs, "\xE2\x88\x92" "3%", "t/b~a/x/y", SUPPORT_NOISE, 1,
	    1, 1.0, 0);
	want_support(&rs, "+46%", "t/b~a/x+y", SUPPORT_CLEAR, 1, 0, 0.1, 0);
	/* median(x) per run is x. */
	want_support(&rs, "+45%", "t/b~a/median(x)", SUPPORT_CLEAR, 1, 0, 0.1,
	    0);
	/* @n counts runs: no sample, no support. */
	want_support(&rs, "+0", "t/b~a/@n", SUPPORT_NA, 0, 0, NAN, 1);
	/* Not a comparison: nothing. */
	want_support(&rs, "11", "t/a/x", SUPPORT_NA, 0, 0, NAN, 0);
	runs_free(&rs);
}

/* ±: a sign before a zero only. */
static void
test_plusminus(void)
{
	static const struct {
		const char	*text;
		double		 value;
		int		 sign, pm;
		size_t		 start;
		enum numkind	 kind;
	} t[] = {
		{ "\xC2\xB1" "0", 0, 1, 1, 0, NUM_PLAIN },
		{ "\xC2\xB1" "0.0%", 0, 1, 1, 0, NUM_PERCENT },
		{ "\xC2\xB1" "0.00 pp", 0, 1, 1, 0, NUM_PP },
		{ "\xC2\xB1" "0 ms", 0, 1, 1, 0, NUM_PLAIN },
		{ "\xC2\xB1" "5%", 5, 0, 0, 2, NUM_PERCENT },
		{ "\xC2\xB1" "0.5", 0.5, 0, 0, 2, NUM_PLAIN },
		{ "\xC2\xB1" "05", 5, 0, 0, 2, NUM_PLAIN },
		{ "+0%", 0, 1, 0, 0, NUM_PERCENT },
	};
	struct numtok n;
	size_t i, pos;

	for (i = 0; i < LEN(t); i++) {
		pos = 0;
		OK(claim_number_next(t[i].text, strlen(t[i].text), &pos, &n),
		    "'%s' holds a number", t[i].text);
		EQ_NUM(n.a.value, t[i].value, t[i].text);
		OK(n.a.sign == t[i].sign && n.a.plusminus == t[i].pm &&
		    n.start == t[i].start && n.a.kind == t[i].kind,
		    "'%s': sign %d plusminus %d start %zu kind %d", t[i].text,
		    n.a.sign, n.a.plusminus, n.start, (int)n.a.kind);
	}
}

/*
 * A family: random samples of 1 to 6 runs a side, with and without ties,
 * positive or negative, under every form of claim; the support must
 * match the ranges, the brute-force p-value and the claimed direction
 * worked out here apart from claim_noise.c.
 */
static void
test_support_family(void)
{
	static const struct {
		const char	*text;
		int		 change;	/* +1, -1, 0 */
		int		 relative;	/* % or ×: turned by A < 0 */
		const char	*expr;
	} forms[] = {
		{ "+5%", 1, 1, "x" },
		{ "\xE2\x88\x92" "5%", -1, 1, "x" },
		{ "0%", 0, 1, "x" },
		{ "\xC2\xB1" "0", 0, 0, "x" },
		{ "+1.0 pp", 1, 0, "x/100" },
		{ "\xE2\x88\x92" "1.0 pp", -1, 0, "x/100" },
		{ "2.0\xC3\x97", 1, 1, "x" },
		{ "0.5\xC3\x97", -1, 1, "x" },
		{ "1.0\xC3\x97", 0, 1, "x" },
		{ "+3", 1, 0, "x" },
		{ "\xE2\x88\x92" "3", -1, 0, "x" },
	};
	static const unsigned ranges[] = { 1, 2, 3, 5, 50 };
	uint64_t s = 0x0DDBA11CAFEF00DULL;
	struct buf j = {0};
	unsigned t, bad = 0, trials = 0;

	for (t = 0; t < 1500; t++) {
		unsigned na = 1 + rnd(&s) % 6, nb = 1 + rnd(&s) % 6, i, k, ub;
		int runs;
		double minp;
		unsigned r = ranges[rnd(&s) % LEN(ranges)], up = 0, down = 0;
		int neg = rnd(&s) % 4 == 0, dir, overlap;
		double v[12], amin, amax, bmin, bmax, want_p, sorted[6], scale;
		size_t f = rnd(&s) % LEN(forms);
		enum support_class cls;
		struct runset rs;
		struct claim c;
		char addr[64];

		j.len = 0;
		for (i = 0; i < na + nb; i++) {
			v[i] = (double)(1 + rnd(&s) % r) * (neg ? -1 : 1);
			/* b shifted now and then, so that some separate */
			if (i >= na && t % 3 == 0)
				v[i] += neg ? -(double)r : (double)r;
			buf_printf(&j, "{\"tc\":\"t\",\"cfg\":\"%s\","
			    "\"rep\":%u,\"x\":%.17g}\n", i < na ? "a" : "b",
			    i < na ? i + 1 : i - na + 1, v[i]);
		}
		load(&rs, j.data);
		snprintf(addr, sizeof(addr), "t/b~a/%s", forms[f].expr);
		eval_text(&c, &rs, forms[f].text, addr);
		/* x/100 per run, for points: back to x (small integers). */
		scale = strcmp(forms[f].expr, "x") == 0 ? 1 : 100;
		trials++;
		amin = amax = v[0];
		for (i = 1; i < na; i++)
			amin = fmin(amin, v[i]), amax = fmax(amax, v[i]);
		bmin = bmax = v[na];
		for (i = na + 1; i < na + nb; i++)
			bmin = fmin(bmin, v[i]), bmax = fmax(bmax, v[i]);
		for (i = 0; i < na && i < nb; i++) {
			up += v[na + i] > v[i];
			down += v[na + i] < v[i];
		}
		overlap = amin <= bmax && bmin <= amax;
		want_p = brute_p(v, na, na + nb);
		/* A's median, to turn a relative claim when A < 0. */
		memcpy(sorted, v, na * sizeof(double));
		dir = forms[f].change;
		if (forms[f].relative && stats_median(sorted, na) < 0)
			dir = -dir;
		/*
		 * The runs' direction: their ranges' when apart, else their
		 * ranks' (U of b over a against half of na nb, counted
		 * pair by pair) when p is at most 0.05, else none.
		 */
		ub = 0;
		for (i = 0; i < na; i++)
			for (k = na; k < na + nb; k++)
				ub += v[k] > v[i] ? 2 : v[k] == v[i];
		runs = !overlap ? (bmin > amax ? 1 : -1) : want_p <= 0.05 ?
		    (ub > na * nb ? 1 : ub < na * nb ? -1 : 0) : 0;
		if (na < 2 || nb < 2)
			cls = SUPPORT_NA;
		else if (runs == 0)
			cls = SUPPORT_NOISE;
		else if (dir == 0 || runs == dir)
			cls = SUPPORT_CLEAR;
		else
			cls = SUPPORT_AGAINST;
		/* The smallest p: 2 of the C(na + nb, na) splits. */
		for (minp = 2, k = 1; k <= na; k++)
			minp = minp * k / (nb + k);
		minp = fmin(1, minp);
		if (c.verdict == VERDICT_ERROR || !c.support.known ||
		    c.support.cls != cls || c.support.overlap != overlap ||
		    fabs(c.support.min_p - minp) > 1e-12 ||
		    c.support.runs_needed != (minp > 0.05 ? 4u : 0u) ||
		    c.support.p != want_p || c.support.zero != (dir == 0) ||
		    c.support.na != na || c.support.nb != nb ||
		    c.support.npairs != (na < nb ? na : nb) ||
		    c.support.up != up || c.support.down != down ||
		    fabs(c.support.amin * scale - amin) > 1e-12 * fabs(amin) ||
		    fabs(c.support.bmax * scale - bmax) > 1e-12 * fabs(bmax)) {
			bad++;
			fprintf(stderr, "support %uv%u [%s](ev:%s): got %s p "
			    "%.17g, want %s p %.17g (%s)\n", na, nb,
			    forms[f].text, addr,
			    claim_support_name(c.support.cls), c.support.p,
			    claim_support_name(cls), want_p,
			    c.error ? c.error : "no error");
		}
		claim_free(&c);
		runs_free(&rs);
	}
	buf_free(&j);
	OK(bad == 0, "support family: %u of %u wrong", bad, trials);
}

/*
 * The bound: SUPPORT_RUNS_MAX runs a side are checked, one more is not
 * (n/a, no sample), whatever the data say.  a is 0..n-1 and b 10^6 up,
 * so the ranges are apart.
 */
static void
test_support_bound(void)
{
	size_t sizes[2] = { SUPPORT_RUNS_MAX, SUPPORT_RUNS_MAX + 1 }, k, i;
	struct buf j = {0};

	for (k = 0; k < 2; k++) {
		struct runset rs;
		struct claim c;

		j.len = 0;
		for (i = 0; i < sizes[k]; i++)
			buf_printf(&j, "{\"tc\":\"t\",\"cfg\":\"a\",\"rep\":%zu,"
			    "\"x\":%zu}\n{\"tc\":\"t\",\"cfg\":\"b\",\"rep\":%zu,"
			    "\"x\":%zu}\n", i + 1, i, i + 1, 1000000 + i);
		load(&rs, j.data);
		eval_text(&c, &rs, "+1000\xC3\x97", "t/b~a/x");
		if (k == 0) {
			OK(c.support.known && c.support.cls == SUPPORT_CLEAR &&
			    c.support.na == sizes[k] && c.support.npairs ==
			    sizes[k] && c.support.up == sizes[k],
			    "%zu runs a side: checked (%s)", sizes[k],
			    claim_support_name(c.support.cls));
			/* The normal approximation, which underflows here. */
			OK(c.support.p >= 0 && c.support.p < 1e-100,
			    "%zu apart: p %g", sizes[k], c.support.p);
		} else
			OK(!c.support.known && c.support.cls == SUPPORT_NA,
			    "%zu runs a side: not checked", sizes[k]);
		claim_free(&c);
		runs_free(&rs);
	}
	buf_free(&j);
}

void
test_noise(void)
{
	test_mwu_hand();
	test_mwu_brute();
	test_mwu_large();
	test_overlap();
	test_plusminus();
	test_support_hand();
	test_support_family();
	test_support_bound();
}

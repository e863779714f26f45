/*
 * Verdicts (CLAIMS.md section 3.4): ok within half a unit of the last
 * digit, near within a whole unit, flipped for the opposite sign, wrong
 * otherwise.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "util.h"

#define V(c, h, v, want) do {						\
	enum verdict got_ = claim_verdict((c), (h), (v));		\
	OK(got_ == (want), "claim_verdict(%.17g, %g, %.17g): got %s, "	\
	    "want %s", (double)(c), (double)(h), (double)(v),		\
	    claim_verdict_name(got_), claim_verdict_name(want));	\
} while (0)

/*
 * The value shown beside a verdict never contradicts it, as a family:
 * written numbers of every shape (signs, decimals, grouping, scales,
 * percent) against values at and around the edges of their interval,
 * ties, and values far below the written scale.  The shown text, read
 * back as a written number, gets the same verdict (ok or not) as the
 * value, and shows a digit other than 0 when the value is not 0.
 */
static void
test_shown(void)
{
	static const char *const signs[] = { "", "+", "\xE2\x88\x92" };
	static const char *const digits[] = {
		"13", "1.3", "1.2", "2.41", "0.25", "135,160", "97.0", "100"
	};
	static const char *const scales[] = {
		"", "K", "M", "\xE4\xB8\x87", " \xE5\x84\x84"
	};
	static const char *const suffixes[] = { "", "%" };
	static const double offs[] = {
		0, 0.5, -0.5, 1, -1, 1.0001, -1.0001, 0.9999, 1.5, 2, -2,
		2.0001, 3, 20, 1e-7
	};
	static const double muls[] = { 1e-5, 1e-9, 3, -1, 0.5, 0.999 };
	char text[96];
	size_t a, b, c2, d, k;
	int checked = 0;

	for (a = 0; a < 3; a++)
	for (b = 0; b < sizeof(digits) / sizeof(digits[0]); b++)
	for (c2 = 0; c2 < sizeof(scales) / sizeof(scales[0]); c2++)
	for (d = 0; d < 2; d++) {
		struct claim c;
		size_t pos = 0, s;

		snprintf(text, sizeof(text), "%s%s%s%s", signs[a], digits[b],
		    scales[c2], suffixes[d]);
		memset(&c, 0, sizeof(c));
		c.text = text;
		if (!claim_number_next(text, strlen(text), &pos, &c.num)) {
			OK(0, "'%s' is a number", text);
			continue;
		}
		s = c.num.start;
		c.num.a.start -= s, c.num.a.digits_end -= s;
		c.num.a.num_end -= s, c.num.a.end -= s;
		for (k = 0; k < sizeof(offs) / sizeof(offs[0]) +
		    sizeof(muls) / sizeof(muls[0]); k++) {
			const struct written *w = &c.num.a;
			double v = k < sizeof(offs) / sizeof(offs[0]) ?
			    w->value + offs[k] * w->half :
			    w->value * muls[k - sizeof(offs) / sizeof(offs[0])];
			struct buf out = {0};
			struct written back;
			int vok, sok;

			claim_format_value(&out, &c, v);
			if (!claim_number_read(out.data, out.len, 0, &back)) {
				OK(0, "'%s' against %.17g shows '%s', no number",
				    text, v, out.data);
				buf_free(&out);
				continue;
			}
			vok = claim_verdict(w->value, w->half, v) == VERDICT_OK;
			sok = claim_verdict(w->value, w->half, back.value) ==
			    VERDICT_OK;
			OK(vok == sok, "'%s' against %.17g is %s but shows '%s'",
			    text, v, vok ? "ok" : "not ok", out.data);
			OK(v == 0 || back.value != 0, "'%s' against %.17g "
			    "shows '%s', a zero", text, v, out.data);
			checked++;
			buf_free(&out);
		}
	}
	OK(checked > 1000, "shown: %d values checked", checked);
}

void
test_verdict(void)
{
	test_shown();
	/* 13 (h 0.5): [12.5, 13.5] ok, up to 1 away near. */
	V(13, 0.5, 13, VERDICT_OK);
	V(13, 0.5, 13.5, VERDICT_OK);		/* exactly h: a tie */
	V(13, 0.5, 12.5, VERDICT_OK);
	V(13, 0.5, 13.4999, VERDICT_OK);
	V(13, 0.5, 13.5001, VERDICT_NEAR);	/* just over h */
	V(13, 0.5, 12.4999, VERDICT_NEAR);
	V(13, 0.5, 14, VERDICT_NEAR);		/* exactly 2h */
	V(13, 0.5, 12, VERDICT_NEAR);
	V(13, 0.5, 14.0001, VERDICT_WRONG);	/* just over 2h */
	V(13, 0.5, 11.9999, VERDICT_WRONG);
	V(13, 0.5, 20, VERDICT_WRONG);

	/* −97.0% (h 0.05) against −96.6%: wrong, as in the spec. */
	V(-97.0, 0.05, -96.6, VERDICT_WRONG);
	V(-97.0, 0.05, -96.96, VERDICT_OK);
	V(-97.0, 0.05, -96.93, VERDICT_NEAR);
	V(-97.0, 0.05, -97.04, VERDICT_OK);
	/* 2.41M (h 5,000) */
	V(2410000, 5000, 2414999, VERDICT_OK);
	V(2410000, 5000, 2405000, VERDICT_OK);
	V(2410000, 5000, 2416000, VERDICT_NEAR);
	V(2410000, 5000, 2421000, VERDICT_WRONG);

	/* Opposite signs: flipped, checked before wrong. */
	V(13, 0.5, -13, VERDICT_FLIPPED);
	V(-13, 0.5, 13, VERDICT_FLIPPED);
	V(-97.0, 0.05, 0.3, VERDICT_FLIPPED);
	V(5.2, 0.05, -0.1, VERDICT_FLIPPED);
	/* Zero on either side is no direction: wrong, not flipped. */
	V(0, 0.5, -5, VERDICT_WRONG);
	V(0, 0.5, 5, VERDICT_WRONG);
	V(5, 0.5, 0, VERDICT_WRONG);
	V(-5, 0.5, 0, VERDICT_WRONG);
	V(0, 0.5, 0.4, VERDICT_OK);
	V(0, 0.5, -0.4, VERDICT_OK);
	V(0, 0.5, -0.9, VERDICT_NEAR);

	/* The 1e-9 relative slack absorbs binary rounding. */
	V(100, 0.5, 100.5 + 5e-8, VERDICT_OK);		/* slack 1.005e-7 */
	V(100, 0.5, 100.5 + 2e-7, VERDICT_NEAR);	/* past the slack */
	V(100, 0.5, 101 + 5e-8, VERDICT_NEAR);
	V(100, 0.5, 101 + 2e-7, VERDICT_WRONG);
	V(97.0, 0.05, 97.05, VERDICT_OK);	/* 97.05 − 97.0 in binary */
	V(0.3, 0.05, 0.1 + 0.2 + 0.05, VERDICT_OK);
	/*
	 * The slack never outweighs a hundredth of the half unit: past ten
	 * significant digits 1e-9 relative would be more than the unit.
	 */
	V(1e9, 0.5, 1e9 + 0.5 + 0.004, VERDICT_OK);
	V(1e9, 0.5, 1e9 + 0.6, VERDICT_NEAR);
	V(1e9, 0.5, 1e9 + 0.9, VERDICT_NEAR);
	V(1e9, 0.5, 1e9 + 1.1, VERDICT_WRONG);
	V(12345678901.0, 0.5, 12345678913.0, VERDICT_WRONG);
	{
		/* The family: at every size, half a unit and a bit more. */
		double c, h, ulp;
		int e;

		for (e = 0; e <= 17; e++) {
			c = 1.2345678901234567 * pow(10, e);
			ulp = nextafter(c, INFINITY) - c;
			for (h = 0.5e-3; h <= 0.5 * pow(10, e); h *= 10) {
				/* Below a double's step the data cannot say,
				 * and the slack is never under 4 steps. */
				if (ulp > h * 0.01 || 4 * ulp >= h * 0.02)
					continue;
				OK(claim_verdict(c, h, c + h * 0.98) ==
				    VERDICT_OK, "%g ± %g: 0.98 h is ok", c, h);
				OK(claim_verdict(c, h, c + h * 1.02) !=
				    VERDICT_OK, "%g ± %g: 1.02 h is not ok",
				    c, h);
			}
		}
	}

	{
		/*
		 * The family of section 3.4's floor: a value printed at
		 * full double precision (%.17g) and read back is ok against
		 * a computation up to 3 units in the last place away (it
		 * failed at 1 before), and not ok 12 away.
		 */
		uint64_t seed = 88172645463325252ull;
		size_t i, bad = 0;
		int k;

		for (i = 0; i < 20000; i++) {
			struct written w;
			char txt[64];
			double v, x;

			seed ^= seed << 13;
			seed ^= seed >> 7;
			seed ^= seed << 17;
			v = ldexp((double)(seed >> 11), -53) *
			    pow(10, (double)(seed % 24) - 12);
			if (seed & 1)
				v = -v;
			snprintf(txt, sizeof(txt), "%.17g", v);
			if (strchr(txt, 'e') != NULL ||
			    !claim_number_read(txt, strlen(txt), 0, &w))
				continue;
			for (k = -3, x = v; k <= 3; k++) {
				int j;

				for (x = v, j = 0; j < (k < 0 ? -k : k); j++)
					x = nextafter(x, k < 0 ? -INFINITY :
					    INFINITY);
				if (claim_verdict(w.value, w.half, x) !=
				    VERDICT_OK && bad++ < 3)
					OK(0, "%s against %d ulp away (%.17g): "
					    "%s", txt, k, x, claim_verdict_name(
					    claim_verdict(w.value, w.half, x)));
			}
			for (x = v, k = 0; k < 12; k++)
				x = nextafter(x, INFINITY);
			/* With 17 digits written, the half unit is below a
			 * step, and 12 steps are past the slack. */
			if (w.half <= nextafter(fabs(v), INFINITY) - fabs(v) &&
			    claim_verdict(w.value, w.half, x) == VERDICT_OK &&
			    bad++ < 3)
				OK(0, "%s ok against 12 ulp away", txt);
		}
		OK(bad == 0, "%zu of the full-precision family misjudged",
		    bad);
	}

	/*
	 * A written value too large for a double (a 400-digit number reads
	 * as inf) is infinitely far from any finite v: never ok or near.
	 */
	OK(claim_verdict(INFINITY, 0.5, 5) != VERDICT_OK &&
	    claim_verdict(INFINITY, 0.5, 5) != VERDICT_NEAR,
	    "claim_verdict(inf, 0.5, 5) is %s: abs(v - c) is inf > h",
	    claim_verdict_name(claim_verdict(INFINITY, 0.5, 5)));
	OK(claim_verdict(-INFINITY, 0.5, -1e6) != VERDICT_OK &&
	    claim_verdict(-INFINITY, 0.5, -1e6) != VERDICT_NEAR,
	    "claim_verdict(-inf, 0.5, -1e6) is %s",
	    claim_verdict_name(claim_verdict(-INFINITY, 0.5, -1e6)));
	/* Large finite values keep the slack relative. */
	V(1e300, 0.5, 5, VERDICT_WRONG);
	V(5, 0.5, 1e300, VERDICT_WRONG);

	/* A computed value that is not finite is wrong. */
	V(13, 0.5, NAN, VERDICT_WRONG);
	V(13, 0.5, INFINITY, VERDICT_WRONG);
	V(-13, 0.5, -INFINITY, VERDICT_WRONG);
	V(0, 0.5, NAN, VERDICT_WRONG);

	EQ_STR(claim_verdict_name(VERDICT_OK), "ok", "name ok");
	EQ_STR(claim_verdict_name(VERDICT_NEAR), "near", "name near");
	EQ_STR(claim_verdict_name(VERDICT_WRONG), "wrong", "name wrong");
	EQ_STR(claim_verdict_name(VERDICT_FLIPPED), "flipped",
	    "name flipped");
	EQ_STR(claim_verdict_name(VERDICT_ERROR), "error", "name error");
	OK(claim_verdict_name(VERDICT__MAX) != NULL,
	    "an out-of-range verdict still has a printable name");
}

/*
 * Verdicts (CLAIMS.md section 3.4): how a written number compares with
 * the value the data gives, and how that value is shown next to it.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"

static const char *const names[VERDICT__MAX] = {
	"ok", "near", "wrong", "flipped", "error"
};

const char *
claim_verdict_name(enum verdict v)
{
	return v < VERDICT__MAX ? names[v] : "?";
}

const char *
claim_support_name(enum support_class s)
{
	static const char *const sn[SUPPORT__MAX] = {
		"n/a", "clear", "noise", "against"
	};

	return s < SUPPORT__MAX ? sn[s] : "?";
}

enum support_flag
claim_support_flag(const struct claim *c)
{
	const struct claim_support *s = &c->support;

	if (c->verdict == VERDICT_ERROR || !s->known)
		return SUPPORT_FLAG_NONE;
	if (s->zero)
		return s->cls == SUPPORT_CLEAR ? SUPPORT_FLAG_FLAT :
		    SUPPORT_FLAG_NONE;
	return s->cls == SUPPORT_NOISE || s->cls == SUPPORT_AGAINST ?
	    SUPPORT_FLAG_NOISE : SUPPORT_FLAG_NONE;
}

enum verdict
claim_verdict(double c, double h, double v)
{
	double slack, d, floor;

	if (!isfinite(v) || !isfinite(c))
		return VERDICT_WRONG;
	/*
	 * A 1e-9 relative slack absorbs binary rounding of decimal data,
	 * but never more than a hundredth of the half unit: past ten
	 * significant digits it would outweigh the half unit itself.
	 * Nor less than 4 units in the last place of c: a number printed
	 * at full double precision (17 digits) has a half unit below the
	 * rounding of the arithmetic that made it.
	 */
	floor = 4 * (nextafter(fabs(c), INFINITY) - fabs(c));
	/*
	 * A number written to the unit or coarser is judged exactly: below
	 * 2^53 doubles hold integers exactly, and 4 ulps there reach a
	 * whole unit from 2^50 (1,640,025,475,411,385 was ok against
	 * …386; issue 25).  Past 2^53 such a claim is an error before it
	 * gets here (claim_eval.c, beyond_exact).
	 */
	if (h >= 0.5)
		floor = fmin(floor, h / 100);
	slack = fmax(fmin(1e-9 * fmax(fabs(c), fabs(v)), h / 100), floor);
	d = fabs(v - c);
	if (d <= h + slack)
		return VERDICT_OK;
	if (d <= 2 * h + slack)
		return VERDICT_NEAR;
	if (c != 0 && v != 0 && (c > 0) != (v > 0))
		return VERDICT_FLIPPED;
	return VERDICT_WRONG;
}

/*
 * Formats v with the written number's decimals, scale, grouping and
 * suffix, so "−97.0%" is answered as "−96.6%".  When that rounding
 * would read the same as the written text although the verdict is not
 * ok, more decimals are shown so the two differ.
 */
static void
format_one(struct buf *b, const char *text, const struct written *w,
    double v)
{
	int dec = w->decimals, ok, same;
	struct buf digits = {0};
	double x = w->scale != 0 ? v / w->scale : v;
	const char *minus = "-", *sep = NULL, *p;
	size_t i;

	/* Group as the writer did: with ',' or a thin space. */
	for (i = w->start; i < w->num_end && sep == NULL; i++)
		if (text[i] == ',')
			sep = ",";
		else if (strncmp(text + i, "\xE2\x80\x89", 3) == 0)
			sep = "\xE2\x80\x89";
		else if (strncmp(text + i, "\xE2\x80\xAF", 3) == 0)
			sep = "\xE2\x80\xAF";
	/*
	 * Round to the written precision, unless that misleads: a value the
	 * verdict calls ok must not read as a number outside the written
	 * one's interval (a tie, or the float slack), and one it does not
	 * call ok must not read as a number inside it.  Then up to four
	 * more decimals tell them apart.
	 */
	ok = claim_verdict(w->value, w->half, v) == VERDICT_OK;
	/* A wrong number is answered one digit finer: 0.32 against 0.326. */
	if (!ok)
		dec++;
	/*
	 * A value far below the written scale keeps two significant
	 * digits: 120 against 2.41M is 0.00012M, not 0M.
	 */
	if (x != 0 && isfinite(x) && fabs(x) < 1) {
		int need = (int)floor(-log10(fabs(x))) + 2;

		if (need > 17)
			need = 17;
		if (!ok && need > dec)
			dec = need;
	}
	for (;;) {
		double shown, unit = pow(10, -dec), up;

		/*
		 * The value as it will be printed, not as round() makes
		 * it (printf rounds a tie, 1.25, to even), must get the
		 * same verdict as the value: "1.2" must not answer an ok
		 * "1.3", nor "1.25" a near "1.2" (data 1.2501).
		 */
		digits.len = 0;
		fmt_fixed(&digits, fabs(x), dec, 0);
		shown = strtod(digits.data, NULL);
		/* A tie (100.5) rounds up for a reader, to even for printf:
		 * it is shown whole. */
		up = round(fabs(x) / unit) * unit;
		shown *= x < 0 ? -1 : 1;
		same = claim_verdict(w->value, w->half, shown * w->scale) ==
		    VERDICT_OK;
		if ((same == ok && fabs(up - fabs(shown)) < unit / 2) ||
		    dec >= w->decimals + 5 || dec >= 17)
			break;
		dec++;
	}
	digits.len = 0;
	fmt_fixed(&digits, fabs(x), dec, sep != NULL);
	/* Extra decimals only as far as they say something. */
	while (dec > w->decimals && digits.data[digits.len - 1] == '0') {
		digits.data[--digits.len] = '\0';
		dec--;
	}
	if (digits.data[digits.len - 1] == '.')
		digits.data[--digits.len] = '\0';
	/* Answer in the writer's minus: U+2212 unless they typed '-'. */
	if (w->sign == 0 || text[w->start] != '-')
		minus = "\xE2\x88\x92";
	if (x < 0 && strspn(digits.data, "0.,") != digits.len)
		buf_adds(b, minus);
	else if (w->sign != 0 && x > 0)
		buf_addc(b, '+');
	for (p = digits.data; *p != '\0'; p++)
		if (*p == ',')
			buf_adds(b, sep);
		else
			buf_addc(b, *p);
	/* The scale and the suffix as written: "2.2 億", "+5.2 pp". */
	buf_add(b, text + w->digits_end, w->end - w->digits_end);
	buf_free(&digits);
}

/*
 * The unit word written after the number, as in "192MiB" or "1.4 ms",
 * so the answer reads in it too: one word of up to 12 bytes that ends
 * the claim's text.  Longer text after the number is prose, not a unit.
 */
static void
unit_tail(struct buf *b, const char *text, size_t end)
{
	size_t len = strlen(text), i = end;

	if (i < len && text[i] == ' ')
		i++;
	if (i == len || len - i > 12 || strpbrk(text + i, " \t\n") != NULL)
		return;
	buf_add(b, text + end, len - end);
}

void
claim_format_number(struct buf *b, const struct claim *c, int which)
{
	const struct written *w = which ? &c->num.b : &c->num.a;

	format_one(b, c->text, w, which ? c->v2 : c->v);
	if (which == c->num.is_range)
		unit_tail(b, c->text, w->end);
}

void
claim_format_value(struct buf *b, const struct claim *c, double v)
{
	if (!c->num.is_range) {
		format_one(b, c->text, &c->num.a, v);
		unit_tail(b, c->text, c->num.a.end);
		return;
	}
	format_one(b, c->text, &c->num.a, c->v);
	buf_addc(b, '~');
	format_one(b, c->text, &c->num.b, c->v2);
	unit_tail(b, c->text, c->num.b.end);
}

int
claim_word_signed(const struct claim *c)
{
	return c->dirword != NULL && c->num.a.kind != NUM_RATIO &&
	    !c->num.is_range && c->text != NULL && (c->gain ||
	    (c->text[c->num.a.start] >= '0' &&
	    c->text[c->num.a.start] <= '9'));
}

/*
 * Verdicts (CLAIMS.md section 3.4): how a written number compares with
 * the value the data gives, and how that value is shown next to it.
 */
#include <math.h>
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

enum verdict
claim_verdict(double c, double h, double v)
{
	double slack, d;

	if (!isfinite(v))
		return VERDICT_WRONG;
	/* 1e-9 relative slack absorbs binary rounding of decimal data. */
	slack = 1e-9 * fmax(fabs(c), fabs(v));
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
    double v, int differ)
{
	int dec = w->decimals, grouped;
	struct buf digits = {0};
	double x = w->scale != 0 ? v / w->scale : v;
	const char *minus = "-";

	grouped = memchr(text + w->start, ',', w->num_end - w->start) != NULL;
	/* Answer in the writer's minus: U+2212 unless they typed '-'. */
	if (w->sign == 0 || text[w->start] != '-')
		minus = "\xE2\x88\x92";
	for (;;) {
		double unit = pow(10, -dec);

		digits.len = 0;
		fmt_fixed(&digits, fabs(x), dec, grouped);
		/* Stop once the shown value differs from the written one. */
		if (!differ || dec >= w->decimals + 4 ||
		    fabs(round(fabs(x) / unit) * unit - fabs(w->value /
		    w->scale)) > unit / 2 || (x < 0) != (w->value < 0))
			break;
		dec++;
	}
	if (x < 0 && strspn(digits.data, "0.,") != digits.len)
		buf_adds(b, minus);
	else if (w->sign != 0 && x > 0)
		buf_addc(b, '+');
	buf_add(b, digits.data, digits.len);
	buf_adds(b, w->scale_text);
	buf_add(b, text + w->num_end, w->end - w->num_end);
	buf_free(&digits);
}

void
claim_format_value(struct buf *b, const struct claim *c, double v)
{
	int differ = c->verdict != VERDICT_OK;

	if (!c->num.is_range) {
		format_one(b, c->text, &c->num.a, v, differ);
		return;
	}
	format_one(b, c->text, &c->num.a, c->v, differ);
	buf_addc(b, '~');
	format_one(b, c->text, &c->num.b, c->v2, differ);
}

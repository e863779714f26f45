/*
 * What each claim shows under the options, shared by every writer:
 * whether its support or its unit word is a finding, whether it fails,
 * its message; the counts; and the option values of main.  The writers
 * are output_text.c, output_json.c, output_github.c, output_junit.c and
 * output_sarif.c; output_write.c picks one.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "output_find.h"

int
output_flag(const struct claim *c, const struct output_opts *o)
{
	if (o->noise == OUTPUT_NOISE_OFF)
		return OUTPUT_FLAG_NONE;
	switch (claim_support_flag(c)) {
	case SUPPORT_FLAG_NOISE:
		return OUTPUT_FLAG_NOISE;
	case SUPPORT_FLAG_FLAT:
		return OUTPUT_FLAG_FLAT;
	default:
		return OUTPUT_FLAG_NONE;
	}
}

/*
 * Whether a claim's unit finding is shown: a unit word that disagrees
 * with the unit its address computes (claim_unit.c), unless
 * --units=off.  A claim in error has none.
 */
int
output_unit_shown(const struct claim *c, const struct output_opts *o)
{
	return o->units != OUTPUT_UNITS_OFF && c->unit_slip &&
	    c->unit_msg != NULL && c->verdict != VERDICT_ERROR;
}

/*
 * Whether a claim counts as a failure under these options: its
 * verdict, or under --noise=fail a change within noise, or under
 * --units=fail a unit slip.
 */
int
output_fails(const struct claim *c, const struct output_opts *o)
{
	if (o->noise == OUTPUT_NOISE_FAIL && output_flag(c, o) == OUTPUT_FLAG_NOISE)
		return 1;
	if (o->units == OUTPUT_UNITS_FAIL && output_unit_shown(c, o))
		return 1;
	return c->verdict != VERDICT_OK &&
	    (c->verdict != VERDICT_NEAR || o->strict);
}

/* A p-value to two significant digits: 0.1, 0.7, 0.0079, 1. */
static void
pvalue(struct buf *b, double p)
{
	char t[32];

	snprintf(t, sizeof(t), "%.2g", p);
	buf_adds(b, t);
}

/*
 * The words for a claim's support, after "noise: " or "note: ":
 * "within noise: ranges overlap, p = 0.7 (3 vs 3 runs)".
 */
void
output_support_message(struct buf *b, const struct claim *c,
    const struct output_opts *o)
{
	const struct claim_support *s = &c->support;

	buf_printf(b, "wrote %s: ", c->text);
	if (s->zero && !s->overlap)
		buf_adds(b, "the runs separate: is it really flat? (ranges "
		    "apart, p = ");
	else if (s->zero)
		buf_adds(b, "the runs differ: is it really flat? (ranges "
		    "overlap but p = ");
	else if (s->cls == SUPPORT_AGAINST && !s->overlap)
		buf_adds(b, "against the runs: their ranges separate the "
		    "other way (p = ");
	else if (s->cls == SUPPORT_AGAINST)
		buf_adds(b, "against the runs: their ranks lie the other way "
		    "(p = ");
	else
		buf_adds(b, "within noise: ranges overlap, p = ");
	pvalue(b, s->p);
	buf_adds(b, s->zero || s->cls == SUPPORT_AGAINST ? ", " : " (");
	buf_printf(b, "%zu vs %zu runs", s->nb, s->na);
	/* Runs too few for any test to reach 0.05 can never be clear. */
	if (s->cls == SUPPORT_NOISE && s->runs_needed > 0) {
		buf_adds(b, ", too few for p \xE2\x89\xA4 ");
		pvalue(b, SUPPORT_ALPHA);
		buf_printf(b, ": %zu a side could", s->runs_needed);
	}
	if (o->paired && s->npairs > 0)
		buf_printf(b, "; paired by rep: %zu up, %zu down of %zu",
		    s->up, s->down, s->npairs);
	buf_addc(b, ')');
}

void
output_count(const struct report *r, const struct output_opts *o,
    struct output_counts *k)
{
	size_t i;

	memset(k, 0, sizeof(*k));
	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];
		enum verdict v = c->verdict;
		int sf = output_flag(c, o);

		k->n[v]++;
		if (sf == OUTPUT_FLAG_NOISE)
			k->noise++;
		else if (sf == OUTPUT_FLAG_FLAT)
			k->flat++;
		if (output_fails(c, o))
			k->failed++;
		k->units += output_unit_shown(c, o);
	}
	k->claims = r->nclaims;
	k->unbound = r->nunbound;
	k->in_code = r->ncode;
	k->has_coverage = k->claims + k->unbound > 0;
	if (k->has_coverage) {
		char t[32];

		/*
		 * Rounded as the summary line prints it, then read back, so
		 * that --min-coverage=77.4 passes a run whose summary says
		 * "coverage 77.4%" (docs/output.md), whatever digits follow.
		 */
		snprintf(t, sizeof(t), "%.1f", 100.0 * (double)k->claims /
		    (double)(k->claims + k->unbound));
		k->coverage = strtod(t, NULL);
	}
	/* A report without a number has nothing unbound: never below. */
	k->below = o->min_coverage_set && k->has_coverage &&
	    k->coverage < o->min_coverage;
}

/*
 * The message of a coverage below --min-coverage, the same in every
 * format after the word "coverage": "77.4% is below
 * --min-coverage=80%: 12 of 53 numbers are not bound (--unbound lists
 * them)".
 */
void
output_coverage_message(struct buf *b, const struct output_counts *k,
    const struct output_opts *o)
{
	buf_printf(b, "%.1f%% is below --min-coverage=%.10g%%: "
	    "%zu of %zu number%s %s not bound (--unbound lists them)",
	    k->coverage, o->min_coverage, k->unbound, k->claims + k->unbound,
	    k->claims + k->unbound == 1 ? "" : "s",
	    k->unbound == 1 ? "is" : "are");
}

/* The message after "verdict: ", shared by text and JSON. */
void
output_message(struct buf *b, const struct claim *c)
{
	if (c->verdict == VERDICT_ERROR) {
		buf_adds(b, c->error != NULL ? c->error : "cannot evaluate");
		if (c->addr_text != NULL && c->addr_text[0] != '\0') {
			buf_adds(b, " (ev:");
			buf_add_start(b, c->addr_text, strlen(c->addr_text),
			    60);
			buf_addc(b, ')');
		}
		return;
	}
	/* p<0.05 is a bound (CLAIMS.md section 2): say it as written. */
	if (c->bound != 0 && c->addr != NULL && c->addr->stat == STAT_P) {
		buf_printf(b, "wrote %s%s, data gives ", c->bound == 1 ? "<" :
		    "\xE2\x89\xA4", c->text);
		pvalue(b, c->v);
		if (c->calc != NULL)
			buf_printf(b, " (%s)", c->calc);
		return;
	}
	buf_printf(b, "wrote %s", c->text);
	/*
	 * The sign a direction word gave an unsigned number (or a
	 * gain's sign turned for a lower-is-better metric), or the word
	 * that made a ratio A / B (section 3.2).
	 */
	if (claim_word_signed(c)) {
		buf_printf(b, " '%s' (", c->dirword);
		claim_format_value(b, c, c->num.a.value);
		buf_addc(b, ')');
	} else if (c->dirword != NULL && c->dirswap)
		buf_printf(b, " '%s'", c->dirword);
	buf_adds(b, ", data gives ");
	claim_format_value(b, c, c->v);
	if (c->calc != NULL)
		buf_printf(b, " (%s)", c->calc);
}

void
output_at(struct buf *b, size_t line, size_t col)
{
	if (line > 0)
		buf_printf(b, ":%zu:%zu", line, col);
}

/*
 * Copies s into b as valid UTF-8, with U+FFFD for each invalid byte and,
 * when xml is set, for each character XML 1.0 cannot hold at all (C0
 * controls other than tab, newline and carriage return; U+FFFE, U+FFFF).
 * A path from the command line need not be UTF-8, and one such byte
 * passed on makes a document that no consumer will parse.  Returns the
 * copy, "" for NULL.
 */
const char *
output_clean(struct buf *b, const char *s, int xml)
{
	size_t len, i = 0, n;
	uint32_t cp;

	b->len = 0;
	buf_add(b, "", 0);
	if (s == NULL)
		return b->data;
	len = strlen(s);
	while (i < len) {
		n = utf8_decode(s + i, len - i, &cp);
		if (n == 0 || (xml && ((cp < 0x20 && cp != '\t' &&
		    cp != '\n' && cp != '\r') || cp == 0xFFFE ||
		    cp == 0xFFFF))) {
			buf_adds(b, "\xEF\xBF\xBD");
			i += n ? n : 1;
		} else {
			buf_add(b, s + i, n);
			i += n;
		}
	}
	return b->data;
}

int
output_units_parse(const char *s, enum output_units *u)
{
	if (strcmp(s, "warn") == 0)
		*u = OUTPUT_UNITS_WARN;
	else if (strcmp(s, "off") == 0)
		*u = OUTPUT_UNITS_OFF;
	else if (strcmp(s, "fail") == 0)
		*u = OUTPUT_UNITS_FAIL;
	else
		return 0;
	return 1;
}

int
output_noise_parse(const char *s, enum output_noise *n)
{
	if (strcmp(s, "warn") == 0)
		*n = OUTPUT_NOISE_WARN;
	else if (strcmp(s, "off") == 0)
		*n = OUTPUT_NOISE_OFF;
	else if (strcmp(s, "fail") == 0)
		*n = OUTPUT_NOISE_FAIL;
	else
		return 0;
	return 1;
}

int
output_format_parse(const char *s, enum output_format *fmt)
{
	static const char *const names[] = { "text", "json", "github",
	    "junit", "sarif" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(s, names[i]) == 0) {
			*fmt = (enum output_format)i;
			return 1;
		}
	return 0;
}

int
output_min_coverage_parse(const char *s, double *p, const char **why)
{
	size_t i = 0, digits = 0;

	if (s[0] == '-' || s[0] == '+') {
		*why = s[0] == '-' ? "below 0 (a percentage from 0 to 100)" :
		    "not a number (a percentage from 0 to 100, as 80 or 77.5%)";
		return 0;
	}
	/* Digits, a point, digits, "%": strtod alone would take "inf". */
	for (; s[i] >= '0' && s[i] <= '9'; i++)
		digits++;
	if (s[i] == '.')
		for (i++; s[i] >= '0' && s[i] <= '9'; i++)
			digits++;
	if (s[i] == '%')
		i++;
	if (digits == 0 || s[i] != '\0') {
		*why = "not a number (a percentage from 0 to 100, as 80 or "
		    "77.5%)";
		return 0;
	}
	*p = strtod(s, NULL);
	if (!isfinite(*p) || *p > 100.0) {
		*why = "over 100 (a percentage from 0 to 100)";
		return 0;
	}
	return 1;
}

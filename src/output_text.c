/*
 * The text output: FILE:LINE:COL: verdict: message for each claim
 * shown, the unbound numbers with --unbound, a coverage below
 * --min-coverage, then the summary line (which the GitHub output ends
 * with too).  docs/output.md.
 */
#include <stdio.h>
#include <string.h>

#include "output.h"
#include "output_find.h"

/* ANSI colours of the verdict words: green, yellow, bold red. */
static const char *const verdict_color[VERDICT__MAX] = {
	"\033[32m", "\033[33m", "\033[1;31m", "\033[1;31m", "\033[1;31m"
};

/* --unbound and --suggest: every number no claim binds. */
static void
output_unbound(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct buf b = {0}, path = {0}, v = {0};
	size_t i;
	int k;

	for (i = 0; i < r->nunbound; i++) {
		const struct unbound *u = &r->unbound[i];

		path.len = v.len = 0;
		buf_add_visible(&path, r->path);
		output_at(&path, u->line, u->col);
		buf_add_visible(&v, u->text);
		fprintf(f, "%s: unbound: %s\n", path.data, v.data);
		for (k = 0; o->suggest && k < report_usg(u)->nsuggest; k++) {
			b.len = v.len = 0;
			report_claim_markdown(&b, u->text,
			    report_usg(u)->suggest[k]);
			if (report_usg(u)->why[k] != NULL) {
				buf_adds(&b, " (");
				buf_adds(&b, report_usg(u)->why[k]);
				buf_adds(&b, ")");
			} else
				buf_adds(&b, " ()");
			buf_add_visible(&v, b.data);
			fprintf(f, "%s: suggest: %s\n", path.data, v.data);
		}
	}
	buf_free(&b);
	buf_free(&path);
	buf_free(&v);
}

/*
 * One line "path:line:col: word: message", the path and the message
 * with their control characters made visible (a name in the data must
 * not rewrite the terminal's line).
 */
static void
text_line(FILE *f, struct buf *v, const char *path, const struct claim *c,
    const char *on, const char *word, int color, const char *msg)
{
	size_t cut;

	v->len = 0;
	buf_add_visible(v, path);
	output_at(v, c->line, c->col);
	cut = v->len;
	buf_addc(v, '\0');
	buf_add_visible(v, msg);
	fprintf(f, "%s: %s%s%s: %s\n", v->data, on, word,
	    color ? "\033[0m" : "", v->data + cut + 1);
}

void
output_text(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct output_counts k;
	struct buf b = {0}, v = {0};
	size_t i;

	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];

		int sf = output_flag(c, o);

		if (c->verdict != VERDICT_OK || o->verbose) {
			b.len = 0;
			output_message(&b, c);
			text_line(f, &v, r->path, c, o->color ?
			    verdict_color[c->verdict] : "",
			    claim_verdict_name(c->verdict), o->color, b.data);
		}
		if (output_unit_shown(c, o))
			text_line(f, &v, r->path, c, o->color ? (o->units ==
			    OUTPUT_UNITS_FAIL ? "\033[1;31m" : "\033[33m") : "",
			    "unit", o->color, c->unit_msg);
		if (sf == OUTPUT_FLAG_NONE)
			continue;
		b.len = 0;
		output_support_message(&b, c, o);
		text_line(f, &v, r->path, c, o->color ? (sf == OUTPUT_FLAG_FLAT ?
		    "\033[36m" : output_fails(c, o) ? "\033[1;31m" : "\033[33m") : "",
		    sf == OUTPUT_FLAG_FLAT ? "note" : "noise", o->color, b.data);
	}
	if (o->unbound)
		output_unbound(f, r, o);
	/* --min-coverage: the run's own finding, just above the summary. */
	output_count(r, o, &k);
	if (k.below) {
		b.len = 0;
		output_coverage_message(&b, &k, o);
		v.len = 0;
		buf_add_visible(&v, r->path);
		fprintf(f, "%s: %scoverage%s: %s\n", v.data,
		    o->color ? "\033[1;31m" : "", o->color ? "\033[0m" : "",
		    b.data);
	}
	buf_free(&b);
	buf_free(&v);
	output_text_summary(f, r, o);
}

/* The last line of the text and GitHub output. */
void
output_text_summary(FILE *f, const struct report *r,
    const struct output_opts *o)
{
	struct output_counts k;

	output_count(r, o, &k);
	fprintf(f, "%zu claim%s: %zu ok, %zu near, %zu wrong, %zu flipped, "
	    "%zu error; %zu unbound; coverage ", k.claims,
	    k.claims == 1 ? "" : "s", k.n[VERDICT_OK],
	    k.n[VERDICT_NEAR], k.n[VERDICT_WRONG], k.n[VERDICT_FLIPPED],
	    k.n[VERDICT_ERROR], k.unbound);
	if (k.has_coverage)
		fprintf(f, "%.1f%%", k.coverage);
	else
		fputs("n/a", f);
	/* Only when there is something to say: most reports have neither. */
	if (k.noise > 0)
		fprintf(f, "; %zu within noise", k.noise);
	if (k.flat > 0)
		fprintf(f, "; %zu written flat but separate", k.flat);
	if (k.units > 0)
		fprintf(f, "; %zu unit word%s against the data's unit", k.units,
		    k.units == 1 ? "" : "s");
	/* Section 5: a pasted plain-text table must not look checked. */
	if (k.in_code > 0)
		fprintf(f, "; %zu number%s in code not read", k.in_code,
		    k.in_code == 1 ? "" : "s");
	putc('\n', f);
}

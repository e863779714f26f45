/*
 * The JSON output: one document, written by hand because cJSON belongs
 * to the loader (STYLE.md R2) and the document is flat.  docs/output.md
 * describes each field.
 */
#include <stdio.h>
#include <string.h>

#include "output.h"
#include "output_find.h"

static void
jstr(FILE *f, const char *s)
{
	struct buf b = {0}, t = {0};

	json_str(&b, s != NULL ? output_clean(&t, s, 0) : NULL);
	fputs(b.data, f);
	buf_free(&b);
	buf_free(&t);
}

/*
 * A place's keys, then "text": all three null when it has none (past
 * the source map's budget; docs/output.md), so that a consumer keyed
 * on them sees the keys it always did.
 */
static void
jplace(FILE *f, size_t line, size_t col, size_t byte)
{
	if (line == 0)
		fputs(",\"line\":null,\"col\":null,\"byte\":null,\"text\":", f);
	else
		fprintf(f, ",\"line\":%zu,\"col\":%zu,\"byte\":%zu,"
		    "\"text\":", line, col, byte);
}

static void
jnum(FILE *f, double v)
{
	struct buf b = {0};

	json_num(&b, v);
	fputs(b.data, f);
	buf_free(&b);
}

static const char *
kind_name(enum numkind k)
{
	static const char *const n[] = { "plain", "percent", "pp", "ratio" };

	return n[k];
}

static void
written(FILE *f, const struct written *w)
{
	fputs("{\"value\":", f);
	jnum(f, w->value);
	fputs(",\"half\":", f);
	jnum(f, w->half);
	fprintf(f, ",\"kind\":\"%s\",\"signed\":%s,\"decimals\":%d,"
	    "\"scale\":", kind_name(w->kind), w->sign ? "true" : "false",
	    w->decimals);
	jnum(f, w->scale);
	putc('}', f);
}

/*
 * ,"support":{...}: the class, whether the ranges overlap and the
 * p-value (null when no samples were taken), the values a side, whether
 * the claim states no change, with --paired the signs by rep, and the
 * noise or note line the text output prints (null when none).
 */
static void
json_support(FILE *f, const struct claim *c, const struct output_opts *o)
{
	const struct claim_support *s = &c->support;
	int known = s->known && c->verdict != VERDICT_ERROR;

	fprintf(f, ",\"support\":{\"class\":\"%s\",\"overlap\":%s,\"p\":",
	    claim_support_name(known ? s->cls : SUPPORT_NA),
	    !known ? "null" : s->overlap ? "true" : "false");
	if (known)
		jnum(f, s->p);
	else
		fputs("null", f);
	fprintf(f, ",\"runs\":{\"b\":%zu,\"a\":%zu},\"min_p\":",
	    known ? s->nb : 0, known ? s->na : 0);
	if (known)
		jnum(f, s->min_p);
	else
		fputs("null", f);
	fputs(",\"runs_needed\":", f);
	if (known && s->runs_needed > 0)
		fprintf(f, "%zu", s->runs_needed);
	else
		fputs("null", f);
	fprintf(f, ",\"zero\":%s,\"paired\":",
	    known && s->zero ? "true" : "false");
	if (known && o->paired && s->npairs > 0)
		fprintf(f, "{\"n\":%zu,\"up\":%zu,\"down\":%zu}", s->npairs,
		    s->up, s->down);
	else
		fputs("null", f);
	/* The line the other formats show for it, if any. */
	fputs(",\"message\":", f);
	if (output_flag(c, o) != OUTPUT_FLAG_NONE) {
		struct buf m = {0};

		output_support_message(&m, c, o);
		jstr(f, m.data);
		buf_free(&m);
	} else
		fputs("null", f);
	putc('}', f);
}

/*
 * A claim's "unit": null, or the unit word written, the unit the
 * address computes, and the line the other formats show.
 */
static void
json_unit(FILE *f, const struct claim *c, const struct output_opts *o)
{
	fputs(",\"unit\":", f);
	if (!output_unit_shown(c, o)) {
		fputs("null", f);
		return;
	}
	fputs("{\"written\":", f);
	jstr(f, c->unit_written.name);
	fputs(",\"computed\":", f);
	jstr(f, c->unit_computed.name != NULL ? c->unit_computed.name :
	    c->unit_computed.dim == UNIT_FRACTION ? "percent" : "");
	fputs(",\"message\":", f);
	jstr(f, c->unit_msg);
	putc('}', f);
}

void
output_json(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct output_counts k;
	struct buf b = {0};
	size_t i, j, m;

	fputs("{\"report\":", f);
	jstr(f, r->path);
	fputs(",\"results\":", f);
	jstr(f, o->results);
	fputs(",\"results_files\":[", f);
	for (i = 0; i < o->nresults; i++) {
		if (i > 0)
			fputc(',', f);
		jstr(f, o->results_all[i]);
	}
	fputs("],\"claims\":[", f);
	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];
		int evaluated = c->verdict != VERDICT_ERROR;

		fputs(i ? ",\n{" : "\n{", f);
		fputs("\"file\":", f);
		jstr(f, r->path);
		jplace(f, c->line, c->col, c->byte);
		jstr(f, c->text);
		fputs(",\"address\":", f);
		jstr(f, c->addr_text);
		fprintf(f, ",\"table\":%s,\"verdict\":\"%s\",\"claimed\":",
		    c->in_table ? "true" : "false",
		    claim_verdict_name(c->verdict));
		if (c->num.a.scale == 0)
			fputs("null", f);
		else if (c->num.is_range) {
			putc('[', f);
			written(f, &c->num.a);
			putc(',', f);
			written(f, &c->num.b);
			putc(']', f);
		} else
			written(f, &c->num.a);
		fputs(",\"computed\":", f);
		if (!evaluated)
			fputs("null", f);
		else if (c->num.is_range) {
			putc('[', f);
			jnum(f, c->v);
			putc(',', f);
			jnum(f, c->v2);
			putc(']', f);
		} else
			jnum(f, c->v);
		b.len = 0;
		if (evaluated)
			claim_format_value(&b, c, c->v);
		fputs(",\"shown\":", f);
		jstr(f, evaluated ? b.data : NULL);
		fputs(",\"computation\":", f);
		jstr(f, c->calc);
		fputs(",\"message\":", f);
		b.len = 0;
		output_message(&b, c);
		jstr(f, b.data);
		fputs(",\"inputs\":[", f);
		for (j = 0; j < c->ninputs; j++) {
			const struct claim_input *in = &c->inputs[j];

			fputs(j ? ",{" : "{", f);
			fputs("\"runs\":", f);
			jstr(f, in->label);
			fputs(",\"metric\":", f);
			jstr(f, in->metric);
			fputs(",\"stat\":", f);
			jstr(f, in->stat);
			/* null: over CLAIM_VALUES_MAX values (claim.h). */
			fprintf(f, ",\"n\":%zu,\"values\":%s", in->n,
			    in->values != NULL ? "[" : "null");
			for (m = 0; in->values != NULL && m < in->n; m++) {
				if (m)
					putc(',', f);
				jnum(f, in->values[m]);
			}
			fputs(in->values != NULL ? "],\"result\":" :
			    ",\"result\":", f);
			jnum(f, in->result);
			putc('}', f);
		}
		putc(']', f);
		if (o->noise != OUTPUT_NOISE_OFF)
			json_support(f, c, o);
		if (o->units != OUTPUT_UNITS_OFF)
			json_unit(f, c, o);
		putc('}', f);
	}
	fputs("],\n\"unbound\":[", f);
	for (i = 0; i < r->nunbound; i++) {
		const struct unbound *u = &r->unbound[i];
		int s;

		fprintf(f, "%s\n{\"file\":", i ? "," : "");
		jstr(f, r->path);
		jplace(f, u->line, u->col, report_ubyte(u));
		jstr(f, u->text);
		fputs(",\"suggestions\":[", f);
		for (s = 0; s < report_usg(u)->nsuggest; s++) {
			b.len = 0;
			report_claim_markdown(&b, u->text,
			    report_usg(u)->suggest[s]);
			fputs(s ? ",{\"address\":" : "{\"address\":", f);
			jstr(f, report_usg(u)->suggest[s]);
			fputs(",\"markdown\":", f);
			jstr(f, b.data);
			fputs(",\"why\":", f);
			jstr(f, report_usg(u)->why[s] != NULL ?
			    report_usg(u)->why[s] : "");
			putc('}', f);
		}
		fprintf(f, "],\"unique\":%s}", report_usg(u)->unique ?
		    "true" : "false");
	}
	output_count(r, o, &k);
	fprintf(f, "],\n\"summary\":{\"claims\":%zu,\"ok\":%zu,\"near\":%zu,"
	    "\"wrong\":%zu,\"flipped\":%zu,\"error\":%zu,\"unbound\":%zu,"
	    "\"coverage\":", k.claims, k.n[VERDICT_OK],
	    k.n[VERDICT_NEAR], k.n[VERDICT_WRONG], k.n[VERDICT_FLIPPED],
	    k.n[VERDICT_ERROR], k.unbound);
	if (k.claims + k.unbound > 0)
		jnum(f, k.claims / (double)(k.claims + k.unbound));
	else
		fputs("null", f);
	if (o->noise != OUTPUT_NOISE_OFF)
		fprintf(f, ",\"noise\":%zu,\"flat\":%zu", k.noise, k.flat);
	if (o->units != OUTPUT_UNITS_OFF)
		fprintf(f, ",\"units\":%zu", k.units);
	fprintf(f, ",\"in_code\":%zu", k.in_code);
	/* Only with --min-coverage: the gate, its figure and its verdict. */
	if (o->min_coverage_set) {
		fputs(",\"min_coverage\":{\"min\":", f);
		jnum(f, o->min_coverage);
		fputs(",\"coverage\":", f);
		if (k.has_coverage)
			jnum(f, k.coverage);
		else
			fputs("null", f);
		fprintf(f, ",\"failed\":%s,\"message\":",
		    k.below ? "true" : "false");
		b.len = 0;
		if (k.below)
			output_coverage_message(&b, &k, o);
		jstr(f, k.below ? b.data : NULL);
		putc('}', f);
	}
	fprintf(f, ",\"failed\":%zu}}\n", k.failed);
	buf_free(&b);
}

/*
 * Output of verdicts.  Text: FILE:LINE:COL: verdict: message, then the
 * summary line.  JSON: one document with every claim and the summary;
 * written by hand because cJSON belongs to the loader (STYLE.md R2) and
 * the document is flat.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "output.h"

void
output_count(const struct report *r, const struct output_opts *o,
    struct output_counts *k)
{
	size_t i;

	memset(k, 0, sizeof(*k));
	for (i = 0; i < r->nclaims; i++) {
		enum verdict v = r->claims[i].verdict;

		k->n[v]++;
		if (v != VERDICT_OK && (v != VERDICT_NEAR || o->strict))
			k->failed++;
	}
	k->claims = r->nclaims;
	k->unbound = r->nunbound;
}

/* The message after "verdict: ", shared by text and JSON. */
static void
message(struct buf *b, const struct claim *c)
{
	if (c->verdict == VERDICT_ERROR) {
		buf_adds(b, c->error != NULL ? c->error : "cannot evaluate");
		if (c->addr_text != NULL && c->addr_text[0] != '\0')
			buf_printf(b, " (ev:%s)", c->addr_text);
		return;
	}
	buf_printf(b, "wrote %s, data gives ", c->text);
	claim_format_value(b, c, c->v);
	if (c->calc != NULL)
		buf_printf(b, " (%s)", c->calc);
}

void
output_text(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct output_counts k;
	struct buf b = {0};
	size_t i;

	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];

		if (c->verdict == VERDICT_OK && !o->verbose)
			continue;
		b.len = 0;
		message(&b, c);
		fprintf(f, "%s:%zu:%zu: %s: %s\n", r->path, c->line, c->col,
		    claim_verdict_name(c->verdict), b.data);
	}
	buf_free(&b);
	output_count(r, o, &k);
	fprintf(f, "%zu claims: %zu ok, %zu near, %zu wrong, %zu flipped, "
	    "%zu error; %zu unbound\n", k.claims, k.n[VERDICT_OK],
	    k.n[VERDICT_NEAR], k.n[VERDICT_WRONG], k.n[VERDICT_FLIPPED],
	    k.n[VERDICT_ERROR], k.unbound);
}

static void
jstr(FILE *f, const char *s)
{
	struct buf b = {0};

	json_str(&b, s);
	fputs(b.data, f);
	buf_free(&b);
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
	fputs(",\"claims\":[", f);
	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];
		int evaluated = c->verdict != VERDICT_ERROR;

		fputs(i ? ",\n{" : "\n{", f);
		fputs("\"file\":", f);
		jstr(f, r->path);
		fprintf(f, ",\"line\":%zu,\"col\":%zu,\"byte\":%zu,\"text\":",
		    c->line, c->col, c->byte);
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
		message(&b, c);
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
			fprintf(f, ",\"n\":%zu,\"values\":[", in->n);
			for (m = 0; m < in->n; m++) {
				if (m)
					putc(',', f);
				jnum(f, in->values[m]);
			}
			fputs("],\"result\":", f);
			jnum(f, in->result);
			putc('}', f);
		}
		fputs("]}", f);
	}
	buf_free(&b);
	output_count(r, o, &k);
	fprintf(f, "],\n\"summary\":{\"claims\":%zu,\"ok\":%zu,\"near\":%zu,"
	    "\"wrong\":%zu,\"flipped\":%zu,\"error\":%zu,\"unbound\":%zu,"
	    "\"failed\":%zu}}\n", k.claims, k.n[VERDICT_OK],
	    k.n[VERDICT_NEAR], k.n[VERDICT_WRONG], k.n[VERDICT_FLIPPED],
	    k.n[VERDICT_ERROR], k.unbound, k.failed);
}

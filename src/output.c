/*
 * Output of verdicts.  Text: FILE:LINE:COL: verdict: message, then the
 * summary line.  JSON and SARIF: one document each, written by hand
 * because cJSON belongs to the loader (STYLE.md R2) and the documents
 * are flat.  GitHub: workflow command lines.  JUnit: XML through
 * libxml2's xmlTextWriter, the one use of libxml2 outside the renderers
 * (the writer escapes what hand-written XML would get wrong).
 * docs/output.md documents every format.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <libxml/xmlwriter.h>

#include "output.h"

/* ANSI colours of the verdict words: green, yellow, bold red. */
static const char *const verdict_color[VERDICT__MAX] = {
	"\033[32m", "\033[33m", "\033[1;31m", "\033[1;31m", "\033[1;31m"
};

/*
 * What a claim's support (claim.h) adds to the output: a warning for a
 * change the runs cannot establish (or that they contradict), a note
 * for a claim of no change whose runs separate, or nothing.  Errors
 * have no support, and --noise=off shows none.
 */
enum { FLAG_NONE, FLAG_NOISE, FLAG_FLAT };

static int
support_flag(const struct claim *c, const struct output_opts *o)
{
	if (o->noise == OUTPUT_NOISE_OFF)
		return FLAG_NONE;
	switch (claim_support_flag(c)) {
	case SUPPORT_FLAG_NOISE:
		return FLAG_NOISE;
	case SUPPORT_FLAG_FLAT:
		return FLAG_FLAT;
	default:
		return FLAG_NONE;
	}
}

/*
 * Whether a claim's unit finding is shown: a unit word that disagrees
 * with the unit its address computes (claim_unit.c), unless
 * --units=off.  A claim in error has none.
 */
static int
unit_shown(const struct claim *c, const struct output_opts *o)
{
	return o->units != OUTPUT_UNITS_OFF && c->unit_slip &&
	    c->unit_msg != NULL && c->verdict != VERDICT_ERROR;
}

/*
 * Whether a claim counts as a failure under these options: its
 * verdict, or under --noise=fail a change within noise, or under
 * --units=fail a unit slip.
 */
static int
fails(const struct claim *c, const struct output_opts *o)
{
	if (o->noise == OUTPUT_NOISE_FAIL && support_flag(c, o) == FLAG_NOISE)
		return 1;
	if (o->units == OUTPUT_UNITS_FAIL && unit_shown(c, o))
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
static void
support_message(struct buf *b, const struct claim *c,
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
		int sf = support_flag(c, o);

		k->n[v]++;
		if (sf == FLAG_NOISE)
			k->noise++;
		else if (sf == FLAG_FLAT)
			k->flat++;
		if (fails(c, o))
			k->failed++;
		k->units += unit_shown(c, o);
	}
	k->claims = r->nclaims;
	k->unbound = r->nunbound;
	k->in_code = r->ncode;
}

/* The message after "verdict: ", shared by text and JSON. */
static void
message(struct buf *b, const struct claim *c)
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
	 * The sign a direction word gave an unsigned number, or the
	 * word that made a ratio A / B (section 3.2).
	 */
	if (c->dirword != NULL && c->num.a.kind != NUM_RATIO &&
	    !c->num.is_range && c->text[c->num.a.start] >= '0' &&
	    c->text[c->num.a.start] <= '9') {
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

/* The share of the report's numbers that a claim binds, in percent. */
static double
coverage(const struct output_counts *k)
{
	return 100.0 * (double)k->claims / (double)(k->claims + k->unbound);
}

/* --unbound and --suggest: every number no claim binds. */
static void
output_unbound(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct buf b = {0}, path = {0}, v = {0};
	size_t i;
	int k;

	buf_add_visible(&path, r->path);
	for (i = 0; i < r->nunbound; i++) {
		const struct unbound *u = &r->unbound[i];

		v.len = 0;
		buf_add_visible(&v, u->text);
		fprintf(f, "%s:%zu:%zu: unbound: %s\n", path.data, u->line,
		    u->col, v.data);
		for (k = 0; o->suggest && k < u->nsuggest; k++) {
			b.len = v.len = 0;
			report_claim_markdown(&b, u->text, u->suggest[k]);
			if (u->why[k] != NULL) {
				buf_adds(&b, " (");
				buf_adds(&b, u->why[k]);
				buf_adds(&b, ")");
			} else
				buf_adds(&b, " ()");
			buf_add_visible(&v, b.data);
			fprintf(f, "%s:%zu:%zu: suggest: %s\n", path.data,
			    u->line, u->col, v.data);
		}
	}
	buf_free(&b);
	buf_free(&path);
	buf_free(&v);
}

static void	summary(FILE *, const struct report *,
		    const struct output_opts *);
static const char *clean(struct buf *, const char *, int);

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
	cut = v->len;
	buf_addc(v, '\0');
	buf_add_visible(v, msg);
	fprintf(f, "%s:%zu:%zu: %s%s%s: %s\n", v->data, c->line, c->col, on,
	    word, color ? "\033[0m" : "", v->data + cut + 1);
}

void
output_text(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct buf b = {0}, v = {0};
	size_t i;

	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];

		int sf = support_flag(c, o);

		if (c->verdict != VERDICT_OK || o->verbose) {
			b.len = 0;
			message(&b, c);
			text_line(f, &v, r->path, c, o->color ?
			    verdict_color[c->verdict] : "",
			    claim_verdict_name(c->verdict), o->color, b.data);
		}
		if (unit_shown(c, o))
			text_line(f, &v, r->path, c, o->color ? (o->units ==
			    OUTPUT_UNITS_FAIL ? "\033[1;31m" : "\033[33m") : "",
			    "unit", o->color, c->unit_msg);
		if (sf == FLAG_NONE)
			continue;
		b.len = 0;
		support_message(&b, c, o);
		text_line(f, &v, r->path, c, o->color ? (sf == FLAG_FLAT ?
		    "\033[36m" : fails(c, o) ? "\033[1;31m" : "\033[33m") : "",
		    sf == FLAG_FLAT ? "note" : "noise", o->color, b.data);
	}
	buf_free(&b);
	buf_free(&v);
	if (o->unbound)
		output_unbound(f, r, o);
	summary(f, r, o);
}

/* The last line of the text and GitHub output. */
static void
summary(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct output_counts k;

	output_count(r, o, &k);
	fprintf(f, "%zu claim%s: %zu ok, %zu near, %zu wrong, %zu flipped, "
	    "%zu error; %zu unbound; coverage ", k.claims,
	    k.claims == 1 ? "" : "s", k.n[VERDICT_OK],
	    k.n[VERDICT_NEAR], k.n[VERDICT_WRONG], k.n[VERDICT_FLIPPED],
	    k.n[VERDICT_ERROR], k.unbound);
	if (k.claims + k.unbound > 0)
		fprintf(f, "%.1f%%", coverage(&k));
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

static void
jstr(FILE *f, const char *s)
{
	struct buf b = {0}, t = {0};

	json_str(&b, s != NULL ? clean(&t, s, 0) : NULL);
	fputs(b.data, f);
	buf_free(&b);
	buf_free(&t);
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
	if (support_flag(c, o) != FLAG_NONE) {
		struct buf m = {0};

		support_message(&m, c, o);
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
	if (!unit_shown(c, o)) {
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
		fprintf(f, ",\"line\":%zu,\"col\":%zu,\"byte\":%zu,\"text\":",
		    u->line, u->col, u->byte);
		jstr(f, u->text);
		fputs(",\"suggestions\":[", f);
		for (s = 0; s < u->nsuggest; s++) {
			b.len = 0;
			report_claim_markdown(&b, u->text, u->suggest[s]);
			fputs(s ? ",{\"address\":" : "{\"address\":", f);
			jstr(f, u->suggest[s]);
			fputs(",\"markdown\":", f);
			jstr(f, b.data);
			fputs(",\"why\":", f);
			jstr(f, u->why[s] != NULL ? u->why[s] : "");
			putc('}', f);
		}
		fprintf(f, "],\"unique\":%s}", u->unique ? "true" : "false");
	}
	buf_free(&b);
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
	fprintf(f, ",\"failed\":%zu}}\n", k.failed);
}

/*
 * Copies s into b as valid UTF-8, with U+FFFD for each invalid byte and,
 * when xml is set, for each character XML 1.0 cannot hold at all (C0
 * controls other than tab, newline and carriage return; U+FFFE, U+FFFF).
 * A path from the command line need not be UTF-8, and one such byte
 * passed on makes a document that no consumer will parse.  Returns the
 * copy, "" for NULL.
 */
static const char *
clean(struct buf *b, const char *s, int xml)
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


/*
 * GitHub Actions workflow commands.  The runner splits a command at its
 * first "::" and its properties at "," and "=", so the escapes are those
 * of the Actions toolkit (escapeData, escapeProperty in
 * @actions/core/src/command.ts): "%", CR and LF everywhere, and ":" and
 * "," inside properties.  The other controls (ESC...) would act on the
 * log's terminal: they are written as \xHH, except in the file's path,
 * which the runner must find (it comes from the command line).
 */
static void
gh_escape(struct buf *b, const char *s, int property, int visible)
{
	for (; *s != '\0'; s++) {
		if (*s == '%')
			buf_adds(b, "%25");
		else if (*s == '\r')
			buf_adds(b, "%0D");
		else if (*s == '\n')
			buf_adds(b, "%0A");
		else if (visible && ((unsigned char)*s < 0x20 || *s == 0x7F))
			buf_printf(b, "\\x%02x", (unsigned char)*s);
		else if (property && *s == ':')
			buf_adds(b, "%3A");
		else if (property && *s == ',')
			buf_adds(b, "%2C");
		else
			buf_addc(b, *s);
	}
}

void
output_github(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct buf line = {0}, msg = {0}, title = {0};
	size_t i;

	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];

		int sf = support_flag(c, o);

		if (c->verdict != VERDICT_OK) {
			line.len = msg.len = title.len = 0;
			buf_printf(&title, "%s: %s",
			    claim_verdict_name(c->verdict),
			    c->text != NULL ? c->text : "");
			message(&msg, c);
			buf_printf(&line, "::%s file=", c->verdict !=
			    VERDICT_NEAR || o->strict ? "error" : "warning");
			gh_escape(&line, r->path, 1, 0);
			buf_printf(&line, ",line=%zu,col=%zu,title=", c->line,
			    c->col);
			gh_escape(&line, title.data, 1, 1);
			buf_adds(&line, "::");
			gh_escape(&line, msg.data, 0, 1);
			fprintf(f, "%s\n", line.data);
		}
		if (unit_shown(c, o)) {
			line.len = title.len = 0;
			buf_printf(&title, "unit: %s", c->text != NULL ?
			    c->text : "");
			buf_printf(&line, "::%s file=", o->units ==
			    OUTPUT_UNITS_FAIL ? "error" : "warning");
			gh_escape(&line, r->path, 1, 0);
			buf_printf(&line, ",line=%zu,col=%zu,title=", c->line,
			    c->col);
			gh_escape(&line, title.data, 1, 1);
			buf_adds(&line, "::");
			gh_escape(&line, c->unit_msg, 0, 1);
			fprintf(f, "%s\n", line.data);
		}
		if (sf == FLAG_NONE)
			continue;
		/* Noise warns (fails with --noise=fail); flat is a notice. */
		line.len = msg.len = title.len = 0;
		buf_printf(&title, "%s: %s", sf == FLAG_FLAT ? "note" :
		    "noise", c->text != NULL ? c->text : "");
		support_message(&msg, c, o);
		buf_printf(&line, "::%s file=", sf == FLAG_FLAT ? "notice" :
		    o->noise == OUTPUT_NOISE_FAIL ? "error" : "warning");
		gh_escape(&line, r->path, 1, 0);
		buf_printf(&line, ",line=%zu,col=%zu,title=", c->line, c->col);
		gh_escape(&line, title.data, 1, 1);
		buf_adds(&line, "::");
		gh_escape(&line, msg.data, 0, 1);
		fprintf(f, "%s\n", line.data);
	}
	buf_free(&line);
	buf_free(&msg);
	buf_free(&title);
	summary(f, r, o);
}

/* Writes an attribute through clean(); returns zero on a writer error. */
static int
xattr(xmlTextWriterPtr w, struct buf *b, const char *name, const char *v)
{
	return xmlTextWriterWriteAttribute(w, BAD_CAST name,
	    BAD_CAST clean(b, v, 1)) >= 0;
}

static int
xattrn(xmlTextWriterPtr w, const char *name, size_t n)
{
	return xmlTextWriterWriteFormatAttribute(w, BAD_CAST name, "%zu",
	    n) >= 0;
}

/*
 * The opening of <testsuites> and <testsuite> share their counts.  time
 * is "0": the tool does not time claims, and a clock here would make the
 * output differ from run to run (STYLE.md R14).
 */
static int
xcounts(xmlTextWriterPtr w, struct buf *b, const char *elem,
    const char *name, size_t tests, size_t failures, size_t errors,
    int skipped)
{
	return xmlTextWriterStartElement(w, BAD_CAST elem) >= 0 &&
	    xattr(w, b, "name", name) && xattrn(w, "tests", tests) &&
	    xattrn(w, "failures", failures) && xattrn(w, "errors", errors) &&
	    (!skipped || xattrn(w, "skipped", 0)) &&
	    xattr(w, b, "time", "0");
}

/*
 * One <testcase>: a failing claim holds <failure> (near under --strict,
 * wrong, flipped) or <error> (it could not be evaluated) with the
 * message as its message attribute and the whole diagnostic line as its
 * text; a near claim that passes says so in <system-out>.
 */
static int
xcase(xmlTextWriterPtr w, const struct report *r, const struct claim *c,
    const struct output_opts *o, struct buf *b)
{
	struct buf name = {0}, msg = {0}, diag = {0}, smsg = {0};
	const char *v = claim_verdict_name(c->verdict);
	int ok, sf;

	buf_printf(&name, "%zu:%zu %s", c->line, c->col,
	    c->text != NULL ? c->text : "");
	message(&msg, c);
	buf_printf(&diag, "%s:%zu:%zu: %s: %s", r->path, c->line, c->col, v,
	    msg.data);
	/*
	 * A testcase holds one child: the support's line joins the
	 * verdict's, and a claim that is ok but within noise gets its own
	 * (a failure of type noise under --noise=fail).
	 */
	sf = support_flag(c, o);
	if (sf != FLAG_NONE) {
		support_message(&smsg, c, o);
		if (c->verdict == VERDICT_OK) {
			msg.len = diag.len = 0;
			buf_adds(&msg, smsg.data);
			v = sf == FLAG_FLAT ? "note" : "noise";
		} else
			buf_addc(&diag, '\n');
		buf_printf(&diag, "%s:%zu:%zu: %s: %s", r->path, c->line,
		    c->col, sf == FLAG_FLAT ? "note" : "noise", smsg.data);
	}
	/* The unit finding joins them the same way. */
	if (unit_shown(c, o)) {
		if (c->verdict == VERDICT_OK && sf == FLAG_NONE) {
			msg.len = diag.len = 0;
			buf_adds(&msg, c->unit_msg);
			v = "unit";
		} else
			buf_addc(&diag, '\n');
		buf_printf(&diag, "%s:%zu:%zu: unit: %s", r->path, c->line,
		    c->col, c->unit_msg);
	}
	ok = xmlTextWriterStartElement(w, BAD_CAST "testcase") >= 0 &&
	    xattr(w, b, "name", name.data) &&
	    xattr(w, b, "classname", r->path) && xattr(w, b, "time", "0");
	if (ok && (c->verdict != VERDICT_OK || sf != FLAG_NONE ||
	    unit_shown(c, o))) {
		const char *elem = c->verdict == VERDICT_ERROR ? "error" :
		    fails(c, o) ? "failure" : "system-out";

		ok = xmlTextWriterStartElement(w, BAD_CAST elem) >= 0 &&
		    (strcmp(elem, "system-out") == 0 ||
		    (xattr(w, b, "message", msg.data) &&
		    xattr(w, b, "type", v))) &&
		    xmlTextWriterWriteString(w,
		    BAD_CAST clean(b, diag.data, 1)) >= 0 &&
		    xmlTextWriterEndElement(w) >= 0;
	}
	ok = ok && xmlTextWriterEndElement(w) >= 0;
	buf_free(&name);
	buf_free(&msg);
	buf_free(&diag);
	buf_free(&smsg);
	return ok;
}

/*
 * JUnit XML, the subset that Jenkins' junit-10.xsd, GitLab and the
 * common test-report actions all read (tests/junit.xsd is that subset):
 * one <testsuite> per report, one <testcase> per claim.  Built with
 * libxml2's writer so that every attribute and text is escaped by the
 * library, not by hand.
 */
int
output_junit(FILE *f, const struct report *r, const struct output_opts *o)
{
	xmlBufferPtr xb = xmlBufferCreate();
	xmlTextWriterPtr w = xb != NULL ? xmlNewTextWriterMemory(xb, 0) : NULL;
	struct output_counts k;
	struct buf b = {0}, num = {0};
	size_t i, failures;
	int ok = w != NULL;

	output_count(r, o, &k);
	failures = k.failed - k.n[VERDICT_ERROR];
	ok = ok && xmlTextWriterSetIndent(w, 1) >= 0 &&
	    xmlTextWriterSetIndentString(w, BAD_CAST "  ") >= 0 &&
	    xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL) >= 0 &&
	    xcounts(w, &b, "testsuites", "verify-report", k.claims, failures,
	    k.n[VERDICT_ERROR], 0) &&
	    xcounts(w, &b, "testsuite", r->path, k.claims, failures,
	    k.n[VERDICT_ERROR], 1);
	ok = ok && xmlTextWriterStartElement(w, BAD_CAST "properties") >= 0;
	if (ok && o->results != NULL)
		ok = xmlTextWriterStartElement(w, BAD_CAST "property") >= 0 &&
		    xattr(w, &b, "name", "results") &&
		    xattr(w, &b, "value", o->results) &&
		    xmlTextWriterEndElement(w) >= 0;
	buf_printf(&num, "%zu", k.unbound);
	ok = ok && xmlTextWriterStartElement(w, BAD_CAST "property") >= 0 &&
	    xattr(w, &b, "name", "unbound") &&
	    xattr(w, &b, "value", num.data) &&
	    xmlTextWriterEndElement(w) >= 0 &&
	    xmlTextWriterEndElement(w) >= 0;
	for (i = 0; ok && i < r->nclaims; i++)
		ok = xcase(w, r, &r->claims[i], o, &b);
	ok = ok && xmlTextWriterEndDocument(w) >= 0;
	if (w != NULL)
		xmlFreeTextWriter(w);	/* flushes into xb */
	if (ok)
		fwrite(xmlBufferContent(xb), 1, (size_t)xmlBufferLength(xb), f);
	if (xb != NULL)
		xmlBufferFree(xb);
	buf_free(&b);
	buf_free(&num);
	return ok;
}

/*
 * A report path as a SARIF artifactLocation uri (RFC 3986): relative
 * paths stay relative references, which code-scanning dashboards resolve
 * against the repository; absolute ones become file: URIs.  Every byte
 * outside the unreserved set and "/" is percent-encoded, so a space, a
 * "#" or a "<stdin>" cannot change what the reference means.
 */
static void
sarif_uri(struct buf *b, const char *p)
{
	static const char hex[] = "0123456789ABCDEF";
	unsigned char c;

	if (p[0] == '/')
		buf_adds(b, "file://");
	for (; *p != '\0'; p++) {
		c = (unsigned char)*p;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || c == '-' || c == '.' ||
		    c == '_' || c == '~' || c == '/')
			buf_addc(b, (char)c);
		else {
			buf_addc(b, '%');
			buf_addc(b, hex[c >> 4]);
			buf_addc(b, hex[c & 15]);
		}
	}
}

/* The rules of the SARIF run: one per verdict that can be a result. */
static const struct {
	enum verdict	 v;
	const char	*text;
} sarif_rules[] = {
	{ VERDICT_NEAR, "The written number is off by one in its last "
	    "digit (fails only with --strict)." },
	{ VERDICT_WRONG, "The data gives a different number than the one "
	    "written." },
	{ VERDICT_FLIPPED, "The written number has the opposite sign of "
	    "the one the data gives." },
	{ VERDICT_ERROR, "The claim cannot be evaluated: its address or "
	    "its data is missing or malformed." },
};

/* One SARIF result, the n-th: a rule, its level and the message. */
static void
sarif_result(struct buf *b, struct buf *t, size_t n, const char *rule,
    size_t index, const char *level, const char *msg, const char *path,
    const struct claim *c)
{
	buf_printf(b, "%s\n{\"ruleId\":\"%s\",\"ruleIndex\":%zu,"
	    "\"level\":\"%s\",\"message\":{\"text\":", n ? "," : "", rule,
	    index, level);
	json_str(b, clean(t, msg, 0));
	buf_adds(b, "},\"locations\":[{\"physicalLocation\":"
	    "{\"artifactLocation\":{\"uri\":");
	t->len = 0;
	sarif_uri(t, path);
	json_str(b, t->data);
	buf_printf(b, "},\"region\":{\"startLine\":%zu,"
	    "\"startColumn\":%zu}}}]}", c->line, c->col);
}

/*
 * SARIF 2.1.0: one run whose results are the claims that are not ok,
 * with ruleId the verdict and level error (warning for near without
 * --strict).  columnKind says columns count code points, as ours do;
 * SARIF's default is UTF-16 code units, which differ for astral
 * characters such as emoji.
 */
void
output_sarif(FILE *f, const struct report *r, const struct output_opts *o)
{
	struct buf b = {0}, t = {0};
	size_t i, j, n = 0, nrules = sizeof(sarif_rules) /
	    sizeof(sarif_rules[0]);

	buf_adds(&b, "{\"$schema\":\"https://json.schemastore.org/"
	    "sarif-2.1.0.json\",\n\"version\":\"2.1.0\",\n\"runs\":[{"
	    "\"tool\":{\"driver\":{\"name\":\"verify-report\"");
	if (o->version != NULL) {
		buf_adds(&b, ",\"version\":");
		json_str(&b, clean(&t, o->version, 0));
	}
	buf_adds(&b, ",\"rules\":[");
	for (j = 0; j < nrules; j++) {
		buf_printf(&b, "%s\n{\"id\":\"%s\",\"shortDescription\":"
		    "{\"text\":", j ? "," : "",
		    claim_verdict_name(sarif_rules[j].v));
		json_str(&b, sarif_rules[j].text);
		buf_printf(&b, "},\"defaultConfiguration\":{\"level\":\"%s\"}}",
		    sarif_rules[j].v == VERDICT_NEAR ? "warning" : "error");
	}
	/* The support's two rules follow the verdicts' (docs/noise.md). */
	buf_adds(&b, ",\n{\"id\":\"noise\",\"shortDescription\":{\"text\":"
	    "\"The runs cannot establish the direction the claim states: "
	    "their ranges overlap (fails only with --noise=fail).\"},"
	    "\"defaultConfiguration\":{\"level\":\"warning\"}}"
	    ",\n{\"id\":\"flat\",\"shortDescription\":{\"text\":"
	    "\"The claim states no change, but the runs of the two sides "
	    "separate.\"},\"defaultConfiguration\":{\"level\":\"note\"}}"
	    ",\n{\"id\":\"unit\",\"shortDescription\":{\"text\":"
	    "\"The unit word after the number disagrees with the unit the "
	    "address computes (fails only with --units=fail).\"},"
	    "\"defaultConfiguration\":{\"level\":\"warning\"}}");
	buf_adds(&b, "]}},\n\"columnKind\":\"unicodeCodePoints\",\n"
	    "\"results\":[");
	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];
		struct buf msg = {0};
		int sf = support_flag(c, o);

		if (c->verdict != VERDICT_OK) {
			for (j = 0; j < nrules && sarif_rules[j].v !=
			    c->verdict; j++)
				;
			message(&msg, c);
			sarif_result(&b, &t, n++, claim_verdict_name(c->verdict),
			    j, c->verdict != VERDICT_NEAR || o->strict ?
			    "error" : "warning", msg.data, r->path, c);
		}
		if (sf != FLAG_NONE) {
			msg.len = 0;
			support_message(&msg, c, o);
			sarif_result(&b, &t, n++, sf == FLAG_FLAT ? "flat" :
			    "noise", nrules + (sf == FLAG_FLAT),
			    sf == FLAG_FLAT ? "note" : o->noise ==
			    OUTPUT_NOISE_FAIL ? "error" : "warning", msg.data,
			    r->path, c);
		}
		if (unit_shown(c, o))
			sarif_result(&b, &t, n++, "unit", nrules + 2,
			    o->units == OUTPUT_UNITS_FAIL ? "error" : "warning",
			    c->unit_msg, r->path, c);
		buf_free(&msg);
	}
	buf_adds(&b, "]}]}\n");
	fputs(b.data, f);
	buf_free(&b);
	buf_free(&t);
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
output_write(FILE *f, enum output_format fmt, const struct report *r,
    const struct output_opts *o)
{
	switch (fmt) {
	case OUTPUT_JSON:
		output_json(f, r, o);
		return 1;
	case OUTPUT_GITHUB:
		output_github(f, r, o);
		return 1;
	case OUTPUT_JUNIT:
		return output_junit(f, r, o);
	case OUTPUT_SARIF:
		output_sarif(f, r, o);
		return 1;
	case OUTPUT_TEXT:
	default:
		output_text(f, r, o);
		return 1;
	}
}

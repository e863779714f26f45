/*
 * The SARIF 2.1.0 output: one document, written by hand like the JSON
 * (cJSON belongs to the loader, STYLE.md R2).  docs/output.md.
 */
#include <stdio.h>

#include "output.h"
#include "output_find.h"

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

/*
 * One SARIF result, the n-th: a rule, its level and the message, at a
 * claim, or at the whole report when c is NULL.
 */
static void
sarif_result(struct buf *b, struct buf *t, size_t n, const char *rule,
    size_t index, const char *level, const char *msg, const char *path,
    const struct claim *c)
{
	buf_printf(b, "%s\n{\"ruleId\":\"%s\",\"ruleIndex\":%zu,"
	    "\"level\":\"%s\",\"message\":{\"text\":", n ? "," : "", rule,
	    index, level);
	json_str(b, output_clean(t, msg, 0));
	buf_adds(b, "},\"locations\":[{\"physicalLocation\":"
	    "{\"artifactLocation\":{\"uri\":");
	t->len = 0;
	sarif_uri(t, path);
	json_str(b, t->data);
	if (c == NULL || c->line == 0)	/* the whole report, or no */
						/* place: no region */
		buf_adds(b, "}}}]}");
	else
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
	struct output_counts k;
	struct buf b = {0}, t = {0};
	size_t i, j, n = 0, nrules = sizeof(sarif_rules) /
	    sizeof(sarif_rules[0]);

	buf_adds(&b, "{\"$schema\":\"https://json.schemastore.org/"
	    "sarif-2.1.0.json\",\n\"version\":\"2.1.0\",\n\"runs\":[{"
	    "\"tool\":{\"driver\":{\"name\":\"verify-report\"");
	if (o->version != NULL) {
		buf_adds(&b, ",\"version\":");
		json_str(&b, output_clean(&t, o->version, 0));
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
	/* With --min-coverage, its rule follows (docs/output.md). */
	if (o->min_coverage_set)
		buf_adds(&b, ",\n{\"id\":\"coverage\",\"shortDescription\":"
		    "{\"text\":\"Fewer of the report's numbers are bound to "
		    "the data than --min-coverage asks.\"},"
		    "\"defaultConfiguration\":{\"level\":\"error\"}}");
	buf_adds(&b, "]}},\n\"columnKind\":\"unicodeCodePoints\",\n"
	    "\"results\":[");
	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];
		struct buf msg = {0};
		int sf = output_flag(c, o);

		if (c->verdict != VERDICT_OK) {
			for (j = 0; j < nrules && sarif_rules[j].v !=
			    c->verdict; j++)
				;
			output_message(&msg, c);
			sarif_result(&b, &t, n++, claim_verdict_name(c->verdict),
			    j, c->verdict != VERDICT_NEAR || o->strict ?
			    "error" : "warning", msg.data, r->path, c);
		}
		if (sf != OUTPUT_FLAG_NONE) {
			msg.len = 0;
			output_support_message(&msg, c, o);
			sarif_result(&b, &t, n++, sf == OUTPUT_FLAG_FLAT ? "flat" :
			    "noise", nrules + (sf == OUTPUT_FLAG_FLAT),
			    sf == OUTPUT_FLAG_FLAT ? "note" : o->noise ==
			    OUTPUT_NOISE_FAIL ? "error" : "warning", msg.data,
			    r->path, c);
		}
		if (output_unit_shown(c, o))
			sarif_result(&b, &t, n++, "unit", nrules + 2,
			    o->units == OUTPUT_UNITS_FAIL ? "error" : "warning",
			    c->unit_msg, r->path, c);
		buf_free(&msg);
	}
	output_count(r, o, &k);
	if (k.below) {
		struct buf msg = {0};

		output_coverage_message(&msg, &k, o);
		sarif_result(&b, &t, n++, "coverage", nrules + 3, "error",
		    msg.data, r->path, NULL);
		buf_free(&msg);
	}
	buf_adds(&b, "]}]}\n");
	fputs(b.data, f);
	buf_free(&b);
	buf_free(&t);
}

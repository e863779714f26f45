/*
 * The evidence of each claim as plain markup (render_evidence.h): for
 * a reader without JavaScript, a claim's link lands on its block, and
 * paper shows them all.  Where a claim is, as a reader finds it: the
 * heading of its section and its row in a table (or its line in the
 * file), as the parser placed it (r->places, r->sections).
 */
#include <stdlib.h>
#include <string.h>

#include "render_evidence.h"
#include "render_page.h"
#include "report_anchor.h"

/*
 * A heading's markdown as a reader sees it: a link's text without its
 * destination ("[42%](<ev:tc1/off/x>)" is "42%"), code without its
 * backticks, no emphasis markers.  Enough for a heading's words, which
 * the evidence and the banner show as text.
 */
static char *
heading_words(const char *t)
{
	struct buf b = {0};
	size_t i = 0, len = strlen(t);

	while (i < len) {
		if (t[i] == '\\' && i + 1 < len) {
			buf_addc(&b, t[i + 1]);
			i += 2;
		} else if (t[i] == ']' && i + 1 < len && t[i + 1] == '(') {
			/* The destination, <...> or up to the balancing ')'. */
			size_t k = i + 2;
			int depth = 1;

			if (k < len && t[k] == '<') {
				while (k < len && t[k] != '>')
					k++;
				k++;
			}
			for (; k < len && depth > 0; k++)
				depth += t[k] == '(' ? 1 : t[k] == ')' ? -1 : 0;
			i = k;
		} else if (t[i] == '[' || t[i] == '`' || t[i] == '*' ||
		    (t[i] == '_' && i + 1 < len && t[i + 1] == '_'))
			i += t[i] == '_' ? 2 : 1;
		else
			buf_addc(&b, t[i++]);
	}
	return b.len > 0 ? buf_take(&b) : xstrdup("");
}

/*
 * The section of claim c (r->sections: 0 before any heading) and its
 * row in a table's body (zero when not in one), as the parser placed
 * it.
 */
static size_t
where_find(const struct report *r, const struct claim *c, size_t *row)
{
	size_t i = (size_t)(c - r->claims);

	*row = 0;
	if (r->places == NULL || i >= r->nclaims)
		return 0;
	*row = r->places[i].table != 0 ? r->places[i].row : 0;
	return r->places[i].section;
}

/*
 * "row N" (key krow) or "line N" (key kline), with the section; a claim
 * with no place (line 0, claim.h) out of a table: the section's words,
 * or knone ("place not known") before any heading.
 */
static const char *
place(struct buf *b, const struct html_strings *S, const char *krow,
    const char *kline, const char *sec, size_t line, size_t row,
    const char *knone)
{
	struct buf num = {0};

	if (row == 0 && line == 0) {
		buf_adds(b, *sec != '\0' ? sec : html_str(S, knone));
		return b->data;
	}

	buf_printf(&num, "%zu", row > 0 ? row : line);
	html_strf(b, S, row > 0 ? krow : kline, "section", sec,
	    row > 0 ? "row" : "line", num.data, (char *)NULL);
	buf_free(&num);
	return b->data;
}

const char *
render_where_label(const struct report *r, const struct html_strings *S,
    const struct claim *c, struct buf *b)
{
	size_t row, sec = where_find(r, c, &row);

	b->len = 0;
	if (sec == 0 && c->line == 0) {
		buf_adds(b, html_str(S, "banner.none"));
		return b->data;
	}
	if (sec == 0) {
		struct buf num = {0}, num2 = {0};

		buf_printf(&num, "%zu", c->line);
		buf_printf(&num2, "%zu", c->col);
		html_strf(b, S, "banner.where", "line", num.data, "col",
		    num2.data, (char *)NULL);
		buf_free(&num);
		buf_free(&num2);
		return b->data;
	}
	{
		char *words = heading_words(r->sections[sec].heading);
		const char *out = place(b, S, "banner.row", "banner.line",
		    words, c->line, row, "banner.none");

		free(words);
		return out;
	}
}

/* Values an input lists at most; past it, its count. */
#define EVIDENCE_VALUES_MAX	12
/*
 * Claims that get a whole block, about 330 bytes each (1 MB); the rest
 * get their first line and a link to their test case's runs, so that a
 * report of 40,000 claims does not add 13 MB to its page.
 */
#define EVIDENCE_FULL_MAX	3000

static const char *
vword(const struct html_strings *S, const char *kind, enum verdict v,
    struct buf *k)
{
	k->len = 0;
	buf_printf(k, "%s.%s", kind, claim_verdict_name(v));
	return html_str(S, k->data);
}

/*
 * One claim's block: the number (a link back to it), its mark and
 * verdict, its row or line; the computation; each input's runs (a
 * link to the test case's table) and their values.
 */
static void
claim_block(xmlNodePtr parent, const struct report *rep, size_t i,
    const struct render_opts *o, size_t row, const char *const marks[],
    const char *anchor, int full)
{
	const struct html_strings *S = o->strings;
	const struct claim *c = &rep->claims[i];
	struct buf b = {0}, k = {0}, t = {0};
	xmlNodePtr div, p, a, ul, li;
	size_t j, v;
	int metrics = 0;

	div = html_elc(parent, "div", "ev");
	/*
	 * The claim's stable anchor (report_anchor.h), which its link
	 * names; the old "check-N" on the link back, so that a link shared
	 * before still lands here.
	 */
	html_attr(div, "id", anchor);
	p = html_el(div, "p");
	a = html_el(p, "a");
	html_attrf(a, "id", "check-%zu", i);
	html_attrf(a, "href", "#claim-%zu", i);
	html_text(a, c->text);
	t.len = 0;
	buf_printf(&t, " %s %s \xC2\xB7 ", marks[c->verdict],
	    vword(S, "verdict", c->verdict, &k));
	place(&t, S, "ev.row", "ev.line", "", c->line, row, "ev.none");
	html_text(p, t.data);
	if (!full) {
		if (c->addr != NULL && c->addr->tc != NULL) {
			html_text(p, " \xC2\xB7 ");
			a = html_el(p, "a");
			html_attrf(a, "href", "#runs-%s", c->addr->tc);
			html_text(a, c->addr->tc);
		}
		buf_free(&k);
		buf_free(&t);
		return;
	}
	/* The computation and its result, or why there is none. */
	if (c->verdict == VERDICT_ERROR) {
		struct buf why = {0};

		render_calc_error(&why, c, S);
		html_strf(&b, S, "claim.error", "spoken", vword(S, "spoken",
		    VERDICT_ERROR, &k), "error", why.data != NULL ? why.data :
		    "", (char *)NULL);
		buf_free(&why);
	} else {
		render_calc(&b, c, o);
		buf_adds(&b, " = ");
		claim_format_value(&b, c, c->v);
		render_claim_meant(&b, c, S);
	}
	html_text(html_el(div, "p"), b.data);
	/* Each input's runs and values; its metric when there are several. */
	for (j = 1; j < c->ninputs; j++)
		metrics |= strcmp(c->inputs[j].metric, c->inputs[0].metric);
	ul = c->ninputs > 0 ? html_el(div, "ul") : NULL;
	for (j = 0; j < c->ninputs; j++) {
		const struct claim_input *in = &c->inputs[j];

		li = html_el(ul, "li");
		if (c->addr != NULL && c->addr->tc != NULL) {
			a = html_el(li, "a");
			html_attrf(a, "href", "#runs-%s", c->addr->tc);
			html_text(a, in->label);
		} else
			html_text(li, in->label);
		t.len = 0;
		if (metrics)
			buf_printf(&t, " %s", in->metric);
		/* The statistic is in the computation; the values are not. */
		if (in->values == NULL || in->n == 0 ||
		    strcmp(in->metric, "(runs)") == 0) {
			int st = stats_parse(in->stat, strlen(in->stat));

			buf_printf(&t, " %s ", st >= 0 ?
			    RENDER_CALC_STAT(o->strings, (enum statfn)st) :
			    in->stat);
			fmt_num(&t, in->result, 15, 1);
		} else {
			buf_adds(&t, ": ");
			for (v = 0; v < in->n && v < EVIDENCE_VALUES_MAX; v++) {
				if (v > 0)
					buf_adds(&t, ", ");
				fmt_num(&t, in->values[v], 15, 1);
			}
			if (in->n > EVIDENCE_VALUES_MAX)
				buf_printf(&t, ", \xE2\x80\xA6 (n=%zu)", in->n);
		}
		html_text(li, t.data);
	}
	buf_free(&b);
	buf_free(&k);
	buf_free(&t);
}

xmlNodePtr
render_evidence(xmlDocPtr doc, const struct report *rep,
    const struct runset *rs, const struct render_opts *o,
    const char *const marks[], const char *anchors, struct render_page *page)
{
	xmlNodePtr sec, h, from, n;
	size_t i, s, row, last = (size_t)-1;

	(void)rs;
	sec = xmlNewDocNode(doc, NULL, BAD_CAST "section", NULL);
	html_attr(sec, "class", "evidence");
	html_attr(sec, "id", "ck-evidence");
	html_attr(sec, "aria-labelledby", "ck-evidence-h");
	h = html_el(sec, "h2");
	html_attr(h, "id", "ck-evidence-h");
	html_text(h, html_str(o->strings, "ev.title"));
	html_text(html_elc(sec, "p", "hint"), html_str(o->strings, "ev.hint"));
	/* By section, its heading once: the blocks stay a line or three. */
	for (i = 0; i < rep->nclaims; i++) {
		s = where_find(rep, &rep->claims[i], &row);
		from = sec->last;
		if (s != last && s > 0) {
			char *words = heading_words(rep->sections[s].heading);

			html_text(html_el(sec, "h3"), words);
			free(words);
		}
		last = s;
		claim_block(sec, rep, i, o, row, marks,
		    anchors + i * REPORT_ANCHOR_SIZE, i < EVIDENCE_FULL_MAX);
		if (page == NULL)
			continue;
		for (n = from->next; n != NULL; n = n->next)
			if (!render_page_count(page, n, i))
				return sec;
	}
	return sec;
}

/*
 * Unbound numbers (CLAIMS.md section 5): suggestions of addresses whose
 * value fits a number as written, each with the words that ranked it,
 * and the report rewritten with the ones the evidence names (--fix).
 *
 * The search covers every metric, every expression the report already
 * uses and every ratio of two metrics the report uses (of medians, and
 * per run when the sentence names both), over every selection of every
 * test case (cfg, a run the sentence names, tc/ *, both directions of
 * B~A, @n), with the statistic or range the words name, in the unit
 * written after the number, for the comparisons the written form
 * allows.  Values are computed once per (expression, group); a number
 * then costs only arithmetic, and the numbers are searched on every
 * core.
 *
 * Ranking follows kinds of evidence (struct ev), never the instance:
 * where the test case is named, metric words (parts of the metric's
 * name, words the report's tables and <!-- ev:words --> block teach,
 * in any language) and how near the number, the unit, statistic and
 * run words, configs named, expressions the report uses there; then
 * the written form and simplicity.  --fix binds only on evidence that
 * names the number beyond its value (bindable).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "parallel.h"
#include "report.h"
#include "suggest.h"

struct suggest_job {
	struct report		*r;
	const struct runset	*rs;
	const struct pool	*p;
	const struct lexicon	*lx;
	const unsigned char	*haslex;
	struct suggest_heading	*heads;		/* one a worker */
};

static void
suggest_each(void *arg, size_t i, unsigned w)
{
	const struct suggest_job *j = arg;

	suggest_search_one(j->r, j->rs, j->p, j->lx, j->haslex, &j->heads[w],
	    &j->r->unbound[i]);
}

void
report_suggest(struct report *r, const struct runset *rs)
{
	struct pool p;
	struct lexicon lx;
	struct suggest_job j;
	unsigned char *haslex;
	unsigned threads, nw, w;

	if (rs == NULL || rs->ngroups == 0)
		return;
	memset(&p, 0, sizeof(p));
	memset(&lx, 0, sizeof(lx));
	suggest_lex_build(&lx, r);
	suggest_lex_known(&lx, r, rs);
	suggest_lex_prune(&lx, rs);
	suggest_lex_sort(&lx);
	suggest_pool_build(&p, r, rs, &lx);
	haslex = suggest_lex_cands(&p, &lx);
	j.r = r;
	j.rs = rs;
	j.p = &p;
	j.lx = &lx;
	j.haslex = haslex;
	/*
	 * Numbers are independent: each writes only its own unbound (and
	 * its worker's heading, read again when the section changes).
	 */
	threads = rs->nruns < 20000 ? 1 : 0;
	nw = parallel_workers(r->nunbound, threads);
	j.heads = xcalloc(nw + 1, sizeof(*j.heads));
	parallel_for(r->nunbound, threads, suggest_each, &j);
	for (w = 0; w < nw; w++)
		suggest_heading_free(&j.heads[w]);
	free(j.heads);
	free(haslex);
	suggest_lex_free(&lx);
	suggest_pool_free(&p);
}

void
report_claim_markdown(struct buf *b, const char *text, const char *addr)
{
	int angle = strpbrk(addr, " ()<>") != NULL;

	buf_printf(b, "[%s](%sev:%s%s)", text, angle ? "<" : "", addr,
	    angle ? ">" : "");
}

/*
 * Whether the number at src[off] follows "&" and name or digit bytes:
 * inside a character reference (&#01300;) or what may be taken for one
 * (&#01300 with no ';', &#0000001300; past seven digits, &x1300;).  A
 * link there would split the reference (issue 25: &#0[1300](ev:...);),
 * so --fix leaves such a number alone.
 */
static int
in_entity(const char *src, size_t off)
{
	size_t k;

	for (k = 0; k < 64 && off > 0; k++, off--) {
		unsigned char c = (unsigned char)src[off - 1];

		if (c == '&')
			return 1;
		if (!(c == '#' || (c >= '0' && c <= '9') ||
		    (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
			return 0;
	}
	return 0;
}

int
report_can_bind(const struct report *r, const struct unbound *u)
{
	size_t n = strlen(u->text), off;

	if (u->in_link || u->line == 0 || report_ubyte(u) == PLACE_NONE ||
	    report_ubyte(u) < r->bom)
		return 0;
	off = report_ubyte(u) - r->bom;
	return off + n <= r->len && memcmp(r->src + off, u->text, n) == 0 &&
	    !in_entity(r->src, off);
}

char *
report_fix(const struct report *r, size_t *bound)
{
	struct buf b = {0};
	size_t at = 0, i;

	*bound = 0;
	if (r->bom > 0)
		buf_adds(&b, "\xEF\xBB\xBF");	/* kept as it was */
	/* Unbound numbers come in document order; their spans never meet. */
	for (i = 0; i < r->nunbound; i++) {
		const struct unbound *u = &r->unbound[i];
		size_t n = strlen(u->text), off = report_ubyte(u) - r->bom;

		if (report_usg(u)->nsuggest == 0 || !report_usg(u)->unique ||
		    off < at || !report_can_bind(r, u))
			continue;
		buf_add(&b, r->src + at, off - at);
		report_claim_markdown(&b, u->text, report_usg(u)->suggest[0]);
		at = off + n;
		(*bound)++;
	}
	buf_add(&b, r->src + at, r->len - at);
	return buf_take(&b);
}

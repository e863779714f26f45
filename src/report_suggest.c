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

#include "parallel.h"
#include "report.h"
#include "suggest.h"

struct suggest_job {
	struct report		*r;
	const struct runset	*rs;
	const struct pool	*p;
	const struct lexicon	*lx;
	const unsigned char	*haslex;
	struct suggest_worker	*ws;		/* one a worker */
};

static void
suggest_each(void *arg, size_t i, unsigned w)
{
	const struct suggest_job *j = arg;

	suggest_search_one(j->r, j->rs, j->p, j->lx, j->haslex, &j->ws[w],
	    &j->r->unbound[i]);
}

/* Whether claim c binds a count of runs (its address ends in "@n"). */
static int
binds_count(const struct claim *c)
{
	size_t n = c->addr_text != NULL ? strlen(c->addr_text) : 0;

	return n >= 2 && strcmp(c->addr_text + n - 2, "@n") == 0;
}

/*
 * A report states the count of runs its configs share once, where it
 * tells its setup ("各跑 5 轮", "5 runs of each benchmark"); a count with
 * no test case named after the report's first count of runs, bound or
 * not, echoes it ("반복은 구성마다 5회뿐이라", "BBR은 5회 동안"), and the
 * authors of the examples leave those unbound: --fix binds a count
 * every group shares only when no count of runs comes before it
 * (docs/claims.md, Unbound numbers).  Document order, after the search.
 */
static void
first_count_only(struct report *r)
{
	size_t i = 0, k = 0;
	int stated = 0;

	while (k < r->nunbound) {
		struct unbound *u = &r->unbound[k];
		size_t ub = report_ubyte(u);

		if (i < r->nclaims && r->claims[i].line != 0 &&
		    r->claims[i].byte < ub) {
			stated |= binds_count(&r->claims[i]);
			i++;
			continue;
		}
		if (i < r->nclaims && r->claims[i].line == 0) {
			i++;
			continue;
		}
		if (u->sg != NULL) {
			if (stated && u->sg->shared)
				u->sg->unique = 0;
			stated |= u->sg->runcount;
		}
		k++;
	}
}

void
report_suggest(struct report *r, const struct runset *rs,
    const struct stats_cache *sc)
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
	suggest_pool_build(&p, r, rs, &lx, sc);
	haslex = suggest_lex_cands(&p, &lx);
	j.r = r;
	j.rs = rs;
	j.p = &p;
	j.lx = &lx;
	j.haslex = haslex;
	/*
	 * Numbers are independent: each writes only its own unbound (and
	 * its worker's memory, which no pick depends on).
	 */
	threads = rs->nruns < 20000 ? 1 : 0;
	nw = parallel_workers(r->nunbound, threads);
	j.ws = xcalloc(nw + 1, sizeof(*j.ws));
	parallel_for(r->nunbound, threads, suggest_each, &j);
	for (w = 0; w < nw; w++)
		suggest_worker_free(&j.ws[w]);
	free(j.ws);
	first_count_only(r);
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

/*
 * Unbound numbers (CLAIMS.md section 5): suggestions of addresses whose
 * value fits a number as written, and the report rewritten with the
 * unambiguous ones bound.
 *
 * The search covers every metric, every expression the report already
 * uses and every ratio of two metrics the report uses, over every
 * selection of every test case (cfg, both directions of B~A, @n), for
 * the comparisons the written form allows.  Values are computed once
 * per (expression, group); a number then costs only arithmetic.
 * Candidates are ranked: the test case the enclosing heading names,
 * then configs and metric words named in the same sentence or table
 * row, then simpler expressions.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"

struct cand {
	struct expr	*e;
	char		*text;		/* compact: "cg_pgsteal/cg_pgscan" */
	int		 complexity;
	const char	*names[8];	/* its metrics, for context matching */
	size_t		 nnames;
	long		 num;		/* a ratio of two metric candidates: */
	long		 den;		/* their indexes; -1 otherwise */
};

struct pool {
	struct cand	*v;
	size_t		 n;
	size_t		 cap;
	double		*val;		/* [cand * ngroups + group], NAN: none */
	struct strtab	 seen;		/* candidate texts, to add each once */
	double		*all;		/* [cand * ntcs + tc]: over tc/ * */
	unsigned char	*used;		/* [cand * ntcs + tc]: a claim uses it */
};

/* A candidate's rank; larger is better. */
struct rank {
	int	heading;	/* the heading names the test case */
	int	context;	/* configs and metric words in the sentence, and
				   whether the report uses this expression here */
	int	form;		/* the selection the written form suggests: a
				   comparison for a signed number */
	int	simple;		/* minus the expression's size */
	size_t	order;		/* generation order, for ties */
};

struct pick {
	struct rank	 r;
	char		*addr;
};

static int
better(const struct rank *a, const struct rank *b)
{
	if (a->heading != b->heading)
		return a->heading > b->heading;
	if (a->context != b->context)
		return a->context > b->context;
	if (a->form != b->form)
		return a->form > b->form;
	if (a->simple != b->simple)
		return a->simple > b->simple;
	return a->order < b->order;
}

static int
same_rank(const struct rank *a, const struct rank *b)
{
	return a->heading == b->heading && a->context == b->context &&
	    a->form == b->form && a->simple == b->simple;
}

static int
size_of(const struct expr *e)
{
	return e == NULL ? 0 : 1 + size_of(e->a) + size_of(e->b);
}

/*
 * Adds an expression parsed from text, unless it is there already.
 * Returns its index, or -1 when the text is not an expression.
 */
static long
add_cand(struct pool *p, const char *text)
{
	struct buf b = {0}, t = {0};
	struct addr *a;
	char *err, *q, *w;
	size_t i;

	buf_printf(&b, "x/x/%s", text);
	a = claim_addr_parse(b.data, b.len, &err);
	buf_free(&b);
	if (a == NULL) {
		free(err);
		return -1;
	}
	claim_expr_print(&t, a->expr);
	/* Compact, so the markdown needs no <...>: names hold no spaces. */
	for (q = w = t.data; *q != '\0'; q++)
		if (*q != ' ')
			*w++ = *q;
	*w = '\0';
	if ((i = (size_t)strtab_find(&p->seen, t.data, strlen(t.data))) !=
	    (size_t)-1) {
		buf_free(&t);
		claim_addr_free(a);
		return (long)i;
	}
	strtab_intern(&p->seen, t.data, strlen(t.data));
	xgrow(&p->v, &p->cap, p->n + 1, sizeof(*p->v));
	p->v[p->n].num = p->v[p->n].den = -1;
	p->v[p->n].e = a->expr;
	a->expr = NULL;
	claim_addr_free(a);
	p->v[p->n].text = buf_take(&t);
	p->v[p->n].complexity = size_of(p->v[p->n].e);
	p->v[p->n].nnames = claim_expr_metrics(p->v[p->n].e,
	    p->v[p->n].names, 8);
	if (p->v[p->n].nnames > 8)
		p->v[p->n].nnames = 8;
	return (long)p->n++;
}

/* The candidates and their value in every group. */
static void
build(struct pool *p, const struct report *r, const struct runset *rs)
{
	const char *used[256];
	long idx[256], *pairs = NULL;
	size_t nused = 0, npairs = 0, cappairs = 0, i, j, k, m, g, t;
	size_t ntc = rs->tcs.len;
	uint32_t **tcruns = xcalloc(ntc + 1, sizeof(*tcruns));
	size_t *ntcruns = xcalloc(ntc + 1, sizeof(*ntcruns));
	struct buf b = {0};

	for (i = 0; i < rs->metrics.len; i++)
		add_cand(p, rs->metrics.strs[rs->metric_order[i]]);
	for (i = 0; i < r->nclaims; i++) {
		const struct addr *a = r->claims[i].addr;
		const char *names[16];

		if (a == NULL || a->constant || a->expr == NULL)
			continue;
		b.len = 0;
		claim_expr_print(&b, a->expr);
		{
			long c = add_cand(p, b.data), tcid = a->tc != NULL ?
			    runs_tc_find(rs, a->tc) : -1;

			if (c >= 0 && tcid >= 0) {
				xgrow(&pairs, &cappairs, npairs + 2,
				    sizeof(*pairs));
				pairs[npairs++] = c;
				pairs[npairs++] = tcid;
			}
		}
		m = claim_expr_metrics(a->expr, names, 16);
		for (j = 0; j < m && j < 16; j++) {
			for (k = 0; k < nused && strcmp(used[k], names[j]); k++)
				;
			if (k == nused && nused < 256 &&
			    runs_metric_find(rs, names[j], strlen(names[j])) >= 0) {
				idx[nused] = strtab_find(&p->seen, names[j],
				    strlen(names[j]));
				if (idx[nused] >= 0)
					used[nused++] = names[j];
			}
		}
	}
	/* Values of metrics and report expressions, evaluated. */
	p->val = xcalloc(1, sizeof(double));
	{
		size_t before = p->n;

		for (i = 0; i < nused; i++)
			for (j = 0; j < nused; j++) {
				long c;

				if (i == j)
					continue;
				b.len = 0;
				buf_printf(&b, "%s/%s", used[i], used[j]);
				if ((c = add_cand(p, b.data)) >= (long)before) {
					p->v[c].num = idx[i];
					p->v[c].den = idx[j];
				}
			}
		free(p->val);
		p->val = xcalloc(p->n * (rs->ngroups ? rs->ngroups : 1),
		    sizeof(double));
		for (i = 0; i < p->n; i++)
			for (g = 0; g < rs->ngroups; g++) {
				double v = NAN;

				if (p->v[i].num < 0) {
					if (!claim_eval_expr(rs, rs->groups[g].runs,
					    rs->groups[g].len, p->v[i].e,
					    STAT_MEDIAN, &v))
						v = NAN;
				} else {
					/* a/b of two metrics: their medians. */
					double a = p->val[(size_t)p->v[i].num *
					    rs->ngroups + g];
					double d = p->val[(size_t)p->v[i].den *
					    rs->ngroups + g];

					v = d != 0 ? a / d : NAN;
				}
				p->val[i * rs->ngroups + g] = v;
			}
	}
	/* Every run of a test case, for tc/ * selections. */
	for (g = 0; g < rs->ngroups; g++) {
		const struct rungroup *gr = &rs->groups[g];

		tcruns[gr->tc] = xrealloc(tcruns[gr->tc],
		    (ntcruns[gr->tc] + gr->len) * sizeof(uint32_t));
		memcpy(tcruns[gr->tc] + ntcruns[gr->tc], gr->runs,
		    gr->len * sizeof(uint32_t));
		ntcruns[gr->tc] += gr->len;
	}
	p->all = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->used = xcalloc(p->n * (ntc ? ntc : 1), 1);
	for (i = 0; i < p->n; i++)
		for (t = 0; t < ntc; t++) {
			double v = NAN;

			if (p->v[i].num < 0) {
				if (!claim_eval_expr(rs, tcruns[t], ntcruns[t],
				    p->v[i].e, STAT_MEDIAN, &v))
					v = NAN;
			} else {
				double a = p->all[(size_t)p->v[i].num * ntc + t];
				double d = p->all[(size_t)p->v[i].den * ntc + t];

				v = d != 0 ? a / d : NAN;
			}
			p->all[i * ntc + t] = v;
		}
	for (i = 0; i + 1 < npairs; i += 2)
		p->used[(size_t)pairs[i] * ntc + (size_t)pairs[i + 1]] = 1;
	for (t = 0; t < ntc; t++)
		free(tcruns[t]);
	free(tcruns);
	free(ntcruns);
	free(pairs);
	buf_free(&b);
}

static void
pool_free(struct pool *p)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		claim_expr_free(p->v[i].e);
		free(p->v[i].text);
	}
	free(p->v);
	free(p->val);
	free(p->all);
	free(p->used);
	strtab_free(&p->seen);
}

/* The sentence (or table row) around byte off, and the last heading. */
static void
context(const struct report *r, const struct unbound *u, struct buf *ctx,
    struct buf *heading)
{
	static const char *const stops[] = {
		"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F", "\xEF\xBC\x9B",
		". ", "; ", "! ", "? "
	};
	size_t ls = r->lines[u->line - 1];
	size_t le = u->line < r->nlines ? r->lines[u->line] : r->len;
	size_t s = ls, e = le, i, k, l;

	while (ls < le && (r->src[ls] == ' ' || r->src[ls] == '>'))
		ls++;
	if (ls < le && r->src[ls] != '|') {
		for (i = ls; i < le; i++)
			for (k = 0; k < sizeof(stops) / sizeof(stops[0]); k++) {
				size_t n = strlen(stops[k]);

				if (i + n > le || memcmp(r->src + i, stops[k], n))
					continue;
				if (i + n <= u->byte - r->bom)
					s = i + n;
				else if (i >= u->byte - r->bom + strlen(u->text) &&
				    e == le)
					e = i;
			}
	}
	buf_add(ctx, r->src + s, e - s);
	for (l = u->line; l > 0; l--) {
		size_t a = r->lines[l - 1];
		size_t b = l < r->nlines ? r->lines[l] : r->len;

		if (r->src[a] == '#') {
			buf_add(heading, r->src + a, b - a);
			break;
		}
	}
	if (heading->data == NULL)
		buf_adds(heading, "");
}

static int
word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9');
}

/* Whether text holds w as a word (ASCII case ignored): "on", not "json". */
static int
contains(const char *text, const char *w)
{
	size_t n = strlen(w), i, j;

	for (i = 0; text[i] != '\0'; i++) {
		if (i > 0 && word_char(text[i - 1]))
			continue;
		for (j = 0; j < n; j++) {
			char a = text[i + j], b = w[j];

			if (a >= 'A' && a <= 'Z')
				a = (char)(a - 'A' + 'a');
			if (b >= 'A' && b <= 'Z')
				b = (char)(b - 'A' + 'a');
			if (a != b)
				break;
		}
		if (j == n && !word_char(text[i + n]))
			return 1;
	}
	return 0;
}

/*
 * Whether the sentence speaks of every metric of an expression: names
 * one of each metric's words (3 letters or more, "per" aside).  All or
 * nothing, so that a ratio with one named metric does not outrank the
 * named metric alone.
 */
static int
metric_words(const char *ctx, const struct cand *c)
{
	char word[128];
	size_t i, n;
	int score = 0, named;
	const char *p, *q;

	for (i = 0; i < c->nnames; i++) {
		named = 0;
		for (p = c->names[i]; *p != '\0' && !named; p = *q ? q + 1 : q) {
			for (q = p; *q != '\0' && *q != '.' && *q != '_'; q++)
				;
			n = (size_t)(q - p);
			if (n < 3 || n >= sizeof(word))
				continue;
			memcpy(word, p, n);
			word[n] = '\0';
			if (strcmp(word, "per") != 0)
				named = contains(ctx, word);
		}
		if (!named)
			return 0;
		score = 1;
	}
	return score;
}

/* Size of an expression, then length of its text: shorter is simpler. */
static int
simplicity(const struct cand *c)
{
	return c->complexity * 64 + (int)(strlen(c->text) < 63 ?
	    strlen(c->text) : 63);
}

/* Keeps the three best picks, in order; counts every candidate. */
static void
offer(struct pick *top, size_t *n, const struct rank *r, const char *addr)
{
	size_t i, at;

	for (at = 0; at < *n && !better(r, &top[at].r); at++)
		;
	if (at >= 3)
		return;
	if (*n == 3)
		free(top[2].addr);
	else
		(*n)++;
	for (i = *n - 1; i > at; i--)
		top[i] = top[i - 1];
	top[at].r = *r;
	top[at].addr = xstrdup(addr);
}

/* The value the written form compares, or NAN when it cannot. */
static double
compare(enum numkind k, int sign, int cmp, double b, double a)
{
	if (!cmp)
		return k == NUM_PERCENT || k == NUM_PP ? b * 100 : b;
	switch (k) {
	case NUM_PERCENT:
		return a != 0 ? (b / a - 1) * 100 : NAN;
	case NUM_PP:
		return (b - a) * 100;
	case NUM_RATIO:
		return a != 0 ? b / a : NAN;
	default:
		return sign != 0 ? b - a : NAN;
	}
}

static void
suggest_one(const struct report *r, const struct runset *rs,
    const struct pool *p, struct unbound *u)
{
	struct pick top[4];
	size_t ntop = 0, order = 0, t, gi, hi, g, h, c, total, ng;
	const uint32_t *gs;
	int *words = xcalloc(p->n + 1, sizeof(*words));
	struct buf ctx = {0}, head = {0}, addr = {0};
	static const char *const runs_words[] = {
		"run", "rep", "\xE8\xBF\x90\xE8\xA1\x8C",	/* 运行 */
		"\xE9\x87\x8D\xE5\xA4\x8D",			/* 重复 */
		"\xEC\x8B\xA4\xED\x96\x89"			/* 실행 */
	};
	struct written w;
	struct rank rk;
	int i, runs_word = 0;

	memset(top, 0, sizeof(top));
	if (!claim_number_read(u->text, strlen(u->text), 0, &w) ||
	    w.end != strlen(u->text) || w.unread) {
		free(words);
		return;	/* a range, text that reads otherwise, or 2천만 */
	}
	context(r, u, &ctx, &head);
	/* A sentence that speaks of runs makes a count of runs likely. */
	for (i = 0; i < (int)(sizeof(runs_words) / sizeof(runs_words[0])); i++)
		if (strstr(ctx.data, runs_words[i]) != NULL)
			runs_word = 1;
	/* Metric words depend on the sentence only, not the test case. */
	for (c = 0; c < p->n; c++)
		words[c] = metric_words(ctx.data, &p->v[c]);
	for (t = 0; t < rs->tcs.len; t++) {
		const char *tc = rs->tcs.strs[t];

		/*
		 * The heading's test case, then one the sentence names: a
		 * sentence often names another case to compare with ("与
		 * TC-5 同方向"), while the heading names its own.
		 */
		rk.heading = text_names_id(head.data, tc) ? 2 :
		    text_names_id(ctx.data, tc) ? 1 : 0;
		/* Counts of runs: unsigned whole numbers only. */
		if (w.kind == NUM_PLAIN && w.sign == 0 && w.decimals == 0) {
			total = 0;
			for (g = 0; g < rs->ngroups; g++) {
				if (rs->groups[g].tc != t)
					continue;
				total += rs->groups[g].len;
				if (claim_verdict(w.value, w.half,
				    (double)rs->groups[g].len) != VERDICT_OK)
					continue;
				addr.len = 0;
				buf_printf(&addr, "%s/%s/@n", tc,
				    rs->cfgs.strs[rs->groups[g].cfg]);
				rk.context = contains(ctx.data,
				    rs->cfgs.strs[rs->groups[g].cfg]) + runs_word;
				rk.form = 1;
				rk.simple = -64;
				rk.order = order++;
				offer(top, &ntop, &rk, addr.data);
			}
			if (claim_verdict(w.value, w.half, (double)total) ==
			    VERDICT_OK) {
				addr.len = 0;
				buf_printf(&addr, "%s/*/@n", tc);
				rk.context = runs_word;
				rk.form = 1;
				rk.simple = -64;
				rk.order = order++;
				offer(top, &ntop, &rk, addr.data);
			}
		}
		/* Every run of the test case: tc/ * / expr. */
		for (c = 0; c < p->n; c++) {
			double v = p->all[c * rs->tcs.len + t];

			if (isnan(v) || claim_verdict(w.value, w.half,
			    compare(w.kind, w.sign, 0, v, 0)) != VERDICT_OK)
				continue;
			addr.len = 0;
			buf_printf(&addr, "%s/*/%s", tc, p->v[c].text);
			rk.context = words[c] + p->used[c * rs->tcs.len + t];
			rk.form = w.sign == 0;
			rk.simple = -simplicity(&p->v[c]) - 64;
			rk.order = order++;
			offer(top, &ntop, &rk, addr.data);
		}
		gs = runs_tc_groups(rs, (uint32_t)t, &ng);
		for (c = 0; c < p->n; c++) {
			for (gi = 0; gi < ng; gi++) {
				double vb, v;
				const char *cb;

				g = gs[gi];
				vb = p->val[c * rs->ngroups + g];
				cb = rs->cfgs.strs[rs->groups[g].cfg];
				if (isnan(vb))
					continue;
				/* One config. */
				v = compare(w.kind, w.sign, 0, vb, 0);
				if (claim_verdict(w.value, w.half, v) ==
				    VERDICT_OK) {
					addr.len = 0;
					buf_printf(&addr, "%s/%s/%s", tc, cb,
					    p->v[c].text);
					rk.context = words[c] + contains(ctx.data,
					    cb) + p->used[c * rs->tcs.len + t];
					rk.form = w.sign == 0;
					rk.simple = -simplicity(&p->v[c]);
					rk.order = order++;
					offer(top, &ntop, &rk, addr.data);
				}
				/* B~A, each other config as the baseline. */
				for (hi = 0; hi < ng; hi++) {
					double va;
					const char *ca;

					h = gs[hi];
					va = p->val[c * rs->ngroups + h];
					if (h == g || isnan(va))
						continue;
					v = compare(w.kind, w.sign, 1, vb, va);
					if (isnan(v) || claim_verdict(w.value,
					    w.half, v) != VERDICT_OK)
						continue;
					ca = rs->cfgs.strs[rs->groups[h].cfg];
					addr.len = 0;
					buf_printf(&addr, "%s/%s~%s/%s", tc, cb,
					    ca, p->v[c].text);
					rk.context = words[c] + contains(ctx.data,
					    cb) + contains(ctx.data, ca) +
					    p->used[c * rs->tcs.len + t];
					rk.form = w.sign != 0;
					rk.simple = -simplicity(&p->v[c]);
					rk.order = order++;
					offer(top, &ntop, &rk, addr.data);
				}
			}
		}
	}
	/* Counts over every test case, as in [48](ev:ALL/ALL/@n). */
	if (w.kind == NUM_PLAIN && w.sign == 0 && w.decimals == 0 &&
	    claim_verdict(w.value, w.half, (double)rs->nruns) == VERDICT_OK) {
		rk.heading = 0;
		rk.context = 1 + runs_word;
		rk.form = 1;
		rk.simple = -64;
		rk.order = order++;
		offer(top, &ntop, &rk, "*/*/@n");
	}
	for (i = 0; i < (int)ntop; i++)
		u->suggest[i] = top[i].addr;
	u->nsuggest = (int)ntop;
	/*
	 * Unique: the first outranks the second, and something beyond the
	 * value speaks for it (the heading or the sentence): a number that
	 * merely equals some ratio is a coincidence, not evidence.
	 */
	u->unique = ntop > 0 && (top[0].r.heading || top[0].r.context > 0) &&
	    (ntop == 1 || !same_rank(&top[0].r, &top[1].r));
	free(words);
	buf_free(&ctx);
	buf_free(&head);
	buf_free(&addr);
}

void
report_suggest(struct report *r, const struct runset *rs)
{
	struct pool p;
	size_t i;

	if (rs == NULL || rs->ngroups == 0)
		return;
	memset(&p, 0, sizeof(p));
	build(&p, r, rs);
	for (i = 0; i < r->nunbound; i++)
		suggest_one(r, rs, &p, &r->unbound[i]);
	pool_free(&p);
}

void
report_claim_markdown(struct buf *b, const char *text, const char *addr)
{
	int angle = strpbrk(addr, " ()<>") != NULL;

	buf_printf(b, "[%s](%sev:%s%s)", text, angle ? "<" : "", addr,
	    angle ? ">" : "");
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
		size_t n = strlen(u->text), off = u->byte - r->bom;

		if (u->nsuggest == 0 || !u->unique || u->in_link ||
		    off < at || off + n > r->len ||
		    memcmp(r->src + off, u->text, n) != 0)
			continue;
		buf_add(&b, r->src + at, off - at);
		report_claim_markdown(&b, u->text, u->suggest[0]);
		at = off + n;
		(*bound)++;
	}
	buf_add(&b, r->src + at, r->len - at);
	return buf_take(&b);
}

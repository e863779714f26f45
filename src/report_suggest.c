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

struct cand {
	struct expr	*e;
	char		*text;		/* compact: "cg_pgsteal/cg_pgscan" */
	int		 complexity;
	const char	*names[8];	/* its metrics, for context matching */
	size_t		 nnames;
	long		 num;		/* a ratio of two metric candidates: */
	long		 den;		/* their indexes; -1 otherwise */
	int		 dim;		/* a bare metric's unit (enum dim), */
	double		 ufac;		/* its size in the base unit */
	const char	*upart;		/* and the name part that says it */
	long		 mid[8];	/* the candidates of its metrics, or -1 */
	struct expr	*pr;		/* a ratio a/b: median(a/b), per run */
	char		*prtext;
};

struct pool {
	struct cand	*v;
	size_t		 n;
	size_t		 cap;
	double		*val;		/* [cand * ngroups + group], NAN: none */
	struct strtab	 seen;		/* candidate texts, to add each once */
	double		*all;		/* [cand * ntcs + tc]: over tc/ * */
	unsigned char	*used;		/* [cand * ntcs + tc]: a claim uses it */
	double		*vmin;		/* [cand * ntcs + tc]: the least and */
	double		*vmax;		/* greatest median of its groups */
	uint32_t	**tcruns;	/* every run of each test case */
	size_t		 ntc;
	size_t		*ntcruns;
	double		*stv;		/* [(cand * ngroups + group) * 4 + k]: */
	unsigned char	*sthave;	/* mean, min, max, sum, once computed */
};

/* A candidate's rank; larger is better. */
struct rank {
	int	heading;	/* the heading names the test case */
	int	fine;		/* the number as written carries a digit of */
				/* the value: not "0" for 0.24, "1" for 0.6 */
	int	context;	/* configs and metric words in the sentence, and
				   whether the report uses this expression here */
	int	near;		/* minus the bytes between the metric word and */
				/* the number, when next to it */
	int	form;		/* the selection the written form suggests: a
				   comparison for a signed number */
	int	simple;		/* minus the expression's size */
	size_t	order;		/* generation order, for ties */
};

/* The evidence for one candidate, as rank and as words. */
struct ev {
	int		 tc;		/* 4 the words next to the number name */
					/* it, 3 the heading or the section's */
					/* tables, 2 the words since the */
					/* previous number, 1 the sentence */
	int		 sectable;	/* the section's tables name it */
	const char	*tcword;
	int		 metric;	/* metric_level */
	const char	*mword;
	size_t		 mwlen;		/* its bytes; 0: all of it */
	int		 unit;		/* the written unit fits the metric's */
	int		 conv;		/* converted to it (ms to s) */
	int		 cfg;		/* cfg_level, summed over the configs */
	const char	*cword[2];
	int		 stat;		/* the words name its statistic */
	const char	*sword;
	int		 rep;		/* the line names its run */
	int		 unsaid;	/* a statistic only the value names */
	int		 every;		/* tc/ *: the value of every config */
	int		 median_of;	/* the median of a config whose one run */
					/* the section's table shows */
	int		 used;		/* the report uses it in this test case */
};

struct pick {
	struct rank	 r;
	char		*addr;
	char		*why;
	struct ev	 ev;
};

static void	metric_unit(const char *, int *, double *, const char **);

static int
better(const struct rank *a, const struct rank *b)
{
	if (a->heading != b->heading)
		return a->heading > b->heading;
	if (a->fine != b->fine)
		return a->fine > b->fine;
	if (a->context != b->context)
		return a->context > b->context;
	if (a->near != b->near)
		return a->near > b->near;
	if (a->form != b->form)
		return a->form > b->form;
	if (a->simple != b->simple)
		return a->simple > b->simple;
	return a->order < b->order;
}

static int
same_rank(const struct rank *a, const struct rank *b)
{
	return a->heading == b->heading && a->fine == b->fine &&
	    a->context == b->context && a->near == b->near &&
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
	p->v[p->n].pr = NULL;
	p->v[p->n].prtext = NULL;
	p->v[p->n].e = a->expr;
	a->expr = NULL;
	claim_addr_free(a);
	p->v[p->n].text = buf_take(&t);
	p->v[p->n].complexity = size_of(p->v[p->n].e);
	p->v[p->n].nnames = claim_expr_metrics(p->v[p->n].e,
	    p->v[p->n].names, 8);
	if (p->v[p->n].nnames > 8)
		p->v[p->n].nnames = 8;
	p->v[p->n].dim = 0;
	p->v[p->n].ufac = 1;
	p->v[p->n].upart = NULL;
	for (i = 0; i < p->v[p->n].nnames; i++) {
		long m = strtab_find(&p->seen, p->v[p->n].names[i],
		    strlen(p->v[p->n].names[i]));

		p->v[p->n].mid[i] = m;
	}
	if (p->v[p->n].complexity == 1 && p->v[p->n].nnames == 1)
		metric_unit(p->v[p->n].names[0], &p->v[p->n].dim,
		    &p->v[p->n].ufac, &p->v[p->n].upart);
	return (long)p->n++;
}

struct fill_job {
	const struct runset	*rs;
	struct pool		*p;
};

/*
 * The statistics of a bare metric over runs, as claim_eval_expr gives
 * them (the runs that have it; none: no value), from one read of its
 * values: out[0] the median, then the mean, min, max and sum.
 */
static void
bare_stats(const struct runset *rs, const uint32_t *runs, size_t n, long m,
    double *tmp, double out[5])
{
	static const enum statfn st[5] = {
		STAT_MEAN, STAT_MIN, STAT_MAX, STAT_SUM, STAT_MEDIAN
	};
	size_t k, i;

	k = m >= 0 ? runs_gather(rs, runs, n, (uint32_t)m, tmp) : 0;
	for (i = 0; i < 5; i++) {
		/* The median last: it may reorder the values. */
		double v = k > 0 ? stats_compute(st[i], tmp, k) : NAN;

		out[(i + 1) % 5] = isfinite(v) ? v : NAN;
	}
}

/*
 * Iteration c owns candidate c's values: its median in every group and
 * over every run of each test case, and for a bare metric its mean,
 * min, max and sum in every group.  Ratios of two metrics (num >= 0)
 * come after, from these.
 */
static void
value_one(void *arg, size_t c, unsigned w)
{
	const struct fill_job *j = arg;
	const struct runset *rs = j->rs;
	struct pool *p = j->p;
	size_t g, t, most = 1;
	double v, out[5], *tmp;
	long m;

	(void)w;
	if (p->v[c].num >= 0)
		return;
	if (p->v[c].e->op == EXPR_METRIC) {
		m = runs_metric_find(rs, p->v[c].e->name,
		    strlen(p->v[c].e->name));
		for (g = 0; g < rs->ngroups; g++)
			if (rs->groups[g].len > most)
				most = rs->groups[g].len;
		for (t = 0; t < p->ntc; t++)
			if (p->ntcruns[t] > most)
				most = p->ntcruns[t];
		tmp = xcalloc(most, sizeof(double));
		for (g = 0; g < rs->ngroups; g++) {
			size_t i = (c * rs->ngroups + g) * 4, k;

			bare_stats(rs, rs->groups[g].runs, rs->groups[g].len, m,
			    tmp, out);
			p->val[c * rs->ngroups + g] = out[0];
			for (k = 0; k < 4; k++) {
				p->stv[i + k] = out[k + 1];
				p->sthave[i + k] = 1;
			}
		}
		for (t = 0; t < p->ntc; t++) {
			bare_stats(rs, p->tcruns[t], p->ntcruns[t], m, tmp, out);
			p->all[c * p->ntc + t] = out[0];
		}
		free(tmp);
		return;
	}
	for (g = 0; g < rs->ngroups; g++) {
		if (!claim_eval_expr(rs, rs->groups[g].runs, rs->groups[g].len,
		    p->v[c].e, STAT_MEDIAN, &v))
			v = NAN;
		p->val[c * rs->ngroups + g] = v;
	}
	for (t = 0; t < p->ntc; t++) {
		if (!claim_eval_expr(rs, p->tcruns[t], p->ntcruns[t], p->v[c].e,
		    STAT_MEDIAN, &v))
			v = NAN;
		p->all[c * p->ntc + t] = v;
	}
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
					struct addr *a;
					char *err;

					p->v[c].num = idx[i];
					p->v[c].den = idx[j];
					/* The per-run ratio, searched near it. */
					b.len = 0;
					buf_printf(&b, "x/x/median(%s/%s)", used[i],
					    used[j]);
					a = claim_addr_parse(b.data, b.len, &err);
					if (a == NULL)
						free(err);
					else {
						p->v[c].pr = a->expr;
						a->expr = NULL;
						claim_addr_free(a);
						p->v[c].prtext = xstrdup(b.data + 4);
					}
				}
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
	p->tcruns = tcruns;
	p->ntcruns = ntcruns;
	p->ntc = ntc;
	free(p->val);
	p->val = xcalloc(p->n * (rs->ngroups ? rs->ngroups : 1),
	    sizeof(double));
	p->all = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->used = xcalloc(p->n * (ntc ? ntc : 1), 1);
	p->stv = xcalloc(p->n * rs->ngroups * 4 + 1, sizeof(double));
	p->sthave = xcalloc(p->n * rs->ngroups * 4 + 1, 1);
	/* Metrics and the report's expressions, on every core; then the
	   ratios of two, from their medians. */
	{
		struct fill_job fj;

		fj.rs = rs;
		fj.p = p;
		parallel_for(p->n, rs->nruns < 20000 ? 1 : 0, value_one, &fj);
	}
	for (i = 0; i < p->n; i++) {
		if (p->v[i].num < 0)
			continue;
		for (g = 0; g < rs->ngroups; g++) {
			double a = p->val[(size_t)p->v[i].num * rs->ngroups + g];
			double d = p->val[(size_t)p->v[i].den * rs->ngroups + g];

			p->val[i * rs->ngroups + g] = d != 0 ? a / d : NAN;
		}
		for (t = 0; t < ntc; t++) {
			double a = p->all[(size_t)p->v[i].num * ntc + t];
			double d = p->all[(size_t)p->v[i].den * ntc + t];

			p->all[i * ntc + t] = d != 0 ? a / d : NAN;
		}
	}
	for (i = 0; i + 1 < npairs; i += 2)
		p->used[(size_t)pairs[i] * ntc + (size_t)pairs[i + 1]] = 1;
	/* Each candidate's span of medians per test case, to skip most. */
	p->vmin = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->vmax = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	for (i = 0; i < p->n; i++)
		for (t = 0; t < ntc; t++) {
			const uint32_t *gs = runs_tc_groups(rs, (uint32_t)t, &m);
			double lo = NAN, hi = NAN;

			for (k = 0; k < m; k++) {
				double v = p->val[i * rs->ngroups + gs[k]];

				if (isnan(v))
					continue;
				if (isnan(lo) || v < lo)
					lo = v;
				if (isnan(hi) || v > hi)
					hi = v;
			}
			p->vmin[i * ntc + t] = lo;
			p->vmax[i * ntc + t] = hi;
		}
	free(pairs);
	buf_free(&b);
}

static void
pool_free(struct pool *p)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		claim_expr_free(p->v[i].e);
		claim_expr_free(p->v[i].pr);
		free(p->v[i].text);
		free(p->v[i].prtext);
	}
	for (i = 0; p->tcruns != NULL && i < p->ntc; i++)
		free(p->tcruns[i]);
	free(p->tcruns);
	free(p->ntcruns);
	free(p->v);
	free(p->val);
	free(p->all);
	free(p->used);
	free(p->vmin);
	free(p->vmax);
	free(p->stv);
	free(p->sthave);
	strtab_free(&p->seen);
}

/*
 * Words the report teaches (issue 13): what its bound tables' labels
 * say (a row link names an expression, a column link a config, the
 * top-left link a test case) and what an <!-- ev:words --> block
 * declares.  A number's sentence naming one of the words is evidence
 * for that expression, config or test case, in the report's language.
 */
struct lexword {
	char	*key;		/* a metric, expression, config or test case */
	char	*word;
	size_t	 ord;		/* the order taught, for lex_sort */
	int	 drop;		/* lex_prune: it goes */
	int	 taught;	/* 0 declared; by a table label: 1 a row, */
				/* 2 a column, 3 the top-left cell */
};

struct lexicon {
	struct lexword	*v;
	size_t		 n;
	size_t		 cap;
};

static void
lex_add(struct lexicon *lx, const char *key, size_t kn, const char *w,
    size_t wn, int taught)
{
	while (wn > 0 && (w[wn - 1] == ' ' || w[wn - 1] == '\t'))
		wn--;
	while (wn > 0 && (*w == ' ' || *w == '\t'))
		w++, wn--;
	while (kn > 0 && (key[kn - 1] == ' ' || key[kn - 1] == '\t'))
		kn--;
	while (kn > 0 && (*key == ' ' || *key == '\t'))
		key++, kn--;
	if (wn == 0 || kn == 0)
		return;
	xgrow(&lx->v, &lx->cap, lx->n + 1, sizeof(*lx->v));
	lx->v[lx->n].key = xstrndup(key, kn);
	lx->v[lx->n].word = xstrndup(w, wn);
	lx->v[lx->n].taught = taught;
	lx->v[lx->n].ord = lx->n;	/* the order taught */
	lx->v[lx->n].drop = 0;
	lx->n++;
}

static int
ascii_alpha(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/*
 * The words of a table label, "hot 재접근 (초)": each token of three
 * letters or more (ASCII) or two characters or more (other scripts),
 * digits alone and units in parentheses aside.  A long token of another
 * script counts by its first four characters: labels are noun phrases
 * ("每秒访问次数") that prose shortens ("每秒访问从...").
 */
static void
lex_label(struct lexicon *lx, const char *key, size_t kn, const char *t,
    size_t n, int kind)
{
	size_t i = 0, j, chars, cut;
	int paren = 0, ascii, alpha;

	while (i < n) {
		unsigned char c = (unsigned char)t[i];

		if (c == '(' || c == '[')
			paren++;
		if ((c == ')' || c == ']') && paren > 0)
			paren--;
		if (c < 0x80 && !ascii_alpha(c) && !(c >= '0' && c <= '9') &&
		    c != '_' && c != '-' && c != '.') {
			i++;
			continue;
		}
		/* A token: up to a space or ASCII punctuation. */
		ascii = 1;
		alpha = 0;
		chars = 0;
		cut = 0;
		for (j = i; j < n; ) {
			unsigned char d = (unsigned char)t[j];
			size_t l = 1;

			if (d < 0x80 && !ascii_alpha(d) && !(d >= '0' &&
			    d <= '9') && d != '_' && d != '-' && d != '.')
				break;
			if (d >= 0x80) {
				/* CJK punctuation (U+3000..U+303F, U+FF00..) ends it. */
				if (d == 0xE3 && j + 1 < n &&
				    (unsigned char)t[j + 1] == 0x80)
					break;
				if (d == 0xEF && j + 1 < n &&
				    ((unsigned char)t[j + 1] == 0xBC ||
				    (unsigned char)t[j + 1] == 0xBD))
					break;
				ascii = 0;
				l = d >= 0xF0 ? 4 : d >= 0xE0 ? 3 : 2;
				alpha = 1;
			} else if (ascii_alpha(d))
				alpha = 1;
			j += l;
			if (++chars == 4)
				cut = j;
		}
		if (j == i) {
			/* CJK punctuation: past the whole character. */
			i += c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
			continue;
		}
		if (!paren && alpha && ((ascii && chars >= 3) ||
		    (!ascii && chars >= 2)))
			lex_add(lx, key, kn, t + i, !ascii && cut ? cut - i :
			    j - i, kind);
		i = j;
	}
}

/* Reads the ev:words blocks and the bound tables' labels of the source. */
static void
lex_build(struct lexicon *lx, const struct report *r)
{
	size_t l;
	int fence = 0, block = 0;

	for (l = 0; l < r->nlines; l++) {
		const char *s = r->src + r->lines[l];
		const char *e = l + 1 < r->nlines ? r->src + r->lines[l + 1] :
		    r->src + r->len;
		const char *p = s, *q, *colon;

		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (e - p >= 3 && (!memcmp(p, "```", 3) || !memcmp(p, "~~~", 3))) {
			fence = !fence;
			continue;
		}
		if (fence)
			continue;
		while (e > p && (e[-1] == '\n' || e[-1] == '\r'))
			e--;
		if (!block && e - p >= 13 && !memcmp(p, "<!-- ev:words", 13)) {
			block = 1;
			p += 13;
		}
		if (block) {
			/* "KEY: word, word" lines, until "-->". */
			const char *end = e;

			for (q = p; q + 3 <= e; q++)
				if (!memcmp(q, "-->", 3)) {
					end = q;
					block = 0;
					break;
				}
			colon = memchr(p, ':', (size_t)(end - p));
			if (colon != NULL)
				for (q = colon + 1; q <= end; ) {
					const char *c = q;

					while (c < end && *c != ',' &&
					    !(end - c >= 3 && !memcmp(c,
					    "\xEF\xBC\x8C", 3)) &&
					    !(end - c >= 3 && !memcmp(c,
					    "\xE3\x80\x81", 3)))
						c++;
					lex_add(lx, p, (size_t)(colon - p), q,
					    (size_t)(c - q), 0);
					q = c + (c < end && *c == ',' ? 1 : 3);
				}
			continue;
		}
		if (p >= e || *p != '|')
			continue;
		/* The table's header links: [LABEL](ev:TC/SEL/EXPR). */
		for (q = p; q < e; q++) {
			const char *lb, *le, *a, *ae, *s1, *s2;

			if (*q != '[')
				continue;
			lb = q + 1;
			for (le = lb; le < e && *le != ']'; le++)
				;
			if (le + 5 >= e || memcmp(le, "](", 2) != 0)
				continue;
			a = le + 2;
			if (*a == '<')
				a++;
			if (e - a < 3 || memcmp(a, "ev:", 3) != 0)
				continue;
			a += 3;
			for (ae = a; ae < e && *ae != ')' && *ae != '>'; ae++)
				;
			q = ae;
			if (*a == '=')
				continue;
			s1 = memchr(a, '/', (size_t)(ae - a));
			if (s1 == NULL)
				continue;
			s2 = memchr(s1 + 1, '/', (size_t)(ae - s1 - 1));
			if (s2 == NULL)
				continue;
			if (s2 + 1 < ae && *(s2 + 1) != '@')
				lex_label(lx, s2 + 1, (size_t)(ae - s2 - 1),
				    lb, (size_t)(le - lb), 1);	/* a row */
			else if (s1 > a && s2 == s1 + 1)
				lex_label(lx, a, (size_t)(s1 - a), lb,
				    (size_t)(le - lb), 3);	/* top-left */
			else if (s1 == a && s2 > s1 + 1 &&
			    memchr(s1 + 1, '~', (size_t)(s2 - s1 - 1)) == NULL &&
			    memchr(s1 + 1, '#', (size_t)(s2 - s1 - 1)) == NULL &&
			    (s2 + 1 == ae))
				lex_label(lx, s1 + 1, (size_t)(s2 - s1 - 1),
				    lb, (size_t)(le - lb), 2);	/* a column */
		}
	}
}

/*
 * A row's word that a top-left cell or a column also teaches names the
 * test case or config, not the metric ("[hot2](ev:tc2//)" and "队尾
 * hot2 每次访问周期数" on a row): it goes from the row.  A top-left or
 * column word taught for two test cases or configs ("[指标](ev:tc4//)",
 * "[指标](ev:tc7//)") names neither: it goes.  Declared words stay.
 */
/* Orders by key, word, then order taught. */
static int
lex_cmp_kw(const void *a, const void *b)
{
	const struct lexword *x = a, *y = b;
	int c = strcmp(x->key, y->key);

	if (c == 0)
		c = strcmp(x->word, y->word);
	if (c != 0)
		return c;
	return x->ord < y->ord ? -1 : x->ord > y->ord;
}

/* Orders by word, then order taught. */
static int
lex_cmp_w(const void *a, const void *b)
{
	const struct lexword *x = a, *y = b;
	int c = strcmp(x->word, y->word);

	if (c != 0)
		return c;
	return x->ord < y->ord ? -1 : x->ord > y->ord;
}

/* Drops the words marked, keeping the others' order. */
static void
lex_compact(struct lexicon *lx)
{
	size_t i, k = 0;

	for (i = 0; i < lx->n; i++) {
		if (lx->v[i].drop) {
			free(lx->v[i].key);
			free(lx->v[i].word);
		} else
			lx->v[k++] = lx->v[i];
	}
	lx->n = k;
}

static void
lex_prune(struct lexicon *lx, const struct runset *rs)
{
	size_t i, j, a, b;

	if (lx->n > 1)
		qsort(lx->v, lx->n, sizeof(*lx->v), lex_cmp_kw);
	/* A word taught twice for one key counts once, as first taught. */
	for (i = 1; i < lx->n; i++)
		if (!strcmp(lx->v[i].key, lx->v[i - 1].key) &&
		    !strcmp(lx->v[i].word, lx->v[i - 1].word))
			lx->v[i].drop = 1;
	lex_compact(lx);
	/* A row's word that names a test case ("重压吞吐（TC-1）"). */
	for (i = 0; i < lx->n; i++)
		for (j = 0; j < rs->tcs.len && lx->v[i].taught == 1; j++)
			if (text_names_id(lx->v[i].word, rs->tcs.strs[j]))
				lx->v[i].drop = 1;
	if (lx->n > 1)
		qsort(lx->v, lx->n, sizeof(*lx->v), lex_cmp_w);
	for (a = 0; a < lx->n; a = b) {
		size_t nonrow = 0;
		const char *key = NULL;
		int keys = 0;

		for (b = a; b < lx->n && !strcmp(lx->v[b].word, lx->v[a].word);
		    b++)
			if (lx->v[b].taught > 1) {
				nonrow++;
				if (key == NULL)
					key = lx->v[b].key;
				else if (strcmp(key, lx->v[b].key) != 0)
					keys = 2;
			}
		for (i = a; i < b; i++)
			if ((lx->v[i].taught == 1 && nonrow > 0) ||
			    (lx->v[i].taught > 1 && keys == 2))
				lx->v[i].drop = 1;
	}
	lex_compact(lx);
}

static int
lex_cmp(const void *a, const void *b)
{
	const struct lexword *x = a, *y = b;
	int c = strcmp(x->key, y->key);

	if (c != 0)
		return c;
	return x->ord < y->ord ? -1 : x->ord > y->ord;
}

/* By key, each key's words in the order the report teaches them. */
static void
lex_sort(struct lexicon *lx)
{
	if (lx->n > 1)
		qsort(lx->v, lx->n, sizeof(*lx->v), lex_cmp);
}

/* The first word taught for key, or lx->n: the words follow it. */
static size_t
lex_first(const struct lexicon *lx, const char *key)
{
	size_t lo = 0, hi = lx->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (strcmp(lx->v[mid].key, key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void
lex_free(struct lexicon *lx)
{
	size_t i;

	for (i = 0; i < lx->n; i++) {
		free(lx->v[i].key);
		free(lx->v[i].word);
	}
	free(lx->v);
}

static int
strncasecmp_ascii(const char *a, const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char x = a[i], y = b[i];

		if (x >= 'A' && x <= 'Z')
			x = (char)(x - 'A' + 'a');
		if (y >= 'A' && y <= 'Z')
			y = (char)(y - 'A' + 'a');
		if (x != y)
			return 1;
	}
	return 0;
}

static int
word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9');
}

/*
 * Whether text holds w as a word (ASCII case ignored): "on", not
 * "json".  With stem, w may start a longer word: "scan" in "scanning".
 */
static int
contains_word(const char *text, const char *w, int stem)
{
	size_t n = strlen(w), i, j;

	if (n == 0)
		return 0;
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
		if (j == n && (stem || !word_char(text[i + n])))
			return 1;
	}
	return 0;
}

static int
contains(const char *text, const char *w)
{
	return contains_word(text, w, 0);
}

/*
 * Whether text says w: an ASCII word as a word, other scripts anywhere
 * (Korean particles and Chinese have no spaces to find words by).
 */
static int
says(const char *text, const char *w)
{
	const char *p;

	for (p = w; *p != '\0'; p++)
		if ((unsigned char)*p >= 0x80)
			return strstr(text, w) != NULL;
	return contains(text, w);
}

/* Units (issue 13): a dimension and the size of the unit in a base one. */
enum dim { DIM_NONE, DIM_TIME, DIM_SIZE, DIM_RATE, DIM_PCT, DIM_COUNT };

struct unit {
	const char	*name;
	enum dim	 dim;
	double		 f;	/* time in ns, sizes in bytes */
};

/* Units as written after a number; the longest that fits is taken. */
static const struct unit written_units[] = {
	{ "ns", DIM_TIME, 1 }, { "us", DIM_TIME, 1e3 },
	{ "\xC2\xB5s", DIM_TIME, 1e3 }, { "\xCE\xBCs", DIM_TIME, 1e3 },
	{ "ms", DIM_TIME, 1e6 }, { "s", DIM_TIME, 1e9 },
	{ "sec", DIM_TIME, 1e9 }, { "secs", DIM_TIME, 1e9 },
	{ "second", DIM_TIME, 1e9 }, { "seconds", DIM_TIME, 1e9 },
	{ "min", DIM_TIME, 60e9 }, { "h", DIM_TIME, 3600e9 },
	{ "\xE7\xA7\x92", DIM_TIME, 1e9 },			/* 秒 */
	{ "\xEC\xB4\x88", DIM_TIME, 1e9 },			/* 초 */
	{ "\xE6\xAF\xAB\xE7\xA7\x92", DIM_TIME, 1e6 },		/* 毫秒 */
	{ "\xE5\xBE\xAE\xE7\xA7\x92", DIM_TIME, 1e3 },		/* 微秒 */
	{ "\xE7\xBA\xB3\xE7\xA7\x92", DIM_TIME, 1 },		/* 纳秒 */
	{ "\xE5\x88\x86\xE9\x92\x9F", DIM_TIME, 60e9 },		/* 分钟 */
	{ "\xEB\xB6\x84", DIM_TIME, 60e9 },			/* 분 */
	{ "\xE5\xB0\x8F\xE6\x97\xB6", DIM_TIME, 3600e9 },	/* 小时 */
	{ "\xEC\x8B\x9C\xEA\xB0\x84", DIM_TIME, 3600e9 },	/* 시간 */
	{ "B", DIM_SIZE, 1 }, { "KB", DIM_SIZE, 1024 },
	{ "KiB", DIM_SIZE, 1024 }, { "MB", DIM_SIZE, 1048576 },
	{ "MiB", DIM_SIZE, 1048576 }, { "GB", DIM_SIZE, 1073741824 },
	{ "GiB", DIM_SIZE, 1073741824 }, { "bytes", DIM_SIZE, 1 },
	{ "\xE5\xAD\x97\xE8\x8A\x82", DIM_SIZE, 1 },		/* 字节 */
	{ "\xEB\xB0\x94\xEC\x9D\xB4\xED\x8A\xB8", DIM_SIZE, 1 },	/* 바이트 */
	{ "pages", DIM_SIZE, 4096 }, { "page", DIM_SIZE, 4096 },
	{ "\xE9\xA1\xB5", DIM_SIZE, 4096 },			/* 页 */
	{ "\xED\x8E\x98\xEC\x9D\xB4\xEC\xA7\x80", DIM_SIZE, 4096 },	/* 페이지 */
	{ "ops/s", DIM_RATE, 1 }, { "/s", DIM_RATE, 1 },
	{ "MB/s", DIM_RATE, 1 }, { "iops", DIM_RATE, 1 },
	{ "IOPS", DIM_RATE, 1 },
	/* Counts: of runs, times, items. */
	{ "runs", DIM_COUNT, 1 }, { "reps", DIM_COUNT, 1 },
	{ "times", DIM_COUNT, 1 },
	{ "\xEB\xB2\x88", DIM_COUNT, 1 },			/* 번 */
	{ "\xED\x9A\x8C", DIM_COUNT, 1 },			/* 회 */
	{ "\xEA\xB1\xB4", DIM_COUNT, 1 },			/* 건 */
	{ "\xEA\xB0\x9C", DIM_COUNT, 1 },			/* 개 */
	{ "\xE6\xAC\xA1", DIM_COUNT, 1 },			/* 次 */
	{ "\xE6\x9D\xA1", DIM_COUNT, 1 },			/* 条 */
	{ "\xE5\x9B\x9E", DIM_COUNT, 1 },			/* 回 */
	{ "\xE4\xB8\xAA", DIM_COUNT, 1 },			/* 个 */
	{ "\xE8\xBD\xAE", DIM_COUNT, 1 },			/* 轮 */
	{ "jiffies", DIM_COUNT, 1 }
};

/* Count words that speak of runs: "3 runs", "48 条", "5회". */
static int
runs_unit(const char *name)
{
	static const char *const w[] = {
		"runs", "reps", "\xED\x9A\x8C", "\xE6\x9D\xA1", "\xE6\xAC\xA1",
		"\xEB\xB2\x88", "\xE8\xBD\xAE", "\xE5\x9B\x9E"	/* 回 */
	};
	size_t i;

	for (i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		if (strcmp(name, w[i]) == 0)
			return 1;
	return 0;
}

/* The unit written right after a number (one space at most), or NULL. */
static const struct unit *
unit_after(const char *s, size_t n)
{
	const struct unit *best = NULL;
	size_t i, k;

	if (n > 0 && *s == ' ')
		s++, n--;
	for (i = 0; i < sizeof(written_units) / sizeof(written_units[0]);
	    i++) {
		const char *u = written_units[i].name;

		k = strlen(u);
		if (k > n || memcmp(s, u, k) != 0)
			continue;
		/* ASCII units end at a non-letter: "s" is not "seen". */
		if ((unsigned char)u[0] < 0x80 && k < n &&
		    ascii_alpha((unsigned char)s[k]))
			continue;
		if (best == NULL || k > strlen(best->name))
			best = &written_units[i];
	}
	return best;
}

/*
 * A metric's unit, from its name's parts: lat_p99_ms, age_ms_before,
 * gen1_file_pages, zram_bytes, cpu_pct; "_per_" and a time is a rate.
 */
static void
metric_unit(const char *name, int *dim, double *f, const char **part)
{
	static const struct unit parts[] = {
		{ "ns", DIM_TIME, 1 }, { "us", DIM_TIME, 1e3 },
		{ "ms", DIM_TIME, 1e6 }, { "s", DIM_TIME, 1e9 },
		{ "sec", DIM_TIME, 1e9 }, { "secs", DIM_TIME, 1e9 },
		{ "bytes", DIM_SIZE, 1 }, { "kb", DIM_SIZE, 1024 },
		{ "kib", DIM_SIZE, 1024 }, { "mb", DIM_SIZE, 1048576 },
		{ "mib", DIM_SIZE, 1048576 }, { "gb", DIM_SIZE, 1073741824 },
		{ "gib", DIM_SIZE, 1073741824 }, { "pages", DIM_SIZE, 4096 },
		{ "pct", DIM_PCT, 1 }, { "percent", DIM_PCT, 1 },
		{ "mbps", DIM_RATE, 1 }, { "iops", DIM_RATE, 1 },
		{ "jiffies", DIM_COUNT, 1 }
	};
	const char *p = name, *q;
	size_t i, n;
	int per = 0;

	*dim = DIM_NONE;
	*f = 1;
	*part = NULL;
	for (; *p != '\0'; p = *q ? q + 1 : q) {
		for (q = p; *q != '\0' && *q != '_' && *q != '.'; q++)
			;
		n = (size_t)(q - p);
		if (n == 3 && !memcmp(p, "per", 3))
			per = 1;
		for (i = 0; i < sizeof(parts) / sizeof(parts[0]); i++)
			if (strlen(parts[i].name) == n &&
			    !memcmp(p, parts[i].name, n)) {
				*dim = per && parts[i].dim == DIM_TIME ? (int)
				    DIM_RATE : parts[i].dim;
				*f = parts[i].f;
				*part = parts[i].name;
			}
	}
}

/* Greatest common divisor of two whole doubles. */
static double
gcd(double a, double b)
{
	while (b >= 1) {
		double t = fmod(a, b);

		a = b;
		b = t;
	}
	return a;
}

/* The number, its sentence and the words around it. */
struct numctx {
	struct written	 w;
	struct written	 w2;		/* the upper end of a range A~B */
	int		 range;
	const struct unit *unit;	/* written after it, or NULL */
	char		*local;		/* since the previous number */
	char		*near;		/* its last 12 bytes: "TC-1 的 " */
	char		*before;	/* the sentence up to the number */
	char		*sent;		/* the whole sentence (or row) */
	char		*para;		/* the whole line */
	char		*head;		/* the last heading */
	const char	*sectc;		/* the one test case the section's */
					/* bound tables name, or NULL */
	enum statfn	 stat;		/* a statistic its words name */
	const char	*statword;
	uint32_t	 rep;		/* a run its line names (rep2), or 0 */
	int		 small;		/* a small whole number: a label? */
	int		 quoted;	/* its sentence quotes another source */
	const char	*secrun;	/* "before": the config of which the */
					/* section's table shows one run */
};

static char *
dup_range(const struct report *r, size_t s, size_t e)
{
	return xstrndup(r->src + s, e > s ? e - s : 0);
}

/*
 * The test case of the section from line l0 (a heading, or the top) to
 * the next heading: the one its bound tables name (ev:TC//, ev:TC//X),
 * or NULL when they name none or several.
 */
static char *
section_tc(const struct report *r, size_t l0, char **run)
{
	size_t l;
	char *tc = NULL;
	int fence = 0;

	for (l = l0; l < r->nlines; l++) {
		const char *s = r->src + r->lines[l];
		const char *e = l + 1 < r->nlines ? r->src + r->lines[l + 1] :
		    r->src + r->len;
		const char *q, *a, *b;

		if (l > l0 && *s == '#' && !fence)
			break;
		if (e - s >= 3 && (!memcmp(s, "```", 3) || !memcmp(s, "~~~", 3)))
			fence = !fence;
		if (fence || *s != '|')
			continue;
		for (q = s; q + 5 < e; q++) {
			if (memcmp(q, "](", 2) != 0)
				continue;
			a = q + 2 + (q[2] == '<');
			if (e - a < 4 || memcmp(a, "ev:", 3) != 0)
				continue;
			a += 3;
			for (b = a; b < e && *b != '/' && *b != ')' && *b != '>'; b++)
				;
			if (b == a || b >= e || *b != '/' || *a == '=' ||
			    (b - a == 1 && *a == '*'))
				continue;
			/* A top-left ev:TC/CFG#K/ shows one run of CFG. */
			{
				const char *h = b + 1, *he, *hash;

				for (he = h; he < e && *he != '/' && *he != ')' &&
				    *he != '>'; he++)
					;
				hash = memchr(h, '#', (size_t)(he - h));
				if (he + 1 < e && *he == '/' && (he[1] == ')' ||
				    he[1] == '>') && hash != NULL && hash > h &&
				    *run == NULL)
					*run = xstrndup(h, (size_t)(hash - h));
			}
			if (tc == NULL)
				tc = xstrndup(a, (size_t)(b - a));
			else if (strlen(tc) != (size_t)(b - a) ||
			    memcmp(tc, a, (size_t)(b - a)) != 0) {
				free(tc);
				return NULL;
			}
		}
	}
	return tc;
}

/*
 * Words that say the sentence's numbers are quoted from elsewhere (a
 * slide, the previous post) as they were: they are not the runs'.
 */
static int
quote_words(const char *s)
{
	static const char *const w[] = {
		"\xE5\x8E\x9F\xE6\xA0\xB7",		/* 原样 */
		"\xE5\x8E\x9F\xE6\x96\x87",		/* 原文 */
		"\xE7\x85\xA7\xE6\x8A\x84",		/* 照抄 */
		"\xE8\xBD\xAC\xE5\xBC\x95",		/* 转引 */
		"\xEC\x98\xAE\xEA\xB2\xA8 \xEC\xA0\x81",	/* 옮겨 적 */
		"\xEC\x9D\xB8\xEC\x9A\xA9",		/* 인용 */
		"verbatim", "quoted", "as quoted"
	};
	size_t i;

	for (i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		if (says(s, w[i]))
			return 1;
	return 0;
}

/*
 * Statistic words; the one closest before the number counts, in the
 * words since the previous number, else earlier in the sentence.
 */
static void
stat_words(struct numctx *n)
{
	static const struct {
		const char	*w;
		enum statfn	 st;
	} words[] = {
		{ "\xED\x8F\x89\xEA\xB7\xA0", STAT_MEAN },	/* 평균 */
		{ "\xE5\xB9\xB3\xE5\x9D\x87", STAT_MEAN },	/* 平均 */
		{ "mean", STAT_MEAN }, { "average", STAT_MEAN },
		{ "avg", STAT_MEAN },
		{ "\xEC\xB5\x9C\xEC\x86\x8C", STAT_MIN },	/* 최소 */
		{ "\xE6\x9C\x80\xE5\xB0\x8F", STAT_MIN },	/* 最小 */
		{ "\xE6\x9C\x80\xE5\xB0\x91", STAT_MIN },	/* 最少 */
		{ "min", STAT_MIN }, { "minimum", STAT_MIN },
		{ "lowest", STAT_MIN },
		{ "\xEC\xB5\x9C\xEB\x8C\x80", STAT_MAX },	/* 최대 */
		{ "\xE6\x9C\x80\xE5\xA4\xA7", STAT_MAX },	/* 最大 */
		{ "\xE6\x9C\x80\xE5\xA4\x9A", STAT_MAX },	/* 最多 */
		{ "max", STAT_MAX }, { "maximum", STAT_MAX },
		{ "highest", STAT_MAX },
		{ "\xED\x95\xA9\xEC\xB3\x90", STAT_SUM },	/* 합쳐 */
		{ "\xED\x95\xA9\xEA\xB3\x84", STAT_SUM },	/* 합계 */
		{ "\xE5\x90\x88\xE8\xAE\xA1", STAT_SUM },	/* 合计 */
		{ "\xE6\x80\xBB\xE8\xAE\xA1", STAT_SUM },	/* 总计 */
		{ "sum", STAT_SUM }, { "total", STAT_SUM }
	};
	size_t i, best = 0;
	const char *p;

	const char *text;
	int pass;

	n->stat = STAT_MEDIAN;
	n->statword = NULL;
	for (pass = 0; pass < 2 && n->statword == NULL; pass++) {
		text = pass ? n->before : n->local;
		for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
			const char *w = words[i].w;
			size_t k = strlen(w);

			for (p = text; (p = strstr(p, w)) != NULL; p++) {
				if ((unsigned char)w[0] < 0x80 && ((p > text &&
				    word_char(p[-1])) || word_char(p[k])))
					continue;
				if (n->statword == NULL ||
				    (size_t)(p - text) + 1 > best) {
					best = (size_t)(p - text) + 1;
					n->stat = words[i].st;
					n->statword = w;
				}
			}
		}
	}
}

/*
 * A single run the line names: "rep2", "run 2", "#2", "2회차",
 * "2번째", "第 2 次".  Returns the rep, or 0.
 */
static uint32_t
rep_words(const char *s)
{
	const char *p;
	char *end;
	unsigned long k;

	for (p = s; *p != '\0'; p++) {
		const char *d = NULL;

		if ((p == s || !word_char(p[-1])) &&
		    (!strncmp(p, "rep", 3) || !strncmp(p, "run", 3) ||
		    !strncmp(p, "Run", 3) || !strncmp(p, "Rep", 3))) {
			d = p + 3;
			if (*d == ' ' || *d == '#')
				d++;
		} else if (*p == '#' && (p == s || !word_char(p[-1])))
			d = p + 1;
		else if (!strncmp(p, "\xE7\xAC\xAC", 3)) {	/* 第 */
			d = p + 3;
			if (*d == ' ')
				d++;
		}
		if (d != NULL && *d >= '1' && *d <= '9') {
			k = strtoul(d, &end, 10);
			if (d[0] == '\0' || word_char(*end) ||
			    ((unsigned char)p[0] == 0xE7 && strncmp(end,
			    "\xE6\xAC\xA1", 3) && strncmp(end + (*end == ' '),
			    "\xE6\xAC\xA1", 3)))
				continue;
			if (k < 1000)
				return (uint32_t)k;
		}
		if (*p >= '1' && *p <= '9' && (p == s || !word_char(p[-1]))) {
			k = strtoul(p, &end, 10);
			if (k < 1000 && (!strncmp(end, "\xED\x9A\x8C\xEC\xB0\xA8",
			    6) || !strncmp(end, "\xEB\xB2\x88\xEC\xA7\xB8", 6)))
				return (uint32_t)k;	/* 회차, 번째 */
		}
	}
	return 0;
}

/*
 * What every number of a line shares, found once for the whole report
 * so that a number costs no more than its neighbourhood: the heading
 * over each line, the first line of its table, and each section's test
 * case and shown run.
 */
struct layout {
	size_t	 *head;		/* [line]: the heading's line, or SIZE_MAX */
	size_t	 *tab;		/* [line]: its table's first line, or SIZE_MAX */
	char	**sectc;	/* [heading line, or nlines for the top] */
	char	**secrun;
};

static int
table_line(const struct report *r, size_t l)
{
	size_t a = r->lines[l];
	size_t b = l + 1 < r->nlines ? r->lines[l + 1] : r->len;

	while (a < b && r->src[a] == ' ')
		a++;
	return a < b && r->src[a] == '|';
}

static void
layout_build(struct layout *ly, const struct report *r)
{
	size_t l, h = SIZE_MAX;

	ly->head = xcalloc(r->nlines + 1, sizeof(*ly->head));
	ly->tab = xcalloc(r->nlines + 1, sizeof(*ly->tab));
	ly->sectc = xcalloc(r->nlines + 1, sizeof(*ly->sectc));
	ly->secrun = xcalloc(r->nlines + 1, sizeof(*ly->secrun));
	ly->sectc[r->nlines] = section_tc(r, 0, &ly->secrun[r->nlines]);
	for (l = 0; l < r->nlines; l++) {
		if (r->src[r->lines[l]] == '#') {
			h = l;
			ly->sectc[l] = section_tc(r, l, &ly->secrun[l]);
		}
		ly->head[l] = h;
		ly->tab[l] = !table_line(r, l) ? SIZE_MAX :
		    l > 0 && ly->tab[l - 1] != SIZE_MAX ? ly->tab[l - 1] : l;
	}
}

static void
layout_free(struct layout *ly, const struct report *r)
{
	size_t l;

	for (l = 0; l <= r->nlines; l++) {
		free(ly->sectc[l]);
		free(ly->secrun[l]);
	}
	free(ly->head);
	free(ly->tab);
	free(ly->sectc);
	free(ly->secrun);
}

/* The start of the character at or after i (not inside a UTF-8 one). */
static size_t
char_start(const struct report *r, size_t i, size_t end)
{
	while (i < end && ((unsigned char)r->src[i] & 0xC0) == 0x80)
		i++;
	return i;
}

/* The bytes a number's words are sought in, either side of it. */
#define CTX_SENTENCE	1024
#define CTX_LINE	2048

/* Cell col (from 0) of the table line at ls..le, as [*a, *b). */
static int
table_cell(const struct report *r, size_t ls, size_t le, size_t col,
    size_t *a, size_t *b)
{
	size_t i = ls, k = 0;

	if (i < le && r->src[i] == '|')
		i++;
	for (; i < le; i++) {
		size_t j = i;

		while (j < le && r->src[j] != '|')
			j++;
		if (k++ == col) {
			*a = i;
			*b = j;
			return 1;
		}
		i = j;
	}
	return 0;
}

/*
 * A number in a table cell: its row and its column speak for it.  The
 * column's header counts as words next to the number (a config, a
 * statistic: "켬", "최대"), the row's first cell as words before it (the
 * metric), the whole row and header as its sentence.
 */
static void
table_context(const struct report *r, const struct layout *ly,
    const struct unbound *u, size_t ls, size_t le, struct numctx *n)
{
	size_t col = 0, i, l, hs = ls, he = le, a, b, ra, rb;
	size_t ub = u->byte - r->bom;	/* in src, which starts past a BOM */
	struct buf t = {0};

	/* A row too long to count its cells has no column here. */
	if (ub - ls > CTX_LINE * 32)
		return;
	for (i = ls + (r->src[ls] == '|'); i < ub; i++)
		if (r->src[i] == '|')
			col++;
	/* The header: the first line of the table. */
	l = ly->tab[u->line - 1];
	if (l != SIZE_MAX) {
		hs = r->lines[l];
		he = l + 1 < r->nlines ? r->lines[l + 1] : r->len;
		while (hs < he && r->src[hs] == ' ')
			hs++;
	}
	if (!table_cell(r, hs, he, col, &a, &b))
		a = b = hs;
	if (!table_cell(r, ls, le, 0, &ra, &rb))
		ra = rb = ls;
	buf_add(&t, r->src + a, b - a);
	buf_adds(&t, " ");
	buf_adds(&t, n->local);
	free(n->local);
	n->local = buf_take(&t);
	buf_add(&t, r->src + ra, rb - ra);
	buf_adds(&t, " ");
	buf_adds(&t, n->local);
	free(n->before);
	n->before = buf_take(&t);
	buf_add(&t, r->src + ls, le - ls);
	buf_adds(&t, " ");
	buf_add(&t, r->src + a, b - a);
	free(n->sent);
	n->sent = buf_take(&t);
}


/*
 * Whether line l (0-based) starts a block of its own: blank, a
 * heading, a table row, a list item, a fence or a thematic break.
 * A line that does not continues the paragraph before it.
 */
static int
line_starts_block(const struct report *r, size_t l)
{
	size_t a = r->lines[l];
	size_t b = l + 1 < r->nlines ? r->lines[l + 1] : r->len;
	size_t d;

	while (a < b && (r->src[a] == ' ' || r->src[a] == '\t' ||
	    r->src[a] == '>'))
		a++;
	if (a >= b || r->src[a] == '\n' || r->src[a] == '\r' ||
	    r->src[a] == '#' || r->src[a] == '|' || r->src[a] == '`' ||
	    r->src[a] == '~')
		return 1;
	if ((r->src[a] == '-' || r->src[a] == '*' || r->src[a] == '+' ||
	    r->src[a] == '=') && (a + 1 >= b || r->src[a + 1] == ' ' ||
	    r->src[a + 1] == r->src[a]))
		return 1;
	for (d = a; d < b && r->src[d] >= '0' && r->src[d] <= '9'; d++)
		;
	return d > a && d < b && (r->src[d] == '.' || r->src[d] == ')') &&
	    (d + 1 >= b || r->src[d + 1] == ' ');
}

/* The bytes of line l and of up to 3 lines each way of its paragraph. */
static void
para_lines(const struct report *r, size_t l, size_t *start, size_t *end)
{
	size_t a = l, b = l, k;

	for (k = 0; k < 3 && a > 0 && !line_starts_block(r, a) &&
	    !line_starts_block(r, a - 1); k++)
		a--;
	for (k = 0; k < 3 && b + 1 < r->nlines && !line_starts_block(r, b + 1);
	    k++)
		b++;
	*start = r->lines[a];
	*end = b + 1 < r->nlines ? r->lines[b + 1] : r->len;
}

/* Fills n for unbound number u; zero when it reads as no number. */
static int
numctx_make(const struct report *r, const struct layout *ly,
    const struct unbound *u, struct numctx *n)
{
	static const char *const stops[] = {
		"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F", "\xEF\xBC\x9B",
		". ", "; ", "! ", "? ", ".\n", ";\n", "!\n", "?\n", ".\r",
		";\r", "!\r", "?\r"
	};
	size_t ls = r->lines[u->line - 1];
	size_t le = u->line < r->nlines ? r->lines[u->line] : r->len;
	size_t s, e, i, k, l, tl = strlen(u->text), loc, pos, ws, we, ps, pe;
	size_t pls, ple;
	size_t ub = u->byte - r->bom;	/* in src, which starts past a BOM */
	struct numtok t;

	memset(n, 0, sizeof(*n));
	pos = 0;
	if (!claim_number_next(u->text, tl, &pos, &t) || t.start != 0 ||
	    t.end != tl || t.a.unread || (t.is_range && t.b.unread))
		return 0;	/* text that reads otherwise, or 2천만 */
	n->w = t.a;
	n->w2 = t.b;
	n->range = t.is_range;
	while (ls < le && (r->src[ls] == ' ' || r->src[ls] == '>'))
		ls++;
	/*
	 * A sentence wrapped over lines (a soft break) is one sentence: the
	 * words of the lines around count as the line's own, up to a few
	 * lines each way, within the paragraph.
	 */
	if (ls < le && r->src[ls] != '|')
		para_lines(r, u->line - 1, &pls, &ple);
	else {
		pls = ls;
		ple = le;
	}
	/*
	 * Its neighbourhood only: a line of 10,000 numbers must not cost
	 * each of them the whole line.
	 */
	ws = ub > pls + CTX_SENTENCE ? char_start(r, ub -
	    CTX_SENTENCE, ub) : pls;
	we = ub + tl + CTX_SENTENCE < ple ? char_start(r, ub + tl +
	    CTX_SENTENCE, ple) : ple;
	ps = ub > pls + CTX_LINE ? char_start(r, ub - CTX_LINE,
	    ub) : pls;
	pe = ub + tl + CTX_LINE < ple ? char_start(r, ub + tl +
	    CTX_LINE, ple) : ple;
	s = ws;
	e = we;
	if (ls < le && r->src[ls] != '|') {
		for (i = ws; i < we; i++)
			for (k = 0; k < sizeof(stops) / sizeof(stops[0]); k++) {
				size_t m = strlen(stops[k]);

				if (i + m > we || memcmp(r->src + i, stops[k], m))
					continue;
				if (i + m <= ub)
					s = i + m;
				else if (i >= ub + tl && e == we)
					e = i;
			}
	} else {
		/* A table row: the cell; the row's first cell below. */
		size_t c0 = ub;

		while (c0 > ws && r->src[c0 - 1] != '|')
			c0--;
		s = c0;
	}
	/* The local words: back to the previous number of the sentence. */
	loc = s;
	for (i = s; i < ub; ) {
		size_t p2 = i;
		struct numtok t2;

		if (!claim_number_next(r->src, ub, &p2, &t2))
			break;
		if (t2.end <= ub)
			loc = t2.end;
		i = p2 > i ? p2 : i + 1;
	}
	n->local = dup_range(r, loc, ub);
	{
		size_t nb = ub - loc > 12 ? ub - 12 : loc;

		/* Not in the middle of a UTF-8 sequence. */
		while (nb < ub && ((unsigned char)r->src[nb] & 0xC0) == 0x80)
			nb++;
		n->near = dup_range(r, nb, ub);
	}
	n->before = dup_range(r, s, ub);
	n->sent = dup_range(r, s, e);
	n->para = dup_range(r, ps, pe);
	if (r->src[ls] == '|')
		table_context(r, ly, u, ls, le, n);
	{
		size_t from = ub + (n->range ? t.b.num_end : t.a.num_end);

		n->unit = unit_after(r->src + from, from < le ? le - from : 0);
	}
	l = ly->head[u->line - 1];
	if (l != SIZE_MAX)
		n->head = dup_range(r, r->lines[l], l + 1 < r->nlines ?
		    r->lines[l + 1] : r->len);
	else
		n->head = xstrdup("");
	n->sectc = ly->sectc[l != SIZE_MAX ? l : r->nlines];
	n->secrun = ly->secrun[l != SIZE_MAX ? l : r->nlines];
	stat_words(n);
	n->quoted = quote_words(n->sent);
	/* A run named in the sentence, or earlier in the paragraph. */
	n->rep = rep_words(n->sent);
	if (n->rep == 0) {
		char *pb = dup_range(r, ps, ub);

		n->rep = rep_words(pb);
		free(pb);
	}

	n->small = n->w.kind == NUM_PLAIN && n->w.decimals == 0 &&
	    n->w.scale == 1 && fabs(n->w.value) < 100;
	return 1;
}

static void
numctx_free(struct numctx *n)
{
	free(n->local);
	free(n->near);
	free(n->before);
	free(n->sent);
	free(n->para);
	free(n->head);

}

static int	ends_part(const char *, const char *);

/*
 * How near the number its words name an expression's metrics: 4 in
 * the words since the previous number, 3 earlier in the sentence, 2
 * after it in the sentence, 1 elsewhere in the line; 0 when some
 * metric goes unnamed (all or nothing, so that a ratio with one named
 * metric does not outrank the named metric alone).  A metric is named
 * by a part of its name (3 letters or more, "per" aside) or by a word
 * the report teaches for it (or for the whole expression).  *word is
 * the word found, for the "why".
 */
static int
named_in(const char *text, const struct cand *c, const struct lexicon *lx,
    const char **word, size_t *wlen)
{
	char part[128];
	size_t i, k, n, flen = 0;
	const char *p, *q, *found = NULL;
	int named;

	for (k = lex_first(lx, c->text); k < lx->n &&
	    strcmp(lx->v[k].key, c->text) == 0; k++)
		if (says(text, lx->v[k].word)) {
			*word = lx->v[k].word;
			*wlen = 0;
			return 1;
		}
	if (c->nnames == 0)
		return 0;
	for (i = 0; i < c->nnames; i++) {
		named = 0;
		for (p = c->names[i]; *p != '\0' && !named; p = *q ? q + 1 : q) {
			for (q = p; *q != '\0' && *q != '.' && *q != '_'; q++)
				;
			n = (size_t)(q - p);
			if (n < 3 || n >= sizeof(part))
				continue;
			memcpy(part, p, n);
			part[n] = '\0';
			if (strcmp(part, "per") != 0 &&
			    contains_word(text, part, n >= 4)) {
				named = 1;
				if (found == NULL) {
					found = p;	/* the part, n bytes */
					flen = n;
				}
			}
		}
		if (!named && ends_part(text, c->names[i])) {
			named = 1;
			if (found == NULL) {
				found = c->names[i];
				flen = 0;
			}
		}
		for (k = lex_first(lx, c->names[i]); k < lx->n && !named &&
		    strcmp(lx->v[k].key, c->names[i]) == 0; k++)
			if (says(text, lx->v[k].word)) {
				named = 1;
				if (found == NULL) {
					found = lx->v[k].word;
					flen = 0;
				}
			}
		if (!named)
			return 0;
	}
	*word = found;
	*wlen = flen;
	return 1;
}

/*
 * Whether text holds an ASCII word of 4 letters or more that ends a
 * part of the metric's name: "steal" for cg_pgsteal, "fault" for
 * majfault.
 */
static int
ends_part(const char *text, const char *name)
{
	const char *t, *p, *q;
	size_t n, m;

	for (t = text; *t != '\0'; ) {
		if (!ascii_alpha((unsigned char)*t)) {
			t++;
			continue;
		}
		for (n = 0; ascii_alpha((unsigned char)t[n]); n++)
			;
		if (n >= 4 && (t == text || !word_char(t[-1])) &&
		    !word_char(t[n]))
			for (p = name; *p != '\0'; p = *q ? q + 1 : q) {
				for (q = p; *q != '\0' && *q != '.' &&
				    *q != '_'; q++)
					;
				m = (size_t)(q - p);
				if (m > n && !strncasecmp_ascii(p + m - n, t, n))
					return 1;
			}
		t += n;
	}
	return 0;
}

static int
metric_level(const struct numctx *n, const struct cand *c,
    const struct lexicon *lx, const char **word, size_t *wlen, int *dist)
{
	*word = NULL;
	*wlen = 0;
	*dist = 0;
	if (named_in(n->local, c, lx, word, wlen)) {
		/*
		 * How far before the number: the shortest tail of the words
		 * that still names it ("p99 +0.7%" over "探针延迟 ... +0.7%").
		 */
		size_t lo = 0, hi = strlen(n->local), mid;
		const char *w2;
		size_t l2;

		while (lo < hi) {
			mid = (lo + hi + 1) / 2;
			if (named_in(n->local + mid, c, lx, &w2, &l2))
				lo = mid;
			else
				hi = mid - 1;
		}
		*dist = (int)(strlen(n->local) - lo);
		return 4;
	}
	if (named_in(n->before, c, lx, word, wlen))
		return 3;
	if (named_in(n->sent, c, lx, word, wlen))
		return 2;
	if (named_in(n->para, c, lx, word, wlen))
		return 1;
	return 0;
}

/* Whether text names id (a config or test case) or a word taught for it. */
static const char *
names_id(const char *text, const char *id, const struct lexicon *lx)
{
	size_t k;

	if (text == NULL || id == NULL)
		return NULL;
	if (text_names_id(text, id))
		return id;
	for (k = lex_first(lx, id); k < lx->n && strcmp(lx->v[k].key, id) == 0;
	    k++)
		if (says(text, lx->v[k].word))
			return lx->v[k].word;
	return NULL;
}

/* 2 when the words since the previous number name the config, 1 the sentence. */
static int
cfg_level(const struct numctx *n, const char *cfg, const struct lexicon *lx,
    const char **word)
{
	if ((*word = names_id(n->local, cfg, lx)) != NULL)
		return 2;
	if ((*word = names_id(n->sent, cfg, lx)) != NULL)
		return 1;
	return 0;
}

/* Size of an expression, then length of its text: shorter is simpler. */
static int
simplicity(const struct cand *c)
{
	return c->complexity * 64 + (int)(strlen(c->text) < 63 ?
	    strlen(c->text) : 63);
}


static int
ev_score(const struct ev *e)
{
	return e->metric * 2 + e->unit * 3 + e->cfg + e->stat * 3 +
	    e->rep * 3 + e->used;
}

static char *
ev_why(const struct ev *e, const struct numctx *n)
{
	struct buf b = {0};
	const char *sep = "";

	if (e->tc) {
		buf_printf(&b, "%s names %s", e->tc == 4 ?
		    "the text next to it" : e->sectable ? "the section's table" :
		    e->tc == 3 ? "heading" : e->tc == 2 ? "the clause" :
		    "sentence", e->tcword);
		sep = "; ";
	}
	if (e->metric) {
		buf_printf(&b, "%snamed '%.*s' (%s)", sep, e->mwlen > 0 &&
		    e->mwlen < 1024 ? (int)e->mwlen : (int)strlen(e->mword),
		    e->mword,
		    e->metric == 4 ? "next to the number" : e->metric == 3 ?
		    "before it" : e->metric == 2 ? "in the sentence" :
		    "in the line");
		sep = "; ";
	}
	if (e->unit) {
		buf_printf(&b, "%sunit '%s'", sep, n->unit != NULL ? n->unit->name : "%");
		sep = "; ";
	}
	if (e->cword[0]) {
		buf_printf(&b, "%sconfig word '%s'", sep, e->cword[0]);
		if (e->cword[1])
			buf_printf(&b, ", '%s'", e->cword[1]);
		sep = "; ";
	}
	if (e->stat) {
		buf_printf(&b, "%s%s '%s'", sep, n->range ? "range" :
		    "statistic word", e->sword);
		sep = "; ";
	}
	if (e->rep) {
		buf_printf(&b, "%sthe text names run %u", sep, n->rep);
		sep = "; ";
	}
	if (e->every) {
		buf_printf(&b, "%sthe value of every config", sep);
		sep = "; ";
	}
	if (e->median_of) {
		buf_printf(&b, "%sthe section's table shows one run of it", sep);
		sep = "; ";
	}
	if (e->unsaid) {
		buf_printf(&b, "%sonly the value names the statistic", sep);
		sep = "; ";
	}
	if (e->used)
		buf_printf(&b, "%sthe report uses it there", sep);
	if (b.len == 0)
		buf_adds(&b, "the value alone");
	return buf_take(&b);
}

/* Keeps the three best picks, in order. */
static void
offer(struct pick *top, size_t *n, struct rank *r, const char *addr,
    const struct ev *e, const struct numctx *nc, double v)
{
	size_t i, at;

	r->fine = !(fabs(v) < 2 * nc->w.half && v != nc->w.value);

	/*
	 * An address offered twice (the report's own use of it, and the
	 * search) is listed once, with the better of its two reasons.
	 */
	for (i = 0; i < *n && strcmp(top[i].addr, addr) != 0; i++)
		;
	if (i < *n) {
		if (!better(r, &top[i].r))
			return;
		free(top[i].addr);
		free(top[i].why);
		for (; i + 1 < *n; i++)
			top[i] = top[i + 1];
		(*n)--;
	}
	for (at = 0; at < *n && !better(r, &top[at].r); at++)
		;
	if (at >= 3)
		return;
	if (*n == 3) {
		free(top[2].addr);
		free(top[2].why);
	} else
		(*n)++;
	for (i = *n - 1; i > at; i--)
		top[i] = top[i - 1];
	top[at].r = *r;
	top[at].addr = xstrdup(addr);
	top[at].why = ev_why(e, nc);
	top[at].ev = *e;
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

/*
 * The conversion of candidate c to the written unit: *mul times its
 * value, *uev 1 when the units agree (same dimension).  Returns zero
 * when they cannot: a time written against a size.
 */
static int
convert(const struct numctx *n, const struct cand *c, double *mul,
    double *fm, double *fw, int *uev)
{
	*mul = *fm = *fw = 1;
	*uev = 0;
	/* Points compare fractions: a _pct metric's are its /100. */
	if (c->dim == DIM_PCT && (n->w.kind == NUM_PERCENT ||
	    n->w.kind == NUM_PP)) {
		*fw = 100;
		*mul = 0.01;
		return 1;	/* a % sign fits too many numbers to say much */
	}
	if (n->unit == NULL || n->unit->dim == DIM_COUNT) {
		if (n->unit != NULL && c->upart != NULL &&
		    strcmp(c->upart, n->unit->name) == 0)
			*uev = 1;	/* "0 jiffies" for kswapd_jiffies */
		return 1;
	}
	if (c->dim == DIM_NONE)
		return 1;
	if (c->dim != (int)n->unit->dim)
		return 0;
	*uev = 1;
	if (c->dim == DIM_TIME || c->dim == DIM_SIZE) {
		double g = gcd(c->ufac, n->unit->f);

		*fm = c->ufac / g;
		*fw = n->unit->f / g;
		*mul = *fm / *fw;
	}
	return 1;
}

/* The text of candidate c in the written unit: "age_ms/1000". */
static void
conv_text(struct buf *b, const struct cand *c, double fm, double fw)
{
	int paren = c->complexity > 1;

	if (fm == 1 && fw == 1) {
		buf_adds(b, c->text);
		return;
	}
	buf_printf(b, "%s%s%s", paren ? "(" : "", c->text, paren ? ")" : "");
	if (fm != 1)
		buf_printf(b, "*%.0f", fm);
	if (fw != 1)
		buf_printf(b, "/%.0f", fw);
}

/*
 * A statistic of candidate c over group g: the median, or the mean,
 * min, max or sum of a bare metric (build computed them before the
 * numbers are searched, so that the search only reads the pool).
 */
static double
stat_of(const struct runset *rs, const struct pool *p, size_t c, size_t g,
    enum statfn st)
{
	size_t k = st == STAT_MEAN ? 0 : st == STAT_MIN ? 1 :
	    st == STAT_MAX ? 2 : 3, i = (c * rs->ngroups + g) * 4 + k;

	if (st == STAT_MEDIAN)
		return p->val[c * rs->ngroups + g];
	return p->sthave[i] ? p->stv[i] : NAN;
}



static const char *
stat_name(enum statfn st)
{
	switch (st) {
	case STAT_MEAN: return "mean";
	case STAT_MIN: return "min";
	case STAT_MAX: return "max";
	case STAT_SUM: return "sum";
	default: return "median";
	}
}

/*
 * Whether some group's median of candidate c in test case t can fit
 * the number, alone (*single) or compared with another's (*cmp), from
 * the span of its medians: most candidates lie far off, and need not
 * be tried group by group.
 */
static void
reach(const struct numctx *n, const struct pool *p, size_t c, size_t t,
    double mul, int *single, int *cmp)
{
	double lo = p->vmin[c * p->ntc + t], hi = p->vmax[c * p->ntc + t];
	double w0, w1, k, x0, x1, slack = 1e-9 * fabs(n->w.value);

	*single = *cmp = 0;
	if (isnan(lo))
		return;
	w0 = n->w.value - 2 * n->w.half - slack;
	w1 = n->w.value + 2 * n->w.half + slack;
	k = mul * (n->w.kind == NUM_PERCENT || n->w.kind == NUM_PP ? 100 : 1);
	*single = !(hi * k < w0 || lo * k > w1);
	switch (n->w.kind) {
	case NUM_PERCENT:
	case NUM_RATIO:
		if (lo <= 0) {
			*cmp = 1;	/* signs mixed: no span to speak of */
			return;
		}
		x0 = lo / hi;
		x1 = hi / lo;
		if (n->w.kind == NUM_PERCENT) {
			x0 = (x0 - 1) * 100;
			x1 = (x1 - 1) * 100;
		}
		break;
	case NUM_PP:
		x0 = (lo - hi) * 100;
		x1 = (hi - lo) * 100;
		break;
	default:
		if (n->w.sign == 0)
			return;
		x0 = (lo - hi) * mul;
		x1 = (hi - lo) * mul;
		break;
	}
	*cmp = !(x1 < w0 || x0 > w1);
}

/* Fits: the written number gives ok for value v. */
static int
fits(const struct numctx *n, double v)
{
	/* Most values lie far off: no call for them. */
	if (isnan(v) || fabs(v - n->w.value) > 1.5 * n->w.half +
	    1e-9 * fabs(v))
		return 0;
	return claim_verdict(n->w.value, n->w.half, v) == VERDICT_OK;
}

/*
 * Whether --fix may bind on this evidence: the test case named, the
 * first ahead of the second, and something that names the number
 * beyond its value: a metric word, its unit, a config or statistic
 * next to it.  A small whole number needs a metric word or its unit:
 * "세대 1", "step 2", "2 nodes" are labels more often than values.
 */
static int
bindable(const struct pick *top, size_t ntop, const struct numctx *n)
{
	const struct ev *e = &top[0].ev;

	/*
	 * Not on evidence against it: a statistic only the value names,
	 * tc/ * where each config alone would do, the median where the
	 * section shows one run, a sentence that quotes another source.
	 */
	if (ntop == 0 || e->tc == 0 || e->unsaid || e->every ||
	    e->median_of || n->quoted)
		return 0;
	if (ntop > 1 && same_rank(&top[0].r, &top[1].r))
		return 0;
	/* A converted unit fits many a metric: it needs a word too. */
	if (n->small)
		return e->metric >= 2 || (e->unit && !e->conv);
	return e->metric >= 2 || (e->unit && !e->conv) || e->stat;
}

/* Which candidates the report teaches words for, by their whole text. */
static unsigned char *
lx_cands(const struct pool *p, const struct lexicon *lx)
{
	unsigned char *h = xcalloc(p->n + 1, 1);
	size_t c, k;

	for (c = 0; c < p->n; c++) {
		k = lex_first(lx, p->v[c].text);
		h[c] = k < lx->n && strcmp(lx->v[k].key, p->v[c].text) == 0;
	}
	return h;
}

/*
 * The per-run ratio median(a/b) of pair candidate c over runs, when the
 * ratio of medians v lies near the number (within a third: the two
 * differ by the runs' spread, and most pairs lie far off); NAN else.
 * It reads every run: callers ask only for pairs the sentence names, in
 * the test case named next to the number or by the heading.
 */
static double
per_run(const struct runset *rs, const struct pool *p, size_t c,
    const struct numctx *n, double v, const uint32_t *runs, size_t nr)
{
	double x = compare(n->w.kind, n->w.sign, 0, v, 0), y;

	if (p->v[c].pr == NULL || isnan(x) || fabs(x - n->w.value) >
	    fabs(n->w.value) / 3 + 2 * n->w.half)
		return NAN;
	if (!claim_eval_expr(rs, runs, nr, p->v[c].pr, STAT_MEDIAN, &y))
		return NAN;
	return y;
}

/*
 * How the number's words name test case tc: 4 right before it, 3 the
 * heading or the section's tables, 2 since the previous number, 1 the
 * sentence (or the only test case there is), 0 not at all.
 */
static int
tc_level(const struct numctx *n, const char *tc, const struct lexicon *lx,
    size_t ntc, const char **word, int *sectable)
{
	const char *w;
	int level = 0;

	if ((w = names_id(n->near, tc, lx)) != NULL)
		level = 4;
	else if ((w = names_id(n->head, tc, lx)) != NULL)
		level = 3;
	else if (n->sectc != NULL && strcmp(n->sectc, tc) == 0) {
		level = 3;
		w = tc;
		if (sectable != NULL)
			*sectable = 1;
	} else if ((w = names_id(n->local, tc, lx)) != NULL)
		level = 2;
	else if ((w = names_id(n->sent, tc, lx)) != NULL)
		level = 1;
	else if (ntc == 1) {
		level = 1;
		w = tc;
	}
	if (word != NULL)
		*word = w;
	return level;
}

static void
suggest_one(const struct report *r, const struct layout *ly,
    const struct runset *rs, const struct pool *p, const struct lexicon *lx,
    const unsigned char *haslex, struct unbound *u)
{
	struct pick top[4];
	size_t ntop = 0, order = 0, t, gi, hi, g, h, c, total, ng, ntc;
	const uint32_t *gs;
	int *mlev = xcalloc(p->n + 1, sizeof(*mlev));
	int *mdist = xcalloc(p->n + 1, sizeof(*mdist));
#define ET() do {							\
	if (etc != (long)c) {						\
		et.len = 0;						\
		conv_text(&et, &p->v[c], fm, fw);			\
		etc = (long)c;						\
	}								\
} while (0)
	const char **mword = xcalloc(p->n + 1, sizeof(*mword));
	size_t *mwlen = xcalloc(p->n + 1, sizeof(*mwlen));
	int *clev = xcalloc(rs->cfgs.len + 1, sizeof(*clev));
	int *tlev = xcalloc(rs->tcs.len + 1, sizeof(*tlev));
	size_t *tord = xcalloc(rs->tcs.len + 1, sizeof(*tord)), ti;
	const char **cword = xcalloc(rs->cfgs.len + 1, sizeof(*cword));
	struct buf addr = {0}, et = {0};
	struct numctx n;
	long etc = -1;
	struct rank rk;
	struct ev e;
	int i, runs_word = 0, count;
	const char *runs_said = NULL;	/* the word for runs it uses */
	static const char *const runs_words[] = {
		"run", "rep", "\xE8\xBF\x90\xE8\xA1\x8C",	/* 运行 */
		"\xE9\x87\x8D\xE5\xA4\x8D",			/* 重复 */
		"\xEC\x8B\xA4\xED\x96\x89"			/* 실행 */
	};

	memset(top, 0, sizeof(top));
	ntc = rs->tcs.len;
	if (!numctx_make(r, ly, u, &n)) {
		numctx_free(&n);
		goto out;
	}
	for (i = 0; i < (int)(sizeof(runs_words) / sizeof(runs_words[0])); i++)
		if (strstr(n.sent, runs_words[i]) != NULL) {
			runs_word = 1;
			runs_said = runs_words[i];
		}
	count = n.unit != NULL && runs_unit(n.unit->name);
	/*
	 * Each metric's words once; an expression is named when all of
	 * its metrics are (at the farthest one's level), unless the report
	 * teaches words for the expression itself.
	 */
	for (c = 0; c < p->n; c++) {
		const struct cand *cd = &p->v[c];
		size_t k;
		int direct = cd->complexity == 1 || haslex[c];

		for (k = 0; k < cd->nnames && !direct; k++)
			if (cd->mid[k] < 0 || (size_t)cd->mid[k] >= c)
				direct = 1;
		if (direct) {
			mlev[c] = metric_level(&n, cd, lx, &mword[c], &mwlen[c],
			    &mdist[c]);
			continue;
		}
		mlev[c] = 4;
		mdist[c] = 0;
		for (k = 0; k < cd->nnames; k++) {
			if (mlev[cd->mid[k]] < mlev[c]) {
				mlev[c] = mlev[cd->mid[k]];
				mword[c] = mword[cd->mid[k]];
				mwlen[c] = mwlen[cd->mid[k]];
			}
			if (mdist[cd->mid[k]] > mdist[c])
				mdist[c] = mdist[cd->mid[k]];
		}
		if (mlev[c] > 0 && mword[c] == NULL) {
			mword[c] = mword[cd->mid[0]];
			mwlen[c] = mwlen[cd->mid[0]];
		}
	}
	for (c = 0; c < rs->cfgs.len; c++)
		clev[c] = cfg_level(&n, rs->cfgs.strs[c], lx, &cword[c]);
	/*
	 * Test cases by how they are named, best first: once three picks
	 * rank above a test case's level, nothing in it can enter (the
	 * level is the first key of the rank), and the search stops.  The
	 * order of generation, which breaks full ties, stays that of the
	 * test cases' ids.
	 */
	for (t = 0; t < ntc; t++)
		tlev[t] = tc_level(&n, rs->tcs.strs[t], lx, ntc, NULL, NULL);
	for (t = 0; t < ntc; t++)
		tord[t] = t;
	for (t = 1; t < ntc; t++)	/* insertion: stable, ntc is small */
		for (i = (int)t; i > 0 && tlev[tord[i - 1]] < tlev[tord[i]]; i--) {
			size_t x = tord[i];

			tord[i] = tord[i - 1];
			tord[i - 1] = x;
		}
	for (ti = 0; ti < ntc; ti++) {
		const char *tc;

		t = tord[ti];
		tc = rs->tcs.strs[t];
		if (ntop == 3 && tlev[t] < top[2].r.heading)
			break;
		order = (size_t)t << 32;
		memset(&e, 0, sizeof(e));
		e.tc = tc_level(&n, tc, lx, ntc, &e.tcword, &e.sectable);
		/*
		 * The test case named right before the number ("与 TC-1 的
		 * +28% 不同"), then the heading's, then one named since the
		 * previous number, then one the sentence names: a sentence
		 * often names another case to compare with ("与 TC-5 同方向
		 * (直接扫描 −89%"), while the heading names its own.
		 */
		rk.heading = e.tc;
		rk.near = -1000;
		gs = runs_tc_groups(rs, (uint32_t)t, &ng);
		/* Counts of runs: unsigned whole numbers only. */
		if (!n.range && n.w.kind == NUM_PLAIN && n.w.sign == 0 &&
		    n.w.decimals == 0) {
			total = 0;
			for (gi = 0; gi < ng; gi++) {
				struct ev ec = e;

				g = gs[gi];
				total += rs->groups[g].len;
				if (!fits(&n, (double)rs->groups[g].len))
					continue;
				addr.len = 0;
				buf_printf(&addr, "%s/%s/@n", tc,
				    rs->cfgs.strs[rs->groups[g].cfg]);
				ec.cfg = clev[rs->groups[g].cfg];
				ec.cword[0] = cword[rs->groups[g].cfg];
				ec.unit = count;	/* "5 runs", "48 条" */
				ec.metric = runs_word;
				ec.mword = runs_said;
				rk.context = ev_score(&ec);
				rk.form = 1;
				rk.simple = -64;
				rk.order = order++;
				offer(top, &ntop, &rk, addr.data, &ec, &n,
				    (double)rs->groups[g].len);
			}
			if (fits(&n, (double)total)) {
				struct ev ec = e;

				addr.len = 0;
				buf_printf(&addr, "%s/*/@n", tc);
				ec.unit = count;
				ec.metric = runs_word;
				ec.mword = runs_said;
				rk.context = ev_score(&ec);
				rk.form = 1;
				rk.simple = -64;
				rk.order = order++;
				offer(top, &ntop, &rk, addr.data, &ec, &n,
				    (double)total);
			}
		}
		for (c = 0; c < p->n; c++) {
			double mul, fm, fw, v;
			int uev, bare = p->v[c].complexity == 1, rsingle, rcmp;

			/* No value in this test case (a metric it lacks). */
			if (isnan(p->vmin[c * ntc + t]) &&
			    isnan(p->all[c * ntc + t]))
				continue;
			if (!convert(&n, &p->v[c], &mul, &fm, &fw, &uev))
				continue;
			e.metric = mlev[c];
			e.mword = mword[c];
			e.mwlen = mwlen[c];
			rk.near = mlev[c] == 4 ? -mdist[c] : -1000;
			e.unit = uev;
			e.conv = mul != 1;
			e.used = p->used[c * ntc + t];
			etc = -1;	/* its text, written when something fits */
			if (n.range) {
				/* A~B: the range of one config's runs. */
				for (gi = 0; gi < ng && bare; gi++) {
					struct ev ec = e;
					double lo, hi2;

					g = gs[gi];
					lo = stat_of(rs, p, c, g, STAT_MIN) * mul;
					hi2 = stat_of(rs, p, c, g, STAT_MAX) * mul;
					if (n.w.kind != n.w2.kind ||
					    isnan(lo) || isnan(hi2) ||
					    claim_verdict(n.w.value, n.w.half,
					    compare(n.w.kind, 0, 0, lo, 0)) !=
					    VERDICT_OK ||
					    claim_verdict(n.w2.value, n.w2.half,
					    compare(n.w.kind, 0, 0, hi2, 0)) !=
					    VERDICT_OK)
						continue;
					ec.cfg = clev[rs->groups[g].cfg];
					ec.cword[0] = cword[rs->groups[g].cfg];
					ec.stat = 1;
					ec.sword = "A~B";
					ET();
					addr.len = 0;
					buf_printf(&addr, "%s/%s/%s@range", tc,
					    rs->cfgs.strs[rs->groups[g].cfg],
					    et.data);
					rk.context = ev_score(&ec);
					rk.form = 1;
					rk.simple = -simplicity(&p->v[c]);
					rk.order = order++;
					offer(top, &ntop, &rk, addr.data, &ec, &n,
					    compare(n.w.kind, 0, 0, lo, 0));
				}
				continue;
			}
			/* Every run of the test case: tc/ * / median(a/b). */
			if (p->v[c].pr != NULL && mul == 1 && n.w.sign == 0 &&
			    mlev[c] >= 2 && e.tc >= 3) {
				double v2 = per_run(rs, p, c, &n,
				    p->all[c * ntc + t], p->tcruns[t],
				    p->ntcruns[t]);

				if (fits(&n, compare(n.w.kind, 0, 0, v2, 0))) {
					struct ev ec = e;

					addr.len = 0;
					buf_printf(&addr, "%s/*/%s", tc,
					    p->v[c].prtext);
					rk.context = ev_score(&ec);
					rk.form = n.w.kind != NUM_RATIO;
					rk.simple = -simplicity(&p->v[c]) - 72;
					rk.order = order++;
					offer(top, &ntop, &rk, addr.data, &ec, &n,
					    compare(n.w.kind, 0, 0, v2, 0));
				}
			}
			/* Every run of the test case: tc/ * / expr. */
			v = p->all[c * ntc + t] * mul;
			if (fits(&n, compare(n.w.kind, n.w.sign, 0, v, 0))) {
				struct ev ec = e;
				int every = ng > 1;

				/*
				 * The number fits every config alike ("kswapd
				 * 全程 0"): it speaks of all of them, and the
				 * configs the sentence names are all here.
				 */
				for (gi = 0; gi < ng && every; gi++) {
					double vg = p->val[c * rs->ngroups +
					    gs[gi]] * mul;

					if (!fits(&n, compare(n.w.kind, n.w.sign,
					    0, vg, 0)) || vg != v)
						every = 0;
					else if (clev[rs->groups[gs[gi]].cfg] >
					    ec.cfg) {
						ec.cfg = clev[rs->groups[gs[gi]].cfg];
						ec.cword[0] =
						    cword[rs->groups[gs[gi]].cfg];
					}
				}
				/* A config named next to it: that one is meant. */
				if (!every || ec.cfg >= 2) {
					ec.cfg = 0;
					ec.cword[0] = NULL;
				} else {
					ec.cfg++;
					ec.every = 1;
				}
				ET();
				addr.len = 0;
				buf_printf(&addr, "%s/*/%s", tc, et.data);
				rk.context = ev_score(&ec);
				rk.form = n.w.sign == 0;
				rk.simple = -simplicity(&p->v[c]) -
				    (every ? 0 : 64);
				rk.order = order++;
				offer(top, &ntop, &rk, addr.data, &ec, &n,
				    compare(n.w.kind, n.w.sign, 0, v, 0));
			}
			reach(&n, p, c, t, mul, &rsingle, &rcmp);
			if (!rsingle && !rcmp && !bare && n.rep == 0 &&
			    (p->v[c].pr == NULL || mlev[c] < 2 || e.tc < 3))
				continue;
			for (gi = 0; gi < ng; gi++) {
				double vb;
				const char *cb;
				uint32_t cfb;

				g = gs[gi];
				cfb = rs->groups[g].cfg;
				cb = rs->cfgs.strs[cfb];
				vb = p->val[c * rs->ngroups + g];
				if (isnan(vb))
					continue;
				/*
				 * One config: the median, the statistic its
				 * words name, and (when the number says so
				 * alone: the median does not fit) the mean,
				 * min or max, which --fix never binds.
				 */
				{
					static const enum statfn others[] = {
						STAT_MEAN, STAT_MIN, STAT_MAX
					};
					struct ev ec = e;
					enum statfn sts[5];
					int nst = 0, med = 0;

					sts[nst++] = STAT_MEDIAN;
					if (bare && n.stat != STAT_MEDIAN)
						sts[nst++] = n.stat;
					if (bare && n.w.sign == 0 &&
					    n.w.kind != NUM_RATIO)
						for (i = 0; i < 3; i++)
							if (others[i] != n.stat)
								sts[nst++] = others[i];
					ec.cfg = clev[cfb];
					ec.cword[0] = cword[cfb];
					ec.median_of = n.secrun != NULL &&
					    n.sectc != NULL &&
					    strcmp(n.sectc, tc) == 0 &&
					    strcmp(n.secrun, cb) == 0;
					for (i = 0; i < nst; i++) {
						enum statfn s2 = sts[i];

						v = stat_of(rs, p, c, g, s2) * mul;
						if (!fits(&n, compare(n.w.kind,
						    n.w.sign, 0, v, 0)))
							continue;
						if (s2 == STAT_MEDIAN)
							med = 1;
						else if (s2 != n.stat && med)
							continue;
						ec.stat = s2 != STAT_MEDIAN &&
						    s2 == n.stat;
						ec.unsaid = s2 != STAT_MEDIAN &&
						    s2 != n.stat;
						ec.sword = ec.stat ? n.statword :
						    NULL;
						ET();
						addr.len = 0;
						buf_printf(&addr, "%s/%s/%s%s%s",
						    tc, cb, et.data, s2 !=
						    STAT_MEDIAN ? "@" : "", s2 !=
						    STAT_MEDIAN ? stat_name(s2) : "");
						rk.context = ev_score(&ec);
						rk.form = n.w.sign == 0 &&
						    n.w.kind != NUM_RATIO;
						rk.simple = -simplicity(&p->v[c]) -
						    (ec.unsaid ? 32 : 0);
						rk.order = order++;
						offer(top, &ntop, &rk, addr.data,
						    &ec, &n, compare(n.w.kind,
						    n.w.sign, 0, v, 0));
					}
				}
				/* One config's per-run ratio: median(a/b). */
				if (p->v[c].pr != NULL && mul == 1 &&
				    n.w.sign == 0 && mlev[c] >= 2 && e.tc >= 3) {
					double v2 = per_run(rs, p, c, &n, vb,
					    rs->groups[g].runs, rs->groups[g].len);
					struct ev ec = e;

					if (fits(&n, compare(n.w.kind, 0, 0, v2,
					    0))) {
						ec.cfg = clev[cfb];
						ec.cword[0] = cword[cfb];
						addr.len = 0;
						buf_printf(&addr, "%s/%s/%s", tc, cb,
						    p->v[c].prtext);
						rk.context = ev_score(&ec);
						rk.form = n.w.kind != NUM_RATIO;
						rk.simple = -simplicity(&p->v[c]) - 8;
						rk.order = order++;
						offer(top, &ntop, &rk, addr.data, &ec,
						    &n, compare(n.w.kind, 0, 0, v2,
						    0));
					}
				}
				/* One run the line names: cfg#k. */
				if (n.rep > 0 && p->v[c].num < 0) {
					long run = runs_rep_find(rs, (uint32_t)g,
					    n.rep);
					uint32_t one;
					struct ev ec = e;

					if (run >= 0) {
						one = (uint32_t)run;
						if (!claim_eval_expr(rs, &one, 1,
						    p->v[c].e, STAT_MEDIAN, &v))
							v = NAN;
						v *= mul;
						if (fits(&n, compare(n.w.kind,
						    n.w.sign, 0, v, 0))) {
							ec.cfg = clev[cfb];
							ec.cword[0] = cword[cfb];
							ec.rep = 1;
							ET();
							addr.len = 0;
							buf_printf(&addr,
							    "%s/%s#%u/%s", tc, cb,
							    n.rep, et.data);
							rk.context = ev_score(&ec);
							rk.form = n.w.sign == 0;
							rk.simple =
							    -simplicity(&p->v[c]);
							rk.order = order++;
							offer(top, &ntop, &rk,
							    addr.data, &ec, &n,
							    compare(n.w.kind,
							    n.w.sign, 0, v, 0));
						}
					}
				}
				/* B~A, each other config as the baseline. */
				for (hi = 0; hi < ng && rcmp; hi++) {
					double va;
					const char *ca;
					uint32_t cfa;
					struct ev ec = e;
					int conv;

					h = gs[hi];
					va = p->val[c * rs->ngroups + h];
					if (h == g || isnan(va))
						continue;
					conv = n.w.kind == NUM_PLAIN ||
					    n.w.kind == NUM_PP;
					v = conv ? compare(n.w.kind, n.w.sign, 1,
					    vb * mul, va * mul) :
					    compare(n.w.kind, n.w.sign, 1, vb, va);
					if (!fits(&n, v))
						continue;
					if (!conv && mul != 1)
						continue;	/* said once */
					cfa = rs->groups[h].cfg;
					ca = rs->cfgs.strs[cfa];
					ET();
					addr.len = 0;
					buf_printf(&addr, "%s/%s~%s/%s", tc, cb,
					    ca, conv ? et.data : p->v[c].text);
					ec.cfg = clev[cfb] + clev[cfa];
					ec.cword[0] = cword[cfb] ? cword[cfb] :
					    cword[cfa];
					ec.cword[1] = cword[cfb] ? cword[cfa] :
					    NULL;
					if (n.w.kind != NUM_PLAIN)
						ec.unit = 0;
					rk.context = ev_score(&ec);
					rk.form = n.w.sign != 0 ||
					    n.w.kind == NUM_RATIO;
					rk.simple = -simplicity(&p->v[c]);
					rk.order = order++;
					offer(top, &ntop, &rk, addr.data, &ec, &n,
					    v);
				}
			}
		}
	}
	/* Counts over every test case, as in [48](ev:ALL/ALL/@n). */
	if (!n.range && n.w.kind == NUM_PLAIN && n.w.sign == 0 &&
	    n.w.decimals == 0 && fits(&n, (double)rs->nruns)) {
		memset(&e, 0, sizeof(e));
		e.tc = 1;
		e.tcword = "*";
		e.unit = count;
		e.metric = runs_word;
		e.mword = runs_said;
		rk.heading = 0;
		rk.near = -1000;
		order = (size_t)ntc << 32;
		rk.context = 1 + ev_score(&e);
		rk.form = 1;
		rk.simple = -64;
		rk.order = order++;
		offer(top, &ntop, &rk, "*/*/@n", &e, &n,
		    (double)rs->nruns);
	}
	for (i = 0; i < (int)ntop; i++) {
		u->suggest[i] = top[i].addr;
		u->why[i] = top[i].why;
	}
	u->nsuggest = (int)ntop;
	u->unique = bindable(top, ntop, &n);
	numctx_free(&n);
out:
#undef ET
	free(tlev);
	free(tord);
	free(mlev);
	free(mdist);
	free(mword);
	free(mwlen);
	free(clev);
	free(cword);
	buf_free(&addr);
	buf_free(&et);
}

struct suggest_job {
	struct report		*r;
	const struct layout	*ly;
	const struct runset	*rs;
	const struct pool	*p;
	const struct lexicon	*lx;
	const unsigned char	*haslex;
};

static void
suggest_each(void *arg, size_t i, unsigned w)
{
	const struct suggest_job *j = arg;

	(void)w;
	suggest_one(j->r, j->ly, j->rs, j->p, j->lx, j->haslex,
	    &j->r->unbound[i]);
}

void
report_suggest(struct report *r, const struct runset *rs)
{
	struct pool p;
	struct lexicon lx;
	struct suggest_job j;
	struct layout ly;
	unsigned char *haslex;

	if (rs == NULL || rs->ngroups == 0)
		return;
	memset(&p, 0, sizeof(p));
	memset(&lx, 0, sizeof(lx));
	build(&p, r, rs);
	lex_build(&lx, r);
	lex_prune(&lx, rs);
	lex_sort(&lx);
	haslex = lx_cands(&p, &lx);
	layout_build(&ly, r);
	j.r = r;
	j.ly = &ly;
	j.rs = rs;
	j.p = &p;
	j.lx = &lx;
	j.haslex = haslex;
	/* Numbers are independent: each writes only its own unbound. */
	parallel_for(r->nunbound, rs->nruns < 20000 ? 1 : 0, suggest_each, &j);
	free(haslex);
	layout_free(&ly, r);
	lex_free(&lx);
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

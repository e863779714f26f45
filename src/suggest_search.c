/*
 * The search of one unbound number: every candidate, over every
 * selection of every test case, with the statistic or range its words
 * name, in the written unit, for the comparisons the written form
 * allows; each value that fits is offered to the ranking.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "claim_metric.h"
#include "suggest.h"

/* An ASCII letter in lower case; other bytes as they are. */
static int
lower(char c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : (unsigned char)c;
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

static const char *
stat_name(enum statfn st)
{
	switch (st) {
	case STAT_MEAN: return "mean";
	case STAT_MIN: return "min";
	case STAT_MAX: return "max";
	case STAT_SUM: return "sum";
	case STAT_STDDEV: return "stddev";
	case STAT_CV: return "cv";
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
    double mul, int mean, int *single, int *cmp)
{
	double lo = (mean ? p->mmin : p->vmin)[c * p->ntc + t];
	double hi = (mean ? p->mmax : p->vmax)[c * p->ntc + t];
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
		/*
		 * A plain number is a difference when it is signed, or its
		 * direction word signs it ("缩短 42.1 秒", "0.37 usec less").
		 */
		if (n->w.sign == 0 && n->dirsign == 0)
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

/* Fibonacci hashing: the high half of key times 2^64 / phi. */
static size_t
memo_hash(uint64_t key)
{
	return (size_t)((key * 0x9E3779B97F4A7C15u) >> 32);
}

/* The slot of key in a table of cap (a power of 2) keys: its, or empty. */
static size_t
memo_slot(const uint64_t *keys, size_t cap, uint64_t key)
{
	size_t h;

	for (h = memo_hash(key) & (cap - 1); keys[h] != 0 && keys[h] != key;
	    h = (h + 1) & (cap - 1))
		;
	return h;
}

/* Keeps y as the per-run ratio of key, growing the table past 1/2 full. */
static void
memo_put(struct suggest_worker *w, uint64_t key, double y)
{
	size_t h, i;

	if (2 * (w->npr + 1) > w->prcap) {
		size_t ocap = w->prcap, ncap = ocap > 0 ? 2 * ocap : 64;
		uint64_t *okey = w->prkey;
		double *oval = w->prval;

		w->prkey = xcalloc(ncap, sizeof(*w->prkey));
		w->prval = xcalloc(ncap, sizeof(*w->prval));
		w->prcap = ncap;
		for (i = 0; i < ocap; i++)
			if (okey[i] != 0) {
				h = memo_slot(w->prkey, ncap, okey[i]);
				w->prkey[h] = okey[i];
				w->prval[h] = oval[i];
			}
		free(okey);
		free(oval);
	}
	h = memo_slot(w->prkey, w->prcap, key);
	w->prkey[h] = key;
	w->prval[h] = y;
	w->npr++;
}

/*
 * The per-run ratio median(a/b) of pair candidate c over runs, when the
 * ratio of medians v lies near the number (within a third: the two
 * differ by the runs' spread, and most pairs lie far off); NAN else.
 * It reads every run, once a worker: callers ask only for pairs the
 * sentence names, in the test case named next to the number or by the
 * heading, and numbers of one sentence ask alike.  slot names the runs:
 * a group g, or ngroups + t for every run of test case t.
 */
static double
per_run(const struct runset *rs, const struct pool *p, size_t c,
    const struct numctx *n, double v, size_t slot, struct suggest_worker *w)
{
	double x = compare(n->w.kind, n->w.sign, 0, v, 0), y;
	uint64_t key;
	size_t h;

	if (p->v[c].pr == NULL || isnan(x) || fabs(x - n->w.value) >
	    fabs(n->w.value) / 3 + 2 * n->w.half)
		return NAN;
	key = 1 + (uint64_t)c * (rs->ngroups + p->ntc) + slot;
	if (w->prcap > 0 && w->prkey[h = memo_slot(w->prkey, w->prcap,
	    key)] == key)
		return w->prval[h];
	if (slot < rs->ngroups) {
		if (!claim_eval_expr(rs, rs->groups[slot].runs,
		    rs->groups[slot].len, p->v[c].pr, STAT_MEDIAN, &y))
			y = NAN;
	} else if (!claim_eval_expr(rs, p->tcruns[slot - rs->ngroups],
	    p->ntcruns[slot - rs->ngroups], p->v[c].pr, STAT_MEDIAN, &y))
		y = NAN;
	memo_put(w, key, y);
	return y;
}

/*
 * One number's search: what every candidate and test case share (the
 * number's words and their level for each candidate and config), the
 * picks so far, and the test case and candidate being tried.
 */
struct search {
	const struct runset	*rs;
	const struct pool	*p;
	const struct lexicon	*lx;
	struct suggest_worker	*w;		/* what its worker keeps */
	struct numctx		 n;
	int			*mlev;		/* [cand]: metric level, */
	int			*mdist;		/* distance, */
	const char		**mword;	/* word and its bytes */
	size_t			*mwlen;
	int			*clev;		/* [cfg]: config level, */
	const char		**cword;	/* and word */
	int			 runs_word;	/* the sentence speaks of runs */
	const char		*runs_said;	/* in this word */
	int			 count;		/* its unit counts runs */
	struct pick		 top[4];
	size_t			 ntop;
	size_t			 order;		/* generation order, for ties */
	struct rank		 rk;
	/* The test case tried, its groups and evidence: */
	size_t			 t;
	const char		*tc;
	const uint32_t		*gs;
	size_t			 ng;
	struct ev		 e;
	/* The candidate tried, converted to the written unit: */
	size_t			 c;
	double			 mul, fm, fw;
	int			 alt;		/* its reading (convert) */
	struct buf		 et;		/* its text, once something fits */
	long			 etc;		/* the candidate et holds, or -1 */
	struct buf		 addr;
	long			 eq;		/* the runs of the next put */
	int			 rmean;		/* a change of means may fit */
};

/* The text of the candidate tried, in the written unit. */
static const char *
cand_text(struct search *s)
{
	if (s->etc != (long)s->c) {
		s->et.len = 0;
		conv_text(&s->et, &s->p->v[s->c], s->fm, s->fw);
		s->etc = (long)s->c;
	}
	return s->et.data;
}

/*
 * Offers the address printed from fmt, on evidence ec, with the form
 * and simplicity given, for value v (as the number compares it).
 */
static void
put(struct search *s, const struct ev *ec, int form, int simple, double v,
    const char *fmt, ...)
{
	va_list ap;

	s->addr.len = 0;
	va_start(ap, fmt);
	buf_vprintf(&s->addr, fmt, ap);
	va_end(ap);
	s->rk.context = suggest_rank_score(ec);
	s->rk.form = form;
	s->rk.simple = simple - 4 * s->alt;	/* other readings after */
	s->rk.order = s->order++;
	suggest_rank_offer(s->top, &s->ntop, &s->rk, s->addr.data, ec, &s->n,
	    v, s->eq);
}

/*
 * Whether text names candidate c, read once while the worker's numbers
 * stay in one sentence, table or paragraph: m keeps what text names.
 */
static int
names(struct search *s, struct suggest_names *m, const char *text, size_t c,
    const char **word, size_t *wlen)
{
	if (text == NULL)
		return 0;
	if (m->text == NULL || strcmp(m->text, text) != 0) {
		free(m->text);
		m->text = xstrdup(text);
		if (m->has == NULL) {
			m->has = xcalloc(s->p->n + 1, sizeof(*m->has));
			m->word = xcalloc(s->p->n + 1, sizeof(*m->word));
			m->wlen = xcalloc(s->p->n + 1, sizeof(*m->wlen));
		}
		memset(m->has, -1, (s->p->n + 1) * sizeof(*m->has));
	}
	if (m->has[c] < 0)
		m->has[c] = (signed char)suggest_rank_named(text, &s->p->v[c],
		    s->lx, &m->word[c], &m->wlen[c]);
	if (m->has[c]) {
		*word = m->word[c];
		*wlen = m->wlen[c];
	}
	return m->has[c];
}

/*
 * Candidate c's level where the words near the number do not name it:
 * 2 its sentence or table caption, 1 its paragraph, 0 none.
 */
static int
far_level(struct search *s, size_t c, const char **word, size_t *wlen)
{
	struct suggest_worker *w = s->w;

	/* A table's caption is its cells' sentence ("Run time, in s:"). */
	if (names(s, &w->sent, s->n.sent, c, word, wlen) ||
	    names(s, &w->caption, s->n.caption, c, word, wlen))
		return 2;
	if (names(s, &w->para, s->n.para, c, word, wlen))
		return 1;
	return 0;
}

/*
 * Each metric's words once; an expression is named when all of its
 * metrics are (at the farthest one's level), unless the report teaches
 * words for the expression itself.
 */
static void
metric_levels(struct search *s, const unsigned char *haslex)
{
	const struct pool *p = s->p;
	size_t c, k;

	for (c = 0; c < p->n; c++) {
		const struct cand *cd = &p->v[c];
		int direct = cd->complexity == 1 || haslex[c];

		for (k = 0; k < cd->nnames && !direct; k++)
			if (cd->mid[k] < 0 || (size_t)cd->mid[k] >= c)
				direct = 1;
		if (direct) {
			s->mlev[c] = suggest_rank_metric_near(&s->n, cd, s->lx,
			    &s->mword[c], &s->mwlen[c], &s->mdist[c]);
			if (s->mlev[c] == 0)
				s->mlev[c] = far_level(s, c, &s->mword[c],
				    &s->mwlen[c]);
			continue;
		}
		s->mlev[c] = 4;
		s->mdist[c] = 0;
		for (k = 0; k < cd->nnames; k++) {
			if (s->mlev[cd->mid[k]] < s->mlev[c]) {
				s->mlev[c] = s->mlev[cd->mid[k]];
				s->mword[c] = s->mword[cd->mid[k]];
				s->mwlen[c] = s->mwlen[cd->mid[k]];
			}
			if (s->mdist[cd->mid[k]] > s->mdist[c])
				s->mdist[c] = s->mdist[cd->mid[k]];
		}
		if (s->mlev[c] > 0 && s->mword[c] == NULL) {
			s->mword[c] = s->mword[cd->mid[0]];
			s->mwlen[c] = s->mwlen[cd->mid[0]];
		}
	}
}

/* Whether the number reads as a count of runs: unsigned and whole. */
static int
count_form(const struct numctx *n)
{
	return !n->range && n->w.kind == NUM_PLAIN && n->w.sign == 0 &&
	    n->w.decimals == 0;
}

/*
 * The key of a config's count of runs: one for the counts every group
 * of every test case shares ("5 runs of each benchmark on each
 * kernel"), one per test case for those its configs share ("every
 * config ran 5 runs"): either config's @n is right (issue 23 item 7);
 * the group's own otherwise.
 */
static long
count_key(const struct search *s, size_t g)
{
	size_t len = s->rs->groups[g].len;

	return s->p->cnt_all == len ? SUGGEST_EQ_ALL :
	    s->p->cnt_tc[s->t] == len ? SUGGEST_EQ_TC - (long)s->t :
	    (long)g + 1;
}

/* Counts of runs in the test case tried: each config's, and all. */
static void
try_counts(struct search *s)
{
	const struct runset *rs = s->rs;
	size_t gi, g, total = 0;

	for (gi = 0; gi < s->ng; gi++) {
		struct ev ec = s->e;
		uint32_t cf;

		g = s->gs[gi];
		cf = rs->groups[g].cfg;
		total += rs->groups[g].len;
		s->eq = count_key(s, g);
		if (!fits(&s->n, (double)rs->groups[g].len))
			continue;
		ec.cfg = s->clev[cf];
		ec.cword[0] = s->cword[cf];
		ec.unit = s->count;	/* "5 runs", "48 条" */
		ec.metric = s->runs_word;
		ec.mword = s->runs_said;
		put(s, &ec, 1, -64, (double)rs->groups[g].len, "%s/%s/@n", s->tc,
		    rs->cfgs.strs[cf]);
	}
	if (fits(&s->n, (double)total)) {
		struct ev ec = s->e;

		s->eq = 0;
		ec.unit = s->count;
		ec.metric = s->runs_word;
		ec.mword = s->runs_said;
		put(s, &ec, 1, -64, (double)total, "%s/*/@n", s->tc);
	}
}

/* A~B: the range of one config's runs, of a bare metric. */
static void
try_range(struct search *s)
{
	const struct runset *rs = s->rs;
	const struct numctx *n = &s->n;
	size_t gi, g;

	for (gi = 0; gi < s->ng; gi++) {
		struct ev ec = s->e;
		double lo, hi;
		uint32_t cf;

		g = s->gs[gi];
		cf = rs->groups[g].cfg;
		lo = suggest_pool_stat(rs, s->p, s->c, g, STAT_MIN) * s->mul;
		hi = suggest_pool_stat(rs, s->p, s->c, g, STAT_MAX) * s->mul;
		if (n->w.kind != n->w2.kind || isnan(lo) || isnan(hi) ||
		    claim_verdict(n->w.value, n->w.half,
		    compare(n->w.kind, 0, 0, lo, 0)) != VERDICT_OK ||
		    claim_verdict(n->w2.value, n->w2.half,
		    compare(n->w.kind, 0, 0, hi, 0)) != VERDICT_OK)
			continue;
		ec.cfg = s->clev[cf];
		ec.cword[0] = s->cword[cf];
		ec.stat = 1;
		ec.sword = "A~B";
		s->eq = (long)g + 1;
		put(s, &ec, 1, -suggest_rank_simplicity(&s->p->v[s->c]),
		    compare(n->w.kind, 0, 0, lo, 0), "%s/%s/%s@range", s->tc,
		    rs->cfgs.strs[cf], cand_text(s));
	}
}

/*
 * Whether the per-run ratio median(a/b) is worth reading for the
 * candidate tried: a pair in the written unit, an unsigned number, its
 * metrics named in the sentence and the test case by the heading or
 * next to the number.
 */
static int
ratio_named(const struct search *s)
{
	/*
	 * In a table under a caption, its row or header must name them:
	 * a caption names every cell's metrics, and reading every run of
	 * each pair for each cell is the search's dearest step.
	 */
	return s->p->v[s->c].pr != NULL && s->mul == 1 && s->n.w.sign == 0 &&
	    s->mlev[s->c] >= (s->n.caption[0] != '\0' ? 3 : 2) &&
	    s->e.tc >= 3;
}

/* Every run of the test case: tc/ * / median(a/b), then tc/ * / expr. */
static void
try_every_run(struct search *s)
{
	const struct runset *rs = s->rs;
	const struct pool *p = s->p;
	const struct numctx *n = &s->n;
	size_t c = s->c, t = s->t, ntc = p->ntc, gi;
	double v;

	/* tc/ *: the runs of the test case, one config's when it has one. */
	s->eq = s->ng == 1 ? (long)s->gs[0] + 1 : -1 - (long)t;
	if (ratio_named(s)) {
		double v2 = per_run(rs, p, c, n, p->all[c * ntc + t],
		    rs->ngroups + t, s->w);

		if (fits(n, compare(n->w.kind, 0, 0, v2, 0)))
			put(s, &s->e, n->w.kind != NUM_RATIO,
			    -suggest_rank_simplicity(&p->v[c]) - 72,
			    compare(n->w.kind, 0, 0, v2, 0), "%s/*/%s", s->tc,
			    p->v[c].prtext);
	}
	v = p->all[c * ntc + t] * s->mul;
	if (fits(n, compare(n->w.kind, n->w.sign, 0, v, 0))) {
		struct ev ec = s->e;
		int every = s->ng > 1;

		/*
		 * The number fits every config alike ("kswapd 全程 0"): it
		 * speaks of all of them, and the configs the sentence names
		 * are all here.
		 */
		for (gi = 0; gi < s->ng && every; gi++) {
			uint32_t cf = rs->groups[s->gs[gi]].cfg;
			double vg = p->val[c * rs->ngroups + s->gs[gi]] * s->mul;

			if (!fits(n, compare(n->w.kind, n->w.sign, 0, vg, 0)) ||
			    vg != v)
				every = 0;
			else if (s->clev[cf] > ec.cfg) {
				ec.cfg = s->clev[cf];
				ec.cword[0] = s->cword[cf];
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
		put(s, &ec, n->w.sign == 0, -suggest_rank_simplicity(&p->v[c]) -
		    (every ? 0 : 64), compare(n->w.kind, n->w.sign, 0, v, 0),
		    "%s/*/%s", s->tc, cand_text(s));
	}
}

/*
 * Whether a bare metric's name says the statistic st itself (lat_avg_ms,
 * "平均レイテンシ"; lat_max_us): then the word names the metric, and
 * the runs' median of it is meant.
 */
static int
stat_in_name(const struct cand *cd, enum statfn st)
{
	static const struct {
		enum statfn	 st;
		const char	*part;
	} parts[] = {
		{ STAT_MEAN, "avg" }, { STAT_MEAN, "mean" },
		{ STAT_MEAN, "average" }, { STAT_MIN, "min" },
		{ STAT_MAX, "max" }, { STAT_SUM, "sum" }, { STAT_SUM, "total" }
	};
	const char *p, *q;
	size_t i;

	if (st == STAT_MEDIAN || cd->complexity != 1 || cd->nnames != 1)
		return 0;
	for (p = cd->names[0]; *p != '\0'; p = *q ? q + 1 : q) {
		for (q = p; *q != '\0' && *q != '_' && *q != '.'; q++)
			;
		for (i = 0; i < sizeof(parts) / sizeof(parts[0]); i++)
			if (parts[i].st == st && strlen(parts[i].part) ==
			    (size_t)(q - p) && !memcmp(p, parts[i].part,
			    (size_t)(q - p)))
				return 1;
	}
	return 0;
}

/*
 * Whether text holds the statistic word just before the word that
 * names candidate s->c, as one name ("평균 RTT", "average latency",
 * "平均延迟", "mean RTT"): ASCII spaces between, the metric word in any
 * case.  Such a word may name what each run reports, not the runs.
 */
static int
stat_before_metric(const struct search *s, const char *text)
{
	const char *sw = s->n.statword, *mw = s->mword[s->c], *p, *q;
	size_t sl, ml, k;

	if (text == NULL || sw == NULL || mw == NULL)
		return 0;
	sl = strlen(sw);
	ml = s->mwlen[s->c] != 0 ? s->mwlen[s->c] : strlen(mw);
	for (p = strstr(text, sw); p != NULL; p = strstr(p + 1, sw)) {
		for (q = p + sl; *q == ' '; q++)
			;
		for (k = 0; k < ml && q[k] != '\0'; k++)
			if (lower(q[k]) != lower(mw[k]))
				break;
		if (k == ml)
			return 1;
	}
	return 0;
}

/*
 * The statistic the number's words name for the candidate tried: the
 * one named, or for "best" and "worst" the min or the max by the
 * metric's direction (none when it is not known).  With no word, the
 * statistic the report's claims use the candidate with in this test
 * case, when they use one other than the median (a table of means:
 * the prose around it speaks of means too); *byuse says so.
 */
static enum statfn
want_stat(const struct search *s, int *byuse)
{
	const struct numctx *n = &s->n;
	const struct cand *cd = &s->p->v[s->c];
	const char *metric = NULL;
	enum metric_dir d;
	enum statfn st;

	*byuse = 0;
	if (n->best == 0 && n->statword == NULL && cd->complexity == 1) {
		st = suggest_pool_used_stat(s->p, s->c, s->t);
		*byuse = st != STAT_MEDIAN;
		return st;
	}
	if (n->best == 0)
		return stat_in_name(cd, n->stat) ? STAT_MEDIAN : n->stat;
	d = claim_metric_expr_dir(n->md, cd->e, &metric);
	if (d == DIR_UNKNOWN)
		return STAT_MEDIAN;
	return (d == DIR_LOWER) == (n->best > 0) ? STAT_MIN : STAT_MAX;
}

/*
 * Whether a number joined to the one searched as one change ("从 5,270
 * 个降到 1,872 个", "from 591 to 553") fits candidate s->c with statistic
 * st in another config of the test case than group g: two numbers that
 * are one metric's values in two configs name that metric, though no
 * word does, as one number's value alone never could.
 */
static int
pair_fits(struct search *s, enum statfn st, size_t g)
{
	const struct numctx *n = &s->n;
	size_t k, gi;

	if (n->sig < 3)
		return 0;
	for (k = 0; k < n->npair; k++)
		for (gi = 0; gi < s->ng; gi++) {
			const struct written *w = &n->pair[k];
			double v, x;

			if (s->gs[gi] == g)
				continue;
			v = suggest_pool_stat(s->rs, s->p, s->c, s->gs[gi], st) *
			    s->mul;
			x = compare(w->kind, w->sign, 0, v, 0);
			if (!isnan(x) && fabs(x - w->value) <= 1.5 * w->half +
			    1e-9 * fabs(x) && claim_verdict(w->value, w->half,
			    x) == VERDICT_OK)
				return 1;
		}
	return 0;
}

/*
 * Statistic st of the candidate tried over group g: the pool's, or the
 * standard deviation or cv, read from the runs only where the words
 * name it.
 */
static double
group_stat(struct search *s, size_t g, enum statfn st)
{
	double v;

	if (st != STAT_STDDEV && st != STAT_CV)
		return suggest_pool_stat(s->rs, s->p, s->c, g, st);
	if (!claim_eval_expr(s->rs, s->rs->groups[g].runs,
	    s->rs->groups[g].len, s->p->v[s->c].e, st, &v))
		return NAN;
	return v;
}

/*
 * One config: the median, the statistic its words name, and (when the
 * number says so alone: the median does not fit) the mean, min or max,
 * which --fix never binds.
 */
static void
try_group_stats(struct search *s, size_t g)
{
	static const enum statfn others[] = { STAT_MEAN, STAT_MIN, STAT_MAX };
	const struct numctx *n = &s->n;
	const struct cand *cd = &s->p->v[s->c];
	uint32_t cf = s->rs->groups[g].cfg;
	const char *cb = s->rs->cfgs.strs[cf];
	int bare = cd->complexity == 1, nst = 0, med = 0, i, byuse;
	struct ev ec = s->e;
	enum statfn sts[5], want = want_stat(s, &byuse);
	double v;

	sts[nst++] = STAT_MEDIAN;
	if (bare && want != STAT_MEDIAN)
		sts[nst++] = want;
	if (bare && n->w.sign == 0 && n->w.kind != NUM_RATIO)
		for (i = 0; i < 3; i++)
			if (others[i] != want)
				sts[nst++] = others[i];
	ec.cfg = s->clev[cf];
	ec.cword[0] = s->cword[cf];
	ec.median_of = n->secrun != NULL && n->sectc != NULL &&
	    strcmp(n->sectc, s->tc) == 0 && strcmp(n->secrun, cb) == 0;
	s->eq = (long)g + 1;
	for (i = 0; i < nst; i++) {
		enum statfn st = sts[i];

		v = group_stat(s, g, st) * s->mul;
		if (!fits(n, compare(n->w.kind, n->w.sign, 0, v, 0)))
			continue;
		if (st == STAT_MEDIAN)
			med = 1;
		else if (st != want && med)
			continue;
		ec.stat = st != STAT_MEDIAN && st == want;
		ec.ustat = ec.stat && byuse;
		ec.unsaid = st != STAT_MEDIAN && st != want;
		ec.sword = ec.ustat ? stat_name(st) : ec.stat ?
		    n->statword : NULL;
		ec.pair = !ec.unsaid && pair_fits(s, st, g);
		/*
		 * "평균 RTT", "average latency": the word may name the
		 * statistic each run reports (iperf's mean RTT), the runs'
		 * median of which is meant, and where the median is written
		 * alike the value cannot tell which, unless the report's
		 * claims use that statistic there (docs/claims.md).
		 */
		ec.alike = ec.stat && !ec.ustat && med &&
		    suggest_pool_used_stat(s->p, s->c, s->t) != st &&
		    (stat_before_metric(s, n->local) ||
		    stat_before_metric(s, n->sent));
		put(s, &ec, n->w.sign == 0 && n->w.kind != NUM_RATIO,
		    -suggest_rank_simplicity(cd) - (ec.unsaid ? 32 : 0),
		    compare(n->w.kind, n->w.sign, 0, v, 0), "%s/%s/%s%s%s",
		    s->tc, cb, cand_text(s), st != STAT_MEDIAN ? "@" : "",
		    st != STAT_MEDIAN ? stat_name(st) : "");
	}
}

/* One config's per-run ratio: median(a/b); vb its ratio of medians. */
static void
try_group_ratio(struct search *s, size_t g, double vb)
{
	const struct numctx *n = &s->n;
	uint32_t cf = s->rs->groups[g].cfg;
	struct ev ec = s->e;
	double v2;

	if (!ratio_named(s))
		return;
	v2 = per_run(s->rs, s->p, s->c, n, vb, g, s->w);
	if (!fits(n, compare(n->w.kind, 0, 0, v2, 0)))
		return;
	ec.cfg = s->clev[cf];
	ec.cword[0] = s->cword[cf];
	s->eq = (long)g + 1;
	put(s, &ec, n->w.kind != NUM_RATIO,
	    -suggest_rank_simplicity(&s->p->v[s->c]) - 8,
	    compare(n->w.kind, 0, 0, v2, 0), "%s/%s/%s", s->tc,
	    s->rs->cfgs.strs[cf], s->p->v[s->c].prtext);
}

/* One run the line names: cfg#k. */
static void
try_group_rep(struct search *s, size_t g)
{
	const struct numctx *n = &s->n;
	const struct cand *cd = &s->p->v[s->c];
	uint32_t cf = s->rs->groups[g].cfg, one;
	struct ev ec = s->e;
	long run;
	double v;

	if (n->rep == 0 || cd->num >= 0)
		return;
	run = runs_rep_find(s->rs, (uint32_t)g, n->rep);
	if (run < 0)
		return;
	one = (uint32_t)run;
	if (!claim_eval_expr(s->rs, &one, 1, cd->e, STAT_MEDIAN, &v))
		v = NAN;
	v *= s->mul;
	if (!fits(n, compare(n->w.kind, n->w.sign, 0, v, 0)))
		return;
	ec.cfg = s->clev[cf];
	ec.cword[0] = s->cword[cf];
	ec.rep = 1;
	s->eq = 0;
	put(s, &ec, n->w.sign == 0, -suggest_rank_simplicity(cd),
	    compare(n->w.kind, n->w.sign, 0, v, 0), "%s/%s#%u/%s", s->tc,
	    s->rs->cfgs.strs[cf], n->rep, cand_text(s));
}

/*
 * The sign a direction word next to the number gives a change of
 * candidate cd: +1 or -1, 0 without a word, 2 when it says better or
 * worse of a metric whose direction is not known (nothing fits).
 */
static int
word_sign(const struct numctx *n, const struct cand *cd)
{
	const char *metric = NULL;
	enum metric_dir d;

	if (n->dirsign == 0 || !n->dirquality)
		return n->dirsign;
	d = claim_metric_expr_dir(n->md, cd->e, &metric);
	if (d == DIR_UNKNOWN)
		return 2;
	return d == DIR_LOWER ? -n->dirsign : n->dirsign;
}

/* The words that name configs cb and ca of a comparison, as evidence. */
static void
cfg_pair(const struct search *s, struct ev *e, size_t cb, size_t ca)
{
	e->cfg = s->clev[cb] + s->clev[ca];
	e->cword[0] = s->cword[cb] ? s->cword[cb] : s->cword[ca];
	e->cword[1] = s->cword[cb] ? s->cword[ca] : NULL;
}

/*
 * B~A: config g against each other config of the test case, for the
 * median and, of a bare metric, the statistic the words name (a change
 * of means: "mean sys time is 3.68% lower", a table under "Mean of the
 * runs:"); a change of means that only the value names (the median's
 * does not fit) is offered below, never bound.
 */
static void
try_baselines(struct search *s, size_t g, int rmed)
{
	static const enum statfn others[] = { STAT_MEAN, STAT_MIN, STAT_MAX };
	const struct runset *rs = s->rs;
	const struct numctx *n = &s->n;
	const struct cand *cd = &s->p->v[s->c];
	uint32_t cfb = rs->groups[g].cfg, cfa;
	size_t hi, h;
	int byuse;
	enum statfn sts[5], want = want_stat(s, &byuse);
	int nst = 0, k, med = 0;
	int dir = word_sign(n, cd);

	if (dir == 2)
		return;	/* better or worse, on a metric of no direction */
	sts[nst++] = STAT_MEDIAN;
	if (cd->complexity == 1 && want != STAT_MEDIAN && want != STAT_SUM &&
	    want != STAT_STDDEV && want != STAT_CV)
		sts[nst++] = want;
	/*
	 * Unsaid, the mean only: authors compare means (kernbench,
	 * hackbench print them), seldom minima, and each statistic tried
	 * costs every pair of configs again.
	 */
	if (cd->complexity == 1 && want != others[0])
		sts[nst++] = others[0];
	for (k = 0; k < nst; k++) {
		enum statfn st = sts[k];
		double vb = suggest_pool_stat(rs, s->p, s->c, g, st);

		if (st != STAT_MEDIAN && st != want && med)
			break;	/* the median fits: no other unsaid */
		/* Spans that cannot reach the number (most of them). */
		if ((st == STAT_MEDIAN && !rmed) || (st == STAT_MEAN &&
		    st != want && !s->rmean))
			continue;
		if (isnan(vb))
			continue;
		for (hi = 0; hi < s->ng; hi++) {
			struct ev ec = s->e;
			double va, v;
			int conv;

			h = s->gs[hi];
			va = suggest_pool_stat(rs, s->p, s->c, h, st);
			if (h == g || isnan(va))
				continue;
			conv = n->w.kind == NUM_PLAIN || n->w.kind == NUM_PP;
			/* With a word, the unsigned number is signed by it. */
			v = conv ? compare(n->w.kind, dir != 0 ? 1 : n->w.sign, 1,
			    vb * s->mul, va * s->mul) : dir < 0 && n->w.kind ==
			    NUM_RATIO ? compare(n->w.kind, 0, 1, va, vb) :
			    compare(n->w.kind, n->w.sign, 1, vb, va);
			if (dir < 0 && n->w.kind != NUM_RATIO)
				v = -v;
			if (!fits(n, v))
				continue;
			if (!conv && s->mul != 1)
				continue;	/* said once */
			if (st == STAT_MEDIAN)
				med = 1;
			cfa = rs->groups[h].cfg;
			cfg_pair(s, &ec, cfb, cfa);
			ec.stat = st != STAT_MEDIAN && st == want;
			ec.ustat = ec.stat && byuse;
			ec.unsaid = st != STAT_MEDIAN && st != want;
			ec.sword = ec.ustat ? stat_name(st) : ec.stat ?
			    n->statword : NULL;
			if (n->w.kind != NUM_PLAIN)
				ec.unit = 0;
			s->eq = 0;
			put(s, &ec, n->w.sign != 0 || dir != 0 ||
			    n->w.kind == NUM_RATIO,
			    -suggest_rank_simplicity(cd) - (ec.unsaid ? 32 : 0), v,
			    "%s/%s~%s/%s%s%s", s->tc, rs->cfgs.strs[cfb],
			    rs->cfgs.strs[cfa], conv ? cand_text(s) : cd->text,
			    st != STAT_MEDIAN ? "@" : "",
			    st != STAT_MEDIAN ? stat_name(st) : "");
		}
	}
}

/* Candidate s->c in the test case tried, every selection of it. */
static void
try_candidate(struct search *s)
{
	const struct runset *rs = s->rs;
	const struct pool *p = s->p;
	const struct numctx *n = &s->n;
	size_t c = s->c, t = s->t, ntc = p->ntc, gi, g;
	int uev, bare = p->v[c].complexity == 1, rsingle, rcmp, rsingle2;
	int byuse;

	/* No value in this test case (a metric it lacks). */
	if (isnan(p->vmin[c * ntc + t]) && isnan(p->all[c * ntc + t]))
		return;
	if (!suggest_rank_convert(n, &p->v[c], s->alt, &s->mul, &s->fm,
	    &s->fw, &uev))
		return;
	s->e.metric = s->mlev[c];
	s->e.mword = s->mword[c];
	s->e.mwlen = s->mwlen[c];
	s->rk.near = s->mlev[c] == 4 ? -s->mdist[c] : -1000;
	s->e.unit = uev;
	s->e.conv = s->mul != 1;
	s->e.used = p->used[c * ntc + t] != 0;
	s->e.onetc = p->ntcs[c] == 1;
	s->etc = -1;	/* its text, written when something fits */
	if (n->range) {
		if (bare)
			try_range(s);
		return;
	}
	try_every_run(s);
	reach(n, p, c, t, s->mul, 0, &rsingle, &rcmp);
	s->rmean = 0;
	if (bare && p->mmin != NULL)
		reach(n, p, c, t, s->mul, 1, &rsingle2, &s->rmean);
	if (!rsingle && !rcmp && !bare && n->rep == 0 &&
	    (p->v[c].pr == NULL || s->mlev[c] < 2 || s->e.tc < 3))
		return;
	for (gi = 0; gi < s->ng; gi++) {
		double vb;

		g = s->gs[gi];
		vb = p->val[c * rs->ngroups + g];
		if (isnan(vb))
			continue;
		try_group_stats(s, g);
		try_group_ratio(s, g, vb);
		try_group_rep(s, g);
		/*
		 * A named statistic's change may lie outside the medians'
		 * span; an unsigned plain number with no direction word is
		 * no change at all.
		 */
		if (rcmp || s->rmean || (bare && (n->w.kind != NUM_PLAIN ||
		    n->w.sign != 0 || n->dirsign != 0) &&
		    want_stat(s, &byuse) != STAT_MEDIAN))
			try_baselines(s, g, rcmp);
	}
}

/*
 * A p-value the words name ("p = 0.008"): the two-sided Mann-Whitney p
 * of a bare metric's runs in two configs of the test case, as the
 * check computes @p (the runs that have the metric; the order of the
 * values is no matter to a rank test).  One direction a pair, the
 * later config against the earlier (both give one p).
 */
static void
try_pvalues(struct search *s)
{
	const struct runset *rs = s->rs;
	const struct pool *p = s->p;
	const struct numctx *n = &s->n;
	size_t gi, hi, most = 1, kb, ka;
	double *xb, *xa, v;
	long m;

	for (gi = 0; gi < s->ng; gi++)
		if (rs->groups[s->gs[gi]].len > most)
			most = rs->groups[s->gs[gi]].len;
	xb = xcalloc(most, sizeof(double));
	xa = xcalloc(most, sizeof(double));
	for (s->c = 0; s->c < p->n; s->c++) {
		const struct cand *cd = &p->v[s->c];

		if (cd->complexity != 1 || cd->e->op != EXPR_METRIC ||
		    (m = runs_metric_find(rs, cd->e->name,
		    strlen(cd->e->name))) < 0)
			continue;
		for (gi = 0; gi < s->ng; gi++) {
			const struct rungroup *b = &rs->groups[s->gs[gi]];

			kb = runs_gather(rs, b->runs, b->len, (uint32_t)m, xb);
			for (hi = 0; hi < gi && kb > 0; hi++) {
				const struct rungroup *a = &rs->groups[s->gs[hi]];
				struct ev ec = s->e;

				ka = runs_gather(rs, a->runs, a->len, (uint32_t)m,
				    xa);
				if (ka == 0)
					continue;
				v = stats_mwu_p(xa, ka, xb, kb);
				if (!fits(n, v))
					continue;
				ec.metric = s->mlev[s->c];
				ec.mword = s->mword[s->c];
				ec.mwlen = s->mwlen[s->c];
				cfg_pair(s, &ec, b->cfg, a->cfg);
				ec.stat = 1;
				ec.sword = "p";
				s->eq = 0;
				put(s, &ec, 1, -suggest_rank_simplicity(cd), v,
				    "%s/%s~%s/%s@p", s->tc, rs->cfgs.strs[b->cfg],
				    rs->cfgs.strs[a->cfg], cd->text);
			}
		}
	}
	free(xb);
	free(xa);
}

/*
 * A geometric mean over the test cases that the words name ("geomean
 * speedup 1.03x", "三个程序放在一起算几何平均 ... 0.98 倍"): of each test
 * case's ratio B / A of a candidate's medians, for every pair of
 * configs (@tcgeomean under B~A, as the check computes it: a test case
 * without both sides is left out, 0 / 0 is 1, a zero A none at all).
 * Ranked above any one test case's value: the words name a statistic
 * only the test cases together have.
 */
static void
try_tcgeomean(struct search *s)
{
	const struct runset *rs = s->rs;
	const struct pool *p = s->p;
	const struct numctx *n = &s->n;
	size_t ntc = rs->tcs.len, ncf = rs->cfgs.len, t, k, m, cb, ca;
	double *vals, v, gm;
	int dir;

	if (n->stat != STAT_GEOMEAN || ntc < 2 || ncf < 2 ||
	    (n->w.kind != NUM_PERCENT && n->w.kind != NUM_RATIO))
		return;
	vals = xcalloc(ntc + 1, sizeof(*vals));
	for (s->c = 0; s->c < p->n; s->c++) {
		const struct cand *cd = &p->v[s->c];

		if ((dir = word_sign(n, cd)) == 2)
			continue;
		for (cb = 0; cb < ncf; cb++)
			for (ca = 0; ca < ncf; ca++) {
				struct ev e;
				int zero = 0;

				if (ca == cb)
					continue;
				for (t = m = 0; t < ntc && !zero; t++) {
					const uint32_t *gs;
					size_t ng;
					double x = NAN, y = NAN;

					gs = runs_tc_groups(rs, (uint32_t)t, &ng);
					for (k = 0; k < ng; k++) {
						double val = p->val[s->c *
						    rs->ngroups + gs[k]];

						if (rs->groups[gs[k]].cfg == cb)
							y = val;
						else if (rs->groups[gs[k]].cfg == ca)
							x = val;
					}
					if (isnan(x) || isnan(y))
						continue;
					if (x == y)
						vals[m++] = 1;
					else if (x == 0)
						zero = 1;
					else
						vals[m++] = y / x;
				}
				if (zero || m < 2)
					continue;
				gm = stats_compute(STAT_GEOMEAN, vals, m);
				if (!isfinite(gm) || gm <= 0)
					continue;
				v = dir < 0 && n->w.kind == NUM_RATIO ? 1 / gm :
				    compare(n->w.kind, n->w.sign, 1, gm, 1);
				if (dir < 0 && n->w.kind != NUM_RATIO)
					v = -v;
				if (!fits(n, v))
					continue;
				memset(&e, 0, sizeof(e));
				e.tc = 1;
				e.tcword = "*";
				e.overtc = 1;
				e.stat = 1;
				e.sword = n->statword;
				e.metric = s->mlev[s->c];
				e.mword = s->mword[s->c];
				e.mwlen = s->mwlen[s->c];
				cfg_pair(s, &e, cb, ca);
				s->rk.heading = 5;
				s->rk.near = -1000;
				s->eq = 0;
				put(s, &e, 1, -suggest_rank_simplicity(cd), v,
				    "*/%s~%s/%s@tcgeomean", rs->cfgs.strs[cb],
				    rs->cfgs.strs[ca], cd->text);
			}
	}
	free(vals);
}

/*
 * Test case t: how its name is said is the first key of the rank.  The
 * test case named right before the number ("与 TC-1 的 +28% 不同"),
 * then the heading's, then one named since the previous number, then
 * one the sentence names: a sentence often names another case to
 * compare with ("与 TC-5 同方向 (直接扫描 −89%"), while the heading
 * names its own.
 */
static void
try_tc(struct search *s, size_t t)
{
	size_t ntc = s->rs->tcs.len;
	/* A size's other readings (suggest_rank_convert), for sizes alone. */
	int nalt = s->n.unit != NULL &&
	    words_unit_kind(s->n.unit) == WORDS_SIZE ? 3 : 1;

	s->t = t;
	s->tc = s->rs->tcs.strs[t];
	s->order = t << 32;
	memset(&s->e, 0, sizeof(s->e));
	s->e.tc = suggest_rank_tc_level(&s->n, t, s->lx, s->rs->tcs.strs,
	    ntc, &s->e.tcword, &s->e.sectable);
	s->rk.heading = s->e.tc;
	s->rk.near = -1000;
	s->gs = runs_tc_groups(s->rs, (uint32_t)t, &s->ng);
	if (count_form(&s->n))
		try_counts(s);
	if (s->n.pvalue) {	/* a p-value is no value of the runs */
		try_pvalues(s);
		return;
	}
	for (s->c = 0; s->c < s->p->n; s->c++)
		for (s->alt = 0; s->alt < nalt; s->alt++)
			try_candidate(s);
	s->alt = 0;
}

/*
 * Test cases by how they are named, best first: once three picks rank
 * above a test case's level, nothing in it can enter (the level is the
 * first key of the rank), and the search stops.  The order of
 * generation, which breaks full ties, stays that of the test cases'
 * ids.
 */
static void
try_tcs(struct search *s)
{
	size_t ntc = s->rs->tcs.len, t, ti, i;
	int *tlev = xcalloc(ntc + 1, sizeof(*tlev));
	size_t *tord = xcalloc(ntc + 1, sizeof(*tord));

	for (t = 0; t < ntc; t++) {
		tlev[t] = suggest_rank_tc_level(&s->n, t, s->lx,
		    s->rs->tcs.strs, ntc, NULL, NULL);
		tord[t] = t;
	}
	for (t = 1; t < ntc; t++)	/* insertion: stable, ntc is small */
		for (i = t; i > 0 && tlev[tord[i - 1]] < tlev[tord[i]]; i--) {
			size_t x = tord[i];

			tord[i] = tord[i - 1];
			tord[i - 1] = x;
		}
	for (ti = 0; ti < ntc; ti++) {
		if (s->ntop == 3 && tlev[tord[ti]] < s->top[2].r.heading)
			break;
		try_tc(s, tord[ti]);
	}
	free(tlev);
	free(tord);
}

/* Counts over every test case, as in [48](ev:ALL/ALL/@n). */
static void
try_all_runs(struct search *s)
{
	struct ev e;

	if (!count_form(&s->n) || !fits(&s->n, (double)s->rs->nruns))
		return;
	memset(&e, 0, sizeof(e));
	e.tc = 1;
	e.tcword = "*";
	e.unit = s->count;
	e.metric = s->runs_word;
	e.mword = s->runs_said;
	s->rk.heading = 0;
	s->rk.near = -1000;
	s->order = (size_t)s->rs->tcs.len << 32;
	s->rk.context = 1 + suggest_rank_score(&e);
	s->rk.form = 1;
	s->rk.simple = -64;
	s->rk.order = s->order++;
	suggest_rank_offer(s->top, &s->ntop, &s->rk, "*/*/@n", &e, &s->n,
	    (double)s->rs->nruns, 0);
}

/*
 * The plain-text title over a number on line `line` of a section whose
 * heading is on line `head`: 1 + its index in p->titles, or 0.
 */
static size_t
title_of(const struct pool *p, size_t head, size_t line)
{
	size_t lo = 0, hi = p->ntitles, mid;

	while (lo < hi) {	/* the first title on or past line */
		mid = lo + (hi - lo) / 2;
		if (p->titles[mid].line < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo > 0 && p->titles[lo - 1].line > head ? lo : 0;
}

void
suggest_search_one(const struct report *r, const struct runset *rs,
    const struct pool *p, const struct lexicon *lx,
    const unsigned char *haslex, struct suggest_worker *w,
    struct unbound *u)
{
	struct search s;
	size_t c;
	int i;

	memset(&s, 0, sizeof(s));
	s.rs = rs;
	s.p = p;
	s.lx = lx;
	s.w = w;
	s.etc = -1;
	if (!suggest_context_make(r, u, &s.n)) {
		suggest_context_free(&s.n);
		return;
	}
	{
		struct suggest_heading *h = &w->head;
		size_t sec = r->uplaces[u->place].section;
		size_t title = title_of(p, r->sections[sec].line, u->line);

		if (title > 0) {	/* the title heads the numbers after it */
			free(s.n.head);
			s.n.head = xstrdup(p->titles[title - 1].text);
		}
		if (h->section != sec + 1 || h->title != title) {
			suggest_rank_heading(h, s.n.head, lx, rs->tcs.strs,
			    rs->tcs.len);
			h->section = sec + 1;
			h->title = title;
		}
		s.n.hd = h;
	}
	s.mlev = xcalloc(p->n + 1, sizeof(*s.mlev));
	s.mdist = xcalloc(p->n + 1, sizeof(*s.mdist));
	s.mword = xcalloc(p->n + 1, sizeof(*s.mword));
	s.mwlen = xcalloc(p->n + 1, sizeof(*s.mwlen));
	s.clev = xcalloc(rs->cfgs.len + 1, sizeof(*s.clev));
	s.cword = xcalloc(rs->cfgs.len + 1, sizeof(*s.cword));
	s.runs_said = suggest_words_runs(s.n.sent);
	s.runs_word = s.runs_said != NULL;
	s.count = s.n.unit != NULL && suggest_words_runs_unit(s.n.unit->name);
	metric_levels(&s, haslex);
	/*
	 * A statistic word that a named metric's name says ("平均レイテンシ"
	 * for lat_avg_ms) names that metric, not a statistic of any.
	 */
	for (c = 0; c < p->n && s.n.stat != STAT_MEDIAN && s.n.best == 0; c++)
		if (s.mlev[c] >= 2 && stat_in_name(&p->v[c], s.n.stat)) {
			s.n.stat = STAT_MEDIAN;
			s.n.statword = NULL;
		}
	for (c = 0; c < rs->cfgs.len; c++)
		s.clev[c] = suggest_rank_cfg_level(&s.n, rs->cfgs.strs[c], lx,
		    &s.cword[c]);
	s.n.paratc = suggest_rank_para_tc(&s.n, lx, rs->tcs.strs,
	    rs->tcs.len);
	try_tcgeomean(&s);
	try_tcs(&s);
	try_all_runs(&s);
	if (s.ntop > 0 || u->sg != NULL) {
		if (u->sg == NULL)
			u->sg = xcalloc(1, sizeof(*u->sg));
		for (i = 0; i < (int)s.ntop; i++) {
			u->sg->suggest[i] = s.top[i].addr;
			u->sg->why[i] = s.top[i].why;
		}
		u->sg->nsuggest = (int)s.ntop;
		u->sg->unique = suggest_rank_bindable(s.top, s.ntop, &s.n);
		u->sg->runcount = s.count && count_form(&s.n);
		u->sg->shared = s.ntop > 0 && s.top[0].ev.tc == 0 &&
		    suggest_rank_all_count(s.top, s.ntop);
	}
	suggest_context_free(&s.n);
	free(s.mlev);
	free(s.mdist);
	free(s.mword);
	free(s.mwlen);
	free(s.clev);
	free(s.cword);
	buf_free(&s.addr);
	buf_free(&s.et);
}

static void
names_free(struct suggest_names *m)
{
	free(m->text);
	free(m->has);
	free(m->word);
	free(m->wlen);
}

void
suggest_worker_free(struct suggest_worker *w)
{
	suggest_heading_free(&w->head);
	names_free(&w->sent);
	names_free(&w->caption);
	names_free(&w->para);
	free(w->prkey);
	free(w->prval);
	memset(w, 0, sizeof(*w));
}

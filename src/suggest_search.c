/*
 * The search of one unbound number: every candidate, over every
 * selection of every test case, with the statistic or range its words
 * name, in the written unit, for the comparisons the written form
 * allows; each value that fits is offered to the ranking.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "suggest.h"

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

void
suggest_search_one(const struct report *r, const struct layout *ly,
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
	if (!suggest_context_make(r, ly, u, &n)) {
		suggest_context_free(&n);
		goto out;
	}
	for (i = 0; i < (int)(sizeof(runs_words) / sizeof(runs_words[0])); i++)
		if (strstr(n.sent, runs_words[i]) != NULL) {
			runs_word = 1;
			runs_said = runs_words[i];
		}
	count = n.unit != NULL && suggest_words_runs_unit(n.unit->name);
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
			mlev[c] = suggest_rank_metric_level(&n, cd, lx, &mword[c], &mwlen[c],
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
		clev[c] = suggest_rank_cfg_level(&n, rs->cfgs.strs[c], lx, &cword[c]);
	/*
	 * Test cases by how they are named, best first: once three picks
	 * rank above a test case's level, nothing in it can enter (the
	 * level is the first key of the rank), and the search stops.  The
	 * order of generation, which breaks full ties, stays that of the
	 * test cases' ids.
	 */
	for (t = 0; t < ntc; t++)
		tlev[t] = suggest_rank_tc_level(&n, rs->tcs.strs[t], lx, ntc, NULL, NULL);
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
		e.tc = suggest_rank_tc_level(&n, tc, lx, ntc, &e.tcword, &e.sectable);
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
				rk.context = suggest_rank_score(&ec);
				rk.form = 1;
				rk.simple = -64;
				rk.order = order++;
				suggest_rank_offer(top, &ntop, &rk, addr.data, &ec, &n,
				    (double)rs->groups[g].len);
			}
			if (fits(&n, (double)total)) {
				struct ev ec = e;

				addr.len = 0;
				buf_printf(&addr, "%s/*/@n", tc);
				ec.unit = count;
				ec.metric = runs_word;
				ec.mword = runs_said;
				rk.context = suggest_rank_score(&ec);
				rk.form = 1;
				rk.simple = -64;
				rk.order = order++;
				suggest_rank_offer(top, &ntop, &rk, addr.data, &ec, &n,
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
			if (!suggest_rank_convert(&n, &p->v[c], &mul, &fm, &fw, &uev))
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
					lo = suggest_pool_stat(rs, p, c, g, STAT_MIN) * mul;
					hi2 = suggest_pool_stat(rs, p, c, g, STAT_MAX) * mul;
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
					rk.context = suggest_rank_score(&ec);
					rk.form = 1;
					rk.simple = -suggest_rank_simplicity(&p->v[c]);
					rk.order = order++;
					suggest_rank_offer(top, &ntop, &rk, addr.data, &ec, &n,
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
					rk.context = suggest_rank_score(&ec);
					rk.form = n.w.kind != NUM_RATIO;
					rk.simple = -suggest_rank_simplicity(&p->v[c]) - 72;
					rk.order = order++;
					suggest_rank_offer(top, &ntop, &rk, addr.data, &ec, &n,
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
				rk.context = suggest_rank_score(&ec);
				rk.form = n.w.sign == 0;
				rk.simple = -suggest_rank_simplicity(&p->v[c]) -
				    (every ? 0 : 64);
				rk.order = order++;
				suggest_rank_offer(top, &ntop, &rk, addr.data, &ec, &n,
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

						v = suggest_pool_stat(rs, p, c, g, s2) * mul;
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
						rk.context = suggest_rank_score(&ec);
						rk.form = n.w.sign == 0 &&
						    n.w.kind != NUM_RATIO;
						rk.simple = -suggest_rank_simplicity(&p->v[c]) -
						    (ec.unsaid ? 32 : 0);
						rk.order = order++;
						suggest_rank_offer(top, &ntop, &rk, addr.data,
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
						rk.context = suggest_rank_score(&ec);
						rk.form = n.w.kind != NUM_RATIO;
						rk.simple = -suggest_rank_simplicity(&p->v[c]) - 8;
						rk.order = order++;
						suggest_rank_offer(top, &ntop, &rk, addr.data, &ec,
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
							rk.context = suggest_rank_score(&ec);
							rk.form = n.w.sign == 0;
							rk.simple =
							    -suggest_rank_simplicity(&p->v[c]);
							rk.order = order++;
							suggest_rank_offer(top, &ntop, &rk,
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
					rk.context = suggest_rank_score(&ec);
					rk.form = n.w.sign != 0 ||
					    n.w.kind == NUM_RATIO;
					rk.simple = -suggest_rank_simplicity(&p->v[c]);
					rk.order = order++;
					suggest_rank_offer(top, &ntop, &rk, addr.data, &ec, &n,
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
		rk.context = 1 + suggest_rank_score(&e);
		rk.form = 1;
		rk.simple = -64;
		rk.order = order++;
		suggest_rank_offer(top, &ntop, &rk, "*/*/@n", &e, &n,
		    (double)rs->nruns);
	}
	for (i = 0; i < (int)ntop; i++) {
		u->suggest[i] = top[i].addr;
		u->why[i] = top[i].why;
	}
	u->nsuggest = (int)ntop;
	u->unique = suggest_rank_bindable(top, ntop, &n);
	suggest_context_free(&n);
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

/*
 * What a chart shows, before it is drawn (render_chart.h): a test
 * case's panels, one per expression and statistic its claims use, its
 * configs in the report's order, each panel's values per config and
 * run, the report's own names of configs and the words of a claimed
 * change; and the chart's alt text, which says the same in words.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "claim_metric.h"
#include "render_chart.h"

/* A config with more runs than this gets no dot per run. */
#define CHART_DOTS_MAX	500

/* A statistic of the runs' spread, which a panel's whisker and dots show. */
static int
spread(enum statfn st)
{
	return st == STAT_MIN || st == STAT_MAX || st == STAT_STDDEV ||
	    st == STAT_CV;
}

/*
 * A statistic on the runs' own scale: a median, a mean, a min or a
 * percentile is a value a run could have, so the runs and their
 * whisker are drawn beside it.  A count, a sum, a spread or a p is
 * not: drawn on that axis, 4.7 ms of stddev stretched the whisker down
 * to it ("runs from 4.7 ms to 95 ms"), so such a panel shows only the
 * statistic.
 */
static int
on_runs_scale(enum statfn st)
{
	return st != STAT_N && st != STAT_SUM && st != STAT_STDDEV &&
	    st != STAT_CV && st != STAT_CI && st != STAT_P;
}

/*
 * One panel per distinct thing (issue 24): a min, max, stddev or cv of
 * an expression another panel charts by another statistic is that
 * panel's whisker and dots already ("mean (stddev)" cells made
 * kernbench's User twice), so it gets no panel of its own unless the
 * report claims a change of it; and panels a table's row labels name
 * alike (the row names the test case, "4 groups", and the metric is
 * the column's: time_s and sys_s both "4") are named by their
 * expressions instead.  Returns how many are kept, in order.
 */
static size_t
panels_distinct(struct render_chart_panel *p, size_t n)
{
	size_t i, j, kept = 0;
	char *alike;

	for (i = 0; i < n; i++) {
		int whisker = 0;

		if (spread(p[i].st) && p[i].nchange == 0)
			for (j = 0; j < n && !whisker; j++)
				whisker = j != i && !spread(p[j].st) &&
				    strcmp(p[j].key, p[i].key) == 0;
		if (whisker) {
			free(p[i].key);
			buf_free(&p[i].unit);
			continue;
		}
		p[kept++] = p[i];
	}
	/* Decided on the labels as written, then applied. */
	alike = xcalloc(kept + 1, 1);
	for (i = 0; i < kept; i++)
		for (j = 0; j < kept && !alike[i]; j++)
			alike[i] = j != i && strcmp(p[i].label, p[j].label) == 0 &&
			    strcmp(p[i].key, p[j].key) != 0;
	for (i = 0; i < kept; i++)
		if (alike[i])
			p[i].label = p[i].key;
	free(alike);
	return kept;
}

/*
 * The unit word written right after a plain claim's number, inside its
 * link or just after it ("[401MiB](ev:...)", "[401](ev:...) MiB"), as
 * verify-report's unit check reads it (claim_metric_unit_word): the
 * claim's own unit, which its text alone ("401") does not hold.
 * Appends it to b and returns non-zero, or returns zero.
 */
static int
written_unit(const struct report *rep, const struct claim *c, struct buf *b)
{
	struct metric_unit u;
	size_t i, n, tl = c->text != NULL ? strlen(c->text) : 0;

	if (tl == 0 || rep->src == NULL || c->byte == PLACE_NONE ||
	    c->byte + tl > rep->len ||
	    memcmp(rep->src + c->byte, c->text, tl) != 0)
		return 0;
	i = c->byte + tl;
	while (i < rep->len && rep->src[i] == ' ')
		i++;
	/* The link's end and its address: the word after it. */
	if (i < rep->len && rep->src[i] == ']') {
		const char *close = memchr(rep->src + i, ')', rep->len - i);

		if (close == NULL || rep->src[i + 1] != '(')
			return 0;
		i = (size_t)(close - rep->src) + 1;
		while (i < rep->len && rep->src[i] == ' ')
			i++;
	}
	if (i >= rep->len || (n = claim_metric_unit_word(rep->src + i,
	    rep->len - i, &u)) == 0 || u.dim == UNIT_FRACTION)
		return 0;
	buf_add(b, rep->src + i, n);
	return 1;
}

/* The panels of test case tc: one per expression its claims use. */
size_t
render_chart_panels(const struct report *rep, const size_t *order, size_t from,
    size_t to, const struct html_strings *S, struct render_chart_panel *out)
{
	size_t n = 0, k, i;
	enum statfn st;

	for (k = from; k < to; k++) {
		const struct claim *c = &rep->claims[order[k]];
		const struct addr *a = c->addr;
		struct buf key = {0};
		struct render_chart_panel *p;

		if (a == NULL || a->constant || a->expr == NULL ||
		    !c->evaluated)
			continue;
		claim_expr_print(&key, a->expr);
		/*
		 * A panel per expression and statistic: one @max claim
		 * among median ones gets a panel of its own rather than
		 * turning theirs to its statistic (issue 24).
		 */
		st = a->has_stat && a->stat != STAT_RANGE && a->stat != STAT_N ?
		    a->stat : STAT_MEDIAN;
		for (i = 0; i < n && (strcmp(out[i].key, key.data) != 0 ||
		    out[i].st != st); i++)
			;
		if (i == n) {
			/* A count of runs is no quantity to chart. */
			if (n == CHART_PANELS_MAX || (a->has_stat && a->stat == STAT_N)) {
				buf_free(&key);
				continue;
			}
			p = &out[n++];
			memset(p, 0, sizeof(*p));
			p->first = c;
			p->key = buf_take(&key);
			p->label = c->row_label != NULL && c->row_label[0] != '\0' ?
			    c->row_label : p->key;
			p->st = st;
		} else {
			p = &out[i];
			buf_free(&key);
		}
		if (c->num.a.kind == NUM_PP || (c->num.a.kind == NUM_PERCENT &&
		    a->sel != SEL_CMP))
			p->pct = 1;
		/* A change the report says twice is drawn once. */
		for (i = 0; a->sel == SEL_CMP && i < p->nchange &&
		    (strcmp(p->change[i]->addr->cfg, a->cfg) != 0 ||
		    strcmp(p->change[i]->addr->cfg_a, a->cfg_a) != 0); i++)
			;
		if (a->sel == SEL_CMP && i == p->nchange &&
		    p->nchange < CHART_CHANGES_MAX)
			p->change[p->nchange++] = c;
		if (p->unit.len == 0 && c->num.a.kind == NUM_PLAIN &&
		    !written_unit(rep, c, &p->unit))
			render_chart_unit(&p->unit, c, S);
	}
	n = panels_distinct(out, n);
	for (i = 0; i < n; i++)
		if (out[i].unit.len == 0 && !out[i].pct)
			render_chart_unit(&out[i].unit, out[i].first, S);
	return n;
}

/*
 * The configs of test case tc in the report's order: as its claims
 * first name them (A before B in B~A), then the others as the runs do.
 */
size_t
render_chart_configs(const struct report *rep, const size_t *order, size_t from,
    size_t to, const struct runset *rs, uint32_t tc, uint32_t *out)
{
	size_t n = 0, k, i, ng;
	const uint32_t *gs = runs_tc_groups(rs, tc, &ng);

	for (k = from; k < to; k++) {
		const struct addr *a = rep->claims[order[k]].addr;
		const char *names[2];
		int j;

		if (a == NULL || a->constant || a->sel == SEL_ALL)
			continue;
		names[0] = a->sel == SEL_CMP ? a->cfg_a : a->cfg;
		names[1] = a->sel == SEL_CMP ? a->cfg : NULL;
		for (j = 0; j < 2; j++) {
			long c = names[j] != NULL ? runs_cfg_find(rs, names[j]) : -1;

			if (c < 0 || runs_group_find(rs, tc, (uint32_t)c) == NULL)
				continue;
			for (i = 0; i < n && out[i] != (uint32_t)c; i++)
				;
			if (i == n && n < CHART_CFGS_MAX)
				out[n++] = (uint32_t)c;
		}
	}
	for (k = 0; k < ng && n < CHART_CFGS_MAX; k++) {
		uint32_t c = rs->groups[gs[k]].cfg;

		for (i = 0; i < n && out[i] != c; i++)
			;
		if (i == n)
			out[n++] = c;
	}
	return n;
}

/*
 * Fills a panel's columns from the runs.  Returns zero when there is
 * nothing to chart: no config has a value, or every run has the same
 * one (a constant parameter, such as the length of a window).
 */
int
render_chart_columns(const struct runset *rs, const struct stats_cache *sc,
    uint32_t tc, const struct render_chart_panel *p, const uint32_t *cfgs,
    size_t ncfg, struct render_chart_column *col)
{
	const struct expr *x = p->first->addr->expr;
	double k = p->pct ? 100 : 1, first = NAN;
	size_t c, i;
	int any = 0, varies = 0;

	for (c = 0; c < ncfg; c++) {
		struct render_chart_column *o = &col[c];
		uint32_t gid;
		double v;

		memset(o, 0, sizeof(*o));
		o->cfg = cfgs[c];
		o->g = runs_group_find(rs, tc, cfgs[c]);
		if (o->g == NULL || o->g->len == 0)
			continue;
		gid = (uint32_t)(o->g - rs->groups);
		o->has = claim_eval_group(rs, sc, gid, x, p->st, &o->stat);
		o->stat *= k;
		o->lo = o->hi = o->stat;
		if (!on_runs_scale(p->st)) {
			/* The statistic alone: no runs, no whisker. */
		} else if (o->g->len <= CHART_DOTS_MAX) {
			o->n = o->g->len;
			o->runs = xcalloc(o->n + 1, sizeof(double));
			for (i = 0; i < o->n; i++) {
				o->runs[i] = NAN;
				if (!claim_eval_expr(rs, &o->g->runs[i], 1, x,
				    STAT_MEDIAN, &v))
					continue;
				o->runs[i] = v * k;
				o->lo = fmin(o->lo, v * k);
				o->hi = fmax(o->hi, v * k);
			}
		} else if (x->op == EXPR_METRIC &&
		    claim_eval_group(rs, sc, gid, x, STAT_MIN, &v)) {
			/* A bare metric's range without a value per run. */
			o->lo = fmin(o->lo, v * k);
			if (claim_eval_group(rs, sc, gid, x, STAT_MAX, &v))
				o->hi = fmax(o->hi, v * k);
		}
		if (!o->has)
			continue;
		if (!any)
			first = o->lo;
		any = 1;
		if (o->lo != first || o->hi != first)
			varies = 1;
	}
	return any && varies;
}

void
render_chart_cfgnames_init(struct render_chart_cfgnames *cn,
    const struct report *rep)
{
	size_t i, cap = 0;

	memset(cn, 0, sizeof(*cn));
	for (i = 0; i < rep->nteach; i++) {
		const char *u = rep->teach[i].url, *c, *e;
		const char *t = rep->teach[i].text;
		uint32_t id;

		/*
		 * TC/CFG/ with no expression, CFG no comparison nor run,
		 * and words, not a number (a cell's claim "[3.2](ev:/on/)").
		 */
		if (u == NULL || t == NULL || t[0] == '\0' ||
		    strchr("0123456789+-.", t[0]) != NULL ||
		    strncmp(t, "\xE2\x88\x92", 3) == 0 ||
		    (c = strchr(u, '/')) == NULL ||
		    (e = strchr(c + 1, '/')) == NULL || e[1] != '\0' ||
		    e == c + 1 || memchr(c + 1, '~', (size_t)(e - c - 1)) ||
		    memchr(c + 1, '#', (size_t)(e - c - 1)) ||
		    strtab_find(&cn->ids, c + 1, (size_t)(e - c - 1)) >= 0)
			continue;
		id = strtab_intern(&cn->ids, c + 1, (size_t)(e - c - 1));
		xgrow(&cn->name, &cap, (size_t)id + 1, sizeof(*cn->name));
		cn->name[id] = t;
	}
}

void
render_chart_cfgnames_free(struct render_chart_cfgnames *cn)
{
	strtab_free(&cn->ids);
	free(cn->name);
}

/* Config cfg as the report's column headers name it, else its id. */
const char *
render_chart_cfg_word(const struct render_chart_cfgnames *cn, const char *cfg)
{
	long id = cn != NULL ? strtab_find(&cn->ids, cfg, strlen(cfg)) : -1;

	return id >= 0 ? cn->name[id] : cfg;
}

/* The written words of a claimed change: "on vs off: −3.5 pp". */
const char *
render_chart_change_words(struct buf *b, const struct claim *c,
    const struct render_chart_cfgnames *cn, const struct html_strings *S)
{
	struct buf t = {0}, v = {0};
	enum support_flag sf = claim_support_flag(c);

	/*
	 * As the page marks the claim: a change the data contradict says
	 * so and what the data give (the arrow follows the data), and one
	 * within noise carries the prose's ∿.
	 */
	buf_adds(&t, c->text);
	if (c->verdict == VERDICT_WRONG || c->verdict == VERDICT_FLIPPED) {
		buf_adds(&t, c->verdict == VERDICT_FLIPPED ? " \xE2\x87\x85 " :
		    " \xE2\x9C\x97 ");
		claim_format_value(&v, c, c->v);
		html_strf(&t, S, "claim.gives", "value", v.data != NULL ?
		    v.data : "", (char *)NULL);
	} else if (sf == SUPPORT_FLAG_NOISE &&
	    c->support.cls != SUPPORT_AGAINST)
		buf_adds(&t, " \xE2\x88\xBF");
	html_strf(b, S, "chart.change", "b",
	    render_chart_cfg_word(cn, c->addr->cfg), "a",
	    render_chart_cfg_word(cn, c->addr->cfg_a), "text", t.data,
	    (char *)NULL);
	buf_free(&t);
	buf_free(&v);
	return b->data;
}

void
render_chart_finding(struct buf *b, const struct report *rep,
    const struct runset *rs, const char *tc, const struct html_strings *S)
{
	struct render_chart_panel *ps = xcalloc(CHART_PANELS_MAX, sizeof(*ps));
	size_t *order = xcalloc(rep->nclaims + 1, sizeof(*order));
	size_t i, n = 0, np, k, said = 0;
	struct buf t = {0};
	struct render_chart_cfgnames cn;

	(void)rs;
	for (i = 0; i < rep->nclaims; i++) {
		const struct addr *a = rep->claims[i].addr;

		if (a != NULL && !a->constant && a->tc != NULL &&
		    strcmp(a->tc, tc) == 0)
			order[n++] = i;
	}
	render_chart_cfgnames_init(&cn, rep);
	np = render_chart_panels(rep, order, 0, n, S, ps);
	html_strf(b, S, "chart.alt", "tc", tc, (char *)NULL);
	for (i = 0; i < np; i++) {
		/* Every one: at most CHART_PANELS_MAX x CHART_CHANGES_MAX of them. */
		for (k = 0; k < ps[i].nchange; k++, said++) {
			t.len = 0;
			html_strf(b, S, "chart.alt.change", "label", ps[i].label,
			    "change", render_chart_change_words(&t, ps[i].change[k], &cn, S),
			    (char *)NULL);
		}
		free(ps[i].key);
		buf_free(&ps[i].unit);
	}
	if (said == 0)
		html_strf(b, S, "chart.alt.none", (char *)NULL);
	buf_free(&t);
	render_chart_cfgnames_free(&cn);
	free(ps);
	free(order);
}

/*
 * The candidate pool of the suggester: every metric, every expression the
 * report uses and every ratio of two metrics it uses, with their values
 * in every group and over every run of each test case, computed once
 * per report on every core.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "parallel.h"
#include "stats_cache.h"
#include "suggest.h"

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
	a = claim_addr_parse(b.data, b.len, &err, NULL);
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
	p->v[p->n].bfac = 0;
	p->v[p->n].rates = 0;
	for (i = 0; i < p->v[p->n].nnames; i++) {
		long m = strtab_find(&p->seen, p->v[p->n].names[i],
		    strlen(p->v[p->n].names[i]));

		p->v[p->n].mid[i] = m;
		if (suggest_words_rate_name(p->v[p->n].names[i]))
			p->v[p->n].rates |= 1u << i;
	}
	if (p->v[p->n].complexity == 1 && p->v[p->n].nnames == 1) {
		suggest_words_metric_unit(p->v[p->n].names[0], &p->v[p->n].dim,
		    &p->v[p->n].ufac, &p->v[p->n].upart);
		if (p->v[p->n].dim == WORDS_RATE)
			p->v[p->n].bfac = suggest_words_metric_bitrate(
			    p->v[p->n].names[0]);
	}
	return (long)p->n++;
}

struct fill_job {
	const struct runset	*rs;
	struct pool		*p;
	const struct stats_cache *sc;	/* the check's, or NULL */
};

/*
 * The statistics of a bare metric over its k values v, as
 * claim_eval_expr gives them (none: no value): out[0] the median, then
 * the mean, min, max and sum, the mean as the sum over k, as
 * stats_compute takes it.  Reorders v.
 */
static void
bare_stats(double *v, size_t k, double out[5])
{
	double sum = k > 0 ? stats_compute(STAT_SUM, v, k) : NAN;

	out[1] = k > 0 ? sum / (double)k : NAN;
	out[2] = k > 0 ? stats_compute(STAT_MIN, v, k) : NAN;
	out[3] = k > 0 ? stats_compute(STAT_MAX, v, k) : NAN;
	out[4] = sum;
	/* The median last: it reorders the values. */
	out[0] = k > 0 ? stats_compute(STAT_MEDIAN, v, k) : NAN;
	for (k = 0; k < 5; k++)
		if (!isfinite(out[k]))
			out[k] = NAN;
}

/*
 * bare_stats's out[] from the statistics the check computed of (g, m),
 * when it did: stats_group_compute takes the same values in the same
 * order and the mean as the sum over n, as stats_compute does, so the
 * figures are the very ones bare_stats would give.
 */
static int
cached_stats(const struct stats_cache *sc, size_t g, long m, double out[5])
{
	const struct stats_group *st;
	double v[5];
	size_t i;

	if (sc == NULL ||
	    (st = stats_cache_find(sc, (uint32_t)g, (uint32_t)m)) == NULL)
		return 0;
	v[0] = st->median, v[1] = st->mean, v[2] = st->min;
	v[3] = st->max, v[4] = st->sum;
	for (i = 0; i < 5; i++)
		out[i] = st->n > 0 && isfinite(v[i]) ? v[i] : NAN;
	return 1;
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
	size_t g, t, most = 1, *off, *fill;
	double v, out[5], *tmp, *vals;
	long m;

	(void)w;
	if (p->v[c].num >= 0)
		return;
	if (p->v[c].e->op == EXPR_METRIC) {
		m = runs_metric_find(rs, p->v[c].e->name,
		    strlen(p->v[c].e->name));
		/*
		 * A test case's runs are its groups' in group order
		 * (suggest_pool_build), so its values are theirs, read once:
		 * vals holds each test case's at off[t], fill[t] so far.
		 */
		off = xcalloc(p->ntc + 1, sizeof(*off));
		fill = xcalloc(p->ntc + 1, sizeof(*fill));
		for (t = 0; t < p->ntc; t++)
			off[t + 1] = off[t] + p->ntcruns[t];
		for (g = 0; g < rs->ngroups; g++)
			if (rs->groups[g].len > most)
				most = rs->groups[g].len;
		tmp = xcalloc(most, sizeof(double));
		vals = xcalloc(off[p->ntc] + 1, sizeof(double));
		for (g = 0; g < rs->ngroups; g++) {
			size_t i = (c * rs->ngroups + g) * 4, k = 0;
			uint32_t gt = rs->groups[g].tc;
			double *gv = vals + off[gt] + fill[gt];

			if (m >= 0)
				k = runs_gather(rs, rs->groups[g].runs,
				    rs->groups[g].len, (uint32_t)m, gv);
			fill[gt] += k;
			/* What the check computed of the claims, as is. */
			if (m < 0 || !cached_stats(j->sc, g, m, out)) {
				if (k > 0)
					memcpy(tmp, gv, k * sizeof(double));
				bare_stats(tmp, k, out);
			}
			p->val[c * rs->ngroups + g] = out[0];
			for (k = 0; k < 4; k++) {
				p->stv[i + k] = out[k + 1];
				p->sthave[i + k] = 1;
			}
		}
		for (t = 0; t < p->ntc; t++) {
			v = fill[t] > 0 ? stats_compute(STAT_MEDIAN, vals + off[t],
			    fill[t]) : NAN;
			p->all[c * p->ntc + t] = isfinite(v) ? v : NAN;
		}
		free(vals);
		free(tmp);
		free(off);
		free(fill);
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

/*
 * The report's metrics and expressions, as the pool's first
 * candidates grow: the metrics its claims use (at most 256, for their
 * ratios) and each (expression, test case) a claim binds.
 */
struct used {
	const char	*name[256];	/* a metric the claims use */
	long		 idx[256];	/* its candidate */
	size_t		 n;
	long		*pairs;		/* (candidate, test case, use) */
	size_t		 npairs;
	size_t		 cappairs;
};

/*
 * How a claim uses its expression, as a bit of pool.used: the median
 * (no @), the mean, min, max or sum (SUGGEST_USED_STAT << stat), or
 * otherwise (@n, @range, @stddev...).
 */
static long
used_bit(const struct addr *a)
{
	if (!a->has_stat || a->stat == STAT_MEDIAN)
		return SUGGEST_USED_STAT << STAT_MEDIAN;
	if (a->stat == STAT_MEAN || a->stat == STAT_MIN ||
	    a->stat == STAT_MAX || a->stat == STAT_SUM)
		return SUGGEST_USED_STAT << a->stat;
	return SUGGEST_USED_OTHER;
}

/* The report's expressions as candidates, and the metrics they use. */
static void
add_used(struct pool *p, struct used *us, const struct report *r,
    const struct runset *rs)
{
	struct buf b = {0};
	size_t i, j, k, m;

	for (i = 0; i < r->nclaims; i++) {
		const struct addr *a = r->claims[i].addr;
		const char *names[16];
		long c, tcid;

		if (a == NULL || a->constant || a->expr == NULL)
			continue;
		b.len = 0;
		claim_expr_print(&b, a->expr);
		c = add_cand(p, b.data);
		tcid = a->tc != NULL ? runs_tc_find(rs, a->tc) : -1;
		if (c >= 0 && tcid >= 0) {
			xgrow(&us->pairs, &us->cappairs, us->npairs + 3,
			    sizeof(*us->pairs));
			us->pairs[us->npairs++] = c;
			us->pairs[us->npairs++] = tcid;
			us->pairs[us->npairs++] = used_bit(a);
		}
		m = claim_expr_metrics(a->expr, names, 16);
		for (j = 0; j < m && j < 16; j++) {
			for (k = 0; k < us->n && strcmp(us->name[k], names[j]);
			    k++)
				;
			if (k == us->n && us->n < 256 &&
			    runs_metric_find(rs, names[j], strlen(names[j])) >= 0) {
				us->idx[us->n] = strtab_find(&p->seen, names[j],
				    strlen(names[j]));
				if (us->idx[us->n] >= 0)
					us->name[us->n++] = names[j];
			}
		}
	}
	buf_free(&b);
}

/*
 * The ratio of metric candidates ni and di as a candidate (its value:
 * the ratio of medians) with the per-run ratio median(a/b) beside it,
 * searched near it; unless the pool has it already, as a candidate of
 * index below before or otherwise.  Returns whether it is new.
 */
static int
add_ratio(struct pool *p, long ni, long di, size_t before)
{
	struct buf b = {0};
	struct addr *a;
	char *err;
	long c;
	const char *x = p->v[ni].text, *y = p->v[di].text;

	buf_printf(&b, "%s/%s", x, y);
	c = add_cand(p, b.data);
	if (c < (long)before || p->v[c].num >= 0) {
		buf_free(&b);
		return 0;
	}
	p->v[c].num = ni;
	p->v[c].den = di;
	b.len = 0;
	buf_printf(&b, "x/x/median(%s/%s)", x, y);
	a = claim_addr_parse(b.data, b.len, &err, NULL);
	if (a == NULL)
		free(err);
	else {
		p->v[c].pr = a->expr;
		a->expr = NULL;
		claim_addr_free(a);
		p->v[c].prtext = xstrdup(b.data + 4);
	}
	buf_free(&b);
	return 1;
}

/* Every ratio of two metrics the report uses. */
static void
add_ratios(struct pool *p, const struct used *us)
{
	size_t before = p->n, i, j;

	for (i = 0; i < us->n; i++)
		for (j = 0; j < us->n; j++)
			if (i != j)
				(void)add_ratio(p, us->idx[i], us->idx[j], before);
}

/*
 * Named ratios (issue 23): a sentence that joins two metric words with
 * a word for "per" ("cycles per IO", "instructions/cycles", "每 IO 的
 * 周期", "IO당 사이클", "IOあたりのサイクル") speaks of the ratio of the
 * two, though no claim of the report uses either.  The denominator is
 * the metric the words right after "per", "/" or 每 name (right before
 * 당, あたり, ごと, 마다, につき); the numerator any other metric the
 * sentence names.  Only sentences around unbound numbers are read, and
 * at most SUGGEST_NAMED_RATIOS ratios are added (each costs the search
 * of every number): a named ratio is a rare thing in a report.
 */
#define SUGGEST_NAMED_RATIOS	64
#define SUGGEST_PER_WINDOW	32	/* bytes read for the denominator */
#define SUGGEST_SENTENCE_MAX	1024	/* bytes read each way for a sentence */

struct named {
	struct pool		*p;
	size_t			 nm;		/* metric candidates: 0..nm-1 */
	const struct lexicon	*lx;
	unsigned char		*in;		/* [nm]: the sentence names it */
	size_t			 added;
	size_t			 before;
};

/* Whether s[i] starts a sentence's end: ". ", "。", "? ", a blank line. */
static size_t
sentence_end(const char *s, size_t i, size_t len)
{
	if ((s[i] == '.' || s[i] == '!' || s[i] == '?' || s[i] == ';') &&
	    (i + 1 >= len || s[i + 1] == ' ' || s[i + 1] == '\n'))
		return 1;
	if (s[i] == '\n' && i + 1 < len && s[i + 1] == '\n')
		return 1;
	if (i + 3 <= len && (!memcmp(s + i, "\xE3\x80\x82", 3) ||	/* 。 */
	    !memcmp(s + i, "\xEF\xBC\x81", 3) ||			/* ！ */
	    !memcmp(s + i, "\xEF\xBC\x9F", 3)))			/* ？ */
		return 3;
	return 0;
}

/* Adds every ratio of a metric the sentence names over one w names. */
static void
named_over(struct named *nd, const char *w, size_t wn)
{
	char win[SUGGEST_PER_WINDOW + 1];
	size_t d, m;

	memcpy(win, w, wn);
	win[wn] = '\0';
	for (d = 0; d < nd->nm; d++) {
		if (!nd->in[d] || !suggest_rank_names(win, &nd->p->v[d], nd->lx))
			continue;
		for (m = 0; m < nd->nm; m++)
			if (m != d && nd->in[m] &&
			    nd->added < SUGGEST_NAMED_RATIOS)
				nd->added += (size_t)add_ratio(nd->p, (long)m,
				    (long)d, nd->before);
	}
}

/* A byte of a name in the runs (cb.ops_per_s), or of a word. */
static int
ident_char(char c)
{
	return suggest_words_char(c) || c == '_' || c == '.' || c == '-';
}

/* The bytes of s[0..n) a window may take: up to punctuation. */
static size_t
window_len(const char *s, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (strchr(",.;:()[]\n", s[k]) != NULL || s[k] == '\0')
			break;
	return k;
}

/* The named ratios of one sentence, s[0..len). */
static void
named_sentence(struct named *nd, const char *s, size_t len)
{
	char *sent = xstrndup(s, len);
	size_t i, k, n;
	int any;

	/* Only a sentence with a word for "per" is read further. */
	any = memchr(s, '/', len) != NULL;
	for (k = 0; k < words_nper_before && !any; k++)
		any = strcmp(words_per_before[k], "every") != 0 &&
		    suggest_words_says(sent, words_per_before[k]);
	for (k = 0; k < words_nper_after && !any; k++)
		any = strstr(sent, words_per_after[k]) != NULL;
	if (!any) {
		free(sent);
		return;
	}
	for (i = 0; i < nd->nm; i++)
		nd->in[i] = (unsigned char)suggest_rank_names(sent,
		    &nd->p->v[i], nd->lx);
	for (i = 0; i < len; i++) {
		const char *t = sent + i;

		/* "/" between two words, not in a path or URL. */
		if (*t == '/' && i > 0 && i + 1 < len &&
		    suggest_words_alpha((unsigned char)t[-1]) &&
		    suggest_words_alpha((unsigned char)t[1])) {
			for (k = i; k > 0 && sent[k - 1] != ' ' &&
			    sent[k - 1] != ':'; k--)
				;
			if (k == 0 || sent[k - 1] != ':') {
				n = window_len(t + 1, len - i - 1 <
				    SUGGEST_PER_WINDOW ? len - i - 1 :
				    SUGGEST_PER_WINDOW);
				if (memchr(t + 1, '/', n) == NULL)
					named_over(nd, t + 1, n);
			}
			continue;
		}
		for (k = 0; k < words_nper_before; k++) {
			const char *w = words_per_before[k];
			size_t wl = strlen(w);

			/* A word, not a part of a name: ops_per_cpu_s. */
			if (strcmp(w, "every") == 0 || strncmp(t, w, wl) != 0 ||
			    ((unsigned char)w[0] < 0x80 && ((i > 0 &&
			    ident_char(t[-1])) || ident_char(t[wl]))))
				continue;
			n = len - i - wl < SUGGEST_PER_WINDOW ? len - i - wl :
			    SUGGEST_PER_WINDOW;
			named_over(nd, t + wl, window_len(t + wl, n));
		}
		for (k = 0; k < words_nper_after; k++) {
			const char *w = words_per_after[k];
			size_t wl = strlen(w), b;

			if (strncmp(t, w, wl) != 0)
				continue;
			b = i < SUGGEST_PER_WINDOW ? i : SUGGEST_PER_WINDOW;
			/* Back to a character's first byte, after punctuation. */
			while (b > 0 && ((unsigned char)*(t - b) & 0xC0) == 0x80)
				b--;
			for (n = 1; n <= b; n++)
				if (strchr(",.;:()[]\n", *(t - n)) != NULL) {
					b = n - 1;
					break;
				}
			named_over(nd, t - b, b);
		}
	}
	free(sent);
}

static void
add_named_ratios(struct pool *p, size_t nm, const struct report *r,
    const struct lexicon *lx)
{
	struct named nd;
	size_t i, last = (size_t)-1;

	memset(&nd, 0, sizeof(nd));
	nd.p = p;
	nd.nm = nm;
	nd.lx = lx;
	nd.before = p->n;
	nd.in = xcalloc(nm + 1, 1);
	for (i = 0; i < r->nunbound && nd.added < SUGGEST_NAMED_RATIOS; i++) {
		size_t off = report_ubyte(&r->unbound[i]), s0, s1;

		if (off == PLACE_NONE || off < r->bom || off - r->bom >= r->len)
			continue;
		off -= r->bom;
		for (s0 = off; s0 > 0 && off - s0 < SUGGEST_SENTENCE_MAX &&
		    !sentence_end(r->src, s0 - 1, r->len); s0--)
			;
		if (s0 == last)
			continue;	/* its sentence is read */
		last = s0;
		for (s1 = off; s1 < r->len && s1 - off < SUGGEST_SENTENCE_MAX &&
		    sentence_end(r->src, s1, r->len) == 0; s1++)
			;
		named_sentence(&nd, r->src + s0, s1 - s0);
	}
	free(nd.in);
}

/* Whether the line s[0..n) may title a section (struct suggest_title). */
static int
title_shape(const char *s, size_t n)
{
	static const char marks[] = "|>#-*+<`[!";
	const char *e = s + n;

	if (n == 0 || n > 80 || strchr(marks, s[0]) != NULL)
		return 0;
	/* A sentence ends so: no title. */
	if (e[-1] == '.' || e[-1] == '!' || e[-1] == '?' || (n >= 3 &&
	    (!memcmp(e - 3, "\xE3\x80\x82", 3) ||	/* 。 */
	    !memcmp(e - 3, "\xEF\xBC\x81", 3) ||	/* ！ */
	    !memcmp(e - 3, "\xEF\xBC\x9F", 3))))	/* ？ */
		return 0;
	return 1;
}

/*
 * A test case id as titles look it up: lower case, without a dash
 * between a letter and a digit ("TC-2" and tc2 alike, as text_names_id
 * reads them).  Writes at most cap - 1 bytes to out; returns its length.
 */
static size_t
title_key(const char *s, size_t n, char *out, size_t cap)
{
	size_t i, k = 0;

	for (i = 0; i < n && k + 1 < cap; i++) {
		char c = s[i];

		if (c == '-' && k > 0 && i + 1 < n && s[i + 1] >= '0' &&
		    s[i + 1] <= '9' && ((out[k - 1] >= 'a' && out[k - 1] <= 'z')))
			continue;
		out[k++] = c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
	}
	out[k] = '\0';
	return k;
}

/*
 * How many test cases (0, 1 or 2: more) the line t names, by looking up
 * every stretch of it between word bounds in keys (title_key of each
 * id, mapped to its test case), each hit confirmed by text_names_id: a
 * line costs its length squared, not the test cases (160,000 of them
 * once made every short line read each id).
 */
static size_t
title_names(const char *t, const struct strtab *keys, const uint32_t *tcof,
    const struct runset *rs, size_t maxlen)
{
	char key[256];
	size_t n = strlen(t), i, j, named = 0;
	long k, first = -1;

	for (i = 0; i < n && named < 2; i++) {
		if (i > 0 && suggest_words_char(t[i - 1]))
			continue;
		for (j = i + 1; j <= n && j - i <= maxlen + 4 && named < 2;
		    j++) {
			if (j < n && suggest_words_char(t[j]))
				continue;
			k = strtab_find(keys, key, title_key(t + i, j - i, key,
			    sizeof(key)));
			if (k < 0 || (long)tcof[k] == first ||
			    !text_names_id(t, rs->tcs.strs[tcof[k]]))
				continue;
			if (first < 0)
				first = (long)tcof[k];
			named++;
		}
	}
	return named;
}

/*
 * The plain-text section titles (struct suggest_title): lines outside
 * fences and HTML comments, with a blank line (or the start) before and
 * a blank line, a fence or the end after, that name one test case.
 */
static void
find_titles(struct pool *p, const struct report *r, const struct runset *rs)
{
	const char *s = r->src, *end = r->src + r->len, *ln = s;
	size_t line = 1, cap = 0, k, maxlen = 0, kcap = 0;
	int fence = 0, comment = 0, prevblank = 1;
	struct strtab keys;
	uint32_t *tcof = NULL;	/* [key id]: its test case */
	char key[256];

	memset(&keys, 0, sizeof(keys));
	for (k = 0; k < rs->tcs.len; k++) {
		size_t n = strlen(rs->tcs.strs[k]), had = keys.len;
		uint32_t id;

		if (n >= sizeof(key))
			continue;	/* no title line is that long */
		id = strtab_intern(&keys, key, title_key(rs->tcs.strs[k], n,
		    key, sizeof(key)));
		if (keys.len > had) {	/* the first id of a key */
			xgrow(&tcof, &kcap, (size_t)id + 1, sizeof(*tcof));
			tcof[id] = (uint32_t)k;
		}
		if (n > maxlen)
			maxlen = n;
	}
	while (ln < end) {
		const char *nl = memchr(ln, '\n', (size_t)(end - ln));
		const char *next, *a = ln, *b;
		int blank, nextblank;

		if (nl == NULL)
			nl = end;
		next = nl < end ? nl + 1 : end;
		for (b = nl; b > a && (b[-1] == '\r' || b[-1] == ' ' ||
		    b[-1] == '\t'); b--)
			;
		while (a < b && (*a == ' ' || *a == '\t'))
			a++;
		blank = a == b;
		{
			const char *q = next, *qe;

			qe = q < end ? memchr(q, '\n', (size_t)(end - q)) : NULL;
			if (qe == NULL)
				qe = end;
			while (q < qe && (*q == ' ' || *q == '\t' || *q == '\r'))
				q++;
			nextblank = q == qe || (qe - q >= 3 && (!memcmp(q, "```",
			    3) || !memcmp(q, "~~~", 3)));
		}
		if (!fence && !comment && b - a >= 4 && !memcmp(a, "<!--", 4))
			comment = 1;
		if (comment) {
			if (b - a >= 3 && !memcmp(b - 3, "-->", 3))
				comment = 0;
		} else if (b - a >= 3 && (!memcmp(a, "```", 3) ||
		    !memcmp(a, "~~~", 3)))
			fence = !fence;
		else if (!fence && prevblank && nextblank &&
		    title_shape(a, (size_t)(b - a))) {
			char *t = xmalloc((size_t)(b - a) + 1);

			memcpy(t, a, (size_t)(b - a));
			t[b - a] = '\0';
			if (title_names(t, &keys, tcof, rs, maxlen) == 1) {
				xgrow(&p->titles, &cap, p->ntitles + 1,
				    sizeof(*p->titles));
				p->titles[p->ntitles].line = line;
				p->titles[p->ntitles++].text = t;
			} else
				free(t);
		}
		prevblank = blank;
		line++;
		ln = next;
	}
	strtab_free(&keys);
	free(tcof);
}

/* Every run of each test case, for tc/ * selections. */
static void
gather_tc_runs(struct pool *p, const struct runset *rs)
{
	size_t g, ntc = rs->tcs.len;

	p->tcruns = xcalloc(ntc + 1, sizeof(*p->tcruns));
	p->ntcruns = xcalloc(ntc + 1, sizeof(*p->ntcruns));
	p->ntc = ntc;
	/* The count of runs every group (of a test case) shares, or 0. */
	p->cnt_tc = xcalloc(ntc + 1, sizeof(*p->cnt_tc));
	p->cnt_all = rs->ngroups > 0 ? rs->groups[0].len : 0;
	for (g = 0; g < rs->ngroups; g++) {
		const struct rungroup *gr = &rs->groups[g];

		if (gr->len != p->cnt_all)
			p->cnt_all = 0;
		if (p->ntcruns[gr->tc] == 0)
			p->cnt_tc[gr->tc] = gr->len;
		else if (p->cnt_tc[gr->tc] != gr->len)
			p->cnt_tc[gr->tc] = 0;
		p->tcruns[gr->tc] = xrealloc(p->tcruns[gr->tc],
		    (p->ntcruns[gr->tc] + gr->len) * sizeof(uint32_t));
		memcpy(p->tcruns[gr->tc] + p->ntcruns[gr->tc], gr->runs,
		    gr->len * sizeof(uint32_t));
		p->ntcruns[gr->tc] += gr->len;
	}
}

/*
 * Metrics and the report's expressions valued on every core; then the
 * ratios of two, from their medians.
 */
static void
fill_values(struct pool *p, const struct runset *rs,
    const struct stats_cache *sc)
{
	size_t ntc = p->ntc, i, g, t;
	struct fill_job fj;

	p->val = xcalloc(p->n * (rs->ngroups ? rs->ngroups : 1),
	    sizeof(double));
	p->all = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->used = xcalloc(p->n * (ntc ? ntc : 1), 1);
	p->stv = xcalloc(p->n * rs->ngroups * 4 + 1, sizeof(double));
	p->sthave = xcalloc(p->n * rs->ngroups * 4 + 1, 1);
	fj.rs = rs;
	fj.p = p;
	fj.sc = sc;
	parallel_for(p->n, rs->nruns < 20000 ? 1 : 0, value_one, &fj);
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
}

/* Each candidate's span of medians per test case, to skip most. */
static void
fill_spans(struct pool *p, const struct runset *rs)
{
	size_t ntc = p->ntc, i, t, k, m;

	p->vmin = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->vmax = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->mmin = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->mmax = xcalloc(p->n * (ntc ? ntc : 1), sizeof(double));
	p->ntcs = xcalloc(p->n + 1, sizeof(*p->ntcs));
	for (i = 0; i < p->n; i++)
		for (t = 0; t < ntc; t++) {
			const uint32_t *gs = runs_tc_groups(rs, (uint32_t)t, &m);
			double lo = NAN, hi = NAN, mlo = NAN, mhi = NAN;

			for (k = 0; k < m; k++) {
				double v = p->val[i * rs->ngroups + gs[k]];
				size_t si = (i * rs->ngroups + gs[k]) * 4;
				double mv = p->sthave[si] ? p->stv[si] : NAN;

				if (!isnan(mv) && (isnan(mlo) || mv < mlo))
					mlo = mv;
				if (!isnan(mv) && (isnan(mhi) || mv > mhi))
					mhi = mv;
				if (isnan(v))
					continue;
				if (isnan(lo) || v < lo)
					lo = v;
				if (isnan(hi) || v > hi)
					hi = v;
			}
			p->vmin[i * ntc + t] = lo;
			p->vmax[i * ntc + t] = hi;
			if (!isnan(lo) || !isnan(p->all[i * ntc + t]))
				p->ntcs[i]++;
			p->mmin[i * ntc + t] = mlo;
			p->mmax[i * ntc + t] = mhi;
		}
}

/*
 * The expressions an ev:words block declares words for (issue 23:
 * "instructions/cycles: IPC" on a report no claim binds yet).
 */
static void
add_declared(struct pool *p, const struct lexicon *lx,
    const struct runset *rs)
{
	size_t i;

	for (i = 0; lx != NULL && i < lx->n; i++) {
		const char *k = lx->v[i].key;

		if (lx->v[i].taught != 0 || strpbrk(k, "/*+()") == NULL ||
		    runs_metric_find(rs, k, strlen(k)) >= 0)
			continue;
		(void)add_cand(p, k);
	}
}

/* The candidates and their value in every group. */
void
suggest_pool_build(struct pool *p, const struct report *r,
    const struct runset *rs, const struct lexicon *lx,
    const struct stats_cache *sc)
{
	struct used us;
	size_t i, i2, nm;

	memset(&us, 0, sizeof(us));
	for (i = 0; i < rs->metrics.len; i++)
		add_cand(p, rs->metrics.strs[rs->metric_order[i]]);
	nm = p->n;
	add_used(p, &us, r, rs);
	add_declared(p, lx, rs);
	add_ratios(p, &us);
	add_named_ratios(p, nm, r, lx);
	gather_tc_runs(p, rs);
	fill_values(p, rs, sc);
	for (i = 0; i + 2 < us.npairs; i += 3) {
		i2 = (size_t)us.pairs[i] * p->ntc + (size_t)us.pairs[i + 1];
		p->used[i2] |= (unsigned char)us.pairs[i + 2];
	}
	fill_spans(p, rs);
	find_titles(p, r, rs);
	free(us.pairs);
}

void
suggest_pool_free(struct pool *p)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		claim_expr_free(p->v[i].e);
		claim_expr_free(p->v[i].pr);
		free(p->v[i].text);
		free(p->v[i].prtext);
	}
	for (i = 0; i < p->ntitles; i++)
		free(p->titles[i].text);
	free(p->titles);
	for (i = 0; p->tcruns != NULL && i < p->ntc; i++)
		free(p->tcruns[i]);
	free(p->tcruns);
	free(p->ntcruns);
	free(p->cnt_tc);
	free(p->v);
	free(p->val);
	free(p->all);
	free(p->used);
	free(p->vmin);
	free(p->vmax);
	free(p->mmin);
	free(p->mmax);
	free(p->ntcs);
	free(p->stv);
	free(p->sthave);
	strtab_free(&p->seen);
}

enum statfn
suggest_pool_used_stat(const struct pool *p, size_t c, size_t t)
{
	unsigned u = p->used[c * p->ntc + t] & ~SUGGEST_USED_OTHER;
	enum statfn st;

	for (st = STAT_MEAN; st <= STAT_SUM; st++)
		if (u == (SUGGEST_USED_STAT << st))
			return st;
	return STAT_MEDIAN;
}

/*
 * A statistic of candidate c over group g: the median, or the mean,
 * min, max or sum of a bare metric (build computed them before the
 * numbers are searched, so that the search only reads the pool).
 */
double
suggest_pool_stat(const struct runset *rs, const struct pool *p, size_t c,
    size_t g, enum statfn st)
{
	size_t k = st == STAT_MEAN ? 0 : st == STAT_MIN ? 1 :
	    st == STAT_MAX ? 2 : 3, i = (c * rs->ngroups + g) * 4 + k;

	if (st == STAT_MEDIAN)
		return p->val[c * rs->ngroups + g];
	/* The pool holds no other: a geometric mean is not the sum. */
	if (st != STAT_MEAN && st != STAT_MIN && st != STAT_MAX &&
	    st != STAT_SUM)
		return NAN;
	return p->sthave[i] ? p->stv[i] : NAN;
}

/*
 * The ranking of the suggester: the kinds of evidence (struct ev) a
 * candidate has for a number, their order (struct rank), the three best
 * picks kept, and whether --fix may bind the first.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "suggest.h"

int
suggest_rank_better(const struct rank *a, const struct rank *b)
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

int
suggest_rank_same(const struct rank *a, const struct rank *b)
{
	return a->heading == b->heading && a->fine == b->fine &&
	    a->context == b->context && a->near == b->near &&
	    a->form == b->form && a->simple == b->simple;
}

static int	ends_part(const char *, const char *);

/*
 * Whether text says a plural name part in the singular: "cycle" for
 * cycles, "IO" for ios ("cycles per IO").  A singular of two letters
 * counts only in capitals, as prose writes such a unit ("IO", "OP"):
 * "io" in io_uring is not one.
 */
static int
says_singular(const char *text, const char *part, size_t n)
{
	char one[128];
	const char *t;
	size_t i;

	if (n < 3 || n >= sizeof(one) || (part[n - 1] != 's' &&
	    part[n - 1] != 'S'))
		return 0;
	memcpy(one, part, n - 1);
	one[n - 1] = '\0';
	if (n - 1 >= 3)
		return suggest_words_contain(text, one, 0);
	for (i = 0; i < n - 1; i++)
		if (!suggest_words_alpha((unsigned char)one[i]))
			return 0;
	for (t = text; *t != '\0'; t++) {
		if (t > text && suggest_words_char(t[-1]))
			continue;
		for (i = 0; i < n - 1; i++)
			if (t[i] != (char)(one[i] & ~0x20))
				break;
		/* Past the word only once it matched: t[i] is no NUL. */
		if (i == n - 1 && !suggest_words_char(t[i]) && t[i] != '_')
			return 1;
	}
	return 0;
}

/*
 * Whether text writes the percentile a name part says with its point:
 * "p99.9" for p999, "p99.99" for p9999, "P99.5" for p995 (the name
 * cannot hold the point; authors write it).
 */
static int
says_percentile(const char *text, const char *part, size_t n)
{
	char dot[32];
	size_t i;

	if (n < 4 || n + 2 > sizeof(dot) || (part[0] != 'p' &&
	    part[0] != 'P') || part[1] != '9' || part[2] != '9')
		return 0;
	for (i = 1; i < n; i++)
		if (part[i] < '0' || part[i] > '9')
			return 0;
	memcpy(dot, part, 3);
	dot[3] = '.';
	memcpy(dot + 4, part + 3, n - 3);
	dot[n + 1] = '\0';
	return suggest_words_contain(text, dot, 0);
}

/* Whether text says throughput (吞吐, 처리량, スループット). */
static int
says_throughput(const char *text)
{
	size_t k;

	for (k = 0; k < words_nthroughput; k++)
		if (suggest_words_says(text, words_throughput[k]))
			return 1;
	return 0;
}

/* Whether text writes out in full the word a name part abbreviates. */
static int
says_abbrev(const char *text, const char *part, size_t n)
{
	size_t k;

	if (n < 3 || n > 5)	/* no part abbreviates otherwise */
		return 0;
	for (k = 0; k < words_nname_abbrevs; k++)
		if (strlen(words_name_abbrevs[2 * k]) == n &&
		    !suggest_words_casecmp(words_name_abbrevs[2 * k], part, n) &&
		    suggest_words_contain(text, words_name_abbrevs[2 * k + 1],
		    0))
			return 1;
	return 0;
}

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

	for (k = suggest_lex_first(lx, c->text); k < lx->n &&
	    strcmp(lx->v[k].key, c->text) == 0; k++)
		if (suggest_words_says(text, lx->v[k].word)) {
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
			    (suggest_words_contain(text, part, n >= 4) ||
			    says_singular(text, part, n) ||
			    says_percentile(text, part, n) ||
			    says_abbrev(text, part, n))) {
				named = 1;
				if (found == NULL) {
					found = p;	/* the part, n bytes */
					flen = n;
				}
			}
		}
		if (!named && (c->rates & (1u << i)) && says_throughput(text)) {
			named = 1;
			if (found == NULL) {
				found = c->names[i];
				flen = 0;
			}
		}
		if (!named && ends_part(text, c->names[i])) {
			named = 1;
			if (found == NULL) {
				found = c->names[i];
				flen = 0;
			}
		}
		for (k = suggest_lex_first(lx, c->names[i]); k < lx->n && !named &&
		    strcmp(lx->v[k].key, c->names[i]) == 0; k++)
			if (suggest_words_says(text, lx->v[k].word)) {
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

int
suggest_rank_named(const char *text, const struct cand *c,
    const struct lexicon *lx, const char **word, size_t *wlen)
{
	return named_in(text, c, lx, word, wlen);
}

int
suggest_rank_names(const char *text, const struct cand *c,
    const struct lexicon *lx)
{
	const char *w;
	size_t l;

	return named_in(text, c, lx, &w, &l);
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
		if (!suggest_words_alpha((unsigned char)*t)) {
			t++;
			continue;
		}
		for (n = 0; suggest_words_alpha((unsigned char)t[n]); n++)
			;
		if (n >= 4 && (t == text || !suggest_words_char(t[-1])) &&
		    !suggest_words_char(t[n]))
			for (p = name; *p != '\0'; p = *q ? q + 1 : q) {
				for (q = p; *q != '\0' && *q != '.' &&
				    *q != '_'; q++)
					;
				m = (size_t)(q - p);
				if (m > n && !suggest_words_casecmp(p + m - n, t, n))
					return 1;
			}
		t += n;
	}
	return 0;
}

int
suggest_rank_metric_near(const struct numctx *n, const struct cand *c,
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
	for (k = suggest_lex_first(lx, id); k < lx->n && strcmp(lx->v[k].key, id) == 0;
	    k++)
		if (suggest_words_says(text, lx->v[k].word))
			return lx->v[k].word;
	return NULL;
}

/*
 * 2 when the words since the previous number name the config, 1 the
 * sentence.
 */
int
suggest_rank_cfg_level(const struct numctx *n, const char *cfg,
    const struct lexicon *lx, const char **word)
{
	if ((*word = names_id(n->local, cfg, lx)) != NULL)
		return 2;
	if ((*word = names_id(n->sent, cfg, lx)) != NULL)
		return 1;
	return 0;
}

/*
 * A test case id as a benchmark and its variant: "hackbench-g16" is
 * hackbench and the number 16, "fio-seqread" fio and no number.
 * *plen: the benchmark's bytes, up to the last '-' or '_' (0: none);
 * *num: the whole number the id ends in after letters, or -1.
 */
static void
tc_split(const char *tc, size_t *plen, long *num)
{
	const char *sep = NULL, *p, *d;

	for (p = tc; *p != '\0'; p++)
		if (*p == '-' || *p == '_')
			sep = p;
	*plen = sep != NULL ? (size_t)(sep - tc) : 0;
	*num = -1;
	if (sep == NULL)
		return;
	for (d = sep + 1; suggest_words_alpha((unsigned char)*d); d++)
		;
	if (*d >= '0' && *d <= '9' && strlen(d) < 7 &&
	    strspn(d, "0123456789") == strlen(d))
		*num = strtol(d, NULL, 10);
}

/*
 * How the words name tc by its benchmark (issue 23): "hackbench" in
 * the heading, the table's caption or the sentence, and, when the id
 * ends in a number, that number as the row's label or the last whole
 * number before it ("16 groups": hackbench-g16); without a number, tc
 * must be the benchmark's only test case.  3 the heading or caption,
 * 2 the words since the previous number, 1 the sentence, 0 not named.
 */
static int
bench_level(const struct numctx *n, size_t t, char *const *tcs,
    size_t ntc)
{
	char pre[64];
	const char *tc = tcs != NULL ? tcs[t] : NULL;
	size_t plen, ol, i;
	long num, on;

	if (tc == NULL)
		return 0;
	tc_split(tc, &plen, &num);
	if (plen < 3 || plen >= sizeof(pre))
		return 0;
	if (num >= 0 && n->label != num)
		return 0;
	if (n->hd != NULL) {
		if (num < 0 && !n->hd->alone[t])
			return 0;
	} else
		for (i = 0; i < ntc && num < 0; i++) {
			tc_split(tcs[i], &ol, &on);
			if (tcs[i] != tc && strcmp(tcs[i], tc) != 0 &&
			    ol == plen && memcmp(tcs[i], tc, plen) == 0)
				return 0;	/* fio-seqread, fio-randread */
		}
	memcpy(pre, tc, plen);
	pre[plen] = '\0';
	if ((n->hd != NULL ? n->hd->bench[t] :
	    suggest_words_contain(n->head, pre, 0)) ||
	    suggest_words_contain(n->caption, pre, 0))
		return 3;
	if (suggest_words_contain(n->local, pre, 0))
		return 2;
	if (suggest_words_contain(n->sent, pre, 0))
		return 1;
	return 0;
}

/*
 * How the number's words name test case tc: 4 right before it, 3 the
 * heading or the section's tables (or the table's caption), 2 since
 * the previous number, 1 the sentence (or the only test case there
 * is), 0 not at all; or by its benchmark and number (bench_level).
 */
int
suggest_rank_tc_level(const struct numctx *n, size_t t,
    const struct lexicon *lx, char *const *tcs, size_t ntc,
    const char **word, int *sectable)
{
	int b;
	const char *w, *tc = tcs[t];
	int level = 0;

	if ((w = names_id(n->near, tc, lx)) != NULL)
		level = 4;
	else if ((w = n->hd != NULL ? n->hd->word[t] :
	    names_id(n->head, tc, lx)) != NULL ||
	    (w = names_id(n->caption, tc, lx)) != NULL)
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
	else if (n->paratc != NULL && strcmp(n->paratc, tc) == 0) {
		level = 1;
		w = tc;
		if (sectable != NULL)
			*sectable = 2;
	} else if (ntc == 1) {
		level = 1;
		w = tc;
	}
	if (level < 3 && (b = bench_level(n, t, tcs, ntc)) > level) {
		level = b;
		w = tc;
	}
	if (word != NULL)
		*word = w;
	return level;
}

/* Test case ids by their benchmark prefix, for alone_mark. */
struct tcpre {
	const char	*s;
	size_t		 len;
	size_t		 t;
};

static int
tcpre_cmp(const void *a, const void *b)
{
	const struct tcpre *x = a, *y = b;
	int c;

	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	if ((c = memcmp(x->s, y->s, x->len)) != 0)
		return c;
	return x->t < y->t ? -1 : x->t > y->t;
}

/*
 * alone[t]: no other test case shares tcs[t]'s benchmark prefix
 * (bench_level), found by sorting the prefixes once instead of
 * comparing every pair for every number.
 */
static void
alone_mark(unsigned char *alone, char *const *tcs, size_t ntc)
{
	struct tcpre *v = xcalloc(ntc + 1, sizeof(*v));
	size_t i, j, k, n = 0, plen;
	long num;

	for (i = 0; i < ntc; i++) {
		alone[i] = 1;
		tc_split(tcs[i], &plen, &num);
		if (plen == 0)
			continue;
		v[n].s = tcs[i];
		v[n].len = plen;
		v[n++].t = i;
	}
	qsort(v, n, sizeof(*v), tcpre_cmp);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && v[j].len == v[i].len &&
		    memcmp(v[j].s, v[i].s, v[i].len) == 0; j++)
			;
		for (k = i; j - i > 1 && k < j; k++)
			alone[v[k].t] = 0;
	}
	free(v);
}

void
suggest_rank_heading(struct suggest_heading *h, const char *heading,
    const struct lexicon *lx, char *const *tcs, size_t ntc)
{
	char pre[64];
	size_t t, plen;
	long num;

	if (h->word == NULL) {
		h->ntc = ntc;
		h->word = xcalloc(ntc + 1, sizeof(*h->word));
		h->bench = xcalloc(ntc + 1, sizeof(*h->bench));
		h->alone = xcalloc(ntc + 1, sizeof(*h->alone));
		alone_mark(h->alone, tcs, ntc);
	}
	for (t = 0; t < ntc; t++) {
		h->word[t] = names_id(heading, tcs[t], lx);
		tc_split(tcs[t], &plen, &num);
		h->bench[t] = 0;
		if (plen >= 3 && plen < sizeof(pre)) {
			memcpy(pre, tcs[t], plen);
			pre[plen] = '\0';
			h->bench[t] = (unsigned char)suggest_words_contain(
			    heading, pre, 0);
		}
	}
}

void
suggest_heading_free(struct suggest_heading *h)
{
	free(h->word);
	free(h->bench);
	free(h->alone);
	memset(h, 0, sizeof(*h));
}

/*
 * Whether text names tc by its benchmark alone: "fsync" for fsync-4k,
 * the only test case of that benchmark, its id ending in no number.
 */
static int
bench_only(const char *text, const struct numctx *n, size_t t,
    char *const *tcs, size_t ntc)
{
	char pre[64];
	const char *tc = tcs[t];
	size_t plen, ol, i;
	long num, on;

	tc_split(tc, &plen, &num);
	if (plen < 3 || plen >= sizeof(pre) || num >= 0)
		return 0;
	/* Sorted once a search (suggest_rank_heading), not pairwise. */
	if (n->hd != NULL && !n->hd->alone[t])
		return 0;
	for (i = 0; i < ntc && n->hd == NULL; i++) {
		tc_split(tcs[i], &ol, &on);
		if (strcmp(tcs[i], tc) != 0 && ol == plen &&
		    memcmp(tcs[i], tc, plen) == 0)
			return 0;
	}
	memcpy(pre, tc, plen);
	pre[plen] = '\0';
	return suggest_words_contain(text, pre, 0);
}

const char *
suggest_rank_para_tc(const struct numctx *n, const struct lexicon *lx,
    char *const *tcs, size_t ntc)
{
	const char *one = NULL;
	size_t t;

	if (n->parabefore == NULL || n->parabefore[0] == '\0')
		return NULL;
	for (t = 0; t < ntc; t++) {
		if (names_id(n->sent, tcs[t], lx) != NULL ||
		    bench_only(n->sent, n, t, tcs, ntc))
			return NULL;
		if (names_id(n->parabefore, tcs[t], lx) != NULL ||
		    bench_only(n->parabefore, n, t, tcs, ntc)) {
			if (one != NULL)
				return NULL;
			one = tcs[t];
		}
	}
	return one;
}

/* Size of an expression, then length of its text: shorter is simpler. */
int
suggest_rank_simplicity(const struct cand *c)
{
	return c->complexity * 64 + (int)(strlen(c->text) < 63 ?
	    strlen(c->text) : 63);
}

int
suggest_rank_score(const struct ev *e)
{
	/* A statistic only the value names ranks below the others. */
	return e->metric * 2 + e->unit * 3 + e->cfg + e->stat * 3 +
	    e->rep * 3 + e->pair * 3 + e->used - e->unsaid * 3;
}

static char *
ev_why(const struct ev *e, const struct numctx *n)
{
	struct buf b = {0};
	const char *sep = "";

	if (e->tc) {
		buf_printf(&b, "%s names %s", e->tc == 4 ?
		    "the text next to it" : e->sectable == 2 ? "its paragraph" :
		    e->sectable ? "the section's table" :
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
	if (e->ustat) {
		buf_printf(&b, "%sthe report uses its %s there", sep,
		    e->sword);
		sep = "; ";
	} else if (e->stat) {
		buf_printf(&b, "%s%s '%s'", sep, n->range ? "range" :
		    "statistic word", e->sword);
		sep = "; ";
	}
	if (e->rep) {
		buf_printf(&b, "%sthe text names run %u", sep, n->rep);
		sep = "; ";
	}
	if (e->pair) {
		buf_printf(&b, "%sthe number joined to it fits another config",
		    sep);
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
	if (e->used && !e->ustat)
		buf_printf(&b, "%sthe report uses it there", sep);
	if (b.len == 0)
		buf_adds(&b, "the value alone");
	return buf_take(&b);
}

/*
 * Whether two picks are one value from one set of runs (their eq keys
 * match and are not 0), so that either is right.
 */
int
suggest_rank_equivalent(const struct pick *a, const struct pick *b)
{
	return a->eq != 0 && a->eq == b->eq && (a->v == b->v ||
	    fabs(a->v - b->v) <= 1e-12 * fabs(a->v));
}

/* Keeps the three best picks, in order. */
void
suggest_rank_offer(struct pick *top, size_t *n, struct rank *r,
    const char *addr, const struct ev *e, const struct numctx *nc, double v,
    long eq)
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
		if (!suggest_rank_better(r, &top[i].r))
			return;
		free(top[i].addr);
		free(top[i].why);
		for (; i + 1 < *n; i++)
			top[i] = top[i + 1];
		(*n)--;
	}
	for (at = 0; at < *n && !suggest_rank_better(r, &top[at].r); at++)
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
	top[at].eq = eq;
	top[at].v = v;
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

/*
 * The power k of a size f in bytes as 1000^k or 1024^k (a KB or KiB is
 * 1), or -1 for another (a page).
 */
static int
size_power(double f)
{
	double d = 1, b = 1;
	int k;

	for (k = 0; k <= 5; k++, d *= 1000, b *= 1024)
		if (f == d || f == b)
			return k;
	return -1;
}

/*
 * The conversion of candidate c to the written unit: *mul times its
 * value, *uev 1 when the units agree (same dimension).  Returns zero
 * when they cannot: a time written against a size.
 */
int
suggest_rank_convert(const struct numctx *n, const struct cand *c, int alt,
    double *mul, double *fm, double *fw, int *uev)
{
	double wf, mf;
	int bits;

	*mul = *fm = *fw = 1;
	*uev = 0;
	if (alt) {
		int km, kw, i;

		if (n->unit == NULL || c->dim != WORDS_SIZE ||
		    words_unit_kind(n->unit) != WORDS_SIZE)
			return 0;
		km = size_power(c->ufac);
		kw = size_power(words_unit_size(n->unit));
		if (km < 0 || kw < 0 || km == kw)
			return 0;
		for (i = 0; i < (km > kw ? km - kw : kw - km); i++)
			*(km > kw ? fm : fw) *= alt == 1 ? 1000 : 1024;
		*mul = *fm / *fw;
		*uev = 1;
		/* The first reading already: both units of one base. */
		return fabs(c->ufac / words_unit_size(n->unit) - *mul) >
		    1e-12 * *mul;
	}
	/* Points compare fractions: a _pct metric's are its /100. */
	if (c->dim == WORDS_PCT && (n->w.kind == NUM_PERCENT ||
	    n->w.kind == NUM_PP)) {
		*fw = 100;
		*mul = 0.01;
		return 1;	/* a % sign fits too many numbers to say much */
	}
	if (n->unit == NULL || words_unit_kind(n->unit) == WORDS_COUNT) {
		if (n->unit != NULL && c->upart != NULL &&
		    strcmp(c->upart, n->unit->name) == 0)
			*uev = 1;	/* "0 jiffies" for kswapd_jiffies */
		return 1;
	}
	if (c->dim == WORDS_NONE)
		return 1;
	wf = words_unit_size(n->unit);
	bits = words_unit_kind(n->unit) == WORDS_BITRATE;
	/*
	 * A bit rate ("2.15 Gbps") of a metric whose name may say one
	 * (throughput_mbps, a rate to "MB/s" too): converted by its size.
	 */
	if (bits ? c->bfac == 0 : c->dim != (int)words_unit_kind(n->unit))
		return 0;
	mf = bits ? c->bfac : c->ufac;
	*uev = 1;
	/*
	 * Sizes within 10% are one unit, as the unit check reads them
	 * (claim_metric_disagree): "12 MB" of a mem_mb, KB of a _kb.
	 */
	if (mf / wf <= 1.1 && wf / mf <= 1.1)
		return 1;
	if (bits || c->dim == WORDS_TIME || c->dim == WORDS_SIZE) {
		double g = gcd(mf, wf);

		*fm = mf / g;
		*fw = wf / g;
		*mul = *fm / *fw;
	}
	return 1;
}

/*
 * Whether the first pick fits alone where no test case is named: its
 * unit written as the metric's name says (not converted), three
 * significant digits or more, every digit of the value written, and
 * every other pick one value from the same runs ("39.4ms" of the one
 * reclaim_ms that gives it, in any test case).
 */
static int
lone_fit(const struct pick *top, size_t ntop, const struct numctx *n)
{
	size_t i;

	if (!top[0].ev.unit || top[0].ev.conv || n->sig < 3 || !top[0].r.fine)
		return 0;
	for (i = 1; i < ntop; i++)
		if (!suggest_rank_equivalent(&top[0], &top[i]))
			return 0;
	return 1;
}

/*
 * Whether the first pick is a count of runs every group of every test
 * case shares, written with a unit that counts runs ("各跑 5 轮", "5회씩",
 * "5 runs each"), and every other pick one with it: then no test case
 * need be named, as each one's count is the same (issue 23 item 7).
 * report_suggest keeps it only for the report's first count of runs.
 */
int
suggest_rank_all_count(const struct pick *top, size_t ntop)
{
	size_t i;

	if (top[0].eq != SUGGEST_EQ_ALL || !top[0].ev.unit)
		return 0;
	for (i = 1; i < ntop; i++)
		if (!suggest_rank_equivalent(&top[0], &top[i]))
			return 0;
	return 1;
}

/*
 * Whether --fix may bind on this evidence: the test case named, the
 * first ahead of the second, and something that names the number
 * beyond its value: a metric word, its unit, a config or statistic
 * next to it, or a number joined to it that fits another config of the
 * same metric.  A small whole number needs a metric word or its unit:
 * "세대 1", "step 2", "2 nodes" are labels more often than values.
 */
int
suggest_rank_bindable(const struct pick *top, size_t ntop,
    const struct numctx *n)
{
	const struct ev *e = &top[0].ev;

	/*
	 * Not on evidence against it: a statistic only the value names,
	 * tc/ * where each config alone would do, the median where the
	 * section shows one run, a sentence that quotes another source, a
	 * number the words before it work out from others.
	 */
	if (ntop == 0 || e->unsaid || e->every || e->median_of || n->quoted ||
	    n->derived || e->alike)
		return 0;
	/*
	 * The words name a geometric or harmonic mean: no one test case's
	 * median is it, only @tcgeomean over the test cases.
	 */
	if ((n->stat == STAT_GEOMEAN || n->stat == STAT_HMEAN) && !e->overtc)
		return 0;
	/* tc/ * over several configs: rarely meant where one would do. */
	if (top[0].eq < 0 && top[0].eq > SUGGEST_EQ_TC)
		return 0;
	/*
	 * A tie with the second, unless the two are one value from the same
	 * runs (tc/ * of a test case with one config and that config; the
	 * count of runs every config shares): then the first, generated
	 * first, stands for both (issue 23 item 7).
	 */
	if (ntop > 1 && suggest_rank_same(&top[0].r, &top[1].r) &&
	    !suggest_rank_equivalent(&top[0], &top[1]))
		return 0;
	if (ntop > 2 && suggest_rank_same(&top[0].r, &top[2].r) &&
	    !suggest_rank_equivalent(&top[0], &top[2]))
		return 0;
	/*
	 * No test case named: only on a metric word before the number or
	 * its own unit, for a number of two significant digits or more,
	 * not a small whole one, every digit of the value written (the
	 * value picks the test case, and nothing as good fits another).
	 */
	if (e->tc == 0 && !lone_fit(top, ntop, n) && !suggest_rank_all_count(top, ntop) &&
	    !(e->onetc && e->metric >= 2) && (n->small ||
	    !top[0].r.fine ||
	    !(n->w.half < 0.05 * fabs(n->w.value)) ||
	    e->metric < 3))
		return 0;
	/* A converted unit fits many a metric: it needs a word too. */
	if (n->small)
		return e->metric >= 2 || (e->unit && !e->conv);
	return e->metric >= 2 || (e->unit && !e->conv) || e->stat ||
	    e->pair ||
	    (e->used && e->tc >= 2 && n->w.half < 0.05 * fabs(n->w.value));
}

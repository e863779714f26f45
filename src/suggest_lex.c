/*
 * Words the report teaches (issue 13): its bound tables' labels and its
 * <!-- ev:words --> blocks, as a lexicon keyed by metric, expression,
 * config or test case.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "suggest.h"

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
	/* Compact, as the pool prints an expression: "a / b" is "a/b". */
	{
		char *q, *w;

		for (q = w = lx->v[lx->n].key; *q != '\0'; q++)
			if (*q != ' ' && *q != '\t')
				*w++ = *q;
		*w = '\0';
	}
	lx->v[lx->n].word = xstrndup(w, wn);
	lx->v[lx->n].taught = taught;
	lx->v[lx->n].ord = lx->n;	/* the order taught */
	lx->v[lx->n].drop = 0;
	lx->n++;
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
		if (c < 0x80 && !suggest_words_alpha(c) && !(c >= '0' && c <= '9') &&
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

			if (d < 0x80 && !suggest_words_alpha(d) && !(d >= '0' &&
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
			} else if (suggest_words_alpha(d))
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

/*
 * Reads an <!-- ev:words --> block: "KEY: word, word" lines (commas
 * ASCII, fullwidth or ideographic) up to "-->".
 */
static void
lex_words(struct lexicon *lx, const char *block)
{
	const char *s, *nl, *e, *p, *q, *colon, *end;
	int first = 1, done = 0;

	for (s = block; *s != '\0' && !done; s = *nl != '\0' ? nl + 1 : nl) {
		e = nl = s + strcspn(s, "\n");
		p = s;
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		while (e > p && e[-1] == '\r')
			e--;
		if (first) {
			p += 13;	/* "<!-- ev:words" */
			first = 0;
		}
		end = e;
		for (q = p; q + 3 <= e; q++)
			if (!memcmp(q, "-->", 3)) {
				end = q;
				done = 1;
				break;
			}
		colon = memchr(p, ':', (size_t)(end - p));
		if (colon == NULL)
			continue;
		for (q = colon + 1; q <= end; ) {
			const char *c = q;

			while (c < end && *c != ',' &&
			    !(end - c >= 3 && !memcmp(c, "\xEF\xBC\x8C", 3)) &&
			    !(end - c >= 3 && !memcmp(c, "\xE3\x80\x81", 3)))
				c++;
			lex_add(lx, p, (size_t)(colon - p), q, (size_t)(c - q), 0);
			q = c + (c < end && *c == ',' ? 1 : 3);
		}
	}
}

/*
 * The count phrases of a row's label whose link names its test case
 * ("[1 thread, 1 drive](ev:peak-1t//iops@mean)"): a whole number and
 * the English word after it name the test case, as prose writes them:
 * "1 drive", "one drive", "one-drive" (and "two drives", "two-drive"
 * for "2 drives").  What two test cases share ("1 thread" on both rows)
 * names neither (suggest_lex_prune drops it).  Other scripts write a
 * counter, not a noun, after the number: not read.
 */
static void
lex_counts(struct lexicon *lx, const char *tc, size_t tn, const char *t,
    size_t n)
{
	static const char *const spelled[] = {
		"zero", "one", "two", "three", "four", "five", "six", "seven",
		"eight", "nine", "ten", "eleven", "twelve"
	};
	struct buf b = {0};
	size_t i = 0, j, k, wl, f, nf;
	long num;

	while (i < n) {
		if (!(t[i] >= '0' && t[i] <= '9') ||
		    (i > 0 && suggest_words_char(t[i - 1]))) {
			i++;
			continue;
		}
		for (j = i, num = 0; j < n && t[j] >= '0' && t[j] <= '9' &&
		    num < 100000; j++)
			num = num * 10 + (t[j] - '0');
		if (j < n && (t[j] == '.' || t[j] == ',') && j + 1 < n &&
		    t[j + 1] >= '0' && t[j + 1] <= '9') {
			i = j + 1;	/* 1.5, 1,000: no count */
			continue;
		}
		k = j < n && t[j] == ' ' ? j + 1 : j;
		for (wl = 0; k + wl < n && suggest_words_alpha((unsigned char)
		    t[k + wl]); wl++)
			;
		if (wl < 3 || (k + wl < n && suggest_words_char(t[k + wl]))) {
			i = j;
			continue;
		}
		/* The noun as written and, a plural, in the singular. */
		nf = t[k + wl - 1] == 's' && wl > 3 ? 2 : 1;
		for (f = 0; f < nf; f++) {
			size_t w = wl - f;
			const char *sep[2] = { " ", "-" };
			size_t s;

			for (s = 0; s < 2; s++) {
				b.len = 0;
				buf_printf(&b, "%ld%s%.*s", num, sep[s], (int)w,
				    t + k);
				lex_add(lx, tc, tn, b.data, b.len, 3);
				if (num < (long)(sizeof(spelled) /
				    sizeof(spelled[0]))) {
					b.len = 0;
					buf_printf(&b, "%s%s%.*s", spelled[num],
					    sep[s], (int)w, t + k);
					lex_add(lx, tc, tn, b.data, b.len, 3);
				}
			}
		}
		i = k + wl;
	}
	buf_free(&b);
}

/*
 * What the label of a table's link [LABEL](ev:A) teaches: a row link
 * (an expression) its expression, the top-left one (TC//) its test
 * case, a column link (/CFG/) its config.
 */
static void
lex_link(struct lexicon *lx, const char *lb, const char *a)
{
	const char *ae = a + strlen(a), *s1, *s2;
	size_t ln = strlen(lb);

	if (*a == '=' || (s1 = memchr(a, '/', (size_t)(ae - a))) == NULL ||
	    (s2 = memchr(s1 + 1, '/', (size_t)(ae - s1 - 1))) == NULL)
		return;
	if (s2 + 1 < ae && *(s2 + 1) != '@') {
		lex_label(lx, s2 + 1, (size_t)(ae - s2 - 1), lb, ln, 1);
		/* A row that names its test case: its count phrases too. */
		if (s1 > a && s2 == s1 + 1 && memchr(a, '*', (size_t)(s1 - a)) ==
		    NULL)
			lex_counts(lx, a, (size_t)(s1 - a), lb, ln);
	}
	else if (s1 > a && s2 == s1 + 1)
		lex_label(lx, a, (size_t)(s1 - a), lb, ln, 3);
	else if (s1 == a && s2 > s1 + 1 &&
	    memchr(s1 + 1, '~', (size_t)(s2 - s1 - 1)) == NULL &&
	    memchr(s1 + 1, '#', (size_t)(s2 - s1 - 1)) == NULL &&
	    (s2 + 1 == ae))
		lex_label(lx, s1 + 1, (size_t)(s2 - s1 - 1), lb, ln, 2);
}

/*
 * Reads what the report teaches, in its order: the ev:words blocks and
 * the labels of its tables' ev: links (r->teach, from the parser).
 */
void
suggest_lex_build(struct lexicon *lx, const struct report *r)
{
	size_t i;

	for (i = 0; i < r->nteach; i++)
		if (r->teach[i].url == NULL)
			lex_words(lx, r->teach[i].text);
		else
			lex_link(lx, r->teach[i].text, r->teach[i].url);
}

/* Whether one part of a metric's name ('_' or '.' apart) is in parts. */
static int
name_has_part(const char *name, const char *const parts[4])
{
	const char *p, *q;
	size_t k;

	for (p = name; *p != '\0'; p = *q != '\0' ? q + 1 : q) {
		for (q = p; *q != '\0' && *q != '_' && *q != '.'; q++)
			;
		for (k = 0; k < 4 && parts[k] != NULL; k++)
			if (strlen(parts[k]) == (size_t)(q - p) &&
			    memcmp(p, parts[k], (size_t)(q - p)) == 0)
				return 1;
	}
	return 0;
}

/*
 * Ratios known by a name of their own (words_ratio_names: IPC is
 * instructions per cycle), when the report says the name: declared as
 * if its ev:words block said "instructions/cycles: IPC", for every
 * pair of the runs' metrics that fits (at most 4 a name).
 */
void
suggest_lex_known(struct lexicon *lx, const struct report *r,
    const struct runset *rs)
{
	struct buf key = {0};
	size_t k, i, j, added;

	for (k = 0; k < words_nratio_names; k++) {
		const struct words_ratio_name *rn = &words_ratio_names[k];

		if (!suggest_words_says(r->src, rn->name))
			continue;
		added = 0;
		for (i = 0; i < rs->metrics.len && added < 4; i++) {
			if (!name_has_part(rs->metrics.strs[i], rn->num))
				continue;
			for (j = 0; j < rs->metrics.len && added < 4; j++) {
				if (j == i ||
				    !name_has_part(rs->metrics.strs[j], rn->den))
					continue;
				key.len = 0;
				buf_printf(&key, "%s/%s", rs->metrics.strs[i],
				    rs->metrics.strs[j]);
				lex_add(lx, key.data, key.len, rn->name,
				    strlen(rn->name), 0);
				added++;
			}
		}
	}
	buf_free(&key);
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

void
suggest_lex_prune(struct lexicon *lx, const struct runset *rs)
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

/*
 * By key, each key's words in the order the report teaches them, the
 * first SUGGEST_LEX_PER_KEY of each: every number reads each word of
 * every key it tries in its sentence, so 16,000 words for one metric
 * cost 2,000 numbers 19 s (issue 25.4); no report names a thing in
 * that many ways.
 */
void
suggest_lex_sort(struct lexicon *lx)
{
	size_t i, run = 0;

	if (lx->n > 1)
		qsort(lx->v, lx->n, sizeof(*lx->v), lex_cmp);
	for (i = 0; i < lx->n; i++) {
		run = i > 0 && strcmp(lx->v[i].key, lx->v[i - 1].key) == 0 ?
		    run + 1 : 0;
		lx->v[i].drop = run >= SUGGEST_LEX_PER_KEY;
	}
	lex_compact(lx);
}

/* The first word taught for key, or lx->n: the words follow it. */
size_t
suggest_lex_first(const struct lexicon *lx, const char *key)
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

void
suggest_lex_free(struct lexicon *lx)
{
	size_t i;

	for (i = 0; i < lx->n; i++) {
		free(lx->v[i].key);
		free(lx->v[i].word);
	}
	free(lx->v);
}

/* Which candidates the report teaches words for, by their whole text. */
unsigned char *
suggest_lex_cands(const struct pool *p, const struct lexicon *lx)
{
	unsigned char *h = xcalloc(p->n + 1, 1);
	size_t c, k;

	for (c = 0; c < p->n; c++) {
		k = suggest_lex_first(lx, p->v[c].text);
		h[c] = k < lx->n && strcmp(lx->v[k].key, p->v[c].text) == 0;
	}
	return h;
}

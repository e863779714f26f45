/*
 * Direction words (CLAIMS.md section 3.2): an unsigned change under
 * B~A whose direction the text says in words, "10.1% faster",
 * "减少 12%", "12% 감소", "2.3 ms 短縮", takes its sign from the word;
 * a ratio with one is a factor of at least 1 in the word's direction.
 *
 * Where a word is looked for (the window, docs/syntax.md):
 *
 *	1. the claim's own text around the number: the link text, or a
 *	   table cell's text;
 *	2. else the nearest word after the link and the nearest word
 *	   before it, in the same clause.
 *
 * "Nearest" skips spaces, emphasis marks and the connector words of
 * words_connectors[] ("by", "about", 了, 约, 가, の...), never another word.
 * A clause ends at , ; : . ! ? ( ) [ ] | and their CJK forms, a line
 * that ends a paragraph, or another link.  Two words on the two sides
 * that disagree make the claim an error, as does a written sign that
 * contradicts its word.
 *
 * The words are one table, words_directions[] in words.c, with the
 * connectors (words_connectors[]) and clause ends (words_stops[]).
 */
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "claim_direction.h"
#include "claim_metric.h"
#include "claim_side.h"
#include "util.h"
#include "words.h"

static int
is_alpha(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int
blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '*' ||
	    c == '_';
}

/* Space-like code points: no-break, thin, narrow, ideographic. */
static size_t
uspace_at(const char *s, size_t len, size_t i)
{
	if (i + 2 <= len && !memcmp(s + i, "\xC2\xA0", 2))
		return 2;
	if (i + 3 <= len && (!memcmp(s + i, "\xE2\x80\x89", 3) ||
	    !memcmp(s + i, "\xE2\x80\xAF", 3) || !memcmp(s + i,
	    "\xE3\x80\x80", 3)))
		return 3;
	return 0;
}

static size_t
uspace_before(const char *s, size_t i)
{
	if (i >= 2 && !memcmp(s + i - 2, "\xC2\xA0", 2))
		return 2;
	if (i >= 3 && (!memcmp(s + i - 3, "\xE2\x80\x89", 3) ||
	    !memcmp(s + i - 3, "\xE2\x80\xAF", 3) || !memcmp(s + i - 3,
	    "\xE3\x80\x80", 3)))
		return 3;
	return 0;
}

static int
stop_at(const char *s, size_t len, size_t i)
{
	size_t k, n;

	for (k = 0; k < words_nstops; k++) {
		n = strlen(words_stops[k]);
		if (i + n <= len && !memcmp(s + i, words_stops[k], n))
			return 1;
	}
	return 0;
}

static int
stop_before(const char *s, size_t i)
{
	size_t k, n;

	for (k = 0; k < words_nstops; k++) {
		n = strlen(words_stops[k]);
		if (i >= n && !memcmp(s + i - n, words_stops[k], n))
			return 1;
	}
	return 0;
}

static int
ascii_eq(const char *s, size_t n, const char *w)
{
	size_t k;

	if (strlen(w) != n)
		return 0;
	for (k = 0; k < n; k++)
		if ((s[k] | 0x20) != w[k])
			return 0;
	return 1;
}

/* A CJK word (a table's, non-ASCII) at s[i] or ending at s[i]. */
static size_t
cjk_prefix(const char *s, size_t len, size_t i, const char *w)
{
	size_t n = strlen(w);

	return (unsigned char)w[0] >= 0x80 && i + n <= len &&
	    !memcmp(s + i, w, n) ? n : 0;
}

static size_t
cjk_suffix(const char *s, size_t i, const char *w)
{
	size_t n = strlen(w);

	return (unsigned char)w[0] >= 0x80 && i >= n &&
	    !memcmp(s + i - n, w, n) ? n : 0;
}

/* Whether a direction word lies right past n bytes of a connector. */
static int
behind(const char *s, size_t len, size_t i, size_t n, int after)
{
	size_t k;

	for (k = 0; k < words_ndirections; k++)
		if (after ? cjk_prefix(s, len, i + n, words_directions[k].word) :
		    i >= n && cjk_suffix(s, i - n, words_directions[k].word))
			return 1;
	return 0;
}

/*
 * The CJK word at s[i] (after: as a prefix) or ending at s[i] (before:
 * as a suffix): the longest of the direction words and the connectors
 * ("大约" over "约", which would leave "大", no word).  Returns its bytes
 * (0: none) with *dir the direction word, or NULL for a connector
 * (*connector 1) or none.
 */
static size_t
cjk_word(const char *s, size_t len, size_t i, int after,
    const struct words_direction **dir, int *connector)
{
	size_t k, n, best = 0;

	*dir = NULL;
	*connector = 0;
	for (k = 0; k < words_ndirections; k++) {
		n = after ? cjk_prefix(s, len, i, words_directions[k].word) :
		    cjk_suffix(s, i, words_directions[k].word);
		if (n > best) {
			best = n;
			*dir = &words_directions[k];
		}
	}
	for (k = 0; k < words_nconnectors; k++) {
		n = after ? cjk_prefix(s, len, i, words_connectors[k]) :
		    cjk_suffix(s, i, words_connectors[k]);
		if (n == 0)
			continue;
		/*
		 * A direction word right behind the connector is the one
		 * meant (下降了: 下降, not 降了; 向上が: 向上), whatever
		 * longer word swallows the connector.
		 */
		if (n > best || (*dir != NULL && behind(s, len, i, n, after))) {
			best = n;
			*dir = NULL;
			*connector = 1;
		}
	}
	return best;
}

/*
 * The nearest word after s[i] (forward) in the clause: a direction
 * word (returned) or none.
 */
static const struct words_direction *
word_after(const char *s, size_t len, size_t i)
{
	const struct words_direction *w;
	size_t k, n, j;
	struct metric_unit u;
	int unit_ok = 1;	/* the number's own unit may come first */
	int connector;

	for (;;) {
		while (i < len && (blank((unsigned char)s[i]) ||
		    uspace_at(s, len, i) > 0)) {
			if (i + 1 < len && s[i] == '\n' && s[i + 1] == '\n')
				return NULL;
			i += blank((unsigned char)s[i]) ? 1 :
			    uspace_at(s, len, i);
		}
		if (i >= len || stop_at(s, len, i))
			return NULL;
		/* "[2.5 ms faster]": the unit word, then the word. */
		if (unit_ok && (n = claim_metric_unit_word(s + i, len - i,
		    &u)) > 0) {
			unit_ok = 0;
			i += n;
			continue;
		}
		unit_ok = 0;
		if (is_alpha((unsigned char)s[i])) {
			for (j = i; j < len && is_alpha((unsigned char)s[j]);
			    j++)
				;
			for (k = 0; k < words_ndirections; k++)
				if (ascii_eq(s + i, j - i,
				    words_directions[k].word))
					return &words_directions[k];
			for (k = 0; k < words_nconnectors; k++)
				if (ascii_eq(s + i, j - i, words_connectors[k]))
					break;
			if (k == words_nconnectors)
				return NULL;
			i = j;
			continue;
		}
		if ((unsigned char)s[i] < 0x80)
			return NULL;	/* a digit, a sign, a symbol */
		n = cjk_word(s, len, i, 1, &w, &connector);
		if (!connector)
			return w;
		i += n;
	}
}

/*
 * "up" or "down" (w) whose word ends at s[j]: after a verb of speed
 * ("slows down", "sped up") the phrase's quality word, else w.
 */
static const struct words_direction *
speed_phrase(const char *s, size_t j, const struct words_direction *w)
{
	const char *const *verbs;
	size_t k, nverbs, e;
	int down = strcmp(w->word, "down") == 0;

	if (!down && strcmp(w->word, "up") != 0)
		return w;
	while (j > 0 && blank((unsigned char)s[j - 1]))
		j--;
	for (e = j; j > 0 && is_alpha((unsigned char)s[j - 1]); j--)
		;
	verbs = down ? words_slow_verbs : words_speed_verbs;
	nverbs = down ? words_nslow_verbs : words_nspeed_verbs;
	for (k = 0; k < nverbs; k++)
		if (ascii_eq(s + j, e - j, verbs[k]))
			return &words_speed_phrases[down ? 0 : 1];
	return w;
}

/* The nearest word before s[i] (backward) in the clause. */
static const struct words_direction *
word_before(const char *s, size_t i)
{
	const struct words_direction *w;
	size_t k, n, j;
	int connector;

	for (;;) {
		while (i > 0 && (blank((unsigned char)s[i - 1]) ||
		    uspace_before(s, i) > 0)) {
			if (i >= 2 && s[i - 1] == '\n' && s[i - 2] == '\n')
				return NULL;
			i -= blank((unsigned char)s[i - 1]) ? 1 :
			    uspace_before(s, i);
		}
		if (i == 0 || stop_before(s, i))
			return NULL;
		if (is_alpha((unsigned char)s[i - 1])) {
			for (j = i; j > 0 && is_alpha((unsigned char)s[j - 1]);
			    j--)
				;
			for (k = 0; k < words_ndirections; k++)
				if (ascii_eq(s + j, i - j,
				    words_directions[k].word))
					return speed_phrase(s, j,
					    &words_directions[k]);
			for (k = 0; k < words_nconnectors; k++)
				if (ascii_eq(s + j, i - j, words_connectors[k]))
					break;
			if (k == words_nconnectors)
				return NULL;
			i = j;
			continue;
		}
		if ((unsigned char)s[i - 1] < 0x80)
			return NULL;
		n = cjk_word(s, i, i, 0, &w, &connector);
		if (!connector)
			return w;
		i -= n;
	}
}

/*
 * The claim's own text and its neighbours in the source: for a link,
 * [tb, te) its text and [0, tb - 1) and [le, len) outside; for a table
 * cell bound by its table, the cell between its pipes.  Returns zero
 * when the source does not show the expected markup there.
 */
static int
locate(const struct claim *c, const char *src, size_t len, size_t base,
    size_t *tb, size_t *te, size_t *lb, size_t *le)
{
	size_t i = c->byte - base, at = i, depth;

	if (c->byte < base || i > len)
		return 0;
	if (!c->node_is_link) {
		while (i > 0 && src[i - 1] != '|' && src[i - 1] != '\n')
			i--;
		*tb = *lb = i;
		for (i = at; i < len && src[i] != '|' && src[i] != '\n';
		    i++)
			;
		*te = *le = i;
		return 1;
	}
	/* Back to the link's '[', forward to its "](" and ')'. */
	while (i > 0 && src[i - 1] != '[' && !(src[i - 1] == '\n' && i >= 2 &&
	    src[i - 2] == '\n'))
		i--;
	if (i == 0 || src[i - 1] != '[')
		return 0;
	*tb = i;
	*lb = i - 1;
	for (i = at; i + 1 < len && !(src[i] == ']' && src[i + 1] == '(');
	    i++)
		;
	if (i + 1 >= len)
		return 0;
	*te = i;
	i += 2;
	if (i < len && src[i] == '<') {
		while (i < len && src[i] != '>')
			i++;
		while (i < len && src[i] != ')')
			i++;
	} else
		for (depth = 0; i < len; i++) {
			if (src[i] == '(')
				depth++;
			else if (src[i] == ')' && depth-- == 0)
				break;
		}
	if (i >= len)
		return 0;
	*le = i + 1;
	return 1;
}

int
claim_direction_span(const struct claim *c, const char *src, size_t len,
    size_t base, size_t *tb, size_t *te, size_t *lb, size_t *le)
{
	return locate(c, src, len, base, tb, te, lb, le);
}

/* The byte span of the written number in the source. */
static void
num_span(const struct claim *c, size_t base, size_t *nb, size_t *ne)
{
	*nb = c->byte - base;
	*ne = *nb + (c->num.end - c->num.start);
}

int
claim_direction_find(const struct claim *c, const char *src, size_t len,
    size_t base, struct claim_dirword *out)
{
	const struct words_direction *in_b, *in_a, *out_b = NULL, *out_a = NULL;
	const struct words_direction *w;
	size_t tb, te, lb, le, nb, ne;

	memset(out, 0, sizeof(*out));
	if (!locate(c, src, len, base, &tb, &te, &lb, &le))
		return 0;
	num_span(c, base, &nb, &ne);
	if (nb < tb || ne > te)
		return 0;
	/* The claim's own text first: "[10.1% faster](...)". */
	in_a = word_after(src, te, ne);
	in_b = word_before(src + tb, nb - tb);
	if (in_a == NULL && in_b == NULL && c->node_is_link) {
		out_a = word_after(src, len, le);
		out_b = word_before(src, lb);
	}
	w = in_a != NULL ? in_a : in_b != NULL ? in_b : out_a != NULL ?
	    out_a : out_b;
	if (w == NULL)
		return 0;
	out->word = w->word;
	out->quality = w->kind == WORDS_QUALITY;
	out->sign = w->sign;
	/* Two words around one number that disagree: which is meant? */
	if ((in_a != NULL && in_b != NULL && (in_a->sign != in_b->sign ||
	    in_a->kind != in_b->kind)) || (out_a != NULL && out_b != NULL &&
	    (out_a->sign != out_b->sign || out_a->kind != out_b->kind))) {
		out->other = in_a != NULL ? in_b->word : out_b->word;
	}
	return 1;
}

int
claim_direction_near(const char *src, size_t len, size_t nb, size_t ne,
    struct claim_dirword *out)
{
	const struct words_direction *a, *b, *w;

	memset(out, 0, sizeof(*out));
	if (nb > ne || ne > len)
		return 0;
	a = word_after(src, len, ne);
	b = word_before(src, nb);
	if ((w = a != NULL ? a : b) == NULL)
		return 0;
	out->word = w->word;
	out->quality = w->kind == WORDS_QUALITY;
	out->sign = w->sign;
	if (a != NULL && b != NULL && (a->sign != b->sign ||
	    a->kind != b->kind))
		out->other = b->word;
	return 1;
}

/* Sets a claim's error (it had none) and its verdict. */
static void
fail(struct claim *c, struct buf *m)
{
	c->error = buf_take(m);
	c->verdict = VERDICT_ERROR;
}

static void
sign_written(struct written *w, int s)
{
	if (w->sign == 0 && w->value != 0) {
		w->value = s * w->value;
		w->sign = s;
	}
}

void
claim_direction_apply(struct claim *c, const char *src, size_t len,
    size_t base, const struct metric_decls *md)
{
	struct claim_dirword dw;
	struct written *w = &c->num.a;
	struct buf m = {0};
	const char *metric = NULL;
	enum metric_dir dir;
	int s;

	if (c->error != NULL || c->addr == NULL || c->addr->constant ||
	    c->addr->sel != SEL_CMP)
		return;
	if (!claim_direction_find(c, src, len, base, &dw))
		return;
	c->dirword = dw.word;
	if (dw.other != NULL) {
		claim_why_set(c, "why.dirtwo", "a", dw.word, "b", dw.other,
		    "text", c->text, NULL);
		buf_printf(&m, "'%s' and '%s' around %s say different "
		    "directions: put the one meant in the link text",
		    dw.word, dw.other, c->text);
		fail(c, &m);
		return;
	}
	s = dw.sign;
	if (dw.quality) {
		dir = claim_metric_expr_dir(md, c->addr->expr, &metric);
		/* A spread or a count has no better side of its own. */
		if (c->addr->has_stat && (c->addr->stat == STAT_STDDEV ||
		    c->addr->stat == STAT_CV || c->addr->stat == STAT_CI ||
		    c->addr->stat == STAT_N || c->addr->stat == STAT_P))
			dir = DIR_UNKNOWN;
		if (dir == DIR_UNKNOWN) {
			if (metric == NULL)
				claim_why_set(c, "why.direxpr", "word",
				    dw.word, NULL);
			else
				claim_why_set(c, "why.dirmetric", "word",
				    dw.word, "metric", metric, NULL);
			if (metric == NULL)
				metric = "the expression";
			buf_printf(&m, "'%s' says better or worse, but whether "
			    "lower or higher is better for %s is not known: "
			    "declare it in an <!-- ev:metrics --> block "
			    "('%s: lower' or '%s: higher'), or write the sign",
			    dw.word, metric, metric, metric);
			fail(c, &m);
			return;
		}
		if (dir == DIR_LOWER)
			s = -s;
	}
	c->dirsign = s;
	if (w->kind == NUM_RATIO) {
		/*
		 * A factor of at least 1 in the word's direction: "3×
		 * fewer" and "2.1× faster" on a time are A / B, so the
		 * sides swap; the computation then names them that way.
		 */
		if (s < 0) {
			char *t = c->addr->cfg;

			c->addr->cfg = c->addr->cfg_a;
			c->addr->cfg_a = t;
			c->dirswap = 1;
		}
		return;
	}
	if ((w->sign != 0 && w->value != 0 && w->sign != s) ||
	    (c->num.is_range && c->num.b.sign != 0 && c->num.b.value != 0 &&
	    c->num.b.sign != s)) {
		claim_why_set(c, s > 0 ? "why.dirup" : "why.dirdown", "text",
		    c->text, "word", dw.word, NULL);
		buf_printf(&m, "%s is signed against its word '%s', which "
		    "says %s: drop the sign or the word", c->text, dw.word,
		    s > 0 ? "an increase" : "a decrease");
		fail(c, &m);
		return;
	}
	sign_written(w, s);
	if (c->num.is_range)
		sign_written(&c->num.b, s);
}

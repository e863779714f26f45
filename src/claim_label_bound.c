/*
 * Thresholds (claim_label_bound.h): a number that bounds what the
 * sentence counts or sorts ("requests over 50 ms", "a threshold of
 * >2x") is a choice of the analysis, not a result.  Every rule errs
 * towards listing (claim_label.c): a direction word or a result verb by
 * the number keeps it one ("latency fell 2x to 50 ms", "50ms를 넘겼다").
 */
#include <string.h>

#include "claim_direction.h"
#include "claim_label_bound.h"
#include "claim_label_text.h"
#include "util.h"
#include "words.h"

/* Whether the UTF-8 character at s[i] is a Han or katakana one. */
static int
cjk_noun_at(const char *s, size_t len, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;

	if (i + 3 > len)
		return 0;
	if (u[i] >= 0xE4 && u[i] <= 0xE9)
		return 1;				/* U+4E00..U+9FFF */
	return u[i] == 0xE3 && ((u[i + 1] == 0x82 && u[i + 2] >= 0xA0) ||
	    u[i + 1] == 0x83);				/* U+30A0..U+30FF */
}

/* Whether the UTF-8 character at s[i] is a Hangul syllable. */
static int
hangul_at(const char *s, size_t len, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;

	return i + 3 <= len && ((u[i] == 0xEA && u[i + 1] >= 0xB0) ||
	    (u[i] >= 0xEB && u[i] <= 0xEC) || (u[i] == 0xED &&
	    u[i + 1] <= 0x9E));
}

/* The end of the number t and of the unit after it, if any. */
static size_t
unit_end(const char *s, size_t len, const struct numtok *t)
{
	size_t a = t->end, sp = label_space_at(s, len, a), n;

	if (sp == 0 && a < len && s[a] == '-')
		sp = 1;					/* the 50-ms cutoff */
	if ((n = label_unit_at(s, len, a + sp, NULL)) > 0)
		return a + sp + n;
	return a;
}

/* Whether a noun qualifier (的, の, 의, 인) starts at s[i]. */
static int
qualifier_at(const char *s, size_t len, size_t i)
{
	static const char *const q[] = {
		"\xE7\x9A\x84", "\xE3\x81\xAE",		/* 的 の */
		"\xEC\x9D\x98", "\xEC\x9D\xB8"		/* 의 인 */
	};

	return label_cjk_at(s, len, i, q, 4) > 0;
}

/*
 * Whether a noun follows s[i]: glued, a Han or katakana character (を
 * 超えた要求; Korean writes its noun after a space); after one space, a
 * Hangul, Han or katakana word (넘긴 요청).
 */
static int
noun_after(const char *s, size_t len, size_t i)
{
	size_t sp = label_space_at(s, len, i);

	if (sp == 0)
		return cjk_noun_at(s, len, i);
	return hangul_at(s, len, i + sp) || cjk_noun_at(s, len, i + sp);
}

/* A threshold word right before s[b] (an "of", ":" or "=" between). */
static int
noun_before(const char *s, size_t len, size_t b)
{
	size_t w;

	b -= label_space_before(s, b);
	if (b >= 1 && (s[b - 1] == ':' || s[b - 1] == '='))
		b--;
	else if (label_ends_with(s, b, "\xEF\xBC\x9A"))	/* ： */
		b -= 3;
	b -= label_space_before(s, b);
	w = label_word_before(s, len, b);
	if (w < b && label_ieq(s + w, b - w, "of")) {
		b = w - label_space_before(s, w);
		w = label_word_before(s, len, b);
	}
	if (w < b && (w == 0 || !txt_word(s, len, w - 1)) &&
	    label_ascii_in(s, w, b, words_threshold_nouns,
	    words_nthreshold_nouns) >= 0)
		return 1;
	return b > 0 && (unsigned char)s[b - 1] >= 0x80 &&
	    label_cjk_before(s, b, words_threshold_nouns,
	    words_nthreshold_nouns) > 0;
}

/* A threshold word right after s[a] ("-" or の between): 50 ms cutoff. */
static int
noun_follows(const char *s, size_t len, size_t a)
{
	a += label_space_at(s, len, a);
	if (a < len && s[a] == '-')
		a++;
	else if (txt_has(s, len, a, "\xE3\x81\xAE"))		/* の */
		a += 3;
	return label_word_in_at(s, len, a, words_threshold_nouns,
	    words_nthreshold_nouns);
}

/*
 * A condition the mechanism acts on, not a result: the number, its unit
 * or counter and a particle (를, 을, を), then a conditional crossing
 * (1,000개를 넘으면, 50ms を超えると: words_threshold_if_after); in
 * Chinese a crossing word earlier in the clause and 后 or 时 right
 * after (越过 memory.high 的 90% 后: words_threshold_cross,
 * words_threshold_when); in English a conditional word earlier in the
 * clause and a crossing verb right before (once usage exceeds 90%:
 * words_threshold_if, words_threshold_cross).
 */
static int
conditional(const char *s, size_t len, const struct numtok *t, size_t a)
{
	size_t i = a, n, c, w, k;

	i = a + label_space_at(s, len, a);
	if (i >= len || (unsigned char)s[i] < 0x80)
		goto english;		/* no counter, particle or 后 after */
	i = a;
	if (a == t->end && (n = label_cjk_at(s, len, a + label_space_at(s,
	    len, a), words_counters, words_ncounters)) > 0)
		i = a + label_space_at(s, len, a) + n;	/* 1,000개 */
	i += label_space_at(s, len, i);
	if (txt_has(s, len, i, "\xEB\xA5\xBC") || txt_has(s, len, i,
	    "\xEC\x9D\x84") || txt_has(s, len, i, "\xE3\x82\x92"))
		i += 3;					/* 를 을 を */
	i += label_space_at(s, len, i);
	if (label_cjk_at(s, len, i, words_threshold_if_after,
	    words_nthreshold_if_after) > 0)
		return 1;
	/* 越过 memory.high 的 90% 后: back to a CJK clause mark ('.' aside). */
	i = a + label_space_at(s, len, a);
	if (label_cjk_at(s, len, i, words_threshold_when,
	    words_nthreshold_when) > 0) {
		for (k = t->start; k > 0 && t->start - k < 120 &&
		    !label_ends_with(s, k, "\xEF\xBC\x8C") &&
		    !label_ends_with(s, k, "\xE3\x80\x82") &&
		    !label_ends_with(s, k, "\xEF\xBC\x9B"); k--)
			continue;			/* ， 。 ； */
		for (; k < t->start; k++)
			if ((unsigned char)s[k] >= 0x80 && label_cjk_at(s,
			    t->start, k, words_threshold_cross,
			    words_nthreshold_cross) > 0)
				return 1;
	}
	/* once usage exceeds 90% */
english:
	w = t->start - label_space_before(s, t->start);
	k = label_word_before(s, len, w);
	if (k == w || label_ascii_in(s, k, w, words_threshold_cross,
	    words_nthreshold_cross) < 0)
		return 0;
	/* Only now the clause: a paragraph of bare numbers stays linear. */
	c = label_clause_start(s, t->start);
	for (i = c; i < k; i++)
		if (txt_alpha(s, len, i) && (i == 0 || !txt_word(s, len,
		    i - 1)) && label_word_in_at(s, k, i, words_threshold_if,
		    words_nthreshold_if))
			return 1;
	return 0;
}

/* The structural part of label_threshold, before its guards. */
static int
threshold_shape(const char *s, size_t len, const struct numtok *t)
{
	size_t b = t->start, a, k, m;
	struct claim_dirword dw;
	int mark = 0;

	a = unit_end(s, len, t);
	if (label_ends_with(s, b, "\xC2\xB1"))			/* ± */
		b -= 2;
	/* A comparison mark glued before, or with one space. */
	for (k = 0; k < words_nthreshold_marks; k++)
		if (label_ends_with(s, b, words_threshold_marks[k]) ||
		    (label_space_before(s, b) == 1 && label_ends_with(s, b - 1,
		    words_threshold_marks[k]))) {
			m = strlen(words_threshold_marks[k]);
			b -= m + (label_ends_with(s, b,
			    words_threshold_marks[k]) ? 0 : 1);
			mark = 1;
			break;
		}
	if (noun_before(s, len, b) || noun_follows(s, len, a))
		return 1;
	/* 超过 50ms 的: a Chinese comparison word before, 的 after. */
	if (!mark) {
		size_t w = b - label_space_before(s, b);

		if (label_cjk_before(s, w, words_threshold_before,
		    words_nthreshold_before) > 0)
			mark = 1;
	}
	if (mark) {
		size_t q = a + label_space_at(s, len, a);

		/* >1s 的冷世代; >2x 周期 glued (a noun, not 。 or a verb). */
		if ((qualifier_at(s, len, q) || (q == a && cjk_noun_at(s,
		    len, a))) && !claim_direction_near(s, len, t->start, q + 3,
		    &dw))
			return 1;
	}
	/* 50ms를 넘긴 요청, ±3% 안쪽 차이, 50ms を超えた要求. */
	a += label_space_at(s, len, a);
	for (k = 0; k < words_nthreshold_after; k++) {
		const char *w = words_threshold_after[k];

		m = strlen(w);
		if (!txt_has(s, len, a, w))
			continue;
		/* 1ms 以上の改善: the noun is a change, the number its size. */
		if (claim_direction_near(s, len, t->start, a + m, &dw))
			return 0;
		if (label_ends_with(w, m, "\xE3\x81\xAE") ||
		    label_ends_with(w, m, "\xE7\x9A\x84") ||
		    label_ends_with(w, m, "\xEC\x9D\x98"))
			return 1;
		if (noun_after(s, len, a + m))
			return 1;
		break;			/* 50ms を超えると: a condition? */
	}
	return conditional(s, len, t, unit_end(s, len, t));
}

/*
 * The guards (a direction word or result verb by the number) read its
 * whole clause, so they run only on a number of a threshold's shape: a
 * paragraph of bare numbers stays linear.
 */
int
label_threshold(const char *s, size_t len, const struct numtok *t)
{
	struct claim_dirword dw;

	if (t->is_range || t->a.sign != 0 || t->a.kind == NUM_PP)
		return 0;
	return threshold_shape(s, len, t) && !claim_direction_near(s, len,
	    t->start, t->end, &dw) && !label_result_by(s, len, t->start,
	    t->end);
}

/*
 * The byte and word tests of the label rules (claim_label_text.h).
 */
#include <string.h>

#include "claim_label_text.h"
#include "util.h"
#include "words.h"

/* Whether s[0, n) is w, ignoring ASCII case. */
int
label_ieq(const char *s, size_t n, const char *w)
{
	size_t i;

	if (strlen(w) != n)
		return 0;
	for (i = 0; i < n; i++)
		if ((s[i] | 0x20) != (w[i] | 0x20))
			return 0;
	return 1;
}

/* Whether s[b - strlen(w), b) is w. */
int
label_ends_with(const char *s, size_t b, const char *w)
{
	size_t n = strlen(w);

	return b >= n && memcmp(s + b - n, w, n) == 0;
}

/* Index of the list word s[w, e) is (any case), or -1. */
long
label_ascii_in(const char *s, size_t w, size_t e, const char *const *list,
    size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (label_ieq(s + w, e - w, list[k]))
			return (long)k;
	return -1;
}

/* The length of the list word at s[i] (CJK: no boundary), or 0. */
size_t
label_cjk_at(const char *s, size_t len, size_t i, const char *const *list,
    size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (txt_has(s, len, i, list[k]))
			return strlen(list[k]);
	return 0;
}

/* The length of the list word ending at s[b] (CJK), or 0. */
size_t
label_cjk_before(const char *s, size_t b, const char *const *list, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (label_ends_with(s, b, list[k]))
			return strlen(list[k]);
	return 0;
}

/* One space (U+0020, U+00A0 or U+3000) at s[i]: its length, or 0. */
size_t
label_space_at(const char *s, size_t len, size_t i)
{
	if (i < len && s[i] == ' ')
		return 1;
	if (txt_has(s, len, i, "\xC2\xA0"))
		return 2;
	if (txt_has(s, len, i, "\xE3\x80\x80"))
		return 3;
	return 0;
}

/* The same, ending at s[b]. */
size_t
label_space_before(const char *s, size_t b)
{
	if (b >= 1 && s[b - 1] == ' ')
		return 1;
	if (label_ends_with(s, b, "\xC2\xA0"))
		return 2;
	if (label_ends_with(s, b, "\xE3\x80\x80"))
		return 3;
	return 0;
}

/*
 * The start of the ASCII word (letters, '_', '-' inside) that ends at
 * s[b], or b when none does or it is glued to a word before it.
 */
size_t
label_word_before(const char *s, size_t len, size_t b)
{
	size_t w = b;

	while (w > 0 && (txt_alpha(s, len, w - 1) || s[w - 1] == '_' ||
	    (s[w - 1] == '-' && w >= 2 && txt_alpha(s, len, w - 2) &&
	    w < b)))
		w--;
	if (w > 0 && txt_digit(s, len, w - 1))
		return b;
	return w;
}

/* The end of the ASCII word of letters that starts at s[i]. */
size_t
label_word_after(const char *s, size_t len, size_t i)
{
	while (txt_alpha(s, len, i) || (i < len && s[i] == '_'))
		i++;
	return i;
}

/*
 * The byte length of a unit word at s[i] (ms, GiB, 秒, 页), the
 * longest listed, or 0.  An ASCII unit must end a word.
 */
size_t
label_unit_at(const char *s, size_t len, size_t i, const struct words_unit **u)
{
	size_t k, n, best = 0;

	for (k = 0; k < words_nunits; k++) {
		n = strlen(words_units[k].name);
		if (!(words_units[k].readers & WORDS_PROSE) || n <= best ||
		    !txt_has(s, len, i, words_units[k].name))
			continue;
		if (txt_alpha(s, len, i) && txt_word(s, len, i + n))
			continue;
		best = n;
		if (u != NULL)
			*u = &words_units[k];
	}
	return best;
}

/*
 * Whether the unit of a measurement follows the number, glued or after
 * one space: a time, a size, a rate (12 ms, 4 GiB); a count (8개, 3 回)
 * is not one.
 */
int
label_unit_follows(const char *s, size_t len, size_t a)
{
	const struct words_unit *u = NULL;

	if (label_unit_at(s, len, a, &u) == 0 && (label_space_at(s, len,
	    a) == 0 ||
	    label_unit_at(s, len, a + label_space_at(s, len, a), &u) == 0))
		return 0;
	return words_unit_kind(u) != WORDS_COUNT &&
	    words_unit_kind(u) != WORDS_NONE;
}

int
label_plain(const struct numtok *t)
{
	return !t->is_range && t->a.sign == 0 && t->a.kind == NUM_PLAIN;
}

/* Whether a list word (ASCII whole, any case; CJK as is) is at s[i]. */
int
label_word_in_at(const char *s, size_t len, size_t i,
    const char *const *list, size_t n)
{
	size_t e, k, m;

	if (label_cjk_at(s, len, i, list, n) > 0 && (unsigned char)s[i] >= 0x80)
		return 1;
	e = label_word_after(s, len, i);
	if (e > i && label_ascii_in(s, i, e, list, n) >= 0)
		return 1;
	/* Words of two or more ASCII words: "working set". */
	for (k = 0; k < n; k++) {
		m = strlen(list[k]);
		if ((unsigned char)list[k][0] < 0x80 &&
		    strchr(list[k], ' ') != NULL && i + m <= len &&
		    label_ieq(s + i, m, list[k]) && !txt_word(s, len, i + m))
			return 1;
	}
	return 0;
}

/*
 * Bytes a clause is looked for in, either way: prose has no clause this
 * long, and a rule asking at every number of a line with no mark (a
 * long line of "1개에서 ", "2x Intel ") would read the line once per
 * number, its time quadratic in the line's length.
 */
#define CLAUSE_MAX	1024

/* A clause's start before s[b]: a sentence or clause mark, or 0. */
size_t
label_clause_start(const char *s, size_t b)
{
	size_t stop = b > CLAUSE_MAX ? b - CLAUSE_MAX : 0;

	static const char *const marks[] = {
		"\xE3\x80\x82", "\xEF\xBC\x8C", "\xE3\x80\x81",	/* 。，、 */
		"\xEF\xBC\x9A", "\xEF\xBC\x9B", "\xEF\xBC\x88"	/* ：；（ */
	};

	while (b > stop && strchr(".;:,(", s[b - 1]) == NULL &&
	    label_cjk_before(s, b, marks, sizeof(marks) / sizeof(marks[0])) ==
	    0)
		b--;
	return b;
}

/* A clause's end after s[a]: a sentence or clause mark, or len. */
size_t
label_clause_end(const char *s, size_t len, size_t a)
{
	static const char *const marks[] = {
		"\xE3\x80\x82", "\xEF\xBC\x8C", "\xE3\x80\x81",	/* 。，、 */
		"\xEF\xBC\x9A", "\xEF\xBC\x9B", "\xEF\xBC\x89"	/* ：；） */
	};

	if (a < len && len - a > CLAUSE_MAX)
		len = a + CLAUSE_MAX;
	while (a < len && strchr(";:,)", s[a]) == NULL && !(s[a] == '.' &&
	    !txt_digit(s, len, a + 1)) && label_cjk_at(s, len, a, marks,
	    sizeof(marks) / sizeof(marks[0])) == 0)
		a++;
	return a;
}

/* Whether a word of list[0, n) sits in s[from, to) (ASCII: whole). */
static int
verb_in(const char *s, size_t from, size_t to, const char *const *list,
    size_t nlist)
{
	size_t i, k, n;

	for (i = from; i < to; i++)
		for (k = 0; k < nlist; k++) {
			const char *v = list[k];

			n = strlen(v);
			if (i + n > to || memcmp(s + i, v, n) != 0)
				continue;
			if ((unsigned char)v[0] < 0x80 && ((i > from &&
			    txt_word(s, to, i - 1)) || txt_word(s, to, i + n)))
				continue;
			return 1;
		}
	return 0;
}

/* Whether a result verb (took, 耗时, かかった) sits in s[from, to). */
int
label_result_verb(const char *s, size_t from, size_t to)
{
	return verb_in(s, from, to, words_result_verbs,
	    words_nresult_verbs) || verb_in(s, from, to,
	    words_result_verbs_after, words_nresult_verbs_after);
}

int
label_result_by(const char *s, size_t len, size_t b, size_t a)
{
	return label_result_verb(s, label_clause_start(s, b), b) ||
	    verb_in(s, a, label_clause_end(s, len, a),
	    words_result_verbs_after, words_nresult_verbs_after);
}

/*
 * Givens (claim_label.h, claim_label_given): a number that is a
 * constant of the arithmetic of an address in the same sentence
 * ("4KiB를 곱하면 [401MiB](ev:tc3/pr/gen1_file_before*4/1024)", "每扫描
 * 100 页只有 [42 页](<ev:tc1/off/cg_pgsteal / cg_pgscan * 100>)") is a
 * factor the author states, not a result: the runs give the measured
 * operands.  A '=' link's literals are not read: it may compute from a
 * measured number ("[256 MiB](ev:=65587*4096/1048576)（65,587 页）"),
 * which must stay listed.  Read on the source, since a sentence spans
 * the text nodes its links cut it into.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "claim_direction.h"
#include "claim_label.h"
#include "claim_label_text.h"
#include "util.h"

/* The longest sentence read, either side of the number. */
#define GIVEN_REACH	2048

/* Whether a sentence ends at src[i] (。！？ or ". ", a blank line). */
static size_t
sentence_mark(const char *src, size_t len, size_t i)
{
	static const char *const marks[] = {
		"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F"	/* 。！？ */
	};

	if (label_cjk_at(src, len, i, marks, 3) > 0)
		return 3;
	if ((src[i] == '.' || src[i] == '!' || src[i] == '?') &&
	    (i + 1 == len || src[i + 1] == ' ' || src[i + 1] == '\n'))
		return 1;
	if (src[i] == '\n' && i + 1 < len && (src[i + 1] == '\n' ||
	    src[i + 1] == '|' || src[i + 1] == '#'))
		return 1;
	return 0;
}

/*
 * Whether the literal e[i, k) multiplies or divides ("*4/1024", "* 100"):
 * the 1 of "1 - a / b" is no factor a sentence states.
 */
static int
factor(const char *e, size_t n, size_t i, size_t k)
{
	while (i > 0 && e[i - 1] == ' ')
		i--;
	while (k < n && e[k] == ' ')
		k++;
	return (i > 0 && (e[i - 1] == '*' || e[i - 1] == '/')) ||
	    (k < n && (e[k] == '*' || e[k] == '/'));
}

/* Whether a literal of the expression e[0, n) is within w's precision. */
static int
operand_of(const char *e, size_t n, const struct written *w)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char buf[32], *end;
		size_t k;
		double v;

		if (!txt_digit(e, n, i) || (i > 0 && (txt_word(e, n, i - 1) ||
		    strchr("#@.%", e[i - 1]) != NULL)))
			continue;
		for (k = i; k < n && (txt_digit(e, n, k) || e[k] == '.') &&
		    k - i < sizeof(buf) - 1; k++)
			continue;
		memcpy(buf, e + i, k - i);
		buf[k - i] = '\0';
		v = strtod(buf, &end);
		/* Exact, or within the precision of a scale: 4K is 4096. */
		if (!(k < n && txt_word(e, n, k)) && factor(e, n, i, k) &&
		    (v == w->value ||
		    (w->scale > 1 && fabs(v - w->value) <= w->half)))
			return 1;
		i = k;
	}
	return 0;
}

/*
 * Whether an ev: link destination starts in src[from, to): memchr for
 * its ':' keeps a long paragraph of bare numbers linear in practice.
 */
static int
has_ev(const char *src, size_t from, size_t to)
{
	const char *c = src + from, *end = src + to;

	while ((c = memchr(c, ':', (size_t)(end - c))) != NULL) {
		size_t i = (size_t)(c - src);

		if (i >= from + 3 && src[i - 1] == 'v' && src[i - 2] == 'e' &&
		    (src[i - 3] == '(' || src[i - 3] == '<'))
			return 1;
		c++;
	}
	return 0;
}

int
claim_label_given(const char *src, size_t len, size_t off,
    const struct numtok *t)
{
	size_t from, to, i, n = t->end - t->start;
	struct claim_dirword dw;

	/* off and n come from the caller's token: compared so that no sum
	 * can wrap, whatever they hold. */
	if (t->is_range || t->a.sign != 0 || off > len || n > len - off ||
	    t->a.kind == NUM_PP)
		return 0;
	if (!has_ev(src, off > GIVEN_REACH ? off - GIVEN_REACH : 0,
	    len - off - n > GIVEN_REACH ? off + n + GIVEN_REACH : len))
		return 0;
	/* The sentence: back to its start, on to its end. */
	for (from = off; from > 0 && off - from < GIVEN_REACH &&
	    !(from >= 3 && sentence_mark(src, len, from - 3) == 3) &&
	    !sentence_mark(src, len, from - 1); from--)
		continue;
	for (to = off + n; to < len && to - off < GIVEN_REACH &&
	    !sentence_mark(src, len, to); to++)
		continue;
	if (claim_direction_near(src + from, to - from, off - from,
	    off - from + n, &dw) || label_result_by(src + from, to - from,
	    off - from, off - from + n))
		return 0;
	for (i = from; i + 4 < to; i++) {
		size_t b, e, k;

		if (src[i] != ']' || src[i + 1] != '(')
			continue;
		b = i + 2 + (src[i + 2] == '<');
		if (b + 3 > to || memcmp(src + b, "ev:", 3) != 0)
			continue;
		b += 3;
		if (b < to && src[b] == '=')
			continue;			/* a computation: above */
		for (e = b; e < to && src[e] != ')' && src[e] != '>' &&
		    src[e] != '\n'; e++)
			continue;
		/* The expression: after the test case and the config. */
		for (k = 0; b < e && k < 2; b++)
			k += src[b] == '/';
		if (operand_of(src + b, e - b, &t->a))
			return 1;
	}
	return 0;
}

/*
 * The byte and word tests the label rules share (claim_label.c,
 * claim_label_setup.c): list words before or after a position, ASCII
 * whole words in any case, CJK words with no boundary, spaces (U+0020,
 * U+00A0, U+3000), units of measure, result verbs.
 * For use by claim_label*.c only.
 *
 * Pure: reads the text it is given, keeps nothing.
 */
#ifndef CLAIM_LABEL_TEXT_H
#define CLAIM_LABEL_TEXT_H

#include <stddef.h>

#include "claim.h"
#include "words.h"

/* Whether s[0, n) is w, ignoring ASCII case. */
int	label_ieq(const char *s, size_t n, const char *w);
/* Whether s[b - strlen(w), b) is w. */
int	label_ends_with(const char *s, size_t b, const char *w);
/* Index of the list word s[w, e) is (any case), or -1. */
long	label_ascii_in(const char *s, size_t w, size_t e,
	    const char *const *list, size_t n);
/* The length of the list word at s[i] (CJK: no boundary), or 0. */
size_t	label_cjk_at(const char *s, size_t len, size_t i,
	    const char *const *list, size_t n);
/* The length of the list word ending at s[b] (CJK), or 0. */
size_t	label_cjk_before(const char *s, size_t b, const char *const *list,
	    size_t n);
/* One space (U+0020, U+00A0 or U+3000) at s[i]: its length, or 0. */
size_t	label_space_at(const char *s, size_t len, size_t i);
/* The same, ending at s[b]. */
size_t	label_space_before(const char *s, size_t b);
/* The start of the ASCII word ending at s[b], or b (see the .c). */
size_t	label_word_before(const char *s, size_t len, size_t b);
/* The end of the ASCII word of letters that starts at s[i]. */
size_t	label_word_after(const char *s, size_t len, size_t i);
/* The byte length of the longest unit word at s[i], or 0; *u is it. */
size_t	label_unit_at(const char *s, size_t len, size_t i,
	    const struct words_unit **u);
/* Whether a unit of measure (not a count) follows s[a]. */
int	label_unit_follows(const char *s, size_t len, size_t a);
/* Whether t is plain: no sign, %, points or ratio, not a range. */
int	label_plain(const struct numtok *t);
/* Whether a list word (ASCII whole, any case; CJK as is) is at s[i]. */
int	label_word_in_at(const char *s, size_t len, size_t i,
	    const char *const *list, size_t n);
/*
 * A clause's start before s[b]: a sentence or clause mark, or 0; 1 KB
 * back at most (the .c says why), and the same for the end.
 */
size_t	label_clause_start(const char *s, size_t b);
/* A clause's end after s[a]: a sentence or clause mark, or len. */
size_t	label_clause_end(const char *s, size_t len, size_t a);
/* Whether a result verb (took, 耗时, かかった) sits in s[from, to). */
int	label_result_verb(const char *s, size_t from, size_t to);
/*
 * Whether a result verb is in the clause of the number s[b, a): any
 * before it (took 60 s), one that Japanese or Korean write after it
 * (60 秒かかった, 60초 걸렸다) after it.
 */
int	label_result_by(const char *s, size_t len, size_t b, size_t a);

#endif

/*
 * Thresholds (claim_label_bound.c): a number that bounds what the
 * sentence counts or sorts, a choice of the analysis and not a result
 * (a threshold of >2x, 50ms를 넘긴 요청, ±3% 안쪽 차이, 超过 50ms 的请求,
 * >1s 的冷世代).  Documented in docs/claims.md, "Thresholds".
 * For use by claim_label.c only.
 *
 * Pure: reads the text it is given, keeps nothing.
 */
#ifndef CLAIM_LABEL_BOUND_H
#define CLAIM_LABEL_BOUND_H

#include <stddef.h>

#include "claim.h"

/*
 * Whether the number t of s[0, len) (plain, a percentage or a ratio,
 * no sign) is a threshold: after or before a threshold word, after a
 * comparison mark or word and before a noun's qualifier, or before a
 * comparison that qualifies a noun; no direction word or result verb
 * by it.
 */
int	label_threshold(const char *s, size_t len, const struct numtok *t);

#endif

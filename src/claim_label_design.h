/*
 * Design constants (claim_label_design.c): numbers that describe how a
 * mechanism works rather than what a run measured: the limits it keeps
 * per period or occasion (每 100ms 最多写回 512 页, scans at least 32
 * memcgs per round, 한 번 깨어날 때 최대 64개), its budget (扫描预算是
 * 4096 页), how long it sleeps (预算耗尽就睡 10 秒), what it does as a
 * rule (一律记满 512 页), constants the report names in code
 * (2~4（MIN_NR_GENS=2, MAX_NR_GENS=4）, MAX_NR_GENS=4) and the factor
 * of a unit (×10 ms = CPU 秒, 1 jiffy = 4 ms).  Documented in
 * docs/claims.md, "Design constants".
 * For use by claim_label.c only.
 *
 * Pure: reads the text it is given, keeps nothing.
 */
#ifndef CLAIM_LABEL_DESIGN_H
#define CLAIM_LABEL_DESIGN_H

#include <stddef.h>

#include "claim.h"

struct buf;

/*
 * Whether the plain number t of s[0, len) is a limit, budget, sleep or
 * rule of a mechanism; no statistic, direction word or result verb by
 * it.
 */
int	label_design_limit(const char *s, size_t len, const struct numtok *t);
/*
 * Whether t (a number or a range) is restated right after it in
 * brackets as code constants, NAME=VALUE for its values (2~4
 * (`MIN_NR_GENS=2`, `MAX_NR_GENS=4`)), or is the value of such a
 * constant written glued (MAX_NR_GENS=4): line[0, n) is its source
 * line, at its byte there.
 */
int	label_design_code(const char *s, size_t len, const struct numtok *t,
	    const char *line, size_t n, size_t at);
/*
 * Whether t is the factor of a unit: a size or time after '×' that
 * follows a word, not a number ("×10 ms = CPU 秒", "jiffies ×4ms"), or
 * a side of a definition "1 NOUN = N UNIT" (1 jiffy = 4 ms, 1 jiffy는
 * 4ms).
 */
int	label_design_factor(const char *s, size_t len, const struct numtok *t);

/*
 * Appends to b the values of size or time the setup sections of
 * src[0, len) give (under a setup heading, or in a paragraph that leads
 * with setup words: claim_label_setup_heading, _lead), each an entry of
 * claim_label_versions' list: "=" its dimension and value, the number
 * of its sentence, the words right before and after it and the
 * sentence's identifiers (hot2, MADV_FREE), '\x1f' between.
 */
void	label_design_setup_values(const char *src, size_t len,
	    struct buf *b);
/*
 * Whether the size or time t, at byte at of its source line line[0, n),
 * gives again a setup value of known (label_design_setup_values): the
 * same value and dimension, and tied to it by the same word right
 * before or after it, an identifier of the setup sentence in its
 * clause, or another value of that sentence in its clause (48 MiB/5ms);
 * no statistic, direction word or result verb by it.
 */
int	label_design_restated(const char *s, size_t len,
	    const struct numtok *t, const char *line, size_t n, size_t at,
	    const char *known);

#endif

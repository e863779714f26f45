/*
 * Setup labels (claim_label_setup.c): counts, sizes, option values and
 * per-run durations that describe how a benchmark was run (16 CPUs,
 * 스레드 8개, -t 8, 64GB メモリ, 60 s each run).  Documented in
 * docs/claims.md, section "Setup counts".
 * For use by claim_label.c only.
 *
 * Pure: reads the text it is given, keeps nothing.
 */
#ifndef CLAIM_LABEL_SETUP_H
#define CLAIM_LABEL_SETUP_H

#include <stddef.h>

#include "claim.h"

/* Whether the number t of s[0, len) is a setup label. */
int	label_setup_rule(const char *s, size_t len, const struct numtok *t);
/*
 * Whether the percentage t is a share of the workload's setup: 10% 热区,
 * 25% 热集, 10% の行を, 70% reads (no sign, no direction word by it).
 */
int	label_setup_share(const char *s, size_t len, const struct numtok *t);
/*
 * Whether the heading h[0, n) names the setup, its design or the
 * background (Test setup, 3. 测试环境, ## 環境, 4. 用例设计).
 */
int	label_setup_heading(const char *h, size_t n);
/*
 * Whether the line l[0, n) leads with such words and a colon, as a
 * paragraph or list item that describes the setup starts: "测量方式：",
 * "- **Test setup:** ...", "再現手順：".
 */
int	label_setup_lead(const char *l, size_t n);
/*
 * Whether t, in a section under such a heading, is a setup label: plain,
 * not a count of runs, no result verb or direction word by it.
 */
int	label_setup_section(const char *s, size_t len, const struct numtok *t);
/*
 * Whether the plain integer t is a share of a read/write mix, shares
 * joined by '/' that add up to 100 with a mix word right before or
 * after them: 70/30 mix, 读写比 70/30, 70/30 の読み書き, 읽기/쓰기 70/30.
 */
int	label_setup_mix(const char *s, size_t len, const struct numtok *t);
/*
 * Whether the ratio t multiplies a setup count or counts parts: 2x 96
 * cores, 2x Optane, 2× Intel Xeon.
 */
int	label_setup_times(const char *s, size_t len, const struct numtok *t);

#endif

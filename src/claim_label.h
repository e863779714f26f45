/*
 * Labels (CLAIMS.md section 5): numbers a report writes that name
 * something or describe the setup rather than state a result, so that
 * they are neither claims nor unbound.  Every rule lives here, one
 * function per kind, each documented in docs/claims.md.
 * For use by the report parser (report_*.c) and the tests only.
 *
 * Pure: reads the text it is given, keeps nothing.
 */
#ifndef CLAIM_LABEL_H
#define CLAIM_LABEL_H

#include <stddef.h>

#include "claim.h"

enum claim_label {
	CLAIM_LABEL_NONE = 0,	/* a number: a claim, or unbound */
	CLAIM_LABEL_NAME,	/* section 5, kernel 6.1, 3장, [^2] */
	CLAIM_LABEL_PATCH,	/* [PATCH v3 0/3], patches 1-2 */
	CLAIM_LABEL_MAIL,	/* Date: ..., Signed-off-by:, On ... wrote: */
	CLAIM_LABEL_LINK,	/* URLs, domains and paths, #123, commit ids */
	CLAIM_LABEL_DIFFSTAT,	/* a.c | 42 +++--, 3 files changed, ... */
	CLAIM_LABEL_SETUP,	/* 16 CPUs, 스레드 8개, 60 s each run */
	CLAIM_LABEL_VERSION,	/* 6.8-rc3, PostgreSQL 17 (and 17 again) */
	CLAIM_LABEL_DATE,	/* 5 Mar 2024, 2024年3月5日, +0800 */
	CLAIM_LABEL_PER,	/* per 1%, 1% あたり: the unit of a rate */
	CLAIM_LABEL_TABLE,	/* a table's header, its rows' first cells */
	CLAIM_LABEL_THRESHOLD,	/* a threshold of >2x, 50ms를 넘긴 요청 */
	CLAIM_LABEL_GIVEN,	/* 4KiB를 곱하면 [401MiB](ev:…*4/1024) */
	CLAIM_LABEL_DESIGN	/* 每 100ms 最多写回 512 页, ×10 ms = CPU 秒 */
};

/*
 * The kind of label the number t is, or CLAIM_LABEL_NONE.  t was found
 * in s[0, len) (a text node's literal); line[0, line_len) is the
 * source line the number sits on, with the number at byte at of it
 * (line NULL: s stands for its line and at is t->start).  known, when
 * not NULL, lists the versions the report names (claim_label_versions):
 * written again bare ("16.6 is faster"), they are versions too.
 */
enum claim_label claim_label_of(const char *s, size_t len,
	    const struct numtok *t, const char *line, size_t line_len,
	    size_t at, const char *known);
/*
 * Whether a heading h[0, n) names the setup, its design or the
 * background ("Test setup", "3. 测试环境", "環境", "4. 用例设计"): in
 * its section, and in the sections under it, claim_label_in_setup
 * applies.
 */
int	 claim_label_setup_heading(const char *h, size_t n);
/*
 * Whether the line l[0, n), a paragraph's or list item's first, leads
 * with a setup heading's words and a colon ("测量方式：", "Setup:",
 * "- **再現手順**："): in that paragraph claim_label_in_setup applies.
 */
int	 claim_label_setup_lead(const char *l, size_t n);
/*
 * The kind of the number t of s[0, len) in such a section when
 * claim_label_of found none: CLAIM_LABEL_SETUP for a plain number that
 * is not a count of runs and has no result verb or direction word by
 * it ("每 5 ms 触碰一遍 48 MiB"), else CLAIM_LABEL_NONE.
 */
enum claim_label claim_label_in_setup(const char *s, size_t len,
	    const struct numtok *t);
/*
 * The versions a report names after a product or version word
 * (PostgreSQL 17, バージョン 16.6, kernel 6.8), two characters or
 * more, each ended by '\0', the list by an empty string; before them
 * the values its setup sections give, each starting with '=', and
 * among them its headings' numbers, each starting with '#'
 * (claim_label_design.h).  The caller frees it.
 */
char	*claim_label_versions(const char *src, size_t len);
/*
 * The kind of label t is in a table cell: a header cell's plain
 * number (16 threads, 6.8) or a row's first cell's plain integer
 * (hackbench rows 4, 16), the names of columns and rows.
 */
enum claim_label claim_label_cell(const struct numtok *t, int header);
/*
 * Whether the number t, at byte off of the report's source src[0, len),
 * is a given: a constant of the arithmetic of an address (not a '='
 * link) in its own sentence, equal to it ("4KiB를 곱하면
 * [401MiB](ev:tc3/pr/gen1_file_before*4/1024)"), with no direction
 * word or result verb by it.  Such a number is a label of kind "given".
 */
int	 claim_label_given(const char *src, size_t len, size_t off,
	    const struct numtok *t);
/* The kind's name, as the tests and --format=json spell it: "setup". */
const char	*claim_label_name(enum claim_label);

#endif

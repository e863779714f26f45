/*
 * What each claim shows under the output options, the findings every
 * writer shares (output.c), and the summary line (output_text.c).
 * For use by the writers, output_*.c, only; main includes output.h.
 */
#ifndef OUTPUT_FIND_H
#define OUTPUT_FIND_H

#include "output.h"
#include "util.h"

/*
 * What a claim's support (claim.h) adds to the output: a warning for a
 * change the runs cannot establish (or that they contradict), a note
 * for a claim of no change whose runs separate, or nothing.  Errors
 * have no support, and --noise=off shows none.
 */
enum output_flag {
	OUTPUT_FLAG_NONE,
	OUTPUT_FLAG_NOISE,	/* "noise": within noise or against */
	OUTPUT_FLAG_FLAT	/* "note": flat but the runs separate */
};

/* A claim's support finding under o (above). */
int	 output_flag(const struct claim *, const struct output_opts *);
/*
 * Returns non-zero when a claim's unit word that disagrees with the
 * unit its address computes (claim_unit.c) is shown: unless
 * --units=off, and never for a claim in error.
 */
int	 output_unit_shown(const struct claim *, const struct output_opts *);
/*
 * Returns non-zero when a claim fails the run under o: its verdict
 * (near only with --strict), a change within noise under --noise=fail,
 * a unit slip under --units=fail.
 */
int	 output_fails(const struct claim *, const struct output_opts *);

/* Appends the message after "verdict: ", the same in every format. */
void	 output_message(struct buf *, const struct claim *);
/*
 * Appends the words of a claim's support finding, after "noise: " or
 * "note: ": "wrote ...: within noise: ranges overlap, p = 0.7 (...)".
 */
void	 output_support_message(struct buf *, const struct claim *,
	    const struct output_opts *);

/*
 * Appends the message of a coverage below --min-coverage (k->below),
 * the same in every format.
 */
void	 output_coverage_message(struct buf *, const struct output_counts *,
	    const struct output_opts *);

/*
 * Copies s into the buffer as valid UTF-8 (U+FFFD for each invalid
 * byte and, when the last argument is set, for each character XML 1.0
 * cannot hold); returns the copy, which the buffer owns; "" for NULL.
 */
const char *output_clean(struct buf *, const char *, int);

/*
 * Appends ":LINE:COL" of a place, or nothing when it is none (line 0:
 * past the source map's budget, not known exactly; docs/output.md).
 */
void	 output_at(struct buf *, size_t line, size_t col);

/* The text output's last line, which the GitHub output ends with too. */
void	 output_text_summary(FILE *, const struct report *,
	    const struct output_opts *);

#endif

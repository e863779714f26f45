/*
 * The words the tool reads in a report, in every language it knows (en,
 * zh, ko, ja), one table per kind: units written after a number,
 * statistic words, words for runs, words that say a sentence quotes
 * another source.  For use by the readers of a report's prose
 * (suggest_*.c; claim_number.c and claim_direction.c are to join, see
 * words.c) only.
 *
 * The site's own words stay in templates/strings-*.html, which a reader
 * sees; tests/unit/words_test.c checks that each statistic the site
 * names (calc.mean, calc.min, ...) is a word read here as that
 * statistic, so that a report quoting the site's own words is read.
 */
#ifndef WORDS_H
#define WORDS_H

#include <stddef.h>

#include "stats.h"

/* What a unit measures; its size is in the base unit of that. */
enum words_dim {
	WORDS_NONE, WORDS_TIME, WORDS_SIZE, WORDS_RATE, WORDS_PCT, WORDS_COUNT
};

struct words_unit {
	const char	*name;
	enum words_dim	 dim;
	double		 f;	/* time in ns, sizes in bytes */
};

/* A word naming a statistic: "평균", "最大", "min". */
struct words_stat {
	const char	*w;
	enum statfn	 st;
};

/* Units as written after a number; the longest that fits is taken. */
extern const struct words_unit	words_units[];
extern const size_t		words_nunits;
/* Statistic words; at one place, the first listed is taken. */
extern const struct words_stat	words_stats[];
extern const size_t		words_nstats;
/* Units that count runs: "3 runs", "48 条", "5회". */
extern const char *const	words_runs_units[];
extern const size_t		words_nruns_units;
/* Words for a run: "run", "运行", "실행". */
extern const char *const	words_runs[];
extern const size_t		words_nruns;
/* Words that say a sentence's numbers are quoted from elsewhere. */
extern const char *const	words_quotes[];
extern const size_t		words_nquotes;

#endif

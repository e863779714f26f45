/*
 * A tiny unit-test harness in the manner of cmark's api_test/harness.h.
 * For use by tests/unit/ only.
 *
 * OK(cond, msg...) and EQ_NUM/EQ_STR count a pass or print the failure
 * with its place; main prints "N passed, M failed".
 */
#ifndef HARNESS_H
#define HARNESS_H

#include <math.h>
#include <stdio.h>
#include <string.h>

struct harness {
	int	passed;
	int	failed;
};

extern struct harness H;

#define OK(cond, ...) do {						\
	if (cond)							\
		H.passed++;						\
	else {								\
		H.failed++;						\
		fprintf(stderr, "%s:%d: FAIL: ", __FILE__, __LINE__);	\
		fprintf(stderr, __VA_ARGS__);				\
		fputc('\n', stderr);					\
	}								\
} while (0)

/* Doubles equal to a relative 1e-12 (or both NaN). */
#define EQ_NUM(got, want, what) do {					\
	double g_ = (got), w_ = (want);					\
	OK((isnan(g_) && isnan(w_)) || g_ == w_ ||			\
	    fabs(g_ - w_) <= 1e-12 * fmax(fabs(g_), fabs(w_)),		\
	    "%s: got %.17g, want %.17g", (what), g_, w_);		\
} while (0)

#define EQ_STR(got, want, what) do {					\
	const char *g_ = (got), *w_ = (want);				\
	OK(g_ != NULL && strcmp(g_, w_) == 0,				\
	    "%s: got \"%s\", want \"%s\"", (what), g_ ? g_ : "(null)", w_); \
} while (0)

#define EQ_INT(got, want, what) do {					\
	long long g_ = (long long)(got), w_ = (long long)(want);	\
	OK(g_ == w_, "%s: got %lld, want %lld", (what), g_, w_);	\
} while (0)

#endif

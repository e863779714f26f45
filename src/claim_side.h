/*
 * The evaluation of one side of an address, shared by claim_side.c
 * (which implements it) and claim_eval.c (which decides a claim from
 * the sides).  Private to those two files: the rest of the tool calls
 * claim.h's claim_eval, claim_eval_all, claim_eval_expr and
 * claim_eval_group.
 */
#ifndef CLAIM_SIDE_H
#define CLAIM_SIDE_H

#include "claim.h"
#include "stats_cache.h"

struct side {
	uint32_t	*runs;
	size_t		 n;
	uint32_t	*groups;	/* the same runs as whole groups, */
	size_t		 ngroups;	/* unless one run is picked */
	char		*label;	/* "tc2/on", "*\/on", "tc1/on#2" */
	const char	*cfg;	/* shown in the computation; NULL for none */
};

struct ev {
	const struct runset	*rs;
	struct claim		*c;
	const struct side	*side;
	char			*err;
	double			*scratch;
	size_t			 capscratch;
	const struct stats_cache *sc;		/* NULL: none */
	size_t			 keep;		/* values the claim may still */
						/* keep (claim.h) */
	struct claim_noise_cache *nc;		/* supports so far, or NULL */
	int			 support;	/* 0: none (--noise=off) */
	int			 only_value;	/* no record is read: only */
						/* the value (scratch_eval) */
	const char		*mname[2];	/* the last metrics eval_run */
	long			 mid[2];	/* found, by name pointer */
};

/*
 * The largest finite double, as the messages write it: a sum or a
 * product past it is infinite, and inf − inf is nan, which read as
 * "wrong: data gives nan" (issue 25).  Any step that is not a finite
 * number makes the claim an error that says so.
 */
#define OVERFLOW_WORDS	"past \xC2\xB1" "1.8e308, the largest number " \
	"this arithmetic holds"

/*
 * Records the key of an error's words for the site before side_fail,
 * with up to three {name}, value pairs ended by a NULL name.
 */
void	 side_why(struct ev *, const char *key, ...);
/* The same for an error set on the claim itself, before c->error. */
void	 claim_why_set(struct claim *, const char *key, ...);
/* Sets the claim's error (printf format); the first error wins. */
void	 side_fail(struct ev *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/* Gathers the runs of (tc, cfg[, rep]); NULL means all.  Zero: error. */
int	 side_select(struct ev *, const char *tc, const char *cfg,
	    uint32_t rep, int one, struct side *);
/* Records a statistic the claim used, with its values (claim.h). */
void	 side_add_input(struct ev *, const char *metric, enum statfn st,
	    const double *v, size_t n, double result);
/* A scratch array of n doubles, the evaluation's, reused. */
double	*side_scratch(struct ev *, size_t n);
/* Statistic st of vals (reordered), or an error naming what and why. */
int	 side_stat_value(struct ev *, enum statfn st, double *vals,
	    size_t n, const char *what, double *v);
/* The expression's value over e->side's runs under statistic st. */
int	 side_agg(struct ev *, const struct expr *x, enum statfn st,
	    double *v);
/* Starts (more: goes on with) the record of a side; ends it with v. */
void	 side_begin(struct ev *, const struct side *s, int more);
void	 side_end(struct ev *, double v);
/* side_begin, side_agg and side_end over side s.  Zero: error. */
int	 side_eval(struct ev *, const struct side *s, enum statfn st,
	    double *v, int more);
void	 side_free(struct side *);

#endif

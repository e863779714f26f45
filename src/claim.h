/*
 * Claims: written numbers, ev: addresses and their expressions, and the
 * result of checking one against the runs (CLAIMS.md sections 3 and 4).
 * For use by claim_*.c, report_*.c, the renderers, main and the tests.
 *
 * Everything here is pure: no I/O and no global state.  A struct claim
 * owns its strings and its address; claim_free releases them.
 */
#ifndef CLAIM_H
#define CLAIM_H

#include <stddef.h>
#include <stdint.h>

#include "claim_metric.h"
#include "runs.h"
#include "stats.h"
#include "stats_cache.h"
#include "util.h"

/* What the written form compares (section 3.2). */
enum numkind {
	NUM_PLAIN,	/* 135,160  2.41M  101.8 ms  +1.4ms (signed) */
	NUM_PERCENT,	/* +13%  −97.0% */
	NUM_PP,		/* +5.2 pp  13%p  3个百分点 */
	NUM_RATIO	/* 2.2×  2.2x  3 倍 */
};

/* One written number, as read by claim_number_read. */
struct written {
	double		value;	/* signed, scale applied: 2.41M = 2410000 */
	double		half;	/* half a unit of the last digit, scaled */
	double		scale;	/* 1, 1e3, 1e4, 1e6, 1e8 or 1e9 */
	int		sign;	/* +1/-1 when written, 0 when not */
	int		decimals;
	enum numkind	kind;
	const char     *scale_text; /* "K", "M", "万"...; "" for none */
	int		unread;	/* a CJK numeral or scale word follows that */
				/* section 3.3 does not read (3百, 2천만) */
	int		plusminus; /* the sign was U+00B1, read only before */
				/* a zero: ±0 states no change */
	size_t		start;	/* byte span of sign..suffix in the text */
	size_t		digits_end; /* end of the digits */
	size_t		num_end; /* end of the digits and scale */
	size_t		end;
};

/* A number found in text: one value, or two joined by "~" (a range). */
struct numtok {
	struct written	a;
	struct written	b;	/* when is_range */
	int		is_range;
	size_t		start;	/* byte span in the text */
	size_t		end;
};

/*
 * Reads a number that starts exactly at s[pos]: a sign, digits with
 * thousands separators, a fraction, a scale letter and a suffix.
 * Returns non-zero and fills *w, or zero when s[pos] starts no number.
 */
int	 claim_number_read(const char *s, size_t len, size_t pos,
	    struct written *w);
/*
 * Finds the next number at or after *pos, skipping the digits of
 * identifiers (tc1, TC-2, x86_64, 0x0007, v6.1, vmscan.c:889, dates,
 * versions).  Returns non-zero and fills *t, advancing *pos past it.
 */
int	 claim_number_next(const char *s, size_t len, size_t *pos,
	    struct numtok *t);
/*
 * Digits a reader sees as digits but this grammar does not read: the
 * decimal digits of other scripts (fullwidth, Arabic-Indic, Devanagari,
 * mathematical...) and superscript and subscript digits.  Returns the
 * byte length of one at s[i], or 0.
 */
size_t	 claim_number_foreign(const char *s, size_t len, size_t i);
/*
 * Whether s[i] starts a bidirectional control (U+200E, U+200F,
 * U+202A..U+202E, U+2066..U+2069): its byte length, or 0.  Around
 * digits they can show "52" as "25".
 */
size_t	 claim_number_bidi(const char *s, size_t len, size_t i);
/* The value of a number as a $N operand: % and pp read as fractions. */
double	 claim_number_operand(const struct written *);

/* Expressions (section 3.1). */
enum expr_op {
	EXPR_NUM,
	EXPR_METRIC,	/* name */
	EXPR_COL,	/* $N: the number in column N of the table row */
	EXPR_NEG,
	EXPR_ADD,
	EXPR_SUB,
	EXPR_MUL,
	EXPR_DIV,
	EXPR_CALL	/* fn(a); a is NULL for n() */
};

struct expr {
	enum expr_op	 op;
	double		 num;	/* EXPR_NUM */
	char		*name;	/* EXPR_METRIC */
	int		 col;	/* EXPR_COL, 1-based */
	enum statfn	 fn;	/* EXPR_CALL */
	struct expr	*a;
	struct expr	*b;
};

/* Limits that keep a hostile address from exhausting the stack. */
#define ADDR_DEPTH_MAX	200
#define ADDR_LEN_MAX	4096

enum sel {
	SEL_CFG,	/* cfg */
	SEL_RUN,	/* cfg#rep */
	SEL_ALL,	/* * */
	SEL_CMP		/* cfgB~cfgA */
};

struct addr {
	int		 constant;	/* "=" expr: no runs involved */
	char		*tc;		/* NULL for "*" */
	enum sel	 sel;
	char		*cfg;		/* SEL_CFG, SEL_RUN; cfgB of SEL_CMP */
	char		*cfg_a;		/* SEL_CMP: the baseline */
	uint32_t	 rep;		/* SEL_RUN */
	struct expr	*expr;		/* NULL: empty (only with @n) */
	enum statfn	 stat;
	int		 has_stat;	/* an @ suffix was written */
};

/*
 * Parses an address (the part after "ev:").  Returns a new address
 * (free with addr_free), or NULL with the command line's English in
 * *err (caller frees) and, when why is not NULL, the same for a page in
 * any language in *why: a key of templates/strings-*.html ("why.addr.
 * cfg") and up to two {name}s, its first two slots (caller frees).
 */
struct claim_why;
struct addr *claim_addr_parse(const char *s, size_t len, char **err,
	    struct claim_why *why);
void	 claim_addr_free(struct addr *);
void	 claim_expr_free(struct expr *);
struct claim;

/* Writes the expression back in a canonical spacing. */
void	 claim_expr_print(struct buf *, const struct expr *);
/* The same, its functions' names said by say (NULL: English). */
struct calc_say;
void	 claim_expr_print_say(struct buf *, const struct expr *,
	    const struct calc_say *say);
/*
 * Stores the distinct metric names of an expression in out (at most
 * max, in order of appearance) and returns how many there are.
 */
size_t	 claim_expr_metrics(const struct expr *, const char **out, size_t max);
/* Non-zero when the expression names a metric or $N (needs runs/row). */
int	 claim_expr_uses(const struct expr *, enum expr_op);
/*
 * a OP b for a binary operator of an expression (per run, over the
 * statistics, and for the noise support); zero on a division by zero.
 */
int	 claim_expr_arith(enum expr_op op, double a, double b, double *v);

enum verdict {
	VERDICT_OK,
	VERDICT_NEAR,
	VERDICT_WRONG,
	VERDICT_FLIPPED,
	VERDICT_ERROR,
	VERDICT__MAX
};

const char *claim_verdict_name(enum verdict);
/*
 * Compares a written value c of half-unit h with a computed v in the
 * same units (section 3.4).
 */
enum verdict claim_verdict(double c, double h, double v);

/*
 * The runs one statistic used, for the reader and the JSON output.
 * A copy of their values per claim could cost more memory than the
 * runs themselves (8,000 claims over one 8,000-run group: 520 MB), so
 * values are kept only while they fit: an input keeps at most
 * CLAIM_VALUES_MAX, and a claim keeps at most its share of
 * CLAIM_VALUES_TOTAL over all its inputs, in the order evaluated: the
 * whole of it alone (claim_eval), TOTAL / claims but at least
 * CLAIM_VALUES_MIN among many (claim_eval_all).  The share depends on
 * the number of claims only, so what is kept does not depend on
 * threads.  Beyond, values is NULL and n still counts them.
 */
#ifndef CLAIM_VALUES_MAX	/* the fuzz build makes it small */
#define CLAIM_VALUES_MAX	10000
#endif
#define CLAIM_VALUES_TOTAL	4000000
#define CLAIM_VALUES_MIN	64

struct claim_input {
	char	*label;		/* "tc2/on" */
	char	*metric;	/* "cb.minflt", or "(runs)" for @n */
	char	*stat;		/* "median"... */
	double	*values;	/* the raw values, in run order; NULL */
				/* when over the limits above */
	size_t	 n;
	double	 result;
	double	 mid[2];	/* a median of an even n: its two middle */
	int	 has_mid;	/* values, when the values were read */
};

/*
 * The record of a claim's computation (docs/site.md), built by the
 * evaluator and only shown by the renderers: per side, the runs the
 * selection gives, its statistics (c->inputs[first..first+ninputs-1])
 * and the expression's value; the claim keeps the comparison (c->v,
 * c->v2), each written number's verdict and why it failed.  The
 * checker lists a side's first CLAIM_SHOWN_RUNS runs.
 */
#define CLAIM_SHOWN_RUNS	40

struct claim_side {
	char		*label;		/* "tc2/on", "*\/on", "tc1/on#2", "=" */
	size_t		 nruns;		/* the runs selected */
	size_t		 first;		/* its statistics in c->inputs */
	size_t		 ninputs;
	double		 value;		/* the expression over them */
	uint32_t	*shown;		/* the first runs (ids in rs->runs) */
	size_t		 nshown;
	double		*perrun;	/* the per-run value in those runs */
					/* (NAN: none); NULL for one metric */
	int		 ended;		/* its value was computed */
};

/*
 * Why a claim could not be evaluated, for a page in any language: the
 * key of its words in templates/strings-*.html ("why.nometric") and
 * the values of their {names}.  key is NULL when the words are only
 * the English of c->error.
 */
struct claim_why {
	const char	*key;
	const char	*name[3];
	char		*value[3];
};

/*
 * Whether the runs themselves support the direction a comparison
 * claims (docs/noise.md): one sample a side, the expression's value per
 * run (aggregates stripped: median(x/y) gives x/y per run).
 *
 *   SUPPORT_NA       fewer than 2 values a side, more than
 *                    SUPPORT_RUNS_MAX runs a side, or no comparison
 *   SUPPORT_CLEAR    the min~max ranges do not overlap, or the
 *                    two-sided Mann-Whitney p is at most SUPPORT_ALPHA,
 *                    the runs going the claimed way (for a claim of no
 *                    change: going either way, which contradicts it)
 *   SUPPORT_NOISE    the ranges overlap and p > SUPPORT_ALPHA: the runs
 *                    cannot establish the direction (for a claim of no
 *                    change: consistent)
 *   SUPPORT_AGAINST  the ranges do not overlap, or p <= SUPPORT_ALPHA,
 *                    and the runs go the other way
 */
/*
 * Support is computed while each side selects at most this many runs:
 * the check is for benchmarks of a few runs a side, and past it the
 * min~max ranges of any two configs overlap for all but the largest
 * changes, while a rank test costs a sort per claim (docs/noise.md).
 */
#define SUPPORT_RUNS_MAX	1000
/* A two-sided p at most this makes a direction clear (docs/noise.md). */
#define SUPPORT_ALPHA		0.05

enum support_class {
	SUPPORT_NA,
	SUPPORT_CLEAR,
	SUPPORT_NOISE,
	SUPPORT_AGAINST,
	SUPPORT__MAX
};

struct claim_support {
	enum support_class cls;
	int		 known;		/* samples were taken: overlap, p, */
					/* na, nb mean something */
	int		 overlap;	/* the min~max ranges meet */
	double		 p;		/* two-sided Mann-Whitney p; NAN none */
	int		 zero;		/* the claim states no change: 0%, */
					/* ±0, +0.0 pp, 1.00× */
	int		 dir;		/* the claimed direction of B − A: */
					/* +1, -1, 0 for no change */
	size_t		 na, nb;	/* values a side (A the baseline) */
	double		 amin, amax;	/* the ranges, when known */
	double		 bmin, bmax;
	double		 min_p;		/* the smallest p na vs nb runs can */
					/* give: 2 / C(na + nb, na) */
	size_t		 runs_needed;	/* when min_p > SUPPORT_ALPHA, the */
					/* fewest runs a side that could */
					/* reach it (4); else 0 */
	size_t		 npairs;	/* runs of the same (tc, rep) on both */
	size_t		 up, down;	/* sides, and the signs of B#k − A#k */
};

const char *claim_support_name(enum support_class);

/*
 * What a claim's support is worth saying (docs/noise.md): a change the
 * runs cannot establish or contradict (SUPPORT_NOISE or SUPPORT_AGAINST,
 * "noise"), a claim of no change whose runs separate ("flat"), or
 * nothing.  Claims in error have no support.
 */
enum support_flag {
	SUPPORT_FLAG_NONE,
	SUPPORT_FLAG_NOISE,
	SUPPORT_FLAG_FLAT
};
struct claim;
enum support_flag claim_support_flag(const struct claim *);

/*
 * How the words of a claim's computation are said: a statistic's name,
 * the run count of an address without a metric ("48 runs"), and the
 * sentence around a change computed against the other base, given the
 * formula ("A / B = 0.45").  The text output says them in English (a
 * NULL calc_say or member); the site in the page's language.
 */
struct calc_say {
	void	(*stat)(struct buf *, enum statfn, void *arg);
	void	(*runs)(struct buf *, size_t n, void *arg);
	void	(*other)(struct buf *, const char *formula, void *arg);
	void	*arg;
};

/*
 * A claim's computation in words a reader can redo, printed from its
 * record ("tc2 on~off cb.minflt: median on 4,083 / median off 135,160
 * − 1"), as far as the evaluation went (claim_calc.c).  c->calc is its
 * English, made once the claim is evaluated.
 */
void	 claim_calc_print(struct buf *, const struct claim *,
	    const struct calc_say *);
/*
 * Side k's expression with each statistic's value in place ("1,783 ×
 * 10,000 / 2,661,525"); nothing for one statistic or a side not computed.
 */
void	 claim_calc_values(struct buf *, const struct claim *, size_t k);

/*
 * A claim's or an unbound number's byte when its place is none: past
 * the source map's budget, where it cannot be known exactly, a number
 * has no place (line and col 0) rather than a guessed one (issue 25.6;
 * docs/output.md).
 */
#define PLACE_NONE	((size_t)-1)

struct claim {
	/* Where the written number is (line 0: none, PLACE_NONE). */
	size_t		 line;		/* 1-based */
	size_t		 col;		/* 1-based, code points */
	size_t		 byte;		/* 0-based offset in the file */
	char		*text;		/* as written: "−97.0%", "3,950~4,410" */
	char		*addr_text;	/* the address after "ev:" */
	int		 in_table;
	int		 in_code;	/* a cell of a plain-text table, bound by */
					/* <!-- ev:table --> (report_plain.c): */
					/* no direction or unit words are read */
	int		 gain;		/* its number is mmtests' gain: the change */
					/* B/A - 1 signed by the metric's direction */
	char		*row_label;	/* a table cell's row and column as */
	char		*col_label;	/* the reader sees them: "PSI (ms)", */
					/* "ON"; NULL outside tables */
	struct numtok	 num;		/* spans relative to text */
	int		 spread_pm;	/* "±" stood before a number other */
					/* than 0: a spread, claimed only */
					/* by @stddev, @cv, @ci (±2.3%) or */
					/* @range (its range spread) */
	/*
	 * The spread of kind range (CLAIMS.md section 4, benchstat v1's
	 * ±): Y of a pair under <!-- ev:pairs range --> or a (range)
	 * column, or ±Y under @range.  Its address is X's with @range;
	 * the value is max(1 − min/X, max/X − 1), X the runs' statistic
	 * around (X's own, the median by default), a fraction.  The
	 * evaluator records X, min and max as the side's statistics and
	 * the two terms here, so no renderer redoes the arithmetic.
	 */
	int		 range_spread;
	enum statfn	 range_around;
	double		 range_x, range_lo, range_hi; /* X, min, max */
	double		 range_terms[2];	/* 1 − min/X, max/X − 1 */
	int		 bound;		/* "<" (1) or "≤" (2) stood before */
					/* the number: p<0.05, a bound on */
					/* a p-value (section 2) */
	struct addr	*addr;		/* NULL when it did not parse */
	double		*cols;		/* $N operands of the table row, */
	size_t		 ncols;		/* NAN where a cell has no number */
	void		*node;		/* the document node showing it: */
	int		 node_is_link;	/* its ev: link, or a text node */
	size_t		 node_off;	/* holding the number at these */
	size_t		 node_len;	/* bytes of its literal */

	/* The result, filled by claim_eval. */
	int		 evaluated;	/* its address was evaluated (maybe */
					/* into an error): the checker redoes it */
	enum verdict	 verdict;
	double		 v;		/* computed, in the written units */
	double		 v2;		/* the max, for a range */
	char		*calc;		/* the computation, for people */
					/* (claim_calc_print in English) */
	char		*error;		/* why, when verdict is ERROR */
	struct claim_input *inputs;
	size_t		 ninputs;
	size_t		 capinputs;
	struct claim_side sides[2];	/* the record: B and A of B~A, */
	size_t		 nsides;	/* else one */
	enum verdict	 verdicts[2];	/* of each written number */
	int		 reached;	/* the evaluation got past the */
					/* address's shape: its computation */
					/* has a heading */
	double		 other[2];	/* a change or ratio against the */
					/* other base: 1 − A/B (A/B for a */
					/* ratio), A/B − 1; NAN none */
	/*
	 * @tcgeomean and @p, which read no side: whether the statistic
	 * was computed, its value (the mean, or the mean ratio B / A; the
	 * p-value) and its counts (the test cases; the runs of B and A
	 * with a value).
	 */
	int		 stat_done;
	double		 stat_v;
	size_t		 stat_n[2];
	struct claim_why why;		/* when verdict is ERROR */
	struct claim_support support;	/* SUPPORT_NA unless a B~A claim */
					/* was evaluated */
	/* Section 3.2's direction word, set by claim_direction_apply. */
	const char	*dirword;	/* "faster", "减少"; NULL for none */
	int		 dirsign;	/* the change it says: +1 up, -1 down */
	int		 dirswap;	/* a ratio read as A / B: the address's */
					/* sides were swapped */
	/* Section 3.2's unit check, set by claim_unit_check. */
	int		 unit_slip;	/* the written unit disagrees */
	struct metric_unit unit_written;
	struct metric_unit unit_computed;
	char		*unit_msg;	/* the finding, for people */
};

/*
 * Whether a word gave the written number its sign (section 3.2): an
 * unsigned change with a direction word ("10.1% faster"), or mmtests'
 * gain turned for a lower-is-better metric; the sign it means is in
 * num.a.value.  Then the text, the site and the checker say what the
 * number means beside what the data gives.
 */
int	 claim_word_signed(const struct claim *);

/*
 * Evaluates a claim's address over the runs (rs may be NULL when no
 * results were given) and sets its verdict, values and computation.
 * A claim whose parsing already failed (error set) is left alone.
 */
void	 claim_eval(struct claim *, const struct runset *rs);
/*
 * Evaluates an expression over a set of runs as a claim would (a bare
 * metric is its statistic st over the runs).  Returns zero when it has
 * no value there (a metric missing, a division by zero).
 */
int	 claim_eval_expr(const struct runset *, const uint32_t *runs, size_t n,
	    const struct expr *, enum statfn st, double *v);
/*
 * claim_eval_expr over one whole group (index into rs->groups), its
 * bare metrics' statistics taken from sc (or NULL) where it has them.
 */
int	 claim_eval_group(const struct runset *, const struct stats_cache *sc,
	    uint32_t group, const struct expr *, enum statfn st, double *v);
/*
 * claim_eval on every claim, on every core when there are many runs
 * (claims are independent: each reads rs and writes only itself).  With
 * a statistics cache (or NULL), the groups' statistics the claims read
 * are asked for, computed once and shared (claim_want, then
 * stats_cache_fill).
 */
void	 claim_eval_all(struct claim *, size_t n, const struct runset *rs,
	    struct stats_cache *sc);
/*
 * The same, deciding each comparison's support only when support is
 * non-zero (--noise=off shows none, so pays for none).  Comparisons of
 * the same address over the same runs share one (claim_noise.c).
 */
void	 claim_eval_all_support(struct claim *, size_t n,
	    const struct runset *rs, struct stats_cache *sc, int support);
/* Asks sc for the (group, metric) statistics the claims will read. */
void	 claim_want(const struct claim *, size_t n, const struct runset *rs,
	    struct stats_cache *sc);
/*
 * Compares the unit word written after c's number (its text at
 * c->byte - base in src, or right after its link) with the unit its
 * address computes over the declarations md; a disagreement sets
 * c->unit_slip and c->unit_msg (claim_unit.c).
 */
void	 claim_unit_check(struct claim *c, const char *src, size_t len,
	    size_t base, const struct metric_decls *md);
/* Formats the computed value the way the claim was written. */
void	 claim_format_value(struct buf *, const struct claim *, double v);
/*
 * One written number of a claim (0, or 1 for a range's second) with
 * its computed value (c->v, c->v2) the same way, the unit word after
 * the last.
 */
void	 claim_format_number(struct buf *, const struct claim *, int which);
void	 claim_free(struct claim *);

#endif

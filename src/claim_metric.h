/*
 * What a report knows about its metrics (CLAIMS.md section 6): a
 * metric's unit and direction, from its name or an <!-- ev:metrics -->
 * block, and the unit an address's expression computes.
 * For use by claim_*.c, report_*.c, output and the tests.
 *
 * Everything here is pure.  A struct metric_decls owns its patterns and
 * its messages; claim_metric_free releases them.  The unit words
 * (written after a number, declared in a block) and the words of a
 * metric's name live in words.c with every other word the tool reads.
 */
#ifndef CLAIM_METRIC_H
#define CLAIM_METRIC_H

#include <stddef.h>

struct expr;
struct addr;

/* What a quantity measures.  Two units compare only within one kind. */
enum unit_dim {
	UNIT_UNKNOWN,	/* nothing known: no check */
	UNIT_TIME,	/* factor: seconds */
	UNIT_SIZE,	/* factor: bytes */
	UNIT_PAGES,	/* factor: pages */
	UNIT_FRACTION,	/* factor: 1 (a ratio), 0.01 (a percent) */
	UNIT_RATE,	/* events per second; factor 1 */
	UNIT_BYTERATE,	/* bytes per second */
	UNIT_SCALAR,	/* a plain number: a constant, a count */
	UNIT_BITRATE	/* bits per second: "2.15 Gbps" to the suggester */
			/* alone (section 6 names no bit rate; factor 1) */
};

struct metric_unit {
	enum unit_dim	 dim;
	double		 factor;	/* its size in the kind's base */
	const char	*name;		/* "us", "MiB": for messages */
};

enum metric_dir {
	DIR_UNKNOWN,
	DIR_LOWER,	/* lower is better: times, costs */
	DIR_HIGHER	/* higher is better: rates, hit ratios */
};

struct metric_info {
	struct metric_unit	 unit;
	enum metric_dir	 dir;
	int		 dir_declared;	/* from the block, not the name */
};

/* One line of an <!-- ev:metrics --> block. */
struct metric_decl {
	char		*pattern;	/* a name, or with '*' for any text */
	size_t		 line;		/* 1-based, in the report */
	int		 has_unit;
	struct metric_unit	 unit;
	enum metric_dir	 dir;		/* DIR_UNKNOWN: not declared */
};

struct metric_msg {
	size_t		 line, col;	/* 1-based; col in code points */
	char		*text;
};

struct metric_decls {
	struct metric_decl *v;
	size_t		 n, cap;
	struct metric_msg *msgs;	/* the block's bad lines */
	size_t		 nmsgs, capmsgs;
};

/*
 * A metric's unit and direction by its name (section 6): the last
 * dotted segment that ends in a unit suffix gives the unit (the
 * longest suffix wins: ops_per_s is a rate), then its words give the
 * direction.  Fills *out; nothing known leaves UNIT_UNKNOWN and
 * DIR_UNKNOWN.
 */
void	 claim_metric_by_name(const char *name, struct metric_info *out);
/*
 * The same, then what the declarations say over it (an exact name
 * before a pattern, a longer pattern before a shorter, a later line
 * before an earlier).  d may be NULL.
 */
void	 claim_metric_info(const struct metric_decls *d, const char *name,
	    struct metric_info *out);
/*
 * Reads every <!-- ev:metrics ... --> block of a markdown source
 * (outside fenced code) into d; bad lines become d->msgs.
 */
void	 claim_metric_scan(struct metric_decls *d, const char *src,
	    size_t len);
void	 claim_metric_free(struct metric_decls *d);
/*
 * The unit a unit word names ("ms", "MiB", "毫秒", "ops/s") at s[0..len),
 * a whole word: returns its byte length and fills *u, or 0.
 */
size_t	 claim_metric_unit_word(const char *s, size_t len, struct metric_unit *u);
/*
 * The unit an expression computes with a bare metric's statistic st,
 * over the declarations d (or NULL): the metrics' units through the
 * arithmetic (lat_us/1000 is in ms; a/b of one kind is a fraction).
 * UNIT_UNKNOWN when it cannot tell.
 */
struct metric_unit claim_metric_expr_unit(const struct metric_decls *d,
	    const struct expr *e, int st);
/*
 * The direction of an expression: its metrics' when they agree and
 * the arithmetic keeps it (a sum, a mean, a scaling by a positive
 * constant).  *name gets the first metric named, for messages.
 */
enum metric_dir claim_metric_expr_dir(const struct metric_decls *d,
	    const struct expr *e, const char **name);
/*
 * Whether two units disagree: both known, of different kinds, or of
 * one kind more than 10% apart in size (a KB read as a KiB agrees; a
 * ms read as a us does not).
 */
int	 claim_metric_disagree(struct metric_unit written, struct metric_unit computed);

#endif

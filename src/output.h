/*
 * Writes the verdicts of a checked report: text lines for people, a
 * JSON document for programs, and the three formats CI systems read
 * (GitHub Actions workflow commands, JUnit XML, SARIF 2.1.0).
 * docs/output.md describes each field by field.
 * For use by main only.
 */
#ifndef OUTPUT_H
#define OUTPUT_H

#include <stdio.h>

#include "report.h"

enum output_format {
	OUTPUT_TEXT,
	OUTPUT_JSON,
	OUTPUT_GITHUB,	/* ::error file=...::message lines */
	OUTPUT_JUNIT,
	OUTPUT_SARIF
};

/*
 * --noise: whether a comparison the runs cannot establish (claim.h,
 * struct claim_support) is shown, and whether it fails the run.
 */
enum output_noise {	/* in output.c's order: warn, off, fail */
	OUTPUT_NOISE_WARN,	/* the default: shown, never failing */
	OUTPUT_NOISE_OFF,
	OUTPUT_NOISE_FAIL
};

/* Reads a --noise value; returns zero for an unknown one. */
int	 output_noise_parse(const char *, enum output_noise *);
#define OUTPUT_NOISE_NAMES "warn, fail or off"

/*
 * --units: whether a unit word that disagrees with the unit the address
 * computes (claim.h, unit_slip) is shown, and whether it fails the run.
 */
enum output_units {	/* in output.c's order: warn, off, fail */
	OUTPUT_UNITS_WARN,	/* the default: shown, never failing */
	OUTPUT_UNITS_OFF,
	OUTPUT_UNITS_FAIL
};

/* Reads a --units value; returns zero for an unknown one. */
int	 output_units_parse(const char *, enum output_units *);
#define OUTPUT_UNITS_NAMES "warn, fail or off"

struct output_opts {
	int		 verbose;	/* every claim, not only failing ones */
	int		 strict;	/* near fails */
	const char	*results;	/* the first results path, or NULL */
	const char *const *results_all;	/* every results path given, */
	size_t		 nresults;	/* in order (results is the first) */
	int		 color;		/* ANSI colour on the verdict words */
	const char	*version;	/* the tool's, for SARIF; NULL = none */
	int		 unbound;	/* list unbound numbers */
	int		 suggest;	/* and the suggestions for them */
	enum output_noise noise;	/* what a claim's support shows */
	int		 paired;	/* and the signs of B#k − A#k */
	enum output_units units;	/* what a unit slip shows */
	int		 min_coverage_set; /* --min-coverage was given: */
	double		 min_coverage;	/* its value, in percent */
};

/*
 * Reads a --min-coverage value: a percentage from 0 to 100, digits
 * with an optional decimal point and an optional "%" ("80", "77.5%").
 * Returns zero for anything else, with *why saying what is wrong.
 */
int	 output_min_coverage_parse(const char *, double *, const char **why);

/* Counts of each verdict. */
struct output_counts {
	size_t	 n[VERDICT__MAX];
	size_t	 claims;
	size_t	 unbound;
	size_t	 failed;
	size_t	 noise;		/* claims within noise (or against the */
				/* runs), unless --noise=off */
	size_t	 flat;		/* claims of no change whose runs separate */
	size_t	 units;		/* claims whose unit word disagrees, */
				/* unless --units=off */
	size_t	 in_code;	/* numbers in code blocks, not read */
	int	 has_coverage;	/* the report has a number at all */
	double	 coverage;	/* claims / (claims + unbound), in */
				/* percent, as the summary shows it: */
				/* rounded to one decimal */
	int	 below;		/* coverage is below --min-coverage: */
				/* the run fails */
};

void	 output_count(const struct report *, const struct output_opts *,
	    struct output_counts *);
void	 output_text(FILE *, const struct report *, const struct output_opts *);
void	 output_json(FILE *, const struct report *, const struct output_opts *);
void	 output_github(FILE *, const struct report *,
	    const struct output_opts *);
/* Returns zero when libxml2's writer fails (out of memory). */
int	 output_junit(FILE *, const struct report *, const struct output_opts *);
void	 output_sarif(FILE *, const struct report *, const struct output_opts *);

/*
 * Reads a --format name into *fmt; returns zero for an unknown name.
 * OUTPUT_FORMAT_NAMES lists the names, for messages.
 */
int	 output_format_parse(const char *, enum output_format *fmt);

/*
 * --query=DIALECT (output_query.c, docs/engine.md): the SQL dialects a
 * query can be written in.
 */
enum output_dialect {
	DIALECT_DUCKDB,
	DIALECT_CLICKHOUSE,
	DIALECT_BIGQUERY
};
#define OUTPUT_DIALECT_NAMES "duckdb, clickhouse or bigquery"
/* Reads a dialect's name; returns zero for an unknown one. */
int	 output_dialect_parse(const char *, enum output_dialect *);
/*
 * Appends to out one query in dialect q that selects from the table
 * from (SQL the user gave, used as it is) exactly the runs and the
 * metrics the claims of r need, written so that the engine prints them
 * as JSON lines verify-report reads (DuckDB: COPY ... TO '/dev/stdout';
 * ClickHouse: FORMAT JSONEachRow; BigQuery: one column, line, of
 * TO_JSON_STRING).  Names and strings are quoted for q.
 */
void	 output_query(struct buf *out, const struct report *r,
	    enum output_dialect q, const char *from);
#define OUTPUT_FORMAT_NAMES "text, json, github, junit or sarif"
/* Writes in the given format; returns zero when the writer failed. */
int	 output_write(FILE *, enum output_format, const struct report *,
	    const struct output_opts *);

#endif

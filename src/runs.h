/*
 * The raw runs of a results.jsonl file (CLAIMS.md section 1), indexed by
 * (test case, config, rep).
 * For use by runs_load.c, runs_index.c, the evaluator, the renderers and
 * main.
 *
 * A struct runset owns everything it points to; runs_free releases it.
 * Test cases, configs and metrics are interned: a run refers to them by
 * id, and the ids follow the order of first appearance in the file.
 */
#ifndef RUNS_H
#define RUNS_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "util.h"

/* The longest JSONL line accepted; a longer one is an input error. */
#define RUNS_LINE_MAX	(16u * 1024 * 1024)

struct runval {
	uint32_t metric;	/* id in runset.metrics */
	double	 v;		/* always finite */
};

struct runmeta {
	uint32_t key;		/* id in runset.metakeys */
	char	*value;		/* the string, "true"/"false", or array JSON */
};

struct run {
	uint32_t tc;		/* id in runset.tcs */
	uint32_t cfg;		/* id in runset.cfgs */
	uint32_t rep;		/* >= 1 */
	uint32_t group;		/* index in runset.groups */
	size_t	 line;		/* 1-based line in the file */
	size_t	 val0;		/* first of nval entries in runset.vals, */
	uint32_t nval;		/* sorted by metric id */
	uint32_t nmeta;		/* nmeta entries from meta0 in runset.meta */
	size_t	 meta0;
};

/* The runs of one (tc, cfg), ordered by rep once indexed. */
struct rungroup {
	uint32_t  tc;
	uint32_t  cfg;
	uint32_t *runs;		/* indexes into runset.runs */
	size_t	  len;
	size_t	  cap;
};

struct runset {
	char		*path;		/* as given, for diagnostics */
	struct strtab	 tcs;
	struct strtab	 cfgs;
	struct strtab	 metrics;	/* dotted names */
	struct strtab	 metakeys;
	struct run	*runs;
	size_t		 nruns;
	size_t		 capruns;
	struct runval	*vals;
	size_t		 nvals;
	size_t		 capvals;
	struct runmeta	*meta;
	size_t		 nmeta;
	size_t		 capmeta;
	struct rungroup	*groups;	/* in order of first appearance */
	size_t		 ngroups;
	size_t		 capgroups;
	uint64_t	*gslots;	/* (tc, cfg) -> group, open addressing */
	size_t		 ngslots;
	uint64_t	*rslots;	/* (group, rep) -> run, open addressing */
	size_t		 nrslots;
	uint32_t	*metric_order;	/* metric ids sorted by name */
};

/*
 * Reads a results file line by line into rs, which must be zeroed.
 * Problems with the content are recorded in d as FILE:LINE errors and
 * loading goes on to report them all.  Returns zero when the file could
 * not be read at all (also recorded in d), non-zero otherwise.
 */
int	 runs_load(struct runset *rs, const char *path, struct diag *d);
/* The same over a buffer in memory; name is used in diagnostics. */
int	 runs_load_buf(struct runset *rs, const char *name, const char *buf,
	    size_t len, struct diag *d);

/*
 * Building a run (runs_load.c): runs_begin opens one, runs_add_value and
 * runs_add_meta fill it, runs_commit checks it and files it under its
 * (tc, cfg, rep), or drops it with an error in d.
 */
void	 runs_begin(struct runset *, size_t line);
void	 runs_add_value(struct runset *, const char *name, size_t len, double);
void	 runs_add_meta(struct runset *, const char *key, size_t len,
	    const char *value);
int	 runs_commit(struct runset *, const char *tc, const char *cfg,
	    uint32_t rep, struct diag *);
/* Orders each group by rep and the metric names; call once after loading. */
void	 runs_finish(struct runset *);

long	 runs_tc_find(const struct runset *, const char *);
long	 runs_cfg_find(const struct runset *, const char *);
long	 runs_metric_find(const struct runset *, const char *, size_t);
/* Returns the group of (tc, cfg), or NULL when no run has both. */
const struct rungroup *runs_group_find(const struct runset *, uint32_t tc,
	    uint32_t cfg);
/* Returns the index of run (group, rep), or -1. */
long	 runs_rep_find(const struct runset *, uint32_t group, uint32_t rep);
/* Stores the run's value of a metric in *v; returns zero when absent. */
int	 runs_value(const struct runset *, const struct run *, uint32_t metric,
	    double *v);
void	 runs_free(struct runset *);

#endif

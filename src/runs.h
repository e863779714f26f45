/*
 * The raw runs of a results.jsonl file (CLAIMS.md section 1), indexed by
 * (test case, config, rep).
 * For use by runs_load.c, runs_index.c, the evaluator, the renderers and
 * main.
 *
 * A struct runset owns everything it points to; runs_free releases it.
 * Test cases, configs, metrics and metadata keys are interned: a run
 * refers to them by id, and the ids follow the order of first
 * appearance in the file.
 *
 * Values are stored by column, not by run: the runs of one (tc, cfg)
 * that one block of the file holds form a chunk, and a chunk keeps one
 * column per metric.  A column holds 32-bit integers with a decimal
 * scale when every value round-trips through one exactly (counters,
 * and figures written with a few decimals: 4 bytes a value instead of
 * 16), else doubles; a metric few runs of the chunk have keeps only
 * those values (runs_chunk.c).  Read values with runs_value or
 * runs_gather and metadata with runs_meta; the layout may change.
 */
#ifndef RUNS_H
#define RUNS_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "util.h"

/* The longest JSONL line accepted; a longer one is an input error. */
#define RUNS_LINE_MAX	(16u * 1024 * 1024)

struct run {
	uint32_t tc;		/* id in runset.tcs */
	uint32_t cfg;		/* id in runset.cfgs */
	uint32_t rep;		/* >= 1 */
	uint32_t group;		/* index in runset.groups */
	size_t	 line;		/* 1-based line in the file */
	uint32_t chunk;		/* index in runset.chunks */
	uint32_t pos;		/* row in the chunk's columns */
};

/* Rows pos0..pos0+len-1 of a chunk: a stretch of a group's runs. */
struct runseg {
	uint32_t chunk;
	uint32_t pos0;
	uint32_t len;
};

/* The runs of one (tc, cfg), ordered by rep once indexed. */
struct rungroup {
	uint32_t	 tc;
	uint32_t	 cfg;
	uint32_t	*runs;	/* indexes into runset.runs */
	size_t		 len;
	size_t		 cap;
	struct runseg	*segs;	/* the same runs as chunk rows, in rep */
	size_t		 nsegs;	/* order (runs_finish) */
	/*
	 * While loading: the highest rep so far, and once a rep comes out
	 * of order, rep << 32 | run + 1 by rep (open addressing), for the
	 * duplicate check; reps in order need neither.
	 */
	uint32_t	 lastrep;
	uint64_t	*rslots;
	size_t		 nrslots;
};

enum runcol_kind {
	RUNCOL_I32,		/* value = i32 / 10^scale; INT32_MIN: absent */
	RUNCOL_F64,		/* value = f64; NaN: absent (values are finite) */
	RUNCOL_SPARSE		/* n values (f64) at rows[0..n-1], ascending */
};

/* A metric of a chunk's runs (runs_chunk.c says when it is sparse). */
struct runcol {
	uint32_t	 id;	/* metric id; first (runs_chunk.c's search) */
	uint8_t		 kind;	/* enum runcol_kind */
	uint8_t		 scale;	/* RUNCOL_I32: decimals, 0..9 */
	uint32_t	 n;	/* RUNCOL_SPARSE: values */
	uint32_t	*rows;	/* RUNCOL_SPARSE: their rows */
	void		*data;	/* int32_t[] or double[] a row, or double[n] */
};

/*
 * A metadata key of a chunk's runs: per row an offset + 1 into the
 * pool (0: absent), or, when rows is not NULL, n offsets at those rows.
 */
struct runmcol {
	uint32_t	 id;	/* metadata key id; first, likewise */
	uint32_t	 n;
	uint32_t	*rows;
	uint32_t	*offs;
};

/* The runs of one group that one block of the file holds. */
struct runchunk {
	uint32_t	  group;	/* index in runset.groups */
	uint32_t	  len;		/* rows (a dropped duplicate keeps its row) */
	uint32_t	  ncols;	/* the metrics some row has, by id */
	struct runcol	 *cols;
	uint32_t	  nmcols;	/* the metadata keys some row has, by id */
	struct runmcol	 *mcols;
	uint32_t	  pool;		/* index in runset.pools */
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
	struct runchunk	*chunks;
	size_t		 nchunks;
	size_t		 capchunks;
	char		**pools;	/* metadata strings, one pool a block */
	size_t		 npools;
	size_t		 cappools;
	struct rungroup	*groups;	/* in order of first appearance */
	size_t		 ngroups;
	size_t		 capgroups;
	uint64_t	*gslots;	/* (tc, cfg) -> group, open addressing */
	size_t		 ngslots;
	uint32_t	*metric_order;	/* metric ids sorted by name */
	/*
	 * Set by the caller before runs_load, or NULL: called as each block
	 * of the file is loaded, with the bytes done so far and the total,
	 * for a progress line.  One call at a time, maybe from a loader
	 * thread.
	 */
	void		(*progress)(void *arg, size_t done, size_t total);
	void		*progress_arg;
};

/*
 * Reads a results file into rs, which must be zeroed.  Large files are
 * mapped and parsed in blocks on every core; the blocks are merged in
 * file order, so ids, runs and diagnostics are exactly those of a
 * one-thread run.  Problems with the content are recorded in d as
 * FILE:LINE errors and loading goes on to report them all.  Returns
 * zero when the file could not be read at all (also recorded in d),
 * non-zero otherwise.
 */
int	 runs_load(struct runset *rs, const char *path, struct diag *d);
/* The same over a buffer in memory; name is used in diagnostics. */
int	 runs_load_buf(struct runset *rs, const char *name, const char *buf,
	    size_t len, struct diag *d);
/*
 * runs_load_buf with the number of threads and the block size given
 * (0: the defaults), so that tests can check that they change nothing.
 */
int	 runs_load_mem(struct runset *rs, const char *name, const char *buf,
	    size_t len, unsigned threads, size_t block, struct diag *d);

/*
 * Filing (runs_load.c calls these, in file order): runs_chunk_add takes
 * over a chunk and returns its index; runs_commit files the run at row
 * pos of that chunk under (tc, cfg, rep), or refuses a duplicate with
 * an error in d and returns zero.
 */
uint32_t runs_chunk_add(struct runset *, struct runchunk *);
uint32_t runs_pool_add(struct runset *, char *pool);
int	 runs_commit(struct runset *, uint32_t tc, uint32_t cfg, uint32_t rep,
	    size_t line, uint32_t chunk, uint32_t pos, struct diag *);
/* Orders each group by rep and the metric names; call once after loading. */
void	 runs_finish(struct runset *);

long	 runs_tc_find(const struct runset *, const char *);
long	 runs_cfg_find(const struct runset *, const char *);
long	 runs_metric_find(const struct runset *, const char *, size_t);
/* Returns the group of (tc, cfg), or NULL when no run has both. */
const struct rungroup *runs_group_find(const struct runset *, uint32_t tc,
	    uint32_t cfg);
/* Returns the index of run (group, rep), or -1; after runs_finish. */
long	 runs_rep_find(const struct runset *, uint32_t group, uint32_t rep);
/* Stores the run's value of a metric in *v; returns zero when absent. */
int	 runs_value(const struct runset *, const struct run *, uint32_t metric,
	    double *v);
/*
 * Stores the values of a metric of runs[0..n-1] (indexes into
 * rs->runs) in out, in that order, skipping runs that lack it; returns
 * how many it stored.  The fast way to read a selection.
 */
size_t	 runs_gather(const struct runset *, const uint32_t *runs, size_t n,
	    uint32_t metric, double *out);
/*
 * The same for every run of groups[0..n-1] (indexes into rs->groups),
 * group after group, each in rep order: reads the columns straight.
 */
size_t	 runs_gather_groups(const struct runset *, const uint32_t *groups,
	    size_t n, uint32_t metric, double *out);
/* The chunk's column of a metric, or NULL when no row has it. */
const struct runcol *runs_chunk_col(const struct runchunk *, uint32_t metric);
/* Stores the value at row pos of a column in *v; zero when absent. */
int	 runs_col_read(const struct runcol *, uint32_t pos, double *v);
/* Returns the run's metadata value of key (owned by rs), or NULL. */
const char *runs_meta(const struct runset *, const struct run *,
	    uint32_t key);
void	 runs_free(struct runset *);

#endif

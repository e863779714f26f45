/*
 * The raw runs of one or more results.jsonl files (CLAIMS.md section 1),
 * merged as if one file and indexed by (test case, config, rep).
 * For use by runs_load.c, runs_index.c, the evaluator, the renderers and
 * main.
 *
 * A struct runset owns everything it points to; runs_free releases it.
 * Test cases, configs, metrics and metadata keys are interned: a run
 * refers to them by id, and the ids follow the order of first
 * appearance in the files, taken in the order given.
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
	size_t	 line;		/* 1-based line in its file */
	uint32_t chunk;		/* index in runset.chunks */
	uint32_t pos;		/* row in the chunk's columns */
	uint32_t file;		/* index in runset.files */
};

/* How the values are stored, private to runs_*.c (runs_chunk.h). */
struct runseg;
struct runchunk;

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

struct runset {
	char		*path;		/* the files' names, ", " between */
	char		**files;	/* each file's name as given, for */
	size_t		 nfiles;	/* FILE:LINE ("<stdin>" for -) */
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
	uint32_t	*tcgroups;	/* groups by test case, in group order: */
	size_t		*tcgroup0;	/* tc t's are tcgroups[tcgroup0[t] .. */
					/* tcgroup0[t + 1]) (runs_finish) */
	/*
	 * Set by the caller before runs_load, or NULL: called as each block
	 * of the file is loaded, with the bytes done so far and the total,
	 * for a progress line.  One call at a time, maybe from a loader
	 * thread.
	 */
	void		(*progress)(void *arg, size_t done, size_t total);
	void		*progress_arg;
	/*
	 * A runs cache file mapped read-only (runs_cache.c), which the
	 * columns of borrowed chunks, and the runs, group lists, segments,
	 * pools and metric order of a hit point into; runs_free frees none
	 * of those and unmaps it.
	 */
	void		*map;
	size_t		 maplen;
};

/*
 * Reads a results file into rs, which must be zeroed; "-" is standard
 * input (named "<stdin>" in diagnostics).  Large files are
 * mapped and parsed in blocks on every core; the blocks are merged in
 * file order, so ids, runs and diagnostics are exactly those of a
 * one-thread run.  A gzip file is inflated first (runs_gzipped).
 * Problems with the content are recorded in d as
 * FILE:LINE errors and loading goes on to report them all.  Returns
 * zero when the file could not be read at all (also recorded in d),
 * non-zero otherwise.
 */
int	 runs_load(struct runset *rs, const char *path, struct diag *d);
/*
 * Reads paths[0..n-1] into rs (zeroed) as if they were one file, in
 * that order: runs keep the line of their own file, and the same
 * (tc, cfg, rep) in two files is an error naming both places.  A file
 * given twice (by any name) is refused.  Returns zero when a file could
 * not be read at all (every file is still tried), non-zero otherwise.
 */
int	 runs_load_files(struct runset *rs, const char *const *paths, size_t n,
	    struct diag *d);
/*
 * A results file's bytes as read, before any parsing: mapped (a large
 * regular file) or read whole (standard input, a small file); a gzip
 * file's are still compressed.  runs_cache.c hashes them and
 * runs_load_bytes parses these very bytes, so that what is hashed is
 * what is loaded.  err, when not NULL, says why the file could not be
 * read ("cannot open: ..."); runs_load_bytes reports it in its turn.
 */
struct runs_bytes {
	const char	*data;
	size_t		 len;
	int		 mapped;
	char		*own;	/* read: the buffer to free */
	char		*err;
};
/* Reads path ("-": standard input) into *b; zero when b->err is set. */
int	 runs_bytes_read(struct runs_bytes *b, const char *path);
void	 runs_bytes_free(struct runs_bytes *);
/*
 * runs_load_files over bytes[0..n-1], read from paths[0..n-1] by
 * runs_bytes_read (the paths still name the files and find one given
 * twice).
 */
int	 runs_load_bytes(struct runset *rs, const char *const *paths,
	    const struct runs_bytes *bytes, size_t n, struct diag *d);
/*
 * Whether the file at path is gzip-compressed (by its first bytes):
 * runs_load inflates it, and its lines are those of the inflated text.
 */
int	 runs_gzipped(const char *path);
/* The same over a buffer in memory; name is used in diagnostics. */
int	 runs_load_buf(struct runset *rs, const char *name, const char *buf,
	    size_t len, struct diag *d);
/*
 * runs_load_buf with the number of threads and the block size given
 * (0: the defaults), so that tests can check that they change nothing.
 */
int	 runs_load_mem(struct runset *rs, const char *name, const char *buf,
	    size_t len, unsigned threads, size_t block, struct diag *d);

/* Appends a file's name to rs->files and rs->path; returns its index. */
uint32_t runs_file_add(struct runset *, const char *name);
/*
 * Filing (runs_load.c calls these, in file order): runs_chunk_add takes
 * over a chunk and returns its index; runs_commit files the run at row
 * pos of that chunk under (tc, cfg, rep) from line of files[file] (a
 * name runs_file_add gave), or refuses a duplicate with
 * an error in d and returns zero.
 */
uint32_t runs_chunk_add(struct runset *, struct runchunk *);
uint32_t runs_pool_add(struct runset *, char *pool);
int	 runs_commit(struct runset *, uint32_t tc, uint32_t cfg, uint32_t rep,
	    uint32_t file, size_t line, uint32_t chunk, uint32_t pos,
	    struct diag *);
/*
 * Orders each group by rep, the metric names, and the groups by test
 * case; call once after loading.
 */
void	 runs_finish(struct runset *);
/*
 * The last part of runs_finish, for groups already ordered and cut
 * into segments (a runs cache hit): the (tc, cfg) table when there is
 * none, each test case's groups, and the metric order when there is
 * none.  Returns zero when two groups have one (tc, cfg).
 */
int	 runs_finish_index(struct runset *);

long	 runs_tc_find(const struct runset *, const char *);
long	 runs_cfg_find(const struct runset *, const char *);
long	 runs_metric_find(const struct runset *, const char *, size_t);
/* Returns the group of (tc, cfg), or NULL when no run has both. */
const struct rungroup *runs_group_find(const struct runset *, uint32_t tc,
	    uint32_t cfg);
/*
 * The groups of test case tc (indexes into rs->groups, in group order)
 * and their count in *n; after runs_finish.
 */
const uint32_t *runs_tc_groups(const struct runset *, uint32_t tc, size_t *n);
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
/* Whether some run of groups[0..n-1] has the metric; reads no value. */
/*
 * The metrics some run of groups[0..n-1] has, ascending, in *out (the
 * caller frees it); returns how many.  Costs the groups' columns, not
 * every metric of the file.
 */
size_t	 runs_groups_metrics(const struct runset *, const uint32_t *groups,
	    size_t n, uint32_t **out);
int	 runs_groups_have(const struct runset *, const uint32_t *groups,
	    size_t n, uint32_t metric);
/*
 * The values of a metric over every run of groups[0..n-1], group after
 * group in rep order, absent ones included: out[i] is run i's value or
 * NaN.
 */
void	 runs_gather_all(const struct runset *, const uint32_t *groups,
	    size_t n, uint32_t metric, double *out);

/*
 * The same values as integers over one power of ten, where the data
 * allows: most metrics are counters, or figures with a few decimals,
 * and a few bytes a value carry them exactly (the site's checker packs
 * them so).
 */
struct runs_fixed {
	size_t	 n;		/* runs of the groups */
	int	 scale;		/* a value is code / 10^scale */
	int64_t	 lo, hi;	/* the least and greatest code; lo > hi */
};				/* when no run has the metric */

/*
 * Fills *f and returns non-zero when every value of the metric over the
 * groups' runs, times 10^scale for one scale of at most 9 decimals, is
 * an integer of magnitude below 2^53 whose division by 10^scale gives
 * back the very double runs_value reads; returns zero otherwise (read
 * them with runs_gather_all), f->n still set.
 */
int	 runs_fixed_plan(const struct runset *, const uint32_t *groups,
	    size_t n, uint32_t metric, struct runs_fixed *f);
/*
 * Stores, for every run as runs_gather_all orders them, its code less
 * f->lo, or absent for a run without the metric; f from
 * runs_fixed_plan over the same groups.
 */
void	 runs_fixed_gather(const struct runset *, const uint32_t *groups,
	    size_t n, uint32_t metric, const struct runs_fixed *f,
	    uint64_t absent, uint64_t *out);
/* Returns the run's metadata value of key (owned by rs), or NULL. */
const char *runs_meta(const struct runset *, const struct run *,
	    uint32_t key);
/*
 * The metadata of runs[0..n-1] (indexes into rs->runs), run by run:
 * run i's keys (ascending) and values are keys[start[i] ..
 * start[i + 1]) and vals[...] (owned by rs).  Costs the runs and the
 * values they hold, not runs x keys.  Free with runs_meta_list_free.
 */
struct runs_meta_list {
	size_t		*start;
	uint32_t	*keys;
	const char	**vals;
};
void	 runs_meta_rows(const struct runset *, const uint32_t *runs,
	    size_t n, struct runs_meta_list *);
void	 runs_meta_list_free(struct runs_meta_list *);
void	 runs_free(struct runset *);

#endif

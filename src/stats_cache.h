/*
 * The statistics of (group, metric) pairs, computed once for the whole
 * build: the claims, the median table, the charts and the checker's
 * tables all read them here instead of each gathering and sorting a
 * group's values again.  For use by the programs' mains, the evaluator
 * and the renderers.
 *
 * Use: stats_cache_want every pair a stage will read (not thread-safe),
 * stats_cache_fill once (on every core), then stats_cache_find from any
 * number of threads.  The cache owns its entries; stats_cache_free
 * releases them.  It refers to the runset, which must outlive it.
 */
#ifndef STATS_CACHE_H
#define STATS_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "runs.h"
#include "stats.h"

/* Every statistic of one group's values of one metric. */
struct stats_group {
	size_t	 n;		/* runs that have the metric; 0: none */
	double	 median, mean, min, max, sum;	/* NaN when n is 0 */
};

struct stats_cache;

struct stats_cache *stats_cache_new(const struct runset *);
/* Asks for (group, metric); asking twice changes nothing. */
void	 stats_cache_want(struct stats_cache *, uint32_t group,
	    uint32_t metric);
/* Computes every pair asked for and not yet computed. */
void	 stats_cache_fill(struct stats_cache *);
/* The statistics of (group, metric), or NULL when not computed. */
const struct stats_group *stats_cache_find(const struct stats_cache *,
	    uint32_t group, uint32_t metric);
void	 stats_cache_free(struct stats_cache *);
/*
 * The pairs computed so far as bytes, to keep beside the runs cache
 * (runs_cache_extra_put) so that a later check of the same runs reads
 * them instead of computing them; *len gets their length.
 */
void	*stats_cache_save(const struct stats_cache *, size_t *len);
/*
 * Seeds an empty cache with the pairs of a save over the same runs;
 * zero, seeding nothing, when the bytes are not such a save (a pair out
 * of range or twice, more runs than its group has).
 */
int	 stats_cache_seed(struct stats_cache *, const void *p, size_t len);
/* Whether pairs were computed beyond those seeded. */
int	 stats_cache_grew(const struct stats_cache *);

/*
 * Computes one pair as the cache does (the caller's fallback, so that
 * a miss gives the same numbers): the values in the order
 * runs_gather_groups reads them, sum and mean over that order, then
 * the median.  scratch grows to hold the group's values.
 */
void	 stats_group_compute(const struct runset *, uint32_t group,
	    uint32_t metric, double **scratch, size_t *capscratch,
	    struct stats_group *);
/* One statistic of the pair (not STAT_RANGE: ask for MIN and MAX). */
double	 stats_group_get(const struct stats_group *, enum statfn);

#endif

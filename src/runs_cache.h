/*
 * The runs cache (docs/performance.md, "The runs cache"): the runs of
 * results files, once loaded, kept in a compact binary file under
 * $XDG_CACHE_HOME/verify-report/ (else ~/.cache/verify-report/), so
 * that checking the report again after an edit does not parse the
 * runs again.  For use by main and site_main.
 *
 * The key is the content of the results files, never their names or
 * times: a 128-bit XXH3 hash of every file's bytes as read (a gzip
 * file's compressed bytes, standard input's bytes), in the order
 * given, with the program's own bytes (/proc/self/exe: any rebuild is
 * another key) and the format's number.  A cache file is trusted only
 * when its magic, format, byte order, key, length and checksum agree
 * and every index in it is in range; anything else is ignored, removed
 * and written anew.  A load that gave any diagnostic is not cached, so
 * that every FILE:LINE message comes from a real parse.  Using the
 * cache changes no verdict and no output byte.
 */
#ifndef RUNS_CACHE_H
#define RUNS_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "runs.h"

/* Results of fewer bytes (all files) than this are not cached. */
#define RUNS_CACHE_MIN	(1u << 20)
/* The folder's cache files are kept under this many bytes in all. */
#define RUNS_CACHE_MAX	((uint64_t)4 << 30)

/* What the last runs_cache_load did (VERIFY_REPORT_CACHE=trace says). */
enum runs_cache_did {
	RUNS_CACHE_OFF,		/* no cache: --no-cache, or none usable */
	RUNS_CACHE_SMALL,	/* under the minimum: loaded, not cached */
	RUNS_CACHE_HIT,		/* read from the cache */
	RUNS_CACHE_STORED,	/* loaded and written to the cache */
	RUNS_CACHE_UNSTORED	/* loaded, not cached (diagnostics, or */
};				/* the folder cannot be written) */

struct runs_cache {
	char		*dir;		/* NULL: off */
	const char	*tool;		/* the program's name, for messages */
	size_t		 min;		/* RUNS_CACHE_MIN, or the environment's */
	uint64_t	 max;		/* RUNS_CACHE_MAX, likewise */
	int		 trace;		/* say on stderr what each load did */
	int		 warned;	/* said once that it cannot write */
	enum runs_cache_did did;
	unsigned char	 key[16];	/* of the last load, when keyed: */
	int		 keyed;		/* a hit, or stored */
};

/* The one kind of extra so far: the claims' statistics (stats_cache.h). */
#define RUNS_CACHE_STATS	"stats"

/*
 * Sets up c from the environment: off when off is non-zero or
 * VERIFY_REPORT_CACHE is "off"; VERIFY_REPORT_CACHE=trace says what each
 * load did on stderr; VERIFY_REPORT_CACHE_MIN and _MAX set the minimum
 * and the cap in bytes.
 */
void	 runs_cache_init(struct runs_cache *c, const char *tool, int off);
void	 runs_cache_free(struct runs_cache *c);
/*
 * Loads paths[0..n-1] into rs (zeroed) exactly as runs_load_files
 * does, through the cache when it is on: the same runs, ids and
 * diagnostics, the same return value.
 */
int	 runs_cache_load(struct runs_cache *c, struct runset *rs,
	    const char *const *paths, size_t n, struct diag *d);
/*
 * Extras: bytes derived from the runs the last runs_cache_load gave
 * (when it was a hit or stored them), kept beside their cache file
 * under the same key and checks, so that a later hit need not derive
 * them again.  kind is RUNS_CACHE_STATS.  get returns a copy to free
 * (its length in *len), or NULL when there is none whole; put writes
 * them (quietly: zero when it could not).
 */
void	*runs_cache_extra_get(struct runs_cache *c, const char *kind,
	    size_t *len);
int	 runs_cache_extra_put(struct runs_cache *c, const char *kind,
	    const void *p, size_t len);
/*
 * For a program that ends on a signal from a thread of its own
 * (report-site's site_stop.c): removes the temporary file of a cache
 * write under way and keeps any write from being renamed into place
 * after it.  Thread-safe; not for a signal handler.
 */
void	 runs_cache_stop(void);

#endif

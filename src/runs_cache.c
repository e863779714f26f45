/*
 * The runs cache (runs_cache.h says what it promises).
 *
 * A cache file, <key in 32 hex digits>.runs, is a 64-byte header and a
 * payload.  The header: the magic "VRRUNSC\n", the format (u32), the
 * byte order mark 0x01020304 (u32), the 16-byte key, the payload's
 * length (u64) and XXH3-64 (u64), the XXH3-64 of the 48 bytes before
 * it, and 8 zero bytes.  The payload holds what the load built, in the
 * order it built it: the four string tables, the metadata pools, the
 * chunks' columns as they are in memory, the runs likewise, and the
 * groups as runs_finish left them (their run lists in rep order and
 * their segments) with the metric order.  A hit maps the file and reads
 * all of these where they lie, checking every index; only the small
 * indexes over the groups are built again (runs_finish_index).  Numbers
 * are in the machine's order (the mark refuses another's); the
 * program's bytes are in the key, so a build whose structures differ
 * never reads another's file.
 *
 * Writing goes to a temporary file in the folder, renamed over the
 * name once whole, with the terminating signals held meanwhile (no
 * temporary file is left by a signal).  Then the folder is trimmed to
 * the cap, the least recently used first (a hit touches its file), and
 * temporary files a crash left an hour ago are removed.
 */
#define _DEFAULT_SOURCE	/* MAP_POPULATE */
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <xxhash.h>
#if defined(__x86_64__) && defined(__has_include)
#if __has_include(<xxh_x86dispatch.h>)
/* XXH3 on the widest vectors the processor has (the same hashes). */
#include <xxh_x86dispatch.h>
#endif
#endif

#include "runs_cache.h"
#include "parallel.h"
#include "runs_chunk.h"

#define FORMAT		2u
#define MAGIC		"VRRUNSC\n"
#define MAGIC_EXTRA	"VREXTRA\n"
#define EXTRA_STATS	RUNS_CACHE_STATS
#define HEADER		64
#define ORDER_MARK	0x01020304u
#define STALE_TMP	3600	/* seconds before a crash's temp file goes */

static void
trace(const struct runs_cache *c, const char *fmt, const char *a,
    const char *b)
{
	if (c->trace)
		fprintf(stderr, fmt, c->tool, a, b != NULL ? b : "");
}

static double
seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static uint64_t
env_bytes(const char *name, uint64_t dflt)
{
	const char *s = getenv(name);
	char *end;
	unsigned long long v;

	if (s == NULL || *s == '\0')
		return dflt;
	errno = 0;
	v = strtoull(s, &end, 10);
	return errno != 0 || *end != '\0' ? dflt : (uint64_t)v;
}

void
runs_cache_init(struct runs_cache *c, const char *tool, int off)
{
	const char *mode = getenv("VERIFY_REPORT_CACHE");
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	struct buf b = {0};

	memset(c, 0, sizeof(*c));
	c->tool = tool;
	c->min = (size_t)env_bytes("VERIFY_REPORT_CACHE_MIN", RUNS_CACHE_MIN);
	c->max = env_bytes("VERIFY_REPORT_CACHE_MAX", RUNS_CACHE_MAX);
	c->trace = mode != NULL && strcmp(mode, "trace") == 0;
	if (off || (mode != NULL && strcmp(mode, "off") == 0))
		return;
	/* The XDG base directory rule: a relative value is ignored. */
	if (xdg != NULL && xdg[0] == '/')
		buf_printf(&b, "%s/verify-report", xdg);
	else if (home != NULL && home[0] == '/')
		buf_printf(&b, "%s/.cache/verify-report", home);
	else
		return;
	c->dir = buf_take(&b);
}

void
runs_cache_free(struct runs_cache *c)
{
	free(c->dir);
	c->dir = NULL;
}

/*
 * The program's own bytes, hashed once a process: a rebuild whose
 * loader or structures differ must not read an older build's files.
 * Zero when they cannot be read (then nothing is cached).
 */
static int
self_hash(XXH128_hash_t *out)
{
	static XXH128_hash_t h;
	static int done;	/* 1 read, -1 unreadable */
	struct runs_bytes b;

	if (done == 0) {
		done = -1;
		if (runs_bytes_read(&b, "/proc/self/exe")) {
			h = XXH3_128bits(b.data, b.len);
			done = 1;
		}
		runs_bytes_free(&b);
	}
	*out = h;
	return done > 0;
}

/*
 * What the key saw of a file: its identity and time, to tell whether it
 * changed before the load that follows read it again.
 */
struct seen {
	struct stat	 st;
	int		 fd;		/* open while the key is made */
	int		 stdin_;	/* standard input: bytes kept in b */
	struct runs_bytes b;
};

/*
 * Files are hashed in pieces of PIECE bytes on every core (each piece's
 * XXH3-128, then the key over the pieces' hashes: the same whatever the
 * number of threads), each piece read through a small buffer: mapping
 * costs a fault a page and reads memory the cache has not seen, more
 * than the copy.  The cache file's checksum is made of pieces too.
 */
#define PIECE	((uint64_t)64 << 20)
#define BUFSZ	((size_t)1 << 20)
#define SUM_PIECE	((uint64_t)8 << 20)

struct piece {
	int		 fd;	/* or -1: mem */
	const char	*mem;
	uint64_t	 off, len;
	XXH128_hash_t	 h;
	int		 bad;	/* read short */
};

struct pieces {
	struct piece	*p;
	size_t		 n, cap;
	char		*bufs[PARALLEL_MAX];
};

static void
hash_piece(void *arg, size_t i, unsigned w)
{
	struct pieces *ps = arg;
	struct piece *p = &ps->p[i];
	XXH3_state_t *st;
	uint64_t got = 0;
	ssize_t k;

	if (p->fd < 0) {
		p->h = XXH3_128bits(p->mem + p->off, (size_t)p->len);
		return;
	}
	if ((st = XXH3_createState()) == NULL)
		xoom();
	XXH3_128bits_reset(st);
	while (got < p->len) {
		size_t want = p->len - got < BUFSZ ? (size_t)(p->len - got) :
		    BUFSZ;

		k = pread(p->fd, ps->bufs[w], want, (off_t)(p->off + got));
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			p->bad = 1;
			break;
		}
		XXH3_128bits_update(st, ps->bufs[w], (size_t)k);
		got += (uint64_t)k;
	}
	p->h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
}

static void
add_pieces(struct pieces *ps, int fd, const char *mem, uint64_t len)
{
	uint64_t off = 0;

	do {
		struct piece *p;

		xgrow(&ps->p, &ps->cap, ps->n + 1, sizeof(*ps->p));
		p = &ps->p[ps->n++];
		memset(p, 0, sizeof(*p));
		p->fd = fd;
		p->mem = mem;
		p->off = off;
		p->len = len - off < PIECE ? len - off : PIECE;
		off += p->len;
	} while (off < len);
}

/* Opens path for the key; zero when it cannot be read (the load says). */
static int
key_open(const char *path, struct seen *s)
{
	s->fd = -1;
	if (strcmp(path, "-") == 0) {
		s->stdin_ = 1;
		return runs_bytes_read(&s->b, "-");
	}
	if ((s->fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		return 0;
	if (fstat(s->fd, &s->st) == -1 || !S_ISREG(s->st.st_mode)) {
		close(s->fd);
		s->fd = -1;
		return 0;
	}
	return 1;
}

/* Whether the file at path is still the one the key read. */
static int
unchanged(const char *path, const struct seen *s)
{
	struct stat st;

	if (s->stdin_)
		return 1;
	return stat(path, &st) == 0 && st.st_dev == s->st.st_dev &&
	    st.st_ino == s->st.st_ino && st.st_size == s->st.st_size &&
	    st.st_mtim.tv_sec == s->st.st_mtim.tv_sec &&
	    st.st_mtim.tv_nsec == s->st.st_mtim.tv_nsec;
}

/*
 * The key of n files' bytes, in order, with the format and the
 * program's own bytes; *total gets their bytes.  Zero when a file
 * cannot be read whole, they are fewer than min bytes (then not
 * hashed) or the program's bytes cannot be read.
 */
static int
cache_key(const char *const *paths, struct seen *seen, size_t n,
    uint64_t min, unsigned char key[16], uint64_t *total)
{
	struct pieces ps;
	XXH3_state_t *st;
	XXH128_hash_t self, k;
	XXH128_canonical_t can;
	uint64_t v;
	uint32_t f = FORMAT;
	size_t i, j, first;
	unsigned w, nw;
	int ok = 1;

	*total = 0;
	memset(&ps, 0, sizeof(ps));
	/* Every file, even past one that fails: standard input is read. */
	for (i = 0; i < n; i++)
		if (!key_open(paths[i], &seen[i]))
			ok = 0;
	for (i = 0; ok && i < n; i++)
		*total += seen[i].stdin_ ? seen[i].b.len :
		    (uint64_t)seen[i].st.st_size;
	/* Too small to cache: no hash at all. */
	if (!ok || *total < min || !self_hash(&self)) {
		ok = 0;
		goto out;
	}
	for (i = 0; i < n; i++)
		add_pieces(&ps, seen[i].fd, seen[i].b.data, seen[i].stdin_ ?
		    seen[i].b.len : (uint64_t)seen[i].st.st_size);
	nw = parallel_workers(ps.n, 0);
	for (w = 0; w < nw; w++)
		ps.bufs[w] = xmalloc(BUFSZ);
	parallel_for(ps.n, 0, hash_piece, &ps);
	for (w = 0; w < nw; w++)
		free(ps.bufs[w]);
	if ((st = XXH3_createState()) == NULL)
		xoom();
	XXH3_128bits_reset(st);
	XXH3_128bits_update(st, MAGIC, 8);
	XXH3_128bits_update(st, &f, sizeof(f));
	XXH3_128bits_update(st, &self, sizeof(self));
	v = n;
	XXH3_128bits_update(st, &v, sizeof(v));
	for (i = 0, first = 0; i < n; i++) {
		/* The length first: no two splits alike. */
		v = seen[i].stdin_ ? seen[i].b.len : (uint64_t)seen[i].st.st_size;
		XXH3_128bits_update(st, &v, sizeof(v));
		for (j = first; j < ps.n && (j == first || ps.p[j].off > 0); j++) {
			XXH3_128bits_update(st, &ps.p[j].h, sizeof(ps.p[j].h));
			if (ps.p[j].bad)
				ok = 0;
		}
		first = j;
	}
	k = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	XXH128_canonicalFromHash(&can, k);
	memcpy(key, can.digest, 16);
out:
	for (i = 0; i < n; i++)
		if (seen[i].fd >= 0) {
			close(seen[i].fd);
			seen[i].fd = -1;
		}
	free(ps.p);
	return ok;
}

static char *
cache_path(const struct runs_cache *c, const unsigned char key[16])
{
	struct buf b = {0};
	int i;

	buf_printf(&b, "%s/", c->dir);
	for (i = 0; i < 16; i++)
		buf_printf(&b, "%02x", key[i]);
	buf_adds(&b, ".runs");
	return buf_take(&b);
}

/*
 * Writing: a payload streamed through stdio, with the XXH3-64 of each
 * SUM_PIECE bytes of it; the checksum is the XXH3-64 of those (pieces
 * small enough that two cores share a hit's check evenly).  Arrays start
 * at multiples of 8 bytes, so that a mapped file is read in place.
 */
struct wr {
	FILE		*f;
	XXH3_state_t	*h;
	uint64_t	 len;
	uint64_t	*sums;
	size_t		 nsums, capsums;
	const sigset_t	*held;		/* the signals held while writing */
	int		 stop;		/* one of them came: put no more */
};

static int stop_asked(const struct wr *);

static void
piece_end(struct wr *w)
{
	xgrow(&w->sums, &w->capsums, w->nsums + 1, sizeof(*w->sums));
	w->sums[w->nsums++] = XXH3_64bits_digest(w->h);
	XXH3_64bits_reset(w->h);
}

static void
put(struct wr *w, const void *p, size_t n)
{
	const char *c = p;

	while (n > 0 && !w->stop) {
		uint64_t room = SUM_PIECE - w->len % SUM_PIECE;
		size_t k = n < room ? n : (size_t)room;

		fwrite(c, 1, k, w->f);
		XXH3_64bits_update(w->h, c, k);
		w->len += k;
		c += k;
		n -= k;
		if (w->len % SUM_PIECE == 0) {
			piece_end(w);
			w->stop = stop_asked(w);
		}
	}
}

/* The checksum of what was put: the last piece ended. */
static uint64_t
put_sum(struct wr *w)
{
	if (w->len == 0 || w->len % SUM_PIECE != 0)
		piece_end(w);
	return XXH3_64bits(w->sums, w->nsums * sizeof(*w->sums));
}

static void
pad(struct wr *w)
{
	static const char zero[8];

	if (w->len % 8 != 0)
		put(w, zero, (size_t)(8 - w->len % 8));
}

static void
put32(struct wr *w, uint32_t v)
{
	put(w, &v, sizeof(v));
}

static void
put64(struct wr *w, uint64_t v)
{
	put(w, &v, sizeof(v));
}

static void
put_strtab(struct wr *w, const struct strtab *t)
{
	size_t i;

	put64(w, t->len);
	for (i = 0; i < t->len; i++) {
		uint32_t n = (uint32_t)strlen(t->strs[i]);

		put32(w, n);
		put(w, t->strs[i], n);
	}
}

/*
 * The bytes of each metadata pool that some run refers to: a pool has
 * no length of its own, and its strings end with a NUL.
 */
static uint64_t *
pool_lengths(const struct runset *rs)
{
	uint64_t *len = xcalloc(rs->npools + 1, sizeof(*len));
	size_t i, e;
	uint32_t k;

	for (i = 0; i < rs->nchunks; i++) {
		const struct runchunk *ch = &rs->chunks[i];
		const char *pool = rs->pools[ch->pool];

		for (k = 0; k < ch->nmcols; k++) {
			const struct runmcol *mc = &ch->mcols[k];
			size_t m = mc->rows == NULL ? ch->len : mc->n;
			uint32_t last = 0;

			for (e = 0; e < m; e++) {
				uint32_t off = mc->offs[e];
				uint64_t end;

				if (off == 0 || off == last)
					continue;
				last = off;
				end = (uint64_t)off + strlen(pool + off - 1);
				if (end > len[ch->pool])
					len[ch->pool] = end;
			}
		}
	}
	return len;
}

static void
put_chunk(struct wr *w, const struct runchunk *ch)
{
	uint32_t k;

	put32(w, ch->len);
	put32(w, ch->ncols);
	put32(w, ch->nmcols);
	put32(w, ch->pool);
	for (k = 0; k < ch->ncols; k++) {
		const struct runcol *c = &ch->cols[k];

		put32(w, c->id);
		put32(w, (uint32_t)c->kind | (uint32_t)c->scale << 8);
		put32(w, c->n);
		pad(w);
		if (c->kind == RUNCOL_I32)
			put(w, c->data, (size_t)ch->len * sizeof(int32_t));
		else if (c->kind == RUNCOL_F64)
			put(w, c->data, (size_t)ch->len * sizeof(double));
		else {
			put(w, c->rows, (size_t)c->n * sizeof(uint32_t));
			pad(w);
			put(w, c->data, (size_t)c->n * sizeof(double));
		}
	}
	for (k = 0; k < ch->nmcols; k++) {
		const struct runmcol *mc = &ch->mcols[k];

		put32(w, mc->id);
		put32(w, mc->n);
		put32(w, mc->rows != NULL);
		pad(w);
		if (mc->rows != NULL) {
			put(w, mc->rows, (size_t)mc->n * sizeof(uint32_t));
			pad(w);
			put(w, mc->offs, (size_t)mc->n * sizeof(uint32_t));
		} else
			put(w, mc->offs, (size_t)ch->len * sizeof(uint32_t));
	}
}

/*
 * The runs as they are in memory, then the finished groups: a record
 * of four words each (tc, cfg, runs, segments), their run lists one
 * after the other, their segments likewise, and the metric order.  A
 * hit reads them all where they lie, with no filing again.
 */
static void
put_runs(struct wr *w, const struct runset *rs)
{
	uint32_t *rec = xcalloc(rs->ngroups * 4 + 1, sizeof(*rec));
	uint64_t nsegs = 0;
	size_t i;

	put64(w, rs->nruns);
	pad(w);
	put(w, rs->runs, rs->nruns * sizeof(*rs->runs));
	for (i = 0; i < rs->ngroups; i++) {
		const struct rungroup *g = &rs->groups[i];

		rec[i * 4] = g->tc;
		rec[i * 4 + 1] = g->cfg;
		rec[i * 4 + 2] = (uint32_t)g->len;
		rec[i * 4 + 3] = (uint32_t)g->nsegs;
		nsegs += g->nsegs;
	}
	put64(w, rs->ngroups);
	pad(w);
	put(w, rec, rs->ngroups * 4 * sizeof(*rec));
	free(rec);
	pad(w);
	for (i = 0; i < rs->ngroups; i++)
		put(w, rs->groups[i].runs, rs->groups[i].len *
		    sizeof(*rs->groups[i].runs));
	put64(w, nsegs);
	pad(w);
	for (i = 0; i < rs->ngroups; i++)
		put(w, rs->groups[i].segs, rs->groups[i].nsegs *
		    sizeof(*rs->groups[i].segs));
	pad(w);
	put(w, rs->metric_order, rs->metrics.len * sizeof(*rs->metric_order));
}

static void
put_payload(struct wr *w, const struct runset *rs)
{
	uint64_t *plen = pool_lengths(rs);
	size_t i;

	put64(w, rs->nfiles);
	put_strtab(w, &rs->tcs);
	put_strtab(w, &rs->cfgs);
	put_strtab(w, &rs->metrics);
	put_strtab(w, &rs->metakeys);
	put64(w, rs->npools);
	for (i = 0; i < rs->npools; i++) {
		put64(w, plen[i]);
		put(w, rs->pools[i], (size_t)plen[i]);
	}
	free(plen);
	put64(w, rs->nchunks);
	for (i = 0; i < rs->nchunks; i++)
		put_chunk(w, &rs->chunks[i]);
	put_runs(w, rs);
}

static void
header(unsigned char h[HEADER], const char *magic, const unsigned char key[16],
    uint64_t len, uint64_t sum)
{
	uint32_t f = FORMAT, mark = ORDER_MARK;
	uint64_t hs;

	memset(h, 0, HEADER);
	memcpy(h, magic, 8);
	memcpy(h + 8, &f, 4);
	memcpy(h + 12, &mark, 4);
	memcpy(h + 16, key, 16);
	memcpy(h + 32, &len, 8);
	memcpy(h + 40, &sum, 8);
	hs = XXH3_64bits(h, 48);
	memcpy(h + 48, &hs, 8);
}

/*
 * Whether h (of a file of size bytes) is a whole header of magic and
 * key; its payload's length and checksum in *len and *sum.
 */
static int
header_ok(const unsigned char *h, uint64_t size, const char *magic,
    const unsigned char key[16], uint64_t *len, uint64_t *sum)
{
	static const unsigned char zero[8];
	uint32_t f, mark;
	uint64_t hs;

	if (size < HEADER)
		return 0;
	memcpy(&f, h + 8, 4);
	memcpy(&mark, h + 12, 4);
	memcpy(len, h + 32, 8);
	memcpy(sum, h + 40, 8);
	memcpy(&hs, h + 48, 8);
	return memcmp(h, magic, 8) == 0 && f == FORMAT && mark == ORDER_MARK &&
	    XXH3_64bits(h, 48) == hs && memcmp(h + 56, zero, 8) == 0 &&
	    memcmp(h + 16, key, 16) == 0 && *len == size - HEADER;
}

static void
cannot_write(struct runs_cache *c, const char *what, int e)
{
	if (!c->warned)
		fprintf(stderr, "%s: warning: the runs cache cannot be written "
		    "in %s (%s: %s); going on without it (--no-cache stops "
		    "trying)\n", c->tool, c->dir, what, strerror(e));
	c->warned = 1;
}

/* Makes dir and its missing parents, mode 0700 (a cache is private). */
static int
make_dirs(const char *dir)
{
	char *p = xstrdup(dir), *s;
	int ok = 1;

	for (s = p + 1; ok && *s != '\0'; s++)
		if (*s == '/') {
			*s = '\0';
			if (mkdir(p, 0700) == -1 && errno != EEXIST)
				ok = 0;
			*s = '/';
		}
	if (ok && mkdir(p, 0700) == -1 && errno != EEXIST)
		ok = 0;
	free(p);
	return ok;
}

/* Orders cache files by their last use, oldest first. */
struct entry {
	char	*name;
	time_t	 mtime;
	long	 nsec;
	uint64_t size;
};

static int
entry_cmp(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? -1 : 1;
	if (x->nsec != y->nsec)
		return x->nsec < y->nsec ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* 0: not a cache file's name; 1: KEY.runs; 2: KEY.stats (an extra). */
static int
cache_name(const char *s)
{
	size_t i;

	for (i = 0; i < 32; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' &&
		    s[i] <= 'f')))
			return 0;
	if (strcmp(s + 32, ".runs") == 0)
		return 1;
	return strcmp(s + 32, "." EXTRA_STATS) == 0 ? 2 : 0;
}

/* Removes the extras of the cache file name (KEY.runs) in dir fd. */
static void
unlink_extras(int fd, const char *name)
{
	char x[64];

	snprintf(x, sizeof(x), "%.32s.%s", name, EXTRA_STATS);
	unlinkat(fd, x, 0);
}

/*
 * Keeps the folder's cache files under the cap, removing the least
 * recently used first, and removes temporary files older than an hour
 * (a process that crashed while writing).
 */
static void
trim(struct runs_cache *c)
{
	DIR *dp = opendir(c->dir);
	struct dirent *de;
	struct entry *e = NULL;
	size_t n = 0, cap = 0, i;
	uint64_t total = 0;
	time_t now = time(NULL);
	int kind;

	if (dp == NULL)
		return;
	while ((de = readdir(dp)) != NULL) {
		struct stat st;

		if (fstatat(dirfd(dp), de->d_name, &st, AT_SYMLINK_NOFOLLOW) ==
		    -1 || !S_ISREG(st.st_mode))
			continue;
		if (strncmp(de->d_name, ".tmp-", 5) == 0) {
			if (now - st.st_mtime > STALE_TMP)
				unlinkat(dirfd(dp), de->d_name, 0);
			continue;
		}
		if ((kind = cache_name(de->d_name)) == 0)
			continue;
		if (kind == 2) {
			/* An extra goes with its runs: alone, it is of no use. */
			char r[64];
			struct stat rst;

			snprintf(r, sizeof(r), "%.32s.runs", de->d_name);
			if (fstatat(dirfd(dp), r, &rst, 0) == -1)
				unlinkat(dirfd(dp), de->d_name, 0);
			continue;
		}
		xgrow(&e, &cap, n + 1, sizeof(*e));
		e[n].name = xstrdup(de->d_name);
		e[n].mtime = st.st_mtim.tv_sec;
		e[n].nsec = st.st_mtim.tv_nsec;
		e[n].size = (uint64_t)st.st_size;
		total += e[n++].size;
	}
	if (total > c->max && n > 0)
		qsort(e, n, sizeof(*e), entry_cmp);
	for (i = 0; i < n; i++) {
		if (total > c->max && unlinkat(dirfd(dp), e[i].name, 0) == 0) {
			trace(c, "%s: runs cache: removed %s (over the cap)%s\n",
			    e[i].name, NULL);
			unlink_extras(dirfd(dp), e[i].name);
			total -= e[i].size;
		}
		free(e[i].name);
	}
	free(e);
	closedir(dp);
}

/*
 * The write under way, process-wide, for runs_cache_stop: its
 * temporary file, and whether a stop came (then nothing is renamed
 * into place any more).
 */
static struct {
	pthread_mutex_t	 mu;
	char		*tmp;
	int		 stopped;
} writing = { PTHREAD_MUTEX_INITIALIZER, NULL, 0 };

/* The signals that end verify-report, held while a cache file is written. */
static const int held_sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

/*
 * Whether to give up a write: a terminating signal waits (held while
 * writing) or another thread said stop.  Asked once a piece, so that
 * a signal ends the write of a 10^6-run cache (hundreds of MB) within
 * a piece's time instead of at its end.
 */
static int
stop_asked(const struct wr *w)
{
	sigset_t p;
	size_t i;
	int r;

	if (w->held != NULL && sigpending(&p) == 0)
		for (i = 0; i < sizeof(held_sigs) / sizeof(held_sigs[0]); i++)
			if (sigismember(w->held, held_sigs[i]) &&
			    sigismember(&p, held_sigs[i]))
				return 1;
	pthread_mutex_lock(&writing.mu);
	r = writing.stopped;
	pthread_mutex_unlock(&writing.mu);
	return r;
}

void
runs_cache_stop(void)
{
	pthread_mutex_lock(&writing.mu);
	writing.stopped = 1;
	if (writing.tmp != NULL)
		unlink(writing.tmp);
	pthread_mutex_unlock(&writing.mu);
}

/*
 * Writes a cache file at path: the header of magic and key, then the
 * payload fill puts, to a temporary file in the folder renamed over
 * the name once whole.  The terminating signals wait meanwhile where
 * they would end the process (verify-report); a program that waits for
 * them on a thread of its own calls runs_cache_stop there instead.
 */
static int
write_file(struct runs_cache *c, const char *path, const char *magic,
    const unsigned char key[16], void (*fill)(struct wr *, const void *),
    const void *arg, int quiet)
{
	sigset_t block, old;
	struct buf tmp = {0};
	unsigned char h[HEADER];
	struct wr w;
	size_t i;
	int fd = -1, ok = 0, e = 0;
	const char *what = "create";

	if (!make_dirs(c->dir)) {
		if (!quiet)
			cannot_write(c, "mkdir", errno);
		return 0;
	}
	sigemptyset(&block);
	for (i = 0; i < sizeof(held_sigs) / sizeof(held_sigs[0]); i++)
		sigaddset(&block, held_sigs[i]);
	pthread_sigmask(SIG_BLOCK, &block, &old);
	buf_printf(&tmp, "%s/.tmp-XXXXXX", c->dir);
	memset(&w, 0, sizeof(w));
	w.held = &block;
	pthread_mutex_lock(&writing.mu);
	if (writing.stopped)
		e = EINTR;
	else if ((fd = mkstemp(tmp.data)) != -1)
		writing.tmp = tmp.data;
	else
		e = errno;
	pthread_mutex_unlock(&writing.mu);
	if (fd == -1)
		goto out;
	if ((w.f = fdopen(fd, "wb")) == NULL) {
		e = errno;
		close(fd);
		goto gone;
	}
	what = "write";
	w.h = XXH3_createState();
	if (w.h == NULL)
		xoom();
	XXH3_64bits_reset(w.h);
	memset(h, 0, sizeof(h));
	fwrite(h, 1, HEADER, w.f);	/* the real one once the sum is known */
	fill(&w, arg);
	if (w.stop) {
		e = EINTR;
		XXH3_freeState(w.h);
		fclose(w.f);
		goto gone;
	}
	header(h, magic, key, w.len, put_sum(&w));
	XXH3_freeState(w.h);
	if (fflush(w.f) != 0 || ferror(w.f) ||
	    pwrite(fileno(w.f), h, HEADER, 0) != HEADER) {
		e = errno;
		fclose(w.f);
		goto gone;
	}
	if (fclose(w.f) != 0) {
		e = errno;
		goto gone;
	}
	what = "rename";
	pthread_mutex_lock(&writing.mu);
	if (writing.stopped)
		e = EINTR;
	else if (rename(tmp.data, path) == -1) {
		e = errno;
		unlink(tmp.data);
	} else
		ok = 1;
	writing.tmp = NULL;
	pthread_mutex_unlock(&writing.mu);
	goto out;
gone:
	pthread_mutex_lock(&writing.mu);
	if (!writing.stopped)
		unlink(tmp.data);
	writing.tmp = NULL;
	pthread_mutex_unlock(&writing.mu);
out:
	free(w.sums);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!ok && e != EINTR && !quiet)
		cannot_write(c, what, e);
	buf_free(&tmp);
	return ok;
}

static void
fill_runs(struct wr *w, const void *rs)
{
	put_payload(w, rs);
}

/* Writes rs to the cache file of key. */
static int
store(struct runs_cache *c, const struct runset *rs,
    const unsigned char key[16], const char *path)
{
	return write_file(c, path, MAGIC, key, fill_runs, rs, 0);
}

/*
 * Extras: small files of what was derived from the runs of a key
 * (KEY.stats: the statistics the claims read), read and written beside
 * its cache file with the same header, checksum and care.  They hold
 * for the runs of their key only, which the key names whole.
 */
static uint64_t payload_sum(const unsigned char *, uint64_t);

static char *
extra_path(const struct runs_cache *c, const char *kind)
{
	struct buf b = {0};
	int i;

	buf_printf(&b, "%s/", c->dir);
	for (i = 0; i < 16; i++)
		buf_printf(&b, "%02x", c->key[i]);
	buf_printf(&b, ".%s", kind);
	return buf_take(&b);
}

void *
runs_cache_extra_get(struct runs_cache *c, const char *kind, size_t *len)
{
	struct runs_bytes b;
	char *path, *out = NULL;
	uint64_t n, sum;

	*len = 0;
	if (c->dir == NULL || !c->keyed || strcmp(kind, EXTRA_STATS) != 0)
		return NULL;
	path = extra_path(c, kind);
	if (access(path, F_OK) == -1) {
		free(path);
		return NULL;
	}
	if (runs_bytes_read(&b, path) && header_ok((const unsigned char *)
	    b.data, b.len, MAGIC_EXTRA, c->key, &n, &sum) &&
	    payload_sum((const unsigned char *)b.data + HEADER, n) == sum) {
		out = xmalloc((size_t)n + 1);
		memcpy(out, b.data + HEADER, (size_t)n);
		*len = (size_t)n;
		trace(c, "%s: runs cache: used %s%s\n", path, NULL);
	} else {
		trace(c, "%s: runs cache: ignored %s (not a whole cache file "
		    "of this key)%s\n", path, NULL);
		unlink(path);
	}
	runs_bytes_free(&b);
	free(path);
	return out;
}

struct bytes {
	const void	*p;
	size_t		 len;
};

static void
fill_bytes(struct wr *w, const void *arg)
{
	const struct bytes *b = arg;

	put(w, b->p, b->len);
}

int
runs_cache_extra_put(struct runs_cache *c, const char *kind, const void *p,
    size_t len)
{
	struct bytes b;
	char *path;
	int ok;

	if (c->dir == NULL || !c->keyed || strcmp(kind, EXTRA_STATS) != 0)
		return 0;
	path = extra_path(c, kind);
	b.p = p;
	b.len = len;
	/* Quietly: the runs' file is what matters, and it is written. */
	if ((ok = write_file(c, path, MAGIC_EXTRA, c->key, fill_bytes, &b, 1)))
		trace(c, "%s: runs cache: kept %s%s\n", path, NULL);
	free(path);
	return ok;
}

/*
 * Reading: a cursor over the mapped payload that never reads past its
 * end.  Columns are used where they lie in the map (borrowed chunks,
 * runs_chunk.h); names, pools and runs are copied or filed again.
 */
struct rd {
	const unsigned char *p, *end;
	int bad;
};

static const void *
get(struct rd *r, size_t n)
{
	const unsigned char *p = r->p;

	if (r->bad || (size_t)(r->end - r->p) < n) {
		r->bad = 1;
		return NULL;
	}
	r->p += n;
	return p;
}

static uint32_t
get32(struct rd *r)
{
	const void *p = get(r, 4);
	uint32_t v = 0;

	if (p != NULL)
		memcpy(&v, p, 4);
	return v;
}

static uint64_t
get64(struct rd *r)
{
	const void *p = get(r, 8);
	uint64_t v = 0;

	if (p != NULL)
		memcpy(&v, p, 8);
	return v;
}

/* n items of size sz in place (8-byte aligned, as pad wrote), or NULL. */
static void *
get_array(struct rd *r, uint64_t n, size_t sz)
{
	uintptr_t a = (uintptr_t)r->p;

	if (a % 8 != 0)
		get(r, (size_t)(8 - a % 8));
	if (r->bad || n > (uint64_t)(r->end - r->p) / sz) {
		r->bad = 1;
		return NULL;
	}
	return (void *)(uintptr_t)get(r, (size_t)n * sz);
}

static void
get_strtab(struct rd *r, struct strtab *t)
{
	uint64_t n = get64(r), i;

	for (i = 0; i < n && !r->bad; i++) {
		uint32_t len = get32(r);
		const char *s = get(r, len);

		/* Each string once, in id order, with no NUL inside. */
		if (s == NULL || memchr(s, '\0', len) != NULL ||
		    strtab_intern(t, s, len) != i)
			r->bad = 1;
	}
}

/* Whether n uint32_t at p ascend strictly, each below lim. */
static int
ascending(const uint32_t *p, uint32_t n, uint32_t lim)
{
	uint32_t k;

	for (k = 0; k < n; k++)
		if (p[k] >= lim || (k > 0 && p[k] <= p[k - 1]))
			return 0;
	return 1;
}

static void
get_chunk(struct rd *r, struct runset *rs, const uint64_t *plen,
    struct runchunk *ch)
{
	uint32_t k, kind;

	memset(ch, 0, sizeof(*ch));
	ch->borrowed = 1;
	ch->len = get32(r);
	ch->ncols = get32(r);
	ch->nmcols = get32(r);
	ch->pool = get32(r);
	if (r->bad || ch->pool >= rs->npools || ch->ncols > rs->metrics.len ||
	    ch->nmcols > rs->metakeys.len) {
		ch->ncols = ch->nmcols = 0;
		r->bad = 1;
		return;
	}
	ch->cols = xcalloc((size_t)ch->ncols + 1, sizeof(*ch->cols));
	ch->mcols = xcalloc((size_t)ch->nmcols + 1, sizeof(*ch->mcols));
	for (k = 0; k < ch->ncols && !r->bad; k++) {
		struct runcol *c = &ch->cols[k];

		c->id = get32(r);
		kind = get32(r);
		c->kind = (uint8_t)(kind & 0xFF);
		c->scale = (uint8_t)(kind >> 8);
		c->n = get32(r);
		if (c->id >= rs->metrics.len || (k > 0 && c->id <=
		    ch->cols[k - 1].id) || c->scale > 9 || kind >> 16 != 0) {
			r->bad = 1;
			break;
		}
		if (c->kind == RUNCOL_I32)
			c->data = get_array(r, ch->len, sizeof(int32_t));
		else if (c->kind == RUNCOL_F64)
			c->data = get_array(r, ch->len, sizeof(double));
		else if (c->kind == RUNCOL_SPARSE && c->n <= ch->len) {
			c->rows = get_array(r, c->n, sizeof(uint32_t));
			c->data = get_array(r, c->n, sizeof(double));
			if (!r->bad && !ascending(c->rows, c->n, ch->len))
				r->bad = 1;
		} else
			r->bad = 1;
	}
	for (k = 0; k < ch->nmcols && !r->bad; k++) {
		struct runmcol *mc = &ch->mcols[k];
		uint32_t sparse, m, e;

		mc->id = get32(r);
		mc->n = get32(r);
		sparse = get32(r);
		if (mc->id >= rs->metakeys.len || (k > 0 && mc->id <=
		    ch->mcols[k - 1].id) || sparse > 1 || (sparse &&
		    mc->n > ch->len)) {
			r->bad = 1;
			break;
		}
		m = sparse ? mc->n : ch->len;
		if (sparse) {
			mc->rows = get_array(r, m, sizeof(uint32_t));
			if (!r->bad && !ascending(mc->rows, m, ch->len))
				r->bad = 1;
		}
		mc->offs = get_array(r, m, sizeof(uint32_t));
		/* An offset + 1 into the pool, or 0: the pool ends in a NUL. */
		for (e = 0; !r->bad && e < m; e++)
			if (mc->offs[e] > plen[ch->pool])
				r->bad = 1;
	}
}

/*
 * The groups of n runs from their records, lists and segments, each
 * index in range: a list's runs are below n and of that group, a
 * group's segments are rows of chunks and as many as its runs (the
 * gathers fill buffers of a group's length).  Zero when one is not.
 */
static int
get_groups(struct runset *rs, uint64_t n, const uint32_t *rec, uint64_t ng,
    const uint32_t *lists, const struct runseg *segs, uint64_t nsegs)
{
	uint64_t off = 0, soff = 0, i, j;

	rs->groups = xcalloc((size_t)ng + 1, sizeof(*rs->groups));
	rs->capgroups = (size_t)ng + 1;
	for (i = 0; i < ng; i++) {
		struct rungroup *g = &rs->groups[rs->ngroups++];
		uint64_t rows = 0;

		g->tc = rec[i * 4];
		g->cfg = rec[i * 4 + 1];
		g->len = rec[i * 4 + 2];
		g->nsegs = rec[i * 4 + 3];
		if (g->tc >= rs->tcs.len || g->cfg >= rs->cfgs.len ||
		    g->len == 0 || g->nsegs == 0 || g->nsegs > g->len ||
		    g->len > n - off || g->nsegs > nsegs - soff)
			return 0;
		g->runs = (uint32_t *)(uintptr_t)(lists + off);
		g->segs = (struct runseg *)(uintptr_t)(segs + soff);
		off += g->len;
		soff += g->nsegs;
		for (j = 0; j < g->len; j++)
			if (g->runs[j] >= n || rs->runs[g->runs[j]].group != i)
				return 0;
		for (j = 0; j < g->nsegs; j++) {
			const struct runseg *sg = &g->segs[j];

			if (sg->chunk >= rs->nchunks || sg->len == 0 ||
			    (uint64_t)sg->pos0 + sg->len >
			    rs->chunks[sg->chunk].len)
				return 0;
			rows += sg->len;
		}
		if (rows != g->len)
			return 0;
	}
	return off == n && soff == nsegs;
}

/*
 * The runs and the finished groups, read where they lie: every run's
 * ids in range and its chunk of its group (each chunk has runs of one
 * group, runs_commit relies on it), then the groups, the metric order
 * (every metric once, by name) and the indexes runs_finish_index
 * builds.  The checksum already refused a damaged file: these checks
 * keep a file that passed it by chance from leading a read astray.
 */
static void
get_runs(struct rd *r, struct runset *rs)
{
	uint64_t n = get64(r), ng, nsegs, i;
	const struct run *runs = get_array(r, n, sizeof(*runs));
	const uint32_t *rec, *lists, *order;
	const struct runseg *segs;
	unsigned char *seen;

	ng = get64(r);
	rec = get_array(r, ng, 4 * sizeof(*rec));
	lists = get_array(r, n, sizeof(*lists));
	nsegs = get64(r);
	segs = get_array(r, nsegs, sizeof(*segs));
	order = get_array(r, rs->metrics.len, sizeof(*order));
	if (r->bad || n > UINT32_MAX || ng > n) {
		r->bad = 1;
		return;
	}
	for (i = 0; i < n; i++) {
		const struct run *u = &runs[i];
		struct runchunk *ch;

		if (u->tc >= rs->tcs.len || u->cfg >= rs->cfgs.len ||
		    u->rep == 0 || u->group >= ng || rec[(size_t)u->group * 4]
		    != u->tc || rec[(size_t)u->group * 4 + 1] != u->cfg ||
		    u->file >= rs->nfiles || u->line == 0 ||
		    u->chunk >= rs->nchunks) {
			r->bad = 1;
			return;
		}
		ch = &rs->chunks[u->chunk];
		if (u->pos >= ch->len || (ch->group != UINT32_MAX &&
		    ch->group != u->group)) {
			r->bad = 1;
			return;
		}
		ch->group = u->group;
	}
	/* Every chunk holds a run of an error-free load. */
	for (i = 0; i < rs->nchunks; i++)
		if (rs->chunks[i].group == UINT32_MAX) {
			r->bad = 1;
			return;
		}
	rs->runs = n > 0 ? (struct run *)(uintptr_t)runs : NULL;
	rs->nruns = (size_t)n;
	if (!get_groups(rs, n, rec, ng, lists, segs, nsegs)) {
		r->bad = 1;
		return;
	}
	seen = xcalloc(rs->metrics.len + 1, 1);
	for (i = 0; i < rs->metrics.len && !r->bad; i++)
		if (order[i] >= rs->metrics.len || seen[order[i]]++ ||
		    (i > 0 && strcmp(rs->metrics.strs[order[i - 1]],
		    rs->metrics.strs[order[i]]) >= 0))
			r->bad = 1;
	free(seen);
	if (r->bad)
		return;
	rs->metric_order = rs->metrics.len > 0 ?
	    (uint32_t *)(uintptr_t)order : xcalloc(1, sizeof(*order));
	if (!runs_finish_index(rs))
		r->bad = 1;
}

/* Builds rs (its files already added) from a whole payload. */
static int
decode(struct rd *r, struct runset *rs)
{
	uint64_t n, i, *plen = NULL;

	if (get64(r) != rs->nfiles)
		return 0;
	get_strtab(r, &rs->tcs);
	get_strtab(r, &rs->cfgs);
	get_strtab(r, &rs->metrics);
	get_strtab(r, &rs->metakeys);
	n = get64(r);
	if (r->bad || n > (uint64_t)(r->end - r->p) / 8)
		return 0;
	plen = xcalloc((size_t)n + 1, sizeof(*plen));
	for (i = 0; i < n && !r->bad; i++) {
		const char *src;
		char *pool;

		plen[i] = get64(r);
		if (plen[i] > (uint64_t)(r->end - r->p) ||
		    (src = get(r, (size_t)plen[i])) == NULL ||
		    (plen[i] > 0 && src[plen[i] - 1] != '\0')) {
			r->bad = 1;
			break;
		}
		/* Read where it lies: it ends with its NUL. */
		pool = plen[i] > 0 ? (char *)(uintptr_t)src : xcalloc(1, 1);
		runs_pool_add(rs, pool);
	}
	n = get64(r);
	if (!r->bad && n > (uint64_t)(r->end - r->p) / 16)
		r->bad = 1;
	for (i = 0; i < n && !r->bad; i++) {
		struct runchunk ch;

		get_chunk(r, rs, plen, &ch);
		runs_chunk_add(rs, &ch);	/* freed with rs when bad */
	}
	free(plen);
	get_runs(r, rs);
	return !r->bad && r->p == r->end;
}

/* The checksum of a payload in memory, its pieces on every core. */
struct sums {
	const unsigned char *p;
	uint64_t	 len;
	uint64_t	*sums;
};

static void
sum_piece(void *arg, size_t i, unsigned w)
{
	struct sums *s = arg;
	uint64_t off = (uint64_t)i * SUM_PIECE;

	(void)w;
	s->sums[i] = XXH3_64bits(s->p + off, (size_t)(s->len - off <
	    SUM_PIECE ? s->len - off : SUM_PIECE));
}

static uint64_t
payload_sum(const unsigned char *p, uint64_t len)
{
	struct sums s;
	size_t n = len == 0 ? 1 : (size_t)((len + SUM_PIECE - 1) / SUM_PIECE);
	uint64_t sum;

	s.p = p;
	s.len = len;
	s.sums = xcalloc(n, sizeof(*s.sums));
	parallel_for(n, 0, sum_piece, &s);
	sum = XXH3_64bits(s.sums, n * sizeof(*s.sums));
	free(s.sums);
	return sum;
}

/*
 * Fills rs from the cache file at path, mapped: 1 when it is whole and
 * of this key, 0 when there is none, -1 when there is one not to trust
 * (rs is then emptied again, keeping what the caller set).
 *
 * The map is populated at once (one call, not a fault a page) and the
 * checksum reads the very bytes the runs will be read from.  Measured
 * at 10^6 runs (docs/performance.md): hashing the payload through a
 * buffer instead cost the same in all, and reading the file into
 * fresh anonymous memory cost a second of system time for its pages.
 */
static int
fetch(const char *path, const unsigned char key[16], struct runset *rs,
    const char *const *names, size_t n)
{
	unsigned char h[HEADER];
	struct stat st;
	uint64_t len, sum;
	struct rd r;
	size_t i, size;
	void *map;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd == -1)
		return 0;
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    pread(fd, h, HEADER, 0) != HEADER ||
	    !header_ok(h, (uint64_t)st.st_size, MAGIC, key, &len, &sum) ||
	    (size_t)st.st_size != (uint64_t)st.st_size) {
		close(fd);
		return -1;
	}
	size = (size_t)st.st_size;
	map = mmap(NULL, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
	close(fd);
	if (map == MAP_FAILED)
		return -1;
	if (payload_sum((const unsigned char *)map + HEADER, len) != sum) {
		munmap(map, size);
		return -1;
	}
	for (i = 0; i < n; i++)
		runs_file_add(rs, names[i]);
	rs->map = map;
	rs->maplen = size;
	r.p = (const unsigned char *)map + HEADER;
	r.end = r.p + len;
	r.bad = 0;
	if (!decode(&r, rs)) {
		/* Empty again for the load, keeping what the caller set. */
		void (*progress)(void *, size_t, size_t) = rs->progress;
		void *arg = rs->progress_arg;

		runs_free(rs);	/* unmaps */
		rs->progress = progress;
		rs->progress_arg = arg;
		return -1;
	}
	return 1;
}

/*
 * The load itself, from the bytes the key saw for standard input and
 * from the files read again otherwise.
 */
static int
load(struct runset *rs, const char *const *paths, struct seen *seen,
    size_t n, struct diag *d)
{
	struct runs_bytes *bytes = xcalloc(n + 1, sizeof(*bytes));
	size_t i;
	int rc;

	for (i = 0; i < n; i++)
		if (seen[i].stdin_) {
			bytes[i] = seen[i].b;
			memset(&seen[i].b, 0, sizeof(seen[i].b));
		} else
			runs_bytes_read(&bytes[i], paths[i]);
	rc = runs_load_bytes(rs, paths, bytes, n, d);
	for (i = 0; i < n; i++)
		runs_bytes_free(&bytes[i]);
	free(bytes);
	return rc;
}

int
runs_cache_load(struct runs_cache *c, struct runset *rs,
    const char *const *paths, size_t n, struct diag *d)
{
	struct seen *seen;
	const char **names;
	unsigned char key[16];
	uint64_t total;
	size_t i, nmsg = d->len, nerr = d->nerrors, ndrop = d->dropped;
	char *path = NULL;
	int rc, got, same = 1, keyed;
	double t0;

	c->did = RUNS_CACHE_OFF;
	c->keyed = 0;
	if (c->dir == NULL || n == 0)
		return runs_load_files(rs, paths, n, d);
	seen = xcalloc(n, sizeof(*seen));
	names = xcalloc(n, sizeof(*names));
	for (i = 0; i < n; i++)
		names[i] = strcmp(paths[i], "-") == 0 ? "<stdin>" : paths[i];
	/* A file that cannot be read: the load says why, in its turn. */
	t0 = seconds();
	keyed = cache_key(paths, seen, n, c->min, key, &total);
	if (c->trace && keyed)
		fprintf(stderr, "%s: runs cache: hashed %llu bytes in %.3f "
		    "CPU s\n", c->tool, (unsigned long long)total, seconds() - t0);
	if (!keyed || total < c->min) {
		if (total < c->min)
			c->did = RUNS_CACHE_SMALL;
		rc = load(rs, paths, seen, n, d);
		goto out;
	}
	path = cache_path(c, key);
	t0 = seconds();
	got = fetch(path, key, rs, names, n);
	if (got > 0) {
		if (c->trace)
			fprintf(stderr, "%s: runs cache: hit %s in %.3f CPU s\n",
			    c->tool, path, seconds() - t0);
		utimensat(AT_FDCWD, path, NULL, 0);	/* the last use */
		c->did = RUNS_CACHE_HIT;
		memcpy(c->key, key, 16);
		c->keyed = 1;
		rc = 1;
		goto out;
	}
	if (got < 0) {
		trace(c, "%s: runs cache: ignored %s (not a whole cache file "
		    "of this key)%s\n", path, NULL);
		unlink(path);
	}
	rc = load(rs, paths, seen, n, d);
	for (i = 0; i < n; i++)
		if (!unchanged(paths[i], &seen[i]))
			same = 0;
	/*
	 * Only a load with nothing to say (its messages need a real
	 * parse), of the very files the key read.
	 */
	c->did = RUNS_CACHE_UNSTORED;
	if (rc && same && d->len == nmsg && d->nerrors == nerr &&
	    d->dropped == ndrop && store(c, rs, key, path)) {
		c->did = RUNS_CACHE_STORED;
		memcpy(c->key, key, 16);
		c->keyed = 1;
		trace(c, "%s: runs cache: stored %s%s\n", path, NULL);
		trim(c);
	}
out:
	for (i = 0; i < n; i++)
		runs_bytes_free(&seen[i].b);
	free(seen);
	free(names);
	free(path);
	return rc;
}

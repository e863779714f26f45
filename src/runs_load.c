/*
 * Loads results.jsonl (CLAIMS.md section 1): one JSON object per line.
 * The only user of cJSON.  cJSON is lenient where a verifier must not
 * be (shared/LIBRARY-HAZARDS.md), so this file checks on top of it:
 * UTF-8, NUL escapes, duplicate keys, finiteness and the types of
 * tc/cfg/rep.
 *
 * Speed (docs/performance.md has the figures).  The file is mapped and
 * cut at newlines into blocks of about 8 MiB that every core parses;
 * the blocks are merged in file order, so that ids, runs and
 * diagnostics are those of a one-thread run whatever the number of
 * threads.  A block's result depends on its bytes only: its names,
 * line numbers and columns are local and the merge maps them.  Within
 * a block:
 *  - cJSON allocates from a per-thread arena that is reset per line
 *    (cJSON_InitHooks), not from malloc;
 *  - cJSON converts numbers with strtod after asking localeconv() for
 *    the decimal point; libc_override.c replaces both (and strncmp)
 *    for the whole process with exact fast versions;
 *  - the keys of a line are compared with the shape (the sequence of
 *    keys) of an earlier line of the same test case: when they match,
 *    the line has no duplicate keys and its dotted names are known, so
 *    neither is worked out again;
 *  - values are filed by column, per (tc, cfg) of the block (runs.h).
 */
#define _DEFAULT_SOURCE	/* madvise: MADV_DONTNEED, MADV_SEQUENTIAL */
#include <sys/mman.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cJSON.h>

#include "runs_chunk.h"

#define BLOCK_SIZE	(8u << 20)	/* bytes of file a block holds, about */
#define MAP_MIN		(1u << 20)	/* smaller files are read, not mapped */
#define MAX_THREADS	8
#define MAX_SHAPES	64		/* per block */

/*
 * The arena cJSON allocates from while a file loads.  cJSON's hooks are
 * process-wide, so the hook finds the calling thread's arena through a
 * thread-local pointer: the one piece of global state here, forced by
 * cJSON's API, and set only while runs_load runs.  Freeing is a no-op;
 * arena_reset drops a whole line's tree at once.
 */
struct arena {
	char	*base;
	size_t	 used;
	size_t	 cap;
	void	**big;		/* what did not fit, freed on reset */
	size_t	 nbig;
	size_t	 capbig;
};

static _Thread_local struct arena *cur_arena;

static void *
arena_alloc(size_t n)
{
	struct arena *a = cur_arena;
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (a->used + n <= a->cap) {
		p = a->base + a->used;
		a->used += n;
		return p;
	}
	xgrow(&a->big, &a->capbig, a->nbig + 1, sizeof(*a->big));
	return a->big[a->nbig++] = xmalloc(n);
}

static void
arena_free(void *p)
{
	(void)p;
}

static void
arena_reset(struct arena *a)
{
	size_t i;

	for (i = 0; i < a->nbig; i++)
		free(a->big[i]);
	a->nbig = 0;
	a->used = 0;
}

/* One entry of a shape: a key of a line, in the order of a walk. */
enum shkind {
	SH_LEAF,		/* a value: number, string, bool, array, null */
	SH_OPEN,		/* an object: its members follow, then SH_CLOSE */
	SH_CLOSE,
	SH_SKIP			/* tc, cfg or rep at the top */
};

struct shent {
	char		*key;
	uint32_t	 name;	/* SH_LEAF: dotted name id in block.names */
	uint8_t		 kind;
};

struct shape {
	struct shent	*e;
	size_t		 n;
	size_t		 cap;
};

struct rowdiag {
	uint32_t lline;
	char	*msg;
};

/* A line's metadata before the line is accepted: strings in the arena. */
struct linemeta {
	uint32_t    name;
	const char *s;
};

/* Everything one block of the file gives, in its own ids. */
struct block {
	size_t		 index;
	size_t		 start, end;	/* bytes of the file */
	size_t		 nlines;
	struct strtab	 names;		/* dotted names, metrics and keys */
	struct strtab	 tcs;
	struct strtab	 cfgs;
	struct runs_row	*rows;
	size_t		 nrows, caprows;
	struct runs_val	*vals;
	size_t		 nvals, capvals;
	struct runs_mval	*metas;
	size_t		 nmetas, capmetas;
	struct rowdiag	*diags;
	size_t		 ndiags, capdiags;
	struct buf	 pool;		/* metadata strings, each once */
	uint32_t	*pslots;	/* pool offset + 1, open addressing */
	size_t		 npslots, npool;
	uint32_t	*vorder;	/* names as metrics, first seen first */
	size_t		 nvorder, capvorder;
	uint32_t	*morder;	/* names as metadata keys, likewise */
	size_t		 nmorder, capmorder;
	uint8_t		*seen;		/* per name: 1 metric, 2 key */
	size_t		 capseen;
	struct shape	*shapes;
	size_t		 nshapes, capshapes;
	uint32_t	*hint;		/* ltc -> shape + 1 */
	size_t		 caphint;
	uint32_t	*last;		/* name -> its last pool offset + 1 */
	size_t		 caplast;
	struct runchunk	*chunks;	/* cols by name id, before the merge */
	size_t		 nchunks, capchunks;
	/* Scratch for one line. */
	struct linemeta	*lmeta;
	size_t		 nlmeta, caplmeta;
	struct shape	 building;
	struct buf	 name;
	struct buf	 copy;
	uint32_t	 bad_name;	/* first non-finite number, or -1 */
	struct block	*next;		/* on the loader's free list */
};

struct loader {
	struct runset	*rs;
	struct diag	*d;
	const char	*buf;
	size_t		 len;
	size_t		 block;
	size_t		 nblocks;
	int		 mapped;
	size_t		 next;		/* next block to parse */
	size_t		 merged;	/* blocks merged so far */
	size_t		 lines;		/* lines in the merged blocks */
	struct block	**done;		/* parsed, waiting for their turn */
	int		 merging;	/* a thread is merging */
	struct block	*spare;		/* merged blocks, for reuse */
	pthread_mutex_t	 mu;
	pthread_cond_t	 cv;
};

static void
bdiag(struct block *b, uint32_t lline, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Records a problem of a line, for the merge to report in order. */
static void
bdiag(struct block *b, uint32_t lline, const char *fmt, ...)
{
	struct buf m = {0};
	va_list ap;

	va_start(ap, fmt);
	buf_vprintf(&m, fmt, ap);
	va_end(ap);
	xgrow(&b->diags, &b->capdiags, b->ndiags + 1, sizeof(*b->diags));
	b->diags[b->ndiags].lline = lline;
	b->diags[b->ndiags++].msg = buf_take(&m);
}

static int
check_id(struct block *b, uint32_t line, const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	const unsigned char *p;

	if (v == NULL) {
		bdiag(b, line, "missing \"%s\"", key);
		return 0;
	}
	if (!cJSON_IsString(v)) {
		bdiag(b, line, "\"%s\" must be a string", key);
		return 0;
	}
	if (v->valuestring[0] == '\0') {
		bdiag(b, line, "\"%s\" is empty", key);
		return 0;
	}
	for (p = (const unsigned char *)v->valuestring; *p != '\0'; p++)
		if (!id_byte_ok(*p)) {
			bdiag(b, line, "\"%s\" value \"%s\" cannot be addressed: "
			    "ids may not hold spaces, control characters or any "
			    "of %s", key, v->valuestring, ID_GRAMMAR_CHARS);
			return 0;
		}
	return 1;
}

static int
check_rep(struct block *b, uint32_t line, const cJSON *o, uint32_t *rep)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, "rep");
	double x;

	if (v == NULL) {
		bdiag(b, line, "missing \"rep\"");
		return 0;
	}
	x = cJSON_IsNumber(v) ? v->valuedouble : NAN;
	if (!cJSON_IsNumber(v) || !(x >= 1 && x <= 4294967295.0) ||
	    x != floor(x)) {
		bdiag(b, line, "\"rep\" must be an integer >= 1");
		return 0;
	}
	*rep = (uint32_t)x;
	return 1;
}

struct keyref {
	const char *name;
};

static int
keycmp(const void *a, const void *b)
{
	return strcmp(((const struct keyref *)a)->name,
	    ((const struct keyref *)b)->name);
}

/* cJSON keeps every duplicate key; a verifier must refuse them. */
static const char *
dup_key(const cJSON *o)
{
	const cJSON *c;
	struct keyref *k;
	const char *dup = NULL;
	size_t n = 0, i;

	for (c = o->child; c != NULL; c = c->next)
		n++;
	if (n < 2)
		return NULL;
	k = xcalloc(n, sizeof(*k));
	for (i = 0, c = o->child; c != NULL; c = c->next)
		k[i++].name = c->string;
	qsort(k, n, sizeof(*k), keycmp);
	for (i = 1; i < n && dup == NULL; i++)
		if (strcmp(k[i].name, k[i - 1].name) == 0)
			dup = k[i].name;
	free(k);
	return dup;
}

static void
shape_add(struct shape *sh, const char *key, uint32_t name, enum shkind k)
{
	xgrow(&sh->e, &sh->cap, sh->n + 1, sizeof(*sh->e));
	sh->e[sh->n].key = key != NULL ? xstrdup(key) : NULL;
	sh->e[sh->n].name = name;
	sh->e[sh->n++].kind = (uint8_t)k;
}

static void
shape_clear(struct shape *sh)
{
	size_t i;

	for (i = 0; i < sh->n; i++)
		free(sh->e[i].key);
	sh->n = 0;
}

static void
shape_free(struct shape *sh)
{
	shape_clear(sh);
	free(sh->e);
	memset(sh, 0, sizeof(*sh));
}

/*
 * cJSON_IsNumber and its kin are calls into the library; on the hot
 * path the type byte is read here instead (cJSON.h documents it).
 */
static inline int
jis(const cJSON *c, int type)
{
	return (c->type & 0xFF) == type;
}

/* Files one member that is not an object, under dotted name id. */
static void
leaf(struct block *b, uint32_t name, const cJSON *c)
{
	const char *s;

	if (jis(c, cJSON_Number)) {
		if (!isfinite(c->valuedouble)) {
			if (b->bad_name == UINT32_MAX)
				b->bad_name = name;
			return;
		}
		if (b->nvals >= b->capvals)
			xgrow(&b->vals, &b->capvals, b->nvals + 1,
			    sizeof(*b->vals));
		b->vals[b->nvals].name = name;
		b->vals[b->nvals++].v = c->valuedouble;
		return;
	}
	if (jis(c, cJSON_String))
		s = c->valuestring;
	else if (cJSON_IsBool(c))
		s = cJSON_IsTrue(c) ? "true" : "false";
	else if (cJSON_IsArray(c)) {
		s = cJSON_PrintUnformatted(c);	/* in the arena */
		if (s == NULL)
			s = "[]";
	} else
		return;		/* null: not measured in this run */
	xgrow(&b->lmeta, &b->caplmeta, b->nlmeta + 1, sizeof(*b->lmeta));
	b->lmeta[b->nlmeta].name = name;
	b->lmeta[b->nlmeta++].s = s;
}

/*
 * The fast walk: follows the members of o against shape sh from entry
 * *i, filing leaves.  Returns zero as soon as a key differs from the
 * shape's (the caller then drops what was filed and walks slowly).
 */
static int
match(struct block *b, const struct shape *sh, size_t *i, const cJSON *o,
    int top)
{
	const cJSON *c;

	for (c = o->child; c != NULL; c = c->next) {
		const struct shent *e;

		if (*i >= sh->n)
			return 0;
		e = &sh->e[(*i)++];
		if (e->kind == SH_CLOSE || strcmp(e->key, c->string) != 0)
			return 0;
		if (e->kind == SH_SKIP)
			continue;
		if (jis(c, cJSON_Object)) {
			if (e->kind != SH_OPEN || !match(b, sh, i, c, 0))
				return 0;
		} else if (e->kind != SH_LEAF)
			return 0;
		else
			leaf(b, e->name, c);
	}
	if (top)
		return *i == sh->n;
	if (*i >= sh->n || sh->e[*i].kind != SH_CLOSE)
		return 0;
	(*i)++;
	return 1;
}

/*
 * The slow walk, which decides what a line means: files the members of
 * an object as metrics and metadata, with nested objects named by
 * dotted paths, and records the line's shape in b->building.  Returns
 * zero on a content error (reported).
 */
static int
walk(struct block *b, uint32_t line, const cJSON *o, int top)
{
	struct buf *name = &b->name;
	const cJSON *c;
	const char *dup;
	size_t keep = name->len;
	uint32_t id;
	int ok = 1;

	if ((dup = dup_key(o)) != NULL) {
		bdiag(b, line, "duplicate key \"%s%s\"",
		    name->len ? name->data : "", dup);
		return 0;
	}
	for (c = o->child; c != NULL && ok; c = c->next) {
		if (top && (strcmp(c->string, "tc") == 0 ||
		    strcmp(c->string, "cfg") == 0 ||
		    strcmp(c->string, "rep") == 0)) {
			shape_add(&b->building, c->string, 0, SH_SKIP);
			continue;
		}
		name->len = keep;
		buf_adds(name, c->string);
		if (cJSON_IsObject(c)) {
			shape_add(&b->building, c->string, 0, SH_OPEN);
			buf_addc(name, '.');
			ok = walk(b, line, c, 0);
			shape_add(&b->building, NULL, 0, SH_CLOSE);
			continue;
		}
		id = strtab_intern(&b->names, name->data, name->len);
		shape_add(&b->building, c->string, id, SH_LEAF);
		leaf(b, id, c);
		if (b->bad_name != UINT32_MAX) {
			bdiag(b, line, "metric '%s' is not a finite number",
			    name->data);
			ok = 0;
		}
	}
	name->len = keep;
	if (name->data != NULL)
		name->data[keep] = '\0';
	return ok;
}

static int
u32cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * A dotted key and a nested object can name the same metric; returns
 * such a name of the values from v0 on, or -1.
 */
static long
twice(struct block *b, size_t v0)
{
	size_t n = b->nvals - v0, i;
	uint32_t *ids;
	long dup = -1;

	if (n < 2)
		return -1;
	ids = xcalloc(n, sizeof(*ids));
	for (i = 0; i < n; i++)
		ids[i] = b->vals[v0 + i].name;
	qsort(ids, n, sizeof(*ids), u32cmp);
	for (i = 1; i < n && dup < 0; i++)
		if (ids[i] == ids[i - 1])
			dup = (long)ids[i];
	free(ids);
	return dup;
}

/* No two leaves of a shape share a dotted name. */
static int
shape_clean(const struct shape *sh)
{
	uint32_t *ids = xcalloc(sh->n + 1, sizeof(*ids));
	size_t i, n = 0;
	int ok = 1;

	for (i = 0; i < sh->n; i++)
		if (sh->e[i].kind == SH_LEAF)
			ids[n++] = sh->e[i].name;
	qsort(ids, n, sizeof(*ids), u32cmp);
	for (i = 1; i < n && ok; i++)
		ok = ids[i] != ids[i - 1];
	free(ids);
	return ok;
}

static uint32_t
hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* Returns the offset of s in the block's pool, adding it once. */
static uint32_t
pool_intern(struct block *b, const char *s)
{
	size_t i, n = strlen(s);
	uint32_t off;

	if ((b->npool + 1) * 2 > b->npslots) {
		size_t ns = b->npslots ? b->npslots * 2 : 256, j;
		uint32_t *t = xcalloc(ns, sizeof(*t));

		for (j = 0; j < b->npslots; j++)
			if (b->pslots[j] != 0) {
				i = hash(b->pool.data + b->pslots[j] - 1) &
				    (ns - 1);
				while (t[i] != 0)
					i = (i + 1) & (ns - 1);
				t[i] = b->pslots[j];
			}
		free(b->pslots);
		b->pslots = t;
		b->npslots = ns;
	}
	for (i = hash(s) & (b->npslots - 1); b->pslots[i] != 0;
	    i = (i + 1) & (b->npslots - 1))
		if (strcmp(b->pool.data + b->pslots[i] - 1, s) == 0)
			return b->pslots[i] - 1;
	off = (uint32_t)b->pool.len;
	buf_add(&b->pool, s, n + 1);	/* with its NUL */
	b->pslots[i] = off + 1;
	b->npool++;
	return off;
}

static void
seen_mark(struct block *b, uint32_t name, uint8_t bit, uint32_t **order,
    size_t *n, size_t *cap)
{
	xgrow_zero(&b->seen, &b->capseen, (size_t)name + 1, 1);
	if (b->seen[name] & bit)
		return;
	b->seen[name] |= bit;
	xgrow(order, cap, *n + 1, sizeof(**order));
	(*order)[(*n)++] = name;
}

/* cJSON cuts strings at \u0000 silently; refuse the escape instead. */
static size_t
nul_escape(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i + 1 < len; i++) {
		if (s[i] != '\\')
			continue;
		if (s[i + 1] == 'u' && i + 6 <= len &&
		    memcmp(s + i + 2, "0000", 4) == 0)
			return i;
		i++;	/* skip the escaped character */
	}
	return len;
}

/*
 * How many arrays and objects are open at byte at of a line, strings
 * skipped: cJSON refuses more than CJSON_NESTING_LIMIT without saying
 * why, so the error path asks.
 */
static size_t
depth_at(const char *s, size_t at)
{
	size_t i, depth = 0;
	int instr = 0;

	for (i = 0; i < at; i++) {
		if (instr) {
			if (s[i] == '\\')
				i++;
			else if (s[i] == '"')
				instr = 0;
		} else if (s[i] == '"')
			instr = 1;
		else if (s[i] == '[' || s[i] == '{')
			depth++;
		else if ((s[i] == ']' || s[i] == '}') && depth > 0)
			depth--;
	}
	return depth;
}

static const char *
json_type(const cJSON *v)
{
	if (cJSON_IsArray(v))
		return "an array";
	if (cJSON_IsString(v))
		return "a string";
	if (cJSON_IsNumber(v))
		return "a number";
	if (cJSON_IsBool(v))
		return "a boolean";
	return "null";
}

/*
 * What in a line needs a closer look: a byte >= 0x80 (bit 1), a NUL
 * (bit 2), a backslash (bit 4).  memchr is vectorised; the high bits
 * are or-ed eight bytes at a time.
 */
static unsigned
scan(const char *s, size_t len)
{
	uint64_t h0 = 0, h1 = 0, x, y;
	size_t i = 0;

	for (; i + 16 <= len; i += 16) {
		memcpy(&x, s + i, 8);
		memcpy(&y, s + i + 8, 8);
		h0 |= x;
		h1 |= y;
	}
	for (; i < len; i++)
		h0 |= (unsigned char)s[i];
	return ((h0 | h1) & 0x8080808080808080ULL ? 1u : 0u) |
	    (memchr(s, '\0', len) != NULL ? 2u : 0u) |
	    (memchr(s, '\\', len) != NULL ? 4u : 0u);
}

/* Parses one line, s[0..len) (not NUL-terminated), of block b. */
static void
load_line(struct block *b, const char *s, size_t len, uint32_t line)
{
	const char *end = NULL;
	const cJSON *tc, *cfg;
	cJSON *o;
	size_t i, bad, v0 = b->nvals;
	uint32_t rep = 0, ltc, lcfg, k;
	unsigned flags;
	struct runs_row *r;
	int ok;

	if (b->start == 0 && line == 1 && len >= 3 &&
	    memcmp(s, "\xEF\xBB\xBF", 3) == 0) {
		s += 3;
		len -= 3;
	}
	if (len > 0 && s[len - 1] == '\r')
		len--;
	for (i = 0; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i == len)
		return;
	flags = scan(s, len);
	if ((flags & 1) && (bad = utf8_check(s, len)) < len) {
		bdiag(b, line, "invalid UTF-8 at column %zu",
		    utf8_count(s, bad) + 1);
		return;
	}
	if (flags & 2) {
		/* cJSON would stop there and never see the rest. */
		bdiag(b, line, "NUL byte at column %zu", utf8_count(s,
		    (size_t)((const char *)memchr(s, '\0', len) - s)) + 1);
		return;
	}
	if ((flags & 4) && (bad = nul_escape(s, len)) < len) {
		bdiag(b, line, "\\u0000 is not allowed in a string (column %zu)",
		    utf8_count(s, bad) + 1);
		return;
	}
	o = cJSON_ParseWithLengthOpts(s, len, &end, 0);
	if (o != NULL)
		for (i = (size_t)(end - s); i < len; i++)
			if ((unsigned char)s[i] > ' ') {
				o = NULL;
				break;
			}
	if (o == NULL) {
		size_t at;

		/*
		 * Parse a NUL-terminated copy as cJSON_ParseWithOpts would,
		 * for the error position it gives.
		 */
		b->copy.len = 0;
		buf_add(&b->copy, s, len);
		buf_add(&b->copy, "", 1);
		o = cJSON_ParseWithOpts(b->copy.data, &end, 1);
		if (o == NULL) {
			at = end != NULL && end >= b->copy.data &&
			    end <= b->copy.data + len ?
			    (size_t)(end - b->copy.data) : len;
			/* cJSON stops at the end of a cut line, inside a bad one. */
			/* cJSON stops at the '[' or '{' one level too deep. */
			if (at < len && (s[at] == '[' || s[at] == '{') &&
			    depth_at(s, at) >= CJSON_NESTING_LIMIT)
				bdiag(b, line, "JSON nested deeper than %d "
				    "at column %zu", CJSON_NESTING_LIMIT,
				    utf8_count(s, at) + 1);
			else if (at >= len)
				bdiag(b, line, "not a complete JSON object "
				    "(truncated line?)");
			else
				bdiag(b, line, "not valid JSON at column %zu",
				    utf8_count(s, at) + 1);
			return;
		}
	}
	if (!cJSON_IsObject(o)) {
		bdiag(b, line, "expected a JSON object, got %s", json_type(o));
		return;
	}
	ok = check_id(b, line, o, "tc");
	ok = check_id(b, line, o, "cfg") && ok;
	ok = check_rep(b, line, o, &rep) && ok;
	if (!ok)
		return;
	tc = cJSON_GetObjectItemCaseSensitive(o, "tc");
	cfg = cJSON_GetObjectItemCaseSensitive(o, "cfg");
	ltc = strtab_intern(&b->tcs, tc->valuestring,
	    strlen(tc->valuestring));
	lcfg = strtab_intern(&b->cfgs, cfg->valuestring,
	    strlen(cfg->valuestring));

	/* The shape of the last line of this test case, if it fits. */
	b->nlmeta = 0;
	b->bad_name = UINT32_MAX;
	ok = 0;
	if (ltc < b->caphint && b->hint[ltc] != 0) {
		size_t at = 0;

		ok = match(b, &b->shapes[b->hint[ltc] - 1], &at, o, 1);
		if (ok && b->bad_name != UINT32_MAX) {
			bdiag(b, line, "metric '%s' is not a finite number",
			    b->names.strs[b->bad_name]);
			b->nvals = v0;
			return;
		}
		if (!ok) {
			b->nvals = v0;
			b->nlmeta = 0;
			b->bad_name = UINT32_MAX;
		}
	}
	if (!ok) {
		long dup;

		shape_clear(&b->building);
		b->name.len = 0;
		if (!walk(b, line, o, 1)) {
			b->nvals = v0;
			return;
		}
		if ((dup = twice(b, v0)) >= 0) {
			bdiag(b, line, "metric '%s' is given twice (a dotted "
			    "key and a nested object name the same metric)",
			    b->names.strs[dup]);
			b->nvals = v0;
			return;
		}
		/* Keep the shape for the next lines of this test case. */
		if (b->nshapes < MAX_SHAPES && shape_clean(&b->building)) {
			xgrow(&b->shapes, &b->capshapes, b->nshapes + 1,
			    sizeof(*b->shapes));
			b->shapes[b->nshapes++] = b->building;
			memset(&b->building, 0, sizeof(b->building));
			xgrow_zero(&b->hint, &b->caphint, (size_t)ltc + 1,
			    sizeof(*b->hint));
			b->hint[ltc] = (uint32_t)b->nshapes;
		}
	}

	/* The line is a run: file it. */
	xgrow(&b->rows, &b->caprows, b->nrows + 1, sizeof(*b->rows));
	r = &b->rows[b->nrows++];
	memset(r, 0, sizeof(*r));
	r->ltc = ltc;
	r->lcfg = lcfg;
	r->rep = rep;
	r->lline = line;
	r->val0 = (uint32_t)v0;
	r->nval = (uint32_t)(b->nvals - v0);
	r->meta0 = (uint32_t)b->nmetas;
	r->nmeta = (uint32_t)b->nlmeta;
	for (i = v0; i < b->nvals; i++)
		if (b->vals[i].name >= b->capseen ||
		    !(b->seen[b->vals[i].name] & 1))
			seen_mark(b, b->vals[i].name, 1, &b->vorder,
			    &b->nvorder, &b->capvorder);
	xgrow(&b->metas, &b->capmetas, b->nmetas + b->nlmeta,
	    sizeof(*b->metas));
	for (k = 0; k < b->nlmeta; k++) {
		uint32_t nm = b->lmeta[k].name, off;

		/* Most metadata repeats the last line's: try that first. */
		if (nm < b->caplast && b->last[nm] != 0 && strcmp(b->pool.data +
		    b->last[nm] - 1, b->lmeta[k].s) == 0)
			off = b->last[nm] - 1;
		else {
			off = pool_intern(b, b->lmeta[k].s);
			xgrow_zero(&b->last, &b->caplast, (size_t)nm + 1,
			    sizeof(*b->last));
			b->last[nm] = off + 1;
		}
		b->metas[b->nmetas].name = nm;
		b->metas[b->nmetas++].off = off;
		if (b->lmeta[k].name >= b->capseen ||
		    !(b->seen[b->lmeta[k].name] & 2))
			seen_mark(b, b->lmeta[k].name, 2, &b->morder,
			    &b->nmorder, &b->capmorder);
	}
}

/* Parses the lines of block b (its bytes are b->start..b->end). */
static void
block_parse(struct loader *L, struct block *b)
{
	const char *p = L->buf + b->start, *e = L->buf + b->end, *nl;
	uint32_t line = 0;

	while (p < e) {
		nl = memchr(p, '\n', (size_t)(e - p));
		if (nl == NULL)
			nl = e;
		line++;
		if ((size_t)(nl - p) > RUNS_LINE_MAX)
			bdiag(b, line, "line longer than %u bytes",
			    RUNS_LINE_MAX);
		else
			load_line(b, p, (size_t)(nl - p), line);
		arena_reset(cur_arena);
		p = nl + 1;
	}
	b->nlines = line;
	b->nchunks = runs_chunks_build(b->rows, b->nrows, b->vals, b->metas,
	    b->names.len, &b->chunks, &b->capchunks);
}

/* Empties a block for the next one, keeping its allocations. */
static void
block_clear(struct block *b)
{
	size_t i;

	strtab_free(&b->names);
	strtab_free(&b->tcs);
	strtab_free(&b->cfgs);
	for (i = 0; i < b->ndiags; i++)
		free(b->diags[i].msg);
	for (i = 0; i < b->nshapes; i++)
		shape_free(&b->shapes[i]);
	for (i = 0; i < b->nchunks; i++)
		runs_chunk_free(&b->chunks[i]);
	free(b->pool.data);
	memset(&b->pool, 0, sizeof(b->pool));
	if (b->npslots > 0)
		memset(b->pslots, 0, b->npslots * sizeof(*b->pslots));
	if (b->capseen > 0)
		memset(b->seen, 0, b->capseen);
	if (b->caphint > 0)
		memset(b->hint, 0, b->caphint * sizeof(*b->hint));
	if (b->caplast > 0)
		memset(b->last, 0, b->caplast * sizeof(*b->last));
	b->nrows = b->nvals = b->nmetas = b->ndiags = b->npool = 0;
	b->nvorder = b->nmorder = b->nshapes = b->nchunks = 0;
	b->nlines = 0;
}

static void
block_free(struct block *b)
{
	block_clear(b);
	shape_free(&b->building);
	free(b->rows);
	free(b->vals);
	free(b->metas);
	free(b->diags);
	free(b->pslots);
	free(b->vorder);
	free(b->morder);
	free(b->seen);
	free(b->shapes);
	free(b->hint);
	free(b->last);
	free(b->chunks);
	free(b->lmeta);
	buf_free(&b->name);
	buf_free(&b->copy);
}

/*
 * Files a parsed block into the runset: its names get global ids in
 * order of first appearance, its chunks are handed over, and its runs
 * and problems go in line order.  Blocks are merged in file order.
 */
static void
merge(struct loader *L, struct block *b)
{
	struct runset *rs = L->rs;
	size_t nn = b->names.len, i, di = 0;
	uint32_t *gm = xcalloc(nn + 1, sizeof(*gm)),
	    *gk = xcalloc(nn + 1, sizeof(*gk)),
	    *gc = xcalloc(b->nchunks + 1, sizeof(*gc)), pool;

	for (i = 0; i < b->nvorder; i++) {
		uint32_t n = b->vorder[i];

		gm[n] = strtab_intern(&rs->metrics, b->names.strs[n],
		    strlen(b->names.strs[n])) + 1;
	}
	for (i = 0; i < b->nmorder; i++) {
		uint32_t n = b->morder[i];

		gk[n] = strtab_intern(&rs->metakeys, b->names.strs[n],
		    strlen(b->names.strs[n])) + 1;
	}
	pool = runs_pool_add(rs, buf_take(&b->pool));
	for (i = 0; i < b->nchunks; i++) {
		struct runchunk *ch = &b->chunks[i];

		runs_chunk_rename(ch, gm, gk);
		ch->pool = pool;
		gc[i] = runs_chunk_add(rs, ch);
	}
	b->nchunks = 0;
	for (i = 0; i < b->nrows; i++) {
		const struct runs_row *r = &b->rows[i];

		for (; di < b->ndiags && b->diags[di].lline < r->lline; di++)
			diag(L->d, DIAG_ERROR, rs->path, L->lines +
			    b->diags[di].lline, 0, "%s", b->diags[di].msg);
		runs_commit(rs, strtab_intern(&rs->tcs, b->tcs.strs[r->ltc],
		    strlen(b->tcs.strs[r->ltc])), strtab_intern(&rs->cfgs,
		    b->cfgs.strs[r->lcfg], strlen(b->cfgs.strs[r->lcfg])),
		    r->rep, L->lines + r->lline, gc[r->chunk], r->pos, L->d);
	}
	for (; di < b->ndiags; di++)
		diag(L->d, DIAG_ERROR, rs->path, L->lines + b->diags[di].lline,
		    0, "%s", b->diags[di].msg);
	L->lines += b->nlines;
	free(gm);
	free(gk);
	free(gc);
}

/* The first line start at or after byte off. */
static size_t
line_start(const struct loader *L, size_t off)
{
	const char *nl;

	if (off == 0)
		return 0;
	if (off >= L->len)
		return L->len;
	nl = memchr(L->buf + off - 1, '\n', L->len - (off - 1));
	return nl != NULL ? (size_t)(nl - L->buf) + 1 : L->len;
}

static void
block_run(struct loader *L, struct block *b, size_t index)
{
	b->index = index;
	b->start = line_start(L, index * L->block);
	b->end = index + 1 < L->nblocks ? line_start(L, (index + 1) *
	    L->block) : L->len;
	block_parse(L, b);
	if (L->mapped) {
		/* Hand the pages back: they stay in the page cache. */
		long pg = sysconf(_SC_PAGESIZE);
		uintptr_t a = ((uintptr_t)(L->buf + b->start) + (uintptr_t)pg -
		    1) & ~((uintptr_t)pg - 1), z = (uintptr_t)(L->buf +
		    b->end) & ~((uintptr_t)pg - 1);

		if (pg > 0 && z > a)
			madvise((void *)a, z - a, MADV_DONTNEED);
	}
}

/* Parsed blocks a thread may hold beyond the merged ones. */
#define AHEAD	4

/*
 * A parsing thread: takes the next block, parses it, and leaves it for
 * its turn.  Whoever finds the next block in file order parsed merges
 * it (one merger at a time), so a thread never waits for a slower one
 * while there is parsing to do.
 */
static void *
worker(void *arg)
{
	struct loader *L = arg;
	struct arena a;
	struct block *b, *m;
	size_t i;

	memset(&a, 0, sizeof(a));
	a.cap = 1u << 20;
	a.base = xmalloc(a.cap);
	cur_arena = &a;
	for (;;) {
		pthread_mutex_lock(&L->mu);
		while (L->next < L->nblocks && L->next - L->merged >= AHEAD)
			pthread_cond_wait(&L->cv, &L->mu);
		i = L->next++;
		if ((b = L->spare) != NULL)
			L->spare = b->next;
		pthread_mutex_unlock(&L->mu);
		if (i >= L->nblocks) {
			if (b != NULL) {
				pthread_mutex_lock(&L->mu);
				b->next = L->spare;
				L->spare = b;
				pthread_mutex_unlock(&L->mu);
			}
			break;
		}
		if (b == NULL)
			b = xcalloc(1, sizeof(*b));
		block_run(L, b, i);
		pthread_mutex_lock(&L->mu);
		L->done[i] = b;
		while (!L->merging && L->merged < L->nblocks &&
		    (m = L->done[L->merged]) != NULL) {
			L->done[L->merged] = NULL;
			L->merging = 1;
			pthread_mutex_unlock(&L->mu);
			merge(L, m);
			if (L->rs->progress != NULL)	/* one merger at a time */
				L->rs->progress(L->rs->progress_arg,
				    m->index + 1 < L->nblocks ? (m->index + 1) *
				    L->block : L->len, L->len);
			block_clear(m);
			pthread_mutex_lock(&L->mu);
			m->next = L->spare;
			L->spare = m;
			L->merged++;
			L->merging = 0;
			pthread_cond_broadcast(&L->cv);
		}
		pthread_mutex_unlock(&L->mu);
	}
	arena_reset(&a);
	free(a.base);
	free(a.big);
	cur_arena = NULL;
	return NULL;
}

static int
load(struct runset *rs, const char *buf, size_t len, int mapped,
    unsigned threads, size_t block, struct diag *d)
{
	static cJSON_Hooks hooks = { arena_alloc, arena_free };
	pthread_t tid[MAX_THREADS];
	struct loader L;
	unsigned n, started = 0, i;

	memset(&L, 0, sizeof(L));
	L.rs = rs;
	L.d = d;
	L.buf = buf;
	L.len = len;
	L.mapped = mapped;
	L.block = block > 0 ? block : BLOCK_SIZE;
	L.nblocks = len / L.block + (len % L.block != 0);
	if (threads == 0) {
		long c = sysconf(_SC_NPROCESSORS_ONLN);

		threads = c > 0 ? (unsigned)c : 1;
	}
	n = threads < MAX_THREADS ? threads : MAX_THREADS;
	if (n > L.nblocks)
		n = L.nblocks > 0 ? (unsigned)L.nblocks : 1;
	L.done = xcalloc(L.nblocks + 1, sizeof(*L.done));
	pthread_mutex_init(&L.mu, NULL);
	pthread_cond_init(&L.cv, NULL);
	cJSON_InitHooks(&hooks);
	for (i = 1; i < n; i++)
		if (pthread_create(&tid[started], NULL, worker, &L) == 0)
			started++;
	worker(&L);	/* this thread too */
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	while (L.spare != NULL) {
		struct block *b = L.spare;

		L.spare = b->next;
		block_free(b);
		free(b);
	}
	free(L.done);
	cJSON_InitHooks(NULL);
	pthread_cond_destroy(&L.cv);
	pthread_mutex_destroy(&L.mu);
	runs_finish(rs);
	return 1;
}

int
runs_load_mem(struct runset *rs, const char *name, const char *buf,
    size_t len, unsigned threads, size_t block, struct diag *d)
{
	rs->path = xstrdup(name);
	return load(rs, buf, len, 0, threads, block, d);
}

int
runs_load_buf(struct runset *rs, const char *name, const char *buf,
    size_t len, struct diag *d)
{
	return runs_load_mem(rs, name, buf, len, 0, 0, d);
}

int
runs_load(struct runset *rs, const char *path, struct diag *d)
{
	struct stat st;
	struct buf all = {0};
	char *map;
	ssize_t n;
	int fd, rc = 1;

	rs->path = xstrdup(path);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot open: %s",
		    strerror(errno));
		return 0;
	}
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode)) {
		diag(d, DIAG_ERROR, path, 0, 0, "not a regular file");
		close(fd);
		return 0;
	}
	if (st.st_size >= (off_t)MAP_MIN &&
	    (map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd,
	    0)) != MAP_FAILED) {
		madvise(map, (size_t)st.st_size, MADV_SEQUENTIAL);
		close(fd);
		load(rs, map, (size_t)st.st_size, 1, 0, 0, d);
		munmap(map, (size_t)st.st_size);
		return 1;
	}
	/*
	 * Small files (and files whose size says nothing) are read.  A
	 * mapped file that another process truncates while it loads would
	 * raise SIGBUS; results files are written before they are checked.
	 */
	for (;;) {
		xgrow(&all.data, &all.cap, all.len + 65536, 1);
		n = read(fd, all.data + all.len, all.cap - all.len);
		if (n > 0)
			all.len += (size_t)n;
		else if (n == 0)
			break;
		else if (errno != EINTR) {
			diag(d, DIAG_ERROR, path, 0, 0, "read error: %s",
			    strerror(errno));
			rc = 0;
			break;
		}
	}
	close(fd);
	if (rc)
		load(rs, all.data != NULL ? all.data : "", all.len, 0, 0, 0,
		    d);
	else
		runs_finish(rs);
	buf_free(&all);
	return rc;
}

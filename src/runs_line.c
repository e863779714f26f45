/*
 * Parses the lines of one block of results.jsonl (CLAIMS.md section 1)
 * into rows, values and metadata in the block's own ids: the only user
 * of cJSON.  cJSON is lenient where a verifier must not be
 * (shared/LIBRARY-HAZARDS.md), so this file checks on top of it: UTF-8,
 * NUL escapes, duplicate keys, finiteness and the types of tc/cfg/rep.
 *
 * Speed (docs/performance.md has the figures):
 *  - cJSON allocates from the block's arena, reset per line
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
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "runs_line.h"

#define MAX_SHAPES	64		/* per block */

/*
 * The arena cJSON allocates from while a block is parsed.  cJSON's hooks
 * are process-wide, so the hook finds the calling thread's arena through
 * a thread-local pointer: the one piece of global state here, forced by
 * cJSON's API, and set only while runs_block_parse runs.  Freeing is a
 * no-op; arena_reset drops a whole line's tree at once.
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

/* A line's metadata before the line is accepted: strings in the arena. */
struct linemeta {
	uint32_t    name;
	const char *s;
};

/*
 * The parser's own state of a block, kept with it so that its
 * allocations serve the next block the block is reused for.
 */
struct runs_parser {
	struct arena	 arena;		/* cJSON's, reset per line */
	struct runs_val	*vals;		/* the block's values, by row */
	size_t		 nvals, capvals;
	struct runs_mval *metas;	/* the block's metadata, by row */
	size_t		 nmetas, capmetas;
	uint32_t	*pslots;	/* pool offset + 1, open addressing */
	size_t		 npslots, npool;
	uint8_t		*seen;		/* per name: 1 metric, 2 key */
	size_t		 capseen;
	struct shape	*shapes;
	size_t		 nshapes, capshapes;
	uint32_t	*hint;		/* ltc -> shape + 1 */
	size_t		 caphint;
	uint32_t	*last;		/* name -> its last pool offset + 1 */
	size_t		 caplast;
	/* Scratch for one line. */
	struct linemeta	*lmeta;
	size_t		 nlmeta, caplmeta;
	struct shape	 building;
	struct buf	 name;
	struct buf	 copy;
	uint32_t	 bad_name;	/* first non-finite number, or -1 */
};


static void
bdiag_v(struct runs_block *b, uint32_t lline, int warning, const char *fmt,
    va_list ap) __attribute__((format(printf, 4, 0)));
static void
bdiag(struct runs_block *b, uint32_t lline, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void
bwarn(struct runs_block *b, uint32_t lline, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Records a problem of a line, for the merge to report in order. */
static void
bdiag_v(struct runs_block *b, uint32_t lline, int warning, const char *fmt,
    va_list ap)
{
	struct buf m = {0};

	buf_vprintf(&m, fmt, ap);
	xgrow(&b->diags, &b->capdiags, b->ndiags + 1, sizeof(*b->diags));
	b->diags[b->ndiags].lline = lline;
	b->diags[b->ndiags].warning = warning;
	b->diags[b->ndiags++].msg = buf_take(&m);
}

/* A line that is not a run. */
static void
bdiag(struct runs_block *b, uint32_t lline, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	bdiag_v(b, lline, 0, fmt, ap);
	va_end(ap);
}

/* A run with something its author should know. */
static void
bwarn(struct runs_block *b, uint32_t lline, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	bdiag_v(b, lline, 1, fmt, ap);
	va_end(ap);
}

static int
check_id(struct runs_block *b, uint32_t line, const cJSON *o, const char *key)
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
check_rep(struct runs_block *b, uint32_t line, const cJSON *o, uint32_t *rep)
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
leaf(struct runs_block *b, uint32_t name, const cJSON *c)
{
	const char *s;

	if (jis(c, cJSON_Number)) {
		if (!isfinite(c->valuedouble)) {
			if (b->p->bad_name == UINT32_MAX)
				b->p->bad_name = name;
			return;
		}
		if (b->p->nvals >= b->p->capvals)
			xgrow(&b->p->vals, &b->p->capvals, b->p->nvals + 1,
			    sizeof(*b->p->vals));
		b->p->vals[b->p->nvals].name = name;
		b->p->vals[b->p->nvals++].v = c->valuedouble;
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
	xgrow(&b->p->lmeta, &b->p->caplmeta, b->p->nlmeta + 1, sizeof(*b->p->lmeta));
	b->p->lmeta[b->p->nlmeta].name = name;
	b->p->lmeta[b->p->nlmeta++].s = s;
}

/*
 * The fast walk: follows the members of o against shape sh from entry
 * *i, filing leaves.  Returns zero as soon as a key differs from the
 * shape's (the caller then drops what was filed and walks slowly).
 */
static int
match(struct runs_block *b, const struct shape *sh, size_t *i, const cJSON *o,
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
 * dotted paths, and records the line's shape in b->p->building.  Returns
 * zero on a content error (reported).
 */
static int
walk(struct runs_block *b, uint32_t line, const cJSON *o, int top)
{
	struct buf *name = &b->p->name;
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
			shape_add(&b->p->building, c->string, 0, SH_SKIP);
			continue;
		}
		name->len = keep;
		buf_adds(name, c->string);
		if (cJSON_IsObject(c)) {
			shape_add(&b->p->building, c->string, 0, SH_OPEN);
			buf_addc(name, '.');
			ok = walk(b, line, c, 0);
			shape_add(&b->p->building, NULL, 0, SH_CLOSE);
			continue;
		}
		id = strtab_intern(&b->names, name->data, name->len);
		shape_add(&b->p->building, c->string, id, SH_LEAF);
		leaf(b, id, c);
		if (b->p->bad_name != UINT32_MAX) {
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
twice(struct runs_block *b, size_t v0)
{
	size_t n = b->p->nvals - v0, i;
	uint32_t *ids;
	long dup = -1;

	if (n < 2)
		return -1;
	ids = xcalloc(n, sizeof(*ids));
	for (i = 0; i < n; i++)
		ids[i] = b->p->vals[v0 + i].name;
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

/* Returns the offset of s in the block's pool, adding it once. */
static uint32_t
pool_intern(struct runs_block *b, const char *s)
{
	size_t i, n = strlen(s);
	uint32_t off;

	if ((b->p->npool + 1) * 2 > b->p->npslots) {
		size_t ns = b->p->npslots ? b->p->npslots * 2 : 256, j;
		uint32_t *t = xcalloc(ns, sizeof(*t));

		for (j = 0; j < b->p->npslots; j++)
			if (b->p->pslots[j] != 0) {
				const char *o = b->pool.data +
				    b->p->pslots[j] - 1;

				i = util_hash(o, strlen(o)) & (ns - 1);
				while (t[i] != 0)
					i = (i + 1) & (ns - 1);
				t[i] = b->p->pslots[j];
			}
		free(b->p->pslots);
		b->p->pslots = t;
		b->p->npslots = ns;
	}
	for (i = util_hash(s, n) & (b->p->npslots - 1); b->p->pslots[i] != 0;
	    i = (i + 1) & (b->p->npslots - 1))
		if (strcmp(b->pool.data + b->p->pslots[i] - 1, s) == 0)
			return b->p->pslots[i] - 1;
	off = (uint32_t)b->pool.len;
	buf_add(&b->pool, s, n + 1);	/* with its NUL */
	b->p->pslots[i] = off + 1;
	b->p->npool++;
	return off;
}

static void
seen_mark(struct runs_block *b, uint32_t name, uint8_t bit, uint32_t **order,
    size_t *n, size_t *cap)
{
	xgrow_zero(&b->p->seen, &b->p->capseen, (size_t)name + 1, 1);
	if (b->p->seen[name] & bit)
		return;
	b->p->seen[name] |= bit;
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

/*
 * A double holds every integer up to 2^53 exactly; past it, JSON's
 * 12345678901234567891 reads as 12345678901234567168.  Warns once per
 * line about the first integer written outside strings and arrays that
 * does not survive, so no claim is checked against a silently rounded
 * value.  Called only for lines holding a value of that size.
 */
static void
check_big_ints(struct runs_block *b, const char *s, size_t len,
    uint32_t line)
{
	size_t i = 0, j, k, depth = 0;
	char tok[400], back[400];

	while (i < len) {
		if (s[i] == '"') {
			for (i++; i < len && s[i] != '"'; i++)
				if (s[i] == '\\')
					i++;
			i++;
			continue;
		}
		if (s[i] == '[')
			depth++;
		else if (s[i] == ']' && depth > 0)
			depth--;
		if (!(s[i] == '-' || (s[i] >= '0' && s[i] <= '9'))) {
			i++;
			continue;
		}
		j = i + (s[i] == '-');
		for (k = j; k < len && s[k] >= '0' && s[k] <= '9'; k++)
			;
		if (depth == 0 && k - j >= 16 && k - i < sizeof(tok) &&
		    (k == len || (s[k] != '.' && s[k] != 'e' &&
		    s[k] != 'E'))) {
			double d;

			memcpy(tok, s + i, k - i);
			tok[k - i] = '\0';
			d = strtod(tok, NULL);
			snprintf(back, sizeof(back), "%.0f", d);
			if (fabs(d) >= 9007199254740992.0 &&
			    strcmp(back, tok) != 0) {
				bwarn(b, line, "%s at column %zu is past 2^53 "
				    "and reads as %s: claims on it are checked "
				    "against that value (write it in a larger "
				    "unit to keep its digits)", tok,
				    utf8_count(s, i) + 1, back);
				return;
			}
		}
		for (i = k; i < len && ((s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '.' || s[i] == 'e' || s[i] == 'E' || s[i] == '+' ||
		    s[i] == '-'); i++)
			;
	}
}

/* Parses one line, s[0..len) (not NUL-terminated), of block b. */
static void
load_line(struct runs_block *b, const char *s, size_t len, uint32_t line)
{
	const char *end = NULL;
	const cJSON *tc, *cfg;
	cJSON *o;
	size_t i, bad, v0 = b->p->nvals;
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
		b->p->copy.len = 0;
		buf_add(&b->p->copy, s, len);
		buf_add(&b->p->copy, "", 1);
		o = cJSON_ParseWithOpts(b->p->copy.data, &end, 1);
		if (o == NULL) {
			at = end != NULL && end >= b->p->copy.data &&
			    end <= b->p->copy.data + len ?
			    (size_t)(end - b->p->copy.data) : len;
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
	b->p->nlmeta = 0;
	b->p->bad_name = UINT32_MAX;
	ok = 0;
	if (ltc < b->p->caphint && b->p->hint[ltc] != 0) {
		size_t at = 0;

		ok = match(b, &b->p->shapes[b->p->hint[ltc] - 1], &at, o, 1);
		if (ok && b->p->bad_name != UINT32_MAX) {
			bdiag(b, line, "metric '%s' is not a finite number",
			    b->names.strs[b->p->bad_name]);
			b->p->nvals = v0;
			return;
		}
		if (!ok) {
			b->p->nvals = v0;
			b->p->nlmeta = 0;
			b->p->bad_name = UINT32_MAX;
		}
	}
	if (!ok) {
		long dup;

		shape_clear(&b->p->building);
		b->p->name.len = 0;
		if (!walk(b, line, o, 1)) {
			b->p->nvals = v0;
			return;
		}
		if ((dup = twice(b, v0)) >= 0) {
			bdiag(b, line, "metric '%s' is given twice (a dotted "
			    "key and a nested object name the same metric)",
			    b->names.strs[dup]);
			b->p->nvals = v0;
			return;
		}
		/* Keep the shape for the next lines of this test case. */
		if (b->p->nshapes < MAX_SHAPES && shape_clean(&b->p->building)) {
			xgrow(&b->p->shapes, &b->p->capshapes, b->p->nshapes + 1,
			    sizeof(*b->p->shapes));
			b->p->shapes[b->p->nshapes++] = b->p->building;
			memset(&b->p->building, 0, sizeof(b->p->building));
			xgrow_zero(&b->p->hint, &b->p->caphint, (size_t)ltc + 1,
			    sizeof(*b->p->hint));
			b->p->hint[ltc] = (uint32_t)b->p->nshapes;
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
	r->nval = (uint32_t)(b->p->nvals - v0);
	r->meta0 = (uint32_t)b->p->nmetas;
	r->nmeta = (uint32_t)b->p->nlmeta;
	for (i = v0; i < b->p->nvals; i++)
		if (fabs(b->p->vals[i].v) >= 9007199254740992.0) {
			check_big_ints(b, s, len, line);
			break;
		}
	for (i = v0; i < b->p->nvals; i++)
		if (b->p->vals[i].name >= b->p->capseen ||
		    !(b->p->seen[b->p->vals[i].name] & 1))
			seen_mark(b, b->p->vals[i].name, 1, &b->vorder,
			    &b->nvorder, &b->capvorder);
	xgrow(&b->p->metas, &b->p->capmetas, b->p->nmetas + b->p->nlmeta,
	    sizeof(*b->p->metas));
	for (k = 0; k < b->p->nlmeta; k++) {
		uint32_t nm = b->p->lmeta[k].name, off;

		/* Most metadata repeats the last line's: try that first. */
		if (nm < b->p->caplast && b->p->last[nm] != 0 && strcmp(b->pool.data +
		    b->p->last[nm] - 1, b->p->lmeta[k].s) == 0)
			off = b->p->last[nm] - 1;
		else {
			off = pool_intern(b, b->p->lmeta[k].s);
			xgrow_zero(&b->p->last, &b->p->caplast, (size_t)nm + 1,
			    sizeof(*b->p->last));
			b->p->last[nm] = off + 1;
		}
		b->p->metas[b->p->nmetas].name = nm;
		b->p->metas[b->p->nmetas++].off = off;
		if (b->p->lmeta[k].name >= b->p->capseen ||
		    !(b->p->seen[b->p->lmeta[k].name] & 2))
			seen_mark(b, b->p->lmeta[k].name, 2, &b->morder,
			    &b->nmorder, &b->capmorder);
	}
}

void
runs_line_hooks(int on)
{
	static cJSON_Hooks hooks = { arena_alloc, arena_free };

	cJSON_InitHooks(on ? &hooks : NULL);
}

void
runs_block_parse(struct runs_block *b, const char *buf)
{
	const char *p = buf + b->start, *e = buf + b->end, *nl;
	uint32_t line = 0;
	struct arena *a;

	if (b->p == NULL)
		b->p = xcalloc(1, sizeof(*b->p));
	a = &b->p->arena;
	if (a->base == NULL) {
		a->cap = 1u << 20;
		a->base = xmalloc(a->cap);
	}
	cur_arena = a;
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
		arena_reset(a);
		p = nl + 1;
	}
	cur_arena = NULL;
	b->nlines = line;
	b->nchunks = runs_chunks_build(b->rows, b->nrows, b->p->vals,
	    b->p->metas, b->names.len, &b->chunks, &b->capchunks);
	/*
	 * A parsed block may wait for its merge: the values are in its
	 * chunks now, and its rows need no room to grow.  A block doubled
	 * both, 56 bytes a run of which 40 % spare, and blocks waiting
	 * were most of the load's peak (issue 25.13).
	 */
	free(b->p->vals);
	free(b->p->metas);
	b->p->vals = NULL;
	b->p->metas = NULL;
	b->p->capvals = b->p->capmetas = 0;
	if (b->nrows > 0 && b->nrows < b->caprows) {
		b->rows = xrealloc(b->rows, b->nrows * sizeof(*b->rows));
		b->caprows = b->nrows;
	}
}

void
runs_block_clear(struct runs_block *b)
{
	size_t i;

	strtab_free(&b->names);
	strtab_free(&b->tcs);
	strtab_free(&b->cfgs);
	for (i = 0; i < b->ndiags; i++)
		free(b->diags[i].msg);
	for (i = 0; i < b->nchunks; i++)
		runs_chunk_free(&b->chunks[i]);
	free(b->pool.data);
	memset(&b->pool, 0, sizeof(b->pool));
	b->nrows = b->ndiags = b->nvorder = b->nmorder = b->nchunks = 0;
	b->nlines = 0;
	if (b->p == NULL)
		return;
	for (i = 0; i < b->p->nshapes; i++)
		shape_free(&b->p->shapes[i]);
	if (b->p->npslots > 0)
		memset(b->p->pslots, 0, b->p->npslots * sizeof(*b->p->pslots));
	if (b->p->capseen > 0)
		memset(b->p->seen, 0, b->p->capseen);
	if (b->p->caphint > 0)
		memset(b->p->hint, 0, b->p->caphint * sizeof(*b->p->hint));
	if (b->p->caplast > 0)
		memset(b->p->last, 0, b->p->caplast * sizeof(*b->p->last));
	b->p->nvals = b->p->nmetas = b->p->npool = b->p->nshapes = 0;
}

void
runs_block_free(struct runs_block *b)
{
	runs_block_clear(b);
	free(b->rows);
	free(b->diags);
	free(b->vorder);
	free(b->morder);
	free(b->chunks);
	if (b->p != NULL) {
		struct runs_parser *ps = b->p;

		shape_free(&ps->building);
		free(ps->vals);
		free(ps->metas);
		free(ps->pslots);
		free(ps->seen);
		free(ps->shapes);
		free(ps->hint);
		free(ps->last);
		free(ps->lmeta);
		buf_free(&ps->name);
		buf_free(&ps->copy);
		arena_reset(&ps->arena);
		free(ps->arena.base);
		free(ps->arena.big);
		free(ps);
	}
	memset(b, 0, sizeof(*b));
}

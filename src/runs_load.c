/*
 * Loads results.jsonl (CLAIMS.md section 1): one JSON object per line.
 * The only user of cJSON.  cJSON is lenient where a verifier must not
 * be (shared/LIBRARY-HAZARDS.md), so this file checks on top of it:
 * UTF-8, NUL escapes, duplicate keys, finiteness and the types of
 * tc/cfg/rep.  Lines are read with a bounded reader so that a huge line
 * is refused without being buffered whole.
 */
#include <sys/stat.h>

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "runs.h"

/* Characters that the address grammar uses, so no id may hold them. */
static const char idbad[] = "/~#*@";

static int
check_id(struct runset *rs, size_t line, struct diag *d, const cJSON *o,
    const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	const unsigned char *p;

	if (v == NULL) {
		diag(d, DIAG_ERROR, rs->path, line, 0, "missing \"%s\"", key);
		return 0;
	}
	if (!cJSON_IsString(v)) {
		diag(d, DIAG_ERROR, rs->path, line, 0,
		    "\"%s\" must be a string", key);
		return 0;
	}
	if (v->valuestring[0] == '\0') {
		diag(d, DIAG_ERROR, rs->path, line, 0, "\"%s\" is empty", key);
		return 0;
	}
	for (p = (const unsigned char *)v->valuestring; *p != '\0'; p++)
		if (*p <= ' ' || *p == 0x7f || strchr(idbad, *p) != NULL) {
			diag(d, DIAG_ERROR, rs->path, line, 0,
			    "\"%s\" value \"%s\" cannot be addressed: ids may "
			    "not hold spaces, control characters or any of "
			    "%s", key, v->valuestring, idbad);
			return 0;
		}
	return 1;
}

static int
check_rep(struct runset *rs, size_t line, struct diag *d, const cJSON *o,
    uint32_t *rep)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, "rep");
	double x;

	if (v == NULL) {
		diag(d, DIAG_ERROR, rs->path, line, 0, "missing \"rep\"");
		return 0;
	}
	x = cJSON_IsNumber(v) ? v->valuedouble : NAN;
	if (!cJSON_IsNumber(v) || !(x >= 1 && x <= 4294967295.0) ||
	    x != floor(x)) {
		diag(d, DIAG_ERROR, rs->path, line, 0,
		    "\"rep\" must be an integer >= 1");
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

/*
 * Files the members of an object as metrics and metadata, with nested
 * objects named by dotted paths.  Returns zero on a content error.
 */
static int
walk(struct runset *rs, size_t line, struct diag *d, const cJSON *o,
    struct buf *name, int top)
{
	const cJSON *c;
	const char *dup;
	size_t keep = name->len;
	char *json;
	int ok = 1;

	if ((dup = dup_key(o)) != NULL) {
		diag(d, DIAG_ERROR, rs->path, line, 0, "duplicate key \"%s%s\"",
		    name->len ? name->data : "", dup);
		return 0;
	}
	for (c = o->child; c != NULL && ok; c = c->next) {
		if (top && (strcmp(c->string, "tc") == 0 ||
		    strcmp(c->string, "cfg") == 0 ||
		    strcmp(c->string, "rep") == 0))
			continue;
		name->len = keep;
		buf_adds(name, c->string);
		if (cJSON_IsNumber(c)) {
			if (!isfinite(c->valuedouble)) {
				diag(d, DIAG_ERROR, rs->path, line, 0,
				    "metric '%s' is not a finite number",
				    name->data);
				ok = 0;
			} else
				runs_add_value(rs, name->data, name->len,
				    c->valuedouble);
		} else if (cJSON_IsObject(c)) {
			buf_addc(name, '.');
			ok = walk(rs, line, d, c, name, 0);
		} else if (cJSON_IsString(c)) {
			runs_add_meta(rs, name->data, name->len,
			    c->valuestring);
		} else if (cJSON_IsBool(c)) {
			runs_add_meta(rs, name->data, name->len,
			    cJSON_IsTrue(c) ? "true" : "false");
		} else if (cJSON_IsArray(c)) {
			json = cJSON_PrintUnformatted(c);
			runs_add_meta(rs, name->data, name->len,
			    json != NULL ? json : "[]");
			cJSON_free(json);
		}
		/* null: not measured in this run. */
	}
	name->len = keep;
	if (name->data != NULL)
		name->data[keep] = '\0';
	return ok;
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

/* Loads one line, NUL-terminated at s[len]. */
static void
load_line(struct runset *rs, char *s, size_t len, size_t line,
    struct diag *d)
{
	const char *end = NULL;
	struct buf name = {0};
	cJSON *o;
	size_t i, bad;
	uint32_t rep = 0;
	int ok;

	if (line == 1 && len >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) {
		s += 3;
		len -= 3;
	}
	if (len > 0 && s[len - 1] == '\r')
		s[--len] = '\0';
	for (i = 0; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i == len)
		return;
	if ((bad = utf8_check(s, len)) < len) {
		diag(d, DIAG_ERROR, rs->path, line, 0,
		    "invalid UTF-8 at column %zu", utf8_count(s, bad) + 1);
		return;
	}
	if (memchr(s, '\0', len) != NULL) {
		/* cJSON would stop there and never see the rest. */
		diag(d, DIAG_ERROR, rs->path, line, 0,
		    "NUL byte at column %zu", utf8_count(s,
		    (size_t)((char *)memchr(s, '\0', len) - s)) + 1);
		return;
	}
	if ((bad = nul_escape(s, len)) < len) {
		diag(d, DIAG_ERROR, rs->path, line, 0,
		    "\\u0000 is not allowed in a string (column %zu)",
		    utf8_count(s, bad) + 1);
		return;
	}
	o = cJSON_ParseWithOpts(s, &end, 1);
	if (o == NULL) {
		size_t at = end != NULL && end >= s && end <= s + len ?
		    (size_t)(end - s) : len;

		/* cJSON stops at the end of a cut line, inside a bad one. */
		if (at >= len)
			diag(d, DIAG_ERROR, rs->path, line, 0,
			    "not a complete JSON object (truncated line?)");
		else
			diag(d, DIAG_ERROR, rs->path, line, 0,
			    "not valid JSON at column %zu",
			    utf8_count(s, at) + 1);
		return;
	}
	if (!cJSON_IsObject(o)) {
		diag(d, DIAG_ERROR, rs->path, line, 0,
		    "expected a JSON object, got %s", json_type(o));
		cJSON_Delete(o);
		return;
	}
	ok = check_id(rs, line, d, o, "tc");
	ok = check_id(rs, line, d, o, "cfg") && ok;
	ok = check_rep(rs, line, d, o, &rep) && ok;
	if (ok) {
		runs_begin(rs, line);
		if (walk(rs, line, d, o, &name, 1))
			runs_commit(rs,
			    cJSON_GetObjectItemCaseSensitive(o, "tc")
				->valuestring,
			    cJSON_GetObjectItemCaseSensitive(o, "cfg")
				->valuestring, rep, d);
		else {
			/* Discard what walk filed before the error. */
			for (i = rs->runs[rs->nruns].meta0; i < rs->nmeta; i++)
				free(rs->meta[i].value);
			rs->nvals = rs->runs[rs->nruns].val0;
			rs->nmeta = rs->runs[rs->nruns].meta0;
		}
	}
	buf_free(&name);
	cJSON_Delete(o);
}

int
runs_load_buf(struct runset *rs, const char *name, const char *buf,
    size_t len, struct diag *d)
{
	struct buf line = {0};
	size_t start = 0, lineno = 0, nl;
	const char *p;

	rs->path = xstrdup(name);
	while (start < len) {
		lineno++;
		p = memchr(buf + start, '\n', len - start);
		nl = p != NULL ? (size_t)(p - buf) : len;
		if (nl - start > RUNS_LINE_MAX)
			diag(d, DIAG_ERROR, rs->path, lineno, 0,
			    "line longer than %u bytes", RUNS_LINE_MAX);
		else {
			line.len = 0;
			buf_add(&line, buf + start, nl - start);
			if (line.data == NULL)
				buf_add(&line, "", 0);
			load_line(rs, line.data, line.len, lineno, d);
		}
		start = nl + 1;
	}
	buf_free(&line);
	runs_finish(rs);
	return 1;
}

int
runs_load(struct runset *rs, const char *path, struct diag *d)
{
	enum { CHUNK = 1 << 16 };
	struct stat st;
	FILE *f;
	char *buf;
	size_t cap = CHUNK, start = 0, end = 0, lineno = 0, scan = 0, n;
	int skipping = 0, eof = 0, rc = 1;
	char *nl;

	rs->path = xstrdup(path);
	if ((f = fopen(path, "rb")) == NULL) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot open: %s",
		    strerror(errno));
		return 0;
	}
	if (fstat(fileno(f), &st) == -1 || !S_ISREG(st.st_mode)) {
		diag(d, DIAG_ERROR, path, 0, 0, "not a regular file");
		fclose(f);
		return 0;
	}
	buf = xmalloc(cap + 1);
	for (;;) {
		nl = end > scan ? memchr(buf + scan, '\n', end - scan) : NULL;
		if (nl == NULL && !eof) {
			if (skipping) {
				/* Throw away the rest of an over-long line. */
				start = scan = end = 0;
			} else if (end - start > RUNS_LINE_MAX) {
				diag(d, DIAG_ERROR, path, lineno + 1, 0,
				    "line longer than %u bytes", RUNS_LINE_MAX);
				skipping = 1;
				start = scan = end = 0;
			} else if (start > 0) {
				memmove(buf, buf + start, end - start);
				end -= start;
				scan -= start;
				start = 0;
			}
			if (end + CHUNK > cap) {
				cap *= 2;
				buf = xrealloc(buf, cap + 1);
			}
			scan = end;
			n = fread(buf + end, 1, cap - end, f);
			end += n;
			if (n == 0) {
				if (ferror(f)) {
					diag(d, DIAG_ERROR, path, 0, 0,
					    "read error: %s", strerror(errno));
					rc = 0;
					break;
				}
				eof = 1;
			}
			continue;
		}
		if (nl == NULL && start == end)
			break;
		n = nl != NULL ? (size_t)(nl - buf) : end;
		lineno++;
		if (skipping)
			skipping = 0;
		else if (n - start > RUNS_LINE_MAX)
			diag(d, DIAG_ERROR, path, lineno, 0,
			    "line longer than %u bytes", RUNS_LINE_MAX);
		else {
			buf[n] = '\0';
			load_line(rs, buf + start, n - start, lineno, d);
		}
		start = scan = nl != NULL ? n + 1 : end;
		if (nl == NULL)
			break;
	}
	free(buf);
	fclose(f);
	runs_finish(rs);
	return rc;
}

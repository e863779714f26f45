/*
 * The checker's data, one small script per test case and per (test
 * case, metric), so that the page carries none of the runs and the
 * checker loads only what a reader opens: a test case of 125,000 runs
 * costs its index and one metric's values, never the whole file.
 * Scripts, not JSON fetched, because browsers refuse fetch() on file://
 * while a <script src> of the same folder loads (and CSP allows 'self').
 *
 *	data/runs/TC.js		vrData("runs", "TC", {cfg, rep, line, meta})
 *	data/runs/TC/M.js	vrData("metric", "TC/M", {n, w, base, scale,
 *				    data})
 *
 * A test case of more than CHECKER_PART_RUNS runs has its scripts cut
 * into parts of that many runs, so that no file passes the site's
 * 5 MB: TC.js, TC.1.js, TC.2.js... (a stem has no '.'), each calling
 * vrData(kind, key, payload, part, parts) with its slice of the arrays
 * or of the values; the checker loads the first, learns how many
 * there are, loads the rest and joins them.
 *
 * Runs are in group order (configs as the file first shows them), rep
 * order within a group; a metric's values follow the same order.  The
 * values are packed, not written as decimals: formatting and writing
 * a million runs' worth of decimal text was most of a site build.
 * data is base64 of n little-endian codes of w bytes each.  With w of
 * 1 to 4 a value is (base + code) / 10^scale, the code of all ones
 * meaning absent: the loader's integer columns (runs.h) brought to one
 * scale, less their minimum, so that counters of similar size take two
 * or three bytes.  With w of 8 the codes are IEEE doubles, NaN absent.
 * Either way the checker gets the very doubles runs_value gives.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"
#include "render_checker.h"

/* Metadata makes every run's row wide; past this many runs, or this
 * many bytes, it stays in results.jsonl (the row shows the line to
 * look at). */
#define CHECKER_META_MAX	2000

/*
 * A test case whose scripts come to at most CHECKER_PACK_SMALL bytes
 * shares a pack, data/runs/~pack/N.js ("~p" is no test case's stem),
 * with the next ones, up to about CHECKER_PACK_MAX bytes a pack: the
 * checker loads the pack, whose calls of vrData name their test case
 * and metric.  The page says which pack holds a test case (tcpack).
 */
#define CHECKER_PACK_SMALL	(16u * 1024)
#define CHECKER_PACK_MAX	(1u << 20)
/*
 * When a file per (test case, metric) would pass the site's file budget
 * (60 test cases x 500 metrics of a run each: 30,000 files of 643 KB),
 * a test case whose scripts average at most CHECKER_PACK_DENSE bytes is
 * packed too, up to CHECKER_PACK_MAX.  Only then, so that a site that
 * fitted keeps its files.
 */
#define CHECKER_PACK_DENSE	(4u * 1024)
/* The scripts held in memory before they are handed to flush. */
#define CHECKER_HOLD_MAX	(32u << 20)
#define CHECKER_META_BYTES	(2u << 20)

/*
 * Runs a script holds at most: a run costs at most about 30 bytes of
 * TC.js (config, rep and line in decimal, with commas) and 11 of a
 * metric's script (8 bytes of double in base64), so a part stays
 * under 5 MB.
 */
#ifndef CHECKER_PART_RUNS	/* the fuzz build makes it small */
#define CHECKER_PART_RUNS	150000
#endif

/* The groups of one test case, in group order (runs_tc_groups). */
struct tcgroups {
	const uint32_t	*g;
	size_t		 n;
};

/* Room for n more bytes at the end of b; the caller sets b->len. */
static char *
room(struct buf *b, size_t n)
{
	xgrow(&b->data, &b->cap, b->len + n + 1, 1);
	return b->data + b->len;
}

/* Appends x in decimal: digits() without a call per character. */
static void
add_uint(struct buf *b, uint64_t x)
{
	char tmp[24], *p = room(b, sizeof(tmp));
	int n = 0;

	do {
		tmp[n++] = (char)('0' + x % 10);
		x /= 10;
	} while (x > 0);
	while (n > 0)
		*p++ = tmp[--n];
	b->len = (size_t)(p - b->data);
	*p = '\0';
}

static void
add_int(struct buf *b, int64_t x)
{
	if (x < 0)
		buf_addc(b, '-');
	add_uint(b, x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x);
}

/* Appends bytes[0..n-1] as base64 with padding (atob reads it). */
static void
add_base64(struct buf *b, const unsigned char *in, size_t n)
{
	static const char abc[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	char *p = room(b, (n + 2) / 3 * 4);
	size_t i;

	for (i = 0; i + 3 <= n; i += 3) {
		uint32_t v = (uint32_t)in[i] << 16 | (uint32_t)in[i + 1] << 8 |
		    in[i + 2];

		p[0] = abc[v >> 18];
		p[1] = abc[v >> 12 & 63];
		p[2] = abc[v >> 6 & 63];
		p[3] = abc[v & 63];
		p += 4;
	}
	if (i < n) {
		uint32_t v = (uint32_t)in[i] << 16 |
		    (i + 1 < n ? (uint32_t)in[i + 1] << 8 : 0);

		p[0] = abc[v >> 18];
		p[1] = abc[v >> 12 & 63];
		p[2] = i + 1 < n ? abc[v >> 6 & 63] : '=';
		p[3] = '=';
		p += 4;
	}
	b->len = (size_t)(p - b->data);
	*p = '\0';
}

/*
 * Runs from..to-1 of the test case's (in group order): their numbers
 * (config id, rep, line) as a JSON array.
 */
static void
run_numbers(struct buf *b, const struct runset *rs, const struct tcgroups *tg,
    int what, size_t from, size_t to)
{
	size_t gi, k, at = 0;

	buf_addc(b, '[');
	for (gi = 0; gi < tg->n && at < to; gi++) {
		const struct rungroup *gr = &rs->groups[tg->g[gi]];

		if (at + gr->len <= from) {
			at += gr->len;
			continue;
		}
		for (k = from > at ? from - at : 0; k < gr->len &&
		    at + k < to; k++) {
			const struct run *r = &rs->runs[gr->runs[k]];

			if (at + k > from)
				buf_addc(b, ',');
			add_uint(b, what == 0 ? gr->cfg : what == 1 ? r->rep :
			    r->line);
		}
		at += gr->len;
	}
	buf_addc(b, ']');
}

/* How many parts n runs take. */
static size_t
parts_of(size_t n)
{
	return n <= CHECKER_PART_RUNS ? 1 :
	    (n + CHECKER_PART_RUNS - 1) / CHECKER_PART_RUNS;
}

/* The runs from..to-1 of n that part p of parts holds. */
static void
part_range(size_t p, size_t parts, size_t n, size_t *from, size_t *to)
{
	*from = p * CHECKER_PART_RUNS;
	*to = parts == 1 || *from + CHECKER_PART_RUNS > n ? n :
	    *from + CHECKER_PART_RUNS;
}

/*
 * Ends part p's call of vrData (with the part and the count when there
 * are parts) and adds it to the site as pstem.js, pstem.1.js..., the
 * site taking b's data.
 */
static void
part_add(struct site *s, struct buf *b, const char *pstem, size_t p,
    size_t parts)
{
	struct buf path = {0};

	if (parts > 1) {
		buf_addc(b, ',');
		add_uint(b, p);
		buf_addc(b, ',');
		add_uint(b, parts);
	}
	buf_adds(b, ");\n");
	if (p == 0)
		buf_printf(&path, "%s.js", pstem);
	else
		buf_printf(&path, "%s.%zu.js", pstem, p);
	site_add(s, path.data, b->data, b->len);
	buf_free(&path);
}

static void
runs_file(struct site *s, const struct runset *rs, uint32_t t,
    const char *stem, const struct tcgroups *tg)
{
	struct buf b, mb = {0}, pstem = {0};
	size_t gi, g, k, n = 0, j, p, parts, from, to;
	const char *sep = "";
	int meta;

	for (gi = 0; gi < tg->n; gi++)
		n += rs->groups[tg->g[gi]].len;
	meta = n <= CHECKER_META_MAX;	/* and so in one part */
	parts = parts_of(n);
	buf_printf(&pstem, "data/runs/%s", stem);
	for (p = 0; p < parts; p++) {
		memset(&b, 0, sizeof(b));
		part_range(p, parts, n, &from, &to);
		buf_adds(&b, "vrData(\"runs\",");
		json_str(&b, rs->tcs.strs[t]);
		buf_adds(&b, ",{\"cfg\":");
		run_numbers(&b, rs, tg, 0, from, to);
		buf_adds(&b, ",\"rep\":");
		run_numbers(&b, rs, tg, 1, from, to);
		buf_adds(&b, ",\"line\":");
		run_numbers(&b, rs, tg, 2, from, to);
		buf_adds(&b, ",\"meta\":");
		if (!meta)
			buf_adds(&b, "null");
		else {
			/* Each run's own keys: not runs x every key. */
			struct runs_meta_list ml;
			uint32_t *ids = xmalloc((n + 1) * sizeof(*ids));
			size_t ni = 0;

			for (gi = 0; gi < tg->n; gi++)
				for (g = tg->g[gi], k = 0;
				    k < rs->groups[g].len; k++)
					ids[ni++] = rs->groups[g].runs[k];
			runs_meta_rows(rs, ids, ni, &ml);
			buf_addc(&mb, '[');
			for (k = 0; k < ni; k++) {
				buf_printf(&mb, "%s{", sep);
				for (j = ml.start[k]; j < ml.start[k + 1];
				    j++) {
					buf_printf(&mb, "%s\"%u\":",
					    j > ml.start[k] ? "," : "",
					    (unsigned)ml.keys[j]);
					json_str(&mb, ml.vals[j]);
				}
				buf_addc(&mb, '}');
				sep = ",";
			}
			buf_addc(&mb, ']');
			runs_meta_list_free(&ml);
			free(ids);
			/* Long strings: the script stays under 5 MB. */
			if (mb.len > CHECKER_META_BYTES)
				buf_adds(&b, "null");
			else
				buf_add(&b, mb.data, mb.len);
			buf_free(&mb);
		}
		buf_addc(&b, '}');
		part_add(s, &b, pstem.data, p, parts);
	}
	buf_free(&pstem);
}

/* How a metric's values are packed: see the top of the file. */
struct pack {
	size_t	 n;		/* runs */
	int	 w;		/* bytes a code: 1..4, or 8 for doubles */
	int	 scale;		/* w < 8: the decimals of every value */
	int64_t	 base;		/* w < 8: the smallest value x 10^scale */
	int	 any;		/* some run has the metric */
	struct runs_fixed f;	/* w < 8: the plan of the codes */
};

/*
 * Chooses the packing of metric m over the test case's runs: integers
 * at one scale (runs_fixed_plan) when their spread fits 4 bytes, else
 * doubles.
 */
static void
pack_plan(const struct runset *rs, const struct tcgroups *tg, uint32_t m,
    struct pack *pk)
{
	int64_t range;

	memset(pk, 0, sizeof(*pk));
	if (!runs_fixed_plan(rs, tg->g, tg->n, m, &pk->f)) {
		pk->n = pk->f.n;
		pk->w = 8;
		pk->any = 1;	/* a column of doubles has a value */
		return;
	}
	pk->n = pk->f.n;
	pk->scale = pk->f.scale;
	pk->any = pk->f.lo <= pk->f.hi;
	pk->base = pk->any ? pk->f.lo : 0;
	range = pk->any ? pk->f.hi - pk->f.lo : 0;
	/* The code of all ones is kept for an absent value. */
	for (pk->w = 1; pk->w < 4 && range >= ((int64_t)1 << 8 * pk->w) - 1;
	    pk->w++)
		;
	if (range >= ((int64_t)1 << 32) - 1)
		pk->w = 8;
}

/* Stores v in w bytes at p, least significant first. */
static void
put_le(unsigned char *p, uint64_t v, int w)
{
	int i;

	for (i = 0; i < w; i++, v >>= 8)
		p[i] = (unsigned char)(v & 0xff);
}

/* Space that grows as the metrics need it, freed by the caller. */
struct scratch {
	unsigned char	*bytes;		/* the packed codes */
	size_t		 capbytes;
	uint64_t	*codes;
	size_t		 capcodes;
	double		*vals;
	size_t		 capvals;
};

/* Writes the codes of metric m as pk says into sc->bytes. */
static void
pack_codes(const struct runset *rs, const struct tcgroups *tg, uint32_t m,
    const struct pack *pk, struct scratch *sc)
{
	unsigned char *out;
	size_t i;

	xgrow(&sc->bytes, &sc->capbytes, pk->n * (size_t)pk->w + 1, 1);
	out = sc->bytes;
	if (pk->w < 8) {
		xgrow(&sc->codes, &sc->capcodes, pk->n + 1, sizeof(uint64_t));
		runs_fixed_gather(rs, tg->g, tg->n, m, &pk->f,
		    ((uint64_t)1 << 8 * pk->w) - 1, sc->codes);
		for (i = 0; i < pk->n; i++, out += pk->w)
			put_le(out, sc->codes[i], pk->w);
		return;
	}
	/* Doubles as runs_value reads them, NaN for an absent value. */
	xgrow(&sc->vals, &sc->capvals, pk->n + 1, sizeof(double));
	runs_gather_all(rs, tg->g, tg->n, m, sc->vals);
	for (i = 0; i < pk->n; i++, out += 8) {
		uint64_t bits;

		memcpy(&bits, &sc->vals[i], sizeof(bits));
		put_le(out, bits, 8);
	}
}

/* One metric of one test case; returns zero when no run has it. */
static int
metric_file(struct site *s, const struct runset *rs, uint32_t t,
    const char *stem, uint32_t m, const struct tcgroups *tg,
    struct scratch *sc)
{
	struct buf b, key = {0}, pstem = {0};
	struct pack pk;
	size_t p, parts, from, to;

	pack_plan(rs, tg, m, &pk);
	if (!pk.any)
		return 0;
	pack_codes(rs, tg, m, &pk, sc);
	buf_printf(&key, "%s/%u", rs->tcs.strs[t], (unsigned)m);
	buf_printf(&pstem, "data/runs/%s/%u", stem, (unsigned)m);
	parts = parts_of(pk.n);
	for (p = 0; p < parts; p++) {
		memset(&b, 0, sizeof(b));
		part_range(p, parts, pk.n, &from, &to);
		buf_adds(&b, "vrData(\"metric\",");
		json_str(&b, key.data);
		buf_adds(&b, ",{\"n\":");
		add_uint(&b, to - from);
		buf_adds(&b, ",\"w\":");
		add_uint(&b, (uint64_t)pk.w);
		buf_adds(&b, ",\"base\":");
		add_int(&b, pk.base);
		buf_adds(&b, ",\"scale\":");
		add_uint(&b, (uint64_t)pk.scale);
		buf_adds(&b, ",\"data\":\"");
		add_base64(&b, sc->bytes + from * (size_t)pk.w,
		    (to - from) * (size_t)pk.w);
		buf_adds(&b, "\"}");
		part_add(s, &b, pstem.data, p, parts);
	}
	buf_free(&key);
	buf_free(&pstem);
	return 1;
}

void
render_checker_data(struct site *s, const struct runset *rs,
    struct render_present *present, int (*flush)(void *), void *arg)
{
	struct scratch sc;
	struct tcgroups tg;
	uint32_t t, *ms;
	size_t k, nm;
	int dense = 0;

	struct site one;
	struct buf pack = {0}, path = {0};
	size_t npacks = 0, bytes = 0, i, size, held = 0, budget =
	    present->budget != 0 ? present->budget : SITE_BYTES_MAX,
	    max_files = present->max_files != 0 ? present->max_files :
	    SITE_FILES_MAX;

	memset(&sc, 0, sizeof(sc));
	memset(&one, 0, sizeof(one));
	present->start = xcalloc(rs->tcs.len + 1, sizeof(*present->start));
	present->pack = xcalloc(rs->tcs.len + 1, sizeof(*present->pack));
	/* A file per test case and per metric of it: within the budget? */
	for (t = 0, i = 64; t < rs->tcs.len && !dense; t++) {
		tg.g = runs_tc_groups(rs, t, &tg.n);
		i += 1 + runs_groups_metrics(rs, tg.g, tg.n, &ms);
		free(ms);
		dense = i > max_files;
	}
	for (t = 0; t < rs->tcs.len && !present->over && !present->failed;
	    t++) {
		char *file = render_tc_stem(rs->tcs.strs[t]);
		int own = 0;

		size = 0;
		tg.g = runs_tc_groups(rs, t, &tg.n);
		runs_file(&one, rs, t, file, &tg);
		/* The test case's own metrics, not every metric of the file. */
		nm = runs_groups_metrics(rs, tg.g, tg.n, &ms);
		for (k = 0; k <= nm; k++) {
			if (k > 0 && metric_file(&one, rs, t, file, ms[k - 1],
			    &tg, &sc)) {
				xgrow(&present->metrics, &present->cap,
				    present->n + 1, sizeof(*present->metrics));
				present->metrics[present->n++] = ms[k - 1];
			}
			for (i = size = 0; i < one.n; i++)
				size += one.files[i].len;
			/*
			 * The budget, script by script: one test case of a
			 * metric per run makes runs x metrics bytes.
			 */
			if (bytes + size > budget || s->n + one.n + npacks >
			    max_files) {
				present->over = 1;
				break;
			}
			/*
			 * A large test case's scripts are its own files; past
			 * the file budget, only when they are large on average.
			 */
			if (size > CHECKER_PACK_SMALL && (!dense ||
			    size > CHECKER_PACK_MAX ||
			    size > CHECKER_PACK_DENSE * one.n))
				own = 1;
			if (!own)
				continue;
			held += size;
			bytes += size;
			size = 0;
			site_move(s, &one);
			/* Written as it goes: memory stays bounded. */
			if (held > CHECKER_HOLD_MAX && flush != NULL) {
				if (!flush(arg)) {
					present->failed = 1;
					break;
				}
				held = 0;
			}
		}
		present->start[t + 1] = present->n;
		free(ms);
		free(file);
		if (present->over || present->failed || own) {
			site_free(&one);
			continue;
		}
		bytes += size;
		/*
		 * A small test case's scripts go into a pack with others: a
		 * file per (test case, metric) made 150,000 files of 1.3 MB
		 * of results.  The scripts name what they hold, so a pack
		 * is just their calls one after the other.
		 */
		for (i = 0; i < one.n; i++) {
			buf_add(&pack, one.files[i].data, one.files[i].len);
			free(one.files[i].path);
			free(one.files[i].data);
		}
		one.n = 0;
		present->pack[t] = (uint32_t)npacks + 1;
		if (pack.len >= CHECKER_PACK_MAX) {
			path.len = 0;
			buf_printf(&path, "data/runs/~pack/%zu.js", npacks++);
			site_add(s, path.data, pack.data, pack.len);
			memset(&pack, 0, sizeof(pack));
		}
	}
	if (pack.len > 0) {
		path.len = 0;
		buf_printf(&path, "data/runs/~pack/%zu.js", npacks);
		site_add(s, path.data, pack.data, pack.len);
	} else
		buf_free(&pack);
	buf_free(&path);
	site_free(&one);
	free(sc.bytes);
	free(sc.codes);
	free(sc.vals);
}

void
render_present_free(struct render_present *p)
{
	free(p->start);
	free(p->pack);
	free(p->metrics);
	memset(p, 0, sizeof(*p));
}

/* --- The checker's section of the page ------------------------------ */

/* What the section is made from. */
struct ck {
	const struct report	*rep;
	const struct runset	*rs;
	const struct render_opts *o;
	xmlDocPtr		 doc;
	const char		*steps;	/* the steps file, from the page */
};

/* The element under n with data-slot="name" (the attribute removed). */
static xmlNodePtr
slot_in(xmlNodePtr n, const char *name)
{
	xmlNodePtr f;
	xmlChar *v;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if ((v = xmlGetProp(n, BAD_CAST "data-slot")) != NULL) {
			int same = strcmp((const char *)v, name) == 0;

			xmlFree(v);
			if (same) {
				xmlUnsetProp(n, BAD_CAST "data-slot");
				return n;
			}
		}
		if ((f = slot_in(n->children, name)) != NULL)
			return f;
	}
	return NULL;
}

/*
 * An expression as JSON for the checker to evaluate as claim_eval.c
 * does: a number, a metric's name, ["$", N, value] for a column of
 * the row, ["neg", a], [op, a, b] for + - * /, [fn, a] for an
 * aggregate of per-run values and ["n"] for n().
 */
static void
expr_json(struct buf *b, const struct expr *x, const struct claim *c)
{
	static const char *const ops[] = { "+", "-", "*", "/" };

	if (x == NULL) {
		buf_adds(b, "null");
		return;
	}
	switch (x->op) {
	case EXPR_NUM:
		json_num(b, x->num);
		return;
	case EXPR_METRIC:
		json_str(b, x->name);
		return;
	case EXPR_COL:
		buf_printf(b, "[\"$\",%d,", x->col);
		json_num(b, c->cols != NULL && (size_t)x->col <= c->ncols ?
		    c->cols[x->col - 1] : NAN);
		buf_addc(b, ']');
		return;
	case EXPR_NEG:
		buf_adds(b, "[\"neg\",");
		expr_json(b, x->a, c);
		buf_addc(b, ']');
		return;
	case EXPR_CALL:
		buf_addc(b, '[');
		json_str(b, stats_name(x->fn));
		if (x->a != NULL) {
			buf_addc(b, ',');
			expr_json(b, x->a, c);
		}
		buf_addc(b, ']');
		return;
	default:
		buf_printf(b, "[\"%s\",", ops[x->op - EXPR_ADD]);
		expr_json(b, x->a, c);
		buf_addc(b, ',');
		expr_json(b, x->b, c);
		buf_addc(b, ']');
		return;
	}
}

/*
 * A written number as the checker reads it: [value, half, decimals,
 * scale, sign, kind, the text from the digits' end to the number's
 * end (scale and suffix: "%", " pp", "M"), the thousands separator
 * ("" for none), whether the minus is ASCII, the text after it].
 */
static void
written_json(struct buf *b, const struct claim *c, const struct written *w)
{
	static const char *const kinds[] = { "plain", "pct", "pp", "ratio" };

	buf_addc(b, '[');
	json_num(b, w->value);
	buf_addc(b, ',');
	json_num(b, w->half);
	buf_printf(b, ",%d,", w->decimals);
	json_num(b, w->scale);
	buf_printf(b, ",%d,\"%s\",", w->sign, kinds[w->kind]);
	{
		struct buf t = {0};

		buf_add(&t, c->text + w->digits_end, w->end - w->digits_end);
		json_str(b, t.data != NULL ? t.data : "");
		buf_free(&t);
	}
	/* The grouping as claim_verdict.c finds it, then the minus. */
	{
		const char *sep = "";
		size_t i;

		for (i = w->start; i < w->num_end && *sep == '\0'; i++)
			if (c->text[i] == ',')
				sep = ",";
			else if (strncmp(c->text + i, "\xE2\x80\x89", 3) == 0)
				sep = "\xE2\x80\x89";
			else if (strncmp(c->text + i, "\xE2\x80\xAF", 3) == 0)
				sep = "\xE2\x80\xAF";
		buf_addc(b, ',');
		json_str(b, sep);
	}
	buf_printf(b, ",%d,", w->sign != 0 && c->text[w->start] == '-');
	json_str(b, c->text + w->end);
	buf_addc(b, ']');
}

/*
 * What the checker needs to redo a claim step by step, as claim_eval.c
 * computes it: {sel: "cfg" | "run" | "all" | "cmp" | "const", tc, cfg,
 * cfga, rep, stat (the @ suffix, or null), expr, w: written (w2: the range's second), unit,
 * row, col (the table's labels)}.  Not the result: the checker
 * computes it, and the browser test compares it with verify-report's.
 */
static void
plan_json(struct buf *b, const struct claim *c, const struct html_strings *S)
{
	static const char *const sels[] = { "cfg", "run", "all", "cmp" };
	const struct addr *a = c->addr;
	struct buf u = {0};

	if (a == NULL || !c->evaluated || c->text == NULL) {
		buf_adds(b, "null");
		return;
	}
	buf_adds(b, "{\"sel\":");
	json_str(b, a->constant ? "const" : sels[a->sel]);
	buf_adds(b, ",\"tc\":");
	json_str(b, a->tc);
	buf_adds(b, ",\"cfg\":");
	json_str(b, a->cfg);
	buf_adds(b, ",\"cfga\":");
	json_str(b, a->cfg_a);
	buf_printf(b, ",\"rep\":%u,\"stat\":", (unsigned)a->rep);
	json_str(b, a->has_stat ? stats_name(a->stat) : NULL);
	buf_adds(b, ",\"expr\":");
	expr_json(b, a->expr, c);
	buf_adds(b, ",\"w\":");
	written_json(b, c, &c->num.a);
	if (c->num.is_range) {
		buf_adds(b, ",\"w2\":");
		written_json(b, c, &c->num.b);
	}
	render_chart_unit(&u, c, S);
	buf_adds(b, ",\"unit\":");
	json_str(b, u.data != NULL ? u.data : "");
	buf_free(&u);
	if (c->row_label != NULL) {
		buf_adds(b, ",\"row\":");
		json_str(b, c->row_label);
		buf_adds(b, ",\"col\":");
		json_str(b, c->col_label);
	}
	buf_addc(b, '}');
}

/*
 * The page's steps file: vrData("steps", "", [plan...]) with a plan
 * per claim in claim order (plan_json); a page loads only its own.  A file of its own because the
 * plans weigh as much as the rest of the checker's data, and only a
 * reader who opens a claim needs them.
 */
static void
steps_file(struct site *s, const char *path, const struct report *rep,
    const struct html_strings *S)
{
	struct buf b = {0};
	size_t i;

	buf_adds(&b, "vrData(\"steps\",\"\",[");
	for (i = 0; i < rep->nclaims; i++) {
		if (i)
			buf_addc(&b, ',');
		plan_json(&b, &rep->claims[i], S);
	}
	buf_adds(&b, "]);\n");
	site_add(s, path, b.data, b.len);
}

/* The runs and the claims, as JSON for assets/checker.js. */
static char *
checker_json(const struct ck *p)
{
	const struct runset *rs = p->rs;
	struct buf b = {0};
	size_t i, j;

	/* The script's words, then the names and the claims. */
	buf_adds(&b, "{\"str\":");
	html_strs_json(&b, p->o->strings, "js.");
	buf_adds(&b, ",\"tcs\":[");
	for (i = 0; rs != NULL && i < rs->tcs.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->tcs.strs[i]);
	}
	buf_adds(&b, "],\"cfgs\":[");
	for (i = 0; rs != NULL && i < rs->cfgs.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->cfgs.strs[i]);
	}
	buf_adds(&b, "],\"metrics\":[");
	for (i = 0; rs != NULL && i < rs->metrics.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->metrics.strs[i]);
	}
	buf_adds(&b, "],\"metakeys\":[");
	for (i = 0; rs != NULL && i < rs->metakeys.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->metakeys.strs[i]);
	}
	/* The runs themselves are loaded per test case and metric. */
	buf_adds(&b, "],\"tcfile\":[");
	for (i = 0; rs != NULL && i < rs->tcs.len; i++) {
		char *file = render_tc_stem(rs->tcs.strs[i]);

		if (i)
			buf_addc(&b, ',');
		json_str(&b, file);
		free(file);
	}
	/* Run counts in one pass over the groups, not one per test case. */
	buf_adds(&b, "],\"tcruns\":[");
	if (rs != NULL) {
		size_t *nruns = xcalloc(rs->tcs.len + 1, sizeof(*nruns));

		for (i = 0; i < rs->ngroups; i++)
			nruns[rs->groups[i].tc] += rs->groups[i].len;
		for (i = 0; i < rs->tcs.len; i++)
			buf_printf(&b, "%s%zu", i ? "," : "", nruns[i]);
		free(nruns);
	}
	buf_adds(&b, "],\"tcmetrics\":[");
	for (i = 0; rs != NULL && i < rs->tcs.len; i++) {
		const char *sep = "";

		buf_adds(&b, i ? ",[" : "[");
		for (j = p->o->present != NULL ? p->o->present->start[i] : 0;
		    p->o->present != NULL && j < p->o->present->start[i + 1];
		    j++) {
			buf_printf(&b, "%s%u", sep,
			    (unsigned)p->o->present->metrics[j]);
			sep = ",";
		}
		buf_addc(&b, ']');
	}
	buf_adds(&b, "],\"steps\":");
	json_str(&b, p->steps);
	/* 0: the test case's own scripts; k: in data/runs/~pack/k-1.js. */
	buf_adds(&b, ",\"tcpack\":[");
	for (i = 0; rs != NULL && i < rs->tcs.len; i++)
		buf_printf(&b, "%s%u", i ? "," : "", p->o->present != NULL &&
		    p->o->present->pack != NULL ?
		    (unsigned)p->o->present->pack[i] : 0u);
	/*
	 * Claims as arrays, to keep the page light: [text, line, col,
	 * address, verdict, tc, [metrics]].  The computation is the
	 * tooltip's text (#tip-N); the steps are in the page's steps file
	 * (steps_file), loaded when a claim is opened.
	 */
	buf_adds(&b, "],\"claims\":[");
	for (i = 0; i < p->rep->nclaims; i++) {
		const struct claim *c = &p->rep->claims[i];
		const char *names[8];
		size_t m = 0;

		buf_adds(&b, i ? ",\n[" : "\n[");
		json_str(&b, c->text);
		buf_printf(&b, ",%zu,%zu,", c->line, c->col);
		json_str(&b, c->addr_text);
		buf_addc(&b, ',');
		json_str(&b, claim_verdict_name(c->verdict));
		buf_addc(&b, ',');
		json_str(&b, c->addr != NULL ? c->addr->tc : NULL);
		if (c->addr != NULL)
			m = claim_expr_metrics(c->addr->expr, names, 8);
		buf_adds(&b, ",[");
		for (j = 0; j < m && j < 8; j++) {
			if (j)
				buf_addc(&b, ',');
			json_str(&b, names[j]);
		}
		buf_adds(&b, "]]");
	}
	buf_adds(&b, "]}");
	return buf_take(&b);
}

static void
cell_num(xmlNodePtr td, double v)
{
	struct buf b = {0};

	fmt_num(&b, v, 15, 1);
	html_text(td, b.data);
	buf_free(&b);
}

/*
 * The most cells the prerendered tables of a page may hold (metrics x
 * runs of a test case, summed): past it a test case gets a sentence
 * instead of a table that no reader could use and that would make the
 * page quadratic in the data.  A cell is at most about 30 bytes, so
 * the tables stay under 3 MB and the page under the site's 5 MB a
 * file (500,000 cells made a 5.5 MB page of 20,000 runs).
 */
#define PRERENDER_CELLS_MAX	100000

/*
 * Each test case's runs as a table, for readers without JavaScript:
 * a row per metric, a column per run and a median per config.
 */
static void
prerender(const struct ck *p, xmlNodePtr parent)
{
	const struct runset *rs = p->rs;
	size_t t, m, k, gi, ng, budget = PRERENDER_CELLS_MAX;
	const uint32_t *gs;
	double *vals = NULL;
	size_t capv = 0, ntc = rs->tcs.len;
	struct buf b = {0};

	/* Claims' links land on their evidence (render_evidence.c). */

	for (t = 0; t < ntc; t++) {
		xmlNodePtr det, sum, wrap, table, tr, th, td;
		size_t nruns = 0, cols = 0;

		gs = runs_tc_groups(rs, (uint32_t)t, &ng);
		for (gi = 0; gi < ng; gi++) {
			nruns += rs->groups[gs[gi]].len;
			cols += rs->groups[gs[gi]].len + 1;
		}
		det = html_elc(parent, "details", "runs");
		html_attrf(det, "id", "runs-%s", rs->tcs.strs[t]);
		sum = html_el(det, "summary");
		b.len = 0;
		html_text(sum, html_strn(&b, p->o->strings, "runs.summary",
		    nruns, "tc", rs->tcs.strs[t], (char *)NULL));
		if (cols * rs->metrics.len > budget) {
			struct buf nr = {0}, nm = {0};

			fmt_num(&nr, (double)nruns, 15, 0);
			fmt_num(&nm, (double)rs->metrics.len, 15, 0);
			b.len = 0;
			html_text(html_elc(det, "p", "hint"), html_strf(&b,
			    p->o->strings, "runs.toomany", "runs", nr.data,
			    "metrics", nm.data, (char *)NULL));
			buf_free(&nr);
			buf_free(&nm);
			budget = 0;
			continue;
		}
		budget -= cols * rs->metrics.len;
		wrap = html_elc(det, "div", "scroll");
		table = html_el(wrap, "table");
		tr = html_el(html_el(table, "thead"), "tr");
		html_text(html_el(tr, "th"), html_str(p->o->strings,
		    "runs.metric"));
		for (gi = 0; gi < ng; gi++) {
			const struct rungroup *gr = &rs->groups[gs[gi]];

			for (k = 0; k < gr->len; k++) {
				th = html_el(tr, "th");
				html_textf(th, "%s#%u", rs->cfgs.strs[gr->cfg],
				    (unsigned)rs->runs[gr->runs[k]].rep);
			}
			th = html_elc(tr, "th", "median");
			b.len = 0;
			html_text(th, html_strf(&b, p->o->strings, "runs.median",
			    "cfg", rs->cfgs.strs[gr->cfg], (char *)NULL));
		}
		table = html_el(table, "tbody");
		for (m = 0; m < rs->metrics.len; m++) {
			uint32_t id = rs->metric_order[m];
			int any = 0;

			for (gi = 0; gi < ng && !any; gi++) {
				const struct rungroup *gr =
				    &rs->groups[gs[gi]];

				for (k = 0; k < gr->len && !any; k++) {
					double v;

					any = runs_value(rs,
					    &rs->runs[gr->runs[k]], id, &v);
				}
			}
			if (!any)
				continue;
			tr = html_el(table, "tr");
			html_text(html_el(tr, "th"), rs->metrics.strs[id]);
			for (gi = 0; gi < ng; gi++) {
				const struct rungroup *gr =
				    &rs->groups[gs[gi]];
				const struct stats_group *known;
				size_t n = 0;

				xgrow(&vals, &capv, gr->len, sizeof(double));
				for (k = 0; k < gr->len; k++) {
					td = html_el(tr, "td");
					if (runs_value(rs, &rs->runs[gr->runs[k]],
					    id, &vals[n])) {
						cell_num(td, vals[n]);
						n++;
					} else
						html_text(td, "\xE2\x80\x94");
				}
				td = html_elc(tr, "td", "median");
				known = stats_cache_find(p->o->stats, gs[gi], id);
				if (n > 0)
					cell_num(td, known != NULL ?
					    known->median : stats_median(vals, n));
				else
					html_text(td, "\xE2\x80\x94");
			}
		}
	}
	free(vals);
	buf_free(&b);
}

/* The first <section> at or under n. */
static xmlNodePtr
find_section(xmlNodePtr n)
{
	xmlNodePtr f;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)n->name, "section") == 0)
			return n;
		if ((f = find_section(n->children)) != NULL)
			return f;
	}
	return NULL;
}

xmlNodePtr
render_checker_section(xmlDocPtr doc, struct site *s, const char *out,
    const struct report *rep, const struct runset *rs,
    const struct render_opts *o, struct diag *d)
{
	struct ck p;
	struct buf path = {0}, steps = {0};
	xmlDocPtr t;
	xmlNodePtr sec, slot;
	char *json;

	buf_printf(&path, "%s/checker.html", o->templates);
	t = html_template(path.data, d);
	if (t == NULL) {
		buf_free(&path);
		return NULL;
	}
	if ((sec = find_section(xmlDocGetRootElement(t))) == NULL) {
		diag(d, DIAG_ERROR, path.data, 0, 0, "no <section> in it");
		buf_free(&path);
		xmlFreeDoc(t);
		return NULL;
	}
	buf_free(&path);
	sec = xmlDocCopyNode(sec, doc, 1);
	xmlFreeDoc(t);
	html_fill_strs(sec, o->strings);
	p.rep = rep;
	p.rs = rs;
	p.o = o;
	p.doc = doc;
	/* index.html's is data/steps/index.js. */
	buf_printf(&steps, "data/steps/%.*s.js", (int)(strrchr(out, '.') != NULL ?
	    (size_t)(strrchr(out, '.') - out) : strlen(out)), out);
	p.steps = steps.data;
	steps_file(s, steps.data, rep, o->strings);
	if ((slot = slot_in(sec, "ck-runs")) != NULL && rs != NULL)
		prerender(&p, slot);
	if ((slot = slot_in(sec, "ck-data")) != NULL) {
		json = checker_json(&p);
		/* json_str escaped "<", ">" and "&": it cannot end the script. */
		xmlAddChild(slot, xmlNewDocText(doc, BAD_CAST json));
		free(json);
	}
	buf_free(&steps);
	return sec;
}

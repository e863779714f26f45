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
 * data is base64.  With w of 0 it holds blocks of "block" codes
 * (pack_blocks): a value is (base + lo + code) / 10^scale, lo the
 * block's own least code and code b bits, b the block's: the loader's
 * integer columns (runs.h) brought to one scale, less their minimum,
 * in as many bits as a block's spread needs (2.9 bytes a value at 10^5
 * runs of bench/gen.c, against 3.6 in whole bytes).  With w of 8 the
 * codes are n little-endian IEEE doubles, NaN absent.  Either way the
 * checker gets the very doubles runs_value gives.
 *
 * render.h declares render_checker_data; the checker's section of the
 * page, which says where these scripts are, is render_checker.c's.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "parallel.h"
#include "render.h"

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
 * Codes a block of a metric's integer values (pack_blocks): small
 * enough that a block follows one config's runs, large enough that its
 * head (2 to 6 bytes) costs little.
 */
#define BLOCK_RUNS	128
#define CODE_ABSENT	UINT64_MAX

/*
 * Runs a script holds at most: a run costs at most about 30 bytes of
 * TC.js (config, rep and line in decimal, with commas) and 11 of a
 * metric's script (8 bytes of double in base64; a block's code, at
 * most 4 bytes and a share of its head, less), so a part stays
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

/*
 * Appends bytes[0..n-1] as base64 with padding (atob reads it).  Two
 * characters a lookup of 12 bits: the scripts are 180 MB of base64 at
 * 10^6 runs, and a character a lookup was 3% of a site build.
 */
static const char b64abc[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static char b64pair[4096][2];

/*
 * Fills the pairs once, before the batches' threads read them:
 * render_checker_data calls it, on the one thread that runs it.
 */
static void
b64_init(void)
{
	size_t i;

	for (i = 0; i < 4096; i++) {
		b64pair[i][0] = b64abc[i >> 6];
		b64pair[i][1] = b64abc[i & 63];
	}
}

static void
add_base64(struct buf *b, const unsigned char *in, size_t n)
{
	const char *abc = b64abc;
	char (*pair)[2] = b64pair;
	char *p = room(b, (n + 2) / 3 * 4);
	size_t i;

	for (i = 0; i + 3 <= n; i += 3) {
		uint32_t v = (uint32_t)in[i] << 16 | (uint32_t)in[i + 1] << 8 |
		    in[i + 2];

		memcpy(p, pair[v >> 12], 2);
		memcpy(p + 2, pair[v & 4095], 2);
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
 * (what: 0 config id, 1 rep, 2 line, 3 file index) as a JSON array.
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
			    what == 2 ? r->line : r->file);
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
		/* Several results files: whose line each is. */
		if (rs->nfiles > 1) {
			buf_adds(&b, ",\"file\":");
			run_numbers(&b, rs, tg, 3, from, to);
		}
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
	int	 w;		/* 0: blocks of bits; 8: doubles */
	int	 scale;		/* w 0: the decimals of every value */
	int64_t	 base;		/* w 0: the smallest value x 10^scale */
	int	 any;		/* some run has the metric */
	struct runs_fixed f;	/* w 0: the plan of the codes */
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
	/* A block's codes take at most 32 bits, absent included. */
	pk->w = range >= ((int64_t)1 << 32) - 1 ? 8 : 0;
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

/*
 * Gathers the codes of metric m as pk says: for w 0, into sc->codes
 * (absent as CODE_ABSENT), packed per part by pack_blocks; for w 8,
 * the doubles' bits into sc->bytes.
 */
static void
pack_codes(const struct runset *rs, const struct tcgroups *tg, uint32_t m,
    const struct pack *pk, struct scratch *sc)
{
	unsigned char *out;
	size_t i;

	if (pk->w == 0) {
		xgrow(&sc->codes, &sc->capcodes, pk->n + 1, sizeof(uint64_t));
		runs_fixed_gather(rs, tg->g, tg->n, m, &pk->f, CODE_ABSENT,
		    sc->codes);
		return;
	}
	xgrow(&sc->bytes, &sc->capbytes, pk->n * 8 + 1, 1);
	out = sc->bytes;
	/* Doubles as runs_value reads them, NaN for an absent value. */
	xgrow(&sc->vals, &sc->capvals, pk->n + 1, sizeof(double));
	runs_gather_all(rs, tg->g, tg->n, m, sc->vals);
	for (i = 0; i < pk->n; i++, out += 8) {
		uint64_t bits;

		memcpy(&bits, &sc->vals[i], sizeof(bits));
		put_le(out, bits, 8);
	}
}

/* The bits that hold x: 0 for 0. */
static int
bit_length(uint64_t x)
{
	int b = 0;

	for (; x != 0; x >>= 1)
		b++;
	return b;
}

/*
 * Packs codes[0..n-1] into sc->bytes as blocks of BLOCK_RUNS codes (the
 * last shorter), each its own frame: the least code present in the
 * block (lo, LEB128), a byte of b | 64 when a code is absent, then the
 * block's codes less lo in b bits each, least significant bit first,
 * padded to a whole byte; absent is the code of b ones.  Runs of one
 * config lie together and vary less than a whole test case, so a
 * block's b is often a few bits where one width for all took bytes.
 * Returns the bytes written.
 */
static size_t
pack_blocks(const uint64_t *codes, size_t n, struct scratch *sc)
{
	size_t i, j, m, len = 0;

	/* At most 5 + 1 bytes of head and 4 bytes a code. */
	xgrow(&sc->bytes, &sc->capbytes, n * 4 + (n / BLOCK_RUNS + 1) * 6 + 1,
	    1);
	for (i = 0; i < n; i += m) {
		uint64_t lo = CODE_ABSENT, hi = 0, acc = 0, v;
		int absent = 0, b, have = 0;

		m = n - i < BLOCK_RUNS ? n - i : BLOCK_RUNS;
		for (j = i; j < i + m; j++) {
			if (codes[j] == CODE_ABSENT) {
				absent = 1;
				continue;
			}
			if (codes[j] < lo)
				lo = codes[j];
			if (codes[j] > hi)
				hi = codes[j];
		}
		if (lo == CODE_ABSENT)
			lo = hi = 0;
		b = bit_length(hi - lo + (uint64_t)absent);
		for (v = lo; v >= 128; v >>= 7)
			sc->bytes[len++] = (unsigned char)(v & 127) | 128;
		sc->bytes[len++] = (unsigned char)v;
		sc->bytes[len++] = (unsigned char)(b | (absent ? 64 : 0));
		for (j = i; j < i + m; j++) {
			v = codes[j] == CODE_ABSENT ? ((uint64_t)1 << b) - 1 :
			    codes[j] - lo;
			acc |= v << have;
			for (have += b; have >= 8; have -= 8, acc >>= 8)
				sc->bytes[len++] = (unsigned char)(acc & 0xff);
		}
		if (have > 0)
			sc->bytes[len++] = (unsigned char)(acc & 0xff);
	}
	return len;
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
		if (pk.w == 0) {
			buf_adds(&b, ",\"block\":");
			add_uint(&b, BLOCK_RUNS);
		}
		buf_adds(&b, ",\"base\":");
		add_int(&b, pk.base);
		buf_adds(&b, ",\"scale\":");
		add_uint(&b, (uint64_t)pk.scale);
		buf_adds(&b, ",\"data\":\"");
		if (pk.w == 0)
			add_base64(&b, sc->bytes, pack_blocks(sc->codes + from,
			    to - from, sc));
		else
			add_base64(&b, sc->bytes + from * 8, (to - from) * 8);
		buf_adds(&b, "\"}");
		part_add(s, &b, pstem.data, p, parts);
	}
	buf_free(&key);
	buf_free(&pstem);
	return 1;
}

/*
 * A batch of one test case's metric scripts, made on every core before
 * the loop below takes them in order: packing is most of the checker's
 * thread, which the page's build otherwise waits for at 10^6 runs.
 * Each metric's scripts go to a site of their own (slot i), so the
 * files and their order are those of one thread.  A batch holds at
 * most about CHECKER_HOLD_MAX bytes, so that memory stays bounded.
 */
struct batch {
	const struct runset	*rs;
	const struct tcgroups	*tg;
	uint32_t		 t;
	const char		*stem;
	const uint32_t		*ms;	/* the batch's metrics */
	struct site		*one;	/* a site a metric */
	int			*any;	/* metric_file's answer */
	struct scratch		*sc;	/* a scratch a worker */
};

static void
batch_one(void *arg, size_t i, unsigned w)
{
	struct batch *b = arg;

	b->any[i] = metric_file(&b->one[i], b->rs, b->t, b->stem, b->ms[i],
	    b->tg, &b->sc[w]);
}

/* How many metrics a batch holds: about 4 bytes a value of a run. */
static size_t
batch_size(const struct runset *rs, const struct tcgroups *tg)
{
	size_t gi, runs = 0, k;

	for (gi = 0; gi < tg->n; gi++)
		runs += rs->groups[tg->g[gi]].len;
	k = CHECKER_HOLD_MAX / (4 * runs + 1);

	return k < 1 ? 1 : k > 64 ? 64 : k;
}

void
render_checker_data(struct site *s, const struct runset *rs,
    struct render_present *present, int (*flush)(void *), void *arg)
{
	struct scratch *sc;
	struct tcgroups tg;
	struct batch bt;
	uint32_t t, *ms;
	size_t k, nm, from = 0, nb = 0, j, bmax, nw = parallel_workers(64, 0);
	int dense = 0;

	struct site one;
	struct buf pack = {0}, path = {0};
	size_t npacks = 0, bytes = 0, i, size, held = 0, budget =
	    present->budget != 0 ? present->budget : SITE_BYTES_MAX,
	    max_files = present->max_files != 0 ? present->max_files :
	    SITE_FILES_MAX;

	b64_init();
	sc = xcalloc(nw, sizeof(*sc));
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
		bmax = batch_size(rs, &tg);
		bt.rs = rs;
		bt.tg = &tg;
		bt.t = t;
		bt.stem = file;
		bt.sc = sc;
		bt.one = xcalloc(bmax, sizeof(*bt.one));
		bt.any = xcalloc(bmax, sizeof(*bt.any));
		from = nb = 0;
		for (k = 0; k <= nm; k++) {
			if (k > 0 && k - 1 == from + nb) {
				from = k - 1;
				nb = nm - from < bmax ? nm - from : bmax;
				bt.ms = ms + from;
				parallel_for(nb, 0, batch_one, &bt);
			}
			if (k > 0)
				site_move(&one, &bt.one[k - 1 - from]);
			if (k > 0 && bt.any[k - 1 - from]) {
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
			if (bytes + size > budget) {
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
			/*
			 * And the files the site will hold: its own scripts,
			 * or the pack it goes into (the full packs are in s
			 * already), so that a site of exactly its budget's
			 * files is not refused here for scripts it packs.
			 */
			if (s->n + (own ? one.n : 0) + (!own || pack.len > 0) >
			    max_files) {
				present->over = 1;
				break;
			}
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
		/* What a batch made past a refusal. */
		for (j = 0; j < nb; j++)
			site_files_free(&bt.one[j]);
		free(bt.one);
		free(bt.any);
		free(ms);
		free(file);
		if (present->over || present->failed || own) {
			site_files_free(&one);
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
	site_files_free(&one);
	for (j = 0; j < nw; j++) {
		free(sc[j].bytes);
		free(sc[j].codes);
		free(sc[j].vals);
	}
	free(sc);
}

void
render_present_free(struct render_present *p)
{
	free(p->start);
	free(p->pack);
	free(p->metrics);
	memset(p, 0, sizeof(*p));
}

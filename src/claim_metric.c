/*
 * A metric's unit and direction (CLAIMS.md section 6), by its name or
 * by the report's <!-- ev:metrics --> block, and the unit an address's
 * expression computes, for the unit check of section 3.2.
 *
 *	block = "<!--" SP "ev:metrics" NL (line NL)* "-->"
 *	line  = pattern ":" item ("," item)*
 *	item  = unit | "lower" | "higher"
 *
 * The unit words a report may write after a number and declare in the
 * block, and the words of a metric's name, are tables in words.c.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"
#include "claim_metric.h"
#include "util.h"
#include "words.h"

static int
word_end_ok(const char *s, size_t len, size_t i)
{
	unsigned char c = i < len ? (unsigned char)s[i] : 0;

	return i >= len || !((c >= 'a' && c <= 'z') || (c >= 'A' &&
	    c <= 'Z') || (c >= '0' && c <= '9') || c == '_');
}

size_t
claim_metric_unit_word(const char *s, size_t len, struct metric_unit *u)
{
	size_t k, n, best = 0;

	for (k = 0; k < words_nunits; k++) {
		const struct words_unit *w = &words_units[k];

		n = strlen(w->name);
		/* The longest whole word wins (MB/s over MB, msec over ms). */
		if ((w->readers & WORDS_CHECK) && n > best && n <= len &&
		    memcmp(s, w->name, n) == 0 &&
		    (((unsigned char)s[n - 1] >= 0x80) ||
		    word_end_ok(s, len, n))) {
			best = n;
			u->dim = w->dim;
			u->factor = words_unit_factor(w);
			u->name = w->name;
		}
	}
	return best;
}

static int
ends_with(const char *s, size_t n, const char *suf)
{
	size_t m = strlen(suf);

	return n >= m && memcmp(s + n - m, suf, m) == 0;
}

/* Whether a name holds w as a word between '_', '.' and its ends. */
static int
has_word(const char *name, const char *w)
{
	size_t n = strlen(w);
	const char *p = name;

	while ((p = strstr(p, w)) != NULL) {
		if ((p == name || p[-1] == '_' || p[-1] == '.') &&
		    (p[n] == '\0' || p[n] == '_' || p[n] == '.'))
			return 1;
		p++;
	}
	return 0;
}

void
claim_metric_by_name(const char *name, struct metric_info *out)
{
	const char *seg_end = name + strlen(name), *seg;
	size_t k, n, best;
	int lo = 0, hi = 0;

	memset(out, 0, sizeof(*out));
	/* From the last segment back: the first that ends in a suffix. */
	while (seg_end > name && out->unit.dim == UNIT_UNKNOWN) {
		for (seg = seg_end; seg > name && seg[-1] != '.'; seg--)
			;
		n = (size_t)(seg_end - seg);
		best = 0;
		for (k = 0; k < words_nname_units; k++) {
			const char *sf = words_name_units[k].suffix;
			size_t m = strlen(sf);

			if (m <= best || !ends_with(seg, n, sf))
				continue;
			if (sf[0] != '_' && n > m && seg[n - m - 1] != '_')
				continue;
			best = m;
			out->unit.dim = words_name_units[k].dim;
			out->unit.factor = words_name_units[k].factor;
			out->unit.name = words_name_units[k].name;
		}
		seg_end = seg > name ? seg - 1 : name;
	}
	switch (out->unit.dim) {
	case UNIT_TIME:
		out->dir = DIR_LOWER;
		return;
	case UNIT_RATE:
	case UNIT_BYTERATE:
		out->dir = DIR_HIGHER;
		return;
	default:
		break;
	}
	for (k = 0; k < words_nname_lower; k++)
		lo |= has_word(name, words_name_lower[k]);
	for (k = 0; k < words_nname_higher; k++)
		hi |= has_word(name, words_name_higher[k]);
	/* Both (hit_latency): the name does not say. */
	out->dir = lo && !hi ? DIR_LOWER : hi && !lo ? DIR_HIGHER :
	    DIR_UNKNOWN;
}

/* Glob match: '*' is any text, dots included. */
static int
glob(const char *p, const char *s)
{
	if (*p == '\0')
		return *s == '\0';
	if (*p == '*') {
		for (;; s++) {
			if (glob(p + 1, s))
				return 1;
			if (*s == '\0')
				return 0;
		}
	}
	return *p == *s && glob(p + 1, s + 1);
}

/* How specific a pattern is: its literal characters. */
static size_t
literal_len(const char *p)
{
	size_t n = 0;

	for (; *p != '\0'; p++)
		n += *p != '*';
	return n;
}

void
claim_metric_info(const struct metric_decls *d, const char *name,
    struct metric_info *out)
{
	const struct metric_decl *bu = NULL, *bd = NULL;
	size_t k;

	claim_metric_by_name(name, out);
	if (d == NULL)
		return;
	/*
	 * Per field, the most specific line that gives it: an exact name
	 * (no '*') beats a pattern, a longer pattern a shorter, and a later
	 * line an earlier.
	 */
	for (k = 0; k < d->n; k++) {
		const struct metric_decl *x = &d->v[k];

		if (!glob(x->pattern, name))
			continue;
		if (x->has_unit && (bu == NULL ||
		    literal_len(x->pattern) >= literal_len(bu->pattern)))
			bu = x;
		if (x->dir != DIR_UNKNOWN && (bd == NULL ||
		    literal_len(x->pattern) >= literal_len(bd->pattern)))
			bd = x;
	}
	if (bu != NULL)
		out->unit = bu->unit;
	if (bd != NULL) {
		out->dir = bd->dir;
		out->dir_declared = 1;
	} else if (bu != NULL && (bu->unit.dim == UNIT_TIME ||
	    bu->unit.dim == UNIT_RATE || bu->unit.dim == UNIT_BYTERATE))
		/* A declared time is lower-is-better as a named one is. */
		out->dir = bu->unit.dim == UNIT_TIME ? DIR_LOWER : DIR_HIGHER;
}

static void
msg(struct metric_decls *d, size_t line, size_t col, const char *fmt,
    const char *a, size_t alen)
{
	struct buf b = {0};

	xgrow(&d->msgs, &d->capmsgs, d->nmsgs + 1, sizeof(*d->msgs));
	buf_printf(&b, fmt, (int)alen, a);
	d->msgs[d->nmsgs].line = line;
	d->msgs[d->nmsgs].col = col;
	d->msgs[d->nmsgs].text = buf_take(&b);
	d->nmsgs++;
}

static int
is_space(char c)
{
	return c == ' ' || c == '\t';
}

/* Reads one "pattern: item, item" line of a block (p..e, no newline). */
static void
read_line(struct metric_decls *d, const char *p, const char *e,
    const char *bol, size_t line)
{
	const char *colon, *q, *c, *pe;
	struct metric_decl x;

	while (p < e && is_space(*p))
		p++;
	while (e > p && is_space(e[-1]))
		e--;
	if (p == e)
		return;
	colon = memchr(p, ':', (size_t)(e - p));
	for (pe = colon != NULL ? colon : e; pe > p && is_space(pe[-1]); pe--)
		;
	if (colon == NULL || pe == p) {
		msg(d, line, utf8_count(bol, (size_t)(p - bol)) + 1,
		    "ev:metrics: '%.*s' is not 'METRIC: unit, lower|higher'",
		    p, (size_t)(e - p));
		return;
	}
	for (q = p; q < pe; q++)
		if (is_space(*q) || *q == ',' || (unsigned char)*q < 0x20) {
			msg(d, line, utf8_count(bol, (size_t)(p - bol)) + 1,
			    "ev:metrics: '%.*s' is no metric name or pattern",
			    p, (size_t)(pe - p));
			return;
		}
	memset(&x, 0, sizeof(x));
	x.line = line;
	for (q = colon + 1; q < e; q = c + 1) {
		const char *ie;
		struct metric_unit u;

		while (q < e && is_space(*q))
			q++;
		for (c = q; c < e && *c != ','; c++)
			;
		for (ie = c; ie > q && is_space(ie[-1]); ie--)
			;
		if (ie == q) {
			msg(d, line, utf8_count(bol, (size_t)(q - bol)) + 1,
			    "ev:metrics: an empty item%.*s", "", 0);
			return;
		}
		if (((size_t)(ie - q) == 5 && memcmp(q, "lower", 5) == 0) ||
		    ((size_t)(ie - q) == 6 && memcmp(q, "higher", 6) == 0)) {
			enum metric_dir dir = *q == 'l' ? DIR_LOWER :
			    DIR_HIGHER;

			if (x.dir != DIR_UNKNOWN) {
				msg(d, line, utf8_count(bol,
				    (size_t)(q - bol)) + 1, "ev:metrics: a "
				    "second direction '%.*s'", q,
				    (size_t)(ie - q));
				return;
			}
			x.dir = dir;
		} else if (claim_metric_unit_word(q, (size_t)(ie - q), &u) ==
		    (size_t)(ie - q) && !x.has_unit) {
			x.has_unit = 1;
			x.unit = u;
		} else {
			msg(d, line, utf8_count(bol, (size_t)(q - bol)) + 1,
			    x.has_unit && claim_metric_unit_word(q,
			    (size_t)(ie - q), &u) == (size_t)(ie - q) ?
			    "ev:metrics: a second unit '%.*s'" :
			    "ev:metrics: '%.*s' is neither a unit (us, ms, s, "
			    "bytes, MiB, pages, pct, ops/s, ...) nor lower or "
			    "higher", q, (size_t)(ie - q));
			return;
		}
		if (c >= e)
			break;
	}
	xgrow(&d->v, &d->cap, d->n + 1, sizeof(*d->v));
	x.pattern = xstrndup(p, (size_t)(pe - p));
	d->v[d->n++] = x;
}

void
claim_metric_scan(struct metric_decls *d, const char *src, size_t len)
{
	static const char open[] = "<!-- ev:metrics";
	const char *s = src, *e, *end = src + len, *p, *q;
	size_t line = 1;
	int fence = 0, block = 0;

	for (; s < end; s = e + (e < end), line++) {
		e = memchr(s, '\n', (size_t)(end - s));
		if (e == NULL)
			e = end;
		q = e > s && e[-1] == '\r' ? e - 1 : e;
		for (p = s; p < q && is_space(*p); p++)
			;
		if (!block && q - p >= 3 && (!memcmp(p, "```", 3) ||
		    !memcmp(p, "~~~", 3))) {
			fence = !fence;
			continue;
		}
		if (fence)
			continue;
		if (!block) {
			if ((size_t)(q - p) < sizeof(open) - 1 ||
			    memcmp(p, open, sizeof(open) - 1) != 0 ||
			    (p + sizeof(open) - 1 < q &&
			    !is_space(p[sizeof(open) - 1])))
				continue;
			block = 1;
			p += sizeof(open) - 1;
		}
		{
			const char *close = NULL, *r;

			for (r = p; r + 3 <= q; r++)
				if (!memcmp(r, "-->", 3)) {
					close = r;
					break;
				}
			read_line(d, p, close != NULL ? close : q, s, line);
			if (close != NULL)
				block = 0;
		}
	}
}

void
claim_metric_free(struct metric_decls *d)
{
	size_t k;

	for (k = 0; k < d->n; k++)
		free(d->v[k].pattern);
	for (k = 0; k < d->nmsgs; k++)
		free(d->msgs[k].text);
	free(d->v);
	free(d->msgs);
	memset(d, 0, sizeof(*d));
}

static struct metric_unit
unknown(void)
{
	struct metric_unit u = { UNIT_UNKNOWN, 0, NULL };

	return u;
}

static struct metric_unit
scalar(void)
{
	struct metric_unit u = { UNIT_SCALAR, 1, NULL };

	return u;
}

/* A unit's name for its kind and size, when it has a usual one. */
static struct metric_unit
named(enum unit_dim dim, double factor)
{
	struct metric_unit u = { dim, factor, NULL };
	size_t k;

	for (k = 0; k < words_nunits; k++)
		if ((words_units[k].readers & WORDS_CHECK) &&
		    words_units[k].dim == dim &&
		    fabs(words_unit_factor(&words_units[k]) / factor - 1) <
		    1e-9) {
			u.name = words_units[k].name;
			break;
		}
	if (dim == UNIT_FRACTION && factor == 1)
		u.name = "fraction";
	return u;
}

/*
 * Whether a statistic keeps its argument's direction: a central value,
 * an extreme or a percentile does; a spread does not (a larger stddev
 * of a throughput is not better).
 */
static int
keeps_dir(int st)
{
	return st == STAT_MEDIAN || st == STAT_MEAN || st == STAT_MIN ||
	    st == STAT_MAX || st == STAT_SUM || st == STAT_RANGE ||
	    st == STAT_GEOMEAN || st == STAT_HMEAN || st == STAT_TCGEOMEAN ||
	    STATS_IS_PCT(st);
}

/* Whether a statistic keeps its argument's unit (a count does not). */
static int
keeps_unit(int st)
{
	return keeps_dir(st) || st == STAT_STDDEV;
}

/* Whether a statistic is a fraction whatever its argument: cv, ci, p. */
static int
is_fraction(int st)
{
	return st == STAT_CV || st == STAT_CI || st == STAT_P;
}

struct metric_unit
claim_metric_expr_unit(const struct metric_decls *d, const struct expr *e,
    int st)
{
	struct metric_unit a, b;
	struct metric_info mi;

	if (e == NULL)
		return st == STAT_N ? scalar() : unknown();
	switch (e->op) {
	case EXPR_NUM:
		return scalar();
	case EXPR_METRIC:
		if (st == STAT_N)
			return scalar();
		if (is_fraction(st))
			return named(UNIT_FRACTION, 1);
		if (!keeps_unit(st))
			return unknown();
		claim_metric_info(d, e->name, &mi);
		return mi.unit;
	case EXPR_COL:
		return unknown();
	case EXPR_NEG:
		return claim_metric_expr_unit(d, e->a, st);
	case EXPR_CALL:
		if (e->fn == STAT_N)
			return scalar();
		if (is_fraction((int)e->fn))
			return named(UNIT_FRACTION, 1);
		if (!keeps_unit((int)e->fn))
			return unknown();
		/* Inside, the argument is per run: its own unit. */
		return claim_metric_expr_unit(d, e->a, STAT_MEDIAN);
	case EXPR_ADD:
	case EXPR_SUB:
		a = claim_metric_expr_unit(d, e->a, st);
		b = claim_metric_expr_unit(d, e->b, st);
		if (a.dim == UNIT_SCALAR)
			return b;
		if (b.dim == UNIT_SCALAR)
			return a;
		if (a.dim == b.dim && a.dim != UNIT_UNKNOWN &&
		    fabs(a.factor / b.factor - 1) < 1e-9)
			return a;
		return unknown();
	case EXPR_MUL:
	case EXPR_DIV:
		a = claim_metric_expr_unit(d, e->a, st);
		b = claim_metric_expr_unit(d, e->b, st);
		if (a.dim == UNIT_UNKNOWN || b.dim == UNIT_UNKNOWN)
			return unknown();
		/* Scaling by a constant: lat_us/1000 counts milliseconds. */
		if (b.dim == UNIT_SCALAR && e->b->op == EXPR_NUM &&
		    e->b->num != 0 && a.dim != UNIT_SCALAR)
			return named(a.dim, e->op == EXPR_DIV ?
			    a.factor * e->b->num : a.factor / e->b->num);
		if (e->op == EXPR_MUL && a.dim == UNIT_SCALAR &&
		    e->a->op == EXPR_NUM && e->a->num != 0 &&
		    b.dim != UNIT_SCALAR)
			return named(b.dim, b.factor / e->a->num);
		if (a.dim == UNIT_SCALAR && b.dim == UNIT_SCALAR)
			return scalar();
		/* One kind over itself: a fraction (steal/scan, us/us). */
		if (e->op == EXPR_DIV && a.dim == b.dim)
			return named(UNIT_FRACTION, a.factor / b.factor);
		return unknown();
	}
	return unknown();
}

enum metric_dir
claim_metric_expr_dir(const struct metric_decls *d, const struct expr *e,
    const char **name)
{
	struct metric_info mi;
	enum metric_dir a, b;

	if (e == NULL)
		return DIR_UNKNOWN;
	switch (e->op) {
	case EXPR_METRIC:
		if (*name == NULL)
			*name = e->name;
		claim_metric_info(d, e->name, &mi);
		return mi.dir;
	case EXPR_CALL:
		return e->fn == STAT_N || e->a == NULL ? DIR_UNKNOWN :
		    keeps_dir((int)e->fn) ? claim_metric_expr_dir(d, e->a,
		    name) : DIR_UNKNOWN;
	case EXPR_ADD:
	case EXPR_MUL:
	case EXPR_DIV:
		a = claim_metric_expr_dir(d, e->a, name);
		/* Scaling by a positive constant keeps the direction. */
		if (e->b->op == EXPR_NUM && e->b->num > 0 && e->op != EXPR_ADD)
			return a;
		if (e->a->op == EXPR_NUM && e->a->num > 0 && e->op == EXPR_MUL)
			return claim_metric_expr_dir(d, e->b, name);
		if (e->op != EXPR_ADD) {
			/* a ratio's direction is not its parts': unknown */
			(void)claim_metric_expr_dir(d, e->b, name);
			return DIR_UNKNOWN;
		}
		b = claim_metric_expr_dir(d, e->b, name);
		return a == b ? a : DIR_UNKNOWN;
	default:
		return DIR_UNKNOWN;
	}
}

int
claim_metric_disagree(struct metric_unit w, struct metric_unit c)
{
	if (w.dim == UNIT_UNKNOWN || c.dim == UNIT_UNKNOWN ||
	    w.dim == UNIT_SCALAR || c.dim == UNIT_SCALAR)
		return 0;
	if (w.dim != c.dim)
		return 1;
	return w.factor / c.factor > 1.1 || c.factor / w.factor > 1.1;
}

/*
 * Parses ev: addresses and their arithmetic (CLAIMS.md section 3.1).
 *
 *	address = "=" expr | tc "/" sel "/" [expr] ["@" stat]
 *	sel     = cfg | cfg "#" rep | "*" | cfgB "~" cfgA
 *	expr    = term {("+" | "-") term}
 *	term    = unary {("*" | "/") unary}
 *	unary   = ("-" | "+") unary | primary
 *	primary = number | "$" digits | name | fn "(" [expr] ")" | "(" expr ")"
 *
 * Only the first two "/" separate parts, so "/" in the expression is
 * division.  Recursion is bounded by ADDR_DEPTH_MAX.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"

struct parser {
	const char	*s;
	size_t		 len;
	size_t		 pos;
	int		 depth;
	char		*err;	/* the first error, owned */
	struct claim_why why;	/* its words for a page, in any language */
};

/*
 * The first error's words for a page in any language: the key of
 * templates/strings-*.html and up to two {name}s.  Called right before
 * fail(), which gives the command line's English.
 */
static void
why(struct parser *p, const char *key, const char *n1, const char *v1,
    const char *n2, const char *v2)
{
	if (p->err != NULL || p->why.key != NULL)
		return;
	p->why.key = key;
	p->why.name[0] = n1;
	p->why.value[0] = n1 != NULL ? xstrdup(v1) : NULL;
	p->why.name[1] = n2;
	p->why.value[1] = n2 != NULL ? xstrdup(v2) : NULL;
}

/* The same with one number: a character position {at} (1 the first). */
static void
why_num(struct parser *p, const char *key, const char *name, size_t v)
{
	char n[32];

	snprintf(n, sizeof(n), "%zu", v);
	why(p, key, name, n, NULL, NULL);
}

static void
why_at(struct parser *p, const char *key, size_t at)
{
	why_num(p, key, "at", at);
}

static void
fail(struct parser *p, const char *fmt, ...)
{
	va_list ap;
	struct buf b = {0};

	if (p->err != NULL)
		return;
	/* No fixed array: a cut could split a UTF-8 sequence. */
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	p->err = buf_take(&b);
}

static struct expr *
node(enum expr_op op, struct expr *a, struct expr *b)
{
	struct expr *e = xcalloc(1, sizeof(*e));

	e->op = op;
	e->a = a;
	e->b = b;
	return e;
}

void
claim_expr_free(struct expr *e)
{
	if (e == NULL)
		return;
	claim_expr_free(e->a);
	claim_expr_free(e->b);
	free(e->name);
	free(e);
}

static void
skip_space(struct parser *p)
{
	while (p->pos < p->len && (p->s[p->pos] == ' ' ||
	    p->s[p->pos] == '\t' || p->s[p->pos] == '\n'))
		p->pos++;
}

static int
is_name(char c, int first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
	    (!first && ((c >= '0' && c <= '9') || c == '.')) ||
	    (unsigned char)c >= 0x80;
}

/* Accepts "-" and U+2212, which reports copy from prose. */
static int
minus_at(struct parser *p)
{
	if (p->pos < p->len && p->s[p->pos] == '-')
		return 1;
	if (p->pos + 3 <= p->len && memcmp(p->s + p->pos, "\xE2\x88\x92",
	    3) == 0)
		return 3;
	return 0;
}

static const char *
near_text(struct parser *p)
{
	return p->pos < p->len ? p->s + p->pos : "";
}

/*
 * An unexpected character: the English names its first byte; the
 * page its whole UTF-8 character, which a page can show.
 */
static void
unexpected(struct parser *p)
{
	const char *t = near_text(p);
	size_t n = *t == '\0' ? 0 : 1;
	char at[32], *ch;

	while (n < 4 && p->pos + n < p->len &&
	    ((unsigned char)t[0] & 0xC0) == 0xC0 &&
	    ((unsigned char)t[n] & 0xC0) == 0x80)
		n++;
	ch = xstrndup(t, n);
	snprintf(at, sizeof(at), "%zu", p->pos + 1);
	why(p, "why.addr.unexpected", "char", ch, "at", at);
	free(ch);
	fail(p, "unexpected '%.1s' at character %zu", t, p->pos + 1);
}

static struct expr *parse_expr(struct parser *);

static struct expr *
parse_primary(struct parser *p)
{
	struct expr *e;
	size_t start;
	char *end, *name;
	int fn;

	skip_space(p);
	if (p->pos >= p->len) {
		why(p, "why.addr.end", NULL, NULL, NULL, NULL);
		fail(p, "expression ends where a value was expected");
		return NULL;
	}
	start = p->pos;
	if (p->s[p->pos] >= '0' && p->s[p->pos] <= '9') {
		char tmp[64];
		size_t n;

		while (p->pos < p->len && ((p->s[p->pos] >= '0' &&
		    p->s[p->pos] <= '9') || p->s[p->pos] == '.'))
			p->pos++;
		n = p->pos - start;
		if (n >= sizeof(tmp)) {
			why_at(p, "why.addr.numlong", start + 1);
			fail(p, "number too long at character %zu", start + 1);
			return NULL;
		}
		memcpy(tmp, p->s + start, n);
		tmp[n] = '\0';
		e = node(EXPR_NUM, NULL, NULL);
		e->num = strtod(tmp, &end);
		if (*end != '\0') {
			why(p, "why.addr.number", "text", tmp, NULL, NULL);
			fail(p, "bad number '%s'", tmp);
			claim_expr_free(e);
			return NULL;
		}
		return e;
	}
	if (p->s[p->pos] == '$') {
		long col = 0;

		p->pos++;
		while (p->pos < p->len && p->s[p->pos] >= '0' &&
		    p->s[p->pos] <= '9' && col < 100000)
			col = col * 10 + (p->s[p->pos++] - '0');
		if (col < 1 || col > 10000) {
			why_at(p, "why.addr.dollar", start + 1);
			fail(p, "'$' must be followed by a column number "
			    "(1, 2, ...) at character %zu", start + 1);
			return NULL;
		}
		e = node(EXPR_COL, NULL, NULL);
		e->col = (int)col;
		return e;
	}
	if (p->s[p->pos] == '(') {
		p->pos++;
		e = parse_expr(p);
		skip_space(p);
		if (e != NULL && (p->pos >= p->len || p->s[p->pos] != ')')) {
			why_at(p, "why.addr.paren", start + 1);
			fail(p, "missing ')' for the '(' at character %zu",
			    start + 1);
			claim_expr_free(e);
			return NULL;
		}
		p->pos++;
		return e;
	}
	if (!is_name(p->s[p->pos], 1)) {
		unexpected(p);
		return NULL;
	}
	/* U+2212 is a minus even without spaces: a−b. */
	while (p->pos < p->len && is_name(p->s[p->pos], 0) &&
	    minus_at(p) == 0)
		p->pos++;
	/* A trailing dot belongs to no metric name. */
	while (p->pos > start + 1 && p->s[p->pos - 1] == '.')
		p->pos--;
	{
		size_t nend = p->pos;

		skip_space(p);
		if (p->pos < p->len && p->s[p->pos] == '(') {
			fn = stats_parse(p->s + start, nend - start);
			if (fn >= 0 && !stats_is_function((enum statfn)fn)) {
				name = xstrndup(p->s + start, nend - start);
				why(p, "why.addr.nofn", "name", name, NULL,
				    NULL);
				free(name);
				fail(p, "%.*s is no function: write it as a "
				    "suffix, @%.*s", (int)(nend - start),
				    p->s + start, (int)(nend - start),
				    p->s + start);
				return NULL;
			}
			if (fn < 0) {
				name = xstrndup(p->s + start, nend - start);
				why(p, "why.addr.unknownfn", "name", name, NULL,
				    NULL);
				free(name);
				fail(p, "unknown function '%.*s' (known: median, "
				    "mean, min, max, sum, n, stddev, cv, pNN "
				    "(p50, p99.9), geomean, hmean)",
				    (int)(nend - start), p->s + start);
				return NULL;
			}
			p->pos++;
			e = node(EXPR_CALL, NULL, NULL);
			e->fn = (enum statfn)fn;
			skip_space(p);
			if (p->pos < p->len && p->s[p->pos] == ')') {
				if (fn != STAT_N) {
					why(p, "why.addr.noarg", "call",
					    STATS_NAME(e->fn), NULL, NULL);
					fail(p, "%s() needs an argument",
					    STATS_NAME(e->fn));
					claim_expr_free(e);
					return NULL;
				}
				p->pos++;
				return e;
			}
			if ((e->a = parse_expr(p)) == NULL) {
				claim_expr_free(e);
				return NULL;
			}
			skip_space(p);
			if (p->pos >= p->len || p->s[p->pos] != ')') {
				why(p, "why.addr.argparen", "call",
				    STATS_NAME(e->fn), NULL, NULL);
				fail(p, "missing ')' after the argument of "
				    "%s()", STATS_NAME(e->fn));
				claim_expr_free(e);
				return NULL;
			}
			p->pos++;
			return e;
		}
		e = node(EXPR_METRIC, NULL, NULL);
		e->name = xstrndup(p->s + start, nend - start);
		return e;
	}
}

static struct expr *
parse_unary(struct parser *p)
{
	struct expr *e;
	size_t n;

	skip_space(p);
	if (++p->depth > ADDR_DEPTH_MAX) {
		why_num(p, "why.addr.deep", "max", ADDR_DEPTH_MAX);
		fail(p, "expression nested deeper than %d", ADDR_DEPTH_MAX);
		return NULL;
	}
	if ((n = minus_at(p)) > 0 || (p->pos < p->len &&
	    p->s[p->pos] == '+')) {
		int neg = n > 0;

		p->pos += neg ? n : 1;
		e = parse_unary(p);
		if (e != NULL && neg)
			e = node(EXPR_NEG, e, NULL);
	} else
		e = parse_primary(p);
	p->depth--;
	return e;
}

static struct expr *
parse_term(struct parser *p)
{
	struct expr *e = parse_unary(p), *r;
	char op;

	while (e != NULL) {
		skip_space(p);
		if (p->pos >= p->len || (p->s[p->pos] != '*' &&
		    p->s[p->pos] != '/'))
			break;
		op = p->s[p->pos++];
		if ((r = parse_unary(p)) == NULL) {
			claim_expr_free(e);
			return NULL;
		}
		e = node(op == '*' ? EXPR_MUL : EXPR_DIV, e, r);
	}
	return e;
}

static struct expr *
parse_expr(struct parser *p)
{
	struct expr *e, *r;
	size_t n;
	int add;

	if (++p->depth > ADDR_DEPTH_MAX) {
		why_num(p, "why.addr.deep", "max", ADDR_DEPTH_MAX);
		fail(p, "expression nested deeper than %d", ADDR_DEPTH_MAX);
		return NULL;
	}
	e = parse_term(p);
	while (e != NULL) {
		skip_space(p);
		if ((n = minus_at(p)) > 0)
			add = 0;
		else if (p->pos < p->len && p->s[p->pos] == '+')
			add = 1, n = 1;
		else
			break;
		p->pos += n;
		if ((r = parse_term(p)) == NULL) {
			claim_expr_free(e);
			e = NULL;
			break;
		}
		e = node(add ? EXPR_ADD : EXPR_SUB, e, r);
	}
	p->depth--;
	return e;
}

/* Parses a whole expression from s[0..len); NULL with p->err on error. */
static struct expr *
parse_all(struct parser *p)
{
	struct expr *e = parse_expr(p);

	skip_space(p);
	if (e != NULL && p->pos < p->len) {
		unexpected(p);
		claim_expr_free(e);
		return NULL;
	}
	return e;
}

/* Trims spaces and copies; returns NULL for an empty part. */
static char *
part(const char *s, size_t len)
{
	while (len > 0 && (*s == ' ' || *s == '\t'))
		s++, len--;
	while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	return len > 0 ? xstrndup(s, len) : NULL;
}

static int
valid_id(const char *s)
{
	for (; *s != '\0'; s++)
		if (!id_byte_ok((unsigned char)*s))
			return 0;
	return 1;
}

static int
parse_sel(struct parser *p, struct addr *a, char *sel)
{
	char *t;

	if (sel == NULL) {
		why(p, "why.addr.nosel", NULL, NULL, NULL, NULL);
		fail(p, "the selection (between the two '/') is empty");
		return 0;
	}
	if (strcmp(sel, "*") == 0) {
		a->sel = SEL_ALL;
		return 1;
	}
	if ((t = strchr(sel, '~')) != NULL) {
		a->sel = SEL_CMP;
		a->cfg = part(sel, (size_t)(t - sel));
		a->cfg_a = part(t + 1, strlen(t + 1));
		if (a->cfg == NULL || a->cfg_a == NULL || !valid_id(a->cfg) ||
		    !valid_id(a->cfg_a)) {
			why(p, "why.addr.cmp", "sel", sel, NULL, NULL);
			fail(p, "bad comparison '%s': write cfgB~cfgA", sel);
			return 0;
		}
		return 1;
	}
	if ((t = strchr(sel, '#')) != NULL) {
		char *end;
		unsigned long rep;

		a->sel = SEL_RUN;
		a->cfg = part(sel, (size_t)(t - sel));
		rep = strtoul(t + 1, &end, 10);
		if (a->cfg == NULL || !valid_id(a->cfg) || t[1] < '0' ||
		    t[1] > '9' || *end != '\0' || rep < 1 ||
		    rep > 4294967295UL) {
			why(p, "why.addr.run", "sel", sel, NULL, NULL);
			fail(p, "bad run '%s': write cfg#rep with rep >= 1",
			    sel);
			return 0;
		}
		a->rep = (uint32_t)rep;
		return 1;
	}
	if (!valid_id(sel)) {
		why(p, "why.addr.cfg", "sel", sel, NULL, NULL);
		fail(p, "bad config '%s'", sel);
		return 0;
	}
	a->sel = SEL_CFG;
	a->cfg = xstrdup(sel);
	return 1;
}

struct addr *
claim_addr_parse(const char *s, size_t len, char **err,
    struct claim_why *why_out)
{
	struct parser p = { s, len, 0, 0, NULL, { NULL, { NULL }, { NULL } } };
	struct addr *a = xcalloc(1, sizeof(*a));
	const char *s1, *s2, *at;
	char *sel = NULL, *stat = NULL;
	int st;

	*err = NULL;
	if (len > ADDR_LEN_MAX) {
		why_num(&p, "why.addr.long", "max", ADDR_LEN_MAX);
		fail(&p, "address longer than %d bytes", ADDR_LEN_MAX);
		goto bad;
	}
	if (len > 0 && s[0] == '=') {
		a->constant = 1;
		p.pos = 1;
		if ((a->expr = parse_all(&p)) == NULL)
			goto bad;
		if (claim_expr_uses(a->expr, EXPR_METRIC) ||
		    claim_expr_uses(a->expr, EXPR_CALL)) {
			why(&p, "why.addr.constmetric", NULL, NULL, NULL, NULL);
			fail(&p, "an '=' address computes from numbers alone; "
			    "metric names need tc/sel/");
			goto bad;
		}
		return a;
	}
	s1 = memchr(s, '/', len);
	s2 = s1 != NULL ? memchr(s1 + 1, '/', len - (size_t)(s1 + 1 - s)) :
	    NULL;
	if (s2 == NULL) {
		why(&p, "why.addr.form", NULL, NULL, NULL, NULL);
		fail(&p, "expected TC/SEL/EXPR or =EXPR");
		goto bad;
	}
	a->tc = part(s, (size_t)(s1 - s));
	if (a->tc == NULL) {
		why(&p, "why.addr.notc", NULL, NULL, NULL, NULL);
		fail(&p, "the test case (before the first '/') is empty");
		goto bad;
	}
	if (strcmp(a->tc, "*") == 0) {
		free(a->tc);
		a->tc = NULL;
	} else if (!valid_id(a->tc)) {
		why(&p, "why.addr.tc", "tc", a->tc, NULL, NULL);
		fail(&p, "bad test case '%s'", a->tc);
		goto bad;
	}
	sel = part(s1 + 1, (size_t)(s2 - s1 - 1));
	if (!parse_sel(&p, a, sel))
		goto bad;
	at = memchr(s2 + 1, '@', len - (size_t)(s2 + 1 - s));
	if (at != NULL) {
		stat = part(at + 1, len - (size_t)(at + 1 - s));
		st = stat != NULL ? stats_parse(stat, strlen(stat)) : -1;
		if (st < 0) {
			why(&p, "why.addr.stat", "name", stat != NULL ? stat :
			    "", NULL, NULL);
			fail(&p, "unknown statistic '@%s' (known: @median, "
			    "@mean, @min, @max, @sum, @n, @range, @stddev, "
			    "@cv, @pNN (@p50, @p99.9), @geomean, @hmean, @ci, "
			    "@tcgeomean, @p)", stat != NULL ? stat : "");
			goto bad;
		}
		a->stat = (enum statfn)st;
		a->has_stat = 1;
	}
	p.s = s2 + 1;
	p.len = (size_t)((at != NULL ? at : s + len) - p.s);
	p.pos = 0;
	skip_space(&p);
	if (p.pos == p.len) {
		if (!(a->has_stat && a->stat == STAT_N)) {
			why(&p, "why.addr.noexpr", NULL, NULL, NULL, NULL);
			fail(&p, "the expression is empty (only @n counts "
			    "runs without one)");
			goto bad;
		}
	} else if ((a->expr = parse_all(&p)) == NULL)
		goto bad;
	if (a->expr != NULL && claim_expr_uses(a->expr, EXPR_COL)) {
		why(&p, "why.addr.col", NULL, NULL, NULL, NULL);
		fail(&p, "$N reads a table row, so it works only in an "
		    "'=' address");
		goto bad;
	}
	if (a->sel == SEL_CMP && a->has_stat && a->stat == STAT_RANGE) {
		why(&p, "why.addr.range", NULL, NULL, NULL, NULL);
		fail(&p, "@range needs one config, not a comparison");
		goto bad;
	}
	if (a->sel != SEL_CMP && a->has_stat && a->stat == STAT_P) {
		why(&p, "why.addr.p", NULL, NULL, NULL, NULL);
		fail(&p, "@p is the p-value of a comparison: write "
		    "cfgB~cfgA");
		goto bad;
	}
	if (a->tc != NULL && a->has_stat && a->stat == STAT_TCGEOMEAN) {
		why(&p, "why.addr.tcgeo", "tc", a->tc, NULL, NULL);
		fail(&p, "@tcgeomean is over test cases: write * for the "
		    "test case, not %s", a->tc);
		goto bad;
	}
	if (a->sel == SEL_RUN && a->has_stat && a->stat == STAT_TCGEOMEAN) {
		why(&p, "why.addr.tcgeorun", NULL, NULL, NULL, NULL);
		fail(&p, "@tcgeomean takes each test case's median: "
		    "select a config, not one run");
		goto bad;
	}

	free(sel);
	free(stat);
	return a;
bad:
	free(sel);
	free(stat);
	claim_addr_free(a);
	if (p.err == NULL)
		why(&p, "why.addr.bad", NULL, NULL, NULL, NULL);
	*err = p.err != NULL ? p.err : xstrdup("bad address");
	if (why_out != NULL)
		*why_out = p.why;
	else {
		free(p.why.value[0]);
		free(p.why.value[1]);
	}
	return NULL;
}

void
claim_addr_free(struct addr *a)
{
	if (a == NULL)
		return;
	free(a->tc);
	free(a->cfg);
	free(a->cfg_a);
	claim_expr_free(a->expr);
	free(a);
}

int
claim_expr_uses(const struct expr *e, enum expr_op op)
{
	if (e == NULL)
		return 0;
	return e->op == op || claim_expr_uses(e->a, op) ||
	    claim_expr_uses(e->b, op);
}

static int
prec(const struct expr *e)
{
	switch (e->op) {
	case EXPR_ADD:
	case EXPR_SUB:
		return 1;
	case EXPR_MUL:
	case EXPR_DIV:
		return 2;
	case EXPR_NEG:
		return 3;
	default:
		return 4;
	}
}

static void print_expr(struct buf *, const struct expr *,
    const struct calc_say *);

static void
print_sub(struct buf *b, const struct expr *e, int min,
    const struct calc_say *c)
{
	int paren = prec(e) < min;

	if (paren)
		buf_addc(b, '(');
	print_expr(b, e, c);
	if (paren)
		buf_addc(b, ')');
}

static void
print_expr(struct buf *b, const struct expr *e, const struct calc_say *c)
{
	static const char ops[] = "+-*/";

	if (e == NULL)
		return;
	switch (e->op) {
	case EXPR_NUM:
		fmt_num(b, e->num, 15, 0);
		break;
	case EXPR_METRIC:
		buf_adds(b, e->name);
		break;
	case EXPR_COL:
		buf_printf(b, "$%d", e->col);
		break;
	case EXPR_NEG:
		buf_addc(b, '-');
		print_sub(b, e->a, 3, c);
		break;
	case EXPR_CALL:
		if (c != NULL && c->stat != NULL)
			c->stat(b, e->fn, c->arg);
		else
			buf_adds(b, STATS_NAME(e->fn));
		buf_addc(b, '(');
		print_expr(b, e->a, c);
		buf_addc(b, ')');
		break;
	default:
		print_sub(b, e->a, prec(e), c);
		buf_printf(b, " %c ", ops[e->op - EXPR_ADD]);
		/* Right operands of - and / bind tighter: a - (b - c). */
		print_sub(b, e->b, prec(e) + (e->op == EXPR_SUB ||
		    e->op == EXPR_DIV), c);
		break;
	}
}

void
claim_expr_print(struct buf *b, const struct expr *e)
{
	print_expr(b, e, NULL);
}

void
claim_expr_print_say(struct buf *b, const struct expr *e,
    const struct calc_say *say)
{
	print_expr(b, e, say);
}

static void
metrics(const struct expr *e, const char **out, size_t max, size_t *n)
{
	size_t i;

	if (e == NULL)
		return;
	if (e->op == EXPR_METRIC) {
		for (i = 0; i < *n && i < max; i++)
			if (strcmp(out[i], e->name) == 0)
				return;
		if (*n < max)
			out[*n] = e->name;
		(*n)++;
		return;
	}
	metrics(e->a, out, max, n);
	metrics(e->b, out, max, n);
}

size_t
claim_expr_metrics(const struct expr *e, const char **out, size_t max)
{
	size_t n = 0;

	metrics(e, out, max, &n);
	return n;
}

/*
 * a OP b for a binary operator of an expression (per run, over the
 * statistics, and for the noise support); zero on a division by zero.
 */
int
claim_expr_arith(enum expr_op op, double a, double b, double *v)
{
	switch (op) {
	case EXPR_ADD:
		*v = a + b;
		return 1;
	case EXPR_SUB:
		*v = a - b;
		return 1;
	case EXPR_MUL:
		*v = a * b;
		return 1;
	default:
		if (b == 0)
			return 0;
		*v = a / b;
		return 1;
	}
}

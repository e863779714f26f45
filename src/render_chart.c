/*
 * SVG charts: for each test case the report cites, small multiples with
 * one panel per expression its claims use, charted as they compute it:
 * a mark per config at the claims' statistic, a min-max whisker, a dot
 * per run, the claimed changes as arrows, and a y axis with its unit
 * and ticks.  Built
 * as a libxml2 tree in the SVG namespace (templates would lower-case
 * viewBox, LIBRARY-HAZARDS.md).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"

#define PANEL_W	240
#define PANEL_H	200
#define PAD_L	58
#define PAD_T	48
#define PAD_B	34
#define PAD_R	12
#define COLS	3

static const char *const fills[] = {
	"#8a8a8a", "#2f6db5", "#c7721c", "#4d9a3a", "#b04aa0", "#3a8a9a"
};

/*
 * Ids are free text: letters, digits, "_" and "-" stay, every other
 * byte is "~XX" ("~" is never in an id, so no two ids share a name).
 * A name longer than 150 bytes keeps its first 150 or so and ends with
 * "~~" and a hash of the whole id ("~~" is in no other name), as file
 * names stop at 255 bytes.
 */
char *
render_tc_stem(const char *tc)
{
	struct buf b = {0};
	const unsigned char *p;
	uint64_t h = 0xcbf29ce484222325ULL;	/* FNV-1a */
	size_t cut;

	for (p = (const unsigned char *)tc; *p != '\0'; p++) {
		h = (h ^ *p) * 0x100000001b3ULL;
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '_' || *p == '-')
			buf_addc(&b, (char)*p);
		else
			buf_printf(&b, "~%02X", *p);
	}
	if (b.len > 150) {
		/* Not inside a "~XX". */
		for (cut = 150; b.data[cut - 1] == '~' || b.data[cut - 2] == '~';
		    cut--)
			;
		b.len = cut;
		buf_printf(&b, "~~%016llx", (unsigned long long)h);
	}
	if (b.data == NULL)
		buf_adds(&b, "");
	return buf_take(&b);
}

char *
render_chart_name(const char *tc)
{
	struct buf b = {0};
	char *stem = render_tc_stem(tc);

	buf_printf(&b, "%s.svg", stem);
	free(stem);
	return buf_take(&b);
}

/*
 * The unit of a metric, guessed from its name: the data carries none.
 * Documented in docs/site.md.
 */
static const char *
unit_of(const char *m, const struct html_strings *S)
{
	static const struct {
		const char *suffix, *unit;
	} units[] = {
		/* Longest first: ops_per_s is not seconds. */
		{ "ops_per_cpu_s", "ops/CPU s" }, { "ops_per_s", "ops/s" },
		{ "_us", "\xCE\xBCs" }, { "_ms", "ms" }, { "_s", "s" },
		{ "_bytes", "unit.bytes" }, { "_pct", "%" },
		{ "jiffies", "unit.jiffies" },
	};
	size_t i, n = strlen(m), k;

	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		k = strlen(units[i].suffix);
		if (n >= k && strcmp(m + n - k, units[i].suffix) == 0)
			/* Words are the page's; symbols are everyone's. */
			return strncmp(units[i].unit, "unit.", 5) == 0 ?
			    html_str(S, units[i].unit) : units[i].unit;
	}
	/* A latency percentile (lat.p999): the reports we know give ms. */
	{
		const char *leaf = strrchr(m, '.');

		leaf = leaf != NULL ? leaf + 1 : m;
		if (leaf[0] == 'p' && leaf[1] >= '0' && leaf[1] <= '9' &&
		    strspn(leaf + 1, "0123456789") == strlen(leaf + 1))
			return "ms";
	}
	return html_str(S, "unit.count");
}

/*
 * The unit of x's value when x scales one metric by a constant: the
 * metric's unit (unit_of) moved by the factor when it is a known step
 * of that unit (psi_memory_full_us/1000 is ms, x_bytes/1048576 MiB).
 * Returns NULL when x is no such expression or the step is not known.
 */
static const char *
scaled_unit(const struct expr *x, const struct html_strings *S)
{
	static const struct {
		const char *from, *to;
		double by;	/* the value is the metric / by */
	} steps[] = {
		{ "\xCE\xBCs", "ms", 1e3 }, { "\xCE\xBCs", "s", 1e6 },
		{ "ms", "s", 1e3 }, { "ms", "\xCE\xBCs", 1e-3 },
		{ "s", "ms", 1e-3 }, { "unit.bytes", "KiB", 1024 },
		{ "unit.bytes", "MiB", 1048576 },
		{ "unit.bytes", "GiB", 1073741824 },
		{ "unit.bytes", "kB", 1e3 }, { "unit.bytes", "MB", 1e6 },
		{ "unit.bytes", "GB", 1e9 },
	};
	const char *u;
	double by;
	size_t i;

	if (x == NULL)
		return NULL;
	if (x->op == EXPR_METRIC)
		return unit_of(x->name, S);
	if ((x->op != EXPR_DIV && x->op != EXPR_MUL) || x->a == NULL ||
	    x->a->op != EXPR_METRIC || x->b == NULL || x->b->op != EXPR_NUM ||
	    x->b->num == 0)
		return NULL;
	by = x->op == EXPR_DIV ? x->b->num : 1 / x->b->num;
	u = unit_of(x->a->name, S);
	for (i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
		const char *from = strncmp(steps[i].from, "unit.", 5) == 0 ?
		    html_str(S, steps[i].from) : steps[i].from;

		if (strcmp(u, from) == 0 && fabs(by / steps[i].by - 1) < 1e-9)
			return steps[i].to;
	}
	return NULL;
}

/*
 * A unit word of at most 12 bytes, without spaces or digits, in a
 * "(...)" or "（...）" that ends a table row's label, "PSI stall (ms)":
 * the report's own unit.
 */
static int
label_unit(const char *label, struct buf *b)
{
	size_t n = label != NULL ? strlen(label) : 0, open, close;
	const char *p;

	if (n >= 2 && label[n - 1] == ')')
		close = n - 1;
	else if (n >= 3 && strcmp(label + n - 3, "\xEF\xBC\x89") == 0)
		close = n - 3;
	else
		return 0;
	for (p = label + close; p > label && p[-1] != '(' &&
	    !(p - label >= 3 && strncmp(p - 3, "\xEF\xBC\x88", 3) == 0); p--)
		;
	if (p == label)
		return 0;
	open = (size_t)(p - label);
	/* "(TC-1)" names a test case, not a unit: a unit has no digit. */
	if (close - open == 0 || close - open > 12 ||
	    memchr(label + open, ' ', close - open) != NULL ||
	    strcspn(label + open, "0123456789+=,") < close - open)
		return 0;
	buf_add(b, label + open, close - open);
	return 1;
}

void
render_chart_unit(struct buf *b, const struct claim *c,
    const struct html_strings *S)
{
	const struct written *w = &c->num.a;
	size_t len = c->text != NULL ? strlen(c->text) : 0, i;
	const char *u;

	/* The word the writer put after the number: "+1.4 ms". */
	if (w->kind == NUM_PLAIN && c->text != NULL) {
		i = c->num.is_range ? c->num.b.end : w->end;
		if (i < len && c->text[i] == ' ')
			i++;
		if (i < len && len - i <= 12 &&
		    strpbrk(c->text + i, " \t\n") == NULL) {
			buf_adds(b, c->text + i);
			return;
		}
	}
	if (label_unit(c->row_label, b))
		return;
	u = c->addr != NULL ? scaled_unit(c->addr->expr, S) : NULL;
	/* "count" says nothing a number does not. */
	if (u != NULL && strcmp(u, html_str(S, "unit.count")) != 0)
		buf_adds(b, u);
}

static void
tick_label(struct buf *b, double v)
{
	double a = fabs(v);

	if (a >= 1e9)
		fmt_num(b, v / 1e9, 3, 0), buf_addc(b, 'G');
	else if (a >= 1e6)
		fmt_num(b, v / 1e6, 3, 0), buf_addc(b, 'M');
	else if (a >= 1e4)
		fmt_num(b, v / 1e3, 3, 0), buf_addc(b, 'K');
	else
		fmt_num(b, v, 3, 1);
}

static double
nice_step(double range)
{
	double raw = range / 4, mag, f;

	if (!(raw > 0) || !isfinite(raw))
		return 1;
	mag = pow(10, floor(log10(raw)));
	f = raw / mag;
	return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

static xmlNodePtr
el(xmlNodePtr parent, const char *name)
{
	xmlNodePtr n = xmlNewDocNode(parent->doc, parent->ns, BAD_CAST name,
	    NULL);

	return xmlAddChild(parent, n);
}

static void
attrd(xmlNodePtr n, const char *name, double v)
{
	struct buf b = {0};

	buf_printf(&b, "%.1f", v);
	html_attr(n, name, b.data);
	buf_free(&b);
}

static void
text_at(xmlNodePtr g, double x, double y, const char *anchor,
    const char *cls, const char *s)
{
	xmlNodePtr t = el(g, "text");

	attrd(t, "x", x);
	attrd(t, "y", y);
	html_attr(t, "text-anchor", anchor);
	html_attr(t, "class", cls);
	html_text(t, s);
}

/*
 * A panel charts what the report claims of one expression in one test
 * case: the expression as its claims compute it (their statistic, in
 * their unit: psi_memory_full_us/1000 in ms, a fraction written in % as
 * %), named by the report's own row label, per config in the order the
 * report names them.
 */
#define PANELS_MAX	64
#define CFGS_MAX	16
#define CHANGES_MAX	3

struct panel {
	const struct claim *first;	/* the first claim of it */
	char		*key;		/* the expression, printed */
	const char	*label;		/* the report's row label, or key */
	enum statfn	 st;		/* the claims' statistic */
	int		 pct;		/* written in % or pp: x 100, "%" */
	struct buf	 unit;
	const struct claim *change[CHANGES_MAX]; /* claimed B~A changes */
	size_t		 nchange;
};

/* One config's values in a panel. */
struct column {
	uint32_t	 cfg;
	const struct rungroup *g;	/* NULL: the test case lacks it */
	int		 has;		/* the statistic has a value */
	double		 stat, lo, hi;	/* lo..hi: over the runs */
	double		*runs;		/* per run (NAN: lacks it); NULL */
	size_t		 n;		/* when too many to draw */
};

/* A config with more runs than this gets no dot per run. */
#define CHART_DOTS_MAX	500

/* The panels of test case tc: one per expression its claims use. */
static size_t
panels_of(const struct report *rep, const size_t *order, size_t from,
    size_t to, const struct html_strings *S, struct panel *out)
{
	size_t n = 0, k, i;
	enum statfn st;

	for (k = from; k < to; k++) {
		const struct claim *c = &rep->claims[order[k]];
		const struct addr *a = c->addr;
		struct buf key = {0};
		struct panel *p;

		if (a == NULL || a->constant || a->expr == NULL ||
		    !c->evaluated)
			continue;
		claim_expr_print(&key, a->expr);
		/*
		 * A panel per expression and statistic: one @max claim
		 * among median ones gets a panel of its own rather than
		 * turning theirs to its statistic (issue 24).
		 */
		st = a->has_stat && a->stat != STAT_RANGE && a->stat != STAT_N ?
		    a->stat : STAT_MEDIAN;
		for (i = 0; i < n && (strcmp(out[i].key, key.data) != 0 ||
		    out[i].st != st); i++)
			;
		if (i == n) {
			/* A count of runs is no quantity to chart. */
			if (n == PANELS_MAX || (a->has_stat && a->stat == STAT_N)) {
				buf_free(&key);
				continue;
			}
			p = &out[n++];
			memset(p, 0, sizeof(*p));
			p->first = c;
			p->key = buf_take(&key);
			p->label = c->row_label != NULL && c->row_label[0] != '\0' ?
			    c->row_label : p->key;
			p->st = st;
		} else {
			p = &out[i];
			buf_free(&key);
		}
		if (c->num.a.kind == NUM_PP || (c->num.a.kind == NUM_PERCENT &&
		    a->sel != SEL_CMP))
			p->pct = 1;
		/* A change the report says twice is drawn once. */
		for (i = 0; a->sel == SEL_CMP && i < p->nchange &&
		    (strcmp(p->change[i]->addr->cfg, a->cfg) != 0 ||
		    strcmp(p->change[i]->addr->cfg_a, a->cfg_a) != 0); i++)
			;
		if (a->sel == SEL_CMP && i == p->nchange &&
		    p->nchange < CHANGES_MAX)
			p->change[p->nchange++] = c;
		if (p->unit.len == 0 && c->num.a.kind == NUM_PLAIN)
			render_chart_unit(&p->unit, c, S);
	}
	for (i = 0; i < n; i++)
		if (out[i].unit.len == 0 && !out[i].pct)
			render_chart_unit(&out[i].unit, out[i].first, S);
	return n;
}

/*
 * The configs of test case tc in the report's order: as its claims
 * first name them (A before B in B~A), then the others as the runs do.
 */
static size_t
configs_of(const struct report *rep, const size_t *order, size_t from,
    size_t to, const struct runset *rs, uint32_t tc, uint32_t *out)
{
	size_t n = 0, k, i, ng;
	const uint32_t *gs = runs_tc_groups(rs, tc, &ng);

	for (k = from; k < to; k++) {
		const struct addr *a = rep->claims[order[k]].addr;
		const char *names[2];
		int j;

		if (a == NULL || a->constant || a->sel == SEL_ALL)
			continue;
		names[0] = a->sel == SEL_CMP ? a->cfg_a : a->cfg;
		names[1] = a->sel == SEL_CMP ? a->cfg : NULL;
		for (j = 0; j < 2; j++) {
			long c = names[j] != NULL ? runs_cfg_find(rs, names[j]) : -1;

			if (c < 0 || runs_group_find(rs, tc, (uint32_t)c) == NULL)
				continue;
			for (i = 0; i < n && out[i] != (uint32_t)c; i++)
				;
			if (i == n && n < CFGS_MAX)
				out[n++] = (uint32_t)c;
		}
	}
	for (k = 0; k < ng && n < CFGS_MAX; k++) {
		uint32_t c = rs->groups[gs[k]].cfg;

		for (i = 0; i < n && out[i] != c; i++)
			;
		if (i == n)
			out[n++] = c;
	}
	return n;
}

/*
 * Fills a panel's columns from the runs.  Returns zero when there is
 * nothing to chart: no config has a value, or every run has the same
 * one (a constant parameter, such as the length of a window).
 */
static int
columns_of(const struct runset *rs, const struct stats_cache *sc, uint32_t tc,
    const struct panel *p, const uint32_t *cfgs, size_t ncfg,
    struct column *col)
{
	const struct expr *x = p->first->addr->expr;
	double k = p->pct ? 100 : 1, first = NAN;
	size_t c, i;
	int any = 0, varies = 0;

	for (c = 0; c < ncfg; c++) {
		struct column *o = &col[c];
		uint32_t gid;
		double v;

		memset(o, 0, sizeof(*o));
		o->cfg = cfgs[c];
		o->g = runs_group_find(rs, tc, cfgs[c]);
		if (o->g == NULL || o->g->len == 0)
			continue;
		gid = (uint32_t)(o->g - rs->groups);
		o->has = claim_eval_group(rs, sc, gid, x, p->st, &o->stat);
		o->stat *= k;
		o->lo = o->hi = o->stat;
		if (o->g->len <= CHART_DOTS_MAX) {
			o->n = o->g->len;
			o->runs = xcalloc(o->n + 1, sizeof(double));
			for (i = 0; i < o->n; i++) {
				o->runs[i] = NAN;
				if (!claim_eval_expr(rs, &o->g->runs[i], 1, x,
				    STAT_MEDIAN, &v))
					continue;
				o->runs[i] = v * k;
				o->lo = fmin(o->lo, v * k);
				o->hi = fmax(o->hi, v * k);
			}
		} else if (x->op == EXPR_METRIC &&
		    claim_eval_group(rs, sc, gid, x, STAT_MIN, &v)) {
			/* A bare metric's range without a value per run. */
			o->lo = fmin(o->lo, v * k);
			if (claim_eval_group(rs, sc, gid, x, STAT_MAX, &v))
				o->hi = fmax(o->hi, v * k);
		}
		if (!o->has)
			continue;
		if (!any)
			first = o->lo;
		any = 1;
		if (o->lo != first || o->hi != first)
			varies = 1;
	}
	return any && varies;
}

/* A value for a title: six digits, grouped, with the unit. */
static void
value_text(struct buf *b, double v, const char *unit)
{
	struct buf t = {0};

	fmt_num(&t, v, 6, 1);
	if (t.data[0] == '-') {
		buf_adds(b, "\xE2\x88\x92");
		buf_adds(b, t.data + 1);
	} else
		buf_adds(b, t.data);
	if (unit[0] != '\0')
		buf_printf(b, strcmp(unit, "%") == 0 ? "%s" : " %s", unit);
	buf_free(&t);
}

/*
 * The report's own names of configs: the text of a table header's link
 * to a config alone ("[ON](ev:/on/)" names config on "ON"), the first
 * the report writes; built once per chart set from r->teach.
 */
struct cfgnames {
	struct strtab	 ids;		/* config ids named */
	const char	**name;		/* [id]: its header's text */
};

static void
cfgnames_init(struct cfgnames *cn, const struct report *rep)
{
	size_t i, cap = 0;

	memset(cn, 0, sizeof(*cn));
	for (i = 0; i < rep->nteach; i++) {
		const char *u = rep->teach[i].url, *c, *e;
		const char *t = rep->teach[i].text;
		uint32_t id;

		/*
		 * TC/CFG/ with no expression, CFG no comparison nor run,
		 * and words, not a number (a cell's claim "[3.2](ev:/on/)").
		 */
		if (u == NULL || t == NULL || t[0] == '\0' ||
		    strchr("0123456789+-.", t[0]) != NULL ||
		    strncmp(t, "\xE2\x88\x92", 3) == 0 ||
		    (c = strchr(u, '/')) == NULL ||
		    (e = strchr(c + 1, '/')) == NULL || e[1] != '\0' ||
		    e == c + 1 || memchr(c + 1, '~', (size_t)(e - c - 1)) ||
		    memchr(c + 1, '#', (size_t)(e - c - 1)) ||
		    strtab_find(&cn->ids, c + 1, (size_t)(e - c - 1)) >= 0)
			continue;
		id = strtab_intern(&cn->ids, c + 1, (size_t)(e - c - 1));
		xgrow(&cn->name, &cap, (size_t)id + 1, sizeof(*cn->name));
		cn->name[id] = t;
	}
}

static void
cfgnames_free(struct cfgnames *cn)
{
	strtab_free(&cn->ids);
	free(cn->name);
}

/* Config cfg as the report's column headers name it, else its id. */
static const char *
cfg_word(const struct cfgnames *cn, const char *cfg)
{
	long id = cn != NULL ? strtab_find(&cn->ids, cfg, strlen(cfg)) : -1;

	return id >= 0 ? cn->name[id] : cfg;
}

/* A mark's <title>: what a pointer or a screen reader shows of it. */
static void
title_of(xmlNodePtr mark, const char *s)
{
	html_text(el(mark, "title"), s);
}

/* The written words of a claimed change: "on vs off: −3.5 pp". */
static const char *
change_words(struct buf *b, const struct claim *c,
    const struct cfgnames *cn, const struct html_strings *S)
{
	struct buf t = {0}, v = {0};
	enum support_flag sf = claim_support_flag(c);

	/*
	 * As the page marks the claim: a change the data contradict says
	 * so and what the data give (the arrow follows the data), and one
	 * within noise carries the prose's ∿.
	 */
	buf_adds(&t, c->text);
	if (c->verdict == VERDICT_WRONG || c->verdict == VERDICT_FLIPPED) {
		buf_adds(&t, c->verdict == VERDICT_FLIPPED ? " \xE2\x87\x85 " :
		    " \xE2\x9C\x97 ");
		claim_format_value(&v, c, c->v);
		html_strf(&t, S, "claim.gives", "value", v.data != NULL ?
		    v.data : "", (char *)NULL);
	} else if (sf == SUPPORT_FLAG_NOISE &&
	    c->support.cls != SUPPORT_AGAINST)
		buf_adds(&t, " \xE2\x88\xBF");
	html_strf(b, S, "chart.change", "b", cfg_word(cn, c->addr->cfg), "a",
	    cfg_word(cn, c->addr->cfg_a), "text", t.data, (char *)NULL);
	buf_free(&t);
	buf_free(&v);
	return b->data;
}

/*
 * Room in a panel's title, in widths of a Latin letter at its size; a
 * wide (CJK) character takes about two.
 */
#define TITLE_ROOM	36

/*
 * A panel's title: the label, cut with "…" where it would leave the
 * panel, the whole of it then in the text's <title>.
 */
static void
panel_title(xmlNodePtr pg, const char *label)
{
	const unsigned char *p = (const unsigned char *)label;
	struct buf b = {0};
	double used = 0;
	size_t cut = 0, n;

	for (; *p != '\0'; p += n) {
		n = *p < 0x80 ? 1 : *p < 0xE0 ? 2 : *p < 0xF0 ? 3 : 4;
		used += *p < 0x80 ? 1 : n == 2 ? 1.2 : 1.9;
		if (used > TITLE_ROOM - 1 && cut == 0)
			cut = (size_t)(p - (const unsigned char *)label);
		if (used > TITLE_ROOM)
			break;
	}
	if (*p == '\0') {
		text_at(pg, 8, 14, "start", "title", label);
		return;
	}
	buf_add(&b, label, cut);
	buf_adds(&b, "\xE2\x80\xA6");
	text_at(pg, 8, 14, "start", "title", b.data);
	title_of(xmlGetLastChild(pg), label);
	buf_free(&b);
}
/*
 * One panel: each config's value as the claims compute it (a thick
 * mark), the runs' min to max (a whisker), each run (a dot), and the
 * claimed changes as arrows from A's value to B's.  The axis fits the
 * values, starting at 0 only when that costs at most half of it: a
 * zero-based axis would flatten a −3.5 pp change to nothing, and a
 * mark, unlike a bar, does not claim a length from 0.
 */
static void
panel(xmlNodePtr svg, const struct runset *rs, const struct panel *p,
    const struct column *col, size_t ncol, const struct html_strings *S,
    const struct cfgnames *cn, double ox, double oy, struct buf *desc)
{
	double lo = 0, hi = 0, step, x, w, t, plot_w = PANEL_W - PAD_L - PAD_R,
	    plot_h = PANEL_H - PAD_T - PAD_B;
	const char *unit = p->pct ? "%" : p->unit.data != NULL ?
	    p->unit.data : "";
	xmlNodePtr pg, e;
	struct buf b = {0}, v = {0};
	size_t g, k, i;
	int first = 1;

	for (g = 0; g < ncol; g++)
		if (col[g].has) {
			lo = first ? col[g].lo : fmin(lo, col[g].lo);
			hi = first ? col[g].hi : fmax(hi, col[g].hi);
			first = 0;
		}
	if (lo >= 0 && lo <= hi / 2)
		lo = 0;
	else if (hi <= 0 && hi >= lo / 2)
		hi = 0;
	if (hi == lo)
		hi = lo + 1;
	step = nice_step(hi - lo);
	lo = floor(lo / step) * step;
	hi = ceil(hi / step) * step;

	pg = el(svg, "g");
	buf_printf(&b, "translate(%.0f,%.0f)", ox, oy);
	html_attr(pg, "transform", b.data);
	html_attr(pg, "class", "panel");
	panel_title(pg, p->label);
	b.len = 0;
	html_strf(&b, S, unit[0] != '\0' ? "chart.statunit" : "chart.stat",
	    "stat", RENDER_CALC_STAT(S, p->st), "unit", unit, (char *)NULL);
	text_at(pg, 8, 26, "start", "unit", b.data);
	html_strf(desc, S, "chart.desc.panel", "label", p->label, "what",
	    b.data, (char *)NULL);
	for (k = 0; k < p->nchange && k < 1; k++) {
		b.len = 0;
		text_at(pg, 8, 38, "start", "claim", change_words(&b,
		    p->change[k], cn, S));
	}

	/*
	 * Each panel scales itself: one whose axis leaves out 0 says so
	 * and by how much it magnifies against an axis from 0 (the top's
	 * distance from 0 over the span), so that a small change drawn
	 * tall cannot pass for a large one (issue 24).
	 */
	if (lo > 0 || hi < 0) {
		struct buf from = {0}, by = {0};
		double k;

		tick_label(&from, lo > 0 ? lo : hi);
		k = fmax(fabs(lo), fabs(hi)) / (hi - lo);
		buf_printf(&by, k >= 10 ? "%.0f" : "%.2g", k);
		b.len = 0;
		html_strf(&b, S, "chart.zoom", "from", from.data, "k", by.data,
		    (char *)NULL);
		text_at(pg, PANEL_W - PAD_R, PAD_T - 3, "end", "unit zoom",
		    b.data);
		html_strf(desc, S, "chart.desc.zoom", "zoom", b.data,
		    (char *)NULL);
		buf_free(&from);
		buf_free(&by);
	}
	/* Ticks and grid lines; an integer counter does not drift. */
	for (i = 0; lo + (double)i * step <= hi + step / 2; i++) {
		double y;

		t = lo + (double)i * step;
		y = PAD_T + plot_h - (t - lo) / (hi - lo) * plot_h;
		e = el(pg, "line");
		attrd(e, "x1", PAD_L);
		attrd(e, "x2", PAD_L + plot_w);
		attrd(e, "y1", y);
		attrd(e, "y2", y);
		html_attr(e, "class", t == 0 ? "zero" : "grid");
		b.len = 0;
		tick_label(&b, fabs(t) < step / 1e6 ? 0 : t);
		text_at(pg, PAD_L - 4, y + 4, "end", "tick", b.data);
	}
#define Y(val) (PAD_T + plot_h - ((val) - lo) / (hi - lo) * plot_h)
	w = plot_w / (double)(ncol > 0 ? ncol : 1);
	for (g = 0; g < ncol; g++) {
		const struct column *o = &col[g];
		const char *cfg = cfg_word(cn, rs->cfgs.strs[o->cfg]);

		x = PAD_L + w * (double)g;
		text_at(pg, x + w / 2, PANEL_H - PAD_B + 16, "middle", "cfg",
		    cfg);
		if (!o->has) {
			text_at(pg, x + w / 2, PAD_T + plot_h - 4, "middle",
			    "tick", html_str(S, "chart.na"));
			html_strf(desc, S, "chart.desc.none", "cfg", cfg,
			    (char *)NULL);
			continue;
		}
		/* The whisker, min to max over the runs, with caps. */
		e = el(pg, "path");
		b.len = 0;
		buf_printf(&b, "M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f",
		    x + w / 2, Y(o->lo), Y(o->hi), x + w * 0.4, Y(o->lo),
		    x + w * 0.6, x + w * 0.4, Y(o->hi), x + w * 0.6);
		html_attr(e, "d", b.data);
		html_attr(e, "class", "whisker");
		{
			struct buf a = {0}, c = {0};

			value_text(&a, o->lo, unit);
			value_text(&c, o->hi, unit);
			b.len = 0;
			title_of(e, html_strf(&b, S, "chart.range", "cfg", cfg,
			    "min", a.data, "max", c.data, (char *)NULL));
			buf_free(&a);
			buf_free(&c);
		}
		for (k = 0; k < o->n; k++) {
			if (isnan(o->runs[k]))
				continue;
			e = el(pg, "circle");
			attrd(e, "cx", x + w / 2 + ((double)k -
			    (double)(o->n - 1) / 2) * fmin(6, w * 0.5 /
			    (double)o->n));
			attrd(e, "cy", Y(o->runs[k]));
			html_attr(e, "r", "2.5");
			html_attr(e, "class", "run");
			v.len = 0;
			value_text(&v, o->runs[k], unit);
			b.len = 0;
			buf_printf(&b, "%u", (unsigned)rs->runs[o->g->runs[k]].rep);
			{
				struct buf tt = {0};

				title_of(e, html_strf(&tt, S, "chart.run", "cfg",
				    cfg, "rep", b.data, "value", v.data,
				    (char *)NULL));
				buf_free(&tt);
			}
		}
		/* The value the report's claims compute: a thick mark. */
		e = el(pg, "path");
		b.len = 0;
		buf_printf(&b, "M%.1f %.1fH%.1f", x + w * 0.22, Y(o->stat),
		    x + w * 0.78);
		html_attr(e, "d", b.data);
		html_attr(e, "class", "stat");
		html_attr(e, "stroke", fills[o->cfg % 6]);
		v.len = 0;
		value_text(&v, o->stat, unit);
		b.len = 0;
		title_of(e, html_strf(&b, S, "chart.mark", "cfg", cfg, "stat",
		    RENDER_CALC_STAT(S, p->st), "value", v.data,
		    (char *)NULL));
		html_strf(desc, S, "chart.desc.group", "cfg", cfg, "stat",
		    RENDER_CALC_STAT(S, p->st), "value", v.data,
		    (char *)NULL);
	}
	/* Each claimed change, an arrow from A's value to B's. */
	for (k = 0; k < p->nchange; k++) {
		const struct addr *a = p->change[k]->addr;
		size_t ia = ncol, ib = ncol;

		for (g = 0; g < ncol; g++) {
			if (strcmp(rs->cfgs.strs[col[g].cfg], a->cfg_a) == 0)
				ia = g;
			if (strcmp(rs->cfgs.strs[col[g].cfg], a->cfg) == 0)
				ib = g;
		}
		if (ia == ncol || ib == ncol || !col[ia].has || !col[ib].has)
			continue;
		e = el(pg, "path");
		b.len = 0;
		buf_printf(&b, "M%.1f %.1fL%.1f %.1f", PAD_L + w * ((double)ia +
		    0.78), Y(col[ia].stat), PAD_L + w * ((double)ib + 0.22),
		    Y(col[ib].stat));
		html_attr(e, "d", b.data);
		html_attr(e, "class", "change");
		html_attr(e, "marker-end", "url(#arrow)");
		b.len = 0;
		title_of(e, change_words(&b, p->change[k], cn, S));
		v.len = 0;
		html_strf(desc, S, "chart.desc.change", "change",
		    change_words(&v, p->change[k], cn, S), (char *)NULL);
	}
#undef Y
	e = el(pg, "line");
	attrd(e, "x1", PAD_L);
	attrd(e, "x2", PAD_L);
	attrd(e, "y1", PAD_T);
	attrd(e, "y2", PAD_T + plot_h);
	html_attr(e, "class", "axis");
	buf_free(&b);
	buf_free(&v);
}

static const char style[] =
    "text{font-family:system-ui,sans-serif;fill:#222}"
    ".title{font-size:11px;font-weight:600}.unit,.tick{font-size:10px;"
    "fill:#555}.claim{font-size:10px;font-weight:600}.cfg{font-size:11px}"
    ".grid{stroke:#ddd;stroke-width:1}"
    ".zero,.axis{stroke:#777;stroke-width:1}.whisker{stroke:#111;"
    "stroke-width:1.2;fill:none}.run{fill:#fff;stroke:#111;"
    "stroke-width:1.2}.stat{stroke-width:4;fill:none}"
    ".change{stroke:#b00;stroke-width:1.5;fill:none;"
    "stroke-dasharray:4 2}#arrow path{fill:#b00}"
    "@media (prefers-color-scheme:dark){text{fill:#ddd}.unit,.tick{"
    "fill:#aaa}.grid{stroke:#444}.whisker{stroke:#eee}.run{fill:#222;"
    "stroke:#eee}rect.bg{fill:#1b1b1b}"
    /* The arrow's red at 3:1 or more on the dark ground (#b00: 2.55). */
    ".change{stroke:#ff6b6b}#arrow path{fill:#ff6b6b}}";

/* The test case's claims: the cstart/corder slice of the report. */
struct tcclaims {
	const struct report	*rep;
	const size_t		*order;
	size_t			 from, to;
	const struct cfgnames	*names;
};

void
render_chart_finding(struct buf *b, const struct report *rep,
    const struct runset *rs, const char *tc, const struct html_strings *S)
{
	struct panel *ps = xcalloc(PANELS_MAX, sizeof(*ps));
	size_t *order = xcalloc(rep->nclaims + 1, sizeof(*order));
	size_t i, n = 0, np, k, said = 0;
	struct buf t = {0};
	struct cfgnames cn;

	(void)rs;
	for (i = 0; i < rep->nclaims; i++) {
		const struct addr *a = rep->claims[i].addr;

		if (a != NULL && !a->constant && a->tc != NULL &&
		    strcmp(a->tc, tc) == 0)
			order[n++] = i;
	}
	cfgnames_init(&cn, rep);
	np = panels_of(rep, order, 0, n, S, ps);
	html_strf(b, S, "chart.alt", "tc", tc, (char *)NULL);
	for (i = 0; i < np; i++) {
		/* Every one: at most PANELS_MAX x CHANGES_MAX of them. */
		for (k = 0; k < ps[i].nchange; k++, said++) {
			t.len = 0;
			html_strf(b, S, "chart.alt.change", "label", ps[i].label,
			    "change", change_words(&t, ps[i].change[k], &cn, S),
			    (char *)NULL);
		}
		free(ps[i].key);
		buf_free(&ps[i].unit);
	}
	if (said == 0)
		html_strf(b, S, "chart.alt.none", (char *)NULL);
	buf_free(&t);
	cfgnames_free(&cn);
	free(ps);
	free(order);
}

static char *
chart(const struct runset *rs, const struct stats_cache *sc, uint32_t tc,
    const struct tcclaims *tcc, const struct html_strings *S, size_t maxcols,
    size_t *len, size_t *npanels)
{
	xmlDocPtr doc;
	xmlNodePtr svg, e, m;
	xmlNsPtr ns;
	struct buf b = {0}, desc = {0};
	struct panel *ps = xcalloc(PANELS_MAX, sizeof(*ps));
	struct column *cols = xcalloc((size_t)PANELS_MAX * CFGS_MAX,
	    sizeof(*cols));
	uint32_t cfgs[CFGS_MAX];
	size_t i, k, rows, ncols, np, ncfg, shown = 0, *keep;
	char *out = NULL;

	np = panels_of(tcc->rep, tcc->order, tcc->from, tcc->to, S, ps);
	ncfg = configs_of(tcc->rep, tcc->order, tcc->from, tcc->to, rs, tc,
	    cfgs);
	keep = xcalloc(np + 1, sizeof(*keep));
	for (i = 0; i < np; i++)
		if (columns_of(rs, sc, tc, &ps[i], cfgs, ncfg,
		    &cols[shown * CFGS_MAX]))
			keep[shown++] = i;
		else
			for (k = 0; k < ncfg; k++)
				free(cols[shown * CFGS_MAX + k].runs);
	*npanels = shown;
	if (shown == 0)
		goto out;
	doc = xmlNewDoc(BAD_CAST "1.0");
	ncols = shown < maxcols ? shown : maxcols;
	rows = (shown + ncols - 1) / ncols;
	svg = xmlNewDocNode(doc, NULL, BAD_CAST "svg", NULL);
	xmlDocSetRootElement(doc, svg);
	ns = xmlNewNs(svg, BAD_CAST "http://www.w3.org/2000/svg", NULL);
	xmlSetNs(svg, ns);
	buf_printf(&b, "0 0 %zu %zu", ncols * PANEL_W, rows * PANEL_H);
	html_attr(svg, "viewBox", b.data);
	b.len = 0;
	buf_printf(&b, "%zu", ncols * PANEL_W);
	html_attr(svg, "width", b.data);
	b.len = 0;
	buf_printf(&b, "%zu", rows * PANEL_H);
	html_attr(svg, "height", b.data);
	html_attr(svg, "role", "img");
	html_attr(svg, "aria-labelledby", "title desc");
	e = el(svg, "title");
	html_attr(e, "id", "title");
	b.len = 0;
	html_text(e, html_strf(&b, S, "chart.title", "tc", rs->tcs.strs[tc],
	    (char *)NULL));
	html_strn(&desc, S, "chart.desc", shown, "tc", rs->tcs.strs[tc],
	    (char *)NULL);
	e = el(svg, "desc");
	html_attr(e, "id", "desc");
	e = el(svg, "style");
	html_text(e, style);
	/* The arrowhead of a claimed change. */
	m = el(el(svg, "defs"), "marker");
	html_attr(m, "id", "arrow");
	html_attr(m, "viewBox", "0 0 6 6");
	html_attr(m, "refX", "5");
	html_attr(m, "refY", "3");
	html_attr(m, "markerWidth", "6");
	html_attr(m, "markerHeight", "6");
	html_attr(m, "orient", "auto");
	html_attr(el(m, "path"), "d", "M0 0L6 3L0 6z");
	e = el(svg, "rect");
	html_attr(e, "class", "bg");
	html_attr(e, "width", "100%");
	html_attr(e, "height", "100%");
	html_attr(e, "fill", "#fff");
	for (i = 0; i < shown; i++)
		panel(svg, rs, &ps[keep[i]], &cols[i * CFGS_MAX], ncfg, S,
		    tcc->names, (double)(i % ncols) * PANEL_W, (double)(i / ncols) * PANEL_H,
		    &desc);
	/* The description is complete only now; fill it in. */
	for (e = svg->children; e != NULL; e = e->next)
		if (strcmp((const char *)e->name, "desc") == 0)
			html_text(e, desc.data);
	b.len = 0;
	html_save_xml(doc, &b);
	xmlFreeDoc(doc);
	*len = b.len;
	out = buf_take(&b);
out:
	for (i = 0; i < shown; i++)
		for (k = 0; k < ncfg; k++)
			free(cols[i * CFGS_MAX + k].runs);
	for (i = 0; i < np; i++) {
		free(ps[i].key);
		buf_free(&ps[i].unit);
	}
	free(ps);
	free(cols);
	free(keep);
	buf_free(&b);
	buf_free(&desc);
	return out;
}

void
render_charts(struct site *s, const struct report *rep,
    const struct runset *rs, const struct stats_cache *sc,
    const struct html_strings *S)
{
	size_t i, j, ntc = rs->tcs.len;
	size_t *cstart, *corder;
	uint32_t *key;
	struct cfgnames cn;

	/* Each test case's claims (ntc: claims of none). */
	key = xcalloc(rep->nclaims + 1, sizeof(*key));
	for (j = 0; j < rep->nclaims; j++) {
		const struct addr *a = rep->claims[j].addr;
		long id = a != NULL && !a->constant && a->tc != NULL ?
		    runs_tc_find(rs, a->tc) : -1;

		key[j] = id >= 0 ? (uint32_t)id : (uint32_t)ntc;
	}
	bucket_sort(key, rep->nclaims, ntc + 1, &cstart, &corder);
	free(key);

	cfgnames_init(&cn, rep);
	for (i = 0; i < ntc; i++) {
		struct tcclaims tcc;
		char *file, *data;
		struct buf path = {0};
		size_t len, np;

		if (cstart[i] == cstart[i + 1])
			continue;
		tcc.rep = rep;
		tcc.order = corder;
		tcc.from = cstart[i];
		tcc.to = cstart[i + 1];
		tcc.names = &cn;
		if ((data = chart(rs, sc, (uint32_t)i, &tcc, S, COLS, &len,
		    &np)) == NULL)
			continue;
		file = render_chart_name(rs->tcs.strs[i]);
		buf_printf(&path, "charts/%s", file);
		site_add(s, path.data, data, len);
		/* A phone's: one column, so that its text stays legible. */
		if (np > 1 && (data = chart(rs, sc, (uint32_t)i, &tcc, S, 1,
		    &len, &np)) != NULL) {
			path.len = 0;
			buf_printf(&path, "charts/%.*s" CHART_NARROW, (int)
			    (strlen(file) - 4), file);
			site_add(s, path.data, data, len);
		}
		buf_free(&path);
		free(file);
	}
	cfgnames_free(&cn);
	free(cstart);
	free(corder);
}

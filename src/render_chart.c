/*
 * SVG charts: for each test case the report cites, small multiples with
 * one panel per cited metric: a bar per config at the median, a min-max
 * whisker, a dot per run, and a y axis with its unit and ticks.  Built
 * as a libxml2 tree in the SVG namespace (templates would lower-case
 * viewBox, LIBRARY-HAZARDS.md).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"

#define PANEL_W	240
#define PANEL_H	190
#define PAD_L	58
#define PAD_T	34
#define PAD_B	34
#define PAD_R	12
#define COLS	3

static const char *const fills[] = {
	"#8a8a8a", "#2f6db5", "#c7721c", "#4d9a3a", "#9a3a8a", "#3a8a9a"
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

/* One panel: a metric of a test case across its configs. */
/* A config with more runs than this gets no dot per run. */
#define CHART_DOTS_MAX	500

/* The groups of the test case being drawn, in order (runs_tc_groups). */
struct tcgroups {
	const uint32_t	*g;
	size_t		 n;
};

static void
panel(xmlNodePtr svg, const struct runset *rs, const struct tcgroups *tg,
    const struct stats_cache *sc, const struct html_strings *S,
    uint32_t metric, double ox, double oy, struct buf *desc)
{
	const struct rungroup *groups[16];
	struct stats_group st[16];
	double *v[16], lo = 0, hi = 0, step, y0, x, w, t, *scratch = NULL;
	size_t n[16], ng = 0, g, k, i, capscratch = 0;
	double plot_w = PANEL_W - PAD_L - PAD_R, plot_h = PANEL_H - PAD_T -
	    PAD_B;
	xmlNodePtr pg, e;
	struct buf b = {0};
	int first = 1;

	for (i = 0; i < tg->n && ng < 16; i++) {
		const struct rungroup *gr = &rs->groups[tg->g[i]];
		const struct stats_group *known = stats_cache_find(sc, tg->g[i],
		    metric);
		uint32_t gid = tg->g[i];

		if (known != NULL)
			st[ng] = *known;
		else
			stats_group_compute(rs, gid, metric, &scratch,
			    &capscratch, &st[ng]);
		n[ng] = st[ng].n;
		/* The values themselves only for the dots of a small group. */
		v[ng] = NULL;
		if (n[ng] <= CHART_DOTS_MAX) {
			v[ng] = xcalloc(gr->len + 1, sizeof(double));
			runs_gather_groups(rs, &gid, 1, metric, v[ng]);
		}
		if (n[ng] > 0) {
			if (first || st[ng].min < lo)
				lo = st[ng].min;
			if (first || st[ng].max > hi)
				hi = st[ng].max;
			first = 0;
		}
		groups[ng++] = gr;
	}
	free(scratch);
	if (lo > 0)
		lo = 0;
	if (hi < 0)
		hi = 0;
	if (hi == lo)
		hi = lo + 1;
	step = nice_step(hi - lo);
	lo = floor(lo / step) * step;
	hi = ceil(hi / step) * step;

	pg = el(svg, "g");
	buf_printf(&b, "translate(%.0f,%.0f)", ox, oy);
	html_attr(pg, "transform", b.data);
	b.len = 0;
	text_at(pg, 8, 16, "start", "title", rs->metrics.strs[metric]);
	buf_printf(&b, "(%s)", unit_of(rs->metrics.strs[metric], S));
	text_at(pg, 8, 28, "start", "unit", b.data);
	buf_printf(desc, " %s (%s):", rs->metrics.strs[metric],
	    unit_of(rs->metrics.strs[metric], S));

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
	y0 = PAD_T + plot_h - (0 - lo) / (hi - lo) * plot_h;
	w = plot_w / (double)(ng > 0 ? ng : 1);
	for (g = 0; g < ng; g++) {
		double med, mn, mx;
		const char *cfg = rs->cfgs.strs[groups[g]->cfg];

		x = PAD_L + w * (double)g;
		text_at(pg, x + w / 2, PANEL_H - PAD_B + 16, "middle", "cfg",
		    cfg);
		if (n[g] == 0) {
			text_at(pg, x + w / 2, y0 - 4, "middle", "tick",
			    html_str(S, "chart.na"));
			html_strf(desc, S, "chart.desc.none", "cfg", cfg,
			    (char *)NULL);
			free(v[g]);
			continue;
		}
		med = st[g].median;
		mn = st[g].min;
		mx = st[g].max;
#define Y(val) (PAD_T + plot_h - ((val) - lo) / (hi - lo) * plot_h)
		e = el(pg, "rect");
		attrd(e, "x", x + w * 0.2);
		attrd(e, "width", w * 0.6);
		attrd(e, "y", fmin(Y(med), y0));
		attrd(e, "height", fabs(Y(med) - y0));
		html_attr(e, "fill", fills[groups[g]->cfg % 6]);
		html_attr(e, "class", "bar");
		e = el(pg, "title");
		b.len = 0;
		fmt_num(&b, med, 6, 1);
		{
			struct buf t = {0};

			html_text(e, html_strf(&t, S, "chart.bar", "cfg", cfg,
			    "value", b.data, (char *)NULL));
			buf_free(&t);
		}
		/* The whisker, min to max, with caps. */
		e = el(pg, "path");
		b.len = 0;
		buf_printf(&b, "M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f",
		    x + w / 2, Y(mn), Y(mx), x + w * 0.38, Y(mn), x + w * 0.62,
		    x + w * 0.38, Y(mx), x + w * 0.62);
		html_attr(e, "d", b.data);
		html_attr(e, "class", "whisker");
		for (k = 0; k < n[g] && n[g] <= CHART_DOTS_MAX; k++) {
			e = el(pg, "circle");
			attrd(e, "cx", x + w / 2 + ((double)k -
			    (double)(n[g] - 1) / 2) * fmin(6, w * 0.5 /
			    (double)n[g]));
			attrd(e, "cy", Y(v[g][k]));
			html_attr(e, "r", "2.5");
			html_attr(e, "class", "run");
		}
#undef Y
		{
			struct buf a = {0}, lo1 = {0}, hi1 = {0}, nn = {0};

			fmt_num(&a, med, 6, 1);
			fmt_num(&lo1, mn, 6, 1);
			fmt_num(&hi1, mx, 6, 1);
			buf_printf(&nn, "%zu", n[g]);
			html_strf(desc, S, "chart.desc.group", "cfg", cfg,
			    "median", a.data, "min", lo1.data, "max", hi1.data,
			    "n", nn.data, (char *)NULL);
			buf_free(&a);
			buf_free(&lo1);
			buf_free(&hi1);
			buf_free(&nn);
		}
		free(v[g]);
	}
	e = el(pg, "line");
	attrd(e, "x1", PAD_L);
	attrd(e, "x2", PAD_L);
	attrd(e, "y1", PAD_T);
	attrd(e, "y2", PAD_T + plot_h);
	html_attr(e, "class", "axis");
	buf_free(&b);
}

static const char style[] =
    "text{font-family:system-ui,sans-serif;fill:#222}"
    ".title{font-size:11px;font-weight:600}.unit,.tick{font-size:10px;"
    "fill:#555}.cfg{font-size:11px}.grid{stroke:#ddd;stroke-width:1}"
    ".zero,.axis{stroke:#777;stroke-width:1}.whisker{stroke:#111;"
    "stroke-width:1.5;fill:none}.run{fill:#fff;stroke:#111;"
    "stroke-width:1.2}"
    "@media (prefers-color-scheme:dark){text{fill:#ddd}.unit,.tick{"
    "fill:#aaa}.grid{stroke:#444}.whisker{stroke:#eee}.run{fill:#222;"
    "stroke:#eee}rect.bg{fill:#1b1b1b}}";

static char *
chart(const struct runset *rs, uint32_t tc, const struct tcgroups *tg,
    const struct stats_cache *sc, const struct html_strings *S,
    const char *const *metrics, size_t nm, size_t *len)
{
	xmlDocPtr doc = xmlNewDoc(BAD_CAST "1.0");
	xmlNodePtr svg, e;
	xmlNsPtr ns;
	struct buf b = {0}, desc = {0};
	size_t i, rows, cols, np = 0;
	uint32_t ids[64];
	long m;

	for (i = 0; i < nm && np < 64; i++)
		if ((m = runs_metric_find(rs, metrics[i], strlen(metrics[i]))) >= 0)
			ids[np++] = (uint32_t)m;
	cols = np < COLS ? (np > 0 ? np : 1) : COLS;
	rows = (np + cols - 1) / cols;
	if (rows == 0)
		rows = 1;
	svg = xmlNewDocNode(doc, NULL, BAD_CAST "svg", NULL);
	xmlDocSetRootElement(doc, svg);
	ns = xmlNewNs(svg, BAD_CAST "http://www.w3.org/2000/svg", NULL);
	xmlSetNs(svg, ns);
	buf_printf(&b, "0 0 %zu %zu", cols * PANEL_W, rows * PANEL_H);
	html_attr(svg, "viewBox", b.data);
	b.len = 0;
	buf_printf(&b, "%zu", cols * PANEL_W);
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
	b.len = 0;
	html_strn(&desc, S, "chart.desc", np, "tc", rs->tcs.strs[tc],
	    (char *)NULL);
	e = el(svg, "desc");
	html_attr(e, "id", "desc");
	e = el(svg, "style");
	html_text(e, style);
	e = el(svg, "rect");
	html_attr(e, "class", "bg");
	html_attr(e, "width", "100%");
	html_attr(e, "height", "100%");
	html_attr(e, "fill", "#fff");
	for (i = 0; i < np; i++)
		panel(svg, rs, tg, sc, S, ids[i], (double)(i % cols) * PANEL_W,
		    (double)(i / cols) * PANEL_H, &desc);
	/* The description is complete only now; fill it in. */
	for (e = svg->children; e != NULL; e = e->next)
		if (strcmp((const char *)e->name, "desc") == 0)
			html_text(e, desc.data);
	b.len = 0;
	html_save_xml(doc, &b);
	xmlFreeDoc(doc);
	buf_free(&desc);
	*len = b.len;
	return buf_take(&b);
}

void
render_charts(struct site *s, const struct report *rep,
    const struct runset *rs, const struct stats_cache *sc,
    const struct html_strings *S)
{
	size_t i, j, k, m, nm, ci, ntc = rs->tcs.len;
	size_t *cstart, *corder;
	const char *names[16];
	uint32_t *key;

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

	for (i = 0; i < ntc; i++) {
		const char *metrics[64];
		struct tcgroups tg;
		char *file, *data;
		struct buf path = {0};
		size_t len;

		nm = 0;
		for (ci = cstart[i]; ci < cstart[i + 1]; ci++) {
			const struct addr *a = rep->claims[corder[ci]].addr;

			m = claim_expr_metrics(a->expr, names, 16);
			for (k = 0; k < m && k < 16 && nm < 64; k++) {
				size_t l;

				for (l = 0; l < nm &&
				    strcmp(metrics[l], names[k]) != 0; l++)
					;
				if (l == nm && runs_metric_find(rs, names[k],
				    strlen(names[k])) >= 0)
					metrics[nm++] = names[k];
			}
		}
		if (nm == 0)
			continue;
		tg.g = runs_tc_groups(rs, (uint32_t)i, &tg.n);
		data = chart(rs, (uint32_t)i, &tg, sc, S, metrics, nm, &len);
		file = render_chart_name(rs->tcs.strs[i]);
		buf_printf(&path, "charts/%s", file);
		site_add(s, path.data, data, len);
		buf_free(&path);
		free(file);
	}
	free(cstart);
	free(corder);
}

/*
 * SVG charts: for each test case the report cites, small multiples with
 * one panel per expression its claims use, charted as they compute it:
 * a mark per config at the claims' statistic, a min-max whisker, a dot
 * per run, the claimed changes as arrows, and a y axis with its unit
 * and ticks.  Built
 * as a libxml2 tree in the SVG namespace (templates would lower-case
 * viewBox, LIBRARY-HAZARDS.md).  What the panels show (their values,
 * configs and words) is render_chart_data.c's; this file draws them
 * and adds the files.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render_chart.h"

#define PANEL_W	240
#define PANEL_H	200
#define PAD_L	58
/* Title, statistic line, claim line, then the zoom label: a line each. */
#define PAD_T	60
#define PAD_B	34
#define PAD_R	12
#define COLS	3
/*
 * The most dots (a run each) a chart draws, over all its panels; past
 * it, each config keeps its whisker and value mark alone.  A dot is
 * about 100 bytes of SVG with its title: 39 panels of 250 runs made a
 * chart of 1 MB that took a browser 1.6 s to parse and paint as the
 * reader scrolled to the checker below it (issue 26), for dots drawn
 * a third of a pixel apart, which no one could tell apart or point at.
 * The running example and tests/examples/ draw at most 160.
 */
#define CHART_DOTS_CHART	1000

static const char *const fills[] = {
	"#8a8a8a", "#2f6db5", "#c7721c", "#4d9a3a", "#b04aa0", "#3a8a9a"
};

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

/* A mark's <title>: what a pointer or a screen reader shows of it. */
static void
title_of(xmlNodePtr mark, const char *s)
{
	html_text(el(mark, "title"), s);
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
 * A panel's axis, lo to hi in ticks of step: it fits the values,
 * starting at 0 only when that costs at most half of it.
 */
static void
panel_axis(const struct render_chart_column *col, size_t ncol, double *plo,
    double *phi, double *pstep)
{
	double lo = 0, hi = 0, step;
	size_t g;
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
	*plo = floor(lo / step) * step;
	*phi = ceil(hi / step) * step;
	*pstep = step;
}

/*
 * The reference of a panel's scale bar: its first config with a value
 * (the report's first, against which its changes are most often
 * written); ncol when none has a value other than 0.
 */
static size_t
panel_ref(const struct render_chart_column *col, size_t ncol)
{
	size_t g;

	for (g = 0; g < ncol; g++)
		if (col[g].has)
			return col[g].stat != 0 && isfinite(col[g].stat) ? g :
			    ncol;
	return ncol;
}

/*
 * The pixels of 1% of a panel's reference value on its axis, 0 when it
 * has no reference.
 */
static double
panel_px_per_pct(const struct render_chart_column *col, size_t ncol)
{
	size_t r = panel_ref(col, ncol);
	double lo, hi, step;

	if (r == ncol)
		return 0;
	panel_axis(col, ncol, &lo, &hi, &step);
	return fabs(col[r].stat) / 100 / (hi - lo) *
	    (PANEL_H - PAD_T - PAD_B);
}

/*
 * Each panel scales itself, to show its runs; its scale bar, the same
 * percentage of its reference value in every panel of a chart, says
 * by its length how much each panel magnifies, so that a change of
 * +0.3% drawn as tall as one of -96% cannot pass for it: the bar is
 * long where the axis is magnified, and an arrow is read against it.
 * The percentage is the largest of 1, 2 or 5 x 10^k whose bar fits
 * 80% of the most magnified panel's plot.
 */
static double
chart_scale_pct(const struct render_chart_column *cols, size_t shown,
    size_t ncfg)
{
	static const double nice[] = { 1, 2, 5 };
	double most = 0, pct = 0, px;
	size_t i;
	int e;

	for (i = 0; i < shown; i++) {
		px = panel_px_per_pct(&cols[i * CHART_CFGS_MAX], ncfg);
		most = fmax(most, px);
	}
	if (!(most > 0))
		return 0;
	for (e = -6; e <= 2; e++)
		for (i = 0; i < 3; i++) {
			double p = nice[i] * pow(10, e);

			if (p * most <= 0.8 * (PANEL_H - PAD_T - PAD_B) &&
			    p <= 100)
				pct = p;
		}
	return pct;
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
panel(xmlNodePtr svg, const struct runset *rs,
    const struct render_chart_panel *p, const struct render_chart_column *col,
    size_t ncol, const struct html_strings *S,
    const struct render_chart_cfgnames *cn, double ox, double oy,
    double scale, int dots, struct buf *desc)
{
	double lo = 0, hi = 0, step, x, w, t, plot_w = PANEL_W - PAD_L - PAD_R,
	    plot_h = PANEL_H - PAD_T - PAD_B;
	const char *unit = p->pct ? "%" : p->unit.data != NULL ?
	    p->unit.data : "";
	xmlNodePtr pg, e;
	struct buf b = {0}, v = {0};
	size_t g, k, i;

	panel_axis(col, ncol, &lo, &hi, &step);

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
		text_at(pg, 8, 38, "start", "claim", render_chart_change_words(&b,
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
		text_at(pg, PANEL_W - PAD_R, PAD_T - 8, "end", "unit zoom",
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
	/* The scale bar (chart_scale_pct), at the plot's right edge. */
	if (scale > 0 && (i = panel_ref(col, ncol)) < ncol) {
		double len = scale * panel_px_per_pct(col, ncol);
		struct buf pc = {0};

		e = el(pg, "path");
		b.len = 0;
		buf_printf(&b, "M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f",
		    PANEL_W - PAD_R + 6.0, PAD_T + plot_h, PAD_T + plot_h - len,
		    PANEL_W - PAD_R + 3.0, PAD_T + plot_h, PANEL_W - PAD_R + 9.0,
		    PANEL_W - PAD_R + 3.0, PAD_T + plot_h - len,
		    PANEL_W - PAD_R + 9.0);
		html_attr(e, "d", b.data);
		html_attr(e, "class", "scalebar");
		fmt_num(&pc, scale, 3, 1);
		b.len = 0;
		html_strf(&b, S, "chart.scale", "pct", pc.data, "cfg",
		    render_chart_cfg_word(cn, rs->cfgs.strs[col[i].cfg]),
		    (char *)NULL);
		title_of(e, b.data);
		text_at(pg, PANEL_W - 4, PANEL_H - 4, "end", "unit scale",
		    b.data);
		html_strf(desc, S, "chart.desc.zoom", "zoom", b.data,
		    (char *)NULL);
		buf_free(&pc);
	}
#define Y(val) (PAD_T + plot_h - ((val) - lo) / (hi - lo) * plot_h)
	w = plot_w / (double)(ncol > 0 ? ncol : 1);
	for (g = 0; g < ncol; g++) {
		const struct render_chart_column *o = &col[g];
		const char *cfg = render_chart_cfg_word(cn, rs->cfgs.strs[o->cfg]);

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
		/*
		 * The whisker, min to max over the runs, with caps; none for
		 * a statistic off the runs' scale (lo = hi = the statistic).
		 */
		if (o->n == 0 && o->lo == o->hi)
			goto mark;
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
		for (k = 0; dots && k < o->n; k++) {
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
mark:
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
		title_of(e, render_chart_change_words(&b, p->change[k], cn, S));
		v.len = 0;
		html_strf(desc, S, "chart.desc.change", "change",
		    render_chart_change_words(&v, p->change[k], cn, S), (char *)NULL);
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
    ".scalebar{stroke:#555;stroke-width:2;fill:none}"
    ".change{stroke:#b00;stroke-width:1.5;fill:none;"
    "stroke-dasharray:4 2}#arrow path{fill:#b00}"
    "@media (prefers-color-scheme:dark){text{fill:#ddd}.unit,.tick{"
    "fill:#aaa}.grid{stroke:#444}.whisker{stroke:#eee}.run{fill:#222;"
    "stroke:#eee}rect.bg{fill:#1b1b1b}.scalebar{stroke:#aaa}"
    /* The arrow's red at 3:1 or more on the dark ground (#b00: 2.55). */
    ".change{stroke:#ff6b6b}#arrow path{fill:#ff6b6b}}";

/* The test case's claims: the cstart/corder slice of the report. */
struct tcclaims {
	const struct report	*rep;
	const size_t		*order;
	size_t			 from, to;
	const struct render_chart_cfgnames	*names;
};

static char *
chart(const struct runset *rs, const struct stats_cache *sc, uint32_t tc,
    const struct tcclaims *tcc, const struct html_strings *S, size_t maxcols,
    size_t *len, size_t *npanels)
{
	xmlDocPtr doc;
	xmlNodePtr svg, e, m;
	xmlNsPtr ns;
	struct buf b = {0}, desc = {0};
	struct render_chart_panel *ps = xcalloc(CHART_PANELS_MAX, sizeof(*ps));
	struct render_chart_column *cols = xcalloc((size_t)CHART_PANELS_MAX *
	    CHART_CFGS_MAX, sizeof(*cols));
	uint32_t cfgs[CHART_CFGS_MAX];
	size_t i, k, rows, ncols, np, ncfg, shown = 0, *keep, ndots = 0;
	double scale;
	char *out = NULL;

	np = render_chart_panels(tcc->rep, tcc->order, tcc->from, tcc->to, S, ps);
	ncfg = render_chart_configs(tcc->rep, tcc->order, tcc->from, tcc->to, rs, tc,
	    cfgs);
	keep = xcalloc(np + 1, sizeof(*keep));
	for (i = 0; i < np; i++)
		if (render_chart_columns(rs, sc, tc, &ps[i], cfgs, ncfg,
		    &cols[shown * CHART_CFGS_MAX]))
			keep[shown++] = i;
		else
			for (k = 0; k < ncfg; k++)
				free(cols[shown * CHART_CFGS_MAX + k].runs);
	*npanels = shown;
	if (shown == 0)
		goto out;
	for (i = 0; i < shown * CHART_CFGS_MAX; i++)
		ndots += cols[i].n;
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
	scale = chart_scale_pct(cols, shown, ncfg);
	for (i = 0; i < shown; i++)
		panel(svg, rs, &ps[keep[i]], &cols[i * CHART_CFGS_MAX], ncfg, S,
		    tcc->names, (double)(i % ncols) * PANEL_W, (double)(i / ncols) * PANEL_H,
		    scale, ndots <= CHART_DOTS_CHART, &desc);
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
			free(cols[i * CHART_CFGS_MAX + k].runs);
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
	struct render_chart_cfgnames cn;

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

	render_chart_cfgnames_init(&cn, rep);
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
	render_chart_cfgnames_free(&cn);
	free(cstart);
	free(corder);
}

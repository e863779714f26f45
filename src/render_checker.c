/*
 * The checker's section of a report page (render_checker.h): its
 * markup from the template checker.html in the page's words, the runs
 * as tables for readers without JavaScript, the names, claims and the
 * script's words as JSON for assets/checker.js, and the page's steps
 * file (each claim's plan, loaded when a reader opens it).  The runs'
 * data scripts it points to are render_checker_data.c's.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render.h"
#include "render_checker.h"

/* What the section is made from. */
struct ck {
	const struct report	*rep;
	const struct runset	*rs;
	const struct render_opts *o;
	xmlDocPtr		 doc;
	const char		*steps;	/* the steps file, from the page */
	struct site		*site;	/* where the names' scripts go */
	const char		*names;	/* their first script, from the page */
};

/*
 * The lists of test cases and metrics, and what the checker knows of
 * each test case, are inline up to NAMES_INLINE_MAX bytes; past it
 * they are scripts of their own (data/names/PAGE.js, .1.js...), each
 * at most about NAMES_PART_MAX, loaded before the checker starts.
 * They grow with the test cases and metrics alone: 150,000 test cases
 * of a run each take about 5 MB, and 500 test cases of the same 2,000
 * metrics as many, so inline they would pass a page's budget (5 MB,
 * docs/site.md) where the data scripts of the same runs fit.
 */
#define NAMES_INLINE_MAX	1000000
#define NAMES_PART_MAX		4000000

/* The fields of the names, in each part's object. */
enum { NF_TCS, NF_METRICS, NF_TCFILE, NF_TCRUNS, NF_TCMETRICS, NF_TCPACK,
	NF_N };
static const char *const names_field[NF_N] = { "tcs", "metrics", "tcfile",
	"tcruns", "tcmetrics", "tcpack" };

/* A part of the names: each field's items, comma-separated. */
struct names_part {
	struct buf	f[NF_N];
	size_t		bytes;
};

/*
 * Appends the items of it (one a field, those of NULL data skipped) to
 * the last part, or to a new one when they would take it past
 * NAMES_PART_MAX.  A part holds at least one test case or metric.
 */
static void
names_put(struct names_part **parts, size_t *n, size_t *cap,
    const struct buf *it)
{
	size_t k, len = 0;
	struct names_part *pt;

	for (k = 0; k < NF_N; k++)
		len += it[k].data != NULL ? it[k].len + 1 : 0;
	if (*n == 0 || ((*parts)[*n - 1].bytes > 0 &&
	    (*parts)[*n - 1].bytes + len > NAMES_PART_MAX)) {
		xgrow(parts, cap, *n + 1, sizeof(**parts));
		memset(&(*parts)[*n], 0, sizeof(**parts));
		(*n)++;
	}
	pt = &(*parts)[*n - 1];
	for (k = 0; k < NF_N; k++) {
		if (it[k].data == NULL)
			continue;
		if (pt->f[k].len > 0)
			buf_addc(&pt->f[k], ',');
		buf_add(&pt->f[k], it[k].data, it[k].len);
	}
	pt->bytes += len;
}

/* A part's fields as a JSON object's members: "tcs":[...],... */
static void
names_members(struct buf *b, const struct names_part *pt)
{
	size_t k;

	for (k = 0; k < NF_N; k++) {
		buf_printf(b, "%s\"%s\":[", k ? "," : "", names_field[k]);
		if (pt->f[k].data != NULL)
			buf_add(b, pt->f[k].data, pt->f[k].len);
		buf_addc(b, ']');
	}
}

/*
 * The names into b, as members of the page's JSON: inline when they
 * are small, else "names":FILE and the scripts added to the site.
 */
static void
names_json(const struct ck *p, struct buf *b)
{
	const struct runset *rs = p->rs;
	const struct render_present *pr = p->o->present;
	struct names_part *parts = NULL;
	struct buf it[NF_N];
	size_t i, j, k, n = 0, cap = 0, bytes = 0;
	size_t *nruns = xcalloc(rs != NULL ? rs->tcs.len + 1 : 1,
	    sizeof(*nruns));

	memset(it, 0, sizeof(it));
	/* Run counts in one pass over the groups, not one per test case. */
	for (i = 0; rs != NULL && i < rs->ngroups; i++)
		nruns[rs->groups[i].tc] += rs->groups[i].len;
	for (i = 0; rs != NULL && i < rs->tcs.len; i++) {
		char *file = render_tc_stem(rs->tcs.strs[i]);
		const char *sep = "";

		for (k = 0; k < NF_N; k++)
			it[k].len = 0;
		json_str(&it[NF_TCS], rs->tcs.strs[i]);
		/* 0 where it is the name itself, as most are. */
		if (strcmp(file, rs->tcs.strs[i]) == 0)
			buf_addc(&it[NF_TCFILE], '0');
		else
			json_str(&it[NF_TCFILE], file);
		free(file);
		buf_printf(&it[NF_TCRUNS], "%zu", nruns[i]);
		buf_addc(&it[NF_TCMETRICS], '[');
		for (j = pr != NULL ? pr->start[i] : 0;
		    pr != NULL && j < pr->start[i + 1]; j++) {
			buf_printf(&it[NF_TCMETRICS], "%s%u", sep,
			    (unsigned)pr->metrics[j]);
			sep = ",";
		}
		buf_addc(&it[NF_TCMETRICS], ']');
		/* 0: the test case's own scripts; k: ~pack/k-1.js. */
		buf_printf(&it[NF_TCPACK], "%u", pr != NULL &&
		    pr->pack != NULL ? (unsigned)pr->pack[i] : 0u);
		names_put(&parts, &n, &cap, it);
	}
	for (k = 0; k < NF_N; k++)
		buf_free(&it[k]);
	for (i = 0; rs != NULL && i < rs->metrics.len; i++) {
		json_str(&it[NF_METRICS], rs->metrics.strs[i]);
		names_put(&parts, &n, &cap, it);
		it[NF_METRICS].len = 0;
	}
	buf_free(&it[NF_METRICS]);
	for (i = 0; i < n; i++)
		bytes += parts[i].bytes;
	if (n == 0) {
		struct names_part none;

		memset(&none, 0, sizeof(none));
		names_members(b, &none);
	} else if (n == 1 && bytes <= NAMES_INLINE_MAX)
		names_members(b, &parts[0]);
	else {
		/* vrData's parts (assets/checker.js) are joined field by field. */
		for (i = 0; i < n; i++) {
			struct buf path = {0}, f = {0};
			size_t stem = strlen(p->names) - 3;	/* ".js" */

			if (i == 0)
				buf_adds(&path, p->names);
			else
				buf_printf(&path, "%.*s.%zu.js", (int)stem,
				    p->names, i);
			buf_adds(&f, "vrData(\"names\",\"\",{");
			names_members(&f, &parts[i]);
			buf_printf(&f, "},%zu,%zu);\n", i, n);
			site_add(p->site, path.data, f.data, f.len);
			buf_free(&path);
		}
		buf_adds(b, "\"names\":");
		json_str(b, p->names);
	}
	for (i = 0; i < n; i++)
		for (k = 0; k < NF_N; k++)
			buf_free(&parts[i].f[k]);
	free(parts);
	free(nruns);
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
	buf_addc(&b, ',');
	names_json(p, &b);
	buf_adds(&b, ",\"cfgs\":[");
	for (i = 0; rs != NULL && i < rs->cfgs.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->cfgs.strs[i]);
	}
	buf_adds(&b, "],\"metakeys\":[");
	for (i = 0; rs != NULL && i < rs->metakeys.len; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, rs->metakeys.strs[i]);
	}
	/* What "see line N of FILE" calls each results file. */
	buf_adds(&b, "],\"files\":[");
	for (i = 0; i < p->o->nresults; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, p->o->results_names[i]);
	}
	buf_adds(&b, "],\"steps\":");
	json_str(&b, p->steps);
	/*
	 * Claims as arrays, to keep the page light: [text, line, col,
	 * address, verdict, tc, [metrics]].  The computation is the
	 * tooltip's text (#tip-N); the steps are in the page's steps file
	 * (render_record.c), loaded when a claim is opened.
	 */
	buf_adds(&b, ",\"claims\":[");
	for (i = 0; i < p->rep->nclaims; i++) {
		const struct claim *c = &p->rep->claims[i];
		const char *names[8];
		size_t m = 0;

		buf_adds(&b, i ? ",\n[" : "\n[");
		json_str(&b, c->text);
		/* No place (claim.h): null, and the box says so. */
		if (c->line == 0)
			buf_adds(&b, ",null,null,");
		else
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
 * The most bytes the test cases' blocks may take besides their
 * tables' cells (a block, its summary and its sentence: about 200
 * bytes), counted as a bound (a name as if every byte were escaped).
 * Without it the blocks grew with the test cases alone: 60,000 test
 * cases of a run each made a 14 MB page past the 5 MB a file may take
 * (docs/site.md).  Past it the blocks of test cases no claim cites
 * are left out, and one sentence says how many and where their runs
 * are; a cited test case keeps its block, which its claims' evidence
 * links to (claims are bounded by the page's budget already).
 */
#define PRERENDER_BYTES_MAX	1000000

/* Whether a claim of the report cites test case t. */
static unsigned char *
cited_tcs(const struct ck *p)
{
	unsigned char *cited = xcalloc(p->rs->tcs.len + 1, 1);
	size_t i;
	long t;

	for (i = 0; i < p->rep->nclaims; i++) {
		const struct claim *c = &p->rep->claims[i];

		if (c->addr != NULL && c->addr->tc != NULL &&
		    (t = runs_tc_find(p->rs, c->addr->tc)) >= 0)
			cited[t] = 1;
	}
	return cited;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The metrics test case t has, as (rank by name << 32 | id), sorted:
 * its table's rows, found from the list of what it has rather than by
 * asking every metric of the results (test cases x metrics); every
 * metric, in order, when there is no list.
 */
static size_t
tc_rows(const struct ck *p, size_t t, const uint32_t *rank, uint64_t **rows,
    size_t *cap)
{
	const struct render_present *pr = p->o->present;
	size_t j, n = 0;

	if (pr == NULL) {
		xgrow(rows, cap, p->rs->metrics.len, sizeof(**rows));
		for (j = 0; j < p->rs->metrics.len; j++)
			(*rows)[n++] = (uint64_t)j << 32 |
			    p->rs->metric_order[j];
		return n;
	}
	xgrow(rows, cap, pr->start[t + 1] - pr->start[t], sizeof(**rows));
	for (j = pr->start[t]; j < pr->start[t + 1]; j++)
		(*rows)[n++] = (uint64_t)rank[pr->metrics[j]] << 32 |
		    pr->metrics[j];
	qsort(*rows, n, sizeof(**rows), cmp_u64);
	return n;
}

/*
 * Each test case's runs as a table, for readers without JavaScript:
 * a row per metric, a column per run and a median per config.
 */
static void
prerender(const struct ck *p, xmlNodePtr parent)
{
	const struct runset *rs = p->rs;
	size_t t, m, k, gi, ng, budget = PRERENDER_CELLS_MAX;
	size_t bytes = PRERENDER_BYTES_MAX, left = 0, leftruns = 0;
	const uint32_t *gs;
	double *vals = NULL;
	size_t capv = 0, ntc = rs->tcs.len;
	struct buf b = {0};
	unsigned char *cited = cited_tcs(p);
	uint32_t *rank = xcalloc(rs->metrics.len + 1, sizeof(*rank));
	uint64_t *rows = NULL;
	size_t caprows = 0, nrows, cfglen = 0;

	/* Claims' links land on their evidence (render_evidence.c). */
	for (m = 0; m < rs->metrics.len; m++)
		rank[rs->metric_order[m]] = (uint32_t)m;
	for (k = 0; k < rs->cfgs.len; k++)
		if (strlen(rs->cfgs.strs[k]) > cfglen)
			cfglen = strlen(rs->cfgs.strs[k]);

	for (t = 0; t < ntc; t++) {
		xmlNodePtr det, sum, wrap, table, tr, th, td;
		size_t nruns = 0, cols = 0, nmetrics, cost, tcost;

		gs = runs_tc_groups(rs, (uint32_t)t, &ng);
		for (gi = 0; gi < ng; gi++) {
			nruns += rs->groups[gs[gi]].len;
			cols += rs->groups[gs[gi]].len + 1;
		}
		/* Its block's bytes at most: tags, its name twice, words. */
		cost = 200 + 12 * strlen(rs->tcs.strs[t]);
		/* The rows are the metrics it has, not every metric's. */
		nmetrics = nrows = tc_rows(p, t, rank, &rows, &caprows);
		/* Its table's bytes at most: cells, names, headers. */
		tcost = 200 + (cols + 1) * (nmetrics + 1) * 30 +
		    cols * 6 * cfglen;
		for (m = 0; m < nrows && tcost <= bytes; m++)
			tcost += 6 * strlen(rs->metrics.strs[(uint32_t)rows[m]]);
		/*
		 * Past the bytes, a test case no claim cites is left out
		 * rather than given a block that says only that its table
		 * is missing: a table too big for any page still says so.
		 */
		if (!cited[t] && (cost > bytes || (tcost > bytes - cost &&
		    cols * nmetrics <= budget))) {
			left++;
			leftruns += nruns;
			continue;
		}
		bytes -= cost < bytes ? cost : bytes;
		det = html_elc(parent, "details", "runs");
		html_attrf(det, "id", "runs-%s", rs->tcs.strs[t]);
		sum = html_el(det, "summary");
		b.len = 0;
		html_text(sum, html_strn(&b, p->o->strings, "runs.summary",
		    nruns, "tc", rs->tcs.strs[t], (char *)NULL));
		if (cols * nmetrics > budget || tcost > bytes) {
			struct buf nr = {0}, nm = {0};

			fmt_num(&nr, (double)nruns, 15, 0);
			fmt_num(&nm, (double)nmetrics, 15, 0);
			b.len = 0;
			html_text(html_elc(det, "p", "hint"), html_strf(&b,
			    p->o->strings, "runs.toomany", "runs", nr.data,
			    "metrics", nm.data, (char *)NULL));
			buf_free(&nr);
			buf_free(&nm);
			if (cols * nmetrics > budget)
				budget = 0;
			continue;
		}
		budget -= cols * nmetrics;
		bytes -= tcost;
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
		for (m = 0; m < nrows; m++) {
			uint32_t id = (uint32_t)rows[m];
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
			th = html_el(tr, "th");
			html_text(th, rs->metrics.strs[id]);
			/*
			 * A metric named "" (a results key may be) would
			 * head its row with nothing a screen reader says
			 * (docs/site.md, "Empty header cells").
			 */
			if (!html_spoken(th->children))
				html_text(html_elc(th, "span", "sr-only"),
				    html_str(p->o->strings, "runs.noname"));
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
	/* What was left out, and where it is. */
	if (left > 0) {
		struct buf nr = {0};

		fmt_num(&nr, (double)leftruns, 15, 0);
		b.len = 0;
		html_text(html_elc(parent, "p", "hint"), html_strn(&b,
		    p->o->strings, "runs.rest", left, "runs", nr.data,
		    (char *)NULL));
		buf_free(&nr);
	}
	free(cited);
	free(rank);
	free(rows);
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
	struct buf path = {0}, steps = {0}, names = {0};
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
	/* index.html's names, when not inline, are data/names/index.js. */
	buf_printf(&names, "data/names/%.*s.js", (int)(strrchr(out, '.') != NULL ?
	    (size_t)(strrchr(out, '.') - out) : strlen(out)), out);
	p.names = names.data;
	p.site = s;
	render_record_steps(s, steps.data, rep, rs, o->strings);
	if ((slot = html_slot_in(sec, "ck-runs")) != NULL && rs != NULL)
		prerender(&p, slot);
	if ((slot = html_slot_in(sec, "ck-data")) != NULL) {
		json = checker_json(&p);
		/* json_str escaped "<", ">" and "&": it cannot end the script. */
		xmlAddChild(slot, xmlNewDocText(doc, BAD_CAST json));
		free(json);
	}
	buf_free(&steps);
	buf_free(&names);
	return sec;
}

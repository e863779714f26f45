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
};

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
	/* What "see line N of FILE" calls each results file. */
	buf_adds(&b, "],\"files\":[");
	for (i = 0; i < p->o->nresults; i++) {
		if (i)
			buf_addc(&b, ',');
		json_str(&b, p->o->results_names[i]);
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
	 * (render_record.c), loaded when a claim is opened.
	 */
	buf_adds(&b, "],\"claims\":[");
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
	return sec;
}

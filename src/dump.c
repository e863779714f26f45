/*
 * The stage dumps of verify-report --dump=runs|claims|eval: plain text,
 * one fact a line, every number with 17 significant digits so that a
 * diff shows any change in a value.  Text from the inputs has its
 * control characters escaped (\xNN): a dump is read in a terminal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dump.h"

/* Appends s with bytes below 0x20 and DEL as \xNN, backslash as \\. */
static void
text(struct buf *b, const char *s)
{
	for (; s != NULL && *s != '\0'; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f || *s == '\\')
			buf_printf(b, *s == '\\' ? "\\\\" : "\\x%02X",
			    (unsigned char)*s);
		else
			buf_addc(b, *s);
}

static void
num(struct buf *b, double v)
{
	buf_printf(b, "%.17g", v);
}

void
dump_runs(struct buf *b, const struct runset *rs)
{
	size_t t, gi, ng, k, m;
	double *v = NULL;
	size_t capv = 0;

	buf_adds(b, "runs ");
	text(b, rs->path);
	buf_printf(b, ": %zu runs, %zu test cases, %zu configs, %zu metrics, "
	    "%zu metadata keys\n", rs->nruns, rs->tcs.len, rs->cfgs.len,
	    rs->metrics.len, rs->metakeys.len);
	for (t = 0; t < rs->tcs.len; t++) {
		const uint32_t *gs = runs_tc_groups(rs, (uint32_t)t, &ng);

		buf_adds(b, "tc ");
		text(b, rs->tcs.strs[t]);
		buf_addc(b, '\n');
		for (gi = 0; gi < ng; gi++) {
			const struct rungroup *g = &rs->groups[gs[gi]];

			buf_adds(b, "  cfg ");
			text(b, rs->cfgs.strs[g->cfg]);
			buf_printf(b, ": %zu %s:", g->len, g->len == 1 ? "run" :
			    "runs");
			for (k = 0; k < g->len; k++) {
				const struct run *r = &rs->runs[g->runs[k]];

				buf_printf(b, " #%u@", (unsigned)r->rep);
				/* Several files: whose line it is. */
				if (rs->nfiles > 1) {
					text(b, rs->files[r->file]);
					buf_addc(b, ':');
				}
				buf_printf(b, "%zu", r->line);
			}
			buf_addc(b, '\n');
			xgrow(&v, &capv, g->len + 1, sizeof(double));
			for (m = 0; m < rs->metrics.len; m++) {
				uint32_t id = rs->metric_order[m];

				if (!runs_groups_have(rs, &gs[gi], 1, id))
					continue;
				runs_gather_all(rs, &gs[gi], 1, id, v);
				buf_adds(b, "    ");
				text(b, rs->metrics.strs[id]);
				buf_addc(b, ':');
				for (k = 0; k < g->len; k++) {
					buf_addc(b, ' ');
					if (v[k] != v[k])
						buf_addc(b, '-');
					else
						num(b, v[k]);
				}
				buf_addc(b, '\n');
			}
		}
	}
	for (k = 0; k < rs->metakeys.len; k++) {
		buf_adds(b, "metadata key ");
		text(b, rs->metakeys.strs[k]);
		buf_addc(b, '\n');
	}
	free(v);
}

static const char *const kinds[] = { "plain", "percent", "pp", "ratio" };

static void
written(struct buf *b, const struct written *w)
{
	buf_printf(b, "%s ", kinds[w->kind]);
	num(b, w->value);
	buf_adds(b, " \xC2\xB1");
	num(b, w->half);
	if (w->sign != 0)
		buf_adds(b, " signed");
	if (w->scale != 1) {
		buf_adds(b, " scale ");
		num(b, w->scale);
	}
}

static void
place(struct buf *b, const struct report *r, size_t line, size_t col,
    size_t byte)
{
	text(b, r->path);
	if (line == 0)		/* none (claim.h) */
		buf_adds(b, ": (no place) ");
	else
		buf_printf(b, ":%zu:%zu: (byte %zu) ", line, col, byte);
}

void
dump_claims(struct buf *b, const struct report *r)
{
	size_t i, k;

	buf_adds(b, "report ");
	text(b, r->path);
	buf_printf(b, ": %zu lines, %zu claims, %zu unbound\n", r->nlines,
	    r->nclaims, r->nunbound);
	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];

		place(b, r, c->line, c->col, c->byte);
		buf_adds(b, c->in_table ? "table claim " : "claim ");
		text(b, c->text);
		buf_adds(b, " -> ev:");
		text(b, c->addr_text);
		buf_adds(b, "\n    number ");
		written(b, &c->num.a);
		if (c->num.is_range) {
			buf_adds(b, " ~ ");
			written(b, &c->num.b);
		}
		buf_addc(b, '\n');
		if (c->ncols > 0) {
			buf_adds(b, "    row");
			for (k = 0; k < c->ncols; k++) {
				buf_printf(b, " $%zu=", k + 1);
				if (c->cols[k] != c->cols[k])
					buf_addc(b, '-');
				else
					num(b, c->cols[k]);
			}
			buf_addc(b, '\n');
		}
		if (c->error != NULL) {
			buf_adds(b, "    error ");
			text(b, c->error);
			buf_addc(b, '\n');
		}
	}
	for (i = 0; i < r->nunbound; i++) {
		const struct unbound *u = &r->unbound[i];

		place(b, r, u->line, u->col, report_ubyte(u));
		buf_adds(b, u->in_link ? "unbound (in a link) " : "unbound ");
		text(b, u->text);
		buf_addc(b, '\n');
	}
}

void
dump_eval(struct buf *b, const struct report *r)
{
	size_t i, j, k;

	for (i = 0; i < r->nclaims; i++) {
		const struct claim *c = &r->claims[i];

		place(b, r, c->line, c->col, c->byte);
		buf_printf(b, "%s ", claim_verdict_name(c->verdict));
		text(b, c->text);
		if (c->verdict != VERDICT_ERROR) {
			buf_adds(b, " computed ");
			num(b, c->v);
			if (c->num.is_range) {
				buf_adds(b, " ~ ");
				num(b, c->v2);
			}
		}
		buf_addc(b, '\n');
		if (c->calc != NULL) {
			buf_adds(b, "    calc ");
			text(b, c->calc);
			buf_addc(b, '\n');
		}
		if (c->error != NULL) {
			buf_adds(b, "    error ");
			text(b, c->error);
			buf_addc(b, '\n');
		}
		if (c->support.known && c->verdict != VERDICT_ERROR) {
			const struct claim_support *s = &c->support;

			buf_printf(b, "    support %s%s %s p ",
			    claim_support_name(s->cls), s->zero ? " (no change "
			    "claimed)" : "", s->overlap ? "overlap" : "apart");
			num(b, s->p);
			buf_printf(b, " runs b %zu a %zu", s->nb, s->na);
			buf_adds(b, " b ");
			num(b, s->bmin);
			buf_addc(b, '~');
			num(b, s->bmax);
			buf_adds(b, " a ");
			num(b, s->amin);
			buf_addc(b, '~');
			num(b, s->amax);
			buf_printf(b, " pairs %zu up %zu down %zu\n", s->npairs,
			    s->up, s->down);
		}
		for (j = 0; j < c->ninputs; j++) {
			const struct claim_input *in = &c->inputs[j];

			buf_adds(b, "    input ");
			text(b, in->label);
			buf_addc(b, ' ');
			text(b, in->metric);
			buf_printf(b, " %s n=%zu = ", in->stat, in->n);
			num(b, in->result);
			if (in->values != NULL && in->n > 0) {
				buf_adds(b, " of");
				for (k = 0; k < in->n; k++) {
					buf_addc(b, ' ');
					num(b, in->values[k]);
				}
			}
			buf_addc(b, '\n');
		}
	}
}

/*
 * --query=DIALECT: one SQL query that fetches from an engine exactly
 * the runs and metrics a report's claims need, as JSON lines that
 * verify-report reads from standard input (docs/engine.md).
 *
 * The runs: the union over the claims of what each address selects
 * (test case or every one, config or configs or every one, one rep),
 * as a WHERE clause of string literals; the columns: tc, cfg, rep and
 * every metric the claims' expressions name.  A dotted metric
 * (lat.p99) is a field of a struct column (lat) in DuckDB and
 * BigQuery, as their JSON and Parquet readers nest objects, and the
 * column of that whole name in ClickHouse, as its Nested columns are
 * named.  Names and strings are quoted for each dialect, so that any
 * name a results file may hold stays a name: no text of the report
 * reaches the query unquoted.
 */
#include <stdlib.h>
#include <string.h>

#include "output.h"

/* An identifier: "a""b" (DuckDB), `a\`b` (ClickHouse, BigQuery). */
static void
ident(struct buf *b, enum output_dialect q, const char *s, size_t n)
{
	size_t i;

	buf_addc(b, q == DIALECT_DUCKDB ? '"' : '`');
	for (i = 0; i < n; i++) {
		char c = s[i];

		if (q == DIALECT_DUCKDB && c == '"')
			buf_adds(b, "\"\"");
		else if (q != DIALECT_DUCKDB && (c == '`' || c == '\\')) {
			buf_addc(b, '\\');
			buf_addc(b, c);
		} else if (q != DIALECT_DUCKDB && c == '\n')
			buf_adds(b, "\\n");
		else
			buf_addc(b, c);
	}
	buf_addc(b, q == DIALECT_DUCKDB ? '"' : '`');
}

/*
 * A string literal: 'it''s' in DuckDB (standard strings: a backslash
 * is itself); 'it\'s' with backslashes doubled in ClickHouse and
 * BigQuery, whose literals read escapes.
 */
static void
literal(struct buf *b, enum output_dialect q, const char *s)
{
	buf_addc(b, '\'');
	for (; *s != '\0'; s++) {
		if (*s == '\'')
			buf_adds(b, q == DIALECT_DUCKDB ? "''" : "\\'");
		else if (*s == '\\' && q != DIALECT_DUCKDB)
			buf_adds(b, "\\\\");
		else if (*s == '\n' && q != DIALECT_DUCKDB)
			buf_adds(b, "\\n");
		else
			buf_addc(b, *s);
	}
	buf_addc(b, '\'');
}

/* A metric's value: "lat"."p99" (a struct's field), or `lat.p99`. */
static void
metric_ref(struct buf *b, enum output_dialect q, const char *m)
{
	const char *dot;

	if (q == DIALECT_CLICKHOUSE) {
		ident(b, q, m, strlen(m));
		return;
	}
	while ((dot = strchr(m, '.')) != NULL) {
		ident(b, q, m, (size_t)(dot - m));
		buf_addc(b, '.');
		m = dot + 1;
	}
	ident(b, q, m, strlen(m));
}

static int
has(char **v, size_t n, const char *s)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i], s) == 0)
			return 1;
	return 0;
}

/* Appends s to v (a set, in order of first appearance). */
static void
add(char ***v, size_t *n, size_t *cap, char *s)
{
	if (has(*v, *n, s)) {
		free(s);
		return;
	}
	xgrow(v, cap, *n + 1, sizeof(**v));
	(*v)[(*n)++] = s;
}

/* One address's selection as a condition; NULL when it is every run. */
static char *
condition(enum output_dialect q, const struct addr *a)
{
	struct buf b = {0};
	const char *and = "";

	if (a->tc != NULL) {
		buf_adds(&b, "tc = ");
		literal(&b, q, a->tc);
		and = " AND ";
	}
	if (a->sel == SEL_CFG || a->sel == SEL_RUN) {
		buf_printf(&b, "%scfg = ", and);
		literal(&b, q, a->cfg);
		and = " AND ";
	} else if (a->sel == SEL_CMP) {
		buf_printf(&b, "%scfg IN (", and);
		literal(&b, q, a->cfg);
		buf_adds(&b, ", ");
		literal(&b, q, a->cfg_a);
		buf_addc(&b, ')');
		and = " AND ";
	}
	if (a->sel == SEL_RUN)
		buf_printf(&b, "%srep = %u", and, (unsigned)a->rep);
	if (b.len == 0)
		return NULL;
	return buf_take(&b);
}

/*
 * BigQuery's names cannot hold a dot, so nested metrics go back as
 * nested structs: STRUCT(`lat`.`p99` AS `p99`) AS `lat`.  Writes the
 * metrics of ms[0..n-1] (sorted) that share prefix (its length pre)
 * as one level of such structs.
 */
static void
bq_level(struct buf *b, char **ms, size_t n, size_t pre)
{
	size_t i = 0, j;

	while (i < n) {
		const char *rest = ms[i] + pre, *dot = strchr(rest, '.');
		size_t seg = dot != NULL ? (size_t)(dot - rest) : strlen(rest);

		if (b->len > 0 && b->data[b->len - 1] != '(')
			buf_adds(b, ", ");
		if (dot == NULL) {
			metric_ref(b, DIALECT_BIGQUERY, ms[i]);
			buf_adds(b, " AS ");
			ident(b, DIALECT_BIGQUERY, rest, seg);
			i++;
			continue;
		}
		/* Every metric under rest's first segment: one struct. */
		for (j = i; j < n && strncmp(ms[j] + pre, rest, seg + 1) == 0;
		    j++)
			;
		buf_adds(b, "STRUCT(");
		bq_level(b, ms + i, j - i, pre + seg + 1);
		buf_adds(b, ") AS ");
		ident(b, DIALECT_BIGQUERY, rest, seg);
		i = j;
	}
}

static int
strpcmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void
output_query(struct buf *out, const struct report *r, enum output_dialect q,
    const char *from)
{
	char **conds = NULL, **ms = NULL;
	/* An address of ADDR_LEN_MAX bytes names fewer metrics. */
	const char **names = xmalloc(ADDR_LEN_MAX * sizeof(*names));
	size_t nconds = 0, capconds = 0, nms = 0, capms = 0, i, k;
	int all = 0;
	struct buf sel = {0};

	for (i = 0; i < r->nclaims; i++) {
		const struct addr *a = r->claims[i].addr;
		size_t n;
		char *c;

		if (a == NULL || a->constant)
			continue;
		if ((c = condition(q, a)) == NULL)
			all = 1;
		else
			add(&conds, &nconds, &capconds, c);
		n = claim_expr_metrics(a->expr, names, ADDR_LEN_MAX);
		for (k = 0; k < n; k++)
			add(&ms, &nms, &capms, xstrdup(names[k]));
	}
	/* Sorted: the same report gives the same query, and BigQuery */
	/* nests the metrics of one struct together. */
	if (nms > 1)
		qsort(ms, nms, sizeof(*ms), strpcmp);
	buf_adds(&sel, "SELECT tc, cfg, rep");
	if (q == DIALECT_BIGQUERY) {
		if (nms > 0) {
			struct buf lv = {0};

			bq_level(&lv, ms, nms, 0);
			buf_printf(&sel, ", %s", lv.data);
			buf_free(&lv);
		}
	} else
		for (k = 0; k < nms; k++) {
			buf_adds(&sel, ", ");
			metric_ref(&sel, q, ms[k]);
			buf_adds(&sel, " AS ");
			ident(&sel, q, ms[k], strlen(ms[k]));
		}
	buf_printf(&sel, "\nFROM %s", from);
	/* No claim bound to runs: no run is needed. */
	if (!all && nconds == 0)
		buf_adds(&sel, "\nWHERE FALSE");
	else if (!all)
		for (k = 0; k < nconds; k++)
			buf_printf(&sel, "%s(%s)", k == 0 ? "\nWHERE " :
			    "\n   OR ", conds[k]);
	switch (q) {
	case DIALECT_DUCKDB:
		buf_printf(out, "COPY (%s)\nTO '/dev/stdout' (FORMAT json);\n",
		    sel.data);
		break;
	case DIALECT_CLICKHOUSE:
		/* 64-bit integers as numbers: quoted, they are metadata. */
		buf_printf(out, "%s\nSETTINGS output_format_json_quote_64bit_"
		    "integers = 0\nFORMAT JSONEachRow;\n", sel.data);
		break;
	case DIALECT_BIGQUERY:
		buf_printf(out, "SELECT TO_JSON_STRING(t) AS line FROM (%s) "
		    "AS t;\n", sel.data);
		break;
	}
	for (k = 0; k < nconds; k++)
		free(conds[k]);
	for (k = 0; k < nms; k++)
		free(ms[k]);
	free(conds);
	free(ms);
	free(names);
	buf_free(&sel);
}

int
output_dialect_parse(const char *s, enum output_dialect *q)
{
	if (strcmp(s, "duckdb") == 0)
		*q = DIALECT_DUCKDB;
	else if (strcmp(s, "clickhouse") == 0)
		*q = DIALECT_CLICKHOUSE;
	else if (strcmp(s, "bigquery") == 0)
		*q = DIALECT_BIGQUERY;
	else
		return 0;
	return 1;
}

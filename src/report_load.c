/*
 * Reads a report's bytes (a file, standard input or memory): its lines,
 * the checks that stop the run (size, UTF-8, NUL, cmark-gfm's slow
 * shapes in report_guard.c) and the cmark-gfm tree, parsed again with a
 * blank line where report_source.c finds a paragraph that hides a link
 * reference definition.  report_parse.c then finds the claims in the
 * tree.  Owns struct report: report_free releases it.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#include "report.h"
#include "report_guard.h"
#include "report_parse.h"
#include "report_place.h"
#include "report_source.h"

/*
 * The column of byte off of a line in code points, for a message about
 * the bytes before any tree exists.
 */
static size_t
col_at(const struct report *r, size_t line, size_t off)
{
	size_t from = r->lines[line - 1];

	return 1 + utf8_count(r->src + from, off - from);
}

/*
 * cmark's own allocator aborts without a word when memory runs out
 * ("calloc returned null pointer"), past the out-of-memory hook that
 * removes report-site's build folder.  Every node of the tree comes from
 * the parser's allocator, so it is ours; a node added to the tree later
 * must come from the same one (cmark refuses a child of another
 * allocator's), hence report_md_mem.
 */
static cmark_mem md_mem = { xcalloc, xrealloc, free };

void *
report_md_mem(void)
{
	return &md_mem;
}

static cmark_node *
parse_md(const char *buf, size_t len)
{
	cmark_parser *parser;
	cmark_syntax_extension *table_ext;
	cmark_node *doc;

	cmark_gfm_core_extensions_ensure_registered();
	parser = cmark_parser_new_with_mem(CMARK_OPT_VALIDATE_UTF8, &md_mem);
	/* Tables only: autolink has an out-of-bounds read in this version. */
	table_ext = cmark_find_syntax_extension("table");
	if (table_ext != NULL)
		cmark_parser_attach_syntax_extension(parser, table_ext);
	cmark_parser_feed(parser, buf, len);
	doc = cmark_parser_finish(parser);
	cmark_parser_free(parser);
	cmark_consolidate_text_nodes(doc);
	return doc;
}

/*
 * The source with a blank line before each offset of split (line
 * starts), for cmark to read the link reference definitions above it
 * (report_source.h).  A blank line inside a block quote keeps its
 * '>' markers, so the quote goes on.  Stores the length in *len.
 */
static char *
with_blank_lines(struct report *r, const size_t *split, size_t n,
    size_t *len)
{
	struct buf b = {0};
	size_t at = 0, k;

	for (k = 0; k < n; k++) {
		size_t s = split[k], ls, q, last = 0, i;
		const char *eol = "\n";

		if (s < at || s == 0 || s > r->len)
			continue;
		buf_add(&b, r->src + at, s - at);
		at = s;
		if (r->added == NULL)	/* at most one a split */
			r->added = xcalloc(n + 1, sizeof(*r->added));
		r->added[r->nadded] = report_line_of(r, s) + r->nadded;
		r->nadded++;
		/* The line before: its '>' prefix and its line ending. */
		ls = r->lines[report_line_of(r, s - 1) - 1];
		if (s >= 2 && r->src[s - 2] == '\r' && r->src[s - 1] == '\n')
			eol = "\r\n";
		else if (r->src[s - 1] == '\r')
			eol = "\r";
		for (q = ls; q < s && (r->src[q] == ' ' || r->src[q] == '\t' ||
		    r->src[q] == '>' || r->src[q] == '-' || r->src[q] == '+' ||
		    r->src[q] == '*' || r->src[q] == '.' || r->src[q] == ')' ||
		    (r->src[q] >= '0' && r->src[q] <= '9')); q++)
			if (r->src[q] == '>')
				last = q + 1;
		for (i = ls; i < last; i++)
			buf_addc(&b, r->src[i] == '>' || r->src[i] == '\t' ?
			    r->src[i] : ' ');
		buf_adds(&b, eol);
	}
	buf_add(&b, r->src + at, r->len - at);
	*len = b.len;
	return buf_take(&b);
}

static int
parse(struct report *r, const char *name, const char *buf, size_t len,
    const struct report_budget *budget, struct diag *d)
{
	size_t i, bad, nsplit, *split = NULL;

	memset(r, 0, sizeof(*r));
	r->budget = budget;
	r->path = xstrdup(name);
	if (len > REPORT_SIZE_MAX) {
		diag(d, DIAG_ERROR, name, 0, 0, "report larger than %u bytes",
		    REPORT_SIZE_MAX);
		return 0;
	}
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {
		/* A BOM is not text, but byte offsets count it. */
		buf += 3, len -= 3;
		r->bom = 3;
	}
	r->src = xstrndup(buf, len);
	r->len = len;
	{
		size_t cap = 0;

		xgrow(&r->lines, &cap, 1, sizeof(*r->lines));
		r->lines[r->nlines++] = 0;
		/* A line ends at LF, CR LF or a lone CR, as for cmark. */
		for (i = 0; i < len; i++)
			if ((buf[i] == '\n' || (buf[i] == '\r' && (i + 1 ==
			    len || buf[i + 1] != '\n'))) && i + 1 < len) {
				xgrow(&r->lines, &cap, r->nlines + 1,
				    sizeof(*r->lines));
				r->lines[r->nlines++] = i + 1;
			}
	}
	if ((bad = utf8_check(r->src, len)) < len) {
		size_t l = report_line_of(r, bad);

		diag(d, DIAG_ERROR, name, l, col_at(r, l, bad),
		    "invalid UTF-8");
		return 0;
	}
	if (memchr(r->src, '\0', len) != NULL) {
		size_t off = (size_t)((char *)memchr(r->src, '\0', len) -
		    r->src), l = report_line_of(r, off);

		diag(d, DIAG_ERROR, name, l, col_at(r, l, off),
		    "NUL byte in the report");
		return 0;
	}
	if (!report_guard(r->src, len, name, d))
		return 0;

	r->doc = parse_md(r->src, len);
	if ((nsplit = report_source_map(r, r->doc, &split)) > 0) {
		char *fixed = with_blank_lines(r, split, nsplit, &i);

		cmark_node_free(r->doc);
		r->doc = parse_md(fixed, i);
		free(fixed);
		free(split);
		split = NULL;
		/* Mapped again on the new tree; one pass of blank lines is
		 * enough, as the first map saw every paragraph. */
		(void)report_source_map(r, r->doc, &split);
	}
	free(split);
	report_parse_tree(r, name, d);
	report_metrics(r, name, d);
	if (r->nclaims > REPORT_CLAIMS_MAX) {
		const struct claim *c = &r->claims[REPORT_CLAIMS_MAX];

		diag(d, DIAG_ERROR, name, c->line, c->col, "more than %d "
		    "claims in one report", REPORT_CLAIMS_MAX);
		return 0;
	}
	return 1;
}

int
report_parse(struct report *r, const char *name, const char *buf,
    size_t len, struct diag *d)
{
	return parse(r, name, buf, len, NULL, d);
}

int
report_load(struct report *r, const char *path, struct diag *d)
{
	return report_load_budget(r, path, NULL, d);
}

int
report_load_budget(struct report *r, const char *path,
    const struct report_budget *budget, struct diag *d)
{
	struct buf b = {0};
	struct stat st;
	FILE *f;
	char tmp[65536];
	size_t n;
	int rc, stdin_ = strcmp(path, "-") == 0;

	if (stdin_)
		f = stdin;
	else if ((f = fopen(path, "rb")) == NULL) {
		diag(d, DIAG_ERROR, path, 0, 0, "cannot open: %s",
		    strerror(errno));
		memset(r, 0, sizeof(*r));
		return 0;
	}
	if (!stdin_ && (fstat(fileno(f), &st) == -1 || !S_ISREG(st.st_mode))) {
		diag(d, DIAG_ERROR, path, 0, 0, "not a regular file");
		fclose(f);
		memset(r, 0, sizeof(*r));
		return 0;
	}
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0) {
		buf_add(&b, tmp, n);
		if (b.len > REPORT_SIZE_MAX)
			break;
	}
	if (ferror(f)) {
		diag(d, DIAG_ERROR, path, 0, 0, "read error: %s",
		    strerror(errno));
		if (!stdin_)
			fclose(f);
		buf_free(&b);
		memset(r, 0, sizeof(*r));
		return 0;
	}
	if (!stdin_)
		fclose(f);
	rc = parse(r, stdin_ ? "<stdin>" : path, b.data ? b.data : "",
	    b.len, budget, d);
	buf_free(&b);
	return rc;
}

const struct unbound_suggest *
report_usg(const struct unbound *u)
{
	static const struct unbound_suggest none;

	return u->sg != NULL ? u->sg : &none;
}

size_t
report_ubyte(const struct unbound *u)
{
	return u->byte == UINT32_MAX ? PLACE_NONE : (size_t)u->byte;
}

void
report_free(struct report *r)
{
	size_t i;

	for (i = 0; i < r->nclaims; i++)
		claim_free(&r->claims[i]);
	for (i = 0; i < r->nunbound; i++) {
		struct unbound_suggest *sg = r->unbound[i].sg;
		int k;

		for (k = 0; sg != NULL && k < sg->nsuggest; k++) {
			free(sg->suggest[k]);
			free(sg->why[k]);
		}
		free(sg);
	}
	strtab_free(&r->utexts);
	free(r->uplaces);
	report_place_free(r);
	free(r->claims);
	free(r->unbound);
	claim_metric_free(&r->metrics);
	free(r->lines);
	free(r->added);
	free(r->src);
	free(r->path);
	if (r->doc != NULL)
		cmark_node_free(r->doc);
	memset(r, 0, sizeof(*r));
}

/*
 * The JUnit XML output, through libxml2's xmlTextWriter: the one use of
 * libxml2 outside the renderers (the writer escapes what hand-written
 * XML would get wrong).  docs/output.md.
 */
#include <stdio.h>
#include <string.h>

#include <libxml/xmlwriter.h>

#include "output.h"
#include "output_find.h"

/* Writes an attribute through output_clean(); returns zero on a writer error. */
static int
xattr(xmlTextWriterPtr w, struct buf *b, const char *name, const char *v)
{
	return xmlTextWriterWriteAttribute(w, BAD_CAST name,
	    BAD_CAST output_clean(b, v, 1)) >= 0;
}

static int
xattrn(xmlTextWriterPtr w, const char *name, size_t n)
{
	return xmlTextWriterWriteFormatAttribute(w, BAD_CAST name, "%zu",
	    n) >= 0;
}

/*
 * The opening of <testsuites> and <testsuite> share their counts.  time
 * is "0": the tool does not time claims, and a clock here would make the
 * output differ from run to run (STYLE.md R14).
 */
static int
xcounts(xmlTextWriterPtr w, struct buf *b, const char *elem,
    const char *name, size_t tests, size_t failures, size_t errors,
    int skipped)
{
	return xmlTextWriterStartElement(w, BAD_CAST elem) >= 0 &&
	    xattr(w, b, "name", name) && xattrn(w, "tests", tests) &&
	    xattrn(w, "failures", failures) && xattrn(w, "errors", errors) &&
	    (!skipped || xattrn(w, "skipped", 0)) &&
	    xattr(w, b, "time", "0");
}

/*
 * Adds a finding's line "path:line:col: word: text" to a testcase's
 * diagnostic.  The first line shown (*shown is zero: the verdict is ok
 * and no finding came before) replaces the ok line and gives the
 * testcase its message and type; a later one is added on a new line.
 */
static void
join(struct buf *msg, struct buf *diag, const char **type, int *shown,
    const char *path, const struct claim *c, const char *word,
    const char *text)
{
	if (!*shown) {
		msg->len = diag->len = 0;
		buf_adds(msg, text);
		*type = word;
		*shown = 1;
	} else
		buf_addc(diag, '\n');
	buf_adds(diag, path);
	output_at(diag, c->line, c->col);
	buf_printf(diag, ": %s: %s", word, text);
}

/* Opens <testcase name classname time="0">; the caller closes it. */
static int
xtestcase(xmlTextWriterPtr w, struct buf *b, const char *name,
    const char *classname)
{
	return xmlTextWriterStartElement(w, BAD_CAST "testcase") >= 0 &&
	    xattr(w, b, "name", name) && xattr(w, b, "classname", classname) &&
	    xattr(w, b, "time", "0");
}

/*
 * A testcase's one child, elem, holding the diagnostic line as text;
 * with message and type as attributes unless msg is NULL
 * (<system-out> has none).
 */
static int
xchild(xmlTextWriterPtr w, struct buf *b, const char *elem,
    const char *msg, const char *type, const char *diag)
{
	return xmlTextWriterStartElement(w, BAD_CAST elem) >= 0 &&
	    (msg == NULL || (xattr(w, b, "message", msg) &&
	    xattr(w, b, "type", type))) &&
	    xmlTextWriterWriteString(w,
	    BAD_CAST output_clean(b, diag, 1)) >= 0 &&
	    xmlTextWriterEndElement(w) >= 0;
}

/*
 * One <testcase>: a failing claim holds <failure> (near under --strict,
 * wrong, flipped) or <error> (it could not be evaluated) with the
 * message as its message attribute and the whole diagnostic line as its
 * text; a near claim that passes says so in <system-out>.
 */
static int
xcase(xmlTextWriterPtr w, const struct report *r, const struct claim *c,
    const struct output_opts *o, struct buf *b)
{
	struct buf name = {0}, msg = {0}, diag = {0}, smsg = {0};
	const char *v = claim_verdict_name(c->verdict);
	int ok, sf, shown;

	/* A claim with no place is named by its text alone. */
	if (c->line > 0)
		buf_printf(&name, "%zu:%zu ", c->line, c->col);
	buf_adds(&name, c->text != NULL ? c->text : "");
	output_message(&msg, c);
	buf_adds(&diag, r->path);
	output_at(&diag, c->line, c->col);
	buf_printf(&diag, ": %s: %s", v, msg.data);
	/*
	 * A testcase holds one child: the support's line and the unit
	 * word's join the verdict's, and a claim that is ok but has a
	 * finding gets the finding's (a failure of type noise under
	 * --noise=fail, of type unit under --units=fail).
	 */
	sf = output_flag(c, o);
	shown = c->verdict != VERDICT_OK;
	if (sf != OUTPUT_FLAG_NONE) {
		output_support_message(&smsg, c, o);
		join(&msg, &diag, &v, &shown, r->path, c,
		    sf == OUTPUT_FLAG_FLAT ? "note" : "noise", smsg.data);
	}
	if (output_unit_shown(c, o))
		join(&msg, &diag, &v, &shown, r->path, c, "unit", c->unit_msg);
	ok = xtestcase(w, b, name.data, r->path);
	if (ok && (c->verdict != VERDICT_OK || sf != OUTPUT_FLAG_NONE ||
	    output_unit_shown(c, o))) {
		const char *elem = c->verdict == VERDICT_ERROR ? "error" :
		    output_fails(c, o) ? "failure" : "system-out";

		ok = xchild(w, b, elem, strcmp(elem, "system-out") == 0 ?
		    NULL : msg.data, v, diag.data);
	}
	ok = ok && xmlTextWriterEndElement(w) >= 0;
	buf_free(&name);
	buf_free(&msg);
	buf_free(&diag);
	buf_free(&smsg);
	return ok;
}

/*
 * With --min-coverage, the gate is a testcase of its own after the
 * claims', named "coverage >= P%": a <failure type="coverage"> when the
 * coverage is below P, empty when it passes.
 */
static int
xcoverage(xmlTextWriterPtr w, const struct report *r,
    const struct output_counts *k, const struct output_opts *o,
    struct buf *b)
{
	struct buf name = {0}, msg = {0}, diag = {0};
	int ok;

	buf_printf(&name, "coverage >= %.10g%%", o->min_coverage);
	ok = xtestcase(w, b, name.data, r->path);
	if (ok && k->below) {
		output_coverage_message(&msg, k, o);
		buf_printf(&diag, "%s: coverage: %s", r->path, msg.data);
		ok = xchild(w, b, "failure", msg.data, "coverage", diag.data);
	}
	ok = ok && xmlTextWriterEndElement(w) >= 0;
	buf_free(&name);
	buf_free(&msg);
	buf_free(&diag);
	return ok;
}

/*
 * JUnit XML, the subset that Jenkins' junit-10.xsd, GitLab and the
 * common test-report actions all read (tests/junit.xsd is that subset):
 * one <testsuite> per report, one <testcase> per claim (and one for
 * --min-coverage).  Built with
 * libxml2's writer so that every attribute and text is escaped by the
 * library, not by hand.
 */
int
output_junit(FILE *f, const struct report *r, const struct output_opts *o)
{
	xmlBufferPtr xb = xmlBufferCreate();
	xmlTextWriterPtr w = xb != NULL ? xmlNewTextWriterMemory(xb, 0) : NULL;
	struct output_counts k;
	struct buf b = {0}, num = {0};
	size_t i, failures, tests;
	int ok = w != NULL;

	output_count(r, o, &k);
	failures = k.failed - k.n[VERDICT_ERROR] + (size_t)k.below;
	tests = k.claims + (o->min_coverage_set ? 1 : 0);
	ok = ok && xmlTextWriterSetIndent(w, 1) >= 0 &&
	    xmlTextWriterSetIndentString(w, BAD_CAST "  ") >= 0 &&
	    xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL) >= 0 &&
	    xcounts(w, &b, "testsuites", "verify-report", tests, failures,
	    k.n[VERDICT_ERROR], 0) &&
	    xcounts(w, &b, "testsuite", r->path, tests, failures,
	    k.n[VERDICT_ERROR], 1);
	ok = ok && xmlTextWriterStartElement(w, BAD_CAST "properties") >= 0;
	/* One property a results file, in the order given. */
	for (i = 0; ok && i < o->nresults; i++)
		ok = xmlTextWriterStartElement(w, BAD_CAST "property") >= 0 &&
		    xattr(w, &b, "name", "results") &&
		    xattr(w, &b, "value", o->results_all[i]) &&
		    xmlTextWriterEndElement(w) >= 0;
	buf_printf(&num, "%zu", k.unbound);
	ok = ok && xmlTextWriterStartElement(w, BAD_CAST "property") >= 0 &&
	    xattr(w, &b, "name", "unbound") &&
	    xattr(w, &b, "value", num.data) &&
	    xmlTextWriterEndElement(w) >= 0 &&
	    xmlTextWriterEndElement(w) >= 0;
	for (i = 0; ok && i < r->nclaims; i++)
		ok = xcase(w, r, &r->claims[i], o, &b);
	if (ok && o->min_coverage_set)
		ok = xcoverage(w, r, &k, o, &b);
	ok = ok && xmlTextWriterEndDocument(w) >= 0;
	if (w != NULL)
		xmlFreeTextWriter(w);	/* flushes into xb */
	if (ok)
		fwrite(xmlBufferContent(xb), 1, (size_t)xmlBufferLength(xb), f);
	if (xb != NULL)
		xmlBufferFree(xb);
	buf_free(&b);
	buf_free(&num);
	return ok;
}

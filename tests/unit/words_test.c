/*
 * The words the site writes are words the tool reads (issue 21 item
 * 4): each statistic the site names in a language (calc.median,
 * calc.mean, calc.min, calc.max, calc.sum in templates/strings-*.html)
 * is read by the suggester as that statistic (suggest_words_stat over
 * words.c's table), alone and in a sentence before a number; the
 * checker's title holds a word a heading names the checker by.
 *
 * And every other word the site writes that a report may quote: the
 * other statistics' names are not read as another statistic
 * ("geometric mean" is no mean); the checker's comparison columns (%,
 * pp, ×) are the number reader's suffixes; its words for a run and a
 * rep, and "{n} runs", are the suggester's; each unit a chart or the
 * checker writes (words_chart_units, words_chart_steps, with the
 * page's words for unit.*) is read whole by the suggester's unit
 * reader and, but for counts, by the unit check's (section 3.2).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "claim_metric.h"
#include "html.h"
#include "suggest.h"

/* The statistic the suggester reads in text, and the word it read. */
static enum statfn
read_stat(const char *text, const char **word)
{
	struct numctx n;
	enum statfn st;

	memset(&n, 0, sizeof(n));
	n.local = xstrdup(text);
	n.before = xstrdup(text);
	suggest_words_stat(&n);
	st = n.stat;
	*word = n.statword;
	suggest_context_free(&n);
	return st;
}

/* The site's word before its first space or parenthesis: "%" of "% (B/A − 1)". */
static char *
head_word(const char *s)
{
	size_t n = 0;

	while (s[n] != '\0' && s[n] != ' ' && s[n] != '(' &&
	    strncmp(s + n, "\xEF\xBC\x88", 3) != 0)	/* （ */
		n++;
	return xstrndup(s, n);
}

/* The kind the number reader gives "12" and word, joined or spaced. */
static int
suffix_reads(const char *word, enum numkind kind)
{
	static const char *const seps[] = { "", " " };
	size_t k;
	int ok = 0;

	for (k = 0; k < 2 && !ok; k++) {
		struct buf t = {0};
		struct written w;

		buf_printf(&t, "12%s%s", seps[k], word);
		ok = claim_number_read(t.data, t.len, 0, &w) &&
		    w.kind == kind && w.end == t.len;
		buf_free(&t);
	}
	return ok;
}

/* A unit the site writes, read whole by the unit readers. */
static void
unit_reads(const char *u, const char *lang, const char *from)
{
	const struct words_unit *su;
	struct metric_unit mu;
	size_t n = strlen(u), got;

	if (strcmp(u, "%") == 0) {
		OK(suffix_reads(u, NUM_PERCENT), "words: %s (%s) writes the "
		    "unit '%%', which the number reader does not read as a "
		    "percent", from, lang);
		return;
	}
	su = suggest_words_unit_after(u, n);
	OK(su != NULL && strlen(su->name) == n, "words: %s (%s) writes the "
	    "unit '%s', which the suggester %s", from, lang, u,
	    su == NULL ? "does not read" : "reads only in part");
	for (su = NULL, got = 0; got < words_nunits; got++)
		if (strcmp(words_units[got].name, u) == 0)
			su = &words_units[got];
	/* The unit check knows no counts (docs/claims.md, section 6). */
	if (su != NULL && su->dim == UNIT_SCALAR)
		return;
	memset(&mu, 0, sizeof(mu));
	got = claim_metric_unit_word(u, n, &mu);
	OK(got == n, "words: %s (%s) writes the unit '%s', which the unit "
	    "check %s", from, lang, u, got == 0 ? "does not read" :
	    "reads only in part");
}

/*
 * A unit the checker steps to (u, from "from" by "by": "MB" is 1e6
 * bytes), read at that size by the suggester and by the unit check:
 * a report quoting the site's "12.6 MB" means 12,600,000 bytes.
 */
static void
unit_size(const char *u, const char *from, double by, const char *lang)
{
	const struct words_unit *su;
	struct metric_unit mu;
	double base;

	if (strcmp(from, "unit.bytes") != 0)
		return;		/* times: the step's base is not a reader's */
	su = suggest_words_unit_after(u, strlen(u));
	base = su != NULL ? words_unit_size(su) : 0;
	OK(su != NULL && fabs(base / by - 1) < 1e-12, "words: the checker "
	    "writes '%s' (%s) for %.15g bytes, which the suggester reads as "
	    "%.15g", u, lang, by, base);
	memset(&mu, 0, sizeof(mu));
	(void)claim_metric_unit_word(u, strlen(u), &mu);
	OK(mu.dim == UNIT_SIZE && fabs(mu.factor / by - 1) < 1e-12,
	    "words: the checker writes '%s' (%s) for %.15g bytes, which the "
	    "unit check reads as %.15g", u, lang, by, mu.factor);
}

/* Every other word of the site's page S (lang) that a report may quote. */
static void
site_words(const struct html_strings *S, const char *lang)
{
	static const struct {
		const char	*key;
		enum statfn	 st;
	} others[] = {
		{ "calc.geomean", STAT_GEOMEAN }, { "calc.hmean", STAT_HMEAN },
		{ "calc.stddev", STAT_STDDEV }, { "calc.cv", STAT_CV },
	};
	static const struct {
		const char	*key;
		enum numkind	 kind;
	} cols[] = {
		{ "js.col.pct", NUM_PERCENT }, { "js.col.pp", NUM_PP },
		{ "js.col.ratio", NUM_RATIO },
	};
	static const char *const runs[] = {
		"js.st.runs", "js.col.run", "js.col.rep"
	};
	const struct words_unit *u;
	const char *w, *got;
	enum statfn st;
	struct buf t = {0};
	size_t k;
	char *h;

	for (k = 0; k < sizeof(others) / sizeof(others[0]); k++) {
		w = html_str(S, others[k].key);
		st = read_stat(w, &got);
		OK(got == NULL || st == others[k].st, "words: the site writes "
		    "%s '%s' (%s), which the suggester reads as the statistic "
		    "'%s'", others[k].key, w, lang, got);
	}
	for (k = 0; k < sizeof(cols) / sizeof(cols[0]); k++) {
		h = head_word(html_str(S, cols[k].key));
		OK(suffix_reads(h, cols[k].kind), "words: the checker writes "
		    "%s '%s' (%s), which the number reader does not read "
		    "after a number", cols[k].key, h, lang);
		free(h);
	}
	for (k = 0; k < sizeof(runs) / sizeof(runs[0]); k++) {
		w = html_str(S, runs[k]);
		OK(suggest_words_runs(w) != NULL, "words: the site writes %s "
		    "'%s' (%s), which the suggester does not read as runs",
		    runs[k], w, lang);
	}
	/* "{n} runs": the word after the count counts runs. */
	w = html_str(S, "calc.runs");
	if ((got = strstr(w, "{n}")) != NULL) {
		got += 3;
		u = suggest_words_unit_after(got, strlen(got));
		OK(u != NULL && suggest_words_runs_unit(u->name), "words: the "
		    "site writes calc.runs '%s' (%s), whose count the "
		    "suggester does not read as runs", w, lang);
	} else
		OK(0, "words: calc.runs '%s' (%s) has no {n}", w, lang);
	for (k = 0; k < words_nchart_units; k++) {
		w = words_chart_units[k].unit;
		if (strncmp(w, "unit.", 5) == 0)
			w = html_str(S, w);
		buf_printf(&t, "words_chart_units (%s)",
		    words_chart_units[k].suffix);
		unit_reads(w, lang, t.data);
		buf_free(&t);
	}
	for (k = 0; k < words_nchart_steps; k++) {
		w = words_chart_steps[k].to;
		if (strncmp(w, "unit.", 5) == 0)
			w = html_str(S, w);
		unit_reads(w, lang, "words_chart_steps");
		unit_size(w, words_chart_steps[k].from, words_chart_steps[k].by,
		    lang);
	}
	buf_free(&t);
}

void
test_words(void)
{
	static const char *const langs[] = { "en", "zh", "ko", "ja" };
	static const struct {
		const char	*key;
		enum statfn	 st;
	} keys[] = {
		{ "calc.median", STAT_MEDIAN }, { "calc.mean", STAT_MEAN },
		{ "calc.min", STAT_MIN }, { "calc.max", STAT_MAX },
		{ "calc.sum", STAT_SUM }
	};
	size_t l, k;

	for (l = 0; l < sizeof(langs) / sizeof(langs[0]); l++) {
		struct diag d = {0};
		struct html_strings *S = html_strings_load("templates", langs[l],
		    &d);

		OK(S != NULL && d.nerrors == 0, "words: strings-%s loads",
		    langs[l]);
		for (k = 0; S != NULL && k < sizeof(keys) / sizeof(keys[0]);
		    k++) {
			const char *w = html_str(S, keys[k].key), *got;
			struct buf t = {0};
			enum statfn st;

			st = read_stat(w, &got);
			OK(got != NULL && st == keys[k].st,
			    "words: the site writes %s '%s' (%s), which the "
			    "suggester %s", keys[k].key, w, langs[l],
			    got == NULL ? "does not read" : "reads otherwise");
			buf_printf(&t, "tc1 %s 12", w);
			t.len -= 2;
			t.data[t.len] = '\0';
			st = read_stat(t.data, &got);
			OK(got != NULL && st == keys[k].st,
			    "words: '%s' before a number (%s)", t.data, langs[l]);
			buf_free(&t);
		}
		/* A heading that copies the checker's title places it. */
		if (S != NULL) {
			const char *title = html_str(S, "checker.title");
			size_t w;
			int found = 0;

			for (w = 0; w < words_nchecker; w++)
				found |= strstr(title, words_checker[w]) != NULL;
			OK(found, "words: the checker's title '%s' (%s) holds a "
			    "word a heading names the checker by", title,
			    langs[l]);
		}
		if (S != NULL)
			site_words(S, langs[l]);
		html_strings_free(S);
		diag_free(&d);
	}
}

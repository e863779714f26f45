/*
 * report-site: turns a report and its runs into a static site: the
 * report with every number linked to its evidence and the per-run
 * checker (index.html), the full median table (analysis.html), SVG
 * charts per test case, the assets and the raw data.  The site is
 * written atomically; on any failure the previous one stays.
 */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "html.h"
#include "lang.h"
#include "parallel.h"
#include "render.h"
#include "report.h"
#include "runs.h"
#include "runs_cache.h"
#include "site.h"

#define VERSION "0.1.0"

/* The checker's data may take 64 MB and 16 times the results' bytes. */
#define CHECKER_BUDGET(results) \
	((results) > (SITE_BYTES_MAX - (64u << 20)) / 16 ? SITE_BYTES_MAX : \
	    (size_t)(64u << 20) + 16 * (results))

static const char usage[] =
"usage: report-site [options] REPORT.md RESULTS.jsonl...\n"
"       (REPORT.md may be - for standard input; RESULTS.jsonl are files,\n"
"       one or several (one per machine; .jsonl.gz too), read as one)\n"
"\n"
"Builds a static site from a report and its runs: index.html (the report,\n"
"every claim marked with its verdict and linked to the per-run checker),\n"
"analysis.html (every metric's median and min~max), charts/<tc>.svg and\n"
"data/ (the raw runs and the median table, for download).  It works from\n"
"any static host or straight from disk, with no network.\n"
"\n"
"options:\n"
"  -o, --out DIR        the site folder (default: site); replaced whole,\n"
"                       and only once the new site is complete.  DIR must\n"
"                       be absent, empty or a site (it holds .report-site),\n"
"                       and not the current folder, one of its parents,\n"
"                       or a folder that is, holds or lies inside an input\n"
"      --analysis FILE  also write the median table markdown to FILE\n"
"      --templates DIR  page shells (default: PREFIX/share/verify-report/\n"
"                       templates when installed, else ./templates)\n"
"      --assets DIR     CSS and scripts copied to DIR/assets (default:\n"
"                       PREFIX/share/verify-report/assets, else ./assets)\n"
"      --lang LANG      the language of the site's words: en, zh, ko, ja\n"
"                       (templates/strings-LANG.html); default: the one the\n"
"                       report declares on a line <!-- lang: ko -->, else\n"
"                       the script of its prose (docs/site.md, Languages)\n"
"      --budget FILES,BYTES  the host's limits: the site holds at most\n"
"                       FILES files and BYTES bytes (K, M, G: thousands,\n"
"                       millions, billions; either may be none), or none;\n"
"                       default 20000,1G (GitHub Pages)\n"
"      --results-url URL  link the raw runs at URL (http or https) instead\n"
"                       of copying them into the site; without it they\n"
"                       are copied when they fit the budget, and the\n"
"                       pages say so when they do not\n"
"      --no-cache       load the runs without the runs cache (kept in\n"
"                       $XDG_CACHE_HOME/verify-report/, keyed by the results'\n"
"                       content; VERIFY_REPORT_CACHE=off does the same)\n"
"      --noise=MODE     mark changes the runs cannot establish (their\n"
"                       min~max ranges overlap; docs/noise.md) with a sign\n"
"                       and a sentence: warn (default) or fail (the same on\n"
"                       the site, which fails on no claim), or off\n"
"  -h, --help, --version\n"
"\n"
"Exit status: 0 the site was written (whatever the claims' verdicts),\n"
"2 it was not (bad input or a write failure; the old site is kept).\n";

static int
namecmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Checks a folder of inputs and every entry of it (site_check_input):
 * the templates are read and the assets copied into the site.
 */
static int
check_folder(const char *dir, struct diag *d)
{
	DIR *dp;
	struct dirent *e;
	struct buf b = {0};
	int ok = 1;

	if (!site_check_input(dir, 1, d))
		return 0;
	if ((dp = opendir(dir)) == NULL) {
		diag(d, DIAG_ERROR, dir, 0, 0, "cannot read the folder: %s",
		    strerror(errno));
		return 0;
	}
	while ((e = readdir(dp)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		b.len = 0;
		buf_printf(&b, "%s/%s", dir, e->d_name);
		if (!site_check_input(b.data, 0, d))
			ok = 0;
	}
	closedir(dp);
	buf_free(&b);
	return ok;
}

/* Adds every regular file of the assets folder, in name order. */
static int
add_assets(struct site *s, const char *dir, struct diag *d)
{
	DIR *dp = opendir(dir);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, cap = 0, i;
	struct buf src = {0}, dst = {0};

	if (dp == NULL) {
		diag(d, DIAG_ERROR, dir, 0, 0, "cannot read the assets folder");
		return 0;
	}
	while ((e = readdir(dp)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		xgrow(&names, &cap, n + 1, sizeof(*names));
		names[n++] = xstrdup(e->d_name);
	}
	closedir(dp);
	if (n > 1)
		qsort(names, n, sizeof(*names), namecmp);
	for (i = 0; i < n; i++) {
		src.len = dst.len = 0;
		buf_printf(&src, "%s/%s", dir, names[i]);
		buf_printf(&dst, "assets/%s", names[i]);
		site_add_copy(s, dst.data, src.data);
		free(names[i]);
	}
	free(names);
	buf_free(&src);
	buf_free(&dst);
	return 1;
}

/*
 * The default folder of the page shells or the assets.  An installed
 * report-site (PREFIX/bin) takes PREFIX/share/verify-report/NAME, where
 * make install puts them, so it works from any folder and a project's
 * own assets/ in the current folder is never copied by mistake.  Any
 * other binary (the source tree's) takes NAME in the current folder.
 * /proc/self/exe rather than argv[0], which need not be a path.
 * Returns a string the caller frees.
 */
static char *
data_dir(const char *name)
{
	char exe[4096], *slash;
	struct buf b = {0};
	struct stat st;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (n <= 0)
		return xstrdup(name);
	exe[n] = '\0';
	if ((slash = strrchr(exe, '/')) == NULL)
		return xstrdup(name);
	*slash = '\0';
	buf_printf(&b, "%s/../share/verify-report/%s", exe, name);
	if (stat(b.data, &st) == 0 && S_ISDIR(st.st_mode))
		return buf_take(&b);
	buf_free(&b);
	return xstrdup(name);
}

static const char hint_templates[] = "no templates or assets here: run "
    "report-site from its source folder, pass --templates DIR and "
    "--assets DIR naming the source's templates/ and assets/, or "
    "install it (make install) so that it finds "
    "PREFIX/share/verify-report";

/*
 * Says how to point report-site at its templates when the default
 * folder is not there (run outside the source tree, not installed).
 */
static int
templates_found(const char *dir, int is_default, struct diag *d)
{
	struct stat st;
	struct buf b = {0};
	int ok;

	buf_printf(&b, "%s/strings-en.html", dir);
	ok = stat(b.data, &st) == 0;
	buf_free(&b);
	if (!ok && is_default)
		diag(d, DIAG_ERROR, dir, 0, 0, "%s", hint_templates);
	else if (!ok)
		diag(d, DIAG_ERROR, dir, 0, 0, "not a templates folder: it "
		    "has no strings-en.html");
	return ok;
}

/* The default assets folder must be there too, said before any work. */
static int
assets_found(const char *dir, int is_default, struct diag *d)
{
	struct stat st;

	if (!is_default || (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)))
		return 1;
	diag(d, DIAG_ERROR, dir, 0, 0, "%s", hint_templates);
	return 0;
}

/*
 * A language asked for with --lang must have its words; says which
 * languages the templates folder has.
 */
static int
lang_found(const char *dir, const char *lang, struct diag *d)
{
	struct buf b = {0}, have = {0};
	struct stat st;
	DIR *dp;
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, cap = 0, i;
	int ok;

	buf_printf(&b, "%s/strings-%s.html", dir, lang);
	ok = strchr(lang, '/') == NULL && stat(b.data, &st) == 0;
	if (!ok && (dp = opendir(dir)) != NULL) {
		while ((e = readdir(dp)) != NULL) {
			size_t len = strlen(e->d_name);

			if (len > 13 && strncmp(e->d_name, "strings-", 8) == 0 &&
			    strcmp(e->d_name + len - 5, ".html") == 0) {
				xgrow(&names, &cap, n + 1, sizeof(*names));
				names[n++] = xstrndup(e->d_name + 8, len - 13);
			}
		}
		closedir(dp);
		if (n > 1)
			qsort(names, n, sizeof(*names), namecmp);
		for (i = 0; i < n; i++) {
			buf_printf(&have, "%s%s", i ? ", " : "", names[i]);
			free(names[i]);
		}
		free(names);
	}
	if (!ok)
		diag(d, DIAG_ERROR, b.data, 0, 0, "--lang %s: no words for "
		    "that language (languages here: %s)", lang,
		    have.data != NULL ? have.data : "none");
	buf_free(&b);
	buf_free(&have);
	return ok;
}

/*
 * The words of the report's language (lang.h) in place of English: the
 * language it declares, else the script of its prose.  A language with
 * no strings file is said once and the site speaks English (or the
 * script's language, for a declared one).  Zero when a file is bad.
 */
static int
report_strings(struct html_strings **S, const char *dir,
    const struct report *rep, struct diag *d)
{
	char decl[LANG_MAX];
	const char *lang = NULL;
	size_t line = 0;
	struct buf b = {0};
	struct stat st;
	struct html_strings *t;

	if (lang_declared(rep->src, rep->len, decl, &line)) {
		buf_printf(&b, "%s/strings-%s.html", dir, decl);
		if (stat(b.data, &st) == 0)
			lang = decl;
		else
			diag(d, DIAG_WARNING, rep->path, line, 1, "no words "
			    "for the declared language '%s' (%s); the site "
			    "speaks the language of the report's script",
			    decl, b.data);
	}
	if (lang == NULL) {
		lang = lang_detect(rep->src, rep->len);
		b.len = 0;
		buf_printf(&b, "%s/strings-%s.html", dir, lang);
		if (strcmp(lang, "en") != 0 && stat(b.data, &st) != 0) {
			diag(d, DIAG_WARNING, dir, 0, 0, "no strings-%s.html; "
			    "the site speaks English", lang);
			lang = "en";
		}
	}
	buf_free(&b);
	if (strcmp(lang, "en") == 0)
		return 1;
	if ((t = html_strings_load(dir, lang, d)) == NULL)
		return 0;
	html_strings_free(*S);
	*S = t;
	return 1;
}

/*
 * The checker's data scripts, rendered and written into the build
 * folder by a thread of their own while the claims are checked and the
 * pages rendered: they need only the runs, and they are most of the
 * site's bytes after the results.
 */
struct checker_job {
	const struct runset	*rs;
	struct render_present	*present;	/* render_checker_data's */
	const char		*root;		/* the build folder */
	struct site		 files;		/* the scripts, once written */
	struct diag		 d;		/* the thread's own */
	int			 ok;
};

static int
checker_flush(void *arg)
{
	struct checker_job *j = arg;

	return site_flush(&j->files, j->root, &j->d);
}

static void *
checker_run(void *arg)
{
	struct checker_job *j = arg;
	char files[32] = "no";	/* --budget none,BYTES */

	if (j->present->max_files != SITE_UNLIMITED)
		snprintf(files, sizeof(files), "%zu", j->present->max_files);
	render_checker_data(&j->files, j->rs, j->present, checker_flush, j);
	if (j->present->over)
		diag(&j->d, DIAG_ERROR, j->rs->path, 0, 0, "the checker's data "
		    "passes its budget of %zu MB (64 MB and 16 times the "
		    "results, within the site's) or the site's %s files "
		    "(docs/site.md; --budget): too many test cases, metrics "
		    "or runs to publish",
		    j->present->budget / 1000000, files);
	j->ok = !j->present->failed && !j->present->over &&
	    site_flush(&j->files, j->root, &j->d);
	return NULL;
}

/* Moves the thread's diagnostics to d, where main prints them. */
static void
diag_take(struct diag *d, const struct diag *from)
{
	size_t i;

	for (i = 0; i < from->len; i++)
		diag(d, from->msgs[i].level, from->msgs[i].file,
		    from->msgs[i].line, from->msgs[i].col, "%s",
		    from->msgs[i].msg);
}

/* Between stages: an interrupt held since site_begin ends the build. */
static int
stopped(const char *out, struct diag *d)
{
	if (!site_interrupted())
		return 0;
	diag(d, DIAG_ERROR, out, 0, 0, "interrupted; not replaced");
	return 1;
}

/*
 * One limit of --budget: digits with an optional K, M or G (powers of
 * 1000, as hosts state them), or "none".  Zero when it is neither.
 */
static int
parse_limit(const char *s, size_t len, size_t *out)
{
	unsigned long long v = 0, mul = 1;
	size_t i = 0;

	if (len == 4 && strncmp(s, "none", 4) == 0) {
		*out = SITE_UNLIMITED;
		return 1;
	}
	if (len > 0 && strchr("kKmMgG", s[len - 1]) != NULL) {
		mul = s[len - 1] == 'k' || s[len - 1] == 'K' ? 1000ULL :
		    s[len - 1] == 'm' || s[len - 1] == 'M' ? 1000000ULL :
		    1000000000ULL;
		len--;
	}
	if (len == 0 || len > 15)
		return 0;
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		v = v * 10 + (unsigned long long)(s[i] - '0');
	}
	if (v == 0)
		return 0;
	*out = (size_t)(v * mul);
	return 1;
}

/* --budget FILES,BYTES or none. */
static int
parse_budget(const char *arg, size_t *files, size_t *bytes)
{
	const char *comma = strchr(arg, ',');

	if (strcmp(arg, "none") == 0) {
		*files = *bytes = SITE_UNLIMITED;
		return 1;
	}
	return comma != NULL &&
	    parse_limit(arg, (size_t)(comma - arg), files) &&
	    parse_limit(comma + 1, strlen(comma + 1), bytes);
}

/*
 * A URL a page may link the raw runs to: http or https, with no space,
 * control character, quote or angle bracket (it goes into an href as it
 * is; such characters are written %XX in a URL).
 */
static int
url_ok(const char *u)
{
	const unsigned char *p;

	if (strncmp(u, "https://", 8) != 0 && strncmp(u, "http://", 7) != 0)
		return 0;
	for (p = (const unsigned char *)u; *p != '\0'; p++)
		if (*p <= ' ' || *p == 0x7f || strchr("\"'<>\\`", *p) != NULL)
			return 0;
	return strlen(u) > 8;
}

/* Whether the site, with bytes more in files more, fits its budget. */
static int
fits(const struct site *s, size_t bytes, size_t files)
{
	size_t n, have = site_bytes(s, &n);

	return (site_max_bytes(s) == SITE_UNLIMITED ||
	    (have <= site_max_bytes(s) && bytes <= site_max_bytes(s) - have)) &&
	    (site_max_files(s) == SITE_UNLIMITED ||
	    (n <= site_max_files(s) && files <= site_max_files(s) - n));
}

/*
 * A row of the median table, or a line of it outside a table, with the
 * section heading and the table header it is under.
 */
struct arow {
	const char	*sec, *head, *line;
	size_t		 seclen, headlen, len;
};

/* A section heading's test case for a link's words: "## tc\_1" as tc_1. */
static void
sec_name(struct buf *b, const char *sec, size_t len)
{
	size_t i;

	for (i = 3; i < len && sec[i] != '\n'; i++)
		if (sec[i] != '\\' || i + 1 >= len)
			buf_addc(b, sec[i]);
}

/* The median table's rows (its markdown, render_analysis_md). */
static struct arow *
analysis_rows(const char *md, size_t *n, size_t *headlen)
{
	const char *p = strstr(md, "\n## "), *e, *sec = NULL, *head = NULL;
	struct arow *v = NULL;
	size_t cap = 0, seclen = 0, hlen = 0;

	*n = 0;
	*headlen = p != NULL ? (size_t)(p - md) + 1 : strlen(md);
	for (p = md + *headlen; *p != '\0'; p = e) {
		size_t len;

		e = strchr(p, '\n');
		e = e != NULL ? e + 1 : p + strlen(p);
		len = (size_t)(e - p);
		if (strncmp(p, "## ", 3) == 0) {
			sec = p;
			seclen = len;
			head = NULL;
			continue;
		}
		if (len <= 1)
			continue;
		if (head == NULL && p[0] == '|' && strncmp(e, "|---", 4) == 0) {
			head = p;
			e = strchr(e, '\n');
			e = e != NULL ? e + 1 : head + strlen(head);
			hlen = (size_t)(e - head);
			continue;
		}
		xgrow(&v, &cap, *n + 1, sizeof(*v));
		v[*n].sec = sec;
		v[*n].seclen = seclen;
		v[*n].head = p[0] == '|' ? head : NULL;
		v[*n].headlen = p[0] == '|' ? hlen : 0;
		v[*n].line = p;
		v[*n].len = len;
		(*n)++;
	}
	return v;
}

/*
 * Renders the median table as analysis.html; when that page would pass
 * a file's budget (60 test cases x 500 metrics made 70 MB), cut at its
 * rows into analysis.html, analysis-2.html... of at most SITE_FILE_MAX,
 * each with its sections' headings and table headers again, and a
 * sentence linking them all (nav.parts).  data/analysis_full.md stays
 * whole.  A table too big to read as one report (tab unread, its src
 * NULL) goes to the parts at once.
 */
static int
analysis_pages(struct site *s, struct report *tab, const char *md,
    const struct runset *rs, struct stats_cache *sc, struct render_opts *ro,
    struct diag *d)
{
	size_t over = 0, nrows, headlen, per, np, k, i, mark;
	struct arow *rows;
	char **names = NULL, **labels = NULL;
	struct buf b = {0};
	int ok = 0;

	ro->over = &over;
	ro->nparts = 0;
	over = (tab->src != NULL ? render_report_floor(tab, ro->strings) : 0) +
	    strlen(md);
	if (tab->src != NULL && over <= SITE_FILE_MAX) {
		over = 0;
		ok = render_report(s, "analysis.html", tab, rs, ro, d);
		ro->over = NULL;
		if (ok || over == 0)
			return ok;
	}
	rows = analysis_rows(md, &nrows, &headlen);
	per = nrows * (SITE_FILE_MAX / 2) / over;
	if (per == 0)
		per = 1;
	for (;;) {
		np = nrows == 0 ? 1 : (nrows + per - 1) / per;
		names = xcalloc(np, sizeof(*names));
		labels = xcalloc(np, sizeof(*labels));
		for (k = 0; k < np; k++) {
			const struct arow *f = &rows[k * per];
			const struct arow *l = &rows[k * per + per - 1 < nrows ?
			    k * per + per - 1 : nrows - 1];

			b.len = 0;
			if (k == 0)
				buf_adds(&b, "analysis.html");
			else
				buf_printf(&b, "analysis-%zu.html", k + 1);
			names[k] = buf_take(&b);
			sec_name(&b, f->sec, f->seclen);
			if (l->sec != f->sec) {
				buf_adds(&b, " \xE2\x80\x93 ");
				sec_name(&b, l->sec, l->seclen);
			}
			labels[k] = b.data != NULL ? buf_take(&b) : xstrdup("");
		}
		ro->part_names = (const char *const *)names;
		ro->part_labels = (const char *const *)labels;
		ro->nparts = np;
		mark = s->n;
		ok = 1;
		for (k = 0; k < np && ok; k++) {
			const char *sec = NULL, *head = NULL;
			struct report t;

			b.len = 0;
			buf_add(&b, md, headlen);
			for (i = k * per; i < nrows && i < (k + 1) * per; i++) {
				const struct arow *r = &rows[i];

				if (r->sec != sec) {
					buf_addc(&b, '\n');
					buf_add(&b, r->sec, r->seclen);
					sec = r->sec;
					head = NULL;
				}
				if (r->head == NULL)
					buf_addc(&b, '\n');
				else if (r->head != head) {
					buf_addc(&b, '\n');
					buf_add(&b, r->head, r->headlen);
					head = r->head;
				}
				buf_add(&b, r->line, r->len);
			}
			memset(&t, 0, sizeof(t));
			ro->part = k;
			over = 0;
			ok = report_parse(&t, "data/analysis_full.md", b.data,
			    b.len, d) && d->nerrors == 0;
			if (ok) {
				claim_eval_all(t.claims, t.nclaims, rs, sc);
				ok = render_report(s, names[k], &t, rs, ro, d);
			}
			report_free(&t);
		}
		ro->nparts = 0;
		for (k = 0; k < np; k++) {
			free(names[k]);
			free(labels[k]);
		}
		free(names);
		free(labels);
		if (ok || over == 0 || per == 1)
			break;
		/* A page of these rows passed the budget: smaller pages. */
		site_truncate(s, mark);
		per /= 2;
	}
	if (!ok && over != 0)
		diag(d, DIAG_ERROR, "analysis.html", 0, 0, "a page of one row "
		    "of the median table would pass a file's budget of %u "
		    "bytes; nothing is written", SITE_FILE_MAX);
	ro->over = NULL;
	free(rows);
	buf_free(&b);
	return ok;
}


/* The last part of a path: what a reader calls the file. */
static const char *
base_of(const char *path)
{
	const char *s = strrchr(path, '/');

	return s != NULL && s[1] != '\0' ? s + 1 : path;
}

/* A results file's name for its copy (copy_name): safe, without .gz. */
static void
base_stem(struct buf *b, const char *path)
{
	const char *s = strrchr(path, '/'), *e;
	size_t n;

	s = s != NULL ? s + 1 : path;
	e = s + strlen(s);
	if (e - s > 3 && strcmp(e - 3, ".gz") == 0)
		e -= 3;
	if (e - s > 6 && strncmp(e - 6, ".jsonl", 6) == 0)
		e -= 6;
	else if (e - s > 5 && strncmp(e - 5, ".json", 5) == 0)
		e -= 5;
	for (n = 0; s + n < e && n < 100; n++) {
		char c = s[n];

		buf_addc(b, (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || c == '-' || c == '_' ||
		    (c == '.' && n > 0) ? c : '_');
	}
	if (b->len == 0)
		buf_adds(b, "results");
}

/*
 * Where the copy of results file i of n goes in the site (stem and
 * extension for site_add_parts): data/results.jsonl(.gz) for one file;
 * for several, data/results/NAME.jsonl(.gz), NAME its own name without
 * .gz, .jsonl or .json, in letters, digits, '-', '_' and '.' only, and
 * -2, -3... after a name an earlier file took.
 */
static void
copy_name(char *const *paths, size_t i, size_t n, struct buf *stem,
    const char **ext)
{
	size_t k, twin = 1;

	*ext = runs_gzipped(paths[i]) ? ".jsonl.gz" : ".jsonl";
	stem->len = 0;
	if (n == 1) {
		buf_adds(stem, "data/results");
		return;
	}
	for (;;) {
		struct buf b = {0}, other = {0};
		const char *oext;
		int taken = 0;

		base_stem(&b, paths[i]);
		if (twin > 1)
			buf_printf(&b, "-%zu", twin);
		for (k = 0; k < i && !taken; k++) {
			copy_name(paths, k, n, &other, &oext);
			taken = strcmp(other.data + strlen("data/results/"),
			    b.data) == 0 && strcmp(oext, *ext) == 0;
		}
		buf_free(&other);
		if (!taken) {
			buf_printf(stem, "data/results/%s", b.data);
			buf_free(&b);
			return;
		}
		buf_free(&b);
		twin++;
	}
}

int
main(int argc, char *argv[])
{
	enum { OPT_ANALYSIS = 256, OPT_TEMPLATES, OPT_ASSETS, OPT_VERSION,
	    OPT_NOISE, OPT_LANG, OPT_BUDGET, OPT_RESULTS_URL, OPT_NO_CACHE };
	static const struct option longopts[] = {
		{ "out", required_argument, NULL, 'o' },
		{ "analysis", required_argument, NULL, OPT_ANALYSIS },
		{ "templates", required_argument, NULL, OPT_TEMPLATES },
		{ "assets", required_argument, NULL, OPT_ASSETS },
		{ "noise", required_argument, NULL, OPT_NOISE },
		{ "lang", required_argument, NULL, OPT_LANG },
		{ "budget", required_argument, NULL, OPT_BUDGET },
		{ "results-url", required_argument, NULL, OPT_RESULTS_URL },
		{ "no-cache", no_argument, NULL, OPT_NO_CACHE },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 }
	};
	const char *out = "site", *analysis = NULL, *templates = NULL,
	    *assets = NULL, *lang = NULL, *results_url = NULL;
	size_t max_files = 0, max_bytes = 0, rbytes = 0;
	int away = RESULTS_HERE;
	char *def_templates = NULL, *def_assets = NULL;
	struct runset runs;
	struct report rep, tab;
	struct site site = {0};
	struct diag d = {0};
	struct render_opts ro;
	char prose[LANG_MAX];
	struct checker_job ck;
	struct stats_cache *sc = NULL;
	struct html_strings *strings = NULL;
	struct report_budget budget;
	struct parallel_task ck_task = {0};
	char *md = NULL;
	const char **links = NULL, **names = NULL;
	const char *const **parts = NULL;
	size_t nres = 0, *nparts = NULL, *rsizes = NULL;
	struct render_present present = {0};
	size_t i, nok = 0;
	int ch, rc = 2, noise = 1, no_cache = 0;
	struct runs_cache cache;

	html_setup();
	memset(&runs, 0, sizeof(runs));
	memset(&cache, 0, sizeof(cache));
	memset(&ck, 0, sizeof(ck));
	memset(&rep, 0, sizeof(rep));
	memset(&tab, 0, sizeof(tab));
	xoom_name("report-site");
	opterr = 0;	/* getopt would name argv[0], a path; we say who we are */
	while ((ch = getopt_long(argc, argv, "o:h", longopts, NULL)) != -1) {
		switch (ch) {
		case 'o':
			out = optarg;
			break;
		case OPT_ANALYSIS:
			analysis = optarg;
			break;
		case OPT_TEMPLATES:
			templates = optarg;
			break;
		case OPT_ASSETS:
			assets = optarg;
			break;
		case OPT_NOISE:
			/* As verify-report reads it; only off changes the site. */
			if (strcmp(optarg, "warn") == 0 ||
			    strcmp(optarg, "fail") == 0)
				noise = 1;
			else if (strcmp(optarg, "off") == 0)
				noise = 0;
			else {
				fprintf(stderr, "report-site: unknown --noise "
				    "'%s' (warn, fail or off)\n", optarg);
				return 2;
			}
			break;
		case OPT_LANG:
			lang = optarg;
			break;
		case OPT_NO_CACHE:
			no_cache = 1;
			break;
		case OPT_BUDGET:
			if (!parse_budget(optarg, &max_files, &max_bytes)) {
				fprintf(stderr, "report-site: --budget '%s': "
				    "give FILES,BYTES (such as 20000,1G; "
				    "either may be none) or none\n", optarg);
				return 2;
			}
			break;
		case OPT_RESULTS_URL:
			if (!url_ok(optarg)) {
				fprintf(stderr, "report-site: --results-url "
				    "'%s': give an http:// or https:// URL "
				    "with no spaces or quotes\n", optarg);
				return 2;
			}
			results_url = optarg;
			break;
		case 'h':
			fputs(usage, stdout);
			return 0;
		case OPT_VERSION:
			puts("report-site " VERSION);
			return 0;
		default:
			if (optopt != 0 && optopt < 256)
				fprintf(stderr, "%s: unknown option '-%c'\n",
				    "report-site", optopt);
			else
				fprintf(stderr, "%s: unknown option or missing "
				    "argument '%s'\n", "report-site", argv[optind - 1]);
			fputs(usage, stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 2) {
		fputs(usage, stderr);
		return 2;
	}
	/* The runs are read twice: loaded, and copied into the site. */
	for (i = 1; i < (size_t)argc; i++)
		if (strcmp(argv[i], "-") == 0) {
			fprintf(stderr, "report-site: the results must be "
			    "files, not standard input ('-'): the site holds a "
			    "copy of them\n");
			return 2;
		}
	nres = (size_t)argc - 1;
	links = xcalloc(nres, sizeof(*links));
	names = xcalloc(nres, sizeof(*names));
	parts = xcalloc(nres, sizeof(*parts));
	nparts = xcalloc(nres, sizeof(*nparts));
	rsizes = xcalloc(nres, sizeof(*rsizes));
	if (templates == NULL)
		templates = def_templates = data_dir("templates");
	if (assets == NULL)
		assets = def_assets = data_dir("assets");
	/* Not run from the source folder nor installed: say what to do. */
	if (!templates_found(templates, def_templates != NULL, &d) ||
	    !assets_found(assets, def_assets != NULL, &d))
		goto out;
	{
		/* The site is built beside out and swapped in whole. */
		/*
		 * The inputs: the report, the templates, the assets, the
		 * --analysis file and the site folder (--analysis inside
		 * it would be swapped away), then each results file.
		 */
		struct site_path *inputs = xcalloc(nres + 5,
		    sizeof(*inputs));
		struct stat st;
		int bad;

		inputs[0].what = "the report";
		inputs[0].path = argv[0];
		inputs[1].what = "the templates folder";
		inputs[1].path = templates;
		inputs[2].what = "the assets folder";
		inputs[2].path = assets;
		inputs[3].what = "the --analysis file";
		inputs[3].path = analysis;
		inputs[4].what = "the site folder";
		inputs[4].path = out;
		for (i = 0; i < nres; i++) {
			inputs[5 + i].what = "the results";
			inputs[5 + i].path = argv[1 + i];
		}
		/*
		 * Every output against every input, by identity, before
		 * any work: --analysis report.md replaced the report.
		 */
		inputs[4].path = NULL;	/* the folder is out itself */
		bad = !site_check_out(out, inputs, nres + 5, &d);
		inputs[3].path = NULL;	/* --analysis is not its own input */
		inputs[4].path = out;
		bad = bad || (analysis != NULL && !site_guard_output(
		    "--analysis", analysis, inputs, nres + 5, &d));
		/* No input may lead out of the project (site_check_input). */
		for (i = 0; !bad && i < nres; i++)
			bad = !site_check_input(argv[1 + i], 0, &d);
		free(inputs);
		if (bad)
			goto out;
		if ((strcmp(argv[0], "-") != 0 &&
		    !site_check_input(argv[0], 0, &d)) ||
		    (analysis != NULL && lstat(analysis, &st) == 0 &&
		    !site_check_input(analysis, 0, &d)) ||
		    !check_folder(templates, &d) || !check_folder(assets, &d))
			goto out;
	}
	/* The site's words, before any work that a missing file would waste. */
	if ((lang != NULL && !lang_found(templates, lang, &d)) ||
	    (strings = html_strings_load(templates, lang != NULL ? lang : "en",
	    &d)) == NULL)
		goto out;
	/*
	 * The raw runs for download, copied while they are loaded: the
	 * largest part of the site, and little work for the processor.
	 */
	site.max_files = max_files;
	site.max_bytes = max_bytes;
	for (i = 0; i < nres; i++) {
		struct stat st;

		if (stat(argv[1 + i], &st) == 0)
			rbytes += rsizes[i] = (size_t)st.st_size;
	}
	if (!site_begin(&site, out, &d))
		goto out;
	if (results_url != NULL)
		away = RESULTS_URL;
	else if (!fits(&site, rbytes, rbytes / SITE_FILE_MAX + nres))
		away = RESULTS_OVER;
	else
		for (i = 0; i < nres; i++) {
			struct buf stem = {0};
			const char *ext;
			int ok;

			copy_name(argv + 1, i, nres, &stem, &ext);
			ok = site_add_parts(&site, stem.data, ext, argv[1 + i],
			    &d);
			buf_free(&stem);
			if (!ok)
				goto out;
		}
	/*
	 * Through the runs cache, as verify-report loads them: a signal
	 * meanwhile ends the build on the stopping thread, which removes
	 * a cache write's temporary file too (runs_cache_stop).
	 */
	runs_cache_init(&cache, "report-site", no_cache);
	if (!runs_cache_load(&cache, &runs, (const char *const *)argv + 1,
	    nres, &d) || d.nerrors > 0)				/* 1. runs */
		goto out;
	if (stopped(out, &d))
		goto out;
	/* The checker's data meanwhile, on a thread of its own. */
	ck.rs = &runs;
	ck.present = &present;
	/*
	 * The checker's scripts take a few bytes a value, less than the
	 * results' text; only metrics that few runs of a test case have
	 * (each script holds every run) make them grow faster than the
	 * input.  Their budget follows the input, so that such a file
	 * fails in time and disk in proportion to its size.
	 */
	present.budget = CHECKER_BUDGET(rbytes);
	if (present.budget > site_max_bytes(&site))
		present.budget = site_max_bytes(&site);
	present.max_files = site_max_files(&site);
	ck.root = site.tmp;
	parallel_spawn(&ck_task, checker_run, &ck);
	/*
	 * The parse stops where the page can no longer fit, instead of
	 * keeping a record of every number past it (issue 25.2: a report
	 * of "1 " numbers took 125 times its size).
	 */
	render_report_budget(&budget);
	if (!report_load_budget(&rep, argv[0], &budget, &d))	/* 2. report */
		goto out;
	if (rep.over_line > 0) {
		diag(&d, DIAG_ERROR, rep.path, rep.over_line, 0, "its page, "
		    "index.html, would pass a file's budget of %u bytes "
		    "(docs/site.md): the %zu claims and %zu unbound numbers "
		    "before this line already need more markup than that; "
		    "nothing is written (split the report, or bind or "
		    "remove numbers)", SITE_FILE_MAX, rep.nclaims,
		    rep.nunbound);
		goto out;
	}
	if (d.nerrors > 0)
		goto out;
	if (lang == NULL && !report_strings(&strings, templates, &rep, &d))
		goto out;
	/* A page past its budget stops before the work it would cost. */
	if (render_report_floor(&rep, strings) > SITE_FILE_MAX) {
		diag(&d, DIAG_ERROR, rep.path, 0, 0, "its page, index.html, "
		    "would pass a file's budget of %u bytes (docs/site.md): "
		    "its %zu claims and %zu unbound numbers take at least "
		    "%zu bytes of markup; nothing is written (split the "
		    "report, or bind or remove numbers)", SITE_FILE_MAX,
		    rep.nclaims, rep.nunbound,
		    render_report_floor(&rep, strings));
		goto out;
	}
	/*
	 * The statistics of the median table and of the claims, asked for
	 * together and computed once, on every core.
	 */
	sc = stats_cache_new(&runs);				/* 3. medians */
	{
		size_t nkept;
		void *kept = runs_cache_extra_get(&cache, RUNS_CACHE_STATS,
		    &nkept);

		if (kept != NULL)
			stats_cache_seed(sc, kept, nkept);
		free(kept);
	}
	render_analysis_want(&runs, sc);
	claim_eval_all(rep.claims, rep.nclaims, &runs, sc);	/* 4. claims */
	md = render_analysis_md(&runs, sc, strings);
	/*
	 * A table past what a report may be (160,000 test cases) is never
	 * one page: it is read a page's rows at a time (analysis_pages).
	 */
	if (strlen(md) <= REPORT_SIZE_MAX) {
		if (!report_parse(&tab, "data/analysis_full.md", md,
		    strlen(md), &d) || d.nerrors > 0)
			goto out;
		claim_eval_all(tab.claims, tab.nclaims, &runs, sc);
	}
	if (stopped(out, &d))
		goto out;

	render_charts(&site, &rep, &runs, sc, strings);			/* 5. render */
	parallel_join(&ck_task);
	diag_take(&d, &ck.d);
	site_move(&site, &ck.files);
	if (!ck.ok)
		goto out;
	memset(&ro, 0, sizeof(ro));
	ro.present = &present;
	ro.noise = noise;
	/* The prose's own language, which --lang does not change. */
	ro.prose_lang = lang_declared(rep.src, rep.len, prose, NULL) ? prose :
	    lang_detect(rep.src, rep.len);
	ro.stats = sc;
	ro.strings = strings;
	ro.templates = templates;
	ro.nav_report = "index.html";
	ro.nav_analysis = "analysis.html";
	ro.results_bytes = rbytes;
	ro.budget_bytes = site_max_bytes(&site);
	for (;;) {
		size_t mark = site.n;

		ro.checker_page = "";
		ro.checker = 1;
		ro.charts = 1;
		/*
		 * Each results file's copy: the link goes to its first
		 * file, and for each file cut into parts a sentence
		 * beside it links every part.  The pages call each file
		 * by its copy's name, or by its own when there is none
		 * or it is cut (lines count in the whole file).
		 */
		for (i = 0; i < nres; i++) {
			size_t np = 0;
			const char *const *pn = away == RESULTS_HERE ?
			    site_parts_names(&site, i, &np) : NULL;

			links[i] = np > 0 ? pn[0] : NULL;
			names[i] = np == 1 ? base_of(pn[0]) :
			    base_of(argv[1 + i]);
			parts[i] = pn;
			nparts[i] = np;
		}
		ro.results_parts = parts;
		ro.nresults_parts = nparts;
		ro.results_sizes = rsizes;
		ro.results_links = links;
		ro.results_names = names;
		ro.nresults = nres;
		ro.nav_results = away == RESULTS_URL ? results_url : NULL;
		ro.results_away = away;
		if (!render_report(&site, "index.html", &rep, &runs, &ro, &d))
			goto out;
		ro.checker_page = "index.html";
		ro.checker = 0;
		ro.charts = 0;
		if (!analysis_pages(&site, &tab, md, &runs, sc, &ro, &d))
			goto out;
		if (!add_assets(&site, assets, &d))
			goto out;
		site_add(&site, "data/analysis_full.md", xstrdup(md),
		    strlen(md));
		if (away != RESULTS_HERE || fits(&site, 0, 0))
			break;
		/*
		 * The copy of the runs goes when the rest of the site
		 * leaves it no room: the pages again, saying so.
		 */
		site_truncate(&site, mark);
		site_drop_parts(&site);
		away = RESULTS_OVER;
	}
	if (away == RESULTS_OVER)
		diag(&d, DIAG_WARNING, argv[1], 0, 0, "not copied into the "
		    "site: %s %zu bytes would pass the site's budget "
		    "(--budget); the pages say so (--results-url URL links "
		    "them)", nres > 1 ? "the results files'" : "its", rbytes);
	/*
	 * The extra file once the site is written and synced, and only
	 * the swap can still fail; not after it, when nothing may.
	 */
	if (!site_ready(&site, out, &d))			/* 6. write */
		goto out;
	if (analysis != NULL &&
	    !site_write_file(analysis, md, strlen(md), 0, &d))
		goto out;
	if (!site_swap(&site, out, &d))
		goto out;
	if (stats_cache_grew(sc)) {
		size_t nkept;
		void *kept = stats_cache_save(sc, &nkept);

		runs_cache_extra_put(&cache, RUNS_CACHE_STATS, kept, nkept);
		free(kept);
	}
	for (i = 0; i < rep.nclaims; i++)
		nok += rep.claims[i].verdict == VERDICT_OK;
	printf("%s: %zu files; %s: %zu claims, %zu ok, %zu not ok; "
	    "%zu unbound\n", out, site.n, rep.path, rep.nclaims, nok,
	    rep.nclaims - nok, rep.nunbound);
	rc = 0;
out:
	parallel_join(&ck_task);	/* before the runs and the folder go */
	fflush(stdout);
	diag_print(&d, stderr);
	if (rc != 0)
		fprintf(stderr, "report-site: no site written; %s is "
		    "unchanged\n", out);
	free(md);
	free(links);
	free(names);
	free(parts);
	free(nparts);
	free(rsizes);
	stats_cache_free(sc);
	html_strings_free(strings);
	render_present_free(&present);
	free(def_templates);
	free(def_assets);
	diag_free(&d);
	site_free(&ck.files);
	diag_free(&ck.d);
	site_free(&site);
	report_free(&tab);
	report_free(&rep);
	runs_free(&runs);
	runs_cache_free(&cache);
	return rc;
}

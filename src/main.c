/*
 * verify-report: checks every claim of a markdown report against the raw
 * runs.  Runs the stages in order (load runs, parse the report and its
 * claims, evaluate, print) and maps the outcome to the exit status:
 * 0 nothing fails, 1 a claim fails (or the coverage is below
 * --min-coverage), 2 the tool could not run.
 */
#include <sys/stat.h>

#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bind.h"
#include "diag.h"
#include "dump.h"
#include "output.h"
#include "report.h"
#include "report_export.h"
#include "runs.h"
#include "runs_cache.h"
#include "site.h"
#include "stats_cache.h"
#include "watch.h"

#define VERSION "0.1.0"

static const char usage[] =
"usage: verify-report [options] REPORT.md [RESULTS.jsonl...]\n"
"       verify-report --export=text [--site-url=URL] [-o FILE] REPORT.md\n"
"       verify-report --query=DIALECT [--query-from=SQL] REPORT.md\n"
"       verify-report --watch [options] REPORT.md RESULTS.jsonl...\n"
"\n"
"Checks every claim of a markdown report against raw runs:\n"
"[+13%](ev:tc1/on~off/cg_pgsteal) links, bound GFM tables and\n"
"[=...] arithmetic, as man verify-report-claims(5) (docs/syntax.md\n"
"in the source) describes.  REPORT.md may be - for standard input.\n"
"Several results files (one per machine; .jsonl.gz too) are read as\n"
"one, each run keeping its own FILE:LINE; one of them may be - for\n"
"standard input.  Without RESULTS.jsonl only '=' claims can be checked.\n"
"\n"
"options:\n"
"  -v, --verbose      print every claim, not only those that fail\n"
"      --format=FMT   text (default); json (every claim, one document);\n"
"                     github (Actions ::error/::warning annotations);\n"
"                     junit (XML, one testcase per claim); sarif (2.1.0)\n"
"  -q, --quiet        print nothing on stdout; only the exit status tells\n"
"      --color=WHEN   colour the verdicts: auto (default: when stdout is\n"
"                     a terminal), always or never; NO_COLOR turns it off\n"
"      --strict       'near' claims fail too\n"
"      --noise=MODE   changes the runs cannot establish (B~A claims whose\n"
"                     runs' min~max ranges overlap; docs/noise.md): warn\n"
"                     (default: a noise line, never failing), fail (they\n"
"                     fail the run) or off (not shown)\n"
"      --units=MODE   unit words that disagree with the unit the address\n"
"                     computes ([609 ms] of a metric in us; docs/syntax.md\n"
"                     section 7): warn (default: a unit line, never\n"
"                     failing), fail (they fail the run) or off\n"
"      --paired       with them, the signs of B#k - A#k for runs of the\n"
"                     same rep on both sides\n"
"      --min-coverage=P  fail the run (exit 1) when the coverage (bound\n"
"                     numbers / all numbers, rounded to one decimal as the\n"
"                     summary shows it) is below P percent, 0 to 100\n"
"      --unbound      also list every number no claim binds:\n"
"                     FILE:LINE:COL: unbound: TEXT\n"
"      --suggest      and for each, up to three addresses that fit it,\n"
"                     as markdown to paste: FILE:LINE:COL: suggest: [..](ev:..)\n"
"      --fix          write REPORT.bound.md beside the report with the\n"
"                     unambiguous suggestions bound (never over an input),\n"
"                     with the report's mode; a copy edited since is kept\n"
"      --fix-output=FILE  the same into FILE (needed for a report on -)\n"
"      --bind         ask about each number --fix leaves, one by one\n"
"                     (keys: 1-3 take a suggestion, a type an address,\n"
"                     l label, s skip, u undo, q quit), then write\n"
"                     REPORT.bound.md as --fix does; the decisions are\n"
"                     kept beside it, so --bind again goes on from them.\n"
"                     Reads one command a line from a pipe (docs/bind.md)\n"
"      --force        with --fix or --bind: replace a copy edited since\n"
"      --export=text  write the report as a plain-text mail message (ev:\n"
"                     links as their text, tables as aligned columns,\n"
"                     lines wrapped at 72) and check nothing\n"
"      --site-url=URL with it, a footnote [k] URL#c-... for each claim,\n"
"                     its stable anchor on the site's page at URL\n"
"  -o, --output=FILE  with it, write FILE (atomically; never an input)\n"
"      --query=DIALECT  print one SQL query (duckdb, clickhouse or\n"
"                     bigquery) that selects exactly the runs and metrics\n"
"                     the report's claims need, as JSON lines to read back\n"
"                     with: verify-report REPORT.md - (docs/engine.md)\n"
"      --query-from=SQL  the table or table function it reads (default\n"
"                     results), as given: read_parquet('runs.parquet')\n"
"      --no-cache     load the runs without the runs cache (kept in\n"
"                     $XDG_CACHE_HOME/verify-report/, keyed by the results'\n"
"                     content; VERIFY_REPORT_CACHE=off does the same;\n"
"                     docs/performance.md)\n"
"      --watch        check, then check again on every save of the report\n"
"                     or the results, printing only the claims that\n"
"                     changed, were added or were removed, and the\n"
"                     summary; until interrupted (docs/performance.md)\n"
"      --dump=STAGE   print one stage's result as text and stop: runs (the\n"
"                     runs as indexed; give only RESULTS.jsonl), claims\n"
"                     (as parsed) or eval (as evaluated)\n"
"  -h, --help         print this help\n"
"      --version      print the version\n"
"\n"
"Output: FILE:LINE:COL: verdict: wrote X, data gives Y (computation),\n"
"one line per claim that is not ok ('near' lines are warnings: they fail\n"
"the run only with --strict), FILE:LINE:COL: noise: ... for a change\n"
"within noise, FILE:LINE:COL: unit: ... for a unit word that disagrees\n"
"with the data's unit, and FILE:LINE:COL: note: ... for a claim of no change\n"
"(0%, +0.0 pp, \xC2\xB1" "0) whose runs separate, then\n"
"  N claims: A ok, B near, C wrong, D flipped, E error; U unbound\n"
"COL counts characters (code points).  Exit status: 0 nothing fails,\n"
"1 a claim fails or the coverage is below --min-coverage, 2 bad\n"
"arguments or unreadable/malformed input.\n";

/*
 * The file --fix writes: FILE of --fix-output, else REPORT.bound.md
 * beside the report (never the report itself).  A report read from
 * standard input has no place beside it: NULL, and the caller asks
 * for --fix-output.  Returns a string the caller frees.
 */
static char *
fix_path(const char *path, const char *given)
{
	struct buf out = {0};
	size_t n = strlen(path);

	if (given != NULL)
		return xstrdup(given);
	if (strcmp(path, "-") == 0)
		return NULL;
	if (n > 3 && strcmp(path + n - 3, ".md") == 0)
		buf_printf(&out, "%.*s.bound.md", (int)(n - 3), path);
	else
		buf_printf(&out, "%s.bound.md", path);
	return buf_take(&out);
}

/*
 * The permissions of the report, which its bound copy keeps (a report
 * of mode 0600 is not published 0644 by --fix); 0 when it has none to
 * give (a pipe on standard input).
 */
static unsigned
report_mode(const char *path)
{
	struct stat st;

	if (strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &st) == -1 :
	    stat(path, &st) == -1)
		return 0;
	return S_ISREG(st.st_mode) ? (unsigned)(st.st_mode & 0777) : 0;
}

/*
 * --fix: writes the report with the unambiguous suggestions bound to
 * out, with the report's mode, then the record of what it wrote
 * (site_guard_record), and says what it did on stderr.  A file at out
 * that --fix did not write, or that was edited since, is refused
 * unless force.  Returns zero when nothing may be or could be written.
 */
static int
write_fix(const struct report *rep, const char *out, unsigned mode,
    int force, struct diag *d)
{
	size_t bound, i, left = 0;
	struct buf msg = {0};
	char *text, *rec = NULL, *rpath = NULL;
	int ok = 0;

	text = report_fix(rep, &bound);
	for (i = 0; i < rep->nunbound; i++)
		left++;
	left -= bound;
	/* Again at the last moment: it may have been edited meanwhile. */
	if (!site_guard_replace("--fix", out, force, d) ||
	    !site_write_file(out, text, strlen(text), mode, d))
		goto out;
	rec = site_guard_record(text, strlen(text));
	rpath = site_guard_record_path(out);
	if (!site_write_file(rpath, rec, strlen(rec), mode, d))
		goto out;
	buf_add_visible(&msg, out);
	fprintf(stderr, "verify-report: wrote %s: bound %zu numbers, "
	    "left %zu unbound\n", msg.data, bound, left);
	ok = 1;
out:
	buf_free(&msg);
	free(rec);
	free(rpath);
	free(text);
	return ok;
}

/*
 * Prints a stage's dump (dump.h): the runs, or the report's claims as
 * parsed or as evaluated.  Returns the exit status: 0, or 2 when the
 * output cannot be written.
 */
static int
print_dump(const struct runset *rs, const struct report *rep, int eval)
{
	struct buf b = {0};
	int ok;

	if (rs != NULL)
		dump_runs(&b, rs);
	else if (eval)
		dump_eval(&b, rep);
	else
		dump_claims(&b, rep);
	ok = b.len == 0 || fwrite(b.data, 1, b.len, stdout) == b.len;
	buf_free(&b);
	return ok ? 0 : 2;
}

/* Reads --color=WHEN: 0 never, 1 always, 2 auto; -1 for anything else. */
static int
color_when(const char *s)
{
	if (strcmp(s, "never") == 0)
		return 0;
	if (strcmp(s, "always") == 0)
		return 1;
	return strcmp(s, "auto") == 0 ? 2 : -1;
}

/*
 * Colour is for a person at a terminal: with auto, only when stdout is
 * one and TERM is not "dumb".  A non-empty NO_COLOR (no-color.org)
 * turns it off even with --color=always, because it is the user's
 * standing request and --color=always mostly comes from scripts.
 */
static int
use_color(int when)
{
	const char *no = getenv("NO_COLOR"), *term = getenv("TERM");

	if (when == 0 || (no != NULL && no[0] != '\0'))
		return 0;
	if (when == 1)
		return 1;
	return isatty(STDOUT_FILENO) && (term == NULL ||
	    strcmp(term, "dumb") != 0);
}

/*
 * The progress line of a long load: once loading the runs has taken a
 * second, it says how far it got, rewritten in place with a carriage
 * return, and ends with a newline when the load is done so that what
 * follows starts on a line of its own.  Only on a terminal: a log would
 * keep every update.
 */
struct progress {
	struct timespec	 start;
	double		 last;	/* seconds at the last update */
	const char	*path;
};

static void
progress(void *arg, size_t done, size_t total)
{
	struct progress *p = arg;
	struct timespec t;
	double s;

	clock_gettime(CLOCK_MONOTONIC, &t);
	s = (double)(t.tv_sec - p->start.tv_sec) +
	    (double)(t.tv_nsec - p->start.tv_nsec) / 1e9;
	if (s < 1.0 || (s - p->last < 0.2 && done < total))
		return;
	p->last = s;
	fprintf(stderr, "\rverify-report: loading %s: %zu of %zu MiB "
	    "(%d%%), %.0f s%s", p->path, done >> 20, total >> 20,
	    total > 0 ? (int)(100.0 * (double)done / (double)total) : 100, s,
	    done < total ? "" : "\n");
}

/*
 * Whether a --site-url can take "#c-..." after it: not empty, no
 * fragment of its own, and no space or control character, which would
 * end the address in a mail reader.
 */
static int
site_url_ok(const char *u)
{
	if (*u == '\0')
		return 0;
	for (; *u != '\0'; u++)
		if ((unsigned char)*u <= ' ' || *u == 0x7F || *u == '#')
			return 0;
	return 1;
}

/* Writes b to standard output, saying so once when it cannot. */
static int
put_stdout(const struct buf *b)
{
	if (fwrite(b->data, 1, b->len, stdout) != b->len ||
	    fflush(stdout) != 0) {
		fputs("verify-report: error writing the output\n", stderr);
		return 0;
	}
	return 1;
}

/*
 * --export=text: the report as a plain-text message on standard output,
 * or in out, written atomically and never over the report itself (by
 * any name: site_guard_output).  Returns the exit status: 0, or 2 when
 * the report cannot be read or the output cannot be written.
 */
static int
export_text(const char *path, const char *site_url, const char *out)
{
	const struct site_path in[] = { { "the report", path } };
	struct report rep;
	struct diag d = {0};
	struct buf b = {0};
	int rc = 2;

	memset(&rep, 0, sizeof(rep));
	if (out != NULL && !site_guard_output("-o", out, in, 1, &d))
		goto out;
	if (!report_load(&rep, path, &d) || d.nerrors > 0)
		goto out;
	report_export_text(&b, &rep, site_url);
	if (out != NULL) {
		if (!site_write_file(out, b.data, b.len, 0, &d))
			goto out;
	} else if (!put_stdout(&b))
		goto out;
	rc = 0;
out:
	diag_print(&d, stderr);
	diag_free(&d);
	buf_free(&b);
	report_free(&rep);
	return rc;
}

/*
 * --query: the engine's query for the report's claims on standard
 * output.  Returns the exit status: 0, or 2 when the report cannot be
 * read or the output cannot be written.
 */
static int
print_query(const char *path, enum output_dialect q, const char *from)
{
	struct report rep;
	struct diag d = {0};
	struct buf b = {0};
	int rc = 2;

	memset(&rep, 0, sizeof(rep));
	if (!report_load(&rep, path, &d) || d.nerrors > 0)
		goto out;
	output_query(&b, &rep, q, from);
	if (!put_stdout(&b))
		goto out;
	rc = 0;
out:
	diag_print(&d, stderr);
	diag_free(&d);
	buf_free(&b);
	report_free(&rep);
	return rc;
}

int
main(int argc, char *argv[])
{
	enum { OPT_FORMAT = 256, OPT_STRICT, OPT_VERSION, OPT_UNBOUND,
	    OPT_SUGGEST, OPT_FIX, OPT_COLOR, OPT_DUMP, OPT_NOISE, OPT_PAIRED,
	    OPT_FIX_OUTPUT, OPT_FORCE, OPT_UNITS, OPT_BIND, OPT_MIN_COVERAGE,
	    OPT_EXPORT, OPT_SITE_URL, OPT_QUERY, OPT_QUERY_FROM,
	    OPT_NO_CACHE, OPT_WATCH };
	enum { DUMP_NONE, DUMP_RUNS, DUMP_CLAIMS, DUMP_EVAL } dump = DUMP_NONE;
	static const struct option longopts[] = {
		{ "verbose", no_argument, NULL, 'v' },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "strict", no_argument, NULL, OPT_STRICT },
		{ "noise", required_argument, NULL, OPT_NOISE },
		{ "paired", no_argument, NULL, OPT_PAIRED },
		{ "units", required_argument, NULL, OPT_UNITS },
		{ "min-coverage", required_argument, NULL, OPT_MIN_COVERAGE },
		{ "export", required_argument, NULL, OPT_EXPORT },
		{ "site-url", required_argument, NULL, OPT_SITE_URL },
		{ "query", required_argument, NULL, OPT_QUERY },
		{ "query-from", required_argument, NULL, OPT_QUERY_FROM },
		{ "output", required_argument, NULL, 'o' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "unbound", no_argument, NULL, OPT_UNBOUND },
		{ "suggest", no_argument, NULL, OPT_SUGGEST },
		{ "fix", no_argument, NULL, OPT_FIX },
		{ "fix-output", required_argument, NULL, OPT_FIX_OUTPUT },
		{ "force", no_argument, NULL, OPT_FORCE },
		{ "bind", no_argument, NULL, OPT_BIND },
		{ "no-cache", no_argument, NULL, OPT_NO_CACHE },
		{ "watch", no_argument, NULL, OPT_WATCH },
		{ "dump", required_argument, NULL, OPT_DUMP },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 }
	};
	struct output_opts o = { 0 };
	struct output_counts k;
	struct runset runs;
	struct report rep;
	struct stats_cache *sc = NULL;
	struct diag d = {0};
	struct progress pg;
	char *fix_out = NULL, *decisions = NULL;
	struct site_path *in = NULL;	/* what --fix may not replace */
	const char *fix_given = NULL, *why, *site_url = NULL;
	const char *export_out = NULL;
	enum output_format fmt = OUTPUT_TEXT;
	int ch, rc = 2, have_runs = 0, fix = 0, quiet = 0, color = 2;
	int force = 0, bind = 0, signo = 0, export = 0, query = 0;
	enum output_dialect dialect = DIALECT_DUCKDB;
	const char *query_from = NULL;
	struct runs_cache cache;
	int no_cache = 0, watch = 0;

	memset(&runs, 0, sizeof(runs));
	memset(&cache, 0, sizeof(cache));
	memset(&rep, 0, sizeof(rep));
	opterr = 0;	/* getopt would name argv[0], a path; we say who we are */
	while ((ch = getopt_long(argc, argv, "vhqo:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			o.verbose = 1;
			break;
		case OPT_FORMAT:
			if (!output_format_parse(optarg, &fmt)) {
				fprintf(stderr, "verify-report: unknown format "
				    "'%s' (" OUTPUT_FORMAT_NAMES ")\n", optarg);
				return 2;
			}
			break;
		case 'q':
			quiet = 1;
			break;
		case OPT_COLOR:
			if ((color = color_when(optarg)) < 0) {
				fprintf(stderr, "verify-report: unknown --color "
				    "'%s' (auto, always or never)\n", optarg);
				return 2;
			}
			break;
		case OPT_STRICT:
			o.strict = 1;
			break;
		case OPT_NOISE:
			if (!output_noise_parse(optarg, &o.noise)) {
				fprintf(stderr, "verify-report: unknown --noise "
				    "'%s' (" OUTPUT_NOISE_NAMES ")\n", optarg);
				return 2;
			}
			break;
		case OPT_UNITS:
			if (!output_units_parse(optarg, &o.units)) {
				fprintf(stderr, "verify-report: unknown --units "
				    "'%s' (" OUTPUT_UNITS_NAMES ")\n", optarg);
				return 2;
			}
			break;
		case OPT_MIN_COVERAGE:
			if (!output_min_coverage_parse(optarg, &o.min_coverage,
			    &why)) {
				fprintf(stderr, "verify-report: --min-coverage "
				    "'%s': %s\n", optarg, why);
				return 2;
			}
			o.min_coverage_set = 1;
			break;
		case OPT_EXPORT:
			if (strcmp(optarg, "text") != 0) {
				fprintf(stderr, "verify-report: unknown --export "
				    "'%s' (text)\n", optarg);
				return 2;
			}
			export = 1;
			break;
		case OPT_SITE_URL:
			if (!site_url_ok(optarg)) {
				fprintf(stderr, "verify-report: --site-url '%s': "
				    "give the address of the report's page on "
				    "the site, without spaces or a '#' fragment "
				    "(the footnotes add #c-...)\n", optarg);
				return 2;
			}
			site_url = optarg;
			break;
		case 'o':
			export_out = optarg;
			break;
		case OPT_QUERY:
			if (!output_dialect_parse(optarg, &dialect)) {
				fprintf(stderr, "verify-report: unknown --query "
				    "'%s' (" OUTPUT_DIALECT_NAMES ")\n", optarg);
				return 2;
			}
			query = 1;
			break;
		case OPT_QUERY_FROM:
			if (*optarg == '\0') {
				fputs("verify-report: --query-from is empty: give "
				    "the table to read, such as "
				    "read_parquet('runs.parquet')\n", stderr);
				return 2;
			}
			query_from = optarg;
			break;
		case OPT_PAIRED:
			o.paired = 1;
			break;
		case OPT_UNBOUND:
			o.unbound = 1;
			break;
		case OPT_SUGGEST:
			o.unbound = o.suggest = 1;
			break;
		case OPT_FIX:
			fix = 1;
			break;
		case OPT_FIX_OUTPUT:
			fix = 1;
			fix_given = optarg;
			break;
		case OPT_FORCE:
			force = 1;
			break;
		case OPT_BIND:
			bind = fix = 1;
			break;
		case OPT_NO_CACHE:
			no_cache = 1;
			break;
		case OPT_WATCH:
			watch = 1;
			break;
		case OPT_DUMP:
			if (strcmp(optarg, "runs") == 0)
				dump = DUMP_RUNS;
			else if (strcmp(optarg, "claims") == 0)
				dump = DUMP_CLAIMS;
			else if (strcmp(optarg, "eval") == 0)
				dump = DUMP_EVAL;
			else {
				fprintf(stderr, "verify-report: unknown --dump "
				    "'%s' (runs, claims or eval)\n", optarg);
				return 2;
			}
			break;
		case 'h':
			fputs(usage, stdout);
			return 0;
		case OPT_VERSION:
			puts("verify-report " VERSION);
			return 0;
		default:
			if (optopt != 0 && optopt < 256)
				fprintf(stderr, "%s: unknown option '-%c'\n",
				    "verify-report", optopt);
			else
				fprintf(stderr, "%s: unknown option or missing "
				    "argument '%s'\n", "verify-report", argv[optind - 1]);
			fputs(usage, stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1) {
		fputs(usage, stderr);
		return 2;
	}
	/*
	 * --watch checks again and again: of files it can watch (not
	 * standard input), in text, and writing nothing but its lines.
	 */
	if (watch) {
		const char *bad = NULL;
		int i;

		for (i = 0; i < argc; i++)
			if (strcmp(argv[i], "-") == 0)
				bad = "standard input (-)";
		bad = query || query_from != NULL ? "--query" : export ||
		    site_url != NULL || export_out != NULL ? "--export" :
		    bind ? "--bind" : fix ? "--fix" : dump != DUMP_NONE ?
		    "--dump" : fmt != OUTPUT_TEXT ? "--format" : quiet ? "-q" :
		    bad;
		if (bad == NULL && argc < 2) {
			fputs("verify-report: --watch: give the results too: "
			    "verify-report --watch REPORT.md RESULTS.jsonl\n",
			    stderr);
			return 2;
		}
		if (bad != NULL) {
			fprintf(stderr, "verify-report: --watch: %s does not go "
			    "with --watch: usage: verify-report --watch "
			    "[options] REPORT.md RESULTS.jsonl...\n", bad);
			return 2;
		}
		o.color = use_color(color);
		o.version = VERSION;
		return watch_run(argv[0], (const char *const *)argv + 1,
		    (size_t)argc - 1, &o, no_cache);
	}
	/* --query prints a query, nothing else: no runs, no checks. */
	if (query || query_from != NULL) {
		const char *bad = !query ? "--query-from" : argc != 1 ?
		    "a results file" : export ? "--export" : fix ? "--fix" :
		    bind ? "--bind" : dump != DUMP_NONE ? "--dump" :
		    site_url != NULL ? "--site-url" : export_out != NULL ?
		    "-o" : NULL;

		if (bad != NULL) {
			fprintf(stderr, "verify-report: %s %s: usage: "
			    "verify-report --query=DIALECT [--query-from=SQL] "
			    "REPORT.md\n", bad, !query ? "goes only with "
			    "--query" : "does not go with --query");
			return 2;
		}
		return print_query(argv[0], dialect, query_from != NULL ?
		    query_from : "results");
	}
	/* --export writes the report, nothing else: no runs, no checks. */
	if (export || site_url != NULL || export_out != NULL) {
		const char *bad = !export ? (site_url != NULL ? "--site-url" :
		    "-o") : argc != 1 ? "a results file" : fix ? "--fix" :
		    bind ? "--bind" : dump != DUMP_NONE ? "--dump" : NULL;

		if (bad != NULL) {
			fprintf(stderr, "verify-report: %s %s: usage: "
			    "verify-report --export=text [--site-url=URL] "
			    "[-o FILE] REPORT.md\n", bad, !export ?
			    "goes only with --export" : "does not go with "
			    "--export");
			return 2;
		}
		return export_text(argv[0], site_url, export_out);
	}
	o.results_all = (const char *const *)argv + 1;
	o.nresults = (size_t)argc - 1;
	/* The runs need no report: one argument is the results file. */
	if (dump == DUMP_RUNS && argc == 1) {
		o.results_all = (const char *const *)argv;
		o.nresults = 1;
	}
	o.results = o.nresults > 0 ? o.results_all[0] : NULL;
	/* Standard input can give one of them, not both. */
	if (strcmp(argv[0], "-") == 0 && o.results != argv[0]) {
		int i;

		for (i = 1; i < argc; i++)
			if (strcmp(argv[i], "-") == 0) {
				fputs("verify-report: the report and the results "
				    "cannot both come from standard input (-)\n",
				    stderr);
				return 2;
			}
	}
	if (dump == DUMP_RUNS && o.results == NULL) {
		fputs(usage, stderr);
		return 2;
	}

	/*
	 * What --fix writes may not be an input, by any name (results.md
	 * --fix report.md report.bound.md would replace the results):
	 * refused before any work.
	 */
	/*
	 * --bind asks on standard input, so the report cannot come from
	 * there, and without the runs there is nothing to suggest or check.
	 */
	if (bind && dump == DUMP_NONE && (strcmp(argv[0], "-") == 0 ||
	    o.results == NULL)) {
		fputs(strcmp(argv[0], "-") == 0 ? "verify-report: --bind: "
		    "the report cannot come from standard input, where the "
		    "pass reads its keys\n" : "verify-report: --bind: give "
		    "the results too: verify-report --bind REPORT.md "
		    "RESULTS.jsonl\n", stderr);
		goto out;
	}
	if (fix && dump == DUMP_NONE) {
		size_t nin = 1, i;

		in = xcalloc(o.nresults + 1, sizeof(*in));
		in[0].what = "the report";
		in[0].path = argv[0];
		for (i = 0; i < o.nresults; i++, nin++) {
			in[nin].what = "the results";
			in[nin].path = o.results_all[i];
		}

		if ((fix_out = fix_path(argv[0], fix_given)) == NULL) {
			fputs("verify-report: --fix: the report comes from "
			    "standard input, so there is no file beside it to "
			    "write: name one with --fix-output=FILE\n", stderr);
			goto out;
		}
		if (!site_guard_output(fix_given != NULL ? "--fix-output" :
		    "--fix", fix_out, in, nin, &d) ||
		    !site_guard_replace(bind ? "--bind" : "--fix", fix_out,
		    force, &d))
			goto out;
		decisions = bind_decisions_path(fix_out);
		if (bind && !site_guard_output("--bind", decisions, in, nin,
		    &d))
			goto out;
	}
	if (o.results != NULL) {				/* 1. runs */
		if (!quiet && isatty(STDERR_FILENO)) {
			memset(&pg, 0, sizeof(pg));
			pg.path = o.nresults == 1 ? o.results : "the results";
			clock_gettime(CLOCK_MONOTONIC, &pg.start);
			runs.progress = progress;
			runs.progress_arg = &pg;
		}
		runs_cache_init(&cache, "verify-report", no_cache);
		have_runs = runs_cache_load(&cache, &runs, o.results_all,
		    o.nresults, &d);
		/* As messages name them: <stdin> for -. */
		o.results_all = (const char *const *)runs.files;
		o.results = runs.files[0];
		if (!have_runs || d.nerrors > 0)
			goto out;
		if (dump == DUMP_RUNS) {
			rc = print_dump(&runs, NULL, 0);
			goto out;
		}
	}
	if (!report_load(&rep, argv[0], &d) || d.nerrors > 0)	/* 2. report */
		goto out;
	if (dump == DUMP_CLAIMS) {
		rc = print_dump(NULL, &rep, 0);
		goto out;
	}
	if (have_runs) {					/* 3. claims */
		void *kept;
		size_t nkept;

		sc = stats_cache_new(&runs);
		/* The statistics a check of these very runs computed. */
		if ((kept = runs_cache_extra_get(&cache, RUNS_CACHE_STATS,
		    &nkept)) != NULL)
			stats_cache_seed(sc, kept, nkept);
		free(kept);
	}
	/* --noise=off shows no support: none is decided (issue 25.4). */
	claim_eval_all_support(rep.claims, rep.nclaims, have_runs ? &runs :
	    NULL, sc, o.noise != OUTPUT_NOISE_OFF || dump == DUMP_EVAL);
	if (dump == DUMP_EVAL) {
		rc = print_dump(NULL, &rep, 1);
		goto out;
	}
	if (o.suggest || fix)
		report_suggest(&rep, have_runs ? &runs : NULL, sc);
	if (bind) {
		struct bind_opts bo;

		bo.out = fix_out;
		bo.decisions = decisions;
		bo.mode = report_mode(argv[0]);
		bo.force = force;
		bo.in = STDIN_FILENO;
		bo.talk = stdout;
		rc = bind_run(&rep, &runs, &bo, &d, &signo);
		goto out;
	}
	if (fix && !write_fix(&rep, fix_out, report_mode(argv[0]), force, &d))
		goto out;
	o.color = fmt == OUTPUT_TEXT && use_color(color);	/* 4. output */
	o.version = VERSION;
	if (!quiet && !output_write(stdout, fmt, &rep, &o)) {
		fputs("verify-report: cannot write the output\n", stderr);
		goto out;
	}
	output_count(&rep, &o, &k);
	rc = k.failed > 0 || k.below ? 1 : 0;
	if (stats_cache_grew(sc)) {
		size_t nkept;
		void *kept = stats_cache_save(sc, &nkept);

		runs_cache_extra_put(&cache, RUNS_CACHE_STATS, kept, nkept);
		free(kept);
	}
out:
	fflush(stdout);
	diag_print(&d, stderr);
	if (ferror(stdout)) {
		fputs("verify-report: error writing the output\n", stderr);
		rc = 2;
	}
	free(fix_out);
	free(decisions);
	free(in);
	diag_free(&d);
	report_free(&rep);
	stats_cache_free(sc);
	runs_free(&runs);
	runs_cache_free(&cache);
	/* A signal ended --bind (its work saved): end as that signal. */
	if (signo != 0) {
		signal(signo, SIG_DFL);
		raise(signo);
	}
	return rc;
}

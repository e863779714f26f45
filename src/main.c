/*
 * verify-report: checks every claim of a markdown report against the raw
 * runs.  Runs the stages in order (load runs, parse the report and its
 * claims, evaluate, print) and maps the outcome to the exit status:
 * 0 nothing fails, 1 a claim fails, 2 the tool could not run.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "output.h"
#include "report.h"
#include "runs.h"

#define VERSION "0.1.0"

static const char usage[] =
"usage: verify-report [options] REPORT.md [RESULTS.jsonl]\n"
"\n"
"Checks every claim of a markdown report against raw runs, as\n"
"CLAIMS.md specifies: [+13%](ev:tc1/on~off/cg_pgsteal) links, bound\n"
"GFM tables and [=...] arithmetic.  REPORT.md may be - for standard\n"
"input.  Without RESULTS.jsonl only '=' claims can be checked.\n"
"\n"
"options:\n"
"  -v, --verbose      print every claim, not only those that fail\n"
"      --format=FMT   text (default) or json (every claim, one document)\n"
"      --strict       'near' claims fail too\n"
"  -h, --help         print this help\n"
"      --version      print the version\n"
"\n"
"Output: FILE:LINE:COL: verdict: wrote X, data gives Y (computation),\n"
"one line per claim that is not ok ('near' lines are warnings: they fail\n"
"the run only with --strict), then\n"
"  N claims: A ok, B near, C wrong, D flipped, E error; U unbound\n"
"COL counts characters (code points).  Exit status: 0 nothing fails,\n"
"1 a claim fails, 2 bad arguments or unreadable/malformed input.\n";

int
main(int argc, char *argv[])
{
	enum { OPT_FORMAT = 256, OPT_STRICT, OPT_VERSION };
	static const struct option longopts[] = {
		{ "verbose", no_argument, NULL, 'v' },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "strict", no_argument, NULL, OPT_STRICT },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 }
	};
	struct output_opts o = { 0, 0, NULL };
	struct output_counts k;
	struct runset runs;
	struct report rep;
	struct diag d = {0};
	int ch, json = 0, rc = 2, have_runs = 0;

	memset(&runs, 0, sizeof(runs));
	memset(&rep, 0, sizeof(rep));
	opterr = 0;	/* getopt would name argv[0], a path; we say who we are */
	while ((ch = getopt_long(argc, argv, "vh", longopts, NULL)) != -1) {
		switch (ch) {
		case 'v':
			o.verbose = 1;
			break;
		case OPT_FORMAT:
			if (strcmp(optarg, "json") == 0)
				json = 1;
			else if (strcmp(optarg, "text") != 0) {
				fprintf(stderr, "verify-report: unknown format "
				    "'%s' (text or json)\n", optarg);
				return 2;
			}
			break;
		case OPT_STRICT:
			o.strict = 1;
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
	if (argc < 1 || argc > 2) {
		fputs(usage, stderr);
		return 2;
	}
	o.results = argc == 2 ? argv[1] : NULL;

	if (o.results != NULL) {				/* 1. runs */
		have_runs = runs_load(&runs, o.results, &d);
		if (!have_runs || d.nerrors > 0)
			goto out;
	}
	if (!report_load(&rep, argv[0], &d) || d.nerrors > 0)	/* 2. report */
		goto out;
	report_eval(&rep, have_runs ? &runs : NULL);		/* 3. claims */
	if (json)						/* 4. output */
		output_json(stdout, &rep, &o);
	else
		output_text(stdout, &rep, &o);
	output_count(&rep, &o, &k);
	rc = k.failed > 0 ? 1 : 0;
out:
	fflush(stdout);
	diag_print(&d, stderr);
	if (ferror(stdout)) {
		fputs("verify-report: error writing the output\n", stderr);
		rc = 2;
	}
	diag_free(&d);
	report_free(&rep);
	runs_free(&runs);
	return rc;
}

/*
 * --watch: checks the report, then waits on inotify for a save of the
 * report or of a results file and checks again, printing only what
 * changed.  The directories are watched, not the files: an editor saves
 * by writing a temporary file and renaming it over the old one, which
 * would end a watch on the file itself.  The runs stay loaded while only
 * the report changes; a save of a results file loads them again (through
 * the runs cache).  A claim is known by its address and its text (and
 * its rank among claims of both alike), not by its line, so that a line
 * inserted above reprints nothing.
 */
#include <sys/inotify.h>
#include <sys/signalfd.h>

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "claim.h"
#include "diag.h"
#include "output.h"
#include "output_find.h"
#include "report.h"
#include "runs.h"
#include "runs_cache.h"
#include "stats_cache.h"
#include "watch.h"

/* One claim as last printed: its key and its lines without the place. */
struct watch_seen {
	char	*key;		/* address, text, labels, rank */
	char	*lines;		/* "verdict: message\n"..., place cut */
	int	 used;		/* matched by the check just made */
};

struct watch {
	const char	*report;
	const char *const *results;
	size_t		 nresults;
	struct output_opts *o;
	int		 nocache;
	struct runset	 runs;
	int		 have_runs;	/* runs holds the results' runs */
	struct watch_seen *seen;
	size_t		 nseen;
	int		 first;		/* no check printed yet */
};

static const char *
str0(const char *s)
{
	return s != NULL ? s : "";
}

/*
 * The lines output_text gives claim i shown verbosely, each without its
 * "FILE:LINE:COL: " (when cut) or with it.
 */
static char *
claim_lines(const struct report *r, size_t i, const struct output_opts *o,
    int cut)
{
	struct report one = *r;
	struct output_opts vo = *o;
	struct buf place = {0}, out = {0};
	char *text = NULL, *p, *nl, *last;
	size_t len = 0;
	FILE *f;

	one.claims = &r->claims[i];
	one.nclaims = 1;
	one.nunbound = 0;
	vo.verbose = 1;
	vo.unbound = vo.suggest = vo.min_coverage_set = 0;
	vo.color = cut ? 0 : o->color;	/* compared without, shown with */
	if ((f = open_memstream(&text, &len)) == NULL)
		return xstrdup("");
	output_text(f, &one, &vo);
	fclose(f);
	/* The last line is the one claim's summary: not the claim's. */
	if (len > 0 && text[len - 1] == '\n')
		text[len - 1] = '\0';
	if ((last = strrchr(text, '\n')) != NULL)
		last[1] = '\0';
	else
		text[0] = '\0';
	buf_add_visible(&place, r->path);
	output_at(&place, r->claims[i].line, r->claims[i].col);
	buf_adds(&place, ": ");
	for (p = text; *p != '\0'; p = nl + 1) {
		nl = strchr(p, '\n');
		if (cut && strncmp(p, place.data, place.len) == 0)
			p += place.len;
		buf_add(&out, p, (size_t)(nl - p) + 1);
	}
	free(text);
	buf_free(&place);
	return buf_take(&out);
}

/* The key of claim i: its address, text and labels, and its rank. */
static char *
claim_key(const struct report *r, size_t i)
{
	const struct claim *c = &r->claims[i];
	struct buf b = {0};
	size_t j, rank = 0;

	for (j = 0; j < i; j++) {
		const struct claim *e = &r->claims[j];

		rank += strcmp(str0(e->addr_text), str0(c->addr_text)) == 0 &&
		    strcmp(str0(e->text), str0(c->text)) == 0 &&
		    strcmp(str0(e->row_label), str0(c->row_label)) == 0 &&
		    strcmp(str0(e->col_label), str0(c->col_label)) == 0;
	}
	buf_printf(&b, "%s\x1f%s\x1f%s\x1f%s\x1f%zu", str0(c->addr_text),
	    str0(c->text), str0(c->row_label), str0(c->col_label), rank);
	return buf_take(&b);
}

static void
seen_free(struct watch_seen *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(s[i].key);
		free(s[i].lines);
	}
	free(s);
}

/*
 * Prints, after the first check, the claims of r that are new or
 * changed (an edited number: a claim of the same address that is gone),
 * then those that are gone, and keeps r's as the ones seen.
 */
static void
print_changes(struct watch *w, const struct report *r)
{
	struct watch_seen *now = xcalloc(r->nclaims + 1, sizeof(*now));
	struct buf v = {0};
	size_t i, j, *was = xcalloc(r->nclaims + 1, sizeof(*was));

	/*
	 * First the claims as they were; then an edited number's claim by
	 * its address alone, so that it shows as changed, not as new.
	 */
	for (i = 0; i < r->nclaims; i++) {
		now[i].key = claim_key(r, i);
		now[i].lines = claim_lines(r, i, w->o, 1);
		for (j = 0; j < w->nseen; j++)
			if (!w->seen[j].used &&
			    strcmp(w->seen[j].key, now[i].key) == 0)
				break;
		if ((was[i] = j) < w->nseen)
			w->seen[j].used = 1;
	}
	for (i = 0; i < r->nclaims; i++) {
		size_t alen = strcspn(now[i].key, "\x1f");

		for (j = 0; was[i] == w->nseen && j < w->nseen; j++)
			if (!w->seen[j].used &&
			    strncmp(w->seen[j].key, now[i].key, alen + 1) == 0) {
				w->seen[j].used = 1;
				was[i] = j;
			}
	}
	for (i = 0; i < r->nclaims; i++) {
		char *full;

		if (was[i] < w->nseen &&
		    strcmp(w->seen[was[i]].lines, now[i].lines) == 0)
			continue;
		full = claim_lines(r, i, w->o, 0);
		fputs(full, stdout);
		free(full);
	}
	for (j = 0; j < w->nseen; j++) {
		char *k = w->seen[j].key, *t = strchr(k, '\x1f');

		if (w->seen[j].used)
			continue;
		/* The key starts address US text: [text](ev:address). */
		v.len = 0;
		buf_add_visible(&v, r->path);
		buf_adds(&v, ": removed: [");
		*t = '\0';
		t[1 + strcspn(t + 1, "\x1f")] = '\0';
		buf_add_visible(&v, t + 1);
		buf_adds(&v, "](ev:");
		buf_add_visible(&v, k);
		buf_adds(&v, ")");
		printf("%s\n", v.data);
	}
	seen_free(w->seen, w->nseen);
	w->seen = now;
	w->nseen = r->nclaims;
	free(was);
	buf_free(&v);
}

/* (Re)loads the runs; says so in one line when they cannot be read. */
static void
load_runs(struct watch *w)
{
	struct runs_cache cache;
	struct diag d = {0};

	runs_free(&w->runs);
	memset(&w->runs, 0, sizeof(w->runs));
	runs_cache_init(&cache, "verify-report", w->nocache);
	w->have_runs = runs_cache_load(&cache, &w->runs, w->results,
	    w->nresults, &d) && d.nerrors == 0;
	runs_cache_free(&cache);
	diag_print(&d, stderr);
	diag_free(&d);
	if (!w->have_runs) {
		runs_free(&w->runs);
		memset(&w->runs, 0, sizeof(w->runs));
		printf("verify-report: --watch: the results cannot be read "
		    "(above); watching for the next save\n");
	}
}

/* Checks the report against the runs held and prints as the docs say. */
static void
check(struct watch *w)
{
	struct report rep;
	struct stats_cache *sc;
	struct diag d = {0};

	memset(&rep, 0, sizeof(rep));
	if (!w->have_runs) {
		fflush(stdout);
		return;
	}
	if (!report_load(&rep, w->report, &d) || d.nerrors > 0) {
		diag_print(&d, stderr);
		printf("verify-report: --watch: the report cannot be read "
		    "(above); watching for the next save\n");
		goto out;
	}
	diag_print(&d, stderr);
	sc = stats_cache_new(&w->runs);
	claim_eval_all_support(rep.claims, rep.nclaims, &w->runs, sc,
	    w->o->noise != OUTPUT_NOISE_OFF);
	stats_cache_free(sc);
	w->o->results_all = (const char *const *)w->runs.files;
	w->o->results = w->runs.files[0];
	if (w->first) {
		size_t i;

		output_text(stdout, &rep, w->o);
		w->seen = xcalloc(rep.nclaims + 1, sizeof(*w->seen));
		w->nseen = rep.nclaims;
		for (i = 0; i < rep.nclaims; i++) {
			w->seen[i].key = claim_key(&rep, i);
			w->seen[i].lines = claim_lines(&rep, i, w->o, 1);
		}
		w->first = 0;
	} else {
		print_changes(w, &rep);
		output_text_summary(stdout, &rep, w->o);
	}
out:
	fflush(stdout);
	diag_free(&d);
	report_free(&rep);
}

/* The last component of a path, and its directory (a new string). */
static const char *
base_of(const char *path)
{
	const char *s = strrchr(path, '/');

	return s != NULL ? s + 1 : path;
}

static char *
dir_of(const char *path)
{
	const char *s = strrchr(path, '/');
	struct buf b = {0};

	if (s == NULL)
		buf_adds(&b, ".");
	else if (s == path)
		buf_adds(&b, "/");
	else
		buf_add(&b, path, (size_t)(s - path));
	return buf_take(&b);
}

/*
 * Adds a watch on the directory of path; *wd is its descriptor.
 * Returns zero, having said why, when it cannot.
 */
static int
watch_dir(int in, const char *path, int *wd)
{
	char *dir = dir_of(path);

	*wd = inotify_add_watch(in, dir, IN_CLOSE_WRITE | IN_MOVED_TO |
	    IN_CREATE | IN_DELETE | IN_MOVED_FROM);
	if (*wd == -1)
		fprintf(stderr, "verify-report: --watch: cannot watch %s: "
		    "%s\n", dir, strerror(errno));
	free(dir);
	return *wd != -1;
}

/*
 * Reads the events waiting on in; sets *rep or *res when they name the
 * report or a results file.  A created file is not yet written: only
 * its close or its rename counts.
 */
static void
read_events(int in, const int *wd, size_t nfiles, const char *const *files,
    int *rep, int *res)
{
	_Alignas(struct inotify_event) char buf[4096];
	ssize_t n;
	char *p;
	size_t i;

	while ((n = read(in, buf, sizeof(buf))) > 0)
		for (p = buf; p < buf + n; p += sizeof(struct inotify_event) +
		    ((struct inotify_event *)(void *)p)->len) {
			const struct inotify_event *e = (void *)p;

			if (e->len == 0 || (e->mask & (IN_CLOSE_WRITE |
			    IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)) == 0)
				continue;
			for (i = 0; i < nfiles; i++)
				if (e->wd == wd[i] &&
				    strcmp(e->name, base_of(files[i])) == 0)
					*(i == 0 ? rep : res) = 1;
		}
}

int
watch_run(const char *report, const char *const *results, size_t nresults,
    struct output_opts *o, int nocache)
{
	struct watch w;
	const char **files;
	int *wd, in, sfd, rc = 2, signo = 0;
	size_t i, nfiles = nresults + 1;
	sigset_t set;

	memset(&w, 0, sizeof(w));
	w.report = report;
	w.results = results;
	w.nresults = nresults;
	w.o = o;
	w.nocache = nocache;
	w.first = 1;
	/* Signals come through sfd, checked between checks. */
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	files = xcalloc(nfiles, sizeof(*files));
	wd = xcalloc(nfiles, sizeof(*wd));
	files[0] = report;
	for (i = 0; i < nresults; i++)
		files[i + 1] = results[i];
	if (sigprocmask(SIG_BLOCK, &set, NULL) == -1 ||
	    (sfd = signalfd(-1, &set, SFD_CLOEXEC)) == -1) {
		fprintf(stderr, "verify-report: --watch: %s\n", strerror(errno));
		goto out;
	}
	if ((in = inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) == -1) {
		fprintf(stderr, "verify-report: --watch: %s\n", strerror(errno));
		close(sfd);
		goto out;
	}
	for (i = 0; i < nfiles; i++)
		if (!watch_dir(in, files[i], &wd[i]))
			goto close;
	load_runs(&w);
	check(&w);
	for (;;) {
		struct pollfd pf[2] = { { in, POLLIN, 0 }, { sfd, POLLIN, 0 } };
		struct signalfd_siginfo si;
		int rep = 0, res = 0;

		if (poll(pf, 2, -1) == -1 && errno != EINTR) {
			fprintf(stderr, "verify-report: --watch: %s\n",
			    strerror(errno));
			goto close;
		}
		if (pf[1].revents & POLLIN) {
			if (read(sfd, &si, sizeof(si)) == (ssize_t)sizeof(si))
				signo = (int)si.ssi_signo;
			break;
		}
		if (!(pf[0].revents & POLLIN))
			continue;
		/*
		 * One save is several events (a write, a close, a rename):
		 * take all that come within a moment, then check once.
		 */
		do
			read_events(in, wd, nfiles, files, &rep, &res);
		while (poll(pf, 1, 50) > 0);
		if (res)
			load_runs(&w);
		if (rep || res)
			check(&w);
	}
	rc = 0;
close:
	close(in);
	close(sfd);
out:
	fflush(stdout);
	seen_free(w.seen, w.nseen);
	runs_free(&w.runs);
	free(files);
	free(wd);
	if (signo != 0) {
		signal(signo, SIG_DFL);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
		raise(signo);
	}
	return rc;
}

/*
 * --watch: checks the report, then waits on inotify for a save of the
 * report or of a results file and checks again, printing only what
 * changed.  The directories are watched, not the files (and a symbolic
 * link's target's too): an editor saves by writing a temporary file and
 * renaming it over the old one, which would end a watch on the file
 * itself.  The runs stay loaded while only the report changes; a save
 * of a results file loads them again (through the runs cache).  A claim
 * is known by its address and its text (and its rank among claims of
 * both alike), an unbound number by its text, not by its line, so that
 * a line inserted above reprints nothing.  SIGINT and SIGTERM end it at
 * once, in the middle of a load too (interruptible).
 */
#define _XOPEN_SOURCE 700	/* realpath */

#include <sys/inotify.h>
#include <sys/stat.h>
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

/*
 * One thing as last printed: a claim or, with --unbound, an unbound
 * number.  Its key is unique in its check (a rank tells alike ones
 * apart), so that a check is matched with the last one by a hash table
 * in time linear in their size: a report of 20,000 claims compared
 * pairwise cost seconds a save.
 */
struct watch_seen {
	char	*key;		/* claim: address, text, labels, rank; */
				/* unbound: its text and rank */
	char	*addr;		/* a claim's address; NULL: unbound */
	char	*lines;		/* "verdict: message\n"..., place cut */
	char	*gone;		/* the line's words once it is gone */
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
	struct stats_cache *sc;		/* their statistics, kept from one */
					/* check to the next, or NULL */
	struct watch_seen *seen;
	size_t		 nseen;
	char		*coverage;	/* the last --min-coverage finding */
					/* printed (its words), or NULL */
	int		 first;		/* no check printed yet */
	sigset_t	 ending;	/* SIGINT and SIGTERM */
};

static const char *
str0(const char *s)
{
	return s != NULL ? s : "";
}

/*
 * While it loads or checks, SIGINT and SIGTERM take their default
 * action and end the process at once: a reload of 10^6 runs takes
 * seconds, and nothing done meanwhile needs undoing (the runs cache
 * holds them off itself while it writes its file, so that no temporary
 * file is left).  They are held again before a check prints, so that
 * its lines come whole, and while it waits, when the signalfd takes
 * them.
 */
static void
interruptible(struct watch *w, int on)
{
	if (on)
		fflush(stdout);	/* nothing printed is lost */
	sigprocmask(on ? SIG_UNBLOCK : SIG_BLOCK, &w->ending, NULL);
}

/*
 * The lines output_text gives item i of r shown verbosely (a claim, or
 * an unbound number with its suggestions when unbound is set), each
 * without its "FILE:LINE:COL: " (when cut) or with it.
 */
static char *
item_lines(const struct report *r, size_t i, int unbound,
    const struct output_opts *o, int cut)
{
	struct report one = *r;
	struct output_opts vo = *o;
	struct buf place = {0}, out = {0};
	char *text = NULL, *p, *nl, *last;
	size_t len = 0;
	FILE *f;

	one.claims = unbound ? NULL : &r->claims[i];
	one.nclaims = !unbound;
	one.unbound = unbound ? &r->unbound[i] : NULL;
	one.nunbound = unbound != 0;
	vo.verbose = 1;
	vo.unbound = unbound;
	vo.suggest = unbound && o->suggest;
	vo.min_coverage_set = 0;
	vo.color = cut ? 0 : o->color;	/* compared without, shown with */
	if ((f = open_memstream(&text, &len)) == NULL)
		xoom();
	output_text(f, &one, &vo);
	fclose(f);
	/* The last line is the one item's summary: not the item's. */
	if (len > 0 && text[len - 1] == '\n')
		text[len - 1] = '\0';
	if ((last = strrchr(text, '\n')) != NULL)
		last[1] = '\0';
	else
		text[0] = '\0';
	buf_add_visible(&place, r->path);
	if (unbound)
		output_at(&place, r->unbound[i].line, r->unbound[i].col);
	else
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

/* Appends s with its length before it, so that no two keys run alike. */
static void
key_part(struct buf *b, const char *s)
{
	buf_printf(b, "%zu:", strlen(str0(s)));
	buf_adds(b, str0(s));
}

/*
 * What r shows as items: its claims, then with --unbound its unbound
 * numbers; *n says how many.
 */
static struct watch_seen *
items_of(const struct report *r, const struct output_opts *o, size_t *n)
{
	size_t nu = o->unbound ? r->nunbound : 0, i, cap = 0, *rank = NULL;
	struct watch_seen *s = xcalloc(r->nclaims + nu + 1, sizeof(*s));
	struct strtab alike = {0};
	struct buf k = {0}, v = {0};

	for (i = 0; i < r->nclaims + nu; i++) {
		const struct claim *c = &r->claims[i];
		const char *ut = i >= r->nclaims ?
		    r->unbound[i - r->nclaims].text : NULL;
		uint32_t id;

		k.len = v.len = 0;
		if (ut == NULL) {
			key_part(&k, c->addr_text);
			key_part(&k, c->text);
			key_part(&k, c->row_label);
			key_part(&k, c->col_label);
			buf_adds(&v, "removed: [");
			buf_add_visible(&v, str0(c->text));
			buf_adds(&v, "](ev:");
			buf_add_visible(&v, str0(c->addr_text));
			buf_adds(&v, ")");
			s[i].addr = xstrdup(str0(c->addr_text));
			s[i].lines = item_lines(r, i, 0, o, 1);
		} else {
			buf_adds(&k, "u");
			key_part(&k, ut);
			buf_adds(&v, "no longer unbound: ");
			buf_add_visible(&v, ut);
			s[i].lines = item_lines(r, i - r->nclaims, 1, o, 1);
		}
		/* The rank among the items alike before it. */
		id = strtab_intern(&alike, k.data, k.len);
		xgrow_zero(&rank, &cap, (size_t)id + 1, sizeof(*rank));
		buf_printf(&k, "#%zu", rank[id]++);
		s[i].key = buf_take(&k);
		s[i].gone = buf_take(&v);
	}
	strtab_free(&alike);
	free(rank);
	buf_free(&k);
	buf_free(&v);
	*n = r->nclaims + nu;
	return s;
}

static void
seen_free(struct watch_seen *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(s[i].key);
		free(s[i].addr);
		free(s[i].lines);
		free(s[i].gone);
	}
	free(s);
}

/*
 * For each of now[0..nnow-1], the index of the item of was it is, or
 * nwas for a new one (marking those of was matched as used).  First by
 * key; then a claim whose number was edited by its address alone, the
 * first unmatched claim of that address in order, so that it shows as
 * changed, not as new.  Linear: two hash tables, one queue an address.
 */
static size_t *
match(struct watch_seen *was, size_t nwas, const struct watch_seen *now,
    size_t nnow)
{
	struct strtab keys = {0}, addrs = {0};
	struct { size_t head, tail; } *q = NULL;	/* an address's queue */
	size_t *of = xcalloc(nnow + 1, sizeof(*of));
	size_t *next = xcalloc(nwas + 1, sizeof(*next)), cap = 0, i, j;
	long id;

	/* Keys are unique in a check: key number j is was[j]. */
	for (j = 0; j < nwas; j++)
		strtab_intern(&keys, was[j].key, strlen(was[j].key));
	for (i = 0; i < nnow; i++) {
		of[i] = nwas;
		id = strtab_find(&keys, now[i].key, strlen(now[i].key));
		if (id >= 0 && (size_t)id < nwas && !was[id].used &&
		    strcmp(was[id].key, now[i].key) == 0) {
			was[id].used = 1;
			of[i] = (size_t)id;
		}
	}
	for (j = 0; j < nwas; j++) {
		size_t a, c = cap;

		if (was[j].used || was[j].addr == NULL)
			continue;
		a = strtab_intern(&addrs, was[j].addr, strlen(was[j].addr));
		xgrow(&q, &cap, a + 1, sizeof(*q));
		for (; c < cap; c++)
			q[c].head = q[c].tail = nwas;
		next[j] = nwas;
		if (q[a].head == nwas)
			q[a].head = j;
		else
			next[q[a].tail] = j;
		q[a].tail = j;
	}
	for (i = 0; i < nnow; i++) {
		if (of[i] != nwas || now[i].addr == NULL ||
		    (id = strtab_find(&addrs, now[i].addr,
		    strlen(now[i].addr))) < 0 || q[id].head == nwas)
			continue;
		of[i] = j = q[id].head;
		q[id].head = next[j];
		was[j].used = 1;
	}
	strtab_free(&keys);
	strtab_free(&addrs);
	free(q);
	free(next);
	return of;
}

/*
 * Prints, after the first check, the items of r (now[0..nnow-1]) that
 * are new or changed, then those that are gone: the claims, then the
 * unbound numbers.  Keeps now (freed with w) as the ones seen.
 */
static void
print_changes(struct watch *w, const struct report *r,
    struct watch_seen *now, size_t nnow)
{
	struct buf v = {0};
	size_t i, j, *of;
	int unbound;

	of = match(w->seen, w->nseen, now, nnow);
	buf_add_visible(&v, r->path);
	for (unbound = 0; unbound < 2; unbound++) {
		for (i = 0; i < nnow; i++) {
			char *full;

			if ((now[i].addr == NULL) != unbound ||
			    (of[i] < w->nseen &&
			    strcmp(w->seen[of[i]].lines, now[i].lines) == 0))
				continue;
			full = item_lines(r, unbound ? i - r->nclaims : i,
			    unbound, w->o, 0);
			fputs(full, stdout);
			free(full);
		}
		for (j = 0; j < w->nseen; j++)
			if ((w->seen[j].addr == NULL) == unbound &&
			    !w->seen[j].used)
				printf("%s: %s\n", v.data, w->seen[j].gone);
	}
	seen_free(w->seen, w->nseen);
	w->seen = now;
	w->nseen = nnow;
	free(of);
	buf_free(&v);
}

/*
 * --min-coverage: the finding's line whenever its words change (the
 * first check printed it as usual), and one line when the coverage is
 * no longer below.
 */
static void
print_coverage(struct watch *w, const struct report *r)
{
	struct output_counts k;
	struct buf b = {0}, v = {0};
	const struct output_opts *o = w->o;

	output_count(r, o, &k);
	if (k.below)
		output_coverage_message(&b, &k, o);
	if (!w->first && (k.below ? w->coverage == NULL ||
	    strcmp(w->coverage, b.data) != 0 : w->coverage != NULL)) {
		buf_add_visible(&v, r->path);
		if (k.below)
			printf("%s: %scoverage%s: %s\n", v.data,
			    o->color ? "\033[1;31m" : "",
			    o->color ? "\033[0m" : "", b.data);
		else if (k.has_coverage)
			printf("%s: coverage: %.1f%% is no longer below "
			    "--min-coverage=%.10g%%\n", v.data, k.coverage,
			    o->min_coverage);
		else
			printf("%s: coverage: n/a (no number) is no longer "
			    "below --min-coverage=%.10g%%\n", v.data,
			    o->min_coverage);
	}
	free(w->coverage);
	w->coverage = k.below ? buf_take(&b) : NULL;
	buf_free(&b);
	buf_free(&v);
}

/*
 * (Re)loads the runs; says so in one line when they cannot be read.
 * changed names the results file whose save asks for a reload (NULL
 * for the first load): a line says so before the load, which takes
 * seconds on big results.
 */
static void
load_runs(struct watch *w, const char *changed)
{
	struct runs_cache cache;
	struct diag d = {0};

	if (changed != NULL) {
		struct buf v = {0};

		buf_add_visible(&v, changed);
		printf("verify-report: --watch: %s changed: loading the runs "
		    "again\n", v.data);
		buf_free(&v);
	}
	stats_cache_free(w->sc);
	w->sc = NULL;
	runs_free(&w->runs);
	memset(&w->runs, 0, sizeof(w->runs));
	runs_cache_init(&cache, "verify-report", w->nocache);
	interruptible(w, 1);
	w->have_runs = runs_cache_load(&cache, &w->runs, w->results,
	    w->nresults, &d) && d.nerrors == 0;
	if (w->have_runs) {
		void *kept;
		size_t nkept;

		/*
		 * The statistics stay while the runs do: a save of the
		 * report computes only its new claims' (and a check of
		 * these very runs left its own in the runs cache).
		 */
		w->sc = stats_cache_new(&w->runs);
		if ((kept = runs_cache_extra_get(&cache, RUNS_CACHE_STATS,
		    &nkept)) != NULL)
			stats_cache_seed(w->sc, kept, nkept);
		free(kept);
	}
	interruptible(w, 0);
	runs_cache_free(&cache);
	diag_print(&d, stderr);
	diag_free(&d);
	if (!w->have_runs) {
		runs_free(&w->runs);
		memset(&w->runs, 0, sizeof(w->runs));
		printf("verify-report: --watch: the results cannot be read "
		    "(above); watching for the next save\n");
	}
	fflush(stdout);
}

/* Checks the report against the runs held and prints as the docs say. */
static void
check(struct watch *w)
{
	struct report rep;
	struct diag d = {0};
	struct watch_seen *now = NULL;
	size_t nnow = 0;
	int ok;

	memset(&rep, 0, sizeof(rep));
	if (!w->have_runs)
		return;
	interruptible(w, 1);
	ok = report_load(&rep, w->report, &d) && d.nerrors == 0;
	if (ok) {
		claim_eval_all_support(rep.claims, rep.nclaims, &w->runs, w->sc,
		    w->o->noise != OUTPUT_NOISE_OFF);
		if (w->o->suggest)
			report_suggest(&rep, &w->runs, w->sc);
		w->o->results_all = (const char *const *)w->runs.files;
		w->o->results = w->runs.files[0];
		now = items_of(&rep, w->o, &nnow);
	}
	interruptible(w, 0);
	diag_print(&d, stderr);
	if (!ok) {
		printf("verify-report: --watch: the report cannot be read "
		    "(above); watching for the next save\n");
		goto out;
	}
	if (w->first) {
		output_text(stdout, &rep, w->o);
		print_coverage(w, &rep);
		w->seen = now;
		w->nseen = nnow;
		w->first = 0;
	} else {
		print_changes(w, &rep, now, nnow);
		print_coverage(w, &rep);
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

/* The names watched: each file, and the target of a symbolic link. */
struct watch_names {
	char	**path;
	size_t	 *of;		/* 0: the report; i: results[i - 1] */
	int	 *wd;
	size_t	  n;
};

/* What the events read name. */
struct watch_hits {
	int	 report;	/* the report was saved, moved or deleted */
	size_t	 results;	/* 1 + the first results file so, or 0 */
	const char *gone;	/* a watched folder is gone (its file) */
};

/*
 * Reads the events waiting on in into *h.  A created file is not yet
 * written: only its close or its rename counts.  Events lost to a full
 * queue count as a save of every file.
 */
static void
read_events(int in, const struct watch_names *nm, struct watch_hits *h)
{
	_Alignas(struct inotify_event) char buf[4096];
	ssize_t n;
	char *p;
	size_t i;

	while ((n = read(in, buf, sizeof(buf))) > 0)
		for (p = buf; p < buf + n; p += sizeof(struct inotify_event) +
		    ((struct inotify_event *)(void *)p)->len) {
			const struct inotify_event *e = (void *)p;
			int all = (e->mask & IN_Q_OVERFLOW) != 0;

			for (i = 0; i < nm->n; i++) {
				if (e->wd == nm->wd[i] && (e->mask & IN_IGNORED))
					h->gone = nm->path[i];
				if (!all && (e->wd != nm->wd[i] ||
				    e->len == 0 || (e->mask & (IN_CLOSE_WRITE |
				    IN_MOVED_TO | IN_DELETE |
				    IN_MOVED_FROM)) == 0 ||
				    strcmp(e->name, base_of(nm->path[i])) != 0))
					continue;
				if (nm->of[i] == 0)
					h->report = 1;
				else if (h->results == 0 ||
				    nm->of[i] < h->results)
					h->results = nm->of[i];
			}
		}
}

/*
 * The names to watch for report and results: each as given and, when
 * it is a symbolic link, its target's (an editor writes through the
 * link, in the target's folder).  Returns zero, having said why, when
 * a folder cannot be watched.
 */
static int
watch_names(int in, const char *const *files, size_t nfiles,
    struct watch_names *nm)
{
	size_t i, k;

	nm->path = xcalloc(2 * nfiles, sizeof(*nm->path));
	nm->of = xcalloc(2 * nfiles, sizeof(*nm->of));
	nm->wd = xcalloc(2 * nfiles, sizeof(*nm->wd));
	for (i = 0; i < nfiles; i++) {
		struct stat st;
		char *real;

		nm->of[nm->n] = i;
		nm->path[nm->n++] = xstrdup(files[i]);
		if (lstat(files[i], &st) == 0 && S_ISLNK(st.st_mode) &&
		    (real = realpath(files[i], NULL)) != NULL) {
			nm->of[nm->n] = i;
			nm->path[nm->n++] = real;
		}
	}
	for (k = 0; k < nm->n; k++)
		if (!watch_dir(in, nm->path[k], &nm->wd[k]))
			return 0;
	return 1;
}

static void
names_free(struct watch_names *nm)
{
	size_t i;

	for (i = 0; i < nm->n; i++)
		free(nm->path[i]);
	free(nm->path);
	free(nm->of);
	free(nm->wd);
}

int
watch_run(const char *report, const char *const *results, size_t nresults,
    struct output_opts *o, int nocache)
{
	struct watch w;
	struct watch_names nm;
	const char **files;
	int in, sfd, rc = 2, signo = 0;
	size_t i, nfiles = nresults + 1;

	memset(&w, 0, sizeof(w));
	memset(&nm, 0, sizeof(nm));
	w.report = report;
	w.results = results;
	w.nresults = nresults;
	w.o = o;
	w.nocache = nocache;
	w.first = 1;
	/* Signals come through sfd while it waits (interruptible). */
	sigemptyset(&w.ending);
	sigaddset(&w.ending, SIGINT);
	sigaddset(&w.ending, SIGTERM);
	files = xcalloc(nfiles, sizeof(*files));
	files[0] = report;
	for (i = 0; i < nresults; i++)
		files[i + 1] = results[i];
	if (sigprocmask(SIG_BLOCK, &w.ending, NULL) == -1 ||
	    (sfd = signalfd(-1, &w.ending, SFD_CLOEXEC)) == -1) {
		fprintf(stderr, "verify-report: --watch: %s\n", strerror(errno));
		goto out;
	}
	if ((in = inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) == -1) {
		fprintf(stderr, "verify-report: --watch: %s\n", strerror(errno));
		close(sfd);
		goto out;
	}
	if (!watch_names(in, files, nfiles, &nm))
		goto close;
	load_runs(&w, NULL);
	check(&w);
	for (;;) {
		struct pollfd pf[2] = { { in, POLLIN, 0 }, { sfd, POLLIN, 0 } };
		struct signalfd_siginfo si;
		struct watch_hits h = { 0, 0, NULL };

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
			read_events(in, &nm, &h);
		while (poll(pf, 1, 50) > 0);
		if (h.gone != NULL) {
			char *dir = dir_of(h.gone);

			fprintf(stderr, "verify-report: --watch: the folder %s "
			    "is gone: nothing left to watch\n", dir);
			free(dir);
			goto close;
		}
		if (h.results)
			load_runs(&w, files[h.results]);
		if (h.report || h.results)
			check(&w);
	}
	rc = 0;
close:
	close(in);
	close(sfd);
out:
	fflush(stdout);
	seen_free(w.seen, w.nseen);
	free(w.coverage);
	stats_cache_free(w.sc);
	runs_free(&w.runs);
	names_free(&nm);
	free(files);
	if (signo != 0) {
		signal(signo, SIG_DFL);
		sigprocmask(SIG_UNBLOCK, &w.ending, NULL);
		raise(signo);
	}
	return rc;
}

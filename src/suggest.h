/*
 * The parts of the suggester (CLAIMS.md section 5): the candidate pool,
 * the words a report teaches and the words the tool reads, where a
 * number sits, the ranking and the search.  For use by suggest_*.c,
 * report_suggest.c (which runs them: report_suggest, report_fix) and
 * the unit tests only.
 *
 * report_suggest builds one pool and one lexicon per report; each
 * unbound number gets a struct numctx, searched on any core.  Every
 * object here is freed by its module's _free; strings in a numctx and
 * a pick are owned by it.
 */
#ifndef SUGGEST_H
#define SUGGEST_H

#include <stddef.h>
#include <stdint.h>

#include "report.h"
#include "words.h"

struct cand {
	struct expr	*e;
	char		*text;		/* compact: "cg_pgsteal/cg_pgscan" */
	int		 complexity;
	const char	*names[8];	/* its metrics, for context matching */
	size_t		 nnames;
	long		 num;		/* a ratio of two metric candidates: */
	long		 den;		/* their indexes; -1 otherwise */
	int		 dim;		/* a bare metric's unit (enum dim), */
	double		 ufac;		/* its size in the base unit */
	const char	*upart;		/* and the name part that says it */
	double		 bfac;		/* the bit rate it may be, or 0 */
	unsigned	 rates;		/* bit i: names[i] is a rate, which */
					/* a throughput word names */
	long		 mid[8];	/* the candidates of its metrics, or -1 */
	struct expr	*pr;		/* a ratio a/b: median(a/b), per run */
	char		*prtext;
};

/*
 * A plain-text section title: a line standing alone between blank lines,
 * short, no sentence, that names one test case ("1) kafka-consume",
 * "hackbench:", "== fio randread =="), as mailing-list reports head
 * their sections where markdown has none.  It stands for the heading
 * of the numbers after it, up to the next title or heading.
 */
struct suggest_title {
	size_t		 line;
	char		*text;
};

struct pool {
	struct cand	*v;
	size_t		 n;
	size_t		 cap;
	double		*val;		/* [cand * ngroups + group], NAN: none */
	struct strtab	 seen;		/* candidate texts, to add each once */
	double		*all;		/* [cand * ntcs + tc]: over tc/ * */
	unsigned char	*used;		/* [cand * ntcs + tc]: how the claims */
					/* use it (SUGGEST_USED_*), 0 not */
	double		*vmin;		/* [cand * ntcs + tc]: the least and */
	double		*vmax;		/* greatest median of its groups */
	double		*mmin;		/* and mean (a bare metric's; else */
	double		*mmax;		/* NAN) */
	size_t		*ntcs;		/* [cand]: the test cases it has */
					/* values in */
	uint32_t	**tcruns;	/* every run of each test case */
	size_t		 ntc;
	size_t		*ntcruns;
	double		*stv;		/* [(cand * ngroups + group) * 4 + k]: */
	unsigned char	*sthave;	/* mean, min, max, sum, once computed */
	size_t		 cnt_all;	/* the runs every group has, or 0 */
	size_t		*cnt_tc;	/* [tc]: every group of it, or 0 */
	struct suggest_title *titles;	/* plain-text titles, by line */
	size_t		 ntitles;
};

/* pool.used bits: a statistic (SUGGEST_USED_STAT << enum statfn, up to */
/* STAT_SUM), or another suffix (@n, @range...). */
#define SUGGEST_USED_STAT	1u
#define SUGGEST_USED_OTHER	(1u << 7)

/* A candidate's rank; larger is better. */
struct rank {
	int	heading;	/* the heading names the test case */
	int	fine;		/* the number as written carries a digit of */
				/* the value: not "0" for 0.24, "1" for 0.6 */
	int	context;	/* configs and metric words in the sentence, and
				   whether the report uses this expression here */
	int	near;		/* minus the bytes between the metric word and */
				/* the number, when next to it */
	int	form;		/* the selection the written form suggests: a
				   comparison for a signed number */
	int	simple;		/* minus the expression's size */
	size_t	order;		/* generation order, for ties */
};

/* The evidence for one candidate, as rank and as words. */
struct ev {
	int		 tc;		/* 4 the words next to the number name */
					/* it, 3 the heading or the section's */
					/* tables, 2 the words since the */
					/* previous number, 1 the sentence */
	int		 sectable;	/* 1 the section's tables name it, 2 */
					/* its paragraph (numctx.paratc) */
	const char	*tcword;
	int		 metric;	/* metric_level */
	const char	*mword;
	size_t		 mwlen;		/* its bytes; 0: all of it */
	int		 unit;		/* the written unit fits the metric's */
	int		 conv;		/* converted to it (ms to s) */
	int		 cfg;		/* cfg_level, summed over the configs */
	const char	*cword[2];
	int		 stat;		/* the words name its statistic */
	const char	*sword;
	int		 rep;		/* the line names its run */
	int		 unsaid;	/* a statistic only the value names */
	int		 every;		/* tc/ *: the value of every config */
	int		 median_of;	/* the median of a config whose one run */
					/* the section's table shows */
	int		 used;		/* the report uses it in this test case */
	int		 onetc;		/* its metrics are of this test case */
					/* alone: naming them names it */
	int		 ustat;		/* the statistic is the one the report */
					/* uses it with there (stat is set) */
	int		 pair;		/* the number joined to it ("from A */
					/* to B") fits another config alike */
	int		 alike;		/* a statistic a word names, whose */
					/* group's median is written alike */
	int		 overtc;	/* a statistic over the test cases */
					/* (@tcgeomean) that the words name */
};

/*
 * Keys of picks (struct pick, eq) that read no one group's runs: a
 * count every group shares is SUGGEST_EQ_ALL, one all configs of test
 * case t share SUGGEST_EQ_TC - t; tc/ * over several configs -1 - t.
 */
#define SUGGEST_EQ_ALL	(-2000000000L)
#define SUGGEST_EQ_TC	(-1000000000L)

struct pick {
	struct rank	 r;
	char		*addr;
	char		*why;
	struct ev	 ev;
	long		 eq;		/* the runs it reads, as a key: two */
					/* picks of one key and one value are */
					/* one; 0 none (a comparison, a run) */
	double		 v;
};


/* The number, its sentence and the words around it. */
struct numctx {
	struct written	 w;
	struct written	 w2;		/* the upper end of a range A~B */
	int		 range;
	const struct words_unit *unit;	/* written after it, or NULL */
	char		*local;		/* since the previous number */
	char		*near;		/* its last 12 bytes: "TC-1 的 " */
	char		*before;	/* the sentence up to the number */
	char		*sent;		/* the whole sentence (or row) */
	char		*para;		/* the whole line */
	char		*parabefore;	/* its paragraph before its sentence */
	const char	*paratc;	/* the one test case that names, when */
					/* the sentence names none, or NULL */
	char		*head;		/* the last heading */
	char		*caption;	/* a table's paragraph before it */
					/* ("Mean of the runs, in s:"), or "" */
	long		 label;		/* the whole number of a row's label */
					/* or the last one before it in its */
					/* sentence ("16 groups"), or -1 */
	const char	*sectc;		/* the one test case the section's */
					/* bound tables name, or NULL */
	enum statfn	 stat;		/* a statistic its words name */
	int		 best;		/* or +1 "best", -1 "worst": min or */
					/* max by the metric's direction */
	const char	*statword;
	char		*after;		/* its sentence after it, up to the */
					/* next number */
	uint32_t	 rep;		/* a run its line names (rep2), or 0 */
	int		 small;		/* a small whole number: a label? */
	int		 pvalue;	/* "p = " right before it: a p-value */
	int		 sig;		/* significant digits written */
	int		 quoted;	/* its sentence quotes another source */
	int		 derived;	/* its sentence works it out before it */
					/* ("4KiB를 곱하면", "multiplied by") */
	int		 dirsign;	/* an unsigned number's direction word: */
	int		 dirquality;	/* +1/-1 more or better, 0 none */
	const struct metric_decls *md;	/* for a quality word's metric */
	const char	*secrun;	/* "before": the config of which the */
					/* section's table shows one run */
	const struct suggest_heading *hd;	/* what head says of each */
					/* test case, or NULL: read head */
	struct written	 pair[2];	/* the numbers joined to it as one */
	size_t		 npair;		/* change ("from A to B"), of three */
					/* significant digits or more */
};

/*
 * What a section's heading says of each test case t, read once a
 * section rather than once a number (issue 25.4: a 40 KB heading over
 * 300 test cases cost each of 2,000 numbers the heading 300 times):
 * word[t] the word naming it (names_id), bench[t] whether the heading
 * says its benchmark.  One a worker, kept while its numbers stay in
 * the section.
 */
struct suggest_heading {
	size_t		 section;	/* 1 + index in r->sections; 0: none */
	size_t		 title;		/* 1 + index in pool.titles; 0: none */
	const char	**word;		/* [ntc] */
	unsigned char	*bench;		/* [ntc] */
	unsigned char	*alone;		/* [ntc]: no other test case has */
					/* its benchmark (fio-seqread and */
					/* fio-randread: neither is alone) */
	size_t		 ntc;
};

/*
 * Words the report teaches (issue 13): what its bound tables' labels
 * say (a row link names an expression, a column link a config, the
 * top-left link a test case) and what an <!-- ev:words --> block
 * declares.  A number's sentence naming one of the words is evidence
 * for that expression, config or test case, in the report's language.
 */
struct lexword {
	char	*key;		/* a metric, expression, config or test case */
	char	*word;
	size_t	 ord;		/* the order taught, for lex_sort */
	int	 drop;		/* lex_prune: it goes */
	int	 taught;	/* 0 declared; by a table label: 1 a row, */
				/* 2 a column, 3 the top-left cell */
};

/* The words of one key that are read, the first taught (lex_sort). */
#define SUGGEST_LEX_PER_KEY	64

struct lexicon {
	struct lexword	*v;
	size_t		 n;
	size_t		 cap;
};


/*
 * suggest_pool.c: the candidates and their values in every group: the
 * metrics, the expressions the report's claims use and those its
 * ev:words block names ("instructions/cycles: IPC"), ratios of two.
 */
void	 suggest_pool_build(struct pool *, const struct report *,
	    const struct runset *, const struct lexicon *,
	    const struct stats_cache *);
void	 suggest_pool_free(struct pool *);
/*
 * The one statistic other than the median that the report's claims use
 * candidate c with in test case t (a table of means), or STAT_MEDIAN.
 */
enum statfn suggest_pool_used_stat(const struct pool *, size_t c, size_t t);
/*
 * A statistic of candidate c over group g: the median, or the mean,
 * min, max or sum of a bare metric (NAN: none).
 */
double	 suggest_pool_stat(const struct runset *, const struct pool *,
	    size_t c, size_t g, enum statfn);

/* suggest_lex.c: the words a report teaches (tables, ev:words). */
void	 suggest_lex_build(struct lexicon *, const struct report *);
/* Words for ratios known by a name (IPC) the report says. */
void	 suggest_lex_known(struct lexicon *, const struct report *,
	    const struct runset *);
void	 suggest_lex_prune(struct lexicon *, const struct runset *);
void	 suggest_lex_sort(struct lexicon *);
/* The first word taught for key, or lx->n: the words follow it. */
size_t	 suggest_lex_first(const struct lexicon *, const char *key);
void	 suggest_lex_free(struct lexicon *);
/* Which candidates the report teaches words for; caller frees. */
unsigned char *suggest_lex_cands(const struct pool *,
	    const struct lexicon *);

/* suggest_words.c: the words the tool reads, in every language. */
int	 suggest_words_alpha(unsigned char);
int	 suggest_words_char(char);
/* Whether text holds w as a word; with stem, starting a longer one. */
int	 suggest_words_contain(const char *text, const char *w, int stem);
/* Whether text says w: ASCII as a word, other scripts anywhere. */
int	 suggest_words_says(const char *text, const char *w);
/* Whether a written unit counts runs: "runs", "条", "회". */
int	 suggest_words_runs_unit(const char *name);
/* The word for runs the sentence uses ("run", "运行"), or NULL. */
const char *suggest_words_runs(const char *sent);
/* The unit written right after a number, or NULL. */
const struct words_unit *suggest_words_unit_after(const char *s, size_t n);
/* A metric's unit, from its name's parts. */
void	 suggest_words_metric_unit(const char *name, int *dim, double *f,
	    const char **part);
/* strncasecmp for ASCII names: 0 when a and b agree on n bytes. */
int	 suggest_words_casecmp(const char *a, const char *b, size_t n);
/*
 * Whether a metric's name says a rate, which a throughput word names:
 * by section 6 (ops_per_s, read_mb_s) or by a part (ops, tps, bw...).
 */
int	 suggest_words_rate_name(const char *name);
/* The bit rate a metric's name may say (throughput_mbps: 1e6), or 0. */
double	 suggest_words_metric_bitrate(const char *name);
/* Whether the sentence says its numbers are quoted from elsewhere. */
int	 suggest_words_quoted(const char *);
/* Whether the words before a number say it is worked out from others. */
int	 suggest_words_derived(const char *);
/* Whether the bytes between two numbers join them as one change. */
int	 suggest_words_joined(const char *between, size_t n);
/* Sets n->stat and n->statword from its words. */
void	 suggest_words_stat(struct numctx *n);
/* A single run the line names ("rep2", "2회차"), or 0. */
uint32_t suggest_words_rep(const char *);

/* suggest_context.c: the words around each number, where it sits. */
/* Fills n for unbound number u; zero when it reads as no number. */
int	 suggest_context_make(const struct report *, const struct unbound *u,
	    struct numctx *n);
void	 suggest_context_free(struct numctx *);

/* suggest_rank.c: the evidence and the order of candidates. */
int	 suggest_rank_better(const struct rank *, const struct rank *);
int	 suggest_rank_same(const struct rank *, const struct rank *);
/* Whether text names every metric of c, or a word taught for it. */
int	 suggest_rank_names(const char *text, const struct cand *c,
	    const struct lexicon *);
/*
 * How near the number its words name candidate c: 4 the words since the
 * previous number (*dist: how far back), 3 the sentence before it, else
 * 0 (then 2 the sentence or table caption, 1 the paragraph: the search
 * reads those once for the numbers that share them).  *word: the word
 * found.
 */
int	 suggest_rank_metric_near(const struct numctx *, const struct cand *,
	    const struct lexicon *, const char **word, size_t *wlen,
	    int *dist);
/* Whether text names c: *word the word found, *wlen its bytes or 0. */
int	 suggest_rank_named(const char *text, const struct cand *c,
	    const struct lexicon *, const char **word, size_t *wlen);
int	 suggest_rank_cfg_level(const struct numctx *, const char *cfg,
	    const struct lexicon *, const char **word);
int	 suggest_rank_tc_level(const struct numctx *, size_t t,
	    const struct lexicon *, char *const *tcs, size_t ntc,
	    const char **word, int *sectable);
/* Fills h for heading over the test cases tcs[0..ntc-1]. */
void	 suggest_rank_heading(struct suggest_heading *h, const char *heading,
	    const struct lexicon *, char *const *tcs, size_t ntc);
void	 suggest_heading_free(struct suggest_heading *);
/*
 * The one test case the number's paragraph names before its sentence,
 * when the sentence names none ("fsync는 ... 재현됩니다. 5회 평균으로
 * 봐도 ext4 18,581"), or NULL.
 */
const char *suggest_rank_para_tc(const struct numctx *,
	    const struct lexicon *, char *const *tcs, size_t ntc);
int	 suggest_rank_simplicity(const struct cand *);
int	 suggest_rank_score(const struct ev *);
/* Keeps the three best picks, in order. */
void	 suggest_rank_offer(struct pick *top, size_t *n, struct rank *,
	    const char *addr, const struct ev *, const struct numctx *,
	    double v, long eq);
/* Whether two picks are one value from the same runs. */
int	 suggest_rank_equivalent(const struct pick *, const struct pick *);
/* Candidate c in the written unit: *mul times its value. */
/*
 * alt 1 and 2: a size's other readings, where both units are a power of
 * 1000 or 1024 of a byte: by powers of 1000 alone, or of 1024 alone
 * ("23.0 MB" of text_bytes/1048576, "185.0 GB" of compaction_mb/1000);
 * zero when that reading is no other than the first.
 */
int	 suggest_rank_convert(const struct numctx *, const struct cand *c,
	    int alt, double *mul, double *fm, double *fw, int *uev);
/* Whether the first pick is a count of runs every group shares. */
int	 suggest_rank_all_count(const struct pick *top, size_t ntop);
/* Whether --fix may bind the first pick. */
int	 suggest_rank_bindable(const struct pick *top, size_t ntop,
	    const struct numctx *);

/* Which candidates one text names (suggest_rank_named), as read so far. */
struct suggest_names {
	char		*text;		/* a copy, or NULL: nothing read */
	signed char	*has;		/* [cand]: 1, 0, or -1 unread */
	const char	**word;		/* [cand]: its word and bytes */
	size_t		*wlen;
};

/*
 * What one worker keeps from one number to the next, since numbers of
 * one section, table, sentence or test case share it: the section's
 * heading; which candidates the sentence, the table's caption and the
 * paragraph it last read name; and the per-run ratios median(a/b) it
 * has read, by candidate and runs (a group or every run of a test
 * case).  None of it depends on the number, so a number gets the same
 * picks whichever worker searches it.  Zeroed to start; freed by
 * suggest_worker_free.
 */
struct suggest_worker {
	struct suggest_heading	 head;
	struct suggest_names	 sent;
	struct suggest_names	 caption;
	struct suggest_names	 para;
	uint64_t		*prkey;		/* open addressing: 0 empty, */
	double			*prval;		/* else 1 + cand * (ngroups */
	size_t			 npr;		/* + ntc) + group or ngroups */
	size_t			 prcap;		/* + tc */
};
void	 suggest_worker_free(struct suggest_worker *);

/* suggest_search.c: the search of one number, by worker w. */
void	 suggest_search_one(const struct report *,
	    const struct runset *, const struct pool *,
	    const struct lexicon *, const unsigned char *haslex,
	    struct suggest_worker *w, struct unbound *);

#endif

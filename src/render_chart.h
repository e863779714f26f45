/*
 * What a test case's chart shows, apart from how it is drawn: its
 * panels, configs and columns of values, the report's names of configs
 * and the words of a claimed change (render_chart_data.c).  For the
 * chart files only: render_chart.c draws them as SVG, and
 * render_chart_finding (render.h) says them in words.
 */
#ifndef RENDER_CHART_H
#define RENDER_CHART_H

#include "html.h"
#include "render.h"

/*
 * A panel charts what the report claims of one expression in one test
 * case: the expression as its claims compute it (their statistic, in
 * their unit: psi_memory_full_us/1000 in ms, a fraction written in % as
 * %), named by the report's own row label, per config in the order the
 * report names them.
 */
#define CHART_PANELS_MAX	64
#define CHART_CFGS_MAX	16
#define CHART_CHANGES_MAX	3

struct render_chart_panel {
	const struct claim *first;	/* the first claim of it */
	char		*key;		/* the expression, printed */
	const char	*label;		/* the report's row label, or key */
	enum statfn	 st;		/* the claims' statistic */
	int		 pct;		/* written in % or pp: x 100, "%" */
	struct buf	 unit;
	const struct claim *change[CHART_CHANGES_MAX]; /* claimed B~A changes */
	size_t		 nchange;
};

/* One config's values in a panel. */
struct render_chart_column {
	uint32_t	 cfg;
	const struct rungroup *g;	/* NULL: the test case lacks it */
	int		 has;		/* the statistic has a value */
	double		 stat, lo, hi;	/* lo..hi: over the runs */
	double		*runs;		/* per run (NAN: lacks it); NULL */
	size_t		 n;		/* when too many to draw */
};

/*
 * The report's own names of configs: the text of a table header's link
 * to a config alone ("[ON](ev:/on/)" names config on "ON"), the first
 * the report writes; built once per chart set from r->teach.
 */
struct render_chart_cfgnames {
	struct strtab	 ids;		/* config ids named */
	const char	**name;		/* [id]: its header's text */
};

/*
 * The panels of a test case whose claims are rep->claims[order[from ..
 * to)]: one per expression and statistic they use, at most
 * CHART_PANELS_MAX, into out.  Returns how many; the caller frees each
 * one's key and unit.
 */
size_t	 render_chart_panels(const struct report *rep, const size_t *order,
	    size_t from, size_t to, const struct html_strings *S,
	    struct render_chart_panel *out);
/*
 * The configs of test case tc in the report's order, at most
 * CHART_CFGS_MAX, into out.  Returns how many.
 */
size_t	 render_chart_configs(const struct report *rep, const size_t *order,
	    size_t from, size_t to, const struct runset *rs, uint32_t tc,
	    uint32_t *out);
/*
 * Fills panel p's columns, one per config of cfgs, from the runs (the
 * caller frees each one's runs).  Returns zero when there is nothing to
 * chart: no config has a value, or every run has the same one.
 */
int	 render_chart_columns(const struct runset *rs,
	    const struct stats_cache *sc, uint32_t tc,
	    const struct render_chart_panel *p, const uint32_t *cfgs,
	    size_t ncfg, struct render_chart_column *col);
void	 render_chart_cfgnames_init(struct render_chart_cfgnames *,
	    const struct report *rep);
void	 render_chart_cfgnames_free(struct render_chart_cfgnames *);
/* Config cfg as the report's column headers name it, else its id. */
const char *render_chart_cfg_word(const struct render_chart_cfgnames *,
	    const char *cfg);
/*
 * The written words of claimed change c, "on vs off: -3.5 pp", as the
 * page marks it.  Appends to b and returns b->data.
 */
const char *render_chart_change_words(struct buf *b, const struct claim *c,
	    const struct render_chart_cfgnames *, const struct html_strings *S);

#endif

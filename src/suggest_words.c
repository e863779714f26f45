/*
 * How the suggester reads a number's sentence: words as words (ASCII)
 * or anywhere (other scripts), the unit after the number, statistic,
 * run and quotation words (the words themselves are words.c's), a
 * metric's unit from its name.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "claim_metric.h"
#include "suggest.h"

int
suggest_words_alpha(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int
suggest_words_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9');
}

/*
 * Whether text holds w as a word (ASCII case ignored): "on", not
 * "json".  With stem, w may start a longer word: "scan" in "scanning".
 */
int
suggest_words_contain(const char *text, const char *w, int stem)
{
	size_t n = strlen(w), i, j;

	if (n == 0)
		return 0;
	for (i = 0; text[i] != '\0'; i++) {
		if (i > 0 && suggest_words_char(text[i - 1]))
			continue;
		for (j = 0; j < n; j++) {
			char a = text[i + j], b = w[j];

			if (a >= 'A' && a <= 'Z')
				a = (char)(a - 'A' + 'a');
			if (b >= 'A' && b <= 'Z')
				b = (char)(b - 'A' + 'a');
			if (a != b)
				break;
		}
		if (j == n && (stem || !suggest_words_char(text[i + n])))
			return 1;
	}
	return 0;
}

static int
contains(const char *text, const char *w)
{
	return suggest_words_contain(text, w, 0);
}

/*
 * Whether text says w: an ASCII word as a word, other scripts anywhere
 * (Korean particles and Chinese have no spaces to find words by).
 */
int
suggest_words_says(const char *text, const char *w)
{
	const char *p;

	for (p = w; *p != '\0'; p++)
		if ((unsigned char)*p >= 0x80)
			return strstr(text, w) != NULL;
	return contains(text, w);
}


/* Count words that speak of runs: "3 runs", "48 条", "5회". */
int
suggest_words_runs_unit(const char *name)
{
	size_t i;

	for (i = 0; i < words_nruns_units; i++)
		if (strcmp(name, words_runs_units[i]) == 0)
			return 1;
	return 0;
}

/*
 * The word for runs the sentence uses ("run", "运行", "실행"), the last
 * of the list it holds; NULL when it holds none.
 */
const char *
suggest_words_runs(const char *sent)
{
	const char *said = NULL;
	size_t i;

	for (i = 0; i < words_nruns; i++)
		if (strstr(sent, words_runs[i]) != NULL)
			said = words_runs[i];
	return said;
}

/* The unit written right after a number (one space at most), or NULL. */
const struct words_unit *
suggest_words_unit_after(const char *s, size_t n)
{
	const struct words_unit *best = NULL;
	size_t i, k;

	if (n > 0 && *s == ' ')
		s++, n--;
	for (i = 0; i < words_nunits; i++) {
		const char *u = words_units[i].name;

		k = strlen(u);
		if (!(words_units[i].readers & (WORDS_PROSE | WORDS_SUGGEST)) ||
		    k > n || memcmp(s, u, k) != 0)
			continue;
		/* ASCII units end at a non-letter: "s" is not "seen". */
		if ((unsigned char)u[0] < 0x80 && k < n &&
		    suggest_words_alpha((unsigned char)s[k]))
			continue;
		if (best == NULL || k > strlen(best->name))
			best = &words_units[i];
	}
	return best;
}

/*
 * A metric's unit, from its name's parts: lat_p99_ms, age_ms_before,
 * gen1_file_pages, zram_bytes, cpu_pct; "_per_" and a time is a rate.
 */
void
suggest_words_metric_unit(const char *name, int *dim, double *f,
    const char **part)
{
	const char *p = name, *q;
	size_t i, n;
	int per = 0;

	*dim = WORDS_NONE;
	*f = 1;
	*part = NULL;
	for (; *p != '\0'; p = *q ? q + 1 : q) {
		for (q = p; *q != '\0' && *q != '_' && *q != '.'; q++)
			;
		n = (size_t)(q - p);
		if (n == 3 && !memcmp(p, "per", 3))
			per = 1;
		for (i = 0; i < words_nname_parts; i++) {
			const struct words_unit *u = &words_name_parts[i];

			if (strlen(u->name) == n && !memcmp(p, u->name, n)) {
				*dim = per && u->dim == UNIT_TIME ? (int)
				    WORDS_RATE : (int)words_unit_kind(u);
				*f = words_unit_size(u);
				*part = u->name;
			}
		}
	}
	/*
	 * A rate by its ending (section 6: read_mb_s, ops_per_s, tps): its
	 * parts alone would read "mb" then "s", a time.
	 */
	{
		struct metric_info mi;

		claim_metric_by_name(name, &mi);
		if (mi.unit.dim == UNIT_RATE || mi.unit.dim == UNIT_BYTERATE) {
			*dim = WORDS_RATE;
			*f = 1;
			*part = NULL;
		}
	}
}

int
suggest_words_casecmp(const char *a, const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char x = a[i], y = b[i];

		if (x >= 'A' && x <= 'Z')
			x = (char)(x - 'A' + 'a');
		if (y >= 'A' && y <= 'Z')
			y = (char)(y - 'A' + 'a');
		if (x != y)
			return 1;
	}
	return 0;
}

/*
 * The next part of a metric's name (split at '_' and '.') from *at, or
 * NULL past its end: *n its bytes, *at moved past it.
 */
static const char *
name_part(const char **at, size_t *n)
{
	const char *p = *at, *q;

	if (p == NULL || *p == '\0')
		return NULL;
	for (q = p; *q != '\0' && *q != '_' && *q != '.'; q++)
		;
	*n = (size_t)(q - p);
	*at = *q != '\0' ? q + 1 : q;
	return p;
}

int
suggest_words_rate_name(const char *name)
{
	struct metric_info mi;
	const char *at = name, *p;
	size_t k, n;

	claim_metric_by_name(name, &mi);
	if (mi.unit.dim == UNIT_RATE || mi.unit.dim == UNIT_BYTERATE)
		return 1;
	while ((p = name_part(&at, &n)) != NULL)
		for (k = 0; k < words_nname_rates; k++)
			if (strlen(words_name_rates[k]) == n &&
			    !suggest_words_casecmp(words_name_rates[k], p, n))
				return 1;
	return 0;
}

double
suggest_words_metric_bitrate(const char *name)
{
	const char *at = name, *p;
	double f = 0;
	size_t i, n;

	while ((p = name_part(&at, &n)) != NULL)
		for (i = 0; i < words_nname_bitrates; i++)
			if (strlen(words_name_bitrates[i].name) == n &&
			    !memcmp(p, words_name_bitrates[i].name, n))
				f = words_name_bitrates[i].f;
	return f;
}

/*
 * Words that say the sentence's numbers are quoted from elsewhere (a
 * slide, the previous post) as they were: they are not the runs'.
 */
int
suggest_words_quoted(const char *s)
{
	size_t i;

	for (i = 0; i < words_nquotes; i++)
		if (suggest_words_says(s, words_quotes[i]))
			return 1;
	return 0;
}

/* Whether the words say the number after them is worked out. */
int
suggest_words_derived(const char *s)
{
	size_t i;

	for (i = 0; i < words_nderived; i++)
		if (suggest_words_says(s, words_derived[i]))
			return 1;
	return 0;
}

/*
 * Whether the bytes between two numbers of a sentence join them as one
 * change: a join word among a few words ("from 5,270 to 1,872", "5,270
 * 个降到 1,872", "611K against 616K"), not a clause away.
 */
int
suggest_words_joined(const char *between, size_t n)
{
	char *t;
	size_t i;
	int ok = 0;

	if (n == 0 || n > 40)
		return 0;
	t = xstrndup(between, n);
	for (i = 0; i < words_npair_joins && !ok; i++)
		ok = suggest_words_says(t, words_pair_joins[i]);
	free(t);
	return ok;
}

/*
 * Where text holds w: an ASCII word as a word, its case ignored
 * ("Mean of the runs"), other scripts anywhere.  Returns the last
 * place, or NULL.
 */
static const char *
last_word(const char *text, const char *w)
{
	const char *p, *last = NULL;
	size_t k = strlen(w), i;
	int ascii = (unsigned char)w[0] < 0x80;

	for (p = text; *p != '\0'; p++) {
		for (i = 0; i < k && p[i] != '\0'; i++) {
			char a = p[i], b = w[i];

			if (ascii && a >= 'A' && a <= 'Z')
				a = (char)(a - 'A' + 'a');
			if (a != b)
				break;
		}
		if (i < k)
			continue;
		if (ascii && ((p > text && suggest_words_char(p[-1])) ||
		    suggest_words_char(p[k])))
			continue;
		last = p;
	}
	return last;
}

/*
 * Statistic words; the one closest before the number counts, in the
 * words since the previous number, else earlier in the sentence, else
 * the words after it up to the next number ("improved by 1.2% on the
 * mean"), else the caption of its table ("Mean of the runs:").  A
 * word of quality ("best", "worst", 最速, 최악) names the min or the
 * max by the metric's direction: n->best.
 */
void
suggest_words_stat(struct numctx *n)
{
	size_t i, best = 0, at, wl, bl = 0;
	const char *p, *text;
	int pass;

	n->stat = STAT_MEDIAN;
	n->statword = NULL;
	n->best = 0;
	for (pass = 0; pass < 4 && n->statword == NULL; pass++) {
		text = pass == 0 ? n->local : pass == 1 ? n->before :
		    pass == 2 ? n->after : n->caption;
		if (text == NULL)
			continue;
		for (i = 0; i < words_nstats + words_nbest; i++) {
			const char *w = i < words_nstats ? words_stats[i].w :
			    words_best[i - words_nstats].w;

			if ((p = last_word(text, w)) == NULL)
				continue;
			at = (size_t)(p - text) + 1;
			wl = strlen(w);
			/*
			 * A word inside a longer one found there is that
			 * word's: "geometric mean" and 几何平均 are no mean.
			 */
			if (n->statword != NULL && at >= best &&
			    at + wl <= best + bl)
				continue;
			/* After the number, the first counts; before, the last. */
			if (n->statword == NULL || (at <= best &&
			    at + wl >= best + bl) || (pass == 2 ?
			    at < best : at > best)) {
				best = at;
				bl = wl;
				n->stat = i < words_nstats ? words_stats[i].st :
				    STAT_MEDIAN;
				n->best = i < words_nstats ? 0 :
				    words_best[i - words_nstats].sign;
				n->statword = w;
			}
		}
		/*
		 * A spread word since the previous number ("最も遅い回は
		 * X で、標準偏差は Y") names Y's statistic before any word
		 * earlier in the sentence does.
		 */
		for (i = 0; pass == 0 && n->statword == NULL &&
		    i < words_nspread; i++)
			if (last_word(n->local, words_spread[i]) != NULL) {
				n->stat = STAT_STDDEV;
				n->statword = words_spread[i];
			}
	}
	/*
	 * No other statistic named: a spread word earlier in its sentence
	 * ("stddev 1.5K and 1.8K"; the words since the previous number are
	 * read above).
	 */
	for (i = 0; n->statword == NULL && n->before != NULL &&
	    i < words_nspread; i++)
		if (last_word(n->before, words_spread[i]) != NULL) {
			n->stat = STAT_STDDEV;
			n->statword = words_spread[i];
		}
}

/*
 * A single run the line names: "rep2", "run 2", "#2", "2회차",
 * "2번째", "第 2 次".  Returns the rep, or 0.
 */
uint32_t
suggest_words_rep(const char *s)
{
	const char *p;
	char *end;
	unsigned long k;

	for (p = s; *p != '\0'; p++) {
		const char *d = NULL;

		if ((p == s || !suggest_words_char(p[-1])) &&
		    (!strncmp(p, "rep", 3) || !strncmp(p, "run", 3) ||
		    !strncmp(p, "Run", 3) || !strncmp(p, "Rep", 3))) {
			d = p + 3;
			if (*d == ' ' || *d == '#')
				d++;
		} else if (*p == '#' && (p == s || !suggest_words_char(p[-1])))
			d = p + 1;
		else if (!strncmp(p, "\xE7\xAC\xAC", 3)) {	/* 第 */
			d = p + 3;
			if (*d == ' ')
				d++;
		}
		if (d != NULL && *d >= '1' && *d <= '9') {
			k = strtoul(d, &end, 10);
			if (d[0] == '\0' || suggest_words_char(*end) ||
			    ((unsigned char)p[0] == 0xE7 && strncmp(end,
			    "\xE6\xAC\xA1", 3) && strncmp(end + (*end == ' '),
			    "\xE6\xAC\xA1", 3)))
				continue;
			if (k < 1000)
				return (uint32_t)k;
		}
		if (*p >= '1' && *p <= '9' && (p == s || !suggest_words_char(p[-1]))) {
			k = strtoul(p, &end, 10);
			if (k < 1000 && (!strncmp(end, "\xED\x9A\x8C\xEC\xB0\xA8",
			    6) || !strncmp(end, "\xEB\xB2\x88\xEC\xA7\xB8", 6)))
				return (uint32_t)k;	/* 회차, 번째 */
		}
	}
	return 0;
}

/*
 * The words the suggester reads in a number's sentence, in every
 * language: units, statistic words, run words, quotation words.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

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

/* Units as written after a number; the longest that fits is taken. */
static const struct unit written_units[] = {
	{ "ns", DIM_TIME, 1 }, { "us", DIM_TIME, 1e3 },
	{ "\xC2\xB5s", DIM_TIME, 1e3 }, { "\xCE\xBCs", DIM_TIME, 1e3 },
	{ "ms", DIM_TIME, 1e6 }, { "s", DIM_TIME, 1e9 },
	{ "sec", DIM_TIME, 1e9 }, { "secs", DIM_TIME, 1e9 },
	{ "second", DIM_TIME, 1e9 }, { "seconds", DIM_TIME, 1e9 },
	{ "min", DIM_TIME, 60e9 }, { "h", DIM_TIME, 3600e9 },
	{ "\xE7\xA7\x92", DIM_TIME, 1e9 },			/* 秒 */
	{ "\xEC\xB4\x88", DIM_TIME, 1e9 },			/* 초 */
	{ "\xE6\xAF\xAB\xE7\xA7\x92", DIM_TIME, 1e6 },		/* 毫秒 */
	{ "\xE5\xBE\xAE\xE7\xA7\x92", DIM_TIME, 1e3 },		/* 微秒 */
	{ "\xE7\xBA\xB3\xE7\xA7\x92", DIM_TIME, 1 },		/* 纳秒 */
	{ "\xE5\x88\x86\xE9\x92\x9F", DIM_TIME, 60e9 },		/* 分钟 */
	{ "\xEB\xB6\x84", DIM_TIME, 60e9 },			/* 분 */
	{ "\xE5\xB0\x8F\xE6\x97\xB6", DIM_TIME, 3600e9 },	/* 小时 */
	{ "\xEC\x8B\x9C\xEA\xB0\x84", DIM_TIME, 3600e9 },	/* 시간 */
	{ "B", DIM_SIZE, 1 }, { "KB", DIM_SIZE, 1024 },
	{ "KiB", DIM_SIZE, 1024 }, { "MB", DIM_SIZE, 1048576 },
	{ "MiB", DIM_SIZE, 1048576 }, { "GB", DIM_SIZE, 1073741824 },
	{ "GiB", DIM_SIZE, 1073741824 }, { "bytes", DIM_SIZE, 1 },
	{ "\xE5\xAD\x97\xE8\x8A\x82", DIM_SIZE, 1 },		/* 字节 */
	{ "\xEB\xB0\x94\xEC\x9D\xB4\xED\x8A\xB8", DIM_SIZE, 1 },	/* 바이트 */
	{ "pages", DIM_SIZE, 4096 }, { "page", DIM_SIZE, 4096 },
	{ "\xE9\xA1\xB5", DIM_SIZE, 4096 },			/* 页 */
	{ "\xED\x8E\x98\xEC\x9D\xB4\xEC\xA7\x80", DIM_SIZE, 4096 },	/* 페이지 */
	{ "ops/s", DIM_RATE, 1 }, { "/s", DIM_RATE, 1 },
	{ "MB/s", DIM_RATE, 1 }, { "iops", DIM_RATE, 1 },
	{ "IOPS", DIM_RATE, 1 },
	/* Counts: of runs, times, items. */
	{ "runs", DIM_COUNT, 1 }, { "reps", DIM_COUNT, 1 },
	{ "times", DIM_COUNT, 1 },
	{ "\xEB\xB2\x88", DIM_COUNT, 1 },			/* 번 */
	{ "\xED\x9A\x8C", DIM_COUNT, 1 },			/* 회 */
	{ "\xEA\xB1\xB4", DIM_COUNT, 1 },			/* 건 */
	{ "\xEA\xB0\x9C", DIM_COUNT, 1 },			/* 개 */
	{ "\xE6\xAC\xA1", DIM_COUNT, 1 },			/* 次 */
	{ "\xE6\x9D\xA1", DIM_COUNT, 1 },			/* 条 */
	{ "\xE5\x9B\x9E", DIM_COUNT, 1 },			/* 回 */
	{ "\xE4\xB8\xAA", DIM_COUNT, 1 },			/* 个 */
	{ "\xE8\xBD\xAE", DIM_COUNT, 1 },			/* 轮 */
	{ "jiffies", DIM_COUNT, 1 }
};

/* Count words that speak of runs: "3 runs", "48 条", "5회". */
int
suggest_words_runs_unit(const char *name)
{
	static const char *const w[] = {
		"runs", "reps", "\xED\x9A\x8C", "\xE6\x9D\xA1", "\xE6\xAC\xA1",
		"\xEB\xB2\x88", "\xE8\xBD\xAE", "\xE5\x9B\x9E"	/* 回 */
	};
	size_t i;

	for (i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		if (strcmp(name, w[i]) == 0)
			return 1;
	return 0;
}

/* The unit written right after a number (one space at most), or NULL. */
const struct unit *
suggest_words_unit_after(const char *s, size_t n)
{
	const struct unit *best = NULL;
	size_t i, k;

	if (n > 0 && *s == ' ')
		s++, n--;
	for (i = 0; i < sizeof(written_units) / sizeof(written_units[0]);
	    i++) {
		const char *u = written_units[i].name;

		k = strlen(u);
		if (k > n || memcmp(s, u, k) != 0)
			continue;
		/* ASCII units end at a non-letter: "s" is not "seen". */
		if ((unsigned char)u[0] < 0x80 && k < n &&
		    suggest_words_alpha((unsigned char)s[k]))
			continue;
		if (best == NULL || k > strlen(best->name))
			best = &written_units[i];
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
	static const struct unit parts[] = {
		{ "ns", DIM_TIME, 1 }, { "us", DIM_TIME, 1e3 },
		{ "ms", DIM_TIME, 1e6 }, { "s", DIM_TIME, 1e9 },
		{ "sec", DIM_TIME, 1e9 }, { "secs", DIM_TIME, 1e9 },
		{ "bytes", DIM_SIZE, 1 }, { "kb", DIM_SIZE, 1024 },
		{ "kib", DIM_SIZE, 1024 }, { "mb", DIM_SIZE, 1048576 },
		{ "mib", DIM_SIZE, 1048576 }, { "gb", DIM_SIZE, 1073741824 },
		{ "gib", DIM_SIZE, 1073741824 }, { "pages", DIM_SIZE, 4096 },
		{ "pct", DIM_PCT, 1 }, { "percent", DIM_PCT, 1 },
		{ "mbps", DIM_RATE, 1 }, { "iops", DIM_RATE, 1 },
		{ "jiffies", DIM_COUNT, 1 }
	};
	const char *p = name, *q;
	size_t i, n;
	int per = 0;

	*dim = DIM_NONE;
	*f = 1;
	*part = NULL;
	for (; *p != '\0'; p = *q ? q + 1 : q) {
		for (q = p; *q != '\0' && *q != '_' && *q != '.'; q++)
			;
		n = (size_t)(q - p);
		if (n == 3 && !memcmp(p, "per", 3))
			per = 1;
		for (i = 0; i < sizeof(parts) / sizeof(parts[0]); i++)
			if (strlen(parts[i].name) == n &&
			    !memcmp(p, parts[i].name, n)) {
				*dim = per && parts[i].dim == DIM_TIME ? (int)
				    DIM_RATE : parts[i].dim;
				*f = parts[i].f;
				*part = parts[i].name;
			}
	}
}

/*
 * Words that say the sentence's numbers are quoted from elsewhere (a
 * slide, the previous post) as they were: they are not the runs'.
 */
int
suggest_words_quoted(const char *s)
{
	static const char *const w[] = {
		"\xE5\x8E\x9F\xE6\xA0\xB7",		/* 原样 */
		"\xE5\x8E\x9F\xE6\x96\x87",		/* 原文 */
		"\xE7\x85\xA7\xE6\x8A\x84",		/* 照抄 */
		"\xE8\xBD\xAC\xE5\xBC\x95",		/* 转引 */
		"\xEC\x98\xAE\xEA\xB2\xA8 \xEC\xA0\x81",	/* 옮겨 적 */
		"\xEC\x9D\xB8\xEC\x9A\xA9",		/* 인용 */
		"verbatim", "quoted", "as quoted"
	};
	size_t i;

	for (i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		if (suggest_words_says(s, w[i]))
			return 1;
	return 0;
}

/*
 * Statistic words; the one closest before the number counts, in the
 * words since the previous number, else earlier in the sentence.
 */
void
suggest_words_stat(struct numctx *n)
{
	static const struct {
		const char	*w;
		enum statfn	 st;
	} words[] = {
		{ "\xED\x8F\x89\xEA\xB7\xA0", STAT_MEAN },	/* 평균 */
		{ "\xE5\xB9\xB3\xE5\x9D\x87", STAT_MEAN },	/* 平均 */
		{ "mean", STAT_MEAN }, { "average", STAT_MEAN },
		{ "avg", STAT_MEAN },
		{ "\xEC\xB5\x9C\xEC\x86\x8C", STAT_MIN },	/* 최소 */
		{ "\xE6\x9C\x80\xE5\xB0\x8F", STAT_MIN },	/* 最小 */
		{ "\xE6\x9C\x80\xE5\xB0\x91", STAT_MIN },	/* 最少 */
		{ "min", STAT_MIN }, { "minimum", STAT_MIN },
		{ "lowest", STAT_MIN },
		{ "\xEC\xB5\x9C\xEB\x8C\x80", STAT_MAX },	/* 최대 */
		{ "\xE6\x9C\x80\xE5\xA4\xA7", STAT_MAX },	/* 最大 */
		{ "\xE6\x9C\x80\xE5\xA4\x9A", STAT_MAX },	/* 最多 */
		{ "max", STAT_MAX }, { "maximum", STAT_MAX },
		{ "highest", STAT_MAX },
		{ "\xED\x95\xA9\xEC\xB3\x90", STAT_SUM },	/* 합쳐 */
		{ "\xED\x95\xA9\xEA\xB3\x84", STAT_SUM },	/* 합계 */
		{ "\xE5\x90\x88\xE8\xAE\xA1", STAT_SUM },	/* 合计 */
		{ "\xE6\x80\xBB\xE8\xAE\xA1", STAT_SUM },	/* 总计 */
		{ "sum", STAT_SUM }, { "total", STAT_SUM }
	};
	size_t i, best = 0;
	const char *p;

	const char *text;
	int pass;

	n->stat = STAT_MEDIAN;
	n->statword = NULL;
	for (pass = 0; pass < 2 && n->statword == NULL; pass++) {
		text = pass ? n->before : n->local;
		for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
			const char *w = words[i].w;
			size_t k = strlen(w);

			for (p = text; (p = strstr(p, w)) != NULL; p++) {
				if ((unsigned char)w[0] < 0x80 && ((p > text &&
				    suggest_words_char(p[-1])) || suggest_words_char(p[k])))
					continue;
				if (n->statword == NULL ||
				    (size_t)(p - text) + 1 > best) {
					best = (size_t)(p - text) + 1;
					n->stat = words[i].st;
					n->statword = w;
				}
			}
		}
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

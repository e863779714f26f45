/*
 * The words the tool reads in a report (words.h): one home for each
 * language's reading lexicon, so that adding a language or a word is
 * one edit here and tests/unit/words_test.c holds it against the words
 * the site writes (templates/strings-*.html).
 */
#include "words.h"

#define N(a)	(sizeof(a) / sizeof((a)[0]))

/* ---- Units ---- */

/*
 * The unit words (words.h).  The unit check reads them whole (not
 * followed by an ASCII letter or digit), the longest that fits winning
 * ("MB/s" over "MB"); the prose readers likewise, an ASCII word ending
 * at a non-letter.  Where two words of the unit check have one kind and
 * size, the first names it in messages: keep "KB" before "kB" and "kb",
 * "ms" before "msec".
 *
 * KB, MB, GB are decimal, as the unit check reads them and the site's
 * checker writes them (its step to MB is 1e6 bytes); KiB, MiB, GiB are
 * binary.  Their sizes differ by less than the unit check's 10%.
 */
#define P	WORDS_PROSE
#define C	WORDS_CHECK
#define PC	WORDS_BOTH
#define S	WORDS_SUGGEST
const struct words_unit words_units[] = {
	/* rates first: "MB/s" must not read as "MB" */
	{ "KB/s", UNIT_BYTERATE, 1e3, C }, { "kB/s", UNIT_BYTERATE, 1e3, C },
	{ "KiB/s", UNIT_BYTERATE, 1024, C }, { "MB/s", UNIT_BYTERATE, 1e6, PC },
	{ "MiB/s", UNIT_BYTERATE, 1048576, C },
	{ "GB/s", UNIT_BYTERATE, 1e9, C },
	{ "GiB/s", UNIT_BYTERATE, 1073741824, C },
	{ "ops/CPU s", UNIT_RATE, 1, PC },	/* a chart's axis (ops_per_cpu_s) */
	{ "ops/s", UNIT_RATE, 1, PC }, { "op/s", UNIT_RATE, 1, C },
	{ "req/s", UNIT_RATE, 1, C }, { "reqs/s", UNIT_RATE, 1, C },
	{ "requests/s", UNIT_RATE, 1, C }, { "tx/s", UNIT_RATE, 1, C },
	{ "/s", UNIT_RATE, 1, PC }, { "tps", UNIT_RATE, 1, C },
	{ "TPS", UNIT_RATE, 1, C }, { "qps", UNIT_RATE, 1, C },
	{ "QPS", UNIT_RATE, 1, C }, { "iops", UNIT_RATE, 1, PC },
	{ "IOPS", UNIT_RATE, 1, PC }, { "rps", UNIT_RATE, 1, C },
	{ "RPS", UNIT_RATE, 1, C }, { "per_s", UNIT_RATE, 1, C },
	{ "rate", UNIT_RATE, 1, C }, { "mb_s", UNIT_BYTERATE, 1e6, C },
	/*
	 * Bit rates, as iperf and network reports write them: the
	 * suggester's alone (a label reader that saw "25 Gbps NIC" as a
	 * measurement would list it), and no unit check or declaration
	 * reads them (section 6 names none).  "Mb/s" stays unread: authors
	 * write it for megabytes too.
	 */
	{ "bps", UNIT_BITRATE, 1, S }, { "Kbps", UNIT_BITRATE, 1e3, S },
	{ "kbps", UNIT_BITRATE, 1e3, S }, { "Mbps", UNIT_BITRATE, 1e6, S },
	{ "Gbps", UNIT_BITRATE, 1e9, S }, { "Tbps", UNIT_BITRATE, 1e12, S },
	{ "bit/s", UNIT_BITRATE, 1, S }, { "Kbit/s", UNIT_BITRATE, 1e3, S },
	{ "kbit/s", UNIT_BITRATE, 1e3, S }, { "Mbit/s", UNIT_BITRATE, 1e6, S },
	{ "Gbit/s", UNIT_BITRATE, 1e9, S },
	{ "bits/sec", UNIT_BITRATE, 1, S },
	{ "Kbits/sec", UNIT_BITRATE, 1e3, S },
	{ "Mbits/sec", UNIT_BITRATE, 1e6, S },
	{ "Gbits/sec", UNIT_BITRATE, 1e9, S },
	/* times, in ns: every spelling the unit check reads, the prose too */
	{ "ns", UNIT_TIME, 1, PC }, { "nsec", UNIT_TIME, 1, PC },
	{ "nanoseconds", UNIT_TIME, 1, PC },
	{ "us", UNIT_TIME, 1e3, PC }, { "usec", UNIT_TIME, 1e3, PC },
	{ "\xC2\xB5s", UNIT_TIME, 1e3, PC },		/* µs */
	{ "\xCE\xBCs", UNIT_TIME, 1e3, PC },		/* μs */
	{ "microseconds", UNIT_TIME, 1e3, PC },
	{ "ms", UNIT_TIME, 1e6, PC }, { "msec", UNIT_TIME, 1e6, PC },
	{ "msecs", UNIT_TIME, 1e6, PC }, { "milliseconds", UNIT_TIME, 1e6, PC },
	{ "s", UNIT_TIME, 1e9, PC }, { "sec", UNIT_TIME, 1e9, PC },
	{ "secs", UNIT_TIME, 1e9, PC }, { "seconds", UNIT_TIME, 1e9, PC },
	{ "second", UNIT_TIME, 1e9, PC }, { "min", UNIT_TIME, 60e9, PC },
	{ "minutes", UNIT_TIME, 60e9, PC }, { "h", UNIT_TIME, 3600e9, P },
	{ "\xE7\xBA\xB3\xE7\xA7\x92", UNIT_TIME, 1, PC },	/* 纳秒 */
	{ "\xE5\xBE\xAE\xE7\xA7\x92", UNIT_TIME, 1e3, PC },	/* 微秒 */
	{ "\xE6\xAF\xAB\xE7\xA7\x92", UNIT_TIME, 1e6, PC },	/* 毫秒 */
	{ "\xE5\x88\x86\xE9\x92\x9F", UNIT_TIME, 60e9, P },	/* 分钟 */
	{ "\xE5\xB0\x8F\xE6\x97\xB6", UNIT_TIME, 3600e9, P },	/* 小时 */
	{ "\xEB\x82\x98\xEB\x85\xB8\xEC\xB4\x88", UNIT_TIME, 1, PC }, /* 나노초 */
	{ "\xEB\xA7\x88\xEC\x9D\xB4\xED\x81\xAC\xEB\xA1\x9C\xEC\xB4\x88",
	  UNIT_TIME, 1e3, PC },					/* 마이크로초 */
	{ "\xEB\xB0\x80\xEB\xA6\xAC\xEC\xB4\x88", UNIT_TIME, 1e6, PC }, /* 밀리초 */
	{ "\xEC\xB4\x88", UNIT_TIME, 1e9, PC },			/* 초 */
	{ "\xEB\xB6\x84", UNIT_TIME, 60e9, P },			/* 분 */
	{ "\xEC\x8B\x9C\xEA\xB0\x84", UNIT_TIME, 3600e9, P },	/* 시간 */
	{ "\xE3\x83\x8A\xE3\x83\x8E\xE7\xA7\x92", UNIT_TIME, 1, PC }, /* ナノ秒 */
	{ "\xE3\x83\x9E\xE3\x82\xA4\xE3\x82\xAF\xE3\x83\xAD\xE7\xA7\x92",
	  UNIT_TIME, 1e3, PC },					/* マイクロ秒 */
	{ "\xE3\x83\x9F\xE3\x83\xAA\xE7\xA7\x92", UNIT_TIME, 1e6, PC }, /* ミリ秒 */
	{ "\xE7\xA7\x92", UNIT_TIME, 1e9, PC },			/* 秒 */
	/* sizes */
	{ "B", UNIT_SIZE, 1, PC }, { "bytes", UNIT_SIZE, 1, PC },
	{ "byte", UNIT_SIZE, 1, C }, { "KB", UNIT_SIZE, 1e3, PC },
	{ "kB", UNIT_SIZE, 1e3, PC }, { "KiB", UNIT_SIZE, 1024, PC },
	{ "kb", UNIT_SIZE, 1e3, C }, { "MB", UNIT_SIZE, 1e6, PC },
	{ "MiB", UNIT_SIZE, 1048576, PC }, { "mb", UNIT_SIZE, 1e6, C },
	{ "GB", UNIT_SIZE, 1e9, PC }, { "GiB", UNIT_SIZE, 1073741824, PC },
	{ "gb", UNIT_SIZE, 1e9, C }, { "TB", UNIT_SIZE, 1e12, C },
	{ "TiB", UNIT_SIZE, 1099511627776.0, C },
	{ "\xE5\xAD\x97\xE8\x8A\x82", UNIT_SIZE, 1, PC },		/* 字节 */
	{ "\xEB\xB0\x94\xEC\x9D\xB4\xED\x8A\xB8", UNIT_SIZE, 1, PC }, /* 바이트 */
	{ "\xE3\x83\x90\xE3\x82\xA4\xE3\x83\x88", UNIT_SIZE, 1, PC }, /* バイト */
	/* pages: 4096 bytes to the prose readers */
	{ "pages", UNIT_PAGES, 1, PC }, { "page", UNIT_PAGES, 1, PC },
	{ "\xE9\xA1\xB5", UNIT_PAGES, 1, PC },			/* 页 */
	{ "\xE9\xA0\x81", UNIT_PAGES, 1, C },			/* 頁 */
	{ "\xED\x8E\x98\xEC\x9D\xB4\xEC\xA7\x80", UNIT_PAGES, 1, PC }, /* 페이지 */
	{ "\xE3\x83\x9A\xE3\x83\xBC\xE3\x82\xB8", UNIT_PAGES, 1, C }, /* ページ */
	/* declared only: a metric in percent */
	{ "pct", UNIT_FRACTION, 0.01, C }, { "percent", UNIT_FRACTION, 0.01, C },
	/* counts, of runs, times, items: the unit check reads none */
	{ "runs", UNIT_SCALAR, 1, P }, { "reps", UNIT_SCALAR, 1, P },
	{ "times", UNIT_SCALAR, 1, P },
	{ "\xEB\xB2\x88", UNIT_SCALAR, 1, P },			/* 번 */
	{ "\xED\x9A\x8C", UNIT_SCALAR, 1, P },			/* 회 */
	{ "\xEA\xB1\xB4", UNIT_SCALAR, 1, P },			/* 건 */
	{ "\xEA\xB0\x9C", UNIT_SCALAR, 1, P },			/* 개 */
	{ "\xE6\xAC\xA1", UNIT_SCALAR, 1, P },			/* 次 */
	{ "\xE6\x9D\xA1", UNIT_SCALAR, 1, P },			/* 条 */
	{ "\xE5\x9B\x9E", UNIT_SCALAR, 1, P },			/* 回 */
	{ "\xE4\xB8\xAA", UNIT_SCALAR, 1, P },			/* 个 */
	{ "\xE8\xBD\xAE", UNIT_SCALAR, 1, P },			/* 轮 */
	{ "jiffies", UNIT_SCALAR, 1, P }
};
const size_t words_nunits = N(words_units);

enum words_dim
words_unit_kind(const struct words_unit *u)
{
	switch (u->dim) {
	case UNIT_TIME:
		return WORDS_TIME;
	case UNIT_SIZE:
	case UNIT_PAGES:
		return WORDS_SIZE;
	case UNIT_RATE:
	case UNIT_BYTERATE:
		return WORDS_RATE;
	case UNIT_FRACTION:
		return WORDS_PCT;
	case UNIT_SCALAR:
		return WORDS_COUNT;
	case UNIT_BITRATE:
		return WORDS_BITRATE;
	default:
		return WORDS_NONE;
	}
}

double
words_unit_size(const struct words_unit *u)
{
	switch (u->dim) {
	case UNIT_TIME:
	case UNIT_SIZE:
	case UNIT_BITRATE:
		return u->f;
	case UNIT_PAGES:
		return 4096 * u->f;
	default:
		return 1;
	}
}

double
words_unit_factor(const struct words_unit *u)
{
	/* ns to s: exact, as the quotient is correctly rounded */
	return u->dim == UNIT_TIME ? u->f / 1e9 : u->f;
}

/* ---- The number reader's words (claim_number.c) ---- */

/*
 * The number reader's comparison words (claim_number.c).  The first
 * that matches wins, so a longer word comes before its prefix
 * (%ポイント before %).  A factor other than 1 scales the written
 * number: 割 is tenths, so 3割 reads as 30%.
 */
const struct words_suffix words_suffixes[] = {
	{ "%\xED\x8F\xAC\xEC\x9D\xB8\xED\x8A\xB8", NUM_PP, 0, 1 }, /* %포인트 */
	/* %ポイント, ％ポイント */
	{ "%\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88", NUM_PP, 0, 1 },
	{ "\xEF\xBC\x85\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88",
	  NUM_PP, 0, 1 },
	{ "%p", NUM_PP, 1, 1 },
	/* English written out: "2.3 percentage points", "12 percent" */
	{ "percentage points", NUM_PP, 1, 1 },
	{ "percentage point", NUM_PP, 1, 1 },
	{ "percent", NUM_PERCENT, 1, 1 },
	{ "%", NUM_PERCENT, 0, 1 },
	{ "\xEF\xBC\x85", NUM_PERCENT, 0, 1 },	/* ％, fullwidth */
	{ "pp", NUM_PP, 1, 1 },
	{ "\xE4\xB8\xAA\xE7\x99\xBE\xE5\x88\x86\xE7\x82\xB9", NUM_PP, 0, 1 },
	{ "\xE7\x99\xBE\xE5\x88\x86\xE7\x82\xB9", NUM_PP, 0, 1 },
	/* 個百分點, 百分點 */
	{ "\xE5\x80\x8B\xE7\x99\xBE\xE5\x88\x86\xE9\xBB\x9E", NUM_PP, 0, 1 },
	{ "\xE7\x99\xBE\xE5\x88\x86\xE9\xBB\x9E", NUM_PP, 0, 1 },
	/* 퍼센트포인트, 퍼센트 */
	{ "\xED\x8D\xBC\xEC\x84\xBC\xED\x8A\xB8\xED\x8F\xAC\xEC\x9D\xB8"
	  "\xED\x8A\xB8", NUM_PP, 0, 1 },
	{ "\xED\x8D\xBC\xEC\x84\xBC\xED\x8A\xB8", NUM_PERCENT, 0, 1 },
	/* パーセントポイント, パーセント, ポイント */
	{ "\xE3\x83\x91\xE3\x83\xBC\xE3\x82\xBB\xE3\x83\xB3\xE3\x83\x88"
	  "\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88", NUM_PP, 0, 1 },
	{ "\xE3\x83\x91\xE3\x83\xBC\xE3\x82\xBB\xE3\x83\xB3\xE3\x83\x88",
	  NUM_PERCENT, 0, 1 },
	{ "\xE3\x83\x9D\xE3\x82\xA4\xE3\x83\xB3\xE3\x83\x88", NUM_PP, 0, 1 },
	{ "\xC3\x97", NUM_RATIO, 0, 1 },		/* × */
	{ "x", NUM_RATIO, 1, 1 },
	{ "\xE5\x80\x8D", NUM_RATIO, 0, 1 },	/* 倍 */
	{ "\xEB\xB0\xB0", NUM_RATIO, 0, 1 },	/* 배 */
	{ "\xE5\x89\xB2", NUM_PERCENT, 0, 10 },	/* 割 */
};
const size_t words_nsuffixes = N(words_suffixes);

/* The CJK scale words section 3.3 reads. */
const struct words_scale words_scales[] = {
	{ "\xE5\x8D\x83", 1e3 },	/* 千 */
	{ "\xEC\xB2\x9C", 1e3 },	/* 천 */
	{ "\xE4\xB8\x87", 1e4 },	/* 万 */
	{ "\xE8\x90\xAC", 1e4 },	/* 萬 */
	{ "\xEB\xA7\x8C", 1e4 },	/* 만 */
	{ "\xE4\xBA\xBF", 1e8 },	/* 亿 */
	{ "\xE5\x84\x84", 1e8 },	/* 億 */
	{ "\xEC\x96\xB5", 1e8 },	/* 억 */
};
const size_t words_nscales = N(words_scales);

/*
 * CJK numerals and scale words, read or not (claim_number.c): Chinese
 * and Japanese 〇 to 九, 十 百 千 万 萬 亿 億 兆 京, the financial 壹 to
 * 玖, 拾 佰 仟, 零, and the Korean scale words 십 백 천 만 억 조 경.
 * Korean digit syllables (일, 이, 삼...) are left out: glued to a
 * number they are mostly particles ("3이").  Three bytes each, one
 * string.
 */
const char words_cjk_numerals[] =
    "\xE3\x80\x87\xE4\xB8\x80\xE4\xBA\x8C\xE4\xB8\x89\xE5\x9B\x9B"
    "\xE4\xBA\x94\xE5\x85\xAD\xE4\xB8\x83\xE5\x85\xAB\xE4\xB9\x9D"
    "\xE5\x8D\x81\xE7\x99\xBE\xE5\x8D\x83\xE4\xB8\x87\xE8\x90\xAC"
    "\xE4\xBA\xBF\xE5\x84\x84\xE5\x85\x86\xE4\xBA\xAC\xE5\xA3\xB9"
    "\xE8\xB4\xB0\xE8\xB2\xB3\xE5\x8F\x81\xE5\x8F\x83\xE8\x82\x86"
    "\xE4\xBC\x8D\xE9\x99\x86\xE9\x99\xB8\xE6\x9F\x92\xE6\x8D\x8C"
    "\xE7\x8E\x96\xE6\x8B\xBE\xE4\xBD\xB0\xE4\xBB\x9F\xE9\x9B\xB6"
    "\xEC\x8B\xAD\xEB\xB0\xB1\xEC\xB2\x9C\xEB\xA7\x8C\xEC\x96\xB5"
    "\xEC\xA1\xB0\xEA\xB2\xBD";

/* Of those, the ones that multiply: 十 百 兆 京 拾 佰 仟 십 백 조 경. */
const char words_cjk_multipliers[] =
    "\xE5\x8D\x81\xE7\x99\xBE\xE5\x85\x86\xE4\xBA\xAC\xE6\x8B\xBE"
    "\xE4\xBD\xB0\xE4\xBB\x9F\xEC\x8B\xAD\xEB\xB0\xB1\xEC\xA1\xB0"
    "\xEA\xB2\xBD";

/* ---- Statistics, runs, quotes (suggest_*.c) ---- */

const struct words_stat words_stats[] = {
	/* The median is the default; its words make it the one named. */
	{ "median", STAT_MEDIAN },
	{ "\xE4\xB8\xAD\xE4\xBD\x8D\xE6\x95\xB0", STAT_MEDIAN },	/* 中位数 */
	{ "\xE4\xB8\xAD\xE5\xA4\xAE\xE5\x80\xA4", STAT_MEDIAN },	/* 中央値 */
	{ "\xEC\xA4\x91\xEC\x95\x99\xEA\xB0\x92", STAT_MEDIAN },	/* 중앙값 */
	{ "\xED\x8F\x89\xEA\xB7\xA0", STAT_MEAN },	/* 평균 */
	{ "\xE5\xB9\xB3\xE5\x9D\x87", STAT_MEAN },	/* 平均 */
	{ "mean", STAT_MEAN }, { "average", STAT_MEAN },
	{ "avg", STAT_MEAN },
	{ "\xEC\xB5\x9C\xEC\x86\x8C", STAT_MIN },	/* 최소 */
	{ "\xE6\x9C\x80\xE5\xB0\x8F", STAT_MIN },	/* 最小 */
	{ "\xE6\x9C\x80\xE5\xB0\x91", STAT_MIN },	/* 最少 */
	{ "\xEC\xB5\x9C\xEC\x86\x9F\xEA\xB0\x92", STAT_MIN },	/* 최솟값 */
	{ "min", STAT_MIN }, { "minimum", STAT_MIN },
	{ "lowest", STAT_MIN },
	{ "\xEC\xB5\x9C\xEB\x8C\x80", STAT_MAX },	/* 최대 */
	{ "\xE6\x9C\x80\xE5\xA4\xA7", STAT_MAX },	/* 最大 */
	{ "\xE6\x9C\x80\xE5\xA4\x9A", STAT_MAX },	/* 最多 */
	{ "\xEC\xB5\x9C\xEB\x8C\x93\xEA\xB0\x92", STAT_MAX },	/* 최댓값 */
	{ "max", STAT_MAX }, { "maximum", STAT_MAX },
	{ "highest", STAT_MAX },
	{ "\xED\x95\xA9\xEC\xB3\x90", STAT_SUM },	/* 합쳐 */
	{ "\xED\x95\xA9\xEA\xB3\x84", STAT_SUM },	/* 합계 */
	{ "\xE5\x90\x88\xE8\xAE\xA1", STAT_SUM },	/* 合计 */
	{ "\xE6\x80\xBB\xE8\xAE\xA1", STAT_SUM },	/* 总计 */
	{ "\xE6\x80\xBB\xE5\x92\x8C", STAT_SUM },	/* 总和 */
	{ "\xE5\x90\x88\xE8\xA8\x88", STAT_SUM },	/* 合計 */
	/* added 12/2026: "5 次加起来是 1.39 万秒" */
	{ "\xE5\x8A\xA0\xE8\xB5\xB7\xE6\x9D\xA5", STAT_SUM },	/* 加起来 */
	{ "\xE6\x80\xBB\xE5\x85\xB1", STAT_SUM },	/* 总共 */
	{ "\xE4\xB8\x80\xE5\x85\xB1", STAT_SUM },	/* 一共 */
	{ "\xE7\xB4\xAF\xE8\xAE\xA1", STAT_SUM },	/* 累计 */
	{ "\xE5\x85\xB1\xE8\xAE\xA1", STAT_SUM },	/* 共计 */
	{ "\xED\x95\xA9\xED\x95\x98\xEB\xA9\xB4", STAT_SUM },	/* 합하면 */
	{ "\xE5\x90\x88\xE3\x82\x8F\xE3\x81\x9B\xE3\x81\xA6", STAT_SUM },	/* 合わせて */
	{ "\xE7\xB4\xAF\xE8\xA8\x88", STAT_SUM },	/* 累計 */
	{ "\xE5\x90\x88\xE7\xAE\x97", STAT_SUM },	/* 合算 */
	{ "sum", STAT_SUM }, { "total", STAT_SUM }, { "summed", STAT_SUM },
	{ "altogether", STAT_SUM },
	/* The runs' relative spread, stddev over mean ("a cv of 0.7%"). */
	{ "cv", STAT_CV }, { "coefficient of variation", STAT_CV },
	{ "\xE5\x8F\x98\xE5\xBC\x82\xE7\xB3\xBB\xE6\x95\xB0", STAT_CV },	/* 变异系数 */
	{ "\xEB\xB3\x80\xEB\x8F\x99\xEA\xB3\x84\xEC\x88\x98", STAT_CV },	/* 변동계수 */
	{ "\xE5\xA4\x89\xE5\x8B\x95\xE4\xBF\x82\xE6\x95\xB0", STAT_CV },	/* 変動係数 */
	/*
	 * Statistics the suggester offers none of, listed so that their
	 * names (the site's calc.*) are not read as the mean inside them.
	 */
	{ "geometric mean", STAT_GEOMEAN }, { "geomean", STAT_GEOMEAN },
	{ "\xE5\x87\xA0\xE4\xBD\x95\xE5\xB9\xB3\xE5\x9D\x87", STAT_GEOMEAN }, /* 几何平均 */
	{ "\xE5\xB9\xBE\xE4\xBD\x95\xE5\xB9\xB3\xE5\x9D\x87", STAT_GEOMEAN }, /* 幾何平均 */
	{ "\xEA\xB8\xB0\xED\x95\x98\xED\x8F\x89\xEA\xB7\xA0", STAT_GEOMEAN }, /* 기하평균 */
	{ "harmonic mean", STAT_HMEAN }, { "hmean", STAT_HMEAN },
	{ "\xE8\xB0\x83\xE5\x92\x8C\xE5\xB9\xB3\xE5\x9D\x87", STAT_HMEAN }, /* 调和平均 */
	{ "\xE8\xAA\xBF\xE5\x92\x8C\xE5\xB9\xB3\xE5\x9D\x87", STAT_HMEAN }, /* 調和平均 */
	{ "\xEC\xA1\xB0\xED\x99\x94\xED\x8F\x89\xEA\xB7\xA0", STAT_HMEAN }, /* 조화평균 */
};
const size_t words_nstats = N(words_stats);

/*
 * Words of the runs' spread: a number right after one (or in a sentence
 * that names no other statistic) is a standard deviation, "stddev 1.5K
 * and 1.8K"; never read from a caption or "mean (stddev)", where the
 * pair's first number is the mean.
 */
const char *const words_spread[] = {
	"stddev", "stdev", "std dev", "standard deviation",
	"\xE6\xA0\x87\xE5\x87\x86\xE5\xB7\xAE",		/* 标准差 */
	"\xE6\xA8\x99\xE6\xBA\x96\xE5\x81\x8F\xE5\xB7\xAE",	/* 標準偏差 */
	"\xED\x91\x9C\xEC\xA4\x80\xED\x8E\xB8\xEC\xB0\xA8"	/* 표준편차 */
};
const size_t words_nspread = N(words_spread);

const struct words_best words_best[] = {
	{ "best", 1 }, { "fastest", 1 }, { "worst", -1 }, { "slowest", -1 },
	{ "\xE6\x9C\x80\xE5\xA5\xBD", 1 },		/* 最好 */
	{ "\xE6\x9C\x80\xE5\xBF\xAB", 1 },		/* 最快 */
	{ "\xE6\x9C\x80\xE5\xB7\xAE", -1 },		/* 最差 */
	{ "\xE6\x9C\x80\xE6\x85\xA2", -1 },		/* 最慢 */
	{ "\xE6\x9C\x80\xE5\x9D\x8F", -1 },		/* 最坏 */
	{ "\xE6\x9C\x80\xE9\x80\x9F", 1 },		/* 最速 */
	{ "\xE6\x9C\x80\xE8\x89\xAF", 1 },		/* 最良 */
	{ "\xE6\x9C\x80\xE6\x82\xAA", -1 },		/* 最悪 */
	{ "\xE6\x9C\x80\xE9\x81\x85", -1 },		/* 最遅 */
	{ "\xE3\x83\x99\xE3\x82\xB9\xE3\x83\x88", 1 },	/* ベスト */
	{ "\xE3\x83\xAF\xE3\x83\xBC\xE3\x82\xB9\xE3\x83\x88", -1 }, /* ワースト */
	{ "\xEC\xB5\x9C\xEA\xB3\xA0", 1 },		/* 최고 */
	{ "\xEC\xB5\x9C\xEC\x83\x81", 1 },		/* 최상 */
	{ "\xEC\xB5\x9C\xEC\x95\x85", -1 },		/* 최악 */
	{ "\xEA\xB0\x80\xEC\x9E\xA5 \xEB\xB9\xA0\xEB\xA5\xB8", 1 }, /* 가장 빠른 */
	{ "\xEA\xB0\x80\xEC\x9E\xA5 \xEB\x8A\x90\xEB\xA6\xB0", -1 }, /* 가장 느린 */
	{ "\xE6\x9C\x80\xE3\x82\x82\xE9\x80\x9F\xE3\x81\x84", 1 },	/* 最も速い */
	{ "\xE6\x9C\x80\xE3\x82\x82\xE9\x81\x85\xE3\x81\x84", -1 },	/* 最も遅い */
	{ "\xE4\xB8\x80\xE7\x95\xAA\xE9\x80\x9F\xE3\x81\x84", 1 },	/* 一番速い */
	{ "\xE4\xB8\x80\xE7\x95\xAA\xE9\x81\x85\xE3\x81\x84", -1 },	/* 一番遅い */
	{ "\xE6\x9C\x80\xE3\x82\x82\xE8\x89\xAF\xE3\x81\x84", 1 },	/* 最も良い */
	{ "\xE6\x9C\x80\xE3\x82\x82\xE6\x82\xAA\xE3\x81\x84", -1 },	/* 最も悪い */
};
const size_t words_nbest = N(words_best);

const char *const words_runs_units[] = {
	"runs", "reps", "\xED\x9A\x8C", "\xE6\x9D\xA1", "\xE6\xAC\xA1",
	"\xEB\xB2\x88", "\xE8\xBD\xAE", "\xE5\x9B\x9E"	/* 회 条 次 번 轮 回 */
};
const size_t words_nruns_units = N(words_runs_units);

const char *const words_runs[] = {
	"run", "rep", "\xE8\xBF\x90\xE8\xA1\x8C",	/* 运行 */
	"\xE9\x87\x8D\xE5\xA4\x8D",			/* 重复 */
	"\xEC\x8B\xA4\xED\x96\x89",			/* 실행 */
	"\xEB\xB0\x98\xEB\xB3\xB5",			/* 반복 */
	"\xE5\xAE\x9F\xE8\xA1\x8C",			/* 実行 */
	"\xE5\x8F\x8D\xE5\xBE\xA9"			/* 反復 */
};
const size_t words_nruns = N(words_runs);

const char *const words_quotes[] = {
	"\xE5\x8E\x9F\xE6\xA0\xB7",		/* 原样 */
	"\xE5\x8E\x9F\xE6\x96\x87",		/* 原文 */
	"\xE7\x85\xA7\xE6\x8A\x84",		/* 照抄 */
	"\xE8\xBD\xAC\xE5\xBC\x95",		/* 转引 */
	"\xEC\x98\xAE\xEA\xB2\xA8 \xEC\xA0\x81",	/* 옮겨 적 */
	"\xEC\x9D\xB8\xEC\x9A\xA9",		/* 인용 */
	"verbatim", "quoted", "as quoted"
};
const size_t words_nquotes = N(words_quotes);

const char *const words_derived[] = {
	"multiplied by", "multiplying", "divided by", "dividing",
	"\xE4\xB9\x98\xE4\xBB\xA5",		/* 乘以 */
	"\xE9\x99\xA4\xE4\xBB\xA5",		/* 除以 */
	"\xE7\x9B\xB8\xE4\xB9\x98",		/* 相乘 */
	"\xE7\x9B\xB8\xE9\x99\xA4",		/* 相除 */
	"\xEA\xB3\xB1\xED\x95\x98\xEB\xA9\xB4",	/* 곱하면 */
	"\xEA\xB3\xB1\xED\x95\x9C",		/* 곱한 */
	"\xEB\x82\x98\xEB\x88\x84\xEB\xA9\xB4",	/* 나누면 */
	"\xEB\x82\x98\xEB\x88\x88",		/* 나눈 */
	"\xE6\x8E\x9B\xE3\x81\x91\xE3\x82\x8B\xE3\x81\xA8",	/* 掛けると */
	"\xE3\x81\x8B\xE3\x81\x91\xE3\x82\x8B\xE3\x81\xA8",	/* かけると */
	"\xE5\x89\xB2\xE3\x82\x8B\xE3\x81\xA8",	/* 割ると */
};
const size_t words_nderived = N(words_derived);

/*
 * Words that join two numbers of a sentence as one change, from the
 * first to the second: "from 5,270 to 1,872", "611K vs 616K", "→",
 * 从 5,270 个降到 1,872 个, 5,270개에서 1,872개로, 5,270 件から 1,872 件に.
 * The suggester reads each number as evidence for the other (two
 * configs' values of one metric).  ASCII words as words, the others
 * anywhere between the two.
 */
const char *const words_pair_joins[] = {
	"to", "vs", "versus", "against", "->",
	"\xE2\x86\x92",			/* → */
	"\xE5\x88\xB0",			/* 到 */
	"\xE8\x87\xB3",			/* 至 */
	"\xEC\x97\x90\xEC\x84\x9C",		/* 에서 */
	"\xE3\x81\x8B\xE3\x82\x89"		/* から */
};
const size_t words_npair_joins = N(words_pair_joins);

/* ---- Label words (claim_label*.c, CLAIMS.md 5): names, versions ---- */

/*
 * Words after which a plain number is a version, not a measurement
 * (claim_label.c): a product or a version word (kernel 6.1, gcc 13);
 * the report may write the version again bare.  ASCII words here and
 * in the two lists below match in any case and must start a word; a
 * '.' may follow (Fig. 2, sec. 5).
 */
const char *const words_label_versions[] = {
	"version", "ver", "release", "rev", "kernel", "kernels", "linux",
	"ubuntu", "debian", "fedora", "centos", "rhel", "gcc", "clang",
	"llvm", "python", "go", "rust", "rustc", "java", "jdk", "openjdk",
	"node", "nodejs", "postgresql", "postgres", "mysql", "mariadb",
	"redis", "nginx", "glibc", "cmake", "windows", "macos", "android",
	"openssl", "jemalloc", "tls", "http", "pcie",
};
const size_t words_nlabel_versions = N(words_label_versions);

/*
 * Words that name a place in a text or an index (section 5, table 2,
 * RAID 1, node 0): the number after them is a NAME.
 */
const char *const words_label_refs[] = {
	"section", "sec", "sect", "sections", "chapter", "ch",
	"figure", "fig", "table", "tab", "step", "appendix", "part",
	"see", "rfc", "raid", "numa", "socket", "cpu", "cpus",
	"issue", "bug", "pr", "item", "row", "column", "footnote",
	"line", "lines", "level", "gen"
};
const size_t words_nlabel_refs = N(words_label_refs);

/*
 * Hardware model lines (claim_label.c): a number right after one, or
 * after one and a tier (Xeon Gold 6338, Ryzen 9 7950X, Core i7 12700),
 * names a part, not a result: EPYC 9454, Graviton 3, Kunpeng 920.
 * ASCII whole words, any case; the name is ASCII in every language.
 */
const char *const words_label_models[] = {
	"epyc", "opteron", "ryzen", "threadripper", "athlon", "xeon",
	"core", "pentium", "celeron", "atom", "itanium", "graviton", "altra",
	"ampere", "kunpeng", "hygon", "phytium", "yitian", "thunderx",
	"snapdragon", "exynos", "dimensity", "optane", "geforce", "radeon",
	"quadro", "instinct",
};
const size_t words_nlabel_models = N(words_label_models);

/*
 * A tier between a model line and its number (Xeon Gold 6338, Xeon
 * Platinum 8380, GeForce RTX 4090, Radeon RX 7900, Threadripper PRO
 * 5995WX); a short number or an identifier stands there too (Ryzen 9,
 * Core i7), see claim_label.c.
 */
const char *const words_label_model_tiers[] = {
	"gold", "platinum", "silver", "bronze", "max", "pro", "ultra",
	"plus", "rtx", "gtx", "rx", "altra", "threadripper", "w", "e",
	"mi", "mx",
};
const size_t words_nlabel_model_tiers = N(words_label_model_tiers);

/*
 * Vendors before a model (2x Intel Xeon, 2× Samsung PM9A3): a multiple
 * right before one counts parts (claim_label_setup.c).
 */
const char *const words_label_vendors[] = {
	"intel", "amd", "arm", "apple", "nvidia", "samsung", "micron",
	"kioxia", "wd", "seagate", "solidigm", "mellanox", "broadcom",
	"huawei", "hygon", "ampere", "aws",
};
const size_t words_nlabel_vendors = N(words_label_vendors);

/*
 * Besides words_pair_joins, the words that compare two models' values
 * (Xeon 120 对 EPYC 140, EPYC 9454 比 Xeon 6338 快): a number by one is
 * not a model number (claim_label.c).  CJK, anywhere.
 */
const char *const words_label_model_pairs[] = {
	"\xE5\xAF\xB9",	/* 对 */
	"\xE5\xB0\x8D",	/* 對 */
	"\xE6\xAF\x94",	/* 比 */
	"\xE5\xAF\xBE",	/* 対 */
	"\xEB\x8C\x80",	/* 대 */
};
const size_t words_nlabel_model_pairs = N(words_label_model_pairs);

/*
 * Around a multiple of a part (claim_label_setup.c): the one word that
 * may stand between the clause's start and "2x" (with 2x Optane
 * P5800X), and the words that may follow the part's model (2x Optane
 * P5800X drives).  ASCII whole words, any case.
 */
const char *const words_part_before[] = {
	"with", "on", "using", "and", "plus", "across", "over",
};
const size_t words_npart_before = N(words_part_before);
const char *const words_part_after[] = {
	"and", "with", "in", "on", "as", "for", "each", "per", "drive",
	"drives", "disk", "disks", "ssd", "ssds", "nvme", "card", "cards",
	"cpu", "cpus", "socket", "sockets", "node", "nodes", "gpu", "gpus",
	"nic", "nics", "dimm", "dimms",
};
const size_t words_npart_after = N(words_part_after);

/* Words that number a patch series: patches 1-2. */
const char *const words_label_patches[] = {
	"patch", "patches", "series"
};
const size_t words_nlabel_patches = N(words_label_patches);

/*
 * The places in CJK, with no word boundary needed: §5, 第 8 节, 图 3.
 */
const char *const words_label_refs_cjk[] = {
	"\xC2\xA7",	/* § */
	"\xE7\xAC\xAC",	/* 第 */
	"\xE8\xA7\x81",	/* 见 */
	"\xE8\xA6\x8B",	/* 見 */
	"\xE5\x9B\xBE",	/* 图 */
	"\xE5\x9C\x96",	/* 圖 */
	"\xE5\x9B\xB3",	/* 図 */
	"\xE8\xA1\xA8",	/* 表 */
	"\xEA\xB7\xB8\xEB\xA6\xBC",	/* 그림 */
	"\xED\x91\x9C",	/* 표 */
	"\xE8\xA1\xA5\xE4\xB8\x81",	/* 补丁 */
	"\xE3\x83\x91\xE3\x83\x83\xE3\x83\x81",	/* パッチ */
	"\xED\x8C\xA8\xEC\xB9\x98",	/* 패치 */
	"\xEC\x84\xB8\xEB\x8C\x80",	/* 세대 */
	"\xE4\xB8\x96\xE4\xBB\xA3",	/* 世代 */
};
const size_t words_nlabel_refs_cjk = N(words_label_refs_cjk);

/* The versions in CJK: 内核 6.1, 버전 2. */
const char *const words_label_versions_cjk[] = {
	"\xE5\x86\x85\xE6\xA0\xB8",		/* 内核 */
	"\xE7\x89\x88\xE6\x9C\xAC",		/* 版本 */
	"\xEC\xBB\xA4\xEB\x84\x90",		/* 커널 */
	"\xEB\xB2\x84\xEC\xA0\x84",		/* 버전 */
	"\xEC\x9A\xB0\xEB\xB6\x84\xED\x88\xAC",	/* 우분투 */
	"\xE3\x82\xAB\xE3\x83\xBC\xE3\x83\x8D\xE3\x83\xAB",	/* カーネル */
	/* バージョン: one string (clang's -Wstring-concatenation) */
	"\xE3\x83\x90\xE3\x83\xBC\xE3\x82\xB8\xE3\x83\xA7\xE3\x83\xB3"
};
const size_t words_nlabel_versions_cjk = N(words_label_versions_cjk);

/*
 * After a label number: 3장, 3절 (chapter, section), 3章, 3节, 3節.
 */
const char *const words_label_after[] = {
	"\xEC\x9E\xA5",	/* 장 */
	"\xEC\xA0\x88",	/* 절 */
	"\xE7\xAB\xA0",	/* 章 */
	"\xE8\x8A\x82",	/* 节 */
	"\xE7\xAF\x80",	/* 節 */
	"\xED\x9A\x8C\xEC\xB0\xA8",	/* 회차 */
	"\xEB\xB2\x88\xEC\xA7\xB8",	/* 번째 */
	"\xE5\x9B\x9E\xE7\x9B\xAE",	/* 回目 */
	"\xE7\x95\xAA\xE7\x9B\xAE",	/* 番目 */
};
const size_t words_nlabel_after = N(words_label_after);

/*
 * Between two versions, the second written bare: MySQL 8.0 と 8.4,
 * kernel 6.1 and 6.8, 内核 6.1 和 6.6 (claim_label.c).  ASCII words
 * whole, any case.
 */
const char *const words_version_joins[] = {
	"and",
	"or",
	"vs",
	"vs.",
	"versus",
	"to",
	"/",
	",",
	"\xE3\x80\x81",	/* 、 */
	"\xEF\xBC\x8C",	/* ， */
	"\xE2\x86\x92",	/* → */
	"->",
	"\xE3\x81\xA8",	/* と */
	"\xE3\x81\x8B\xE3\x82\x89",	/* から */
	"\xE5\x92\x8C",	/* 和 */
	"\xE4\xB8\x8E",	/* 与 */
	"\xE5\x8F\x8A",	/* 及 */
	"\xE5\x88\xB0",	/* 到 */
	"\xEC\x99\x80",	/* 와 */
	"\xEA\xB3\xBC",	/* 과 */
	"\xEB\xB0\x8F",	/* 및 */
	"\xEC\x97\x90\xEC\x84\x9C",	/* 에서 */
};
const size_t words_nversion_joins = N(words_version_joins);

/*
 * Before a version written bare, the machine it runs on: 本机 7.0,
 * ローカル 6.13 (claim_label.c).  ASCII whole, any case.
 */
const char *const words_version_here[] = {
	"this machine", "this box", "locally",
	"\xE6\x9C\xAC\xE6\x9C\xBA",	/* 本机 */
	"\xE6\x9C\xAC\xE6\xA9\x9F",	/* 本機 */
	"\xE6\x9C\xAC\xE5\x9C\xB0",	/* 本地 */
	"\xE6\x89\x8B\xE5\x85\x83",	/* 手元 */
	"\xE3\x83\xAD\xE3\x83\xBC\xE3\x82\xAB\xE3\x83\xAB",	/* ローカル */
	"\xEB\xA1\x9C\xEC\xBB\xAC",	/* 로컬 */
};
const size_t words_nversion_here = N(words_version_here);

/* ---- Label words: the setup ---- */

/*
 * A heading that names the setup, its design or the background: its
 * section's plain numbers describe how the test ran (claim_label_setup.c).
 * ASCII words whole, any case; CJK anywhere in the heading.  Not a bare
 * "method" (方法, 방법, 设计): a statistic's method or an analysis may
 * state measured results ("each within 4 ms").
 */
const char *const words_setup_headings[] = {
	"setup",
	"environment",
	"background",
	"methodology",
	"configuration",
	"testbed",
	"test bed",
	"hardware",
	"how we tested",
	"\xE7\x8E\xAF\xE5\xA2\x83",	/* 环境 */
	"\xE8\x83\x8C\xE6\x99\xAF",	/* 背景 */
	"\xE7\x94\xA8\xE4\xBE\x8B\xE8\xAE\xBE\xE8\xAE\xA1",	/* 用例设计 */
	"\xE5\xAE\x9E\xE9\xAA\x8C\xE8\xAE\xBE\xE8\xAE\xA1",	/* 实验设计 */
	"\xE6\xB5\x8B\xE8\xAF\x95\xE8\xAE\xBE\xE8\xAE\xA1",	/* 测试设计 */
	"\xE6\xB5\x8B\xE8\xAF\x95\xE6\x96\xB9\xE6\xB3\x95",	/* 测试方法 */
	"\xE6\xB5\x8B\xE9\x87\x8F\xE6\x96\xB9\xE6\xB3\x95",	/* 测量方法 */
	"\xE9\x85\x8D\xE7\xBD\xAE",	/* 配置 */
	"\xE6\xB8\xAC\xE5\xAE\x9A\xE6\x96\xB9\xE6\xB3\x95",	/* 測定方法 */
	"\xE8\xA9\xA6\xE9\xA8\x93\xE6\x96\xB9\xE6\xB3\x95",	/* 試験方法 */
	"\xE7\x92\xB0\xE5\xA2\x83",	/* 環境 */
	"\xE6\xA7\x8B\xE6\x88\x90",	/* 構成 */
	"\xE8\xA8\xAD\xE5\xAE\x9A",	/* 設定 */
	"\xE6\x89\x8B\xE9\xA0\x86",	/* 手順 */
	"\xED\x99\x98\xEA\xB2\xBD",	/* 환경 */
	"\xEB\xB0\xB0\xEA\xB2\xBD",	/* 배경 */
	"\xEC\xB8\xA1\xEC\xA0\x95 \xEB\xB0\xA9\xEB\xB2\x95",	/* 측정 방법 */
	"\xEC\x8B\xA4\xED\x97\x98 \xEB\xB0\xA9\xEB\xB2\x95",	/* 실험 방법 */
	"\xEA\xB5\xAC\xEC\x84\xB1",	/* 구성 */
	"\xEC\x84\xA4\xEC\xA0\x95",	/* 설정 */
	/* How to run it again: the steps and their durations. */
	"reproduce",
	"reproducing",
	"reproduction",
	"\xE6\xB5\x8B\xE9\x87\x8F\xE6\x96\xB9\xE5\xBC\x8F",	/* 测量方式 */
	"\xE6\xB5\x8B\xE8\xAF\x95\xE6\x96\xB9\xE5\xBC\x8F",	/* 测试方式 */
	"\xE5\xA4\x8D\xE7\x8E\xB0",	/* 复现 */
	"\xE5\x86\x8D\xE7\x8F\xBE",	/* 再現 */
	"\xEC\x9E\xAC\xED\x98\x84",	/* 재현 */
};
const size_t words_nsetup_headings = N(words_setup_headings);

/*
 * Setup counts (claim_label.c): a plain number right before one of
 * these (16 CPUs, 128 clients, 16-core, 64-bit), or, joined by '=',
 * after one (threads=16, numjobs=4), describes the setup.  Any case,
 * whole words.
 */
const char *const words_setup_nouns[] = {
	"cpu", "cpus", "vcpu", "vcpus", "core", "cores", "thread",
	"threads", "client", "clients", "group", "groups", "process",
	"processes", "proc", "procs", "task", "tasks", "job", "jobs",
	"numjobs", "worker", "workers", "socket", "sockets", "node",
	"nodes", "conn", "conns", "connection", "connections", "instance",
	"instances", "vm", "vms", "container", "containers", "disk",
	"disks", "drive", "drives", "ssd", "ssds", "nvme", "gpu", "gpus",
	"queue", "queues", "partition", "partitions", "shard", "shards",
	"replica", "replicas", "warehouse", "warehouses", "channel",
	"channels", "dimm", "dimms", "way", "bit", "iodepth", "nr_threads",
	"nproc", "runtime",
	"swappiness",
	"scale",
};
const size_t words_nsetup_nouns = N(words_setup_nouns);

/*
 * The same in CJK, right after the number (16 コア, 8 核), after a
 * counter (8 个线程, 8 個のスレッド), or before it with an optional
 * 数/수 and counter (스레드 8개, スレッド数 8, 并发 128).
 */
const char *const words_setup_nouns_cjk[] = {
	"\xE3\x82\xB3\xE3\x82\xA2",	/* コア */
	"\xE3\x82\xB9\xE3\x83\xAC\xE3\x83\x83\xE3\x83\x89",	/* スレッド */
	"\xE3\x82\xAF\xE3\x83\xA9\xE3\x82\xA4\xE3\x82\xA2\xE3\x83\xB3\xE3\x83\x88",	/* クライアント */
	"\xE4\xB8\xA6\xE5\x88\x97",	/* 並列 */
	"\xE3\x83\x97\xE3\x83\xAD\xE3\x82\xBB\xE3\x82\xB9",	/* プロセス */
	"\xE3\x83\x8E\xE3\x83\xBC\xE3\x83\x89",	/* ノード */
	"\xE3\x82\xBD\xE3\x82\xB1\xE3\x83\x83\xE3\x83\x88",	/* ソケット */
	"\xE5\x8F\xB0",	/* 台 */
	"\xE6\xA0\xB8",	/* 核 */
	"\xE7\xBA\xBF\xE7\xA8\x8B",	/* 线程 */
	"\xE5\xAE\xA2\xE6\x88\xB7\xE7\xAB\xAF",	/* 客户端 */
	"\xE8\xBF\x9B\xE7\xA8\x8B",	/* 进程 */
	"\xE8\x8A\x82\xE7\x82\xB9",	/* 节点 */
	"\xE5\xB9\xB6\xE5\x8F\x91",	/* 并发 */
	"\xE7\xBB\x84",	/* 组 */
	"\xEC\xBD\x94\xEC\x96\xB4",	/* 코어 */
	"\xEC\x8A\xA4\xEB\xA0\x88\xEB\x93\x9C",	/* 스레드 */
	"\xED\x81\xB4\xEB\x9D\xBC\xEC\x9D\xB4\xEC\x96\xB8\xED\x8A\xB8",	/* 클라이언트 */
	"\xED\x94\x84\xEB\xA1\x9C\xEC\x84\xB8\xEC\x8A\xA4",	/* 프로세스 */
	"\xEB\x85\xB8\xEB\x93\x9C",	/* 노드 */
	"\xEC\x86\x8C\xEC\xBC\x93",	/* 소켓 */
	"\xE3\x82\xB9\xE3\x82\xB1\xE3\x83\xBC\xE3\x83\xAB\xE3\x83\x95\xE3\x82\xA1\xE3\x82\xAF\xE3\x82\xBF",	/* スケールファクタ */
	"\xEC\x8A\xA4\xEC\xBC\x80\xEC\x9D\xBC \xED\x8C\xA9\xED\x84\xB0",	/* 스케일 팩터 */
};
const size_t words_nsetup_nouns_cjk = N(words_setup_nouns_cjk);

/*
 * Counters between a number and its setup noun: 8 个线程, 8 個のスレッド.
 */
const char *const words_counters[] = {
	"\xE4\xB8\xAA",	/* 个 */
	"\xE5\x80\x8B",	/* 個 */
	"\xEA\xB0\x9C",	/* 개 */
	"\xE6\x9C\xAC",	/* 本 */
};
const size_t words_ncounters = N(words_counters);

/*
 * Right before a number, a verb that sets it: the author chose the
 * value, so it is a setting, not a result: set to 1000 ms, 可以设
 * 1000ms, 设为 8 (claim_label_setup.c).  ASCII any case, whole words.
 */
const char *const words_set_before[] = {
	"set to",
	"set it to",
	"set them to",
	"\xE8\xAE\xBE\xE4\xB8\xBA",	/* 设为 */
	"\xE8\xAE\xBE\xE6\x88\x90",	/* 设成 */
	"\xE8\xAE\xBE\xE7\xBD\xAE\xE4\xB8\xBA",	/* 设置为 */
	"\xE8\xAE\xBE\xE7\xBD\xAE\xE6\x88\x90",	/* 设置成 */
	"\xE8\xAE\xBE",	/* 设 */
	"\xE8\xA8\xAD\xE7\x82\xBA",	/* 設為 */
	"\xE8\xA8\xAD\xE5\xAE\x9A\xE7\x82\xBA",	/* 設定為 */
};
const size_t words_nset_before = N(words_set_before);

/*
 * The same after the number and its unit, as Japanese and Korean
 * write it: 1000ms に設定, 1000ms로 설정.
 */
const char *const words_set_after[] = {
	"\xE3\x81\xAB\xE8\xA8\xAD\xE5\xAE\x9A",	/* に設定 */
	"\xE3\x81\xB8\xE8\xA8\xAD\xE5\xAE\x9A",	/* へ設定 */
	"\xEB\xA1\x9C \xEC\x84\xA4\xEC\xA0\x95",	/* 로 설정 */
	"\xEC\x9C\xBC\xEB\xA1\x9C \xEC\x84\xA4\xEC\xA0\x95",	/* 으로 설정 */
	"\xEB\xA1\x9C \xEC\xA7\x80\xEC\xA0\x95",	/* 로 지정 */
	"\xEC\x9C\xBC\xEB\xA1\x9C \xEC\xA7\x80\xEC\xA0\x95",	/* 으로 지정 */
};
const size_t words_nset_after = N(words_set_after);

/*
 * Right before a number, a word that makes it a value the code or the
 * setup fixes, not a result: a fixed 8 ms half-life, default 100,
 * 默认 10 秒, 既定の 8 ms, 기본값 8 (claim_label_setup.c).
 */
const char *const words_fixed_before[] = {
	"fixed",
	"default",
	"hardcoded",
	"hard-coded",
	"constant",
	"\xE5\x9B\xBA\xE5\xAE\x9A",	/* 固定 */
	"\xE9\xBB\x98\xE8\xAE\xA4",	/* 默认 */
	"\xE9\xBB\x98\xE8\xAA\x8D",	/* 默認 */
	"\xE6\x97\xA2\xE5\xAE\x9A\xE3\x81\xAE",	/* 既定の */
	"\xE6\x97\xA2\xE5\xAE\x9A",	/* 既定 */
	"\xE3\x83\x87\xE3\x83\x95\xE3\x82\xA9\xE3\x83\xAB\xE3\x83\x88\xE3\x81\xAE",	/* デフォルトの */
	"\xE3\x83\x87\xE3\x83\x95\xE3\x82\xA9\xE3\x83\xAB\xE3\x83\x88",	/* デフォルト */
	"\xEA\xB8\xB0\xEB\xB3\xB8\xEA\xB0\x92",	/* 기본값 */
	"\xEA\xB3\xA0\xEC\xA0\x95\xEA\xB0\x92",	/* 고정값 */
};
const size_t words_nfixed_before = N(words_fixed_before);

/*
 * A size is a setup when one of these follows it (64GB メモリ, 5 GiB
 * 数据集, 512MiB 상한, 192MiB짜리): the machine's memory, a data set, a
 * limit (claim_label.c).  ASCII words whole, any case.
 */
const char *const words_setup_sizes_after[] = {
	"memory", "RAM", "dataset", "limit",
	"\xE3\x83\xA1\xE3\x83\xA2\xE3\x83\xAA",	/* メモリ */
	"\xE3\x83\x87\xE3\x83\xBC\xE3\x82\xBF\xE3\x82\xBB\xE3\x83\x83\xE3\x83\x88",	/* データセット */
	"\xE5\x86\x85\xE5\xAD\x98",	/* 内存 */
	"\xE6\x95\xB0\xE6\x8D\xAE\xE9\x9B\x86",	/* 数据集 */
	"\xE4\xB8\x8A\xE9\x99\x90",	/* 上限 */
	"\xE9\x99\x90\xE9\xA2\x9D",	/* 限额 */
	"\xEB\xA9\x94\xEB\xAA\xA8\xEB\xA6\xAC",	/* 메모리 */
	"\xEB\x8D\xB0\xEC\x9D\xB4\xED\x84\xB0\xEC\x85\x8B",	/* 데이터셋 */
	"\xEC\x83\x81\xED\x95\x9C",	/* 상한 */
	"\xEC\xA7\x9C\xEB\xA6\xAC",	/* 짜리 */
	"working set",
	"\xE5\xB7\xA5\xE4\xBD\x9C\xE9\x9B\x86",	/* 工作集 */
	"\xEC\x9B\x8C\xED\x82\xB9\xEC\x85\x8B",	/* 워킹셋 */
	"\xE3\x83\xAF\xE3\x83\xBC\xE3\x82\xAD\xE3\x83\xB3\xE3\x82\xB0\xE3\x82\xBB\xE3\x83\x83\xE3\x83\x88",	/* ワーキングセット */
	"anonymous memory",
	"\xE5\x8C\xBF\xE5\x90\x8D\xE5\x86\x85\xE5\xAD\x98",	/* 匿名内存 */
	"\xE5\x8C\xBF\xE5\x90\x8D\xE3\x83\xA1\xE3\x83\xA2\xE3\x83\xAA",	/* 匿名メモリ */
	"\xEC\x9D\xB5\xEB\xAA\x85 \xEB\xA9\x94\xEB\xAA\xA8\xEB\xA6\xAC",	/* 익명 메모리 */
	"huge page",
	"huge pages",
	"hugepage",
	"hugepages",
	"\xE5\xA4\xA7\xE9\xA1\xB5",	/* 大页 */
	"\xE3\x83\x92\xE3\x83\xA5\xE3\x83\xBC\xE3\x82\xB8\xE3\x83\x9A\xE3\x83\xBC\xE3\x82\xB8",	/* ヒュージページ */
	"file",
	"\xED\x8C\x8C\xEC\x9D\xBC",	/* 파일 */
	"\xE6\x96\x87\xE4\xBB\xB6",	/* 文件 */
	"\xE3\x83\x95\xE3\x82\xA1\xE3\x82\xA4\xE3\x83\xAB",	/* ファイル */
};
const size_t words_nsetup_sizes_after = N(words_setup_sizes_after);

/*
 * The same before the size: memcg 448M, limit 1 GiB, 内存 8 GiB.
 */
const char *const words_setup_sizes_before[] = {
	"memcg", "limit", "RAM", "memory",
	"\xE3\x83\xA1\xE3\x83\xA2\xE3\x83\xAA",	/* メモリ */
	"\xE5\x86\x85\xE5\xAD\x98",	/* 内存 */
	"\xE4\xB8\x8A\xE9\x99\x90",	/* 上限 */
	"\xE9\x99\x90\xE9\xA2\x9D",	/* 限额 */
	"\xEB\xA9\x94\xEB\xAA\xA8\xEB\xA6\xAC",	/* 메모리 */
	"\xEC\x83\x81\xED\x95\x9C",	/* 상한 */
	"file size",
	"\xE6\x96\x87\xE4\xBB\xB6\xE5\xA4\xA7\xE5\xB0\x8F",	/* 文件大小 */
	"\xE3\x83\x95\xE3\x82\xA1\xE3\x82\xA4\xE3\x83\xAB\xE3\x82\xB5\xE3\x82\xA4\xE3\x82\xBA",	/* ファイルサイズ */
	"\xED\x8C\x8C\xEC\x9D\xBC \xED\x81\xAC\xEA\xB8\xB0",	/* 파일 크기 */
	/* A data set named before its size: 数据集 6 GiB, dataset 6 GiB. */
	"dataset", "data set",
	"\xE6\x95\xB0\xE6\x8D\xAE\xE9\x9B\x86",	/* 数据集 */
	"\xE3\x83\x87\xE3\x83\xBC\xE3\x82\xBF\xE3\x82\xBB\xE3\x83\x83\xE3\x83\x88",	/* データセット */
	"\xEB\x8D\xB0\xEC\x9D\xB4\xED\x84\xB0\xEC\x85\x8B",	/* 데이터셋 */
};
const size_t words_nsetup_sizes_before = N(words_setup_sizes_before);

/*
 * A file of pages: "400MiB 파일을 읽어" is the file the setup reads,
 * its size a setup (claim_label_setup.c); "file" and "page" in any
 * case as well.
 */
const char *const words_setup_files_cjk[] = {
	"\xED\x8C\x8C\xEC\x9D\xBC",		/* 파일 */
	"\xE6\x96\x87\xE4\xBB\xB6",		/* 文件 */
	"\xE3\x83\x95\xE3\x82\xA1\xE3\x82\xA4\xE3\x83\xAB"	/* ファイル */
};
const size_t words_nsetup_files_cjk = N(words_setup_files_cjk);

const char *const words_setup_pages_cjk[] = {
	"\xED\x8E\x98\xEC\x9D\xB4\xEC\xA7\x80",	/* 페이지 */
	"\xE9\xA1\xB5",				/* 页 */
	"\xE3\x83\x9A\xE3\x83\xBC\xE3\x82\xB8",	/* ページ */
	"page"
};
const size_t words_nsetup_pages_cjk = N(words_setup_pages_cjk);

/*
 * After a percentage, what makes it a share of the workload's setup:
 * 10% 热区, 25% 热集, 10% の行を, 10% hot (claim_label_setup.c).  Not
 * "reads": "the data answers with 41.2% reads 4.1割" is a verb.
 * ASCII words whole, any case.
 */
const char *const words_setup_shares_after[] = {
	"hot",
	"of the rows",
	"of rows",
	"of the keys",
	"of keys",
	"\xE7\x83\xAD\xE5\x8C\xBA",	/* 热区 */
	"\xE7\x83\xAD\xE9\x9B\x86",	/* 热集 */
	"\xE7\x83\xAD\xE7\x82\xB9",	/* 热点 */
	"\xE7\x83\xAD\xE6\x95\xB0\xE6\x8D\xAE",	/* 热数据 */
	"\xE8\xAE\xBF\xE9\x97\xAE\xE5\xAF\x86\xE5\xBA\xA6",	/* 访问密度 */
	"\xE8\xAE\xBF\xE9\x97\xAE\xE6\xAF\x94\xE4\xBE\x8B",	/* 访问比例 */
	"\xE8\xAF\xBB\xE8\xAF\xB7\xE6\xB1\x82",	/* 读请求 */
	"\xE5\x86\x99\xE8\xAF\xB7\xE6\xB1\x82",	/* 写请求 */
	"\xE3\x81\xAE\xE8\xA1\x8C",	/* の行 */
	"\xE3\x81\xAE\xE3\x82\xAD\xE3\x83\xBC",	/* のキー */
	"\xE3\x83\x9B\xE3\x83\x83\xE3\x83\x88",	/* ホット */
	"\xE8\xAA\xAD\xE3\x81\xBF\xE8\xBE\xBC\xE3\x81\xBF",	/* 読み込み */
	"\xE6\x9B\xB8\xE3\x81\x8D\xE8\xBE\xBC\xE3\x81\xBF",	/* 書き込み */
	"\xED\x95\xAB",	/* 핫 */
	"\xEC\x9D\xBD\xEA\xB8\xB0",	/* 읽기 */
	"\xEC\x93\xB0\xEA\xB8\xB0",	/* 쓰기 */
};
const size_t words_nsetup_shares_after = N(words_setup_shares_after);

/* ---- Label words: durations per run and rates per unit ---- */

/*
 * A duration is a setup when it is given per run: 60 s each run,
 * 30 s per iteration (claim_label.c).
 */
const char *const words_run_words[] = {
	"run", "runs", "iteration", "iterations", "test", "tests", "round",
	"rounds", "trial", "trials", "rep", "reps", "repetition",
};
const size_t words_nrun_words = N(words_run_words);

/*
 * After "60 s each run", the words that may go on with the setup (60 s
 * each run with 3 warm-ups, 30 s a run and 5 runs); any other word
 * there may state a change (30 s a run longer, 60 s each run faster).
 * A clause mark, a CJK word or the end of the text may follow too.
 */
const char *const words_run_after[] = {
	"with", "and", "of", "on", "in", "at", "for", "after", "over",
	"using", "then", "plus", "from", "under", "across", "x",
};
const size_t words_nrun_after = N(words_run_after);

/*
 * Right after a duration (its unit, then nothing, "-", の or 的), a
 * word that makes it the period the setup or the code runs at, not a
 * result: a 5 ms period, 10 秒周期, 5ms 間隔, 100ms 주기
 * (claim_label_setup.c).  ASCII words whole, any case.
 */
const char *const words_setup_periods_after[] = {
	"period",
	"interval",
	"cycle",
	"window",
	"timeout",
	"tick",
	"\xE5\x91\xA8\xE6\x9C\x9F",	/* 周期 */
	"\xE9\x97\xB4\xE9\x9A\x94",	/* 间隔 */
	"\xE9\x96\x93\xE9\x9A\x94",	/* 間隔 */
	"\xE7\xAA\x97\xE5\x8F\xA3",	/* 窗口 */
	"\xE8\xB6\x85\xE6\x97\xB6",	/* 超时 */
	"\xEC\xA3\xBC\xEA\xB8\xB0",	/* 주기 */
	"\xEA\xB0\x84\xEA\xB2\xA9",	/* 간격 */
	"\xED\x83\x80\xEC\x9E\x84\xEC\x95\x84\xEC\x9B\x83",	/* 타임아웃 */
};
const size_t words_nsetup_periods_after = N(words_setup_periods_after);

/*
 * Words that make a duration in their clause a result, never a setup:
 * "took 60 s per run" is measured.  English and Chinese put the verb
 * before the number (took 60 s, 耗时 16 秒); after it, 耗时 is a noun
 * ("记录 tick 耗时": what a probe records), so only the verbs below,
 * which Japanese and Korean write after the number, are read there.
 */
const char *const words_result_verbs[] = {
	"took", "takes", "taking", "lasted", "lasts", "spent", "needed",
	"needs", "averaged",
	"\xE8\x80\x97\xE6\x97\xB6",	/* 耗时 */
	"\xE7\x94\xA8\xE6\x97\xB6",	/* 用时 */
	"\xE8\x8A\xB1\xE4\xBA\x86",	/* 花了 */
};
const size_t words_nresult_verbs = N(words_result_verbs);

/* The same, as Japanese and Korean write them, after the number. */
const char *const words_result_verbs_after[] = {
	"\xE3\x81\x8B\xE3\x81\x8B\xE3\x81\xA3\xE3\x81\x9F",	/* かかった */
	"\xE3\x81\x8B\xE3\x81\x8B\xE3\x82\x8A",	/* かかり */
	"\xE3\x81\x8B\xE3\x81\x8B\xE3\x82\x8B",	/* かかる */
	"\xE8\xA6\x81\xE3\x81\x97\xE3\x81\x9F",	/* 要した */
	"\xE8\xA6\x81\xE3\x81\x99\xE3\x82\x8B",	/* 要する */
	"\xEA\xB1\xB8\xEB\xA0\xB8",	/* 걸렸 */
	"\xEA\xB1\xB8\xEB\xA6\xB0",	/* 걸린 */
	"\xEA\xB1\xB8\xEB\xA6\xAC",	/* 걸리 */
	"\xEC\x86\x8C\xEC\x9A\x94\xEB\x90\x90",	/* 소요됐 */
	"\xEC\x86\x8C\xEC\x9A\x94\xEB\x90\x98",	/* 소요되 */
};
const size_t words_nresult_verbs_after = N(words_result_verbs_after);

/*
 * Right before a duration, "each": 各 60 秒, 각 60초 (claim_label_setup.c),
 * as "60 s each run" after it.
 */
const char *const words_each_before[] = {
	"each",
	"\xE5\x90\x84",	/* 各 */
	"\xEA\xB0\x81",	/* 각 */
};
const size_t words_neach_before = N(words_each_before);

/*
 * A read/write mix written as shares that add up to 100 (70/30 mix,
 * 读写比 70/30, 70/30 の読み書き, 읽기/쓰기 70/30), right before or
 * after the shares (claim_label_setup.c).  ASCII: any case, not inside
 * a longer word.
 */
const char *const words_setup_mix[] = {
	"mix", "read/write", "reads/writes", "r/w", "rw",
	"randrw", "rwmix", "readwrite",
	"\xE8\xAF\xBB\xE5\x86\x99\xE6\xAF\x94\xE4\xBE\x8B",	/* 读写比例 */
	"\xE8\xAF\xBB\xE5\x86\x99\xE6\xAF\x94",	/* 读写比 */
	"\xE8\xAF\xBB\xE5\x86\x99",	/* 读写 */
	"\xE8\xAF\xBB/\xE5\x86\x99",	/* 读/写 */
	"\xE6\xB7\xB7\xE5\x90\x88\xE6\xAF\x94\xE4\xBE\x8B",	/* 混合比例 */
	"\xE6\xB7\xB7\xE5\x90\x88\xE6\xAF\x94",	/* 混合比 */
	"\xE6\xB7\xB7\xE5\x90\x88",	/* 混合 */
	"\xE8\xAA\xAD\xE3\x81\xBF\xE6\x9B\xB8\xE3\x81\x8D\xE6\xAF\x94\xE7\x8E\x87",	/* 読み書き比率 */
	"\xE8\xAA\xAD\xE3\x81\xBF\xE6\x9B\xB8\xE3\x81\x8D\xE6\xAF\x94",	/* 読み書き比 */
	"\xE8\xAA\xAD\xE3\x81\xBF\xE6\x9B\xB8\xE3\x81\x8D",	/* 読み書き */
	"\xE8\xAA\xAD\xE3\x81\xBF/\xE6\x9B\xB8\xE3\x81\x8D",	/* 読み/書き */
	"\xE3\x83\xAA\xE3\x83\xBC\xE3\x83\x89/\xE3\x83\xA9\xE3\x82\xA4\xE3\x83\x88",	/* リード/ライト */
	"\xE6\xB7\xB7\xE5\x9C\xA8",	/* 混在 */
	"\xE3\x83\x9F\xE3\x83\x83\xE3\x82\xAF\xE3\x82\xB9",	/* ミックス */
	"\xEC\x9D\xBD\xEA\xB8\xB0/\xEC\x93\xB0\xEA\xB8\xB0 \xEB\xB9\x84\xEC\x9C\xA8",	/* 읽기/쓰기 비율 */
	"\xEC\x9D\xBD\xEA\xB8\xB0/\xEC\x93\xB0\xEA\xB8\xB0",	/* 읽기/쓰기 */
	"\xED\x98\xBC\xED\x95\xA9 \xEB\xB9\x84\xEC\x9C\xA8",	/* 혼합 비율 */
	"\xED\x98\xBC\xED\x95\xA9",	/* 혼합 */
};
const size_t words_nsetup_mix = N(words_setup_mix);

/*
 * One occasion as the unit of what follows it (claim_label.c): a
 * counter of occasions right after 1 (1회, 1回, 1 次) ...
 */
const char *const words_occasion_counters[] = {
	"\xED\x9A\x8C",	/* 회 */
	"\xEB\xB2\x88",	/* 번 */
	"\xE5\x9B\x9E",	/* 回 */
	"\xE6\xAC\xA1",	/* 次 */
	"\xE8\xBD\xAE",	/* 轮 */
	"\xE9\x81\x8D",	/* 遍 */
	"\xE8\xB6\x9F",	/* 趟 */
};
const size_t words_noccasion_counters = N(words_occasion_counters);

/*
 * ... and what makes that occasion the subject of a size or time after
 * it: aging 1회가 3.1ms, 1回が 3.1ms, 1 次耗时 3.1ms.
 */
const char *const words_occasion_subjects[] = {
	"\xEA\xB0\x80",	/* 가 */
	"\xEC\x97\x90",	/* 에 */
	"\xE3\x81\x8C",	/* が */
	"\xE3\x81\xAB",	/* に */
	"\xE8\x80\x97\xE6\x97\xB6",	/* 耗时 */
	"\xE7\x94\xA8\xE6\x97\xB6",	/* 用时 */
	"\xE9\x9C\x80\xE8\xA6\x81",	/* 需要 */
};
const size_t words_noccasion_subjects = N(words_occasion_subjects);

/*
 * Before such a 1, a part of a whole or "only" (10회 중 1회가, 10回の
 * うち 1回が, 其中 1 次, 只有 1 次, 단 1회가): then the 1 counts, and
 * stays listed.
 */
const char *const words_occasion_parts[] = {
	"\xEC\xA4\x91",	/* 중 */
	"\xEA\xB0\x80\xEC\x9A\xB4\xEB\x8D\xB0",	/* 가운데 */
	"\xE3\x81\xAE\xE3\x81\x86\xE3\x81\xA1",	/* のうち */
	"\xE4\xB8\xAD",	/* 中 */
	"\xE5\x85\xB6\xE4\xB8\xAD",	/* 其中 */
	"\xE5\x8F\xAA",	/* 只 */
	"\xE4\xBB\x85",	/* 仅 */
	"\xE6\x9C\x89",	/* 有: 只有, 仅有, 有 1 次 */
	"\xE6\x89\x8D",	/* 才 */
	"\xEB\x8B\xA8",	/* 단 */
	"\xEA\xB2\xA8\xEC\x9A\xB0",	/* 겨우 */
	"\xE3\x82\x8F\xE3\x81\x9A\xE3\x81\x8B",	/* わずか */
	"\xE3\x81\x9F\xE3\x81\xA3\xE3\x81\x9F",	/* たった */
};
const size_t words_noccasion_parts = N(words_occasion_parts);

/*
 * After a count and its counter, the point a measurement was made at,
 * leading its clause: 1,024개에서 aging 1회가 3.1ms, 1,024 個では,
 * 1024 个时 (claim_label_setup.c).
 */
const char *const words_setup_at_after[] = {
	"\xEC\x97\x90\xEC\x84\x9C",	/* 에서 */
	"\xE3\x81\xA7\xE3\x81\xAF",	/* では */
	"\xE3\x81\xAE\xE3\x81\xA8\xE3\x81\x8D",	/* のとき */
	"\xE3\x81\xAE\xE5\xA0\xB4\xE5\x90\x88",	/* の場合 */
	"\xE6\x97\xB6",	/* 时 */
	"\xE7\x9A\x84\xE6\x97\xB6\xE5\x80\x99",	/* 的时候 */
};
const size_t words_nsetup_at_after = N(words_setup_at_after);

/*
 * After a later number of that sentence (and its counter, or one more
 * CJK counter: 3건으로), what makes the count a start rather than a
 * point: 12개에서 3개로 줄었다, 12개에서 3으로 (claim_label_setup.c).
 */
const char *const words_setup_at_to[] = {
	"\xEC\x9C\xBC\xEB\xA1\x9C",	/* 으로 */
	"\xEB\xA1\x9C",	/* 로 */
	"\xE3\x81\xBE\xE3\x81\xA7",	/* まで */
};
const size_t words_nsetup_at_to = N(words_setup_at_to);

/* After a duration, "each": 30 秒ずつ, 60초씩 (claim_label_setup.c). */
const char *const words_each_after[] = {
	"\xE3\x81\x9A\xE3\x81\xA4",	/* ずつ */
	"\xEC\x94\xA9",		/* 씩 */
};
const size_t words_neach_after = N(words_each_after);

/*
 * Before a number that is the unit of a rate, not a result: per 1%,
 * every 1 GB, 每 1%.  ASCII words whole, any case.
 */
const char *const words_per_before[] = {
	"per", "every",
	"\xE6\xAF\x8F",	/* 每 */
};
const size_t words_nper_before = N(words_per_before);

/*
 * After such a number (and its unit): 1% あたり, 1 GB 당, 1%ごと.
 */
const char *const words_per_after[] = {
	"\xE3\x81\x82\xE3\x81\x9F\xE3\x82\x8A",	/* あたり */
	"\xE5\xBD\x93\xE3\x81\x9F\xE3\x82\x8A",	/* 当たり */
	"\xEB\x8B\xB9",	/* 당 */
	"\xE3\x81\xAB\xE3\x81\xA4\xE3\x81\x8D",	/* につき */
	"\xE3\x81\x94\xE3\x81\xA8",	/* ごと */
	"\xEB\xA7\x88\xEB\x8B\xA4",	/* 마다 */
};
const size_t words_nper_after = N(words_per_after);

/*
 * Ratios of two metrics known by a name of their own, the same in every
 * language the reports are written in (the suggester's named ratios,
 * suggest_pool.c): a metric is the numerator or denominator when one
 * part of its name ('_' or '.' apart) is one of the parts listed.
 */
const struct words_ratio_name words_ratio_names[] = {
	{ "IPC", { "instructions", "insns", "instr", NULL },
	    { "cycles", "cpu-cycles", NULL, NULL } },
	{ "CPI", { "cycles", "cpu-cycles", NULL, NULL },
	    { "instructions", "insns", "instr", NULL } },
};
const size_t words_nratio_names = N(words_ratio_names);

/* ---- Label words: thresholds (claim_label_bound.c) ---- */

/*
 * Next to a number, a word that makes it a threshold the analysis
 * chose, not a result: a threshold of >2x, the 50 ms cutoff, 阈值
 * 50 ms, 閾値 50ms, 임계값 50ms (claim_label_bound.c).
 */
const char *const words_threshold_nouns[] = {
	"threshold",
	"thresholds",
	"cutoff",
	"cut-off",
	"\xE9\x98\x88\xE5\x80\xBC",	/* 阈值 */
	"\xE9\x97\xA8\xE9\x99\x90",	/* 门限 */
	"\xE9\x96\xBE\xE5\x80\xA4",	/* 閾値 */
	"\xE3\x81\x97\xE3\x81\x8D\xE3\x81\x84\xE5\x80\xA4",	/* しきい値 */
	"\xEC\x9E\x84\xEA\xB3\x84\xEA\xB0\x92",	/* 임계값 */
	"\xEC\x9E\x84\xEA\xB3\x97\xEA\xB0\x92",	/* 임곗값 */
	"\xEB\xAC\xB8\xED\x84\xB1\xEA\xB0\x92",	/* 문턱값 */
};
const size_t words_nthreshold_nouns = N(words_threshold_nouns);

/*
 * Comparison marks glued before a threshold: >2x 周期, >1s 的冷世代.
 * Longest first.
 */
const char *const words_threshold_marks[] = {
	">=",
	"<=",
	">",
	"<",
	"\xE2\x89\xA5",	/* ≥ */
	"\xE2\x89\xA4",	/* ≤ */
	"\xEF\xBC\x9E",	/* ＞ */
	"\xEF\xBC\x9C",	/* ＜ */
	"\xE2\x89\xA7",	/* ≧ */
	"\xE2\x89\xA6",	/* ≦ */
};
const size_t words_nthreshold_marks = N(words_threshold_marks);

/*
 * Chinese comparison words before a threshold, which 的 then makes a
 * noun's qualifier: 超过 50ms 的请求 (but 延迟超过 50ms。 is a result).
 */
const char *const words_threshold_before[] = {
	"\xE8\xB6\x85\xE8\xBF\x87",	/* 超过 */
	"\xE8\xB6\x85\xE5\x87\xBA",	/* 超出 */
	"\xE9\xAB\x98\xE4\xBA\x8E",	/* 高于 */
	"\xE4\xBD\x8E\xE4\xBA\x8E",	/* 低于 */
	"\xE5\xA4\xA7\xE4\xBA\x8E",	/* 大于 */
	"\xE5\xB0\x8F\xE4\xBA\x8E",	/* 小于 */
	"\xE4\xB8\x8D\xE5\x88\xB0",	/* 不到 */
	"\xE4\xB8\x8D\xE8\xB6\xB3",	/* 不足 */
};
const size_t words_nthreshold_before = N(words_threshold_before);

/*
 * After a number and its unit, a comparison that qualifies the noun
 * after it, so the number bounds what the sentence counts: 50ms를
 * 넘긴 요청, ±3% 안쪽 차이, 50ms を超えた要求, 50ms 以上的请求
 * (claim_label_bound.c).  A word that does not end in の, 的 or 의 counts
 * only before a noun (50ms를 넘겼다, 50ms を超えた。 are results).
 * Longest first.
 */
const char *const words_threshold_after[] = {
	"\xEC\x9D\x84 \xEB\x84\x98\xEA\xB8\xB4",	/* 을 넘긴 */
	"\xEB\xA5\xBC \xEB\x84\x98\xEA\xB8\xB4",	/* 를 넘긴 */
	"\xEC\x9D\x84 \xEB\x84\x98\xEB\x8A\x94",	/* 을 넘는 */
	"\xEB\xA5\xBC \xEB\x84\x98\xEB\x8A\x94",	/* 를 넘는 */
	"\xEC\x9D\x84 \xEB\x84\x98\xEC\x9D\x80",	/* 을 넘은 */
	"\xEB\xA5\xBC \xEB\x84\x98\xEC\x9D\x80",	/* 를 넘은 */
	"\xEB\x84\x98\xEA\xB8\xB4",	/* 넘긴 */
	"\xEB\x84\x98\xEB\x8A\x94",	/* 넘는 */
	"\xEB\x84\x98\xEC\x9D\x80",	/* 넘은 */
	"\xEC\xB4\x88\xEA\xB3\xBC\xED\x95\x9C",	/* 초과한 */
	"\xEC\xB4\x88\xEA\xB3\xBC\xED\x95\x98\xEB\x8A\x94",	/* 초과하는 */
	"\xEC\xB4\x88\xEA\xB3\xBC\xEC\x9D\xB8",	/* 초과인 */
	"\xEC\x9D\xB4\xEC\x83\x81\xEC\x9D\xB8",	/* 이상인 */
	"\xEC\x9D\xB4\xED\x95\x98\xEC\x9D\xB8",	/* 이하인 */
	"\xEB\xAF\xB8\xEB\xA7\x8C\xEC\x9D\xB8",	/* 미만인 */
	"\xEC\x9D\xB4\xEC\x83\x81\xEC\x9D\x98",	/* 이상의 */
	"\xEC\x9D\xB4\xED\x95\x98\xEC\x9D\x98",	/* 이하의 */
	"\xEB\xAF\xB8\xEB\xA7\x8C\xEC\x9D\x98",	/* 미만의 */
	"\xEC\x95\x88\xEC\xAA\xBD\xEC\x9D\x98",	/* 안쪽의 */
	"\xEC\x95\x88\xEC\xAA\xBD",	/* 안쪽 */
	"\xEC\x9D\xB4\xEB\x82\xB4\xEC\x9D\x98",	/* 이내의 */
	"\xEC\x9D\xB4\xEB\x82\xB4",	/* 이내 */
	"\xE3\x82\x92\xE8\xB6\x85\xE3\x81\x88\xE3\x82\x8B",	/* を超える */
	"\xE3\x82\x92\xE8\xB6\x85\xE3\x81\x88\xE3\x81\x9F",	/* を超えた */
	"\xE3\x82\x92\xE8\xB6\x85\xE3\x81\x99",	/* を超す */
	"\xE3\x82\x92\xE4\xB8\x8A\xE5\x9B\x9E\xE3\x82\x8B",	/* を上回る */
	"\xE3\x82\x92\xE4\xB8\x8B\xE5\x9B\x9E\xE3\x82\x8B",	/* を下回る */
	"\xE8\xB6\x85\xE3\x81\xAE",	/* 超の */
	"\xE4\xBB\xA5\xE4\xB8\x8A\xE3\x81\xAE",	/* 以上の */
	"\xE6\x9C\xAA\xE6\xBA\x80\xE3\x81\xAE",	/* 未満の */
	"\xE4\xBB\xA5\xE4\xB8\x8B\xE3\x81\xAE",	/* 以下の */
	"\xE4\xBB\xA5\xE5\x86\x85\xE3\x81\xAE",	/* 以内の */
	"\xE4\xBB\xA5\xE4\xB8\x8A\xE7\x9A\x84",	/* 以上的 */
	"\xE4\xBB\xA5\xE4\xB8\x8B\xE7\x9A\x84",	/* 以下的 */
	"\xE4\xBB\xA5\xE5\x86\x85\xE7\x9A\x84",	/* 以内的 */
};
const size_t words_nthreshold_after = N(words_threshold_after);

/*
 * After a number (its unit or counter and 를, 을, を between), a
 * conditional crossing: the condition a mechanism acts on, not a
 * result (1,000개를 넘으면, 50ms を超えると; claim_label_bound.c).
 */
const char *const words_threshold_if_after[] = {
	"\xEB\x84\x98\xEC\x9C\xBC\xEB\xA9\xB4",	/* 넘으면 */
	"\xEB\x84\x98\xEC\x9D\x84 \xEB\x95\x8C",	/* 넘을 때 */
	"\xEC\xB4\x88\xEA\xB3\xBC\xED\x95\x98\xEB\xA9\xB4",	/* 초과하면 */
	"\xEC\x9D\xB4\xEC\x83\x81\xEC\x9D\xB4\xEB\xA9\xB4",	/* 이상이면 */
	"\xE8\xB6\x85\xE3\x81\x88\xE3\x82\x8B\xE3\x81\xA8",	/* 超えると */
	"\xE8\xB6\x85\xE3\x81\x88\xE3\x81\x9F\xE3\x82\x89",	/* 超えたら */
	"\xE4\xBB\xA5\xE4\xB8\x8A\xE3\x81\xAB\xE3\x81\xAA\xE3\x82\x8B\xE3\x81\xA8",	/* 以上になると */
};
const size_t words_nthreshold_if_after = N(words_threshold_if_after);

/*
 * A crossing: in Chinese anywhere before the number in its clause when
 * 后 or 时 follows it (越过 memory.high 的 90% 后), in English right
 * before it after a conditional word (once usage exceeds 90%).
 */
const char *const words_threshold_cross[] = {
	"exceeds", "crosses", "reaches",
	"\xE8\xB6\x8A\xE8\xBF\x87",	/* 越过 */
	"\xE8\xB6\x85\xE8\xBF\x87",	/* 超过 */
	"\xE8\xBE\xBE\xE5\x88\xB0",	/* 达到 */
	"\xE8\xB6\x85\xE5\x87\xBA",	/* 超出 */
	"\xE8\xB6\x85\xE9\x81\x8E",	/* 超過 */
	"\xE9\x81\x94\xE5\x88\xB0",	/* 達到 */
};
const size_t words_nthreshold_cross = N(words_threshold_cross);

/* Right after such a number in Chinese: 后, 时, 以后, 之后 (a condition). */
const char *const words_threshold_when[] = {
	"\xE5\x90\x8E",	/* 后 */
	"\xE6\x97\xB6",	/* 时 */
	"\xE4\xBB\xA5\xE5\x90\x8E",	/* 以后 */
	"\xE4\xB9\x8B\xE5\x90\x8E",	/* 之后 */
	"\xE5\xBE\x8C",	/* 後 */
	"\xE6\x99\x82",	/* 時 */
};
const size_t words_nthreshold_when = N(words_threshold_when);

/* Before an English crossing in the clause: once, when, if, whenever. */
const char *const words_threshold_if[] = {
	"once", "when", "whenever", "if",
};
const size_t words_nthreshold_if = N(words_threshold_if);

/* ---- Label words: design constants (claim_label_design.c) ---- */

/*
 * Before a number, a limit a mechanism keeps; a label only with an
 * occasion (words_design_occasions, or per/every/每 and a period) or a
 * limiting verb (words_design_limiting) in its sentence: 每 100ms 最多写回
 * 512 页, scans at least 32 memcgs per round, 최소 8개로 제한.  Chinese
 * may put a short verb between (至少扫描 32 个).  ASCII whole, any case.
 */
const char *const words_design_limits[] = {
	"at most", "at least", "up to", "no more than", "no fewer than",
	"no less than",
	"\xE6\x9C\x80\xE5\xA4\x9A",	/* 最多 */
	"\xE8\x87\xB3\xE5\xA4\x9A",	/* 至多 */
	"\xE8\x87\xB3\xE5\xB0\x91",	/* 至少 */
	"\xE6\x9C\x80\xE5\xB0\x91",	/* 最少 */
	"\xE6\x9C\x80\xE5\xA4\xA7",	/* 最大 */
	"\xE6\x9C\x80\xE5\xB0\x8F",	/* 最小 */
	"\xE6\x9C\x80\xE4\xBD\x8E",	/* 最低 */
	"\xEC\xB5\x9C\xEB\x8C\x80",	/* 최대 */
	"\xEC\xB5\x9C\xEC\x86\x8C",	/* 최소 */
};
const size_t words_ndesign_limits = N(words_design_limits);

/* Before a number, a rule with no exception: 一律记满 512 页. */
const char *const words_design_rules[] = {
	"unconditionally",
	"\xE4\xB8\x80\xE5\xBE\x8B",	/* 一律 */
	"\xE4\xB8\x80\xE6\xA6\x82",	/* 一概 */
	"\xE4\xB8\x80\xE5\xBE\x8B\xE3\x81\xAB",	/* 一律に */
	"\xEB\xAC\xB4\xEC\xA1\xB0\xEA\xB1\xB4",	/* 무조건 */
};
const size_t words_ndesign_rules = N(words_design_rules);

/*
 * In a limit's sentence, an occasion the rule holds on: 한 번 깨어날 때
 * (때 after a space, not 때문), 100ms마다, 周期ごとに, 起きるたびに, 每当.
 */
const char *const words_design_occasions[] = {
	"\xEB\xA7\x88\xEB\x8B\xA4",	/* 마다 */
	"\xEB\x95\x8C",	/* 때 */
	"\xE3\x81\x94\xE3\x81\xA8\xE3\x81\xAB",	/* ごとに */
	"\xE3\x81\x9F\xE3\x81\xB3\xE3\x81\xAB",	/* たびに */
	"\xE6\xAF\x8F\xE5\xBD\x93",	/* 每当 */
	"\xE6\xAF\x8E\xE5\x9B\x9E",	/* 毎回 */
};
const size_t words_ndesign_occasions = N(words_design_occasions);

/*
 * After per, every, each, 每 (a counter between: 每个唤醒周期): a period
 * of the mechanism, not a run (每次运行 is not one).
 */
const char *const words_design_periods[] = {
	"round", "pass", "wakeup", "wake-up", "scan", "batch", "tick",
	"cycle", "call", "interval", "period", "invocation",
	"\xE8\xBD\xAE",	/* 轮 */
	"\xE6\xAC\xA1",	/* 次 */
	"\xE5\x91\xA8\xE6\x9C\x9F",	/* 周期 */
	"\xE6\x89\xB9",	/* 批 */
	"\xE5\x94\xA4\xE9\x86\x92",	/* 唤醒 */
	"\xE5\x9B\x9E\xE5\x90\x88",	/* 回合 */
	"\xE3\x83\xA9\xE3\x82\xA6\xE3\x83\xB3\xE3\x83\x89",	/* ラウンド */
	"\xEB\x9D\xBC\xEC\x9A\xB4\xEB\x93\x9C",	/* 라운드 */
	"\xEC\xA3\xBC\xEA\xB8\xB0",	/* 주기 */
};
const size_t words_ndesign_periods = N(words_design_periods);

/* In a limit's sentence, a verb that sets the limit: 限制, 제한, clamp. */
const char *const words_design_limiting[] = {
	"limit", "limits", "limited", "cap", "caps", "capped", "clamp",
	"clamps", "clamped",
	"\xE9\x99\x90\xE5\x88\xB6",	/* 限制 */
	"\xE9\x99\x90\xE5\xAE\x9A",	/* 限定 */
	"\xE5\xB0\x81\xE9\xA1\xB6",	/* 封顶 */
	"\xE5\x88\xB6\xE9\x99\x90",	/* 制限 */
	"\xEC\xA0\x9C\xED\x95\x9C",	/* 제한 */
};
const size_t words_ndesign_limiting = N(words_design_limiting);

/* A budget a mechanism spends, before a copula: 扫描预算是 4096 页. */
const char *const words_design_budgets[] = {
	"budget", "quota",
	"\xE9\xA2\x84\xE7\xAE\x97",	/* 预算 */
	"\xE9\x85\x8D\xE9\xA2\x9D",	/* 配额 */
	"\xE9\x99\x90\xE9\xA2\x9D",	/* 限额 */
	"\xE4\xBA\x88\xE7\xAE\x97",	/* 予算 */
	"\xEC\x98\x88\xEC\x82\xB0",	/* 예산 */
	"\xED\x95\x9C\xEB\x8F\x84",	/* 한도 */
};
const size_t words_ndesign_budgets = N(words_design_budgets);

/*
 * The copula of a budget or a definition: budget of 4096, 预算是 4096,
 * 1 jiffy = 4 ms, 1 jiffy는 4ms, 1 jiffy は 4ms.
 */
const char *const words_design_copulas[] = {
	"is", "of", "=", ":",
	"\xE6\x98\xAF",	/* 是 */
	"\xE4\xB8\xBA",	/* 为 */
	"\xE7\x82\xBA",	/* 為 */
	"\xEF\xBC\x9A",	/* ： */
	"\xE3\x81\xAF",	/* は */
	"\xEC\x9D\x80",	/* 은 */
	"\xEB\x8A\x94",	/* 는 */
};
const size_t words_ndesign_copulas = N(words_design_copulas);

/*
 * A mechanism's sleep, right before a duration (就睡 10 秒, sleeps for
 * 10 s) or, in Japanese and Korean, after it (10 秒スリープ, 10초 동안
 * 잠든다).  Not "slept": a past sleep may be measured.
 */
const char *const words_design_sleeps[] = {
	"sleep", "sleeps",
	"\xE7\x9D\xA1",	/* 睡 */
	"\xE4\xBC\x91\xE7\x9C\xA0",	/* 休眠 */
	"\xE7\x9D\xA1\xE7\x9C\xA0",	/* 睡眠 */
	"\xE3\x82\xB9\xE3\x83\xAA\xE3\x83\xBC\xE3\x83\x97",	/* スリープ */
	"\xEC\x9E\xA0\xEB\x93\xA0",	/* 잠든 */
	"\xEC\x9E\xA0\xEB\x93\xA4",	/* 잠들 */
	"\xEC\x8A\xAC\xEB\xA6\xBD",	/* 슬립 */
};
const size_t words_ndesign_sleeps = N(words_design_sleeps);

/* ---- Label words: mails, dates and times ---- */

/*
 * Mail header names (claim_label.c): every number of a line that
 * starts with one and a ':' is a label (Date: ..., Message-ID: ...).
 * Subject: is not among them: a subject may state a result.
 */
const char *const words_mail_headers[] = {
	"Date", "From", "To", "Cc", "Bcc", "Message-ID", "Message-Id",
	"In-Reply-To", "References", "Reply-To", "Sender", "Signed-off-by",
	"Reviewed-by", "Acked-by", "Tested-by", "Reported-by",
	"Suggested-by", "Co-developed-by", "Link", "Closes", "Fixes", "Cc",
	"Received", "Return-Path", "Delivered-To", "List-Id",
	"Archived-At", "MIME-Version", "Content-Type", "X-Mailer",
	"Base-commit", "base-commit", "change-id", "prerequisite-patch-id",
};
const size_t words_nmail_headers = N(words_mail_headers);

/*
 * A mail's subject line, in the languages a mail client writes it: the
 * page's title when a report is a mail (render_banner.c).
 */
const char *const words_mail_subjects[] = {
	"Subject", "\xec\xa0\x9c\xeb\xaa\xa9" /* 제목 */,
	"\xe4\xbb\xb6\xe5\x90\x8d" /* 件名 */,
	"\xe4\xb8\xbb\xe9\xa2\x98" /* 主题 */,
	"\xe4\xb8\xbb\xe6\x97\xa8" /* 主旨 */,
};
const size_t words_nmail_subjects = N(words_mail_subjects);

/*
 * English month names, as dates write them (5 Mar 2024, March 5, 2024).
 */
const char *const words_months[] = {
	"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December", "Jan",
	"Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct",
	"Nov", "Dec",
};
const size_t words_nmonths = N(words_months);

/*
 * A date or time written in CJK words (claim_label.c): 2024年, 3월,
 * 5日, 10時12分; the number before each is a label.
 */
const char *const words_date_years[] = {
	"\xE5\xB9\xB4", "\xEB\x85\x84"			/* 年 년 */
};
const size_t words_ndate_years = N(words_date_years);

const char *const words_date_months[] = {
	"\xE6\x9C\x88", "\xEC\x9B\x94"			/* 月 월 */
};
const size_t words_ndate_months = N(words_date_months);

const char *const words_date_days[] = {
	"\xE6\x97\xA5", "\xEC\x9D\xBC"			/* 日 일 */
};
const size_t words_ndate_days = N(words_date_days);

const char *const words_date_hours[] = {
	"\xE6\x99\x82", "\xE6\x97\xB6", "\xEC\x8B\x9C"	/* 時 时 시 */
};
const size_t words_ndate_hours = N(words_date_hours);

const char *const words_date_minutes[] = {
	"\xE5\x88\x86", "\xEB\xB6\x84"			/* 分 분 */
};
const size_t words_ndate_minutes = N(words_date_minutes);

/* Before a signed offset, a time zone: UTC+8, GMT-5. */
const char *const words_time_zones[] = {
	"UTC", "GMT"
};
const size_t words_ntime_zones = N(words_time_zones);

/* ---- Direction words (claim_direction.c, CLAIMS.md 3.2) ---- */

/*
 * Direction words (claim_direction.c), in every language the site
 * speaks; once listed a word keeps its meaning.  ASCII words match whole and in any case; CJK words match
 * as a prefix after the number (증가했다, 改善した) and as a suffix
 * before it (提高了 → 提高 once 了 is skipped).
 */
const struct words_direction words_directions[] = {
	/* English */
	{ "more", WORDS_AMOUNT, 1 }, { "higher", WORDS_AMOUNT, 1 },
	{ "increase", WORDS_AMOUNT, 1 }, { "increased", WORDS_AMOUNT, 1 },
	{ "increases", WORDS_AMOUNT, 1 }, { "rose", WORDS_AMOUNT, 1 },
	{ "grew", WORDS_AMOUNT, 1 },
	{ "less", WORDS_AMOUNT, -1 }, { "fewer", WORDS_AMOUNT, -1 },
	{ "lower", WORDS_AMOUNT, -1 }, { "decrease", WORDS_AMOUNT, -1 },
	{ "decreased", WORDS_AMOUNT, -1 }, { "decreases", WORDS_AMOUNT, -1 },
	{ "dropped", WORDS_AMOUNT, -1 }, { "fell", WORDS_AMOUNT, -1 },
	{ "reduced", WORDS_AMOUNT, -1 },
	{ "faster", WORDS_QUALITY, 1 }, { "better", WORDS_QUALITY, 1 },
	{ "improved", WORDS_QUALITY, 1 }, { "quicker", WORDS_QUALITY, 1 },
	{ "slower", WORDS_QUALITY, -1 }, { "worse", WORDS_QUALITY, -1 },
	{ "regressed", WORDS_QUALITY, -1 },
	/* added 12/2026: forms strangers' reports wrote */
	{ "rises", WORDS_AMOUNT, 1 }, { "rise", WORDS_AMOUNT, 1 },
	{ "risen", WORDS_AMOUNT, 1 }, { "grows", WORDS_AMOUNT, 1 },
	{ "grown", WORDS_AMOUNT, 1 }, { "climbs", WORDS_AMOUNT, 1 },
	{ "climbed", WORDS_AMOUNT, 1 }, { "jumped", WORDS_AMOUNT, 1 },
	{ "gained", WORDS_AMOUNT, 1 }, { "falls", WORDS_AMOUNT, -1 },
	{ "fall", WORDS_AMOUNT, -1 }, { "fallen", WORDS_AMOUNT, -1 },
	{ "drops", WORDS_AMOUNT, -1 }, { "drop", WORDS_AMOUNT, -1 },
	{ "declines", WORDS_AMOUNT, -1 }, { "declined", WORDS_AMOUNT, -1 },
	{ "shrinks", WORDS_AMOUNT, -1 }, { "shrank", WORDS_AMOUNT, -1 },
	{ "shrunk", WORDS_AMOUNT, -1 }, { "cut", WORDS_AMOUNT, -1 },
	{ "cuts", WORDS_AMOUNT, -1 }, { "improves", WORDS_QUALITY, 1 },
	{ "regresses", WORDS_QUALITY, -1 },
	{ "regression", WORDS_QUALITY, -1 },
	{ "up", WORDS_AMOUNT, 1 }, { "down", WORDS_AMOUNT, -1 },
	/* Chinese */
	{ "\xE5\xA2\x9E\xE5\x8A\xA0", WORDS_AMOUNT, 1 },		/* 增加 */
	{ "\xE6\x8F\x90\xE9\xAB\x98", WORDS_AMOUNT, 1 },		/* 提高 */
	{ "\xE4\xB8\x8A\xE5\x8D\x87", WORDS_AMOUNT, 1 },		/* 上升 */
	{ "\xE5\xA2\x9E\xE9\x95\xBF", WORDS_AMOUNT, 1 },		/* 增长 */
	{ "\xE5\x87\x8F\xE5\xB0\x91", WORDS_AMOUNT, -1 },		/* 减少 */
	{ "\xE4\xB8\x8B\xE9\x99\x8D", WORDS_AMOUNT, -1 },		/* 下降 */
	{ "\xE9\x99\x8D\xE4\xBD\x8E", WORDS_AMOUNT, -1 },		/* 降低 */
	{ "\xE7\xBC\xA9\xE7\x9F\xAD", WORDS_AMOUNT, -1 },		/* 缩短 */
	{ "\xE6\x9B\xB4\xE5\xBF\xAB", WORDS_QUALITY, 1 },		/* 更快 */
	{ "\xE6\x8F\x90\xE5\x8D\x87", WORDS_QUALITY, 1 },		/* 提升 */
	{ "\xE6\x94\xB9\xE5\x96\x84", WORDS_QUALITY, 1 },		/* 改善 (zh, ja) */
	{ "\xE6\x9B\xB4\xE6\x85\xA2", WORDS_QUALITY, -1 },		/* 更慢 */
	{ "\xE6\x81\xB6\xE5\x8C\x96", WORDS_QUALITY, -1 },		/* 恶化 */
	{ "\xE9\x80\x80\xE5\x8C\x96", WORDS_QUALITY, -1 },		/* 退化 */
	{ "\xE6\xB6\xA8\xE4\xBA\x86", WORDS_AMOUNT, 1 },	/* 涨了 */
	{ "\xE9\x99\x8D\xE4\xBA\x86", WORDS_AMOUNT, -1 },	/* 降了 */
	{ "\xE5\x87\x8F\xE4\xBA\x86", WORDS_AMOUNT, -1 },	/* 减了 */
	{ "\xE8\xB7\x8C\xE4\xBA\x86", WORDS_AMOUNT, -1 },	/* 跌了 */
	{ "\xE5\xB0\x91\xE4\xBA\x86", WORDS_AMOUNT, -1 },	/* 少了 */
	{ "\xE7\x9C\x81\xE4\xBA\x86", WORDS_AMOUNT, -1 },	/* 省了 */
	{ "\xE7\x9C\x81\xE4\xB8\x8B", WORDS_AMOUNT, -1 },	/* 省下 */
	/* Korean */
	{ "\xEC\xA6\x9D\xEA\xB0\x80", WORDS_AMOUNT, 1 },		/* 증가 */
	{ "\xEC\x83\x81\xEC\x8A\xB9", WORDS_AMOUNT, 1 },		/* 상승 */
	{ "\xEB\x8A\x98\xEC\x96\xB4", WORDS_AMOUNT, 1 },		/* 늘어 */
	{ "\xEA\xB0\x90\xEC\x86\x8C", WORDS_AMOUNT, -1 },		/* 감소 */
	{ "\xED\x95\x98\xEB\x9D\xBD", WORDS_AMOUNT, -1 },		/* 하락 */
	{ "\xEC\xA4\x84\xEC\x96\xB4", WORDS_AMOUNT, -1 },		/* 줄어 */
	{ "\xEB\x8B\xA8\xEC\xB6\x95", WORDS_AMOUNT, -1 },		/* 단축 */
	{ "\xEA\xB0\x9C\xEC\x84\xA0", WORDS_QUALITY, 1 },		/* 개선 */
	{ "\xED\x96\xA5\xEC\x83\x81", WORDS_QUALITY, 1 },		/* 향상 */
	{ "\xEB\xB9\xA8\xEB\x9D\xBC", WORDS_QUALITY, 1 },		/* 빨라 */
	{ "\xEC\x95\x85\xED\x99\x94", WORDS_QUALITY, -1 },		/* 악화 */
	{ "\xEC\xA0\x80\xED\x95\x98", WORDS_QUALITY, -1 },		/* 저하 */
	{ "\xEB\x8A\x90\xEB\xA0\xA4", WORDS_QUALITY, -1 },		/* 느려 */
	{ "\xEB\x8A\x98\xEC\x97\x88", WORDS_AMOUNT, 1 },	/* 늘었 */
	{ "\xEB\xA7\x8E\xEC\x95\x84", WORDS_AMOUNT, 1 },	/* 많아 */
	{ "\xEB\x86\x92\xEC\x95\x84", WORDS_AMOUNT, 1 },	/* 높아 */
	{ "\xEC\x98\xAC\xEB\x9D\xBC", WORDS_AMOUNT, 1 },	/* 올라 */
	{ "\xEC\xA4\x84\xEC\x97\x88", WORDS_AMOUNT, -1 },	/* 줄었 */
	{ "\xEB\x82\xAE\xEC\x95\x84", WORDS_AMOUNT, -1 },	/* 낮아 */
	{ "\xEB\x96\xA8\xEC\x96\xB4", WORDS_AMOUNT, -1 },	/* 떨어 */
	{ "\xEB\x86\x92\xEC\x8A\xB5", WORDS_AMOUNT, 1 },	/* 높습 */
	{ "\xEB\x86\x92\xEC\x9D\x80", WORDS_AMOUNT, 1 },	/* 높은 */
	{ "\xEB\x86\x92\xEB\x8B\xA4", WORDS_AMOUNT, 1 },	/* 높다 */
	{ "\xEB\x82\xAE\xEC\x8A\xB5", WORDS_AMOUNT, -1 },	/* 낮습 */
	{ "\xEB\x82\xAE\xEC\x9D\x80", WORDS_AMOUNT, -1 },	/* 낮은 */
	{ "\xEB\x82\xAE\xEB\x8B\xA4", WORDS_AMOUNT, -1 },	/* 낮다 */
	{ "\xEC\xA2\x8B\xEC\x95\x84\xEC\xA7\x80", WORDS_QUALITY, 1 },	/* 좋아지 */
	{ "\xEC\xA2\x8B\xEC\x95\x84\xEC\xA1\x8C", WORDS_QUALITY, 1 },	/* 좋아졌 */
	{ "\xEC\x9D\xB4\xEB\x93\x9D", WORDS_QUALITY, 1 },	/* 이득 */
	{ "\xEB\x82\x98\xEB\xB9\xA0\xEC\xA7\x80", WORDS_QUALITY, -1 },	/* 나빠지 */
	{ "\xEB\x82\x98\xEB\xB9\xA0\xEC\xA1\x8C", WORDS_QUALITY, -1 },	/* 나빠졌 */
	{ "\xEC\x86\x90\xED\x95\xB4", WORDS_QUALITY, -1 },	/* 손해 */
	/* Japanese */
	{ "\xE5\xA2\x97\xE5\x8A\xA0", WORDS_AMOUNT, 1 },		/* 増加 */
	{ "\xE4\xB8\x8A\xE6\x98\x87", WORDS_AMOUNT, 1 },		/* 上昇 */
	{ "\xE5\xA2\x97\xE3\x81\x88", WORDS_AMOUNT, 1 },		/* 増え */
	{ "\xE6\xB8\x9B\xE5\xB0\x91", WORDS_AMOUNT, -1 },		/* 減少 */
	{ "\xE4\xBD\x8E\xE4\xB8\x8B", WORDS_AMOUNT, -1 },		/* 低下 */
	{ "\xE5\x89\x8A\xE6\xB8\x9B", WORDS_AMOUNT, -1 },		/* 削減 */
	{ "\xE7\x9F\xAD\xE7\xB8\xAE", WORDS_AMOUNT, -1 },		/* 短縮 */
	{ "\xE5\x90\x91\xE4\xB8\x8A", WORDS_QUALITY, 1 },		/* 向上 */
	{ "\xE9\xAB\x98\xE9\x80\x9F\xE5\x8C\x96", WORDS_QUALITY, 1 }, /* 高速化 */
	{ "\xE6\x82\xAA\xE5\x8C\x96", WORDS_QUALITY, -1 },		/* 悪化 */
	{ "\xE5\x8A\xA3\xE5\x8C\x96", WORDS_QUALITY, -1 },		/* 劣化 */
	{ "\xE5\xA2\x97\xE3\x81\x97", WORDS_AMOUNT, 1 },	/* 増し */
	{ "\xE4\xBC\xB8\xE3\x81\xB3", WORDS_AMOUNT, 1 },	/* 伸び */
	{ "\xE6\xB8\x9B\xE3\x81\xA3", WORDS_AMOUNT, -1 },	/* 減っ */
	{ "\xE4\xB8\x8B\xE3\x81\x8C", WORDS_AMOUNT, -1 },	/* 下が */
};
const size_t words_ndirections = N(words_directions);

/*
 * "up" and "down" after a verb of speed say quality, not amount: "slows
 * down by 3%" is worse (a time that rose), "speeds up by 3%" better.
 * The verb is the word right before them (claim_direction.c).
 */
const struct words_direction words_speed_phrases[] = {
	{ "slows down", WORDS_QUALITY, -1 }, { "speeds up", WORDS_QUALITY, 1 },
};
const char *const words_slow_verbs[] = {
	"slow", "slows", "slowed", "slowing",
};
const size_t words_nslow_verbs = N(words_slow_verbs);
const char *const words_speed_verbs[] = {
	"speed", "speeds", "sped", "speeding",
};
const size_t words_nspeed_verbs = N(words_speed_verbs);

/*
 * Words skipped on the way to the nearest word: they sit between a
 * number and its direction word without changing it ("fell by 12%",
 * "提高了约 12%", "12%가 감소", "12%の削減").
 */
const char *const words_connectors[] = {
	"by", "about", "around", "roughly", "approximately", "nearly",
	"almost", "some", "is", "was", "are", "were", "be", "been", "of",
	"\xE4\xBA\x86",			/* 了 */
	"\xE7\xBA\xA6",			/* 约 */
	"\xE7\xB4\x84",			/* 約 (zh-Hant, ja) */
	"\xE8\xBE\xBE",			/* 达 */
	"\xE7\x9A\x84",			/* 的 */
	"\xE5\xA4\xA7\xE7\xBA\xA6",	/* 大约 */
	"\xE5\xA4\xA7\xE6\xA6\x82",	/* 大概 */
	"\xE5\xB7\xA6\xE5\x8F\xB3",	/* 左右 */
	"\xE5\xB7\xAE\xE4\xB8\x8D\xE5\xA4\x9A",	/* 差不多 */
	"\xE5\xB0\x86\xE8\xBF\x91",	/* 将近 */
	"\xEC\x95\xBD",			/* 약 */
	"\xEA\xB0\x80", "\xEC\x9D\xB4",	/* 가 이 */
	"\xEB\x8A\x94", "\xEC\x9D\x80",	/* 는 은 */
	"\xEB\xA5\xBC", "\xEC\x9D\x84",	/* 를 을 */
	"\xEB\xA7\x8C\xED\x81\xBC",	/* 만큼 */
	"\xEC\xA0\x95\xEB\x8F\x84",	/* 정도 */
	"\xE3\x81\xAE", "\xE3\x81\x8C",	/* の が */
	"\xE3\x82\x82", "\xE3\x81\xAF",	/* も は */
	"\xE3\x81\xBB\xE3\x81\xA9",	/* ほど */
	"\xE7\xA8\x8B\xE5\xBA\xA6",	/* 程度 */
};
const size_t words_nconnectors = N(words_connectors);

/* Clause ends: a direction word is never looked for past one. */
const char *const words_stops[] = {
	",", ";", ":", ".", "!", "?", "(", ")", "[", "]", "|", "\n\n",
	"\xEF\xBC\x8C", "\xEF\xBC\x9B", "\xEF\xBC\x9A",	/* ， ； ： */
	"\xE3\x80\x82", "\xEF\xBC\x81", "\xEF\xBC\x9F",	/* 。 ！ ？ */
	"\xEF\xBC\x88", "\xEF\xBC\x89", "\xE3\x80\x81",	/* （ ） 、 */
};
const size_t words_nstops = N(words_stops);

/* ---- A metric's name (claim_metric.c, CLAIMS.md 6) ---- */

/*
 * The name suffixes of section 6.  The longest that ends a segment
 * wins; a suffix without "_" must be the whole segment or follow "_"
 * (pg_tps, iops), so "steps" is no rate.
 */
const struct words_name_unit words_name_units[] = {
	{ "_per_s", UNIT_RATE, 1, "/s" }, { "mb_s", UNIT_BYTERATE, 1e6, "MB/s" },
	{ "_bytes", UNIT_SIZE, 1, "bytes" }, { "_pages", UNIT_PAGES, 1, "pages" },
	{ "_ns", UNIT_TIME, 1e-9, "ns" }, { "_us", UNIT_TIME, 1e-6, "us" },
	{ "_ms", UNIT_TIME, 1e-3, "ms" }, { "_s", UNIT_TIME, 1, "s" },
	{ "_kb", UNIT_SIZE, 1024, "KiB" }, { "_mb", UNIT_SIZE, 1048576, "MiB" },
	{ "_gb", UNIT_SIZE, 1073741824, "GiB" },
	{ "_pct", UNIT_FRACTION, 0.01, "%" }, { "_ops", UNIT_RATE, 1, "ops/s" },
	{ "tps", UNIT_RATE, 1, "tps" }, { "qps", UNIT_RATE, 1, "qps" },
	{ "iops", UNIT_RATE, 1, "iops" }, { "rps", UNIT_RATE, 1, "rps" },
};
const size_t words_nname_units = N(words_name_units);

/* Lower case; a time after "per" is a rate (suggest_words.c). */
const struct words_unit words_name_parts[] = {
	{ "ns", UNIT_TIME, 1, P }, { "us", UNIT_TIME, 1e3, P },
	{ "ms", UNIT_TIME, 1e6, P }, { "s", UNIT_TIME, 1e9, P },
	{ "sec", UNIT_TIME, 1e9, P }, { "secs", UNIT_TIME, 1e9, P },
	{ "bytes", UNIT_SIZE, 1, P }, { "kb", UNIT_SIZE, 1024, P },
	{ "kib", UNIT_SIZE, 1024, P }, { "mb", UNIT_SIZE, 1048576, P },
	{ "mib", UNIT_SIZE, 1048576, P }, { "gb", UNIT_SIZE, 1073741824, P },
	{ "gib", UNIT_SIZE, 1073741824, P }, { "pages", UNIT_PAGES, 1, P },
	{ "pct", UNIT_FRACTION, 1, P }, { "percent", UNIT_FRACTION, 1, P },
	{ "bps", UNIT_RATE, 1, P }, { "kbps", UNIT_RATE, 1, P },
	{ "mbps", UNIT_RATE, 1, P }, { "gbps", UNIT_RATE, 1, P },
	{ "iops", UNIT_RATE, 1, P },
	{ "jiffies", UNIT_SCALAR, 1, P }
};
const size_t words_nname_parts = N(words_name_parts);

/*
 * The name parts above that may say a bit rate, and its size: "mbps"
 * is megabits to iperf and megabytes to others, so such a metric is a
 * rate to "MB/s" and a bit rate to "Gbps" (suggest_rank_convert).
 */
const struct words_unit words_name_bitrates[] = {
	{ "bps", UNIT_BITRATE, 1, S }, { "kbps", UNIT_BITRATE, 1e3, S },
	{ "mbps", UNIT_BITRATE, 1e6, S }, { "gbps", UNIT_BITRATE, 1e9, S },
};
const size_t words_nname_bitrates = N(words_name_bitrates);

/*
 * Name parts that abbreviate an English word, and the words: a metric
 * lat_avg_ms is named by "average latency" as by "avg lat" (the
 * suggester, suggest_rank.c).  Each pair: the part, then the word.
 */
const char *const words_name_abbrevs[] = {
	"lat", "latency", "lat", "latencies", "avg", "average",
	"tput", "throughput", "mem", "memory", "util", "utilization",
	"util", "utilisation", "req", "requests", "req", "request",
	"reqs", "requests", "conn", "connections", "conns", "connections",
	"cnt", "count",
};
const size_t words_nname_abbrevs = sizeof(words_name_abbrevs) /
    sizeof(words_name_abbrevs[0]) / 2;

/*
 * Words for throughput in every language the site speaks: they name a
 * metric of a rate (ops_per_s, tps, read_mb_s, or a name with a part
 * of words_name_rates) as its own name would (suggest_rank.c).
 */
const char *const words_throughput[] = {
	"throughput", "\xE5\x90\x9E\xE5\x90\x90", "\xEC\xB2\x98\xEB\xA6\xAC\xEB\x9F\x89", "\xE3\x82\xB9\xE3\x83\xAB\xE3\x83\xBC\xE3\x83\x97\xE3\x83\x83\xE3\x83\x88",
};
const size_t words_nthroughput = N(words_throughput);
const char *const words_name_rates[] = {
	"ops", "tps", "qps", "iops", "rps", "throughput", "tput", "bw",
	"bandwidth",
};
const size_t words_nname_rates = N(words_name_rates);

/* Words of a name (split at '_' and '.') that say lower is better. */
const char *const words_name_lower[] = {
	"lat", "latency", "latencies", "wait", "waits", "elapsed", "duration",
	"cycles", "fault", "faults", "pgfault", "minflt", "majflt", "miss",
	"misses", "stall", "stalls", "time", "runtime", "walltime", "cost",
	"p50", "p90", "p95", "p99", "p999", "p9999", "tail",
};
const size_t words_nname_lower = N(words_name_lower);

/* ... and that say higher is better. */
const char *const words_name_higher[] = {
	"throughput", "tput", "bw", "bandwidth", "hit", "hits", "ops",
	"score", "speed", "speedup", "tps", "qps", "iops", "rps", "rate",
};
const size_t words_nname_higher = N(words_name_higher);

/* ---- A report's language (lang.c) ---- */

/*
 * The scripts a report's prose is counted in (lang.c): Hangul makes it
 * ko, kana ja, Han alone zh.  Kana leaves out the middle dot U+30FB,
 * which Chinese writes too.
 */
const struct words_script_range words_scripts[] = {
	{ 0xAC00, 0xD7A3, WORDS_HANGUL },	/* syllables */
	{ 0x1100, 0x11FF, WORDS_HANGUL },	/* jamo */
	{ 0x3130, 0x318F, WORDS_HANGUL },	/* compatibility jamo */
	{ 0x3041, 0x30FA, WORDS_KANA },
	{ 0x30FC, 0x30FF, WORDS_KANA },
	{ 0x31F0, 0x31FF, WORDS_KANA },		/* small katakana */
	{ 0x4E00, 0x9FFF, WORDS_HAN },
	{ 0x3400, 0x4DBF, WORDS_HAN },		/* extension A */
	{ 0xF900, 0xFAFF, WORDS_HAN },		/* compatibility */
};
const size_t words_nscripts = N(words_scripts);

/* ---- The site's words: the checker's heading, chart units ---- */

/*
 * Words that name the checker in a heading of the report, so that the
 * site puts the checker at the end of that section (render_place.c).
 */
const char *const words_checker[] = {
	"\xE6\xA0\xB8\xE5\xAF\xB9",	/* 核对 */
	"\xE6\xA0\xB8\xE5\xB0\x8D",	/* 核對 */
	"\xEA\xB2\x80\xEC\xA6\x9D\xEA\xB8\xB0",	/* 검증기 */
	"\xE6\xA4\x9C\xE8\xA8\xBC",	/* 検証 */
	"checker", "Checker"
};
const size_t words_nchecker = N(words_checker);

/* Longest first: ops_per_s is not seconds. */
const struct words_chart_unit words_chart_units[] = {
	{ "ops_per_cpu_s", "ops/CPU s" }, { "ops_per_s", "ops/s" },
	{ "_us", "\xCE\xBCs" }, { "_ms", "ms" }, { "_s", "s" },
	{ "_bytes", "unit.bytes" }, { "_pct", "%" },
	{ "jiffies", "unit.jiffies" },
};
const size_t words_nchart_units = N(words_chart_units);

const struct words_chart_step words_chart_steps[] = {
	{ "\xCE\xBCs", "ms", 1e3 }, { "\xCE\xBCs", "s", 1e6 },
	{ "ms", "s", 1e3 }, { "ms", "\xCE\xBCs", 1e-3 },
	{ "s", "ms", 1e-3 }, { "unit.bytes", "KiB", 1024 },
	{ "unit.bytes", "MiB", 1048576 },
	{ "unit.bytes", "GiB", 1073741824 },
	{ "unit.bytes", "kB", 1e3 }, { "unit.bytes", "MB", 1e6 },
	{ "unit.bytes", "GB", 1e9 },
};
const size_t words_nchart_steps = N(words_chart_steps);

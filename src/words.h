/*
 * The words the tool reads in a report, in every language it knows (en,
 * zh, ko, ja), one table per kind: units written after a number,
 * statistic words, words for runs, words that say a sentence quotes
 * another source, the number reader's comparison and scale words, the
 * words a heading names the checker by, the direction words of a
 * change, the unit words of a metric and the scripts that tell a
 * report's language.  For use by the readers of a report's prose
 * (claim_number.c, claim_label.c, claim_direction.c, claim_metric.c,
 * suggest_*.c, render_place.c, lang.c) only.
 *
 * The site's own words stay in templates/strings-*.html, which a reader
 * sees; tests/unit/words_test.c checks that each statistic the site
 * names (calc.mean, calc.min, ...) is a word read here as that
 * statistic, so that a report quoting the site's own words is read.
 */
#ifndef WORDS_H
#define WORDS_H

#include <stddef.h>
#include <stdint.h>

#include "claim.h"
#include "claim_metric.h"
#include "stats.h"

/*
 * A unit word written after a number, in one table for every reader
 * (CLAIMS.md sections 3.2 and 6): the label reader and the suggester
 * (WORDS_PROSE), the unit check and <!-- ev:metrics --> declarations
 * (WORDS_CHECK).  Its size is in its kind's base: a time in ns, a size
 * in bytes, pages in pages, a byte rate in bytes per second.  A count
 * ("runs", 회) is UNIT_SCALAR.
 */
enum words_reader { WORDS_PROSE = 1, WORDS_CHECK = 2, WORDS_BOTH = 3,
	WORDS_SUGGEST = 4 };	/* the suggester alone: bit rates */

struct words_unit {
	const char	*name;
	enum unit_dim	 dim;
	double		 f;
	unsigned	 readers;	/* enum words_reader */
};

/*
 * The prose readers' kinds: a page is a size, every rate one rate but a
 * bit rate, which the suggester converts ("2.15 Gbps" of an _mbps).
 */
enum words_dim {
	WORDS_NONE, WORDS_TIME, WORDS_SIZE, WORDS_RATE, WORDS_PCT, WORDS_COUNT,
	WORDS_BITRATE
};
/* Unit u's kind as the prose readers take it. */
enum words_dim	words_unit_kind(const struct words_unit *u);
/* Its size for them: ns, bytes (a page 4096), bits per second, 1 for */
/* another rate or a count. */
double		words_unit_size(const struct words_unit *u);
/* Its size for the unit check: seconds, bytes, pages, per second. */
double		words_unit_factor(const struct words_unit *u);

/* A word naming a statistic: "평균", "最大", "min". */
struct words_stat {
	const char	*w;
	enum statfn	 st;
};

/* A comparison word after a number: "%", "个百分点", "倍", "割". */
struct words_suffix {
	const char	*text;
	enum numkind	 kind;
	int		 wordlike;	/* must not run into a letter */
	double		 factor;	/* 割 is tenths: 3割 reads as 30% */
};

/* A CJK scale word: "万", "억". */
struct words_scale {
	const char	*text;
	double		 scale;
};

/* The number reader's words, the first that matches winning. */
extern const struct words_suffix words_suffixes[];
extern const size_t		words_nsuffixes;
extern const struct words_scale	words_scales[];
extern const size_t		words_nscales;
/* CJK numerals, three bytes each: all, and those that multiply (百). */
extern const char		words_cjk_numerals[];
extern const char		words_cjk_multipliers[];
/* Words a heading names the checker by: "checker", "核对", "검증기". */
extern const char *const	words_checker[];
extern const size_t		words_nchecker;
/*
 * Units as written after a number; each reader takes the longest of
 * its own that fits.  The unit check names a kind and size by the
 * first of its words that has them (bytes/1024 is "KiB").
 */
extern const struct words_unit	words_units[];
extern const size_t		words_nunits;
/* Statistic words; at one place, the first listed is taken. */
extern const struct words_stat	words_stats[];
extern const size_t		words_nstats;
/*
 * Words that name a statistic by quality: "best", "worst", 最速, 최악.
 * The metric's direction makes it the min or the max (sign +1 best).
 */
struct words_best {
	const char	*w;
	int		 sign;
};
/* "stddev", 标准差, 표준편차: the spread of the runs. */
extern const char *const	words_spread[];
extern const size_t		words_nspread;
extern const struct words_best	words_best[];
extern const size_t		words_nbest;
/* Units that count runs: "3 runs", "48 条", "5회". */
extern const char *const	words_runs_units[];
extern const size_t		words_nruns_units;
/* Words for a run: "run", "运行", "실행". */
extern const char *const	words_runs[];
extern const size_t		words_nruns;
/* Words that say a sentence's numbers are quoted from elsewhere. */
extern const char *const	words_quotes[];
extern const size_t		words_nquotes;
/*
 * Words that say the number after them is worked out from the text's
 * other numbers ("4KiB를 곱하면 401MiB"), not read from the runs.
 */
extern const char *const	words_derived[];
extern const size_t		words_nderived;
/* "from A to B", "A vs B", 从 A 到 B: two numbers as one change. */
extern const char *const	words_pair_joins[];
extern const size_t		words_npair_joins;

/*
 * Label words (claim_label.c; CLAIMS.md section 5, docs/claims.md):
 * the words that make a number a name, a setup count, a date or the
 * unit of a rate rather than a result.
 */
extern const char *const	words_label_versions[];	/* kernel, gcc */
extern const size_t		words_nlabel_versions;
extern const char *const	words_label_refs[];	/* section, table */
extern const size_t		words_nlabel_refs;
extern const char *const	words_label_patches[];	/* patches 1-2 */
extern const size_t		words_nlabel_patches;
extern const char *const	words_label_refs_cjk[];	/* 第, パッチ */
extern const size_t		words_nlabel_refs_cjk;
extern const char *const	words_label_versions_cjk[]; /* 内核, 버전 */
extern const size_t		words_nlabel_versions_cjk;
extern const char *const	words_label_after[];	/* 3장, 3章 */
extern const size_t		words_nlabel_after;
extern const char *const	words_version_here[];	/* 本机, locally */
extern const size_t		words_nversion_here;
extern const char *const	words_setup_nouns[];	/* CPUs, clients */
extern const size_t		words_nsetup_nouns;
extern const char *const	words_setup_nouns_cjk[]; /* コア, 线程 */
extern const size_t		words_nsetup_nouns_cjk;
extern const char *const	words_counters[];	/* 个, 個, 개 */
extern const size_t		words_ncounters;
extern const char *const	words_run_words[];	/* "each run" */
extern const size_t		words_nrun_words;
extern const char *const	words_run_after[];	/* with, and */
extern const size_t		words_nrun_after;
extern const char *const	words_setup_periods_after[]; /* period, 周期 */
extern const size_t		words_nsetup_periods_after;
extern const char *const	words_result_verbs[];	/* took, 耗时 */
extern const size_t		words_nresult_verbs;
extern const char *const	words_result_verbs_after[]; /* かかった, 걸렸 */
extern const size_t		words_nresult_verbs_after;
extern const char *const	words_mail_headers[];	/* Date, Cc */
extern const size_t		words_nmail_headers;
extern const char *const	words_mail_subjects[];	/* Subject, 제목 */
extern const size_t		words_nmail_subjects;
extern const char *const	words_months[];		/* Mar, March */
extern const size_t		words_nmonths;
extern const char *const	words_date_years[];	/* 年, 년 */
extern const size_t		words_ndate_years;
extern const char *const	words_date_months[];	/* 月, 월 */
extern const size_t		words_ndate_months;
extern const char *const	words_date_days[];	/* 日, 일 */
extern const size_t		words_ndate_days;
extern const char *const	words_date_hours[];	/* 時, 시 */
extern const size_t		words_ndate_hours;
extern const char *const	words_date_minutes[];	/* 分, 분 */
extern const size_t		words_ndate_minutes;
extern const char *const	words_time_zones[];	/* UTC, GMT */
extern const size_t		words_ntime_zones;
extern const char *const	words_per_before[];	/* per, 每 */
extern const size_t		words_nper_before;
extern const char *const	words_per_after[];	/* あたり, 당 */
extern const size_t		words_nper_after;
/* Names of ratios of two metrics: IPC is instructions per cycle. */
struct words_ratio_name {
	const char	*name;		/* as prose writes it: "IPC" */
	const char	*num[4];	/* name parts of the numerator's metric */
	const char	*den[4];	/* and of the denominator's; NULL ends */
};
extern const struct words_ratio_name	words_ratio_names[];
extern const size_t		words_nratio_names;
extern const char *const	words_setup_sizes_after[]; /* メモリ */
extern const size_t		words_nsetup_sizes_after;
extern const char *const	words_setup_sizes_before[]; /* memcg */
extern const size_t		words_nsetup_sizes_before;
extern const char *const	words_setup_files_cjk[]; /* 파일, 文件 */
extern const size_t		words_nsetup_files_cjk;
extern const char *const	words_setup_pages_cjk[]; /* 페이지, page */
extern const size_t		words_nsetup_pages_cjk;
extern const char *const	words_version_joins[];	/* と, and, 和 */
extern const size_t		words_nversion_joins;
extern const char *const	words_set_before[];	/* set to, 设为 */
extern const size_t		words_nset_before;
extern const char *const	words_set_after[];	/* に設定, 로 설정 */
extern const size_t		words_nset_after;
extern const char *const	words_fixed_before[];	/* fixed, 默认 */
extern const size_t		words_nfixed_before;
extern const char *const	words_setup_shares_after[]; /* 热区, hot */
extern const size_t		words_nsetup_shares_after;
extern const char *const	words_label_models[];	/* EPYC, Xeon */
extern const size_t		words_nlabel_models;
extern const char *const	words_label_model_tiers[]; /* Gold, RTX */
extern const size_t		words_nlabel_model_tiers;
extern const char *const	words_label_vendors[];	/* Intel, AMD */
extern const size_t		words_nlabel_vendors;
extern const char *const	words_label_model_pairs[]; /* 对, 比 */
extern const size_t		words_nlabel_model_pairs;
extern const char *const	words_part_before[];	/* with, on */
extern const size_t		words_npart_before;
extern const char *const	words_part_after[];	/* drives, in */
extern const size_t		words_npart_after;
extern const char *const	words_setup_mix[];	/* mix, 读写比 */
extern const size_t		words_nsetup_mix;
extern const char *const	words_occasion_counters[]; /* 회, 回, 次 */
extern const size_t		words_noccasion_counters;
extern const char *const	words_occasion_subjects[]; /* 가, が */
extern const size_t		words_noccasion_subjects;
extern const char *const	words_occasion_parts[];	/* 중, のうち */
extern const size_t		words_noccasion_parts;
extern const char *const	words_setup_at_after[];	/* 에서, 时 */
extern const size_t		words_nsetup_at_after;
extern const char *const	words_setup_at_to[];	/* 로, まで */
extern const size_t		words_nsetup_at_to;
extern const char *const	words_each_before[];	/* 各, 각 */
extern const size_t		words_neach_before;
extern const char *const	words_each_after[];	/* ずつ, 씩 */
extern const size_t		words_neach_after;
extern const char *const	words_threshold_if_after[]; /* 넘으면 */
extern const size_t		words_nthreshold_if_after;
extern const char *const	words_threshold_cross[]; /* exceeds, 越过 */
extern const size_t		words_nthreshold_cross;
extern const char *const	words_threshold_when[];	/* 后, 时 */
extern const size_t		words_nthreshold_when;
extern const char *const	words_threshold_if[];	/* once, when */
extern const size_t		words_nthreshold_if;
extern const char *const	words_design_limits[];	/* at most, 最多 */
extern const size_t		words_ndesign_limits;
extern const char *const	words_design_rules[];	/* 一律 */
extern const size_t		words_ndesign_rules;
extern const char *const	words_design_occasions[]; /* 마다, ごとに */
extern const size_t		words_ndesign_occasions;
extern const char *const	words_design_periods[];	/* round, 轮 */
extern const size_t		words_ndesign_periods;
extern const char *const	words_design_limiting[]; /* limit, 限制 */
extern const size_t		words_ndesign_limiting;
extern const char *const	words_design_budgets[];	/* budget, 预算 */
extern const size_t		words_ndesign_budgets;
extern const char *const	words_design_copulas[];	/* is, 是, 는 */
extern const size_t		words_ndesign_copulas;
extern const char *const	words_design_sleeps[];	/* sleep, 睡 */
extern const size_t		words_ndesign_sleeps;
extern const char *const	words_threshold_nouns[]; /* threshold, 阈值 */
extern const size_t		words_nthreshold_nouns;
extern const char *const	words_threshold_marks[]; /* >, ≥ */
extern const size_t		words_nthreshold_marks;
extern const char *const	words_threshold_before[]; /* 超过 */
extern const size_t		words_nthreshold_before;
extern const char *const	words_threshold_after[]; /* 를 넘긴, 以上の */
extern const size_t		words_nthreshold_after;
extern const char *const	words_setup_headings[]; /* Setup, 环境 */
extern const size_t		words_nsetup_headings;

/*
 * Direction words (CLAIMS.md section 3.2, claim_direction.c): the sign
 * an unsigned change under B~A takes from a word next to it.  ASCII
 * words match whole and in any case; CJK words match as a prefix after
 * the number and as a suffix before it.
 */
enum words_dirkind {
	WORDS_AMOUNT,	/* sign directly: more, 减少 */
	WORDS_QUALITY	/* through the metric's direction: faster, 악화 */
};
struct words_direction {
	const char		*word;
	enum words_dirkind	 kind;
	int			 sign;	/* +1 up (amount), better (quality) */
};
extern const struct words_direction words_directions[];
extern const size_t		words_ndirections;
extern const struct words_direction words_speed_phrases[];	/* down, up */
extern const char *const	words_slow_verbs[];
extern const size_t		words_nslow_verbs;
extern const char *const	words_speed_verbs[];
extern const size_t		words_nspeed_verbs;
/* Words between a number and its direction word: by, 了, 가, の. */
extern const char *const	words_connectors[];
extern const size_t		words_nconnectors;
/* Clause ends: a direction word is never looked for past one. */
extern const char *const	words_stops[];
extern const size_t		words_nstops;

/* Suffixes of a metric's name that give its unit (_ms, tps). */
struct words_name_unit {
	const char	*suffix;
	enum unit_dim	 dim;
	double		 factor;
	const char	*name;
};
extern const struct words_name_unit words_name_units[];
extern const size_t		words_nname_units;
/*
 * The parts of a metric's name (split at '_' and '.') the suggester
 * reads a unit from: lat_p99_ms, gen1_file_pages, cpu_pct.  Lower case;
 * kb, mb, gb are binary, as section 6 reads _kb.
 */
extern const struct words_unit	words_name_parts[];
extern const size_t		words_nname_parts;
extern const struct words_unit	words_name_bitrates[];
extern const size_t		words_nname_bitrates;
/* Words of a metric's name that say lower (lat) or higher (tps) is better. */
extern const char *const	words_throughput[];
extern const size_t		words_nthroughput;
extern const char *const	words_name_rates[];
extern const size_t		words_nname_rates;
extern const char *const	words_name_abbrevs[];	/* part, word */
extern const size_t		words_nname_abbrevs;	/* pairs */
extern const char *const	words_name_lower[];
extern const size_t		words_nname_lower;
extern const char *const	words_name_higher[];
extern const size_t		words_nname_higher;

/*
 * The scripts that tell a report's language (lang.c): code point
 * ranges, inclusive.
 */
enum words_script { WORDS_HANGUL, WORDS_KANA, WORDS_HAN };
struct words_script_range {
	uint32_t		 lo, hi;
	enum words_script	 script;
};
extern const struct words_script_range words_scripts[];
extern const size_t		words_nscripts;

/*
 * The units the site writes on a chart's axis and the checker's B - A
 * (render_chart_unit.c): a metric's by the end of its name, a symbol
 * or the key of a word of templates/strings-*.html ("unit.bytes");
 * longest suffix first.  tests/unit/words_test.c holds each to the
 * unit readers, so that a report quoting the site is read.
 */
struct words_chart_unit {
	const char	*suffix, *unit;
};
extern const struct words_chart_unit words_chart_units[];
extern const size_t		words_nchart_units;
/* A unit and its step to another: the value is the metric / by. */
struct words_chart_step {
	const char	*from, *to;
	double		 by;
};
extern const struct words_chart_step words_chart_steps[];
extern const size_t		words_nchart_steps;

#endif

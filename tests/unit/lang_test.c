/*
 * The language of a report (src/lang.c): a family of reports built from
 * sentences of each language, mixed with English words in prose, and
 * with as much English as one likes in code, inline code and link
 * destinations, which must not count; and the declaration comment in
 * its spellings, accepted and refused.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../harness.h"
#include "lang.h"
#include "util.h"

static uint32_t seed = 4242;

static uint32_t
next(void)
{
	seed = seed * 1103515245u + 12345u;
	return (seed >> 16) & 0x7FFF;
}

/* Sentences as the example reports write them, metric names and all. */
static const char *const sentences[][4] = {
	{ "zh", "在 4 vCPU 的虚拟机上，MGLRU 开启后吞吐提升了 28%。",
	    "直接回收扫描几乎消失，kswapd 单页回收成本降低约 3 倍。",
	    "每个配置重复 3 次，取中位数报告。" },
	{ "ko", "MGLRU를 켜면 처리량이 28% 늘어납니다.",
	    "직접 회수 스캔은 거의 사라졌고 kswapd 비용은 3배 줄었습니다.",
	    "설정마다 5회 반복해 중앙값을 보고합니다." },
	{ "ja", "MGLRU を有効にするとスループットが 28% 向上した。",
	    "直接回収のスキャンはほぼ消え、kswapd のコストは約 3 分の 1 になった。",
	    "各構成を 3 回繰り返し、中央値を報告する。" },
	{ "en", "With MGLRU on, the throughput rose by 28 percent.",
	    "Direct reclaim scans all but vanished, and kswapd cost a third.",
	    "Each config ran three times; the report gives the median." },
};

/* English that must not count: in code, inline code, a link's target. */
static void
add_code(struct buf *b)
{
	switch (next() % 3) {
	case 0:
		buf_adds(b, "\n```\nfor cfg in off on ttl; do echo running the "
		    "benchmark with config $cfg and writing results; done\n```\n");
		break;
	case 1:
		buf_adds(b, " `cat /sys/kernel/mm/lru_gen/enabled and more "
		    "words here` ");
		break;
	default:
		buf_adds(b, " [x](https://example.org/a/very/long/path/with/"
		    "many/english/words/in/it) ");
		break;
	}
}

static void
test_detect(void)
{
	struct buf b = {0};
	size_t l, i, k, n;

	for (l = 0; l < 4; l++)
		for (i = 0; i < 60; i++) {
			b.len = 0;
			buf_adds(&b, "# Report\n\n");
			n = 2 + next() % 6;
			for (k = 0; k < n; k++) {
				buf_adds(&b, sentences[l][1 + next() % 3]);
				buf_adds(&b, next() % 2 ? " " : "\n");
				/* Metric names in prose: a few English words. */
				if (next() % 2)
					buf_adds(&b, "cg_pgsteal ");
			}
			for (k = next() % 8; k > 0; k--)
				add_code(&b);
			OK(strcmp(lang_detect(b.data, b.len),
			    sentences[l][0]) == 0, "report %zu of %s read as %s",
			    i, sentences[l][0], lang_detect(b.data, b.len));
		}
	/* Nothing to go on: English. */
	OK(strcmp(lang_detect("", 0), "en") == 0, "an empty report");
	OK(strcmp(lang_detect("| 1 | 2 |\n", 10), "en") == 0,
	    "a report of numbers");
	buf_free(&b);
}

static void
test_declared(void)
{
	static const struct {
		const char	*src;
		const char	*want;	/* NULL: no declaration */
		size_t		 line;
	} cases[] = {
		{ "<!-- lang: ko -->\n# 보고서\n", "ko", 1 },
		{ "# Title\n\n<!--lang:ja-->\n", "ja", 3 },
		{ "  <!--   lang:   zh-CN   -->  \r\n", "zh", 1 },
		{ "<!-- lang: EN-us -->", "en", 1 },
		{ "<!-- lang: zh_Hans -->\n", "zh", 1 },
		{ "<!-- lang: k -->\n", NULL, 0 },		/* too short */
		{ "<!-- lang: ko! -->\n", NULL, 0 },
		{ "<!-- language: ko -->\n", NULL, 0 },
		{ "text <!-- lang: ko -->\n", NULL, 0 },	/* not alone */
		{ "<!-- lang: ko\n-->\n", NULL, 0 },
		{ "```\n<!-- lang: ko -->\n```\n", "ko", 2 },
	};
	char out[LANG_MAX];
	struct buf b = {0};
	size_t i, line;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int got = lang_declared(cases[i].src, strlen(cases[i].src),
		    out, &line);

		OK(got == (cases[i].want != NULL), "case %zu: declared %d",
		    i, got);
		if (got && cases[i].want != NULL) {
			OK(strcmp(out, cases[i].want) == 0, "case %zu: %s", i,
			    out);
			OK(line == cases[i].line, "case %zu: line %zu", i, line);
		}
	}
	/* Only the first 20 lines count. */
	for (i = 0; i < 30; i++) {
		size_t k;

		b.len = 0;
		for (k = 0; k < i; k++)
			buf_adds(&b, "text\n");
		buf_adds(&b, "<!-- lang: ja -->\n");
		OK(lang_declared(b.data, b.len, out, &line) == (i < 20),
		    "a declaration on line %zu", i + 1);
	}
	buf_free(&b);
}

void
test_lang(void)
{
	test_detect();
	test_declared();
}

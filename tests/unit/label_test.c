/*
 * Labels (src/claim_label.c, CLAIMS.md section 5): a family per kind.
 * Each template is written the way one language writes that kind; the
 * generator puts several numbers at its '$', places it alone, after a
 * sentence's start and before its end, and checks the kind found.  The
 * near-misses are written the same way but state a result (16% faster,
 * took 60 s per run, 스레드 8% 증가): they must stay numbers, since a
 * label hides a number from the reader's list.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "claim_label.h"
#include "diag.h"
#include "report.h"
#include "words.h"

struct tmpl {
	enum claim_label want;
	const char	*text;	/* '$' is the number */
	int		 line;	/* a whole line: not placed in a sentence */
	int		 max;	/* the largest number that fits (a day: 28) */
};

static const struct tmpl cases[] = {
	/* Patch numbers. */
	{ CLAIM_LABEL_PATCH, "[PATCH v3 $/9] sched/fair: wakeups", 0, 9 },
	{ CLAIM_LABEL_PATCH, "[RFC PATCH net-next $/9]", 0, 9 },
	{ CLAIM_LABEL_PATCH, "Subject: [PATCH $/9] mm: lru", 1, 9 },
	{ CLAIM_LABEL_PATCH, "patches 1-$ keep the old path", 0, 0 },
	{ CLAIM_LABEL_PATCH, "Patch $ adds the knob", 0, 0 },
	{ CLAIM_LABEL_PATCH, "as in patch 1/$", 0, 0 },
	{ CLAIM_LABEL_NAME, "パッチ $ で", 0, 0 },
	{ CLAIM_LABEL_VERSION, "バージョン $.6 と", 0, 0 },
	{ CLAIM_LABEL_NAME, "补丁 $ 引入", 0, 0 },
	{ CLAIM_LABEL_NAME, "패치 $ 에서", 0, 0 },
	/* Mail headers, time zones, reply lines. */
	{ CLAIM_LABEL_MAIL, "Date: Tue, $ Mar 2024 10:12:33 +0800", 1, 28 },
	{ CLAIM_LABEL_MAIL, "Date: Tue, 5 Mar 2024 10:12:33 +08$", 1, 0 },
	{ CLAIM_LABEL_MAIL, "Message-ID: <2024$.1-a@b.org>", 1, 0 },
	{ CLAIM_LABEL_MAIL, "Signed-off-by: A B <a.b+$@kernel.org>", 1, 0 },
	{ CLAIM_LABEL_MAIL, "> Reviewed-by: A <a@x.org> # $ of 3", 1, 0 },
	{ CLAIM_LABEL_MAIL, "On Tue, $ Mar 2024 at 10:12, A wrote:", 1, 28 },
	/* URLs, bare domains, paths, references, commit ids. */
	{ CLAIM_LABEL_LINK, "see lore.kernel.org/r/2024030$.12-1", 0, 0 },
	{ CLAIM_LABEL_LINK, "v2: https://lore.kernel.org/all/$/", 0, 0 },
	{ CLAIM_LABEL_LINK, "echo 1 > /proc/sys/vm/$", 0, 0 },
	{ CLAIM_LABEL_LINK, "(PR #$)", 0, 0 },
	{ CLAIM_LABEL_LINK, "commit $abcdef (\"mm: x\")", 0, 0 },
	/* Diffstat lines. */
	{ CLAIM_LABEL_DIFFSTAT, " kernel/sched/fair.c | $ +++++---", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT, " include/linux/sched.h |  $ +", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT,
	  " $ files changed, 40 insertions(+), 2 deletions(-)", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT, " 1 file changed, $ insertions(+)", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT, " kernel/sched/fair.c     | $ ++--", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT, "Wen Zhao ($):", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT, "王立新 ($):", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT, "박지훈 ($):", 1, 0 },
	{ CLAIM_LABEL_DIFFSTAT, "山田太郎 ($):", 1, 0 },
	{ CLAIM_LABEL_NONE, "结果 ($): 见下", 1, 0 },
	/* Setup counts, in each language. */
	{ CLAIM_LABEL_SETUP, "hackbench -g $ -l 10000", 0, 0 },
	{ CLAIM_LABEL_SETUP, "hackbench -g {1,$,16}", 0, 0 },
	{ CLAIM_LABEL_SETUP, "schbench -m 2 -t $ -r 30", 0, 0 },
	{ CLAIM_LABEL_SETUP, "fio --runtime=$ --bs=4k", 0, 0 },
	{ CLAIM_LABEL_SETUP, "pgbench -c $ で", 0, 0 },
	{ CLAIM_LABEL_SETUP, "hackbench with $ groups", 0, 0 },
	{ CLAIM_LABEL_SETUP, "dbench, $ clients", 0, 0 },
	{ CLAIM_LABEL_SETUP, "a $ CPUs machine", 0, 0 },
	{ CLAIM_LABEL_SETUP, "a $-core Xeon", 0, 0 },
	{ CLAIM_LABEL_SETUP, "fio numjobs=$ iodepth=32", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ s each run", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$s per iteration", 0, 0 },
	{ CLAIM_LABEL_NAME, "RAID $ array", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ 核 / 8 GiB", 0, 0 },
	{ CLAIM_LABEL_SETUP, "对 $ 组用例", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ 个线程并发", 0, 0 },
	{ CLAIM_LABEL_SETUP, "并发 $ 时", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ コアのマシン", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ 個のスレッド", 0, 0 },
	{ CLAIM_LABEL_SETUP, "スレッド数 $ で", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ 秒ずつ計測", 0, 0 },
	{ CLAIM_LABEL_SETUP, "스레드 $개로", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ 코어 머신", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$초씩 측정", 0, 0 },
	{ CLAIM_LABEL_SETUP, "16 コア / $GB メモリ", 0, 0 },
	{ CLAIM_LABEL_SETUP, "8 核 / $ GiB", 0, 0 },
	{ CLAIM_LABEL_SETUP, "4 vCPU / $ GiB", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ GiB 数据集上", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$MiB 상한을 건", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$MiB짜리 hot 파일", 0, 0 },
	{ CLAIM_LABEL_SETUP, "memcg $M", 0, 0 },
	{ CLAIM_LABEL_SETUP, "with $ GB RAM", 0, 0 },
	{ CLAIM_LABEL_SETUP, "数据集 $ GiB", 0, 0 },
	{ CLAIM_LABEL_SETUP, "データセット $GB で", 0, 0 },
	{ CLAIM_LABEL_SETUP, "데이터셋 $GiB로", 0, 0 },
	{ CLAIM_LABEL_SETUP, "a dataset $ GiB large", 0, 0 },
	{ CLAIM_LABEL_NONE, "数据集增长 $ GiB", 0, 0 },
	/* Versions. */
	{ CLAIM_LABEL_VERSION, "on $.8-rc3", 0, 0 },
	{ CLAIM_LABEL_VERSION, "built with gcc $.2", 0, 0 },
	{ CLAIM_LABEL_VERSION, "Linux $.8 and", 0, 0 },
	/* Dates and times. */
	{ CLAIM_LABEL_DATE, "on $ Mar 2024", 0, 28 },
	{ CLAIM_LABEL_DATE, "on Mar $, 2024", 0, 28 },
	{ CLAIM_LABEL_DATE, "on Mar 5, 20$", 0, -24 },
	{ CLAIM_LABEL_DATE, "at 10:12 +0$00", 0, 9 },
	{ CLAIM_LABEL_DATE, "UTC+$", 0, 12 },
	{ CLAIM_LABEL_DATE, "2024年$月5日", 0, 12 },
	{ CLAIM_LABEL_DATE, "2024年3月$日", 0, 28 },
	{ CLAIM_LABEL_DATE, "2024년 $월 5일", 0, 12 },
	{ CLAIM_LABEL_DATE, "20$年", 0, -24 },
	{ CLAIM_LABEL_DATE, "10時$分", 0, 28 },
	/* Units of a rate. */
	{ CLAIM_LABEL_PER, "2 ms per $%", 0, -1 },
	{ CLAIM_LABEL_PER, "for every $ GB", 0, -1 },
	{ CLAIM_LABEL_PER, "per $ requests", 0, -1000 },
	{ CLAIM_LABEL_PER, "$% あたり 2 ms", 0, -1 },
	{ CLAIM_LABEL_PER, "$%あたり", 0, -1 },
	{ CLAIM_LABEL_PER, "$ GB 당", 0, -1 },
	{ CLAIM_LABEL_PER, "每 $% 的负载", 0, -1 },
	{ CLAIM_LABEL_PER, "每 $ 页", 0, -100 },
	{ CLAIM_LABEL_NONE, "2 ms per 3$%", 0, 0 },
	{ CLAIM_LABEL_NONE, "3$% あたり", 0, 0 },
	/* Hardware models: a line, a tier, then the number. */
	{ CLAIM_LABEL_NAME, "Dual-socket EPYC $ (2x 48 cores)", 0, 0 },
	{ CLAIM_LABEL_NAME, "on a Xeon Gold $ box", 0, 0 },
	{ CLAIM_LABEL_NAME, "Xeon Platinum $ 上で測った", 0, 0 },
	{ CLAIM_LABEL_NAME, "Ryzen $ 7950X で", 0, 9 },
	{ CLAIM_LABEL_NAME, "Ryzen 9 $X 上", 0, 0 },
	{ CLAIM_LABEL_NAME, "Graviton $ 实例上", 0, 0 },
	{ CLAIM_LABEL_NAME, "鲲鹏 Kunpeng $ 服务器", 0, 0 },
	{ CLAIM_LABEL_NAME, "GeForce RTX $ 한 장", 0, 0 },
	{ CLAIM_LABEL_NAME, "Core i7 $ 노트북", 0, 0 },
	{ CLAIM_LABEL_NONE, "the Xeon $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "Xeon $% faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "EPYC $x faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "Xeon Gold 6338 $ ops", 0, 0 },
	{ CLAIM_LABEL_NONE, "mode Gold $", 0, 0 },
	{ CLAIM_LABEL_NONE, "EPYC 提升 $", 0, 0 },
	{ CLAIM_LABEL_NONE, "Xeon $ vs EPYC 140", 0, 0 },
	{ CLAIM_LABEL_NONE, "Xeon 120 vs EPYC $", 0, 0 },
	{ CLAIM_LABEL_NONE, "Xeon $ 对 EPYC 140", 0, 0 },
	{ CLAIM_LABEL_NONE, "Xeon 120 对 EPYC $", 0, 0 },
	{ CLAIM_LABEL_NONE, "EPYC $ 比 Xeon 6338 快", 0, 0 },
	{ CLAIM_LABEL_NONE, "Xeon $ 대 EPYC 140", 0, 0 },
	{ CLAIM_LABEL_NONE, "from Xeon Gold $ to EPYC 9454", 0, 0 },
	{ CLAIM_LABEL_NONE, "EPYC $,454 requests", 0, 0 },
	{ CLAIM_LABEL_NONE, "EPYC $.4 points", 0, 0 },
	/* Multiples of a part. */
	{ CLAIM_LABEL_SETUP, "$x Optane P5800X", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$× Intel Xeon Gold 6338", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$x Samsung PM9A3 上", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$x EPYC 9454 서버", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x faster than Xeon", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x Intel's throughput", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x Intel throughput", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x EPYC performance", 0, 0 },
	{ CLAIM_LABEL_SETUP, "with $x Optane P5800X drives", 0, 0 },
	{ CLAIM_LABEL_SETUP, "硬件：$x Intel Xeon Gold 6338，", 0, 0 },
	{ CLAIM_LABEL_NONE, "AMD is $x Intel.", 0, 0 },
	{ CLAIM_LABEL_NONE, "it holds $x Optane P5800X", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x Xeon 6338 throughput", 0, 0 },
	{ CLAIM_LABEL_NONE, "$.5x Optane P5800X", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x Optane", 0, 0 },
	/* Once a run: a duration per run, written before or after. */
	{ CLAIM_LABEL_SETUP, "$ s a run", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ s an iteration", 0, 0 },
	{ CLAIM_LABEL_PER, "$회당 30초", 0, -1 },
	{ CLAIM_LABEL_PER, "$ 回あたり 30 秒", 0, -1 },
	{ CLAIM_LABEL_NONE, "$ ms a run", 0, 0 },
	{ CLAIM_LABEL_NONE, "took $ s a run", 0, 0 },
	{ CLAIM_LABEL_SETUP, "fio ran for $ s a run", 0, 0 },
	{ CLAIM_LABEL_NONE, "it saved $ s a run", 0, 0 },
	{ CLAIM_LABEL_NONE, "mean $ s a run over 10 runs", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ s a run faster than before", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ s per run slower", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ s each run longer", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ s faster a run", 0, 0 },
	{ CLAIM_LABEL_NONE, "每轮耗时 $ 秒", 0, 0 },
	{ CLAIM_LABEL_NONE, "1회당 $초 걸렸다", 0, 0 },
	{ CLAIM_LABEL_NONE, "改动前后每轮 $ 秒", 0, 0 },
	{ CLAIM_LABEL_NONE, "1회당 $초 줄었다", 0, 0 },
	{ CLAIM_LABEL_NONE, "每次 $ 秒，比之前快", 0, 0 },
	/* One occasion, the unit of the size or time after it. */
	{ CLAIM_LABEL_PER, "aging $회가 3.1ms에서 3.2ms로 늘었다", 0, -1 },
	{ CLAIM_LABEL_PER, "aging $回が 3.1ms から 3.2ms に増えた", 0, -1 },
	{ CLAIM_LABEL_PER, "aging $ 次耗时 3.1ms", 0, -1 },
	{ CLAIM_LABEL_PER, "$회에 4 KiB씩", 0, -1 },
	{ CLAIM_LABEL_NONE, "$회가 3.1ms에서 3.2ms로", 0, -4 },
	{ CLAIM_LABEL_NONE, "10회 중 $회가 3.1ms", 0, -1 },
	{ CLAIM_LABEL_NONE, "10回のうち $回が 3.1ms", 0, -1 },
	{ CLAIM_LABEL_NONE, "只 $ 次耗时 3.1ms", 0, -1 },
	{ CLAIM_LABEL_NONE, "只有 $ 次耗时超过 3.1ms", 0, -1 },
	{ CLAIM_LABEL_NONE, "$ 次耗时超过 3.1ms", 0, -1 },
	{ CLAIM_LABEL_NONE, "단 $회가 3.1ms", 0, -1 },
	{ CLAIM_LABEL_NONE, "たった $回が 3.1ms", 0, -1 },
	{ CLAIM_LABEL_NONE, "$회가 50ms를 넘었다", 0, -1 },
	{ CLAIM_LABEL_NONE, "$회가 실패했다", 0, -1 },
	/* The point a measurement was made at. */
	{ CLAIM_LABEL_SETUP, "$개에서 aging 1회가 3.1ms에서 3.2ms로 늘었다", 0, 0 },
	{ CLAIM_LABEL_SETUP, "memcg $개에서 p99가 3.1ms였다", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ 個では aging 1 回が 3.1ms かかった", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ 个时，一轮 aging 从 3.1ms 增加到 3.2ms", 0, 0 },
	{ CLAIM_LABEL_SETUP, "At $ memcgs, one pass took 3.1 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "$개에서 2048개로 늘자 p99가 3.1ms 늘었다", 0, 0 },
	{ CLAIM_LABEL_NONE, "$개에서 멈췄다", 0, 0 },
	{ CLAIM_LABEL_NONE, "회수가 memcg $개에서 3.1ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "It stalls at $ memcgs, then takes 3 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "At $ memcgs it takes 3 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "At $ ms, the patch is 3 ms faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "At $x load, p99 was 3 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "At $ KiB, p99 was 3 ms", 0, 0 },
	{ CLAIM_LABEL_SETUP, "With $ clients, p99 was 3 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ 个时，停止", 0, 0 },
	{ CLAIM_LABEL_NONE, "실패가 $개에서 3으로 줄었고 p99는 3.1ms였다", 0, 0 },
	{ CLAIM_LABEL_NONE, "$개에서 3건으로 줄자 p99가 3.1ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ 個では 3 個まで減り 3.1ms", 0, 0 },
	/* A read/write mix: shares that add up to 100 by a mix word. */
	{ CLAIM_LABEL_SETUP, "The non-polled $/30 mix", 0, -70 },
	{ CLAIM_LABEL_SETUP, "the 70/$ mix", 0, -30 },
	{ CLAIM_LABEL_SETUP, "read/write $/30", 0, -70 },
	{ CLAIM_LABEL_SETUP, "rwmix=$/30", 0, -70 },
	{ CLAIM_LABEL_SETUP, "读写比 $/30", 0, -70 },
	{ CLAIM_LABEL_SETUP, "$/30 の読み書き", 0, -70 },
	{ CLAIM_LABEL_SETUP, "읽기/쓰기 $/30 혼합", 0, -70 },
	{ CLAIM_LABEL_NONE, "hit/miss $/30", 0, -70 },
	{ CLAIM_LABEL_NONE, "the results were mixed $/50", 0, -50 },
	{ CLAIM_LABEL_NONE, "$/30 mix", 0, -60 },
	{ CLAIM_LABEL_NONE, "$/30 split", 0, -70 },
	{ CLAIM_LABEL_NONE, "读写比提升到 $/30", 0, -70 },
	{ CLAIM_LABEL_NONE, "the read/write mix measured $/30", 0, -70 },

	/* Names that were labels before this family. */
	{ CLAIM_LABEL_NAME, "see section $", 0, 0 },
	{ CLAIM_LABEL_NAME, "第 $ 节", 0, 0 },
	{ CLAIM_LABEL_NAME, "$장", 0, 0 },

	/* Configuration knobs: spelled as code spells them, or a setup noun. */
	{ CLAIM_LABEL_SETUP, "shared_buffers = $GB、max_wal_size = 32GB", 0, 0 },
	{ CLAIM_LABEL_SETUP, "max_wal_size = $GB", 0, 0 },
	{ CLAIM_LABEL_SETUP, "(maintenance_work_mem = $GB)", 0, 0 },
	{ CLAIM_LABEL_SETUP, "min_ttl（$s）< 扫描周期", 0, 0 },
	{ CLAIM_LABEL_SETUP, "dirty_expire: $ s", 0, 0 },
	{ CLAIM_LABEL_SETUP, "min_ttl $ms", 0, 0 },
	{ CLAIM_LABEL_SETUP, "swappiness $, 파일 페이지만", 0, 0 },
	{ CLAIM_LABEL_SETUP, "fio는 iodepth $, numjobs 4", 0, 0 },
	{ CLAIM_LABEL_SETUP, "iodepth 32, numjobs $,", 0, 0 },
	{ CLAIM_LABEL_SETUP, "NVMe $개, 커널 6.12", 0, 0 },
	{ CLAIM_LABEL_SETUP, "スケールファクタ $、", 0, 0 },
	{ CLAIM_LABEL_SETUP, "pgbench scale $ で", 0, 0 },
	{ CLAIM_LABEL_SETUP, "线程池 max_threads = $ 时", 0, 0 },
	{ CLAIM_LABEL_SETUP, "hugepages_total = $ GB", 0, 0 },
	/* Shares of the workload: a percentage before what it shares. */
	{ CLAIM_LABEL_SETUP, "5 GiB 数据集上 $% 热区、80% 访问密度", 0, 0 },
	{ CLAIM_LABEL_SETUP, "10% 热区、$% 访问密度", 0, 0 },
	{ CLAIM_LABEL_SETUP, "（$% 热集下", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$% の行を削除した後", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$% 핫 데이터", 0, 0 },
	{ CLAIM_LABEL_SETUP, "a $% hot set", 0, 0 },
	{ CLAIM_LABEL_SETUP, "deleting $% of the rows", 0, 0 },
	/* A multiple of a setup count. */
	{ CLAIM_LABEL_SETUP, "a 2-socket machine ($x 96 cores, SMT on)", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$× 16 CPUs", 0, 0 },
	/* A size alone in a spec list beside a setup count. */
	{ CLAIM_LABEL_SETUP, "16 CPUs (SMT off), $ GiB, performance governor",
	  0, 0 },
	{ CLAIM_LABEL_SETUP, "장비는 16코어, $GB, NVMe 1개", 0, 0 },
	{ CLAIM_LABEL_SETUP, "8 核，$ GiB，SSD", 0, 0 },
	{ CLAIM_LABEL_SETUP, "16 コア、$GB、NVMe", 0, 0 },
	/* Sizes a setup word follows or precedes. */
	{ CLAIM_LABEL_SETUP, "（$ GiB 工作集 / 4.4 GiB 可用）", 0, 0 },
	{ CLAIM_LABEL_SETUP, "4.6 GiB 工作集 / $ GiB 可用", 0, 0 },
	{ CLAIM_LABEL_SETUP, "1GiB 상한에 $GiB 워킹셋을", 0, 0 },
	{ CLAIM_LABEL_SETUP, "a $ GB working set", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$MB のワーキングセット", 0, 0 },
	{ CLAIM_LABEL_SETUP, "全量触碰 $ GiB 匿名内存", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ MB 大页", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ MB huge pages", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$MiB 파일을 읽어", 0, 0 },
	{ CLAIM_LABEL_SETUP, "a $ GB file on ext4", 0, 0 },
	{ CLAIM_LABEL_SETUP, "hot 파일 크기($MiB = 49,152페이지)", 0, 0 },
	{ CLAIM_LABEL_SETUP, "hot 파일 크기(192MiB = $페이지)", 0, 0 },
	{ CLAIM_LABEL_SETUP, "file size $ MiB", 0, 0 },
	{ CLAIM_LABEL_SETUP, "文件大小 64 MiB ≈ $ 页", 0, 0 },
	/* Values the code or the setup fixes. */
	{ CLAIM_LABEL_SETUP, "a fixed $ ms half-life", 0, 0 },
	{ CLAIM_LABEL_SETUP, "the default $ of the knob", 0, 0 },
	{ CLAIM_LABEL_SETUP, "默认 $ 秒", 0, 0 },
	{ CLAIM_LABEL_SETUP, "既定の $ ms", 0, 0 },
	{ CLAIM_LABEL_SETUP, "기본값 $ms", 0, 0 },
	/* Values the author sets. */
	{ CLAIM_LABEL_SETUP, "set to $ ms", 0, 0 },
	{ CLAIM_LABEL_SETUP, "we set it to $ ms", 0, 0 },
	{ CLAIM_LABEL_SETUP, "可以设 $ms 求个保险", 0, 0 },
	{ CLAIM_LABEL_SETUP, "阈值设为 $", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ms に設定した", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ms로 설정했다", 0, 0 },
	{ CLAIM_LABEL_NONE, "set a record of $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "reset took $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "set to $ ms faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "設定後は $ms 短縮した", 0, 0 },
	{ CLAIM_LABEL_NONE, "설정 후 $ms 감소", 0, 0 },
	/* A duration each run takes, "each" starting its clause. */
	{ CLAIM_LABEL_SETUP, "각 $초입니다", 0, 0 },
	{ CLAIM_LABEL_SETUP, "各 $ 秒", 0, 0 },
	{ CLAIM_LABEL_SETUP, "each $ s, then", 0, 0 },
	/* The period a duration names. */
	{ CLAIM_LABEL_SETUP, "a $ ms period", 0, 0 },
	{ CLAIM_LABEL_SETUP, "a $-ms tick", 0, 0 },
	{ CLAIM_LABEL_SETUP, "41 个 $ 秒周期才扫完", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ms 間隔で", 0, 0 },
	{ CLAIM_LABEL_SETUP, "$ms 주기로", 0, 0 },
	{ CLAIM_LABEL_NONE, "the period grew $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "a $ ms longer period", 0, 0 },
	{ CLAIM_LABEL_NONE, "周期缩短 $ 秒", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ms 주기가 걸렸다", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ MiB window", 0, 0 },
	/* Versions written bare after another. */
	{ CLAIM_LABEL_VERSION, "MySQL 8.0 と $.4 の比較", 0, 0 },
	{ CLAIM_LABEL_VERSION, "kernel 6.1 and $.8", 0, 0 },
	{ CLAIM_LABEL_VERSION, "内核 6.1 和 $.6", 0, 0 },
	{ CLAIM_LABEL_VERSION, "커널 6.1 및 $.8", 0, 0 },
	{ CLAIM_LABEL_VERSION, "PostgreSQL 16 vs $", 0, 0 },
	{ CLAIM_LABEL_VERSION, "gcc 12.2, 13.1 and $.2", 0, 0 },
	/* Ordinals and generations. */
	{ CLAIM_LABEL_NAME, "이번 $회차에서", 0, 0 },
	{ CLAIM_LABEL_NAME, "$번째 실행", 0, 0 },
	{ CLAIM_LABEL_NAME, "$回目の実行", 0, 0 },
	{ CLAIM_LABEL_NAME, "$番目", 0, 0 },
	{ CLAIM_LABEL_NAME, "세대 $ 이하를 회수", 0, 0 },
	{ CLAIM_LABEL_NAME, "世代 $ 的页", 0, 0 },

	/* Thresholds: a number that bounds what the sentence counts. */
	{ CLAIM_LABEL_THRESHOLD, "a threshold of >$×", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "a threshold of $ ms", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "the $ ms cutoff", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "the $-ms threshold", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "slow-request threshold: $ ms", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "overrun（>$×周期）", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "年龄 >$s 的冷世代", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "超过 $ms 的请求", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "阈值 $ ms", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "$ms 以上的请求", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "$ms를 넘긴 요청도", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "±$% 안쪽 차이는 잡음으로 본다", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "$ms 초과한 요청", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "임계값 $ms", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "$ms を超えた要求", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "$ms 以上の要求", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "±$% 以内の差", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "閾値 $ms", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, ">$× の遅延", 0, 0 },

	/*
	 * Design constants: a limit kept per period or occasion or set by
	 * a limiting verb, a rule, a budget, a sleep, a unit's factor, a
	 * macro's value (claim_label_design.c).
	 */
	{ CLAIM_LABEL_DESIGN, "每 100ms 最多写回 $ 页", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "worker 每轮至少扫描 $ 个 memcg", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "每个唤醒周期最多扫描 $ 页", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "writes back at most $ pages every 100 ms", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "scans at least $ memcgs per round", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "batches are clamped to at most $ pages", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "한 번 깨어날 때 최대 $개의 PMD를 훑는다", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "100ms마다 최대 $페이지를 회수한다", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "최소 $개, 최대 512개로 제한한다", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "周期ごとに最大 $ ページを書き戻す", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "起きるたびに最大 $ 個の PMD を見る", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "对每个 PMD 区间一律记满 $ 页", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "무조건 $페이지로 센다", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "一律に $ ページと数える", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "扫描预算是 $ 页", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "the scan budget is $ pages", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "a budget of $ pages", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "スキャン予算は $ ページ", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "스캔 예산은 $페이지", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "预算耗尽就睡 $ 秒", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "then sleeps for $ s", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "$ 秒スリープする", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "$초 동안 잠든다", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "utime+stime 差分（×$ ms = CPU 秒）", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "kswapd CPU 시간(jiffies ×$ms)", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "1 jiffy = $ ms", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "1 jiffy는 $ms입니다", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "1 jiffy は $ ms", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "$ jiffy = 4 ms", 0, -1 },
	{ CLAIM_LABEL_DESIGN, "(MAX_NR_GENS=$)", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "CONFIG_HZ=$ で", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "池满（max_pool_percent=$）时", 0, 0 },
	{ CLAIM_LABEL_DESIGN, "sysctl min_free_kbytes=$", 0, 0 },
	/* A condition the mechanism acts on: a threshold. */
	{ CLAIM_LABEL_THRESHOLD, "memcg가 $개를 넘으면 배치를 다시 계산한다", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "$ms を超えると再試行する", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "用量越过 memory.high 的 $% 后，由后台写回", 0,
	  0 },
	{ CLAIM_LABEL_THRESHOLD, "超过 $ms 时触发写回", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "once usage exceeds $% of the limit", 0, 0 },
	{ CLAIM_LABEL_THRESHOLD, "if the queue reaches $ entries, it flushes", 0,
	  0 },
	{ CLAIM_LABEL_NONE, "usage exceeds $% of the limit", 0, 0 },
	{ CLAIM_LABEL_NONE, "when it ran, usage hit $%", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ 秒后全部折叠", 0, 0 },
	{ CLAIM_LABEL_NONE, "hot2 达到 $ 个", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99가 $ms를 넘었다", 0, 0 },
	{ CLAIM_LABEL_NONE, "max_rss=$", 0, 0 },
	{ CLAIM_LABEL_NONE, "max_lat_us=$", 0, 0 },
	{ CLAIM_LABEL_NONE, "pool_max_percent=$", 0, 0 },
	/* Near-misses of design constants: results stated the same way. */
	{ CLAIM_LABEL_NONE, "最多 $ 个", 0, 0 },
	{ CLAIM_LABEL_NONE, "中位数只有 3 个，每组最多 $ 个", 0, 0 },
	{ CLAIM_LABEL_NONE, "each run used at most $ GiB", 0, 0 },
	{ CLAIM_LABEL_NONE, "每次运行最多 $ 个", 0, 0 },
	{ CLAIM_LABEL_NONE, "每轮最多用了 $ 页", 0, 0 },
	{ CLAIM_LABEL_NONE, "每轮最多有 $ 页", 0, 0 },
	{ CLAIM_LABEL_NONE, "at most $ ms faster per round", 0, 0 },
	{ CLAIM_LABEL_NONE, "latency was at most $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99 최대 $ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "mean at most $ ms per round", 0, 0 },
	{ CLAIM_LABEL_NONE, "100ms마다 평균 최대 $페이지", 0, 0 },
	{ CLAIM_LABEL_NONE, "the budget used $ pages", 0, 0 },
	{ CLAIM_LABEL_NONE, "预算用掉 $ 页", 0, 0 },
	{ CLAIM_LABEL_NONE, "budget is $% lower", 0, 0 },
	{ CLAIM_LABEL_NONE, "预算降为 $ 页", 0, 0 },
	{ CLAIM_LABEL_NONE, "改动前要等 $ 秒", 0, 0 },
	{ CLAIM_LABEL_NONE, "it slept $ s", 0, 0 },
	{ CLAIM_LABEL_NONE, "睡了 $ 秒", 0, 0 },
	{ CLAIM_LABEL_NONE, "sleeps $ s less than before", 0, 0 },
	{ CLAIM_LABEL_NONE, "sleep $ pages", 0, 0 },
	{ CLAIM_LABEL_NONE, "2×$ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99 ×$", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99 = $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "11 jiffy = $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "1 jiffy = $", 0, 0 },
	{ CLAIM_LABEL_NONE, "IOPS=$", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99_ms=$", 0, 0 },
	{ CLAIM_LABEL_NONE, "mm.MAX_NR=$", 0, 0 },

	/* Near-misses of the knobs, shares, sizes, versions and ordinals. */
	{ CLAIM_LABEL_NONE, "p99_ms = $", 0, 0 },
	{ CLAIM_LABEL_NONE, "ops_per_s = $", 0, 0 },
	{ CLAIM_LABEL_NONE, "read_mb_s: $", 0, 0 },
	{ CLAIM_LABEL_NONE, "hit_pct = $", 0, 0 },
	{ CLAIM_LABEL_NONE, "refault_file=$  restore_file=65543", 0, 0 },
	{ CLAIM_LABEL_NONE, "refault_file=11  restore_file=$", 0, 0 },
	{ CLAIM_LABEL_NONE, "rss_peak=$MiB", 0, 0 },
	{ CLAIM_LABEL_NONE, "memcg_id = $", 0, 0 },
	{ CLAIM_LABEL_NONE, "dirty_ratio: $", 0, 0 },
	{ CLAIM_LABEL_NONE, "vm.dirty_ratio = $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "shared_buffers = $% faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "iodepth $ faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "+$% 热区", 0, 0 },
	{ CLAIM_LABEL_NONE, "提升 $% 热区", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% hotter", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% faster reads", 0, 0 },
	{ CLAIM_LABEL_NONE, "the data answers with $% reads 4割", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% writes", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x faster with 16 clients", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x, 16 clients", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x the base", 0, 0 },
	{ CLAIM_LABEL_NONE, "16 CPUs, RSS $ GiB", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ GiB, 12 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "With 16 CPUs, $ GiB less memory", 0, 0 },
	{ CLAIM_LABEL_NONE, "$MiB 파일 페이지", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ MB file pages", 0, 0 },
	{ CLAIM_LABEL_NONE, "working set grew $ GiB", 0, 0 },
	{ CLAIM_LABEL_NONE, "RSS 48 MiB = $ pages", 0, 0 },
	{ CLAIM_LABEL_NONE, "default $ ms slower", 0, 0 },
	{ CLAIM_LABEL_NONE, "the fixed kernel took $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "改动前后各 $ 秒", 0, 0 },
	{ CLAIM_LABEL_NONE, "both configs each $ s", 0, 0 },
	{ CLAIM_LABEL_NONE, "각 $ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "kernel 6.1 and $.8 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "Linux 6.8 and $.25", 0, 0 },
	{ CLAIM_LABEL_NONE, "gcc 13.2 と $.5 倍", 0, 0 },
	{ CLAIM_LABEL_NONE, "kernel 6.1 scored $.8", 0, 0 },
	{ CLAIM_LABEL_NONE, "세대 $%", 0, 0 },
	{ CLAIM_LABEL_NONE, "世代年龄 $ 秒", 0, 0 },
	{ CLAIM_LABEL_NONE, "$회 실행", 0, 0 },

	/* Near-misses of thresholds: results stated with a comparison. */
	{ CLAIM_LABEL_NONE, "latency fell $× to 50 ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "latency fell 2× to $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99 >$ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99 was >$× the base", 0, 0 },
	{ CLAIM_LABEL_NONE, "延迟 >$ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "延迟超过 $ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "阈值下降 $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99가 $ms를 넘겼다", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99는 $ms를 넘는다", 0, 0 },
	{ CLAIM_LABEL_NONE, "편차는 ±$% 안쪽이다", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99 は $ms を超えた", 0, 0 },
	{ CLAIM_LABEL_NONE, "p99 は $ms を超えたが", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ms 以上の改善", 0, 0 },
	{ CLAIM_LABEL_NONE, "threshold cut $ ms faster", 0, 0 },

	/* Near-misses: results, written next to a label's words. */
	{ CLAIM_LABEL_NONE, "$ % faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% faster with 16 CPUs", 0, 0 },
	{ CLAIM_LABEL_NONE, "+$ CPUs", 0, 0 },
	{ CLAIM_LABEL_NONE, "$x more clients", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ more clients", 0, 0 },
	{ CLAIM_LABEL_NONE, "kernel $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "took $ s per run", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ ms per run", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ s faster each run", 0, 0 },
	/* Japanese and Korean write the result verb after the number. */
	{ CLAIM_LABEL_NONE, "$ 秒ずつかかった", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ 秒ずつ要した", 0, 0 },
	{ CLAIM_LABEL_NONE, "$초씩 걸렸다", 0, 0 },
	{ CLAIM_LABEL_NONE, "각 $초가 걸렸다", 0, 0 },
	{ CLAIM_LABEL_NONE, "各 $ 秒かかった", 0, 0 },
	{ CLAIM_LABEL_NONE, "각 $초 소요됐다", 0, 0 },
	{ CLAIM_LABEL_NONE, "Subject: sched: $% faster wakeups", 1, 0 },
	{ CLAIM_LABEL_NONE, "[PATCH 1/3] sched: $% faster", 0, 0 },
	{ CLAIM_LABEL_NONE, "up $% per run", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% per 1% of load", 0, 0 },
	{ CLAIM_LABEL_NONE, "throughput | $", 1, 0 },
	{ CLAIM_LABEL_NONE, "lat $ MiB/s", 0, 0 },
	{ CLAIM_LABEL_NONE, "1.2GB/s and $ GB/s", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% in Mar", 0, 0 },
	{ CLAIM_LABEL_NONE, "$年", 0, 0 },
	{ CLAIM_LABEL_NONE, "$分", 0, 0 },
	{ CLAIM_LABEL_NONE, "快 $%", 0, 0 },
	{ CLAIM_LABEL_NONE, "提升 $% 的 8 核", 0, 0 },
	{ CLAIM_LABEL_NONE, "线程 $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% 高速化", 0, 0 },
	{ CLAIM_LABEL_NONE, "スレッド $% 増加", 0, 0 },
	{ CLAIM_LABEL_NONE, "$% 개선", 0, 0 },
	{ CLAIM_LABEL_NONE, "스레드 $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ 초 단축", 0, 0 },
	{ CLAIM_LABEL_NONE, "super $%", 0, 0 },
	{ CLAIM_LABEL_NONE, "the $ tests passed", 0, 0 },
	{ CLAIM_LABEL_NONE, "worst case $ ms", 0, 0 },
	{ CLAIM_LABEL_NONE, "$4096b", 0, 0 },
	{ CLAIM_LABEL_NONE, "a - $ ms gap", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ GiB less memory", 0, 0 },
	{ CLAIM_LABEL_NONE, "RSS $ MiB", 0, 0 },
	{ CLAIM_LABEL_NONE, "memory $.5M memory", 0, 0 },
	{ CLAIM_LABEL_NONE, "latency $ pages memory", 0, 0 },
	{ CLAIM_LABEL_NONE, "memory grew $ MiB", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ MiB 与垃圾流", 0, 0 },
	{ CLAIM_LABEL_NONE, "メモリ使用量は $ MB 減少", 0, 0 },
	{ CLAIM_LABEL_NONE, "ops/s / $ MiB", 0, 0 },
	{ CLAIM_LABEL_NONE, "热页每 3$ 秒被解除映射", 0, 0 },
	{ CLAIM_LABEL_NONE, "every 3$ s", 0, 0 },
	{ CLAIM_LABEL_NONE, "每组 $ 次", 0, 0 },
	{ CLAIM_LABEL_NONE, "$ runs with 16 clients", 0, 0 },
	{ CLAIM_LABEL_NONE, "스레드 $회", 0, 0 },
	{ CLAIM_LABEL_NONE, "wall-clock $ s", 0, 0 },
	{ CLAIM_LABEL_NONE, "Result ($): see", 1, 0 },
	{ CLAIM_LABEL_NONE, "latency | $", 1, 0 },
};

/* The numbers put at '$'; a negative max lists exactly that one. */
static const int numbers[] = { 1, 4, 9, 16, 28, 128 };

static const char *const places[][2] = {
	{ "", "" }, { "Results: ", "." }, { "结果：", "。" },
	{ "(", ")" },
};

/* The kind of the number that starts at byte at of s. */
static enum claim_label
kind_at(const char *s, size_t at, int *found)
{
	size_t pos = 0, len = strlen(s);
	struct numtok t;

	*found = 0;
	while (claim_number_next(s, len, &pos, &t))
		if (t.start <= at && at < t.end) {
			*found = 1;
			return claim_label_of(s, len, &t, NULL, 0, 0, NULL);
		}
	return CLAIM_LABEL_NONE;
}

static void
check(const struct tmpl *c, int n, size_t p)
{
	char num[16], buf[256];
	const char *hash = strchr(c->text, '$');
	size_t at;
	int found, len;
	enum claim_label got;

	snprintf(num, sizeof(num), "%d", n);
	len = snprintf(buf, sizeof(buf), "%s%.*s", places[p][0],
	    (int)(hash - c->text), c->text);
	at = (size_t)len;
	snprintf(buf + len, sizeof(buf) - (size_t)len, "%s%s%s", num,
	    hash + 1, places[p][1]);
	got = kind_at(buf, at, &found);
	if (c->want == CLAIM_LABEL_NONE && !found) {
		OK(0, "near-miss '%s': the number is not read at all", buf);
		return;
	}
	OK(found, "'%s': no number at byte %zu", buf, at);
	OK(got == c->want, "'%s': got %s, want %s", buf,
	    claim_label_name(got), claim_label_name(c->want));
}

/*
 * Setup sections: a heading that names the setup, the design or the
 * background makes the plain integers and sizes of its section (and of
 * the sections under it) labels; a section of the same level after it
 * does not.  Per language: the heading, a number that is a label there
 * and listed in the results, and near-misses listed in both.
 */
static void
test_setup_sections(void)
{
	static const struct {
		const char *setup, *sub, *results, *label, *near[5], *result;
	} lang[] = {
		{ "Test setup", "Tools", "Results",
		  "The probe touches $ MiB every 5 ms.",
		  { "The ratio was $.3 here.", "It ran $ runs.",
		    "Latency fell $% here.", "It was $ ms faster.",
		    "It took $ s." }, "The page cache held $ MiB." },
		{ "3. 测试环境", "3.1 工具", "4. 结果",
		  "探针每 5 ms 触碰一遍 $ MiB 并记录耗时。",
		  { "压缩比 $.3。", "每配置 $ 次。", "提高 $%。",
		    "延迟降低 $ ms。", "耗时 $ 秒。" }, "页缓存占了 $ MiB。" },
		{ "環境", "ツール", "結果",
		  "プローブは $ MiB を触ります。",
		  { "比は $.3 です。", "$ 回実行。", "$% 改善。",
		    "$ ms 短縮。", "$ 秒かかった。" }, "ページキャッシュは $ MiB。" },
		{ "2. 실험 환경", "2.1 도구", "3. 결과",
		  "프로브는 $ MiB를 건드린다.",
		  { "비율은 $.3이다.", "$회 실행.", "$% 개선.",
		    "$ ms 감소.", "$초 걸렸다." }, "페이지 캐시는 $ MiB." },
	};
	size_t i, k, m, n;
	char text[2048], line[256];

	for (i = 0; i < sizeof(lang) / sizeof(lang[0]); i++)
		for (k = 0; k < sizeof(numbers) / sizeof(numbers[0]); k++) {
			struct report r;
			struct diag d;
			const char *sent[7];
			size_t where[7], want[7];
			char buf[7][256];

			/* setup: label, near x5; subsection: label; results: a result */
			sent[0] = lang[i].label;
			for (m = 0; m < 5; m++)
				sent[1 + m] = lang[i].near[m];
			sent[6] = lang[i].result;
			for (m = 0; m < 7; m++) {
				const char *h = strchr(sent[m], '$');

				snprintf(buf[m], sizeof(buf[m]), "%.*s%d%s",
				    (int)(h - sent[m]), sent[m], numbers[k],
				    h + 1);
			}
			n = (size_t)snprintf(text, sizeof(text),
			    "# T\n\n## %s\n\n%s\n\n%s\n\n%s\n\n%s\n\n%s\n\n"
			    "%s\n\n### %s\n\n%s\n\n## %s\n\n%s\n\n%s\n",
			    lang[i].setup, buf[0], buf[1], buf[2], buf[3],
			    buf[4], buf[5], lang[i].sub, buf[0], lang[i].results,
			    buf[6], buf[6]);
			/* Lines: 5 label, 7..15 near, 19 label, 23 and 25 listed. */
			where[0] = 5, want[0] = 0;
			for (m = 0; m < 5; m++)
				where[1 + m] = 7 + 2 * m, want[1 + m] = 1;
			where[6] = 19, want[6] = 0;
			memset(&r, 0, sizeof(r));
			memset(&d, 0, sizeof(d));
			if (!report_parse(&r, "r.md", text, n, &d)) {
				OK(0, "%s: does not parse", lang[i].setup);
				continue;
			}
			for (m = 0; m < 7; m++) {
				size_t u, got = 0;

				for (u = 0; u < r.nunbound; u++)
					got += r.unbound[u].line == where[m] &&
					    atoi(r.unbound[u].text) == numbers[k];
				snprintf(line, sizeof(line), "%s: '%s'",
				    lang[i].setup, buf[m]);
				EQ_INT((int)got, (int)want[m], line);
			}
			for (m = 23; m <= 25; m += 2) {
				size_t u, got = 0;

				for (u = 0; u < r.nunbound; u++)
					got += r.unbound[u].line == m &&
					    atoi(r.unbound[u].text) == numbers[k];
				snprintf(line, sizeof(line), "%s: line %zu",
				    lang[i].results, m);
				OK(got == 1, "%s: %zu listed, want 1", line,
				    got);
			}
			report_free(&r);
			diag_free(&d);
		}
	/* The heading words alone. */
	{
		static const struct {
			const char *h;
			int setup;
		} hs[] = {
			{ "Test setup", 1 }, { "Methodology", 1 },
			{ "Method", 0 }, { "分析方法", 0 }, { "设计取舍", 0 },
			{ "Background", 1 }, { "测试环境与控制变量", 1 },
			{ "4. 用例设计", 1 }, { "検証環境", 1 }, { "실험 환경", 1 },
			{ "Results", 0 }, { "hackbench", 0 }, { "结论速览", 0 },
			{ "Setups compared", 0 }, { "Upsetup", 0 },
			{ "まとめ", 0 }, { "요약", 0 }, { "9. 复现与产物清单", 1 },
			{ "How to reproduce", 1 }, { "再現手順", 1 },
			{ "재현 방법", 1 }, { "Reproducibility", 0 },
		};

		for (i = 0; i < sizeof(hs) / sizeof(hs[0]); i++)
			EQ_INT(claim_label_setup_heading(hs[i].h,
			    strlen(hs[i].h)), hs[i].setup, hs[i].h);
	}
}

/*
 * Givens: a number that is a constant factor of an address of its own
 * sentence is a label, in each language; an operand of a '=' link, an
 * additive literal, one in another sentence or with a direction word
 * stays listed.
 */
static void
test_givens(void)
{
	static const struct {
		const char *text;
		int listed;
	} tm[] = {
		{ "Each page is $ KiB, so [9 MiB](ev:t/c/pages*$/1024) in all.",
		  0 },
		{ "每扫描 $ 页只有 [42 页](<ev:t/c/a / b * $>)。", 0 },
		{ "$KiB를 곱하면 [401MiB](ev:t/c/pages*$/1024)이다.", 0 },
		{ "1 ページを $ KiB として [9 MiB](ev:t/c/pages*$/1024) です。",
		  0 },
		{ "$ pages, or [9 MiB](ev:=$*4096/1048576).", 1 },
		{ "$ 页，即 [9 MiB](ev:=$*4096/1048576)。", 1 },
		{ "It was $ ms. Then [9](ev:t/c/a*$) more.", 1 },
		{ "[29%](<ev:t/c/$ - a / b>) and $ ms.", 1 },
		{ "latency fell $ ms, [9](ev:t/c/a*$) more.", 1 },
		{ "延迟降低 $ ms，[9](ev:t/c/a*$)。", 1 },
		{ "$초 걸렸고 [9](ev:t/c/a*$)이다.", 1 },
	};
	size_t i, k;

	for (i = 0; i < sizeof(tm) / sizeof(tm[0]); i++)
		for (k = 0; k < sizeof(numbers) / sizeof(numbers[0]); k++) {
			char text[512], *o = text;
			const char *c;
			struct report r;
			struct diag d;
			size_t u, got = 0;

			o += sprintf(o, "# T\n\n");
			for (c = tm[i].text; *c != '\0'; c++)
				if (*c == '$')
					o += sprintf(o, "%d", numbers[k]);
				else
					*o++ = *c;
			*o++ = '\n';
			*o = '\0';
			memset(&r, 0, sizeof(r));
			memset(&d, 0, sizeof(d));
			if (!report_parse(&r, "r.md", text, strlen(text), &d)) {
				OK(0, "'%s': does not parse", text + 5);
				continue;
			}
			for (u = 0; u < r.nunbound; u++)
				got += atoi(r.unbound[u].text) == numbers[k];
			OK((got > 0) == tm[i].listed, "'%s': %s", text + 5,
			    got > 0 ? "listed, want a given" :
			    "a given, want it listed");
			report_free(&r);
			diag_free(&d);
		}
}

/*
 * A paragraph or list item that leads with setup words and a colon is
 * read as a setup section is; its results (a verb, a direction word)
 * stay listed, and the lead must be a short one before the colon.
 */
static void
test_setup_leads(void)
{
	static const struct {
		const char *text;
		int listed;
	} tm[] = {
		{ "测量方式：hot1 → hot2 各 $MB，cold 排在队尾。", 0 },
		{ "- **Test setup:** a probe touches $ MiB.", 0 },
		{ "Setup: a probe touches $ MiB\nand sleeps.", 0 },
		{ "再現手順：$ 分ほど回す。", 0 },
		{ "- 실험 환경: 메모리 $GiB 상한.", 0 },
		{ "测量方式：延迟降低 $ ms。", 1 },
		{ "Setup: it took $ s.", 1 },
		{ "再現手順：$ 秒かかった。", 1 },
		{ "Results: a probe touches $ MiB.", 1 },
		{ "We changed the setup a lot, and then: $ MiB.", 1 },
		{ "Setup (run $): see below.", 1 },
	};
	size_t i, k;

	for (i = 0; i < sizeof(tm) / sizeof(tm[0]); i++)
		for (k = 0; k < sizeof(numbers) / sizeof(numbers[0]); k++) {
			char text[512], *o = text;
			const char *c;
			struct report r;
			struct diag d;
			size_t u, got = 0;

			o += sprintf(o, "# T\n\n");
			for (c = tm[i].text; *c != '\0'; c++)
				if (*c == '$')
					o += sprintf(o, "%d", numbers[k]);
				else
					*o++ = *c;
			*o++ = '\n';
			*o = '\0';
			memset(&r, 0, sizeof(r));
			memset(&d, 0, sizeof(d));
			if (!report_parse(&r, "r.md", text, strlen(text), &d)) {
				OK(0, "'%s': does not parse", text + 5);
				continue;
			}
			for (u = 0; u < r.nunbound; u++)
				got += atoi(r.unbound[u].text) == numbers[k];
			OK((got > 0) == tm[i].listed, "'%s': %s", text + 5,
			    got > 0 ? "listed, want a setup label" :
			    "a label, want it listed");
			report_free(&r);
			diag_free(&d);
		}
}

/*
 * The design rules that read the whole report: a setup value written
 * again in the results, tied to its setup sentence by the word before
 * or after it, an identifier, or another value of that sentence; a
 * version after a word for this machine; a count of things with 条 in
 * a setup section; a number restated as code constants in brackets.
 * Per language a setup, a result that is a label there, and results
 * that stay listed: no tie, another value, a direction word, a
 * statistic.
 */
static void
test_design_reports(void)
{
	static const struct {
		const char *text;	/* '$' the number, '@' another */
		int listed;
	} tm[] = {
		/* Setup values written again. */
		{ "## Test setup\n\nhot1, cold and hot2 take $ MiB each.\n\n"
		  "## Results\n\nhot2's $ MiB collapse into huge pages.\n", 0 },
		{ "## 测试环境\n\nhot1 → cold → hot2 各 $MB，cold 随后 MADV_FREE。"
		  "\n\n## 结果\n\n应用 `madvise(MADV_FREE)` 了 $MB，改动前全部"
		  "折叠。\n", 0 },
		{ "## 환경\n\n- memcg 4개, 워킹셋 $GiB\n\n## 결과\n\n워킹셋 "
		  "$GiB 중 aging이 훑은 양은 0.5GiB였다.\n", 0 },
		{ "## 環境\n\n探针每 5 ms 触碰一遍 $ MiB 驻留集。\n\n## 結果\n\n"
		  "小さな集合（$ MiB/5ms）は守られた。\n", 0 },
		{ "## Test setup\n\nhot1, cold and hot2 take $ MiB each.\n\n"
		  "## Results\n\nThe page cache held $ MiB.\n", 1 },
		{ "## Test setup\n\nhot1, cold and hot2 take $ MiB each.\n\n"
		  "## Results\n\nhot2's @ MiB collapse into huge pages.\n", 1 },
		{ "## Test setup\n\nhot1, cold and hot2 take $ MiB each.\n\n"
		  "## Results\n\nhot2 grew $ MiB.\n", 1 },
		{ "## 测试环境\n\nhot2 各 $MB。\n\n## 结果\n\nhot2 的中位数 $MB。"
		  "\n", 1 },
		{ "## 환경\n\n워킹셋 $GiB\n\n## 결과\n\n워킹셋이 $GiB 늘었다.\n",
		  1 },
		{ "Results: hot2 takes $ MiB.\n\nhot2's $ MiB collapse.\n", 1 },
		{ "## Test setup\n\n- fio $k randread, iodepth 16\n\n"
		  "## Results\n\nThe fio $k randread job did 182,400 IOPS.\n",
		  0 },
		{ "## Test setup\n\n- fio $k randread, iodepth 16\n\n"
		  "## Results\n\nA $k block was read.\n", 1 },
		/* A condition whose crossing word ends the line before. */
		{ "这组补丁在用量越过\nmemory.high 的 $% 后写回。\n", 0 },
		{ "memcg가\n$개를 넘으면 다시 계산한다.\n", 0 },
		{ "延迟越过\n$ms。\n", 1 },
		{ "用量是\nmemory.high 的 $% 后写回。\n", 1 },
		/* A version for this machine, after the kernel's. */
		{ "内核 6.1 合入，本机 $.0）。\n", 0 },
		{ "カーネル 6.1 で、手元 $.0。\n", 0 },
		{ "内核 6.1 合入，本机 $.0 秒。\n", 1 },
		{ "内核 6.1 合入，本机 $.00。\n", 1 },
		{ "内核 6.1 合入，本机延迟 $.0。\n", 1 },
		{ "本机 $.0。\n", 1 },
		/* 条 counting things in a setup section, not runs. */
		{ "## 背景\n\n每 memcg × 节点共 $ 条链。\n", 0 },
		{ "## 背景\n\n共 $ 条运行记录。\n", 1 },
		{ "## 背景\n\n共 $ 条记录。\n", 1 },
		/* A range restated as code constants. */
		{ "世代数量 $~@（`MIN_NR_GENS=$`, `MAX_NR_GENS=@`）。\n", 0 },
		{ "세대 수는 $~@(MIN_NR_GENS=$,\n", 0 },
		{ "세대 수는 $~@(MIN_NR_GENS=1000,\n", 1 },
		{ "batch $ (BATCH_MAX=$)\n", 0 },
		{ "世代数量 $~@（`MIN_NR_GENS=$`, `MAX_NR_GENS=1000`）。\n", 1 },
		{ "latency $ (p99=$)\n", 1 },
	};
	size_t i, k;

	for (i = 0; i < sizeof(tm) / sizeof(tm[0]); i++)
		for (k = 0; k < sizeof(numbers) / sizeof(numbers[0]); k++) {
			char text[1024], *o = text;
			const char *c;
			struct report r;
			struct diag d;
			size_t u, got = 0, last;
			int other = numbers[k] + 3;

			o += sprintf(o, "# T\n\n");
			for (c = tm[i].text; *c != '\0'; c++)
				if (*c == '$')
					o += sprintf(o, "%d", numbers[k]);
				else if (*c == '@')
					o += sprintf(o, "%d", other);
				else
					*o++ = *c;
			*o = '\0';
			memset(&r, 0, sizeof(r));
			memset(&d, 0, sizeof(d));
			if (!report_parse(&r, "r.md", text, strlen(text), &d)) {
				OK(0, "'%s': does not parse", text + 5);
				continue;
			}
			/* The last line's numbers: the result. */
			for (c = text, last = 0; *c != '\0'; c++)
				last += *c == '\n';
			for (u = 0; u < r.nunbound; u++)
				got += r.unbound[u].line == last &&
				    (atoi(r.unbound[u].text) == numbers[k] ||
				    atoi(r.unbound[u].text) == other);
			OK((got > 0) == tm[i].listed, "'%s': %s", text + 5,
			    got > 0 ? "listed, want a label" :
			    "a label, want it listed");
			report_free(&r);
			diag_free(&d);
		}
}

/* The kind of the number at the first '$' of fmt once it is formatted. */
static void
want_at(enum claim_label want, const char *fmt, const char *a,
    const char *b, const char *c)
{
	char buf[256];
	size_t at;
	int found;
	enum claim_label got;

	snprintf(buf, sizeof(buf), fmt, a, b, c);
	at = (size_t)(strchr(buf, '$') - buf);
	memmove(buf + at, buf + at + 1, strlen(buf + at));
	got = kind_at(buf, at, &found);
	OK(found && got == want, "'%s': got %s, want %s", buf,
	    claim_label_name(got), claim_label_name(want));
}

/*
 * Read/write mixes: every split a/b of 100, each share, by every mix
 * word before or after it; a split that misses 100 by one, or with no
 * mix word, stays listed.
 */
static void
test_mixes(void)
{
	char x[8], y[8], y1[8];
	size_t k;
	int a;

	for (a = 1; a < 100; a += 3) {
		snprintf(x, sizeof(x), "%d", a);
		snprintf(y, sizeof(y), "%d", 100 - a);
		snprintf(y1, sizeof(y1), "%d", 101 - a);
		for (k = 0; k < words_nsetup_mix; k++) {
			const char *w = words_setup_mix[k];

			want_at(CLAIM_LABEL_SETUP, "%s $%s/%s", w, x, y);
			want_at(CLAIM_LABEL_SETUP, "%s %s/$%s", w, x, y);
			want_at(CLAIM_LABEL_SETUP, "$%s/%s %s", x, y, w);
			want_at(CLAIM_LABEL_SETUP, "the %s/$%s %s", x, y, w);
			want_at(CLAIM_LABEL_NONE, "%s $%s/%s", w, x, y1);
			want_at(CLAIM_LABEL_NONE, "$%s/%s %s", x, y1, w);
		}
		want_at(CLAIM_LABEL_NONE, "hit/miss $%s/%s%s", x, y, "");
		want_at(CLAIM_LABEL_NONE, "$%s/%s split%s", x, y, "");
	}
}

/*
 * Hardware models: every model line with each number, bare and after
 * each tier, names a part; with a unit after it, or paired with
 * another value by vs, the number is a value.  An integer multiple
 * before every vendor and line with a model counts parts; one with a
 * fraction, or before a bare name, compares.
 */
static void
test_models(void)
{
	static const char *const nums[] = { "3", "920", "9454", "7950X" };
	size_t k, m, n;

	for (k = 0; k < words_nlabel_models; k++) {
		const char *l = words_label_models[k];

		for (n = 0; n < sizeof(nums) / sizeof(nums[0]); n++) {
			if (strcmp(l, "core") != 0)
				want_at(CLAIM_LABEL_NAME, "on %s $%s 서버%s",
				    l, nums[n], "");
			/* core 3: a core's number (setup), vs or not */
			if (strcmp(l, "core") != 0)
				want_at(CLAIM_LABEL_NONE, "%s $%s vs EPYC 140",
				    l, nums[n], "");
			if (strcmp(l, "core") != 0)
				want_at(CLAIM_LABEL_NONE, "Xeon 120 vs %s $%s",
				    l, nums[n], "");
			for (m = 0; m < words_nlabel_model_tiers; m++)
				want_at(CLAIM_LABEL_NAME, "%s %s $%s で", l,
				    words_label_model_tiers[m], nums[n]);
		}
		want_at(CLAIM_LABEL_NONE, "the %s $%s ms", l, "12", "");
		want_at(CLAIM_LABEL_SETUP, "with $%s %s P5800X drives", "2x",
		    l, "");
		want_at(CLAIM_LABEL_NONE, "$%s %s P5800X", "1.5x", l, "");
	}
	for (k = 0; k < words_nlabel_vendors; k++) {
		const char *v = words_label_vendors[k];

		want_at(CLAIM_LABEL_SETUP, "$%s %s Xeon 6338，", "4x", v, "");
		want_at(CLAIM_LABEL_SETUP, "$%s %s PM9A3 上", "2×", v, "");
		want_at(CLAIM_LABEL_NONE, "AMD is $%s %s.", "2x", v, "");
		want_at(CLAIM_LABEL_NONE, "$%s %s 6338 throughput", "2x", v,
		    "");
	}
}

/*
 * Points of measurement and occasions, every word of their lists: a
 * count, its counter and each condition word before a time is a setup;
 * before the same counter again (from, to) or with no time, listed.
 * 1, each counter of occasions and each subject word before a time is
 * a unit; 2 there, or a part of a whole before the 1, is listed.
 */
static void
test_points(void)
{
	size_t c, k;

	for (c = 0; c < words_ncounters; c++)
		for (k = 0; k < words_nsetup_at_after; k++) {
			const char *n = words_counters[c];
			const char *w = words_setup_at_after[k];

			want_at(CLAIM_LABEL_SETUP, "$1,024%s%s p99 3.1ms", n, w,
			    "");
			want_at(CLAIM_LABEL_SETUP, "memcg $512%s%s 3.1ms", n, w,
			    "");
			want_at(CLAIM_LABEL_NONE, "$1,024%s%s 2048%s 3.1ms", n,
			    w, n);
			want_at(CLAIM_LABEL_NONE, "$1,024%s%s 3으로, 3.1ms%s", n,
			    w, "");
			want_at(CLAIM_LABEL_NONE, "$1,024%s%s stop%s", n, w, "");
			want_at(CLAIM_LABEL_NONE, "a b $1,024%s%s 3.1ms", n, w,
			    "");
		}
	for (c = 0; c < words_noccasion_counters; c++)
		for (k = 0; k < words_noccasion_subjects; k++) {
			const char *n = words_occasion_counters[c];
			const char *w = words_occasion_subjects[k];
			size_t p;

			want_at(CLAIM_LABEL_PER, "aging $1%s%s 3.1ms", n, w, "");
			want_at(CLAIM_LABEL_PER, "aging $1 %s%s 4 KiB", n, w, "");
			want_at(CLAIM_LABEL_NONE, "aging $2%s%s 3.1ms", n, w, "");
			want_at(CLAIM_LABEL_NONE, "aging $1%s%s 7%s", n, w, "");
			for (p = 0; p < words_noccasion_parts; p++)
				want_at(CLAIM_LABEL_NONE, "%s $1%s%s 3.1ms",
				    words_occasion_parts[p], n, w);
		}
}

void
test_label(void)
{
	size_t i, k, p, runs = 0;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct tmpl *c = &cases[i];

		for (p = 0; p < (c->line ? 1 : sizeof(places) /
		    sizeof(places[0])); p++) {
			if (c->max < 0) {
				check(c, -c->max, p);
				runs++;
				continue;
			}
			for (k = 0; k < sizeof(numbers) / sizeof(numbers[0]);
			    k++)
				if (c->max == 0 || numbers[k] <= c->max) {
					check(c, numbers[k], p);
					runs++;
				}
		}
	}
	OK(runs > 1000, "the family ran %zu cases", runs);
	test_mixes();
	test_models();
	test_points();
	test_setup_sections();
	test_givens();
	test_setup_leads();
	test_design_reports();
	/* A version the report names is a version when written bare. */
	{
		static const char src[] =
		    "# PostgreSQL 16 と 17\nPostgreSQL 17 が出た。\n"
		    "- バージョン 16.6、GCC 12.2\n";
		static const struct {
			const char *text;
			int version;
		} bare[] = {
			{ "17 の方が速い", 1 }, { "16.6 は遅い", 1 },
			{ "12.2 plain", 1 }, { "16.6 ms", 0 }, { "17 回", 0 },
			{ "17%", 0 }, { "16.60", 0 }, { "12.25", 0 },
			{ "6 cores", 0 }, { "16.6x", 0 }, { "+17", 0 },
		};
		char *known = claim_label_versions(src, sizeof(src) - 1);
		size_t pos;
		struct numtok t;

		for (i = 0; i < sizeof(bare) / sizeof(bare[0]); i++) {
			const char *s = bare[i].text;

			pos = 0;
			OK(claim_number_next(s, strlen(s), &pos, &t), "%s", s);
			EQ_INT(claim_label_of(s, strlen(s), &t, NULL, 0, 0,
			    known) == CLAIM_LABEL_VERSION, bare[i].version, s);
		}
		free(known);
	}
	/* A heading's number, alone in brackets, names that section. */
	{
		static const char src[] =
		    "## 6. Why\n### 6.2 Aging\n#### 3.1.4 Deep\n"
		    "# 2024 results\n## 7 Plain\nText 5.5 here.\n";
		static const struct {
			const char *text;
			int name;
		} sec[] = {
			{ "aging 便宜（6.2）", 1 }, { "(6.2)", 1 },
			{ "(3.1.4)", 0 }, { "(6.25)", 0 }, { "(6.2 ms)", 0 },
			{ "6.2 faster", 0 }, { "(7.2)", 0 }, { "(5.5)", 0 },
			{ "(+6.2)", 0 }, { "（6.2%）", 0 }, { "(7)", 0 },
			{ "(6)", 0 }, { "(2024)", 0 },
		};
		char *known = claim_label_versions(src, sizeof(src) - 1);
		size_t pos;
		struct numtok t;

		for (i = 0; i < sizeof(sec) / sizeof(sec[0]); i++) {
			const char *s = sec[i].text;

			pos = 0;
			if (!claim_number_next(s, strlen(s), &pos, &t)) {
				OK(!sec[i].name, "%s: no number", s);
				continue;
			}
			EQ_INT(claim_label_of(s, strlen(s), &t, NULL, 0, 0,
			    known) == CLAIM_LABEL_NAME, sec[i].name, s);
		}
		free(known);
	}
	/* Table cells: header numbers and first-column integers. */
	{
		const char *s[] = { "16", "6.8", "4.5", "+3", "12%" };
		int head[] = { 1, 1, 0, 1, 1 }, want[] = { 1, 1, 0, 0, 0 };

		for (i = 0; i < 5; i++) {
			size_t pos = 0;
			struct numtok t;

			OK(claim_number_next(s[i], strlen(s[i]), &pos, &t),
			    "%s", s[i]);
			EQ_INT(claim_label_cell(&t, head[i]) ==
			    CLAIM_LABEL_TABLE, want[i], s[i]);
		}
	}
}

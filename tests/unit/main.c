/*
 * Runs every unit test file's entry point and prints the tally.
 * Each tests/unit/NAME_test.c defines void test_NAME(void).
 */
#include <stdio.h>

#include "../harness.h"

struct harness H;

void	test_number(void);
void	test_addr(void);
void	test_stats(void);
void	test_noise(void);
void	test_verdict(void);
void	test_eval(void);
void	test_runs(void);
void	test_json(void);
void	test_progress(void);
void	test_hostile(void);
void	test_libc(void);
void	test_report(void);
void	test_util(void);
void	test_lang(void);
void	test_chart(void);
void	test_format(void);
void	test_metric(void);
void	test_direction(void);
void	test_suggest(void);
void	test_words(void);
void	test_report_place(void);
void	test_label(void);
void	test_anchor(void);

int
main(void)
{
	test_number();
	test_addr();
	test_stats();
	test_noise();
	test_verdict();
	test_eval();
	test_runs();
	test_json();
	test_progress();
	test_hostile();
	test_libc();
	test_report();
	test_util();
	test_lang();
	test_chart();
	test_format();
	test_metric();
	test_direction();
	test_suggest();
	test_words();
	test_report_place();
	test_label();
	test_anchor();
	printf("unit: %d passed, %d failed\n", H.passed, H.failed);
	return H.failed > 0;
}

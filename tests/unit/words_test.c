/*
 * The words the site writes are words the tool reads (issue 21 item
 * 4): each statistic the site names in a language (calc.median,
 * calc.mean, calc.min, calc.max, calc.sum in templates/strings-*.html)
 * is read by the suggester as that statistic (suggest_words_stat over
 * words.c's table), alone and in a sentence before a number; the
 * checker's title holds a word a heading names the checker by.
 */
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "html.h"
#include "suggest.h"

/* The statistic the suggester reads in text, and the word it read. */
static enum statfn
read_stat(const char *text, const char **word)
{
	struct numctx n;
	enum statfn st;

	memset(&n, 0, sizeof(n));
	n.local = xstrdup(text);
	n.before = xstrdup(text);
	suggest_words_stat(&n);
	st = n.stat;
	*word = n.statword;
	suggest_context_free(&n);
	return st;
}

void
test_words(void)
{
	static const char *const langs[] = { "en", "zh", "ko", "ja" };
	static const struct {
		const char	*key;
		enum statfn	 st;
	} keys[] = {
		{ "calc.median", STAT_MEDIAN }, { "calc.mean", STAT_MEAN },
		{ "calc.min", STAT_MIN }, { "calc.max", STAT_MAX },
		{ "calc.sum", STAT_SUM }
	};
	size_t l, k;

	for (l = 0; l < sizeof(langs) / sizeof(langs[0]); l++) {
		struct diag d = {0};
		struct html_strings *S = html_strings_load("templates", langs[l],
		    &d);

		OK(S != NULL && d.nerrors == 0, "words: strings-%s loads",
		    langs[l]);
		for (k = 0; S != NULL && k < sizeof(keys) / sizeof(keys[0]);
		    k++) {
			const char *w = html_str(S, keys[k].key), *got;
			struct buf t = {0};
			enum statfn st;

			st = read_stat(w, &got);
			OK(got != NULL && st == keys[k].st,
			    "words: the site writes %s '%s' (%s), which the "
			    "suggester %s", keys[k].key, w, langs[l],
			    got == NULL ? "does not read" : "reads otherwise");
			buf_printf(&t, "tc1 %s 12", w);
			t.len -= 2;
			t.data[t.len] = '\0';
			st = read_stat(t.data, &got);
			OK(got != NULL && st == keys[k].st,
			    "words: '%s' before a number (%s)", t.data, langs[l]);
			buf_free(&t);
		}
		/* A heading that copies the checker's title places it. */
		if (S != NULL) {
			const char *title = html_str(S, "checker.title");
			size_t w;
			int found = 0;

			for (w = 0; w < words_nchecker; w++)
				found |= strstr(title, words_checker[w]) != NULL;
			OK(found, "words: the checker's title '%s' (%s) holds a "
			    "word a heading names the checker by", title,
			    langs[l]);
		}
		html_strings_free(S);
		diag_free(&d);
	}
}

/*
 * The language a report is written in, for the words of its site
 * (templates/strings-LANG.html).  For use by the site tool's main and
 * the unit tests.
 *
 * A report declares its language with a line of its own holding only
 * the HTML comment <!-- lang: TAG --> (a BCP 47 tag such as ko, zh-CN,
 * ja-JP; only its first subtag counts) among its first 20 lines.  Without one the script of its
 * prose decides: code blocks, inline code and link destinations
 * skipped, a CJK character counting as a word, Latin words against
 * CJK characters; among CJK, Hangul makes it ko, kana ja, Han alone zh.
 */
#ifndef LANG_H
#define LANG_H

#include <stddef.h>

/* A language tag's first subtag, lower case, as a strings file names it. */
#define LANG_MAX	16

/*
 * The language src declares (see above), written to out; zero when it
 * declares none.  line, when not NULL, gets the declaration's line.
 */
int	 lang_declared(const char *src, size_t len, char out[LANG_MAX],
	    size_t *line);
/* The language the script of src's prose says: "en", "zh", "ko" or "ja". */
const char *lang_detect(const char *src, size_t len);

#endif

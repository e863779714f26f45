/*
 * File names of a test case's files: the stem its chart and its
 * checker data share, and its chart's name (render.h).
 */
#include <stdlib.h>

#include "render.h"

/*
 * Ids are free text: letters, digits, "_" and "-" stay, every other
 * byte is "~XX" ("~" is never in an id, so no two ids share a name).
 * A name longer than 150 bytes keeps its first 150 or so and ends with
 * "~~" and a hash of the whole id ("~~" is in no other name), as file
 * names stop at 255 bytes.
 */
char *
render_tc_stem(const char *tc)
{
	struct buf b = {0};
	const unsigned char *p;
	uint64_t h = 0xcbf29ce484222325ULL;	/* FNV-1a */
	size_t cut;

	for (p = (const unsigned char *)tc; *p != '\0'; p++) {
		h = (h ^ *p) * 0x100000001b3ULL;
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '_' || *p == '-')
			buf_addc(&b, (char)*p);
		else
			buf_printf(&b, "~%02X", *p);
	}
	if (b.len > 150) {
		/* Not inside a "~XX". */
		for (cut = 150; b.data[cut - 1] == '~' || b.data[cut - 2] == '~';
		    cut--)
			;
		b.len = cut;
		buf_printf(&b, "~~%016llx", (unsigned long long)h);
	}
	if (b.data == NULL)
		buf_adds(&b, "");
	return buf_take(&b);
}

char *
render_chart_name(const char *tc)
{
	struct buf b = {0};
	char *stem = render_tc_stem(tc);

	buf_printf(&b, "%s.svg", stem);
	free(stem);
	return buf_take(&b);
}

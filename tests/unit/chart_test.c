/*
 * render_chart_unit: the unit a claim's values are in, for the checker's
 * B - A and the charts' axes (render_chart_unit.c).  A family: every metric
 * unit by its name's suffix, scaled by every step the table knows and by
 * steps it does not; units written after the number or in a row label's
 * parentheses, and label parentheses that are no unit.
 */
#include <stdlib.h>
#include <string.h>

#include "../harness.h"
#include "claim.h"
#include "diag.h"
#include "html.h"
#include "render.h"

/* A claim as report_parse.c makes it: text, number, address, label. */
static void
mk(struct claim *c, const char *text, const char *addr, const char *row)
{
	size_t pos = 0, s;
	char *err = NULL;

	memset(c, 0, sizeof(*c));
	c->text = xstrdup(text);
	OK(claim_number_next(c->text, strlen(c->text), &pos, &c->num),
	    "test setup: '%s' holds no number", text);
	s = c->num.start;
	c->num.a.start -= s, c->num.a.digits_end -= s, c->num.a.num_end -= s,
	    c->num.a.end -= s;
	if (c->num.is_range)
		c->num.b.start -= s, c->num.b.digits_end -= s,
		    c->num.b.num_end -= s, c->num.b.end -= s;
	c->addr = claim_addr_parse(addr, strlen(addr), &err, NULL);
	OK(c->addr != NULL, "test setup: ev:%s: %s", addr, err ? err : "");
	free(err);
	c->row_label = row != NULL ? xstrdup(row) : NULL;
}

static void
unit_is(const struct html_strings *S, const char *text, const char *addr,
    const char *row, const char *want)
{
	struct claim c;
	struct buf b = {0};

	mk(&c, text, addr, row);
	render_chart_unit(&b, &c, S);
	OK(strcmp(b.data != NULL ? b.data : "", want) == 0,
	    "[%s](ev:%s) row '%s': unit '%s', want '%s'", text, addr,
	    row ? row : "", b.data ? b.data : "", want);
	buf_free(&b);
	claim_free(&c);
}

void
test_chart(void)
{
	static const struct {
		const char *suffix, *unit;	/* the metric's own unit */
		const char *by[4], *to[4];	/* "/by" gives to */
	} fam[] = {
		{ "_us", "\xCE\xBCs", { "1000", "1000000", "7", NULL },
		    { "ms", "s", "", NULL } },
		{ "_ms", "ms", { "1000", "0.001", "60000", NULL },
		    { "s", "\xCE\xBCs", "", NULL } },
		{ "_bytes", "bytes", { "1024", "1048576", "1073741824", "1000000" },
		    { "KiB", "MiB", "GiB", "MB" } },
		{ "_s", "s", { "0.001", "3600", NULL, NULL }, { "ms", "", NULL, NULL } },
	};
	struct diag d = {0};
	struct html_strings *S = html_strings_load("templates", "en", &d);
	struct buf addr = {0};
	size_t i, k;

	OK(S != NULL, "templates/strings-en.html loads (run from the top)");
	if (S == NULL) {
		diag_free(&d);
		return;
	}
	for (i = 0; i < sizeof(fam) / sizeof(fam[0]); i++) {
		addr.len = 0;
		buf_printf(&addr, "t/on/stall%s", fam[i].suffix);
		unit_is(S, "12", addr.data, NULL, fam[i].unit);
		/* A comparison is in the same unit before it compares. */
		addr.len = 0;
		buf_printf(&addr, "t/on~off/stall%s", fam[i].suffix);
		unit_is(S, "+12%", addr.data, NULL, fam[i].unit);
		for (k = 0; k < 4 && fam[i].by[k] != NULL; k++) {
			addr.len = 0;
			buf_printf(&addr, "t/on/stall%s/%s", fam[i].suffix,
			    fam[i].by[k]);
			unit_is(S, "12", addr.data, NULL, fam[i].to[k]);
			/* The row label's unit wins over the guess. */
			unit_is(S, "12", addr.data, "stall (h)", "h");
			unit_is(S, "12", addr.data, "\xE5\x81\x9C\xE9\xA1\xBF"
			    "\xEF\xBC\x88\xE7\xA7\x92\xEF\xBC\x89",
			    "\xE7\xA7\x92");
			/* A test case or a sum in parentheses is no unit. */
			unit_is(S, "12", addr.data, "stall (TC-1)",
			    fam[i].to[k]);
			unit_is(S, "12", addr.data, "refaults (anon+file)",
			    fam[i].to[k]);
			/* And the word after the number wins over both. */
			unit_is(S, "+1.4 min", addr.data, "stall (h)", "min");
		}
	}
	/* A count says nothing, a ratio of metrics has no known unit. */
	unit_is(S, "12", "t/on/pgscan", NULL, "");
	unit_is(S, "12", "t/on/a_us / b_us", NULL, "");
	unit_is(S, "12", "t/on/lat.p999", NULL, "ms");
	unit_is(S, "192MiB", "t/on/rss_bytes/1048576", NULL, "MiB");
	/* Prose after a number is not a unit. */
	unit_is(S, "12 runs of the test", "t/on/x_us", NULL, "\xCE\xBCs");
	buf_free(&addr);
	html_strings_free(S);
	diag_free(&d);
}

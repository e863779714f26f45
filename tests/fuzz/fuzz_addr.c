/*
 * libFuzzer target: the ev: address and expression parser.  Any input
 * either parses or gives an error message, never both; a parsed
 * expression printed back must parse again and print the same.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "claim.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/*
 * Whether every number prints as plain digits: the printed form is for
 * people, so 1.35037417374182e+15 need not parse back.
 */
static int
plain_numbers(const struct expr *e)
{
	struct buf b = {0};
	int ok = 1;

	if (e == NULL)
		return 1;
	if (e->op == EXPR_NUM) {
		fmt_num(&b, e->num, 15, 0);
		ok = strpbrk(b.data, "eEin") == NULL;
		buf_free(&b);
		return ok;
	}
	return plain_numbers(e->a) && plain_numbers(e->b);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size > 0 ? size : 1), *err = NULL, *err2 = NULL;
	struct addr *a, *b;
	struct buf p1 = {0}, p2 = {0};
	const char *names[8];

	memcpy(s, data, size);
	a = claim_addr_parse(s, size, &err, NULL);
	if ((a == NULL) == (err == NULL))
		abort();
	if (a != NULL && a->expr != NULL && plain_numbers(a->expr)) {
		(void)claim_expr_metrics(a->expr, names, 8);
		claim_expr_print(&p1, a->expr);
		/* The canonical form, as an "=" or a tc/sel/ address. */
		buf_adds(&p2, a->constant ? "=" : "t/c/");
		buf_add(&p2, p1.data, p1.len);
		b = claim_addr_parse(p2.data, p2.len, &err2, NULL);
		if (b != NULL) {
			struct buf p3 = {0};

			claim_expr_print(&p3, b->expr);
			if (p3.len != p1.len || memcmp(p3.data, p1.data,
			    p1.len) != 0)
				abort();
			buf_free(&p3);
		}
		/* The printed form may be longer than the limit allows. */
		else if (p2.len <= ADDR_LEN_MAX && strstr(err2, "deeper") ==
		    NULL && strstr(err2, "too long") == NULL)
			abort();
		claim_addr_free(b);
		free(err2);
	}
	claim_addr_free(a);
	free(err);
	free(s);
	buf_free(&p1);
	buf_free(&p2);
	return 0;
}

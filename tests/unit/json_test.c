/*
 * json_num writes numbers without printf where it can: every value it
 * writes must read back (strtod) as exactly the same double.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "../harness.h"
#include "util.h"

static void
roundtrip(double v)
{
	struct buf b = {0};
	double back;

	json_num(&b, v);
	back = strtod(b.data, NULL);
	OK(back == v || (v == 0 && back == 0), "json_num(%.17g) wrote %s",
	    v, b.data);
	buf_free(&b);
}

void
test_json(void)
{
	static const double fixed[] = {
		0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.5, -2.25, 123.456, 1e-7,
		135160, 4083, 0.948, 2.41e6, 999999999999999.0, 1e15, 1e16,
		9007199254740993.0, 1e300, -1e-300, 5e-324, 0.1 + 0.2,
		3.14159265358979, 101.8, 53.0, 1.0 / 3
	};
	struct buf b = {0};
	uint64_t x = 88172645463325252ULL;
	size_t i;

	for (i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
		roundtrip(fixed[i]);
	/* Decimals as data holds them, and arbitrary bit patterns. */
	for (i = 0; i < 20000; i++) {
		double v;

		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		roundtrip((double)(int64_t)(x % 2000000001ULL - 1000000000) /
		    (double)(1 + x % 100000));
		roundtrip((double)(x % 100000000) / 1000.0);
		memcpy(&v, &x, sizeof(v));
		if (isfinite(v))
			roundtrip(v);
	}
	json_num(&b, 1.5);
	EQ_STR(b.data, "1.5", "1.5 is written short");
	b.len = 0;
	json_num(&b, -4083);
	EQ_STR(b.data, "-4083", "an integer has no decimals");
	b.len = 0;
	json_num(&b, NAN);
	EQ_STR(b.data, "null", "NaN is null");
	buf_free(&b);
}

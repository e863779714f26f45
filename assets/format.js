/*
 * Numbers as the command line and the pages write them, for the
 * checker: the rules of util.c fmt_num (a raw value, 15 significant
 * digits) and fmt_calc (a computed value), so that a number reads the
 * same on screen, on paper and in the terminal.  tests/format_cases.tsv
 * holds the cases; build/unit runs them on the C side and
 * tests/browser/format.test.mjs on this file, so the two cannot drift.
 * Numbers do not change with the page's language (the "C" locale,
 * always: docs/STYLE); the cases say so for each language.
 *
 * Loaded before checker.js as window.vrFormat; node reads it as a
 * CommonJS module.
 */
(function (root) {
	'use strict';

	/* The integer part grouped by thousands with commas (group_digits). */
	function group(s) {
		var m = /^(-?)(\d+)(.*)$/.exec(s);
		if (!m)
			return s;
		return m[1] + m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + m[3];
	}

	/*
	 * a >= 0 with dec decimals as C's printf("%.*f") writes it: an exact
	 * tie (1515.25 to one decimal) goes to the even digit, where
	 * toFixed would round it up.
	 */
	function fixed(a, dec) {
		var s = a.toFixed(dec);
		if (!(a < 1e21))
			return s;
		var f = a.toFixed(100), i = f.indexOf('.') + 1 + dec;
		if (!/^50*$/.test(f.slice(i)))
			return s;
		var t = f.slice(0, dec ? i : i - 1);
		return Number(t[t.length - 1]) % 2 === 0 ? t : s;
	}

	/*
	 * printf's %.*g (fmt_num past 10^15 and below 10^-6): the exponent
	 * X of the value rounded to P digits picks fixed notation when
	 * -4 <= X < P, trailing zeros dropped either way.
	 */
	function general(v, p) {
		p = Math.max(p, 1);
		var m = /^(-?)([\d.]+)e([+-]\d+)$/.exec(v.toExponential(p - 1));
		var x = Number(m[3]), d;
		if (x < -4 || x >= p) {
			d = m[2];
			if (d.indexOf('.') >= 0)
				d = d.replace(/0+$/, '').replace(/\.$/, '');
			return m[1] + d + 'e' + (x < 0 ? '-' : '+') +
				(Math.abs(x) < 10 ? '0' : '') + Math.abs(x);
		}
		d = fixed(Math.abs(v), p - 1 - x);
		if (d.indexOf('.') >= 0)
			d = d.replace(/0+$/, '').replace(/\.$/, '');
		return (v < 0 ? '-' : '') + d;
	}

	/*
	 * util.c fmt_num: at most sig significant digits, trailing zeros
	 * dropped, grouped when grp; a value that rounds to zero has no sign.
	 */
	function sig(v, n, grp) {
		if (v !== v)
			return 'nan';
		if (!isFinite(v))
			return v < 0 ? '-inf' : 'inf';
		if (v === 0)
			return '0';
		var mag = Math.floor(Math.log10(Math.abs(v)));
		if (mag >= 15 || mag < -6)
			return general(v, n);
		var dec = Math.max(n - 1 - mag, 0);
		var d = fixed(Math.abs(v), dec);
		if (d.indexOf('.') >= 0)
			d = d.replace(/0+$/, '').replace(/\.$/, '');
		var s = v < 0 && /[1-9]/.test(d) ? '-' : '';
		return s + (grp ? group(d) : d);
	}

	/* util.c fmt_calc: a computed value in a computation. */
	function calc(v) {
		var a = Math.abs(v);
		var s = sig(v, a >= 1e5 && a < 1e16 ? Math.floor(Math.log10(a)) + 2 : 6, true);
		return s.replace(/^-/, '\u2212');
	}

	/* A raw value of the data, as the evidence and the run tables show it. */
	function raw(v) {
		return sig(v, 15, true);
	}

	var api = { group: group, fixed: fixed, sig: sig, calc: calc, raw: raw };
	if (typeof module === 'object' && module.exports)
		module.exports = api;
	else
		root.vrFormat = api;
}(this));

/*
 * The per-run checker: pick a test case and a metric, see every run's
 * raw value, each config's sorted values with the median marked, and
 * the change between configs.  A claim link (#check-N) presets it to
 * that claim and shows its computation.  Plain DOM, no framework.
 *
 * The page embeds the names and the claims (#vr-data); the runs come
 * from data/runs/TC.js and data/runs/TC/METRIC.js, loaded when a reader
 * opens them, as <script> elements because fetch() is refused on
 * file:// while a script of the same folder loads.  Nothing is asked of
 * any other host.
 */
(function () {
	'use strict';

	/*
	 * The page with a script: the stylesheet hides what only a reader
	 * without one needs (html.js), a phone folds the contents away so
	 * that the title comes first, and paper opens every table of runs.
	 */
	document.documentElement.classList.add('js');
	var fold = document.querySelector('details.toc-fold');
	if (fold && window.matchMedia && window.matchMedia('(max-width: 820px)').matches)
		fold.open = false;
	var closed = [];
	window.addEventListener('beforeprint', function () {
		closed = [].slice.call(document.querySelectorAll('details:not([open])'));
		closed.forEach(function (d) { d.open = true; });
	});
	window.addEventListener('afterprint', function () {
		closed.forEach(function (d) { d.open = false; });
		closed = [];
	});

	/*
	 * A claim's tooltip, placed in the window rather than in its table:
	 * a table scrolls sideways inside its own box, which would cut a
	 * tooltip hanging from it.  Fixed to the window, below the number,
	 * or above it where the window ends; Escape closes it until the
	 * pointer or the focus leaves the claim.
	 */
	function placeTip(a) {
		var tip = a.querySelector('.tip');
		if (!tip || a.classList.contains('tip-off'))
			return;
		tip.style.position = 'fixed';
		tip.style.left = '0px';
		tip.style.top = '0px';
		tip.style.marginTop = '0';
		var r = a.getBoundingClientRect(), t = tip.getBoundingClientRect();
		var w = document.documentElement.clientWidth, h = window.innerHeight, gap = 4, edge = 4;
		var left = Math.max(edge, Math.min(r.left, w - t.width - edge));
		var top = r.bottom + gap;
		if (top + t.height > h - edge && r.top - gap - t.height >= edge)
			top = r.top - gap - t.height;
		tip.style.left = left + 'px';
		tip.style.top = Math.max(edge, Math.min(top, h - t.height - edge)) + 'px';
	}
	var tipOf = null;		/* the claim whose tooltip shows */
	function tipOn(e) {
		var a = e.target.closest && e.target.closest('a.claim');
		if (a) {
			tipOf = a;
			placeTip(a);
		}
	}
	function tipOff(e) {
		var a = e.target.closest && e.target.closest('a.claim');
		if (a && !a.contains(e.relatedTarget)) {
			a.classList.remove('tip-off');
			if (tipOf === a)
				tipOf = null;
		}
	}
	document.addEventListener('focusin', tipOn);
	document.addEventListener('mouseover', tipOn);
	document.addEventListener('focusout', tipOff);
	document.addEventListener('mouseout', tipOff);
	document.addEventListener('keydown', function (e) {
		if (e.key === 'Escape' && tipOf)
			tipOf.classList.add('tip-off');
	});
	window.addEventListener('scroll', function () {
		var f = document.activeElement;
		if (tipOf)
			placeTip(tipOf);
		if (f && f !== tipOf && f.matches && f.matches('a.claim'))
			placeTip(f);
	}, { passive: true, capture: true });

	/*
	 * A box that scrolls sideways (a wide table, a code block, the runs
	 * of a test case) and holds nothing to focus: the keyboard reaches
	 * it with tabindex=0 and a name that says it scrolls.  Looked at
	 * again when the window, a table or the open tables change.
	 */
	var SCROLLS = 'main table, main pre, .checker .scroll';
	function scrollable(e) {
		var over = e.scrollWidth > e.clientWidth + 1;
		var inside = e.querySelector('a[href], button, input, select, textarea, [tabindex]:not([data-scrolls])');
		if (over && !inside) {
			if (!e.hasAttribute('data-scrolls')) {
				e.setAttribute('data-scrolls', '');
				e.tabIndex = 0;
				if (e.tagName !== 'TABLE' || !e.hasAttribute('aria-label'))
					e.setAttribute('aria-label', scrollName(e));
				if (e.tagName !== 'TABLE')
					e.setAttribute('role', 'region');
			}
		} else if (e.hasAttribute('data-scrolls')) {
			e.removeAttribute('data-scrolls');
			e.removeAttribute('tabindex');
			e.removeAttribute('aria-label');
			e.removeAttribute('role');
		}
	}
	function scrollName(e) {
		var cap = e.querySelector('caption, summary') || (e.closest('details') || e).querySelector('summary');
		var t = cap ? cap.textContent.trim() : '';
		var words = document.body.getAttribute('data-scroll') || '';
		return t ? t + ' — ' + words : words;
	}
	function scrollables() {
		[].forEach.call(document.querySelectorAll(SCROLLS), scrollable);
	}
	if (window.ResizeObserver) {
		var seen = new ResizeObserver(scrollables);
		seen.observe(document.documentElement);
		new MutationObserver(function () {
			[].forEach.call(document.querySelectorAll(SCROLLS), function (e) { seen.observe(e); });
		}).observe(document.body, { childList: true, subtree: true });
		[].forEach.call(document.querySelectorAll(SCROLLS), function (e) { seen.observe(e); });
	}
	document.addEventListener('toggle', scrollables, true);

	var src = document.getElementById('vr-data');
	if (!src)
		return;
	/*
	 * The evidence blocks are for a reader without the script: their
	 * ids go, so that #check-N is the checker's alone and the browser
	 * neither scrolls to a hidden block nor takes the focus back.
	 */
	[].forEach.call(document.querySelectorAll('#ck-evidence .ev[id]'), function (e) {
		e.removeAttribute('id');
	});
	var D = JSON.parse(src.textContent);
	var tcSel = document.getElementById('ck-tc');
	var mSel = document.getElementById('ck-metric');
	var out = document.getElementById('ck-out');
	var box = document.getElementById('ck-claim');
	var heading = document.getElementById('checker-h');
	var PAGE = 100;			/* rows of the run table per page */
	var cache = {}, waiting = {};	/* loaded data and callbacks, by key */
	var shown = 0;			/* the render in progress: stale ones stop */

	var P10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];
	/* A verdict's name (c[4] of a claim) in the page's language. */
	var VERDICT = { ok: S('v.ok'), near: S('v.near'), wrong: S('v.wrong'),
		flipped: S('v.flipped'), error: S('v.error') };

	/*
	 * A word of the page's language (templates/strings-*.html, keys
	 * js.*), its {name} placeholders filled from vars.
	 */
	function S(key, vars) {
		var t = D.str && D.str[key] !== undefined ? D.str[key] : key;
		return t.replace(/\{([a-z]+)\}/g, function (all, name) {
			return vars && name in vars ? String(vars[name]) : all;
		});
	}

	/*
	 * A metric's values, unpacked (render_checker.c says how they are
	 * packed): a number per run, or null where the run lacks it.
	 */
	function unpack(p) {
		var bin = atob(p.data), n = p.n, w = p.w, out = new Array(n), i, k;
		if (w === 8) {
			var dv = new DataView(new ArrayBuffer(bin.length));
			for (i = 0; i < bin.length; i++)
				dv.setUint8(i, bin.charCodeAt(i));
			for (i = 0; i < n; i++) {
				var d = dv.getFloat64(8 * i, true);
				out[i] = d === d ? d : null;
			}
			return out;
		}
		var absent = Math.pow(2, 8 * w) - 1, f = P10[p.scale];
		for (i = 0; i < n; i++) {
			var code = 0;
			for (k = w - 1; k >= 0; k--)
				code = code * 256 + bin.charCodeAt(w * i + k);
			out[i] = code === absent ? null :
				p.scale ? (p.base + code) / f : p.base + code;
		}
		return out;
	}

	/*
	 * The data scripts call this.  A test case of many runs comes in
	 * parts (render_checker.c): each gives its slice, and the data is
	 * whole once every part has come.
	 */
	var pieces = {};
	window.vrData = function (kind, key, payload, part, parts) {
		var k = kind + ':' + key;
		var v = kind === 'metric' ? unpack(payload) : payload;
		if (!(parts > 1)) {
			cache[k] = v;
			return;
		}
		var acc = pieces[k] || (pieces[k] = { parts: parts, got: 0, p: [] });
		if (acc.p[part] === undefined) {
			acc.p[part] = v;
			acc.got++;
		}
		if (acc.got === acc.parts) {
			cache[k] = join(kind, acc.p);
			delete pieces[k];
		}
	};

	/* The parts of a test case's runs or of a metric's values, in order. */
	function join(kind, p) {
		if (kind === 'metric')
			return [].concat.apply([], p);
		var whole = {};
		Object.keys(p[0]).forEach(function (f) {
			whole[f] = p[0][f] === null ? null :
				[].concat.apply([], p.map(function (x) { return x[f]; }));
		});
		return whole;
	}

	function addScript(file, then) {
		var s = document.createElement('script');
		s.src = file;
		s.onload = s.onerror = then;
		document.head.appendChild(s);
	}

	/* file, then its other parts (file.1.js...) if it says it has them. */
	function load(kind, key, file, done) {
		var k = kind + ':' + key;
		if (k in cache)
			return done(cache[k]);
		if (waiting[k])
			return waiting[k].push(done);
		waiting[k] = [done];
		function finish() {
			var cbs = waiting[k];
			delete waiting[k];
			cbs.forEach(function (cb) { cb(cache[k] || null); });
		}
		addScript(file, function () {
			var acc = pieces[k], left, i;
			if (k in cache || !acc)
				return finish();
			left = acc.parts - 1;
			for (i = 1; i < acc.parts; i++)
				addScript(file.replace(/\.js$/, '.' + i + '.js'), function () {
					if (--left === 0)
						finish();
				});
		});
	}

	function el(name, text, cls) {
		var e = document.createElement(name);
		if (text !== undefined && text !== null)
			e.textContent = String(text);
		if (cls)
			e.className = cls;
		return e;
	}

	/* Groups the integer part by thousands, as the report does. */
	function group(s) {
		var m = /^(-?)(\d+)(.*)$/.exec(s);
		if (!m)
			return s;
		return m[1] + m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + m[3];
	}

	/* A raw value exactly as the data holds it. */
	function raw(v) {
		return group(String(v));
	}

	/* A computed value: six significant digits. */
	function num(v) {
		if (!isFinite(v))
			return String(v);
		if (Number.isInteger(v))
			return group(String(v));
		var s = Number(v.toPrecision(6)).toString();
		return /e/.test(s) ? s : group(s);
	}

	function signed(v, suffix) {
		if (!isFinite(v))
			return '—';
		var s = num(Math.abs(v) < 5e-13 ? 0 : v);
		return (v > 0 ? '+' : '') + s.replace(/^-/, '−') + suffix;
	}

	function row(table, cells, head) {
		var tr = el('tr');
		cells.forEach(function (c) {
			var td = el(head ? 'th' : 'td');
			if (c instanceof Node)
				td.appendChild(c);
			else
				td.textContent = c;
			tr.appendChild(td);
		});
		table.appendChild(tr);
		return tr;
	}

	function table(caption, head) {
		var t = el('table');
		if (caption)
			t.appendChild(el('caption', caption));
		var th = el('thead');
		row(th, head, true);
		t.appendChild(th);
		var tb = el('tbody');
		t.appendChild(tb);
		var wrap = el('div', null, 'scroll');
		wrap.appendChild(t);
		return { wrap: wrap, body: tb };
	}

	function median(sorted) {
		var n = sorted.length, h = Math.floor(n / 2);
		return n % 2 ? sorted[h] : (sorted[h - 1] + sorted[h]) / 2;
	}

	function fillMetrics(tc, want) {
		mSel.textContent = '';
		D.tcmetrics[tc].slice().sort(function (a, b) {
			return D.metrics[a] < D.metrics[b] ? -1 : D.metrics[a] > D.metrics[b] ? 1 : 0;
		}).forEach(function (m) {
			var o = el('option', D.metrics[m]);
			o.value = String(m);
			mSel.appendChild(o);
		});
		if (want !== undefined && want >= 0 && D.tcmetrics[tc].indexOf(want) >= 0)
			mSel.value = String(want);
	}

	function meta(runs, i) {
		if (!runs.meta)
			return S('seeline', { line: runs.line[i] });
		var m = runs.meta[i];
		return Object.keys(m).map(function (k) {
			return D.metakeys[k] + '=' + m[k];
		}).join(', ');
	}

	/* The run table, a page at a time: 125,000 rows would not help anyone. */
	function runTable(tc, m, runs, vals) {
		var n = runs.rep.length, pages = Math.ceil(n / PAGE), page = 0;
		var wrap = el('div');
		var all = table(S('every', { tc: D.tcs[tc] }),
			[S('col.tc'), S('col.config'), S('col.rep'), D.metrics[m],
				S('col.line'), S('col.meta')]);
		var nav = el('p', null, 'pager');
		var prev = el('button', S('prev')), next = el('button', S('next'));
		var where = el('span');
		prev.type = next.type = 'button';
		function draw() {
			all.body.textContent = '';
			for (var i = page * PAGE; i < Math.min(n, (page + 1) * PAGE); i++)
				row(all.body, [D.tcs[tc], D.cfgs[runs.cfg[i]], String(runs.rep[i]),
					vals[i] === null ? S('absent') : raw(vals[i]),
					String(runs.line[i]), meta(runs, i)]);
			where.textContent = S('page', { from: page * PAGE + 1,
				to: Math.min(n, (page + 1) * PAGE), n: n });
			prev.disabled = page === 0;
			next.disabled = page >= pages - 1;
		}
		prev.addEventListener('click', function () { page--; draw(); });
		next.addEventListener('click', function () { page++; draw(); });
		draw();
		wrap.appendChild(all.wrap);
		if (pages > 1) {
			nav.appendChild(prev);
			nav.appendChild(where);
			nav.appendChild(next);
			wrap.appendChild(nav);
		}
		return wrap;
	}

	/* Every run, each config's statistics, and the changes. */
	function draw(tc, m, runs, vals) {
		out.textContent = '';
		out.appendChild(el('h3', D.tcs[tc] + ' · ' + D.metrics[m]));
		if (!runs || !vals) {
			out.appendChild(el('p', S('noload')));
			return;
		}
		out.appendChild(runTable(tc, m, runs, vals));

		var cfgs = [], stats = {};
		runs.cfg.forEach(function (c, i) {
			if (vals[i] === null)
				return;
			if (!(c in stats)) {
				stats[c] = [];
				cfgs.push(c);
			}
			stats[c].push(vals[i]);
		});
		var per = table(S('per'), [S('col.config'), S('col.n'),
			S('col.sorted'), S('col.median'), S('col.mean'), S('col.range')]);
		var med = {};
		cfgs.forEach(function (c) {
			var v = stats[c].slice().sort(function (a, b) { return a - b; });
			var n = v.length, h = Math.floor(n / 2), lo, hi;
			var cell = el('span'), how;
			/* Around the middle only, when there are many. */
			lo = n > 41 ? h - 20 : 0;
			hi = n > 41 ? h + 20 : n;
			if (lo > 0)
				cell.appendChild(document.createTextNode(S('smaller', { n: lo })));
			for (var i = lo; i < hi; i++) {
				if (i > lo)
					cell.appendChild(document.createTextNode(', '));
				var middle = n % 2 ? i === h : (i === h - 1 || i === h);
				cell.appendChild(middle ? el('mark', raw(v[i])) : document.createTextNode(raw(v[i])));
			}
			if (hi < n)
				cell.appendChild(document.createTextNode(S('larger', { n: n - hi })));
			med[c] = median(v);
			how = el('span');
			how.appendChild(el('strong', num(med[c])));
			if (n % 2 === 0)
				how.appendChild(el('span', ' = (' + raw(v[h - 1]) + ' + ' + raw(v[h]) + ') / 2', 'formula'));
			var mean = v.reduce(function (a, b) { return a + b; }, 0) / n;
			row(per.body, [D.cfgs[c], String(n), cell, how, num(mean),
				raw(v[0]) + '~' + raw(v[n - 1])]);
		});
		out.appendChild(per.wrap);

		if (cfgs.length > 1) {
			var ch = table(S('change'), [S('col.vs'), S('col.diff'), S('col.pct'),
				S('col.pp'), S('col.ratio')]);
			for (var i = 0; i < cfgs.length; i++)
				for (var j = 0; j < cfgs.length; j++) {
					if (i === j)
						continue;
					var a = med[cfgs[j]], b = med[cfgs[i]];
					/* Points are of fractions only, not of counters. */
					row(ch.body, [S('vs', { b: D.cfgs[cfgs[i]], a: D.cfgs[cfgs[j]] }),
						signed(b - a, ''),
						a ? signed((b / a - 1) * 100, '%') : S('azero'),
						Math.abs(a) <= 1 && Math.abs(b) <= 1 ?
							signed((b - a) * 100, ' pp') : S('notfrac'),
						a ? num(b / a) + '×' : S('azero')]);
				}
			out.appendChild(ch.wrap);
		}
	}

	/* --- A claim, step by step ------------------------------------- */

	/*
	 * The claim's computation redone here as claim_eval.c does it
	 * (CLAIMS.md 2, 3.1, 3.2, 3.4): the same statistics in the same
	 * order (Kahan sums in run order, numpy's median), the same
	 * expression rules (a bare metric is its statistic, a function
	 * aggregates per-run values), the same verdict and rounding.  The
	 * browser test (tests/browser/steps.test.mjs) compares every result
	 * with verify-report --format=json.
	 */
	/* Kahan's compensated sum of f(v[i]), as stats.c ksum. */
	function ksum(v, f) {
		var sum = 0, c = 0, i;
		for (i = 0; i < v.length; i++) {
			var y = (f ? f(v[i]) : v[i]) - c, t = sum + y;
			c = (t - sum) - y;
			sum = t;
		}
		return sum;
	}

	/*
	 * benchstat's confidence interval orders of the median for n runs
	 * (stats.c stats_ci_orders), up to 30 runs: [lo, hi], 1-based.
	 * Past 30 the normal approximation needs erfc, which JavaScript
	 * lacks: the checker says so rather than guess.
	 */
	var CI_ORDERS = [[0, 0], [0, 0], [0, 3], [0, 4], [0, 5], [0, 5], [1, 6],
		[1, 7], [1, 7], [2, 8], [2, 9], [2, 9], [3, 10], [3, 11], [3, 11],
		[4, 12], [4, 12], [5, 13], [5, 14], [5, 14], [6, 15], [6, 16],
		[6, 16], [7, 17], [8, 18], [8, 18], [8, 19], [8, 19], [9, 20],
		[9, 20], [10, 21]];

	/* Whether fn names a function of section 2 (not ci, p, tcgeomean). */
	function isFn(fn) {
		return fn in { median: 1, mean: 1, min: 1, max: 1, sum: 1, n: 1,
			stddev: 1, cv: 1, geomean: 1, hmean: 1 } || /^p\d/.test(fn);
	}

	/*
	 * A statistic of section 2 that stats_check refuses, as a Fail
	 * with the reason; or nothing.
	 */
	function statCheck(fn, v) {
		var i;
		if ((fn === 'stddev' || fn === 'cv') && v.length < 2)
			throw new Fail(S('st.few', { stat: fn, k: 2, n: v.length }));
		if (fn === 'cv' && ksum(v) === 0)
			throw new Fail(S('st.zeromean'));
		if (fn === 'geomean' || fn === 'hmean')
			for (i = 0; i < v.length; i++)
				if (!(v[i] > 0))
					throw new Fail(S('st.positive', { stat: fn }));
		if (fn === 'ci' && v.length < 6)
			throw new Fail(S('st.few', { stat: fn, k: 6, n: v.length }));
		if (fn === 'ci' && v.length > 30)
			throw new Fail(S('st.notredone', { stat: fn }));
	}

	function statOf(fn, v) {
		var i, r;
		if (fn === 'n')
			return v.length;
		if (!v.length)
			return NaN;
		if (fn === 'stddev' || fn === 'cv') {
			/* The corrected two-pass sum of stats.c deviation. */
			var mean = ksum(v) / v.length, ss = 0, sd = 0;
			for (i = 0; i < v.length; i++) {
				var d = v[i] - mean;
				ss += d * d;
				sd += d;
			}
			var sdev = Math.sqrt(Math.max((ss - sd * sd / v.length) /
				(v.length - 1), 0));
			return fn === 'cv' ? sdev / mean : sdev;
		}
		if (fn === 'geomean')
			return Math.exp(ksum(v, Math.log) / v.length);
		if (fn === 'hmean')
			return v.length / ksum(v, function (x) { return 1 / x; });
		if (/^p\d/.test(fn) && fn !== 'p50') {
			/* numpy's linear percentile, its lerp as stats.c has it. */
			var q = Number(fn.slice(1)) / 100;
			var so = v.slice().sort(function (a, b) { return a - b; });
			var hh = (so.length - 1) * q, lo = Math.floor(hh);
			if (lo >= so.length - 1)
				return so[so.length - 1];
			var t = hh - lo, dd = so[lo + 1] - so[lo];
			return t >= 0.5 ? so[lo + 1] - dd * (1 - t) : so[lo] + dd * t;
		}
		if (fn === 'ci') {
			var o = CI_ORDERS[v.length], sc = v.slice().sort(function (a, b) {
				return a - b;
			});
			var m = statOf('median', v), a0 = sc[o[0] - 1], b0 = sc[o[1] - 1];
			if (m === 0 && a0 === 0 && b0 === 0)
				return 0;
			if (m === 0 || a0 === 0 || b0 === 0 || (m > 0) !== (a0 > 0) ||
				(m > 0) !== (b0 > 0))
				throw new Fail(S('st.cross'));
			return Math.max(b0 / m - 1, 1 - a0 / m);
		}
		if (fn === 'p50')
			fn = 'median';
		if (fn === 'median') {
			var s = v.slice().sort(function (a, b) { return a - b; });
			var h = Math.floor(s.length / 2);
			if (s.length % 2)
				return s[h];
			return isFinite(s[h - 1] + s[h]) ? (s[h - 1] + s[h]) / 2 :
				s[h - 1] / 2 + s[h] / 2;
		}
		if (fn === 'mean' || fn === 'sum') {
			var sum = 0, c = 0;
			for (i = 0; i < v.length; i++) {
				var y = v[i] - c, t = sum + y;
				c = (t - sum) - y;
				sum = t;
			}
			return fn === 'sum' ? sum : sum / v.length;
		}
		for (r = v[0], i = 1; i < v.length; i++)
			if (fn === 'max' ? v[i] > r : v[i] < r)
				r = v[i];
		return r;
	}

	function Fail(msg) {
		this.msg = msg;
	}

	/* The metrics an expression names, in order of appearance. */
	function namesOf(x, acc) {
		acc = acc || [];
		if (typeof x === 'string') {
			if (acc.indexOf(x) < 0)
				acc.push(x);
		} else if (Array.isArray(x))
			x.slice(1).forEach(function (a) { namesOf(a, acc); });
		return acc;
	}

	/* An expression written back, for the reader. */
	function exprText(x, min) {
		var P = { '+': 1, '-': 1, '*': 2, '/': 2 };
		if (x === null || x === undefined)
			return '';
		if (typeof x === 'number')
			return num(x);
		if (typeof x === 'string')
			return x;
		if (x[0] === '$')
			return '$' + x[1];
		if (x[0] === 'neg')
			return '−' + exprText(x[1], 3);
		if (!(x[0] in P))
			return x[0] + '(' + (x.length > 1 ? exprText(x[1], 0) : '') + ')';
		var p = P[x[0]], s = exprText(x[1], p) + ' ' +
			{ '+': '+', '-': '−', '*': '×', '/': '/' }[x[0]] + ' ' +
			exprText(x[2], p + (x[0] === '-' || x[0] === '/' ? 1 : 0));
		return p < (min || 0) ? '(' + s + ')' : s;
	}

	/*
	 * One run's value of x: a number, null when the run lacks a metric
	 * (it is skipped), or a Fail (claim_eval.c eval_run).
	 */
	function perRun(x, get, where) {
		if (typeof x === 'number')
			return x;
		if (typeof x === 'string')
			return get(x);
		if (x[0] === '$') {
			if (x[2] === null)
				throw new Fail(S('st.nocol', { n: x[1] }));
			return x[2];
		}
		if (x[0] === 'neg') {
			var a0 = perRun(x[1], get, where);
			return a0 === null ? null : -a0;
		}
		if (!(x[0] in { '+': 1, '-': 1, '*': 1, '/': 1 }))
			throw new Fail(S('st.nested', { fn: x[0] }));
		var a = perRun(x[1], get, where), b = perRun(x[2], get, where);
		if (a === null || b === null)
			return null;
		if (x[0] === '/' && b === 0)
			throw new Fail(S('st.divrun', { run: where }));
		return x[0] === '+' ? a + b : x[0] === '-' ? a - b :
			x[0] === '*' ? a * b : a / b;
	}

	/*
	 * x over a side's runs (claim_eval.c eval_agg): a bare metric is
	 * its statistic st over the runs that have it, fn(e) the statistic
	 * of e's per-run values.  Each statistic is noted in used.
	 */
	function overSide(x, st, side, used) {
		if (typeof x === 'number')
			return x;
		if (typeof x === 'string' || isFn(x[0])) {
			var fn = typeof x === 'string' ? st : x[0], v = [];
			if (fn === 'n' && typeof x !== 'string' && x.length === 1) {
				used.push({ what: 'n()', fn: 'n', n: side.runs.length,
					value: side.runs.length });
				return side.runs.length;
			}
			side.runs.forEach(function (r) {
				var y = typeof x === 'string' ? r.get(x) :
					perRun(x[1], r.get, r.name);
				if (y !== null)
					v.push(y);
			});
			if (!v.length)
				throw new Fail(S('st.none', { runs: side.label,
					what: typeof x === 'string' ? x : exprText(x[1]) }));
			statCheck(fn, v);
			var value = statOf(fn, v);
			used.push({ what: typeof x === 'string' ? x : exprText(x[1]), fn: fn,
				n: v.length, value: value });
			return value;
		}
		if (x[0] === '$')
			return perRun(x, null, '');
		if (x[0] === 'neg')
			return -overSide(x[1], st, side, used);
		var a = overSide(x[1], st, side, used), b = overSide(x[2], st, side, used);
		if (x[0] === '/' && b === 0)
			throw new Fail(S('st.divside', { runs: side.label }));
		return x[0] === '+' ? a + b : x[0] === '-' ? a - b :
			x[0] === '*' ? a * b : a / b;
	}

	/* claim_verdict.c claim_verdict. */
	function verdictOf(c, h, v) {
		if (!isFinite(v) || !isFinite(c))
			return 'wrong';
		/* Never under 4 units in the last place of c (section 3.4). */
		var ulp = c === 0 ? Number.MIN_VALUE :
			Math.pow(2, Math.floor(Math.log2(Math.abs(c))) - 52);
		var slack = Math.max(Math.min(1e-9 * Math.max(Math.abs(c),
			Math.abs(v)), h / 100), 4 * ulp);
		var d = Math.abs(v - c);
		if (d <= h + slack)
			return 'ok';
		if (d <= 2 * h + slack)
			return 'near';
		if (c !== 0 && v !== 0 && (c > 0) !== (v > 0))
			return 'flipped';
		return 'wrong';
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
	 * v at the written number's precision, as claim_verdict.c
	 * format_one answers it: its decimals, scale, grouping and suffix,
	 * more decimals where the rounding would read as the written number
	 * although the verdict is not ok (or the other way round).
	 */
	function asWritten(w, v) {
		var dec = w[2], x = w[3] ? v / w[3] : v;
		var ok = verdictOf(w[0], w[1], v) === 'ok';
		/* As claim_verdict.c format_one: a wrong number one digit finer, */
		if (!ok)
			dec++;
		/* a value far below the written scale two significant digits, */
		if (x !== 0 && isFinite(x) && Math.abs(x) < 1) {
			var need = Math.min(Math.floor(-Math.log10(Math.abs(x))) + 2, 17);
			if (!ok && need > dec)
				dec = need;
		}
		/* and the digits as printed get the verdict the value gets. */
		for (;;) {
			var unit = Math.pow(10, -dec);
			var shown = Number(fixed(Math.abs(x), dec)) * (x < 0 ? -1 : 1);
			var up = Math.round(Math.abs(x) / unit) * unit;
			var same = verdictOf(w[0], w[1], shown * w[3]) === 'ok';
			if ((same === ok && Math.abs(up - Math.abs(shown)) < unit / 2) ||
				dec >= w[2] + 5 || dec >= 17)
				break;
			dec++;
		}
		var d = fixed(Math.abs(x), Math.min(dec, 17));
		while (dec > w[2] && /0$/.test(d)) {
			d = d.slice(0, -1);
			dec--;
		}
		d = d.replace(/\.$/, '');
		if (w[7])
			d = group(d).replace(/,/g, w[7]);
		var minus = w[4] !== 0 && w[8] ? '-' : '−';
		var s = x < 0 && /[1-9]/.test(d) ? minus : w[4] !== 0 && x > 0 ? '+' : '';
		return s + d + w[6];
	}

	/*
	 * The unit word after the number, as claim_verdict.c unit_tail
	 * adds it to the answer: one word of up to 12 bytes ending the
	 * claim's text ("192MiB", "1.4 ms").
	 */
	function tail(w) {
		var rest = w[9], t = rest.replace(/^ /, '');
		if (!t.length || new TextEncoder().encode(t).length > 12 || /[ \t\n]/.test(t))
			return '';
		return rest;
	}

	var MARK = { ok: '✓', near: '≈', wrong: '✗', flipped: '⇅', error: '⚠' };

	function verdictWord(v) {
		return v === 'ok' ? S('verdict.ok') : v === 'near' ? S('verdict.near') :
			v === 'wrong' ? S('verdict.wrong') : v === 'flipped' ?
				S('verdict.flipped') : S('verdict.error');
	}

	/* A value with enough digits to see the rounding: two past written. */
	function fine(v, w) {
		var x = w[3] ? v / w[3] : v;
		var s = Math.abs(x).toFixed(Math.min(w[2] + 2, 17));
		return (x < 0 ? '−' : w[4] !== 0 && x > 0 ? '+' : '') + group(s) +
			w[6];
	}

	/*
	 * The runs of a selection: [{name, get}] in run order, each run's
	 * metric values read from the loaded data.
	 */
	function sideOf(plan, cfg, data, label) {
		var tcs = plan.tc === null ? D.tcs.map(function (t, i) { return i; }) :
			[D.tcs.indexOf(plan.tc)];
		var ci = cfg === null ? -1 : D.cfgs.indexOf(cfg), runs = [];
		if (tcs[0] < 0)
			throw new Fail(S('st.notc', { tc: plan.tc }));
		if (cfg !== null && ci < 0)
			throw new Fail(S('st.nocfg', { cfg: cfg }));
		tcs.forEach(function (t) {
			var R = data.runs[t];
			if (!R)
				throw new Fail(S('noload'));
			R.rep.forEach(function (rep, i) {
				if ((ci >= 0 && R.cfg[i] !== ci) ||
					(plan.sel === 'run' && rep !== plan.rep))
					return;
				runs.push({
					name: D.tcs[t] + '/' + D.cfgs[R.cfg[i]] + '#' + rep,
					get: function (m) {
						var mi = D.metrics.indexOf(m);
						if (mi < 0)
							throw new Fail(S('st.nometric', { metric: m }));
						var vals = data.vals[t + '/' + mi];
						return vals ? vals[i] : null;
					}
				});
			});
		});
		if (!runs.length)
			throw new Fail(plan.sel === 'run' ? S('st.norep', { sel: label }) :
				S('st.noruns', { sel: label }));
		return { runs: runs, label: label };
	}

	/*
	 * Computes a claim: {sides: [{label, value, used}], v, v2, how} or
	 * throws a Fail.  data holds the runs and values loaded for it.
	 */
	function compute(plan, data) {
		var w = plan.w, out = { sides: [] }, k = w[5];
		var st = plan.stat || 'median', tcl = plan.tc === null ? '*' : plan.tc;
		/* The address's shape, checked in claim_eval.c's order. */
		if (plan.w2 && plan.stat && plan.stat !== 'range')
			throw new Fail(S('st.needrange', { stat: plan.stat }));
		if (!plan.w2 && st === 'range')
			throw new Fail(S('st.needpair'));
		if (plan.w2)
			st = 'range';
		if (plan.w2 && (plan.sel === 'const' || plan.sel === 'cmp'))
			throw new Fail(S('st.rangeone'));
		if (plan.sel === 'cmp' && k === 'plain' && w[4] === 0)
			throw new Fail(S('st.unclear', { text: plan.text }));
		if (plan.sel === 'run' && plan.tc === null)
			throw new Fail(S('st.runtc'));
		/* Over test cases, and the rank test: the report's value. */
		if (st === 'tcgeomean' || st === 'p')
			throw new Fail(S('st.notredone', { stat: st }));
		function side(cfg, fn, label) {
			var s = sideOf(plan, cfg, data, label), used = [], v;
			v = plan.expr === null ? s.runs.length : overSide(plan.expr, fn, s, used);
			if (plan.expr === null)
				used.push({ what: S('st.runs'), fn: 'n', n: v, value: v });
			var r = { label: label, value: v, used: used, runs: s.runs };
			out.sides.push(r);
			return v;
		}
		if (plan.sel === 'const') {
			var used = [], v0 = overSide(plan.expr, 'median', { runs: [], label: '=' }, used);
			out.sides.push({ label: '=', value: v0, used: used, runs: [] });
			out.v = k === 'pct' || k === 'pp' ? v0 * 100 : v0;
			return out;
		}
		if (plan.sel === 'cmp') {
			var b = side(plan.cfg, st, tcl + '/' + plan.cfg);
			var a = side(plan.cfga, st, tcl + '/' + plan.cfga);
			out.a = a;
			out.b = b;
			/* From 0 to 0 is no change: 0%, 1× (section 3.4). */
			if ((k === 'pct' || k === 'ratio') && a === 0 && b === 0) {
				out.v = k === 'pct' ? 0 : 1;
				return out;
			}
			if ((k === 'pct' || k === 'ratio') && a === 0)
				throw new Fail(S('st.azero', { runs: tcl + '/' + plan.cfga }));
			out.v = k === 'pct' ? (b / a - 1) * 100 : k === 'pp' ? (b - a) * 100 :
				k === 'ratio' ? b / a : b - a;
			return out;
		}
		var lab = tcl + '/' + (plan.sel === 'all' ? '*' : plan.cfg) +
			(plan.sel === 'run' ? '#' + plan.rep : '');
		var cfg = plan.sel === 'all' ? null : plan.cfg;
		if (plan.w2) {
			var lo = side(cfg, 'min', lab), hi = side(cfg, 'max', lab);
			out.v = k === 'pct' || k === 'pp' ? lo * 100 : lo;
			out.v2 = plan.w2[5] === 'pct' || plan.w2[5] === 'pp' ? hi * 100 : hi;
			return out;
		}
		var v = side(cfg, st, lab);
		out.v = k === 'pct' || k === 'pp' ? v * 100 : v;
		return out;
	}

	/*
	 * The script of test case tc's runs (rest '') or of one of its
	 * metrics (rest '/M'); a small test case's scripts share a pack
	 * (render_checker.c), which defines them all.
	 */
	function scriptOf(tc, rest) {
		if (D.tcpack && D.tcpack[tc])
			return 'data/runs/~pack/' + (D.tcpack[tc] - 1) + '.js';
		return 'data/runs/' + D.tcfile[tc] + rest + '.js';
	}

	/* Loads every test case and metric a claim reads, then calls done. */
	function loadFor(plan, done) {
		var tcs = plan.sel === 'const' ? [] : plan.tc === null ?
			D.tcs.map(function (t, i) { return i; }) : [D.tcs.indexOf(plan.tc)];
		var names = namesOf(plan.expr), data = { runs: {}, vals: {} }, left = 1;
		function one() {
			if (--left === 0)
				done(data);
		}
		tcs.forEach(function (t) {
			if (t < 0)
				return;
			left++;
			load('runs', D.tcs[t], scriptOf(t, ''), function (r) {
				data.runs[t] = r;
				one();
			});
			names.forEach(function (m) {
				var mi = D.metrics.indexOf(m);
				if (mi < 0 || D.tcmetrics[t].indexOf(mi) < 0)
					return;
				left++;
				load('metric', D.tcs[t] + '/' + mi, scriptOf(t, '/' + mi),
					function (v) {
						data.vals[t + '/' + mi] = v;
						one();
					});
			});
		});
		one();
	}

	/* A number shown with its full value kept for tests and copying. */
	function val(v, text) {
		var e = el('span', text === undefined ? num(v) : text, 'val');
		e.setAttribute('data-value', String(v));
		return e;
	}

	var SHOWN_RUNS = 40;	/* per side in the per-run table */

	/* Step 1: each run's metrics and value of the expression, per side. */
	function runsStep(plan, r, li) {
		var names = namesOf(plan.expr);
		/* The per-run value: of a function's argument, or of the whole. */
		var call = Array.isArray(plan.expr) && !(plan.expr[0] in
			{ '+': 1, '-': 1, '*': 1, '/': 1, neg: 1, $: 1 });
		var perx = call ? plan.expr[1] : plan.expr;
		var compound = perx !== undefined && perx !== null &&
			typeof perx !== 'string' && typeof perx !== 'number';
		r.sides.forEach(function (s) {
			if (!s.runs.length)
				return;
			var head = [S('col.run')].concat(names);
			if (compound)
				head.push(exprText(perx));
			var t = table(S('st.runs.cap', { sel: s.label }), head);
			s.runs.slice(0, SHOWN_RUNS).forEach(function (run) {
				var cells = [run.name].concat(names.map(function (m) {
					var y = run.get(m);
					return y === null ? S('absent') : raw(y);
				}));
				if (compound) {
					var y;
					try {
						y = perRun(perx, run.get, run.name);
					} catch (e) {
						y = null;
					}
					cells.push(y === null ? '—' : num(y));
				}
				row(t.body, cells);
			});
			if (s.runs.length > SHOWN_RUNS)
				row(t.body, [S('st.more', { n: s.runs.length - SHOWN_RUNS })]);
			li.appendChild(t.wrap);
		});
	}

	/* Step 2: the statistics, and the expression over them, per side. */
	function statStep(plan, r, li) {
		r.sides.forEach(function (s) {
			var p = el('p', null, 'formula');
			p.appendChild(el('strong', s.label + ': '));
			s.used.forEach(function (u, i) {
				if (i)
					p.appendChild(document.createTextNode('; '));
				/* One run's value is no statistic: say which run. */
				p.appendChild(document.createTextNode((plan.sel === 'run' && u.fn !== 'n' ?
					S('st.rep', { what: u.what, run: s.runs[0].name }) :
					S('st.stat', { fn: u.fn, what: u.what, n: u.n })) + ' = '));
				var e = val(u.value);
				e.className = 'val stat';
				p.appendChild(e);
			});
			if (Array.isArray(plan.expr) && plan.expr[0] in
				{ '+': 1, '-': 1, '*': 1, '/': 1, neg: 1 }) {
				p.appendChild(document.createTextNode(' → ' +
					exprText(plan.expr) + ' = '));
				p.appendChild(val(s.value));
			}
			li.appendChild(p);
		});
	}

	/* Step 3: B against A in the claim's kind, or v × 100 for %. */
	function compareStep(plan, r, li) {
		var k = plan.w[5], u = plan.unit ? ' ' + plan.unit : '', p = el('p', null, 'formula');
		var frac = Math.abs(r.a) <= 1 && Math.abs(r.b) <= 1;	/* points need fractions */
		if (plan.sel === 'cmp') {
			var A = num(r.a), B = num(r.b);
			/* No unit: no space left where it would have gone. */
			li.appendChild(el('p', S('st.ba', { b: plan.cfg, a: plan.cfga,
				vb: B, va: A, unit: plan.unit }).replace(/ +(?=[,，、]|$)/g, ''), 'formula'));
			p.appendChild(document.createTextNode(
				k === 'pct' ? 'B / A − 1 = ' + B + ' / ' + A + ' − 1 = ' +
					signed(r.v / 100, '') + ' → × 100 = ' :
				k === 'pp' ? '(B − A) × 100 = (' + B + ' − ' + A + ') × 100 = ' :
				k === 'ratio' ? 'B / A = ' + B + ' / ' + A + ' = ' :
				'B − A = ' + B + ' − ' + A + ' = '));
			p.appendChild(val(r.v, signed(r.v, k === 'pct' ? '%' : k === 'pp' ? ' pp' :
				k === 'ratio' ? '×' : u)));
			li.appendChild(p);
			if (k === 'pp' && !frac)
				li.appendChild(el('p', S('st.notfrac'), 'warn'));
			return;
		}
		if (k === 'pct' || k === 'pp') {
			p.appendChild(document.createTextNode(num(r.v / 100) + ' × 100 = '));
			p.appendChild(val(r.v, num(r.v) + (k === 'pct' ? '%' : ' pp')));
			li.appendChild(p);
			if (Math.abs(r.v / 100) > 1 && !plan.w2)
				li.appendChild(el('p', S('st.notfrac'), 'warn'));
		}
	}

	/* Step 4: the rounding to the written precision, and the verdict. */
	function roundStep(plan, r, text, li) {
		var ws = plan.w2 ? [plan.w, plan.w2] : [plan.w], vs = plan.w2 ? [r.v, r.v2] : [r.v];
		var worst = 'ok', rank = { ok: 0, near: 1, wrong: 2, flipped: 3 };
		ws.forEach(function (w, i) {
			var v = vs[i], verdict = verdictOf(w[0], w[1], v);
			var p = el('p', null, 'rounding');
			var shown = asWritten(w, v) + (i === ws.length - 1 ? tail(w) : '');
			/* A plain number's unit, when the text does not say it. */
			var u = w[5] === 'plain' && plan.unit && !tail(w) ? ' ' + plan.unit : '';
			p.appendChild(val(v, fine(v, w) + u));
			p.appendChild(document.createTextNode(' → '));
			var e = el('strong', shown, 'shown');
			p.appendChild(e);
			if (u)
				p.appendChild(document.createTextNode(u));
			var vars = {
				written: w === plan.w2 ? text.split('~')[1] || text : text.split('~')[0],
				half: group(String(Number((w[1] / w[3]).toPrecision(3)))) +
					w[6].replace(/^ /, '') };
			p.appendChild(document.createTextNode(' ' + (verdict === 'ok' ?
				S('st.round.ok', vars) : verdict === 'near' ? S('st.round.near', vars) :
				verdict === 'flipped' ? S('st.round.flipped', vars) :
				S('st.round.wrong', vars)) + ' ' + MARK[verdict]));
			li.appendChild(p);
			if (rank[verdict] > rank[worst])
				worst = verdict;
		});
		return worst;
	}

	/* The claim in words: what it compares, of what, where. */
	function headline(c, plan) {
		var call = Array.isArray(plan.expr) && plan.expr.length === 2 &&
			!(plan.expr[0] in { neg: 1 });
		var what = plan.row || exprText(call ? plan.expr[1] : plan.expr) || S('st.runs');
		var k = plan.w[5], stat = call ? plan.expr[0] : plan.stat;
		var vars = { text: c[0], what: what, stat: stat || 'median',
			b: plan.cfg, a: plan.cfga, tc: plan.tc === null ? '*' : plan.tc,
			sel: plan.sel === 'all' ? '*' : plan.sel === 'run' ?
				plan.cfg + '#' + plan.rep : plan.cfg };
		if (plan.sel === 'const')
			return S('st.h.const', vars);
		if (plan.sel === 'cmp')
			return k === 'pct' ? S('st.h.pct', vars) : k === 'pp' ?
				S('st.h.pp', vars) : k === 'ratio' ? S('st.h.ratio', vars) :
				S('st.h.plain', vars);
		return plan.w2 ? S('st.h.range', vars) : S('st.h.value', vars);
	}

	/* Every step of a claim into box, once its data is loaded. */
	function steps(id, c) {
		var sec = el('div', null, 'ck-steps');
		sec.id = 'ck-steps';
		box.insertBefore(sec, box.children[1] || null);
		load('steps', '', D.steps, function (plans) {
			if (shownClaim === id)
				stepsOf(id, c, plans ? plans[id] : null, sec);
		});
	}

	function stepsOf(id, c, plan, sec) {
		if (!plan) {
			sec.setAttribute('data-verdict', 'error');
			return;
		}
		sec.appendChild(el('p', headline(c, plan), 'headline'));
		plan.text = c[0];
		loadFor(plan, function (data) {
			var r, ol = el('ol'), li;
			if (shownClaim !== id)
				return;		/* the reader moved on */
			try {
				r = compute(plan, data);
			} catch (e) {
				if (!(e instanceof Fail))
					throw e;
				sec.setAttribute('data-verdict', 'error');
				sec.appendChild(el('p', MARK.error + ' ' + S('st.error', { why: e.msg }), 'warn'));
				return;
			}
			if (plan.sel !== 'const') {
				li = el('li');
				li.appendChild(el('p', S('st.step.runs')));
				runsStep(plan, r, li);
				ol.appendChild(li);
			}
			li = el('li');
			li.appendChild(el('p', plan.sel === 'const' ? S('st.step.const') :
				S('st.step.stat', { stat: plan.w2 ? 'min, max' : plan.stat || 'median' })));
			statStep(plan, r, li);
			ol.appendChild(li);
			if (plan.sel === 'cmp' || plan.w[5] === 'pct' || plan.w[5] === 'pp') {
				li = el('li');
				var k = plan.w[5];
				li.appendChild(el('p', plan.sel !== 'cmp' ? S('st.step.scale') :
					k === 'pct' ? S('st.step.pct') : k === 'pp' ? S('st.step.pp') :
					k === 'ratio' ? S('st.step.ratio') : S('st.step.plain')));
				compareStep(plan, r, li);
				ol.appendChild(li);
			}
			li = el('li');
			li.appendChild(el('p', S('st.step.round')));
			var verdict = roundStep(plan, r, c[0], li);
			ol.appendChild(li);
			sec.appendChild(ol);
			sec.setAttribute('data-verdict', verdict);
			sec.setAttribute('data-v', String(r.v));
			if (r.v2 !== undefined)
				sec.setAttribute('data-v2', String(r.v2));
		});
	}

	/* Loads what (tc, metric) needs, then draws it; done() after. */
	function render(tc, m, done) {
		var ticket = ++shown;
		out.textContent = '';
		out.appendChild(el('p', S('loading', { tc: D.tcs[tc], metric: D.metrics[m] })));
		load('runs', D.tcs[tc], scriptOf(tc, ''), function (runs) {
			load('metric', D.tcs[tc] + '/' + m, scriptOf(tc, '/' + m), function (vals) {
				if (ticket !== shown)
					return;		/* the reader moved on */
				draw(tc, m, runs, vals);
				if (done)
					done();
			});
		});
	}

	var shownClaim = null;	/* the claim whose steps are wanted */

	/*
	 * A claim: what it says in words, every step from the runs to the
	 * written number, then where it is in the report and its address,
	 * which matter less to a reader; below, its test case and first
	 * metric as the checker shows any.
	 */
	function showClaim(id) {
		var c = D.claims[id], tip = document.getElementById('tip-' + id);
		box.textContent = '';
		if (!c) {
			box.hidden = true;
			return false;
		}
		shownClaim = id;
		box.hidden = false;
		var p = el('p', null, 'ck-head');
		p.appendChild(el('strong', S('claim', { text: c[0] })));
		p.appendChild(document.createTextNode(' ' + MARK[c[4]] + ' ' + verdictWord(c[4])));
		box.appendChild(p);
		steps(id, c);
		var where = el('p', S('where', { line: c[1], col: c[2], addr: c[3],
			verdict: VERDICT[c[4]] || c[4] }), 'ck-where');
		box.appendChild(where);
		if (tip)
			box.appendChild(el('p', tip.firstChild ? tip.firstChild.textContent : '', 'formula ck-calc'));
		/* noise: begin (docs/noise.md): the runs' support, in words */
		var nz = tip && tip.querySelector('.tip-noise');
		if (nz)
			box.appendChild(el('p', nz.textContent, 'noise'));
		/* noise: end */
		var back = el('a', S('back'));
		back.href = '#claim-' + id;
		box.appendChild(back);
		var tc = c[5] === null ? -1 : D.tcs.indexOf(c[5]);
		var m = c[6].length ? D.metrics.indexOf(c[6][0]) : -1;
		if (tc >= 0) {
			tcSel.value = String(tc);
			fillMetrics(tc, m);
			if (mSel.value !== '')
				render(tc, Number(mSel.value));
		}
		return true;
	}

	/* Ids may hold '%' and '&': each part of the hash is encoded alone. */
	function decode(s) {
		try {
			return decodeURIComponent(s);
		} catch (e) {
			return s;
		}
	}

	/*
	 * Back from a claim to a fragment that is neither a claim nor a
	 * choice (the page as first opened, a heading): the box closes, and
	 * the reader is where the claim was followed from, its link focused,
	 * so that the next Tab goes on from there and not into the box.
	 */
	var followed = null;		/* { id, y }: the claim link last followed */
	document.addEventListener('click', function (e) {
		var a = e.target.closest && e.target.closest('a.claim');
		if (a && a.id)
			followed = { id: a.id, y: window.scrollY };
	}, true);
	function leaveClaim() {
		var a = followed && document.getElementById(followed.id);
		var inBox = box.contains(document.activeElement);
		box.hidden = true;
		box.textContent = '';
		if (!a)
			return;
		if (location.hash === '' || location.hash === '#') {
			var y = followed.y;
			/* Again after the browser's own restoring, which comes later. */
			window.scrollTo(window.scrollX, y);
			requestAnimationFrame(function () { window.scrollTo(window.scrollX, y); });
			a.focus({ preventScroll: true });
		} else if (inBox && location.hash === '#' + followed.id)
			a.focus({ preventScroll: true });
		followed = null;
	}

	/*
	 * A claim within noise: the box says so first, before "✓ verified"
	 * (docs/noise.md), as the banner counts it beside the verdicts.
	 */
	function noiseFirst() {
		var nz = box.querySelector(':scope > p.noise');
		if (nz)
			box.insertBefore(nz, box.firstChild);
	}

	function route() {
		var h = location.hash.slice(1), m;
		shownClaim = null;
		if (!/^(check-|tc=)/.test(h) && !box.hidden) {
			leaveClaim();
			return;
		}
		if ((m = /^check-(\d+)$/.exec(h))) {
			/*
			 * The claim's box, with its computation, at the top of
			 * the window and focused: a shared link lands on it.
			 */
			if (showClaim(m[1])) {
				noiseFirst();
				box.focus({ preventScroll: true });
				box.scrollIntoView({ block: 'start' });
			}
			return;
		}
		if ((m = /^tc=([^&]*)(?:&m=(.*))?$/.exec(h))) {
			var tc = D.tcs.indexOf(decode(m[1]));
			if (tc < 0)
				return;
			box.hidden = true;
			tcSel.value = String(tc);
			fillMetrics(tc, m[2] ? D.metrics.indexOf(decode(m[2])) : -1);
			if (mSel.value !== '')
				render(tc, Number(mSel.value));
			if (document.activeElement !== tcSel && document.activeElement !== mSel)
				heading.focus();
		}
	}

	function go() {
		location.hash = 'tc=' + encodeURIComponent(D.tcs[Number(tcSel.value)]) +
			'&m=' + encodeURIComponent(D.metrics[Number(mSel.value)]);
	}

	D.tcs.forEach(function (t, i) {
		var o = el('option', t);
		o.value = String(i);
		tcSel.appendChild(o);
	});
	tcSel.addEventListener('change', function () {
		fillMetrics(Number(tcSel.value));
		go();
	});
	mSel.addEventListener('change', go);
	document.querySelector('#checker .controls').hidden = false;
	window.addEventListener('hashchange', route);
	/* Nothing loads until a reader asks: a claim link or a choice. */
	if (D.tcs.length) {
		fillMetrics(0);
		out.appendChild(el('p', S('choose')));
	}
	route();
}());

/*
 * The per-run checker: pick a test case and a metric, see every run's
 * raw value, each config's sorted values with the median marked, and
 * the change between configs.  A claim link (#c-…, its stable anchor;
 * #check-N, the form of earlier sites) presets it to
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
	 *
	 * A box inside a closed <details> is left alone until it opens
	 * (toggle): the browser does not lay it out, and reading its width
	 * would make it.  The tables of runs pre-rendered for readers
	 * without a script hold up to 100,000 cells, and measuring them
	 * each time the checker drew made a site of 2,000 runs slower to
	 * open than one of a million (issue 26).  Each box is observed
	 * once: observing it again would report its size again, and look
	 * at every box again, after every change to the page.
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
	var seen = window.ResizeObserver ? new ResizeObserver(scrollables) : null;
	/* The boxes shown, each observed once; look: and measured. */
	function boxes(look) {
		[].forEach.call(document.querySelectorAll(SCROLLS), function (e) {
			if (e.closest('details:not([open])'))
				return;
			if (look)
				scrollable(e);
			if (seen && !e.vrSeen) {
				e.vrSeen = true;
				seen.observe(e);
			}
		});
	}
	function scrollables() {
		boxes(true);
	}
	if (seen) {
		seen.observe(document.documentElement);
		/* A new box is measured when its size is first reported. */
		new MutationObserver(function () { boxes(false); })
			.observe(document.body, { childList: true, subtree: true });
		boxes(false);
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
	[].forEach.call(document.querySelectorAll('#ck-evidence .ev[id], #ck-evidence .ev a[id]'), function (e) {
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
		var bin = atob(p.data), n = p.n, w = p.w, out = new Array(n), i;
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
		var f = P10[p.scale], pos = 0, B = p.block;
		/*
		 * Blocks of B codes: the block's least code (LEB128), a byte
		 * of bits b (64: some code is absent, b ones), then b bits a
		 * code, least significant first, to a whole byte.  Codes
		 * reach 2^32, past the 32-bit bitwise operators: sums.
		 */
		for (i = 0; i < n; ) {
			var lo = 0, mul = 1, c, head, b, absent, m, bit, j;
			do {
				c = bin.charCodeAt(pos++);
				lo += (c & 127) * mul;
				mul *= 128;
			} while (c & 128);
			head = bin.charCodeAt(pos++);
			b = head & 63;
			absent = head & 64 ? Math.pow(2, b) - 1 : -1;
			m = Math.min(B, n - i);
			bit = 8 * pos;
			for (j = 0; j < m; j++, i++) {
				var code = 0, got = 0;
				while (got < b) {
					var off = bit & 7, take = Math.min(8 - off, b - got);
					code += ((bin.charCodeAt(bit >> 3) >> off) &
						((1 << take) - 1)) * Math.pow(2, got);
					got += take;
					bit += take;
				}
				out[i] = code === absent ? null : p.scale ?
					(p.base + lo + code) / f : p.base + lo + code;
			}
			pos = (bit + 7) >> 3;
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

	/*
	 * Numbers as the command line writes them (assets/format.js, run
	 * against tests/format_cases.tsv with util.c): a raw value with 15
	 * digits, a computed one as a computation shows it.
	 */
	var F = window.vrFormat;
	var num = F.calc;

	/*
	 * A run's raw value exactly as the data holds it, digits grouped:
	 * the run tables promise a reader the numbers to recompute from
	 * (tests/browser/values.test.mjs), not 15 significant digits.
	 */
	function raw(v) {
		return F.group(String(v));
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

	/* The results file of run i: one of several, each with its lines. */
	function fileOf(runs, i) {
		return D.files[runs.file ? runs.file[i] : 0] || '';
	}

	function lineOf(runs, i) {
		return runs.file ? fileOf(runs, i) + ':' + runs.line[i] :
			String(runs.line[i]);
	}

	function meta(runs, i) {
		if (!runs.meta)
			return S('seeline', { line: runs.line[i], file: fileOf(runs, i) });
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
					lineOf(runs, i), meta(runs, i)]);
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
		explored = null;
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
		var med = {}, found = {};
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
			found[c] = { median: med[c], min: v[0], max: v[n - 1], n: n };
			how = el('span');
			how.appendChild(el('strong', num(med[c])));
			if (n % 2 === 0)
				how.appendChild(el('span', ' = (' + raw(v[h - 1]) + ' + ' + raw(v[h]) + ') / 2', 'formula'));
			var mean = v.reduce(function (a, b) { return a + b; }, 0) / n;
			found[c].mean = mean;
			row(per.body, [D.cfgs[c], String(n), cell, how, num(mean),
				raw(v[0]) + '~' + raw(v[n - 1])]);
		});
		out.appendChild(per.wrap);
		/* What a shown claim's record says of them must be the same. */
		explored = { tc: tc, m: m, stats: found };
		agree();

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
	 * A claim's steps show its record (data/steps/PAGE.js, written by
	 * render_record.c from what the evaluator recorded; docs/site.md):
	 * the runs each side selects, their statistics, the comparison, the
	 * rounding and the verdict, in the page's words.  Nothing of a claim
	 * is computed here.  The runs are loaded to list their raw values,
	 * and where the explorer below recomputes a statistic the record
	 * holds, the two must agree (agree).
	 */

	var MARK = { ok: '✓', near: '≈', wrong: '✗', flipped: '⇅', error: '⚠' };

	function verdictWord(v) {
		return v === 'ok' ? S('verdict.ok') : v === 'near' ? S('verdict.near') :
			v === 'wrong' ? S('verdict.wrong') : v === 'flipped' ?
				S('verdict.flipped') : S('verdict.error');
	}

	/*
	 * The script of test case tc's runs (rest '') or of one of its
	 * metrics (rest '/M'); a small test case's scripts share a pack
	 * (render_checker.c), which defines them all.
	 */
	function scriptOf(tc, rest) {
		if (D.tcpack && D.tcpack[tc])
			return 'data/runs/~pack/' + (D.tcpack[tc] - 1) + '.js';
		/* 0: the file is named as the test case (render_checker.c). */
		return 'data/runs/' + (D.tcfile[tc] === 0 ? D.tcs[tc] : D.tcfile[tc]) +
			rest + '.js';
	}

	/* The test cases a record's runs come from. */
	function tcsOf(rec) {
		var t = [];
		if (rec.tc !== null)
			return [D.tcs.indexOf(rec.tc)];
		(rec.sides || []).forEach(function (s) {
			(s.list || []).forEach(function (r) {
				if (t.indexOf(r[0]) < 0)
					t.push(r[0]);
			});
		});
		return t;
	}

	/* Loads the runs and the metrics a record's runs table shows. */
	function loadFor(rec, done) {
		var data = { runs: {}, vals: {} }, left = 1;
		function one() {
			if (--left === 0)
				done(data);
		}
		tcsOf(rec).forEach(function (t) {
			if (t < 0)
				return;
			left++;
			load('runs', D.tcs[t], scriptOf(t, ''), function (r) {
				data.runs[t] = r;
				one();
			});
			rec.names.forEach(function (m) {
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

	var SHOWN_RUNS = 40;	/* per side in the per-run table (CLAIM_SHOWN_RUNS) */

	/*
	 * The runs a side lists, as {t, i} (test case, index in its loaded
	 * runs): the record's list, or the test case's runs of the side's
	 * config, which come in the order the evaluator read them.  null
	 * when the runs did not load; n counts every run that matches.
	 */
	function sideRuns(rec, side, data) {
		var out = [], n = 0;
		if (side.list) {
			side.list.forEach(function (r) {
				var R = data.runs[r[0]], i;
				for (i = 0; R && i < R.rep.length; i++)
					if (R.cfg[i] === r[1] && R.rep[i] === r[2])
						break;
				out.push(R && i < R.rep.length ? { t: r[0], i: i } : null);
			});
			return { runs: out, n: side.runs };
		}
		var t = D.tcs.indexOf(rec.tc), R = data.runs[t];
		var ci = side.cfg === null ? -1 : D.cfgs.indexOf(side.cfg);
		if (!R)
			return null;
		R.rep.forEach(function (rep, i) {
			if (ci >= 0 && R.cfg[i] !== ci)
				return;
			if (n++ < SHOWN_RUNS)
				out.push({ t: t, i: i });
		});
		return { runs: out, n: n };
	}

	/* Step 1: each run's raw values and the expression's, per side. */
	function runsStep(rec, data, li, sec) {
		rec.sides.forEach(function (s) {
			var got = sideRuns(rec, s, data);
			if (!got) {
				li.appendChild(el('p', S('noload')));
				return;
			}
			/* The runs here are the evaluator's, or the page is wrong. */
			if (got.n !== s.runs || got.runs.indexOf(null) >= 0)
				disagree(sec, S('st.disagree', { stat: S('st.runs'),
					got: got.n, want: s.runs, sel: s.label, what: '' }));
			var head = [S('col.run')].concat(rec.names);
			if (s.perrun)
				head.push(rec.perx);
			var t = table(S('st.runs.cap', { sel: s.label }), head);
			got.runs.forEach(function (r, k) {
				if (!r)
					return;
				var R = data.runs[r.t];
				var cells = [D.tcs[r.t] + '/' + D.cfgs[R.cfg[r.i]] + '#' + R.rep[r.i]];
				rec.names.forEach(function (m) {
					var vals = data.vals[r.t + '/' + D.metrics.indexOf(m)];
					var y = vals ? vals[r.i] : null;
					cells.push(y === null || y === undefined ? S('absent') : raw(y));
				});
				if (s.perrun)
					cells.push(s.perrun[k] === null ? '—' : num(s.perrun[k]));
				row(t.body, cells);
			});
			if (s.runs > got.runs.length)
				row(t.body, [S('st.more', { n: s.runs - got.runs.length })]);
			li.appendChild(t.wrap);
		});
	}

	/*
	 * Step 2: each side's statistics (a median of an even n with its two
	 * middle values), and the expression with their values in place.
	 */
	function statStep(rec, li) {
		rec.sides.forEach(function (s) {
			var p = el('p', null, 'formula');
			p.appendChild(el('strong', s.label + ': '));
			s.stats.forEach(function (u, i) {
				if (i)
					p.appendChild(document.createTextNode('; '));
				/* One run's value is no statistic: say which run. */
				p.appendChild(document.createTextNode((s.run && u.st !== 'n' ?
					S('st.rep', { what: u.what, run: s.run }) :
					S('st.stat', { fn: u.fn, what: u.what, n: u.n })) + ' = '));
				var e = val(u.value);
				e.className = 'val stat';
				p.appendChild(e);
				if (u.mid)
					p.appendChild(el('span', ' (' + S('st.mid', { n: u.n,
						lo: raw(u.mid[0]), hi: raw(u.mid[1]) }) + ')', 'mid'));
			});
			if (rec.expr !== null) {
				p.appendChild(document.createTextNode((s.stats.length ? ' → ' : '') +
					rec.expr + ' = ' + (s.values !== null && s.values !== rec.expr ?
						s.values + ' = ' : '')));
				p.appendChild(val(s.value));
			}
			li.appendChild(p);
		});
	}

	/* Step 3: B against A in the claim's kind, or v × 100 for %. */
	function compareStep(rec, li) {
		var k = rec.kind, u = rec.unit ? ' ' + rec.unit : '', p = el('p', null, 'formula');
		if (rec.sel === 'cmp') {
			var b = rec.sides[0].value, a = rec.sides[1].value, A = num(a), B = num(b);
			/* No unit: no space left where it would have gone. */
			li.appendChild(el('p', S('st.ba', { b: rec.cfg, a: rec.cfga,
				vb: B, va: A, unit: rec.unit }).replace(/ +(?=[,，、]|$)/g, ''), 'formula'));
			p.appendChild(document.createTextNode(
				k === 'pct' ? 'B / A − 1 = ' + B + ' / ' + A + ' − 1 = ' +
					signed(rec.v / 100, '') + ' → × 100 = ' :
				k === 'pp' ? '(B − A) × 100 = (' + B + ' − ' + A + ') × 100 = ' :
				k === 'ratio' ? 'B / A = ' + B + ' / ' + A + ' = ' :
				'B − A = ' + B + ' − ' + A + ' = '));
			p.appendChild(val(rec.v, signed(rec.v, k === 'pct' ? '%' : k === 'pp' ? ' pp' :
				k === 'ratio' ? '×' : u)));
		} else {
			p.appendChild(document.createTextNode(num(rec.v / 100) + ' × 100 = '));
			p.appendChild(val(rec.v, num(rec.v) + (k === 'pct' ? '%' : ' pp')));
		}
		li.appendChild(p);
		if (rec.notfrac)
			li.appendChild(el('p', S('st.notfrac'), 'warn'));
	}

	/*
	 * A range spread's step (benchstat v1's ±): the record's X, min and
	 * max and its two terms, max(1 − min / X, max / X − 1), as the
	 * evaluator computed them; nothing is computed here.
	 */
	function spreadStep(rec, li) {
		var sp = rec.spread, p = el('p', null, 'formula spread');
		var X = num(sp.x), lo = num(sp.lo), hi = num(sp.hi), M = sp.max;
		p.appendChild(document.createTextNode(sp.neg ?
			M + '(' + lo + ' / ' + X + ' − 1, 1 − ' + hi + ' / ' + X + ') = ' + M + '(' :
			M + '(1 − ' + lo + ' / ' + X + ', ' + hi + ' / ' + X + ' − 1) = ' + M + '('));
		p.appendChild(val(sp.terms[0]));
		p.appendChild(document.createTextNode(', '));
		p.appendChild(val(sp.terms[1]));
		p.appendChild(document.createTextNode(') = '));
		p.appendChild(val(sp.value));
		li.appendChild(p);
	}

	/* Step 4: each written number's rounding and verdict, as recorded. */
	function roundStep(rec, li) {
		rec.numbers.forEach(function (w, i) {
			var p = el('p', null, 'rounding');
			p.appendChild(val(i ? rec.v2 : rec.v, w.fine + w.unit));
			p.appendChild(document.createTextNode(' → '));
			p.appendChild(el('strong', w.shown, 'shown'));
			if (w.unit)
				p.appendChild(document.createTextNode(w.unit));
			var vars = { written: w.written, half: w.half };
			// A sign a word gave the number: what the written one means.
			if (w.word)
				li.appendChild(el('p', S('st.round.word', { written: w.written,
					word: w.word, meant: w.meant }), 'meant'));
			p.appendChild(document.createTextNode(' ' + (w.verdict === 'ok' ?
				S('st.round.ok', vars) : w.verdict === 'near' ? S('st.round.near', vars) :
				w.verdict === 'flipped' ? S('st.round.flipped', vars) :
				S('st.round.wrong', vars)) + ' ' + MARK[w.verdict]));
			li.appendChild(p);
		});
	}

	/* The claim in words: what it compares, of what, where. */
	function headline(c, rec) {
		var vars = { text: c[0], what: rec.what, stat: rec.stat,
			b: rec.cfg, a: rec.cfga, tc: rec.tc === null ? '*' : rec.tc,
			sel: rec.sel === 'all' ? '*' : rec.sel === 'run' ?
				rec.cfg + '#' + rec.rep : rec.cfg };
		var k = rec.kind;
		if (rec.sel === 'const')
			return S('st.h.const', vars);
		if (rec.sel === 'cmp')
			return k === 'pct' ? S('st.h.pct', vars) : k === 'pp' ?
				S('st.h.pp', vars) : k === 'ratio' ? S('st.h.ratio', vars) :
				S('st.h.plain', vars);
		if (rec.spread) {
			vars.around = rec.spread.around;
			return S('st.h.spread', vars);
		}
		return rec.numbers && rec.numbers.length > 1 ? S('st.h.range', vars) :
			S('st.h.value', vars);
	}

	/* Says once that the page's runs and the record disagree. */
	function disagree(sec, msg) {
		if (sec.querySelector('.disagree'))
			return;
		sec.setAttribute('data-disagree', 'true');
		sec.appendChild(el('p', MARK.error + ' ' + msg, 'warn disagree'));
	}

	var shownRec = null;	/* the record of the claim shown */
	var explored = null;	/* the explorer's statistics, per config */

	/*
	 * Where the explorer's statistics of a config meet the shown
	 * claim's record (the same test case, metric and config), they
	 * must be the same numbers.
	 */
	function agree() {
		var rec = shownRec && shownRec.rec, sec = document.getElementById('ck-steps');
		if (!rec || !explored || !sec || rec.tc !== D.tcs[explored.tc] ||
			(rec.sel !== 'cfg' && rec.sel !== 'cmp'))
			return;
		(rec.sides || []).forEach(function (s) {
			var got = explored.stats[D.cfgs.indexOf(s.cfg)];
			s.stats.forEach(function (u) {
				if (!got || u.what !== D.metrics[explored.m] || !(u.st in got))
					return;
				var g = got[u.st], w = u.value;
				if (!(Math.abs(g - w) <= 1e-9 * Math.max(1, Math.abs(g), Math.abs(w))))
					disagree(sec, S('st.disagree', { stat: u.fn, got: num(g),
						want: num(w), sel: s.label, what: u.what }));
			});
		});
	}

	/* Every step of a claim into box, once its data is loaded. */
	function steps(id, c) {
		var sec = el('div', null, 'ck-steps');
		sec.id = 'ck-steps';
		box.insertBefore(sec, box.children[1] || null);
		load('steps', '', D.steps, function (recs) {
			if (shownClaim === id)
				stepsOf(id, c, recs ? recs[id] : null, sec);
		});
	}

	function stepsOf(id, c, rec, sec) {
		if (!rec) {
			sec.setAttribute('data-verdict', 'error');
			return;
		}
		sec.appendChild(el('p', headline(c, rec), 'headline'));
		if (rec.error !== undefined) {
			sec.setAttribute('data-verdict', 'error');
			sec.appendChild(el('p', MARK.error + ' ' + S('st.error', { why: rec.error }), 'warn'));
			return;
		}
		loadFor(rec, function (data) {
			var ol = el('ol'), li;
			if (shownClaim !== id)
				return;		/* the reader moved on */
			shownRec = { id: id, rec: rec };
			if (rec.sel !== 'const') {
				li = el('li');
				li.appendChild(el('p', S('st.step.runs')));
				runsStep(rec, data, li, sec);
				ol.appendChild(li);
			}
			li = el('li');
			li.appendChild(el('p', rec.sel === 'const' ? S('st.step.const') :
				S('st.step.stat', { stat: rec.stat })));
			statStep(rec, li);
			ol.appendChild(li);
			if (rec.spread) {
				li = el('li');
				li.appendChild(el('p', S('st.step.spread', { around: rec.spread.around })));
				spreadStep(rec, li);
				ol.appendChild(li);
			}
			if (rec.sel === 'cmp' || rec.kind === 'pct' || rec.kind === 'pp') {
				var k = rec.kind;
				li = el('li');
				li.appendChild(el('p', rec.sel !== 'cmp' ? S('st.step.scale') :
					k === 'pct' ? S('st.step.pct') : k === 'pp' ? S('st.step.pp') :
					k === 'ratio' ? S('st.step.ratio') : S('st.step.plain')));
				compareStep(rec, li);
				ol.appendChild(li);
			}
			li = el('li');
			li.appendChild(el('p', S('st.step.round')));
			roundStep(rec, li);
			ol.appendChild(li);
			sec.insertBefore(ol, sec.querySelector('.disagree'));
			sec.setAttribute('data-verdict', rec.verdict);
			sec.setAttribute('data-v', String(rec.v));
			if (rec.v2 !== undefined)
				sec.setAttribute('data-v2', String(rec.v2));
			agree();
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
		/* A claim with no place (docs/output.md, No place): no line. */
		var wv = { line: c[1], col: c[2], addr: c[3], verdict: VERDICT[c[4]] || c[4] };
		var where = el('p', c[1] === null ? S('where.none', wv) : S('where', wv), 'ck-where');
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
	var followed = null;		/* { id, top }: the claim link last */
					/* followed, where it stood on screen */
	document.addEventListener('click', function (e) {
		var a = e.target.closest && e.target.closest('a.claim');
		if (a && a.id)
			followed = { id: a.id, top: a.getBoundingClientRect().top };
	}, true);
	function leaveClaim() {
		var a = followed && document.getElementById(followed.id);
		var inBox = box.contains(document.activeElement);
		box.hidden = true;
		box.textContent = '';
		if (!a)
			return;
		if (location.hash === '' || location.hash === '#') {
			/*
			 * The link back where it stood on screen, not the page
			 * back to its old offset: what opened above it meanwhile
			 * (the checker's tables of runs, a chart that loaded)
			 * moved it.  Again after the browser's own restoring,
			 * which comes later.
			 */
			var top = followed.top;
			var put = function () {
				window.scrollBy(0, a.getBoundingClientRect().top - top);
			};
			put();
			requestAnimationFrame(put);
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

	/*
	 * A claim's stable anchor (#c-…, report_anchor.c), which its link
	 * names: [h, N] for claim N, else null.  The old #check-N form
	 * still opens claim N.
	 */
	function claimAt(h) {
		if (!/^c-[0-9a-f]{12}(-[0-9]+)?$/.test(h))
			return null;
		var a = document.querySelector('a.claim[href="#' + h + '"]');
		return a ? [h, a.id.replace('claim-', '')] : null;
	}

	function route() {
		var h = location.hash.slice(1), m;
		shownClaim = null;
		shownRec = null;
		if (!/^(check-|c-|tc=)/.test(h) && !box.hidden) {
			leaveClaim();
			return;
		}
		if ((m = /^check-(\d+)$/.exec(h)) || (m = claimAt(h))) {
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

	/*
	 * The test cases and metrics are inline, or, past a size, scripts
	 * of their own (data/names/PAGE.js, in parts: render_checker.c),
	 * loaded before the controls are filled.
	 */
	function start() {
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
	}
	if (typeof D.names !== 'string')
		start();
	else
		load('names', '', D.names, function (v) {
			if (!v) {
				out.appendChild(el('p', S('noload')));
				return;
			}
			Object.keys(v).forEach(function (f) { D[f] = v[f]; });
			start();
		});
}());

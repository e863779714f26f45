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

	var src = document.getElementById('vr-data');
	if (!src)
		return;
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
			var ch = table(S('change'), [S('col.vs'), S('col.pct'),
				S('col.pp'), S('col.ratio')]);
			for (var i = 0; i < cfgs.length; i++)
				for (var j = 0; j < cfgs.length; j++) {
					if (i === j)
						continue;
					var a = med[cfgs[j]], b = med[cfgs[i]];
					row(ch.body, [S('vs', { b: D.cfgs[cfgs[i]], a: D.cfgs[cfgs[j]] }),
						a ? signed((b / a - 1) * 100, '%') : S('azero'),
						signed((b - a) * 100, ' pp'),
						a ? num(b / a) + '×' : S('azero')]);
				}
			out.appendChild(ch.wrap);
		}
	}

	/* Loads what (tc, metric) needs, then draws it; done() after. */
	function render(tc, m, done) {
		var ticket = ++shown, file = 'data/runs/' + D.tcfile[tc];
		/* A small test case's scripts share a pack (render_checker.c). */
		var pack = D.tcpack && D.tcpack[tc] ?
			'data/runs/~pack/' + (D.tcpack[tc] - 1) + '.js' : null;
		out.textContent = '';
		out.appendChild(el('p', S('loading', { tc: D.tcs[tc], metric: D.metrics[m] })));
		load('runs', D.tcs[tc], pack || file + '.js', function (runs) {
			load('metric', D.tcs[tc] + '/' + m, pack || file + '/' + m + '.js', function (vals) {
				if (ticket !== shown)
					return;		/* the reader moved on */
				draw(tc, m, runs, vals);
				if (done)
					done();
			});
		});
	}

	function showClaim(id) {
		var c = D.claims[id], tip = document.getElementById('tip-' + id);
		box.textContent = '';
		if (!c) {
			box.hidden = true;
			return false;
		}
		box.hidden = false;
		var p = el('p');
		p.appendChild(el('strong', S('claim', { text: c[0] })));
		p.appendChild(document.createTextNode(S('where', { line: c[1],
			col: c[2], addr: c[3], verdict: c[4] })));
		box.appendChild(p);
		if (tip)
			box.appendChild(el('p', tip.textContent, 'formula'));
		if (c[7].length) {
			var t = table(S('used'), [S('col.runs'), S('col.metric'),
				S('col.stat'), S('col.result'), S('col.values')]);
			c[7].forEach(function (x) {
				row(t.body, [x[0], x[1], x[2], num(x[3]),
					x[4] ? x[4].map(raw).join(', ') : S('below')]);
			});
			box.appendChild(t.wrap);
		}
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

	function route() {
		var h = location.hash.slice(1), m;
		if ((m = /^check-(\d+)$/.exec(h))) {
			if (showClaim(m[1]))
				heading.focus();
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

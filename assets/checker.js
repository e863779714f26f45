/*
 * The per-run checker: pick a test case and a metric, see every run's
 * raw value, each config's sorted values with the median marked, and
 * the change between configs.  A claim link (#check-N) presets it to
 * that claim and shows its computation.  Plain DOM, no framework, no
 * request: the data is the JSON embedded in the page (#vr-data).
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

	function runsOf(tc) {
		return D.runs.filter(function (r) { return r[0] === tc; })
			.sort(function (a, b) { return a[1] - b[1] || a[2] - b[2]; });
	}

	function metricsOf(tc) {
		var seen = {};
		runsOf(tc).forEach(function (r) {
			Object.keys(r[4]).forEach(function (k) { seen[k] = 1; });
		});
		return Object.keys(seen).map(Number).sort(function (a, b) {
			return D.metrics[a] < D.metrics[b] ? -1 : D.metrics[a] > D.metrics[b] ? 1 : 0;
		});
	}

	function fillMetrics(tc, want) {
		mSel.textContent = '';
		metricsOf(tc).forEach(function (m) {
			var o = el('option', D.metrics[m]);
			o.value = String(m);
			mSel.appendChild(o);
		});
		if (want !== undefined && want >= 0)
			mSel.value = String(want);
	}

	function meta(r) {
		return Object.keys(r[5]).map(function (k) {
			return D.metakeys[k] + '=' + r[5][k];
		}).join(', ');
	}

	/* Every run, each config's statistics, and the changes. */
	function render(tc, m) {
		out.textContent = '';
		var runs = runsOf(tc), key = String(m);
		out.appendChild(el('h3', D.tcs[tc] + ' · ' + D.metrics[m]));

		var all = table('Every run of ' + D.tcs[tc],
			['tc', 'config', 'rep', D.metrics[m], 'line', 'metadata']);
		runs.forEach(function (r) {
			row(all.body, [D.tcs[tc], D.cfgs[r[1]], String(r[2]),
				key in r[4] ? raw(r[4][key]) : '— (not measured)',
				String(r[3]), meta(r)]);
		});
		out.appendChild(all.wrap);

		var cfgs = [], stats = {};
		runs.forEach(function (r) {
			if (!(key in r[4]))
				return;
			if (!(r[1] in stats)) {
				stats[r[1]] = [];
				cfgs.push(r[1]);
			}
			stats[r[1]].push(r[4][key]);
		});
		var per = table('Per config: sorted values, median marked',
			['config', 'n', 'sorted values', 'median', 'mean', 'min~max']);
		var med = {};
		cfgs.forEach(function (c) {
			var v = stats[c].slice().sort(function (a, b) { return a - b; });
			var n = v.length, h = Math.floor(n / 2);
			var cell = el('span'), how;
			v.forEach(function (x, i) {
				if (i)
					cell.appendChild(document.createTextNode(', '));
				var middle = n % 2 ? i === h : (i === h - 1 || i === h);
				cell.appendChild(middle ? el('mark', raw(x)) : document.createTextNode(raw(x)));
			});
			med[c] = median(v);
			how = el('span');
			how.appendChild(el('strong', num(med[c])));
			if (n % 2 === 0)
				how.appendChild(el('span', ' = (' + raw(v[h - 1]) + ' + ' + raw(v[h]) + ') / 2', 'formula'));
			var mean = v.reduce(function (a, b) { return a + b; }, 0) / n;
			var tr = row(per.body, [D.cfgs[c], String(n), cell, how, num(mean),
				raw(v[0]) + '~' + raw(v[n - 1])]);
			tr.lastChild.previousSibling.className = '';
		});
		out.appendChild(per.wrap);

		if (cfgs.length > 1) {
			var ch = table('Change between configs (medians)',
				['B vs A', '% (B/A − 1)', 'pp ((B − A) × 100)', '× (B/A)']);
			for (var i = 0; i < cfgs.length; i++)
				for (var j = 0; j < cfgs.length; j++) {
					if (i === j)
						continue;
					var a = med[cfgs[j]], b = med[cfgs[i]];
					row(ch.body, [D.cfgs[cfgs[i]] + ' vs ' + D.cfgs[cfgs[j]],
						a ? signed((b / a - 1) * 100, '%') : '— (A is 0)',
						signed((b - a) * 100, ' pp'),
						a ? num(b / a) + '×' : '— (A is 0)']);
				}
			out.appendChild(ch.wrap);
		}
	}

	function showClaim(id) {
		var c = D.claims[id];
		box.textContent = '';
		if (!c) {
			box.hidden = true;
			return false;
		}
		box.hidden = false;
		var p = el('p');
		p.appendChild(el('strong', 'Claim ' + c.text));
		p.appendChild(document.createTextNode(' (report line ' + c.line +
			', column ' + c.col + ', ev:' + c.addr + ') — ' + c.verdict));
		box.appendChild(p);
		box.appendChild(el('p', c.explain, 'formula'));
		if (c.inputs.length) {
			var t = table('The runs this claim used', ['runs', 'metric', 'statistic', 'values', 'result']);
			c.inputs.forEach(function (x) {
				row(t.body, [x.runs, x.metric, x.stat, x.values.map(raw).join(', '), num(x.result)]);
			});
			box.appendChild(t.wrap);
		}
		var back = el('a', '← back to the claim in the report');
		back.href = '#claim-' + id;
		box.appendChild(back);
		var tc = c.tc === null ? -1 : D.tcs.indexOf(c.tc);
		var m = c.metrics.length ? D.metrics.indexOf(c.metrics[0]) : -1;
		if (tc >= 0) {
			tcSel.value = String(tc);
			fillMetrics(tc, m);
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
	if (D.tcs.length) {
		fillMetrics(0);
		render(0, Number(mSel.value));
	}
	route();
}());

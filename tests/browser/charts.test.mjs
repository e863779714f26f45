// Reading a chart (issue 24, finding 5 and "What must be true" 2), on
// every example (each folder of tests/examples/ with a report.md) and
// the running example, in Debian's chromium:
// - an <img> shows no mark's <title> under the pointer, so each chart's
//   caption links the chart's own file; followed, every mark of it (run
//   dot, value mark, whisker, change arrow, scale bar) is under the
//   pointer at a point of its own with a <title> holding a number;
// - every panel of a chart says its scale: a visible bar and its label,
//   one percentage across the chart, the label not covered; at a
//   glance, a panel's bar is as long as its axis makes that percentage
//   of its first config's value;
// - no chart has two panels alike: the same title and statistic line;
// - no words of a panel cover each other; axe finds nothing in a chart's
//   own file, light or dark;
// - a report mixing a median, a @max, a @mean and a flipped change of one
//   metric is drawn as the data says: medians and means on panels of
//   their own, the max as the whisker's top, the arrow the data's way;
//   a stddev alone, with no runs or whisker on its axis.
//   node charts.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL charts: ${what}`); }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const tmp = mkdtempSync(join(tmpdir(), 'vr-charts-'));
function build(name, report, results) {
	const out = join(tmp, name);
	execFileSync(reportSite, ['-o', out, report, results], { cwd: top, stdio: 'pipe' });
	return out;
}
const sites = [{ name: 'running', dir: build('running', 'report.md', 'data/results.jsonl') }];
for (const ex of readdirSync(join(top, 'tests/examples')).sort()) {
	const d = join('tests/examples', ex);
	if (existsSync(join(top, d, 'report.md')))
		sites.push({ name: ex, dir: build(ex, join(d, 'report.md'), join(d, 'results.jsonl')) });
}

// A report that mixes statistics of one metric and flips a change: the
// chart must say what the data says (issue 24, must be true 1).
{
	const d = join(tmp, 'mixed-src');
	mkdirSync(d);
	const runs = [];
	for (const [cfg, base] of [['off', 100], ['on', 80]])
		for (let rep = 1; rep <= 5; rep++)
			runs.push(JSON.stringify({ tc: 'tc1', cfg, rep, lat_ms: base + rep * 3, rss_mb: base * 10 + rep * rep * (base - 70) }));
	writeFileSync(join(d, 'r.jsonl'), runs.join('\n') + '\n');
	writeFileSync(join(d, 'r.md'), '# TC1\n\nMedian [89](ev:tc1/on/lat_ms), max [95](ev:tc1/on/lat_ms@max), ' +
		'mean [89](ev:tc1/on/lat_ms@mean); change [+18%](ev:tc1/on~off/lat_ms). ' +
		'RSS spread [290](ev:tc1/off/rss_mb@stddev) and [97](ev:tc1/on/rss_mb@stddev).\n');
	sites.push({ name: 'mixed', mixed: true, dir: build('mixed', join(d, 'r.md'), join(d, 'r.jsonl')) });
}
// Runs on: off 103..115 (median and mean 109), on 83..95 (89).
function mixedChecks(what, all) {
	let panels = all;
	// A spread is not on the runs' scale: its panel shows it alone.
	const sd = panels.find((p) => /rss_mb/.test(p.title));
	check(sd && sd.nruns === 0 && sd.whiskers.length === 0 && sd.stats.length === 2 &&
		sd.stats.every((t) => !/runs from/.test(t)),
		`${what}: the stddev panel shows the stddevs alone, no runs or whisker on their axis (${sd ? sd.nruns + ' runs, ' + sd.whiskers.join('; ') : 'no panel'})`);
	panels = panels.filter((p) => p !== sd);
	const med = panels.find((p) => /median/.test(p.statline));
	const mean = panels.find((p) => /mean/.test(p.statline));
	check(panels.length === 2 && med && mean,
		`${what}: a panel for the medians and one for the means, @max on the whisker (${panels.map((p) => p.statline).join(' | ')})`);
	if (!med || !mean)
		return;
	check(med.stats.some((t) => /on: median 89 ms/.test(t)) && med.stats.some((t) => /off: median 109 ms/.test(t)) &&
		!med.stats.some((t) => /mean|max/.test(t)),
		`${what}: the median panel's marks are the medians (${med.stats.join('; ')})`);
	check(mean.stats.some((t) => /on: mean 89 ms/.test(t)) && !mean.stats.some((t) => /median/.test(t)),
		`${what}: the mean panel's marks are the means (${mean.stats.join('; ')})`);
	check(med.whiskers.some((t) => /on: runs from 83 ms to 95 ms/.test(t)),
		`${what}: the @max claim (95) is the top of on's whisker (${med.whiskers.join('; ')})`);
	check(med.claims.some((t) => /\+18%/.test(t) && /−18\.3%/.test(t)) && med.arrows.length === 1 &&
		med.arrows[0][1] > med.arrows[0][0],
		`${what}: the flipped +18% is drawn as the data falls (arrow down, the data's −18.3% said): ${med.claims.join('; ')} ${JSON.stringify(med.arrows)}`);
}

const browser = await launch();

// In a chart's own document: each mark's hover, each panel's scale.
function readChart() {
	const marks = [...document.querySelectorAll('circle.run, path.stat, path.whisker, path.change, path.scalebar')];
	const noTitle = [];
	for (const m of marks) {
		const own = m.querySelector('title');
		const len = m.getTotalLength ? m.getTotalLength() : 0;
		const pts = [];
		if (m.tagName === 'circle') {
			const r = m.getBoundingClientRect();
			pts.push([r.x + r.width / 2, r.y + r.height / 2]);
		} else {
			const ctm = m.getScreenCTM();
			for (const f of [0.5, 0.3, 0.7, 0.1, 0.9, 0.05, 0.95]) {
				const p = m.getPointAtLength(len * f);
				pts.push([ctm.a * p.x + ctm.c * p.y + ctm.e, ctm.b * p.x + ctm.d * p.y + ctm.f]);
			}
		}
		// Under the pointer at one of its points: the mark itself, or
		// (where marks meet) another mark with a title of its own.
		const hit = pts.some(([x, y]) => {
			const e = document.elementFromPoint(x, y);
			const t = e && (e === m ? own : e.querySelector(':scope > title'));
			return t && /\d/.test(t.textContent);
		});
		if (!own || !/\d/.test(own.textContent) || !hit)
			noTitle.push(`${m.tagName}.${m.getAttribute('class')} "${own ? own.textContent : ''}"`);
	}
	const panels = [...document.querySelectorAll('g.panel')].map((g) => {
		const title = g.querySelector('text.title');
		const unit = g.querySelector('text.unit');
		const bar = g.querySelector('path.scalebar');
		const label = g.querySelector('text.scale');
		let labelSeen = false, barPx = 0;
		if (label) {
			const r = label.getBoundingClientRect();
			const e = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
			labelSeen = r.width > 0 && (e === label || label.contains(e)) &&
				r.right <= innerWidth + 0.5 && r.bottom <= document.documentElement.getBoundingClientRect().bottom + 0.5;
		}
		if (bar)
			barPx = bar.getBoundingClientRect().height;
		// The axis: grid lines' y and their ticks' values.
		const ticks = [...g.querySelectorAll('text.tick')].map((t) => t.textContent);
		const lines = [...g.querySelectorAll('line.grid, line.zero')].map((l) => l.getBoundingClientRect().top);
		const stat = g.querySelector('path.stat title');
		// Words of a panel that cover each other (the zoom label over a
		// long claim line, say) cannot be read.
		const words = [...g.querySelectorAll('text')].filter((t) => t.textContent.trim() !== '')
			.map((t) => ({ t: t.textContent, r: t.getBoundingClientRect() }));
		const overlaps = [];
		for (let i = 0; i < words.length; i++)
			for (let j = i + 1; j < words.length; j++) {
				const a = words[i].r, b = words[j].r;
				// Boxes of lines set 12 px apart touch by their fonts'
				// ascent and descent; words on one band that cross do not.
				const v = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
				if (a.left < b.right - 1 && b.left < a.right - 1 && v > 0.4 * Math.min(a.height, b.height))
					overlaps.push(`"${words[i].t}" / "${words[j].t}"`);
			}
		const stats = [...g.querySelectorAll('path.stat title')].map((t) => t.textContent);
		const whiskers = [...g.querySelectorAll('path.whisker title')].map((t) => t.textContent);
		const claims = [...g.querySelectorAll('text.claim')].map((t) => t.textContent);
		const arrows = [...g.querySelectorAll('path.change')].map((a) => {
			const n = a.getTotalLength();
			return [a.getPointAtLength(0).y, a.getPointAtLength(n).y];
		});
		const nruns = g.querySelectorAll('circle.run').length;
		return { overlaps, stats, whiskers, claims, arrows, nruns,
			statline: unit ? unit.textContent : '', title: title ? (title.querySelector('title') || title).textContent : '',
			unit: unit ? unit.textContent : '', bar: !!bar, barPx, labelSeen,
			label: label ? label.textContent : '', ticks, lines,
			ref: stat ? stat.textContent : '' };
	});
	return { nmarks: marks.length, noTitle, panels };
}

// A tick's value: 1.5K, 2.95M, -99.8.
function tickValue(s) {
	const m = /^(−|-)?([\d.,]+)([KMG]?)$/.exec(s.trim());
	if (!m)
		return null;
	const v = Number(m[2].replace(/,/g, '')) * ({ '': 1, K: 1e3, M: 1e6, G: 1e9 }[m[3]]);
	return m[1] ? -v : v;
}
function number(s) {
	const m = /(−|-)?([\d,]+(?:\.\d+)?)/.exec(s.replace(/^[^:：]*[:：]/, ''));
	return m ? (m[1] ? -1 : 1) * Number(m[2].replace(/,/g, '')) : null;
}

try {
	for (const s of sites) {
		const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
		ctx.setDefaultTimeout(10000);
		const page = await ctx.newPage();
		await page.goto(pathToFileURL(join(s.dir, 'index.html')).href);
		const figs = await page.$$eval('figure.chart', (fs) => fs.map((f) => {
			const img = f.querySelector('img');
			const a = f.querySelector('figcaption a[href]');
			return { src: img && img.getAttribute('src'), open: a && a.href, openText: a && a.textContent };
		}));
		check(figs.length > 0, `${s.name}: charts on the page`);
		for (const f of figs) {
			const what = `${s.name} ${f.src}`;
			check(f.open && f.open.endsWith(f.src) && f.openText,
				`${what}: the caption links the chart's own file, where each mark's values show (${f.open})`);
			// The chart's file as the page shows it, linked or not.
			const chart = await ctx.newPage();
			await chart.goto(f.open || pathToFileURL(join(s.dir, f.src)).href);
			await chart.waitForSelector('g.panel');
			// The whole chart in the window: a mark under the
			// pointer is one on the screen.
			const h = await chart.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
			await chart.setViewportSize({ width: 1366, height: Math.max(400, h + 20) });
			const r = await chart.evaluate(readChart);
			// The chart's own file is a page a reader reaches: axe, in
			// both colour schemes (issue 24, must be true 3).
			await chart.evaluate(axeSource);
			for (const scheme of ['light', 'dark']) {
				await chart.emulateMedia({ colorScheme: scheme });
				const v = await chart.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
					.violations.map((x) => `${x.id}:${x.impact}:${x.nodes.length}`));
				check(v.length === 0, `${what}: axe on the chart's own file, ${scheme}: ${v.join('; ')}`);
			}
			await chart.close();
			check(r.nmarks > 0 && r.noTitle.length === 0,
				`${what}: every mark shows its values under the pointer (${r.noTitle.length} of ${r.nmarks} do not: ` +
				`${r.noTitle.slice(0, 3).join('; ')})`);
			// The scale: a bar and its label in every panel with a first
			// value; one percentage; each bar as long as its axis makes it.
			const pcts = new Set();
			for (const p of r.panels) {
				const ref = number(p.ref);
				if (!ref)
					continue;
				const pct = /([\d.]+)%/.exec(p.label);
				check(p.bar && pct && p.labelSeen,
					`${what} "${p.title}": the panel says its scale, a bar and a visible label ("${p.label}")`);
				if (!pct)
					continue;
				pcts.add(pct[1]);
				const tv = p.ticks.map(tickValue);
				if (tv.length >= 2 && !tv.includes(null) && new Set(tv).size === tv.length &&
				    p.lines.length === tv.length) {
					const px = (Math.max(...p.lines) - Math.min(...p.lines)) / (Math.max(...tv) - Math.min(...tv));
					const want = Number(pct[1]) / 100 * Math.abs(ref) * px;
					check(Math.abs(p.barPx - want) <= 1.5 + 0.04 * want,
						`${what} "${p.title}": the bar of ${pct[1]}% of ${ref} is ${p.barPx.toFixed(1)} px, ` +
						`its axis makes ${want.toFixed(1)}`);
				}
			}
			check(pcts.size <= 1, `${what}: one scale across the panels (${[...pcts].join(', ')})`);
			// One panel per distinct thing.
			const seen = new Map();
			for (const p of r.panels) {
				const k = `${p.title}\u0000${p.unit}`;
				seen.set(k, (seen.get(k) || 0) + 1);
			}
			const twins = [...seen].filter(([, n]) => n > 1).map(([k]) => k.replace('\u0000', ' / '));
			check(twins.length === 0, `${what}: no two panels alike (${twins.join('; ')})`);
			for (const p of r.panels)
				check(p.overlaps.length === 0, `${what} "${p.title}": no words of the panel cover others (${p.overlaps.join('; ')})`);
			if (s.mixed)
				mixedChecks(what, r.panels);
		}
		await ctx.close();
	}
} catch (e) {
	check(false, `the walk stopped: ${String(e).split('\n')[0]}`);
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`charts: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

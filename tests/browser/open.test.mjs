// Opening a metric in the checker does only the work it needs, whatever
// the size of the site (issue 26: a site of 2,000 runs opened its
// largest test case 4 times slower than a site of a million).  Two
// causes, each asserted as a structure, never as a time:
//   - the chart above the checker, which the browser loads as the
//     reader scrolls there, held a dot per run: 39 panels of 250 runs,
//     1 MB of SVG; no chart of the site may hold more than 1,000 dots
//     (render_chart.c, CHART_DOTS_CHART), and the running example's
//     charts keep theirs;
//   - checker.js measured every wide box of the page after each change,
//     the run tables pre-rendered inside closed <details> too (100,000
//     cells), which made the browser lay them out; no geometry of an
//     element inside a closed <details> may be read while the page
//     loads and a metric opens, and a table opened later is still
//     made reachable by the keyboard.
// Sites of bench/gen.c's data at several sizes, in Debian's chromium
// from file://.
//   node open.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
const DOTS_MAX = 1000;
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL open: ${what}`); }
}

const dots = (file) => (readFileSync(file, 'utf8').match(/<circle\b/g) || []).length;

function site(dir, report, data) {
	mkdirSync(dir, { recursive: true });
	execFileSync(reportSite, ['-o', join(dir, 'site'), '--templates', join(top, 'templates'),
		'--assets', join(top, 'assets'), report, data], { stdio: ['ignore', 'ignore', 'inherit'] });
	return join(dir, 'site');
}

// Every geometry read of an element inside a closed <details>, counted
// in the page (window.__shut), before any script of the page runs.
function spy() {
	window.__shut = [];
	const note = (el, what) => {
		if (el && el.closest && el.closest('details:not([open])'))
			window.__shut.push(`${el.tagName.toLowerCase()}.${what}`);
	};
	const props = [[Element.prototype, ['scrollWidth', 'scrollHeight', 'clientWidth', 'clientHeight']],
		[HTMLElement.prototype, ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft']]];
	for (const [proto, names] of props)
		for (const name of names) {
			const d = Object.getOwnPropertyDescriptor(proto, name);
			Object.defineProperty(proto, name, { configurable: true, get() { note(this, name); return d.get.call(this); } });
		}
	for (const name of ['getBoundingClientRect', 'getClientRects']) {
		const f = Element.prototype[name];
		Element.prototype[name] = function () { note(this, name); return f.call(this); };
	}
}

const dir = mkdtempSync(join(tmpdir(), 'vr-open-'));
const browser = await launch();
try {
	execFileSync('cc', ['-O2', '-std=c11', '-o', join(dir, 'gen'), join(top, 'bench/gen.c'), '-lm']);
	// The running example: its charts keep a dot per run.
	const ex = site(join(dir, 'ex'), join(top, 'report.md'), join(top, 'data/results.jsonl'));
	const exDots = readdirSync(join(ex, 'charts')).map((f) => dots(join(ex, 'charts', f)));
	check(exDots.some((n) => n > 0) && exDots.every((n) => n <= DOTS_MAX),
		`the running example's charts keep their dots (${exDots.join(', ')})`);
	for (const n of [600, 2000, 6000]) {
		const d = join(dir, `r${n}`);
		execFileSync(join(dir, 'gen'), [String(n), `${d}.jsonl`, `${d}.md`, `${d}.txt`]);
		const s = site(d, `${d}.md`, `${d}.jsonl`);
		const charts = readdirSync(join(s, 'charts'));
		const most = Math.max(...charts.map((f) => dots(join(s, 'charts', f))));
		check(charts.length > 0 && most <= DOTS_MAX,
			`${n} runs: every chart holds at most ${DOTS_MAX} dots (the most: ${most})`);

		const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
		await ctx.addInitScript(spy);
		const page = await ctx.newPage();
		const errors = [], loaded = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		await page.goto(pathToFileURL(join(s, 'index.html')).href);
		const { tc, metric, nruns } = await page.evaluate(() => {
			const D = JSON.parse(document.getElementById('vr-data').textContent);
			let best = 0;
			D.tcruns.forEach((k, i) => { if (k > D.tcruns[best]) best = i; });
			return { tc: D.tcs[best], metric: D.metrics[D.tcmetrics[best][0]], nruns: D.tcruns[best] };
		});
		const pre = await page.$$eval('details.runs table', (t) => t.length);
		page.on('request', (r) => loaded.push(r.url()));
		await page.evaluate(([t, m]) => {
			location.hash = `tc=${encodeURIComponent(t)}&m=${encodeURIComponent(m)}`;
		}, [tc, metric]);
		await page.waitForFunction((want) => {
			const h = document.querySelector('#ck-out h3');
			return h && h.textContent === want && document.querySelectorAll('#ck-out table').length >= 2;
		}, `${tc} · ${metric}`, { timeout: 120000 });
		// Two frames more: what the observers do after the tables are drawn.
		await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
		const shut = await page.evaluate(() => window.__shut);
		check(shut.length === 0, `${n} runs (${pre} tables pre-rendered): opening ${tc} (${nruns} runs) · ${metric} ` +
			`reads the geometry of nothing inside a closed <details> (${shut.length} reads: ${[...new Set(shut)].slice(0, 4).join(', ')})`);
		const charts2 = loaded.filter((u) => /\/charts\/[^/]+\.svg$/.test(u));
		const heavy = charts2.filter((u) => dots(new URL(u).pathname) > DOTS_MAX);
		check(heavy.length === 0, `${n} runs: the charts opening a metric loads hold at most ${DOTS_MAX} dots (${heavy.join(', ')})`);
		check(errors.length === 0, `${n} runs: no script error (${errors.join('; ')})`);

		// A pre-rendered table opened later is measured then: a wide one
		// scrolls, and the keyboard reaches it.
		if (pre > 0) {
			await page.evaluate(() => { location.hash = ''; });
			await page.click('details.runs summary');
			const ok = await page.waitForFunction(() => {
				const d = document.querySelector('details.runs[open]');
				return d && [...d.querySelectorAll('.scroll, table')].some((w) =>
					w.hasAttribute('data-scrolls') && w.tabIndex === 0);
			}, null, { timeout: 30000 }).then(() => true, () => false);
			check(ok, `${n} runs: a pre-rendered table opened is made a focusable scrolling region`);
		}
		await ctx.close();
	}
} finally {
	await browser.close();
	rmSync(dir, { recursive: true, force: true });
}
console.log(`open: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

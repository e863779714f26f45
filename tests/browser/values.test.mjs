// The checker shows every value exactly as results.jsonl holds it,
// whatever way render_checker.c packed it: integers over one scale in
// 1 to 4 bytes (configs of different decimals, negative values, the
// largest 32-bit ones, absent values), and doubles when they do not
// fit (1/3, 1e300, -0.1); and a test case of 320,002 runs, whose data
// comes in parts.  Builds a site from such runs with
// report-site, opens every test case and metric in Debian's chromium
// from file:// and compares each run's value.
//   node values.test.mjs REPORT_SITE TOPDIR
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL values: ${what}`); }
}

// metric -> value of (config index, rep); undefined: absent.
const metrics = {
	small: (c, r) => r % 7,					// 1 byte
	neg: (c, r) => -1000 * r + c,				// 2 bytes, negative base
	mixed: (c, r) => c === 0 ? 12 * r : 12 * r + 0.125,	// scales 0 and 3
	dec: (c, r) => Number((r * 0.1 - 3).toFixed(1)),	// scale 1, negative
	wide: (c, r) => (r % 2 ? 2147483647 : -2147483647) + c, // doubles
	big: (c, r) => 40000000 + r * 1000003,			// 4 bytes
	third: (c, r) => r / 3,					// doubles
	huge: (c, r) => (r % 2 ? 1e300 : -0.1) * (c + 1),	// doubles
	sparse: (c, r) => (r % 3 ? undefined : r * 10),		// absent values
};
const cfgs = ['a', 'b', 'c'];
const lines = [];
for (const tc of ['t1', 't2'])
	for (const [c, cfg] of cfgs.entries())
		for (let rep = 1; rep <= 40; rep++) {
			const run = { tc, cfg, rep };
			for (const [m, f] of Object.entries(metrics))
				if (f(c, rep) !== undefined && !(tc === 't2' && m === 'wide'))
					run[m] = f(c, rep);
			lines.push(JSON.stringify(run));
		}

// A test case past render_checker.c's CHECKER_PART_RUNS (150,000): its
// scripts come in parts, which the checker joins.
const BIG = 160001;
const bigMetrics = {
	third: (c, r) => r / 3 + c,		// doubles: 11 bytes a run
	small: (c, r) => r % 7,
};
for (const [c, cfg] of ['a', 'b'].entries())
	for (let rep = 1; rep <= BIG; rep++) {
		const run = { tc: 'big', cfg, rep };
		for (const [m, f] of Object.entries(bigMetrics))
			run[m] = f(c, rep);
		lines.push(JSON.stringify(run));
	}
const group = (s) => s.replace(/^(-?)(\d+)/, (x, sign, d) =>
	sign + d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

const dir = mkdtempSync(join(tmpdir(), 'vr-values-'));
const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
		'--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
	writeFileSync(join(dir, 'report.md'), '# Values\n\n[7](ev:=7)\n');
	writeFileSync(join(dir, 'runs.jsonl'), lines.join('\n') + '\n');
	execFileSync(reportSite, ['-o', join(dir, 'site'), '--templates', join(top, 'templates'),
		'--assets', join(top, 'assets'), join(dir, 'report.md'), join(dir, 'runs.jsonl')],
	{ stdio: ['ignore', 'ignore', 'inherit'] });
	const runs = lines.map((l) => JSON.parse(l));
	const page = await browser.newPage();
	const errors = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	await page.goto(pathToFileURL(join(dir, 'site', 'index.html')).href);
	const D = await page.evaluate(() => JSON.parse(document.getElementById('vr-data').textContent));
	for (const [t, tc] of D.tcs.entries())
		for (const m of tc === 'big' ? [] : D.tcmetrics[t]) {
			const metric = D.metrics[m];
			await page.evaluate(([a, b]) => {
				location.hash = `tc=${encodeURIComponent(a)}&m=${encodeURIComponent(b)}`;
			}, [tc, metric]);
			await page.waitForFunction((want) => {
				const h = document.querySelector('#ck-out h3');
				return h && h.textContent === want && document.querySelectorAll('#ck-out table').length >= 1;
			}, `${tc} · ${metric}`, { timeout: 10000 });
			// Every page of the run table.
			let shown = [];
			for (;;) {
				shown = shown.concat(await page.$$eval('#ck-out table', (ts) =>
					[...ts[0].tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent))));
				const next = page.locator('#ck-out .pager button', { hasText: 'next' });
				if (!(await next.count()) || await next.isDisabled())
					break;
				await next.click();
			}
			const want = runs.filter((r) => r.tc === tc);
			check(shown.length === want.length, `${tc} ${metric}: ${want.length} runs shown (${shown.length})`);
			let bad = 0;
			for (const row of shown) {
				const run = want.find((r) => r.cfg === row[1] && r.rep === Number(row[2]));
				const got = row[3].startsWith('—') ? undefined : Number(row[3].replace(/,/g, ''));
				if (!run || !Object.is(run[metric], got)) {
					if (bad++ < 3)
						console.log(`  ${tc}/${row[1]}#${row[2]} ${metric}: shows ${row[3]}, data has ${run && run[metric]}`);
				}
			}
			check(bad === 0, `${tc} ${metric}: every value as the data holds it (${bad} differ)`);
		}
	// The big test case: every part loaded and joined in order.
	for (const metric of Object.keys(bigMetrics)) {
		await page.evaluate((b) => {
			location.hash = `tc=big&m=${encodeURIComponent(b)}`;
		}, metric);
		await page.waitForFunction((want) => {
			const h = document.querySelector('#ck-out h3');
			return h && h.textContent === want && document.querySelectorAll('#ck-out table').length >= 2;
		}, `big · ${metric}`, { timeout: 30000 });
		const pager = await page.$eval('#ck-out .pager', (p) => p.textContent);
		check(pager.includes(`of ${2 * BIG}`), `big ${metric}: ${2 * BIG} runs in the table (${pager.trim()})`);
		const first = await page.$$eval('#ck-out table', (ts) =>
			[...ts[0].tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)));
		const f = bigMetrics[metric];
		check(first.length === 100 && first.every((row, i) => row[1] === 'a' && row[2] === String(i + 1) &&
			row[3] === group(String(f(0, i + 1)))), `big ${metric}: the first page as the data holds it`);
		const per = await page.$$eval('#ck-out table', (ts) =>
			[...ts[1].tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)));
		for (const [c, cfg] of ['a', 'b'].entries()) {
			const row = per.find((r) => r[0] === cfg);
			const vals = Array.from({ length: BIG }, (_, i) => f(c, i + 1)).sort((x, y) => x - y);
			check(row && row[1] === String(BIG) &&
				row[5] === `${group(String(vals[0]))}~${group(String(vals[BIG - 1]))}` &&
				row[2].includes(group(String(vals[(BIG - 1) / 2]))),
			`big ${metric} ${cfg}: n, min~max and the middle value over every part (${row && row.slice(0, 2)} ${row && row[5]})`);
		}
	}
	const runsDir = join(dir, 'site', 'data', 'runs');
	const parts = execFileSync('ls', [runsDir, join(runsDir, 'big')]).toString();
	const over = execFileSync('find', [join(dir, 'site'), '-type', 'f', '-size', '+5000000c']).toString();
	check(/big\.1\.js/.test(parts) && /big\.2\.js/.test(parts) && /\d\.2\.js/.test(parts) && over === '',
		`the big test case's scripts in parts, none over 5 MB (${over.replace(/\n/g, ' ')})`);
	check(errors.length === 0, `no script error (${errors.slice(0, 2).join(' | ')})`);
	const widths = execFileSync('sh', ['-c', `cat ${join(dir, 'site', 'data', 'runs')}/*/*.js | grep -o '"w":[0-9]' | sort -u`])
		.toString().match(/"w":\d/g) ?? [];
	for (const w of ['"w":1', '"w":2', '"w":4', '"w":8'])
		check(widths.includes(w), `the data has codes of ${w.slice(4)} bytes`);
} catch (e) {
	failed++;
	console.log(`FAIL values: ${e.stack || e}`);
} finally {
	await browser.close();
	rmSync(dir, { recursive: true, force: true });
}
console.log(`values: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// The checker shows every value exactly as results.jsonl holds it,
// whatever way render_checker_data.c packed it: integers over one scale
// in blocks of 0 to 32 bits (configs of different decimals, negative
// values, the largest 32-bit spreads, absent values), and doubles when
// they do not fit (1/3, 1e300, -0.1); and a test case of 320,002 runs,
// whose data comes in parts.  Builds a site from such runs with
// report-site, opens every test case and metric in Debian's chromium
// from file:// and compares each run's value.
//   node values.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, readdirSync, readFileSync } from 'node:fs';
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

// A test case of several blocks of render_checker_data.c's packing (128
// runs each, in config then rep order), each block its own frame: a
// block of one value (0 bits), one of 32 bits (a spread just under
// 2^32), blocks of a few and of about 20 bits, blocks with and without absent
// values, and a decimal scale.
const blockMetrics = {
	frames: (c, r) => r <= 128 ? 42 : r <= 200 ? (r % 2 ? 2000000000 + c : c - 2000000000) :
		r % 5 === 0 ? undefined : r * r * 13 - 500,
	cents: (c, r) => r <= 150 ? 0.25 : r % 97 === 0 ? undefined : Number((r * 0.01 + c).toFixed(2)),
};
for (const [c, cfg] of cfgs.entries())
	for (let rep = 1; rep <= 300; rep++) {
		const run = { tc: 'blocks', cfg, rep };
		for (const [m, f] of Object.entries(blockMetrics))
			if (f(c, rep) !== undefined)
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
const browser = await launch();
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
	// The packings the site holds: doubles (w 8), and blocks of bits
	// (w 0) whose heads (LEB128 least code, then bits | 64 when a code
	// is absent) span 0 to 32 bits, with and without absent codes.
	const scripts = readdirSync(runsDir, { recursive: true }).filter((f) => f.endsWith('.js'))
		.map((f) => readFileSync(join(runsDir, f), 'latin1')).join('\n');
	const packs = [...scripts.matchAll(/vrData\("metric","[^"]*",(\{[^}]*\})/g)].map((m) => JSON.parse(m[1]));
	check(packs.some((p) => p.w === 8), 'the data has doubles');
	const heads = [];
	for (const p of packs.filter((q) => q.w === 0)) {
		const bin = Buffer.from(p.data, 'base64');
		let pos = 0;
		for (let i = 0; i < p.n; i += p.block) {
			while (bin[pos] & 128)
				pos++;
			const head = bin[pos + 1];
			heads.push(head);
			pos += 2 + Math.ceil(Math.min(p.block, p.n - i) * (head & 63) / 8);
		}
		check(pos === bin.length, `blocks of ${p.n} codes end where the data ends (${pos}, ${bin.length})`);
	}
	const bits = new Set(heads.map((h) => h & 63));
	for (const b of [0, 3, 32])
		check(bits.has(b), `the data has a block of ${b} bits (${[...bits].sort((x, y) => x - y)})`);
	check([...bits].some((b) => b > 16 && b < 32), `the data has a block of 17 to 31 bits (${[...bits]})`);
	check(heads.some((h) => h & 64) && heads.some((h) => !(h & 64) && (h & 63) > 0),
		'the data has blocks with and without absent codes');
} catch (e) {
	failed++;
	console.log(`FAIL values: ${e.stack || e}`);
} finally {
	await browser.close();
	rmSync(dir, { recursive: true, force: true });
}
console.log(`values: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

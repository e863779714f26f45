// The checker computes every claim itself, step by step, and must get
// what verify-report gets: for every claim of the running example, of
// tests/examples/*, and of generated reports that use every kind of
// address (each statistic, one rep, all configs, every test case,
// functions of per-run values, %, pp, ×, signed differences, ranges,
// '=' arithmetic and table $N, claims that are near, wrong, flipped or
// cannot be computed), it opens #check-N in Debian's chromium and
// compares what the steps show with verify-report --format=json: the
// verdict, the value, each statistic used, and the number as written
// at the claim's precision.
//   node steps.test.mjs REPORT_SITE VERIFY_REPORT TOPDIR [SEEDS]
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, verifyReport, top] = process.argv.slice(2, 5).map((p) => resolve(p));
const seeds = Number(process.argv[5] || 4);
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL steps: ${what}`); }
}
const close = (a, b) => a === b || (Number.isFinite(a) && Number.isFinite(b) &&
	Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b)));

// A small generator of runs and of a report that uses every address form.
function rng(seed) {
	let s = seed >>> 0;
	return () => {
		s = (s * 1664525 + 1013904223) >>> 0;
		return s / 4294967296;
	};
}
function generate(seed) {
	const r = rng(seed), lines = [];
	const cfgs = ['off', 'on', 'ttl'];
	for (const tc of ['t1', 't2'])
		for (const [c, cfg] of cfgs.entries()) {
			const reps = 3 + Math.floor(r() * 4) + (c === 1 ? 1 : 0);	// odd and even n
			for (let rep = 1; rep <= reps; rep++) {
				const run = { tc, cfg, rep, window_s: 10 };
				run.lat_us = Math.round((1000 + 400 * c + 300 * r()) * 10) / 10;
				run.hit = Math.round((0.9 - 0.03 * c + 0.02 * r()) * 1000) / 1000;
				run.pg = { scan: Math.round(5e6 * (1 - 0.3 * c) + 1e5 * r()) };
				run.pg.steal = Math.round(run.pg.scan * (0.4 + 0.2 * c + 0.05 * r()));
				if (!(tc === 't2' && rep === 2))	// a run that lacks one
					run.ops = Math.round(1e5 * (1 + 0.25 * c) + 5e3 * r());
				run.zero = cfg === 'off' ? 0 : 1;
				lines.push(JSON.stringify(run));
			}
		}
	const pick = (a) => a[Math.floor(r() * a.length)];
	const claims = [];
	const claim = (text, addr) => claims.push(`[${text}](<ev:${addr}>)`);
	// Written numbers that may be right or a little off: the checker must
	// reach the same verdict either way.
	const jitter = () => pick([0, 0, 0, 1, -1, 3, 40]);
	const stddevGuess = 90;
	for (const tc of ['t1', 't2', '*']) {
		for (const stat of ['', '@mean', '@min', '@max', '@sum', '@median']) {
			const cfg = pick(cfgs);
			claim(`${1000 + jitter()}`, `${tc}/${cfg}/lat_us${stat}`);
		}
		claim(`${jitter() + 3}`, `${tc}/on/@n`);
		claim(`${50 + jitter()}%`, `${tc}/on/pg.steal / pg.scan`);
		claim(`${(0.6 + jitter() / 100).toFixed(2)}`, `${tc}/on/median(pg.steal / pg.scan)`);
		claim(`+${20 + jitter()}%`, `${tc}/on~off/ops`);
		claim(`−${3 + jitter()} pp`, `${tc}/on~off/hit`);
		claim(`${(1.4 + jitter() / 10).toFixed(1)}×`, `${tc}/ttl~off/lat_us`);
		claim(`+${(0.4 + jitter() / 10).toFixed(1)} ms`, `${tc}/on~off/lat_us/1000`);
		claim(`−${(0.4 + jitter() / 10).toFixed(1)}`, `${tc}/on~off/lat_us/1000`);	// flipped?
		claim(`${(1.2 + jitter() / 100).toFixed(2)} s`, `${tc}/ttl/lat_us/1000000@max`);
		claim(`1,000~2,000`, `${tc}/off/lat_us@range`);
		claim(`${2 + jitter()}.5M`, `${tc}/off/pg.scan`);
		claim(`+13%`, `${tc}/on~off/zero`);	// divides by zero
		claim(`0%`, `${tc}/off~off/zero`);	// 0 to 0: no change
		// Section 2's statistics (issue 22), right or a little off.
		for (const stat of ['@stddev', '@geomean', '@hmean', '@p90', '@p99.9', '@p50'])
			claim(`${(stat === '@stddev' ? 90 : 1200) + jitter()}`, `${tc}/${pick(cfgs)}/lat_us${stat}`);
		claim(`${(stddevGuess + jitter())}`, `${tc}/on/stddev(lat_us)`);
		claim(`${1300 + jitter()}`, `${tc}/on/p25(lat_us)`);
		claim(`±${5 + jitter()}%`, `${tc}/off/lat_us@cv`);
		claim(`${4 + jitter()}%`, `${tc}/on/lat_us@ci`);	// errs under 6 runs
		// The range spread (issue 22): ±Y under @range, around the median.
		claim(`±${15 + jitter()}%`, `${tc}/${pick(cfgs)}/lat_us@range`);
		claim(`5`, `${tc}/on~off/ops`);	// unclear: unsigned
		claim(`5`, `${tc}/on/nosuch`);
	}
	claim('1,234', 't1/on#1/pg.scan');
	claim('1,234', 't1/on#9/pg.scan');
	claim('10', 't1/*/window_s');
	claim('2.5', '=10/4');
	claim('−93.3%', '=45/674-1');
	claim('7', 't9/on/ops');
	const report = `# Generated ${seed}\n\n${claims.join('\n\n')}\n\n` +
		'| workload | Before | After | [Change](ev:=$3/$2-1) |\n|---|---|---|---|\n' +
		'| fio | 1784.00 iops | 1786.88 iops | +0.2% |\n| dd | 10 | 13 | +31% |\n\n' +
		'| [metric](ev:t1//) | [OFF](ev:/off/) | [ON](ev:/on/) | [change](ev:/on~off/) |\n|---|---|---|---|\n' +
		'| [latency (ms)](ev://lat_us/1000) | 1.1 | 1.5 | +0.4 |\n' +
		'| [steal/scan](<ev://pg.steal / pg.scan>) | 40% | 60% | +20 pp |\n\n' +
		// Pairs of the range kind: around the mean, and a compound value.
		'<!-- ev:pairs range -->\n' +
		'| [metric](ev:t2//) | [OFF](ev:/off/@mean) | [ON](ev:/on/) |\n|---|---|---|\n' +
		`| [latency](ev://lat_us) | 1,100 ± ${15 + jitter()}% | 1,500 (±${10 + jitter()}%) |\n` +
		`| [steal/scan](<ev://pg.steal / pg.scan>) | 0.4 ± ${5 + jitter()}% | 0.6 ± 5% |\n`;
	return { report, results: lines.join('\n') + '\n' };
}

async function checkCase(browser, name, report, results) {
	const dir = mkdtempSync(join(tmpdir(), 'vr-steps-'));
	try {
		execFileSync(reportSite, ['-o', join(dir, 'site'), '--templates', join(top, 'templates'),
			'--assets', join(top, 'assets'), report, results], { stdio: ['ignore', 'ignore', 'ignore'] });
		let json;
		try {
			json = execFileSync(verifyReport, ['--format=json', report, results]);
		} catch (e) {
			json = e.stdout;	// exit 1: some claim fails
		}
		const want = JSON.parse(json.toString()).claims;
		const page = await browser.newPage();
		const errors = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		await page.goto(pathToFileURL(join(dir, 'site', 'index.html')).href);
		const n = await page.evaluate(() => JSON.parse(document.getElementById('vr-data').textContent).claims.length);
		check(n === want.length, `${name}: the page has verify-report's ${want.length} claims (${n})`);
		let bad = 0;
		const kinds = new Set();
		for (let i = 0; i < Math.min(n, want.length); i++) {
			const w = want[i];
			await page.evaluate((k) => { location.hash = `check-${k}`; }, i);
			await page.waitForFunction((k) => {
				const s = document.getElementById('ck-steps');
				return s && s.hasAttribute('data-verdict') && location.hash === `#check-${k}`;
			}, i, { timeout: 10000 });
			const got = await page.evaluate(() => {
				const s = document.getElementById('ck-steps');
				return {
					verdict: s.getAttribute('data-verdict'),
					v: s.hasAttribute('data-v') ? Number(s.getAttribute('data-v')) : null,
					v2: s.hasAttribute('data-v2') ? Number(s.getAttribute('data-v2')) : null,
					stats: [...s.querySelectorAll('.val.stat')].map((e) => Number(e.getAttribute('data-value'))),
					shown: [...s.querySelectorAll('.shown')].map((e) => e.textContent).join('~'),
					headline: (s.querySelector('.headline') || {}).textContent || '',
					steps: s.querySelectorAll('ol > li').length,
					spread: [...s.querySelectorAll('.formula.spread .val')].map((e) => Number(e.getAttribute('data-value'))),
				};
			});
			got.tip = await page.evaluate((k) => (document.getElementById(`tip-${k}`) || {}).textContent || '', i);
			const what = `${name} claim ${i} ${w.text} (ev:${w.address}, ${w.verdict})`;
			const problems = [];
			if (got.verdict !== w.verdict)
				problems.push(`verdict ${got.verdict}`);
			if (w.verdict !== 'error') {
				const cv = Array.isArray(w.computed) ? w.computed : [w.computed];
				if (!close(got.v, cv[0]) || (cv.length > 1 && !close(got.v2, cv[1])))
					problems.push(`value ${got.v}${got.v2 === null ? '' : '~' + got.v2} vs ${cv.join('~')}`);
				const res = (w.inputs || []).map((x) => x.result);
				if (got.stats.length !== res.length || got.stats.some((x, k) => !close(x, res[k])))
					problems.push(`statistics [${got.stats}] vs [${res}]`);
				if (got.shown !== w.shown)
					problems.push(`rounded '${got.shown}' vs '${w.shown}'`);
				if (!got.headline.includes(w.text))
					problems.push(`headline '${got.headline}' lacks the claim`);
				// A range spread shows its step: the record's two terms and
				// the larger, the written number's value as a fraction.
				const spread = /@range$/.test(w.address) && !Array.isArray(w.computed);
				const frac = w.claimed.kind === 'percent' ? w.computed / 100 : w.computed;
				if (spread !== (got.spread.length > 0))
					problems.push(`spread step shown: ${got.spread.length > 0}`);
				else if (spread && (got.spread.length !== 3 || !close(got.spread[2], frac) ||
					!close(Math.max(got.spread[0], got.spread[1]), frac)))
					problems.push(`spread step [${got.spread}] vs ${frac}`);
				if (spread)
					kinds.add('spread');
				// Its tooltip (and evidence) say the same arithmetic in words.
				if (spread && !got.tip.includes(w.computation.replace(/^.*?; /, '')))
					problems.push(`tooltip '${got.tip}' lacks '${w.computation}'`);
				kinds.add(`${w.claimed.kind || w.claimed[0].kind}/${w.verdict}`);
			} else
				kinds.add('error');
			if (problems.length) {
				if (bad++ < 8)
					console.log(`  ${what}: ${problems.join('; ')}`);
			}
		}
		check(bad === 0, `${name}: the checker's steps give verify-report's verdict, value, statistics and rounding for all ${n} claims (${bad} differ)`);
		check(errors.length === 0, `${name}: no script error (${errors.slice(0, 2).join(' | ')})`);
		await page.close();
		return kinds;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

const browser = await launch();
try {
	await checkCase(browser, 'running example', join(top, 'report.md'), join(top, 'data/results.jsonl'));
	const ex = join(top, 'tests/examples');
	for (const d of readdirSync(ex).sort())
		if (existsSync(join(ex, d, 'report.md')))
			await checkCase(browser, d, join(ex, d, 'report.md'), join(ex, d, 'results.jsonl'));
	const all = new Set();
	const gdir = mkdtempSync(join(tmpdir(), 'vr-steps-gen-'));
	try {
		for (let seed = 1; seed <= seeds; seed++) {
			const g = generate(seed);
			writeFileSync(join(gdir, 'report.md'), g.report);
			writeFileSync(join(gdir, 'runs.jsonl'), g.results);
			for (const k of await checkCase(browser, `generated ${seed}`, join(gdir, 'report.md'), join(gdir, 'runs.jsonl')))
				all.add(k);
		}
	} finally {
		rmSync(gdir, { recursive: true, force: true });
	}
	// The family reaches what it is for: every kind, right and wrong.
	for (const k of ['plain/ok', 'percent/ok', 'pp/ok', 'ratio/ok', 'plain/wrong', 'error'])
		check(all.has(k), `the generated reports have ${k} claims (${[...all].sort().join(' ')})`);
	check([...all].some((k) => /\/(near|flipped)$/.test(k)), 'the generated reports have near or flipped claims');
	check(all.has('spread'), 'the generated reports have range spreads');
} catch (e) {
	failed++;
	console.log(`FAIL steps: ${e.stack || e}`);
} finally {
	await browser.close();
}
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

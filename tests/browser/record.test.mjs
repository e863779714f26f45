// The checker shows each claim's record in the page's language, every
// step of it (issue 24 items 7 and 8, issue 21 item 1):
// - on zh, ko and ja pages no English word in the steps of any claim of
//   the running example, the examples and a generated Chinese report of
//   every address form, nor in the banner, tooltip and evidence of a claim
//   that names an unknown metric;
// - a median over an even number of runs shows its two middle values, a
//   '$3 / $2' arithmetic shows the values, a range lists its runs once;
// - the explorer's statistics agree with the record of the claim shown;
// - --lang en and --lang ja on a Chinese report mark the prose zh and
//   the chrome (the checker) in the page's language.
//   node record.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const [reportSite, top] = process.argv.slice(2, 4).map((p) => resolve(p));
// The expected numbers are written as the C tools write them.
const F = createRequire(import.meta.url)(join(dirname(fileURLToPath(import.meta.url)),
	'..', '..', 'assets', 'format.js'));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL record: ${what}`); }
}

// English words the steps, the banner and the evidence could leak: the
// statistics' names, the error messages' words, the steps' prose.
const ENGLISH = /(?<![\p{L}\p{N}_.])(median|mean|sum|min|max|runs?|unknown|metric|over|of|the|no|is|from|and|change|difference|ratio|rounded|written|error|cannot|computed|config|test case|values?)(?![\p{L}\p{N}_])/iu;

// A Chinese report of every address form over runs of odd and even n.
function generate() {
	const lines = [], cfgs = ['off', 'on', 'ttl'], data = {};
	let s = 7;
	const r = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
	for (const tc of ['t1', 't2'])
		for (const [c, cfg] of cfgs.entries()) {
			const reps = c === 1 ? 4 : 3;	// on: an even number of runs
			for (let rep = 1; rep <= reps; rep++) {
				const run = { tc, cfg, rep };
				run.lat_us = Math.round((1000 + 400 * c + 300 * r()) * 10) / 10;
				run.hit = Math.round((0.9 - 0.03 * c + 0.02 * r()) * 1000) / 1000;
				run.pg = { scan: Math.round(5e6 * (1 - 0.3 * c) + 1e5 * r()) };
				run.pg.steal = Math.round(run.pg.scan * (0.4 + 0.2 * c));
				run.ops = Math.round(1e5 * (1 + 0.25 * c) + 5e3 * r());
				lines.push(JSON.stringify(run));
				(data[`${tc}/${cfg}`] ||= []).push(run);
			}
		}
	const claims = [];
	const claim = (text, addr) => claims.push(`吞吐 [${text}](<ev:${addr}>) 。`);
	for (const tc of ['t1', '*']) {
		for (const stat of ['', '@mean', '@min', '@max', '@sum'])
			claim('1,000', `${tc}/on/lat_us${stat}`);
		claim('4', `${tc}/on/@n`);
		claim('50%', `${tc}/on/pg.steal / pg.scan`);
		claim('0.6', `${tc}/on/median(pg.steal / pg.scan)`);
		claim('+20%', `${tc}/on~off/ops`);
		claim('−3 pp', `${tc}/on~off/hit`);
		claim('1.4×', `${tc}/ttl~off/lat_us`);
		claim('+0.4 ms', `${tc}/on~off/lat_us/1000`);
		claim('1,000~2,000', `${tc}/off/lat_us@range`);
		claim('±5%', `${tc}/off/lat_us@range`);	// the range spread
		claim('5', `${tc}/on/nosuch`);
	}
	claim('1,234', 't1/on#1/pg.scan');
	claim('2.5', '=10/4');
	const report = '# 生成的报告\n\n## 一、结果\n\n这是一份用于测试核对器的中文报告，每个数字都链接到原始运行。\n\n' +
		claims.join('\n\n') + '\n\n' +
		'| 负载 | 之前 | 之后 | [变化](ev:=$3/$2-1) |\n|---|---|---|---|\n' +
		'| fio | 1784.00 iops | 1786.88 iops | +0.2% |\n| dd | 10 | 13 | +31% |\n';
	return { report, results: lines.join('\n') + '\n', data };
}

const tmp = mkdtempSync(join(tmpdir(), 'vr-record-'));
function build(name, report, results, extra = []) {
	const out = join(tmp, name);
	try {
		execFileSync(reportSite, ['-o', out, '--templates', join(top, 'templates'),
			'--assets', join(top, 'assets'), ...extra, report, results], { cwd: top, stdio: 'pipe' });
	} catch (e) {
		// exit 1: some claim fails (the generated report has errors)
		if (e.status !== 1)
			throw e;
	}
	return out;
}

const g = generate();
writeFileSync(join(tmp, 'gen.md'), g.report);
writeFileSync(join(tmp, 'gen.jsonl'), g.results);

// Every claim's steps, with the names of the data taken out.
async function allSteps(page, n) {
	const out = [];
	for (let i = 0; i < n; i++) {
		await page.evaluate((k) => { location.hash = `check-${k}`; }, i);
		await page.waitForFunction((k) => {
			const s = document.getElementById('ck-steps');
			return s && s.hasAttribute('data-verdict') && location.hash === `#check-${k}`;
		}, i, { timeout: 10000 });
		out.push(await page.evaluate(() => {
			const s = document.getElementById('ck-steps');
			return {
				text: s.textContent,
				verdict: s.getAttribute('data-verdict'),
				mids: [...s.querySelectorAll('.mid')].map((e) => e.textContent),
				formulas: [...s.querySelectorAll('.formula')].map((e) => e.textContent),
				tables: s.querySelectorAll('ol > li:first-child table').length,
				sides: [...s.querySelectorAll('ol > li:nth-child(2) .formula')].length,
			};
		}));
	}
	return out;
}

async function names(page) {
	return page.evaluate(() => {
		const D = JSON.parse(document.getElementById('vr-data').textContent);
		return { n: D.claims.length, claims: D.claims.map((c) => [c[0], c[3]]),
			words: [...D.tcs, ...D.cfgs, ...D.metrics, ...D.metakeys] };
	});
}

// The text with the data's own names (metrics, configs, test cases), a
// claim's text and address taken out: what is left is the page's words.
function prose(text, nm, extra = []) {
	let t = text;
	const all = [...nm.words, ...nm.claims.flat(), ...extra].filter((w) => w && w.length > 1)
		.sort((a, b) => b.length - a.length);
	for (const w of all)
		t = t.split(w).join(' ');
	return t;
}

const browser = await launch();
try {
	const sites = [
		{ name: 'gen-zh', lang: 'zh', dir: build('gen-zh', join(tmp, 'gen.md'), join(tmp, 'gen.jsonl')), gen: true },
		{ name: 'gen-ko', lang: 'ko', dir: build('gen-ko', join(tmp, 'gen.md'), join(tmp, 'gen.jsonl'), ['--lang', 'ko']), gen: true },
		{ name: 'gen-ja', lang: 'ja', dir: build('gen-ja', join(tmp, 'gen.md'), join(tmp, 'gen.jsonl'), ['--lang', 'ja']), gen: true },
		{ name: 'running example', lang: 'zh', dir: build('main', 'report.md', 'data/results.jsonl') },
		{ name: 'ko-mglru', lang: 'ko', dir: build('ko', 'tests/examples/ko-mglru/report.md',
			'tests/examples/ko-mglru/results.jsonl') },
		{ name: 'zh-khugepaged', lang: 'zh', dir: build('zh', 'tests/examples/zh-khugepaged/report.md',
			'tests/examples/zh-khugepaged/results.jsonl') },
	];
	for (const site of sites) {
		const page = await browser.newPage();
		const errors = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		await page.goto(pathToFileURL(join(site.dir, 'index.html')).href);
		const nm = await names(page);
		const steps = await allSteps(page, nm.n);
		const english = [];
		steps.forEach((s, i) => {
			const m = ENGLISH.exec(prose(s.text, nm));
			if (m)
				english.push(`claim ${i} (${nm.claims[i][1]}): '${m[0]}' in ${s.text.slice(0, 160)}`);
		});
		check(english.length === 0, `${site.name} (${site.lang}): no English word in the steps of its ${nm.n} claims ` +
			`(${english.length}: ${english.slice(0, 3).join(' | ')})`);
		check(errors.length === 0, `${site.name}: no script error (${errors.slice(0, 2).join(' | ')})`);
		if (site.gen) {
			// The unknown metric, in the banner, its tooltip and its evidence.
			const bad = nm.claims.findIndex((c) => /nosuch/.test(c[1]));
			const said = await page.evaluate((k) => [
				(document.querySelector('.banner') || {}).textContent || '',
				(document.getElementById(`tip-${k}`) || {}).textContent || '',
				[...document.querySelectorAll('#ck-evidence .ev')][k].textContent,
			], bad);
			said.forEach((t, k) => {
				const m = ENGLISH.exec(prose(t, nm, ['nosuch']));
				check(m === null && /nosuch/.test(t), `${site.name}: the ${['banner', 'tooltip', 'evidence'][k]} ` +
					`says the unknown metric in the page's words (${m && m[0]}: ${t.slice(0, 200)})`);
			});
			check(steps[bad].verdict === 'error', `${site.name}: the unknown metric's steps end in an error`);
		}
		if (site.gen && site.lang === 'zh') {
			// An even number of runs: the median shows its two middle values.
			const on = g.data['t1/on'].map((r) => r.lat_us).sort((a, b) => a - b);
			const k = nm.claims.findIndex((c) => c[1] === 't1/on/lat_us');
			const mid = steps[k].mids.join(' ');
			check(mid.includes(F.raw(on[1])) && mid.includes(F.raw(on[2])) && /\(.*\+.*\)\s*\/\s*2/.test(mid),
				`the median of t1/on's 4 runs shows its middle values ${F.raw(on[1])} and ${F.raw(on[2])} (${mid})`);
			// An odd number: no middle pair.
			const k3 = nm.claims.findIndex((c) => c[1] === 't1/off/lat_us@range');
			check(steps[k3].mids.length === 0, `a range's min and max show no middle values (${steps[k3].mids})`);
			// A range lists its runs once.
			check(steps[k3].tables === 1, `the range claim lists its runs in one table (${steps[k3].tables})`);
			check(steps[k3].sides === 1, `the range claim has one line of statistics (${steps[k3].sides})`);
			// $3 / $2 arithmetic shows the values it divides.
			const fio = nm.claims.findIndex((c) => c[1] === '=$3/$2-1');
			const f = steps[fio].formulas.join(' ');
			check(f.includes(`${F.calc(1786.88)} / ${F.calc(1784)}`),
				`'=$3/$2-1' shows ${F.calc(1786.88)} / ${F.calc(1784)} (${f})`);
			// B~A claims: both sides' statistics, and the change from them.
			const ops = nm.claims.findIndex((c) => c[1] === 't1/on~off/ops');
			check(steps[ops].sides === 2 && steps[ops].tables === 2, `a B~A claim shows two sides (${steps[ops].sides}, ${steps[ops].tables})`);
			// The explorer below meets the record: they agree on every claim.
			const dis = [];
			for (let i = 0; i < nm.n; i++) {
				await page.evaluate((x) => { location.hash = `check-${x}`; }, i);
				await page.waitForFunction((x) => {
					const s = document.getElementById('ck-steps');
					return s && s.hasAttribute('data-verdict') && location.hash === `#check-${x}` &&
						(s.getAttribute('data-verdict') === 'error' || !document.querySelector('#ck-out p') ||
							document.querySelector('#ck-out table'));
				}, i, { timeout: 10000 });
				if (await page.evaluate(() => document.getElementById('ck-steps').hasAttribute('data-disagree')))
					dis.push(i);
			}
			check(dis.length === 0, `the explorer's statistics agree with every claim's record (${dis})`);
		}
		await page.close();
	}
	// --lang over a Chinese report: the chrome in its language, the prose zh.
	for (const lang of ['en', 'ja']) {
		const dir = build(`lang-${lang}`, 'report.md', 'data/results.jsonl', ['--lang', lang]);
		const page = await browser.newPage();
		await page.goto(pathToFileURL(join(dir, 'index.html')).href);
		const got = await page.evaluate(() => ({
			html: document.documentElement.lang,
			main: document.getElementById('main').closest('[lang]').lang,
			checker: document.getElementById('checker').closest('[lang]').lang,
			heading: document.querySelector('#main h1').closest('[lang]').lang,
		}));
		check(got.html === lang && got.main === 'zh' && got.heading === 'zh' && got.checker === lang,
			`--lang ${lang} on a Chinese report: <html lang=${lang}>, the prose zh, the checker ${lang} (${JSON.stringify(got)})`);
		await page.close();
	}
} catch (e) {
	failed++;
	console.log(`FAIL record: ${e.stack || e}`);
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`record: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

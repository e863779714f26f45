// A site of many test cases or metrics publishes within a file's budget
// (issue 25, item 2: 60,000 test cases of a run and a metric each made
// a 14 MB index.html and no site).  A family of shapes, each past one of
// the page's limits or just under it: test cases of a run each with
// short or long names, and test cases x the same metrics.  Each site's
// report cites its last test case.  For every shape:
// - every file of the site is at most 5,000,000 bytes (but
//   data/analysis_full.md, which docs/site.md keeps whole);
// - the blocks of runs for readers without JavaScript plus the test
//   cases the page's sentence (runs.rest, in the page's language) says
//   it leaves out are every test case, the sentence is there exactly
//   when some are left out, and the cited test case keeps its block;
// - the checker's names are in the page, or in data/names/index.js and
//   its parts, and in Chromium the test-case picker lists every test
//   case and the checker opens the cited one at its metric, showing
//   its value;
// - axe-core finds no violation of any impact with the checker open.
//   node names.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FILE_MAX = 5000000;
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL names: ${what}`); }
}

// ntc test cases, each of the metrics `metrics(t)`, one run each.
const shapes = [
	{ what: '300 test cases of a run', ntc: 300, pad: 1, metrics: (t) => [`m${t}`] },
	{ what: '20,000 test cases of a run', ntc: 20000, pad: 1, metrics: (t) => [`m${t}`] },
	{ what: '20,000 test cases of a run, in Japanese', ntc: 20000, pad: 1, metrics: (t) => [`m${t}`], lang: 'ja' },
	{ what: '60,000 test cases of a run', ntc: 60000, pad: 1, metrics: (t) => [`m${t}`] },
	{ what: '20,000 test cases of a run, names of 120 bytes', ntc: 20000, pad: 120,
		metrics: (t) => [`${'m'.repeat(120)}${t}`] },
	{ what: '400 test cases x 1,200 metrics', ntc: 400, pad: 1,
		metrics: () => Array.from({ length: 1200 }, (_, m) => `m${m}`) },
];

const tmp = mkdtempSync(join(tmpdir(), 'vr-names-'));
const browser = await launch();

function files(dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]);
}

try {
	for (const [k, sh] of shapes.entries()) {
		const tc = (t) => `${'t'.repeat(sh.pad)}${t}`;
		const lines = [];
		for (let t = 0; t < sh.ntc; t++) {
			const r = { tc: tc(t), cfg: 'a', rep: 1 };
			for (const [i, m] of sh.metrics(t).entries())
				r[m] = (t + i) % 97 + 1;
			lines.push(JSON.stringify(r));
		}
		const last = sh.ntc - 1, metric = sh.metrics(last)[0];
		const value = (last % 97) + 1;
		writeFileSync(join(tmp, `${k}.jsonl`), lines.join('\n') + '\n');
		writeFileSync(join(tmp, `${k}.md`), `# Report\n\n[${value}](ev:${tc(last)}/a/${metric})\n`);
		const site = join(tmp, `s${k}`);
		execFileSync(reportSite, ['-o', site, ...(sh.lang ? ['--lang', sh.lang] : []),
			'--templates', join(top, 'templates'), '--assets', join(top, 'assets'),
			join(tmp, `${k}.md`), join(tmp, `${k}.jsonl`)], { stdio: ['ignore', 'ignore', 'inherit'] });

		const big = files(site).filter((f) => statSync(f).size > FILE_MAX &&
			!f.endsWith('/data/analysis_full.md'));
		check(big.length === 0, `${sh.what}: files past ${FILE_MAX} bytes: ${big.join(', ')}`);
		const html = readFileSync(join(site, 'index.html'), 'utf8');
		const blocks = (html.match(/<details class="runs"/g) || []).length;
		// The sentence after the blocks: its count is the only number
		// of a run's size in it... the first number of the <p>.
		const after = html.slice(html.lastIndexOf('<details class="runs"'));
		const rest = /<\/details><p class="hint">([^<]*)<\/p><\/div>/.exec(after);
		const left = rest ? Number(/([\d,]+)/.exec(rest[1])?.[1].replace(/,/g, '') ?? NaN) : 0;
		check(blocks + left === sh.ntc,
			`${sh.what}: ${blocks} blocks and ${left} left out, not ${sh.ntc} test cases`);
		check((left > 0) === (blocks < sh.ntc), `${sh.what}: the sentence is there exactly when test cases are left out`);
		if (rest)
			check(sh.lang === 'ja' ? /テストケース/.test(rest[1]) : /more test cases/.test(rest[1]),
				`${sh.what}: the sentence is in the page's language: ${rest[1].slice(0, 80)}`);
		check(html.includes(`id="runs-${tc(last)}"`), `${sh.what}: the cited test case keeps its block`);
		const D = JSON.parse(/id="vr-data">([^]*?)<\/script>/.exec(html)[1]);
		const outside = typeof D.names === 'string';
		check(outside ? existsSync(join(site, D.names)) && !('tcs' in D) : D.tcs.length === sh.ntc,
			`${sh.what}: the names are in the page or in their script`);

		const page = await browser.newPage();
		const errors = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		const url = pathToFileURL(join(site, 'index.html')).href +
			`#tc=${encodeURIComponent(tc(last))}&m=${encodeURIComponent(metric)}`;
		await page.goto(url);
		const got = await page.waitForFunction(([want, m]) => {
			const sel = document.getElementById('ck-tc');
			const out = document.getElementById('ck-out');
			if (!sel || sel.options.length !== want || !out.querySelector('table'))
				return false;
			return { tc: sel.options[sel.selectedIndex].text, text: out.textContent, m };
		}, [sh.ntc, metric], { timeout: 60000 }).then((h) => h.jsonValue()).catch(() => null);
		check(got !== null && got.tc === tc(last) && got.text.includes(metric) &&
			got.text.includes(String(value)),
			`${sh.what}: the checker lists ${sh.ntc} test cases and opens ${tc(last).slice(0, 20)}… at ${metric.slice(0, 20)}…` +
			(got ? ` (shown: ${got.tc.slice(0, 20)})` : ' (it did not)'));
		check(errors.length === 0, `${sh.what}: no script error: ${errors.join('; ')}`);
		// axe on the checker open, on a small and a large shape.
		if (k === 0 || k === 3) {
			await page.evaluate(axeSource);
			const res = await page.evaluate(async () => {
				const r = await window.axe.run(document, { resultTypes: ['violations'] });
				return r.violations.map((v) => `${v.id}:${v.impact}:${v.nodes.length}`);
			});
			check(res.length === 0, `${sh.what}: axe with the checker open: ${res.join('; ')}`);
		}
		await page.close();
		console.log(`  ${sh.what}: index.html ${html.length} bytes, ${blocks} blocks, ${left} left out, names ${outside ? 'in ' + readdirSync(join(site, 'data/names')).length + ' script(s)' : 'inline'}`);
		rmSync(site, { recursive: true, force: true });
	}
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`names: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

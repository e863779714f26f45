// A plain-text table bound by <!-- ev:table --> (a <pre> on the site)
// keeps its columns in line: every claim's number starts at the column
// it has in the source, its marks (✓, ∿) taking no width.  For every
// claim inside a <pre> of tests/examples/en-lkml-mmtests, the number's
// left edge is (its column in the line) x (one character's width).
// A written gain's steps say what it means (the sign turned for a
// lower-is-better metric), beside the raw change.
//   node pre.test.mjs REPORT_SITE VERIFY_REPORT TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, verifyReport, top] = process.argv.slice(2, 5).map((p) => resolve(p));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL pre: ${what}`); }
}
const tmp = mkdtempSync(join(tmpdir(), 'pre-'));
const ex = join(top, 'tests/examples/en-lkml-mmtests');
execFileSync(reportSite, ['-o', join(tmp, 's'), join(ex, 'report.md'),
	join(ex, 'results.jsonl')], { cwd: top, stdio: 'ignore' });
const browser = await launch();
try {
	for (const width of [1280, 900]) {
		const page = await browser.newPage({ viewport: { width, height: 900 } });
		await page.goto(pathToFileURL(join(tmp, 's', 'index.html')).href, { waitUntil: 'load' });
		await page.evaluate(() => document.fonts.ready);
		const got = await page.$$eval('main pre code', (codes) => {
			const out = [];
			const hidden = (n) => n.parentElement.closest('.vmark, .nmark, .sr-only, .tip');
			for (const code of codes) {
				// One character's width, measured in this <pre>'s font.
				const probe = document.createElement('span');
				probe.textContent = 'x'.repeat(100);
				code.appendChild(probe);
				const ch = probe.getBoundingClientRect().width / 100;
				probe.remove();
				// The column of each claim's number: the visible text
				// before it since the line's start.
				const walk = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
				let col = 0, left = null;
				for (let t = walk.nextNode(); t; t = walk.nextNode()) {
					if (hidden(t))
						continue;
					const num = t.parentElement.closest('.num');
					if (num && t === num.firstChild) {
						const r = num.getBoundingClientRect();
						if (left === null)
							left = code.getBoundingClientRect().left;
						out.push({ text: num.textContent, col, x: r.left - left, ch });
					}
					const s = t.textContent, nl = s.lastIndexOf('\n');
					col = nl >= 0 ? s.length - nl - 1 : col + s.length;
				}
			}
			return out;
		});
		check(got.length >= 30, `${width}px: ${got.length} claims in <pre>, want 40`);
		for (const c of got)
			check(Math.abs(c.x - c.col * c.ch) < 0.5,
				`${width}px: ${c.text} at ${c.x.toFixed(1)}px, column ${c.col} is ${(c.col * c.ch).toFixed(1)}px`);
		await page.close();
	}
	// A written gain (mmtests' sign, turned for a lower-is-better
	// metric): the checker's steps say what it means beside the raw
	// change the data gives, for every gain claim of the block.
	const want = JSON.parse(execFileSync(verifyReport, ['--format=json',
		join(ex, 'report.md'), join(ex, 'results.jsonl')]).toString()).claims;
	const page = await browser.newPage();
	await page.goto(pathToFileURL(join(tmp, 's', 'index.html')).href);
	let gains = 0;
	for (const [i, c] of want.entries()) {
		const m = /'gain' \(([^)]*)\)/.exec(c.message || '');
		if (!m)
			continue;
		gains++;
		await page.evaluate((k) => { location.hash = `check-${k}`; }, i);
		await page.waitForFunction((k) => {
			const s = document.getElementById('ck-steps');
			return s && s.hasAttribute('data-verdict') && location.hash === `#check-${k}`;
		}, i, { timeout: 10000 });
		const meant = await page.evaluate(() =>
			[...document.querySelectorAll('#ck-steps .meant')].map((e) => e.textContent));
		check(meant.length === 1 && meant[0] === `${c.text} ‘gain’ means ${m[1]}`,
			`claim ${i} ${c.text}: the steps say ${JSON.stringify(meant)}, want its meaning ${m[1]}`);
	}
	check(gains >= 6, `${gains} gain claims in en-lkml-mmtests, want 6 or more`);
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`pre: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

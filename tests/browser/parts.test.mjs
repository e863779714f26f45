// A big site's pages reach every file of its raw runs (issue 24, finding
// 11): a results file over 5 MB is copied as data/results-001.jsonl,
// -002... cut at line ends, and the nav of every page must link each
// part, not only the first (a 200,000-run site linked 1 of 62).  Builds
// the running example with its runs repeated past 15 MB, opens every
// page in Debian's chromium, and checks that
// - the links of the page's nav to data/results* are exactly the parts
//   written, in order, each an existing file;
// - a part's link is followed to that file;
// - axe-core finds no violation of any impact, light and dark;
// - a site whose runs fit one file links that file alone, with no note.
//   node parts.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL parts: ${what}`); }
}

const tmp = mkdtempSync(join(tmpdir(), 'vr-parts-'));
const runs = readFileSync(join(top, 'data/results.jsonl'), 'utf8').split('\n').filter((l) => l);
const big = [];
// Past 15 MB: four parts or more.
const each = runs.reduce((n, l) => n + l.length + 1, 0);
for (let i = 0; i * each < 16e6; i++)
	for (const l of runs) {
		const r = JSON.parse(l);
		r.rep += 1000 * i;
		big.push(JSON.stringify(r));
	}
writeFileSync(join(tmp, 'big.jsonl'), big.join('\n') + '\n');
const sites = {
	big: join(tmp, 'big'),
	small: join(tmp, 'small'),
};
execFileSync(reportSite, ['-o', sites.big, 'report.md', join(tmp, 'big.jsonl')], { cwd: top, stdio: 'pipe' });
execFileSync(reportSite, ['-o', sites.small, 'report.md', 'data/results.jsonl'], { cwd: top, stdio: 'pipe' });

const browser = await launch();

async function axe(page, what) {
	await page.evaluate(axeSource);
	const res = await page.evaluate(async () => {
		const r = await window.axe.run(document, { resultTypes: ['violations'] });
		return r.violations.map((v) => `${v.id}:${v.impact}:${v.nodes.length} at ` +
			v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', '));
	});
	check(res.length === 0, `axe on ${what}: ${res.join('; ')}`);
}

// The nav's links to the raw runs, as the page resolves them, relative
// to the site.
async function navRuns(page) {
	return page.$$eval('nav a[href]', (as) => as.map((a) => a.getAttribute('href'))
		.filter((h) => /^data\/results/.test(h)));
}

try {
	const parts = readdirSync(join(sites.big, 'data')).filter((f) => /^results-\d+\.jsonl$/.test(f)).sort()
		.map((f) => `data/${f}`);
	check(parts.length >= 4, `the big site's runs are cut into 4 parts or more (${parts.length})`);
	const pages = readdirSync(sites.big).filter((f) => f.endsWith('.html')).sort();
	for (const scheme of ['light', 'dark']) {
		const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: scheme });
		ctx.setDefaultTimeout(15000);
		const page = await ctx.newPage();
		for (const f of pages) {
			await page.goto(pathToFileURL(join(sites.big, f)).href);
			await page.waitForSelector('nav a');
			const linked = await navRuns(page);
			const uniq = [...new Set(linked)];
			const missing = parts.filter((p) => !uniq.includes(p));
			const stray = uniq.filter((h) => !existsSync(join(sites.big, h)));
			check(missing.length === 0 && stray.length === 0,
				`${scheme} ${f}: the nav links every part of the runs (${parts.length} written, ` +
				`${missing.length} not linked: ${missing.slice(0, 3).join(' ')}; links to no file: ${stray.join(' ')})`);
			// In order: the parts' own links follow the file's order.
			const own = linked.filter((h) => /-\d+\.jsonl$/.test(h));
			const order = own.slice(-parts.length);
			check(order.join() === parts.join(), `${scheme} ${f}: the parts are linked in order`);
			if (scheme === 'light' && f === 'index.html') {
				// The last part's link leads to that file.
				const last = parts[parts.length - 1];
				await page.click(`nav a[href="${last}"]`);
				const went = await page.waitForURL((u) => u.href.endsWith(last)).then(() => true, () => false);
				const text = went ? await page.evaluate(() => document.body.innerText.slice(0, 200)) : '';
				check(went && text.startsWith('{'), `${f}: the link to ${last} leads to its runs (${page.url()})`);
				await page.goto(pathToFileURL(join(sites.big, f)).href);
				await page.waitForSelector('nav a');
			}
			await axe(page, `${scheme} ${f} of the big site`);
		}
		// A site whose runs fit one file: that file, and no note.
		await page.goto(pathToFileURL(join(sites.small, 'index.html')).href);
		await page.waitForSelector('nav a');
		const small = await navRuns(page);
		check(small.join() === 'data/results.jsonl' && existsSync(join(sites.small, small[0])),
			`${scheme}: a small site links its one results file (${small.join(' ')})`);
		await ctx.close();
	}
} catch (e) {
	check(false, `the walk stopped: ${String(e).split('\n')[0]}`);
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`parts: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

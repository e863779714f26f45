// The site as its readers meet it, in their languages (issue 14): builds
// the sites of the running example (Chinese), the Korean and Chinese
// examples, one in Japanese (--lang ja) and a Korean one with a planted
// fault, and checks in Debian's chromium:
// - <html lang> on every page, no English word of the page's chrome,
//   the landing sentence, the verdict in <title>, the red band and the
//   failing claims listed open by section and row;
// - a shared claim link (#c-…) opened fresh (file:// and http) shows the
//   claim box with its computation in the first window and focuses it,
//   leaves the runs' tables closed, and back returns to it;
// - without JavaScript the checker's controls are hidden and every claim
//   link reaches its evidence; on paper the evidence shows and the
//   instructions do not; on a phone the contents fold away;
// - the keyboard skips the claims to the checker;
// - axe-core finds no violation of any impact on the landing page,
//   the checker open, analysis.html, dark mode and the failing site.
//   node l10n.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { axeViolations } from './axe.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL l10n: ${what}`); }
}

const tmp = mkdtempSync(join(tmpdir(), 'vr-l10n-'));
function build(name, report, results, extra = []) {
	const out = join(tmp, name);
	execFileSync(reportSite, ['-o', out, ...extra, report, results], { cwd: top, stdio: 'pipe' });
	return out;
}
// A Korean report with one claim made wrong (tests/examples/ko-mglru/
// faults.tsv, "flip": the sign of a summary table's cell).
const koBad = join(tmp, 'ko-bad.md');
writeFileSync(koBad, readFileSync(join(top, 'tests/examples/ko-mglru/report.md'), 'utf8')
	.split('\n').map((l, i) => (i === 15 ? l.replace('−36.5%', '+36.5%') : l)).join('\n'));
const sites = [
	{ name: 'zh-main', lang: 'zh', dir: build('zh-main', 'report.md', 'data/results.jsonl') },
	{ name: 'ko', lang: 'ko', dir: build('ko', 'tests/examples/ko-mglru/report.md',
		'tests/examples/ko-mglru/results.jsonl') },
	{ name: 'zh', lang: 'zh', dir: build('zh', 'tests/examples/zh-khugepaged/report.md',
		'tests/examples/zh-khugepaged/results.jsonl') },
	{ name: 'ja', lang: 'ja', dir: build('ja', 'report.md', 'data/results.jsonl', ['--lang', 'ja']) },
	{ name: 'ko-bad', lang: 'ko', bad: 1, dir: build('ko-bad', koBad,
		'tests/examples/ko-mglru/results.jsonl') },
];

// Words of the English chrome that must not show on another language's page.
const ENGLISH = /\b(Skip|Contents|Pages|Report|All medians|claims?|unbound|coverage|Per-run|checker|Test case|Metric|Every|median per config|verified|Chart of|numbers?|agree|disagree|evidence|row|line|Pick|Choose|sorted values|Per config|Change between|statistic|previous|next|Loading|back to)\b/;
// The chrome's text: everything the strings files give, none of the report.
async function chromeText(page) {
	return page.evaluate(() => {
		const parts = [];
		const add = (sel, attr) => document.querySelectorAll(sel).forEach((e) =>
			parts.push(attr ? e.getAttribute(attr) || '' : e.textContent));
		add('.skip'); add('header.site nav'); add('header.site nav', 'aria-label');
		add('.toc summary'); add('.toc', 'aria-label'); add('footer.site');
		add('.banner .landing'); add('.banner .counts'); add('.banner summary');
		add('.banner .failing li a');
		add('.checker > h2'); add('.checker > .hint'); add('.checker .controls label span');
		add('#ck-evidence > h2'); add('#ck-evidence > .hint'); add('#ck-evidence .ev > p:first-child');
		add('details.runs > summary'); add('details.runs thead th:first-child');
		add('figure.chart figcaption'); add('figure.chart img', 'alt');
		add('a.claim .sr-only'); add('.unbound', 'title');
		add('#ck-out h3'); add('#ck-out caption'); add('#ck-out thead th');
		add('#ck-claim > p:first-child'); add('#ck-claim caption'); add('#ck-claim thead th');
		add('#ck-claim > a');
		return parts.join('\n');
	});
}

async function axe(page, what) {
	const res = await axeViolations(page);
	// No violation of any impact, as reader.test.mjs asks (issue 24).
	console.log(`axe ${what}: ${res.length} violations` +
		(res.length ? ` (${res.map((v) => `${v.id}:${v.impact}:${v.n}`).join(', ')})` : ''));
	check(res.length === 0, `axe on ${what}: ${res.map((v) => `${v.id}:${v.impact} at ${v.at.join(', ')}`).join('; ')}`);
}

const server = spawn('python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1', '-d', tmp],
	{ stdio: ['ignore', 'pipe', 'pipe'] });
const port = await new Promise((ok, no) => {
	let seen = '';
	const look = (d) => {
		seen += d;
		const m = /port (\d+)/.exec(seen);
		if (m) ok(Number(m[1]));
	};
	server.stdout.on('data', look);
	server.stderr.on('data', look);
	setTimeout(() => no(new Error(`no http server: ${seen}`)), 10000);
});

const browser = await launch();
try {
	const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
	const dark = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true,
		colorScheme: 'dark' });
	const nojs = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
	const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true });
	for (const s of sites) {
		const url = (f) => pathToFileURL(join(s.dir, f)).href;
		const page = await ctx.newPage();
		const errors = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		await page.goto(url('index.html'));
		// The language, the chrome's words, the landing sentence, the title.
		for (const f of ['index.html', 'analysis.html'])
			check(new RegExp(`<html lang="${s.lang}"`).test(readFileSync(join(s.dir, f), 'utf8')),
				`${s.name}: ${f} has <html lang="${s.lang}">`);
		const nClaims = await page.$$eval('a.claim', (a) => a.length);
		const nBad = await page.$$eval('a.claim:not(.v-ok)', (a) => a.length);
		const landing = (await page.textContent('.banner .landing')).trim();
		const title = await page.title();
		console.log(`${s.name}: ${nClaims} claims, ${nBad} not ok; "${landing}"; <title> "${title}"`);
		check(landing.length > 0 && landing.includes(String(s.bad ? nBad : nClaims)),
			`${s.name}: the landing sentence counts the claims (${landing})`);
		check(title.startsWith(s.bad ? `✗ ${nBad}` : '✓'), `${s.name}: the title carries the verdict (${title})`);
		if (s.lang !== 'en') {
			const text = await chromeText(page);
			const m = ENGLISH.exec(text);
			check(!m, `${s.name}: English chrome word "${m && m[0]}" in ${m && text.slice(Math.max(0, m.index - 40), m.index + 40)}`);
		}
		const band = await page.$eval('.banner', (b) => [b.className, getComputedStyle(b).backgroundColor]);
		const rgb = band[1].match(/\d+/g).map(Number);
		if (s.bad) {
			check(/\bfails\b/.test(band[0]) && rgb[0] > rgb[1] + 10 && rgb[0] > rgb[2] + 10,
				`${s.name}: the band is red when a claim fails (${band[1]})`);
			const items = await page.$$eval('.banner details.failing[open] li a', (as) => as.map((a) => a.textContent));
			const heads = await page.$$eval('main h1, main h2, main h3, main h4', (hs) => hs.map((h) => h.textContent));
			check(items.length === nBad && items.every((t) => heads.some((h) => t.startsWith(h.trim().slice(0, 8)))),
				`${s.name}: the failing claims are listed open, by section (${items.join(' | ')})`);
		} else
			check(!/\bfails\b/.test(band[0]), `${s.name}: the band is not red when all hold`);
		// Keyboard: the second skip link lands on the checker.
		await page.keyboard.press('Tab');
		await page.keyboard.press('Tab');
		const skip = await page.evaluate(() => document.activeElement.getAttribute('href'));
		await page.keyboard.press('Enter');
		const landed = await page.waitForFunction(() => document.activeElement.id === 'checker-h',
			null, { timeout: 3000 }).then(() => true, () => false);
		check(skip === '#checker-h' && landed, `${s.name}: the keyboard skips the claims to the checker (${skip})`);
		await axe(page, `${s.name} landing page`);

		// A shared link, opened fresh, on file:// and over http.
		const target = await page.$$eval('a.claim', (as) => {
			const a = as[Math.floor(as.length * 0.6)];
			return a.getAttribute('href').slice(1);
		});
		for (const base of [url('index.html'), `http://127.0.0.1:${port}/${s.name}/index.html`]) {
			const p = await ctx.newPage();
			await p.goto(`${base}#${target}`);
			await p.waitForSelector('#ck-out table', { timeout: 5000 }).catch(() => {});
			await p.waitForSelector('#ck-steps[data-verdict]', { timeout: 5000 }).catch(() => {});
			// The box has the focus once the route has run: a state.
			await p.waitForFunction(() => document.activeElement && document.activeElement.id === 'ck-claim',
				null, { timeout: 5000 }).catch(() => {});
			const at = await p.evaluate(() => {
				const box = document.getElementById('ck-claim').getBoundingClientRect();
				// The computation's headline: the claim's arithmetic in
				// words, first of the steps (the steps follow it).
				const f = document.querySelector('#ck-claim .ck-steps .headline');
				const fr = f ? f.getBoundingClientRect() : { bottom: 1e9 };
				return { top: box.top, formula: fr.bottom, h: innerHeight, focus: document.activeElement.id,
					open: document.querySelectorAll('details.runs[open]').length };
			});
			const how = base.startsWith('http') ? 'http' : 'file';
			check(at.top >= -1 && at.top < at.h && at.formula <= at.h,
				`${s.name} (${how}): #${target} shows the claim and its computation in the first window (${JSON.stringify(at)})`);
			check(at.focus === 'ck-claim', `${s.name} (${how}): the claim box has the focus (${at.focus})`);
			check(at.open === 0, `${s.name} (${how}): the runs' tables stay closed`);
			if (how === 'file') {
				if (s.name === 'zh-main' || s.bad)
					await axe(p, `${s.name} checker open`);
				// Another metric, then back: the claim again.
				const other = await p.$eval('#ck-metric', (sel) => {
					const o = [...sel.options].find((x) => !x.selected);
					return o ? o.value : null;
				});
				if (other !== null) {
					await p.selectOption('#ck-metric', other);
					await p.waitForFunction(() => /^#tc=/.test(location.hash));
					await p.goBack();
					await p.waitForFunction((t) => location.hash === `#${t}`, target);
					check(await p.isVisible('#ck-claim'), `${s.name}: back returns to the claim`);
				}
				// The box's link back to the claim in the report.
				await p.click('#ck-claim > a');
				// The claim is the one whose link names the anchor.
				const claimId = await p.$eval(`a.claim[href="#${target}"]`, (a) => a.id);
				await p.waitForFunction((id) => location.hash === `#${id}`, claimId);
				const seen = await p.evaluate((id) => {
					const r = document.getElementById(id).getBoundingClientRect();
					return r.top >= -2 && r.bottom <= innerHeight;
				}, claimId);
				check(seen, `${s.name}: the box's link returns to the claim in the report`);
			}
			await p.close();
		}
		// Paper: evidence shown, no instructions.
		await page.emulateMedia({ media: 'print' });
		const printed = await page.evaluate(() => {
			const shown = (e) => !!e && getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0;
			return {
				evidence: shown(document.getElementById('ck-evidence')),
				hint: shown(document.querySelector('.checker > .hint')),
				controls: shown(document.querySelector('.checker .controls')),
				runs: [...document.querySelectorAll('details.runs')].every((d) => {
					const t = d.querySelector('table, p');
					return !t || t.getClientRects().length > 0;
				}),
			};
		});
		check(printed.evidence && printed.runs && !printed.hint && !printed.controls,
			`${s.name}: print shows every evidence block and no instructions (${JSON.stringify(printed)})`);
		await page.emulateMedia({ media: 'screen' });
		await page.goto(url('analysis.html'));
		if (s.lang !== 'en') {
			const text = await chromeText(page);
			const m = ENGLISH.exec(text);
			check(!m, `${s.name}: analysis.html: English chrome word "${m && m[0]}"`);
		}
		if (s.name === 'zh-main' || s.name === 'ko')
			await axe(page, `${s.name} analysis.html`);
		check(errors.length === 0, `${s.name}: no script error (${errors.join(' | ')})`);
		await page.close();

		// Dark: axe on the landing page and with the checker open.
		if (s.name === 'zh-main' || s.bad) {
			const d = await dark.newPage();
			await d.goto(url('index.html'));
			await axe(d, `${s.name} dark`);
			await d.goto(`${url('index.html')}#${target}`);
			await d.waitForSelector('#ck-out table', { timeout: 5000 }).catch(() => {});
			await axe(d, `${s.name} dark, checker open`);
			await d.close();
		}

		// Without JavaScript: no controls; each claim link reaches its evidence.
		const n = await nojs.newPage();
		await n.goto(url('index.html'));
		check(!(await n.isVisible('.checker .controls')) && !(await n.isVisible('.checker > .hint')),
			`${s.name}: without JavaScript the checker's controls and their hint are hidden`);
		const reach = await n.$$eval('a.claim', (as) => as.map((a) => {
			const t = document.getElementById(a.getAttribute('href').slice(1));
			return t && t.classList.contains('ev') && t.querySelectorAll('p').length >= 2 ? 1 : 0;
		}));
		check(reach.length > 0 && reach.every((x) => x),
			`${s.name}: without JavaScript every claim link reaches its evidence (${reach.filter((x) => x).length}/${reach.length})`);
		await n.click(`a.claim[href="#${target}"]`);
		await n.waitForFunction((t) => location.hash === `#${t}`, target);
		const inView = await n.evaluate((t) => {
			const r = document.getElementById(t).getBoundingClientRect();
			return r.top >= -1 && r.top < innerHeight;
		}, target);
		check(inView, `${s.name}: without JavaScript a claim link scrolls to its evidence`);
		await n.close();

		// A phone: the contents fold away, the title comes first; wide
		// tables keep their first column.
		const ph = await phone.newPage();
		await ph.goto(url('index.html'));
		const mob = await ph.evaluate(() => {
			const h1 = document.querySelector('main h1');
			const cell = document.querySelector('main > table td:first-child');
			return { fold: document.querySelector('details.toc-fold').open,
				h1: h1 ? h1.getBoundingClientRect().top : 0, h: innerHeight,
				sticky: cell ? getComputedStyle(cell).position : 'sticky',
				width: document.documentElement.scrollWidth };
		});
		check(!mob.fold && mob.h1 < mob.h && mob.sticky === 'sticky' && mob.width <= 376,
			`${s.name}: on a phone the contents fold, the title shows first, a table's first column stays (${JSON.stringify(mob)})`);
		// Charts in one column, their smallest text (10 px in the SVG's
		// units) at 11 px or more once scaled to the screen.
		const charts = await ph.$$eval('figure.chart', (fs) => fs.map((f) => {
			const shown = [...f.querySelectorAll('img')].filter((i) => getComputedStyle(i).display !== 'none');
			return shown.map((i) => ({ src: i.getAttribute('src'), w: i.getBoundingClientRect().width }));
		}));
		for (const c of charts) {
			const ok = c.length === 1;
			const svg = ok ? readFileSync(join(s.dir, c[0].src), 'utf8') : '';
			const w = Number((/width="(\d+)"/.exec(svg) || [0, 0])[1]);
			const cols = w / 240;
			check(ok && cols === 1 && 10 * c[0].w / w >= 11,
				`${s.name}: on a phone a chart shows in one column with text of 11 px or more (${JSON.stringify(c)}, ${w} wide)`);
		}
		if (s.name === 'zh-main')	// the examples' reports cite no chart
			check(charts.length > 0, `${s.name}: the phone's page has charts`);
		await ph.close();
	}
} finally {
	await browser.close();
	server.kill();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`l10n: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

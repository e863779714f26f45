// The reader's path on EVERY example (issue 24): each folder of
// tests/examples/ and of tests/suggest/ with a report.md, the running example (report.md,
// data/results.jsonl) and the running example in Japanese, each built
// with report-site and walked in Debian's chromium as a reader walks it.
// A new example is covered by adding its folder.
// - the checker sits under the heading whose own words name it, never
//   one whose screen-reader text does (核对 in "（未核对）");
// - Back after following a claim from a page without a fragment closes
//   the claim's box, restores the scroll and the focus;
// - every tooltip of a claim in a table is fully visible at 1366 and
//   390 px (not cut by the table's scroll box), and Escape closes it;
// - every chart written reaches the page;
// - the noise count shows in the banner, the tab title and the legend,
//   and the claim box of a claim within noise leads with its sentence;
// - on paper the runs tables are not cut, the evidence headings are
//   text, and the evidence comes after the report;
// - claim links in tables are 24 px tall or more; analysis.html does
//   not scroll sideways at 1366 px and has a change column;
// - axe-core: no violation of any impact on each state reached, light
//   and dark (the landing page, a claim open, every table of runs open,
//   analysis.html).
//   node reader.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { axeViolations } from './axe.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL reader: ${what}`); }
}

const tmp = mkdtempSync(join(tmpdir(), 'vr-reader-'));
// The count verify-report's summary line gives ("; N within noise").
const noiseSaid = {};
function build(name, report, results, extra = []) {
	const out = join(tmp, name);
	execFileSync(reportSite, ['-o', out, ...extra, report, results], { cwd: top, stdio: 'pipe' });
	const said = spawnSync(join(top, 'verify-report'), [report, results], { cwd: top, encoding: 'utf8' });
	noiseSaid[name] = Number((/; (\d+) within noise/.exec(said.stdout) || [0, 0])[1]);
	return out;
}
const sites = [{ name: 'running', dir: build('running', 'report.md', 'data/results.jsonl') },
	{ name: 'running-ja', dir: build('running-ja', 'report.md', 'data/results.jsonl', ['--lang', 'ja']) }];
// A claim made wrong (tests/examples/ko-mglru/faults.tsv, "flip": the
// sign of a summary table's cell): its chart must not draw it as true.
const koFlip = join(tmp, 'ko-flip.md');
writeFileSync(koFlip, readFileSync(join(top, 'tests/examples/ko-mglru/report.md'), 'utf8')
	.split('\n').map((l, i) => (i === 15 ? l.replace('−36.5%', '+36.5%') : l)).join('\n'));
sites.push({ name: 'ko-flip', flipped: '+36.5%', dir: build('ko-flip', koFlip, 'tests/examples/ko-mglru/results.jsonl') });
// The examples, and the reports strangers wrote for the suggester
// (tests/suggest/): ja-blog-gogc's checker above its claims showed that
// Back restored the page's old offset, not the claim's place.
for (const set of ['tests/examples', 'tests/suggest'])
	for (const ex of existsSync(join(top, set)) ? readdirSync(join(top, set)).sort() : []) {
		const d = join(set, ex);
		if (existsSync(join(top, d, 'report.md')))
			sites.push({ name: ex, dir: build(ex, join(d, 'report.md'), join(d, 'results.jsonl')) });
	}
const only = process.env.READER_ONLY;

async function axe(page, what) {
	const res = await axeViolations(page);
	check(res.length === 0, `axe on ${what}: ${res.map((v) => `${v.id}:${v.impact}:${v.n} at ${v.at.join(', ')}`).join('; ')}`);
}

// The words of the checker's section heading in each language.
const WORDS = ['核对', '核對', '검증기', '検証', 'checker', 'Checker'];

// Where the checker must be: the first top-level heading whose seen
// words (not its screen-reader text, not a tooltip) name it.
async function placement(page) {
	return page.evaluate((words) => {
		const main = document.querySelector('#checker').parentElement;
		const kids = [...main.children];
		const seen = (h) => {
			const c = h.cloneNode(true);
			c.querySelectorAll('.sr-only, .tip').forEach((e) => e.remove());
			return c.textContent;
		};
		const level = (e) => (/^H([1-6])$/.exec(e.tagName) || [0, 0])[1] | 0;
		const at = kids.indexOf(document.getElementById('checker'));
		const want = kids.find((e) => level(e) && words.some((w) => seen(e).includes(w)));
		if (!want)
			return { ok: true, why: 'no heading names it' };
		const i = kids.indexOf(want);
		let end = kids.length;
		for (let j = i + 1; j < kids.length; j++)
			if (j !== at && level(kids[j]) && level(kids[j]) <= level(want)) { end = j; break; }
		let before = null;
		for (let j = at - 1; j >= 0; j--)
			if (level(kids[j])) { before = seen(kids[j]); break; }
		return { ok: at > i && at <= end, why: `under "${before}", wanted "${seen(want)}"` };
	}, WORDS);
}

// Every tooltip of a claim in a table: fully inside the window and inside
// every box that clips it.  Each claim is focused in turn (as Tab does).
async function tooltips(page) {
	return page.evaluate(async () => {
		const bad = [];
		const links = [...document.querySelectorAll('main table a.claim')];
		for (const a of links) {
			a.scrollIntoView({ block: 'center', inline: 'nearest' });
			a.focus();
			await new Promise((r) => requestAnimationFrame(() => r()));
			const tip = document.getElementById(a.getAttribute('aria-describedby'));
			const r = tip && tip.getBoundingClientRect();
			if (!r || r.width === 0) { bad.push(`${a.id}: no tooltip shown`); continue; }
			// Inside the window, and on top at its corners and centre:
			// a part cut by a scroll box or covered is not hit.
			const vw = document.documentElement.clientWidth;
			const pts = [[r.left + 2, r.top + 2], [r.right - 2, r.top + 2], [r.left + 2, r.bottom - 2],
				[r.right - 2, r.bottom - 2], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
			const hidden = pts.filter(([x, y]) => {
				const e = document.elementFromPoint(x, y);
				return !e || !tip.contains(e);
			});
			if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > innerHeight + 0.5 ||
			    hidden.length)
				bad.push(`${a.id} (${Math.round(r.left)},${Math.round(r.top)})-(${Math.round(r.right)},` +
					`${Math.round(r.bottom)}) in ${vw}x${innerHeight}, ${hidden.length} of 5 points hidden`);
		}
		document.activeElement.blur();
		return { n: links.length, bad };
	});
}

const browser = await launch();
try {
	for (const s of sites) {
		if (only && only !== s.name)
			continue;
		try {
			await walk(s);
		} catch (e) {
			check(false, `${s.name}: the walk stopped: ${String(e).split('\n')[0]}`);
		}
	}
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`reader: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

async function walk(s) {
	{
		const url = (f) => pathToFileURL(join(s.dir, f)).href;
		const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
		ctx.setDefaultTimeout(8000);
		const page = await ctx.newPage();
		const t0 = Date.now(), lap = (what) => console.log(`${s.name}: ${what} at ${Date.now() - t0} ms`);
		const errors = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		await page.goto(url('index.html'));
		await page.waitForSelector('html.js');

		// 1. Placement.
		const pl = await placement(page);
		check(pl.ok, `${s.name}: the checker sits under the heading that names it (${pl.why})`);
		await axe(page, `${s.name} landing page`);

		// 2. Back from a claim to a page without a fragment.
		const from = await page.$$eval('main a.claim', (as) => as[Math.floor(as.length / 3)].id);
		lap('start');
		// Charts above load as they come into view and move it: again
		// until it stays.
		await page.waitForFunction((id) => {
			const e = document.getElementById(id), r = e.getBoundingClientRect();
			if (r.top > 0 && r.bottom < innerHeight)
				return true;
			e.scrollIntoView({ block: 'center' });
			return false;
		}, from, { polling: 100 });
		// Where the claim is on the screen when it is clicked (charts
		// above it may load and move it before).
		await page.evaluate((id) => document.addEventListener('click', () => {
			window.vrTestTop = document.getElementById(id).getBoundingClientRect().top;
		}, { capture: true, once: true }), from);
		await page.click(`#${from}`);
		await page.waitForFunction(() => document.activeElement.id === 'ck-claim');
		await page.waitForSelector('#ck-claim [data-verdict], #ck-steps[data-verdict]').catch(() => {});
		await axe(page, `${s.name} claim open`);
		// The runs tables opened: scrollable regions reachable by keyboard.
		await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
		await axe(page, `${s.name} claim open, every table of runs open`);
		await page.goBack();
		const back = await page.waitForFunction(() => document.getElementById('ck-claim').hidden,
			null, { timeout: 5000 }).then(() => true, () => false);
		const after = await page.evaluate((id) => ({ y0: window.vrTestTop,
			y: document.getElementById(id).getBoundingClientRect().top, focus: document.activeElement.id }), from);
		check(back && after.focus === from && Math.abs(after.y - after.y0) <= 2,
			`${s.name}: Back to the page without a fragment closes the claim box (${back}), ` +
			`restores the scroll (the claim at ${after.y0} -> ${after.y}) and the focus (${after.focus}, wanted ${from})`);
		await page.keyboard.press('Tab');
		const next = await page.evaluate(() => !!document.activeElement.closest('#ck-claim'));
		check(!next, `${s.name}: after Back the next Tab does not land inside the claim box`);

		// 3. Tooltips in tables, at both widths; Escape closes one.
		for (const w of [1366, 390]) {
			await page.setViewportSize({ width: w, height: w > 400 ? 900 : 800 });
			// The pointer off every number: a hovered claim shows its
			// own tooltip over the focused one's, as it should.
			await page.mouse.move(1, 1);
			const t = await tooltips(page);
			check(t.bad.length === 0, `${s.name} at ${w} px: ${t.bad.length} of ${t.n} table tooltips ` +
				`not fully visible: ${t.bad.slice(0, 4).join('; ')}`);
		}
		await page.setViewportSize({ width: 1366, height: 900 });
		const any = await page.$$eval('main a.claim', (as) => as[0].id);
		await page.focus(`#${any}`);
		const shownBefore = await page.isVisible(`#${any} .tip, #tip-${any.replace('claim-', '')}`);
		await page.keyboard.press('Escape');
		const hidden = await page.waitForFunction((id) => {
			const t = document.getElementById(document.getElementById(id).getAttribute('aria-describedby'));
			return !t || t.getClientRects().length === 0 || getComputedStyle(t).visibility === 'hidden';
		}, any, { timeout: 2000 }).then(() => true, () => false);
		check(shownBefore && hidden, `${s.name}: Escape closes a tooltip (shown ${shownBefore}, closed ${hidden})`);

		// 4. Every chart written reaches the page.
		const written = existsSync(join(s.dir, 'charts')) ?
			readdirSync(join(s.dir, 'charts')).filter((f) => f.endsWith('.svg') && !f.endsWith('.narrow.svg')) : [];
		const html = readFileSync(join(s.dir, 'index.html'), 'utf8');
		const missing = written.filter((f) => !html.includes(`charts/${f}`));
		check(written.length > 0 && missing.length === 0,
			`${s.name}: every chart reaches the page (${written.length} written, missing ${missing.join(' ')})`);

		// 5. A chart's change arrow keeps 3:1 on its dark ground.
		for (const f of written) {
			const svg = readFileSync(join(s.dir, 'charts', f), 'utf8');
			const darkCss = (/prefers-color-scheme:\s*dark\)\s*\{(.*?)\}\s*\}?\s*<\/style>/s.exec(svg) || [0, ''])[1];
			const last = (re, css) => { let m, v = null; while ((m = re.exec(css))) v = m[1]; return v; };
			const arrow = last(/\.change\{[^}]*stroke:(#[0-9a-fA-F]{3,6})/g, darkCss);
			const ground = last(/rect\.bg\{fill:(#[0-9a-fA-F]{3,6})/g, darkCss);
			const lum = (hex) => {
				const h = hex.length === 4 ? hex.replace(/#(.)(.)(.)/, '#$1$1$2$2$3$3') : hex;
				const c = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
					.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
				return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
			};
			const ratio = arrow && ground ? (Math.max(lum(arrow), lum(ground)) + 0.05) /
				(Math.min(lum(arrow), lum(ground)) + 0.05) : 0;
			check(ratio >= 3, `${s.name}: charts/${f}: the dark arrow ${arrow} on ${ground} is ${ratio.toFixed(2)}:1 (3:1 needed)`);
		}

		// 5. A change within noise carries ∿ on its chart as in the
		// prose; a flipped one is marked and says what the data give.
		const svgs = written.map((f) => readFileSync(join(s.dir, 'charts', f), 'utf8')).join('\n');
		const noiseChanges = await page.$$eval('main a.claim.noise .tip', (ts) => ts.filter((t) => /~| vs |对|対|대/.test(t.textContent)).length);
		if (noiseChanges)
			check(svgs.includes('\u223f'), `${s.name}: the charts mark the changes within noise with \u223f`);
		if (s.flipped) {
			const titles = [...svgs.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])
				.filter((t) => t.includes(s.flipped));
			check(titles.length > 0 && titles.every((t) => t.includes('\u21c5')),
				`${s.name}: the flipped ${s.flipped} is marked contradicted on its chart (${titles.slice(0, 2).join(' | ')})`);
		}

		// 6. Noise: the count where the command line says it.
		const noisy = await page.$$eval('main a.claim.noise', (as) => as.map((a) => a.id));
		if (noiseSaid[s.name]) {
			const said = await page.evaluate(() => ({ banner: document.querySelector('.banner').textContent,
				title: document.title }));
			const n = String(noiseSaid[s.name]);
			check(said.banner.includes(n) && said.title.includes(n),
				`${s.name}: the banner and the tab title count the ${n} claims within noise ` +
				`(title "${said.title}")`);
			const legend = await page.$eval('.banner', (b) => !!b.querySelector('.count.noise, [data-count="noise"]'));
			check(legend, `${s.name}: the legend has a count for within noise`);
		}
		if (noisy.length) {
			await page.goto(`${url('index.html')}#${noisy[0].replace('claim', 'check')}`);
			await page.waitForFunction(() => document.activeElement.id === 'ck-claim');
			const lead = await page.$eval('#ck-claim', (b) => {
				const first = b.firstElementChild;
				return first ? [first.classList.contains('noise'), first.textContent] : [false, ''];
			});
			check(lead[0], `${s.name}: the box of a claim within noise leads with the noise sentence ` +
				`(it leads with "${lead[1].slice(0, 60)}")`);
		}
		const clickable = await page.$eval('.banner', (b) => !!b.querySelector('.how'));
		check(clickable, `${s.name}: a sentence near the top says the numbers can be clicked`);

		// 10. Claim links in tables are 24 px tall or more.
		const short = await page.$$eval('main table a.claim', (as) => as.filter((a) =>
			a.getBoundingClientRect().height < 24).map((a) => `${a.id}:${a.getBoundingClientRect().height}`));
		check(short.length === 0, `${s.name}: claim links in tables are 24 px tall (${short.length} are not: ${short.slice(0, 3)})`);

		// 9. Paper.
		// A page of A4 less its margins is about 720 CSS px wide.
		await page.setViewportSize({ width: 720, height: 1000 });
		await page.goto(url('index.html'));
		await page.emulateMedia({ media: 'print' });
		const paper = await page.evaluate(() => {
			const w = document.documentElement.clientWidth;
			const cut = [...document.querySelectorAll('details.runs table, main table, main pre')].filter((t) =>
				t.getClientRects().length && (t.scrollWidth > t.clientWidth + 1 ||
					t.getBoundingClientRect().right > w + 1)).length;
			const raw = [...document.querySelectorAll('.evidence h3, .evidence h4')].filter((h) =>
				/\]\(|\bev:/.test(h.textContent)).map((h) => h.textContent);
			const ev = document.getElementById('ck-evidence');
			const heads = [...document.querySelectorAll('main h2')].filter((h) => !ev.contains(h) &&
				h.closest('.checker') === null && getComputedStyle(h).display !== 'none');
			const lastHead = heads[heads.length - 1];
			const afterAll = !lastHead ||
				!!(lastHead.compareDocumentPosition(ev) & Node.DOCUMENT_POSITION_FOLLOWING);
			return { cut, raw, afterAll };
		});
		check(paper.cut === 0, `${s.name}: on paper no table is cut at the right edge (${paper.cut} are)`);
		check(paper.raw.length === 0, `${s.name}: evidence headings print no markdown (${paper.raw.slice(0, 2).join(' | ')})`);
		check(paper.afterAll, `${s.name}: the evidence prints after the report`);
		await page.emulateMedia({ media: 'screen' });
		await page.setViewportSize({ width: 1366, height: 900 });

		// 11. analysis.html: a change column, no sideways scroll at 1366 px.
		await page.goto(url('analysis.html'));
		const an = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, vw: innerWidth,
			// A change is a claim in % of a column bound to B~A.
			change: [...document.querySelectorAll('main td a.claim .num')].some((n) => /^[+-].*%$/.test(n.textContent)) }));
		check(an.w <= an.vw, `${s.name}: analysis.html does not scroll sideways at 1366 px (${an.w} wide)`);
		check(an.change, `${s.name}: analysis.html has a change column`);
		await axe(page, `${s.name} analysis.html`);
		check(errors.length === 0, `${s.name}: no script error (${errors.join(' | ')})`);
		await ctx.close();

		// Dark: axe on the landing page and with a claim open.
		const dark = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: 'dark' });
		const d = await dark.newPage();
		await d.goto(url('index.html'));
		await axe(d, `${s.name} dark`);
		await d.click(`#${from}`);
		await d.waitForFunction(() => document.activeElement.id === 'ck-claim');
		await axe(d, `${s.name} dark, claim open`);
		// Every table of runs open, and analysis.html, dark too.
		await d.evaluate(() => document.querySelectorAll('details').forEach((e) => { e.open = true; }));
		await axe(d, `${s.name} dark, every table of runs open`);
		// A page of its own: a goto on the page whose claim was just
		// followed can be aborted by that page's own loads.
		const da = await dark.newPage();
		await da.goto(url('analysis.html'));
		await axe(da, `${s.name} dark analysis.html`);
		await dark.close();
	}
}

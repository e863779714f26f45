// Empty table header cells in the browser (docs/site.md, "Empty header
// cells"): the family of tests/table_heads.py (GFM tables with header
// cells left empty at the first, a middle and the last column, and
// plain-text tables, in en, zh, ko and ja, and with --lang giving the
// page another language), each site built by it and walked here:
// - axe-core finds no violation of any impact (empty-table-header
//   among them) on index.html, light and dark, and on analysis.html;
// - every <th> of the page has an accessible name (Chromium's own
//   accessibility tree, not ours), and the labelled ones the page's
//   words, from its strings file;
// - the labels change nothing a sighted reader sees: each table's box
//   and each header cell's are the same with the labels taken out.
//   node theads.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { axeViolations } from './axe.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL theads: ${what}`); }
}

const tmp = mkdtempSync(join(tmpdir(), 'vr-theads-'));
// The family's sites; its own HTML checks are tests/table_heads.py's
// layer, so only whether it built them matters here.
try {
	execFileSync('python3', [join(top, 'tests/table_heads.py'), reportSite, top, '--sites', tmp],
		{ cwd: top, stdio: 'pipe' });
} catch (e) {
	// It exits 1 when a check of its own failed; the sites are built.
}
const sites = JSON.parse(readFileSync(join(tmp, 'sites.json'), 'utf8'));
check(sites.length >= 6, `the family built its sites (${sites.length})`);

async function axe(page, what) {
	const res = await axeViolations(page);
	check(res.length === 0, `axe on ${what}: ${res.map((v) => `${v.id}:${v.impact}:${v.n} at ${v.at.join(', ')}`).join('; ')}`);
}

const browser = await launch();
try {
	const light = await browser.newContext({ viewport: { width: 1366, height: 900 } });
	const dark = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: 'dark' });
	for (const s of sites) {
		const url = (f) => pathToFileURL(join(s.dir, f)).href;
		for (const [ctx, mode] of [[light, 'light'], [dark, 'dark']]) {
			const page = await ctx.newPage();
			await page.goto(url('index.html'));
			await page.waitForSelector('html.js');
			await axe(page, `${s.name} index.html (${mode})`);
			if (mode === 'dark') {
				await page.close();
				continue;
			}
			const labelled = await page.$$eval('main table > thead th .sr-only', (ss) => ss.length);
			check(labelled === s.empty, `${s.name}: ${s.empty} empty header cells labelled, ${labelled} found`);
			const unnamed = await page.$$eval('main table th', (ths) => ths.filter((th) => {
				const t = th.textContent.replace(/\s+/g, '');
				return t === '' && !th.querySelector('img[alt]:not([alt=""])');
			}).length);
			check(unnamed === 0, `${s.name}: ${unnamed} header cells with no name`);
			// Every header's name as Chromium's accessibility tree has it.
			const cdp = await ctx.newCDPSession(page);
			const { nodes } = await cdp.send('Accessibility.getFullAXTree');
			const heads = nodes.filter((n) => n.role && ['columnheader', 'rowheader'].includes(n.role.value));
			const nameless = heads.filter((n) => !n.name || String(n.name.value).trim() === '');
			check(heads.length > 0 && nameless.length === 0,
				`${s.name}: every one of ${heads.length} headers in Chromium's accessibility tree has a name (${nameless.length} do not)`);
			await cdp.detach();
			// The labels take no room: boxes with and without them.
			const same = await page.evaluate(() => {
				const boxes = () => [...document.querySelectorAll('main table, main table th')].map((e) => {
					const r = e.getBoundingClientRect();
					return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 100) / 100).join(',');
				});
				const before = boxes();
				const spans = [...document.querySelectorAll('main table th .sr-only')];
				const parents = spans.map((sp) => sp.parentNode);
				spans.forEach((sp) => sp.remove());
				const after = boxes();
				spans.forEach((sp, i) => parents[i].appendChild(sp));
				const diff = before.map((b, i) => (b === after[i] ? null : `${i}: ${b} / ${after[i]}`)).filter(Boolean);
				return { n: before.length, spans: spans.length, diff };
			});
			check(same.diff.length === 0, `${s.name}: the labels move nothing a reader sees (${same.diff.slice(0, 3).join('; ')})`);
			await page.close();
			const a = await ctx.newPage();
			await a.goto(url('analysis.html'));
			await a.waitForSelector('html.js');
			await axe(a, `${s.name} analysis.html`);
			await a.close();
		}
	}
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`theads: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// A link shared to a claim keeps pointing at it after the report is
// edited (issue 24, "What must be true" 4): each claim's link names its
// stable anchor (#c-…, src/report_anchor.c), derived from its section
// and address, never its position.  Builds the running example, then
// the same report edited before most claims (a section with a claim
// added near the top, a paragraph removed further down), and checks in
// Debian's chromium that
// - every claim of the first site links a #c-… anchor, all distinct;
// - every anchor of the first site that names a claim still in the
//   edited report names the same claim there (its number and
//   computation), and a fresh file:// open of it shows that claim's
//   box in the checker, focused;
// - the old #check-N form still opens claim N, with the script and
//   without it (its target exists), as does #c-… without it.
//   node anchors.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL anchors: ${what}`); }
}

const tmp = mkdtempSync(join(tmpdir(), 'vr-anchors-'));
const md = readFileSync(join(top, 'report.md'), 'utf8');
const lines = md.split('\n');
// The edit: a section with a claim after the title, and the first
// paragraph of claims after the middle of the report gone.
const h1 = lines.findIndex((l) => /^# /.test(l));
let cut = lines.findIndex((l, i) => i > lines.length / 2 && /^[^|#>\s-].*\]\(<?ev:/.test(l));
const edited = [...lines];
if (cut > 0) edited.splice(cut, 1);
edited.splice(h1 + 1, 0, '', '## Added later', '',
	'An added sentence: [48](ev:*/*/@n) runs in all.', '');
writeFileSync(join(tmp, 'a.md'), md);
writeFileSync(join(tmp, 'b.md'), edited.join('\n'));
for (const s of ['a', 'b'])
	execFileSync(reportSite, ['-o', join(tmp, s), join(tmp, `${s}.md`),
		join(top, 'data/results.jsonl')], { cwd: top, stdio: 'ignore' });

const browser = await launch();

// Each claim of a site: its id, link, number and computation.
async function claimsOf(page, site) {
	await page.goto(pathToFileURL(join(tmp, site, 'index.html')).href, { waitUntil: 'load' });
	return page.$$eval('a.claim', (as) => as.map((a) => ({
		id: a.id, href: a.getAttribute('href'),
		num: a.querySelector('.num').textContent,
		tip: a.querySelector('.tip').firstChild.textContent })));
}

// Opens url fresh and says which claim's box the checker shows, or null.
async function boxOf(context, url) {
	const page = await context.newPage();
	await page.goto(url, { waitUntil: 'load' });
	const shown = await page.waitForFunction(() => {
		const b = document.getElementById('ck-claim');
		const back = b && !b.hidden && b.querySelector('a[href^="#claim-"]');
		return back && document.activeElement === b ? back.getAttribute('href').slice(1) : null;
	}, null, { timeout: 5000 }).then((h) => h.jsonValue(), () => null);
	await page.close();
	return shown;
}

try {
	const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
	const page = await context.newPage();
	const A = await claimsOf(page, 'a');
	const B = await claimsOf(page, 'b');
	check(A.length > 100 && B.length > 100, `both sites have their claims (${A.length}, ${B.length})`);
	const stable = /^#c-[0-9a-f]{12}(-[0-9]+)?$/;
	check(A.every((c) => stable.test(c.href)),
		`every claim links its stable anchor #c-… (first: ${A[0] && A[0].href})`);
	check(new Set(A.map((c) => c.href)).size === A.length, 'no two claims share an anchor');
	// The edit moved every claim after the title by one.
	check(B.length === A.length + 1 - (cut > 0 ? (md.split('\n')[cut].match(/\]\(<?ev:/g) || []).length : 0),
		`the edit added one claim and removed a paragraph's (${A.length} -> ${B.length})`);
	const byHref = new Map(B.map((c) => [c.href, c]));
	let kept = 0, lost = [];
	for (const c of A) {
		const b = byHref.get(c.href);
		if (!b) continue;
		if (b.num === c.num && b.tip === c.tip) kept++;
		else lost.push(`${c.href}: ${c.num} -> ${b.num}`);
	}
	check(lost.length === 0, `an anchor names the same claim after the edit (${lost.length} do not: ${lost.slice(0, 3).join('; ')})`);
	check(kept >= A.length - 10, `the anchors of the claims the edit kept still resolve (${kept} of ${A.length})`);

	// Shared links opened fresh: first, middle, last, a table's, a twin's.
	const pick = [A[0], A[Math.floor(A.length / 2)], A[A.length - 1],
		A.find((c) => /-[0-9]+$/.test(c.href))].filter((c) => c && byHref.has(c.href));
	const bUrl = pathToFileURL(join(tmp, 'b', 'index.html')).href;
	for (const c of pick) {
		const shown = await boxOf(context, bUrl + c.href);
		const want = byHref.get(c.href).id;
		check(shown === want, `${c.href} opened fresh shows its claim's box (${shown}, want ${want})`);
	}
	// The old form: #check-N opens claim N.
	const shownOld = await boxOf(context, `${bUrl}#check-5`);
	check(shownOld === 'claim-5', `#check-5 opened fresh shows claim 5's box (${shownOld})`);

	// Without the script the fragment's target exists: the evidence.
	const noJs = await browser.newContext({ javaScriptEnabled: false });
	const p = await noJs.newPage();
	for (const frag of [pick[1].href, '#check-5']) {
		await p.goto(bUrl + frag, { waitUntil: 'load' });
		const at = await p.evaluate(() => {
			const t = document.querySelector(':target');
			const ev = t && t.closest('.ev');
			return ev ? ev.querySelector('a[href^="#claim-"]').getAttribute('href') : null;
		});
		const want = frag === '#check-5' ? '#claim-5' : `#${byHref.get(frag).id}`;
		check(at === want, `without JavaScript ${frag} lands on its claim's evidence (${at}, want ${want})`);
	}
	await noJs.close();
	await context.close();
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`anchors: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

// Planted scripts never run (issue 5).  Builds a site with report-site
// from a report and runs full of values that try to become markup --
// "</script><script>", "<img onerror>", attribute breakouts, "<!--",
// U+2028, javascript: and data: links -- opens every page in Debian's
// chromium from file:// and asserts that none of the planted code ran
// (each would set window.__pwned or change document.title), that the
// only scripts are the template's own, that every link's scheme is
// allowed, that the data round-trips through the embedded JSON, and
// that the Content-Security-Policy blocks an inline script.
//   node hostile.test.mjs REPORT_SITE TOPDIR
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
	else { failed++; console.log(`FAIL hostile: ${what}`); }
}

// Each planted payload calls pwn(n): it would set window.__pwned = n.
const pwn = (n) => `window.__pwned=${n}`;
// Ids hold no space, control character or any of / ~ # * @.
const tcs = ['t1', `x"onfocus="${pwn(1)}"autofocus="`, "t'<b>&amp;", 'p%25', '50%'];
const metrics = [
	'm',
	`</script><script>${pwn(2)}</script>`,
	`<img src=x onerror="${pwn(3)}">`,
	'<!--<script>',
	'line\u2028sep\u2029end',
	'a.b',
];
const meta = {
	note: `</script><script>${pwn(4)}</script><!--`,
	[`<img src=x onerror=${pwn(5)}>`]: 'key',
	sep: 'x\u2028y\u2029z',
	list: ['</script>', '<b>'],
};
let lines = [];
for (const [i, tc] of tcs.entries())
	for (const cfg of ['off', `c"'><svg\u00a0onload=${pwn(6)}>`])
		for (let rep = 1; rep <= 3; rep++) {
			const run = { tc, cfg, rep };
			metrics.forEach((m, k) => { run[m] = (i + 1) * 10 + k + rep; });
			Object.assign(run, meta);
			lines.push(JSON.stringify(run));
		}

// Headings named like the page's own elements must not shadow them.
const reserved = ['vr-data', 'main', 'checker', 'checker-h', 'tip-0', 'tip-1',
	'claim-0', 'check-0', 'ck-tc', 'ck-metric', 'ck-out', 'runs-t1', 'h-main'];
const report = `# Hostile <script>${pwn(7)}</script> report

<script>${pwn(8)}</script>
<img src=x onerror="${pwn(9)}">
<iframe src="javascript:${pwn(10)}"></iframe>
<a href="javascript:${pwn(11)}">raw link</a>

[click](javascript:${pwn(12)}) [case](JaVaScRiPt:${pwn(13)})
[tab](<java\tscript:${pwn(14)}>) [entity](java&#x09;script:${pwn(15)})
[data](data:text/html,<script>${pwn(16)}</script>) [vb](vbscript:x)
![img](javascript:${pwn(17)}) ![remote](https://example.org/x.png)
<javascript:${pwn(18)}> [ok](https://example.org/) [mail](mailto:a@b.c)

## A heading <b onmouseover="${pwn(19)}">x</b> and \u2028 separator

Claims: [2](ev:t1/off/m) and [1](ev:x</script><script>${pwn(20)}</script>)
and [3](<ev:t1/off/m"><script>${pwn(21)}</script>>) and the tc with a
quote [12](ev:x"onfocus="${pwn(1)}"autofocus="/off/m).

| [metric](ev:t1//) | [off](ev:/off/) |
|---|---|
| [m <img src=x onerror=${pwn(22)}>](ev://m) | 12 |

\`<script>${pwn(23)}</script>\` and <!-- ${pwn(24)} --> end.

${reserved.map((h) => `## ${h}\n\nText [2](ev:t1/off/m).\n`).join('\n')}
`;

const dir = mkdtempSync(join(tmpdir(), 'vr-hostile-'));
const browser = await launch();
try {
	writeFileSync(join(dir, 'report.md'), report);
	writeFileSync(join(dir, 'runs.jsonl'), lines.join('\n') + '\n');
	execFileSync(reportSite, ['-o', join(dir, 'site'), '--templates', join(top, 'templates'),
		'--assets', join(top, 'assets'), join(dir, 'report.md'), join(dir, 'runs.jsonl')],
	{ stdio: ['ignore', 'ignore', 'inherit'] });
	const site = join(dir, 'site');
	const pages = readdirSync(site).filter((f) => f.endsWith('.html'));
	check(pages.length === 2, `the site has its two pages (${pages.join(', ')})`);

	// Twice: as shipped, and with the policy bypassed, so that escaping
	// alone must keep the planted code from running.
	for (const bypassCSP of [false, true]) {
	const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, bypassCSP });
	for (const file0 of pages) {
		const file = bypassCSP ? `${file0} (policy bypassed)` : file0;
		const page = await context.newPage();
		const outside = [], dialogs = [], errors = [];
		page.on('request', (r) => { if (!r.url().startsWith('file://')) outside.push(r.url()); });
		page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
		page.on('pageerror', (e) => errors.push(String(e)));
		await page.goto(pathToFileURL(join(site, file0)).href);
		await page.waitForLoadState('load');
		const title = await page.title();

		// Everything a reader can do: focus, hover and follow each link
		// and control, and open every claim in the checker.
		const claims = await page.$$eval('a.claim', (as) => as.map((a) => a.getAttribute('href')));
		for (const h of claims.slice(0, 20))
			if (h.startsWith('#'))
				await page.evaluate((x) => { location.hash = x; }, h);
		for (const sel of ['summary', 'a', 'select', '[tabindex]']) {
			const n = Math.min(await page.locator(sel).count(), 30);
			for (let i = 0; i < n; i++) {
				const el = page.locator(sel).nth(i);
				await el.focus().catch(() => {});
				await el.hover({ timeout: 200 }).catch(() => {});
			}
		}
		if (await page.locator('#ck-tc').count()) {
			const n = await page.locator('#ck-tc option').count();
			for (let i = 0; i < n; i++) {
				await page.selectOption('#ck-tc', String(i));
				const m = await page.locator('#ck-metric option').count();
				for (let k = 0; k < m; k++)
					await page.selectOption('#ck-metric', { index: k });
			}
		}
		await page.waitForTimeout(200);

		const state = await page.evaluate(() => ({
			pwned: window.__pwned,
			scripts: [...document.scripts].map((s) => s.src ? 'src:' + s.getAttribute('src') :
				'inline:' + (s.type || '') + ':' + (s.id || '')),
			handlers: [...document.querySelectorAll('*')].flatMap((e) =>
				[...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => e.tagName + '.' + a.name)),
			hrefs: [...document.querySelectorAll('[href], [src]')].map((e) =>
				e.getAttribute('href') ?? e.getAttribute('src')),
			csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '',
			frames: document.querySelectorAll('iframe, object, embed, frame').length,
		}));
		check(state.pwned === undefined, `${file}: no planted script ran (window.__pwned = ${state.pwned})`);
		check(dialogs.length === 0, `${file}: no dialog opened (${dialogs.join(' | ')})`);
		check(await page.title() === title, `${file}: the title stayed (${title})`);
		// The template's script, the site's own data scripts (named by
		// render_chart_name: letters, digits, _, - and ~XX; a page's
		// steps, loaded when a claim is opened) and the JSON.
		// assets/format.js: the number format shared with C (tests/format_cases.tsv).
		const own = (x) => x === 'src:assets/checker.js' ||
			x === 'src:assets/format.js' ||
			/^src:data\/runs\/[A-Za-z0-9_~-]+(\/[0-9]+)?\.js$/.test(x) ||
			/^src:data\/steps\/(index|analysis)\.js$/.test(x) ||
			(file0 === 'index.html' && x === 'inline:application/json:vr-data');
		check(state.scripts.length > 0 && state.scripts.every(own) &&
			state.scripts.includes('src:assets/checker.js') &&
			state.scripts.filter((x) => x.startsWith('inline:')).length <= 1,
			`${file}: only the site's own scripts (${state.scripts.filter((x) => !own(x)).join(', ')})`);
		check(state.handlers.length === 0, `${file}: no event handler attribute (${state.handlers.slice(0, 3).join(', ')})`);
		check(state.frames === 0, `${file}: no frame or object`);
		const badUrl = state.hrefs.filter((u) => {
			const s = u.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
			const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(s);
			return m && !['http', 'https', 'mailto'].includes(m[1].toLowerCase());
		});
		check(badUrl.length === 0, `${file}: every link is http, https, mailto or relative (${badUrl.slice(0, 3).join(', ')})`);
		check(outside.length === 0, `${file}: nothing is fetched from outside (${outside.slice(0, 3).join(', ')})`);
		check(/default-src 'none'/.test(state.csp) && /script-src 'self'/.test(state.csp) &&
			!/unsafe-inline|unsafe-eval/.test(state.csp),
			`${file}: the page carries a strict Content-Security-Policy (${state.csp})`);
		check(errors.length === 0, `${file}: no script error (${errors.slice(0, 2).join(' | ')})`);

		// The policy blocks an inline script, even one added later.
		const blocked = bypassCSP ? { ran: false, violation: true } :
			await page.evaluate(() => new Promise((done) => {
			let violation = false;
			document.addEventListener('securitypolicyviolation', () => { violation = true; });
			const s = document.createElement('script');
			s.textContent = 'window.__inline = 1';
			document.body.appendChild(s);
			setTimeout(() => done({ ran: window.__inline === 1, violation }), 100);
		}));
		check(!blocked.ran && blocked.violation, `${file}: the policy blocks an inline script (${JSON.stringify(blocked)})`);

		if (file0 === 'index.html' && !bypassCSP) {
			// The data round-trips through the JSON in <script>: the
			// values came out whole, not cut where they held "</script>".
			const data = await page.evaluate(() => JSON.parse(document.getElementById('vr-data').textContent));
			for (const m of metrics)
				check(data.metrics.includes(m), `index.html: metric ${JSON.stringify(m)} is in the data`);
			for (const t of tcs)
				check(data.tcs.includes(t), `index.html: test case ${JSON.stringify(t)} is in the data`);
			const rawJson = readFileSync(join(site, file0), 'utf8')
				.split('id="vr-data">')[1]?.split('</script>')[0] ?? '';
			check(!/[<>\u2028\u2029]/.test(rawJson) && rawJson.length > 100,
				'index.html: the embedded JSON holds no <, > or line separator');
			// The planted markup is shown as text where it belongs.
			const text = await page.evaluate(() => document.body.textContent);
			check(text.includes(`<script>${pwn(8)}</script>`) || text.includes('raw HTML omitted') ||
				!text.includes(pwn(8)), 'index.html: raw HTML is dropped or shown as text');
			const options = await page.$$eval('#ck-metric option', (os) => os.map((o) => o.textContent));
			check(options.length > 0, 'index.html: the checker lists metrics');
			// Reserved ids: every id once, and each the page's own.
			const ids = await page.evaluate(() => {
				const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
				const g = (id) => { const e = document.getElementById(id); return e ? e.tagName : null; };
				return { dup: all.filter((x, i) => all.indexOf(x) !== i),
					main: g('main'), checker: g('checker'), data: g('vr-data'),
					tip: document.getElementById('tip-0')?.getAttribute('role') ?? document.getElementById('tip-0')?.className,
					claim: document.getElementById('claim-0')?.className ?? '',
					tc: g('ck-tc'), headings: [...document.querySelectorAll('main h2')].map((h) => h.id) };
			});
			check(ids.dup.length === 0, `index.html: every id is unique (${ids.dup.slice(0, 5).join(', ')})`);
			check(ids.main === 'MAIN' && ids.checker === 'SECTION' && ids.data === 'SCRIPT' &&
				ids.tc === 'SELECT' && /claim/.test(ids.claim) && ids.tip !== undefined,
				`index.html: the page's own ids are its elements (${JSON.stringify(ids)})`);
			for (const h of reserved)
				check(ids.headings.some((x) => x === 'h-' + h || x === h + '-1'),
					`index.html: heading ${h} has its own id (${ids.headings.join(' ')})`);
			// The checker still works: a claim opens it with its runs.
			await page.evaluate(() => { location.hash = '#check-0'; });
			await page.waitForTimeout(300);
			const box = await page.evaluate(() => document.getElementById('ck-claim').hidden);
			check(box === false, 'index.html: #check-0 opens the checker on its claim');
		}
		await page.close();
	}
	await context.close();
	}
	// Charts: a planted name stays text inside them, even opened alone.
	const context = await browser.newContext({ bypassCSP: true });
	for (const f of readdirSync(join(site, 'charts'))) {
		const page = await context.newPage();
		await page.goto(pathToFileURL(join(site, 'charts', f)).href);
		const svg = await page.evaluate(() => ({
			pwned: window.__pwned,
			active: document.querySelectorAll('script, foreignObject, a, use, iframe').length,
			handlers: [...document.querySelectorAll('*')].filter((e) =>
				[...e.attributes].some((a) => /^on/i.test(a.name))).length,
		}));
		check(svg.pwned === undefined && svg.active === 0 && svg.handlers === 0,
			`charts/${f}: no script, link or handler (${JSON.stringify(svg)})`);
		await page.close();
	}
} catch (e) {
	failed++;
	console.log(`FAIL hostile: ${e.stack || e}`);
} finally {
	await browser.close();
	rmSync(dir, { recursive: true, force: true });
}
console.log(`hostile: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

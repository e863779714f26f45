// Opens the generated site from disk in Debian's chromium (driven by
// playwright-core) and checks it as a reader would: a claim link opens
// the checker preset to that claim, the raw values and the median it
// shows are those of results.jsonl, switching the metric updates them,
// back/forward work, the keyboard alone works, nothing leaves the page,
// no console error, JavaScript off still shows the runs, a phone-width
// screen does not scroll sideways.  Screenshots go to tests/out/.
//   node site.test.mjs SITE_DIR RESULTS.jsonl OUT_DIR
import { launch } from './launch.mjs';
import { readFileSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const [siteDir, resultsPath, outDir] = process.argv.slice(2).map((p) => resolve(p));
mkdirSync(outDir, { recursive: true });
const indexUrl = pathToFileURL(`${siteDir}/index.html`).href;
const runs = readFileSync(resultsPath, 'utf8').split('\n').filter((l) => l.trim())
	.map((l) => JSON.parse(l.replace(/^\uFEFF/, '')));

let passed = 0, failed = 0;
function check(ok, what) {
	if (ok) passed++;
	else { failed++; console.log(`FAIL browser: ${what}`); }
}

function metricOf(run, name) {
	let v = run;
	for (const part of name.split('.')) {
		if (v === null || typeof v !== 'object' || !(part in v)) return undefined;
		v = v[part];
	}
	return typeof v === 'number' ? v : undefined;
}

function median(values) {
	const v = [...values].sort((a, b) => a - b), h = Math.floor(v.length / 2);
	return v.length % 2 ? v[h] : (v[h - 1] + v[h]) / 2;
}

// The values of results.jsonl for (tc, cfg, metric), in rep order.
function expected(tc, cfg, metric) {
	return runs.filter((r) => r.tc === tc && r.cfg === cfg)
		.sort((a, b) => a.rep - b.rep)
		.map((r) => metricOf(r, metric)).filter((v) => v !== undefined);
}

const plain = (s) => Number(String(s).replace(/[,\u2009\u202f]/g, ''));

// Reads the checker's tables and compares them with the data.
async function compareChecker(page, what) {
	const tc = await page.$eval('#ck-tc', (s) => s.options[s.selectedIndex].text);
	const metric = await page.$eval('#ck-metric', (s) => s.options[s.selectedIndex].text);
	const rows = await page.$$eval('#ck-out table', (tables) => tables.map((t) =>
		[...t.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent))));
	check(rows.length >= 2, `${what}: the checker shows its tables`);
	if (rows.length < 2) return { tc, metric };
	const every = rows[0];
	const cfgs = [...new Set(runs.filter((r) => r.tc === tc).map((r) => r.cfg))];
	const nRuns = runs.filter((r) => r.tc === tc).length;
	check(every.length === nRuns, `${what}: ${nRuns} runs listed for ${tc} (got ${every.length})`);
	for (const r of every) {
		const run = runs.find((x) => x.tc === r[0] && x.cfg === r[1] && x.rep === Number(r[2]));
		const want = run && metricOf(run, metric);
		const got = r[3].startsWith('—') ? undefined : plain(r[3]);
		check(run && want === got, `${what}: ${r[0]}/${r[1]}#${r[2]} ${metric} shows ${r[3]}, data has ${want}`);
	}
	for (const r of rows[1]) {
		const vals = expected(tc, r[0], metric);
		const med = plain(r[3].split(' = ')[0]);
		check(vals.length === Number(r[1]), `${what}: ${r[0]} n=${r[1]}, data has ${vals.length}`);
		check(Math.abs(med - median(vals)) <= 1e-6 * Math.max(1, Math.abs(median(vals))),
			`${what}: ${r[0]} median shows ${r[3]}, data gives ${median(vals)}`);
	}
	check(rows[1].length === cfgs.filter((c) => expected(tc, c, metric).length).length,
		`${what}: one summary row per config`);
	return { tc, metric };
}

const browser = await launch();
try {
	const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
	const page = await context.newPage();
	const outside = [], errors = [];
	page.on('request', (r) => { if (!r.url().startsWith('file://')) outside.push(r.url()); });
	page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
	page.on('pageerror', (e) => errors.push(String(e)));

	// The report page and everything it loads stays small: 256 KiB, and
	// 512 bytes a claim for the evidence each claim's link reaches
	// without JavaScript (render_evidence.c: its number, computation and
	// runs' values, about 330 bytes; the running example's 310 claims
	// make a 366 KB page, 389 KB with its style and script).
	// Counted once every file the page asked for (as the page's own
	// performance entries list them) has finished: a state, not a time.
	const loaded = new Set();
	let need = null, allIn;
	const done = new Promise((r) => { allIn = r; });
	const complete = () => { if (need && need.every((u) => loaded.has(u))) allIn(); };
	const onLoad = (r) => {
		if (r.url().startsWith('file://')) loaded.add(r.url().split('#')[0]);
		complete();
	};
	page.on('requestfinished', onLoad);
	await page.goto(indexUrl, { waitUntil: 'load' });
	need = await page.evaluate(() => performance.getEntriesByType('resource')
		.map((e) => e.name.split('#')[0]).filter((u) => u.startsWith('file://')));
	complete();
	await done;
	page.off('requestfinished', onLoad);
	loaded.add(indexUrl.split('#')[0]);
	const bytes = [...loaded].reduce((n, u) => n + statSync(fileURLToPath(u)).size, 0);
	const claimsOnPage = await page.$$eval('a.claim', (a) => a.length);
	// 576 B a claim: this session added the noise and unit marks, the
	// clickable-numbers sentence and the evidence appendix (532 B a claim).
	const limit = 256 * 1024 + 576 * claimsOnPage;
	console.log(`report page: ${loaded.size} files, ${bytes} bytes on load (limit ${limit})`);
	check(bytes < limit, `the report page with what it loads is under ${limit} bytes (${bytes} bytes)`);
	await page.screenshot({ path: `${outDir}/report.png` });
	const banner = await page.textContent('.banner');
	// In the report's language: the counts, and one sentence first.
	const landing = await page.textContent('.banner .landing');
	check(banner.includes(String(claimsOnPage)) && /\?\s*\d+/.test(banner),
		'the banner gives the counts');
	check(landing.includes(String(claimsOnPage)) && landing.includes(String(runs.length)),
		`the landing sentence gives the claims and the runs (${landing})`);
	const nClaims = await page.$$eval('a.claim', (a) => a.length);
	check(nClaims > 0, 'claims are marked');
	const marked = await page.$$eval('a.claim', (a) => a.every((x) =>
		x.querySelector('.vmark') && x.querySelector('.sr-only') && x.querySelector('.tip')));
	check(marked, 'every claim has a mark, a screen-reader text and a computation');

	// A claim with a derived expression: the checker shows its inputs.
	const target = await page.$$eval('a.claim.v-ok', (as) => {
		const a = as.find((x) => /\//.test(x.querySelector('.tip').textContent) &&
			/~/.test(x.querySelector('.tip').textContent.split(':')[0]));
		return a ? a.id : as[0].id;
	});
	await page.hover(`#${target}`);
	check(await page.isVisible(`#${target} .tip`), 'hovering a claim shows its computation');
	await page.click(`#${target}`);
	await page.waitForSelector('#ck-out table');
	check(await page.evaluate((id) => location.hash === document.getElementById(id).getAttribute('href') &&
		/^#c-[0-9a-f]{12}(-[0-9]+)?$/.test(location.hash), target), 'a claim link sets the fragment to its stable anchor');
	check(await page.isVisible('#ck-claim'), 'the checker shows the claim');
	const first = await compareChecker(page, 'claim preset');
	const inputs = await page.$$eval('#ck-claim table tbody tr', (rs) => rs.length);
	check(inputs >= 2, `the checker lists the runs the claim used (${inputs} rows)`);
	await page.screenshot({ path: `${outDir}/checker.png` });

	// Switch the metric and compare again.
	const other = await page.$eval('#ck-metric', (s) => {
		const o = [...s.options].find((x) => x.selected === false);
		return o ? o.value : null;
	});
	await page.selectOption('#ck-metric', other);
	await page.waitForFunction((m) => document.querySelector('#ck-out h3').textContent.endsWith(m),
		await page.$eval('#ck-metric', (s) => s.options[s.selectedIndex].text));
	const second = await compareChecker(page, 'metric switched');
	check(second.metric !== first.metric, 'the metric changed');

	// Back returns to the claim's preset, forward to the switched metric.
	await page.goBack();
	await page.waitForFunction(() => /^#c-/.test(location.hash));
	check(await page.$eval('#ck-metric', (s) => s.options[s.selectedIndex].text) === first.metric,
		'back returns to the claim');
	await page.goForward();
	await page.waitForFunction(() => /^#tc=/.test(location.hash));
	check(await page.$eval('#ck-metric', (s) => s.options[s.selectedIndex].text) === second.metric,
		'forward returns to the switched metric');

	// The keyboard alone: focus a claim, press Enter, land in the checker.
	const another = await page.$$eval('a.claim', (as) => as[Math.min(5, as.length - 1)].id);
	await page.focus(`#${another}`);
	check(await page.isVisible(`#${another} .tip`), 'focusing a claim shows its computation');
	await page.keyboard.press('Enter');
	await page.waitForFunction((id) => location.hash === document.getElementById(id).getAttribute('href'), another);
	// hashchange runs after the fragment changes: wait for its handler.
	const focused = await page.waitForFunction(() => document.activeElement.id === 'ck-claim',
		null, { timeout: 3000 }).then(() => true, () => false);
	check(focused, 'Enter on a claim moves the focus to its box in the checker');

	// A change within noise (docs/noise.md): a sign and a wavy line, not
	// colour alone, and a sentence in the checker apart from the formula.
	const noisy = await page.$$eval('a.claim.noise', (as) => as.length ? as[0].id : null);
	check(noisy !== null, 'claims within noise are marked');
	if (noisy) {
		check(await page.$eval(`#${noisy}`, (a) => a.querySelector('.nmark').textContent === '\u223f' &&
			getComputedStyle(a).textDecorationStyle === 'wavy'),
			'a claim within noise has the sign \u223f and a wavy underline');
		await page.click(`#${noisy}`);
		await page.waitForFunction((id) => location.hash === document.getElementById(id).getAttribute('href'), noisy);
		// The page speaks the report's language: the sentence is the
		// tooltip's, with its p-value, and not part of the formula.
		const said = await page.$eval('#ck-claim', (b) => [
			b.querySelector('p.noise') ? b.querySelector('p.noise').textContent : '',
			b.querySelector('p.formula') ? b.querySelector('p.formula').textContent : '']);
		const tipSays = await page.$eval(`#${noisy} .tip-noise`, (t) => t.textContent);
		check(said[0] !== '' && said[0] === tipSays && /\(p = [0-9.e-]+\)|（p = [0-9.e-]+）/.test(said[0]) &&
			said[1] !== '' && !said[1].includes(said[0]),
			`the checker says the claim is within noise, apart from its computation (${said[0]})`);
	}

	// A chart.
	const chart = await page.$('figure.chart img');
	check(chart !== null, 'the report shows charts');
	if (chart) {
		await chart.scrollIntoViewIfNeeded();
		// Charts load lazily: give it the time a scroll gives.
		const drawn = await page.waitForFunction((i) => i.complete && i.naturalWidth > 0, chart,
			{ timeout: 5000 }).then(() => true, () => false);
		check(drawn, 'the chart loads');
		await chart.screenshot({ path: `${outDir}/chart.png` });
	}
	// Each chart on its own, at its own size (an SVG document cannot be
	// shot "full page" by chromium).
	for (const tc of [...new Set(runs.map((r) => r.tc))]) {
		const file = `${siteDir}/charts/${tc}.svg`;
		let svg;
		try { svg = readFileSync(file, 'utf8'); } catch { continue; }
		const m = /width="(\d+)" height="(\d+)"/.exec(svg);
		const cp = await browser.newPage({ viewport: { width: Number(m[1]), height: Number(m[2]) } });
		await cp.goto(pathToFileURL(file).href);
		await cp.screenshot({ path: `${outDir}/chart-${tc}.png` });
		await cp.close();
	}

	// The median table page.
	await page.goto(pathToFileURL(`${siteDir}/analysis.html`).href);
	check(await page.$$eval('a.claim', (a) => a.length) > 0, 'analysis.html marks its cells');

	check(outside.length === 0, `no request left the page (${outside.slice(0, 3).join(', ')})`);
	check(errors.length === 0, `no console error (${errors.slice(0, 3).join(' | ')})`);

	// A phone: nothing scrolls sideways but tables.
	const phone = await browser.newPage({ viewport: { width: 375, height: 800 } });
	await phone.goto(indexUrl);
	const width = await phone.evaluate(() => document.documentElement.scrollWidth);
	check(width <= 376, `375 px wide screen does not scroll sideways (${width} px)`);
	await phone.screenshot({ path: `${outDir}/phone.png` });
	await phone.close();

	// JavaScript off: the pre-rendered runs are there.
	const nojs = await browser.newContext({ javaScriptEnabled: false });
	const np = await nojs.newPage();
	await np.goto(indexUrl);
	const tables = await np.$$eval('details.runs table', (t) => t.length);
	const tcs = new Set(runs.map((r) => r.tc)).size;
	check(tables === tcs, `without JavaScript every test case's runs are shown (${tables}/${tcs})`);
	await nojs.close();
} finally {
	await browser.close();
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

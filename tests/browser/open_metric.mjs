// make bench: how long the checker takes to show one metric of the
// largest test case (its paged run table and each config's median),
// in headless Chromium from file://.  Prints one line of figures.
//   node bench/open_metric.mjs SITE_DIR
import { launch } from './launch.mjs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const site = resolve(process.argv[2]);
const browser = await launch();
try {
	const page = await browser.newPage();
	await page.goto(pathToFileURL(`${site}/index.html`).href);
	const { tc, metric, runs } = await page.evaluate(() => {
		const d = JSON.parse(document.getElementById('vr-data').textContent);
		let best = 0;
		d.tcruns.forEach((n, i) => { if (n > d.tcruns[best]) best = i; });
		return { tc: d.tcs[best], metric: d.metrics[d.tcmetrics[best][0]], runs: d.tcruns[best] };
	});
	const times = [];
	for (let round = 0; round < 3; round++) {
		// A fresh page each round: nothing cached in the checker.
		const p = await browser.newPage();
		await p.goto(pathToFileURL(`${site}/index.html`).href);
		const t0 = Date.now();
		await p.evaluate(([t, m]) => { location.hash = `tc=${encodeURIComponent(t)}&m=${encodeURIComponent(m)}`; },
			[tc, metric]);
		await p.waitForFunction(() => document.querySelectorAll('#ck-out table').length >= 2,
			null, { timeout: 60000 });
		times.push(Date.now() - t0);
		await p.close();
	}
	times.sort((a, b) => a - b);
	console.log(`checker: ${tc} (${runs} runs), ${metric}: shown in ${times[1]} ms (median of 3: ${times.join(', ')} ms)`);
} finally {
	await browser.close();
}

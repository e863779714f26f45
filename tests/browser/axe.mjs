// axe-core over a page as the browser tests run it: every rule, the
// violations alone, each as its id, impact, count and first two places.
// One copy of the injection, shared by reader, l10n, parts and theads.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function axeViolations(page) {
	await page.evaluate(axeSource);
	return page.evaluate(async () => {
		const r = await window.axe.run(document, { resultTypes: ['violations'] });
		return r.violations.map((v) => ({ id: v.id, impact: v.impact, n: v.nodes.length,
			at: v.nodes.slice(0, 2).map((n) => n.target.join(' ')) }));
	});
}

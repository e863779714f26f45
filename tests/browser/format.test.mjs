// The checker's formatter (assets/format.js) against tests/format_cases.tsv,
// the table build/unit runs on util.c: a number reads the same in the
// terminal, on paper and on screen (issue 21).  No browser needed.
//   node --test format.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const F = createRequire(import.meta.url)(join(top, 'assets', 'format.js'));
const value = (s) => (s === 'nan' ? NaN : s === 'inf' ? Infinity : s === '-inf' ? -Infinity : Number(s));

test('assets/format.js writes every case of tests/format_cases.tsv as util.c does', () => {
	const lines = readFileSync(join(top, 'tests', 'format_cases.tsv'), 'utf8').split('\n');
	let cases = 0;
	const bad = [];
	lines.forEach((line, i) => {
		if (line === '' || line.startsWith('#'))
			return;
		const f = line.split('\t');
		assert.equal(f.length, 4, `line ${i + 1}: 4 fields`);
		assert.match(f[2], /^(\*|en|zh|ko|ja)$/, `line ${i + 1}: a language`);
		const got = f[1] === 'calc' ? F.calc(value(f[0])) : F.sig(value(f[0]), Number(f[1]), true);
		if (got !== f[3])
			bad.push(`line ${i + 1}: ${f[0]} at ${f[1]} gives '${got}', the table says '${f[3]}'`);
		cases++;
	});
	assert.deepEqual(bad, []);
	assert.ok(cases >= 40, `${cases} cases`);
});

test('checker.js formats with format.js, not a copy of its own', () => {
	const js = readFileSync(join(top, 'assets', 'checker.js'), 'utf8');
	assert.match(js, /vrFormat/);
	assert.doesNotMatch(js, /toPrecision|toFixed/, 'checker.js rounds numbers itself');
	const page = readFileSync(join(top, 'templates', 'report.html'), 'utf8');
	assert.ok(page.indexOf('assets/format.js') >= 0 &&
		page.indexOf('assets/format.js') < page.indexOf('assets/checker.js'),
		'report.html loads format.js before checker.js');
});

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
//
// Then a family of sites of several results files (issue 26): 1 to 3
// files each, plain and gzip, of sizes that cut them into 1 to 4 parts
// (a gzip file over 5 MB becomes parts that are each a whole gzip file
// of whole lines).  On every page of each site:
// - every part of every file is linked, and each file cut into parts
//   has a sentence in the report's language (nav.results.parts, or
//   nav.results.parts.file naming it among several) linking its parts
//   in order; each file has the number of parts its size makes;
// - every link of the nav leads to a file that exists;
// - the parts, as linked, download whole: each ends at a line's end,
//   a gzip part inflates alone, and joined (inflated) they are the
//   file's lines, byte for byte.
//   node parts.test.mjs REPORT_SITE TOPDIR
import { launch } from './launch.mjs';
import { axeViolations } from './axe.mjs';
import { execFileSync } from 'node:child_process';
import { gzipSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [reportSite, top] = process.argv.slice(2).map((p) => resolve(p));
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
	const res = (await axeViolations(page)).map((v) => `${v.id}:${v.impact}:${v.n} at ${v.at.join(', ')}`);
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
}

// The family: sites of several results files, each cut into parts.
// A part of a plain file is at most 5 MB; a gzip part ends at the first
// line's end past GZ_PART compressed bytes (src/site_parts.c).
const FILE_MAX = 5000000, GZ_PART = FILE_MAX - (1 << 20);
// A seeded generator (xorshift32): the same files on every run.
let seed = 2654435769;
function rnd() {
	seed ^= seed << 13; seed >>>= 0;
	seed ^= seed >>> 17;
	seed ^= seed << 5; seed >>>= 0;
	return seed;
}
const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';
// A pool of random text, from which each run takes a pad at a random
// place: gzip cannot shrink it much, and it is quick to make.
const POOL = 1 << 22, PAD = 3000;
const pool = Buffer.alloc(POOL);
for (let i = 0; i < POOL; i++) pool[i] = alphabet.charCodeAt(rnd() & 63);
let copyNo = 0;
// The running example's runs again and again, each a rep of its own
// across all files, with a random pad.
function runLines(count) {
	const out = [];
	while (out.length < count) {
		copyNo++;
		for (const l of runs) {
			if (out.length >= count) break;
			const r = JSON.parse(l);
			const at = rnd() % (POOL - PAD);
			r.rep += 1000 * copyNo;
			r.pad = pool.toString('latin1', at, at + PAD);
			out.push(JSON.stringify(r));
		}
	}
	return out;
}
// A file of kind 'plain' or 'gz' that makes k parts: its size (the
// compressed size for gzip) about 1 MB into the k-th part, past the
// 5 MB that cuts a gzip file at all.
function makeFile(dir, name, kind, k) {
	const sample = runLines(200);
	const text = (ls) => ls.join('\n') + '\n';
	const per = kind === 'gz' ? gzipSync(text(sample)).length / sample.length :
		Buffer.byteLength(text(sample)) / sample.length;
	const target = k === 1 ? FILE_MAX / 4 : kind === 'gz' ? (k - 1) * GZ_PART + 1.3e6 : (k - 1) * FILE_MAX + 1e6;
	const lines = sample.concat(runLines(Math.max(0, Math.round(target / per) - sample.length)));
	const t = text(lines);
	const path = join(dir, name);
	writeFileSync(path, kind === 'gz' ? gzipSync(t) : t);
	return { path, name, kind, k, text: t, size: readFileSync(path).length };
}
// The strings of a language's file (templates/strings-LANG.html).
function strings(lang) {
	const src = readFileSync(join(top, 'templates', `strings-${lang}.html`), 'utf8');
	const m = {};
	for (const [, k, v] of src.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)) m[k] = v;
	return m;
}
// A size as the pages write it (render_banner.c, megabytes).
const mb = (n) => n < 1e6 ? (n / 1e6).toFixed(2) : n < 1e7 ? (n / 1e6).toFixed(1) : String(Math.floor((n + 500000) / 1e6));
const fill = (t, v) => t.replace(/\{(\w+)\}/g, (_, k) => v[k]);

// Each site: its files as [kind, parts]; together they hold 1 to 3
// files, plain and gzip, and 1 to 4 parts of each kind (one site of
// each count of files would leave some out).
const family = [
	[['gz', 4]],
	[['plain', 4], ['gz', 2]],
	[['gz', 3], ['plain', 1], ['plain', 3]],
	[['plain', 2], ['gz', 1]],
];
async function familyWalk() {
	const ctxF = await browser.newContext({ viewport: { width: 1366, height: 900 } });
	ctxF.setDefaultTimeout(15000);
	const pageF = await ctxF.newPage();
	for (const [si, spec] of family.entries()) {
		const what = `site ${si + 1} (${spec.map(([kind, k]) => `${kind} in ${k}`).join(', ')})`;
		const dir = join(tmp, `fam${si}`);
		rmSync(dir, { recursive: true, force: true });
		execFileSync('mkdir', ['-p', dir]);
		const files = spec.map(([kind, k], i) => makeFile(dir, `m${i + 1}.jsonl${kind === 'gz' ? '.gz' : ''}`, kind, k));
		const site = join(dir, 'site');
		try {
			execFileSync(reportSite, ['-o', site, 'report.md', ...files.map((f) => f.path)], { cwd: top, stdio: 'pipe' });
		} catch (e) {
			check(false, `${what}: report-site failed: ${String(e.stderr || e).slice(0, 300)}`);
			continue;
		}
		// What each file was copied as: its parts, from the folder.
		const dataDir = files.length === 1 ? join(site, 'data') : join(site, 'data', 'results');
		const written = readdirSync(dataDir).filter((f) => /\.jsonl(\.gz)?$/.test(f)).sort();
		const rel = (f) => (files.length === 1 ? 'data/' : 'data/results/') + f;
		const partsOf = files.map((f) => {
			const stem = files.length === 1 ? 'results' : f.name.replace(/\.gz$/, '').replace(/\.jsonl$/, '');
			const ext = f.kind === 'gz' ? '.jsonl.gz' : '.jsonl';
			const cut = written.filter((w) => w.startsWith(stem + '-') && w.endsWith(ext) &&
				/^-\d{3}$/.test(w.slice(stem.length, w.length - ext.length)));
			return cut.length > 0 ? cut.map(rel) : written.includes(stem + ext) ? [rel(stem + ext)] : [];
		});
		files.forEach((f, i) => check(partsOf[i].length === f.k,
			`${what}: ${f.name} (${f.size} bytes) makes ${f.k} part(s), not ${partsOf[i].length}`));
		// Whole downloads: the parts, in order, are the file's lines.
		files.forEach((f, i) => {
			const texts = partsOf[i].map((p) => {
				const b = readFileSync(join(site, p));
				try { return f.kind === 'gz' ? gunzipSync(b).toString() : b.toString(); }
				catch (e) { return `<${p} does not inflate alone: ${e.message}>`; }
			});
			check(texts.every((t) => t.endsWith('\n')), `${what}: every part of ${f.name} ends at a line's end`);
			check(texts.join('') === f.text, `${what}: the parts of ${f.name}, joined, are its lines`);
		});
		const pages = readdirSync(site).filter((f) => f.endsWith('.html')).sort();
		for (const pg of pages) {
			try {
				await pageF.goto(pathToFileURL(join(site, pg)).href);
				await pageF.waitForSelector('nav a');
				const hrefs = await pageF.$$eval('nav a[href]', (as) => as.map((a) => a.getAttribute('href')));
				const local = hrefs.filter((h) => !/^[a-z]+:|^#/.test(h));
				const stray = local.filter((h) => !existsSync(join(site, h.split('#')[0])));
				check(stray.length === 0, `${what} ${pg}: the nav links files that do not exist: ${stray.join(' ')}`);
				const all = partsOf.flat();
				const other = hrefs.filter((h) => /^data\/results/.test(h) && !all.includes(h));
				check(other.length === 0, `${what} ${pg}: the nav links results files not written: ${other.join(' ')}`);
				const missing = all.filter((p) => !hrefs.includes(p));
				check(missing.length === 0, `${what} ${pg}: ${missing.length} of ${all.length} parts not linked: ${missing.slice(0, 4).join(' ')}`);
				// A sentence per file cut, in the page's language, its parts in order.
				const lang = (await pageF.evaluate(() => document.documentElement.lang)).split('-')[0];
				const words = strings(lang);
				const notes = await pageF.$$eval('nav .nav-note', (ns) => ns.map((n) => ({
					text: n.textContent, hrefs: [...n.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')) })));
				files.forEach((f, i) => {
					if (partsOf[i].length < 2) return;
					const want = files.length === 1 ?
						fill(words['nav.results.parts'], { size: mb(f.size), n: partsOf[i].length }) :
						fill(words['nav.results.parts.file'], { file: basename(f.path), size: mb(f.size), n: partsOf[i].length });
					const note = notes.find((n) => n.text.startsWith(want));
					check(note !== undefined, `${what} ${pg}: no sentence for ${f.name} in ${lang}: "${want}" (have: ${notes.map((n) => n.text.slice(0, 60)).join(' | ')})`);
					check(note !== undefined && note.hrefs.join() === partsOf[i].join(),
						`${what} ${pg}: ${f.name}'s sentence links its parts in order (${note ? note.hrefs.join(' ') : '-'})`);
				});
				// The sentences of three files (axe on a big page is slow).
				if (pg === 'index.html' && files.length === 3)
					await axe(pageF, `${what} ${pg}`);
			} catch (e) {
				check(false, `${what} ${pg}: the walk stopped: ${String(e).split('\n')[0]}`);
			}
		}
		rmSync(dir, { recursive: true, force: true });
	}
	await ctxF.close();
}

try {
	await familyWalk();
} catch (e) {
	check(false, `the family stopped: ${String(e).split('\n')[0]}`);
} finally {
	await browser.close();
	rmSync(tmp, { recursive: true, force: true });
}
console.log(`parts: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

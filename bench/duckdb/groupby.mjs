// The baseline of `make bench`: DuckDB's answer to "group by (tc, cfg):
// median, min and max of every numeric metric" over a results.jsonl.
//   node bench/duckdb/groupby.mjs RESULTS.jsonl METRICS.txt [THREADS]
// Prints the number of result rows and a checksum of the medians, so a
// run that silently read nothing would show.  DuckDB infers the schema
// itself (read_json_auto), as a user would let it.
import { DuckDBInstance } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';

const [file, metricsFile, threads = '2'] = process.argv.slice(2);
const metrics = readFileSync(metricsFile, 'utf8').split('\n').filter(Boolean);
const col = (m) => m.split('.').map((p) => `"${p}"`).join('.');
const aggs = metrics.flatMap((m) => [
	`median(${col(m)})`, `min(${col(m)})`, `max(${col(m)})`]);
const sql = `SELECT tc, cfg, ${aggs.join(', ')} FROM read_json_auto('${file.replace(/'/g, "''")}', format = 'newline_delimited') GROUP BY tc, cfg ORDER BY tc, cfg`;

const db = await DuckDBInstance.create(':memory:', { threads });
const con = await db.connect();
const reader = await con.runAndReadAll(sql);
const rows = reader.getRows();
let sum = 0;
for (const r of rows)
	for (let i = 2; i < r.length; i += 3)
		if (r[i] !== null) sum += Number(r[i]);
console.log(`duckdb: ${rows.length} groups, ${metrics.length} metrics, sum of medians ${sum.toPrecision(12)}`);

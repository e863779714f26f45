// Runs SQL in DuckDB (npm, as make bench installs it) for tests/engine.py:
//   node tests/engine/duckdb.mjs FILE.sql
// The statements of FILE.sql run in order in one in-memory database; a
// COPY ... TO '/dev/stdout' writes to this process's standard output.
// Exits 1 with DuckDB's message on stderr when a statement fails.
import { DuckDBInstance } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';

const sql = readFileSync(process.argv[2], 'utf8');
const db = await DuckDBInstance.create(':memory:', { threads: '1' });
const con = await db.connect();
try {
	await con.run(sql);
} catch (e) {
	process.stderr.write(`duckdb: ${e.message}\n`);
	process.exit(1);
}

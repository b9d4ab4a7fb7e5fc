// Times the demo generator on a large federation, in its own database (federa_bench, created
// anew). Run after `npm run build -w graph` (npm run bench:seed does both):
//   node tests/bench/seed.bench.mjs [--members N] [--seed S]
// The server comes from the usual configuration: DATABASE_URL, or the embedded PostgreSQL.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';

const require = createRequire(import.meta.url);
const dist = '../../graph/dist/graph/src';
const { loadConfig } = require(`${dist}/config.js`);
const { connectDatabase } = require(`${dist}/database/connect.js`);
const { prepareDatabase, withPgClient } = require(`${dist}/database/prepare.js`);
const { generateDemo } = require(`${dist}/tools/demo/generator.js`);
const { hashDemoPassword } = require(`${dist}/tools/demo/seed.js`);
const { formatPhases } = require(`${dist}/tools/demo/phases.js`);

const DATABASE = 'federa_bench';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(String(process.argv[at + 1]).replace(/_/g, ''));
  if (!Number.isInteger(value)) throw new Error(`${name} needs an integer`);
  return value;
}

const members = option('--members', 1_000_000);
const seed = option('--seed', undefined);
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

const config = loadConfig(process.env);
const db = await connectDatabase(config, { database: DATABASE, fresh: true });
try {
  await prepareDatabase(db);
  const passwordHash = await hashDemoPassword(config.bcryptCost, seed);
  console.log(`Generating ${members.toLocaleString('en-US')} members into ${DATABASE}...`);
  const started = performance.now();
  const summary = await withPgClient(db.url, (client) =>
    generateDemo(client, { members, seed, passwordHash, log: (line) => console.log(`  ${line}`) }),
  );
  const elapsed = seconds(started);

  // Counted again from the tables rather than trusted from the summary.
  const report = await withPgClient(db.url, async (client) => {
    const rows = [];
    for (const table of Object.keys(summary.counts)) {
      const { rows: found } = await client.query(
        `select count(*)::bigint as n, pg_size_pretty(pg_total_relation_size($1)) as size from ${table}`,
        [table],
      );
      rows.push({ table, rows: Number(found[0].n), size: found[0].size });
    }
    const { rows: size } = await client.query(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    return { rows, size: size[0].size };
  });

  console.log(
    `\nWhere the time went (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}):`,
  );
  console.log(formatPhases(summary.phases));
  console.log(
    `\nGeneration: ${elapsed} s for ${members.toLocaleString('en-US')} members (seed ${summary.seed})`,
  );
  const width = Math.max(...report.rows.map((r) => r.table.length));
  for (const r of report.rows) {
    console.log(
      `  ${r.table.padEnd(width)}  ${r.rows.toLocaleString('en-US').padStart(11)}  ${r.size.padStart(8)}`,
    );
  }
  const total = report.rows.reduce((sum, r) => sum + r.rows, 0);
  console.log(`  ${'total'.padEnd(width)}  ${total.toLocaleString('en-US').padStart(11)}`);
  console.log(`Database ${DATABASE}: ${report.size}`);
} finally {
  await db.close();
}

// The validations inbox at a large federation's scale: the national administrator's first page
// (every batch validated by an association, every pending grade and title, every upcoming
// unvalidated course), the kind filter, a deep page, and the association and dojo administrators'
// first pages. Nothing here asserts a time: it prints figures.
//
//   npm run build -w graph && node tests/bench/inbox.bench.mjs [--members 1000000] [--seconds 5] [--concurrency 4]
//
// Uses the database federa_bench, or --database NAME (filled by `npm run bench:seed`; generated here
// when it holds fewer members than asked) on DATABASE_URL's server or the embedded PostgreSQL.
import { measure, openBenchDatabase, option, printRows, startBenchServer, timed } from './bench-support.mjs';

const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 5);
const CONCURRENCY = option('--concurrency', 4);
const each = { seconds: SECONDS, clients: CONCURRENCY };

const { base, db, sql } = await openBenchDatabase(MEMBERS);
const [{ grades, titles }] = await sql(
  `select (select count(*)::int from grado where estado < 0) as grades,
          (select count(*)::int from asociado_titulo where estado < 0) as titles`,
);

const rows = [];
const national = await startBenchServer(base, db);
// The first call of a fresh server, as an administrator opening the inbox after a restart.
const first = await timed(() => national.rest('/validaciones', { pag: 15 }));
const { nTot } = await national.rest('/validaciones', { pag: 15 });
for (const [name, query] of [
  ['national page 1', { pag: 15 }],
  ['national tipo grado', { pag: 15, tipo: 'grado' }],
  ['national tipo remesa', { pag: 15, tipo: 'remesa' }],
  ['national ini 1000', { pag: 15, ini: 1000 }],
  ['national ini 10000 pag 100', { pag: 100, ini: 10000 }],
]) {
  rows.push([name, await measure(() => national.rest('/validaciones', query), each)]);
}
await national.server.close();

for (const [name, mail] of [
  ['association page 1', 'asoc@demo.federa'],
  ['dojo page 1', 'dojo@demo.federa'],
]) {
  const caller = await startBenchServer(base, db, mail);
  rows.push([name, await measure(() => caller.rest('/validaciones', { pag: 15 }), each)]);
  await caller.server.close();
}

console.log(
  `\nValidations inbox, ${MEMBERS.toLocaleString('en-US')} members, ${grades.toLocaleString('en-US')} pending grades, ${titles.toLocaleString('en-US')} pending titles, ${nTot.toLocaleString('en-US')} rows for the national administrator, ${CONCURRENCY} concurrent clients, ${SECONDS} s each`,
);
console.log(`national administrator's first page, first call: ${first.toFixed(0)} ms`);
printRows(rows);
await db.close();

// Fee batches at a large federation's scale: the list (page 1, each sort, the type filter, a
// search, `posicion`) as the national, an association's and a dojo's administrator see it, a
// dojo's member list for a new batch (listAlum), and a bulk national validation and its undo,
// which move every member's latest fee year (ultima_cuota) through triggers. While each runs, a
// probe keeps taking one of its members' row lock (as a member edit would) and the row of their
// kept year: the longest wait is how long the validation held them. Nothing here asserts a time:
// it prints figures, with the goals of issue 29 beside them.
//
//   npm run build -w graph && node tests/bench/fees.bench.mjs [--members 1000000] [--seconds 5] [--concurrency 4] [--bulk 200]
//
// Uses the database federa_bench, or --database NAME (filled by `npm run bench:seed`; generated here
// when it holds fewer members than asked) on DATABASE_URL's server or the embedded PostgreSQL.
import { createRequire } from 'node:module';
import {
  dist,
  measure,
  openBenchDatabase,
  option,
  printRows,
  startBenchServer,
  timed,
} from './bench-support.mjs';

const { withPgClient } = createRequire(import.meta.url)(`${dist}/database/prepare.js`);

const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 5);
const CONCURRENCY = option('--concurrency', 4);
const BULK = option('--bulk', 200);
const each = { seconds: SECONDS, clients: CONCURRENCY };

const { base, db, sql } = await openBenchDatabase(MEMBERS);
const { server, rest, post } = await startBenchServer(base, db);
const [{ n: batches }] = await sql('select count(*)::int as n from remesa');
const [{ id: someBatch }] = await sql('select id_rem as id from remesa order by id_rem offset $1 limit 1', [
  Math.floor(batches * 0.7),
]);
const [{ id: bigDojo, n: bigDojoMembers }] = await sql(
  'select cf_dojo as id, count(*)::int as n from asociado group by 1 order by 2 desc limit 1',
);
const year = new Date().getFullYear();

const rows = [];
for (const [name, query] of [
  ['page 1 (anio DESC)', {}],
  ['order dojo', { orden: 'dojo' }],
  ['order numAd DESC', { orden: 'numAd DESC' }],
  ['tipo no_admin', { tipo: 'no_admin' }],
  ['search "aikido 2025"', { filtro: 'aikido 2025' }],
  ['search "aikido" order dojo', { filtro: 'aikido', orden: 'dojo' }],
  ['search "ki" (2 letters)', { filtro: 'ki' }],
]) {
  rows.push([name, await measure(() => rest('/cuotas/', { pag: 15, ...query }), each)]);
}
for (const [who, mail] of [
  ['association', 'asoc@demo.federa'],
  ['dojo', 'dojo@demo.federa'],
]) {
  const caller = await startBenchServer(base, db, mail);
  for (const [name, query] of [
    ['page 1', {}],
    ['order dojo', { orden: 'dojo' }],
    ['search "aikido 2025"', { filtro: 'aikido 2025' }],
  ]) {
    rows.push([`${who}: ${name}`, await measure(() => caller.rest('/cuotas/', { pag: 15, ...query }), each)]);
  }
  await caller.server.close();
}
rows.push([
  'posicion',
  await measure(() => rest('/cuotas/posicion', { id: someBatch, orden: 'dojo' }), each),
]);
rows.push([
  `listAlum (${bigDojoMembers} members)`,
  await measure(() => rest('/cuotas/listAlum', { anio: year + 1, idDojo: bigDojo, orden: 'apellido' }), each),
]);

// A bulk national validation: the oldest batches waiting for it, or batches taken back one level.
const waiting = await sql(
  `select id_rem as id from remesa where anio = $1 and cf_asoc_val_asoc is not null and cf_asoc_val_admi is null
   order by id_rem limit $2`,
  [year, BULK],
);
const ids = waiting.map((r) => r.id);
const [{ n: fees }] = await sql('select count(*)::int as n from cuota where cf_remesa = any($1::int[])', [
  ids,
]);
const [{ id: probed }] = await sql(
  'select cf_asociado as id from cuota where cf_remesa = $1 order by cf_asociado limit 1',
  [ids[Math.floor(ids.length / 2)]],
);

/** Sleeps `ms` milliseconds. */
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs `work` while one connection keeps locking `probed`'s row of `table` (each time in its own
 * transaction, released at once) and answers how long work took and the longest wait for that lock.
 */
async function heldWhile(table, key, work) {
  let running = true;
  let longest = 0;
  const probe = withPgClient(db.url, async (c) => {
    while (running) {
      const started = performance.now();
      await c.query('begin');
      await c.query(`select 1 from ${table} where ${key} = $1 for no key update`, [probed]);
      await c.query('rollback');
      longest = Math.max(longest, performance.now() - started);
      await pause(2);
    }
  });
  await pause(50);
  const took = await timed(work);
  running = false;
  await probe;
  return { took, longest };
}

/** The validation (or undo) with both probes, one run each: the member row, then the kept year's row. */
async function bulk(validated) {
  const call = () => post('/cuotas/valida', { selec: ids, valida: validated, nivel: 3 });
  const member = await heldWhile('asociado', 'id_aso', call);
  await post('/cuotas/valida', { selec: ids, valida: !validated, nivel: 3 });
  const kept = await heldWhile('cuota_ultima', 'cf_asociado', call);
  return { took: Math.min(member.took, kept.took), member: member.longest, kept: kept.longest };
}
// The probe's own longest turn with nothing holding the row: the floor of the figures below.
const idle = await heldWhile('asociado', 'id_aso', () => pause(500));
const validate = await bulk(true);
const undo = await bulk(false);

console.log(
  `\nFee batches, ${MEMBERS.toLocaleString('en-US')} members, ${batches.toLocaleString('en-US')} batches, national administrator, ${CONCURRENCY} concurrent clients, ${SECONDS} s each`,
);
printRows(rows);
const search = rows.find(([name]) => name === 'search "aikido 2025"')[1];
console.log(`\nissue 29 goals: search "aikido 2025" p50 ${search.p50.toFixed(1)} ms (goal <= 60)`);
console.log(`lock probe, one turn with nothing held: at most ${idle.longest.toFixed(0)} ms`);
for (const [name, r] of [
  [`bulk national validation of ${ids.length} batches (${fees.toLocaleString('en-US')} fees)`, validate],
  ['its undo', undo],
]) {
  console.log(
    `${name}: ${r.took.toFixed(0)} ms (goal <= 1000); a member row locked for at most ${r.member.toFixed(0)} ms (goal <= 100), their kept year's row ${r.kept.toFixed(0)} ms`,
  );
}
await server.close();
await db.close();

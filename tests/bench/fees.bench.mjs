// Fee batches at a large federation's scale: the list (page 1, each sort, the type filter, a
// search, `posicion`) as the national administrator sees it (every batch), a dojo's member list
// for a new batch (listAlum), and a bulk national validation and its undo, which move every
// member's latest fee year (ultima_cuota) through triggers. Nothing here asserts a time: it
// prints figures.
//
//   npm run build -w graph && node tests/bench/fees.bench.mjs [--members 1000000] [--seconds 5] [--concurrency 4] [--bulk 200]
//
// Uses the database federa_bench, or --database NAME (filled by `npm run bench:seed`; generated here
// when it holds fewer members than asked) on DATABASE_URL's server or the embedded PostgreSQL.
import { measure, openBenchDatabase, option, printRows, startBenchServer, timed } from './bench-support.mjs';

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
]) {
  rows.push([name, await measure(() => rest('/cuotas/', { pag: 15, ...query }), each)]);
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
const validate = await timed(() => post('/cuotas/valida', { selec: ids, valida: true, nivel: 3 }));
const undo = await timed(() => post('/cuotas/valida', { selec: ids, valida: false, nivel: 3 }));

console.log(
  `\nFee batches, ${MEMBERS.toLocaleString('en-US')} members, ${batches.toLocaleString('en-US')} batches, national administrator, ${CONCURRENCY} concurrent clients, ${SECONDS} s each`,
);
printRows(rows);
console.log(
  `bulk national validation of ${ids.length} batches (${fees.toLocaleString('en-US')} fees): ${validate.toFixed(0)} ms; its undo: ${undo.toFixed(0)} ms`,
);
await server.close();
await db.close();

// The grade validation list at a large federation's scale (1.85 million grades and titles at a
// million members) as the national administrator sees it (every entry): page 1, a sort, a
// search, the "meets the hours" filter, and a position (the list has no posicion route: the
// engine's listPosition, as a route would call it). Also, once each, the count of the whole union
// that every page ran before the kept totals, for comparison. Then issue 29's four targets, one
// client, p50, beside their goal and the figure measured before (docs/benchmarks.md "Grade
// validation list"). Nothing here asserts a time: it prints figures.
//
//   npm run build -w graph && node tests/bench/grades.bench.mjs [--members 1000000] [--seconds 5] [--concurrency 4]
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

const require = createRequire(import.meta.url);
const { listPosition } = require(`${dist}/modules/common/list/engine.js`);
const { gradeListFor } = require(`${dist}/modules/grades/grade.list.js`);

const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 5);
const CONCURRENCY = option('--concurrency', 4);
const each = { seconds: SECONDS, clients: CONCURRENCY };

const { base, db, sql } = await openBenchDatabase(MEMBERS);
const { server, rest } = await startBenchServer(base, db);
const [{ n: entries }] = await sql(
  'select ((select count(*) from grado) + (select count(*) from asociado_titulo))::int as n',
);
const [{ n: pending }] = await sql('select count(*)::int as n from grado where estado < 0');
const [{ id: someGrade }] = await sql('select idgrado as id from grado order by idgrado offset $1 limit 1', [
  Math.floor(entries * 0.35),
]);

const rows = [];
for (const [name, query] of [
  ['page 1 (fecha DESC)', {}],
  ['order nombre', { orden: 'nombre' }],
  ['search "garcia"', { filtro: 'garcia' }],
  ['search "shodan"', { filtro: 'shodan' }],
  ['meets the hours', { cumpleHoras: 'true' }],
]) {
  rows.push([name, await measure(() => rest('/grados', { pag: 15, ...query }), each)]);
}
rows.push([
  'position (fecha DESC)',
  await measure(
    () =>
      listPosition(db.orm.em.fork(), gradeListFor({}), {}, someGrade, { column: 'fecha', desc: true }, ''),
    each,
  ),
]);
// What every page counted before the kept totals: the whole union, and a search's unaccenting.
const unionCount = await timed(() =>
  sql(
    `select count(*) from (select cf_asociado from grado union all select cf_asociado from asociado_titulo) e`,
  ),
);
const unaccentAll = await timed(() =>
  sql(`select count(*) from grado g join cinturon c on c.idcinturon = g.cf_cinturon
       where f_unaccent(lower(c.descripcion)) like '%shodan%'`),
);

console.log(
  `\nGrade list, ${MEMBERS.toLocaleString('en-US')} members, ${entries.toLocaleString('en-US')} grades and titles (${pending.toLocaleString('en-US')} pending belts), national administrator, ${CONCURRENCY} concurrent clients, ${SECONDS} s each`,
);
printRows(rows);
console.log(
  `once: count of the whole union ${unionCount.toFixed(0)} ms; unaccenting every grade's description ${unaccentAll.toFixed(0)} ms`,
);

// Issue 29's targets, as the national administrator sees them: p50 of one client.
const TARGETS = [
  ['order nombre', 50, '8,496', () => rest('/grados', { pag: 15, orden: 'nombre' })],
  ['search "garcia"', 150, '1,641', () => rest('/grados', { pag: 15, filtro: 'garcia' })],
  ['search "shodan"', 150, '828', () => rest('/grados', { pag: 15, filtro: 'shodan' })],
  ['meets the hours', 50, '486', () => rest('/grados', { pag: 15, cumpleHoras: 'true' })],
  [
    'position (fecha DESC)',
    20,
    '668',
    () =>
      listPosition(db.orm.em.fork(), gradeListFor({}), {}, someGrade, { column: 'fecha', desc: true }, ''),
  ],
];
console.log(`\nIssue 29 targets, one client, ${SECONDS} s each (before: 2026-11-23, 4 clients)`);
console.log('target                     goal ms  before p50 ms  now p50 ms');
for (const [name, goal, before, call] of TARGETS) {
  const r = await measure(call, { seconds: SECONDS, clients: 1 });
  console.log(
    `${name.padEnd(26)} ${String(goal).padStart(7)} ${before.padStart(14)} ${r.p50.toFixed(1).padStart(11)}`,
  );
}
await server.close();
await db.close();

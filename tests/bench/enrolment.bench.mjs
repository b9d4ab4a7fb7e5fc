// The enrolment table (GET /v1/cursos/listAlum) at a large federation's scale: requests per second
// and latency for the national administrator (a million rows), an association and a dojo
// administrator, each search column, a deep page and the enrolled-only switch. Nothing here
// asserts a time: it prints figures.
//
//   npm run build -w graph && node tests/bench/enrolment.bench.mjs [--members 1000000] [--seconds 5] [--concurrency 4]
//
// Uses the database federa_bench, or --database NAME, on DATABASE_URL's server or the embedded
// PostgreSQL (generated when it holds fewer members than asked).
import { measure, openBenchDatabase, option, printRows, startBenchServer } from './bench-support.mjs';

const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 5);
const CONCURRENCY = option('--concurrency', 4);

const { base, db, sql } = await openBenchDatabase(MEMBERS);
const callers = {
  admin: await startBenchServer(base, db, 'admin@demo.federa'),
  asoc: await startBenchServer(base, db, 'asoc@demo.federa'),
  dojo: await startBenchServer(base, db, 'dojo@demo.federa'),
};
// Course 1: the demo dojo's, validated and running, with its enrolled.
const course = 1;
const [{ surname }] = await sql(
  `select split_part(apellido, ' ', 1) as surname from asociado group by 1 order by count(*) desc limit 1`,
);
const [{ name }] = await sql(`select nombre as name from asociado group by 1 order by count(*) desc limit 1`);
const [{ dojo }] = await sql(`select split_part(nombre, ' ', 2) as dojo from dojo where id_dojo = 2`);

const scenarios = [
  ['admin page 1', 'admin', {}],
  ['admin offset 900,000', 'admin', { ini: 900_000 }],
  ['admin enrolled only', 'admin', { soloInscritos: 'true' }],
  [`admin todas "${surname}"`, 'admin', { columna: 'todas', filtro: surname }],
  ['admin numAcae "01A00"', 'admin', { columna: 'numAcae', filtro: '01A00' }],
  [`admin nombre "${name}"`, 'admin', { columna: 'nombre', filtro: name }],
  [`admin apellido "${surname}"`, 'admin', { columna: 'apellido', filtro: surname }],
  [`admin dojo "${dojo}"`, 'admin', { columna: 'dojo', filtro: dojo }],
  ['admin apellido "ma"', 'admin', { columna: 'apellido', filtro: 'ma' }],
  ['admin todas "ma"', 'admin', { columna: 'todas', filtro: 'ma' }],
  ['admin nombre "qx" (no match)', 'admin', { columna: 'nombre', filtro: 'qx' }],
  ['association page 1', 'asoc', {}],
  ['dojo page 1', 'dojo', {}],
  [`dojo todas "${surname}"`, 'dojo', { columna: 'todas', filtro: surname }],
];

const rows = [];
for (const [label, who, query] of scenarios) {
  const { rest } = callers[who];
  const call = () => rest('/cursos/listAlum', { curso: course, ...query });
  const first = await call();
  const result = await measure(call, { seconds: SECONDS, clients: CONCURRENCY });
  // A count stopped at its bound (nTotExacto false) shows as "1000+".
  const total = `${first.nTot}${first.nTotExacto === false ? '+' : ''}`;
  rows.push([`${label} (${total})`.slice(0, 40), result]);
}
printRows(rows);
await Promise.all(Object.values(callers).map(({ server }) => server.close()));
await db.close();
process.exit(0);

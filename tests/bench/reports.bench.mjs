// The report builder at a large federation's scale (issue 14): a grouped count of members by dojo,
// an aggregate with filters, an unfiltered first page, and the two exports — 9,999 rows as xlsx
// (the most an xlsx holds: from 10,000 rows the file is a CSV) and 100,000 rows as CSV — through
// the real HTTP route, with the server's memory sampled while it streams (the server runs in this
// process; the download is counted as it arrives, never held, so the growth is the server's).
// Then grouped reports over grades, titles and fees, beside the statements the views wrote before
// their joins were made lazy. Nothing here asserts a time: it prints figures.
//
//   npm run build -w graph && node --expose-gc tests/bench/reports.bench.mjs [--members 1000000] [--seconds 5] [--runs 3]
//     [--grouped-only 1] (the grouped reports alone)
//
// Uses the database federa_bench, or --database NAME (filled by `npm run bench:seed`; generated here
// when it holds fewer members than asked) on DATABASE_URL's server or the embedded PostgreSQL.
import { measure, openBenchDatabase, option, printRows, startBenchServer } from './bench-support.mjs';

const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 5);
const RUNS = option('--runs', 3);
const GROUPED_ONLY = option('--grouped-only', 0) === 1;

const { base, db, sql } = await openBenchDatabase(MEMBERS);
const national = await startBenchServer(base, db);
const custom = (body) => national.post('/listado/custom', body);
const where = (...conditions) => ({
  nexo: 'Y',
  filtros: [{ nexo: 'Y', filtros: conditions.map(([campo, oper, valor]) => ({ campo, oper, valor })) }],
});

const year = new Date().getFullYear();
const reports = [
  ['members by dojo', { vista: 'asociados', campos: [], agregaciones: ['dojo'], orden: 'count DESC' }],
  [
    'age of adults by assoc.',
    {
      vista: 'asociados',
      campos: ['avg.edad', 'max.edad', 'min.edad'],
      agregaciones: ['asociacion'],
      filtros: where(['adulto', '=', 'true'], ['ultima_cuota', '>=', String(year - 1)]),
    },
  ],
  ['members page 1', { vista: 'asociados', campos: ['numAcae', 'nombre', 'apellido', 'dojo', 'edad'] }],
  [
    'filtered page, by age',
    {
      vista: 'asociados',
      campos: ['nombre', 'edad'],
      filtros: where(['edad', '>=', '60']),
      orden: 'edad DESC',
    },
  ],
];

const rows = [];
const answers = [];
for (const [name, body] of GROUPED_ONLY ? [] : reports) {
  answers.push([name, await custom(body)]);
  rows.push([name, await measure(() => custom(body), { seconds: SECONDS, clients: 1 })]);
}

// Grouped reports over grades, titles and fees (issue 29), each beside its statement as the views
// wrote it before: every join of the view on every row, grouped by the joined names' ids. The
// before is timed straight on the database, the after through REST, so the after also pays HTTP.
const GRADES = `grado x join cinturon c on c.idcinturon = x.cf_cinturon join asociado a on a.id_aso = x.cf_asociado
  join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc`;
const TITLES = GRADES.replace(
  'grado x join cinturon c on c.idcinturon = x.cf_cinturon',
  'asociado_titulo x join titulo c on c.idtitulo = x.cf_titulo',
);
const FEES = `cuota x join remesa r on r.id_rem = x.cf_remesa join asociado a on a.id_aso = x.cf_asociado
  join dojo d on d.id_dojo = r.cf_dojo join asociacion s on s.id_asoc = r.cf_asoc`;
const before = (columns, from, where, groups, order) =>
  `select ${columns}, count(*) over ()::int as total from ${from} where ${where}
   group by ${groups} order by ${order} limit 15`;
const asoc = await startBenchServer(base, db, 'asoc@demo.federa');
const grouped = [
  [
    'grades by grade',
    national,
    { vista: 'grados', campos: [], agregaciones: ['grado'] },
    before(
      'c.descripcion as c0, count(*)::int as c1',
      GRADES,
      'true',
      'c.descripcion, c.valor',
      'min(c.valor), c0',
    ),
  ],
  [
    'grades by dojo',
    national,
    { vista: 'grados', campos: [], agregaciones: ['dojo'], orden: 'count DESC' },
    before('d.nombre as c0, count(*)::int as c1', GRADES, 'true', 'd.id_dojo', 'c1 desc, c0'),
  ],
  [
    'grade hours by assoc., year',
    national,
    { vista: 'grados', campos: ['sum.nhoras'], agregaciones: ['asociacion', 'anio'] },
    before(
      's.nombre as c0, extract(year from x.fecha)::int as c1, sum(x.nhoras) as c2, count(*)::int as c3',
      GRADES,
      'true',
      's.id_asoc, extract(year from x.fecha)::int',
      'c0, c0, c1',
    ),
  ],
  [
    'grades by grade, assoc. adm.',
    asoc,
    { vista: 'grados', campos: [], agregaciones: ['grado'] },
    before(
      'c.descripcion as c0, count(*)::int as c1',
      GRADES,
      'a.cf_asoc = 1',
      'c.descripcion, c.valor',
      'min(c.valor), c0',
    ),
  ],
  [
    'titles by title',
    national,
    { vista: 'titulos', campos: [], agregaciones: ['titulo'] },
    before(
      'c.descripcion as c0, count(*)::int as c1',
      TITLES,
      'true',
      'c.descripcion, c.valor',
      'min(c.valor), c0',
    ),
  ],
  [
    'fees by year',
    national,
    { vista: 'cuotas', campos: [], agregaciones: ['anio'] },
    before('x.anio::int as c0, count(*)::int as c1', FEES, 'true', 'x.anio::int', 'c0, c0'),
  ],
  [
    'fees by assoc., year',
    national,
    { vista: 'cuotas', campos: [], agregaciones: ['asociacion', 'anio'] },
    before(
      's.nombre as c0, x.anio::int as c1, count(*)::int as c2',
      FEES,
      'true',
      's.id_asoc, x.anio::int',
      'c0, c0, c1',
    ),
  ],
  [
    'fees by year, assoc. adm.',
    asoc,
    { vista: 'cuotas', campos: [], agregaciones: ['anio'] },
    before('x.anio::int as c0, count(*)::int as c1', FEES, 'r.cf_asoc = 1', 'x.anio::int', 'c0, c0'),
  ],
];
const groupedRows = [];
for (const [name, server, body, statement] of grouped) {
  const answer = await server.post('/listado/custom', body);
  const old = await measure(() => sql(statement), { seconds: SECONDS, clients: 1 });
  const now = await measure(() => server.post('/listado/custom', body), { seconds: SECONDS, clients: 1 });
  groupedRows.push([name, answer.res.nTot, old, now]);
}
await asoc.server.close();

/** The member numbers that bound the first `n` members in number order: a filter giving n rows. */
async function firstMembers(n) {
  const [bounds] = await sql(
    `select min(num_acae) as lo, max(num_acae) as hi from (select num_acae from asociado
      where num_acae is not null order by num_acae limit $1) t`,
    [n],
  );
  return where(['numAcae', '>=', bounds.lo], ['numAcae', '<=', bounds.hi]);
}

/** One export: its time, its size, the file's type, and the heap's and RSS's peaks over the start. */
async function download(body) {
  global.gc?.();
  const start = process.memoryUsage();
  let heapPeak = start.heapUsed;
  let rssPeak = start.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  }, 5);
  const started = performance.now();
  const response = await fetch(`${national.server.url}/v1/listado/custom?excel=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: national.token },
    body: JSON.stringify(body),
  });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const ms = performance.now() - started;
  clearInterval(sampler);
  return {
    ms,
    bytes,
    type: (response.headers.get('content-type') ?? '').split(';')[0],
    heap: (heapPeak - start.heapUsed) / 2 ** 20,
    rss: (rssPeak - start.rss) / 2 ** 20,
  };
}

const exports = [];
const EXPORTS = [
  ['9,999 rows', 9_999],
  ['100,000 rows', 100_000],
];
for (const [name, n] of GROUPED_ONLY ? [] : EXPORTS) {
  const body = {
    vista: 'asociados',
    campos: ['numAcae', 'nombre', 'apellido', 'dojo', 'asociacion', 'edad', 'adulto'],
    filtros: await firstMembers(n),
  };
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await download(body));
  runs.sort((a, b) => a.ms - b.ms);
  exports.push([
    name,
    runs[Math.floor(runs.length / 2)],
    Math.max(...runs.map((r) => r.heap)),
    Math.max(...runs.map((r) => r.rss)),
  ]);
}
await national.server.close();

console.log(`\nReport builder, ${MEMBERS.toLocaleString('en-US')} members, one client, ${SECONDS} s each`);
for (const [name, answer] of answers)
  console.log(`${name}: ${answer.res.nTot.toLocaleString('en-US')} rows or groups`);
printRows(rows);
console.log('\ngrouped report               groups  before p50 ms  after p50 ms  after p99 ms');
for (const [name, groups, old, now] of groupedRows)
  console.log(
    `${name.padEnd(28)} ${String(groups).padStart(6)} ${old.p50.toFixed(1).padStart(14)} ${now.p50.toFixed(1).padStart(13)} ${now.p99.toFixed(1).padStart(13)}`,
  );
console.log(
  '\nexport               type                                                               median ms   size MB  heap peak MB  rss growth MB',
);
for (const [name, r, heap, rss] of exports)
  console.log(
    `${name.padEnd(20)} ${r.type.padEnd(66)} ${r.ms.toFixed(0).padStart(9)} ${(r.bytes / 2 ** 20).toFixed(1).padStart(9)} ${heap.toFixed(1).padStart(13)} ${rss.toFixed(1).padStart(14)}`,
  );
await db.close();

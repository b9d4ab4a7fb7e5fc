// The grade validation list at a large federation's scale (1.85 million grades and titles at a
// million members) as the national administrator sees it (every entry): page 1, a sort, a
// search, the "meets the hours" filter, and a position (the list has no posicion route: the
// engine's listPosition, as a route would call it). Also, once each, the count of the whole union
// that every page ran before the kept totals, for comparison. Nothing here asserts a time: it
// prints figures.
//
//   npm run build -w graph && node tests/bench/grades.bench.mjs [--members 1000000] [--seconds 5] [--concurrency 4]
//
// Uses the database federa_bench, or --database NAME (filled by `npm run bench:seed`; generated here
// when it holds fewer members than asked) on DATABASE_URL's server or the embedded PostgreSQL.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = '../../graph/dist/graph/src';
const { loadConfig } = require(`${dist}/config.js`);
const { connectDatabase } = require(`${dist}/database/connect.js`);
const { prepareDatabase, withPgClient } = require(`${dist}/database/prepare.js`);
const { generateDemo } = require(`${dist}/modules/demo/generator.js`);
const { hashDemoPassword } = require(`${dist}/modules/demo/seed.js`);
const { startServer } = require(`${dist}/start.js`);
const { listPosition } = require(`${dist}/modules/common/list/engine.js`);
const { GRADE_LIST } = require(`${dist}/modules/grades/grade.list.js`);

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(String(process.argv[at + 1]).replace(/_/g, ''));
};
const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 5);
const CONCURRENCY = option('--concurrency', 4);

const base = loadConfig({ ...process.env, SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '100000' });
const databaseAt = process.argv.indexOf('--database');
const DATABASE = databaseAt < 0 ? 'federa_bench' : process.argv[databaseAt + 1];
const db = await connectDatabase(base, { database: DATABASE });
await prepareDatabase(db);
const sql = (text, params) => withPgClient(db.url, async (c) => (await c.query(text, params)).rows);
const [{ n: count }] = await sql('select count(*)::int as n from asociado');
if (count < MEMBERS) {
  console.log(`${DATABASE} has ${count} members: generating ${MEMBERS}...`);
  await sql('drop schema public cascade; create schema public');
  await prepareDatabase(db);
  const passwordHash = await hashDemoPassword(base.bcryptCost);
  await withPgClient(db.url, (c) => generateDemo(c, { members: MEMBERS, passwordHash }));
}
await sql('vacuum analyze');
const server = await startServer({ ...base, databaseUrl: db.url, port: 0, seedDemo: false }, () => undefined);
const token = async (mail) => {
  const login = await fetch(`${server.url}/v1/login`, {
    method: 'POST',
    headers: { mail, psw: 'aikido123' },
  });
  return (await login.json()).token;
};
const admin = await token('admin@demo.federa');
const [{ n: entries }] = await sql(
  'select ((select count(*) from grado) + (select count(*) from asociado_titulo))::int as n',
);
const [{ n: pending }] = await sql('select count(*)::int as n from grado where estado < 0');
const [{ id: someGrade }] = await sql('select idgrado as id from grado order by idgrado offset $1 limit 1', [
  Math.floor(entries * 0.35),
]);

async function rest(path, query, who = admin) {
  const response = await fetch(`${server.url}/v1${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: who },
  });
  const body = await response.json();
  if (body.estado !== 0) throw new Error(JSON.stringify(body.res));
  return body;
}

/** Runs `call` from CONCURRENCY loops for SECONDS and reports throughput and latency percentiles. */
async function measure(call) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await call();
        } catch {
          failures++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { rps: latencies.length / SECONDS, p50: pct(0.5), p99: pct(0.99), failures };
}

const timed = async (work) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const rows = [];
for (const [name, query] of [
  ['page 1 (fecha DESC)', {}],
  ['order nombre', { orden: 'nombre' }],
  ['search "garcia"', { filtro: 'garcia' }],
  ['search "shodan"', { filtro: 'shodan' }],
  ['meets the hours', { cumpleHoras: 'true' }],
]) {
  rows.push([name, await measure(() => rest('/grados', { pag: 15, ...query }))]);
}
rows.push([
  'position (fecha DESC)',
  await measure(() =>
    listPosition(db.orm.em.fork(), GRADE_LIST, {}, someGrade, { column: 'fecha', desc: true }, ''),
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
console.log('scenario                     req/s    p50 ms   p99 ms  failures');
for (const [name, r] of rows) {
  console.log(
    `${name.padEnd(26)} ${r.rps.toFixed(1).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)}  ${String(r.failures).padStart(8)}`,
  );
}
console.log(
  `once: count of the whole union ${unionCount.toFixed(0)} ms; unaccenting every grade's description ${unaccentAll.toFixed(0)} ms`,
);
await server.close();
await db.close();

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
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = '../../graph/dist/graph/src';
const { loadConfig } = require(`${dist}/config.js`);
const { connectDatabase } = require(`${dist}/database/connect.js`);
const { prepareDatabase, withPgClient } = require(`${dist}/database/prepare.js`);
const { generateDemo } = require(`${dist}/modules/demo/generator.js`);
const { hashDemoPassword } = require(`${dist}/modules/demo/seed.js`);
const { startServer } = require(`${dist}/start.js`);

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(String(process.argv[at + 1]).replace(/_/g, ''));
};
const MEMBERS = option('--members', 1_000_000);
const SECONDS = option('--seconds', 5);
const CONCURRENCY = option('--concurrency', 4);
const BULK = option('--bulk', 200);

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
const [{ n: batches }] = await sql('select count(*)::int as n from remesa');
const [{ id: someBatch }] = await sql('select id_rem as id from remesa order by id_rem offset $1 limit 1', [
  Math.floor(batches * 0.7),
]);
const [{ id: bigDojo, n: bigDojoMembers }] = await sql(
  'select cf_dojo as id, count(*)::int as n from asociado group by 1 order by 2 desc limit 1',
);
const year = new Date().getFullYear();

async function rest(path, query, who = admin) {
  const response = await fetch(`${server.url}/v1${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: who },
  });
  const body = await response.json();
  if (body.estado !== 0) throw new Error(JSON.stringify(body.res));
  return body;
}

async function post(path, body, who = admin) {
  const response = await fetch(`${server.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: who },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.estado !== 0) throw new Error(JSON.stringify(answer.res));
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

const rows = [];
for (const [name, query] of [
  ['page 1 (anio DESC)', {}],
  ['order dojo', { orden: 'dojo' }],
  ['order numAd DESC', { orden: 'numAd DESC' }],
  ['tipo no_admin', { tipo: 'no_admin' }],
  ['search "aikido 2025"', { filtro: 'aikido 2025' }],
]) {
  rows.push([name, await measure(() => rest('/cuotas/', { pag: 15, ...query }))]);
}
rows.push(['posicion', await measure(() => rest('/cuotas/posicion', { id: someBatch, orden: 'dojo' }))]);
rows.push([
  `listAlum (${bigDojoMembers} members)`,
  await measure(() => rest('/cuotas/listAlum', { anio: year + 1, idDojo: bigDojo, orden: 'apellido' })),
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
const timed = async (work) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const validate = await timed(() => post('/cuotas/valida', { selec: ids, valida: true, nivel: 3 }));
const undo = await timed(() => post('/cuotas/valida', { selec: ids, valida: false, nivel: 3 }));

console.log(
  `\nFee batches, ${MEMBERS.toLocaleString('en-US')} members, ${batches.toLocaleString('en-US')} batches, national administrator, ${CONCURRENCY} concurrent clients, ${SECONDS} s each`,
);
console.log('scenario                     req/s    p50 ms   p99 ms  failures');
for (const [name, r] of rows) {
  console.log(
    `${name.padEnd(26)} ${r.rps.toFixed(1).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)}  ${String(r.failures).padStart(8)}`,
  );
}
console.log(
  `bulk national validation of ${ids.length} batches (${fees.toLocaleString('en-US')} fees): ${validate.toFixed(0)} ms; its undo: ${undo.toFixed(0)} ms`,
);
await server.close();
await db.close();
